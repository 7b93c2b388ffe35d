/* wadi-classic-terrain.c: the classic charts' Terrain Effects Chart as data
 *
 * One row per TEC line (seeds/004): the MF to enter, for vehicles other
 * than trucks, for trucks, and for the rest (infantry, cavalry, guns).
 */
#include "config.h"

#include <string.h>

#include "wadi-classic-charts.h"
#include "wadi-movement-private.h"

typedef struct
{
  const char *label;
  const char *rule;
  const char *reason;  /* why a negative cost forbids entry */
  double      other;   /* infantry, cavalry and guns */
  double      vehicle; /* vehicles other than trucks */
  double      truck;
} Row;

#define NO_ENTRY (-1.0)

/* clang-format off */
static const Row terrain_rows[WADI_TERRAIN_COUNT] = {
  [WADI_TERRAIN_OPEN] = { N_("clear"), "TEC: CLEAR", NULL, 1, 1, 2 },
  /* A road hex entered from a non-road hex costs its other terrain: clear. */
  [WADI_TERRAIN_ROAD] = { N_("clear"), "TEC: ROADS", NULL, 1, 1, 2 },
  [WADI_TERRAIN_TOWN] = { N_("town"), "TEC: TOWNS", NULL, 0.5, 0.5, 0.5 },
  [WADI_TERRAIN_WOODS] = { N_("woods"), "TEC: WOODS", NULL, 1, 1, 2 },
  [WADI_TERRAIN_SWAMP] = { N_("swamp"), "TEC: SWAMPS", N_("vehicles may enter swamps only on roads"), 1, NO_ENTRY, NO_ENTRY },
  /* The chart prices slopes for vehicles only; the rest pay as on clear. */
  [WADI_TERRAIN_SLOPE] = { N_("slope"), "TEC: SLOPES", NULL, 1, 2, 4 },
  /* "MF cost as per other terrain on hillock-hex": a hilltop hex is clear. */
  [WADI_TERRAIN_HILLTOP] = { N_("clear"), "TEC: HILLTOPS", NULL, 1, 1, 2 },
  [WADI_TERRAIN_HAMMADA] = { NULL, NULL, N_("hammada is not on the Terrain Effects Chart"), NO_ENTRY, NO_ENTRY, NO_ENTRY },
  [WADI_TERRAIN_BRUSH] = { NULL, NULL, N_("brush is not on the Terrain Effects Chart"), NO_ENTRY, NO_ENTRY, NO_ENTRY },
  [WADI_TERRAIN_GRAIN] = { NULL, NULL, N_("grain is not on the Terrain Effects Chart"), NO_ENTRY, NO_ENTRY, NO_ENTRY },
  [WADI_TERRAIN_ORCHARD] = { NULL, NULL, N_("orchards are not on the Terrain Effects Chart"), NO_ENTRY, NO_ENTRY, NO_ENTRY },
  [WADI_TERRAIN_MARSH] = { NULL, NULL, N_("marsh is not on the Terrain Effects Chart (swamps are)"), NO_ENTRY, NO_ENTRY, NO_ENTRY },
  [WADI_TERRAIN_MUDFLAT] = { NULL, NULL, N_("mudflats are not on the Terrain Effects Chart"), NO_ENTRY, NO_ENTRY, NO_ENTRY },
  [WADI_TERRAIN_POND] = { NULL, NULL, N_("ponds are not on the Terrain Effects Chart"), NO_ENTRY, NO_ENTRY, NO_ENTRY },
  [WADI_TERRAIN_BUILDING] = { NULL, NULL, N_("buildings are not on the Terrain Effects Chart (towns are)"), NO_ENTRY, NO_ENTRY, NO_ENTRY },
  [WADI_TERRAIN_RUBBLE] = { NULL, NULL, N_("rubble is not on the Terrain Effects Chart"), NO_ENTRY, NO_ENTRY, NO_ENTRY },
};
/* clang-format on */

static const Row road_row = { N_("road"), "TEC: ROADS", NULL, 0.5, 0.5, 0.5 };
static const Row ford_row = { N_("stream ford (as clear)"), "TEC: STREAM FORD", NULL, 1, 1, 2 };
static const Row gully_leave_row = {
  N_("leave gully or streambed"), "TEC: GULLIES & STREAMBEDS", NULL, NO_ENTRY, 3, 5
};

