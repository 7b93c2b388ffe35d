/* wadi-mover.c: a mover, bare or as the counters of its hex describe it */
#include "config.h"

#include <string.h>

#include "wadi-movement.h"

void
wadi_mover_init (WadiMover    *mover,
                 WadiUnitClass unit_class,
                 WadiHex       hex,
                 WadiPosition  position)
{
  memset (mover, 0, sizeof *mover);
  mover->unit_class = unit_class;
  mover->hex = hex;
  mover->position = position;
}

gboolean
wadi_mover_init_from_counters (WadiMover              *mover,
                               const WadiRulesContext *ctx,
                               WadiUnitClass           unit_class,
                               WadiHex                 hex,
                               WadiPosition            position)
{
  gboolean           vehicle = wadi_unit_class_is_vehicle (unit_class);
  const WadiCounter *crest;

  g_return_val_if_fail (mover != NULL, FALSE);
  g_return_val_if_fail (ctx != NULL, FALSE);

  wadi_mover_init (mover, unit_class, hex, position);
  if (position != WADI_POSITION_CREST)
    return TRUE;

  /* F5.42: a vehicle in Crest status has made its mandatory Stop. */
  mover->stopped = vehicle;
  crest = wadi_rules_context_find_counter (ctx, hex,
                                           vehicle ? WADI_COUNTER_VEHICLE_CREST : WADI_COUNTER_CREST);
  if (crest == NULL)
    return FALSE;
  if (vehicle)
    {
      mover->crest_vertex = crest->vertex;
      mover->hd_rear = crest->hd_rear;
    }
  else
    mover->crest_centre = crest->centre;
  return TRUE;
}
