/* wadi-ghost-picture.c: a stamp being put down, drawn once and moved
 *
 * While the stamp tool hovers or a selection is dragged, the canvas shows
 * all the stamp holds where it would go (wadi_renderer_draw_ghost).
 * Drawn again each frame, that cost a cold frame of the hexes it covers:
 * 12 to 23 ms a frame for 400 hexes at 24 to 64 px a hex.  A stamp moved
 * by whole hexes is the same picture moved by their offset, so it is
 * drawn once, into a texture, and a frame only places it (as the map's
 * tiles are placed).  It is drawn in a thread, the stamp's flat cells
 * standing in until it comes, so that no frame waits for it (drawn in
 * the frame, a 400-hex drag's worst frame at 64 px a hex took 76-81 ms,
 * against 48-51 now, of which the canvas's snapshot 2 ms); but
 * one that shows an outer half hex the map cuts reads the map, and is
 * drawn at once, and again when it moves, as it lies only there.
 *
 * A selection being dragged also leaves its hexes blank behind it, as
 * Tiled shows a move: the same picture, of its hexes made blank.
 */
#include "config.h"

#include <math.h>

#include "wadi-ghost-picture.h"

/* What a picture is drawn for, and where it lies. */
typedef struct
{
  guint  stamp_id;
  double zoom;
  double scale;
  double alpha;
  /* the map hex the stamp's first hex covered, and the picture's corner
   * then, in map units */
  WadiHex  first;
  double   x;
  double   y;
  int      width; /* pixels */
  int      height;
  gboolean halved; /* it shows an outer half hex cut: it lies only there */
} Placing;

/* A picture being drawn in a thread. */
typedef struct
{
  WadiGhostPicture *picture; /* NULL once the picture no longer waits for it */
  Placing           placing;
  WadiScenario     *ghost;
  WadiHex           origin;
  GArray           *covered; /* WadiHex */
  WadiRenderView    view;
  cairo_surface_t  *image;       /* the thread's */
  GCancellable     *cancellable; /* cancelled once nobody waits for it */
} Drawing;

struct _WadiGhostPicture
{
  /* called when a picture drawn in a thread has come; NULL: drawn at
   * once */
  GCallback ready;
  gpointer  ready_data;
  Drawing  *drawing; /* the one in a thread, NULL for none */

  cairo_surface_t *image; /* NULL: none drawn */
  GdkTexture      *texture;
  /* under GTK's cairo renderer, which copies a texture into a new image
   * each time it draws it: a node that paints the image, made once, as
   * the map's tiles are handed over (wadi_map_tiles_set_cairo_nodes) */
  gboolean       cairo_nodes;
  GskRenderNode *node;
  Placing        placing;
  guint          n_drawn;
  /* what the last frame asked for (its stamp, zoom, scale and alpha) */
  Placing wanted;
  /* a picture on a cut half hex is drawn on the main loop, every frame
   * it moves: its renderer kept, with its fonts */
  WadiRenderer *renderer;
  /* wadi_ghost_picture_append_vacated's blank stamp, and the id of the
   * stamp it was made from and where */
  WadiStamp *blank;
  guint      blank_of;
  WadiHex    blank_at;
};

WadiGhostPicture *
wadi_ghost_picture_new (GCallback ready,
                        gpointer  data)
{
  WadiGhostPicture *picture = g_new0 (WadiGhostPicture, 1);

  picture->ready = ready;
  picture->ready_data = data;
  return picture;
}

/* Forgets the picture shown, keeping the one being drawn. */
static void
forget_shown (WadiGhostPicture *picture)
{
  g_clear_object (&picture->texture);
  g_clear_pointer (&picture->node, gsk_render_node_unref);
  g_clear_pointer (&picture->image, cairo_surface_destroy);
}

