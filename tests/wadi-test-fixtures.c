/* wadi-test-fixtures.c: the boards the rule texts' worked examples name */
#include "config.h"

#include "wadi-test-fixtures.h"

#include <glib/gstdio.h>
#include <math.h>

void
wadi_fixture_locate (const WadiScenario *scenario,
                     const char         *label,
                     WadiHex            *hex)
{
  g_autoptr(GError) error = NULL;

  if (!wadi_scenario_parse_location (scenario, label, hex, &error))
    g_error ("fixture label %s: %s", label, error->message);
}

WadiHex
wadi_fixture_hex (const WadiScenario *scenario,
                  const char         *label)
{
  WadiHex hex;

  wadi_fixture_locate (scenario, label, &hex);
  return hex;
}

WadiDirection
wadi_fixture_direction (const WadiScenario *scenario,
                        const char         *from,
                        const char         *to)
{
  WadiHex       a, b;
  WadiDirection dir;

  wadi_fixture_locate (scenario, from, &a);
  wadi_fixture_locate (scenario, to, &b);
  if (!wadi_hex_direction_to (wadi_scenario_grid (scenario)->layout, a, b, &dir))
    g_error ("fixture: %s and %s are not adjacent", from, to);
  return dir;
}

WadiHexside
wadi_fixture_hexside (const WadiScenario *scenario,
                      const char         *from,
                      const char         *to)
{
  WadiHexside side = { wadi_fixture_hex (scenario, from), wadi_fixture_direction (scenario, from, to) };

  return side;
}

WadiVertexIndex
wadi_fixture_vertex (const WadiScenario *scenario,
                     const char         *hex,
                     const char         *second,
                     const char         *third)
{
  const WadiBoard *board = wadi_scenario_grid (scenario);
  WadiHex          h = wadi_fixture_hex (scenario, hex);
  WadiHex          b = wadi_fixture_hex (scenario, second);
  WadiHex          c = wadi_fixture_hex (scenario, third);

  for (WadiVertexIndex k = 0; k < 6; k++)
    {
      WadiHex around[3];

      wadi_vertex_hexes (board->layout, (WadiVertex) { h, k }, around);
      if ((wadi_hex_equal (around[1], b) && wadi_hex_equal (around[2], c))
          || (wadi_hex_equal (around[1], c) && wadi_hex_equal (around[2], b)))
        return k;
    }
  g_error ("fixture: %s, %s and %s do not meet at a vertex", hex, second, third);
  return 0;
}

void
wadi_fixture_set_hex (WadiScenario  *scenario,
                      const char    *label,
                      WadiTerrain    terrain,
                      int            level,
                      WadiDepression depression,
                      int            floor)
{
  WadiHex     hex;
  WadiHexCell cell = { 0 };

  wadi_fixture_locate (scenario, label, &hex);
  cell.terrain = terrain;
  cell.level = (gint8) level;
  cell.depression = depression;
  cell.floor = (gint8) (depression == WADI_DEPRESSION_NONE ? 0 : floor);
  cell.flags = wadi_board_cell (wadi_scenario_grid (scenario), hex)->flags;
  wadi_map_set_cell (scenario->map, hex, &cell, NULL);
}

void
wadi_fixture_add_side (WadiScenario *scenario,
                       const char   *from,
                       const char   *to,
                       guint         features)
{
  WadiBoard  *b = wadi_scenario_grid (scenario);
  WadiHexside side = wadi_fixture_hexside (scenario, from, to);

  wadi_board_set_side (b, side, wadi_board_get_side (b, side) | features);
}

#define OPEN WADI_TERRAIN_OPEN
#define HAMMADA WADI_TERRAIN_HAMMADA
#define NONE WADI_DEPRESSION_NONE
#define WADI WADI_DEPRESSION_WADI
#define GULLY WADI_DEPRESSION_GULLY
#define STREAM WADI_DEPRESSION_STREAM
#define DEP WADI_SIDE_DEPRESSION
#define DCLIFF WADI_SIDE_DEPRESSION_CLIFF

typedef struct
{
  const char    *label;
  WadiTerrain    terrain;
  int            level;
  WadiDepression depression;
  int            floor;
} FixtureHex;

typedef struct
{
  const char *from;
  const char *to;
  guint       features;
} FixtureSide;

