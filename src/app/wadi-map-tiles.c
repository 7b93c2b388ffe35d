/* wadi-map-tiles.c: the map, its diagnostics and the analysis tool's
 * shading in tiles drawn in threads */
/* gettid () and setpriority () of a thread (Linux) */
#define _GNU_SOURCE
#include "config.h"

#include <math.h>
#include <string.h>
#ifdef __linux__
#include <sys/resource.h>
#include <unistd.h>
#endif

#include "wadi-map-tiles-private.h"

/* An edit, an analysis's shading or a change of the hexes with
 * diagnostics that changes more hexes than this draws every tile
 * again. */
#define MAX_REDRAWN_HEXES 4096
/* The tiles' threads' nice value (Linux): 10 weighs a thread a tenth of
 * the main loop's while both want the same core. */
#define TILE_THREAD_NICE 10
/* Tiles being drawn at once: enough to keep the threads busy, few enough
 * that a pan or a zoom is not stuck behind tiles nobody sees any more. */
#define MAX_IN_FLIGHT 8
/* Far out, counters and diagnostics are squares of a few pixels (their
 * cells) that may reach past a hex: an edit redraws at least this far
 * round it, in the canvas's pixels (a cell is as many device pixels more
 * on a screen of scale 2). */
#define MIN_REACH_PX 16.0
/* The copy of the scenario the threads draw from is brought up to date
 * hex by hex; past this many hexes edited while threads drew from it, it
 * is made anew at the next tile. */
#define MAX_STALE_HEXES 16384

/* How far round a hex's centre an edit of it may change a tile of zoom
 * and scale, in device pixels. */
static double
edit_reach (double zoom,
            int    scale)
{
  return MAX (WADI_RENDER_EDIT_REACH * zoom * scale, MIN_REACH_PX * scale);
}

typedef struct
{
  WadiMapTiles       *tiles;
  Source             *source;
  guint               set_id;
  TilePlace           place;
  guint               epoch;
  WadiRenderAnalysis *analysis; /* the shading drawn (analysis_copy ()); may be NULL */
  cairo_surface_t    *pixels;   /* the result */
} Job;

static Source *
source_ref (Source *source)
{
  g_atomic_int_inc (&source->ref);
  return source;
}

static void
source_unref (Source *source)
{
  if (!g_atomic_int_dec_and_test (&source->ref))
    return;
  wadi_renderer_free (source->renderer);
  wadi_scenario_free (source->scenario);
  g_array_unref (source->marks);
  g_clear_pointer (&source->pictures, g_hash_table_unref);
  g_free (source);
}

/* The analysis's shading as the tiles draw it: an atomic rc box shared
 * with the tiles in flight, its arrays copied, its path left out. */
static WadiRenderAnalysis *
analysis_copy (const WadiRenderAnalysis *from)
{
  WadiRenderAnalysis *analysis = g_atomic_rc_box_new (WadiRenderAnalysis);
  gsize               n = (gsize) MAX (from->cols, 0) * (gsize) MAX (from->rows, 0);

  *analysis = *from;
  analysis->shade = from->shade != NULL ? g_memdup2 (from->shade, n) : NULL;
  analysis->costs = from->costs != NULL ? g_memdup2 (from->costs, n * sizeof (float)) : NULL;
  analysis->dead = from->dead != NULL ? g_memdup2 (from->dead, n) : NULL;
  analysis->path = NULL;
  analysis->n_path = 0;
  return analysis;
}

static void
analysis_clear (WadiRenderAnalysis *analysis)
{
  g_free ((gpointer) analysis->shade);
  g_free ((gpointer) analysis->costs);
  g_free ((gpointer) analysis->dead);
}

static void
analysis_unref (WadiRenderAnalysis *analysis)
{
  g_atomic_rc_box_release_full (analysis, (GDestroyNotify) analysis_clear);
}

/* A tile's image and nodes let go of, in a thread of their own. */
typedef struct
{
  cairo_surface_t *pixels;
  GskRenderNode   *node;
  GskRenderNode   *fallback;
} Released;

/* The tiles' threads give way to the main loop: on a core they share (a
 * busy machine, or one core) a thread drawing a tile would otherwise hold
 * the core for the scheduler's whole slice, and one woken to let go of a
 * tile's images would take the core from the main loop at once, a stall
 * of the frame that waits for them.  Once a thread. */
static void
give_way_to_main_loop (void)
{
#ifdef __linux__
  static _Thread_local gboolean niced;

  if (!niced)
    {
      niced = TRUE;
      setpriority (PRIO_PROCESS, (id_t) gettid (), TILE_THREAD_NICE);
    }
#endif
}

static void
reap (gpointer data,
      gpointer user_data)
{
  Released *released = data;

  give_way_to_main_loop ();
  g_clear_pointer (&released->node, gsk_render_node_unref);
  g_clear_pointer (&released->fallback, gsk_render_node_unref);
  g_clear_pointer (&released->pixels, cairo_surface_destroy);
  g_free (released);
}

/* A cairo node that painted a tile's image recorded it, and cairo keeps
 * of an image recorded a snapshot that copies it when the image goes (a
 * malloc and a copy of 256 KiB a tile, though the node is gone too): the
 * images go in a thread, not in the main loop, where a zoom let go of a
 * whole zoom's tiles at once and an edit of the tiles it mends.  The
 * texture (which may hold a GL renderer's data) goes here. */
static void
tile_release (Tile *tile)
{
  static GThreadPool *pool;
  Released           *released;

  g_clear_object (&tile->texture);
  if (tile->pixels == NULL && tile->node == NULL && tile->fallback == NULL)
    return;
  if (g_once_init_enter (&pool))
    g_once_init_leave (&pool, g_thread_pool_new (reap, NULL, 1, TRUE, NULL));
  released = g_new (Released, 1);
  released->pixels = g_steal_pointer (&tile->pixels);
  released->node = g_steal_pointer (&tile->node);
  released->fallback = g_steal_pointer (&tile->fallback);
  g_thread_pool_push (pool, released, NULL);
}

