/* wadi-hex.h: hex grid geometry
 *
 * Offset coordinates (column, row) are what boards store and labels print;
 * cube coordinates (q, r, s with q + r + s == 0) are what the maths uses.
 * Everything here is integer arithmetic, so ties (a line running exactly
 * along a hexside, or through a vertex) are decided exactly, never by
 * floating point luck.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum
{
  WADI_GRID_FLAT_TOP,   /* hexes stand in vertical columns (ASL) */
  WADI_GRID_POINTY_TOP, /* hexes lie in horizontal rows */
} WadiGridOrientation;

/* Which columns (flat-top) or rows (pointy-top) are pushed half a hex down
 * (flat-top) or right (pointy-top).  ASL boards are WADI_STAGGER_ODD with
 * column A = index 0: B, D, F ... sit half a hex lower. */
typedef enum
{
  WADI_STAGGER_ODD,
  WADI_STAGGER_EVEN,
} WadiStagger;

typedef struct
{
  WadiGridOrientation orientation;
  WadiStagger         stagger;
} WadiGridLayout;

/* A hex in offset coordinates: 0-based storage column and row. */
typedef struct
{
  int col;
  int row;
} WadiHex;

typedef struct
{
  int q;
  int r;
  int s;
} WadiCube;

/* Hexside directions, clockwise.  Flat-top: 0 = N (top), 1 = NE, 2 = SE,
 * 3 = S, 4 = SW, 5 = NW.  Pointy-top: 0 = NE, 1 = E, 2 = SE, 3 = SW, 4 = W,
 * 5 = NW.  Direction d and (d + 3) % 6 are opposite. */
typedef guint8 WadiDirection;
#define WADI_DIRECTION_COUNT 6

/* Direction dir's name as the file format spells it, "n", "ne" … for
 * flat-top, "ne", "e" … for pointy-top; NULL for no direction. */
const char *wadi_direction_name (WadiGridOrientation orientation,
                                 WadiDirection       dir);

/* Vertex k of a hex lies between hexside k and hexside (k + 1) % 6.
 * Flat-top: 0 = upper right corner, 1 = east point, 2 = lower right,
 * 3 = lower left, 4 = west point, 5 = upper left. */
typedef guint8 WadiVertexIndex;

/* A hexside named from one of its two hexes. */
typedef struct
{
  WadiHex       hex;
  WadiDirection dir;
} WadiHexside;

/* A vertex named from one of its three hexes. */
typedef struct
{
  WadiHex         hex;
  WadiVertexIndex index;
} WadiVertex;

static inline gboolean
wadi_hex_equal (WadiHex a,
                WadiHex b)
{
  return a.col == b.col && a.row == b.row;
}

WadiCube wadi_hex_to_cube (WadiGridLayout layout,
                           WadiHex        hex);
WadiHex  wadi_cube_to_hex (WadiGridLayout layout,
                           WadiCube       cube);
WadiCube wadi_cube_direction (WadiGridLayout layout,
                              WadiDirection  dir);
/* A cube vector turned clockwise by turns * 60 degrees about the origin. */
WadiCube wadi_cube_rotate (WadiCube cube,
                           guint    turns);
WadiHex  wadi_hex_neighbor (WadiGridLayout layout,
                            WadiHex        hex,
                            WadiDirection  dir);
int      wadi_hex_distance (WadiGridLayout layout,
                            WadiHex        a,
                            WadiHex        b);
/* The direction from a to b when they are adjacent; returns FALSE if not. */
gboolean wadi_hex_direction_to (WadiGridLayout layout,
                                WadiHex        a,
                                WadiHex        b,
                                WadiDirection *dir);

/* The hex on the other side of a hexside. */
WadiHex wadi_hexside_other_hex (WadiGridLayout layout,
                                WadiHexside    side);
/* Each hexside belongs to exactly one hex: the one that sees it as
 * direction 0, 1 or 2.  Returns that canonical name. */
WadiHexside wadi_hexside_canonical (WadiGridLayout layout,
                                    WadiHexside    side);
gboolean    wadi_hexside_equal (WadiGridLayout layout,
                                WadiHexside    a,
                                WadiHexside    b);

