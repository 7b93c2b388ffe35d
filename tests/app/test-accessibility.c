/* test-accessibility.c: what a screen reader is told, under a display
 *
 * Runs in the 'gui' suite.  Every button, menu button and toggle that
 * shows only an icon has an accessible label (a label of its own, or a row
 * that labels it); checked in the window, Scenario Properties and
 * Preferences with GTK's test accessor.  The canvas describes the hex in
 * hand as the status line does.
 */
#include "config.h"

#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gsettingsbackend.h>
#include <string.h>

#include <adwaita.h>
#include <gtk/gtk.h>

#include "wadi-accessible.h"
#include "wadi-board-dialog.h"
#include "wadi-export-dialog.h"
#include "wadi-inspector.h"
#include "wadi-new-dialog.h"
#include "wadi-palette.h"
#include "wadi-preferences.h"
#include "wadi-scenario-dialog.h"
#include "wadi-test-fixtures.h"
#include "wadi-test-gui.h"
#include "wadi-window-private.h"

/* Whether a button shows a text of its own. */
static gboolean
shows_text (GtkWidget *widget)
{
  if (GTK_IS_BUTTON (widget) && gtk_button_get_label (GTK_BUTTON (widget)) != NULL)
    return TRUE;
  if (GTK_IS_MENU_BUTTON (widget) && gtk_menu_button_get_label (GTK_MENU_BUTTON (widget)) != NULL)
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_LABEL (child) || shows_text (child))
      return TRUE;
  return FALSE;
}

static gboolean
is_named (GtkWidget *widget)
{
  return gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL)
         || gtk_test_accessible_has_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
}

/* Counts the icon-only controls under root, failing on one without a name. */
static guint
check_controls (GtkWidget  *root,
                const char *where)
{
  guint checked = 0;

  if ((GTK_IS_BUTTON (root) || GTK_IS_MENU_BUTTON (root)) && gtk_widget_get_visible (root)
      && !shows_text (root))
    {
      /* a menu button's inner toggle is its own, named through it */
      GtkWidget *parent = gtk_widget_get_parent (root);

      if (!(parent != NULL && GTK_IS_MENU_BUTTON (parent)))
        {
          if (!is_named (root))
            g_error ("%s: an icon-only %s (tooltip “%s”) has no accessible label", where,
                     G_OBJECT_TYPE_NAME (root), gtk_widget_get_tooltip_text (root));
          checked++;
        }
    }
  /* a menu button with a text is read by a name of its own, not only
   * its inner button's: the Boards button was "GtkMenuButton" */
  if (GTK_IS_MENU_BUTTON (root) && gtk_widget_get_visible (root) && shows_text (root) && !is_named (root))
    g_error ("%s: the menu button “%s” has no accessible label", where, gtk_menu_button_get_label (GTK_MENU_BUTTON (root)));
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    checked += check_controls (child, where);
  return checked;
}

static void
test_icon_controls_are_named (void)
{
  WadiWindow *window = wadi_window_new (NULL);
  g_autoptr(GSettingsBackend) backend = g_memory_settings_backend_new ();
  g_autoptr(GSettings) settings = g_settings_new_with_backend ("io.github.wadieditor.Wadi", backend);
  WadiPreferences *preferences;
  guint            checked;

  g_object_ref_sink (window);
  wadi_window_set_scenario (window, wadi_fixture_asl_examples (), NULL);
  gtk_window_present (GTK_WINDOW (window));
  wadi_test_wait_until_drawn (window);
  checked = check_controls (GTK_WIDGET (window), "window");
  g_test_message ("window: %u icon-only controls, all named", checked);
  g_assert_cmpuint (checked, >=, 4);

  g_settings_set_strv (settings, "board-library-folders", (const char *const[]) { "/tmp", NULL });
  preferences = wadi_preferences_new (GTK_WINDOW (window), settings);
  gtk_window_present (GTK_WINDOW (preferences));
  checked = check_controls (GTK_WIDGET (preferences), "Preferences");
  g_assert_cmpuint (checked, >=, 1);
  gtk_window_destroy (GTK_WINDOW (preferences));

  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (window);
}

/* Whether a control that shows no text of its own is named: a label of
 * its own, a label whose mnemonic it is, or the title of the row it is
 * the activatable widget of (libadwaita labels it by the title's label).
 * A labelled-by relation to a row names nothing in GTK 4.8: a screen
 * reader heard "GtkSpinButton". */
