/* test-viewshed.c: a viewshed is wadi_los () to every hex, and a side's
 * eyes the union of its units' viewsheds */
#include "config.h"

#include <string.h>

#include "wadi-test-rules.h"
#include "wadi-viewshed.h"

/* Every hex of the viewshed answers as wadi_los () does, with the target
 * where target puts it; hexes off the map are not answered. */
static void
assert_matches_los (const WadiRulesContext *ctx,
                    const WadiViewshed     *viewshed)
{
  const WadiBoard *map = wadi_rules_context_map (ctx);
  WadiLosResult    result;
  guint            on_map = 0, clear = 0;

  wadi_los_result_init (&result);
  for (guint i = 0; i < wadi_board_hex_count (map); i++)
    {
      WadiHex                hex = wadi_board_hex_at_index (map, i);
      const WadiViewshedHex *answer = wadi_viewshed_get (viewshed, hex);
      WadiLocation           to = { hex, WADI_POSITION_GROUND, viewshed->target_height };

      if (!wadi_board_contains (map, hex))
        {
          g_assert_null (answer);
          continue;
        }
      g_assert_nonnull (answer);
      on_map++;
      to.position = wadi_viewshed_target_position (ctx, hex, viewshed->target);
      wadi_los (ctx, &viewshed->from, &to, &result);
      if (answer->verdict != result.verdict || answer->position != to.position
          || g_strcmp0 (answer->reason, result.reason) != 0 || g_strcmp0 (answer->rule, result.rule) != 0)
        g_error ("viewshed from (%d,%d) to (%d,%d): verdict %d, wadi_los %d (%s)", viewshed->from.hex.col,
                 viewshed->from.hex.row, hex.col, hex.row, answer->verdict, result.verdict, result.reason);
      g_assert_true (((answer->flags & WADI_VIEWSHED_HEX_BLIND_BETWEEN) != 0)
                     == (result.blind_hexes != NULL && result.blind_hexes->len > 0));
      clear += result.verdict == WADI_LOS_CLEAR;
    }
  wadi_los_result_clear (&result);
  g_assert_cmpuint (viewshed->n_on_map, ==, on_map);
  g_assert_cmpuint (viewshed->n_clear, ==, clear);
}

/* The property: from every hex of a board (at its default position, and
 * IN where a depression), the viewshed is wadi_los () to every other. */
static void
all_pairs (WadiScenario *scenario,
           guint         stride)
{
  g_autoptr(WadiRulesContext) ctx = wadi_rules_context_new (scenario);
  const WadiBoard *map = wadi_rules_context_map (ctx);
  guint            viewsheds = 0;

  for (guint i = 0; i < wadi_board_hex_count (map); i += stride)
    {
      WadiHex            hex = wadi_board_hex_at_index (map, i);
      WadiViewshedTarget target = (WadiViewshedTarget) (i % 3);
      WadiLocation       from = { hex, WADI_POSITION_GROUND, 0 };

      if (!wadi_board_contains (map, hex))
        continue;
      from.position = wadi_viewshed_target_position (ctx, hex, target);
      {
        g_autoptr(WadiViewshed) viewshed = wadi_viewshed_new (ctx, &from, target, 0);

        assert_matches_los (ctx, viewshed);
        /* a location sees itself */
        g_assert_cmpint (wadi_viewshed_get (viewshed, hex)->verdict, !=, WADI_LOS_BLOCKED);
        viewsheds++;
      }
    }
  g_assert_cmpuint (viewsheds, >=, 72);
  wadi_scenario_free (scenario);
}

static void
test_all_pairs_asl (void)
{
  /* boards 25, 14 and 13 of the examples: every third hex as a viewer,
   * each seeing every hex of the three boards */
  all_pairs (wadi_fixture_asl_examples (), 3);
}

/* A board of hills (levels 0 to 3, in blobs), gullies and streams (their
 * floors one level down, joined by depression hexsides), made from a
 * fixed seed: a batch's corridor (wadi-los-map.h) answers many of its
 * lines, and each answer must be the walk's. */
