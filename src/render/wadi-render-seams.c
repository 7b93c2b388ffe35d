/* wadi-render-seams.c: the boards of the map, as a wargamer lays them out
 *
 * Each board of the map is outlined where it lies, so the seams between
 * boards, and the map's edge, read as they do on a table of printed boards:
 * a line a little stronger than the hex grid, thin enough to leave the
 * terrain under it seen.  An ASL board whose edges cut its half hexes
 * (columns A and GG, rows 0 and 10 of B, D ...) is outlined by the
 * straight edges through those half hexes' centres, where the next board
 * joins it; any other board by the outer hexsides of its edge hexes.  The
 * board's id is printed inside its top-left and bottom-right corners, where
 * hex labels show: the corners of the board's own frame, so a board turned
 * 180 degrees has them in the others (the text itself stays upright).
 *
 * Everything is found in the board's own frame and carried onto the map by
 * the board's place and turn (wadi-map.h), one rigid motion per board.
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "wadi-map.h"
#include "wadi-render-private.h"

/* Where the hex labels do not show, how far inside its corner, in map
 * units of the board's own frame (across, down), a board with half hexes
 * has its id centred. */
#define ID_INSET_X 0.50
#define ID_INSET_Y 0.34
/* Where they show, the id is in a whole hex by the corner, this far
 * below its centre on the map: under the label, above the level number. */
#define ID_BELOW_LABEL 0.08
/* The widest the seam between boards is drawn, in pixels. */
#define SEAM_MAX_PX 3.0

/* A board without cells: enough for wadi_board_contains. */
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

/* The rectangle of the board's hex centres, in its own frame: for a board
 * with half hexes, its edges. */
static void
board_centres (const WadiMapBoard *board,
               double              rect[4])
{
  WadiBoard probe = board_probe (board);

  wadi_render_board_extent (&probe, &rect[0], &rect[1], &rect[2], &rect[3]);
  rect[0] += WADI_HEX_RADIUS;
  rect[1] += WADI_HEX_RADIUS;
  rect[2] -= WADI_HEX_RADIUS;
  rect[3] -= WADI_HEX_RADIUS;
}

/* The path of the rectangle rect of board index's own frame, on the map. */
static void
board_rect_path (cairo_t       *cr,
                 const WadiMap *map,
                 guint          index,
                 const double   rect[4])
{
  WadiSimilarity place = wadi_map_board_frame (map, index);

  for (int k = 0; k < 4; k++)
    {
      double x, y;

      wadi_similarity_apply (&place, rect[k == 1 || k == 2 ? 2 : 0], rect[k < 2 ? 1 : 3], &x, &y);
      if (k == 0)
        cairo_move_to (cr, x, y);
      else
        cairo_line_to (cr, x, y);
    }
  cairo_close_path (cr);
}

gboolean
wadi_render_board_edge_path (cairo_t       *cr,
                             const WadiMap *map,
                             guint          index)
{
  double rect[4];

  if (index >= wadi_map_board_count (map) || !wadi_map_board_has_half_hexes (wadi_map_get_board (map, index)))
    return FALSE;
  board_centres (wadi_map_get_board (map, index), rect);
  board_rect_path (cr, map, index, rect);
  return TRUE;
}

/* The outline's next point: its first begins a sub-path. */
static void
outline_point (cairo_t *cr,
               guint   *n,
               double   x,
               double   y)
{
  if ((*n)++ == 0)
    cairo_move_to (cr, x, y);
  else
    cairo_line_to (cr, x, y);
}

/* Whether the map cuts hex at its board's edge, and the way in: an outer
 * half hex of one board (a half hex between two boards is whole). */
static gboolean
halved_inward (const WadiMap *map,
               WadiHex        hex,
               double        *inward_x,
               double        *inward_y)
{
  guint   boards[2];
  WadiHex local;

  return map != NULL && wadi_map_cut_at_half_hexes (map) && wadi_map_boards_at (map, hex, boards) == 1
         && wadi_map_to_board (map, boards[0], hex, &local)
         && wadi_map_half_hex_inward (map, boards[0], local, inward_x, inward_y);
}

