/* wadi-region.c: what one change of a scenario touched */
#include "config.h"

#include "wadi-region.h"

/* Regions keep a set beside their lists once the lists grow, so that a
 * whole-board undo does not cost a quadratic scan. */
#define REGION_SET_THRESHOLD 16

typedef struct
{
  WadiRegion public;
  GHashTable *hex_set;     /* packed WadiHex (guint64 *) */
  GHashTable *counter_set; /* GUINT_TO_POINTER (id) */
} WadiRegionReal;

G_DEFINE_BOXED_TYPE (WadiRegion, wadi_region, wadi_region_copy, wadi_region_free)

WadiRegion *
wadi_region_new (void)
{
  WadiRegionReal *real = g_new0 (WadiRegionReal, 1);

  real->public.hexes = g_array_new (FALSE, FALSE, sizeof (WadiHex));
  real->public.counters = g_array_new (FALSE, FALSE, sizeof (guint));

  return &real->public;
}

void
wadi_region_free (WadiRegion *region)
{
  WadiRegionReal *real = (WadiRegionReal *) region;

  if (region == NULL)
    return;

  g_clear_pointer (&real->public.hexes, g_array_unref);
  g_clear_pointer (&real->public.counters, g_array_unref);
  g_clear_pointer (&real->hex_set, g_hash_table_unref);
  g_clear_pointer (&real->counter_set, g_hash_table_unref);
  g_free (real);
}

static guint64
region_hex_pack (WadiHex hex)
{
  return ((guint64) (guint32) hex.col << 32) | (guint64) (guint32) hex.row;
}

/* GLib's g_int64_hash folds the two halves together, and the packed
 * column and row then fill the table's buckets so unevenly that a region
 * of a whole board took seconds to build; a multiplicative mix spreads
 * them. */
static guint
region_hex_key_hash (gconstpointer key)
{
  return (guint) ((*(const guint64 *) key * G_GUINT64_CONSTANT (0x9E3779B97F4A7C15)) >> 32);
}

/* A hex packs into its key without loss, so the set holds the keys. */
static gboolean
region_hex_set_contains (WadiRegionReal *real,
                         WadiHex         hex)
{
  guint64 key = region_hex_pack (hex);

  return g_hash_table_contains (real->hex_set, &key);
}

static void
region_hex_set_insert (WadiRegionReal *real,
                       guint           index)
{
  guint64 key = region_hex_pack (g_array_index (real->public.hexes, WadiHex, index));

  g_hash_table_add (real->hex_set, g_memdup2 (&key, sizeof key));
}

/* Builds the set beside a list that has grown past the threshold. */
static void
region_index_hexes (WadiRegionReal *real)
{
  real->hex_set = g_hash_table_new_full (region_hex_key_hash, g_int64_equal, g_free, NULL);
  for (guint i = 0; i < real->public.hexes->len; i++)
    region_hex_set_insert (real, i);
}

static void
region_index_counters (WadiRegionReal *real)
{
  real->counter_set = g_hash_table_new (NULL, NULL);
  for (guint i = 0; i < real->public.counters->len; i++)
    g_hash_table_add (real->counter_set,
                      GUINT_TO_POINTER (g_array_index (real->public.counters, guint, i)));
}

WadiRegion *
wadi_region_copy (const WadiRegion *region)
{
  const WadiRegionReal *real = (const WadiRegionReal *) region;
  WadiRegionReal       *copy;

  g_return_val_if_fail (region != NULL, NULL);

  copy = g_new0 (WadiRegionReal, 1);
  copy->public.flags = region->flags;
  copy->public.hexes = g_array_copy (region->hexes);
  copy->public.counters = g_array_copy (region->counters);
  if (real->hex_set != NULL)
    region_index_hexes (copy);
  if (real->counter_set != NULL)
    region_index_counters (copy);

  return &copy->public;
}

gboolean
wadi_region_has_hex (const WadiRegion *region,
                     WadiHex           hex)
{
  WadiRegionReal *real = (WadiRegionReal *) region;

  g_return_val_if_fail (region != NULL, FALSE);

  if (real->hex_set != NULL)
    return region_hex_set_contains (real, hex);

  for (guint i = 0; i < region->hexes->len; i++)
    if (wadi_hex_equal (g_array_index (region->hexes, WadiHex, i), hex))
      return TRUE;

  return FALSE;
}

void
wadi_region_add_hex (WadiRegion *region,
                     WadiHex     hex)
{
  WadiRegionReal *real = (WadiRegionReal *) region;

  g_return_if_fail (region != NULL);

  region->flags |= WADI_REGION_HEXES;

  if (wadi_region_has_hex (region, hex))
    return;

  g_array_append_val (region->hexes, hex);

  if (real->hex_set != NULL)
    {
      region_hex_set_insert (real, region->hexes->len - 1);
    }
  else if (region->hexes->len > REGION_SET_THRESHOLD)
    {
      region_index_hexes (real);
    }
}

static gboolean
region_has_counter (const WadiRegion *region,
                    guint             id)
{
  const WadiRegionReal *real = (const WadiRegionReal *) region;

  if (real->counter_set != NULL)
    return g_hash_table_contains (real->counter_set, GUINT_TO_POINTER (id));

  for (guint i = 0; i < region->counters->len; i++)
    if (g_array_index (region->counters, guint, i) == id)
      return TRUE;

  return FALSE;
}

void
wadi_region_add_counter (WadiRegion *region,
                         guint       id)
{
  WadiRegionReal *real = (WadiRegionReal *) region;

  g_return_if_fail (region != NULL);

  region->flags |= WADI_REGION_COUNTERS;

  if (region_has_counter (region, id))
    return;

  g_array_append_val (region->counters, id);

  if (real->counter_set != NULL)
    {
      g_hash_table_add (real->counter_set, GUINT_TO_POINTER (id));
    }
  else if (region->counters->len > REGION_SET_THRESHOLD)
    {
      region_index_counters (real);
    }
}

void
wadi_region_merge (WadiRegion       *region,
                   const WadiRegion *other)
{
  g_return_if_fail (region != NULL);
  g_return_if_fail (other != NULL);

  for (guint i = 0; i < other->hexes->len; i++)
    {
      wadi_region_add_hex (region, g_array_index (other->hexes, WadiHex, i));
    }

  for (guint i = 0; i < other->counters->len; i++)
    wadi_region_add_counter (region, g_array_index (other->counters, guint, i));

  region->flags |= other->flags;
}
