/* test-export.c: pictures (PNG in bands, SVG, PDF on one page) read back by
 * their readers (libpng, rsvg-convert, pdfinfo and pdftoppm), and what
 * every export does: whole files or none, Cancel, a board or an area. */
#include "config.h"

#include <cairo-pdf.h>
#include <cairo.h>
#include <glib/gstdio.h>
#include <libxml/parser.h>
#include <math.h>
#include <png.h>

#include "wadi-export-private.h"
#include "wadi-export.h"
#include "wadi-render.h"
#include "wadi-render-style.h"
#include "wadi-test-export.h"

/* A PNG of the whole map at 20 pixels a hex: its size is the map's, and
 * the woods hex is green where the renderer put it. */
static void
test_png (WadiTestExport *fixture,
          gconstpointer   data)
{
  g_autofree char *path = g_build_filename (fixture->dir, "map.png", NULL);
  g_autoptr(GError) error = NULL;
  WadiExportOptions options;
  cairo_surface_t  *image;
  int               width, height;
  WadiHex           woods;
  double            cx, cy, x0, y0, x1, y1;
  guint32           pixel;
  int               red, green, blue;

  wadi_export_options_init (&options);
  options.pixels_per_hex = 20.0;
  g_assert_true (wadi_export_write (fixture->scenario, &options, path, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (wadi_export_size (fixture->scenario, &options, &width, &height));

  image = cairo_image_surface_create_from_png (path);
  g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (cairo_image_surface_get_width (image), ==, width);
  g_assert_cmpint (cairo_image_surface_get_height (image), ==, height);
  /* the map's extent plus the margin, at 20 pixels a map unit */
  wadi_render_board_extent (wadi_scenario_grid (fixture->scenario), &x0, &y0, &x1, &y1);
  g_assert_cmpint (width, ==, (int) ceil ((x1 - x0 + 0.2) * 20.0));

  wadi_fixture_locate (fixture->scenario, "25K3", &woods);
  wadi_hex_center (wadi_scenario_grid (fixture->scenario)->layout, woods, &cx, &cy);
  cairo_surface_flush (image);
  pixel = *(guint32 *) (gpointer) (cairo_image_surface_get_data (image)
                                   + (int) ((cy - y0 + 0.1 + 0.2) * 20.0) * cairo_image_surface_get_stride (image)
                                   + (int) ((cx - x0 + 0.1 + 0.2) * 20.0) * 4);
  red = pixel >> 16 & 0xff;
  green = pixel >> 8 & 0xff;
  blue = pixel & 0xff;
  g_test_message ("woods pixel %d %d %d", red, green, blue);
  g_assert_cmpint (green, >, red);
  g_assert_cmpint (green, >, blue);
  /* the margin round the map is paper, not the editor's table (a dark
   * frame that wasted ink on a printed picture) */
  g_assert_true (wadi_test_export_near (wadi_test_export_pixel (image, 1, 1), wadi_style_paper (), 2));
  g_assert_true (wadi_test_export_near (wadi_test_export_pixel (image, width - 2, height - 2), wadi_style_paper (), 2));
  cairo_surface_destroy (image);
  g_assert_cmpuint (wadi_test_export_files_in (fixture), ==, 1);
}

/* The picture drawn at once by the renderer, the reference for the
 * bands. */
static cairo_surface_t *
draw_whole (const WadiScenario      *scenario,
            const WadiExportOptions *options)
{
  g_autoptr(WadiRenderer) renderer = wadi_renderer_new ();
  WadiRenderRequest request = { 0 };
  cairo_surface_t  *surface;
  cairo_t          *cr;
  int               width, height;
  double            x0, y0, x1, y1;

  g_assert_true (wadi_export_size (scenario, options, &width, &height));
  g_assert_true (wadi_export_extent (scenario, options, &x0, &y0, &x1, &y1));
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cr = cairo_create (surface);
  wadi_renderer_set_scenario (renderer, scenario);
  request.view.zoom = options->pixels_per_hex;
  request.view.width = width;
  request.view.height = height;
  request.view.center_x = x0 + width / options->pixels_per_hex / 2.0;
  request.view.center_y = y0 + height / options->pixels_per_hex / 2.0;
  request.show_grid = options->grid;
  request.show_labels = options->labels;
  request.paper = TRUE;
  wadi_renderer_draw (renderer, cr, &request, NULL);
  cairo_destroy (cr);
  return surface;
}

/* How many of every 7th pixel of every 3rd row of two images differ by
 * more than tolerance on a channel; antialiasing may round one way or the
 * other where a tile of the renderer meets another. */
static guint
count_differences (cairo_surface_t *image,
                   cairo_surface_t *whole,
                   int              tolerance)
{
  int   width = cairo_image_surface_get_width (whole), height = cairo_image_surface_get_height (whole);
  guint differ = 0;

  for (int y = 0; y < height; y += 3)
    for (int x = 0; x < width; x += 7)
      {
        guint32 a = wadi_test_export_pixel (image, x, y), b = wadi_test_export_pixel (whole, x, y);

        for (int shift = 0; shift <= 16; shift += 8)
          if (ABS ((int) (a >> shift & 0xff) - (int) (b >> shift & 0xff)) > tolerance)
            {
              differ++;
              break;
            }
      }
  return differ;
}

/* A PNG taller than a band and wider than a piece is the picture the
 * renderer draws at once: the bands and pieces join without a seam. */
static void
test_png_bands (WadiTestExport *fixture,
                gconstpointer   data)
{
  g_autofree char *path = g_build_filename (fixture->dir, "bands.png", NULL);
  g_autoptr(GError) error = NULL;
  WadiExportOptions options;
  cairo_surface_t  *image, *whole;
  int               width, height;
  guint             differ = 0;

  wadi_export_options_init (&options);
  options.pixels_per_hex = 150.0; /* 33 columns: 4300 pixels wide, 31 rows: 4700 tall */
  g_assert_true (wadi_export_write (fixture->scenario, &options, path, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (wadi_export_size (fixture->scenario, &options, &width, &height));
  g_assert_cmpint (width, >, 4096);
  g_assert_cmpint (height, >, 1024);
  image = cairo_image_surface_create_from_png (path);
  g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (cairo_image_surface_get_width (image), ==, width);
  g_assert_cmpint (cairo_image_surface_get_height (image), ==, height);
  whole = draw_whole (fixture->scenario, &options);
  differ = count_differences (image, whole, 24);
  g_test_message ("%u sampled pixels differ", differ);
  g_assert_cmpuint (differ, <, (guint) (width / 7) * (guint) (height / 3) / 1000);
  cairo_surface_destroy (whole);
  cairo_surface_destroy (image);
}

/* Whether a PNG was written with a palette. */
static gboolean
has_palette (const char *path)
{
  png_image header = { 0 };
  gboolean  palette;

  header.version = PNG_IMAGE_VERSION;
  g_assert_true (png_image_begin_read_from_file (&header, path));
  palette = (header.format & PNG_FORMAT_FLAG_COLORMAP) != 0;
  png_image_free (&header);
  return palette;
}

/* A map of a few colours is written with a palette, each pixel within a
 * shade of the picture drawn at once; a palette that gives up at the
 * first band or at a later one (the file written again) gives RGBA, the
 * same picture, and one file. */
static void
test_png_palette (WadiTestExport *fixture,
                  gconstpointer   data)
{
  g_autofree char  *path = g_build_filename (fixture->dir, "palette.png", NULL);
  WadiExportOptions options;
  cairo_surface_t  *whole;
  int               width, height;

  wadi_export_options_init (&options);
  options.pixels_per_hex = 60.0; /* more than two bands tall */
  g_assert_true (wadi_export_size (fixture->scenario, &options, &width, &height));
  g_assert_cmpint (height, >, 1100);
  whole = draw_whole (fixture->scenario, &options);
  for (int gives_up = -1; gives_up <= 2; gives_up++)
    {
      g_autoptr(GError) error = NULL;
      cairo_surface_t *image;
      guint            differ;

      _wadi_export_png_set_palette_gives_up (gives_up);
      g_assert_true (wadi_export_write (fixture->scenario, &options, path, NULL, NULL, NULL, &error));
      g_assert_no_error (error);
      g_assert_true (has_palette (path) == (gives_up < 0));
      image = cairo_image_surface_create_from_png (path);
      g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
      g_assert_cmpint (cairo_image_surface_get_height (image), ==, height);
      differ = count_differences (image, whole, 24);
      g_test_message ("palette giving up at band %d: %u sampled pixels differ", gives_up, differ);
      g_assert_cmpuint (differ, <, (guint) (width / 7) * (guint) (height / 3) / 1000);
      cairo_surface_destroy (image);
      g_assert_cmpuint (wadi_test_export_files_in (fixture), ==, 1);
    }
  _wadi_export_png_set_palette_gives_up (-1);
  cairo_surface_destroy (whole);
}

/* A PNG wider than cairo's 32767 pixels is written, in pieces, and read
 * back row by row with libpng. */
static void
test_png_wider_than_cairo (WadiTestExport *fixture,
                           gconstpointer   data)
{
  g_autofree char *path = g_build_filename (fixture->dir, "wide.png", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree guint8 *row = NULL;
  WadiExportOptions  options;
  png_image          header = { 0 };
  FILE              *file;
  png_structp        png;
  png_infop          info;
  int                width, height;
  guint              colored = 0;

  wadi_export_options_init (&options);
  options.pixels_per_hex = 1200.0;
  options.labels = FALSE;
  /* one row of 33 hexes: 34000 pixels wide, 1600 tall */
  options.has_area = TRUE;
  options.area_first = wadi_fixture_hex (fixture->scenario, "25A5");
  options.area_last = wadi_fixture_hex (fixture->scenario, "25GG5");
  g_assert_true (wadi_export_size (fixture->scenario, &options, &width, &height));
  g_assert_cmpint (width, >, 32767);
  g_assert_true (wadi_export_write (fixture->scenario, &options, path, NULL, NULL, NULL, &error));
  g_assert_no_error (error);

  header.version = PNG_IMAGE_VERSION;
  g_assert_true (png_image_begin_read_from_file (&header, path));
  g_assert_cmpuint (header.width, ==, (guint) width);
  g_assert_cmpuint (header.height, ==, (guint) height);
  png_image_free (&header);

  file = g_fopen (path, "rb");
  png = png_create_read_struct (PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
  info = png_create_info_struct (png);
  png_set_user_limits (png, 0x7fffffff, 0x7fffffff);
  png_init_io (png, file);
  png_read_info (png, info);
  /* RGBA, whether written with a palette or not */
  png_set_expand (png);
  png_set_add_alpha (png, 0xff, PNG_FILLER_AFTER);
  png_read_update_info (png, info);
  row = g_malloc (png_get_rowbytes (png, info));
  for (int y = 0; y < height; y++)
    {
      png_read_row (png, row, NULL);
      /* the middle row crosses every hex: something drawn all along it */
      if (y == height / 2)
        for (int x = 0; x < width; x += 1000)
          colored += row[4 * x + 3] == 255;
    }
  png_read_end (png, NULL);
  png_destroy_read_struct (&png, &info, NULL);
  fclose (file);
  g_assert_cmpuint (colored, ==, (guint) (width + 999) / 1000);
}

/* Cancelled before it starts or while it runs: an error, and no file. */
static void
cancel_on_progress (double   fraction,
                    gpointer data)
{
  g_cancellable_cancel (data);
}

static void
test_cancel (WadiTestExport *fixture,
             gconstpointer   data)
{
  g_autofree char *path = g_build_filename (fixture->dir, "map.png", NULL);
  g_autoptr(GCancellable) before = g_cancellable_new ();
  g_autoptr(GCancellable) during = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) cancelled = NULL;
  WadiExportOptions options;

  wadi_export_options_init (&options);
  options.pixels_per_hex = 60.0;
  g_cancellable_cancel (before);
  g_assert_false (wadi_export_write (fixture->scenario, &options, path, before, NULL, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_cmpuint (wadi_test_export_files_in (fixture), ==, 0);

  for (WadiExportFormat format = 0; format < WADI_EXPORT_FORMAT_COUNT; format++)
    {
      g_autoptr(GCancellable) cancellable = g_cancellable_new ();
      g_autoptr(GError) each = NULL;

      options.format = format;
      g_assert_false (wadi_export_write (fixture->scenario, &options, path, cancellable, cancel_on_progress,
                                         cancellable, &each));
      g_assert_error (each, G_IO_ERROR, G_IO_ERROR_CANCELLED);
      g_assert_cmpuint (wadi_test_export_files_in (fixture), ==, 0);
    }

  /* a file that was there stays as it was */
  g_assert_true (g_file_set_contents (path, "before", -1, NULL));
  options.format = WADI_EXPORT_PNG;
  g_assert_false (wadi_export_write (fixture->scenario, &options, path, during, cancel_on_progress, during,
                                     &cancelled));
  g_assert_error (cancelled, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  {
    g_autofree char *contents = NULL;

    g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
    g_assert_cmpstr (contents, ==, "before");
  }
  g_assert_cmpuint (wadi_test_export_files_in (fixture), ==, 1);
}

/* How many pixels of the first row of image's legend (from top, the
 * map's height, 20 px down) are within tolerance of color. */
static guint
count_in_legend (cairo_surface_t *image,
                 int              top,
                 WadiRgb          color,
                 int              tolerance)
{
  guint n = 0;

  for (int y = top; y < MIN (top + 20, cairo_image_surface_get_height (image)); y++)
    for (int x = 0; x < cairo_image_surface_get_width (image); x++)
      n += wadi_test_export_near (wadi_test_export_pixel (image, x, y), color, tolerance);
  return n;
}

/* The legend's swatch of a stream shows its water as the SSR makes it,
 * as the map does, which tells it from a gully's (the beds are both
 * brown): blue while the stream holds water, none when it is dry. */
static void
test_legend_stream_water (WadiTestExport *fixture,
                          gconstpointer   data)
{
  g_autofree char  *path = g_build_filename (fixture->dir, "legend.png", NULL);
  WadiExportOptions options;

  wadi_fixture_set_hex (fixture->scenario, "25C3", WADI_TERRAIN_OPEN, 0, WADI_DEPRESSION_GULLY, 0);
  wadi_fixture_set_hex (fixture->scenario, "25E5", WADI_TERRAIN_OPEN, 0, WADI_DEPRESSION_STREAM, 0);
  wadi_export_options_init (&options);
  options.pixels_per_hex = 30.0;
  options.board = 0;
  options.legend = TRUE;
  options.labels = FALSE;
  options.counters = FALSE;
  for (int dry = 0; dry <= 1; dry++)
    {
      g_autoptr(GError) error = NULL;
      cairo_surface_t *image;
      int              width, height;
      guint            blue;

      fixture->scenario->ssr.stream_depth = dry ? WADI_STREAM_DRY : WADI_STREAM_SHALLOW;
      options.legend = FALSE;
      g_assert_true (wadi_export_size (fixture->scenario, &options, &width, &height));
      options.legend = TRUE;
      g_assert_true (wadi_export_write (fixture->scenario, &options, path, NULL, NULL, NULL, &error));
      g_assert_no_error (error);
      image = cairo_image_surface_create_from_png (path);
      blue = count_in_legend (image, height, wadi_style_water (), 30);
      if (dry)
        g_assert_cmpuint (blue, ==, 0);
      else
        g_assert_cmpuint (blue, >=, 9);
      cairo_surface_destroy (image);
    }
}

/* The legend's swatch of a building shows its blocks, as the palette
 * and the map do: its colour alone is open ground's cream (a try-out read
 * the key's Building as Open Ground). */
static void
test_legend_building_blocks (WadiTestExport *fixture,
                             gconstpointer   data)
{
  g_autofree char *path = g_build_filename (fixture->dir, "legend.png", NULL);
  g_autoptr(GError) error = NULL;
  WadiExportOptions options;
  cairo_surface_t  *image;
  int               width, height;
  guint             blocks;

  wadi_fixture_set_hex (fixture->scenario, "25C3", WADI_TERRAIN_BUILDING, 0, WADI_DEPRESSION_NONE, 0);
  wadi_export_options_init (&options);
  options.pixels_per_hex = 30.0;
  options.board = 0;
  options.labels = FALSE;
  options.counters = FALSE;
  g_assert_true (wadi_export_size (fixture->scenario, &options, &width, &height));
  options.legend = TRUE;
  g_assert_true (wadi_export_write (fixture->scenario, &options, path, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  image = cairo_image_surface_create_from_png (path);
  /* the blocks' brick red, 9a5b44 (wadi-render-terrain.c) */
  blocks = count_in_legend (image, height, WADI_RGB (0x9a5b44), 30);
  g_test_message ("%u pixels of the blocks' colour in the legend", blocks);
  g_assert_cmpuint (blocks, >=, 9);
  cairo_surface_destroy (image);
}

/* Pixels of the map's box round 25A5 drawn on paper sheets at zoom,
 * from half a hex left of board 25's left edge (the centres of its A
 * column): how many left of the edge are not paper, less two for the
 * edge's own antialiasing. */
static guint
beyond_edge_on_paper (const WadiScenario *scenario,
                      double              zoom)
{
  const WadiBoard  *grid = wadi_scenario_grid (scenario);
  WadiExportOptions options;
  WadiExportPainter painter;
  cairo_surface_t  *image;
  cairo_t          *cr;
  double            edge_x, cy;
  WadiHex           a5;
  int               width = (int) (zoom * 0.5) + 40, height = (int) (zoom * 3.0);
  guint             marked = 0;

  wadi_export_options_init (&options);
  options.grid = TRUE;
  wadi_export_painter_init (&painter, scenario, &options);
  painter.on_paper = TRUE;
  painter.request.cut_at_board_edges = TRUE;
  wadi_fixture_locate (scenario, "25A5", &a5);
  wadi_hex_center (grid->layout, a5, &edge_x, &cy);
  image = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cr = cairo_create (image);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  wadi_export_painter_draw (&painter, cr, edge_x - 0.5, cy - 1.5, zoom, width, height);
  cairo_destroy (cr);
  for (int y = 0; y < height; y++)
    for (int x = 0; x < (int) (zoom * 0.5) - 2; x++)
      marked += wadi_test_export_pixel (image, x, y) != 0xffffff;
  /* the board is drawn, right of the edge */
  g_assert_true (wadi_test_export_near (wadi_test_export_pixel (image, (int) (zoom * 0.5) + 20, height / 2 - 20),
                                        wadi_style_terrain_color (WADI_TERRAIN_OPEN), 12));
  cairo_surface_destroy (image);
  wadi_export_painter_clear (&painter);
  return marked;
}

/* On paper sheets the map is cut at its boards' edges, through the half
 * hexes: left of board 25's left edge the paper is white, with no trace
 * of the outer halves' outlines (the paper laid over them left a grey
 * hairline at the edge of the clip of whole hexes); but a counter in the
 * half hex 25A5 is drawn whole, over the edge, as on the canvas. */
static void
test_paper_cut_at_board_edges (WadiTestExport *fixture,
                               gconstpointer   data)
{
  WadiCounter unit = { .kind = WADI_COUNTER_UNIT, .unit_class = WADI_UNIT_INFANTRY };
  guint       bare, with_counter;

  bare = beyond_edge_on_paper (fixture->scenario, 80.0);
  wadi_fixture_locate (fixture->scenario, "25A5", &unit.hex);
  wadi_scenario_add_counter (fixture->scenario, &unit);
  with_counter = beyond_edge_on_paper (fixture->scenario, 80.0);
  g_test_message ("beyond the edge, %u pixels not paper; %u with a counter in 25A5", bare, with_counter);
  g_assert_cmpuint (bare, ==, 0);
  /* the counter's outer half: some 0.2 x 0.45 of a hex at 80 px */
  g_assert_cmpuint (with_counter, >, 200);
}

/* One board: its hexes, and none of the neighbouring board's inside its
 * box; a legend adds a strip under the map. */
static void
test_board_and_legend (WadiTestExport *fixture,
                       gconstpointer   data)
{
  g_autofree char *path = g_build_filename (fixture->dir, "board.png", NULL);
  g_autofree char *legend_path = g_build_filename (fixture->dir, "legend.png", NULL);
  g_autoptr(GError) error = NULL;
  WadiExportOptions options;
  cairo_surface_t  *image, *with_legend;
  int               x, y, width, height;

  /* woods on board 25's bottom row, inside board 14's box (its half
   * hexes), and on board 14 */
  wadi_fixture_set_hex (fixture->scenario, "25B9", WADI_TERRAIN_WOODS, 0, WADI_DEPRESSION_NONE, 0);
  wadi_fixture_set_hex (fixture->scenario, "14E5", WADI_TERRAIN_WOODS, 0, WADI_DEPRESSION_NONE, 0);
  /* and the half hex the two boards share, 25B10 that is 14B0 */
  wadi_fixture_set_hex (fixture->scenario, "25B10", WADI_TERRAIN_WOODS, 0, WADI_DEPRESSION_NONE, 0);
  wadi_export_options_init (&options);
  options.pixels_per_hex = 30.0;
  options.board = 1;
  g_assert_true (wadi_export_write (fixture->scenario, &options, path, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  image = cairo_image_surface_create_from_png (path);
  g_assert_true (wadi_export_size (fixture->scenario, &options, &width, &height));
  g_assert_cmpint (cairo_image_surface_get_height (image), ==, height);
  wadi_test_export_point (fixture->scenario, &options, "14E5", &x, &y);
  g_assert_true (wadi_test_export_shows (image, x, y, 6, wadi_style_terrain_color (WADI_TERRAIN_WOODS), 60));
  /* board 14's edge cuts the half hex it shares with 25 through its
   * centre, as the printed board does: its lower half is 14's, woods; its
   * upper half is paper (before, the whole hex showed, and 25's label
   * beside 14's) */
  wadi_test_export_point (fixture->scenario, &options, "14B0", &x, &y);
  g_assert_true (wadi_test_export_shows (image, x, y + 6, 3, wadi_style_terrain_color (WADI_TERRAIN_WOODS), 60));
  if (y >= 6)
    g_assert_true (wadi_test_export_near (wadi_test_export_pixel (image, x, y - 6), wadi_style_paper (), 8));
  /* 25B9 lies above board 14's top edge: cut off, paper shows */
  wadi_test_export_point (fixture->scenario, &options, "25B9", &x, &y);
  if (y >= 0)
    g_assert_false (wadi_test_export_near (wadi_test_export_pixel (image, x, MAX (y, 0)), wadi_style_terrain_color (WADI_TERRAIN_WOODS), 60));

  options.legend = TRUE;
  g_assert_true (wadi_export_write (fixture->scenario, &options, legend_path, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  with_legend = cairo_image_surface_create_from_png (legend_path);
  g_assert_cmpint (cairo_image_surface_get_width (with_legend), ==, width);
  g_assert_cmpint (cairo_image_surface_get_height (with_legend), >, height + 10);
  {
    /* the size said before the export (Export…'s "pixels") is the file's */
    int said_width = 0, said_height = 0;

    g_assert_true (wadi_export_picture_size (fixture->scenario, &options, &said_width, &said_height));
    g_assert_cmpint (said_width, ==, cairo_image_surface_get_width (with_legend));
    g_assert_cmpint (said_height, ==, cairo_image_surface_get_height (with_legend));
  }
  /* the legend lies on paper under the map, its text dark on it: at 30
   * px a hex its text is 8 px (a fifth of a hex, at least 8), its first
   * row's swatches 9.6 px square from 7.2 px down, the first 8 px in;
   * the first swatch is Open Ground's, and Woods' follows, its trees
   * over part of its green */
  g_assert_true (wadi_test_export_near (wadi_test_export_pixel (with_legend, 2, height + 2), wadi_style_paper (), 4));
  g_assert_true (wadi_test_export_near (wadi_test_export_pixel (with_legend, 12, height + 12),
                                        wadi_style_terrain_color (WADI_TERRAIN_OPEN), 4));
  g_assert_cmpuint (count_in_legend (with_legend, height, wadi_style_terrain_color (WADI_TERRAIN_WOODS), 4), >=, 8);
  g_assert_cmpuint (count_in_legend (with_legend, height, (WadiRgb) { 0.1, 0.1, 0.1 }, 60), >=, 20);
  cairo_surface_destroy (with_legend);
  cairo_surface_destroy (image);
}

/* Under a wide picture the legend grows with it: its text 10 pixels, a
 * row 20, when the picture is shown whole 1600 pixels wide (as the map's
 * labels, a fifth of a hex, its text was 8 pixels under a picture of any
 * width: a smudge once a big map was shown whole, where the boards'
 * numbers still read).  Under a narrow one it stays as the labels. */
static void
test_legend_reads_when_shown_whole (WadiTestExport *fixture,
                                    gconstpointer   data)
{
  /* a long strip of open ground, and the fixture's two boards */
  g_autoptr(WadiScenario) strip = wadi_scenario_new (WADI_RULESET_ASL);
  const WadiScenario *scenarios[] = { strip, fixture->scenario };
  const double        zooms[] = { 8.0, 24.0, 64.0 };
  WadiExportOptions   options;

  wadi_scenario_add_board (strip, wadi_board_new ("1", 800, 4, (WadiGridLayout) { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD },
                                                  WADI_LABEL_NUMERIC, 1));
  wadi_export_options_init (&options);
  for (guint k = 0; k < G_N_ELEMENTS (scenarios); k++)
    for (guint i = 0; i < G_N_ELEMENTS (zooms); i++)
      {
        int    map_width, map_height, width, height, legend;
        double shown;

        options.pixels_per_hex = zooms[i];
        options.legend = FALSE;
        g_assert_true (wadi_export_size (scenarios[k], &options, &map_width, &map_height));
        options.legend = TRUE;
        g_assert_true (wadi_export_picture_size (scenarios[k], &options, &width, &height));
        g_assert_cmpint (width, ==, map_width);
        legend = height - map_height;
        /* the strip's height as it shows when the picture is shown whole
         * 1600 pixels wide */
        shown = legend * MIN (1.0, 1600.0 / width);
        g_test_message ("%.0f px a hex: %d x %d, the legend %d px, %.1f shown whole", zooms[i], width, height, legend,
                        shown);
        /* 10 pixels shown whole, up to 48-pixel text (a row of 2.5
         * times the text) */
        if (width >= 1600 * 2)
          g_assert_cmpfloat (shown, >=, MIN (20.0, 2.5 * 48.0 * 1600.0 / width));
        g_assert_cmpint (legend, <=, (int) ceil (2.5 * 48.0) * (k == 0 ? 1 : 3));
        /* the boards at 64 px a hex, 1861 pixels wide: one row, its
         * text a fifth of a hex, as before */
        if (k == 1 && zooms[i] == 64.0)
          g_assert_cmpint (legend, ==, (int) ceil (2.5 * 64.0 / 5.0));
      }
}

/* An analysis's note (what its answer leaves out) is a line of the
 * legend under the keys, wrapped to the picture's width: with it the
 * legend is taller, by more lines on a narrower picture. */
static void
test_analysis_note (WadiTestExport *fixture,
                    gconstpointer   data)
{
  static const char  note[] = "Only ground and depressions are considered; woods, buildings, walls and hedges are not.";
  WadiRenderKey      key = { WADI_RENDER_KEY_SHADE, WADI_RENDER_SHADE_SEEN, .text = "Seen" };
  WadiExportAnalysis analysis = { .title = "Viewshed", .keys = &key, .n_keys = 1 };
  WadiExportOptions  options;
  double             plain, noted, narrow;

  wadi_export_options_init (&options);
  options.pixels_per_hex = 48.0;
  options.legend = TRUE;
  options.analysis = &analysis;
  plain = wadi_export_legend_height (fixture->scenario, &options, 1200.0);
  analysis.note = note;
  noted = wadi_export_legend_height (fixture->scenario, &options, 1200.0);
  narrow = wadi_export_legend_height (fixture->scenario, &options, 300.0);
  /* a line of the legend's text (48 / 5 px) at least */
  g_assert_cmpfloat (noted, >=, plain + 48.0 / 5.0);
  g_assert_cmpfloat (narrow, >=, noted + 48.0 / 5.0);
}

/* SVG, read by rsvg-convert: the size in points, and the woods hex green
 * where it is. */
static void
test_svg (WadiTestExport *fixture,
          gconstpointer   data)
{
  g_autofree char *svg = g_build_filename (fixture->dir, "map.svg", NULL);
  g_autofree char *png = g_build_filename (fixture->dir, "svg.png", NULL);
  g_autofree char *out = NULL;
  g_autoptr(GError) error = NULL;
  WadiExportOptions options;
  cairo_surface_t  *image;
  xmlDocPtr         doc;
  int               width, height, x, y;

  wadi_export_options_init (&options);
  options.format = WADI_EXPORT_SVG;
  options.pixels_per_hex = 12.0;
  g_assert_true (wadi_export_write (fixture->scenario, &options, svg, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (wadi_export_size (fixture->scenario, &options, &width, &height));
  doc = xmlReadFile (svg, NULL, XML_PARSE_NONET);
  g_assert_nonnull (doc);
  g_assert_cmpstr ((const char *) xmlDocGetRootElement (doc)->name, ==, "svg");
  xmlFreeDoc (doc);

  /* at 72 pixels an inch, a pixel a point */
  out = wadi_test_export_run ((const char *const[]) { "rsvg-convert", "--dpi-x", "72", "--dpi-y", "72", "-o", png, svg, NULL });
  image = cairo_image_surface_create_from_png (png);
  g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (abs (cairo_image_surface_get_width (image) - width), <=, 1);
  g_assert_cmpint (abs (cairo_image_surface_get_height (image) - height), <=, 1);
  wadi_test_export_point (fixture->scenario, &options, "25K3", &x, &y);
  g_assert_true (wadi_test_export_shows (image, x, y, 6, wadi_style_terrain_color (WADI_TERRAIN_WOODS), 40));
  cairo_surface_destroy (image);
}

/* A PDF's hex labels are text once each: their pale rim is an outline
 * stroked round them, not eight more copies of the text (pdftotext read
 * every label of a board six times and more, so did a search). */
static void
test_pdf_text_once (WadiTestExport *fixture,
                    gconstpointer   data)
{
  g_autofree char *pdf = g_build_filename (fixture->dir, "board.pdf", NULL);
  g_autofree char *text = NULL;
  g_auto(GStrv) words = NULL;
  g_autoptr(GError) error = NULL;
  WadiExportOptions options;
  guint             k3 = 0;

  wadi_export_options_init (&options);
  options.format = WADI_EXPORT_PDF;
  options.pixels_per_hex = 40.0;
  options.board = 0;
  g_assert_true (wadi_export_write (fixture->scenario, &options, pdf, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  text = wadi_test_export_run ((const char *const[]) { "pdftotext", "-raw", pdf, "-", NULL });
  words = g_strsplit_set (text, " \n\f", -1);
  for (guint i = 0; words[i] != NULL; i++)
    k3 += g_strcmp0 (words[i], "K3") == 0;
  g_test_message ("board 25's K3 is in the PDF's text %u times", k3);
  g_assert_cmpuint (k3, ==, 1);
}

/* A PDF of one page the size of the map, read by pdfinfo and pdftoppm. */
static void
test_pdf (WadiTestExport *fixture,
          gconstpointer   data)
{
  g_autofree char *pdf = g_build_filename (fixture->dir, "map.pdf", NULL);
  g_autofree char *prefix = g_build_filename (fixture->dir, "page", NULL);
  g_autofree char *png = g_build_filename (fixture->dir, "page.png", NULL);
  g_autofree char *info = NULL;
  g_autofree char *size = NULL;
  g_autofree char *out = NULL;
  g_autoptr(GError) error = NULL;
  WadiExportOptions options;
  cairo_surface_t  *image;
  int               width, height, x, y;

  wadi_export_options_init (&options);
  options.format = WADI_EXPORT_PDF;
  options.pixels_per_hex = 12.0;
  g_assert_true (wadi_export_write (fixture->scenario, &options, pdf, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (wadi_export_size (fixture->scenario, &options, &width, &height));
  info = wadi_test_export_run ((const char *const[]) { "pdfinfo", pdf, NULL });
  g_assert_nonnull (strstr (info, "Pages:           1\n"));
  size = g_strdup_printf ("Page size:       %d x %d pts", width, height);
  g_assert_nonnull (strstr (info, size));
  g_assert_nonnull (strstr (info, "Title:           The worked examples of F5 and B20"));

  out = wadi_test_export_run ((const char *const[]) { "pdftoppm", "-png", "-r", "72", "-singlefile", pdf, prefix, NULL });
  image = cairo_image_surface_create_from_png (png);
  g_assert_cmpint (cairo_image_surface_get_width (image), ==, width);
  wadi_test_export_point (fixture->scenario, &options, "25K3", &x, &y);
  g_assert_true (wadi_test_export_shows (image, x, y, 6, wadi_style_terrain_color (WADI_TERRAIN_WOODS), 40));
  cairo_surface_destroy (image);
}

/* A PNG larger than cairo can draw is refused with the largest scale that
 * fits, and nothing is written; so is a board the map lacks. */
static void
test_refusals (WadiTestExport *fixture,
               gconstpointer   data)
{
  g_autofree char *path = g_build_filename (fixture->dir, "huge.png", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) no_board = NULL;
  WadiExportOptions options;
  WadiExportFormat  format;

  wadi_export_options_init (&options);
  options.pixels_per_hex = 4000.0;
  options.format = WADI_EXPORT_SVG;
  g_assert_false (wadi_export_write (fixture->scenario, &options, path, NULL, NULL, NULL, &error));
  g_assert_error (error, WADI_EXPORT_ERROR, WADI_EXPORT_ERROR_TOO_LARGE);
  g_assert_nonnull (strstr (error->message, "largest scale that fits"));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  options.pixels_per_hex = 20.0;
  options.board = 7;
  g_assert_false (wadi_export_write (fixture->scenario, &options, path, NULL, NULL, NULL, &no_board));
  g_assert_error (no_board, WADI_EXPORT_ERROR, WADI_EXPORT_ERROR_NO_MAP);
  g_assert_cmpuint (wadi_test_export_files_in (fixture), ==, 0);

  g_assert_true (wadi_export_format_from_path ("a/map.PDF", &format));
  g_assert_cmpint (format, ==, WADI_EXPORT_PDF);
  g_assert_true (wadi_export_format_from_path ("map.tmx", &format));
  g_assert_cmpint (format, ==, WADI_EXPORT_TMX);
  g_assert_false (wadi_export_format_from_path ("map.gif", &format));
  g_assert_false (wadi_export_format_from_path ("map", &format));
}

/* A drawing cairo could not make fails with cairo's reason, rather than
 * a PDF without its trailer saved as a success (a review found the
 * status never read); a good one finishes. */
static void
test_cairo_failure_said (void)
{
  g_autoptr(GByteArray) good = g_byte_array_new ();
  g_autoptr(GByteArray) bad = g_byte_array_new ();
  g_autoptr(GError) error = NULL;
  cairo_surface_t *surface;
  cairo_t         *cr;

  surface = cairo_pdf_surface_create_for_stream (wadi_export_bytes_cairo_write, good, 100, 100);
  cr = cairo_create (surface);
  cairo_rectangle (cr, 10, 10, 20, 20);
  cairo_fill (cr);
  g_assert_true (wadi_export_finish_vector (cr, surface, "the PDF", &error));
  g_assert_no_error (error);
  g_assert_cmpuint (good->len, >, 0);

  surface = cairo_pdf_surface_create_for_stream (wadi_export_bytes_cairo_write, bad, 100, 100);
  cr = cairo_create (surface);
  cairo_scale (cr, 0.0, 0.0);
  g_assert_false (wadi_export_finish_vector (cr, surface, "the PDF", &error));
  g_assert_error (error, WADI_EXPORT_ERROR, WADI_EXPORT_ERROR_WRITE);
  g_assert_cmpstr (error->message, ==, "cairo could not draw the PDF: invalid matrix (not invertible)");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
#define ADD(path, func) g_test_add (path, WadiTestExport, NULL, wadi_test_export_setup, func, wadi_test_export_teardown)
  ADD ("/export/png", test_png);
  ADD ("/export/png-bands", test_png_bands);
  ADD ("/export/png-wider-than-cairo", test_png_wider_than_cairo);
  ADD ("/export/png-palette", test_png_palette);
  ADD ("/export/cancel", test_cancel);
  ADD ("/export/board-and-legend", test_board_and_legend);
  ADD ("/export/paper-cut-at-board-edges", test_paper_cut_at_board_edges);
  ADD ("/export/analysis-note", test_analysis_note);
  ADD ("/export/legend-stream-water", test_legend_stream_water);
  ADD ("/export/legend-building-blocks", test_legend_building_blocks);
  ADD ("/export/legend-reads-when-shown-whole", test_legend_reads_when_shown_whole);
  ADD ("/export/svg", test_svg);
  ADD ("/export/pdf", test_pdf);
  ADD ("/export/pdf-text-once", test_pdf_text_once);
  ADD ("/export/refusals", test_refusals);
  g_test_add_func ("/export/cairo-failure-said", test_cairo_failure_said);
#undef ADD
  return g_test_run ();
}
