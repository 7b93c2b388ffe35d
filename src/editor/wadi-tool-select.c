/* wadi-tool-select.c: the select tool
 *
 * A click on a counter (as drawn: wadi_pick_counter) selects it, and a
 * drag moves it to the hex it is dropped on, one undo step, taking the
 * position a unit takes there by default; a unit dragged with Shift takes
 * the other units of its side in its hex along (the markers of the hex
 * stay).  A click elsewhere picks the
 * hex (the inspector reads it) and changes nothing; the canvas tells the
 * inspector only on the release of a click (a counter's too), so a
 * counter or an overlay dragged never moves its A and B.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "wadi-counter-stack.h"
#include "wadi-tool-private.h"

/* A press that moves less than this (map units) is a click, not a drag. */
#define DRAG_MIN 0.15

/* An overlay's anchor moved as far as the drag from the press to hex. */
static WadiHex
moved_anchor (WadiTool        *tool,
              const WadiBoard *board,
              WadiHex          anchor,
              WadiHex          hex)
{
  WadiCube a = wadi_hex_to_cube (board->layout, anchor);
  WadiCube from = wadi_hex_to_cube (board->layout, tool->press_hex);
  WadiCube to = wadi_hex_to_cube (board->layout, hex);

  return wadi_cube_to_hex (board->layout,
                           (WadiCube) { a.q + to.q - from.q, a.r + to.r - from.r, a.s + to.s - from.s });
}

static void
select_press (WadiTool         *tool,
              const WadiBoard  *board,
              double            x,
              double            y,
              WadiToolModifiers modifiers)
{
  guint id = wadi_pick_counter (wadi_document_get_scenario (tool->document), x, y);

  guint placement;

  tool->selected_overlay = 0;
  tool->dragging_stack = FALSE;
  if (id != 0)
    {
      wadi_tool_select_counter (tool, id);
      tool->dragging_stack = (modifiers & WADI_TOOL_MOD_SHIFT) != 0;
      return;
    }
  tool->selected_counter = 0;
  if (wadi_scenario_overlay_at (wadi_document_get_scenario (tool->document), tool->press_hex, &placement, NULL))
    tool->selected_overlay = placement + 1;
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
  if (hypot (x - tool->press_x, y - tool->press_y) < DRAG_MIN)
    return;
  if (tool->selected_counter != 0)
    tool->dragging_counter = TRUE;
  else if (tool->selected_overlay != 0)
    {
      const WadiScenario         *scenario = wadi_document_get_scenario (tool->document);
      const WadiOverlayPlacement *placement;
      g_autoptr(GArray) cover = NULL;

      tool->dragging_overlay = TRUE;
      placement = &g_array_index (scenario->placements, WadiOverlayPlacement, tool->selected_overlay - 1);
      /* the hexes it would cover, dropped here */
      cover = wadi_overlay_covered_hexes (
          board, ((const WadiOverlay *) g_ptr_array_index (scenario->overlays, placement->overlay))->fragment,
          moved_anchor (tool, board, placement->anchor, hex), placement->orientation);
      g_array_set_size (tool->preview, 0);
      g_array_append_vals (tool->preview, cover->data, cover->len);
    }
}

/* A drag from a hex's centre farther than this (map units) toward its
 * edge puts a unit in a depression at Crest status (B20.9: at the
 * depression's edge). */
#define CREST_EDGE 0.3

/* Where a unit dropped at (x, y) in its own hex stands: at the edge of a
 * depression hex, Crest status; on a Tide of Iron wadi bridge hex, the
 * bridge level in the upper half and the wadi level in the lower (as the
 * card draws them, bridge over wadi); near the centre, where a unit
 * stands there by default. */
static WadiPosition
position_by_drop (WadiTool          *tool,
                  const WadiBoard   *board,
                  const WadiCounter *counter,
                  double             x,
                  double             y)
{
  const WadiHexCell *cell = wadi_tool_cell (tool, counter->hex);
  double             cx, cy;

  wadi_hex_center (board->layout, counter->hex, &cx, &cy);
  if (cell->flags & WADI_HEX_FLAG_WADI_BRIDGE)
    return y < cy ? WADI_POSITION_BRIDGE : WADI_POSITION_WADI;
  if (cell->depression != WADI_DEPRESSION_NONE && hypot (x - cx, y - cy) >= CREST_EDGE)
    return WADI_POSITION_CREST;
  return wadi_tool_position_for (tool, &(WadiCounter) { .kind = counter->kind, .hex = counter->hex }, counter->hex);
}

/* The selected counter moved to hex (x, y): its position there, the rest
 * kept (a Crest counter keeps its centre direction, a vehicle's its
 * vertex).  Within its own hex a unit moves between the positions the
 * hex has. */
static void
moved_counter (WadiTool          *tool,
               const WadiBoard   *board,
               const WadiCounter *counter,
               WadiHex            hex,
               double             x,
               double             y,
               WadiCounter       *moved)
{
  *moved = *counter;
  moved->hex = hex;
  if (counter->kind == WADI_COUNTER_UNIT && wadi_hex_equal (hex, counter->hex))
    moved->position = position_by_drop (tool, board, counter, x, y);
  else
    moved->position = wadi_tool_position_for (tool, counter, hex);
}

