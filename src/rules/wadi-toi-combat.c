/* wadi-toi-combat.c: Tide of Iron attacks between the levels of a wadi
 * bridge hex (the wadi bridge hex card) */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "wadi-movement-private.h"
#include "wadi-position.h"
#include "wadi-ruleset.h"
#include "wadi-toi-combat.h"

#define RULE_WADI_BRIDGE_HEX "Wadi bridge hex"

/* The level within a wadi bridge hex, as placement counts it: the wadi
 * (wadi and IN) or the bridge (bridge and ground). */
static gboolean
in_the_wadi (const WadiCounter *counter)
{
  return counter->position == WADI_POSITION_WADI || counter->position == WADI_POSITION_IN;
}

static gboolean
opposing (const WadiCounter *a,
          const WadiCounter *b)
{
  return a->side != NULL && a->side[0] != '\0'
         && b->side != NULL && b->side[0] != '\0'
         && g_strcmp0 (a->side, b->side) != 0;
}

/* A heavy vehicle is, in our reading, a fully tracked one (the card's
 * Panzer III); see docs/rules.md, "Tide of Iron wadi bridge attacks". */
static gboolean
enemy_heavy_vehicle_on_level (const WadiRulesContext *ctx,
                              const WadiCounter      *attacker,
                              const WadiCounter      *target)
{
  const GPtrArray *list = wadi_rules_context_counters_at (ctx, target->hex);

  if (target->kind == WADI_COUNTER_UNIT && target->unit_class == WADI_UNIT_FULLY_TRACKED
      && opposing (attacker, target))
    return TRUE;
  for (guint i = 0; list != NULL && i < list->len; i++)
    {
      const WadiCounter *counter = g_ptr_array_index (list, i);

      if (counter->kind == WADI_COUNTER_UNIT
          && counter->unit_class == WADI_UNIT_FULLY_TRACKED
          && in_the_wadi (counter) == in_the_wadi (target)
          && opposing (attacker, counter))
        return TRUE;
    }
  return FALSE;
}

static void
forbid (WadiVerdict *verdict,
        const char  *reason)
{
  verdict->allowed = FALSE;
  verdict->reason = reason;
  verdict->rule = RULE_WADI_BRIDGE_HEX;
}

gboolean
wadi_toi_bridge_attack (const WadiRulesContext *ctx,
                        const WadiCounter      *attacker,
                        const WadiCounter      *target,
                        WadiToiAttackKind       kind,
                        WadiVerdict            *verdict,
                        WadiToiBridgeAttack    *terms)
{
  verdict->allowed = TRUE;
  verdict->reason = NULL;
  verdict->rule = NULL;
  if (terms != NULL)
    memset (terms, 0, sizeof *terms);

  /* only a wadi bridge hex of two levels (wadi-position.h) */
  if (!wadi_hex_equal (attacker->hex, target->hex) || !wadi_rules_hex_has_two_levels (ctx, attacker->hex)
      || in_the_wadi (attacker) == in_the_wadi (target))
    return FALSE;

  if (wadi_unit_class_is_vehicle (attacker->unit_class))
    {
      forbid (verdict, "Vehicles in a wadi bridge hex may not attack units on a different level of the hex.");
      return TRUE;
    }
  if (kind == WADI_TOI_ATTACK_ASSAULT)
    {
      if (attacker->unit_class != WADI_UNIT_INFANTRY)
        {
          forbid (verdict, "Only infantry units may assault units on the other level of a wadi bridge hex.");
          return TRUE;
        }
      if (enemy_heavy_vehicle_on_level (ctx, attacker, target))
        {
          forbid (verdict, "An enemy heavy vehicle is on the other level: infantry may not assault it.");
          return TRUE;
        }
    }

  if (terms != NULL)
    {
      terms->close_range = TRUE;
      /* the card's Example: at full strength, hits on 4, 5 or 6 */
      terms->hit_on = 4;
      terms->attack_dice_lost = kind == WADI_TOI_ATTACK_ASSAULT ? 1 : 0;
      terms->target_cover_dice = WADI_TOI_WADI_BRIDGE_COVER;
      terms->attacker_cover_dice = 0;
    }
  return TRUE;
}

static void
add_term (WadiFireResult *result,
          WadiFireFinding finding,
          const char     *reason)
{
  WadiFireTerm term = {
    .finding = finding,
    .applies = TRUE,
    .reason = reason,
    .rule = RULE_WADI_BRIDGE_HEX,
  };

  g_array_append_val (result->terms, term);
}

