/* test-map.c: boards laid out as one map
 *
 * The joining facts come from the issue and the printed ASL geomorphic
 * boards: boards side by side share a hex column (the east board's A is the
 * west board's GG), boards one above the other share the half hexes of the
 * even-lettered columns (the north board's B10 is the south board's B0),
 * and a board turned 180 degrees still fits the grid.
 */
#include "config.h"

#include "wadi-map.h"
#include "wadi-scenario.h"

static WadiMap *
geomorphic_map (const char *const *ids,
                const int         *grid, /* x, y, turn per board */
                guint              n,
                GError           **error)
{
  g_autoptr (WadiMap) map = wadi_map_new ();
  g_autoptr (GPtrArray) boards = g_ptr_array_new_with_free_func ((GDestroyNotify) wadi_board_free);
  g_autofree WadiMapPlacement *placements = g_new0 (WadiMapPlacement, n);

  for (guint i = 0; i < n; i++)
    {
      g_ptr_array_add (boards, wadi_board_new_geomorphic (ids[i]));
      placements[i].origin = wadi_map_geomorphic_origin (grid[3 * i], grid[3 * i + 1]);
      placements[i].turn = (guint) grid[3 * i + 2];
    }
  if (!wadi_map_lay_out (map, g_steal_pointer (&boards), placements, error))
    return NULL;
  return g_steal_pointer (&map);
}

static WadiHex
parse (const WadiMap *map,
       const char    *label)
{
  g_autoptr (GError) error = NULL;
  WadiHex hex = { -1, -1 };

  g_assert_true (wadi_map_parse_label (map, label, 0, &hex, &error));
  g_assert_no_error (error);
  return hex;
}

static void
assert_same_hex (const WadiMap *map,
                 const char    *a,
                 const char    *b)
{
  WadiHex ha = parse (map, a);
  WadiHex hb = parse (map, b);

  g_assert_cmpint (ha.col, ==, hb.col);
  g_assert_cmpint (ha.row, ==, hb.row);
}

static void
assert_label (const WadiMap *map,
              const char    *label,
              const char    *printed)
{
  g_autofree char *got = wadi_map_hex_label (map, parse (map, label));

  g_assert_cmpstr (got, ==, printed);
}

/* Boards named, not numbered: on a map of several, each hex has a name
 * of its own, the board's id and a full stop before the board's label
 * ("north.A1"), and that name reads back; a board alone keeps its own
 * labels. A scripter's try-out had found both boards' hexes named "A1",
 * so `los` could not name a hex of the second. */
static void
test_map_named_boards (void)
{
  const char *const ids[] = { "north", "south" };
  const int         grid[] = { 0, 0, 0, 0, 1, 0 };
  const char *const alone_id[] = { "north" };
  const int         alone_grid[] = { 0, 0, 0 };
  g_autoptr (GError) error = NULL;
  g_autoptr (WadiMap) map = geomorphic_map (ids, grid, 2, &error);
  g_autoptr (WadiMap) alone = geomorphic_map (alone_id, alone_grid, 1, &error);
  WadiHex north, south;

  g_assert_no_error (error);
  north = parse (map, "north.C5");
  south = parse (map, "south.C5");
  g_assert_true (north.col != south.col || north.row != south.row);
  assert_label (map, "south.C5", "south.C5");
  assert_label (map, "north.C5", "north.C5");
  /* a label without the board's name is the default board's */
  assert_same_hex (map, "C5", "north.C5");
  /* the shared half hexes print as the board listed first */
  assert_same_hex (map, "north.B10", "south.B0");
  assert_label (alone, "C5", "C5");
}

