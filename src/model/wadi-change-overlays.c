/* wadi-change-overlays.c: a change of the overlays and their placements
 *
 * A placement names its overlay by index, so the definitions and the
 * placements are kept whole and change together.
 */
#include "config.h"

#include "wadi-change.h"

typedef struct
{
  GPtrArray *overlays;   /* WadiOverlay */
  GArray    *placements; /* WadiOverlayPlacement */
} OverlaySet;

typedef struct
{
  WadiChange parent;
  OverlaySet before;
  OverlaySet after;
} OverlaysChange;

static void
overlay_free (gpointer data)
{
  WadiOverlay *overlay = data;

  g_free (overlay->id);
  wadi_board_free (overlay->fragment);
  g_free (overlay);
}

static WadiOverlay *
overlay_new (const char      *id,
             const WadiBoard *fragment)
{
  WadiOverlay *overlay = g_new0 (WadiOverlay, 1);

  overlay->id = g_strdup (id);
  overlay->fragment = wadi_board_copy (fragment);

  return overlay;
}

static void
overlay_set_clear (OverlaySet *set)
{
  g_clear_pointer (&set->overlays, g_ptr_array_unref);
  g_clear_pointer (&set->placements, g_array_unref);
}

/* Makes set a copy of the overlays and placements given. */
static void
overlay_set_copy (OverlaySet      *set,
                  const GPtrArray *overlays,
                  const GArray    *placements)
{
  overlay_set_clear (set);
  set->overlays = g_ptr_array_new_with_free_func (overlay_free);
  for (guint i = 0; i < overlays->len; i++)
    {
      const WadiOverlay *overlay = g_ptr_array_index (overlays, i);

      g_ptr_array_add (set->overlays, overlay_new (overlay->id, overlay->fragment));
    }
  set->placements = g_array_copy ((GArray *) placements);
}

static void
overlay_set_put (const OverlaySet *set,
                 WadiScenario     *scenario)
{
  g_ptr_array_set_size (scenario->overlays, 0);
  for (guint i = 0; i < set->overlays->len; i++)
    {
      const WadiOverlay *overlay = g_ptr_array_index (set->overlays, i);

      wadi_scenario_add_overlay (scenario, overlay->id, wadi_board_copy (overlay->fragment));
    }
  g_array_set_size (scenario->placements, 0);
  g_array_append_vals (scenario->placements, set->placements->data, set->placements->len);
}

static gboolean
placement_equal (const WadiOverlayPlacement *a,
                 const WadiOverlayPlacement *b)
{
  return a->overlay == b->overlay
         && wadi_hex_equal (a->anchor, b->anchor) && a->orientation == b->orientation;
}

static gboolean
overlay_set_has_placement (const OverlaySet           *set,
                           const WadiOverlayPlacement *placement)
{
  for (guint i = 0; i < set->placements->len; i++)
    if (placement_equal (&g_array_index (set->placements, WadiOverlayPlacement, i), placement))
      return TRUE;
  return FALSE;
}

static gboolean
overlay_set_equal (const OverlaySet *a,
                   const OverlaySet *b)
{
  if (a->overlays->len != b->overlays->len || a->placements->len != b->placements->len)
    return FALSE;
  for (guint i = 0; i < a->overlays->len; i++)
    {
      const WadiOverlay *oa = g_ptr_array_index (a->overlays, i);
      const WadiOverlay *ob = g_ptr_array_index (b->overlays, i);

      if (g_strcmp0 (oa->id, ob->id) != 0 || !wadi_board_equal (oa->fragment, ob->fragment))
        return FALSE;
    }
  for (guint i = 0; i < a->placements->len; i++)
    if (!placement_equal (&g_array_index (a->placements, WadiOverlayPlacement, i),
                          &g_array_index (b->placements, WadiOverlayPlacement, i)))
      return FALSE;
  return TRUE;
}

/* Adds the hexes of the placements of from that to lacks: where the
 * composed map changes. */
static void
overlay_set_add_region (const OverlaySet   *from,
                        const OverlaySet   *to,
                        const WadiScenario *scenario,
                        WadiRegion         *region)
{
  for (guint i = 0; i < from->placements->len; i++)
    {
      const WadiOverlayPlacement *placement = &g_array_index (from->placements, WadiOverlayPlacement, i);
      const WadiBoard            *grid = wadi_scenario_grid (scenario);
      const WadiOverlay          *overlay;
      g_autoptr(GArray) hexes = NULL;

      if (grid == NULL || placement->overlay >= from->overlays->len
          || overlay_set_has_placement (to, placement))
        continue;
      overlay = g_ptr_array_index (from->overlays, placement->overlay);
      hexes = wadi_overlay_covered_hexes (grid, overlay->fragment, placement->anchor, placement->orientation);
      for (guint j = 0; j < hexes->len; j++)
        wadi_region_add_hex (region, g_array_index (hexes, WadiHex, j));
    }
}