/* Board 25 (F5).  Levels and sides are inferred from the worked examples;
 * docs/rules.md ("The example boards") gives the reasoning for each. */
static const FixtureHex board25_hexes[] = {
  /* F5.2: G10 -> G9 stays at level 0 */
  { "25G10", OPEN, 0, NONE, 0 },
  { "25G9", OPEN, 1, WADI, 0 },
  /* F5.2: IN I9 (level 1) -> J8 (level 2) */
  { "25I9", OPEN, 2, WADI, 1 },
  { "25J8", OPEN, 3, WADI, 2 },
  /* F5.2: H7 -> G7 climbs an Abrupt Elevation Change (0 -> 2) */
  { "25H7", OPEN, 0, NONE, 0 },
  { "25G7", OPEN, 3, WADI, 2 },
  /* F5.2: J5 -> K5 descends an Abrupt Elevation Change (2 -> 0), hammada */
  { "25J5", OPEN, 2, NONE, 0 },
  { "25K5", HAMMADA, 1, WADI, 0 },
  /* F5.3, F5.4: the O8/O9 wadi, N8 -> O9 -> P9, with O9's cliff side
   * (O9-O10, O9-N9) and N9 at level 2 above a continuous cliff */
  { "25O8", OPEN, 1, WADI, 0 },
  { "25N8", OPEN, 1, WADI, 0 },
  { "25O9", OPEN, 1, WADI, 0 },
  { "25P9", OPEN, 1, WADI, 0 },
  { "25N9", OPEN, 2, NONE, 0 },
  { "25O10", OPEN, 1, NONE, 0 },
  { "25O7", OPEN, 1, NONE, 0 },
  { "25P7", OPEN, 1, NONE, 0 },
  { "25P8", OPEN, 1, NONE, 0 },
  { "25N7", OPEN, 1, NONE, 0 },
  /* F5.42-F5.422: the wadi A2 - B2 - C2 - D2 - E2 - D1 at level 0, floor -1 */
  { "25A2", OPEN, 0, WADI, -1 },
  { "25B2", HAMMADA, 0, WADI, -1 },
  { "25C2", OPEN, 0, WADI, -1 },
  { "25D2", OPEN, 0, WADI, -1 },
  { "25E2", OPEN, 0, WADI, -1 },
  { "25D1", OPEN, 0, WADI, -1 },
  { "25C3", HAMMADA, 0, NONE, 0 },
  /* F5.422: the Crest tank in U4, hedges to U3 and V3 */
  { "25U4", OPEN, 0, WADI, -1 },
  { "25U5", OPEN, 0, WADI, -1 },
  { "25T4", OPEN, 0, WADI, -1 },
};

static const FixtureSide board25_sides[] = {
  { "25G10", "25G9", WADI_SIDE_WADI }, /* F5.11: G10 has a wadi hexside */
  { "25I9", "25J8", DEP },             /* F5.2: the wadi climbs from I9 to J8 */
  { "25O8", "25N8", DEP },
  { "25N8", "25O9", DEP },
  { "25O9", "25P9", DEP },
  { "25O9", "25O10", DCLIFF },
  { "25O9", "25N9", DCLIFF | WADI_SIDE_CLIFF }, /* F5.3: continuous cliff */
  { "25A2", "25B2", DEP },
  { "25B2", "25C2", DEP },
  { "25C2", "25D2", DEP },
  { "25D2", "25E2", DEP },
  { "25E2", "25D1", DEP },
  { "25B2", "25B1", DCLIFF }, /* the north bank of B2 and C2 */
  { "25C2", "25B1", DCLIFF },
  { "25C2", "25C1", DCLIFF },
  { "25C2", "25D1", DCLIFF },
  { "25D2", "25D3", DCLIFF }, /* D2's cliff on the side of CAFP C2-D2-C3 */
  { "25E2", "25F2", DCLIFF }, /* E2: every vertex on the cliff side */
  { "25U4", "25U5", DEP },
  { "25U4", "25T4", DEP },
  { "25U4", "25U3", WADI_SIDE_HEDGE },
  { "25U4", "25V3", WADI_SIDE_HEDGE },
};

