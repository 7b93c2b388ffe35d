/* test-cli-trace.c: wadi-cli trace, run as a user would
 *
 * The picture is the trace tests' board drawn by Wadi's export, turned
 * and shifted; the samples are taken through the trace layer and saved
 * as JSON; then wadi-cli traces the scenario's blank twin.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "wadi-cli-runner.h"
#include "wadi-format.h"
#include "wadi-test-fixtures.h"
#include "wadi-test-trace.h"

typedef struct
{
  char          *dir;
  char          *blank;   /* the board without terrain, as a .wadi file */
  char          *picture; /* its picture */
  char          *samples; /* samples.json */
  char          *align;   /* --align's argument */
  WadiSimilarity truth;   /* picture pixel -> board, as drawn */
} Fixture;

/* "B2=x,y;FF3=x,y;Q9=x,y" where the picture shows those hexes' centres,
 * to the whole pixel. */
static char *
align_argument (const WadiBoard      *board,
                const WadiSimilarity *truth)
{
  const char    *labels[3] = { "B2", "25FF3", "Q9" };
  GString       *text = g_string_new (NULL);
  WadiSimilarity inverse = WADI_SIMILARITY_IDENTITY;

  g_assert_true (wadi_similarity_invert (truth, &inverse));
  for (int i = 0; i < 3; i++)
    {
      WadiHex hex;
      double  x, y, px, py;

      g_assert_true (wadi_board_parse_hex (board, labels[i], &hex, NULL));
      wadi_hex_center (board->layout, hex, &x, &y);
      wadi_similarity_apply (&inverse, x, y, &px, &py);
      g_string_append_printf (text, "%s%s=%d,%d", i > 0 ? ";" : "", labels[i], (int) round (px), (int) round (py));
    }
  return g_string_free (text, FALSE);
}

