/* wadi-tool.h: what a pointer gesture does to the document
 *
 * A tool turns presses, drags and releases (in map units) into edits of a
 * WadiDocument and nothing else: one stroke, from press to release, is one
 * edit and so one undo step.  No GTK here, so every tool is tested without
 * a display; the canvas only converts its pointer events to map units.
 * Each family of tools (brush, hexside, counter, fill, overlay, select)
 * is a file of its own: see wadi-tool-private.h.
 */
#pragma once

#include "wadi-analysis.h"
#include "wadi-document.h"
#include "wadi-hover.h"
#include "wadi-live-rules.h"
#include "wadi-stamp.h"

G_BEGIN_DECLS

typedef enum
{
  WADI_TOOL_SELECT,     /* pick a hex or a counter; drag a counter to move it */
  WADI_TOOL_TERRAIN,    /* paint base terrain */
  WADI_TOOL_ELEVATION,  /* raise, lower or set the ground level */
  WADI_TOOL_DEPRESSION, /* lay a wadi, gully or stream, joining hexes along the stroke */
  WADI_TOOL_HEXSIDE,    /* add or remove one hexside feature */
  WADI_TOOL_COUNTER,    /* place a counter */
  WADI_TOOL_ERASER,     /* terrain, hexsides, counters or all of them, as settings.erase_mode says */
  WADI_TOOL_FILL,       /* flood fill terrain over connected like hexes */
  WADI_TOOL_OVERLAY,    /* place the loaded overlay; Ctrl removes the one under the pointer */
  WADI_TOOL_ROAD,       /* lay a road through the hexsides along the stroke; Ctrl removes */
  WADI_TOOL_MARK,       /* add or remove a mark of the hex: bridge, wadi entrance, wadi bridge */
  WADI_TOOL_AREA,       /* select an area of hexes (rectangle or lasso); drag it to move it */
  WADI_TOOL_STAMP,      /* paint with the stamp (a copied area), as Tiled's stamp brush */
  WADI_TOOL_ANALYSIS,   /* shade what a hex sees; Shift: where a unit there can go (wadi-analysis.h) */
  WADI_TOOL_KIND_COUNT
} WadiToolKind;

typedef enum
{
  WADI_ELEVATION_RAISE,
  WADI_ELEVATION_LOWER,
  WADI_ELEVATION_SET,
} WadiElevationMode;

/* What the eraser erases. */
typedef enum
{
  WADI_ERASE_TERRAIN,  /* the hex's cell back to its board's default */
  WADI_ERASE_HEXSIDES, /* the hex's hexsides */
  WADI_ERASE_COUNTERS, /* the counters in the hex */
  WADI_ERASE_ALL,
} WadiEraseMode;

/* The shape the area tool selects. */
typedef enum
{
  WADI_AREA_RECTANGLE, /* the hexes between the press and the pointer, in columns and rows */
  WADI_AREA_LASSO,     /* the hexes whose centres the drawn outline encloses */
} WadiAreaShape;

typedef enum
{
  WADI_TOOL_MOD_NONE = 0,
  WADI_TOOL_MOD_SHIFT = 1 << 0,   /* a straight line from the press */
  WADI_TOOL_MOD_CONTROL = 1 << 1, /* the opposite: lower for raise, remove for add */
} WadiToolModifiers;

/* What the tools paint with; the palette sets these. */
typedef struct
{
  WadiTerrain       terrain;
  WadiElevationMode elevation_mode;
  int               level;      /* WADI_ELEVATION_SET */
  WadiDepression    depression; /* NONE removes a depression */
  WadiSideFeatures  side_feature;
  WadiCounterKind   counter_kind;
  WadiUnitClass     unit_class;
  char             *unit_side;
  WadiDirection     crest_centre; /* used when a Crest counter is placed without a drag */
  char             *overlay_id;   /* the overlay the overlay tool places; set with wadi_tool_set_overlay */
  WadiBoard        *overlay_fragment;
  guint             overlay_orientation; /* 0..5: 60 degree turns clockwise */
  WadiEraseMode     erase_mode;
  WadiSideFeatures  road_feature; /* WADI_SIDE_ROAD, _DIRT_ROAD or _PATH */
  WadiHexFlags      hex_flag;     /* the mark tool's */
  WadiAreaShape     area_shape;
  double            analysis_budget; /* the reach's MF or MP; 0: the unit's usual */
  int               analysis_vca;    /* the reach's start VCA, 0..5; -1: the facing is free */
  gboolean          analysis_double_time;
  gboolean          analysis_road;
} WadiToolSettings;

/* The lowest and highest ground levels the tools make. */
#define WADI_TOOL_MIN_LEVEL (-9)
#define WADI_TOOL_MAX_LEVEL 20

