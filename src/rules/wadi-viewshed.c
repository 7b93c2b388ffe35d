/* wadi-viewshed.c: every hex a location sees, and the ground a side does not
 *
 * Each hex's answer is wadi_los ()'s, asked once with one result reused
 * (its arrays keep their room from one line to the next): the viewshed is
 * that function's, never a second reading of the rules.
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "wadi-los-batch.h"
#include "wadi-position.h"
#include "wadi-viewshed.h"

WadiPosition
wadi_viewshed_target_position (const WadiRulesContext *ctx,
                               WadiHex                 hex,
                               WadiViewshedTarget      target)
{
  const WadiBoard *map = wadi_rules_context_map (ctx);

  switch (target)
    {
    case WADI_VIEWSHED_TARGET_GROUND:
      return WADI_POSITION_GROUND;
    case WADI_VIEWSHED_TARGET_IN:
      if (map != NULL && wadi_board_contains (map, hex)
          && wadi_board_cell (map, hex)->depression != WADI_DEPRESSION_NONE)
        return WADI_POSITION_IN;
      return WADI_POSITION_GROUND;
    case WADI_VIEWSHED_TARGET_DEFAULT:
    default:
      return wadi_rules_default_position (ctx, hex);
    }
}

/* Asks wadi_los () (as a batch, wadi-los-batch.h) from from to every hex
 * of map, filling hexes[] (cols * rows) with each answer.  The hexes are
 * shared out in chunks to a thread per processor the process may run on
 * (one under `taskset -c 0`); each hex's answer is the same whichever
 * thread asks, and each thread writes only its own hexes. */
#define CHUNK 256

typedef struct
{
  const WadiRulesContext *ctx;
  const WadiBoard        *map;
  WadiLosBatch            batch;
  const WadiLocation     *from;
  WadiViewshedTarget      target;
  int                     target_height;
  WadiViewshedHex        *hexes;
  guint                   count;
  gint                    next_chunk; /* atomic */
} AskAll;

static void
ask_one (const AskAll  *all,
         guint          i,
         WadiLosResult *result)
{
  WadiLocation     to = { wadi_board_hex_at_index (all->map, i), WADI_POSITION_GROUND, all->target_height };
  WadiViewshedHex *hex = &all->hexes[i];

  if (!wadi_board_contains (all->map, to.hex))
    return;
  to.position = wadi_viewshed_target_position (all->ctx, to.hex, all->target);
  wadi_los_batch_check (&all->batch, all->from, &to, result);
  hex->verdict = (guint8) result->verdict;
  hex->flags = WADI_VIEWSHED_HEX_ON_MAP;
  if (result->blind_hexes != NULL && result->blind_hexes->len > 0)
    hex->flags |= WADI_VIEWSHED_HEX_BLIND_BETWEEN;
  hex->position = (guint8) to.position;
  hex->reason = result->reason;
  hex->rule = result->rule;
}

static gpointer
ask_chunks (gpointer data)
{
  AskAll       *all = data;
  WadiLosResult result;

  wadi_los_result_init (&result);
  for (;;)
    {
      guint first = (guint) g_atomic_int_add (&all->next_chunk, 1) * CHUNK;

      if (first >= all->count)
        break;
      for (guint i = first; i < MIN (first + CHUNK, all->count); i++)
        ask_one (all, i, &result);
    }
  wadi_los_result_clear (&result);
  return NULL;
}

/* A worker's entry: a function of its own, so that a profiler can be
 * told to count the workers (callgrind's --toggle-collect, as
 * docs/performance.md gives it). */
static G_GNUC_NO_INLINE gpointer
ask_chunks_thread (gpointer data)
{
  return ask_chunks (data);
}

static void
ask_all (const WadiRulesContext *ctx,
         const WadiBoard        *map,
         const WadiLocation     *from,
         WadiViewshedTarget      target,
         int                     target_height,
         WadiViewshedHex        *hexes)
{
  AskAll   all = { ctx, map, { { 0 } }, from, target, target_height, hexes, wadi_board_hex_count (map), 0 };
  guint    n_threads = MIN ((guint) g_get_num_processors (), (all.count + CHUNK - 1) / CHUNK);
  GThread *threads[64];

  n_threads = CLAMP (n_threads, 1, G_N_ELEMENTS (threads));
  wadi_los_batch_init_viewer (&all.batch, ctx, from);
  for (guint t = 1; t < n_threads; t++)
    threads[t] = g_thread_new ("wadi-viewshed", ask_chunks_thread, &all);
  ask_chunks (&all);
  for (guint t = 1; t < n_threads; t++)
    g_thread_join (threads[t]);
  wadi_los_batch_clear (&all.batch);
}

