/* test-application.c: the application's files and windows, under a display
 *
 * Each test runs a WadiApplication the way main () does (g_application_run
 * with a command line) and does its work once the application has started:
 * opening from the command line, the recent files list, drag and drop of
 * files, closing a window while it opens a file, and quitting with unsaved
 * changes.
 */
#include "config.h"

#include <glib/gstdio.h>

#include <string.h>
#include <sys/wait.h>

#include "wadi-application.h"
#include "wadi-drafts.h"
#include "wadi-format.h"
#include "wadi-recovery-dialog.h"
#include "wadi-test-gui.h"
#include "wadi-window-private.h"

typedef struct
{
  char            *dir;
  GFile           *example;
  WadiApplication *app;
} Fixture;

typedef void (*AppBody) (Fixture *fixture);

typedef struct
{
  Fixture *fixture;
  AppBody  body;
  gboolean ran;
} AppRun;

static void
fixture_setup (Fixture      *fixture,
               gconstpointer data)
{
  g_autoptr(GError) error = NULL;

  fixture->dir = g_dir_make_tmp ("wadi-application-XXXXXX", &error);
  g_assert_no_error (error);
  fixture->example = wadi_test_copy_example (fixture->dir, "asl-f5-b20.wadi");
}

static void
fixture_teardown (Fixture      *fixture,
                  gconstpointer data)
{
  g_object_unref (fixture->example);
  wadi_test_remove_dir (fixture->dir);
  g_free (fixture->dir);
}

static GList *
app_windows (Fixture *fixture)
{
  return gtk_application_get_windows (GTK_APPLICATION (fixture->app));
}

/* Files open in a thread (wadi-window-load.c): spins until no window of
 * the application is opening one, 10 s at most. */
static void
wait_loaded (Fixture *fixture)
{
  gint64   deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  gboolean loading = TRUE;

  while (loading && g_get_monotonic_time () < deadline)
    {
      loading = FALSE;
      for (GList *l = app_windows (fixture); l != NULL; l = l->next)
        loading |= WADI_IS_WINDOW (l->data) && wadi_window_is_loading (l->data);
      if (loading)
        g_main_context_iteration (NULL, TRUE);
    }
  g_assert_false (loading);
  /* what the end of a load shows (a dialog) is up */
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static gboolean
run_body (gpointer data)
{
  AppRun *run = data;
  GList  *windows;

  wait_loaded (run->fixture);
  run->body (run->fixture);
  run->ran = TRUE;

  /* whatever is left closes without asking */
  windows = g_list_copy (app_windows (run->fixture));
  for (GList *l = windows; l != NULL; l = l->next)
    {
      if (WADI_IS_WINDOW (l->data) && wadi_window_get_document (l->data) != NULL)
        wadi_document_mark_saved (wadi_window_get_document (l->data));
      gtk_window_destroy (l->data);
    }
  g_list_free (windows);
  g_application_release (G_APPLICATION (run->fixture->app));
  return G_SOURCE_REMOVE;
}

static void
on_startup (GApplication *app,
            AppRun       *run)
{
  /* held until the body is done, whatever windows come and go */
  g_application_hold (app);
  g_idle_add (run_body, run);
}

/* Runs the application on argv (NULL-terminated, argv[0] first) with body
 * run once it has started and opened what the command line names. */
static void
run_app (Fixture    *fixture,
         const char *file_arg,
         AppBody     body)
{
  AppRun run = { fixture, body, FALSE };
  char  *argv[] = { (char *) "wadi", (char *) file_arg, NULL };
  int    status;

  fixture->app = wadi_application_new ();
  g_signal_connect_after (fixture->app, "startup", G_CALLBACK (on_startup), &run);
  status = g_application_run (G_APPLICATION (fixture->app), file_arg != NULL ? 2 : 1, argv);
  g_assert_cmpint (status, ==, 0);
  g_assert_true (run.ran);
  g_clear_object (&fixture->app);
}

static WadiWindow *
only_window (Fixture *fixture)
{
  GList *windows = app_windows (fixture);

  g_assert_cmpuint (g_list_length (windows), ==, 1);
  g_assert_true (WADI_IS_WINDOW (windows->data));
  return windows->data;
}

static WadiWindow *
window_of (Fixture *fixture,
           GFile   *file)
{
  for (GList *l = app_windows (fixture); l != NULL; l = l->next)
    if (WADI_IS_WINDOW (l->data) && wadi_window_get_file (l->data) != NULL
        && g_file_equal (wadi_window_get_file (l->data), file))
      return l->data;
  return NULL;
}

/* The command line */

/* Each shortcut of the shortcuts window shows each of its keys once: the
 * keypad's + read "+ / = / + / Ctrl + + / Ctrl + =" beside the main +. */
static void
check_shortcuts_read_once (GtkWidget *root)
{
  if (GTK_IS_SHORTCUTS_SHORTCUT (root))
    {
      g_autofree char *accelerator = NULL;
      g_autofree char *title = NULL;
      g_auto(GStrv) keys = NULL;
      g_autoptr(GHashTable) shown = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

      g_object_get (root, "accelerator", &accelerator, "title", &title, NULL);
      keys = g_strsplit (accelerator != NULL ? accelerator : "", " ", -1);
      for (guint i = 0; keys[i] != NULL; i++)
        {
          guint           key;
          GdkModifierType mods;
          char           *label;

          if (keys[i][0] == '\0' || !gtk_accelerator_parse (keys[i], &key, &mods))
            continue;
          /* as GtkShortcutLabel shows a key: its character, if it has one */
          label = gdk_keyval_to_unicode (key) != 0 ? g_strdup_printf ("%u %u", mods, gdk_keyval_to_unicode (key))
                                                   : gtk_accelerator_get_label (key, mods);
          if (!g_hash_table_add (shown, label))
            g_error ("“%s” shows %s twice (%s)", title, keys[i], accelerator);
          /* GtkShortcutLabel writes a keypad key without a character by
           * its name: "KP_Delete" */
          if (gdk_keyval_to_unicode (key) == 0 && gdk_keyval_name (key) != NULL
              && g_str_has_prefix (gdk_keyval_name (key), "KP_"))
            g_error ("“%s” shows the raw key name %s", title, keys[i]);
        }
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    check_shortcuts_read_once (child);
}

static void
check_command_line (Fixture *fixture)
{
  WadiWindow *window = only_window (fixture);

  g_assert_true (g_file_equal (wadi_window_get_file (window), fixture->example));
  g_assert_cmpuint (wadi_map_board_count (wadi_document_get_scenario (wadi_window_get_document (window))->map), ==, 3);
  g_assert_nonnull (strstr (gtk_window_get_title (GTK_WINDOW (window)), "asl-f5-b20.wadi"));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window)));
  /* the shortcuts window is there, on Ctrl+?, made only when asked for */
  g_assert_true (wadi_test_action_enabled (GTK_WIDGET (window), "win.show-help-overlay"));
  {
    g_auto(GStrv) accels = gtk_application_get_accels_for_action (gtk_window_get_application (GTK_WINDOW (window)),
                                                                   "win.show-help-overlay");

    g_assert_cmpstrv (accels, ((const char *[]) { "<Control>question", NULL }));
  }
  g_assert_null (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window)));
  g_assert_true (GTK_IS_SHORTCUTS_WINDOW (_wadi_window_get_shortcuts_window (window)));
  g_assert_true (GTK_WINDOW (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window)))
                 == _wadi_window_get_shortcuts_window (window));
  /* shown without a warning: GTK 4.8's page buttons' labels reported a
   * negative width (ui/style.css), fatal here */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL));
  wadi_test_wait_frames (GTK_WIDGET (_wadi_window_get_shortcuts_window (window)));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (_wadi_window_get_shortcuts_window (window))));
  check_shortcuts_read_once (GTK_WIDGET (_wadi_window_get_shortcuts_window (window)));
  /* it fits a 1024 x 600 netbook's screen, its page buttons and Close
   * too (a try-out's was 1272 x 716) */
  {
    GtkWidget *shortcuts = GTK_WIDGET (_wadi_window_get_shortcuts_window (window));
    int        width, height;

    gtk_widget_measure (shortcuts, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &width, NULL, NULL);
    gtk_widget_measure (shortcuts, GTK_ORIENTATION_VERTICAL, width, NULL, &height, NULL, NULL);
    g_test_message ("the shortcuts window: %d x %d", width, height);
    g_assert_cmpint (width, <=, 1024);
    g_assert_cmpint (height, <=, 600);
  }
  gtk_window_close (_wadi_window_get_shortcuts_window (window));
}

