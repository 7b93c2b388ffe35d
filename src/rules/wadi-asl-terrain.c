/* wadi-asl-terrain.c: the ASL terrain chart as data
 *
 * The COT of each terrain for each unit class, from the Chapter F Terrain
 * Chart (Open Ground of the desert, hammada, wadi) and the Chapter B
 * Terrain Chart (road, woods, brush, grain, orchard, marsh, mudflat, pond,
 * building, hedge, wall, gully), and every other cost ASL movement pays
 * (wadi_asl_chart).  docs/rules.md ("Movement") lists the values and what
 * each is inferred from.
 */
#include "config.h"

#include "wadi-movement-private.h"

typedef struct
{
  WadiChartKind kind;
  double        value;
  gboolean      bog;
} Cell;

#define C(v)                    \
  {                             \
    WADI_CHART_COST, (v), FALSE \
  }
#define CB(v)                  \
  {                            \
    WADI_CHART_COST, (v), TRUE \
  }
#define ALLB                \
  {                         \
    WADI_CHART_ALL, 0, TRUE \
  }
#define ALL                  \
  {                          \
    WADI_CHART_ALL, 0, FALSE \
  }
#define NA                  \
  {                         \
    WADI_CHART_NA, 0, FALSE \
  }

typedef struct
{
  const char *label;
  const char *rule;
  const char *reason; /* for the NA cells */
  Cell        cell[WADI_UNIT_CLASS_COUNT];
} Row;

/* Columns in WadiUnitClass order: Infantry, Cavalry, fully tracked,
 * halftrack, truck, motorcycle, towed gun.  A towed gun on its own is
 * manhandled: it moves with the Infantry column. */
/* clang-format off */
static const Row terrain_rows[WADI_TERRAIN_COUNT] = {
  [WADI_TERRAIN_OPEN] = {
    N_("COT"), "F1", NULL, { C (1), C (1), C (1), C (1), C (1), C (1), C (1) } },
  [WADI_TERRAIN_HAMMADA] = {
    N_("hammada COT"), "F3", NULL, { C (1), C (3), C (2), C (3), C (6), C (4), C (1) } },
  /* A road hex entered other than along the road: its Open Ground. */
  [WADI_TERRAIN_ROAD] = {
    N_("COT"), "B3", NULL, { C (1), C (1), C (1), C (1), C (1), C (1), C (1) } },
  [WADI_TERRAIN_WOODS] = {
    N_("woods COT"), "B13", N_("motorcycles may not enter woods"), { C (2), C (4), ALLB, ALLB, ALLB, NA, C (2) } },
  [WADI_TERRAIN_BRUSH] = {
    N_("brush COT"), "B12", NULL, { C (2), C (2), C (2), C (2), C (6), C (4), C (2) } },
  [WADI_TERRAIN_GRAIN] = {
    N_("grain COT"), "B15", NULL, { C (1.5), C (1.5), C (1), C (1), C (5), C (4), C (1.5) } },
  [WADI_TERRAIN_ORCHARD] = {
    N_("orchard COT"), "B14", NULL, { C (1), C (1), C (1), C (1), C (4), C (3), C (1) } },
  [WADI_TERRAIN_MARSH] = {
    N_("marsh COT"), "B16", N_("vehicles may not enter marsh"), { ALL, ALL, NA, NA, NA, NA, ALL } },
  [WADI_TERRAIN_MUDFLAT] = {
    N_("mudflat COT"), "B16", N_("vehicles may not enter mudflats"), { C (2), C (2), NA, NA, NA, NA, C (2) } },
  [WADI_TERRAIN_POND] = {
    N_("pond"), "B21", N_("a pond is a Water Obstacle"), { NA, NA, NA, NA, NA, NA, NA } },
  [WADI_TERRAIN_BUILDING] = {
    N_("building COT"), "B23", N_("only Infantry enter a building at a COT; a fully-tracked AFV's entry (B23.41) is not charted"), { C (2), NA, NA, NA, NA, NA, C (2) } },
  [WADI_TERRAIN_RUBBLE] = {
    N_("rubble COT"), "B24", N_("Wadi charts no COT for rubble"), { NA, NA, NA, NA, NA, NA, NA } },
  [WADI_TERRAIN_TOWN] = {
    N_("town"), NULL, N_("towns are terrain of the classic charts, not of ASL"), { NA, NA, NA, NA, NA, NA, NA } },
  [WADI_TERRAIN_SWAMP] = {
    N_("swamp"), NULL, N_("swamps are terrain of the classic charts, not of ASL"), { NA, NA, NA, NA, NA, NA, NA } },
  [WADI_TERRAIN_SLOPE] = {
    N_("slope"), NULL, N_("slope hexes are terrain of the classic charts, not of ASL"), { NA, NA, NA, NA, NA, NA, NA } },
  [WADI_TERRAIN_HILLTOP] = {
    N_("hilltop"), NULL, N_("hilltop hexes are terrain of the classic charts, not of ASL"), { NA, NA, NA, NA, NA, NA, NA } },
};
/* clang-format on */

