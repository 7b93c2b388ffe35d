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
 * drop-down: GTK 4.8 left it "GtkToggleButton".  Call it once the
 * widgets are built: a template's init, a dialog's responses added. */
void wadi_accessible_name_controls (GtkWidget *root);

/* Makes Return open each combo row under root, as Space does: in a
 * dialog with a default button (New Scenario's Create) Return went past
 * the row to the default, and a keyboard user made the scenario while
 * choosing its board. */
void wadi_accessible_combo_rows_open_on_return (GtkWidget *root);

/* label without its mnemonic marks: "_Open" -> "Open", "A__B" -> "A_B". */
char *wadi_accessible_strip_mnemonic (const char *label);

G_END_DECLS
