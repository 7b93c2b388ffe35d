/* wadi-marks.c: the diagnostics the canvas marks */
#include "config.h"

#include <glib/gi18n.h>

#include "wadi-marks.h"

void
wadi_marks_in_view (WadiLiveRules   *rules,
                    const WadiBoard *board,
                    WadiViewport    *viewport,
                    GArray          *out)
{
  double xs[2], ys[2];
  int    col0 = G_MAXINT, row0 = G_MAXINT, col1 = G_MININT, row1 = G_MININT;

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
  if (board == NULL)
    return;
  wadi_live_rules_collect_marks (rules,
                                 MAX (col0 - 2, 0), MAX (row0 - 2, 0),
                                 MIN (col1 + 2, board->cols - 1), MIN (row1 + 2, board->rows - 1),
                                 out);
}

char *
wadi_marks_markup_at_hex (WadiLiveRules *rules,
                          WadiHex        hex)
{
  g_autoptr(GArray) found = g_array_new (FALSE, FALSE, sizeof (WadiDiagnostic));
  g_autoptr(GString) markup = NULL;

  wadi_live_rules_collect_at_hex (rules, hex, found);
  if (found->len == 0)
    return NULL;
  markup = g_string_new (NULL);
  for (guint i = 0; i < found->len && i < WADI_MARKS_TOOLTIP_MAX; i++)
    {
      const WadiDiagnostic *d = &g_array_index (found, WadiDiagnostic, i);
      g_autofree char      *message = g_markup_escape_text (_(d->message), -1);

      if (i > 0)
        g_string_append (markup, "\n");
      g_string_append_printf (markup, "<b>%s</b> · %s\n%s", wadi_severity_display_name (d->severity),
                              d->rule, message);
    }
  if (found->len > WADI_MARKS_TOOLTIP_MAX)
    g_string_append_printf (markup, "\n%s", _("…and more in the Diagnostics panel"));
  return g_string_free (g_steal_pointer (&markup), FALSE);
}
