/* wadi-los.c: who sees whom, the part every ruleset shares
 *
 * The line, the result, the levels, and the walk along the depiction of a
 * depression that ASL (B20.2) and Tide of Iron (wadi LOS rules 1-2) both
 * use; then the scenario's ruleset decides.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include <string.h>

#include "wadi-los-private.h"
#include "wadi-ruleset.h"

/* The line cache.  A line's shape depends only on the displacement: moving
 * both ends by an even number of columns and of rows is a translation in
 * cube space, which maps the line onto itself.  So a line is cached once
 * per layout, start parity and offset displacement, relative to a start
 * hex of that parity near (0, 0), and shifted when used. */

/* Lines longer than this are traced each time (a full board's lines are
 * far shorter); and past this many cached steps the cache starts again. */
#define LINE_CACHE_MAX_LINE_STEPS 8192
#define LINE_CACHE_MAX_STEPS (1u << 20)
#define LINE_CACHE_MAX_DELTA 30000

typedef struct
{
  guint8 kind;   /* WadiLineStepKind */
  guint8 index;  /* hexside direction or vertex index */
  gint16 col;    /* the step's hex, hexside owner or vertex owner */
  gint16 row;
} LineCacheStep;

typedef struct
{
  gint64 key;
  guint n_steps;
  LineCacheStep steps[];
} LineCacheEntry;

typedef struct
{
  GHashTable *lines;  /* &entry->key -> LineCacheEntry */
  gsize n_steps;
} LineCache;

static void
line_cache_free (gpointer data)
{
  LineCache *cache = data;

  g_hash_table_unref (cache->lines);
  g_free (cache);
}

static GPrivate line_cache_key = G_PRIVATE_INIT (line_cache_free);

static LineCache *
line_cache_get (void)
{
  LineCache *cache = g_private_get (&line_cache_key);

  if (cache == NULL)
    {
      cache = g_new0 (LineCache, 1);
      cache->lines = g_hash_table_new_full (g_int64_hash, g_int64_equal, NULL, g_free);
      g_private_set (&line_cache_key, cache);
    }
  return cache;
}

static gint64
line_cache_key_of (WadiGridLayout layout,
                   int            col_parity,
                   int            row_parity,
                   int            dcol,
                   int            drow)
{
  return (gint64) layout.orientation
         | (gint64) layout.stagger << 1
         | (gint64) col_parity << 2
         | (gint64) row_parity << 3
         | (gint64) (dcol + 32768) << 4
         | (gint64) (drow + 32768) << 20;
}

static LineCacheEntry *
line_cache_fill (LineCache      *cache,
                 gint64          key,
                 WadiGridLayout  layout,
                 WadiHex         start,
                 WadiHex         end)
{
  g_autoptr(GArray) steps = g_array_new (FALSE, FALSE, sizeof (WadiLineStep));
  LineCacheEntry *entry;

  wadi_hex_line (layout, start, end, steps);
  if (steps->len > LINE_CACHE_MAX_LINE_STEPS)
    return NULL;
  if (cache->n_steps + steps->len > LINE_CACHE_MAX_STEPS)
    {
      g_hash_table_remove_all (cache->lines);
      cache->n_steps = 0;
    }

  entry = g_malloc (sizeof (LineCacheEntry) + steps->len * sizeof (LineCacheStep));
  entry->key = key;
  entry->n_steps = steps->len;
  for (guint i = 0; i < steps->len; i++)
    {
      const WadiLineStep *step = &g_array_index (steps, WadiLineStep, i);
      LineCacheStep *cached = &entry->steps[i];
      WadiHex hex = step->hex;

      cached->kind = (guint8) step->kind;
      cached->index = 0;
      switch (step->kind)
        {
        case WADI_LINE_HEX:
          break;
        case WADI_LINE_CROSS_HEXSIDE:
        case WADI_LINE_ALONG_HEXSIDE:
          hex = step->side.hex;
          cached->index = step->side.dir;
          break;
        case WADI_LINE_VERTEX:
          hex = step->vertex.hex;
          cached->index = step->vertex.index;
          break;
        default:
          g_assert_not_reached ();
        }
      cached->col = (gint16) hex.col;
      cached->row = (gint16) hex.row;
    }
  g_hash_table_insert (cache->lines, &entry->key, entry);
  cache->n_steps += entry->n_steps;
  return entry;
}

