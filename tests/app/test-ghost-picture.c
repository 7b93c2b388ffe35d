/* test-ghost-picture.c: a stamp being put down, drawn once and moved
 *
 * The picture shows what the renderer draws of the ghost there (cairo's
 * own picture), where it was drawn and moved by whole hexes; it is drawn
 * again only for a stamp turned or another zoom, or moved from an outer
 * half hex the map cuts; a stamp partly off the map, or too large a
 * picture, is left to the caller; a selection's hexes are shown blank.
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "wadi-ghost-picture.h"
#include "wadi-test-fixtures.h"
#include "wadi-test-gui.h"

#define WIDTH 600
#define HEIGHT 400
#define ALPHA 0.85
/* The picture and the view place a text (a level number) on whole pixels
 * from where it falls in each; where that is half a pixel, the two may
 * round apart and a glyph lands a pixel off: at most this many pixels
 * differ (as test-map-tiles allows a tile beside the whole view). */
#define SAME_BUT_A_GLYPH 64

/* The hexes of a stamp over an F5 wadi of board 25 (N7 to P9): nine
 * hexes of a wadi and the hill around it (wadi-test-fixtures.c). */
static WadiStamp *
wadi_stamp (const WadiScenario *scenario)
{
  const char *labels[] = { "25N7", "25N8", "25N9", "25O7", "25O8", "25O9", "25P7", "25P8", "25P9" };
  g_autoptr(GArray) hexes = g_array_new (FALSE, FALSE, sizeof (WadiHex));

  for (guint i = 0; i < G_N_ELEMENTS (labels); i++)
    {
      WadiHex hex = wadi_fixture_hex (scenario, labels[i]);

      g_array_append_val (hexes, hex);
    }
  return wadi_stamp_new_from_hexes (scenario, hexes);
}

/* A view of zoom px a hex centred on the hex of label, its corner on a
 * whole pixel as the canvas puts it. */
static WadiRenderView
view_at (const WadiScenario *scenario,
         const char         *label,
         double              zoom)
{
  WadiRenderView view = { 0 };

  wadi_hex_center (wadi_scenario_grid (scenario)->layout, wadi_fixture_hex (scenario, label), &view.center_x,
                   &view.center_y);
  view.zoom = zoom;
  view.width = WIDTH;
  view.height = HEIGHT;
  view.scale = 1.0;
  view.center_x = (round (view.center_x * zoom - WIDTH / 2.0) + WIDTH / 2.0) / zoom;
  view.center_y = (round (view.center_y * zoom - HEIGHT / 2.0) + HEIGHT / 2.0) / zoom;
  return view;
}

/* The picture placed with the stamp's origin on anchor, as GTK's cairo
 * renderer draws the node (B8G8R8A8, premultiplied); NULL when nothing
 * was placed. */
static guchar *
placed_picture (WadiGhostPicture     *picture,
                const WadiRenderView *view,
                const WadiStamp      *stamp,
                WadiHex               anchor,
                const WadiScenario   *scenario)
{
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GskRenderer) renderer = gsk_cairo_renderer_new ();
  g_autoptr(GdkTexture) texture = NULL;
  gboolean placed = wadi_ghost_picture_append (picture, snapshot, view, stamp, anchor, scenario, ALPHA)
                    == WADI_GHOST_PICTURE_SHOWN;
  guchar *pixels;

  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_true (placed == (node != NULL));
  if (!placed)
    return NULL;
  g_assert_true (gsk_renderer_realize (renderer, NULL, NULL));
  texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, WIDTH, HEIGHT));
  gsk_renderer_unrealize (renderer);
  pixels = g_malloc ((gsize) WIDTH * 4 * HEIGHT);
  gdk_texture_download (texture, pixels, (gsize) WIDTH * 4);
  return pixels;
}

/* What the renderer draws of the ghost there, in the same view. */
static guchar *
drawn_picture (const WadiRenderView *view,
               const WadiStamp      *stamp,
               WadiHex               anchor,
               const WadiScenario   *scenario)
{
  g_autoptr(WadiRenderer) renderer = wadi_renderer_new ();
  g_autoptr(GArray) covered = g_array_new (FALSE, FALSE, sizeof (WadiHex));
  WadiHex origin;
  g_autoptr(WadiScenario) ghost = wadi_stamp_ghost_scenario (stamp, scenario, anchor, &origin);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, WIDTH, HEIGHT);
  cairo_t         *cr = cairo_create (surface);
  guchar          *pixels = g_malloc ((gsize) WIDTH * 4 * HEIGHT);

  g_assert_nonnull (ghost);
  wadi_stamp_covered (stamp, scenario, anchor, covered);
  wadi_renderer_draw_ghost (renderer, cr, view, ghost, origin, scenario->map,
                            (const WadiHex *) (gconstpointer) covered->data, covered->len, ALPHA);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  for (int y = 0; y < HEIGHT; y++)
    memcpy (pixels + (gsize) y * WIDTH * 4, cairo_image_surface_get_data (surface) + y * cairo_image_surface_get_stride (surface),
            (gsize) WIDTH * 4);
  cairo_surface_destroy (surface);
  return pixels;
}

