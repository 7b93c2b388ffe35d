/* test-combat-toi.c: attacks between the levels of a Tide of Iron wadi
 * bridge hex, sentence by sentence of the wadi bridge hex card's Example */
#include "config.h"

#include "wadi-fire.h"
#include "wadi-test-fixtures.h"
#include "wadi-toi-combat.h"

typedef struct
{
  WadiScenario     *scenario;
  WadiRulesContext *ctx;
  WadiCounter       panzer;     /* on the bridge */
  WadiCounter       german;     /* squad, on the bridge */
  WadiCounter       british[2]; /* squads, in the wadi */
} Example;

static WadiCounter
unit (const WadiScenario *scenario,
      WadiUnitClass       unit_class,
      WadiPosition        position,
      const char         *side)
{
  WadiCounter counter = { 0 };

  counter.kind = WADI_COUNTER_UNIT;
  wadi_fixture_locate (scenario, "C4", &counter.hex);
  counter.unit_class = unit_class;
  counter.position = position;
  counter.side = (char *) side;
  return counter;
}

/* A wadi running through C3, C4 and C5, with the wadi bridge in C4, and the
 * Example's four units in it. */
static void
example_setup (Example      *example,
               gconstpointer data)
{
  WadiGridLayout layout = { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD };
  WadiScenario  *scenario = wadi_scenario_new (WADI_RULESET_TOI);
  WadiBoard     *board;
  WadiHex        hex;
  WadiHexCell    cell;
  WadiCounter   *units[] = { &example->panzer, &example->german,
                             &example->british[0], &example->british[1] };

  (void) data;
  scenario->ssr.toi_wadi_rules = TRUE;
  wadi_scenario_add_board (scenario, wadi_board_new ("1", 10, 10, layout, WADI_LABEL_ASL, 1));
  wadi_fixture_set_hex (scenario, "C3", WADI_TERRAIN_OPEN, 0, WADI_DEPRESSION_WADI, -1);
  wadi_fixture_set_hex (scenario, "C5", WADI_TERRAIN_OPEN, 0, WADI_DEPRESSION_WADI, -1);
  board = wadi_scenario_grid (scenario);
  hex = wadi_fixture_hex (scenario, "C4");
  cell = *wadi_board_cell (board, hex);
  cell.flags |= WADI_HEX_FLAG_WADI_BRIDGE | WADI_HEX_FLAG_ROAD;
  wadi_board_set_cell (board, hex, &cell);

  example->panzer = unit (scenario, WADI_UNIT_FULLY_TRACKED, WADI_POSITION_BRIDGE, "German");
  example->german = unit (scenario, WADI_UNIT_INFANTRY, WADI_POSITION_BRIDGE, "German");
  example->british[0] = unit (scenario, WADI_UNIT_INFANTRY, WADI_POSITION_WADI, "British");
  example->british[1] = example->british[0];
  for (gsize i = 0; i < G_N_ELEMENTS (units); i++)
    units[i]->id = wadi_scenario_add_counter (scenario, units[i]);
  example->scenario = scenario;
  example->ctx = wadi_rules_context_new (scenario);
}

static void
example_teardown (Example      *example,
                  gconstpointer data)
{
  (void) data;
  g_clear_pointer (&example->ctx, wadi_rules_context_free);
  g_clear_pointer (&example->scenario, wadi_scenario_free);
}

/* Checks the card decides, and returns whether it allows the attack; a
 * refusal comes with a reason and the card as its rule. */
static gboolean
attack (const Example       *example,
        const WadiCounter   *attacker,
        const WadiCounter   *target,
        WadiToiAttackKind    kind,
        WadiToiBridgeAttack *terms)
{
  WadiVerdict verdict = { TRUE, NULL, NULL };

  g_assert_true (wadi_toi_bridge_attack (example->ctx, attacker, target, kind, &verdict, terms));
  if (!verdict.allowed)
    {
      g_assert_nonnull (verdict.reason);
      g_assert_cmpstr (verdict.rule, ==, "Wadi bridge hex");
    }
  return verdict.allowed;
}

