/* wadi-reach.c: every hex a unit can enter within its movement allowance
 *
 * Dijkstra over the states (hex, position), or (hex, position, facing)
 * with the VCA option, a binary heap of (cost, state) with stale entries
 * skipped, every edge one wadi_movement_step ().  The states live in one
 * array of the map's size allocated zeroed (untouched pages cost nothing),
 * so a search costs what it visits.
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "wadi-move-result.h"
#include "wadi-reach.h"
#include "wadi-ruleset.h"

/* The slack allowed when comparing sums of costs (halves and quarters add
 * exactly, but a ruleset may multiply). */
#define EPSILON 1e-9

enum
{
  STATE_QUEUED = 1 << 0,
  STATE_SETTLED = 1 << 1,
  STATE_STOPPED = 1 << 2,
  STATE_HD_REAR = 1 << 3,
  STATE_ENDED = 1 << 4,   /* the step into it ended the unit's movement */
  STATE_REVERSE = 1 << 5, /* the step into it was made in Reverse */
};

typedef struct
{
  double  cost;
  gint32  parent; /* -1 at the start */
  guint8  flags;
  guint8  step_kind;
  guint8  crest; /* the Crest centre (Infantry) or CAFP (vehicle) */
  guint8  damage_rolls;
  guint8  asked;        /* the position the step into it asked for */
  gint8   hexspines;    /* the VCA step into it */
  guint16 effects;      /* of the step into it */
  guint16 path_effects; /* of the whole path */
} State;

typedef struct
{
  double cost;
  gint32 state;
} HeapEntry;

struct _WadiReach
{
  const WadiRulesContext *ctx;
  const WadiBoard        *map;
  WadiMover               start;
  WadiReachOptions        options;
  double                  budget;
  double                  allowance; /* the budget and the options' bonus */
  guint                   n_facings; /* 6 with the VCA option, else 1 */
  gboolean                vehicle;
  const char             *unit;
  State                  *states; /* (hex index * WADI_POSITION_COUNT + position) * n_facings + facing */
  gint32                 *best;   /* by hex index: the cheapest state, or -1 */
  GArray                 *hexes;  /* WadiReachHex, in order of least cost */
  GArray                 *heap;   /* HeapEntry */
  guint                   n_steps;
};

static inline gint32
state_index (const WadiReach *reach,
             WadiHex          hex,
             WadiPosition     position,
             guint            facing)
{
  return (gint32) ((wadi_board_index (reach->map, hex) * WADI_POSITION_COUNT + position) * reach->n_facings
                   + facing);
}

static inline guint
state_hex_index (const WadiReach *reach,
                 gint32           state)
{
  return (guint) state / (WADI_POSITION_COUNT * reach->n_facings);
}

static inline WadiHex
state_hex (const WadiReach *reach,
           gint32           state)
{
  return wadi_board_hex_at_index (reach->map, state_hex_index (reach, state));
}

static inline WadiPosition
state_position (const WadiReach *reach,
                gint32           state)
{
  return (WadiPosition) ((guint) state / reach->n_facings % WADI_POSITION_COUNT);
}

static inline WadiDirection
state_facing (const WadiReach *reach,
              gint32           state)
{
  return (WadiDirection) ((guint) state % reach->n_facings);
}

/* The heap */

static void
heap_push (GArray *heap,
           double  cost,
           gint32  state)
{
  HeapEntry entry = { cost, state };
  guint     i = heap->len;

  g_array_set_size (heap, heap->len + 1);
  while (i > 0)
    {
      guint      parent = (i - 1) / 2;
      HeapEntry *up = &g_array_index (heap, HeapEntry, parent);

      if (up->cost <= cost)
        break;
      g_array_index (heap, HeapEntry, i) = *up;
      i = parent;
    }
  g_array_index (heap, HeapEntry, i) = entry;
}

