/* wadi-inspector.h: what the rules say about one hex, or between two
 *
 * One hex: its terrain, levels, features, counters and their diagnostics.
 * Two hexes, from and to, each with a position: the cost of the move for
 * every unit class with its terms and rules (or why it is not allowed), and
 * the line of sight, drawn on the canvas with the hexes it crosses, the
 * obstacle that decided it and the blind hexes.  A Crest counter in the
 * from hex has its protected hexsides drawn, a vehicle Crest counter its
 * legal CAFP vertices.
 */
#pragma once

#include <gtk/gtk.h>

#include "wadi-canvas.h"
#include "wadi-live-rules.h"

G_BEGIN_DECLS

#define WADI_TYPE_INSPECTOR (wadi_inspector_get_type ())
G_DECLARE_FINAL_TYPE (WadiInspector, wadi_inspector, WADI, INSPECTOR, GtkBox)

/* The canvas it draws on (borrowed: it lives as long as the window). */
void wadi_inspector_set_canvas (WadiInspector *self,
                                WadiCanvas    *canvas);
/* The :rules property: the live rules the inspector asks; picks are
 * forgotten when it changes. */
void           wadi_inspector_set_rules (WadiInspector *self,
                                         WadiLiveRules *rules);
WadiLiveRules *wadi_inspector_get_rules (WadiInspector *self);
/* A picked hex: the from hex, or the to hex when extend is set or when only
 * a from hex is picked yet; a pick after both starts again. */
void wadi_inspector_pick (WadiInspector *self,
                          WadiHex        hex,
                          gboolean       extend);
/* Forgets A and B (the Clear button). */
void wadi_inspector_clear (WadiInspector *self);
/* "Next click sets A", "… B" or "… A again". */
const char *wadi_inspector_get_next_text (WadiInspector *self);
void        wadi_inspector_set_positions (WadiInspector *self,
                                          WadiPosition   from,
                                          WadiPosition   to);
/* What the panel shows, for tests: one unit class's movement line, and
 * the LOS verdict with its details. */
const char          *wadi_inspector_get_movement_text (WadiInspector *self,
                                                       WadiUnitClass  unit_class);
const char          *wadi_inspector_get_los_text (WadiInspector *self);
const WadiLosResult *wadi_inspector_get_los (WadiInspector *self);
/* The caption under the LOS verdict, saying what the ruleset's LOS
 * leaves out (woods, buildings...); NULL when none is shown. */
const char *wadi_inspector_get_los_note (WadiInspector *self);
/* What protects a unit at B from Direct Fire from A, as shown; NULL when
 * the section is hidden (the Depression rules say nothing there). */
const char *wadi_inspector_get_fire_text (WadiInspector *self);

G_END_DECLS