static void
count_answers (WadiViewshed *viewshed)
{
  viewshed->n_on_map = viewshed->n_clear = viewshed->n_blind = 0;
  for (guint i = 0; i < (guint) (viewshed->cols * viewshed->rows); i++)
    {
      const WadiViewshedHex *hex = &viewshed->hexes[i];

      if ((hex->flags & WADI_VIEWSHED_HEX_ON_MAP) == 0)
        continue;
      viewshed->n_on_map++;
      viewshed->n_clear += hex->verdict == WADI_LOS_CLEAR;
      viewshed->n_blind += hex->verdict == WADI_LOS_BLIND;
    }
}

WadiViewshed *
wadi_viewshed_new (const WadiRulesContext *ctx,
                   const WadiLocation     *from,
                   WadiViewshedTarget      target,
                   int                     target_height)
{
  const WadiBoard *map;
  WadiViewshed    *viewshed;
  guint            count;

  g_return_val_if_fail (ctx != NULL, NULL);
  g_return_val_if_fail (from != NULL, NULL);

  map = wadi_rules_context_map (ctx);
  if (map == NULL || !wadi_board_contains (map, from->hex))
    return NULL;
  count = wadi_board_hex_count (map);
  viewshed = g_new0 (WadiViewshed, 1);
  viewshed->from = *from;
  viewshed->target = target;
  viewshed->target_height = target_height;
  viewshed->cols = map->cols;
  viewshed->rows = map->rows;
  viewshed->hexes = g_new0 (WadiViewshedHex, count);
  for (guint i = 0; i < count; i++)
    viewshed->hexes[i].verdict = WADI_LOS_BLOCKED;
  viewshed->stream_hex = wadi_rules_context_has_stream_hex (ctx);
  ask_all (ctx, map, from, target, target_height, viewshed->hexes);
  count_answers (viewshed);
  return viewshed;
}

gboolean
wadi_viewshed_update (WadiViewshed           *viewshed,
                      const WadiRulesContext *ctx,
                      const WadiHex          *changed,
                      guint                   n_changed)
{
  const WadiBoard   *map;
  g_autofree double *centres = NULL;
  WadiLosResult      result;
  double             vx, vy;
  /* a hex's circumradius, and a margin for rounding */
  const double reach = 0.57735026918962576 + 1e-6;
  AskAll       all = { 0 };

  g_return_val_if_fail (viewshed != NULL, FALSE);
  g_return_val_if_fail (ctx != NULL, FALSE);
  map = wadi_rules_context_map (ctx);
  if (map == NULL || map->cols != viewshed->cols || map->rows != viewshed->rows
      || wadi_rules_context_has_stream_hex (ctx) != viewshed->stream_hex)
    return FALSE;
  centres = g_new (double, 2 * (gsize) MAX (n_changed, 1));
  for (guint c = 0; c < n_changed; c++)
    {
      if (wadi_hex_equal (changed[c], viewshed->from.hex))
        return FALSE;
      wadi_hex_center (map->layout, changed[c], &centres[2 * c], &centres[2 * c + 1]);
    }
  wadi_hex_center (map->layout, viewshed->from.hex, &vx, &vy);
  all = (AskAll) { ctx, map, { { 0 } }, &viewshed->from, viewshed->target, viewshed->target_height, viewshed->hexes, wadi_board_hex_count (map), 0 };
  wadi_los_batch_init (&all.batch, ctx);
  wadi_los_result_init (&result);
  for (guint i = 0; i < all.count; i++)
    {
      WadiHex  hex = wadi_board_hex_at_index (map, i);
      double   tx, ty, dx, dy, length2;
      gboolean meets = FALSE;

      wadi_hex_center (map->layout, hex, &tx, &ty);
      dx = tx - vx;
      dy = ty - vy;
      length2 = dx * dx + dy * dy;
      for (guint c = 0; c < n_changed && !meets; c++)
        {
          /* the distance from the changed hex's centre to the segment */
          double px = centres[2 * c] - vx, py = centres[2 * c + 1] - vy;
          double t = length2 > 0 ? CLAMP ((px * dx + py * dy) / length2, 0.0, 1.0) : 0.0;

          meets = hypot (px - t * dx, py - t * dy) <= reach;
        }
      if (meets)
        ask_one (&all, i, &result);
    }
  wadi_los_result_clear (&result);
  wadi_los_batch_clear (&all.batch);
  count_answers (viewshed);
  return TRUE;
}

void
wadi_viewshed_free (WadiViewshed *viewshed)
{
  if (viewshed == NULL)
    return;
  g_free (viewshed->hexes);
  g_free (viewshed);
}

const WadiViewshedHex *
wadi_viewshed_get (const WadiViewshed *viewshed,
                   WadiHex             hex)
{
  const WadiViewshedHex *answer;

  g_return_val_if_fail (viewshed != NULL, NULL);
  if (hex.col < 0 || hex.row < 0 || hex.col >= viewshed->cols || hex.row >= viewshed->rows)
    return NULL;
  answer = &viewshed->hexes[(guint) hex.row * (guint) viewshed->cols + (guint) hex.col];
  return (answer->flags & WADI_VIEWSHED_HEX_ON_MAP) != 0 ? answer : NULL;
}

/* A side */

