/* wadi-render-sides.c: the hexside layer and the grid
 *
 * Each hexside is stored once, by the hex that sees it as direction 0, 1
 * or 2 (board edge hexsides by the ring of hexes around the board), so the
 * layer walks the owners and draws each hexside exactly once.
 */
#include "config.h"

#include <math.h>

#include "wadi-render-private.h"

#define RGB(hex) ((WadiRgb) { ((hex) >> 16 & 0xff) / 255.0, ((hex) >> 8 & 0xff) / 255.0, ((hex) & 0xff) / 255.0 })

typedef struct
{
  double ax, ay, bx, by;  /* the hexside's ends */
  double nx, ny;          /* unit normal, pointing into the owner hex */
  double length;
} SideGeometry;

static void
side_geometry (WadiFrame    *frame,
               WadiHexside   side,
               SideGeometry *g)
{
  double cx, cy, mx, my, nl;

  wadi_frame_side_ends (frame, side, &g->ax, &g->ay, &g->bx, &g->by);
  wadi_hex_center (frame->layout, side.hex, &cx, &cy);
  mx = (g->ax + g->bx) / 2.0;
  my = (g->ay + g->by) / 2.0;
  nl = hypot (cx - mx, cy - my);
  g->nx = (cx - mx) / nl;
  g->ny = (cy - my) / nl;
  g->length = hypot (g->bx - g->ax, g->by - g->ay);
}

/* A jagged line along the hexside, offset into the owner hex by inset and
 * with teeth of the given depth: how maps print cliffs. */
static void
jagged_path (WadiFrame          *frame,
             const SideGeometry *g,
             double              inset,
             double              depth)
{
  cairo_t *cr = frame->cr;
  const int teeth = 6;
  double ox = g->nx * inset;
  double oy = g->ny * inset;

  cairo_move_to (cr, g->ax + ox, g->ay + oy);
  for (int i = 1; i <= teeth * 2; i++)
    {
      double t = i / (double) (teeth * 2);
      double out = (i % 2 == 1) ? depth : 0.0;

      cairo_line_to (cr,
                     g->ax + (g->bx - g->ax) * t + ox + g->nx * out,
                     g->ay + (g->by - g->ay) * t + oy + g->ny * out);
    }
}

static void
straight_path (WadiFrame          *frame,
               const SideGeometry *g,
               double              inset)
{
  cairo_move_to (frame->cr, g->ax + g->nx * inset, g->ay + g->ny * inset);
  cairo_line_to (frame->cr, g->bx + g->nx * inset, g->by + g->ny * inset);
}

/* Insets point into the owner hex; a feature that belongs to the lower
 * hex (the depression) is drawn on that side. */
static double
toward_depression (WadiFrame  *frame,
                   WadiHexside side)
{
  WadiHex other = wadi_hexside_other_hex (frame->layout, side);
  gboolean owner_low = wadi_board_contains (frame->board, side.hex)
                       && wadi_board_cell (frame->board, side.hex)->depression != WADI_DEPRESSION_NONE;
  gboolean other_low = wadi_board_contains (frame->board, other)
                       && wadi_board_cell (frame->board, other)->depression != WADI_DEPRESSION_NONE;

  if (owner_low == other_low)
    return 0.0;
  return owner_low ? 1.0 : -1.0;
}

static gboolean
is_depression_hex (WadiFrame *frame,
                   WadiHex    hex)
{
  return wadi_board_contains (frame->board, hex)
         && wadi_board_cell (frame->board, hex)->depression != WADI_DEPRESSION_NONE;
}

