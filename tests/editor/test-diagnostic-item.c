/* test-diagnostic-item.c: one diagnostic as a list item, without a display */
#include "config.h"

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

/* The item keeps a copy of the diagnostic and names where it is: the hex,
 * both hexes of a hexside, the three of a vertex, or the scenario. */
static void
test_locations (void)
{
  g_autoptr(WadiScenario) scenario = two_boards ();
  const WadiBoard *second = wadi_scenario_get_board (scenario, 1);
  WadiDiagnostic   d = { "test.code", WADI_SEVERITY_WARNING, "B1.2", "A test", WADI_DIAG_AT_HEX, 1, { 3, 4 } };
  g_autoptr(WadiDiagnosticItem) at_hex = NULL;
  g_autoptr(WadiDiagnosticItem) at_side = NULL;
  g_autoptr(WadiDiagnosticItem) at_vertex = NULL;
  g_autoptr(WadiDiagnosticItem) at_scenario = NULL;
  g_autoptr(WadiDiagnosticItem) off_boards = NULL;
  g_autofree char *hex_label = wadi_scenario_location_label (scenario, 1, (WadiHex) { 3, 4 });
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
  d.hexside = (WadiHexside) { { 3, 4 }, 0 };
  at_side = wadi_diagnostic_item_new (&d, scenario);
  other_label = wadi_board_hex_label (second, wadi_hexside_other_hex (second->layout, d.hexside));
  side_label = g_strdup_printf ("13D5–%s", other_label);
  g_assert_cmpstr (wadi_diagnostic_item_get_location (at_side), ==, side_label);

  /* the vertex's three hexes, the first with its board */
  d.place = WADI_DIAG_AT_VERTEX;
  d.vertex = (WadiVertex) { { 3, 4 }, 0 };
  wadi_vertex_hexes (second->layout, d.vertex, corners);
  at_vertex = wadi_diagnostic_item_new (&d, scenario);
  parts = g_strsplit (wadi_diagnostic_item_get_location (at_vertex), "–", -1);
  g_assert_cmpuint (g_strv_length (parts), ==, 3);
  g_assert_true (g_str_has_prefix (parts[0], "13"));
  for (guint i = 0; i < 3; i++)
    {
      g_autofree char *label = wadi_board_hex_label (second, corners[i]);

      g_assert_true (g_str_has_suffix (parts[i], label));
      found_own |= wadi_hex_equal (corners[i], d.vertex.hex);
    }
  g_assert_true (found_own);

  d.place = WADI_DIAG_AT_SCENARIO;
  at_scenario = wadi_diagnostic_item_new (&d, scenario);
  g_assert_cmpstr (wadi_diagnostic_item_get_location (at_scenario), ==, "Scenario");

  /* a board the scenario lacks is the scenario's too */
  d.place = WADI_DIAG_AT_HEX;
  d.board = 7;
  off_boards = wadi_diagnostic_item_new (&d, scenario);
  g_assert_cmpstr (wadi_diagnostic_item_get_location (off_boards), ==, "Scenario");
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
  g_test_add_func ("/diagnostic-item/severity-names", test_severity_names);
  return g_test_run ();
}
