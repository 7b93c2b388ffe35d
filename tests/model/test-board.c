/* test-board.c: boards, scenarios and the model's vocabulary */
#include "config.h"

#include <string.h>

#include "wadi-board.h"
#include "wadi-scenario.h"

static const WadiGridLayout asl_layout = { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD };

static WadiHex
hex_of (const WadiBoard *board,
        const char      *label)
{
  g_autoptr(GError) error = NULL;
  WadiHex hex = { -1, -1 };

  g_assert_true (wadi_board_parse_hex (board, label, &hex, &error));
  g_assert_no_error (error);
  return hex;
}

static void
test_terrain_names (void)
{
  for (guint i = 0; i < WADI_TERRAIN_COUNT; i++)
    {
      WadiTerrain back = WADI_TERRAIN_COUNT;

      g_assert_true (wadi_terrain_from_name (wadi_terrain_name (i), &back));
      g_assert_cmpint (back, ==, i);
      g_assert_nonnull (wadi_terrain_display_name (i));
    }
  for (guint i = 0; i < WADI_DEPRESSION_COUNT; i++)
    {
      WadiDepression back = WADI_DEPRESSION_COUNT;

      g_assert_true (wadi_depression_from_name (wadi_depression_name (i), &back));
      g_assert_cmpint (back, ==, i);
    }
  g_assert_false (wadi_terrain_from_name ("lava", &(WadiTerrain) { 0 }));
}

static void
test_feature_strings (void)
{
  guint            features = 0;
  g_autofree char *text = NULL;
  g_autofree char *bad = NULL;
  guint            flags = 0;

  g_assert_true (wadi_side_features_from_string ("cliff  crest-line", &features, NULL));
  g_assert_cmpuint (features, ==, WADI_SIDE_CLIFF | WADI_SIDE_CREST_LINE);
  text = wadi_side_features_to_string (features);
  g_assert_cmpstr (text, ==, "cliff crest-line");
  g_assert_false (wadi_side_features_from_string ("cliff moat", &features, &bad));
  g_assert_cmpstr (bad, ==, "moat");
  g_assert_true (wadi_hex_flags_from_string ("", &flags, NULL));
  g_assert_cmpuint (flags, ==, 0);
  g_assert_true (wadi_hex_flags_from_string ("wadi-bridge road", &flags, NULL));
  g_assert_cmpuint (flags, ==, WADI_HEX_FLAG_ROAD | WADI_HEX_FLAG_WADI_BRIDGE);
  g_assert_cmpstr (wadi_hex_flag_name (WADI_HEX_FLAG_WADI_ENTRANCE), ==, "wadi-entrance");
  g_assert_cmpstr (wadi_side_feature_name (WADI_SIDE_DEPRESSION_CLIFF), ==, "depression-cliff");
}

static void
test_board_cells (void)
{
  g_autoptr(WadiBoard) board = wadi_board_new ("25", 33, 10, asl_layout, WADI_LABEL_ASL, 1);
  g_autoptr(WadiBoard) copy = NULL;
  WadiHexCell wadi = { WADI_TERRAIN_HAMMADA, 1, WADI_DEPRESSION_WADI, 0, 0, 0 };
  WadiHex     d7 = hex_of (board, "D7");

  g_assert_cmpint (board->cols, ==, 33);
  g_assert_true (wadi_board_cell_is_default (board, d7));
  wadi_board_set_cell (board, d7, &wadi);
  g_assert_false (wadi_board_cell_is_default (board, d7));
  g_assert_cmpint (wadi_board_cell (board, d7)->depression, ==, WADI_DEPRESSION_WADI);
  g_assert_cmpint (wadi_board_cell (board, d7)->level, ==, 1);

  copy = wadi_board_copy (board);
  g_assert_true (wadi_board_equal (board, copy));
  wadi_board_set_cell (copy, d7, &board->default_cell);
  g_assert_false (wadi_board_equal (board, copy));
}

