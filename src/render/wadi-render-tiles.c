/* wadi-render-tiles.c: the map kept as tiles between frames
 *
 * At a given zoom the map is cut into square tiles on a grid anchored at
 * the map's origin, in pixels, and each tile into 8 x 8 blocks.  A frame
 * copies the tiles under the view, first drawing their blocks in view
 * that are not drawn yet; an edit marks the blocks it can change, which
 * are drawn again when next in view.  Panning therefore costs the strips
 * that come into view, hover and selection cost a copy, and a brush
 * stroke costs its hexes.
 */
#define _GNU_SOURCE 1 /* sched_getaffinity, CPU_COUNT */

#include "config.h"

#include <math.h>
#ifdef __linux__
#include <sched.h>
#endif

#include "wadi-render-private.h"

#define TILE WADI_RENDER_TILE_SIZE
#define BLOCK (TILE / 8)
/* Tiles kept beyond those in view, so a pan back and forth stays cheap. */
#define SPARE_TILES 48

typedef struct
{
  gint64           key;
  int              tx;
  int              ty;
  cairo_surface_t *surface;
  guint64          dirty;          /* the blocks to draw: bit 8 * row + column */
  guint64          used;           /* the frame that last showed it */
  guint32          cells_hash[64]; /* of the cells each block was drawn with */
} Tile;

struct _WadiTiles
{
  GHashTable  *tiles; /* &Tile.key -> Tile */
  GPtrArray   *spare; /* surfaces of dropped tiles: a new zoom reuses them */
  GThreadPool *pool;  /* helps draw the tiles of a frame; NULL on one core */
  guint64      frame;
  /* what the tiles show */
  gboolean valid;
  double   zoom;
  double   scale;
  gboolean grid;
  gboolean labels;
};

static gint64
tile_key (int tx,
          int ty)
{
  return (gint64) ((guint64) (guint32) tx << 32 | (guint32) ty);
}

WadiTiles *
wadi_tiles_new (void)
{
  WadiTiles *tiles = g_new0 (WadiTiles, 1);

  tiles->tiles = g_hash_table_new_full (g_int64_hash, g_int64_equal, NULL, g_free);
  tiles->spare = g_ptr_array_new_with_free_func ((GDestroyNotify) cairo_surface_destroy);
  return tiles;
}

/* Drops a tile, keeping its surface for another. */
static gboolean
tile_drop (gpointer key,
           gpointer value,
           gpointer data)
{
  Tile      *tile = value;
  WadiTiles *tiles = data;

  g_ptr_array_add (tiles->spare, g_steal_pointer (&tile->surface));
  return TRUE;
}

void
wadi_tiles_free (WadiTiles *tiles)
{
  if (tiles == NULL)
    return;
  if (tiles->pool != NULL)
    g_thread_pool_free (tiles->pool, FALSE, TRUE);
  wadi_tiles_forget (tiles);
  g_hash_table_unref (tiles->tiles);
  g_ptr_array_unref (tiles->spare);
  g_free (tiles);
}

void
wadi_tiles_forget (WadiTiles *tiles)
{
  g_hash_table_foreach_remove (tiles->tiles, tile_drop, tiles);
  tiles->valid = FALSE;
}

/* The blocks that meet a rectangle of the tile's pixels. */
static guint64
blocks_in (int x0,
           int y0,
           int x1,
           int y1)
{
  guint64 blocks = 0;

  x0 = MAX (x0, 0);
  y0 = MAX (y0, 0);
  x1 = MIN (x1, TILE);
  y1 = MIN (y1, TILE);
  if (x0 >= x1 || y0 >= y1)
    return 0;
  for (int by = y0 / BLOCK; by <= (y1 - 1) / BLOCK; by++)
    for (int bx = x0 / BLOCK; bx <= (x1 - 1) / BLOCK; bx++)
      blocks |= G_GUINT64_CONSTANT (1) << (by * 8 + bx);
  return blocks;
}

/* The rectangle of pixels that the blocks span. */
static void
blocks_extent (guint64 blocks,
               int     area[4])
{
  area[0] = area[1] = TILE;
  area[2] = area[3] = 0;
  for (int i = 0; i < 64; i++)
    if (blocks & (G_GUINT64_CONSTANT (1) << i))
      {
        area[0] = MIN (area[0], (i % 8) * BLOCK);
        area[1] = MIN (area[1], (i / 8) * BLOCK);
        area[2] = MAX (area[2], (i % 8 + 1) * BLOCK);
        area[3] = MAX (area[3], (i / 8 + 1) * BLOCK);
      }
}

