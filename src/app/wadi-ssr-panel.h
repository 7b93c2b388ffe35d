/* wadi-ssr-panel.h: the scenario special rules and the ruleset
 *
 * Stream depth, frozen and snow (ASL), the Tide of Iron options (the wadi
 * rules or crevasse terrain; bridges over streams blocking LOS) and the
 * ruleset.  Every change is one undoable edit of the document
 * (wadi_document_set_ssr, wadi_document_set_ruleset); an undo shows here.
 */
#pragma once

#include <adwaita.h>

#include "wadi-document.h"

G_BEGIN_DECLS

#define WADI_TYPE_SSR_PANEL (wadi_ssr_panel_get_type ())
G_DECLARE_FINAL_TYPE (WadiSsrPanel, wadi_ssr_panel, WADI, SSR_PANEL, GtkBox)

/* The :document property: whose SSRs and ruleset are shown and edited. */
void          wadi_ssr_panel_set_document (WadiSsrPanel *self,
                                           WadiDocument *document);
WadiDocument *wadi_ssr_panel_get_document (WadiSsrPanel *self);
/* The rows, as a user sets them. */
AdwComboRow *wadi_ssr_panel_get_ruleset_row (WadiSsrPanel *self);
AdwComboRow *wadi_ssr_panel_get_depth_row (WadiSsrPanel *self);

G_END_DECLS
