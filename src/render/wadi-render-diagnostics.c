/* wadi-render-diagnostics.c: the validator's diagnostics on the map
 *
 * Each diagnostic where it lies, in its severity's colour: a hex's ring,
 * a counter's dashed ring, a hexside's bar, a vertex's circle, filled in
 * one path per severity and shape, the worst on top, each place once;
 * the rings leave the hexes' labels clear.  Far out, cells.
 */
#include "config.h"

#include <math.h>

#include "wadi-render-private.h"
#include "wadi-render-style.h"

/* Below this many pixels per hex a hex's ring (under 8 px) or a
 * hexside's bar is too small to tell apart from its neighbours', and
 * there are too many of them to draw one by one within a frame (tens of
 * thousands of hexes in view), so diagnostics are drawn aggregated, per
 * square cell of DIAGNOSTIC_CELL pixels.  From here each is its own mark
 * on its hex, hexside or vertex, thinner below THIN_MARK_ZOOM so that a
 * ring's middle still shows its hex's counter. */
#define DIAGNOSTIC_MARK_ZOOM WADI_RENDER_OUTLINE_ZOOM
#define DIAGNOSTIC_CELL 8
#define THIN_MARK_ZOOM WADI_RENDER_DETAIL_ZOOM
#define N_SEVERITIES 3

static WadiRgb
severity_color (WadiSeverity severity)
{
  switch (severity)
    {
    case WADI_SEVERITY_ERROR:
      return WADI_RGB (0xe01b24);
    case WADI_SEVERITY_WARNING:
      return WADI_RGB (0xf08c00);
    case WADI_SEVERITY_INFO:
    default:
      return WADI_RGB (0x1c71d8);
    }
}

/* Where a diagnostic is: its hex's centre, its hexside's middle or its
 * vertex, in map units. */
static void
diagnostic_point (WadiFrame            *frame,
                  const WadiDiagnostic *mark,
                  double               *x,
                  double               *y)
{
  switch (mark->place)
    {
    case WADI_DIAG_AT_HEXSIDE:
      {
        double ax, ay, bx, by;

        wadi_frame_side_ends (frame, mark->hexside, &ax, &ay, &bx, &by);
        *x = (ax + bx) / 2.0;
        *y = (ay + by) / 2.0;
        break;
      }
    case WADI_DIAG_AT_VERTEX:
      wadi_frame_center (frame, mark->vertex.hex, x, y);
      *x += frame->corner_dx[mark->vertex.index % 6];
      *y += frame->corner_dy[mark->vertex.index % 6];
      break;
    case WADI_DIAG_AT_HEX:
    case WADI_DIAG_AT_COUNTER:
    case WADI_DIAG_AT_SCENARIO:
    default:
      wadi_frame_center (frame, mark->hex, x, y);
      break;
    }
}

/* Zoomed out, the diagnostics are counted into square cells of
 * DIAGNOSTIC_CELL pixels (on a grid fixed to the map, so a pan does not
 * move them), and each cell that holds one takes its worst severity's
 * colour, more opaque the more it holds: one pass over the diagnostics,
 * whatever their number.  As cells_of_counters (). */
static gboolean
cells_of_diagnostics (WadiFrame *frame,
                      const int  px[4],
                      WadiCells *cells)
{
  const WadiRenderRequest *request = frame->request;
  g_autofree guint8       *worst = NULL; /* the worst severity + 1; 0: none */
  g_autofree guint16      *counts = NULL;
  gsize                    n;

  if (frame->zoom >= DIAGNOSTIC_MARK_ZOOM || request->n_marks == 0)
    return FALSE;
  wadi_cells_init (cells, DIAGNOSTIC_CELL, px);
  n = (gsize) cells->cols * cells->rows;
  worst = g_new0 (guint8, n);
  counts = g_new0 (guint16, n);
  for (guint i = 0; i < request->n_marks; i++)
    {
      const WadiDiagnostic *mark = &request->marks[i];
      double                x, y;
      gssize                at;

      if (mark->place == WADI_DIAG_AT_SCENARIO || mark->severity >= N_SEVERITIES)
        continue;
      diagnostic_point (frame, mark, &x, &y);
      at = wadi_cells_at (cells, frame, x, y);
      if (at < 0)
        continue;
      /* the enum runs from the worst (error) to the mildest */
      if (worst[at] == 0 || mark->severity + 1 < worst[at])
        worst[at] = (guint8) (mark->severity + 1);
      if (counts[at] < G_MAXUINT16)
        counts[at]++;
    }
  for (gsize at = 0; at < n; at++)
    {
      WadiRgb color;
      guint   count = counts[at];
      /* one diagnostic shows plainly; a crowd of them shows as solid */
      double alpha = count == 1 ? 0.7 : count < 4 ? 0.85
                                                  : 1.0;
      guint  a;

      if (count == 0)
        continue;
      color = severity_color ((WadiSeverity) (worst[at] - 1));
      a = (guint) (alpha * 255.0 + 0.5);
      /* premultiplied, as cairo's ARGB32 has it (all at least 0: rounded
       * by adding a half) */
      wadi_cells_mark (cells, at,
                       a << 24 | (guint) (color.red * a + 0.5) << 16 | (guint) (color.green * a + 0.5) << 8
                           | (guint) (color.blue * a + 0.5));
    }
  frame->stats->marks += cells->n;
  return TRUE;
}

