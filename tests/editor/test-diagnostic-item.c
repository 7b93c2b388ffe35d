/* test-diagnostic-item.c: one diagnostic as a list item, without a display */
#include "config.h"

#include <string.h>

#include "wadi-diagnostic-item.h"

static WadiScenario *
two_boards (void)
{
  WadiGridLayout layout = { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD };
  WadiScenario  *scenario = wadi_scenario_new (WADI_RULESET_ASL);

  wadi_scenario_add_board (scenario, wadi_board_new ("25", 10, 10, layout, WADI_LABEL_ASL, 1));
  wadi_scenario_add_board (scenario, wadi_board_new ("13", 10, 10, layout, WADI_LABEL_ASL, 1));
  return scenario;
}

/* The map hex of a board's own hex. */
static WadiHex
on_board (const WadiScenario *scenario,
          guint               board,
          WadiHex             local)
{
  return wadi_map_to_map (scenario->map, board, local);
}

/* The label of a map hex in board's own frame, without its number. */
static char *
own_label (const WadiScenario *scenario,
           guint               board,
           WadiHex             hex)
{
  WadiHex local;

  g_assert_true (wadi_map_to_board (scenario->map, board, hex, &local));
  return wadi_label_print (&wadi_map_get_board (scenario->map, board)->labels, local);
}

/* The item keeps a copy of the diagnostic and names where it is: the hex,
 * both hexes of a hexside, the three of a vertex, or the scenario. */
static void
test_locations (void)
{
  g_autoptr(WadiScenario) scenario = two_boards ();
  const WadiBoard *grid = wadi_scenario_grid (scenario);
  WadiDiagnostic   d = { "test.code", WADI_SEVERITY_WARNING, "B1.2", "A test", WADI_DIAG_AT_HEX,
                         on_board (scenario, 1, (WadiHex) { 3, 4 }) };
  g_autoptr(WadiDiagnosticItem) at_hex = NULL;
  g_autoptr(WadiDiagnosticItem) at_side = NULL;
  g_autoptr(WadiDiagnosticItem) at_vertex = NULL;
  g_autoptr(WadiDiagnosticItem) at_scenario = NULL;
  g_autoptr(WadiDiagnosticItem) no_board = NULL;
  g_autoptr(WadiScenario) empty = wadi_scenario_new (WADI_RULESET_ASL);
  g_autofree char *hex_label = wadi_scenario_location_label (scenario, d.hex);
  g_autofree char *other_label = NULL;
  g_autofree char *side_label = NULL;
  g_auto(GStrv) parts = NULL;
  gboolean found_own = FALSE;
  WadiHex  corners[3];

  at_hex = wadi_diagnostic_item_new (&d, scenario);
  g_assert_cmpstr (wadi_diagnostic_item_get_location (at_hex), ==, hex_label);
  g_assert_cmpstr (hex_label, ==, "13D5");
  g_assert_cmpstr (wadi_diagnostic_item_get_code (at_hex), ==, "test.code");
  g_assert_cmpstr (wadi_diagnostic_item_get_rule (at_hex), ==, "B1.2");
  g_assert_cmpstr (wadi_diagnostic_item_get_message (at_hex), ==, "A test");
  g_assert_cmpint (wadi_diagnostic_item_get_severity (at_hex), ==, WADI_SEVERITY_WARNING);
  g_assert_true (wadi_diagnostic_equal (wadi_diagnostic_item_get (at_hex), &d));

  d.place = WADI_DIAG_AT_HEXSIDE;
  d.hexside = (WadiHexside) { d.hex, 0 };
  at_side = wadi_diagnostic_item_new (&d, scenario);
  other_label = own_label (scenario, 1, wadi_hexside_other_hex (grid->layout, d.hexside));
  side_label = g_strdup_printf ("13D5–%s", other_label);
  g_assert_cmpstr (wadi_diagnostic_item_get_location (at_side), ==, side_label);
  g_assert_cmpstr (side_label, ==, "13D5–D4");

  /* the vertex's three hexes, the first with its board */
  d.place = WADI_DIAG_AT_VERTEX;
  d.vertex = (WadiVertex) { d.hex, 0 };
  wadi_vertex_hexes (grid->layout, d.vertex, corners);
  at_vertex = wadi_diagnostic_item_new (&d, scenario);
  parts = g_strsplit (wadi_diagnostic_item_get_location (at_vertex), "–", -1);
  g_assert_cmpuint (g_strv_length (parts), ==, 3);
  g_assert_true (g_str_has_prefix (parts[0], "13"));
  for (guint i = 0; i < 3; i++)
    {
      g_autofree char *label = own_label (scenario, 1, corners[i]);

      g_assert_true (g_str_has_suffix (parts[i], label));
      found_own |= wadi_hex_equal (corners[i], d.vertex.hex);
    }
  g_assert_true (found_own);

  d.place = WADI_DIAG_AT_SCENARIO;
  at_scenario = wadi_diagnostic_item_new (&d, scenario);
  g_assert_cmpstr (wadi_diagnostic_item_get_location (at_scenario), ==, "Scenario");

  /* a scenario without a board has no place but itself */
  d.place = WADI_DIAG_AT_HEX;
  no_board = wadi_diagnostic_item_new (&d, empty);
  g_assert_cmpstr (wadi_diagnostic_item_get_location (no_board), ==, "Scenario");
}