/* "The Panzer III would not be able to attack the British squads" */
static void
test_panzer_may_not_attack (Example      *example,
                            gconstpointer data)
{
  (void) data;
  for (gsize i = 0; i < G_N_ELEMENTS (example->british); i++)
    {
      g_assert_false (attack (example, &example->panzer, &example->british[i],
                              WADI_TOI_ATTACK_FIRE, NULL));
      g_assert_false (attack (example, &example->panzer, &example->british[i],
                              WADI_TOI_ATTACK_ASSAULT, NULL));
    }
}

/* "but the German squad would be able to attack them at close range or
 * assault them.  If the German squad chose to assault the British squads,
 * it would lose one attack die in the process." */
static void
test_german_squad_attacks (Example      *example,
                           gconstpointer data)
{
  WadiToiBridgeAttack terms;

  (void) data;
  for (gsize i = 0; i < G_N_ELEMENTS (example->british); i++)
    {
      g_assert_true (attack (example, &example->german, &example->british[i],
                             WADI_TOI_ATTACK_FIRE, &terms));
      g_assert_true (terms.close_range);
      g_assert_cmpint (terms.attack_dice_lost, ==, 0);

      g_assert_true (attack (example, &example->german, &example->british[i],
                             WADI_TOI_ATTACK_ASSAULT, &terms));
      g_assert_true (terms.close_range);
      g_assert_cmpint (terms.attack_dice_lost, ==, 1);
    }
}

/* "The British squads would be able to fire at either German unit at full
 * strength, scoring hits on a 4, 5, or 6 results." */
static void
test_british_squads_fire (Example      *example,
                          gconstpointer data)
{
  const WadiCounter  *germans[] = { &example->panzer, &example->german };
  WadiToiBridgeAttack terms;

  (void) data;
  for (gsize i = 0; i < G_N_ELEMENTS (example->british); i++)
    for (gsize g = 0; g < G_N_ELEMENTS (germans); g++)
      {
        g_assert_true (attack (example, &example->british[i], germans[g],
                               WADI_TOI_ATTACK_FIRE, &terms));
        g_assert_true (terms.close_range);
        g_assert_cmpint (terms.attack_dice_lost, ==, 0);
        g_assert_cmpint (terms.hit_on, ==, 4);
      }
}

/* "However, they could not assault the German units on the bridge due to
 * the presence of an enemy heavy vehicle." */
static void
test_british_may_not_assault (Example      *example,
                              gconstpointer data)
{
  WadiCounter         squad_alone;
  WadiToiBridgeAttack terms;

  (void) data;
  for (gsize i = 0; i < G_N_ELEMENTS (example->british); i++)
    {
      g_assert_false (attack (example, &example->british[i], &example->panzer,
                              WADI_TOI_ATTACK_ASSAULT, NULL));
      g_assert_false (attack (example, &example->british[i], &example->german,
                              WADI_TOI_ATTACK_ASSAULT, NULL));
    }

  /* It is the heavy vehicle: without the Panzer III, the squad on the
   * bridge may be assaulted, losing one attack die. */
  wadi_scenario_remove_counter (example->scenario, example->panzer.id);
  g_clear_pointer (&example->ctx, wadi_rules_context_free);
  example->ctx = wadi_rules_context_new (example->scenario);
  g_assert_true (attack (example, &example->british[0], &example->german,
                         WADI_TOI_ATTACK_ASSAULT, &terms));
  g_assert_cmpint (terms.attack_dice_lost, ==, 1);

  /* and a half-track is no heavy vehicle */
  squad_alone = example->panzer;
  squad_alone.id = 0;
  squad_alone.unit_class = WADI_UNIT_HALFTRACK;
  wadi_scenario_add_counter (example->scenario, &squad_alone);
  g_clear_pointer (&example->ctx, wadi_rules_context_free);
  example->ctx = wadi_rules_context_new (example->scenario);
  g_assert_true (attack (example, &example->british[0], &example->german,
                         WADI_TOI_ATTACK_ASSAULT, NULL));
}

/* "All of the units in the hex would receive 1 cover die from the wadi
 * bridge terrain if fired upon or assaulted, unless attacking in an
 * assault." */