static void
test_map_east_shares_column (void)
{
  const char *const ids[] = { "25", "14" };
  const int         grid[] = { 0, 0, 0, 1, 0, 0 };
  g_autoptr (GError) error = NULL;
  g_autoptr (WadiMap) map = geomorphic_map (ids, grid, 2, &error);

  g_assert_no_error (error);
  /* 33 columns each, one shared: 65 columns; 11 rows. */
  g_assert_cmpint (map->grid->cols, ==, 65);
  g_assert_cmpint (map->grid->rows, ==, 11);
  /* a board prefix of none of the map's boards names them */
  {
    g_autoptr (GError) missing = NULL;
    WadiHex hex;

    g_assert_false (wadi_map_parse_label (map, "99A1", 0, &hex, &missing));
    g_assert_error (missing, WADI_LABEL_ERROR, WADI_LABEL_ERROR_RANGE);
    g_assert_cmpstr (missing->message, ==, "hex “99A1” names board 99, which is not on the map (its boards: 25, 14)");
  }
  assert_same_hex (map, "25GG5", "14A5");
  assert_same_hex (map, "25GG1", "14A1");
  /* A shared hex prints as the board listed first. */
  assert_label (map, "14A5", "25GG5");
  assert_label (map, "14B5", "14B5");
  /* 25FF5 and 14A5 are neighbours across the seam. */
  g_assert_cmpint (wadi_hex_distance (map->grid->layout, parse (map, "25FF5"), parse (map, "14A5")), ==, 1);
  g_assert_cmpint (wadi_hex_distance (map->grid->layout, parse (map, "25FF5"), parse (map, "14B5")), ==, 2);
}

static void
test_map_south_shares_half_hexes (void)
{
  const char *const ids[] = { "25", "14" };
  const int         grid[] = { 0, 0, 0, 0, 1, 0 };
  g_autoptr (GError) error = NULL;
  g_autoptr (WadiMap) map = geomorphic_map (ids, grid, 2, &error);

  g_assert_no_error (error);
  g_assert_cmpint (map->grid->cols, ==, 33);
  g_assert_cmpint (map->grid->rows, ==, 21);
  assert_same_hex (map, "25B10", "14B0");
  assert_same_hex (map, "25FF10", "14FF0");
  /* The odd-lettered columns share nothing: 25A10 and 14A1 are two hexes,
   * next to each other. */
  g_assert_cmpint (wadi_hex_distance (map->grid->layout, parse (map, "25A10"), parse (map, "14A1")), ==, 1);
  assert_label (map, "14B0", "25B10");
}

static void
test_map_turned_board (void)
{
  const char *const ids[] = { "25", "14" };
  const int         grid[] = { 0, 0, 0, 1, 0, 3 };
  g_autoptr (GError) error = NULL;
  g_autoptr (WadiMap) map = geomorphic_map (ids, grid, 2, &error);

  g_assert_no_error (error);
  g_assert_cmpint (map->grid->cols, ==, 65);
  g_assert_cmpint (map->grid->rows, ==, 11);
  /* Turned, board 14's A column lies east and its row 10 north. */
  assert_same_hex (map, "25GG5", "14GG6");
  assert_same_hex (map, "25GG1", "14GG10");
  g_assert_cmpint (parse (map, "14A5").col, ==, 64);
  g_assert_cmpint (parse (map, "14B10").row, ==, 0);
  /* A board's direction turns with it. */
  g_assert_cmpint (wadi_map_board_direction (wadi_map_get_board (map, 1), 0), ==, 3);
}

static void
test_map_half_hexes (void)
{
  const char *const ids[] = { "25" };
  const int         grid[] = { 0, 0, 0 };
  g_autoptr (WadiMap) map = geomorphic_map (ids, grid, 1, NULL);
  const WadiMapBoard *board = wadi_map_get_board (map, 0);

  g_assert_true (wadi_map_board_is_half_hex (board, (WadiHex) { 0, 5 }));   /* A5 */
  g_assert_true (wadi_map_board_is_half_hex (board, (WadiHex) { 32, 5 }));  /* GG5 */
  g_assert_true (wadi_map_board_is_half_hex (board, (WadiHex) { 1, 0 }));   /* B0 */
  g_assert_true (wadi_map_board_is_half_hex (board, (WadiHex) { 1, 10 }));  /* B10 */
  g_assert_false (wadi_map_board_is_half_hex (board, (WadiHex) { 2, 10 })); /* C10 */
  g_assert_false (wadi_map_board_is_half_hex (board, (WadiHex) { 5, 5 }));  /* F5 */
  /* One board as it lies is the map: no copy, no bitmap. */
  g_assert_null (map->grid->present);
}

static void
test_map_overlap_refused (void)
{
  const char *const ids[] = { "25", "14" };
  const int         grid[] = { 0, 0, 0, 0, 0, 0 };
  g_autoptr (GError) error = NULL;
  g_autoptr (WadiMap) map = geomorphic_map (ids, grid, 2, &error);

  g_assert_null (map);
  g_assert_error (error, WADI_MAP_ERROR, WADI_MAP_ERROR_OVERLAP);
  g_assert_nonnull (strstr (error->message, "board 14 would overlap board 25"));
}