static WadiScenario *
random_hills (guint32 seed)
{
  WadiGridLayout layout = { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD };
  WadiScenario  *scenario = wadi_scenario_new (WADI_RULESET_ASL);
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  WadiBoard *board;

  wadi_scenario_add_board (scenario, wadi_board_new ("1", 28, 18, layout, WADI_LABEL_ASL, 1));
  board = wadi_scenario_grid (scenario);
  for (int blob = 0; blob < 14; blob++)
    {
      WadiHex centre = { g_rand_int_range (rand, 0, board->cols), g_rand_int_range (rand, 0, board->rows) };
      int     level = g_rand_int_range (rand, 1, 4);
      int     radius = g_rand_int_range (rand, 0, 3);

      for (guint i = 0; i < wadi_board_hex_count (board); i++)
        {
          WadiHex     hex = wadi_board_hex_at_index (board, i);
          WadiHexCell cell = *wadi_board_cell (board, hex);

          if (wadi_hex_distance (layout, hex, centre) > radius)
            continue;
          cell.level = (gint8) MAX (cell.level, level);
          wadi_board_set_cell (board, hex, &cell);
        }
    }
  for (int run = 0; run < 5; run++)
    {
      WadiHex hex = { g_rand_int_range (rand, 0, board->cols), g_rand_int_range (rand, 0, board->rows) };

      for (int step = 0; step < 10; step++)
        {
          WadiHexCell   cell = *wadi_board_cell (board, hex);
          WadiDirection dir = (WadiDirection) g_rand_int_range (rand, 0, WADI_DIRECTION_COUNT);
          WadiHex       next = wadi_hex_neighbor (layout, hex, dir);

          cell.depression = run % 2 == 0 ? WADI_DEPRESSION_GULLY : WADI_DEPRESSION_STREAM;
          cell.floor = (gint8) (cell.level - 1);
          wadi_board_set_cell (board, hex, &cell);
          if (!wadi_board_contains (board, next))
            break;
          wadi_board_set_side (board, (WadiHexside) { hex, dir }, WADI_SIDE_DEPRESSION);
          hex = next;
        }
    }
  return scenario;
}

static void
test_all_pairs_hills (void)
{
  for (guint32 seed = 1; seed <= 3; seed++)
    all_pairs (random_hills (seed), 5);
}

/* A map of every ruleset for the fan and the first steps (wadi-los-fan.h)
 * to get wrong: two boards of layout with a hole between them and the
 * default cell around (sometimes above the ground), every hex a level of
 * its own from -1 to 3 (or, sparse, a few towers), depressions of every
 * kind with their floors one or two levels down and most of their
 * hexsides between them depression hexsides, ponds, and a stream depth
 * drawn at random. */
