/* wadi-change-cell.c: a change of one hex's cell */
#include "config.h"

#include "wadi-change.h"

typedef struct
{
  WadiChange parent;
  WadiHexCell before;
  WadiHexCell after;
} CellChange;

static WadiHex
cell_change_hex (const CellChange *self)
{
  return (WadiHex) { self->parent.target.a, self->parent.target.b };
}

static void
cell_change_put (const CellChange  *self,
                 WadiScenario      *scenario,
                 const WadiHexCell *cell)
{
  wadi_board_set_cell (g_ptr_array_index (scenario->boards, self->parent.target.board),
                       cell_change_hex (self), cell);
}

static void
cell_change_apply (const WadiChange *change,
                   WadiScenario     *scenario)
{
  const CellChange *self = (const CellChange *) change;

  cell_change_put (self, scenario, &self->after);
}

static void
cell_change_revert (const WadiChange *change,
                    WadiScenario     *scenario)
{
  const CellChange *self = (const CellChange *) change;

  cell_change_put (self, scenario, &self->before);
}

static void
cell_change_merge (WadiChange *change,
                   WadiChange *later)
{
  ((CellChange *) change)->after = ((CellChange *) later)->after;
}

static gboolean
cell_change_is_noop (const WadiChange *change)
{
  const CellChange *self = (const CellChange *) change;
  const WadiHexCell *a = &self->before;
  const WadiHexCell *b = &self->after;

  return a->terrain == b->terrain
         && a->level == b->level
         && a->depression == b->depression
         && a->floor == b->floor
         && a->flags == b->flags
         && a->reserved == b->reserved;
}

static void
cell_change_add_region (const WadiChange   *change,
                        const WadiScenario *scenario,
                        WadiRegion         *region)
{
  wadi_region_add_hex (region, change->target.board, cell_change_hex ((const CellChange *) change));
}

static const WadiChangeClass cell_change_class = {
  .name = "cell",
  .clear = NULL,
  .apply = cell_change_apply,
  .revert = cell_change_revert,
  .merge = cell_change_merge,
  .is_noop = cell_change_is_noop,
  .add_region = cell_change_add_region,
};

WadiChange *
wadi_change_cell_new (const WadiScenario *scenario,
                      guint               board,
                      WadiHex             hex,
                      const WadiHexCell  *cell)
{
  CellChange *self = g_new0 (CellChange, 1);

  self->parent.target = (WadiChangeTarget) { &cell_change_class, board, hex.col, hex.row, 0 };
  self->before = *wadi_board_cell (wadi_scenario_get_board (scenario, board), hex);
  self->after = *cell;
  /* The board keeps reserved bits at 0, and so does the after. */
  self->after.reserved = 0;

  return &self->parent;
}
