/* wadi-map.c: the boards of a scenario laid out as one map */
#include "config.h"

#include <glib/gi18n-lib.h>

#include <string.h>

#include "wadi-map.h"

/* clang-format off */
G_DEFINE_QUARK (wadi-map-error-quark, wadi_map_error)
/* clang-format on */

#define NO_BOARD G_MAXUINT16

WadiMap *
wadi_map_new (void)
{
  WadiMap *map = g_new0 (WadiMap, 1);

  map->boards = g_array_new (FALSE, TRUE, sizeof (WadiMapBoard));
  map->mismatches = g_array_new (FALSE, TRUE, sizeof (WadiMapMismatch));
  return map;
}

static void
map_board_clear (WadiMapBoard *board)
{
  g_clear_pointer (&board->id, g_free);
  g_clear_pointer (&board->picture, wadi_picture_free);
}

static void
boards_clear (GArray *boards)
{
  for (guint i = 0; i < boards->len; i++)
    map_board_clear (&g_array_index (boards, WadiMapBoard, i));
  g_array_set_size (boards, 0);
}

WadiMap *
wadi_map_copy (const WadiMap *map)
{
  WadiMap *copy = wadi_map_new ();

  if (map->grid != NULL)
    copy->grid = wadi_board_copy (map->grid);
  for (guint i = 0; i < map->boards->len; i++)
    {
      WadiMapBoard board = g_array_index (map->boards, WadiMapBoard, i);

      board.id = g_strdup (board.id);
      board.picture = wadi_picture_copy (board.picture);
      g_array_append_val (copy->boards, board);
    }
  g_array_append_vals (copy->mismatches, map->mismatches->data, map->mismatches->len);
  return copy;
}

void
wadi_map_free (WadiMap *map)
{
  if (map == NULL)
    return;
  g_clear_pointer (&map->grid, wadi_board_free);
  boards_clear (map->boards);
  g_array_unref (map->boards);
  g_array_unref (map->mismatches);
  g_free (map);
}

static gboolean
cell_equal (const WadiHexCell *a,
            const WadiHexCell *b)
{
  return memcmp (a, b, sizeof (WadiHexCell)) == 0;
}

/* The same board in the same place: all but its picture. */
static gboolean
boards_lie_alike (const WadiMapBoard *a,
                  const WadiMapBoard *b)
{
  return g_strcmp0 (a->id, b->id) == 0 && a->cols == b->cols && a->rows == b->rows
         && a->layout.orientation == b->layout.orientation && a->layout.stagger == b->layout.stagger
         && memcmp (&a->labels, &b->labels, sizeof (WadiLabelScheme)) == 0
         && cell_equal (&a->default_cell, &b->default_cell)
         && wadi_hex_equal (a->origin, b->origin) && a->turn == b->turn;
}

gboolean
wadi_map_update_copy (WadiMap       *copy,
                      const WadiMap *map,
                      const GArray  *hexes)
{
  if ((copy->grid == NULL) != (map->grid == NULL) || copy->boards->len != map->boards->len)
    return FALSE;
  for (guint i = 0; i < map->boards->len; i++)
    if (!boards_lie_alike (wadi_map_get_board (copy, i), wadi_map_get_board (map, i)))
      return FALSE;
  if (copy->grid != NULL && !wadi_board_copy_hexes (copy->grid, map->grid, hexes))
    return FALSE;
  for (guint i = 0; i < map->boards->len; i++)
    {
      WadiMapBoard       *to = &g_array_index (copy->boards, WadiMapBoard, i);
      const WadiMapBoard *from = wadi_map_get_board (map, i);

      if (!wadi_picture_equal (to->picture, from->picture))
        {
          wadi_picture_free (to->picture);
          to->picture = wadi_picture_copy (from->picture);
        }
    }
  g_array_set_size (copy->mismatches, 0);
  g_array_append_vals (copy->mismatches, map->mismatches->data, map->mismatches->len);
  return TRUE;
}