static void
test_board_sides (void)
{
  g_autoptr(WadiBoard) board = wadi_board_new ("25", 33, 10, asl_layout, WADI_LABEL_ASL, 1);
  WadiHex       o9 = hex_of (board, "O9");
  WadiHex       n9 = hex_of (board, "N9");
  WadiDirection dir;

  /* A hexside is stored once: set from one hex, read from the other. */
  g_assert_true (wadi_hex_direction_to (board->layout, o9, n9, &dir));
  g_assert_true (wadi_board_set_side (board, (WadiHexside) { o9, dir }, WADI_SIDE_DEPRESSION_CLIFF));
  g_assert_cmpuint (wadi_board_get_side (board, (WadiHexside) { n9, (dir + 3) % 6 }), ==,
                    WADI_SIDE_DEPRESSION_CLIFF);
  /* the hexsides with a feature, a bit a direction, read from each side */
  g_assert_cmpuint (wadi_board_sides_with (board, o9, WADI_SIDE_DEPRESSION_CLIFF), ==, 1u << dir);
  g_assert_cmpuint (wadi_board_sides_with (board, n9, WADI_SIDE_DEPRESSION_CLIFF | WADI_SIDE_ROAD), ==,
                    1u << ((dir + 3) % 6));
  g_assert_cmpuint (wadi_board_sides_with (board, o9, WADI_SIDE_ROAD), ==, 0);

  /* Every hexside of every hex on the board, edges included, has storage,
   * and each is independent of the others. */
  for (guint i = 0; i < wadi_board_hex_count (board); i++)
    for (WadiDirection d = 0; d < 6; d++)
      {
        WadiHexside side = { wadi_board_hex_at_index (board, i), d };

        g_assert_true (wadi_board_set_side (board, side, 0));
      }
  for (guint i = 0; i < wadi_board_hex_count (board); i++)
    for (WadiDirection d = 0; d < 6; d++)
      {
        WadiHexside side = { wadi_board_hex_at_index (board, i), d };
        guint       before = wadi_board_get_side (board, side);

        g_assert_true (wadi_board_set_side (board, side, before | WADI_SIDE_WALL));
        g_assert_cmpuint (wadi_board_get_side (board, side), ==, before | WADI_SIDE_WALL);
        g_assert_true (wadi_board_set_side (board, side, before));
      }
  /* A hexside with no board hex on either side has none. */
  g_assert_false (wadi_board_set_side (board, (WadiHexside) { { -1, -1 }, 0 }, WADI_SIDE_WALL));
}

static void
test_board_labels (void)
{
  g_autoptr(WadiBoard) board = wadi_board_new ("25", 33, 10, asl_layout, WADI_LABEL_ASL, 1);
  g_autoptr(GError) error = NULL;
  g_autofree char *label = NULL;
  WadiHex          hex;

  g_assert_true (wadi_board_parse_hex (board, "25D7", &hex, NULL));
  label = wadi_board_hex_label (board, hex);
  g_assert_cmpstr (label, ==, "D7");
  g_assert_false (wadi_board_parse_hex (board, "14D7", &hex, &error));
  g_assert_error (error, WADI_LABEL_ERROR, WADI_LABEL_ERROR_RANGE);
  g_assert_nonnull (strstr (error->message, "board 14"));
  g_clear_error (&error);
  g_assert_false (wadi_board_parse_hex (board, "HH3", &hex, &error));
  g_assert_error (error, WADI_LABEL_ERROR, WADI_LABEL_ERROR_RANGE);
  g_assert_nonnull (strstr (error->message, "A1 to GG10"));
  g_clear_error (&error);
  g_assert_false (wadi_board_parse_hex (board, "A11", &hex, &error));
  g_assert_error (error, WADI_LABEL_ERROR, WADI_LABEL_ERROR_RANGE);
}

/* An ASL board numbered from row 0 has row 0 only in the columns the
 * stagger lowers: the half hexes B0, D0 ... along its top edge. */
static void
test_board_half_hexes (void)
{
  g_autoptr(WadiBoard) board = wadi_board_new ("25", 33, 11, asl_layout, WADI_LABEL_ASL, 0);
  g_autoptr(WadiBoard) from_one = wadi_board_new ("25", 33, 11, asl_layout, WADI_LABEL_ASL, 1);
  g_autoptr(WadiBoard) numeric = wadi_board_new ("N", 33, 11, asl_layout, WADI_LABEL_NUMERIC, 0);
  g_autoptr(GError) error = NULL;
  WadiHex hex;
  guint   contained = 0;

  g_assert_false (wadi_board_column_is_lowered (board, 0));
  g_assert_true (wadi_board_column_is_lowered (board, 1));
  g_assert_false (wadi_board_contains (board, (WadiHex) { 0, 0 }));
  g_assert_false (wadi_board_contains (board, (WadiHex) { 2, 0 }));
  g_assert_true (wadi_board_contains (board, (WadiHex) { 1, 0 }));
  g_assert_true (wadi_board_contains (board, (WadiHex) { 3, 0 }));
  g_assert_true (wadi_board_contains (board, (WadiHex) { 0, 1 }));
  g_assert_true (wadi_board_contains (board, (WadiHex) { 32, 10 }));
  g_assert_false (wadi_board_contains (board, (WadiHex) { 32, 0 }));
  for (guint i = 0; i < wadi_board_hex_count (board); i++)
    contained += wadi_board_contains (board, wadi_board_hex_at_index (board, i));
  g_assert_cmpuint (contained, ==, 33 * 11 - 17);

  g_assert_true (wadi_hex_equal (hex_of (board, "B0"), (WadiHex) { 1, 0 }));
  g_assert_true (wadi_hex_equal (hex_of (board, "D0"), (WadiHex) { 3, 0 }));
  g_assert_false (wadi_board_parse_hex (board, "A0", &hex, &error));
  g_assert_error (error, WADI_LABEL_ERROR, WADI_LABEL_ERROR_RANGE);
  g_assert_nonnull (strstr (error->message, "off board 25"));
  g_clear_error (&error);
  g_assert_false (wadi_board_parse_hex (board, "25C0", &hex, &error));
  g_assert_error (error, WADI_LABEL_ERROR, WADI_LABEL_ERROR_RANGE);
  g_clear_error (&error);

  /* A0's hexsides with B0 and A1 are still stored; its top one is not. */
  g_assert_true (wadi_board_set_side (board, (WadiHexside) { { 0, 0 }, 2 }, WADI_SIDE_WALL));
  g_assert_cmpuint (wadi_board_get_side (board, (WadiHexside) { { 1, 0 }, 5 }), ==, WADI_SIDE_WALL);
  g_assert_true (wadi_board_set_side (board, (WadiHexside) { { 0, 1 }, 0 }, WADI_SIDE_HEDGE));
  g_assert_false (wadi_board_set_side (board, (WadiHexside) { { 0, 0 }, 0 }, WADI_SIDE_HEDGE));

  /* Other boards are whole rectangles. */
  g_assert_true (wadi_board_contains (from_one, (WadiHex) { 0, 0 }));
  g_assert_true (wadi_hex_equal (hex_of (from_one, "A1"), (WadiHex) { 0, 0 }));
  g_assert_true (wadi_board_contains (numeric, (WadiHex) { 0, 0 }));
  g_assert_true (wadi_hex_equal (hex_of (numeric, "0100"), (WadiHex) { 0, 0 }));
}