static void
test_command_line_opens_file (Fixture      *fixture,
                              gconstpointer data)
{
  g_autofree char *path = g_file_get_path (fixture->example);

  run_app (fixture, path, check_command_line);
}

static void
check_no_file (Fixture *fixture)
{
  WadiWindow *window = only_window (fixture);

  g_assert_null (wadi_window_get_file (window));
  g_assert_true (wadi_window_is_disposable (window));
  g_assert_nonnull (strstr (gtk_window_get_title (GTK_WINDOW (window)), "Untitled"));
}

static void
test_command_line_without_file (Fixture      *fixture,
                                gconstpointer data)
{
  run_app (fixture, NULL, check_no_file);
}

/* F1 and the main menu's Help open the Mallard help (help:wadi). */
static void
check_help_action (Fixture *fixture)
{
  g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (fixture->app), "app.help");

  g_assert_nonnull (g_action_map_lookup_action (G_ACTION_MAP (fixture->app), "help"));
  g_assert_true (g_strv_contains ((const char *const *) accels, "F1"));
}

/* The help opens in the desktop's handler of help: URIs (Yelp on GNOME).
 * The test's handler writes down the URI it is given; it is the default
 * by the parent's XDG_CONFIG_HOME/mimeapps.list, and its desktop file is
 * in the child's XDG_DATA_HOME, which wadi_test_gui_init () makes. */
