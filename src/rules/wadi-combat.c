/* wadi-combat.c: the classic charts' Combat Results Table, odds and
 * Weapons Effectiveness Chart (seed 004; docs/rules.md, "The classic charts") */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "wadi-combat.h"

#define CRT_FIRST_ROW (-2)
#define CRT_LAST_ROW 7
#define CRT_ROWS (CRT_LAST_ROW - CRT_FIRST_ROW + 1)
#define CRT_COLUMNS 7

/* The lowest odds allowed, 1-4, and the highest read, 4-1. */
#define ODDS_WORST_DEFENCE 4
#define ODDS_BEST_ATTACK 4

#define N WADI_CRT_NO_EFFECT
#define D WADI_CRT_DISPERSED
#define DD WADI_CRT_SPECIAL_DISPERSED
#define X WADI_CRT_ELIMINATED

/* As printed, row by row.  The 4-1 column reads X again at 6 after DD at 5;
 * the chart says so, and it is kept (docs/rules.md). */
static const WadiCrtResult crt[CRT_ROWS][CRT_COLUMNS] = {
  /*         1-4  1-3  1-2  1-1  2-1  3-1  4-1 */
  /* -2 */ { DD, X, X, X, X, X, X },
  /* -1 */ { D, DD, X, X, X, X, X },
  /*  0 */ { D, D, DD, DD, X, X, X },
  /*  1 */ { D, D, D, DD, X, X, X },
  /*  2 */ { N, N, D, DD, X, X, X },
  /*  3 */ { N, N, N, D, DD, X, X },
  /*  4 */ { N, N, N, N, D, DD, X },
  /*  5 */ { N, N, N, N, N, D, DD },
  /*  6 */ { N, N, N, N, N, N, X },
  /*  7 */ { N, N, N, N, N, N, N },
};

#undef N
#undef D
#undef DD
#undef X

gboolean
wadi_combat_odds (int  attack,
                  int  defence,
                  int *odds_attack,
                  int *odds_defence)
{
  int a = 1;
  int d = 1;

  g_return_val_if_fail (attack >= 0, FALSE);
  g_return_val_if_fail (defence > 0, FALSE);

  /* An attack factor halved to nothing by the WEC attacks at no odds. */
  if (attack == 0)
    return FALSE;

  /* Rounding in the defender's favour: the attacker's multiple rounds
   * down, the defender's rounds up. */
  if (attack >= defence)
    a = MIN (attack / defence, ODDS_BEST_ATTACK);
  else
    {
      d = defence / attack + (defence % attack != 0);
      if (d > ODDS_WORST_DEFENCE)
        return FALSE;
    }

  if (odds_attack != NULL)
    *odds_attack = a;
  if (odds_defence != NULL)
    *odds_defence = d;
  return TRUE;
}

int
wadi_combat_odds_column (int odds_attack,
                         int odds_defence)
{
  /* Columns 0..3 are 1-4..1-1, columns 3..6 are 1-1..4-1. */
  if (odds_attack == 1 && odds_defence >= 1 && odds_defence <= ODDS_WORST_DEFENCE)
    return ODDS_WORST_DEFENCE - odds_defence;
  if (odds_defence == 1 && odds_attack >= 1 && odds_attack <= ODDS_BEST_ATTACK)
    return ODDS_WORST_DEFENCE - 2 + odds_attack;
  return -1;
}

WadiCrtResult
wadi_combat_result (int column,
                    int modified_roll)
{
  int row;

  g_return_val_if_fail (column >= 0 && column < CRT_COLUMNS, WADI_CRT_NO_EFFECT);

  row = CLAMP (modified_roll, CRT_FIRST_ROW, CRT_LAST_ROW) - CRT_FIRST_ROW;
  return crt[row][column];
}

int
wadi_combat_modified_roll (int        die_roll,
                           const int *modifiers,
                           gsize      n_modifiers)
{
  int net = 0;

  g_return_val_if_fail (modifiers != NULL || n_modifiers == 0, die_roll);

  for (gsize i = 0; i < n_modifiers; i++)
    net += modifiers[i];
  return die_roll + net;
}

const char *
wadi_crt_result_symbol (WadiCrtResult result)
{
  switch (result)
    {
    case WADI_CRT_NO_EFFECT:
      return "-";
    case WADI_CRT_DISPERSED:
      return "D";
    case WADI_CRT_SPECIAL_DISPERSED:
      return "DD";
    case WADI_CRT_ELIMINATED:
      return "X";
    default:
      g_return_val_if_reached ("?");
    }
}

