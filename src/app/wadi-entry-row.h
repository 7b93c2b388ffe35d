/* wadi-entry-row.h: a text row of a boxed list that a screen reader hears */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define WADI_TYPE_ENTRY_ROW (wadi_entry_row_get_type ())
G_DECLARE_FINAL_TYPE (WadiEntryRow, wadi_entry_row, WADI, ENTRY_ROW, AdwActionRow)

/* What AdwEntryRow was to the dialogs, built so that AT-SPI sees its
 * text: an action row whose title labels a GtkEntry beside it (the row's
 * activatable widget, so libadwaita relates the entry to the title).
 * libadwaita 1.2's entry row never told AT-SPI that its text had the
 * focus, and a screen reader was silent in it.
 *
 * It is a GtkEditable (its text is the entry's: gtk_editable_get_text (),
 * "text", "changed"), the focus goes to the entry, never the row, and it
 * keeps AdwEntryRow's "activates-default", "show-apply-button", "apply"
 * (the apply button, shown once the user changed the text, or Return with
 * the button on) and "entry-activated" (Return).  Unlike AdwEntryRow's, a
 * changed text is also applied when the focus leaves the row. */
GtkWidget *wadi_entry_row_new (void);

GtkEntry *wadi_entry_row_get_entry (WadiEntryRow *self);
void      wadi_entry_row_set_activates_default (WadiEntryRow *self,
                                                gboolean      activates);
void      wadi_entry_row_set_show_apply_button (WadiEntryRow *self,
                                                gboolean      show);
gboolean  wadi_entry_row_get_show_apply_button (WadiEntryRow *self);
/* Applies the text if the user changed it since it was last applied
 * (the apply button shows). */
void wadi_entry_row_apply_pending (WadiEntryRow *self);

G_END_DECLS
