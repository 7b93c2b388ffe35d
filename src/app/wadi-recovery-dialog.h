/* wadi-recovery-dialog.h: the drafts a crashed Wadi left, offered back
 *
 * One window lists every orphan draft (wadi-drafts.h), newest first, by
 * its title and when it was written, with Restore and Discard for each
 * and for all, as gnome-text-editor's recovery does.  The list is a
 * GtkListView: a row is made only while it is in view, so two thousand
 * drafts cost two thousand list items, not two thousand dialogs.  The
 * first WADI_RECOVERY_READ_AHEAD drafts are read in a thread to show their
 * map's size; the others show the size of their file, read from the
 * folder without opening them.  Restore emits ::restore; the application
 * opens the draft in a window.
 */
#pragma once

#include <adwaita.h>

#include "wadi-drafts.h"

G_BEGIN_DECLS

#define WADI_RECOVERY_READ_AHEAD 20

#define WADI_TYPE_RECOVERY_DIALOG (wadi_recovery_dialog_get_type ())
G_DECLARE_FINAL_TYPE (WadiRecoveryDialog, wadi_recovery_dialog, WADI, RECOVERY_DIALOG, AdwWindow)

/* drafts: WadiDraft, newest first; taken. */
WadiRecoveryDialog *wadi_recovery_dialog_new (GtkWindow *parent,
                                              GPtrArray *drafts);
/* How many drafts it still lists. */
guint wadi_recovery_dialog_get_n_drafts (WadiRecoveryDialog *self);
/* The map size shown for draft id ("30 × 20 hexes"); NULL until it is
 * read, or when the draft is not among those read. */
const char *wadi_recovery_dialog_get_map_size (WadiRecoveryDialog *self,
                                               const char         *id);

G_END_DECLS
