/* test-scenario-dialog.c: Scenario Properties, under a display
 *
 * Runs in the 'gui' suite.  Opens the dialog from the window's action,
 * fills in the scenario card, applies it as one undo step, saves the
 * scenario and reads it back.
 */
#include "config.h"

#include <adwaita.h>
#include <gtk/gtk.h>

#include "wadi-entry-row.h"
#include "wadi-format.h"
#include "wadi-scenario-dialog.h"
#include "wadi-test-gui.h"
#include "wadi-window-private.h"

/* Where the entry of the dialog's row id starts, in the dialog's
 * coordinates. */
static double
entry_start (WadiScenarioDialog *dialog,
             const char         *id)
{
  GtkWidget      *row = (GtkWidget *) gtk_widget_get_template_child (GTK_WIDGET (dialog), WADI_TYPE_SCENARIO_DIALOG, id);
  GtkWidget      *entry = GTK_WIDGET (gtk_editable_get_delegate (GTK_EDITABLE (row)));
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (entry, GTK_WIDGET (dialog), &bounds));
  return bounds.origin.x;
}

static WadiScenarioDialog *
open_dialog (WadiWindow *window)
{
  WadiScenarioDialog *dialog;

  g_assert_true (wadi_test_action_enabled (GTK_WIDGET (window), "win.scenario-properties"));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.scenario-properties", NULL);
  dialog = WADI_SCENARIO_DIALOG (wadi_test_find_window (WADI_TYPE_SCENARIO_DIALOG, GTK_WINDOW (window)));
  g_assert_nonnull (dialog);
  wadi_test_wait_frames (GTK_WIDGET (dialog));
  return dialog;
}

/* The check buttons under root labelled label, in order. */
static void
find_checks (GtkWidget  *root,
             const char *label,
             GPtrArray  *found)
{
  if (GTK_IS_CHECK_BUTTON (root) && g_strcmp0 (gtk_check_button_get_label (GTK_CHECK_BUTTON (root)), label) == 0)
    g_ptr_array_add (found, root);
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    find_checks (child, label, found);
}

/* Who moves first is one force: radio buttons a screen reader hears as
 * such (GTK 4.8 said "check box").  Who sets up first is one force at
 * most, none where every force enters: check boxes, checking one
 * clearing the others', and one can be cleared (as radio buttons it
 * could not be, once chosen). */
static void
check_who_goes_first (WadiScenarioDialog *dialog)
{
  g_autoptr(GPtrArray) moves = g_ptr_array_new ();
  g_autoptr(GPtrArray) sets_up = g_ptr_array_new ();
  guint forces = wadi_scenario_dialog_count_forces (dialog);

  find_checks (GTK_WIDGET (dialog), "Moves first", moves);
  find_checks (GTK_WIDGET (dialog), "Sets up first", sets_up);
  g_assert_cmpuint (moves->len, ==, forces);
  g_assert_cmpuint (sets_up->len, ==, forces);
  g_assert_cmpuint (forces, >=, 2);
  for (guint i = 0; i < forces; i++)
    {
      GtkWidget *radio = g_ptr_array_index (moves, i);
      GtkWidget *check = g_ptr_array_index (sets_up, i);

      g_assert_cmpstr (gtk_widget_get_css_name (gtk_widget_get_first_child (radio)), ==, "radio");
      g_assert_true (gtk_test_accessible_has_role (GTK_ACCESSIBLE (radio), GTK_ACCESSIBLE_ROLE_RADIO));
      g_assert_cmpstr (gtk_widget_get_css_name (gtk_widget_get_first_child (check)), ==, "check");
      g_assert_true (gtk_test_accessible_has_role (GTK_ACCESSIBLE (check), GTK_ACCESSIBLE_ROLE_CHECKBOX));
    }
  /* the second force sets up first: the first no longer does; then none */
  g_assert_true (gtk_check_button_get_active (g_ptr_array_index (sets_up, 0)));
  gtk_check_button_set_active (g_ptr_array_index (sets_up, 1), TRUE);
  g_assert_false (gtk_check_button_get_active (g_ptr_array_index (sets_up, 0)));
  gtk_check_button_set_active (g_ptr_array_index (sets_up, 1), FALSE);
  for (guint i = 0; i < forces; i++)
    g_assert_false (gtk_check_button_get_active (g_ptr_array_index (sets_up, i)));
  /* and back as the card below expects it */
  gtk_check_button_set_active (g_ptr_array_index (sets_up, 0), TRUE);
}

