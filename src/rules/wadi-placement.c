/* wadi-placement.c: whether a counter may stand where it is (or would be)
 *
 * Each rule is a code, a severity, the rule it comes from and a message
 * that says what is wrong and what would be right; docs/rules.md lists
 * them all ("Validation and diagnostic codes").
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "wadi-diagnostic-private.h"
#include "wadi-placement.h"
#include "wadi-position.h"
#include "wadi-ruleset.h"
#include "wadi-stream.h"

static const WadiDiagnosticRule OFF_MAP = {
  "placement.off-map", WADI_SEVERITY_ERROR, WADI_RULE_OF_WADI,
  N_("The counter stands on no hex of the map: move it onto a hex of one of the scenario's boards.")
  };
static const WadiDiagnosticRule KIND_NOT_IN_RULESET = {
  "placement.kind-not-in-ruleset", WADI_SEVERITY_ERROR, WADI_RULE_OF_WADI,
  N_("The scenario's ruleset has no counter of this kind: remove it, or play the scenario under a ruleset that has it.")
  };
static const WadiDiagnosticRule FORD_NOT_IN_STREAM = {
  "placement.ford-not-in-stream-or-gully", WADI_SEVERITY_ERROR, "B20.8",
  N_("A ford stands in a hex that is not a stream, gully or wadi: ford counters are placed only on stream or gully hexes, and a wadi is a gully (F5.12).")
  };
static const WadiDiagnosticRule FORD_NOT_IN_STREAM_NO_WADI = {
  "placement.ford-not-in-stream-or-gully", WADI_SEVERITY_ERROR, WADI_RULE_OF_WADI,
  N_("A ford stands in a hex that is not a stream or gully: ford counters are placed only on stream or gully hexes.")
  };
static const WadiDiagnosticRule MARKER_TWICE = {
  "placement.marker-twice", WADI_SEVERITY_ERROR, WADI_RULE_OF_WADI,
  N_("The hex has another counter of this kind: a ford or a bridge counter marks its hex once, so keep one.")
  };
static const WadiDiagnosticRule BRIDGE_OVER_NOTHING = {
  "placement.bridge-over-nothing", WADI_SEVERITY_WARNING, WADI_RULE_OF_WADI,
  N_("A bridge counter stands in a hex with nothing to cross: place it where a road crosses a stream, gully or wadi, or over water.")
  };
static const WadiDiagnosticRule CREST_NOT_IN_DEPRESSION = {
  "placement.crest-not-in-depression", WADI_SEVERITY_ERROR, "B20.9",
  N_("A Crest counter stands in a hex without a Depression: Crest status exists only in a gully, stream or wadi hex.")
  };
static const WadiDiagnosticRule CREST_IN_FORD_OR_BRIDGE = {
  "placement.crest-in-ford-or-bridge", WADI_SEVERITY_ERROR, "B20.9",
  N_("A Crest counter stands in a hex with a ford or a bridge: Crest status needs a Depression hex with neither.")
  };
static const WadiDiagnosticRule CREST_IN_FLOODED_STREAM = {
  "placement.crest-in-flooded-stream", WADI_SEVERITY_ERROR, "B20.44",
  N_("A Crest counter or a unit in Crest status is in a flooded stream: a flooded stream is a flooded pond, not a Depression; remove the Crest status, or make the stream shallower.")
  };
static const WadiDiagnosticRule CREST_CENTRE_DEPRESSION = {
  "placement.crest-centre-depression-hexside", WADI_SEVERITY_ERROR, "B20.91",
  N_("The Crest counter's centre hexside is crossed by the Depression: turn it so that its centre is a hexside of a bank.")
  };
static const WadiDiagnosticRule CREST_CENTRE_CLIFF = {
  "placement.crest-centre-cliff", WADI_SEVERITY_ERROR, "B20.9, F5.4",
  N_("The Crest counter's centre lies along a Depression Cliff or on the cliff side of the Depression: turn it to a hexside of the bank without a Depression Cliff.")
  };
static const WadiDiagnosticRule VEHICLE_CREST_NOT_VEHICLE = {
  "placement.vehicle-crest-not-vehicle", WADI_SEVERITY_ERROR, "F5.42",
  N_("A Vehicle Crest counter is given a unit class that is not a vehicle: give it a vehicle class, or use an Infantry Crest counter.")
  };
static const WadiDiagnosticRule VEHICLE_CREST_NOT_IN_WADI = {
  "placement.vehicle-crest-not-in-wadi", WADI_SEVERITY_ERROR, "F5.42",
  N_("A vehicle has Crest status outside a non-bridge wadi hex: vehicles gain Crest status only in a wadi hex with neither a bridge nor a ford.")
  };
static const WadiDiagnosticRule VEHICLE_CREST_TWO_WADI_HEXSIDES = {
  "placement.vehicle-crest-vertex-two-wadi-hexsides", WADI_SEVERITY_ERROR, "F5.421",
  N_("The vehicle's Crest CAFP is a vertex formed by two wadi hexsides: put it at a vertex of a bank.")
  };
static const WadiDiagnosticRule VEHICLE_CREST_CLIFF_SIDE = {
  "placement.vehicle-crest-vertex-cliff-side", WADI_SEVERITY_ERROR, "F5.421",
  N_("The vehicle's Crest CAFP is a vertex on the wadi-cliff side of the wadi: put it at a vertex of the bank without a Depression Cliff.")
  };
static const WadiDiagnosticRule CAVALRY_CREST = {
  "placement.cavalry-crest", WADI_SEVERITY_ERROR, "F5.4",
  N_("A Cavalry unit has Crest status: Crest status is for Infantry, Guns and, in a wadi, vehicles; put it IN the Depression or at ground level.")
  };
static const WadiDiagnosticRule GUN_CREST_NOT_IN_WADI = {
  "placement.gun-crest-not-in-wadi", WADI_SEVERITY_ERROR, "F5.43",
  N_("A Gun has Crest status outside a non-bridge wadi hex: a Gun gains Crest status only in a wadi hex with neither a bridge nor a ford.")
  };
static const WadiDiagnosticRule FORTIFICATION_IN_STREAM = {
  "placement.fortification-in-stream", WADI_SEVERITY_ERROR, "B20.5",
  N_("A foxhole stands in a stream: no Fortifications but wire and minefields are allowed in a stream.")
  };
static const WadiDiagnosticRule FORTIFICATION_IN_DEEP_STREAM = {
  "placement.fortification-in-deep-stream", WADI_SEVERITY_ERROR, "B20.5",
  N_("Wire or a minefield stands in a deep or flooded stream: not even these are allowed there; move it, or make the stream shallow or dry.")
  };
static const WadiDiagnosticRule MOTORCYCLE_IN_DEEP_STREAM = {
  "placement.motorcycle-in-deep-stream", WADI_SEVERITY_ERROR, "B20.46",
  N_("A motorcycle is in a deep stream: motorcycles may not drive into a deep stream; move it, or give the hex a ford or a bridge.")
  };
static const WadiDiagnosticRule VEHICLE_IN_FLOODED_STREAM = {
  "placement.vehicle-in-flooded-stream", WADI_SEVERITY_ERROR, "B20.46",
  N_("A vehicle is in a flooded stream: vehicles do not transit a flooded stream and wrecks do not appear there; move it, or give the hex a ford or a bridge.")
  };
static const WadiDiagnosticRule UNIT_IN_FLOODED_STREAM = {
  "placement.unit-in-flooded-stream", WADI_SEVERITY_ERROR, "B20.44",
  N_("A unit is IN a flooded stream: a flooded stream is a Water Obstacle, a flooded pond; move it, or give the hex a ford or a bridge.")
  };
static const WadiDiagnosticRule POSITION_NEEDS_DEPRESSION = {
  "placement.position-needs-depression", WADI_SEVERITY_ERROR, "B20.91",
  N_("A unit is IN a Depression or in Crest status in a hex without a Depression: put it at ground level, or give the hex its Depression.")
  };
static const WadiDiagnosticRule POSITION_NEEDS_DEPRESSION_NO_CREST = {
  "placement.position-needs-depression", WADI_SEVERITY_ERROR, WADI_RULE_OF_WADI,
  N_("A unit is IN a Depression in a hex without one: put it at ground level, or give the hex its Depression.")
  };
static const WadiDiagnosticRule POSITION_NOT_IN_RULESET = {
  "placement.position-not-in-ruleset", WADI_SEVERITY_ERROR, WADI_RULE_OF_WADI,
  N_("The unit's position does not exist in the scenario's ruleset (Crest status is ASL's; bridge and wadi levels are Tide of Iron's): choose another position.")
  };
static const WadiDiagnosticRule POSITION_NEEDS_WADI_BRIDGE = {
  "placement.position-needs-wadi-bridge", WADI_SEVERITY_ERROR, "ToI wadi bridge hex",
  N_("A unit is on the bridge or wadi level of a hex that is not a wadi bridge hex: only a wadi bridge hex has two levels; put it at ground level or IN the wadi.")
  };
static const WadiDiagnosticRule LEVEL_WITHOUT_WADI_RULES = {
  "placement.level-without-wadi-rules", WADI_SEVERITY_ERROR, "DoF wadis",
  N_("A unit is on a level of a wadi bridge hex, but the scenario does not play the wadi rules: without them a wadi is crevasse terrain and the hex has one level; put it at ground level, or turn the wadi rules on.")
  };
static const WadiDiagnosticRule WADI_BRIDGE_LEVEL_UNSET = {
  "placement.wadi-bridge-level-unset", WADI_SEVERITY_WARNING, "ToI wadi bridge hex",
  N_("A unit in a wadi bridge hex is on neither of its levels: say whether it is on the bridge or in the wadi.")
  };
static const WadiDiagnosticRule CREST_UNIT_WITHOUT_COUNTER = {
  "placement.crest-unit-without-counter", WADI_SEVERITY_WARNING, "B20.91, F5.42",
  N_("A unit has Crest status but the hex has no Crest counter of its kind: add a Crest counter (a Vehicle Crest counter for a vehicle).")
  };
static const WadiDiagnosticRule TOI_OVER_LIMIT = {
  "stacking.toi-over-limit", WADI_SEVERITY_ERROR, "ToI wadi bridge hex",
  N_("More units stand on one level of the hex than Tide of Iron stacking allows (two; each level of a wadi bridge hex counts apart): move some of them.")
  };
static const WadiDiagnosticRule TOI_OPPOSING_SIDES = {
  "stacking.toi-opposing-sides", WADI_SEVERITY_ERROR, "ToI wadi bridge hex",
  N_("Units of opposing sides share one level of the hex: opposing units may share only a wadi bridge hex, on its two different levels.")
  };

static const WadiDiagnosticRule ASL_OVER_LIMIT = {
  "stacking.asl-over-limit", WADI_SEVERITY_WARNING, "B20.98, A5.1",
  N_("More Infantry units stand in the hex than three squads: units IN the Depression and in Crest status count toward the same hex stacking limit. Check the half-squads and leaders, or move some of them.")
  };
/* The same limit in a hex without a Depression: one level, and B20.98
 * has nothing to add (a try-out's open-ground hex was told of units IN
 * the Depression). */
