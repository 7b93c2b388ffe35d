/* test-analysis.c: the Analysis tool's answers kept up to date after edits
 *
 * A viewshed asked again after an edit of a few hexes is the last one
 * updated (wadi_viewshed_update ()); whichever way it is made, what the
 * tool shows must be the viewshed asked anew of the edited scenario.
 */
#include "config.h"

#include <string.h>

#include "wadi-analysis.h"
#include "wadi-test-fixtures.h"
#include "wadi-viewshed.h"

static void
on_updated (WadiAnalysis *analysis,
            GMainLoop    *loop)
{
  if (!wadi_analysis_is_pending (analysis))
    g_main_loop_quit (loop);
}

static void
wait_for_answer (WadiAnalysis *analysis,
                 GMainLoop    *loop)
{
  if (wadi_analysis_is_pending (analysis))
    g_main_loop_run (loop);
}

/* The shading shown is the viewshed of from asked anew, hex by hex. */
static void
assert_shows_viewshed (WadiAnalysis *analysis,
                       WadiDocument *document,
                       WadiHex       from_hex)
{
  g_autoptr(WadiRulesContext) ctx = wadi_rules_context_new (wadi_document_get_scenario (document));
  const WadiBoard   *map = wadi_rules_context_map (ctx);
  const WadiCounter *unit = wadi_rules_context_find_counter (ctx, from_hex, WADI_COUNTER_UNIT);
  WadiLocation       from = { from_hex, WADI_POSITION_GROUND, 0 };
  g_autoptr(WadiViewshed) viewshed = NULL;

  if (unit != NULL)
    from.position = unit->position;
  else if (wadi_board_cell (map, from_hex)->depression != WADI_DEPRESSION_NONE)
    from.position = WADI_POSITION_IN;
  viewshed = wadi_viewshed_new (ctx, &from, WADI_VIEWSHED_TARGET_DEFAULT, 0);
  for (guint i = 0; i < wadi_board_hex_count (map); i++)
    {
      WadiHex                hex = wadi_board_hex_at_index (map, i);
      const WadiViewshedHex *answer = wadi_viewshed_get (viewshed, hex);
      WadiRenderShade        expected = WADI_RENDER_SHADE_NONE;

      if (wadi_hex_equal (hex, from_hex))
        expected = WADI_RENDER_SHADE_ORIGIN;
      else if (answer != NULL)
        expected = answer->verdict == WADI_LOS_CLEAR   ? WADI_RENDER_SHADE_SEEN
                   : answer->verdict == WADI_LOS_BLIND ? WADI_RENDER_SHADE_BLIND
                                                       : WADI_RENDER_SHADE_NOT_SEEN;
      if (wadi_analysis_shade_at (analysis, hex) != expected)
        g_error ("(%d,%d): shown %d, asked anew %d", hex.col, hex.row, wadi_analysis_shade_at (analysis, hex),
                 expected);
    }
}

static void
test_viewshed_after_edits (void)
{
  g_autoptr(WadiDocument) document = wadi_document_new (wadi_fixture_asl_examples ());
  g_autoptr(WadiAnalysis) analysis = wadi_analysis_new (document);
  g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  const WadiScenario *scenario = wadi_document_get_scenario (document);
  WadiHex             from = wadi_fixture_hex (scenario, "25K6");
  /* a hill raised in the way, a gully dug, and the viewer's own hex */
  const char *edited[] = { "25M6", "25K8", "25H5", "25K6" };
  guint       serial;

  g_signal_connect (analysis, "updated", G_CALLBACK (on_updated), loop);
  wadi_analysis_show_viewshed (analysis, from);
  wait_for_answer (analysis, loop);
  assert_shows_viewshed (analysis, document, from);

  for (gsize e = 0; e < G_N_ELEMENTS (edited); e++)
    {
      WadiHex     hex = wadi_fixture_hex (scenario, edited[e]);
      WadiHexCell cell = *wadi_board_cell (wadi_scenario_grid (scenario), hex);

      if (e == 1)
        {
          cell.depression = WADI_DEPRESSION_GULLY;
          cell.floor = (gint8) (cell.level - 1);
        }
      else
        cell.level = (gint8) (cell.level + 2);
      serial = wadi_analysis_get_serial (analysis);
      g_assert_true (wadi_document_set_cell (document, hex, &cell));
      g_assert_true (wadi_analysis_is_pending (analysis));
      wait_for_answer (analysis, loop);
      g_assert_cmpuint (wadi_analysis_get_serial (analysis), >, serial);
      assert_shows_viewshed (analysis, document, from);
    }

  /* undo puts them back, in one change of four hexes */
  while (wadi_document_can_undo (document))
    {
      wadi_document_undo (document);
      wait_for_answer (analysis, loop);
    }
  assert_shows_viewshed (analysis, document, from);
}

