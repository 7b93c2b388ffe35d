/* test-counters.c: counters edited in the window, under a display
 *
 * Runs in the 'gui' suite.  Selects a counter by a click on it through the
 * canvas's gesture handlers, edits it in the inspector's counter rows,
 * deletes, duplicates and moves it with the window's actions, and undoes
 * each.
 */
#include "config.h"

#include <gtk/gtk.h>

#include "wadi-counter-editor.h"
#include "wadi-entry-row.h"
#include "wadi-inspector.h"
#include "wadi-test-fixtures.h"
#include "wadi-test-gui.h"
#include "wadi-window-private.h"

typedef struct
{
  char       *dir;
  WadiWindow *window;
  guint       unit;
} Fixture;

static const WadiScenario *
scenario_of (Fixture *fixture)
{
  return wadi_document_get_scenario (wadi_window_get_document (fixture->window));
}

static void
fixture_setup (Fixture      *fixture,
               gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) example = NULL;
  WadiCounter unit = { .kind = WADI_COUNTER_UNIT, .unit_class = WADI_UNIT_INFANTRY, .side = (char *) "German" };

  fixture->dir = g_dir_make_tmp ("wadi-counters-XXXXXX", &error);
  g_assert_no_error (error);
  example = wadi_test_copy_example (fixture->dir, "asl-f5-b20.wadi");
  fixture->window = wadi_window_new (NULL);
  g_object_ref_sink (fixture->window);
  g_assert_true (wadi_window_load_file (fixture->window, example, &error));
  g_assert_no_error (error);
  gtk_window_set_default_size (GTK_WINDOW (fixture->window), 1280, 800);
  gtk_window_present (GTK_WINDOW (fixture->window));
  wadi_test_wait_until_drawn (fixture->window);

  /* a unit alone in an open hex: drawn at the hex's centre */
  wadi_fixture_locate (scenario_of (fixture), "25B8", &unit.hex);
  fixture->unit = wadi_document_add_counter (wadi_window_get_document (fixture->window), &unit);
  g_assert_cmpuint (fixture->unit, >, 0);
  wadi_test_look_at (fixture->window, "25B8", 96.0);
}

static void
fixture_teardown (Fixture      *fixture,
                  gconstpointer data)
{
  wadi_document_mark_saved (wadi_window_get_document (fixture->window));
  gtk_window_destroy (GTK_WINDOW (fixture->window));
  g_object_unref (fixture->window);
  wadi_test_remove_dir (fixture->dir);
  g_free (fixture->dir);
}

/* A click with the select tool where the label's hex is drawn. */
static void
click (Fixture    *fixture,
       const char *label)
{
  WadiCanvas *canvas = wadi_window_get_canvas (fixture->window);
  double      x, y;

  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.tool", "s", "select");
  wadi_test_screen_point (fixture->window, label, &x, &y);
  wadi_canvas_pointer_press (canvas, x, y, GDK_BUTTON_PRIMARY, 0);
  wadi_canvas_pointer_release (canvas, x, y, 0);
  wadi_test_flush ();
}

/* A click on the counter selects it, shows it in the inspector, and
 * enables the counter actions; a click on an empty hex does not. */
static void
test_click_selects_counter (Fixture      *fixture,
                            gconstpointer data)
{
  GtkWidget *window = GTK_WIDGET (fixture->window);

  g_assert_false (wadi_test_action_enabled (window, "win.delete-counter"));
  click (fixture, "25B8");
  g_assert_cmpuint (wadi_tool_get_selected_counter (wadi_canvas_get_tool (wadi_window_get_canvas (fixture->window))),
                    ==, fixture->unit);
  g_assert_cmpuint (wadi_counter_editor_get_counter (fixture->window->counter_editor), ==, fixture->unit);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (fixture->window->counter_editor)));
  g_assert_true (wadi_test_action_enabled (window, "win.delete-counter"));
  g_assert_true (wadi_test_action_enabled (window, "win.duplicate-counter"));
  g_assert_false (wadi_test_action_enabled (window, "win.rotate-counter"));
  wadi_test_wait_until_drawn (fixture->window);
  wadi_test_save_screenshot (fixture->window, "counter-selected.png");

  click (fixture, "25D8");
  g_assert_false (wadi_test_action_enabled (window, "win.delete-counter"));
}

/* The strength typed in the counter's row and applied is one undo step;
 * the rows follow the undo. */