static void
test_cover (Example      *example,
            gconstpointer data)
{
  const WadiCounter  *germans[] = { &example->panzer, &example->german };
  WadiToiBridgeAttack terms;

  (void) data;
  for (gsize i = 0; i < G_N_ELEMENTS (example->british); i++)
    {
      /* the British squads, fired upon or assaulted from the bridge */
      g_assert_true (attack (example, &example->german, &example->british[i],
                             WADI_TOI_ATTACK_FIRE, &terms));
      g_assert_cmpint (terms.target_cover_dice, ==, 1);
      g_assert_true (attack (example, &example->german, &example->british[i],
                             WADI_TOI_ATTACK_ASSAULT, &terms));
      g_assert_cmpint (terms.target_cover_dice, ==, 1);
      /* the German squad attacking in the assault has none */
      g_assert_cmpint (terms.attacker_cover_dice, ==, 0);

      /* the German units, fired upon from the wadi */
      for (gsize g = 0; g < G_N_ELEMENTS (germans); g++)
        {
          g_assert_true (attack (example, &example->british[i], germans[g],
                                 WADI_TOI_ATTACK_FIRE, &terms));
          g_assert_cmpint (terms.target_cover_dice, ==, 1);
        }
    }
}

/* The card decides only between the two levels of one wadi bridge hex. */
static void
test_card_applies (Example      *example,
                   gconstpointer data)
{
  WadiCounter         elsewhere = example->british[0];
  WadiVerdict         verdict = { FALSE, NULL, NULL };
  WadiToiBridgeAttack terms = { TRUE, 4, 1, 1, 1 };

  (void) data;
  /* the same level: no say, the attack is left to the normal rules */
  g_assert_false (wadi_toi_bridge_attack (example->ctx, &example->panzer, &example->german,
                                          WADI_TOI_ATTACK_FIRE, &verdict, &terms));
  g_assert_true (verdict.allowed);
  g_assert_false (terms.close_range);
  g_assert_cmpint (terms.target_cover_dice, ==, 0);
  g_assert_false (wadi_toi_bridge_attack (example->ctx, &example->british[0], &example->british[1],
                                          WADI_TOI_ATTACK_FIRE, &verdict, NULL));

  /* another hex */
  elsewhere.hex = wadi_fixture_hex (example->scenario, "C5");
  g_assert_false (wadi_toi_bridge_attack (example->ctx, &example->panzer, &elsewhere,
                                          WADI_TOI_ATTACK_FIRE, &verdict, NULL));
  g_assert_true (verdict.allowed);

  /* without the wadi rules a wadi is crevasse terrain (seed 001): the hex
   * has one level, and the card no say */
  g_assert_true (wadi_toi_bridge_attack (example->ctx, &example->german, &example->british[0],
                                         WADI_TOI_ATTACK_FIRE, &verdict, NULL));
  example->scenario->ssr.toi_wadi_rules = FALSE;
  {
    g_autoptr(WadiRulesContext) crevasse = wadi_rules_context_new (example->scenario);

    g_assert_false (wadi_toi_bridge_attack (crevasse, &example->german, &example->british[0],
                                            WADI_TOI_ATTACK_FIRE, &verdict, NULL));
  }
}

/* The movement examples' board (wadi_fixture_toi_examples): the wadi
 * along row 3, the wadi bridge hex E3 with a British squad on its wadi
 * level. */
static WadiCounter
unit_at (const WadiScenario *scenario,
         const char         *label,
         WadiUnitClass       unit_class,
         WadiPosition        position,
         const char         *side)
{
  WadiCounter counter = unit (scenario, unit_class, position, side);

  wadi_fixture_locate (scenario, label, &counter.hex);
  return counter;
}

/* The card: "A vehicle may only use its overrun ability against a squad on
 * the level of a wadi bridge hex that it can enter": the wadi level from a
 * contiguous wadi hex (one the wadi runs on from), the bridge from any
 * other hex. */