void
wadi_tiles_invalidate (WadiTiles     *tiles,
                       WadiGridLayout layout,
                       WadiHex        hex)
{
  double x, y;
  double gx0, gy0, gx1, gy1;

  if (!tiles->valid || g_hash_table_size (tiles->tiles) == 0)
    return;
  wadi_hex_center (layout, hex, &x, &y);
  gx0 = floor ((x - WADI_RENDER_EDIT_REACH) * tiles->zoom);
  gy0 = floor ((y - WADI_RENDER_EDIT_REACH) * tiles->zoom);
  gx1 = ceil ((x + WADI_RENDER_EDIT_REACH) * tiles->zoom);
  gy1 = ceil ((y + WADI_RENDER_EDIT_REACH) * tiles->zoom);
  for (int ty = (int) floor (gy0 / TILE); ty <= (int) floor ((gy1 - 1) / TILE); ty++)
    for (int tx = (int) floor (gx0 / TILE); tx <= (int) floor ((gx1 - 1) / TILE); tx++)
      {
        gint64 key = tile_key (tx, ty);
        Tile  *tile = g_hash_table_lookup (tiles->tiles, &key);

        if (tile != NULL)
          tile->dirty |= blocks_in ((int) (gx0 - (double) tx * TILE), (int) (gy0 - (double) ty * TILE),
                                    (int) (gx1 - (double) tx * TILE), (int) (gy1 - (double) ty * TILE));
      }
}

static gint
compare_used (gconstpointer a,
              gconstpointer b)
{
  const Tile *x = *(Tile *const *) a;
  const Tile *y = *(Tile *const *) b;

  return x->used < y->used ? -1 : x->used > y->used;
}

/* Drops the tiles seen longest ago, keeping at most keep. */
static void
tiles_trim (WadiTiles *tiles,
            guint      keep)
{
  g_autoptr(GPtrArray) all = NULL;
  GHashTableIter iter;
  gpointer       value;

  if (g_hash_table_size (tiles->tiles) <= keep)
    return;
  all = g_ptr_array_sized_new (g_hash_table_size (tiles->tiles));
  g_hash_table_iter_init (&iter, tiles->tiles);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    g_ptr_array_add (all, value);
  g_ptr_array_sort (all, compare_used);
  for (guint i = 0; i + keep < all->len; i++)
    {
      Tile *tile = g_ptr_array_index (all, i);

      g_ptr_array_add (tiles->spare, g_steal_pointer (&tile->surface));
      g_hash_table_remove (tiles->tiles, &tile->key);
    }
  /* as many spare surfaces as tiles kept is plenty */
  if (tiles->spare->len > keep)
    g_ptr_array_set_size (tiles->spare, keep);
}

/* The tiles of one frame that need drawing, drawn by the frame's thread
 * and as many of the pool's as there are other cores: tiles are
 * separate surfaces, and what they share (the board, the stamps, the
 * fonts) is only read or is made under a lock.  Kept alive by each
 * thread that may still look at it. */
typedef struct
{
  Tile           *tile;
  int             area[4];
  WadiRenderStats stats;
} Job;

typedef struct
{
  const WadiRenderRequest *request;
  const WadiScenario      *scenario;
  const WadiBoard         *board;
  WadiStamps              *stamps;
  WadiFonts               *fonts;
  const WadiCells         *cells;
  guint                    n_cells;
  GArray                  *jobs; /* Job */
  gint                     next; /* the next job to take, atomically */
  guint                    done; /* under lock */
  GMutex                   lock;
  GCond                    all_done;
} Batch;

static void
batch_clear (gpointer data)
{
  Batch *batch = data;

  g_array_unref (batch->jobs);
  g_mutex_clear (&batch->lock);
  g_cond_clear (&batch->all_done);
}

static void
batch_run (Batch *batch)
{
  for (;;)
    {
      guint i = (guint) g_atomic_int_add (&batch->next, 1);
      Job  *job;

      if (i >= batch->jobs->len)
        return;
      job = &g_array_index (batch->jobs, Job, i);
      wadi_render_map_into_image (batch->request, batch->scenario, batch->board, batch->stamps,
                                  batch->fonts, job->tile->surface, (double) job->tile->tx * TILE,
                                  (double) job->tile->ty * TILE, job->area, batch->cells, batch->n_cells,
                                  &job->stats);
      g_mutex_lock (&batch->lock);
      if (++batch->done == batch->jobs->len)
        g_cond_signal (&batch->all_done);
      g_mutex_unlock (&batch->lock);
    }
}

static void
pool_work (gpointer data,
           gpointer user_data)
{
  batch_run (data);
  g_atomic_rc_box_release_full (data, batch_clear);
}

/* The cores this thread may run on now (taskset, cgroups): helpers beyond
 * them would only take turns with the frame's own thread. */
