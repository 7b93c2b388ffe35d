/* wadi-map-tiles-snapshot.c: the tiles handed to GTK, frame by frame
 *
 * Each frame, the tiles of the view's zoom as nodes (a texture, or under
 * GTK's cairo renderer a cairo node), another zoom's tiles scaled where
 * the view's have not come, the table where no zoom has any; a frame
 * whose view moved, all of them in one node.  What the view lacks is
 * asked of the threads (wadi-map-tiles.c), the middle first.
 */
#include "config.h"

#include <math.h>

#include "wadi-map-tiles-private.h"
#include "wadi-render-style.h"

/* A tile's place on the canvas, in its pixels: gx0, gy0 is the view's
 * corner in device pixels of set's zoom. */
static graphene_rect_t
tile_bounds (const Set            *set,
             const WadiRenderView *view,
             int                   tx,
             int                   ty)
{
  double rect[4];
  double device = set->zoom * set->scale;
  double side = set->size / device * view->zoom;

  wadi_render_view_rectangle (view, rect);
  return GRAPHENE_RECT_INIT ((float) ((tx * set->size / device - rect[0]) * view->zoom),
                             (float) ((ty * set->size / device - rect[1]) * view->zoom), (float) side, (float) side);
}

/* The images a node's recording paints, kept as long as it: a stand-in
 * paints the tiles of another zoom, a moving view's node the tiles in
 * view, which may be let go of (in a thread, tile_release ()) while GTK
 * still paints the node. */
static void
node_keep (GskRenderNode *node,
           GPtrArray     *images)
{
  static const cairo_user_data_key_t key;
  cairo_surface_t                   *recording = gsk_cairo_node_get_surface (node);

  if (recording == NULL
      || cairo_surface_set_user_data (recording, &key, images, (cairo_destroy_func_t) g_ptr_array_unref)
             != CAIRO_STATUS_SUCCESS)
    g_ptr_array_unref (images);
}

/* A tile image's side in the canvas's pixels. */
static double
image_side (cairo_surface_t *pixels)
{
  double scale = 1.0;

  cairo_surface_get_device_scale (pixels, &scale, NULL);
  return cairo_image_surface_get_width (pixels) / scale;
}

/* Paints a tile's image at place on cr, as it is (a tile is opaque:
 * copied, not blended), and keeps it in images (when not NULL) for as
 * long as the recording cr draws on. */
static void
paint_tile_image (cairo_t               *cr,
                  GPtrArray             *images,
                  cairo_surface_t       *pixels,
                  const graphene_rect_t *place)
{
  double side = image_side (pixels);
  double x0 = round (place->origin.x), y0 = round (place->origin.y);

  cairo_save (cr);
  /* scaled, filled to whole pixels as its neighbour is: no seam between */
  cairo_rectangle (cr, x0, y0, round (place->origin.x + place->size.width) - x0,
                   round (place->origin.y + place->size.height) - y0);
  cairo_translate (cr, place->origin.x, place->origin.y);
  if (place->size.width != side)
    cairo_scale (cr, place->size.width / side, place->size.height / side);
  cairo_set_operator (cr, CAIRO_OPERATOR_SOURCE);
  cairo_set_source_surface (cr, pixels, 0, 0);
  cairo_pattern_set_extend (cairo_get_source (cr), CAIRO_EXTEND_PAD);
  /* on the screen's pixels it changes nothing; scaled, while another
   * zoom's tiles stand in for a moment, it costs a tenth of bilinear */
  cairo_pattern_set_filter (cairo_get_source (cr), CAIRO_FILTER_FAST);
  cairo_fill (cr);
  cairo_restore (cr);
  if (images != NULL)
    g_ptr_array_add (images, cairo_surface_reference (pixels));
}

/* Appends tile's picture at bounds.  GTK 4.8's cairo renderer copies a
 * texture into a new image every time it draws it; there the tile's own
 * image is handed over as a cairo node, made once, which paints it as it
 * is (and which GTK finds unchanged from one frame to the next). */