static const WadiDiagnosticRule ASL_OVER_LIMIT_ONE_LEVEL = {
  "stacking.asl-over-limit", WADI_SEVERITY_WARNING, "A5.1",
  N_("More Infantry units stand in the hex than three squads. Check the half-squads and leaders, or move some of them.")
  };
static const WadiDiagnosticRule FORTIFICATION_IN_DEPRESSION = {
  "fortification.in-depression", WADI_SEVERITY_INFO, "B20.97",
  N_("A fortification in a Depression hex is IN the Depression: the units in Crest status in the hex are not in it.")
  };

static void
report_at (GArray                   *out,
           const WadiDiagnosticRule *rule,
           WadiDiagnosticPlace       place,
           WadiHex                   hex,
           guint                     counter)
{
  wadi_diagnostic_append (out, rule, place, hex)->counter = counter;
}

static void
report (GArray                   *out,
        const WadiDiagnosticRule *rule,
        const WadiCounter        *counter)
{
  report_at (out, rule, WADI_DIAG_AT_COUNTER, counter->hex, counter->id);
}

/* A rule whose citation is the ruleset's (wadi-ruleset.h): its own text's,
 * or Wadi's own check where it has none. */
static void
report_citing (GArray                   *out,
               const WadiDiagnosticRule *rule,
               const WadiCounter        *counter,
               const char               *citation)
{
  WadiDiagnostic *diagnostic = wadi_diagnostic_append (out, rule, WADI_DIAG_AT_COUNTER, counter->hex);

  diagnostic->counter = counter->id;
  diagnostic->rule = citation != NULL ? citation : WADI_RULE_OF_WADI;
}

