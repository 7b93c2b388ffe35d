/* wadi-tool-select.c: the select tool
 *
 * A click on a counter (as drawn: wadi_pick_counter) selects it, and a
 * drag moves it to the hex it is dropped on, one undo step, taking the
 * position a unit takes there by default.  A click elsewhere picks the
 * hex (the inspector reads it) and changes nothing.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "wadi-counter-stack.h"
#include "wadi-tool-private.h"

/* A press that moves less than this (map units) is a click, not a drag. */
#define DRAG_MIN 0.15

static void
select_press (WadiTool         *tool,
              const WadiBoard  *board,
              double            x,
              double            y,
              WadiToolModifiers modifiers)
{
  guint id = wadi_pick_counter (wadi_document_get_scenario (tool->document), x, y);

  if (id != 0)
    {
      wadi_tool_select_counter (tool, id);
      return;
    }
  tool->selected_counter = 0;
  tool->has_selected = wadi_board_contains (board, tool->press_hex);
  tool->selected = tool->press_hex;
}

static void
select_motion (WadiTool         *tool,
               const WadiBoard  *board,
               WadiHex           hex,
               double            x,
               double            y,
               WadiToolModifiers modifiers)
{
  if (tool->selected_counter != 0 && !tool->dragging_counter
      && hypot (x - tool->press_x, y - tool->press_y) >= DRAG_MIN)
    tool->dragging_counter = TRUE;
}

/* The selected counter moved to hex: its position there, the rest kept
 * (a Crest counter keeps its centre direction, a vehicle's its vertex). */
static void
moved_counter (WadiTool          *tool,
               const WadiCounter *counter,
               WadiHex            hex,
               WadiCounter       *moved)
{
  *moved = *counter;
  moved->hex = hex;
  moved->position = wadi_tool_position_for (tool, counter, hex);
}

gboolean
wadi_tool_get_dragged_counter (WadiTool    *tool,
                               WadiCounter *counter)
{
  const WadiCounter *selected;

  if (!tool->dragging_counter || tool->hover.kind != WADI_HOVER_HEX
      || wadi_tool_get_selected_counter (tool) == 0)
    return FALSE;
  selected = wadi_scenario_find_counter (wadi_document_get_scenario (tool->document), tool->selected_counter);
  moved_counter (tool, selected, tool->hover.hex, counter);
  return TRUE;
}

static void
select_release (WadiTool         *tool,
                const WadiBoard  *board,
                double            x,
                double            y,
                WadiToolModifiers modifiers)
{
  const WadiCounter *selected;
  WadiCounter        moved = { 0 };
  WadiHex            hex = wadi_hex_at_point (board->layout, x, y);

  if (!tool->dragging_counter || wadi_tool_get_selected_counter (tool) == 0)
    return;
  selected = wadi_scenario_find_counter (wadi_document_get_scenario (tool->document), tool->selected_counter);
  /* dropped off the map or where it was: nothing moves */
  if (!wadi_board_contains (board, hex) || wadi_hex_equal (hex, selected->hex))
    return;
  moved_counter (tool, selected, hex, &moved);
  wadi_tool_stroke_begin (tool, _("Move Counter"));
  wadi_document_replace_counter (tool->document, &moved);
  tool->has_selected = TRUE;
  tool->selected = hex;
}

const WadiToolFamily wadi_tool_select_family = {
  .press = select_press,
  .motion = select_motion,
  .release = select_release,
};