static HeapEntry
heap_pop (GArray *heap)
{
  HeapEntry *entries = (HeapEntry *) (gpointer) heap->data;
  HeapEntry  top = entries[0];
  HeapEntry  last = entries[heap->len - 1];
  guint      n = heap->len - 1;
  guint      i = 0;

  g_array_set_size (heap, n);
  while (n > 0)
    {
      guint child = 2 * i + 1;

      if (child >= n)
        break;
      if (child + 1 < n && entries[child + 1].cost < entries[child].cost)
        child++;
      if (last.cost <= entries[child].cost)
        break;
      entries[i] = entries[child];
      i = child;
    }
  if (n > 0)
    entries[i] = last;
  return top;
}

/* Positions */

guint
wadi_reach_positions_in (const WadiRulesContext *ctx,
                         WadiHex                 hex,
                         WadiPosition            positions[WADI_POSITION_COUNT])
{
  const WadiBoard   *map = wadi_rules_context_map (ctx);
  const WadiHexCell *cell;
  guint              n = 0;

  g_return_val_if_fail (map != NULL, 0);
  if (!wadi_board_contains (map, hex))
    return 0;
  cell = wadi_board_cell (map, hex);
  positions[n++] = WADI_POSITION_GROUND;
  if (cell->depression != WADI_DEPRESSION_NONE)
    {
      positions[n++] = WADI_POSITION_IN;
      positions[n++] = WADI_POSITION_CREST;
    }
  if ((cell->flags & WADI_HEX_FLAG_WADI_BRIDGE) != 0)
    {
      positions[n++] = WADI_POSITION_BRIDGE;
      positions[n++] = WADI_POSITION_WADI;
    }
  return n;
}

/* The search */

static void
mover_of (const WadiReach *reach,
          gint32           index,
          WadiMover       *mover)
{
  const State *state = &reach->states[index];

  *mover = reach->start;
  mover->hex = state_hex (reach, index);
  mover->position = state_position (reach, index);
  mover->stopped = (state->flags & STATE_STOPPED) != 0;
  mover->hd_rear = (state->flags & STATE_HD_REAR) != 0;
  mover->crest_centre = (WadiDirection) state->crest;
  mover->crest_vertex = (WadiVertexIndex) state->crest;
}

static guint16
effects_of (const WadiMoveResult *result)
{
  guint16 bits = 0;

  for (guint i = 0; i < result->effects->len; i++)
    bits |= (guint16) WADI_REACH_EFFECT (g_array_index (result->effects, WadiEffect, i).kind);
  return bits;
}

/* Tries step from the mover of state from, the vehicle facing facing
 * after it (with the VCA option); relaxes the state it leads to. */
static void
try_step (WadiReach       *reach,
          gint32           from,
          const WadiMover *mover,
          const WadiStep  *step,
          guint            facing,
          WadiMoveResult  *result)
{
  const State *source = &reach->states[from];
  double       cost;
  gint32       to;
  State       *target;
  guint        rolls;

  reach->n_steps++;
  wadi_movement_step (reach->ctx, mover, step, result);
  if (!result->allowed)
    return;
  cost = source->cost + wadi_move_result_total (result);
  if (cost > reach->allowance + EPSILON)
    return;
  /* The rules may choose the level (a Tide of Iron wadi bridge hex
   * entered without one): the state is where the step left the mover. */
  if (result->after.position >= WADI_POSITION_COUNT)
    return;
  to = state_index (reach, step->kind == WADI_STEP_ENTER ? step->to : mover->hex, result->after.position,
                    facing % reach->n_facings);
  target = &reach->states[to];
  if ((target->flags & STATE_SETTLED) != 0
      || ((target->flags & STATE_QUEUED) != 0 && target->cost <= cost + EPSILON))
    return;
  rolls = source->damage_rolls + (guint) MAX (result->damage_rolls, 0);
  target->cost = cost;
  target->parent = from;
  target->flags = STATE_QUEUED;
  if (result->after.stopped)
    target->flags |= STATE_STOPPED;
  if (result->after.hd_rear)
    target->flags |= STATE_HD_REAR;
  if (wadi_move_result_has_effect (result, WADI_EFFECT_END_MOVEMENT))
    target->flags |= STATE_ENDED;
  if (step->reverse)
    target->flags |= STATE_REVERSE;
  target->step_kind = (guint8) step->kind;
  target->hexspines = (gint8) step->hexspines;
  target->asked = (guint8) step->position;
  target->crest = (guint8) (wadi_unit_class_is_vehicle (mover->unit_class) ? result->after.crest_vertex
                                                                           : result->after.crest_centre);
  target->damage_rolls = (guint8) MIN (rolls, G_MAXUINT8);
  target->effects = effects_of (result);
  target->path_effects = source->path_effects | target->effects;
  heap_push (reach->heap, cost, to);
}