static void
check_help_opens (Fixture *fixture)
{
  const char      *record = g_getenv ("WADI_TEST_HELP_RECORD");
  g_autofree char *applications = g_build_filename (g_get_user_data_dir (), "applications", NULL);
  g_autofree char *script = g_build_filename (applications, "record-uri", NULL);
  g_autofree char *script_text = NULL;
  g_autofree char *desktop = g_build_filename (applications, "wadi-test-help.desktop", NULL);
  g_autofree char *desktop_text = NULL;
  g_autofree char *uri = NULL;
  gint64           deadline = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (record);
  script_text = g_strdup_printf ("#!/bin/sh\nprintf '%%s\\n' \"$1\" > '%s.part'\nmv '%s.part' '%s'\n",
                                 record, record, record);
  desktop_text = g_strdup_printf ("[Desktop Entry]\nType=Application\nName=Help recorder\n"
                                  "Exec=%s %%u\nMimeType=x-scheme-handler/help;\nNoDisplay=true\n",
                                  script);
  g_assert_cmpint (g_mkdir_with_parents (applications, 0700), ==, 0);
  g_file_set_contents (script, script_text, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (g_chmod (script, 0700), ==, 0);
  g_file_set_contents (desktop, desktop_text, -1, &error);
  g_assert_no_error (error);

  g_action_group_activate_action (G_ACTION_GROUP (fixture->app), "help", NULL);
  while (!g_file_get_contents (record, &uri, NULL, NULL) && g_get_monotonic_time () < deadline)
    if (!g_main_context_iteration (NULL, FALSE))
      g_usleep (10000);
  g_assert_cmpstr (uri, ==, "help:wadi\n");
}

static void
test_help_opens (Fixture      *fixture,
                 gconstpointer data)
{
  g_autofree char *config = g_build_filename (fixture->dir, "config", NULL);
  g_autofree char *mimeapps = g_build_filename (config, "mimeapps.list", NULL);
  g_autofree char *record = g_build_filename (fixture->dir, "opened", NULL);
  g_autoptr(GError) error = NULL;

  if (g_test_subprocess ())
    {
      run_app (fixture, NULL, check_help_opens);
      return;
    }
  g_assert_cmpint (g_mkdir_with_parents (config, 0700), ==, 0);
  g_file_set_contents (mimeapps, "[Default Applications]\nx-scheme-handler/help=wadi-test-help.desktop\n", -1,
                       &error);
  g_assert_no_error (error);

  /* GLib reads XDG_CONFIG_HOME once: the child starts with it */
  g_setenv ("XDG_CONFIG_HOME", config, TRUE);
  g_setenv ("WADI_TEST_HELP_RECORD", record, TRUE);
  g_test_trap_subprocess (NULL, 120 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_unsetenv ("WADI_TEST_HELP_RECORD");
  g_unsetenv ("XDG_CONFIG_HOME");
  g_test_trap_assert_passed ();
}

/* About shows the issue tracker and the newest release's notes, read from
 * the metainfo. */
static void
check_about (Fixture *fixture)
{
  AdwAboutWindow *about = NULL;
  GListModel     *toplevels = gtk_window_get_toplevels ();

  g_action_group_activate_action (G_ACTION_GROUP (fixture->app), "about", NULL);
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (ADW_IS_ABOUT_WINDOW (window))
        about = ADW_ABOUT_WINDOW (window);
    }
  g_assert_nonnull (about);
  g_assert_cmpstr (adw_about_window_get_issue_url (about), ==, "https://github.com/wadieditor/wadi/issues");
  g_assert_cmpstr (adw_about_window_get_release_notes_version (about), ==, "0.2.0");
  g_assert_nonnull (strstr (adw_about_window_get_release_notes (about), "<li>Maps of several geomorphic boards"));
  g_assert_nonnull (adw_about_window_get_copyright (about));
  gtk_window_destroy (GTK_WINDOW (about));
}

static void
test_about (Fixture      *fixture,
            gconstpointer data)
{
  run_app (fixture, NULL, check_about);
}

static void
test_help_action (Fixture      *fixture,
                  gconstpointer data)
{
  run_app (fixture, NULL, check_help_action);
}

/* The recent files list */

static gboolean
menu_has_uri (GMenuModel *menu,
              const char *uri)
{
  for (int i = 0; i < g_menu_model_get_n_items (menu); i++)
    {
      g_autoptr(GVariant) target = g_menu_model_get_item_attribute_value (menu, i, G_MENU_ATTRIBUTE_TARGET,
                                                                           G_VARIANT_TYPE_STRING);

      if (target != NULL && g_strcmp0 (g_variant_get_string (target, NULL), uri) == 0)
        return TRUE;
    }
  return FALSE;
}

static void
check_recent (Fixture *fixture)
{
  WadiWindow      *window = only_window (fixture);
  g_autofree char *uri = g_file_get_uri (fixture->example);
  GMenuModel      *menu = G_MENU_MODEL (window->recent_section);
  gint64           deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  g_autoptr(GtkRecentInfo) info = NULL;

  g_assert_true (gtk_recent_manager_has_item (gtk_recent_manager_get_default (), uri));
  info = gtk_recent_manager_lookup_item (gtk_recent_manager_get_default (), uri, NULL);
  g_assert_cmpstr (gtk_recent_info_get_mime_type (info), ==, "application/x-wadi-scenario+xml");
  /* the menu follows the manager's ::changed, which comes from the main loop */
  while (!menu_has_uri (menu, uri) && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (menu_has_uri (menu, uri));
  /* the entry opens it through win.open-recent */
  g_assert_true (wadi_test_has_action (GTK_WIDGET (window), "win.open-recent"));
}

static void
test_recent_files (Fixture      *fixture,
                   gconstpointer data)
{
  g_autofree char *path = g_file_get_path (fixture->example);
  g_autofree char *uri = g_file_get_uri (fixture->example);

  gtk_recent_manager_remove_item (gtk_recent_manager_get_default (), uri, NULL);
  g_assert_false (gtk_recent_manager_has_item (gtk_recent_manager_get_default (), uri));
  run_app (fixture, path, check_recent);
}

static void
open_recent_from_menu (Fixture *fixture)
{
  WadiWindow      *window = only_window (fixture);
  g_autofree char *uri = g_file_get_uri (fixture->example);

  /* a fresh window takes the file itself */
  g_assert_true (wadi_window_is_disposable (window));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.open-recent", "s", uri);
  wait_loaded (fixture);
  g_assert_true (window_of (fixture, fixture->example) == window);
  g_assert_cmpuint (g_list_length (app_windows (fixture)), ==, 1);
}

static void
test_open_recent (Fixture      *fixture,
                  gconstpointer data)
{
  run_app (fixture, NULL, open_recent_from_menu);
}

/* Opening a file that is gone, from a window that has its own file, leaves
 * no empty window behind: that window says why. */
static void
open_missing_recent (Fixture *fixture)
{
  WadiWindow      *window = only_window (fixture);
  g_autofree char *missing = g_build_filename (fixture->dir, "gone.wadi", NULL);
  g_autofree char *uri = g_filename_to_uri (missing, NULL, NULL);
  GtkWindow       *dialog;

  g_assert_false (wadi_window_is_disposable (window));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.open-recent", "s", uri);
  wait_loaded (fixture);
  wadi_test_flush ();
  dialog = wadi_test_find_window (ADW_TYPE_MESSAGE_DIALOG, GTK_WINDOW (window));
  g_assert_nonnull (dialog);
  g_assert_cmpuint (g_list_length (app_windows (fixture)), ==, 1);
  wadi_test_respond (ADW_MESSAGE_DIALOG (dialog), "close");
  g_assert_cmpuint (g_list_length (app_windows (fixture)), ==, 1);
  g_assert_true (window_of (fixture, fixture->example) == window);
}

static void
test_open_missing_recent (Fixture      *fixture,
                          gconstpointer data)
{
  g_autofree char *path = g_file_get_path (fixture->example);

  run_app (fixture, path, open_missing_recent);
}

/* The Open Recent menu names each file with its folder, keeps the
 * underscores of its name, and leaves out files that are gone. */
static void
check_recent_labels (Fixture *fixture)
{
  WadiWindow      *window = only_window (fixture);
  GMenuModel      *menu = G_MENU_MODEL (window->recent_section);
  g_autofree char *big = g_build_filename (fixture->dir, "big_500.wadi", NULL);
  g_autofree char *gone = g_build_filename (fixture->dir, "gone_soon.wadi", NULL);
  g_autofree char *big_uri = g_filename_to_uri (big, NULL, NULL);
  g_autofree char *gone_uri = g_filename_to_uri (gone, NULL, NULL);
  g_autofree char *folder = NULL;
  g_autofree char *folder_name = NULL;
  g_auto(GStrv) parts = NULL;
  g_autofree char *expected = NULL;
  GtkRecentData    data = { .mime_type = (char *) WADI_FORMAT_MIME_TYPE, .app_name = (char *) "wadi", .app_exec = (char *) "wadi %u" };
  gint64           deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  gboolean         found = FALSE;

  g_assert_true (g_file_set_contents (big, "", 0, NULL));
  g_assert_true (g_file_set_contents (gone, "", 0, NULL));
  gtk_recent_manager_add_full (gtk_recent_manager_get_default (), big_uri, &data);
  gtk_recent_manager_add_full (gtk_recent_manager_get_default (), gone_uri, &data);
  while (!menu_has_uri (menu, big_uri) && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (menu_has_uri (menu, big_uri));
  g_assert_true (menu_has_uri (menu, gone_uri));
  g_assert_cmpint (g_remove (gone), ==, 0);
  /* the list is made anew when the manager changes */
  gtk_recent_manager_add_full (gtk_recent_manager_get_default (), big_uri, &data);
  while (menu_has_uri (menu, gone_uri) && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (menu_has_uri (menu, gone_uri));

  folder = g_path_get_basename (fixture->dir);
  /* as a menu label: underscores doubled */
  parts = g_strsplit (folder, "_", -1);
  folder_name = g_strjoinv ("__", parts);
  expected = g_strdup ("big__500.wadi — ");
  for (int i = 0; i < g_menu_model_get_n_items (menu); i++)
    {
      g_autofree char *label = NULL;

      if (g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_LABEL, "s", &label)
          && g_str_has_prefix (label, expected))
        {
          /* then the folder (home written as ~) */
          g_assert_true (g_str_has_suffix (label, folder_name));
          found = TRUE;
        }
    }
  g_assert_true (found);
  gtk_recent_manager_remove_item (gtk_recent_manager_get_default (), big_uri, NULL);
  g_remove (big);
}

static void
test_recent_labels (Fixture      *fixture,
                    gconstpointer data)
{
  run_app (fixture, NULL, check_recent_labels);
}

/* Drag and drop */

static GtkDropTarget *
drop_target (GtkWidget *widget)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_DROP_TARGET (controller))
        return GTK_DROP_TARGET (controller);
    }
  g_assert_not_reached ();
}

