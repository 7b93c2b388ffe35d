/* test-trace-samples.c: colour samples, read from a picture and as JSON */
#include "config.h"

#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "wadi-test-trace.h"

static void
test_class_names (void)
{
  WadiTraceClass   klass;
  g_autofree char *woods = NULL;
  g_autofree char *stream = NULL;

  g_assert_true (wadi_trace_class_from_string ("woods", &klass));
  g_assert_cmpint (klass.terrain, ==, WADI_TERRAIN_WOODS);
  g_assert_cmpint (klass.depression, ==, WADI_DEPRESSION_NONE);
  woods = wadi_trace_class_to_string (klass);
  g_assert_cmpstr (woods, ==, "woods");
  g_assert_true (wadi_trace_class_from_string ("open/stream", &klass));
  g_assert_cmpint (klass.depression, ==, WADI_DEPRESSION_STREAM);
  stream = wadi_trace_class_to_string (klass);
  g_assert_cmpstr (stream, ==, "open/stream");
  g_assert_true (wadi_trace_class_from_string ("grain/none", &klass));
  g_assert_cmpint (klass.terrain, ==, WADI_TERRAIN_GRAIN);
  g_assert_false (wadi_trace_class_from_string ("jungle", &klass));
  g_assert_false (wadi_trace_class_from_string ("open/river", &klass));
  g_assert_false (wadi_trace_class_from_string ("", &klass));
}