static WadiScenario *
random_map (WadiRulesetId  ruleset,
            WadiGridLayout layout,
            gboolean       sparse,
            int            cols,
            int            rows,
            GRand         *rand)
{
  WadiScenario *scenario = wadi_scenario_new (ruleset);
  g_autoptr(GPtrArray) boards = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  WadiMapPlacement placements[2] = { { { 0, 0 }, 0 }, { { cols + 3, rows / 2 }, 0 } };
  WadiBoard       *grid;

  g_ptr_array_add (boards, wadi_board_new ("1", cols, rows, layout, WADI_LABEL_NUMERIC, 1));
  g_ptr_array_add (boards, wadi_board_new ("2", cols, rows, layout, WADI_LABEL_NUMERIC, 1));
  if (!wadi_scenario_set_boards (scenario, g_steal_pointer (&boards), placements, NULL, &error))
    g_error ("laying out the map: %s", error->message);
  scenario->ssr.stream_depth = (WadiStreamDepth) g_rand_int_range (rand, 0, WADI_STREAM_DEPTH_COUNT);
  scenario->ssr.toi_wadi_rules = g_rand_boolean (rand);
  grid = wadi_scenario_grid (scenario);
  if (g_rand_int_range (rand, 0, 4) == 0)
    grid->default_cell.level = (gint8) g_rand_int_range (rand, 1, 3);
  for (guint i = 0; i < wadi_board_hex_count (grid); i++)
    {
      WadiHex     hex = wadi_board_hex_at_index (grid, i);
      WadiHexCell cell;

      if (!wadi_board_contains (grid, hex))
        continue;
      cell = *wadi_board_cell (grid, hex);
      if (sparse)
        cell.level = (gint8) (g_rand_int_range (rand, 0, 30) == 0 ? g_rand_int_range (rand, 1, 4) : 0);
      else
        cell.level = (gint8) g_rand_int_range (rand, -1, 4);
      if (g_rand_int_range (rand, 0, 6) == 0)
        {
          cell.depression = (WadiDepression) g_rand_int_range (rand, 1, WADI_DEPRESSION_COUNT);
          cell.floor = (gint8) (cell.level - g_rand_int_range (rand, 1, 3));
        }
      else if (g_rand_int_range (rand, 0, 20) == 0)
        cell.terrain = WADI_TERRAIN_POND;
      wadi_board_set_cell (grid, hex, &cell);
    }
  for (guint i = 0; i < wadi_board_hex_count (grid); i++)
    {
      WadiHex hex = wadi_board_hex_at_index (grid, i);

      if (!wadi_board_contains (grid, hex) || wadi_board_cell (grid, hex)->depression == WADI_DEPRESSION_NONE)
        continue;
      for (WadiDirection dir = 0; dir < WADI_DIRECTION_COUNT; dir++)
        {
          WadiHex next = wadi_hex_neighbor (layout, hex, dir);

          if (wadi_board_contains (grid, next) && wadi_board_cell (grid, next)->depression != WADI_DEPRESSION_NONE
              && g_rand_int_range (rand, 0, 4) != 0)
            wadi_board_set_side (grid, (WadiHexside) { hex, dir }, WADI_SIDE_DEPRESSION);
        }
    }
  return scenario;
}

/* The property, on random maps of every ruleset and layout: from hexes
 * drawn at random, at every position their hex has and a height of 0 to
 * 2, each target mode and a target height of 0 or 1, the viewshed is
 * wadi_los () to every hex. */
