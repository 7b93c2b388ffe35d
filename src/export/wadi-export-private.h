/* wadi-export-private.h: what the export formats share */
#pragma once

#include <cairo.h>

#include "wadi-export.h"
#include "wadi-render.h"
#include "wadi-safe-file.h"

G_BEGIN_DECLS

/* A file written whole or not at all, through the safe file of
 * wadi-safe-file.h as Save writes: links followed, a device or FIFO
 * refused, owner and mode kept, an unnamed temporary beside the target
 * linked and renamed over it by commit, dropped by abandon.  The first
 * write error is kept, and the writes after it do nothing, so a format
 * writes on and asks once, at the end. */
typedef struct
{
  char          *path;
  WadiSafeFile  *file;
  GOutputStream *stream; /* buffered, onto file */
  GCancellable  *cancellable;
  GError        *error;
} WadiExportSink;

/* flags: what may be replaced (wadi-safe-file.h); open () replaces a
 * writable file with one name, as Save does. */
gboolean wadi_export_sink_open_full (WadiExportSink   *sink,
                                     const char       *path,
                                     WadiSafeFileFlags flags,
                                     GCancellable     *cancellable,
                                     GError          **error);
gboolean wadi_export_sink_open (WadiExportSink *sink,
                                const char     *path,
                                GCancellable   *cancellable,
                                GError        **error);
void     wadi_export_sink_write (WadiExportSink *sink,
                                 const void     *data,
                                 gsize           length);
void     wadi_export_sink_printf (WadiExportSink *sink,
                                  const char     *format,
                                  ...) G_GNUC_PRINTF (2, 3);
/* FALSE once a write failed or the export was cancelled. */
gboolean wadi_export_sink_ok (WadiExportSink *sink);
/* Closes and renames over the target; FALSE with error (the first write
 * error, or the close's) and the target as it was otherwise. */
gboolean wadi_export_sink_commit (WadiExportSink *sink,
                                  GError        **error);
/* Commits the open ones of sinks together: every file appears, or every
 * target is as it was; each sink is closed either way. */
gboolean wadi_export_sink_commit_all (WadiExportSink **sinks,
                                      guint            n_sinks,
                                      GError         **error);
/* Closes and drops what was written; the target is as it was.  Safe on a
 * sink that was never opened or is already committed. */
void wadi_export_sink_abandon (WadiExportSink *sink);
/* Writes data over what was written at offset (the buffer flushed
 * first); the next writes go on at the end.  A sink without a file (a
 * stream of its caller's) needs a seekable stream. */
void wadi_export_sink_overwrite (WadiExportSink *sink,
                                 goffset         offset,
                                 const void     *data,
                                 gsize           length);
/* Drops everything written so far, to write the file again from the
 * start. */
void wadi_export_sink_rewind (WadiExportSink *sink);
/* cairo's write function, for cairo_*_surface_create_for_stream. */
cairo_status_t wadi_export_sink_cairo_write (void                *closure,
                                             const unsigned char *data,
                                             unsigned int         length);
/* Destroys cr, finishes and destroys surface (a PDF or an SVG cairo
 * writes to a sink or to memory): FALSE, with error, when cairo could not
 * draw what (out of memory, a font it could not use), which would leave a
 * PDF without its trailer committed as a success.  A write error is the
 * sink's to report. */
gboolean wadi_export_finish_vector (cairo_t         *cr,
                                    cairo_surface_t *surface,
                                    const char      *what,
                                    GError         **error);
/* cairo's write function into memory: closure is a GByteArray (a counter's
 * PNG, the card's PDF that a VASSAL module carries). */
cairo_status_t wadi_export_bytes_cairo_write (void                *closure,
                                              const unsigned char *data,
                                              unsigned int         length);

/* A renderer for the scenario as the options show it (without counters
 * when they are off), and the request that draws the box x0..x1 at zoom
 * onto width by height. */
typedef struct
{
  const WadiScenario      *scenario;
  const WadiExportOptions *options;
  WadiRenderer            *renderer;
  WadiScenario            *shown; /* a copy without counters, or NULL */
  GArray                  *marks; /* WadiDiagnostic, when the diagnostics are shown */
  WadiRulesOverlay         rules; /* the analysis's shading, when there is one */
  WadiRenderRequest        request;
  /* only the hexes exported are drawn: always for a board or an area;
   * on paper sheets for the whole map too, cut at the boards' edges */
  gboolean on_paper;
} WadiExportPainter;

void wadi_export_painter_init (WadiExportPainter       *painter,
                               const WadiScenario      *scenario,
                               const WadiExportOptions *options);