static void
test_board_memory (void)
{
  g_autoptr(WadiBoard) board = wadi_board_new ("big", 1000, 1000, asl_layout, WADI_LABEL_NUMERIC, 1);

  g_assert_cmpfloat (wadi_board_bytes_per_hex (board), <=, 16.0);
}

static WadiCounter
unit_counter (WadiHex     hex,
              const char *name)
{
  WadiCounter c = { 0 };

  c.kind = WADI_COUNTER_UNIT;
  c.hex = hex;
  c.unit_class = WADI_UNIT_INFANTRY;
  c.position = WADI_POSITION_CREST;
  c.side = (char *) "German";
  c.name = (char *) name;
  return c;
}

static void
test_scenario_counters (void)
{
  g_autoptr(WadiScenario) scenario = wadi_scenario_new (WADI_RULESET_ASL);
  g_autoptr(WadiScenario) copy = NULL;
  WadiCounter c = unit_counter ((WadiHex) { 19, 2 }, "4-6-7");
  WadiCounter changed;
  guint       a, b, explicit;

  wadi_scenario_add_board (scenario, wadi_board_new ("14", 33, 10, asl_layout, WADI_LABEL_ASL, 1));
  a = wadi_scenario_add_counter (scenario, &c);
  b = wadi_scenario_add_counter (scenario, &c);
  g_assert_cmpuint (a, ==, 1);
  g_assert_cmpuint (b, ==, 2);
  c.id = 10;
  explicit = wadi_scenario_add_counter (scenario, &c);
  g_assert_cmpuint (explicit, ==, 10);
  g_assert_cmpuint (wadi_scenario_add_counter (scenario, &c), ==, 0); /* duplicate id */
  c.id = 5;
  g_assert_cmpuint (wadi_scenario_add_counter (scenario, &c), ==, 5);
  /* kept sorted by id, and new ids follow the largest */
  for (guint i = 1; i < scenario->counters->len; i++)
    g_assert_cmpuint (g_array_index (scenario->counters, WadiCounter, i - 1).id, <,
                      g_array_index (scenario->counters, WadiCounter, i).id);
  c.id = 0;
  g_assert_cmpuint (wadi_scenario_add_counter (scenario, &c), ==, 11);

  copy = wadi_scenario_copy (scenario);
  g_assert_true (wadi_scenario_equal (scenario, copy));

  wadi_counter_copy_into (&changed, wadi_scenario_find_counter (scenario, 5));
  g_free (changed.name);
  changed.name = g_strdup ("5-4-8");
  g_assert_true (wadi_scenario_replace_counter (scenario, &changed));
  g_assert_cmpstr (wadi_scenario_find_counter (scenario, 5)->name, ==, "5-4-8");
  wadi_counter_clear (&changed);
  g_assert_false (wadi_scenario_equal (scenario, copy));

  g_assert_true (wadi_scenario_remove_counter (scenario, 5));
  g_assert_false (wadi_scenario_remove_counter (scenario, 5));
  g_assert_null (wadi_scenario_find_counter (scenario, 5));
  g_assert_cmpuint (scenario->counters->len, ==, 4);
}

static WadiHex
location (const WadiScenario *scenario,
          const char         *label)
{
  g_autoptr(GError) error = NULL;
  WadiHex hex = { G_MININT, G_MININT };

  g_assert_true (wadi_scenario_parse_location (scenario, label, &hex, &error));
  g_assert_no_error (error);
  return hex;
}

/* Two boards added one after the other lie one below the other on the
 * map: a label of either names its own map hex. */
