/* test-combat.c: the classic charts' CRT, odds, die-roll modifiers and WEC */
#include "config.h"

#include <string.h>

#include "wadi-combat.h"

/* The CRT of seed 004 typed cell by cell, rows -2..7, columns 1-4..4-1. */
static const char *const crt_chart[10][7] = {
  { "DD", "X", "X", "X", "X", "X", "X" },  /* -2 */
  { "D", "DD", "X", "X", "X", "X", "X" },  /* -1 */
  { "D", "D", "DD", "DD", "X", "X", "X" }, /*  0 */
  { "D", "D", "D", "DD", "X", "X", "X" },  /*  1 */
  { "-", "-", "D", "DD", "X", "X", "X" },  /*  2 */
  { "-", "-", "-", "D", "DD", "X", "X" },  /*  3 */
  { "-", "-", "-", "-", "D", "DD", "X" },  /*  4 */
  { "-", "-", "-", "-", "-", "D", "DD" },  /*  5 */
  { "-", "-", "-", "-", "-", "-", "X" },   /*  6 */
  { "-", "-", "-", "-", "-", "-", "-" },   /*  7 */
};

static const struct
{
  int attack;
  int defence;
} crt_columns[7] = {
  { 1, 4 },
  { 1, 3 },
  { 1, 2 },
  { 1, 1 },
  { 2, 1 },
  { 3, 1 },
  { 4, 1 },
};

static void
test_crt_every_cell (void)
{
  for (int row = 0; row < 10; row++)
    for (int col = 0; col < 7; col++)
      {
        int roll = row - 2;
        int column = wadi_combat_odds_column (crt_columns[col].attack,
                                              crt_columns[col].defence);

        g_test_message ("roll %d at %d-%d", roll,
                        crt_columns[col].attack, crt_columns[col].defence);
        g_assert_cmpint (column, ==, col);
        g_assert_cmpstr (wadi_crt_result_symbol (wadi_combat_result (column, roll)),
                         ==, crt_chart[row][col]);
      }
}

static void
test_crt_symbols (void)
{
  g_assert_cmpstr (wadi_crt_result_symbol (WADI_CRT_NO_EFFECT), ==, "-");
  g_assert_cmpstr (wadi_crt_result_symbol (WADI_CRT_DISPERSED), ==, "D");
  g_assert_cmpstr (wadi_crt_result_symbol (WADI_CRT_SPECIAL_DISPERSED), ==, "DD");
  g_assert_cmpstr (wadi_crt_result_symbol (WADI_CRT_ELIMINATED), ==, "X");
}

static void
test_crt_clamping (void)
{
  for (int col = 0; col < 7; col++)
    {
      g_assert_cmpint (wadi_combat_result (col, -3), ==, wadi_combat_result (col, -2));
      g_assert_cmpint (wadi_combat_result (col, -40), ==, wadi_combat_result (col, -2));
      g_assert_cmpint (wadi_combat_result (col, 8), ==, wadi_combat_result (col, 7));
      g_assert_cmpint (wadi_combat_result (col, 12), ==, wadi_combat_result (col, 7));
    }
  /* Below the table a 1-4 still only gets DD; above it even 4-1 misses. */
  g_assert_cmpint (wadi_combat_result (0, -5), ==, WADI_CRT_SPECIAL_DISPERSED);
  g_assert_cmpint (wadi_combat_result (6, 9), ==, WADI_CRT_NO_EFFECT);
}

static void
test_odds_columns (void)
{
  g_assert_cmpint (wadi_combat_odds_column (1, 4), ==, 0);
  g_assert_cmpint (wadi_combat_odds_column (1, 1), ==, 3);
  g_assert_cmpint (wadi_combat_odds_column (4, 1), ==, 6);
  g_assert_cmpint (wadi_combat_odds_column (1, 5), ==, -1);
  g_assert_cmpint (wadi_combat_odds_column (5, 1), ==, -1);
  g_assert_cmpint (wadi_combat_odds_column (2, 2), ==, -1);
  g_assert_cmpint (wadi_combat_odds_column (3, 2), ==, -1);
  g_assert_cmpint (wadi_combat_odds_column (0, 1), ==, -1);
}