static guint
cores_allowed (void)
{
#ifdef __linux__
  cpu_set_t set;

  CPU_ZERO (&set);
  if (sched_getaffinity (0, sizeof set, &set) == 0 && CPU_COUNT (&set) > 0)
    return (guint) CPU_COUNT (&set);
#endif
  return (guint) g_get_num_processors ();
}

static void
tiles_draw_jobs (WadiTiles               *tiles,
                 GArray                  *jobs,
                 const WadiRenderRequest *request,
                 const WadiScenario      *scenario,
                 const WadiBoard         *board,
                 WadiStamps              *stamps,
                 WadiFonts               *fonts,
                 const WadiCells         *cells,
                 guint                    n_cells,
                 WadiRenderStats         *stats)
{
  Batch *batch = g_atomic_rc_box_new0 (Batch);
  guint  helpers = MIN (jobs->len, cores_allowed ()) - 1;

  batch->request = request;
  batch->scenario = scenario;
  batch->board = board;
  batch->stamps = stamps;
  batch->fonts = fonts;
  batch->cells = cells;
  batch->n_cells = n_cells;
  batch->jobs = g_array_ref (jobs);
  g_mutex_init (&batch->lock);
  g_cond_init (&batch->all_done);

  if (helpers > 0 && tiles->pool == NULL)
    tiles->pool = g_thread_pool_new (pool_work, NULL, (int) MIN (g_get_num_processors () - 1, 7),
                                     FALSE, NULL);
  for (guint i = 0; i < helpers && tiles->pool != NULL; i++)
    g_thread_pool_push (tiles->pool, g_atomic_rc_box_acquire (batch), NULL);
  batch_run (batch);
  g_mutex_lock (&batch->lock);
  while (batch->done < jobs->len)
    g_cond_wait (&batch->all_done, &batch->lock);
  g_mutex_unlock (&batch->lock);

  for (guint i = 0; i < jobs->len; i++)
    {
      const Job *job = &g_array_index (jobs, Job, i);

      stats->hexsides += job->stats.hexsides;
      stats->tiles_drawn++;
    }
  g_atomic_rc_box_release_full (batch, batch_clear);
}

/* The blocks of tile in x0..x1, y0..y1 (pixels of the tile, clipped to
 * it) whose cells are not those they were drawn with are to be drawn
 * again: a diagnostic or a counter far out changes a block, not a frame. */
static void
mark_changed_cells (Tile            *tile,
                    const WadiCells *cells,
                    guint            n_cells,
                    int              x0,
                    int              y0,
                    int              x1,
                    int              y1)
{
  int left = tile->tx * TILE, top = tile->ty * TILE;

  for (int by = MAX (y0, 0) / BLOCK; by <= MIN (y1 - 1, TILE - 1) / BLOCK; by++)
    for (int bx = MAX (x0, 0) / BLOCK; bx <= MIN (x1 - 1, TILE - 1) / BLOCK; bx++)
      {
        guint32 hash = 2166136261u;
        int     b = by * 8 + bx;

        for (guint i = 0; i < n_cells; i++)
          hash = wadi_cells_hash (&cells[i], left + bx * BLOCK, top + by * BLOCK, left + (bx + 1) * BLOCK,
                                  top + (by + 1) * BLOCK, hash * 31u + i);
        if (hash != tile->cells_hash[b])
          {
            tile->cells_hash[b] = hash;
            tile->dirty |= G_GUINT64_CONSTANT (1) << b;
          }
      }
}