static void
tile_free (gpointer data)
{
  Tile *tile = data;

  tile_release (tile);
  g_free (tile);
}

static void
set_free (gpointer data)
{
  Set *set = data;

  g_hash_table_unref (set->tiles);
  g_free (set);
}

/* What the last reference to tiles lets go of (an atomic rc box: the
 * canvas's, one a tile in flight, one a dispatch or a settle queued). */
static void
tiles_clear (WadiMapTiles *tiles)
{
  g_clear_pointer (&tiles->source, source_unref);
  wadi_region_free (tiles->source_stale);
  g_clear_pointer (&tiles->marks, g_array_unref);
  g_clear_pointer (&tiles->analysis, analysis_unref);
  g_clear_pointer (&tiles->pictures, g_hash_table_unref);
  g_ptr_array_unref (tiles->sets);
  g_array_unref (tiles->wanted);
  wadi_renderer_free (tiles->live);
  g_main_context_unref (tiles->context);
}

void
_wadi_map_tiles_unref (WadiMapTiles *tiles)
{
  g_atomic_rc_box_release_full (tiles, (GDestroyNotify) tiles_clear);
}

/* No hex changed since the threads' copy was last brought up to date. */
static void
stale_clear (WadiMapTiles *tiles)
{
  if (tiles->source_stale->hexes->len > 0)
    {
      wadi_region_free (tiles->source_stale);
      tiles->source_stale = wadi_region_new ();
    }
  tiles->stale_bounds[0] = tiles->stale_bounds[1] = G_MAXDOUBLE;
  tiles->stale_bounds[2] = tiles->stale_bounds[3] = -G_MAXDOUBLE;
}

WadiMapTiles *
wadi_map_tiles_new (GCallback ready,
                    gpointer  ready_data)
{
  WadiMapTiles *tiles = g_atomic_rc_box_new0 (WadiMapTiles);

  tiles->context = g_main_context_ref_thread_default ();
  tiles->ready = ready;
  tiles->ready_data = ready_data;
  tiles->marks = g_array_new (FALSE, FALSE, sizeof (WadiDiagnostic));
  tiles->sets = g_ptr_array_new_with_free_func (set_free);
  tiles->wanted = g_array_new (FALSE, FALSE, sizeof (Wanted));
  tiles->source_stale = wadi_region_new ();
  stale_clear (tiles);
  tiles->show_labels = TRUE;
  tiles->live = wadi_renderer_new ();
  return tiles;
}

void
wadi_map_tiles_free (WadiMapTiles *tiles)
{
  if (tiles == NULL)
    return;
  tiles->disposed = TRUE;
  tiles->scenario = NULL;
  _wadi_map_tiles_unref (tiles);
}

static void mend_or_dispatch_stale (WadiMapTiles *tiles);

static gboolean
on_dispatch_idle (gpointer data)
{
  WadiMapTiles *tiles = data;

  tiles->dispatch_queued = FALSE;
  if (!tiles->disposed)
    mend_or_dispatch_stale (tiles);
  _wadi_map_tiles_unref (tiles);
  return G_SOURCE_REMOVE;
}

/* The tiles in view that an edit or a diagnostic made stale are mended
 * or handed to the threads before the frame that follows the change is
 * painted (GDK paints at G_PRIORITY_HIGH_IDLE + 20), not by that frame:
 * so the edit is often on screen in that very frame.  After the live
 * rules' re-check of an edit (G_PRIORITY_HIGH_IDLE + 10), whose new
 * diagnostics make the same hexes stale again: once for all the changes
 * of an edit, the document's and the live rules', not a mend for each
 * (two on nearly every edit: a tenth of an edit's main-thread time on a
 * 33 x 10 board). */
#define DISPATCH_PRIORITY (G_PRIORITY_HIGH_IDLE + 15)

static void
schedule_dispatch (WadiMapTiles *tiles)
{
  if (tiles->dispatch_queued || tiles->scenario == NULL)
    return;
  tiles->dispatch_queued = TRUE;
  g_idle_add_full (DISPATCH_PRIORITY, on_dispatch_idle, g_atomic_rc_box_acquire (tiles), NULL);
}

/* The copy the threads draw from is let go of: made anew when next
 * needed. */
static void
drop_source (WadiMapTiles *tiles)
{
  g_clear_pointer (&tiles->source, source_unref);
  stale_clear (tiles);
}

/* The copy the threads draw from is out of date round hex, whose centre
 * is (cx, cy), which an edit or a diagnostic changed. */
static void
source_stale_at (WadiMapTiles *tiles,
                 WadiHex       hex,
                 double        cx,
                 double        cy)
{
  if (tiles->source == NULL)
    return;
  if (tiles->source_stale->hexes->len >= MAX_STALE_HEXES)
    {
      drop_source (tiles);
      return;
    }
  wadi_region_add_hex (tiles->source_stale, hex);
  tiles->stale_bounds[0] = MIN (tiles->stale_bounds[0], cx);
  tiles->stale_bounds[1] = MIN (tiles->stale_bounds[1], cy);
  tiles->stale_bounds[2] = MAX (tiles->stale_bounds[2], cx);
  tiles->stale_bounds[3] = MAX (tiles->stale_bounds[3], cy);
}

/* Every tile of every zoom changed whole. */
static void
stale_all (WadiMapTiles *tiles)
{
  for (guint s = 0; s < tiles->sets->len; s++)
    {
      Set           *set = g_ptr_array_index (tiles->sets, s);
      GHashTableIter iter;
      Tile          *tile;

      g_hash_table_iter_init (&iter, set->tiles);
      while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &tile))
        {
          tile->epoch++;
          tile->stale_all = TRUE;
        }
    }
}

/* Every tile is drawn again, from a copy of the scenario made anew; with
 * forget, none of the old ones is shown meanwhile (the map they show is
 * laid out otherwise). */
