/* wadi-canvas-tiles.h: the canvas's picture handed to GTK square by square
 *
 * The canvas draws each frame whole into one image, then hands GTK one
 * render node per square of WADI_CANVAS_TILE_SIZE pixels.  A square whose
 * pixels are the same as in the last frame is handed over as the same
 * node, and GTK repaints only what changed between two frames' nodes, so
 * an edit repaints the squares around it, not the whole canvas.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The side of a square, in (logical) pixels. */
#define WADI_CANVAS_TILE_SIZE 128

typedef struct _WadiCanvasTiles WadiCanvasTiles;

WadiCanvasTiles *wadi_canvas_tiles_new (void);
void             wadi_canvas_tiles_free (WadiCanvasTiles *tiles);

/* The image to draw the next frame into: width x height pixels at scale
 * device pixels a pixel (its device scale set), cleared.  Owned by tiles. */
cairo_surface_t *wadi_canvas_tiles_begin (WadiCanvasTiles *tiles,
                                          int              width,
                                          int              height,
                                          int              scale);
/* Appends the frame to snapshot, a node a square, and returns how many of
 * them are new: the squares whose pixels changed, or all of them after a
 * change of size or scale. */
guint wadi_canvas_tiles_end (WadiCanvasTiles *tiles,
                             GtkSnapshot     *snapshot);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WadiCanvasTiles, wadi_canvas_tiles_free)

G_END_DECLS
