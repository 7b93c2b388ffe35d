/* wadi-accessible.h: what a screen reader hears of buttons and drop-downs,
 * and the keys of combo rows */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Names each button and check button under root (root included) whose
 * label has a mnemonic by its label as read, "Open" for "_Open", and
 * keeps the name when the label changes: GTK 4.8 names such a button by
 * the label as written and its label's text, so Orca read "_Open Open".
 * And names each drop-down's button, which takes the focus, by its
 * drop-down: GTK 4.8 left it "GtkToggleButton"; a drop-down with a
 * mnemonic label is named by the label's text alone (GTK 4.8 read a name
 * of its own and its label's both: "Facing Facing"), and describes each
 * combo row by its value.  Call it once the
 * widgets are built: a template's init, a dialog's responses added. */
void wadi_accessible_name_controls (GtkWidget *root);

/* Keeps a combo row's value (a string) as its accessible description,
 * which libadwaita 1.2 leaves out; wadi_accessible_name_controls () does
 * it for the combo rows under its root. */
void wadi_accessible_describe_combo_row (GtkWidget *row);

/* Makes Return open each combo row under root, as Space does: in a
 * dialog with a default button (New Scenario's Create) Return went past
 * the row to the default, and a keyboard user made the scenario while
 * choosing its board. */
void wadi_accessible_combo_rows_open_on_return (GtkWidget *root);
/* Enter in a number field under root (a spin button's text) also does
 * what the dialog's default button does, as it does in a text field:
 * GTK 4.8 has no GtkSpinButton:activates-default (4.14). */
void wadi_accessible_numbers_activate_default (GtkWidget *root);

/* Gives widget the keyboard focus once its window is shown (mapped), as
 * the window's first focus.  A window whose class sets its accessible
 * role (a dialog's GTK_ACCESSIBLE_ROLE_DIALOG) must not be given the focus
 * before it shows: GTK 4.8 then put it on the accessibility bus as a
 * "filler", and a screen reader did not say "dialog" (New Scenario,
 * Scenario Properties). */
void wadi_accessible_focus_when_shown (GtkWindow *window,
                                       GtkWidget *widget);

/* Makes a dialog's default size no larger than its parent window's: in a
 * narrow window (a phone, half a screen) Scenario Properties opened 640
 * pixels wide over a window of 360.  Call it once the dialog knows its
 * parent, before it is shown. */
void wadi_accessible_fit_parent (GtkWindow *dialog);
/* Makes a shown dialog tall enough for what it now shows, up to its
 * parent's height: GTK keeps a window's size when rows are shown in it,
 * and Add Board's Turn row went below its edge once a library board's
 * row was shown.  Call it after showing rows or a message. */
void wadi_accessible_grow_to_fit (GtkWindow *dialog);

/* label without its mnemonic marks: "_Open" -> "Open", "A__B" -> "A_B". */
char *wadi_accessible_strip_mnemonic (const char *label);

G_END_DECLS
