/* wadi-placement.h: whether a counter may stand where it is (or would be) */
#pragma once

#include "wadi-crest.h"

G_BEGIN_DECLS

/* Checks counter as if it stood at its board and hex, among the counters
 * already there (the counter itself, matched by id, is not counted twice).
 * On failure verdict says why and cites the rule; code (may be NULL)
 * receives the diagnostic code ("placement.ford-not-in-stream"). */
void      wadi_placement_check   (const WadiRulesContext *ctx,
                                  const WadiCounter      *counter,
                                  WadiVerdict            *verdict,
                                  const char            **code);

G_END_DECLS
