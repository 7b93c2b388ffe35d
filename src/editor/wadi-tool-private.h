/* wadi-tool-private.h: what the tool families share
 *
 * A WadiTool is one state (the document, the settings, the stroke in
 * progress, the hover) and, picked by its kind, a WadiToolFamily: a small
 * table of what a press, a motion, a release and the rotate key do, each
 * family in a file of its own (wadi-tool-brush.c, -hexside.c, -counter.c,
 * -fill.c, -overlay.c, -select.c).  wadi-tool.c picks the family and does
 * what every tool does around it; wadi-tool-stroke.c has the helpers the
 * families use.
 */
#pragma once

#include "wadi-tool.h"

G_BEGIN_DECLS

struct _WadiTool
{
  WadiDocument    *document;
  WadiToolKind     kind;
  WadiToolSettings settings;

  gboolean    pressed;
  gboolean    line_mode; /* Shift at press: the stroke is applied at release */
  gboolean    editing;   /* an edit is open on the document */
  double      press_x, press_y;
  double      last_x, last_y;
  WadiHex     press_hex;
  WadiHex     last_hex;
  gboolean    side_add;      /* the hexside brush adds (or removes) in this stroke */
  gboolean    side_click;    /* the hexside brush's stroke is a click so far, not a drag */
  gboolean    side_deferred; /* pressed on a vertex: the first hexside waits for the drag */
  WadiHexside press_side;    /* the hexside pressed (on a vertex, the nearest) */
  WadiVertex  side_end;      /* the end of the chain of hexsides the drag draws */
  gboolean    mark_add;      /* the mark brush adds (or removes) its mark in this stroke */
  WadiHexside last_side;
  gboolean    has_last_side;
  GHashTable *visited; /* hex index + 1: each hex once per stroke */

  WadiHover hover;
  GArray   *preview; /* WadiHex */
  gboolean  has_selected;
  WadiHex   selected;
  guint     selected_counter; /* 0: none */
  gboolean  dragging_counter; /* the selected counter follows the pointer */
  gboolean  dragging_stack;   /* ... and the other units of its hex with it (Shift held at the press) */
  guint     selected_overlay; /* the placement picked, index + 1; 0: none */
  gboolean  dragging_overlay; /* the selected placement follows the pointer */

  WadiLiveRules *live_rules; /* borrowed */

  GArray    *area;         /* WadiHex: the area tool's selection */
  GArray    *lasso;        /* double pairs: the lasso drawn so far */
  gboolean   moving_area;  /* the drag moves the area's contents */
  WadiStamp *moving;       /* what the drag moves, lifted at the press; NULL once stale */
  gulong     moving_watch; /* the document's ::changed while the drag lasts */
  WadiHex    moving_to;    /* the hex the preview was last worked out for */
  GPtrArray *moves_done;   /* WadiAreaMove of each Move Selection step, for Undo */
  GPtrArray *moves_undone; /* WadiAreaMove, for Redo */
  WadiStamp *stamp;        /* the stamp tool's */
  GArray    *suggested;    /* WadiRenderGhostCell: cells offered to be accepted (Trace Terrain) */

  WadiAnalysis *analysis; /* borrowed: the analysis tool's */
};

/* What one family of tools does.  board is the map's grid (every hex a map
 * hex, wadi_scenario_grid ()), never NULL;
 * the press and the motion come after the hover is updated and the
 * stroke's press (or last) point is recorded; every member may be NULL. */
typedef struct
{
  /* Sets tool->hover for the pointer at (x, y); NULL: the hex under it
   * (wadi_tool_hover_hex). */
  void (*hover) (WadiTool        *tool,
                 const WadiBoard *board,
                 double           x,
                 double           y);
  void (*press) (WadiTool         *tool,
                 const WadiBoard  *board,
                 double            x,
                 double            y,
                 WadiToolModifiers modifiers);
  /* The pointer moved, pressed, to (x, y) in hex; tool->last_* is where
   * it was. */
  void (*motion) (WadiTool         *tool,
                  const WadiBoard  *board,
                  WadiHex           hex,
                  double            x,
                  double            y,
                  WadiToolModifiers modifiers);
  /* After the last motion, before the stroke ends. */
  void (*release) (WadiTool         *tool,
                   const WadiBoard  *board,
                   double            x,
                   double            y,
                   WadiToolModifiers modifiers);
  /* The rotate key; NULL: wadi_tool_rotate_crest. */
  void (*rotate) (WadiTool *tool);
} WadiToolFamily;

