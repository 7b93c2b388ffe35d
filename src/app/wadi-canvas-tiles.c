/* wadi-canvas-tiles.c: the canvas's picture handed to GTK square by square */
#include "config.h"

#include <string.h>

#include "wadi-canvas-tiles.h"

typedef struct
{
  cairo_surface_t *pixels; /* what the node shows, to compare the next frame with */
  GskRenderNode   *node;
} Square;

struct _WadiCanvasTiles
{
  cairo_surface_t *frame; /* device pixels, device scale set */
  int              width; /* pixels */
  int              height;
  int              scale;
  int              cols; /* squares */
  int              rows;
  Square          *squares; /* cols x rows, row by row */
};

WadiCanvasTiles *
wadi_canvas_tiles_new (void)
{
  return g_new0 (WadiCanvasTiles, 1);
}

static void
forget_squares (WadiCanvasTiles *tiles)
{
  for (int i = 0; i < tiles->cols * tiles->rows; i++)
    {
      g_clear_pointer (&tiles->squares[i].pixels, cairo_surface_destroy);
      g_clear_pointer (&tiles->squares[i].node, gsk_render_node_unref);
    }
  g_clear_pointer (&tiles->squares, g_free);
  tiles->cols = tiles->rows = 0;
}

void
wadi_canvas_tiles_free (WadiCanvasTiles *tiles)
{
  if (tiles == NULL)
    return;
  forget_squares (tiles);
  g_clear_pointer (&tiles->frame, cairo_surface_destroy);
  g_free (tiles);
}

cairo_surface_t *
wadi_canvas_tiles_begin (WadiCanvasTiles *tiles,
                         int              width,
                         int              height,
                         int              scale)
{
  g_return_val_if_fail (width > 0 && height > 0 && scale > 0, NULL);

  if (tiles->frame == NULL || tiles->width != width || tiles->height != height || tiles->scale != scale)
    {
      forget_squares (tiles);
      g_clear_pointer (&tiles->frame, cairo_surface_destroy);
      tiles->frame = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width * scale, height * scale);
      cairo_surface_set_device_scale (tiles->frame, scale, scale);
      tiles->width = width;
      tiles->height = height;
      tiles->scale = scale;
      /* an image cairo cannot make (over 32767 pixels a side) draws
       * nothing, and no square is handed over */
      if (cairo_surface_status (tiles->frame) != CAIRO_STATUS_SUCCESS)
        return tiles->frame;
      tiles->cols = (width + WADI_CANVAS_TILE_SIZE - 1) / WADI_CANVAS_TILE_SIZE;
      tiles->rows = (height + WADI_CANVAS_TILE_SIZE - 1) / WADI_CANVAS_TILE_SIZE;
      tiles->squares = g_new0 (Square, (gsize) tiles->cols * (gsize) tiles->rows);
    }
  else if (cairo_surface_status (tiles->frame) == CAIRO_STATUS_SUCCESS)
    {
      /* what a frame leaves unpainted is clear, as on a fresh node */
      cairo_surface_flush (tiles->frame);
      memset (cairo_image_surface_get_data (tiles->frame), 0,
              (gsize) cairo_image_surface_get_stride (tiles->frame) * (gsize) (height * scale));
      cairo_surface_mark_dirty (tiles->frame);
    }
  return tiles->frame;
}

/* Whether the frame's pixels in the square (x, y, w, h), device pixels,
 * are those of pixels. */
static gboolean
same_pixels (cairo_surface_t *frame,
             cairo_surface_t *pixels,
             int              x,
             int              y,
             int              w,
             int              h)
{
  const guchar *a = cairo_image_surface_get_data (frame);
  const guchar *b = cairo_image_surface_get_data (pixels);
  gsize         a_stride = cairo_image_surface_get_stride (frame);
  gsize         b_stride = cairo_image_surface_get_stride (pixels);

  if (cairo_image_surface_get_width (pixels) != w || cairo_image_surface_get_height (pixels) != h)
    return FALSE;
  for (int row = 0; row < h; row++)
    if (memcmp (a + (gsize) (y + row) * a_stride + (gsize) x * 4, b + (gsize) row * b_stride, (gsize) w * 4) != 0)
      return FALSE;
  return TRUE;
}

/* A new node for the square (x, y, w, h), device pixels: a copy of its
 * pixels, painted at its place. */
static void
square_take_frame (Square          *square,
                   cairo_surface_t *frame,
                   int              scale,
                   int              x,
                   int              y,
                   int              w,
                   int              h)
{
  const guchar *src = cairo_image_surface_get_data (frame);
  gsize         src_stride = cairo_image_surface_get_stride (frame);
  guchar       *dst;
  gsize         dst_stride;
  cairo_t      *cr;

  g_clear_pointer (&square->pixels, cairo_surface_destroy);
  g_clear_pointer (&square->node, gsk_render_node_unref);

  square->pixels = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, w, h);
  if (cairo_surface_status (square->pixels) != CAIRO_STATUS_SUCCESS)
    {
      g_clear_pointer (&square->pixels, cairo_surface_destroy);
      return;
    }
  cairo_surface_flush (square->pixels);
  dst = cairo_image_surface_get_data (square->pixels);
  dst_stride = cairo_image_surface_get_stride (square->pixels);
  for (int row = 0; row < h; row++)
    memcpy (dst + (gsize) row * dst_stride, src + (gsize) (y + row) * src_stride + (gsize) x * 4, (gsize) w * 4);
  cairo_surface_mark_dirty (square->pixels);
  cairo_surface_set_device_scale (square->pixels, scale, scale);

  /* The node records a paint of the copy, never changed afterwards: a
   * changed square gets a new copy and a new node. */
  square->node = gsk_cairo_node_new (&GRAPHENE_RECT_INIT ((float) x / scale, (float) y / scale,
                                                          (float) w / scale, (float) h / scale));
  cr = gsk_cairo_node_get_draw_context (square->node);
  cairo_set_source_surface (cr, square->pixels, (double) x / scale, (double) y / scale);
  cairo_paint (cr);
  cairo_destroy (cr);
}

guint
wadi_canvas_tiles_end (WadiCanvasTiles *tiles,
                       GtkSnapshot     *snapshot)
{
  int   side, frame_width, frame_height;
  guint fresh = 0;

  g_return_val_if_fail (tiles->frame != NULL, 0);

  cairo_surface_flush (tiles->frame);
  side = WADI_CANVAS_TILE_SIZE * tiles->scale;
  frame_width = tiles->width * tiles->scale;
  frame_height = tiles->height * tiles->scale;
  for (int r = 0; r < tiles->rows; r++)
    for (int c = 0; c < tiles->cols; c++)
      {
        Square *square = &tiles->squares[r * tiles->cols + c];
        int     x = c * side, y = r * side;
        int     w = MIN (side, frame_width - x), h = MIN (side, frame_height - y);

        if (square->node == NULL || !same_pixels (tiles->frame, square->pixels, x, y, w, h))
          {
            square_take_frame (square, tiles->frame, tiles->scale, x, y, w, h);
            fresh++;
          }
        /* NULL when memory ran out for its copy */
        if (square->node != NULL)
          gtk_snapshot_append_node (snapshot, square->node);
      }
  return fresh;
}
