/* wadi-tool-area.c: the area tool
 *
 * Selects hexes: a rectangle of columns and rows between the press and the
 * pointer, or the hexes whose centres a drawn lasso encloses.  Shift adds
 * to the area, Control takes away.  A drag that starts inside the area
 * moves what it holds (cells, hexsides, counters) as one undo step, as
 * Tiled moves a selection.  The area's API (get, set, all, none) is here
 * too, and the stamp's (what the stamp tool paints with).
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "wadi-tool-private.h"

/* A drag shorter than this (map units) from the press is a click. */
#define DRAG_MIN 0.15
/* The hexes the areas kept for Undo and Redo may hold: a million-hex
 * move keeps 16 MB; older moves are forgotten past it, their Undo then
 * leaving the area where it is. */
#define AREA_MOVES_MAX_HEXES (4u * 1000u * 1000u)

/* The area before and after a Move Selection step. */
typedef struct
{
  GArray *before; /* WadiHex */
  GArray *after;  /* WadiHex */
} WadiAreaMove;

void
wadi_area_move_free (gpointer data)
{
  WadiAreaMove *move = data;

  g_array_unref (move->before);
  g_array_unref (move->after);
  g_free (move);
}

static gboolean
same_hexes (const GArray *a,
            const GArray *b)
{
  return a->len == b->len && memcmp (a->data, b->data, a->len * sizeof (WadiHex)) == 0;
}

/* Keeps the latest moves within AREA_MOVES_MAX_HEXES, the last always. */
static void
remember_move (WadiTool *tool,
               GArray   *before,
               GArray   *after)
{
  WadiAreaMove *move = g_new0 (WadiAreaMove, 1);
  guint64       kept = 0;
  guint         i;

  move->before = g_array_copy (before);
  move->after = g_array_copy (after);
  g_ptr_array_add (tool->moves_done, move);
  g_ptr_array_set_size (tool->moves_undone, 0);
  for (i = tool->moves_done->len; i > 0; i--)
    {
      const WadiAreaMove *older = g_ptr_array_index (tool->moves_done, i - 1);

      kept += older->before->len + older->after->len;
      if (kept > AREA_MOVES_MAX_HEXES && i < tool->moves_done->len)
        break;
    }
  g_ptr_array_remove_range (tool->moves_done, 0, i);
}

/* A step of the document back or forth; a Move Selection step takes the
 * area with it from one list of moves to the other. */
static gboolean
step_document (WadiTool  *tool,
               gboolean   undo,
               GPtrArray *from,
               GPtrArray *to)
{
  const char   *label;
  WadiAreaMove *move = NULL;

  if (tool->document == NULL)
    return FALSE;
  label = undo ? wadi_document_undo_label (tool->document) : wadi_document_redo_label (tool->document);
  if (label != NULL && g_str_equal (label, _("Move Selection")) && from->len > 0)
    move = g_ptr_array_steal_index (from, from->len - 1);
  if (!(undo ? wadi_document_undo (tool->document) : wadi_document_redo (tool->document)))
    {
      if (move != NULL)
        g_ptr_array_add (from, move);
      return FALSE;
    }
  if (move == NULL)
    return TRUE;
  /* a selection made since is the designer's: it stays */
  if (same_hexes (tool->area, undo ? move->after : move->before))
    wadi_tool_set_area (tool, undo ? move->before : move->after);
  g_ptr_array_add (to, move);
  return TRUE;
}

gboolean
wadi_tool_undo (WadiTool *tool)
{
  return step_document (tool, TRUE, tool->moves_done, tool->moves_undone);
}

gboolean
wadi_tool_redo (WadiTool *tool)
{
  return step_document (tool, FALSE, tool->moves_undone, tool->moves_done);
}

const GArray *
wadi_tool_get_area (WadiTool *tool)
{
  return tool->area;
}

void
wadi_tool_set_area (WadiTool     *tool,
                    const GArray *hexes)
{
  /* a drag under way lifts the new area at its end */
  g_clear_pointer (&tool->moving, wadi_stamp_free);
  g_array_set_size (tool->area, 0);
  if (hexes != NULL)
    g_array_append_vals (tool->area, hexes->data, hexes->len);
}

