/* wadi-los-line.c: the line between two hexes, from a per-thread cache
 *
 * Every LOS check traces a line; a line's shape depends only on the
 * displacement, so it is traced once and shifted into place after.  A
 * viewshed's checks, each at a displacement of its own, trace theirs
 * lazily instead (the lazy line, at the end).
 */
#include "config.h"

#include <string.h>

#include "wadi-los-line.h"

/* The line cache.  A line's shape depends only on the displacement: moving
 * both ends by an even number of columns and of rows is a translation in
 * cube space, which maps the line onto itself.  So a line is cached once
 * per layout, start parity and offset displacement, relative to a start
 * hex of that parity near (0, 0), and shifted when used. */

/* Lines longer than this are traced each time (a full board's lines are
 * far shorter); and past this many cached steps the cache starts again. */
#define LINE_CACHE_MAX_LINE_STEPS 8192
#define LINE_CACHE_MAX_STEPS (1u << 20)
#define LINE_CACHE_MAX_DELTA 30000

typedef struct
{
  guint8 kind;  /* WadiLineStepKind */
  guint8 index; /* hexside direction or vertex index */
  gint16 col;   /* the step's hex, hexside owner or vertex owner */
  gint16 row;
} LineCacheStep;

typedef struct
{
  gint64        key;
  guint         n_steps;
  LineCacheStep steps[];
} LineCacheEntry;

typedef struct
{
  GHashTable *lines; /* &entry->key -> LineCacheEntry */
  gsize       n_steps;
} LineCache;

static void
line_cache_free (gpointer data)
{
  LineCache *cache = data;

  g_hash_table_unref (cache->lines);
  g_free (cache);
}

static GPrivate line_cache_key = G_PRIVATE_INIT (line_cache_free);

static LineCache *
line_cache_get (void)
{
  LineCache *cache = g_private_get (&line_cache_key);

  if (cache == NULL)
    {
      cache = g_new0 (LineCache, 1);
      cache->lines = g_hash_table_new_full (g_int64_hash, g_int64_equal, NULL, g_free);
      g_private_set (&line_cache_key, cache);
    }
  return cache;
}

static gint64
line_cache_key_of (WadiGridLayout layout,
                   int            col_parity,
                   int            row_parity,
                   int            dcol,
                   int            drow)
{
  return (gint64) layout.orientation
         | (gint64) layout.stagger << 1
         | (gint64) col_parity << 2
         | (gint64) row_parity << 3
         | (gint64) (dcol + 32768) << 4
         | (gint64) (drow + 32768) << 20;
}

static LineCacheEntry *
line_cache_fill (LineCache     *cache,
                 gint64         key,
                 WadiGridLayout layout,
                 WadiHex        start,
                 WadiHex        end)
{
  g_autoptr(GArray) steps = g_array_new (FALSE, FALSE, sizeof (WadiLineStep));
  LineCacheEntry *entry;

  wadi_hex_line (layout, start, end, steps);
  if (steps->len > LINE_CACHE_MAX_LINE_STEPS)
    return NULL;
  if (cache->n_steps + steps->len > LINE_CACHE_MAX_STEPS)
    {
      g_hash_table_remove_all (cache->lines);
      cache->n_steps = 0;
    }

  entry = g_malloc (sizeof (LineCacheEntry) + steps->len * sizeof (LineCacheStep));
  entry->key = key;
  entry->n_steps = steps->len;
  for (guint i = 0; i < steps->len; i++)
    {
      const WadiLineStep *step = &g_array_index (steps, WadiLineStep, i);
      LineCacheStep      *cached = &entry->steps[i];
      WadiHex             hex = step->hex;

      cached->kind = (guint8) step->kind;
      cached->index = 0;
      switch (step->kind)
        {
        case WADI_LINE_HEX:
          break;
        case WADI_LINE_CROSS_HEXSIDE:
        case WADI_LINE_ALONG_HEXSIDE:
          hex = step->side.hex;
          cached->index = step->side.dir;
          break;
        case WADI_LINE_VERTEX:
          hex = step->vertex.hex;
          cached->index = step->vertex.index;
          break;
        default:
          g_assert_not_reached ();
        }
      cached->col = (gint16) hex.col;
      cached->row = (gint16) hex.row;
    }
  g_hash_table_insert (cache->lines, &entry->key, entry);
  cache->n_steps += entry->n_steps;
  return entry;
}

