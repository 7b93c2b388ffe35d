/* wadi-region.c: what one change of a scenario touched */
#include "config.h"

#include "wadi-region.h"

/* Regions keep a set beside their lists once the lists grow, so that a
 * whole-board undo does not cost a quadratic scan. */
#define REGION_SET_THRESHOLD 16

typedef struct
{
  WadiRegion public;
  GHashTable *hex_set;     /* packed WadiRegionHex (guint64 *) */
  GHashTable *counter_set; /* GUINT_TO_POINTER (id) */
} WadiRegionReal;

G_DEFINE_BOXED_TYPE (WadiRegion, wadi_region, wadi_region_copy, wadi_region_free)

WadiRegion *
wadi_region_new (void)
{
  WadiRegionReal *real = g_new0 (WadiRegionReal, 1);

  real->public.hexes = g_array_new (FALSE, FALSE, sizeof (WadiRegionHex));
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
region_hex_pack (guint   board,
                 WadiHex hex)
{
  return ((guint64) board << 40)
         ^ ((guint64) (guint32) hex.col << 20)
         ^ (guint64) (guint32) hex.row;
}

static gboolean
region_hex_equal (const WadiRegionHex *entry,
                  guint                board,
                  WadiHex              hex)
{
  return entry->board == board && wadi_hex_equal (entry->hex, hex);
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

/* The packing above may collide for huge coordinates, so the set maps a
 * packed key to the list of indices that share it. */
static gboolean
region_hex_set_contains (WadiRegionReal *real,
                         guint           board,
                         WadiHex         hex)
{
  guint64 key = region_hex_pack (board, hex);
  GArray *indices = g_hash_table_lookup (real->hex_set, &key);

  if (indices == NULL)
    return FALSE;

  for (guint i = 0; i < indices->len; i++)
    {
      guint                index = g_array_index (indices, guint, i);
      const WadiRegionHex *entry = &g_array_index (real->public.hexes, WadiRegionHex, index);

      if (region_hex_equal (entry, board, hex))
        return TRUE;
    }

  return FALSE;
}

static void
region_hex_set_insert (WadiRegionReal *real,
                       guint           index)
{
  const WadiRegionHex *entry = &g_array_index (real->public.hexes, WadiRegionHex, index);
  guint64              key = region_hex_pack (entry->board, entry->hex);
  GArray              *indices = g_hash_table_lookup (real->hex_set, &key);

  if (indices == NULL)
    {
      indices = g_array_new (FALSE, FALSE, sizeof (guint));
      g_hash_table_insert (real->hex_set, g_memdup2 (&key, sizeof key), indices);
    }
  g_array_append_val (indices, index);
}

/* Builds the set beside a list that has grown past the threshold. */
static void
region_index_hexes (WadiRegionReal *real)
{
  real->hex_set = g_hash_table_new_full (region_hex_key_hash, g_int64_equal, g_free,
                                         (GDestroyNotify) g_array_unref);
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
                     guint             board,
                     WadiHex           hex)
{
  WadiRegionReal *real = (WadiRegionReal *) region;

  g_return_val_if_fail (region != NULL, FALSE);

  if (real->hex_set != NULL)
    return region_hex_set_contains (real, board, hex);

  for (guint i = 0; i < region->hexes->len; i++)
    if (region_hex_equal (&g_array_index (region->hexes, WadiRegionHex, i), board, hex))
      return TRUE;

  return FALSE;
}

void
wadi_region_add_hex (WadiRegion *region,
                     guint       board,
                     WadiHex     hex)
{
  WadiRegionReal *real = (WadiRegionReal *) region;
  WadiRegionHex   entry = { board, hex };

  g_return_if_fail (region != NULL);

  region->flags |= WADI_REGION_HEXES;

  if (wadi_region_has_hex (region, board, hex))
    return;

  g_array_append_val (region->hexes, entry);

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
      const WadiRegionHex *entry = &g_array_index (other->hexes, WadiRegionHex, i);

      wadi_region_add_hex (region, entry->board, entry->hex);
    }

  for (guint i = 0; i < other->counters->len; i++)
    wadi_region_add_counter (region, g_array_index (other->counters, guint, i));

  region->flags |= other->flags;
}
