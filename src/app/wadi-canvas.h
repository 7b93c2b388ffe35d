/* wadi-canvas.h: the map widget
 *
 * Owns a WadiViewport and a WadiTool, draws the document's map (all its
 * boards, where they lie) through the renderer, and turns pointer, scroll,
 * touchpad and key events into view changes (pan, zoom) or tool gestures.
 */
#pragma once

#include <gtk/gtk.h>

#include "wadi-document.h"
#include "wadi-live-rules.h"
#include "wadi-render-rules.h"
#include "wadi-tool.h"
#include "wadi-viewport.h"

G_BEGIN_DECLS

#define WADI_TYPE_CANVAS (wadi_canvas_get_type ())
G_DECLARE_FINAL_TYPE (WadiCanvas, wadi_canvas, WADI, CANVAS, GtkWidget)

GtkWidget *wadi_canvas_new (void);

/* The :document property. */
void          wadi_canvas_set_document (WadiCanvas   *self,
                                        WadiDocument *document);
WadiDocument *wadi_canvas_get_document (WadiCanvas *self);
WadiViewport *wadi_canvas_get_viewport (WadiCanvas *self);
/* Whether the last frame showed the map whole, every tile of its zoom
 * drawn from the scenario as it is (tiles are drawn in threads). */
gboolean wadi_canvas_is_drawn (WadiCanvas *self);
/* The boards' background pictures decoded (wadi-picture-loader.h). */
void      wadi_canvas_set_pictures (WadiCanvas *self,
                                    GHashTable *pictures);
WadiTool *wadi_canvas_get_tool (WadiCanvas *self);
void      wadi_canvas_set_tool_kind (WadiCanvas  *self,
                                     WadiToolKind kind);
/* The tool's settings changed (a terrain, a counter kind chosen): the
 * preview under the hex in hand and the status line follow. */
void wadi_canvas_tool_settings_changed (WadiCanvas *self);
/* Ends a stroke in progress where it is, kept, the mouse's or the one
 * Ctrl+Enter holds: before the window closes or saves, so that what it
 * drew counts as a change. */
void     wadi_canvas_end_stroke (WadiCanvas *self);
void     wadi_canvas_set_show_labels (WadiCanvas *self,
                                      gboolean    show);
gboolean wadi_canvas_get_show_labels (WadiCanvas *self);
void     wadi_canvas_set_high_contrast_marks (WadiCanvas *self,
                                              gboolean    high_contrast);
gboolean wadi_canvas_get_high_contrast_marks (WadiCanvas *self);
/* The keyboard's hex cursor (arrow keys move it, Enter is the tool's click
 * there); FALSE until an arrow key, or set, placed it.  Set puts it on
 * hex, the tool hovering there (the status line speaks of it), a stroke
 * Ctrl+Enter held ended first: a jump is no drag. */
gboolean wadi_canvas_get_key_cursor (WadiCanvas *self,
                                     WadiHex    *hex);
void     wadi_canvas_set_key_cursor (WadiCanvas *self,
                                     WadiHex     hex);
/* The :rules property: the diagnostics the canvas marks (and explains in
 * tooltips), and the context the placement check reads; NULL for none. */
void           wadi_canvas_set_live_rules (WadiCanvas    *self,
                                           WadiLiveRules *rules);
WadiLiveRules *wadi_canvas_get_live_rules (WadiCanvas *self);
/* What the rules panels draw over the map: change it, then call
 * wadi_canvas_rules_overlay_changed. */
WadiRulesOverlay *wadi_canvas_get_rules_overlay (WadiCanvas *self);
void              wadi_canvas_rules_overlay_changed (WadiCanvas *self);
/* The rectangle, in map units, that board index of the map covers;
 * FALSE when there is no such board. */
gboolean wadi_canvas_board_extent (WadiCanvas *self,
                                   guint       index,
                                   double     *x0,
                                   double     *y0,
                                   double     *x1,
                                   double     *y1);
/* Go to board: centres the view on boards first and last of the map
 * (the same one, or a board added and the one it was added beside) and
 * zooms so that they fill the view. */
void wadi_canvas_show_boards (WadiCanvas *self,
                              guint       first,
                              guint       last);
/* Centres the view on a map point, zooming in to at least min_zoom. */
void wadi_canvas_center_on (WadiCanvas *self,
                            double      x,
                            double      y,
                            double      min_zoom);
/* The analysis tool's answers (wadi-analysis.h), which the canvas shades
 * with every tool and follows the document. */
WadiAnalysis *wadi_canvas_get_analysis (WadiCanvas *self);
/* What is under the pointer, for the status line. */
const char *wadi_canvas_get_status (WadiCanvas *self);

/* The zoom the first fit gives way to (0: the fit's own). */
void wadi_canvas_set_initial_zoom (WadiCanvas *self,
                                   double      zoom);
void wadi_canvas_zoom_in (WadiCanvas *self);
void wadi_canvas_zoom_out (WadiCanvas *self);
void wadi_canvas_zoom_fit (WadiCanvas *self);
/* The R key: turns what the tool puts down, or the selected Crest
 * counter. */
void wadi_canvas_turn (WadiCanvas *self);

/* The pointer gestures, in widget coordinates: the event controllers call
 * these, and so can tests. */
void wadi_canvas_pointer_press (WadiCanvas     *self,
                                double          x,
                                double          y,
                                guint           button,
                                GdkModifierType state);
void wadi_canvas_pointer_motion (WadiCanvas     *self,
                                 double          x,
                                 double          y,
                                 GdkModifierType state);
/* A motion of the pointer with no button down, as the motion controller
 * reports it: one where the pointer already was, while the keys drive
 * the hex cursor, leaves the cursor be. */
void wadi_canvas_pointer_moved (WadiCanvas     *self,
                                double          x,
                                double          y,
                                GdkModifierType state);
void wadi_canvas_pointer_release (WadiCanvas     *self,
                                  double          x,
                                  double          y,
                                  GdkModifierType state);
/* The pointer leaving the map: nothing is hovered, but the status line
 * keeps the last hex's words, so the pointer can go down to it and read
 * its tooltip whole. */
void wadi_canvas_pointer_leave (WadiCanvas *self);
/* A scroll by dx, dy: wheel clicks when wheel, else touchpad pixels.
 * Ctrl zooms about the pointer, Shift turns a vertical scroll sideways,
 * else it pans. */
void wadi_canvas_scroll (WadiCanvas     *self,
                         double          dx,
                         double          dy,
                         GdkModifierType state,
                         gboolean        wheel);
/* A pinch: begun at the zoom of the moment, then scale times that zoom,
 * the map point under x, y (the fingers' middle) kept there. */
void wadi_canvas_pinch_begin (WadiCanvas *self);
void wadi_canvas_pinch_scale (WadiCanvas *self,
                              double      scale,
                              double      x,
                              double      y);
/* A key press on the map (arrows pan, + and - zoom, R turns, Space grabs,
 * Escape stops a stroke); TRUE when the canvas used it. */
gboolean wadi_canvas_key_press (WadiCanvas     *self,
                                guint           keyval,
                                GdkModifierType state);
void     wadi_canvas_key_release (WadiCanvas     *self,
                                  guint           keyval,
                                  GdkModifierType state);

G_END_DECLS