void
wadi_tool_clear_area (WadiTool *tool)
{
  g_clear_pointer (&tool->moving, wadi_stamp_free);
  g_array_set_size (tool->area, 0);
}

void
wadi_tool_select_all (WadiTool *tool)
{
  const WadiBoard *grid = wadi_tool_current_board (tool);

  g_clear_pointer (&tool->moving, wadi_stamp_free);
  g_array_set_size (tool->area, 0);
  if (grid == NULL)
    return;
  for (guint i = 0; i < wadi_board_hex_count (grid); i++)
    {
      WadiHex hex = wadi_board_hex_at_index (grid, i);

      if (wadi_board_contains (grid, hex))
        g_array_append_val (tool->area, hex);
    }
}

void
wadi_tool_set_stamp (WadiTool  *tool,
                     WadiStamp *stamp)
{
  g_clear_pointer (&tool->stamp, wadi_stamp_free);
  tool->stamp = stamp;
}

WadiStamp *
wadi_tool_get_stamp (WadiTool *tool)
{
  return tool->stamp;
}

void
wadi_tool_flip_stamp (WadiTool *tool)
{
  if (tool->stamp != NULL)
    wadi_stamp_flip (tool->stamp);
}

static gboolean
in_area (WadiTool *tool,
         WadiHex   hex)
{
  for (guint i = 0; i < tool->area->len; i++)
    if (wadi_hex_equal (g_array_index (tool->area, WadiHex, i), hex))
      return TRUE;
  return FALSE;
}

/* Whether (x, y) lies inside the lasso's polygon (even-odd). */
static gboolean
in_lasso (const GArray *lasso,
          double        x,
          double        y)
{
  const double *p = (const double *) (gconstpointer) lasso->data;
  guint         n = lasso->len / 2;
  gboolean      inside = FALSE;

  for (guint i = 0, j = n - 1; i < n; j = i++)
    if ((p[2 * i + 1] > y) != (p[2 * j + 1] > y)
        && x < (p[2 * j] - p[2 * i]) * (y - p[2 * i + 1]) / (p[2 * j + 1] - p[2 * i + 1]) + p[2 * i])
      inside = !inside;
  return inside;
}

/* The hexes the gesture so far outlines, into tool->preview. */
static void
outline_hexes (WadiTool        *tool,
               const WadiBoard *board,
               WadiHex          hex)
{
  g_array_set_size (tool->preview, 0);
  if (tool->settings.area_shape == WADI_AREA_LASSO && tool->lasso->len >= 6)
    {
      const double *p = (const double *) (gconstpointer) tool->lasso->data;
      double        x0 = p[0], y0 = p[1], x1 = p[0], y1 = p[1];

      for (guint i = 0; i < tool->lasso->len; i += 2)
        {
          x0 = MIN (x0, p[i]);
          x1 = MAX (x1, p[i]);
          y0 = MIN (y0, p[i + 1]);
          y1 = MAX (y1, p[i + 1]);
        }
      /* the hexes of the lasso's bounding box, by their centres */
      for (int row = 0; row < board->rows; row++)
        for (int col = 0; col < board->cols; col++)
          {
            WadiHex at = { col, row };
            double  cx, cy;

            wadi_hex_center (board->layout, at, &cx, &cy);
            if (cx < x0 || cx > x1 || cy < y0 || cy > y1 || !wadi_board_contains (board, at))
              continue;
            if (in_lasso (tool->lasso, cx, cy))
              g_array_append_val (tool->preview, at);
          }
      return;
    }
  for (int row = MIN (tool->press_hex.row, hex.row); row <= MAX (tool->press_hex.row, hex.row); row++)
    for (int col = MIN (tool->press_hex.col, hex.col); col <= MAX (tool->press_hex.col, hex.col); col++)
      {
        WadiHex at = { col, row };

        if (wadi_board_contains (board, at))
          g_array_append_val (tool->preview, at);
      }
}

static WadiStamp *
lift_area (WadiTool *tool)
{
  return wadi_stamp_new_from_hexes (wadi_document_get_scenario (tool->document), tool->area);
}