gboolean
wadi_map_equal (const WadiMap *a,
                const WadiMap *b)
{
  if ((a->grid == NULL) != (b->grid == NULL)
      || (a->grid != NULL && !wadi_board_equal (a->grid, b->grid))
      || a->boards->len != b->boards->len || a->mismatches->len != b->mismatches->len)
    return FALSE;
  for (guint i = 0; i < a->boards->len; i++)
    {
      const WadiMapBoard *ba = wadi_map_get_board (a, i);
      const WadiMapBoard *bb = wadi_map_get_board (b, i);

      if (!boards_lie_alike (ba, bb) || !wadi_picture_equal (ba->picture, bb->picture))
        return FALSE;
    }
  for (guint i = 0; i < a->mismatches->len; i++)
    {
      const WadiMapMismatch *ma = &g_array_index (a->mismatches, WadiMapMismatch, i);
      const WadiMapMismatch *mb = &g_array_index (b->mismatches, WadiMapMismatch, i);

      if (!wadi_hex_equal (ma->hex, mb->hex) || ma->first != mb->first || ma->second != mb->second
          || !cell_equal (&ma->cell, &mb->cell))
        return FALSE;
    }
  return TRUE;
}

/* The map's grid is the first board's. */
static WadiGridLayout
map_layout (const WadiMap *map)
{
  if (map->grid != NULL)
    return map->grid->layout;
  return wadi_map_get_board (map, 0)->layout;
}

/* A board without cells: enough for wadi_board_contains and labels. */
static WadiBoard
board_probe (const WadiMapBoard *board)
{
  WadiBoard probe = { 0 };

  probe.id = board->id;
  probe.cols = board->cols;
  probe.rows = board->rows;
  probe.layout = board->layout;
  probe.labels = board->labels;
  return probe;
}

static gboolean
board_contains_local (const WadiMapBoard *board,
                      WadiHex             local)
{
  WadiBoard probe = board_probe (board);

  return wadi_board_contains (&probe, local);
}

static WadiHex
board_to_map (WadiGridLayout      layout,
              const WadiMapBoard *board,
              WadiHex             local)
{
  WadiCube c = wadi_cube_rotate (wadi_hex_to_cube (board->layout, local), board->turn);

  return wadi_cube_to_hex (layout, (WadiCube) { c.q + board->shift.q, c.r + board->shift.r, c.s + board->shift.s });
}

static WadiHex
map_to_board (WadiGridLayout      layout,
              const WadiMapBoard *board,
              WadiHex             hex)
{
  WadiCube c = wadi_hex_to_cube (layout, hex);

  c = (WadiCube) { c.q - board->shift.q, c.r - board->shift.r, c.s - board->shift.s };
  return wadi_cube_to_hex (board->layout, wadi_cube_rotate (c, (6 - board->turn % 6) % 6));
}

WadiHex
wadi_map_to_map (const WadiMap *map,
                 guint          board,
                 WadiHex        local)
{
  g_return_val_if_fail (board < map->boards->len, local);
  return board_to_map (map_layout (map), wadi_map_get_board (map, board), local);
}

WadiSimilarity
wadi_map_board_frame (const WadiMap *map,
                      guint          board)
{
  const WadiMapBoard *mb = wadi_map_get_board (map, board);
  WadiHex             local[2] = { { 0, 0 }, { 2, 0 } };
  double              p[2][2], q[2][2];
  double              dpx, dpy, dqx, dqy, norm, a, b;

  /* two hexes and where the map puts them say it, whatever the turn */
  for (int i = 0; i < 2; i++)
    {
      wadi_hex_center (mb->layout, local[i], &p[i][0], &p[i][1]);
      wadi_hex_center (map_layout (map), board_to_map (map_layout (map), mb, local[i]), &q[i][0], &q[i][1]);
    }
  dpx = p[1][0] - p[0][0];
  dpy = p[1][1] - p[0][1];
  dqx = q[1][0] - q[0][0];
  dqy = q[1][1] - q[0][1];
  norm = dpx * dpx + dpy * dpy;
  /* (a + ib) = dq / dp, as complex numbers */
  a = (dqx * dpx + dqy * dpy) / norm;
  b = (dqy * dpx - dqx * dpy) / norm;
  return (WadiSimilarity) { a, b, q[0][0] - (a * p[0][0] - b * p[0][1]), q[0][1] - (b * p[0][0] + a * p[0][1]) };
}

gboolean
wadi_map_to_board (const WadiMap *map,
                   guint          board,
                   WadiHex        hex,
                   WadiHex       *local)
{
  const WadiMapBoard *b;
  WadiHex             at;

  g_return_val_if_fail (board < map->boards->len, FALSE);
  b = wadi_map_get_board (map, board);
  at = map_to_board (map_layout (map), b, hex);
  if (!board_contains_local (b, at))
    return FALSE;
  if (local != NULL)
    *local = at;
  return TRUE;
}