gboolean
wadi_render_hex_is_halved (const WadiMap *map,
                           WadiHex        hex)
{
  double inward_x, inward_y;

  return halved_inward (map, hex, &inward_x, &inward_y);
}

void
wadi_render_hex_outline_path (cairo_t       *cr,
                              const WadiMap *map,
                              WadiGridLayout layout,
                              WadiHex        hex)
{
  double   corners[6][2], inward_x = 0.0, inward_y = 0.0, cx, cy, side[6];
  guint    n = 0;
  gboolean halved = halved_inward (map, hex, &inward_x, &inward_y);

  /* else the outline cut by the edge through the centre, keeping the
   * inward side */
  wadi_hex_center (layout, hex, &cx, &cy);
  for (guint k = 0; k < 6; k++)
    {
      wadi_hex_corner (layout, hex, (WadiVertexIndex) k, &corners[k][0], &corners[k][1]);
      side[k] = halved ? (corners[k][0] - cx) * inward_x + (corners[k][1] - cy) * inward_y : 1.0;
      if (fabs (side[k]) < 1e-9)
        side[k] = 0.0;
    }
  for (guint k = 0; k < 6; k++)
    {
      guint next = (k + 1) % 6;

      if (side[k] >= 0.0)
        outline_point (cr, &n, corners[k][0], corners[k][1]);
      if ((side[k] > 0.0 && side[next] < 0.0) || (side[k] < 0.0 && side[next] > 0.0))
        {
          double t = side[k] / (side[k] - side[next]);

          outline_point (cr, &n, corners[k][0] + t * (corners[next][0] - corners[k][0]),
                         corners[k][1] + t * (corners[next][1] - corners[k][1]));
        }
    }
  cairo_close_path (cr);
}

/* The outer hexsides of a board without half hexes, near the frame: only
 * the board's own hexes under the frame (found in its own frame) are
 * looked at, so a tile far from the board's edges costs nothing. */
static void
outline_hexsides (WadiFrame *frame,
                  guint      index)
{
  const WadiMap      *map = frame->scenario->map;
  const WadiMapBoard *board = wadi_map_get_board (map, index);
  WadiBoard           probe = board_probe (board);
  WadiSimilarity      place, back = WADI_SIMILARITY_IDENTITY;
  int                 col0 = G_MAXINT, row0 = G_MAXINT, col1 = G_MININT, row1 = G_MININT;

  place = wadi_map_board_frame (map, index);
  wadi_similarity_invert (&place, &back);
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 2; j++)
      {
        double  x, y;
        WadiHex at;

        wadi_similarity_apply (&back, frame->view[i * 2] + (i == 0 ? -1.0 : 1.0),
                               frame->view[1 + j * 2] + (j == 0 ? -1.0 : 1.0), &x, &y);
        at = wadi_hex_at_point (board->layout, x, y);
        col0 = MIN (col0, at.col - 1);
        col1 = MAX (col1, at.col + 1);
        row0 = MIN (row0, at.row - 1);
        row1 = MAX (row1, at.row + 1);
      }
  col0 = MAX (col0, 0);
  row0 = MAX (row0, 0);
  col1 = MIN (col1, board->cols - 1);
  row1 = MIN (row1, board->rows - 1);

  for (int row = row0; row <= row1; row++)
    for (int col = col0; col <= col1; col++)
      {
        WadiHex local = { col, row };
        WadiHex hex;
        double  x, y;

        /* the edge two deep: the stagger and the missing A0, C0 ... */
        if (row > 1 && row < board->rows - 2 && col > 1 && col < board->cols - 2)
          {
            col = MAX (col, board->cols - 2) - 1;
            continue;
          }
        if (!wadi_board_contains (&probe, local))
          continue;
        hex = wadi_map_to_map (map, index, local);
        wadi_frame_center (frame, hex, &x, &y);
        if (x < frame->view[0] - 1.0 || x > frame->view[2] + 1.0 || y < frame->view[1] - 1.0
            || y > frame->view[3] + 1.0)
          continue;
        for (WadiDirection d = 0; d < WADI_DIRECTION_COUNT; d++)
          if (!wadi_board_contains (&probe, wadi_hex_neighbor (board->layout, local, d)))
            wadi_frame_side_path (frame, (WadiHexside) { hex, wadi_map_board_direction (board, d) });
      }
}

