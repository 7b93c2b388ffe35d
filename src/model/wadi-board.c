/* wadi-board.c: a rectangular grid of hexes */
#include "config.h"

#include <glib/gi18n-lib.h>

#include <string.h>

#include "wadi-board.h"

static guint
side_slot_count (const WadiBoard *board)
{
  return (guint) (board->cols + 2) * (guint) (board->rows + 2);
}

/* wadi_board_new's cells start as calloc's zero bytes: open ground */
G_STATIC_ASSERT (WADI_TERRAIN_OPEN == 0 && WADI_DEPRESSION_NONE == 0);

WadiBoard *
wadi_board_new (const char    *id,
                int            cols,
                int            rows,
                WadiGridLayout layout,
                WadiLabelKind  label_kind,
                int            first_row)
{
  WadiBoard  *board;
  WadiHexCell open = { WADI_TERRAIN_OPEN, 0, WADI_DEPRESSION_NONE, 0, 0, 0 };

  g_return_val_if_fail (cols > 0 && cols <= WADI_BOARD_MAX_SIDE, NULL);
  g_return_val_if_fail (rows > 0 && rows <= WADI_BOARD_MAX_SIDE, NULL);

  board = g_new0 (WadiBoard, 1);
  board->id = g_strdup (id != NULL ? id : "");
  board->cols = cols;
  board->rows = rows;
  board->layout = layout;
  board->labels.kind = label_kind;
  board->labels.first_col = 1;
  board->labels.first_row = first_row;
  board->labels.cols = cols;
  board->labels.rows = rows;
  /* open ground is all zero bytes: calloc's pages, untouched until a
   * hex is painted, are the default cells of a board of millions */
  board->cells = g_new0 (WadiHexCell, (gsize) cols * (gsize) rows);
  board->sides = g_new0 (WadiHexSides, side_slot_count (board));
  board->default_cell = open;
  return board;
}

WadiBoard *
wadi_board_copy (const WadiBoard *board)
{
  WadiBoard *copy = g_new0 (WadiBoard, 1);

  *copy = *board;
  copy->id = g_strdup (board->id);
  copy->cells = g_memdup2 (board->cells, sizeof (WadiHexCell) * wadi_board_hex_count (board));
  copy->sides = g_memdup2 (board->sides, sizeof (WadiHexSides) * side_slot_count (board));
  if (board->present != NULL)
    copy->present = g_memdup2 (board->present, wadi_board_hex_count (board));
  return copy;
}

gboolean
wadi_board_copy_hexes (WadiBoard       *copy,
                       const WadiBoard *board,
                       const GArray    *hexes)
{
  if (copy->cols != board->cols || copy->rows != board->rows
      || copy->layout.orientation != board->layout.orientation || copy->layout.stagger != board->layout.stagger)
    return FALSE;
  for (guint i = 0; i < hexes->len; i++)
    {
      WadiHex hex = g_array_index (hexes, WadiHex, i);

      if (hex.col >= 0 && hex.row >= 0 && hex.col < board->cols && hex.row < board->rows)
        copy->cells[wadi_board_index (board, hex)] = *wadi_board_cell (board, hex);
      /* a hexside is stored with one of its two hexes: the hex or the
       * neighbour across it */
      for (int dir = -1; dir < 6; dir++)
        {
          WadiHex owner = dir < 0 ? hex : wadi_hex_neighbor (board->layout, hex, (WadiDirection) dir);

          if (wadi_board_has_side_slot (board, owner))
            copy->sides[wadi_board_side_slot (board, owner)] = board->sides[wadi_board_side_slot (board, owner)];
        }
    }
  return TRUE;
}

void
wadi_board_free (WadiBoard *board)
{
  if (board == NULL)
    return;
  g_free (board->id);
  g_free (board->cells);
  g_free (board->sides);
  g_free (board->present);
  g_free (board);
}

static gboolean
cell_equal (const WadiHexCell *a,
            const WadiHexCell *b)
{
  return memcmp (a, b, sizeof (WadiHexCell)) == 0;
}

gboolean
wadi_board_equal (const WadiBoard *a,
                  const WadiBoard *b)
{
  if (a == b)
    return TRUE;
  if (a == NULL || b == NULL)
    return FALSE;
  return g_strcmp0 (a->id, b->id) == 0
         && a->cols == b->cols && a->rows == b->rows
         && a->layout.orientation == b->layout.orientation
         && a->layout.stagger == b->layout.stagger
         && memcmp (&a->labels, &b->labels, sizeof (WadiLabelScheme)) == 0
         && cell_equal (&a->default_cell, &b->default_cell)
         && memcmp (a->cells, b->cells, sizeof (WadiHexCell) * wadi_board_hex_count (a)) == 0
         && memcmp (a->sides, b->sides, sizeof (WadiHexSides) * side_slot_count (a)) == 0
         && (a->present == NULL) == (b->present == NULL)
         && (a->present == NULL || memcmp (a->present, b->present, wadi_board_hex_count (a)) == 0);
}

