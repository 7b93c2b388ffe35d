/* wadi-render-rules.c: the inspector's picks, its line of sight, Crest
 * hexsides and CAFP vertices, and the diagnostic jumped to */
#include "config.h"

#include <math.h>

#include "wadi-render-private.h"
#include "wadi-render-rules.h"

static WadiRgb
verdict_color (WadiLosVerdict verdict)
{
  switch (verdict)
    {
    case WADI_LOS_CLEAR:
      return WADI_RGB (0x2ec27e);
    case WADI_LOS_BLOCKED:
      return WADI_RGB (0xe01b24);
    case WADI_LOS_BLIND:
    default:
      return WADI_RGB (0x9141ac);
    }
}

/* Where along the line from (ax, ay) to (bx, by) the point falls, 0 to 1. */
static double
line_fraction (double ax,
               double ay,
               double bx,
               double by,
               double px,
               double py)
{
  double dx = bx - ax, dy = by - ay;
  double length2 = dx * dx + dy * dy;

  if (length2 <= 0.0)
    return 0.0;
  return CLAMP (((px - ax) * dx + (py - ay) * dy) / length2, 0.0, 1.0);
}

/* The hexes a line crosses, faintly, and the blind ones, shaded dark. */
static void
draw_line_hexes (WadiFrame           *frame,
                 const WadiLosResult *los)
{
  cairo_t *cr = frame->cr;

  if (los->line != NULL)
    {
      for (guint i = 0; i < los->line->len; i++)
        {
          const WadiLineStep *step = &g_array_index (los->line, WadiLineStep, i);

          if (step->kind == WADI_LINE_HEX)
            wadi_frame_hex_path (frame, step->hex, 1.0);
          else if (step->kind == WADI_LINE_ALONG_HEXSIDE)
            {
              wadi_frame_hex_path (frame, step->side.hex, 1.0);
              wadi_frame_hex_path (frame, wadi_hexside_other_hex (frame->layout, step->side), 1.0);
            }
        }
      cairo_set_fill_rule (cr, CAIRO_FILL_RULE_WINDING);
      cairo_set_source_rgba (cr, 1.0, 0.96, 0.6, 0.22);
      cairo_fill (cr);
    }

  if (los->blind_hexes != NULL && los->blind_hexes->len > 0)
    {
      double dashes[2] = { 0.06, 0.05 };

      for (guint i = 0; i < los->blind_hexes->len; i++)
        wadi_frame_hex_path (frame, g_array_index (los->blind_hexes, WadiHex, i), 0.96);
      cairo_set_source_rgba (cr, 0.13, 0.1, 0.22, 0.5);
      cairo_fill_preserve (cr);
      cairo_set_dash (cr, dashes, 2, 0.0);
      cairo_set_source_rgba (cr, 0.57, 0.25, 0.67, 0.95);
      cairo_set_line_width (cr, wadi_frame_width (frame, 0.03, 1.5));
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0.0);
    }
}

/* The obstacle that decided a blocked or blind line: outlined in the
 * verdict's colour.  Returns its point, for the line to stop at. */
static gboolean
draw_decider (WadiFrame           *frame,
              const WadiLosResult *los,
              double              *px,
              double              *py)
{
  cairo_t *cr = frame->cr;
  WadiRgb  color = verdict_color (los->verdict);
  double   ax, ay, bx, by;

  switch (los->decided_by)
    {
    case WADI_LOS_DECIDED_HEX:
      wadi_frame_hex_path (frame, los->hex, 0.9);
      wadi_hex_center (frame->layout, los->hex, px, py);
      cairo_set_line_width (cr, wadi_frame_width (frame, 0.09, 4.0));
      break;
    case WADI_LOS_DECIDED_HEXSIDE:
      wadi_frame_side_ends (frame, los->hexside, &ax, &ay, &bx, &by);
      cairo_move_to (cr, ax, ay);
      cairo_line_to (cr, bx, by);
      *px = (ax + bx) / 2.0;
      *py = (ay + by) / 2.0;
      cairo_set_line_width (cr, wadi_frame_width (frame, 0.14, 6.0));
      break;
    case WADI_LOS_DECIDED_VERTEX:
      wadi_hex_corner (frame->layout, los->vertex.hex, los->vertex.index, px, py);
      cairo_new_sub_path (cr);
      cairo_arc (cr, *px, *py, wadi_frame_width (frame, 0.12, 6.0), 0, 2 * G_PI);
      cairo_set_line_width (cr, wadi_frame_width (frame, 0.05, 3.0));
      break;
    case WADI_LOS_DECIDED_NONE:
    default:
      return FALSE;
    }
  cairo_save (cr);
  cairo_set_source_rgba (cr, 0.0, 0.0, 0.0, 0.7);
  cairo_set_line_width (cr, cairo_get_line_width (cr) + 2.0 * frame->pixel);
  cairo_stroke_preserve (cr);
  cairo_restore (cr);
  wadi_frame_set_color (frame, color);
  cairo_stroke (cr);
  return TRUE;
}