void
wadi_los_trace_line (WadiGridLayout  layout,
                     WadiHex         a,
                     WadiHex         b,
                     GArray         *steps)
{
  int dcol = b.col - a.col;
  int drow = b.row - a.row;
  WadiHex start = { a.col & 1, a.row & 1 };
  int shift_col = a.col - start.col;
  int shift_row = a.row - start.row;
  LineCache *cache;
  LineCacheEntry *entry;
  gint64 key;
  guint first;

  if (ABS (dcol) > LINE_CACHE_MAX_DELTA || ABS (drow) > LINE_CACHE_MAX_DELTA)
    {
      wadi_hex_line (layout, a, b, steps);
      return;
    }

  cache = line_cache_get ();
  key = line_cache_key_of (layout, start.col, start.row, dcol, drow);
  entry = g_hash_table_lookup (cache->lines, &key);
  if (entry == NULL)
    entry = line_cache_fill (cache, key, layout, start,
                             (WadiHex) { start.col + dcol, start.row + drow });
  if (entry == NULL)
    {
      wadi_hex_line (layout, a, b, steps);
      return;
    }

  first = steps->len;
  g_array_set_size (steps, first + entry->n_steps);
  for (guint i = 0; i < entry->n_steps; i++)
    {
      const LineCacheStep *cached = &entry->steps[i];
      WadiLineStep *step = &g_array_index (steps, WadiLineStep, first + i);
      WadiHex hex = { cached->col + shift_col, cached->row + shift_row };

      memset (step, 0, sizeof *step);
      step->kind = (WadiLineStepKind) cached->kind;
      switch (step->kind)
        {
        case WADI_LINE_HEX:
          step->hex = hex;
          break;
        case WADI_LINE_CROSS_HEXSIDE:
        case WADI_LINE_ALONG_HEXSIDE:
          step->side.hex = hex;
          step->side.dir = cached->index;
          break;
        case WADI_LINE_VERTEX:
          step->vertex.hex = hex;
          step->vertex.index = cached->index;
          break;
        default:
          g_assert_not_reached ();
        }
    }
}

/* Results */

void
wadi_los_result_init (WadiLosResult *result)
{
  g_return_if_fail (result != NULL);

  memset (result, 0, sizeof *result);
  result->line = g_array_new (FALSE, FALSE, sizeof (WadiLineStep));
  result->blind_hexes = g_array_new (FALSE, FALSE, sizeof (WadiHex));
}

void
wadi_los_result_clear (WadiLosResult *result)
{
  g_return_if_fail (result != NULL);

  g_clear_pointer (&result->line, g_array_unref);
  g_clear_pointer (&result->blind_hexes, g_array_unref);
  memset (result, 0, sizeof *result);
}

/* A result may be reused: its arrays are emptied, not reallocated. */
static void
result_reset (WadiLosResult *result)
{
  GArray *line = result->line;
  GArray *blind_hexes = result->blind_hexes;

  memset (result, 0, sizeof *result);
  result->line = line != NULL ? line : g_array_new (FALSE, FALSE, sizeof (WadiLineStep));
  result->blind_hexes = blind_hexes != NULL ? blind_hexes : g_array_new (FALSE, FALSE, sizeof (WadiHex));
  g_array_set_size (result->line, 0);
  g_array_set_size (result->blind_hexes, 0);
}

static void
decide (WadiLosResult    *result,
        WadiLosVerdict    verdict,
        WadiLosDecidedBy  decided_by,
        const char       *reason,
        const char       *rule)
{
  result->verdict = verdict;
  result->decided_by = decided_by;
  result->reason = reason;
  result->rule = rule;
}

void
wadi_los_decide_hex (WadiLosResult  *result,
                     WadiLosVerdict  verdict,
                     WadiHex         hex,
                     const char     *reason,
                     const char     *rule)
{
  decide (result, verdict, WADI_LOS_DECIDED_HEX, reason, rule);
  result->hex = hex;
}

void
wadi_los_decide_hexside (WadiLosResult  *result,
                         WadiLosVerdict  verdict,
                         WadiHexside     side,
                         const char     *reason,
                         const char     *rule)
{
  decide (result, verdict, WADI_LOS_DECIDED_HEXSIDE, reason, rule);
  result->hexside = side;
}

