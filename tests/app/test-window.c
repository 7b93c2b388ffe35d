/* test-window.c: the editor's window on the ASL example, under a display
 *
 * Runs in the 'gui' suite (tools/run-tests wraps it in xvfb-run).  Paints
 * through the canvas's gesture handlers, undoes, saves and loads back, and
 * writes screenshots of the window at two zooms to the build folder.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <gtk/gtk.h>
#include <unistd.h>

#include "wadi-board-dialog.h"
#include "wadi-board-library.h"
#include "wadi-format.h"
#include "wadi-new-dialog.h"
#include "wadi-overlay-dialog.h"
#include "wadi-palette.h"
#include "wadi-test-fixtures.h"
#include "wadi-drafts.h"
#include "wadi-test-gui.h"
#include "wadi-window-private.h"

typedef struct
{
  char       *dir;
  GFile      *example;
  WadiWindow *window;
} Fixture;

static void
fixture_setup (Fixture      *fixture,
               gconstpointer data)
{
  g_autoptr(GError) error = NULL;

  fixture->dir = g_dir_make_tmp ("wadi-window-XXXXXX", &error);
  g_assert_no_error (error);
  fixture->example = wadi_test_copy_example (fixture->dir, "asl-f5-b20.wadi");
  fixture->window = wadi_window_new (NULL);
  g_object_ref_sink (fixture->window);
  g_assert_true (wadi_window_load_file (fixture->window, fixture->example, &error));
  g_assert_no_error (error);
  gtk_window_set_default_size (GTK_WINDOW (fixture->window), 1280, 800);
  gtk_window_present (GTK_WINDOW (fixture->window));
  wadi_test_wait_until_drawn (fixture->window);
}

static void
fixture_teardown (Fixture      *fixture,
                  gconstpointer data)
{
  /* discard: the test decides what is saved; a test may have closed it */
  if (wadi_window_get_document (fixture->window) != NULL)
    wadi_document_mark_saved (wadi_window_get_document (fixture->window));
  gtk_window_destroy (GTK_WINDOW (fixture->window));
  g_object_unref (fixture->window);
  g_object_unref (fixture->example);
  wadi_test_remove_dir (fixture->dir);
  g_free (fixture->dir);
}

static const WadiHexCell *
cell_at (Fixture    *fixture,
         const char *label)
{
  const WadiScenario *scenario = wadi_document_get_scenario (wadi_window_get_document (fixture->window));
  WadiHex             hex;

  wadi_fixture_locate (scenario, label, &hex);
  return wadi_board_cell (wadi_scenario_grid (scenario), hex);
}

/* Paints woods from first to last through the canvas's gesture handlers. */
static void
paint_woods (Fixture           *fixture,
             const char *const *labels)
{
  WadiCanvas *canvas = wadi_window_get_canvas (fixture->window);
  double      x, y;

  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.tool", "s", "terrain");
  g_assert_cmpint (wadi_tool_get_kind (wadi_canvas_get_tool (canvas)), ==, WADI_TOOL_TERRAIN);
  wadi_tool_get_settings (wadi_canvas_get_tool (canvas))->terrain = WADI_TERRAIN_WOODS;

  wadi_test_screen_point (fixture->window, labels[0], &x, &y);
  wadi_canvas_pointer_press (canvas, x, y, GDK_BUTTON_PRIMARY, 0);
  for (guint i = 1; labels[i] != NULL; i++)
    {
      wadi_test_screen_point (fixture->window, labels[i], &x, &y);
      wadi_canvas_pointer_motion (canvas, x, y, 0);
    }
  wadi_canvas_pointer_release (canvas, x, y, 0);
}

static void
test_window_opens_example (Fixture      *fixture,
                           gconstpointer data)
{
  const char *title = gtk_window_get_title (GTK_WINDOW (fixture->window));
  WadiCanvas *canvas = wadi_window_get_canvas (fixture->window);

  g_assert_nonnull (strstr (title, "asl-f5-b20.wadi"));
  g_assert_null (strstr (title, "•"));
  g_assert_true (wadi_canvas_get_document (canvas) == wadi_window_get_document (fixture->window));
  /* the keys reach the map first */
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (fixture->window)) == GTK_WIDGET (canvas));
  g_assert_cmpuint (wadi_map_board_count (wadi_document_get_scenario (wadi_window_get_document (fixture->window))->map), ==, 3);
  /* the first fit shows the whole map */
  g_assert_cmpfloat (wadi_viewport_get_zoom (wadi_canvas_get_viewport (canvas)), >, 4.0);
  g_assert_false (wadi_test_action_enabled (GTK_WIDGET (fixture->window), "win.undo"));
}

static void
test_window_paint_and_undo (Fixture      *fixture,
                            gconstpointer data)
{
  static const char *const stroke[] = { "25K4", "25L4", "25M4", "25N4", "25O4", NULL };
  g_autoptr(WadiScenario) before = wadi_scenario_copy (wadi_document_get_scenario (wadi_window_get_document (fixture->window)));

  wadi_test_look_at (fixture->window, "25M4", 40.0);
  paint_woods (fixture, stroke);
  for (guint i = 0; stroke[i] != NULL; i++)
    g_assert_cmpuint (cell_at (fixture, stroke[i])->terrain, ==, WADI_TERRAIN_WOODS);
  g_assert_nonnull (strstr (gtk_window_get_title (GTK_WINDOW (fixture->window)), "•"));
  g_assert_true (wadi_test_action_enabled (GTK_WIDGET (fixture->window), "win.undo"));

  /* the whole stroke is one undo step */
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.undo", NULL);
  g_assert_true (wadi_scenario_equal (wadi_document_get_scenario (wadi_window_get_document (fixture->window)),
                                      before));
  g_assert_false (wadi_test_action_enabled (GTK_WIDGET (fixture->window), "win.undo"));
  g_assert_null (strstr (gtk_window_get_title (GTK_WINDOW (fixture->window)), "•"));

  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.redo", NULL);
  g_assert_cmpuint (cell_at (fixture, "25M4")->terrain, ==, WADI_TERRAIN_WOODS);
}

static void
test_window_save_loads_back_equal (Fixture      *fixture,
                                   gconstpointer data)
{
  static const char *const stroke[] = { "25C6", "25D6", "25E6", NULL };
  g_autofree char         *path = g_build_filename (fixture->dir, "saved.wadi", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(WadiScenario) loaded = NULL;
  g_autoptr(GError) error = NULL;

  wadi_test_look_at (fixture->window, "25D6", 40.0);
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
test_window_failed_save_keeps_changes (Fixture      *fixture,
                                       gconstpointer data)
{
  static const char *const stroke[] = { "25H3", "25I3", NULL };
  g_autofree char         *path = g_build_filename (fixture->dir, "no-such-folder", "x.wadi", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;

  wadi_test_look_at (fixture->window, "25H3", 40.0);
  paint_woods (fixture, stroke);
  g_assert_false (wadi_window_save_to (fixture->window, file, &error));
  g_assert_nonnull (error);
  g_assert_true (wadi_document_get_modified (wadi_window_get_document (fixture->window)));
  g_assert_true (g_file_equal (wadi_window_get_file (fixture->window), fixture->example));
  g_assert_cmpuint (cell_at (fixture, "25H3")->terrain, ==, WADI_TERRAIN_WOODS);
  g_assert_false (g_file_query_exists (file, NULL));
}

static void
test_window_screenshots (Fixture      *fixture,
                         gconstpointer data)
{
  WadiCanvas *canvas = wadi_window_get_canvas (fixture->window);

  wadi_canvas_zoom_fit (canvas);
  wadi_test_wait_until_drawn (fixture->window);
  wadi_test_save_screenshot (fixture->window, "wadi-window-fit.png");

  /* close in on the F5.3/F5.4 wadi with its cliffs, hover on O9 */
  wadi_test_look_at (fixture->window, "25O8", 72.0);
  {
    double x, y;

    wadi_test_screen_point (fixture->window, "25O9", &x, &y);
    wadi_canvas_pointer_motion (canvas, x, y, 0);
  }
  wadi_test_wait_until_drawn (fixture->window);
  g_assert_nonnull (strstr (wadi_canvas_get_status (canvas), "O9"));
  /* the status line's tooltip holds it whole, where the line ellipsizes */
  {
    GtkWidget *status = wadi_test_find_widget_showing (GTK_WIDGET (fixture->window), GTK_TYPE_LABEL,
                                                       wadi_canvas_get_status (canvas));

    g_assert_nonnull (status);
    g_assert_cmpstr (gtk_widget_get_tooltip_text (status), ==, wadi_canvas_get_status (canvas));
  }
  wadi_test_save_screenshot (fixture->window, "wadi-window-close.png");

  /* board 14: the gully with its Crest counters (B20.9x) */
  wadi_test_look_at (fixture->window, "14S4", 72.0);
  wadi_test_save_screenshot (fixture->window, "wadi-window-board14.png");
}

/* Closing, reverting and saving */

/* Closed: gone from the toplevels (the fixture's reference keeps the
 * object itself alive, so ::destroy does not come). */
static gboolean
is_closed (Fixture *fixture)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (window == GTK_WINDOW (fixture->window))
        return FALSE;
    }
  return !gtk_widget_get_visible (GTK_WIDGET (fixture->window));
}

static AdwMessageDialog *
message_dialog (Fixture *fixture)
{
  GtkWindow *dialog;

  wadi_test_flush ();
  dialog = wadi_test_find_window (ADW_TYPE_MESSAGE_DIALOG, GTK_WINDOW (fixture->window));
  g_assert_nonnull (dialog);
  return ADW_MESSAGE_DIALOG (dialog);
}

static gboolean
file_has_woods (GFile      *file,
                const char *label)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(WadiScenario) scenario = wadi_format_read_file (file, &error);
  WadiHex hex;

  g_assert_no_error (error);
  wadi_fixture_locate (scenario, label, &hex);
  return wadi_board_cell (wadi_scenario_grid (scenario), hex)->terrain == WADI_TERRAIN_WOODS;
}

static GBytes *
file_bytes (GFile *file)
{
  g_autoptr(GError) error = NULL;
  GBytes *bytes = g_file_load_bytes (file, NULL, NULL, &error);

  g_assert_no_error (error);
  return bytes;
}

static void
test_window_close_cancel (Fixture      *fixture,
                          gconstpointer data)
{
  static const char *const stroke[] = { "25F5", NULL };
  AdwMessageDialog        *dialog;

  wadi_test_look_at (fixture->window, "25F5", 40.0);
  paint_woods (fixture, stroke);
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.close", NULL);
  dialog = message_dialog (fixture);
  g_assert_nonnull (strstr (adw_message_dialog_get_heading (dialog), "asl-f5-b20.wadi"));
  g_assert_true (adw_message_dialog_has_response (dialog, "save"));
  g_assert_true (adw_message_dialog_has_response (dialog, "discard"));
  g_assert_cmpstr (adw_message_dialog_get_close_response (dialog), ==, "cancel");
  wadi_test_respond (dialog, "cancel");

  g_assert_false (is_closed (fixture));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (fixture->window)));
  g_assert_true (wadi_document_get_modified (wadi_window_get_document (fixture->window)));
  g_assert_cmpuint (cell_at (fixture, "25F5")->terrain, ==, WADI_TERRAIN_WOODS);
  g_assert_false (file_has_woods (fixture->example, "25F5"));
}

/* Closing the window with a stroke still held (Ctrl+Enter and the arrow
 * keys) ends the stroke first and asks about it: the stroke's edit was
 * still open, the document looked unmodified, and the window closed
 * without asking, the stroke lost (a review). */
static void
test_window_close_mid_stroke_asks (Fixture      *fixture,
                                   gconstpointer data)
{
  WadiCanvas *canvas = wadi_window_get_canvas (fixture->window);
  WadiHex     hex;

  wadi_test_look_at (fixture->window, "25F5", 40.0);
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.tool", "s", "terrain");
  wadi_tool_get_settings (wadi_canvas_get_tool (canvas))->terrain = WADI_TERRAIN_WOODS;
  wadi_fixture_locate (wadi_document_get_scenario (wadi_window_get_document (fixture->window)), "25F5", &hex);
  wadi_canvas_set_key_cursor (canvas, hex);
  g_assert_true (wadi_canvas_key_press (canvas, GDK_KEY_Return, GDK_CONTROL_MASK));
  g_assert_true (wadi_canvas_key_press (canvas, GDK_KEY_Down, 0));
  g_assert_cmpuint (cell_at (fixture, "25F5")->terrain, ==, WADI_TERRAIN_WOODS);
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.close", NULL);
  wadi_test_respond (message_dialog (fixture), "cancel");
  g_assert_false (is_closed (fixture));
  g_assert_false (wadi_tool_in_stroke (wadi_canvas_get_tool (canvas)));
  g_assert_true (wadi_document_get_modified (wadi_window_get_document (fixture->window)));
  g_assert_cmpuint (cell_at (fixture, "25F5")->terrain, ==, WADI_TERRAIN_WOODS);
  g_assert_cmpuint (cell_at (fixture, "25F6")->terrain, ==, WADI_TERRAIN_WOODS);
}

/* Save asks before it replaces a read-only file or one with other names
 * (issue #12), and Cancel leaves the file and the document as they were. */
static void
test_window_save_asks_before_replacing (Fixture      *fixture,
                                        gconstpointer data)
{
  static const char *const first[] = { "25F5", NULL };
  static const char *const second[] = { "25H5", NULL };
  g_autofree char         *path = g_file_get_path (fixture->example);
  g_autofree char         *other_path = g_build_filename (fixture->dir, "other-name.wadi", NULL);
  g_autoptr(GFile) other = g_file_new_for_path (other_path);
  AdwMessageDialog *dialog;

  wadi_test_look_at (fixture->window, "25F5", 40.0);
  paint_woods (fixture, first);
  g_assert_cmpint (g_chmod (path, 0444), ==, 0);
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.save", NULL);
  dialog = message_dialog (fixture);
  g_assert_nonnull (strstr (adw_message_dialog_get_heading (dialog), "Read-Only"));
  g_assert_cmpstr (adw_message_dialog_get_close_response (dialog), ==, "cancel");
  wadi_test_respond (dialog, "cancel");
  g_assert_true (wadi_document_get_modified (wadi_window_get_document (fixture->window)));
  g_assert_false (file_has_woods (fixture->example, "25F5"));

  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.save", NULL);
  wadi_test_respond (message_dialog (fixture), "replace");
  wadi_test_wait_saved (fixture->window);
  g_assert_false (wadi_document_get_modified (wadi_window_get_document (fixture->window)));
  g_assert_true (file_has_woods (fixture->example, "25F5"));

  /* a second name: it keeps the scenario it had */
  g_assert_cmpint (g_chmod (path, 0644), ==, 0);
  g_assert_cmpint (link (path, other_path), ==, 0);
  paint_woods (fixture, second);
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.save", NULL);
  dialog = message_dialog (fixture);
  g_assert_nonnull (strstr (adw_message_dialog_get_heading (dialog), "Other Names"));
  wadi_test_respond (dialog, "replace");
  wadi_test_wait_saved (fixture->window);
  g_assert_true (file_has_woods (fixture->example, "25H5"));
  g_assert_true (file_has_woods (other, "25F5"));
  g_assert_false (file_has_woods (other, "25H5"));
  g_assert_cmpint (g_unlink (other_path), ==, 0);
}

static void
test_window_close_discard (Fixture      *fixture,
                           gconstpointer data)
{
  static const char *const stroke[] = { "25F5", NULL };
  g_autoptr(GBytes) before = file_bytes (fixture->example);
  g_autoptr(GBytes) after = NULL;

  wadi_test_look_at (fixture->window, "25F5", 40.0);
  paint_woods (fixture, stroke);
  gtk_window_close (GTK_WINDOW (fixture->window));
  g_assert_false (is_closed (fixture));
  wadi_test_respond (message_dialog (fixture), "discard");

  g_assert_true (is_closed (fixture));
  after = file_bytes (fixture->example);
  g_assert_true (g_bytes_equal (before, after));
}

static void
test_window_close_save (Fixture      *fixture,
                        gconstpointer data)
{
  static const char *const stroke[] = { "25F5", "25G5", NULL };

  wadi_test_look_at (fixture->window, "25F5", 40.0);
  paint_woods (fixture, stroke);
  gtk_window_close (GTK_WINDOW (fixture->window));
  wadi_test_respond (message_dialog (fixture), "save");
  wadi_test_wait_saved (fixture->window);

  g_assert_true (is_closed (fixture));
  g_assert_true (file_has_woods (fixture->example, "25F5"));
  g_assert_true (file_has_woods (fixture->example, "25G5"));
}