static void
stroke_two_tone (WadiFrame *frame,
                 WadiRgb    color,
                 double     width_px)
{
  wadi_frame_stroke_cased (frame, color, width_px * frame->pixel, (width_px + 2.5) * frame->pixel, (WadiRgb) { 0.0, 0.0, 0.0 }, 0.75);
}

/* Solid from the viewer to the obstacle, dashed beyond it: the part of
 * the line that is not seen. */
static void
draw_sight_line (WadiFrame              *frame,
                 const WadiRulesOverlay *overlay)
{
  const WadiLosResult *los = overlay->los;
  cairo_t             *cr = frame->cr;
  WadiRgb              color = verdict_color (los->verdict);
  double               ax, ay, bx, by, px = 0.0, py = 0.0, t = 1.0;

  wadi_hex_center (frame->layout, overlay->from, &ax, &ay);
  wadi_hex_center (frame->layout, overlay->to, &bx, &by);
  if (draw_decider (frame, los, &px, &py) && los->verdict != WADI_LOS_CLEAR)
    t = line_fraction (ax, ay, bx, by, px, py);

  cairo_move_to (cr, ax, ay);
  cairo_line_to (cr, ax + (bx - ax) * t, ay + (by - ay) * t);
  stroke_two_tone (frame, color, 3.5);
  if (t < 1.0)
    {
      double dashes[2] = { 8.0 * frame->pixel, 6.0 * frame->pixel };

      cairo_move_to (cr, ax + (bx - ax) * t, ay + (by - ay) * t);
      cairo_line_to (cr, bx, by);
      cairo_set_dash (cr, dashes, 2, 0.0);
      stroke_two_tone (frame, color, 2.0);
      cairo_set_dash (cr, NULL, 0, 0.0);
    }
}

/* A dark disc in a yellow ring of ring pixels. */
static void
draw_pick_disc (WadiFrame *frame,
                double     x,
                double     y,
                double     radius,
                double     ring)
{
  cairo_t *cr = frame->cr;

  cairo_new_sub_path (cr);
  cairo_arc (cr, x, y, radius, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 1.0, 0.95, 0.35);
  cairo_set_line_width (cr, ring * frame->pixel);
  cairo_stroke (cr);
}

/* A picked hex: a dot at its centre, where a line of sight starts, and
 * its letter in a badge by a lower corner, clear of the counters: the
 * lower left (corner 3), or the one beside it if the hex's level number
 * is there. */
static void
draw_pick (WadiFrame  *frame,
           WadiHex     hex,
           const char *letter)
{
  double   x, y, cx, cy, bx, by;
  double   radius = wadi_frame_width (frame, 0.11, 7.0);
  gboolean level_there;

  wadi_hex_center (frame->layout, hex, &cx, &cy);
  draw_pick_disc (frame, cx, cy, wadi_frame_width (frame, 0.035, 3.0), 1.5);
  level_there = wadi_board_contains (frame->grid, hex) && wadi_board_cell (frame->grid, hex)->level != 0
                && wadi_render_level_corner (frame, hex) == 3;
  wadi_hex_corner (frame->layout, hex, level_there ? 2 : 3, &x, &y);
  bx = cx + (x - cx) * 0.55;
  by = cy + (y - cy) * 0.55;
  draw_pick_disc (frame, bx, by, radius, 2.0);
  if (radius * frame->zoom >= 7.0)
    wadi_frame_text (frame, bx, by, letter, MAX (radius * frame->zoom * 1.1, 8.0), TRUE, WADI_RGB (0xfff35a));
}

/* Protected hexsides: a green band just inside each, with a tick pointing
 * out across it (the direction the Crest faces). */
