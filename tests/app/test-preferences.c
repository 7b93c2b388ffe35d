/* test-preferences.c: the Preferences window, under a display
 *
 * Runs in the 'gui' suite.  Each row writes its settings key and follows
 * it (a memory backend, so nothing of the user's changes), New Scenario
 * offers what Preferences says, and the board library's folders are added
 * and removed.
 */
#include "config.h"

#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gsettingsbackend.h>
#include <gtk/gtk.h>

#include "wadi-entry-row.h"
#include "wadi-new-dialog.h"
#include "wadi-preferences.h"
#include "wadi-test-gui.h"
#include "wadi-window.h"

#define APP_ID "io.github.wadieditor.Wadi"

/* The widgets of type under root, in the order they are laid out. */
static void
collect (GtkWidget *root,
         GType      type,
         GPtrArray *found)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    g_ptr_array_add (found, root);
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect (child, type, found);
}

static GPtrArray *
widgets_of (GtkWidget *root,
            GType      type)
{
  GPtrArray *found = g_ptr_array_new ();

  collect (root, type, found);
  return found;
}

static void
spin (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static gboolean
on_timeout (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Lets the window lay itself out and draw (a few frames). */
static void
run_for (guint ms)
{
  gboolean done = FALSE;

  g_timeout_add (ms, on_timeout, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
}

static void
test_rows_follow_settings (void)
{
  g_autoptr(GSettingsBackend) backend = g_memory_settings_backend_new ();
  g_autoptr(GSettings) settings = g_settings_new_with_backend (APP_ID, backend);
  WadiPreferences *preferences = wadi_preferences_new (NULL, settings);
  g_autoptr(GPtrArray) switches = NULL;
  g_autoptr(GPtrArray) spins = NULL;
  g_autoptr(GPtrArray) combos = NULL;
  g_autoptr(GPtrArray) entries = NULL;
  g_autofree char *ruleset = NULL;
  g_autofree char *scheme = NULL;
  g_autofree char *board = NULL;

  gtk_window_present (GTK_WINDOW (preferences));
  spin ();
  switches = widgets_of (GTK_WIDGET (preferences), GTK_TYPE_SWITCH);
  spins = widgets_of (GTK_WIDGET (preferences), GTK_TYPE_SPIN_BUTTON);
  combos = widgets_of (GTK_WIDGET (preferences), ADW_TYPE_COMBO_ROW);
  entries = widgets_of (GTK_WIDGET (preferences), WADI_TYPE_ENTRY_ROW);
  g_assert_cmpuint (switches->len, ==, 2);
  g_assert_cmpuint (spins->len, ==, 2);
  g_assert_cmpuint (combos->len, ==, 2);
  g_assert_cmpuint (entries->len, ==, 1);
  /* no search (six rows): its button, the first focus, was unnamed */
  {
    g_autoptr(GPtrArray) toggles = widgets_of (GTK_WIDGET (preferences), GTK_TYPE_TOGGLE_BUTTON);

    for (guint i = 0; i < toggles->len; i++)
      g_assert_false (gtk_widget_get_mapped (g_ptr_array_index (toggles, i))
                      && g_strcmp0 (gtk_button_get_icon_name (g_ptr_array_index (toggles, i)), "edit-find-symbolic") == 0);
  }

  /* the defaults shown */
  g_assert_true (gtk_switch_get_active (g_ptr_array_index (switches, 0)));
  g_assert_false (gtk_switch_get_active (g_ptr_array_index (switches, 1)));
  g_assert_cmpfloat (gtk_spin_button_get_value (g_ptr_array_index (spins, 0)), ==, 5);
  g_assert_cmpfloat (gtk_spin_button_get_value (g_ptr_array_index (spins, 1)), ==, 256);

  /* rows write their keys */
  gtk_switch_set_active (g_ptr_array_index (switches, 1), TRUE);
  g_assert_true (g_settings_get_boolean (settings, "high-contrast-marks"));
  gtk_spin_button_set_value (g_ptr_array_index (spins, 1), 10);
  g_assert_cmpuint (g_settings_get_uint64 (settings, "undo-limit"), ==, 10u * 1024 * 1024);
  gtk_spin_button_set_value (g_ptr_array_index (spins, 0), 30);
  g_assert_cmpuint (g_settings_get_uint (settings, "autosave-interval"), ==, 30);
  adw_combo_row_set_selected (g_ptr_array_index (combos, 0), WADI_RULESET_TOI);
  ruleset = g_settings_get_string (settings, "new-ruleset");
  g_assert_cmpstr (ruleset, ==, "toi");
  adw_combo_row_set_selected (g_ptr_array_index (combos, 1), 2);
  scheme = g_settings_get_string (settings, "color-scheme");
  g_assert_cmpstr (scheme, ==, "dark");
  g_assert_cmpint (wadi_preferences_color_scheme (scheme), ==, ADW_COLOR_SCHEME_FORCE_DARK);
  gtk_editable_set_text (g_ptr_array_index (entries, 0), "25");
  board = g_settings_get_string (settings, "new-board");
  g_assert_cmpstr (board, ==, "25");

  /* and follow them */
  g_settings_set_boolean (settings, "show-labels", FALSE);
  g_assert_false (gtk_switch_get_active (g_ptr_array_index (switches, 0)));
  g_settings_set_string (settings, "new-ruleset", "classic");
  g_assert_cmpuint (adw_combo_row_get_selected (g_ptr_array_index (combos, 0)), ==, WADI_RULESET_CLASSIC);

  run_for (500);
  wadi_test_save_window_screenshot (GTK_WINDOW (preferences), "wadi-preferences.png");
  gtk_window_destroy (GTK_WINDOW (preferences));
}

static void
test_board_library_folders (void)
{
  g_autoptr(GSettingsBackend) backend = g_memory_settings_backend_new ();
  g_autoptr(GSettings) settings = g_settings_new_with_backend (APP_ID, backend);
  WadiPreferences *preferences = wadi_preferences_new (NULL, settings);
  g_autoptr(GFile) first = g_file_new_for_path ("/tmp/wadi-boards-a");
  g_autoptr(GFile) second = g_file_new_for_path ("/tmp/wadi-boards-b");
  g_auto(GStrv) folders = NULL;

  g_assert_cmpuint (wadi_preferences_get_n_folders (preferences), ==, 0);
  wadi_preferences_add_folder (preferences, first);
  wadi_preferences_add_folder (preferences, second);
  /* a folder already listed is not listed twice */
  wadi_preferences_add_folder (preferences, first);
  g_assert_cmpuint (wadi_preferences_get_n_folders (preferences), ==, 2);
  wadi_preferences_remove_folder (preferences, 0);
  folders = g_settings_get_strv (settings, "board-library-folders");
  g_assert_cmpuint (g_strv_length (folders), ==, 1);
  g_assert_cmpstr (folders[0], ==, "/tmp/wadi-boards-b");
  g_assert_cmpuint (wadi_preferences_get_n_folders (preferences), ==, 1);
  gtk_window_destroy (GTK_WINDOW (preferences));
}

/* New Scenario offers the ruleset and board Preferences names. */
static void
test_new_dialog_defaults (void)
{
  g_autoptr(GSettingsBackend) backend = g_memory_settings_backend_new ();
  g_autoptr(GSettings) settings = g_settings_new_with_backend (APP_ID, backend);
  WadiNewDialog *dialog;
  g_autoptr(WadiScenario) scenario = NULL;

  g_settings_set_string (settings, "new-ruleset", "toi");
  g_settings_set_string (settings, "new-board", "DoF");
  dialog = wadi_new_dialog_new (NULL, settings);
  scenario = wadi_new_dialog_build_scenario (dialog);
  g_assert_cmpint (scenario->ruleset, ==, WADI_RULESET_TOI);
  g_assert_cmpstr (wadi_scenario_grid (scenario)->id, ==, "DoF");
  gtk_window_destroy (GTK_WINDOW (dialog));
}

int
main (int   argc,
      char *argv[])
{
  if (!wadi_test_gui_init (&argc, &argv))
    return 0;
  /* the window's class registers the resources the dialogs are built from */
  g_type_class_unref (g_type_class_ref (WADI_TYPE_WINDOW));
  g_test_add_func ("/preferences/rows-follow-settings", test_rows_follow_settings);
  g_test_add_func ("/preferences/board-library-folders", test_board_library_folders);
  g_test_add_func ("/preferences/new-dialog-defaults", test_new_dialog_defaults);
  return g_test_run ();
}