static void
test_edit_strength (Fixture      *fixture,
                    gconstpointer data)
{
  GtkWidget *strength;

  click (fixture, "25B8");
  strength = wadi_counter_editor_get_row (fixture->window->counter_editor, "strength");
  g_assert_true (gtk_widget_get_visible (strength));
  gtk_editable_set_text (GTK_EDITABLE (strength), "4-6-7");
  g_signal_emit_by_name (strength, "apply");
  g_assert_cmpstr (wadi_scenario_find_counter (scenario_of (fixture), fixture->unit)->strength, ==, "4-6-7");
  g_assert_cmpstr (wadi_document_undo_label (wadi_window_get_document (fixture->window)), ==,
                   "Change Counter Strength");
  /* the Crest rows are not a unit's */
  g_assert_false (gtk_widget_get_visible (wadi_counter_editor_get_row (fixture->window->counter_editor, "centre")));

  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.undo", NULL);
  g_assert_null (wadi_scenario_find_counter (scenario_of (fixture), fixture->unit)->strength);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (strength)), ==, "");

  /* typed, then applied by its check button: the keyboard is back in the
   * entry, the text not selected (the next key replaced all of it) */
  {
    GtkEntry  *entry = wadi_entry_row_get_entry (WADI_ENTRY_ROW (strength));
    GtkWidget *apply = NULL;

    gtk_widget_grab_focus (GTK_WIDGET (entry));
    gtk_editable_set_text (GTK_EDITABLE (entry), "4-4-7");
    for (GtkWidget *w = gtk_widget_get_parent (GTK_WIDGET (entry)); apply == NULL && w != NULL;
         w = gtk_widget_get_parent (w))
      apply = wadi_test_find_widget_of_type (w, GTK_TYPE_BUTTON);
    g_assert_nonnull (apply);
    g_assert_true (gtk_widget_get_visible (apply));
    gtk_widget_grab_focus (apply);
    g_signal_emit_by_name (apply, "clicked");
    g_assert_cmpstr (wadi_scenario_find_counter (scenario_of (fixture), fixture->unit)->strength, ==, "4-4-7");
    g_assert_false (gtk_widget_get_visible (apply));
    g_assert_true (gtk_widget_has_focus (gtk_widget_get_first_child (GTK_WIDGET (entry))));
    g_assert_false (gtk_editable_get_selection_bounds (GTK_EDITABLE (entry), NULL, NULL));
  }
}

/* A name and a strength typed and left without Return are kept: Tab to
 * the next row applies the name, a click on the map the strength, and
 * another counter chosen while the focus stays in a row applies what was
 * typed to the one it was typed for (a try-out lost three counters' names
 * this way). */
static void
test_typed_text_kept_when_leaving (Fixture      *fixture,
                                   gconstpointer data)
{
  WadiCounterEditor *editor = fixture->window->counter_editor;
  GtkWidget         *name, *strength;
  WadiCounter        other = { .kind = WADI_COUNTER_UNIT, .unit_class = WADI_UNIT_INFANTRY };
  guint              other_id;

  wadi_fixture_locate (scenario_of (fixture), "25D8", &other.hex);
  other_id = wadi_document_add_counter (wadi_window_get_document (fixture->window), &other);
  click (fixture, "25B8");
  name = wadi_counter_editor_get_row (editor, "name");
  strength = wadi_counter_editor_get_row (editor, "strength");

  gtk_widget_grab_focus (name);
  gtk_editable_set_text (GTK_EDITABLE (name), "Pioneers");
  gtk_widget_grab_focus (strength);
  g_assert_cmpstr (wadi_scenario_find_counter (scenario_of (fixture), fixture->unit)->name, ==, "Pioneers");
  gtk_editable_set_text (GTK_EDITABLE (strength), "4-6-8");
  gtk_widget_grab_focus (GTK_WIDGET (wadi_window_get_canvas (fixture->window)));
  g_assert_cmpstr (wadi_scenario_find_counter (scenario_of (fixture), fixture->unit)->strength, ==, "4-6-8");
  g_assert_cmpstr (wadi_document_undo_label (wadi_window_get_document (fixture->window)), ==,
                   "Change Counter Strength");

  gtk_widget_grab_focus (name);
  gtk_editable_set_text (GTK_EDITABLE (name), "Assault Engineers");
  g_assert_true (gtk_widget_has_focus (gtk_widget_get_first_child (GTK_WIDGET (wadi_entry_row_get_entry (WADI_ENTRY_ROW (name))))));
  wadi_counter_editor_show_counter (editor, other_id);
  g_assert_cmpuint (wadi_counter_editor_get_counter (editor), ==, other_id);
  g_assert_cmpstr (wadi_scenario_find_counter (scenario_of (fixture), fixture->unit)->name, ==, "Assault Engineers");
  g_assert_null (wadi_scenario_find_counter (scenario_of (fixture), other_id)->name);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (name)), ==, "");
}

