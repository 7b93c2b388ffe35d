/* wadi-marks.c: what the canvas says of the diagnostics it marks */
#include "config.h"

#include <glib/gi18n.h>

#include "wadi-marks.h"

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

char *
wadi_marks_text_at_hex (WadiLiveRules        *rules,
                        WadiHex               hex,
                        const WadiDiagnostic *preferred)
{
  g_autoptr(GArray) found = g_array_new (FALSE, FALSE, sizeof (WadiDiagnostic));
  const WadiDiagnostic *said;
  GString              *text;

  wadi_live_rules_collect_at_hex (rules, hex, found);
  if (found->len == 0)
    return NULL;
  said = &g_array_index (found, WadiDiagnostic, 0);
  for (guint i = 0; preferred != NULL && i < found->len; i++)
    if (wadi_diagnostic_equal (&g_array_index (found, WadiDiagnostic, i), preferred))
      said = &g_array_index (found, WadiDiagnostic, i);
  text = g_string_new (NULL);
  /* TRANSLATORS: "Error B20.8: A ford stands in a hex…": a severity, a
   * rule and what it says */
  g_string_printf (text, _("%s %s: %s"), wadi_severity_display_name (said->severity), said->rule, _(said->message));
  if (found->len > 1)
    g_string_append_printf (text, ngettext (" (and %u more)", " (and %u more)", found->len - 1), found->len - 1);
  return g_string_free (text, FALSE);
}
