/* wadi-export.h: the scenario for other tools
 *
 * Pictures drawn by the renderer (the same cairo paths the editor shows):
 * PNG, drawn in bands so that its size is bounded by libpng's and not by
 * memory or cairo's 32767 pixels; SVG; PDF, one page the size of the
 * picture or the map split over sheets of paper to print.  Data: TMX and
 * TMJ maps for Tiled, with a tileset drawn by the renderer; the whole
 * scenario as JSON; a VASSAL module, or an extension adding the map to one.
 *
 * Of the whole map, one board, or a rectangle of hexes; with or without
 * labels, grid, counters, diagnostics and a legend.  A file is written
 * whole or not at all, through Save's safe file (wadi-safe-file.h): links
 * followed, devices and FIFOs refused, owner and mode kept, an unnamed
 * temporary renamed over the target when done, a map and its image
 * committed together.  GTK-free, for the command line and the editor
 * (which runs it in a GTask, with progress and Cancel).
 */
#pragma once

#include <cairo.h>
#include <gio/gio.h>

#include "wadi-render-rules.h"
#include "wadi-scenario.h"

G_BEGIN_DECLS

typedef enum
{
  WADI_EXPORT_PNG,
  WADI_EXPORT_SVG,
  WADI_EXPORT_PDF,
  WADI_EXPORT_TMX,              /* Tiled's XML map, and its tileset image beside it */
  WADI_EXPORT_TMJ,              /* Tiled's JSON map, and its tileset image beside it */
  WADI_EXPORT_JSON,             /* the whole scenario: docs/export.md */
  WADI_EXPORT_VASSAL,           /* a VASSAL module (.vmod): the map, its grid and the counters */
  WADI_EXPORT_VASSAL_EXTENSION, /* the same map as a VASSAL extension (.vmdx) to any module */
  WADI_EXPORT_CARD,             /* the scenario card: one page of PDF, A4 or letter (wadi-export-card.c) */
  WADI_EXPORT_FORMAT_COUNT
} WadiExportFormat;

typedef enum
{
  WADI_PAPER_NONE, /* one page the size of the picture */
  WADI_PAPER_A4,
  WADI_PAPER_LETTER,
  WADI_PAPER_A3,
  WADI_PAPER_COUNT
} WadiExportPaper;

/* A whole-map answer of the rules (a viewshed, a reach, a side's dead
 * ground) shaded over a picture as the editor's analysis tool shades it,
 * and its legend: a title (what was asked), what each shade means and a
 * note. */
typedef struct
{
  WadiRenderAnalysis   shading; /* its arrays on the composed map's grid */
  const char          *title;
  const WadiRenderKey *keys;
  guint                n_keys;
  const char          *note; /* under the keys: what the answer leaves out; NULL for none */
} WadiExportAnalysis;

typedef struct
{
  WadiExportFormat format;
  /* PNG, TMX, TMJ, VASSAL: pixels from a hex's centre to its neighbour's;
   * SVG and PDF: points (1/72 inch) */
  double          pixels_per_hex;
  int             board;    /* -1: the whole map; else the index of the board exported */
  gboolean        has_area; /* only the hexes of a rectangle (map hexes, offset) */
  WadiHex         area_first;
  WadiHex         area_last;
  gboolean        labels;
  gboolean        grid;
  gboolean        counters;
  gboolean        diagnostics;    /* the validator's marks (pictures), a layer (Tiled), a list (JSON) */
  gboolean        legend;         /* pictures: the terrains shown (or the analysis's keys), under the map; on paper, a sheet of its own */
  WadiExportPaper paper;          /* PDF */
  double          overlap;        /* PDF on paper: hexes repeated at each edge of a sheet */
  gboolean        page_per_board; /* PDF on paper: each board on its own sheet, shrunk to fit */
  /* replace what is there all the same: a file the export did not ask for
   * (the tileset beside a TMX), a read-only target, a hard-linked one */
  gboolean force;
  /* pictures: shaded over the map, its keys in the legend instead of the
   * terrains; NULL for none (borrowed) */
  const WadiExportAnalysis *analysis;
} WadiExportOptions;

/* The largest side a PNG may have, in pixels (libpng's limit). */
#define WADI_EXPORT_MAX_PNG_PIXELS 1000000
/* cairo's limit on a page's or a drawing's side, in points. */
#define WADI_EXPORT_MAX_VECTOR 32767

#define WADI_EXPORT_ERROR (wadi_export_error_quark ())
GQuark wadi_export_error_quark (void);

typedef enum
{
  WADI_EXPORT_ERROR_TOO_LARGE, /* the picture would exceed a format's limit */
  WADI_EXPORT_ERROR_NO_MAP,    /* nothing to draw: no board, no such board, an empty area */
  WADI_EXPORT_ERROR_WRITE,     /* the file could not be written, or is no regular file */
  WADI_EXPORT_ERROR_REFUSED,   /* a read-only or hard-linked target, which force replaces */
  WADI_EXPORT_ERROR_EXISTS,    /* a file already there that the export did not ask for */
} WadiExportError;

/* How far along an export is, 0 to 1; called from the thread that
 * exports. */