static void
invalidate_all (WadiMapTiles *tiles,
                gboolean      forget)
{
  drop_source (tiles);
  if (forget)
    g_ptr_array_set_size (tiles->sets, 0);
  else
    stale_all (tiles);
}

void
wadi_map_tiles_set_scenario (WadiMapTiles       *tiles,
                             const WadiScenario *scenario)
{
  tiles->scenario = scenario;
  wadi_renderer_set_scenario (tiles->live, scenario);
  invalidate_all (tiles, TRUE);
}

void
wadi_map_tiles_set_pictures (WadiMapTiles *tiles,
                             GHashTable   *pictures)
{
  if (tiles->pictures == pictures)
    return;
  g_clear_pointer (&tiles->pictures, g_hash_table_unref);
  tiles->pictures = pictures != NULL ? g_hash_table_ref (pictures) : NULL;
  invalidate_all (tiles, FALSE);
  schedule_dispatch (tiles);
}

void
wadi_map_tiles_set_style (WadiMapTiles *tiles,
                          gboolean      show_labels,
                          gboolean      high_contrast_marks)
{
  if (tiles->show_labels == show_labels && tiles->high_contrast_marks == high_contrast_marks)
    return;
  tiles->show_labels = show_labels;
  tiles->high_contrast_marks = high_contrast_marks;
  invalidate_all (tiles, FALSE);
}

/* The tiles of every zoom over the map around (cx, cy), as far as an edit
 * of a hex there changes the picture, are drawn again. */
static void
stale_at (WadiMapTiles *tiles,
          double        cx,
          double        cy)
{
  for (guint s = 0; s < tiles->sets->len; s++)
    {
      Set   *set = g_ptr_array_index (tiles->sets, s);
      double device = set->zoom * set->scale;
      double reach = edit_reach (set->zoom, set->scale);
      int    tx0 = (int) floor ((cx * device - reach) / set->size);
      int    tx1 = (int) floor ((cx * device + reach) / set->size);
      int    ty0 = (int) floor ((cy * device - reach) / set->size);
      int    ty1 = (int) floor ((cy * device + reach) / set->size);
      /* on whole pixels of the canvas, which the renderer's views are in */
      int x0 = (int) floor ((cx * device - reach) / set->scale) * set->scale;
      int y0 = (int) floor ((cy * device - reach) / set->scale) * set->scale;
      int x1 = (int) ceil ((cx * device + reach) / set->scale) * set->scale;
      int y1 = (int) ceil ((cy * device + reach) / set->scale) * set->scale;

      for (int ty = ty0; ty <= ty1; ty++)
        for (int tx = tx0; tx <= tx1; tx++)
          {
            Tile *tile = g_hash_table_lookup (set->tiles, &(gint64) { _wadi_map_tiles_key (tx, ty) });
            int   part[4] = { CLAMP (x0 - tx * set->size, 0, set->size), CLAMP (y0 - ty * set->size, 0, set->size),
                              CLAMP (x1 - tx * set->size, 0, set->size), CLAMP (y1 - ty * set->size, 0, set->size) };

            if (tile == NULL)
              continue;
            tile->epoch++;
            /* a tile with no stale part takes this one as it is */
            if (tile->stale[0] >= tile->stale[2])
              memcpy (tile->stale, part, sizeof part);
            tile->stale[0] = MIN (tile->stale[0], part[0]);
            tile->stale[1] = MIN (tile->stale[1], part[1]);
            tile->stale[2] = MAX (tile->stale[2], part[2]);
            tile->stale[3] = MAX (tile->stale[3], part[3]);
          }
    }
}

/* The tiles within an edit's reach of hex, and the threads' copy there. */
static void
invalidate_hex (WadiMapTiles  *tiles,
                WadiGridLayout layout,
                WadiHex        hex)
{
  double cx, cy;

  wadi_hex_center (layout, hex, &cx, &cy);
  source_stale_at (tiles, hex, cx, cy);
  stale_at (tiles, cx, cy);
}

void
wadi_map_tiles_invalidate (WadiMapTiles     *tiles,
                           const WadiRegion *region)
{
  const WadiBoard *grid = tiles->scenario != NULL ? wadi_scenario_grid (tiles->scenario) : NULL;

  if (region == NULL || grid == NULL || (region->flags & (WADI_REGION_ALL | WADI_REGION_MAP)) != 0)
    {
      wadi_renderer_invalidate (tiles->live, region);
      /* the old tiles stay on screen until the new ones come, unless the
       * boards were laid out anew (an overlay placed or taken away is
       * ALL: the map's shape stays) */
      invalidate_all (tiles, region == NULL || grid == NULL || (region->flags & WADI_REGION_MAP) != 0);
      return;
    }
  /* the ruleset gives the counters their sides' colours */
  if ((region->flags & (WADI_REGION_SSR | WADI_REGION_PICTURE | WADI_REGION_RULESET)) != 0
      || ((region->flags & WADI_REGION_HEXES) != 0 && region->hexes->len > MAX_REDRAWN_HEXES))
    {
      wadi_renderer_invalidate (tiles->live, region);
      invalidate_all (tiles, FALSE);
      return;
    }
  wadi_renderer_invalidate (tiles->live, region);
  if ((region->flags & WADI_REGION_HEXES) == 0 || region->hexes->len == 0)
    return;
  for (guint i = 0; i < region->hexes->len; i++)
    invalidate_hex (tiles, grid->layout, g_array_index (region->hexes, WadiHex, i));
  schedule_dispatch (tiles);
}

