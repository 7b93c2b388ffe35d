/* wadi-render-transient.c: what passes over the map
 *
 * The transient layer, drawn apart from the map's tiles so a hover never
 * draws them again: the ghosts of an overlay being placed and of a
 * stamp's cells, the selected hexes, the hover's hex, hexside or vertex,
 * the selected counter's outline and a dragged counter.
 */
#include "config.h"

#include <math.h>

#include "wadi-counter-stack.h"
#include "wadi-render-private.h"
#include "wadi-render-style.h"

/* A two-tone stroke stays visible on every terrain colour: the yellow
 * is nearly the cream of open ground (1.05:1), so the dark casing, two
 * pixels either side, is what shows it there (3:1 and more). */
static void
stroke_highlight (WadiFrame *frame,
                  double     width_px)
{
  wadi_frame_stroke_cased (frame, (WadiRgb) { 1.0, 0.95, 0.35 }, width_px * frame->pixel,
                           (width_px + 4.0) * frame->pixel, (WadiRgb) { 0.0, 0.0, 0.0 }, 0.75);
}

/* The selected counter outlined where it is drawn in its stack. */
static void
draw_selected_counter (WadiFrame *frame)
{
  const WadiScenario *scenario = frame->scenario;
  const WadiCounter  *counter = wadi_scenario_find_counter (scenario, frame->request->selected_counter);
  g_autoptr(GArray) stack = NULL;
  double half = WADI_COUNTER_SIZE / 2.0 + 2.0 * frame->pixel;

  if (counter == NULL || !wadi_render_hex_in_view (&frame->request->view, frame->layout, counter->hex))
    return;
  stack = wadi_counter_stack_in_hex (scenario, counter->hex);
  for (guint k = 0; k < stack->len; k++)
    if (g_array_index (stack, guint, k) == counter->id)
      {
        double x, y;

        wadi_counter_stack_place (frame->layout, counter, k, stack->len, &x, &y);
        cairo_rectangle (frame->cr, x - half, y - half, 2.0 * half, 2.0 * half);
        stroke_highlight (frame, 3.0);
      }
}

/* Counters being dragged: a ghost of each where it would be dropped, a
 * stack fanned as it will lie (a try-out's Shift drag showed one counter
 * for three), outlined green where all may stand and red where a rule
 * forbids one. */
static void
draw_dragged_counter (WadiFrame *frame)
{
  cairo_t *cr = frame->cr;
  guint    count = MAX (frame->request->n_dragged, 1);
  double   half = WADI_COUNTER_SIZE / 2.0;

  for (guint depth = 0; depth < count; depth++)
    {
      /* the one dragged on top, where the pointer holds it */
      const WadiCounter *counter = &frame->request->dragged[count - 1 - depth];
      double             x, y;

      wadi_counter_stack_place (frame->layout, counter, depth, count, &x, &y);
      cairo_rectangle (cr, x - half, y - half, WADI_COUNTER_SIZE, WADI_COUNTER_SIZE);
      cairo_set_source_rgba (cr, 1.0, 1.0, 1.0, 0.45);
      cairo_fill_preserve (cr);
      if (frame->request->dragged_allowed)
        cairo_set_source_rgb (cr, 0.15, 0.64, 0.25);
      else
        cairo_set_source_rgb (cr, 0.88, 0.11, 0.14);
      cairo_set_line_width (cr, 3.0 * frame->pixel);
      cairo_stroke (cr);
    }
}

/* An overlay being placed: its terrain where it would lie, a little
 * see-through, so the designer sees what it brings before the click. */
static void
draw_ghost_overlay (WadiFrame *frame)
{
  const WadiRenderRequest *request = frame->request;
  const WadiBoard         *fragment = request->ghost_overlay;
  cairo_t                 *cr = frame->cr;

  for (guint i = 0; i < wadi_board_hex_count (fragment); i++)
    {
      WadiHex from = wadi_board_hex_at_index (fragment, i);
      WadiHex to;

      if (!wadi_board_contains (fragment, from))
        continue;
      to = wadi_overlay_map_hex (frame->grid, fragment, request->ghost_anchor, request->ghost_orientation, from);
      if (!wadi_board_contains (frame->grid, to) || !wadi_render_hex_in_view (&frame->request->view, frame->layout, to))
        continue;
      wadi_frame_hex_path (frame, to, 1.0);
      wadi_frame_set_color (frame, wadi_style_hex_fill (wadi_board_cell (fragment, from)));
      cairo_save (cr);
      cairo_clip (cr);
      cairo_paint_with_alpha (cr, 0.8);
      cairo_restore (cr);
      if (wadi_board_cell (fragment, from)->depression != WADI_DEPRESSION_NONE)
        {
          double cx, cy;

          /* a depression: its bed across the middle */
          wadi_frame_center (frame, to, &cx, &cy);
          cairo_new_sub_path (cr);
          cairo_arc (cr, cx, cy, 0.18, 0, 2 * G_PI);
          wadi_frame_set_color (frame, wadi_style_depression_bed ((WadiDepression) wadi_board_cell (fragment, from)->depression));
          cairo_fill (cr);
        }
    }
}