WadiCrtResult
wadi_combat_apply (WadiCrtResult result,
                   gboolean      already_dispersed)
{
  switch (result)
    {
    case WADI_CRT_SPECIAL_DISPERSED:
      /* "If defender already dispersed by fire in that turn, unit is
       * destroyed.  If unit was undispersed treat as normal dispersal." */
      return already_dispersed ? WADI_CRT_ELIMINATED : WADI_CRT_DISPERSED;
    case WADI_CRT_NO_EFFECT:
    case WADI_CRT_DISPERSED:
    case WADI_CRT_ELIMINATED:
      return result;
    default:
      g_return_val_if_reached (result);
    }
}

/* The two cells printed on each weapon's row are its two columns for
 * armored targets; the "All Others" column did not survive the extraction
 * and is read as the normal factor (docs/rules.md). */
WadiWecEffect
wadi_combat_wec (WadiWeaponClass weapon,
                 gboolean        target_armored,
                 gboolean        within_half_range)
{
  if (!target_armored)
    return WADI_WEC_NORMAL;

  switch (weapon)
    {
    case WADI_WEAPON_I:
      return within_half_range ? WADI_WEC_CLOSE_ASSAULT_ONLY : WADI_WEC_NOT_ALLOWED;
    case WADI_WEAPON_A:
      return within_half_range ? WADI_WEC_DOUBLE : WADI_WEC_NORMAL;
    case WADI_WEAPON_H:
    case WADI_WEAPON_M:
      return within_half_range ? WADI_WEC_NORMAL : WADI_WEC_HALF;
    default:
      g_return_val_if_reached (WADI_WEC_NOT_ALLOWED);
    }
}

int
wadi_combat_effective_attack (WadiWeaponClass weapon,
                              gboolean        target_armored,
                              gboolean        within_half_range,
                              int             attack_factor)
{
  WadiWecEffect effect = wadi_combat_wec (weapon, target_armored, within_half_range);

  g_return_val_if_fail (attack_factor >= 0, 0);

  switch (effect)
    {
    case WADI_WEC_NORMAL:
    case WADI_WEC_CLOSE_ASSAULT_ONLY:
      return attack_factor;
    case WADI_WEC_DOUBLE:
      return attack_factor * 2;
    case WADI_WEC_HALF:
      return attack_factor / 2;
    case WADI_WEC_NOT_ALLOWED:
      return 0;
    default:
      g_return_val_if_reached (0);
    }
}

int
wadi_combat_hilltop_attack (int attack_factor)
{
  g_return_val_if_fail (attack_factor >= 0, 0);

  /* Halves round down, as the WEC's do. */
  return attack_factor / 2;
}

const char *
wadi_crt_result_meaning (WadiCrtResult result)
{
  switch (result)
    {
    case WADI_CRT_NO_EFFECT:
      return N_("No effect");
    case WADI_CRT_DISPERSED:
      return N_("Unit dispersed (turn the counter face down): it may not move in its next player turn and may not fire; subtract 1 from the roll of subsequent attacks at the end of that player's next turn");
    case WADI_CRT_SPECIAL_DISPERSED:
      return N_("Special dispersed: a defender already dispersed by fire in that turn is destroyed; an undispersed unit is dispersed as normal");
    case WADI_CRT_ELIMINATED:
      return N_("Unit eliminated");
    default:
      g_return_val_if_reached ("");
    }
}

const char *
wadi_crt_sequence_note (void)
{
  return N_("A unit may be attacked as many as three times in one turn, in this order: Normal Attack, Overrun Attack, Close Assault");
}

static const char *const weapon_names[] = { "I", "A", "H", "M" };

const char *
wadi_weapon_class_name (WadiWeaponClass weapon)
{
  return (guint) weapon < G_N_ELEMENTS (weapon_names) ? weapon_names[weapon] : "?";
}

gboolean
wadi_weapon_class_from_name (const char      *name,
                             WadiWeaponClass *weapon)
{
  for (guint i = 0; name != NULL && i < G_N_ELEMENTS (weapon_names); i++)
    if (g_ascii_strcasecmp (name, weapon_names[i]) == 0)
      {
        *weapon = (WadiWeaponClass) i;
        return TRUE;
      }
  return FALSE;
}

const char *
wadi_wec_effect_meaning (WadiWecEffect effect)
{
  switch (effect)
    {
    case WADI_WEC_NORMAL:
      return N_("Normal AF");
    case WADI_WEC_DOUBLE:
      return N_("Double AF");
    case WADI_WEC_HALF:
      return N_("Half AF");
    case WADI_WEC_CLOSE_ASSAULT_ONLY:
      return N_("May attack only when using Close Assault");
    case WADI_WEC_NOT_ALLOWED:
      return N_("Attacking not allowed");
    default:
      g_return_val_if_reached ("");
    }
}