void
wadi_map_tiles_set_marks (WadiMapTiles *tiles,
                          GArray       *marks)
{
  const WadiBoard *grid = tiles->scenario != NULL ? wadi_scenario_grid (tiles->scenario) : NULL;
  GArray          *old = tiles->marks;
  guint            i = 0, j = 0, changed = 0;

  tiles->marks = marks;
  if (grid == NULL)
    {
      g_array_unref (old);
      invalidate_all (tiles, FALSE);
      return;
    }
  /* both in order: a walk of the two finds the marks that came or went */
  while (i < old->len || j < marks->len)
    {
      const WadiDiagnostic *a = i < old->len ? &g_array_index (old, WadiDiagnostic, i) : NULL;
      const WadiDiagnostic *b = j < marks->len ? &g_array_index (marks, WadiDiagnostic, j) : NULL;
      int                   order = a == NULL ? 1 : b == NULL ? -1
                                                              : wadi_diagnostic_compare (a, b);

      if (order == 0 && wadi_diagnostic_equal (a, b))
        {
          i++;
          j++;
          continue;
        }
      if (++changed > MAX_REDRAWN_HEXES)
        break;
      if (order <= 0)
        {
          invalidate_hex (tiles, grid->layout, a->hex);
          i++;
        }
      else
        {
          invalidate_hex (tiles, grid->layout, b->hex);
          j++;
        }
    }
  g_array_unref (old);
  if (changed > MAX_REDRAWN_HEXES)
    invalidate_all (tiles, FALSE);
  else if (changed > 0)
    schedule_dispatch (tiles);
}

/* The analysis tool's shading (a viewshed, a reach or a side's dead
 * ground) is drawn into the tiles with the rest of the map
 * (WADI_RENDER_LAYER_ANALYSIS), not over them each frame: drawn over
 * them, a pan frame of the 1000 x 1000 map cost 7 ms of the main thread
 * at 40 px a hex and 86 ms at 4.  A new answer's arrays are copied for
 * the threads, and the tiles over the hexes it shades otherwise are drawn
 * again (or mended); past MAX_REDRAWN_HEXES of them, every tile, the old
 * ones shown meanwhile.  Its cheapest path follows the pointer and stays
 * with what passes over the map. */

/* Hexes compared a block at a time, equal blocks passed over whole. */
#define BLOCK 256

/* Whether a and b can be compared hex by hex on grid: the same arrays,
 * made for grid, banded alike. */
static gboolean
comparable (const WadiRenderAnalysis *a,
            const WadiRenderAnalysis *b,
            const WadiBoard          *grid)
{
  return a->cols == grid->cols && a->rows == grid->rows && b->cols == grid->cols && b->rows == grid->rows
         && (a->shade == NULL) == (b->shade == NULL) && (a->costs == NULL) == (b->costs == NULL)
         && (a->dead == NULL) == (b->dead == NULL) && a->n_bands == b->n_bands && a->band_width == b->band_width;
}

/* Whether hexes first .. first + n - 1 are shaded alike in a and b. */
static gboolean
alike (const WadiRenderAnalysis *a,
       const WadiRenderAnalysis *b,
       gsize                     first,
       gsize                     n)
{
  return (a->shade == NULL || memcmp (a->shade + first, b->shade + first, n) == 0)
         && (a->costs == NULL || memcmp (a->costs + first, b->costs + first, n * sizeof (float)) == 0)
         && (a->dead == NULL || memcmp (a->dead + first, b->dead + first, n) == 0);
}

/* Marks the tiles over the hexes a and b shade otherwise; FALSE when
 * there are more than MAX_REDRAWN_HEXES of them. */
static gboolean
stale_where_changed (WadiMapTiles             *tiles,
                     const WadiBoard          *grid,
                     const WadiRenderAnalysis *a,
                     const WadiRenderAnalysis *b)
{
  gsize n = wadi_board_hex_count (grid);
  guint changed = 0;

  for (gsize block = 0; block < n; block += BLOCK)
    {
      gsize end = MIN (block + BLOCK, n);

      if (alike (a, b, block, end - block))
        continue;
      for (gsize i = block; i < end; i++)
        {
          double cx, cy;

          if (alike (a, b, i, 1))
            continue;
          if (++changed > MAX_REDRAWN_HEXES)
            return FALSE;
          wadi_hex_center (grid->layout, wadi_board_hex_at_index (grid, (guint) i), &cx, &cy);
          stale_at (tiles, cx, cy);
        }
    }
  return TRUE;
}

void
wadi_map_tiles_set_analysis (WadiMapTiles             *tiles,
                             const WadiRenderAnalysis *analysis)
{
  const WadiBoard    *grid = tiles->scenario != NULL ? wadi_scenario_grid (tiles->scenario) : NULL;
  WadiRenderAnalysis *old = tiles->analysis;
  gboolean            shows = analysis != NULL && (analysis->shade != NULL || analysis->dead != NULL);

  if (old == NULL && !shows)
    return;
  tiles->analysis = shows ? analysis_copy (analysis) : NULL;
  if (grid == NULL || old == NULL || tiles->analysis == NULL || !comparable (old, analysis, grid)
      || !stale_where_changed (tiles, grid, old, tiles->analysis))
    stale_all (tiles);
  g_clear_pointer (&old, analysis_unref);
  schedule_dispatch (tiles);
}

/* Whether an edit since the copy was made may change the tile at place:
 * a hex changed within its reach (invalidate_hex ()). */
static gboolean
source_stale_for (const WadiMapTiles *tiles,
                  const TilePlace    *place)
{
  double device = place->zoom * place->scale;
  /* a hair more than the tiles marked (invalidate_hex ()), which round
   * otherwise */
  double         reach = edit_reach (place->zoom, place->scale) / device + 1e-6;
  double         x0 = place->tx * place->size / device - reach, x1 = (place->tx + 1) * place->size / device + reach;
  double         y0 = place->ty * place->size / device - reach, y1 = (place->ty + 1) * place->size / device + reach;
  const GArray  *stale = tiles->source_stale->hexes;
  WadiGridLayout layout = wadi_scenario_grid (tiles->scenario)->layout;

  if (tiles->stale_bounds[0] > x1 || tiles->stale_bounds[2] < x0 || tiles->stale_bounds[1] > y1
      || tiles->stale_bounds[3] < y0)
    return FALSE;
  for (guint i = 0; i < stale->len; i++)
    {
      double x, y;

      wadi_hex_center (layout, g_array_index (stale, WadiHex, i), &x, &y);
      if (x >= x0 && x <= x1 && y >= y0 && y <= y1)
        return TRUE;
    }
  return FALSE;
}

