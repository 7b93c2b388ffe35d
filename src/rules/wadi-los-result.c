/* wadi-los-result.c: building an LOS result
 *
 * wadi_los () resets the result and traces its line; the ruleset then
 * decides it with the functions here, naming the hex, hexside or vertex
 * that decided it and the rule.
 */
#include "config.h"

#include <string.h>

#include "wadi-los-result.h"

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

static void
add_hex (GArray          *hexes,
         const WadiBoard *board,
         WadiHex          hex)
{
  if (!wadi_board_contains (board, hex))
    return;
  for (guint i = 0; i < hexes->len; i++)
    if (wadi_hex_equal (g_array_index (hexes, WadiHex, i), hex))
      return;
  g_array_append_val (hexes, hex);
}

GArray *
wadi_los_result_hexes (const WadiLosResult *result,
                       const WadiBoard     *board)
{
  GArray *hexes = g_array_new (FALSE, FALSE, sizeof (WadiHex));

  for (guint i = 0; result->line != NULL && i < result->line->len; i++)
    {
      const WadiLineStep *step = &g_array_index (result->line, WadiLineStep, i);

      if (step->kind == WADI_LINE_HEX)
        add_hex (hexes, board, step->hex);
      else if (step->kind == WADI_LINE_ALONG_HEXSIDE)
        {
          add_hex (hexes, board, step->side.hex);
          add_hex (hexes, board, wadi_hexside_other_hex (board->layout, step->side));
        }
    }
  return hexes;
}

GArray *
wadi_los_result_unweighed (const WadiLosResult *result,
                           const WadiBoard     *board,
                           WadiHex              from,
                           WadiHex              to)
{
  g_autoptr(GArray) hexes = wadi_los_result_hexes (result, board);
  GArray *unweighed = g_array_new (FALSE, FALSE, sizeof (WadiHex));

  for (guint i = 0; i < hexes->len; i++)
    {
      WadiHex     hex = g_array_index (hexes, WadiHex, i);
      WadiTerrain terrain = wadi_board_cell (board, hex)->terrain;

      if (wadi_hex_equal (hex, from) || wadi_hex_equal (hex, to))
        continue;
      if (terrain == WADI_TERRAIN_WOODS || terrain == WADI_TERRAIN_BUILDING)
        g_array_append_val (unweighed, hex);
    }
  return unweighed;
}

/* A result may be reused: its arrays are emptied, not reallocated. */
void
wadi_los_result_reset (WadiLosResult *result)
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
decide (WadiLosResult   *result,
        WadiLosVerdict   verdict,
        WadiLosDecidedBy decided_by,
        const char      *reason,
        const char      *rule)
{
  result->verdict = verdict;
  result->decided_by = decided_by;
  result->reason = reason;
  result->rule = rule;
}

void
wadi_los_decide_hex (WadiLosResult *result,
                     WadiLosVerdict verdict,
                     WadiHex        hex,
                     const char    *reason,
                     const char    *rule)
{
  decide (result, verdict, WADI_LOS_DECIDED_HEX, reason, rule);
  result->hex = hex;
}

void
wadi_los_decide_hexside (WadiLosResult *result,
                         WadiLosVerdict verdict,
                         WadiHexside    side,
                         const char    *reason,
                         const char    *rule)
{
  decide (result, verdict, WADI_LOS_DECIDED_HEXSIDE, reason, rule);
  result->hexside = side;
}

void
wadi_los_decide_vertex (WadiLosResult *result,
                        WadiLosVerdict verdict,
                        WadiVertex     vertex,
                        const char    *reason,
                        const char    *rule)
{
  decide (result, verdict, WADI_LOS_DECIDED_VERTEX, reason, rule);
  result->vertex = vertex;
}

void
wadi_los_decide_nothing (WadiLosResult *result,
                         WadiLosVerdict verdict,
                         const char    *reason,
                         const char    *rule)
{
  decide (result, verdict, WADI_LOS_DECIDED_NONE, reason, rule);
}

void
wadi_los_decide_step (WadiLosResult *result,
                      WadiLosVerdict verdict,
                      guint          i,
                      WadiHex        hex,
                      const char    *reason,
                      const char    *rule)
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