static void
test_map_asl_turn_refused (void)
{
  const char *const ids[] = { "25" };
  const int         grid[] = { 0, 0, 1 };
  g_autoptr (GError) error = NULL;
  g_autoptr (WadiMap) map = geomorphic_map (ids, grid, 1, &error);

  g_assert_null (map);
  g_assert_error (error, WADI_MAP_ERROR, WADI_MAP_ERROR_TURN);
}

static void
test_map_duplicate_id_refused (void)
{
  const char *const ids[] = { "25", "25" };
  const int         grid[] = { 0, 0, 0, 1, 0, 0 };
  g_autoptr (GError) error = NULL;
  g_autoptr (WadiMap) map = geomorphic_map (ids, grid, 2, &error);

  g_assert_null (map);
  g_assert_error (error, WADI_MAP_ERROR, WADI_MAP_ERROR_ID);
}

/* Three boards in an L: the corner the L leaves out has no hexes. */
static void
test_map_holes (void)
{
  const char *const ids[] = { "25", "14", "13" };
  const int         grid[] = { 0, 0, 0, 1, 0, 0, 0, 1, 0 };
  g_autoptr (GError) error = NULL;
  g_autoptr (WadiMap) map = geomorphic_map (ids, grid, 3, &error);
  guint boards[2];

  g_assert_no_error (error);
  g_assert_cmpint (map->grid->cols, ==, 65);
  g_assert_cmpint (map->grid->rows, ==, 21);
  g_assert_nonnull (map->grid->present);
  g_assert_false (wadi_board_contains (map->grid, (WadiHex) { 50, 15 }));
  g_assert_false (wadi_map_board_at (map, (WadiHex) { 50, 15 }, NULL, NULL));
  g_assert_null (wadi_map_hex_label (map, (WadiHex) { 50, 15 }));
  g_assert_true (wadi_board_contains (map->grid, parse (map, "13P5")));
  g_assert_cmpuint (wadi_map_boards_at (map, parse (map, "25GG5"), boards), ==, 2);
  g_assert_cmpuint (boards[0], ==, 0);
  g_assert_cmpuint (boards[1], ==, 1);
  /* the half hex both boards have, as each names it */
  {
    g_autofree char *first = wadi_map_board_hex_label (map, 0, parse (map, "25GG5"));
    g_autofree char *second = wadi_map_board_hex_label (map, 1, parse (map, "25GG5"));

    g_assert_cmpstr (first, ==, "25GG5");
    g_assert_cmpstr (second, ==, "14A5");
    g_assert_null (wadi_map_board_hex_label (map, 2, parse (map, "25GG5")));
    g_assert_null (wadi_map_board_hex_label (map, 3, parse (map, "25GG5")));
  }
  g_assert_cmpuint (wadi_map_boards_at (map, parse (map, "13P5"), boards), ==, 1);
  g_assert_cmpuint (boards[0], ==, 2);
}