static void
test_window_close_unmodified_asks_nothing (Fixture      *fixture,
                                           gconstpointer data)
{

  gtk_window_close (GTK_WINDOW (fixture->window));
  wadi_test_flush ();
  g_assert_true (is_closed (fixture));
  g_assert_null (wadi_test_find_window (ADW_TYPE_MESSAGE_DIALOG, GTK_WINDOW (fixture->window)));
}

static void
test_window_revert (Fixture      *fixture,
                    gconstpointer data)
{
  static const char *const stroke[] = { "25J7", "25K7", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(WadiScenario) on_disk = wadi_format_read_file (fixture->example, &error);
  WadiDocument *edited;

  g_assert_no_error (error);
  g_assert_false (wadi_test_action_enabled (GTK_WIDGET (fixture->window), "win.revert"));
  wadi_test_look_at (fixture->window, "25J7", 40.0);
  paint_woods (fixture, stroke);
  g_assert_true (wadi_test_action_enabled (GTK_WIDGET (fixture->window), "win.revert"));

  /* Cancel keeps the changes */
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.revert", NULL);
  wadi_test_respond (message_dialog (fixture), "cancel");
  g_assert_cmpuint (cell_at (fixture, "25J7")->terrain, ==, WADI_TERRAIN_WOODS);
  g_assert_true (wadi_document_get_modified (wadi_window_get_document (fixture->window)));

  /* Revert reads the file again (in a thread) */
  edited = wadi_window_get_document (fixture->window);
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.revert", NULL);
  wadi_test_respond (message_dialog (fixture), "revert");
  while (wadi_window_is_loading (fixture->window))
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (wadi_window_get_document (fixture->window) != edited);
  g_assert_true (wadi_scenario_equal (wadi_document_get_scenario (wadi_window_get_document (fixture->window)),
                                      on_disk));
  g_assert_false (wadi_document_get_modified (wadi_window_get_document (fixture->window)));
  g_assert_false (wadi_test_action_enabled (GTK_WIDGET (fixture->window), "win.undo"));
  g_assert_false (wadi_test_action_enabled (GTK_WIDGET (fixture->window), "win.revert"));
  g_assert_true (g_file_equal (wadi_window_get_file (fixture->window), fixture->example));
  g_assert_null (strstr (gtk_window_get_title (GTK_WINDOW (fixture->window)), "•"));
  /* the canvas draws the new document */
  g_assert_true (wadi_canvas_get_document (wadi_window_get_canvas (fixture->window))
                 == wadi_window_get_document (fixture->window));
}

static void
test_window_save_as (Fixture      *fixture,
                     gconstpointer data)
{
  static const char *const stroke[] = { "25B2", NULL };
  g_autoptr(GBytes) before = file_bytes (fixture->example);
  g_autoptr(GBytes) after = NULL;
  g_autofree char *path = g_build_filename (fixture->dir, "copy.wadi", NULL);
  g_autoptr(GFile) copy = g_file_new_for_path (path);
  g_autoptr(GFile) folder = g_file_new_for_path (fixture->dir);
  g_autoptr(GError) error = NULL;
  g_autofree char *suggested = NULL;
  GtkWindow       *chooser;
  gint64           deadline;

  wadi_test_look_at (fixture->window, "25B2", 40.0);
  paint_woods (fixture, stroke);
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.save-as", NULL);
  wadi_test_flush ();
  /* without a portal the native chooser is GTK's own dialog */
  chooser = wadi_test_find_window (GTK_TYPE_FILE_CHOOSER_DIALOG, NULL);
  g_assert_nonnull (chooser);
  /* the name is the caller's to free */
  suggested = gtk_file_chooser_get_current_name (GTK_FILE_CHOOSER (chooser));
  g_assert_cmpstr (suggested, ==, "asl-f5-b20.wadi");
  g_assert_true (gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (chooser), folder, &error));
  g_assert_no_error (error);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), "copy.wadi");
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_ACCEPT);

  deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  while (!g_file_equal (wadi_window_get_file (fixture->window), copy) && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (g_file_equal (wadi_window_get_file (fixture->window), copy));
  g_assert_true (file_has_woods (copy, "25B2"));
  g_assert_false (wadi_document_get_modified (wadi_window_get_document (fixture->window)));
  g_assert_nonnull (strstr (gtk_window_get_title (GTK_WINDOW (fixture->window)), "copy.wadi"));
  g_assert_null (strstr (gtk_window_get_title (GTK_WINDOW (fixture->window)), "•"));
  /* the file it came from is as it was */
  after = file_bytes (fixture->example);
  g_assert_true (g_bytes_equal (before, after));
}

/* Save As with the name typed to chooser: answered with GTK's own
 * dialog (no portal under the tests). */
static void
save_as_named (Fixture    *fixture,
               const char *name)
{
  g_autoptr(GFile) folder = g_file_new_for_path (fixture->dir);
  g_autoptr(GError) error = NULL;
  GtkWindow *chooser;
  gint64     deadline;

  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.save-as", NULL);
  wadi_test_flush ();
  chooser = wadi_test_find_window (GTK_TYPE_FILE_CHOOSER_DIALOG, NULL);
  g_assert_nonnull (chooser);
  g_assert_true (gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (chooser), folder, &error));
  g_assert_no_error (error);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_ACCEPT);
  /* the window hears the answer once the chooser is gone; a name that is
   * there already, the chooser asks about first: "Replace" */
  deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  while (wadi_test_find_window (GTK_TYPE_FILE_CHOOSER_DIALOG, NULL) != NULL && g_get_monotonic_time () < deadline)
    {
      GtkWindow *replace = wadi_test_find_window (GTK_TYPE_MESSAGE_DIALOG, chooser);

      if (replace != NULL)
        gtk_dialog_response (GTK_DIALOG (replace), GTK_RESPONSE_ACCEPT);
      g_main_context_iteration (NULL, TRUE);
    }
  wadi_test_flush ();
}

/* A name typed without an extension is saved as NAME.wadi (a try-out's
 * "crossing" was written as "crossing", which wadi-cli then looked for as
 * crossing.wadi in vain); an existing NAME.wadi, which the chooser did
 * not ask about, is replaced only when the user says so.  A name with
 * an extension is kept as typed. */
static void
test_window_save_adds_extension (Fixture      *fixture,
                                 gconstpointer data)
{
  static const char *const stroke[] = { "25C3", NULL };
  g_autofree char         *plain_path = g_build_filename (fixture->dir, "crossing", NULL);
  g_autofree char         *named_path = g_build_filename (fixture->dir, "crossing.wadi", NULL);
  g_autofree char         *taken_path = g_build_filename (fixture->dir, "taken.wadi", NULL);
  g_autofree char         *kept_path = g_build_filename (fixture->dir, "crossing.xml", NULL);
  g_autoptr(GFile) named = g_file_new_for_path (named_path);
  g_autoptr(GFile) taken = g_file_new_for_path (taken_path);
  g_autoptr(GFile) kept = g_file_new_for_path (kept_path);
  g_autoptr(GError) error = NULL;
  AdwMessageDialog *dialog;

  wadi_test_look_at (fixture->window, "25C3", 40.0);
  paint_woods (fixture, stroke);
  save_as_named (fixture, "crossing");
  wadi_test_wait_saved (fixture->window);
  g_assert_true (g_file_equal (wadi_window_get_file (fixture->window), named));
  g_assert_true (file_has_woods (named, "25C3"));
  g_assert_false (g_file_test (plain_path, G_FILE_TEST_EXISTS));

  /* taken.wadi is there already: asked, and kept on Cancel */
  g_file_set_contents (taken_path, "someone else's", -1, &error);
  g_assert_no_error (error);
  save_as_named (fixture, "taken");
  dialog = message_dialog (fixture);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Replace “taken.wadi”?");
  g_assert_cmpstr (adw_message_dialog_get_close_response (dialog), ==, "cancel");
  wadi_test_respond (dialog, "cancel");
  g_assert_true (g_file_equal (wadi_window_get_file (fixture->window), named));
  {
    g_autofree char *contents = NULL;

    g_assert_true (g_file_get_contents (taken_path, &contents, NULL, NULL));
    g_assert_cmpstr (contents, ==, "someone else's");
  }
  save_as_named (fixture, "taken");
  wadi_test_respond (message_dialog (fixture), "replace");
  wadi_test_wait_saved (fixture->window);
  g_assert_true (g_file_equal (wadi_window_get_file (fixture->window), taken));
  g_assert_true (file_has_woods (taken, "25C3"));

  /* an extension of the user's own is theirs */
  save_as_named (fixture, "crossing.xml");
  wadi_test_wait_saved (fixture->window);
  g_assert_true (g_file_equal (wadi_window_get_file (fixture->window), kept));
  g_assert_true (file_has_woods (kept, "25C3"));

  /* a dot in a title or a version is no extension (a review's "St. Vith"
   * and "v1.2" were saved as typed) */
  for (const char *const *typed = (const char *const[]) { "St. Vith", "v1.2", NULL }; *typed != NULL; typed++)
    {
      g_autofree char *wadi_name = g_strconcat (*typed, ".wadi", NULL);
      g_autofree char *wadi_path = g_build_filename (fixture->dir, wadi_name, NULL);
      g_autoptr(GFile) wadi_file = g_file_new_for_path (wadi_path);

      save_as_named (fixture, *typed);
      wadi_test_wait_saved (fixture->window);
      g_assert_true (g_file_equal (wadi_window_get_file (fixture->window), wadi_file));
    }

  /* a file there already, which the chooser asked to replace, is the
   * one written, not NAME.wadi beside it (a review's: the window's own
   * file "plain", saved as "plain.wadi") */
  g_file_set_contents (plain_path, "an old file", -1, &error);
  g_assert_no_error (error);
  {
    g_autoptr(GFile) plain = g_file_new_for_path (plain_path);

    save_as_named (fixture, "crossing");
    wadi_test_wait_saved (fixture->window);
    g_assert_true (g_file_equal (wadi_window_get_file (fixture->window), plain));
    g_assert_true (file_has_woods (plain, "25C3"));
    /* and once it is the window's own, Save As keeps it too */
    save_as_named (fixture, "crossing");
    wadi_test_wait_saved (fixture->window);
    g_assert_true (g_file_equal (wadi_window_get_file (fixture->window), plain));
  }
}

static void
test_window_failed_save_reports (Fixture      *fixture,
                                 gconstpointer data)
{
  static const char *const stroke[] = { "25H3", "25I3", NULL };
  g_autofree char         *moved = g_strconcat (fixture->dir, ".moved", NULL);
  g_autofree char         *moved_file = g_build_filename (moved, "asl-f5-b20.wadi", NULL);
  g_autoptr(GFile) original = g_file_new_for_path (moved_file);
  g_autoptr(GBytes) before = file_bytes (fixture->example);
  g_autoptr(GBytes) after = NULL;
  g_autoptr(GError) error = NULL;
  AdwMessageDialog *dialog;

  wadi_test_look_at (fixture->window, "25H3", 40.0);
  paint_woods (fixture, stroke);

  /* the folder is gone and a plain file has its name: no write can
   * succeed there, not even as root */
  g_assert_cmpint (g_rename (fixture->dir, moved), ==, 0);
  g_file_set_contents (fixture->dir, "not a folder", -1, &error);
  g_assert_no_error (error);

  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.save", NULL);
  wadi_test_wait_saved (fixture->window);
  dialog = message_dialog (fixture);
  g_assert_nonnull (strstr (adw_message_dialog_get_heading (dialog), "Could Not Save"));
  g_assert_cmpstr (adw_message_dialog_get_body (dialog), !=, "");
  /* a screen reader hears "Close", not GTK 4.8's "_Close Close" */
  {
    GtkWidget *close = wadi_test_find_widget_showing (GTK_WIDGET (dialog), GTK_TYPE_LABEL, "Close");

    g_assert_nonnull (close);
    close = gtk_widget_get_ancestor (close, GTK_TYPE_BUTTON);
    gtk_test_accessible_assert_property (GTK_ACCESSIBLE (close), GTK_ACCESSIBLE_PROPERTY_LABEL, "Close");
  }
  wadi_test_respond (dialog, "close");

  /* nothing is lost: the document is still dirty and holds the stroke */
  g_assert_true (wadi_document_get_modified (wadi_window_get_document (fixture->window)));
  g_assert_nonnull (strstr (gtk_window_get_title (GTK_WINDOW (fixture->window)), "•"));
  g_assert_true (g_file_equal (wadi_window_get_file (fixture->window), fixture->example));
  g_assert_cmpuint (cell_at (fixture, "25H3")->terrain, ==, WADI_TERRAIN_WOODS);
  g_assert_true (wadi_test_action_enabled (GTK_WIDGET (fixture->window), "win.undo"));
  after = file_bytes (original);
  g_assert_true (g_bytes_equal (before, after));

  /* once the folder is back, Save works */
  g_assert_cmpint (g_remove (fixture->dir), ==, 0);
  g_assert_cmpint (g_rename (moved, fixture->dir), ==, 0);
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.save", NULL);
  wadi_test_wait_saved (fixture->window);
  g_assert_false (wadi_document_get_modified (wadi_window_get_document (fixture->window)));
  g_assert_true (file_has_woods (fixture->example, "25I3"));
}

/* The menu button that shows the menu data. */
static gboolean
is_menu_button_of (GtkWidget    *widget,
                   gconstpointer data)
{
  return GTK_IS_MENU_BUTTON (widget) && (gconstpointer) gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (widget)) == data;
}

/* The New Scenario dialog */

static WadiWindow *
other_window (Fixture *fixture)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (WADI_IS_WINDOW (window) && window != GTK_WINDOW (fixture->window))
        return WADI_WINDOW (window);
    }
  return NULL;
}

static GObject *
dialog_child (GtkWindow  *dialog,
              const char *name)
{
  GObject *child = gtk_widget_get_template_child (GTK_WIDGET (dialog), WADI_TYPE_NEW_DIALOG, name);

  g_assert_nonnull (child);
  return child;
}