static void
test_scenario_locations (void)
{
  g_autoptr(WadiScenario) scenario = wadi_scenario_new (WADI_RULESET_ASL);
  g_autoptr(GError) error = NULL;
  g_autofree char *label = NULL;
  g_autofree char *upper = NULL;
  WadiHex          hex = { -7, -7 };

  g_assert_cmpuint (wadi_scenario_add_board (scenario, wadi_board_new ("25", 33, 10, asl_layout, WADI_LABEL_ASL, 1)),
                    ==, 0);
  g_assert_cmpuint (wadi_scenario_add_board (scenario, wadi_board_new ("14", 33, 10, asl_layout, WADI_LABEL_ASL, 1)),
                    ==, 1);
  /* Boards numbered from row 1 share no hex: 14 starts below 25's row 10. */
  g_assert_cmpint (wadi_scenario_grid (scenario)->cols, ==, 33);
  g_assert_cmpint (wadi_scenario_grid (scenario)->rows, ==, 20);
  g_assert_true (wadi_scenario_parse_location (scenario, "14T3", &hex, &error));
  g_assert_no_error (error);
  g_assert_cmpint (hex.col, ==, 19);
  g_assert_cmpint (hex.row, ==, 12);
  label = wadi_scenario_location_label (scenario, hex);
  g_assert_cmpstr (label, ==, "14T3");
  upper = wadi_scenario_location_label (scenario, (WadiHex) { 19, 2 });
  g_assert_cmpstr (upper, ==, "25T3");
  g_assert_true (wadi_hex_equal (location (scenario, "D7"), (WadiHex) { 3, 6 }));
  g_assert_true (wadi_hex_equal (location (scenario, "25D7"), (WadiHex) { 3, 6 }));
  g_assert_true (wadi_hex_equal (location (scenario, "14D7"), (WadiHex) { 3, 16 }));
  g_assert_true (wadi_hex_equal (location (scenario, "25A10"), (WadiHex) { 0, 9 }));
  g_assert_true (wadi_hex_equal (location (scenario, "14A1"), (WadiHex) { 0, 10 }));
  g_assert_false (wadi_scenario_parse_location (scenario, "14T30", &hex, &error));
  g_assert_error (error, WADI_LABEL_ERROR, WADI_LABEL_ERROR_RANGE);
  g_clear_error (&error);
  /* A label that names no board's hex. */
  g_clear_pointer (&label, g_free);
  label = wadi_scenario_location_label (scenario, (WadiHex) { 33, 0 });
  g_assert_cmpstr (label, ==, "?");
}

/* ASL geomorphic boards (rows 0..10) added one after the other join as on
 * the table: the lower board's B0 is the upper one's B10, one map hex,
 * named after the first board. */
static void
test_scenario_geomorphic_join (void)
{
  g_autoptr(WadiScenario) scenario = wadi_scenario_new (WADI_RULESET_ASL);
  g_autofree char *label = NULL;
  WadiHex          b10;

  wadi_scenario_add_board (scenario, wadi_board_new_geomorphic ("25"));
  wadi_scenario_add_board (scenario, wadi_board_new_geomorphic ("14"));
  g_assert_cmpint (wadi_scenario_grid (scenario)->rows, ==, 2 * WADI_GEOMORPHIC_ROWS - 1);
  b10 = location (scenario, "25B10");
  g_assert_true (wadi_hex_equal (b10, location (scenario, "14B0")));
  g_assert_true (wadi_hex_equal (b10, (WadiHex) { 1, 10 }));
  label = wadi_scenario_location_label (scenario, b10);
  g_assert_cmpstr (label, ==, "25B10");
  /* Full hexes of the two boards are different map hexes. */
  g_assert_false (wadi_hex_equal (location (scenario, "25A5"), location (scenario, "14A5")));
  g_assert_true (wadi_hex_equal (location (scenario, "14A1"), (WadiHex) { 0, 11 }));
  g_assert_true (wadi_board_contains (wadi_scenario_grid (scenario), location (scenario, "14GG10")));
}

/* A label without board prefix names a hex of the board the caller is
 * about (wadi-cli's commands: the mover's board), the last one when it
 * names too many; a prefix still wins, and no board is an error. */