/* Board 14 (B20.9x): the T3 gully S4 - T3 - U4, and R3 joined to S4. */
static const FixtureHex board14_hexes[] = {
  { "14T3", OPEN, 0, GULLY, -1 },
  { "14S4", OPEN, 0, GULLY, -1 },
  { "14U4", OPEN, 0, GULLY, -1 },
  { "14R3", OPEN, 0, GULLY, -1 },
  { "14Q3", OPEN, 0, GULLY, -1 },
  { "14V4", OPEN, 0, GULLY, -1 },
};

static const FixtureSide board14_sides[] = {
  { "14T3", "14S4", DEP },
  { "14T3", "14U4", DEP },
  { "14U4", "14V4", DEP },
  { "14S4", "14R3", DEP },
  { "14R3", "14Q3", DEP },
};

/* Board 13 (B20.1, B20.2): the stream Q3 - Q4 - P4 - P5 - O6 - N6 - M7
 * and its branch P5 - O5; its ends (Q2, M8, N4) and G4, I6 are
 * one-hexside remnants, not stream hexes.  What the B20.2 example needs
 * of each hex, worked out along the exact lines from P5, is in
 * docs/rules.md ("The example boards"). */
static const FixtureHex board13_hexes[] = {
  { "13Q3", OPEN, 0, STREAM, -1 },
  { "13Q4", OPEN, 0, STREAM, -1 },
  { "13P4", OPEN, 0, STREAM, -1 },
  { "13P5", OPEN, 0, STREAM, -1 },
  { "13O5", OPEN, 0, STREAM, -1 },
  { "13O6", OPEN, 0, STREAM, -1 },
  { "13N6", OPEN, 0, STREAM, -1 },
  { "13M7", OPEN, 0, STREAM, -1 },
};

static const FixtureSide board13_sides[] = {
  { "13Q2", "13Q3", DEP },
  { "13Q3", "13Q4", DEP },
  { "13Q4", "13P4", DEP },
  { "13P4", "13P5", DEP },
  { "13P5", "13O5", DEP },
  { "13O5", "13N4", DEP },
  { "13P5", "13O6", DEP },
  { "13O6", "13N6", DEP },
  { "13N6", "13M7", DEP },
  { "13M7", "13M8", DEP },
  { "13G4", "13G5", DEP },
  { "13I6", "13I7", DEP },
};

static void
apply (WadiScenario      *scenario,
       const FixtureHex  *hexes,
       gsize              n_hexes,
       const FixtureSide *sides,
       gsize              n_sides)
{
  for (gsize i = 0; i < n_hexes; i++)
    wadi_fixture_set_hex (scenario, hexes[i].label, hexes[i].terrain, hexes[i].level,
                          hexes[i].depression, hexes[i].floor);
  for (gsize i = 0; i < n_sides; i++)
    wadi_fixture_add_side (scenario, sides[i].from, sides[i].to, sides[i].features);
}

WadiScenario *
wadi_fixture_asl_examples (void)
{
  WadiScenario  *scenario = wadi_scenario_new (WADI_RULESET_ASL);
  WadiGridLayout layout = { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD };

  g_free (scenario->title);
  scenario->title = g_strdup ("The worked examples of F5 and B20");
  wadi_scenario_add_board (scenario, wadi_board_new ("25", 33, 11, layout, WADI_LABEL_ASL, 0));
  wadi_scenario_add_board (scenario, wadi_board_new ("14", 33, 11, layout, WADI_LABEL_ASL, 0));
  wadi_scenario_add_board (scenario, wadi_board_new ("13", 33, 11, layout, WADI_LABEL_ASL, 0));
  apply (scenario, board25_hexes, G_N_ELEMENTS (board25_hexes),
         board25_sides, G_N_ELEMENTS (board25_sides));
  apply (scenario, board14_hexes, G_N_ELEMENTS (board14_hexes),
         board14_sides, G_N_ELEMENTS (board14_sides));
  apply (scenario, board13_hexes, G_N_ELEMENTS (board13_hexes),
         board13_sides, G_N_ELEMENTS (board13_sides));
  return scenario;
}

