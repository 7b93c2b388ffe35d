/* wadi-named-list.h: list rows a screen reader can name */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* Rows of strings (GtkStringObject items) named by their text for a screen
 * reader: GTK 4.8 names a list item by nothing it holds, and the stock
 * factories leave the rows unnamed.  For the popup list of a combo row or a
 * drop-down (with_check: a check mark on the selected row), and for the
 * value a combo row shows (which libadwaita 1.2 shows in a list view). */
GtkListItemFactory *wadi_named_list_factory_new (gboolean with_check);

/* Both factories of a combo row. */
void wadi_named_list_apply (AdwComboRow *row);

G_END_DECLS