/* Brings the threads' copy of the scenario up to date with the hexes
 * changed since, when no thread draws from it: those hexes copied, not
 * the whole map (made anew, the copy of the 1000 x 1000 map held the main
 * loop 5-11 ms at the first tile near an edit).  FALSE while threads draw
 * from it: a tile near the edits waits for them. */
static gboolean
source_catch_up (WadiMapTiles *tiles)
{
  Source *source = tiles->source;

  if (source == NULL || tiles->source_stale->hexes->len == 0)
    return TRUE;
  if (g_atomic_int_get (&source->ref) > 1)
    return FALSE;
  if (!wadi_scenario_update_copy (source->scenario, tiles->scenario, tiles->source_stale->hexes))
    {
      drop_source (tiles);
      return TRUE;
    }
  wadi_renderer_invalidate (source->renderer, tiles->source_stale);
  g_array_unref (source->marks);
  source->marks = g_array_ref (tiles->marks);
  stale_clear (tiles);
  return TRUE;
}

/* The source to draw the tile at place from: the copy made before, if no
 * edit since reaches the tile or once brought up to date, else a copy of
 * the scenario as it is now.  NULL while the tile waits for the threads
 * to be done with a copy to bring up to date. */
static Source *
current_source (WadiMapTiles    *tiles,
                const TilePlace *place)
{
  Source *source;

  if (tiles->source != NULL && !source_stale_for (tiles, place))
    return tiles->source;
  if (!source_catch_up (tiles))
    return NULL;
  if (tiles->source != NULL)
    return tiles->source;
  source = g_new0 (Source, 1);
  source->ref = 1;
  source->scenario = wadi_scenario_copy (tiles->scenario);
  source->renderer = wadi_renderer_new ();
  wadi_renderer_set_scenario (source->renderer, source->scenario);
  source->marks = g_array_ref (tiles->marks);
  source->show_labels = tiles->show_labels;
  source->high_contrast_marks = tiles->high_contrast_marks;
  source->pictures = tiles->pictures != NULL ? g_hash_table_ref (tiles->pictures) : NULL;
  tiles->source = source;
  tiles->counts.copies++;
  return source;
}

/* The marks that may show in the map rectangle x0, y0 .. x1, y1 (their
 * hexes within two of it), found by row in the sorted marks. */
static GArray *
marks_near (const Source *source,
            const double  rect[4])
{
  GArray       *near = g_array_new (FALSE, FALSE, sizeof (WadiDiagnostic));
  const GArray *marks = source->marks;
  int           range[4]; /* col0, row0, col1, row1 */
  guint         lo = 0, hi = marks->len;

  wadi_render_hex_range (wadi_scenario_grid (source->scenario)->layout, rect, 0.0, 2, range);
  while (lo < hi)
    {
      guint mid = lo + (hi - lo) / 2;

      if (g_array_index (marks, WadiDiagnostic, mid).hex.row < range[1])
        lo = mid + 1;
      else
        hi = mid;
    }
  for (guint i = lo; i < marks->len; i++)
    {
      const WadiDiagnostic *mark = &g_array_index (marks, WadiDiagnostic, i);

      if (mark->hex.row > range[3])
        break;
      if (mark->hex.col >= range[0] && mark->hex.col <= range[2])
        g_array_append_vals (near, mark, 1);
    }
  return near;
}

/* Draws the part area (x0, y0, x1, y1, device pixels of the set's grid
 * from origin, the surface's (0, 0)) on surface, with analysis's shading
 * (may be NULL): the renderer draws that part as a view of its own, which
 * is the same part of the map drawn whole. */
static void
draw_part (const Source             *source,
           const WadiRenderAnalysis *analysis,
           double                    zoom,
           int                       scale,
           const int                 origin[2],
           const int                 area[4],
           cairo_surface_t          *surface)
{
  WadiRenderRequest request = { 0 };
  WadiRulesOverlay  rules = { 0 };
  double            device = zoom * scale;
  double            rect[4] = {
               (origin[0] + area[0]) / device,
               (origin[1] + area[1]) / device,
               (origin[0] + area[2]) / device,
               (origin[1] + area[3]) / device,
  };
  g_autoptr(GArray) marks = marks_near (source, rect);
  cairo_t *cr = cairo_create (surface);

  request.view.zoom = zoom;
  request.view.scale = scale;
  request.view.width = (area[2] - area[0]) / scale;
  request.view.height = (area[3] - area[1]) / scale;
  request.view.center_x = (rect[0] + rect[2]) / 2.0;
  request.view.center_y = (rect[1] + rect[3]) / 2.0;
  request.layers = WADI_RENDER_LAYER_MAP | WADI_RENDER_LAYER_DIAGNOSTICS;
  if (analysis != NULL)
    {
      rules.analysis = *analysis;
      request.rules = &rules;
      request.layers |= WADI_RENDER_LAYER_ANALYSIS;
    }
  request.show_grid = TRUE;
  request.show_labels = source->show_labels;
  request.high_contrast_marks = source->high_contrast_marks;
  request.marks = (const WadiDiagnostic *) (gconstpointer) marks->data;
  request.n_marks = marks->len;
  request.pictures = source->pictures;
  cairo_translate (cr, (double) area[0] / scale, (double) area[1] / scale);
  wadi_renderer_draw (source->renderer, cr, &request, NULL);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
}

/* The part area (device pixels of the tile) of a tile's image. */
static void
draw_area (const Source             *source,
           const WadiRenderAnalysis *analysis,
           const TilePlace          *place,
           const int                 area[4],
           cairo_surface_t          *surface)
{
  const int origin[2] = { place->tx * place->size, place->ty * place->size };

  draw_part (source, analysis, place->zoom, place->scale, origin, area, surface);
}