static void
test_window_new_scenario (Fixture      *fixture,
                          gconstpointer data)
{
  GtkWindow          *dialog;
  WadiWindow         *created;
  const WadiScenario *scenario;
  const WadiBoard    *board;
  g_autofree char    *label = NULL;

  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.new", NULL);
  wadi_test_flush ();
  dialog = wadi_test_find_window (WADI_TYPE_NEW_DIALOG, GTK_WINDOW (fixture->window));
  g_assert_nonnull (dialog);
  g_assert_true (gtk_window_get_modal (dialog));

  /* ASL maps start from a geomorphic board; Tide of Iron from a board of a size */
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (dialog_child (dialog, "kind_row"))), ==, 0);
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (dialog_child (dialog, "grid_group"))));
  adw_combo_row_set_selected (ADW_COMBO_ROW (dialog_child (dialog, "ruleset_row")), WADI_RULESET_TOI);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (dialog_child (dialog, "kind_row"))), ==, 1);
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (dialog_child (dialog, "grid_group"))));
  gtk_editable_set_text (GTK_EDITABLE (dialog_child (dialog, "board_id_row")), " 7 ");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (dialog_child (dialog, "cols_spin")), 12);
  adw_combo_row_set_selected (ADW_COMBO_ROW (dialog_child (dialog, "orientation_row")), 1);
  adw_combo_row_set_selected (ADW_COMBO_ROW (dialog_child (dialog, "labels_row")), 1);
  /* the rows typed, and Enter there: the number kept, and the scenario
   * made, as Enter in the title makes it (a keyboard try-out's Enter in
   * a number did nothing) */
  {
    GtkWidget *rows_text
        = GTK_WIDGET (gtk_editable_get_delegate (GTK_EDITABLE (dialog_child (dialog, "rows_spin"))));

    gtk_editable_set_text (GTK_EDITABLE (rows_text), "9");
    g_assert_true (GTK_IS_TEXT (rows_text));
    g_signal_emit_by_name (rows_text, "activate");
  }
  /* a button activated clicks a quarter of a second later, pressed */
  wadi_test_run_for (G_USEC_PER_SEC / 2);
  wadi_test_flush ();
  g_assert_null (wadi_test_find_window (WADI_TYPE_NEW_DIALOG, NULL));

  /* the window has a file, so the new scenario gets a window of its own */
  created = other_window (fixture);
  g_assert_nonnull (created);
  g_assert_nonnull (wadi_window_get_file (fixture->window));
  g_assert_null (wadi_window_get_file (created));
  /* the keyboard on its map, not on the New button; again when the new
   * scenario replaces one in the same window (a blank one) */
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (created)) == GTK_WIDGET (wadi_window_get_canvas (created)));
  scenario = wadi_document_get_scenario (wadi_window_get_document (created));
  g_assert_cmpint (scenario->ruleset, ==, WADI_RULESET_TOI);
  g_assert_cmpuint (wadi_map_board_count (scenario->map), ==, 1);
  board = wadi_scenario_grid (scenario);
  g_assert_cmpstr (board->id, ==, "7");
  g_assert_cmpint (board->cols, ==, 12);
  g_assert_cmpint (board->rows, ==, 9);
  g_assert_cmpint (board->layout.orientation, ==, WADI_GRID_POINTY_TOP);
  g_assert_cmpint (board->labels.kind, ==, WADI_LABEL_NUMERIC);
  label = wadi_board_hex_label (board, (WadiHex) { 0, 0 });
  g_assert_cmpstr (label, ==, "0101");
  g_assert_false (wadi_document_get_modified (wadi_window_get_document (created)));
  g_assert_nonnull (strstr (gtk_window_get_title (GTK_WINDOW (created)), "Untitled"));
  g_assert_true (wadi_window_is_disposable (created));
  g_assert_true (gtk_widget_grab_focus (wadi_test_find_widget (GTK_WIDGET (created), is_menu_button_of,
                                                               G_MENU_MODEL (created->board_menu))));
  gtk_widget_activate_action (GTK_WIDGET (created), "win.new", NULL);
  wadi_test_flush ();
  g_signal_emit_by_name (dialog_child (wadi_test_find_window (WADI_TYPE_NEW_DIALOG, GTK_WINDOW (created)),
                                       "create_button"),
                         "clicked");
  wadi_test_flush ();
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (created)) == GTK_WIDGET (wadi_window_get_canvas (created)));
  gtk_window_destroy (GTK_WINDOW (created));

  /* Cancel (Escape) makes nothing */
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.new", NULL);
  wadi_test_flush ();
  dialog = wadi_test_find_window (WADI_TYPE_NEW_DIALOG, GTK_WINDOW (fixture->window));
  g_assert_nonnull (dialog);
  gtk_widget_activate_action (GTK_WIDGET (dialog), "window.close", NULL);
  wadi_test_flush ();
  g_assert_null (wadi_test_find_window (WADI_TYPE_NEW_DIALOG, NULL));
  g_assert_null (other_window (fixture));
}

static void
assert_file_name (const char *title,
                  const char *expected)
{
  g_autofree char *name = _wadi_window_file_name_for_title (title);

  g_assert_cmpstr (name, ==, expected);
}

/* The title given in New Scenario shows in the header, with the file's
 * name under it, and names the file Save offers; Scenario Properties'
 * title does the same. */
static void
test_window_new_scenario_title (Fixture      *fixture,
                                gconstpointer data)
{
  GtkWindow       *dialog;
  GtkWindow       *chooser;
  WadiWindow      *created;
  g_autofree char *suggested = NULL;
  g_autofree char *path = g_build_filename (fixture->dir, "named.wadi", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autofree char *long_title = g_strnfill (300, 'x');
  g_autofree char *long_name = _wadi_window_file_name_for_title (long_title);

  /* the file name for a title */
  assert_file_name ("Hill 112: Attack / Counter-attack", "Hill 112 Attack Counter-attack.wadi");
  assert_file_name ("  ..Über\tden <Fluss>?  ", "Über den Fluss.wadi");
  assert_file_name ("\u012f\u013a", "\u012f\u013a.wadi");
  assert_file_name ("/:*", "Untitled.wadi");
  assert_file_name ("", "Untitled.wadi");
  g_assert_cmpuint (strlen (long_name), <=, 210);
  g_assert_true (g_str_has_suffix (long_name, ".wadi"));

  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.new", NULL);
  wadi_test_flush ();
  dialog = wadi_test_find_window (WADI_TYPE_NEW_DIALOG, GTK_WINDOW (fixture->window));
  g_assert_nonnull (dialog);
  gtk_editable_set_text (GTK_EDITABLE (dialog_child (dialog, "title_row")), "Hill 112: Attack / Counter-attack");
  g_signal_emit_by_name (dialog_child (dialog, "create_button"), "clicked");
  wadi_test_flush ();
  created = other_window (fixture);
  g_assert_nonnull (created);
  g_assert_cmpstr (adw_window_title_get_title (created->window_title), ==, "Hill 112: Attack / Counter-attack");
  g_assert_cmpstr (adw_window_title_get_subtitle (created->window_title), ==, "Not saved yet");
  g_assert_nonnull (strstr (gtk_window_get_title (GTK_WINDOW (created)), "Hill 112: Attack / Counter-attack"));

  /* Save offers the title as the file's name */
  gtk_widget_activate_action (GTK_WIDGET (created), "win.save", NULL);
  wadi_test_flush ();
  chooser = wadi_test_find_window (GTK_TYPE_FILE_CHOOSER_DIALOG, NULL);
  g_assert_nonnull (chooser);
  suggested = gtk_file_chooser_get_current_name (GTK_FILE_CHOOSER (chooser));
  g_assert_cmpstr (suggested, ==, "Hill 112 Attack Counter-attack.wadi");
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_CANCEL);
  wadi_test_flush ();

  /* Scenario Properties' title shows at once; saved, the file's name is
   * under it */
  wadi_document_set_metadata (wadi_window_get_document (created), "Second Attack", "", "");
  g_assert_cmpstr (adw_window_title_get_title (created->window_title), ==, "• Second Attack");
  /* its draft, should Wadi be killed, is offered back by that title (it
   * was "Untitled Scenario") */
  {
    g_autofree char *draft = NULL;
    g_autoptr(GKeyFile) keys = g_key_file_new ();
    g_autofree char *title = NULL;
    gint64           until = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

    guint written = created->drafts_written;

    _wadi_window_autosave_now (created);
    g_assert_nonnull (created->draft_id);
    draft = g_strconcat (wadi_drafts_get_dir (wadi_drafts_get_default ()), "/", created->draft_id, ".draft", NULL);
    /* until the write is done and said so, not only begun to show */
    while (created->drafts_written == written && g_get_monotonic_time () < until)
      g_main_context_iteration (NULL, FALSE);
    g_assert_true (g_key_file_load_from_file (keys, draft, G_KEY_FILE_NONE, NULL));
    title = g_key_file_get_string (keys, "Draft", "title", NULL);
    g_assert_cmpstr (title, ==, "Second Attack");
  }
  g_assert_true (wadi_window_save_to (created, file, &error));
  /* saved, the draft goes: none is left for the next editor's recovery
   * (the end-to-end tests start one) */
  g_assert_null (created->draft_id);
  g_assert_no_error (error);
  g_assert_cmpstr (adw_window_title_get_title (created->window_title), ==, "Second Attack");
  g_assert_cmpstr (adw_window_title_get_subtitle (created->window_title), ==, "named.wadi");
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (created)), ==, "Second Attack (named.wadi) — Wadi");

  gtk_window_destroy (GTK_WINDOW (created));
}

/* New Scenario's "create": the handler takes the scenario. */
static void
on_new_scenario_created (WadiNewDialog *dialog,
                         WadiScenario  *scenario,
                         gboolean      *created)
{
  wadi_scenario_free (scenario);
  *created = TRUE;
}

static void
test_window_new_scenario_labels (Fixture      *fixture,
                                 gconstpointer data)
{
  static const struct
  {
    guint       labels;
    int         first_row;
    guint       stagger;
    const char *first;
    const char *next; /* the label of hex (1, 0): the next column */
  } cases[] = {
    { 0, 1, 0, "A1", "B1" },
    { 0, 0, 0, "A0", "B0" },
    { 1, 1, 0, "0101", "0201" },
    { 0, 12, 1, "A12", "B12" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      WadiNewDialog *dialog = wadi_new_dialog_new (GTK_WINDOW (fixture->window), NULL);
      g_autoptr(WadiScenario) scenario = NULL;
      g_autofree char *label = NULL;
      const WadiBoard *board;

      g_object_ref_sink (dialog);
      /* the first-row choice stays for boards of a size */
      adw_combo_row_set_selected (ADW_COMBO_ROW (dialog_child (GTK_WINDOW (dialog), "kind_row")), 1);
      adw_combo_row_set_selected (ADW_COMBO_ROW (dialog_child (GTK_WINDOW (dialog), "labels_row")),
                                  cases[i].labels);
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (dialog_child (GTK_WINDOW (dialog), "first_row_spin")),
                                 cases[i].first_row);
      adw_combo_row_set_selected (ADW_COMBO_ROW (dialog_child (GTK_WINDOW (dialog), "stagger_row")),
                                  cases[i].stagger);
      gtk_editable_set_text (GTK_EDITABLE (dialog_child (GTK_WINDOW (dialog), "title_row")), " Hill 112 ");
      gtk_editable_set_text (GTK_EDITABLE (dialog_child (GTK_WINDOW (dialog), "board_id_row")), "");
      scenario = wadi_new_dialog_build_scenario (dialog);
      board = wadi_scenario_grid (scenario);
      label = wadi_board_hex_label (board, (WadiHex) { 0, 0 });
      g_assert_cmpstr (label, ==, cases[i].first);
      g_free (label);
      label = wadi_board_hex_label (board, (WadiHex) { 1, 0 });
      g_assert_cmpstr (label, ==, cases[i].next);
      g_assert_cmpint (board->layout.stagger, ==, cases[i].stagger == 1 ? WADI_STAGGER_EVEN : WADI_STAGGER_ODD);
      g_assert_cmpstr (scenario->title, ==, "Hill 112");
      /* the size's defaults: 33 x 10, flat-top, named 1 */
      g_assert_cmpint (scenario->ruleset, ==, WADI_RULESET_ASL);
      g_assert_cmpstr (board->id, ==, "1");
      g_assert_cmpint (board->cols, ==, 33);
      g_assert_cmpint (board->rows, ==, 10);
      g_assert_cmpint (board->layout.orientation, ==, WADI_GRID_FLAT_TOP);
      gtk_window_destroy (GTK_WINDOW (dialog));
      g_object_unref (dialog);
    }

  /* the defaults: an ASL map of one geomorphic board, 1, A0..GG10 */
  {
    WadiNewDialog *dialog = wadi_new_dialog_new (GTK_WINDOW (fixture->window), NULL);
    g_autoptr(WadiScenario) scenario = NULL;
    g_autoptr(WadiBoard) geomorphic = wadi_board_new_geomorphic ("1");

    g_object_ref_sink (dialog);
    scenario = wadi_new_dialog_build_scenario (dialog);
    g_assert_cmpint (scenario->ruleset, ==, WADI_RULESET_ASL);
    g_assert_cmpuint (wadi_map_board_count (scenario->map), ==, 1);
    g_assert_true (wadi_board_equal (wadi_scenario_grid (scenario), geomorphic));
    /* the greyed grid rows show that board's own, its first row 0 (they
     * showed 1, a designer noticed) */
    g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (dialog_child (GTK_WINDOW (dialog), "grid_group"))));
    g_assert_cmpint (gtk_spin_button_get_value_as_int (
                         GTK_SPIN_BUTTON (dialog_child (GTK_WINDOW (dialog), "first_row_spin"))),
                     ==, geomorphic->labels.first_row);
    g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (dialog_child (GTK_WINDOW (dialog), "cols_spin"))),
                     ==, geomorphic->cols);
    /* on screen, its choices whole beside their explanations ("ASL
     * geomorphic board" was cut short; test-translations does the same
     * in German and French) */
    gtk_window_present (GTK_WINDOW (dialog));
    wadi_test_wait_frames (GTK_WIDGET (dialog));
    wadi_test_wait_frames (GTK_WIDGET (dialog));
    if (wadi_test_find_cut_label (GTK_WIDGET (dialog)) != NULL)
      g_error ("New Scenario cuts “%s” short", gtk_label_get_text (GTK_LABEL (wadi_test_find_cut_label (GTK_WIDGET (dialog)))));
    /* Return on a choice opens its list, as Space does; it made the
     * scenario (Create is the default) while a keyboard user chose */
    {
      gboolean created = FALSE;

      GtkWidget *row = GTK_WIDGET (dialog_child (GTK_WINDOW (dialog), "kind_row"));
      g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (row);
      gboolean   return_opens = FALSE;
      GtkWidget *popover;

      /* the row takes Return itself, before the window's default... */
      for (guint c = 0; c < g_list_model_get_n_items (controllers); c++)
        {
          g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, c);

          for (guint k = 0; GTK_IS_SHORTCUT_CONTROLLER (controller) && k < g_list_model_get_n_items (G_LIST_MODEL (controller)); k++)
            {
              g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), k);
              GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);
              GtkShortcutAction  *action = gtk_shortcut_get_action (shortcut);

              if (GTK_IS_KEYVAL_TRIGGER (trigger) && gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == GDK_KEY_Return
                  && GTK_IS_SIGNAL_ACTION (action)
                  && g_strcmp0 (gtk_signal_action_get_signal_name (GTK_SIGNAL_ACTION (action)), "activate") == 0)
                return_opens = TRUE;
            }
        }
      g_assert_true (return_opens);
      /* ... and activated opens its list, not the scenario */
      g_signal_connect (dialog, "create", G_CALLBACK (on_new_scenario_created), &created);
      gtk_widget_activate (row);
      wadi_test_wait_frames (GTK_WIDGET (dialog));
      g_assert_false (created);
      popover = wadi_test_find_mapped_of_type (row, GTK_TYPE_POPOVER);
      g_assert_nonnull (popover);
      /* closed, or its grab keeps the keys from the next test's window */
      gtk_popover_popdown (GTK_POPOVER (popover));
      wadi_test_wait_frames (GTK_WIDGET (dialog));
    }
    gtk_window_destroy (GTK_WINDOW (dialog));
    g_object_unref (dialog);
  }
}

/* Placing an overlay from a file */

/* A .wadi file whose only board, id, is the overlay: a column of hexes of
 * the given terrain. */
static GFile *
write_overlay_file (Fixture    *fixture,
                    const char *name,
                    const char *id,
                    WadiTerrain terrain)
{
  g_autofree char *path = g_build_filename (fixture->dir, name, NULL);
  GFile           *file = g_file_new_for_path (path);
  g_autoptr(WadiScenario) scenario = wadi_scenario_new (WADI_RULESET_ASL);
  WadiBoard  *board = wadi_board_new (id, 1, 3, (WadiGridLayout) { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD },
                                      WADI_LABEL_ASL, 1);
  WadiHexCell cell = { 0 };
  g_autoptr(GError) error = NULL;

  cell.terrain = terrain;
  wadi_board_set_default (board, &cell);
  wadi_scenario_add_board (scenario, board);
  g_assert_true (wadi_format_write_file (scenario, file, &error));
  g_assert_no_error (error);
  return file;
}

/* The overlay dialog's turn: the spin button that goes to 300. */
static gboolean
is_turn_spin (GtkWidget    *widget,
              gconstpointer data)
{
  return GTK_IS_SPIN_BUTTON (widget)
         && gtk_adjustment_get_upper (gtk_spin_button_get_adjustment (GTK_SPIN_BUTTON (widget))) == 300.0;
}

/* Runs the main loop until the dialog read its file. */
static void
wait_overlay_read (WadiOverlayDialog *dialog)
{
  while (wadi_overlay_dialog_is_reading (dialog))
    g_main_context_iteration (NULL, TRUE);
}

/* Runs the main loop until a closed dialog, watched by a weak pointer,
 * is gone: the read it began held it until its end. */
static void
wait_finalized (GObject **object)
{
  while (*object != NULL)
    g_main_context_iteration (NULL, TRUE);
}