typedef void (*WadiExportProgress) (double   fraction,
                                    gpointer user_data);

/* The defaults: PNG, 48 pixels a hex, the whole map, labels, grid and
 * counters, no diagnostics or legend, one page, an overlap of one hex. */
void wadi_export_options_init (WadiExportOptions *options);

/* "png", "svg", "pdf", "tmx", "tmj", "json", "vassal",
 * "vassal-extension", "card" (by name only: a .pdf is the map); and from a file name's extension (".vmod" and
 * ".vassal" are VASSAL's module, ".vmdx" its extension). */
const char *wadi_export_format_name (WadiExportFormat format);
gboolean    wadi_export_format_from_name (const char       *name,
                                          WadiExportFormat *format);
gboolean    wadi_export_format_from_path (const char       *path,
                                          WadiExportFormat *format);
/* Whether the format is a picture drawn by the renderer (PNG, SVG, PDF). */
gboolean wadi_export_format_is_picture (WadiExportFormat format);

/* "a4", "letter", "a3"; the size of a sheet in points. */
gboolean wadi_export_paper_from_name (const char      *name,
                                      WadiExportPaper *paper);
void     wadi_export_paper_size (WadiExportPaper paper,
                                 double         *width,
                                 double         *height);

/* Points a hex for a hex of mm millimetres across its flats (the distance
 * between neighbouring centres). */
double wadi_export_points_for_mm (double mm);

/* The map hexes exported: the map, one board's or the area's; FALSE when
 * there are none. */
gboolean wadi_export_covers (const WadiScenario      *scenario,
                             const WadiExportOptions *options,
                             WadiHex                  hex);

/* The box (map units, wadi_hex_center's) of what is exported, margin
 * included: a picture's top-left corner is (x0, y0), and a map point
 * (x, y) falls at ((x - x0), (y - y0)) times the scale.  FALSE when it
 * holds no hex. */
gboolean wadi_export_extent (const WadiScenario      *scenario,
                             const WadiExportOptions *options,
                             double                  *x0,
                             double                  *y0,
                             double                  *x1,
                             double                  *y1);

/* The picture's size (pixels or points) the options give, without the
 * legend; FALSE when there is nothing to draw. */
gboolean wadi_export_size (const WadiScenario      *scenario,
                           const WadiExportOptions *options,
                           int                     *width,
                           int                     *height);

/* The file's size: wadi_export_size with the legend under the map when
 * the options ask for one (a PNG, SVG or one-page PDF); FALSE when there
 * is nothing to draw. */
gboolean wadi_export_picture_size (const WadiScenario      *scenario,
                                   const WadiExportOptions *options,
                                   int                     *width,
                                   int                     *height);

/* The most pixels a raster export draws (the PNG's or VASSAL's picture,
 * a Tiled tileset), so that an export ends in seconds, not hours. */
#define WADI_EXPORT_MAX_PIXELS ((guint64) 400 * 1000 * 1000)

/* The pixels the export draws, and the picture's size; 0 for the vector
 * formats and JSON. */
guint64 wadi_export_pixels (const WadiScenario      *scenario,
                            const WadiExportOptions *options,
                            int                     *width,
                            int                     *height);
/* The largest whole scale within WADI_EXPORT_MAX_PIXELS. */
int wadi_export_largest_scale (const WadiScenario      *scenario,
                               const WadiExportOptions *options);
/* A number of pixels for a message: "5.5 G", "400 M". */
char *wadi_export_format_pixels (guint64 pixels);

/* Writes path (and, for TMX and TMJ, the tileset image beside it, named
 * by wadi_export_companion_path).  FALSE with error, and every file as it
 * was, on failure or when cancelled (G_IO_ERROR_CANCELLED); at once with
 * WADI_EXPORT_ERROR_TOO_LARGE past WADI_EXPORT_MAX_PIXELS.  The image
 * beside it is not replaced unless options->force. */
gboolean wadi_export_write (const WadiScenario      *scenario,
                            const WadiExportOptions *options,
                            const char              *path,
                            GCancellable            *cancellable,
                            WadiExportProgress       progress,
                            gpointer                 progress_data,
                            GError                 **error);

/* Draws what the options export, shrunk to fit width by height (pixels),
 * centred, for a preview; without labels or grid, which would not read;
 * on paper, with the sheets' cuts (wadi-export-pages.c). */
void wadi_export_draw_preview (const WadiScenario      *scenario,
                               const WadiExportOptions *options,
                               cairo_t                 *cr,
                               int                      width,
                               int                      height);

/* Draws the scenario card's page (options->paper's, A4 when none),
 * shrunk to fit width by height (pixels), centred, for a preview. */
void wadi_export_draw_card_preview (const WadiScenario      *scenario,
                                    const WadiExportOptions *options,
                                    cairo_t                 *cr,
                                    int                      width,
                                    int                      height);

/* The image a TMX or TMJ export writes beside path: "map.tmx" ->
 * "map.tiles.png"; NULL for the other formats (VASSAL's images are inside
 * its zip). */
char *wadi_export_companion_path (WadiExportFormat format,
                                  const char      *path);

G_END_DECLS
