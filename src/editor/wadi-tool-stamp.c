/* wadi-tool-stamp.c: the stamp tool
 *
 * Paints with the stamp (a copied area, or the clipboard's) as Tiled's
 * stamp brush: its origin on the hex pressed and on each hex the drag
 * enters, the whole stroke one undo step.  The hover shows the hexes it
 * would cover, and the canvas draws there all the stamp holds (streams,
 * hexside features, counters: wadi_tool_get_stamp_ghost_scenario); the
 * rotate key turns it 60 degrees.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wadi-tool-private.h"

static void
stamp_hover (WadiTool        *tool,
             const WadiBoard *board,
             double           x,
             double           y)
{
  wadi_tool_hover_hex (tool, board, x, y);
  g_array_set_size (tool->preview, 0);
  if (tool->stamp != NULL && tool->hover.kind == WADI_HOVER_HEX)
    wadi_stamp_covered (tool->stamp, wadi_document_get_scenario (tool->document), tool->hover.hex, tool->preview);
}

gboolean
wadi_tool_get_ghost_stamp (WadiTool         *tool,
                           const WadiStamp **stamp,
                           WadiHex          *anchor)
{
  if (tool->document == NULL)
    return FALSE;
  if (tool->kind == WADI_TOOL_STAMP && tool->stamp != NULL && tool->hover.kind == WADI_HOVER_HEX)
    {
      *stamp = tool->stamp;
      *anchor = tool->hover.hex;
      return TRUE;
    }
  return wadi_tool_area_drag_ghost (tool, stamp, anchor);
}

void
wadi_tool_get_stamp_ghost (WadiTool *tool,
                           GArray   *out)
{
  const WadiStamp *stamp;
  WadiHex          anchor;

  g_array_set_size (out, 0);
  if (wadi_tool_get_ghost_stamp (tool, &stamp, &anchor))
    wadi_stamp_ghost (stamp, wadi_document_get_scenario (tool->document), anchor, out);
  if (tool->suggested != NULL)
    g_array_append_vals (out, tool->suggested->data, tool->suggested->len);
}

void
wadi_tool_set_suggested_cells (WadiTool                  *tool,
                               const WadiRenderGhostCell *cells,
                               guint                      n_cells)
{
  g_clear_pointer (&tool->suggested, g_array_unref);
  if (n_cells == 0)
    return;
  tool->suggested = g_array_sized_new (FALSE, FALSE, sizeof (WadiRenderGhostCell), n_cells);
  g_array_append_vals (tool->suggested, cells, n_cells);
}

WadiScenario *
wadi_tool_get_stamp_ghost_scenario (WadiTool *tool,
                                    WadiHex  *origin)
{
  const WadiStamp *stamp;
  WadiHex          anchor;

  if (!wadi_tool_get_ghost_stamp (tool, &stamp, &anchor))
    return NULL;
  return wadi_stamp_ghost_scenario (stamp, wadi_document_get_scenario (tool->document), anchor, origin);
}

static void
put_at (WadiTool        *tool,
        const WadiBoard *board,
        WadiHex          hex)
{
  if (tool->stamp == NULL || !wadi_board_contains (board, hex) || !wadi_tool_first_visit (tool, board, hex))
    return;
  wadi_tool_stroke_begin (tool, _("Paste"));
  wadi_stamp_put (tool->stamp, tool->document, hex, _("Paste"));
}

static void
stamp_press (WadiTool         *tool,
             const WadiBoard  *board,
             double            x,
             double            y,
             WadiToolModifiers modifiers)
{
  put_at (tool, board, tool->press_hex);
}

static void
stamp_motion (WadiTool         *tool,
              const WadiBoard  *board,
              WadiHex           hex,
              double            x,
              double            y,
              WadiToolModifiers modifiers)
{
  if (!wadi_hex_equal (hex, tool->last_hex))
    put_at (tool, board, hex);
}

static void
stamp_rotate (WadiTool *tool)
{
  if (tool->stamp != NULL)
    wadi_stamp_turn (tool->stamp, 1);
  g_array_set_size (tool->preview, 0);
  if (tool->stamp != NULL && tool->hover.kind == WADI_HOVER_HEX)
    wadi_stamp_covered (tool->stamp, wadi_document_get_scenario (tool->document), tool->hover.hex, tool->preview);
}

const WadiToolFamily wadi_tool_stamp_family = {
  .hover = stamp_hover,
  .press = stamp_press,
  .motion = stamp_motion,
  .rotate = stamp_rotate,
};