void
wadi_los_decide_vertex (WadiLosResult  *result,
                        WadiLosVerdict  verdict,
                        WadiVertex      vertex,
                        const char     *reason,
                        const char     *rule)
{
  decide (result, verdict, WADI_LOS_DECIDED_VERTEX, reason, rule);
  result->vertex = vertex;
}

void
wadi_los_decide_nothing (WadiLosResult  *result,
                         WadiLosVerdict  verdict,
                         const char     *reason,
                         const char     *rule)
{
  decide (result, verdict, WADI_LOS_DECIDED_NONE, reason, rule);
}

void
wadi_los_decide_step (WadiLosResult  *result,
                      WadiLosVerdict  verdict,
                      guint           i,
                      WadiHex         hex,
                      const char     *reason,
                      const char     *rule)
{
  const WadiLineStep *step = &g_array_index (result->line, WadiLineStep, i);

  switch (step->kind)
    {
    case WADI_LINE_HEX:
      wadi_los_decide_hex (result, verdict, step->hex, reason, rule);
      break;
    case WADI_LINE_CROSS_HEXSIDE:
    case WADI_LINE_ALONG_HEXSIDE:
      wadi_los_decide_hexside (result, verdict, step->side, reason, rule);
      result->hex = hex;
      break;
    case WADI_LINE_VERTEX:
      wadi_los_decide_vertex (result, verdict, step->vertex, reason, rule);
      break;
    default:
      g_assert_not_reached ();
    }
}

/* Terrain */

gboolean
wadi_los_has_bridge (const WadiLosMap *map,
                     WadiHex           hex)
{
  const WadiHexCell *cell = wadi_los_cell (map->board, hex);

  if (cell->flags & (WADI_HEX_FLAG_BRIDGE | WADI_HEX_FLAG_WADI_BRIDGE))
    return TRUE;
  return wadi_board_contains (map->board, hex)
         && wadi_rules_context_has_counter (map->ctx, map->board_index, hex, WADI_COUNTER_BRIDGE);
}

guint
wadi_los_side_between (const WadiBoard *board,
                       WadiHex          a,
                       WadiHex          b)
{
  WadiDirection dir;

  if (!wadi_hex_direction_to (board->layout, a, b, &dir))
    return 0;
  return wadi_board_get_side (board, (WadiHexside) { a, dir });
}

int
wadi_los_effective_floor (const WadiLosMap  *map,
                          const WadiHexCell *cell)
{
  if (cell->depression == WADI_DEPRESSION_STREAM && map->ssr->stream_depth == WADI_STREAM_FLOODED)
    return cell->floor + 1;
  return cell->floor;
}

int
wadi_los_positional_level (const WadiLosMap   *map,
                           const WadiLocation *location)
{
  const WadiHexCell *cell = wadi_los_cell (map->board, location->hex);
  int level = cell->level;

  switch (location->position)
    {
    case WADI_POSITION_IN:
    case WADI_POSITION_WADI:
      if (cell->depression != WADI_DEPRESSION_NONE)
        level = MIN (cell->level, wadi_los_effective_floor (map, cell));
      break;
    case WADI_POSITION_GROUND:
    case WADI_POSITION_CREST:
    case WADI_POSITION_BRIDGE:
    case WADI_POSITION_COUNT:
    default:
      break;
    }
  return level + location->height;
}

/* The walk along the depiction */

static inline const WadiLineStep *
line_step (const GArray *line,
           guint         i)
{
  return &g_array_index (line, WadiLineStep, i);
}

gboolean
wadi_los_region_in_depiction (const WadiLosMap   *map,
                              const WadiLosRules *rules,
                              const GArray       *line,
                              guint               i)
{
  const WadiLineStep *step = line_step (line, i);

  if (step->kind == WADI_LINE_HEX)
    return rules->is_depression (map, step->hex);
  return rules->is_depression (map, step->side.hex)
         && rules->is_depression (map, wadi_los_along_other (map->board, step));
}

/* The hexside between hex and a neighbour keeps the line in the depiction. */
static gboolean
joined (const WadiLosMap   *map,
        const WadiLosRules *rules,
        WadiHex             a,
        WadiHex             b)
{
  return (wadi_los_side_between (map->board, a, b) & WADI_SIDE_DEPRESSION)
         && rules->is_depression (map, a) && rules->is_depression (map, b);
}