/* Delete, then Duplicate: each one undo step; the copy is selected. */
static void
test_delete_and_duplicate (Fixture      *fixture,
                           gconstpointer data)
{
  GtkWidget *window = GTK_WIDGET (fixture->window);
  guint      copy;

  click (fixture, "25B8");
  gtk_widget_activate_action (window, "win.delete-counter", NULL);
  g_assert_null (wadi_scenario_find_counter (scenario_of (fixture), fixture->unit));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (fixture->window->counter_editor)));
  gtk_widget_activate_action (window, "win.undo", NULL);
  g_assert_nonnull (wadi_scenario_find_counter (scenario_of (fixture), fixture->unit));

  click (fixture, "25B8");
  gtk_widget_activate_action (window, "win.duplicate-counter", NULL);
  copy = wadi_counter_editor_get_counter (fixture->window->counter_editor);
  g_assert_cmpuint (copy, >, fixture->unit);
  g_assert_true (wadi_hex_equal (wadi_scenario_find_counter (scenario_of (fixture), copy)->hex,
                                 wadi_scenario_find_counter (scenario_of (fixture), fixture->unit)->hex));
  wadi_test_wait_until_drawn (fixture->window);
  wadi_test_save_screenshot (fixture->window, "counter-duplicated.png");
}

/* A drag moves the counter into the wadi next door, where it is IN the
 * wadi; one undo step puts it back. */
static void
test_drag_moves_counter (Fixture      *fixture,
                         gconstpointer data)
{
  WadiCanvas        *canvas = wadi_window_get_canvas (fixture->window);
  const WadiCounter *moved;
  WadiHex            target;
  double             x, y, tx, ty;

  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.tool", "s", "select");
  wadi_test_screen_point (fixture->window, "25B8", &x, &y);
  wadi_test_screen_point (fixture->window, "25C8", &tx, &ty);
  wadi_canvas_pointer_press (canvas, x, y, GDK_BUTTON_PRIMARY, 0);
  wadi_canvas_pointer_motion (canvas, (x + tx) / 2.0, (y + ty) / 2.0, 0);
  wadi_canvas_pointer_motion (canvas, tx, ty, 0);
  wadi_test_flush ();
  wadi_test_wait_until_drawn (fixture->window);
  wadi_test_save_screenshot (fixture->window, "counter-dragged.png");
  wadi_canvas_pointer_release (canvas, tx, ty, 0);

  wadi_fixture_locate (scenario_of (fixture), "25C8", &target);
  moved = wadi_scenario_find_counter (scenario_of (fixture), fixture->unit);
  g_assert_true (wadi_hex_equal (moved->hex, target));
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.undo", NULL);
  moved = wadi_scenario_find_counter (scenario_of (fixture), fixture->unit);
  g_assert_false (wadi_hex_equal (moved->hex, target));
}

/* From the keyboard: Enter on the hex selects its top counter, Tab the
 * next one down the stack, and Ctrl+Enter, an arrow and Enter move the
 * one Tab chose, not the one on top (a review's Ctrl+Enter picked the top
 * counter again); one undo step puts it back. */
static void
test_keyboard_moves_counter (Fixture      *fixture,
                             gconstpointer data)
{
  WadiCanvas   *canvas = wadi_window_get_canvas (fixture->window);
  WadiDocument *document = wadi_window_get_document (fixture->window);
  WadiCounter   top = { .kind = WADI_COUNTER_UNIT, .unit_class = WADI_UNIT_INFANTRY, .side = (char *) "German" };
  WadiHex       hex, below;
  guint         top_id;

  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.tool", "s", "select");
  wadi_fixture_locate (scenario_of (fixture), "25B8", &hex);
  top.hex = hex;
  top_id = wadi_document_add_counter (document, &top);
  wadi_canvas_set_key_cursor (canvas, hex);
  g_assert_true (wadi_canvas_key_press (canvas, GDK_KEY_Return, 0));
  g_assert_cmpuint (wadi_tool_get_selected_counter (wadi_canvas_get_tool (canvas)), ==, top_id);
  g_assert_true (wadi_canvas_key_press (canvas, GDK_KEY_Tab, 0));
  g_assert_cmpuint (wadi_tool_get_selected_counter (wadi_canvas_get_tool (canvas)), ==, fixture->unit);

  g_assert_true (wadi_canvas_key_press (canvas, GDK_KEY_Return, GDK_CONTROL_MASK));
  g_assert_true (wadi_canvas_key_press (canvas, GDK_KEY_Down, 0));
  g_assert_true (wadi_canvas_key_press (canvas, GDK_KEY_Return, 0));
  below = (WadiHex) { hex.col, hex.row + 1 };
  g_assert_true (wadi_hex_equal (wadi_scenario_find_counter (scenario_of (fixture), fixture->unit)->hex, below));
  g_assert_true (wadi_hex_equal (wadi_scenario_find_counter (scenario_of (fixture), top_id)->hex, hex));
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.undo", NULL);
  g_assert_true (wadi_hex_equal (wadi_scenario_find_counter (scenario_of (fixture), fixture->unit)->hex, hex));
}

