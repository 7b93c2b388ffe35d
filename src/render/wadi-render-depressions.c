/* wadi-render-depressions.c: wadis, gullies and streams
 *
 * A depression is drawn as a channel from each of its hexes' centres to
 * the middle of every hexside the depression runs through, cut square
 * there, so that the channels of connected hexes meet on the hexside in
 * line and read as one.  Where a hex's channel only passes through (two
 * such hexsides) it is one line through the centre, at the detail zoom a
 * smooth curve whose ends point at the neighbours' centres: the bed bends
 * without a kink at the hexsides.  Ends, junctions and pools are rounded.
 *
 * As printed on the maps (ASL boards 25-31, the Tide of Iron tiles): a
 * wadi is a sand-yellow floor between dark brown banks edged in black; a
 * gully is a brown floor between darker banks; a stream is a blue line in
 * a brown bed.  Layers are drawn one at a time over all channels in view
 * (all black edges, then all banks, then all floors, then the water), so
 * channels join without seams.  Below the detail zoom the banks are a
 * pixel and the curves are left out.
 */
#include "config.h"

#include <math.h>

#include "wadi-render-private.h"

typedef enum
{
  PASS_EDGE,
  PASS_BANK,
  PASS_FLOOR,
  PASS_WATER,
  PASS_COUNT
} Pass;

/* The width of a pass, so that each layer shows a band of at least
 * a pixel or so even zoomed out; water, a stream's water line (0 for
 * none). */
static double
pass_width (WadiFrame        *frame,
            WadiChannelWidths w,
            double            water,
            Pass              pass,
            gboolean          detail)
{
  double floor_w = wadi_frame_width (frame, w.floor, 4.0);
  double bank = detail ? wadi_frame_width (frame, w.bank, 1.0) : 1.0 * frame->pixel;
  double edge = wadi_frame_width (frame, w.edge, 1.0);

  switch (pass)
    {
    case PASS_EDGE:
      return floor_w + 2.0 * (bank + edge);
    case PASS_BANK:
      return floor_w + 2.0 * bank;
    case PASS_FLOOR:
      return floor_w;
    case PASS_WATER:
      return wadi_frame_width (frame, water, 1.5);
    case PASS_COUNT:
    default:
      return 0.0;
    }
}

static WadiRgb
pass_color (const WadiFrame *frame,
            WadiDepression   kind,
            Pass             pass)
{
  switch (pass)
    {
    case PASS_EDGE:
      return wadi_style_depression_edge (kind);
    case PASS_BANK:
      return wadi_style_depression_bank_under (kind, &frame->scenario->ssr);
    case PASS_FLOOR:
      return wadi_style_depression_bed (kind);
    case PASS_WATER:
    case PASS_COUNT:
    default:
      return wadi_style_stream_water (&frame->scenario->ssr);
    }
}

/* The hex's channel, appended to the current path; returns through how
 * many hexsides it leaves.  The ends are cut square on the hexsides,
 * where the neighbour's channel goes on in line. */
static int
channel_path (WadiFrame *frame,
              WadiHex    hex,
              gboolean   curves)
{
  cairo_t *cr = frame->cr;
  double   cx, cy;
  double   mx[WADI_DIRECTION_COUNT], my[WADI_DIRECTION_COUNT];
  int      n = 0;

  wadi_frame_center (frame, hex, &cx, &cy);
  for (WadiDirection d = 0; d < WADI_DIRECTION_COUNT; d++)
    {
      double nx, ny;

      if ((wadi_board_get_side (frame->grid, (WadiHexside) { hex, d }) & WADI_SIDE_DEPRESSION) == 0)
        continue;
      wadi_frame_center (frame, wadi_frame_neighbor (frame, hex, d), &nx, &ny);
      mx[n] = (cx + nx) / 2.0;
      my[n] = (cy + ny) / 2.0;
      n++;
    }

  if (n == 2 && curves)
    {
      /* through the centre along the line between the two hexsides;
       * at each end toward the centre, as the neighbour's channel is */
      double tx = (mx[1] - mx[0]) / 2.0, ty = (my[1] - my[0]) / 2.0;

      cairo_move_to (cr, mx[0], my[0]);
      cairo_curve_to (cr, mx[0] + (cx - mx[0]) / 3.0, my[0] + (cy - my[0]) / 3.0,
                      cx - tx / 3.0, cy - ty / 3.0, cx, cy);
      cairo_curve_to (cr, cx + tx / 3.0, cy + ty / 3.0,
                      mx[1] - (mx[1] - cx) / 3.0, my[1] - (my[1] - cy) / 3.0, mx[1], my[1]);
    }
  else if (n == 2)
    {
      cairo_move_to (cr, mx[0], my[0]);
      cairo_line_to (cr, cx, cy);
      cairo_line_to (cr, mx[1], my[1]);
    }
  else
    {
      for (int i = 0; i < n; i++)
        {
          cairo_move_to (cr, cx, cy);
          cairo_line_to (cr, mx[i], my[i]);
        }
    }
  return n;
}