WadiScenario *
wadi_fixture_side_by_side (WadiBoard *west,
                           WadiBoard *east)
{
  WadiScenario    *scenario = wadi_scenario_new (WADI_RULESET_ASL);
  GPtrArray       *boards = g_ptr_array_new ();
  WadiMapPlacement placements[2] = {
    { wadi_map_geomorphic_origin (0, 0), 0 },
    { wadi_map_geomorphic_origin (1, 0), 0 },
  };
  g_autoptr(GError) error = NULL;

  g_free (scenario->title);
  scenario->title = g_strdup ("Two boards side by side");
  g_ptr_array_add (boards, west);
  g_ptr_array_add (boards, east);
  if (!wadi_scenario_set_boards (scenario, boards, placements, NULL, &error))
    g_error ("fixture: laying out two boards: %s", error->message);
  return scenario;
}

WadiScenario *
wadi_fixture_seam (void)
{
  return wadi_fixture_side_by_side (wadi_board_new_geomorphic ("25"), wadi_board_new_geomorphic ("14"));
}

/* Tide of Iron, Days of the Fox: the wadi movement examples 1-5.  The
 * diagram is not in the text; this board rebuilds its situation: a wadi
 * along row 3 from the entrance hex A3 to the entrance hex H3, the wadi
 * bridge hex E3 on the dirt road E1-E5, a level 1 hill hex C4 beside the
 * wadi, and an enemy (British) squad on the wadi level of E3. */
static const FixtureHex toi_hexes[] = {
  { "A3", OPEN, 0, WADI, -1 },
  { "B3", OPEN, 0, WADI, -1 },
  { "C3", OPEN, 0, WADI, -1 },
  { "D3", OPEN, 0, WADI, -1 },
  { "E3", OPEN, 0, WADI, -1 },
  { "F3", OPEN, 0, WADI, -1 },
  { "G3", OPEN, 0, WADI, -1 },
  { "H3", OPEN, 0, WADI, -1 },
  { "C4", OPEN, 1, NONE, 0 },
};

static const FixtureSide toi_sides[] = {
  { "A3", "B3", DEP },
  { "B3", "C3", DEP },
  { "C3", "D3", DEP },
  { "D3", "E3", DEP },
  { "E3", "F3", DEP },
  { "F3", "G3", DEP },
  { "G3", "H3", DEP },
};

static void
add_flags (WadiScenario *scenario,
           const char   *label,
           guint         flags)
{
  WadiHex     hex;
  WadiHexCell cell;

  wadi_fixture_locate (scenario, label, &hex);
  cell = *wadi_board_cell (wadi_scenario_grid (scenario), hex);
  cell.flags |= flags;
  wadi_map_set_cell (scenario->map, hex, &cell, NULL);
}

static void
add_counter (WadiScenario   *scenario,
             WadiCounterKind kind,
             const char     *label,
             WadiUnitClass   unit_class,
             WadiPosition    position,
             const char     *side)
{
  WadiCounter counter = { 0 };

  counter.kind = kind;
  wadi_fixture_locate (scenario, label, &counter.hex);
  counter.unit_class = unit_class;
  counter.position = position;
  counter.side = (char *) side;
  wadi_scenario_add_counter (scenario, &counter);
}

WadiScenario *
wadi_fixture_toi_examples (void)
{
  WadiScenario  *scenario = wadi_scenario_new (WADI_RULESET_TOI);
  WadiGridLayout layout = { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD };

  g_free (scenario->title);
  scenario->title = g_strdup ("Days of the Fox: the wadi movement examples");
  scenario->ssr.toi_wadi_rules = TRUE;
  wadi_scenario_add_board (scenario, wadi_board_new ("DoF", 10, 6, layout, WADI_LABEL_ASL, 1));
  apply (scenario, toi_hexes, G_N_ELEMENTS (toi_hexes), toi_sides, G_N_ELEMENTS (toi_sides));
  add_flags (scenario, "A3", WADI_HEX_FLAG_WADI_ENTRANCE);
  add_flags (scenario, "H3", WADI_HEX_FLAG_WADI_ENTRANCE);
  add_flags (scenario, "E3", WADI_HEX_FLAG_WADI_BRIDGE | WADI_HEX_FLAG_ROAD);
  for (const char *const *road = (const char *const[]) { "E1", "E2", "E4", "E5", NULL }; *road; road++)
    add_flags (scenario, *road, WADI_HEX_FLAG_ROAD);
  add_counter (scenario, WADI_COUNTER_UNIT, "E3", WADI_UNIT_INFANTRY, WADI_POSITION_WADI, "British");
  return scenario;
}

