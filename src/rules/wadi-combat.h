/* wadi-combat.h: the classic charts' combat (CRT, odds, WEC) */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum
{
  WADI_CRT_NO_EFFECT,
  WADI_CRT_DISPERSED,         /* D */
  WADI_CRT_SPECIAL_DISPERSED, /* DD */
  WADI_CRT_ELIMINATED,        /* X */
} WadiCrtResult;

/* Odds as attack-defence, simplified and rounded in the defender's favour:
 * 1-4 the lowest allowed, above 4-1 treated as 4-1.  Returns FALSE (no
 * attack allowed) for odds worse than 1-4. */
gboolean wadi_combat_odds (int  attack,
                           int  defence,
                           int *odds_attack,
                           int *odds_defence);
/* The CRT column index of odds (0 = 1-4 .. 6 = 4-1), or -1. */
int wadi_combat_odds_column (int odds_attack,
                             int odds_defence);
/* Net die-roll modifiers are summed and applied to the roll; modified rolls
 * below -2 read the -2 row, above 7 the 7 row. */
WadiCrtResult wadi_combat_result (int column,
                                  int modified_roll);
/* The die roll plus the net of its modifiers (attacker's and defender's,
 * each signed): +2 and -1 add one to the roll. */
int         wadi_combat_modified_roll (int        die_roll,
                                       const int *modifiers,
                                       gsize      n_modifiers);
const char *wadi_crt_result_symbol (WadiCrtResult result);
/* A dispersed unit hit by DD again in the same turn is eliminated. */
WadiCrtResult wadi_combat_apply (WadiCrtResult result,
                                 gboolean      already_dispersed);

typedef enum
{
  WADI_WEAPON_I, /* infantry */
  WADI_WEAPON_A, /* armour piercing */
  WADI_WEAPON_H, /* high explosive */
  WADI_WEAPON_M, /* mortar */
} WadiWeaponClass;

typedef enum
{
  WADI_WEC_NORMAL,
  WADI_WEC_DOUBLE,
  WADI_WEC_HALF,
  WADI_WEC_CLOSE_ASSAULT_ONLY,
  WADI_WEC_NOT_ALLOWED,
} WadiWecEffect;

/* Weapons Effectiveness Chart: armored target at half range or less,
 * armored target beyond, or any other target. */
WadiWecEffect wadi_combat_wec (WadiWeaponClass weapon,
                               gboolean        target_armored,
                               gboolean        within_half_range);
/* The attack factor after the WEC (halves rounded down); 0 when attacking
 * is not allowed.  For WADI_WEC_CLOSE_ASSAULT_ONLY it is the normal factor,
 * which only a Close Assault may use. */
int wadi_combat_effective_attack (WadiWeaponClass weapon,
                                  gboolean        target_armored,
                                  gboolean        within_half_range,
                                  int             attack_factor);

/* TEC HILLTOPS, "Attacker's MF is halved": read as the attack factor of a
 * unit attacking a unit on a hilltop (docs/rules.md), halves rounded down. */
int wadi_combat_hilltop_attack (int attack_factor);

/* The CRT's Explanation of a result, untranslated. */
const char *wadi_crt_result_meaning (WadiCrtResult result);
/* The CRT's note on the attack sequence (Normal, Overrun, Close Assault). */
const char *wadi_crt_sequence_note (void);

/* "I", "A", "H", "M"; and back, case-insensitively (FALSE when unknown). */
const char *wadi_weapon_class_name (WadiWeaponClass weapon);
gboolean    wadi_weapon_class_from_name (const char      *name,
                                         WadiWeaponClass *weapon);
/* The WEC's words for an effect ("Double AF"), untranslated. */
const char *wadi_wec_effect_meaning (WadiWecEffect effect);

G_END_DECLS