static void
draw_channels (WadiFrame *frame)
{
  cairo_t *cr = frame->cr;
  gboolean detail = frame->zoom >= WADI_RENDER_DETAIL_ZOOM;
  gboolean present[WADI_DEPRESSION_COUNT] = { FALSE };

  for (guint i = 0; i < frame->depressions->len; i++)
    {
      WadiHex hex = g_array_index (frame->depressions, WadiHex, i);

      present[MIN (wadi_board_cell (frame->grid, hex)->depression, WADI_DEPRESSION_COUNT - 1)] = TRUE;
    }

  for (Pass pass = PASS_EDGE; pass < PASS_COUNT; pass++)
    {
      for (WadiDepression kind = WADI_DEPRESSION_GULLY; kind < WADI_DEPRESSION_COUNT; kind++)
        {
          double   water = kind == WADI_DEPRESSION_STREAM ? wadi_style_stream_water_width (&frame->scenario->ssr) : 0.0;
          double   width = pass_width (frame, wadi_style_channel_widths (kind), water, pass, detail);
          gboolean rounded = FALSE;
          /* the channels, then their ends: two steps */
          gboolean channels = wadi_frame_step (frame, TRUE);
          gboolean ends = wadi_frame_step (frame, TRUE);

          if (!present[kind] || (pass == PASS_WATER && water <= 0.0) || !(channels || ends))
            continue;
          wadi_frame_set_color (frame, pass_color (frame, kind, pass));
          for (guint i = 0; i < frame->depressions->len && channels; i++)
            {
              WadiHex hex = g_array_index (frame->depressions, WadiHex, i);

              if (wadi_board_cell (frame->grid, hex)->depression == kind)
                channel_path (frame, hex, detail);
            }
          cairo_set_line_width (cr, width);
          wadi_frame_stroke_step (frame, channels, FALSE);

          /* a round end, junction or pool where the channel does not just
           * pass through: round caps everywhere would cost more than the
           * rest of the channel */
          for (guint i = 0; i < frame->depressions->len && ends; i++)
            {
              WadiHex hex = g_array_index (frame->depressions, WadiHex, i);
              double  cx, cy;

              if (wadi_board_cell (frame->grid, hex)->depression != kind
                  || __builtin_popcount (wadi_board_sides_with (frame->grid, hex, WADI_SIDE_DEPRESSION)) == 2)
                continue;
              wadi_frame_center (frame, hex, &cx, &cy);
              cairo_new_sub_path (cr);
              cairo_arc (cr, cx, cy, width / 2.0, 0.0, 2.0 * G_PI);
              rounded = TRUE;
            }
          if (rounded)
            cairo_fill (cr);
        }
    }
}

/* The middle of hexside d of the hex centred on (cx, cy), in map units:
 * half way to the neighbour's centre, as any hex's of the layout. */
static void
side_middle (WadiGridLayout layout,
             WadiDirection  d,
             double         cx,
             double         cy,
             double        *x,
             double        *y)
{
  WadiHex origin = { 2, 2 };
  double  ox, oy, nx, ny;

  wadi_hex_center (layout, origin, &ox, &oy);
  wadi_hex_center (layout, wadi_hex_neighbor (layout, origin, d), &nx, &ny);
  *x = cx + (nx - ox) / 2.0;
  *y = cy + (ny - oy) / 2.0;
}

/* The axis a depression runs along in a hex: from its first depression
 * hexside (depression_sides, a bit a direction) through the centre; its
 * perpendicular is where a bridge spans. */
static double
channel_angle (WadiGridLayout layout,
               guint          depression_sides)
{
  for (WadiDirection d = 0; d < WADI_DIRECTION_COUNT; d++)
    if (depression_sides & 1u << d)
      {
        double x, y;

        side_middle (layout, d, 0.0, 0.0, &x, &y);
        return atan2 (y, x);
      }
  return layout.orientation == WADI_GRID_FLAT_TOP ? G_PI / 2.0 : 0.0;
}

/* A bridge's deck in the hex centred on (cx, cy): along the road it
 * carries (road_exits, a bit a direction), from the middle of one road
 * hexside to the other's (the road's halves in the neighbours meet it
 * there); without a road through the hex, across the channel. */
