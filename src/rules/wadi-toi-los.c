/* wadi-toi-los.c: LOS under Tide of Iron's wadi rules (Days of the Fox)
 *
 * Wadi hexes, wadi entrance hexes and wadi bridge hexes make up the wadi
 * (rules note; the wadi bridge hex card: "a contiguous wadi hex for LoS").
 * A unit in the wadi is at the wadi level (-1 for LOS), a unit on a
 * bridge at level 0.  Rules 1-4:
 *   1. level 0 sees the adjacent wadi hexes, and further through an
 *      adjacent wadi hex along the depiction; wadis never block between
 *      level 0 units;
 *   2. in the wadi sees in the wadi only along the depiction, even when
 *      adjacent;
 *   3. level 1 or higher sees into the wadi along it, but the first wadi
 *      hex on the line is blind unless it is a wadi entrance hex;
 *   4. a bridge makes the one wadi hex behind it blind from level 1 or
 *      higher; bridges over streams block nothing unless an SSR says so.
 * Hills: the simple rule ASL uses (a hex higher than both ends blocks).
 * Without the wadi SSR, wadi hexes are crevasse terrain, for which the
 * texts give no LOS rule: they are treated as plain ground.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "wadi-los-private.h"
#include "wadi-los-result.h"
#include "wadi-los-walk.h"

#define RULE_LEVEL_0 "DoF wadi LOS 1"
#define RULE_IN_WADI "DoF wadi LOS 2"
#define RULE_HIGH "DoF wadi LOS 3"
#define RULE_BRIDGE "DoF wadi LOS 4"
#define RULE_BRIDGE_HEX "Wadi bridge hex"
/* Wadi's own simplification of the rule: translated where shown */
#define RULE_HEIGHT N_ ("hills (simplified)")

static gboolean
toi_is_wadi (const WadiLosMap *map,
             WadiHex           hex)
{
  const WadiHexCell *cell = wadi_los_cell (map->board, hex);

  return map->ssr->toi_wadi_rules
         && (cell->depression == WADI_DEPRESSION_WADI
             || (cell->flags & (WADI_HEX_FLAG_WADI_ENTRANCE | WADI_HEX_FLAG_WADI_BRIDGE)));
}

/* The wadi level: the floor; a hex only flagged as a wadi hex is one level
 * below its ground, as the wadi bridge hex card has it. */
static int
toi_floor (const WadiHexCell *cell)
{
  return cell->depression != WADI_DEPRESSION_NONE ? cell->floor : cell->level - 1;
}

static int
toi_obstacle_level (const WadiLosMap *map,
                    WadiHex           hex,
                    gboolean          inside,
                    const char      **reason,
                    const char      **rule)
{
  const WadiHexCell *cell = wadi_los_cell (map->board, hex);

  if (inside)
    {
      *reason = N_ ("the wadi floor on the line is above both ends");
      *rule = RULE_HEIGHT;
      return toi_floor (cell);
    }
  /* DoF rule 4: a bridge over a stream is an obstacle one level high,
   * but only by SSR. */
  if (map->ssr->toi_stream_bridges_block_los
      && cell->depression == WADI_DEPRESSION_STREAM
      && wadi_los_has_bridge (map, hex))
    {
      *reason = N_ ("a bridge over a stream blocks LOS by scenario special rule");
      *rule = RULE_BRIDGE;
      return cell->level + 1;
    }
  *reason = N_ ("ground on the line is higher than both ends");
  *rule = RULE_HEIGHT;
  return cell->level;
}

/* The same wadi, cited by the rule that applies to the ends. */
static const WadiLosRules toi_rules = {
  toi_is_wadi,
  toi_obstacle_level,
  RULE_IN_WADI,
};

static const WadiLosRules toi_level_0_rules = {
  toi_is_wadi,
  toi_obstacle_level,
  RULE_LEVEL_0,
};

