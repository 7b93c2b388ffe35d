/* test-window.c: the editor's window on the ASL example, under a display
 *
 * Runs in the 'gui' suite (tools/run-tests wraps it in xvfb-run).  Paints
 * through the canvas's gesture handlers, undoes, saves and loads back, and
 * writes screenshots of the window at two zooms to the build folder.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <gtk/gtk.h>

#include "wadi-format.h"
#include "wadi-test-fixtures.h"
#include "wadi-window.h"

typedef struct
{
  char *dir;
  GFile *example;
  WadiWindow *window;
} Fixture;

/* GTK under Xvfb has no session bus to talk to; that warning is expected,
 * any other warning or critical fails the test. */
static GLogWriterOutput
strict_writer (GLogLevelFlags   level,
               const GLogField *fields,
               gsize            n_fields,
               gpointer         data)
{
  if (level & (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING | G_LOG_LEVEL_ERROR))
    {
      for (gsize i = 0; i < n_fields; i++)
        if (g_strcmp0 (fields[i].key, "MESSAGE") == 0 && fields[i].length < 0
            && strstr (fields[i].value, "session bus") != NULL)
          return G_LOG_WRITER_HANDLED;
      g_log_writer_default (level, fields, n_fields, data);
      g_error ("unexpected warning or critical");
    }
  return g_log_writer_default (level, fields, n_fields, data);
}

static gboolean
count_tick (GtkWidget     *widget,
            GdkFrameClock *clock,
            gpointer       data)
{
  (*(guint *) data)++;
  return G_SOURCE_CONTINUE;
}

/* Runs the main loop until the window has painted a few frames, so what
 * was queued is on screen. */
