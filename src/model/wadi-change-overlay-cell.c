/* wadi-change-overlay-cell.c: a change of one hex of an overlay's
 * definition
 *
 * Painting a placed overlay paints its definition, which every placement
 * of it shows: the change keeps that one hex's cell, and its region is the
 * map hexes the hex lies on, one for each placement of the overlay.
 */
#include "config.h"

#include "wadi-change.h"

/* The target: a is the overlay's index, b and c its fragment's hex. */
typedef struct
{
  WadiChange  parent;
  WadiHexCell before;
  WadiHexCell after;
} OverlayCellChange;

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

static WadiBoard *
overlay_cell_change_fragment (const OverlayCellChange *self,
                              const WadiScenario      *scenario)
{
  guint overlay = (guint) self->parent.target.a;

  g_return_val_if_fail (overlay < scenario->overlays->len, NULL);
  return ((WadiOverlay *) g_ptr_array_index (scenario->overlays, overlay))->fragment;
}

static WadiHex
overlay_cell_change_hex (const OverlayCellChange *self)
{
  return (WadiHex) { self->parent.target.b, self->parent.target.c };
}

static void
overlay_cell_change_put (const OverlayCellChange *self,
                         WadiScenario            *scenario,
                         const WadiHexCell       *cell)
{
  WadiBoard *fragment = overlay_cell_change_fragment (self, scenario);

  if (fragment != NULL)
    wadi_board_set_cell (fragment, overlay_cell_change_hex (self), cell);
}

static void
overlay_cell_change_apply (const WadiChange *change,
                           WadiScenario     *scenario)
{
  const OverlayCellChange *self = (const OverlayCellChange *) change;

  overlay_cell_change_put (self, scenario, &self->after);
}

static void
overlay_cell_change_revert (const WadiChange *change,
                            WadiScenario     *scenario)
{
  const OverlayCellChange *self = (const OverlayCellChange *) change;

  overlay_cell_change_put (self, scenario, &self->before);
}

static void
overlay_cell_change_merge (WadiChange *change,
                           WadiChange *later)
{
  ((OverlayCellChange *) change)->after = ((OverlayCellChange *) later)->after;
}

static gboolean
overlay_cell_change_is_noop (const WadiChange *change)
{
  const OverlayCellChange *self = (const OverlayCellChange *) change;

  return cell_equal (&self->before, &self->after);
}

void
wadi_change_add_overlay_hex_region (const WadiScenario *scenario,
                                    guint               overlay,
                                    WadiHex             hex,
                                    WadiRegion         *region)
{
  const WadiBoard *grid = wadi_scenario_grid (scenario);
  const WadiBoard *fragment;

  if (grid == NULL || overlay >= scenario->overlays->len)
    return;
  fragment = ((const WadiOverlay *) g_ptr_array_index (scenario->overlays, overlay))->fragment;
  for (guint i = 0; i < scenario->placements->len; i++)
    {
      const WadiOverlayPlacement *placement = &g_array_index (scenario->placements, WadiOverlayPlacement, i);
      WadiHex                     at;

      if (placement->overlay != overlay)
        continue;
      at = wadi_overlay_map_hex (grid, fragment, placement->anchor, placement->orientation, hex);
      if (wadi_board_contains (grid, at))
        wadi_region_add_hex (region, at);
    }
}

static void
overlay_cell_change_add_region (const WadiChange   *change,
                                const WadiScenario *scenario,
                                WadiRegion         *region)
{
  const OverlayCellChange *self = (const OverlayCellChange *) change;

  wadi_change_add_overlay_hex_region (scenario, (guint) self->parent.target.a, overlay_cell_change_hex (self),
                                      region);
}

static gsize
overlay_cell_change_size (const WadiChange *change)
{
  return wadi_change_record_size (sizeof (OverlayCellChange));
}

static const WadiChangeClass overlay_cell_change_class = {
  .name = "overlay-cell",
  .edits_overlay = TRUE,
  .clear = NULL,
  .apply = overlay_cell_change_apply,
  .revert = overlay_cell_change_revert,
  .merge = overlay_cell_change_merge,
  .is_noop = overlay_cell_change_is_noop,
  .add_region = overlay_cell_change_add_region,
  .size = overlay_cell_change_size,
};

WadiChange *
wadi_change_overlay_cell_new (const WadiScenario *scenario,
                              guint               overlay,
                              WadiHex             hex,
                              const WadiHexCell  *cell)
{
  const WadiBoard   *fragment;
  WadiHexCell        after = *cell;
  const WadiHexCell *before;
  OverlayCellChange *self;

  g_return_val_if_fail (overlay < scenario->overlays->len, NULL);
  fragment = ((const WadiOverlay *) g_ptr_array_index (scenario->overlays, overlay))->fragment;
  g_return_val_if_fail (wadi_board_contains (fragment, hex), NULL);

  /* The board keeps reserved bits at 0, and so does the after. */
  after.reserved = 0;
  before = wadi_board_cell (fragment, hex);
  if (cell_equal (before, &after))
    return NULL;

  self = g_new0 (OverlayCellChange, 1);
  self->parent.target = (WadiChangeTarget) { &overlay_cell_change_class, (int) overlay, hex.col, hex.row };
  self->before = *before;
  self->after = after;

  return &self->parent;
}