static gboolean
drop_value (WadiWindow   *window,
            const GValue *value)
{
  GtkDropTarget *target = drop_target (GTK_WIDGET (window));
  gboolean       handled = FALSE;

  g_assert_true (g_type_is_a (G_VALUE_TYPE (value), gtk_drop_target_get_gtypes (target, NULL)[0])
                 || G_VALUE_TYPE (value) == G_TYPE_FILE);
  g_signal_emit_by_name (target, "drop", value, 100.0, 100.0, &handled);
  return handled;
}

static gboolean
drop_files (WadiWindow *window,
            GFile     **files,
            gsize       n_files)
{
  g_auto(GValue) value = G_VALUE_INIT;

  g_value_init (&value, GDK_TYPE_FILE_LIST);
  g_value_take_boxed (&value, gdk_file_list_new_from_array (files, n_files));
  return drop_value (window, &value);
}

static void
drop_scenarios (Fixture *fixture)
{
  WadiWindow *window = only_window (fixture);
  g_autoptr(GFile) second = wadi_test_copy_example (fixture->dir, "toi-wadi.wadi");
  g_autoptr(GFile) third = wadi_test_copy_example (fixture->dir, "classic-charts.wadi");
  GFile *both[] = { second, third };
  g_auto(GValue) single = G_VALUE_INIT;

  /* only file lists are taken: a lone GFile is not what the target asked for */
  g_value_init (&single, G_TYPE_FILE);
  g_value_set_object (&single, fixture->example);
  g_assert_false (drop_value (window, &single));
  g_assert_null (wadi_window_get_file (window));

  /* a file dropped on a fresh window opens in it */
  g_assert_true (drop_files (window, &fixture->example, 1));
  wait_loaded (fixture);
  g_assert_true (window_of (fixture, fixture->example) == window);
  g_assert_cmpuint (g_list_length (app_windows (fixture)), ==, 1);
  g_assert_false (wadi_document_get_modified (wadi_window_get_document (window)));

  /* the same file again is the same window */
  g_assert_true (drop_files (window, &fixture->example, 1));
  wait_loaded (fixture);
  g_assert_cmpuint (g_list_length (app_windows (fixture)), ==, 1);

  /* two more, onto a window that has its own: each gets a window */
  g_assert_true (drop_files (window, both, 2));
  wait_loaded (fixture);
  g_assert_cmpuint (g_list_length (app_windows (fixture)), ==, 3);
  g_assert_nonnull (window_of (fixture, second));
  g_assert_nonnull (window_of (fixture, third));
  g_assert_cmpint (wadi_document_get_scenario (wadi_window_get_document (window_of (fixture, second)))->ruleset,
                   ==, WADI_RULESET_TOI);
  g_assert_true (window_of (fixture, fixture->example) == window);
}

