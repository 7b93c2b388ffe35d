/* wadi-new-dialog.h: the New Scenario dialog
 *
 * Asks for the title, the ruleset and the map's first board: an ASL
 * geomorphic board (the default for ASL) or a board of a size,
 * orientation, stagger and label scheme with the first row's number (0
 * for boards with half hexes along the top), as `wadi-cli new --grid`
 * does, and its id; emits ::create with a new WadiScenario that the handler
 * takes.  The Boards menu adds more boards to the map afterwards.
 */
#pragma once

#include <adwaita.h>

#include "wadi-scenario.h"

G_BEGIN_DECLS

#define WADI_TYPE_NEW_DIALOG (wadi_new_dialog_get_type ())
G_DECLARE_FINAL_TYPE (WadiNewDialog, wadi_new_dialog, WADI, NEW_DIALOG, AdwWindow)

/* settings (may be NULL): the ruleset and board to offer first. */
WadiNewDialog *wadi_new_dialog_new (GtkWindow *parent,
                                    GSettings *settings);
/* The scenario the dialog's current choices describe. */
WadiScenario *wadi_new_dialog_build_scenario (WadiNewDialog *self);

G_END_DECLS