static void
test_scenario_card (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wadi-scenario-dialog-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "card.wadi", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(WadiScenario) loaded = NULL;
  WadiWindow         *window = wadi_window_new (NULL);
  WadiScenarioDialog *dialog;
  WadiDocument       *document;
  const WadiScenario *scenario;
  GtkSpinButton      *turns;

  g_object_ref_sink (window);
  wadi_window_set_scenario (window, wadi_scenario_new (WADI_RULESET_ASL), NULL);
  gtk_window_present (GTK_WINDOW (window));
  wadi_test_wait_until_drawn (window);
  document = wadi_window_get_document (window);
  scenario = wadi_document_get_scenario (document);

  dialog = open_dialog (window);
  wadi_scenario_dialog_set_title (dialog, "Hill 112");
  wadi_scenario_dialog_set_turns (dialog, 6);
  wadi_scenario_dialog_set_card_texts (dialog, "Near Caen, 8 July 1944", "The British win if they hold 25D7.",
                                       "The hill changed hands twice more.");
  wadi_scenario_dialog_add_force (dialog, "Germans", "German", "Set up on board 25 in hexes numbered 4 or less.\nHIP: one squad.\n", TRUE,
                                  FALSE);
  wadi_scenario_dialog_add_force (dialog, "British", "British", "   ", FALSE, TRUE);
  /* an empty force row is left out */
  wadi_scenario_dialog_add_force (dialog, "", "", "", FALSE, FALSE);
  wadi_scenario_dialog_add_special_rule (dialog, "EC are Moist.\nNo wind at start.");
  wadi_scenario_dialog_add_special_rule (dialog, "");
  wadi_scenario_dialog_add_special_rule (dialog, "Kindling is NA.");
  wadi_test_wait_frames (GTK_WIDGET (dialog));
  wadi_test_save_window_screenshot (GTK_WINDOW (dialog), "scenario-dialog-card.png");
  check_who_goes_first (dialog);
  /* the entries line up, whatever their titles' lengths */
  g_assert_cmpfloat_with_epsilon (entry_start (dialog, "author"), entry_start (dialog, "title"), 0.5);
  g_assert_cmpfloat_with_epsilon (entry_start (dialog, "date_place"), entry_start (dialog, "title"), 0.5);
  wadi_scenario_dialog_apply (dialog);
  wadi_test_flush ();
  g_assert_null (wadi_test_find_window (WADI_TYPE_SCENARIO_DIALOG, GTK_WINDOW (window)));

  g_assert_cmpstr (scenario->title, ==, "Hill 112");
  g_assert_cmpuint (scenario->turns, ==, 6);
  g_assert_cmpstr (scenario->date_place, ==, "Near Caen, 8 July 1944");
  g_assert_cmpstr (scenario->victory, ==, "The British win if they hold 25D7.");
  g_assert_cmpstr (scenario->aftermath, ==, "The hill changed hands twice more.");
  g_assert_cmpuint (scenario->sides->len, ==, 2);
  g_assert_false (g_array_index (scenario->sides, WadiScenarioSide, 0).moves_first);
  g_assert_true (g_array_index (scenario->sides, WadiScenarioSide, 1).moves_first);
  g_assert_true (g_array_index (scenario->sides, WadiScenarioSide, 0).sets_up_first);
  g_assert_false (g_array_index (scenario->sides, WadiScenarioSide, 1).sets_up_first);
  /* where a force sets up, its lines kept (a last line break dropped);
   * none, when its box is blank (as a file that leaves it out reads) */
  g_assert_cmpstr (g_array_index (scenario->sides, WadiScenarioSide, 0).setup, ==,
                   "Set up on board 25 in hexes numbered 4 or less.\nHIP: one squad.");
  g_assert_null (g_array_index (scenario->sides, WadiScenarioSide, 1).setup);
  g_assert_cmpuint (scenario->special_rules->len, ==, 2);
  g_assert_cmpstr (g_ptr_array_index (scenario->special_rules, 0), ==, "EC are Moist.\nNo wind at start.");
  g_assert_cmpstr (wadi_document_undo_label (document), ==, "Change Scenario Properties");

  /* the dialog opens on what the scenario holds */
  dialog = open_dialog (window);
  g_assert_cmpuint (wadi_scenario_dialog_count_forces (dialog), ==, 2);
  g_assert_cmpuint (wadi_scenario_dialog_count_special_rules (dialog), ==, 2);
  gtk_window_close (GTK_WINDOW (dialog));
  wadi_test_flush ();

  /* saved and read back, the card is as it was */
  g_assert_true (wadi_format_write_file (scenario, file, &error));
  g_assert_no_error (error);
  loaded = wadi_format_read_file (file, &error);
  g_assert_no_error (error);
  g_assert_true (wadi_scenario_equal (loaded, scenario));

  /* one undo step takes all of it back */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_cmpstr (scenario->title, ==, "");
  g_assert_cmpuint (scenario->turns, ==, 0);
  g_assert_cmpuint (scenario->sides->len, ==, 0);
  g_assert_true (scenario->victory == NULL || scenario->victory[0] == '\0');
  g_assert_false (wadi_document_can_undo (document));

  /* a last half turn, the cards' "6½ turns": typed 5.3, the field snaps
   * it to the half and shows 5½; applied, the scenario has 5 turns and a
   * half, and the dialog opens on 5½ */
  dialog = open_dialog (window);
  turns = GTK_SPIN_BUTTON (gtk_widget_get_template_child (GTK_WIDGET (dialog), WADI_TYPE_SCENARIO_DIALOG, "turns"));
  gtk_editable_set_text (GTK_EDITABLE (turns), "5.3");
  gtk_spin_button_update (turns);
  g_assert_cmpfloat (gtk_spin_button_get_value (turns), ==, 5.5);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (turns)), ==, "5½");
  /* ½ typed reads back; the arrows step by halves */
  gtk_editable_set_text (GTK_EDITABLE (turns), "4 ½");
  gtk_spin_button_update (turns);
  g_assert_cmpfloat (gtk_spin_button_get_value (turns), ==, 4.5);
  gtk_spin_button_spin (turns, GTK_SPIN_STEP_FORWARD, 0);
  g_assert_cmpfloat (gtk_spin_button_get_value (turns), ==, 5.0);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (turns)), ==, "5");
  gtk_spin_button_spin (turns, GTK_SPIN_STEP_FORWARD, 0);
  g_assert_cmpfloat (gtk_spin_button_get_value (turns), ==, 5.5);
  wadi_scenario_dialog_apply (dialog);
  wadi_test_flush ();
  g_assert_cmpuint (scenario->turns, ==, 5);
  g_assert_true (scenario->half_turn);
  dialog = open_dialog (window);
  turns = GTK_SPIN_BUTTON (gtk_widget_get_template_child (GTK_WIDGET (dialog), WADI_TYPE_SCENARIO_DIALOG, "turns"));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (turns)), ==, "5½");
  /* no half turn without a whole one: 0.5 is 1 from 0, and 0 from 1 */
  wadi_scenario_dialog_set_turns (dialog, 0);
  wadi_scenario_dialog_set_turns (dialog, 0.5);
  g_assert_cmpfloat (gtk_spin_button_get_value (turns), ==, 1.0);
  gtk_spin_button_spin (turns, GTK_SPIN_STEP_BACKWARD, 0);
  g_assert_cmpfloat (gtk_spin_button_get_value (turns), ==, 0.0);
  /* typed: what is no number keeps the turns (a review found "abc"
   * applied as none), a half alone is one turn, past the most is 999 */
  {
    const struct
    {
      const char *typed;
      double      value;
    } typed[] = { { "abc", 6.5 }, { "6.5abc", 6.5 }, { "inf", 6.5 }, { "0.5", 1.0 }, { "½", 1.0 }, { "1000", 999.0 }, { "6,5", 6.5 }, { "3", 3.0 } };

    for (guint i = 0; i < G_N_ELEMENTS (typed); i++)
      {
        wadi_scenario_dialog_set_turns (dialog, 6.5);
        gtk_editable_set_text (GTK_EDITABLE (turns), typed[i].typed);
        gtk_spin_button_update (turns);
        g_test_message ("typed “%s”", typed[i].typed);
        g_assert_cmpfloat (gtk_spin_button_get_value (turns), ==, typed[i].value);
      }
  }
  /* whole turns again, then undone: the half turn is back */
  wadi_scenario_dialog_set_turns (dialog, 6);
  wadi_scenario_dialog_apply (dialog);
  wadi_test_flush ();
  g_assert_cmpuint (scenario->turns, ==, 6);
  g_assert_false (scenario->half_turn);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_cmpuint (scenario->turns, ==, 5);
  g_assert_true (scenario->half_turn);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_cmpuint (scenario->turns, ==, 0);
  g_assert_false (scenario->half_turn);

  wadi_document_mark_saved (document);
  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (window);
  wadi_test_remove_dir (dir);
}

