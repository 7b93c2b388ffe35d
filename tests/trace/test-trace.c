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
#include <string.h>

#include "wadi-test-fixtures.h"
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
  wadi_fixture_remove_tree (fixture->dir);
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

/* Accepting the suggestions: one undoable edit that paints the blank
 * board as the original, but for the hexes missed. */
static void
test_apply (Fixture      *fixture,
            gconstpointer data)
{
  g_autofree char *path = g_build_filename (fixture->dir, "scan.png", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (WadiBoard) original = wadi_map_extract_board (fixture->scenario->map, 0);
  g_autoptr (WadiTracePicture) picture = NULL;
  g_autoptr (WadiTraceSamples) samples = NULL;
  g_autoptr (WadiTraceResult) result = NULL;
  g_autoptr (WadiDocument) document = NULL;
  g_autoptr (GArray) cells = NULL;
  g_autofree gboolean       *accept = NULL;
  WadiScenario              *blank = wadi_scenario_new (WADI_RULESET_ASL);
  const WadiTraceSuggestion *suggestions;
  const WadiBoard           *grid;
  WadiSimilarity             truth, s;
  guint                      n, changed, same = 0, joined = 0;

  wadi_test_trace_picture (fixture->scenario, fixture->dir, 40.0, 1.0, 30.0, 5.0, path, &truth);
  picture = wadi_trace_picture_load (file, NULL, NULL, NULL, NULL, NULL);
  s = align (original, &truth);
  samples = take_samples (original, picture, &s);
  result = wadi_trace_board (picture, &s, original, samples, 0, NULL, NULL, NULL, NULL);
  g_assert_nonnull (result);
  suggestions = wadi_trace_result_get_suggestions (result, &n);
  g_assert_true (wadi_trace_result_lookup (result, suggestions[7].hex) == &suggestions[7]);
  g_assert_null (wadi_trace_result_lookup (result, (WadiHex) { 40, 3 }));

  wadi_scenario_add_board (blank, wadi_board_new ("25", WADI_GEOMORPHIC_COLUMNS, WADI_GEOMORPHIC_ROWS,
                                                  original->layout, WADI_LABEL_ASL, 0));
  document = wadi_document_new (blank);
  /* the accepted ones only: none */
  accept = g_new0 (gboolean, n);
  cells = wadi_trace_result_cells (result, wadi_document_get_scenario (document), 0, accept, 0.0);
  g_assert_cmpuint (cells->len, ==, 0);
  g_clear_pointer (&cells, g_array_unref);
  /* all: the open hexes do not change a blank board */
  cells = wadi_trace_result_cells (result, wadi_document_get_scenario (document), 0, NULL, 0.0);
  g_assert_cmpuint (cells->len, >, n / 2);
  g_assert_cmpuint (cells->len, <, n);

  changed = wadi_trace_result_apply (result, document, 0, NULL, 0.0, "Trace Terrain");
  g_assert_cmpuint (changed, ==, cells->len);
  grid = wadi_scenario_grid (wadi_document_get_scenario (document));
  for (guint i = 0; i < n; i++)
    {
      const WadiHexCell *cell = wadi_board_cell (grid, suggestions[i].hex);

      same += wadi_trace_class_equal (class_of (grid, suggestions[i].hex), class_of (original, suggestions[i].hex));
      if (cell->depression != WADI_DEPRESSION_NONE)
        g_assert_cmpint (cell->floor, ==, cell->level - 1);
    }
  g_assert_cmpuint (same, >=, n * 97 / 100);
  /* the depressions run through the hexsides between their hexes */
  for (guint i = 0; i < n; i++)
    for (WadiDirection d = 0; d < 3; d++)
      joined += (wadi_board_get_side (grid, (WadiHexside) { suggestions[i].hex, d }) & WADI_SIDE_DEPRESSION) != 0;
  g_assert_cmpuint (joined, >, 50);
  /* the suggestions as JSON */
  {
    g_autofree char *json = wadi_trace_result_to_json (result, original);

    g_assert_nonnull (strstr (json, "\"board\" : \"25\""));
    g_assert_nonnull (strstr (json, "\"hex\" : \"B0\""));
    g_assert_nonnull (strstr (json, "\"traced\" : 346"));
  }
  /* the second board of a map of two, one below the other: its hexes */
  {
    WadiScenario *two = wadi_scenario_new (WADI_RULESET_ASL);
    g_autoptr (WadiDocument) map_document = NULL;
    const WadiScenario *after;
    guint               on_board = 0;

    for (int b = 0; b < 2; b++)
      wadi_scenario_add_board (two, wadi_board_new (b == 0 ? "25" : "14", WADI_GEOMORPHIC_COLUMNS,
                                                    WADI_GEOMORPHIC_ROWS, original->layout, WADI_LABEL_ASL, 0));
    map_document = wadi_document_new (two);
    g_assert_cmpuint (wadi_trace_result_apply (result, map_document, 1, NULL, 0.0, "Trace Terrain"), >, n / 2);
    after = wadi_document_get_scenario (map_document);
    for (guint i = 0; i < n; i++)
      {
        WadiHex hex = wadi_map_to_map (after->map, 1, suggestions[i].hex);

        on_board += wadi_trace_class_equal (class_of (wadi_scenario_grid (after), hex), suggestions[i].klass);
      }
    g_assert_cmpuint (on_board, ==, n);
    /* the first board's own hexes are as they were (but for the half
     * hexes it shares with the second) */
    g_assert_true (wadi_board_cell_is_default (wadi_scenario_grid (after), (WadiHex) { 5, 5 }));
  }
  /* one undo step takes it all back */
  g_assert_cmpstr (wadi_document_undo_label (document), ==, "Trace Terrain");
  g_assert_true (wadi_document_undo (document));
  g_assert_false (wadi_document_can_undo (document));
  grid = wadi_scenario_grid (wadi_document_get_scenario (document));
  for (guint i = 0; i < n; i++)
    g_assert_true (wadi_board_cell_is_default (grid, suggestions[i].hex));
}

static void
traced (GObject      *source,
        GAsyncResult *res,
        gpointer      user_data)
{
  GError         **error = user_data;
  WadiTraceResult *result = wadi_trace_board_finish (res, error);

  g_assert_null (result);
}

static void
note_progress (double   fraction,
               gpointer user_data)
{
  *(double *) user_data = fraction;
}

/* In a GTask thread, cancelled before it could end. */
static void
test_cancel (Fixture      *fixture,
             gconstpointer data)
{
  g_autofree char *path = g_build_filename (fixture->dir, "scan.png", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (WadiBoard) original = wadi_map_extract_board (fixture->scenario->map, 0);
  g_autoptr (WadiTracePicture) picture = NULL;
  g_autoptr (WadiTraceSamples) samples = wadi_trace_samples_new ();
  g_autoptr (GCancellable) cancellable = g_cancellable_new ();
  g_autoptr (WadiTraceResult) result = NULL;
  GError         *error = NULL;
  WadiTraceColour colour = { { 50, 0, 0 }, { 0, 0, 0 } };
  WadiSimilarity  truth;
  double          progress = -1.0;

  wadi_test_trace_picture (fixture->scenario, fixture->dir, 24.0, 0.0, 0.0, 0.0, path, &truth);
  picture = wadi_trace_picture_load (file, NULL, NULL, NULL, NULL, NULL);
  wadi_trace_samples_add (samples, wadi_test_trace_classes[0], &colour);
  g_cancellable_cancel (cancellable);
  wadi_trace_board_async (picture, &truth, original, samples, cancellable, note_progress, &progress, traced, &error);
  while (error == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&error);

  /* no samples: an error, not an empty result */
  g_clear_pointer (&samples, wadi_trace_samples_free);
  samples = wadi_trace_samples_new ();
  result = wadi_trace_board (picture, &truth, original, samples, 0, NULL, NULL, NULL, &error);
  g_assert_null (result);
  g_assert_error (error, WADI_TRACE_ERROR, WADI_TRACE_ERROR_SAMPLES);
  g_clear_error (&error);

  /* progress reaches the end */
  wadi_trace_samples_add (samples, wadi_test_trace_classes[0], &colour);
  /* an alignment that puts the board off the picture: an error, not an
   * empty result (a try-out's 3 x 2 picture "traced" 0 hexes, exit 0) */
  {
    WadiSimilarity away = truth;

    away.tx += 1e6;
    result = wadi_trace_board (picture, &away, original, samples, 0, NULL, NULL, NULL, &error);
    g_assert_null (result);
    g_assert_error (error, WADI_TRACE_ERROR, WADI_TRACE_ERROR_OUTSIDE);
    g_clear_error (&error);
  }
  result = wadi_trace_board (picture, &truth, original, samples, 2, NULL, note_progress, &progress, &error);
  g_assert_no_error (error);
  g_assert_cmpfloat (progress, ==, 1.0);
}

/* Walls and hedges traced along the hexsides, from five samples of each
 * and ten of plain hexsides. */
static void
test_hexsides (Fixture      *fixture,
               gconstpointer data)
{
  static const guint kinds[3] = { 0, WADI_SIDE_WALL, WADI_SIDE_HEDGE };
  g_autofree char   *path = g_build_filename (fixture->dir, "scan.png", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (WadiBoard) original = wadi_map_extract_board (fixture->scenario->map, 0);
  g_autoptr (WadiTracePicture) picture = NULL;
  g_autoptr (WadiTraceSamples) samples = NULL;
  g_autoptr (WadiTraceResult) result = NULL;
  const WadiTraceSuggestion *suggestions;
  guint                      table[3][3] = { { 0 } };
  guint                      taken[3] = { 0 }, want_taken[3] = { 10, 5, 5 };
  WadiSimilarity             truth, s;
  guint                      n, right = 0, total = 0;

  wadi_test_trace_picture (fixture->scenario, fixture->dir, 48.0, 2.5, 40.0, 10.0, path, &truth);
  picture = wadi_trace_picture_load (file, NULL, NULL, NULL, NULL, NULL);
  s = align (original, &truth);
  samples = take_samples (original, picture, &s);
  for (guint i = 0; i < wadi_board_hex_count (original); i += 3)
    for (WadiDirection d = 0; d < 3; d++)
      {
        WadiHexside side = { wadi_board_hex_at_index (original, i), d };
        guint       features = wadi_board_get_side (original, side);

        for (int k = 0; k < 3; k++)
          if (features == kinds[k] && taken[k] < want_taken[k] && wadi_board_contains (original, side.hex)
              && wadi_board_contains (original, wadi_hexside_other_hex (original->layout, side)))
            {
              g_assert_true (wadi_trace_samples_add_side (samples, picture, &s, original->layout, side, kinds[k], NULL));
              taken[k]++;
            }
      }
  g_assert_cmpuint (taken[1], ==, 5);
  g_assert_cmpuint (taken[2], ==, 5);
  result = wadi_trace_board (picture, &s, original, samples, 0, NULL, NULL, NULL, NULL);
  suggestions = wadi_trace_result_get_suggestions (result, &n);
  for (guint i = 0; i < n; i++)
    for (WadiDirection d = 0; d < 3; d++)
      {
        WadiHexside side = { suggestions[i].hex, d };
        guint       features = wadi_board_get_side (original, side);
        int         want = -1, got = -1;

        if (!wadi_board_contains (original, wadi_hexside_other_hex (original->layout, side)))
          continue;
        for (int k = 0; k < 3; k++)
          {
            want = features == kinds[k] ? k : want;
            got = suggestions[i].sides[d] == kinds[k] ? k : got;
          }
        /* a depression's hexsides are no class of these samples */
        if (want < 0)
          continue;
        g_assert_cmpint (got, >=, 0);
        table[want][got]++;
        right += want == got;
        total++;
      }
  g_test_message ("hexsides traced as:  none  wall hedge");
  for (int k = 0; k < 3; k++)
    g_test_message ("%-18s %5u %5u %5u", k == 0 ? "none" : k == 1 ? "wall"
                                                                  : "hedge",
                    table[k][0], table[k][1], table[k][2]);
  g_test_message ("%u of %u hexsides right (%.1f%%)", right, total, 100.0 * right / total);
  g_assert_cmpfloat ((double) right / total, >=, 0.95);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/trace/round-trip/png-32", Fixture, GINT_TO_POINTER (32), fixture_setup, test_png, fixture_teardown);
  g_test_add ("/trace/round-trip/png-64", Fixture, GINT_TO_POINTER (64), fixture_setup, test_png, fixture_teardown);
  g_test_add ("/trace/round-trip/jpeg-80", Fixture, NULL, fixture_setup, test_jpeg, fixture_teardown);
  g_test_add ("/trace/hexsides", Fixture, NULL, fixture_setup, test_hexsides, fixture_teardown);
  g_test_add ("/trace/apply", Fixture, NULL, fixture_setup, test_apply, fixture_teardown);
  g_test_add ("/trace/cancel", Fixture, NULL, fixture_setup, test_cancel, fixture_teardown);
  return g_test_run ();
}