/* The map changed under a drag: what was lifted is not what is there. */
static void
drop_lifted (WadiTool *tool)
{
  g_clear_pointer (&tool->moving, wadi_stamp_free);
}

static void
area_press (WadiTool         *tool,
            const WadiBoard  *board,
            double            x,
            double            y,
            WadiToolModifiers modifiers)
{
  tool->moving_area = modifiers == WADI_TOOL_MOD_NONE && in_area (tool, tool->press_hex);
  /* lifted once: made at each motion, the stamp of a million hexes took
   * 136 ms a motion; an edit of the map meanwhile (Undo while the button
   * is held) makes it stale, and it is lifted again */
  g_clear_pointer (&tool->moving, wadi_stamp_free);
  if (tool->moving_area)
    {
      tool->moving = lift_area (tool);
      if (tool->moving_watch == 0)
        tool->moving_watch = g_signal_connect_swapped (tool->document, "changed", G_CALLBACK (drop_lifted), tool);
    }
  tool->moving_to = tool->press_hex;
  g_array_set_size (tool->lasso, 0);
  g_array_append_val (tool->lasso, x);
  g_array_append_val (tool->lasso, y);
  if (!tool->moving_area)
    outline_hexes (tool, board, tool->press_hex);
}

/* Where the area's first hex goes when the drag from the press reaches
 * hex: the stamp's origin (wadi_stamp_new_from_hexes). */
static WadiHex
moved_anchor (WadiTool        *tool,
              const WadiBoard *board,
              WadiHex          hex)
{
  WadiCube from = wadi_hex_to_cube (board->layout, tool->press_hex);
  WadiCube to = wadi_hex_to_cube (board->layout, hex);
  WadiCube origin = wadi_hex_to_cube (board->layout, g_array_index (tool->area, WadiHex, 0));

  return wadi_cube_to_hex (board->layout,
                           (WadiCube) { origin.q + to.q - from.q, origin.r + to.r - from.r, origin.s + to.s - from.s });
}

static void
area_motion (WadiTool         *tool,
             const WadiBoard  *board,
             WadiHex           hex,
             double            x,
             double            y,
             WadiToolModifiers modifiers)
{
  if (tool->moving_area)
    {
      /* the preview, where the area would go, only when the pointer's hex
       * changes */
      if (wadi_hex_equal (hex, tool->moving_to) && tool->preview->len > 0)
        return;
      tool->moving_to = hex;
      g_array_set_size (tool->preview, 0);
      if (tool->moving == NULL && tool->area->len > 0)
        tool->moving = lift_area (tool);
      if (tool->moving != NULL && tool->area->len > 0)
        wadi_stamp_covered (tool->moving, wadi_document_get_scenario (tool->document), moved_anchor (tool, board, hex),
                            tool->preview);
      return;
    }
  g_array_append_val (tool->lasso, x);
  g_array_append_val (tool->lasso, y);
  outline_hexes (tool, board, hex);
}

guint
wadi_tool_area_off_map (WadiTool *tool)
{
  /* the preview holds the moved hexes that land on the map; before the
   * pointer leaves the press's hex nothing moves */
  if (tool->kind != WADI_TOOL_AREA || !tool->moving_area || tool->moving == NULL
      || wadi_hex_equal (tool->moving_to, tool->press_hex))
    return 0;
  return tool->area->len - MIN (tool->preview->len, tool->area->len);
}

gboolean
wadi_tool_area_drag_ghost (WadiTool         *tool,
                           const WadiStamp **stamp,
                           WadiHex          *anchor)
{
  const WadiBoard *board = wadi_tool_current_board (tool);

  if (board == NULL || tool->kind != WADI_TOOL_AREA || !tool->moving_area || tool->moving == NULL
      || wadi_hex_equal (tool->moving_to, tool->press_hex) || tool->area->len == 0
      || tool->area->len > WADI_TOOL_AREA_GHOST_MAX_HEXES)
    return FALSE;
  *stamp = tool->moving;
  *anchor = moved_anchor (tool, board, tool->moving_to);
  return TRUE;
}

