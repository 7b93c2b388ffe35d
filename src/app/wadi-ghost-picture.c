/* wadi-ghost-picture.c: a stamp being put down, drawn once and moved
 *
 * While the stamp tool hovers or a selection is dragged, the canvas shows
 * all the stamp holds where it would go (wadi_renderer_draw_ghost).
 * Drawn again each frame, that cost a cold frame of the hexes it covers:
 * 12 to 23 ms a frame for 400 hexes at 24 to 64 px a hex.  A stamp moved
 * by whole hexes is the same picture moved by their offset, so it is
 * drawn once, into a texture, and a frame only places it (as the map's
 * tiles are placed).  A picture that shows an outer half hex the map
 * cuts lies only where it was drawn, and is drawn again when it moves.
 *
 * A selection being dragged also leaves its hexes blank behind it, as
 * Tiled shows a move: the same picture, of its hexes made blank.
 */
#include "config.h"

#include <math.h>

#include "wadi-ghost-picture.h"

struct _WadiGhostPicture
{
  WadiRenderer    *renderer; /* the ghost's own (wadi_renderer_draw_ghost) */
  cairo_surface_t *image;    /* NULL: none drawn */
  GdkTexture      *texture;
  /* under GTK's cairo renderer, which copies a texture into a new image
   * each time it draws it: a node that paints the image, made once, as
   * the map's tiles are handed over (wadi_map_tiles_set_cairo_nodes) */
  gboolean       cairo_nodes;
  GskRenderNode *node;
  /* what it was drawn for */
  guint  stamp_id;
  double zoom;
  double scale;
  double alpha;
  /* where: the map hex the stamp's first hex covered, and the texture's
   * corner then, in map units */
  WadiHex  first;
  double   x;
  double   y;
  int      width; /* pixels */
  int      height;
  gboolean halved; /* it shows an outer half hex cut: it lies only there */
  guint    n_drawn;
  /* wadi_ghost_picture_append_vacated's blank stamp, and the id of the
   * stamp it was made from and where */
  WadiStamp *blank;
  guint      blank_of;
  WadiHex    blank_at;
};

WadiGhostPicture *
wadi_ghost_picture_new (void)
{
  return g_new0 (WadiGhostPicture, 1);
}

void
wadi_ghost_picture_clear (WadiGhostPicture *picture)
{
  g_clear_object (&picture->texture);
  g_clear_pointer (&picture->node, gsk_render_node_unref);
  g_clear_pointer (&picture->image, cairo_surface_destroy);
}

void
wadi_ghost_picture_set_cairo_nodes (WadiGhostPicture *picture,
                                    gboolean          cairo_nodes)
{
  picture->cairo_nodes = cairo_nodes;
}

void
wadi_ghost_picture_free (WadiGhostPicture *picture)
{
  if (picture == NULL)
    return;
  wadi_ghost_picture_clear (picture);
  g_clear_pointer (&picture->renderer, wadi_renderer_free);
  g_clear_pointer (&picture->blank, wadi_stamp_free);
  g_free (picture);
}

guint
wadi_ghost_picture_get_n_drawn (WadiGhostPicture *picture)
{
  return picture->n_drawn;
}

/* The box of the hexes' outlines, in map units. */
static void
hexes_extent (WadiGridLayout layout,
              const GArray  *hexes,
              double         extent[4])
{
  extent[0] = extent[1] = G_MAXDOUBLE;
  extent[2] = extent[3] = -G_MAXDOUBLE;
  for (guint i = 0; i < hexes->len; i++)
    for (guint k = 0; k < 6; k++)
      {
        double x, y;

        wadi_hex_corner (layout, g_array_index (hexes, WadiHex, i), (WadiVertexIndex) k, &x, &y);
        extent[0] = MIN (extent[0], x);
        extent[1] = MIN (extent[1], y);
        extent[2] = MAX (extent[2], x);
        extent[3] = MAX (extent[3], y);
      }
}

/* Draws the stamp with its origin on anchor, over the covered hexes, as
 * the picture; FALSE when it would be too large. */