void
wadi_los_trace_line (WadiGridLayout layout,
                     WadiHex        a,
                     WadiHex        b,
                     GArray        *steps)
{
  int             dcol = b.col - a.col;
  int             drow = b.row - a.row;
  WadiHex         start = { a.col & 1, a.row & 1 };
  int             shift_col = a.col - start.col;
  int             shift_row = a.row - start.row;
  LineCache      *cache;
  LineCacheEntry *entry;
  gint64          key;
  guint           first;

  if (ABS (dcol) > LINE_CACHE_MAX_DELTA || ABS (drow) > LINE_CACHE_MAX_DELTA)
    {
      wadi_hex_line (layout, a, b, steps);
      return;
    }

  cache = line_cache_get ();
  key = line_cache_key_of (layout, start.col, start.row, dcol, drow);
  entry = g_hash_table_lookup (cache->lines, &key);
  if (entry == NULL)
    entry = line_cache_fill (cache, key, layout, start,
                             (WadiHex) { start.col + dcol, start.row + drow });
  if (entry == NULL)
    {
      wadi_hex_line (layout, a, b, steps);
      return;
    }

  first = steps->len;
  g_array_set_size (steps, first + entry->n_steps);
  for (guint i = 0; i < entry->n_steps; i++)
    {
      const LineCacheStep *cached = &entry->steps[i];
      WadiLineStep        *step = &g_array_index (steps, WadiLineStep, first + i);
      WadiHex              hex = { cached->col + shift_col, cached->row + shift_row };

      memset (step, 0, sizeof *step);
      step->kind = (WadiLineStepKind) cached->kind;
      switch (step->kind)
        {
        case WADI_LINE_HEX:
          step->hex = hex;
          break;
        case WADI_LINE_CROSS_HEXSIDE:
        case WADI_LINE_ALONG_HEXSIDE:
          step->side.hex = hex;
          step->side.dir = cached->index;
          break;
        case WADI_LINE_VERTEX:
          step->vertex.hex = hex;
          step->vertex.index = cached->index;
          break;
        default:
          g_assert_not_reached ();
        }
    }
}

void
wadi_los_lazy_line_begin (WadiLosLazyLine *lazy,
                          WadiGridLayout   layout,
                          WadiHex          a,
                          WadiHex          b,
                          GArray          *steps)
{
  lazy->steps = steps;
  lazy->layout = layout;
  lazy->a = a;
  lazy->b = b;
  lazy->begun = FALSE;
  lazy->done = FALSE;
}

void
wadi_los_lazy_line_grow (WadiLosLazyLine *lazy)
{
  guint len, n;

  if (!lazy->begun)
    {
      g_array_set_size (lazy->steps, wadi_hex_line_max_steps (lazy->layout, lazy->a, lazy->b));
      wadi_hex_line_begin (&lazy->walk, lazy->layout, lazy->a, lazy->b, &g_array_index (lazy->steps, WadiLineStep, 0));
      g_array_set_size (lazy->steps, 1);
      lazy->begun = TRUE;
      return;
    }
  len = lazy->steps->len;
  n = wadi_hex_line_next (&lazy->walk, &g_array_index (lazy->steps, WadiLineStep, len));
  /* within the room made at the start (g_array_set_size () there): the
   * length is all there is to move */
  lazy->steps->len = len + n;
  lazy->done = n == 0;
}