static void
test_drop_opens_files (Fixture      *fixture,
                       gconstpointer data)
{
  run_app (fixture, NULL, drop_scenarios);
}

/* Closing a window while it opens a file */

/* The window the application made for a file it is opening. */
static WadiWindow *
opening_window (Fixture *fixture)
{
  for (GList *l = app_windows (fixture); l != NULL; l = l->next)
    if (WADI_IS_WINDOW (l->data) && wadi_window_is_loading (l->data))
      return l->data;
  return NULL;
}

/* A big file, and the same cut in half (an error at its end): the window
 * closed while it reads stops reading, stays closed and shows nothing,
 * neither the map nor a dialog about the file. */
static void
close_while_opening (Fixture *fixture)
{
  WadiWindow *first = only_window (fixture);
  g_autoptr(GFile) big = wadi_test_write_big_map (fixture->dir, 1000);
  g_autofree char *cut_path = g_build_filename (fixture->dir, "cut.wadi", NULL);
  g_autoptr(GFile) cut = g_file_new_for_path (cut_path);
  g_autofree char *contents = NULL;
  gsize            length;
  GFile           *files[] = { big, cut };

  g_assert_true (g_file_load_contents (big, NULL, &contents, &length, NULL, NULL));
  g_assert_true (g_file_set_contents (cut_path, contents, (gssize) (length / 2), NULL));
  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autoptr(WadiWindow) window = NULL;
      gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

      wadi_application_open_file (fixture->app, files[i], NULL);
      window = g_object_ref (opening_window (fixture));
      g_assert_true (window != first);
      /* under way: the bar's progress has moved */
      while (_wadi_window_get_load_fraction (window) < 100 && wadi_window_is_loading (window))
        g_main_context_iteration (NULL, TRUE);
      g_assert_true (wadi_window_is_loading (window));
      gtk_window_close (GTK_WINDOW (window));
      while (wadi_window_is_loading (window) && g_get_monotonic_time () < deadline)
        g_main_context_iteration (NULL, TRUE);
      g_assert_false (wadi_window_is_loading (window));
      /* whatever the read's end would do, done */
      wadi_test_run_for (G_USEC_PER_SEC / 4);
      g_assert_null (wadi_window_get_document (window));
      g_assert_false (gtk_widget_get_visible (GTK_WIDGET (window)));
      g_assert_null (wadi_test_find_window (ADW_TYPE_MESSAGE_DIALOG, NULL));
      g_assert_cmpuint (g_list_length (app_windows (fixture)), ==, 1);
      g_assert_true (app_windows (fixture)->data == first);
    }
}

static void
test_close_while_opening (Fixture      *fixture,
                          gconstpointer data)
{
  g_autofree char *path = g_file_get_path (fixture->example);

  run_app (fixture, path, close_while_opening);
}

/* Quitting */

