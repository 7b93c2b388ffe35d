/* wadi-trace-picture.h: a picture of a board, decoded for tracing
 *
 * A scan or a photograph of a printed board (PNG, JPEG, TIFF, WebP where
 * its loader is installed: anything gdk-pixbuf reads), decoded into 8-bit
 * RGB or RGBA pixels.  Decoding checks the limits before it spends memory
 * on pixels (the file's bytes, then the width times the height the
 * header announces), honours a GCancellable between the pieces it reads,
 * and may run in any thread (a GTask worker): it needs no main loop.  The
 * pixels are those of the decoder (no second copy), so memory is the
 * picture's own size plus the file's pieces being read.
 *
 * A picture is immutable once made and reference counted, so threads
 * may share it.
 */
#pragma once

#include <gdk-pixbuf/gdk-pixbuf.h>
#include <gio/gio.h>

G_BEGIN_DECLS

/* The defaults: 256 MiB of file and 100 million pixels (a 10,000 x
 * 10,000 scan, 400 MB of RGBA). */
#define WADI_TRACE_PICTURE_MAX_BYTES ((guint64) 256 * 1024 * 1024)
#define WADI_TRACE_PICTURE_MAX_PIXELS ((guint64) 100 * 1000 * 1000)

typedef struct
{
  guint64 max_bytes;  /* of the file; 0: WADI_TRACE_PICTURE_MAX_BYTES */
  guint64 max_pixels; /* width times height; 0: WADI_TRACE_PICTURE_MAX_PIXELS */
} WadiTracePictureLimits;

/* How far along a long job is, 0 to 1; called from the thread that does
 * it (a worker's: hand it to the main loop yourself), or, for the _async
 * functions, in the thread-default main context of the caller. */
typedef void (*WadiTraceProgress) (double   fraction,
                                   gpointer user_data);

typedef struct _WadiTracePicture WadiTracePicture;

#define WADI_TYPE_TRACE_PICTURE (wadi_trace_picture_get_type ())
GType wadi_trace_picture_get_type (void) G_GNUC_CONST;

/* Reads and decodes a file.  limits may be NULL (the defaults).  Errors:
 * WADI_TRACE_ERROR_TOO_LARGE naming the size and the limit,
 * WADI_TRACE_ERROR_PICTURE for what gdk-pixbuf cannot read (its own
 * message), G_IO_ERROR_CANCELLED, and GIO's errors of the file. */
WadiTracePicture *wadi_trace_picture_load (GFile                        *file,
                                           const WadiTracePictureLimits *limits,
                                           GCancellable                 *cancellable,
                                           WadiTraceProgress             progress,
                                           gpointer                      progress_data,
                                           GError                      **error);
/* The same from the bytes of a file (a picture kept inside a scenario). */
WadiTracePicture *wadi_trace_picture_load_bytes (GBytes                       *bytes,
                                                 const WadiTracePictureLimits *limits,
                                                 GCancellable                 *cancellable,
                                                 WadiTraceProgress             progress,
                                                 gpointer                      progress_data,
                                                 GError                      **error);
/* wadi_trace_picture_load () in a GTask thread; progress (may be NULL)
 * comes in the caller's thread-default main context. */
void              wadi_trace_picture_load_async (GFile                        *file,
                                                 const WadiTracePictureLimits *limits,
                                                 GCancellable                 *cancellable,
                                                 WadiTraceProgress             progress,
                                                 gpointer                      progress_data,
                                                 GAsyncReadyCallback           callback,
                                                 gpointer                      user_data);
WadiTracePicture *wadi_trace_picture_load_finish (GAsyncResult *result,
                                                  GError      **error);

/* A picture of pixels already decoded (taken: a reference is kept). */
WadiTracePicture *wadi_trace_picture_new_for_pixbuf (GdkPixbuf *pixbuf);

WadiTracePicture *wadi_trace_picture_ref (WadiTracePicture *picture);
void              wadi_trace_picture_unref (WadiTracePicture *picture);

int wadi_trace_picture_get_width (const WadiTracePicture *picture);
int wadi_trace_picture_get_height (const WadiTracePicture *picture);
/* The decoded pixels: 8 bits a channel, RGB or RGBA (non-premultiplied),
 * to show the picture (gdk_texture_new_for_pixbuf) or save it. */
GdkPixbuf *wadi_trace_picture_get_pixbuf (const WadiTracePicture *picture);
/* A pixel's red, green and blue, 0..255 (alpha blended over white);
 * FALSE outside the picture. */
gboolean wadi_trace_picture_get_rgb (const WadiTracePicture *picture,
                                     int                     x,
                                     int                     y,
                                     guint8                  rgb[3]);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WadiTracePicture, wadi_trace_picture_unref)

G_END_DECLS
