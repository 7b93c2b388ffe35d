/* wadi-los-types.h: the values of an LOS check
 *
 * A location, a verdict and a result: what wadi_los () answers with (see
 * wadi-los.h), what a ruleset's LOS entry point fills (its descriptor,
 * wadi-ruleset.h, names it) and what wadi-los-result.h decides.  Kept apart
 * from wadi-los.h, whose code calls into the descriptor, so that the
 * descriptor needs nothing of it but these types.
 */
#pragma once

#include "wadi-scenario.h"

G_BEGIN_DECLS

/* The map as the LOS rules read it (wadi-los-map.h). */
typedef struct _WadiLosMap WadiLosMap;
/* A viewshed's viewer, as its batch prepared it (wadi-los-fan.h). */
typedef struct _WadiLosViewer WadiLosViewer;

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
/* The hexes of board that the result's line passes through, in order and
 * each once: every hex it crosses, and both hexes of a hexside it runs
 * along (the hexes whose terrain may decide it, as in B20.92's example);
 * WadiHex. */
GArray *wadi_los_result_hexes (const WadiLosResult *result,
                               const WadiBoard     *board);
/* Of those hexes, the ones between from and to whose woods or buildings
 * an LOS that weighs only ground and depressions leaves out (a ruleset
 * with a los_note, wadi-ruleset.h): what a designer has to judge by hand
 * before trusting a "clear"; WadiHex, in order along the line. */
GArray *wadi_los_result_unweighed (const WadiLosResult *result,
                                   const WadiBoard     *board,
                                   WadiHex              from,
                                   WadiHex              to);

G_END_DECLS