static void
quit_with_unsaved (Fixture *fixture)
{
  WadiWindow       *fresh = only_window (fixture);
  WadiWindow       *edited;
  WadiHexCell       woods = { 0 };
  AdwMessageDialog *dialog;
  g_autoptr(GBytes) before = g_file_load_bytes (fixture->example, NULL, NULL, NULL);
  g_autoptr(GBytes) after = NULL;

  /* a second window, with the example changed */
  wadi_application_open_file (fixture->app, fixture->example, NULL);
  wait_loaded (fixture);
  edited = window_of (fixture, fixture->example);
  g_assert_nonnull (edited);
  g_assert_true (edited != fresh);
  woods.terrain = WADI_TERRAIN_WOODS;
  g_assert_true (wadi_document_set_cell (wadi_window_get_document (edited), (WadiHex) { 3, 3 }, &woods));
  g_assert_cmpuint (g_list_length (app_windows (fixture)), ==, 2);

  /* Quit closes what has nothing to lose and asks about the rest */
  g_action_group_activate_action (G_ACTION_GROUP (fixture->app), "quit", NULL);
  wadi_test_flush ();
  g_assert_cmpuint (g_list_length (app_windows (fixture)), ==, 1);
  g_assert_true (app_windows (fixture)->data == edited);
  dialog = ADW_MESSAGE_DIALOG (wadi_test_find_window (ADW_TYPE_MESSAGE_DIALOG, GTK_WINDOW (edited)));
  g_assert_nonnull (dialog);

  /* Cancel: nothing closes, nothing is lost */
  wadi_test_respond (dialog, "cancel");
  g_assert_cmpuint (g_list_length (app_windows (fixture)), ==, 1);
  g_assert_true (wadi_document_get_modified (wadi_window_get_document (edited)));

  /* Quit again, Save: the file has the change and the window goes */
  g_action_group_activate_action (G_ACTION_GROUP (fixture->app), "quit", NULL);
  wadi_test_flush ();
  dialog = ADW_MESSAGE_DIALOG (wadi_test_find_window (ADW_TYPE_MESSAGE_DIALOG, GTK_WINDOW (edited)));
  g_assert_nonnull (dialog);
  wadi_test_respond (dialog, "save");
  /* the save runs in a thread; the window closes when it is done */
  {
    gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

    while (app_windows (fixture) != NULL && g_get_monotonic_time () < deadline)
      g_main_context_iteration (NULL, TRUE);
  }
  g_assert_null (app_windows (fixture));
  after = g_file_load_bytes (fixture->example, NULL, NULL, NULL);
  g_assert_false (g_bytes_equal (before, after));
  {
    g_autoptr(WadiScenario) saved = wadi_format_read_file (fixture->example, NULL);

    g_assert_nonnull (saved);
    g_assert_cmpuint (wadi_board_cell (wadi_scenario_grid (saved), (WadiHex) { 3, 3 })->terrain,
                      ==, WADI_TERRAIN_WOODS);
  }
}

static void
test_quit_asks_about_unsaved (Fixture      *fixture,
                              gconstpointer data)
{
  run_app (fixture, NULL, quit_with_unsaved);
}

static void
quit_discarding (Fixture *fixture)
{
  WadiWindow *window;
  WadiHexCell grain = { 0 };
  g_autoptr(GBytes) before = g_file_load_bytes (fixture->example, NULL, NULL, NULL);
  g_autoptr(GBytes) after = NULL;

  window = only_window (fixture);
  grain.terrain = WADI_TERRAIN_GRAIN;
  g_assert_true (wadi_document_set_cell (wadi_window_get_document (window), (WadiHex) { 4, 4 }, &grain));
  g_action_group_activate_action (G_ACTION_GROUP (fixture->app), "quit", NULL);
  wadi_test_flush ();
  wadi_test_respond (ADW_MESSAGE_DIALOG (wadi_test_find_window (ADW_TYPE_MESSAGE_DIALOG, GTK_WINDOW (window))),
                     "discard");
  g_assert_null (app_windows (fixture));
  after = g_file_load_bytes (fixture->example, NULL, NULL, NULL);
  g_assert_true (g_bytes_equal (before, after));
}

static void
test_quit_discarding (Fixture      *fixture,
                      gconstpointer data)
{
  g_autofree char *path = g_file_get_path (fixture->example);

  run_app (fixture, path, quit_discarding);
}

/* wadi --version and --help answer without a window. */
static void
test_version_and_help (void)
{
  if (g_test_subprocess ())
    {
      g_autoptr(WadiApplication) app = wadi_application_new ();
      char *argv[] = { (char *) "wadi", (char *) g_getenv ("WADI_TEST_OPTION"), NULL };

      exit (g_application_run (G_APPLICATION (app), 2, argv));
    }
  g_setenv ("WADI_TEST_OPTION", "--version", TRUE);
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
  g_test_trap_assert_stdout ("wadi " PACKAGE_VERSION "\n");
  g_setenv ("WADI_TEST_OPTION", "--help", TRUE);
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
  g_test_trap_assert_stdout ("*[OPTION…] [FILE…]*--version*Show the version and quit*--new-window*Open a new window*");
  g_unsetenv ("WADI_TEST_OPTION");
}

/* Recovery: the drafts of a Wadi that was killed */

#define MANY_DRAFTS 2000

/* the test process's resident memory before the application starts (the
 * tests before this one leave their share) */
static guint64 resident_before;