void
wadi_tiles_draw (WadiTiles               *tiles,
                 cairo_t                 *cr,
                 const WadiRenderRequest *request,
                 const WadiScenario      *scenario,
                 const WadiBoard         *board,
                 WadiStamps              *stamps,
                 WadiFonts               *fonts,
                 double                   gx0,
                 double                   gy0,
                 const WadiCells         *cells,
                 guint                    n_cells,
                 WadiRenderStats         *stats)
{
  const WadiRenderView *view = &request->view;
  double                scale = view->scale > 0.0 ? view->scale : 1.0;
  int                   side = (int) ceil (TILE * scale);
  g_autoptr(GArray) jobs = g_array_new (FALSE, TRUE, sizeof (Job));
  g_autoptr(GPtrArray) shown = g_ptr_array_new ();
  double x0, y0, x1, y1;
  double bx0, by0, bx1, by1;
  int    tx0, ty0, tx1, ty1;
  guint  in_view;

  if (!tiles->valid || tiles->zoom != view->zoom
      || tiles->scale != scale || tiles->grid != request->show_grid || tiles->labels != request->show_labels)
    {
      wadi_tiles_forget (tiles);
      if (tiles->scale != scale)
        g_ptr_array_set_size (tiles->spare, 0);
      tiles->valid = TRUE;
      tiles->zoom = view->zoom;
      tiles->scale = scale;
      tiles->grid = request->show_grid;
      tiles->labels = request->show_labels;
    }
  tiles->frame++;
  wadi_stamps_prepare (stamps, view->zoom * scale);
  wadi_fonts_trim (fonts);

  /* the view and the map (with its artwork's spill), in pixels */
  wadi_render_board_extent (board, &x0, &y0, &x1, &y1);
  bx0 = MAX (gx0, floor ((x0 - WADI_RENDER_SPILL) * view->zoom));
  by0 = MAX (gy0, floor ((y0 - WADI_RENDER_SPILL) * view->zoom));
  bx1 = MIN (gx0 + view->width, ceil ((x1 + WADI_RENDER_SPILL) * view->zoom));
  by1 = MIN (gy0 + view->height, ceil ((y1 + WADI_RENDER_SPILL) * view->zoom));

  /* the table, around what the tiles cover */
  cairo_rectangle (cr, 0, 0, view->width, view->height);
  if (bx0 < bx1 && by0 < by1)
    cairo_rectangle (cr, bx0 - gx0, by0 - gy0, bx1 - bx0, by1 - by0);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_EVEN_ODD);
  cairo_fill (cr);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_WINDING);
  if (bx0 >= bx1 || by0 >= by1)
    return;
  tx0 = (int) floor (bx0 / TILE);
  ty0 = (int) floor (by0 / TILE);
  tx1 = (int) floor ((bx1 - 1) / TILE);
  ty1 = (int) floor ((by1 - 1) / TILE);
  in_view = (guint) ((tx1 - tx0 + 1) * (ty1 - ty0 + 1));

  /* the tiles in view, and what of them to draw: the blocks in view not
   * drawn yet, as one rectangle a tile */
  for (int ty = ty0; ty <= ty1; ty++)
    for (int tx = tx0; tx <= tx1; tx++)
      {
        gint64  key = tile_key (tx, ty);
        Tile   *tile = g_hash_table_lookup (tiles->tiles, &key);
        double  left = (double) tx * TILE - gx0;
        double  top = (double) ty * TILE - gy0;
        guint64 wanted;

        if (tile == NULL)
          {
            tile = g_new0 (Tile, 1);
            tile->key = key;
            tile->tx = tx;
            tile->ty = ty;
            if (tiles->spare->len > 0)
              {
                tile->surface = g_ptr_array_steal_index_fast (tiles->spare, tiles->spare->len - 1);
              }
            else
              {
                /* in device pixels, so a HiDPI screen shows them as they are */
                tile->surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, side, side);
                cairo_surface_set_device_scale (tile->surface, scale, scale);
              }
            tile->dirty = ~G_GUINT64_CONSTANT (0);
            g_hash_table_insert (tiles->tiles, &tile->key, tile);
          }
        mark_changed_cells (tile, cells, n_cells, (int) (bx0 - gx0 - left), (int) (by0 - gy0 - top),
                            (int) (bx1 - gx0 - left), (int) (by1 - gy0 - top));
        wanted = tile->dirty & blocks_in ((int) (bx0 - gx0 - left), (int) (by0 - gy0 - top), (int) (bx1 - gx0 - left), (int) (by1 - gy0 - top));
        if (wanted != 0)
          {
            Job job = { tile, { 0 }, { 0 } };

            blocks_extent (wanted, job.area);
            tile->dirty &= ~blocks_in (job.area[0], job.area[1], job.area[2], job.area[3]);
            g_array_append_val (jobs, job);
          }
        tile->used = tiles->frame;
        g_ptr_array_add (shown, tile);
      }

  if (jobs->len > 0)
    tiles_draw_jobs (tiles, jobs, request, scenario, board, stamps, fonts, cells, n_cells, stats);

  /* only the board's part: the table around it is already there; tiles
   * are opaque, so copied rather than blended */
  cairo_save (cr);
  cairo_set_operator (cr, CAIRO_OPERATOR_SOURCE);
  for (guint i = 0; i < shown->len; i++)
    {
      const Tile *tile = g_ptr_array_index (shown, i);
      double      left = (double) tile->tx * TILE - gx0;
      double      top = (double) tile->ty * TILE - gy0;

      cairo_set_source_surface (cr, tile->surface, left, top);
      cairo_rectangle (cr, MAX (left, bx0 - gx0), MAX (top, by0 - gy0),
                       MIN (left + TILE, bx1 - gx0) - MAX (left, bx0 - gx0),
                       MIN (top + TILE, by1 - gy0) - MAX (top, by0 - gy0));
      cairo_fill (cr);
    }
  cairo_restore (cr);
  stats->tiles += shown->len;

  tiles_trim (tiles, in_view + in_view / 2 + SPARE_TILES);
}
