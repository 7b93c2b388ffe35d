/* wadi-diagnostics-panel.h: every diagnostic of the scenario, live
 *
 * A list of the WadiLiveRules' diagnostics (severity, location, rule,
 * message), filtered by severity.  Selecting one (a click, or the next and
 * previous keys) emits ::diagnostic-activated, which the window answers by
 * centring the canvas on it.
 */
#pragma once

#include <gtk/gtk.h>

#include "wadi-live-rules.h"

G_BEGIN_DECLS

#define WADI_TYPE_DIAGNOSTICS_PANEL (wadi_diagnostics_panel_get_type ())
G_DECLARE_FINAL_TYPE (WadiDiagnosticsPanel, wadi_diagnostics_panel, WADI, DIAGNOSTICS_PANEL, GtkBox)

/* The :rules property: the live rules whose diagnostics are listed. */
void           wadi_diagnostics_panel_set_rules (WadiDiagnosticsPanel *self,
                                                 WadiLiveRules        *rules);
WadiLiveRules *wadi_diagnostics_panel_get_rules (WadiDiagnosticsPanel *self);
/* Whether diagnostics of severity are listed. */
void wadi_diagnostics_panel_set_shown (WadiDiagnosticsPanel *self,
                                       WadiSeverity          severity,
                                       gboolean              shown);
/* Selects the next (delta 1) or previous (-1) listed diagnostic, going
 * round at the ends, and activates it.  FALSE when none is listed. */
/* Puts the keyboard in the list, on its first row (or the one it was on),
 * when the list shows rows. */
void     wadi_diagnostics_panel_focus_list (WadiDiagnosticsPanel *self);
gboolean wadi_diagnostics_panel_step (WadiDiagnosticsPanel *self,
                                      int                   delta);
/* The listed diagnostics, as the list view shows them. */
GtkSingleSelection *wadi_diagnostics_panel_get_selection (WadiDiagnosticsPanel *self);

G_END_DECLS