void
wadi_ghost_picture_clear (WadiGhostPicture *picture)
{
  forget_shown (picture);
  /* dropped when it comes, and not drawn if it has not begun */
  if (picture->drawing != NULL)
    {
      picture->drawing->picture = NULL;
      g_cancellable_cancel (picture->drawing->cancellable);
    }
  picture->drawing = NULL;
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

/* Drawings done in threads in this process, kept or dropped (only the
 * main loop counts them). */
static guint n_finished;

guint
wadi_ghost_picture_count_finished (void)
{
  return n_finished;
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

/* Where the picture of the stamp with its origin on anchor, over the
 * covered hexes, lies in view, and the view to draw it in; FALSE when it
 * would be too large. */
static gboolean
plan_picture (const WadiRenderView *view,
              const WadiStamp      *stamp,
              const WadiBoard      *grid,
              const GArray         *covered,
              gboolean              halved,
              double                alpha,
              Placing              *placing,
              WadiRenderView       *drawn)
{
  double scale = MAX (1.0, view->scale);
  /* a pixel of margin all round, for the outlines' antialiasing */
  double margin = 1.0 / view->zoom;
  double extent[4], x, y;

  hexes_extent (grid->layout, covered, extent);
  /* the corner on a device pixel of the view, as the map's tiles lie */
  x = floor (((extent[0] - margin - view->center_x) * view->zoom + view->width / 2.0) * scale) / scale;
  y = floor (((extent[1] - margin - view->center_y) * view->zoom + view->height / 2.0) * scale) / scale;
  x = view->center_x + (x - view->width / 2.0) / view->zoom;
  y = view->center_y + (y - view->height / 2.0) / view->zoom;
  *drawn = *view;
  drawn->width = (int) ceil ((extent[2] + margin - x) * view->zoom);
  drawn->height = (int) ceil ((extent[3] + margin - y) * view->zoom);
  if (drawn->width * scale > WADI_GHOST_PICTURE_MAX_SIDE || drawn->height * scale > WADI_GHOST_PICTURE_MAX_SIDE)
    return FALSE;
  drawn->center_x = x + drawn->width / 2.0 / view->zoom;
  drawn->center_y = y + drawn->height / 2.0 / view->zoom;
  *placing = (Placing) { wadi_stamp_get_id (stamp), view->zoom, scale, alpha, g_array_index (covered, WadiHex, 0),
                         x, y, drawn->width, drawn->height, halved };
  return TRUE;
}

/* The ghost drawn in view through renderer (a thread's own), clipped to
 * the covered hexes as the map under (may be NULL) shows them. */
static cairo_surface_t *
paint_picture (WadiRenderer         *renderer,
               const WadiScenario   *ghost,
               WadiHex               origin,
               const WadiMap        *under,
               const GArray         *covered,
               const WadiRenderView *view,
               double                alpha)
{
  double           scale = MAX (1.0, view->scale);
  cairo_surface_t *image = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (int) (view->width * scale),
                                                       (int) (view->height * scale));
  cairo_t         *cr;

  cairo_surface_set_device_scale (image, scale, scale);
  cr = cairo_create (image);
  wadi_renderer_draw_ghost (renderer, cr, view, ghost, origin, under, (const WadiHex *) (gconstpointer) covered->data,
                            covered->len, alpha);
  cairo_destroy (cr);
  cairo_surface_flush (image);
  return image;
}

/* The picture shows image (taken), drawn for placing. */
static void
take_image (WadiGhostPicture *picture,
            const Placing    *placing,
            cairo_surface_t  *image)
{
  g_autoptr(GBytes) bytes = g_bytes_new_with_free_func (
      cairo_image_surface_get_data (image),
      (gsize) cairo_image_surface_get_stride (image) * (gsize) cairo_image_surface_get_height (image),
      (GDestroyNotify) cairo_surface_destroy, cairo_surface_reference (image));

  forget_shown (picture);
  picture->image = image;
  picture->texture = gdk_memory_texture_new (cairo_image_surface_get_width (image),
                                             cairo_image_surface_get_height (image), GDK_MEMORY_DEFAULT, bytes,
                                             (gsize) cairo_image_surface_get_stride (image));
  picture->placing = *placing;
  picture->n_drawn++;
}

static void
drawing_free (gpointer data)
{
  Drawing *drawing = data;

  g_clear_pointer (&drawing->ghost, wadi_scenario_free);
  g_clear_pointer (&drawing->covered, g_array_unref);
  g_clear_pointer (&drawing->image, cairo_surface_destroy);
  g_clear_object (&drawing->cancellable);
  g_free (drawing);
}

static void
draw_in_thread (GTask        *task,
                gpointer      source,
                gpointer      data,
                GCancellable *cancellable)
{
  Drawing *drawing = data;
  g_autoptr(WadiRenderer) renderer = NULL;

  if (g_task_return_error_if_cancelled (task))
    return;
  renderer = wadi_renderer_new ();
  /* no map: a picture on a cut half hex is drawn at once */
  drawing->image = paint_picture (renderer, drawing->ghost, drawing->origin, NULL, drawing->covered, &drawing->view,
                                  drawing->placing.alpha);
  g_task_return_boolean (task, TRUE);
}

/* Whether two pictures show the same stamp at the same zoom, scale and
 * alpha, wherever they lie: the zoom to the last bit, as picture_fits ()
 * shows a picture only at its own (a pinch that comes back near it, not
 * onto it, wants another drawing anyway). */
static gboolean
same_picture (const Placing *a,
              const Placing *b)
{
  return a->stamp_id == b->stamp_id && a->zoom == b->zoom && a->scale == b->scale && a->alpha == b->alpha;
}

static void
drawn_in_thread (GObject      *source,
                 GAsyncResult *result,
                 gpointer      data)
{
  Drawing          *drawing = g_task_get_task_data (G_TASK (result));
  WadiGhostPicture *picture = drawing->picture;

  n_finished++;
  if (picture == NULL)
    return;
  picture->drawing = NULL;
  /* a pinch that came back to the zoom of the picture shown while this
   * one was drawn keeps the one shown, which the frames want, rather
   * than show the stamp's flat cells until it is drawn again; the next
   * frame asks all the same (one on a cut half hex that waited for this
   * drawing draws its own then) */
  if (picture->texture == NULL || !same_picture (&picture->placing, &picture->wanted)
      || same_picture (&drawing->placing, &picture->wanted))
    take_image (picture, &drawing->placing, g_steal_pointer (&drawing->image));
  ((void (*) (gpointer)) picture->ready) (picture->ready_data);
}

/* Draws the picture of the stamp with its origin on anchor, at once or
 * (a picture not on a cut half hex, with a ready callback) in a thread. */
static WadiGhostPictureShown
draw_picture (WadiGhostPicture     *picture,
              const WadiRenderView *view,
              const WadiStamp      *stamp,
              WadiHex               anchor,
              const WadiScenario   *scenario,
              const GArray         *covered,
              gboolean              halved,
              double                alpha)
{
  Placing        placing;
  WadiRenderView drawn;
  WadiHex        origin;
  g_autoptr(WadiScenario) ghost = NULL;
  g_autoptr(GTask) task = NULL;
  Drawing *drawing;

  /* one at a time: when it comes, the next frame asks again */
  if (picture->drawing != NULL)
    return WADI_GHOST_PICTURE_COMING;
  if (!plan_picture (view, stamp, wadi_scenario_grid (scenario), covered, halved, alpha, &placing, &drawn))
    return WADI_GHOST_PICTURE_NOT_SHOWN;
  ghost = wadi_stamp_ghost_scenario (stamp, scenario, anchor, &origin);
  if (ghost == NULL)
    return WADI_GHOST_PICTURE_NOT_SHOWN;
  if (picture->ready == NULL || halved)
    {
      if (picture->renderer == NULL)
        picture->renderer = wadi_renderer_new ();
      take_image (picture, &placing,
                  paint_picture (picture->renderer, ghost, origin, scenario->map, covered, &drawn, alpha));
      return WADI_GHOST_PICTURE_SHOWN;
    }
  drawing = g_new0 (Drawing, 1);
  drawing->picture = picture;
  drawing->placing = placing;
  drawing->ghost = g_steal_pointer (&ghost);
  drawing->origin = origin;
  drawing->covered = g_array_copy ((GArray *) covered);
  drawing->view = drawn;
  drawing->cancellable = g_cancellable_new ();
  picture->drawing = drawing;
  task = g_task_new (NULL, drawing->cancellable, drawn_in_thread, NULL);
  g_task_set_task_data (task, drawing, drawing_free);
  g_task_run_in_thread (task, draw_in_thread);
  return WADI_GHOST_PICTURE_COMING;
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
  const Placing *placing = &picture->placing;

  return picture->texture != NULL && placing->stamp_id == wadi_stamp_get_id (stamp) && placing->zoom == view->zoom
         && placing->scale == MAX (1.0, view->scale) && placing->alpha == alpha
         && ((!halved && !placing->halved) || wadi_hex_equal (placing->first, g_array_index (covered, WadiHex, 0)));
}

WadiGhostPictureShown
wadi_ghost_picture_append (WadiGhostPicture     *picture,
                           GtkSnapshot          *snapshot,
                           const WadiRenderView *view,
                           const WadiStamp      *stamp,
                           WadiHex               anchor,
                           const WadiScenario   *scenario,
                           double                alpha)
{
  const WadiBoard      *grid = wadi_scenario_grid (scenario);
  double                scale = MAX (1.0, view->scale);
  const Placing        *placing = &picture->placing;
  double                now_x, now_y, then_x, then_y, x, y;
  gboolean              halved;
  WadiGhostPictureShown shown;
  g_autoptr(GArray) covered = g_array_new (FALSE, FALSE, sizeof (WadiHex));

  picture->wanted = (Placing) { .stamp_id = wadi_stamp_get_id (stamp), .zoom = view->zoom, .scale = scale, .alpha = alpha };
  if (grid == NULL || view->zoom <= 0.0 || !lies_whole (stamp, anchor, scenario, covered, &halved))
    return WADI_GHOST_PICTURE_NOT_SHOWN;
  if (!picture_fits (picture, view, stamp, covered, halved, alpha))
    {
      shown = draw_picture (picture, view, stamp, anchor, scenario, covered, halved, alpha);
      if (shown != WADI_GHOST_PICTURE_SHOWN)
        return shown;
    }

  /* moved by the offset of the stamp's first hex, on the screen's pixels */
  wadi_hex_center (grid->layout, g_array_index (covered, WadiHex, 0), &now_x, &now_y);
  wadi_hex_center (grid->layout, placing->first, &then_x, &then_y);
  x = (placing->x + now_x - then_x - view->center_x) * view->zoom + view->width / 2.0;
  y = (placing->y + now_y - then_y - view->center_y) * view->zoom + view->height / 2.0;
  x = round (x * scale) / scale;
  y = round (y * scale) / scale;
  if (!picture->cairo_nodes)
    {
      gtk_snapshot_append_texture (snapshot, picture->texture,
                                   &GRAPHENE_RECT_INIT ((float) x, (float) y, (float) placing->width,
                                                        (float) placing->height));
      return WADI_GHOST_PICTURE_SHOWN;
    }
  if (picture->node == NULL)
    {
      cairo_t *cr;

      picture->node = gsk_cairo_node_new (&GRAPHENE_RECT_INIT (0, 0, (float) placing->width, (float) placing->height));
      cr = gsk_cairo_node_get_draw_context (picture->node);
      cairo_set_source_surface (cr, picture->image, 0, 0);
      cairo_paint (cr);
      cairo_destroy (cr);
    }
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT ((float) x, (float) y));
  gtk_snapshot_append_node (snapshot, picture->node);
  gtk_snapshot_restore (snapshot);
  return WADI_GHOST_PICTURE_SHOWN;
}

WadiGhostPictureShown
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
    return WADI_GHOST_PICTURE_NOT_SHOWN;
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
