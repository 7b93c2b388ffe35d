/* wadi-export-image.c: PNG in bands, and SVG or PDF on one page
 *
 * A PNG is drawn a band of rows at a time, each band in pieces no wider
 * than a renderer tile row needs, and handed to libpng's row interface:
 * memory is bounded by the band, not the picture, and the picture may be
 * wider and taller than cairo's 32767 pixels.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <math.h>
#include <png.h>

#include "wadi-export-private.h"

/* A band's height and a piece's width, in pixels: the renderer's tiles
 * line up with them. */
#define BAND_HEIGHT (2 * WADI_RENDER_TILE_SIZE)
#define PIECE_WIDTH (16 * WADI_RENDER_TILE_SIZE)

typedef struct
{
  const WadiScenario      *scenario;
  const WadiExportOptions *options;
  WadiExportPainter        painter;
  double                   x0; /* the picture's top-left corner, map units */
  double                   y0;
  int                      width; /* the whole picture, legend included */
  int                      map_height;
} Picture;

/* The picture's box and size, the legend under the map included;
 * FALSE, with the largest scale that fits, when a side is beyond limit
 * (what the format calls its units). */
static gboolean
picture_plan (Picture    *picture,
              int         limit,
              const char *what,
              const char *units,
              int        *height,
              GError    **error)
{
  const WadiExportOptions *options = picture->options;
  double                   x1, y1, fits;

  wadi_export_extent (picture->scenario, options, &picture->x0, &picture->y0, &x1, &y1);
  wadi_export_size (picture->scenario, options, &picture->width, &picture->map_height);
  *height = picture->map_height + (int) wadi_export_legend_height (picture->scenario, options, picture->width);
  if (picture->width <= limit && *height <= limit)
    return TRUE;
  fits = floor (options->pixels_per_hex * limit / MAX (picture->width, *height) * 10.0) / 10.0;
  g_set_error (error, WADI_EXPORT_ERROR, WADI_EXPORT_ERROR_TOO_LARGE,
               "%s of %d x %d %s is larger than %d %s a side; the largest scale that fits is %g %s a hex", what,
               picture->width, *height, units, limit, units, fits, units);
  return FALSE;
}

/* Draws the picture's pixels from (left, top) onto cr, width by height. */
static void
picture_draw (Picture *picture,
              cairo_t *cr,
              int      left,
              int      top,
              int      width,
              int      height)
{
  double zoom = picture->options->pixels_per_hex;

  if (top < picture->map_height)
    {
      cairo_save (cr);
      cairo_rectangle (cr, 0, 0, width, MIN (height, picture->map_height - top));
      cairo_clip (cr);
      wadi_export_painter_draw (&picture->painter, cr, picture->x0 + left / zoom, picture->y0 + top / zoom, zoom,
                                width, MIN (height, picture->map_height - top));
      cairo_restore (cr);
    }
  if (top + height > picture->map_height && picture->options->legend)
    {
      cairo_save (cr);
      cairo_translate (cr, -left, picture->map_height - top);
      wadi_export_legend_draw (picture->scenario, picture->options, cr, picture->width);
      cairo_restore (cr);
    }
}

static void
png_write (png_structp png,
           png_bytep   data,
           png_size_t  length)
{
  wadi_export_sink_write (png_get_io_ptr (png), data, length);
}

static void
png_flush (png_structp png)
{
  (void) png;
}

G_NORETURN static void
png_fail (png_structp     png,
          png_const_charp message)
{
  g_warning ("libpng: %s", message);
  png_longjmp (png, 1);
}

/* Cairo's premultiplied native-endian ARGB to PNG's RGBA bytes. */
static void
unpremultiply (const guint32 *from,
               guint8        *to,
               int            n)
{
  for (int i = 0; i < n; i++)
    {
      guint32 pixel = from[i];
      guint   alpha = pixel >> 24;

      to[4 * i + 3] = (guint8) alpha;
      if (alpha == 0)
        to[4 * i] = to[4 * i + 1] = to[4 * i + 2] = 0;
      else
        for (int c = 0; c < 3; c++)
          {
            guint value = (pixel >> (16 - 8 * c)) & 0xff;

            to[4 * i + c] = (guint8) ((value * 255 + alpha / 2) / alpha);
          }
    }
}

