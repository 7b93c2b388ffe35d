/* wadi-change-cell.c: a change of one hex's cell */
#include "config.h"

#include "wadi-change.h"

typedef struct
{
  WadiChange  parent;
  WadiHexCell before;
  WadiHexCell after;
} CellChange;

static gboolean
cell_equal (const WadiHexCell *a,
            const WadiHexCell *b)
{
  return a->terrain == b->terrain
         && a->level == b->level
         && a->depression == b->depression
         && a->floor == b->floor
         && a->flags == b->flags
         && a->reserved == b->reserved;
}

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

  return cell_equal (&self->before, &self->after);
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
  /* The brush calls this for every hex it passes: the board is indexed
   * directly (it exists, the document checked). */
  const WadiHexCell *before = wadi_board_cell (g_ptr_array_index (scenario->boards, board), hex);
  WadiHexCell        after = *cell;
  CellChange        *self;

  /* The board keeps reserved bits at 0, and so does the after. */
  after.reserved = 0;
  if (cell_equal (before, &after))
    return NULL;

  self = g_new0 (CellChange, 1);
  self->parent.target = (WadiChangeTarget) { &cell_change_class, board, hex.col, hex.row, 0 };
  self->before = *before;
  self->after = after;

  return &self->parent;
}