static void
fixture_setup (Fixture      *fixture,
               gconstpointer data)
{
  g_autoptr (WadiScenario) scenario = wadi_test_trace_scenario ();
  g_autoptr (WadiScenario) blank = wadi_scenario_new (WADI_RULESET_ASL);
  g_autoptr (WadiBoard) board = wadi_map_extract_board (scenario->map, 0);
  g_autoptr (WadiTraceSamples) samples = wadi_trace_samples_new ();
  g_autoptr (WadiTracePicture) picture = NULL;
  g_autoptr (GFile) blank_file = NULL;
  g_autoptr (GFile) picture_file = NULL;
  g_autoptr (GFile) samples_file = NULL;
  g_autoptr (GError) error = NULL;
  WadiSimilarity truth;

  fixture->dir = g_dir_make_tmp ("wadi-cli-trace-XXXXXX", &error);
  g_assert_no_error (error);
  fixture->blank = g_build_filename (fixture->dir, "blank.wadi", NULL);
  fixture->picture = g_build_filename (fixture->dir, "board 25.png", NULL);
  fixture->samples = g_build_filename (fixture->dir, "samples.json", NULL);
  wadi_test_trace_picture (scenario, fixture->dir, 40.0, 2.0, 40.0, 12.0, fixture->picture, &truth);
  fixture->align = align_argument (board, &truth);
  fixture->truth = truth;

  picture_file = g_file_new_for_path (fixture->picture);
  picture = wadi_trace_picture_load (picture_file, NULL, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  /* two hexes of each class, the first two in the board's order that
   * are whole hexes (not the half hexes along its edges, which show the
   * table beyond the board) */
  for (guint k = 0; k < wadi_test_trace_n_classes; k++)
    for (guint i = 0, taken = 0; i < wadi_board_hex_count (board) && taken < 2; i++)
      {
        WadiHex            hex = wadi_board_hex_at_index (board, i);
        const WadiHexCell *cell = wadi_board_cell (board, hex);

        if (!wadi_board_contains (board, hex) || hex.row == 0 || hex.row == board->rows - 1 || hex.col == 0
            || hex.col == board->cols - 1 || cell->terrain != wadi_test_trace_classes[k].terrain
            || cell->depression != wadi_test_trace_classes[k].depression)
          continue;
        g_assert_true (wadi_trace_samples_add_hex (samples, picture, &truth, board->layout, hex, wadi_test_trace_classes[k], NULL));
        taken++;
      }
  samples_file = g_file_new_for_path (fixture->samples);
  g_assert_true (wadi_trace_samples_save (samples, samples_file, NULL, &error));
  g_assert_no_error (error);

  wadi_scenario_add_board (blank, wadi_board_new ("25", WADI_GEOMORPHIC_COLUMNS, WADI_GEOMORPHIC_ROWS, board->layout, WADI_LABEL_ASL, 0));
  blank_file = g_file_new_for_path (fixture->blank);
  g_assert_true (wadi_format_write_file (blank, blank_file, &error));
  g_assert_no_error (error);
}

static void
fixture_teardown (Fixture      *fixture,
                  gconstpointer data)
{
  wadi_fixture_remove_tree (fixture->dir);
  g_free (fixture->dir);
  g_free (fixture->blank);
  g_free (fixture->picture);
  g_free (fixture->samples);
  g_free (fixture->align);
}

/* The scenario traced to file has at least 95% of its hexes' terrain and
 * Depression as the board the picture was drawn from. */
static void
assert_traced_as_original (GFile *file)
{
  g_autoptr (WadiScenario) original = wadi_test_trace_scenario ();
  g_autoptr (WadiScenario) traced = NULL;
  g_autoptr (GError) error = NULL;
  const WadiBoard *grid, *want;
  guint            same = 0, total = 0;

  traced = wadi_format_read_file (file, &error);
  g_assert_no_error (error);
  grid = wadi_scenario_grid (traced);
  want = wadi_scenario_grid (original);
  for (guint i = 0; i < wadi_board_hex_count (grid); i++)
    {
      WadiHex hex = wadi_board_hex_at_index (grid, i);

      if (!wadi_board_contains (grid, hex))
        continue;
      total++;
      same += wadi_board_cell (grid, hex)->terrain == wadi_board_cell (want, hex)->terrain
              && wadi_board_cell (grid, hex)->depression == wadi_board_cell (want, hex)->depression;
    }
  g_test_message ("%u of %u hexes as the original", same, total);
  g_assert_cmpuint (same, >=, total * 95 / 100);
}

static void
test_json (Fixture      *fixture,
           gconstpointer data)
{
  g_auto (WadiCliRun) run = { 0 };

  wadi_cli_run (&run, "trace", fixture->blank, "--board", "25", "--image", fixture->picture,
                "--align", fixture->align, "--samples", fixture->samples, "--format", "json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  wadi_cli_assert_json (&run);
  g_assert_nonnull (strstr (run.out, "\"board\":\"25\""));
  g_assert_nonnull (strstr (run.out, "\"traced\":346"));
  g_assert_nonnull (strstr (run.out, "\"hex\":\"25A1\",\"terrain\":"));
  g_assert_nonnull (strstr (run.out, "\"terrain\":\"woods\""));
  g_assert_nonnull (strstr (run.out, "\"depression\":\"stream\""));
  g_assert_nonnull (strstr (run.out, "\"confidence\":"));
}

static void
test_text_and_output (Fixture      *fixture,
                      gconstpointer data)
{
  g_auto (WadiCliRun) run = { 0 };
  g_autofree char *out = g_build_filename (fixture->dir, "traced.wadi", NULL);
  g_autoptr (GFile) out_file = g_file_new_for_path (out);

  /* one board: --board may be left out */
  wadi_cli_run (&run, "trace", fixture->blank, "-i", fixture->picture, "-a", fixture->align,
                "-s", fixture->samples, "-o", out, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_true (g_str_has_prefix (run.out, "board 25: 346 hexes traced, "));
  g_assert_nonnull (strstr (run.out, "alignment residual "));
  g_assert_nonnull (strstr (run.out, "\n25A1 "));

  assert_traced_as_original (out_file);
}

/* The text answer's numbers have a point in a locale whose decimal sign
 * is a comma (one made by localedef in a scratch LOCPATH, only its
 * LC_NUMERIC said; skipped where localedef is missing): "0,85" broke a
 * script that read it. */
static void
test_text_numbers_in_any_locale (Fixture      *fixture,
                                 gconstpointer data)
{
  g_auto (WadiCliRun) run = { 0 };
  g_autofree char *source = g_build_filename (fixture->dir, "comma", NULL);
  g_autofree char *locale_dir = g_build_filename (fixture->dir, "xx_DE", NULL);
  g_autofree char *numeric_file = g_build_filename (locale_dir, "LC_NUMERIC", NULL);
  const char      *localedef[] = { "localedef", "-c", "-i", source, "-f", "ANSI_X3.4-1968", locale_dir, NULL };
  const char      *line;

  g_assert_true (g_file_set_contents (source, "LC_NUMERIC\ndecimal_point \",\"\nthousands_sep \".\"\ngrouping 3;3\nEND LC_NUMERIC\n", -1, NULL));
  if (!g_spawn_sync (NULL, (char **) localedef, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDOUT_TO_DEV_NULL | G_SPAWN_STDERR_TO_DEV_NULL,
                     NULL, NULL, NULL, NULL, NULL, NULL)
      || !g_file_test (numeric_file, G_FILE_TEST_IS_REGULAR))
    {
      g_test_skip ("no localedef to make a locale with a decimal comma");
      return;
    }
  g_setenv ("LOCPATH", fixture->dir, TRUE);
  g_setenv ("LC_ALL", "xx_DE", TRUE);
  wadi_cli_run (&run, "trace", fixture->blank, "-i", fixture->picture, "-a", fixture->align, "-s", fixture->samples, NULL);
  g_unsetenv ("LC_ALL");
  g_unsetenv ("LOCPATH");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "of low confidence (below 0."));
  g_assert_nonnull (strstr (run.out, "alignment residual "));
  g_assert_null (strstr (strstr (run.out, "alignment residual "), ","));
  line = strstr (run.out, "\n25A1 ");
  g_assert_nonnull (line);
  g_assert_null (strchr (line, ','));
}

/* Without --image and --align, the board's background picture is traced
 * where the editor aligned it; --image alone must be that picture. */
static void
test_stored_picture (Fixture      *fixture,
                     gconstpointer data)
{
  g_auto (WadiCliRun) run = { 0 };
  g_autofree char *with_picture = g_build_filename (fixture->dir, "with picture.wadi", NULL);
  g_autofree char *other = g_build_filename (fixture->dir, "other.png", NULL);
  g_autofree char *out = g_build_filename (fixture->dir, "traced.wadi", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (with_picture);
  g_autoptr (GFile) out_file = g_file_new_for_path (out);
  g_autoptr (GFile) blank_file = g_file_new_for_path (fixture->blank);
  g_autoptr (GFile) picture_file = g_file_new_for_path (fixture->picture);
  g_autoptr (GFile) other_file = NULL;
  g_autoptr (WadiScenario) scenario = NULL;
  g_autoptr (WadiPicture) picture = wadi_picture_new (fixture->picture, 0.5, &fixture->truth);
  g_autoptr (GError) error = NULL;

  scenario = wadi_format_read_file (blank_file, &error);
  g_assert_no_error (error);
  wadi_scenario_set_picture (scenario, 0, picture);
  g_assert_true (wadi_format_write_file (scenario, file, &error));
  g_assert_no_error (error);

  wadi_cli_run (&run, "trace", with_picture, "--samples", fixture->samples, "--format", "json", NULL);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  wadi_cli_assert_json (&run);
  g_assert_nonnull (strstr (run.out, "\"alignment\":\"stored\",\"traced\":346,"));
  g_assert_null (strstr (run.out, "residual_px"));
  wadi_cli_run_clear (&run);

  /* the same picture named on the command line keeps the stored fit */
  wadi_cli_run (&run, "trace", with_picture, "--image", fixture->picture, "--samples", fixture->samples, "-o", out, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "; the alignment stored with its background picture\n"));
  assert_traced_as_original (out_file);
  wadi_cli_run_clear (&run);

  /* another picture has no fit yet */
  other_file = g_file_new_for_path (other);
  g_assert_true (g_file_copy (picture_file, other_file, G_FILE_COPY_NONE, NULL, NULL, NULL, &error));
  wadi_cli_run (&run, "trace", with_picture, "--image", other, "--samples", fixture->samples, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "--align is required: the alignment board 25 keeps is that of its background picture "));
  wadi_cli_run_clear (&run);

  /* a board without a picture */
  wadi_cli_run (&run, "trace", fixture->blank, "--samples", fixture->samples, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "--image PIC is required: board 25 has no background picture"));
  wadi_cli_run_clear (&run);
  wadi_cli_run (&run, "trace", fixture->blank, "--image", fixture->picture, "--samples", fixture->samples, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "--align is required"));
}