static void
test_window_place_overlay (Fixture      *fixture,
                           gconstpointer data)
{
  g_autoptr(GFile) source = write_overlay_file (fixture, "w9.wadi", "W9", WADI_TERRAIN_BRUSH);
  g_autoptr(GFile) other = write_overlay_file (fixture, "w9-grain.wadi", "W9", WADI_TERRAIN_GRAIN);
  g_autofree char *bad_path = g_build_filename (fixture->dir, "not-a-scenario.wadi", NULL);
  g_autoptr(GFile) bad = g_file_new_for_path (bad_path);
  WadiCanvas         *canvas = wadi_window_get_canvas (fixture->window);
  WadiTool           *tool = wadi_canvas_get_tool (canvas);
  const WadiScenario *scenario = wadi_document_get_scenario (wadi_window_get_document (fixture->window));
  GObject            *palette = gtk_widget_get_template_child (GTK_WIDGET (fixture->window), WADI_TYPE_WINDOW, "palette");
  g_autoptr(GError) error = NULL;
  g_autoptr(WadiBoard) composed = NULL;
  g_autoptr(GArray) cover = NULL;
  const WadiOverlayPlacement *placement;
  WadiOverlayDialog          *dialog;
  GtkSpinButton              *spin;
  WadiHex                     anchor;
  double                      x, y;

  g_assert_true (wadi_test_action_enabled (GTK_WIDGET (fixture->window), "win.place-overlay"));
  g_assert_cmpuint (scenario->placements->len, ==, 0);

  /* a file that is no scenario is refused: the dialog names it */
  g_file_set_contents (bad_path, "<nothing/>", -1, &error);
  g_assert_no_error (error);
  dialog = _wadi_window_place_overlay_from (fixture->window, bad);
  wait_overlay_read (dialog);
  g_assert_nonnull (wadi_overlay_dialog_get_error (dialog));
  g_assert_nonnull (strstr (wadi_overlay_dialog_get_error (dialog), "not-a-scenario.wadi"));
  g_assert_null (wadi_overlay_dialog_get_fragment (dialog));
  g_assert_false (adw_message_dialog_get_response_enabled (ADW_MESSAGE_DIALOG (dialog), "place"));
  wadi_test_respond (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_assert_cmpint (wadi_tool_get_kind (tool), !=, WADI_TOOL_OVERLAY);

  /* the dialog is shown at once, reading; the id comes from the file's
   * board once the main loop took it in */
  dialog = _wadi_window_place_overlay_from (fixture->window, source);
  g_assert_nonnull (dialog);
  g_assert_true (wadi_overlay_dialog_is_reading (dialog));
  g_assert_null (wadi_overlay_dialog_get_fragment (dialog));
  g_assert_false (adw_message_dialog_get_response_enabled (ADW_MESSAGE_DIALOG (dialog), "place"));
  g_assert_nonnull (strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), "Opening “w9.wadi”"));
  wait_overlay_read (dialog);
  g_assert_null (wadi_overlay_dialog_get_error (dialog));
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == GTK_WINDOW (fixture->window));
  g_assert_cmpstr (wadi_overlay_dialog_get_overlay_id (dialog), ==, "W9");
  g_assert_cmpint (wadi_overlay_dialog_get_fragment (dialog)->rows, ==, 3);
  g_assert_true (adw_message_dialog_get_response_enabled (ADW_MESSAGE_DIALOG (dialog), "place"));
  wadi_overlay_dialog_set_overlay_id (dialog, "  ");
  g_assert_false (adw_message_dialog_get_response_enabled (ADW_MESSAGE_DIALOG (dialog), "place"));
  wadi_overlay_dialog_set_overlay_id (dialog, "W9");
  wadi_test_respond (ADW_MESSAGE_DIALOG (dialog), "place");

  /* the overlay tool has it; the status and the palette say how it is turned */
  g_assert_cmpint (wadi_tool_get_kind (tool), ==, WADI_TOOL_OVERLAY);
  g_assert_cmpstr (wadi_tool_get_settings (tool)->overlay_id, ==, "W9");
  g_assert_nonnull (strstr (wadi_canvas_get_status (canvas), "Placing W9, turned 0°"));
  spin = GTK_SPIN_BUTTON (wadi_test_find_widget (GTK_WIDGET (palette), is_turn_spin, NULL));
  g_assert_nonnull (spin);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (spin), ==, 0);
  wadi_test_look_at (fixture->window, "25P4", 40.0);
  wadi_test_screen_point (fixture->window, "25P4", &x, &y);
  wadi_canvas_pointer_motion (canvas, x, y, 0);
  g_assert_cmpuint (wadi_tool_get_preview (tool)->len, ==, 3);
  wadi_test_type_key (GTK_WINDOW (fixture->window), GDK_KEY_r);
  g_assert_cmpuint (wadi_tool_get_settings (tool)->overlay_orientation, ==, 1);
  g_assert_nonnull (strstr (wadi_canvas_get_status (canvas), "turned 60°"));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (spin), ==, 60);
  /* the spin button turns it too */
  gtk_spin_button_set_value (spin, 180);
  g_assert_cmpuint (wadi_tool_get_settings (tool)->overlay_orientation, ==, 3);
  wadi_test_wait_frames (GTK_WIDGET (fixture->window));

  /* a click on the anchor hex places it: one undoable edit */
  wadi_canvas_pointer_press (canvas, x, y, GDK_BUTTON_PRIMARY, 0);
  wadi_canvas_pointer_release (canvas, x, y, 0);
  g_assert_cmpuint (scenario->placements->len, ==, 1);
  g_assert_cmpuint (scenario->overlays->len, ==, 1);
  placement = &g_array_index (scenario->placements, WadiOverlayPlacement, 0);
  wadi_fixture_locate (scenario, "25P4", &anchor);
  g_assert_true (wadi_hex_equal (placement->anchor, anchor));
  g_assert_cmpuint (placement->orientation, ==, 3);
  g_assert_nonnull (strstr (gtk_window_get_title (GTK_WINDOW (fixture->window)), "•"));
  /* the status line describes the hex as drawn: the overlay's */
  g_assert_nonnull (strstr (wadi_canvas_get_status (canvas), wadi_terrain_display_name (WADI_TERRAIN_BRUSH)));
  composed = wadi_scenario_compose_map (scenario);
  cover = wadi_overlay_covered_hexes (wadi_scenario_grid (scenario),
                                      ((WadiOverlay *) g_ptr_array_index (scenario->overlays, 0))->fragment,
                                      anchor, 3);
  g_assert_cmpuint (cover->len, ==, 3);
  for (guint i = 0; i < cover->len; i++)
    g_assert_cmpuint (wadi_board_cell (composed, g_array_index (cover, WadiHex, i))->terrain, ==, WADI_TERRAIN_BRUSH);
  wadi_test_wait_frames (GTK_WIDGET (fixture->window));
  wadi_test_save_screenshot (fixture->window, "wadi-window-overlay.png");

  /* another file with the same id but other hexes must be named apart */
  dialog = _wadi_window_place_overlay_from (fixture->window, other);
  g_assert_nonnull (dialog);
  wait_overlay_read (dialog);
  g_assert_cmpstr (wadi_overlay_dialog_get_overlay_id (dialog), ==, "W9-2");
  wadi_overlay_dialog_set_overlay_id (dialog, "W9");
  g_assert_false (adw_message_dialog_get_response_enabled (ADW_MESSAGE_DIALOG (dialog), "place"));
  wadi_test_respond (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_assert_cmpstr (wadi_tool_get_settings (tool)->overlay_id, ==, "W9");

  /* undo takes the placement away, and it is saved as the format says */
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.undo", NULL);
  g_assert_cmpuint (scenario->placements->len, ==, 0);
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.redo", NULL);
  g_assert_cmpuint (scenario->placements->len, ==, 1);
  g_assert_true (wadi_window_save_to (fixture->window, fixture->example, &error));
  g_assert_no_error (error);
  {
    g_autoptr(WadiScenario) loaded = wadi_format_read_file (fixture->example, &error);

    g_assert_no_error (error);
    g_assert_true (wadi_scenario_equal (loaded, scenario));
  }
}

/* win.tool and win.show-labels keep their state in the window's
 * properties: the state follows the canvas, an unknown tool changes
 * nothing.  (test-e2e-paint presses the tool keys.) */
static void
test_window_stateful_actions (Fixture      *fixture,
                              gconstpointer data)
{
  WadiCanvas      *canvas = wadi_window_get_canvas (fixture->window);
  g_autofree char *tool = NULL;
  gboolean         labels;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.tool", "s", "fill"));
  g_object_get (fixture->window, "tool", &tool, NULL);
  g_assert_cmpstr (tool, ==, "fill");
  g_assert_cmpint (wadi_tool_get_kind (wadi_canvas_get_tool (canvas)), ==, WADI_TOOL_FILL);
  g_clear_pointer (&tool, g_free);

  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.tool", "s", "no-such-tool");
  g_object_get (fixture->window, "tool", &tool, NULL);
  g_assert_cmpstr (tool, ==, "fill");
  g_assert_cmpint (wadi_tool_get_kind (wadi_canvas_get_tool (canvas)), ==, WADI_TOOL_FILL);

  g_assert_true (wadi_canvas_get_show_labels (canvas));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.show-labels", NULL));
  g_assert_false (wadi_canvas_get_show_labels (canvas));
  /* the labels changed elsewhere (the settings): the action's state follows */
  wadi_canvas_set_show_labels (canvas, TRUE);
  g_object_get (fixture->window, "show-labels", &labels, NULL);
  g_assert_true (labels);
}

/* Whether the shortcuts window lists keyval with mods, or a key it draws
 * the same (the keypad's + as +: GtkShortcutLabel shows a key's
 * character, and listing both would show it twice), or the main key of a
 * keypad key. */
static gboolean
help_lists (GtkBuilder     *help,
            guint           keyval,
            GdkModifierType mods)
{
  g_autoptr(GSList) objects = gtk_builder_get_objects (help);
  /* a keypad key (KP_Delete) is listed as its main one (Delete): GTK
   * writes the keypad's name raw */
  const char *name = gdk_keyval_name (keyval);
  guint       main_keyval = name != NULL && g_str_has_prefix (name, "KP_") ? gdk_keyval_from_name (name + 3) : keyval;

  for (GSList *l = objects; l != NULL; l = l->next)
    {
      g_autofree char *accelerator = NULL;
      g_auto(GStrv) accels = NULL;

      if (!GTK_IS_SHORTCUTS_SHORTCUT (l->data))
        continue;
      g_object_get (l->data, "accelerator", &accelerator, NULL);
      if (accelerator == NULL)
        continue;
      accels = g_strsplit (accelerator, " ", -1);
      for (guint i = 0; accels[i] != NULL; i++)
        {
          guint           listed_keyval;
          GdkModifierType listed_mods;

          if (gtk_accelerator_parse (accels[i], &listed_keyval, &listed_mods) && listed_mods == mods
              && (listed_keyval == keyval || listed_keyval == main_keyval
                  || (gdk_keyval_to_unicode (keyval) != 0
                      && gdk_keyval_to_unicode (listed_keyval) == gdk_keyval_to_unicode (keyval))))
            return TRUE;
        }
    }
  return FALSE;
}

/* Every key bound to a win. action is in the shortcuts window, which
 * lists them itself (ui/wadi-shortcuts-window.ui). */
static void
test_window_shortcuts_listed (Fixture      *fixture,
                              gconstpointer data)
{
  g_autoptr(GtkBuilder) help = gtk_builder_new_from_resource ("/io/github/wadieditor/Wadi/ui/wadi-shortcuts-window.ui");
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (fixture->window));
  guint bound = 0;

  /* it has a title: a screen reader read "GtkShortcutsWindow" */
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (gtk_builder_get_object (help, "help_overlay"))), ==,
                   "Keyboard Shortcuts");

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          GtkShortcutAction  *action = gtk_shortcut_get_action (shortcut);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);
          guint               keyval;
          GdkModifierType     mods;

          if (!GTK_IS_NAMED_ACTION (action) || !GTK_IS_KEYVAL_TRIGGER (trigger)
              || !g_str_has_prefix (gtk_named_action_get_action_name (GTK_NAMED_ACTION (action)), "win."))
            continue;
          keyval = gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger));
          mods = gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger));
          if (!help_lists (help, keyval, mods))
            g_error ("%s (%s) is not in the shortcuts window",
                     gtk_named_action_get_action_name (GTK_NAMED_ACTION (action)),
                     gtk_shortcut_trigger_to_string (trigger));
          bound++;
        }
    }
  /* the file, edit, zoom, diagnostics and tool keys */
  g_assert_cmpuint (bound, >=, 20);
  gtk_window_destroy (GTK_WINDOW (gtk_builder_get_object (help, "help_overlay")));
}

static double
canvas_zoom (Fixture *fixture)
{
  return wadi_viewport_get_zoom (wadi_canvas_get_viewport (wadi_window_get_canvas (fixture->window)));
}

static gboolean
is_primary_menu_button (GtkWidget    *widget,
                        gconstpointer data)
{
  return GTK_IS_MENU_BUTTON (widget) && gtk_menu_button_get_primary (GTK_MENU_BUTTON (widget));
}

/* Tab leaves a palette list at once, its choice as it was; the arrow
 * keys still move the choice.  GTK's list box took Tab for the next
 * row, choosing each row it passed (an accessibility try-out left the
 * terrain list with Rubble chosen, its last row). */
static void
test_window_tab_leaves_palette_list (Fixture      *fixture,
                                     gconstpointer data)
{
  GtkWindow     *window = GTK_WINDOW (fixture->window);
  GtkListBox    *list = GTK_LIST_BOX (gtk_widget_get_template_child (GTK_WIDGET (fixture->window->palette),
                                                                     WADI_TYPE_PALETTE, "terrain_list"));
  GtkListBoxRow *chosen;

  wadi_window_show_panel (fixture->window, "palette");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.tool", "s", "terrain");
  wadi_test_wait_frames (GTK_WIDGET (window));
  chosen = gtk_list_box_get_row_at_index (list, 1);
  gtk_list_box_select_row (list, chosen);
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (chosen)));
  wadi_test_wait_frames (GTK_WIDGET (window));

  wadi_test_type_key (window, GDK_KEY_Tab);
  g_assert_true (gtk_list_box_get_selected_row (list) == chosen);
  g_assert_false (gtk_widget_is_ancestor (gtk_window_get_focus (window), GTK_WIDGET (list)));

  /* back in (Shift+Tab), the choice is where the focus lands; Down moves
   * it */
  wadi_test_type_key (window, GDK_KEY_ISO_Left_Tab);
  g_assert_true (gtk_list_box_get_selected_row (list) == chosen);
  g_assert_true (gtk_window_get_focus (window) == GTK_WIDGET (chosen));
  wadi_test_type_key (window, GDK_KEY_Down);
  g_assert_true (gtk_list_box_get_selected_row (list) == gtk_list_box_get_row_at_index (list, 2));
}

/* The main menu's item labelled data (as shown, no mnemonic). */
static gboolean
is_menu_item (GtkWidget    *widget,
              gconstpointer data)
{
  g_autofree char *text = NULL;

  if (!g_str_equal (G_OBJECT_TYPE_NAME (widget), "GtkModelButton"))
    return FALSE;
  g_object_get (widget, "text", &text, NULL);
  return g_strcmp0 (text, data) == 0;
}

/* The main menu shows, beside Redo and the zooms, the keys the README and
 * the shortcuts window give first (a designer's try-out read Ctrl+Y and
 * the keypad's + there, where the README says Ctrl+Shift+Z and +). */
static void
test_window_menu_shows_keys (Fixture      *fixture,
                             gconstpointer data)
{
  static const struct
  {
    const char *item;
    const char *accel;
  } items[] = {
    { "Redo", "<Control><Shift>z" },
    { "Zoom In", "plus" },
    { "Zoom Out", "minus" },
  };
  GtkWidget *button = wadi_test_find_widget (GTK_WIDGET (fixture->window), is_primary_menu_button, NULL);

  /* narrow, so Redo folds into the menu */
  gtk_window_set_default_size (GTK_WINDOW (fixture->window), 360, 640);
  wadi_test_wait_frames (GTK_WIDGET (fixture->window));
  wadi_test_wait_frames (GTK_WIDGET (fixture->window));
  gtk_menu_button_popup (GTK_MENU_BUTTON (button));
  wadi_test_wait_frames (button);
  for (guint i = 0; i < G_N_ELEMENTS (items); i++)
    {
      GtkWidget       *item = wadi_test_find_widget (button, is_menu_item, items[i].item);
      g_autofree char *shown = NULL;
      guint            key, want_key;
      GdkModifierType  mods, want_mods;

      if (item == NULL)
        g_error ("no menu item %s", items[i].item);
      g_object_get (item, "accel", &shown, NULL);
      g_assert_nonnull (shown);
      g_assert_true (gtk_accelerator_parse (shown, &key, &mods));
      g_assert_true (gtk_accelerator_parse (items[i].accel, &want_key, &want_mods));
      if (key != want_key || mods != want_mods)
        g_error ("%s shows %s, not %s", items[i].item, shown, items[i].accel);
    }
  gtk_menu_button_popdown (GTK_MENU_BUTTON (button));
}