static void
test_overrun_level (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_toi_examples ();
  g_autoptr(WadiRulesContext) ctx = wadi_rules_context_new (scenario);
  WadiCounter in_d3 = unit_at (scenario, "D3", WADI_UNIT_FULLY_TRACKED, WADI_POSITION_IN, "German");
  WadiCounter on_e2 = unit_at (scenario, "E2", WADI_UNIT_FULLY_TRACKED, WADI_POSITION_GROUND, "German");
  WadiCounter squad_e2 = unit_at (scenario, "E2", WADI_UNIT_INFANTRY, WADI_POSITION_GROUND, "German");
  WadiCounter far = unit_at (scenario, "B3", WADI_UNIT_FULLY_TRACKED, WADI_POSITION_IN, "German");
  WadiCounter below = unit_at (scenario, "E3", WADI_UNIT_INFANTRY, WADI_POSITION_WADI, "British");
  WadiCounter above = unit_at (scenario, "E3", WADI_UNIT_INFANTRY, WADI_POSITION_BRIDGE, "British");
  WadiCounter in_c3 = unit_at (scenario, "C3", WADI_UNIT_INFANTRY, WADI_POSITION_IN, "British");
  WadiVerdict verdict;

  g_assert_true (wadi_toi_overrun (ctx, &in_d3, &below, &verdict));
  g_assert_true (verdict.allowed);
  g_assert_true (wadi_toi_overrun (ctx, &in_d3, &above, &verdict));
  g_assert_false (verdict.allowed);
  g_assert_nonnull (verdict.reason);
  g_assert_true (wadi_toi_overrun (ctx, &on_e2, &above, &verdict));
  g_assert_true (verdict.allowed);
  g_assert_true (wadi_toi_overrun (ctx, &on_e2, &below, &verdict));
  g_assert_false (verdict.allowed);
  /* Only vehicles overrun. */
  g_assert_true (wadi_toi_overrun (ctx, &squad_e2, &above, &verdict));
  g_assert_false (verdict.allowed);
  /* The card has no say about a hex that is not a wadi bridge hex, nor
   * about a unit not next to it. */
  g_assert_false (wadi_toi_overrun (ctx, &in_d3, &in_c3, &verdict));
  g_assert_false (wadi_toi_overrun (ctx, &far, &below, &verdict));
  /* from a wadi hex D2 the wadi does not run on from (no Depression
   * hexside to E3) the tank enters the bridge, as movement has it
   * (/movement/toi/contiguous-wadi-hex): it overruns the bridge only */
  {
    WadiCounter in_d2 = unit_at (scenario, "D2", WADI_UNIT_FULLY_TRACKED, WADI_POSITION_IN, "German");

    wadi_fixture_set_hex (scenario, "D2", WADI_TERRAIN_OPEN, 0, WADI_DEPRESSION_WADI, -1);
    wadi_rules_context_free (ctx);
    ctx = wadi_rules_context_new (scenario);
    g_assert_true (wadi_toi_overrun (ctx, &in_d2, &above, &verdict));
    g_assert_true (verdict.allowed);
    g_assert_true (wadi_toi_overrun (ctx, &in_d2, &below, &verdict));
    g_assert_false (verdict.allowed);
  }
  /* nor, without the wadi rules, about E3: crevasse terrain of one level */
  scenario->ssr.toi_wadi_rules = FALSE;
  wadi_rules_context_free (ctx);
  ctx = wadi_rules_context_new (scenario);
  g_assert_false (wadi_toi_overrun (ctx, &in_d3, &above, &verdict));
}

/* DoF wadi LOS 2: "Units in adjacent hexes that do not have LOS to the
 * target wadi hex may still support an assault into a hex, but cannot
 * initiate one."  IN C3 sees IN D3 along the wadi; a wadi hex F4 beside F3
 * with no wadi hexside between them does not ("EVEN IF the other unit is
 * adjacent"). */