static void
test_odds_rounding (void)
{
  static const struct
  {
    int      attack;
    int      defence;
    gboolean allowed;
    int      odds_attack;
    int      odds_defence;
  } cases[] = {
    { 7, 3, TRUE, 2, 1 },  /* 2.33-1 rounds down for the defender */
    { 3, 7, TRUE, 1, 3 },  /* 1-2.33 rounds up to 1-3 */
    { 1, 5, FALSE, 0, 0 }, /* worse than 1-4 */
    { 2, 9, FALSE, 0, 0 }, /* 1-4.5 rounds to 1-5: not allowed */
    { 1, 4, TRUE, 1, 4 },
    { 3, 10, TRUE, 1, 4 }, /* 1-3.33 rounds to 1-4 */
    { 4, 16, TRUE, 1, 4 },
    { 4, 17, FALSE, 0, 0 },
    { 5, 5, TRUE, 1, 1 },
    { 5, 6, TRUE, 1, 2 }, /* anything short of 1-1 is 1-2 at best */
    { 6, 12, TRUE, 1, 2 },
    { 6, 13, TRUE, 1, 3 },
    { 11, 6, TRUE, 1, 1 }, /* 1.83-1 is still 1-1 */
    { 12, 6, TRUE, 2, 1 },
    { 9, 3, TRUE, 3, 1 },
    { 15, 4, TRUE, 3, 1 },
    { 16, 4, TRUE, 4, 1 },
    { 9, 2, TRUE, 4, 1 },
    { 20, 1, TRUE, 4, 1 }, /* above 4-1 reads as 4-1 */
    { 100, 3, TRUE, 4, 1 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      int      a = -1;
      int      d = -1;
      gboolean allowed = wadi_combat_odds (cases[i].attack, cases[i].defence, &a, &d);

      g_test_message ("%d vs %d", cases[i].attack, cases[i].defence);
      g_assert_cmpint (allowed, ==, cases[i].allowed);
      if (allowed)
        {
          g_assert_cmpint (a, ==, cases[i].odds_attack);
          g_assert_cmpint (d, ==, cases[i].odds_defence);
          g_assert_cmpint (wadi_combat_odds_column (a, d), >=, 0);
        }
    }

  /* An attack factor the WEC took away attacks at no odds at all. */
  g_assert_false (wadi_combat_odds (0, 3, NULL, NULL));
  g_assert_true (wadi_combat_odds (3, 3, NULL, NULL));
}

static void
test_modifiers_net (void)
{
  const int plus_two_minus_one[] = { 2, -1 };
  const int cancelling[] = { -1, 1, -2, 2 };
  const int defender_terrain[] = { -1, -1, -1 };

  /* "2 and -1 combined means add one to die roll." */
  g_assert_cmpint (wadi_combat_modified_roll (3, plus_two_minus_one, 2), ==, 4);
  g_assert_cmpint (wadi_combat_modified_roll (3, cancelling, 4), ==, 3);
  g_assert_cmpint (wadi_combat_modified_roll (5, NULL, 0), ==, 5);
  g_assert_cmpint (wadi_combat_modified_roll (1, defender_terrain, 3), ==, -2);

  /* The net is applied to the die, and the modified roll picks the row:
   * a 4 at 2-1 disperses, +2 -1 makes it a 5, no effect. */
  g_assert_cmpint (wadi_combat_result (4, 4), ==, WADI_CRT_DISPERSED);
  g_assert_cmpint (wadi_combat_result (4, wadi_combat_modified_roll (4, plus_two_minus_one, 2)),
                   ==, WADI_CRT_NO_EFFECT);
  /* 1 - 3 = -2 at 1-4: the bottom row. */
  g_assert_cmpint (wadi_combat_result (0, wadi_combat_modified_roll (1, defender_terrain, 3)),
                   ==, WADI_CRT_SPECIAL_DISPERSED);
}

static void
test_apply_special_dispersal (void)
{
  g_assert_cmpint (wadi_combat_apply (WADI_CRT_SPECIAL_DISPERSED, FALSE), ==, WADI_CRT_DISPERSED);
  g_assert_cmpint (wadi_combat_apply (WADI_CRT_SPECIAL_DISPERSED, TRUE), ==, WADI_CRT_ELIMINATED);
  g_assert_cmpint (wadi_combat_apply (WADI_CRT_DISPERSED, TRUE), ==, WADI_CRT_DISPERSED);
  g_assert_cmpint (wadi_combat_apply (WADI_CRT_DISPERSED, FALSE), ==, WADI_CRT_DISPERSED);
  g_assert_cmpint (wadi_combat_apply (WADI_CRT_NO_EFFECT, TRUE), ==, WADI_CRT_NO_EFFECT);
  g_assert_cmpint (wadi_combat_apply (WADI_CRT_ELIMINATED, FALSE), ==, WADI_CRT_ELIMINATED);
}

static void
test_wec_cells (void)
{
  static const struct
  {
    WadiWeaponClass weapon;
    WadiWecEffect   armored_near; /* at half range or less */
    WadiWecEffect   armored_far;  /* at greater than half range */
    WadiWecEffect   others;       /* at all ranges: NOT from the text.  The "All Others" column did
                                   * not survive the extraction; NORMAL is Wadi's reading
                                   * (docs/rules.md, "The Weapons Effectiveness Chart"). */
  } chart[] = {
    { WADI_WEAPON_I, WADI_WEC_CLOSE_ASSAULT_ONLY, WADI_WEC_NOT_ALLOWED, WADI_WEC_NORMAL },
    { WADI_WEAPON_A, WADI_WEC_DOUBLE, WADI_WEC_NORMAL, WADI_WEC_NORMAL },
    { WADI_WEAPON_H, WADI_WEC_NORMAL, WADI_WEC_HALF, WADI_WEC_NORMAL },
    { WADI_WEAPON_M, WADI_WEC_NORMAL, WADI_WEC_HALF, WADI_WEC_NORMAL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (chart); i++)
    {
      g_assert_cmpint (wadi_combat_wec (chart[i].weapon, TRUE, TRUE), ==, chart[i].armored_near);
      g_assert_cmpint (wadi_combat_wec (chart[i].weapon, TRUE, FALSE), ==, chart[i].armored_far);
      g_assert_cmpint (wadi_combat_wec (chart[i].weapon, FALSE, TRUE), ==, chart[i].others);
      g_assert_cmpint (wadi_combat_wec (chart[i].weapon, FALSE, FALSE), ==, chart[i].others);
    }
}

static void
test_wec_attack_factors (void)
{
  g_assert_cmpint (wadi_combat_effective_attack (WADI_WEAPON_A, TRUE, TRUE, 7), ==, 14);
  g_assert_cmpint (wadi_combat_effective_attack (WADI_WEAPON_A, TRUE, FALSE, 7), ==, 7);
  g_assert_cmpint (wadi_combat_effective_attack (WADI_WEAPON_A, FALSE, TRUE, 7), ==, 7);
  g_assert_cmpint (wadi_combat_effective_attack (WADI_WEAPON_H, TRUE, TRUE, 7), ==, 7);
  /* Halves round down. */
  g_assert_cmpint (wadi_combat_effective_attack (WADI_WEAPON_H, TRUE, FALSE, 7), ==, 3);
  g_assert_cmpint (wadi_combat_effective_attack (WADI_WEAPON_M, TRUE, FALSE, 1), ==, 0);
  g_assert_cmpint (wadi_combat_effective_attack (WADI_WEAPON_I, TRUE, TRUE, 6), ==, 6);
  g_assert_cmpint (wadi_combat_effective_attack (WADI_WEAPON_I, TRUE, FALSE, 6), ==, 0);
  g_assert_cmpint (wadi_combat_effective_attack (WADI_WEAPON_I, FALSE, FALSE, 6), ==, 6);

  /* An H gun of 7 firing at a tank beyond half range, defence 4: 3 vs 4
   * is 1-2 after rounding. */
  {
    int a = 0;
    int d = 0;

    g_assert_true (wadi_combat_odds (wadi_combat_effective_attack (WADI_WEAPON_H, TRUE, FALSE, 7),
                                     4, &a, &d));
    g_assert_cmpint (a, ==, 1);
    g_assert_cmpint (d, ==, 2);
  }
}

/* TEC HILLTOPS: "Attacker's MF is halved", read as the attack factor
 * (docs/rules.md); halves round down as the WEC's do. */
static void
test_hilltop_attack (void)
{
  g_assert_cmpint (wadi_combat_hilltop_attack (7), ==, 3);
  g_assert_cmpint (wadi_combat_hilltop_attack (8), ==, 4);
  g_assert_cmpint (wadi_combat_hilltop_attack (1), ==, 0);
}

/* The CRT's Explanation and notes, and the WEC's words, as printed. */
static void
test_chart_words (void)
{
  WadiWeaponClass weapon;

  g_assert_cmpstr (wadi_crt_result_meaning (WADI_CRT_ELIMINATED), ==, "Unit eliminated");
  g_assert_true (g_str_has_prefix (wadi_crt_result_meaning (WADI_CRT_DISPERSED), "Unit dispersed"));
  g_assert_true (g_str_has_prefix (wadi_crt_result_meaning (WADI_CRT_SPECIAL_DISPERSED), "Special dispersed"));
  g_assert_cmpstr (wadi_crt_result_meaning (WADI_CRT_NO_EFFECT), ==, "No effect");
  g_assert_nonnull (strstr (wadi_crt_sequence_note (), "Normal Attack, Overrun Attack, Close Assault"));
  g_assert_cmpstr (wadi_wec_effect_meaning (WADI_WEC_DOUBLE), ==, "Double AF");
  g_assert_cmpstr (wadi_wec_effect_meaning (WADI_WEC_NOT_ALLOWED), ==, "Attacking not allowed");
  g_assert_cmpstr (wadi_wec_effect_meaning (WADI_WEC_CLOSE_ASSAULT_ONLY), ==,
                   "May attack only when using Close Assault");
  for (guint i = WADI_WEAPON_I; i <= WADI_WEAPON_M; i++)
    {
      g_assert_true (wadi_weapon_class_from_name (wadi_weapon_class_name (i), &weapon));
      g_assert_cmpint (weapon, ==, i);
    }
  g_assert_true (wadi_weapon_class_from_name ("h", &weapon));
  g_assert_cmpint (weapon, ==, WADI_WEAPON_H);
  g_assert_false (wadi_weapon_class_from_name ("X", &weapon));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/combat/crt/every-cell", test_crt_every_cell);
  g_test_add_func ("/combat/crt/symbols", test_crt_symbols);
  g_test_add_func ("/combat/crt/clamping", test_crt_clamping);
  g_test_add_func ("/combat/odds/columns", test_odds_columns);
  g_test_add_func ("/combat/odds/rounding", test_odds_rounding);
  g_test_add_func ("/combat/modifiers/net", test_modifiers_net);
  g_test_add_func ("/combat/apply/special-dispersal", test_apply_special_dispersal);
  g_test_add_func ("/combat/wec/cells", test_wec_cells);
  g_test_add_func ("/combat/wec/attack-factors", test_wec_attack_factors);
  g_test_add_func ("/combat/hilltop-attack", test_hilltop_attack);
  g_test_add_func ("/combat/chart-words", test_chart_words);

  return g_test_run ();
}
