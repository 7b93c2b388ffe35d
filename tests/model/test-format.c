/* test-format.c: reading and writing .wadi files */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>
#include <libxml/parser.h>
#include <libxml/relaxng.h>

#include "wadi-format.h"
#include "wadi-format-private.h"
#include "wadi-test-fixtures.h"

/* Helpers */

static char *
examples_dir (void)
{
  return g_test_build_filename (G_TEST_DIST, "..", "data", "examples", NULL);
}

static char *
bad_dir (void)
{
  return g_test_build_filename (G_TEST_DIST, "data", "bad", NULL);
}

static GBytes *
read_bytes_of (const char *path)
{
  g_autoptr(GError) error = NULL;
  char *contents = NULL;
  gsize length = 0;

  g_file_get_contents (path, &contents, &length, &error);
  g_assert_no_error (error);
  return g_bytes_new_take (contents, length);
}

static void
assert_bytes_equal (GBytes *a,
                    GBytes *b)
{
  if (!g_bytes_equal (a, b))
    {
      g_autofree char *ta = g_strndup (g_bytes_get_data (a, NULL), g_bytes_get_size (a));
      g_autofree char *tb = g_strndup (g_bytes_get_data (b, NULL), g_bytes_get_size (b));

      g_assert_cmpstr (ta, ==, tb);
    }
}

/* What the writer writes, the schema accepts. */
static void
assert_schema_valid (GBytes *bytes)
{
  g_autofree char        *path = g_test_build_filename (G_TEST_DIST, "..", "data", "wadi-scenario.rng", NULL);
  xmlRelaxNGParserCtxtPtr parser = xmlRelaxNGNewParserCtxt (path);
  xmlRelaxNGPtr           schema = xmlRelaxNGParse (parser);
  xmlRelaxNGValidCtxtPtr  validator;
  xmlDocPtr               doc;

  g_assert_nonnull (schema);
  validator = xmlRelaxNGNewValidCtxt (schema);
  doc = xmlReadMemory (g_bytes_get_data (bytes, NULL), (int) g_bytes_get_size (bytes),
                       "written.wadi", NULL, XML_PARSE_NONET);
  g_assert_nonnull (doc);
  g_assert_cmpint (xmlRelaxNGValidateDoc (validator, doc), ==, 0);
  xmlFreeDoc (doc);
  xmlRelaxNGFreeValidCtxt (validator);
  xmlRelaxNGFree (schema);
  xmlRelaxNGFreeParserCtxt (parser);
}

static WadiScenario *
load_path (const char *path,
           GError    **error)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);

  return wadi_format_read_file (file, error);
}

static WadiHexCell
make_cell (WadiTerrain    terrain,
           int            level,
           WadiDepression depression,
           int            floor,
           guint          flags)
{
  WadiHexCell cell = { 0 };

  cell.terrain = (guint8) terrain;
  cell.level = (gint8) level;
  cell.depression = (guint8) depression;
  cell.floor = (gint8) floor;
  cell.flags = (guint8) flags;
  return cell;
}

static void
add_counter (WadiScenario   *scenario,
             guint           id,
             WadiCounterKind kind,
             guint           board,
             WadiHex         hex,
             WadiDirection   centre,
             WadiVertexIndex vertex,
             gboolean        hd_rear,
             WadiUnitClass   unit_class,
             WadiPosition    position,
             const char     *side,
             const char     *name)
{
  WadiCounter counter = { 0 };

  counter.id = id;
  counter.kind = kind;
  /* hex is the board's own: the counter stands on its map hex */
  counter.hex = wadi_map_to_map (scenario->map, board, hex);
  counter.centre = centre;
  counter.vertex = vertex;
  counter.hd_rear = hd_rear;
  counter.unit_class = unit_class;
  counter.position = position;
  counter.side = (char *) side;
  counter.name = (char *) name;
  g_assert_cmpuint (wadi_scenario_add_counter (scenario, &counter), ==, id);
}

/* Sets features on every hexside around the board's edge (in the ring of
 * storage outside it), from the on-board hex, with all six directions. */
static void
set_ring_sides (WadiBoard *board)
{
  int   col;
  int   row;
  guint features = WADI_SIDE_WALL;

  for (row = 0; row < board->rows; row++)
    for (col = 0; col < board->cols; col++)
      {
        WadiHex       hex = { col, row };
        WadiDirection dir;

        if (!wadi_board_contains (board, hex))
          continue;
        for (dir = 0; dir < WADI_DIRECTION_COUNT; dir++)
          {
            WadiHex other = wadi_hex_neighbor (board->layout, hex, dir);

            if (wadi_board_contains (board, other))
              continue;
            g_assert_true (wadi_board_set_side (board, (WadiHexside) { hex, dir }, features));
            features = features == WADI_SIDE_WALL ? WADI_SIDE_HEDGE | WADI_SIDE_CLIFF : WADI_SIDE_WALL;
          }
      }
}

/* An overlay placed with its anchor on board's own hex. */
static void
add_placement (WadiScenario *scenario,
               guint         overlay,
               guint         board,
               WadiHex       anchor,
               guint         orientation)
{
  WadiOverlayPlacement placement = { overlay, wadi_map_to_map (scenario->map, board, anchor), orientation };

  g_array_append_val (scenario->placements, placement);
}

/* A scenario with every feature the format carries on a map of flat-top
 * hexes: an ASL board and below it a numeric board of the other stagger. */
static WadiScenario *
build_full_scenario (void)
{
  WadiScenario  *scenario = wadi_scenario_new (WADI_RULESET_TOI);
  WadiGridLayout flat = { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD };
  WadiGridLayout flat_even = { WADI_GRID_FLAT_TOP, WADI_STAGGER_EVEN };
  WadiBoard     *asl = wadi_board_new ("25", 12, 9, flat, WADI_LABEL_ASL, 0);
  WadiBoard     *numeric = wadi_board_new ("P", 7, 6, flat_even, WADI_LABEL_NUMERIC, 0);
  WadiBoard     *fragment = wadi_board_new (NULL, 3, 2, flat, WADI_LABEL_ASL, 1);
  WadiBoard     *named_fragment = wadi_board_new ("frag", 2, 2, flat_even, WADI_LABEL_NUMERIC, 3);
  WadiHexCell    woods_default = make_cell (WADI_TERRAIN_WOODS, 2, WADI_DEPRESSION_GULLY, 1, WADI_HEX_FLAG_ROAD);
  WadiHexCell    cell;
  WadiDirection  dir;
  guint          i;

  g_free (scenario->title);
  scenario->title = g_strdup ("Every feature & <escape> \"quoted\" 'single' ]]>");
  g_free (scenario->author);
  scenario->author = g_strdup ("Ünïcødé ✓\ttab");
  g_free (scenario->description);
  scenario->description = g_strdup ("  line one\nline two\r\nthird\rand an end  \n");
  /* the SSRs of its ruleset, Tide of Iron's (a file holds no other's:
   * /format/round-trip/ssrs-of-the-ruleset) */
  scenario->ssr.toi_wadi_rules = FALSE;
  scenario->ssr.toi_stream_bridges_block_los = TRUE;

  /* Board 25: every terrain, depression and flag; the extreme levels. */
  for (i = 0; i < WADI_TERRAIN_COUNT; i++)
    {
      cell = make_cell ((WadiTerrain) i, (int) i - 3, (WadiDepression) (i % WADI_DEPRESSION_COUNT),
                        (int) i - 4, i % 16);
      /* from row 1: row 0 has only the half hexes of every other column */
      wadi_board_set_cell (asl, (WadiHex) { (int) i % 12, (int) i / 12 + 1 }, &cell);
    }
  cell = make_cell (WADI_TERRAIN_OPEN, -128, WADI_DEPRESSION_WADI, 127, 0);
  wadi_board_set_cell (asl, (WadiHex) { 11, 8 }, &cell);
  cell = make_cell (WADI_TERRAIN_HAMMADA, 127, WADI_DEPRESSION_NONE, -128, 15);
  wadi_board_set_cell (asl, (WadiHex) { 5, 5 }, &cell);
  /* all six hexsides of an inner hex, every feature somewhere */
  for (dir = 0; dir < WADI_DIRECTION_COUNT; dir++)
    g_assert_true (wadi_board_set_side (asl, (WadiHexside) { { 4, 4 }, dir }, 1u << dir));
  g_assert_true (wadi_board_set_side (asl, (WadiHexside) { { 7, 2 }, 3 },
                                      (1u << WADI_SIDE_FEATURE_COUNT_) - 1));
  set_ring_sides (asl);
  g_assert_cmpuint (wadi_scenario_add_board (scenario, asl), ==, 0);

  /* Board P: even stagger, numeric labels from 05 and 00, a default hex
   * that is not open ground, and hexes set back to open. */
  numeric->labels.first_col = 5;
  wadi_board_set_default (numeric, &woods_default);
  cell = make_cell (WADI_TERRAIN_OPEN, 0, WADI_DEPRESSION_NONE, 0, 0);
  wadi_board_set_cell (numeric, (WadiHex) { 0, 0 }, &cell);
  wadi_board_set_cell (numeric, (WadiHex) { 6, 5 }, &cell);
  cell = woods_default;
  cell.level = 3;
  wadi_board_set_cell (numeric, (WadiHex) { 3, 2 }, &cell);
  cell = woods_default;
  cell.flags = WADI_HEX_FLAG_WADI_BRIDGE | WADI_HEX_FLAG_WADI_ENTRANCE;
  wadi_board_set_cell (numeric, (WadiHex) { 2, 4 }, &cell);
  for (dir = 0; dir < WADI_DIRECTION_COUNT; dir++)
    g_assert_true (wadi_board_set_side (numeric, (WadiHexside) { { 3, 3 }, dir },
                                        WADI_SIDE_DEPRESSION | (1u << (dir + 1))));
  set_ring_sides (numeric);
  g_assert_cmpuint (wadi_scenario_add_board (scenario, numeric), ==, 1);

  /* Overlays and their placements, one across the boards' seam. */
  cell = make_cell (WADI_TERRAIN_BRUSH, 1, WADI_DEPRESSION_WADI, 0, 0);
  wadi_board_set_cell (fragment, (WadiHex) { 1, 0 }, &cell);
  g_assert_true (wadi_board_set_side (fragment, (WadiHexside) { { 1, 0 }, 4 }, WADI_SIDE_DEPRESSION));
  set_ring_sides (fragment);
  wadi_scenario_add_overlay (scenario, "W1", fragment);
  named_fragment->labels.first_col = 10;
  cell = make_cell (WADI_TERRAIN_MARSH, 0, WADI_DEPRESSION_STREAM, -1, WADI_HEX_FLAG_BRIDGE);
  wadi_board_set_cell (named_fragment, (WadiHex) { 1, 1 }, &cell);
  wadi_scenario_add_overlay (scenario, "E & 1", named_fragment);

  add_placement (scenario, 0, 0, (WadiHex) { 3, 3 }, 2);
  add_placement (scenario, 1, 1, (WadiHex) { 1, 1 }, 5);
  add_placement (scenario, 0, 1, (WadiHex) { 0, 5 }, 0);
  add_placement (scenario, 1, 0, (WadiHex) { 6, 8 }, 0);

  /* Every counter kind, unit class and position. */
  add_counter (scenario, 1, WADI_COUNTER_FORD, 0, (WadiHex) { 3, 0 }, 0, 0, FALSE, 0, 0, NULL, NULL);
  add_counter (scenario, 2, WADI_COUNTER_BRIDGE, 1, (WadiHex) { 4, 4 }, 0, 0, FALSE, 0, 0, NULL, "Bailey");
  add_counter (scenario, 3, WADI_COUNTER_CREST, 0, (WadiHex) { 4, 4 }, 5, 0, FALSE, 0, 0, NULL, NULL);
  add_counter (scenario, 4, WADI_COUNTER_CREST, 1, (WadiHex) { 3, 3 }, 1, 0, FALSE, 0, 0, "Allies", NULL);
  add_counter (scenario, 5, WADI_COUNTER_VEHICLE_CREST, 0, (WadiHex) { 2, 1 }, 0, 5, TRUE,
               WADI_UNIT_HALFTRACK, 0, NULL, NULL);
  add_counter (scenario, 6, WADI_COUNTER_VEHICLE_CREST, 1, (WadiHex) { 0, 0 }, 0, 0, FALSE,
               WADI_UNIT_FULLY_TRACKED, 0, NULL, "HD");
  add_counter (scenario, 7, WADI_COUNTER_WIRE, 0, (WadiHex) { 11, 8 }, 0, 0, FALSE, 0, 0, NULL, NULL);
  add_counter (scenario, 8, WADI_COUNTER_MINEFIELD, 1, (WadiHex) { 6, 5 }, 0, 0, FALSE, 0, 0, "Axis", "12 FP");
  add_counter (scenario, 9, WADI_COUNTER_FOXHOLE, 0, (WadiHex) { 0, 8 }, 0, 0, FALSE, 0, 0, NULL, "foxhole & co");
  for (i = 0; i < WADI_UNIT_CLASS_COUNT; i++)
    add_counter (scenario, 20 + i, WADI_COUNTER_UNIT, i % 2, (WadiHex) { (int) i, 1 }, 0, 0, FALSE,
                 (WadiUnitClass) i, (WadiPosition) (i % WADI_POSITION_COUNT),
                 "Axis \"DAK\" <1>", "<4-6-7>\n\t2");
  add_counter (scenario, G_MAXUINT32, WADI_COUNTER_UNIT, 1, (WadiHex) { 6, 0 }, 0, 0, FALSE,
               WADI_UNIT_CAVALRY, WADI_POSITION_WADI, "", "");
  return scenario;
}

/* The same for a map of pointy-top hexes: two numeric boards of either
 * stagger, one below the other, a pointy-top overlay, and the counters
 * whose attributes name directions. */
static WadiScenario *
build_pointy_scenario (void)
{
  WadiScenario  *scenario = wadi_scenario_new (WADI_RULESET_CLASSIC);
  WadiGridLayout pointy = { WADI_GRID_POINTY_TOP, WADI_STAGGER_EVEN };
  WadiGridLayout pointy_odd = { WADI_GRID_POINTY_TOP, WADI_STAGGER_ODD };
  WadiBoard     *numeric = wadi_board_new ("P", 7, 5, pointy, WADI_LABEL_NUMERIC, 0);
  WadiBoard     *second = wadi_board_new ("Q", 4, 4, pointy_odd, WADI_LABEL_NUMERIC, 1);
  WadiBoard     *fragment = wadi_board_new ("frag", 2, 2, pointy, WADI_LABEL_NUMERIC, 3);
  WadiHexCell    woods_default = make_cell (WADI_TERRAIN_WOODS, 2, WADI_DEPRESSION_GULLY, 1, WADI_HEX_FLAG_ROAD);
  WadiHexCell    cell;
  WadiDirection  dir;

  numeric->labels.first_col = 5;
  wadi_board_set_default (numeric, &woods_default);
  cell = make_cell (WADI_TERRAIN_TOWN, 0, WADI_DEPRESSION_NONE, 0, 0);
  wadi_board_set_cell (numeric, (WadiHex) { 0, 0 }, &cell);
  wadi_board_set_cell (numeric, (WadiHex) { 6, 4 }, &cell);
  for (dir = 0; dir < WADI_DIRECTION_COUNT; dir++)
    g_assert_true (wadi_board_set_side (numeric, (WadiHexside) { { 3, 3 }, dir },
                                        WADI_SIDE_DEPRESSION | (1u << (dir + 1))));
  set_ring_sides (numeric);
  g_assert_cmpuint (wadi_scenario_add_board (scenario, numeric), ==, 0);
  cell = make_cell (WADI_TERRAIN_SLOPE, 1, WADI_DEPRESSION_NONE, 0, 0);
  wadi_board_set_cell (second, (WadiHex) { 1, 2 }, &cell);
  set_ring_sides (second);
  g_assert_cmpuint (wadi_scenario_add_board (scenario, second), ==, 1);

  fragment->labels.first_col = 10;
  cell = make_cell (WADI_TERRAIN_MARSH, 0, WADI_DEPRESSION_STREAM, -1, WADI_HEX_FLAG_BRIDGE);
  wadi_board_set_cell (fragment, (WadiHex) { 1, 1 }, &cell);
  set_ring_sides (fragment);
  wadi_scenario_add_overlay (scenario, "E & 1", fragment);
  add_placement (scenario, 0, 0, (WadiHex) { 1, 1 }, 5);
  add_placement (scenario, 0, 1, (WadiHex) { 2, 0 }, 1);

  for (dir = 0; dir < WADI_DIRECTION_COUNT; dir++)
    add_counter (scenario, 1 + dir, WADI_COUNTER_CREST, dir % 2, (WadiHex) { (int) dir % 4, 2 }, dir, 0, FALSE, 0, 0,
                 NULL, NULL);
  add_counter (scenario, 10, WADI_COUNTER_VEHICLE_CREST, 1, (WadiHex) { 3, 3 }, 0, 4, TRUE,
               WADI_UNIT_TRUCK, 0, "Axis", NULL);
  add_counter (scenario, 11, WADI_COUNTER_UNIT, 0, (WadiHex) { 6, 4 }, 0, 0, FALSE,
               WADI_UNIT_INFANTRY, WADI_POSITION_IN, "Allies", "squad");
  return scenario;
}