gboolean
wadi_map_board_at (const WadiMap *map,
                   WadiHex        hex,
                   guint         *board,
                   WadiHex       *local)
{
  for (guint i = 0; i < map->boards->len; i++)
    if (wadi_map_to_board (map, i, hex, local))
      {
        if (board != NULL)
          *board = i;
        return TRUE;
      }
  return FALSE;
}

guint
wadi_map_boards_at (const WadiMap *map,
                    WadiHex        hex,
                    guint          boards[2])
{
  guint n = 0;

  for (guint i = 0; i < map->boards->len && n < 2; i++)
    if (wadi_map_to_board (map, i, hex, NULL))
      boards[n++] = i;
  return n;
}

gboolean
wadi_map_find_board (const WadiMap *map,
                     const char    *id,
                     guint         *index)
{
  for (guint i = 0; i < map->boards->len; i++)
    if (g_strcmp0 (wadi_map_get_board (map, i)->id, id) == 0)
      {
        if (index != NULL)
          *index = i;
        return TRUE;
      }
  return FALSE;
}

gboolean
wadi_map_board_is_half_hex (const WadiMapBoard *board,
                            WadiHex             local)
{
  WadiBoard probe = board_probe (board);

  if (board->labels.kind != WADI_LABEL_ASL || board->labels.first_row != 0
      || board->layout.orientation != WADI_GRID_FLAT_TOP || !wadi_board_contains (&probe, local))
    return FALSE;
  if (local.col == 0 || local.col == board->cols - 1)
    return TRUE;
  return wadi_board_column_is_lowered (&probe, local.col) && (local.row == 0 || local.row == board->rows - 1);
}

gboolean
wadi_map_board_has_half_hexes (const WadiMapBoard *board)
{
  return board->labels.kind == WADI_LABEL_ASL && board->labels.first_row == 0
         && board->layout.orientation == WADI_GRID_FLAT_TOP && board->cols >= 2 && board->rows >= 2;
}

gboolean
wadi_map_cut_at_half_hexes (const WadiMap *map)
{
  if (wadi_map_board_count (map) == 0)
    return FALSE;
  for (guint i = 0; i < wadi_map_board_count (map); i++)
    if (!wadi_map_board_has_half_hexes (wadi_map_get_board (map, i)))
      return FALSE;
  return TRUE;
}

gboolean
wadi_map_half_hex_inward (const WadiMap *map,
                          guint          index,
                          WadiHex        local,
                          double        *dx,
                          double        *dy)
{
  const WadiMapBoard *board = wadi_map_get_board (map, index);
  WadiSimilarity      place;
  double              x = 0.0, y = 0.0;

  if (!wadi_map_board_has_half_hexes (board) || !wadi_map_board_is_half_hex (board, local))
    return FALSE;
  /* the edge cuts it through its centre; its board lies beyond */
  if (local.col == 0)
    x = 1.0;
  else if (local.col == board->cols - 1)
    x = -1.0;
  else if (local.row == 0)
    y = 1.0;
  else
    y = -1.0;
  place = wadi_map_board_frame (map, index);
  *dx = place.a * x - place.b * y;
  *dy = place.b * x + place.a * y;
  return TRUE;
}

static gboolean
is_number (const char *text)
{
  if (text == NULL || *text == '\0')
    return FALSE;
  for (; *text != '\0'; text++)
    if (!g_ascii_isdigit (*text))
      return FALSE;
  return TRUE;
}

char *
wadi_map_board_label_prefix (const WadiMap *map,
                             guint          index)
{
  const WadiMapBoard *board = wadi_map_get_board (map, index);

  if (board->labels.kind != WADI_LABEL_ASL || board->id == NULL || board->id[0] == '\0')
    return NULL;
  if (is_number (board->id))
    return g_strdup (board->id);
  return map->boards->len > 1 ? g_strconcat (board->id, ".", NULL) : NULL;
}

/* The label of local, a hex of board index, with the board's prefix. */
static char *
board_label (const WadiMap *map,
             guint          index,
             WadiHex        local)
{
  g_autofree char *label = wadi_label_print (&wadi_map_get_board (map, index)->labels, local);
  g_autofree char *prefix = wadi_map_board_label_prefix (map, index);

  if (prefix != NULL)
    return g_strconcat (prefix, label, NULL);
  return g_steal_pointer (&label);
}

char *
wadi_map_board_hex_label (const WadiMap *map,
                          guint          index,
                          WadiHex        hex)
{
  WadiHex local;

  if (index >= map->boards->len || !wadi_map_to_board (map, index, hex, &local))
    return NULL;
  return board_label (map, index, local);
}