void
wadi_render_seam_layer (WadiFrame *frame)
{
  const WadiMap *map = frame->scenario->map;
  cairo_t       *cr = frame->cr;
  WadiRgb        seam = wadi_style_seam ();

  /* over the far-zoom image, only where boards meet: a lone board's
   * edge is the table's */
  if (map->grid == NULL || (frame->zoom < WADI_RENDER_FAR_ZOOM && wadi_map_board_count (map) < 2))
    return;
  cairo_save (cr);
  cairo_new_path (cr);
  for (guint i = 0; i < wadi_map_board_count (map); i++)
    {
      const WadiMapBoard *board = wadi_map_get_board (map, i);

      if (wadi_map_board_has_half_hexes (board))
        {
          double rect[4];

          board_centres (board, rect);
          board_rect_path (cr, map, i, rect);
        }
      else
        {
          outline_hexsides (frame, i);
        }
    }
  /* one stroke: where two boards' outlines run together, drawn once */
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_MITER);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_SQUARE);
  wadi_frame_set_color (frame, seam);
  /* a line where boards meet, not artwork: at 400 px a hex a twentieth of
   * a hex was a band that read as a wall */
  cairo_set_line_width (cr, MIN (wadi_frame_width (frame, 0.045, 2.0), SEAM_MAX_PX * frame->pixel));
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* Adds to the path the rectangles the boards' outer half hexes are cut
 * to (each board's, as it lies): the map as it shows, where every board
 * has half hexes (their outlines are then their rectangles).  FALSE, and
 * nothing added, where the map is shown otherwise or one board covers the
 * frame's whole rectangle: nothing there is beyond the map. */
static gboolean
add_board_rects (WadiFrame *frame)
{
  const WadiMap *map = frame->scenario->map;

  if (map->grid == NULL || !wadi_map_cut_at_half_hexes (map))
    return FALSE;
  for (guint i = 0; i < wadi_map_board_count (map); i++)
    {
      double         rect[4];
      WadiSimilarity place = wadi_map_board_frame (map, i), back = WADI_SIMILARITY_IDENTITY;
      gboolean       inside = TRUE;

      board_centres (wadi_map_get_board (map, i), rect);
      wadi_similarity_invert (&place, &back);
      /* boards do not overlap */
      for (int k = 0; k < 4 && inside; k++)
        {
          double x = frame->view[k & 1 ? 2 : 0], y = frame->view[k & 2 ? 3 : 1];
          double bx, by;

          wadi_similarity_apply (&back, x, y, &bx, &by);
          inside = bx > rect[0] && bx < rect[2] && by > rect[1] && by < rect[3];
        }
      if (inside)
        return FALSE;
    }
  for (guint i = 0; i < wadi_map_board_count (map); i++)
    {
      double rect[4];

      board_centres (wadi_map_get_board (map, i), rect);
      board_rect_path (frame->cr, map, i, rect);
    }
  return TRUE;
}

/* The table over what lies beyond the map's outer edge: the halves of
 * the outer half hexes the boards' edges cut away.  A big rectangle and
 * the boards' rectangles, filled even-odd, so a tile inside the boards
 * costs one fill of nothing. */
void
wadi_render_mask_layer (WadiFrame *frame)
{
  cairo_t *cr = frame->cr;
  WadiRgb  table = frame->request->paper ? wadi_style_paper () : wadi_style_table ();
  double   margin = 2.0 * WADI_RENDER_SPILL + 1.0;

  cairo_save (cr);
  cairo_new_path (cr);
  cairo_rectangle (cr, frame->view[0] - margin, frame->view[1] - margin, frame->view[2] - frame->view[0] + 2.0 * margin,
                   frame->view[3] - frame->view[1] + 2.0 * margin);
  if (add_board_rects (frame))
    {
      cairo_set_fill_rule (cr, CAIRO_FILL_RULE_EVEN_ODD);
      wadi_frame_set_color (frame, table);
      cairo_fill (cr);
    }
  cairo_new_path (cr);
  cairo_restore (cr);
}

void
wadi_render_clip_to_map (WadiFrame *frame)
{
  cairo_new_path (frame->cr);
  if (add_board_rects (frame))
    cairo_clip (frame->cr);
  cairo_new_path (frame->cr);
}

/* The centre of the board's top-left whole hex (or bottom-right, last),
 * in its own frame: the corner's, or, where the edges cut the corner
 * hexes in half, the one diagonally in from it; or its neighbour along
 * the edge where the board lacks that hex. */
static void
corner_hex_centre (const WadiMapBoard *board,
                   gboolean            last,
                   double             *x,
                   double             *y)
{
  WadiBoard probe = board_probe (board);
  int       in = wadi_map_board_has_half_hexes (board) ? 1 : 0;
  int       col = last ? board->cols - 1 - in : in, row = last ? board->rows - 1 - in : in;
  int       step = last ? -1 : 1;
  WadiHex   tries[3] = { { col, row }, { col + step, row }, { col, row + step } };

  for (guint i = 0; i < G_N_ELEMENTS (tries); i++)
    if (wadi_board_contains (&probe, tries[i]))
      {
        wadi_hex_center (board->layout, tries[i], x, y);
        return;
      }
  wadi_hex_center (board->layout, tries[0], x, y);
}

guint
wadi_render_board_id_spots (WadiFrame *frame,
                            double     id_px,
                            gboolean   labels,
                            GArray    *spots)
{
  const WadiMap *map = frame->scenario->map;
  guint          n = 0;

  if (map->grid == NULL)
    return 0;
  for (guint i = 0; i < wadi_map_board_count (map); i++)
    {
      const WadiMapBoard *board = wadi_map_get_board (map, i);
      double              rect[4];
      WadiSimilarity      place = wadi_map_board_frame (map, i);
      WadiRenderBoardId   spot = { i, 0.0, 0.0 };
      double              below = 0.0;

      if (board->id == NULL || board->id[0] == '\0')
        continue;
      /* top left and bottom right, in the board's own frame */
      if (wadi_map_board_has_half_hexes (board) && !labels)
        {
          /* inside the corner the edges cut through the half hexes, and
           * far out, where the id is larger than a hex, far enough that
           * it stays on the board (glyphs about 0.6 of the size wide,
           * capitals 0.72 of it high, 3 px from the edges) */
          double inset_x = MAX (ID_INSET_X, (strlen (board->id) * 0.3 * id_px + 3.0) / frame->zoom);
          double inset_y = MAX (ID_INSET_Y, (0.36 * id_px + 3.0) / frame->zoom);

          board_centres (board, rect);
          rect[0] += inset_x;
          rect[1] += inset_y;
          rect[2] -= inset_x;
          rect[3] -= inset_y;
        }
      else
        {
          /* a corner's half hexes have their labels where the id would
           * go: in a whole hex, under its label, which is at the top of
           * the hex on the map however the board is turned */
          corner_hex_centre (board, FALSE, &rect[0], &rect[1]);
          corner_hex_centre (board, TRUE, &rect[2], &rect[3]);
          below = ID_BELOW_LABEL;
        }
      wadi_similarity_apply (&place, rect[0], rect[1], &spot.x, &spot.y);
      spot.y += below;
      g_array_append_val (spots, spot);
      wadi_similarity_apply (&place, rect[2], rect[3], &spot.x, &spot.y);
      spot.y += below;
      g_array_append_val (spots, spot);
      n += 2;
    }
  return n;
}