/* Tests */

static void
test_examples_round_trip (void)
{
  g_autofree char *dir_path = examples_dir ();
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GError) error = NULL;
  const char *name;
  guint       n_examples = 0;

  dir = g_dir_open (dir_path, 0, &error);
  g_assert_no_error (error);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = NULL;
      g_autoptr(GBytes) original = NULL;
      g_autoptr(GBytes) saved = NULL;
      g_autoptr(WadiScenario) scenario = NULL;

      if (!g_str_has_suffix (name, ".wadi"))
        continue;
      path = g_build_filename (dir_path, name, NULL);
      g_test_message ("round trip of %s", name);
      scenario = load_path (path, &error);
      g_assert_no_error (error);
      g_assert_nonnull (scenario);
      original = read_bytes_of (path);
      saved = wadi_format_write_bytes (scenario);
      /* the bundled examples are in the current format (a newcomer's
       * first Save must not upgrade them), written back as they are */
      g_assert_nonnull (strstr (g_bytes_get_data (original, NULL),
                                " version=\"" G_STRINGIFY (WADI_FORMAT_VERSION) "\""));
      assert_bytes_equal (saved, original);
      assert_schema_valid (saved);
      n_examples++;
    }
  g_assert_cmpuint (n_examples, >=, 3);
}

/* The example in docs/format.md is a file Wadi reads and writes as is. */
static void
test_documented_example (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "docs", "format.md", NULL);
  g_autoptr(GBytes) page = read_bytes_of (path);
  const char *text = g_bytes_get_data (page, NULL);
  const char *start = strstr (text, "```xml\n");
  const char *end;
  g_autoptr(GBytes) example = NULL;
  g_autoptr(GBytes) saved = NULL;
  g_autoptr(WadiScenario) scenario = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (start);
  start += strlen ("```xml\n");
  end = strstr (start, "```\n");
  g_assert_nonnull (end);
  example = g_bytes_new (start, (gsize) (end - start));
  scenario = wadi_format_read_bytes (example, "format.md", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (scenario->counters->len, ==, 3);
  saved = wadi_format_write_bytes (scenario);
  assert_bytes_equal (saved, example);
}

/* A bundled example is the scenario a fixture builds, so what wadi-cli
 * answers on it is what the rules tests assert. */
static void
assert_example_is_fixture (const char   *name,
                           WadiScenario *fixture)
{
  g_autofree char *dir = examples_dir ();
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(WadiScenario) example = load_path (path, &error);

  g_assert_no_error (error);
  g_assert_cmpint (example->ruleset, ==, fixture->ruleset);
  g_assert_cmpstr (example->title, ==, fixture->title);
  g_assert_true (memcmp (&example->ssr, &fixture->ssr, sizeof (WadiSsr)) == 0);
  g_assert_true (wadi_map_equal (example->map, fixture->map));
  g_assert_cmpuint (example->counters->len, ==, fixture->counters->len);
  for (guint i = 0; i < fixture->counters->len; i++)
    g_assert_true (wadi_counter_equal (&g_array_index (example->counters, WadiCounter, i),
                                       &g_array_index (fixture->counters, WadiCounter, i)));
  wadi_scenario_free (fixture);
}

/* The Tide of Iron LOS example is the Days of the Fox LOS diagram the LOS
 * tests rebuild. */
static void
test_toi_example_is_the_fixture (void)
{
  assert_example_is_fixture ("toi-wadi.wadi", wadi_fixture_toi_los ());
}

/* The Tide of Iron movement example is the board of the five movement
 * examples (test-movement-toi). */
static void
test_toi_movement_example_is_the_fixture (void)
{
  assert_example_is_fixture ("toi-wadi-movement.wadi", wadi_fixture_toi_examples ());
}

/* The ASL example is the worked-example boards of the rules tests as a
 * file, with the counters the examples place. */
static void
test_asl_example_is_the_fixture (void)
{
  g_autofree char *dir = examples_dir ();
  g_autofree char *path = g_build_filename (dir, "asl-f5-b20.wadi", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(WadiScenario) example = load_path (path, &error);
  g_autoptr(WadiScenario) fixture = wadi_fixture_asl_examples ();
  const WadiCounter *counter;
  g_autofree char   *label = NULL;

  g_assert_no_error (error);
  g_assert_cmpint (example->ruleset, ==, WADI_RULESET_ASL);
  g_assert_cmpstr (example->title, ==, fixture->title);
  /* the three boards one below the other, as version 2 laid them out */
  g_assert_cmpuint (wadi_map_board_count (example->map), ==, 3);
  g_assert_true (wadi_map_equal (example->map, fixture->map));

  /* B20.8: a ford on the stream hex 13P4 */
  counter = wadi_scenario_find_counter (example, 1);
  g_assert_nonnull (counter);
  g_assert_cmpint (counter->kind, ==, WADI_COUNTER_FORD);
  g_assert_true (wadi_hex_equal (counter->hex, wadi_fixture_hex (fixture, "13P4")));
  label = wadi_scenario_location_label (example, counter->hex);
  g_assert_cmpstr (label, ==, "13P4");
  /* B20.92: the Crest counter in 14T3 has its centre on the T2 hexside */
  counter = wadi_scenario_find_counter (example, 2);
  g_assert_cmpint (counter->kind, ==, WADI_COUNTER_CREST);
  g_assert_true (wadi_hex_equal (counter->hex, wadi_fixture_hex (fixture, "14T3")));
  g_assert_cmpuint (counter->centre, ==, wadi_fixture_direction (fixture, "14T3", "14T2"));
  /* F5.42: the Crest CAFP of the tank in 25C2 is vertex C2-D2-C3 */
  counter = wadi_scenario_find_counter (example, 6);
  g_assert_cmpint (counter->kind, ==, WADI_COUNTER_VEHICLE_CREST);
  g_assert_true (wadi_hex_equal (counter->hex, wadi_fixture_hex (fixture, "25C2")));
  g_assert_cmpuint (counter->vertex, ==, wadi_fixture_vertex (fixture, "25C2", "25D2", "25C3"));
  /* F5.422: the Crest CAFP of the tank in 25U4 is vertex U4-U3-V3 */
  counter = wadi_scenario_find_counter (example, 8);
  g_assert_cmpuint (counter->vertex, ==, wadi_fixture_vertex (fixture, "25U4", "25U3", "25V3"));
}

/* load (save (scenario)) is scenario, and saving that again gives the
 * same bytes, which the schema accepts. */
static void
assert_round_trip (const WadiScenario *scenario)
{
  g_autoptr(WadiScenario) loaded = NULL;
  g_autoptr(WadiScenario) reloaded = NULL;
  g_autoptr(GBytes) first = NULL;
  g_autoptr(GBytes) second = NULL;
  g_autoptr(GBytes) third = NULL;
  g_autoptr(GError) error = NULL;

  first = wadi_format_write_bytes (scenario);
  assert_schema_valid (first);
  loaded = wadi_format_read_bytes (first, "full.wadi", &error);
  g_assert_no_error (error);
  g_assert_true (wadi_scenario_equal (scenario, loaded));
  second = wadi_format_write_bytes (loaded);
  assert_bytes_equal (second, first);

  reloaded = wadi_format_read_bytes (second, "full.wadi", &error);
  g_assert_no_error (error);
  g_assert_true (wadi_scenario_equal (scenario, reloaded));
  third = wadi_format_write_bytes (reloaded);
  assert_bytes_equal (third, first);
}

static void
test_full_round_trip (void)
{
  g_autoptr(WadiScenario) scenario = build_full_scenario ();

  assert_round_trip (scenario);
}

/* Format version 4: the scenario card (turns, forces, special rules kept
 * exactly, whatever they hold), counters' strength and hidden flag, and
 * roads through hexsides come back as they were written. */
static void
test_version_4_round_trip (void)
{
  g_autoptr(WadiScenario) scenario = wadi_scenario_new (WADI_RULESET_ASL);
  WadiBoard       *board = wadi_board_new ("25", 33, 11, (WadiGridLayout) { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD },
                                           WADI_LABEL_ASL, 0);
  WadiScenarioSide sides[] = {
    { .name = (char *) "Germans", .nationality = (char *) "German", .moves_first = TRUE },
    { .name = (char *) "Forces françaises", .nationality = NULL },
  };
  WadiCounter unit = { .kind = WADI_COUNTER_UNIT, .hex = { 4, 4 }, .position = WADI_POSITION_IN, .side = (char *) "German", .name = (char *) "1st Squad", .strength = (char *) "4-6-7" };
  WadiCounter tank = { .kind = WADI_COUNTER_VEHICLE_CREST, .hex = { 5, 5 }, .vertex = 3, .unit_class = WADI_UNIT_FULLY_TRACKED, .strength = (char *) "8/3", .hidden = TRUE };
  WadiCounter ford = { .kind = WADI_COUNTER_FORD, .hex = { 6, 6 }, .hidden = TRUE };

  wadi_scenario_add_board (scenario, board);
  scenario->turns = 6;
  for (guint i = 0; i < G_N_ELEMENTS (sides); i++)
    {
      WadiScenarioSide copy;

      wadi_scenario_side_copy_into (&copy, &sides[i]);
      g_array_append_val (scenario->sides, copy);
    }
  g_ptr_array_add (scenario->special_rules, g_strdup ("EC are Moist.\n\tIndented < & > \"quoted\" — ünïcode"));
  g_ptr_array_add (scenario->special_rules, g_strdup (""));
  g_ptr_array_add (scenario->special_rules, g_strdup ("  spaces kept  \r\n"));
  wadi_board_set_side (board, (WadiHexside) { { 4, 4 }, 0 }, WADI_SIDE_ROAD);
  wadi_board_set_side (board, (WadiHexside) { { 4, 5 }, 1 }, WADI_SIDE_DIRT_ROAD | WADI_SIDE_HEDGE);
  wadi_board_set_side (board, (WadiHexside) { { 6, 5 }, 2 }, WADI_SIDE_PATH);
  wadi_scenario_add_counter (scenario, &unit);
  wadi_scenario_add_counter (scenario, &tank);
  wadi_scenario_add_counter (scenario, &ford);

  assert_round_trip (scenario);
  /* an overlay's own file says so */
  scenario->is_overlay = TRUE;
  assert_round_trip (scenario);
}

/* Format version 5: the scenario card's date and place line, victory
 * conditions and aftermath come back as they were written; a file of
 * version 4 cannot have them, and one without them reads them empty. */
static void
test_version_5_round_trip (void)
{
  static const char v4[] = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                           "<scenario xmlns=\"" WADI_FORMAT_NAMESPACE "\" version=\"4\" ruleset=\"asl\">\n"
                           "  <metadata>\n"
                           "    <title>Hill 112</title>\n"
                           "    <victory>The Germans win.</victory>\n"
                           "  </metadata>\n"
                           "</scenario>\n";
  g_autoptr(WadiScenario) scenario = wadi_scenario_new (WADI_RULESET_ASL);
  g_autoptr(GBytes) v4_bytes = g_bytes_new_static (v4, sizeof v4 - 1);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(WadiScenario) refused = NULL;
  g_autoptr(WadiScenario) old = NULL;
  g_autofree char *v4_plain = NULL;

  g_free (scenario->date_place);
  scenario->date_place = g_strdup ("Near Tobruk, Libya, 21 November 1941");
  g_free (scenario->victory);
  scenario->victory = g_strdup ("The British win if they Control\n  both 25D7 & 25E8 < \"at game end\" —.");
  g_free (scenario->aftermath);
  scenario->aftermath = g_strdup ("The wadi held.");
  assert_round_trip (scenario);
  bytes = wadi_format_write_bytes (scenario);
  {
    g_autofree char *text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));

    g_assert_nonnull (strstr (text, "<date-place>Near Tobruk, Libya, 21 November 1941</date-place>"));
    g_assert_nonnull (strstr (text, "<aftermath>The wadi held.</aftermath>"));
  }

  refused = wadi_format_read_bytes (v4_bytes, "v4.wadi", &error);
  g_assert_null (refused);
  g_assert_error (error, WADI_FORMAT_ERROR, WADI_FORMAT_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "<victory>"));
  g_clear_error (&error);

  v4_plain = g_strdup (v4);
  *strstr (v4_plain, "    <victory>") = '\0';
  {
    g_autofree char *text = g_strconcat (v4_plain, "  </metadata>\n</scenario>\n", NULL);
    g_autoptr(GBytes) plain_bytes = g_bytes_new (text, strlen (text));

    old = wadi_format_read_bytes (plain_bytes, "v4.wadi", &error);
  }
  g_assert_no_error (error);
  g_assert_cmpstr (old->title, ==, "Hill 112");
  g_assert_cmpstr (old->date_place, ==, "");
  g_assert_cmpstr (old->victory, ==, "");
  g_assert_cmpstr (old->aftermath, ==, "");
}

/* Format version 6: the force that sets up first comes back as written,
 * the attribute only where it is true; a file of version 5 cannot say it,
 * and one that does not reads every force as not setting up first. */
static void
test_version_6_round_trip (void)
{
  static const char v5[] = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                           "<scenario xmlns=\"" WADI_FORMAT_NAMESPACE "\" version=\"5\" ruleset=\"asl\">\n"
                           "  <metadata>\n"
                           "    <force name=\"Germans\" nationality=\"German\" sets-up-first=\"true\"/>\n"
                           "    <force name=\"Americans\" moves-first=\"true\"/>\n"
                           "  </metadata>\n"
                           "</scenario>\n";
  WadiScenarioSide  sides[] = {
     { .name = (char *) "Germans", .nationality = (char *) "German", .sets_up_first = TRUE },
     { .name = (char *) "Americans", .moves_first = TRUE },
     { .name = (char *) "Partisans", .sets_up_first = TRUE, .moves_first = TRUE },
  };
  g_autoptr(WadiScenario) scenario = wadi_scenario_new (WADI_RULESET_ASL);
  g_autoptr(GBytes) v5_bytes = g_bytes_new_static (v5, sizeof v5 - 1);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(WadiScenario) refused = NULL;
  g_autoptr(WadiScenario) old = NULL;
  g_autofree char *text = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (sides); i++)
    {
      WadiScenarioSide copy;

      wadi_scenario_side_copy_into (&copy, &sides[i]);
      g_array_append_val (scenario->sides, copy);
    }
  assert_round_trip (scenario);
  bytes = wadi_format_write_bytes (scenario);
  assert_schema_valid (bytes);
  text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  g_assert_nonnull (strstr (text, "<force name=\"Germans\" nationality=\"German\" sets-up-first=\"true\"/>\n"
                                  "    <force name=\"Americans\" moves-first=\"true\"/>\n"
                                  "    <force name=\"Partisans\" moves-first=\"true\" sets-up-first=\"true\"/>\n"));
  /* a change of who sets up first is a change of the scenario */
  {
    g_autoptr(WadiScenario) other = wadi_scenario_copy (scenario);

    g_array_index (other->sides, WadiScenarioSide, 0).sets_up_first = FALSE;
    g_assert_false (wadi_scenario_equal (other, scenario));
  }

  refused = wadi_format_read_bytes (v5_bytes, "v5.wadi", &error);
  g_assert_null (refused);
  g_assert_error (error, WADI_FORMAT_ERROR, WADI_FORMAT_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "4:5: <force> or its attributes in a format version 5 file, "
                                            "expected them only from version 6"));
  g_clear_error (&error);

  {
    g_autoptr(GString) plain = g_string_new (v5);
    g_autoptr(GBytes) plain_bytes = NULL;

    g_string_replace (plain, " sets-up-first=\"true\"", "", 0);
    plain_bytes = g_bytes_new (plain->str, plain->len);
    old = wadi_format_read_bytes (plain_bytes, "v5.wadi", &error);
  }
  g_assert_no_error (error);
  g_assert_cmpuint (old->format_version, ==, 5);
  g_assert_cmpuint (old->sides->len, ==, 2);
  g_assert_false (g_array_index (old->sides, WadiScenarioSide, 0).sets_up_first);
  g_assert_false (g_array_index (old->sides, WadiScenarioSide, 1).sets_up_first);
  g_assert_true (g_array_index (old->sides, WadiScenarioSide, 1).moves_first);
}

