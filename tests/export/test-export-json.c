/* test-export-json.c: the scenario as JSON, read back field by field with
 * json-glib */
#include "config.h"

#include <json-glib/json-glib.h>

#include "wadi-test-export.h"

static JsonObject *
find (JsonArray  *array,
      const char *member,
      const char *value)
{
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonObject *object = json_array_get_object_element (array, i);

      if (g_strcmp0 (json_object_get_string_member_with_default (object, member, NULL), value) == 0)
        return object;
    }
  return NULL;
}

static void
test_scenario (WadiTestExport *fixture,
               gconstpointer   data)
{
  g_autofree char *path = g_build_filename (fixture->dir, "map.json", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  WadiScenario     *scenario = fixture->scenario;
  const WadiBoard  *grid = wadi_scenario_grid (scenario);
  WadiExportOptions options;
  WadiCounter       unit = { 0 };
  WadiScenarioSide  side = { (char *) "Germans", (char *) "German", TRUE, FALSE, (char *) "Enter on turn 1." };
  JsonObject       *root, *object, *ssr;
  JsonArray        *hexes, *hexsides, *counters, *boards;
  guint             present = 0;

  scenario->turns = 6;
  g_free (scenario->date_place);
  scenario->date_place = g_strdup ("Near Tobruk, 21 November 1941");
  g_free (scenario->victory);
  scenario->victory = g_strdup ("The British win if they Control 25K3.");
  g_array_append_vals (scenario->sides, &side, 0);
  {
    WadiScenarioSide copy;

    wadi_scenario_side_copy_into (&copy, &side);
    g_array_append_val (scenario->sides, copy);
  }
  g_ptr_array_add (scenario->special_rules, g_strdup ("The stream is \"deep\"\nand cold."));
  scenario->ssr.stream_depth = WADI_STREAM_DEEP;
  unit.kind = WADI_COUNTER_UNIT;
  unit.hex = wadi_fixture_hex (scenario, "25K3");
  unit.side = (char *) "German";
  unit.name = (char *) "1st Platoon";
  unit.strength = (char *) "4-6-7";
  unit.unit_class = WADI_UNIT_INFANTRY;
  unit.position = WADI_POSITION_GROUND;
  wadi_scenario_add_counter (scenario, &unit);
  wadi_fixture_add_side (scenario, "25K3", "25K4", WADI_SIDE_CLIFF | WADI_SIDE_WALL);

  wadi_export_options_init (&options);
  options.format = WADI_EXPORT_JSON;
  options.diagnostics = TRUE;
  g_assert_true (wadi_export_write (scenario, &options, path, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (json_parser_load_from_file (parser, path, &error));
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));

  g_assert_cmpstr (json_object_get_string_member (root, "format"), ==, "wadi-scenario");
  g_assert_cmpint (json_object_get_int_member (root, "version"), ==, 1);
  g_assert_cmpstr (json_object_get_string_member (root, "kind"), ==, "scenario");
  g_assert_cmpstr (json_object_get_string_member (root, "title"), ==, scenario->title);
  g_assert_cmpint (json_node_get_value_type (json_object_get_member (root, "turns")), ==, G_TYPE_INT64);
  g_assert_cmpint (json_object_get_int_member (root, "turns"), ==, 6);
  /* the card's texts, as the scenario has them (none: empty) */
  g_assert_cmpstr (json_object_get_string_member (root, "date_place"), ==, "Near Tobruk, 21 November 1941");
  g_assert_cmpstr (json_object_get_string_member (root, "victory"), ==, "The British win if they Control 25K3.");
  g_assert_cmpstr (json_object_get_string_member (root, "aftermath"), ==, "");
  g_assert_cmpstr (json_object_get_string_member (root, "ruleset"), ==, "asl");
  ssr = json_object_get_object_member (root, "ssr");
  g_assert_cmpstr (json_object_get_string_member (ssr, "stream_depth"), ==, "deep");
  g_assert_false (json_object_get_boolean_member (ssr, "frozen"));
  /* an ASL scenario's SSRs only */
  g_assert_false (json_object_has_member (ssr, "toi_wadi_rules"));
  g_assert_false (json_object_has_member (ssr, "toi_stream_bridges_block_los"));
  g_assert_cmpstr (json_array_get_string_element (json_object_get_array_member (root, "special_rules"), 0), ==,
                   "The stream is \"deep\"\nand cold.");
  object = json_array_get_object_element (json_object_get_array_member (root, "sides"), 0);
  g_assert_cmpstr (json_object_get_string_member (object, "nationality"), ==, "German");
  g_assert_true (json_object_get_boolean_member (object, "moves_first"));
  g_assert_false (json_object_get_boolean_member (object, "sets_up_first"));
  g_assert_cmpstr (json_object_get_string_member (object, "setup"), ==, "Enter on turn 1.");

  object = json_object_get_object_member (root, "grid");
  g_assert_cmpstr (json_object_get_string_member (object, "orientation"), ==, "flat-top");
  g_assert_cmpint (json_object_get_int_member (object, "columns"), ==, grid->cols);
  g_assert_cmpint (json_object_get_int_member (object, "rows"), ==, grid->rows);
  boards = json_object_get_array_member (root, "boards");
  g_assert_cmpuint (json_array_get_length (boards), ==, 3);
  object = find (boards, "id", "14");
  g_assert_nonnull (object);
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (object, "origin"), "row"), ==, 10);

  /* every hex of the map, once */
  for (guint i = 0; i < wadi_board_hex_count (grid); i++)
    present += wadi_board_contains (grid, wadi_board_hex_at_index (grid, i));
  hexes = json_object_get_array_member (root, "hexes");
  g_assert_cmpuint (json_array_get_length (hexes), ==, present);
  object = find (hexes, "hex", "25K3");
  g_assert_nonnull (object);
  g_assert_cmpstr (json_object_get_string_member (object, "terrain"), ==, "woods");
  g_assert_cmpint (json_object_get_int_member (object, "column"), ==, 10);
  g_assert_cmpint (json_object_get_int_member (object, "row"), ==, 3);
  g_assert_cmpint (json_object_get_int_member (object, "level"), ==, 0);
  g_assert_cmpstr (json_object_get_string_member (object, "depression"), ==, "none");
  g_assert_null (find (hexes, "hex", "25A0"));

  hexsides = json_object_get_array_member (root, "hexsides");
  object = NULL;
  for (guint i = 0; i < json_array_get_length (hexsides) && object == NULL; i++)
    {
      JsonObject *each = json_array_get_object_element (hexsides, i);

      /* named from the hex that owns it: K4's north side */
      if (g_strcmp0 (json_object_get_string_member (each, "hex"), "25K4") == 0
          && g_strcmp0 (json_object_get_string_member (each, "neighbour"), "25K3") == 0)
        object = each;
    }
  g_assert_nonnull (object);
  g_assert_cmpstr (json_object_get_string_member (object, "direction"), ==, "n");
  g_assert_cmpstr (json_array_get_string_element (json_object_get_array_member (object, "features"), 0), ==, "cliff");
  g_assert_cmpstr (json_array_get_string_element (json_object_get_array_member (object, "features"), 1), ==, "wall");

  counters = json_object_get_array_member (root, "counters");
  g_assert_cmpuint (json_array_get_length (counters), ==, scenario->counters->len);
  object = find (counters, "name", "1st Platoon");
  g_assert_nonnull (object);
  g_assert_cmpstr (json_object_get_string_member (object, "kind"), ==, "unit");
  g_assert_cmpstr (json_object_get_string_member (object, "hex"), ==, "25K3");
  g_assert_cmpstr (json_object_get_string_member (object, "strength"), ==, "4-6-7");
  g_assert_cmpstr (json_object_get_string_member (object, "side"), ==, "German");
  g_assert_cmpstr (json_object_get_string_member (object, "unit_class"), ==, "infantry");
  g_assert_cmpstr (json_object_get_string_member (object, "position"), ==, "ground");
  g_assert_true (json_object_has_member (root, "diagnostics"));

  /* a last half turn ("6½ turns"): the number 6.5 (docs/export.md) */
  {
    g_autoptr(JsonParser) half = json_parser_new ();
    g_autofree char *text = NULL;
    JsonNode        *turns;

    scenario->half_turn = TRUE;
    g_assert_true (wadi_export_write (scenario, &options, path, NULL, NULL, NULL, &error));
    g_assert_no_error (error);
    g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
    g_assert_nonnull (strstr (text, "\"turns\": 6.5,"));
    g_assert_true (json_parser_load_from_file (half, path, &error));
    g_assert_no_error (error);
    turns = json_object_get_member (json_node_get_object (json_parser_get_root (half)), "turns");
    g_assert_cmpint (json_node_get_value_type (turns), ==, G_TYPE_DOUBLE);
    g_assert_cmpfloat (json_node_get_double (turns), ==, 6.5);
  }
}

