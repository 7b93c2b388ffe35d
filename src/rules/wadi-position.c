/* wadi-position.c: where a unit stands in a hex when nothing says, and
 * where it may
 *
 * The command line and the inspector both ask, so the rules answer once.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "wadi-position.h"
#include "wadi-ruleset.h"

WadiPosition
wadi_rules_default_position (const WadiRulesContext *ctx,
                             WadiHex                 hex)
{
  const WadiBoard   *b;
  const WadiHexCell *cell;

  g_return_val_if_fail (ctx != NULL, WADI_POSITION_GROUND);

  b = wadi_rules_context_map (ctx);
  if (b == NULL || !wadi_board_contains (b, hex))
    return WADI_POSITION_GROUND;
  cell = wadi_board_cell (b, hex);
  /* A unit in a depression hex is IN it, unless a bridge carries it. */
  if (cell->depression == WADI_DEPRESSION_NONE
      || (cell->flags & (WADI_HEX_FLAG_BRIDGE | WADI_HEX_FLAG_WADI_BRIDGE)) != 0
      || wadi_rules_context_has_counter (ctx, hex, WADI_COUNTER_BRIDGE))
    return WADI_POSITION_GROUND;
  return WADI_POSITION_IN;
}

gboolean
wadi_rules_hex_has_two_levels (const WadiRulesContext *ctx,
                               WadiHex                 hex)
{
  const WadiBoard *b = wadi_rules_context_map (ctx);

  return b != NULL && wadi_board_contains (b, hex)
         && wadi_ruleset_knows_hex_flags (wadi_ruleset_of (ctx), WADI_HEX_FLAG_WADI_BRIDGE)
         && (wadi_board_cell (b, hex)->flags & WADI_HEX_FLAG_WADI_BRIDGE) != 0
         && wadi_rules_context_ssr (ctx)->toi_wadi_rules;
}

gboolean
wadi_rules_position_exists (const WadiRulesContext *ctx,
                            WadiHex                 hex,
                            WadiPosition            position,
                            const char            **reason,
                            const char            **rule)
{
  const WadiBoard   *b;
  const WadiRuleset *ruleset;

  g_return_val_if_fail (ctx != NULL, FALSE);

  *reason = NULL;
  *rule = NULL;
  b = wadi_rules_context_map (ctx);
  if (b == NULL || !wadi_board_contains (b, hex))
    {
      *reason = N_("the hex is not on the map");
      return FALSE;
    }
  ruleset = wadi_ruleset_of (ctx);
  if (ruleset != NULL && !wadi_ruleset_knows_position (ruleset, position))
    {
      *reason = N_("the scenario's rules have no such position");
      return FALSE;
    }
  if ((position == WADI_POSITION_BRIDGE || position == WADI_POSITION_WADI)
      && (wadi_board_cell (b, hex)->flags & WADI_HEX_FLAG_WADI_BRIDGE) == 0)
    {
      /* the words of placement's refusal of the same */
      *reason = N_("only a wadi bridge hex has a bridge level and a wadi level");
      *rule = "ToI wadi bridge hex";
      return FALSE;
    }
  if ((position == WADI_POSITION_BRIDGE || position == WADI_POSITION_WADI)
      && !wadi_rules_hex_has_two_levels (ctx, hex))
    {
      *reason = N_("without the wadi rules a wadi is crevasse terrain, and the hex has one level");
      *rule = "DoF wadis";
      return FALSE;
    }
  if ((position == WADI_POSITION_IN || position == WADI_POSITION_CREST)
      && wadi_board_cell (b, hex)->depression == WADI_DEPRESSION_NONE)
    {
      gboolean crest = ruleset != NULL && wadi_ruleset_knows_position (ruleset, WADI_POSITION_CREST);

      /* the words of the movement rules' refusal of the same (B20.9),
       * where there is Crest status; Wadi's own check elsewhere */
      *reason = crest ? N_("the hex has no Depression to be IN or in Crest status")
                      : N_("the hex has no Depression to be IN");
      *rule = crest ? "B20.9" : NULL;
      return FALSE;
    }
  return TRUE;
}
