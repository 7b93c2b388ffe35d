/* wadi-tool-counter.c: the counter tool
 *
 * Places a counter of the palette's kind in the hex pressed at the
 * release: a Crest counter with the centre hexside the drag points at, a
 * vehicle's Crest at the vertex pressed.  The rotate key turns Crest
 * counters.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "wadi-pick.h"
#include "wadi-tool-private.h"

/* A drag shorter than this (map units) from a Crest counter's hex centre
 * keeps the default direction. */
#define CREST_DRAG_MIN 0.25

static const WadiCounter *
crest_counter_at (WadiTool *tool,
                  WadiHex   hex)
{
  const WadiScenario *scenario = wadi_document_get_scenario (tool->document);
  const WadiCounter  *found = NULL;

  for (guint i = 0; i < scenario->counters->len; i++)
    {
      const WadiCounter *counter = &g_array_index (scenario->counters, WadiCounter, i);

      if (counter->kind == WADI_COUNTER_CREST && wadi_hex_equal (counter->hex, hex))
        found = counter;
    }
  return found;
}

/* The Crest counter goes in the hex pressed whatever the drag crosses, and
 * its centre is the hexside the drag points at: what the hover shows. */
static WadiDirection
crest_centre_for (WadiTool        *tool,
                  const WadiBoard *board,
                  double           x,
                  double           y)
{
  double cx, cy;

  wadi_hex_center (board->layout, tool->press_hex, &cx, &cy);
  return hypot (x - cx, y - cy) >= CREST_DRAG_MIN ? wadi_pick_direction (board->layout, tool->press_hex, x, y)
                                                  : tool->settings.crest_centre;
}

static void
counter_release (WadiTool         *tool,
                 const WadiBoard  *board,
                 double            x,
                 double            y,
                 WadiToolModifiers modifiers)
{
  WadiCounter counter = { 0 };

  counter.kind = tool->settings.counter_kind;
  counter.hex = tool->press_hex;
  counter.unit_class = tool->settings.unit_class;

  if (counter.kind == WADI_COUNTER_VEHICLE_CREST)
    {
      /* the vertex picked at the press; it may belong to a neighbour */
      WadiVertex vertex = wadi_pick_vertex (board->layout, tool->press_x, tool->press_y);

      counter.hex = vertex.hex;
      counter.vertex = vertex.index;
      if (!wadi_unit_class_is_vehicle (counter.unit_class))
        counter.unit_class = WADI_UNIT_FULLY_TRACKED;
    }
  if (!wadi_board_contains (board, counter.hex))
    return;

  if (counter.kind == WADI_COUNTER_CREST)
    counter.centre = crest_centre_for (tool, board, x, y);
  if (counter.kind == WADI_COUNTER_UNIT || counter.kind == WADI_COUNTER_VEHICLE_CREST)
    counter.side = tool->settings.unit_side;
  counter.position = wadi_tool_position_for (tool, &counter, counter.hex);

  wadi_tool_stroke_begin (tool, _("Place Counter"));
  wadi_document_add_counter (tool->document, &counter);
}

/* What the hover shows while a Crest counter is dragged. */
static void
crest_drag_hover (WadiTool        *tool,
                  const WadiBoard *board,
                  double           x,
                  double           y)
{
  WadiHover *hover = &tool->hover;

  if (!wadi_board_contains (board, tool->press_hex))
    return;
  hover->kind = WADI_HOVER_HEXSIDE;
  hover->hex = tool->press_hex;
  hover->hexside.hex = tool->press_hex;
  hover->hexside.dir = crest_centre_for (tool, board, x, y);
}

static void
counter_hover (WadiTool        *tool,
               const WadiBoard *board,
               double           x,
               double           y)
{
  if (tool->pressed && tool->settings.counter_kind == WADI_COUNTER_CREST)
    {
      crest_drag_hover (tool, board, x, y);
      return;
    }
  if (tool->settings.counter_kind == WADI_COUNTER_VEHICLE_CREST)
    {
      tool->hover.vertex = wadi_pick_vertex (board->layout, x, y);
      if (wadi_board_contains (board, tool->hover.vertex.hex))
        tool->hover.kind = WADI_HOVER_VERTEX;
      return;
    }
  wadi_tool_hover_hex (tool, board, x, y);
}

/* The next hexside (or, for a vehicle's Crest counter, the next vertex)
 * clockwise. */
static void
turn_counter (WadiTool          *tool,
              const WadiCounter *counter)
{
  WadiCounter turned = *counter;

  if (counter->kind == WADI_COUNTER_CREST)
    turned.centre = (WadiDirection) ((turned.centre + 1) % WADI_DIRECTION_COUNT);
  else
    turned.vertex = (WadiVertexIndex) ((turned.vertex + 1) % 6);
  wadi_document_begin_edit (tool->document, _("Rotate Crest"));
  wadi_document_replace_counter (tool->document, &turned);
  wadi_document_end_edit (tool->document);
}

void
wadi_tool_rotate_crest (WadiTool *tool)
{
  const WadiCounter *crest = NULL;
  guint              selected = wadi_tool_get_selected_counter (tool);

  if (selected != 0)
    {
      crest = wadi_scenario_find_counter (wadi_document_get_scenario (tool->document), selected);
      if (crest->kind != WADI_COUNTER_CREST && crest->kind != WADI_COUNTER_VEHICLE_CREST)
        crest = NULL;
    }
  if (crest == NULL && tool->document != NULL && tool->hover.kind == WADI_HOVER_HEX)
    crest = crest_counter_at (tool, tool->hover.hex);
  if (crest != NULL)
    {
      turn_counter (tool, crest);
      return;
    }
  if (selected == 0 && wadi_tool_turn_selected_overlay (tool))
    return;
  tool->settings.crest_centre = (WadiDirection) ((tool->settings.crest_centre + 1) % WADI_DIRECTION_COUNT);
}

const WadiToolFamily wadi_tool_counter_family = {
  .hover = counter_hover,
  .release = counter_release,
};