/* The near marks are filled in groups of one shape and one severity, each
 * group one path and one fill. */
typedef enum
{
  MARK_RING,        /* a hex's diagnostic */
  MARK_DASHED_RING, /* a counter's */
  MARK_BAR,         /* a hexside's */
  MARK_CIRCLE,      /* a vertex's */
  MARK_SHAPES,
} MarkShape;

static MarkShape
mark_shape (const WadiDiagnostic *mark)
{
  switch (mark->place)
    {
    case WADI_DIAG_AT_COUNTER:
      return MARK_DASHED_RING;
    case WADI_DIAG_AT_HEXSIDE:
      return MARK_BAR;
    case WADI_DIAG_AT_VERTEX:
      return MARK_CIRCLE;
    case WADI_DIAG_AT_HEX:
    case WADI_DIAG_AT_SCENARIO:
    default:
      return MARK_RING;
    }
}

/* Marks are filled outlines, not strokes: cairo fills a path many times
 * faster than it strokes one.  Every piece turns the same way, so where
 * marks overlap (nonzero winding) they add up, never cut holes. */

/* A circle of radius r around (cx, cy), turning as a hexagon's corners do
 * (clockwise on screen), or the other way when reverse. */
static void
path_circle (cairo_t *cr,
             double   cx,
             double   cy,
             double   r,
             gboolean reverse)
{
  cairo_new_sub_path (cr);
  if (reverse)
    cairo_arc_negative (cr, cx, cy, r, 2 * G_PI, 0);
  else
    cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
  cairo_close_path (cr);
}

/* A quad of half-width h along a to b. */
static void
add_bar (cairo_t *cr,
         double   ax,
         double   ay,
         double   bx,
         double   by,
         double   h)
{
  double len = hypot (bx - ax, by - ay);
  double nx, ny;

  if (len <= 0.0)
    return;
  nx = -(by - ay) / len * h;
  ny = (bx - ax) / len * h;
  cairo_move_to (cr, ax - nx, ay - ny);
  cairo_line_to (cr, bx - nx, by - ny);
  cairo_line_to (cr, bx + nx, by + ny);
  cairo_line_to (cr, ax + nx, ay + ny);
  cairo_close_path (cr);
}

/* A hex's ring at scale of the way to its corners, width wide: whole, or
 * in dashes of dash on, gap off along each side. */
static void
add_ring (WadiFrame *frame,
          cairo_t   *cr,
          WadiHex    hex,
          double     scale,
          double     width,
          gboolean   dashed,
          double     dash,
          double     gap)
{
  double cx, cy;
  /* moving a hexagon's sides out by h moves its corners by 2h of the
   * circumradius */
  double out = scale + width, in = MAX (scale - width, 0.0);

  wadi_frame_center (frame, hex, &cx, &cy);
  if (!dashed)
    {
      cairo_move_to (cr, cx + frame->corner_dx[0] * out, cy + frame->corner_dy[0] * out);
      for (int k = 1; k < 6; k++)
        cairo_line_to (cr, cx + frame->corner_dx[k] * out, cy + frame->corner_dy[k] * out);
      cairo_close_path (cr);
      cairo_move_to (cr, cx + frame->corner_dx[5] * in, cy + frame->corner_dy[5] * in);
      for (int k = 4; k >= 0; k--)
        cairo_line_to (cr, cx + frame->corner_dx[k] * in, cy + frame->corner_dy[k] * in);
      cairo_close_path (cr);
      return;
    }
  for (int k = 0; k < 6; k++)
    {
      double ax = cx + frame->corner_dx[k] * scale, ay = cy + frame->corner_dy[k] * scale;
      double bx = cx + frame->corner_dx[(k + 1) % 6] * scale, by = cy + frame->corner_dy[(k + 1) % 6] * scale;
      double len = hypot (bx - ax, by - ay);
      /* the dashes of a side spread evenly along it */
      int    n = MAX (1, (int) floor ((len + gap) / (dash + gap)));
      double on = MIN (dash, len), step = n > 1 ? (len - on) / (n - 1) : 0.0;
      double start = n > 1 ? 0.0 : (len - on) / 2.0;

      for (int d = 0; d < n; d++)
        {
          double t0 = (start + d * step) / len, t1 = (start + d * step + on) / len;

          add_bar (cr, ax + (bx - ax) * t0, ay + (by - ay) * t0, ax + (bx - ax) * t1, ay + (by - ay) * t1,
                   width / 2.0);
        }
    }
}