gboolean
wadi_los_connection_in_depiction (const WadiLosMap   *map,
                                  const WadiLosRules *rules,
                                  const GArray       *line,
                                  guint               i)
{
  const WadiLineStep *step = line_step (line, i);
  const WadiLineStep *before;
  const WadiLineStep *after;
  const WadiLineStep *hex_step;
  const WadiLineStep *along;

  if (step->kind == WADI_LINE_CROSS_HEXSIDE)
    return (wadi_los_side_features (map->board, step->side) & WADI_SIDE_DEPRESSION)
           && rules->is_depression (map, step->side.hex)
           && rules->is_depression (map, wadi_hexside_other_hex (map->board->layout, step->side));

  /* through a vertex: two hexes, or a hex and a hexside run along */
  before = line_step (line, i - 1);
  after = line_step (line, i + 1);
  if (before->kind == WADI_LINE_HEX && after->kind == WADI_LINE_HEX)
    return joined (map, rules, before->hex, after->hex);
  hex_step = before->kind == WADI_LINE_HEX ? before : after;
  along = before->kind == WADI_LINE_HEX ? after : before;
  return joined (map, rules, hex_step->hex, along->side.hex)
         || joined (map, rules, hex_step->hex, wadi_los_along_other (map->board, along));
}

int
wadi_los_region_level (const WadiLosMap   *map,
                       const WadiLosRules *rules,
                       const GArray       *line,
                       guint               i,
                       gboolean            inside,
                       WadiHex            *highest,
                       const char        **reason,
                       const char        **rule)
{
  const WadiLineStep *step = line_step (line, i);
  WadiHex other;
  const char *other_reason;
  const char *other_rule;
  int level;
  int other_level;

  if (step->kind == WADI_LINE_HEX)
    {
      *highest = step->hex;
      return rules->obstacle_level (map, step->hex, inside, reason, rule);
    }

  *highest = step->side.hex;
  level = rules->obstacle_level (map, step->side.hex, inside, reason, rule);
  other = wadi_los_along_other (map->board, step);
  other_level = rules->obstacle_level (map, other, inside, &other_reason, &other_rule);
  if (other_level > level)
    {
      *highest = other;
      *reason = other_reason;
      *rule = other_rule;
      level = other_level;
    }
  return level;
}

static WadiHex
region_outside_hex (const WadiLosMap   *map,
                    const WadiLosRules *rules,
                    const GArray       *line,
                    guint               i)
{
  const WadiLineStep *step = line_step (line, i);

  if (step->kind == WADI_LINE_HEX)
    return step->hex;
  if (!rules->is_depression (map, step->side.hex))
    return step->side.hex;
  return wadi_los_along_other (map->board, step);
}

static void
decide_left_depiction (const WadiLosMap   *map,
                       const WadiLosRules *rules,
                       const GArray       *line,
                       guint               i,
                       WadiLosResult      *result)
{
  const WadiLineStep *step = line_step (line, i);
  const char *reason = NULL;

  switch (step->kind)
    {
    case WADI_LINE_HEX:
      reason = N_ ("the line passes through a hex outside the depression");
      break;
    case WADI_LINE_ALONG_HEXSIDE:
      reason = N_ ("the line runs along a hexside of a hex outside the depression");
      break;
    case WADI_LINE_CROSS_HEXSIDE:
      reason = N_ ("the line leaves the depression across a hexside the depression does not cross");
      break;
    case WADI_LINE_VERTEX:
      reason = N_ ("the line leaves the depression at a vertex");
      break;
    default:
      g_assert_not_reached ();
    }
  /* a hexside crossed is blamed on the hex the line enters */
  wadi_los_decide_step (result, WADI_LOS_BLOCKED, i,
                        step->kind == WADI_LINE_CROSS_HEXSIDE ? line_step (line, i + 1)->hex
                        : step->kind == WADI_LINE_VERTEX ? step->vertex.hex
                        : region_outside_hex (map, rules, line, i),
                        reason, rules->depiction_rule);
}

