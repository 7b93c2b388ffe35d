/* test-export-pages.c: the map on sheets of paper, read by pdfinfo,
 * pdftotext and pdftoppm */
#include "config.h"

#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "wadi-export-pages.h"
#include "wadi-render.h"
#include "wadi-test-export.h"

/* 10 mm, as wadi-export-pages.c leaves round the printable area */
#define MARGIN 28.35

/* Options for a PDF on A4 sheets at points a hex; the sheets' size in
 * *width and *height, when not NULL. */
static void
a4_options (WadiExportOptions *options,
            double             points,
            double            *width,
            double            *height)
{
  wadi_export_options_init (options);
  options->format = WADI_EXPORT_PDF;
  options->paper = WADI_PAPER_A4;
  options->pixels_per_hex = points;
  if (width != NULL)
    wadi_export_paper_size (WADI_PAPER_A4, width, height);
}

/* An ASL scenario of the geomorphic boards ids (a string of their ids
 * apart by spaces), each where its placement says. */
static WadiScenario *
geomorphic_map (const char             *ids,
                const WadiMapPlacement *placements)
{
  WadiScenario *scenario = wadi_scenario_new (WADI_RULESET_ASL);
  g_auto (GStrv) each = g_strsplit (ids, " ", -1);
  GPtrArray *boards = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;

  for (guint i = 0; each[i] != NULL; i++)
    g_ptr_array_add (boards, wadi_board_new_geomorphic (each[i]));
  g_assert_true (wadi_scenario_set_boards (scenario, boards, placements, NULL, &error));
  g_assert_no_error (error);
  return scenario;
}

/* A4 at 19 mm a hex: as many sheets as the layout says, A4 in size, each
 * named, with hex labels along its edges, crop marks in its corners, and
 * the map repeated for one hex where two sheets meet. */
static void
test_a4 (WadiTestExport *fixture,
         gconstpointer   data)
{
  g_autofree char *pdf = g_build_filename (fixture->dir, "map.pdf", NULL);
  g_autofree char *first = g_build_filename (fixture->dir, "first", NULL);
  g_autofree char *second = g_build_filename (fixture->dir, "second", NULL);
  g_autofree char *first_png = g_build_filename (fixture->dir, "first.png", NULL);
  g_autofree char *second_png = g_build_filename (fixture->dir, "second.png", NULL);
  g_autofree char *info = NULL;
  g_autofree char *text = NULL;
  g_autofree char *pages = NULL;
  g_autofree char *sheet_one = NULL;
  g_autofree char *out = NULL;
  g_autofree char *out2 = NULL;
  g_autoptr(WadiExportSheets) sheets = NULL;
  g_autoptr(GError) error = NULL;
  WadiExportOptions options;
  cairo_surface_t  *one, *two;
  double            paper_width, paper_height, overlap;
  guint             count, same = 0, rows = 0;

  a4_options (&options, wadi_export_points_for_mm (19.0), &paper_width, &paper_height);
  sheets = wadi_export_sheets_new (fixture->scenario, &options, paper_width, paper_height);
  g_assert_nonnull (sheets);
  count = wadi_export_sheets_count (sheets);
  /* three boards of 33 x 10 hexes of 19 mm: 55 x 60 cm, on sheets of
   * 19 x 27.7 cm */
  g_assert_cmpuint (count, >=, 6);
  g_assert_true (wadi_export_write (fixture->scenario, &options, pdf, NULL, NULL, NULL, &error));
  g_assert_no_error (error);

  info = wadi_test_export_run ((const char *const[]) { "pdfinfo", pdf, NULL });
  pages = g_strdup_printf ("Pages:           %u\n", count);
  g_assert_nonnull (strstr (info, pages));
  g_assert_nonnull (strstr (info, "(A4)"));

  text = wadi_test_export_run ((const char *const[]) { "pdftotext", "-raw", "-f", "1", "-l", "1", pdf, "-", NULL });
  sheet_one = g_strdup_printf ("sheet 1 of %u: row 1, column 1", count);
  g_assert_nonnull (strstr (text, sheet_one));
  /* the labels of the hexes along the edges: board 25's, on sheet 1 */
  g_assert_true (g_regex_match_simple ("\\b25[A-Z]+[0-9]+\\b", text, 0, 0));

  out = wadi_test_export_run (
      (const char *const[]) { "pdftoppm", "-png", "-r", "72", "-f", "1", "-l", "1", "-singlefile", pdf, first, NULL });
  out2 = wadi_test_export_run (
      (const char *const[]) { "pdftoppm", "-png", "-r", "72", "-f", "2", "-l", "2", "-singlefile", pdf, second, NULL });
  one = cairo_image_surface_create_from_png (first_png);
  two = cairo_image_surface_create_from_png (second_png);
  g_assert_cmpint (cairo_surface_status (one), ==, CAIRO_STATUS_SUCCESS);
  /* a crop mark beside the printable area's top-left corner, outside it */
  g_assert_cmpuint (wadi_test_export_pixel (one, (int) MARGIN - 10, (int) MARGIN) & 0xff, <, 160);
  g_assert_cmpuint (wadi_test_export_pixel (one, (int) MARGIN, (int) MARGIN - 10) & 0xff, <, 160);
  /* the corner of the paper is blank */
  g_assert_cmphex (wadi_test_export_pixel (one, 2, 2), ==, 0xffffff);

  /* sheets 1 and 2 lie side by side: the last hex of the one is the
   * first of the other */
  overlap = options.overlap * options.pixels_per_hex;
  for (int y = (int) MARGIN + 20; y < cairo_image_surface_get_height (one) - (int) MARGIN - 20; y += 25)
    {
      int right = cairo_image_surface_get_width (one) - (int) MARGIN - (int) overlap + 10;
      int left = (int) MARGIN + 10;

      rows++;
      if (wadi_test_export_near (wadi_test_export_pixel (one, right, y),
                                 (WadiRgb) { (wadi_test_export_pixel (two, left, y) >> 16 & 0xff) / 255.0,
                                             (wadi_test_export_pixel (two, left, y) >> 8 & 0xff) / 255.0,
                                             (wadi_test_export_pixel (two, left, y) & 0xff) / 255.0 },
                                 24))
        same++;
    }
  g_test_message ("%u of %u rows alike", same, rows);
  g_assert_cmpuint (same, >=, rows * 9 / 10);
  cairo_surface_destroy (one);
  cairo_surface_destroy (two);
}

