/* test-crest.c: Crest status on the worked examples' boards */
#include "config.h"

#include <string.h>

#include "wadi-crest.h"
#include "wadi-test-fixtures.h"

static guint
dir_bit (const WadiScenario *scenario,
         const char         *from,
         const char         *to)
{
  return 1u << wadi_fixture_direction (scenario, from, to);
}

static guint
vertex_bit (const WadiScenario *scenario,
            const char         *hex,
            const char         *second,
            const char         *third)
{
  return 1u << wadi_fixture_vertex (scenario, hex, second, third);
}

static gboolean
centre_allowed (const WadiRulesContext *ctx,
                const WadiScenario     *scenario,
                const char             *hex,
                const char             *across,
                WadiVerdict            *verdict)
{
  wadi_crest_check_centre (ctx, wadi_fixture_hex (scenario, hex),
                           wadi_fixture_direction (scenario, hex, across), verdict);
  return verdict->allowed;
}

static void
add_counter (WadiScenario   *scenario,
             WadiCounterKind kind,
             const char     *label)
{
  WadiCounter counter = { 0 };

  counter.kind = kind;
  wadi_fixture_locate (scenario, label, &counter.hex);
  wadi_scenario_add_counter (scenario, &counter);
}

/* F5.11: 25G9-G10, the wadi along G10's side, is a wadi hexside: a Crest
 * counter in G9 is not centred on it (B20.91), and it protects nobody
 * across it, as moving in through it claims no Crest status (B20.91). */
static void
test_crest_f511_wadi_hexside (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  g_autoptr(WadiRulesContext) ctx = wadi_rules_context_new (scenario);
  WadiVerdict verdict;
  WadiHex     g9 = wadi_fixture_hex (scenario, "25G9");
  WadiHexside side = { g9, wadi_fixture_direction (scenario, "25G9", "25G10") };

  g_assert_true (wadi_board_get_side (wadi_rules_context_map (ctx), side) & WADI_SIDE_WADI);
  g_assert_false (wadi_board_get_side (wadi_rules_context_map (ctx), side) & WADI_SIDE_DEPRESSION);
  g_assert_false (centre_allowed (ctx, scenario, "25G9", "25G10", &verdict));
  g_assert_cmpstr (verdict.rule, ==, "B20.91");
  for (WadiDirection centre = 0; centre < WADI_DIRECTION_COUNT; centre++)
    g_assert_false (wadi_crest_protected (ctx, g9, centre) & dir_bit (scenario, "25G9", "25G10"));
}

/* F5.4 EX: O8's centre anywhere but O8-N8; O9's only at O9-O8 or O9-P8. */
static void
test_crest_f54_centres (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  g_autoptr(WadiRulesContext) ctx = wadi_rules_context_new (scenario);
  const char *o8_neighbours[] = { "25O7", "25P7", "25P8", "25O9", "25N8", "25N7" };
  WadiVerdict verdict;

  for (guint i = 0; i < G_N_ELEMENTS (o8_neighbours); i++)
    {
      gboolean allowed = centre_allowed (ctx, scenario, "25O8", o8_neighbours[i], &verdict);

      g_assert_cmpint (allowed, ==, strcmp (o8_neighbours[i], "25N8") != 0);
      g_assert_nonnull (verdict.rule);
    }
  g_assert_true (centre_allowed (ctx, scenario, "25O9", "25O8", &verdict));
  g_assert_true (centre_allowed (ctx, scenario, "25O9", "25P8", &verdict));
  g_assert_false (centre_allowed (ctx, scenario, "25O9", "25P9", &verdict));
  g_assert_cmpstr (verdict.rule, ==, "B20.91");
  g_assert_false (centre_allowed (ctx, scenario, "25O9", "25N8", &verdict));
  g_assert_false (centre_allowed (ctx, scenario, "25O9", "25O10", &verdict));
  g_assert_nonnull (strstr (verdict.reason, "Cliff"));
  g_assert_false (centre_allowed (ctx, scenario, "25O9", "25N9", &verdict));
  g_assert_nonnull (strstr (verdict.reason, "Cliff"));
}

