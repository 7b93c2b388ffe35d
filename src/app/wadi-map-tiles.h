/* wadi-map-tiles.h: the map and its diagnostics in tiles drawn in threads
 *
 * The canvas shows the map as square tiles of WADI_MAP_TILE_SIZE device
 * pixels at the zoom it is viewed at, each a GdkTexture that a worker
 * thread drew through the renderer, from a copy of the scenario and of
 * the diagnostics made when the last one fell behind an edit.  An edit
 * marks the tiles over the hexes it changed, which keep showing what they
 * showed until their new picture comes.  A new zoom starts a new set of
 * tiles; until its tiles come, those of the nearest zoom are shown
 * scaled.  The main loop never waits for a tile: it hands out what is to
 * be drawn, and a tile drawn calls the ready function so the canvas
 * draws again.  The map is drawn the way every other target draws it
 * (wadi-render.h); what passes over it (hover, selection, ghosts) is the
 * canvas's to draw each frame.
 */
#pragma once

#include <gtk/gtk.h>

#include "wadi-render.h"

G_BEGIN_DECLS

/* The side of a tile, in device pixels. */
#define WADI_MAP_TILE_SIZE 256

typedef struct _WadiMapTiles WadiMapTiles;

WadiMapTiles *wadi_map_tiles_new (GCallback ready,
                                  gpointer  ready_data);
/* Tiles still being drawn are dropped when they come. */
void wadi_map_tiles_free (WadiMapTiles *tiles);

/* The scenario shown, borrowed: the tiles copy it when they need to. */
void wadi_map_tiles_set_scenario (WadiMapTiles       *tiles,
                                  const WadiScenario *scenario);
/* What the scenario's change touched (NULL: everything). */
void wadi_map_tiles_invalidate (WadiMapTiles     *tiles,
                                const WadiRegion *region);
/* Every diagnostic of the map (WadiDiagnostic, in the order of
 * wadi_diagnostic_compare ()), taken: the tiles over those that came or
 * went are drawn again. */
void wadi_map_tiles_set_marks (WadiMapTiles *tiles,
                               GArray       *marks);
/* What the tiles show beside the terrain; a change draws all again. */
void wadi_map_tiles_set_style (WadiMapTiles *tiles,
                               gboolean      show_labels,
                               gboolean      high_contrast_marks);

/* Appends the map of view (its size and zoom in the canvas's pixels, its
 * scale the device's) to snapshot, asking for the tiles it lacks. */
void wadi_map_tiles_snapshot (WadiMapTiles         *tiles,
                              GtkSnapshot          *snapshot,
                              const WadiRenderView *view);
/* Whether the last view snapshot was shown whole by tiles of its own
 * zoom that show the scenario as it is. */
gboolean wadi_map_tiles_is_complete (WadiMapTiles *tiles);
/* Tiles drawn since the tiles were made (for the tests). */
guint wadi_map_tiles_get_drawn (WadiMapTiles *tiles);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WadiMapTiles, wadi_map_tiles_free)

G_END_DECLS