/* "CLASS=HEX,HEX": the first two whole hexes of class k of the board. */
static char *
sample_argument (const WadiBoard *board,
                 guint            k)
{
  g_autofree char *klass = wadi_trace_class_to_string (wadi_test_trace_classes[k]);
  GString         *text = g_string_new (klass);
  guint            taken = 0;

  for (guint i = 0; i < wadi_board_hex_count (board) && taken < 2; i++)
    {
      WadiHex            hex = wadi_board_hex_at_index (board, i);
      const WadiHexCell *cell = wadi_board_cell (board, hex);
      g_autofree char   *label = NULL;

      if (!wadi_board_contains (board, hex) || hex.row == 0 || hex.row == board->rows - 1 || hex.col == 0
          || hex.col == board->cols - 1 || cell->terrain != wadi_test_trace_classes[k].terrain
          || cell->depression != wadi_test_trace_classes[k].depression)
        continue;
      label = wadi_board_hex_label (board, hex);
      g_string_append_printf (text, "%c%s", taken == 0 ? '=' : ',', label);
      taken++;
    }
  return g_string_free (text, FALSE);
}

/* The answer without its confidences, which the samples' JSON rounds. */
static char *
classes_only (const char *json)
{
  g_autoptr (GRegex) regex = g_regex_new ("\"confidence\":[-0-9.e]+", 0, 0, NULL);

  return g_regex_replace_literal (regex, json, -1, 0, "", 0, NULL);
}