static void
test_assault_support (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_toi_examples ();
  g_autoptr(WadiRulesContext) ctx = NULL;
  WadiToiAssault assault;
  WadiLocation   in_c3 = { wadi_fixture_hex (scenario, "C3"), WADI_POSITION_IN, 0 };
  WadiLocation   in_d3 = { wadi_fixture_hex (scenario, "D3"), WADI_POSITION_IN, 0 };
  WadiLocation   in_f4 = { wadi_fixture_hex (scenario, "F4"), WADI_POSITION_IN, 0 };
  WadiLocation   in_f3 = { wadi_fixture_hex (scenario, "F3"), WADI_POSITION_IN, 0 };
  WadiLocation   in_b3 = { wadi_fixture_hex (scenario, "B3"), WADI_POSITION_IN, 0 };
  WadiLocation   c2 = { wadi_fixture_hex (scenario, "C2"), WADI_POSITION_GROUND, 0 };
  WadiLocation   c1 = { wadi_fixture_hex (scenario, "C1"), WADI_POSITION_GROUND, 0 };

  wadi_fixture_set_hex (scenario, "F4", WADI_TERRAIN_OPEN, 0, WADI_DEPRESSION_WADI, -1);
  ctx = wadi_rules_context_new (scenario);
  g_assert_true (wadi_toi_assault (ctx, &in_c3, &in_d3, &assault));
  g_assert_true (assault.may_initiate);
  g_assert_true (assault.may_support);
  g_assert_true (wadi_toi_assault (ctx, &in_f4, &in_f3, &assault));
  g_assert_false (assault.may_initiate);
  g_assert_true (assault.may_support);
  g_assert_cmpstr (assault.rule, ==, "DoF wadi LOS 2");
  /* Level 0 next to the wadi sees into it (rule 1). */
  g_assert_true (wadi_toi_assault (ctx, &c2, &in_c3, &assault));
  g_assert_true (assault.may_initiate);
  /* Not adjacent, or not into a wadi hex: the rule has no say. */
  g_assert_false (wadi_toi_assault (ctx, &in_b3, &in_d3, &assault));
  g_assert_false (wadi_toi_assault (ctx, &c2, &c1, &assault));
}

/* DoF movement example 3: "If it were to fail just one of the two rolls,
 * it would be lightly damaged. If it were to fail both rolls, it would be
 * heavily damaged and immediately end its movement in the hex." */
static void
test_damage_outcomes (void)
{
  gboolean ends = TRUE;

  g_assert_cmpint (wadi_toi_damage_outcome (0, &ends), ==, WADI_TOI_DAMAGE_NONE);
  g_assert_false (ends);
  g_assert_cmpint (wadi_toi_damage_outcome (1, &ends), ==, WADI_TOI_DAMAGE_LIGHT);
  g_assert_false (ends);
  g_assert_cmpint (wadi_toi_damage_outcome (2, &ends), ==, WADI_TOI_DAMAGE_HEAVY);
  g_assert_true (ends);
  g_assert_cmpstr (wadi_toi_damage_name (WADI_TOI_DAMAGE_LIGHT), ==, "lightly damaged");
}

/* wadi_fire () from the firer's counter at the target's: the findings it
 * adds after the Depression rules' (there are none in a Tide of Iron
 * wadi bridge hex, which has no Crest), and whether the attack is
 * allowed. */
static gboolean
fire_at (const Example     *example,
         const WadiCounter *firer,
         const WadiCounter *target,
         WadiFireResult    *result)
{
  WadiFireRequest request;

  wadi_fire_request_init (&request);
  request.firer = (WadiLocation) { .hex = firer->hex, .position = firer->position };
  request.target = (WadiLocation) { .hex = target->hex, .position = target->position };
  request.firer_class = firer->unit_class;
  request.target_class = target->unit_class;
  wadi_fire (example->ctx, &request, result);
  /* "Units on different levels of the hex are adjacent, and have LOS to
   * units on the other level." */
  g_assert_cmpint (result->los.verdict, ==, WADI_LOS_CLEAR);
  return result->allowed;
}

static const WadiFireTerm *
find_term (const WadiFireResult *result,
           WadiFireFinding       finding)
{
  for (guint i = 0; i < result->terms->len; i++)
    if (g_array_index (result->terms, WadiFireTerm, i).finding == finding)
      return &g_array_index (result->terms, WadiFireTerm, i);
  return NULL;
}