static gboolean
is_spoken (GtkWidget *widget)
{
  g_autoptr(GList) mnemonic_labels = gtk_widget_list_mnemonic_labels (widget);
  GtkWidget *row = gtk_widget_get_ancestor (widget, ADW_TYPE_ACTION_ROW);

  return gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL)
         || mnemonic_labels != NULL
         || (row != NULL && adw_action_row_get_activatable_widget (ADW_ACTION_ROW (row)) == widget);
}

/* Counts the spin buttons, switches, text views, lists and pictures under
 * root, failing on one a screen reader would call by its type. */
static guint
check_fields (GtkWidget  *root,
              const char *where)
{
  guint checked = 0;

  /* a drop-down's list, in its popover, and a combo row's value, shown
   * in a list view of its own, are GTK's and libadwaita's */
  if (GTK_IS_POPOVER (root) || ADW_IS_COMBO_ROW (root))
    return 0;
  /* a list box to choose in (a list that only lays out named rows, as a
   * preferences group's, chooses nothing) */
  if (GTK_IS_SPIN_BUTTON (root) || GTK_IS_SWITCH (root) || GTK_IS_TEXT_VIEW (root)
      || (GTK_IS_LIST_BOX (root) && gtk_list_box_get_selection_mode (GTK_LIST_BOX (root)) != GTK_SELECTION_NONE)
      || GTK_IS_LIST_VIEW (root) || GTK_IS_PICTURE (root))
    {
      if (!is_spoken (root))
        g_error ("%s: a %s (tooltip “%s”) has no name a screen reader can say", where, G_OBJECT_TYPE_NAME (root),
                 gtk_widget_get_tooltip_text (root));
      /* a number's row is no Tab stop of its own: a try-out tabbed to
       * Game turns' row and typed 6 into nothing */
      if (GTK_IS_SPIN_BUTTON (root) && gtk_widget_get_ancestor (root, ADW_TYPE_ACTION_ROW) != NULL
          && gtk_widget_get_focusable (gtk_widget_get_ancestor (root, ADW_TYPE_ACTION_ROW)))
        g_error ("%s: the row of “%s” takes the focus before its number", where,
                 adw_preferences_row_get_title (ADW_PREFERENCES_ROW (gtk_widget_get_ancestor (root, ADW_TYPE_ACTION_ROW))));
      checked++;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    checked += check_fields (child, where);
  return checked;
}

/* A check of the controls under a widget: how many it checked. */
typedef guint (*ControlCheck) (GtkWidget  *root,
                               const char *where);

/* Runs check over the window showing the examples, at least window_least
 * controls, and over New Scenario, Export, Scenario Properties,
 * Preferences and Add Board, at least one each; each dialog has the dialog role (New
 * Scenario was a "filler", the others "frame"s). */
static void
check_window_and_dialogs (ControlCheck check,
                          const char  *what,
                          guint        window_least)
{
  WadiWindow *window = wadi_window_new (NULL);
  g_autoptr(GSettingsBackend) backend = g_memory_settings_backend_new ();
  g_autoptr(GSettings) settings = g_settings_new_with_backend ("io.github.wadieditor.Wadi", backend);
  GtkWindow  *dialogs[5];
  const char *names[] = { "New Scenario", "Export", "Scenario Properties", "Preferences", "Add Board" };
  guint       checked;

  g_object_ref_sink (window);
  wadi_window_set_scenario (window, wadi_fixture_asl_examples (), NULL);
  gtk_window_present (GTK_WINDOW (window));
  wadi_test_wait_until_drawn (window);
  checked = check (GTK_WIDGET (window), "window");
  g_test_message ("window: %u %s", checked, what);
  g_assert_cmpuint (checked, >=, window_least);

  dialogs[0] = GTK_WINDOW (wadi_new_dialog_new (GTK_WINDOW (window), NULL));
  dialogs[1] = GTK_WINDOW (wadi_export_dialog_new (GTK_WINDOW (window),
                                                   wadi_document_get_scenario (wadi_window_get_document (window)),
                                                   "map", NULL));
  dialogs[2] = GTK_WINDOW (wadi_scenario_dialog_new (GTK_WINDOW (window), wadi_window_get_document (window)));
  dialogs[3] = GTK_WINDOW (wadi_preferences_new (GTK_WINDOW (window), settings));
  /* its Across and Down were "spin button 1" to a screen reader */
  dialogs[4] = GTK_WINDOW (
      wadi_board_dialog_new_add (GTK_WINDOW (window), wadi_document_get_scenario (wadi_window_get_document (window)), NULL));
  for (guint i = 0; i < G_N_ELEMENTS (dialogs); i++)
    {
      g_assert_true (gtk_test_accessible_has_role (GTK_ACCESSIBLE (dialogs[i]), GTK_ACCESSIBLE_ROLE_DIALOG));
      checked = check (GTK_WIDGET (dialogs[i]), names[i]);
      g_test_message ("%s: %u %s", names[i], checked, what);
      g_assert_cmpuint (checked, >=, 1);
      gtk_window_destroy (dialogs[i]);
    }
  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (window);
}

/* A dialog takes its first focus once shown, and then where its comment
 * says: given before (in init or its _new ()), GTK 4.8 put New Scenario,
 * Scenario Properties (and Add Board) on the accessibility bus as a
 * "filler", though their class sets the dialog role, and a screen reader
 * did not say "dialog" (an accessibility tester's finding; GTK's test
 * accessor saw the dialog role all the same). */
static void
test_dialogs_focus_once_shown (void)
{
  WadiWindow *window = wadi_window_new (NULL);
  struct
  {
    GtkWindow  *dialog;
    GType       type;
    const char *first; /* the template child the focus starts in */
  } dialogs[3];

  g_object_ref_sink (window);
  wadi_window_set_scenario (window, wadi_fixture_asl_examples (), NULL);
  gtk_window_present (GTK_WINDOW (window));
  wadi_test_wait_until_drawn (window);
  dialogs[0].dialog = GTK_WINDOW (wadi_new_dialog_new (GTK_WINDOW (window), NULL));
  dialogs[0].type = WADI_TYPE_NEW_DIALOG;
  dialogs[0].first = "title_row";
  dialogs[1].dialog = GTK_WINDOW (wadi_scenario_dialog_new (GTK_WINDOW (window), wadi_window_get_document (window)));
  dialogs[1].type = WADI_TYPE_SCENARIO_DIALOG;
  dialogs[1].first = "title";
  dialogs[2].dialog = GTK_WINDOW (
      wadi_board_dialog_new_add (GTK_WINDOW (window), wadi_document_get_scenario (wadi_window_get_document (window)), NULL));
  dialogs[2].type = WADI_TYPE_BOARD_DIALOG;
  dialogs[2].first = "source_row";
  for (guint i = 0; i < G_N_ELEMENTS (dialogs); i++)
    {
      GtkWidget *first = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (dialogs[i].dialog), dialogs[i].type,
                                                                    dialogs[i].first));
      GtkWidget *focus;

      g_assert_nonnull (first);
      g_assert_true (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (dialogs[i].dialog))
                     == GTK_ACCESSIBLE_ROLE_DIALOG);
      if (gtk_window_get_focus (dialogs[i].dialog) != NULL)
        g_error ("%s has the focus in a %s before it shows", G_OBJECT_TYPE_NAME (dialogs[i].dialog),
                 G_OBJECT_TYPE_NAME (gtk_window_get_focus (dialogs[i].dialog)));
      gtk_window_present (dialogs[i].dialog);
      wadi_test_wait_frames (GTK_WIDGET (dialogs[i].dialog));
      focus = gtk_window_get_focus (dialogs[i].dialog);
      g_assert_nonnull (focus);
      g_assert_true (focus == first || gtk_widget_is_ancestor (focus, first));
      gtk_window_destroy (dialogs[i].dialog);
    }
  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (window);
}

