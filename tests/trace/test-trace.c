/* test-trace.c: a board traced back from its own picture
 *
 * Issue 30's round trip: a board with varied terrain (the bundled
 * examples are mostly open ground, the most varied having fewer than
 * five hexes of most terrains, so the test paints its own:
 * wadi-test-trace.c) is exported as PNG by Wadi at two scales, turned
 * and shifted by a known amount, and traced back onto a blank board from
 * three alignment points clicked to the whole pixel and samples of five
 * hexes of each class.  At least 97% of the hexes must get their own
 * class back, 95% through JPEG at quality 80; the confusion table is
 * printed.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <math.h>

#include "wadi-test-trace.h"

typedef struct
{
  char         *dir;
  WadiScenario *scenario;
} Fixture;

static void
fixture_setup (Fixture      *fixture,
               gconstpointer data)
{
  g_autoptr (GError) error = NULL;

  fixture->dir = g_dir_make_tmp ("wadi-trace-XXXXXX", &error);
  g_assert_no_error (error);
  fixture->scenario = wadi_test_trace_scenario ();
}

static void
fixture_teardown (Fixture      *fixture,
                  gconstpointer data)
{
  g_autoptr (GDir) dir = g_dir_open (fixture->dir, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (fixture->dir, name, NULL);
      g_unlink (path);
    }
  g_rmdir (fixture->dir);
  g_free (fixture->dir);
  wadi_scenario_free (fixture->scenario);
}

static guint
class_index (WadiTraceClass klass)
{
  for (guint k = 0; k < wadi_test_trace_n_classes; k++)
    if (wadi_trace_class_equal (wadi_test_trace_classes[k], klass))
      return k;
  g_assert_not_reached ();
}

static WadiTraceClass
class_of (const WadiBoard *board,
          WadiHex          hex)
{
  const WadiHexCell *cell = wadi_board_cell (board, hex);

  return (WadiTraceClass) { (WadiTerrain) cell->terrain, (WadiDepression) cell->depression };
}

/* Aligns from three hexes far apart, clicked where the truth puts their
 * centres, to the whole pixel. */
static WadiSimilarity
align (const WadiBoard      *board,
       const WadiSimilarity *truth)
{
  const char    *labels[3] = { "B2", "FF3", "Q9" };
  WadiSimilarity inverse = WADI_SIMILARITY_IDENTITY, fit = WADI_SIMILARITY_IDENTITY;
  WadiTracePair  pairs[3];
  g_autoptr (GError) error = NULL;
  double rms = 0.0;

  g_assert_true (wadi_similarity_invert (truth, &inverse));
  for (int i = 0; i < 3; i++)
    {
      WadiHex hex;

      g_assert_true (wadi_board_parse_hex (board, labels[i], &hex, NULL));
      wadi_hex_center (board->layout, hex, &pairs[i].board_x, &pairs[i].board_y);
      wadi_similarity_apply (&inverse, pairs[i].board_x, pairs[i].board_y, &pairs[i].picture_x, &pairs[i].picture_y);
      pairs[i].picture_x = round (pairs[i].picture_x);
      pairs[i].picture_y = round (pairs[i].picture_y);
    }
  g_assert_true (wadi_trace_align (pairs, 3, &fit, &rms, &error));
  g_assert_no_error (error);
  g_test_message ("alignment residual %.2f px", rms);
  g_assert_cmpfloat (rms, <, 1.0);
  return fit;
}

/* Five hexes of each class, spread over the board (every fifth hex of
 * the class, in the board's order), as a designer would click them. */
static WadiTraceSamples *
take_samples (const WadiBoard        *board,
              const WadiTracePicture *picture,
              const WadiSimilarity   *s)
{
  WadiTraceSamples *samples = wadi_trace_samples_new ();

  for (guint k = 0; k < wadi_test_trace_n_classes; k++)
    {
      WadiTraceClass klass = wadi_test_trace_classes[k];
      guint          count = 0, taken = 0;

      for (guint i = 0; i < wadi_board_hex_count (board); i++)
        count += wadi_board_contains (board, wadi_board_hex_at_index (board, i))
                 && wadi_trace_class_equal (class_of (board, wadi_board_hex_at_index (board, i)), klass);
      g_assert_cmpuint (count, >=, 5);
      for (guint i = 0, seen = 0; i < wadi_board_hex_count (board) && taken < 5; i++)
        {
          WadiHex hex = wadi_board_hex_at_index (board, i);

          if (!wadi_board_contains (board, hex) || !wadi_trace_class_equal (class_of (board, hex), klass))
            continue;
          /* the 1st, and then every (count / 5)th */
          if (seen++ % MAX (count / 5, 1) == 0)
            {
              g_autoptr (GError) error = NULL;

              g_assert_true (wadi_trace_samples_add_hex (samples, picture, s, board->layout, hex, klass, &error));
              g_assert_no_error (error);
              taken++;
            }
        }
      g_assert_cmpuint (taken, ==, 5);
    }
  return samples;
}