/* The tool and zoom keys work wherever the focus is in the window, here on
 * the Boards menu button (where closing its menu, or a dialog it opened,
 * leaves it), not only on the map. */
static void
test_window_keys_off_the_map (Fixture      *fixture,
                              gconstpointer data)
{
  WadiCanvas *canvas = wadi_window_get_canvas (fixture->window);
  GtkWindow  *window = GTK_WINDOW (fixture->window);
  GtkWidget  *boards = wadi_test_find_widget (GTK_WIDGET (window), is_menu_button_of, G_MENU_MODEL (fixture->window->board_menu));
  double      zoom;

  g_assert_nonnull (boards);
  gtk_menu_button_popup (GTK_MENU_BUTTON (boards));
  wadi_test_wait_frames (GTK_WIDGET (window));
  gtk_menu_button_popdown (GTK_MENU_BUTTON (boards));
  wadi_test_wait_frames (GTK_WIDGET (window));
  g_assert_true (gtk_widget_is_ancestor (gtk_window_get_focus (window), boards));

  /* over another panel, a tool's key shows the tool's choices */
  wadi_window_show_panel (fixture->window, "ssr");
  wadi_test_type_key (window, GDK_KEY_e);
  g_assert_cmpint (wadi_tool_get_kind (wadi_canvas_get_tool (canvas)), ==, WADI_TOOL_ELEVATION);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (fixture->window->side_stack), ==, "palette");
  wadi_window_show_panel (fixture->window, "diagnostics");
  wadi_test_type_key (window, GDK_KEY_h);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (fixture->window->side_stack), ==, "palette");
  /* a tool the window picks itself (Select All's area) leaves the panel
   * being read where it is */
  wadi_window_show_panel (fixture->window, "diagnostics");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.select-all", NULL);
  g_assert_cmpint (wadi_tool_get_kind (wadi_canvas_get_tool (canvas)), ==, WADI_TOOL_AREA);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (fixture->window->side_stack), ==, "diagnostics");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.select-none", NULL);
  wadi_test_type_key (window, GDK_KEY_h);
  g_assert_cmpint (wadi_tool_get_kind (wadi_canvas_get_tool (canvas)), ==, WADI_TOOL_HEXSIDE);
  zoom = canvas_zoom (fixture);
  wadi_test_type_key (window, GDK_KEY_plus);
  g_assert_cmpfloat (canvas_zoom (fixture), >, zoom);
  zoom = canvas_zoom (fixture);
  wadi_test_type_key (window, GDK_KEY_equal);
  g_assert_cmpfloat (canvas_zoom (fixture), >, zoom);
  zoom = canvas_zoom (fixture);
  wadi_test_type_key (window, GDK_KEY_minus);
  g_assert_cmpfloat (canvas_zoom (fixture), <, zoom);
  zoom = canvas_zoom (fixture);
  wadi_test_type_key (window, GDK_KEY_KP_Subtract);
  g_assert_cmpfloat (canvas_zoom (fixture), <, zoom);
  /* and the focus stays where it was */
  g_assert_true (gtk_widget_is_ancestor (gtk_window_get_focus (window), boards));
}

/* In a text field the keys type: the counter tool's side entry takes e, +
 * and r as text, not as the elevation tool, a zoom or a turn. */
static void
test_window_keys_type_into_entry (Fixture      *fixture,
                                  gconstpointer data)
{
  WadiCanvas *canvas = wadi_window_get_canvas (fixture->window);
  GtkWindow  *window = GTK_WINDOW (fixture->window);
  GtkWidget  *side;
  double      zoom = canvas_zoom (fixture);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.tool", "s", "counter");
  wadi_test_wait_frames (GTK_WIDGET (window));
  side = wadi_test_find_mapped_of_type (GTK_WIDGET (fixture->window->palette), GTK_TYPE_ENTRY);
  g_assert_nonnull (side);
  gtk_editable_set_text (GTK_EDITABLE (side), "");
  g_assert_true (gtk_widget_grab_focus (side));

  wadi_test_type_key (window, GDK_KEY_e);
  wadi_test_type_key (window, GDK_KEY_plus);
  wadi_test_type_key (window, GDK_KEY_minus);
  wadi_test_type_key (window, GDK_KEY_r);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (side)), ==, "e+-r");
  g_assert_cmpint (wadi_tool_get_kind (wadi_canvas_get_tool (canvas)), ==, WADI_TOOL_COUNTER);
  g_assert_cmpfloat (canvas_zoom (fixture), ==, zoom);
}

/* The map's boards: the board menu, Go to Board, the board library */

/* The map hex of a label ("25GG5"), on the window's scenario. */
static WadiHex
map_hex (Fixture    *fixture,
         const char *label)
{
  WadiHex hex;

  wadi_fixture_locate (wadi_document_get_scenario (wadi_window_get_document (fixture->window)), label, &hex);
  return hex;
}

static guint
board_count (Fixture *fixture)
{
  return wadi_map_board_count (wadi_document_get_scenario (wadi_window_get_document (fixture->window))->map);
}

static const WadiMapBoard *
map_board (Fixture *fixture,
           guint    index)
{
  return wadi_map_get_board (wadi_document_get_scenario (wadi_window_get_document (fixture->window))->map, index);
}

/* The window shows a new scenario: board 25 alone, a geomorphic board. */
static void
show_board_25 (Fixture *fixture)
{
  WadiScenario *scenario = wadi_scenario_new (WADI_RULESET_ASL);

  wadi_scenario_add_board (scenario, wadi_board_new_geomorphic ("25"));
  wadi_window_set_scenario (fixture->window, scenario, NULL);
  wadi_test_wait_until_drawn (fixture->window);
}

static WadiBoardDialog *
open_board_dialog (Fixture *fixture,
                   gboolean move)
{
  GtkWindow *dialog;

  gtk_widget_activate_action (GTK_WIDGET (fixture->window), move ? "win.move-board" : "win.add-board", NULL);
  wadi_test_flush ();
  dialog = wadi_test_find_window (WADI_TYPE_BOARD_DIALOG, GTK_WINDOW (fixture->window));
  g_assert_nonnull (dialog);
  g_assert_true (gtk_window_get_modal (dialog));
  return WADI_BOARD_DIALOG (dialog);
}

/* Applies the dialog; TRUE when it went (the board was laid out). */
static gboolean
apply_board_dialog (WadiBoardDialog *dialog)
{
  wadi_board_dialog_apply (dialog);
  wadi_test_flush ();
  return wadi_test_find_window (WADI_TYPE_BOARD_DIALOG, NULL) == NULL;
}

static void
close_board_dialog (WadiBoardDialog *dialog)
{
  gtk_widget_activate_action (GTK_WIDGET (dialog), "window.close", NULL);
  wadi_test_flush ();
  g_assert_null (wadi_test_find_window (WADI_TYPE_BOARD_DIALOG, NULL));
}

/* Add Board, Move Board, Turn Board and Remove Board: each one undoable
 * step; a place where the board would overlap another is refused, with
 * the reason shown, and changes nothing.  The joins are ASL's: a board
 * east of 25 shares its GG column (25GG5 is 14A5), one south of it its
 * B10 half hexes (25B10 is 14B0), and 14 turned east of 25 joins 25GG5 to
 * 14GG6. */
static void
test_window_board_actions (Fixture      *fixture,
                           gconstpointer data)
{
  GtkWidget       *window = GTK_WIDGET (fixture->window);
  WadiDocument    *document;
  WadiBoardDialog *dialog;
  g_autoptr(GError) error = NULL;
  const char *undo_label;
  GtkLabel   *error_label;
  WadiHexCell woods;

  show_board_25 (fixture);
  document = wadi_window_get_document (fixture->window);
  g_assert_true (wadi_test_action_enabled (window, "win.add-board"));
  g_assert_true (wadi_test_action_enabled (window, "win.move-board"));
  g_assert_true (wadi_test_action_enabled (window, "win.turn-board"));
  g_assert_true (wadi_test_action_enabled (window, "win.save-board-to-library"));
  /* a map keeps a board */
  g_assert_false (wadi_test_action_enabled (window, "win.remove-board"));

  /* Add: a blank geomorphic board, by default east of the map */
  dialog = open_board_dialog (fixture, FALSE);
  /* the keyboard starts on what to add (a screen-reader try-out's landed
   * on Cancel) */
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (dialog))
                 == GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (dialog), WADI_TYPE_BOARD_DIALOG,
                                                               "source_row")));
  g_assert_cmpint (wadi_board_dialog_get_source (dialog), ==, WADI_BOARD_SOURCE_GEOMORPHIC);
  g_assert_true (wadi_board_dialog_is_geomorphic (dialog));
  g_assert_true (wadi_hex_equal (wadi_board_dialog_get_origin (dialog), wadi_map_geomorphic_origin (1, 0)));
  wadi_board_dialog_set_board_id (dialog, "14");
  g_assert_true (gtk_widget_grab_focus (wadi_test_find_widget (window, is_menu_button_of,
                                                               G_MENU_MODEL (fixture->window->board_menu))));
  g_assert_true (apply_board_dialog (dialog));
  /* the keyboard is back on the map, not on the Boards menu */
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (window)) == GTK_WIDGET (wadi_window_get_canvas (fixture->window)));
  g_assert_cmpuint (board_count (fixture), ==, 2);
  g_assert_cmpstr (map_board (fixture, 1)->id, ==, "14");
  g_assert_true (wadi_hex_equal (map_hex (fixture, "25GG5"), map_hex (fixture, "14A5")));
  g_assert_cmpstr (wadi_document_undo_label (document), ==, "Add board 14");
  g_assert_true (wadi_test_action_enabled (window, "win.remove-board"));
  /* Go to Board follows, on the board added */
  g_assert_cmpuint (wadi_window_get_current_board (fixture->window), ==, 1);
  gtk_widget_activate_action (window, "win.undo", NULL);
  g_assert_cmpuint (board_count (fixture), ==, 1);
  g_assert_false (wadi_test_action_enabled (window, "win.remove-board"));
  gtk_widget_activate_action (window, "win.redo", NULL);
  g_assert_cmpuint (board_count (fixture), ==, 2);

  /* a board where 25 lies overlaps it: refused, the dialog says why */
  undo_label = wadi_document_undo_label (document);
  dialog = open_board_dialog (fixture, FALSE);
  wadi_board_dialog_set_board_id (dialog, "13");
  wadi_board_dialog_set_place (dialog, 0, 0);
  g_assert_false (apply_board_dialog (dialog));
  g_assert_nonnull (wadi_board_dialog_get_error (dialog));
  g_test_message ("refused: %s", wadi_board_dialog_get_error (dialog));
  /* the reason is long ("board 13 would overlap board 25: 13A1 lies on
   * 25A1, expected …"): shown in the dialog, wrapped, never cut off */
  error_label = GTK_LABEL (wadi_test_find_widget_showing (GTK_WIDGET (dialog), GTK_TYPE_LABEL, wadi_board_dialog_get_error (dialog)));
  g_assert_nonnull (error_label);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (error_label)));
  g_assert_true (gtk_label_get_wrap (error_label));
  g_assert_cmpint (gtk_label_get_ellipsize (error_label), ==, PANGO_ELLIPSIZE_NONE);
  g_assert_cmpuint (board_count (fixture), ==, 2);
  g_assert_cmpstr (wadi_document_undo_label (document), ==, undo_label);
  /* an id the map has already */
  wadi_board_dialog_set_board_id (dialog, "25");
  wadi_board_dialog_set_place (dialog, 0, 1);
  g_assert_false (apply_board_dialog (dialog));
  g_assert_cmpuint (board_count (fixture), ==, 2);
  /* closed without a board (Escape): the keyboard is back on the map too */
  g_assert_true (gtk_widget_grab_focus (
      wadi_test_find_widget (window, is_menu_button_of, G_MENU_MODEL (fixture->window->board_menu))));
  close_board_dialog (dialog);
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (window)) == GTK_WIDGET (wadi_window_get_canvas (fixture->window)));

  /* something on board 14, to see it move with the board */
  woods = *wadi_board_cell (wadi_scenario_grid (wadi_document_get_scenario (document)), map_hex (fixture, "14C3"));
  woods.terrain = WADI_TERRAIN_WOODS;
  g_assert_true (wadi_document_set_cell (document, map_hex (fixture, "14C3"), &woods));

  /* Move: 14 below 25, through the dialog, which starts where 14 lies */
  wadi_window_go_to_board (fixture->window, 1);
  dialog = open_board_dialog (fixture, TRUE);
  g_assert_true (wadi_board_dialog_is_move (dialog));
  /* the keyboard starts on where the board goes, not on Cancel */
  wadi_test_wait_frames (GTK_WIDGET (dialog));
  g_assert_true (gtk_widget_is_ancestor (gtk_window_get_focus (GTK_WINDOW (dialog)),
                                         GTK_WIDGET (gtk_widget_get_template_child (
                                             GTK_WIDGET (dialog), WADI_TYPE_BOARD_DIALOG, "x_spin"))));
  g_assert_cmpuint (wadi_board_dialog_get_index (dialog), ==, 1);
  g_assert_true (wadi_hex_equal (wadi_board_dialog_get_origin (dialog), map_board (fixture, 1)->origin));
  wadi_board_dialog_set_place (dialog, 0, 1);
  g_assert_true (apply_board_dialog (dialog));
  g_assert_true (wadi_hex_equal (map_hex (fixture, "25B10"), map_hex (fixture, "14B0")));
  g_assert_cmpint (cell_at (fixture, "14C3")->terrain, ==, WADI_TERRAIN_WOODS);
  g_assert_cmpstr (wadi_document_undo_label (document), ==, "Move board 14");
  gtk_widget_activate_action (window, "win.undo", NULL);
  g_assert_true (wadi_hex_equal (map_hex (fixture, "25GG5"), map_hex (fixture, "14A5")));
  g_assert_cmpint (cell_at (fixture, "14C3")->terrain, ==, WADI_TERRAIN_WOODS);

  /* Turn: an ASL board turns 180 degrees where it lies */
  gtk_widget_activate_action (window, "win.turn-board", NULL);
  g_assert_cmpuint (map_board (fixture, 1)->turn, ==, 3);
  g_assert_true (wadi_hex_equal (map_hex (fixture, "25GG5"), map_hex (fixture, "14GG6")));
  g_assert_cmpint (cell_at (fixture, "14C3")->terrain, ==, WADI_TERRAIN_WOODS);
  g_assert_cmpstr (wadi_document_undo_label (document), ==, "Turn board 14");
  gtk_widget_activate_action (window, "win.undo", NULL);
  g_assert_cmpuint (map_board (fixture, 1)->turn, ==, 0);
  g_assert_true (wadi_hex_equal (map_hex (fixture, "25GG5"), map_hex (fixture, "14A5")));
  /* 60 degrees is no turn for an ASL board: refused, the toast says why */
  undo_label = wadi_document_undo_label (document);
  g_clear_pointer (&fixture->window->last_toast, g_free);
  g_assert_false (wadi_window_place_board (fixture->window, 1, map_board (fixture, 1)->origin, 1, &error));
  g_assert_error (error, WADI_MAP_ERROR, WADI_MAP_ERROR_TURN);
  g_assert_cmpstr (fixture->window->last_toast, ==, error->message);
  g_clear_error (&error);
  g_assert_cmpuint (map_board (fixture, 1)->turn, ==, 0);
  g_assert_cmpstr (wadi_document_undo_label (document), ==, undo_label);
  /* moved onto 25: refused likewise */
  g_assert_false (wadi_window_place_board (fixture->window, 1, wadi_map_geomorphic_origin (0, 0), 0, &error));
  g_assert_error (error, WADI_MAP_ERROR, WADI_MAP_ERROR_OVERLAP);
  g_assert_cmpstr (fixture->window->last_toast, ==, error->message);
  g_clear_error (&error);

  /* Remove: 14 goes, and its terrain comes back with Undo */
  wadi_window_go_to_board (fixture->window, 1);
  gtk_widget_activate_action (window, "win.remove-board", NULL);
  g_assert_cmpuint (board_count (fixture), ==, 1);
  g_assert_cmpstr (wadi_document_undo_label (document), ==, "Remove board 14");
  g_assert_cmpuint (wadi_window_get_current_board (fixture->window), ==, 0);
  g_assert_false (wadi_test_action_enabled (window, "win.remove-board"));
  gtk_widget_activate_action (window, "win.undo", NULL);
  g_assert_cmpuint (board_count (fixture), ==, 2);
  g_assert_cmpint (cell_at (fixture, "14C3")->terrain, ==, WADI_TERRAIN_WOODS);
  wadi_test_wait_frames (window);
}

