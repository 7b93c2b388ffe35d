/* wadi-export-image.c: PNG in bands, and SVG or PDF on one page
 *
 * A PNG is drawn a band of rows at a time, each band in pieces no wider
 * than a renderer tile row needs, and handed to libpng's row interface:
 * memory is bounded by the band, not the picture, and the picture may be
 * wider and taller than cairo's 32767 pixels.
 */
#include "config.h"

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

static void
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
  int         width, height;
  double      x1, y1;
  gboolean    ok;

  wadi_export_extent (scenario, options, &picture.x0, &picture.y0, &x1, &y1);
  wadi_export_size (scenario, options, &width, &picture.map_height);
  height = picture.map_height + (int) wadi_export_legend_height (scenario, options, width);
  if (width > WADI_EXPORT_MAX_PNG_PIXELS || height > WADI_EXPORT_MAX_PNG_PIXELS)
    {
      double fits = floor (options->pixels_per_hex * WADI_EXPORT_MAX_PNG_PIXELS / MAX (width, height));

      g_set_error (error, WADI_EXPORT_ERROR, WADI_EXPORT_ERROR_TOO_LARGE,
                   "a PNG of %d x %d pixels is larger than %d pixels a side; the largest scale that fits is %.0f "
                   "pixels a hex",
                   width, height, WADI_EXPORT_MAX_PNG_PIXELS, fits);
      return FALSE;
    }
  picture.width = width;

  png = png_create_write_struct (PNG_LIBPNG_VER_STRING, NULL, png_fail, png_fail);
  info = png_create_info_struct (png);
  wadi_export_painter_init (&picture.painter, scenario, options, FALSE);
  if (setjmp (png_jmpbuf (png)) != 0)
    {
      png_destroy_write_struct (&png, &info);
      wadi_export_painter_clear (&picture.painter);
      g_set_error (error, WADI_EXPORT_ERROR, WADI_EXPORT_ERROR_WRITE, "libpng could not write the image");
      return FALSE;
    }
  png_set_write_fn (png, sink, png_write, png_flush);
  png_set_IHDR (png, info, (png_uint_32) width, (png_uint_32) height, 8, PNG_COLOR_TYPE_RGB_ALPHA,
                PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  /* faster than the default level, and maps compress well anyway */
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
  int              width, height;
  double           x1, y1;

  wadi_export_extent (scenario, options, &picture.x0, &picture.y0, &x1, &y1);
  wadi_export_size (scenario, options, &width, &picture.map_height);
  height = picture.map_height + (int) wadi_export_legend_height (scenario, options, width);
  if (width > WADI_EXPORT_MAX_VECTOR || height > WADI_EXPORT_MAX_VECTOR)
    {
      double fits = floor (options->pixels_per_hex * WADI_EXPORT_MAX_VECTOR / MAX (width, height) * 10) / 10;

      g_set_error (error, WADI_EXPORT_ERROR, WADI_EXPORT_ERROR_TOO_LARGE,
                   "a drawing of %d x %d points is larger than %d points a side; the largest scale that fits is %g "
                   "points a hex (or print it on sheets of paper)",
                   width, height, WADI_EXPORT_MAX_VECTOR, fits);
      return FALSE;
    }
  picture.width = width;
  if (options->format == WADI_EXPORT_SVG)
    surface = cairo_svg_surface_create_for_stream (wadi_export_sink_cairo_write, sink, width, height);
  else
    surface = cairo_pdf_surface_create_for_stream (wadi_export_sink_cairo_write, sink, width, height);
  if (options->format == WADI_EXPORT_PDF)
    {
      const char *title = scenario->title != NULL ? scenario->title : "";

      cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE, title);
      cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, "Wadi");
    }
  wadi_export_painter_init (&picture.painter, scenario, options, TRUE);
  cr = cairo_create (surface);
  picture_draw (&picture, cr, 0, 0, width, height);
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  cairo_surface_destroy (surface);
  wadi_export_painter_clear (&picture.painter);
  if (progress != NULL)
    progress (1.0, progress_data);
  return TRUE;
}
