/* wadi-classic-charts.h: the classic charts read cell by cell
 *
 * The Terrain Effects Chart's cost of one kind of entry, and the Target
 * Elevation Table's cell for a firer and a target stand (seed 004), as
 * wadi-cli combat tec and tet print them.  Movement and LOS on a map use
 * the same rows and cells (wadi-classic-movement.c, wadi-classic-los.c).
 */
#pragma once

#include "wadi-scenario.h"

G_BEGIN_DECLS

typedef enum
{
  WADI_TEC_ENTER,       /* entering a hex of the terrain (off the road) */
  WADI_TEC_ALONG_ROAD,  /* moving along a road */
  WADI_TEC_FORD,        /* entering a stream ford */
  WADI_TEC_LEAVE_GULLY, /* leaving a gully or streambed */
} WadiTecMove;

typedef struct
{
  gboolean    allowed;
  double      mf;     /* when allowed */
  const char *label;  /* the chart's row, untranslated ("woods") */
  const char *rule;   /* "TEC: WOODS" */
  const char *reason; /* when not allowed */
  const char *note;   /* what else the row says, or NULL */
} WadiTecAnswer;

/* The TEC's cost for unit_class; terrain matters for WADI_TEC_ENTER only.
 * Gullies and streambeds cost the accompanying terrain to enter
 * (WADI_TEC_ENTER of that terrain). */
void wadi_tec_cost (WadiTerrain    terrain,
                    WadiUnitClass  unit_class,
                    WadiTecMove    move,
                    WadiTecAnswer *answer);

typedef enum
{
  WADI_TET_GROUND,
  WADI_TET_SLOPE,
  WADI_TET_HILLTOP,
} WadiTetStand;

typedef struct
{
  const char *obstructs; /* "ALL", "BROWN ORANGE", "NONE", or NULL when only notes decide */
  const char *notes;     /* "B, D", or NULL */
  const char *meaning;   /* what obstructs, in words, untranslated */
} WadiTetCell;

/* The TET's cell for a unit on from firing at a target on target, as
 * docs/rules.md reads the flattened table (reciprocal). */
void wadi_tet_cell (WadiTetStand from,
                    WadiTetStand target,
                    WadiTetCell *cell);
/* "ground", "slope", "hilltop"; and back (FALSE when unknown). */
const char *wadi_tet_stand_name (WadiTetStand stand);
gboolean    wadi_tet_stand_from_name (const char   *name,
                                      WadiTetStand *stand);

G_END_DECLS