char *
wadi_map_hex_label (const WadiMap *map,
                    WadiHex        hex)
{
  guint   index;
  WadiHex local;

  if (!wadi_map_board_at (map, hex, &index, &local))
    return NULL;
  return board_label (map, index, local);
}

/* The board a label names: the ASL board whose id prefixes it, else
 * fallback. */
static guint
board_for_label (const WadiMap *map,
                 const char    *label,
                 guint          fallback)
{
  for (guint i = 0; i < map->boards->len; i++)
    {
      g_autofree char *prefix = wadi_map_board_label_prefix (map, i);
      gsize            len = prefix != NULL ? strlen (prefix) : 0;

      if (len > 0 && strncmp (label, prefix, len) == 0 && g_ascii_isalpha (label[len]))
        return i;
    }
  return fallback;
}

gboolean
wadi_map_parse_label (const WadiMap *map,
                      const char    *label,
                      guint          default_board,
                      WadiHex       *hex,
                      GError       **error)
{
  guint index;

  g_return_val_if_fail (label != NULL, FALSE);

  if (map->boards->len == 0)
    {
      g_set_error (error, WADI_LABEL_ERROR, WADI_LABEL_ERROR_RANGE,
                   _("hex “%s”: the scenario has no board"), label);
      return FALSE;
    }
  index = board_for_label (map, label, G_MAXUINT);
  if (index == G_MAXUINT && map->boards->len > 1
      && ((g_ascii_isdigit (label[0]) && wadi_map_get_board (map, 0)->labels.kind == WADI_LABEL_ASL)
          || strchr (label, '.') != NULL))
    {
      /* a board prefix naming none of the map's boards (a number, or a
       * name and its full stop: no label has one of its own): say which
       * they are, not only the one it would be read on */
      g_autoptr(GString) ids = g_string_new (NULL);
      gsize prefix = 0;

      if (strchr (label, '.') != NULL)
        prefix = (gsize) (strchr (label, '.') - label);
      else
        while (g_ascii_isdigit (label[prefix]))
          prefix++;
      for (guint i = 0; i < map->boards->len; i++)
        g_string_append_printf (ids, "%s%s", i > 0 ? ", " : "", wadi_map_get_board (map, i)->id);
      g_set_error (error, WADI_LABEL_ERROR, WADI_LABEL_ERROR_RANGE,
                   _("hex “%s” names board %.*s, which is not on the map (its boards: %s)"), label, (int) prefix,
                      label, ids->str);
      return FALSE;
    }
  if (index == G_MAXUINT)
    index = MIN (default_board, map->boards->len - 1);
  else
    {
      g_autofree char *prefix = wadi_map_board_label_prefix (map, index);

      /* a name's "north." is the map's, not the board's label */
      if (prefix != NULL && g_str_has_suffix (prefix, "."))
        label += strlen (prefix);
    }
  return wadi_map_parse_board_hex (map, index, label, hex, error);
}

gboolean
wadi_map_parse_board_hex (const WadiMap *map,
                          guint          board,
                          const char    *label,
                          WadiHex       *hex,
                          GError       **error)
{
  WadiBoard probe;
  WadiHex   local;

  g_return_val_if_fail (board < map->boards->len, FALSE);
  probe = board_probe (wadi_map_get_board (map, board));
  if (!wadi_board_parse_hex (&probe, label, &local, error))
    return FALSE;
  *hex = wadi_map_to_map (map, board, local);
  return TRUE;
}

static int
compare_mismatch (gconstpointer a,
                  gconstpointer b,
                  gpointer      user_data)
{
  const WadiBoard       *grid = user_data;
  const WadiMapMismatch *ma = a;
  const WadiMapMismatch *mb = b;
  guint                  ia = wadi_board_index (grid, ma->hex);
  guint                  ib = wadi_board_index (grid, mb->hex);

  return ia < ib ? -1 : ia > ib;
}

const WadiMapMismatch *
wadi_map_find_mismatch (const WadiMap *map,
                        WadiHex        hex)
{
  guint lo = 0, hi = map->mismatches->len, index;

  if (hi == 0 || map->grid == NULL || !wadi_board_contains (map->grid, hex))
    return NULL;
  index = wadi_board_index (map->grid, hex);
  while (lo < hi)
    {
      guint                  mid = (lo + hi) / 2;
      const WadiMapMismatch *m = &g_array_index (map->mismatches, WadiMapMismatch, mid);
      guint                  at = wadi_board_index (map->grid, m->hex);

      if (at == index)
        return m;
      if (at < index)
        lo = mid + 1;
      else
        hi = mid;
    }
  return NULL;
}