static const Row road_row = {
  N_("road"), "B3", NULL, { C (1), C (1), C (0.5), C (0.5), C (0.5), C (0.5), C (1) }
};

static const Row hedge_row = {
  N_("cross hedge"), "B9", N_("this unit may not cross a hedge"), { C (1), C (1), C (1), CB (2), NA, NA, C (1) } };

static const Row wall_row = {
  N_("cross wall"), "B9", N_("this unit may not cross a wall"), { C (1), C (1), C (1), NA, NA, NA, C (1) } };

/* The "2" of "2 [enter wadi]" (F5.2); the gully row of Chapter B and the
 * wadi row of Chapter F agree. */
static const double depression_entry[WADI_UNIT_CLASS_COUNT] = {
  2, 2, 2, 3, 6, 4, 2
};

const WadiAslChart wadi_asl_chart = {
  /* Infantry wading a stream (B20.42, B20.43; a ford, B20.81, makes it one
   * classification shallower).  Vehicles pay the gully entry (B20.46). */
  .shallow_stream = 3,
  .deep_stream = 4,
  /* An Abrupt Elevation Change: each intermediate level as in B10.5 (2 MF
   * or 4 MP up, 1 MF or 2 MP down; F5.2, H7 -> G7 and J5 -> K5). */
  .abrupt_level_up_infantry = 2,
  .abrupt_level_up_vehicle = 4,
  .abrupt_level_down_infantry = 1,
  .abrupt_level_down_vehicle = 2,
  /* Higher elevation (B10.4): Infantry double the entry, vehicles add 4 MP. */
  .higher_elevation_factor = 2,
  .higher_elevation_vehicle = 4,
  /* Crest status (B20.91, B20.93, F5.42; F5.2: J5 -> Crest K5 = 4 - 1). */
  .claim_crest_within = 2,
  .claim_crest_on_entering = -1,
  .leave_crest = 1,
  .enter_crest_vehicle = 4,
  /* Vehicles (F5.42, F5.422, D2.21). */
  .start = 1,
  .stop = 1,
  .vca_per_hexspine = 1,
  .default_reverse_multiplier = 4,
};

/* clang-format off */
static const char *const hedge_labels[WADI_TERRAIN_COUNT] = {
  [WADI_TERRAIN_OPEN] = N_("cross hedge and enter Open Ground"),
  [WADI_TERRAIN_HAMMADA] = N_("cross hedge and enter hammada"),
  [WADI_TERRAIN_ROAD] = N_("cross hedge and enter Open Ground"),
  [WADI_TERRAIN_WOODS] = N_("cross hedge and enter woods"),
  [WADI_TERRAIN_BRUSH] = N_("cross hedge and enter brush"),
  [WADI_TERRAIN_GRAIN] = N_("cross hedge and enter grain"),
  [WADI_TERRAIN_ORCHARD] = N_("cross hedge and enter orchard"),
  [WADI_TERRAIN_MARSH] = N_("cross hedge and enter marsh"),
  [WADI_TERRAIN_MUDFLAT] = N_("cross hedge and enter mudflat"),
  [WADI_TERRAIN_POND] = N_("cross hedge and enter pond"),
  [WADI_TERRAIN_BUILDING] = N_("cross hedge and enter building"),
  [WADI_TERRAIN_RUBBLE] = N_("cross hedge and enter rubble"),
  [WADI_TERRAIN_TOWN] = N_("cross hedge and enter town"),
  [WADI_TERRAIN_SWAMP] = N_("cross hedge and enter swamp"),
  [WADI_TERRAIN_SLOPE] = N_("cross hedge and enter slope"),
  [WADI_TERRAIN_HILLTOP] = N_("cross hedge and enter hilltop"),
};
/* clang-format on */