/* A blank board of a size is placed by hexes and turns in 60 degree steps. */
static void
test_window_board_of_a_size (Fixture      *fixture,
                             gconstpointer data)
{
  WadiScenario    *scenario = wadi_scenario_new (WADI_RULESET_TOI);
  WadiBoardDialog *dialog;
  const WadiBoard *grid;

  wadi_scenario_add_board (scenario, wadi_board_new ("dof", 10, 11, (WadiGridLayout) { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD },
                                                     WADI_LABEL_NUMERIC, 1));
  wadi_window_set_scenario (fixture->window, scenario, NULL);
  wadi_test_wait_until_drawn (fixture->window);

  dialog = open_board_dialog (fixture, FALSE);
  /* a map of boards of a size offers one of its first board's size */
  g_assert_cmpint (wadi_board_dialog_get_source (dialog), ==, WADI_BOARD_SOURCE_SIZE);
  g_assert_false (wadi_board_dialog_is_geomorphic (dialog));
  wadi_board_dialog_set_board_id (dialog, "2");
  wadi_board_dialog_set_size (dialog, 6, 4);
  wadi_board_dialog_set_place (dialog, 12, 0);
  g_assert_true (apply_board_dialog (dialog));
  g_assert_cmpuint (board_count (fixture), ==, 2);
  g_assert_cmpint (map_board (fixture, 1)->cols, ==, 6);
  g_assert_cmpint (map_board (fixture, 1)->rows, ==, 4);
  g_assert_cmpint (map_board (fixture, 1)->labels.kind, ==, WADI_LABEL_NUMERIC);
  g_assert_cmpint (map_board (fixture, 1)->origin.col, ==, 12);
  g_assert_cmpint (map_board (fixture, 1)->origin.row, ==, 0);
  grid = wadi_scenario_grid (wadi_document_get_scenario (wadi_window_get_document (fixture->window)));
  g_assert_cmpint (grid->cols, ==, 18);
  /* the gap between the boards is no hex of the map */
  g_assert_false (wadi_board_contains (grid, (WadiHex) { 10, 0 }));
  g_assert_false (wadi_board_contains (grid, (WadiHex) { 11, 0 }));
  g_assert_true (wadi_board_contains (grid, (WadiHex) { 12, 0 }));

  /* turned 60 degrees, as any board but an ASL one may be */
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.turn-board", NULL);
  g_assert_cmpuint (map_board (fixture, 1)->turn, ==, 1);
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.undo", NULL);
  g_assert_cmpuint (map_board (fixture, 1)->turn, ==, 0);
}

/* A board added west of the map moves the map's origin: the view stays
 * on the hex it showed. */
static void
test_window_board_added_west_keeps_view (Fixture      *fixture,
                                         gconstpointer data)
{
  WadiViewport    *viewport = wadi_canvas_get_viewport (wadi_window_get_canvas (fixture->window));
  const WadiBoard *grid;
  g_autoptr(GError) error = NULL;
  WadiHex hex;
  double  x, y;

  show_board_25 (fixture);
  wadi_test_look_at (fixture->window, "25E5", 40.0);
  /* (the document's step: the window's Add Board goes to the board added) */
  g_assert_true (wadi_document_add_board (wadi_window_get_document (fixture->window), wadi_board_new_geomorphic ("14"),
                                          wadi_map_geomorphic_origin (-1, 0), 0, &error));
  g_assert_no_error (error);
  /* 14 lies at the map's origin now, 25 east of it */
  g_assert_cmpint (map_board (fixture, 1)->origin.col, ==, 0);
  g_assert_cmpint (map_board (fixture, 0)->origin.col, ==, WADI_GEOMORPHIC_COLUMNS - 1);
  g_assert_true (wadi_hex_equal (map_hex (fixture, "14GG5"), map_hex (fixture, "25A5")));
  hex = map_hex (fixture, "25E5");
  grid = wadi_scenario_grid (wadi_document_get_scenario (wadi_window_get_document (fixture->window)));
  wadi_hex_center (grid->layout, hex, &x, &y);
  g_assert_cmpfloat_with_epsilon (wadi_viewport_get_center_x (viewport), x, 1e-6);
  g_assert_cmpfloat_with_epsilon (wadi_viewport_get_center_y (viewport), y, 1e-6);
  /* and back with Undo */
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.undo", NULL);
  grid = wadi_scenario_grid (wadi_document_get_scenario (wadi_window_get_document (fixture->window)));
  wadi_hex_center (grid->layout, map_hex (fixture, "25E5"), &x, &y);
  g_assert_cmpfloat_with_epsilon (wadi_viewport_get_center_x (viewport), x, 1e-6);
  g_assert_cmpfloat_with_epsilon (wadi_viewport_get_center_y (viewport), y, 1e-6);
}

/* A board added below the one shown: the view shows the two, both
 * whole (it showed the new board alone, the one it was laid beside cut
 * off above it, and a try-out took that for the map scrolled away). */
static void
test_window_board_added_shows_both (Fixture      *fixture,
                                    gconstpointer data)
{
  WadiCanvas   *canvas = wadi_window_get_canvas (fixture->window);
  WadiViewport *viewport = wadi_canvas_get_viewport (canvas);
  g_autoptr(GError) error = NULL;
  double zoom, half_width, half_height;

  show_board_25 (fixture);
  g_assert_true (wadi_window_add_board (fixture->window, wadi_board_new_geomorphic ("14"),
                                        wadi_map_geomorphic_origin (0, 1), 0, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (wadi_window_get_current_board (fixture->window), ==, 1);
  zoom = wadi_viewport_get_zoom (viewport);
  half_width = wadi_viewport_get_width (viewport) / zoom / 2.0;
  half_height = wadi_viewport_get_height (viewport) / zoom / 2.0;
  for (guint i = 0; i < 2; i++)
    {
      double x0, y0, x1, y1;

      g_assert_true (wadi_canvas_board_extent (canvas, i, &x0, &y0, &x1, &y1));
      g_assert_cmpfloat (x0, >=, wadi_viewport_get_center_x (viewport) - half_width - 1e-6);
      g_assert_cmpfloat (x1, <=, wadi_viewport_get_center_x (viewport) + half_width + 1e-6);
      g_assert_cmpfloat (y0, >=, wadi_viewport_get_center_y (viewport) - half_height - 1e-6);
      g_assert_cmpfloat (y1, <=, wadi_viewport_get_center_y (viewport) + half_height + 1e-6);
    }
  /* Go to Board shows a board alone, in the middle */
  wadi_window_go_to_board (fixture->window, 0);
  {
    double x0, y0, x1, y1;

    g_assert_true (wadi_canvas_board_extent (canvas, 0, &x0, &y0, &x1, &y1));
    g_assert_cmpfloat_with_epsilon (wadi_viewport_get_center_y (viewport), (y0 + y1) / 2.0, 1e-6);
  }
}

/* Painting across a seam: a stroke from board 25 into board 14 east of it
 * paints both boards, the shared GG/A column once, and undoes as one. */
static void
test_window_paint_across_seam (Fixture      *fixture,
                               gconstpointer data)
{
  static const char *const labels[] = { "25EE5", "25FF5", "25GG5", "14B5", "14C5", NULL };
  WadiDocument            *document;
  g_autoptr(GError) error = NULL;
  g_autoptr(WadiBoard) board25 = NULL;
  g_autoptr(WadiBoard) board14 = NULL;

  show_board_25 (fixture);
  document = wadi_window_get_document (fixture->window);
  g_assert_true (wadi_window_add_board (fixture->window, wadi_board_new_geomorphic ("14"),
                                        wadi_map_geomorphic_origin (1, 0), 0, &error));
  g_assert_no_error (error);
  wadi_test_look_at (fixture->window, "25GG5", 40.0);
  paint_woods (fixture, labels);
  for (guint i = 0; labels[i] != NULL; i++)
    g_assert_cmpint (cell_at (fixture, labels[i])->terrain, ==, WADI_TERRAIN_WOODS);
  g_assert_cmpint (cell_at (fixture, "14A5")->terrain, ==, WADI_TERRAIN_WOODS);
  /* each board as it would be saved on its own has its half of the seam */
  board25 = wadi_map_extract_board (wadi_document_get_scenario (document)->map, 0);
  board14 = wadi_map_extract_board (wadi_document_get_scenario (document)->map, 1);
  g_assert_cmpint (wadi_board_cell (board25, (WadiHex) { 32, 5 })->terrain, ==, WADI_TERRAIN_WOODS); /* 25GG5 */
  g_assert_cmpint (wadi_board_cell (board14, (WadiHex) { 0, 5 })->terrain, ==, WADI_TERRAIN_WOODS);  /* 14A5 */
  g_assert_cmpint (wadi_board_cell (board14, (WadiHex) { 2, 5 })->terrain, ==, WADI_TERRAIN_WOODS);  /* 14C5 */
  wadi_test_wait_frames (GTK_WIDGET (fixture->window));
  wadi_test_save_screenshot (fixture->window, "wadi-window-seam.png");

  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.undo", NULL);
  for (guint i = 0; labels[i] != NULL; i++)
    g_assert_cmpint (cell_at (fixture, labels[i])->terrain, ==, WADI_TERRAIN_OPEN);
  g_assert_cmpuint (board_count (fixture), ==, 2);
}

/* Go to Board shows the whole board chosen; the map stays all there, and
 * editing works on any board of it. */
static void
test_window_go_to_board (Fixture      *fixture,
                         gconstpointer data)
{
  g_autoptr(GFile) three = wadi_test_copy_example (fixture->dir, "asl-three-boards.wadi");
  g_autoptr(GError) error = NULL;
  WadiCanvas   *canvas = wadi_window_get_canvas (fixture->window);
  WadiViewport *viewport = wadi_canvas_get_viewport (canvas);
  GtkDropDown  *dropdown;
  int           width, height;

  g_assert_true (wadi_window_load_file (fixture->window, three, &error));
  g_assert_no_error (error);
  wadi_test_wait_until_drawn (fixture->window);
  dropdown = GTK_DROP_DOWN (gtk_widget_get_template_child (GTK_WIDGET (fixture->window), WADI_TYPE_WINDOW,
                                                           "board_dropdown"));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (dropdown)));
  g_assert_cmpuint (g_list_model_get_n_items (gtk_drop_down_get_model (dropdown)), ==, 3);

  for (guint i = 0; i < 3; i++)
    {
      double x0, y0, x1, y1, sx0, sy0, sx1, sy1;

      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.go-to-board", "u", i));
      g_assert_cmpuint (wadi_window_get_current_board (fixture->window), ==, i);
      g_assert_cmpuint (gtk_drop_down_get_selected (dropdown), ==, i);
      /* the size the board was fitted to: a loaded machine may still be
       * laying the window out (the panel's flap) when the file opened */
      width = wadi_viewport_get_width (viewport);
      height = wadi_viewport_get_height (viewport);
      g_assert_true (wadi_canvas_board_extent (canvas, i, &x0, &y0, &x1, &y1));
      /* the board fills the view, whole */
      g_assert_cmpfloat_with_epsilon (wadi_viewport_get_center_x (viewport), (x0 + x1) / 2.0, 1e-6);
      g_assert_cmpfloat_with_epsilon (wadi_viewport_get_center_y (viewport), (y0 + y1) / 2.0, 1e-6);
      wadi_viewport_map_to_screen (viewport, x0, y0, &sx0, &sy0);
      wadi_viewport_map_to_screen (viewport, x1, y1, &sx1, &sy1);
      g_assert_cmpfloat (sx0, >=, -0.5);
      g_assert_cmpfloat (sy0, >=, -0.5);
      g_assert_cmpfloat (sx1, <=, width + 0.5);
      g_assert_cmpfloat (sy1, <=, height + 0.5);
      g_assert_true (sx1 - sx0 >= width - 1.0 || sy1 - sy0 >= height - 1.0);
    }

  /* choosing in the drop-down goes there too */
  gtk_drop_down_set_selected (dropdown, 0);
  g_assert_cmpuint (wadi_window_get_current_board (fixture->window), ==, 0);
  /* board 13 is chosen, yet a stroke on 25 paints 25: the map is one */
  gtk_drop_down_set_selected (dropdown, 2);
  wadi_test_look_at (fixture->window, "25H5", 40.0);
  {
    static const char *const labels[] = { "25H5", "25I5", NULL };

    paint_woods (fixture, labels);
  }
  g_assert_cmpint (cell_at (fixture, "25I5")->terrain, ==, WADI_TERRAIN_WOODS);
  g_assert_cmpuint (wadi_window_get_current_board (fixture->window), ==, 2);
}

/* A big overlay file closed while it is read: the read is cancelled and
 * its end touches nothing. */
static void
test_window_place_overlay_closed (Fixture      *fixture,
                                  gconstpointer data)
{
  g_autoptr(GFile) big = wadi_test_write_big_map (fixture->dir, 300);
  WadiOverlayDialog *dialog = _wadi_window_place_overlay_from (fixture->window, big);
  WadiTool          *tool = wadi_canvas_get_tool (wadi_window_get_canvas (fixture->window));

  g_assert_true (wadi_overlay_dialog_is_reading (dialog));
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  gtk_window_destroy (GTK_WINDOW (dialog));
  wait_finalized ((GObject **) &dialog);
  g_assert_cmpint (wadi_tool_get_kind (tool), !=, WADI_TOOL_OVERLAY);
}

/* Runs the main loop until the dialog read its file. */
static void
wait_board_read (WadiBoardDialog *dialog)
{
  while (wadi_board_dialog_is_reading (dialog))
    g_main_context_iteration (NULL, TRUE);
}

static const char *
file_row_subtitle (WadiBoardDialog *dialog)
{
  GObject *row = gtk_widget_get_template_child (GTK_WIDGET (dialog), WADI_TYPE_BOARD_DIALOG, "file_row");

  return adw_action_row_get_subtitle (ADW_ACTION_ROW (row));
}

static gboolean
apply_sensitive (WadiBoardDialog *dialog)
{
  GObject *button = gtk_widget_get_template_child (GTK_WIDGET (dialog), WADI_TYPE_BOARD_DIALOG, "apply_button");

  return gtk_widget_get_sensitive (GTK_WIDGET (button));
}

/* Add Board from a file reads it in a thread: the call returns with the
 * dialog saying it reads and Add waiting, and the main loop takes the
 * board in; a second file cancels the first's read; what is no scenario
 * is named; a dialog closed while it reads a big file is left alone. */
