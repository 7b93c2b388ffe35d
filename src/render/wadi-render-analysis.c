/* wadi-render-analysis.c: the analysis tool's shading
 *
 * A viewshed, a reach and a side's dead ground (WadiRenderAnalysis) drawn
 * over the map under the rules panels' picks, in a layer of its own
 * (WADI_RENDER_LAYER_ANALYSIS: the canvas's tiles hold it, where a hover
 * moves only the path, which the rules overlay draws): each hex in view filled
 * translucent in its shade's colour (so the terrain still shows through),
 * dead ground hatched, a reached hex's cost written in it where it fits,
 * and the cheapest path to the hovered hex as a line through the hexes'
 * centres.  A reach may be shaded in bands of cost instead of one shade,
 * and a legend draws each of these as a swatch (wadi_render_analysis_swatch).
 */
#include "config.h"

#include <math.h>

#include "wadi-render-private.h"
#include "wadi-render-rules.h"

/* Each shade's colour and opacity; none has none. */
static const struct
{
  guint32 rgb;
  double  alpha;
} shades[] = {
  [WADI_RENDER_SHADE_ORIGIN] = { 0xf6d32d, 0.6 },
  [WADI_RENDER_SHADE_SEEN] = { 0x33d17a, 0.38 },
  [WADI_RENDER_SHADE_BLIND] = { 0x9141ac, 0.45 },
  [WADI_RENDER_SHADE_NOT_SEEN] = { 0x241f31, 0.45 },
  [WADI_RENDER_SHADE_REACHED] = { 0x3584e4, 0.38 },
};

static gboolean
shade_color (guint8   shade,
             WadiRgb *color,
             double  *alpha)
{
  if (shade == WADI_RENDER_SHADE_NONE || shade >= G_N_ELEMENTS (shades))
    return FALSE;
  *color = WADI_RGB (shades[shade].rgb);
  *alpha = shades[shade].alpha;
  return TRUE;
}

/* Band 0 (the cheapest) dark blue, the last pale. */
static void
band_color (guint    band,
            guint    n_bands,
            WadiRgb *color,
            double  *alpha)
{
  double t = n_bands > 1 ? (double) band / (n_bands - 1) : 0.0;

  *color = wadi_style_mix (WADI_RGB (0x1a5fb4), WADI_RGB (0x99c1f1), t);
  *alpha = 0.62 - 0.22 * t;
}

/* Which band a hex's cost falls in, or -1 when it is not banded. */
static int
hex_band (const WadiRenderAnalysis *analysis,
          int                       index)
{
  float cost;
  int   band;

  if (analysis->n_bands == 0 || analysis->costs == NULL || !(analysis->band_width > 0)
      || analysis->shade[index] != WADI_RENDER_SHADE_REACHED)
    return -1;
  cost = analysis->costs[index];
  if (cost < 0)
    return -1;
  band = cost <= 0 ? 0 : (int) ceilf (cost / analysis->band_width) - 1;
  return CLAMP (band, 0, (int) analysis->n_bands - 1);
}

/* The columns and rows of the grid whose hexes may meet the view. */
static gboolean
view_range (WadiFrame *frame,
            int        cols,
            int        rows,
            int        range[4])
{
  wadi_render_hex_range (frame->layout, frame->view, WADI_HEX_RADIUS, 1, range);
  range[0] = MAX (range[0], 0);
  range[1] = MAX (range[1], 0);
  range[2] = MIN (range[2], cols - 1);
  range[3] = MIN (range[3], rows - 1);
  return range[0] <= range[2] && range[1] <= range[3];
}

/* Dead ground's fill, over the shade. */
#define DEAD_COLOR ((WadiRgb) { 0.88, 0.11, 0.14 })
#define DEAD_ALPHA 0.22

/* Hex index's fill, premultiplied: its shade's (or band's), dead ground's
 * over it; FALSE when it has none. */