/* Counts the text fields of rows under root, failing on an AdwEntryRow
 * and on a row's entry a screen reader cannot name: libadwaita 1.2's
 * entry row never told AT-SPI its text had the focus, and a screen reader
 * was silent in New Scenario's Title (an accessibility tester's finding).
 * A row's entry is a text box labelled by the row's title, and the row
 * gives it the focus. */
static guint
check_text_rows (GtkWidget  *root,
                 const char *where)
{
  guint checked = 0;

  if (ADW_IS_ENTRY_ROW (root))
    g_error ("%s: the text row “%s” is an AdwEntryRow, silent to a screen reader", where,
             adw_preferences_row_get_title (ADW_PREFERENCES_ROW (root)));
  if (GTK_IS_ENTRY (root) && gtk_widget_get_ancestor (root, ADW_TYPE_ACTION_ROW) != NULL)
    {
      GtkWidget *row = gtk_widget_get_ancestor (root, ADW_TYPE_ACTION_ROW);

      g_assert_true (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (root)) == GTK_ACCESSIBLE_ROLE_TEXT_BOX);
      if (!gtk_test_accessible_has_relation (GTK_ACCESSIBLE (root), GTK_ACCESSIBLE_RELATION_LABELLED_BY))
        g_error ("%s: the entry of “%s” is not labelled by its title", where,
                 adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)));
      g_assert_true (adw_action_row_get_activatable_widget (ADW_ACTION_ROW (row)) == root);
      if (gtk_widget_get_mapped (root))
        {
          gtk_widget_grab_focus (row);
          g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (gtk_widget_get_root (root)), root));
        }
      checked++;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    checked += check_text_rows (child, where);
  return checked;
}

