/* wadi-los-fan.h: what a viewer's lines meet, for a viewshed's batch
 *
 * A viewshed asks a line from one viewer to every hex of the map.  Where
 * a ruleset's answer is "blocked when a hex the line passes through (its
 * regions, wadi-los-line.h, but the two ends) stands above top", the fan
 * answers every line at once from the hexes that could stand in the way,
 * sorted once by the directions they cover from the viewer.
 *
 * Which hexes a line passes through is decided exactly, in integers, for
 * each candidate: the open segment between the centres meets the closed
 * hex in more than a point (it crosses the inside, or runs along a
 * hexside) exactly when the hex is a region of wadi_hex_line ()'s line,
 * and the regions of a line lie at strictly growing distances from the
 * viewer's centre (the two hexes of a hexside run along at equal ones).
 * Floating point only sorts hexes into bins of direction, with a margin:
 * a hex whose directions contain a bin's, margin included, is crossed by
 * every line into that bin (the nearest such hex above each level is kept
 * for the bin), and every other hex a line into the bin could meet is
 * listed for the bin, nearest first, to be tested line by line.
 */
#pragma once

#include "wadi-los-walk.h"

G_BEGIN_DECLS

typedef struct _WadiLosFan WadiLosFan;

typedef enum
{
  WADI_LOS_FAN_UNKNOWN, /* the fan cannot say: ask the ruleset's own walk */
  WADI_LOS_FAN_CLEAR,   /* no hex between the ends stands above top */
  WADI_LOS_FAN_BLOCKED, /* the first hex between the ends above top is one without depression */
} WadiLosFanAnswer;

/* The fan of viewer's hex on map's board: every hex (the board's default
 * cell off it) whose rules->obstacle_level () outside a depiction is
 * above least_top; a hex rules->is_depression () says is one makes a
 * line through it UNKNOWN whenever its ground is above top (read inside,
 * its floor might be what counts).  NULL when the board is empty. */
WadiLosFan *wadi_los_fan_new (const WadiLosMap   *map,
                              const WadiLosRules *rules,
                              WadiHex             viewer,
                              int                 least_top);
void        wadi_los_fan_free (WadiLosFan *fan);
/* The line from the viewer's hex to target, for ends whose higher level
 * is top: *blocker is set to the first hex above top when BLOCKED (of
 * the two hexes of a hexside run along, either). */
WadiLosFanAnswer wadi_los_fan_ask (const WadiLosFan *fan,
                                   WadiHex           target,
                                   int               top,
                                   WadiHex          *blocker);

/* What a viewer's batch keeps (wadi_los_batch_init_viewer (),
 * wadi-los-batch.h): its fan and, for lines that must stay within a
 * depression's depiction (the walk with need_middle), the walk's answers
 * where the first steps of the line decide it.  Lines part by their
 * first steps in a tree: every line leaving the viewer's hex through
 * the same hexside (or vertex) has the same steps 0 to 2; among those,
 * the lines on the same side of each corner of the hex of step 2 (or on
 * it) have the same steps 3 and 4; and so on.  A node holds an example
 * line's walk where it decided within the node's steps. */
typedef struct
{
  gboolean      decided;        /* the walk decides at step decided_at, within the node's steps */
  guint         decided_at;     /* so only for lines of decided_at / 2 + 2 hexes or more */
  int           highest_before; /* and only for tops at least this */
  WadiLosResult result;         /* its answer (line and blind hexes NULL) */
} WadiLosFirstAnswer;

typedef struct
{
  gint64             lo[2], hi[2]; /* the open range of directions of its lines (axial), or a ray: lo only */
  gboolean           ray;
  guint              depth;    /* its lines have the same steps 0 to 2 depth */
  gint64             split[2]; /* the hex of step 2 depth, from the viewer: its corners part the children */
  guint              signs;    /* the sides of the parent's split hex's corners its lines pass */
  guint              first_child, n_children;
  WadiLosFirstAnswer answer[2]; /* by whether the walk needs the first connection within the depiction */
} WadiLosFirstSteps;

struct _WadiLosViewer
{
  WadiHex     hex;
  WadiLosFan *fan;         /* owned; or NULL */
  GArray     *first_steps; /* WadiLosFirstSteps: the twelve starts (wadi_los_line_start ()), then the rest */
};

/* The viewer at hex: its fan of the hexes above least_top, and the walk's
 * first steps by rules. */
WadiLosViewer *wadi_los_viewer_new (const WadiLosMap   *map,
                                    const WadiLosRules *rules,
                                    WadiHex             hex,
                                    int                 least_top);
void           wadi_los_viewer_free (WadiLosViewer *viewer);
/* The walk's answer for the line from the viewer to target (distance
 * hexes away) where the first steps decide it, with need_middle and
 * need_first, and the ends' higher level top; NULL when they do not. */
const WadiLosResult *wadi_los_viewer_first_steps (const WadiLosViewer *viewer,
                                                  WadiGridLayout       layout,
                                                  WadiHex              target,
                                                  int                  distance,
                                                  gboolean             need_first,
                                                  int                  top);

#define WADI_LOS_LINE_STARTS 12

/* How the line from a to b leaves a: 2k through vertex k of a, 2k + 1
 * across the hexside between vertices k and k + 1 (in cube order, not
 * WadiVertexIndex's); -1 when a == b. */
int wadi_los_line_start (WadiGridLayout layout,
                         WadiHex        a,
                         WadiHex        b);

G_END_DECLS