/* How many of the drafts folder's drafts are left. */
static guint
count_drafts (void)
{
  g_autoptr(GDir) dir = g_dir_open (wadi_drafts_get_dir (wadi_drafts_get_default ()), 0, NULL);
  const char *name;
  guint       n = 0;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    n += g_str_has_suffix (name, ".draft");
  return n;
}

/* The process's resident memory, in bytes, from /proc/self/status. */
static guint64
resident_bytes (void)
{
  g_autofree char *status = NULL;
  const char      *line;

  g_assert_true (g_file_get_contents ("/proc/self/status", &status, NULL, NULL));
  line = strstr (status, "VmRSS:");
  g_assert_nonnull (line);
  return g_ascii_strtoull (line + strlen ("VmRSS:"), NULL, 10) * 1024;
}

/* Writes count drafts of a 6 × 4 map, as a process that is gone left
 * them: the first through WadiDrafts, the others copies of it. */
static void
write_orphan_drafts (guint count)
{
  WadiDrafts      *drafts = wadi_drafts_get_default ();
  WadiScenario    *scenario = wadi_scenario_new (WADI_RULESET_ASL);
  g_autofree char *id = wadi_drafts_new_id ();
  g_autofree char *scenario_path = g_strconcat (wadi_drafts_get_dir (drafts), "/", id, ".wadi", NULL);
  g_autofree char *contents = NULL;
  gsize            length = 0;
  const char      *argv[] = { "true", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(GDateTime) now = g_date_time_new_now_utc ();
  GPid dead = 0;

  wadi_scenario_add_board (scenario, wadi_board_new ("1", 6, 4, (WadiGridLayout) { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD },
                                                     WADI_LABEL_ASL, 1));
  g_assert_true (wadi_drafts_save (drafts, id, scenario, NULL, "draft", &error));
  g_assert_no_error (error);
  wadi_scenario_free (scenario);
  g_assert_true (g_file_get_contents (scenario_path, &contents, &length, NULL));
  g_assert_true (g_spawn_async (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_DO_NOT_REAP_CHILD, NULL,
                                NULL, &dead, &error));
  g_assert_no_error (error);
  waitpid (dead, NULL, 0);
  wadi_drafts_remove (drafts, id);
  for (guint i = 0; i < count; i++)
    {
      g_autofree char *other = wadi_drafts_new_id ();
      g_autofree char *path = g_strconcat (wadi_drafts_get_dir (drafts), "/", other, ".wadi", NULL);
      g_autofree char *draft_path = g_strconcat (wadi_drafts_get_dir (drafts), "/", other, ".draft", NULL);
      g_autofree char *title = g_strdup_printf ("Scenario %04u.wadi", i);
      g_autoptr(GDateTime) written = g_date_time_add_minutes (now, -(int) i);
      g_autofree char *when = g_date_time_format_iso8601 (written);
      g_autoptr(GKeyFile) keys = g_key_file_new ();

      g_assert_true (g_file_set_contents (path, contents, (gssize) length, NULL));
      g_key_file_set_string (keys, "Draft", "title", title);
      g_key_file_set_string (keys, "Draft", "written", when);
      g_key_file_set_int64 (keys, "Draft", "pid", dead);
      g_assert_true (g_key_file_save_to_file (keys, draft_path, NULL));
    }
}

static WadiRecoveryDialog *
find_recovery_dialog (guint *count)
{
  GListModel         *toplevels = gtk_window_get_toplevels (); /* not ours */
  WadiRecoveryDialog *found = NULL;

  *count = 0;
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (WADI_IS_RECOVERY_DIALOG (window) && gtk_widget_get_visible (GTK_WIDGET (window)))
        {
          found = WADI_RECOVERY_DIALOG (window);
          (*count)++;
        }
      /* never a dialog for each draft */
      g_assert_false (ADW_IS_MESSAGE_DIALOG (window));
    }
  return found;
}

#ifdef __SANITIZE_ADDRESS__
#define MANY_DRAFTS_GROWTH_MB 300
#else
#define MANY_DRAFTS_GROWTH_MB 100
#endif