static void
print_confusion (const guint *table)
{
  GString *line = g_string_new ("traced as:      ");

  for (guint j = 0; j < wadi_test_trace_n_classes; j++)
    {
      g_autofree char *name = wadi_trace_class_to_string (wadi_test_trace_classes[j]);
      g_string_append_printf (line, " %8.8s", name);
    }
  g_test_message ("%s", line->str);
  for (guint i = 0; i < wadi_test_trace_n_classes; i++)
    {
      g_autofree char *name = wadi_trace_class_to_string (wadi_test_trace_classes[i]);

      g_string_printf (line, "%-15.15s ", name);
      for (guint j = 0; j < wadi_test_trace_n_classes; j++)
        g_string_append_printf (line, " %8u", table[i * wadi_test_trace_n_classes + j]);
      g_test_message ("%s", line->str);
    }
  g_string_free (line, TRUE);
}

/* Traces the picture at path back onto a blank board; the share of hexes
 * that get their own class. */
static double
trace_back (Fixture              *fixture,
            const char           *path,
            const WadiSimilarity *truth)
{
  g_autoptr (WadiBoard) original = wadi_map_extract_board (fixture->scenario->map, 0);
  g_autoptr (WadiScenario) blank = wadi_scenario_new (WADI_RULESET_ASL);
  g_autoptr (WadiBoard) blank_board = NULL;
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (WadiTracePicture) picture = NULL;
  g_autoptr (WadiTraceSamples) samples = NULL;
  g_autoptr (WadiTraceResult) result = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree guint          *table = g_new0 (guint, wadi_test_trace_n_classes * wadi_test_trace_n_classes);
  const WadiTraceSuggestion *suggestions;
  WadiSimilarity             s;
  guint                      n, right = 0, total = 0, low = 0;

  picture = wadi_trace_picture_load (file, NULL, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  s = align (original, truth);
  samples = take_samples (original, picture, &s);
  g_assert_true (wadi_trace_samples_check_ruleset (samples, WADI_RULESET_ASL, NULL));

  wadi_scenario_add_board (blank, wadi_board_new ("25", WADI_GEOMORPHIC_COLUMNS, WADI_GEOMORPHIC_ROWS,
                                                  original->layout, WADI_LABEL_ASL, 0));
  blank_board = wadi_map_extract_board (blank->map, 0);
  result = wadi_trace_board (picture, &s, blank_board, samples, 2, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  suggestions = wadi_trace_result_get_suggestions (result, &n);
  for (guint i = 0; i < wadi_board_hex_count (original); i++)
    total += wadi_board_contains (original, wadi_board_hex_at_index (original, i));
  /* every hex of the board is on the picture */
  g_assert_cmpuint (n, ==, total);
  for (guint i = 0; i < n; i++)
    {
      guint want = class_index (class_of (original, suggestions[i].hex));
      guint got = class_index (suggestions[i].klass);

      table[want * wadi_test_trace_n_classes + got]++;
      right += want == got;
      low += suggestions[i].confidence < WADI_TRACE_LOW_CONFIDENCE;
    }
  print_confusion (table);
  g_test_message ("%u of %u hexes right (%.1f%%), %u of low confidence", right, n, 100.0 * right / n, low);
  return (double) right / n;
}

static void
test_png (Fixture      *fixture,
          gconstpointer data)
{
  double           scale = GPOINTER_TO_INT (data);
  g_autofree char *path = g_build_filename (fixture->dir, "scan.png", NULL);
  WadiSimilarity   truth;
  double           share;

  /* turned 3.5 degrees, shifted by (61.3, 17.8) pixels */
  wadi_test_trace_picture (fixture->scenario, fixture->dir, scale, 3.5, 61.3, 17.8, path, &truth);
  share = trace_back (fixture, path, &truth);
  g_assert_cmpfloat (share, >=, 0.97);
}

static void
test_jpeg (Fixture      *fixture,
           gconstpointer data)
{
  g_autofree char *png = g_build_filename (fixture->dir, "scan.png", NULL);
  g_autofree char *jpeg = g_build_filename (fixture->dir, "scan.jpg", NULL);
  g_autoptr (GdkPixbuf) pixbuf = NULL;
  g_autoptr (GError) error = NULL;
  WadiSimilarity truth;
  double         share;

  /* turned the other way, 2 degrees */
  wadi_test_trace_picture (fixture->scenario, fixture->dir, 48.0, -2.0, 25.0, 90.0, png, &truth);
  pixbuf = gdk_pixbuf_new_from_file (png, &error);
  g_assert_no_error (error);
  g_assert_true (gdk_pixbuf_save (pixbuf, jpeg, "jpeg", &error, "quality", "80", NULL));
  g_assert_no_error (error);
  share = trace_back (fixture, jpeg, &truth);
  g_assert_cmpfloat (share, >=, 0.95);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/trace/round-trip/png-32", Fixture, GINT_TO_POINTER (32), fixture_setup, test_png, fixture_teardown);
  g_test_add ("/trace/round-trip/png-64", Fixture, GINT_TO_POINTER (64), fixture_setup, test_png, fixture_teardown);
  g_test_add ("/trace/round-trip/jpeg-80", Fixture, NULL, fixture_setup, test_jpeg, fixture_teardown);
  return g_test_run ();
}
