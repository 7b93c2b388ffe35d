/* wadi-change-metadata.c: a change of the scenario's texts: the title,
 * author and description, and the scenario card's date and place line,
 * victory conditions and aftermath */
#include "config.h"

#include <string.h>

#include "wadi-change.h"

enum
{
  TEXT_TITLE,
  TEXT_AUTHOR,
  TEXT_DESCRIPTION,
  TEXT_DATE_PLACE,
  TEXT_VICTORY,
  TEXT_AFTERMATH,
  N_TEXTS
};

typedef struct
{
  char *texts[N_TEXTS];
} Metadata;

typedef struct
{
  WadiChange parent;
  Metadata   before;
  Metadata   after;
} MetadataChange;

/* The scenario's fields, in the order of the enum above. */
static void
scenario_fields (WadiScenario *scenario,
                 char       ***fields)
{
  fields[TEXT_TITLE] = &scenario->title;
  fields[TEXT_AUTHOR] = &scenario->author;
  fields[TEXT_DESCRIPTION] = &scenario->description;
  fields[TEXT_DATE_PLACE] = &scenario->date_place;
  fields[TEXT_VICTORY] = &scenario->victory;
  fields[TEXT_AFTERMATH] = &scenario->aftermath;
}

static void
metadata_clear (Metadata *metadata)
{
  for (guint i = 0; i < N_TEXTS; i++)
    g_clear_pointer (&metadata->texts[i], g_free);
}

/* The scenario's texts, with those wanted not NULL in their place. */
static void
metadata_init (Metadata           *metadata,
               const WadiScenario *scenario,
               const char *const  *wanted)
{
  char **fields[N_TEXTS];

  scenario_fields ((WadiScenario *) scenario, fields);
  for (guint i = 0; i < N_TEXTS; i++)
    metadata->texts[i] = g_strdup (wanted != NULL && wanted[i] != NULL ? wanted[i] : *fields[i]);
}

static gboolean
metadata_equal (const Metadata *a,
                const Metadata *b)
{
  for (guint i = 0; i < N_TEXTS; i++)
    if (g_strcmp0 (a->texts[i], b->texts[i]) != 0)
      return FALSE;
  return TRUE;
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
  char **fields[N_TEXTS];

  scenario_fields (scenario, fields);
  for (guint i = 0; i < N_TEXTS; i++)
    {
      /* duplicated first: the text may be the string being replaced */
      char *text = g_strdup (metadata->texts[i]);

      g_free (*fields[i]);
      *fields[i] = text;
    }
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
  ((MetadataChange *) later)->after = (Metadata) { { NULL } };
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
  gsize size = 0;

  for (guint i = 0; i < N_TEXTS; i++)
    size += metadata->texts[i] != NULL ? strlen (metadata->texts[i]) + 1 : 0;
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

static WadiChange *
metadata_change_new (const WadiScenario *scenario,
                     const char *const  *wanted)
{
  MetadataChange *self = g_new0 (MetadataChange, 1);

  self->parent.target = (WadiChangeTarget) { &metadata_change_class, 0, 0, 0 };
  metadata_init (&self->before, scenario, NULL);
  metadata_init (&self->after, scenario, wanted);
  if (metadata_equal (&self->before, &self->after))
    {
      metadata_clear (&self->before);
      metadata_clear (&self->after);
      g_free (self);
      return NULL;
    }
  return &self->parent;
}

WadiChange *
wadi_change_metadata_new (const WadiScenario *scenario,
                          const char         *title,
                          const char         *author,
                          const char         *description)
{
  const char *wanted[N_TEXTS] = { title, author, description, NULL, NULL, NULL };

  return metadata_change_new (scenario, wanted);
}

WadiChange *
wadi_change_card_texts_new (const WadiScenario *scenario,
                            const char         *date_place,
                            const char         *victory,
                            const char         *aftermath)
{
  const char *wanted[N_TEXTS] = { NULL, NULL, NULL, date_place, victory, aftermath };

  return metadata_change_new (scenario, wanted);
}
