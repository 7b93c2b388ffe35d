/* test-combat-toi.c: attacks between the levels of a Tide of Iron wadi
 * bridge hex, sentence by sentence of the wadi bridge hex card's Example */
#include "config.h"

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
#undef ADD
  return g_test_run ();
}
