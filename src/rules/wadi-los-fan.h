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
WadiHex     wadi_los_fan_viewer (const WadiLosFan *fan);
/* The line from the viewer's hex to target, for ends whose higher level
 * is top: *blocker is set to the first hex above top when BLOCKED (of
 * the two hexes of a hexside run along, either). */
WadiLosFanAnswer wadi_los_fan_ask (const WadiLosFan *fan,
                                   WadiHex           target,
                                   int               top,
                                   WadiHex          *blocker);

/* What a viewer's batch keeps (wadi_los_batch_init_viewer (),
 * wadi-los-batch.h): its fan and, for lines that must stay within a
 * depression's depiction, the walk's answers where the first steps of
 * the line decide it.  Every line of a start (wadi_los_line_start ())
 * has the same steps 0 to 2; those of a start and the same signs at the
 * corners of the neighbour it enters (wadi_los_line_corner_signs ()),
 * or of a start through a vertex, the same steps 0 to 4.  Made by the
 * ruleset that uses it. */
typedef struct
{
  guint         signs;          /* wadi_los_line_corner_signs () */
  gboolean      decided;        /* the walk decides at step decided_at, at most 4 */
  guint         decided_at;     /* past 2: only for lines of 4 hexes or more */
  int           highest_before; /* and only for tops at least this */
  WadiLosResult result;         /* its answer (line and blind hexes NULL) */
} WadiLosFirstSteps;

#define WADI_LOS_LINE_STARTS 12
#define WADI_LOS_START_EXAMPLES 16

struct _WadiLosViewer
{
  WadiHex     hex;
  WadiLosFan *fan; /* owned; or NULL */
  /* by start, whether the walk needs the first connection within the
   * depiction, and example */
  WadiLosFirstSteps first_steps[WADI_LOS_LINE_STARTS][2][WADI_LOS_START_EXAMPLES];
  guint             n_examples[WADI_LOS_LINE_STARTS];
};

void wadi_los_viewer_free (WadiLosViewer *viewer);

/* How the line from a to b leaves a: 2k through vertex k of a, 2k + 1
 * across the hexside between vertices k and k + 1 (in cube order, not
 * WadiVertexIndex's); -1 when a == b. */
int wadi_los_line_start (WadiGridLayout layout,
                         WadiHex        a,
                         WadiHex        b);
/* For a line of an odd start, on which side of it each corner of the
 * neighbour it enters lies (or on it), as a number; 0 for an even one. */
guint wadi_los_line_corner_signs (WadiGridLayout layout,
                                  WadiHex        a,
                                  WadiHex        b,
                                  int            start);
/* Hexes at least 4 from a whose lines from a have that start, one for
 * each of its corner signs; returns how many (at most
 * WADI_LOS_START_EXAMPLES). */
guint wadi_los_line_start_examples (WadiGridLayout layout,
                                    WadiHex        a,
                                    int            start,
                                    WadiHex       *examples);

G_END_DECLS