/* Raises hex two levels, in one change. */
static void
raise_hex (WadiDocument *document,
           const char   *name)
{
  const WadiScenario *scenario = wadi_document_get_scenario (document);
  WadiHex             hex = wadi_fixture_hex (scenario, name);
  WadiHexCell         cell = *wadi_board_cell (wadi_scenario_grid (scenario), hex);

  cell.level = (gint8) (cell.level + 2);
  g_assert_true (wadi_document_set_cell (document, hex, &cell));
}

static void
wait_for_newest (WadiAnalysis *analysis,
                 GMainLoop    *loop)
{
  while (wadi_analysis_is_pending (analysis))
    wait_for_answer (analysis, loop);
}

/* A question's copy of the scenario is the one of the answer it replaces,
 * brought up to date, not a new one: after edits of hexes, of a hexside,
 * two edits while one question ran, a counter and the undos, the viewshed
 * shown is still the one asked anew of the document; an overlay placed
 * (everything may have changed: the copies held then are dropped), a map
 * laid out anew and another document are copied anew. */
static void
test_copy_caught_up (void)
{
  g_autoptr(WadiDocument) document = wadi_document_new (wadi_fixture_asl_examples ());
  g_autoptr(WadiAnalysis) analysis = wadi_analysis_new (document);
  g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  const WadiScenario *scenario = wadi_document_get_scenario (document);
  WadiHex             from = wadi_fixture_hex (scenario, "25K6");
  WadiCounter         unit = { 0 };
  WadiBoard          *fragment = wadi_board_new ("W1", 2, 1, wadi_scenario_grid (scenario)->layout, WADI_LABEL_ASL, 1);
  g_autoptr(WadiDocument) other = wadi_document_new (wadi_fixture_asl_examples ());
  WadiHexCell cell;

  g_signal_connect (analysis, "updated", G_CALLBACK (on_updated), loop);
  wadi_analysis_show_viewshed (analysis, from);
  wait_for_newest (analysis, loop);
  g_assert_cmpuint (wadi_analysis_get_copies (analysis), ==, 1);

  /* the first answer's copy is still shown while the second is asked */
  raise_hex (document, "25M6");
  wait_for_newest (analysis, loop);
  g_assert_cmpuint (wadi_analysis_get_copies (analysis), ==, 2);
  assert_shows_viewshed (analysis, document, from);

  /* from here on each question takes the copy of the answer before */
  raise_hex (document, "25H5");
  wait_for_newest (analysis, loop);
  assert_shows_viewshed (analysis, document, from);

  /* a wall, and a hill raised while the question of the wall runs: the
   * copy that comes back must have both */
  g_assert_true (wadi_document_set_side (document, wadi_fixture_hexside (scenario, "25K6", "25K5"), WADI_SIDE_WALL));
  g_assert_true (wadi_analysis_is_pending (analysis));
  raise_hex (document, "25K8");
  wait_for_newest (analysis, loop);
  assert_shows_viewshed (analysis, document, from);
  raise_hex (document, "25I6");
  wait_for_newest (analysis, loop);
  assert_shows_viewshed (analysis, document, from);

  /* the viewer in its hex: the position it sees from is the unit's */
  unit.kind = WADI_COUNTER_UNIT;
  unit.unit_class = WADI_UNIT_INFANTRY;
  unit.hex = from;
  unit.side = (char *) "German";
  g_assert_cmpuint (wadi_document_add_counter (document, &unit), >, 0);
  wait_for_newest (analysis, loop);
  assert_shows_viewshed (analysis, document, from);
  g_assert_cmpuint (wadi_analysis_get_copies (analysis), ==, 2);

  /* an overlay placed says everything may have changed: copied anew */
  cell = *wadi_board_cell (fragment, (WadiHex) { 0, 0 });
  cell.level = 2;
  wadi_board_set_cell (fragment, (WadiHex) { 0, 0 }, &cell);
  g_assert_true (
      wadi_document_add_overlay_placement (document, "W1", fragment, wadi_fixture_hex (scenario, "25N6"), 0));
  wait_for_newest (analysis, loop);
  assert_shows_viewshed (analysis, document, from);
  g_assert_cmpuint (wadi_analysis_get_copies (analysis), ==, 3);
  /* and the next question's too: both copies held then were made before */
  raise_hex (document, "25J4");
  wait_for_newest (analysis, loop);
  assert_shows_viewshed (analysis, document, from);
  g_assert_cmpuint (wadi_analysis_get_copies (analysis), ==, 4);
  raise_hex (document, "25J3");
  wait_for_newest (analysis, loop);
  assert_shows_viewshed (analysis, document, from);
  g_assert_cmpuint (wadi_analysis_get_copies (analysis), ==, 4);
  /* the overlay's own hex painted says the hexes it lies on: brought up
   * to date, its hill gone from the view */
  cell.level = 0;
  g_assert_true (wadi_document_set_overlay_cell (document, 0, (WadiHex) { 0, 0 }, &cell));
  wait_for_newest (analysis, loop);
  assert_shows_viewshed (analysis, document, from);
  g_assert_cmpuint (wadi_analysis_get_copies (analysis), ==, 4);

  /* undone one by one (the overlay's placement taken off copies anew,
   * and the question after it) */
  while (wadi_document_can_undo (document))
    {
      wadi_document_undo (document);
      wait_for_newest (analysis, loop);
      assert_shows_viewshed (analysis, document, from);
    }
  g_assert_cmpuint (wadi_analysis_get_copies (analysis), ==, 6);

  /* board 13 taken off: the map is laid out anew, so copied anew */
  g_assert_true (wadi_document_remove_board (document, 2));
  wait_for_newest (analysis, loop);
  g_assert_cmpuint (wadi_analysis_get_copies (analysis), ==, 7);
  assert_shows_viewshed (analysis, document, from);

  /* another document: nothing of the first one's copies is kept */
  wadi_analysis_set_document (analysis, other);
  wadi_analysis_show_viewshed (analysis, wadi_fixture_hex (scenario, "25K6"));
  wait_for_newest (analysis, loop);
  assert_shows_viewshed (analysis, other, wadi_fixture_hex (scenario, "25K6"));
  raise_hex (other, "25M6");
  wait_for_newest (analysis, loop);
  assert_shows_viewshed (analysis, other, wadi_fixture_hex (scenario, "25K6"));
  g_assert_cmpuint (wadi_analysis_get_copies (analysis), ==, 9);

  /* put away, it keeps no spare copy: asked again, it copies */
  wadi_analysis_clear (analysis);
  wait_for_newest (analysis, loop);
  g_assert_cmpuint (wadi_analysis_get_copies (analysis), ==, 9);
  wadi_analysis_show_viewshed (analysis, wadi_fixture_hex (scenario, "25K6"));
  wait_for_newest (analysis, loop);
  g_assert_cmpuint (wadi_analysis_get_copies (analysis), ==, 10);
  wadi_board_free (fragment);
}

