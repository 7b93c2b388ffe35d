/* wadi-render-sides.c: the hexside layer, the contours and the grid
 *
 * Each hexside is stored once, by the hex that sees it as direction 0, 1
 * or 2 (board edge hexsides by the ring of hexes around the board), so the
 * layer walks the owners and draws each hexside exactly once.  The
 * hexsides with a feature are gathered first, then each feature is drawn
 * for all of them as one path: a handful of strokes per frame.
 *
 * As printed: a cliff is a heavy black jagged line; a depression cliff is
 * a row of black teeth on the depression's side of the hexside; a crest
 * line is a dashed brown line.
 */
#include "config.h"

#include <math.h>

#include "wadi-render-private.h"

typedef struct
{
  WadiHexside side;
  guint       features;
  double      ax, ay, bx, by; /* the hexside's ends */
  double      nx, ny;         /* unit normal, pointing into the owner hex */
} DrawnSide;

static void
side_geometry (WadiFrame *frame,
               DrawnSide *g)
{
  double cx, cy, mx, my, nl;

  wadi_frame_side_ends (frame, g->side, &g->ax, &g->ay, &g->bx, &g->by);
  wadi_frame_center (frame, g->side.hex, &cx, &cy);
  mx = (g->ax + g->bx) / 2.0;
  my = (g->ay + g->by) / 2.0;
  nl = hypot (cx - mx, cy - my);
  g->nx = (cx - mx) / nl;
  g->ny = (cy - my) / nl;
}

/* The hexside itself, end to end. */
static void
side_line (WadiFrame       *frame,
           const DrawnSide *g)
{
  cairo_move_to (frame->cr, g->ax, g->ay);
  cairo_line_to (frame->cr, g->bx, g->by);
}

/* The height of the ground a unit stands on in a hex: a depression's
 * floor, else the hex's level. */
static gboolean
hex_height (WadiFrame *frame,
            WadiHex    hex,
            int       *height)
{
  const WadiHexCell *cell;

  if (!wadi_board_contains (frame->grid, hex))
    return FALSE;
  cell = wadi_board_cell (frame->grid, hex);
  *height = cell->depression != WADI_DEPRESSION_NONE ? cell->floor : cell->level;
  return TRUE;
}

static gboolean
is_depression_hex (WadiFrame *frame,
                   WadiHex    hex)
{
  return wadi_board_contains (frame->grid, hex)
         && wadi_board_cell (frame->grid, hex)->depression != WADI_DEPRESSION_NONE;
}

/* +1 when the owner hex is the low side of the hexside (the depression,
 * or the lower ground), -1 when the other hex is, and fallback when
 * neither can be told. */
static double
low_side (WadiFrame       *frame,
          const DrawnSide *g,
          double           fallback)
{
  WadiHex  other = wadi_hexside_other_hex (frame->layout, g->side);
  gboolean owner_low = is_depression_hex (frame, g->side.hex);
  gboolean other_low = is_depression_hex (frame, other);
  int      owner_height, other_height;

  if (owner_low != other_low)
    return owner_low ? 1.0 : -1.0;
  if (hex_height (frame, g->side.hex, &owner_height) && hex_height (frame, other, &other_height)
      && owner_height != other_height)
    return owner_height < other_height ? 1.0 : -1.0;
  return fallback;
}

/* A heavy zigzag on the hexside: a cliff; zoomed out, a heavy line. */
static void
cliff_path (WadiFrame       *frame,
            const DrawnSide *g)
{
  cairo_t  *cr = frame->cr;
  const int points = 9;
  double    depth = 0.045;

  if (frame->zoom < WADI_RENDER_DETAIL_ZOOM)
    {
      side_line (frame, g);
      return;
    }

  cairo_move_to (cr, g->ax, g->ay);
  for (int i = 1; i < points; i++)
    {
      double t = i / (double) points;
      double out = (i % 2 == 1) ? depth : -depth;

      cairo_line_to (cr, g->ax + (g->bx - g->ax) * t + g->nx * out,
                     g->ay + (g->by - g->ay) * t + g->ny * out);
    }
  cairo_line_to (cr, g->bx, g->by);
}

/* Filled teeth along the hexside, pointing into the side given (+1: the
 * owner hex): a depression cliff, seen from the depression. */
