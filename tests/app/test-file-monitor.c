/* test-file-monitor.c: the open file changed by another program, under a
 * display
 *
 * Runs in the 'gui' suite.  Another program rewrites the file: the banner
 * offers Reload, which shows the new version.  With unsaved changes the
 * banner says Reload discards them, and Save asks before it replaces the
 * other program's version.  Deleted, the banner says Save writes it again.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <gtk/gtk.h>

#include "wadi-format.h"
#include "wadi-test-fixtures.h"
#include "wadi-test-gui.h"
#include "wadi-window-private.h"

/* Spins until the banner shows (or not), 10 s at most. */
static void
wait_for_banner (WadiWindow *window,
                 gboolean    shown)
{
  gint64 until = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  while (_wadi_window_file_banner_shown (window) != shown && g_get_monotonic_time () < until)
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpint (_wadi_window_file_banner_shown (window), ==, shown);
}

/* Another program writes the scenario with woods in 25K3. */
static void
rewrite_outside (GFile *file)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(WadiScenario) scenario = wadi_format_read_file (file, &error);

  g_assert_no_error (error);
  wadi_fixture_set_hex (scenario, "25K3", WADI_TERRAIN_WOODS, 0, WADI_DEPRESSION_NONE, 0);
  /* a later modification time than the load's, on any file system */
  g_usleep (20000);
  g_assert_true (wadi_format_write_file (scenario, file, &error));
  g_assert_no_error (error);
}

static WadiTerrain
terrain_at (WadiWindow *window,
            const char *label)
{
  const WadiScenario *scenario = wadi_document_get_scenario (wadi_window_get_document (window));

  return wadi_board_cell (wadi_scenario_grid (scenario), wadi_fixture_hex (scenario, label))->terrain;
}

static void
test_changed_outside (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wadi-monitor-XXXXXX", NULL);
  g_autoptr(GFile) file = wadi_test_copy_example (dir, "asl-f5-b20.wadi");
  g_autoptr(GError) error = NULL;
  WadiWindow       *window = wadi_window_new (NULL);
  AdwMessageDialog *question;
  WadiHexCell       cell = { 0 };

  g_object_ref_sink (window);
  g_assert_true (wadi_window_load_file (window, file, &error));
  g_assert_no_error (error);
  gtk_window_present (GTK_WINDOW (window));
  wadi_test_wait_until_drawn (window);
  g_assert_false (_wadi_window_file_banner_shown (window));
  g_assert_cmpint (terrain_at (window, "25K3"), !=, WADI_TERRAIN_WOODS);

  /* changed outside, nothing unsaved: Reload shows the new version */
  rewrite_outside (file);
  wait_for_banner (window, TRUE);
  g_assert_nonnull (strstr (_wadi_window_file_banner_text (window), "was changed by another program."));
  g_assert_null (strstr (_wadi_window_file_banner_text (window), "discards"));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.reload", NULL);
  /* read in a thread */
  while (wadi_window_is_loading (window))
    g_main_context_iteration (NULL, TRUE);
  wadi_test_flush ();
  g_assert_cmpint (terrain_at (window, "25K3"), ==, WADI_TERRAIN_WOODS);
  g_assert_false (_wadi_window_file_banner_shown (window));

  /* an edit here, another there: the banner warns, Save asks */
  cell.terrain = WADI_TERRAIN_BRUSH;
  wadi_document_set_cell (wadi_window_get_document (window), wadi_fixture_hex (wadi_document_get_scenario (wadi_window_get_document (window)), "25C3"), &cell);
  rewrite_outside (file);
  wait_for_banner (window, TRUE);
  g_assert_nonnull (strstr (_wadi_window_file_banner_text (window), "discards your unsaved changes"));
  g_assert_true (_wadi_window_file_changed_on_disk (window));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL);
  wadi_test_flush ();
  question = ADW_MESSAGE_DIALOG (wadi_test_find_window (ADW_TYPE_MESSAGE_DIALOG, GTK_WINDOW (window)));
  g_assert_nonnull (question);
  g_assert_nonnull (strstr (adw_message_dialog_get_heading (question), "Changed on Disk"));
  wadi_test_respond (question, "cancel");
  g_assert_true (wadi_document_get_modified (wadi_window_get_document (window)));
  {
    g_autoptr(WadiScenario) on_disk = wadi_format_read_file (file, &error);

    /* the other program's version, untouched */
    g_assert_cmpint (wadi_board_cell (wadi_scenario_grid (on_disk), wadi_fixture_hex (on_disk, "25C3"))->terrain, !=,
                     WADI_TERRAIN_BRUSH);
  }
  gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL);
  wadi_test_flush ();
  question = ADW_MESSAGE_DIALOG (wadi_test_find_window (ADW_TYPE_MESSAGE_DIALOG, GTK_WINDOW (window)));
  g_assert_nonnull (question);
  wadi_test_respond (question, "replace");
  wadi_test_wait_saved (window);
  g_assert_false (wadi_document_get_modified (wadi_window_get_document (window)));
  g_assert_false (_wadi_window_file_changed_on_disk (window));
  wait_for_banner (window, FALSE);

  /* deleted: the banner says so, and Save writes it again */
  {
    g_autofree char *path = g_file_get_path (file);

    g_assert_cmpint (g_remove (path), ==, 0);
  }
  wait_for_banner (window, TRUE);
  g_assert_nonnull (strstr (_wadi_window_file_banner_text (window), "was deleted or moved"));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (window->file_banner_reload)));

  wadi_document_mark_saved (wadi_window_get_document (window));
  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (window);
  wadi_test_remove_dir (dir);
}