/* The text rows of New Scenario, Scenario Properties, Preferences, Add
 * Board and the counter editor. */
static void
test_text_rows_are_heard (void)
{
  WadiWindow *window = wadi_window_new (NULL);
  g_autoptr(GSettingsBackend) backend = g_memory_settings_backend_new ();
  g_autoptr(GSettings) settings = g_settings_new_with_backend ("io.github.wadieditor.Wadi", backend);
  GtkWindow *dialogs[4];
  guint      least[] = { 2, 3, 1, 1 };

  g_object_ref_sink (window);
  wadi_window_set_scenario (window, wadi_fixture_asl_examples (), NULL);
  gtk_window_present (GTK_WINDOW (window));
  wadi_test_wait_until_drawn (window);
  /* the counter editor's side, name and strength (shown or not) */
  g_assert_cmpuint (check_text_rows (GTK_WIDGET (window), "window"), >=, 3);
  dialogs[0] = GTK_WINDOW (wadi_new_dialog_new (GTK_WINDOW (window), NULL));
  dialogs[1] = GTK_WINDOW (wadi_scenario_dialog_new (GTK_WINDOW (window), wadi_window_get_document (window)));
  dialogs[2] = GTK_WINDOW (wadi_preferences_new (GTK_WINDOW (window), settings));
  dialogs[3] = GTK_WINDOW (
      wadi_board_dialog_new_add (GTK_WINDOW (window), wadi_document_get_scenario (wadi_window_get_document (window)), NULL));
  for (guint i = 0; i < G_N_ELEMENTS (dialogs); i++)
    {
      guint checked;

      gtk_window_present (dialogs[i]);
      wadi_test_wait_frames (GTK_WIDGET (dialogs[i]));
      checked = check_text_rows (GTK_WIDGET (dialogs[i]), G_OBJECT_TYPE_NAME (dialogs[i]));
      g_test_message ("%s: %u text rows, all heard", G_OBJECT_TYPE_NAME (dialogs[i]), checked);
      g_assert_cmpuint (checked, >=, least[i]);
      gtk_window_destroy (dialogs[i]);
    }
  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (window);
}

/* Each field, list and picture of the window (its palette's pages, its
 * panels), New Scenario, Export, Scenario Properties and Preferences has a
 * name an accessibility try-out heard (it heard "GtkSpinButton",
 * "GtkListBox", "GtkTextView" and "GtkPicture"). */
static void
test_fields_are_named (void)
{
  /* the palette's five lists and the diagnostics list at least */
  check_window_and_dialogs (check_fields, "fields and lists, all named", 6);
}

/* Counts the buttons and check buttons under root whose label has a
 * mnemonic, failing on one not named by its label as read: GTK 4.8 named
 * them by the label as written and its text, "_Open Open". */
