/* wadi-toi-ruleset.c: Tide of Iron, with Days of the Fox's wadis */
#include "config.h"

#include "wadi-los-private.h"
#include "wadi-movement-private.h"
#include "wadi-placement.h"
#include "wadi-ruleset-private.h"
#include "wadi-toi-combat.h"

static const WadiTerrain terrain[] = {
  WADI_TERRAIN_OPEN,
  WADI_TERRAIN_ROAD,
  WADI_TERRAIN_WOODS,
  WADI_TERRAIN_BUILDING,
  WADI_TERRAIN_RUBBLE,
};
static const WadiDepression depressions[] = {
  WADI_DEPRESSION_WADI,
  WADI_DEPRESSION_STREAM,
};
static const WadiHexFlags hex_flags[] = {
  WADI_HEX_FLAG_ROAD,
  WADI_HEX_FLAG_BRIDGE,
  WADI_HEX_FLAG_WADI_ENTRANCE,
  WADI_HEX_FLAG_WADI_BRIDGE,
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
  WADI_COUNTER_BRIDGE,
  WADI_COUNTER_WIRE,
  WADI_COUNTER_MINEFIELD,
  WADI_COUNTER_FOXHOLE,
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

/* the nations of Tide of Iron and its expansions */
static const WadiSideColor side_colors[] = {
  WADI_SIDE_COLORS_EUROPE,
  { "italian", 0x9cb3a3 },
  { "french", 0x6f8fd8 },
};

/* Higher ground, the wadi and bridges only (Days of the Fox's wadi LOS
 * rules): the core game's obstacles are not among the texts. */
static const char *const los_considers[] = { "ground", "depressions", "bridges", NULL };
static const char        los_note[] = N_("Only ground, the wadi and bridges are considered; woods, buildings, walls and hedges are not.");

const WadiRuleset wadi_toi_ruleset = {
  .id = WADI_RULESET_TOI,
  .name = "toi",
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
  /* the two levels of a wadi bridge hex (the wadi bridge hex card) */
  .positions = 1u << WADI_POSITION_GROUND | 1u << WADI_POSITION_IN | 1u << WADI_POSITION_BRIDGE
               | 1u << WADI_POSITION_WADI,
  .ssrs = WADI_RULESET_SSR_TOI_WADI_RULES | WADI_RULESET_SSR_TOI_STREAM_BRIDGES_BLOCK_LOS,
  .vehicle_unit = "MP",
  .other_unit = "MP",
  /* the card's "contiguous road movement" (seed 002); no rate or bonus is
   * in the texts, so a road move pays the hexes' own costs */
  .road_rule = "ToI wadi bridge card",
  .units_per_level = WADI_TOI_UNITS_PER_LEVEL,
  .side_colors = side_colors,
  .n_side_colors = G_N_ELEMENTS (side_colors),
  .los_considers = los_considers,
  .los_note = los_note,
  .los_blind_hexes = TRUE,
  .movement_step = wadi_toi_movement_step,
  .los = wadi_toi_los,
  .location_level = wadi_toi_location_level,
  .check_hex = wadi_toi_check_hex,
  .fire = wadi_toi_fire,
  /* last: clang-format would indent the fields after N_ () */
  .display_name = N_("Tide of Iron"),
  };