/* Draws the map's box (map units) x0, y0 .. onto cr, at zoom, width by
 * height pixels. */
void wadi_export_painter_draw (WadiExportPainter *painter,
                               cairo_t           *cr,
                               double             x0,
                               double             y0,
                               double             zoom,
                               int                width,
                               int                height);
/* The same drawing in the renderer's steps (wadi_renderer_steps ()):
 * how many, at most n written into steps; and one of them, a banded
 * step for the map's hex rows row0..row1, one drawn whole with row0 >
 * row1.  The paper under a board or an area comes with step 0. */
guint wadi_export_painter_steps (WadiExportPainter *painter,
                                 double             x0,
                                 double             y0,
                                 double             zoom,
                                 int                width,
                                 int                height,
                                 WadiRenderStep    *steps,
                                 guint              n);
void  wadi_export_painter_draw_step (WadiExportPainter *painter,
                                     cairo_t           *cr,
                                     double             x0,
                                     double             y0,
                                     double             zoom,
                                     int                width,
                                     int                height,
                                     guint              step,
                                     int                row0,
                                     int                row1);
void  wadi_export_painter_clear (WadiExportPainter *painter);

/* The legend: one swatch and name for each terrain and depression the
 * exported hexes have (or, for an analysis, its title and keys), in rows
 * across width; its height at that width.
 * zoom scales the text as it scales the map, within bounds. */
double wadi_export_legend_height (const WadiScenario      *scenario,
                                  const WadiExportOptions *options,
                                  double                   width);
void   wadi_export_legend_draw (const WadiScenario      *scenario,
                                const WadiExportOptions *options,
                                cairo_t                 *cr,
                                double                   width);

/* Draws what the options export, shrunk to fit width by height (pixels)
 * with room for a box of at least fit_width by fit_height map units from
 * its top-left corner (the sheets that cut it), centred, without labels
 * (wadi_export_draw_preview () adds the sheets' cuts); where its top-left
 * corner is and the pixels a map unit.  FALSE for nothing to draw. */
gboolean wadi_export_draw_map_preview (const WadiScenario      *scenario,
                                       const WadiExportOptions *options,
                                       cairo_t                 *cr,
                                       int                      width,
                                       int                      height,
                                       double                   fit_width,
                                       double                   fit_height,
                                       double                  *left,
                                       double                  *top,
                                       double                  *zoom);

/* The formats (wadi-export-*.c) */
/* A PNG's palette, learnt a band at a time (wadi-export-palette.c):
 * learn () takes a band of cairo's premultiplied ARGB32 pixels before it
 * is written and says whether it can be written with the palette; map ()
 * gives then each pixel of one of its rows its entry; get () the
 * entries as PNG's PLTE and tRNS want them (rgb 3 x 256 bytes, alpha
 * 256) and their number. */
typedef struct _WadiPngPalette WadiPngPalette;

WadiPngPalette *wadi_png_palette_new (void);
void            wadi_png_palette_free (WadiPngPalette *palette);
gboolean        wadi_png_palette_learn (WadiPngPalette *palette,
                                        const guint32  *pixels,
                                        int             width,
                                        int             rows);
void            wadi_png_palette_map (WadiPngPalette *palette,
                                      const guint32  *row,
                                      guint8         *entries,
                                      int             width);
guint           wadi_png_palette_get (WadiPngPalette *palette,
                                      guint8         *rgb,
                                      guint8         *alpha);
/* For the tests: from now on a PNG's palette gives up at its band of
 * that number (from 0; -1, the default: never). */
void _wadi_export_png_set_palette_gives_up (int band);

/* One SVG document of width x height points spliced from the documents
 * of cairo SVG surfaces, a piece at a time (wadi-export-svg.c), their
 * origin its origin: each piece's surface is made with
 * write () and the splicer as its closure, and piece_done () after it
 * is finished writes its body (FALSE, and nothing, for what is not
 * cairo's SVG); group () and end_group () enclose pieces laid over the
 * rest together at an opacity, and crisp: drawn without antialiasing
 * (what cairo 1.16's SVG surface does not say); finish () closes the
 * document (FALSE when a piece failed). */
typedef struct _WadiSvgSplicer WadiSvgSplicer;

WadiSvgSplicer *wadi_svg_splicer_new (WadiExportSink *sink,
                                      int             width,
                                      int             height);
void            wadi_svg_splicer_free (WadiSvgSplicer *splicer);
cairo_status_t  wadi_svg_splicer_write (void                *closure,
                                        const unsigned char *data,
                                        unsigned int         length);
