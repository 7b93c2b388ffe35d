/* wadi-change-map.c: the boards laid out anew
 *
 * Adding, moving, turning or removing a board moves what lies on it: the
 * change keeps the map, the counters and the overlay placements as they
 * were and as they become.  Rare and whole, like Tiled's resize-map
 * command.
 */
#include "config.h"

#include "wadi-change.h"

typedef struct
{
  WadiMap *map;
  GArray  *counters;   /* WadiCounter */
  GArray  *placements; /* WadiOverlayPlacement */
} MapState;

typedef struct
{
  WadiChange parent;
  MapState   before;
  MapState   after;
} MapChange;

static void
counter_clear_func (gpointer data)
{
  wadi_counter_clear (data);
}

static void
map_state_copy (MapState           *state,
                const WadiScenario *scenario)
{
  state->map = wadi_map_copy (scenario->map);
  state->counters = g_array_sized_new (FALSE, TRUE, sizeof (WadiCounter), scenario->counters->len);
  g_array_set_clear_func (state->counters, counter_clear_func);
  for (guint i = 0; i < scenario->counters->len; i++)
    {
      WadiCounter copy;

      wadi_counter_copy_into (&copy, &g_array_index (scenario->counters, WadiCounter, i));
      g_array_append_val (state->counters, copy);
    }
  state->placements = g_array_copy (scenario->placements);
}

static void
map_state_clear (MapState *state)
{
  g_clear_pointer (&state->map, wadi_map_free);
  g_clear_pointer (&state->counters, g_array_unref);
  g_clear_pointer (&state->placements, g_array_unref);
}

static void
map_state_put (const MapState *state,
               WadiScenario   *scenario)
{
  wadi_map_free (scenario->map);
  scenario->map = wadi_map_copy (state->map);
  g_array_set_size (scenario->counters, 0);
  for (guint i = 0; i < state->counters->len; i++)
    wadi_scenario_add_counter (scenario, &g_array_index (state->counters, WadiCounter, i));
  g_array_set_size (scenario->placements, 0);
  g_array_append_vals (scenario->placements, state->placements->data, state->placements->len);
}

static void
map_change_clear (WadiChange *change)
{
  MapChange *self = (MapChange *) change;

  map_state_clear (&self->before);
  map_state_clear (&self->after);
}

static void
map_change_apply (const WadiChange *change,
                  WadiScenario     *scenario)
{
  map_state_put (&((const MapChange *) change)->after, scenario);
}

static void
map_change_revert (const WadiChange *change,
                   WadiScenario     *scenario)
{
  map_state_put (&((const MapChange *) change)->before, scenario);
}

static void
map_change_merge (WadiChange *change,
                  WadiChange *later)
{
  MapChange *self = (MapChange *) change;
  MapChange *other = (MapChange *) later;

  map_state_clear (&self->after);
  self->after = other->after;
  other->after = (MapState) { NULL, NULL, NULL };
}

static gboolean
map_change_is_noop (const WadiChange *change)
{
  const MapChange *self = (const MapChange *) change;

  if (!wadi_map_equal (self->before.map, self->after.map)
      || self->before.counters->len != self->after.counters->len
      || self->before.placements->len != self->after.placements->len)
    return FALSE;
  for (guint i = 0; i < self->before.counters->len; i++)
    if (!wadi_counter_equal (&g_array_index (self->before.counters, WadiCounter, i),
                             &g_array_index (self->after.counters, WadiCounter, i)))
      return FALSE;
  for (guint i = 0; i < self->before.placements->len; i++)
    {
      const WadiOverlayPlacement *a = &g_array_index (self->before.placements, WadiOverlayPlacement, i);
      const WadiOverlayPlacement *b = &g_array_index (self->after.placements, WadiOverlayPlacement, i);

      if (a->overlay != b->overlay || !wadi_hex_equal (a->anchor, b->anchor) || a->orientation != b->orientation)
        return FALSE;
    }
  return TRUE;
}

static void
map_change_add_region (const WadiChange   *change,
                       const WadiScenario *scenario,
                       WadiRegion         *region)
{
  /* Map hexes are renumbered: nothing drawn or checked before holds. */
  region->flags |= WADI_REGION_ALL | WADI_REGION_MAP;
}

static gsize
map_state_size (const MapState *state)
{
  gsize size = sizeof (WadiCounter) * state->counters->len
               + sizeof (WadiOverlayPlacement) * state->placements->len
               + sizeof (WadiMapBoard) * state->map->boards->len
               + sizeof (WadiMapMismatch) * state->map->mismatches->len;

  if (state->map->grid != NULL)
    size += (gsize) (wadi_board_bytes_per_hex (state->map->grid) * wadi_board_hex_count (state->map->grid));
  return size;
}

static gsize
map_change_size (const WadiChange *change)
{
  const MapChange *self = (const MapChange *) change;

  return wadi_change_record_size (sizeof (MapChange)) + map_state_size (&self->before) + map_state_size (&self->after);
}

static const WadiChangeClass map_change_class = {
  .name = "map",
  .renumbers_hexes = TRUE,
  .clear = map_change_clear,
  .apply = map_change_apply,
  .revert = map_change_revert,
  .merge = map_change_merge,
  .is_noop = map_change_is_noop,
  .add_region = map_change_add_region,
  .size = map_change_size,
};

WadiChange *
wadi_change_map_new (const WadiScenario     *scenario,
                     GPtrArray              *boards,
                     const WadiMapPlacement *placements,
                     const guint            *from,
                     GError                **error)
{
  g_autoptr (WadiScenario) laid_out = wadi_scenario_copy (scenario);
  MapChange *self;

  if (!wadi_scenario_set_boards (laid_out, boards, placements, from, error))
    return NULL;

  self = g_new0 (MapChange, 1);
  self->parent.target = (WadiChangeTarget) { &map_change_class, 0, 0, 0 };
  map_state_copy (&self->before, scenario);
  map_state_copy (&self->after, laid_out);
  return &self->parent;
}
