/* test-stamp.c: pieces of the map lifted and put down, without a display */
#include "config.h"

#include "wadi-stamp.h"

typedef struct
{
  WadiDocument    *document;
  const WadiBoard *grid;
} Fixture;

static void
fixture_setup (Fixture      *fixture,
               gconstpointer data)
{
  WadiScenario *scenario = wadi_scenario_new (WADI_RULESET_ASL);

  wadi_scenario_add_board (scenario, wadi_board_new_geomorphic ("25"));
  fixture->document = wadi_document_new (scenario);
  fixture->grid = wadi_scenario_grid (wadi_document_get_scenario (fixture->document));
}

static void
fixture_teardown (Fixture      *fixture,
                  gconstpointer data)
{
  g_object_unref (fixture->document);
}

static const WadiScenario *
scenario_of (Fixture *fixture)
{
  return wadi_document_get_scenario (fixture->document);
}

/* A wadi hex with a cliff on its direction-1 hexside and a Crest counter
 * centred on direction 2, beside a woods hex. */
static GArray *
paint_piece (Fixture *fixture,
             WadiHex  origin)
{
  WadiHexCell wadi = { .terrain = WADI_TERRAIN_OPEN, .depression = WADI_DEPRESSION_WADI, .floor = -1 };
  WadiHexCell woods = { .terrain = WADI_TERRAIN_WOODS };
  WadiHex     beside = wadi_hex_neighbor (fixture->grid->layout, origin, 3);
  WadiCounter crest = { .kind = WADI_COUNTER_CREST, .hex = origin, .centre = 2 };
  GArray     *hexes = g_array_new (FALSE, FALSE, sizeof (WadiHex));

  wadi_document_set_cell (fixture->document, origin, &wadi);
  wadi_document_set_cell (fixture->document, beside, &woods);
  wadi_document_set_side (fixture->document, (WadiHexside) { origin, 1 }, WADI_SIDE_CLIFF);
  wadi_document_add_counter (fixture->document, &crest);
  g_array_append_val (hexes, origin);
  g_array_append_val (hexes, beside);
  return hexes;
}

static const WadiCounter *
counter_at (Fixture *fixture,
            WadiHex  hex)
{
  const GArray *counters = scenario_of (fixture)->counters;

  for (guint i = 0; i < counters->len; i++)
    if (wadi_hex_equal (g_array_index (counters, WadiCounter, i).hex, hex))
      return &g_array_index (counters, WadiCounter, i);
  return NULL;
}

/* Copied and put down elsewhere: the same cells, hexsides and counters,
 * in one undo step. */
static void
test_put_elsewhere (Fixture      *fixture,
                    gconstpointer data)
{
  WadiGridLayout layout = fixture->grid->layout;
  WadiHex        origin = { 5, 4 }, anchor = { 12, 6 };
  g_autoptr(GArray) hexes = paint_piece (fixture, origin);
  g_autoptr(WadiStamp) stamp = wadi_stamp_new_from_hexes (scenario_of (fixture), hexes);
  WadiHex beside = wadi_hex_neighbor (layout, anchor, 3);

  g_assert_cmpuint (wadi_stamp_get_n_hexes (stamp), ==, 2);
  g_assert_cmpuint (wadi_stamp_get_n_counters (stamp), ==, 1);
  /* before it is put down, what it would paint where */
  {
    g_autoptr(GArray) ghost = g_array_new (FALSE, FALSE, sizeof (WadiRenderGhostCell));

    wadi_stamp_ghost (stamp, scenario_of (fixture), anchor, ghost);
    g_assert_cmpuint (ghost->len, ==, 2);
    g_assert_true (wadi_hex_equal (g_array_index (ghost, WadiRenderGhostCell, 0).hex, anchor));
    g_assert_cmpuint (g_array_index (ghost, WadiRenderGhostCell, 0).cell.depression, ==, WADI_DEPRESSION_WADI);
    g_assert_true (wadi_hex_equal (g_array_index (ghost, WadiRenderGhostCell, 1).hex, beside));
    g_assert_cmpuint (g_array_index (ghost, WadiRenderGhostCell, 1).cell.terrain, ==, WADI_TERRAIN_WOODS);
  }
  g_assert_cmpuint (wadi_stamp_put (stamp, fixture->document, anchor, "Paste"), ==, 0);
  g_assert_cmpuint (wadi_board_cell (fixture->grid, anchor)->depression, ==, WADI_DEPRESSION_WADI);
  g_assert_cmpuint (wadi_board_cell (fixture->grid, beside)->terrain, ==, WADI_TERRAIN_WOODS);
  g_assert_cmpuint (wadi_board_get_side (fixture->grid, (WadiHexside) { anchor, 1 }), ==, WADI_SIDE_CLIFF);
  g_assert_nonnull (counter_at (fixture, anchor));
  g_assert_cmpuint (counter_at (fixture, anchor)->centre, ==, 2);
  g_assert_cmpuint (scenario_of (fixture)->counters->len, ==, 2);
  g_assert_cmpstr (wadi_document_undo_label (fixture->document), ==, "Paste");
  wadi_document_undo (fixture->document);
  g_assert_null (counter_at (fixture, anchor));
  g_assert_cmpuint (wadi_board_cell (fixture->grid, anchor)->depression, ==, WADI_DEPRESSION_NONE);
}