static guint
check_mnemonics (GtkWidget  *root,
                 const char *where)
{
  const char *label = NULL;
  guint       checked = 0;

  if (GTK_IS_BUTTON (root) && gtk_button_get_use_underline (GTK_BUTTON (root)))
    label = gtk_button_get_label (GTK_BUTTON (root));
  else if (GTK_IS_CHECK_BUTTON (root) && gtk_check_button_get_use_underline (GTK_CHECK_BUTTON (root)))
    label = gtk_check_button_get_label (GTK_CHECK_BUTTON (root));
  if (label != NULL && strchr (label, '_') != NULL)
    {
      g_autofree char *read = wadi_accessible_strip_mnemonic (label);
      g_autofree char *wrong = gtk_test_accessible_check_property (GTK_ACCESSIBLE (root),
                                                                   GTK_ACCESSIBLE_PROPERTY_LABEL, read);

      if (wrong != NULL || gtk_test_accessible_has_relation (GTK_ACCESSIBLE (root), GTK_ACCESSIBLE_RELATION_LABELLED_BY))
        g_error ("%s: “%s” is not named “%s” alone (%s)", where, label, read, wrong != NULL ? wrong : "labelled by");
      checked++;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    checked += check_mnemonics (child, where);
  return checked;
}

static void
test_mnemonics_are_read (void)
{
  GtkWidget       *button = gtk_button_new_with_mnemonic ("_Add");
  g_autofree char *underscore = wadi_accessible_strip_mnemonic ("Save__As _x_");

  g_assert_cmpstr (underscore, ==, "Save_As x_");
  /* Open, Save, Reload and the palette's Turn, Flip, Clear at least */
  check_window_and_dialogs (check_mnemonics, "mnemonic labels, all read", 6);

  /* a label changed later is read as it is now */
  g_object_ref_sink (button);
  wadi_accessible_name_controls (button);
  gtk_button_set_label (GTK_BUTTON (button), "_Move");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, "Move");
  /* and a label without a mnemonic keeps no name of before */
  gtk_button_set_label (GTK_BUTTON (button), "Done");
  if (gtk_test_accessible_has_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL))
    {
      g_autofree char *stale = gtk_test_accessible_check_property (GTK_ACCESSIBLE (button),
                                                                   GTK_ACCESSIBLE_PROPERTY_LABEL, "Move");

      g_assert_nonnull (stale);
    }
  g_object_unref (button);
}

/* Counts the drop-downs under root, failing on one whose button (which
 * takes the focus) is not named by it: GTK 4.8 left it "GtkToggleButton". */
static guint
check_drop_downs (GtkWidget  *root,
                  const char *where)
{
  guint checked = 0;

  if (GTK_IS_DROP_DOWN (root))
    {
      for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
           child = gtk_widget_get_next_sibling (child))
        if (GTK_IS_TOGGLE_BUTTON (child)
            && !gtk_test_accessible_has_relation (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_RELATION_LABELLED_BY))
          g_error ("%s: a drop-down's button (tooltip “%s”) is not named by its drop-down", where,
                   gtk_widget_get_tooltip_text (root));
      /* a name of its own: a relation to its label does not reach the
       * button, which GTK 4.8 then read "GtkDropDown" (a French
       * screen-reader try-out's Facing) */
      if (!gtk_test_accessible_has_property (GTK_ACCESSIBLE (root), GTK_ACCESSIBLE_PROPERTY_LABEL))
        g_error ("%s: a drop-down (tooltip “%s”) has no name of its own", where, gtk_widget_get_tooltip_text (root));
      /* and that name alone: GTK 4.8 joins it and a labelled-by
       * relation's (the mnemonic label's), and the Analysis page's
       * drop-down was "Facing Facing" */
      if (gtk_test_accessible_has_relation (GTK_ACCESSIBLE (root), GTK_ACCESSIBLE_RELATION_LABELLED_BY))
        g_error ("%s: a drop-down (tooltip “%s”) is named twice, by its label and by a relation", where,
                 gtk_widget_get_tooltip_text (root));
      checked++;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    checked += check_drop_downs (child, where);
  return checked;
}

/* Counts the legend's swatches under root (labels of spaces on a
 * colour), failing on one a screen reader reads: six read "Legend
 * colour" alike, the text beside each saying what it is. */