static void
draw_bridge (cairo_t       *cr,
             WadiGridLayout layout,
             double         pixel,
             double         cx,
             double         cy,
             guint          depression_sides,
             guint          road_exits,
             WadiRgb        deck)
{
  double ends[2][2], length, angle;
  guint  n = 0;

  for (WadiDirection d = 0; d < WADI_DIRECTION_COUNT && n < 2; d++)
    if (road_exits & 1u << d)
      {
        side_middle (layout, d, cx, cy, &ends[n][0], &ends[n][1]);
        n++;
      }
  if (n < 2)
    {
      angle = channel_angle (layout, depression_sides) + G_PI / 2.0;
      for (int k = 0; k < 2; k++)
        {
          ends[k][0] = cx + (k == 0 ? -0.38 : 0.38) * cos (angle);
          ends[k][1] = cy + (k == 0 ? -0.38 : 0.38) * sin (angle);
        }
    }
  length = hypot (ends[1][0] - ends[0][0], ends[1][1] - ends[0][1]);
  cairo_save (cr);
  cairo_translate (cr, (ends[0][0] + ends[1][0]) / 2.0, (ends[0][1] + ends[1][1]) / 2.0);
  cairo_rotate (cr, atan2 (ends[1][1] - ends[0][1], ends[1][0] - ends[0][0]));
  cairo_rectangle (cr, -length / 2.0, -0.11, length, 0.22);
  cairo_set_source_rgb (cr, deck.red, deck.green, deck.blue);
  cairo_fill (cr);
  /* the parapets, a little past the deck's ends as a map draws them */
  for (int side = -1; side <= 1; side += 2)
    {
      cairo_move_to (cr, -length / 2.0 - 0.04, side * 0.11);
      cairo_line_to (cr, length / 2.0 + 0.04, side * 0.11);
    }
  cairo_set_source_rgb (cr, 0.08, 0.08, 0.08);
  cairo_set_line_width (cr, MAX (0.035, 1.5 * pixel));
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* Tide of Iron: a wadi entrance hex is where units walk in and out of the
 * wadi; drawn as a ramp of steps across the bed, climbing toward the open
 * end where the wadi ends in the hex (on one depression hexside), else
 * across the middle. */
static void
draw_entrance (cairo_t       *cr,
               WadiGridLayout layout,
               double         pixel,
               double         cx,
               double         cy,
               guint          depression_sides)
{
  /* from the centre away from the wadi, or centred on it */
  double start = __builtin_popcount (depression_sides & 63u) == 1 ? 0.02 : -0.13;

  cairo_save (cr);
  cairo_translate (cr, cx, cy);
  cairo_rotate (cr, channel_angle (layout, depression_sides) + G_PI);
  for (int i = 0; i < 4; i++)
    {
      double x = start + i * 0.09;
      double half = 0.19 - i * 0.03;

      cairo_move_to (cr, x, -half);
      cairo_line_to (cr, x, half);
    }
  cairo_set_source_rgb (cr, 0.3, 0.2, 0.08);
  cairo_set_line_width (cr, MAX (0.035, 1.2 * pixel));
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* A hex's marks centred on (cx, cy): its bridges and its wadi entrance. */
static void
draw_marks (cairo_t       *cr,
            WadiGridLayout layout,
            double         pixel,
            double         cx,
            double         cy,
            guint          flags,
            guint          depression_sides,
            guint          road_exits)
{
  if (flags & WADI_HEX_FLAG_BRIDGE)
    draw_bridge (cr, layout, pixel, cx, cy, depression_sides, road_exits, WADI_RGB (0xb9b4aa));
  if (flags & WADI_HEX_FLAG_WADI_BRIDGE)
    draw_bridge (cr, layout, pixel, cx, cy, depression_sides, road_exits, WADI_RGB (0xa07a4e));
  if (flags & WADI_HEX_FLAG_WADI_ENTRANCE)
    draw_entrance (cr, layout, pixel, cx, cy, depression_sides);
}

void
wadi_render_hex_marks (cairo_t       *cr,
                       WadiGridLayout layout,
                       guint          flags,
                       guint          depression_sides,
                       guint          road_exits,
                       double         zoom)
{
  draw_marks (cr, layout, 1.0 / zoom, 0.0, 0.0, flags, depression_sides, road_exits);
}

void
wadi_render_depression_layer (WadiFrame *frame)
{
  cairo_t *cr = frame->cr;
  gboolean marks;

  /* drawn in steps even where there are none: a band's steps are every
   * band's */
  cairo_save (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  draw_channels (frame);
  cairo_restore (cr);

  marks = wadi_frame_step (frame, TRUE);
  for (guint i = 0; i < frame->marked->len && marks; i++)
    {
      WadiHex hex = g_array_index (frame->marked, WadiHex, i);
      guint   flags = wadi_board_cell (frame->grid, hex)->flags;

      double cx, cy;

      if (flags == 0)
        continue;
      wadi_frame_center (frame, hex, &cx, &cy);
      draw_marks (cr, frame->layout, frame->pixel, cx, cy, flags, wadi_board_sides_with (frame->grid, hex, WADI_SIDE_DEPRESSION),
                  wadi_render_road_exits (frame, hex));
    }
}
