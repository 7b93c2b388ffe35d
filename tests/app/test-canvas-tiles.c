/* test-canvas-tiles.c: the canvas's frame handed to GTK square by square
 *
 * A square whose pixels did not change is handed over as the same node,
 * so GTK's diff of two frames finds only the changed squares to repaint;
 * the nodes together draw exactly the frame's pixels.
 */
#include "config.h"

#include <string.h>

#include "wadi-canvas-tiles.h"
#include "wadi-test-gui.h"

/* not declared by cairo 1.16 nor GTK 4.8 */
G_DEFINE_AUTOPTR_CLEANUP_FUNC (cairo_surface_t, cairo_surface_destroy)

/* A picture with something different in every square: a gradient of
 * stripes, and a disc across the squares' corners. */
static void
draw_picture (cairo_surface_t *frame,
              int              width,
              int              height)
{
  cairo_t *cr = cairo_create (frame);

  for (int x = 0; x < width; x += 10)
    {
      cairo_set_source_rgb (cr, (double) x / width, 0.5, 1.0 - (double) x / width);
      cairo_rectangle (cr, x, 0, 10, height);
      cairo_fill (cr);
    }
  cairo_set_source_rgba (cr, 0.2, 0.1, 0.0, 0.6);
  cairo_arc (cr, WADI_CANVAS_TILE_SIZE, WADI_CANVAS_TILE_SIZE * 0.75, 40.3, 0, 2 * G_PI);
  cairo_fill (cr);
  cairo_destroy (cr);
}

/* One frame: drawn by draw, then handed over; the nodes, in order, and
 * how many of them were new. */
static GPtrArray *
take_frame (WadiCanvasTiles *tiles,
            int              width,
            int              height,
            int              scale,
            void (*draw) (cairo_surface_t *, int, int),
            guint *fresh)
{
  GtkSnapshot   *snapshot = gtk_snapshot_new ();
  GskRenderNode *node;
  GPtrArray     *squares = g_ptr_array_new_with_free_func ((GDestroyNotify) gsk_render_node_unref);

  draw (wadi_canvas_tiles_begin (tiles, width, height, scale), width, height);
  *fresh = wadi_canvas_tiles_end (tiles, snapshot);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  if (gsk_render_node_get_node_type (node) == GSK_CONTAINER_NODE)
    for (guint i = 0; i < gsk_container_node_get_n_children (node); i++)
      g_ptr_array_add (squares, gsk_render_node_ref (gsk_container_node_get_child (node, i)));
  else
    g_ptr_array_add (squares, gsk_render_node_ref (node));
  gsk_render_node_unref (node);
  return squares;
}

/* The nodes drawn at scale into an image of width x height pixels, and
 * compared with the frame pixel by pixel. */
static void
assert_nodes_draw_frame (GPtrArray       *squares,
                         cairo_surface_t *frame,
                         int              width,
                         int              height,
                         int              scale)
{
  g_autoptr(cairo_surface_t) drawn = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width * scale, height * scale);
  cairo_t      *cr = cairo_create (drawn);
  const guchar *a, *b;
  int           a_stride, b_stride;

  cairo_scale (cr, scale, scale);
  for (guint i = 0; i < squares->len; i++)
    gsk_render_node_draw (g_ptr_array_index (squares, i), cr);
  cairo_destroy (cr);
  cairo_surface_flush (drawn);
  cairo_surface_flush (frame);
  a = cairo_image_surface_get_data (drawn);
  b = cairo_image_surface_get_data (frame);
  a_stride = cairo_image_surface_get_stride (drawn);
  b_stride = cairo_image_surface_get_stride (frame);
  for (int y = 0; y < height * scale; y++)
    if (memcmp (a + y * a_stride, b + y * b_stride, (gsize) width * (gsize) scale * 4) != 0)
      g_error ("row %d of the nodes' drawing is not the frame's", y);
}