/* Steps into position: with Crest, each centre or CAFP in turn (the
 * cheapest allowed wins); entering Crest, the two CAFPs of the hexside
 * crossed (an Infantry's centre is that hexside, whatever the step says). */
static void
try_position (WadiReach       *reach,
              gint32           from,
              const WadiMover *mover,
              WadiStep        *step,
              guint            facing,
              WadiMoveResult  *result)
{
  if (step->position != WADI_POSITION_CREST)
    {
      try_step (reach, from, mover, step, facing, result);
      return;
    }
  if (step->kind == WADI_STEP_ENTER && !reach->vehicle)
    {
      try_step (reach, from, mover, step, facing, result);
      return;
    }
  if (step->kind == WADI_STEP_ENTER)
    {
      WadiDirection back;

      if (!wadi_hex_direction_to (reach->map->layout, step->to, mover->hex, &back))
        return;
      step->crest_vertex = (WadiVertexIndex) back;
      try_step (reach, from, mover, step, facing, result);
      step->crest_vertex = (WadiVertexIndex) ((back + WADI_DIRECTION_COUNT - 1) % WADI_DIRECTION_COUNT);
      try_step (reach, from, mover, step, facing, result);
      return;
    }
  for (int k = 0; k < WADI_DIRECTION_COUNT; k++)
    {
      step->crest_centre = (WadiDirection) k;
      step->crest_vertex = (WadiVertexIndex) k;
      try_step (reach, from, mover, step, facing, result);
    }
}

/* Whether a road move may take position on entering a hex: the road runs
 * at ground level, and over a bridge. */
static gboolean
road_position (WadiPosition position)
{
  return position == WADI_POSITION_GROUND || position == WADI_POSITION_BRIDGE;
}

/* Enters the neighbour in direction d at each position it offers; facing
 * is the vehicle's after the step (with the VCA option). */
static void
try_enter (WadiReach       *reach,
           gint32           from,
           const WadiMover *mover,
           WadiDirection    d,
           gboolean         reverse,
           guint            facing,
           WadiMoveResult  *result)
{
  WadiPosition positions[WADI_POSITION_COUNT];
  WadiHex      to = wadi_hex_neighbor (reach->map->layout, mover->hex, d);
  guint        n;

  if (reach->options.road && !wadi_move_along_road (reach->map, mover->hex, d))
    return;
  n = wadi_reach_positions_in (reach->ctx, to, positions);
  for (guint i = 0; i < n; i++)
    {
      WadiStep step = { 0 };

      if (reach->options.road && !road_position (positions[i]))
        continue;
      step.kind = WADI_STEP_ENTER;
      step.to = to;
      step.position = positions[i];
      step.reverse = reverse;
      try_position (reach, from, mover, &step, facing, result);
    }
}

/* With the VCA option: the vehicle enters the hex in front of it, or in
 * Reverse the hex behind it, keeping its facing; in Crest status (whose
 * VCA never changes, F5.42) the ruleset says which hexsides it leaves
 * across, forward or in Reverse, and it faces the way it went; it turns
 * by one to three hexspines either way. */