static void
overlays_change_clear (WadiChange *change)
{
  OverlaysChange *self = (OverlaysChange *) change;

  overlay_set_clear (&self->before);
  overlay_set_clear (&self->after);
}

static void
overlays_change_apply (const WadiChange *change,
                       WadiScenario     *scenario)
{
  overlay_set_put (&((const OverlaysChange *) change)->after, scenario);
}

static void
overlays_change_revert (const WadiChange *change,
                        WadiScenario     *scenario)
{
  overlay_set_put (&((const OverlaysChange *) change)->before, scenario);
}

static void
overlays_change_merge (WadiChange *change,
                       WadiChange *later)
{
  OverlaysChange *self = (OverlaysChange *) change;
  OverlaysChange *other = (OverlaysChange *) later;

  overlay_set_clear (&self->after);
  self->after.overlays = g_steal_pointer (&other->after.overlays);
  self->after.placements = g_steal_pointer (&other->after.placements);
}

static gboolean
overlays_change_is_noop (const WadiChange *change)
{
  const OverlaysChange *self = (const OverlaysChange *) change;

  return overlay_set_equal (&self->before, &self->after);
}

static void
overlays_change_add_region (const WadiChange   *change,
                            const WadiScenario *scenario,
                            WadiRegion         *region)
{
  const OverlaysChange *self = (const OverlaysChange *) change;

  /* A structure change: where overlays lie changes what the caches built
   * on the composed map hold, so everything is said to have
   * changed; the covered hexes are listed for who can use them. */
  overlay_set_add_region (&self->before, &self->after, scenario, region);
  overlay_set_add_region (&self->after, &self->before, scenario, region);
  region->flags |= WADI_REGION_ALL;
}

static gsize
overlay_set_size (const OverlaySet *set)
{
  gsize size = sizeof (WadiOverlayPlacement) * set->placements->len;

  for (guint i = 0; i < set->overlays->len; i++)
    {
      const WadiBoard *fragment = ((const WadiOverlay *) g_ptr_array_index (set->overlays, i))->fragment;

      size += (gsize) (wadi_board_bytes_per_hex (fragment) * wadi_board_hex_count (fragment));
    }
  return size;
}

static gsize
overlays_change_size (const WadiChange *change)
{
  const OverlaysChange *self = (const OverlaysChange *) change;

  return wadi_change_record_size (sizeof (OverlaysChange)) + overlay_set_size (&self->before)
         + overlay_set_size (&self->after);
}

static const WadiChangeClass overlays_change_class = {
  .name = "overlays",
  .rewrites_overlays = TRUE,
  .clear = overlays_change_clear,
  .apply = overlays_change_apply,
  .revert = overlays_change_revert,
  .merge = overlays_change_merge,
  .is_noop = overlays_change_is_noop,
  .add_region = overlays_change_add_region,
  .size = overlays_change_size,
};

/* A change whose before and after are both the scenario's overlays. */
static OverlaysChange *
overlays_change_new (const WadiScenario *scenario)
{
  OverlaysChange *self = g_new0 (OverlaysChange, 1);

  self->parent.target = (WadiChangeTarget) { &overlays_change_class, 0, 0, 0 };
  overlay_set_copy (&self->before, scenario->overlays, scenario->placements);
  overlay_set_copy (&self->after, scenario->overlays, scenario->placements);

  return self;
}

WadiChange *
wadi_change_overlays_new_placed (const WadiScenario         *scenario,
                                 const char                 *overlay_id,
                                 const WadiBoard            *fragment,
                                 const WadiOverlayPlacement *placement)
{
  WadiOverlayPlacement placed = *placement;
  gboolean             defined = wadi_scenario_find_overlay (scenario, overlay_id, &placed.overlay);
  OverlaysChange      *self;

  g_return_val_if_fail (defined || fragment != NULL, NULL);

  self = overlays_change_new (scenario);
  if (!defined)
    {
      g_ptr_array_add (self->after.overlays, overlay_new (overlay_id, fragment));
      placed.overlay = self->after.overlays->len - 1;
    }
  g_array_append_val (self->after.placements, placed);

  return &self->parent;
}

WadiChange *
wadi_change_overlays_new_moved (const WadiScenario *scenario,
                                guint               index,
                                WadiHex             anchor,
                                guint               orientation)
{
  OverlaysChange       *self;
  WadiOverlayPlacement *placement;

  g_return_val_if_fail (index < scenario->placements->len, NULL);

  self = overlays_change_new (scenario);
  placement = &g_array_index (self->after.placements, WadiOverlayPlacement, index);
  placement->anchor = anchor;
  placement->orientation = orientation % 6;
  return &self->parent;
}

WadiChange *
wadi_change_overlays_new_removed (const WadiScenario *scenario,
                                  guint               index)
{
  OverlaysChange *self;

  g_return_val_if_fail (index < scenario->placements->len, NULL);

  self = overlays_change_new (scenario);
  g_array_remove_index (self->after.placements, index);

  return &self->parent;
}