/* The inspector's A and B are picked by a click on a hex; a counter
 * dragged with the select tool, or any drag, leaves them where they were
 * (a drag used to set them, and left a "B" on the map).  A click on a
 * unit picks its hex, to ask what it sees. */
static void
test_drag_leaves_a_and_b (Fixture      *fixture,
                          gconstpointer data)
{
  WadiCanvas             *canvas = wadi_window_get_canvas (fixture->window);
  WadiInspector          *inspector = wadi_window_get_inspector (fixture->window);
  const WadiRulesOverlay *marks;
  WadiHex                 a, target;
  double                  x, y, tx, ty;

  wadi_window_show_panel (fixture->window, "inspector");
  wadi_inspector_clear (inspector);
  /* a click on an empty hex: A */
  click (fixture, "25B7");
  wadi_fixture_locate (scenario_of (fixture), "25B7", &a);
  g_assert_cmpstr (wadi_inspector_get_next_text (inspector), ==, "Next click sets B");
  marks = wadi_canvas_get_rules_overlay (canvas);
  g_assert_true (marks->has_from);
  g_assert_true (wadi_hex_equal (marks->from, a));
  g_assert_false (marks->has_to);

  /* dragged to the next hex: moved, A and B as they were */
  wadi_test_screen_point (fixture->window, "25B8", &x, &y);
  wadi_test_screen_point (fixture->window, "25C8", &tx, &ty);
  wadi_canvas_pointer_press (canvas, x, y, GDK_BUTTON_PRIMARY, 0);
  wadi_canvas_pointer_motion (canvas, (x + tx) / 2.0, (y + ty) / 2.0, 0);
  wadi_canvas_pointer_motion (canvas, tx, ty, 0);
  wadi_canvas_pointer_release (canvas, tx, ty, 0);
  wadi_test_flush ();
  wadi_fixture_locate (scenario_of (fixture), "25C8", &target);
  g_assert_true (wadi_hex_equal (wadi_scenario_find_counter (scenario_of (fixture), fixture->unit)->hex, target));
  g_assert_cmpstr (wadi_inspector_get_next_text (inspector), ==, "Next click sets B");
  g_assert_true (marks->has_from);
  g_assert_true (wadi_hex_equal (marks->from, a));
  g_assert_false (marks->has_to);

  /* a drag from an empty hex picks nothing either */
  wadi_test_screen_point (fixture->window, "25D8", &x, &y);
  wadi_canvas_pointer_press (canvas, x, y, GDK_BUTTON_PRIMARY, 0);
  wadi_canvas_pointer_motion (canvas, tx, ty, 0);
  wadi_canvas_pointer_release (canvas, tx, ty, 0);
  g_assert_false (marks->has_to);

  /* a click on the unit selects it and picks its hex: B */
  click (fixture, "25C8");
  g_assert_cmpuint (wadi_counter_editor_get_counter (fixture->window->counter_editor), ==, fixture->unit);
  g_assert_true (marks->has_to);
  g_assert_true (wadi_hex_equal (marks->to, target));
  g_assert_cmpstr (wadi_inspector_get_next_text (inspector), ==, "Next click sets A again");
}

int
main (int   argc,
      char *argv[])
{
  if (!wadi_test_gui_init (&argc, &argv))
    return 0;
#define ADD(path, func) g_test_add (path, Fixture, NULL, fixture_setup, func, fixture_teardown)
  ADD ("/counters/click-selects", test_click_selects_counter);
  ADD ("/counters/edit-strength", test_edit_strength);
  ADD ("/counters/typed-text-kept-when-leaving", test_typed_text_kept_when_leaving);
  ADD ("/counters/delete-and-duplicate", test_delete_and_duplicate);
  ADD ("/counters/drag-moves", test_drag_moves_counter);
  ADD ("/counters/keyboard-moves", test_keyboard_moves_counter);
  ADD ("/counters/drag-leaves-a-and-b", test_drag_leaves_a_and_b);
#undef ADD
  return g_test_run ();
}