static guint
check_swatches (GtkWidget *root)
{
  guint            checked = 0;
  g_autofree char *text = GTK_IS_LABEL (root) ? g_strdup (gtk_label_get_text (GTK_LABEL (root))) : NULL;

  if (text != NULL && gtk_label_get_use_markup (GTK_LABEL (root)) && text[0] != '\0' && g_strstrip (text)[0] == '\0')
    {
      g_assert_true (gtk_test_accessible_has_role (GTK_ACCESSIBLE (root), GTK_ACCESSIBLE_ROLE_PRESENTATION));
      checked++;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    checked += check_swatches (child);
  return checked;
}

static void
test_drop_downs_are_named (void)
{
  WadiWindow *window = wadi_window_new (NULL);
  guint       checked;

  g_object_ref_sink (window);
  wadi_window_set_scenario (window, wadi_fixture_asl_examples (), NULL);
  gtk_window_present (GTK_WINDOW (window));
  wadi_test_wait_until_drawn (window);
  checked = check_drop_downs (GTK_WIDGET (window), "window");
  g_test_message ("window: %u drop-downs, all named", checked);
  /* Go to Board, the palette's five and the inspector's two at least */
  g_assert_cmpuint (checked, >=, 8);
  /* the analysis legend's six swatches are not read */
  g_assert_cmpuint (check_swatches (GTK_WIDGET (window)), >=, 6);
  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (window);
}

/* Counts the combo rows under root whose value is a string, failing on
 * one whose accessible description is not that value. */
static guint
check_combo_values (GtkWidget *root)
{
  guint checked = 0;

  if (ADW_IS_COMBO_ROW (root) && GTK_IS_STRING_OBJECT (adw_combo_row_get_selected_item (ADW_COMBO_ROW (root))))
    {
      gtk_test_accessible_assert_property (
          GTK_ACCESSIBLE (root), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
          gtk_string_object_get_string (GTK_STRING_OBJECT (adw_combo_row_get_selected_item (ADW_COMBO_ROW (root)))));
      checked++;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    checked += check_combo_values (child);
  return checked;
}

/* A combo row's value is its accessible description, as it changes:
 * libadwaita 1.2 shows the value in a list view a screen reader read as
 * an empty, unnamed item (Export's "What" without "The Whole Map"). */
static void
test_combo_values_are_read (void)
{
  WadiWindow       *window = wadi_window_new (NULL);
  WadiExportDialog *dialog;
  guint             checked;

  g_object_ref_sink (window);
  wadi_window_set_scenario (window, wadi_fixture_asl_examples (), NULL);
  gtk_window_present (GTK_WINDOW (window));
  wadi_test_wait_until_drawn (window);
  dialog = wadi_export_dialog_new (GTK_WINDOW (window), wadi_document_get_scenario (wadi_window_get_document (window)),
                                   "map", NULL);
  checked = check_combo_values (GTK_WIDGET (dialog));
  g_test_message ("Export: %u combo rows, each described by its value", checked);
  g_assert_cmpuint (checked, >=, 2);
  wadi_export_dialog_set_board (dialog, 1);
  wadi_export_dialog_set_format (dialog, WADI_EXPORT_PDF, TRUE);
  g_assert_cmpuint (check_combo_values (GTK_WIDGET (dialog)), >=, 2);
  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (window);
}

/* The canvas is the image "Map"; its accessible description is the status
 * line: what the keyboard's hex cursor is on once a key moved it, what the
 * pointer is on once it moves. */
static void
test_canvas_describes_the_hex (void)
{
  WadiWindow      *window = wadi_window_new (NULL);
  WadiCanvas      *canvas;
  g_autofree char *pointer_status = NULL;
  g_autofree char *key_status = NULL;
  double           x, y;

  g_object_ref_sink (window);
  wadi_window_set_scenario (window, wadi_fixture_asl_examples (), NULL);
  gtk_window_present (GTK_WINDOW (window));
  wadi_test_wait_until_drawn (window);
  canvas = wadi_window_get_canvas (window);
  /* an image named Map, not a filler named after its type */
  g_assert_true (gtk_test_accessible_has_role (GTK_ACCESSIBLE (canvas), GTK_ACCESSIBLE_ROLE_IMG));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (canvas), GTK_ACCESSIBLE_PROPERTY_LABEL, "Map");
  /* with no hex in hand, how to take one */
  g_assert_cmpstr (wadi_canvas_get_status (canvas), ==, "");
  g_assert_true (gtk_test_accessible_has_property (GTK_ACCESSIBLE (canvas), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION));

  /* the pointer rests on a hex; a key takes the hex cursor elsewhere: the
   * status line and the description follow the keyboard */
  x = gtk_widget_get_width (GTK_WIDGET (canvas)) / 2.0;
  y = gtk_widget_get_height (GTK_WIDGET (canvas)) / 2.0;
  wadi_canvas_pointer_motion (canvas, x, y, 0);
  g_assert_cmpstr (wadi_canvas_get_status (canvas), !=, "");
  pointer_status = g_strdup (wadi_canvas_get_status (canvas));
  g_assert_true (wadi_canvas_key_press (canvas, GDK_KEY_Right, 0));
  g_assert_true (wadi_canvas_key_press (canvas, GDK_KEY_Down, 0));
  g_assert_true (wadi_canvas_get_key_cursor (canvas, NULL));
  g_assert_cmpstr (wadi_canvas_get_status (canvas), !=, "");
  g_assert_cmpstr (wadi_canvas_get_status (canvas), !=, pointer_status);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (canvas), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       wadi_canvas_get_status (canvas));
  /* a tool picked by its key keeps the keyboard's hex */
  key_status = g_strdup (wadi_canvas_get_status (canvas));
  wadi_canvas_set_tool_kind (canvas, WADI_TOOL_SELECT);
  g_assert_cmpstr (wadi_canvas_get_status (canvas), ==, key_status);
  /* the pointer moving takes it back */
  wadi_canvas_pointer_motion (canvas, x, y, 0);
  g_assert_cmpstr (wadi_canvas_get_status (canvas), ==, pointer_status);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (canvas), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       pointer_status);
  /* another counter chosen in the palette: the words on the hex follow at
   * once (they said "a new Unit" with Ford chosen, till the hex changed) */
  {
    GtkWidget *palette = wadi_test_find_widget_of_type (GTK_WIDGET (window), WADI_TYPE_PALETTE);
    GtkWidget *list = (GtkWidget *) gtk_widget_get_template_child (palette, WADI_TYPE_PALETTE, "counter_list");
    gboolean   found = FALSE;

    _wadi_window_set_tool (window, "counter");
    g_assert_nonnull (strstr (wadi_canvas_get_status (canvas), "a new Unit"));
    for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL && !found; row = gtk_widget_get_next_sibling (row))
      {
        gtk_list_box_select_row (GTK_LIST_BOX (list), GTK_LIST_BOX_ROW (row));
        found = strstr (wadi_canvas_get_status (canvas), "a new Ford") != NULL;
      }
    g_assert_true (found);
    gtk_test_accessible_assert_property (GTK_ACCESSIBLE (canvas), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                         wadi_canvas_get_status (canvas));
  }
  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (window);
}

