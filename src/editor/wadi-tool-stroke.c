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
  g_array_set_size (tool->lasso, 0);
  tool->has_last_side = FALSE;
  tool->side_deferred = FALSE;
  g_hash_table_remove_all (tool->visited);
  g_array_set_size (tool->preview, 0);
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
