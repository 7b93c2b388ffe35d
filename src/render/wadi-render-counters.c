/* wadi-render-counters.c: the counters on the map
 *
 * Each counter of a hex's stack fanned out where wadi-counter-stack.c
 * puts it (a stack of thousands drawn as much as shows of it), its face
 * drawn by wadi-render-counter-face.c; the hexsides Crest counters
 * protect under them and the vehicles' CAFP vertices over them; far out,
 * each counter a cell of its colour.
 */
#include "config.h"

#include <math.h>

#include "wadi-counter-stack.h"
#include "wadi-render-private.h"
#include "wadi-render-style.h"

/* Far out (below WADI_RENDER_COUNTER_CELL_ZOOM) a counter is a square
 * cell of this many pixels. */
#define COUNTER_CELL 4

/* The three hexsides a Crest counter protects, as a thick line just inside
 * each (its centre hexside and the two beside it). */
static void
draw_crest_sides (WadiFrame         *frame,
                  const WadiCounter *counter)
{
  cairo_t *cr = frame->cr;
  double   cx, cy;

  wadi_hex_center (frame->layout, counter->hex, &cx, &cy);
  for (int k = -1; k <= 1; k++)
    {
      WadiHexside  side = { counter->hex, (WadiDirection) ((counter->centre + 6 + k) % 6) };
      double       ax, ay, bx, by;
      const double pull = 0.14; /* toward the centre, so the line is in this hex */

      wadi_frame_side_ends (frame, side, &ax, &ay, &bx, &by);
      ax += (cx - ax) * pull;
      ay += (cy - ay) * pull;
      bx += (cx - bx) * pull;
      by += (cy - by) * pull;
      if (k == -1)
        cairo_move_to (cr, ax, ay);
      else
        cairo_line_to (cr, ax, ay);
      cairo_line_to (cr, bx, by);
    }
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  wadi_frame_stroke_cased (frame, (WadiRgb) { 0.93, 0.5, 0.1 }, wadi_frame_width (frame, 0.06, 2.5),
                           wadi_frame_width (frame, 0.1, 4.0), (WadiRgb) { 0.1, 0.06, 0.02 }, 1.0);
}

/* Zoomed out, a counter is a few pixels: the square cell of COUNTER_CELL
 * pixels it falls in, in its colour (the top of a stack wins), so ten
 * thousand fords cost what ten do.  The cells over the map pixels px
 * (x0, y0, x1, y1, end exclusive); FALSE, and nothing to clear, where the
 * frame's zoom shows counters otherwise or there are none. */
static gboolean
cells_of_counters (WadiFrame *frame,
                   const int  px[4],
                   WadiCells *cells)
{
  const GArray *counters = frame->scenario->counters;

  if (frame->zoom >= WADI_RENDER_COUNTER_CELL_ZOOM || counters->len == 0)
    return FALSE;
  wadi_cells_init (cells, COUNTER_CELL, px);
  for (guint i = 0; i < counters->len; i++)
    {
      const WadiCounter *counter = &g_array_index (counters, WadiCounter, i);
      double             x, y;
      gssize             at;

      if (!wadi_board_contains (frame->grid, counter->hex))
        continue;
      wadi_frame_center (frame, counter->hex, &x, &y);
      at = wadi_cells_at (cells, frame, x, y);
      if (at < 0)
        continue;
      wadi_cells_mark (cells, (gsize) at, 0xff000000u | wadi_style_pack (wadi_render_counter_color (frame->scenario, counter)));
      frame->stats->counters++;
    }
  return TRUE;
}

/* Whether the depth-th counter of a stack of height shows: the one on
 * top does, and one under it when the fan leaves a pixel of it in view
 * past the next one up.  A stack of thousands of counters closes up to
 * less than a pixel a counter, and drawing each would cost the frame a
 * counter's text thousands of times over for a few pixels (issue 28). */
static gboolean
stack_shows (const WadiFrame *frame,
             guint            depth,
             guint            height)
{
  double step;

  if (depth + 1 >= height)
    return TRUE;
  step = wadi_counter_stack_step (height) / frame->pixel;
  return floor (depth * step) != floor ((depth + 1) * step);
}

/* The hexsides the Crest counters of kind protect, or the vehicles' CAFP
 * vertices, each once however many counters of a stack protect it. */