/* Samples taken by --sample from the picture, kept by --save-samples, give
 * the same answer through --samples. */
static void
test_sample_option (Fixture      *fixture,
                    gconstpointer data)
{
  g_autoptr (WadiScenario) scenario = wadi_test_trace_scenario ();
  g_autoptr (WadiBoard) board = wadi_map_extract_board (scenario->map, 0);
  g_auto (WadiCliRun) taken = { 0 };
  g_auto (WadiCliRun) again = { 0 };
  g_autofree char *saved = g_build_filename (fixture->dir, "saved.json", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (WadiTraceSamples) samples = NULL;
  g_autofree char *text = NULL;
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  char            *sample[10];

  g_assert_cmpuint (wadi_test_trace_n_classes, ==, G_N_ELEMENTS (sample));
  for (guint k = 0; k < G_N_ELEMENTS (sample); k++)
    sample[k] = sample_argument (board, k);
  wadi_cli_run (&taken, "trace", fixture->blank, "--image", fixture->picture, "--align", fixture->align,
                "--sample", sample[0], "--sample", sample[1], "--sample", sample[2], "--sample", sample[3],
                "--sample", sample[4], "--sample", sample[5], "--sample", sample[6], "--sample", sample[7],
                "--sample", sample[8], "--sample", sample[9], "--save-samples", saved, "--format", "json", NULL);
  for (guint k = 0; k < G_N_ELEMENTS (sample); k++)
    g_free (sample[k]);
  g_assert_cmpstr (taken.err, ==, "");
  g_assert_cmpint (taken.status, ==, 0);
  wadi_cli_assert_json (&taken);
  g_assert_nonnull (strstr (taken.out, "\"traced\":346,"));
  g_assert_true (g_file_get_contents (saved, &text, NULL, &error));
  samples = wadi_trace_samples_new_from_json (text, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (wadi_trace_samples_get_count (samples), ==, 20);
  wadi_cli_run (&again, "trace", fixture->blank, "--image", fixture->picture, "--align", fixture->align,
                "--samples", saved, "--format", "json", NULL);
  g_assert_cmpint (again.status, ==, 0);
  wadi_cli_assert_json (&again);
  first = classes_only (taken.out);
  second = classes_only (again.out);
  g_assert_true (g_str_equal (first, second));

  /* the samples are never written over the scenario or the picture read */
  {
    const char *const inputs[] = { fixture->blank, fixture->picture };

    for (guint i = 0; i < G_N_ELEMENTS (inputs); i++)
      {
        g_auto (WadiCliRun) refused = { 0 };
        g_autofree char *before = NULL;
        g_autofree char *after = NULL;
        gsize            before_length = 0, after_length = 0;

        g_assert_true (g_file_get_contents (inputs[i], &before, &before_length, NULL));
        wadi_cli_run (&refused, "trace", fixture->blank, "--image", fixture->picture, "--align", fixture->align,
                      "--samples", saved, "--save-samples", inputs[i], NULL);
        g_assert_cmpint (refused.status, ==, 2);
        g_assert_nonnull (strstr (refused.err, "itself"));
        g_assert_true (g_file_get_contents (inputs[i], &after, &after_length, NULL));
        g_assert_cmpmem (after, after_length, before, before_length);
      }
  }
}

static void
expect_usage_error (Fixture    *fixture,
                    const char *align,
                    const char *board,
                    const char *fragment)
{
  g_auto (WadiCliRun) run = { 0 };

  wadi_cli_run (&run, "trace", fixture->blank, "--board", board, "--image", fixture->picture,
                "--align", align, "--samples", fixture->samples, NULL);
  g_assert_cmpint (run.status, ==, 2);
  if (strstr (run.err, fragment) == NULL)
    g_error ("“%s” does not say “%s”", run.err, fragment);
}

static void
test_errors (Fixture      *fixture,
             gconstpointer data)
{
  g_auto (WadiCliRun) run = { 0 };

  expect_usage_error (fixture, "B2=10,10", "25", "at least 2 points; 1 given");
  expect_usage_error (fixture, "B2=10,10;C3", "25", "--align: point 2 “C3”: expected HEX=X,Y");
  expect_usage_error (fixture, "B2=10,10;ZZ99=4,4", "25", "--align: point 2: “ZZ99” is not a hex of board 25");
  expect_usage_error (fixture, "B2=10,10;14C3=4,4", "25", "is not a hex of board 25");
  expect_usage_error (fixture, "B2=10,10;C3=4;5", "25", "--align: point 2: “4” is not a picture point");
  expect_usage_error (fixture, "B2=10,10;C3=10,10", "25", "all at one place");
  expect_usage_error (fixture, fixture->align, "14", "--board: the map has no board “14”; expected one of 25");

  wadi_cli_run (&run, "trace", fixture->blank, "--image", fixture->samples, "--align", fixture->align,
                "--samples", fixture->samples, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "samples.json: The picture cannot be read"));
  wadi_cli_run_clear (&run);
  wadi_cli_run (&run, "trace", fixture->blank, "--image", fixture->picture, "--align", fixture->align,
                "--samples", fixture->picture, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "board 25.png: Trace samples: "));
  wadi_cli_run_clear (&run);
  wadi_cli_run (&run, "trace", fixture->blank, "--align", fixture->align, "--samples", fixture->samples, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "--image PIC is required"));
  wadi_cli_run_clear (&run);
  wadi_cli_run (&run, "trace", fixture->blank, "--image", fixture->picture, "--align", fixture->align,
                "--sample", "jungle=C3", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "--sample “jungle=C3”: expected CLASS=HEX,HEX,…"));
  wadi_cli_run_clear (&run);
  wadi_cli_run (&run, "trace", fixture->blank, "--image", fixture->picture, "--align", fixture->align,
                "--sample", "woods=C3,Z99", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "--sample “woods=C3,Z99”: “Z99” is not a hex of board 25"));
  wadi_cli_run_clear (&run);
  /* one hex for two classes: a slip that spoils both */
  wadi_cli_run (&run, "trace", fixture->blank, "--image", fixture->picture, "--align", fixture->align,
                "--sample", "open=C3,D4", "--sample", "open/stream=E5,D4", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "--sample “open/stream=E5,D4”: D4 is a sample of open already: expected each hex in one class"));
  wadi_cli_run_clear (&run);
  /* swamp is the classic charts' */
  wadi_cli_run (&run, "trace", fixture->blank, "--image", fixture->picture, "--align", fixture->align,
                "--sample", "swamp=C3", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "--sample: Sample 1 is “swamp”, which the ruleset asl does not know"));
  /* what only -o uses, without -o: it would be ignored */
  wadi_cli_run_clear (&run);
  wadi_cli_run (&run, "trace", fixture->blank, "--image", fixture->picture, "--align", fixture->align,
                "--samples", fixture->samples, "--min-confidence", "0.5", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "--min-confidence is for -o OUT, the scenario written"));
  wadi_cli_run_clear (&run);
  wadi_cli_run (&run, "trace", fixture->blank, "--image", fixture->picture, "--align", fixture->align,
                "--samples", fixture->samples, "--force", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "--force is for -o OUT, the scenario written"));
}

