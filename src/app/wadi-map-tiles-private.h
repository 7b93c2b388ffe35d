/* wadi-map-tiles-private.h: what wadi-map-tiles.c (the tiles kept, drawn
 * in threads and mended) and wadi-map-tiles-snapshot.c (the tiles handed
 * to GTK each frame) share: the tiles' structs, and the set of a zoom, a
 * tile mended and the tiles a frame lacks. */
#pragma once

#include "wadi-map-tiles.h"

G_BEGIN_DECLS

/* Tiles kept in all, beyond those in view (a 256-pixel tile is 256 KiB). */
#define MAX_TILES 384
/* Zooms whose tiles are kept: the one in view and the last ones before it,
 * whose tiles stand in while a zoom's own are drawn. */
#define MAX_SETS 4
/* A stale tile whose changed part is at most this many device pixels is
 * mended in the main loop, before the frame after the change is painted,
 * from the scenario as it is: the few hexes of an edit cost well under a
 * millisecond, where a whole tile from a thread comes a frame later. */
#define MAX_MEND_PIXELS (128 * 128)
/* ... and at most this many pixels are mended a frame; the rest go to
 * the threads. */
#define MAX_MEND_PIXELS_A_FRAME (4 * MAX_MEND_PIXELS)

/* What a tile is drawn from: a copy of the scenario, the diagnostics and
 * the style, shared by the tiles drawn from it. */
typedef struct
{
  gint          ref;
  WadiScenario *scenario;
  WadiRenderer *renderer;
  GArray       *marks; /* WadiDiagnostic, by hex */
  gboolean      show_labels;
  gboolean      high_contrast_marks;
  GHashTable   *pictures; /* the boards' pictures decoded (wadi-picture-loader.h); may be NULL */
} Source;

typedef struct
{
  GdkTexture      *texture;      /* NULL until first drawn */
  cairo_surface_t *pixels;       /* the texture's, never drawn on again */
  GskRenderNode   *node;         /* the pixels as a cairo node at (0, 0), for GTK's cairo renderer */
  GskRenderNode   *fallback;     /* until drawn: another zoom's tiles scaled, a cairo node at (0, 0) */
  guint64          fallback_key; /* what it was made of (wadi-map-tiles-snapshot.c) */
  guint            epoch;        /* counts the changes that touched it */
  guint            drawn;        /* the epoch its texture shows */
  int              stale[4];     /* the device pixels changed since (x0, y0, x1, y1); empty when x0 >= x1 */
  gboolean         stale_all;
  gboolean         in_flight;
  guint64          used; /* the frame that last showed it */
} Tile;

/* Where a tile lies: its set's zoom and its place in the set. */
typedef struct
{
  double zoom;
  int    scale;
  int    size;
  int    tx, ty;
} TilePlace;

/* The tiles of one zoom. */
typedef struct
{
  guint       id;
  double      zoom; /* the canvas's pixels per map unit */
  int         scale;
  int         size;   /* a tile's side in device pixels: whole pixels of the canvas */
  GHashTable *tiles;  /* packed (tx, ty) -> Tile */
  guint       images; /* counts the images its tiles took: a stand-in made of them is made again */
  guint64     used;
  /* a view of it showed the whole map: kept past the other zooms, so a
   * zoom out onto ground no other zoom has drawn is stood in for by it,
   * not by the table */
  gboolean whole_map;
} Set;

typedef struct
{
  int    tx, ty;
  double distance;
} Wanted;

struct _WadiMapTiles
{
  gboolean            disposed;
  GMainContext       *context; /* where tiles come back to */
  GCallback           ready;
  gpointer            ready_data;
  const WadiScenario *scenario;
  Source             *source;          /* NULL: made anew when next needed */
  WadiRegion         *source_stale;    /* the hexes changed since it was last brought up to date (wadi-map-tiles.c) */
  double              stale_bounds[4]; /* their centres' bounds, in map units */
  GArray             *marks;
  WadiRenderAnalysis *analysis; /* the shading, shared with the tiles in flight; NULL: none shown */
  gboolean            show_labels;
  gboolean            high_contrast_marks;
  GHashTable         *pictures;
  GPtrArray          *sets; /* Set, the one in view first */
  guint               next_set_id;
  guint64             frame;
  guint               in_flight;
  gboolean            complete;
  WadiMapTilesCounts  counts;
  gboolean            dispatch_queued;
  gboolean            cairo_nodes;
  WadiRenderer       *live;  /* draws the scenario as it is, in the main loop */
  WadiRenderView      shown; /* the view the last frame showed */
  gboolean            has_shown;
  gint64              moved_at; /* when a frame last showed the view moved */
  gboolean            settle_queued;
  GArray             *wanted;      /* Wanted: the last frame's tiles to draw, the middle first */
  guint               wanted_set;  /* the set they are of */
  guint               next_wanted; /* the first not handed out yet */
};

static inline gint64
_wadi_map_tiles_key (int tx,
                     int ty)
{
  return (gint64) ((guint64) (guint32) ty << 32 | (guint32) tx);
}

void _wadi_map_tiles_unref (WadiMapTiles *tiles);
/* The set of view's zoom, made if new, first in the list. */
Set *_wadi_map_tiles_view_set (WadiMapTiles         *tiles,
                               const WadiRenderView *view);
/* The index of the set to let go of first: of the other zooms, the
 * oldest with no tile drawn, else the oldest; the whole map's last. */
guint _wadi_map_tiles_oldest_set (WadiMapTiles *tiles);
/* Mends tile if its stale part is small and budget (pixels) allows. */
gboolean _wadi_map_tiles_try_mend (WadiMapTiles *tiles,
                                   Set          *set,
                                   Tile         *tile,
                                   int           tx,
                                   int           ty,
                                   int          *budget);
/* Hands the threads the tiles the last frame wanted that are still to
 * draw. */
void _wadi_map_tiles_dispatch_wanted (WadiMapTiles *tiles);

G_END_DECLS