/* The rows of a picture, drawn a band at a time, to libpng. */
static gboolean
write_rows (Picture           *picture,
            WadiExportSink    *sink,
            int                height,
            png_structp        png,
            WadiExportProgress progress,
            gpointer           progress_data)
{
  int                width = picture->width;
  int                piece_width = MIN (width, PIECE_WIDTH);
  g_autofree guint8 *rows = g_malloc ((gsize) width * 4 * BAND_HEIGHT);
  cairo_surface_t   *piece = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, piece_width, BAND_HEIGHT);
  guint32           *pixels = (guint32 *) (gpointer) cairo_image_surface_get_data (piece);
  int                stride = cairo_image_surface_get_stride (piece) / 4;

  for (int top = 0; top < height && wadi_export_sink_ok (sink); top += BAND_HEIGHT)
    {
      int band = MIN (BAND_HEIGHT, height - top);

      for (int left = 0; left < width; left += piece_width)
        {
          int      across = MIN (piece_width, width - left);
          cairo_t *cr;

          cairo_surface_flush (piece);
          memset (pixels, 0, (gsize) stride * 4 * BAND_HEIGHT);
          cairo_surface_mark_dirty (piece);
          cr = cairo_create (piece);
          picture_draw (picture, cr, left, top, across, band);
          cairo_destroy (cr);
          cairo_surface_flush (piece);
          for (int y = 0; y < band; y++)
            unpremultiply (pixels + (gsize) y * stride, rows + ((gsize) y * width + left) * 4, across);
        }
      for (int y = 0; y < band; y++)
        png_write_row (png, rows + (gsize) y * width * 4);
      if (progress != NULL)
        progress ((double) (top + band) / height, progress_data);
    }
  cairo_surface_destroy (piece);
  return wadi_export_sink_ok (sink);
}

gboolean
wadi_export_write_png (const WadiScenario      *scenario,
                       const WadiExportOptions *options,
                       WadiExportSink          *sink,
                       WadiExportProgress       progress,
                       gpointer                 progress_data,
                       GError                 **error)
{
  Picture     picture = { scenario, options };
  png_structp png;
  png_infop   info;
  int         height;
  gboolean    ok;

  if (!picture_plan (&picture, WADI_EXPORT_MAX_PNG_PIXELS, "a PNG", "pixels", &height, error))
    return FALSE;

  png = png_create_write_struct (PNG_LIBPNG_VER_STRING, NULL, png_fail, png_fail);
  info = png_create_info_struct (png);
  wadi_export_painter_init (&picture.painter, scenario, options);
  if (setjmp (png_jmpbuf (png)) != 0)
    {
      png_destroy_write_struct (&png, &info);
      wadi_export_painter_clear (&picture.painter);
      g_set_error (error, WADI_EXPORT_ERROR, WADI_EXPORT_ERROR_WRITE, _("libpng could not write the image"));
      return FALSE;
    }
  png_set_write_fn (png, sink, png_write, png_flush);
  png_set_IHDR (png, info, (png_uint_32) picture.width, (png_uint_32) height, 8, PNG_COLOR_TYPE_RGB_ALPHA,
                PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  /* A map is flat colour in rows that repeat the row above: the Up filter
   * alone turns them into zeros, where libpng's default tries all five
   * filters on every row (a third of the time, for the same file size;
   * docs/performance.md).  Level 3: higher levels save a quarter of the
   * file for half as much time again. */
  png_set_filter (png, PNG_FILTER_TYPE_BASE, PNG_FILTER_UP);
  png_set_compression_level (png, 3);
  png_write_info (png, info);
  ok = write_rows (&picture, sink, height, png, progress, progress_data);
  if (ok)
    png_write_end (png, info);
  png_destroy_write_struct (&png, &info);
  wadi_export_painter_clear (&picture.painter);
  return TRUE;
}

gboolean
wadi_export_write_vector (const WadiScenario      *scenario,
                          const WadiExportOptions *options,
                          WadiExportSink          *sink,
                          WadiExportProgress       progress,
                          gpointer                 progress_data,
                          GError                 **error)
{
  Picture          picture = { scenario, options };
  cairo_surface_t *surface;
  cairo_t         *cr;
  int              height;

  if (!picture_plan (&picture, WADI_EXPORT_MAX_VECTOR, "a drawing", "points", &height, error))
    return FALSE;
  if (options->format == WADI_EXPORT_SVG)
    surface = cairo_svg_surface_create_for_stream (wadi_export_sink_cairo_write, sink, picture.width, height);
  else
    surface = cairo_pdf_surface_create_for_stream (wadi_export_sink_cairo_write, sink, picture.width, height);
  if (options->format == WADI_EXPORT_PDF)
    {
      const char *title = scenario->title != NULL ? scenario->title : "";

      cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE, title);
      cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, "Wadi");
    }
  wadi_export_painter_init (&picture.painter, scenario, options);
  cr = cairo_create (surface);
  picture_draw (&picture, cr, 0, 0, picture.width, height);
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  cairo_surface_destroy (surface);
  wadi_export_painter_clear (&picture.painter);
  if (progress != NULL)
    progress (1.0, progress_data);
  return TRUE;
}