/* --align with each point's X and Y swapped, or the hexes of the first
 * two points swapped */
static char *
misplaced_align (const char *align,
                 gboolean    swap_xy)
{
  g_auto (GStrv) items = g_strsplit (align, ";", -1);
  g_auto (GStrv) first = g_strsplit (items[0], "=", 2);
  g_auto (GStrv) second = g_strsplit (items[1], "=", 2);
  GString *text = g_string_new (NULL);

  if (!swap_xy)
    return g_strdup_printf ("%s=%s;%s=%s;%s", second[0], first[1], first[0], second[1], items[2]);
  for (guint i = 0; items[i] != NULL; i++)
    {
      g_auto (GStrv) parts = g_strsplit (items[i], "=", 2);
      g_auto (GStrv) xy = g_strsplit (parts[1], ",", 2);

      g_string_append_printf (text, "%s%s=%s,%s", i > 0 ? ";" : "", parts[0], xy[1], xy[0]);
    }
  return g_string_free (text, FALSE);
}

/* Points that miss their hexes, which traced a board of wrong
 * suggestions without a word; pictures that are no pictures. */
static void
test_user_mistakes (Fixture      *fixture,
                    gconstpointer data)
{
  g_autofree char *swapped_xy = misplaced_align (fixture->align, TRUE);
  g_autofree char *swapped_hexes = misplaced_align (fixture->align, FALSE);
  g_autofree char *empty = g_build_filename (fixture->dir, "empty.png", NULL);
  g_autofree char *text = g_build_filename (fixture->dir, "notes.png", NULL);
  const char      *pictures[][2] = {
         { empty, "empty.png: The picture cannot be read: the file is empty" },
         { text, "notes.png: The picture cannot be read: " },
  };

  expect_usage_error (fixture, swapped_xy, "25", "--align: the points miss their hexes' centres by ");
  expect_usage_error (fixture, swapped_hexes, "25", "X and Y swapped, the points in another order than their hexes, or the picture mirrored?");
  g_assert_true (g_file_set_contents (empty, "", 0, NULL));
  g_assert_true (g_file_set_contents (text, "Board 25, scanned at 300 dpi\n", -1, NULL));
  for (guint i = 0; i < G_N_ELEMENTS (pictures); i++)
    {
      g_auto (WadiCliRun) run = { 0 };

      wadi_cli_run (&run, "trace", fixture->blank, "--image", pictures[i][0], "--align", fixture->align,
                    "--samples", fixture->samples, NULL);
      g_assert_cmpint (run.status, ==, 2);
      if (strstr (run.err, pictures[i][1]) == NULL)
        g_error ("“%s” does not say “%s”", run.err, pictures[i][1]);
    }
  {
    g_auto (WadiCliRun) run = { 0 };

    wadi_cli_run (&run, "trace", fixture->blank, "--image", text, "--align", fixture->align,
                  "--samples", fixture->samples, NULL);
    g_assert_nonnull (strstr (run.err, "expected a picture such as PNG, JPEG, TIFF or WebP"));
  }
}