/* Format version 7: a force says where and when it sets up or enters,
 * its line breaks and markup kept; the attribute is written only when
 * there is a text; a file of version 6 cannot say it, and one that does
 * not reads every force with none. */
static void
test_version_7_round_trip (void)
{
  static const char v6[] = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                           "<scenario xmlns=\"" WADI_FORMAT_NAMESPACE "\" version=\"6\" ruleset=\"asl\">\n"
                           "  <metadata>\n"
                           "    <force name=\"Germans\" setup=\"Set up on board 25\"/>\n"
                           "  </metadata>\n"
                           "</scenario>\n";
  WadiScenarioSide  sides[] = {
     { .name = (char *) "Germans", .setup = (char *) "Set up on board 25 in hexes numbered <= 4 & \"HIP\"\nELR: 3" },
     { .name = (char *) "Americans", .moves_first = TRUE, .setup = (char *) "" },
  };
  g_autoptr(WadiScenario) scenario = wadi_scenario_new (WADI_RULESET_ASL);
  g_autoptr(GBytes) v6_bytes = g_bytes_new_static (v6, sizeof v6 - 1);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(WadiScenario) refused = NULL;
  g_autoptr(WadiScenario) read = NULL;
  g_autofree char *text = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (sides); i++)
    {
      WadiScenarioSide copy;

      wadi_scenario_side_copy_into (&copy, &sides[i]);
      g_array_append_val (scenario->sides, copy);
    }
  bytes = wadi_format_write_bytes (scenario);
  assert_schema_valid (bytes);
  text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  g_assert_nonnull (strstr (text, "<force name=\"Germans\" setup=\"Set up on board 25 in hexes numbered &lt;= 4 &amp; "
                                  "&quot;HIP&quot;&#10;ELR: 3\"/>\n"
                                  "    <force name=\"Americans\" moves-first=\"true\"/>\n"));
  read = wadi_format_read_bytes (bytes, "v7.wadi", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (g_array_index (read->sides, WadiScenarioSide, 0).setup, ==, sides[0].setup);
  /* an empty text is none */
  g_assert_null (g_array_index (read->sides, WadiScenarioSide, 1).setup);
  /* a change of a force's set-up is a change of the scenario */
  {
    g_autoptr(WadiScenario) other = wadi_scenario_copy (scenario);
    WadiScenarioSide *side = &g_array_index (other->sides, WadiScenarioSide, 0);

    g_free (side->setup);
    side->setup = g_strdup ("Enters on turn 2");
    g_assert_false (wadi_scenario_equal (other, scenario));
  }

  /* a file's blank set-up is none, as the writer leaves out an empty
   * one and the editor a blank one */
  {
    g_autoptr(GString) empty = g_string_new (v6);
    g_autoptr(GBytes) empty_bytes = NULL;
    g_autoptr(WadiScenario) none = NULL;

    g_string_replace (empty, "version=\"6\"", "version=\"7\"", 1);
    g_string_replace (empty, "Set up on board 25", " &#10; ", 1);
    empty_bytes = g_bytes_new (empty->str, empty->len);
    none = wadi_format_read_bytes (empty_bytes, "empty.wadi", &error);
    g_assert_no_error (error);
    g_assert_null (g_array_index (none->sides, WadiScenarioSide, 0).setup);
  }
  refused = wadi_format_read_bytes (v6_bytes, "v6.wadi", &error);
  g_assert_null (refused);
  g_assert_error (error, WADI_FORMAT_ERROR, WADI_FORMAT_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "4:5: <force> or its attributes in a format version 6 file, "
                                            "expected them only from version 7"));
}

/* Reads a version's metadata holding turns; NULL, with error, if refused. */
static WadiScenario *
read_turns (const char *version,
            const char *turns,
            GError    **error)
{
  g_autofree char *text = g_strdup_printf ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                                           "<scenario xmlns=\"" WADI_FORMAT_NAMESPACE "\" version=\"%s\" ruleset=\"asl\">\n"
                                           "  <metadata>\n"
                                           "    <turns>%s</turns>\n"
                                           "  </metadata>\n"
                                           "</scenario>\n",
                                           version, turns);
  g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));

  return wadi_format_read_bytes (bytes, "turns.wadi", error);
}

/* Format version 8: a last half turn, the cards' "6½ turns" (six game
 * turns, then the first player turn of turn 7), written "6.5", spaces
 * around it allowed as for a whole number; a whole number reads and
 * writes as before.  A version 7 file cannot say it; "6.3", "6.50" and
 * "0.5" (no whole turn) are no number of turns. */
