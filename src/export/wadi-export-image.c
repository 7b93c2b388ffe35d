/* wadi-export-image.c: PNG in bands, SVG in pieces, PDF on one page
 *
 * A PNG is drawn a band of rows at a time, each band in pieces no wider
 * than a renderer tile row needs, and handed to libpng's row interface:
 * memory is bounded by the band, not the picture, and the picture may be
 * wider and taller than cairo's 32767 pixels.  It is written with a
 * palette learnt band by band (wadi-export-palette.c) whose entries are
 * written over placeholders at the end, or in RGBA when the first band's
 * colours do not fit one; when a later band's do not, the file is
 * written again in RGBA.
 *
 * An SVG is drawn in the renderer's steps (wadi_renderer_steps ()), a
 * banded step a band of hex rows at a time, each piece onto an SVG
 * surface of its own and spliced into the one document
 * (wadi-export-svg.c): memory is bounded by a band, where cairo's one
 * SVG surface holds the whole map until it is finished.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <math.h>
#include <png.h>
#include <string.h>
#include <zlib.h>

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

gboolean
wadi_export_picture_size (const WadiScenario      *scenario,
                          const WadiExportOptions *options,
                          int                     *width,
                          int                     *height)
{
  if (!wadi_export_size (scenario, options, width, height))
    return FALSE;
  /* 0 without a legend; a legend on paper is a sheet of its own, and a
   * map for Tiled or VASSAL has none */
  if (options->paper == WADI_PAPER_NONE && wadi_export_format_is_picture (options->format))
    *height += (int) wadi_export_legend_height (scenario, options, *width);
  return TRUE;
}

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
  wadi_export_picture_size (picture->scenario, options, &picture->width, height);
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

/* The first bytes of a PNG, kept to write its palette over at the end */
#define HEADER_KEPT 2048
/* a padding chunk: ancillary, private, not safe to copy */
#define PADDING_CHUNK "waDI"

typedef enum
{
  ENCODE_DONE, /* or the sink failed, which its commit says */
  ENCODE_FAILED,
  ENCODE_NO_PALETTE, /* the colours need true colour: write again */
} EncodeResult;

typedef struct
{
  int              width;
  WadiExportDraw   draw;
  gpointer         draw_data;
  WadiExportSink  *sink;
  png_structp      png;
  png_infop        info;
  WadiPngPalette  *palette; /* NULL: true colour */
  cairo_surface_t *piece;
  guint32         *band; /* premultiplied, width x BAND_HEIGHT */
  guint8          *row;  /* a row as written: RGBA or entries */
  gsize            written;
  guint8           header[HEADER_KEPT];
} Encoder;

static int palette_gives_up = -1;

void
_wadi_export_png_set_palette_gives_up (int band)
{
  palette_gives_up = band;
}

/* Whether a band of the picture can be written with the palette. */
static gboolean
learn_band (Encoder *encoder,
            int      top,
            int      band)
{
  return top / BAND_HEIGHT != palette_gives_up
         && wadi_png_palette_learn (encoder->palette, encoder->band, encoder->width, band);
}