static cairo_surface_t *
tile_image (const TilePlace *place)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, place->size, place->size);

  cairo_surface_set_device_scale (surface, place->scale, place->scale);
  return surface;
}

/* The tile shows image from now on, which nobody draws on again. */
static void
tile_take_image (WadiMapTiles    *tiles,
                 Tile            *tile,
                 const TilePlace *place,
                 cairo_surface_t *image,
                 guint            epoch)
{
  g_autoptr(GBytes) bytes = NULL;

  cairo_surface_flush (image);
  bytes = g_bytes_new_with_free_func (cairo_image_surface_get_data (image),
                                      (gsize) cairo_image_surface_get_stride (image) * (gsize) place->size,
                                      (GDestroyNotify) cairo_surface_destroy, cairo_surface_reference (image));
  tile_release (tile);
  tile->texture = gdk_memory_texture_new (place->size, place->size, GDK_MEMORY_DEFAULT, bytes,
                                          (gsize) cairo_image_surface_get_stride (image));
  tile->pixels = image;
  tile->drawn = epoch;
  if (epoch == tile->epoch)
    {
      tile->stale_all = FALSE;
      tile->stale[0] = tile->stale[2] = 0;
    }
  tiles->counts.drawn++;
}

/* In a worker thread: the tile's pixels. */
static void
job_draw (gpointer data,
          gpointer user_data)
{
  Job             *job = data;
  cairo_surface_t *surface = tile_image (&job->place);
  const int        whole[4] = { 0, 0, job->place.size, job->place.size };

  if (cairo_surface_status (surface) == CAIRO_STATUS_SUCCESS)
    {
      draw_area (job->source, job->analysis, &job->place, whole, surface);
      job->pixels = surface;
    }
  else
    cairo_surface_destroy (surface);
}

static Set *
find_set (WadiMapTiles *tiles,
          guint         id)
{
  for (guint s = 0; s < tiles->sets->len; s++)
    {
      Set *set = g_ptr_array_index (tiles->sets, s);

      if (set->id == id)
        return set;
    }
  return NULL;
}

/* Back in the main loop: the tile's texture, unless its set is gone. */
static gboolean
job_done (gpointer data)
{
  Job          *job = data;
  WadiMapTiles *tiles = job->tiles;
  Set          *set = tiles->disposed ? NULL : find_set (tiles, job->set_id);
  Tile         *tile = set != NULL ? g_hash_table_lookup (set->tiles, &(gint64) { _wadi_map_tiles_key (job->place.tx, job->place.ty) })
                                   : NULL;

  tiles->in_flight--;
  if (tile != NULL)
    {
      tile->in_flight = FALSE;
      /* not if the main loop mended it past what the thread saw */
      if (job->pixels != NULL && (tile->texture == NULL || job->epoch > tile->drawn))
        {
          tile_take_image (tiles, tile, &job->place, g_steal_pointer (&job->pixels), job->epoch);
          set->images++;
        }
    }
  /* let go of before the next tiles are handed out: the last thread done
   * with the copy lets it be brought up to date */
  source_unref (job->source);
  g_clear_pointer (&job->analysis, analysis_unref);
  if (!tiles->disposed && tiles->in_flight == 0)
    source_catch_up (tiles);
  _wadi_map_tiles_dispatch_wanted (tiles);
  if (!tiles->disposed && tiles->ready != NULL)
    ((void (*) (gpointer)) tiles->ready) (tiles->ready_data);
  g_clear_pointer (&job->pixels, cairo_surface_destroy);
  _wadi_map_tiles_unref (job->tiles);
  g_free (job);
  return G_SOURCE_REMOVE;
}

static void
job_run (gpointer data,
         gpointer user_data)
{
  Job     *job = data;
  GSource *source = g_idle_source_new ();

  give_way_to_main_loop ();
  job_draw (data, user_data);
  /* always in the main loop, never here (as g_main_context_invoke () would
   * when nobody runs the loop this moment) */
  g_source_set_priority (source, G_PRIORITY_DEFAULT);
  g_source_set_callback (source, job_done, job, NULL);
  g_source_attach (source, job->tiles->context);
  g_source_unref (source);
}

/* A core less than the machine has: the main loop keeps one to itself.  */
static GThreadPool *
thread_pool (void)
{
  static GThreadPool *pool;

  if (g_once_init_enter (&pool))
    {
      GThreadPool *made = g_thread_pool_new (job_run, NULL, CLAMP ((int) g_get_num_processors () - 1, 1, 4), TRUE,
                                             NULL);

      g_once_init_leave (&pool, made);
    }
  return pool;
}

/* FALSE, nothing handed out, while the tile waits for the threads to be
 * done with the copy it is to be drawn from (current_source ()). */
static gboolean
dispatch (WadiMapTiles *tiles,
          Set          *set,
          Tile         *tile,
          int           tx,
          int           ty)
{
  TilePlace place = { set->zoom, set->scale, set->size, tx, ty };
  Source   *source = current_source (tiles, &place);
  Job      *job;

  if (source == NULL)
    return FALSE;
  job = g_new0 (Job, 1);
  job->tiles = g_atomic_rc_box_acquire (tiles);
  job->set_id = set->id;
  job->place = place;
  job->source = source_ref (source);
  job->analysis = tiles->analysis != NULL ? g_atomic_rc_box_acquire (tiles->analysis) : NULL;
  job->epoch = tile->epoch;
  tile->in_flight = TRUE;
  tiles->in_flight++;
  g_thread_pool_push (thread_pool (), job, NULL);
  return TRUE;
}

/* Hands the threads the tiles the last frame wanted that are still to
 * draw, up to MAX_IN_FLIGHT: called as each tile comes, so the threads
 * never wait for the next frame while a view fills (handed out only by
 * frames, MAX_IN_FLIGHT a frame, they sat idle half of each frame). */