static void
test_scenario_board_labels (void)
{
  g_autoptr(WadiScenario) scenario = wadi_scenario_new (WADI_RULESET_ASL);
  g_autoptr(GError) error = NULL;
  WadiHex hex = { -7, -7 };

  g_assert_false (wadi_scenario_parse_board_label (scenario, "D7", 0, &hex, &error));
  g_assert_error (error, WADI_LABEL_ERROR, WADI_LABEL_ERROR_RANGE);
  g_assert_nonnull (strstr (error->message, "no board"));
  g_assert_true (wadi_hex_equal (hex, (WadiHex) { -7, -7 }));
  g_clear_error (&error);

  wadi_scenario_add_board (scenario, wadi_board_new ("25", 33, 10, asl_layout, WADI_LABEL_ASL, 1));
  wadi_scenario_add_board (scenario, wadi_board_new ("14", 33, 10, asl_layout, WADI_LABEL_ASL, 1));
  g_assert_true (wadi_scenario_parse_board_label (scenario, "D7", 1, &hex, &error));
  g_assert_no_error (error);
  g_assert_cmpint (hex.col, ==, 3);
  g_assert_cmpint (hex.row, ==, 16);
  g_assert_true (wadi_scenario_parse_board_label (scenario, "D7", 7, &hex, NULL));
  g_assert_true (wadi_hex_equal (hex, (WadiHex) { 3, 16 }));
  g_assert_true (wadi_scenario_parse_board_label (scenario, "D7", 0, &hex, NULL));
  g_assert_true (wadi_hex_equal (hex, (WadiHex) { 3, 6 }));
  g_assert_true (wadi_scenario_parse_board_label (scenario, "25D7", 1, &hex, NULL));
  g_assert_true (wadi_hex_equal (hex, (WadiHex) { 3, 6 }));
  g_assert_true (wadi_scenario_parse_board_label (scenario, "14T3", 0, &hex, NULL));
  g_assert_cmpint (hex.col, ==, 19);
  g_assert_cmpint (hex.row, ==, 12);
  g_assert_false (wadi_scenario_parse_board_label (scenario, "14T30", 0, &hex, &error));
  g_assert_error (error, WADI_LABEL_ERROR, WADI_LABEL_ERROR_RANGE);
}

static void
test_scenario_overlay (void)
{
  g_autoptr(WadiScenario) scenario = wadi_scenario_new (WADI_RULESET_ASL);
  g_autoptr(WadiBoard) composed = NULL;
  WadiBoard           *fragment = wadi_board_new ("W1", 2, 2, asl_layout, WADI_LABEL_ASL, 1);
  WadiHexCell          wadi = { WADI_TERRAIN_OPEN, 0, WADI_DEPRESSION_WADI, -1, 0, 0 };
  WadiOverlayPlacement placement = { 0 };
  WadiHex              anchor = { 10, 5 };
  WadiHex              north_of_anchor;

  wadi_scenario_add_board (scenario, wadi_board_new ("25", 33, 10, asl_layout, WADI_LABEL_ASL, 1));
  /* The fragment: (0,0) a wadi hex whose N hexside is a depression cliff;
   * the hex south of it, (0,1), is a wadi hex too. */
  wadi_board_set_cell (fragment, (WadiHex) { 0, 0 }, &wadi);
  wadi_board_set_cell (fragment, (WadiHex) { 0, 1 }, &wadi);
  wadi_board_set_side (fragment, (WadiHexside) { { 0, 0 }, 0 }, WADI_SIDE_DEPRESSION_CLIFF);
  placement.overlay = wadi_scenario_add_overlay (scenario, "W1", fragment);
  placement.anchor = anchor;
  placement.orientation = 3; /* turned half way round: south becomes north */
  g_array_append_val (scenario->placements, placement);

  composed = wadi_scenario_compose_map (scenario);
  north_of_anchor = wadi_hex_neighbor (composed->layout, anchor, 0);
  g_assert_cmpint (wadi_board_cell (composed, anchor)->depression, ==, WADI_DEPRESSION_WADI);
  g_assert_cmpint (wadi_board_cell (composed, north_of_anchor)->depression, ==, WADI_DEPRESSION_WADI);
  g_assert_cmpuint (wadi_board_get_side (composed, (WadiHexside) { anchor, 3 }), ==,
                    WADI_SIDE_DEPRESSION_CLIFF);
  g_assert_cmpuint (wadi_board_get_side (composed, (WadiHexside) { anchor, 0 }), ==, 0);
  /* The map itself is untouched. */
  g_assert_true (wadi_board_cell_is_default (wadi_scenario_grid (scenario), anchor));
}

/* An overlay may lie across the seam of two boards: its hexes land on
 * both. */
static void
test_scenario_overlay_across_seam (void)
{
  g_autoptr(WadiScenario) scenario = wadi_scenario_new (WADI_RULESET_ASL);
  g_autoptr(WadiBoard) composed = NULL;
  WadiBoard           *fragment = wadi_board_new ("W1", 2, 2, asl_layout, WADI_LABEL_ASL, 1);
  WadiHexCell          wadi = { WADI_TERRAIN_OPEN, 0, WADI_DEPRESSION_WADI, -1, 0, 0 };
  WadiOverlayPlacement placement = { 0 };
  g_autoptr(GArray) covered = NULL;

  wadi_scenario_add_board (scenario, wadi_board_new ("25", 33, 10, asl_layout, WADI_LABEL_ASL, 1));
  wadi_scenario_add_board (scenario, wadi_board_new ("14", 33, 10, asl_layout, WADI_LABEL_ASL, 1));
  wadi_board_set_cell (fragment, (WadiHex) { 0, 0 }, &wadi);
  wadi_board_set_cell (fragment, (WadiHex) { 0, 1 }, &wadi);
  placement.overlay = wadi_scenario_add_overlay (scenario, "W1", fragment);
  placement.anchor = location (scenario, "25K10");
  placement.orientation = 0;
  g_array_append_val (scenario->placements, placement);

  covered = wadi_overlay_covered_hexes (wadi_scenario_grid (scenario), fragment, placement.anchor, 0);
  g_assert_cmpuint (covered->len, ==, 4);
  composed = wadi_scenario_compose_map (scenario);
  g_assert_cmpint (wadi_board_cell (composed, location (scenario, "25K10"))->depression, ==, WADI_DEPRESSION_WADI);
  g_assert_cmpint (wadi_board_cell (composed, location (scenario, "14K1"))->depression, ==, WADI_DEPRESSION_WADI);
  g_assert_cmpint (wadi_board_cell (composed, location (scenario, "14K2"))->depression, ==, WADI_DEPRESSION_NONE);
}

