/* wadi-los-walk.c: the walk along the depiction of a depression
 *
 * ASL (B20.2) and Tide of Iron (wadi LOS rules 1-2) both let a unit in a
 * depression see only as far as the line stays within the depression's
 * depiction; the rulesets differ in what a depression hex is and how high
 * its banks stand, which they pass in a WadiLosRules.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "wadi-los-result.h"
#include "wadi-los-walk.h"

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
  WadiHex             other;
  const char         *other_reason;
  const char         *other_rule;
  int                 level;
  int                 other_level;

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
  const char         *reason = NULL;

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
                        : step->kind == WADI_LINE_VERTEX      ? step->vertex.hex
                                                              : region_outside_hex (map, rules, line, i),
                        reason, rules->depiction_rule);
}

gboolean
wadi_los_walk_traced (const WadiLosMap   *map,
                      const WadiLosRules *rules,
                      const GArray       *line,
                      gboolean            need_first,
                      gboolean            need_middle,
                      gboolean            need_last,
                      int                 top,
                      WadiLosResult      *result,
                      WadiLosWalkTrace   *trace)
{
  gboolean before_in;
  int      highest = G_MININT;

#define DECIDED(step, level)             \
  G_STMT_START                           \
  {                                      \
    if (trace != NULL)                   \
      {                                  \
        trace->decided_at = (step);      \
        trace->by_level = (level);       \
        trace->highest_before = highest; \
      }                                  \
  }                                      \
  G_STMT_END

  /* A lazy line (wadi-los-map.h) is traced only as far as the walk reads:
   * up to the step after the next region, which says whether that region
   * is the last hex. */
  wadi_los_line_reach (map, line, 3);
  if (line->len < 3)
    return TRUE;

  /* Connections are only looked at when a requirement or a depression
   * region beside them needs them. */
  before_in = FALSE;
  if (need_first || need_last || line_step (line, 2)->kind != WADI_LINE_HEX
      || rules->is_depression (map, line_step (line, 2)->hex))
    before_in = wadi_los_connection_in_depiction (map, rules, line, 1);
  if ((need_first || (line->len == 3 && need_last)) && !before_in)
    {
      decide_left_depiction (map, rules, line, 1, result);
      DECIDED (1, FALSE);
      return FALSE;
    }

  for (guint i = 2; i + 1 < line->len; i += 2)
    {
      /* the line ends with a hex: step i + 2 exists, and is the last when
       * there is no step i + 3 */
      gboolean    next_is_last = !wadi_los_line_reach (map, line, i + 3);
      gboolean    need_after = next_is_last ? need_last : need_middle;
      gboolean    region_in = wadi_los_region_in_depiction (map, rules, line, i);
      gboolean    after_in = FALSE;
      gboolean    after_known = FALSE;
      WadiHex     blocker;
      const char *reason;
      const char *rule;
      int         level;

      if (need_middle && !region_in)
        {
          decide_left_depiction (map, rules, line, i, result);
          DECIDED (i, FALSE);
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
          DECIDED (i + 1, FALSE);
          return FALSE;
        }
      level = wadi_los_region_level (map, rules, line, i, region_in && before_in && after_in,
                                     &blocker, &reason, &rule);
      if (level > top)
        {
          wadi_los_decide_hex (result, WADI_LOS_BLOCKED, blocker, reason, rule);
          DECIDED (i, TRUE);
          return FALSE;
        }
      highest = MAX (highest, level);

      /* the next region needs to know whether it was entered inside */
      if (!after_known && !next_is_last)
        {
          const WadiLineStep *next = line_step (line, i + 2);

          if (next->kind != WADI_LINE_HEX || rules->is_depression (map, next->hex))
            after_in = wadi_los_connection_in_depiction (map, rules, line, i + 1);
        }
      before_in = after_in;
    }
  if (trace != NULL)
    trace->decided_at = G_MAXUINT;
  return TRUE;
#undef DECIDED
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
  return wadi_los_walk_traced (map, rules, line, need_first, need_middle, need_last, top, result, NULL);
}
