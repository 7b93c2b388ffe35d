/* wadi-stream.c: a stream's water under the SSR, and who may be IN it */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "wadi-ruleset.h"
#include "wadi-stream.h"

WadiStreamDepth
wadi_stream_depth (const WadiRulesContext *ctx,
                   WadiHex                 hex,
                   gboolean                with_ford)
{
  const WadiBoard *b = wadi_rules_context_map (ctx);
  const WadiSsr   *ssr = wadi_rules_context_ssr (ctx);
  WadiStreamDepth  depth;

  if (b == NULL || !wadi_board_contains (b, hex)
      || wadi_board_cell (b, hex)->depression != WADI_DEPRESSION_STREAM
      || !wadi_ruleset_reads_ssr (wadi_ruleset_of (ctx), WADI_RULESET_SSR_STREAM_DEPTH)
      || ssr->frozen)
    return WADI_STREAM_DRY;
  depth = ssr->stream_depth;
  if (with_ford && depth > WADI_STREAM_DRY && wadi_rules_context_has_counter (ctx, hex, WADI_COUNTER_FORD))
    depth--;
  return depth;
}

int
wadi_stream_ground_level (const WadiRulesContext *ctx,
                          const WadiHexCell      *cell)
{
  if (cell->terrain == WADI_TERRAIN_POND
      && wadi_rules_context_ssr (ctx)->stream_depth == WADI_STREAM_FLOODED
      && wadi_ruleset_reads_ssr (wadi_ruleset_of (ctx), WADI_RULESET_SSR_STREAM_DEPTH)
      && wadi_rules_context_has_stream_hex (ctx))
    return cell->level + 1;
  return cell->level;
}

WadiStreamInCheck
wadi_stream_check_in (const WadiRulesContext *ctx,
                      WadiHex                 hex,
                      WadiUnitClass           unit_class,
                      WadiVerdict            *verdict)
{
  WadiStreamDepth depth = wadi_stream_depth (ctx, hex, TRUE);
  gboolean        vehicle = wadi_unit_class_is_vehicle (unit_class);

  verdict->allowed = FALSE;
  if (depth == WADI_STREAM_FLOODED && vehicle)
    {
      verdict->reason = N_("vehicles may not enter a flooded stream");
      verdict->rule = "B20.46";
      return WADI_STREAM_IN_VEHICLE_FLOODED;
    }
  if (depth == WADI_STREAM_FLOODED)
    {
      verdict->reason = N_("a flooded stream is a Water Obstacle");
      verdict->rule = "B20.44";
      return WADI_STREAM_IN_WATER_OBSTACLE;
    }
  if (depth == WADI_STREAM_DEEP && unit_class == WADI_UNIT_MOTORCYCLE)
    {
      verdict->reason = N_("motorcycles may not drive into a deep stream");
      verdict->rule = "B20.46";
      return WADI_STREAM_IN_MOTORCYCLE_DEEP;
    }
  verdict->allowed = TRUE;
  verdict->reason = NULL;
  verdict->rule = NULL;
  return WADI_STREAM_IN_ALLOWED;
}