/* A unit IN (or in Crest status) where the hex has no Depression. */
static void
report_needs_depression (const WadiRulesContext *ctx,
                         const WadiCounter      *counter,
                         GArray                 *out)
{
  const WadiRuleset *ruleset = wadi_ruleset_of (ctx);

  if (wadi_ruleset_knows_position (ruleset, WADI_POSITION_CREST))
    report_citing (out, &POSITION_NEEDS_DEPRESSION, counter, ruleset->depression_position_rule);
  else
    report_citing (out, &POSITION_NEEDS_DEPRESSION_NO_CREST, counter, ruleset->depression_position_rule);
}

static gboolean
hex_has_bridge (const WadiRulesContext *ctx,
                const WadiCounter      *counter,
                const WadiHexCell      *cell)
{
  return (cell->flags & (WADI_HEX_FLAG_BRIDGE | WADI_HEX_FLAG_WADI_BRIDGE)) != 0
         || wadi_rules_context_has_counter (ctx, counter->hex, WADI_COUNTER_BRIDGE);
}

/* A ford or bridge counter marks what its hex has; a second one is a
 * slip (two placed by mistake, or one pasted on another).  The first of
 * the hex's counters of the kind stands; the others, and one about to be
 * placed (id 0), are reported. */
static void
check_marked_once (const WadiRulesContext *ctx,
                   const WadiCounter      *counter,
                   GArray                 *out)
{
  const WadiCounter *first = wadi_rules_context_find_counter (ctx, counter->hex, counter->kind);

  if (first != NULL && first->id != counter->id)
    report (out, &MARKER_TWICE, counter);
}