/* The classic charts: one hex or hexside per Terrain Effects Chart row.
 * Row 2 is the road (A2-B2-C2-D2 and G2 carry it; C2 woods, D2 swamp), row
 * 4 the off-road terrain, row 6 the gullies and streambeds. */
static const FixtureHex classic_hexes[] = {
  { "C2", WADI_TERRAIN_WOODS, 0, NONE, 0 },
  { "D2", WADI_TERRAIN_SWAMP, 0, NONE, 0 },
  { "E2", WADI_TERRAIN_TOWN, 0, NONE, 0 },
  { "G2", WADI_TERRAIN_ROAD, 0, NONE, 0 },
  { "B4", WADI_TERRAIN_WOODS, 0, NONE, 0 },
  { "C4", WADI_TERRAIN_SWAMP, 0, NONE, 0 },
  { "D4", WADI_TERRAIN_SLOPE, 0, NONE, 0 },
  { "E4", WADI_TERRAIN_HILLTOP, 1, NONE, 0 },
  { "F4", WADI_TERRAIN_WOODS, 0, NONE, 0 },
  { "B6", OPEN, 0, GULLY, -1 },
  { "C6", WADI_TERRAIN_WOODS, 0, GULLY, -1 },
  { "E6", OPEN, 0, STREAM, -1 },
  { "G6", OPEN, 0, STREAM, -1 },
};

static const FixtureSide classic_sides[] = {
  { "B2", "C2", WADI_SIDE_WOODS }, /* crossed on the road */
  { "A4", "B4", WADI_SIDE_WOODS }, /* crossed off the road */
  { "B6", "C6", DEP },
};

WadiScenario *
wadi_fixture_classic_examples (void)
{
  WadiScenario  *scenario = wadi_scenario_new (WADI_RULESET_CLASSIC);
  WadiGridLayout layout = { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD };

  g_free (scenario->title);
  scenario->title = g_strdup ("The Terrain Effects Chart, row by row");
  wadi_scenario_add_board (scenario, wadi_board_new ("PB", 12, 6, layout, WADI_LABEL_ASL, 1));
  apply (scenario, classic_hexes, G_N_ELEMENTS (classic_hexes), classic_sides, G_N_ELEMENTS (classic_sides));
  for (const char *const *road = (const char *const[]) { "A2", "B2", "C2", "D2", "G2", NULL }; *road; road++)
    add_flags (scenario, *road, WADI_HEX_FLAG_ROAD);
  add_counter (scenario, WADI_COUNTER_FORD, "E6", WADI_UNIT_INFANTRY, WADI_POSITION_GROUND, NULL);
  return scenario;
}

/* The Tide of Iron LOS diagram (Days of the Fox, "Line of Sight (Wadis and
 * Bridges)").  A wadi runs down column 07 from 0705 (F) through the wadi
 * bridge hex 0706 (G on the bridge, H beneath), 0707 (I) and 0708 (J) to
 * the wadi entrance hex 0709; a branch leaves F to the north-west (0604,
 * 0504) and turns north into 0503 (D).  docs/rules.md ("The example
 * boards") says why each unit stands where it does. */
static const FixtureHex toi_los_hexes[] = {
  { "0702", OPEN, 1, NONE, 0 }, /* C's hill */
  { "0705", OPEN, 0, WADI, -1 },
  { "0706", OPEN, 0, WADI, -1 },
  { "0707", OPEN, 0, WADI, -1 },
  { "0708", OPEN, 0, WADI, -1 },
  { "0709", OPEN, 0, WADI, -1 },
  { "0604", OPEN, 0, WADI, -1 },
  { "0504", OPEN, 0, WADI, -1 },
  { "0503", OPEN, 0, WADI, -1 },
};

static const FixtureSide toi_los_sides[] = {
  { "0705", "0706", DEP },
  { "0706", "0707", DEP },
  { "0707", "0708", DEP },
  { "0708", "0709", DEP },
  { "0705", "0604", DEP },
  { "0604", "0504", DEP },
  { "0504", "0503", DEP },
};