static void
read_row (const Row      *row,
          WadiUnitClass   unit_class,
          WadiChartEntry *entry)
{
  double value;

  if (unit_class == WADI_UNIT_TRUCK)
    value = row->truck;
  else if (wadi_unit_class_is_vehicle (unit_class))
    value = row->vehicle;
  else
    value = row->other;
  entry->kind = value < 0 ? WADI_CHART_NA : WADI_CHART_COST;
  entry->value = value < 0 ? 0 : value;
  entry->bog = FALSE;
  entry->label = row->label;
  entry->rule = row->rule;
  entry->reason = value < 0 ? row->reason : NULL;
}

void
wadi_classic_terrain_cost (WadiTerrain     terrain,
                           WadiUnitClass   unit_class,
                           WadiChartEntry *entry)
{
  if ((guint) terrain >= WADI_TERRAIN_COUNT)
    terrain = WADI_TERRAIN_OPEN;
  read_row (&terrain_rows[terrain], unit_class, entry);
}

void
wadi_classic_road_cost (WadiChartEntry *entry)
{
  read_row (&road_row, WADI_UNIT_INFANTRY, entry);
}

void
wadi_classic_ford_cost (WadiUnitClass   unit_class,
                        WadiChartEntry *entry)
{
  read_row (&ford_row, unit_class, entry);
}

gboolean
wadi_classic_gully_leave_cost (WadiUnitClass   unit_class,
                               WadiChartEntry *entry)
{
  read_row (&gully_leave_row, unit_class, entry);
  return entry->kind == WADI_CHART_COST;
}

/* What else a TEC row says, beside its cost. */
/* clang-format off */
static const char *const terrain_notes[WADI_TERRAIN_COUNT] = {
  [WADI_TERRAIN_ROAD] = N_("If entered from a non-road hex, the cost is that of the other terrain in the hex"),
  [WADI_TERRAIN_WOODS] = N_("Vehicular units may not move through green hexside symbols except on roads"),
  [WADI_TERRAIN_SWAMP] = N_("Vehicular units may not enter except on roads"),
  [WADI_TERRAIN_HILLTOP] = N_("Attacker's MF is halved: Wadi reads it as the attack factor of a unit attacking a unit on a hilltop (docs/rules.md); see the TET"),
};
/* clang-format on */

void
wadi_tec_cost (WadiTerrain    terrain,
               WadiUnitClass  unit_class,
               WadiTecMove    move,
               WadiTecAnswer *answer)
{
  WadiChartEntry entry;

  memset (answer, 0, sizeof *answer);
  switch (move)
    {
    case WADI_TEC_ALONG_ROAD:
      wadi_classic_road_cost (&entry);
      answer->note = N_("Along the road a vehicle may also cross woods symbols and enter swamps");
      break;
    case WADI_TEC_FORD:
      wadi_classic_ford_cost (unit_class, &entry);
      answer->note = N_("Treated as CLEAR terrain: no leaving cost from the ford");
      break;
    case WADI_TEC_LEAVE_GULLY:
      {
        WadiChartEntry leave;

        /* as the movement rules take it: the terrain entered first (a
         * truck may not leave into a swamp), then for a vehicle the
         * leaving cost in its stead; the rest pay what they enter */
        wadi_classic_terrain_cost (terrain, unit_class, &entry);
        if (entry.kind != WADI_CHART_COST)
          break;
        if (wadi_classic_gully_leave_cost (unit_class, &leave))
          {
            entry = leave;
            answer->note = N_("The leaving cost is the whole cost of the move; entering and moving along gullies cost the accompanying terrain");
          }
        else
          answer->note = N_("Only vehicles pay to leave (trucks 5 MF, other vehicles 3 MF); the rest pay the terrain they enter");
        break;
      }
    case WADI_TEC_ENTER:
    default:
      wadi_classic_terrain_cost (terrain, unit_class, &entry);
      answer->note = (guint) terrain < WADI_TERRAIN_COUNT ? terrain_notes[terrain] : NULL;
      break;
    }
  answer->allowed = entry.kind == WADI_CHART_COST;
  answer->mf = entry.value;
  answer->label = entry.label;
  answer->rule = entry.rule;
  answer->reason = entry.reason;
}