static gboolean
draw_picture (WadiGhostPicture     *picture,
              const WadiRenderView *view,
              const WadiStamp      *stamp,
              WadiHex               anchor,
              const WadiScenario   *scenario,
              const GArray         *covered,
              gboolean              halved,
              double                alpha)
{
  const WadiBoard *grid = wadi_scenario_grid (scenario);
  double           scale = MAX (1.0, view->scale);
  /* a pixel of margin all round, for the outlines' antialiasing */
  double         margin = 1.0 / view->zoom;
  double         extent[4], x, y;
  WadiRenderView drawn = *view;
  WadiHex        origin;
  g_autoptr(WadiScenario) ghost = NULL;
  g_autoptr(GBytes) bytes = NULL;
  cairo_surface_t *surface;
  cairo_t         *cr;

  hexes_extent (grid->layout, covered, extent);
  /* the corner on a device pixel of the view, as the map's tiles lie */
  x = floor (((extent[0] - margin - view->center_x) * view->zoom + view->width / 2.0) * scale) / scale;
  y = floor (((extent[1] - margin - view->center_y) * view->zoom + view->height / 2.0) * scale) / scale;
  x = view->center_x + (x - view->width / 2.0) / view->zoom;
  y = view->center_y + (y - view->height / 2.0) / view->zoom;
  drawn.width = (int) ceil ((extent[2] + margin - x) * view->zoom);
  drawn.height = (int) ceil ((extent[3] + margin - y) * view->zoom);
  if (drawn.width * scale > WADI_GHOST_PICTURE_MAX_SIDE || drawn.height * scale > WADI_GHOST_PICTURE_MAX_SIDE)
    return FALSE;
  ghost = wadi_stamp_ghost_scenario (stamp, scenario, anchor, &origin);
  if (ghost == NULL)
    return FALSE;
  drawn.center_x = x + drawn.width / 2.0 / view->zoom;
  drawn.center_y = y + drawn.height / 2.0 / view->zoom;

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (int) (drawn.width * scale),
                                        (int) (drawn.height * scale));
  cairo_surface_set_device_scale (surface, scale, scale);
  cr = cairo_create (surface);
  if (picture->renderer == NULL)
    picture->renderer = wadi_renderer_new ();
  wadi_renderer_draw_ghost (picture->renderer, cr, &drawn, ghost, origin, scenario->map,
                            (const WadiHex *) (gconstpointer) covered->data, covered->len, alpha);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  bytes = g_bytes_new_with_free_func (cairo_image_surface_get_data (surface),
                                      (gsize) cairo_image_surface_get_stride (surface)
                                          * (gsize) cairo_image_surface_get_height (surface),
                                      (GDestroyNotify) cairo_surface_destroy, cairo_surface_reference (surface));
  wadi_ghost_picture_clear (picture);
  picture->image = surface;
  picture->texture = gdk_memory_texture_new (cairo_image_surface_get_width (surface),
                                             cairo_image_surface_get_height (surface), GDK_MEMORY_DEFAULT, bytes,
                                             (gsize) cairo_image_surface_get_stride (surface));
  picture->stamp_id = wadi_stamp_get_id (stamp);
  picture->zoom = view->zoom;
  picture->scale = scale;
  picture->alpha = alpha;
  picture->first = g_array_index (covered, WadiHex, 0);
  picture->x = x;
  picture->y = y;
  picture->width = drawn.width;
  picture->height = drawn.height;
  picture->halved = halved;
  picture->n_drawn++;
  return TRUE;
}

/* Whether the stamp with its origin on anchor lies whole on the map;
 * covered gets the hexes, the stamp's first first, and *halved whether
 * the map cuts one of them at its edge. */
static gboolean
lies_whole (const WadiStamp    *stamp,
            WadiHex             anchor,
            const WadiScenario *scenario,
            GArray             *covered,
            gboolean           *halved)
{
  wadi_stamp_covered (stamp, scenario, anchor, covered);
  if (covered->len == 0 || covered->len != wadi_stamp_get_n_hexes (stamp))
    return FALSE;
  *halved = FALSE;
  for (guint i = 0; i < covered->len && !*halved; i++)
    *halved = wadi_render_hex_is_halved (scenario->map, g_array_index (covered, WadiHex, i));
  return TRUE;
}