gboolean
wadi_side_has_counter (const WadiScenario *scenario,
                       const char         *side,
                       const WadiCounter  *counter)
{
  g_return_val_if_fail (scenario != NULL, FALSE);
  g_return_val_if_fail (side != NULL, FALSE);
  g_return_val_if_fail (counter != NULL, FALSE);

  if (counter->kind != WADI_COUNTER_UNIT || counter->side == NULL)
    return FALSE;
  if (g_ascii_strcasecmp (counter->side, side) == 0)
    return TRUE;
  for (guint i = 0; scenario->sides != NULL && i < scenario->sides->len; i++)
    {
      const WadiScenarioSide *s = &g_array_index (scenario->sides, WadiScenarioSide, i);

      if (g_ascii_strcasecmp (s->name, side) != 0
          && (s->nationality == NULL || g_ascii_strcasecmp (s->nationality, side) != 0))
        continue;
      if (g_ascii_strcasecmp (counter->side, s->name) == 0
          || (s->nationality != NULL && g_ascii_strcasecmp (counter->side, s->nationality) == 0))
        return TRUE;
    }
  return FALSE;
}

char *
wadi_unit_sides (const WadiScenario *scenario)
{
  g_autoptr(GPtrArray) sides = g_ptr_array_new ();

  g_return_val_if_fail (scenario != NULL, NULL);

  for (guint i = 0; i < scenario->counters->len; i++)
    {
      const WadiCounter *counter = &g_array_index (scenario->counters, WadiCounter, i);
      gboolean           known = FALSE;

      if (counter->kind != WADI_COUNTER_UNIT || counter->side == NULL || *counter->side == '\0')
        continue;
      for (guint j = 0; j < sides->len && !known; j++)
        known = g_ascii_strcasecmp (g_ptr_array_index (sides, j), counter->side) == 0;
      if (!known)
        g_ptr_array_add (sides, counter->side);
    }
  if (sides->len == 0)
    return NULL;
  g_ptr_array_add (sides, NULL);
  return g_strjoinv (", ", (char **) sides->pdata);
}

WadiSideEyes *
wadi_side_eyes_new (const WadiRulesContext *ctx,
                    const char             *side,
                    WadiViewshedTarget      target,
                    int                     target_height)
{
  const WadiScenario         *scenario;
  const WadiBoard            *map;
  WadiSideEyes               *eyes;
  guint                       count;
  g_autofree WadiViewshedHex *answers = NULL;

  g_return_val_if_fail (ctx != NULL, NULL);
  g_return_val_if_fail (side != NULL, NULL);

  scenario = wadi_rules_context_scenario (ctx);
  map = wadi_rules_context_map (ctx);
  if (map == NULL)
    return NULL;
  count = wadi_board_hex_count (map);
  eyes = g_new0 (WadiSideEyes, 1);
  eyes->side = g_strdup (side);
  eyes->cols = map->cols;
  eyes->rows = map->rows;
  eyes->seen_by = g_new0 (guint, count);
  eyes->units = g_array_new (FALSE, FALSE, sizeof (WadiLocation));
  answers = g_new0 (WadiViewshedHex, count);
  for (guint i = 0; scenario->counters != NULL && i < scenario->counters->len; i++)
    {
      const WadiCounter *counter = &g_array_index (scenario->counters, WadiCounter, i);
      WadiLocation       from = { counter->hex, counter->position, 0 };

      if (!wadi_side_has_counter (scenario, side, counter) || !wadi_board_contains (map, counter->hex))
        continue;
      g_array_append_val (eyes->units, from);
      ask_all (ctx, map, &from, target, target_height, answers);
      for (guint j = 0; j < count; j++)
        if ((answers[j].flags & WADI_VIEWSHED_HEX_ON_MAP) != 0 && answers[j].verdict == WADI_LOS_CLEAR)
          eyes->seen_by[j]++;
    }
  eyes->n_units = eyes->units->len;
  for (guint i = 0; i < count; i++)
    if (wadi_board_contains (map, wadi_board_hex_at_index (map, i)))
      {
        eyes->n_on_map++;
        if (eyes->seen_by[i] > 0)
          eyes->n_seen++;
        else
          eyes->n_dead++;
      }
  return eyes;
}

void
wadi_side_eyes_free (WadiSideEyes *eyes)
{
  if (eyes == NULL)
    return;
  g_free (eyes->side);
  g_free (eyes->seen_by);
  g_array_unref (eyes->units);
  g_free (eyes);
}

gboolean
wadi_side_eyes_is_dead (const WadiSideEyes *eyes,
                        const WadiBoard    *map,
                        WadiHex             hex)
{
  g_return_val_if_fail (eyes != NULL, FALSE);
  g_return_val_if_fail (map != NULL, FALSE);

  if (!wadi_board_contains (map, hex) || map->cols != eyes->cols || map->rows != eyes->rows)
    return FALSE;
  return eyes->seen_by[wadi_board_index (map, hex)] == 0;
}