/* The button a label showing text is in. */
static GtkWidget *
button_showing (GtkWidget  *root,
                const char *text)
{
  GtkWidget *label = wadi_test_find_widget_showing (root, GTK_TYPE_LABEL, text);

  g_assert_nonnull (label);
  return gtk_widget_get_ancestor (label, GTK_TYPE_BUTTON);
}

/* A file may say two forces set up first (docs/format.md): the dialog
 * shows both, and applied untouched it keeps both, where checking one
 * as the file is opened cleared the others'. */
static void
test_file_with_two_setting_up_first (void)
{
  WadiWindow         *window = wadi_window_new (NULL);
  WadiScenarioDialog *dialog;
  const WadiScenario *scenario;
  g_autoptr(GPtrArray) sets_up = g_ptr_array_new ();

  g_object_ref_sink (window);
  wadi_window_set_scenario (window, wadi_scenario_new (WADI_RULESET_ASL), NULL);
  gtk_window_present (GTK_WINDOW (window));
  wadi_test_wait_until_drawn (window);
  scenario = wadi_document_get_scenario (wadi_window_get_document (window));
  dialog = open_dialog (window);
  wadi_scenario_dialog_add_force (dialog, "Germans", "German", NULL, TRUE, TRUE);
  wadi_scenario_dialog_add_force (dialog, "Italians", "Italian", NULL, TRUE, FALSE);
  find_checks (GTK_WIDGET (dialog), "Sets up first", sets_up);
  g_assert_cmpuint (sets_up->len, ==, 2);
  g_assert_true (gtk_check_button_get_active (g_ptr_array_index (sets_up, 0)));
  g_assert_true (gtk_check_button_get_active (g_ptr_array_index (sets_up, 1)));
  wadi_scenario_dialog_apply (dialog);
  wadi_test_flush ();
  g_assert_cmpuint (scenario->sides->len, ==, 2);
  g_assert_true (g_array_index (scenario->sides, WadiScenarioSide, 0).sets_up_first);
  g_assert_true (g_array_index (scenario->sides, WadiScenarioSide, 1).sets_up_first);
  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (window);
}