/* Turned one step: what lay in direction d from the origin lies in d + 1,
 * a hexside feature moves on a direction, and so does a Crest centre. Six
 * steps, or two flips, are where it started. */
static void
test_turn_and_flip (Fixture      *fixture,
                    gconstpointer data)
{
  WadiGridLayout layout = fixture->grid->layout;
  WadiHex        origin = { 5, 4 }, anchor = { 12, 6 };
  g_autoptr(GArray) hexes = paint_piece (fixture, origin);
  g_autoptr(WadiStamp) stamp = wadi_stamp_new_from_hexes (scenario_of (fixture), hexes);
  g_autofree char *before = wadi_stamp_to_text (stamp);
  g_autofree char *turned6 = NULL;
  g_autofree char *flipped2 = NULL;

  wadi_stamp_turn (stamp, 1);
  wadi_stamp_put (stamp, fixture->document, anchor, "Paste");
  g_assert_cmpuint (wadi_board_cell (fixture->grid, wadi_hex_neighbor (layout, anchor, 4))->terrain, ==,
                    WADI_TERRAIN_WOODS);
  g_assert_cmpuint (wadi_board_get_side (fixture->grid, (WadiHexside) { anchor, 2 }), ==, WADI_SIDE_CLIFF);
  g_assert_cmpuint (wadi_board_get_side (fixture->grid, (WadiHexside) { anchor, 1 }), ==, 0);
  g_assert_cmpuint (counter_at (fixture, anchor)->centre, ==, 3);
  wadi_stamp_turn (stamp, 5);
  turned6 = wadi_stamp_to_text (stamp);
  g_assert_cmpstr (turned6, ==, before);

  /* flat-top, mirrored left to right: N stays N, NE becomes NW, S stays S */
  wadi_document_undo (fixture->document);
  wadi_stamp_flip (stamp);
  wadi_stamp_put (stamp, fixture->document, anchor, "Paste");
  g_assert_cmpuint (wadi_board_cell (fixture->grid, wadi_hex_neighbor (layout, anchor, 3))->terrain, ==,
                    WADI_TERRAIN_WOODS);
  g_assert_cmpuint (wadi_board_get_side (fixture->grid, (WadiHexside) { anchor, 5 }), ==, WADI_SIDE_CLIFF);
  g_assert_cmpuint (counter_at (fixture, anchor)->centre, ==, 4);
  wadi_stamp_flip (stamp);
  flipped2 = wadi_stamp_to_text (stamp);
  g_assert_cmpstr (flipped2, ==, before);
}

/* A stamp hanging off the map puts down what lies on it and says how
 * many hexes fell off. */
static void
test_put_off_the_map (Fixture      *fixture,
                      gconstpointer data)
{
  WadiHex origin = { 5, 4 };
  g_autoptr(GArray) hexes = paint_piece (fixture, origin);
  g_autoptr(WadiStamp) stamp = wadi_stamp_new_from_hexes (scenario_of (fixture), hexes);
  g_autoptr(GArray) covered = g_array_new (FALSE, FALSE, sizeof (WadiHex));

  /* the woods hex lies south of the origin: off the map below row 10 */
  wadi_stamp_covered (stamp, scenario_of (fixture), (WadiHex) { 6, 10 }, covered);
  g_assert_cmpuint (covered->len, ==, 1);
  g_assert_cmpuint (wadi_stamp_put (stamp, fixture->document, (WadiHex) { 6, 10 }, "Paste"), ==, 1);
}

