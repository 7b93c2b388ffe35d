/* wadi-render-frame.c: one drawing pass over a rectangle of the map, and
 * the helpers its layers share */
#include "config.h"

#include <math.h>
#include <string.h>

#include "wadi-render-private.h"

void
wadi_frame_init (WadiFrame               *frame,
                 cairo_t                 *cr,
                 const WadiRenderRequest *request,
                 const WadiScenario      *scenario,
                 const WadiBoard         *board,
                 const double             view[4],
                 WadiRenderStats         *stats)
{
  double cx, cy;

  memset (frame, 0, sizeof *frame);
  frame->cr = cr;
  frame->request = request;
  frame->scenario = scenario;
  frame->grid = board;
  frame->layout = board->layout;
  frame->zoom = request->view.zoom;
  frame->pixel = 1.0 / request->view.zoom;
  frame->stats = stats;
  frame->step = -1;
  frame->band[0] = -1;
  frame->band[1] = board->rows;
  memcpy (frame->view, view, sizeof frame->view);
  frame->visible = g_array_new (FALSE, FALSE, sizeof (WadiHex));
  frame->depressions = g_array_new (FALSE, FALSE, sizeof (WadiHex));
  frame->marked = g_array_new (FALSE, FALSE, sizeof (WadiHex));
  wadi_hex_center (board->layout, (WadiHex) { 0, 0 }, &cx, &cy);
  for (WadiVertexIndex k = 0; k < 6; k++)
    {
      double x, y;

      wadi_hex_corner (board->layout, (WadiHex) { 0, 0 }, k, &x, &y);
      frame->corner_dx[k] = x - cx;
      frame->corner_dy[k] = y - cy;
    }
  for (int parity = 0; parity < 2; parity++)
    {
      WadiHex strip = board->layout.orientation == WADI_GRID_FLAT_TOP
                          ? (WadiHex) { parity, 0 }
                          : (WadiHex) { 0, parity };
      double  x, y;
      WadiHex base = board->layout.orientation == WADI_GRID_FLAT_TOP
                         ? (WadiHex) { 2 + parity, 2 }
                         : (WadiHex) { 2, 2 + parity };

      for (WadiDirection d = 0; d < WADI_DIRECTION_COUNT; d++)
        {
          WadiHex next = wadi_hex_neighbor (board->layout, base, d);

          frame->step_col[parity][d] = next.col - base.col;
          frame->step_row[parity][d] = next.row - base.row;
        }
      wadi_hex_center (board->layout, strip, &x, &y);
      frame->shift[parity] = board->layout.orientation == WADI_GRID_FLAT_TOP ? y : x;
    }
}

/* The hexes whose artwork may reach the frame's rectangle: their boxes
 * meet it grown by the spill.  Found from the hexes under its corners, one
 * more all round. */
void
wadi_frame_collect (WadiFrame *frame)
{
  double   x0 = frame->view[0] - WADI_RENDER_SPILL, y0 = frame->view[1] - WADI_RENDER_SPILL;
  double   x1 = frame->view[2] + WADI_RENDER_SPILL, y1 = frame->view[3] + WADI_RENDER_SPILL;
  int      range[4];
  WadiHex *hexes;
  guint    n = 0;

  wadi_render_hex_range (frame->layout, frame->view, WADI_RENDER_SPILL + WADI_HEX_RADIUS, 1, range);
  frame->col0 = MAX (range[0], 0);
  frame->row0 = MAX (MAX (range[1], 0), frame->band[0]);
  frame->col1 = MIN (range[2], frame->grid->cols - 1);
  frame->row1 = MIN (MIN (range[3], frame->grid->rows - 1), frame->band[1]);

  if (frame->col0 > frame->col1 || frame->row0 > frame->row1)
    return;
  /* written in place: appending hex by hex costs more than the test */
  g_array_set_size (frame->visible,
                    (guint) (frame->col1 - frame->col0 + 1) * (guint) (frame->row1 - frame->row0 + 1));
  hexes = (WadiHex *) (gpointer) frame->visible->data;
  for (int row = frame->row0; row <= frame->row1; row++)
    for (int col = frame->col0; col <= frame->col1; col++)
      {
        WadiHex            hex = { col, row };
        const WadiHexCell *cell = wadi_board_cell (frame->grid, hex);
        double             x, y;

        if (!wadi_board_contains (frame->grid, hex))
          continue;
        wadi_frame_center (frame, hex, &x, &y);
        if (x + WADI_HEX_RADIUS < x0 || x - WADI_HEX_RADIUS > x1 || y + WADI_HEX_RADIUS < y0 || y - WADI_HEX_RADIUS > y1)
          continue;
        hexes[n++] = hex;
        /* the hexes in view: their circumscribed boxes meet it */
        if (x + WADI_HEX_RADIUS >= frame->view[0] && x - WADI_HEX_RADIUS <= frame->view[2]
            && y + WADI_HEX_RADIUS >= frame->view[1] && y - WADI_HEX_RADIUS <= frame->view[3])
          frame->stats->hexes++;
        if (cell->depression != WADI_DEPRESSION_NONE)
          g_array_append_val (frame->depressions, hex);
        if (wadi_hex_is_marked (frame->grid, hex))
          g_array_append_val (frame->marked, hex);
      }
  g_array_set_size (frame->visible, n);
}

