/* wadi-pick.c: which hex, hexside or vertex a point of the map is nearest */
#include "config.h"

#include "wadi-pick.h"

void
wadi_pick_hexside_midpoint (WadiGridLayout layout,
                            WadiHexside    side,
                            double        *x,
                            double        *y)
{
  double ax, ay, bx, by;

  /* Hexside d lies between vertex d - 1 and vertex d. */
  wadi_hex_corner (layout, side.hex, (WadiVertexIndex) ((side.dir + 5) % 6), &ax, &ay);
  wadi_hex_corner (layout, side.hex, side.dir, &bx, &by);
  *x = (ax + bx) / 2.0;
  *y = (ay + by) / 2.0;
}

static double
squared (double dx,
         double dy)
{
  return dx * dx + dy * dy;
}

WadiHexside
wadi_pick_hexside (WadiGridLayout layout,
                   double         x,
                   double         y)
{
  WadiHexside best = { wadi_hex_at_point (layout, x, y), 0 };
  double      best_distance = G_MAXDOUBLE;

  for (WadiDirection d = 0; d < WADI_DIRECTION_COUNT; d++)
    {
      WadiHexside side = { best.hex, d };
      double      mx, my, distance;

      wadi_pick_hexside_midpoint (layout, side, &mx, &my);
      distance = squared (mx - x, my - y);
      if (distance < best_distance)
        {
          best_distance = distance;
          best.dir = d;
        }
    }
  return best;
}

WadiVertex
wadi_pick_vertex (WadiGridLayout layout,
                  double         x,
                  double         y)
{
  WadiVertex best = { wadi_hex_at_point (layout, x, y), 0 };
  double     best_distance = G_MAXDOUBLE;

  for (WadiVertexIndex k = 0; k < 6; k++)
    {
      double cx, cy, distance;

      wadi_hex_corner (layout, best.hex, k, &cx, &cy);
      distance = squared (cx - x, cy - y);
      if (distance < best_distance)
        {
          best_distance = distance;
          best.index = k;
        }
    }
  return best;
}

WadiDirection
wadi_pick_direction (WadiGridLayout layout,
                     WadiHex        hex,
                     double         x,
                     double         y)
{
  double        cx, cy;
  WadiDirection best = 0;
  double        best_dot = -G_MAXDOUBLE;
  double        dx, dy;

  wadi_hex_center (layout, hex, &cx, &cy);
  dx = x - cx;
  dy = y - cy;
  for (WadiDirection d = 0; d < WADI_DIRECTION_COUNT; d++)
    {
      WadiHexside side = { hex, d };
      double      mx, my, dot;

      wadi_pick_hexside_midpoint (layout, side, &mx, &my);
      dot = (mx - cx) * dx + (my - cy) * dy;
      if (dot > best_dot)
        {
          best_dot = dot;
          best = d;
        }
    }
  return best;
}