static void
wait_frames (WadiWindow *window)
{
  guint ticks = 0;
  guint id = gtk_widget_add_tick_callback (GTK_WIDGET (window), count_tick, &ticks, NULL);
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  while (ticks < 3 && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  gtk_widget_remove_tick_callback (GTK_WIDGET (window), id);
  g_assert_cmpuint (ticks, >=, 3);
}

static void
wait_until_drawn (WadiWindow *window)
{
  WadiViewport *viewport = wadi_canvas_get_viewport (wadi_window_get_canvas (window));
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  while ((wadi_viewport_get_width (viewport) <= 0 || !gtk_widget_get_mapped (GTK_WIDGET (window)))
         && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpint (wadi_viewport_get_width (viewport), >, 0);
  wait_frames (window);
}

/* A copy of the bundled ASL example, so saving does not touch the source. */
static GFile *
copy_example (const char *dir)
{
  g_autofree char *source = g_build_filename (g_getenv ("WADI_SOURCE_ROOT"), "data", "examples",
                                              "asl-f5-b20.wadi", NULL);
  g_autofree char *path = g_build_filename (dir, "asl-f5-b20.wadi", NULL);
  g_autofree char *contents = NULL;
  gsize length;
  g_autoptr(GError) error = NULL;

  g_file_get_contents (source, &contents, &length, &error);
  g_assert_no_error (error);
  g_file_set_contents (path, contents, (gssize) length, &error);
  g_assert_no_error (error);
  return g_file_new_for_path (path);
}

static void
fixture_setup (Fixture       *fixture,
               gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  fixture->dir = g_dir_make_tmp ("wadi-window-XXXXXX", &error);
  g_assert_no_error (error);
  fixture->example = copy_example (fixture->dir);
  fixture->window = wadi_window_new (NULL);
  g_object_ref_sink (fixture->window);
  g_assert_true (wadi_window_load_file (fixture->window, fixture->example, &error));
  g_assert_no_error (error);
  gtk_window_set_default_size (GTK_WINDOW (fixture->window), 1280, 800);
  gtk_window_present (GTK_WINDOW (fixture->window));
  wait_until_drawn (fixture->window);
}

static void
remove_dir (const char *dir)
{
  g_autoptr(GDir) handle = g_dir_open (dir, 0, NULL);
  const char *name;

  while (handle != NULL && (name = g_dir_read_name (handle)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      g_remove (path);
    }
  g_rmdir (dir);
}

static void
fixture_teardown (Fixture       *fixture,
                  gconstpointer  data)
{
  /* discard: the test decides what is saved */
  wadi_document_mark_saved (wadi_window_get_document (fixture->window));
  gtk_window_destroy (GTK_WINDOW (fixture->window));
  g_object_unref (fixture->window);
  g_object_unref (fixture->example);
  remove_dir (fixture->dir);
  g_free (fixture->dir);
}

static void
screen_point (Fixture    *fixture,
              const char *label,
              double     *sx,
              double     *sy)
{
  WadiCanvas *canvas = wadi_window_get_canvas (fixture->window);
  const WadiScenario *scenario = wadi_document_get_scenario (wadi_window_get_document (fixture->window));
  guint board;
  WadiHex hex;
  double x, y;

  wadi_fixture_locate (scenario, label, &board, &hex);
  g_assert_cmpuint (board, ==, wadi_canvas_get_board (canvas));
  wadi_hex_center (wadi_scenario_get_board (scenario, board)->layout, hex, &x, &y);
  wadi_viewport_map_to_screen (wadi_canvas_get_viewport (canvas), x, y, sx, sy);
}

static const WadiHexCell *
cell_at (Fixture    *fixture,
         const char *label)
{
  const WadiScenario *scenario = wadi_document_get_scenario (wadi_window_get_document (fixture->window));
  guint board;
  WadiHex hex;

  wadi_fixture_locate (scenario, label, &board, &hex);
  return wadi_board_cell (wadi_scenario_get_board (scenario, board), hex);
}

static void
look_at (Fixture    *fixture,
         const char *label,
         double      zoom)
{
  WadiCanvas *canvas = wadi_window_get_canvas (fixture->window);
  const WadiScenario *scenario = wadi_document_get_scenario (wadi_window_get_document (fixture->window));
  guint board;
  WadiHex hex;
  double x, y;

  wadi_fixture_locate (scenario, label, &board, &hex);
  wadi_hex_center (wadi_scenario_get_board (scenario, board)->layout, hex, &x, &y);
  wadi_viewport_freeze (wadi_canvas_get_viewport (canvas));
  wadi_viewport_set_zoom (wadi_canvas_get_viewport (canvas), zoom);
  wadi_viewport_set_center (wadi_canvas_get_viewport (canvas), x, y);
  wadi_viewport_thaw (wadi_canvas_get_viewport (canvas));
  wait_until_drawn (fixture->window);
}

/* Paints woods from first to last through the canvas's gesture handlers. */
static void
paint_woods (Fixture            *fixture,
             const char * const *labels)
{
  WadiCanvas *canvas = wadi_window_get_canvas (fixture->window);
  double x, y;

  g_action_group_activate_action (G_ACTION_GROUP (fixture->window), "tool", g_variant_new_string ("terrain"));
  g_assert_cmpint (wadi_tool_get_kind (wadi_canvas_get_tool (canvas)), ==, WADI_TOOL_TERRAIN);
  wadi_tool_get_settings (wadi_canvas_get_tool (canvas))->terrain = WADI_TERRAIN_WOODS;

  screen_point (fixture, labels[0], &x, &y);
  wadi_canvas_pointer_press (canvas, x, y, GDK_BUTTON_PRIMARY, 0);
  for (guint i = 1; labels[i] != NULL; i++)
    {
      screen_point (fixture, labels[i], &x, &y);
      wadi_canvas_pointer_motion (canvas, x, y, 0);
    }
  wadi_canvas_pointer_release (canvas, x, y, 0);
}

static void
test_window_opens_example (Fixture       *fixture,
                           gconstpointer  data)
{
  const char *title = gtk_window_get_title (GTK_WINDOW (fixture->window));
  WadiCanvas *canvas = wadi_window_get_canvas (fixture->window);

  g_assert_nonnull (strstr (title, "asl-f5-b20.wadi"));
  g_assert_null (strstr (title, "•"));
  g_assert_true (wadi_canvas_get_document (canvas) == wadi_window_get_document (fixture->window));
  g_assert_cmpuint (wadi_document_get_scenario (wadi_window_get_document (fixture->window))->boards->len, ==, 3);
  /* the first fit shows the whole board */
  g_assert_cmpfloat (wadi_viewport_get_zoom (wadi_canvas_get_viewport (canvas)), >, 4.0);
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (fixture->window), "undo"));
}

static void
test_window_paint_and_undo (Fixture       *fixture,
                            gconstpointer  data)
{
  static const char * const stroke[] = { "25K4", "25L4", "25M4", "25N4", "25O4", NULL };
  g_autoptr(WadiScenario) before =
    wadi_scenario_copy (wadi_document_get_scenario (wadi_window_get_document (fixture->window)));

  look_at (fixture, "25M4", 40.0);
  paint_woods (fixture, stroke);
  for (guint i = 0; stroke[i] != NULL; i++)
    g_assert_cmpuint (cell_at (fixture, stroke[i])->terrain, ==, WADI_TERRAIN_WOODS);
  g_assert_nonnull (strstr (gtk_window_get_title (GTK_WINDOW (fixture->window)), "•"));
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (fixture->window), "undo"));

  /* the whole stroke is one undo step */
  g_action_group_activate_action (G_ACTION_GROUP (fixture->window), "undo", NULL);
  g_assert_true (wadi_scenario_equal (wadi_document_get_scenario (wadi_window_get_document (fixture->window)),
                                      before));
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (fixture->window), "undo"));
  g_assert_null (strstr (gtk_window_get_title (GTK_WINDOW (fixture->window)), "•"));

  g_action_group_activate_action (G_ACTION_GROUP (fixture->window), "redo", NULL);
  g_assert_cmpuint (cell_at (fixture, "25M4")->terrain, ==, WADI_TERRAIN_WOODS);
}