static void
draw_side (WadiFrame  *frame,
           WadiHexside side,
           guint       features)
{
  cairo_t *cr = frame->cr;
  SideGeometry g;

  side_geometry (frame, side, &g);
  cairo_save (cr);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_MITER);

  if (features & WADI_SIDE_WOODS)
    {
      straight_path (frame, &g, 0.0);
      wadi_frame_set_color (frame, RGB (0x4f7f30));
      cairo_set_line_width (cr, wadi_frame_width (frame, 0.12, 2.0));
      cairo_stroke (cr);
    }
  if (features & WADI_SIDE_WADI)
    {
      /* F5.11: the wadi runs along the hexside */
      straight_path (frame, &g, 0.0);
      wadi_frame_set_color (frame, wadi_style_depression_edge (WADI_DEPRESSION_WADI));
      cairo_set_line_width (cr, wadi_frame_width (frame, 0.2, 3.0));
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      cairo_stroke_preserve (cr);
      wadi_frame_set_color (frame, wadi_style_depression_bed (WADI_DEPRESSION_WADI));
      cairo_set_line_width (cr, wadi_frame_width (frame, 0.13, 2.0));
      cairo_stroke (cr);
    }
  if ((features & WADI_SIDE_DEPRESSION)
      && !is_depression_hex (frame, side.hex)
      && !is_depression_hex (frame, wadi_hexside_other_hex (frame->layout, side)))
    {
      /* a depression hexside between two hexes that are not depressions:
       * a short channel across it, so it is not lost */
      double mx = (g.ax + g.bx) / 2.0, my = (g.ay + g.by) / 2.0;

      cairo_move_to (cr, mx + g.nx * 0.16, my + g.ny * 0.16);
      cairo_line_to (cr, mx - g.nx * 0.16, my - g.ny * 0.16);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      wadi_frame_set_color (frame, wadi_style_depression_edge (WADI_DEPRESSION_GULLY));
      cairo_set_line_width (cr, wadi_frame_width (frame, 0.12, 2.0));
      cairo_stroke (cr);
    }
  if (features & WADI_SIDE_CREST_LINE)
    {
      double dashes[2] = { wadi_frame_width (frame, 0.09, 4.0), wadi_frame_width (frame, 0.06, 3.0) };

      straight_path (frame, &g, 0.0);
      cairo_set_dash (cr, dashes, 2, 0.0);
      wadi_frame_set_color (frame, RGB (0x8a4f1c));
      cairo_set_line_width (cr, wadi_frame_width (frame, 0.05, 2.0));
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0.0);
    }
  if (features & WADI_SIDE_HEDGE)
    {
      double dashes[2] = { 0.0, wadi_frame_width (frame, 0.07, 3.0) };

      straight_path (frame, &g, 0.0);
      wadi_frame_set_color (frame, RGB (0x2c5a1c));
      cairo_set_line_width (cr, wadi_frame_width (frame, 0.035, 1.5));
      cairo_stroke_preserve (cr);
      /* round dots along the line: the bushes */
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      cairo_set_dash (cr, dashes, 2, 0.0);
      cairo_set_line_width (cr, wadi_frame_width (frame, 0.08, 3.0));
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0.0);
    }
  if (features & WADI_SIDE_WALL)
    {
      straight_path (frame, &g, 0.0);
      cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
      cairo_set_line_width (cr, wadi_frame_width (frame, 0.085, 3.0));
      cairo_stroke_preserve (cr);
      cairo_set_source_rgb (cr, 0.62, 0.6, 0.56);
      cairo_set_line_width (cr, wadi_frame_width (frame, 0.05, 1.5));
      cairo_stroke (cr);
    }
  if (features & WADI_SIDE_SLOPE)
    {
      /* hachures into the owner hex, downhill */
      for (int i = 1; i <= 4; i++)
        {
          double t = i / 5.0;
          double x = g.ax + (g.bx - g.ax) * t, y = g.ay + (g.by - g.ay) * t;

          cairo_move_to (cr, x, y);
          cairo_line_to (cr, x + g.nx * 0.09, y + g.ny * 0.09);
        }
      straight_path (frame, &g, 0.0);
      cairo_set_source_rgb (cr, 0.45, 0.3, 0.12);
      cairo_set_line_width (cr, wadi_frame_width (frame, 0.025, 1.2));
      cairo_stroke (cr);
    }
  if (features & WADI_SIDE_DEPRESSION_CLIFF)
    {
      double into = toward_depression (frame, side);
      /* on the depression's side of the hexside, teeth pointing into it */
      double inset = (features & WADI_SIDE_CLIFF) ? 0.05 * (into != 0.0 ? into : 1.0) : 0.0;

      jagged_path (frame, &g, inset, 0.05 * (into != 0.0 ? into : 1.0));
      cairo_set_source_rgb (cr, 0.27, 0.15, 0.05);
      cairo_set_line_width (cr, wadi_frame_width (frame, 0.03, 1.5));
      cairo_stroke (cr);
    }
  if (features & WADI_SIDE_CLIFF)
    {
      jagged_path (frame, &g, 0.0, -0.07);
      straight_path (frame, &g, 0.0);
      cairo_set_source_rgb (cr, 0.0, 0.0, 0.0);
      cairo_set_line_width (cr, wadi_frame_width (frame, 0.035, 1.8));
      cairo_stroke (cr);
    }
  cairo_restore (cr);
}

static gboolean
side_in_view (WadiFrame  *frame,
              WadiHexside side)
{
  return wadi_render_hex_in_view (&frame->request->view, frame->layout, side.hex)
         || wadi_render_hex_in_view (&frame->request->view, frame->layout,
                                     wadi_hexside_other_hex (frame->layout, side));
}

