/* wadi-diagnostic-item.h: one diagnostic as a list item
 *
 * The diagnostics panel lists these; each holds a copy of the rules'
 * WadiDiagnostic and the label of where it is ("25G9", "Scenario").
 */
#pragma once

#include <glib-object.h>

#include "wadi-diagnostic.h"
#include "wadi-scenario.h"

G_BEGIN_DECLS

#define WADI_TYPE_DIAGNOSTIC_ITEM (wadi_diagnostic_item_get_type ())
G_DECLARE_FINAL_TYPE (WadiDiagnosticItem, wadi_diagnostic_item, WADI, DIAGNOSTIC_ITEM, GObject)

/* The scenario names the location; it is not kept. */
WadiDiagnosticItem   *wadi_diagnostic_item_new (const WadiDiagnostic *diagnostic,
                                                const WadiScenario   *scenario);
const WadiDiagnostic *wadi_diagnostic_item_get (WadiDiagnosticItem *self);
WadiSeverity          wadi_diagnostic_item_get_severity (WadiDiagnosticItem *self);
const char           *wadi_diagnostic_item_get_code (WadiDiagnosticItem *self);
const char           *wadi_diagnostic_item_get_rule (WadiDiagnosticItem *self);
/* Translated. */
const char *wadi_diagnostic_item_get_message (WadiDiagnosticItem *self);
/* "25G9", "25G9–H9" for a hexside, "Scenario" for a scenario-wide one. */
const char *wadi_diagnostic_item_get_location (WadiDiagnosticItem *self);
/* Translated "Error", "Warning", "Info". */
const char *wadi_severity_display_name (WadiSeverity severity);
const char *wadi_severity_icon_name (WadiSeverity severity);

G_END_DECLS