static void
test_window_save_loads_back_equal (Fixture       *fixture,
                                   gconstpointer  data)
{
  static const char * const stroke[] = { "25C6", "25D6", "25E6", NULL };
  g_autofree char *path = g_build_filename (fixture->dir, "saved.wadi", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(WadiScenario) loaded = NULL;
  g_autoptr(GError) error = NULL;

  look_at (fixture, "25D6", 40.0);
  paint_woods (fixture, stroke);
  g_assert_true (wadi_window_save_to (fixture->window, file, &error));
  g_assert_no_error (error);
  g_assert_false (wadi_document_get_modified (wadi_window_get_document (fixture->window)));
  g_assert_true (g_file_equal (wadi_window_get_file (fixture->window), file));
  g_assert_nonnull (strstr (gtk_window_get_title (GTK_WINDOW (fixture->window)), "saved.wadi"));

  loaded = wadi_format_read_file (file, &error);
  g_assert_no_error (error);
  g_assert_true (wadi_scenario_equal (loaded, wadi_document_get_scenario (wadi_window_get_document (fixture->window))));
}

static void
test_window_failed_save_keeps_changes (Fixture       *fixture,
                                       gconstpointer  data)
{
  static const char * const stroke[] = { "25H3", "25I3", NULL };
  g_autofree char *path = g_build_filename (fixture->dir, "no-such-folder", "x.wadi", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;

  look_at (fixture, "25H3", 40.0);
  paint_woods (fixture, stroke);
  g_assert_false (wadi_window_save_to (fixture->window, file, &error));
  g_assert_nonnull (error);
  g_assert_true (wadi_document_get_modified (wadi_window_get_document (fixture->window)));
  g_assert_true (g_file_equal (wadi_window_get_file (fixture->window), fixture->example));
  g_assert_cmpuint (cell_at (fixture, "25H3")->terrain, ==, WADI_TERRAIN_WOODS);
  g_assert_false (g_file_query_exists (file, NULL));
}

static void
save_screenshot (Fixture    *fixture,
                 const char *name)
{
  /* A window paints nothing as a paintable of itself: take its content. */
  GtkWidget *widget = gtk_widget_get_first_child (GTK_WIDGET (fixture->window));
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *path = g_build_filename (g_getenv ("G_TEST_BUILDDIR") != NULL ? g_getenv ("G_TEST_BUILDDIR") : ".",
                                            name, NULL);

  /* the window's own background, which the content is drawn over */
  gtk_snapshot_append_color (snapshot, &(GdkRGBA) { 0.98, 0.98, 0.98, 1.0 },
                             &GRAPHENE_RECT_INIT (0, 0, width, height));
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (fixture->window)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("screenshot: %s", path);
}

static void
test_window_screenshots (Fixture       *fixture,
                         gconstpointer  data)
{
  WadiCanvas *canvas = wadi_window_get_canvas (fixture->window);

  wadi_canvas_zoom_fit (canvas);
  wait_until_drawn (fixture->window);
  save_screenshot (fixture, "wadi-window-fit.png");

  /* close in on the F5.3/F5.4 wadi with its cliffs, hover on O9 */
  look_at (fixture, "25O8", 72.0);
  {
    double x, y;

    screen_point (fixture, "25O9", &x, &y);
    wadi_canvas_pointer_motion (canvas, x, y, 0);
  }
  wait_until_drawn (fixture->window);
  g_assert_nonnull (strstr (wadi_canvas_get_status (canvas), "O9"));
  save_screenshot (fixture, "wadi-window-close.png");

  /* board 14: the gully with its Crest counters (B20.9x) */
  wadi_canvas_set_board (canvas, 1);
  look_at (fixture, "14S4", 72.0);
  save_screenshot (fixture, "wadi-window-board14.png");
}

int
main (int   argc,
      char *argv[])
{
  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      /* tools/run-tests runs this suite under xvfb-run */
      g_print ("1..0 # SKIP no display\n");
      return 0;
    }

  g_log_set_writer_func (strict_writer, NULL, NULL);
  g_test_init (&argc, &argv, NULL);
  gtk_init ();
  adw_init ();

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_setup, func, fixture_teardown)
  ADD ("/window/opens-example", test_window_opens_example);
  ADD ("/window/paint-and-undo", test_window_paint_and_undo);
  ADD ("/window/save-loads-back-equal", test_window_save_loads_back_equal);
  ADD ("/window/failed-save-keeps-changes", test_window_failed_save_keeps_changes);
  ADD ("/window/screenshots", test_window_screenshots);
#undef ADD

  return g_test_run ();
}