/* A ring round a hex crosses its label at the top: the labels of the
 * ringed hexes in view are cut out of what the marks may cover, so a
 * ring leaves its hex's name readable. */
static void
clip_out_ringed_labels (WadiFrame   *frame,
                        const guint *near_marks,
                        guint        n_near)
{
  cairo_t *cr = frame->cr;
  g_autoptr(GHashTable) ringed = NULL;

  /* no labels at this zoom: nothing to keep clear */
  if (wadi_render_hex_label_px (frame) == 0.0)
    return;
  ringed = g_hash_table_new (NULL, NULL);
  cairo_new_path (cr);
  for (guint n = 0; n < n_near; n++)
    {
      const WadiDiagnostic *mark = &frame->request->marks[near_marks[n]];
      MarkShape             shape = mark_shape (mark);
      double                boxes[2][4];
      guint                 n_boxes;

      /* each hex once: under the even-odd rule a box added twice is no
       * hole */
      if ((shape != MARK_RING && shape != MARK_DASHED_RING)
          || !wadi_board_contains (frame->grid, mark->hex)
          || !g_hash_table_add (ringed, GSIZE_TO_POINTER (wadi_board_index (frame->grid, mark->hex) + 1)))
        continue;
      n_boxes = wadi_render_hex_label_boxes (frame, mark->hex, boxes);
      for (guint k = 0; k < n_boxes; k++)
        cairo_rectangle (cr, boxes[k][0], boxes[k][1], boxes[k][2] - boxes[k][0], boxes[k][3] - boxes[k][1]);
    }
  if (g_hash_table_size (ringed) == 0 || !cairo_has_current_point (cr))
    return;
  cairo_rectangle (cr, frame->view[0] - 2.0, frame->view[1] - 2.0, frame->view[2] - frame->view[0] + 4.0,
                   frame->view[3] - frame->view[1] + 4.0);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_EVEN_ODD);
  cairo_clip (cr);
}

static void
add_mark_path (WadiFrame            *frame,
               cairo_t              *cr,
               const WadiDiagnostic *mark,
               const double          widths[],
               double                circle_radius,
               const double          dashes[2])
{
  MarkShape shape = mark_shape (mark);

  switch (shape)
    {
    case MARK_RING:
    case MARK_DASHED_RING:
      add_ring (frame, cr, mark->hex, 0.82, widths[shape], shape == MARK_DASHED_RING, dashes[0], dashes[1]);
      break;
    case MARK_BAR:
      {
        double ax, ay, bx, by;

        wadi_frame_side_ends (frame, mark->hexside, &ax, &ay, &bx, &by);
        add_bar (cr, ax, ay, bx, by, widths[shape] / 2.0);
        break;
      }
    case MARK_CIRCLE:
    case MARK_SHAPES:
    default:
      {
        double vx, vy;

        diagnostic_point (frame, mark, &vx, &vy);
        path_circle (cr, vx, vy, circle_radius + widths[shape] / 2.0, FALSE);
        path_circle (cr, vx, vy, circle_radius - widths[shape] / 2.0, TRUE);
        break;
      }
    }
}

/* Where a mark of its shape lies, as a key no other place of that shape
 * has (never 0); a mark off the board has a key of its own. */