static WadiHex
random_hex (GRand           *rand,
            const WadiBoard *board)
{
  return (WadiHex) { g_rand_int_range (rand, 0, board->cols), g_rand_int_range (rand, 0, board->rows) };
}

static WadiHexCell
random_cell (GRand *rand)
{
  WadiHexCell cell = { 0 };

  cell.terrain = (guint8) g_rand_int_range (rand, 0, 4);
  cell.level = (gint8) g_rand_int_range (rand, -1, 3);
  cell.depression = (guint8) (g_rand_boolean (rand) ? WADI_DEPRESSION_WADI : WADI_DEPRESSION_NONE);
  cell.floor = (gint8) (cell.level - 1);
  return cell;
}

static guint
random_side (GRand *rand)
{
  static const guint features[] = { 0, WADI_SIDE_CLIFF, WADI_SIDE_DEPRESSION_CLIFF, WADI_SIDE_DIRT_ROAD,
                                    WADI_SIDE_CLIFF | WADI_SIDE_DIRT_ROAD };

  return features[g_rand_int_range (rand, 0, G_N_ELEMENTS (features))];
}

static void
add_random_placement (GRand        *rand,
                      WadiScenario *scenario)
{
  WadiOverlayPlacement placement = { 0 };

  placement.overlay = (guint) g_rand_int_range (rand, 0, (gint32) scenario->overlays->len);
  placement.anchor = random_hex (rand, wadi_scenario_grid (scenario));
  placement.orientation = (guint) g_rand_int_range (rand, 0, 6);
  g_array_append_val (scenario->placements, placement);
}

/* Composing only the hexes that changed gives the map composing it whole
 * gives: 400 random edits of the grid's cells and hexsides, of the
 * overlays' cells and hexsides (the hexes their placements put them on
 * changed), and overlays placed and lifted, on placements that overlap,
 * turned every way and partly off the map. */