gboolean
wadi_frame_step_full (WadiFrame     *frame,
                      WadiRenderStep step)
{
  guint number = frame->n_steps++;

  if (number < frame->n_record)
    frame->record[number] = step;
  return frame->step < 0 || (guint) frame->step == number;
}

void
wadi_frame_stroke_step (WadiFrame *frame,
                        gboolean   draw,
                        gboolean   keep)
{
  if (draw && keep)
    cairo_stroke_preserve (frame->cr);
  else if (draw)
    cairo_stroke (frame->cr);
  else if (!keep)
    cairo_new_path (frame->cr);
}

void
wadi_frame_clear (WadiFrame *frame)
{
  g_clear_pointer (&frame->visible, g_array_unref);
  g_clear_pointer (&frame->depressions, g_array_unref);
  g_clear_pointer (&frame->marked, g_array_unref);
  g_rec_mutex_lock (wadi_render_text_mutex ());
  g_clear_object (&frame->text);
  g_rec_mutex_unlock (wadi_render_text_mutex ());
}

void
wadi_frame_hex_path (WadiFrame *frame,
                     WadiHex    hex,
                     double     scale)
{
  double cx, cy;

  wadi_frame_center (frame, hex, &cx, &cy);
  cairo_move_to (frame->cr, cx + frame->corner_dx[0] * scale, cy + frame->corner_dy[0] * scale);
  for (int k = 1; k < 6; k++)
    cairo_line_to (frame->cr, cx + frame->corner_dx[k] * scale, cy + frame->corner_dy[k] * scale);
  cairo_close_path (frame->cr);
}

gboolean
wadi_frame_beyond_view (const WadiFrame *frame,
                        double           x0,
                        double           y0,
                        double           x1,
                        double           y1)
{
  double margin = 2.0 * frame->pixel;

  return x1 < frame->view[0] - margin || y1 < frame->view[1] - margin || x0 > frame->view[2] + margin
         || y0 > frame->view[3] + margin;
}

gboolean
wadi_frame_hex_beyond_view (WadiFrame *frame,
                            WadiHex    hex)
{
  double cx, cy;

  wadi_frame_center (frame, hex, &cx, &cy);
  return wadi_frame_beyond_view (frame, cx - WADI_HEX_RADIUS, cy - WADI_HEX_RADIUS, cx + WADI_HEX_RADIUS,
                                 cy + WADI_HEX_RADIUS);
}