typedef enum
{
  TOI_IN_WADI, /* in the wadi (the wadi level of a wadi bridge hex too) */
  TOI_LOW,     /* at level 0 (or lower) outside the wadi, or on a bridge */
  TOI_HIGH,    /* at level 1 or higher */
} ToiStance;

static gboolean
toi_in_wadi (const WadiLosMap   *map,
             const WadiLocation *location)
{
  if (!toi_is_wadi (map, location->hex))
    return FALSE;
  /* Tide of Iron has no Crest: the one place in a wadi hex outside the
   * wadi is the bridge, where "ground" is too, as it is for movement
   * (a unit entering from outside the wadi is on the bridge). */
  return (location->position != WADI_POSITION_BRIDGE && location->position != WADI_POSITION_GROUND)
         || !wadi_los_has_bridge (map, location->hex);
}

int
wadi_toi_location_level (const WadiLosMap   *map,
                         const WadiLocation *location)
{
  const WadiHexCell *cell = wadi_los_cell (map->board, location->hex);

  if (toi_in_wadi (map, location))
    return toi_floor (cell) + location->height;
  return cell->level + location->height;
}

static ToiStance
toi_stance (const WadiLosMap   *map,
            const WadiLocation *location)
{
  if (toi_in_wadi (map, location))
    return TOI_IN_WADI;
  return wadi_toi_location_level (map, location) >= 1 ? TOI_HIGH : TOI_LOW;
}

/* What a viewer at level 1 or higher makes of the wadi along the line. */
typedef enum
{
  SIGHT_VISIBLE,
  SIGHT_BLIND_FIRST,  /* the first wadi hex on the line (rule 3) */
  SIGHT_BLIND_BRIDGE, /* the wadi hex behind a bridge (rule 4) */
  SIGHT_LEFT_WADI,    /* the line left the depiction between wadi hexes */
} ToiSight;

typedef struct
{
  ToiSight sight; /* of the far end's hex */
  guint    step;  /* BLIND_BRIDGE: the bridge's step; LEFT_WADI: where it left */
} ToiFarEnd;

static void
add_blind (GArray *blind_hexes,
           WadiHex hex)
{
  if (blind_hexes != NULL)
    g_array_append_val (blind_hexes, hex);
}

/* Walks the line from the high end (the first step when forward, else the
 * last), marking the blind wadi hexes into blind_hexes (when not NULL),
 * and says how the far end's hex is seen. */