static void
many_drafts_body (Fixture *fixture)
{
  guint               n_dialogs = 0;
  WadiRecoveryDialog *dialog = find_recovery_dialog (&n_dialogs);
  g_autofree char    *newest = NULL;
  gint64              deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  guint64             rss = resident_bytes ();
  WadiWindow         *restored = NULL;

  g_test_message ("%u drafts: %u recovery window, resident %" G_GUINT64_FORMAT " MB (%" G_GUINT64_FORMAT
                  " MB before the application started)",
                  MANY_DRAFTS, n_dialogs, rss / (1024 * 1024), resident_before / (1024 * 1024));
  g_assert_cmpuint (n_dialogs, ==, 1);
  g_assert_cmpuint (wadi_recovery_dialog_get_n_drafts (dialog), ==, MANY_DRAFTS);
  /* the window, its rows in view and two thousand drafts' names: little
   * (a dialog each took 2.4 GB); what the process held before depends on
   * the tests before it, and AddressSanitizer keeps freed memory a while */
  g_assert_cmpuint (rss, <, resident_before + MANY_DRAFTS_GROWTH_MB * 1024 * 1024);

  /* the newest first; the first few read in a thread for their map's
   * size, the others not read */
  {
    g_autoptr(GtkStringObject) first = NULL;
    g_autoptr(GtkStringObject) last = NULL;
    GtkWidget  *list = wadi_test_find_widget_of_type (GTK_WIDGET (dialog), GTK_TYPE_LIST_VIEW);
    GListModel *model = NULL;

    g_assert_nonnull (list);
    model = G_LIST_MODEL (gtk_list_view_get_model (GTK_LIST_VIEW (list)));
    g_assert_cmpuint (g_list_model_get_n_items (model), ==, MANY_DRAFTS);
    first = g_list_model_get_item (model, 0);
    last = g_list_model_get_item (model, MANY_DRAFTS - 1);
    newest = g_strdup (gtk_string_object_get_string (first));
    while (wadi_recovery_dialog_get_map_size (dialog, newest) == NULL && g_get_monotonic_time () < deadline)
      g_main_context_iteration (NULL, TRUE);
    g_assert_cmpstr (wadi_recovery_dialog_get_map_size (dialog, newest), ==, "6 × 4 hexes");
    g_assert_null (wadi_recovery_dialog_get_map_size (dialog, gtk_string_object_get_string (last)));
  }
  wadi_test_wait_frames (GTK_WIDGET (dialog));
  {
    /* a screen reader hears which draft a row's buttons are for */
    GtkWidget       *discard = wadi_test_find_widget_showing (GTK_WIDGET (dialog), GTK_TYPE_LABEL, "Discard");
    GtkWidget       *title = NULL;
    g_autofree char *expected = NULL;

    g_assert_nonnull (discard);
    discard = gtk_widget_get_ancestor (discard, GTK_TYPE_BUTTON);
    title = gtk_widget_get_first_child (gtk_widget_get_prev_sibling (discard));
    expected = g_strdup_printf ("Discard “%s”", gtk_label_get_text (GTK_LABEL (title)));
    gtk_test_accessible_assert_property (GTK_ACCESSIBLE (discard), GTK_ACCESSIBLE_PROPERTY_LABEL, expected);
  }
  wadi_test_save_window_screenshot (GTK_WINDOW (dialog), "recovery-many-drafts.png");

  /* Restore one: it opens in a window (read in a thread), unsaved, its
   * draft the window's */
  gtk_widget_activate_action (GTK_WIDGET (dialog), "recovery.restore", "s", newest);
  g_assert_cmpuint (wadi_recovery_dialog_get_n_drafts (dialog), ==, MANY_DRAFTS - 1);
  {
    gint64 until = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;

    while (restored == NULL && g_get_monotonic_time () < until)
      {
        for (GList *l = app_windows (fixture); l != NULL; l = l->next)
          if (WADI_IS_WINDOW (l->data) && g_strcmp0 (WADI_WINDOW (l->data)->draft_id, newest) == 0)
            restored = l->data;
        if (restored == NULL)
          g_main_context_iteration (NULL, TRUE);
      }
  }
  g_assert_nonnull (restored);
  g_assert_true (wadi_document_get_modified (wadi_window_get_document (restored)));
  g_assert_cmpint (wadi_scenario_grid (wadi_document_get_scenario (wadi_window_get_document (restored)))->cols, ==, 6);

  /* Discard All: the other drafts' files are gone, and so is the window */
  gtk_widget_activate_action (GTK_WIDGET (dialog), "recovery.discard-all", NULL);
  wadi_test_flush ();
  g_assert_cmpuint (count_drafts (), ==, 1);
  find_recovery_dialog (&n_dialogs);
  g_assert_cmpuint (n_dialogs, ==, 0);
  /* the restored one is the window's until it is saved or closed */
  wadi_document_mark_saved (wadi_window_get_document (restored));
  gtk_window_destroy (GTK_WINDOW (restored));
  g_assert_cmpuint (count_drafts (), ==, 0);
}

/* Two thousand drafts left by a killed Wadi are one window listing them
 * all, not two thousand dialogs (which took 2.4 GB). */
static void
test_recovers_many_drafts (Fixture      *fixture,
                           gconstpointer data)
{
  write_orphan_drafts (MANY_DRAFTS);
  g_assert_cmpuint (count_drafts (), ==, MANY_DRAFTS);
  resident_before = resident_bytes ();
  run_app (fixture, NULL, many_drafts_body);
}

int
main (int   argc,
      char *argv[])
{
  if (!wadi_test_gui_init (&argc, &argv))
    return 0;

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_setup, func, fixture_teardown)
  ADD ("/application/command-line-opens-file", test_command_line_opens_file);
  ADD ("/application/command-line-without-file", test_command_line_without_file);
  ADD ("/application/help-action", test_help_action);
  ADD ("/application/help-opens", test_help_opens);
  ADD ("/application/about", test_about);
  ADD ("/application/recent-files", test_recent_files);
  ADD ("/application/open-recent", test_open_recent);
  ADD ("/application/open-missing-recent", test_open_missing_recent);
  ADD ("/application/recent-labels", test_recent_labels);
  ADD ("/application/drop-opens-files", test_drop_opens_files);
  ADD ("/application/close-while-opening", test_close_while_opening);
  ADD ("/application/quit-asks-about-unsaved", test_quit_asks_about_unsaved);
  ADD ("/application/quit-discarding", test_quit_discarding);
  ADD ("/application/recovers-many-drafts", test_recovers_many_drafts);
#undef ADD
  g_test_add_func ("/application/version-and-help", test_version_and_help);

  return g_test_run ();
}