static void
test_first_frame_is_all_new (void)
{
  g_autoptr(WadiCanvasTiles) tiles = wadi_canvas_tiles_new ();
  /* 300 x 200: three columns (the last 44 wide) and two rows (72) */
  guint fresh;
  g_autoptr(GPtrArray) squares = take_frame (tiles, 300, 200, 1, draw_picture, &fresh);
  const graphene_rect_t expected[] = {
    { { 0, 0 }, { 128, 128 } },
    { { 128, 0 }, { 128, 128 } },
    { { 256, 0 }, { 44, 128 } },
    { { 0, 128 }, { 128, 72 } },
    { { 128, 128 }, { 128, 72 } },
    { { 256, 128 }, { 44, 72 } },
  };

  g_assert_cmpuint (fresh, ==, 6);
  g_assert_cmpuint (squares->len, ==, 6);
  for (guint i = 0; i < squares->len; i++)
    {
      graphene_rect_t bounds;

      gsk_render_node_get_bounds (g_ptr_array_index (squares, i), &bounds);
      g_assert_true (graphene_rect_equal (&bounds, &expected[i]));
    }
}

static void
test_unchanged_frame_keeps_nodes (void)
{
  g_autoptr(WadiCanvasTiles) tiles = wadi_canvas_tiles_new ();
  guint fresh;
  g_autoptr(GPtrArray) first = take_frame (tiles, 300, 200, 1, draw_picture, &fresh);
  g_autoptr(GPtrArray) second = take_frame (tiles, 300, 200, 1, draw_picture, &fresh);

  g_assert_cmpuint (fresh, ==, 0);
  g_assert_cmpuint (second->len, ==, first->len);
  for (guint i = 0; i < first->len; i++)
    g_assert_true (g_ptr_array_index (second, i) == g_ptr_array_index (first, i));
}

/* The picture with one pixel changed, in the middle square of the second
 * row. */
static void
draw_picture_one_pixel_changed (cairo_surface_t *frame,
                                int              width,
                                int              height)
{
  cairo_t *cr;

  draw_picture (frame, width, height);
  cr = cairo_create (frame);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_rectangle (cr, 200, 150, 1, 1);
  cairo_fill (cr);
  cairo_destroy (cr);
}

static void
test_changed_square_is_new (void)
{
  g_autoptr(WadiCanvasTiles) tiles = wadi_canvas_tiles_new ();
  guint fresh;
  g_autoptr(GPtrArray) first = take_frame (tiles, 300, 200, 1, draw_picture, &fresh);
  g_autoptr(GPtrArray) second = take_frame (tiles, 300, 200, 1, draw_picture_one_pixel_changed, &fresh);
  g_autoptr(cairo_surface_t) expected = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 300, 200);

  g_assert_cmpuint (fresh, ==, 1);
  for (guint i = 0; i < first->len; i++)
    if (i == 4)
      g_assert_true (g_ptr_array_index (second, i) != g_ptr_array_index (first, i));
    else
      g_assert_true (g_ptr_array_index (second, i) == g_ptr_array_index (first, i));

  /* the old squares and the new one make up the new picture */
  draw_picture_one_pixel_changed (expected, 300, 200);
  assert_nodes_draw_frame (second, expected, 300, 200, 1);
}

static void
test_nodes_draw_the_frame (void)
{
  g_autoptr(WadiCanvasTiles) tiles = wadi_canvas_tiles_new ();
  guint fresh;
  g_autoptr(GPtrArray) squares = take_frame (tiles, 300, 200, 1, draw_picture, &fresh);
  g_autoptr(cairo_surface_t) expected = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 300, 200);

  draw_picture (expected, 300, 200);
  assert_nodes_draw_frame (squares, expected, 300, 200, 1);
}