/* The cliff side is the bank that holds the depression cliffs: O9's
 * O10/N9 bank; C2's B1/C1/D1 bank; E2's every non-wadi hexside. */
static void
test_crest_cliff_side (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  g_autoptr(WadiRulesContext) ctx = wadi_rules_context_new (scenario);

  g_assert_cmphex (wadi_crest_cliff_side (ctx, wadi_fixture_hex (scenario, "25O9")), ==,
                   dir_bit (scenario, "25O9", "25O10") | dir_bit (scenario, "25O9", "25N9"));
  g_assert_cmphex (wadi_crest_cliff_side (ctx, wadi_fixture_hex (scenario, "25C2")), ==,
                   dir_bit (scenario, "25C2", "25B1") | dir_bit (scenario, "25C2", "25C1")
                       | dir_bit (scenario, "25C2", "25D1"));
  g_assert_cmphex (wadi_crest_cliff_side (ctx, wadi_fixture_hex (scenario, "25E2")), ==,
                   0x3fu & ~(dir_bit (scenario, "25E2", "25D2") | dir_bit (scenario, "25E2", "25D1")));
  g_assert_cmphex (wadi_crest_cliff_side (ctx, wadi_fixture_hex (scenario, "25O8")), ==, 0);
  g_assert_cmphex (wadi_crest_cliff_side (ctx, wadi_fixture_hex (scenario, "25H7")), ==, 0);
}

/* B20.92 EX: T3 with its centre at T2 protects S3, T2, U3 (not S4, T4,
 * U4); R3 with its centre at R4 protects R4 and Q4 only. */
static void
test_crest_b2092_protected (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  g_autoptr(WadiRulesContext) ctx = wadi_rules_context_new (scenario);
  guint       t3, r3;
  WadiVerdict verdict;

  t3 = wadi_crest_protected (ctx, wadi_fixture_hex (scenario, "14T3"),
                             wadi_fixture_direction (scenario, "14T3", "14T2"));
  g_assert_cmphex (t3, ==, dir_bit (scenario, "14T3", "14S3") | dir_bit (scenario, "14T3", "14T2") | dir_bit (scenario, "14T3", "14U3"));
  g_assert_cmphex (t3 & (dir_bit (scenario, "14T3", "14S4") | dir_bit (scenario, "14T3", "14T4") | dir_bit (scenario, "14T3", "14U4")), ==, 0);
  g_assert_true (centre_allowed (ctx, scenario, "14T3", "14T2", &verdict));

  r3 = wadi_crest_protected (ctx, wadi_fixture_hex (scenario, "14R3"),
                             wadi_fixture_direction (scenario, "14R3", "14R4"));
  g_assert_cmphex (r3, ==, dir_bit (scenario, "14R3", "14R4") | dir_bit (scenario, "14R3", "14Q4"));
  g_assert_true (centre_allowed (ctx, scenario, "14R3", "14R4", &verdict));
}

/* B20.93: the side of the Depression a Crest counter stands on is its
 * bank, whichever of the bank's hexsides is the centre: in 14T3 (gully
 * S4 - T3 - U4) the S3, T2, U3 side and the T4 side; none for a centre on
 * a depression hexside. */