/* The three hexes that meet at a vertex, the named hex first and then
 * clockwise. */
void wadi_vertex_hexes (WadiGridLayout layout,
                        WadiVertex     vertex,
                        WadiHex        hexes[3]);
/* Each vertex belongs to exactly one hex: the one that sees it as index 0
 * or 1. */
WadiVertex wadi_vertex_canonical (WadiGridLayout layout,
                                  WadiVertex     vertex);
gboolean   wadi_vertex_equal (WadiGridLayout layout,
                              WadiVertex     a,
                              WadiVertex     b);
/* The vertex shared by three mutually adjacent hexes; FALSE if they are not. */
gboolean wadi_vertex_from_hexes (WadiGridLayout layout,
                                 WadiHex        a,
                                 WadiHex        b,
                                 WadiHex        c,
                                 WadiVertex    *vertex);
/* The two hexsides of a hex that meet at its vertex index, in clockwise
 * order: index and (index + 1) % 6. */
void wadi_vertex_hexsides (WadiVertexIndex index,
                           WadiDirection   dirs[2]);

/* Centre of a hex in a unit where the distance between neighbouring hex
 * centres is 1.0 (for drawing and picking only; the rules use the exact
 * functions above). */
void wadi_hex_center (WadiGridLayout layout,
                      WadiHex        hex,
                      double        *x,
                      double        *y);
/* Corner k (= vertex index k) of a hex in the same unit. */
void wadi_hex_corner (WadiGridLayout  layout,
                      WadiHex         hex,
                      WadiVertexIndex index,
                      double         *x,
                      double         *y);
/* The hex whose cell contains a point (same unit). */
WadiHex wadi_hex_at_point (WadiGridLayout layout,
                           double         x,
                           double         y);

/* The straight line between the centres of two hexes, as the ordered list
 * of what it passes through. */
typedef enum
{
  WADI_LINE_HEX,           /* through the interior of hex */
  WADI_LINE_CROSS_HEXSIDE, /* across hexside side, from one hex into the next */
  WADI_LINE_VERTEX,        /* exactly through vertex */
  WADI_LINE_ALONG_HEXSIDE, /* exactly along hexside side: both its hexes are touched */
} WadiLineStepKind;

typedef struct
{
  WadiLineStepKind kind;
  WadiHex          hex;    /* WADI_LINE_HEX */
  WadiHexside      side;   /* CROSS_HEXSIDE and ALONG_HEXSIDE (canonical) */
  WadiVertex       vertex; /* WADI_LINE_VERTEX (canonical) */
} WadiLineStep;

/* Appends the steps from a to b to steps (a GArray of WadiLineStep),
 * starting with WADI_LINE_HEX a and ending with WADI_LINE_HEX b. */
void wadi_hex_line (WadiGridLayout layout,
                    WadiHex        a,
                    WadiHex        b,
                    GArray        *steps);

/* The same line step by step, for a caller that may stop before its end
 * (an LOS check blocked near the viewer).  Fields are private. */
typedef struct
{
  WadiGridLayout layout;
  WadiCube       origin;
  gint64         dx, dy, scale, length, m;
  gint64         step_u, step_v, step_w, next_u, next_v, next_w;
  gint64         segment_cells[3][2];
  int            segment_count;
} WadiHexLineWalk;

/* The most steps the line from a to b has. */
guint wadi_hex_line_max_steps (WadiGridLayout layout,
                               WadiHex        a,
                               WadiHex        b);
/* Starts the walk and writes its first step (WADI_LINE_HEX a) to out. */
void wadi_hex_line_begin (WadiHexLineWalk *walk,
                          WadiGridLayout   layout,
                          WadiHex          a,
                          WadiHex          b,
                          WadiLineStep    *out);
/* Writes the next steps (one to three of them; never more than 2 after
 * the first) to out and returns how many; 0 when the line has ended.  The
 * steps are wadi_hex_line ()'s, in its order. */
guint wadi_hex_line_next (WadiHexLineWalk *walk,
                          WadiLineStep    *out);

G_END_DECLS
