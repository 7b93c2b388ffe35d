/* wadi-marks.c: the diagnostics the canvas marks */
#include "config.h"

#include <glib/gi18n.h>

#include "wadi-marks.h"

/* Of the marks in out from start on, one per WADI_MARKS_CELL square of the
 * screen, the most severe, is kept. */
static void
merge_close_marks (const WadiBoard *board,
                   WadiViewport    *viewport,
                   GArray          *out,
                   guint            start)
{
  g_autoptr(GHashTable) cells = NULL;
  guint kept = start;

  if (out->len - start < WADI_MARKS_MERGE_MIN)
    return;
  cells = g_hash_table_new (NULL, NULL);
  for (guint i = start; i < out->len; i++)
    {
      const WadiDiagnostic *mark = &g_array_index (out, WadiDiagnostic, i);
      double x, y, sx, sy;
      guint key;
      gpointer found;

      wadi_hex_center (board->layout, mark->hex, &x, &y);
      wadi_viewport_map_to_screen (viewport, x, y, &sx, &sy);
      key = ((guint) (sx / WADI_MARKS_CELL) & 0xffff) << 16 | ((guint) (sy / WADI_MARKS_CELL) & 0xffff);
      if (g_hash_table_lookup_extended (cells, GUINT_TO_POINTER (key), NULL, &found))
        {
          WadiDiagnostic *other = &g_array_index (out, WadiDiagnostic, GPOINTER_TO_UINT (found));

          if (mark->severity < other->severity)
            *other = *mark;
          continue;
        }
      g_hash_table_insert (cells, GUINT_TO_POINTER (key), GUINT_TO_POINTER (kept));
      g_array_index (out, WadiDiagnostic, kept++) = *mark;
    }
  g_array_set_size (out, kept);
}

void
wadi_marks_in_view (WadiLiveRules   *rules,
                    guint            board_index,
                    const WadiBoard *board,
                    WadiViewport    *viewport,
                    GArray          *out)
{
  double xs[2], ys[2];
  int col0 = G_MAXINT, row0 = G_MAXINT, col1 = G_MININT, row1 = G_MININT;
  guint start = out->len;

  wadi_viewport_screen_to_map (viewport, 0, 0, &xs[0], &ys[0]);
  wadi_viewport_screen_to_map (viewport, wadi_viewport_get_width (viewport),
                               wadi_viewport_get_height (viewport), &xs[1], &ys[1]);
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 2; j++)
      {
        WadiHex hex = wadi_hex_at_point (board->layout, xs[i], ys[j]);

        col0 = MIN (col0, hex.col);
        col1 = MAX (col1, hex.col);
        row0 = MIN (row0, hex.row);
        row1 = MAX (row1, hex.row);
      }
  wadi_live_rules_collect_marks (rules, board_index,
                                 MAX (col0 - 2, 0), MAX (row0 - 2, 0),
                                 MIN (col1 + 2, board->cols - 1), MIN (row1 + 2, board->rows - 1),
                                 out);
  if (wadi_viewport_get_zoom (viewport) < WADI_MARKS_MERGE_ZOOM)
    merge_close_marks (board, viewport, out, start);
}

char *
wadi_marks_markup_at_hex (WadiLiveRules *rules,
                          guint          board_index,
                          WadiHex        hex)
{
  g_autoptr(GArray) found = g_array_new (FALSE, FALSE, sizeof (WadiDiagnostic));
  g_autoptr(GString) markup = NULL;

  wadi_live_rules_collect_at_hex (rules, board_index, hex, found);
  if (found->len == 0)
    return NULL;
  markup = g_string_new (NULL);
  for (guint i = 0; i < found->len && i < WADI_MARKS_TOOLTIP_MAX; i++)
    {
      const WadiDiagnostic *d = &g_array_index (found, WadiDiagnostic, i);
      g_autofree char *message = g_markup_escape_text (_(d->message), -1);

      if (i > 0)
        g_string_append (markup, "\n");
      g_string_append_printf (markup, "<b>%s</b> · %s\n%s", wadi_severity_display_name (d->severity),
                              d->rule, message);
    }
  if (found->len > WADI_MARKS_TOOLTIP_MAX)
    g_string_append_printf (markup, "\n%s", _("…and more in the Diagnostics panel"));
  return g_string_free (g_steal_pointer (&markup), FALSE);
}
