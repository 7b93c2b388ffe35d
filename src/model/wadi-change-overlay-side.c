/* wadi-change-overlay-side.c: a change of one hexside of an overlay's
 * definition
 *
 * As a painted hex of a placed overlay (wadi-change-overlay-cell.c): the
 * change keeps that one hexside's features, and its region is the map
 * hexes on either side of it, for each placement of the overlay.
 */
#include "config.h"

#include "wadi-change.h"

/* The target: a is the overlay's index times six plus the side's
 * direction, b and c its fragment's hex; the side is canonical. */
typedef struct
{
  WadiChange parent;
  guint16    before; /* WadiSideFeatures, as wide as the board keeps them */
  guint16    after;
} OverlaySideChange;

static guint
overlay_side_change_overlay (const OverlaySideChange *self)
{
  return (guint) self->parent.target.a / WADI_DIRECTION_COUNT;
}

static WadiHexside
overlay_side_change_side (const OverlaySideChange *self)
{
  const WadiChangeTarget *target = &self->parent.target;

  return (WadiHexside) { { target->b, target->c }, (WadiDirection) (target->a % WADI_DIRECTION_COUNT) };
}

static WadiBoard *
overlay_side_change_fragment (const OverlaySideChange *self,
                              const WadiScenario      *scenario)
{
  guint overlay = overlay_side_change_overlay (self);

  g_return_val_if_fail (overlay < scenario->overlays->len, NULL);
  return ((WadiOverlay *) g_ptr_array_index (scenario->overlays, overlay))->fragment;
}

static void
overlay_side_change_put (const OverlaySideChange *self,
                         WadiScenario            *scenario,
                         guint                    features)
{
  WadiBoard *fragment = overlay_side_change_fragment (self, scenario);

  if (fragment != NULL)
    wadi_board_set_side (fragment, overlay_side_change_side (self), features);
}

static void
overlay_side_change_apply (const WadiChange *change,
                           WadiScenario     *scenario)
{
  const OverlaySideChange *self = (const OverlaySideChange *) change;

  overlay_side_change_put (self, scenario, self->after);
}

static void
overlay_side_change_revert (const WadiChange *change,
                            WadiScenario     *scenario)
{
  const OverlaySideChange *self = (const OverlaySideChange *) change;

  overlay_side_change_put (self, scenario, self->before);
}

static void
overlay_side_change_merge (WadiChange *change,
                           WadiChange *later)
{
  ((OverlaySideChange *) change)->after = ((OverlaySideChange *) later)->after;
}

static gboolean
overlay_side_change_is_noop (const WadiChange *change)
{
  const OverlaySideChange *self = (const OverlaySideChange *) change;

  return self->before == self->after;
}

/* The map hexes on either side of the hexside, at each placement of the
 * overlay (the hexsides of a changed hex are composed again with it). */
static void
overlay_side_change_add_region (const WadiChange   *change,
                                const WadiScenario *scenario,
                                WadiRegion         *region)
{
  const OverlaySideChange *self = (const OverlaySideChange *) change;
  const WadiBoard         *fragment = overlay_side_change_fragment (self, scenario);
  WadiHexside              side = overlay_side_change_side (self);

  if (fragment == NULL)
    return;
  wadi_change_add_overlay_hex_region (scenario, overlay_side_change_overlay (self), side.hex, region);
  wadi_change_add_overlay_hex_region (scenario, overlay_side_change_overlay (self),
                                      wadi_hexside_other_hex (fragment->layout, side), region);
}

static gsize
overlay_side_change_size (const WadiChange *change)
{
  return wadi_change_record_size (sizeof (OverlaySideChange));
}

static const WadiChangeClass overlay_side_change_class = {
  .name = "overlay-side",
  .edits_overlay = TRUE,
  .clear = NULL,
  .apply = overlay_side_change_apply,
  .revert = overlay_side_change_revert,
  .merge = overlay_side_change_merge,
  .is_noop = overlay_side_change_is_noop,
  .add_region = overlay_side_change_add_region,
  .size = overlay_side_change_size,
};

WadiChange *
wadi_change_overlay_side_new (const WadiScenario *scenario,
                              guint               overlay,
                              WadiHexside         side,
                              guint               features)
{
  const WadiBoard   *fragment;
  WadiHexside        owner;
  guint16            before;
  OverlaySideChange *self;

  g_return_val_if_fail (overlay < scenario->overlays->len, NULL);
  fragment = ((const WadiOverlay *) g_ptr_array_index (scenario->overlays, overlay))->fragment;
  g_return_val_if_fail (wadi_board_contains (fragment, side.hex), NULL);

  /* one target for the side, from whichever hex it was named */
  owner = wadi_hexside_canonical (fragment->layout, side);
  before = (guint16) wadi_board_get_side (fragment, owner);
  if (before == (guint16) features)
    return NULL;

  self = g_new0 (OverlaySideChange, 1);
  self->parent.target = (WadiChangeTarget) { &overlay_side_change_class,
                                             (int) (overlay * WADI_DIRECTION_COUNT + owner.dir), owner.hex.col,
                                             owner.hex.row };
  self->before = before;
  self->after = (guint16) features;

  return &self->parent;
}
