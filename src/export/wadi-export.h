/* wadi-export.h: the map as a picture for other tools
 *
 * PNG, SVG and PDF drawn by the renderer (the same cairo paths the editor
 * shows), of the whole map or of one board, at a scale in pixels (points
 * for SVG and PDF) per hex, with or without hex labels, the grid and the
 * counters.  A file is written whole or not at all: into a temporary file
 * beside it, renamed over it at the end.  GTK-free, for the command line
 * (wadi-cli export) and the editor alike.
 */
#pragma once

#include "wadi-scenario.h"

G_BEGIN_DECLS

typedef enum
{
  WADI_EXPORT_PNG,
  WADI_EXPORT_SVG,
  WADI_EXPORT_PDF,
  WADI_EXPORT_FORMAT_COUNT
} WadiExportFormat;

typedef struct
{
  WadiExportFormat format;
  double           pixels_per_hex; /* PNG: pixels; SVG and PDF: points (1/72 inch) */
  int              board;          /* -1: the whole map; else the index of the board drawn */
  gboolean         labels;
  gboolean         grid;
  gboolean         counters;
} WadiExportOptions;

/* cairo's limit on an image's side, in pixels. */
#define WADI_EXPORT_MAX_PIXELS 32767

#define WADI_EXPORT_ERROR (wadi_export_error_quark ())
GQuark wadi_export_error_quark (void);

typedef enum
{
  WADI_EXPORT_ERROR_TOO_LARGE, /* the picture would exceed cairo's limit */
  WADI_EXPORT_ERROR_NO_MAP,    /* nothing to draw */
  WADI_EXPORT_ERROR_WRITE,     /* the file could not be written */
} WadiExportError;

/* The defaults: PNG, 48 pixels a hex, the whole map, labels, grid and
 * counters. */
void wadi_export_options_init (WadiExportOptions *options);

/* "png", "svg", "pdf"; and from a file name's extension. */
const char *wadi_export_format_name (WadiExportFormat format);
gboolean    wadi_export_format_from_name (const char       *name,
                                          WadiExportFormat *format);
gboolean    wadi_export_format_from_path (const char       *path,
                                          WadiExportFormat *format);

/* The picture's size (pixels or points) the options give; FALSE when there
 * is nothing to draw. */
gboolean wadi_export_size (const WadiScenario      *scenario,
                           const WadiExportOptions *options,
                           int                     *width,
                           int                     *height);

/* Draws and writes; FALSE with error (and path as it was) on failure. */
gboolean wadi_export_write (const WadiScenario      *scenario,
                            const WadiExportOptions *options,
                            const char              *path,
                            GError                 **error);

G_END_DECLS