extern const WadiToolFamily wadi_tool_select_family;
extern const WadiToolFamily wadi_tool_brush_family; /* terrain, elevation, depression, eraser, mark */
extern const WadiToolFamily wadi_tool_hexside_family;
extern const WadiToolFamily wadi_tool_counter_family;
extern const WadiToolFamily wadi_tool_fill_family;
extern const WadiToolFamily wadi_tool_overlay_family;
extern const WadiToolFamily wadi_tool_road_family;     /* wadi-tool-road.c */
extern const WadiToolFamily wadi_tool_area_family;     /* wadi-tool-area.c */
extern const WadiToolFamily wadi_tool_stamp_family;    /* wadi-tool-stamp.c */
extern const WadiToolFamily wadi_tool_analysis_family; /* wadi-tool-analysis.c */

/* wadi-tool-area.c: frees a WadiAreaMove (the area before and after a
 * Move Selection step) */
void wadi_area_move_free (gpointer move);
/* What a drag of the area would put down and the stamp's anchor there;
 * FALSE when no drag of an area small enough to show is under way. */
gboolean wadi_tool_area_drag_ghost (WadiTool         *tool,
                                    const WadiStamp **stamp,
                                    WadiHex          *anchor);

/* wadi-tool-stroke.c */
/* The map's grid the tool works on; NULL without a document or a board. */
const WadiBoard *wadi_tool_current_board (WadiTool *tool);
/* Opens the stroke's edit on the document, once; label names the undo
 * step. */
void wadi_tool_stroke_begin (WadiTool   *tool,
                             const char *label);
/* Closes it and forgets the stroke. */
void wadi_tool_stroke_end (WadiTool *tool);
/* What the map shows at hex, and its change: a hex an overlay lies on is
 * the overlay's (its definition is painted, never the hidden board hex
 * beneath); any other, the board's. */
const WadiHexCell *wadi_tool_cell (WadiTool *tool,
                                   WadiHex   hex);
void               wadi_tool_set_cell (WadiTool          *tool,
                                       WadiHex            hex,
                                       const WadiHexCell *cell);
/* The same for a hexside: an overlay's when one of its two hexes is. */
guint wadi_tool_side (WadiTool   *tool,
                      WadiHexside side);
void  wadi_tool_set_side (WadiTool   *tool,
                          WadiHexside side,
                          guint       features);
/* The hexes from a to b in order, each next to the one before (a line
 * along a hexside keeps one of its two hexes), a included when
 * with_first: what a brush or the road tool passes over between two
 * samples. */
void wadi_tool_line_hexes (WadiGridLayout layout,
                           WadiHex        a,
                           WadiHex        b,
                           gboolean       with_first,
                           GArray        *hexes);
/* Whether this is the hex's first visit in the stroke. */
gboolean wadi_tool_first_visit (WadiTool        *tool,
                                const WadiBoard *board,
                                WadiHex          hex);
/* The hover on the hex under (x, y), when a board covers it. */
void wadi_tool_hover_hex (WadiTool        *tool,
                          const WadiBoard *board,
                          double           x,
                          double           y);

/* wadi-tool-counter.c: turns the selected Crest counter (or the one under
 * the hover) one hexside clockwise (an edit), or else the direction the
 * next one gets. */
void wadi_tool_rotate_crest (WadiTool *tool);
/* Where a unit counter placed or dropped in hex stands: IN a depression
 * and on a bridge as the rules say by default (wadi_rules_default_position);
 * a Crest status kept when it stays in its hex. */
WadiPosition wadi_tool_position_for (WadiTool          *tool,
                                     const WadiCounter *counter,
                                     WadiHex            hex);

G_END_DECLS
