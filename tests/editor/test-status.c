/* test-status.c: what the status bar says, without a display
 *
 * The tool hovers over the bundled ASL example (boards 25, 14, 13) as the
 * canvas would move it; the status is read as the canvas reads it, with
 * the live rules' context.
 */
#include "config.h"

#include "wadi-format.h"
#include "wadi-live-rules.h"
#include "wadi-pick.h"
#include "wadi-counter-stack.h"
#include "wadi-describe.h"
#include "wadi-status.h"

typedef struct
{
  WadiDocument  *document;
  WadiLiveRules *rules;
  WadiTool      *tool;
} Fixture;

static void
fixture_setup (Fixture      *fixture,
               gconstpointer data)
{
  g_autofree char *path = g_build_filename (g_getenv ("WADI_SOURCE_ROOT"), "data", "examples",
                                            "asl-f5-b20.wadi", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  WadiScenario *scenario = wadi_format_read_file (file, &error);

  g_assert_no_error (error);
  fixture->document = wadi_document_new (scenario);
  fixture->rules = wadi_live_rules_new (fixture->document);
  fixture->tool = wadi_tool_new ();
  wadi_tool_set_document (fixture->tool, fixture->document);
}

static void
fixture_teardown (Fixture      *fixture,
                  gconstpointer data)
{
  wadi_tool_free (fixture->tool);
  g_object_unref (fixture->rules);
  g_object_unref (fixture->document);
}

static const WadiBoard *
board_of (Fixture *fixture)
{
  return wadi_rules_context_map (wadi_live_rules_get_context (fixture->rules));
}

/* The status as the canvas shows it, with the rules. */
static char *
status (Fixture *fixture)
{
  return wadi_status_text (fixture->tool, board_of (fixture), wadi_live_rules_get_context (fixture->rules));
}

/* The map hex of a label ("25H4"). */
static WadiHex
go_to (Fixture    *fixture,
       const char *label)
{
  g_autoptr(GError) error = NULL;
  WadiHex hex;

  g_assert_true (wadi_scenario_parse_location (wadi_document_get_scenario (fixture->document), label, &hex,
                                               &error));
  g_assert_no_error (error);
  return hex;
}

static void
hover_hex (Fixture    *fixture,
           const char *label)
{
  WadiHex hex = go_to (fixture, label);
  double  x, y;

  wadi_hex_center (board_of (fixture)->layout, hex, &x, &y);
  wadi_tool_motion (fixture->tool, x, y, WADI_TOOL_MOD_NONE);
}

/* Nothing under the pointer, nothing said; no board, nothing said. */
static void
test_nothing_hovered (Fixture      *fixture,
                      gconstpointer data)
{
  g_autofree char *far = NULL;
  g_autofree char *no_board = NULL;

  wadi_tool_motion (fixture->tool, -1e6, -1e6, WADI_TOOL_MOD_NONE);
  far = status (fixture);
  g_assert_cmpstr (far, ==, "");
  hover_hex (fixture, "25G9");
  no_board = wadi_status_text (fixture->tool, NULL, NULL);
  g_assert_cmpstr (no_board, ==, "");
}

/* A hex: its label, its cell and its counters, named as the palette names
 * them (25O9 has a Crest counter, centre N, in the wadi). */
static void
test_hex (Fixture      *fixture,
          gconstpointer data)
{
  g_autofree char *text = NULL;
  g_autofree char *without_rules = NULL;

  hover_hex (fixture, "25O9");
  text = status (fixture);
  g_test_message ("%s", text);
  g_assert_true (g_str_has_prefix (text, "25O9 · "));
  g_assert_nonnull (strstr (text, "Wadi, floor"));
  g_assert_nonnull (strstr (text, "Crest, centre N"));
  /* without the rules' index the counters are found all the same */
  without_rules = wadi_status_text (fixture->tool, board_of (fixture), NULL);
  g_assert_cmpstr (without_rules, ==, text);
}

/* A hexside: its two hexes and its features by their display names. */
static void
test_hexside (Fixture      *fixture,
              gconstpointer data)
{
  WadiGridLayout   layout = board_of (fixture)->layout;
  WadiHexside      cliff = { go_to (fixture, "25B1"), 2 }; /* SE: a depression cliff */
  WadiHexside      plain = { go_to (fixture, "25U6"), 0 };
  g_autofree char *text = NULL;
  g_autofree char *plain_text = NULL;
  double           mx, my, cx, cy;

  wadi_tool_set_kind (fixture->tool, WADI_TOOL_HEXSIDE);
  wadi_pick_hexside_midpoint (layout, cliff, &mx, &my);
  wadi_hex_center (layout, cliff.hex, &cx, &cy);
  wadi_tool_motion (fixture->tool, mx + (cx - mx) * 0.05, my + (cy - my) * 0.05, WADI_TOOL_MOD_NONE);
  text = status (fixture);
  g_test_message ("%s", text);
  g_assert_true (g_str_has_prefix (text, "Hexside 25B1–"));
  g_assert_nonnull (strstr (text, "Depression cliff"));
  g_assert_null (strstr (text, "depression-cliff"));

  wadi_pick_hexside_midpoint (layout, plain, &mx, &my);
  wadi_hex_center (layout, plain.hex, &cx, &cy);
  wadi_tool_motion (fixture->tool, mx + (cx - mx) * 0.05, my + (cy - my) * 0.05, WADI_TOOL_MOD_NONE);
  plain_text = status (fixture);
  g_assert_true (g_str_has_prefix (plain_text, "Hexside 25U6–"));
  g_assert_true (g_str_has_suffix (plain_text, " · no features"));
}

/* Across the seam between boards 25 and 14 (14 lies below 25; 25B10 is
 * 14B0): a hexside names each hex with its board, a shared hex is the
 * first board's. */
static void
test_seam (Fixture      *fixture,
           gconstpointer data)
{
  WadiGridLayout   layout = board_of (fixture)->layout;
  WadiHex          north = go_to (fixture, "25C10");
  WadiHex          south = go_to (fixture, "14C1");
  WadiHexside      seam;
  g_autofree char *side_text = NULL;
  g_autofree char *shared_text = NULL;
  double           mx, my, cx, cy;

  g_assert_true (wadi_hex_equal (go_to (fixture, "25B10"), go_to (fixture, "14B0")));
  g_assert_true (wadi_hex_direction_to (layout, north, south, &seam.dir));
  seam.hex = north;
  wadi_tool_set_kind (fixture->tool, WADI_TOOL_HEXSIDE);
  wadi_pick_hexside_midpoint (layout, seam, &mx, &my);
  wadi_hex_center (layout, north, &cx, &cy);
  wadi_tool_motion (fixture->tool, mx + (cx - mx) * 0.05, my + (cy - my) * 0.05, WADI_TOOL_MOD_NONE);
  side_text = status (fixture);
  g_test_message ("%s", side_text);
  g_assert_cmpstr (side_text, ==, "Hexside 25C10–14C1 · no features");

  wadi_tool_set_kind (fixture->tool, WADI_TOOL_SELECT);
  hover_hex (fixture, "14B0");
  shared_text = status (fixture);
  g_test_message ("%s", shared_text);
  g_assert_true (g_str_has_prefix (shared_text, "25B10 · "));
}

/* While a Crest counter is dragged the status names the centre hexside it
 * gets; after the release, the hex again. */
static void
test_crest_drag (Fixture      *fixture,
                 gconstpointer data)
{
  WadiHex          open = go_to (fixture, "25U6");
  g_autofree char *dragging = NULL;
  g_autofree char *after = NULL;
  double           x, y;

  wadi_tool_set_kind (fixture->tool, WADI_TOOL_COUNTER);
  wadi_tool_get_settings (fixture->tool)->counter_kind = WADI_COUNTER_CREST;
  wadi_hex_center (board_of (fixture)->layout, open, &x, &y);
  wadi_tool_press (fixture->tool, x, y, WADI_TOOL_MOD_NONE);
  /* toward the south hexside, well past it */
  wadi_tool_motion (fixture->tool, x, y + 1.0, WADI_TOOL_MOD_NONE);
  dragging = status (fixture);
  g_test_message ("%s", dragging);
  g_assert_true (g_str_has_prefix (dragging, "Centre hexside S · 25U6 · "));
  wadi_tool_release (fixture->tool, x, y + 1.0, WADI_TOOL_MOD_NONE);
  after = status (fixture);
  g_assert_null (strstr (after, "Centre hexside"));
}

/* A vehicle's Crest counter goes at a vertex: the status says which. */
static void
test_vertex (Fixture      *fixture,
             gconstpointer data)
{
  WadiHex          hex = go_to (fixture, "25U6");
  g_autofree char *text = NULL;
  double           vx, vy, cx, cy;

  wadi_tool_set_kind (fixture->tool, WADI_TOOL_COUNTER);
  wadi_tool_get_settings (fixture->tool)->counter_kind = WADI_COUNTER_VEHICLE_CREST;
  wadi_hex_corner (board_of (fixture)->layout, hex, 1, &vx, &vy);
  wadi_hex_center (board_of (fixture)->layout, hex, &cx, &cy);
  wadi_tool_motion (fixture->tool, vx + (cx - vx) * 0.02, vy + (cy - vy) * 0.02, WADI_TOOL_MOD_NONE);
  g_assert_cmpint (wadi_tool_get_hover (fixture->tool)->kind, ==, WADI_HOVER_VERTEX);
  text = status (fixture);
  g_test_message ("%s", text);
  g_assert_true (g_str_has_prefix (text, "Vertex "));
  g_assert_nonnull (strstr (text, " of 25"));
}

/* Placing a counter: whether it may stand there, and if not by which rule;
 * without the rules, no verdict. */
static void
test_placement_verdict (Fixture      *fixture,
                        gconstpointer data)
{
  g_autofree char *refused = NULL;
  g_autofree char *allowed = NULL;
  g_autofree char *no_rules = NULL;

  wadi_tool_set_kind (fixture->tool, WADI_TOOL_COUNTER);
  wadi_tool_get_settings (fixture->tool)->counter_kind = WADI_COUNTER_FORD;
  hover_hex (fixture, "25H4");
  refused = status (fixture);
  g_test_message ("%s", refused);
  g_assert_nonnull (strstr (refused, " · ✗ "));
  g_assert_nonnull (strstr (refused, "B20.8"));
  no_rules = wadi_status_text (fixture->tool, board_of (fixture), NULL);
  g_assert_null (strstr (no_rules, "✗"));
  g_assert_true (g_str_has_prefix (refused, no_rules));

  /* over the stream it may stand */
  hover_hex (fixture, "13P5");
  allowed = status (fixture);
  g_test_message ("%s", allowed);
  g_assert_true (g_str_has_prefix (allowed, "13P5 · "));
  g_assert_nonnull (strstr (allowed, " · ✓ "));
}

/* Over a hex that has a ford, the Ford tool's verdict is a refusal: a
 * second ford marks nothing (placement.marker-twice), a rule of Wadi's
 * own, which cites no rule: "(Wadi)" read as the terrain. */
static void
test_second_ford_refused (Fixture      *fixture,
                          gconstpointer data)
{
  WadiCounter      ford = { .kind = WADI_COUNTER_FORD, .hex = go_to (fixture, "13P5") };
  g_autofree char *text = NULL;

  wadi_document_add_counter (fixture->document, &ford);
  wadi_live_rules_flush (fixture->rules);
  wadi_tool_set_kind (fixture->tool, WADI_TOOL_COUNTER);
  wadi_tool_get_settings (fixture->tool)->counter_kind = WADI_COUNTER_FORD;
  hover_hex (fixture, "13P5");
  text = status (fixture);
  g_test_message ("%s", text);
  g_assert_null (strstr (text, "may be placed here"));
  g_assert_nonnull (strstr (text, " · ✗ "));
  g_assert_nonnull (strstr (text, "has another counter of this kind"));
  g_assert_nonnull (strstr (text, "✗ a new Ford: "));
  g_assert_null (strstr (text, "(Wadi)"));

  /* nor when it names a counter already there that breaks it: two
   * fords in the hex, the Foxhole tool over it */
  {
    g_autofree char *other = NULL;

    wadi_document_add_counter (fixture->document, &ford);
    wadi_live_rules_flush (fixture->rules);
    wadi_tool_get_settings (fixture->tool)->counter_kind = WADI_COUNTER_FOXHOLE;
    hover_hex (fixture, "25H4");
    hover_hex (fixture, "13P5");
    other = status (fixture);
    g_test_message ("%s", other);
    g_assert_nonnull (strstr (other, "the Ford here breaks a rule"));
    g_assert_null (strstr (other, "breaks Wadi"));
  }
}

/* The tick is about the counter the tool would place, and says so; a
 * counter already in the hex that breaks a rule is named with its rule,
 * so the tick never reads as "this counter is legal". */
static void
test_tick_names_its_counter (Fixture      *fixture,
                             gconstpointer data)
{
  WadiCounter      ford = { .kind = WADI_COUNTER_FORD, .hex = go_to (fixture, "25H4") };
  g_autofree char *text = NULL;

  wadi_document_add_counter (fixture->document, &ford);
  wadi_live_rules_flush (fixture->rules);
  wadi_tool_set_kind (fixture->tool, WADI_TOOL_COUNTER);
  wadi_tool_get_settings (fixture->tool)->counter_kind = WADI_COUNTER_FOXHOLE;
  hover_hex (fixture, "25H4");
  text = status (fixture);
  g_test_message ("%s", text);
  g_assert_nonnull (strstr (text, "✓ a new Foxhole may be placed here"));
  /* B20.8: a ford only in a stream or gully hex */
  g_assert_nonnull (strstr (text, " · the Ford here breaks B20.8"));
}

/* While the select tool drags a counter, the status says whether it may
 * stand where it would be dropped. */
static void
test_drag_verdict (Fixture      *fixture,
                   gconstpointer data)
{
  WadiCounter      ford = { .kind = WADI_COUNTER_FORD, .hex = go_to (fixture, "13P5") };
  guint            id = wadi_document_add_counter (fixture->document, &ford);
  g_autofree char *refused = NULL;
  g_autofree char *allowed = NULL;
  double           x, y, tx, ty;

  wadi_live_rules_flush (fixture->rules);
  wadi_tool_set_kind (fixture->tool, WADI_TOOL_SELECT);
  wadi_tool_select_counter (fixture->tool, id);
  wadi_counter_stack_place (board_of (fixture)->layout, wadi_scenario_find_counter (wadi_document_get_scenario (fixture->document), id), 0, 1, &x, &y);
  wadi_tool_press (fixture->tool, x, y, WADI_TOOL_MOD_NONE);
  g_assert_cmpuint (wadi_tool_get_selected_counter (fixture->tool), ==, id);
  wadi_hex_center (board_of (fixture)->layout, go_to (fixture, "25H4"), &tx, &ty);
  wadi_tool_motion (fixture->tool, tx, ty, WADI_TOOL_MOD_NONE);
  refused = status (fixture);
  g_test_message ("%s", refused);
  /* the rule first, as the reason is cut short in a window of
   * ordinary width */
  g_assert_nonnull (strstr (refused, "✗ this Ford (B20.8): "));
  wadi_hex_center (board_of (fixture)->layout, go_to (fixture, "13P5"), &tx, &ty);
  wadi_tool_motion (fixture->tool, tx + 0.02, ty, WADI_TOOL_MOD_NONE);
  allowed = status (fixture);
  g_test_message ("%s", allowed);
  g_assert_nonnull (strstr (allowed, "✓ this Ford may be moved here"));
  wadi_tool_release (fixture->tool, tx + 0.02, ty, WADI_TOOL_MOD_NONE);
}

/* Alike counters one on another in a hex are said once with their
 * number, so that a stack of squads leaves room for what follows (a
 * German try-out's line listed "Einheit (Infanterie, Boden, German)" four
 * times and cut the verdict off); the line keeps the stack's order, so a
 * squad on the foxhole is said after it (a review's point). */
static void
test_alike_counters_counted (Fixture      *fixture,
                             gconstpointer data)
{
  WadiCounter      squad = { .kind = WADI_COUNTER_UNIT, .hex = go_to (fixture, "25H4"), .side = (char *) "German" };
  WadiCounter      foxhole = { .kind = WADI_COUNTER_FOXHOLE, .hex = squad.hex };
  g_autofree char *said = NULL;
  g_autofree char *one = NULL;
  g_autofree char *order = NULL;

  for (guint i = 0; i < 3; i++)
    wadi_document_add_counter (fixture->document, &squad);
  wadi_document_add_counter (fixture->document, &foxhole);
  wadi_document_add_counter (fixture->document, &squad);
  wadi_live_rules_flush (fixture->rules);
  wadi_tool_set_kind (fixture->tool, WADI_TOOL_SELECT);
  hover_hex (fixture, "25H4");
  said = status (fixture);
  g_test_message ("%s", said);
  one = wadi_describe_counter (board_of (fixture)->layout, &squad);
  order = g_strdup_printf ("3 × %s, Foxhole, %s", one, one);
  g_assert_nonnull (strstr (said, order));
}

/* A unit dragged with Shift says the units of its hex go with it. */
static void
test_drag_stack (Fixture      *fixture,
                 gconstpointer data)
{
  WadiCounter      unit = { .kind = WADI_COUNTER_UNIT, .hex = go_to (fixture, "25H4") };
  guint            top = 0;
  g_autofree char *said = NULL;
  double           x, y, tx, ty;

  for (guint i = 0; i < 3; i++)
    top = wadi_document_add_counter (fixture->document, &unit);
  wadi_live_rules_flush (fixture->rules);
  wadi_tool_set_kind (fixture->tool, WADI_TOOL_SELECT);
  wadi_counter_stack_place (board_of (fixture)->layout,
                            wadi_scenario_find_counter (wadi_document_get_scenario (fixture->document), top), 2, 3, &x,
                            &y);
  wadi_tool_press (fixture->tool, x, y, WADI_TOOL_MOD_SHIFT);
  g_assert_cmpuint (wadi_tool_get_selected_counter (fixture->tool), ==, top);
  wadi_hex_center (board_of (fixture)->layout, go_to (fixture, "25J4"), &tx, &ty);
  wadi_tool_motion (fixture->tool, tx, ty, WADI_TOOL_MOD_SHIFT);
  said = status (fixture);
  g_test_message ("%s", said);
  g_assert_true (g_str_has_suffix (said, "may be moved here · with 2 more units of its side"));
  wadi_tool_release (fixture->tool, tx, ty, WADI_TOOL_MOD_SHIFT);
}

/* The overlay tool says what it places and how it is turned, hovered or
 * not, and follows the rotate key. */
static void
test_overlay (Fixture      *fixture,
              gconstpointer data)
{
  WadiGridLayout   layout = board_of (fixture)->layout;
  g_autofree char *away = NULL;
  g_autofree char *turned = NULL;
  g_autofree char *other_tool = NULL;

  wadi_tool_set_kind (fixture->tool, WADI_TOOL_OVERLAY);
  wadi_tool_set_overlay (fixture->tool, "X1", wadi_board_new ("X1", 2, 2, layout, WADI_LABEL_ASL, 1));
  wadi_tool_motion (fixture->tool, -1e6, -1e6, WADI_TOOL_MOD_NONE);
  away = status (fixture);
  g_assert_cmpstr (away, ==, "Placing X1, turned 0°");

  hover_hex (fixture, "25G9");
  wadi_tool_rotate (fixture->tool);
  turned = status (fixture);
  g_assert_true (g_str_has_prefix (turned, "25G9 · "));
  g_assert_true (g_str_has_suffix (turned, " · Placing X1, turned 60°"));

  wadi_tool_set_kind (fixture->tool, WADI_TOOL_SELECT);
  hover_hex (fixture, "25G9");
  other_tool = status (fixture);
  g_assert_null (strstr (other_tool, "Placing"));
}

/* The area tool says how many hexes it has selected; a selection dragged
 * partly off the map says how many of them would be lost there, and
 * nothing once back over the map or dropped. */
static void
test_area_off_map (Fixture      *fixture,
                   gconstpointer data)
{
  WadiGridLayout   layout = board_of (fixture)->layout;
  WadiHex          a5 = go_to (fixture, "25A5");
  WadiHex          b5 = go_to (fixture, "25B5");
  WadiHex          b6 = go_to (fixture, "25B6");
  g_autofree char *off = NULL;
  g_autofree char *back = NULL;
  g_autofree char *dropped = NULL;
  double           x, y;

  wadi_tool_set_kind (fixture->tool, WADI_TOOL_AREA);
  wadi_hex_center (layout, a5, &x, &y);
  wadi_tool_press (fixture->tool, x, y, WADI_TOOL_MOD_NONE);
  wadi_hex_center (layout, b5, &x, &y);
  wadi_tool_motion (fixture->tool, x, y, WADI_TOOL_MOD_NONE);
  wadi_tool_release (fixture->tool, x, y, WADI_TOOL_MOD_NONE);
  g_assert_cmpuint (wadi_tool_get_area (fixture->tool)->len, ==, 2);
  {
    g_autofree char *selected = status (fixture);

    /* the area tool says how many it holds */
    g_assert_true (g_str_has_suffix (selected, " · 2 hexes selected"));
  }

  /* B5 dragged onto A5: A5 goes one column left of the map's edge */
  wadi_tool_press (fixture->tool, x, y, WADI_TOOL_MOD_NONE);
  g_assert_cmpuint (wadi_tool_area_off_map (fixture->tool), ==, 0);
  wadi_hex_center (layout, a5, &x, &y);
  wadi_tool_motion (fixture->tool, x, y, WADI_TOOL_MOD_NONE);
  g_assert_cmpuint (wadi_tool_area_off_map (fixture->tool), ==, 1);
  off = status (fixture);
  g_assert_true (g_str_has_suffix (off, " · 2 hexes selected · ⚠ 1 hex would fall off the map and be lost"));

  /* down a row, both still on the map */
  wadi_hex_center (layout, b6, &x, &y);
  wadi_tool_motion (fixture->tool, x, y, WADI_TOOL_MOD_NONE);
  g_assert_cmpuint (wadi_tool_area_off_map (fixture->tool), ==, 0);
  back = status (fixture);
  g_assert_null (strstr (back, "fall off"));
  wadi_tool_release (fixture->tool, x, y, WADI_TOOL_MOD_NONE);
  dropped = status (fixture);
  g_assert_null (strstr (dropped, "fall off"));
  g_assert_cmpuint (wadi_tool_area_off_map (fixture->tool), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_setup, func, fixture_teardown)
  ADD ("/status/nothing-hovered", test_nothing_hovered);
  ADD ("/status/hex", test_hex);
  ADD ("/status/hexside", test_hexside);
  ADD ("/status/seam", test_seam);
  ADD ("/status/crest-drag", test_crest_drag);
  ADD ("/status/vertex", test_vertex);
  ADD ("/status/placement-verdict", test_placement_verdict);
  ADD ("/status/overlay", test_overlay);
  ADD ("/status/tick-names-its-counter", test_tick_names_its_counter);
  ADD ("/status/second-ford-refused", test_second_ford_refused);
  ADD ("/status/drag-verdict", test_drag_verdict);
  ADD ("/status/drag-stack", test_drag_stack);
  ADD ("/status/alike-counters-counted", test_alike_counters_counted);
  ADD ("/status/area-off-map", test_area_off_map);
#undef ADD

  return g_test_run ();
}