static void
test_json_round_trip (void)
{
  g_autoptr (WadiTraceSamples) samples = wadi_trace_samples_new ();
  g_autoptr (WadiTraceSamples) back = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *json = NULL;
  g_autofree char *again = NULL;
  /* 92.62 as a designer's picture gives it: written to a quarter */
  WadiTraceColour woods = { { 92.62f, -30.25f, 40.0f }, { 8.0f, 3.5f, 6.0f } };
  WadiTraceColour gully = { { 48.0f, 14.0f, 33.0f }, { 2.0f, 1.0f, 1.5f } };
  WadiTraceColour wall = { { 30.0f, 0.0f, 2.0f }, { 12.0f, 1.0f, 1.0f } };
  WadiTraceClass  klass;
  WadiTraceColour colour;
  guint           features;

  wadi_trace_samples_add (samples, (WadiTraceClass) { WADI_TERRAIN_WOODS, WADI_DEPRESSION_NONE }, &woods);
  wadi_trace_samples_add (samples, (WadiTraceClass) { WADI_TERRAIN_OPEN, WADI_DEPRESSION_GULLY }, &gully);
  wadi_trace_samples_add_side_colour (samples, WADI_SIDE_WALL, &wall);
  wadi_trace_samples_add_side_colour (samples, 0, &gully);
  json = wadi_trace_samples_to_json (samples);
  g_assert_nonnull (strstr (json, "\"wadi-trace-samples\" : 1"));
  g_assert_nonnull (strstr (json, "\"open/gully\""));
  g_assert_nonnull (strstr (json, "\"wall\""));
  g_assert_nonnull (strstr (json, "92.5,"));
  g_assert_null (strstr (json, "0000"));
  back = wadi_trace_samples_new_from_json (json, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (wadi_trace_samples_get_count (back), ==, 2);
  wadi_trace_samples_get (back, 0, &klass, &colour);
  g_assert_cmpint (klass.terrain, ==, WADI_TERRAIN_WOODS);
  g_assert_cmpfloat_with_epsilon (colour.mean[1], -30.25, 1e-4);
  g_assert_cmpfloat_with_epsilon (colour.spread[1], 3.5, 1e-4);
  g_assert_cmpuint (wadi_trace_samples_get_side_count (back), ==, 2);
  wadi_trace_samples_get_side (back, 0, &features, &colour);
  g_assert_cmpuint (features, ==, WADI_SIDE_WALL);
  wadi_trace_samples_get_side (back, 1, &features, NULL);
  g_assert_cmpuint (features, ==, 0);
  /* the same text again */
  again = wadi_trace_samples_to_json (back);
  g_assert_cmpstr (again, ==, json);
}

static void
expect_json_error (const char *text,
                   const char *fragment)
{
  g_autoptr (GError) error = NULL;
  WadiTraceSamples *samples = wadi_trace_samples_new_from_json (text, -1, &error);

  g_assert_null (samples);
  g_assert_error (error, WADI_TRACE_ERROR, WADI_TRACE_ERROR_SAMPLES);
  if (strstr (error->message, fragment) == NULL)
    g_error ("“%s” does not say “%s”", error->message, fragment);
}

static void
test_json_errors (void)
{
  expect_json_error ("{", "Trace samples");
  expect_json_error ("{\"wadi-trace-samples\": 1,\n  \"hexes\" []}", "Trace samples: line 2, column 9: Parse error: ");
  /* found by fuzz-trace-samples: json-glib's refusal did not say where */
  expect_json_error ("{\"wadi-trace-samples\":1,\n \xe9\"hexes\":[]}",
                     "Trace samples: line 2, column 2: expected UTF-8 text");
  /* found by fuzz-trace-samples: a critical warning, not this refusal */
  expect_json_error ("{\"wadi-trace-samples\": 1, \"hexes\": [{\"class\": [1], \"mean\": [1,2,3], \"spread\": [1,1,1]}]}",
                     "hex sample 1: expected a “class” string");
  expect_json_error ("{\"wadi-trace-samples\": 1, \"hexes\": [], \"hexsides\": [{\"feature\": {}, \"mean\": [1,2,3], \"spread\": [1,1,1]}]}",
                     "hexside sample 1: expected a “feature” string");
  {
    g_autoptr (GError) error = NULL;

    g_assert_null (wadi_trace_samples_new_from_json ("{\"wadi-trace-samples\":1,\0\"hexes\":[]}", 26, &error));
    g_assert_nonnull (strstr (error->message, "line 1, column 25: expected UTF-8 text"));
  }
  /* json-glib recurses: a hundred thousand "[" overflowed the stack */
  {
    g_autofree char *open = g_strnfill (100000, '[');
    g_autofree char *close = g_strnfill (100000, ']');
    g_autofree char *deep = g_strconcat ("{\"wadi-trace-samples\": 1, \"hexes\": [],\n \"x\": ", open, close, "}", NULL);

    expect_json_error (deep, "line 2, column 38: nested too deeply, expected at most 32 levels");
  }
  /* brackets in strings are text, after an escaped quote too */
  expect_json_error ("{\"wadi-trace-samples\": 1, \"hexes\": [{\"class\": \"\\\"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[\", "
                     "\"mean\": [1,2,3], \"spread\": [1,1,1]}]}",
                     "hex sample 1: expected a terrain");
  /* json-glib reads comments and single-quoted strings: a quote in one
   * hid the brackets after it from the count, and 200 000 of them
   * overflowed the stack again (the review of stop 51) */
  expect_json_error ("{\"wadi-trace-samples\": 1, /* \" */ \"hexes\": []}",
                     "line 1, column 27: a single-quoted string or a comment, expected JSON");
  expect_json_error ("{\"wadi-trace-samples\": 1, \"hexes\": [], 'y': '\"'}",
                     "line 1, column 40: a single-quoted string or a comment, expected JSON");
  expect_json_error ("[]", "expected an object");
  expect_json_error ("{\"hexes\": []}", "version 1");
  expect_json_error ("{\"wadi-trace-samples\": 2, \"hexes\": []}", "version 1");
  expect_json_error ("{\"wadi-trace-samples\": 1}", "hexes: expected an array");
  expect_json_error ("{\"wadi-trace-samples\": 1, \"hexes\": [{\"class\": \"jungle\", \"mean\": [1,2,3], \"spread\": [1,1,1]}]}",
                     "hex sample 1: expected a terrain");
  expect_json_error ("{\"wadi-trace-samples\": 1, \"hexes\": [{\"class\": \"woods\", \"mean\": [1,2], \"spread\": [1,1,1]}]}",
                     "hex sample 1, “mean”: expected an array of 3 numbers");
  expect_json_error ("{\"wadi-trace-samples\": 1, \"hexes\": [{\"class\": \"woods\", \"mean\": [1,2,3], \"spread\": [1,-1,1]}]}",
                     "not negative");
  expect_json_error ("{\"wadi-trace-samples\": 1, \"hexes\": [], \"hexsides\": [{\"feature\": \"wall hedge\", \"mean\": [1,2,3], \"spread\": [1,1,1]}]}",
                     "hexside sample 1: expected one hexside feature");
}

static void
test_ruleset (void)
{
  g_autoptr (WadiTraceSamples) samples = wadi_trace_samples_new ();
  g_autoptr (GError) error = NULL;
  WadiTraceColour colour = { { 50, 0, 0 }, { 1, 1, 1 } };

  g_assert_false (wadi_trace_samples_check_ruleset (samples, WADI_RULESET_ASL, &error));
  g_assert_error (error, WADI_TRACE_ERROR, WADI_TRACE_ERROR_SAMPLES);
  g_clear_error (&error);
  wadi_trace_samples_add (samples, (WadiTraceClass) { WADI_TERRAIN_HAMMADA, WADI_DEPRESSION_WADI }, &colour);
  g_assert_true (wadi_trace_samples_check_ruleset (samples, WADI_RULESET_ASL, &error));
  g_assert_no_error (error);
  /* the classic charts know no hammada */
  g_assert_false (wadi_trace_samples_check_ruleset (samples, WADI_RULESET_CLASSIC, &error));
  g_assert_error (error, WADI_TRACE_ERROR, WADI_TRACE_ERROR_SAMPLES);
  g_assert_nonnull (strstr (error->message, "hammada/wadi"));
}

static void
test_from_picture (void)
{
  g_autoptr (WadiScenario) scenario = wadi_test_trace_scenario ();
  g_autofree char *dir = g_dir_make_tmp ("wadi-trace-samples-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "scan.png", NULL);
  g_autofree char *export_path = g_build_filename (dir, "export.png", NULL);
  g_autofree char *json_path = g_build_filename (dir, "samples.json", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GFile) json_file = g_file_new_for_path (json_path);
  g_autoptr (WadiTracePicture) picture = NULL;
  g_autoptr (WadiTraceSamples) samples = wadi_trace_samples_new ();
  g_autoptr (WadiTraceSamples) loaded = NULL;
  g_autoptr (GError) error = NULL;
  const WadiBoard *grid = wadi_scenario_grid (scenario);
  WadiSimilarity   truth;
  WadiTraceColour  open, woods, colour;
  WadiHex          hex;

  wadi_test_trace_picture (scenario, dir, 40.0, 0.0, 10.0, 10.0, path, &truth);
  picture = wadi_trace_picture_load (file, NULL, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  /* an open hex reads as pale open ground: light, a little yellow */
  for (hex.col = 0, hex.row = 0; !(wadi_board_cell (grid, hex)->terrain == WADI_TERRAIN_OPEN && wadi_board_cell (grid, hex)->depression == 0 && hex.col > 2 && hex.row > 1);)
    {
      hex.col = (hex.col + 1) % grid->cols;
      hex.row += hex.col == 0;
    }
  g_assert_true (wadi_trace_read_hex (picture, &truth, grid->layout, hex, &open));
  g_test_message ("open hex %d,%d: L %.1f +- %.1f", hex.col, hex.row, open.mean[0], open.spread[0]);
  g_assert_cmpfloat (open.mean[0], >, 85.0);
  g_assert_cmpfloat (open.mean[2], >, 5.0);
  g_assert_cmpfloat (open.spread[0], <, 3.0);
  for (hex.col = 0, hex.row = 0; wadi_board_cell (grid, hex)->terrain != WADI_TERRAIN_WOODS;)
    {
      hex.col = (hex.col + 1) % grid->cols;
      hex.row += hex.col == 0;
    }
  g_assert_true (wadi_trace_samples_add_hex (samples, picture, &truth, grid->layout, hex,
                                             (WadiTraceClass) { WADI_TERRAIN_WOODS, WADI_DEPRESSION_NONE }, &error));
  wadi_trace_samples_get (samples, 0, NULL, &woods);
  /* woods are darker and green (negative a*) */
  g_assert_cmpfloat (woods.mean[0], <, open.mean[0] - 20.0);
  g_assert_cmpfloat (woods.mean[1], <, -10.0);
  g_assert_cmpfloat (wadi_trace_colour_distance (&woods, &open), >, 20.0);
  /* a half hex at the board's top edge: read whole, the table beyond
   * the board darkens it; read as tracing reads it, open ground */
  {
    WadiHex         b0 = { 1, 0 };
    WadiTraceColour whole;
    g_autoptr (WadiTraceSamples) half = wadi_trace_samples_new ();

    g_assert_cmpint (wadi_board_cell (grid, b0)->terrain, ==, WADI_TERRAIN_OPEN);
    g_assert_true (wadi_trace_read_hex (picture, &truth, grid->layout, b0, &whole));
    g_assert_true (wadi_trace_samples_add_board_hex (half, picture, &truth, grid, b0,
                                                     (WadiTraceClass) { WADI_TERRAIN_OPEN, WADI_DEPRESSION_NONE },
                                                     &error));
    wadi_trace_samples_get (half, 0, NULL, &colour);
    g_assert_cmpfloat (whole.mean[0], <, open.mean[0] - 10.0);
    g_assert_cmpfloat (fabs (colour.mean[0] - open.mean[0]), <, 3.0);
  }
  /* a hex off the picture */
  hex.col = 100;
  g_assert_false (wadi_trace_samples_add_hex (samples, picture, &truth, grid->layout, hex,
                                              (WadiTraceClass) { WADI_TERRAIN_OPEN, WADI_DEPRESSION_NONE }, &error));
  g_assert_error (error, WADI_TRACE_ERROR, WADI_TRACE_ERROR_OUTSIDE);
  g_clear_error (&error);

  g_assert_true (wadi_trace_samples_save (samples, json_file, NULL, &error));
  g_assert_no_error (error);
  loaded = wadi_trace_samples_load (json_file, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (wadi_trace_samples_get_count (loaded), ==, 1);
  /* a device is no samples file: /dev/zero ate 4 GB before it failed */
  {
    g_autoptr (GFile) device = g_file_new_for_path ("/dev/zero");

    g_assert_null (wadi_trace_samples_load (device, NULL, &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE);
    g_clear_error (&error);
  }

  g_unlink (path);
  g_unlink (export_path);
  g_unlink (json_path);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* The samples of count hexes and count hexsides. */
static WadiTraceSamples *
many_samples (guint hexes,
              guint sides)
{
  WadiTraceSamples *samples = wadi_trace_samples_new ();
  WadiTraceColour   woods = { { 59.25f, -25.75f, 34.5f }, { 6.75f, 4.75f, 6.25f } };

  for (guint i = 0; i < hexes; i++)
    wadi_trace_samples_add (samples, (WadiTraceClass) { WADI_TERRAIN_WOODS, WADI_DEPRESSION_NONE }, &woods);
  for (guint i = 0; i < sides; i++)
    wadi_trace_samples_add_side_colour (samples, WADI_SIDE_WALL, &woods);
  return samples;
}

static void
assert_save_refused (const WadiTraceSamples *samples,
                     GFile                  *file,
                     const char             *fragment)
{
  g_autoptr (GError) error = NULL;

  g_assert_false (wadi_trace_samples_save (samples, file, NULL, &error));
  g_assert_error (error, WADI_TRACE_ERROR, WADI_TRACE_ERROR_SAMPLES);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "not saved, the file would not load again"));
  g_assert_nonnull (strstr (error->message, fragment));
}

/* Save refuses what load would refuse (it used to write any number of
 * samples, in any size): more than 100 000 hex or hexside samples, or
 * JSON over 16 MiB, before anything is written, so the old file stays. */
static void
test_save_within_limits (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("wadi-test-samples-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "samples.json", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (WadiTraceSamples) few = many_samples (2, 1);
  g_autoptr (WadiTraceSamples) hexes = many_samples (WADI_TRACE_SAMPLES_MAX + 1, 0);
  g_autoptr (WadiTraceSamples) sides = many_samples (1, WADI_TRACE_SAMPLES_MAX + 1);
  g_autoptr (WadiTraceSamples) large = many_samples (WADI_TRACE_SAMPLES_MAX, 0);
  g_autoptr (WadiTraceSamples) loaded = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *large_json = wadi_trace_samples_to_json (large);
  g_autoptr (GDir) listing = NULL;

  g_assert_no_error (error);
  g_assert_true (wadi_trace_samples_save (few, file, NULL, &error));
  g_assert_no_error (error);
  g_file_get_contents (path, &before, NULL, &error);
  g_assert_no_error (error);

  assert_save_refused (hexes, file, "100001 hex samples, expected at most 100000");
  assert_save_refused (sides, file, "100001 hexside samples, expected at most 100000");
  /* as many samples as a file holds, but more bytes than it may have */
  g_assert_cmpuint (strlen (large_json), >, WADI_TRACE_SAMPLES_MAX_BYTES);
  assert_save_refused (large, file, "expected at most 16 MiB");

  g_file_get_contents (path, &after, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (after, ==, before);
  listing = g_dir_open (dir, 0, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (g_dir_read_name (listing), ==, "samples.json");
  g_assert_null (g_dir_read_name (listing));
  loaded = wadi_trace_samples_load (file, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (wadi_trace_samples_get_count (loaded), ==, 2);

  g_unlink (path);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/trace/samples/class-names", test_class_names);
  g_test_add_func ("/trace/samples/json-round-trip", test_json_round_trip);
  g_test_add_func ("/trace/samples/json-errors", test_json_errors);
  g_test_add_func ("/trace/samples/ruleset", test_ruleset);
  g_test_add_func ("/trace/samples/from-picture", test_from_picture);
  g_test_add_func ("/trace/samples/save-within-limits", test_save_within_limits);
  return g_test_run ();
}