static void
teeth_path (WadiFrame       *frame,
            const DrawnSide *g,
            double           into)
{
  cairo_t  *cr = frame->cr;
  const int teeth = 5;
  double    depth = wadi_frame_width (frame, 0.1, 3.0) * into;

  for (int i = 0; i < teeth; i++)
    {
      double t0 = (i + 0.1) / teeth, t1 = (i + 0.5) / teeth, t2 = (i + 0.9) / teeth;

      cairo_move_to (cr, g->ax + (g->bx - g->ax) * t0, g->ay + (g->by - g->ay) * t0);
      cairo_line_to (cr, g->ax + (g->bx - g->ax) * t1 + g->nx * depth,
                     g->ay + (g->by - g->ay) * t1 + g->ny * depth);
      cairo_line_to (cr, g->ax + (g->bx - g->ax) * t2, g->ay + (g->by - g->ay) * t2);
      cairo_close_path (cr);
    }
}

/* Appends the paths of one feature for every hexside that has it;
 * returns whether there was any. */
static gboolean
feature_path (WadiFrame *frame,
              GArray    *sides,
              guint      feature,
              void (*path) (WadiFrame       *frame,
                            const DrawnSide *g))
{
  gboolean any = FALSE;

  for (guint i = 0; i < sides->len; i++)
    {
      const DrawnSide *g = &g_array_index (sides, DrawnSide, i);

      if ((g->features & feature) == 0)
        continue;
      path (frame, g);
      any = TRUE;
    }
  return any;
}

static void
slope_path (WadiFrame       *frame,
            const DrawnSide *g)
{
  /* hachures into the owner hex, downhill */
  for (int i = 1; i <= 4; i++)
    {
      double t = i / 5.0;
      double x = g->ax + (g->bx - g->ax) * t, y = g->ay + (g->by - g->ay) * t;

      cairo_move_to (frame->cr, x, y);
      cairo_line_to (frame->cr, x + g->nx * 0.09, y + g->ny * 0.09);
    }
  side_line (frame, g);
}

/* A depression hexside between two hexes that are not depressions: a
 * short channel across it, so it is not lost. */
static void
crossing_path (WadiFrame       *frame,
               const DrawnSide *g)
{
  double mx = (g->ax + g->bx) / 2.0, my = (g->ay + g->by) / 2.0;

  if (is_depression_hex (frame, g->side.hex)
      || is_depression_hex (frame, wadi_hexside_other_hex (frame->layout, g->side)))
    return;
  cairo_move_to (frame->cr, mx + g->nx * 0.16, my + g->ny * 0.16);
  cairo_line_to (frame->cr, mx - g->nx * 0.16, my - g->ny * 0.16);
}

static void
depression_cliff_path (WadiFrame       *frame,
                       const DrawnSide *g)
{
  teeth_path (frame, g, low_side (frame, g, 1.0));
}

/* The next n steps, each a stroke or a fill of the path of feature (in
 * now[]); whether any of them is drawn and there is such a path. */
static gboolean
feature_steps (WadiFrame *frame,
               GArray    *sides,
               guint      feature,
               void (*path) (WadiFrame       *frame,
                             const DrawnSide *g),
               gboolean *now,
               guint     n)
{
  gboolean any = FALSE;

  for (guint i = 0; i < n; i++)
    any |= now[i] = wadi_frame_step (frame, TRUE);
  return any && feature_path (frame, sides, feature, path);
}

static void
stroke (WadiFrame *frame,
        gboolean   now,
        WadiRgb    color,
        double     width)
{
  wadi_frame_set_color (frame, color);
  cairo_set_line_width (frame->cr, width);
  wadi_frame_stroke_step (frame, now, FALSE);
}

/* One of the strokes of a feature's path, the widest first: a casing,
 * then what lies in it. */
typedef struct
{
  WadiRgb color;
  double  width;  /* in map units */
  double  min_px; /* at the least, in pixels */
} Stroke;

/* Strokes the path once for each of n strokes, each a step of its own. */
static void
strokes (WadiFrame      *frame,
         const gboolean *now,
         const Stroke   *list,
         guint           n)
{
  cairo_path_t *path = cairo_copy_path (frame->cr);

  for (guint i = 0; i < n; i++)
    {
      if (i > 0)
        cairo_append_path (frame->cr, path);
      stroke (frame, now[i], list[i].color, wadi_frame_width (frame, list[i].width, list[i].min_px));
    }
  cairo_path_destroy (path);
}

/* Each stroke and fill of the features a step of its own: where two
 * bands' features meet, one's casing never covers the other's line.
 * FEATURE_STEPS of them. */