static void
check_crest (const WadiRulesContext *ctx,
             const WadiCounter      *counter,
             GArray                 *out)
{
  WadiVerdict verdict;

  switch (wadi_crest_check_unit (ctx, counter->hex, WADI_UNIT_INFANTRY, &verdict))
    {
    case WADI_CREST_HEX_ALLOWED:
      break;
    case WADI_CREST_HEX_FORD_OR_BRIDGE:
      report (out, &CREST_IN_FORD_OR_BRIDGE, counter);
      return;
    case WADI_CREST_HEX_FLOODED:
      report (out, &CREST_IN_FLOODED_STREAM, counter);
      return;
    case WADI_CREST_HEX_NO_DEPRESSION:
    case WADI_CREST_HEX_NOT_FOR_CLASS:
    case WADI_CREST_HEX_NOT_IN_WADI:
    default:
      report (out, &CREST_NOT_IN_DEPRESSION, counter);
      return;
    }
  wadi_crest_check_centre (ctx, counter->hex, counter->centre, &verdict);
  if (verdict.allowed)
    return;
  if (g_strcmp0 (verdict.rule, "B20.91") == 0)
    report (out, &CREST_CENTRE_DEPRESSION, counter);
  else
    report (out, &CREST_CENTRE_CLIFF, counter);
}