static void
toi_scan_from_high (const WadiLosMap *map,
                    const GArray     *line,
                    gboolean          forward,
                    GArray           *blind_hexes,
                    ToiFarEnd        *far_end)
{
  guint               n = line->len;
  const WadiLineStep *viewer = &g_array_index (line, WadiLineStep, forward ? 0 : n - 1);
  gboolean            in_wadi = FALSE;   /* the previous region was in the wadi */
  gboolean            left_wadi = FALSE; /* ... but the line left the depiction since entering */
  guint               left_step = 0;
  gboolean            after_bridge = FALSE;
  guint               bridge_step = 0;
  /* The line entered the wadi next to the viewer: the first non-adjacent
   * wadi hex is still blind (the diagram's tank C). */
  gboolean first_pending = FALSE;

  far_end->sight = SIGHT_VISIBLE;
  far_end->step = 0;
  for (guint k = 2; k < n; k += 2)
    {
      guint               i = forward ? k : n - 1 - k;
      guint               c = forward ? i - 1 : i + 1;
      const WadiLineStep *step = &g_array_index (line, WadiLineStep, i);
      gboolean            is_far_end = k == n - 1;
      ToiSight            sight = SIGHT_VISIBLE;
      guint               decided = 0;

      if (!wadi_los_region_in_depiction (map, &toi_rules, line, i))
        {
          in_wadi = FALSE;
          left_wadi = FALSE;
          after_bridge = FALSE;
          first_pending = FALSE;
          continue;
        }

      if (!in_wadi)
        {
          /* Entering the wadi: the first wadi hex is blind, unless it is a
           * wadi entrance hex.  Next to the viewer it is seen (adjacent
           * units see each other; rule 3 is about non-adjacent units), and
           * the first non-adjacent wadi hex is blind instead: "the first
           * non-adjacent wadi hex is a blind hex from higher elevations,
           * regardless of range" (the diagram). */
          if (k == 2 && step->kind == WADI_LINE_HEX)
            first_pending = !(wadi_los_cell (map->board, step->hex)->flags & WADI_HEX_FLAG_WADI_ENTRANCE);
          else
            {
              if (step->kind == WADI_LINE_HEX)
                {
                  if (!(wadi_los_cell (map->board, step->hex)->flags & WADI_HEX_FLAG_WADI_ENTRANCE))
                    {
                      sight = SIGHT_BLIND_FIRST;
                      add_blind (blind_hexes, step->hex);
                    }
                }
              else
                {
                  WadiHex pair[2] = { step->side.hex, wadi_los_along_other (map->board, step) };

                  for (guint h = 0; h < 2; h++)
                    if (!(wadi_los_cell (map->board, pair[h])->flags & WADI_HEX_FLAG_WADI_ENTRANCE)
                        && wadi_hex_distance (map->board->layout, viewer->hex, pair[h]) > 1)
                      add_blind (blind_hexes, pair[h]);
                }
            }
        }
      else if (left_wadi || !wadi_los_connection_in_depiction (map, &toi_rules, line, c))
        {
          if (!left_wadi)
            left_step = c;
          left_wadi = TRUE;
          sight = SIGHT_LEFT_WADI;
          decided = left_step;
        }
      else if (first_pending && step->kind == WADI_LINE_HEX)
        {
          first_pending = FALSE;
          sight = SIGHT_BLIND_FIRST;
          add_blind (blind_hexes, step->hex);
        }
      else if (after_bridge)
        {
          sight = SIGHT_BLIND_BRIDGE;
          decided = bridge_step;
          if (step->kind == WADI_LINE_HEX)
            add_blind (blind_hexes, step->hex);
          else
            {
              add_blind (blind_hexes, step->side.hex);
              add_blind (blind_hexes, wadi_los_along_other (map->board, step));
            }
        }

      in_wadi = TRUE;
      after_bridge = step->kind == WADI_LINE_HEX && wadi_los_has_bridge (map, step->hex);
      bridge_step = i;
      if (is_far_end)
        {
          far_end->sight = sight;
          far_end->step = decided;
        }
    }
}

/* Rule 3 and 4 for a unit in the wadi, seen from (or seeing) level 1 or
 * higher: high_first says which end is high. */
static void
toi_high_and_wadi (const WadiLosMap *map,
                   gboolean          high_first,
                   WadiLosResult    *result)
{
  const GArray       *line = result->line;
  ToiFarEnd           far_end;
  const WadiLineStep *wadi_end = &g_array_index (line, WadiLineStep, high_first ? line->len - 1 : 0);

  toi_scan_from_high (map, line, high_first, NULL, &far_end);
  switch (far_end.sight)
    {
    case SIGHT_BLIND_FIRST:
      wadi_los_decide_hex (result, WADI_LOS_BLIND, wadi_end->hex,
                           N_ ("the first wadi hex on the line is blind from level 1 or higher"),
                               RULE_HIGH);
      break;
    case SIGHT_BLIND_BRIDGE:
      wadi_los_decide_hex (result, WADI_LOS_BLIND,
                           g_array_index (line, WadiLineStep, far_end.step).hex,
                           N_ ("a bridge makes the wadi hex behind it blind from level 1 or higher"),
                               RULE_BRIDGE);
      break;
    case SIGHT_LEFT_WADI:
      wadi_los_decide_step (result, WADI_LOS_BLOCKED, far_end.step, wadi_end->hex,
                            N_ ("the line leaves the wadi depiction"), RULE_HIGH);
      break;
    case SIGHT_VISIBLE:
    default:
      wadi_los_decide_nothing (result, WADI_LOS_CLEAR,
                               N_ ("from level 1 or higher, along the wadi"), RULE_HIGH);
      break;
    }
}

