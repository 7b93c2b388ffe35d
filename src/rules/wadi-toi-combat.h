/* wadi-toi-combat.h: Tide of Iron attacks between the levels of a wadi
 * bridge hex (the wadi bridge hex card)
 *
 * Only what the card says: who may attack or assault a unit on the other
 * level, and on what terms.  Everything else about an attack (dice,
 * range, the normal assault rules) is outside the rules core.
 */
#pragma once

#include "wadi-crest.h"
#include "wadi-fire-types.h"
#include "wadi-los.h"

G_BEGIN_DECLS

typedef enum
{
  WADI_TOI_ATTACK_FIRE,
  WADI_TOI_ATTACK_ASSAULT,
} WadiToiAttackKind;

/* The card's cover value for a wadi bridge hex. */
#define WADI_TOI_WADI_BRIDGE_COVER 1

typedef struct
{
  gboolean close_range;         /* attacks across the levels are at close range */
  int      hit_on;              /* the lowest die that scores a hit at close range */
  int      attack_dice_lost;    /* an assault across the levels loses one attack die */
  int      target_cover_dice;   /* the hex's cover, for whoever is fired upon or assaulted */
  int      attacker_cover_dice; /* the assaulting unit's own: none, it is attacking */
} WadiToiBridgeAttack;

/* Whether attacker may make an attack of kind on target when the two stand
 * on different levels of one Tide of Iron wadi bridge hex.  Returns FALSE,
 * with verdict allowed and terms zeroed, when they do not: the card has no
 * say then.  Returns TRUE otherwise, with verdict saying whether the attack
 * is allowed and why not, and terms (may be NULL) filled when it is. */
gboolean wadi_toi_bridge_attack (const WadiRulesContext *ctx,
                                 const WadiCounter      *attacker,
                                 const WadiCounter      *target,
                                 WadiToiAttackKind       kind,
                                 WadiVerdict            *verdict,
                                 WadiToiBridgeAttack    *terms);

/* The ruleset's fire entry point (WadiRuleset.fire): an attack from one
 * level of a wadi bridge hex at the other, by request's firer class at its
 * target class, as wadi_toi_bridge_attack () answers it: a vehicle may not
 * (vehicle-may-not-attack, and result->allowed FALSE); anyone else attacks
 * at close range (hits on 4, 5 or 6) and the target has the hex's cover
 * (1 die).  Adds nothing when the two are not on two levels of one wadi
 * bridge hex. */
void wadi_toi_fire (const WadiRulesContext *ctx,
                    const WadiFireRequest  *request,
                    WadiFireResult         *result);

/* A vehicle's overrun of a unit in a wadi bridge hex next to it: "A
 * vehicle may only use its overrun ability against a squad on the level of
 * a wadi bridge hex that it can enter" (the card), the wadi level from a
 * contiguous wadi hex (wadi_toi_from_contiguous_wadi), else the bridge.  FALSE when the card has no say
 * (the target is not in a wadi bridge hex next to the vehicle); TRUE with
 * verdict otherwise. */
gboolean wadi_toi_overrun (const WadiRulesContext *ctx,
                           const WadiCounter      *vehicle,
                           const WadiCounter      *target,
                           WadiVerdict            *verdict);

typedef struct
{
  gboolean    may_initiate;
  gboolean    may_support;
  const char *reason; /* static, untranslated */
  const char *rule;
} WadiToiAssault;

/* Whether a unit at attacker may initiate or support an assault into the
 * adjacent hex of target: "Units in adjacent hexes that do not have LOS to
 * the target wadi hex may still support an assault into a hex, but cannot
 * initiate one" (DoF wadi LOS 2).  FALSE when the hexes are not adjacent
 * (the rule has no say). */
gboolean wadi_toi_assault (const WadiRulesContext *ctx,
                           const WadiLocation     *attacker,
                           const WadiLocation     *target,
                           WadiToiAssault         *assault);

typedef enum
{
  WADI_TOI_DAMAGE_NONE,
  WADI_TOI_DAMAGE_LIGHT,
  WADI_TOI_DAMAGE_HEAVY,
} WadiToiDamage;

/* What failed damage rolls do to a vehicle (DoF movement example 3): "If it
 * were to fail just one of the two rolls, it would be lightly damaged. If
 * it were to fail both rolls, it would be heavily damaged and immediately
 * end its movement in the hex."  ends_movement may be NULL. */
WadiToiDamage wadi_toi_damage_outcome (guint     failed_rolls,
                                       gboolean *ends_movement);
const char   *wadi_toi_damage_name (WadiToiDamage damage);

G_END_DECLS
