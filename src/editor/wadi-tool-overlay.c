/* wadi-tool-overlay.c: the overlay tool
 *
 * Places the loaded overlay with its anchor in the hex released over,
 * turned as the rotate key left it, showing the hexes it would cover;
 * with Control, removes the last one placed over the hex instead.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wadi-tool-private.h"

/* The overlay's own fragment: the scenario's definition wins, since that
 * is what a placement of the id uses. */
static const WadiBoard *
overlay_fragment (WadiTool *tool)
{
  const WadiScenario *scenario;
  guint               index;

  if (tool->settings.overlay_id == NULL || tool->document == NULL)
    return NULL;
  scenario = wadi_document_get_scenario (tool->document);
  if (wadi_scenario_find_overlay (scenario, tool->settings.overlay_id, &index))
    return ((const WadiOverlay *) g_ptr_array_index (scenario->overlays, index))->fragment;
  return tool->settings.overlay_fragment;
}

gboolean
wadi_tool_get_overlay_ghost (WadiTool         *tool,
                             const WadiBoard **fragment,
                             WadiHex          *anchor,
                             guint            *orientation)
{
  if (tool->kind != WADI_TOOL_OVERLAY || tool->hover.kind != WADI_HOVER_HEX || overlay_fragment (tool) == NULL)
    return FALSE;
  *fragment = overlay_fragment (tool);
  *anchor = tool->hover.hex;
  *orientation = tool->settings.overlay_orientation;
  return TRUE;
}

guint
wadi_tool_overlay_fit (WadiTool *tool,
                       WadiHex   anchor,
                       guint    *over_placement)
{
  const WadiBoard    *board = wadi_tool_current_board (tool);
  const WadiBoard    *fragment = overlay_fragment (tool);
  const WadiScenario *scenario;
  g_autoptr(GArray) cover = NULL;
  guint hexes = 0;

  if (board == NULL || fragment == NULL)
    return 0;
  scenario = wadi_document_get_scenario (tool->document);
  cover = wadi_overlay_covered_hexes (board, fragment, anchor, tool->settings.overlay_orientation);
  for (guint i = 0; i < wadi_board_hex_count (fragment); i++)
    hexes += wadi_board_contains (fragment, wadi_board_hex_at_index (fragment, i));
  *over_placement = 0;
  for (guint i = 0; i < cover->len; i++)
    {
      guint placement;

      if (wadi_scenario_overlay_at (scenario, g_array_index (cover, WadiHex, i), &placement, NULL))
        *over_placement = placement + 1;
    }
  return hexes - cover->len;
}

/* The overlay tool shows the hexes the overlay would cover. */
static void
overlay_preview (WadiTool *tool)
{
  const WadiBoard *board = wadi_tool_current_board (tool);
  const WadiBoard *fragment = overlay_fragment (tool);
  g_autoptr(GArray) cover = NULL;

  if (tool->kind != WADI_TOOL_OVERLAY)
    return;
  g_array_set_size (tool->preview, 0);
  if (board == NULL || fragment == NULL || tool->hover.kind != WADI_HOVER_HEX)
    return;
  cover = wadi_overlay_covered_hexes (board, fragment, tool->hover.hex, tool->settings.overlay_orientation);
  g_array_append_vals (tool->preview, cover->data, cover->len);
}

/* Ctrl with the overlay tool: the last placement that covers hex goes. */
static void
remove_overlay_at (WadiTool *tool,
                   WadiHex   hex)
{
  const WadiScenario *scenario = wadi_document_get_scenario (tool->document);
  const WadiBoard    *board = wadi_tool_current_board (tool);

  for (guint i = scenario->placements->len; i-- > 0;)
    {
      const WadiOverlayPlacement *placement = &g_array_index (scenario->placements, WadiOverlayPlacement, i);
      const WadiOverlay          *overlay;
      g_autoptr(GArray) cover = NULL;

      if (placement->overlay >= scenario->overlays->len)
        continue;
      overlay = g_ptr_array_index (scenario->overlays, placement->overlay);
      cover = wadi_overlay_covered_hexes (board, overlay->fragment, placement->anchor, placement->orientation);
      for (guint j = 0; j < cover->len; j++)
        if (wadi_hex_equal (g_array_index (cover, WadiHex, j), hex))
          {
            wadi_document_begin_edit (tool->document, _("Remove Overlay"));
            wadi_document_remove_overlay_placement (tool->document, i);
            wadi_document_end_edit (tool->document);
            return;
          }
    }
}

static void
overlay_release (WadiTool         *tool,
                 const WadiBoard  *board,
                 double            x,
                 double            y,
                 WadiToolModifiers modifiers)
{
  WadiHex hex = wadi_hex_at_point (board->layout, x, y);

  if (!wadi_board_contains (board, hex))
    return;
  if (modifiers & WADI_TOOL_MOD_CONTROL)
    {
      remove_overlay_at (tool, hex);
      return;
    }
  if (overlay_fragment (tool) == NULL)
    return;
  {
    guint over;

    /* an overlay lies on the map whole, or not at all */
    if (wadi_tool_overlay_fit (tool, hex, &over) > 0)
      return;
  }
  wadi_tool_stroke_begin (tool, _("Place Overlay"));
  wadi_document_add_overlay_placement (tool->document, tool->settings.overlay_id,
                                       overlay_fragment (tool), hex,
                                       tool->settings.overlay_orientation);
}

void
wadi_tool_set_overlay (WadiTool   *tool,
                       const char *id,
                       WadiBoard  *fragment)
{
  char *new_id = g_strdup (id);

  g_free (tool->settings.overlay_id);
  tool->settings.overlay_id = new_id;
  g_clear_pointer (&tool->settings.overlay_fragment, wadi_board_free);
  tool->settings.overlay_fragment = fragment;
  overlay_preview (tool);
}

static void
overlay_hover (WadiTool        *tool,
               const WadiBoard *board,
               double           x,
               double           y)
{
  wadi_tool_hover_hex (tool, board, x, y);
  overlay_preview (tool);
}

static void
overlay_rotate (WadiTool *tool)
{
  tool->settings.overlay_orientation = (tool->settings.overlay_orientation + 1) % WADI_DIRECTION_COUNT;
  overlay_preview (tool);
}

const WadiToolFamily wadi_tool_overlay_family = {
  .hover = overlay_hover,
  .release = overlay_release,
  .rotate = overlay_rotate,
};