static void
test_window_board_file_read (Fixture      *fixture,
                             gconstpointer data)
{
  g_autoptr(GFile) three = wadi_test_copy_example (fixture->dir, "asl-three-boards.wadi");
  g_autofree char *bad_path = g_build_filename (fixture->dir, "not-a-scenario.wadi", NULL);
  g_autoptr(GFile) bad = g_file_new_for_path (bad_path);
  g_autoptr(GFile) big = wadi_test_write_big_map (fixture->dir, 300);
  g_autoptr(GError) error = NULL;
  g_autoptr(WadiBoard) board = NULL;
  WadiBoardDialog *dialog;

  g_file_set_contents (bad_path, "<nothing/>", -1, &error);
  g_assert_no_error (error);
  show_board_25 (fixture);
  dialog = open_board_dialog (fixture, FALSE);

  wadi_board_dialog_read_file (dialog, three);
  g_assert_cmpint (wadi_board_dialog_get_source (dialog), ==, WADI_BOARD_SOURCE_FILE);
  g_assert_true (wadi_board_dialog_is_reading (dialog));
  g_assert_cmpstr (file_row_subtitle (dialog), ==, "Opening “asl-three-boards.wadi”…");
  g_assert_false (apply_sensitive (dialog));
  board = wadi_board_dialog_build_board (dialog, &error);
  g_assert_null (board);
  g_clear_error (&error);
  wait_board_read (dialog);
  g_assert_null (wadi_board_dialog_get_error (dialog));
  g_assert_cmpstr (file_row_subtitle (dialog), ==, "asl-three-boards.wadi");
  g_assert_true (apply_sensitive (dialog));
  board = wadi_board_dialog_build_board (dialog, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (board->id, ==, "25");
  g_clear_pointer (&board, wadi_board_free);

  /* a second file cancels the first's read: only the second is heard */
  wadi_board_dialog_read_file (dialog, bad);
  wadi_board_dialog_read_file (dialog, three);
  wait_board_read (dialog);
  g_assert_null (wadi_board_dialog_get_error (dialog));
  g_assert_cmpstr (file_row_subtitle (dialog), ==, "asl-three-boards.wadi");

  /* what is no scenario: the error names the file, no board is chosen */
  wadi_board_dialog_read_file (dialog, bad);
  wait_board_read (dialog);
  g_assert_nonnull (wadi_board_dialog_get_error (dialog));
  g_assert_nonnull (strstr (wadi_board_dialog_get_error (dialog), "not-a-scenario.wadi"));
  g_assert_true (apply_sensitive (dialog));
  board = wadi_board_dialog_build_board (dialog, &error);
  g_assert_null (board);
  g_clear_error (&error);

  /* closed while it reads a big file: nothing is added, nothing breaks */
  wadi_board_dialog_read_file (dialog, big);
  g_assert_true (wadi_board_dialog_is_reading (dialog));
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  close_board_dialog (dialog);
  wait_finalized ((GObject **) &dialog);
  g_assert_cmpuint (board_count (fixture), ==, 1);
}

/* Board 25 alone in the window, then board added at origin, as Add
 * Board would add it. */
static void
show_25_and (Fixture   *fixture,
             WadiBoard *board,
             WadiHex    origin)
{
  WadiScenario *scenario = wadi_scenario_new (WADI_RULESET_ASL);
  g_autoptr(GError) error = NULL;

  wadi_scenario_add_board (scenario, wadi_board_new_geomorphic ("25"));
  wadi_window_set_scenario (fixture->window, scenario, NULL);
  wadi_test_wait_until_drawn (fixture->window);
  g_assert_true (wadi_document_add_board (wadi_window_get_document (fixture->window), board, origin, 0, &error));
  g_assert_no_error (error);
}

/* A geomorphic board from the library, added to a map with a board of
 * another size, shows whole in the dialog and is placed by hexes right
 * east of the map (a German try-out's went to the next place in the
 * board grid, 20 columns off): beside 12 columns at column 12, beside 33
 * with ASL's half-hex edges sharing them at 32, beside 33 numbered at 34
 * (the next column of the same stagger); beside board 25 and a board of
 * 12 columns east of it at column 46.  On a map of geomorphic boards the
 * board grid counts from the first board's place, wherever the map has
 * moved it: board 14 added west of 25 moves 25 to column 32, and the
 * next place east is 1 across from 25, column 64, sharing its GG column. */
static void
test_window_board_library_beside_any_size (Fixture      *fixture,
                                           gconstpointer data)
{
  g_autofree char *library13 = g_build_filename (g_getenv ("WADI_SOURCE_ROOT"), "data", "boards", "asl-f5-b20-13.wadi", NULL);
  const struct
  {
    int           cols;
    WadiLabelKind labels;
    int           first_row;
    int           column;
  } maps[] = {
    { 12, WADI_LABEL_ASL, 1, 12 },
    { 33, WADI_LABEL_ASL, 0, 32 },
    { 33, WADI_LABEL_NUMERIC, 1, 34 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (maps); i++)
    {
      WadiScenario    *scenario = wadi_scenario_new (WADI_RULESET_ASL);
      WadiBoardDialog *dialog;

      wadi_scenario_add_board (scenario, wadi_board_new ("x", maps[i].cols, 8, (WadiGridLayout) { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD },
                                                         maps[i].labels, maps[i].first_row));
      wadi_window_set_scenario (fixture->window, scenario, NULL);
      wadi_test_wait_until_drawn (fixture->window);
      dialog = open_board_dialog (fixture, FALSE);
      /* each way to start shows whole: a try-out read "Blank ASL
       * geomorphic…" */
      for (WadiBoardSource source = WADI_BOARD_SOURCE_GEOMORPHIC; i == 0 && source <= WADI_BOARD_SOURCE_FILE; source++)
        {
          GtkWidget *cut;

          wadi_board_dialog_set_source (dialog, source);
          wadi_test_wait_frames (GTK_WIDGET (dialog));
          cut = wadi_test_find_cut_label (GTK_WIDGET (dialog));
          if (cut != NULL)
            g_error ("Add Board cuts “%s” short", gtk_label_get_text (GTK_LABEL (cut)));
        }
      g_assert_true (wadi_board_dialog_select_library_board (dialog, library13));
      wadi_test_wait_frames (GTK_WIDGET (dialog));
      if (wadi_test_find_cut_label (GTK_WIDGET (dialog)) != NULL)
        g_error ("Add Board cuts “%s” short", gtk_label_get_text (GTK_LABEL (wadi_test_find_cut_label (GTK_WIDGET (dialog)))));
      /* and so do their popups */
      for (const char *const *name = (const char *const[]) { "source_row", "library_row", NULL }; i == 0 && *name != NULL;
           name++)
        {
          GtkWidget       *row = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (dialog), WADI_TYPE_BOARD_DIALOG, *name));
          g_autofree char *cut = wadi_test_popup_cut_text (row);

          if (cut != NULL)
            g_error ("Add Board's %s list cuts “%s” short", *name, cut);
        }
      g_assert_false (wadi_board_dialog_is_geomorphic (dialog));
      g_assert_true (wadi_hex_equal (wadi_board_dialog_get_origin (dialog), (WadiHex) { maps[i].column, 0 }));
      g_assert_true (apply_board_dialog (dialog));
      g_assert_cmpuint (board_count (fixture), ==, 2);
    }

  /* board 25, and east of it a board of 12 columns at column 34 */
  {
    WadiBoardDialog *dialog;

    show_25_and (fixture,
                 wadi_board_new ("x", 12, 10, (WadiGridLayout) { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD }, WADI_LABEL_ASL, 1),
                 (WadiHex) { 34, 0 });
    dialog = open_board_dialog (fixture, FALSE);
    g_assert_true (wadi_board_dialog_select_library_board (dialog, library13));
    g_assert_false (wadi_board_dialog_is_geomorphic (dialog));
    g_assert_true (wadi_hex_equal (wadi_board_dialog_get_origin (dialog), (WadiHex) { 46, 0 }));
    g_assert_true (apply_board_dialog (dialog));
    g_assert_cmpuint (board_count (fixture), ==, 3);
  }

  /* board 25, then 14 west of it: the grid still counts from 25 */
  {
    WadiBoardDialog *dialog;

    show_25_and (fixture, wadi_board_new_geomorphic ("14"), wadi_map_geomorphic_origin (-1, 0));
    g_assert_cmpint (map_board (fixture, 0)->origin.col, ==, 32);
    dialog = open_board_dialog (fixture, FALSE);
    g_assert_true (wadi_board_dialog_select_library_board (dialog, library13));
    g_assert_true (wadi_board_dialog_is_geomorphic (dialog));
    g_assert_true (wadi_hex_equal (wadi_board_dialog_get_origin (dialog), wadi_map_geomorphic_origin (2, 0)));
    g_assert_true (apply_board_dialog (dialog));
    g_assert_cmpuint (board_count (fixture), ==, 3);
    /* Move Board of 13 says where it lies in the same grid: 1 across */
    wadi_window_go_to_board (fixture->window, 2);
    dialog = open_board_dialog (fixture, TRUE);
    g_assert_true (wadi_board_dialog_is_geomorphic (dialog));
    g_assert_true (wadi_hex_equal (wadi_board_dialog_get_origin (dialog), map_board (fixture, 2)->origin));
    close_board_dialog (dialog);
  }
}

/* Boards from the library and from a file: the map keeps its own copy;
 * Save Board to Library writes the chosen board to the user's library. */
static void
test_window_board_library (Fixture      *fixture,
                           gconstpointer data)
{
  g_autofree char *shipped = g_build_filename (g_getenv ("WADI_SOURCE_ROOT"), "data", "boards", NULL);
  g_autofree char *library13 = g_build_filename (shipped, "asl-f5-b20-13.wadi", NULL);
  g_autoptr(GFile) three = wadi_test_copy_example (fixture->dir, "asl-three-boards.wadi");
  g_autoptr(WadiScenario) three_scenario = NULL;
  g_autoptr(WadiBoard) from_library = NULL;
  g_autoptr(WadiBoard) added = NULL;
  g_autoptr(WadiBoard) file_board = NULL;
  g_autoptr(WadiBoard) saved = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  WadiDocument    *document;
  WadiBoardDialog *dialog;

  show_board_25 (fixture);
  document = wadi_window_get_document (fixture->window);

  /* from the library: F5/B20's board 13, south of 25 */
  dialog = open_board_dialog (fixture, FALSE);
  g_assert_true (wadi_board_dialog_select_library_board (dialog, library13));
  /* the dialog grew for the library board's row: Turn, the last, is not
   * below its edge (a try-out's was) */
  wadi_test_wait_frames (GTK_WIDGET (dialog));
  {
    GtkWidget      *turn = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (dialog), WADI_TYPE_BOARD_DIALOG, "turn_row"));
    graphene_rect_t bounds;

    g_assert_true (gtk_widget_compute_bounds (turn, GTK_WIDGET (dialog), &bounds));
    g_test_message ("Turn ends at %.0f of %d", bounds.origin.y + bounds.size.height,
                    gtk_widget_get_height (GTK_WIDGET (dialog)));
    g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, gtk_widget_get_height (GTK_WIDGET (dialog)));
  }
  g_assert_true (wadi_board_dialog_is_geomorphic (dialog));
  wadi_board_dialog_set_place (dialog, 0, 1);
  g_assert_true (apply_board_dialog (dialog));
  g_assert_cmpuint (board_count (fixture), ==, 2);
  g_assert_cmpstr (map_board (fixture, 1)->id, ==, "13");
  from_library = wadi_board_library_load (library13, &error);
  g_assert_no_error (error);
  added = wadi_map_extract_board (wadi_document_get_scenario (document)->map, 1);
  g_assert_true (wadi_board_equal (added, from_library));
  g_assert_true (wadi_hex_equal (map_hex (fixture, "25B10"), map_hex (fixture, "13B0")));

  /* from a file: its first board (25), under another id, turned */
  dialog = open_board_dialog (fixture, FALSE);
  wadi_board_dialog_read_file (dialog, three);
  wait_board_read (dialog);
  g_assert_null (wadi_board_dialog_get_error (dialog));
  g_assert_cmpint (wadi_board_dialog_get_source (dialog), ==, WADI_BOARD_SOURCE_FILE);
  /* its id is the map's already: refused until it is another */
  wadi_board_dialog_set_place (dialog, 1, 0);
  g_assert_false (apply_board_dialog (dialog));
  g_assert_cmpuint (board_count (fixture), ==, 2);
  wadi_board_dialog_set_board_id (dialog, "25b");
  wadi_board_dialog_set_turn (dialog, 3);
  g_assert_cmpuint (wadi_board_dialog_get_turn (dialog), ==, 3);
  g_assert_true (apply_board_dialog (dialog));
  g_assert_cmpuint (board_count (fixture), ==, 3);
  g_assert_cmpuint (map_board (fixture, 2)->turn, ==, 3);
  three_scenario = wadi_format_read_file (three, &error);
  g_assert_no_error (error);
  file_board = wadi_map_extract_board (three_scenario->map, 0);
  g_clear_pointer (&added, wadi_board_free);
  added = wadi_map_extract_board (wadi_document_get_scenario (document)->map, 2);
  g_assert_cmpstr (added->id, ==, "25b");
  g_free (file_board->id);
  file_board->id = g_strdup ("25b");
  g_assert_true (wadi_board_equal (added, file_board));
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.undo", NULL);
  g_assert_cmpuint (board_count (fixture), ==, 2);

  /* Save Board to Library: the chosen board (13, painted) as it is */
  {
    WadiHexCell woods = *cell_at (fixture, "13D4");

    woods.terrain = WADI_TERRAIN_WOODS;
    g_assert_true (wadi_document_set_cell (document, map_hex (fixture, "13D4"), &woods));
  }
  wadi_window_go_to_board (fixture->window, 1);
  g_clear_pointer (&fixture->window->last_toast, g_free);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.save-board-to-library", NULL));
  g_assert_nonnull (fixture->window->last_toast);
  g_assert_nonnull (strstr (fixture->window->last_toast, "13"));
  path = g_build_filename (g_get_user_data_dir (), "wadi", "boards", "board-13.wadi", NULL);
  saved = wadi_board_library_load (path, &error);
  g_assert_no_error (error);
  g_clear_pointer (&added, wadi_board_free);
  added = wadi_map_extract_board (wadi_document_get_scenario (document)->map, 1);
  g_assert_true (wadi_board_equal (saved, added));
  g_assert_cmpint (wadi_board_cell (saved, (WadiHex) { 3, 4 })->terrain, ==, WADI_TERRAIN_WOODS);
  /* the map's copy is its own: the library file changing changes nothing */
  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (cell_at (fixture, "13D4")->terrain, ==, WADI_TERRAIN_WOODS);
  /* saving changes nothing in the scenario */
  g_assert_cmpstr (wadi_document_undo_label (document), ==, "Change hex");
}

/* Three boards joined as the example lays them out, for a person to look
 * at: seams, board numbers, the stream and gully crossing them. */
static void
test_window_three_boards_screenshot (Fixture      *fixture,
                                     gconstpointer data)
{
  g_autoptr(GFile) three = wadi_test_copy_example (fixture->dir, "asl-three-boards.wadi");
  g_autoptr(GError) error = NULL;

  g_assert_true (wadi_window_load_file (fixture->window, three, &error));
  g_assert_no_error (error);
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.zoom-fit", NULL);
  wadi_test_wait_until_drawn (fixture->window);
  wadi_test_save_screenshot (fixture->window, "wadi-window-three-boards.png");
}

/* GNOME's smallest window, 360 x 640: the window takes the width, the side
 * panels fold away over the map, the header keeps its title and the
 * Side Panels button, and what it has no room for is in the main menu. */