/* Add Force and Add Rule put the keyboard in the row they add, and a
 * force's name has room for "Kampfgruppe Hahn" (it showed "mpfgruppe
 * Hahn" beside the first-turn buttons). */
static void
test_new_rows (void)
{
  WadiWindow         *window = wadi_window_new (NULL);
  WadiScenarioDialog *dialog;
  GtkWidget          *focus;
  GtkWidget          *entry;
  g_autoptr(PangoLayout) name = NULL;
  int name_width;

  g_object_ref_sink (window);
  wadi_window_set_scenario (window, wadi_scenario_new (WADI_RULESET_ASL), NULL);
  gtk_window_present (GTK_WINDOW (window));
  wadi_test_wait_until_drawn (window);
  dialog = open_dialog (window);
  /* it opens with the keyboard in the title, not on Cancel */
  focus = gtk_root_get_focus (GTK_ROOT (dialog));
  g_assert_nonnull (focus);
  g_assert_nonnull (gtk_widget_get_ancestor (focus, WADI_TYPE_ENTRY_ROW));
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (gtk_widget_get_ancestor (focus, WADI_TYPE_ENTRY_ROW))),
                   ==, "Title");
  /* Tab goes from Date and Place into the number of turns, not to its
   * row first: a try-out typed 6 into the row and lost it */
  {
    GtkWidget *date_place = (GtkWidget *) gtk_widget_get_template_child (GTK_WIDGET (dialog), WADI_TYPE_SCENARIO_DIALOG,
                                                                         "date_place");
    GtkWidget *turns = (GtkWidget *) gtk_widget_get_template_child (GTK_WIDGET (dialog), WADI_TYPE_SCENARIO_DIALOG,
                                                                    "turns");

    g_assert_true (gtk_widget_grab_focus (date_place));
    g_assert_true (gtk_widget_child_focus (GTK_WIDGET (dialog), GTK_DIR_TAB_FORWARD));
    focus = gtk_root_get_focus (GTK_ROOT (dialog));
    g_assert_true (focus == turns || gtk_widget_is_ancestor (focus, turns));
    g_assert_true (gtk_widget_child_focus (GTK_WIDGET (dialog), GTK_DIR_TAB_BACKWARD));
    focus = gtk_root_get_focus (GTK_ROOT (dialog));
    g_assert_true (focus == date_place || gtk_widget_is_ancestor (focus, date_place));
  }
  /* Tab leaves a text box (the description, the first): the card's texts
   * have no tab characters */
  g_assert_false (gtk_text_view_get_accepts_tab (
      GTK_TEXT_VIEW (wadi_test_find_widget_of_type (GTK_WIDGET (dialog), GTK_TYPE_TEXT_VIEW))));

  g_signal_emit_by_name (button_showing (GTK_WIDGET (dialog), "Add Force"), "clicked");
  wadi_test_wait_frames (GTK_WIDGET (dialog));
  g_assert_cmpuint (wadi_scenario_dialog_count_forces (dialog), ==, 1);
  focus = gtk_root_get_focus (GTK_ROOT (dialog));
  g_assert_nonnull (focus);
  entry = gtk_widget_get_ancestor (focus, GTK_TYPE_ENTRY);
  g_assert_nonnull (entry);
  g_assert_cmpstr (gtk_entry_get_placeholder_text (GTK_ENTRY (entry)), ==, "Name (Germans)");
  name = gtk_widget_create_pango_layout (entry, "Kampfgruppe Hahn");
  pango_layout_get_pixel_size (name, &name_width, NULL);
  g_test_message ("the name's box is %d px wide, the name %d px", gtk_widget_get_width (entry), name_width);
  g_assert_cmpint (gtk_widget_get_width (entry), >, name_width + 12);
  {
    /* the set-up box shows at once (a try-out's stayed 0 pixels tall),
     * and Tab goes from the names to it, never through Remove */
    GtkWidget *row = gtk_widget_get_ancestor (entry, GTK_TYPE_LIST_BOX_ROW);
    GtkWidget *setup = wadi_test_find_widget_of_type (row, GTK_TYPE_TEXT_VIEW);

    g_assert_nonnull (setup);
    g_assert_cmpint (gtk_widget_get_height (setup), >=, 40);
    g_assert_true (gtk_widget_child_focus (GTK_WIDGET (dialog), GTK_DIR_TAB_FORWARD));
    g_assert_nonnull (gtk_widget_get_ancestor (gtk_root_get_focus (GTK_ROOT (dialog)), GTK_TYPE_ENTRY));
    g_assert_true (gtk_widget_child_focus (GTK_WIDGET (dialog), GTK_DIR_TAB_FORWARD));
    g_assert_true (gtk_root_get_focus (GTK_ROOT (dialog)) == setup);
  }

  /* and the page scrolls to each new force: a row took the focus below
   * the dialog's edge, unseen */
  for (guint i = 0; i < 4; i++)
    {
      GtkWidget      *scrolled = gtk_widget_get_ancestor (entry, GTK_TYPE_SCROLLED_WINDOW);
      GtkWidget      *name_box;
      graphene_rect_t bounds;

      g_signal_emit_by_name (button_showing (GTK_WIDGET (dialog), "Add Force"), "clicked");
      wadi_test_wait_frames (GTK_WIDGET (dialog));
      wadi_test_wait_frames (GTK_WIDGET (dialog));
      name_box = gtk_widget_get_ancestor (gtk_root_get_focus (GTK_ROOT (dialog)), GTK_TYPE_ENTRY);
      g_assert_nonnull (scrolled);
      g_assert_nonnull (name_box);
      g_assert_true (gtk_widget_compute_bounds (name_box, scrolled, &bounds));
      g_test_message ("force %u's name at %.0f..%.0f of the page's %d", i + 2, bounds.origin.y,
                      bounds.origin.y + bounds.size.height, gtk_widget_get_height (scrolled));
      g_assert_cmpfloat (bounds.origin.y, >=, 0.0);
      g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, gtk_widget_get_height (scrolled));
    }

  g_signal_emit_by_name (button_showing (GTK_WIDGET (dialog), "Add Rule"), "clicked");
  wadi_test_wait_frames (GTK_WIDGET (dialog));
  g_assert_cmpuint (wadi_scenario_dialog_count_special_rules (dialog), ==, 1);
  focus = gtk_root_get_focus (GTK_ROOT (dialog));
  g_assert_true (GTK_IS_TEXT_VIEW (focus));
  g_assert_false (gtk_text_view_get_accepts_tab (GTK_TEXT_VIEW (focus)));
  /* a screen reader names the box as the card numbers the rule */
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (focus), GTK_ACCESSIBLE_PROPERTY_LABEL, "Special rule 1");

  gtk_window_close (GTK_WINDOW (dialog));
  wadi_test_flush ();
  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (window);
}