static void
png_write (png_structp png,
           png_bytep   data,
           png_size_t  length)
{
  Encoder *encoder = png_get_io_ptr (png);

  if (encoder->written < HEADER_KEPT)
    memcpy (encoder->header + encoder->written, data, MIN (length, HEADER_KEPT - encoder->written));
  encoder->written += length;
  wadi_export_sink_write (encoder->sink, data, length);
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

/* The band of rows from top drawn into encoder->band, a piece at a time. */
static void
draw_band (Encoder *encoder,
           int      top,
           int      band)
{
  int      width = encoder->width;
  int      piece_width = cairo_image_surface_get_width (encoder->piece);
  guint32 *pixels = (guint32 *) (gpointer) cairo_image_surface_get_data (encoder->piece);
  int      stride = cairo_image_surface_get_stride (encoder->piece) / 4;

  for (int left = 0; left < width; left += piece_width)
    {
      int      across = MIN (piece_width, width - left);
      cairo_t *cr;

      cairo_surface_flush (encoder->piece);
      memset (pixels, 0, (gsize) stride * 4 * BAND_HEIGHT);
      cairo_surface_mark_dirty (encoder->piece);
      cr = cairo_create (encoder->piece);
      encoder->draw (encoder->draw_data, cr, left, top, across, band);
      cairo_destroy (cr);
      cairo_surface_flush (encoder->piece);
      for (int y = 0; y < band; y++)
        memcpy (encoder->band + (gsize) y * width + left, pixels + (gsize) y * stride, (gsize) across * 4);
    }
}

/* IHDR, and for a palette a PLTE and a tRNS of 256 entries each, written
 * over at the end with what the picture needed. */
/* The pixels of the first band (rows of it) a run of one colour along
 * a row holds on average. */
static double
mean_run (const Encoder *encoder,
          int            rows)
{
  gsize changes = 0;

  for (int y = 0; y < rows; y++)
    {
      const guint32 *row = encoder->band + (gsize) y * encoder->width;

      for (int x = 1; x < encoder->width; x++)
        changes += row[x] != row[x - 1];
    }
  return (double) encoder->width * rows / (double) (changes + (gsize) rows);
}

static void
write_header (Encoder *encoder,
              int      height,
              int      rows)
{
  png_structp png = encoder->png;
  png_infop   info = encoder->info;

  png_set_IHDR (png, info, (png_uint_32) encoder->width, (png_uint_32) height, 8,
                encoder->palette != NULL ? PNG_COLOR_TYPE_PALETTE : PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  if (encoder->palette != NULL)
    {
      png_color entries[256] = { { 0 } };
      png_byte  alpha[256];

      memset (alpha, 0xff, sizeof alpha);
      png_set_PLTE (png, info, entries, 256);
      png_set_tRNS (png, info, alpha, 256, NULL);
    }
  /* A map is flat colour in rows that repeat the row above: the Up filter
   * alone turns them into zeros, where libpng's default tries all five
   * filters on every row (a third of the time, for the same file size;
   * docs/performance.md).  Level 3: higher levels save a quarter of the
   * file for half as much time again. */
  png_set_filter (png, PNG_FILTER_TYPE_BASE, PNG_FILTER_UP);
  png_set_compression_level (png, 3);
  /* Runs of a colour about a hex long (a terrain of its own in every
   * hex; 6 pixels in the first band of the benchmark's random map at 8 px
   * a hex): zlib's matches are short and many, and run-length matching
   * alone is smaller and twice as fast.  Longer runs (25 pixels in the
   * benchmark's patches): the default's file is a tenth smaller
   * (docs/performance.md). */
  if (encoder->palette != NULL && mean_run (encoder, rows) < 12.0)
    png_set_compression_strategy (png, Z_RLE);
  png_write_info (png, info);
}

/* Over the chunk at offset of the kept header, space bytes long: a chunk
 * of type with data, and a padding chunk in the rest (at least 12 bytes,
 * or none). */
static void
rewrite_chunk (Encoder      *encoder,
               gsize         offset,
               gsize         space,
               const char   *type,
               const guint8 *data,
               gsize         length)
{
  guint8 *at = encoder->header + offset;
  gsize   rest = space - 12 - length;
  guint32 crc;

  g_assert (length + 12 == space || rest >= 12);
  memset (at, 0, space);
  for (gsize i = 0; i < 2; i++)
    {
      gsize chunk_length = i == 0 ? length : rest - 12;

      if (i == 1 && length + 12 == space)
        break;
      at[0] = (guint8) (chunk_length >> 24);
      at[1] = (guint8) (chunk_length >> 16);
      at[2] = (guint8) (chunk_length >> 8);
      at[3] = (guint8) chunk_length;
      memcpy (at + 4, i == 0 ? type : PADDING_CHUNK, 4);
      if (i == 0 && length > 0)
        memcpy (at + 8, data, length);
      crc = (guint32) crc32 (0, at + 4, (uInt) (4 + chunk_length));
      at[8 + chunk_length] = (guint8) (crc >> 24);
      at[9 + chunk_length] = (guint8) (crc >> 16);
      at[10 + chunk_length] = (guint8) (crc >> 8);
      at[11 + chunk_length] = (guint8) crc;
      at += 12 + chunk_length;
    }
  wadi_export_sink_overwrite (encoder->sink, (goffset) offset, encoder->header + offset, space);
}

/* The palette learnt, over the placeholders of write_header (): as many
 * entries as there are colours (all 256 past 244, when a padding chunk
 * would not fit), and a tRNS only when some colour is not opaque. */
static void
write_palette (Encoder *encoder)
{
  guint8 rgb[3 * 256] = { 0 }, alpha[256];
  guint  n, translucent = 0;
  gsize  offset = 8;

  memset (alpha, 0xff, sizeof alpha);
  n = wadi_png_palette_get (encoder->palette, rgb, alpha);
  for (guint i = 0; i < n; i++)
    if (alpha[i] != 0xff)
      translucent = i + 1;
  while (offset + 12 <= MIN (encoder->written, HEADER_KEPT))
    {
      const guint8 *at = encoder->header + offset;
      gsize         length = (gsize) at[0] << 24 | (gsize) at[1] << 16 | (gsize) at[2] << 8 | at[3];

      if (offset + 12 + length > HEADER_KEPT || memcmp (at + 4, "IDAT", 4) == 0)
        break;
      if (memcmp (at + 4, "PLTE", 4) == 0)
        rewrite_chunk (encoder, offset, 12 + length, "PLTE", rgb, 3 * (n <= 244 ? n : 256));
      else if (memcmp (at + 4, "tRNS", 4) == 0)
        rewrite_chunk (encoder, offset, 12 + length, translucent > 0 ? "tRNS" : PADDING_CHUNK, alpha,
                       translucent == 0 ? length : translucent <= 244 ? translucent
                                                                      : 256);
      offset += 12 + length;
    }
}

static void
write_band (Encoder *encoder,
            int      band)
{
  int width = encoder->width;

  for (int y = 0; y < band; y++)
    {
      const guint32 *pixels = encoder->band + (gsize) y * width;

      if (encoder->palette != NULL)
        wadi_png_palette_map (encoder->palette, pixels, encoder->row, width);
      else
        unpremultiply (pixels, encoder->row, width);
      png_write_row (encoder->png, encoder->row);
    }
}

static void
encoder_free (Encoder *encoder)
{
  png_destroy_write_struct (&encoder->png, &encoder->info);
  g_clear_pointer (&encoder->palette, wadi_png_palette_free);
  cairo_surface_destroy (encoder->piece);
  g_free (encoder->band);
  g_free (encoder->row);
  g_free (encoder);
}

/* The rows of the picture, drawn a band at a time, to libpng: with a
 * palette when with_palette and the colours allow (wadi-export-palette.c),
 * else in RGBA.  ENCODE_NO_PALETTE when a band after the first did not
 * fit the palette: what was written is to be dropped. */
static EncodeResult
encode (WadiExportSink    *sink,
        int                width,
        int                height,
        WadiExportDraw     draw,
        gpointer           draw_data,
        gboolean           with_palette,
        WadiExportProgress progress,
        gpointer           progress_data)
{
  Encoder *encoder = g_new0 (Encoder, 1);

  encoder->width = width;
  encoder->draw = draw;
  encoder->draw_data = draw_data;
  encoder->sink = sink;
  encoder->png = png_create_write_struct (PNG_LIBPNG_VER_STRING, NULL, png_fail, png_fail);
  encoder->info = png_create_info_struct (encoder->png);
  encoder->piece = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, MIN (width, PIECE_WIDTH), BAND_HEIGHT);
  encoder->band = g_malloc ((gsize) width * 4 * BAND_HEIGHT);
  encoder->row = g_malloc ((gsize) width * 4);
  if (setjmp (png_jmpbuf (encoder->png)) != 0)
    {
      encoder_free (encoder);
      return ENCODE_FAILED;
    }
  png_set_write_fn (encoder->png, encoder, png_write, png_flush);

  for (int top = 0; top < height && wadi_export_sink_ok (sink); top += BAND_HEIGHT)
    {
      int band = MIN (BAND_HEIGHT, height - top);

      draw_band (encoder, top, band);
      if (top == 0)
        {
          encoder->palette = with_palette ? wadi_png_palette_new () : NULL;
          if (encoder->palette != NULL && !learn_band (encoder, top, band))
            g_clear_pointer (&encoder->palette, wadi_png_palette_free);
          write_header (encoder, height, band);
        }
      else if (encoder->palette != NULL && !learn_band (encoder, top, band))
        {
          encoder_free (encoder);
          return ENCODE_NO_PALETTE;
        }
      write_band (encoder, band);
      if (progress != NULL)
        progress ((double) (top + band) / height, progress_data);
    }
  if (wadi_export_sink_ok (sink))
    {
      png_write_end (encoder->png, encoder->info);
      if (encoder->palette != NULL)
        write_palette (encoder);
    }
  encoder_free (encoder);
  return ENCODE_DONE;
}

gboolean
wadi_export_write_png_drawn (WadiExportSink    *sink,
                             int                width,
                             int                height,
                             WadiExportDraw     draw,
                             gpointer           draw_data,
                             WadiExportProgress progress,
                             gpointer           progress_data,
                             GError           **error)
{
  EncodeResult result;

  result = encode (sink, width, height, draw, draw_data, TRUE, progress, progress_data);
  if (result == ENCODE_NO_PALETTE)
    {
      /* rare: a band far down brought colours the palette could not take */
      wadi_export_sink_rewind (sink);
      result = encode (sink, width, height, draw, draw_data, FALSE, progress, progress_data);
    }
  if (result == ENCODE_FAILED)
    {
      g_set_error (error, WADI_EXPORT_ERROR, WADI_EXPORT_ERROR_WRITE, _("libpng could not write the image"));
      return FALSE;
    }
  return TRUE;
}

static void
draw_picture (gpointer data,
              cairo_t *cr,
              int      left,
              int      top,
              int      width,
              int      height)
{
  picture_draw (data, cr, left, top, width, height);
}

gboolean
wadi_export_write_png (const WadiScenario      *scenario,
                       const WadiExportOptions *options,
                       WadiExportSink          *sink,
                       WadiExportProgress       progress,
                       gpointer                 progress_data,
                       GError                 **error)
{
  Picture  picture = { scenario, options };
  int      height;
  gboolean ok;

  if (!picture_plan (&picture, WADI_EXPORT_MAX_PNG_PIXELS, "a PNG", "pixels", &height, error))
    return FALSE;
  wadi_export_painter_init (&picture.painter, scenario, options);
  ok = wadi_export_write_png_drawn (sink, picture.width, height, draw_picture, &picture, progress, progress_data,
                                    error);
  wadi_export_painter_clear (&picture.painter);
  return ok;
}

/* Hexes a band of an SVG holds at most: what bounds a piece's memory,
 * and a path of a band's fills of one colour to about 300 KB, which
 * libxml2 reads back (wadi-export-svg.c).  Smaller bands cost no more:
 * 600 x 600 hexes in 2.95 s of CPU, 1.8 MB (8192 hexes: 3.38 s, 4.0 MB) */
#define SVG_BAND_HEXES 2048

/* A board or an area of at most this many hexes is one band: its pieces
 * are clipped to its hexes, and cairo writes the clip into each, so the
 * bands of a stroke could not be joined into one path again (a hairline
 * where they meet) */
#define SVG_CLIPPED_HEXES 16384

static gboolean svg_whole = FALSE;
static guint    svg_band_hexes = SVG_BAND_HEXES;

void
_wadi_export_svg_set_whole (gboolean whole,
                            guint    hexes)
{
  svg_whole = whole;
  svg_band_hexes = hexes > 0 ? hexes : SVG_BAND_HEXES;
}

/* One piece: a step of the map for rows row0..row1, or (step < 0) the
 * legend.  The map's pieces are the map's size: its clip (the view's)
 * is then the surface's, and cairo writes none, so that one piece's
 * path can go on another's (wadi_svg_splicer_join ()); what they draw
 * beyond it, the legend's ground covers, as the clip would. */
static void
svg_piece (Picture        *picture,
           WadiSvgSplicer *splicer,
           int             height,
           int             step,
           int             row0,
           int             row1)
{
  double           zoom = picture->options->pixels_per_hex;
  int              map_height = MIN (height, picture->map_height);
  cairo_surface_t *surface;
  cairo_t         *cr;

  surface = cairo_svg_surface_create_for_stream (wadi_svg_splicer_write, splicer, picture->width,
                                                 step >= 0 ? map_height : height);
  cr = cairo_create (surface);
  if (step >= 0)
    wadi_export_painter_draw_step (&picture->painter, cr, picture->x0, picture->y0, zoom, picture->width, map_height,
                                   (guint) step, row0, row1);
  else
    {
      cairo_translate (cr, 0, picture->map_height);
      wadi_export_legend_draw (picture->scenario, picture->options, cr, picture->width);
    }
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  cairo_surface_destroy (surface);
  wadi_svg_splicer_piece_done (splicer);
}

/* The SVG in pieces: every step of the renderer in turn, a banded one a
 * band of rows at a time, then the legend. */
static gboolean
write_svg (Picture           *picture,
           int                height,
           WadiExportSink    *sink,
           WadiExportProgress progress,
           gpointer           progress_data,
           GError           **error)
{
  const WadiBoard           *grid = wadi_scenario_grid (picture->scenario);
  double                     zoom = picture->options->pixels_per_hex;
  g_autofree WadiRenderStep *steps = NULL;
  WadiSvgSplicer            *splicer;
  guint                      n, pieces = 0, done = 0;
  int                        band, bands;
  gboolean                   ok;

  n = wadi_export_painter_steps (&picture->painter, picture->x0, picture->y0, zoom, picture->width,
                                 picture->map_height, NULL, 0);
  steps = g_new0 (WadiRenderStep, MAX (n, 1));
  wadi_export_painter_steps (&picture->painter, picture->x0, picture->y0, zoom, picture->width, picture->map_height,
                             steps, n);
  band = MAX (1, (int) (svg_band_hexes / (guint) MAX (grid->cols, 1)));
  if (picture->options->board >= 0 || picture->options->has_area)
    {
      guint exported = 0;

      for (guint i = 0; i < wadi_board_hex_count (grid) && exported <= SVG_CLIPPED_HEXES; i++)
        exported += wadi_export_covers (picture->scenario, picture->options, wadi_board_hex_at_index (grid, i));
      if (exported <= SVG_CLIPPED_HEXES)
        band = MAX (grid->rows, 1);
    }
  bands = (grid->rows + band - 1) / band;
  for (guint i = 0; i < n; i++)
    pieces += steps[i].banded ? (guint) bands : 1;
  pieces += picture->options->legend ? 1 : 0;

  splicer = wadi_svg_splicer_new (sink, picture->width, height);
  for (guint i = 0; i < n && wadi_export_sink_ok (sink); i++)
    {
      if (!steps[i].banded)
        {
          svg_piece (picture, splicer, height, (int) i, 1, 0);
          done++;
          continue;
        }
      /* opaque bands laid over the rest together: where two bands' lines
       * meet they are painted once, as on one surface; fills that tile
       * the map without antialiasing said so, or where two bands meet
       * the table would show through */
      if (steps[i].opacity < 1.0 || steps[i].crisp)
        wadi_svg_splicer_group (splicer, steps[i].opacity, steps[i].crisp);
      /* a stroke's bands one path again: no hairline where they meet */
      wadi_svg_splicer_join (splicer, TRUE);
      for (int row = 0; row < grid->rows && wadi_export_sink_ok (sink); row += band)
        {
          svg_piece (picture, splicer, height, (int) i, row, MIN (row + band, grid->rows) - 1);
          if (progress != NULL)
            progress ((double) ++done / pieces, progress_data);
        }
      wadi_svg_splicer_join (splicer, FALSE);
      if (steps[i].opacity < 1.0 || steps[i].crisp)
        wadi_svg_splicer_end_group (splicer, steps[i].crisp);
    }
  if (picture->options->legend && wadi_export_sink_ok (sink))
    svg_piece (picture, splicer, height, -1, 1, 0);
  ok = wadi_svg_splicer_finish (splicer);
  wadi_svg_splicer_free (splicer);
  if (!ok && wadi_export_sink_ok (sink))
    {
      g_set_error (error, WADI_EXPORT_ERROR, WADI_EXPORT_ERROR_WRITE, _("cairo could not write the SVG"));
      return FALSE;
    }
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
  gboolean         drawn;
  int              height;

  if (!picture_plan (&picture, WADI_EXPORT_MAX_VECTOR, "a drawing", "points", &height, error))
    return FALSE;
  if (options->format == WADI_EXPORT_SVG && !svg_whole && wadi_scenario_grid (scenario) != NULL
      && picture.map_height > 0)
    {
      gboolean ok;

      wadi_export_painter_init (&picture.painter, scenario, options);
      ok = write_svg (&picture, height, sink, progress, progress_data, error);
      wadi_export_painter_clear (&picture.painter);
      if (ok && progress != NULL)
        progress (1.0, progress_data);
      return ok;
    }
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
  drawn = wadi_export_finish_vector (cr, surface, options->format == WADI_EXPORT_SVG ? _("the SVG") : _("the PDF"), error);
  wadi_export_painter_clear (&picture.painter);
  if (drawn && progress != NULL)
    progress (1.0, progress_data);
  return drawn;
}