static void
expand_facing (WadiReach       *reach,
               gint32           from,
               const WadiMover *mover,
               WadiMoveResult  *result)
{
  guint facing = state_facing (reach, from);

  if (mover->position == WADI_POSITION_CREST)
    for (guint d = 0; d < WADI_DIRECTION_COUNT; d++)
      {
        try_enter (reach, from, mover, (WadiDirection) d, FALSE, d, result);
        try_enter (reach, from, mover, (WadiDirection) d, TRUE, (d + WADI_DIRECTION_COUNT / 2) % WADI_DIRECTION_COUNT,
                   result);
      }
  else
    {
      try_enter (reach, from, mover, (WadiDirection) facing, FALSE, facing, result);
      try_enter (reach, from, mover, (WadiDirection) ((facing + WADI_DIRECTION_COUNT / 2) % WADI_DIRECTION_COUNT),
                 TRUE, facing, result);
    }
  for (int k = -(WADI_DIRECTION_COUNT / 2); k <= WADI_DIRECTION_COUNT / 2; k++)
    {
      WadiStep step = { 0 };

      /* three hexspines either way is the same turn: tried once */
      if (k == 0 || k == -(WADI_DIRECTION_COUNT / 2))
        continue;
      step.kind = WADI_STEP_VCA;
      step.hexspines = k;
      try_step (reach, from, mover, &step, (facing + (guint) (k + WADI_DIRECTION_COUNT)) % WADI_DIRECTION_COUNT, result);
    }
}

static void
expand (WadiReach      *reach,
        gint32          from,
        WadiMoveResult *result)
{
  WadiPosition positions[WADI_POSITION_COUNT];
  WadiMover    mover;
  guint        facing = state_facing (reach, from);
  guint        n;

  mover_of (reach, from, &mover);
  if (reach->options.vca)
    expand_facing (reach, from, &mover, result);
  else
    for (WadiDirection d = 0; d < WADI_DIRECTION_COUNT; d++)
      try_enter (reach, from, &mover, d, FALSE, 0, result);
  /* a road move only enters hexes along the road */
  if (reach->options.road)
    return;
  n = wadi_reach_positions_in (reach->ctx, mover.hex, positions);
  for (guint i = 0; i < n; i++)
    {
      WadiStep step = { 0 };

      if (positions[i] == mover.position && positions[i] != WADI_POSITION_CREST)
        continue;
      step.kind = WADI_STEP_POSITION;
      step.position = positions[i];
      try_position (reach, from, &mover, &step, facing, result);
      /* with its facing, a vehicle may also go INTO its hex, or claim
       * Crest from within, in Reverse (F5.42) */
      if (reach->options.vca && reach->vehicle)
        {
          step.reverse = TRUE;
          try_position (reach, from, &mover, &step, facing, result);
        }
    }
}

static void
settle (WadiReach *reach,
        gint32     index)
{
  State       *state = &reach->states[index];
  guint        hex_index = state_hex_index (reach, index);
  WadiReachHex answer;

  state->flags |= STATE_SETTLED;
  if (reach->best[hex_index] >= 0)
    return;
  answer.hex = state_hex (reach, index);
  answer.position = state_position (reach, index);
  answer.facing = state_facing (reach, index);
  answer.cost = state->cost;
  answer.step_effects = state->path_effects;
  answer.effects = state->path_effects;
  /* Double Time: the unit is CX wherever it goes (A4.71) */
  if (reach->options.double_time)
    answer.effects |= WADI_REACH_EFFECT (WADI_EFFECT_CX);
  answer.damage_rolls = state->damage_rolls;
  answer.ended = (state->flags & STATE_ENDED) != 0;
  answer.state = index;
  reach->best[hex_index] = (gint32) reach->hexes->len;
  g_array_append_val (reach->hexes, answer);
}

/* Options */

static gboolean
class_in (guint         classes,
          WadiUnitClass unit_class)
{
  return (classes & (1u << unit_class)) != 0;
}