/* One board: its hexes only. */
static void
test_board (WadiTestExport *fixture,
            gconstpointer   data)
{
  g_autofree char *path = g_build_filename (fixture->dir, "board.json", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  WadiExportOptions options;
  JsonArray        *hexes;

  wadi_export_options_init (&options);
  options.format = WADI_EXPORT_JSON;
  options.board = 2;
  g_assert_true (wadi_export_write (fixture->scenario, &options, path, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (json_parser_load_from_file (parser, path, &error));
  hexes = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)), "hexes");
  for (guint i = 0; i < json_array_get_length (hexes); i++)
    {
      const char *label = json_object_get_string_member (json_array_get_object_element (hexes, i), "hex");

      /* board 13's hexes, and the half hexes it shares with board 14 */
      g_assert_true (g_str_has_prefix (label, "13") || g_str_has_prefix (label, "14"));
    }
  /* 33 columns of 10 hexes and the 17 half hexes of row 0 ... */
  g_assert_cmpuint (json_array_get_length (hexes), >=, 33 * 10);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
#define ADD(path, func) g_test_add (path, WadiTestExport, NULL, wadi_test_export_setup, func, wadi_test_export_teardown)
  ADD ("/export-json/scenario", test_scenario);
  ADD ("/export-json/board", test_board);
#undef ADD
  return g_test_run ();
}
