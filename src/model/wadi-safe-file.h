/* wadi-safe-file.h: a file replaced whole or not at all
 *
 * The one way Wadi writes a file the user named, for Save and for export
 * alike.  Symbolic links are followed and the file they point to is
 * written; a device, FIFO, socket or folder is refused and left as it is;
 * a replaced file keeps its owner, group and mode (never its set-id bits).
 * The new contents go to an unnamed O_TMPFILE in the target's folder,
 * which no kill can leave behind, linked in and renamed over the target at
 * the end; where the file system has no O_TMPFILE, to a named temporary
 * ".NAME.wadi-PURPOSE-XXXXXX" that wadi_safe_file_remove_temporaries ()
 * removes (a signal handler may call it) and that a later write of NAME
 * removes once stale.  Several files (a map and its tileset) are committed
 * together: all appear, or none changes.  GTK-free, POSIX and GIO.
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define WADI_SAFE_FILE_ERROR (wadi_safe_file_error_quark ())
GQuark wadi_safe_file_error_quark (void);

typedef enum
{
  WADI_SAFE_FILE_ERROR_IO,          /* could not create, write or rename */
  WADI_SAFE_FILE_ERROR_NOT_REGULAR, /* the target is a device, FIFO, socket, folder */
  WADI_SAFE_FILE_ERROR_HARD_LINK,   /* the target has other hard links */
  WADI_SAFE_FILE_ERROR_READ_ONLY,   /* the target is not writable */
  WADI_SAFE_FILE_ERROR_EXISTS,      /* the target is there and may not be replaced */
} WadiSafeFileError;

typedef enum
{
  WADI_SAFE_FILE_DEFAULT = 0,
  /* replace a file with other hard links (they keep the old contents) */
  WADI_SAFE_FILE_SPLIT_HARD_LINK = 1 << 0,
  /* replace a file without write permission */
  WADI_SAFE_FILE_REPLACE_READ_ONLY = 1 << 1,
  /* refuse a target that is already there (WADI_SAFE_FILE_ERROR_EXISTS) */
  WADI_SAFE_FILE_NO_REPLACE = 1 << 2,
} WadiSafeFileFlags;

typedef struct _WadiSafeFile WadiSafeFile;

/* path through its symbolic links: the file a write replaces. */
char *wadi_safe_file_resolve_links (const char *path);

/* Whether a write to path would replace the file other: the same file,
 * through links or hard links; FALSE when either is not there.  For a
 * writer to refuse an output that is its own input. */
gboolean wadi_safe_file_is_same (const char *path,
                                 const char *other);

/* Whether path (links resolved) may be replaced with flags; a path that
 * is not there may.  Nothing is written.  The error's message names
 * neither the path nor the operation: the caller adds them. */
gboolean wadi_safe_file_check (const char       *path,
                               WadiSafeFileFlags flags,
                               GError          **error);

/* Checks the target of path and opens the new contents' file beside it.
 * purpose ("save", "export") names a named temporary. */
WadiSafeFile *wadi_safe_file_open (const char       *path,
                                   const char       *purpose,
                                   WadiSafeFileFlags flags,
                                   GError          **error);
/* The file descriptor the new contents are written to. */
int wadi_safe_file_get_fd (WadiSafeFile *file);
/* The file replaced: path with its links resolved. */
const char *wadi_safe_file_get_target (WadiSafeFile *file);
/* Writes all of data; FALSE with error (errno's) otherwise. */
gboolean wadi_safe_file_write (WadiSafeFile *file,
                               const void   *data,
                               gsize         length,
                               GError      **error);

/* Flushes each file to disk and puts it in place of its target, all or
 * none: on failure (or when cancellable is cancelled before the first
 * rename) every target is as it was.  Each file is freed either way.  The
 * error names the file that failed when there are several; with one, the
 * caller names it. */
gboolean wadi_safe_file_commit_all (WadiSafeFile **files,
                                    guint          n_files,
                                    GCancellable  *cancellable,
                                    GError       **error);
gboolean wadi_safe_file_commit (WadiSafeFile *file,
                                GCancellable *cancellable,
                                GError      **error);
/* Drops the new contents; the target is as it was.  NULL is fine. */
void wadi_safe_file_abandon (WadiSafeFile *file);

/* Unlinks the named temporaries of the writes under way: only
 * async-signal-safe calls, for a handler of SIGTERM, SIGINT or SIGHUP
 * that then ends the program. */
void wadi_safe_file_remove_temporaries (void);

/* For tests: FALSE makes open use a named temporary as where the file
 * system has no O_TMPFILE. */
void wadi_safe_file_set_use_tmpfile (gboolean use);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WadiSafeFile, wadi_safe_file_abandon)

G_END_DECLS
