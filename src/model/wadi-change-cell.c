/* wadi-change-cell.c: a change of one hex's cell */
#include "config.h"

#include "wadi-change.h"

/* A hex two boards share may hold a second half that differs from the
 * first (wadi-map.h): painting the hex paints both, and undo gives the
 * second half back its own before. */
typedef struct
{
  WadiChange  parent;
  WadiHexCell before;
  WadiHexCell before_second;
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
cell_change_apply (const WadiChange *change,
                   WadiScenario     *scenario)
{
  const CellChange *self = (const CellChange *) change;

  wadi_map_set_cell (scenario->map, cell_change_hex (self), &self->after, NULL);
}

static void
cell_change_revert (const WadiChange *change,
                    WadiScenario     *scenario)
{
  const CellChange *self = (const CellChange *) change;

  wadi_map_set_cell (scenario->map, cell_change_hex (self), &self->before, &self->before_second);
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

  return cell_equal (&self->before, &self->after) && cell_equal (&self->before_second, &self->after);
}

static void
cell_change_add_region (const WadiChange   *change,
                        const WadiScenario *scenario,
                        WadiRegion         *region)
{
  wadi_region_add_hex (region, cell_change_hex ((const CellChange *) change));
}

static gsize
cell_change_size (const WadiChange *change)
{
  return wadi_change_record_size (sizeof (CellChange));
}

static const WadiChangeClass cell_change_class = {
  .name = "cell",
  .clear = NULL,
  .apply = cell_change_apply,
  .revert = cell_change_revert,
  .merge = cell_change_merge,
  .is_noop = cell_change_is_noop,
  .add_region = cell_change_add_region,
  .size = cell_change_size,
};

WadiChange *
wadi_change_cell_new (const WadiScenario *scenario,
                      WadiHex             hex,
                      const WadiHexCell  *cell)
{
  /* The brush calls this for every hex it passes: the grid is indexed
   * directly (the hex is on the map, the document checked). */
  const WadiHexCell     *before = wadi_board_cell (wadi_scenario_grid (scenario), hex);
  const WadiMapMismatch *mismatch = wadi_map_find_mismatch (scenario->map, hex);
  const WadiHexCell     *before_second = mismatch != NULL ? &mismatch->cell : before;
  WadiHexCell            after = *cell;
  CellChange            *self;

  /* The board keeps reserved bits at 0, and so does the after. */
  after.reserved = 0;
  if (cell_equal (before, &after) && cell_equal (before_second, &after))
    return NULL;

  self = g_new0 (CellChange, 1);
  self->parent.target = (WadiChangeTarget) { &cell_change_class, hex.col, hex.row, 0 };
  self->before = *before;
  self->before_second = *before_second;
  self->after = after;

  return &self->parent;
}

/* Many cell changes of a closed edit, packed: a whole-board fill keeps 20
 * bytes a hex (26 where a shared hex's halves differed) instead of a record
 * of its own each. */
typedef struct
{
  WadiChange   parent;
  guint        n;
  WadiHex     *hexes;
  WadiHexCell *before;        /* n */
  WadiHexCell *before_second; /* n, or NULL when every second half was the before */
  WadiHexCell *after;         /* n */
} CellsChange;

/* Fewer records than this stay as they are. */
#define CELLS_PACK_MIN 64

static void
cells_change_clear (WadiChange *change)
{
  CellsChange *self = (CellsChange *) change;

  g_free (self->hexes);
  g_free (self->before);
  g_free (self->before_second);
  g_free (self->after);
}

static void
cells_change_apply (const WadiChange *change,
                    WadiScenario     *scenario)
{
  const CellsChange *self = (const CellsChange *) change;

  for (guint i = 0; i < self->n; i++)
    wadi_map_set_cell (scenario->map, self->hexes[i], &self->after[i], NULL);
}

static void
cells_change_revert (const WadiChange *change,
                     WadiScenario     *scenario)
{
  const CellsChange *self = (const CellsChange *) change;

  for (guint i = 0; i < self->n; i++)
    wadi_map_set_cell (scenario->map, self->hexes[i], &self->before[i],
                       self->before_second != NULL ? &self->before_second[i] : &self->before[i]);
}

/* A packed change belongs to a closed edit, which merges nothing. */
static void
cells_change_merge (WadiChange *change,
                    WadiChange *later)
{
  g_return_if_reached ();
}

static gboolean
cells_change_is_noop (const WadiChange *change)
{
  return FALSE;
}

static void
cells_change_add_region (const WadiChange   *change,
                         const WadiScenario *scenario,
                         WadiRegion         *region)
{
  const CellsChange *self = (const CellsChange *) change;

  for (guint i = 0; i < self->n; i++)
    wadi_region_add_hex (region, self->hexes[i]);
}

static gsize
cells_change_size (const WadiChange *change)
{
  const CellsChange *self = (const CellsChange *) change;

  return wadi_change_record_size (sizeof (CellsChange))
         + self->n * (sizeof (WadiHex) + (self->before_second != NULL ? 3 : 2) * sizeof (WadiHexCell));
}

static const WadiChangeClass cells_change_class = {
  .name = "cells",
  .clear = cells_change_clear,
  .apply = cells_change_apply,
  .revert = cells_change_revert,
  .merge = cells_change_merge,
  .is_noop = cells_change_is_noop,
  .add_region = cells_change_add_region,
  .size = cells_change_size,
};

WadiChange *
wadi_change_cells_pack (GPtrArray *changes)
{
  CellsChange *self;
  guint        n = 0, kept = 0;
  gboolean     seconds = FALSE;

  for (guint i = 0; i < changes->len; i++)
    {
      const WadiChange *change = g_ptr_array_index (changes, i);

      if (change->target.klass == &cell_change_class)
        {
          const CellChange *cell = (const CellChange *) change;

          n++;
          seconds |= !cell_equal (&cell->before, &cell->before_second);
        }
    }
  if (n < CELLS_PACK_MIN)
    return NULL;

  self = g_new0 (CellsChange, 1);
  self->parent.target = (WadiChangeTarget) { &cells_change_class, 0, 0, 0 };
  self->hexes = g_new (WadiHex, n);
  self->before = g_new (WadiHexCell, n);
  self->after = g_new (WadiHexCell, n);
  if (seconds)
    self->before_second = g_new (WadiHexCell, n);
  for (guint i = 0; i < changes->len; i++)
    {
      WadiChange *change = g_ptr_array_index (changes, i);

      if (change->target.klass == &cell_change_class)
        {
          const CellChange *cell = (const CellChange *) change;

          self->hexes[self->n] = cell_change_hex (cell);
          self->before[self->n] = cell->before;
          self->after[self->n] = cell->after;
          if (seconds)
            self->before_second[self->n] = cell->before_second;
          self->n++;
          wadi_change_free (change);
          continue;
        }
      g_ptr_array_index (changes, kept++) = change;
    }
  /* The packed records were freed above; the rest moved down. */
  g_ptr_array_set_free_func (changes, NULL);
  g_ptr_array_set_size (changes, kept);
  g_ptr_array_set_free_func (changes, (GDestroyNotify) wadi_change_free);
  return &self->parent;
}