/* Where the mismatch of hex is, or would go, in the sorted array. */
static guint
mismatch_slot (const WadiMap *map,
               guint          index)
{
  guint lo = 0, hi = map->mismatches->len;

  while (lo < hi)
    {
      guint mid = (lo + hi) / 2;

      if (wadi_board_index (map->grid, g_array_index (map->mismatches, WadiMapMismatch, mid).hex) < index)
        lo = mid + 1;
      else
        hi = mid;
    }
  return lo;
}

void
wadi_map_set_cell (WadiMap           *map,
                   WadiHex            hex,
                   const WadiHexCell *cell,
                   const WadiHexCell *second)
{
  WadiHexCell other = second != NULL ? *second : *cell;
  guint       index = wadi_board_index (map->grid, hex);
  guint       slot;
  gboolean    found;

  wadi_board_set_cell (map->grid, hex, cell);
  other.reserved = 0;
  if (second == NULL && map->mismatches->len == 0)
    return;
  /* A mismatch is kept exactly while the halves differ, so that a map
   * whose halves were painted alike equals one read back from its file. */
  slot = mismatch_slot (map, index);
  found = slot < map->mismatches->len
          && wadi_board_index (map->grid, g_array_index (map->mismatches, WadiMapMismatch, slot).hex) == index;
  if (cell_equal (wadi_board_cell (map->grid, hex), &other))
    {
      if (found)
        g_array_remove_index (map->mismatches, slot);
      return;
    }
  if (found)
    {
      g_array_index (map->mismatches, WadiMapMismatch, slot).cell = other;
      return;
    }
  {
    guint           boards[2];
    WadiMapMismatch mismatch = { hex, 0, 0, other };

    if (wadi_map_boards_at (map, hex, boards) < 2)
      return;
    mismatch.first = boards[0];
    mismatch.second = boards[1];
    g_array_insert_val (map->mismatches, slot, mismatch);
  }
}

/* The turned board's footprint's top-left corner on the map when its shift
 * is 0: the least column and row of its edge hexes (two deep, so that the
 * missing A0, C0 ... of an ASL board count). */
static WadiHex
turned_corner (WadiGridLayout      layout,
               const WadiMapBoard *board)
{
  WadiHex corner = { G_MAXINT, G_MAXINT };

  for (int row = 0; row < board->rows; row++)
    for (int col = 0; col < board->cols; col++)
      {
        WadiHex at;

        if (row > 1 && row < board->rows - 2 && col > 1 && col < board->cols - 2)
          col = board->cols - 2;
        if (!board_contains_local (board, (WadiHex) { col, row }))
          continue;
        at = board_to_map (layout, board, (WadiHex) { col, row });
        corner.col = MIN (corner.col, at.col);
        corner.row = MIN (corner.row, at.row);
      }
  return corner;
}

/* Sets board's shift so that its footprint's top-left corner lies on its
 * origin. */
static void
place_board (WadiGridLayout layout,
             WadiMapBoard  *board)
{
  WadiHex  corner;
  WadiCube from, to;

  board->shift = (WadiCube) { 0, 0, 0 };
  corner = turned_corner (layout, board);
  from = wadi_hex_to_cube (layout, corner);
  to = wadi_hex_to_cube (layout, board->origin);
  board->shift = (WadiCube) { to.q - from.q, to.r - from.r, to.s - from.s };
}

static void
board_extent (WadiGridLayout      layout,
              const WadiMapBoard *board,
              WadiHex            *min,
              WadiHex            *max)
{
  for (int row = 0; row < board->rows; row++)
    for (int col = 0; col < board->cols; col++)
      {
        WadiHex at;

        if (row > 1 && row < board->rows - 2 && col > 1 && col < board->cols - 2)
          col = board->cols - 2;
        if (!board_contains_local (board, (WadiHex) { col, row }))
          continue;
        at = board_to_map (layout, board, (WadiHex) { col, row });
        min->col = MIN (min->col, at.col);
        min->row = MIN (min->row, at.row);
        max->col = MAX (max->col, at.col);
        max->row = MAX (max->row, at.row);
      }
}

