/* wadi-los-private.h: what the three LOS rulesets share
 *
 * wadi_los () traces the line, fills result->line and hands over to the
 * scenario's ruleset.  The line alternates regions (even indices: a HEX
 * step, or an ALONG_HEXSIDE step touching both its hexes) and the
 * connections between them (odd indices: CROSS_HEXSIDE or VERTEX).
 */
#pragma once

#include "wadi-los.h"

G_BEGIN_DECLS

/* What a ruleset reads of the map. */
typedef struct _WadiLosMap
{
  const WadiRulesContext *ctx;
  const WadiSsr *ssr;
  const WadiBoard *board;
  guint board_index;
} WadiLosMap;

/* The line from a to b, as wadi_hex_line () gives it, from a per-thread
 * cache keyed on the displacement; appended to steps. */
void        wadi_los_trace_line      (WadiGridLayout  layout,
                                      WadiHex         a,
                                      WadiHex         b,
                                      GArray         *steps);

/* Fill in the verdict and what decided it. */
void        wadi_los_decide_hex      (WadiLosResult  *result,
                                      WadiLosVerdict  verdict,
                                      WadiHex         hex,
                                      const char     *reason,
                                      const char     *rule);
void        wadi_los_decide_hexside  (WadiLosResult  *result,
                                      WadiLosVerdict  verdict,
                                      WadiHexside     side,
                                      const char     *reason,
                                      const char     *rule);
void        wadi_los_decide_vertex   (WadiLosResult  *result,
                                      WadiLosVerdict  verdict,
                                      WadiVertex      vertex,
                                      const char     *reason,
                                      const char     *rule);
void        wadi_los_decide_nothing  (WadiLosResult  *result,
                                      WadiLosVerdict  verdict,
                                      const char     *reason,
                                      const char     *rule);
/* Decided at step i of the line: names its hex, hexside or vertex.  For a
 * hexside (crossed or run along), result->hex also says which hex is to
 * blame. */
void        wadi_los_decide_step     (WadiLosResult  *result,
                                      WadiLosVerdict  verdict,
                                      guint           i,
                                      WadiHex         hex,
                                      const char     *reason,
                                      const char     *rule);

/* Whether the map has a bridge in hex: a printed bridge, a Tide of Iron
 * wadi bridge hex or a bridge counter. */
gboolean    wadi_los_has_bridge      (const WadiLosMap *map,
                                      WadiHex           hex);

/* Features of a canonical hexside (as the line names them). */
static inline guint
wadi_los_side_features (const WadiBoard *board,
                        WadiHexside      side)
{
  if (!wadi_board_has_side_slot (board, side.hex) || side.dir > 2)
    return wadi_board_get_side (board, side);
  return board->sides[wadi_board_side_slot (board, side.hex)].side[side.dir];
}

/* The features of the hexside between two adjacent hexes; 0 when they are
 * not adjacent. */
guint       wadi_los_side_between    (const WadiBoard *board,
                                      WadiHex          a,
                                      WadiHex          b);

/* The other hex of an ALONG_HEXSIDE step. */
static inline WadiHex
wadi_los_along_other (const WadiBoard    *board,
                      const WadiLineStep *step)
{
  return wadi_hexside_other_hex (board->layout, step->side);
}

/* How a ruleset reads depressions and heights, for the walk shared by
 * ASL (B20.2) and Tide of Iron (wadi LOS rules 1-2). */
typedef struct
{
  /* whether hex is part of the depression depiction */
  gboolean (*is_depression)  (const WadiLosMap *map,
                              WadiHex           hex);
  /* the level a line through hex must pass above to see past it: the
   * floor when the line runs inside the depiction there, else the ground */
  int      (*obstacle_level) (const WadiLosMap *map,
                              WadiHex           hex,
                              gboolean          inside,
                              const char      **reason,
                              const char      **rule);
  const char *depiction_rule; /* cited when the line leaves the depiction */
} WadiLosRules;

/* Whether region step i (HEX, or ALONG touching two hexes) lies in the
 * depiction: its hex, or both hexes of the hexside, are depression hexes. */
gboolean    wadi_los_region_in_depiction     (const WadiLosMap   *map,
                                              const WadiLosRules *rules,
                                              const GArray       *line,
                                              guint               i);
/* Whether connection step i (CROSS_HEXSIDE or VERTEX) keeps the line
 * within the depiction: across a depression hexside between depression
 * hexes; through a vertex, from one region to the next across such a
 * hexside. */
gboolean    wadi_los_connection_in_depiction (const WadiLosMap   *map,
                                              const WadiLosRules *rules,
                                              const GArray       *line,
                                              guint               i);
/* The highest obstacle level of region step i, the hex that has it, and
 * why it is that high. */
int         wadi_los_region_level            (const WadiLosMap   *map,
                                              const WadiLosRules *rules,
                                              const GArray       *line,
                                              guint               i,
                                              gboolean            inside,
                                              WadiHex            *highest,
                                              const char        **reason,
                                              const char        **rule);

/* One pass along the line from its first step: the connections next to
 * the first and last hexes and those in between must stay within the
 * depiction when need_first, need_last and need_middle say so (the
 * regions in between too, with need_middle), and no region in between may
 * have an obstacle level above top.  Returns TRUE when nothing blocks;
 * else decides result at the first obstacle and returns FALSE. */
gboolean    wadi_los_walk                    (const WadiLosMap   *map,
                                              const WadiLosRules *rules,
                                              const GArray       *line,
                                              gboolean            need_first,
                                              gboolean            need_middle,
                                              gboolean            need_last,
                                              int                 top,
                                              WadiLosResult      *result);

/* The rulesets.  from and to are on map->board, in different hexes or
 * the same; result->line holds the line. */
void        wadi_asl_los             (const WadiLosMap   *map,
                                      const WadiLocation *from,
                                      const WadiLocation *to,
                                      WadiLosResult      *result);
void        wadi_toi_los             (const WadiLosMap   *map,
                                      const WadiLocation *from,
                                      const WadiLocation *to,
                                      WadiLosResult      *result);
void        wadi_pb_los              (const WadiLosMap   *map,
                                      const WadiLocation *from,
                                      const WadiLocation *to,
                                      WadiLosResult      *result);

/* The cell of hex; the board's default cell off the board (a line along
 * the board edge runs beside hexes of the ring around it). */
static inline const WadiHexCell *
wadi_los_cell (const WadiBoard *board,
               WadiHex          hex)
{
  return wadi_board_contains (board, hex) ? wadi_board_cell (board, hex) : &board->default_cell;
}

/* The floor of a depression hex as the SSR leave it: a flooded stream is
 * one level higher (B20.44, B20.7). */
int         wadi_los_effective_floor (const WadiLosMap   *map,
                                      const WadiHexCell  *cell);

/* Levels (wadi_location_level () dispatches to them): by position
 * (ground, IN the floor, Crest and bridge the ground) for ASL and the
 * classic charts; Tide of Iron puts every unit of a wadi hex but one on
 * the bridge in the wadi. */
int         wadi_los_positional_level (const WadiLosMap   *map,
                                       const WadiLocation *location);
int         wadi_toi_location_level   (const WadiLosMap   *map,
                                       const WadiLocation *location);

G_END_DECLS