/* The reach's mover options: a tank facing north pays to turn for the hex
 * behind it; Infantry with Double Time reach a hex further, CX; an option
 * the rules refuse the unit is left out, and the description says why. */
/* A document of scenario with a German tank in 25E5. */
static WadiDocument *
document_with_tank (WadiScenario *scenario)
{
  WadiCounter tank = { 0 };

  tank.kind = WADI_COUNTER_UNIT;
  tank.unit_class = WADI_UNIT_FULLY_TRACKED;
  tank.hex = wadi_fixture_hex (scenario, "25E5");
  tank.side = (char *) "German";
  wadi_scenario_add_counter (scenario, &tank);
  return wadi_document_new (scenario);
}

static void
test_reach_options (void)
{
  WadiScenario *seam = wadi_fixture_seam ();
  g_autoptr(WadiDocument) document = NULL;
  g_autoptr(WadiAnalysis) analysis = NULL;
  g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  WadiHex          e5, e6, e2, g5;
  WadiReachOptions facing_north = { .vca = TRUE, .start_vca = 0 };
  WadiReachOptions double_time = { .double_time = TRUE };
  WadiReachOptions applied;
  const char      *refused = NULL;

  document = document_with_tank (seam);
  analysis = wadi_analysis_new (document);
  g_signal_connect (analysis, "updated", G_CALLBACK (on_updated), loop);
  e5 = wadi_fixture_hex (seam, "25E5");
  e6 = wadi_fixture_hex (seam, "25E6");
  e2 = wadi_fixture_hex (seam, "25E2");
  g5 = wadi_fixture_hex (seam, "25G5");

  wadi_analysis_show_reach (analysis, e5, 4);
  wait_for_answer (analysis, loop);
  g_assert_cmpfloat (wadi_analysis_cost_at (analysis, e6), ==, 1);
  wadi_analysis_show_reach_with (analysis, e5, 4, &facing_north);
  wait_for_answer (analysis, loop);
  g_assert_cmpfloat (wadi_analysis_cost_at (analysis, e6), ==, 4);
  g_assert_true (wadi_analysis_get_reach_options (analysis, &applied, &refused));
  g_assert_true (applied.vca);
  g_assert_null (refused);

  /* Double Time is Infantry's: left out for the tank, and said so */
  wadi_analysis_show_reach_with (analysis, e5, 4, &double_time);
  wait_for_answer (analysis, loop);
  g_assert_true (wadi_analysis_get_reach_options (analysis, &applied, &refused));
  g_assert_false (applied.double_time);
  g_assert_cmpstr (refused, ==, "only Infantry may declare Double Time");
  {
    g_autofree char *said = wadi_analysis_describe (analysis, e6);

    g_assert_nonnull (strstr (said, "Double Time not applied: only Infantry may declare Double Time"));
  }

  /* Infantry in an empty hex: 2 MF and Double Time reach three hexes */
  wadi_analysis_show_reach_with (analysis, g5, 2, &double_time);
  wait_for_answer (analysis, loop);
  g_assert_cmpfloat (wadi_analysis_cost_at (analysis, e2), ==, -1);
  g_assert_cmpfloat (wadi_analysis_cost_at (analysis, wadi_fixture_hex (seam, "25G2")), ==, 3);
  {
    g_autofree char *said = wadi_analysis_describe (analysis, wadi_fixture_hex (seam, "25G2"));

    g_assert_nonnull (strstr (said, "CX (Double Time)"));
  }
  /* out of reach of the allowance, Double Time's MF included */
  {
    g_autofree char *said = wadi_analysis_describe (analysis, e2);

    g_assert_nonnull (strstr (said, "out of reach of 3 MF from "));
  }
}