typedef struct
{
  const char   *name;
  const char   *side;
  WadiUnitClass unit_class;
  const char   *label;
  WadiPosition  position;
} FixtureUnit;

static const FixtureUnit toi_los_units[] = {
  { "A", "German", WADI_UNIT_FULLY_TRACKED, "0710", WADI_POSITION_GROUND },
  { "B", "German", WADI_UNIT_HALFTRACK, "0805", WADI_POSITION_GROUND },
  { "C", "German", WADI_UNIT_FULLY_TRACKED, "0702", WADI_POSITION_GROUND },
  { "D", "German", WADI_UNIT_INFANTRY, "0503", WADI_POSITION_IN },
  { "E", "German", WADI_UNIT_INFANTRY, "0403", WADI_POSITION_GROUND },
  { "F", "British", WADI_UNIT_INFANTRY, "0705", WADI_POSITION_IN },
  { "G", "British", WADI_UNIT_INFANTRY, "0706", WADI_POSITION_BRIDGE },
  { "H", "British", WADI_UNIT_INFANTRY, "0706", WADI_POSITION_WADI },
  { "I", "British", WADI_UNIT_FULLY_TRACKED, "0707", WADI_POSITION_IN },
  { "J", "British", WADI_UNIT_TRUCK, "0708", WADI_POSITION_IN },
};

WadiScenario *
wadi_fixture_toi_los (void)
{
  WadiScenario  *scenario = wadi_scenario_new (WADI_RULESET_TOI);
  WadiGridLayout layout = { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD };

  g_free (scenario->title);
  scenario->title = g_strdup ("Tide of Iron: LOS in and around a wadi");
  scenario->ssr.toi_wadi_rules = TRUE;
  wadi_scenario_add_board (scenario, wadi_board_new ("dof", 10, 11, layout, WADI_LABEL_NUMERIC, 1));
  apply (scenario, toi_los_hexes, G_N_ELEMENTS (toi_los_hexes), toi_los_sides, G_N_ELEMENTS (toi_los_sides));
  add_flags (scenario, "0706", WADI_HEX_FLAG_WADI_BRIDGE);
  add_flags (scenario, "0709", WADI_HEX_FLAG_WADI_ENTRANCE);

  for (gsize i = 0; i < G_N_ELEMENTS (toi_los_units); i++)
    {
      WadiCounter counter = { 0 };

      counter.kind = WADI_COUNTER_UNIT;
      wadi_fixture_locate (scenario, toi_los_units[i].label, &counter.hex);
      counter.unit_class = toi_los_units[i].unit_class;
      counter.position = toi_los_units[i].position;
      counter.side = (char *) toi_los_units[i].side;
      counter.name = (char *) toi_los_units[i].name;
      wadi_scenario_add_counter (scenario, &counter);
    }
  return scenario;
}

const WadiCounter *
wadi_fixture_unit (const WadiScenario *scenario,
                   const char         *name)
{
  for (guint i = 0; i < scenario->counters->len; i++)
    {
      const WadiCounter *counter = &g_array_index (scenario->counters, WadiCounter, i);

      if (counter->kind == WADI_COUNTER_UNIT && g_strcmp0 (counter->name, name) == 0)
        return counter;
    }
  g_error ("fixture: no unit named %s", name);
  return NULL;
}

/* WCAG's relative luminance of an opaque 0xRRGGBB. */
static double
relative_luminance (guint32 rgb)
{
  double channel[3];

  for (int c = 0; c < 3; c++)
    {
      double v = (rgb >> (16 - 8 * c) & 0xff) / 255.0;

      channel[c] = v <= 0.03928 ? v / 12.92 : pow ((v + 0.055) / 1.055, 2.4);
    }
  return 0.2126 * channel[0] + 0.7152 * channel[1] + 0.0722 * channel[2];
}

double
wadi_fixture_contrast (guint32 a,
                       guint32 b)
{
  double la = relative_luminance (a), lb = relative_luminance (b);

  return (MAX (la, lb) + 0.05) / (MIN (la, lb) + 0.05);
}

void
wadi_fixture_remove_tree (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR) && !g_file_test (child, G_FILE_TEST_IS_SYMLINK))
        wadi_fixture_remove_tree (child);
      else
        g_remove (child);
    }
  g_rmdir (path);
}