static gboolean
check_boards (GPtrArray              *contents,
              const WadiMapPlacement *placements,
              guint                  *culprit,
              GError                **error)
{
  const WadiBoard *first = contents->len > 0 ? g_ptr_array_index (contents, 0) : NULL;

  for (guint i = 0; i < contents->len; i++)
    {
      const WadiBoard *board = g_ptr_array_index (contents, i);

      if (board->layout.orientation != first->layout.orientation)
        {
          g_set_error (error, WADI_MAP_ERROR, WADI_MAP_ERROR_GRID,
                       board->layout.orientation == WADI_GRID_FLAT_TOP
                       ? _("board %s has flat-top hexes, but the map's are pointy-top, expected the boards of a map all flat-top or all pointy-top")
                       : _("board %s has pointy-top hexes, but the map's are flat-top, expected the boards of a map all flat-top or all pointy-top"),
                            board->id);
          *culprit = i;
          return FALSE;
        }
      if (placements[i].turn > 5
          || (board->labels.kind == WADI_LABEL_ASL && placements[i].turn % 3 != 0))
        {
          g_set_error (error, WADI_MAP_ERROR, WADI_MAP_ERROR_TURN,
                       board->labels.kind == WADI_LABEL_ASL
                       ? _("board %s cannot be turned %u degrees, expected 0 or 180 for an ASL board")
                       : _("board %s cannot be turned %u degrees, expected 0, 60, 120, 180, 240 or 300"),
                            board->id, placements[i].turn * 60);
          *culprit = i;
          return FALSE;
        }
      for (guint j = 0; j < i; j++)
        if (g_strcmp0 (board->id, ((const WadiBoard *) g_ptr_array_index (contents, j))->id) == 0)
          {
            g_set_error (error, WADI_MAP_ERROR, WADI_MAP_ERROR_ID,
                         _("two boards are called “%s”, expected each board's id once"), board->id);
            *culprit = i;
            return FALSE;
          }
    }
  return TRUE;
}

/* A board's hex as the map will name it ("25B10", "north.B10"; "A 0407"
 * for numeric labels), before the map is laid out. */
static char *
local_label (const WadiMapBoard *board,
             WadiHex             local)
{
  g_autofree char *label = wadi_label_print (&board->labels, local);

  if (board->labels.kind != WADI_LABEL_ASL)
    return g_strdup_printf ("%s %s", board->id, label);
  return g_strdup_printf ("%s%s%s", board->id, is_number (board->id) ? "" : ".", label);
}

/* Stamps content (board index) into grid; owner says which board already
 * stamped each hex (later boards are stamped first, so the first listed
 * wins). */
static gboolean
stamp_board (WadiBoard       *grid,
             guint16         *owner,
             GArray          *boards,
             guint            index,
             const WadiBoard *content,
             GArray          *mismatches,
             guint           *culprit,
             GError         **error)
{
  const WadiMapBoard *board = &g_array_index (boards, WadiMapBoard, index);
  guint               n = wadi_board_hex_count (content);

  for (guint i = 0; i < n; i++)
    {
      WadiHex local = wadi_board_hex_at_index (content, i);
      WadiHex at;
      guint   slot;

      if (!wadi_board_contains (content, local))
        continue;
      at = board_to_map (grid->layout, board, local);
      slot = wadi_board_index (grid, at);
      if (owner[slot] != NO_BOARD)
        {
          const WadiMapBoard *other = &g_array_index (boards, WadiMapBoard, owner[slot]);
          WadiHex             other_local = map_to_board (grid->layout, other, at);

          if (!wadi_map_board_is_half_hex (board, local) || !wadi_map_board_is_half_hex (other, other_local))
            {
              /* Boards are stamped last first: the one listed later is
               * the one that overlaps. */
              g_autofree char *here = local_label (board, local);
              g_autofree char *there = local_label (other, other_local);

              g_set_error (error, WADI_MAP_ERROR, WADI_MAP_ERROR_OVERLAP,
                           _("board %s would overlap board %s: %s lies on %s, expected the boards to share at most the half hexes along their edges"),
                              other->id, board->id, there, here);
              *culprit = owner[slot];
              return FALSE;
            }
          if (!cell_equal (&content->cells[i], &grid->cells[slot]))
            {
              WadiMapMismatch mismatch = { at, index, owner[slot], grid->cells[slot] };

              g_array_append_val (mismatches, mismatch);
            }
        }
      grid->present[slot] = 1;
      owner[slot] = (guint16) index;
      grid->cells[slot] = content->cells[i];
    }
  /* The hexsides the board holds, each in its owner's slot (the ring
   * around the board included): most hold nothing, and cost one read. */
  for (int row = -1; row <= content->rows; row++)
    for (int col = -1; col <= content->cols; col++)
      {
        WadiHex             local = { col, row };
        const WadiHexSides *owned = &content->sides[wadi_board_side_slot (content, local)];

        for (WadiDirection dir = 0; dir < 3; dir++)
          {
            WadiHexside side;

            if (owned->side[dir] == 0)
              continue;
            side = (WadiHexside) { board_to_map (grid->layout, board, local), wadi_map_board_direction (board, dir) };
            /* Where two boards meet, each may draw the hexsides along its
             * edge: the map has what either has. */
            wadi_board_set_side (grid, side, wadi_board_get_side (grid, side) | owned->side[dir]);
          }
      }
  return TRUE;
}