static gboolean
hex_fill (const WadiRenderAnalysis *analysis,
          int                       index,
          double                    rgba[4])
{
  WadiRgb color;
  double  alpha = 0.0;
  int     band = analysis->shade != NULL ? hex_band (analysis, index) : -1;

  rgba[0] = rgba[1] = rgba[2] = rgba[3] = 0.0;
  if (band >= 0)
    band_color ((guint) band, analysis->n_bands, &color, &alpha);
  else if (analysis->shade == NULL || !shade_color (analysis->shade[index], &color, &alpha))
    alpha = 0.0;
  if (alpha > 0.0)
    {
      rgba[0] = color.red * alpha;
      rgba[1] = color.green * alpha;
      rgba[2] = color.blue * alpha;
      rgba[3] = alpha;
    }
  if (analysis->dead != NULL && analysis->dead[index] != 0)
    {
      rgba[0] = DEAD_COLOR.red * DEAD_ALPHA + rgba[0] * (1.0 - DEAD_ALPHA);
      rgba[1] = DEAD_COLOR.green * DEAD_ALPHA + rgba[1] * (1.0 - DEAD_ALPHA);
      rgba[2] = DEAD_COLOR.blue * DEAD_ALPHA + rgba[2] * (1.0 - DEAD_ALPHA);
      rgba[3] = DEAD_ALPHA + rgba[3] * (1.0 - DEAD_ALPHA);
    }
  return rgba[3] > 0.0;
}

/* Below WADI_RENDER_FAR_ZOOM, where the map is its far image, a pixel a
 * hex, the shading is one too, painted over it the same way: a hex's path
 * for each of the hexes under a tile of the whole 1000 x 1000 map (about
 * 65 000) made a zoom from it with a viewshed shown sharp 65 ms later. */
static void
draw_far (WadiFrame                *frame,
          const WadiRenderAnalysis *analysis,
          const int                 range[4])
{
  int              width = range[2] - range[0] + 1, height = range[3] - range[1] + 1;
  cairo_surface_t *image = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  guchar          *data;
  int              stride;

  if (cairo_surface_status (image) != CAIRO_STATUS_SUCCESS)
    {
      cairo_surface_destroy (image);
      return;
    }
  cairo_surface_flush (image);
  data = cairo_image_surface_get_data (image);
  stride = cairo_image_surface_get_stride (image);
  for (int row = range[1]; row <= range[3]; row++)
    {
      guint32 *pixel = (guint32 *) (gpointer) (data + (gsize) (row - range[1]) * stride);

      for (int col = range[0]; col <= range[2]; col++, pixel++)
        {
          double rgba[4];

          *pixel = 0;
          if (hex_fill (analysis, row * analysis->cols + col, rgba))
            *pixel = (guint32) lround (rgba[3] * 255) << 24 | (guint32) lround (rgba[0] * 255) << 16
                     | (guint32) lround (rgba[1] * 255) << 8 | (guint32) lround (rgba[2] * 255);
        }
    }
  cairo_surface_mark_dirty (image);
  wadi_frame_paint_far (frame, image, (WadiHex) { range[0], range[1] });
  cairo_surface_destroy (image);
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
  wadi_frame_stroke_cased (frame, (WadiRgb) { 1.0, 0.95, 0.35 }, wadi_frame_width (frame, 0.06, 2.5),
                           wadi_frame_width (frame, 0.12, 5.0), (WadiRgb) { 0.1, 0.1, 0.1 }, 0.8);
  for (guint i = 1; i < analysis->n_path; i++)
    {
      double x, y;

      wadi_hex_center (frame->layout, analysis->path[i], &x, &y);
      cairo_new_sub_path (cr);
      cairo_arc (cr, x, y, wadi_frame_width (frame, 0.07, 3.0), 0, 2 * G_PI);
    }
  cairo_fill (cr);
}

/* Marks in crowded (range's box, row by row) the hexes whose middle a
 * counter or a board's id takes. */
static void
mark_crowded (WadiFrame *frame,
              const int  range[4],
              guint8    *crowded)
{
  const GArray *counters = frame->scenario->counters;
  int           width = range[2] - range[0] + 1;
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (WadiRenderBoardId));

  for (guint i = 0; i < counters->len; i++)
    {
      WadiHex hex = g_array_index (counters, WadiCounter, i).hex;

      if (hex.col >= range[0] && hex.col <= range[2] && hex.row >= range[1] && hex.row <= range[3])
        crowded[(hex.row - range[1]) * width + hex.col - range[0]] = TRUE;
    }
  wadi_render_board_id_spots (frame, wadi_render_board_id_px (frame), wadi_render_hex_label_px (frame) > 0.0, ids);
  for (guint i = 0; i < ids->len; i++)
    {
      const WadiRenderBoardId *spot = &g_array_index (ids, WadiRenderBoardId, i);
      WadiHex                  hex = wadi_hex_at_point (frame->layout, spot->x, spot->y);

      if (hex.col >= range[0] && hex.col <= range[2] && hex.row >= range[1] && hex.row <= range[3])
        crowded[(hex.row - range[1]) * width + hex.col - range[0]] = TRUE;
    }
}