static void
check_vehicle_crest (const WadiRulesContext *ctx,
                     const WadiCounter      *counter,
                     GArray                 *out)
{
  const WadiBoard *board = wadi_rules_context_map (ctx);
  gboolean         vehicle = wadi_unit_class_is_vehicle (counter->unit_class);
  WadiVerdict      verdict;
  guint            first, second;

  if (!vehicle)
    report (out, &VEHICLE_CREST_NOT_VEHICLE, counter);
  /* Where a vehicle may be in Crest status, whatever class the counter
   * wrongly names. */
  if (wadi_crest_check_unit (ctx, counter->hex,
                             vehicle ? counter->unit_class : WADI_UNIT_FULLY_TRACKED,
                             &verdict)
      != WADI_CREST_HEX_ALLOWED)
    {
      report (out, &VEHICLE_CREST_NOT_IN_WADI, counter);
      return;
    }
  wadi_crest_check_vertex (ctx, counter->hex, counter->vertex, &verdict);
  if (verdict.allowed)
    return;
  first = wadi_board_get_side (board, (WadiHexside) { counter->hex, counter->vertex % 6u });
  second = wadi_board_get_side (board, (WadiHexside) { counter->hex, (counter->vertex + 1u) % 6u });
  if ((first & second & WADI_SIDE_DEPRESSION) != 0)
    report (out, &VEHICLE_CREST_TWO_WADI_HEXSIDES, counter);
  else
    report (out, &VEHICLE_CREST_CLIFF_SIDE, counter);
}

/* B20.5, where streams have a depth; a stream that is dry (or frozen,
 * B20.7) is a gully. */
static void
check_fortification (const WadiRulesContext *ctx,
                     const WadiCounter      *counter,
                     const WadiHexCell      *cell,
                     GArray                 *out)
{
  WadiStreamDepth depth = wadi_stream_depth (ctx, counter->hex, FALSE);

  /* B20.97: the fortification is IN; say so where Crest units might
   * think they share it. */
  if (cell->depression != WADI_DEPRESSION_NONE
      && wadi_rules_context_has_unit_at (ctx, counter->hex, WADI_POSITION_CREST))
    report (out, &FORTIFICATION_IN_DEPRESSION, counter);
  if (depth == WADI_STREAM_DRY)
    return;
  if (counter->kind == WADI_COUNTER_FOXHOLE)
    report (out, &FORTIFICATION_IN_STREAM, counter);
  else if (depth >= WADI_STREAM_DEEP)
    report (out, &FORTIFICATION_IN_DEEP_STREAM, counter);
}

/* A unit in Crest status in a Depression hex: the rule movement follows
 * (wadi_crest_check_unit), then its Crest counter. */
static void
check_crest_unit (const WadiRulesContext *ctx,
                  const WadiCounter      *counter,
                  GArray                 *out)
{
  gboolean    vehicle = wadi_unit_class_is_vehicle (counter->unit_class);
  WadiVerdict verdict;

  switch (wadi_crest_check_unit (ctx, counter->hex, counter->unit_class, &verdict))
    {
    case WADI_CREST_HEX_ALLOWED:
      if (!wadi_rules_context_has_counter (ctx, counter->hex,
                                           vehicle ? WADI_COUNTER_VEHICLE_CREST : WADI_COUNTER_CREST))
        report (out, &CREST_UNIT_WITHOUT_COUNTER, counter);
      break;
    case WADI_CREST_HEX_NOT_FOR_CLASS:
      report (out, &CAVALRY_CREST, counter);
      break;
    case WADI_CREST_HEX_NOT_IN_WADI:
    case WADI_CREST_HEX_FORD_OR_BRIDGE:
      if (vehicle)
        report (out, &VEHICLE_CREST_NOT_IN_WADI, counter);
      else if (counter->unit_class == WADI_UNIT_TOWED_GUN)
        report (out, &GUN_CREST_NOT_IN_WADI, counter);
      else
        report (out, &CREST_IN_FORD_OR_BRIDGE, counter);
      break;
    case WADI_CREST_HEX_FLOODED:
      report (out, &CREST_IN_FLOODED_STREAM, counter);
      break;
    case WADI_CREST_HEX_NO_DEPRESSION:
    default:
      report_needs_depression (ctx, counter, out);
      break;
    }
}