static void
test_random_maps (void)
{
  static const WadiGridLayout layouts[] = {
    { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD },
    { WADI_GRID_FLAT_TOP, WADI_STAGGER_EVEN },
    { WADI_GRID_POINTY_TOP, WADI_STAGGER_ODD },
    { WADI_GRID_POINTY_TOP, WADI_STAGGER_EVEN },
  };
  g_autoptr(GRand) rand = g_rand_new_with_seed (29);
  guint viewsheds = 0;

  for (WadiRulesetId ruleset = 0; ruleset < WADI_RULESET_COUNT; ruleset++)
    for (gsize l = 0; l < G_N_ELEMENTS (layouts); l++)
      for (int round = 0; round < 6; round++)
        {
          gboolean sparse = round % 3 == 2;
          g_autoptr(WadiScenario) scenario = random_map (ruleset, layouts[l], sparse, sparse ? 40 : 12,
                                                          sparse ? 30 : 9, rand);
          g_autoptr(WadiRulesContext) ctx = wadi_rules_context_new (scenario);
          const WadiBoard *map = wadi_rules_context_map (ctx);

          for (int v = 0; v < 5; v++)
            {
              WadiHex            hex;
              WadiLocation       from;
              WadiViewshedTarget target = (WadiViewshedTarget) g_rand_int_range (rand, 0, 3);

              do
                hex = wadi_board_hex_at_index (map, g_rand_int_range (rand, 0, (gint32) wadi_board_hex_count (map)));
              while (!wadi_board_contains (map, hex));
              from = (WadiLocation) { hex, WADI_POSITION_GROUND, g_rand_int_range (rand, 0, 3) };
              if (wadi_board_cell (map, hex)->depression != WADI_DEPRESSION_NONE)
                from.position = (WadiPosition) g_rand_int_range (rand, WADI_POSITION_GROUND, WADI_POSITION_CREST + 1);
              if (from.position == WADI_POSITION_IN)
                from.height = 0;
              {
                g_autoptr(WadiViewshed) viewshed = wadi_viewshed_new (ctx, &from, target, g_rand_int_range (rand, 0, 2));

                assert_matches_los (ctx, viewshed);
                viewsheds++;
              }
            }
        }
  g_assert_cmpuint (viewsheds, ==, WADI_RULESET_COUNT * G_N_ELEMENTS (layouts) * 6 * 5);

  /* A wall of the highest level all round the viewer (the fan stops at
   * the ring past it), a gap in it here and there, hills within and
   * without. */
  for (WadiRulesetId ruleset = 0; ruleset < WADI_RULESET_COUNT; ruleset++)
    for (int round = 0; round < 3; round++)
      {
        g_autoptr(WadiScenario) scenario = random_map (ruleset, layouts[round % 2], TRUE, 44, 44, rand);
        WadiBoard   *grid = wadi_scenario_grid (scenario);
        WadiHex      centre = { 22, 22 };
        int          radius = g_rand_int_range (rand, 6, 15);
        WadiLocation from = { centre, WADI_POSITION_GROUND, 0 };
        g_autoptr(WadiRulesContext) ctx = NULL;

        for (guint i = 0; i < wadi_board_hex_count (grid); i++)
          {
            WadiHex     hex = wadi_board_hex_at_index (grid, i);
            WadiHexCell cell;

            if (wadi_hex_distance (grid->layout, hex, centre) != radius || g_rand_int_range (rand, 0, 40) == 0)
              continue;
            cell = *wadi_board_cell (grid, hex);
            cell.level = 4;
            cell.depression = WADI_DEPRESSION_NONE;
            wadi_board_set_cell (grid, hex, &cell);
          }
        ctx = wadi_rules_context_new (scenario);
        for (int height = 0; height < 5; height += 2)
          {
            g_autoptr(WadiViewshed) viewshed = NULL;

            from.height = height;
            viewshed = wadi_viewshed_new (ctx, &from, WADI_VIEWSHED_TARGET_DEFAULT, g_rand_int_range (rand, 0, 4));
            assert_matches_los (ctx, viewshed);
          }
      }
}

/* A viewshed updated after an edit of a few hexes (a level, a
 * depression, a hexside) is the viewshed asked anew, on every hex. */