/* In a narrow window (a phone, half a screen) the dialog opens no wider
 * and no taller than the window (it opened 640 x 720 over 360 x 640). */
static void
test_fits_a_narrow_window (void)
{
  WadiWindow         *window = wadi_window_new (NULL);
  WadiScenarioDialog *dialog;
  int                 width, height;

  g_object_ref_sink (window);
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 640);
  wadi_window_set_scenario (window, wadi_scenario_new (WADI_RULESET_ASL), NULL);
  gtk_window_present (GTK_WINDOW (window));
  wadi_test_wait_until_drawn (window);
  dialog = open_dialog (window);
  gtk_window_get_default_size (GTK_WINDOW (dialog), &width, &height);
  g_test_message ("the window %d x %d, the dialog %d x %d", gtk_widget_get_width (GTK_WIDGET (window)),
                  gtk_widget_get_height (GTK_WIDGET (window)), width, height);
  g_assert_cmpint (width, <=, gtk_widget_get_width (GTK_WIDGET (window)));
  g_assert_cmpint (height, <=, gtk_widget_get_height (GTK_WIDGET (window)));
  gtk_window_close (GTK_WINDOW (dialog));
  wadi_test_flush ();
  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (window);
}

int
main (int   argc,
      char *argv[])
{
  if (!wadi_test_gui_init (&argc, &argv))
    return 0;
  g_test_add_func ("/scenario-dialog/card", test_scenario_card);
  g_test_add_func ("/scenario-dialog/file-with-two-setting-up-first", test_file_with_two_setting_up_first);
  g_test_add_func ("/scenario-dialog/new-rows", test_new_rows);
  g_test_add_func ("/scenario-dialog/fits-a-narrow-window", test_fits_a_narrow_window);
  return g_test_run ();
}
