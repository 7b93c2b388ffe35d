/* wadi-change-metadata.c: a change of the title, author and description */
#include "config.h"

#include <string.h>

#include "wadi-change.h"

typedef struct
{
  char *title;
  char *author;
  char *description;
} Metadata;

typedef struct
{
  WadiChange parent;
  Metadata   before;
  Metadata   after;
} MetadataChange;

static void
metadata_clear (Metadata *metadata)
{
  g_clear_pointer (&metadata->title, g_free);
  g_clear_pointer (&metadata->author, g_free);
  g_clear_pointer (&metadata->description, g_free);
}

static void
metadata_set (Metadata   *metadata,
              const char *title,
              const char *author,
              const char *description)
{
  char *new_title = g_strdup (title);
  char *new_author = g_strdup (author);
  char *new_description = g_strdup (description);

  /* Duplicated first: the arguments may be the strings being replaced. */
  metadata_clear (metadata);
  metadata->title = new_title;
  metadata->author = new_author;
  metadata->description = new_description;
}

static gboolean
metadata_equal (const Metadata *a,
                const Metadata *b)
{
  return g_strcmp0 (a->title, b->title) == 0
         && g_strcmp0 (a->author, b->author) == 0
         && g_strcmp0 (a->description, b->description) == 0;
}

static void
metadata_change_clear (WadiChange *change)
{
  MetadataChange *self = (MetadataChange *) change;

  metadata_clear (&self->before);
  metadata_clear (&self->after);
}

static void
metadata_change_put (WadiScenario   *scenario,
                     const Metadata *metadata)
{
  Metadata current = { scenario->title, scenario->author, scenario->description };

  metadata_set (&current, metadata->title, metadata->author, metadata->description);
  scenario->title = current.title;
  scenario->author = current.author;
  scenario->description = current.description;
}

static void
metadata_change_apply (const WadiChange *change,
                       WadiScenario     *scenario)
{
  metadata_change_put (scenario, &((const MetadataChange *) change)->after);
}

static void
metadata_change_revert (const WadiChange *change,
                        WadiScenario     *scenario)
{
  metadata_change_put (scenario, &((const MetadataChange *) change)->before);
}

static void
metadata_change_merge (WadiChange *change,
                       WadiChange *later)
{
  MetadataChange *self = (MetadataChange *) change;

  metadata_clear (&self->after);
  self->after = ((MetadataChange *) later)->after;
  ((MetadataChange *) later)->after = (Metadata) { NULL, NULL, NULL };
}

static gboolean
metadata_change_is_noop (const WadiChange *change)
{
  const MetadataChange *self = (const MetadataChange *) change;

  return metadata_equal (&self->before, &self->after);
}

static void
metadata_change_add_region (const WadiChange   *change,
                            const WadiScenario *scenario,
                            WadiRegion         *region)
{
  region->flags |= WADI_REGION_METADATA;
}

static gsize
metadata_size (const Metadata *metadata)
{
  const char *texts[] = { metadata->title, metadata->author, metadata->description };
  gsize       size = 0;

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    size += texts[i] != NULL ? strlen (texts[i]) + 1 : 0;
  return size;
}

static gsize
metadata_change_size (const WadiChange *change)
{
  const MetadataChange *self = (const MetadataChange *) change;

  return wadi_change_record_size (sizeof (MetadataChange)) + metadata_size (&self->before) + metadata_size (&self->after);
}

static const WadiChangeClass metadata_change_class = {
  .name = "metadata",
  .clear = metadata_change_clear,
  .apply = metadata_change_apply,
  .revert = metadata_change_revert,
  .merge = metadata_change_merge,
  .is_noop = metadata_change_is_noop,
  .add_region = metadata_change_add_region,
  .size = metadata_change_size,
};

WadiChange *
wadi_change_metadata_new (const WadiScenario *scenario,
                          const char         *title,
                          const char         *author,
                          const char         *description)
{
  Metadata        current = { scenario->title, scenario->author, scenario->description };
  Metadata        wanted = { (char *) title, (char *) author, (char *) description };
  MetadataChange *self;

  if (metadata_equal (&current, &wanted))
    return NULL;

  self = g_new0 (MetadataChange, 1);
  self->parent.target = (WadiChangeTarget) { &metadata_change_class, 0, 0, 0 };
  metadata_set (&self->before, scenario->title, scenario->author, scenario->description);
  metadata_set (&self->after, title, author, description);

  return &self->parent;
}