gboolean        wadi_svg_splicer_piece_done (WadiSvgSplicer *splicer);
/* Between join (TRUE) and join (FALSE), a piece that is one path drawn
 * as the piece before it goes on its path: one stroke cut into bands is
 * one stroke again. */
void     wadi_svg_splicer_join (WadiSvgSplicer *splicer,
                                gboolean        join);
void     wadi_svg_splicer_group (WadiSvgSplicer *splicer,
                                 double          opacity,
                                 gboolean        crisp);
void     wadi_svg_splicer_end_group (WadiSvgSplicer *splicer,
                                     gboolean        crisp);
gboolean wadi_svg_splicer_finish (WadiSvgSplicer *splicer);
/* For the tests: an SVG drawn whole onto one cairo surface, as before
 * it was drawn in pieces (TRUE), or in pieces of at most hexes hexes
 * (FALSE; 0: the default). */
void _wadi_export_svg_set_whole (gboolean whole,
                                 guint    hexes);

/* Draws the pixels from (left, top), width by height, onto cr. */
typedef void (*WadiExportDraw) (gpointer data,
                                cairo_t *cr,
                                int      left,
                                int      top,
                                int      width,
                                int      height);
/* A PNG of width x height pixels that draw paints a band at a time
 * (with a palette when its colours allow); memory bounded by a band. */
gboolean wadi_export_write_png_drawn (WadiExportSink    *sink,
                                      int                width,
                                      int                height,
                                      WadiExportDraw     draw,
                                      gpointer           draw_data,
                                      WadiExportProgress progress,
                                      gpointer           progress_data,
                                      GError           **error);
gboolean wadi_export_write_png (const WadiScenario      *scenario,
                                const WadiExportOptions *options,
                                WadiExportSink          *sink,
                                WadiExportProgress       progress,
                                gpointer                 progress_data,
                                GError                 **error);
gboolean wadi_export_write_vector (const WadiScenario      *scenario,
                                   const WadiExportOptions *options,
                                   WadiExportSink          *sink,
                                   WadiExportProgress       progress,
                                   gpointer                 progress_data,
                                   GError                 **error);
gboolean wadi_export_write_pages (const WadiScenario      *scenario,
                                  const WadiExportOptions *options,
                                  WadiExportSink          *sink,
                                  WadiExportProgress       progress,
                                  gpointer                 progress_data,
                                  GError                 **error);
gboolean wadi_export_write_json (const WadiScenario      *scenario,
                                 const WadiExportOptions *options,
                                 WadiExportSink          *sink,
                                 WadiExportProgress       progress,
                                 gpointer                 progress_data,
                                 GError                 **error);
/* the scenario card: one page, options->paper's (A4 when none) */
gboolean wadi_export_write_card (const WadiScenario      *scenario,
                                 const WadiExportOptions *options,
                                 WadiExportSink          *sink,
                                 WadiExportProgress       progress,
                                 gpointer                 progress_data,
                                 GError                 **error);
/* The same card's PDF, in memory: what a VASSAL module carries; NULL,
 * with error, when cairo could not draw it */
GBytes *wadi_export_card_bytes (const WadiScenario      *scenario,
                                const WadiExportOptions *options,
                                GError                 **error);
/* The size of the tileset image a Tiled export of options would write:
 * its tiles are the map's own (its terrains, its depressions' and roads'
 * patterns, its levels, its counters' faces); FALSE when it has no hex. */
gboolean wadi_export_tiled_tileset_size (const WadiScenario      *scenario,
                                         const WadiExportOptions *options,
                                         int                     *width,
                                         int                     *height);
gboolean wadi_export_write_tiled (const WadiScenario      *scenario,
                                  const WadiExportOptions *options,
                                  WadiExportSink          *sink,
                                  WadiExportSink          *tileset,
                                  const char              *tileset_name,
                                  WadiExportProgress       progress,
                                  gpointer                 progress_data,
                                  GError                 **error);
/* target_name: the file's name, which names the module and its map image */
gboolean wadi_export_write_vassal (const WadiScenario      *scenario,
                                   const WadiExportOptions *options,
                                   WadiExportSink          *sink,
                                   const char              *target_name,
                                   WadiExportProgress       progress,
                                   gpointer                 progress_data,
                                   GError                 **error);

/* The diagnostics of the scenario, sorted (wadi_validate_all). */
GArray *wadi_export_diagnostics (const WadiScenario *scenario);

G_END_DECLS