static void
test_resize_makes_all_new (void)
{
  g_autoptr(WadiCanvasTiles) tiles = wadi_canvas_tiles_new ();
  guint fresh;
  g_autoptr(GPtrArray) first = take_frame (tiles, 300, 200, 1, draw_picture, &fresh);
  g_autoptr(GPtrArray) second = take_frame (tiles, 301, 200, 1, draw_picture, &fresh);

  g_assert_cmpuint (fresh, ==, 6);
  for (guint i = 0; i < second->len; i++)
    g_assert_true (g_ptr_array_index (second, i) != g_ptr_array_index (first, i));
}

/* On a HiDPI screen the frame has two device pixels a pixel each way; the
 * squares are still 128 pixels, and their nodes draw the device pixels as
 * they are. */
static void
test_scale_two (void)
{
  g_autoptr(WadiCanvasTiles) tiles = wadi_canvas_tiles_new ();
  guint            fresh;
  cairo_surface_t *frame;
  double           sx, sy;
  graphene_rect_t  bounds;
  g_autoptr(GPtrArray) squares = take_frame (tiles, 200, 100, 2, draw_picture, &fresh);
  g_autoptr(cairo_surface_t) expected = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 400, 200);

  frame = wadi_canvas_tiles_begin (tiles, 200, 100, 2);
  g_assert_cmpint (cairo_image_surface_get_width (frame), ==, 400);
  g_assert_cmpint (cairo_image_surface_get_height (frame), ==, 200);
  cairo_surface_get_device_scale (frame, &sx, &sy);
  g_assert_cmpfloat (sx, ==, 2.0);
  g_assert_cmpfloat (sy, ==, 2.0);

  g_assert_cmpuint (fresh, ==, 2);
  gsk_render_node_get_bounds (g_ptr_array_index (squares, 1), &bounds);
  g_assert_true (graphene_rect_equal (&bounds, &GRAPHENE_RECT_INIT (128, 0, 72, 100)));

  cairo_surface_set_device_scale (expected, 2, 2);
  draw_picture (expected, 200, 100);
  assert_nodes_draw_frame (squares, expected, 200, 100, 2);
}

/* A canvas wider than cairo's images can be (32767 pixels) draws nothing
 * and hands GTK nothing, rather than failing. */
static void
test_too_big_draws_nothing (void)
{
  g_autoptr(WadiCanvasTiles) tiles = wadi_canvas_tiles_new ();

  for (int frame = 0; frame < 2; frame++)
    {
      GtkSnapshot     *snapshot = gtk_snapshot_new ();
      cairo_surface_t *image = wadi_canvas_tiles_begin (tiles, 40000, 10, 1);
      cairo_t         *cr = cairo_create (image);
      GskRenderNode   *node;

      g_assert_cmpint (cairo_surface_status (image), !=, CAIRO_STATUS_SUCCESS);
      cairo_paint (cr);
      cairo_destroy (cr);
      g_assert_cmpuint (wadi_canvas_tiles_end (tiles, snapshot), ==, 0);
      node = gtk_snapshot_free_to_node (snapshot);
      g_assert_null (node);
    }
}

int
main (int   argc,
      char *argv[])
{
  if (!wadi_test_gui_init (&argc, &argv))
    return 0;

  g_test_add_func ("/canvas-tiles/first-frame-is-all-new", test_first_frame_is_all_new);
  g_test_add_func ("/canvas-tiles/unchanged-frame-keeps-nodes", test_unchanged_frame_keeps_nodes);
  g_test_add_func ("/canvas-tiles/changed-square-is-new", test_changed_square_is_new);
  g_test_add_func ("/canvas-tiles/nodes-draw-the-frame", test_nodes_draw_the_frame);
  g_test_add_func ("/canvas-tiles/resize-makes-all-new", test_resize_makes_all_new);
  g_test_add_func ("/canvas-tiles/scale-two", test_scale_two);
  g_test_add_func ("/canvas-tiles/too-big-draws-nothing", test_too_big_draws_nothing);
  return g_test_run ();
}
