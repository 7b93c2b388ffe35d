/* wadi-format.h: reading and writing .wadi scenario files
 *
 * The format is XML in the WADI_FORMAT_NAMESPACE namespace, described in
 * docs/format.md and data/wadi-scenario.rng.  Reading never touches the
 * network, refuses any DOCTYPE (so no entity is ever expanded), bounds sizes,
 * counts and depth, and reports one message "file:line:column: what is
 * wrong, what was expected".  Writing is deterministic (load then save gives
 * the same bytes) and atomic (a temporary file renamed over the old one).
 */
#pragma once

#include <gio/gio.h>

#include "wadi-scenario.h"

G_BEGIN_DECLS

#define WADI_FORMAT_NAMESPACE "https://wadieditor.github.io/ns/scenario"
/* The version the writer writes; the reader reads it and every older one
 * (docs/format.md, "Versions"). */
#define WADI_FORMAT_VERSION 2
#define WADI_FORMAT_MIME_TYPE "application/x-wadi-scenario+xml"

/* Limits a file must stay within. */
#define WADI_FORMAT_MAX_FILE_SIZE   (G_GINT64_CONSTANT (256) * 1024 * 1024)
#define WADI_FORMAT_MAX_DEPTH       16
#define WADI_FORMAT_MAX_TEXT        (64 * 1024)    /* an attribute or a text */
#define WADI_FORMAT_MAX_BOARDS      64
#define WADI_FORMAT_MAX_OVERLAYS    1024
#define WADI_FORMAT_MAX_COUNTERS    (1024 * 1024)
#define WADI_FORMAT_MAX_PLACEMENTS  4096
#define WADI_FORMAT_MAX_HEXES       (16 * 1024 * 1024) /* all boards and overlays together */

#define WADI_FORMAT_ERROR (wadi_format_error_quark ())
GQuark wadi_format_error_quark (void);

typedef enum
{
  WADI_FORMAT_ERROR_IO,        /* could not read or write */
  WADI_FORMAT_ERROR_XML,       /* not well-formed XML */
  WADI_FORMAT_ERROR_FORBIDDEN, /* DOCTYPE, entities, limits exceeded */
  WADI_FORMAT_ERROR_VERSION,   /* written by a newer Wadi */
  WADI_FORMAT_ERROR_INVALID,   /* well-formed, but not a valid scenario */
  WADI_FORMAT_ERROR_NOT_REGULAR, /* the save target is a device, FIFO, folder ... */
} WadiFormatError;

/* display_name names the source in messages ("file:line:column: ..."). */
WadiScenario *wadi_format_read_bytes (GBytes              *bytes,
                                      const char          *display_name,
                                      GError             **error);
WadiScenario *wadi_format_read_file  (GFile               *file,
                                      GError             **error);

GBytes       *wadi_format_write_bytes (const WadiScenario *scenario);
/* Atomic: on any failure the old file is untouched. */
gboolean      wadi_format_write_file  (const WadiScenario *scenario,
                                       GFile              *file,
                                       GError            **error);

G_END_DECLS
