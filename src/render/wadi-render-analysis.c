/* wadi-render-analysis.c: the analysis tool's shading
 *
 * A viewshed, a reach and a side's dead ground (WadiRenderAnalysis) drawn
 * over the map under the rules panels' picks: each hex in view filled
 * translucent in its shade's colour (so the terrain still shows through),
 * dead ground hatched, a reached hex's cost written in it where it fits,
 * and the cheapest path to the hovered hex as a line through the hexes'
 * centres.
 */
#include "config.h"

#include <math.h>

#include "wadi-render-private.h"
#include "wadi-render-rules.h"

#define HEX_RADIUS 0.57735026918962576 /* circumradius: 1 / sqrt (3) */

#define RGB(hex) ((WadiRgb) { ((hex) >> 16 & 0xff) / 255.0, ((hex) >> 8 & 0xff) / 255.0, ((hex) &0xff) / 255.0 })

static gboolean
shade_color (guint8   shade,
             WadiRgb *color,
             double  *alpha)
{
  switch (shade)
    {
    case WADI_RENDER_SHADE_SEEN:
      *color = RGB (0x33d17a);
      *alpha = 0.38;
      return TRUE;
    case WADI_RENDER_SHADE_BLIND:
      *color = RGB (0x9141ac);
      *alpha = 0.45;
      return TRUE;
    case WADI_RENDER_SHADE_NOT_SEEN:
      *color = RGB (0x241f31);
      *alpha = 0.45;
      return TRUE;
    case WADI_RENDER_SHADE_REACHED:
      *color = RGB (0x3584e4);
      *alpha = 0.38;
      return TRUE;
    case WADI_RENDER_SHADE_ORIGIN:
      *color = RGB (0xf6d32d);
      *alpha = 0.6;
      return TRUE;
    default:
      return FALSE;
    }
}

/* The columns and rows of the grid whose hexes may meet the view. */
static gboolean
view_range (WadiFrame *frame,
            int        cols,
            int        rows,
            int        range[4])
{
  double xs[2] = { frame->view[0] - HEX_RADIUS, frame->view[2] + HEX_RADIUS };
  double ys[2] = { frame->view[1] - HEX_RADIUS, frame->view[3] + HEX_RADIUS };

  range[0] = range[1] = G_MAXINT;
  range[2] = range[3] = G_MININT;
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 2; j++)
      {
        WadiHex hex = wadi_hex_at_point (frame->layout, xs[i], ys[j]);

        range[0] = MIN (range[0], hex.col);
        range[1] = MIN (range[1], hex.row);
        range[2] = MAX (range[2], hex.col);
        range[3] = MAX (range[3], hex.row);
      }
  range[0] = MAX (range[0] - 1, 0);
  range[1] = MAX (range[1] - 1, 0);
  range[2] = MIN (range[2] + 1, cols - 1);
  range[3] = MIN (range[3] + 1, rows - 1);
  return range[0] <= range[2] && range[1] <= range[3];
}

