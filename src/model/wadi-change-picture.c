/* wadi-change-picture.c: a board's background picture set, removed,
 * aligned or made more or less opaque
 *
 * The target is the board's index; the change keeps the picture as it was
 * and as it becomes (NULL: none).  Nothing of the rules depends on it: its
 * region is WADI_REGION_PICTURE, which only the drawing reads.
 */
#include "config.h"

#include <string.h>

#include "wadi-change.h"

typedef struct
{
  WadiChange   parent;
  WadiPicture *before;
  WadiPicture *after;
} PictureChange;

static void
picture_change_clear (WadiChange *change)
{
  PictureChange *self = (PictureChange *) change;

  g_clear_pointer (&self->before, wadi_picture_free);
  g_clear_pointer (&self->after, wadi_picture_free);
}

static void
picture_change_apply (const WadiChange *change,
                      WadiScenario     *scenario)
{
  const PictureChange *self = (const PictureChange *) change;

  wadi_scenario_set_picture (scenario, (guint) self->parent.target.a, self->after);
}

static void
picture_change_revert (const WadiChange *change,
                       WadiScenario     *scenario)
{
  const PictureChange *self = (const PictureChange *) change;

  wadi_scenario_set_picture (scenario, (guint) self->parent.target.a, self->before);
}

static void
picture_change_merge (WadiChange *change,
                      WadiChange *later)
{
  PictureChange *self = (PictureChange *) change;
  PictureChange *other = (PictureChange *) later;

  g_clear_pointer (&self->after, wadi_picture_free);
  self->after = g_steal_pointer (&other->after);
}

static gboolean
picture_change_is_noop (const WadiChange *change)
{
  const PictureChange *self = (const PictureChange *) change;

  return wadi_picture_equal (self->before, self->after);
}

static void
picture_change_add_region (const WadiChange   *change,
                           const WadiScenario *scenario,
                           WadiRegion         *region)
{
  region->flags |= WADI_REGION_PICTURE;
}

static gsize
picture_size (const WadiPicture *picture)
{
  return picture != NULL ? wadi_change_record_size (sizeof (WadiPicture) + strlen (picture->path) + 1) : 0;
}

static gsize
picture_change_size (const WadiChange *change)
{
  const PictureChange *self = (const PictureChange *) change;

  return wadi_change_record_size (sizeof (PictureChange)) + picture_size (self->before) + picture_size (self->after);
}

static const WadiChangeClass picture_change_class = {
  .name = "picture",
  .clear = picture_change_clear,
  .apply = picture_change_apply,
  .revert = picture_change_revert,
  .merge = picture_change_merge,
  .is_noop = picture_change_is_noop,
  .add_region = picture_change_add_region,
  .size = picture_change_size,
};

WadiChange *
wadi_change_picture_new (const WadiScenario *scenario,
                         guint               board,
                         const WadiPicture  *picture)
{
  const WadiPicture *current = wadi_map_get_board (scenario->map, board)->picture;
  PictureChange     *self;

  if (wadi_picture_equal (current, picture))
    return NULL;

  self = g_new0 (PictureChange, 1);
  self->parent.target = (WadiChangeTarget) { &picture_change_class, (int) board, 0, 0 };
  self->before = wadi_picture_copy (current);
  self->after = wadi_picture_copy (picture);
  return &self->parent;
}