void
wadi_toi_los (const WadiLosMap   *map,
              const WadiLocation *from,
              const WadiLocation *to,
              WadiLosResult      *result)
{
  const GArray *line = result->line;
  ToiStance     from_stance = toi_stance (map, from);
  ToiStance     to_stance = toi_stance (map, to);
  int           top = MAX (wadi_toi_location_level (map, from), wadi_toi_location_level (map, to));
  gboolean      adjacent = line->len == 3;

  if (line->len == 1)
    {
      if (from_stance != to_stance && wadi_los_has_bridge (map, from->hex))
        wadi_los_decide_nothing (result, WADI_LOS_CLEAR,
                                 N_ ("units on different levels of a wadi bridge hex see each other"),
                                     RULE_BRIDGE_HEX);
      else
        wadi_los_decide_nothing (result, WADI_LOS_CLEAR, N_ ("both locations are in the same hex"), NULL);
      return;
    }

  if (from_stance == TOI_HIGH)
    {
      ToiFarEnd ignored;

      toi_scan_from_high (map, line, TRUE, result->blind_hexes, &ignored);
    }

  if (from_stance != TOI_IN_WADI && to_stance != TOI_IN_WADI)
    {
      /* a unit on a wadi bridge is outside the wadi because the bridge
       * is level 0 terrain (the wadi bridge hex card; the LOS diagram's
       * Tank C sees G on the bridge), not by rule 1's units at level 0 */
      gboolean on_bridge = (toi_is_wadi (map, from->hex) && !toi_in_wadi (map, from))
                           || (toi_is_wadi (map, to->hex) && !toi_in_wadi (map, to));

      if (wadi_los_walk (map, &toi_rules, line, FALSE, FALSE, FALSE, top, result))
        wadi_los_decide_nothing (result, WADI_LOS_CLEAR,
                                 N_ ("neither unit is in a wadi, and wadis do not block LOS between units outside them"),
                                     on_bridge ? RULE_BRIDGE_HEX : RULE_LEVEL_0);
      return;
    }

  if (from_stance == TOI_IN_WADI && to_stance == TOI_IN_WADI)
    {
      if (wadi_los_walk (map, &toi_rules, line, TRUE, TRUE, TRUE, top, result))
        wadi_los_decide_nothing (result, WADI_LOS_CLEAR, N_ ("the line runs along the wadi"), RULE_IN_WADI);
      return;
    }

  /* one end in the wadi, the other outside it */
  if (adjacent)
    {
      wadi_los_decide_nothing (result, WADI_LOS_CLEAR, N_ ("an adjacent wadi hex"), from_stance == TOI_HIGH || to_stance == TOI_HIGH ? RULE_HIGH : RULE_LEVEL_0);
      return;
    }

  if (from_stance == TOI_LOW || to_stance == TOI_LOW)
    {
      /* through an adjacent wadi hex, then along the wadi into the hex */
      if (wadi_los_walk (map, &toi_level_0_rules, line,
                         from_stance == TOI_IN_WADI, TRUE, to_stance == TOI_IN_WADI, top, result))
        wadi_los_decide_nothing (result, WADI_LOS_CLEAR,
                                 N_ ("through an adjacent wadi hex along the wadi"), RULE_LEVEL_0);
      return;
    }

  /* level 1 or higher: the ground before the wadi, then the wadi itself */
  if (!wadi_los_walk (map, &toi_rules, line, FALSE, FALSE, FALSE, top, result))
    return;
  toi_high_and_wadi (map, from_stance == TOI_HIGH, result);
}