/* Delete: the hexes back to the board's default, their hexsides and
 * counters gone, in one step. */
static void
test_clear_hexes (Fixture      *fixture,
                  gconstpointer data)
{
  WadiHex origin = { 5, 4 };
  g_autoptr(GArray) hexes = paint_piece (fixture, origin);

  wadi_stamp_clear_hexes (fixture->document, hexes, "Delete");
  g_assert_true (wadi_board_cell_is_default (fixture->grid, origin));
  g_assert_cmpuint (wadi_board_get_side (fixture->grid, (WadiHexside) { origin, 1 }), ==, 0);
  g_assert_cmpuint (scenario_of (fixture)->counters->len, ==, 0);
  wadi_document_undo (fixture->document);
  g_assert_cmpuint (scenario_of (fixture)->counters->len, ==, 1);
  g_assert_cmpuint (wadi_board_get_side (fixture->grid, (WadiHexside) { origin, 1 }), ==, WADI_SIDE_CLIFF);
}

/* The clipboard text comes back as the stamp it was; anything else is an
 * error that says why, never a crash. */
static void
test_text (Fixture      *fixture,
           gconstpointer data)
{
  static const char *const bad[] = {
    "",
    "hello",
    "wadi-stamp",
    "wadi-stamp (2, 0, 0, [], [])",
    "wadi-stamp (1, 7, 0, [], [])",
    "wadi-stamp (1, 0, 0, [((0, 0), [0x63, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0])], [])",
    "wadi-stamp (1, 0, 0, [((0, 0), [0, 0, 0, 0], [0, 0, 0, 0, 0, 0])], [])",
    "wadi-stamp (1, 0, 0, [((0, 0), [0, 0, 0, 0, 0, 0], [65535, 0, 0, 0, 0, 0])], [])",
    "wadi-stamp (1, 0, 0, [], [((0, 0), 9, 0, 0, false, 0, 0, false, nothing, nothing, nothing)])",
    "wadi-stamp (1, 0, 0, [], [((0, 0), 2, 6, 0, false, 0, 0, false, nothing, nothing, nothing)])",
    "wadi-stamp (1, 0, 0, [((-2147483648, 0), [0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0])], [])",
    /* found by fuzz-stamp: a string that is not UTF-8 */
    "wadi-stamp (1, 0, 0, [], [((0, 1), 7, 0, 0, false, 0, 2, true, just 'G\xe4rman', nothing, nothing)])",
  };
  WadiHex origin = { 5, 4 };
  g_autoptr(GArray) hexes = paint_piece (fixture, origin);
  g_autoptr(WadiStamp) stamp = wadi_stamp_new_from_hexes (scenario_of (fixture), hexes);
  g_autofree char *text = wadi_stamp_to_text (stamp);
  g_autoptr(GError) error = NULL;
  g_autoptr(WadiStamp) back = wadi_stamp_new_from_text (text, &error);
  g_autofree char *again = NULL;

  g_assert_no_error (error);
  again = wadi_stamp_to_text (back);
  g_assert_cmpstr (again, ==, text);
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) bad_error = NULL;
      g_autoptr(WadiStamp) none = wadi_stamp_new_from_text (bad[i], &bad_error);

      g_assert_null (none);
      g_assert_error (bad_error, WADI_STAMP_ERROR, 0);
      {
        /* the TAP log wants UTF-8, and one of the texts is not */
        g_autofree char *shown = g_utf8_make_valid (bad[i], -1);
        g_autofree char *why = g_utf8_make_valid (bad_error->message, -1);

        g_test_message ("%s: %s", shown, why);
      }
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
#define ADD(path, func) g_test_add (path, Fixture, NULL, fixture_setup, func, fixture_teardown)
  ADD ("/stamp/put-elsewhere", test_put_elsewhere);
  ADD ("/stamp/turn-and-flip", test_turn_and_flip);
  ADD ("/stamp/put-off-the-map", test_put_off_the_map);
  ADD ("/stamp/clear-hexes", test_clear_hexes);
  ADD ("/stamp/text", test_text);
#undef ADD
  return g_test_run ();
}