/* clang-format off */
static const char *const wall_labels[WADI_TERRAIN_COUNT] = {
  [WADI_TERRAIN_OPEN] = N_("cross wall and enter Open Ground"),
  [WADI_TERRAIN_HAMMADA] = N_("cross wall and enter hammada"),
  [WADI_TERRAIN_ROAD] = N_("cross wall and enter Open Ground"),
  [WADI_TERRAIN_WOODS] = N_("cross wall and enter woods"),
  [WADI_TERRAIN_BRUSH] = N_("cross wall and enter brush"),
  [WADI_TERRAIN_GRAIN] = N_("cross wall and enter grain"),
  [WADI_TERRAIN_ORCHARD] = N_("cross wall and enter orchard"),
  [WADI_TERRAIN_MARSH] = N_("cross wall and enter marsh"),
  [WADI_TERRAIN_MUDFLAT] = N_("cross wall and enter mudflat"),
  [WADI_TERRAIN_POND] = N_("cross wall and enter pond"),
  [WADI_TERRAIN_BUILDING] = N_("cross wall and enter building"),
  [WADI_TERRAIN_RUBBLE] = N_("cross wall and enter rubble"),
  [WADI_TERRAIN_TOWN] = N_("cross wall and enter town"),
  [WADI_TERRAIN_SWAMP] = N_("cross wall and enter swamp"),
  [WADI_TERRAIN_SLOPE] = N_("cross wall and enter slope"),
  [WADI_TERRAIN_HILLTOP] = N_("cross wall and enter hilltop"),
};
/* clang-format on */

static void
read_row (const Row      *row,
          WadiUnitClass   unit_class,
          WadiChartEntry *entry)
{
  const Cell *cell;

  if ((guint) unit_class >= WADI_UNIT_CLASS_COUNT)
    unit_class = WADI_UNIT_INFANTRY;
  cell = &row->cell[unit_class];
  entry->kind = cell->kind;
  entry->value = cell->value;
  entry->bog = cell->bog;
  entry->label = row->label;
  entry->rule = row->rule;
  entry->reason = cell->kind == WADI_CHART_NA ? row->reason : NULL;
}

void
wadi_asl_terrain_cot (WadiTerrain     terrain,
                      WadiUnitClass   unit_class,
                      WadiChartEntry *entry)
{
  if ((guint) terrain >= WADI_TERRAIN_COUNT)
    terrain = WADI_TERRAIN_OPEN;
  read_row (&terrain_rows[terrain], unit_class, entry);
}

void
wadi_asl_road_cot (WadiUnitClass   unit_class,
                   WadiChartEntry *entry)
{
  read_row (&road_row, unit_class, entry);
}

double
wadi_asl_depression_entry (WadiUnitClass unit_class)
{
  if ((guint) unit_class >= WADI_UNIT_CLASS_COUNT)
    return depression_entry[WADI_UNIT_INFANTRY];
  return depression_entry[unit_class];
}

void
wadi_asl_hexside_cost (guint           feature,
                       WadiUnitClass   unit_class,
                       WadiChartEntry *entry)
{
  read_row (feature == WADI_SIDE_WALL ? &wall_row : &hedge_row, unit_class, entry);
}

const char *
wadi_asl_hexside_merged_label (guint       feature,
                               WadiTerrain terrain)
{
  if ((guint) terrain >= WADI_TERRAIN_COUNT)
    terrain = WADI_TERRAIN_OPEN;
  return feature == WADI_SIDE_WALL ? wall_labels[terrain] : hedge_labels[terrain];
}