static void
draw_hatch (WadiFrame *frame,
            WadiHex    hex)
{
  cairo_t *cr = frame->cr;
  double   cx, cy;

  wadi_hex_center (frame->layout, hex, &cx, &cy);
  cairo_save (cr);
  wadi_frame_hex_path (frame, hex, 1.0);
  cairo_clip (cr);
  for (double d = -1.0; d <= 1.0; d += 0.2)
    {
      cairo_move_to (cr, cx + d - 0.6, cy - 0.6);
      cairo_line_to (cr, cx + d + 0.6, cy + 0.6);
    }
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
draw_path (WadiFrame                *frame,
           const WadiRenderAnalysis *analysis)
{
  cairo_t *cr = frame->cr;

  if (analysis->n_path < 2)
    return;
  cairo_new_path (cr);
  for (guint i = 0; i < analysis->n_path; i++)
    {
      double x, y;

      wadi_hex_center (frame->layout, analysis->path[i], &x, &y);
      cairo_line_to (cr, x, y);
    }
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_source_rgba (cr, 0.1, 0.1, 0.1, 0.8);
  cairo_set_line_width (cr, wadi_frame_width (frame, 0.12, 5.0));
  cairo_stroke_preserve (cr);
  cairo_set_source_rgb (cr, 1.0, 0.95, 0.35);
  cairo_set_line_width (cr, wadi_frame_width (frame, 0.06, 2.5));
  cairo_stroke (cr);
  for (guint i = 1; i < analysis->n_path; i++)
    {
      double x, y;

      wadi_hex_center (frame->layout, analysis->path[i], &x, &y);
      cairo_new_sub_path (cr);
      cairo_arc (cr, x, y, wadi_frame_width (frame, 0.07, 3.0), 0, 2 * G_PI);
    }
  cairo_fill (cr);
}

void
wadi_render_analysis_layer (WadiFrame *frame)
{
  const WadiRenderAnalysis *analysis = &frame->request->rules->analysis;
  cairo_t                  *cr = frame->cr;
  int                       range[4];
  gboolean                  costs = analysis->costs != NULL && frame->zoom >= WADI_RENDER_DETAIL_ZOOM;

  if ((analysis->shade == NULL && analysis->dead == NULL) || analysis->cols != frame->board->cols
      || analysis->rows != frame->board->rows || !view_range (frame, analysis->cols, analysis->rows, range))
    {
      draw_path (frame, analysis);
      return;
    }

  cairo_save (cr);
  /* each shade in one fill: one path of all its hexes */
  for (guint8 shade = WADI_RENDER_SHADE_ORIGIN; analysis->shade != NULL && shade <= WADI_RENDER_SHADE_REACHED; shade++)
    {
      WadiRgb color;
      double  alpha;
      guint   n = 0;

      if (!shade_color (shade, &color, &alpha))
        continue;
      cairo_new_path (cr);
      for (int row = range[1]; row <= range[3]; row++)
        for (int col = range[0]; col <= range[2]; col++)
          if (analysis->shade[row * analysis->cols + col] == shade)
            {
              wadi_frame_hex_path (frame, (WadiHex) { col, row }, 1.0);
              n++;
            }
      if (n == 0)
        continue;
      cairo_set_source_rgba (cr, color.red, color.green, color.blue, alpha);
      cairo_fill (cr);
    }

  if (analysis->dead != NULL)
    {
      cairo_new_path (cr);
      for (int row = range[1]; row <= range[3]; row++)
        for (int col = range[0]; col <= range[2]; col++)
          if (analysis->dead[row * analysis->cols + col] != 0)
            wadi_frame_hex_path (frame, (WadiHex) { col, row }, 1.0);
      cairo_set_source_rgba (cr, 0.88, 0.11, 0.14, 0.22);
      cairo_fill (cr);
      if (frame->zoom >= WADI_RENDER_OUTLINE_ZOOM)
        {
          cairo_set_source_rgba (cr, 0.75, 0.05, 0.1, 0.7);
          cairo_set_line_width (cr, wadi_frame_width (frame, 0.02, 1.0));
          for (int row = range[1]; row <= range[3]; row++)
            for (int col = range[0]; col <= range[2]; col++)
              if (analysis->dead[row * analysis->cols + col] != 0)
                draw_hatch (frame, (WadiHex) { col, row });
        }
    }

  if (costs)
    for (int row = range[1]; row <= range[3]; row++)
      for (int col = range[0]; col <= range[2]; col++)
        {
          float  cost = analysis->costs[row * analysis->cols + col];
          char   text[16];
          double x, y;

          if (cost < 0)
            continue;
          wadi_hex_center (frame->layout, (WadiHex) { col, row }, &x, &y);
          if (cost == floorf (cost))
            g_snprintf (text, sizeof text, "%d", (int) cost);
          else
            g_snprintf (text, sizeof text, "%.1f", (double) cost);
          wadi_frame_text_fit (frame, x, y + 0.18, text, 0.3 * frame->zoom, 0.6 * frame->zoom, 7.0, TRUE,
                               RGB (0x0b2e5c));
        }
  draw_path (frame, analysis);
  cairo_restore (cr);
}
