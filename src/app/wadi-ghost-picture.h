/* wadi-ghost-picture.h: a stamp being put down, drawn once and moved */
#pragma once

#include <gtk/gtk.h>

#include "wadi-render.h"
#include "wadi-stamp.h"

G_BEGIN_DECLS

typedef struct _WadiGhostPicture WadiGhostPicture;

/* What wadi_ghost_picture_append did. */
typedef enum
{
  WADI_GHOST_PICTURE_SHOWN,     /* appended */
  WADI_GHOST_PICTURE_COMING,    /* being drawn in a thread: ready is called when it comes */
  WADI_GHOST_PICTURE_NOT_SHOWN, /* it cannot be: the caller draws the ghost itself */
} WadiGhostPictureShown;

/* ready (called with data) when a picture drawn in a thread has come;
 * NULL: every picture is drawn at once, in the call that wants it. */
WadiGhostPicture *wadi_ghost_picture_new (GCallback ready,
                                          gpointer  data);
void              wadi_ghost_picture_free (WadiGhostPicture *picture);

/* Appends to snapshot, over view, all stamp holds as it would be put
 * down with its origin on anchor in scenario's map, at alpha, as
 * wadi_renderer_draw_ghost draws it.  The picture is drawn once for the
 * stamp as it is (wadi_stamp_get_id), the zoom and the scale, and only
 * placed after; one that shows an outer half hex the map cuts, only
 * where it was drawn.  With a ready callback it is drawn in a thread,
 * and nothing is appended until it has come (but for a picture on a cut
 * half hex, which reads the map, drawn at once).  Not shown, with
 * nothing appended, when some of the stamp's hexes are off the map or
 * the picture would be larger than WADI_GHOST_PICTURE_MAX_SIDE device
 * pixels a side: the caller then draws the ghost itself. */
#define WADI_GHOST_PICTURE_MAX_SIDE 4096
WadiGhostPictureShown wadi_ghost_picture_append (WadiGhostPicture     *picture,
                                                 GtkSnapshot          *snapshot,
                                                 const WadiRenderView *view,
                                                 const WadiStamp      *stamp,
                                                 WadiHex               anchor,
                                                 const WadiScenario   *scenario,
                                                 double                alpha);

/* The same for stamp's hexes made blank (the map's blank hex, no
 * hexside feature, no counter: wadi_stamp_new_blank), what a selection
 * dragged from there leaves behind.  Use a picture of its own. */
WadiGhostPictureShown wadi_ghost_picture_append_vacated (WadiGhostPicture     *picture,
                                                         GtkSnapshot          *snapshot,
                                                         const WadiRenderView *view,
                                                         const WadiStamp      *stamp,
                                                         WadiHex               anchor,
                                                         const WadiScenario   *scenario,
                                                         double                alpha);

/* Whether the picture is handed over as a cairo node painting its
 * image rather than as a texture: under GTK's cairo renderer, which
 * copies a texture each time it draws it (as
 * wadi_map_tiles_set_cairo_nodes). */
void wadi_ghost_picture_set_cairo_nodes (WadiGhostPicture *picture,
                                         gboolean          cairo_nodes);

/* Forgets the picture, and the one being drawn: the map it was drawn for
 * has changed, or no stamp is shown. */
void wadi_ghost_picture_clear (WadiGhostPicture *picture);

/* How many times a picture was drawn, for tests: a stamp moved is not
 * drawn again. */
guint wadi_ghost_picture_get_n_drawn (WadiGhostPicture *picture);
/* How many pictures drawn in threads have come in this process, for
 * tests: kept or, no longer wanted, dropped. */
guint wadi_ghost_picture_count_finished (void);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WadiGhostPicture, wadi_ghost_picture_free)

G_END_DECLS