static gboolean
on_a_road (const WadiBoard *map,
           WadiHex          hex)
{
  for (WadiDirection d = 0; d < WADI_DIRECTION_COUNT; d++)
    if (wadi_move_along_road (map, hex, d))
      return TRUE;
  return FALSE;
}

static gboolean
refuse (const char  *why,
        const char  *because,
        const char **reason,
        const char **rule)
{
  if (reason != NULL)
    *reason = why;
  if (rule != NULL)
    *rule = because;
  return FALSE;
}

gboolean
wadi_reach_options_check (const WadiRulesContext *ctx,
                          const WadiMover        *start,
                          const WadiReachOptions *options,
                          const char            **reason,
                          const char            **rule)
{
  const WadiRuleset *ruleset;
  const WadiBoard   *map;

  g_return_val_if_fail (ctx != NULL, FALSE);
  g_return_val_if_fail (start != NULL, FALSE);
  if (reason != NULL)
    *reason = NULL;
  if (rule != NULL)
    *rule = NULL;
  if (options == NULL)
    return TRUE;
  ruleset = wadi_ruleset_of (ctx);
  map = wadi_rules_context_map (ctx);
  if ((options->vca || options->double_time || options->road) && (ruleset == NULL || map == NULL))
    return refuse (N_("the scenario's ruleset is unknown or it has no map"), NULL, reason, rule);
  if (options->vca)
    {
      /* The ruleset has a VCA for the class when it prices turning one
       * hexspine from the ground of a hex. */
      WadiMover      probe = *start;
      WadiStep       turn = { .kind = WADI_STEP_VCA, .hexspines = 1 };
      WadiMoveResult result;
      gboolean       allowed;

      if (ruleset->vca_rule == NULL)
        return refuse (N_("the ruleset has no VCA"), NULL, reason, rule);
      if ((guint) options->start_vca >= WADI_DIRECTION_COUNT)
        return refuse (N_("a VCA faces one of the hex's six hexsides"), NULL, reason, rule);
      probe.position = WADI_POSITION_GROUND;
      probe.stopped = FALSE;
      wadi_move_result_init (&result);
      wadi_movement_step (ctx, &probe, &turn, &result);
      allowed = result.allowed;
      if (!allowed)
        refuse (result.reason, result.rule, reason, rule);
      wadi_move_result_clear (&result);
      if (!allowed)
        return FALSE;
    }
  if (options->double_time)
    {
      if (ruleset->double_time_mf <= 0)
        return refuse (N_("the ruleset has no Double Time"), NULL, reason, rule);
      if (!class_in (ruleset->double_time_classes, start->unit_class))
        return refuse (N_("only Infantry may declare Double Time"), ruleset->double_time_rule, reason, rule);
    }
  if (options->road)
    {
      if (ruleset->road_rule == NULL)
        return refuse (N_("the ruleset has no road movement"), NULL, reason, rule);
      if (!on_a_road (map, start->hex))
        return refuse (N_("a road move starts on a road, and no road leaves the start hex"), ruleset->road_rule,
                           reason, rule);
    }
  return TRUE;
}

double
wadi_reach_options_bonus (const WadiRulesContext *ctx,
                          const WadiMover        *start,
                          const WadiReachOptions *options,
                          const char            **rules)
{
  const WadiRuleset *ruleset = wadi_ruleset_of (ctx);
  const char        *first = NULL, *second = NULL;
  double             bonus = 0;

  if (rules != NULL)
    *rules = NULL;
  if (options == NULL || ruleset == NULL)
    return 0;
  if (options->double_time && class_in (ruleset->double_time_classes, start->unit_class))
    {
      bonus += ruleset->double_time_mf;
      first = ruleset->double_time_rule;
    }
  if (options->road && ruleset->road_bonus_mf > 0 && class_in (ruleset->road_bonus_classes, start->unit_class))
    {
      bonus += ruleset->road_bonus_mf;
      second = ruleset->road_bonus_rule;
    }
  if (rules != NULL)
    {
      if (first != NULL && second != NULL)
        {
          g_autofree char *both = g_strconcat (first, ", ", second, NULL);

          *rules = g_intern_string (both);
        }
      else
        *rules = first != NULL ? first : second;
    }
  return bonus;
}