static void
append_tile (WadiMapTiles          *tiles,
             GtkSnapshot           *snapshot,
             Tile                  *tile,
             const graphene_rect_t *bounds)
{
  float side;

  if (!tiles->cairo_nodes)
    {
      gtk_snapshot_append_texture (snapshot, tile->texture, bounds);
      return;
    }
  side = (float) image_side (tile->pixels);
  if (tile->node == NULL)
    {
      cairo_t *cr;

      tile->node = gsk_cairo_node_new (&GRAPHENE_RECT_INIT (0, 0, side, side));
      cr = gsk_cairo_node_get_draw_context (tile->node);
      paint_tile_image (cr, NULL, tile->pixels, &GRAPHENE_RECT_INIT (0, 0, side, side));
      cairo_destroy (cr);
    }
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &bounds->origin);
  if (bounds->size.width != side)
    gtk_snapshot_scale (snapshot, bounds->size.width / side, bounds->size.height / side);
  gtk_snapshot_append_node (snapshot, tile->node);
  gtk_snapshot_restore (snapshot);
}

/* The table's colour over bounds, where no zoom has a tile of the map:
 * into a moving view's node when there is one. */
static void
append_table (GtkSnapshot           *snapshot,
              cairo_t               *view_cr,
              const graphene_rect_t *bounds)
{
  WadiRgb table = wadi_style_table ();

  if (view_cr == NULL)
    {
      gtk_snapshot_append_color (snapshot, &(GdkRGBA) { table.red, table.green, table.blue, 1.0 }, bounds);
      return;
    }
  cairo_set_source_rgb (view_cr, table.red, table.green, table.blue);
  cairo_rectangle (view_cr, bounds->origin.x, bounds->origin.y, bounds->size.width, bounds->size.height);
  cairo_fill (view_cr);
}

/* The most tiles of one other zoom under a tile's bounds that stand in
 * for it: a zoom finer than that (a zoom out far past it) would cost
 * more to paint scaled down than the tile itself to draw. */
#define MAX_STAND_IN_TILES 64

/* Another zoom's tiles under a tile's bounds: their range in its set,
 * how many of them are drawn, and whether that is all of them. */
typedef struct
{
  Set     *set;
  int      tx0, ty0, tx1, ty1;
  guint    drawn;
  gboolean whole;
  double   distance; /* from the view's zoom, as a ratio */
} StandIn;

/* The other zooms that stand in for a tile at bounds, in the order they
 * are painted: the nearest zoom whose tiles cover the bounds whole (or
 * the table, where none does), then over it the nearer zooms, sharper
 * where they have tiles.  A zoom passed through on the way to this one
 * has only the middle of its view drawn: shown alone, the rest of the
 * bounds was the table, bands of it through the map until the tiles
 * came.  Returns how many there are (none: no zoom has anything here). */
static guint
find_stand_ins (WadiMapTiles          *tiles,
                const WadiRenderView  *view,
                const graphene_rect_t *bounds,
                StandIn                layers[MAX_SETS])
{
  double  rect[4], mx0, my0, mx1, my1;
  StandIn found[MAX_SETS];
  guint   n = 0, count;

  wadi_render_view_rectangle (view, rect);
  mx0 = rect[0] + bounds->origin.x / view->zoom;
  my0 = rect[1] + bounds->origin.y / view->zoom;
  mx1 = mx0 + bounds->size.width / view->zoom;
  my1 = my0 + bounds->size.height / view->zoom;

  for (guint s = 1; s < tiles->sets->len && s < MAX_SETS; s++)
    {
      Set   *set = g_ptr_array_index (tiles->sets, s);
      double device = set->zoom * set->scale;
      /* the far edges exclusive: bounds that end on a tile's edge do not
       * reach into the next tile */
      StandIn in = { set,
                     (int) floor (mx0 * device / set->size),
                     (int) floor (my0 * device / set->size),
                     MAX ((int) ceil (mx1 * device / set->size - 1e-6) - 1, (int) floor (mx0 * device / set->size)),
                     MAX ((int) ceil (my1 * device / set->size - 1e-6) - 1, (int) floor (my0 * device / set->size)),
                     0,
                     FALSE,
                     fabs (log (set->zoom / view->zoom)) };
      gint64  area = (gint64) (in.tx1 - in.tx0 + 1) * (in.ty1 - in.ty0 + 1);
      guint   at;

      if (area > MAX_STAND_IN_TILES)
        continue;
      for (int ty = in.ty0; ty <= in.ty1; ty++)
        for (int tx = in.tx0; tx <= in.tx1; tx++)
          {
            Tile *tile = g_hash_table_lookup (set->tiles, &(gint64) { _wadi_map_tiles_key (tx, ty) });

            in.drawn += tile != NULL && tile->texture != NULL;
          }
      if (in.drawn == 0)
        continue;
      in.whole = in.drawn == area;
      /* the nearest first */
      for (at = n; at > 0 && found[at - 1].distance > in.distance; at--)
        found[at] = found[at - 1];
      found[at] = in;
      n++;
    }
  count = n;
  for (guint i = 0; i < n; i++)
    if (found[i].whole)
      {
        count = i + 1;
        break;
      }
  for (guint i = 0; i < count; i++)
    layers[i] = found[count - 1 - i];
  return count;
}

