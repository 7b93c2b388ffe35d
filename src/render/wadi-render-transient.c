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

/* A counter being dragged: a ghost of it where it would be dropped,
 * outlined green where it may stand and red where a rule forbids it. */
static void
draw_dragged_counter (WadiFrame *frame)
{
  cairo_t           *cr = frame->cr;
  const WadiCounter *counter = frame->request->dragged;
  double             half = WADI_COUNTER_SIZE / 2.0;
  double             x, y;

  wadi_counter_stack_place (frame->layout, counter, 0, 1, &x, &y);
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

/* A stamp being put down: the terrain of each hex it would paint. */
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
      cairo_save (cr);
      cairo_clip (cr);
      cairo_paint_with_alpha (cr, 0.8);
      cairo_restore (cr);
    }
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
    {
      for (guint i = 0; i < request->n_selection; i++)
        if (wadi_render_hex_in_view (&frame->request->view, frame->layout, request->selection[i]))
          wadi_render_hex_outline_path (cr, frame->scenario->map, frame->layout, request->selection[i]);
      cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, 0.3);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, 0.1, 0.3, 0.7, 0.9);
      cairo_set_line_width (cr, 2.0 * frame->pixel);
      cairo_stroke (cr);
    }

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
