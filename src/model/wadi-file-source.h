/* wadi-file-source.h: what Wadi reads whole must be a regular file
 *
 * The reading side of wadi-safe-file.h, for every file a user names:
 * a scenario, a board's picture, trace samples.  A FIFO would block the
 * read for ever and a device never end (/dev/zero), so only regular files
 * are opened (after links); a broken link or a loop of links is left to
 * the open, which says which.  GTK-free, GIO.
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* FALSE, with G_IO_ERROR_IS_DIRECTORY or G_IO_ERROR_NOT_REGULAR_FILE and a
 * message that says what file is expected ("it is a folder, expected a
 * regular file"), when file is a local folder, FIFO, device or socket;
 * TRUE otherwise (a remote file is what its backend says it is). */
gboolean wadi_file_source_check (GFile   *file,
                                 GError **error);

/* The whole of file, at most max_bytes of it: checked as above, then read
 * in pieces, so a file that grows while it is read is refused too
 * (G_IO_ERROR_MESSAGE_TOO_LARGE, its message naming max_text, "16 MiB"). */
GBytes *wadi_file_source_read (GFile        *file,
                               gsize         max_bytes,
                               const char   *max_text,
                               GCancellable *cancellable,
                               GError      **error);

G_END_DECLS