/* What a tile's recorded stand-in was made of: made anew when a zoom
 * under it has more of its tiles, or fewer, or a tile of it a new image
 * (drawn again after an edit, once the view had left that zoom). */
static guint64
stand_ins_key (const StandIn *layers,
               guint          n)
{
  guint64 key = n;

  for (guint i = 0; i < n; i++)
    key = key * 1000003u + ((guint64) layers[i].set->id << 40 ^ (guint64) layers[i].set->images << 16 ^ layers[i].drawn);
  return key;
}

/* Shows what other zooms' tiles have of the map under bounds, scaled
 * (find_stand_ins ()); FALSE where none of them has anything there. */
static gboolean
snapshot_fallback (WadiMapTiles          *tiles,
                   GtkSnapshot           *snapshot,
                   Tile                  *for_tile,
                   const WadiRenderView  *view,
                   const graphene_rect_t *bounds,
                   cairo_t               *view_cr,
                   GPtrArray             *view_images)
{
  StandIn    layers[MAX_SETS];
  guint      n = find_stand_ins (tiles, view, bounds, layers);
  guint64    key = stand_ins_key (layers, n);
  cairo_t   *cr = NULL;
  GPtrArray *images = NULL;

  if (n == 0)
    return FALSE;
  if (view_cr == NULL && tiles->cairo_nodes && for_tile->fallback != NULL && for_tile->fallback_key == key)
    {
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot, &bounds->origin);
      gtk_snapshot_append_node (snapshot, for_tile->fallback);
      gtk_snapshot_restore (snapshot);
      return TRUE;
    }

  /* GTK 4.8's cairo renderer scales a node bilinear, every frame; the
   * old tiles are recorded once, scaled to the nearest pixel, into an
   * opaque node of the tile's size, replayed until the tile comes */
  if (view_cr != NULL)
    {
      /* a moving view's node: painted straight onto the frame with the
       * view's tiles (wadi_map_tiles_snapshot ()), nothing recorded */
      cr = view_cr;
      images = view_images;
      cairo_save (cr);
    }
  else if (tiles->cairo_nodes)
    {
      g_clear_pointer (&for_tile->fallback, gsk_render_node_unref);
      for_tile->fallback = gsk_cairo_node_new (&GRAPHENE_RECT_INIT (0, 0, bounds->size.width, bounds->size.height));
      for_tile->fallback_key = key;
      cr = gsk_cairo_node_get_draw_context (for_tile->fallback);
      images = g_ptr_array_new_with_free_func ((GDestroyNotify) cairo_surface_destroy);
      cairo_translate (cr, -bounds->origin.x, -bounds->origin.y);
    }
  /* opaque, the table where no zoom covers the bounds: nothing under it
   * is painted */
  if (!layers[0].whole)
    append_table (snapshot, cr, bounds);
  if (cr != NULL)
    {
      cairo_rectangle (cr, bounds->origin.x, bounds->origin.y, bounds->size.width, bounds->size.height);
      cairo_clip (cr);
    }
  else
    gtk_snapshot_push_clip (snapshot, bounds);
  for (guint i = 0; i < n; i++)
    for (int ty = layers[i].ty0; ty <= layers[i].ty1; ty++)
      for (int tx = layers[i].tx0; tx <= layers[i].tx1; tx++)
        {
          Set            *set = layers[i].set;
          Tile           *tile = g_hash_table_lookup (set->tiles, &(gint64) { _wadi_map_tiles_key (tx, ty) });
          graphene_rect_t place = tile_bounds (set, view, tx, ty);

          if (tile == NULL || tile->texture == NULL)
            continue;
          if (cr == NULL)
            append_tile (tiles, snapshot, tile, &place);
          else
            paint_tile_image (cr, images, tile->pixels, &place);
        }
  if (view_cr != NULL)
    cairo_restore (cr);
  else if (cr != NULL)
    {
      cairo_destroy (cr);
      node_keep (for_tile->fallback, images);
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot, &bounds->origin);
      gtk_snapshot_append_node (snapshot, for_tile->fallback);
      gtk_snapshot_restore (snapshot);
    }
  else
    gtk_snapshot_pop (snapshot);
  return TRUE;
}