/* A hexside across the seam between two boards names both hexes with
 * their boards: 25 lies on 13, its row 10 on 13's row 1. */
static void
test_seam_locations (void)
{
  g_autoptr(WadiScenario) scenario = two_boards ();
  const WadiBoard *grid = wadi_scenario_grid (scenario);
  g_autoptr(GError) error = NULL;
  WadiHex        north, south;
  WadiDirection  dir;
  WadiDiagnostic d = { "test.code", WADI_SEVERITY_WARNING, "B1.2", "A test", WADI_DIAG_AT_HEXSIDE };
  g_autoptr(WadiDiagnosticItem) at_side = NULL;
  g_autoptr(WadiDiagnosticItem) at_vertex = NULL;

  g_assert_true (wadi_scenario_parse_location (scenario, "25D10", &north, &error));
  g_assert_true (wadi_scenario_parse_location (scenario, "13D1", &south, &error));
  g_assert_no_error (error);
  g_assert_true (wadi_hex_direction_to (grid->layout, north, south, &dir));
  d.hex = north;
  d.hexside = (WadiHexside) { north, dir };
  at_side = wadi_diagnostic_item_new (&d, scenario);
  g_assert_cmpstr (wadi_diagnostic_item_get_location (at_side), ==, "25D10–13D1");

  /* at the map's edge, the hex beyond is named as its board would */
  {
    g_autoptr(WadiDiagnosticItem) at_edge = NULL;
    WadiHex top;

    g_assert_true (wadi_scenario_parse_location (scenario, "25D1", &top, &error));
    d.hexside = (WadiHexside) { top, 0 };
    at_edge = wadi_diagnostic_item_new (&d, scenario);
    g_assert_cmpstr (wadi_diagnostic_item_get_location (at_edge), ==, "25D1–D0");
  }

  /* a vertex on the seam: 13's hexes carry 13's number */
  d.place = WADI_DIAG_AT_VERTEX;
  d.vertex = (WadiVertex) { north, (WadiVertexIndex) dir };
  at_vertex = wadi_diagnostic_item_new (&d, scenario);
  g_assert_true (g_str_has_prefix (wadi_diagnostic_item_get_location (at_vertex), "25D10–"));
  g_assert_nonnull (strstr (wadi_diagnostic_item_get_location (at_vertex), "–13D1"));
}

static void
test_severity_names (void)
{
  g_assert_cmpstr (wadi_severity_display_name (WADI_SEVERITY_ERROR), ==, "Error");
  g_assert_cmpstr (wadi_severity_display_name (WADI_SEVERITY_WARNING), ==, "Warning");
  g_assert_cmpstr (wadi_severity_display_name (WADI_SEVERITY_INFO), ==, "Info");
  g_assert_cmpstr (wadi_severity_icon_name (WADI_SEVERITY_ERROR), ==, "dialog-error-symbolic");
  g_assert_cmpstr (wadi_severity_icon_name (WADI_SEVERITY_WARNING), ==, "dialog-warning-symbolic");
  g_assert_cmpstr (wadi_severity_icon_name (WADI_SEVERITY_INFO), ==, "dialog-information-symbolic");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/diagnostic-item/locations", test_locations);
  g_test_add_func ("/diagnostic-item/seam-locations", test_seam_locations);
  g_test_add_func ("/diagnostic-item/severity-names", test_severity_names);
  return g_test_run ();
}