/* Pixels differing by more than tolerance in a channel, and how many
 * pixels the ghost covers in b. */
static guint
count_differences (const guchar *a,
                   const guchar *b,
                   int           tolerance,
                   guint        *covered)
{
  guint differ = 0;

  *covered = 0;
  for (gsize i = 0; i < (gsize) WIDTH * HEIGHT; i++)
    {
      if (b[i * 4 + 3] != 0)
        (*covered)++;
      for (int c = 0; c < 4; c++)
        if (abs ((int) a[i * 4 + c] - (int) b[i * 4 + c]) > tolerance)
          {
            differ++;
            break;
          }
    }
  return differ;
}

/* Where it was drawn, and moved down two rows and across two columns, the
 * picture is the renderer's: moved on the screen's pixels, where the
 * renderer draws it a fraction of a pixel off (two columns are 34.64
 * pixels at 20 px a hex; two rows 40).  As a texture, or as the cairo
 * node GTK's cairo renderer is given (data). */
static void
test_shows_what_the_renderer_draws (gconstpointer cairo_nodes)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  g_autoptr(WadiStamp) stamp = wadi_stamp (scenario);
  g_autoptr(WadiGhostPicture) picture = wadi_ghost_picture_new (NULL, NULL);
  WadiRenderView view = view_at (scenario, "25L5", 20.0);
  const char    *anchors[] = { "25K6", "25K8", "25M8" };
  double         first_x, first_y;

  wadi_ghost_picture_set_cairo_nodes (picture, GPOINTER_TO_INT (cairo_nodes));
  wadi_hex_center (wadi_scenario_grid (scenario)->layout, wadi_fixture_hex (scenario, anchors[0]), &first_x,
                   &first_y);
  for (guint i = 0; i < G_N_ELEMENTS (anchors); i++)
    {
      WadiHex            anchor = wadi_fixture_hex (scenario, anchors[i]);
      WadiRenderView     moved = view;
      g_autofree guchar *placed = placed_picture (picture, &view, stamp, anchor, scenario);
      g_autofree guchar *drawn = NULL;
      guint              covered;
      double             x, y, dx, dy;

      g_assert_nonnull (placed);
      /* the renderer's view moved by what the picture's place was
       * rounded by */
      wadi_hex_center (wadi_scenario_grid (scenario)->layout, anchor, &x, &y);
      dx = (x - first_x) * view.zoom;
      dy = (y - first_y) * view.zoom;
      moved.center_x -= (round (dx) - dx) / view.zoom;
      moved.center_y -= (round (dy) - dy) / view.zoom;
      drawn = drawn_picture (&moved, stamp, anchor, scenario);
      g_assert_cmpuint (count_differences (placed, drawn, 2, &covered), <=, SAME_BUT_A_GLYPH);
      /* nine hexes of 20 px: about 9 x 350 pixels */
      g_assert_cmpuint (covered, >, 9 * 250);
    }
  g_assert_cmpuint (wadi_ghost_picture_get_n_drawn (picture), ==, 1);
}

static void
on_ready (gpointer data)
{
  (*(guint *) data)++;
}

/* Runs the main loop until as many drawings have come as finished, or
 * ten seconds. */
static void
wait_finished (guint finished)
{
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  while (wadi_ghost_picture_count_finished () < finished && g_get_monotonic_time () < deadline)
    if (!g_main_context_iteration (NULL, FALSE))
      g_usleep (1000);
  g_assert_cmpuint (wadi_ghost_picture_count_finished (), ==, finished);
}

/* With a ready callback the picture is drawn in a thread: nothing is
 * shown until it comes, then it is the renderer's.  One forgotten while
 * it is drawn is dropped when it comes; one on a cut half hex, which
 * reads the map, is drawn at once. */