static int
compare_wanted (gconstpointer a,
                gconstpointer b)
{
  const Wanted *x = a, *y = b;

  return (x->distance > y->distance) - (x->distance < y->distance);
}

/* Tiles beyond MAX_TILES, the longest unseen first, are let go. */
static void
trim (WadiMapTiles *tiles)
{
  guint n = 0;

  for (guint s = 0; s < tiles->sets->len; s++)
    n += g_hash_table_size (((Set *) g_ptr_array_index (tiles->sets, s))->tiles);
  /* whole sets of other zooms first, the oldest first, the whole map's
   * last */
  while (n > MAX_TILES && tiles->sets->len > 1)
    {
      guint oldest = _wadi_map_tiles_oldest_set (tiles);

      n -= g_hash_table_size (((Set *) g_ptr_array_index (tiles->sets, oldest))->tiles);
      g_ptr_array_remove_index (tiles->sets, oldest);
    }
  if (n > MAX_TILES && tiles->sets->len == 1)
    {
      Set           *set = g_ptr_array_index (tiles->sets, 0);
      GHashTableIter iter;
      Tile          *tile;

      g_hash_table_iter_init (&iter, set->tiles);
      while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &tile))
        if (tile->used != tiles->frame && !tile->in_flight)
          g_hash_table_iter_remove (&iter);
    }
}

/* A frame whose view moved (a pan, a zoom) paints the whole canvas
 * anew.  GTK 4.8's cairo renderer draws a cairo node by copying it into
 * an image of its own and blending that onto the frame, unless nothing
 * was painted there before it in the frame: then cairo replays it onto
 * the frame at once.  So such a frame hands GTK every tile in view in one
 * node, the first painted where the canvas is (the window paints no
 * background under it, wadi-window.c): a quarter less of the main
 * thread's time a pan frame.  Once the view stays, a frame SETTLE_MS after the
 * last move goes back to a node a tile, so an edit or a tile that comes
 * repaints only its own square. */
#define SETTLE_MS 150

static gboolean
on_settle (gpointer data)
{
  WadiMapTiles *tiles = data;

  if (!tiles->disposed && g_get_monotonic_time () - tiles->moved_at < SETTLE_MS * G_TIME_SPAN_MILLISECOND)
    return G_SOURCE_CONTINUE;
  tiles->settle_queued = FALSE;
  if (!tiles->disposed && tiles->ready != NULL)
    ((void (*) (gpointer)) tiles->ready) (tiles->ready_data);
  return G_SOURCE_REMOVE;
}

/* Whether this frame shows the view moved since the last one. */
static gboolean
view_moved (WadiMapTiles         *tiles,
            const WadiRenderView *view)
{
  gboolean moved = tiles->has_shown
                   && (view->center_x != tiles->shown.center_x || view->center_y != tiles->shown.center_y
                       || view->zoom != tiles->shown.zoom || view->width != tiles->shown.width
                       || view->height != tiles->shown.height || view->scale != tiles->shown.scale);

  tiles->shown = *view;
  tiles->has_shown = TRUE;
  if (!moved || !tiles->cairo_nodes)
    return FALSE;
  tiles->moved_at = g_get_monotonic_time ();
  if (!tiles->settle_queued)
    {
      GSource *source = g_timeout_source_new (SETTLE_MS);

      tiles->settle_queued = TRUE;
      g_source_set_callback (source, on_settle, g_atomic_rc_box_acquire (tiles), (GDestroyNotify) _wadi_map_tiles_unref);
      g_source_attach (source, tiles->context);
      g_source_unref (source);
    }
  return TRUE;
}

/* Whether view shows the whole map, to a pixel. */
static gboolean
view_shows_whole_map (const WadiMapTiles   *tiles,
                      const WadiRenderView *view)
{
  double slack = 1.0 / view->zoom;
  double rect[4], map[4];

  wadi_render_view_rectangle (view, rect);
  wadi_render_board_extent (wadi_scenario_grid (tiles->scenario), &map[0], &map[1], &map[2], &map[3]);
  return map[0] >= rect[0] - slack && map[1] >= rect[1] - slack && map[2] <= rect[2] + slack
         && map[3] <= rect[3] + slack;
}