static void
test_scenario_compose_hexes (void)
{
  g_autoptr(WadiScenario) scenario = wadi_scenario_new (WADI_RULESET_ASL);
  g_autoptr(WadiBoard) composed = NULL;
  g_autoptr(GArray) all = g_array_new (FALSE, FALSE, sizeof (WadiHex));
  GRand           *rand = g_rand_new_with_seed (26);
  const WadiBoard *grid;

  wadi_scenario_add_board (scenario, wadi_board_new ("25", 12, 10, asl_layout, WADI_LABEL_ASL, 1));
  grid = wadi_scenario_grid (scenario);
  for (int k = 0; k < 3; k++)
    {
      WadiBoard       *fragment = wadi_board_new ("W", 3, 3, asl_layout, WADI_LABEL_ASL, 1);
      g_autofree char *id = g_strdup_printf ("W%d", k + 1);

      for (guint i = 0; i < wadi_board_hex_count (fragment); i++)
        {
          WadiHex     hex = wadi_board_hex_at_index (fragment, i);
          WadiHexCell cell = random_cell (rand);

          wadi_board_set_cell (fragment, hex, &cell);
          wadi_board_set_side (fragment, (WadiHexside) { hex, g_rand_int_range (rand, 0, 6) }, random_side (rand));
        }
      wadi_scenario_add_overlay (scenario, id, fragment);
    }
  for (int k = 0; k < 4; k++)
    add_random_placement (rand, scenario);
  composed = wadi_scenario_compose_map (scenario);

  for (int step = 0; step < 400; step++)
    {
      g_autoptr(GArray) hexes = g_array_new (FALSE, FALSE, sizeof (WadiHex));
      g_autoptr(WadiBoard) whole = NULL;
      int kind = g_rand_int_range (rand, 0, 4);

      if (kind == 0)
        {
          WadiHex     hex = random_hex (rand, grid);
          WadiHexCell cell = random_cell (rand);

          wadi_board_set_cell ((WadiBoard *) grid, hex, &cell);
          g_array_append_val (hexes, hex);
        }
      else if (kind == 1)
        {
          WadiHex hex = random_hex (rand, grid);

          /* either hex of a hexside names it */
          wadi_board_set_side ((WadiBoard *) grid, (WadiHexside) { hex, g_rand_int_range (rand, 0, 6) },
                               random_side (rand));
          g_array_append_val (hexes, hex);
        }
      else if (kind == 2)
        {
          guint       overlay = (guint) g_rand_int_range (rand, 0, 3);
          WadiBoard  *fragment = ((WadiOverlay *) g_ptr_array_index (scenario->overlays, overlay))->fragment;
          WadiHex     from = random_hex (rand, fragment);
          WadiHexCell cell = random_cell (rand);

          if (g_rand_boolean (rand))
            wadi_board_set_cell (fragment, from, &cell);
          else
            wadi_board_set_side (fragment, (WadiHexside) { from, g_rand_int_range (rand, 0, 6) }, random_side (rand));
          for (guint p = 0; p < scenario->placements->len; p++)
            {
              const WadiOverlayPlacement *placement = &g_array_index (scenario->placements, WadiOverlayPlacement, p);
              WadiHex                     to;

              if (placement->overlay != overlay)
                continue;
              to = wadi_overlay_map_hex (grid, fragment, placement->anchor, placement->orientation, from);
              g_array_append_val (hexes, to);
            }
        }
      else
        {
          guint                index;
          WadiOverlayPlacement placement;
          g_autoptr(GArray) covered = NULL;

          if (scenario->placements->len > 1 && g_rand_boolean (rand))
            {
              index = (guint) g_rand_int_range (rand, 0, (gint32) scenario->placements->len);
              placement = g_array_index (scenario->placements, WadiOverlayPlacement, index);
              g_array_remove_index (scenario->placements, index);
            }
          else
            {
              add_random_placement (rand, scenario);
              placement = g_array_index (scenario->placements, WadiOverlayPlacement, scenario->placements->len - 1);
            }
          covered = wadi_overlay_covered_hexes (
              grid, ((WadiOverlay *) g_ptr_array_index (scenario->overlays, placement.overlay))->fragment,
              placement.anchor, placement.orientation);
          g_array_append_vals (hexes, covered->data, covered->len);
        }
      g_assert_true (wadi_scenario_compose_hexes (scenario, composed, hexes));
      whole = wadi_scenario_compose_map (scenario);
      if (!wadi_board_equal (composed, whole))
        g_error ("edit %d (of kind %d): the hexes composed again differ from the map composed whole", step, kind);
    }

  /* more hexes than composing the map costs: refused, composed as it was */
  for (guint i = 0; i < wadi_board_hex_count (grid); i++)
    {
      WadiHex hex = wadi_board_hex_at_index (grid, i);

      g_array_append_val (all, hex);
    }
  g_assert_false (wadi_scenario_compose_hexes (scenario, composed, all));
  g_rand_free (rand);
}

/* A random counter on the grid, of id (0: a new one). */
static WadiCounter
random_counter (GRand           *rand,
                const WadiBoard *grid,
                guint            id)
{
  static const char *const names[] = { NULL, "1st Platoon", "Panzer IVF2" };
  WadiCounter              counter = { 0 };

  counter.id = id;
  counter.kind = WADI_COUNTER_UNIT;
  counter.hex = random_hex (rand, grid);
  counter.unit_class = (WadiUnitClass) g_rand_int_range (rand, 0, 2);
  counter.side = (char *) (g_rand_boolean (rand) ? "German" : "Russian");
  counter.name = (char *) names[g_rand_int_range (rand, 0, G_N_ELEMENTS (names))];
  return counter;
}

/* A copy brought up to date with the hexes edits named is the scenario:
 * 300 random edits, in batches, of the grid's cells and hexsides, of
 * counters (added, moved, renamed, taken away), of the overlays' cells,
 * of placements, and of the parts without a place (the title, a side,
 * the SSR).  A hex changed but not named stays as it was, so the copy
 * is brought up to date, not made again; and a map laid out anew is
 * refused, the copy left as it was. */