static void
test_drawn_in_a_thread (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  g_autoptr(WadiStamp) stamp = wadi_stamp (scenario);
  guint ready = 0;
  g_autoptr(WadiGhostPicture) picture = wadi_ghost_picture_new (G_CALLBACK (on_ready), &ready);
  WadiRenderView view = view_at (scenario, "25L5", 20.0);
  WadiHex        anchor = wadi_fixture_hex (scenario, "25K6");
  guint          finished = wadi_ghost_picture_count_finished ();

  for (guint i = 0; i < 2; i++)
    {
      GtkSnapshot *snapshot = gtk_snapshot_new ();
      g_autoptr(GskRenderNode) node = NULL;

      g_assert_cmpint (wadi_ghost_picture_append (picture, snapshot, &view, stamp, anchor, scenario, ALPHA), ==,
                       WADI_GHOST_PICTURE_COMING);
      node = gtk_snapshot_free_to_node (snapshot);
      g_assert_null (node);
    }
  /* one drawing, not one an append */
  wait_finished (finished + 1);
  wadi_test_run_for (100 * G_TIME_SPAN_MILLISECOND);
  g_assert_cmpuint (wadi_ghost_picture_count_finished (), ==, finished + 1);
  g_assert_cmpuint (ready, ==, 1);
  {
    g_autofree guchar *placed = placed_picture (picture, &view, stamp, anchor, scenario);
    g_autofree guchar *drawn = drawn_picture (&view, stamp, anchor, scenario);
    guint              covered;

    g_assert_nonnull (placed);
    g_assert_cmpuint (count_differences (placed, drawn, 2, &covered), <=, SAME_BUT_A_GLYPH);
    g_assert_cmpuint (covered, >, 9 * 250);
  }
  g_assert_cmpuint (wadi_ghost_picture_get_n_drawn (picture), ==, 1);

  /* turned, then forgotten while it is drawn: it comes and is dropped */
  wadi_stamp_turn (stamp, 1);
  g_assert_null (placed_picture (picture, &view, stamp, anchor, scenario));
  wadi_ghost_picture_clear (picture);
  wait_finished (finished + 2);
  g_assert_cmpuint (ready, ==, 1);
  g_assert_cmpuint (wadi_ghost_picture_get_n_drawn (picture), ==, 1);

  /* turned back, at A5: its first column on the west edge's half hexes */
  wadi_stamp_turn (stamp, 5);
  view = view_at (scenario, "25B5", 20.0);
  {
    g_autofree guchar *edge = placed_picture (picture, &view, stamp, wadi_fixture_hex (scenario, "25A5"), scenario);

    g_assert_nonnull (edge);
    g_assert_cmpuint (wadi_ghost_picture_get_n_drawn (picture), ==, 2);
  }
}

/* A pinch that leaves the zoom of the picture shown and comes back to it
 * while the other zoom's picture is drawn keeps the one shown: it came
 * and was thrown away for the other, and the frames at the zoom shown
 * had only the stamp's flat cells until it was drawn again. */
static void
test_zoom_back_keeps_the_picture_shown (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  g_autoptr(WadiStamp) stamp = wadi_stamp (scenario);
  guint ready = 0;
  g_autoptr(WadiGhostPicture) picture = wadi_ghost_picture_new (G_CALLBACK (on_ready), &ready);
  WadiRenderView view = view_at (scenario, "25L5", 20.0);
  WadiRenderView closer = view_at (scenario, "25L5", 24.0);
  WadiHex        anchor = wadi_fixture_hex (scenario, "25K6");
  guint          finished = wadi_ghost_picture_count_finished ();
  guchar        *back = NULL;

  g_assert_null (placed_picture (picture, &view, stamp, anchor, scenario));
  wait_finished (finished + 1);
  g_assert_cmpuint (wadi_ghost_picture_get_n_drawn (picture), ==, 1);
  /* closer: drawn in a thread; back before it comes: the one shown */
  g_assert_null (placed_picture (picture, &closer, stamp, anchor, scenario));
  g_free (back);
  back = placed_picture (picture, &view, stamp, anchor, scenario);
  g_assert_nonnull (back);
  wait_finished (finished + 2);
  /* the next frame is asked for all the same */
  g_assert_cmpuint (ready, ==, 2);
  {
    g_autofree guchar *placed = placed_picture (picture, &view, stamp, anchor, scenario);
    g_autofree guchar *drawn = drawn_picture (&view, stamp, anchor, scenario);
    guint              covered;

    g_assert_nonnull (placed);
    g_assert_cmpuint (count_differences (placed, drawn, 2, &covered), <=, SAME_BUT_A_GLYPH);
  }
  g_assert_cmpuint (wadi_ghost_picture_get_n_drawn (picture), ==, 1);
  /* while a frame that stays at the new zoom takes the new picture */
  g_assert_null (placed_picture (picture, &closer, stamp, anchor, scenario));
  wait_finished (finished + 3);
  g_assert_cmpuint (ready, ==, 3);
  g_free (back);
  back = placed_picture (picture, &closer, stamp, anchor, scenario);
  g_assert_nonnull (back);
  g_free (back);
  g_assert_cmpuint (wadi_ghost_picture_get_n_drawn (picture), ==, 2);

  /* shown on the west edge's cut half hexes (drawn at once, and only
   * there), then closer elsewhere, and back at its zoom but not there:
   * that frame waits for the drawing in flight, which is dropped when it
   * comes, and is asked for again, and its own picture comes */
  {
    WadiRenderView edge = view_at (scenario, "25B5", 20.0);
    WadiHex        west = wadi_fixture_hex (scenario, "25A5");

    back = placed_picture (picture, &edge, stamp, west, scenario);
    g_assert_nonnull (back);
    g_free (back);
    g_assert_cmpuint (wadi_ghost_picture_get_n_drawn (picture), ==, 3);
    g_assert_null (placed_picture (picture, &closer, stamp, anchor, scenario));
    g_assert_null (placed_picture (picture, &edge, stamp, anchor, scenario));
    wait_finished (finished + 4);
    g_assert_cmpuint (ready, ==, 4);
    g_assert_cmpuint (wadi_ghost_picture_get_n_drawn (picture), ==, 3);
    g_assert_null (placed_picture (picture, &edge, stamp, anchor, scenario));
    wait_finished (finished + 5);
    back = placed_picture (picture, &edge, stamp, anchor, scenario);
    g_assert_nonnull (back);
    g_free (back);
    g_assert_cmpuint (wadi_ghost_picture_get_n_drawn (picture), ==, 4);
  }
}