/* Counts the selectable labels under root (Tab stops on them), failing
 * on one that says nothing of what it answers. */
static guint
check_answers (GtkWidget *root)
{
  guint checked = 0;

  if (GTK_IS_LABEL (root) && gtk_label_get_selectable (GTK_LABEL (root)))
    {
      if (!gtk_test_accessible_has_relation (GTK_ACCESSIBLE (root), GTK_ACCESSIBLE_RELATION_LABELLED_BY))
        g_error ("the inspector's answer “%s” says not what it answers", gtk_label_get_text (GTK_LABEL (root)));
      checked++;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    checked += check_answers (child);
  return checked;
}

/* Each answer in the Inspector (a hex's details, a class's cost, the line
 * of sight, the fire) is labelled by what it answers: an accessibility
 * try-out heard seven costs "1 MF = 1 [COT, F1]" and no class. */
static void
test_inspector_answers_are_labelled (void)
{
  WadiWindow *window = wadi_window_new (NULL);
  GtkWidget  *inspector;

  g_object_ref_sink (window);
  wadi_window_set_scenario (window, wadi_fixture_asl_examples (), NULL);
  gtk_window_present (GTK_WINDOW (window));
  wadi_window_show_panel (window, "inspector");
  wadi_test_wait_until_drawn (window);
  inspector = wadi_test_find_widget_of_type (GTK_WIDGET (window), WADI_TYPE_INSPECTOR);
  g_assert_nonnull (inspector);
  /* the two hexes' details, seven classes' costs, the note, LOS, fire */
  g_assert_cmpuint (check_answers (inspector), >=, 12);
  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (window);
}

/* Whether node draws a border (a CSS outline is one) anywhere in it. */
static gboolean
draws_border (GskRenderNode *node)
{
  GskRenderNodeType type = gsk_render_node_get_node_type (node);

  if (type == GSK_BORDER_NODE)
    return TRUE;
  if (type == GSK_CONTAINER_NODE)
    {
      for (guint i = 0; i < gsk_container_node_get_n_children (node); i++)
        if (draws_border (gsk_container_node_get_child (node, i)))
          return TRUE;
      return FALSE;
    }
  if (type == GSK_TRANSFORM_NODE)
    return draws_border (gsk_transform_node_get_child (node));
  if (type == GSK_CLIP_NODE)
    return draws_border (gsk_clip_node_get_child (node));
  if (type == GSK_ROUNDED_CLIP_NODE)
    return draws_border (gsk_rounded_clip_node_get_child (node));
  if (type == GSK_OPACITY_NODE)
    return draws_border (gsk_opacity_node_get_child (node));
  if (type == GSK_DEBUG_NODE)
    return draws_border (gsk_debug_node_get_child (node));
  return FALSE;
}

/* Whether the canvas, drawn as it is, shows a ring. */
static gboolean
canvas_shows_ring (WadiCanvas *canvas)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (GTK_WIDGET (canvas));
  GtkSnapshot   *snapshot = gtk_snapshot_new ();
  GskRenderNode *node;
  gboolean       ring;

  gdk_paintable_snapshot (paintable, GDK_SNAPSHOT (snapshot), gtk_widget_get_width (GTK_WIDGET (canvas)),
                          gtk_widget_get_height (GTK_WIDGET (canvas)));
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  ring = draws_border (node);
  gsk_render_node_unref (node);
  return ring;
}