static void
draw_protected_marks (WadiFrame      *frame,
                      const GArray   *in_view,
                      WadiCounterKind kind)
{
  cairo_t      *cr = frame->cr;
  const GArray *counters = frame->scenario->counters;
  g_autoptr(GHashTable) marked = g_hash_table_new (NULL, NULL);

  for (guint i = 0; i < in_view->len; i++)
    {
      const WadiCounter *counter = &g_array_index (counters, WadiCounter, g_array_index (in_view, guint, i));
      double             vx, vy;
      gpointer           key;

      if (counter->kind != kind)
        continue;
      key = GSIZE_TO_POINTER (((gsize) wadi_board_index (frame->grid, counter->hex) * 12
                               + (counter->kind == WADI_COUNTER_CREST ? counter->centre % 6 : 6 + counter->vertex % 6))
                              + 1);
      if (!g_hash_table_add (marked, key))
        continue;
      if (counter->kind == WADI_COUNTER_CREST)
        draw_crest_sides (frame, counter);
      if (counter->kind == WADI_COUNTER_VEHICLE_CREST)
        {
          wadi_hex_corner (frame->layout, counter->hex, counter->vertex, &vx, &vy);
          /* a label's text leaves a current point the arc would join */
          cairo_new_path (cr);
          cairo_arc (cr, vx, vy, wadi_frame_width (frame, 0.075, 4.0), 0, 2 * G_PI);
          cairo_set_source_rgb (cr, 0.93, 0.5, 0.1);
          cairo_fill_preserve (cr);
          cairo_set_source_rgb (cr, 0.1, 0.06, 0.02);
          cairo_set_line_width (cr, wadi_frame_width (frame, 0.02, 1.2));
          cairo_stroke (cr);
        }
    }
}

/* Whether what a counter in hex draws may reach the view: its hex's box,
 * and past it the CAFP dot of a vehicle's Crest counter on a corner (4 px
 * at least, and its outline); else a tile beside the one that holds the
 * hex would cut the dot off at their seam. */
static gboolean
counter_reaches_view (WadiFrame *frame,
                      WadiHex    hex)
{
  double reach = WADI_HEX_RADIUS + MAX (0.1, 7.0 * frame->pixel);
  double x, y;

  wadi_frame_center (frame, hex, &x, &y);
  return x + reach >= frame->view[0] && x - reach <= frame->view[2] && y + reach >= frame->view[1]
         && y - reach <= frame->view[3];
}

void
wadi_render_counter_layer (WadiFrame *frame)
{
  cairo_t      *cr = frame->cr;
  const GArray *counters = frame->scenario->counters;
  /* by hex: how many counters it holds, then how many are drawn */
  g_autoptr(GHashTable) heights = NULL;
  g_autoptr(GHashTable) stacks = NULL;
  g_autoptr(GArray) in_view = NULL;

  if (frame->zoom < WADI_RENDER_COUNTER_CELL_ZOOM)
    {
      wadi_render_cells (frame, cells_of_counters);
      return;
    }
  /* the counters in view: a stack is in one hex, so its height is
   * counted among them alone */
  in_view = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint i = 0; i < counters->len; i++)
    {
      const WadiCounter *counter = &g_array_index (counters, WadiCounter, i);

      if (wadi_board_contains (frame->grid, counter->hex)
          && counter_reaches_view (frame, counter->hex))
        g_array_append_val (in_view, i);
    }
  stacks = g_hash_table_new (NULL, NULL);
  heights = g_hash_table_new (NULL, NULL);
  for (guint i = 0; i < in_view->len; i++)
    {
      const WadiCounter *counter = &g_array_index (counters, WadiCounter, g_array_index (in_view, guint, i));
      gpointer           key = GUINT_TO_POINTER (wadi_board_index (frame->grid, counter->hex) + 1);

      g_hash_table_insert (heights, key,
                           GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (heights, key)) + 1));
    }

  cairo_save (cr);
  /* the protected hexsides under the counters, as the board's own
   * markings are, so a counter on top of its stack keeps its strength and
   * name whole; the CAFP dots, at a corner, over them and the lines that
   * lead to them */
  draw_protected_marks (frame, in_view, WADI_COUNTER_CREST);
  for (guint i = 0; i < in_view->len; i++)
    {
      const WadiCounter *counter = &g_array_index (counters, WadiCounter, g_array_index (in_view, guint, i));
      gpointer           key = GUINT_TO_POINTER (wadi_board_index (frame->grid, counter->hex) + 1);
      guint              depth, height;
      double             x, y;

      depth = GPOINTER_TO_UINT (g_hash_table_lookup (stacks, key));
      g_hash_table_insert (stacks, key, GUINT_TO_POINTER (depth + 1));
      height = GPOINTER_TO_UINT (g_hash_table_lookup (heights, key));
      if (!stack_shows (frame, depth, height))
        continue;
      wadi_counter_stack_place (frame->layout, counter, depth, height, &x, &y);
      if (counter->kind == WADI_COUNTER_VEHICLE_CREST)
        {
          double vx, vy;

          wadi_hex_corner (frame->layout, counter->hex, counter->vertex, &vx, &vy);
          cairo_move_to (cr, x, y);
          cairo_line_to (cr, vx, vy);
          cairo_set_source_rgb (cr, 0.1, 0.06, 0.02);
          cairo_set_line_width (cr, wadi_frame_width (frame, 0.03, 1.5));
          cairo_stroke (cr);
        }
      wadi_render_placed_counter (frame, counter, x, y);
      frame->stats->counters++;
    }
  draw_protected_marks (frame, in_view, WADI_COUNTER_VEHICLE_CREST);

  cairo_restore (cr);
}
