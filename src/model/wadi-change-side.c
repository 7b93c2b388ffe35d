/* wadi-change-side.c: a change of one hexside's features */
#include "config.h"

#include "wadi-change.h"

typedef struct
{
  WadiChange parent;
  guint16    before; /* WadiSideFeatures, as wide as the board keeps them */
  guint16    after;
} SideChange;

static WadiHexside
side_change_side (const SideChange *self)
{
  const WadiChangeTarget *target = &self->parent.target;

  return (WadiHexside) { { target->a, target->b }, (WadiDirection) target->c };
}

static void
side_change_put (const SideChange *self,
                 WadiScenario     *scenario,
                 guint             features)
{
  wadi_board_set_side (wadi_scenario_grid (scenario), side_change_side (self), features);
}

static void
side_change_apply (const WadiChange *change,
                   WadiScenario     *scenario)
{
  const SideChange *self = (const SideChange *) change;

  side_change_put (self, scenario, self->after);
}

static void
side_change_revert (const WadiChange *change,
                    WadiScenario     *scenario)
{
  const SideChange *self = (const SideChange *) change;

  side_change_put (self, scenario, self->before);
}

static void
side_change_merge (WadiChange *change,
                   WadiChange *later)
{
  ((SideChange *) change)->after = ((SideChange *) later)->after;
}

static gboolean
side_change_is_noop (const WadiChange *change)
{
  const SideChange *self = (const SideChange *) change;

  return self->before == self->after;
}

/* The hexes on either side, those of them that are on the map. */
static void
side_change_add_region (const WadiChange   *change,
                        const WadiScenario *scenario,
                        WadiRegion         *region)
{
  const SideChange *self = (const SideChange *) change;
  const WadiBoard  *grid = wadi_scenario_grid (scenario);
  WadiHexside       side = side_change_side (self);
  WadiHex           other = wadi_hexside_other_hex (grid->layout, side);

  if (wadi_board_contains (grid, side.hex))
    wadi_region_add_hex (region, side.hex);
  if (wadi_board_contains (grid, other))
    wadi_region_add_hex (region, other);
}

static gsize
side_change_size (const WadiChange *change)
{
  return wadi_change_record_size (sizeof (SideChange));
}

static const WadiChangeClass side_change_class = {
  .name = "side",
  .clear = NULL,
  .apply = side_change_apply,
  .revert = side_change_revert,
  .merge = side_change_merge,
  .is_noop = side_change_is_noop,
  .add_region = side_change_add_region,
  .size = side_change_size,
};

WadiChange *
wadi_change_side_new (const WadiScenario *scenario,
                      WadiHexside         side,
                      guint               features)
{
  guint16     before = (guint16) wadi_board_get_side (wadi_scenario_grid (scenario), side);
  SideChange *self;

  if (before == (guint16) features)
    return NULL;

  self = g_new0 (SideChange, 1);
  self->parent.target = (WadiChangeTarget) { &side_change_class,
                                             side.hex.col, side.hex.row, (int) side.dir };
  self->before = before;
  self->after = (guint16) features;

  return &self->parent;
}
