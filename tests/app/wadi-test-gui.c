/* wadi-test-gui.c: what the windowed tests share */
#include "config.h"

#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>

#include "wadi-format.h"
#include "wadi-test-fixtures.h"
#include "wadi-test-gui.h"

#include <X11/XKBlib.h>
#include <X11/extensions/XTest.h>
#include <gdk/x11/gdkx.h>

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

static char *test_home;

static void
remove_test_home (void)
{
  wadi_test_remove_dir (test_home);
  g_clear_pointer (&test_home, g_free);
}

gboolean
wadi_test_gui_init (int    *argc,
                    char ***argv)
{
  g_autofree char *data_home = NULL;
  g_autofree char *state_home = NULL;

  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      /* tools/run-tests runs this suite under xvfb-run */
      g_print ("1..0 # SKIP no display\n");
      return FALSE;
    }

  /* The recent files list, the board library and the drafts of this test
   * program only, set before GLib reads the variables: not the user's,
   * and no draft an aborted run left offers recovery to the next (an
   * aborted run leaves its folder in the temporary folder). */
  test_home = g_dir_make_tmp ("wadi-test-XXXXXX", NULL);
  g_assert_nonnull (test_home);
  atexit (remove_test_home);
  data_home = g_build_filename (test_home, "data", NULL);
  state_home = g_build_filename (test_home, "state", NULL);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  g_setenv ("XDG_STATE_HOME", state_home, TRUE);

  g_log_set_writer_func (strict_writer, NULL, NULL);
  g_test_init (argc, argv, NULL);
  gtk_init ();
  adw_init ();
  return TRUE;
}

gboolean
wadi_test_has_action (GtkWidget  *widget,
                      const char *action)
{
  GType               owner;
  const char         *name;
  const GVariantType *parameter_type;
  const char         *property;

  /* (GTK 4.8 fills every out argument: none may be NULL) */
  for (guint i = 0;
       gtk_widget_class_query_action (GTK_WIDGET_GET_CLASS (widget), i, &owner, &name, &parameter_type, &property);
       i++)
    if (g_strcmp0 (name, action) == 0)
      return TRUE;
  return FALSE;
}

gboolean
wadi_test_action_enabled (GtkWidget  *widget,
                          const char *action)
{
  /* GTK has no getter for a class action's enabled state: a button bound
   * to it takes the state, as the header bar's buttons do. */
  GtkWidget *button = gtk_button_new ();
  gboolean   enabled;

  g_assert_true (wadi_test_has_action (widget, action));
  g_object_ref_sink (button);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_widget_set_parent (button, widget);
  enabled = gtk_widget_get_sensitive (button);
  gtk_widget_unparent (button);
  g_object_unref (button);
  return enabled;
}

static gboolean
count_tick (GtkWidget     *widget,
            GdkFrameClock *clock,
            gpointer       data)
{
  (*(guint *) data)++;
  return G_SOURCE_CONTINUE;
}