static void
test_scenario_update_copy (void)
{
  g_autoptr(WadiScenario) scenario = wadi_scenario_new (WADI_RULESET_ASL);
  g_autoptr(WadiScenario) copy = NULL;
  g_autoptr(WadiScenario) before = NULL;
  g_autoptr(GArray) none = g_array_new (FALSE, FALSE, sizeof (WadiHex));
  GRand                 *rand = g_rand_new_with_seed (30);
  const WadiBoard       *grid;
  const WadiScenarioSide side = { (char *) "Germans", (char *) "German", TRUE, FALSE };
  WadiHexCell            cell;
  WadiHex                hex;

  wadi_scenario_add_board (scenario, wadi_board_new ("25", 12, 10, asl_layout, WADI_LABEL_ASL, 1));
  grid = wadi_scenario_grid (scenario);
  for (int k = 0; k < 2; k++)
    {
      g_autofree char *id = g_strdup_printf ("W%d", k + 1);

      wadi_scenario_add_overlay (scenario, id, wadi_board_new ("W", 3, 3, asl_layout, WADI_LABEL_ASL, 1));
      add_random_placement (rand, scenario);
    }
  for (int k = 0; k < 6; k++)
    {
      WadiCounter counter = random_counter (rand, grid, 0);

      wadi_scenario_add_counter (scenario, &counter);
    }
  copy = wadi_scenario_copy (scenario);

  for (int batch = 0; batch < 60; batch++)
    {
      g_autoptr(GArray) hexes = g_array_new (FALSE, FALSE, sizeof (WadiHex));

      for (int step = 0; step < 5; step++)
        {
          int kind = g_rand_int_range (rand, 0, 6);

          if (kind == 0)
            {
              hex = random_hex (rand, grid);
              cell = random_cell (rand);
              wadi_board_set_cell ((WadiBoard *) grid, hex, &cell);
              g_array_append_val (hexes, hex);
            }
          else if (kind == 1)
            {
              /* either hex of a hexside names it */
              hex = random_hex (rand, grid);
              wadi_board_set_side ((WadiBoard *) grid, (WadiHexside) { hex, g_rand_int_range (rand, 0, 6) },
                                   random_side (rand));
              g_array_append_val (hexes, hex);
            }
          else if (kind == 2)
            {
              guint       n = scenario->counters->len;
              guint       id = n > 0 ? g_array_index (scenario->counters, WadiCounter, g_rand_int_range (rand, 0, (gint32) n)).id : 0;
              WadiCounter counter = random_counter (rand, grid, id);
              int         what = g_rand_int_range (rand, 0, 3);

              if (id != 0)
                g_array_append_val (hexes, wadi_scenario_find_counter (scenario, id)->hex);
              if (id == 0 || what == 0)
                wadi_scenario_add_counter (scenario, &(WadiCounter) { .kind = counter.kind, .hex = counter.hex });
              else if (what == 1)
                wadi_scenario_replace_counter (scenario, &counter);
              else
                wadi_scenario_remove_counter (scenario, id);
              g_array_append_val (hexes, counter.hex);
            }
          else if (kind == 3)
            {
              guint      overlay = (guint) g_rand_int_range (rand, 0, (gint32) scenario->overlays->len);
              WadiBoard *fragment = ((WadiOverlay *) g_ptr_array_index (scenario->overlays, overlay))->fragment;

              cell = random_cell (rand);
              wadi_board_set_cell (fragment, random_hex (rand, fragment), &cell);
            }
          else if (kind == 4)
            add_random_placement (rand, scenario);
          else
            {
              WadiScenarioSide one;

              g_free (scenario->title);
              scenario->title = g_strdup_printf ("Batch %d", batch);
              g_array_set_size (scenario->sides, 0);
              wadi_scenario_side_copy_into (&one, &side);
              g_array_append_val (scenario->sides, one);
              scenario->ssr.stream_depth = (WadiStreamDepth) g_rand_int_range (rand, 0, 2);
            }
        }
      g_assert_true (wadi_scenario_update_copy (copy, scenario, hexes));
      if (!wadi_scenario_equal (copy, scenario))
        g_error ("batch %d: the copy brought up to date differs from the scenario", batch);
    }

  /* a hex not named is not copied: the map is not copied whole */
  hex = (WadiHex) { 3, 4 };
  cell = *wadi_board_cell (grid, hex);
  cell.level++;
  wadi_board_set_cell ((WadiBoard *) grid, hex, &cell);
  g_assert_true (wadi_scenario_update_copy (copy, scenario, none));
  g_assert_false (wadi_scenario_equal (copy, scenario));
  g_array_append_val (none, hex);
  g_assert_true (wadi_scenario_update_copy (copy, scenario, none));
  g_assert_true (wadi_scenario_equal (copy, scenario));

  /* the map laid out anew: refused, the copy as it was */
  before = wadi_scenario_copy (copy);
  wadi_scenario_add_board (scenario, wadi_board_new ("14", 12, 10, asl_layout, WADI_LABEL_ASL, 1));
  g_assert_false (wadi_scenario_update_copy (copy, scenario, none));
  g_assert_true (wadi_scenario_equal (copy, before));
  g_rand_free (rand);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/terrain/names", test_terrain_names);
  g_test_add_func ("/terrain/feature-strings", test_feature_strings);
  g_test_add_func ("/board/cells", test_board_cells);
  g_test_add_func ("/board/sides", test_board_sides);
  g_test_add_func ("/board/labels", test_board_labels);
  g_test_add_func ("/board/half-hexes", test_board_half_hexes);
  g_test_add_func ("/board/memory", test_board_memory);
  g_test_add_func ("/scenario/counters", test_scenario_counters);
  g_test_add_func ("/scenario/locations", test_scenario_locations);
  g_test_add_func ("/scenario/geomorphic-join", test_scenario_geomorphic_join);
  g_test_add_func ("/scenario/board-labels", test_scenario_board_labels);
  g_test_add_func ("/scenario/overlay", test_scenario_overlay);
  g_test_add_func ("/scenario/compose-hexes", test_scenario_compose_hexes);
  g_test_add_func ("/scenario/update-copy", test_scenario_update_copy);
  g_test_add_func ("/scenario/overlay-across-seam", test_scenario_overlay_across_seam);
  return g_test_run ();
}
