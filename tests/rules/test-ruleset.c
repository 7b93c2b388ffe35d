/* test-ruleset.c: what a ruleset offers is what its rules accept
 *
 * The palette lists a descriptor's terrain, Depressions and counters, and
 * the validator and placement read the same descriptor: for every ruleset,
 * everything it offers can be painted or placed on a suitable hex without a
 * "not-in-ruleset" diagnostic, and everything the rules accept is offered.
 */
#include "config.h"

#include <string.h>

#include "wadi-placement.h"
#include "wadi-ruleset.h"
#include "wadi-validate.h"

/* The hex everything is painted on or placed in: the middle of a 5 x 5
 * board, away from the edge. */
static const WadiHex middle = { 2, 2 };

static WadiScenario *
scenario_new (WadiRulesetId ruleset)
{
  WadiScenario  *scenario = wadi_scenario_new (ruleset);
  WadiGridLayout layout = { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD };

  wadi_scenario_add_board (scenario, wadi_board_new ("1", 5, 5, layout, WADI_LABEL_ASL, 1));
  return scenario;
}

/* Paints the middle hex: a Depression runs through two opposite hexsides,
 * so that a stream there is a stream hex (B20.1). */
static void
paint (WadiScenario  *scenario,
       WadiTerrain    terrain,
       WadiDepression depression,
       guint          flags)
{
  WadiBoard  *board = wadi_scenario_grid (scenario);
  WadiHexCell cell = { 0 };

  cell.terrain = (guint8) terrain;
  cell.depression = (guint8) depression;
  cell.floor = depression != WADI_DEPRESSION_NONE ? -1 : 0;
  cell.flags = (guint8) flags;
  wadi_board_set_cell (board, middle, &cell);
  for (WadiDirection d = 0; d < WADI_DIRECTION_COUNT; d += 3)
    wadi_board_set_side (board, (WadiHexside) { middle, d },
                         depression != WADI_DEPRESSION_NONE ? WADI_SIDE_DEPRESSION : 0);
}

/* Whether validating the whole scenario reports code anywhere. */
static gboolean
validation_reports (const WadiScenario *scenario,
                    const char         *code)
{
  g_autoptr(WadiRulesContext) ctx = wadi_rules_context_new (scenario);
  g_autoptr(GArray) found = wadi_validate_all (ctx);

  for (guint i = 0; i < found->len; i++)
    if (strcmp (g_array_index (found, WadiDiagnostic, i).code, code) == 0)
      return TRUE;
  return FALSE;
}

/* Every diagnostic of placing counter, with its hex's stacking. */
static GArray *
placement_diagnostics (const WadiScenario *scenario,
                       const WadiCounter  *counter)
{
  g_autoptr(WadiRulesContext) ctx = wadi_rules_context_new (scenario);
  GArray *found = g_array_new (FALSE, TRUE, sizeof (WadiDiagnostic));

  wadi_placement_check_all (ctx, counter, found);
  return found;
}

static gboolean
has_code (const GArray *found,
          const char   *code)
{
  for (guint i = 0; i < found->len; i++)
    if (strcmp (g_array_index (found, WadiDiagnostic, i).code, code) == 0)
      return TRUE;
  return FALSE;
}

static gboolean
has_not_in_ruleset (const GArray *found)
{
  for (guint i = 0; i < found->len; i++)
    if (g_str_has_suffix (g_array_index (found, WadiDiagnostic, i).code, "not-in-ruleset"))
      return TRUE;
  return FALSE;
}