static void
test_map_mismatch (void)
{
  g_autoptr (WadiMap) map = wadi_map_new ();
  g_autoptr (GPtrArray) boards = g_ptr_array_new_with_free_func ((GDestroyNotify) wadi_board_free);
  g_autoptr (GError) error = NULL;
  g_autoptr (WadiBoard) extracted = NULL;
  WadiMapPlacement       placements[2] = { { wadi_map_geomorphic_origin (0, 0), 0 },
                                           { wadi_map_geomorphic_origin (1, 0), 0 } };
  WadiBoard             *west = wadi_board_new_geomorphic ("25");
  WadiBoard             *east = wadi_board_new_geomorphic ("14");
  WadiHexCell            woods = { WADI_TERRAIN_WOODS, 0, WADI_DEPRESSION_NONE, 0, 0, 0 };
  WadiHexCell            brush = { WADI_TERRAIN_BRUSH, 0, WADI_DEPRESSION_NONE, 0, 0, 0 };
  const WadiMapMismatch *mismatch;
  WadiHex                shared;

  /* 25GG5 prints woods; 14A5, the other half, prints open ground. */
  wadi_board_set_cell (west, (WadiHex) { 32, 5 }, &woods);
  g_ptr_array_add (boards, west);
  g_ptr_array_add (boards, east);
  g_assert_true (wadi_map_lay_out (map, g_steal_pointer (&boards), placements, &error));
  g_assert_no_error (error);

  shared = parse (map, "25GG5");
  g_assert_cmpint (wadi_board_cell (map->grid, shared)->terrain, ==, WADI_TERRAIN_WOODS);
  mismatch = wadi_map_find_mismatch (map, shared);
  g_assert_nonnull (mismatch);
  g_assert_cmpuint (mismatch->first, ==, 0);
  g_assert_cmpuint (mismatch->second, ==, 1);
  g_assert_cmpint (mismatch->cell.terrain, ==, WADI_TERRAIN_OPEN);
  g_assert_null (wadi_map_find_mismatch (map, parse (map, "25GG6")));

  /* Each board written on its own keeps its own half. */
  extracted = wadi_map_extract_board (map, 1);
  g_assert_cmpint (wadi_board_cell (extracted, (WadiHex) { 0, 5 })->terrain, ==, WADI_TERRAIN_OPEN);
  g_clear_pointer (&extracted, wadi_board_free);
  extracted = wadi_map_extract_board (map, 0);
  g_assert_cmpint (wadi_board_cell (extracted, (WadiHex) { 32, 5 })->terrain, ==, WADI_TERRAIN_WOODS);

  /* Painting the hex paints both halves: they agree, and the mismatch is
   * gone; giving the second half its own cell again brings it back. */
  wadi_map_set_cell (map, shared, &brush, NULL);
  g_assert_null (wadi_map_find_mismatch (map, shared));
  g_clear_pointer (&extracted, wadi_board_free);
  extracted = wadi_map_extract_board (map, 1);
  g_assert_cmpint (wadi_board_cell (extracted, (WadiHex) { 0, 5 })->terrain, ==, WADI_TERRAIN_BRUSH);
  wadi_map_set_cell (map, shared, &woods, &brush);
  mismatch = wadi_map_find_mismatch (map, shared);
  g_assert_nonnull (mismatch);
  g_assert_cmpuint (mismatch->second, ==, 1);
  g_assert_cmpint (mismatch->cell.terrain, ==, WADI_TERRAIN_BRUSH);
}

/* A board read back from the map is the board laid out: cells and the
 * hexsides along its edges, turned or not. */
static void
test_map_extract_round_trip (void)
{
  for (guint turn = 0; turn < 6; turn += 3)
    {
      g_autoptr (WadiMap) map = wadi_map_new ();
      g_autoptr (GPtrArray) boards = g_ptr_array_new_with_free_func ((GDestroyNotify) wadi_board_free);
      g_autoptr (WadiBoard) original = wadi_board_new_geomorphic ("14");
      g_autoptr (WadiBoard) extracted = NULL;
      WadiMapPlacement placements[2] = { { wadi_map_geomorphic_origin (0, 0), 0 },
                                         { wadi_map_geomorphic_origin (1, 0), turn } };
      WadiHexCell      gully = { WADI_TERRAIN_OPEN, 0, WADI_DEPRESSION_GULLY, -1, 0, 0 };

      wadi_board_set_cell (original, (WadiHex) { 3, 4 }, &gully);
      wadi_board_set_cell (original, (WadiHex) { 0, 7 }, &gully);
      wadi_board_set_side (original, (WadiHexside) { { 3, 4 }, 2 }, WADI_SIDE_DEPRESSION);
      wadi_board_set_side (original, (WadiHexside) { { 0, 7 }, 4 }, WADI_SIDE_CLIFF);
      wadi_board_set_side (original, (WadiHexside) { { 32, 1 }, 0 }, WADI_SIDE_HEDGE);
      g_ptr_array_add (boards, wadi_board_new_geomorphic ("25"));
      g_ptr_array_add (boards, wadi_board_copy (original));
      g_assert_true (wadi_map_lay_out (map, g_steal_pointer (&boards), placements, NULL));
      extracted = wadi_map_extract_board (map, 1);
      g_assert_true (wadi_board_equal (extracted, original));
    }
}

/* Boards of other grids turn in 60 degree steps, and a board turned six
 * ways round the same origin maps every hex and back. */