/* B20.2 EX: a unit IN 13P5 "cannot see M6 or Q4"; the status says why,
 * with the rule, as the Inspector does. */
static void
test_viewshed_says_why_not (void)
{
  g_autoptr(WadiDocument) document = wadi_document_new (wadi_fixture_asl_examples ());
  g_autoptr(WadiAnalysis) analysis = wadi_analysis_new (document);
  g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  const WadiScenario *scenario = wadi_document_get_scenario (document);
  g_autofree char    *m6 = NULL;
  g_autofree char    *p3 = NULL;

  g_signal_connect (analysis, "updated", G_CALLBACK (on_updated), loop);
  wadi_analysis_show_viewshed (analysis, wadi_fixture_hex (scenario, "13P5"));
  wait_for_answer (analysis, loop);
  m6 = wadi_analysis_describe (analysis, wadi_fixture_hex (scenario, "13M6"));
  p3 = wadi_analysis_describe (analysis, wadi_fixture_hex (scenario, "13P3"));
  g_test_message ("%s\n%s", m6, p3);
  g_assert_true (g_str_has_prefix (m6, "not seen from 13P5: "));
  g_assert_true (g_str_has_suffix (m6, " (B20.2)"));
  g_assert_cmpstr (p3, ==, "seen from 13P5");
}

/* A hex the unit may enter from no side is not "out of reach" of the
 * budget: the status says why (Tide of Iron gives woods no movement cost,
 * and a designer read "out of reach of 12 MP" of a wood beside the unit). */
static void
test_reach_says_why_not_entered (void)
{
  WadiScenario *scenario = wadi_fixture_toi_examples ();
  g_autoptr(WadiDocument) document = NULL;
  g_autoptr(WadiAnalysis) analysis = NULL;
  g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  g_autofree char *woods = NULL;
  g_autofree char *open = NULL;

  wadi_fixture_set_hex (scenario, "G5", WADI_TERRAIN_WOODS, 0, WADI_DEPRESSION_NONE, 0);
  document = wadi_document_new (scenario);
  analysis = wadi_analysis_new (document);
  g_signal_connect (analysis, "updated", G_CALLBACK (on_updated), loop);
  wadi_analysis_show_reach (analysis, wadi_fixture_hex (scenario, "G4"), 1);
  wait_for_answer (analysis, loop);
  woods = wadi_analysis_describe (analysis, wadi_fixture_hex (scenario, "G5"));
  open = wadi_analysis_describe (analysis, wadi_fixture_hex (scenario, "J4"));
  g_test_message ("%s\n%s", woods, open);
  /* the Tide of Iron texts cite no rule for it: none is made up */
  g_assert_cmpstr (woods, ==, "not entered from G4: the Tide of Iron texts give no movement cost for this terrain");
  g_assert_true (g_str_has_prefix (open, "out of reach of 1 "));
}