typedef struct _WadiTool WadiTool;

WadiTool *wadi_tool_new (void);
void      wadi_tool_free (WadiTool *tool);

/* The document (borrowed; NULL for none) whose map the tool works on:
 * every hex is a map hex, so a stroke crosses the seams between boards.
 * Ends any stroke in progress. */
void              wadi_tool_set_document (WadiTool     *tool,
                                          WadiDocument *document);
WadiDocument     *wadi_tool_get_document (WadiTool *tool);
void              wadi_tool_set_kind (WadiTool    *tool,
                                      WadiToolKind kind);
WadiToolKind      wadi_tool_get_kind (WadiTool *tool);
WadiToolSettings *wadi_tool_get_settings (WadiTool *tool);

/* Gestures, in map units. */
void wadi_tool_press (WadiTool         *tool,
                      double            x,
                      double            y,
                      WadiToolModifiers modifiers);
void wadi_tool_motion (WadiTool         *tool,
                       double            x,
                       double            y,
                       WadiToolModifiers modifiers);
void wadi_tool_release (WadiTool         *tool,
                        double            x,
                        double            y,
                        WadiToolModifiers modifiers);
/* Ends a stroke where it is (the pointer left, the window lost focus). */
void wadi_tool_cancel (WadiTool *tool);
/* Ends a stroke by undoing what it changed so far (Escape): the map is as
 * it was at the press, and no undo step is left. */
void     wadi_tool_abandon (WadiTool *tool);
gboolean wadi_tool_in_stroke (WadiTool *tool);

/* The overlay the overlay tool places: the scenario's overlay of that id,
 * or, when it has none, the fragment (taken; may be NULL then) defines it. */
void wadi_tool_set_overlay (WadiTool   *tool,
                            const char *id,
                            WadiBoard  *fragment);

/* The overlay the overlay tool would place where the pointer is: its
 * fragment (borrowed), anchor and turn; FALSE when there is none. */
gboolean wadi_tool_get_overlay_ghost (WadiTool         *tool,
                                      const WadiBoard **fragment,
                                      WadiHex          *anchor,
                                      guint            *orientation);

/* How many hexes of the overlay the overlay tool places would hang off
 * the map with its anchor on anchor (such a place is refused), and in
 * *over_placement the placement (index + 1, 0 for none) it would lie
 * over (allowed, with a warning: the rules texts say nothing against
 * overlays overlapping). */
guint wadi_tool_overlay_fit (WadiTool *tool,
                             WadiHex   anchor,
                             guint    *over_placement);

/* The rotate key: with the overlay tool, turns the overlay to be placed
 * 60 degrees clockwise; else turns the selected Crest counter one hexside
 * (a vehicle's Crest counter one vertex) clockwise, or else the Crest
 * counter under the pointer (each an edit), or else the direction the
 * next one gets. */
void wadi_tool_rotate (WadiTool *tool);

/* What the canvas highlights: the hex, hexside or vertex the tool would
 * act on, and the hexes of a straight line being drawn. */
const WadiHover *wadi_tool_get_hover (WadiTool *tool);
const GArray    *wadi_tool_get_preview (WadiTool *tool);
/* The hex the select tool picked; FALSE when none. */
gboolean wadi_tool_get_selected (WadiTool *tool,
                                 WadiHex  *hex);

/* The area the area tool selected (WadiHex, map hexes); empty for none.
 * Shift adds to it, Control takes away; a drag from inside it moves what
 * it holds, one undo step. */
const GArray *wadi_tool_get_area (WadiTool *tool);
void          wadi_tool_set_area (WadiTool     *tool,
                                  const GArray *hexes);
/* How many hexes of the area a drag of it under way would drop off the
 * map where the pointer is now (they are lost when it ends there); 0
 * when no such drag is under way. */
guint wadi_tool_area_off_map (WadiTool *tool);
/* The document's Undo and Redo; the area goes back and forth with a
 * Move Selection step, when it is still where that step left it. */
gboolean wadi_tool_undo (WadiTool *tool);
gboolean wadi_tool_redo (WadiTool *tool);
/* Every hex of the map, or none. */
void wadi_tool_select_all (WadiTool *tool);
void wadi_tool_clear_area (WadiTool *tool);
/* The stamp the stamp tool paints with (taken; NULL for none); the rotate
 * key turns it, wadi_tool_flip_stamp mirrors it. */
void       wadi_tool_set_stamp (WadiTool  *tool,
                                WadiStamp *stamp);
WadiStamp *wadi_tool_get_stamp (WadiTool *tool);
void       wadi_tool_flip_stamp (WadiTool *tool);
/* What the stamp tool would paint where the pointer is, or what a
 * dragged selection would put down where the drag is (a selection of up
 * to WADI_TOOL_AREA_GHOST_MAX_HEXES; a larger one drags as its outline),
 * as WadiRenderGhostCell into out (emptied first), and the cells
 * suggested to be accepted, whatever the tool. */
