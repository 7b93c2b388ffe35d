/* wadi-toi-combat.h: Tide of Iron attacks between the levels of a wadi
 * bridge hex (the wadi bridge hex card)
 *
 * Only what the card says: who may attack or assault a unit on the other
 * level, and on what terms.  Everything else about an attack (dice,
 * range, the normal assault rules) is outside the rules core.
 */
#pragma once

#include "wadi-crest.h"

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

G_END_DECLS
