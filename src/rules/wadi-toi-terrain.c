/* wadi-toi-terrain.c: the few Tide of Iron movement costs the texts give
 *
 * DoF wadi movement example 1: "1 movement point for each wadi hex,
 * including the wadi bridge hex"; the wadi bridge card: "Movement Cost 1";
 * example 3: "2 movement points to move up the hill".  The texts give no
 * other cost; clear ground (and the dirt road, which the card names) is
 * ToI's 1 MP, the cost the examples' non-wadi hexes imply.
 */
#include "config.h"

#include "wadi-movement-private.h"

static void
set_cost (WadiChartEntry *entry,
          double          value,
          const char     *label,
          const char     *rule)
{
  entry->kind = WADI_CHART_COST;
  entry->value = value;
  entry->bog = FALSE;
  entry->label = label;
  entry->rule = rule;
  entry->reason = NULL;
}

void
wadi_toi_terrain_cost (WadiTerrain     terrain,
                       WadiChartEntry *entry)
{
  switch (terrain)
    {
    case WADI_TERRAIN_OPEN:
      set_cost (entry, 1, N_("clear"), NULL);
      break;
    case WADI_TERRAIN_ROAD:
      set_cost (entry, 1, N_("road"), NULL);
      break;
    case WADI_TERRAIN_HAMMADA:
    case WADI_TERRAIN_WOODS:
    case WADI_TERRAIN_BRUSH:
    case WADI_TERRAIN_GRAIN:
    case WADI_TERRAIN_ORCHARD:
    case WADI_TERRAIN_MARSH:
    case WADI_TERRAIN_MUDFLAT:
    case WADI_TERRAIN_POND:
    case WADI_TERRAIN_BUILDING:
    case WADI_TERRAIN_RUBBLE:
    case WADI_TERRAIN_TOWN:
    case WADI_TERRAIN_SWAMP:
    case WADI_TERRAIN_SLOPE:
    case WADI_TERRAIN_HILLTOP:
    case WADI_TERRAIN_COUNT:
    default:
      entry->kind = WADI_CHART_NA;
      entry->value = 0;
      entry->bog = FALSE;
      entry->label = NULL;
      entry->rule = NULL;
      entry->reason = N_("the Tide of Iron texts give no movement cost for this terrain");
      break;
    }
}

void
wadi_toi_wadi_cost (gboolean        bridge,
                    WadiChartEntry *entry)
{
  if (bridge)
    set_cost (entry, 1, N_("wadi bridge hex"), "ToI wadi bridge card");
  else
    set_cost (entry, 1, N_("wadi hex"), "DoF movement ex. 1");
}

void
wadi_toi_uphill_cost (WadiChartEntry *entry)
{
  set_cost (entry, 2, N_("move up a hill"), "DoF movement ex. 3");
}

void
wadi_toi_level_change_cost (WadiChartEntry *entry)
{
  set_cost (entry, 1, N_("change level in the wadi bridge hex"), "ToI wadi bridge card");
}