void
wadi_frame_paint_far (WadiFrame       *frame,
                      cairo_surface_t *image,
                      WadiHex          first)
{
  cairo_t         *cr = frame->cr;
  cairo_pattern_t *pattern;
  cairo_matrix_t   matrix;
  double           c00x, c00y, c20x, c20y, c02x, c02y, mx = 0.0, my = 0.0;

  /* Pixel (col, row) has its centre at (col + 0.5, row + 0.5); a map point
   * is mapped back to a pixel through the grid's mean column and row
   * steps, which puts each pixel on its hex to within half a hex. */
  wadi_hex_center (frame->layout, (WadiHex) { 0, 0 }, &c00x, &c00y);
  wadi_hex_center (frame->layout, (WadiHex) { 2, 0 }, &c20x, &c20y);
  wadi_hex_center (frame->layout, (WadiHex) { 0, 2 }, &c02x, &c02y);
  for (int col = 0; col < 2; col++)
    for (int row = 0; row < 2; row++)
      {
        double x, y;

        wadi_hex_center (frame->layout, (WadiHex) { col, row }, &x, &y);
        mx += x / 4.0;
        my += y / 4.0;
      }

  /* map = m + (pixel - 1) . steps; the pattern wants pixel = f (map) */
  cairo_matrix_init (&matrix, (c20x - c00x) / 2.0, (c20y - c00y) / 2.0, (c02x - c00x) / 2.0, (c02y - c00y) / 2.0,
                     mx - (c20x - c00x) / 2.0 - (c02x - c00x) / 2.0, my - (c20y - c00y) / 2.0 - (c02y - c00y) / 2.0);
  cairo_matrix_translate (&matrix, first.col, first.row);
  cairo_matrix_invert (&matrix);

  pattern = cairo_pattern_create_for_surface (image);
  cairo_pattern_set_matrix (pattern, &matrix);
  /* Down to half a pixel a hex, bilinear still reads every pixel of the
   * image and draws what GOOD draws to within a few levels: GOOD convolves,
   * 9 ms of a 17 ms window frame at 0.79 px a hex (1400 x 860), which every
   * edit of the map repaints; bilinear about 1 ms. */
  cairo_pattern_set_filter (pattern, frame->zoom >= 1.0   ? CAIRO_FILTER_NEAREST
                                     : frame->zoom >= 0.5 ? CAIRO_FILTER_BILINEAR
                                                          : CAIRO_FILTER_GOOD);
  cairo_pattern_set_extend (pattern, CAIRO_EXTEND_NONE);

  cairo_save (cr);
  cairo_set_source (cr, pattern);
  cairo_paint (cr);
  cairo_restore (cr);
  cairo_pattern_destroy (pattern);
}

void
wadi_frame_side_ends (WadiFrame  *frame,
                      WadiHexside side,
                      double     *ax,
                      double     *ay,
                      double     *bx,
                      double     *by)
{
  double cx, cy;
  int    a = (side.dir + 5) % 6;
  int    b = side.dir % 6;

  wadi_frame_center (frame, side.hex, &cx, &cy);
  *ax = cx + frame->corner_dx[a];
  *ay = cy + frame->corner_dy[a];
  *bx = cx + frame->corner_dx[b];
  *by = cy + frame->corner_dy[b];
}

void
wadi_frame_side_path (WadiFrame  *frame,
                      WadiHexside side)
{
  double ax, ay, bx, by;

  wadi_frame_side_ends (frame, side, &ax, &ay, &bx, &by);
  cairo_move_to (frame->cr, ax, ay);
  cairo_line_to (frame->cr, bx, by);
}

void
wadi_frame_set_color (WadiFrame *frame,
                      WadiRgb    color)
{
  cairo_set_source_rgb (frame->cr, color.red, color.green, color.blue);
}

void
wadi_frame_stroke_cased (WadiFrame *frame,
                         WadiRgb    color,
                         double     width,
                         double     casing,
                         WadiRgb    casing_color,
                         double     casing_alpha)
{
  cairo_set_source_rgba (frame->cr, casing_color.red, casing_color.green, casing_color.blue, casing_alpha);
  cairo_set_line_width (frame->cr, casing);
  cairo_stroke_preserve (frame->cr);
  wadi_frame_set_color (frame, color);
  cairo_set_line_width (frame->cr, width);
  cairo_stroke (frame->cr);
}

double
wadi_frame_width (WadiFrame *frame,
                  double     width,
                  double     min_px)
{
  return MAX (width, min_px * frame->pixel);
}

/* cairo 1.16 keeps scaled fonts and their glyph caches in tables that
 * every thread shares, and loses count of them when threads make, use
 * and let go of fonts at once: once, as the tile threads drew a map of
 * named counters, cairo aborted in cairo_scaled_font_destroy
 * ("! scaled_font->cache_frozen", a race other programs drawing text
 * from threads with cairo 1.16 have met).  So the renderer holds this
 * lock wherever it makes or lets go of a font and wherever Pango, whose
 * fonts come and go as it likes, lays out or shows a text (recursive: a
 * text fitted is a text laid out).  The labels' glyphs, mapped, measured
 * and shown with a font the renderer keeps (never its last reference in
 * a thread), are not: holding it there cost every cold frame 5-15% on
 * one core.  An export's own texts take it as well. */
static GRecMutex text_lock;

GRecMutex *
wadi_render_text_mutex (void)
{
  return &text_lock;
}