void
wadi_toi_fire (const WadiRulesContext *ctx,
               const WadiFireRequest  *request,
               WadiFireResult         *result)
{
  /* the two ends as counters of opposing sides, for the card's test */
  WadiCounter         attacker = { .kind = WADI_COUNTER_UNIT,
                                   .hex = request->firer.hex,
                                   .unit_class = request->firer_class,
                                   .position = request->firer.position,
                                   .side = (char *) "firer" };
  WadiCounter         target = { .kind = WADI_COUNTER_UNIT,
                                 .hex = request->target.hex,
                                 .unit_class = request->target_class,
                                 .position = request->target.position,
                                 .side = (char *) "target" };
  WadiVerdict         verdict;
  WadiToiBridgeAttack terms;

  if (!wadi_toi_bridge_attack (ctx, &attacker, &target, WADI_TOI_ATTACK_FIRE, &verdict, &terms))
    return;
  if (!verdict.allowed)
    {
      add_term (result, WADI_FIRE_BRIDGE_NO_VEHICLE, verdict.reason);
      result->allowed = FALSE;
      return;
    }
  add_term (result, WADI_FIRE_BRIDGE_CLOSE_RANGE,
            N_("An attack on a unit on the other level of a wadi bridge hex is at close range: full strength, hits on 4, 5 or 6"));
  g_array_index (result->terms, WadiFireTerm, result->terms->len - 1).hit_on = terms.hit_on;
  add_term (result, WADI_FIRE_BRIDGE_COVER,
            N_("The wadi bridge hex's cover applies to every unit in the hex, on and below the bridge"));
  g_array_index (result->terms, WadiFireTerm, result->terms->len - 1).cover = terms.target_cover_dice;
}

gboolean
wadi_toi_overrun (const WadiRulesContext *ctx,
                  const WadiCounter      *vehicle,
                  const WadiCounter      *target,
                  WadiVerdict            *verdict)
{
  const WadiBoard *board = wadi_rules_context_map (ctx);
  WadiDirection    dir;
  gboolean         enters_wadi;

  verdict->allowed = TRUE;
  verdict->reason = NULL;
  verdict->rule = NULL;
  /* a wadi bridge hex without the wadi rules is crevasse terrain of one
   * level: the card has nothing to say of it */
  if (board == NULL || !wadi_rules_hex_has_two_levels (ctx, target->hex)
      || !wadi_hex_direction_to (board->layout, vehicle->hex, target->hex, &dir))
    return FALSE;
  if (!wadi_unit_class_is_vehicle (vehicle->unit_class))
    {
      forbid (verdict, N_("only vehicles overrun"));
      return TRUE;
    }
  enters_wadi = wadi_toi_from_contiguous_wadi (ctx, vehicle->hex, vehicle->position, target->hex);
  if (in_the_wadi (target) != enters_wadi)
    forbid (verdict, enters_wadi ? N_("from a contiguous wadi hex a vehicle enters the wadi level: it may not overrun the bridge")
                                 : N_("from outside the wadi a vehicle enters the bridge: it may not overrun the wadi level"));
  return TRUE;
}

gboolean
wadi_toi_assault (const WadiRulesContext *ctx,
                  const WadiLocation     *attacker,
                  const WadiLocation     *target,
                  WadiToiAssault         *assault)
{
  const WadiBoard *board = wadi_rules_context_map (ctx);
  WadiDirection    dir;
  WadiLosResult    los;

  memset (assault, 0, sizeof *assault);
  /* Tide of Iron's wadi rules: a ruleset with a wadi level, the SSR on,
   * a wadi hex next door. */
  if (board == NULL || !wadi_ruleset_knows_position (wadi_ruleset_of (ctx), WADI_POSITION_WADI)
      || !wadi_rules_context_ssr (ctx)->toi_wadi_rules
      || !wadi_hex_direction_to (board->layout, attacker->hex, target->hex, &dir)
      || !wadi_toi_in_the_wadi (ctx, target->hex, WADI_POSITION_WADI))
    return FALSE;
  wadi_los_result_init (&los);
  wadi_los (ctx, attacker, target, &los);
  assault->may_support = TRUE;
  assault->may_initiate = los.verdict == WADI_LOS_CLEAR;
  assault->reason = assault->may_initiate ? N_("an adjacent unit with a LOS to the hex may initiate an assault into it")
                                          : N_("an adjacent unit without a LOS to the hex may support an assault into it, but not initiate one");
  assault->rule = "DoF wadi LOS 2";
  wadi_los_result_clear (&los);
  return TRUE;
}

WadiToiDamage
wadi_toi_damage_outcome (guint     failed_rolls,
                         gboolean *ends_movement)
{
  WadiToiDamage damage = failed_rolls == 0   ? WADI_TOI_DAMAGE_NONE
                         : failed_rolls == 1 ? WADI_TOI_DAMAGE_LIGHT
                                             : WADI_TOI_DAMAGE_HEAVY;

  if (ends_movement != NULL)
    *ends_movement = damage == WADI_TOI_DAMAGE_HEAVY;
  return damage;
}

const char *
wadi_toi_damage_name (WadiToiDamage damage)
{
  switch (damage)
    {
    case WADI_TOI_DAMAGE_NONE:
      return N_("undamaged");
    case WADI_TOI_DAMAGE_LIGHT:
      return N_("lightly damaged");
    case WADI_TOI_DAMAGE_HEAVY:
      return N_("heavily damaged, and it immediately ends its movement in the hex");
    default:
      g_return_val_if_reached ("");
    }
}