static void
test_map_sixty_degree_turns (void)
{
  for (guint turn = 0; turn < 6; turn++)
    {
      g_autoptr (WadiMap) map = wadi_map_new ();
      g_autoptr (GPtrArray) boards = g_ptr_array_new_with_free_func ((GDestroyNotify) wadi_board_free);
      WadiBoard       *board = wadi_board_new ("T", 6, 4, (WadiGridLayout) { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD },
                                               WADI_LABEL_NUMERIC, 1);
      WadiMapPlacement placement = { { 0, 0 }, turn };
      g_autoptr (GError) error = NULL;
      guint covered = 0;

      g_ptr_array_add (boards, board);
      g_assert_true (wadi_map_lay_out (map, g_steal_pointer (&boards), &placement, &error));
      g_assert_no_error (error);
      for (int row = 0; row < 4; row++)
        for (int col = 0; col < 6; col++)
          {
            WadiHex at = wadi_map_to_map (map, 0, (WadiHex) { col, row });
            WadiHex back;

            g_assert_true (wadi_board_contains (map->grid, at));
            g_assert_true (wadi_map_to_board (map, 0, at, &back));
            g_assert_cmpint (back.col, ==, col);
            g_assert_cmpint (back.row, ==, row);
          }
      for (guint i = 0; i < wadi_board_hex_count (map->grid); i++)
        covered += wadi_board_contains (map->grid, wadi_board_hex_at_index (map->grid, i));
      g_assert_cmpuint (covered, ==, 24);
    }
}

/* A scenario's counters go where their board goes. */
static void
test_map_scenario_relayout_moves_counters (void)
{
  g_autoptr (WadiScenario) scenario = wadi_scenario_new (WADI_RULESET_ASL);
  g_autoptr (GPtrArray) boards = g_ptr_array_new_with_free_func ((GDestroyNotify) wadi_board_free);
  WadiMapPlacement   placements[2] = { { wadi_map_geomorphic_origin (0, 0), 0 },
                                       { wadi_map_geomorphic_origin (1, 0), 0 } };
  guint              from[2] = { 0, 1 };
  WadiCounter        crest = { 0 };
  g_autofree char   *label = NULL;
  const WadiCounter *moved;

  g_ptr_array_add (boards, wadi_board_new_geomorphic ("25"));
  g_ptr_array_add (boards, wadi_board_new_geomorphic ("14"));
  g_assert_true (wadi_scenario_set_boards (scenario, g_steal_pointer (&boards), placements, NULL, NULL));
  crest.kind = WADI_COUNTER_CREST;
  g_assert_true (wadi_scenario_parse_location (scenario, "14C3", &crest.hex, NULL));
  crest.centre = 0;
  crest.id = wadi_scenario_add_counter (scenario, &crest);

  /* Board 14 turned where it lies. */
  boards = g_ptr_array_new_with_free_func ((GDestroyNotify) wadi_board_free);
  g_ptr_array_add (boards, wadi_map_extract_board (scenario->map, 0));
  g_ptr_array_add (boards, wadi_map_extract_board (scenario->map, 1));
  placements[1].turn = 3;
  g_assert_true (wadi_scenario_set_boards (scenario, g_steal_pointer (&boards), placements, from, NULL));
  moved = wadi_scenario_find_counter (scenario, crest.id);
  g_assert_nonnull (moved);
  label = wadi_scenario_location_label (scenario, moved->hex);
  g_assert_cmpstr (label, ==, "14C3");
  g_assert_cmpint (moved->centre, ==, 3);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/map/east-shares-column", test_map_east_shares_column);
  g_test_add_func ("/map/named-boards", test_map_named_boards);
  g_test_add_func ("/map/south-shares-half-hexes", test_map_south_shares_half_hexes);
  g_test_add_func ("/map/turned-board", test_map_turned_board);
  g_test_add_func ("/map/half-hexes", test_map_half_hexes);
  g_test_add_func ("/map/overlap-refused", test_map_overlap_refused);
  g_test_add_func ("/map/asl-turn-refused", test_map_asl_turn_refused);
  g_test_add_func ("/map/duplicate-id-refused", test_map_duplicate_id_refused);
  g_test_add_func ("/map/holes", test_map_holes);
  g_test_add_func ("/map/mismatch", test_map_mismatch);
  g_test_add_func ("/map/extract-round-trip", test_map_extract_round_trip);
  g_test_add_func ("/map/sixty-degree-turns", test_map_sixty_degree_turns);
  g_test_add_func ("/map/scenario-relayout-moves-counters", test_map_scenario_relayout_moves_counters);

  return g_test_run ();
}