static void
test_names (void)
{
  static const char *const display[WADI_RULESET_COUNT] = {
    [WADI_RULESET_ASL] = "Advanced Squad Leader",
    [WADI_RULESET_TOI] = "Tide of Iron",
    [WADI_RULESET_CLASSIC] = "Classic charts",
  };

  for (guint id = 0; id < WADI_RULESET_COUNT; id++)
    {
      const WadiRuleset *ruleset = wadi_ruleset_get (id);

      g_assert_nonnull (ruleset);
      g_assert_cmpint (ruleset->id, ==, id);
      /* the descriptor and the file agree on the name */
      g_assert_cmpstr (ruleset->name, ==, wadi_ruleset_name (id));
      g_assert_true (wadi_ruleset_lookup (ruleset->name) == ruleset);
      g_assert_cmpstr (ruleset->display_name, ==, display[id]);
      g_assert_nonnull (ruleset->movement_step);
      g_assert_nonnull (ruleset->los);
    }
  /* one name per ruleset: the classic charts are "classic" */
  g_assert_cmpstr (wadi_ruleset_get (WADI_RULESET_CLASSIC)->name, ==, "classic");
  g_assert_null (wadi_ruleset_lookup ("pb"));
  g_assert_null (wadi_ruleset_lookup ("chess"));
  g_assert_null (wadi_ruleset_get (WADI_RULESET_COUNT));
}

/* The bugs this file was written for: Tide of Iron offered brush and
 * grain, which the validator flags; the classic charts offered wire,
 * which placement rejects, and not the ford, which it allows. */
static void
test_reported_bugs (void)
{
  const WadiRuleset *toi = wadi_ruleset_get (WADI_RULESET_TOI);
  const WadiRuleset *classic = wadi_ruleset_get (WADI_RULESET_CLASSIC);

  g_assert_false (wadi_ruleset_knows_terrain (toi, WADI_TERRAIN_BRUSH));
  g_assert_false (wadi_ruleset_knows_terrain (toi, WADI_TERRAIN_GRAIN));
  g_assert_false (wadi_ruleset_knows_counter (classic, WADI_COUNTER_WIRE));
  g_assert_true (wadi_ruleset_knows_counter (classic, WADI_COUNTER_FORD));
}

/* Terrain: painted, flagged exactly when not offered. */
static void
test_terrain (void)
{
  for (guint id = 0; id < WADI_RULESET_COUNT; id++)
    {
      const WadiRuleset *ruleset = wadi_ruleset_get (id);
      g_autoptr(WadiScenario) scenario = scenario_new (id);

      g_assert_cmpuint (ruleset->n_terrain, >, 0);
      for (WadiTerrain terrain = 0; terrain < WADI_TERRAIN_COUNT; terrain++)
        {
          g_test_message ("%s: %s", ruleset->name, wadi_terrain_name (terrain));
          paint (scenario, terrain, WADI_DEPRESSION_NONE, 0);
          g_assert_cmpint (validation_reports (scenario, "terrain.not-in-ruleset"), ==,
                           !wadi_ruleset_knows_terrain (ruleset, terrain));
        }
    }
}

/* Depressions, on Open Ground. */
static void
test_depressions (void)
{
  for (guint id = 0; id < WADI_RULESET_COUNT; id++)
    {
      const WadiRuleset *ruleset = wadi_ruleset_get (id);
      g_autoptr(WadiScenario) scenario = scenario_new (id);

      for (WadiDepression depression = 0; depression < WADI_DEPRESSION_COUNT; depression++)
        {
          g_test_message ("%s: %s", ruleset->name, wadi_depression_name (depression));
          paint (scenario, WADI_TERRAIN_OPEN, depression, 0);
          g_assert_cmpint (validation_reports (scenario, "depression.not-in-ruleset"), ==,
                           !wadi_ruleset_knows_depression (ruleset, depression));
        }
      for (guint i = 0; i < ruleset->n_depressions; i++)
        g_assert_cmpint (ruleset->depressions[i], !=, WADI_DEPRESSION_NONE);
    }
}

/* Hex marks, one at a time. */
static void
test_hex_flags (void)
{
  for (guint id = 0; id < WADI_RULESET_COUNT; id++)
    {
      const WadiRuleset *ruleset = wadi_ruleset_get (id);
      g_autoptr(WadiScenario) scenario = scenario_new (id);

      for (guint bit = 0; bit < WADI_HEX_FLAG_COUNT_; bit++)
        {
          guint flag = 1u << bit;

          paint (scenario, WADI_TERRAIN_OPEN, WADI_DEPRESSION_NONE, flag);
          g_assert_cmpint (validation_reports (scenario, "hex-flag.not-in-ruleset"), ==,
                           !wadi_ruleset_knows_hex_flags (ruleset, flag));
        }
    }
}