/* The search */

WadiReach *
wadi_reach_new_full (const WadiRulesContext *ctx,
                     const WadiMover        *start,
                     double                  budget,
                     const WadiReachOptions *options)
{
  const WadiBoard *map;
  WadiReach       *reach;
  WadiMoveResult   result;
  guint            count;
  gint32           first;
  State           *origin;

  g_return_val_if_fail (ctx != NULL, NULL);
  g_return_val_if_fail (start != NULL, NULL);
  g_return_val_if_fail (start->position < WADI_POSITION_COUNT, NULL);

  map = wadi_rules_context_map (ctx);
  if (map == NULL || !wadi_board_contains (map, start->hex))
    return NULL;
  if (!wadi_reach_options_check (ctx, start, options, NULL, NULL))
    return NULL;
  count = wadi_board_hex_count (map);
  reach = g_new0 (WadiReach, 1);
  reach->ctx = ctx;
  reach->map = map;
  reach->start = *start;
  if (options != NULL)
    reach->options = *options;
  reach->budget = budget;
  reach->allowance = budget + wadi_reach_options_bonus (ctx, start, options, NULL);
  reach->n_facings = reach->options.vca ? WADI_DIRECTION_COUNT : 1;
  reach->vehicle = wadi_unit_class_is_vehicle (start->unit_class);
  reach->states = g_new0 (State, (gsize) count * WADI_POSITION_COUNT * reach->n_facings);
  reach->best = g_new (gint32, count);
  memset (reach->best, 0xff, count * sizeof (gint32));
  reach->hexes = g_array_new (FALSE, FALSE, sizeof (WadiReachHex));
  reach->heap = g_array_new (FALSE, FALSE, sizeof (HeapEntry));

  first = state_index (reach, start->hex, start->position, reach->options.vca ? reach->options.start_vca : 0);
  origin = &reach->states[first];
  origin->parent = -1;
  origin->flags = STATE_QUEUED | (start->stopped ? STATE_STOPPED : 0) | (start->hd_rear ? STATE_HD_REAR : 0);
  origin->crest = (guint8) (reach->vehicle ? start->crest_vertex : start->crest_centre);
  origin->step_kind = WADI_STEP_STOP;
  heap_push (reach->heap, 0, first);

  wadi_move_result_init (&result);
  /* The unit the answers are in: a step's, asked of any step. */
  {
    WadiStep probe = { .kind = WADI_STEP_POSITION, .position = start->position };

    wadi_movement_step (ctx, start, &probe, &result);
    reach->unit = result.unit;
  }
  while (reach->heap->len > 0)
    {
      HeapEntry top = heap_pop (reach->heap);
      State    *state = &reach->states[top.state];

      if ((state->flags & STATE_SETTLED) != 0 || top.cost > state->cost + EPSILON)
        continue;
      settle (reach, top.state);
      if ((state->flags & STATE_ENDED) == 0)
        expand (reach, top.state, &result);
    }
  wadi_move_result_clear (&result);
  g_clear_pointer (&reach->heap, g_array_unref);
  return reach;
}

WadiReach *
wadi_reach_new (const WadiRulesContext *ctx,
                const WadiMover        *start,
                double                  budget)
{
  return wadi_reach_new_full (ctx, start, budget, NULL);
}

void
wadi_reach_free (WadiReach *reach)
{
  if (reach == NULL)
    return;
  g_free (reach->states);
  g_free (reach->best);
  g_array_unref (reach->hexes);
  g_free (reach);
}