static void
test_version_8_round_trip (void)
{
  g_autoptr(WadiScenario) scenario = wadi_scenario_new (WADI_RULESET_ASL);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(WadiScenario) read = NULL;
  g_autofree char         *text = NULL;
  static const char *const refused[][2] = {
    { "6.3", "4:15: turns “6.3” is not valid, expected a whole number from 1 to 999, or one with .5 for a last half "
             "turn (“6.5”)" },
    { "6.50", "4:16: turns “6.50” is not valid, expected a whole number from 1 to 999, or one with .5 for a last "
              "half turn (“6.5”)" },
    { "0.5", "4:15: turns “0.5” is not valid, expected a whole number from 1 to 999, or one with .5 for a last "
             "half turn (“6.5”)" },
    { ".5", "4:14: turns “.5” is not valid, expected a whole number from 1 to 999, or one with .5 for a last "
            "half turn (“6.5”)" },
    { "6½", "4:15: turns “6½” is not valid, expected a whole number from 1 to 999, or one with .5 for a last "
            "half turn (“6.5”)" },
  };

  scenario->turns = 6;
  scenario->half_turn = TRUE;
  bytes = wadi_format_write_bytes (scenario);
  assert_schema_valid (bytes);
  text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  g_assert_nonnull (strstr (text, " version=\"8\" "));
  g_assert_nonnull (strstr (text, "    <turns>6.5</turns>\n"));
  read = wadi_format_read_bytes (bytes, "v8.wadi", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (read->turns, ==, 6);
  g_assert_true (read->half_turn);
  g_assert_true (wadi_scenario_equal (read, scenario));
  /* a half turn more or less is a change of the scenario */
  read->half_turn = FALSE;
  g_assert_false (wadi_scenario_equal (read, scenario));
  g_clear_pointer (&read, wadi_scenario_free);
  {
    g_autoptr(WadiScenario) copy = wadi_scenario_copy (scenario);

    g_assert_true (copy->half_turn);
  }

  /* spaces around it, as around a whole number; the most turns and a half */
  read = read_turns ("8", " 999.5\n    ", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (read->turns, ==, 999);
  g_assert_true (read->half_turn);
  g_clear_pointer (&read, wadi_scenario_free);
  /* a whole number is no half turn, in this version and the older ones */
  read = read_turns ("8", "6", &error);
  g_assert_no_error (error);
  g_assert_false (read->half_turn);
  g_clear_pointer (&read, wadi_scenario_free);
  read = read_turns ("7", "6", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (read->turns, ==, 6);
  g_assert_false (read->half_turn);
  g_clear_pointer (&read, wadi_scenario_free);

  /* a version 7 file cannot hold a half turn */
  read = read_turns ("7", "6.5", &error);
  g_assert_null (read);
  g_assert_error (error, WADI_FORMAT_ERROR, WADI_FORMAT_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==,
                   "turns.wadi:4:15: a half turn (turns “6.5”) in a format version 7 file, expected one only from "
                   "version 8");
  g_clear_error (&error);

  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_autofree char *expected = g_strconcat ("turns.wadi:", refused[i][1], NULL);

      read = read_turns ("8", refused[i][0], &error);
      g_assert_null (read);
      g_assert_error (error, WADI_FORMAT_ERROR, WADI_FORMAT_ERROR_INVALID);
      g_assert_cmpstr (error->message, ==, expected);
      g_clear_error (&error);
    }
}

static void
test_pointy_round_trip (void)
{
  g_autoptr(WadiScenario) scenario = build_pointy_scenario ();

  assert_round_trip (scenario);
}

/* A new scenario has no board yet; it is saved and loaded all the same. */
static void
test_empty_scenario (void)
{
  g_autoptr(WadiScenario) scenario = wadi_scenario_new (WADI_RULESET_TOI);
  g_autoptr(WadiScenario) loaded = NULL;
  g_autoptr(GBytes) bytes = wadi_format_write_bytes (scenario);
  g_autoptr(GBytes) again = NULL;
  g_autoptr(GError) error = NULL;

  assert_schema_valid (bytes);
  loaded = wadi_format_read_bytes (bytes, "empty-scenario.wadi", &error);
  g_assert_no_error (error);
  g_assert_true (wadi_scenario_equal (scenario, loaded));
  again = wadi_format_write_bytes (loaded);
  assert_bytes_equal (again, bytes);
}

/* What the writer leaves out, and how it spells what it writes. */
static void
test_writer_output (void)
{
  g_autoptr(WadiScenario) scenario = wadi_scenario_new (WADI_RULESET_ASL);
  WadiGridLayout flat = { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD };
  WadiBoard     *board = wadi_board_new ("25", 33, 11, flat, WADI_LABEL_ASL, 0);
  WadiHexCell    wadi = make_cell (WADI_TERRAIN_HAMMADA, 1, WADI_DEPRESSION_WADI, 0, WADI_HEX_FLAG_ROAD);
  WadiHexCell    open = board->default_cell;
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *text = NULL;

  wadi_scenario_add_board (scenario, board);
  /* set and set back: a default hex is not written */
  wadi_board_set_cell (board, (WadiHex) { 2, 2 }, &wadi);
  wadi_board_set_cell (board, (WadiHex) { 2, 2 }, &open);
  wadi_board_set_cell (board, (WadiHex) { 3, 7 }, &wadi);
  /* named from the hex that does not own it: written canonically */
  g_assert_true (wadi_board_set_side (board, (WadiHexside) { { 3, 7 }, 3 },
                                      WADI_SIDE_CLIFF | WADI_SIDE_CREST_LINE));
  /* a hexside with features, then none: not written */
  g_assert_true (wadi_board_set_side (board, (WadiHexside) { { 5, 5 }, 1 }, WADI_SIDE_WALL));
  g_assert_true (wadi_board_set_side (board, (WadiHexside) { { 5, 5 }, 1 }, 0));
  /* a hexside owned by a ring hex, written from the board hex: A1 sw */
  g_assert_true (wadi_board_set_side (board, (WadiHexside) { { 0, 1 }, 4 }, WADI_SIDE_HEDGE));
  /* A0 is not on this board: its hexsides exist only next to B0 and A1 */
  g_assert_false (wadi_board_contains (board, (WadiHex) { 0, 0 }));
  g_assert_false (wadi_board_set_side (board, (WadiHexside) { { 0, 0 }, 5 }, WADI_SIDE_HEDGE));

  bytes = wadi_format_write_bytes (scenario);
  text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  g_assert_cmpstr (text, ==,
                   "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                   "<scenario xmlns=\"https://wadieditor.github.io/ns/scenario\" version=\"8\" ruleset=\"asl\">\n"
                   "  <ssr stream-depth=\"shallow\" frozen=\"false\" snow=\"false\"/>\n"
                   "  <board id=\"25\" columns=\"33\" rows=\"11\" orientation=\"flat-top\" stagger=\"odd\" labels=\"asl\" first-row=\"0\" terrain=\"open\" level=\"0\">\n"
                   "    <hex at=\"D7\" terrain=\"hammada\" level=\"1\" depression=\"wadi\" flags=\"road\"/>\n"
                   "    <side at=\"A1\" dir=\"sw\" features=\"hedge\"/>\n"
                   "    <side at=\"D8\" dir=\"n\" features=\"cliff crest-line\"/>\n"
                   "  </board>\n"
                   "</scenario>\n");
}

/* Text the model holds but XML 1.0 cannot carry is replaced, so that the
 * file stays well-formed. */
static void
test_writer_sanitizes_text (void)
{
  g_autoptr(WadiScenario) scenario = wadi_scenario_new (WADI_RULESET_CLASSIC);
  WadiGridLayout flat = { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD };
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(WadiScenario) loaded = NULL;
  g_autoptr(GError) error = NULL;

  wadi_scenario_add_board (scenario, wadi_board_new ("1", 2, 2, flat, WADI_LABEL_ASL, 1));
  g_free (scenario->title);
  scenario->title = g_strdup ("a\x01z\xff!\xef\xbf\xbe.");
  bytes = wadi_format_write_bytes (scenario);
  loaded = wadi_format_read_bytes (bytes, "sanitized.wadi", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (loaded->title, ==, "a\xef\xbf\xbdz\xef\xbf\xbd!\xef\xbf\xbd.");
}

static WadiScenario *
small_scenario (const char *title)
{
  WadiScenario  *scenario = wadi_scenario_new (WADI_RULESET_ASL);
  WadiGridLayout flat = { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD };

  wadi_scenario_add_board (scenario, wadi_board_new ("25", 33, 11, flat, WADI_LABEL_ASL, 0));
  g_free (scenario->title);
  scenario->title = g_strdup (title);
  return scenario;
}

/* '"' is escaped only in attributes, where it must be: element text keeps
 * it as it is. */
static void
test_writer_quotes_only_in_attributes (void)
{
  g_autoptr(WadiScenario) scenario = small_scenario ("The \"Wadi\" run");
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(WadiScenario) loaded = NULL;
  g_autoptr(GError) error = NULL;
  WadiCounter      unit = { 0 };
  g_autofree char *text = NULL;

  unit.kind = WADI_COUNTER_UNIT;
  unit.hex = (WadiHex) { 2, 2 };
  unit.name = g_strdup ("\"Red\" squad");
  wadi_scenario_add_counter (scenario, &unit);
  wadi_counter_clear (&unit);
  bytes = wadi_format_write_bytes (scenario);
  text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  g_assert_nonnull (strstr (text, "<title>The \"Wadi\" run</title>"));
  g_assert_nonnull (strstr (text, " name=\"&quot;Red&quot; squad\""));
  loaded = wadi_format_read_bytes (bytes, "quotes.wadi", &error);
  g_assert_no_error (error);
  g_assert_true (wadi_scenario_equal (scenario, loaded));
}

/* A valid file of over 10 MB with an attribute of a few hundred bytes at
 * its end: libxml2 2.9.14 refused such files ("internal error: Huge input
 * lookup") when handed all of them at once. */
static void
test_reader_large_file_long_attribute (void)
{
  g_autoptr(WadiScenario) scenario = wadi_scenario_new (WADI_RULESET_ASL);
  g_autoptr(WadiScenario) loaded = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  WadiGridLayout   flat = { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD };
  WadiBoard       *board = wadi_board_new ("1", 600, 560, flat, WADI_LABEL_NUMERIC, 1);
  WadiHexCell      woods = board->default_cell;
  WadiCounter      unit = { 0 };
  g_autofree char *quotes = g_strnfill (300, '"');

  woods.terrain = WADI_TERRAIN_WOODS;
  for (int row = 0; row < board->rows; row++)
    for (int col = 0; col < board->cols; col++)
      wadi_board_set_cell (board, (WadiHex) { col, row }, &woods);
  board->default_cell.terrain = WADI_TERRAIN_OPEN;
  wadi_scenario_add_board (scenario, board);
  unit.kind = WADI_COUNTER_UNIT;
  unit.hex = (WadiHex) { 2, 2 };
  unit.name = g_strdup (quotes);
  wadi_scenario_add_counter (scenario, &unit);
  wadi_counter_clear (&unit);

  bytes = wadi_format_write_bytes (scenario);
  g_assert_cmpuint (g_bytes_get_size (bytes), >, 10 * 1000 * 1000);
  loaded = wadi_format_read_bytes (bytes, "large.wadi", &error);
  g_assert_no_error (error);
  g_assert_true (wadi_scenario_equal (scenario, loaded));
}

/* An XML token past libxml2's own limit (10 000 000 bytes; Wadi's 65 536
 * on a value comes later), a comment or an attribute value here, is
 * refused as a limit, in words (libxml2 says "internal error: Huge input
 * lookup"). */
static void
test_reader_huge_comment (void)
{
  static const char head[] = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                             "<scenario xmlns=\"https://wadieditor.github.io/ns/scenario\" version=\"6\" ruleset=\"asl\">\n";
  const char       *tails[][2] = {
          { "<!--", "--></scenario>\n" },
          { "<metadata><title lang=\"", "\">t</title></metadata></scenario>\n" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (tails); i++)
    {
      GString *text = g_string_new (head);
      g_autoptr(GBytes) bytes = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(WadiScenario) scenario = NULL;

      g_string_append (text, tails[i][0]);
      for (guint k = 0; k < 11 * 1000 * 1000 / 100; k++)
        g_string_append (text, "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx");
      g_string_append (text, tails[i][1]);
      bytes = g_string_free_to_bytes (text);
      scenario = wadi_format_read_bytes (bytes, "huge.wadi", &error);
      g_assert_null (scenario);
      g_assert_error (error, WADI_FORMAT_ERROR, WADI_FORMAT_ERROR_FORBIDDEN);
      g_assert_nonnull (strstr (error->message, "a size limit is exceeded: an XML token (a comment, an attribute value, "
                                                "a processing instruction, a name) is longer than libxml2's 10000000 bytes"));
    }
}

/* Format version 1 called the classic charts "pb": such a file loads as
 * classic and is saved as the current version, "classic", without the
 * other rulesets' SSRs it carried (the classic charts have none). */
static void
test_version_1_loads (void)
{
  static const char v1[] = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                           "<scenario xmlns=\"https://wadieditor.github.io/ns/scenario\" version=\"1\" ruleset=\"pb\">\n"
                           "  <ssr stream-depth=\"shallow\" frozen=\"false\" snow=\"false\" toi-wadi-rules=\"true\" toi-stream-bridges-block-los=\"false\"/>\n"
                           "  <board id=\"1\" columns=\"4\" rows=\"3\" orientation=\"pointy-top\" stagger=\"odd\" labels=\"numeric\" first-column=\"1\" first-row=\"1\" terrain=\"open\" level=\"0\">\n"
                           "    <hex at=\"0202\" terrain=\"town\"/>\n"
                           "  </board>\n"
                           "</scenario>\n";
  g_autoptr(GBytes) bytes = g_bytes_new_static (v1, sizeof v1 - 1);
  g_autoptr(GError) error = NULL;
  g_autoptr(WadiScenario) scenario = wadi_format_read_bytes (bytes, "old.wadi", &error);
  g_autoptr(GBytes) saved = NULL;
  g_autoptr(GString) expected = g_string_new (v1);
  g_autofree char *text = NULL;
  WadiRulesetId    id = WADI_RULESET_COUNT;

  /* the names of version 1, beside those of today, in wadi-scenario.c */
  g_assert_true (wadi_ruleset_from_v1_name ("pb", &id));
  g_assert_cmpint (id, ==, WADI_RULESET_CLASSIC);
  g_assert_false (wadi_ruleset_from_v1_name ("classic", &id));
  g_assert_cmpstr (wadi_ruleset_v1_name (WADI_RULESET_ASL), ==, wadi_ruleset_name (WADI_RULESET_ASL));

  g_assert_no_error (error);
  g_assert_cmpint (scenario->ruleset, ==, WADI_RULESET_CLASSIC);
  /* the scenario says what it was read from */
  g_assert_cmpuint (scenario->format_version, ==, 1);
  saved = wadi_format_write_bytes (scenario);
  text = g_strndup (g_bytes_get_data (saved, NULL), g_bytes_get_size (saved));
  g_string_replace (expected, "version=\"1\" ruleset=\"pb\"", "version=\"8\" ruleset=\"classic\"", 1);
  g_string_replace (expected,
                    "  <ssr stream-depth=\"shallow\" frozen=\"false\" snow=\"false\" toi-wadi-rules=\"true\" "
                    "toi-stream-bridges-block-los=\"false\"/>\n",
                    "", 1);
  g_assert_cmpstr (text, ==, expected->str);
  g_assert_cmpint (WADI_FORMAT_VERSION, ==, 8);
  {
    g_autoptr(WadiScenario) again = wadi_format_read_bytes (saved, "new.wadi", &error);

    g_assert_no_error (error);
    g_assert_cmpuint (again->format_version, ==, WADI_FORMAT_VERSION);
    g_assert_true (wadi_scenario_equal (again, scenario));
  }
}

/* A file holds only the SSRs of its own ruleset: an ASL scenario says
 * nothing of Tide of Iron's wadi rules, a Tide of Iron one nothing of
 * stream depth, a classic one has no <ssr>.  A file that carries another
 * ruleset's SSRs, as Wadi wrote them before, still loads. */
static void
test_ssrs_of_the_ruleset (void)
{
  static const char *const absent[WADI_RULESET_COUNT][4] = {
    [WADI_RULESET_ASL] = { "toi-wadi-rules", "toi-stream-bridges-block-los", NULL },
    [WADI_RULESET_TOI] = { "stream-depth", "frozen", "snow", NULL },
    [WADI_RULESET_CLASSIC] = { "<ssr", NULL },
  };
  static const char old[] = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                            "<scenario xmlns=\"https://wadieditor.github.io/ns/scenario\" version=\"4\" ruleset=\"asl\">\n"
                            "  <ssr stream-depth=\"deep\" frozen=\"false\" snow=\"true\" toi-wadi-rules=\"false\" "
                            "toi-stream-bridges-block-los=\"true\"/>\n"
                            "</scenario>\n";
  g_autoptr(GBytes) old_bytes = g_bytes_new_static (old, sizeof old - 1);
  g_autoptr(GError) error = NULL;
  g_autoptr(WadiScenario) loaded = NULL;
  g_autoptr(GBytes) saved = NULL;
  g_autofree char *saved_text = NULL;
  g_autoptr(WadiScenario) toi = NULL;
  g_autoptr(GBytes) toi_bytes = NULL;
  g_autofree char *toi_text = NULL;

  for (guint id = 0; id < WADI_RULESET_COUNT; id++)
    {
      g_autoptr(WadiScenario) scenario = wadi_scenario_new (id);
      g_autoptr(GBytes) bytes = NULL;
      g_autoptr(WadiScenario) reloaded = NULL;
      g_autofree char *text = NULL;

      scenario->ssr.stream_depth = WADI_STREAM_DEEP;
      scenario->ssr.snow = TRUE;
      scenario->ssr.toi_wadi_rules = FALSE;
      scenario->ssr.toi_stream_bridges_block_los = TRUE;
      bytes = wadi_format_write_bytes (scenario);
      text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
      for (guint i = 0; absent[id][i] != NULL; i++)
        g_assert_null (strstr (text, absent[id][i]));
      assert_schema_valid (bytes);
      reloaded = wadi_format_read_bytes (bytes, "ssrs.wadi", &error);
      g_assert_no_error (error);
      /* what the ruleset owns comes back; the rest is the default */
      g_assert_true (wadi_ssr_equal_for (id, &reloaded->ssr, &scenario->ssr));
      scenario->ssr = reloaded->ssr;
      g_assert_true (wadi_scenario_equal (reloaded, scenario));
    }
  toi = wadi_scenario_new (WADI_RULESET_TOI);
  toi_bytes = wadi_format_write_bytes (toi);
  toi_text = g_strndup (g_bytes_get_data (toi_bytes, NULL), g_bytes_get_size (toi_bytes));
  g_assert_nonnull (strstr (toi_text, "  <ssr toi-wadi-rules=\"true\" toi-stream-bridges-block-los=\"false\"/>\n"));

  loaded = wadi_format_read_bytes (old_bytes, "old-ssrs.wadi", &error);
  g_assert_no_error (error);
  g_assert_cmpint (loaded->ssr.stream_depth, ==, WADI_STREAM_DEEP);
  g_assert_true (loaded->ssr.snow);
  /* Tide of Iron's, in an ASL scenario: the defaults */
  g_assert_true (loaded->ssr.toi_wadi_rules);
  g_assert_false (loaded->ssr.toi_stream_bridges_block_los);
  saved = wadi_format_write_bytes (loaded);
  saved_text = g_strndup (g_bytes_get_data (saved, NULL), g_bytes_get_size (saved));
  g_assert_nonnull (strstr (saved_text, "  <ssr stream-depth=\"deep\" frozen=\"false\" snow=\"true\"/>\n"));
}

/* Files written by hand: defaults, any order of counters, hexsides named
 * from either hex, board prefixes in labels, entities in values. */
static void
test_reader_accepts (void)
{
  static const char text[] = "<?xml version=\"1.0\"?>\n"
                             "<!-- a comment -->\n"
                             "<w:scenario xmlns:w=\"https://wadieditor.github.io/ns/scenario\" ruleset=\"pb\" version=\"1\">\n"
                             "  <w:board id=\"25\" columns=\"33\" rows=\"11\" first-row=\"0\" terrain=\"woods\">\n"
                             "    <w:hex at=\"25D7\" level=\"1\"/>\n"
                             "    <w:side at=\"D8\" dir=\"n\" features=\"  cliff\twall \"/>\n"
                             "    <w:side at=\"A1\" dir=\"sw\" features=\"hedge\"/>\n"
                             "    <w:side at=\"B0\" dir=\"nw\" features=\"wall\"/>\n"
                             "  </w:board>\n"
                             "  <w:board id=\"2\" columns=\"3\" rows=\"3\" labels=\"numeric\"/>\n"
                             "  <w:counter id=\"9\" kind=\"unit\" at=\"25D7\" class=\"truck\" name=\"A &amp; B &#38; C &#x26; &lt;D&gt;\"/>\n"
                             "  <w:counter id=\"3\" kind=\"ford\" board=\"2\" at=\"0101\"/>\n"
                             "  <w:counter id=\"4\" kind=\"wire\" at=\"25A1\"/>\n"
                             "</w:scenario>\n";
  g_autoptr(GBytes) bytes = g_bytes_new_static (text, sizeof text - 1);
  g_autoptr(GError) error = NULL;
  g_autoptr(WadiScenario) scenario = wadi_format_read_bytes (bytes, "by-hand.wadi", &error);
  const WadiBoard   *board;
  const WadiCounter *counter;
  WadiSsr            default_ssr;

  g_assert_no_error (error);
  g_assert_nonnull (scenario);
  g_assert_cmpint (scenario->ruleset, ==, WADI_RULESET_CLASSIC);
  g_assert_cmpstr (scenario->title, ==, "");
  wadi_ssr_init_default (&default_ssr);
  g_assert_cmpmem (&scenario->ssr, sizeof (WadiSsr), &default_ssr, sizeof (WadiSsr));

  /* version 1: board 2 lies below board 25, in the map's rows 11 to 13 */
  board = wadi_scenario_grid (scenario);
  g_assert_cmpuint (wadi_map_board_count (scenario->map), ==, 2);
  g_assert_cmpint (board->rows, ==, 11 + 3);
  g_assert_cmpint (wadi_map_get_board (scenario->map, 0)->default_cell.terrain, ==, WADI_TERRAIN_WOODS);
  g_assert_cmpint (wadi_board_cell (board, (WadiHex) { 3, 7 })->terrain, ==, WADI_TERRAIN_WOODS);
  g_assert_cmpint (wadi_board_cell (board, (WadiHex) { 3, 7 })->level, ==, 1);
  g_assert_cmpuint (wadi_board_get_side (board, (WadiHexside) { { 3, 7 }, 3 }), ==,
                    WADI_SIDE_CLIFF | WADI_SIDE_WALL);
  g_assert_cmpuint (wadi_board_get_side (board, (WadiHexside) { { 0, 1 }, 4 }), ==, WADI_SIDE_HEDGE);
  /* B0's side with A0, a hex this board lacks, is stored all the same */
  g_assert_cmpuint (wadi_board_get_side (board, (WadiHexside) { { 1, 0 }, 5 }), ==, WADI_SIDE_WALL);
  g_assert_cmpint (wadi_map_get_board (scenario->map, 1)->labels.kind, ==, WADI_LABEL_NUMERIC);
  g_assert_cmpint (wadi_map_get_board (scenario->map, 1)->labels.first_row, ==, 1);
  g_assert_cmpint (wadi_map_get_board (scenario->map, 1)->labels.first_col, ==, 1);
  g_assert_true (wadi_hex_equal (wadi_map_to_map (scenario->map, 1, (WadiHex) { 0, 0 }), (WadiHex) { 0, 11 }));

  g_assert_cmpuint (scenario->counters->len, ==, 3);
  g_assert_cmpuint (g_array_index (scenario->counters, WadiCounter, 0).id, ==, 3);
  counter = wadi_scenario_find_counter (scenario, 9);
  g_assert_nonnull (counter);
  g_assert_true (wadi_hex_equal (counter->hex, (WadiHex) { 3, 7 }));
  g_assert_cmpstr (counter->name, ==, "A & B & C & <D>");
  g_assert_null (counter->side);
  g_assert_cmpint (counter->position, ==, WADI_POSITION_GROUND);
  /* board="2" at="0101": board 2's first hex */
  counter = wadi_scenario_find_counter (scenario, 3);
  g_assert_true (wadi_hex_equal (counter->hex, (WadiHex) { 0, 11 }));
  counter = wadi_scenario_find_counter (scenario, 4);
  g_assert_true (wadi_hex_equal (counter->hex, (WadiHex) { 0, 1 }));
}

typedef struct
{
  const char     *file;
  WadiFormatError code;
  const char     *message; /* after "file:", so it starts with line:column */
} BadFile;

static const BadFile bad_files[] = {
  { "empty.wadi", WADI_FORMAT_ERROR_XML, "1:1: the file is empty" },
  /* libxml2 called it "Extra content at the end of the document" */
  { "declaration-only.wadi", WADI_FORMAT_ERROR_XML, "2:1: the document is incomplete, expected a whole <scenario>" },
  { "random-bytes.wadi", WADI_FORMAT_ERROR_XML, "1:1: not well-formed XML: Start tag expected" },
  /* a file cut short: libxml2 said what the cut tag lacked ("AttValue: '
   * expected"), or "Extra content at the end of the document" */
  { "truncated.wadi", WADI_FORMAT_ERROR_XML,
    "5:22: the file ends inside <board>, expected the rest of the scenario up to </scenario> (was it cut short?)" },
  { "no-end-tag.wadi", WADI_FORMAT_ERROR_XML,
    "4:11: the file ends inside <scenario>, expected the rest of the scenario up to </scenario> (was it cut short?)" },
  { "wrong-root.wadi", WADI_FORMAT_ERROR_INVALID, "2:1: the root element is <map>, expected <scenario>" },
  { "wrong-namespace.wadi", WADI_FORMAT_ERROR_INVALID,
    "2:1: <scenario> is in namespace https://example.org/not-wadi, expected namespace "
    "https://wadieditor.github.io/ns/scenario" },
  { "no-namespace.wadi", WADI_FORMAT_ERROR_INVALID, "2:1: <scenario> is in no namespace" },
  /* format version 4: what it added is an error in an older file */
  { "road-in-version-3.wadi", WADI_FORMAT_ERROR_INVALID,
    "5:5: a road hexside feature in a format version 3 file, expected roads through hexsides only from version 4" },
  { "force-in-version-3.wadi", WADI_FORMAT_ERROR_INVALID,
    "4:5: <force> or its attributes in a format version 3 file, expected them only from version 4" },
  { "strength-in-version-3.wadi", WADI_FORMAT_ERROR_INVALID,
    "4:3: <counter> or its attributes in a format version 3 file, expected them only from version 4" },
  { "kind-in-version-3.wadi", WADI_FORMAT_ERROR_INVALID,
    "2:1: kind in a format version 3 file, expected it only from version 4" },
  { "unknown-kind.wadi", WADI_FORMAT_ERROR_INVALID, "2:1: unknown kind “campaign”, expected scenario or overlay" },
  /* a version 4 file: no word of the half turns of version 8 */
  { "turns-out-of-range.wadi", WADI_FORMAT_ERROR_INVALID, "4:16: turns “1000” is not valid, expected a whole number from 1 to 999" },
  { "second-turns.wadi", WADI_FORMAT_ERROR_INVALID, "5:5: a second <turns> in <metadata>, expected at most one" },
  /* every version a Wadi has written is read */
  { "version-zero.wadi", WADI_FORMAT_ERROR_INVALID, "2:1: version “0” is not a format version, expected 1 to 8" },
  { "future-version.wadi", WADI_FORMAT_ERROR_VERSION,
    "2:1: the file is format version 9, written by a newer Wadi, expected version 8 or older" },
  { "unknown-ruleset.wadi", WADI_FORMAT_ERROR_INVALID, "2:1: unknown ruleset “chess”, expected asl, toi or classic" },
  /* each version has its own names for the rulesets */
  { "pb-in-version-2.wadi", WADI_FORMAT_ERROR_INVALID, "2:1: unknown ruleset “pb”, expected asl, toi or classic" },
  { "classic-in-version-1.wadi", WADI_FORMAT_ERROR_INVALID, "2:1: unknown ruleset “classic”, expected asl, toi or pb" },
  { "off-board-label.wadi", WADI_FORMAT_ERROR_INVALID, "5:5: attribute at: hex “HH3” is off board 25" },
  /* an ASL board numbered from row 0 has only the half hexes B0, D0 ... */
  { "missing-half-hex.wadi", WADI_FORMAT_ERROR_INVALID, "5:5: attribute at: hex “A0” is off board 25" },
  { "duplicate-hex.wadi", WADI_FORMAT_ERROR_INVALID, "6:5: hex D7 is described twice" },
  { "duplicate-side.wadi", WADI_FORMAT_ERROR_INVALID, "5:5: hexside D6 s is described twice" },
  { "external-entity.wadi", WADI_FORMAT_ERROR_FORBIDDEN, "2:1: a DOCTYPE declaration, expected none" },
  { "billion-laughs.wadi", WADI_FORMAT_ERROR_FORBIDDEN, "2:1: a DOCTYPE declaration, expected none" },
  /* libxml2 goes on after this error and reads the entities into a
   * document of its own, which leaked (fuzz-load) */
  { "doctype-after-processing-instruction.wadi", WADI_FORMAT_ERROR_XML,
    "1:7: not well-formed XML: colons are forbidden from PI names" },
  { "counter-missing-board.wadi", WADI_FORMAT_ERROR_INVALID, "5:3: unknown board “13”" },
  { "counter-off-board.wadi", WADI_FORMAT_ERROR_INVALID, "5:3: attribute at: hex “P14” is off board 25" },
  { "duplicate-counter.wadi", WADI_FORMAT_ERROR_INVALID, "6:3: a second counter with id 1" },
  { "undeclared-entity.wadi", WADI_FORMAT_ERROR_XML, "4:30: not well-formed XML: Entity 'nbsp' not defined" },
  { "unknown-element.wadi", WADI_FORMAT_ERROR_INVALID,
    "5:5: unknown element <river> in <board>, expected <picture>, <hex> or <side>" },
  { "unknown-attribute.wadi", WADI_FORMAT_ERROR_INVALID, "4:5: unknown attribute colour on <hex>, expected only at," },
  { "unknown-terrain.wadi", WADI_FORMAT_ERROR_INVALID, "4:5: unknown terrain “lava”, expected open, hammada," },
  { "level-out-of-range.wadi", WADI_FORMAT_ERROR_INVALID,
    "4:5: level “300” is not valid, expected a whole number from -128 to 127" },
  { "wrong-direction.wadi", WADI_FORMAT_ERROR_INVALID,
    "4:5: unknown dir “n” on a pointy-top board, expected ne, e, se, sw, w or nw" },
  { "out-of-order.wadi", WADI_FORMAT_ERROR_INVALID, "5:3: <ssr> is out of order in <scenario>" },
  { "attribute-for-other-kind.wadi", WADI_FORMAT_ERROR_INVALID,
    "5:3: attribute centre does not apply to a ford counter, expected it only on crest counters" },
  { "unknown-overlay.wadi", WADI_FORMAT_ERROR_INVALID, "5:3: unknown overlay “W9”" },
  { "place-without-board.wadi", WADI_FORMAT_ERROR_INVALID,
    "4:3: no board attribute and no <board> above, expected a <board> first" },
  { "text-in-board.wadi", WADI_FORMAT_ERROR_INVALID,
    "4:5: text “D7 is a wadi” in <board>, expected <picture>, <hex> or <side>" },
  /* format version 3: where the boards lie on the map.  A board that
   * cannot lie where it says is named at its own <board>. */
  { "overlapping-boards.wadi", WADI_FORMAT_ERROR_INVALID,
    "4:3: board 14 would overlap board 25: 14B0 lies on 25FF2, "
    "expected the boards to share at most the half hexes along their edges" },
  { "asl-board-turned-60.wadi", WADI_FORMAT_ERROR_INVALID,
    "4:3: board 14 cannot be turned 60 degrees, expected 0 or 180 for an ASL board" },
  /* Bounded time: the scanner refuses a tag of many attributes before
   * libxml2's quadratic duplicate check sees it; placements of a huge
   * overlay are bounded like hexes; a duplicate id is found whatever the
   * order of the counters. */
  { "too-many-attributes.wadi", WADI_FORMAT_ERROR_FORBIDDEN, "3:3: a tag with more than 64 attributes, expected at most 64" },
  { "overlays-placed-too-often.wadi", WADI_FORMAT_ERROR_FORBIDDEN,
    "11:3: the overlays placed cover more than 16777216 hexes in all, expected at most 16777216" },
  { "duplicate-counter-out-of-order.wadi", WADI_FORMAT_ERROR_INVALID,
    "6:3: a second counter with id 7, expected each counter id once" },
  { "turn-not-a-multiple-of-60.wadi", WADI_FORMAT_ERROR_INVALID,
    "3:3: turn “90” is not a multiple of 60, expected 0, 60, 120, 180, 240 or 300" },
  { "map-column-in-version-2.wadi", WADI_FORMAT_ERROR_INVALID,
    "4:3: map-column, map-row or turn in a format version 2 file, expected them only from version 3" },
  { "map-column-on-overlay.wadi", WADI_FORMAT_ERROR_INVALID,
    "5:5: map-column, map-row or turn on an overlay's <board>, expected them only on the boards of the map" },
};

static const BadFile *
find_bad_file (const char *name)
{
  gsize i;

  for (i = 0; i < G_N_ELEMENTS (bad_files); i++)
    if (strcmp (bad_files[i].file, name) == 0)
      return &bad_files[i];
  return NULL;
}

static void
assert_read_fails (const char     *path,
                   WadiFormatError code,
                   const char     *message)
{
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *expected = g_strconcat (base, ":", message, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(WadiScenario) scenario = NULL;

  scenario = load_path (path, &error);
  g_assert_null (scenario);
  g_assert_error (error, WADI_FORMAT_ERROR, (gint) code);
  if (strstr (error->message, expected) == NULL)
    g_error ("%s: the message “%s” does not contain “%s”", base, error->message, expected);
  /* one message, on one line */
  g_assert_null (strchr (error->message, '\n'));
}

static void
test_bad_corpus (void)
{
  g_autofree char *dir_path = bad_dir ();
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GError) error = NULL;
  const char *name;
  guint       n_files = 0;
  gsize       i;

  /* every file in the corpus has its expected error */
  dir = g_dir_open (dir_path, 0, &error);
  g_assert_no_error (error);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      if (find_bad_file (name) == NULL)
        g_error ("tests/data/bad/%s has no entry in the table of expected errors", name);
      n_files++;
    }
  g_assert_cmpuint (n_files, ==, G_N_ELEMENTS (bad_files));

  for (i = 0; i < G_N_ELEMENTS (bad_files); i++)
    {
      g_autofree char *path = g_build_filename (dir_path, bad_files[i].file, NULL);

      g_test_message ("%s", bad_files[i].file);
      assert_read_fails (path, bad_files[i].code, bad_files[i].message);
    }
}

/* libxml2 prints nothing of its own: run the corpus in a child and check
 * that it wrote nothing to stderr. */
static void
test_bad_corpus_is_silent (void)
{
  if (g_test_subprocess ())
    {
      g_autofree char *dir_path = bad_dir ();
      gsize            i;

      for (i = 0; i < G_N_ELEMENTS (bad_files); i++)
        {
          g_autofree char *path = g_build_filename (dir_path, bad_files[i].file, NULL);
          g_autoptr(GError) error = NULL;
          g_autoptr(WadiScenario) scenario = load_path (path, &error);

          g_assert_null (scenario);
        }
      return;
    }
  g_test_trap_subprocess (NULL, 60 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
  g_test_trap_assert_stderr ("");
  g_test_trap_assert_stdout ("");
}

static char *
write_temp_file (const char *dir,
                 const char *name,
                 GString    *contents)
{
  char *path = g_build_filename (dir, name, NULL);
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, contents->str, (gssize) contents->len, &error);
  g_assert_no_error (error);
  return path;
}

static const char generated_head[] = "<scenario xmlns=\"https://wadieditor.github.io/ns/scenario\" version=\"1\" ruleset=\"asl\">";

/* Made at run time, not committed: 100 000 nested elements and a 100 MB
 * attribute, each refused quickly; and a file over the size limit, refused
 * before it is read. */
static void
test_generated_limits (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("wadi-test-format-XXXXXX", &error);
  g_autofree char *deep = NULL;
  g_autofree char *big = NULL;
  g_autofree char *huge = NULL;
  GString         *contents;
  char             kilobyte[1024];
  int              fd;
  int              i;

  g_assert_no_error (error);

  contents = g_string_new (generated_head);
  g_string_append (contents, "<board id=\"1\" columns=\"1\" rows=\"1\">");
  for (i = 0; i < 100000; i++)
    g_string_append (contents, "<board>");
  for (i = 0; i < 100000; i++)
    g_string_append (contents, "</board>");
  g_string_append (contents, "</board></scenario>\n");
  deep = write_temp_file (dir, "deep.wadi", contents);
  g_string_free (contents, TRUE);
  assert_read_fails (deep, WADI_FORMAT_ERROR_INVALID, "1:121: <board> in <board>, expected <picture>, <hex> or <side>");

  contents = g_string_sized_new (101 * 1024 * 1024);
  g_string_append (contents, generated_head);
  g_string_append (contents, "<board id=\"");
  memset (kilobyte, 'x', sizeof kilobyte);
  for (i = 0; i < 100 * 1024; i++)
    g_string_append_len (contents, kilobyte, sizeof kilobyte);
  g_string_append (contents, "\" columns=\"1\" rows=\"1\"/></scenario>\n");
  g_assert_cmpuint (contents->len, >, 100 * 1024 * 1024);
  big = write_temp_file (dir, "big-attribute.wadi", contents);
  g_string_free (contents, TRUE);
  assert_read_fails (big, WADI_FORMAT_ERROR_FORBIDDEN, "1:");
  g_unlink (big);

  /* sparse (it takes no disk space), and bigger than the memory of many
   * machines: the reader stops at its first byte, without reading on */
  huge = g_build_filename (dir, "huge.wadi", NULL);
  fd = g_open (huge, O_WRONLY | O_CREAT | O_TRUNC, 0644);
  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (ftruncate (fd, (off_t) 64 * 1024 * 1024 * 1024), ==, 0);
  close (fd);
  assert_read_fails (huge, WADI_FORMAT_ERROR_XML, "1:1:");

  g_unlink (deep);
  g_unlink (huge);
  g_rmdir (dir);
}

/* A text and an attribute just over the limit of 64 KiB. */
static void
test_text_limits (void)
{
  GString *text = g_string_new (generated_head);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(WadiScenario) scenario = NULL;
  int i;

  g_string_append (text, "<metadata><description>");
  for (i = 0; i <= WADI_FORMAT_MAX_TEXT; i++)
    g_string_append_c (text, 'a');
  g_string_append (text, "</description></metadata></scenario>");
  bytes = g_string_free_to_bytes (text);
  scenario = wadi_format_read_bytes (bytes, "long-text.wadi", &error);
  g_assert_null (scenario);
  g_assert_error (error, WADI_FORMAT_ERROR, WADI_FORMAT_ERROR_FORBIDDEN);
  g_assert_nonnull (strstr (error->message, "long-text.wadi:1:"));
  g_assert_nonnull (strstr (error->message, "the text of <description> is longer than 65536 bytes"));
  g_clear_error (&error);
  g_clear_pointer (&bytes, g_bytes_unref);

  text = g_string_new (generated_head);
  g_string_append (text, "<board id=\"");
  for (i = 0; i <= WADI_FORMAT_MAX_TEXT; i++)
    g_string_append_c (text, 'b');
  g_string_append (text, "\" columns=\"1\" rows=\"1\"/></scenario>");
  bytes = g_string_free_to_bytes (text);
  scenario = wadi_format_read_bytes (bytes, "long-attribute.wadi", &error);
  g_assert_null (scenario);
  g_assert_error (error, WADI_FORMAT_ERROR, WADI_FORMAT_ERROR_FORBIDDEN);
  g_assert_nonnull (strstr (error->message,
                            "long-attribute.wadi:1:86: attribute id of <board> is 65537 bytes long, expected at most 65536"));
}

static void
assert_bytes_fail (GString        *text,
                   WadiFormatError code,
                   const char     *message)
{
  g_autoptr(GBytes) bytes = g_string_free_to_bytes (text);
  g_autoptr(GError) error = NULL;
  g_autoptr(WadiScenario) scenario = wadi_format_read_bytes (bytes, "counts.wadi", &error);

  g_assert_null (scenario);
  g_assert_error (error, WADI_FORMAT_ERROR, (gint) code);
  if (strstr (error->message, message) == NULL)
    g_error ("the message “%s” does not contain “%s”", error->message, message);
}

/* One board, overlay or counter more than the limits allow. */
static void
test_count_limits (void)
{
  GString *text;
  int      i;

  text = g_string_new (generated_head);
  for (i = 0; i <= WADI_FORMAT_MAX_BOARDS; i++)
    g_string_append_printf (text, "\n<board id=\"%d\" columns=\"1\" rows=\"1\"/>", i);
  g_string_append (text, "</scenario>");
  assert_bytes_fail (text, WADI_FORMAT_ERROR_FORBIDDEN, "counts.wadi:66:1: too many boards, expected at most 64");

  text = g_string_new (generated_head);
  for (i = 0; i <= WADI_FORMAT_MAX_OVERLAYS; i++)
    g_string_append_printf (text, "\n<overlay id=\"W%d\"><board columns=\"1\" rows=\"1\"/></overlay>", i);
  g_string_append (text, "</scenario>");
  assert_bytes_fail (text, WADI_FORMAT_ERROR_FORBIDDEN, "counts.wadi:1026:1: too many overlays, expected at most 1024");

  text = g_string_new (generated_head);
  g_string_append (text, "<board id=\"1\" columns=\"1\" rows=\"1\"/><overlay id=\"W\"><board columns=\"1\" rows=\"1\"/></overlay>");
  for (i = 0; i <= WADI_FORMAT_MAX_PLACEMENTS; i++)
    g_string_append (text, "\n<place overlay=\"W\" at=\"A1\"/>");
  g_string_append (text, "</scenario>");
  assert_bytes_fail (text, WADI_FORMAT_ERROR_FORBIDDEN, "counts.wadi:4098:1: too many overlay placements, expected at most 4096");

  /* the hexes of all boards together: refused before they are allocated */
  text = g_string_new (generated_head);
  g_string_append (text, "\n<board id=\"1\" columns=\"1\" rows=\"1\"/>");
  g_string_append (text, "\n<board id=\"2\" columns=\"4096\" rows=\"4096\"/>");
  g_string_append (text, "</scenario>");
  assert_bytes_fail (text, WADI_FORMAT_ERROR_FORBIDDEN, "counts.wadi:3:1: the boards and overlays hold more than 16777216 hexes in all");
}

static void
test_read_missing_file (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(WadiScenario) scenario = load_path ("/nonexistent/wadi/none.wadi", &error);

  g_assert_null (scenario);
  g_assert_error (error, WADI_FORMAT_ERROR, WADI_FORMAT_ERROR_IO);
  g_assert_nonnull (strstr (error->message, "/nonexistent/wadi/none.wadi: could not open"));
}

static guint
count_entries (const char *dir_path)
{
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  guint n = 0;

  g_assert_nonnull (dir);
  while (g_dir_read_name (dir) != NULL)
    n++;
  return n;
}

static void
test_save_and_load_file (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("wadi-test-format-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "full.wadi", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(WadiScenario) scenario = build_full_scenario ();
  g_autoptr(WadiScenario) loaded = NULL;
  g_autoptr(GBytes) expected = wadi_format_write_bytes (scenario);
  g_autoptr(GBytes) written = NULL;
  g_autoptr(WadiScenario) other = small_scenario ("other");
  g_autofree char *link = NULL;
  g_autoptr(GFile) link_file = NULL;
  g_autoptr(GBytes) written_again = NULL;
  GStatBuf st;

  g_assert_no_error (error);
  g_assert_true (wadi_format_write_file (scenario, file, &error));
  g_assert_no_error (error);
  written = read_bytes_of (path);
  assert_bytes_equal (written, expected);
  loaded = wadi_format_read_file (file, &error);
  g_assert_no_error (error);
  g_assert_true (wadi_scenario_equal (scenario, loaded));

  /* saving over a file keeps its permissions and leaves nothing else */
  g_assert_cmpint (g_chmod (path, 0640), ==, 0);
  g_assert_true (wadi_format_write_file (other, file, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0640);
  g_assert_cmpuint (count_entries (dir), ==, 1);

  /* saving through a symbolic link replaces what it points to */
  link = g_build_filename (dir, "link.wadi", NULL);
  link_file = g_file_new_for_path (link);
  g_assert_true (g_file_make_symbolic_link (link_file, "full.wadi", NULL, &error));
  g_assert_no_error (error);
  g_assert_true (wadi_format_write_file (scenario, link_file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_test (link, G_FILE_TEST_IS_SYMLINK));
  written_again = read_bytes_of (path);
  assert_bytes_equal (written_again, expected);

  g_unlink (link);
  g_unlink (path);
  g_rmdir (dir);
}

/* A save that fails half way (the disk fills up) leaves the old file as it
 * was, and no temporary file behind. */
static void
test_failed_save_keeps_old_file (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("wadi-test-format-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "scenario.wadi", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(WadiScenario) old = small_scenario ("the old one");
  g_autoptr(WadiScenario) full = build_full_scenario ();
  g_autoptr(GBytes) old_bytes = NULL;
  g_autoptr(GBytes) after = NULL;
  gssize fail_after[] = { 0, 100, 4096 };
  gsize  i;

  g_assert_no_error (error);
  g_assert_true (wadi_format_write_file (old, file, &error));
  g_assert_no_error (error);
  old_bytes = read_bytes_of (path);

  for (i = 0; i < G_N_ELEMENTS (fail_after); i++)
    {
      g_autoptr(GBytes) now = NULL;

      wadi_format_fail_next_write_after (fail_after[i]);
      g_assert_false (wadi_format_write_file (full, file, &error));
      g_assert_error (error, WADI_FORMAT_ERROR, WADI_FORMAT_ERROR_IO);
      g_assert_nonnull (strstr (error->message, "could not save"));
      g_clear_error (&error);
      now = read_bytes_of (path);
      assert_bytes_equal (now, old_bytes);
      g_assert_cmpuint (count_entries (dir), ==, 1);
    }

  /* the hook is spent: the next save works */
  g_assert_true (wadi_format_write_file (full, file, &error));
  g_assert_no_error (error);
  after = read_bytes_of (path);
  g_assert_false (g_bytes_equal (after, old_bytes));

  g_unlink (path);
  g_rmdir (dir);
}

static void
test_save_into_read_only_folder (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(WadiScenario) old = small_scenario ("the old one");
  g_autoptr(WadiScenario) new = small_scenario ("the new one");
  g_autoptr(GBytes) old_bytes = NULL;
  g_autoptr(GBytes) now = NULL;

  if (geteuid () == 0)
    {
      g_test_skip ("running as root, which ignores folder permissions: a read-only folder cannot make the save fail");
      return;
    }

  dir = g_dir_make_tmp ("wadi-test-format-XXXXXX", &error);
  g_assert_no_error (error);
  path = g_build_filename (dir, "scenario.wadi", NULL);
  file = g_file_new_for_path (path);
  g_assert_true (wadi_format_write_file (old, file, &error));
  g_assert_no_error (error);
  old_bytes = read_bytes_of (path);

  g_assert_cmpint (g_chmod (dir, 0555), ==, 0);
  g_assert_false (wadi_format_write_file (new, file, &error));
  g_assert_error (error, WADI_FORMAT_ERROR, WADI_FORMAT_ERROR_IO);
  g_assert_cmpint (g_chmod (dir, 0755), ==, 0);

  now = read_bytes_of (path);
  assert_bytes_equal (now, old_bytes);
  g_assert_cmpuint (count_entries (dir), ==, 1);

  g_unlink (path);
  g_rmdir (dir);
}

/* A save never replaces what is not a regular file: a FIFO, a folder, or
 * a FIFO behind a symbolic link is refused, and left as it was. */
static void
test_save_refuses_non_regular_target (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("wadi-test-format-XXXXXX", &error);
  g_autofree char *fifo = g_build_filename (dir, "pipe.wadi", NULL);
  g_autofree char *link = g_build_filename (dir, "link.wadi", NULL);
  g_autofree char *folder = g_build_filename (dir, "folder.wadi", NULL);
  const char      *targets[] = { fifo, link, folder };
  g_autoptr(WadiScenario) scenario = small_scenario ("never written");
  GStatBuf st;
  gsize    i;

  g_assert_no_error (error);
  g_assert_cmpint (mkfifo (fifo, 0644), ==, 0);
  {
    g_autoptr(GFile) link_file = g_file_new_for_path (link);

    g_assert_true (g_file_make_symbolic_link (link_file, "pipe.wadi", NULL, &error));
    g_assert_no_error (error);
  }
  g_assert_cmpint (g_mkdir (folder, 0755), ==, 0);

  for (i = 0; i < G_N_ELEMENTS (targets); i++)
    {
      g_autoptr(GFile) file = g_file_new_for_path (targets[i]);

      g_assert_false (wadi_format_write_file (scenario, file, &error));
      g_assert_error (error, WADI_FORMAT_ERROR, WADI_FORMAT_ERROR_NOT_REGULAR);
      g_assert_nonnull (strstr (error->message, "expected a regular file"));
      g_clear_error (&error);
    }
  g_assert_cmpint (g_stat (fifo, &st), ==, 0);
  g_assert_true (S_ISFIFO (st.st_mode));
  g_assert_true (g_file_test (link, G_FILE_TEST_IS_SYMLINK));
  g_assert_cmpint (g_stat (folder, &st), ==, 0);
  g_assert_true (S_ISDIR (st.st_mode));
  /* and no temporary file was left */
  g_assert_cmpuint (count_entries (dir), ==, 3);

  g_unlink (link);
  g_unlink (fifo);
  g_rmdir (folder);
  g_rmdir (dir);
}

/* A file with no local path has no safe file to be written through: the
 * save is refused before anything is written, and so is the check, the
 * error naming the file.  (A resource: file: always there, never local.) */
static void
test_save_refuses_non_local (void)
{
  g_autoptr(GFile) file = g_file_new_for_uri ("resource:///io/github/wadieditor/nowhere/map.wadi");
  g_autofree char *name = g_file_get_parse_name (file);
  g_autoptr(WadiScenario) scenario = small_scenario ("never written");
  g_autoptr(GError) error = NULL;

  g_assert_null (g_file_get_path (file));
  g_assert_false (wadi_format_check_target (file, WADI_FORMAT_SAVE_DEFAULT, &error));
  g_assert_error (error, WADI_FORMAT_ERROR, WADI_FORMAT_ERROR_NOT_REGULAR);
  g_clear_error (&error);
  g_assert_false (wadi_format_write_file (scenario, file, &error));
  g_assert_error (error, WADI_FORMAT_ERROR, WADI_FORMAT_ERROR_NOT_REGULAR);
  g_test_message ("%s", error->message);
  g_assert_true (g_str_has_prefix (error->message, name));
  g_assert_nonnull (strstr (error->message, "not a local file"));
}

/* A save keeps the file's owner, group and permissions but not its set-id
 * bits. */
static void
test_save_keeps_owner_drops_setid (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("wadi-test-format-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "owned.wadi", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(WadiScenario) old = small_scenario ("the old one");
  g_autoptr(WadiScenario) new = small_scenario ("the new one");
  gboolean root = geteuid () == 0;
  GStatBuf st;

  g_assert_no_error (error);
  g_assert_true (wadi_format_write_file (old, file, &error));
  g_assert_no_error (error);
  if (root)
    g_assert_cmpint (chown (path, 12345, 23456), ==, 0);
  g_assert_cmpint (g_chmod (path, root ? 06750 : 04750), ==, 0);

  g_assert_true (wadi_format_write_file (new, file, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 07777, ==, root ? 0750 : 0750);
  if (root)
    {
      g_assert_cmpuint (st.st_uid, ==, 12345);
      g_assert_cmpuint (st.st_gid, ==, 23456);
    }
  else
    g_test_message ("not root: the owner cannot be changed, only the set-id bits are checked");

  g_unlink (path);
  g_rmdir (dir);
}

/* A hard-linked or read-only target is replaced only when the caller
 * allows it; wadi_format_check_target () says so without writing. */
static void
test_save_asks_before_hard_link_or_read_only (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("wadi-test-format-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "linked.wadi", NULL);
  g_autofree char *other = g_build_filename (dir, "other-name.wadi", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) dev_null = g_file_new_for_path ("/dev/null");
  g_autoptr(WadiScenario) old = small_scenario ("the old one");
  g_autoptr(WadiScenario) new = small_scenario ("the new one");
  g_autoptr(GBytes) old_bytes = NULL;
  g_autoptr(GBytes) now = NULL;
  g_autoptr(GBytes) other_bytes = NULL;
  GStatBuf st;

  g_assert_no_error (error);
  g_assert_true (wadi_format_write_file (old, file, &error));
  g_assert_no_error (error);
  old_bytes = read_bytes_of (path);
  g_assert_cmpint (link (path, other), ==, 0);

  g_assert_false (wadi_format_check_target (file, WADI_FORMAT_SAVE_DEFAULT, &error));
  g_assert_error (error, WADI_FORMAT_ERROR, WADI_FORMAT_ERROR_HARD_LINK);
  g_clear_error (&error);
  g_assert_false (wadi_format_write_file_full (new, file, WADI_FORMAT_SAVE_DEFAULT, &error));
  g_assert_error (error, WADI_FORMAT_ERROR, WADI_FORMAT_ERROR_HARD_LINK);
  g_assert_nonnull (strstr (error->message, "1 other hard links"));
  g_clear_error (&error);
  now = read_bytes_of (path);
  assert_bytes_equal (now, old_bytes);
  g_clear_pointer (&now, g_bytes_unref);

  g_assert_true (wadi_format_check_target (file, WADI_FORMAT_SAVE_SPLIT_HARD_LINK, &error));
  g_assert_no_error (error);
  g_assert_true (wadi_format_write_file_full (new, file, WADI_FORMAT_SAVE_SPLIT_HARD_LINK, &error));
  g_assert_no_error (error);
  now = read_bytes_of (path);
  g_assert_false (g_bytes_equal (now, old_bytes));
  g_clear_pointer (&now, g_bytes_unref);
  other_bytes = read_bytes_of (other);
  assert_bytes_equal (other_bytes, old_bytes);
  g_clear_pointer (&old_bytes, g_bytes_unref);
  old_bytes = read_bytes_of (path);

  /* read-only, also for root */
  g_assert_cmpint (g_chmod (path, 0444), ==, 0);
  g_assert_false (wadi_format_write_file_full (old, file, WADI_FORMAT_SAVE_DEFAULT, &error));
  g_assert_error (error, WADI_FORMAT_ERROR, WADI_FORMAT_ERROR_READ_ONLY);
  g_clear_error (&error);
  now = read_bytes_of (path);
  assert_bytes_equal (now, old_bytes);
  g_clear_pointer (&now, g_bytes_unref);
  g_assert_true (wadi_format_write_file_full (old, file, WADI_FORMAT_SAVE_REPLACE_READ_ONLY, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 07777, ==, 0444);

  /* Asking about a device only looks at it: nothing is written. */
  g_assert_false (wadi_format_check_target (dev_null, WADI_FORMAT_SAVE_SPLIT_HARD_LINK | WADI_FORMAT_SAVE_REPLACE_READ_ONLY, &error));
  g_assert_error (error, WADI_FORMAT_ERROR, WADI_FORMAT_ERROR_NOT_REGULAR);
  g_assert_nonnull (strstr (error->message, "a character device"));

  g_unlink (other);
  g_unlink (path);
  g_rmdir (dir);
}

static char *
make_temporary (const char *dir,
                const char *name,
                gint64      age_seconds)
{
  g_autoptr(GError) error = NULL;
  char *path = g_build_filename (dir, name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  guint64 mtime = (guint64) (g_get_real_time () / G_USEC_PER_SEC - age_seconds);

  g_assert_true (g_file_set_contents (path, "<scenario", -1, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_set_attribute_uint64 (file, G_FILE_ATTRIBUTE_TIME_MODIFIED, mtime,
                                              G_FILE_QUERY_INFO_NONE, NULL, &error));
  g_assert_no_error (error);
  return path;
}

/* A save names its temporary file .NAME.wadi-save-XXXXXX and removes the
 * ones a killed save of NAME left behind; a live save's (recent) one, and
 * files that are not Wadi's temporaries of NAME, stay. */
static void
test_save_removes_stale_temporaries (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("wadi-test-format-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "map.wadi", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(WadiScenario) scenario = small_scenario ("saved");
  g_autofree char *stale = make_temporary (dir, ".map.wadi.wadi-save-AbC123", 3600);
  g_autofree char *live = make_temporary (dir, ".map.wadi.wadi-save-XyZ789", 5);
  g_autofree char *other_target = make_temporary (dir, ".other.wadi.wadi-save-AbC123", 3600);
  g_autofree char *not_ours = make_temporary (dir, ".map.wadi.AbC123", 3600);

  g_assert_no_error (error);
  wadi_format_fail_next_write_after (10);
  g_assert_false (wadi_format_write_file (scenario, file, &error));
  g_clear_error (&error);
  /* a failed save removes its own temporary, and no other */
  g_assert_cmpuint (count_entries (dir), ==, 4);

  g_assert_true (wadi_format_write_file (scenario, file, &error));
  g_assert_no_error (error);
  g_assert_false (g_file_test (stale, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (live, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (other_target, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (not_ours, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (count_entries (dir), ==, 4);

  g_unlink (live);
  g_unlink (other_target);
  g_unlink (not_ours);
  g_unlink (path);
  g_rmdir (dir);
}

/* An ASL board wider than 208 columns: the hex in column 250 is written as
 * QQQQQQQQQQ4 and read back (it once made the file unreadable). */
static void
test_wide_asl_board_round_trip (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(WadiScenario) scenario = wadi_scenario_new (WADI_RULESET_ASL);
  g_autoptr(WadiScenario) loaded = NULL;
  g_autoptr(GBytes) bytes = NULL;
  WadiGridLayout flat = { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD };
  WadiBoard     *board = wadi_board_new ("1", 260, 10, flat, WADI_LABEL_ASL, 1);
  WadiHexCell    woods = board->default_cell;

  woods.terrain = WADI_TERRAIN_WOODS;
  wadi_board_set_cell (board, (WadiHex) { 250, 3 }, &woods);
  wadi_scenario_add_board (scenario, board);
  bytes = wadi_format_write_bytes (scenario);
  g_assert_nonnull (g_strstr_len (g_bytes_get_data (bytes, NULL), (gssize) g_bytes_get_size (bytes),
                                  "<hex at=\"QQQQQQQQQQ4\" terrain=\"woods\"/>"));
  loaded = wadi_format_read_bytes (bytes, "wide.wadi", &error);
  g_assert_no_error (error);
  g_assert_true (wadi_scenario_equal (scenario, loaded));
}

/* The writer refuses what the reader would refuse, before writing: the
 * old file stays.  A text at the limit saves and loads; one byte that
 * becomes U+FFFD (three bytes) takes it over. */
static void
test_save_refuses_what_would_not_load (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("wadi-test-format-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "limits.wadi", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(WadiScenario) at_limit = small_scenario ("at the limit");
  g_autoptr(WadiScenario) over_text = small_scenario ("over");
  g_autoptr(WadiScenario) over_boards = small_scenario ("too many boards");
  g_autoptr(WadiScenario) loaded = NULL;
  g_autoptr(GBytes) saved = NULL;
  g_autoptr(GBytes) now = NULL;
  WadiGridLayout flat = { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD };
  WadiCounter    unit = { 0 };
  int            i;

  g_assert_no_error (error);
  unit.kind = WADI_COUNTER_UNIT;
  unit.hex = (WadiHex) { 1, 1 };
  unit.name = g_strnfill (WADI_FORMAT_MAX_TEXT, 'x');
  wadi_scenario_add_counter (at_limit, &unit);
  unit.id = 0;
  unit.name[0] = '\x01'; /* written as U+FFFD */
  wadi_scenario_add_counter (over_text, &unit);
  wadi_counter_clear (&unit);
  for (i = 0; i < WADI_FORMAT_MAX_BOARDS; i++)
    {
      g_autofree char *id = g_strdup_printf ("b%d", i);

      wadi_scenario_add_board (over_boards, wadi_board_new (id, 2, 2, flat, WADI_LABEL_ASL, 1));
    }

  g_assert_true (wadi_format_write_file (at_limit, file, &error));
  g_assert_no_error (error);
  loaded = wadi_format_read_file (file, &error);
  g_assert_no_error (error);
  g_assert_true (wadi_scenario_equal (at_limit, loaded));
  saved = read_bytes_of (path);

  g_assert_false (wadi_format_write_file (over_text, file, &error));
  g_assert_error (error, WADI_FORMAT_ERROR, WADI_FORMAT_ERROR_FORBIDDEN);
  g_assert_nonnull (strstr (error->message, "a counter's name is 65538 bytes long, expected at most 65536"));
  g_clear_error (&error);
  g_assert_false (wadi_format_write_file (over_boards, file, &error));
  g_assert_error (error, WADI_FORMAT_ERROR, WADI_FORMAT_ERROR_FORBIDDEN);
  g_assert_nonnull (strstr (error->message, "65 boards, expected at most 64"));
  g_clear_error (&error);
  /* a force's set-up text too (format version 7) */
  {
    g_autoptr(WadiScenario) over_setup = wadi_scenario_new (WADI_RULESET_ASL);
    WadiScenarioSide force = { .name = (char *) "Germans" };
    WadiScenarioSide copy;

    force.setup = g_strnfill (WADI_FORMAT_MAX_TEXT + 1, 'x');
    wadi_scenario_side_copy_into (&copy, &force);
    g_free (force.setup);
    g_array_append_val (over_setup->sides, copy);
    g_assert_false (wadi_format_write_file (over_setup, file, &error));
    g_assert_error (error, WADI_FORMAT_ERROR, WADI_FORMAT_ERROR_FORBIDDEN);
    g_assert_nonnull (strstr (error->message, "a force's set-up is 65537 bytes long, expected at most 65536"));
    g_clear_error (&error);
  }
  now = read_bytes_of (path);
  assert_bytes_equal (now, saved);
  g_assert_cmpuint (count_entries (dir), ==, 1);

  g_unlink (path);
  g_rmdir (dir);
}

/* An '&' is one byte of a name however the file spells it: a board id and
 * a counter's name of nothing but '&'s, at the limit, save and load again
 * (the reader used to count "&#38;", five bytes, and refuse the file the
 * writer had just written); one more is refused by the save. */
static void
test_save_ampersands_at_the_limit (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("wadi-test-format-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "ampersands.wadi", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(WadiScenario) at_limit = wadi_scenario_new (WADI_RULESET_ASL);
  g_autoptr(WadiScenario) over = small_scenario ("over");
  g_autoptr(WadiScenario) loaded = NULL;
  g_autofree char *id = g_strnfill (WADI_FORMAT_MAX_TEXT, '&');
  WadiGridLayout   flat = { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD };
  WadiCounter      unit = { 0 };

  g_assert_no_error (error);
  g_assert_cmpuint (wadi_format_text_length (id), ==, WADI_FORMAT_MAX_TEXT);
  wadi_scenario_add_board (at_limit, wadi_board_new (id, 5, 5, flat, WADI_LABEL_ASL, 1));
  unit.kind = WADI_COUNTER_UNIT;
  unit.hex = (WadiHex) { 1, 1 };
  unit.name = g_strnfill (WADI_FORMAT_MAX_TEXT, '&');
  wadi_scenario_add_counter (at_limit, &unit);
  g_assert_true (wadi_format_write_file (at_limit, file, &error));
  g_assert_no_error (error);
  loaded = wadi_format_read_file (file, &error);
  g_assert_no_error (error);
  g_assert_true (wadi_scenario_equal (at_limit, loaded));

  g_free (unit.name);
  unit.name = g_strnfill (WADI_FORMAT_MAX_TEXT + 1, '&');
  unit.id = 0;
  wadi_scenario_add_counter (over, &unit);
  wadi_counter_clear (&unit);
  g_assert_false (wadi_format_write_file (over, file, &error));
  g_assert_error (error, WADI_FORMAT_ERROR, WADI_FORMAT_ERROR_FORBIDDEN);
  g_assert_nonnull (strstr (error->message, "a counter's name is 65537 bytes long, expected at most 65536"));

  g_unlink (path);
  g_rmdir (dir);
}

/* Format version 3: the map */

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

static void
assert_contains (GBytes     *bytes,
                 const char *part)
{
  g_autofree char *text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));

  if (strstr (text, part) == NULL)
    g_error ("the file does not contain “%s”:\n%s", part, text);
}

/* Three ASL geomorphic boards: 25 at the map's origin, 14 below it, 13
 * east of 25 turned 180 degrees; terrain, a hexside and counters on the
 * hexes they share, an overlay across a seam, and one shared hex whose
 * halves differ. */
static WadiScenario *
build_three_board_map (void)
{
  WadiScenario    *scenario = wadi_scenario_new (WADI_RULESET_ASL);
  GPtrArray       *boards = g_ptr_array_new ();
  WadiBoard       *b25 = wadi_board_new_geomorphic ("25");
  WadiBoard       *b14 = wadi_board_new_geomorphic ("14");
  WadiBoard       *b13 = wadi_board_new_geomorphic ("13");
  WadiBoard       *fragment = wadi_board_new ("W1", 2, 2, (WadiGridLayout) { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD },
                                              WADI_LABEL_ASL, 1);
  WadiMapPlacement placements[3] = { { wadi_map_geomorphic_origin (0, 0), 0 },
                                     { wadi_map_geomorphic_origin (0, 1), 0 },
                                     { wadi_map_geomorphic_origin (1, 0), 3 } };
  WadiHexCell      woods = make_cell (WADI_TERRAIN_WOODS, 0, WADI_DEPRESSION_NONE, 0, 0);
  WadiHexCell      gully = make_cell (WADI_TERRAIN_OPEN, 0, WADI_DEPRESSION_GULLY, -1, 0);
  WadiHexCell      grain = make_cell (WADI_TERRAIN_GRAIN, 0, WADI_DEPRESSION_NONE, 0, 0);
  WadiHexCell      brush = make_cell (WADI_TERRAIN_BRUSH, 1, WADI_DEPRESSION_NONE, 0, 0);
  WadiHexCell      wadi = make_cell (WADI_TERRAIN_OPEN, 0, WADI_DEPRESSION_WADI, -1, 0);
  WadiHex          hex;
  g_autoptr(GError) error = NULL;

  /* 25GG5 is the turned 13's GG6: woods on both halves */
  g_assert_true (wadi_board_parse_hex (b25, "GG5", &hex, NULL));
  wadi_board_set_cell (b25, hex, &woods);
  g_assert_true (wadi_board_set_side (b25, (WadiHexside) { hex, 0 }, WADI_SIDE_WALL));
  g_assert_true (wadi_board_parse_hex (b13, "GG6", &hex, NULL));
  wadi_board_set_cell (b13, hex, &woods);
  /* 25B10 is 14B0: a gully on both halves, and on into 14 */
  g_assert_true (wadi_board_parse_hex (b25, "B10", &hex, NULL));
  wadi_board_set_cell (b25, hex, &gully);
  g_assert_true (wadi_board_parse_hex (b14, "B0", &hex, NULL));
  wadi_board_set_cell (b14, hex, &gully);
  g_assert_true (wadi_board_parse_hex (b14, "B1", &hex, NULL));
  wadi_board_set_cell (b14, hex, &gully);
  /* 25D10 is 14D0, but the boards were drawn apart */
  g_assert_true (wadi_board_parse_hex (b25, "D10", &hex, NULL));
  wadi_board_set_cell (b25, hex, &grain);
  g_assert_true (wadi_board_parse_hex (b14, "D0", &hex, NULL));
  wadi_board_set_cell (b14, hex, &brush);
  g_assert_true (wadi_board_parse_hex (b13, "K3", &hex, NULL));
  wadi_board_set_cell (b13, hex, &brush);
  g_ptr_array_add (boards, b25);
  g_ptr_array_add (boards, b14);
  g_ptr_array_add (boards, b13);
  g_assert_true (wadi_scenario_set_boards (scenario, boards, placements, NULL, &error));
  g_assert_no_error (error);

  wadi_board_set_cell (fragment, (WadiHex) { 0, 0 }, &wadi);
  wadi_board_set_cell (fragment, (WadiHex) { 0, 1 }, &wadi);
  add_placement (scenario, wadi_scenario_add_overlay (scenario, "W1", fragment), 0,
                 (WadiHex) { 6, 10 }, 0); /* 25G10, and below it 14G1 */

  add_counter (scenario, 1, WADI_COUNTER_UNIT, 0, location (scenario, "25GG5"), 0, 0, FALSE, WADI_UNIT_INFANTRY,
               WADI_POSITION_GROUND, "German", "4-6-7");
  /* add_counter takes board 0's own hexes, which are the map's here */
  add_counter (scenario, 2, WADI_COUNTER_CREST, 0, location (scenario, "14B0"), 2, 0, FALSE, 0, 0, NULL, NULL);
  add_counter (scenario, 3, WADI_COUNTER_CREST, 0, location (scenario, "13K3"), 4, 0, FALSE, 0, 0, NULL, NULL);
  add_counter (scenario, 4, WADI_COUNTER_VEHICLE_CREST, 0, location (scenario, "14E5"), 0, 3, FALSE,
               WADI_UNIT_FULLY_TRACKED, 0, NULL, NULL);
  return scenario;
}

static void
test_version_3_three_boards (void)
{
  g_autoptr(WadiScenario) scenario = build_three_board_map ();
  g_autoptr(WadiScenario) loaded = NULL;
  g_autoptr(GBytes) bytes = wadi_format_write_bytes (scenario);
  g_autoptr(GBytes) again = NULL;
  g_autoptr(GError) error = NULL;
  const WadiMapMismatch *mismatch;

  /* the map as built: the joins, the shared terrain, the mismatch */
  g_assert_true (wadi_hex_equal (location (scenario, "25GG5"), location (scenario, "13GG6")));
  g_assert_true (wadi_hex_equal (location (scenario, "25B10"), location (scenario, "14B0")));
  g_assert_cmpint (wadi_scenario_grid (scenario)->cols, ==, 2 * WADI_GEOMORPHIC_COLUMNS - 1);
  g_assert_cmpint (wadi_scenario_grid (scenario)->rows, ==, 2 * WADI_GEOMORPHIC_ROWS - 1);
  g_assert_cmpint (wadi_board_cell (wadi_scenario_grid (scenario), location (scenario, "13GG6"))->terrain, ==,
                   WADI_TERRAIN_WOODS);
  mismatch = wadi_map_find_mismatch (scenario->map, location (scenario, "14D0"));
  g_assert_nonnull (mismatch);
  g_assert_cmpint (mismatch->cell.terrain, ==, WADI_TERRAIN_BRUSH);

  assert_schema_valid (bytes);
  assert_contains (bytes, "version=\"8\"");
  assert_contains (bytes, "<board id=\"25\" columns=\"33\" rows=\"11\" orientation=\"flat-top\" stagger=\"odd\" "
                          "labels=\"asl\" first-row=\"0\" terrain=\"open\"");
  assert_contains (bytes, "<board id=\"14\" columns=\"33\" rows=\"11\" orientation=\"flat-top\" stagger=\"odd\" "
                          "labels=\"asl\" first-row=\"0\" map-row=\"10\" terrain=\"open\"");
  assert_contains (bytes, "<board id=\"13\" columns=\"33\" rows=\"11\" orientation=\"flat-top\" stagger=\"odd\" "
                          "labels=\"asl\" first-row=\"0\" map-column=\"32\" turn=\"180\" terrain=\"open\"");
  /* each half of a shared hex in its own board, the mismatch too */
  assert_contains (bytes, "<hex at=\"GG6\" terrain=\"woods\"/>");
  assert_contains (bytes, "<hex at=\"D10\" terrain=\"grain\"/>");
  assert_contains (bytes, "<hex at=\"D0\" terrain=\"brush\" level=\"1\"/>");
  /* what stands on a shared hex is written with the first board covering it */
  assert_contains (bytes, "<counter id=\"1\" kind=\"unit\" board=\"25\" at=\"GG5\"");
  /* directions are as the map lies, turned board or not (docs/format.md) */
  assert_contains (bytes, "<counter id=\"3\" kind=\"crest\" board=\"13\" at=\"K3\" centre=\"sw\"/>");
  assert_contains (bytes, "<counter id=\"2\" kind=\"crest\" board=\"25\" at=\"B10\" centre=\"se\"/>");
  assert_contains (bytes, "<counter id=\"4\" kind=\"vehicle-crest\" board=\"14\" at=\"E5\" vertex=\"3\"");
  assert_contains (bytes, "<place overlay=\"W1\" board=\"25\" at=\"G10\" orientation=\"0\"/>");

  loaded = wadi_format_read_bytes (bytes, "three-boards.wadi", &error);
  g_assert_no_error (error);
  g_assert_true (wadi_scenario_equal (loaded, scenario));
  g_assert_cmpuint (wadi_map_get_board (loaded->map, 2)->turn, ==, 3);
  g_assert_true (wadi_hex_equal (wadi_map_get_board (loaded->map, 2)->origin, wadi_map_geomorphic_origin (1, 0)));
  g_assert_nonnull (wadi_map_find_mismatch (loaded->map, location (loaded, "25D10")));
  again = wadi_format_write_bytes (loaded);
  assert_bytes_equal (again, bytes);
}

/* Version 2 had no map: its boards lie one below the other, geomorphic
 * ones sharing their half hexes; saved, they are version 3 boards at
 * those places. */
static void
test_version_2_boards_lie_below (void)
{
  static const char v2[] = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                           "<scenario xmlns=\"https://wadieditor.github.io/ns/scenario\" version=\"2\" ruleset=\"asl\">\n"
                           "  <board id=\"25\" columns=\"33\" rows=\"11\" first-row=\"0\">\n"
                           "    <hex at=\"B10\" terrain=\"woods\"/>\n"
                           "  </board>\n"
                           "  <board id=\"14\" columns=\"33\" rows=\"11\" first-row=\"0\">\n"
                           "    <hex at=\"B0\" terrain=\"woods\"/>\n"
                           "    <hex at=\"D0\" terrain=\"brush\"/>\n"
                           "  </board>\n"
                           "  <board id=\"N\" columns=\"4\" rows=\"3\" labels=\"numeric\"/>\n"
                           "  <counter id=\"1\" kind=\"ford\" board=\"14\" at=\"E5\"/>\n"
                           "  <counter id=\"2\" kind=\"wire\" at=\"14B0\"/>\n"
                           "  <counter id=\"3\" kind=\"foxhole\" board=\"N\" at=\"0203\"/>\n"
                           "</scenario>\n";
  g_autoptr(GBytes) bytes = g_bytes_new_static (v2, sizeof v2 - 1);
  g_autoptr(GError) error = NULL;
  g_autoptr(WadiScenario) scenario = wadi_format_read_bytes (bytes, "v2.wadi", &error);
  g_autoptr(WadiScenario) reloaded = NULL;
  g_autoptr(GBytes) saved = NULL;
  const WadiMapMismatch *mismatch;

  g_assert_no_error (error);
  g_assert_cmpuint (wadi_map_board_count (scenario->map), ==, 3);
  /* 33 columns; 11 rows of 25, 10 more of 14, 3 of N */
  g_assert_cmpint (wadi_scenario_grid (scenario)->cols, ==, 33);
  g_assert_cmpint (wadi_scenario_grid (scenario)->rows, ==, 11 + 10 + 3);
  g_assert_true (wadi_hex_equal (location (scenario, "25B10"), location (scenario, "14B0")));
  g_assert_true (wadi_hex_equal (location (scenario, "14B0"), (WadiHex) { 1, 10 }));
  g_assert_true (wadi_hex_equal (wadi_map_to_map (scenario->map, 2, (WadiHex) { 0, 0 }), (WadiHex) { 0, 21 }));
  /* the halves of B10/B0 agree, those of D10/D0 do not */
  g_assert_cmpint (wadi_board_cell (wadi_scenario_grid (scenario), (WadiHex) { 1, 10 })->terrain, ==,
                   WADI_TERRAIN_WOODS);
  g_assert_null (wadi_map_find_mismatch (scenario->map, (WadiHex) { 1, 10 }));
  mismatch = wadi_map_find_mismatch (scenario->map, location (scenario, "14D0"));
  g_assert_nonnull (mismatch);
  g_assert_cmpint (mismatch->cell.terrain, ==, WADI_TERRAIN_BRUSH);
  g_assert_cmpint (wadi_board_cell (wadi_scenario_grid (scenario), location (scenario, "25D10"))->terrain, ==,
                   WADI_TERRAIN_OPEN);
  g_assert_true (wadi_hex_equal (wadi_scenario_find_counter (scenario, 1)->hex, location (scenario, "14E5")));
  g_assert_true (wadi_hex_equal (wadi_scenario_find_counter (scenario, 1)->hex, (WadiHex) { 4, 15 }));
  g_assert_true (wadi_hex_equal (wadi_scenario_find_counter (scenario, 2)->hex, (WadiHex) { 1, 10 }));
  g_assert_true (wadi_hex_equal (wadi_scenario_find_counter (scenario, 3)->hex, (WadiHex) { 1, 23 }));

  saved = wadi_format_write_bytes (scenario);
  assert_contains (saved, "version=\"8\"");
  assert_contains (saved, "<board id=\"14\" columns=\"33\" rows=\"11\" orientation=\"flat-top\" stagger=\"odd\" "
                          "labels=\"asl\" first-row=\"0\" map-row=\"10\"");
  assert_contains (saved, "<board id=\"N\" columns=\"4\" rows=\"3\" orientation=\"flat-top\" stagger=\"odd\" "
                          "labels=\"numeric\" first-column=\"1\" first-row=\"1\" map-row=\"21\"");
  assert_contains (saved, "<counter id=\"2\" kind=\"wire\" board=\"25\" at=\"B10\"/>");
  reloaded = wadi_format_read_bytes (saved, "v3.wadi", &error);
  g_assert_no_error (error);
  g_assert_true (wadi_scenario_equal (reloaded, scenario));
}

/* Boards of a version 1 or 2 file that cannot lie one below the other on
 * one grid are refused, with where and why. */
static void
test_version_2_boards_of_two_grids (void)
{
  static const char v2[] = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                           "<scenario xmlns=\"https://wadieditor.github.io/ns/scenario\" version=\"2\" ruleset=\"toi\">\n"
                           "  <board id=\"F\" columns=\"4\" rows=\"3\" labels=\"numeric\"/>\n"
                           "  <board id=\"P\" columns=\"4\" rows=\"3\" orientation=\"pointy-top\" labels=\"numeric\"/>\n"
                           "</scenario>\n";
  g_autoptr(GBytes) bytes = g_bytes_new_static (v2, sizeof v2 - 1);
  g_autoptr(GError) error = NULL;
  g_autoptr(WadiScenario) scenario = wadi_format_read_bytes (bytes, "two-grids.wadi", &error);

  g_assert_null (scenario);
  g_assert_error (error, WADI_FORMAT_ERROR, WADI_FORMAT_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "two-grids.wadi:5:1: "));
  g_assert_nonnull (strstr (error->message, "board P has pointy-top hexes, but the map's are flat-top"));
  g_assert_nonnull (strstr (error->message, "expected"));
}

/* The example of three boards lies as its description says. */
static void
test_three_boards_example (void)
{
  g_autofree char *dir = examples_dir ();
  g_autofree char *path = g_build_filename (dir, "asl-three-boards.wadi", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(WadiScenario) example = NULL;

  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    {
      g_test_skip ("no data/examples/asl-three-boards.wadi");
      return;
    }
  example = load_path (path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (wadi_map_board_count (example->map), ==, 3);
  g_assert_true (wadi_hex_equal (location (example, "25B10"), location (example, "14B0")));
  g_assert_true (wadi_hex_equal (location (example, "25GG5"), location (example, "13GG6")));
  g_assert_cmpuint (wadi_map_get_board (example->map, 2)->turn, ==, 3);
}

/* Counters listed from the highest id down load sorted, as a file that
 * lists them up; inserting each in its place made 200 000 of them take
 * 32 s (issue #12): they are appended and sorted once. */
static void
test_reader_descending_counters (void)
{
  GString *text = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                                "<scenario xmlns=\"" WADI_FORMAT_NAMESPACE "\" version=\"4\" ruleset=\"asl\">\n"
                                "  <board id=\"25\" columns=\"33\" rows=\"11\" first-row=\"0\"/>\n");
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GBytes) written = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(WadiScenario) scenario = NULL;
  const guint n = 20000;

  for (guint id = n; id > 0; id--)
    g_string_append_printf (text, "  <counter id=\"%u\" kind=\"ford\" board=\"25\" at=\"D%u\"/>\n", id, 1 + id % 10);
  g_string_append (text, "</scenario>\n");
  bytes = g_string_free_to_bytes (text);
  scenario = wadi_format_read_bytes (bytes, "descending.wadi", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (scenario->counters->len, ==, n);
  for (guint i = 0; i < n; i++)
    g_assert_cmpuint (g_array_index (scenario->counters, WadiCounter, i).id, ==, i + 1);
  g_assert_cmpuint (scenario->next_counter_id, ==, n + 1);
  g_assert_nonnull (wadi_scenario_find_counter (scenario, 777));
  /* Written in order of id, it reads back the same. */
  written = wadi_format_write_bytes (scenario);
  g_clear_pointer (&scenario, wadi_scenario_free);
  scenario = wadi_format_read_bytes (written, "ascending.wadi", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (scenario->counters->len, ==, n);
}

static void
record_progress (double   fraction,
                 gpointer data)
{
  GArray *fractions = data;

  g_array_append_val (fractions, fraction);
}

static void
cancel_at_first_chunk (double   fraction,
                       gpointer data)
{
  g_cancellable_cancel (data);
}

/* Read in a thread: progress by the bytes read, rising to 1; cancelled,
 * nothing is returned and the error says so. */
static void
test_read_progress_and_cancel (void)
{
  g_autoptr(WadiScenario) scenario = wadi_scenario_new (WADI_RULESET_ASL);
  g_autoptr(WadiScenario) loaded = NULL;
  g_autoptr(WadiScenario) cancelled = NULL;
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GArray) fractions = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("wadi-read-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "big.wadi", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  WadiBoard *board = wadi_board_new ("1", 200, 200, (WadiGridLayout) { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD },
                                     WADI_LABEL_NUMERIC, 1);

  /* varied hexes: a file of several chunks */
  for (int row = 0; row < 200; row++)
    for (int col = 0; col < 200; col++)
      {
        WadiHexCell cell = { 0 };

        cell.terrain = (guint8) ((col + row) % WADI_TERRAIN_COUNT);
        cell.level = (gint8) (row % 5);
        wadi_board_set_cell (board, (WadiHex) { col, row }, &cell);
      }
  wadi_scenario_add_board (scenario, board);
  g_assert_true (wadi_format_write_file (scenario, file, &error));
  g_assert_no_error (error);

  loaded = wadi_format_read_file_full (file, NULL, record_progress, fractions, &error);
  g_assert_no_error (error);
  g_assert_true (wadi_scenario_equal (loaded, scenario));
  g_assert_cmpuint (fractions->len, >, 2);
  for (guint i = 1; i < fractions->len; i++)
    g_assert_cmpfloat (g_array_index (fractions, double, i), >, g_array_index (fractions, double, i - 1));
  g_assert_cmpfloat (g_array_index (fractions, double, fractions->len - 1), ==, 1.0);

  cancelled = wadi_format_read_file_full (file, cancellable, cancel_at_first_chunk, cancellable, &error);
  g_assert_null (cancelled);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_remove (path);
  g_rmdir (dir);
}

/* A save cancelled before it replaces the file leaves it, and its
 * folder, as they were. */
static void
test_save_cancelled (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wadi-cancel-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "map.wadi", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(WadiScenario) scenario = wadi_scenario_new (WADI_RULESET_ASL);
  g_autofree char *contents = NULL;
  g_autoptr(GDir) listing = NULL;
  guint files = 0;

  g_assert_true (g_file_set_contents (path, "the old file", -1, NULL));
  wadi_scenario_add_board (scenario, wadi_board_new_geomorphic ("25"));
  g_cancellable_cancel (cancellable);
  g_assert_false (wadi_format_write_file_cancellable (scenario, file, WADI_FORMAT_SAVE_DEFAULT, cancellable, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, "the old file");
  listing = g_dir_open (dir, 0, NULL);
  while (g_dir_read_name (listing) != NULL)
    files++;
  g_assert_cmpuint (files, ==, 1);
  g_remove (path);
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/format/examples/round-trip", test_examples_round_trip);
  g_test_add_func ("/format/examples/asl-is-the-fixture", test_asl_example_is_the_fixture);
  g_test_add_func ("/format/examples/toi-is-the-fixture", test_toi_example_is_the_fixture);
  g_test_add_func ("/format/examples/toi-movement-is-the-fixture", test_toi_movement_example_is_the_fixture);
  g_test_add_func ("/format/examples/documented", test_documented_example);
  g_test_add_func ("/format/round-trip/every-feature", test_full_round_trip);
  g_test_add_func ("/format/round-trip/pointy-top", test_pointy_round_trip);
  g_test_add_func ("/format/round-trip/version-4", test_version_4_round_trip);
  g_test_add_func ("/format/round-trip/version-5", test_version_5_round_trip);
  g_test_add_func ("/format/round-trip/version-6", test_version_6_round_trip);
  g_test_add_func ("/format/round-trip/version-7", test_version_7_round_trip);
  g_test_add_func ("/format/round-trip/version-8", test_version_8_round_trip);
  g_test_add_func ("/format/round-trip/ssrs-of-the-ruleset", test_ssrs_of_the_ruleset);
  g_test_add_func ("/format/map/version-3-three-boards", test_version_3_three_boards);
  g_test_add_func ("/format/map/version-2-boards-lie-below", test_version_2_boards_lie_below);
  g_test_add_func ("/format/map/version-2-boards-of-two-grids", test_version_2_boards_of_two_grids);
  g_test_add_func ("/format/examples/three-boards", test_three_boards_example);
  g_test_add_func ("/format/round-trip/empty", test_empty_scenario);
  g_test_add_func ("/format/round-trip/wide-asl-board", test_wide_asl_board_round_trip);
  g_test_add_func ("/format/writer/output", test_writer_output);
  g_test_add_func ("/format/writer/sanitizes-text", test_writer_sanitizes_text);
  g_test_add_func ("/format/writer/quotes-only-in-attributes", test_writer_quotes_only_in_attributes);
  g_test_add_func ("/format/reader/large-file-long-attribute", test_reader_large_file_long_attribute);
  g_test_add_func ("/format/reader/huge-comment", test_reader_huge_comment);
  g_test_add_func ("/format/reader/accepts", test_reader_accepts);
  g_test_add_func ("/format/reader/version-1", test_version_1_loads);
  g_test_add_func ("/format/reader/bad-corpus", test_bad_corpus);
  g_test_add_func ("/format/reader/bad-corpus-is-silent", test_bad_corpus_is_silent);
  g_test_add_func ("/format/reader/generated-limits", test_generated_limits);
  g_test_add_func ("/format/reader/text-limits", test_text_limits);
  g_test_add_func ("/format/reader/count-limits", test_count_limits);
  g_test_add_func ("/format/reader/descending-counters", test_reader_descending_counters);
  g_test_add_func ("/format/reader/missing-file", test_read_missing_file);
  g_test_add_func ("/format/save/file", test_save_and_load_file);
  g_test_add_func ("/format/save/failure-keeps-old-file", test_failed_save_keeps_old_file);
  g_test_add_func ("/format/save/read-only-folder", test_save_into_read_only_folder);
  g_test_add_func ("/format/save/refuses-non-regular", test_save_refuses_non_regular_target);
  g_test_add_func ("/format/save/refuses-non-local", test_save_refuses_non_local);
  g_test_add_func ("/format/save/keeps-owner-drops-setid", test_save_keeps_owner_drops_setid);
  g_test_add_func ("/format/save/hard-link-and-read-only", test_save_asks_before_hard_link_or_read_only);
  g_test_add_func ("/format/save/stale-temporaries", test_save_removes_stale_temporaries);
  g_test_add_func ("/format/save/refuses-what-would-not-load", test_save_refuses_what_would_not_load);
  g_test_add_func ("/format/save/ampersands-at-the-limit", test_save_ampersands_at_the_limit);
  g_test_add_func ("/format/read/progress-and-cancel", test_read_progress_and_cancel);
  g_test_add_func ("/format/save/cancelled", test_save_cancelled);

  return g_test_run ();
}