/* A file in an older format version opens with a banner that says saving
 * upgrades it; the file stays as it was until the user saves, and the
 * banner goes when it is saved. */
static void
test_older_format (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wadi-monitor-XXXXXX", NULL);
  g_autofree char *source = g_build_filename (g_getenv ("WADI_SOURCE_ROOT"), "tests", "data", "old",
                                              "toi-wadi-version-2.wadi", NULL);
  g_autofree char *path = g_build_filename (dir, "toi-wadi-version-2.wadi", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *original = NULL;
  g_autofree char *after = NULL;
  g_autofree char *saved = NULL;
  gsize            length = 0;
  g_autoptr(GError) error = NULL;
  WadiWindow *window = wadi_window_new (NULL);
  WadiHexCell cell = { 0 };

  g_file_get_contents (source, &original, &length, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (original, " version=\"2\" "));
  g_file_set_contents (path, original, (gssize) length, &error);
  g_assert_no_error (error);

  g_object_ref_sink (window);
  g_assert_true (wadi_window_load_file (window, file, &error));
  g_assert_no_error (error);
  gtk_window_present (GTK_WINDOW (window));
  wadi_test_wait_until_drawn (window);
  g_assert_cmpuint (wadi_document_get_format_version (wadi_window_get_document (window)), ==, 2);
  g_assert_true (_wadi_window_upgrade_banner_shown (window));
  g_assert_cmpstr (_wadi_window_upgrade_banner_text (window), ==,
                   "This file is in format version 2; saving it will upgrade it to version 8.");
  wadi_test_wait_frames (GTK_WIDGET (window));
  wadi_test_save_screenshot (window, "newcomer-infobar.png");

  /* opened and edited, not saved: the file is as it was */
  cell.terrain = WADI_TERRAIN_WOODS;
  wadi_document_set_cell (wadi_window_get_document (window),
                          wadi_fixture_hex (wadi_document_get_scenario (wadi_window_get_document (window)), "0101"),
                          &cell);
  wadi_test_flush ();
  g_file_get_contents (path, &after, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (after, ==, original);
  g_assert_false (_wadi_window_file_banner_shown (window));

  /* saved: version 6 on disk, and the banner goes */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL);
  wadi_test_wait_saved (window);
  g_assert_false (_wadi_window_upgrade_banner_shown (window));
  g_file_get_contents (path, &saved, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (saved, " version=\"8\" "));

  /* a file of the current version opens without it */
  g_assert_true (wadi_window_load_file (window, file, &error));
  g_assert_no_error (error);
  g_assert_false (_wadi_window_upgrade_banner_shown (window));

  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (window);
  wadi_test_remove_dir (dir);
}

int
main (int   argc,
      char *argv[])
{
  if (!wadi_test_gui_init (&argc, &argv))
    return 0;
  g_test_add_func ("/file-monitor/changed-outside", test_changed_outside);
  g_test_add_func ("/file-monitor/older-format", test_older_format);
  return g_test_run ();
}