gboolean
wadi_map_lay_out (WadiMap                *map,
                  GPtrArray              *contents,
                  const WadiMapPlacement *placements,
                  GError                **error)
{
  return wadi_map_lay_out_full (map, contents, placements, NULL, error);
}

gboolean
wadi_map_lay_out_full (WadiMap                *map,
                       GPtrArray              *contents,
                       const WadiMapPlacement *placements,
                       guint                  *culprit,
                       GError                **error)
{
  guint ignored;
  g_autoptr (GPtrArray) owned = contents;
  g_autoptr (GArray) boards = g_array_new (FALSE, TRUE, sizeof (WadiMapBoard));
  g_autoptr (GArray) mismatches = g_array_new (FALSE, TRUE, sizeof (WadiMapMismatch));
  g_autoptr (WadiBoard) grid = NULL;
  g_autofree guint16 *owner = NULL;
  const WadiBoard    *first;
  WadiGridLayout      layout;
  WadiHex             min = { G_MAXINT, G_MAXINT }, max = { G_MININT, G_MININT }, shift;
  guint               count;

  g_return_val_if_fail (contents != NULL, FALSE);
  g_ptr_array_set_free_func (owned, (GDestroyNotify) wadi_board_free);
  g_array_set_clear_func (boards, (GDestroyNotify) map_board_clear);

  if (culprit == NULL)
    culprit = &ignored;
  if (!check_boards (contents, placements, culprit, error))
    return FALSE;
  if (contents->len == 0)
    {
      g_clear_pointer (&map->grid, wadi_board_free);
      boards_clear (map->boards);
      g_array_set_size (map->mismatches, 0);
      return TRUE;
    }

  first = g_ptr_array_index (contents, 0);
  layout = first->layout;
  for (guint i = 0; i < contents->len; i++)
    {
      const WadiBoard *content = g_ptr_array_index (contents, i);
      WadiMapBoard     board = { 0 };

      board.id = g_strdup (content->id);
      board.cols = content->cols;
      board.rows = content->rows;
      board.layout = content->layout;
      board.labels = content->labels;
      board.default_cell = content->default_cell;
      board.origin = placements[i].origin;
      board.turn = placements[i].turn;
      place_board (layout, &board);
      board_extent (layout, &board, &min, &max);
      g_array_append_val (boards, board);
    }

  /* The map starts at its first hex; a shift across the stagger would
   * change the grid, so flat-top columns (pointy-top rows) move by twos. */
  shift = min;
  if (layout.orientation == WADI_GRID_FLAT_TOP)
    shift.col -= shift.col & 1;
  else
    shift.row -= shift.row & 1;
  if ((gint64) max.col - shift.col + 1 > WADI_BOARD_MAX_SIDE
      || (gint64) max.row - shift.row + 1 > WADI_BOARD_MAX_SIDE)
    {
      g_set_error (error, WADI_MAP_ERROR, WADI_MAP_ERROR_SIZE,
                   _("the boards would make a map of %lld x %lld hexes, expected at most %d on each side"),
                      (long long) max.col - shift.col + 1, (long long) max.row - shift.row + 1, WADI_BOARD_MAX_SIDE);
      *culprit = contents->len - 1;
      return FALSE;
    }
  for (guint i = 0; i < boards->len; i++)
    {
      WadiMapBoard *board = &g_array_index (boards, WadiMapBoard, i);

      board->origin.col -= shift.col;
      board->origin.row -= shift.row;
      place_board (layout, board);
    }

  count = boards->len;
  if (count == 1 && placements[0].turn == 0 && wadi_hex_equal (g_array_index (boards, WadiMapBoard, 0).origin, (WadiHex) { 0, 0 })
      && max.col - shift.col + 1 == first->cols && max.row - shift.row + 1 == first->rows)
    {
      /* One board as it lies: the map is the board itself. */
      grid = g_ptr_array_steal_index (owned, 0);
    }
  else
    {
      grid = wadi_board_new (first->id, max.col - shift.col + 1, max.row - shift.row + 1, layout,
                             first->labels.kind, first->labels.first_row);
      grid->labels = first->labels;
      grid->labels.cols = grid->cols;
      grid->labels.rows = grid->rows;
      wadi_board_set_default (grid, &first->default_cell);
      grid->present = g_malloc0 (wadi_board_hex_count (grid));
      owner = g_new (guint16, wadi_board_hex_count (grid));
      memset (owner, 0xff, sizeof (guint16) * wadi_board_hex_count (grid));
      for (guint i = count; i-- > 0;)
        if (!stamp_board (grid, owner, boards, i, g_ptr_array_index (contents, i), mismatches, culprit, error))
          return FALSE;
      g_array_sort_with_data (mismatches, compare_mismatch, grid);
    }

  g_clear_pointer (&map->grid, wadi_board_free);
  map->grid = g_steal_pointer (&grid);
  boards_clear (map->boards);
  g_array_append_vals (map->boards, boards->data, boards->len);
  /* the ids now belong to map->boards */
  g_array_set_clear_func (boards, NULL);
  g_array_set_size (map->mismatches, 0);
  g_array_append_vals (map->mismatches, mismatches->data, mismatches->len);
  return TRUE;
}

