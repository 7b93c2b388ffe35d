/* wadi-mover.c: a mover, bare or as the counters of its hex describe it */
#include "config.h"

#include <string.h>

#include "wadi-movement.h"

void
wadi_mover_init (WadiMover     *mover,
                 WadiUnitClass  unit_class,
                 guint          board,
                 WadiHex        hex,
                 WadiPosition   position)
{
  memset (mover, 0, sizeof *mover);
  mover->unit_class = unit_class;
  mover->board = board;
  mover->hex = hex;
  mover->position = position;
}