static void
test_crest_b2093_side (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  g_autoptr(WadiRulesContext) ctx = wadi_rules_context_new (scenario);
  WadiHex t3 = wadi_fixture_hex (scenario, "14T3");
  guint   north = dir_bit (scenario, "14T3", "14S3") | dir_bit (scenario, "14T3", "14T2")
                | dir_bit (scenario, "14T3", "14U3");
  const char *north_centres[] = { "14S3", "14T2", "14U3" };

  for (guint i = 0; i < G_N_ELEMENTS (north_centres); i++)
    g_assert_cmphex (wadi_crest_side (ctx, t3, wadi_fixture_direction (scenario, "14T3", north_centres[i])),
                     ==, north);
  g_assert_cmphex (wadi_crest_side (ctx, t3, wadi_fixture_direction (scenario, "14T3", "14T4")),
                   ==, dir_bit (scenario, "14T3", "14T4"));
  g_assert_cmphex (wadi_crest_side (ctx, t3, wadi_fixture_direction (scenario, "14T3", "14U4")), ==, 0);
  /* A hex without a Depression has no sides. */
  g_assert_cmphex (wadi_crest_side (ctx, wadi_fixture_hex (scenario, "14T2"), 0), ==, 0);
  /* 25O9 (wadi N8 - O9 - P9): the O8, P8 side and the cliff side. */
  g_assert_cmphex (wadi_crest_side (ctx, wadi_fixture_hex (scenario, "25O9"),
                                    wadi_fixture_direction (scenario, "25O9", "25O8")),
                   ==, dir_bit (scenario, "25O9", "25O8") | dir_bit (scenario, "25O9", "25P8"));
}

/* B20.9: no Crest in a ford hex, a bridge hex (printed or counter), a
 * non-depression hex; never along a depression cliff. */
static void
test_crest_b209_where (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  WadiRulesContext *ctx;
  WadiVerdict       verdict;
  WadiBoard        *board14 = wadi_scenario_grid (scenario);
  WadiHexCell       cell;

  ctx = wadi_rules_context_new (scenario);
  g_assert_false (centre_allowed (ctx, scenario, "14T2", "14T1", &verdict));
  g_assert_cmpstr (verdict.rule, ==, "B20.9");
  g_assert_nonnull (strstr (verdict.reason, "Depression hex"));
  g_assert_true (centre_allowed (ctx, scenario, "14S4", "14S5", &verdict));
  g_assert_true (centre_allowed (ctx, scenario, "14U4", "14U5", &verdict));
  g_assert_true (centre_allowed (ctx, scenario, "14T3", "14T2", &verdict));
  wadi_rules_context_free (ctx);

  add_counter (scenario, WADI_COUNTER_FORD, "14T3");
  add_counter (scenario, WADI_COUNTER_BRIDGE, "14S4");
  cell = *wadi_board_cell (board14, wadi_fixture_hex (scenario, "14U4"));
  cell.flags |= WADI_HEX_FLAG_BRIDGE;
  wadi_board_set_cell (board14, wadi_fixture_hex (scenario, "14U4"), &cell);
  ctx = wadi_rules_context_new (scenario);

  g_assert_false (centre_allowed (ctx, scenario, "14T3", "14T2", &verdict));
  g_assert_nonnull (strstr (verdict.reason, "ford"));
  g_assert_false (centre_allowed (ctx, scenario, "14S4", "14S5", &verdict));
  g_assert_nonnull (strstr (verdict.reason, "bridge"));
  g_assert_false (centre_allowed (ctx, scenario, "14U4", "14U5", &verdict));
  g_assert_nonnull (strstr (verdict.reason, "bridge"));
  g_assert_cmpstr (verdict.rule, ==, "B20.9");
  /* R3 has neither and keeps its Crest. */
  g_assert_true (centre_allowed (ctx, scenario, "14R3", "14R4", &verdict));
  wadi_rules_context_free (ctx);

  /* A depression cliff on a hex with no other cliff makes its own bank
   * the cliff side, and the hexside itself is never a centre. */
  wadi_fixture_add_side (scenario, "14R3", "14R2", WADI_SIDE_DEPRESSION_CLIFF);
  ctx = wadi_rules_context_new (scenario);
  g_assert_false (centre_allowed (ctx, scenario, "14R3", "14R2", &verdict));
  g_assert_cmpstr (verdict.rule, ==, "B20.9");
  g_assert_false (centre_allowed (ctx, scenario, "14R3", "14S3", &verdict));
  g_assert_cmpstr (verdict.rule, ==, "F5.4");
  g_assert_true (centre_allowed (ctx, scenario, "14R3", "14R4", &verdict));
  wadi_rules_context_free (ctx);
}

/* F5.421 EX: C2's legal CAFPs are exactly C2-D2-C3 and C2-C3-B2; E2 has
 * none, its vertex E2-D2-D1 being formed by two wadi hexsides. */