static void
check_unit_position (const WadiRulesContext *ctx,
                     const WadiCounter      *counter,
                     const WadiHexCell      *cell,
                     GArray                 *out)
{
  const WadiRuleset *ruleset = wadi_ruleset_of (ctx);
  gboolean           wadi_bridge = wadi_rules_hex_has_two_levels (ctx, counter->hex);

  switch (counter->position)
    {
    case WADI_POSITION_GROUND:
      break;
    case WADI_POSITION_IN:
      if (cell->depression == WADI_DEPRESSION_NONE && !wadi_bridge)
        report_needs_depression (ctx, counter, out);
      break;
    case WADI_POSITION_CREST:
      if (!wadi_ruleset_knows_position (ruleset, counter->position))
        report (out, &POSITION_NOT_IN_RULESET, counter);
      else if (cell->depression == WADI_DEPRESSION_NONE)
        report_needs_depression (ctx, counter, out);
      else
        check_crest_unit (ctx, counter, out);
      break;
    case WADI_POSITION_BRIDGE:
    case WADI_POSITION_WADI:
      if (!wadi_ruleset_knows_position (ruleset, counter->position))
        report (out, &POSITION_NOT_IN_RULESET, counter);
      else if ((cell->flags & WADI_HEX_FLAG_WADI_BRIDGE) != 0 && !wadi_bridge)
        report (out, &LEVEL_WITHOUT_WADI_RULES, counter);
      else if (!wadi_bridge)
        report (out, &POSITION_NEEDS_WADI_BRIDGE, counter);
      break;
    case WADI_POSITION_COUNT:
    default:
      report (out, &POSITION_NOT_IN_RULESET, counter);
      break;
    }
  if (wadi_bridge && counter->position != WADI_POSITION_BRIDGE
      && counter->position != WADI_POSITION_WADI)
    report (out, &WADI_BRIDGE_LEVEL_UNSET, counter);
}

/* B20.44, B20.46, where streams have a depth, with a ford one
 * classification shallower (B20.81): the rule movement follows
 * (wadi_stream_check_in), a unit in a stream hex having got there by
 * moving in.  A unit at ground level in a hex with a bridge is on the
 * bridge, and a Crest unit is above the water (none in a flooded stream:
 * check_crest_unit). */
static void
check_unit_in_stream (const WadiRulesContext *ctx,
                      const WadiCounter      *counter,
                      const WadiHexCell      *cell,
                      GArray                 *out)
{
  WadiVerdict verdict;

  if (counter->position == WADI_POSITION_CREST
      || (counter->position == WADI_POSITION_GROUND && hex_has_bridge (ctx, counter, cell)))
    return;
  switch (wadi_stream_check_in (ctx, counter->hex, counter->unit_class, &verdict))
    {
    case WADI_STREAM_IN_VEHICLE_FLOODED:
      report (out, &VEHICLE_IN_FLOODED_STREAM, counter);
      break;
    case WADI_STREAM_IN_MOTORCYCLE_DEEP:
      report (out, &MOTORCYCLE_IN_DEEP_STREAM, counter);
      break;
    case WADI_STREAM_IN_WATER_OBSTACLE:
      report (out, &UNIT_IN_FLOODED_STREAM, counter);
      break;
    case WADI_STREAM_IN_ALLOWED:
    default:
      break;
    }
}

/* A bridge crosses something, as a ford does (B20.8): a Depression in
 * its hex or along one of its hexsides (F5.11), or water, wet ground
 * among it.  The rules say what a bridge does (B20.3, B20.9), not where
 * one may stand: Wadi's own warning, where a ford's is an error. */
static gboolean
bridge_crosses_something (const WadiBoard   *board,
                          WadiHex            hex,
                          const WadiHexCell *cell)
{
  if (cell->depression != WADI_DEPRESSION_NONE || cell->terrain == WADI_TERRAIN_POND
      || cell->terrain == WADI_TERRAIN_MARSH || cell->terrain == WADI_TERRAIN_SWAMP)
    return TRUE;
  for (WadiDirection d = 0; d < WADI_DIRECTION_COUNT; d++)
    if (wadi_board_get_side (board, (WadiHexside) { hex, d }) & (WADI_SIDE_DEPRESSION | WADI_SIDE_WADI))
      return TRUE;
  return FALSE;
}