/* The card through wadi_fire (), which `wadi-cli fire` and the inspector
 * ask: "Any attacks made against units on a different level of a wadi
 * bridge hex are considered to be at close range, and the hex's cover
 * value applies to all units in the hex, both on and below the bridge";
 * "vehicles in a wadi bridge hex may not attack units on a different level
 * of the hex"; the Example's "at full strength, scoring hits on a 4, 5, or
 * 6" and "1 cover die from the wadi bridge terrain". */
static void
test_fire_between_levels (Example      *example,
                          gconstpointer data)
{
  WadiFireResult      result;
  const WadiFireTerm *term;

  (void) data;
  wadi_fire_result_init (&result);

  /* the British squads fire up at the Panzer III and the German squad */
  g_assert_true (fire_at (example, &example->british[0], &example->panzer, &result));
  g_assert_cmpuint (result.terms->len, ==, 2);
  term = find_term (&result, WADI_FIRE_BRIDGE_CLOSE_RANGE);
  g_assert_nonnull (term);
  g_assert_true (term->applies);
  g_assert_cmpint (term->hit_on, ==, 4);
  g_assert_cmpstr (term->rule, ==, "Wadi bridge hex");
  term = find_term (&result, WADI_FIRE_BRIDGE_COVER);
  g_assert_nonnull (term);
  g_assert_true (term->applies);
  g_assert_cmpint (term->cover, ==, 1);
  g_assert_cmpint (term->cover, ==, WADI_TOI_WADI_BRIDGE_COVER);
  g_assert_true (fire_at (example, &example->british[1], &example->german, &result));
  g_assert_cmpint (find_term (&result, WADI_FIRE_BRIDGE_CLOSE_RANGE)->hit_on, ==, 4);
  g_assert_cmpint (find_term (&result, WADI_FIRE_BRIDGE_COVER)->cover, ==, 1);

  /* the German squad down at the British squads: the same terms */
  g_assert_true (fire_at (example, &example->german, &example->british[0], &result));
  g_assert_cmpint (find_term (&result, WADI_FIRE_BRIDGE_COVER)->cover, ==, 1);
  g_assert_null (find_term (&result, WADI_FIRE_BRIDGE_NO_VEHICLE));

  /* "The Panzer III would not be able to attack the British squads" */
  g_assert_false (fire_at (example, &example->panzer, &example->british[0], &result));
  g_assert_cmpuint (result.terms->len, ==, 1);
  term = find_term (&result, WADI_FIRE_BRIDGE_NO_VEHICLE);
  g_assert_nonnull (term);
  g_assert_true (term->applies);
  g_assert_cmpstr (wadi_fire_finding_name (term->finding), ==, "vehicle-may-not-attack");

  /* on the same level the card has no say */
  g_assert_true (fire_at (example, &example->german, &example->panzer, &result));
  g_assert_cmpuint (result.terms->len, ==, 0);
  wadi_fire_result_clear (&result);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
#define ADD(path, func) \
  g_test_add (path, Example, NULL, example_setup, func, example_teardown)
  ADD ("/combat/toi/wadi-bridge/panzer-may-not-attack", test_panzer_may_not_attack);
  ADD ("/combat/toi/wadi-bridge/german-squad-attacks", test_german_squad_attacks);
  ADD ("/combat/toi/wadi-bridge/british-squads-fire", test_british_squads_fire);
  ADD ("/combat/toi/wadi-bridge/british-may-not-assault", test_british_may_not_assault);
  ADD ("/combat/toi/wadi-bridge/cover", test_cover);
  ADD ("/combat/toi/wadi-bridge/card-applies", test_card_applies);
  ADD ("/combat/toi/wadi-bridge/fire-between-levels", test_fire_between_levels);
#undef ADD
  g_test_add_func ("/combat/toi/overrun-level", test_overrun_level);
  g_test_add_func ("/combat/toi/assault-support", test_assault_support);
  g_test_add_func ("/combat/toi/damage-outcomes", test_damage_outcomes);
  return g_test_run ();
}
