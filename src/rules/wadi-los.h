/* wadi-los.h: who sees whom
 *
 * A location is a hex and a position in it (ground, IN a depression, Crest,
 * bridge level, wadi level).  The answer is clear, blocked or blind, with the
 * hex or hexside that decides and the rule.
 */
#pragma once

#include "wadi-rules-context.h"

G_BEGIN_DECLS

typedef struct
{
  WadiHex      hex;
  WadiPosition position;
  int          height; /* levels above the position (a vehicle's or building's extra height); usually 0 */
} WadiLocation;

typedef enum
{
  WADI_LOS_CLEAR,
  WADI_LOS_BLOCKED,
  WADI_LOS_BLIND, /* the target lies in a blind hex */
} WadiLosVerdict;

typedef enum
{
  WADI_LOS_DECIDED_NONE, /* nothing decided it: clear along the whole line */
  WADI_LOS_DECIDED_HEX,
  WADI_LOS_DECIDED_HEXSIDE,
  WADI_LOS_DECIDED_VERTEX,
} WadiLosDecidedBy;

typedef struct
{
  WadiLosVerdict   verdict;
  WadiLosDecidedBy decided_by;
  WadiHex          hex;         /* DECIDED_HEX; with DECIDED_HEXSIDE, the hex to blame */
  WadiHexside      hexside;     /* DECIDED_HEXSIDE */
  WadiVertex       vertex;      /* DECIDED_VERTEX */
  const char      *reason;      /* static, untranslated */
  const char      *rule;        /* static, or NULL */
  GArray          *line;        /* WadiLineStep: what the line crosses, for drawing */
  GArray          *blind_hexes; /* WadiHex: hexes along the line that are blind from the viewer */
} WadiLosResult;

void wadi_los_result_init (WadiLosResult *result);
void wadi_los_result_clear (WadiLosResult *result);

/* The level a location is at (ground level, depression floor, Crest =
 * ground level, bridge level ...) plus its height. */
int wadi_location_level (const WadiRulesContext *ctx,
                         const WadiLocation     *location);

void wadi_los (const WadiRulesContext *ctx,
               const WadiLocation     *from,
               const WadiLocation     *to,
               WadiLosResult          *result);

G_END_DECLS