static gsize
mark_place_key (WadiFrame            *frame,
                const WadiDiagnostic *mark)
{
  WadiHex hex = mark->place == WADI_DIAG_AT_HEXSIDE  ? mark->hexside.hex
                : mark->place == WADI_DIAG_AT_VERTEX ? mark->vertex.hex
                                                     : mark->hex;
  gsize   index = mark->place == WADI_DIAG_AT_HEXSIDE  ? (gsize) mark->hexside.dir % 6
                  : mark->place == WADI_DIAG_AT_VERTEX ? (gsize) mark->vertex.index % 6
                                                       : 0;

  if (!wadi_board_contains (frame->grid, hex))
    return GPOINTER_TO_SIZE (mark);
  return ((gsize) wadi_board_index (frame->grid, hex) * 6 + index) * 2 + 1;
}

void
wadi_render_diagnostic_layer (WadiFrame *frame)
{
  cairo_t                 *cr = frame->cr;
  const WadiRenderRequest *request = frame->request;
  gboolean                 thin = frame->zoom < THIN_MARK_ZOOM;
  double                   ring_width = wadi_frame_width (frame, 0.07, thin ? 2.0 : 3.0);
  /* a counter's ring is dashed in lengths of its width, at least 3 px:
   * never the hundreds of sub-pixel dashes that lengths in map units
   * make when zoomed out */
  double            dashes[2] = { 2.0 * MAX (ring_width, 3.0 * frame->pixel), 1.5 * MAX (ring_width, 3.0 * frame->pixel) };
  double            widths[MARK_SHAPES] = { ring_width, ring_width, wadi_frame_width (frame, 0.1, thin ? 3.0 : 4.0),
                                            wadi_frame_width (frame, 0.05, thin ? 2.0 : 2.5) };
  double            circle_radius = wadi_frame_width (frame, 0.12, thin ? 3.5 : 5.0);
  g_autofree guint *near_marks = NULL;
  g_autoptr(GHashTable) drawn = NULL;
  guint n_near = 0;

  if (request->n_marks == 0)
    return;
  if (frame->zoom < DIAGNOSTIC_MARK_ZOOM)
    {
      wadi_render_cells (frame, cells_of_diagnostics);
      return;
    }

  /* the marks in view */
  near_marks = g_new (guint, request->n_marks);
  for (guint i = 0; i < request->n_marks; i++)
    {
      const WadiDiagnostic *mark = &request->marks[i];
      double                x, y;

      if (mark->place == WADI_DIAG_AT_SCENARIO || mark->severity >= N_SEVERITIES)
        continue;
      /* every mark lies within a map unit of its hex's centre */
      wadi_frame_center (frame, mark->hex, &x, &y);
      if (x < frame->view[0] - 1.0 || x > frame->view[2] + 1.0 || y < frame->view[1] - 1.0
          || y > frame->view[3] + 1.0)
        continue;
      near_marks[n_near++] = i;
    }

  drawn = g_hash_table_new (NULL, NULL);
  cairo_save (cr);
  clip_out_ringed_labels (frame, near_marks, n_near);
  cairo_new_path (cr);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_WINDING);
  /* the mildest first, so the worst lies on top */
  for (int severity = N_SEVERITIES - 1; severity >= 0; severity--)
    for (MarkShape shape = 0; shape < MARK_SHAPES; shape++)
      {
        WadiRgb  color = severity_color ((WadiSeverity) severity);
        gboolean any = FALSE;

        g_hash_table_remove_all (drawn);
        for (guint n = 0; n < n_near; n++)
          {
            const WadiDiagnostic *mark = &request->marks[near_marks[n]];

            if ((int) mark->severity != severity || mark_shape (mark) != shape)
              continue;
            /* a mark once where it lies: a stack of thousands of
             * counters, each with its diagnostic, is one ring, not
             * thousands laid over each other in one path, whose fill
             * costs their square (issue 28) */
            if (!g_hash_table_add (drawn, GSIZE_TO_POINTER (mark_place_key (frame, mark))))
              continue;
            add_mark_path (frame, cr, mark, widths, circle_radius, dashes);
            frame->stats->marks++;
            any = TRUE;
          }
        if (!any)
          continue;
        if (request->high_contrast_marks)
          {
            /* a black edge outside the mark tells it from any terrain
             * colour: stroked first, the fill covers its inner half */
            cairo_set_source_rgb (cr, 0.0, 0.0, 0.0);
            cairo_set_line_width (cr, 2.0 * frame->pixel);
            cairo_stroke_preserve (cr);
          }
        cairo_set_source_rgba (cr, color.red, color.green, color.blue, request->high_contrast_marks ? 1.0 : 0.9);
        cairo_fill (cr);
      }
  cairo_restore (cr);
}