/* The map shows that it has the keyboard, as GTK's widgets do, while the
 * keyboard is in use: a keyboard try-out found nothing drawn on the map
 * to say it had the focus until the hex cursor was placed. */
static void
test_canvas_shows_focus (void)
{
  WadiWindow *window = wadi_window_new (NULL);
  WadiCanvas *canvas;

  g_object_ref_sink (window);
  wadi_window_set_scenario (window, wadi_fixture_asl_examples (), NULL);
  gtk_window_present (GTK_WINDOW (window));
  wadi_test_wait_until_drawn (window);
  canvas = wadi_window_get_canvas (window);
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (canvas)));
  gtk_window_set_focus_visible (GTK_WINDOW (window), FALSE);
  wadi_test_wait_frames (GTK_WIDGET (window));
  g_assert_false (canvas_shows_ring (canvas));
  gtk_window_set_focus_visible (GTK_WINDOW (window), TRUE);
  wadi_test_wait_frames (GTK_WIDGET (window));
  g_assert_true (canvas_shows_ring (canvas));
  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (window);
}

/* The diagnostics list's rows are named by what they show, "Error 13P4
 * (B20.5): …": GTK 4.8 names a list row by nothing it holds, and a
 * screen reader read "list item" alone (a French try-out). */
static void
test_diagnostic_rows_are_named (void)
{
  WadiWindow   *window = wadi_window_new (NULL);
  WadiScenario *scenario = wadi_fixture_asl_examples ();
  WadiCounter   foxhole = { 0 };
  GtkWidget    *list;
  guint         rows = 0;

  foxhole.kind = WADI_COUNTER_FOXHOLE;
  foxhole.hex = wadi_fixture_hex (scenario, "13P4");
  wadi_scenario_add_counter (scenario, &foxhole);
  g_object_ref_sink (window);
  gtk_window_set_default_size (GTK_WINDOW (window), 1200, 800);
  wadi_window_set_scenario (window, scenario, NULL);
  gtk_window_present (GTK_WINDOW (window));
  wadi_window_show_panel (window, "diagnostics");
  wadi_test_wait_until_drawn (window);
  list = wadi_test_find_widget_of_type (GTK_WIDGET (wadi_window_get_diagnostics_panel (window)), GTK_TYPE_LIST_VIEW);
  g_assert_nonnull (list);
  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL; row = gtk_widget_get_next_sibling (row))
    if (gtk_widget_get_first_child (row) != NULL && gtk_widget_get_mapped (row))
      {
        g_assert_true (gtk_test_accessible_has_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL));
        rows++;
      }
  g_test_message ("%u rows, all named", rows);
  g_assert_cmpuint (rows, >, 0);
  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (window);
}

int
main (int   argc,
      char *argv[])
{
  if (!wadi_test_gui_init (&argc, &argv))
    return 0;
  g_test_add_func ("/accessibility/icon-controls-are-named", test_icon_controls_are_named);
  g_test_add_func ("/accessibility/canvas-describes-the-hex", test_canvas_describes_the_hex);
  g_test_add_func ("/accessibility/fields-are-named", test_fields_are_named);
  g_test_add_func ("/accessibility/canvas-shows-focus", test_canvas_shows_focus);
  g_test_add_func ("/accessibility/inspector-answers-are-labelled", test_inspector_answers_are_labelled);
  g_test_add_func ("/accessibility/mnemonics-are-read", test_mnemonics_are_read);
  g_test_add_func ("/accessibility/dialogs-focus-once-shown", test_dialogs_focus_once_shown);
  g_test_add_func ("/accessibility/text-rows-are-heard", test_text_rows_are_heard);
  g_test_add_func ("/accessibility/drop-downs-are-named", test_drop_downs_are_named);
  g_test_add_func ("/accessibility/combo-values-are-read", test_combo_values_are_read);
  g_test_add_func ("/accessibility/diagnostic-rows-are-named", test_diagnostic_rows_are_named);
  return g_test_run ();
}