void
wadi_placement_check_all (const WadiRulesContext *ctx,
                          const WadiCounter      *counter,
                          GArray                 *out)
{
  const WadiBoard   *board = wadi_rules_context_map (ctx);
  const WadiHexCell *cell;

  if (board == NULL || !wadi_board_contains (board, counter->hex))
    {
      report_at (out, &OFF_MAP, WADI_DIAG_AT_SCENARIO, counter->hex, counter->id);
      return;
    }
  if (!wadi_ruleset_knows_counter (wadi_ruleset_of (ctx), counter->kind))
    {
      report (out, &KIND_NOT_IN_RULESET, counter);
      return;
    }
  cell = wadi_board_cell (board, counter->hex);
  switch (counter->kind)
    {
    case WADI_COUNTER_FORD:
      /* A wadi is a gully for all purposes F5 does not modify (F5.12);
       * a ruleset without wadis is not told of them, and a ford in a
       * Depression it does not know stands in none */
      if (cell->depression == WADI_DEPRESSION_NONE
          || !wadi_ruleset_knows_depression (wadi_ruleset_of (ctx), (WadiDepression) cell->depression))
        report_citing (out,
                       wadi_ruleset_knows_depression (wadi_ruleset_of (ctx), WADI_DEPRESSION_WADI)
                           ? &FORD_NOT_IN_STREAM
                           : &FORD_NOT_IN_STREAM_NO_WADI,
                       counter, wadi_ruleset_of (ctx)->ford_rule);
      check_marked_once (ctx, counter, out);
      break;
    case WADI_COUNTER_CREST:
      check_crest (ctx, counter, out);
      break;
    case WADI_COUNTER_VEHICLE_CREST:
      check_vehicle_crest (ctx, counter, out);
      break;
    case WADI_COUNTER_WIRE:
    case WADI_COUNTER_MINEFIELD:
    case WADI_COUNTER_FOXHOLE:
      check_fortification (ctx, counter, cell, out);
      break;
    case WADI_COUNTER_UNIT:
      check_unit_position (ctx, counter, cell, out);
      check_unit_in_stream (ctx, counter, cell, out);
      break;
    case WADI_COUNTER_BRIDGE:
      if (!bridge_crosses_something (board, counter->hex, cell))
        report (out, &BRIDGE_OVER_NOTHING, counter);
      check_marked_once (ctx, counter, out);
      break;
    case WADI_COUNTER_KIND_COUNT:
    default:
      break;
    }
}

/* Tide of Iron: a wadi bridge hex has two levels, the bridge (level 0)
 * and the wadi floor; every other hex has one.  Stacking is checked under
 * a ruleset that says how many units a level holds. */
static guint
toi_level (const WadiCounter *counter,
           gboolean           wadi_bridge)
{
  if (!wadi_bridge)
    return 0;
  return counter->position == WADI_POSITION_WADI || counter->position == WADI_POSITION_IN;
}

typedef struct
{
  guint       units;
  const char *side; /* the first side named on the level */
  gboolean    opposing;
} ToiLevel;

static void
toi_level_add (ToiLevel          *level,
               const WadiCounter *counter)
{
  level->units++;
  if (counter->side == NULL || counter->side[0] == '\0')
    return;
  if (level->side == NULL)
    level->side = counter->side;
  else if (g_strcmp0 (level->side, counter->side) != 0)
    level->opposing = TRUE;
}

/* Fills levels[2] from the units in the hex, leaving out the one with
 * skip_id (0: none). */
static gboolean
toi_levels (const WadiRulesContext *ctx,
            WadiHex                 hex,
            guint                   skip_id,
            ToiLevel                levels[2],
            gboolean               *wadi_bridge,
            guint                  *limit)
{
  const WadiBoard   *b = wadi_rules_context_map (ctx);
  const WadiRuleset *ruleset = wadi_ruleset_of (ctx);
  const GPtrArray   *list;

  memset (levels, 0, 2 * sizeof (ToiLevel));
  *limit = ruleset != NULL ? ruleset->units_per_level : 0;
  if (*limit == 0 || b == NULL
      || !wadi_board_contains (b, hex))
    return FALSE;
  *wadi_bridge = wadi_rules_hex_has_two_levels (ctx, hex);
  list = wadi_rules_context_counters_at (ctx, hex);
  for (guint i = 0; list != NULL && i < list->len; i++)
    {
      const WadiCounter *counter = g_ptr_array_index (list, i);

      if (counter->kind == WADI_COUNTER_UNIT && (skip_id == 0 || counter->id != skip_id))
        toi_level_add (&levels[toi_level (counter, *wadi_bridge)], counter);
    }
  return TRUE;
}