WadiBoard *
wadi_map_extract_board (const WadiMap *map,
                        guint          index)
{
  const WadiMapBoard *board;
  WadiBoard          *out;
  guint               n;

  g_return_val_if_fail (index < map->boards->len, NULL);
  board = wadi_map_get_board (map, index);
  out = wadi_board_new (board->id, board->cols, board->rows, board->layout, board->labels.kind,
                        board->labels.first_row);
  out->labels = board->labels;
  wadi_board_set_default (out, &board->default_cell);
  n = wadi_board_hex_count (out);
  for (guint i = 0; i < n; i++)
    {
      WadiHex                local = wadi_board_hex_at_index (out, i);
      WadiHex                at;
      const WadiMapMismatch *mismatch;

      if (!wadi_board_contains (out, local))
        continue;
      at = board_to_map (map->grid->layout, board, local);
      mismatch = wadi_map_find_mismatch (map, at);
      if (mismatch != NULL && mismatch->second == index)
        out->cells[i] = mismatch->cell;
      else
        out->cells[i] = *wadi_board_cell (map->grid, at);
      for (WadiDirection dir = 0; dir < WADI_DIRECTION_COUNT; dir++)
        {
          guint features = wadi_board_get_side (map->grid, (WadiHexside) { at, wadi_map_board_direction (board, dir) });

          if (features != 0)
            wadi_board_set_side (out, (WadiHexside) { local, dir }, features);
        }
    }
  return out;
}

GPtrArray *
wadi_map_extract_layout (const WadiMap     *map,
                         guint              extra,
                         WadiMapPlacement **placements,
                         guint            **from)
{
  guint      n = wadi_map_board_count (map);
  GPtrArray *boards = g_ptr_array_new_with_free_func ((GDestroyNotify) wadi_board_free);

  *placements = g_new0 (WadiMapPlacement, n + extra);
  *from = g_new (guint, n + extra);
  for (guint i = 0; i < n; i++)
    {
      const WadiMapBoard *board = wadi_map_get_board (map, i);

      g_ptr_array_add (boards, wadi_map_extract_board (map, i));
      (*placements)[i] = (WadiMapPlacement) { board->origin, board->turn };
      (*from)[i] = i;
    }
  return boards;
}

WadiHex
wadi_map_geomorphic_origin (int x,
                            int y)
{
  return (WadiHex) { x * (WADI_GEOMORPHIC_COLUMNS - 1), y * (WADI_GEOMORPHIC_ROWS - 1) };
}

WadiBoard *
wadi_board_new_geomorphic (const char *id)
{
  return wadi_board_new (id, WADI_GEOMORPHIC_COLUMNS, WADI_GEOMORPHIC_ROWS,
                         (WadiGridLayout) { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD }, WADI_LABEL_ASL, 0);
}
