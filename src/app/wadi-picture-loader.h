/* wadi-picture-loader.h: the boards' background pictures, decoded
 *
 * Keeps the pictures a scenario's boards name decoded, for the canvas:
 * each file is read and decoded by gdk-pixbuf (wadi-trace-picture.h, in
 * a GTask thread, so a 6,000 x 2,000 scan never stops the main loop) and
 * made into a read-only cairo image surface there too.  The table the
 * renderer reads (path -> cairo_surface_t) is never changed once handed
 * out: a picture that comes makes a new one, and ::changed says so.  A
 * file that cannot be read (missing, not a picture, too large) is said
 * once by ::failed, and drawn as no picture.  ::progress tells how far
 * a decoding is, in whole percents.
 */
#pragma once

#include <cairo.h>
#include <glib-object.h>

#include "wadi-scenario.h"
#include "wadi-trace-picture.h"

G_BEGIN_DECLS

#define WADI_TYPE_PICTURE_LOADER (wadi_picture_loader_get_type ())
G_DECLARE_FINAL_TYPE (WadiPictureLoader, wadi_picture_loader, WADI, PICTURE_LOADER, GObject)

WadiPictureLoader *wadi_picture_loader_new (void);

/* Starts loading every picture scenario's boards name that is not loaded
 * or loading yet, and forgets those no board names any more. */
void wadi_picture_loader_update (WadiPictureLoader  *self,
                                 const WadiScenario *scenario);
/* Loads path (NULL: none) though no board names it yet, and keeps it
 * until the next request: ::changed or ::failed says how it went (at
 * once, when it is decoded already). */
void wadi_picture_loader_request (WadiPictureLoader *self,
                                  const char        *path);
/* Forgets a failure, so that the next update tries the file again. */
void wadi_picture_loader_retry (WadiPictureLoader *self,
                                const char        *path);

/* path -> cairo_surface_t of the pictures decoded: never changed, and
 * valid until the next ::changed (ref it to keep it). */
GHashTable *wadi_picture_loader_get_table (WadiPictureLoader *self);
/* The decoded picture of path, or NULL while it is not decoded. */
WadiTracePicture *wadi_picture_loader_get_picture (WadiPictureLoader *self,
                                                   const char        *path);
/* Whether a load is under way. */
gboolean wadi_picture_loader_is_busy (WadiPictureLoader *self);
/* Stops decoding path (Cancel): no ::changed or ::failed follows for it;
 * the next update of a scenario that names it starts it again. */
void wadi_picture_loader_cancel (WadiPictureLoader *self,
                                 const char        *path);

G_END_DECLS