static void
draw_protected_sides (WadiFrame              *frame,
                      const WadiRulesOverlay *overlay)
{
  cairo_t *cr = frame->cr;
  double   cx, cy;

  wadi_hex_center (frame->layout, overlay->crest_hex, &cx, &cy);
  for (WadiDirection d = 0; d < WADI_DIRECTION_COUNT; d++)
    {
      double       ax, ay, bx, by, mx, my;
      const double pull = 0.2;

      if ((overlay->protected_sides & (1u << d)) == 0)
        continue;
      wadi_frame_side_ends (frame, (WadiHexside) { overlay->crest_hex, d }, &ax, &ay, &bx, &by);
      ax += (cx - ax) * pull;
      ay += (cy - ay) * pull;
      bx += (cx - bx) * pull;
      by += (cy - by) * pull;
      mx = (ax + bx) / 2.0;
      my = (ay + by) / 2.0;
      cairo_move_to (cr, ax, ay);
      cairo_line_to (cr, bx, by);
      cairo_move_to (cr, mx, my);
      cairo_line_to (cr, mx + (mx - cx) * 0.45, my + (my - cy) * 0.45);
    }
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  stroke_two_tone (frame, WADI_RGB (0x33d17a), MAX (0.05 * frame->zoom, 3.0));
}

static void
draw_cafp_vertices (WadiFrame              *frame,
                    const WadiRulesOverlay *overlay)
{
  cairo_t *cr = frame->cr;

  for (WadiVertexIndex k = 0; k < 6; k++)
    {
      double x, y;

      if ((overlay->cafp_vertices & (1u << k)) == 0)
        continue;
      wadi_hex_corner (frame->layout, overlay->crest_hex, k, &x, &y);
      cairo_new_sub_path (cr);
      cairo_arc (cr, x, y, wadi_frame_width (frame, 0.09, 5.0), 0, 2 * G_PI);
    }
  cairo_set_source_rgb (cr, 0.2, 0.82, 0.48);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.05, 0.2, 0.1);
  cairo_set_line_width (cr, wadi_frame_width (frame, 0.02, 1.5));
  cairo_stroke (cr);
}

/* The diagnostic jumped to: a wide white and black ring round its place. */
static void
draw_highlight (WadiFrame            *frame,
                const WadiDiagnostic *mark)
{
  cairo_t *cr = frame->cr;
  double   ax, ay;

  switch (mark->place)
    {
    case WADI_DIAG_AT_HEX:
    case WADI_DIAG_AT_COUNTER:
      wadi_frame_hex_path (frame, mark->hex, 1.12);
      break;
    case WADI_DIAG_AT_HEXSIDE:
      wadi_frame_side_path (frame, mark->hexside);
      break;
    case WADI_DIAG_AT_VERTEX:
      wadi_hex_corner (frame->layout, mark->vertex.hex, mark->vertex.index, &ax, &ay);
      cairo_new_sub_path (cr);
      cairo_arc (cr, ax, ay, wadi_frame_width (frame, 0.2, 9.0), 0, 2 * G_PI);
      break;
    case WADI_DIAG_AT_SCENARIO:
    default:
      return;
    }
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  wadi_frame_stroke_cased (frame, (WadiRgb) { 1.0, 1.0, 1.0 }, wadi_frame_width (frame, 0.06, 3.5),
                           wadi_frame_width (frame, 0.12, 7.0), (WadiRgb) { 0.0, 0.0, 0.0 }, 0.8);
}

void
wadi_render_rules_layer (WadiFrame *frame)
{
  const WadiRulesOverlay *overlay = frame->request->rules;
  cairo_t                *cr = frame->cr;

  if (overlay == NULL)
    return;

  wadi_render_analysis_path (frame);
  cairo_save (cr);
  if (overlay->has_highlight)
    draw_highlight (frame, &overlay->highlight);
  if (overlay->has_crest)
    {
      if (overlay->protected_sides != 0)
        draw_protected_sides (frame, overlay);
      if (overlay->cafp_vertices != 0)
        draw_cafp_vertices (frame, overlay);
    }
  if (overlay->los != NULL && overlay->has_from && overlay->has_to)
    {
      draw_line_hexes (frame, overlay->los);
      draw_sight_line (frame, overlay);
    }
  cairo_restore (cr);
}

void
wadi_render_picks_layer (WadiFrame *frame)
{
  const WadiRulesOverlay *overlay = frame->request->rules;

  if (overlay == NULL)
    return;
  if (overlay->has_from)
    draw_pick (frame, overlay->from, "A");
  if (overlay->has_to)
    draw_pick (frame, overlay->to, "B");
}