/* Thin brown lines where the ground level changes: the contours. */
static void
draw_contours (WadiFrame *frame)
{
  cairo_t *cr = frame->cr;
  gboolean any = FALSE;

  for (guint i = 0; i < frame->visible->len; i++)
    {
      WadiHex hex = g_array_index (frame->visible, WadiHex, i);
      int level = wadi_board_cell (frame->board, hex)->level;

      for (WadiDirection d = 0; d < WADI_DIRECTION_COUNT; d++)
        {
          WadiHex next = wadi_hex_neighbor (frame->layout, hex, d);
          double ax, ay, bx, by;

          /* each pair once: from the higher hex */
          if (!wadi_board_contains (frame->board, next)
              || wadi_board_cell (frame->board, next)->level >= level)
            continue;
          wadi_frame_side_ends (frame, (WadiHexside) { hex, d }, &ax, &ay, &bx, &by);
          cairo_move_to (cr, ax, ay);
          cairo_line_to (cr, bx, by);
          any = TRUE;
        }
    }
  if (!any)
    return;
  cairo_set_source_rgb (cr, 0.42, 0.27, 0.1);
  cairo_set_line_width (cr, wadi_frame_width (frame, 0.025, 1.0));
  cairo_stroke (cr);
}

void
wadi_render_hexside_layer (WadiFrame *frame)
{
  const WadiBoard *board = frame->board;
  int col0 = MAX (frame->col0 - 1, -1), col1 = MIN (frame->col1 + 1, board->cols);
  int row0 = MAX (frame->row0 - 1, -1), row1 = MIN (frame->row1 + 1, board->rows);

  cairo_save (frame->cr);
  draw_contours (frame);
  for (int row = row0; row <= row1; row++)
    for (int col = col0; col <= col1; col++)
      {
        WadiHex owner = { col, row };
        const WadiHexSides *sides = &board->sides[wadi_board_side_slot (board, owner)];

        for (WadiDirection d = 0; d < 3; d++)
          {
            WadiHexside side = { owner, d };

            if (sides->side[d] == 0 || !side_in_view (frame, side))
              continue;
            draw_side (frame, side, sides->side[d]);
            frame->stats->hexsides++;
          }
      }
  cairo_restore (frame->cr);
}

/* Outlines, level numbers and labels: the grid a player counts hexes by. */
void
wadi_render_grid_layer (WadiFrame *frame)
{
  cairo_t *cr = frame->cr;
  const WadiRenderRequest *request = frame->request;

  if (frame->zoom < WADI_RENDER_OUTLINE_ZOOM)
    return;

  if (request->show_grid)
    {
      for (guint i = 0; i < frame->visible->len; i++)
        {
          WadiHex hex = g_array_index (frame->visible, WadiHex, i);

          /* directions 0-2 for every hex, 3-5 only along the board edge */
          for (WadiDirection d = 0; d < WADI_DIRECTION_COUNT; d++)
            {
              double ax, ay, bx, by;

              if (d >= 3 && wadi_board_contains (frame->board, wadi_hex_neighbor (frame->layout, hex, d)))
                continue;
              wadi_frame_side_ends (frame, (WadiHexside) { hex, d }, &ax, &ay, &bx, &by);
              cairo_move_to (cr, ax, ay);
              cairo_line_to (cr, bx, by);
            }
        }
      cairo_save (cr);
      /* hairlines: antialiasing tens of thousands of them costs more
       * than the rest of the frame */
      if (frame->zoom < WADI_RENDER_DETAIL_ZOOM)
        cairo_set_antialias (cr, CAIRO_ANTIALIAS_NONE);
      cairo_set_source_rgba (cr, 0.25, 0.22, 0.18, frame->zoom >= WADI_RENDER_DETAIL_ZOOM ? 0.55 : 0.3);
      cairo_set_line_width (cr, frame->pixel);
      cairo_stroke (cr);
      cairo_restore (cr);
    }

  if (frame->zoom >= WADI_RENDER_DETAIL_ZOOM)
    for (guint i = 0; i < frame->visible->len; i++)
      {
        WadiHex hex = g_array_index (frame->visible, WadiHex, i);
        const WadiHexCell *cell = wadi_board_cell (frame->board, hex);
        double cx, cy;
        char text[16];

        if (cell->level == 0)
          continue;
        wadi_hex_center (frame->layout, hex, &cx, &cy);
        g_snprintf (text, sizeof text, "%d", cell->level);
        wadi_frame_text (frame, cx - 0.25, cy + 0.18, text, MAX (0.17 * frame->zoom, 8.0), TRUE,
                         RGB (0x5a3a14));
      }

  if (request->show_labels && frame->zoom >= WADI_RENDER_LABEL_ZOOM)
    for (guint i = 0; i < frame->visible->len; i++)
      {
        WadiHex hex = g_array_index (frame->visible, WadiHex, i);
        g_autofree char *label = wadi_board_hex_label (frame->board, hex);
        double cx, cy;

        wadi_hex_center (frame->layout, hex, &cx, &cy);
        wadi_frame_text (frame, cx, cy - 0.37, label, MAX (0.12 * frame->zoom, 7.0), FALSE,
                         RGB (0x2a2520));
      }
}
