/* wadi-tool-fill.c: the flood fill
 *
 * A press paints the brush's terrain over the hex pressed and every hex
 * joined to it through hexes of its terrain and level, on whichever
 * boards of the map they lie.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wadi-tool-private.h"

/* Hex-aware flood fill: every hex joined to the start through hexes of the
 * same terrain and level gets the brush's terrain. */
static void
fill_press (WadiTool         *tool,
            const WadiBoard  *board,
            double            x,
            double            y,
            WadiToolModifiers modifiers)
{
  WadiHex     start = tool->press_hex;
  WadiHexCell from;
  g_autoptr(GArray) queue = NULL;
  g_autofree guint8 *seen = NULL;

  if (!wadi_board_contains (board, start))
    return;
  from = *wadi_tool_cell (tool, start);
  if (from.terrain == tool->settings.terrain)
    return;

  queue = g_array_new (FALSE, FALSE, sizeof (WadiHex));
  seen = g_new0 (guint8, wadi_board_hex_count (board));
  g_array_append_val (queue, start);
  seen[wadi_board_index (board, start)] = 1;
  wadi_tool_stroke_begin (tool, _("Fill"));
  /* a fill may reach a million hexes: their changes signalled at once */
  wadi_document_begin_bulk_edit (tool->document, _("Fill"));
  for (guint head = 0; head < queue->len; head++)
    {
      WadiHex     hex = g_array_index (queue, WadiHex, head);
      WadiHexCell cell = *wadi_tool_cell (tool, hex);

      cell.terrain = (guint8) tool->settings.terrain;
      wadi_tool_set_cell (tool, hex, &cell);
      for (WadiDirection d = 0; d < WADI_DIRECTION_COUNT; d++)
        {
          WadiHex            next = wadi_hex_neighbor (board->layout, hex, d);
          const WadiHexCell *other;

          if (!wadi_board_contains (board, next) || seen[wadi_board_index (board, next)])
            continue;
          other = wadi_tool_cell (tool, next);
          if (other->terrain != from.terrain || other->level != from.level)
            continue;
          seen[wadi_board_index (board, next)] = 1;
          g_array_append_val (queue, next);
        }
    }
  wadi_document_end_edit (tool->document);
}

const WadiToolFamily wadi_tool_fill_family = {
  .press = fill_press,
};
