/* wadi-tool.c: what a pointer gesture does to the document
 *
 * Picks the tool's family (wadi-tool-private.h) and does what every tool
 * does around it: the hover first, the stroke's press and last points,
 * the stroke's end.
 */
#include "config.h"

#include "wadi-tool-private.h"

static const WadiToolFamily *const families[WADI_TOOL_KIND_COUNT] = {
  [WADI_TOOL_SELECT] = &wadi_tool_select_family,
  [WADI_TOOL_TERRAIN] = &wadi_tool_brush_family,
  [WADI_TOOL_ELEVATION] = &wadi_tool_brush_family,
  [WADI_TOOL_DEPRESSION] = &wadi_tool_brush_family,
  [WADI_TOOL_HEXSIDE] = &wadi_tool_hexside_family,
  [WADI_TOOL_COUNTER] = &wadi_tool_counter_family,
  [WADI_TOOL_ERASER] = &wadi_tool_brush_family,
  [WADI_TOOL_FILL] = &wadi_tool_fill_family,
  [WADI_TOOL_OVERLAY] = &wadi_tool_overlay_family,
  [WADI_TOOL_ROAD] = &wadi_tool_road_family,
  [WADI_TOOL_MARK] = &wadi_tool_brush_family,
  [WADI_TOOL_AREA] = &wadi_tool_area_family,
  [WADI_TOOL_STAMP] = &wadi_tool_stamp_family,
  [WADI_TOOL_ANALYSIS] = &wadi_tool_analysis_family,
};

static const char *const kind_names[WADI_TOOL_KIND_COUNT] = {
  [WADI_TOOL_SELECT] = "select",
  [WADI_TOOL_TERRAIN] = "terrain",
  [WADI_TOOL_ELEVATION] = "elevation",
  [WADI_TOOL_DEPRESSION] = "depression",
  [WADI_TOOL_HEXSIDE] = "hexside",
  [WADI_TOOL_COUNTER] = "counter",
  [WADI_TOOL_ERASER] = "eraser",
  [WADI_TOOL_FILL] = "fill",
  [WADI_TOOL_OVERLAY] = "overlay",
  [WADI_TOOL_ROAD] = "road",
  [WADI_TOOL_MARK] = "mark",
  [WADI_TOOL_AREA] = "area",
  [WADI_TOOL_STAMP] = "stamp",
  [WADI_TOOL_ANALYSIS] = "analysis",
};

const char *
wadi_tool_kind_name (WadiToolKind kind)
{
  return (guint) kind < WADI_TOOL_KIND_COUNT ? kind_names[kind] : NULL;
}

gboolean
wadi_tool_kind_from_name (const char   *name,
                          WadiToolKind *kind)
{
  for (guint i = 0; i < WADI_TOOL_KIND_COUNT; i++)
    if (g_strcmp0 (name, kind_names[i]) == 0)
      {
        *kind = (WadiToolKind) i;
        return TRUE;
      }
  return FALSE;
}

WadiTool *
wadi_tool_new (void)
{
  WadiTool *tool = g_new0 (WadiTool, 1);

  tool->kind = WADI_TOOL_SELECT;
  tool->settings.terrain = WADI_TERRAIN_WOODS;
  tool->settings.elevation_mode = WADI_ELEVATION_RAISE;
  tool->settings.level = 1;
  tool->settings.depression = WADI_DEPRESSION_WADI;
  tool->settings.side_feature = WADI_SIDE_CLIFF;
  /* what a designer places most */
  tool->settings.counter_kind = WADI_COUNTER_UNIT;
  tool->settings.unit_class = WADI_UNIT_INFANTRY;
  tool->settings.unit_side = g_strdup ("German");
  tool->settings.erase_mode = WADI_ERASE_ALL;
  tool->settings.road_feature = WADI_SIDE_DIRT_ROAD;
  tool->settings.hex_flag = WADI_HEX_FLAG_BRIDGE;
  tool->settings.analysis_vca = -1;
  tool->visited = g_hash_table_new (NULL, NULL);
  tool->preview = g_array_new (FALSE, FALSE, sizeof (WadiHex));
  tool->area = g_array_new (FALSE, FALSE, sizeof (WadiHex));
  tool->moves_done = g_ptr_array_new_with_free_func (wadi_area_move_free);
  tool->moves_undone = g_ptr_array_new_with_free_func (wadi_area_move_free);
  tool->lasso = g_array_new (FALSE, FALSE, sizeof (double));
  return tool;
}

void
wadi_tool_free (WadiTool *tool)
{
  if (tool == NULL)
    return;
  wadi_tool_cancel (tool);
  g_clear_object (&tool->document);
  g_hash_table_unref (tool->visited);
  g_array_unref (tool->preview);
  g_array_unref (tool->area);
  g_ptr_array_unref (tool->moves_done);
  g_ptr_array_unref (tool->moves_undone);
  g_clear_pointer (&tool->suggested, g_array_unref);
  g_array_unref (tool->lasso);
  g_clear_pointer (&tool->stamp, wadi_stamp_free);
  g_free (tool->settings.unit_side);
  g_free (tool->settings.overlay_id);
  g_clear_pointer (&tool->settings.overlay_fragment, wadi_board_free);
  g_free (tool);
}