/* A stamp being put down: the terrain of each hex it would paint,
 * opaque, as the picture it stands in for hides what it would replace. */
static void
draw_ghost_cells (WadiFrame *frame)
{
  const WadiRenderRequest *request = frame->request;
  cairo_t                 *cr = frame->cr;

  for (guint i = 0; i < request->n_ghost_cells; i++)
    {
      const WadiRenderGhostCell *ghost = &request->ghost_cells[i];

      if (!wadi_board_contains (frame->grid, ghost->hex) || !wadi_render_hex_in_view (&frame->request->view, frame->layout, ghost->hex))
        continue;
      /* an outer half hex shows only its board's half, as the map does */
      cairo_new_path (cr);
      wadi_render_hex_outline_path (cr, frame->scenario->map, frame->layout, ghost->hex);
      wadi_frame_set_color (frame, wadi_style_hex_fill (&ghost->cell));
      cairo_fill (cr);
    }
}

/* Below this many pixels a hex, the selection is filled through a mask
 * of its hexes (a million hexagons took 0.8 s a frame to fill), with no
 * line round it, thicker there than a hex. */
#define SELECTION_MASK_ZOOM 8.0

/* The selected hexes of the frame's hexes, one round more for their
 * neighbours: a byte a hex, 1 where selected, over cols x rows from
 * (col0, row0); FALSE when none is in view. */
typedef struct
{
  guint8 *in;
  int     col0, row0, cols, rows;
} SelectionWindow;

static gboolean
selection_window_init (SelectionWindow *window,
                       WadiFrame       *frame)
{
  const WadiRenderRequest *request = frame->request;
  gboolean                 any = FALSE;

  int range[4];

  /* the map's hexes in view, and their neighbours */
  wadi_render_hex_range (frame->layout, frame->view, WADI_HEX_RADIUS, 1, range);
  window->col0 = MAX (range[0], 0) - 1;
  window->row0 = MAX (range[1], 0) - 1;
  window->cols = MIN (range[2], frame->grid->cols - 1) + 2 - window->col0;
  window->rows = MIN (range[3], frame->grid->rows - 1) + 2 - window->row0;
  window->in = NULL;
  if (window->cols < 3 || window->rows < 3)
    return FALSE;
  window->in = g_new0 (guint8, (gsize) window->cols * (gsize) window->rows);
  for (guint i = 0; i < request->n_selection; i++)
    {
      int c = request->selection[i].col - window->col0;
      int r = request->selection[i].row - window->row0;

      if (c >= 0 && c < window->cols && r >= 0 && r < window->rows)
        {
          window->in[(gsize) r * (gsize) window->cols + (gsize) c] = 1;
          any = TRUE;
        }
    }
  return any;
}

static gboolean
selection_has (const SelectionWindow *window,
               WadiHex                hex)
{
  int c = hex.col - window->col0, r = hex.row - window->row0;

  return c >= 0 && c < window->cols && r >= 0 && r < window->rows
         && window->in[(gsize) r * (gsize) window->cols + (gsize) c] != 0;
}

/* Far out: the selection's hexes as a mask of two texels a hex across the
 * stagger (a lowered column or shifted row one texel on), each hex its
 * cell of the grid, laid on the map in the fill's colour. */