/* Whether the picture kept shows the stamp at that zoom, scale and alpha
 * over covered: moved, unless a half hex is cut there or where it was
 * drawn (then only where it was drawn). */
static gboolean
picture_fits (const WadiGhostPicture *picture,
              const WadiRenderView   *view,
              const WadiStamp        *stamp,
              const GArray           *covered,
              gboolean                halved,
              double                  alpha)
{
  return picture->texture != NULL && picture->stamp_id == wadi_stamp_get_id (stamp) && picture->zoom == view->zoom
         && picture->scale == MAX (1.0, view->scale) && picture->alpha == alpha
         && ((!halved && !picture->halved) || wadi_hex_equal (picture->first, g_array_index (covered, WadiHex, 0)));
}

gboolean
wadi_ghost_picture_append (WadiGhostPicture     *picture,
                           GtkSnapshot          *snapshot,
                           const WadiRenderView *view,
                           const WadiStamp      *stamp,
                           WadiHex               anchor,
                           const WadiScenario   *scenario,
                           double                alpha)
{
  const WadiBoard *grid = wadi_scenario_grid (scenario);
  double           scale = MAX (1.0, view->scale);
  double           now_x, now_y, then_x, then_y, x, y;
  gboolean         halved;
  g_autoptr(GArray) covered = g_array_new (FALSE, FALSE, sizeof (WadiHex));

  if (grid == NULL || view->zoom <= 0.0 || !lies_whole (stamp, anchor, scenario, covered, &halved))
    return FALSE;
  if (!picture_fits (picture, view, stamp, covered, halved, alpha)
      && !draw_picture (picture, view, stamp, anchor, scenario, covered, halved, alpha))
    return FALSE;

  /* moved by the offset of the stamp's first hex, on the screen's pixels */
  wadi_hex_center (grid->layout, g_array_index (covered, WadiHex, 0), &now_x, &now_y);
  wadi_hex_center (grid->layout, picture->first, &then_x, &then_y);
  x = (picture->x + now_x - then_x - view->center_x) * view->zoom + view->width / 2.0;
  y = (picture->y + now_y - then_y - view->center_y) * view->zoom + view->height / 2.0;
  x = round (x * scale) / scale;
  y = round (y * scale) / scale;
  if (!picture->cairo_nodes)
    {
      gtk_snapshot_append_texture (snapshot, picture->texture,
                                   &GRAPHENE_RECT_INIT ((float) x, (float) y, (float) picture->width,
                                                        (float) picture->height));
      return TRUE;
    }
  if (picture->node == NULL)
    {
      cairo_t *cr;

      picture->node = gsk_cairo_node_new (&GRAPHENE_RECT_INIT (0, 0, (float) picture->width, (float) picture->height));
      cr = gsk_cairo_node_get_draw_context (picture->node);
      cairo_set_source_surface (cr, picture->image, 0, 0);
      cairo_paint (cr);
      cairo_destroy (cr);
    }
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT ((float) x, (float) y));
  gtk_snapshot_append_node (snapshot, picture->node);
  gtk_snapshot_restore (snapshot);
  return TRUE;
}

gboolean
wadi_ghost_picture_append_vacated (WadiGhostPicture     *picture,
                                   GtkSnapshot          *snapshot,
                                   const WadiRenderView *view,
                                   const WadiStamp      *stamp,
                                   WadiHex               anchor,
                                   const WadiScenario   *scenario,
                                   double                alpha)
{
  const WadiBoard *grid = wadi_scenario_grid (scenario);

  if (grid == NULL)
    return FALSE;
  if (picture->blank == NULL || picture->blank_of != wadi_stamp_get_id (stamp)
      || !wadi_hex_equal (picture->blank_at, anchor))
    {
      g_clear_pointer (&picture->blank, wadi_stamp_free);
      picture->blank = wadi_stamp_new_blank (stamp, scenario, anchor);
      picture->blank_of = wadi_stamp_get_id (stamp);
      picture->blank_at = anchor;
    }
  return wadi_ghost_picture_append (picture, snapshot, view, picture->blank, anchor, scenario, alpha);
}