gboolean
wadi_tool_get_vacated (WadiTool         *tool,
                       const WadiStamp **stamp,
                       WadiHex          *anchor)
{
  WadiHex to;

  if (!wadi_tool_area_drag_ghost (tool, stamp, &to))
    return FALSE;
  /* the stamp's origin, the area's first hex (wadi_stamp_new_from_hexes) */
  *anchor = g_array_index (tool->area, WadiHex, 0);
  return TRUE;
}

/* The area's contents lifted and put down where the drag ended, one undo
 * step; the area follows them. */
static void
move_area (WadiTool        *tool,
           const WadiBoard *board,
           WadiHex          hex)
{
  g_autoptr(GArray) moved = NULL;
  /* taken: the edits below signal ::changed, which drops what is lifted */
  g_autoptr(WadiStamp) stamp = g_steal_pointer (&tool->moving);
  WadiHex anchor;
  guint64 steps;

  if (wadi_hex_equal (hex, tool->press_hex) || tool->area->len == 0)
    return;
  if (stamp == NULL)
    stamp = lift_area (tool);
  if (stamp == NULL)
    return;
  anchor = moved_anchor (tool, board, hex);
  moved = g_array_new (FALSE, FALSE, sizeof (WadiHex));
  wadi_stamp_covered (stamp, wadi_document_get_scenario (tool->document), anchor, moved);
  steps = wadi_document_get_steps_recorded (tool->document);
  wadi_document_begin_bulk_edit (tool->document, _("Move Selection"));
  wadi_stamp_clear_hexes (tool->document, tool->area, _("Move Selection"));
  wadi_stamp_put (stamp, tool->document, anchor, _("Move Selection"));
  wadi_document_end_edit (tool->document);
  /* a move of blank hexes onto blank hexes is no undo step: remembered,
   * its area would be taken by the next Undo of a real move */
  if (wadi_document_get_steps_recorded (tool->document) != steps)
    remember_move (tool, tool->area, moved);
  wadi_tool_set_area (tool, moved);
}

/* A hex of the map as a key of a set: its index + 1. */
static gpointer
hex_key (const WadiBoard *board,
         WadiHex          hex)
{
  return GUINT_TO_POINTER (wadi_board_index (board, hex) + 1);
}

/* The set of hexes' keys. */
static GHashTable *
hex_set (const WadiBoard *board,
         const GArray    *hexes)
{
  GHashTable *set = g_hash_table_new (NULL, NULL);

  for (guint i = 0; i < hexes->len; i++)
    g_hash_table_add (set, hex_key (board, g_array_index (hexes, WadiHex, i)));
  return set;
}

static void
area_release (WadiTool         *tool,
              const WadiBoard  *board,
              double            x,
              double            y,
              WadiToolModifiers modifiers)
{
  WadiHex hex = wadi_hex_at_point (board->layout, x, y);

  if (tool->moving_area)
    {
      move_area (tool, board, hex);
      return;
    }
  if (modifiers & WADI_TOOL_MOD_CONTROL)
    {
      /* take the outlined hexes away, keeping the others' order */
      g_autoptr(GHashTable) taken = hex_set (board, tool->preview);
      guint kept = 0;

      for (guint k = 0; k < tool->area->len; k++)
        if (!g_hash_table_contains (taken, hex_key (board, g_array_index (tool->area, WadiHex, k))))
          g_array_index (tool->area, WadiHex, kept++) = g_array_index (tool->area, WadiHex, k);
      g_array_set_size (tool->area, kept);
      return;
    }
  if ((modifiers & WADI_TOOL_MOD_SHIFT) == 0)
    g_array_set_size (tool->area, 0);
  {
    /* a set, not a search of the area for each hex: a Shift+drag over a
     * Select All of a million hexes compared ten thousand million pairs */
    g_autoptr(GHashTable) had = hex_set (board, tool->area);

    for (guint i = 0; i < tool->preview->len; i++)
      if (g_hash_table_add (had, hex_key (board, g_array_index (tool->preview, WadiHex, i))))
        g_array_append_val (tool->area, g_array_index (tool->preview, WadiHex, i));
  }
}

const WadiToolFamily wadi_tool_area_family = {
  .press = area_press,
  .motion = area_motion,
  .release = area_release,
};