static void
fill_selection_mask (WadiFrame             *frame,
                     const SelectionWindow *window)
{
  cairo_t         *cr = frame->cr;
  gboolean         flat = frame->layout.orientation == WADI_GRID_FLAT_TOP;
  int              across = flat ? window->cols : 2 * window->cols + 1; /* one more for a shifted last */
  int              down = flat ? 2 * window->rows + 1 : window->rows;
  WadiHex          a = { window->col0, window->row0 };
  WadiHex          b = flat ? (WadiHex) { a.col + 1, a.row } : (WadiHex) { a.col, a.row + 1 };
  double           ax, ay, bx, by, x0, y0, step;
  gboolean         a_shifted;
  cairo_surface_t *mask = cairo_image_surface_create (CAIRO_FORMAT_A8, across, down);
  guchar          *data = cairo_image_surface_get_data (mask);
  int              stride = cairo_image_surface_get_stride (mask);
  cairo_pattern_t *pattern;

  if (cairo_surface_status (mask) != CAIRO_STATUS_SUCCESS)
    {
      cairo_surface_destroy (mask);
      return;
    }
  /* the first hex's neighbour across the stagger says which is shifted */
  wadi_hex_center (frame->layout, a, &ax, &ay);
  wadi_hex_center (frame->layout, b, &bx, &by);
  a_shifted = flat ? ay > by : ax > bx;
  for (int r = 0; r < window->rows; r++)
    for (int c = 0; c < window->cols; c++)
      {
        int shift = ((flat ? c : r) % 2 == 0) == a_shifted ? 1 : 0;

        if (window->in[(gsize) r * (gsize) window->cols + (gsize) c] == 0)
          continue;
        if (flat)
          {
            data[(2 * r + shift) * stride + c] = 0xff;
            data[(2 * r + shift + 1) * stride + c] = 0xff;
          }
        else
          {
            data[r * stride + 2 * c + shift] = 0xff;
            data[r * stride + 2 * c + shift + 1] = 0xff;
          }
      }
  cairo_surface_mark_dirty (mask);
  cairo_save (cr);
  if (flat)
    {
      step = bx - ax; /* between columns */
      x0 = ax - step / 2.0;
      y0 = a_shifted ? ay - 1.0 : ay - 0.5;
      cairo_translate (cr, x0, y0);
      cairo_scale (cr, step, 0.5);
    }
  else
    {
      step = by - ay; /* between rows */
      x0 = a_shifted ? ax - 1.0 : ax - 0.5;
      y0 = ay - step / 2.0;
      cairo_translate (cr, x0, y0);
      cairo_scale (cr, 0.5, step);
    }
  pattern = cairo_pattern_create_for_surface (mask);
  cairo_pattern_set_filter (pattern, CAIRO_FILTER_NEAREST);
  cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, 0.4);
  cairo_mask (cr, pattern);
  cairo_pattern_destroy (pattern);
  cairo_restore (cr);
  cairo_surface_destroy (mask);
}

/* Whether the fill's loops take in the window's hex (c, r): selected,
 * not on the window's rim (whose hexes only say whether a neighbour is
 * selected) and not an outer half hex (filled as the map cuts it). */
static gboolean
in_loops (const SelectionWindow *window,
          const guint8          *halved,
          int                    c,
          int                    r)
{
  gsize i = (gsize) r * (gsize) window->cols + (gsize) c;

  return c > 0 && r > 0 && c < window->cols - 1 && r < window->rows - 1 && window->in[i] != 0
         && (halved == NULL || halved[i] == 0);
}

/* The outline of the loops' hexes, each of its loops one closed path:
 * a million selected hexes are as cheap to fill as one (17 000
 * hexagons at 12 px a hex took 6 of a frame's 9 ms).  Hexside d of a
 * hex runs from its corner d - 1 to its corner d, so the outline's sides
 * taken the same way round each hex chain up: after side d of hex h
 * comes side d + 1 of h where that is on the outline too, otherwise
 * side d + 5 of the neighbour across it. */
static void
selection_loops_path (WadiFrame             *frame,
                      const SelectionWindow *window,
                      const guint8          *halved)
{
  gsize              n = (gsize) window->cols * (gsize) window->rows;
  g_autofree guint8 *done = g_new0 (guint8, n); /* a bit a hexside */

  for (int r = 1; r < window->rows - 1; r++)
    for (int c = 1; c < window->cols - 1; c++)
      for (WadiDirection d0 = 0; d0 < WADI_DIRECTION_COUNT; d0++)
        {
          WadiHex       hex = { window->col0 + c, window->row0 + r };
          WadiDirection d = d0;
          double        cx, cy;
          WadiHex       across = wadi_hex_neighbor (frame->layout, hex, d);

          if (!in_loops (window, halved, c, r) || (done[(gsize) r * (gsize) window->cols + (gsize) c] & (1u << d)) != 0
              || in_loops (window, halved, across.col - window->col0, across.row - window->row0))
            continue;
          wadi_frame_center (frame, hex, &cx, &cy);
          cairo_move_to (frame->cr, cx + frame->corner_dx[(d + 5) % 6], cy + frame->corner_dy[(d + 5) % 6]);
          for (;;)
            {
              gsize   i = (gsize) (hex.row - window->row0) * (gsize) window->cols + (gsize) (hex.col - window->col0);
              WadiHex next;

              if (done[i] & (1u << d))
                break;
              done[i] |= 1u << d;
              wadi_frame_center (frame, hex, &cx, &cy);
              cairo_line_to (frame->cr, cx + frame->corner_dx[d], cy + frame->corner_dy[d]);
              next = wadi_hex_neighbor (frame->layout, hex, (d + 1) % 6);
              if (in_loops (window, halved, next.col - window->col0, next.row - window->row0))
                {
                  hex = next;
                  d = (d + 5) % 6;
                }
              else
                d = (d + 1) % 6;
            }
          cairo_close_path (frame->cr);
        }
}