/* A gully ringed by cliffs: a tank enters it from nowhere, and the
 * status gives the cliff's rule (B11), the refusal of a step IN the
 * gully, where a unit there stands; the review of stop 51 read B20.9 (no
 * unit at ground level in a Depression), the refusal of the other
 * position.  A gully an overlay puts on the map is entered IN it, as the
 * rules see the map: beyond the budget it is only out of reach (the
 * status read the map without its overlays, and said B20.9 again). */
static void
test_reach_says_why_not_entered_depression (void)
{
  WadiScenario        *scenario = wadi_fixture_asl_examples ();
  const WadiBoard     *grid = wadi_scenario_grid (scenario);
  WadiBoard           *fragment = wadi_board_new ("G", 1, 1, grid->layout, WADI_LABEL_NUMERIC, 1);
  WadiOverlayPlacement placement = { 0 };
  WadiHexCell          gully = { 0 };
  const char          *around[] = { "25E2", "25F2", "25F3", "25E4", "25D3", "25D2" };
  g_autoptr(WadiDocument) document = NULL;
  g_autoptr(WadiAnalysis) analysis = NULL;
  g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  g_autofree char *ringed = NULL;
  g_autofree char *overlaid = NULL;

  wadi_fixture_set_hex (scenario, "25E3", WADI_TERRAIN_OPEN, 0, WADI_DEPRESSION_GULLY, -1);
  for (guint i = 0; i < G_N_ELEMENTS (around); i++)
    wadi_fixture_add_side (scenario, "25E3", around[i], WADI_SIDE_CLIFF);
  gully.terrain = WADI_TERRAIN_OPEN;
  gully.depression = WADI_DEPRESSION_GULLY;
  gully.floor = -1;
  wadi_board_set_cell (fragment, (WadiHex) { 0, 0 }, &gully);
  placement.overlay = wadi_scenario_add_overlay (scenario, "G1", fragment);
  placement.anchor = wadi_fixture_hex (scenario, "25H7");
  g_array_append_val (scenario->placements, placement);
  document = document_with_tank (scenario);
  analysis = wadi_analysis_new (document);
  g_signal_connect (analysis, "updated", G_CALLBACK (on_updated), loop);
  wadi_analysis_show_reach (analysis, wadi_fixture_hex (scenario, "25E5"), 4);
  wait_for_answer (analysis, loop);
  ringed = wadi_analysis_describe (analysis, wadi_fixture_hex (scenario, "25E3"));
  overlaid = wadi_analysis_describe (analysis, wadi_fixture_hex (scenario, "25H7"));
  g_test_message ("%s\n%s", ringed, overlaid);
  g_assert_true (g_str_has_prefix (ringed, "not entered from 25E5: "));
  g_assert_true (g_str_has_suffix (ringed, " (B11)"));
  g_assert_true (g_str_has_prefix (overlaid, "out of reach of "));
}

/* Tide of Iron: a unit in the wadi is in a blind hex to a viewer on the
 * hill above it; the status gives the LOS's reason and rule, as for a
 * hex not seen (a designer read "blind hex from K2" and no rule). */
static void
test_viewshed_says_why_blind (void)
{
  WadiScenario *scenario = wadi_fixture_toi_examples ();
  g_autoptr(WadiDocument) document = NULL;
  g_autoptr(WadiAnalysis) analysis = NULL;
  g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  const WadiBoard *grid;
  guint            blind = 0;

  wadi_fixture_set_hex (scenario, "H1", WADI_TERRAIN_OPEN, 2, WADI_DEPRESSION_NONE, 0);
  document = wadi_document_new (scenario);
  analysis = wadi_analysis_new (document);
  g_signal_connect (analysis, "updated", G_CALLBACK (on_updated), loop);
  wadi_analysis_show_viewshed (analysis, wadi_fixture_hex (scenario, "H1"));
  wait_for_answer (analysis, loop);
  grid = wadi_scenario_grid (wadi_document_get_scenario (document));
  for (int row = 0; row < grid->rows; row++)
    for (int col = 0; col < grid->cols; col++)
      {
        g_autofree char *said = wadi_analysis_describe (analysis, (WadiHex) { col, row });

        if (said == NULL || !g_str_has_prefix (said, "blind hex from H1"))
          continue;
        g_test_message ("%s", said);
        g_assert_true (g_str_has_prefix (said, "blind hex from H1: "));
        g_assert_true (g_str_has_suffix (said, ")"));
        blind++;
      }
  g_assert_cmpuint (blind, >, 0);
}