void
wadi_tool_set_document (WadiTool     *tool,
                        WadiDocument *document)
{
  wadi_tool_cancel (tool);
  g_set_object (&tool->document, document);
  tool->has_selected = FALSE;
  tool->selected_counter = 0;
  tool->selected_overlay = 0;
  g_array_set_size (tool->area, 0);
  g_ptr_array_set_size (tool->moves_done, 0);
  g_ptr_array_set_size (tool->moves_undone, 0);
  tool->hover.kind = WADI_HOVER_NONE;
}

void
wadi_tool_set_kind (WadiTool    *tool,
                    WadiToolKind kind)
{
  g_return_if_fail ((guint) kind < WADI_TOOL_KIND_COUNT);

  wadi_tool_cancel (tool);
  tool->kind = kind;
  tool->hover.kind = WADI_HOVER_NONE;
}

WadiToolKind
wadi_tool_get_kind (WadiTool *tool)
{
  return tool->kind;
}

WadiToolSettings *
wadi_tool_get_settings (WadiTool *tool)
{
  return &tool->settings;
}

gboolean
wadi_tool_in_stroke (WadiTool *tool)
{
  return tool->pressed;
}

const WadiHover *
wadi_tool_get_hover (WadiTool *tool)
{
  return &tool->hover;
}

const GArray *
wadi_tool_get_preview (WadiTool *tool)
{
  return tool->preview;
}

gboolean
wadi_tool_get_selected (WadiTool *tool,
                        WadiHex  *hex)
{
  if (tool->has_selected && hex != NULL)
    *hex = tool->selected;
  return tool->has_selected;
}

void
wadi_tool_set_live_rules (WadiTool      *tool,
                          WadiLiveRules *rules)
{
  tool->live_rules = rules;
}

WadiDocument *
wadi_tool_get_document (WadiTool *tool)
{
  return tool->document;
}

void
wadi_tool_cancel (WadiTool *tool)
{
  wadi_tool_stroke_end (tool);
}

void
wadi_tool_abandon (WadiTool *tool)
{
  /* inside another edit (a picture being aligned) the stroke is only
   * ended: its changes are that edit's to keep or undo */
  if (tool->editing && wadi_document_cancel_edit (tool->document))
    tool->editing = FALSE;
  wadi_tool_stroke_end (tool);
}

static void
update_hover (WadiTool *tool,
              double    x,
              double    y)
{
  const WadiBoard      *board = wadi_tool_current_board (tool);
  const WadiToolFamily *family = families[tool->kind];

  tool->hover.kind = WADI_HOVER_NONE;
  if (board == NULL)
    return;
  if (family->hover != NULL)
    family->hover (tool, board, x, y);
  else
    wadi_tool_hover_hex (tool, board, x, y);
}

void
wadi_tool_press (WadiTool         *tool,
                 double            x,
                 double            y,
                 WadiToolModifiers modifiers)
{
  const WadiBoard      *board = wadi_tool_current_board (tool);
  const WadiToolFamily *family = families[tool->kind];

  update_hover (tool, x, y);
  if (board == NULL)
    return;
  wadi_tool_stroke_end (tool);

  tool->pressed = TRUE;
  tool->press_x = tool->last_x = x;
  tool->press_y = tool->last_y = y;
  tool->press_hex = tool->last_hex = wadi_hex_at_point (board->layout, x, y);
  if (family->press != NULL)
    family->press (tool, board, x, y, modifiers);
}

void
wadi_tool_motion (WadiTool         *tool,
                  double            x,
                  double            y,
                  WadiToolModifiers modifiers)
{
  const WadiBoard      *board = wadi_tool_current_board (tool);
  const WadiToolFamily *family = families[tool->kind];
  WadiHex               hex;

  update_hover (tool, x, y);
  if (board == NULL || !tool->pressed)
    return;
  hex = wadi_hex_at_point (board->layout, x, y);
  if (family->motion != NULL)
    family->motion (tool, board, hex, x, y, modifiers);
  tool->last_x = x;
  tool->last_y = y;
  tool->last_hex = hex;
}

void
wadi_tool_release (WadiTool         *tool,
                   double            x,
                   double            y,
                   WadiToolModifiers modifiers)
{
  const WadiBoard      *board = wadi_tool_current_board (tool);
  const WadiToolFamily *family = families[tool->kind];

  if (board == NULL || !tool->pressed)
    {
      wadi_tool_stroke_end (tool);
      return;
    }
  wadi_tool_motion (tool, x, y, modifiers);
  if (family->release != NULL)
    family->release (tool, board, x, y, modifiers);
  wadi_tool_stroke_end (tool);
  /* out of the stroke, the hover is what is under the pointer again */
  update_hover (tool, x, y);
}

void
wadi_tool_rotate (WadiTool *tool)
{
  const WadiToolFamily *family = families[tool->kind];

  if (family->rotate != NULL)
    family->rotate (tool);
  else
    wadi_tool_rotate_crest (tool);
}