/* Where hex's cost goes: just below its middle, or low and to the left
 * where crowded; in an outer half hex, in the half its board has (the
 * other lies beyond the map's edge, where the cost of a bottom row's half
 * hex hung below the board). */
static void
cost_spot (WadiFrame *frame,
           WadiHex    hex,
           gboolean   low,
           double    *x,
           double    *y)
{
  const WadiMap *map = frame->scenario->map;
  guint          boards[2], index;
  WadiHex        local;
  double         inward_x, inward_y;

  wadi_hex_center (frame->layout, hex, x, y);
  if ((wadi_map_board_count (map) < 2 || wadi_map_boards_at (map, hex, boards) < 2)
      && wadi_map_board_at (map, hex, &index, &local)
      && wadi_map_half_hex_inward (map, index, local, &inward_x, &inward_y))
    {
      /* beside the label, which the text layer writes in the middle of a
       * half cut along a row, at the top of one cut down a column */
      if (fabs (inward_y) > fabs (inward_x))
        {
          *x += 0.28;
          *y += 0.18 * inward_y;
        }
      else
        *x += 0.25 * inward_x;
      return;
    }
  *x -= low ? 0.2 : 0.0;
  *y += low ? 0.33 : 0.18;
}

/* Each reached hex's least cost, in its middle; low and smaller where a
 * counter or a board's id stands there, so neither hides the other. */
static void
draw_costs (WadiFrame                *frame,
            const WadiRenderAnalysis *analysis,
            const int                 range[4])
{
  int                width = range[2] - range[0] + 1;
  g_autofree guint8 *crowded = g_new0 (guint8, (gsize) width * (gsize) (range[3] - range[1] + 1));

  mark_crowded (frame, range, crowded);
  for (int row = range[1]; row <= range[3]; row++)
    for (int col = range[0]; col <= range[2]; col++)
      {
        float    cost = analysis->costs[row * analysis->cols + col];
        gboolean low = crowded[(row - range[1]) * width + col - range[0]];
        char     text[16];
        double   x, y;

        if (cost < 0)
          continue;
        cost_spot (frame, (WadiHex) { col, row }, low, &x, &y);
        if (cost == floorf (cost))
          g_snprintf (text, sizeof text, "%d", (int) cost);
        else
          g_snprintf (text, sizeof text, "%.1f", (double) cost);
        wadi_frame_text_fit (frame, x, y, text, (low ? 0.22 : 0.3) * frame->zoom, 0.6 * frame->zoom, 7.0, TRUE,
                             WADI_RGB (0x0b2e5c));
      }
}

/* The hexes in range of shade and in band (-1: in none) in one path,
 * filled in color at alpha if there are any. */
static void
fill_hexes (WadiFrame                *frame,
            const WadiRenderAnalysis *analysis,
            const int                 range[4],
            guint8                    shade,
            int                       band,
            WadiRgb                   color,
            double                    alpha)
{
  cairo_t *cr = frame->cr;
  guint    n = 0;

  cairo_new_path (cr);
  for (int row = range[1]; row <= range[3]; row++)
    for (int col = range[0]; col <= range[2]; col++)
      if (analysis->shade[row * analysis->cols + col] == shade && hex_band (analysis, row * analysis->cols + col) == band)
        {
          wadi_frame_hex_path (frame, (WadiHex) { col, row }, 1.0);
          n++;
        }
  if (n == 0)
    return;
  cairo_set_source_rgba (cr, color.red, color.green, color.blue, alpha);
  cairo_fill (cr);
}