/* F5.422: a Crest vehicle leaving across its CAFP is vulnerable to
 * Underbelly Hits; the reach's status says so of the hexes whose cheapest
 * path does it, as wadi-cli reach lists "[underbelly]". */
static void
test_reach_says_effects (void)
{
  WadiScenario *scenario = wadi_fixture_asl_examples ();
  WadiCounter   crest = { 0 };
  WadiCounter   tank = { 0 };
  g_autoptr(WadiDocument) document = NULL;
  g_autoptr(WadiAnalysis) analysis = NULL;
  g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);

  /* as data/examples/asl-f5-b20.wadi places them: the F5.42 example's tank */
  crest.kind = WADI_COUNTER_VEHICLE_CREST;
  crest.hex = wadi_fixture_hex (scenario, "25C2");
  crest.vertex = 2;
  crest.unit_class = WADI_UNIT_FULLY_TRACKED;
  wadi_scenario_add_counter (scenario, &crest);
  tank.kind = WADI_COUNTER_UNIT;
  tank.hex = crest.hex;
  tank.unit_class = WADI_UNIT_FULLY_TRACKED;
  tank.position = WADI_POSITION_CREST;
  wadi_scenario_add_counter (scenario, &tank);
  document = wadi_document_new (scenario);
  analysis = wadi_analysis_new (document);
  g_signal_connect (analysis, "updated", G_CALLBACK (on_updated), loop);

  wadi_analysis_show_reach (analysis, crest.hex, 12);
  wait_for_answer (analysis, loop);
  {
    g_autofree char *said = wadi_analysis_describe (analysis, wadi_fixture_hex (scenario, "25C3"));

    g_test_message ("%s", said);
    g_assert_nonnull (strstr (said, " · on the way: Underbelly Hits"));
  }
  {
    g_autofree char *said = wadi_analysis_describe (analysis, crest.hex);

    g_test_message ("%s", said);
    g_assert_null (strstr (said, "on the way"));
  }
}

/* The dead ground of a side no unit has (a misspelt side) says so, and
 * which sides the units have, rather than call the whole map dead. */
static void
test_dead_ground_of_nobody (void)
{
  WadiScenario *seam = wadi_fixture_seam ();
  g_autoptr(WadiDocument) document = NULL;
  g_autoptr(WadiAnalysis) analysis = NULL;
  g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  WadiHex e2;

  document = document_with_tank (seam);
  analysis = wadi_analysis_new (document);
  g_signal_connect (analysis, "updated", G_CALLBACK (on_updated), loop);
  e2 = wadi_fixture_hex (seam, "25E2");

  wadi_analysis_set_dead_ground_side (analysis, "German");
  wait_for_answer (analysis, loop);
  {
    g_autofree char *said = wadi_analysis_describe (analysis, e2);

    g_test_message ("%s", said);
    g_assert_null (strstr (said, "no unit of"));
  }
  wadi_analysis_set_dead_ground_side (analysis, "Germn");
  wait_for_answer (analysis, loop);
  {
    g_autofree char *said = wadi_analysis_describe (analysis, e2);

    g_test_message ("%s", said);
    g_assert_nonnull (strstr (said, "no unit of Germn on the map (units' sides: German)"));
    g_assert_null (strstr (said, "dead ground to"));
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/analysis/viewshed-after-edits", test_viewshed_after_edits);
  g_test_add_func ("/analysis/reach-options", test_reach_options);
  g_test_add_func ("/analysis/copy-caught-up", test_copy_caught_up);
  g_test_add_func ("/analysis/dead-ground-of-nobody", test_dead_ground_of_nobody);
  g_test_add_func ("/analysis/reach-says-effects", test_reach_says_effects);
  g_test_add_func ("/analysis/viewshed-says-why-not", test_viewshed_says_why_not);
  g_test_add_func ("/analysis/reach-says-why-not-entered", test_reach_says_why_not_entered);
  g_test_add_func ("/analysis/reach-says-why-not-entered-depression", test_reach_says_why_not_entered_depression);
  g_test_add_func ("/analysis/viewshed-says-why-blind", test_viewshed_says_why_blind);
  return g_test_run ();
}
