/* wadi-los-result.h: deciding an LOS result
 *
 * wadi_los_result_init () and wadi_los_result_clear () are public
 * (wadi-los-types.h); what follows is for wadi_los () and the rulesets.
 */
#pragma once

#include "wadi-los-types.h"

G_BEGIN_DECLS

/* Empties a result for another check, keeping its arrays. */
void wadi_los_result_reset (WadiLosResult *result);

/* Fill in the verdict and what decided it. */
void wadi_los_decide_hex (WadiLosResult *result,
                          WadiLosVerdict verdict,
                          WadiHex        hex,
                          const char    *reason,
                          const char    *rule);
void wadi_los_decide_hexside (WadiLosResult *result,
                              WadiLosVerdict verdict,
                              WadiHexside    side,
                              const char    *reason,
                              const char    *rule);
void wadi_los_decide_vertex (WadiLosResult *result,
                             WadiLosVerdict verdict,
                             WadiVertex     vertex,
                             const char    *reason,
                             const char    *rule);
void wadi_los_decide_nothing (WadiLosResult *result,
                              WadiLosVerdict verdict,
                              const char    *reason,
                              const char    *rule);
/* Decided at step i of the line: names its hex, hexside or vertex.  For a
 * hexside (crossed or run along), result->hex also says which hex is to
 * blame. */
void wadi_los_decide_step (WadiLosResult *result,
                           WadiLosVerdict verdict,
                           guint          i,
                           WadiHex        hex,
                           const char    *reason,
                           const char    *rule);

G_END_DECLS
