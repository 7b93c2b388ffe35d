/* wadi-canvas-private.h: what wadi-canvas.c and its parts share
 *
 * The canvas's struct and the helpers its keyboard part
 * (wadi-canvas-keys.c) uses; the canvas calls that part only through its
 * key handlers.
 */
#pragma once

#include "wadi-canvas.h"
#include "wadi-ghost-picture.h"
#include "wadi-map-tiles.h"
#include "wadi-render.h"

G_BEGIN_DECLS

/* How far a key pans the view, in pixels. */
#define WADI_CANVAS_KEY_PAN_PIXELS 64.0
/* One step of + and -, or of the wheel with Ctrl. */
#define WADI_CANVAS_ZOOM_STEP 1.25

typedef enum
{
  DRAG_NONE,
  DRAG_PAN,
  DRAG_TOOL
} WadiCanvasDrag;

struct _WadiCanvas
{
  GtkWidget parent_instance;

  WadiDocument *document;
  /* follows document: its ::changed */
  GSignalGroup *document_signals;
  WadiBoard    *composed; /* the map with its overlays, for the status; NULL until needed */
  /* where the map's first board lay at the last layout: a layout that
   * moves the map's origin (a board added west or north) keeps the view
   * on the same ground */
  char         *anchor_id;
  WadiHex       anchor_origin;
  WadiViewport *viewport;
  WadiRenderer *renderer;
  /* the stamp being put down: drawn once and moved, or where it cannot
   * be, drawn each frame (wadi_renderer_draw_ghost) */
  WadiGhostPicture *ghost_picture;
  WadiGhostPicture *vacated_picture; /* a dragged selection's hexes left blank */
  WadiRenderer     *ghost_renderer;
  WadiTool         *tool;
  gboolean          show_labels;
  gboolean          has_key_cursor; /* the keyboard's hex cursor (arrow keys, Enter) */
  WadiHex           key_cursor;
  /* Ctrl+Enter pressed the tool's button at the hex cursor: the arrows
   * drag it, Enter lets go (wadi-canvas-keys.c) */
  gboolean key_stroke;
  gboolean key_stroke_moved; /* an arrow or R moved it since */
  /* the hexside of the hex cursor's hex the hexside tool works on from
   * the keyboard; R turns it */
  WadiDirection key_side;
  /* a key moved the hex cursor since the pointer last moved: the hover,
   * the status line and the accessible description follow the keyboard */
  gboolean keyboard_drives;
  double   idle_pointer_x; /* where the pointer itself last moved to */
  double   idle_pointer_y;
  gboolean high_contrast_marks;
  gboolean needs_fit;
  /* the view the last fit left, kept fitted through resizes until the
   * user zooms or pans (a window opened narrow folds its side panels
   * only after its first layout) */
  gboolean fitted;
  double   fit_zoom;
  double   fit_x;
  double   fit_y;
  double   initial_zoom;
  char    *status;

  /* the map and its diagnostics, drawn in threads */
  WadiMapTiles *map_tiles;

  /* the gesture in progress */
  WadiCanvasDrag drag;
  double         drag_last_x;
  double         drag_last_y;
  /* The select tool's press, a hex pick for the inspector's A and B if
   * it turns out a click (no drag). */
  gboolean pick_pending;
  gboolean pick_extend;
  WadiHex  pick_hex;
  double   pick_x; /* map units */
  double   pick_y;
  gboolean space_held;
  gboolean pointer_inside;
  double   pointer_x;
  double   pointer_y;
  double   pinch_start_zoom;

  /* the rules: marks, tooltips, the placement check, the panels' overlay */
  WadiLiveRules *rules;
  /* follows rules: its ::updated */
  GSignalGroup    *rules_signals;
  WadiRulesOverlay overlay;

  /* the analysis tool's answer, drawn in overlay.analysis with every tool */
  WadiAnalysis *analysis;
  GArray       *analysis_path; /* WadiHex: the cheapest path to the hovered hex */
};

/* wadi-canvas.c */
const WadiBoard *_wadi_canvas_board (WadiCanvas *self);
void             _wadi_canvas_update_status (WadiCanvas *self);
/* wadi-canvas-view.c: zooms as the user asks, about the screen point
 * (x, y), out no further than half the zoom that fits the map. */
void _wadi_canvas_zoom_about (WadiCanvas *self,
                              double      zoom,
                              double      x,
                              double      y);
/* The tool hovers the hex at (x, y), for the pointer or the keyboard. */
void _wadi_canvas_hover_at (WadiCanvas     *self,
                            double          x,
                            double          y,
                            GdkModifierType state);
/* ::counter-selected, with the tool's selected counter. */
void _wadi_canvas_counter_selected (WadiCanvas *self);

/* wadi-canvas-keys.c */
/* Lets go of the button Ctrl+Enter held, where the hex cursor is. */
void _wadi_canvas_end_key_stroke (WadiCanvas *self);
void _wadi_canvas_on_focus_leave (WadiCanvas *self);
/* Moves the hex cursor a column and a row (0, 0: the tool hovers it
 * again; none yet: the hex in the middle), the view following it near
 * the edge. */
void     _wadi_canvas_move_key_cursor (WadiCanvas *self,
                                       int         dcol,
                                       int         drow);
gboolean _wadi_canvas_on_key_pressed (GtkEventControllerKey *controller,
                                      guint                  keyval,
                                      guint                  keycode,
                                      GdkModifierType        state,
                                      WadiCanvas            *self);
void     _wadi_canvas_on_key_released (GtkEventControllerKey *controller,
                                       guint                  keyval,
                                       guint                  keycode,
                                       GdkModifierType        state,
                                       WadiCanvas            *self);

G_END_DECLS