void
wadi_map_tiles_snapshot (WadiMapTiles         *tiles,
                         GtkSnapshot          *snapshot,
                         const WadiRenderView *view)
{
  Set           *set;
  double         rect[4], device;
  int            tx0, ty0, tx1, ty1;
  gboolean       complete = TRUE;
  int            budget = MAX_MEND_PIXELS_A_FRAME;
  GskRenderNode *view_node = NULL;
  cairo_t       *view_cr = NULL;
  GPtrArray     *view_images = NULL;

  tiles->frame++;
  g_array_set_size (tiles->wanted, 0);
  tiles->next_wanted = 0;
  if (tiles->scenario == NULL || wadi_scenario_grid (tiles->scenario) == NULL || !(view->zoom > 0.0))
    {
      append_table (snapshot, NULL, &GRAPHENE_RECT_INIT (0, 0, view->width, view->height));
      tiles->complete = TRUE;
      return;
    }
  set = _wadi_map_tiles_view_set (tiles, view);
  if (view_shows_whole_map (tiles, view))
    for (guint s = 0; s < tiles->sets->len; s++)
      ((Set *) g_ptr_array_index (tiles->sets, s))->whole_map = s == 0;
  device = set->zoom * set->scale;
  wadi_render_view_rectangle (view, rect);
  tx0 = (int) floor (rect[0] * device / set->size);
  ty0 = (int) floor (rect[1] * device / set->size);
  tx1 = (int) floor (rect[2] * device / set->size);
  ty1 = (int) floor (rect[3] * device / set->size);

  gtk_snapshot_push_clip (snapshot, &GRAPHENE_RECT_INIT (0, 0, view->width, view->height));
  if (view_moved (tiles, view))
    {
      view_node = gsk_cairo_node_new (&GRAPHENE_RECT_INIT (0, 0, view->width, view->height));
      view_cr = gsk_cairo_node_get_draw_context (view_node);
      view_images = g_ptr_array_new_with_free_func ((GDestroyNotify) cairo_surface_destroy);
      gtk_snapshot_append_node (snapshot, view_node);
    }
  for (int ty = ty0; ty <= ty1; ty++)
    for (int tx = tx0; tx <= tx1; tx++)
      {
        gint64          key = _wadi_map_tiles_key (tx, ty);
        Tile           *tile = g_hash_table_lookup (set->tiles, &key);
        graphene_rect_t bounds = tile_bounds (set, view, tx, ty);

        if (tile == NULL)
          {
            tile = g_new0 (Tile, 1);
            tile->epoch = 1;
            tile->stale_all = TRUE;
            g_hash_table_insert (set->tiles, g_memdup2 (&key, sizeof key), tile);
          }
        tile->used = tiles->frame;
        if (tile->drawn != tile->epoch && !_wadi_map_tiles_try_mend (tiles, set, tile, tx, ty, &budget))
          {
            complete = FALSE;
            if (!tile->in_flight)
              {
                double cx = bounds.origin.x + bounds.size.width / 2.0 - view->width / 2.0;
                double cy = bounds.origin.y + bounds.size.height / 2.0 - view->height / 2.0;
                Wanted want = { tx, ty, cx * cx + cy * cy };

                g_array_append_val (tiles->wanted, want);
              }
          }
        /* a tile is opaque and covers its bounds: the table is painted
         * only where none is drawn yet (under GTK's cairo renderer every
         * colour node is a pass over its pixels, each frame of a pan) */
        if (tile->texture != NULL && view_cr != NULL)
          paint_tile_image (view_cr, view_images, tile->pixels, &bounds);
        else if (tile->texture != NULL)
          append_tile (tiles, snapshot, tile, &bounds);
        else if (!snapshot_fallback (tiles, snapshot, tile, view, &bounds, view_cr, view_images))
          append_table (snapshot, view_cr, &bounds);
      }
  if (view_node != NULL)
    {
      cairo_destroy (view_cr);
      node_keep (view_node, view_images);
      gsk_render_node_unref (view_node);
    }
  gtk_snapshot_pop (snapshot);

  /* the middle of the view first */
  g_array_sort (tiles->wanted, compare_wanted);
  tiles->wanted_set = set->id;
  tiles->next_wanted = 0;
  _wadi_map_tiles_dispatch_wanted (tiles);
  tiles->complete = complete;
  trim (tiles);
}