gboolean
wadi_los_walk (const WadiLosMap   *map,
               const WadiLosRules *rules,
               const GArray       *line,
               gboolean            need_first,
               gboolean            need_middle,
               gboolean            need_last,
               int                 top,
               WadiLosResult      *result)
{
  guint n = line->len;
  gboolean before_in;

  if (n < 3)
    return TRUE;

  /* Connections are only looked at when a requirement or a depression
   * region beside them needs them. */
  before_in = FALSE;
  if (need_first || need_last || line_step (line, 2)->kind != WADI_LINE_HEX
      || rules->is_depression (map, line_step (line, 2)->hex))
    before_in = wadi_los_connection_in_depiction (map, rules, line, 1);
  if ((need_first || (n == 3 && need_last)) && !before_in)
    {
      decide_left_depiction (map, rules, line, 1, result);
      return FALSE;
    }

  for (guint i = 2; i + 1 < n; i += 2)
    {
      gboolean need_after = i + 2 == n - 1 ? need_last : need_middle;
      gboolean region_in = wadi_los_region_in_depiction (map, rules, line, i);
      gboolean after_in = FALSE;
      gboolean after_known = FALSE;
      WadiHex highest;
      const char *reason;
      const char *rule;
      int level;

      if (need_middle && !region_in)
        {
          decide_left_depiction (map, rules, line, i, result);
          return FALSE;
        }
      if (region_in || need_after)
        {
          after_in = wadi_los_connection_in_depiction (map, rules, line, i + 1);
          after_known = TRUE;
        }

      /* leaving the depiction is why the banks of this region stand in
       * the way: say so rather than name their height */
      if (need_after && !after_in)
        {
          decide_left_depiction (map, rules, line, i + 1, result);
          return FALSE;
        }
      level = wadi_los_region_level (map, rules, line, i, region_in && before_in && after_in,
                                     &highest, &reason, &rule);
      if (level > top)
        {
          wadi_los_decide_hex (result, WADI_LOS_BLOCKED, highest, reason, rule);
          return FALSE;
        }

      /* the next region needs to know whether it was entered inside */
      if (!after_known && i + 2 < n - 1)
        {
          const WadiLineStep *next = line_step (line, i + 2);

          if (next->kind != WADI_LINE_HEX || rules->is_depression (map, next->hex))
            after_in = wadi_los_connection_in_depiction (map, rules, line, i + 1);
        }
      before_in = after_in;
    }
  return TRUE;
}

/* The entry points */

int
wadi_location_level (const WadiRulesContext *ctx,
                     const WadiLocation     *location)
{
  const WadiRuleset *ruleset;
  WadiLosMap map;

  g_return_val_if_fail (ctx != NULL, 0);
  g_return_val_if_fail (location != NULL, 0);

  map.ctx = ctx;
  map.ssr = wadi_rules_context_ssr (ctx);
  map.board = wadi_rules_context_board (ctx, location->board);
  map.board_index = location->board;
  g_return_val_if_fail (map.board != NULL, 0);
  g_return_val_if_fail (wadi_board_contains (map.board, location->hex), 0);

  ruleset = wadi_ruleset_of (ctx);
  if (ruleset != NULL && ruleset->location_level != NULL)
    return ruleset->location_level (&map, location);
  return wadi_los_positional_level (&map, location);
}

void
wadi_los (const WadiRulesContext *ctx,
          const WadiLocation     *from,
          const WadiLocation     *to,
          WadiLosResult          *result)
{
  const WadiRuleset *ruleset;
  WadiLosMap map;

  g_return_if_fail (ctx != NULL);
  g_return_if_fail (from != NULL);
  g_return_if_fail (to != NULL);
  g_return_if_fail (result != NULL);

  result_reset (result);
  if (from->board != to->board)
    {
      wadi_los_decide_nothing (result, WADI_LOS_BLOCKED,
                               N_ ("the two locations are on different boards"), NULL);
      return;
    }

  map.ctx = ctx;
  map.ssr = wadi_rules_context_ssr (ctx);
  map.board = wadi_rules_context_board (ctx, from->board);
  map.board_index = from->board;
  if (map.board == NULL
      || !wadi_board_contains (map.board, from->hex)
      || !wadi_board_contains (map.board, to->hex))
    {
      wadi_los_decide_nothing (result, WADI_LOS_BLOCKED, N_ ("a location is not on the map"), NULL);
      return;
    }

  wadi_los_trace_line (map.board->layout, from->hex, to->hex, result->line);
  wadi_los_decide_nothing (result, WADI_LOS_CLEAR, N_ ("nothing on the line blocks it"), NULL);

  ruleset = wadi_ruleset_of (ctx);
  if (ruleset == NULL)
    wadi_los_decide_nothing (result, WADI_LOS_BLOCKED, N_ ("the scenario has no known ruleset"), NULL);
  else
    ruleset->los (&map, from, to, result);
}
