/* wadi-diagnostic.h: what the rules forbid, where, and why */
#pragma once

#include <glib.h>

#include "wadi-hex.h"

G_BEGIN_DECLS

typedef enum
{
  WADI_SEVERITY_ERROR,
  WADI_SEVERITY_WARNING,
  WADI_SEVERITY_INFO,
} WadiSeverity;

typedef enum
{
  WADI_DIAG_AT_HEX,
  WADI_DIAG_AT_HEXSIDE,
  WADI_DIAG_AT_VERTEX,
  WADI_DIAG_AT_COUNTER,
  WADI_DIAG_AT_SCENARIO,
} WadiDiagnosticPlace;

typedef struct
{
  const char         *code; /* stable: "stream.too-few-hexsides" */
  WadiSeverity        severity;
  const char         *rule;    /* "B20.1"; WADI_RULE_OF_WADI for Wadi's own */
  const char         *message; /* static, untranslated (N_ ()); translate with _ () when shown */
  WadiDiagnosticPlace place;
  WadiHex             hex;     /* every diagnostic but SCENARIO has the hex it is in */
  WadiHexside         hexside; /* AT_HEXSIDE (canonical) */
  WadiVertex          vertex;  /* AT_VERTEX (canonical) */
  guint               counter; /* AT_COUNTER: counter id */
} WadiDiagnostic;

/* The rule a diagnostic cites when no rulebook has it: Wadi's own (a
 * counter off the map, a terrain of another ruleset). */
#define WADI_RULE_OF_WADI "Wadi"

const char *wadi_severity_name (WadiSeverity severity);
/* Orders by hex (row, column), code, counter: a stable report order. */
int      wadi_diagnostic_compare (const WadiDiagnostic *a,
                                  const WadiDiagnostic *b);
gboolean wadi_diagnostic_equal (const WadiDiagnostic *a,
                                const WadiDiagnostic *b);

G_END_DECLS