/* Whether a counter is a unit a stack drag moves: a unit, or a vehicle
 * in Crest status, whose counter is the vehicle. */
static gboolean
is_unit (const WadiCounter *counter)
{
  return counter->kind == WADI_COUNTER_UNIT || counter->kind == WADI_COUNTER_VEHICLE_CREST;
}

/* The units that move with the selected one when a stack is dragged to
 * another hex: its hex's units of its side, itself among them, bottom to
 * top (a review: the other side's, in Melee there, went along too); NULL
 * when only it moves. */
static GArray *
dragged_stack (WadiTool          *tool,
               const WadiCounter *selected,
               WadiHex            hex)
{
  const WadiScenario *scenario = wadi_document_get_scenario (tool->document);
  g_autoptr(GArray) ids = NULL;
  GArray *units;

  if (!tool->dragging_stack || !is_unit (selected) || wadi_hex_equal (hex, selected->hex))
    return NULL;
  ids = wadi_counter_stack_in_hex (scenario, selected->hex);
  units = g_array_new (FALSE, FALSE, sizeof (const WadiCounter *));
  for (guint i = 0; i < ids->len; i++)
    {
      const WadiCounter *counter = wadi_scenario_find_counter (scenario, g_array_index (ids, guint, i));

      if (counter != NULL && is_unit (counter) && g_strcmp0 (counter->side, selected->side) == 0)
        g_array_append_val (units, counter);
    }
  return units;
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
  moved_counter (tool, wadi_tool_current_board (tool), selected, tool->hover.hex, tool->last_x, tool->last_y,
                 counter);
  return TRUE;
}

gboolean
wadi_tool_get_dragged_counters (WadiTool *tool,
                                GArray   *counters)
{
  WadiCounter        dragged;
  const WadiCounter *selected;
  g_autoptr(GArray) stack = NULL;

  g_array_set_size (counters, 0);
  if (!wadi_tool_get_dragged_counter (tool, &dragged))
    return FALSE;
  g_array_append_val (counters, dragged);
  selected = wadi_scenario_find_counter (wadi_document_get_scenario (tool->document), tool->selected_counter);
  stack = dragged_stack (tool, selected, tool->hover.hex);
  for (guint i = 0; stack != NULL && i < stack->len; i++)
    {
      const WadiCounter *mate = g_array_index (stack, const WadiCounter *, i);
      WadiCounter        moved;

      if (mate == selected)
        continue;
      moved_counter (tool, wadi_tool_current_board (tool), mate, tool->hover.hex, tool->last_x, tool->last_y, &moved);
      g_array_append_val (counters, moved);
    }
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
  g_autoptr(GArray) stack = NULL;

  if (tool->dragging_overlay && wadi_tool_get_selected_overlay (tool) != 0)
    {
      const WadiOverlayPlacement *placement
          = &g_array_index (wadi_document_get_scenario (tool->document)->placements, WadiOverlayPlacement,
                            tool->selected_overlay - 1);

      wadi_tool_stroke_begin (tool, _("Move Overlay"));
      wadi_document_move_overlay_placement (tool->document, tool->selected_overlay - 1,
                                            moved_anchor (tool, board, placement->anchor, hex),
                                            placement->orientation);
      return;
    }
  if (!tool->dragging_counter || wadi_tool_get_selected_counter (tool) == 0)
    return;
  selected = wadi_scenario_find_counter (wadi_document_get_scenario (tool->document), tool->selected_counter);
  /* dropped off the map: nothing moves; in its own hex, only a unit
   * moves, between the hex's positions */
  if (!wadi_board_contains (board, hex))
    return;
  moved_counter (tool, board, selected, hex, x, y, &moved);
  if (wadi_counter_equal (&moved, selected))
    return;
  stack = dragged_stack (tool, selected, hex);
  if (stack != NULL && stack->len > 1)
    {
      g_autoptr(GArray) moves = g_array_new (FALSE, TRUE, sizeof (WadiCounter));

      /* each as it would move alone; worked out before any moves, so that
       * the first to arrive does not change where the others stand */
      for (guint i = 0; i < stack->len; i++)
        {
          WadiCounter each;

          moved_counter (tool, board, g_array_index (stack, const WadiCounter *, i), hex, x, y, &each);
          g_array_append_val (moves, each);
        }
      wadi_tool_stroke_begin (tool, _("Move Stack"));
      for (guint i = 0; i < moves->len; i++)
        wadi_document_replace_counter (tool->document, &g_array_index (moves, WadiCounter, i));
    }
  else
    {
      wadi_tool_stroke_begin (tool, wadi_hex_equal (hex, selected->hex) ? _("Change Position") : _("Move Counter"));
      wadi_document_replace_counter (tool->document, &moved);
    }
  tool->has_selected = TRUE;
  tool->selected = hex;
}

const WadiToolFamily wadi_tool_select_family = {
  .press = select_press,
  .motion = select_motion,
  .release = select_release,
};
