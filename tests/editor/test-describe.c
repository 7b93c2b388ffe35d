/* test-describe.c: what the editor calls things, without a display */
#include "config.h"

#include "wadi-describe.h"

static const WadiGridLayout flat = { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD };

static void
test_features_and_flags (void)
{
  g_autofree char *none = wadi_describe_side_features (0);
  g_autofree char *two = wadi_describe_side_features (WADI_SIDE_DEPRESSION_CLIFF | WADI_SIDE_CLIFF);
  g_autofree char *flags = wadi_describe_hex_flags (WADI_HEX_FLAG_ROAD | WADI_HEX_FLAG_WADI_BRIDGE);

  g_assert_cmpstr (none, ==, "");
  g_assert_cmpstr (two, ==, "Cliff, Depression cliff");
  g_assert_cmpstr (flags, ==, "Road, Wadi bridge");
  g_assert_cmpstr (wadi_describe_side_feature (WADI_SIDE_WADI), ==, "Wadi hexside");
  /* not one feature */
  g_assert_cmpstr (wadi_describe_side_feature (WADI_SIDE_CLIFF | WADI_SIDE_WALL), ==, "");
  /* every feature has a name of its own */
  for (guint i = 0; i < WADI_SIDE_FEATURE_COUNT_; i++)
    {
      const char *name = wadi_describe_side_feature ((WadiSideFeatures) (1u << i));

      g_assert_cmpstr (name, !=, "");
      for (guint j = 0; j < i; j++)
        g_assert_cmpstr (name, !=, wadi_describe_side_feature ((WadiSideFeatures) (1u << j)));
    }
}

static void
test_cell (void)
{
  WadiHexCell      cell = { 0 };
  g_autofree char *plain = NULL;
  g_autofree char *wadi = NULL;

  cell.terrain = WADI_TERRAIN_OPEN;
  cell.level = 1;
  plain = wadi_describe_cell (&cell);
  g_assert_cmpstr (plain, ==, "Open Ground · level 1");

  cell.depression = WADI_DEPRESSION_WADI;
  cell.floor = 0;
  cell.flags = WADI_HEX_FLAG_ROAD;
  wadi = wadi_describe_cell (&cell);
  g_assert_cmpstr (wadi, ==, "Open Ground · level 1 · Wadi, floor 0 · Road");
}

static void
test_counters (void)
{
  WadiCounter      crest = { 0 };
  WadiCounter      vehicle = { 0 };
  WadiCounter      unit = { 0 };
  WadiCounter      ford = { 0 };
  g_autofree char *crest_text = NULL;
  g_autofree char *vehicle_text = NULL;
  g_autofree char *unit_text = NULL;
  g_autofree char *ford_text = NULL;
  WadiGridLayout   pointy = { WADI_GRID_POINTY_TOP, WADI_STAGGER_ODD };

  crest.kind = WADI_COUNTER_CREST;
  crest.centre = 1;
  crest_text = wadi_describe_counter (flat, &crest);
  g_assert_cmpstr (crest_text, ==, "Crest, centre NE");
  g_assert_cmpstr (wadi_describe_direction (pointy, 1), ==, "E");

  vehicle.kind = WADI_COUNTER_VEHICLE_CREST;
  vehicle.vertex = 2;
  vehicle.unit_class = WADI_UNIT_FULLY_TRACKED;
  vehicle_text = wadi_describe_counter (flat, &vehicle);
  g_assert_cmpstr (vehicle_text, ==, "Vehicle Crest, vertex 2 (Fully tracked)");

  unit.kind = WADI_COUNTER_UNIT;
  unit.unit_class = WADI_UNIT_INFANTRY;
  unit.position = WADI_POSITION_IN;
  unit.side = (char *) "German";
  unit.name = (char *) "4-6-7";
  unit_text = wadi_describe_counter (flat, &unit);
  g_assert_cmpstr (unit_text, ==, "Unit 4-6-7 (Infantry, IN, German)");

  ford.kind = WADI_COUNTER_FORD;
  ford_text = wadi_describe_counter (flat, &ford);
  g_assert_cmpstr (ford_text, ==, "Ford");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/describe/features-and-flags", test_features_and_flags);
  g_test_add_func ("/describe/cell", test_cell);
  g_test_add_func ("/describe/counters", test_counters);
  return g_test_run ();
}