/* A hex each kind of counter may stand in, and how it stands there. */
static void
suit_hex_for (WadiScenario *scenario,
              WadiCounter  *counter)
{
  switch (counter->kind)
    {
    case WADI_COUNTER_FORD:
    case WADI_COUNTER_BRIDGE:
      paint (scenario, WADI_TERRAIN_OPEN, WADI_DEPRESSION_STREAM, 0);
      break;
    case WADI_COUNTER_CREST:
      /* the centre on a bank, not on the gully's hexsides 0 and 3 */
      paint (scenario, WADI_TERRAIN_OPEN, WADI_DEPRESSION_GULLY, 0);
      counter->centre = 1;
      break;
    case WADI_COUNTER_VEHICLE_CREST:
      /* the vertex of hexsides 1 and 2, both banks */
      paint (scenario, WADI_TERRAIN_OPEN, WADI_DEPRESSION_WADI, 0);
      counter->unit_class = WADI_UNIT_FULLY_TRACKED;
      counter->vertex = 1;
      break;
    case WADI_COUNTER_WIRE:
    case WADI_COUNTER_MINEFIELD:
    case WADI_COUNTER_FOXHOLE:
    case WADI_COUNTER_UNIT:
    case WADI_COUNTER_KIND_COUNT:
    default:
      paint (scenario, WADI_TERRAIN_OPEN, WADI_DEPRESSION_NONE, 0);
      break;
    }
}

/* Counters: one the ruleset offers stands on its suitable hex with no
 * diagnostic at all; one it does not offer is a kind not in the ruleset. */
static void
test_counters (void)
{
  for (guint id = 0; id < WADI_RULESET_COUNT; id++)
    {
      const WadiRuleset *ruleset = wadi_ruleset_get (id);

      g_assert_cmpuint (ruleset->n_counters, >, 0);
      for (WadiCounterKind kind = 0; kind < WADI_COUNTER_KIND_COUNT; kind++)
        {
          g_autoptr(WadiScenario) scenario = scenario_new (id);
          g_autoptr(GArray) found = NULL;
          WadiCounter counter = { 0 };

          g_test_message ("%s: %s", ruleset->name, wadi_counter_kind_name (kind));
          counter.id = 1;
          counter.kind = kind;
          counter.hex = middle;
          suit_hex_for (scenario, &counter);
          found = placement_diagnostics (scenario, &counter);
          if (wadi_ruleset_knows_counter (ruleset, kind))
            g_assert_cmpuint (found->len, ==, 0);
          else
            g_assert_true (has_code (found, "placement.kind-not-in-ruleset"));
        }
    }
}

/* Unit classes: placement takes a unit of any class under every ruleset,
 * so every ruleset offers every class. */
static void
test_unit_classes (void)
{
  for (guint id = 0; id < WADI_RULESET_COUNT; id++)
    {
      const WadiRuleset *ruleset = wadi_ruleset_get (id);
      g_autoptr(WadiScenario) scenario = scenario_new (id);

      for (WadiUnitClass unit_class = 0; unit_class < WADI_UNIT_CLASS_COUNT; unit_class++)
        {
          g_autoptr(GArray) found = NULL;
          WadiCounter unit = { 0 };

          unit.id = 1;
          unit.kind = WADI_COUNTER_UNIT;
          unit.hex = middle;
          unit.unit_class = unit_class;
          found = placement_diagnostics (scenario, &unit);
          g_assert_false (has_not_in_ruleset (found));
          g_assert_true (wadi_ruleset_knows_unit_class (ruleset, unit_class));
        }
    }
}

/* Hexside features: the validator flags none as foreign to a ruleset, so
 * every ruleset offers every feature. */
static void
test_side_features (void)
{
  for (guint id = 0; id < WADI_RULESET_COUNT; id++)
    {
      const WadiRuleset *ruleset = wadi_ruleset_get (id);

      for (guint bit = 0; bit < WADI_SIDE_FEATURE_COUNT_; bit++)
        {
          g_autoptr(WadiScenario) scenario = scenario_new (id);
          g_autoptr(WadiRulesContext) ctx = NULL;
          g_autoptr(GArray) found = NULL;

          wadi_board_set_side (wadi_scenario_grid (scenario), (WadiHexside) { middle, 1 }, 1u << bit);
          ctx = wadi_rules_context_new (scenario);
          found = wadi_validate_all (ctx);
          g_assert_false (has_not_in_ruleset (found));
          g_assert_true (wadi_ruleset_knows_side_feature (ruleset, 1u << bit));
        }
    }
}