/* The selected hexes: a pale fill, and a line round the selection's edge,
 * not round each of its hexes (a million outlines took 9 s a frame at a
 * pixel a hex, and their strokes 130 ms of a frame's 160 at 12); an
 * outer half hex on that edge outlined as the map cuts it. */
static void
draw_selection (WadiFrame *frame)
{
  cairo_t           *cr = frame->cr;
  const WadiMap     *map = frame->scenario->map;
  gboolean           cut = wadi_map_cut_at_half_hexes (map);
  g_autofree guint8 *halved = NULL;
  SelectionWindow    window;

  if (!selection_window_init (&window, frame))
    {
      g_free (window.in);
      return;
    }
  if (frame->zoom < SELECTION_MASK_ZOOM)
    {
      fill_selection_mask (frame, &window);
      g_free (window.in);
      return;
    }
  /* the outer half hexes selected, each filled as the map cuts it */
  if (cut)
    {
      halved = g_new0 (guint8, (gsize) window.cols * (gsize) window.rows);
      for (int r = 1; r < window.rows - 1; r++)
        for (int c = 1; c < window.cols - 1; c++)
          {
            gsize   i = (gsize) r * (gsize) window.cols + (gsize) c;
            WadiHex hex = { window.col0 + c, window.row0 + r };

            if (window.in[i] != 0 && wadi_render_hex_is_halved (map, hex))
              {
                halved[i] = 1;
                wadi_render_hex_outline_path (cr, map, frame->layout, hex);
              }
          }
    }
  selection_loops_path (frame, &window, halved);
  cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, 0.3);
  cairo_fill (cr);
  for (int r = 1; r < window.rows - 1; r++)
    for (int c = 1; c < window.cols - 1; c++)
      {
        WadiHex hex = { window.col0 + c, window.row0 + r };
        guint   open = 0;

        if (window.in[(gsize) r * (gsize) window.cols + (gsize) c] == 0)
          continue;
        for (WadiDirection dir = 0; dir < WADI_DIRECTION_COUNT; dir++)
          if (!selection_has (&window, wadi_hex_neighbor (frame->layout, hex, dir)))
            open |= 1u << dir;
        if (open == 0)
          continue;
        if (halved != NULL && halved[(gsize) r * (gsize) window.cols + (gsize) c] != 0)
          wadi_render_hex_outline_path (cr, map, frame->layout, hex);
        else
          for (WadiDirection dir = 0; dir < WADI_DIRECTION_COUNT; dir++)
            if (open & (1u << dir))
              wadi_frame_side_path (frame, (WadiHexside) { hex, dir });
      }
  cairo_set_source_rgba (cr, 0.1, 0.3, 0.7, 0.9);
  cairo_set_line_width (cr, 2.0 * frame->pixel);
  cairo_stroke (cr);
  g_free (window.in);
}

void
wadi_render_transient_layer (WadiFrame *frame)
{
  cairo_t                 *cr = frame->cr;
  const WadiRenderRequest *request = frame->request;

  cairo_save (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);

  if (request->ghost_overlay != NULL)
    draw_ghost_overlay (frame);
  if (request->n_ghost_cells > 0)
    draw_ghost_cells (frame);
  if (request->n_selection > 0)
    draw_selection (frame);

  switch (request->highlight.kind)
    {
    case WADI_RENDER_HIGHLIGHT_HEX:
      wadi_frame_hex_path (frame, request->highlight.hex, 1.0);
      stroke_highlight (frame, 2.0);
      break;
    case WADI_RENDER_HIGHLIGHT_HEXSIDE:
      wadi_frame_side_path (frame, request->highlight.hexside);
      stroke_highlight (frame, 4.0);
      break;
    case WADI_RENDER_HIGHLIGHT_VERTEX:
      {
        double vx, vy;

        wadi_hex_corner (frame->layout, request->highlight.vertex.hex, request->highlight.vertex.index, &vx, &vy);
        cairo_new_sub_path (cr);
        cairo_arc (cr, vx, vy, MAX (0.1, 5.0 * frame->pixel), 0, 2 * G_PI);
        stroke_highlight (frame, 2.5);
        break;
      }
    case WADI_RENDER_HIGHLIGHT_NONE:
    default:
      break;
    }
  if (request->selected_counter != 0 && frame->zoom >= WADI_RENDER_COUNTER_CELL_ZOOM)
    draw_selected_counter (frame);
  if (request->dragged != NULL)
    draw_dragged_counter (frame);
  cairo_restore (cr);
}