void
_wadi_map_tiles_dispatch_wanted (WadiMapTiles *tiles)
{
  Set  *set;
  guint first_waiting = G_MAXUINT;
  guint i;

  if (tiles->disposed || tiles->sets->len == 0)
    return;
  set = g_ptr_array_index (tiles->sets, 0);
  if (set->id != tiles->wanted_set)
    return;
  for (i = tiles->next_wanted; tiles->in_flight < MAX_IN_FLIGHT && i < tiles->wanted->len; i++)
    {
      const Wanted *want = &g_array_index (tiles->wanted, Wanted, i);
      Tile         *tile = g_hash_table_lookup (set->tiles, &(gint64) { _wadi_map_tiles_key (want->tx, want->ty) });

      if (tile != NULL && tile->used == tiles->frame && !tile->in_flight && tile->drawn != tile->epoch
          && !dispatch (tiles, set, tile, want->tx, want->ty) && first_waiting == G_MAXUINT)
        first_waiting = i;
    }
  /* a tile that waits for the threads to be done with the copy is passed
   * over, and looked at again as each of them comes back (job_done ()) */
  tiles->next_wanted = MIN (i, first_waiting);
}

/* What the main loop draws from: the scenario as it is. */
static Source
live_source (WadiMapTiles *tiles)
{
  return (Source) { 0, (WadiScenario *) tiles->scenario, tiles->live, tiles->marks, tiles->show_labels,
                    tiles->high_contrast_marks, tiles->pictures };
}

/* Copies the part area (device pixels of the tile at origin of the set's
 * grid) from drawn, whose (0, 0) lies at drawn_origin, into image. */
static void
copy_part (cairo_surface_t *drawn,
           const int        drawn_origin[2],
           cairo_surface_t *image,
           const int        origin[2],
           const int        area[4])
{
  const guchar *from = cairo_image_surface_get_data (drawn);
  guchar       *to = cairo_image_surface_get_data (image);
  int           from_stride = cairo_image_surface_get_stride (drawn);
  int           to_stride = cairo_image_surface_get_stride (image);
  int           dx = origin[0] - drawn_origin[0], dy = origin[1] - drawn_origin[1];

  for (int y = area[1]; y < area[3]; y++)
    memcpy (to + (gsize) y * to_stride + (gsize) area[0] * 4,
            from + (gsize) (y + dy) * from_stride + (gsize) (area[0] + dx) * 4, (gsize) (area[2] - area[0]) * 4);
}

/* Whether tile has an image and a changed part of it to mend (not the
 * whole of it). */
static gboolean
has_stale_part (const Tile *tile)
{
  return tile->pixels != NULL && !tile->stale_all && tile->stale[0] < tile->stale[2] && tile->stale[1] < tile->stale[3];
}

/* A copy of the tile's image with its stale part drawn again from the
 * scenario as it is, or copied from drawn (drawn so already, its (0, 0)
 * at drawn_origin of the set's grid); FALSE when it cannot be mended so. */
static gboolean
mend (WadiMapTiles    *tiles,
      Set             *set,
      Tile            *tile,
      int              tx,
      int              ty,
      cairo_surface_t *drawn,
      const int        drawn_origin[2])
{
  TilePlace        place = { set->zoom, set->scale, set->size, tx, ty };
  Source           live = live_source (tiles);
  cairo_surface_t *image;

  if (!has_stale_part (tile))
    return FALSE;
  image = tile_image (&place);
  if (cairo_surface_status (image) != CAIRO_STATUS_SUCCESS)
    {
      cairo_surface_destroy (image);
      return FALSE;
    }
  cairo_surface_flush (image);
  memcpy (cairo_image_surface_get_data (image), cairo_image_surface_get_data (tile->pixels),
          (gsize) cairo_image_surface_get_stride (image) * (gsize) set->size);
  if (drawn != NULL)
    copy_part (drawn, drawn_origin, image, (const int[2]) { tx * set->size, ty * set->size }, tile->stale);
  cairo_surface_mark_dirty (image);
  if (drawn == NULL)
    {
      draw_area (&live, tiles->analysis, &place, tile->stale, image);
      tiles->counts.mend_drawings++;
    }
  tile_take_image (tiles, tile, &place, image, tile->epoch);
  set->images++;
  tiles->counts.mended++;
  return TRUE;
}

/* Whether tile's stale part is small enough to mend, and budget (pixels)
 * allows; if so, it is taken from budget. */
static gboolean
take_mend_budget (const Tile *tile,
                  int        *budget)
{
  int area = (tile->stale[2] - tile->stale[0]) * (tile->stale[3] - tile->stale[1]);

  if (!has_stale_part (tile) || area > MAX_MEND_PIXELS || area > *budget)
    return FALSE;
  *budget -= area;
  return TRUE;
}

gboolean
_wadi_map_tiles_try_mend (WadiMapTiles *tiles,
                          Set          *set,
                          Tile         *tile,
                          int           tx,
                          int           ty,
                          int          *budget)
{
  int left = *budget;

  if (!take_mend_budget (tile, &left) || !mend (tiles, set, tile, tx, ty, NULL, NULL))
    return FALSE;
  *budget = left;
  return TRUE;
}

typedef struct
{
  Tile *tile;
  int   tx, ty;
} Mend;

/* Mends the tiles: their stale parts drawn once together when they meet
 * (an edit on a tile's edge is stale in two tiles, at a corner in four,
 * and the renderer draws all that crosses each part, so the hexes along
 * the seam were drawn two to four times), each alone otherwise; a tile
 * that cannot be mended goes to the threads. */