static void
test_update_after_edit (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);

  for (guint32 seed = 1; seed <= 3; seed++)
    {
      WadiScenario *scenario = random_hills (seed);
      WadiBoard    *board = wadi_scenario_grid (scenario);

      for (int round = 0; round < 8; round++)
        {
          g_autoptr(WadiRulesContext) before = wadi_rules_context_new (scenario);
          WadiHex      from_hex = wadi_board_hex_at_index (board, g_rand_int_range (rand, 0, (gint32) wadi_board_hex_count (board)));
          WadiLocation from = { from_hex, wadi_viewshed_target_position (before, from_hex, WADI_VIEWSHED_TARGET_DEFAULT), 0 };
          g_autoptr(WadiViewshed) viewshed = wadi_viewshed_new (before, &from, (WadiViewshedTarget) (round % 3), 0);
          g_autoptr(WadiViewshed) fresh = NULL;
          g_autoptr(WadiRulesContext) after = NULL;
          WadiHex  changed[3];
          gboolean updated;

          for (int c = 0; c < 3; c++)
            {
              WadiHexCell cell;

              do
                changed[c] = wadi_board_hex_at_index (board, g_rand_int_range (rand, 0, (gint32) wadi_board_hex_count (board)));
              while (wadi_hex_equal (changed[c], from_hex));
              cell = *wadi_board_cell (board, changed[c]);
              if (c == 0)
                cell.level = (gint8) (cell.level + 2);
              else if (c == 1)
                {
                  cell.depression = cell.depression == WADI_DEPRESSION_NONE ? WADI_DEPRESSION_GULLY : WADI_DEPRESSION_NONE;
                  cell.floor = (gint8) (cell.level - 1);
                }
              else
                wadi_board_set_side (board, (WadiHexside) { changed[c], WADI_DIRECTION_COUNT / 2 }, WADI_SIDE_DEPRESSION);
              wadi_board_set_cell (board, changed[c], &cell);
            }
          after = wadi_rules_context_new (scenario);
          updated = wadi_viewshed_update (viewshed, after, changed, G_N_ELEMENTS (changed));
          g_assert_true (updated);
          fresh = wadi_viewshed_new (after, &from, (WadiViewshedTarget) (round % 3), 0);
          g_assert_cmpuint (viewshed->n_clear, ==, fresh->n_clear);
          g_assert_cmpuint (viewshed->n_blind, ==, fresh->n_blind);
          for (guint i = 0; i < wadi_board_hex_count (board); i++)
            {
              const WadiViewshedHex *a = &viewshed->hexes[i], *b = &fresh->hexes[i];

              if (a->verdict != b->verdict || a->flags != b->flags || a->position != b->position
                  || g_strcmp0 (a->reason, b->reason) != 0 || g_strcmp0 (a->rule, b->rule) != 0)
                g_error ("seed %u round %d: hex %u updated %d (%s), anew %d (%s)", seed, round, i, a->verdict, a->reason,
                         b->verdict, b->reason);
            }
          /* an edit of the viewer's hex cannot be updated */
          g_assert_false (wadi_viewshed_update (viewshed, after, &from_hex, 1));
        }
      wadi_scenario_free (scenario);
    }
}

static void
test_all_pairs_toi (void)
{
  all_pairs (wadi_fixture_toi_los (), 1);
}

static void
test_all_pairs_classic (void)
{
  all_pairs (wadi_fixture_classic_examples (), 1);
}

/* B20.2 EX: "A unit IN 13P5 can see P3, N4, O4, Q3, N6, M7, and all
 * adjacent hexes, but cannot see M6 or Q4". */
static void
test_b20_2_example (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  g_autoptr(WadiRulesContext) ctx = wadi_rules_context_new (scenario);
  WadiLocation p5 = wadi_test_location (scenario, "13P5", WADI_POSITION_IN);
  g_autoptr(WadiViewshed) viewshed = wadi_viewshed_new (ctx, &p5, WADI_VIEWSHED_TARGET_IN, 0);
  const char *seen[] = { "13P3", "13N4", "13O4", "13Q3", "13N6", "13M7",
                         "13P4", "13P6", "13O5", "13O6", "13Q5", "13Q6" };
  const char *unseen[] = { "13M6", "13Q4" };

  for (gsize i = 0; i < G_N_ELEMENTS (seen); i++)
    g_assert_cmpint (wadi_viewshed_get (viewshed, wadi_fixture_hex (scenario, seen[i]))->verdict, ==,
                     WADI_LOS_CLEAR);
  for (gsize i = 0; i < G_N_ELEMENTS (unseen); i++)
    {
      const WadiViewshedHex *answer = wadi_viewshed_get (viewshed, wadi_fixture_hex (scenario, unseen[i]));

      g_assert_cmpint (answer->verdict, ==, WADI_LOS_BLOCKED);
      g_assert_cmpstr (answer->rule, ==, "B20.2");
    }
  /* M6 is Open Ground: seen on the ground whatever the target mode */
  g_assert_cmpint (wadi_viewshed_get (viewshed, wadi_fixture_hex (scenario, "13M6"))->position, ==,
                   WADI_POSITION_GROUND);
  g_assert_cmpint (wadi_viewshed_get (viewshed, wadi_fixture_hex (scenario, "13Q4"))->position, ==,
                   WADI_POSITION_IN);
  /* down in the stream it sees little of the three boards */
  g_assert_cmpuint (viewshed->n_clear, <, viewshed->n_on_map / 4);
  assert_matches_los (ctx, viewshed);

  /* B20.2 too: at Crest in 13P5 it sees M6 and Q4 */
  {
    WadiLocation crest = wadi_test_location (scenario, "13P5", WADI_POSITION_CREST);
    g_autoptr(WadiViewshed) from_crest = wadi_viewshed_new (ctx, &crest, WADI_VIEWSHED_TARGET_IN, 0);

    g_assert_cmpint (wadi_viewshed_get (from_crest, wadi_fixture_hex (scenario, "13M6"))->verdict, ==,
                     WADI_LOS_CLEAR);
    g_assert_cmpuint (from_crest->n_clear, >, viewshed->n_clear);
  }
}

