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
#define WADI_FORMAT_VERSION 8
#define WADI_FORMAT_MIME_TYPE "application/x-wadi-scenario+xml"

/* Limits a file must stay within. */
#define WADI_FORMAT_MAX_DEPTH 16
#define WADI_FORMAT_MAX_TEXT (64 * 1024) /* an attribute or a text */
#define WADI_FORMAT_MAX_BOARDS 64
#define WADI_FORMAT_MAX_OVERLAYS 1024
#define WADI_FORMAT_MAX_COUNTERS (1024 * 1024)
#define WADI_FORMAT_MAX_PLACEMENTS 4096
#define WADI_FORMAT_MAX_FORCES 16 /* the sides of a scenario */
#define WADI_FORMAT_MAX_SPECIAL_RULES 1024
#define WADI_FORMAT_MAX_TURNS 999
#define WADI_FORMAT_MAX_HEXES (16 * 1024 * 1024) /* all boards and overlays together */

/* The length in bytes of text (NULL is empty) as a file holds it once read
 * back: what XML cannot carry (bytes that are not UTF-8, most control
 * characters) counts as the U+FFFD the writer puts in its place, and an
 * escaped character such as "&amp;" as the one it stands for.  A text fits
 * an attribute or an element when it is at most WADI_FORMAT_MAX_TEXT; the
 * writer refuses one that does not, as the reader would. */
gsize    wadi_format_text_length (const char *text);
gboolean wadi_format_text_fits (const char *text);

#define WADI_FORMAT_ERROR (wadi_format_error_quark ())
GQuark wadi_format_error_quark (void);

typedef enum
{
  WADI_FORMAT_ERROR_IO,          /* could not read or write */
  WADI_FORMAT_ERROR_XML,         /* not well-formed XML */
  WADI_FORMAT_ERROR_FORBIDDEN,   /* DOCTYPE, entities, limits exceeded */
  WADI_FORMAT_ERROR_VERSION,     /* written by a newer Wadi */
  WADI_FORMAT_ERROR_INVALID,     /* well-formed, but not a valid scenario */
  WADI_FORMAT_ERROR_NOT_REGULAR, /* the save target is a device, FIFO, folder ..., or not local */
  WADI_FORMAT_ERROR_HARD_LINK,   /* the save target has other hard links */
  WADI_FORMAT_ERROR_READ_ONLY,   /* the save target is not writable */
} WadiFormatError;

/* display_name names the source in messages ("file:line:column: ..."). */
WadiScenario *wadi_format_read_bytes (GBytes     *bytes,
                                      const char *display_name,
                                      GError    **error);
WadiScenario *wadi_format_read_file (GFile   *file,
                                     GError **error);
/* How far a read is, 0 to 1, by the bytes read of the file's size;
 * called on the thread that reads. */
typedef void (*WadiFormatProgress) (double   fraction,
                                    gpointer user_data);
/* The same, for a thread: cancellable stops it between two chunks of
 * the file (G_IO_ERROR_CANCELLED), progress (may be NULL) follows it. */
WadiScenario *wadi_format_read_file_full (GFile             *file,
                                          GCancellable      *cancellable,
                                          WadiFormatProgress progress,
                                          gpointer           progress_data,
                                          GError           **error);

/* What a save may do that the user should agree to first.  Without the
 * flag the save is refused with the error code named. */
typedef enum
{
  WADI_FORMAT_SAVE_DEFAULT = 0,
  /* Replace a file that has other hard links: the other names keep the
   * old contents (WADI_FORMAT_ERROR_HARD_LINK). */
  WADI_FORMAT_SAVE_SPLIT_HARD_LINK = 1 << 0,
  /* Replace a file its permissions say is read-only
   * (WADI_FORMAT_ERROR_READ_ONLY). */
  WADI_FORMAT_SAVE_REPLACE_READ_ONLY = 1 << 1,
} WadiFormatSaveFlags;

GBytes *wadi_format_write_bytes (const WadiScenario *scenario);
/* Says, writing nothing, whether a save to file with flags would be
 * refused before it starts: a target that is not a regular file, or
 * has no local path (NOT_REGULAR, whatever the flags: only a local file
 * is written through the safe file), a hard link or a read-only file
 * without the flag that allows it.  A front end asks the user on
 * HARD_LINK or READ_ONLY, then saves with the flag. */
gboolean wadi_format_check_target (GFile              *file,
                                   WadiFormatSaveFlags flags,
                                   GError            **error);
/* Atomic and durable: the new file is flushed, renamed over the old one and
 * the folder flushed; on any failure the old file is untouched.  The new
 * file keeps the old one's owner and group (where permitted) and
 * permissions, less the set-user-id and set-group-id bits. */
gboolean wadi_format_write_file_full (const WadiScenario *scenario,
                                      GFile              *file,
                                      WadiFormatSaveFlags flags,
                                      GError            **error);
/* The same, for a thread: cancelled before the file is replaced, it is
 * left as it was (G_IO_ERROR_CANCELLED). */
gboolean wadi_format_write_file_cancellable (const WadiScenario *scenario,
                                             GFile              *file,
                                             WadiFormatSaveFlags flags,
                                             GCancellable       *cancellable,
                                             GError            **error);
/* wadi_format_write_file_full () with hard links and read-only files
 * replaced without asking: what the editor did before it asked. */
gboolean wadi_format_write_file (const WadiScenario *scenario,
                                 GFile              *file,
                                 GError            **error);

G_END_DECLS