void
wadi_board_set_default (WadiBoard         *board,
                        const WadiHexCell *cell)
{
  gsize n = wadi_board_hex_count (board);

  board->default_cell = *cell;
  board->default_cell.reserved = 0;
  if (n == 0)
    return;
  /* the cells filled so far copied after themselves, doubling: a few
   * dozen memcpy for a board of millions, where a loop of cell copies
   * cost 20 ms a 2048 x 2048 board, and 1.9 s of a load under the fuzz
   * build's instrumentation (every copy checked) */
  board->cells[0] = board->default_cell;
  for (gsize done = 1; done < n;)
    {
      gsize more = MIN (done, n - done);

      memcpy (board->cells + done, board->cells, more * sizeof *board->cells);
      done += more;
    }
}

void
wadi_board_set_cell (WadiBoard         *board,
                     WadiHex            hex,
                     const WadiHexCell *cell)
{
  g_return_if_fail (wadi_board_contains (board, hex));
  board->cells[wadi_board_index (board, hex)] = *cell;
  board->cells[wadi_board_index (board, hex)].reserved = 0;
}

gboolean
wadi_board_cell_is_default (const WadiBoard *board,
                            WadiHex          hex)
{
  return cell_equal (wadi_board_cell (board, hex), &board->default_cell);
}

guint
wadi_board_get_side (const WadiBoard *board,
                     WadiHexside      side)
{
  WadiHexside owner = wadi_hexside_canonical (board->layout, side);

  if (!wadi_board_has_side_slot (board, owner.hex))
    return 0;
  return board->sides[wadi_board_side_slot (board, owner.hex)].side[owner.dir];
}

guint
wadi_board_sides_with (const WadiBoard *board,
                       WadiHex          hex,
                       guint            features)
{
  guint sides = 0;

  for (WadiDirection d = 0; d < WADI_DIRECTION_COUNT; d++)
    if (wadi_board_get_side (board, (WadiHexside) { hex, d }) & features)
      sides |= 1u << d;
  return sides;
}

gboolean
wadi_board_set_side (WadiBoard  *board,
                     WadiHexside side,
                     guint       features)
{
  WadiHexside owner = wadi_hexside_canonical (board->layout, side);

  if (!wadi_board_has_side_slot (board, owner.hex))
    return FALSE;
  /* A hexside exists only next to at least one board hex. */
  if (!wadi_board_contains (board, owner.hex)
      && !wadi_board_contains (board, wadi_hexside_other_hex (board->layout, owner)))
    return FALSE;
  board->sides[wadi_board_side_slot (board, owner.hex)].side[owner.dir] = (guint16) features;
  return TRUE;
}

char *
wadi_board_hex_label (const WadiBoard *board,
                      WadiHex          hex)
{
  return wadi_label_print (&board->labels, hex);
}

gboolean
wadi_board_parse_hex (const WadiBoard *board,
                      const char      *label,
                      WadiHex         *hex,
                      GError         **error)
{
  WadiHex parsed;
  gsize   prefix_length;

  if (!wadi_label_parse (&board->labels, label, NULL, &parsed, error))
    return FALSE;
  /* The board prefix compared in place: a file's every label comes here,
   * and one that parses allocates nothing. */
  prefix_length = 0;
  if (board->labels.kind == WADI_LABEL_ASL)
    while (g_ascii_isdigit (label[prefix_length]))
      prefix_length++;
  if (prefix_length > 0
      && (strlen (board->id) != prefix_length || strncmp (label, board->id, prefix_length) != 0))
    {
      g_autofree char *prefix = g_strndup (label, prefix_length);

      g_set_error (error, WADI_LABEL_ERROR, WADI_LABEL_ERROR_RANGE,
                   _("hex “%s” names board %s, expected a hex of board %s"),
                      label, prefix, board->id);
      return FALSE;
    }
  if (parsed.row == 0 && parsed.col >= 0 && parsed.col < board->cols && board->rows > 0
      && !wadi_board_contains (board, parsed))
    {
      g_autofree char *lowered = wadi_label_column_letters (wadi_board_column_is_lowered (board, 0) ? 0 : 1);

      g_set_error (error, WADI_LABEL_ERROR, WADI_LABEL_ERROR_RANGE,
                   _("hex “%s” is off board %s: row 0 has only the half hexes of every other column from %s"),
                      label, board->id, lowered);
      return FALSE;
    }
  if (!wadi_board_contains (board, parsed))
    {
      g_autofree char *first = wadi_label_print (&board->labels, (WadiHex) { 0, 0 });
      g_autofree char *last = wadi_label_print (&board->labels,
                                                (WadiHex) { board->cols - 1, board->rows - 1 });

      g_set_error (error, WADI_LABEL_ERROR, WADI_LABEL_ERROR_RANGE,
                   _("hex “%s” is off board %s, expected columns and rows from %s to %s"),
                      label, board->id, first, last);
      return FALSE;
    }
  *hex = parsed;
  return TRUE;
}

double
wadi_board_bytes_per_hex (const WadiBoard *board)
{
  gsize bytes = sizeof (WadiBoard) + strlen (board->id) + 1
                + sizeof (WadiHexCell) * wadi_board_hex_count (board)
                + sizeof (WadiHexSides) * side_slot_count (board)
                + (board->present != NULL ? wadi_board_hex_count (board) : 0);

  return (double) bytes / (double) wadi_board_hex_count (board);
}