static void
test_crest_f5421_vertices (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  WadiRulesContext *ctx = wadi_rules_context_new (scenario);
  WadiBoard        *board25 = wadi_scenario_grid (scenario);
  WadiHex           c2 = wadi_fixture_hex (scenario, "25C2");
  WadiHexCell       cell;
  WadiVerdict       verdict;

  g_assert_cmphex (wadi_crest_legal_vertices (ctx, c2), ==,
                   vertex_bit (scenario, "25C2", "25D2", "25C3")
                       | vertex_bit (scenario, "25C2", "25C3", "25B2"));
  wadi_crest_check_vertex (ctx, c2, wadi_fixture_vertex (scenario, "25C2", "25D2", "25C3"),
                           &verdict);
  g_assert_true (verdict.allowed);
  wadi_crest_check_vertex (ctx, c2, wadi_fixture_vertex (scenario, "25C2", "25C1", "25D1"),
                           &verdict);
  g_assert_false (verdict.allowed);
  g_assert_cmpstr (verdict.rule, ==, "F5.421");
  g_assert_nonnull (strstr (verdict.reason, "cliff"));

  g_assert_cmphex (wadi_crest_legal_vertices (ctx, wadi_fixture_hex (scenario, "25E2")), ==, 0);
  wadi_crest_check_vertex (ctx, wadi_fixture_hex (scenario, "25E2"),
                           wadi_fixture_vertex (scenario, "25E2", "25D2", "25D1"), &verdict);
  g_assert_false (verdict.allowed);
  g_assert_nonnull (strstr (verdict.reason, "two wadi hexsides"));

  /* O8 has no cliff and one wadi hexside: every vertex is legal. */
  g_assert_cmphex (wadi_crest_legal_vertices (ctx, wadi_fixture_hex (scenario, "25O8")), ==, 0x3f);

  /* Vehicles only in wadi hexes: not in the T3 gully nor in open ground. */
  g_assert_cmphex (wadi_crest_legal_vertices (ctx, wadi_fixture_hex (scenario, "14T3")), ==, 0);
  wadi_crest_check_vertex (ctx, wadi_fixture_hex (scenario, "14T3"), 0, &verdict);
  g_assert_false (verdict.allowed);
  g_assert_cmpstr (verdict.rule, ==, "F5.42");
  g_assert_cmphex (wadi_crest_legal_vertices (ctx, wadi_fixture_hex (scenario, "25H7")), ==, 0);
  wadi_rules_context_free (ctx);

  /* ... and not in a bridge wadi hex. */
  cell = *wadi_board_cell (board25, c2);
  cell.flags |= WADI_HEX_FLAG_BRIDGE;
  wadi_board_set_cell (board25, c2, &cell);
  ctx = wadi_rules_context_new (scenario);
  g_assert_cmphex (wadi_crest_legal_vertices (ctx, c2), ==, 0);
  wadi_crest_check_vertex (ctx, c2, wadi_fixture_vertex (scenario, "25C2", "25D2", "25C3"),
                           &verdict);
  g_assert_false (verdict.allowed);
  g_assert_nonnull (strstr (verdict.reason, "non-bridge"));
  wadi_rules_context_free (ctx);
}

/* B20.92 across a seam: boards 25 and 14 side by side, a gully from
 * 25GG4 (which is 14A4) through 14B3 to 14C4, as 14T3's runs S4 - T3 -
 * U4.  A Crest in 14B3 with its centre at 14B2 protects 14B2 and its two
 * neighbours, one of them 25GG3 (14A3), across the seam; the side it
 * stands on is that bank whichever of its hexsides is the centre (B20.93);
 * the depression hexside to 25GG4, stored by the hex on board 25's side,
 * is no centre (B20.91). */