/* A stamp turned, or another zoom, is another picture; the same stamp
 * again is not. */
static void
test_drawn_again_only_when_changed (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  g_autoptr(WadiStamp) stamp = wadi_stamp (scenario);
  g_autoptr(WadiGhostPicture) picture = wadi_ghost_picture_new (NULL, NULL);
  WadiRenderView view = view_at (scenario, "25L5", 20.0);
  WadiHex        anchor = wadi_fixture_hex (scenario, "25L6");

  g_free (placed_picture (picture, &view, stamp, anchor, scenario));
  g_free (placed_picture (picture, &view, stamp, anchor, scenario));
  g_assert_cmpuint (wadi_ghost_picture_get_n_drawn (picture), ==, 1);
  wadi_stamp_turn (stamp, 1);
  g_free (placed_picture (picture, &view, stamp, anchor, scenario));
  g_assert_cmpuint (wadi_ghost_picture_get_n_drawn (picture), ==, 2);
  view.zoom = 24.0;
  g_free (placed_picture (picture, &view, stamp, anchor, scenario));
  g_assert_cmpuint (wadi_ghost_picture_get_n_drawn (picture), ==, 3);
  wadi_ghost_picture_clear (picture);
  g_free (placed_picture (picture, &view, stamp, anchor, scenario));
  g_assert_cmpuint (wadi_ghost_picture_get_n_drawn (picture), ==, 4);
}

/* Partly off the map it is not the same picture: nothing is placed and
 * the caller draws it.  On the outer half hexes the map cuts it is drawn
 * as the renderer draws it there, halved, and drawn again once it moves
 * from there. */
static void
test_edges (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  g_autoptr(WadiStamp) stamp = wadi_stamp (scenario);
  g_autoptr(WadiGhostPicture) picture = wadi_ghost_picture_new (NULL, NULL);
  WadiRenderView view = view_at (scenario, "25B5", 20.0);
  WadiHex        cut = wadi_fixture_hex (scenario, "25A5");
  guint          covered;

  /* GG5, the east edge, puts two of its columns off the map */
  g_assert_null (placed_picture (picture, &view, stamp, wadi_fixture_hex (scenario, "25GG5"), scenario));
  g_assert_cmpuint (wadi_ghost_picture_get_n_drawn (picture), ==, 0);
  /* A5 its first column on the west edge's half hexes */
  g_assert_true (wadi_render_hex_is_halved (scenario->map, cut));
  for (guint i = 0; i < 2; i++)
    {
      g_autofree guchar *placed = placed_picture (picture, &view, stamp, cut, scenario);
      g_autofree guchar *drawn = drawn_picture (&view, stamp, cut, scenario);

      g_assert_nonnull (placed);
      g_assert_cmpuint (count_differences (placed, drawn, 2, &covered), <=, SAME_BUT_A_GLYPH);
    }
  g_assert_cmpuint (wadi_ghost_picture_get_n_drawn (picture), ==, 1);
  /* two columns east it is whole: drawn again, and again back on the
   * edge */
  g_free (placed_picture (picture, &view, stamp, wadi_fixture_hex (scenario, "25C5"), scenario));
  g_assert_cmpuint (wadi_ghost_picture_get_n_drawn (picture), ==, 2);
  g_free (placed_picture (picture, &view, stamp, cut, scenario));
  g_assert_cmpuint (wadi_ghost_picture_get_n_drawn (picture), ==, 3);
}