#define FEATURE_STEPS 15
static void
draw_features (WadiFrame *frame,
               GArray    *sides)
{
  cairo_t *cr = frame->cr;
  gboolean now[3];

  if (feature_steps (frame, sides, WADI_SIDE_WOODS, side_line, now, 1))
    stroke (frame, now[0], WADI_RGB (0x4f7f30), wadi_frame_width (frame, 0.12, 2.0));

  /* F5.11: the wadi runs along the hexside, drawn as a narrow wadi */
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  if (feature_steps (frame, sides, WADI_SIDE_WADI, side_line, now, 3))
    strokes (frame, now,
             (Stroke[]) { { wadi_style_depression_edge (WADI_DEPRESSION_WADI), 0.26, 5.0 },
                          { wadi_style_depression_bank (WADI_DEPRESSION_WADI), 0.2, 3.5 },
                          { wadi_style_depression_bed (WADI_DEPRESSION_WADI), 0.12, 2.0 } },
             3);
  if (feature_steps (frame, sides, WADI_SIDE_DEPRESSION, crossing_path, now, 2))
    strokes (frame, now,
             (Stroke[]) { { wadi_style_depression_edge (WADI_DEPRESSION_GULLY), 0.16, 3.0 },
                          { wadi_style_depression_bed (WADI_DEPRESSION_GULLY), 0.1, 1.5 } },
             2);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);

  if (feature_steps (frame, sides, WADI_SIDE_CREST_LINE, side_line, now, 1))
    {
      double dashes[2] = { wadi_frame_width (frame, 0.1, 4.0), wadi_frame_width (frame, 0.06, 3.0) };

      cairo_set_dash (cr, dashes, 2, 0.0);
      stroke (frame, now[0], WADI_RGB (0x7a4414), wadi_frame_width (frame, 0.055, 2.0));
      cairo_set_dash (cr, NULL, 0, 0.0);
    }
  if (feature_steps (frame, sides, WADI_SIDE_HEDGE, side_line, now, 2))
    {
      double        dashes[2] = { 0.0, wadi_frame_width (frame, 0.07, 3.0) };
      cairo_path_t *path = cairo_copy_path (cr);

      stroke (frame, now[0], WADI_RGB (0x2c5a1c), wadi_frame_width (frame, 0.035, 1.5));
      /* round dots along the line: the bushes */
      cairo_append_path (cr, path);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      cairo_set_dash (cr, dashes, 2, 0.0);
      stroke (frame, now[1], WADI_RGB (0x2c5a1c), wadi_frame_width (frame, 0.08, 3.0));
      cairo_set_dash (cr, NULL, 0, 0.0);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
      cairo_path_destroy (path);
    }
  if (feature_steps (frame, sides, WADI_SIDE_WALL, side_line, now, 2))
    strokes (frame, now, (Stroke[]) { { WADI_RGB (0x1a1a1a), 0.085, 3.0 }, { WADI_RGB (0x9e9a8f), 0.05, 1.5 } }, 2);
  if (feature_steps (frame, sides, WADI_SIDE_SLOPE, slope_path, now, 1))
    stroke (frame, now[0], WADI_RGB (0x734d1f), wadi_frame_width (frame, 0.025, 1.2));

  if (feature_steps (frame, sides, WADI_SIDE_DEPRESSION_CLIFF, depression_cliff_path, now, 2))
    {
      cairo_set_source_rgb (cr, 0.0, 0.0, 0.0);
      if (now[0])
        cairo_fill (cr);
      else
        cairo_new_path (cr);
      feature_path (frame, sides, WADI_SIDE_DEPRESSION_CLIFF, side_line);
      stroke (frame, now[1], WADI_RGB (0x000000), wadi_frame_width (frame, 0.03, 1.5));
    }
  if (feature_steps (frame, sides, WADI_SIDE_CLIFF, cliff_path, now, 1))
    {
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_MITER);
      stroke (frame, now[0], WADI_RGB (0x000000), wadi_frame_width (frame, 0.06, 2.5));
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
    }
}

/* Thin brown lines where the ground level changes: the contours.  Each
 * pair of neighbours once, from the hex that owns their hexside. */