void
wadi_placement_check_stacking (const WadiRulesContext *ctx,
                               WadiHex                 hex,
                               GArray                 *out)
{
  const WadiRuleset *ruleset = wadi_ruleset_of (ctx);
  ToiLevel           levels[2];
  gboolean           wadi_bridge = FALSE;
  guint              limit;

  if (ruleset != NULL && ruleset->infantry_per_hex > 0)
    {
      const GPtrArray *list = wadi_rules_context_counters_at (ctx, hex);
      guint            infantry = 0;

      /* B20.98: every position of the hex counts toward one limit. */
      for (guint i = 0; list != NULL && i < list->len; i++)
        {
          const WadiCounter *counter = g_ptr_array_index (list, i);

          infantry += counter->kind == WADI_COUNTER_UNIT && counter->unit_class == WADI_UNIT_INFANTRY;
        }
      if (infantry > ruleset->infantry_per_hex)
        {
          const WadiBoard   *map = wadi_rules_context_map (ctx);
          const WadiHexCell *cell = map != NULL && wadi_board_contains (map, hex) ? wadi_board_cell (map, hex) : NULL;

          report_at (out,
                     cell != NULL && cell->depression != WADI_DEPRESSION_NONE ? &ASL_OVER_LIMIT : &ASL_OVER_LIMIT_ONE_LEVEL,
                     WADI_DIAG_AT_HEX, hex, 0);
        }
    }
  if (!toi_levels (ctx, hex, 0, levels, &wadi_bridge, &limit))
    return;
  for (guint l = 0; l < 2; l++)
    {
      if (levels[l].units > limit)
        report_at (out, &TOI_OVER_LIMIT, WADI_DIAG_AT_HEX, hex, 0);
      if (levels[l].opposing)
        report_at (out, &TOI_OPPOSING_SIDES, WADI_DIAG_AT_HEX, hex, 0);
    }
}

void
wadi_placement_check (const WadiRulesContext *ctx,
                      const WadiCounter      *counter,
                      WadiVerdict            *verdict,
                      const char            **code)
{
  g_autoptr(GArray) found = g_array_new (FALSE, TRUE, sizeof (WadiDiagnostic));
  const WadiDiagnosticRule *stacking = NULL;
  ToiLevel                  levels[2];
  gboolean                  wadi_bridge = FALSE;
  guint                     limit;

  wadi_placement_check_all (ctx, counter, found);
  if (counter->kind == WADI_COUNTER_UNIT
      && toi_levels (ctx, counter->hex, counter->id, levels, &wadi_bridge, &limit))
    {
      ToiLevel *level = &levels[toi_level (counter, wadi_bridge)];

      toi_level_add (level, counter);
      if (level->units > limit)
        stacking = &TOI_OVER_LIMIT;
      else if (level->opposing)
        stacking = &TOI_OPPOSING_SIDES;
    }
  if (stacking != NULL)
    report (found, stacking, counter);

  /* Warnings say something is amiss, not that the counter may not stand
   * there. */
  for (guint i = 0; i < found->len; i++)
    {
      const WadiDiagnostic *diagnostic = &g_array_index (found, WadiDiagnostic, i);

      if (diagnostic->severity == WADI_SEVERITY_ERROR)
        {
          verdict->allowed = FALSE;
          verdict->reason = diagnostic->message;
          verdict->rule = diagnostic->rule;
          if (code != NULL)
            *code = diagnostic->code;
          return;
        }
    }
  verdict->allowed = TRUE;
  verdict->reason = NULL;
  verdict->rule = NULL;
  if (code != NULL)
    *code = NULL;
}