/* What a dragged selection leaves: its hexes as the renderer draws the
 * map's blank hex there, drawn once. */
static void
test_vacated (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  g_autoptr(WadiStamp) stamp = wadi_stamp (scenario);
  g_autoptr(WadiGhostPicture) picture = wadi_ghost_picture_new (NULL, NULL);
  WadiRenderView view = view_at (scenario, "25O8", 20.0);
  WadiHex        from = wadi_fixture_hex (scenario, "25N7");
  g_autoptr(WadiStamp) blank = wadi_stamp_new_blank (stamp, scenario, from);

  for (guint i = 0; i < 2; i++)
    {
      GtkSnapshot *snapshot = gtk_snapshot_new ();
      g_autoptr(GskRenderNode) node = NULL;
      g_autoptr(GskRenderer) renderer = gsk_cairo_renderer_new ();
      g_autoptr(GdkTexture) texture = NULL;
      g_autofree guchar *placed = g_malloc ((gsize) WIDTH * 4 * HEIGHT);
      g_autofree guchar *drawn = drawn_picture (&view, blank, from, scenario);
      g_autofree guchar *full = drawn_picture (&view, stamp, from, scenario);
      guint              covered;

      g_assert_cmpint (wadi_ghost_picture_append_vacated (picture, snapshot, &view, stamp, from, scenario, ALPHA), ==,
                       WADI_GHOST_PICTURE_SHOWN);
      node = gtk_snapshot_free_to_node (snapshot);
      g_assert_true (gsk_renderer_realize (renderer, NULL, NULL));
      texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, WIDTH, HEIGHT));
      gsk_renderer_unrealize (renderer);
      gdk_texture_download (texture, placed, (gsize) WIDTH * 4);
      g_assert_cmpuint (count_differences (placed, drawn, 2, &covered), ==, 0);
      g_assert_cmpuint (covered, >, 9 * 250);
      /* not what the hexes hold: the wadi is gone */
      g_assert_cmpuint (count_differences (placed, full, 16, &covered), >, 100);
    }
  g_assert_cmpuint (wadi_ghost_picture_get_n_drawn (picture), ==, 1);
}

/* A picture more than WADI_GHOST_PICTURE_MAX_SIDE pixels a side is not
 * kept. */
static void
test_too_large_left_to_caller (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  g_autoptr(WadiStamp) stamp = wadi_stamp (scenario);
  g_autoptr(WadiGhostPicture) picture = wadi_ghost_picture_new (NULL, NULL);
  /* three hexes across: more than the limit at a third of it a hex */
  WadiRenderView view = view_at (scenario, "25L5", WADI_GHOST_PICTURE_MAX_SIDE / 3.0);

  g_assert_null (placed_picture (picture, &view, stamp, wadi_fixture_hex (scenario, "25L6"), scenario));
  g_assert_cmpuint (wadi_ghost_picture_get_n_drawn (picture), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  if (!wadi_test_gui_init (&argc, &argv))
    return 0;

  g_test_add_data_func ("/ghost-picture/shows-what-the-renderer-draws", GINT_TO_POINTER (FALSE),
                        test_shows_what_the_renderer_draws);
  g_test_add_data_func ("/ghost-picture/shows-what-the-renderer-draws-cairo-nodes", GINT_TO_POINTER (TRUE),
                        test_shows_what_the_renderer_draws);
  g_test_add_func ("/ghost-picture/drawn-again-only-when-changed", test_drawn_again_only_when_changed);
  g_test_add_func ("/ghost-picture/edges", test_edges);
  g_test_add_func ("/ghost-picture/vacated", test_vacated);
  g_test_add_func ("/ghost-picture/drawn-in-a-thread", test_drawn_in_a_thread);
  g_test_add_func ("/ghost-picture/zoom-back-keeps-the-picture-shown", test_zoom_back_keeps_the_picture_shown);
  g_test_add_func ("/ghost-picture/too-large-left-to-caller", test_too_large_left_to_caller);
  return g_test_run ();
}