double
wadi_reach_budget (const WadiReach *reach)
{
  return reach->budget;
}

double
wadi_reach_allowance (const WadiReach *reach)
{
  return reach->allowance;
}

const WadiReachOptions *
wadi_reach_options (const WadiReach *reach)
{
  return &reach->options;
}

const WadiMover *
wadi_reach_start (const WadiReach *reach)
{
  return &reach->start;
}

const char *
wadi_reach_unit (const WadiReach *reach)
{
  return reach->unit;
}

guint
wadi_reach_n_hexes (const WadiReach *reach)
{
  return reach->hexes->len;
}

const WadiReachHex *
wadi_reach_hex_nth (const WadiReach *reach,
                    guint            i)
{
  g_return_val_if_fail (i < reach->hexes->len, NULL);
  return &g_array_index (reach->hexes, WadiReachHex, i);
}

const WadiReachHex *
wadi_reach_lookup (const WadiReach *reach,
                   WadiHex          hex)
{
  gint32 i;

  g_return_val_if_fail (reach != NULL, NULL);
  if (!wadi_board_contains (reach->map, hex))
    return NULL;
  i = reach->best[wadi_board_index (reach->map, hex)];
  return i < 0 ? NULL : &g_array_index (reach->hexes, WadiReachHex, i);
}

double
wadi_reach_facing_cost (const WadiReach *reach,
                        WadiHex          hex,
                        WadiPosition     position,
                        WadiDirection    facing)
{
  const State *state;

  g_return_val_if_fail (reach != NULL, -1);
  if (!wadi_board_contains (reach->map, hex) || position >= WADI_POSITION_COUNT
      || (guint) facing >= WADI_DIRECTION_COUNT)
    return -1;
  state = &reach->states[state_index (reach, hex, position, (guint) facing % reach->n_facings)];
  return (state->flags & STATE_SETTLED) != 0 ? state->cost : -1;
}

double
wadi_reach_state_cost (const WadiReach *reach,
                       WadiHex          hex,
                       WadiPosition     position)
{
  double best = -1;

  g_return_val_if_fail (reach != NULL, -1);
  for (guint f = 0; f < reach->n_facings; f++)
    {
      double cost = wadi_reach_facing_cost (reach, hex, position, (WadiDirection) f);

      if (cost >= 0 && (best < 0 || cost < best))
        best = cost;
    }
  return best;
}

GArray *
wadi_reach_path (const WadiReach *reach,
                 WadiHex          hex)
{
  const WadiReachHex *answer = wadi_reach_lookup (reach, hex);
  GArray             *path;
  guint               n = 0;

  if (answer == NULL)
    return NULL;
  for (gint32 i = answer->state; i >= 0; i = reach->states[i].parent)
    n++;
  path = g_array_sized_new (FALSE, TRUE, sizeof (WadiReachNode), n);
  g_array_set_size (path, n);
  for (gint32 i = answer->state, k = (gint32) n - 1; i >= 0; i = reach->states[i].parent, k--)
    {
      const State   *state = &reach->states[i];
      WadiReachNode *node = &g_array_index (path, WadiReachNode, k);

      node->hex = state_hex (reach, i);
      node->position = state_position (reach, i);
      node->facing = state_facing (reach, i);
      node->total = state->cost;
      node->step_cost = state->parent >= 0 ? state->cost - reach->states[state->parent].cost : 0;
      node->effects = state->effects;
      node->step.kind = (WadiStepKind) state->step_kind;
      node->step.to = node->hex;
      node->step.position = (WadiPosition) state->asked;
      node->step.reverse = (state->flags & STATE_REVERSE) != 0;
      node->step.hexspines = state->hexspines;
      node->step.crest_centre = (WadiDirection) state->crest;
      node->step.crest_vertex = (WadiVertexIndex) state->crest;
    }
  return path;
}

guint
wadi_reach_n_steps_tried (const WadiReach *reach)
{
  return reach->n_steps;
}
