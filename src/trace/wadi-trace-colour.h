/* wadi-trace-colour.h: reading colours off a picture
 *
 * What a hex's inner part, or a strip along a hexside, looks like on a
 * picture: the mean and spread of its colours in CIELAB, read at a fixed
 * pattern of points (wadi-trace-colour.c); the distance between two such
 * readings, which tracing compares.
 */
#pragma once

#include "wadi-board.h"
#include "wadi-similarity.h"
#include "wadi-trace-picture.h"

G_BEGIN_DECLS

/* The colours of a hex or a hexside strip: CIELAB (D65) mean and
 * standard deviation of the pixels read. */
typedef struct
{
  float mean[3];
  float spread[3];
} WadiTraceColour;

/* How much of a hex is read: the disc of this radius around its centre,
 * in board units (neighbouring centres are 1.0 apart; the hex's inner
 * circle has radius 0.5), clear of the hex's outline and of the label
 * printed along its top edge. */
#define WADI_TRACE_INNER_RADIUS 0.32
/* ... less what lies more than this above the centre: the label printed
 * along the hex's top edge reaches down to about 0.28 on Wadi's own
 * pictures, as on the printed ASL boards. */
#define WADI_TRACE_LABEL_CLEAR 0.25

/* The colours of a board hex's inner part on the picture; FALSE when it
 * is not on the picture.  A hexside's reading is what its narrow strip
 * (a wall or a hedge is drawn along the line) shows beyond what lies
 * beside it, a little into each hex: the strip's mean and spread less
 * those of the two strips beside it, so that a plain hexside reads the
 * same between woods as between fields. */
gboolean wadi_trace_read_hex (const WadiTracePicture *picture,
                              const WadiSimilarity   *s,
                              WadiGridLayout          layout,
                              WadiHex                 hex,
                              WadiTraceColour        *colour);
gboolean wadi_trace_read_side (const WadiTracePicture *picture,
                               const WadiSimilarity   *s,
                               WadiGridLayout          layout,
                               WadiHexside             side,
                               WadiTraceColour        *colour);

/* The same with the inverse of s (board frame -> picture pixel) at hand,
 * as tracing has it for every hex. */
gboolean wadi_trace_colour_read_hex (const WadiTracePicture *picture,
                                     const WadiSimilarity   *inverse,
                                     WadiGridLayout          layout,
                                     WadiHex                 hex,
                                     WadiTraceColour        *colour);
gboolean wadi_trace_colour_read_side (const WadiTracePicture *picture,
                                      const WadiSimilarity   *inverse,
                                      WadiGridLayout          layout,
                                      WadiHexside             side,
                                      WadiTraceColour        *colour);

/* Which part of a hex is read: the inner disc less its top cap, or, for
 * a half hex that the board's edge cuts through its centre (the ASL
 * geomorphic boards' columns A and GG, B0, B10 ...), the half on the
 * board, towards (inward_x, inward_y) in the board frame, less where its
 * label is printed. */
typedef struct
{
  gboolean half;
  double   inward_x;
  double   inward_y;
} WadiTraceHexPart;

/* The part of board's own hex that tracing reads. */
void     wadi_trace_hex_part (const WadiBoard  *board,
                              WadiHex           hex,
                              WadiTraceHexPart *part);
gboolean wadi_trace_colour_read_hex_part (const WadiTracePicture *picture,
                                          const WadiSimilarity   *inverse,
                                          WadiGridLayout          layout,
                                          WadiHex                 hex,
                                          const WadiTraceHexPart *part,
                                          WadiTraceColour        *colour);

/* The distance between two readings: the Euclidean distance of their
 * means and spreads together (CIELAB units). */
float wadi_trace_colour_distance (const WadiTraceColour *a,
                                  const WadiTraceColour *b);

G_END_DECLS