/* The picture as WebP (lossy, as a photo or a web page keeps it) traces
 * as the PNG does, where gdk-pixbuf has a WebP loader that writes. */
static void
test_webp (Fixture      *fixture,
           gconstpointer data)
{
  g_autoptr (GSList) formats = gdk_pixbuf_get_formats ();
  g_autofree char *webp = g_build_filename (fixture->dir, "board 25.webp", NULL);
  g_autoptr (GdkPixbuf) pixbuf = NULL;
  g_autoptr (GError) error = NULL;
  g_auto (WadiCliRun) run = { 0 };
  gboolean writable = FALSE;

  for (GSList *l = formats; l != NULL; l = l->next)
    {
      g_autofree char *name = gdk_pixbuf_format_get_name (l->data);

      if (g_str_equal (name, "webp"))
        writable = gdk_pixbuf_format_is_writable (l->data);
    }
  if (!writable)
    {
      g_test_skip ("gdk-pixbuf has no WebP loader that writes");
      return;
    }
  pixbuf = gdk_pixbuf_new_from_file (fixture->picture, &error);
  g_assert_no_error (error);
  g_assert_true (gdk_pixbuf_save (pixbuf, webp, "webp", &error, "quality", "80", NULL));
  g_assert_no_error (error);
  wadi_cli_run (&run, "trace", fixture->blank, "--image", webp, "--align", fixture->align,
                "--samples", fixture->samples, NULL);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_prefix (run.out, "board 25: 346 hexes traced, "));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/cli/trace/json", Fixture, NULL, fixture_setup, test_json, fixture_teardown);
  g_test_add ("/cli/trace/text-numbers-in-any-locale", Fixture, NULL, fixture_setup, test_text_numbers_in_any_locale,
              fixture_teardown);
  g_test_add ("/cli/trace/text-and-output", Fixture, NULL, fixture_setup, test_text_and_output, fixture_teardown);
  g_test_add ("/cli/trace/stored-picture", Fixture, NULL, fixture_setup, test_stored_picture, fixture_teardown);
  g_test_add ("/cli/trace/sample-option", Fixture, NULL, fixture_setup, test_sample_option, fixture_teardown);
  g_test_add ("/cli/trace/errors", Fixture, NULL, fixture_setup, test_errors, fixture_teardown);
  g_test_add ("/cli/trace/user-mistakes", Fixture, NULL, fixture_setup, test_user_mistakes, fixture_teardown);
  g_test_add ("/cli/trace/webp", Fixture, NULL, fixture_setup, test_webp, fixture_teardown);
  return g_test_run ();
}
