/* wadi-diagnostic-private.h: the rule behind a diagnostic, for the checkers
 *
 * wadi-validate.c and wadi-placement.c keep each of their rules as one
 * static WadiDiagnosticRule and report it through wadi_diagnostic_append ().
 */
#pragma once

#include "wadi-diagnostic.h"

G_BEGIN_DECLS

typedef struct
{
  const char  *code;
  WadiSeverity severity;
  const char  *rule;
  const char  *message;
} WadiDiagnosticRule;

/* Appends rule's diagnostic, at place in hex of board, to out.  Returns it
 * for the caller to fill in the hexside, vertex or counter; it stays valid
 * until out grows again. */
WadiDiagnostic *wadi_diagnostic_append (GArray                   *out,
                                        const WadiDiagnosticRule *rule,
                                        WadiDiagnosticPlace       place,
                                        WadiHex                   hex);

G_END_DECLS