static void
test_crest_across_seam (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_seam ();
  g_autoptr(WadiRulesContext) ctx = NULL;
  WadiHex b3 = wadi_fixture_hex (scenario, "14B3");
  guint   north = dir_bit (scenario, "14B3", "25GG3") | dir_bit (scenario, "14B3", "14B2")
                | dir_bit (scenario, "14B3", "14C3");
  WadiVerdict verdict;

  wadi_fixture_set_hex (scenario, "25GG4", WADI_TERRAIN_OPEN, 0, WADI_DEPRESSION_GULLY, -1);
  wadi_fixture_set_hex (scenario, "14B3", WADI_TERRAIN_OPEN, 0, WADI_DEPRESSION_GULLY, -1);
  wadi_fixture_set_hex (scenario, "14C4", WADI_TERRAIN_OPEN, 0, WADI_DEPRESSION_GULLY, -1);
  wadi_fixture_add_side (scenario, "25GG4", "14B3", WADI_SIDE_DEPRESSION);
  wadi_fixture_add_side (scenario, "14B3", "14C4", WADI_SIDE_DEPRESSION);
  ctx = wadi_rules_context_new (scenario);

  g_assert_cmphex (wadi_crest_protected (ctx, b3, wadi_fixture_direction (scenario, "14B3", "14B2")), ==, north);
  g_assert_cmphex (dir_bit (scenario, "14B3", "14A3"), ==, dir_bit (scenario, "14B3", "25GG3"));
  g_assert_cmphex (wadi_crest_side (ctx, b3, wadi_fixture_direction (scenario, "14B3", "14A3")), ==, north);
  g_assert_cmphex (wadi_crest_side (ctx, b3, wadi_fixture_direction (scenario, "14B3", "14B4")), ==,
                   dir_bit (scenario, "14B3", "14B4"));
  g_assert_cmphex (wadi_crest_side (ctx, b3, wadi_fixture_direction (scenario, "14B3", "14A4")), ==, 0);
  g_assert_true (centre_allowed (ctx, scenario, "14B3", "25GG3", &verdict));
  g_assert_false (centre_allowed (ctx, scenario, "14B3", "14A4", &verdict));
  g_assert_cmpstr (verdict.rule, ==, "B20.91");
  /* and from board 25's side: the shared hex's own depression hexside */
  g_assert_false (centre_allowed (ctx, scenario, "25GG4", "14B3", &verdict));
  g_assert_cmpstr (verdict.rule, ==, "B20.91");
}

/* Hexes the map does not contain: off its edge, and A0 (no ASL board has
 * it, B20.1's 22J0 being a hex of a lowered column). */
static void
test_crest_off_map (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  g_autoptr(WadiRulesContext) ctx = wadi_rules_context_new (scenario);
  WadiVerdict verdict;

  wadi_crest_check_centre (ctx, (WadiHex) { -1, 0 }, 0, &verdict);
  g_assert_false (verdict.allowed);
  wadi_crest_check_centre (ctx, (WadiHex) { 0, 0 }, 0, &verdict);
  g_assert_false (verdict.allowed);
  wadi_crest_check_vertex (ctx, (WadiHex) { 40, 0 }, 0, &verdict);
  g_assert_false (verdict.allowed);
  g_assert_cmpuint (wadi_crest_protected (ctx, (WadiHex) { 0, 99 }, 0), ==, 0);
  g_assert_cmpuint (wadi_crest_legal_vertices (ctx, (WadiHex) { 0, 99 }), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/crest/f5.4-centres", test_crest_f54_centres);
  g_test_add_func ("/crest/f5.11-wadi-hexside", test_crest_f511_wadi_hexside);
  g_test_add_func ("/crest/cliff-side", test_crest_cliff_side);
  g_test_add_func ("/crest/across-seam", test_crest_across_seam);
  g_test_add_func ("/crest/b20.92-protected", test_crest_b2092_protected);
  g_test_add_func ("/crest/b20.93-side", test_crest_b2093_side);
  g_test_add_func ("/crest/b20.9-where", test_crest_b209_where);
  g_test_add_func ("/crest/f5.421-vertices", test_crest_f5421_vertices);
  g_test_add_func ("/crest/off-map", test_crest_off_map);
  return g_test_run ();
}