PangoFontDescription *
wadi_render_font (double   size_px,
                  gboolean bold)
{
  PangoFontDescription *font = pango_font_description_new ();

  pango_font_description_set_family (font, "Sans");
  pango_font_description_set_weight (font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_font_description_set_absolute_size (font, size_px * PANGO_SCALE);
  return font;
}

/* frame->text laid out for text at size_px, in pixels (the identity
 * matrix: cr's map units would scale the font); its logical size in
 * *logical. */
static void
layout_text (WadiFrame      *frame,
             const char     *text,
             double          size_px,
             gboolean        bold,
             PangoRectangle *logical)
{
  PangoFontDescription *font = wadi_render_font (size_px, bold);
  PangoRectangle        ink;

  if (frame->text == NULL)
    frame->text = pango_cairo_create_layout (frame->cr);
  pango_layout_set_font_description (frame->text, font);
  pango_font_description_free (font);
  pango_layout_set_text (frame->text, text, -1);
  cairo_save (frame->cr);
  cairo_identity_matrix (frame->cr);
  pango_cairo_update_layout (frame->cr, frame->text);
  pango_layout_get_pixel_extents (frame->text, &ink, logical);
  cairo_restore (frame->cr);
}

/* The size text at size_px takes to be at most max_width_px wide (laid
 * out once); *shrunk: whether it had to. */
static double
fitted_size (WadiFrame  *frame,
             const char *text,
             double      size_px,
             double      max_width_px,
             gboolean    bold,
             gboolean   *shrunk)
{
  PangoRectangle logical;

  g_rec_mutex_lock (wadi_render_text_mutex ());
  layout_text (frame, text, size_px, bold, &logical);
  g_rec_mutex_unlock (wadi_render_text_mutex ());
  *shrunk = logical.width > max_width_px && logical.width > 0;
  /* a little under, as the width does not shrink quite in proportion */
  return *shrunk ? size_px * max_width_px / logical.width * 0.95 : size_px;
}

void
wadi_frame_text_fit (WadiFrame  *frame,
                     double      x,
                     double      y,
                     const char *text,
                     double      size_px,
                     double      max_width_px,
                     double      min_px,
                     gboolean    bold,
                     WadiRgb     color)
{
  gboolean shrunk;

  if (text == NULL || text[0] == '\0')
    return;
  size_px = fitted_size (frame, text, size_px, max_width_px, bold, &shrunk);
  if (size_px >= min_px)
    wadi_frame_text (frame, x, y, text, size_px, bold, color);
}

void
wadi_frame_text_fit_cut (WadiFrame  *frame,
                         double      x,
                         double      y,
                         const char *text,
                         double      size_px,
                         double      max_width_px,
                         double      min_px,
                         gboolean    bold,
                         WadiRgb     color)
{
  gboolean shrunk;

  if (text == NULL || text[0] == '\0')
    return;
  size_px = fitted_size (frame, text, size_px, max_width_px, bold, &shrunk);
  if (size_px >= min_px)
    wadi_frame_text (frame, x, y, text, size_px, bold, color);
  else if (shrunk && max_width_px >= 3.0 * min_px)
    {
      /* too long even at the least size, with room for a few letters: cut
       * at the least size, "Grenadier Co…", rather than left off */
      g_rec_mutex_lock (wadi_render_text_mutex ());
      pango_layout_set_width (frame->text, (int) (max_width_px * PANGO_SCALE));
      pango_layout_set_ellipsize (frame->text, PANGO_ELLIPSIZE_END);
      wadi_frame_text (frame, x, y, text, min_px, bold, color);
      pango_layout_set_ellipsize (frame->text, PANGO_ELLIPSIZE_NONE);
      pango_layout_set_width (frame->text, -1);
      g_rec_mutex_unlock (wadi_render_text_mutex ());
    }
}

void
wadi_frame_text (WadiFrame  *frame,
                 double      x,
                 double      y,
                 const char *text,
                 double      size_px,
                 gboolean    bold,
                 WadiRgb     color)
{
  cairo_t       *cr = frame->cr;
  PangoRectangle logical;

  g_rec_mutex_lock (wadi_render_text_mutex ());
  layout_text (frame, text, size_px, bold, &logical);
  cairo_user_to_device (cr, &x, &y);
  cairo_save (cr);
  cairo_identity_matrix (cr);

  cairo_move_to (cr, round (x - logical.width / 2.0), round (y - logical.height / 2.0));
  cairo_set_source_rgb (cr, color.red, color.green, color.blue);
  pango_cairo_show_layout (cr, frame->text);
  cairo_restore (cr);
  g_rec_mutex_unlock (wadi_render_text_mutex ());
}
