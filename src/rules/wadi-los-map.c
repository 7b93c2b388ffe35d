/* wadi-los-map.c: the map as the LOS rulesets read it
 *
 * Cells (off the map too), hexsides, bridges, the floor the SSR leave a
 * depression, and the level of a location by its position.
 */
#include "config.h"

#include "wadi-crest.h"
#include "wadi-los-map.h"
#include "wadi-stream.h"

gboolean
wadi_los_has_bridge (const WadiLosMap *map,
                     WadiHex           hex)
{
  const WadiHexCell *cell = wadi_los_cell (map->board, hex);

  if (cell->flags & (WADI_HEX_FLAG_BRIDGE | WADI_HEX_FLAG_WADI_BRIDGE))
    return TRUE;
  return wadi_board_contains (map->board, hex)
         && wadi_rules_context_has_counter (map->ctx, hex, WADI_COUNTER_BRIDGE);
}

guint
wadi_los_side_between (const WadiBoard *board,
                       WadiHex          a,
                       WadiHex          b)
{
  WadiDirection dir;

  if (!wadi_hex_direction_to (board->layout, a, b, &dir))
    return 0;
  return wadi_board_get_side (board, (WadiHexside) { a, dir });
}

int
wadi_los_effective_floor (const WadiLosMap  *map,
                          const WadiHexCell *cell)
{
  if (cell->depression == WADI_DEPRESSION_STREAM && map->ssr->stream_depth == WADI_STREAM_FLOODED)
    return cell->floor + 1;
  return cell->floor;
}

int
wadi_los_positional_level (const WadiLosMap   *map,
                           const WadiLocation *location)
{
  const WadiHexCell *cell = wadi_los_cell (map->board, location->hex);
  int                level = wadi_stream_ground_level (map->ctx, cell);

  switch (location->position)
    {
    case WADI_POSITION_IN:
    case WADI_POSITION_WADI:
      if (cell->depression != WADI_DEPRESSION_NONE)
        level = MIN (cell->level, wadi_los_effective_floor (map, cell));
      break;
    case WADI_POSITION_CREST:
      level = wadi_crest_level (cell);
      break;
    case WADI_POSITION_GROUND:
    case WADI_POSITION_BRIDGE:
    case WADI_POSITION_COUNT:
    default:
      break;
    }
  return level + location->height;
}