/* Positions: a unit in one the ruleset does not know is flagged, in the
 * hex that would otherwise suit it. */
static void
test_positions (void)
{
  for (guint id = 0; id < WADI_RULESET_COUNT; id++)
    {
      const WadiRuleset *ruleset = wadi_ruleset_get (id);

      for (WadiPosition position = 0; position < WADI_POSITION_COUNT; position++)
        {
          g_autoptr(WadiScenario) scenario = scenario_new (id);
          g_autoptr(GArray) found = NULL;
          WadiCounter unit = { 0 };

          unit.id = 1;
          unit.kind = WADI_COUNTER_UNIT;
          unit.hex = middle;
          unit.position = position;
          if (position == WADI_POSITION_BRIDGE || position == WADI_POSITION_WADI)
            paint (scenario, WADI_TERRAIN_OPEN, WADI_DEPRESSION_NONE,
                   wadi_ruleset_hex_flag_mask (ruleset) & WADI_HEX_FLAG_WADI_BRIDGE);
          else if (position != WADI_POSITION_GROUND)
            paint (scenario, WADI_TERRAIN_OPEN, ruleset->depressions[0], 0);
          found = placement_diagnostics (scenario, &unit);
          g_assert_cmpint (has_code (found, "placement.position-not-in-ruleset"), ==,
                           !wadi_ruleset_knows_position (ruleset, position));
        }
    }
}

/* Moved from test-placement: which rulesets have which counters. */
static void
test_counter_kinds (void)
{
  const WadiRuleset *asl = wadi_ruleset_get (WADI_RULESET_ASL);
  const WadiRuleset *toi = wadi_ruleset_get (WADI_RULESET_TOI);
  const WadiRuleset *classic = wadi_ruleset_get (WADI_RULESET_CLASSIC);

  g_assert_true (wadi_ruleset_knows_counter (asl, WADI_COUNTER_VEHICLE_CREST));
  g_assert_true (wadi_ruleset_knows_counter (toi, WADI_COUNTER_UNIT));
  g_assert_true (wadi_ruleset_knows_counter (toi, WADI_COUNTER_WIRE));
  g_assert_false (wadi_ruleset_knows_counter (toi, WADI_COUNTER_CREST));
  /* the Terrain Effects Chart has a STREAM FORD row */
  g_assert_true (wadi_ruleset_knows_counter (classic, WADI_COUNTER_FORD));
  g_assert_false (wadi_ruleset_knows_counter (classic, WADI_COUNTER_CREST));
  g_assert_true (wadi_ruleset_knows_counter (classic, WADI_COUNTER_MINEFIELD));
  g_assert_false (wadi_ruleset_knows_counter (classic, WADI_COUNTER_KIND_COUNT));
  g_assert_false (wadi_ruleset_knows_counter (NULL, WADI_COUNTER_UNIT));
}

/* The SSRs a ruleset reads are the ones its rules look at: the streams'
 * SSRs change an ASL stream hex only. */