/* One sheet per board: three sheets, each naming its board, a board of 33
 * columns shrunk to fit an A4 sheet. */
static void
test_page_per_board (WadiTestExport *fixture,
                     gconstpointer   data)
{
  g_autofree char *pdf = g_build_filename (fixture->dir, "boards.pdf", NULL);
  g_autofree char *info = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  WadiExportOptions options;

  a4_options (&options, wadi_export_points_for_mm (19.0), NULL, NULL);
  options.page_per_board = TRUE;
  g_assert_true (wadi_export_write (fixture->scenario, &options, pdf, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  info = wadi_test_export_run ((const char *const[]) { "pdfinfo", pdf, NULL });
  g_assert_nonnull (strstr (info, "Pages:           3\n"));
  text = wadi_test_export_run ((const char *const[]) { "pdftotext", "-raw", pdf, "-", NULL });
  g_assert_nonnull (strstr (text, "board 25 — sheet 1 of 3 (shrunk to fit)"));
  g_assert_nonnull (strstr (text, "board 14 — sheet 2 of 3"));
  g_assert_nonnull (strstr (text, "board 13 — sheet 3 of 3"));
  g_assert_cmpuint (wadi_test_export_files_in (fixture), ==, 1);
}

/* One sheet per board, each board turned the way that prints it larger:
 * board 25, 33 x 10 hexes, is 29.1 hexes wide in its box and 11.5 tall,
 * shrunk to fit an A4 sheet's printable width; portrait (538.6 points
 * across) made its hexes 18.5 points (6.5 mm), landscape (785.2 points
 * across) makes them 27.0 points (9.5 mm).  Every board's page of the
 * PDF is landscape, and the first board's hexes, its printed width over
 * its width in hexes, are landscape's size. */
static void
test_page_per_board_turned (WadiTestExport *fixture,
                            gconstpointer   data)
{
  g_autofree char *pdf = g_build_filename (fixture->dir, "turned.pdf", NULL);
  g_autofree char *stem = g_build_filename (fixture->dir, "turned", NULL);
  g_autofree char *png = g_build_filename (fixture->dir, "turned.png", NULL);
  g_autofree char *info = NULL;
  g_autoptr(GError) error = NULL;
  WadiExportOptions options, board;
  cairo_surface_t  *image;
  WadiHex           first, last;
  double            width, height, x0, y0, x1, y1, first_x, last_x, centre_y, points;
  int               left = G_MAXINT, right = -1;

  a4_options (&options, wadi_export_points_for_mm (19.0), &width, &height);
  options.page_per_board = TRUE;
  g_assert_true (wadi_export_write (fixture->scenario, &options, pdf, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  info = wadi_test_export_run ((const char *const[]) { "pdfinfo", "-f", "1", "-l", "3", pdf, NULL });
  for (guint page = 1; page <= 3; page++)
    {
      g_autofree char *size = g_strdup_printf ("Page    %u size:  841.89 x 595.276 pts (A4)", page);

      g_assert_nonnull (strstr (info, size));
    }

  /* the first board's printed width, at 72 dpi a pixel a point, on the
   * rows of the printable area (the crop marks and the caption are in
   * the margin) */
  g_free (wadi_test_export_run (
      (const char *const[]) { "pdftoppm", "-png", "-r", "72", "-f", "1", "-l", "1", "-singlefile", pdf, stem, NULL }));
  image = cairo_image_surface_create_from_png (png);
  g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (cairo_image_surface_get_width (image), >, cairo_image_surface_get_height (image));
  for (int y = (int) MARGIN + 2; y < cairo_image_surface_get_height (image) - (int) MARGIN - 2; y++)
    for (int x = 0; x < cairo_image_surface_get_width (image); x++)
      if (wadi_test_export_pixel (image, x, y) != 0xffffff)
        {
          left = MIN (left, x);
          right = MAX (right, x);
        }
  cairo_surface_destroy (image);
  /* the board is laid out by its box, its outer hexes whole, and
   * printed cut through the centres of its edge columns, A and GG */
  board = options;
  board.board = 0;
  g_assert_true (wadi_export_extent (fixture->scenario, &board, &x0, &y0, &x1, &y1));
  wadi_fixture_locate (fixture->scenario, "25A1", &first);
  wadi_fixture_locate (fixture->scenario, "25GG1", &last);
  wadi_hex_center (wadi_scenario_grid (fixture->scenario)->layout, first, &first_x, &centre_y);
  wadi_hex_center (wadi_scenario_grid (fixture->scenario)->layout, last, &last_x, &centre_y);
  points = (right - left + 1) / (last_x - first_x);
  g_test_message ("board 25: %.1f hexes wide in its box, printed %.1f, %d points wide: %.1f points (%.1f mm) a hex",
                  x1 - x0, last_x - first_x, right - left + 1, points, points * 25.4 / 72.0);
  /* the landscape sheet's printable width, A4's height less the margins */
  g_assert_cmpfloat_with_epsilon (points, (height - 2 * MARGIN) / (x1 - x0), 0.3);
  /* larger than portrait's, A4's width less the margins, could print */
  g_assert_cmpfloat (points, >, (width - 2 * MARGIN) / (x1 - x0) * 1.4);
  /* and its hexes labelled, as a printed board's are: on paper labels
   * show from 24 points a hex, where a screen waits for 36 */
  {
    g_autofree char *text = wadi_test_export_run ((const char *const[]) { "pdftotext", "-f", "1", "-l", "1", pdf, "-", NULL });

    g_assert_cmpfloat (points, <, WADI_RENDER_LABEL_ZOOM);
    g_assert_nonnull (strstr (text, "K5"));
    g_assert_nonnull (strstr (text, "X7"));
  }
}

/* A title of 193 characters, as a designer gave a scenario. */
#define LONG_TITLE                                                                                                  \
  "The Battle for the Crossroads at Saint-Lambert-sur-Dives and the Desperate Defence of the Corridor of Death by " \
  "the Polish First Armoured Division against the Breakout of the German Seventh Army"

/* Asserts that page of pdf shows caption whole (pdftotext) after the
 * title's start cut short, every word of its line inside the sheet's
 * printable width, width points less the margins (pdftotext -bbox: the
 * words at the height of its last word). */
static void
assert_caption_inside (const char *pdf,
                       guint       page,
                       double      width,
                       const char *caption)
{
  g_autofree char *number = g_strdup_printf ("%u", page);
  g_autofree char *text = NULL;
  g_autofree char *boxes = NULL;
  g_autofree char *last = g_strdup (strrchr (caption, ' ') + 1);
  g_autoptr(GRegex) word = g_regex_new ("<word xMin=\"([0-9.]+)\" yMin=\"([0-9.]+)\" xMax=\"([0-9.]+)\"[^>]*>([^<]*)<",
                                         0, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;
  double line = -1.0, left = G_MAXDOUBLE, right = 0.0;
  guint  words = 0;

  text = wadi_test_export_run ((const char *const[]) { "pdftotext", "-raw", "-f", number, "-l", number, pdf, "-", NULL });
  if (strstr (text, caption) == NULL)
    g_error ("page %u has no “%s”: %s", page, caption, text);
  /* the title is cut short, not the sheet's place */
  g_assert_nonnull (strstr (text, "The Battle for the Crossroads"));
  g_assert_nonnull (strstr (text, "… — "));
  boxes = wadi_test_export_run (
      (const char *const[]) { "pdftotext", "-bbox", "-f", number, "-l", number, pdf, "-", NULL });
  /* the caption's line: the height of the last of its words, the lowest
   * such word on the page */
  for (g_regex_match (word, boxes, 0, &match); g_match_info_matches (match); g_match_info_next (match, NULL))
    {
      g_autofree char *y = g_match_info_fetch (match, 2);
      g_autofree char *name = g_match_info_fetch (match, 4);

      if (strcmp (name, last) == 0)
        line = MAX (line, g_ascii_strtod (y, NULL));
    }
  g_assert_cmpfloat (line, >, 0.0);
  g_clear_pointer (&match, g_match_info_unref);
  for (g_regex_match (word, boxes, 0, &match); g_match_info_matches (match); g_match_info_next (match, NULL))
    {
      g_autofree char *x0 = g_match_info_fetch (match, 1);
      g_autofree char *y = g_match_info_fetch (match, 2);
      g_autofree char *x1 = g_match_info_fetch (match, 3);

      if (fabs (g_ascii_strtod (y, NULL) - line) > 0.01)
        continue;
      left = MIN (left, g_ascii_strtod (x0, NULL));
      right = MAX (right, g_ascii_strtod (x1, NULL));
      words++;
    }
  g_test_message ("page %u: %u words from %.1f to %.1f points across a sheet %.1f wide", page, words, left, right,
                  width);
  /* clear of the crop marks' ticks, which run down from the printable
   * area's corners across the caption's line */
  g_assert_cmpfloat (left, >=, MARGIN + 6.0 - 0.5);
  g_assert_cmpfloat (right, <=, width - MARGIN - 6.0 + 0.5);
}

/* A long title cut short in the sheets' captions (it ran past both of
 * an A4 sheet's edges, taking the sheet's place with it): the caption
 * of a cut sheet, of a board's sheet and of the legend's sheet each
 * holds the sheet's place whole, the title's start and "…", inside the
 * printable width. */
static void
test_long_title (WadiTestExport *fixture,
                 gconstpointer   data)
{
  g_autofree char  *pdf = g_build_filename (fixture->dir, "long.pdf", NULL);
  WadiExportOptions options;
  double            width, height;

  g_free (fixture->scenario->title);
  fixture->scenario->title = g_strdup (LONG_TITLE);
  a4_options (&options, wadi_export_points_for_mm (19.0), &width, &height);
  options.legend = TRUE;
  for (guint per_board = 0; per_board < 2; per_board++)
    {
      g_autoptr(WadiExportSheets) sheets = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *first = NULL;
      g_autofree char *legend = NULL;
      double           first_width, first_height;
      guint            count;

      options.page_per_board = per_board;
      sheets = wadi_export_sheets_new (fixture->scenario, &options, width, height);
      count = wadi_export_sheets_count (sheets);
      wadi_export_sheets_page_paper (sheets, 0, &first_width, &first_height);
      g_assert_true (wadi_export_write (fixture->scenario, &options, pdf, NULL, NULL, NULL, &error));
      g_assert_no_error (error);
      first = per_board ? g_strdup_printf ("— board 25 — sheet 1 of %u (shrunk to fit)", count)
                        : g_strdup_printf ("— sheet 1 of %u: row 1, column 1", count);
      assert_caption_inside (pdf, 1, first_width, first);
      legend = g_strdup_printf ("— legend — sheet %u of %u", count, count);
      assert_caption_inside (pdf, count, width, legend);
    }
}

/* A legend asked of sheets is a sheet of its own after the map's (it was
 * left out without a word), one board a sheet or not; it names the
 * terrain, the roads, the other hexside features (a wall, the
 * examples' depression cliffs) and the counters on the map: a ford, and each
 * side's units by their colour (a designer's try-out found only the
 * terrain and depressions there). */
static void
test_legend_sheet (WadiTestExport *fixture,
                   gconstpointer   data)
{
  g_autofree char  *pdf = g_build_filename (fixture->dir, "legend.pdf", NULL);
  WadiExportOptions options;
  double            width, height;

  WadiCounter ford = { .kind = WADI_COUNTER_FORD };
  WadiCounter unit = { .kind = WADI_COUNTER_UNIT, .side = (char *) "German" };

  ford.hex = wadi_fixture_hex (fixture->scenario, "25K3");
  unit.hex = wadi_fixture_hex (fixture->scenario, "25K4");
  wadi_scenario_add_counter (fixture->scenario, &ford);
  wadi_scenario_add_counter (fixture->scenario, &unit);
  wadi_fixture_add_side (fixture->scenario, "25K5", "25K6", WADI_SIDE_DIRT_ROAD);
  wadi_fixture_add_side (fixture->scenario, "25K7", "25K8", WADI_SIDE_WALL);
  a4_options (&options, 8.0, &width, &height);
  for (guint per_board = 0; per_board < 2; per_board++)
    {
      g_autoptr(WadiExportSheets) plain = NULL;
      g_autoptr(WadiExportSheets) with_legend = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *info = NULL;
      g_autofree char *last = NULL;
      g_autofree char *pages = NULL;
      g_autofree char *caption = NULL;
      g_autofree char *page = NULL;
      guint            count;

      options.page_per_board = per_board;
      options.legend = FALSE;
      plain = wadi_export_sheets_new (fixture->scenario, &options, width, height);
      options.legend = TRUE;
      with_legend = wadi_export_sheets_new (fixture->scenario, &options, width, height);
      count = wadi_export_sheets_count (with_legend);
      g_assert_cmpuint (count, ==, wadi_export_sheets_count (plain) + 1);
      g_assert_true (wadi_export_write (fixture->scenario, &options, pdf, NULL, NULL, NULL, &error));
      g_assert_no_error (error);
      info = wadi_test_export_run ((const char *const[]) { "pdfinfo", pdf, NULL });
      pages = g_strdup_printf ("Pages:           %u\n", count);
      g_assert_nonnull (strstr (info, pages));
      page = g_strdup_printf ("%u", count);
      last = wadi_test_export_run ((const char *const[]) { "pdftotext", "-raw", "-f", page, "-l", page, pdf, "-", NULL });
      caption = g_strdup_printf ("legend — sheet %u of %u", count, count);
      g_assert_nonnull (strstr (last, caption));
      /* the examples' woods, named by the legend */
      g_assert_nonnull (strstr (last, "Woods"));
      g_assert_nonnull (strstr (last, "Dirt road"));
      /* the hexside features: the wall, and the examples' cliffs */
      g_assert_nonnull (strstr (last, "Wall"));
      g_assert_nonnull (strstr (last, "Depression cliff"));
      g_assert_nonnull (strstr (last, "Ford"));
      g_assert_nonnull (strstr (last, "German"));
    }
}

/* The preview of sheets outlines where they cut the map, one dashed
 * rectangle a sheet, each whole (a designer saw "6 sheets of A4" and not
 * where); a map on one sheet, or one sheet per board, has no cut. */
static guint
cut_pixels (const WadiScenario      *scenario,
            const WadiExportOptions *options)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 400, 300);
  cairo_t         *cr = cairo_create (surface);
  guint            red = 0;

  wadi_export_draw_preview (scenario, options, cr, 400, 300);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  for (int y = 0; y < 300; y++)
    for (int x = 0; x < 400; x++)
      {
        guint32  pixel = wadi_test_export_pixel (surface, x, y);
        gboolean is_red = (pixel >> 16 & 0xff) > 150 && (pixel >> 8 & 0xff) < 90 && (pixel & 0xff) < 90;

        red += is_red;
        /* every sheet whole in the preview: no cut runs off its edge (the
         * last row of sheets reached past the map, and was cut off) */
        if (is_red && (x == 0 || y == 0 || x == 399 || y == 299))
          g_error ("a sheet's cut runs off the preview at %d, %d", x, y);
      }
  cairo_surface_destroy (surface);
  return red;
}

static void
test_preview_cuts (WadiTestExport *fixture,
                   gconstpointer   data)
{
  WadiExportOptions options;
  guint             cut, whole, one, per_board;

  a4_options (&options, wadi_export_points_for_mm (19.0), NULL, NULL);
  cut = cut_pixels (fixture->scenario, &options);
  options.page_per_board = TRUE;
  per_board = cut_pixels (fixture->scenario, &options);
  options.page_per_board = FALSE;
  options.pixels_per_hex = 8.0;
  one = cut_pixels (fixture->scenario, &options);
  options.paper = WADI_PAPER_NONE;
  whole = cut_pixels (fixture->scenario, &options);
  g_test_message ("cut pixels: %u on sheets, %u a board a sheet, %u on one sheet, %u without paper", cut, per_board,
                  one, whole);
  /* at least the edges of the six or more sheets' rectangles, dashed */
  g_assert_cmpuint (cut, >, 600);
  g_assert_cmpuint (per_board, ==, whole);
  g_assert_cmpuint (one, ==, whole);
  g_assert_cmpuint (whole, <, 20);
}

/* The preview outlines the picture in grey: its margin is paper, white on
 * the dialog's white card, so its edge did not show.  The top row of
 * what the preview drew is that line, from end to end. */
static void
test_preview_frame (WadiTestExport *fixture,
                    gconstpointer   data)
{
  cairo_surface_t  *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 400, 300);
  cairo_t          *cr = cairo_create (surface);
  WadiExportOptions options;
  int               x0 = 400, y0 = 300, x1 = -1;
  guint             grey = 0;

  wadi_export_options_init (&options);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  wadi_export_draw_preview (fixture->scenario, &options, cr, 400, 300);
  cairo_destroy (cr);
  for (int y = 0; y < 300; y++)
    for (int x = 0; x < 400; x++)
      if (wadi_test_export_pixel (surface, x, y) != 0xffffff)
        {
          x0 = MIN (x0, x);
          x1 = MAX (x1, x);
          y0 = MIN (y0, y);
        }
  g_assert_cmpint (x1, >, x0);
  for (int x = x0; x <= x1; x++)
    grey += wadi_test_export_near (wadi_test_export_pixel (surface, x, y0), (WadiRgb) { 0.75, 0.75, 0.75 }, 6);
  g_test_message ("the top row, %d to %d at %d: %u pixels of the grey line", x0, x1, y0, grey);
  g_assert_cmpuint (grey, >=, (guint) (x1 - x0 + 1) * 9 / 10);
  cairo_surface_destroy (surface);
}

/* Boards laid in an L leave a corner of their box empty: no sheet of
 * nothing but paper is printed (a designer printed three, crop marks and
 * a caption each), and every sheet printed shows some of the map. */
static void
test_no_empty_sheet (WadiTestExport *fixture,
                     gconstpointer   data)
{
  const WadiMapPlacement placements[3] = {
    { wadi_map_geomorphic_origin (0, 0), 0 },
    { wadi_map_geomorphic_origin (0, 1), 0 },
    { wadi_map_geomorphic_origin (1, 0), 3 },
  };
  g_autofree char *pdf = g_build_filename (fixture->dir, "l.pdf", NULL);
  g_autoptr(WadiScenario) scenario = geomorphic_map ("25 14 13", placements);
  g_autoptr(WadiExportSheets) sheets = NULL;
  g_autoptr(GError) error = NULL;
  WadiExportOptions options;
  double            width, height;
  guint             count;

  a4_options (&options, wadi_export_points_for_mm (19.0), &width, &height);
  sheets = wadi_export_sheets_new (scenario, &options, width, height);
  count = wadi_export_sheets_count (sheets);
  g_assert_true (wadi_export_write (scenario, &options, pdf, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  for (guint i = 1; i <= count; i++)
    {
      g_autofree char *stem = g_build_filename (fixture->dir, "sheet", NULL);
      g_autofree char *png = g_build_filename (fixture->dir, "sheet.png", NULL);
      g_autofree char *page = g_strdup_printf ("%u", i);
      cairo_surface_t *image;
      guint            ground = 0;

      g_free (wadi_test_export_run (
          (const char *const[]) { "pdftoppm", "-png", "-r", "20", "-f", page, "-l", page, "-singlefile", pdf, stem, NULL }));
      image = cairo_image_surface_create_from_png (png);

      g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
      for (int y = 0; y < cairo_image_surface_get_height (image); y++)
        for (int x = 0; x < cairo_image_surface_get_width (image); x++)
          ground += wadi_test_export_near (wadi_test_export_pixel (image, x, y),
                                           wadi_style_terrain_color (WADI_TERRAIN_OPEN), 12);
      cairo_surface_destroy (image);
      g_remove (png);
      g_test_message ("sheet %u: %u pixels of open ground", i, ground);
      g_assert_cmpuint (ground, >, 0);
    }
  /* 7 x 2 sheets cover the box; the three under the empty corner go */
  g_assert_cmpuint (count, ==, 11);
}

/* The labels in a sheet's right margin name the column at its right
 * edge: the rightmost column whose labels are printed in their hexes on
 * the sheet.  A column whose tips only the edge cuts is that column (its
 * hexes were labelled on the next sheet alone, and the labels of the
 * column before stood beside them: a try-out read 25EE1 beside FF1). */
/* The columns the labels in the right margin of page of pdf name (a
 * board, a column, a row: "25FF1"), one string of them apart by spaces. */
static char *
right_margin_columns (const char *pdf,
                      guint       page)
{
  g_autofree char *number = g_strdup_printf ("%u", page);
  g_autofree char *boxes = NULL;
  g_autoptr(GRegex) word = g_regex_new ("<word xMin=\"([0-9.]+)\"[^>]*>([^<]*)<", 0, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;
  g_autoptr(GString) columns = g_string_new (NULL);
  double width;

  boxes = wadi_test_export_run ((const char *const[]) { "pdftotext", "-bbox", "-f", number, "-l", number, pdf, "-", NULL });
  width = g_ascii_strtod (strstr (strstr (boxes, "<page width=\""), "=\"") + 2, NULL);
  for (g_regex_match (word, boxes, 0, &match); g_match_info_matches (match); g_match_info_next (match, NULL))
    {
      g_autofree char *x0 = g_match_info_fetch (match, 1);
      g_autofree char *text = g_match_info_fetch (match, 2);
      const char      *letters = text + strspn (text, "0123456789");
      g_autofree char *column = g_strndup (letters, strcspn (letters, "0123456789"));

      if (g_ascii_strtod (x0, NULL) < width - MARGIN || !g_regex_match_simple ("^[0-9]+[A-Z]+[0-9]+$", text, 0, 0))
        continue;
      if (strstr (columns->str, column) == NULL)
        g_string_append_printf (columns, "%s%s", columns->len > 0 ? " " : "", column);
    }
  return g_string_free (g_steal_pointer (&columns), FALSE);
}

/* Boards 25 and 14 one above the other, 19 mm a hex (wadi-cli's scale
 * on paper), on A4: each sheet's right margin names one column, the one
 * at its edge; on the third the edge cuts FF at its tips only, so FF is
 * that column (it was EE, whose labels then stood beside FF's hexes: a
 * try-out read 25EE1 beside FF1). */
static void
test_edge_labels_name_edge_column (WadiTestExport *fixture,
                                   gconstpointer   data)
{
  const WadiMapPlacement placements[2] = { { wadi_map_geomorphic_origin (0, 0), 0 },
                                           { wadi_map_geomorphic_origin (0, 1), 0 } };
  g_autofree char       *pdf = g_build_filename (fixture->dir, "edges.pdf", NULL);
  g_autoptr(WadiScenario) scenario = geomorphic_map ("25 14", placements);
  g_autoptr(WadiExportSheets) sheets = NULL;
  g_autoptr(GError) error = NULL;
  WadiExportOptions options;
  double            width, height;

  a4_options (&options, wadi_export_points_for_mm (19.0), &width, &height);
  sheets = wadi_export_sheets_new (scenario, &options, width, height);
  g_assert_true (wadi_export_write (scenario, &options, pdf, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  for (guint page = 1; page <= wadi_export_sheets_count (sheets); page++)
    {
      g_autofree char *columns = right_margin_columns (pdf, page);

      g_test_message ("sheet %u: %s", page, columns);
      g_assert_null (strchr (columns, ' '));
      if (page == 3)
        g_assert_cmpstr (columns, ==, "FF");
    }
}

/* A sheet that would hold only what the sheet before it holds (the
 * overlap) and the outer halves the boards' edges cut away is not
 * printed: board 25 alone at 17 mm a hex on A4 takes two landscape
 * sheets, A to Q and Q to GG (three portrait before, the third with
 * GG's cut-away halves and the overlap alone); and every hex of the
 * board is still printed, its label in the PDF's text (in a hex, or in
 * the margin beside a sheet's edge). */
static void
test_no_overlap_only_sheet (WadiTestExport *fixture,
                            gconstpointer   data)
{
  const WadiMapPlacement placement = { wadi_map_geomorphic_origin (0, 0), 0 };
  g_autofree char       *pdf = g_build_filename (fixture->dir, "one.pdf", NULL);
  g_autoptr(WadiScenario) scenario = geomorphic_map ("25", &placement);
  g_autoptr(WadiExportSheets) sheets = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_auto (GStrv) words = NULL;
  g_autoptr(GHashTable) printed = g_hash_table_new (g_str_hash, g_str_equal);
  WadiExportOptions options;
  const WadiBoard  *grid;
  double            width, height;
  guint             hexes = 0;

  a4_options (&options, wadi_export_points_for_mm (17.0), &width, &height);
  sheets = wadi_export_sheets_new (scenario, &options, width, height);
  g_assert_cmpuint (wadi_export_sheets_count (sheets), ==, 2);
  g_assert_true (wadi_export_sheets_landscape (sheets));
  g_assert_true (wadi_export_write (scenario, &options, pdf, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  text = wadi_test_export_run ((const char *const[]) { "pdftotext", "-raw", pdf, "-", NULL });
  words = g_regex_split_simple ("\\s+", text, 0, 0);
  for (guint i = 0; words[i] != NULL; i++)
    g_hash_table_add (printed, words[i]);
  grid = wadi_scenario_grid (scenario);
  for (guint i = 0; i < wadi_board_hex_count (grid); i++)
    {
      WadiHex hex = wadi_board_hex_at_index (grid, i);
      char    label[WADI_LABEL_MAX_SIZE];

      if (!wadi_board_contains (grid, hex))
        continue;
      wadi_label_format (&grid->labels, hex, label);
      if (!g_hash_table_contains (printed, label))
        g_error ("%s is on no sheet", label);
      hexes++;
    }
  g_assert_cmpuint (hexes, ==, 346);

  /* the same board printed alone from an L of boards: cut at all its
   * edges, those it shares too, the same two sheets (three before) */
  {
    const WadiMapPlacement placements[3] = {
      { wadi_map_geomorphic_origin (0, 0), 0 },
      { wadi_map_geomorphic_origin (1, 0), 3 },
      { wadi_map_geomorphic_origin (0, 1), 0 },
    };
    g_autoptr(WadiScenario) l_map = geomorphic_map ("25 14 13", placements);
    g_autoptr(WadiExportSheets) board_sheets = NULL;

    options.board = 0;
    board_sheets = wadi_export_sheets_new (l_map, &options, width, height);
    g_assert_cmpuint (wadi_export_sheets_count (board_sheets), ==, 2);
  }
}

/* A map that fits one sheet takes one; turned landscape when that fits
 * and portrait does not. */
static void
test_one_sheet (WadiTestExport *fixture,
                gconstpointer   data)
{
  g_autoptr(WadiExportSheets) small = NULL;
  g_autoptr(WadiExportSheets) wide = NULL;
  WadiExportOptions options;
  double            width, height;

  a4_options (&options, 8.0, &width, &height);
  small = wadi_export_sheets_new (fixture->scenario, &options, width, height);
  g_assert_cmpuint (wadi_export_sheets_count (small), ==, 1);
  g_assert_false (wadi_export_sheets_landscape (small));

  /* one board at 26 points a hex: 750 points wide, 300 tall */
  options.board = 0;
  options.pixels_per_hex = 26.0;
  wide = wadi_export_sheets_new (fixture->scenario, &options, width, height);
  g_assert_cmpuint (wadi_export_sheets_count (wide), ==, 1);
  g_assert_true (wadi_export_sheets_landscape (wide));
  wadi_export_sheets_paper (wide, &width, &height);
  g_assert_cmpfloat (width, >, height);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
#define ADD(path, func) g_test_add (path, WadiTestExport, NULL, wadi_test_export_setup, func, wadi_test_export_teardown)
  ADD ("/export-pages/a4", test_a4);
  ADD ("/export-pages/edge-labels-name-edge-column", test_edge_labels_name_edge_column);
  ADD ("/export-pages/legend-sheet", test_legend_sheet);
  ADD ("/export-pages/preview-cuts", test_preview_cuts);
  ADD ("/export-pages/no-overlap-only-sheet", test_no_overlap_only_sheet);
  ADD ("/export-pages/preview-frame", test_preview_frame);
  ADD ("/export-pages/no-empty-sheet", test_no_empty_sheet);
  ADD ("/export-pages/page-per-board", test_page_per_board);
  ADD ("/export-pages/page-per-board-turned", test_page_per_board_turned);
  ADD ("/export-pages/long-title", test_long_title);
  ADD ("/export-pages/one-sheet", test_one_sheet);
#undef ADD
  return g_test_run ();
}