static void
draw_contours (WadiFrame *frame)
{
  cairo_t *cr = frame->cr;
  gboolean any = FALSE;

  for (guint i = 0; i < frame->visible->len; i++)
    {
      WadiHex hex = g_array_index (frame->visible, WadiHex, i);
      int     level = wadi_board_cell (frame->grid, hex)->level;

      for (WadiDirection d = 0; d < 3; d++)
        {
          WadiHex next = wadi_frame_neighbor (frame, hex, d);

          if (!wadi_board_contains (frame->grid, next)
              || wadi_board_cell (frame->grid, next)->level == level)
            continue;
          wadi_frame_side_path (frame, (WadiHexside) { hex, d });
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
  const WadiBoard *board = frame->grid;
  int              col0 = MAX (frame->col0 - 1, -1), col1 = MIN (frame->col1 + 1, board->cols);
  int              row0 = MAX (frame->row0 - 1, -1), row1 = MIN (frame->row1 + 1, board->rows);
  double           x0 = frame->view[0] - 1.0, y0 = frame->view[1] - 1.0;
  double           x1 = frame->view[2] + 1.0, y1 = frame->view[3] + 1.0;
  guint            first;
  g_autoptr(GArray) sides = g_array_new (FALSE, FALSE, sizeof (DrawnSide));

  cairo_save (frame->cr);
  cairo_set_line_join (frame->cr, CAIRO_LINE_JOIN_ROUND);
  if (wadi_frame_step (frame, TRUE) && frame->zoom >= WADI_RENDER_OUTLINE_ZOOM)
    draw_contours (frame);

  /* a hexside is drawn by its owner's band; in steps, gathered only for
   * the features' own */
  row0 = MAX (row0, frame->band[0]);
  row1 = MIN (row1, frame->band[1]);
  if (frame->step >= 0 && ((guint) frame->step < frame->n_steps || (guint) frame->step >= frame->n_steps + FEATURE_STEPS))
    row1 = row0 - 1;
  for (int row = row0; row <= row1; row++)
    for (int col = col0; col <= col1; col++)
      {
        WadiHex             owner = { col, row };
        const WadiHexSides *slot = &board->sides[wadi_board_side_slot (board, owner)];
        double              cx, cy;

        if ((slot->side[0] | slot->side[1] | slot->side[2]) == 0)
          continue;
        /* a hexside is within a hex's reach of its owner's centre */
        wadi_frame_center (frame, owner, &cx, &cy);
        if (cx < x0 || cx > x1 || cy < y0 || cy > y1)
          continue;
        for (WadiDirection d = 0; d < 3; d++)
          {
            DrawnSide g = { { owner, d }, slot->side[d], 0, 0, 0, 0, 0, 0 };

            if (g.features == 0)
              continue;
            side_geometry (frame, &g);
            g_array_append_val (sides, g);
          }
      }
  frame->stats->hexsides += sides->len;
  first = frame->n_steps;
  draw_features (frame, sides);
  g_assert (frame->n_steps == first + FEATURE_STEPS);
  cairo_restore (frame->cr);
}

/* The hex outlines a player counts hexes by: directions 0-2 of every hex,
 * 3-5 only along the edge of the map's grid. */
void
wadi_render_grid_layer (WadiFrame *frame)
{
  cairo_t *cr = frame->cr;
  double   alpha = frame->zoom >= WADI_RENDER_DETAIL_ZOOM ? 0.5 : 0.36;

  if (!wadi_frame_step_full (frame, (WadiRenderStep) { TRUE, alpha, frame->zoom < WADI_RENDER_DETAIL_ZOOM })
      || !frame->request->show_grid
      || frame->zoom < WADI_RENDER_OUTLINE_ZOOM)
    return;
  for (guint i = 0; i < frame->visible->len; i++)
    {
      WadiHex hex = g_array_index (frame->visible, WadiHex, i);

      for (WadiDirection d = 0; d < WADI_DIRECTION_COUNT; d++)
        {
          double ax, ay, bx, by;

          if (d >= 3 && wadi_board_contains (frame->grid, wadi_frame_neighbor (frame, hex, d)))
            continue;
          /* crisp: none wholly beyond the view (wadi_frame_beyond_view ()) */
          wadi_frame_side_ends (frame, (WadiHexside) { hex, d }, &ax, &ay, &bx, &by);
          if (wadi_frame_beyond_view (frame, MIN (ax, bx), MIN (ay, by), MAX (ax, bx), MAX (ay, by)))
            continue;
          cairo_move_to (cr, ax, ay);
          cairo_line_to (cr, bx, by);
        }
    }
  cairo_save (cr);
  /* hairlines: antialiasing tens of thousands of them costs more than the
   * rest of the frame */
  if (frame->zoom < WADI_RENDER_DETAIL_ZOOM)
    cairo_set_antialias (cr, CAIRO_ANTIALIAS_NONE);
  /* in steps, opaque: the bands are laid over the map together at alpha */
  cairo_set_source_rgba (cr, 0.25, 0.22, 0.18, frame->step < 0 ? alpha : 1.0);
  cairo_set_line_width (cr, frame->pixel);
  cairo_stroke (cr);
  cairo_restore (cr);
}