static void
mend_all (WadiMapTiles *tiles,
          Set          *set,
          const GArray *mends)
{
  int              around[4] = { G_MAXINT, G_MAXINT, G_MININT, G_MININT };
  gint64           parts = 0;
  cairo_surface_t *drawn = NULL;

  for (guint i = 0; i < mends->len; i++)
    {
      const Mend *m = &g_array_index (mends, Mend, i);
      const int  *stale = m->tile->stale;

      around[0] = MIN (around[0], m->tx * set->size + stale[0]);
      around[1] = MIN (around[1], m->ty * set->size + stale[1]);
      around[2] = MAX (around[2], m->tx * set->size + stale[2]);
      around[3] = MAX (around[3], m->ty * set->size + stale[3]);
      parts += (gint64) (stale[2] - stale[0]) * (stale[3] - stale[1]);
    }
  /* together only where the parts make most of the rectangle round them */
  if (mends->len > 1 && (gint64) (around[2] - around[0]) * (around[3] - around[1]) <= 2 * parts)
    {
      Source    live = live_source (tiles);
      const int whole[4] = { 0, 0, around[2] - around[0], around[3] - around[1] };

      drawn = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, whole[2], whole[3]);
      cairo_surface_set_device_scale (drawn, set->scale, set->scale);
      if (cairo_surface_status (drawn) == CAIRO_STATUS_SUCCESS)
        {
          draw_part (&live, tiles->analysis, set->zoom, set->scale, around, whole, drawn);
          tiles->counts.mend_drawings++;
        }
      else
        g_clear_pointer (&drawn, cairo_surface_destroy);
    }
  for (guint i = 0; i < mends->len; i++)
    {
      const Mend *m = &g_array_index (mends, Mend, i);

      if (!mend (tiles, set, m->tile, m->tx, m->ty, drawn, around) && !m->tile->in_flight
          && tiles->in_flight < MAX_IN_FLIGHT)
        dispatch (tiles, set, m->tile, m->tx, m->ty);
    }
  g_clear_pointer (&drawn, cairo_surface_destroy);
}

/* The tiles in view that changes made stale: the small changes mended at
 * once, the others handed to the threads. */
static void
mend_or_dispatch_stale (WadiMapTiles *tiles)
{
  Set           *set;
  GHashTableIter iter;
  gpointer       key;
  Tile          *tile;
  int            budget = MAX_MEND_PIXELS_A_FRAME;
  g_autoptr(GArray) mends = NULL;

  if (tiles->sets->len == 0 || tiles->scenario == NULL)
    return;
  set = g_ptr_array_index (tiles->sets, 0);
  mends = g_array_new (FALSE, FALSE, sizeof (Mend));
  g_hash_table_iter_init (&iter, set->tiles);
  while (g_hash_table_iter_next (&iter, &key, (gpointer *) &tile))
    {
      gint64 packed = *(gint64 *) key;
      int    tx = (int) (gint32) (guint32) packed, ty = (int) (gint32) (packed >> 32);

      if (tile->used != tiles->frame || tile->drawn == tile->epoch)
        continue;
      if (take_mend_budget (tile, &budget))
        g_array_append_val (mends, ((Mend) { tile, tx, ty }));
      else if (!tile->in_flight && tiles->in_flight < MAX_IN_FLIGHT)
        dispatch (tiles, set, tile, tx, ty);
    }
  mend_all (tiles, set, mends);
  /* while no thread draws, so that the tiles of a zoom or a pan that
   * follows are not held up by it */
  source_catch_up (tiles);
}

/* Whether any of set's tiles is drawn. */
static gboolean
set_has_drawn (Set *set)
{
  GHashTableIter iter;
  Tile          *tile;

  g_hash_table_iter_init (&iter, set->tiles);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &tile))
    if (tile->texture != NULL)
      return TRUE;
  return FALSE;
}

guint
_wadi_map_tiles_oldest_set (WadiMapTiles *tiles)
{
  guint oldest = 0;

  /* a zoom passed through too fast for any of its tiles to come stands
   * in for nothing: it goes before a zoom that has some */
  for (guint s = tiles->sets->len - 1; s >= 1; s--)
    {
      Set *set = g_ptr_array_index (tiles->sets, s);

      if (set->whole_map)
        continue;
      if (!set_has_drawn (set))
        return s;
      if (oldest == 0)
        oldest = s;
    }
  return oldest != 0 ? oldest : 1;
}

Set *
_wadi_map_tiles_view_set (WadiMapTiles         *tiles,
                          const WadiRenderView *view)
{
  int  scale = MAX (1, (int) view->scale);
  Set *set = NULL;

  for (guint s = 0; s < tiles->sets->len && set == NULL; s++)
    {
      Set *known = g_ptr_array_index (tiles->sets, s);

      if (known->zoom == view->zoom && known->scale == scale)
        {
          set = g_ptr_array_steal_index (tiles->sets, s);
          g_ptr_array_insert (tiles->sets, 0, set);
        }
    }
  if (set == NULL)
    {
      set = g_new0 (Set, 1);
      set->id = ++tiles->next_set_id;
      set->zoom = view->zoom;
      set->scale = scale;
      set->size = WADI_MAP_TILE_SIZE - WADI_MAP_TILE_SIZE % scale;
      set->tiles = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, tile_free);
      g_ptr_array_insert (tiles->sets, 0, set);
      if (tiles->sets->len > MAX_SETS)
        g_ptr_array_remove_index (tiles->sets, _wadi_map_tiles_oldest_set (tiles));
      /* a new zoom: the renderers that outlive zooms let go of the old
       * zooms' fonts, the threads' once no thread draws with it */
      wadi_renderer_trim (tiles->live);
      if (tiles->source != NULL && g_atomic_int_get (&tiles->source->ref) == 1)
        wadi_renderer_trim (tiles->source->renderer);
    }
  set->used = tiles->frame;
  return set;
}

gboolean
wadi_map_tiles_is_complete (WadiMapTiles *tiles)
{
  return tiles->complete;
}

void
wadi_map_tiles_get_counts (WadiMapTiles       *tiles,
                           WadiMapTilesCounts *counts)
{
  *counts = tiles->counts;
}

void
wadi_map_tiles_set_cairo_nodes (WadiMapTiles *tiles,
                                gboolean      cairo_nodes)
{
  tiles->cairo_nodes = cairo_nodes;
}
