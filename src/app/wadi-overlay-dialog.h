/* wadi-overlay-dialog.h: which overlay a file gives, and under what id
 *
 * Any .wadi file is an overlay source: its first overlay when it defines
 * one, else its first board.  The dialog shows what the file holds and
 * asks for the id the overlay gets in the scenario (the file's id by
 * default); it answers "place" or "cancel" through AdwMessageDialog's
 * ::response.
 */
#pragma once

#include <adwaita.h>

#include "wadi-scenario.h"

G_BEGIN_DECLS

#define WADI_TYPE_OVERLAY_DIALOG (wadi_overlay_dialog_get_type ())
G_DECLARE_FINAL_TYPE (WadiOverlayDialog, wadi_overlay_dialog, WADI, OVERLAY_DIALOG, AdwMessageDialog)

/* The dialog, at once: it reads file in a thread, saying so with Place
 * disabled, and the main loop then shows what it gives, or why it gives
 * nothing (naming the file; Cancel alone answers).  Closing it cancels
 * the read.  scenario is the one the overlay goes into (borrowed, for
 * the ids it already uses). */
WadiOverlayDialog *wadi_overlay_dialog_new (GtkWindow          *parent,
                                            const WadiScenario *scenario,
                                            GFile              *file);
gboolean           wadi_overlay_dialog_is_reading (WadiOverlayDialog *self);
/* Why the file gives no overlay, once read; NULL when it gives one. */
const char *wadi_overlay_dialog_get_error (WadiOverlayDialog *self);
const char *wadi_overlay_dialog_get_overlay_id (WadiOverlayDialog *self);
void        wadi_overlay_dialog_set_overlay_id (WadiOverlayDialog *self,
                                                const char        *id);
/* The fragment, borrowed; NULL until the file is read. */
const WadiBoard *wadi_overlay_dialog_get_fragment (WadiOverlayDialog *self);

G_END_DECLS