void
wadi_render_analysis_layer (WadiFrame *frame)
{
  const WadiRenderAnalysis *analysis = &frame->request->rules->analysis;
  cairo_t                  *cr = frame->cr;
  int                       range[4];
  gboolean                  costs = analysis->costs != NULL && frame->zoom >= WADI_RENDER_DETAIL_ZOOM;
  WadiRgb                   color;
  double                    alpha;

  if ((analysis->shade == NULL && analysis->dead == NULL) || analysis->cols != frame->grid->cols
      || analysis->rows != frame->grid->rows || !view_range (frame, analysis->cols, analysis->rows, range))
    return;
  if (frame->zoom < WADI_RENDER_FAR_ZOOM)
    {
      draw_far (frame, analysis, range);
      return;
    }

  cairo_save (cr);
  /* whole hexes' fills, kept off the outer half hexes' cut-away halves */
  wadi_render_clip_to_map (frame);
  /* each shade in one fill: one path of all its hexes */
  for (guint8 shade = WADI_RENDER_SHADE_ORIGIN; analysis->shade != NULL && shade <= WADI_RENDER_SHADE_REACHED; shade++)
    if (shade_color (shade, &color, &alpha))
      fill_hexes (frame, analysis, range, shade, -1, color, alpha);
  for (guint band = 0; analysis->shade != NULL && band < MIN (analysis->n_bands, WADI_RENDER_MAX_BANDS); band++)
    {
      band_color (band, analysis->n_bands, &color, &alpha);
      fill_hexes (frame, analysis, range, WADI_RENDER_SHADE_REACHED, (int) band, color, alpha);
    }

  if (analysis->dead != NULL)
    {
      cairo_new_path (cr);
      for (int row = range[1]; row <= range[3]; row++)
        for (int col = range[0]; col <= range[2]; col++)
          if (analysis->dead[row * analysis->cols + col] != 0)
            wadi_frame_hex_path (frame, (WadiHex) { col, row }, 1.0);
      cairo_set_source_rgba (cr, DEAD_COLOR.red, DEAD_COLOR.green, DEAD_COLOR.blue, DEAD_ALPHA);
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
  cairo_restore (cr);

  if (costs)
    draw_costs (frame, analysis, range);
}

void
wadi_render_analysis_path (WadiFrame *frame)
{
  draw_path (frame, &frame->request->rules->analysis);
}

void
wadi_render_analysis_swatch (cairo_t             *cr,
                             const WadiRenderKey *key,
                             double               x,
                             double               y,
                             double               size)
{
  WadiRgb ground = wadi_style_terrain_color (WADI_TERRAIN_OPEN);
  WadiRgb color;
  double  alpha;

  cairo_save (cr);
  cairo_save (cr);
  cairo_rectangle (cr, x, y, size, size);
  cairo_set_source_rgb (cr, ground.red, ground.green, ground.blue);
  cairo_fill_preserve (cr);
  cairo_clip_preserve (cr);
  switch (key->kind)
    {
    case WADI_RENDER_KEY_SHADE:
      if (shade_color (key->shade, &color, &alpha))
        {
          cairo_set_source_rgba (cr, color.red, color.green, color.blue, alpha);
          cairo_fill_preserve (cr);
        }
      break;
    case WADI_RENDER_KEY_BAND:
      band_color (key->band, key->n_bands, &color, &alpha);
      cairo_set_source_rgba (cr, color.red, color.green, color.blue, alpha);
      cairo_fill_preserve (cr);
      break;
    case WADI_RENDER_KEY_DEAD:
      cairo_set_source_rgba (cr, DEAD_COLOR.red, DEAD_COLOR.green, DEAD_COLOR.blue, DEAD_ALPHA);
      cairo_fill_preserve (cr);
      cairo_new_path (cr);
      for (double d = -1.0; d <= 1.0; d += 0.2)
        {
          cairo_move_to (cr, x + (d + 0.5) * size - 0.6 * size, y - 0.1 * size);
          cairo_line_to (cr, x + (d + 0.5) * size + 0.6 * size, y + 1.1 * size);
        }
      cairo_set_source_rgba (cr, 0.75, 0.05, 0.1, 0.7);
      cairo_set_line_width (cr, MAX (1.0, size / 24.0));
      cairo_stroke (cr);
      break;
    case WADI_RENDER_KEY_PATH:
      cairo_new_path (cr);
      cairo_move_to (cr, x + 0.1 * size, y + 0.8 * size);
      cairo_line_to (cr, x + 0.5 * size, y + 0.3 * size);
      cairo_line_to (cr, x + 0.9 * size, y + 0.5 * size);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      cairo_set_source_rgba (cr, 0.1, 0.1, 0.1, 0.8);
      cairo_set_line_width (cr, 0.12 * size);
      cairo_stroke_preserve (cr);
      cairo_set_source_rgb (cr, 1.0, 0.95, 0.35);
      cairo_set_line_width (cr, 0.06 * size);
      cairo_stroke (cr);
      break;
    default:
      break;
    }
  cairo_restore (cr);
  cairo_new_path (cr);
  cairo_rectangle (cr, x, y, size, size);
  cairo_set_source_rgb (cr, 0.2, 0.2, 0.2);
  cairo_set_line_width (cr, 1.0);
  cairo_stroke (cr);
  cairo_restore (cr);
}