void
wadi_test_wait_frames (GtkWidget *widget)
{
  guint  ticks = 0;
  guint  id = gtk_widget_add_tick_callback (widget, count_tick, &ticks, NULL);
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  while (ticks < 3 && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  gtk_widget_remove_tick_callback (widget, id);
  g_assert_cmpuint (ticks, >=, 3);
}

void
wadi_test_wait_until_drawn (WadiWindow *window)
{
  WadiViewport *viewport = wadi_canvas_get_viewport (wadi_window_get_canvas (window));
  gint64        deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  while ((wadi_viewport_get_width (viewport) <= 0 || !gtk_widget_get_mapped (GTK_WIDGET (window)))
         && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpint (wadi_viewport_get_width (viewport), >, 0);
  wadi_test_wait_frames (GTK_WIDGET (window));
  /* the map's tiles come from threads, a frame or two later */
  while (!wadi_canvas_is_drawn (wadi_window_get_canvas (window)) && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
}

static gboolean
on_timeout (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

void
wadi_test_wait_for (const gboolean *flag)
{
  gboolean timed_out = FALSE;
  guint    id = g_timeout_add_seconds (10, on_timeout, &timed_out);

  while (!*flag && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  if (!timed_out)
    g_source_remove (id);
  g_assert_true (*flag);
}

void
wadi_test_wait_saved (WadiWindow *window)
{
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  while (wadi_window_is_saving (window) && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (wadi_window_is_saving (window));
  wadi_test_flush ();
}

void
wadi_test_flush (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

void
wadi_test_run_for (gint64 usec)
{
  gint64 until = g_get_monotonic_time () + usec;

  while (g_get_monotonic_time () < until)
    g_main_context_iteration (NULL, FALSE);
}

GFile *
wadi_test_copy_example (const char *dir,
                        const char *name)
{
  g_autofree char *source = g_build_filename (g_getenv ("WADI_SOURCE_ROOT"), "data", "examples", name, NULL);
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autofree char *contents = NULL;
  gsize            length;
  g_autoptr(GError) error = NULL;

  g_file_get_contents (source, &contents, &length, &error);
  g_assert_no_error (error);
  g_file_set_contents (path, contents, (gssize) length, &error);
  g_assert_no_error (error);
  return g_file_new_for_path (path);
}

GFile *
wadi_test_write_big_map (const char *dir,
                         int         side)
{
  g_autofree char *path = g_build_filename (dir, "big.wadi", NULL);
  GFile           *file = g_file_new_for_path (path);
  g_autoptr(WadiScenario) scenario = wadi_scenario_new (WADI_RULESET_ASL);
  g_autoptr(GError) error = NULL;
  WadiBoard *board = wadi_board_new ("1", side, side, (WadiGridLayout) { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD },
                                     WADI_LABEL_NUMERIC, 1);

  for (int row = 0; row < side; row++)
    for (int col = 0; col < side; col++)
      {
        WadiHexCell cell = { 0 };

        cell.terrain = (guint8) ((col * 7 + row * 3) % WADI_TERRAIN_COUNT);
        cell.level = (gint8) ((row / 10) % 5);
        wadi_board_set_cell (board, (WadiHex) { col, row }, &cell);
      }
  wadi_scenario_add_board (scenario, board);
  g_assert_true (wadi_format_write_file (scenario, file, &error));
  g_assert_no_error (error);
  return file;
}

void
wadi_test_remove_dir (const char *dir)
{
  g_autoptr(GDir) handle = g_dir_open (dir, 0, NULL);
  const char *name;

  while (handle != NULL && (name = g_dir_read_name (handle)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      if (g_file_test (path, G_FILE_TEST_IS_DIR))
        wadi_test_remove_dir (path);
      else
        g_remove (path);
    }
  g_rmdir (dir);
}

GtkWidget *
wadi_test_find_widget (GtkWidget          *root,
                       WadiTestWidgetMatch match,
                       gconstpointer       data)
{
  if (match (root, data))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = wadi_test_find_widget (child, match, data);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
is_of_type (GtkWidget    *widget,
            gconstpointer data)
{
  return G_TYPE_CHECK_INSTANCE_TYPE (widget, GPOINTER_TO_SIZE (data));
}

static gboolean
is_mapped_of_type (GtkWidget    *widget,
                   gconstpointer data)
{
  return is_of_type (widget, data) && gtk_widget_get_mapped (widget);
}

GtkWidget *
wadi_test_find_widget_of_type (GtkWidget *root,
                               GType      type)
{
  return wadi_test_find_widget (root, is_of_type, GSIZE_TO_POINTER (type));
}

GtkWidget *
wadi_test_find_mapped_of_type (GtkWidget *root,
                               GType      type)
{
  return wadi_test_find_widget (root, is_mapped_of_type, GSIZE_TO_POINTER (type));
}

typedef struct
{
  GType       type;
  const char *text;
} Showing;

static gboolean
is_showing (GtkWidget    *widget,
            gconstpointer data)
{
  const Showing *showing = data;
  const char    *shown = GTK_IS_LABEL (widget)      ? gtk_label_get_text (GTK_LABEL (widget))
                         : GTK_IS_EDITABLE (widget) ? gtk_editable_get_text (GTK_EDITABLE (widget))
                                                    : NULL;

  return G_TYPE_CHECK_INSTANCE_TYPE (widget, showing->type) && g_strcmp0 (shown, showing->text) == 0;
}

GtkWidget *
wadi_test_find_widget_showing (GtkWidget  *root,
                               GType       type,
                               const char *text)
{
  Showing showing = { type, text };

  return wadi_test_find_widget (root, is_showing, &showing);
}

static gboolean
is_cut_label (GtkWidget    *widget,
              gconstpointer data)
{
  return GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget)
         && pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (widget)));
}

GtkWidget *
wadi_test_find_cut_label (GtkWidget *root)
{
  return wadi_test_find_widget (root, is_cut_label, NULL);
}

char *
wadi_test_popup_cut_text (GtkWidget *row)
{
  GtkWidget *root = GTK_WIDGET (gtk_widget_get_root (row));
  GtkWidget *cut;
  char      *text;

  g_assert_true (gtk_widget_activate (row));
  wadi_test_wait_frames (root);
  wadi_test_wait_frames (root);
  cut = wadi_test_find_cut_label (row);
  text = cut != NULL ? g_strdup (gtk_label_get_text (GTK_LABEL (cut))) : NULL;
  gtk_popover_popdown (GTK_POPOVER (wadi_test_find_widget_of_type (row, GTK_TYPE_POPOVER)));
  wadi_test_wait_frames (root);
  return text;
}

GtkWindow *
wadi_test_find_window (GType      type,
                       GtkWindow *parent)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  GtkWindow  *found = NULL;

  for (guint i = 0; found == NULL && i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (window, type) && gtk_widget_get_visible (GTK_WIDGET (window))
          && (parent == NULL || gtk_window_get_transient_for (window) == parent))
        found = window;
    }
  return found;
}

void
wadi_test_respond (AdwMessageDialog *dialog,
                   const char       *response)
{
  g_object_ref (dialog);
  adw_message_dialog_response (dialog, response);
  /* a button click closes the dialog after responding; do the same */
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_object_unref (dialog);
  wadi_test_flush ();
}

void
wadi_test_save_screenshot (WadiWindow *window,
                           const char *name)
{
  wadi_test_save_window_screenshot (GTK_WINDOW (window), name);
}

GdkTexture *
wadi_test_render_widget (GtkWidget *widget)
{
  int          width = gtk_widget_get_width (widget);
  int          height = gtk_widget_get_height (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  g_autoptr(GskRenderNode) node = NULL;

  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  return gsk_renderer_render_texture (gtk_native_get_renderer (gtk_widget_get_native (widget)), node,
                                      &GRAPHENE_RECT_INIT (0, 0, width, height));
}

void
wadi_test_save_window_screenshot (GtkWindow  *window,
                                  const char *name)
{
  /* A window paints nothing as a paintable of itself: take its content. */
  GtkWidget *widget = gtk_widget_get_first_child (GTK_WIDGET (window));
  int        width = gtk_widget_get_width (widget);
  int        height = gtk_widget_get_height (widget);
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
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (window)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("screenshot: %s", path);
}

void
wadi_test_look_at (WadiWindow *window,
                   const char *label,
                   double      zoom)
{
  const WadiScenario *scenario = wadi_document_get_scenario (wadi_window_get_document (window));
  WadiViewport       *viewport = wadi_canvas_get_viewport (wadi_window_get_canvas (window));
  WadiHex             hex;
  double              x, y;

  wadi_fixture_locate (scenario, label, &hex);
  wadi_hex_center (wadi_scenario_grid (scenario)->layout, hex, &x, &y);
  wadi_viewport_freeze (viewport);
  wadi_viewport_set_zoom (viewport, zoom);
  wadi_viewport_set_center (viewport, x, y);
  wadi_viewport_thaw (viewport);
  wadi_test_wait_until_drawn (window);
}

void
wadi_test_screen_point (WadiWindow *window,
                        const char *label,
                        double     *sx,
                        double     *sy)
{
  const WadiScenario *scenario = wadi_document_get_scenario (wadi_window_get_document (window));
  WadiCanvas         *canvas = wadi_window_get_canvas (window);
  WadiHex             hex;
  double              x, y;

  wadi_fixture_locate (scenario, label, &hex);
  wadi_hex_center (wadi_scenario_grid (scenario)->layout, hex, &x, &y);
  wadi_viewport_map_to_screen (wadi_canvas_get_viewport (canvas), x, y, sx, sy);
}

static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                gboolean              *pressed)
{
  *pressed = TRUE;
  return FALSE;
}

void
wadi_test_type_key (GtkWindow *window,
                    guint      keyval)
{
  GdkDisplay         *gdk_display = gtk_widget_get_display (GTK_WIDGET (window));
  Display            *display;
  GtkEventController *watch;
  KeyCode             keycode, shift;
  gboolean            shifted, pressed = FALSE;
  int                 first_event, first_error, major, minor;

  g_assert_true (GDK_IS_X11_DISPLAY (gdk_display));
  display = gdk_x11_display_get_xdisplay (gdk_display);
  g_assert_true (XTestQueryExtension (display, &first_event, &first_error, &major, &minor));
  keycode = XKeysymToKeycode (display, keyval);
  g_assert_cmpuint (keycode, !=, 0);
  shifted = XkbKeycodeToKeysym (display, keycode, 0, 0) != keyval;
  shift = XKeysymToKeycode (display, XK_Shift_L);

  /* the window sees the key first (capture); it may be gone when the key
   * is let go (Escape closing a dialog) */
  watch = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (watch, GTK_PHASE_CAPTURE);
  g_signal_connect (watch, "key-pressed", G_CALLBACK (on_key_pressed), &pressed);
  g_object_add_weak_pointer (G_OBJECT (watch), (gpointer *) &watch);
  gtk_widget_add_controller (GTK_WIDGET (window), watch);

  /* no window manager under Xvfb: the window takes the keys itself */
  XSetInputFocus (display, gdk_x11_surface_get_xid (gtk_native_get_surface (GTK_NATIVE (window))),
                  RevertToParent, CurrentTime);
  if (shifted)
    XTestFakeKeyEvent (display, shift, True, CurrentTime);
  XTestFakeKeyEvent (display, keycode, True, CurrentTime);
  XTestFakeKeyEvent (display, keycode, False, CurrentTime);
  if (shifted)
    XTestFakeKeyEvent (display, shift, False, CurrentTime);
  XSync (display, False);

  wadi_test_wait_for (&pressed);
  if (watch != NULL)
    {
      g_object_remove_weak_pointer (G_OBJECT (watch), (gpointer *) &watch);
      gtk_widget_remove_controller (GTK_WIDGET (window), watch);
    }
  /* the release is in Xlib's queue already (XSync) */
  wadi_test_flush ();
}