static WadiLocation
unit_location (const WadiScenario *scenario,
               const char         *name)
{
  const WadiCounter *counter = wadi_fixture_unit (scenario, name);
  WadiLocation       location = { counter->hex, counter->position, 0 };

  return location;
}

/* The Days of the Fox LOS diagram (test-los-toi.c): each German unit's
 * viewshed, read at the British units' hexes where they stand at the
 * default position. */
static void
test_toi_diagram (void)
{
  static const struct
  {
    const char *viewer, *seen, *blind;
  } diagram[] = {
    { "A", "FGHIJ", "" },
    { "B", "FGH", "" },
    { "C", "GHJ", "FI" },
    { "D", "", "" },
    { "E", "FG", "" },
  };
  g_autoptr(WadiScenario) scenario = wadi_fixture_toi_los ();
  g_autoptr(WadiRulesContext) ctx = wadi_rules_context_new (scenario);
  guint checked = 0;

  for (gsize r = 0; r < G_N_ELEMENTS (diagram); r++)
    {
      WadiLocation viewer = unit_location (scenario, diagram[r].viewer);
      g_autoptr(WadiViewshed) viewshed = wadi_viewshed_new (ctx, &viewer, WADI_VIEWSHED_TARGET_DEFAULT, 0);

      assert_matches_los (ctx, viewshed);
      for (const char *t = "FGHIJ"; *t != '\0'; t++)
        {
          char                   name[2] = { *t, '\0' };
          WadiLocation           target = unit_location (scenario, name);
          const WadiViewshedHex *answer = wadi_viewshed_get (viewshed, target.hex);
          WadiLosVerdict         expected = strchr (diagram[r].seen, *t) != NULL    ? WADI_LOS_CLEAR
                                            : strchr (diagram[r].blind, *t) != NULL ? WADI_LOS_BLIND
                                                                                    : WADI_LOS_BLOCKED;

          if (answer->position != target.position)
            continue;
          if (answer->verdict != expected)
            g_error ("%s -> %s: verdict %d, expected %d", diagram[r].viewer, name, answer->verdict, expected);
          checked++;
        }
      if (strlen (diagram[r].blind) > 0)
        g_assert_cmpuint (viewshed->n_blind, >, 0);
    }
  g_assert_cmpuint (checked, >=, 15);
}

/* A side's eyes: a hex is dead ground exactly when no unit of the side has
 * a clear LOS to it. */
