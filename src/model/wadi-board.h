/* wadi-board.h: a rectangular grid of hexes
 *
 * Loops over every hex index must skip the indices the board does not
 * contain (see wadi_board_contains): an ASL board numbered from row 0 lacks
 * the top hex of every other column.
 *
 * A hex costs a few bytes: one WadiHexCell in an array indexed by hex index,
 * plus one WadiHexSides (the three hexsides the hex owns, directions 0, 1 and
 * 2) in an array that also has a ring of entries around the board, so the
 * hexsides along the board edge have an owner too.  No GObject per hex.
 *
 * Setters here are low level: documents change boards through edits
 * (wadi-document.h, wadi-change.h), which is what undo, validation and
 * redraw listen to.
 */
#pragma once

#include <glib.h>

#include "wadi-board-limits.h"
#include "wadi-hex.h"
#include "wadi-label.h"
#include "wadi-terrain.h"

G_BEGIN_DECLS

typedef struct
{
  guint8 terrain;    /* WadiTerrain */
  gint8  level;      /* ground level */
  guint8 depression; /* WadiDepression */
  gint8  floor;      /* the depression's floor level (meaningful when depression != NONE) */
  guint8 flags;      /* WadiHexFlags */
  guint8 reserved;   /* keeps the struct at 6 bytes; always 0 */
} WadiHexCell;

typedef struct
{
  guint16 side[3]; /* WadiSideFeatures of directions 0, 1 and 2 */
} WadiHexSides;

G_STATIC_ASSERT (sizeof (WadiHexCell) == 6);
G_STATIC_ASSERT (sizeof (WadiHexSides) == 6);

typedef struct _WadiBoard WadiBoard;

struct _WadiBoard
{
  char           *id; /* "25"; the ASL board prefix */
  int             cols;
  int             rows;
  WadiGridLayout  layout;
  WadiLabelScheme labels;
  WadiHexCell     default_cell; /* what a hex is when the file says nothing */
  WadiHexCell    *cells;        /* cols * rows, by wadi_board_index () */
  WadiHexSides   *sides;        /* (cols + 2) * (rows + 2), by wadi_board_side_slot () */
  /* NULL: the board has the rectangle's hexes (but for the ASL row 0 rule
   * below); else, by hex index, whether it has each (a map of several
   * boards, wadi-map.h) */
  guint8 *present;
};

WadiBoard *wadi_board_new (const char    *id,
                           int            cols,
                           int            rows,
                           WadiGridLayout layout,
                           WadiLabelKind  label_kind,
                           int            first_row);
WadiBoard *wadi_board_copy (const WadiBoard *board);
void       wadi_board_free (WadiBoard *board);
gboolean   wadi_board_equal (const WadiBoard *a,
                             const WadiBoard *b);
/* Brings copy, a copy of board made before some of its hexes changed,
 * up to date: the cells of hexes, and the hexsides round them (stored
 * with a neighbour or with the hex), copied from board.  FALSE, copy
 * unchanged, when the two are not of one size and grid. */
gboolean wadi_board_copy_hexes (WadiBoard       *copy,
                                const WadiBoard *board,
                                const GArray    *hexes);

/* Sets every cell to cell and becomes the board's default. */
void wadi_board_set_default (WadiBoard         *board,
                             const WadiHexCell *cell);

/* Whether the stagger pushes column col half a hex down (flat-top only). */
static inline gboolean
wadi_board_column_is_lowered (const WadiBoard *board,
                              int              col)
{
  if (board->layout.orientation != WADI_GRID_FLAT_TOP)
    return FALSE;
  return (col & 1) == (board->layout.stagger == WADI_STAGGER_ODD ? 1 : 0);
}

/* The board's hexes: those its present bitmap names when it has one (a
 * map); else the rectangle, except that an ASL board numbered from row 0
 * has row 0 only in its lowered columns (B0, D0 ... are the half hexes
 * along the top edge; A0, C0 ... do not exist). */
static inline gboolean
wadi_board_contains (const WadiBoard *board,
                     WadiHex          hex)
{
  if (hex.col < 0 || hex.row < 0 || hex.col >= board->cols || hex.row >= board->rows)
    return FALSE;
  if (board->present != NULL)
    return board->present[(guint) hex.row * (guint) board->cols + (guint) hex.col] != 0;
  if (hex.row == 0
      && board->labels.kind == WADI_LABEL_ASL
      && board->labels.first_row == 0
      && board->layout.orientation == WADI_GRID_FLAT_TOP)
    return wadi_board_column_is_lowered (board, hex.col);
  return TRUE;
}

static inline guint
wadi_board_index (const WadiBoard *board,
                  WadiHex          hex)
{
  return (guint) hex.row * (guint) board->cols + (guint) hex.col;
}

static inline WadiHex
wadi_board_hex_at_index (const WadiBoard *board,
                         guint            index)
{
  WadiHex hex = { (int) (index % (guint) board->cols), (int) (index / (guint) board->cols) };
  return hex;
}

static inline guint
wadi_board_hex_count (const WadiBoard *board)
{
  return (guint) board->cols * (guint) board->rows;
}

/* Whether hex may own hexside storage: on the board or in the ring around it. */
static inline gboolean
wadi_board_has_side_slot (const WadiBoard *board,
                          WadiHex          hex)
{
  return hex.col >= -1 && hex.row >= -1 && hex.col <= board->cols && hex.row <= board->rows;
}

static inline guint
wadi_board_side_slot (const WadiBoard *board,
                      WadiHex          hex)
{
  return (guint) (hex.row + 1) * (guint) (board->cols + 2) + (guint) (hex.col + 1);
}

static inline const WadiHexCell *
wadi_board_cell (const WadiBoard *board,
                 WadiHex          hex)
{
  return &board->cells[wadi_board_index (board, hex)];
}

/* Features of any hexside of an on-board hex (any of its six directions);
 * 0 when the hexside has no storage. */
guint wadi_board_get_side (const WadiBoard *board,
                           WadiHexside      side);
/* The directions of hex's hexsides that have any of features, a bit a
 * direction (a depression's channel, a road's exits). */
guint wadi_board_sides_with (const WadiBoard *board,
                             WadiHex          hex,
                             guint            features);
/* Low level; returns FALSE when the hexside has no storage. */
gboolean wadi_board_set_side (WadiBoard  *board,
                              WadiHexside side,
                              guint       features);
void     wadi_board_set_cell (WadiBoard         *board,
                              WadiHex            hex,
                              const WadiHexCell *cell);
gboolean wadi_board_cell_is_default (const WadiBoard *board,
                                     WadiHex          hex);

/* Labels: print a hex ("D7"), parse one ("D7" or "25D7"; a board prefix
 * that is not this board's id is an error). */
char    *wadi_board_hex_label (const WadiBoard *board,
                               WadiHex          hex);
gboolean wadi_board_parse_hex (const WadiBoard *board,
                               const char      *label,
                               WadiHex         *hex,
                               GError         **error);

/* Bytes of model per hex (cells, side slots and the struct), for the
 * benchmark's memory goal. */
double wadi_board_bytes_per_hex (const WadiBoard *board);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WadiBoard, wadi_board_free)

G_END_DECLS