static void
test_window_narrow (Fixture      *fixture,
                    gconstpointer data)
{
  WadiWindow   *window = fixture->window;
  AdwFlap      *flap = ADW_FLAP (gtk_widget_get_template_child (GTK_WIDGET (window), WADI_TYPE_WINDOW, "flap"));
  GtkWidget    *button = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window), WADI_TYPE_WINDOW,
                                                                    "flap_button"));
  GtkWidget    *title = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window), WADI_TYPE_WINDOW,
                                                                   "window_title"));
  GtkWidget    *counts = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window), WADI_TYPE_WINDOW,
                                                                    "counts_button"));
  GtkWidget    *compact_counts = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window), WADI_TYPE_WINDOW,
                                                                            "compact_counts_button"));
  GMenuModel   *narrow = G_MENU_MODEL (gtk_widget_get_template_child (GTK_WIDGET (window), WADI_TYPE_WINDOW,
                                                                      "narrow_section"));
  WadiViewport *viewport = wadi_canvas_get_viewport (wadi_window_get_canvas (window));
  double        wide_zoom = wadi_viewport_get_zoom (viewport);
  int           width;

  /* wide: the panels beside the map, every button in the header */
  g_assert_false (adw_flap_get_folded (flap));
  g_assert_cmpint (g_menu_model_get_n_items (narrow), ==, 0);

  /* a laptop's 800 px and a title of a few words: the error and warning
   * counts stay in the header (they folded away with Save, a designer
   * found) */
  wadi_document_set_metadata (wadi_window_get_document (window), "River Crossing", "", "");
  gtk_window_set_default_size (GTK_WINDOW (window), 800, 600);
  wadi_test_wait_frames (GTK_WIDGET (window));
  wadi_test_wait_frames (GTK_WIDGET (window));
  g_test_message ("at %d px, %u items folded into the menu", gtk_widget_get_width (GTK_WIDGET (window)),
                  g_menu_model_get_n_items (narrow));
  g_assert_true (gtk_widget_get_mapped (counts) || gtk_widget_get_mapped (compact_counts));
  g_assert_true (gtk_widget_get_mapped (title));
  for (guint i = 0; i < (guint) g_menu_model_get_n_items (narrow); i++)
    {
      g_autofree char *action = NULL;

      g_assert_true (g_menu_model_get_item_attribute (narrow, (int) i, G_MENU_ATTRIBUTE_ACTION, "s", &action)
                     || g_menu_model_get_item_link (narrow, (int) i, G_MENU_LINK_SUBMENU) != NULL);
      g_assert_cmpstr (action, !=, "win.show-diagnostics");
    }

  gtk_window_set_default_size (GTK_WINDOW (window), 360, 640);
  wadi_test_wait_frames (GTK_WIDGET (window));
  wadi_test_wait_frames (GTK_WIDGET (window));
  width = gtk_widget_get_width (GTK_WIDGET (window));
  g_test_message ("asked for 360 px, the window is %d px wide", width);
  g_assert_cmpint (width, <=, 360 + 8);
  g_assert_true (adw_flap_get_folded (flap));
  g_assert_false (adw_flap_get_reveal_flap (flap));
  g_assert_true (gtk_widget_get_mapped (button));
  g_assert_cmpint (gtk_widget_get_width (button), >, 0);
  g_assert_true (gtk_widget_get_mapped (title));
  g_assert_cmpint (gtk_widget_get_width (title), >=, 100);
  /* Open, the boards, Save, Undo, Redo, the counts ("0 errors, 2
   * warnings"), which open the diagnostics */
  g_assert_cmpint (g_menu_model_get_n_items (narrow), >=, 6);
  /* and Go to Board, a board an item: the header's list folded away with
   * no other way to choose the board the Boards menu acts on */
  {
    g_autoptr(GMenuModel) go_to = NULL;
    guint boards = wadi_map_board_count (wadi_document_get_scenario (wadi_window_get_document (window))->map);

    for (int i = 0; i < g_menu_model_get_n_items (narrow) && go_to == NULL; i++)
      {
        g_autofree char *label = NULL;

        if (g_menu_model_get_item_attribute (narrow, i, G_MENU_ATTRIBUTE_LABEL, "s", &label)
            && g_strcmp0 (label, "_Go to Board") == 0)
          go_to = g_menu_model_get_item_link (narrow, i, G_MENU_LINK_SUBMENU);
      }
    g_assert_nonnull (go_to);
    g_assert_cmpuint (boards, >, 1);
    g_assert_cmpint (g_menu_model_get_n_items (go_to), ==, boards);
    for (guint b = 0; b < boards; b++)
      {
        g_autofree char *action = NULL;
        g_autoptr(GVariant) target = g_menu_model_get_item_attribute_value (go_to, (int) b, G_MENU_ATTRIBUTE_TARGET,
                                                                             G_VARIANT_TYPE_UINT32);

        g_assert_true (g_menu_model_get_item_attribute (go_to, (int) b, G_MENU_ATTRIBUTE_ACTION, "s", &action));
        g_assert_cmpstr (action, ==, "win.go-to-board");
        g_assert_nonnull (target);
        g_assert_cmpuint (g_variant_get_uint32 (target), ==, b);
      }
  }
  {
    int              last = g_menu_model_get_n_items (narrow) - 1;
    g_autofree char *action = NULL;
    g_autofree char *label = NULL;
    g_autofree char *expected = NULL;
    guint            errors;

    g_assert_true (g_menu_model_get_item_attribute (narrow, last, G_MENU_ATTRIBUTE_ACTION, "s", &action));
    g_assert_cmpstr (action, ==, "win.show-diagnostics");
    g_assert_true (g_menu_model_get_item_attribute (narrow, last, G_MENU_ATTRIBUTE_LABEL, "s", &label));
    g_assert_nonnull (strstr (label, " error"));
    g_assert_nonnull (strstr (label, " warning"));
    /* and they follow the edits: a ford on open ground is an error more */
    errors = wadi_live_rules_count (wadi_window_get_live_rules (window), WADI_SEVERITY_ERROR);
    g_assert_cmpuint (wadi_document_add_counter (wadi_window_get_document (window),
                                                 &(WadiCounter) { .kind = WADI_COUNTER_FORD,
                                                                  .hex = map_hex (fixture, "25O5") }),
                      >, 0);
    wadi_live_rules_flush (wadi_window_get_live_rules (window));
    wadi_test_flush ();
    g_assert_cmpuint (wadi_live_rules_count (wadi_window_get_live_rules (window), WADI_SEVERITY_ERROR), ==,
                      errors + 1);
    g_clear_pointer (&label, g_free);
    g_assert_true (g_menu_model_get_item_attribute (narrow, g_menu_model_get_n_items (narrow) - 1,
                                                    G_MENU_ATTRIBUTE_LABEL, "s", &label));
    g_test_message ("the menu's counts: %s", label);
    expected = errors + 1 == 1 ? g_strdup ("1 error,") : g_strdup_printf ("%u errors,", errors + 1);
    g_assert_true (g_str_has_prefix (label, expected));
  }
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (wadi_window_get_canvas (window))), >, 300);
  /* a view left as fitted stays fitted: the map zooms out to the width */
  g_assert_cmpfloat (wadi_viewport_get_zoom (viewport), <, wide_zoom);
  wadi_test_save_screenshot (window, "window-narrow.png");

  /* the button shows the panels over the map; the diagnostics too */
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (button), TRUE);
  wadi_test_wait_frames (GTK_WIDGET (window));
  g_assert_true (adw_flap_get_reveal_flap (flap));
  wadi_test_save_screenshot (window, "window-narrow-panels.png");
  adw_flap_set_reveal_flap (flap, FALSE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-diagnostics", NULL));
  g_assert_true (adw_flap_get_reveal_flap (flap));
  /* and the keyboard in the list, on a diagnostic (a screen-reader
   * try-out heard nothing when the panel changed) */
  wadi_test_wait_frames (GTK_WIDGET (window));
  {
    GtkWidget *list = wadi_test_find_widget_of_type (GTK_WIDGET (wadi_window_get_diagnostics_panel (window)),
                                                     GTK_TYPE_LIST_VIEW);
    GtkWidget *focus = gtk_window_get_focus (GTK_WINDOW (window));

    g_assert_nonnull (focus);
    g_assert_true (focus == list || gtk_widget_is_ancestor (focus, list));
  }
  /* the keyboard back on the map (F6) folds them away again: the hex
   * cursor is never under them */
  gtk_widget_grab_focus (GTK_WIDGET (wadi_window_get_canvas (window)));
  g_assert_false (adw_flap_get_reveal_flap (flap));
}

/* How many pixels of the window's content (all of it but the window's
 * own background and frame) nothing paints: the window paints no
 * background of its own under the canvas, so its bars and panels must. */
static guint
count_unpainted (WadiWindow *window)
{
  GtkWidget *content = gtk_widget_get_first_child (GTK_WIDGET (window));
  int        width = gtk_widget_get_width (content);
  int        height = gtk_widget_get_height (content);
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (content);
  g_autoptr(GskRenderer) renderer = gsk_cairo_renderer_new ();
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree guchar *pixels = g_malloc ((gsize) width * height * 4);
  guint              unpainted = 0;

  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  g_assert_true (gsk_renderer_realize (renderer, NULL, NULL));
  texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, width, height));
  gsk_renderer_unrealize (renderer);
  gdk_texture_download (texture, pixels, (gsize) width * 4);
  for (gsize i = 0; i < (gsize) width * height; i++)
    if (pixels[i * 4 + 3] != 255) /* B8G8R8A8 premultiplied: alpha last */
      {
        if (unpainted < 10)
          g_test_message ("unpainted %d,%d alpha %d", (int) (i % width), (int) (i / width), pixels[i * 4 + 3]);
        unpainted++;
      }
  return unpainted;
}

/* The window leaves its background out, so that under GTK's cairo
 * renderer the map's tiles are the first thing painted under the canvas
 * (wadi-map-tiles.c): nothing of the window is left unpainted for it, with
 * the bars shown, nor narrow with the side panel over the map. */
static void
test_window_paints_all_without_background (Fixture      *fixture,
                                           gconstpointer data)
{
  WadiWindow *window = fixture->window;
  const char *banners[] = { "load_banner", "file_banner", "upgrade_banner", "align_banner" };
  AdwFlap    *flap = ADW_FLAP (gtk_widget_get_template_child (GTK_WIDGET (window), WADI_TYPE_WINDOW, "flap"));

  g_assert_cmpuint (count_unpainted (window), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (banners); i++)
    gtk_revealer_set_reveal_child (
        GTK_REVEALER (gtk_widget_get_template_child (GTK_WIDGET (window), WADI_TYPE_WINDOW, banners[i])), TRUE);
  wadi_test_run_for (G_USEC_PER_SEC / 2);
  wadi_test_wait_frames (GTK_WIDGET (window));
  g_assert_cmpuint (count_unpainted (window), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (banners); i++)
    gtk_revealer_set_reveal_child (
        GTK_REVEALER (gtk_widget_get_template_child (GTK_WIDGET (window), WADI_TYPE_WINDOW, banners[i])), FALSE);

  gtk_window_set_default_size (GTK_WINDOW (window), 360, 640);
  wadi_test_wait_frames (GTK_WIDGET (window));
  wadi_test_wait_frames (GTK_WIDGET (window));
  g_assert_true (adw_flap_get_folded (flap));
  adw_flap_set_reveal_flap (flap, TRUE);
  wadi_test_run_for (G_USEC_PER_SEC / 2);
  wadi_test_wait_frames (GTK_WIDGET (window));
  g_assert_cmpuint (count_unpainted (window), ==, 0);
}

/* Whether the keyboard is in region. */
static gboolean
focus_in (WadiWindow *window,
          gpointer    region)
{
  GtkWidget *focus = gtk_window_get_focus (GTK_WINDOW (window));

  return focus != NULL && (focus == GTK_WIDGET (region) || gtk_widget_is_ancestor (focus, GTK_WIDGET (region)));
}

/* F6 moves the keyboard from the map to the side panels to the header
 * and round again, Shift+F6 back: a screen-reader try-out took 33 Tabs
 * from the header to the map. */
static void
test_window_regions (Fixture      *fixture,
                     gconstpointer data)
{
  WadiWindow *window = fixture->window;
  GtkWidget  *widget = GTK_WIDGET (window);

  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (wadi_window_get_canvas (window))));
  /* the side panels' page tabs first: F6 never reached them, and the
   * focus on them was in no region */
  g_assert_true (gtk_widget_activate_action (widget, "win.next-region", NULL));
  g_assert_true (focus_in (window, wadi_test_find_widget_of_type (widget, GTK_TYPE_STACK_SWITCHER)));
  g_assert_true (gtk_widget_activate_action (widget, "win.next-region", NULL));
  g_assert_true (focus_in (window, window->side_stack));
  g_assert_true (gtk_widget_activate_action (widget, "win.previous-region", NULL));
  g_assert_true (GTK_IS_TOGGLE_BUTTON (gtk_window_get_focus (GTK_WINDOW (window))));
  g_assert_true (gtk_widget_activate_action (widget, "win.next-region", NULL));
  g_assert_true (focus_in (window, window->side_stack));
  g_assert_true (gtk_widget_activate_action (widget, "win.next-region", NULL));
  g_assert_true (focus_in (window, window->header_bar));
  g_assert_true (gtk_widget_activate_action (widget, "win.next-region", NULL));
  g_assert_true (focus_in (window, wadi_window_get_canvas (window)));
  g_assert_true (gtk_widget_activate_action (widget, "win.previous-region", NULL));
  g_assert_true (focus_in (window, window->header_bar));
  /* the side panels hidden (F9): from the header to the map */
  adw_flap_set_reveal_flap (window->flap, FALSE);
  wadi_test_wait_frames (widget);
  g_assert_true (gtk_widget_activate_action (widget, "win.next-region", NULL));
  g_assert_true (focus_in (window, wadi_window_get_canvas (window)));
  g_assert_true (gtk_widget_activate_action (widget, "win.next-region", NULL));
  g_assert_true (focus_in (window, window->header_bar));

  /* the side panels shown, a tool with choices: F6 into the palette
   * lands on them, the terrain chosen, not on the first of fourteen tool
   * buttons (a keyboard try-out tabbed through them all to reach Stream) */
  adw_flap_set_reveal_flap (window->flap, TRUE);
  wadi_test_wait_frames (widget);
  gtk_widget_activate_action (widget, "win.tool", "s", "terrain");
  wadi_test_wait_frames (widget);
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (wadi_window_get_canvas (window))));
  g_assert_true (gtk_widget_activate_action (widget, "win.next-region", NULL));
  g_assert_true (gtk_widget_activate_action (widget, "win.next-region", NULL));
  g_assert_true (focus_in (window, window->side_stack));
  g_assert_nonnull (gtk_widget_get_ancestor (gtk_window_get_focus (GTK_WINDOW (window)), GTK_TYPE_LIST_BOX_ROW));
  g_assert_true (gtk_list_box_row_is_selected (GTK_LIST_BOX_ROW (
      gtk_widget_get_ancestor (gtk_window_get_focus (GTK_WINDOW (window)), GTK_TYPE_LIST_BOX_ROW))));
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *shipped = g_build_filename (g_getenv ("WADI_SOURCE_ROOT"), "data", "boards", NULL);

  /* Save Board to Library writes to the test's own data folder
   * (wadi_test_gui_init); the library ships the source tree's boards, as
   * under `meson devenv` */
  g_setenv ("WADI_BOARDS_DIR", shipped, TRUE);
  if (!wadi_test_gui_init (&argc, &argv))
    return 0;

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_setup, func, fixture_teardown)
  ADD ("/window/opens-example", test_window_opens_example);
  ADD ("/window/paint-and-undo", test_window_paint_and_undo);
  ADD ("/window/save-loads-back-equal", test_window_save_loads_back_equal);
  ADD ("/window/failed-save-keeps-changes", test_window_failed_save_keeps_changes);
  ADD ("/window/screenshots", test_window_screenshots);
  ADD ("/window/close-cancel", test_window_close_cancel);
  ADD ("/window/close-mid-stroke-asks", test_window_close_mid_stroke_asks);
  ADD ("/window/close-discard", test_window_close_discard);
  ADD ("/window/save-asks-before-replacing", test_window_save_asks_before_replacing);
  ADD ("/window/close-save", test_window_close_save);
  ADD ("/window/close-unmodified-asks-nothing", test_window_close_unmodified_asks_nothing);
  ADD ("/window/revert", test_window_revert);
  ADD ("/window/save-as", test_window_save_as);
  ADD ("/window/save-adds-extension", test_window_save_adds_extension);
  ADD ("/window/failed-save-reports", test_window_failed_save_reports);
  ADD ("/window/new-scenario", test_window_new_scenario);
  ADD ("/window/new-scenario-labels", test_window_new_scenario_labels);
  ADD ("/window/new-scenario-title", test_window_new_scenario_title);
  ADD ("/window/place-overlay", test_window_place_overlay);
  ADD ("/window/place-overlay-closed", test_window_place_overlay_closed);
  ADD ("/window/stateful-actions", test_window_stateful_actions);
  ADD ("/window/shortcuts-listed", test_window_shortcuts_listed);
  ADD ("/window/keys-off-the-map", test_window_keys_off_the_map);
  ADD ("/window/menu-shows-keys", test_window_menu_shows_keys);
  ADD ("/window/tab-leaves-palette-list", test_window_tab_leaves_palette_list);
  ADD ("/window/keys-type-into-entry", test_window_keys_type_into_entry);
  ADD ("/window/board-actions", test_window_board_actions);
  ADD ("/window/board-of-a-size", test_window_board_of_a_size);
  ADD ("/window/board-added-west-keeps-view", test_window_board_added_west_keeps_view);
  ADD ("/window/board-added-shows-both", test_window_board_added_shows_both);
  ADD ("/window/paint-across-seam", test_window_paint_across_seam);
  ADD ("/window/go-to-board", test_window_go_to_board);
  ADD ("/window/board-library", test_window_board_library);
  ADD ("/window/board-library-beside-any-size", test_window_board_library_beside_any_size);
  ADD ("/window/board-file-read", test_window_board_file_read);
  ADD ("/window/three-boards-screenshot", test_window_three_boards_screenshot);
  ADD ("/window/narrow", test_window_narrow);
  ADD ("/window/regions", test_window_regions);
  ADD ("/window/paints-all-without-background", test_window_paints_all_without_background);
#undef ADD

  return g_test_run ();
}
