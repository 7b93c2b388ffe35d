/* wadi-tool-stroke.c: what every tool family does with a stroke */
#include "config.h"

#include "wadi-tool-private.h"

const WadiBoard *
wadi_tool_current_board (WadiTool *tool)
{
  const WadiScenario *scenario;

  if (tool->document == NULL)
    return NULL;
  scenario = wadi_document_get_scenario (tool->document);
  return wadi_scenario_grid (scenario);
}

void
wadi_tool_stroke_begin (WadiTool   *tool,
                        const char *label)
{
  if (tool->editing)
    return;
  wadi_document_begin_edit (tool->document, label);
  tool->editing = TRUE;
}

void
wadi_tool_stroke_end (WadiTool *tool)
{
  if (tool->editing)
    wadi_document_end_edit (tool->document);
  tool->editing = FALSE;
  tool->pressed = FALSE;
  tool->line_mode = FALSE;
  tool->dragging_counter = FALSE;
  tool->moving_area = FALSE;
  g_clear_pointer (&tool->moving, wadi_stamp_free);
  if (tool->moving_watch != 0)
    g_clear_signal_handler (&tool->moving_watch, tool->document);
  tool->dragging_overlay = FALSE;
  g_array_set_size (tool->lasso, 0);
  tool->has_last_side = FALSE;
  tool->side_deferred = FALSE;
  tool->side_click = FALSE;
  g_hash_table_remove_all (tool->visited);
  g_array_set_size (tool->preview, 0);
}

/* The overlay whose placement lies on hex, and the fragment's hex. */
static const WadiBoard *
overlay_under (WadiTool *tool,
               WadiHex   hex,
               guint    *overlay,
               guint    *orientation,
               WadiHex  *fragment_hex)
{
  const WadiScenario         *scenario = wadi_document_get_scenario (tool->document);
  const WadiOverlayPlacement *placement;
  guint                       index;

  if (scenario->placements->len == 0 || !wadi_scenario_overlay_at (scenario, hex, &index, fragment_hex))
    return NULL;
  placement = &g_array_index (scenario->placements, WadiOverlayPlacement, index);
  *overlay = placement->overlay;
  *orientation = placement->orientation;
  return ((const WadiOverlay *) g_ptr_array_index (scenario->overlays, placement->overlay))->fragment;
}

const WadiHexCell *
wadi_tool_cell (WadiTool *tool,
                WadiHex   hex)
{
  guint            overlay, orientation;
  WadiHex          at;
  const WadiBoard *fragment = overlay_under (tool, hex, &overlay, &orientation, &at);

  if (fragment != NULL)
    return wadi_board_cell (fragment, at);
  return wadi_board_cell (wadi_tool_current_board (tool), hex);
}

void
wadi_tool_set_cell (WadiTool          *tool,
                    WadiHex            hex,
                    const WadiHexCell *cell)
{
  guint   overlay, orientation;
  WadiHex at;

  if (overlay_under (tool, hex, &overlay, &orientation, &at) != NULL)
    wadi_document_set_overlay_cell (tool->document, overlay, at, cell);
  else
    wadi_document_set_cell (tool->document, hex, cell);
}

/* A hexside of an overlay's hex is the overlay's: named from the hex of
 * the two that an overlay covers. */
static const WadiBoard *
overlay_side (WadiTool    *tool,
              WadiHexside  side,
              guint       *overlay,
              WadiHexside *fragment_side)
{
  const WadiBoard *grid = wadi_tool_current_board (tool);
  WadiHexside      named[2] = { side, { wadi_hexside_other_hex (grid->layout, side), (WadiDirection) ((side.dir + 3) % WADI_DIRECTION_COUNT) } };

  for (guint k = 0; k < 2; k++)
    {
      guint            orientation;
      WadiHex          at;
      const WadiBoard *fragment = overlay_under (tool, named[k].hex, overlay, &orientation, &at);

      if (fragment != NULL)
        {
          /* the fragment lies turned: its directions lag the map's */
          *fragment_side = (WadiHexside) { at, (WadiDirection) ((named[k].dir + 6 - orientation) % 6) };
          return fragment;
        }
    }
  return NULL;
}

guint
wadi_tool_side (WadiTool   *tool,
                WadiHexside side)
{
  guint            overlay;
  WadiHexside      at;
  const WadiBoard *fragment = overlay_side (tool, side, &overlay, &at);

  if (fragment != NULL)
    return wadi_board_get_side (fragment, at);
  return wadi_board_get_side (wadi_tool_current_board (tool), side);
}

void
wadi_tool_set_side (WadiTool   *tool,
                    WadiHexside side,
                    guint       features)
{
  guint       overlay;
  WadiHexside at;

  if (overlay_side (tool, side, &overlay, &at) != NULL)
    wadi_document_set_overlay_side (tool->document, overlay, at, features);
  else
    wadi_document_set_side (tool->document, side, features);
}

gboolean
wadi_tool_first_visit (WadiTool        *tool,
                       const WadiBoard *board,
                       WadiHex          hex)
{
  gpointer key = GUINT_TO_POINTER (wadi_board_index (board, hex) + 1);

  if (g_hash_table_contains (tool->visited, key))
    return FALSE;
  g_hash_table_add (tool->visited, key);
  return TRUE;
}

void
wadi_tool_hover_hex (WadiTool        *tool,
                     const WadiBoard *board,
                     double           x,
                     double           y)
{
  tool->hover.hex = wadi_hex_at_point (board->layout, x, y);
  if (wadi_board_contains (board, tool->hover.hex))
    tool->hover.kind = WADI_HOVER_HEX;
}

/* The hexes from a to b in order, a included when with_first. */
void
wadi_tool_line_hexes (WadiGridLayout layout,
                      WadiHex        a,
                      WadiHex        b,
                      gboolean       with_first,
                      GArray        *hexes)
{
  g_autoptr(GArray) steps = g_array_new (FALSE, FALSE, sizeof (WadiLineStep));

  wadi_hex_line (layout, a, b, steps);
  for (guint i = 0; i < steps->len; i++)
    {
      const WadiLineStep *step = &g_array_index (steps, WadiLineStep, i);

      if (i == 0 && !with_first)
        continue;
      /* A line exactly along a hexside touches both its hexes; one of
       * them keeps the run connected. */
      if (step->kind == WADI_LINE_HEX)
        g_array_append_val (hexes, step->hex);
      else if (step->kind == WADI_LINE_ALONG_HEXSIDE)
        g_array_append_val (hexes, step->side.hex);
    }
}
