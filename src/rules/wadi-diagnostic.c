/* wadi-diagnostic.c: what the rules forbid, where, and why */
#include "config.h"

#include "wadi-diagnostic-private.h"

const char *
wadi_severity_name (WadiSeverity severity)
{
  switch (severity)
    {
    case WADI_SEVERITY_ERROR:
      return "error";
    case WADI_SEVERITY_WARNING:
      return "warning";
    case WADI_SEVERITY_INFO:
      return "info";
    default:
      return "unknown";
    }
}

static int
compare_int (int a,
             int b)
{
  return (a > b) - (a < b);
}

static int
compare_hex (WadiHex a,
             WadiHex b)
{
  int c = compare_int (a.row, b.row);

  return c != 0 ? c : compare_int (a.col, b.col);
}

/* Scenario-wide diagnostics come first: they are about everything. */
int
wadi_diagnostic_compare (const WadiDiagnostic *a,
                         const WadiDiagnostic *b)
{
  gboolean a_scenario = a->place == WADI_DIAG_AT_SCENARIO;
  gboolean b_scenario = b->place == WADI_DIAG_AT_SCENARIO;
  int      c;

  if (a_scenario != b_scenario)
    return a_scenario ? -1 : 1;
  if (!a_scenario)
    {
      if ((c = compare_hex (a->hex, b->hex)) != 0)
        return c;
    }
  if ((c = g_strcmp0 (a->code, b->code)) != 0)
    return c;
  if ((c = compare_int ((int) a->counter, (int) b->counter)) != 0)
    return c;
  /* The rest only makes the order total, so that equal reports sort the
   * same however they were produced. */
  if ((c = compare_int (a->place, b->place)) != 0)
    return c;
  if (a_scenario)
    {
      if ((c = compare_hex (a->hex, b->hex)) != 0)
        return c;
    }
  if ((c = compare_hex (a->hexside.hex, b->hexside.hex)) != 0)
    return c;
  if ((c = compare_int (a->hexside.dir, b->hexside.dir)) != 0)
    return c;
  if ((c = compare_hex (a->vertex.hex, b->vertex.hex)) != 0)
    return c;
  if ((c = compare_int (a->vertex.index, b->vertex.index)) != 0)
    return c;
  if ((c = compare_int (a->severity, b->severity)) != 0)
    return c;
  if ((c = g_strcmp0 (a->rule, b->rule)) != 0)
    return c;
  return g_strcmp0 (a->message, b->message);
}

gboolean
wadi_diagnostic_equal (const WadiDiagnostic *a,
                       const WadiDiagnostic *b)
{
  return a->place == b->place
         && wadi_hex_equal (a->hex, b->hex)
         && a->counter == b->counter
         && a->severity == b->severity
         && wadi_hex_equal (a->hexside.hex, b->hexside.hex)
         && a->hexside.dir == b->hexside.dir
         && wadi_hex_equal (a->vertex.hex, b->vertex.hex)
         && a->vertex.index == b->vertex.index
         && g_strcmp0 (a->code, b->code) == 0
         && g_strcmp0 (a->rule, b->rule) == 0
         && g_strcmp0 (a->message, b->message) == 0;
}

WadiDiagnostic *
wadi_diagnostic_append (GArray                   *out,
                        const WadiDiagnosticRule *rule,
                        WadiDiagnosticPlace       place,
                        WadiHex                   hex)
{
  WadiDiagnostic diagnostic = { 0 };

  diagnostic.code = rule->code;
  diagnostic.severity = rule->severity;
  diagnostic.rule = rule->rule;
  diagnostic.message = rule->message;
  diagnostic.place = place;
  diagnostic.hex = hex;
  g_array_append_val (out, diagnostic);
  return &g_array_index (out, WadiDiagnostic, out->len - 1);
}
