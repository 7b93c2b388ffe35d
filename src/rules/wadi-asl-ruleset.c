/* wadi-asl-ruleset.c: Advanced Squad Leader (Chapter B, Chapter F5) */
#include "config.h"

#include "wadi-los-private.h"
#include "wadi-movement-private.h"
#include "wadi-ruleset-private.h"

/* Every terrain of Chapters B and F; the classic charts' own terrain
 * (town, swamp, slope, hilltop) is not ASL's. */
static const WadiTerrain terrain[] = {
  WADI_TERRAIN_OPEN,
  WADI_TERRAIN_HAMMADA,
  WADI_TERRAIN_ROAD,
  WADI_TERRAIN_WOODS,
  WADI_TERRAIN_BRUSH,
  WADI_TERRAIN_GRAIN,
  WADI_TERRAIN_ORCHARD,
  WADI_TERRAIN_MARSH,
  WADI_TERRAIN_MUDFLAT,
  WADI_TERRAIN_POND,
  WADI_TERRAIN_BUILDING,
  WADI_TERRAIN_RUBBLE,
};
static const WadiDepression depressions[] = {
  WADI_DEPRESSION_WADI,
  WADI_DEPRESSION_GULLY,
  WADI_DEPRESSION_STREAM,
};
static const WadiHexFlags hex_flags[] = {
  WADI_HEX_FLAG_ROAD,
  WADI_HEX_FLAG_BRIDGE,
};
static const WadiSideFeatures side_features[] = {
  WADI_SIDE_CLIFF,
  WADI_SIDE_DEPRESSION_CLIFF,
  WADI_SIDE_CREST_LINE,
  WADI_SIDE_WADI,
  WADI_SIDE_DEPRESSION,
  WADI_SIDE_HEDGE,
  WADI_SIDE_WALL,
  WADI_SIDE_SLOPE,
  WADI_SIDE_WOODS,
  WADI_SIDE_ROAD,
  WADI_SIDE_DIRT_ROAD,
  WADI_SIDE_PATH,
};
static const WadiCounterKind counters[] = {
  WADI_COUNTER_UNIT,
  WADI_COUNTER_CREST,
  WADI_COUNTER_VEHICLE_CREST,
  WADI_COUNTER_FORD,
  WADI_COUNTER_BRIDGE,
  WADI_COUNTER_FOXHOLE,
  WADI_COUNTER_WIRE,
  WADI_COUNTER_MINEFIELD,
};
static const WadiUnitClass unit_classes[] = {
  WADI_UNIT_INFANTRY,
  WADI_UNIT_CAVALRY,
  WADI_UNIT_FULLY_TRACKED,
  WADI_UNIT_HALFTRACK,
  WADI_UNIT_TRUCK,
  WADI_UNIT_MOTORCYCLE,
  WADI_UNIT_TOWED_GUN,
};

/* the nations of ASL's modules, in their counters' colours */
static const WadiSideColor side_colors[] = {
  WADI_SIDE_COLORS_EUROPE,
  { "italian", 0x9cb3a3 },
  { "japanese", 0xe3c84d },
  { "french", 0x6f8fd8 },
};

/* Ground and depressions only: obstacles and hindrances (A6), blind hexes
 * (A6.4) and bridges (B6) are not among the texts (docs/rules.md). */
static const char *const los_considers[] = { "ground", "depressions", NULL };
static const char        los_note[] = N_("Only ground and depressions are considered; woods, buildings, walls and hedges are not.");

const WadiRuleset wadi_asl_ruleset = {
  .id = WADI_RULESET_ASL,
  .name = "asl",
  .terrain = terrain,
  .n_terrain = G_N_ELEMENTS (terrain),
  .depressions = depressions,
  .n_depressions = G_N_ELEMENTS (depressions),
  .hex_flags = hex_flags,
  .n_hex_flags = G_N_ELEMENTS (hex_flags),
  .side_features = side_features,
  .n_side_features = G_N_ELEMENTS (side_features),
  .counters = counters,
  .n_counters = G_N_ELEMENTS (counters),
  .unit_classes = unit_classes,
  .n_unit_classes = G_N_ELEMENTS (unit_classes),
  /* Crest status is ASL's (B20.91, F5.42) */
  .positions = 1u << WADI_POSITION_GROUND | 1u << WADI_POSITION_IN | 1u << WADI_POSITION_CREST,
  /* streams have a depth (B20.4), freeze and take snow (B20.7) */
  .ssrs = WADI_RULESET_SSR_STREAM_DEPTH | WADI_RULESET_SSR_FROZEN | WADI_RULESET_SSR_SNOW,
  .vehicle_unit = "MP",
  .other_unit = "MF",
  /* Double Time and the road bonus are outside the seed texts: the
   * published rules (docs/rules.md, "Reach: the mover options") */
  .vca_rule = "F5.42",
  .double_time_mf = 1,
  .double_time_rule = "A4.71",
  .double_time_classes = 1u << WADI_UNIT_INFANTRY,
  .road_rule = "B3",
  .road_bonus_mf = 1,
  .road_bonus_rule = "B3.4",
  .road_bonus_classes = 1u << WADI_UNIT_INFANTRY | 1u << WADI_UNIT_CAVALRY,
  .units_per_level = 0,
  /* A5.1's three squad-equivalents: not among the texts (docs/rules.md);
   * a counter is a squad, as the model has no half-squads or leaders */
  .infantry_per_hex = 3,
  .ford_rule = "B20.8",
  .depression_position_rule = "B20.91",
  /* the geomorphic mapboards (the boards of B20 and F5's examples) */
  .geomorphic_boards = TRUE,
  .side_colors = side_colors,
  .n_side_colors = G_N_ELEMENTS (side_colors),
  .los_considers = los_considers,
  .los_note = los_note,
  .movement_step = wadi_asl_movement_step,
  .los = wadi_asl_los,
  .los_reads_line_lazily = TRUE,
  .los_viewer_new = wadi_asl_los_viewer_new,
  .location_level = NULL,
  .check_hex = wadi_asl_check_hex,
  /* last: clang-format would indent the fields after N_ () */
  .display_name = N_("Advanced Squad Leader"),
  };