/* Many overlay cell changes of a closed edit, packed, as
 * wadi-change-cell.c packs the map's: 24 bytes a hex instead of a record
 * of its own each. */
typedef struct
{
  guint       overlay;
  WadiHex     hex;
  WadiHexCell before;
  WadiHexCell after;
} OverlayCellEntry;

typedef struct
{
  WadiChange        parent;
  guint             n;
  OverlayCellEntry *entries;
} OverlayCellsChange;

/* Fewer records than this stay as they are. */
#define OVERLAY_CELLS_PACK_MIN 64

static void
overlay_cells_change_clear (WadiChange *change)
{
  g_free (((OverlayCellsChange *) change)->entries);
}

static void
overlay_cells_change_put (const OverlayCellsChange *self,
                          WadiScenario             *scenario,
                          gboolean                  forward)
{
  for (guint k = 0; k < self->n; k++)
    {
      /* undone last to first, as the records were */
      const OverlayCellEntry *entry = &self->entries[forward ? k : self->n - 1 - k];
      WadiBoard              *fragment;

      if (entry->overlay >= scenario->overlays->len)
        continue;
      fragment = ((WadiOverlay *) g_ptr_array_index (scenario->overlays, entry->overlay))->fragment;
      wadi_board_set_cell (fragment, entry->hex, forward ? &entry->after : &entry->before);
    }
}

static void
overlay_cells_change_apply (const WadiChange *change,
                            WadiScenario     *scenario)
{
  overlay_cells_change_put ((const OverlayCellsChange *) change, scenario, TRUE);
}

static void
overlay_cells_change_revert (const WadiChange *change,
                             WadiScenario     *scenario)
{
  overlay_cells_change_put ((const OverlayCellsChange *) change, scenario, FALSE);
}

/* A packed change belongs to a closed edit, which merges nothing. */
static void
overlay_cells_change_merge (WadiChange *change,
                            WadiChange *later)
{
  g_return_if_reached ();
}

static gboolean
overlay_cells_change_is_noop (const WadiChange *change)
{
  return FALSE;
}

static void
overlay_cells_change_add_region (const WadiChange   *change,
                                 const WadiScenario *scenario,
                                 WadiRegion         *region)
{
  const OverlayCellsChange *self = (const OverlayCellsChange *) change;

  for (guint k = 0; k < self->n; k++)
    wadi_change_add_overlay_hex_region (scenario, self->entries[k].overlay, self->entries[k].hex, region);
}

static gsize
overlay_cells_change_size (const WadiChange *change)
{
  const OverlayCellsChange *self = (const OverlayCellsChange *) change;

  return wadi_change_record_size (sizeof (OverlayCellsChange)) + self->n * sizeof (OverlayCellEntry);
}

static const WadiChangeClass overlay_cells_change_class = {
  .name = "overlay-cells",
  .edits_overlay = TRUE,
  .clear = overlay_cells_change_clear,
  .apply = overlay_cells_change_apply,
  .revert = overlay_cells_change_revert,
  .merge = overlay_cells_change_merge,
  .is_noop = overlay_cells_change_is_noop,
  .add_region = overlay_cells_change_add_region,
  .size = overlay_cells_change_size,
};

WadiChange *
wadi_change_overlay_cells_pack (GPtrArray *changes)
{
  OverlayCellsChange *self;
  guint               n = 0, kept = 0;

  for (guint i = 0; i < changes->len; i++)
    if (((const WadiChange *) g_ptr_array_index (changes, i))->target.klass == &overlay_cell_change_class)
      n++;
  if (n < OVERLAY_CELLS_PACK_MIN)
    return NULL;

  self = g_new0 (OverlayCellsChange, 1);
  self->parent.target = (WadiChangeTarget) { &overlay_cells_change_class, 0, 0, 0 };
  self->entries = g_new (OverlayCellEntry, n);
  for (guint i = 0; i < changes->len; i++)
    {
      WadiChange *change = g_ptr_array_index (changes, i);

      if (change->target.klass == &overlay_cell_change_class)
        {
          const OverlayCellChange *cell = (const OverlayCellChange *) change;

          self->entries[self->n++] = (OverlayCellEntry) {
            (guint) change->target.a, overlay_cell_change_hex (cell), cell->before, cell->after
          };
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
