/* wadi-label.h: printing and parsing hex labels
 *
 * ASL: columns A..Z, then AA, BB .. ZZ, then AAA ..; the row number follows;
 * an optional leading board number names the board ("25D7").
 * Numeric: CCRR, column then row, each zero-padded to the width of the
 * board's largest number (at least two digits): "0507".
 */
#pragma once

#include <glib.h>

#include "wadi-board-limits.h"
#include "wadi-hex.h"

G_BEGIN_DECLS

typedef enum
{
  WADI_LABEL_ASL,
  WADI_LABEL_NUMERIC,
} WadiLabelKind;

typedef struct
{
  WadiLabelKind kind;
  int           first_col; /* the number printed for storage column 0 (numeric only) */
  int           first_row; /* the number printed for storage row 0 */
  int           cols;      /* the board's size, for the numeric widths */
  int           rows;
} WadiLabelScheme;

/* ASL column letters repeat at most this many times: enough for every
 * column of the widest board (WADI_BOARD_MAX_SIDE), so every hex of every
 * board the model accepts has a label that reads back; more letters name
 * no column of any board. */
#define WADI_LABEL_ASL_MAX_LETTERS (WADI_BOARD_MAX_SIDE / 26 + 1)

#define WADI_LABEL_ERROR (wadi_label_error_quark ())
GQuark wadi_label_error_quark (void);

typedef enum
{
  WADI_LABEL_ERROR_SYNTAX,
  WADI_LABEL_ERROR_RANGE,
} WadiLabelError;

/* The column letters for a 0-based column index: 0 -> "A", 26 -> "AA". */
char *wadi_label_column_letters (int col);
/* The label of hex, without board prefix. */
char *wadi_label_print (const WadiLabelScheme *scheme,
                        WadiHex                hex);
/* Room enough for any label wadi_label_format writes, and its nul. */
#define WADI_LABEL_MAX_SIZE (WADI_LABEL_ASL_MAX_LETTERS + 2 * 12 + 1)
/* The same label written into text, without allocating (a view at close
 * zoom prints thousands a frame); returns its length. */
gsize wadi_label_format (const WadiLabelScheme *scheme,
                         WadiHex                hex,
                         char                   text[WADI_LABEL_MAX_SIZE]);
/* Parses "D7", "25D7" or "0507".  board_prefix (may be NULL) receives the
 * leading board number of an ASL label, or NULL when there is none.  The
 * result is not checked against the board's bounds (see wadi_board_contains):
 * only syntax and numbers that cannot be storage coordinates are errors. */
gboolean wadi_label_parse (const WadiLabelScheme *scheme,
                           const char            *text,
                           char                 **board_prefix,
                           WadiHex               *hex,
                           GError               **error);

G_END_DECLS