static void
test_side_eyes (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_toi_los ();
  g_autoptr(WadiRulesContext) ctx = wadi_rules_context_new (scenario);
  const WadiBoard *map = wadi_rules_context_map (ctx);
  g_autoptr(WadiSideEyes) eyes = wadi_side_eyes_new (ctx, "German", WADI_VIEWSHED_TARGET_DEFAULT, 0);
  g_autoptr(WadiSideEyes) nobody = wadi_side_eyes_new (ctx, "Martians", WADI_VIEWSHED_TARGET_DEFAULT, 0);
  WadiLosResult result;
  guint         dead = 0;

  g_assert_cmpuint (eyes->n_units, ==, 5);
  g_assert_cmpuint (eyes->n_seen + eyes->n_dead, ==, eyes->n_on_map);
  g_assert_cmpuint (eyes->n_seen, >, 0);
  wadi_los_result_init (&result);
  for (guint i = 0; i < wadi_board_hex_count (map); i++)
    {
      WadiHex      hex = wadi_board_hex_at_index (map, i);
      WadiLocation to = { hex, wadi_viewshed_target_position (ctx, hex, WADI_VIEWSHED_TARGET_DEFAULT), 0 };
      guint        seen_by = 0;

      if (!wadi_board_contains (map, hex))
        continue;
      for (guint u = 0; u < eyes->units->len; u++)
        {
          wadi_los (ctx, &g_array_index (eyes->units, WadiLocation, u), &to, &result);
          seen_by += result.verdict == WADI_LOS_CLEAR;
        }
      g_assert_cmpuint (eyes->seen_by[i], ==, seen_by);
      g_assert_true (wadi_side_eyes_is_dead (eyes, map, hex) == (seen_by == 0));
      dead += seen_by == 0;
    }
  wadi_los_result_clear (&result);
  g_assert_cmpuint (eyes->n_dead, ==, dead);
  /* A sees every British unit: none of their hexes is dead ground */
  for (const char *t = "FGHIJ"; *t != '\0'; t++)
    {
      char name[2] = { *t, '\0' };

      g_assert_false (wadi_side_eyes_is_dead (eyes, map, unit_location (scenario, name).hex));
    }
  /* a side with no units sees nothing */
  g_assert_cmpuint (nobody->n_units, ==, 0);
  g_assert_cmpuint (nobody->n_dead, ==, nobody->n_on_map);
}

/* One squad IN the stream of 13P5 (B20.2) watches little of three boards:
 * the rest is dead ground, and the hexes B20.2 says it cannot see are. */
static void
test_dead_ground (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  g_autoptr(WadiRulesContext) ctx = NULL;
  g_autoptr(WadiSideEyes) eyes = NULL;
  g_autoptr(WadiViewshed) viewshed = NULL;
  WadiCounter  counter = { 0 };
  WadiLocation p5 = wadi_test_location (scenario, "13P5", WADI_POSITION_IN);

  counter.kind = WADI_COUNTER_UNIT;
  counter.hex = p5.hex;
  counter.position = WADI_POSITION_IN;
  counter.unit_class = WADI_UNIT_INFANTRY;
  counter.side = (char *) "German";
  wadi_scenario_add_counter (scenario, &counter);
  ctx = wadi_rules_context_new (scenario);
  eyes = wadi_side_eyes_new (ctx, "german", WADI_VIEWSHED_TARGET_IN, 0);
  viewshed = wadi_viewshed_new (ctx, &p5, WADI_VIEWSHED_TARGET_IN, 0);
  g_assert_cmpuint (eyes->n_units, ==, 1);
  g_assert_cmpuint (eyes->n_seen, ==, viewshed->n_clear);
  g_assert_cmpuint (eyes->n_dead, ==, viewshed->n_on_map - viewshed->n_clear);
  g_assert_true (wadi_side_eyes_is_dead (eyes, wadi_rules_context_map (ctx), wadi_fixture_hex (scenario, "13M6")));
  g_assert_false (wadi_side_eyes_is_dead (eyes, wadi_rules_context_map (ctx), wadi_fixture_hex (scenario, "13M7")));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/viewshed/all-pairs/asl", test_all_pairs_asl);
  g_test_add_func ("/viewshed/all-pairs/hills", test_all_pairs_hills);
  g_test_add_func ("/viewshed/all-pairs/toi", test_all_pairs_toi);
  g_test_add_func ("/viewshed/update-after-edit", test_update_after_edit);
  g_test_add_func ("/viewshed/all-pairs/classic", test_all_pairs_classic);
  g_test_add_func ("/viewshed/random-maps", test_random_maps);
  g_test_add_func ("/viewshed/b20-2-example", test_b20_2_example);
  g_test_add_func ("/viewshed/toi-diagram", test_toi_diagram);
  g_test_add_func ("/viewshed/side-eyes", test_side_eyes);
  g_test_add_func ("/viewshed/dead-ground", test_dead_ground);
  return g_test_run ();
}