static void
test_ssrs (void)
{
  g_assert_true (wadi_ruleset_reads_ssr (wadi_ruleset_get (WADI_RULESET_ASL), WADI_RULESET_SSR_STREAM_DEPTH));
  g_assert_true (wadi_ruleset_reads_ssr (wadi_ruleset_get (WADI_RULESET_TOI), WADI_RULESET_SSR_TOI_WADI_RULES));
  g_assert_cmpuint (wadi_ruleset_get (WADI_RULESET_CLASSIC)->ssrs, ==, 0);
  /* the SSRs a file writes for a ruleset (src/model) are the ones it reads */
  for (guint id = 0; id < WADI_RULESET_COUNT; id++)
    g_assert_cmpuint (wadi_ruleset_get (id)->ssrs, ==, wadi_ssr_fields_of (id));
  g_assert_cmpstr (wadi_ruleset_ssr_name (WADI_RULESET_SSR_STREAM_DEPTH), ==, "stream-depth");
  g_assert_cmpstr (wadi_ruleset_ssr_name (WADI_RULESET_SSR_TOI_STREAM_BRIDGES_BLOCK_LOS), ==,
                   "toi-stream-bridges-block-los");

  for (guint id = 0; id < WADI_RULESET_COUNT; id++)
    {
      const WadiRuleset *ruleset = wadi_ruleset_get (id);
      g_autoptr(WadiScenario) scenario = scenario_new (id);

      if (!wadi_ruleset_knows_depression (ruleset, WADI_DEPRESSION_STREAM))
        continue;
      scenario->ssr.stream_depth = WADI_STREAM_FLOODED;
      paint (scenario, WADI_TERRAIN_OPEN, WADI_DEPRESSION_STREAM, 0);
      g_assert_cmpint (validation_reports (scenario, "ssr.stream-flooded"), ==,
                       wadi_ruleset_reads_ssr (ruleset, WADI_RULESET_SSR_STREAM_DEPTH));
    }
}

/* ASL's maps are made of its geomorphic mapboards (the boards 25, 14 and
 * 13 of the B20 and F5 examples); the others' boards are any size. */
static void
test_geomorphic_boards (void)
{
  g_assert_true (wadi_ruleset_get (WADI_RULESET_ASL)->geomorphic_boards);
  g_assert_false (wadi_ruleset_get (WADI_RULESET_TOI)->geomorphic_boards);
  g_assert_false (wadi_ruleset_get (WADI_RULESET_CLASSIC)->geomorphic_boards);
}

/* Every ruleset colours its nations' counters; each knows only its own
 * (Japanese fought in ASL, not in Tide of Iron or PanzerBlitz), in any
 * case. */
static void
test_side_colors (void)
{
  const WadiRulesetId ids[] = { WADI_RULESET_ASL, WADI_RULESET_TOI, WADI_RULESET_CLASSIC };
  guint32             rgb = 0;

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      const WadiRuleset *ruleset = wadi_ruleset_get (ids[i]);
      guint32            german = 0, axis = 0;

      g_assert_true (wadi_ruleset_side_color (ruleset, "German", &german));
      g_assert_true (wadi_ruleset_side_color (ruleset, "axis", &axis));
      g_assert_cmphex (german, ==, axis);
      g_assert_true (wadi_ruleset_side_color (ruleset, "american", &rgb));
      g_assert_cmphex (rgb, !=, german);
      g_assert_false (wadi_ruleset_side_color (ruleset, "martian", &rgb));
      g_assert_false (wadi_ruleset_side_color (ruleset, NULL, &rgb));
    }
  g_assert_true (wadi_ruleset_side_color (wadi_ruleset_get (WADI_RULESET_ASL), "japanese", &rgb));
  g_assert_false (wadi_ruleset_side_color (wadi_ruleset_get (WADI_RULESET_TOI), "japanese", &rgb));
  g_assert_false (wadi_ruleset_side_color (wadi_ruleset_get (WADI_RULESET_CLASSIC), "japanese", &rgb));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ruleset/names", test_names);
  g_test_add_func ("/ruleset/side-colors", test_side_colors);
  g_test_add_func ("/ruleset/reported-bugs", test_reported_bugs);
  g_test_add_func ("/ruleset/terrain", test_terrain);
  g_test_add_func ("/ruleset/depressions", test_depressions);
  g_test_add_func ("/ruleset/hex-flags", test_hex_flags);
  g_test_add_func ("/ruleset/counters", test_counters);
  g_test_add_func ("/ruleset/counter-kinds", test_counter_kinds);
  g_test_add_func ("/ruleset/unit-classes", test_unit_classes);
  g_test_add_func ("/ruleset/hexside-features", test_side_features);
  g_test_add_func ("/ruleset/positions", test_positions);
  g_test_add_func ("/ruleset/ssrs", test_ssrs);
  g_test_add_func ("/ruleset/geomorphic-boards", test_geomorphic_boards);

  return g_test_run ();
}
