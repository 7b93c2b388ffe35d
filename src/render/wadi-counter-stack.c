/* wadi-counter-stack.c: where each counter of a hex is drawn */
#include "config.h"

#include <math.h>
#include <string.h>

#include "wadi-counter-stack.h"
#include "wadi-pick.h"

/* Each counter of a stack lies this far (in map units, across and down)
 * from the one under it, like a real stack fanned out: far enough that
 * the one on top leaves the label at the middle of the one under it in
 * view.  A tall stack closes up to stay near its hex. */
#define STACK_STEP 0.28
#define STACK_SPREAD 0.56

double
wadi_counter_stack_step (guint height)
{
  return height > 1 ? MIN (STACK_STEP, STACK_SPREAD / (height - 1)) : 0.0;
}

void
wadi_counter_stack_place (WadiGridLayout     layout,
                          const WadiCounter *counter,
                          guint              depth,
                          guint              height,
                          double            *x,
                          double            *y)
{
  double cx, cy, step;

  step = wadi_counter_stack_step (height);
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
  WadiHex          near[1 + WADI_DIRECTION_COUNT];
  guint            height[1 + WADI_DIRECTION_COUNT] = { 0 };
  guint            under_it[1 + WADI_DIRECTION_COUNT];
  WadiHex          under;

  if (grid == NULL)
    return 0;
  under = wadi_hex_at_point (grid->layout, x, y);
  /* a fanned or leaning counter reaches at most into the next hex */
  near[0] = under;
  for (int dir = 0; dir < WADI_DIRECTION_COUNT; dir++)
    near[dir + 1] = wadi_hex_neighbor (grid->layout, under, (WadiDirection) dir);
  /* two walks of the counters, the heights of the stacks, then each
   * counter's place in its stack from the top down: a stack of thousands
   * costs no more than as many counters spread (issue 28) */
  for (guint i = 0; i < scenario->counters->len; i++)
    {
      const WadiCounter *counter = &g_array_index (scenario->counters, WadiCounter, i);

      for (guint n = 0; n < G_N_ELEMENTS (near); n++)
        if (wadi_hex_equal (counter->hex, near[n]))
          {
            height[n]++;
            break;
          }
    }
  /* the counters are in id order, and the highest id is drawn on top:
   * the first found walking down is the one */
  memcpy (under_it, height, sizeof under_it);
  for (guint i = scenario->counters->len; i-- > 0;)
    {
      const WadiCounter *counter = &g_array_index (scenario->counters, WadiCounter, i);

      for (guint n = 0; n < G_N_ELEMENTS (near); n++)
        if (wadi_hex_equal (counter->hex, near[n]))
          {
            double cx, cy;

            wadi_counter_stack_place (grid->layout, counter, --under_it[n], height[n], &cx, &cy);
            if (fabs (x - cx) <= WADI_COUNTER_SIZE / 2.0 && fabs (y - cy) <= WADI_COUNTER_SIZE / 2.0)
              return counter->id;
            break;
          }
    }
  return 0;
}
