/* wadi-counter-stack.c: where each counter of a hex is drawn */
#include "config.h"

#include <math.h>

#include "wadi-counter-stack.h"
#include "wadi-pick.h"

/* Each counter of a stack lies this far (in map units, across and down)
 * from the one under it, like a real stack fanned out: far enough that
 * the one on top leaves the label at the middle of the one under it in
 * view.  A tall stack closes up to stay near its hex. */
#define STACK_STEP 0.28
#define STACK_SPREAD 0.56

void
wadi_counter_stack_place (WadiGridLayout     layout,
                          const WadiCounter *counter,
                          guint              depth,
                          guint              height,
                          double            *x,
                          double            *y)
{
  double cx, cy, step;

  step = height > 1 ? MIN (STACK_STEP, STACK_SPREAD / (height - 1)) : 0.0;
  wadi_hex_center (layout, counter->hex, &cx, &cy);
  *x = cx;
  *y = cy;
  /* alone, a marker leans toward its hexside or vertex; in a stack the
   * fan alone places it, so the others never cover its label */
  if (counter->kind == WADI_COUNTER_CREST && height == 1)
    {
      double mx, my;

      wadi_pick_hexside_midpoint (layout, (WadiHexside) { counter->hex, counter->centre }, &mx, &my);
      *x += (mx - cx) * 0.25;
      *y += (my - cy) * 0.25;
    }
  else if (counter->kind == WADI_COUNTER_VEHICLE_CREST && height == 1)
    {
      double vx, vy;

      wadi_hex_corner (layout, counter->hex, counter->vertex, &vx, &vy);
      *x += (vx - cx) * 0.3;
      *y += (vy - cy) * 0.3;
    }
  *x += (depth - (height - 1) / 2.0) * step;
  *y += (depth - (height - 1) / 2.0) * step;
}

GArray *
wadi_counter_stack_in_hex (const WadiScenario *scenario,
                           WadiHex             hex)
{
  GArray *ids = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint i = 0; i < scenario->counters->len; i++)
    {
      const WadiCounter *counter = &g_array_index (scenario->counters, WadiCounter, i);

      if (wadi_hex_equal (counter->hex, hex))
        g_array_append_val (ids, counter->id);
    }
  return ids;
}

guint
wadi_pick_counter (const WadiScenario *scenario,
                   double              x,
                   double              y)
{
  const WadiBoard *grid = wadi_scenario_grid (scenario);
  WadiHex          under;
  guint            found = 0;

  if (grid == NULL)
    return 0;
  under = wadi_hex_at_point (grid->layout, x, y);
  /* a fanned or leaning counter reaches at most into the next hex */
  for (int dir = -1; dir < WADI_DIRECTION_COUNT; dir++)
    {
      WadiHex hex = dir < 0 ? under : wadi_hex_neighbor (grid->layout, under, (WadiDirection) dir);
      g_autoptr(GArray) ids = wadi_counter_stack_in_hex (scenario, hex);

      for (guint k = 0; k < ids->len; k++)
        {
          const WadiCounter *counter = wadi_scenario_find_counter (scenario, g_array_index (ids, guint, k));
          double             cx, cy;

          wadi_counter_stack_place (grid->layout, counter, k, ids->len, &cx, &cy);
          if (fabs (x - cx) > WADI_COUNTER_SIZE / 2.0 || fabs (y - cy) > WADI_COUNTER_SIZE / 2.0)
            continue;
          /* counters are drawn in id order, whatever their hex: the
           * highest id lies on top */
          found = MAX (found, counter->id);
        }
    }
  return found;
}
