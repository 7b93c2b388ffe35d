/* wadi-map-tiles.h: the map and its diagnostics in tiles drawn in threads
 *
 * The canvas shows the map as square tiles of WADI_MAP_TILE_SIZE device
 * pixels at the zoom it is viewed at, each a GdkTexture that a worker
 * thread drew through the renderer, from a copy of the scenario and of
 * the diagnostics that is brought up to date once no thread draws from
 * it (made anew when every tile is drawn again, and when too many hexes
 * changed since it was last brought up to date or it cannot be).  An edit
 * marks the tiles over the hexes it changed: when that part is small, it
 * is drawn again in the main loop before the next frame, on a copy of the
 * tile's image; otherwise the tile keeps showing what it showed until its
 * new picture comes from a thread.  A new zoom starts a new set of
 * tiles; until its tiles come, those of the zooms kept are shown
 * scaled, the nearest over the others.  The main loop never waits for a tile: it hands out what is to
 * be drawn, and a tile drawn calls the ready function so the canvas
 * draws again.  The map is drawn the way every other target draws it
 * (wadi-render.h); what passes over it (hover, selection, ghosts) is the
 * canvas's to draw each frame.
 */
#pragma once

#include <gtk/gtk.h>

#include "wadi-render-rules.h"
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
/* The analysis tool's shading (wadi-render-rules.h; copied, its path
 * left out: NULL or no arrays for none), drawn into the tiles: those
 * over the hexes it shades otherwise are drawn again. */
void wadi_map_tiles_set_analysis (WadiMapTiles             *tiles,
                                  const WadiRenderAnalysis *analysis);
/* The boards' background pictures decoded (path -> cairo image surface,
 * never changed; wadi-picture-loader.h), or NULL: every tile is drawn
 * again with them. */
void wadi_map_tiles_set_pictures (WadiMapTiles *tiles,
                                  GHashTable   *pictures);
/* What the tiles show beside the terrain; a change draws all again. */
void wadi_map_tiles_set_style (WadiMapTiles *tiles,
                               gboolean      show_labels,
                               gboolean      high_contrast_marks);

/* Whether the tiles are handed to GTK as cairo nodes rather than as
 * textures: for GTK 4.8's cairo renderer, which copies a texture anew
 * each time it draws it.  Then a frame whose view moved has all the
 * tiles in view in one node, and a moment after the last move the ready
 * function asks for a frame with a node a tile. */
void wadi_map_tiles_set_cairo_nodes (WadiMapTiles *tiles,
                                     gboolean      cairo_nodes);

/* Appends the map of view (its size and zoom in the canvas's pixels, its
 * scale the device's) to snapshot, asking for the tiles it lacks. */
void wadi_map_tiles_snapshot (WadiMapTiles         *tiles,
                              GtkSnapshot          *snapshot,
                              const WadiRenderView *view);
/* Whether the last view snapshot was shown whole by tiles of its own
 * zoom that show the scenario as it is. */
gboolean wadi_map_tiles_is_complete (WadiMapTiles *tiles);
/* What the tiles did since they were made (for the tests). */
typedef struct
{
  guint drawn;         /* tiles drawn, whole or mended */
  guint mended;        /* of those, the ones mended in the main loop */
  guint mend_drawings; /* the renderer's drawings those mends took: tiles whose changed parts meet share one */
  guint copies;        /* copies of the scenario made for the threads: one when a tile is drawn after an edit within its reach */
} WadiMapTilesCounts;
void wadi_map_tiles_get_counts (WadiMapTiles       *tiles,
                                WadiMapTilesCounts *counts);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WadiMapTiles, wadi_map_tiles_free)

G_END_DECLS
