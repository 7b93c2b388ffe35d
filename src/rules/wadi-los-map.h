/* wadi-los-map.h: what an LOS ruleset reads of the map */
#pragma once

#include "wadi-los-line.h"
#include "wadi-los-types.h"
#include "wadi-rules-context.h"

G_BEGIN_DECLS

/* A batch's bounds along a line, square by square of the map's plane
 * (wadi_hex_center ()'s units, squares a quarter unit a side): the
 * highest ground (wadi_stream_ground_level ()) of the hexes near each
 * square (and at least the board's default cell's, off the map), the
 * highest floor (wadi_los_effective_floor ()) of the depression hexes
 * near it, and the ground of the hex without a depression the square
 * lies wholly inside, if any.  Levels as gint8: a map with levels beyond
 * -100 .. 100 has none. */
typedef struct
{
  gint8 ground;
  gint8 floor; /* G_MININT8: none near */
  gint8 solid; /* G_MININT8: none */
  gint8 unused;
} WadiLosSquare;

typedef struct
{
  double         x0, y0; /* the corner of square (0, 0) */
  int            cols, rows;
  WadiLosSquare *squares; /* cols * rows, by row */
} WadiLosCorridor;

typedef enum
{
  WADI_LOS_CORRIDOR_UNKNOWN,
  WADI_LOS_CORRIDOR_CLEAR,   /* no hex the line meets stands as ground above top */
  WADI_LOS_CORRIDOR_BLOCKED, /* the line passes through a hex without depression, neither end's, whose
                              * ground is above top, and no depression's floor near the line before it is */
} WadiLosCorridorAnswer;

WadiLosCorridor *wadi_los_corridor_new (const WadiRulesContext *ctx,
                                        const WadiBoard        *board);
void             wadi_los_corridor_free (WadiLosCorridor *corridor);
/* What the corridor says of the line from a's centre to b's at top, read
 * from a: CLEAR, no region of the exact line (wadi-los-line.h) is higher
 * than top, whether read inside or not; BLOCKED, the first region higher
 * than top is higher as ground (not a depression's floor read inside),
 * and *blocker a hex of the line that is (not always the first). */
WadiLosCorridorAnswer wadi_los_corridor_ask (const WadiLosCorridor *corridor,
                                             WadiGridLayout         layout,
                                             WadiHex                a,
                                             WadiHex                b,
                                             int                    top,
                                             WadiHex               *blocker);

/* What a ruleset reads of the map. */
struct _WadiLosMap
{
  const WadiRulesContext *ctx;
  const WadiSsr          *ssr;
  const WadiBoard        *board;
  /* NULL: result->line is the whole line (as wadi_los () gives it); else
   * a ruleset that reads it through wadi_los_line_reach () may stop
   * early, and one that does not calls wadi_los_line_finish () first */
  WadiLosLazyLine *lazy;
  /* No hex of the board (nor its default cell) stands higher than this
   * as ground (wadi_stream_ground_level ()): a batch's bound, which lets
   * ASL answer at once a line that nothing on the map could block;
   * G_MAXINT when not known */
  int highest_ground;
  /* the same bound square by square of the map; NULL when not known */
  const WadiLosCorridor *corridor;
  /* what the batch prepared for lines from one hex; NULL when nothing */
  const WadiLosViewer *viewer;
};

/* Makes sure line (result->line) holds its step i if it has one; returns
 * whether it does. */
static inline gboolean
wadi_los_line_reach (const WadiLosMap *map,
                     const GArray     *line,
                     guint             i)
{
  while (i >= line->len && map->lazy != NULL && !map->lazy->done)
    wadi_los_lazy_line_grow (map->lazy);
  return i < line->len;
}

/* Whether the line has exactly n steps (n >= 1). */
static inline gboolean
wadi_los_line_has_length (const WadiLosMap *map,
                          const GArray     *line,
                          guint             n)
{
  return !wadi_los_line_reach (map, line, n) && line->len == n;
}

/* Traces the rest of the line. */
static inline void
wadi_los_line_finish (const WadiLosMap *map,
                      const GArray     *line)
{
  wadi_los_line_reach (map, line, G_MAXUINT - 1);
}

/* The cell of hex; the board's default cell off the board (a line along
 * the board edge runs beside hexes of the ring around it). */
static inline const WadiHexCell *
wadi_los_cell (const WadiBoard *board,
               WadiHex          hex)
{
  return wadi_board_contains (board, hex) ? wadi_board_cell (board, hex) : &board->default_cell;
}

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
guint wadi_los_side_between (const WadiBoard *board,
                             WadiHex          a,
                             WadiHex          b);

/* The other hex of an ALONG_HEXSIDE step. */
static inline WadiHex
wadi_los_along_other (const WadiBoard    *board,
                      const WadiLineStep *step)
{
  return wadi_hexside_other_hex (board->layout, step->side);
}

/* Whether the map has a bridge in hex: a printed bridge, a Tide of Iron
 * wadi bridge hex or a bridge counter. */
gboolean wadi_los_has_bridge (const WadiLosMap *map,
                              WadiHex           hex);

/* The floor of a depression hex as the SSR leave it: a flooded stream is
 * one level higher (B20.44, B20.7). */
int wadi_los_effective_floor (const WadiLosMap  *map,
                              const WadiHexCell *cell);

/* The level of a location by its position (ground, IN the floor, Crest
 * and bridge the ground), as ASL and the classic charts read it. */
int wadi_los_positional_level (const WadiLosMap   *map,
                               const WadiLocation *location);

G_END_DECLS