#define WADI_TOOL_AREA_GHOST_MAX_HEXES 400u
void wadi_tool_get_stamp_ghost (WadiTool *tool,
                                GArray   *out);
/* Cells offered to be accepted (Trace Terrain's suggestions), drawn over
 * the map as a stamp's are until they are set again; none clears them. */
void wadi_tool_set_suggested_cells (WadiTool                  *tool,
                                    const WadiRenderGhostCell *cells,
                                    guint                      n_cells);
/* The stamp the tool would put down and its origin's hex: the stamp
 * tool's under the pointer, or the selection's being dragged (as
 * wadi_tool_get_stamp_ghost shows it).  FALSE for none. */
gboolean wadi_tool_get_ghost_stamp (WadiTool         *tool,
                                    const WadiStamp **stamp,
                                    WadiHex          *anchor);
/* The selection being dragged with its ghost shown, and the hex its
 * origin was lifted from: its hexes are shown blank while it is away.
 * FALSE for none. */
gboolean wadi_tool_get_vacated (WadiTool         *tool,
                                const WadiStamp **stamp,
                                WadiHex          *anchor);
/* All of that stamp or selection, as a scenario to draw
 * (wadi_stamp_ghost_scenario), or NULL when nothing would be put down
 * there. */
WadiScenario *wadi_tool_get_stamp_ghost_scenario (WadiTool *tool,
                                                  WadiHex  *origin);

/* The live rules of the document (borrowed; NULL for none): the tools ask
 * their context where a unit placed or dropped in a hex stands by default
 * (IN a depression, on a bridge: wadi_rules_default_position).  Without
 * them the tools build a context when they need one. */
void wadi_tool_set_live_rules (WadiTool      *tool,
                               WadiLiveRules *rules);

/* The analysis the analysis tool asks its questions of (borrowed; NULL
 * for none): a click asks for the hex's viewshed, a Shift+click for the
 * reach of the unit there (settings.analysis_budget). */
void          wadi_tool_set_analysis (WadiTool     *tool,
                                      WadiAnalysis *analysis);
WadiAnalysis *wadi_tool_get_analysis (WadiTool *tool);
/* The settings' budget or mover options changed: a reach shown is asked
 * again from its hex with them, as the designer would expect. */
void wadi_tool_analysis_settings_changed (WadiTool *tool);

/* The counter the select tool picked (a click on a counter as drawn,
 * wadi_pick_counter); 0 when none.  Selecting one selects its hex too. */
guint wadi_tool_get_selected_counter (WadiTool *tool);
void  wadi_tool_select_counter (WadiTool *tool,
                                guint     id);
/* The placed overlay the select tool picked (a click on its hexes where no
 * counter is), as its placement's index + 1; 0 when none.  A drag moves
 * it, the rotate key turns it about its anchor, delete removes it: each
 * an undo step. */
guint    wadi_tool_get_selected_overlay (WadiTool *tool);
gboolean wadi_tool_delete_selected_overlay (WadiTool *tool);
gboolean wadi_tool_turn_selected_overlay (WadiTool *tool);
/* Tab: the next counter down the stack of the selected hex, the top one
 * when none is selected.  FALSE when the hex has no counter, or past the
 * bottom one (then none is selected, and Tab goes on to the next
 * widget). */
gboolean wadi_tool_cycle_stack (WadiTool *tool);
/* Delete and duplicate the selected counter, each an undo step; the copy
 * (in the same hex, on top) is selected.  Duplicate returns its id, 0 when
 * nothing is selected. */
gboolean wadi_tool_delete_selected_counter (WadiTool *tool);
guint    wadi_tool_duplicate_selected_counter (WadiTool *tool);
/* While the select tool drags a counter: the counter as it would be
 * dropped where the pointer is, with the position it takes there (its
 * strings borrowed from the scenario; valid until the next change).  FALSE
 * when no counter is being dragged. */
gboolean wadi_tool_get_dragged_counter (WadiTool    *tool,
                                        WadiCounter *counter);
/* While the select tool drags: every counter that moves, each as it would
 * be dropped, the one dragged first (a stack's others after it, bottom to
 * top); counters is emptied and filled.  FALSE when none is dragged. */
gboolean wadi_tool_get_dragged_counters (WadiTool *tool,
                                         GArray   *counters);

const char *wadi_tool_kind_name (WadiToolKind kind);
gboolean    wadi_tool_kind_from_name (const char   *name,
                                      WadiToolKind *kind);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WadiTool, wadi_tool_free)

G_END_DECLS
