/* wadi-export-palette.c: the colours of a PNG learnt a band at a time
 *
 * A map is flat fills with a few antialiased edges between them: at 8
 * pixels a hex the 1000 x 1000 benchmark map has 35 fill colours and
 * 5,900 shades of its wadi's banks and cliffs, on 0.2% of its pixels.
 * Written with a palette it is a byte a pixel instead of four, and a
 * quarter of the file (docs/performance.md).
 *
 * The palette is learnt from each band before the band is written, and
 * what it decided holds for the rest of the picture.  A colour is solid
 * when some pixel of it has the same colour on its four sides (a fill,
 * a thick line, the inside of a glyph): a solid colour always has an
 * entry of its own.  Any other colour is a shade on an edge: it takes
 * the nearest entry when that is within NEAR on every channel, an entry
 * of its own while a quarter of the palette is still free (kept for the
 * solid colours of bands to come), else the nearest entry within LIMIT.
 * A band that cannot be written so (a solid colour with no room, a shade
 * far from every entry) ends the palette: the caller writes the picture
 * in true colour.  Colours are cairo's premultiplied ARGB32 words.
 */
#include "config.h"

#include "wadi-export-private.h"

#define MAX_COLOURS 256
#define RESERVE 64
#define NEAR 12
#define LIMIT 40
#define CACHE_SIZE 4096
/* A band of more new colours than this (a photograph laid on the map)
 * ends the palette at once: the benchmark's first bands bring 4,165 and
 * 7,542. */
#define MAX_NEW 65536
/* not a premultiplied pixel: colour without alpha */
#define NO_COLOUR 0x00ffffffu

struct _WadiPngPalette
{
  guint32     colours[MAX_COLOURS];
  guint       n_colours;
  guint       capacity;
  GHashTable *known; /* colour -> its entry + 1, shades included */
  guint32     cache_colour[CACHE_SIZE];
  guint8      cache_entry[CACHE_SIZE];
};

typedef struct
{
  guint32  colour;
  guint    count;
  gboolean solid;
} NewColour;

WadiPngPalette *
wadi_png_palette_new (void)
{
  WadiPngPalette *palette = g_new0 (WadiPngPalette, 1);

  palette->known = g_hash_table_new (NULL, NULL);
  palette->capacity = MAX_COLOURS;
  for (guint i = 0; i < CACHE_SIZE; i++)
    palette->cache_colour[i] = NO_COLOUR;
  return palette;
}

void
wadi_png_palette_free (WadiPngPalette *palette)
{
  g_hash_table_destroy (palette->known);
  g_free (palette);
}

static inline guint
cache_slot (guint32 colour)
{
  return (colour * 2654435761u) >> 20 & (CACHE_SIZE - 1);
}

/* The entry of a colour already learnt, or -1. */
static inline int
lookup (WadiPngPalette *palette,
        guint32         colour)
{
  guint    slot = cache_slot (colour);
  gpointer value;

  if (palette->cache_colour[slot] == colour)
    return palette->cache_entry[slot];
  value = g_hash_table_lookup (palette->known, GUINT_TO_POINTER (colour));
  if (value == NULL)
    return -1;
  palette->cache_colour[slot] = colour;
  palette->cache_entry[slot] = (guint8) (GPOINTER_TO_UINT (value) - 1);
  return palette->cache_entry[slot];
}

static guint
distance (guint32 a,
          guint32 b)
{
  guint most = 0;

  for (int shift = 0; shift < 32; shift += 8)
    most = MAX (most, (guint) ABS ((int) (a >> shift & 0xff) - (int) (b >> shift & 0xff)));
  return most;
}

static guint
nearest (WadiPngPalette *palette,
         guint32         colour,
         guint          *how_far)
{
  guint best = 0;

  *how_far = G_MAXUINT;
  for (guint i = 0; i < palette->n_colours; i++)
    {
      guint d = distance (colour, palette->colours[i]);

      if (d < *how_far)
        {
          *how_far = d;
          best = i;
        }
    }
  return best;
}

static void
learn_colour (WadiPngPalette *palette,
              guint32         colour,
              guint           entry)
{
  g_hash_table_insert (palette->known, GUINT_TO_POINTER (colour), GUINT_TO_POINTER (entry + 1));
}

static gboolean
add_colour (WadiPngPalette *palette,
            guint32         colour)
{
  if (palette->n_colours == palette->capacity)
    return FALSE;
  palette->colours[palette->n_colours] = colour;
  learn_colour (palette, colour, palette->n_colours++);
  return TRUE;
}

/* Solid colours first, then the commonest, then by value (the same
 * picture, the same palette). */
static int
compare_new (gconstpointer a,
             gconstpointer b)
{
  const NewColour *x = a, *y = b;

  if (x->solid != y->solid)
    return x->solid ? -1 : 1;
  if (x->count != y->count)
    return x->count > y->count ? -1 : 1;
  return x->colour < y->colour ? -1 : x->colour > y->colour;
}

static gboolean
place_colour (WadiPngPalette  *palette,
              const NewColour *found)
{
  guint how_far, entry;

  if (found->solid)
    return add_colour (palette, found->colour);
  entry = nearest (palette, found->colour, &how_far);
  if (how_far <= NEAR)
    learn_colour (palette, found->colour, entry);
  else if (palette->n_colours + MIN (RESERVE, palette->capacity / 4) < palette->capacity)
    add_colour (palette, found->colour);
  else if (how_far <= LIMIT)
    learn_colour (palette, found->colour, entry);
  else
    return add_colour (palette, found->colour);
  return TRUE;
}

/* Whether the pixel at (x, y) of the band has its colour on its four
 * sides (beyond the band counts as the same). */
static inline gboolean
is_solid (const guint32 *pixels,
          int            x,
          int            y,
          int            width,
          int            rows)
{
  const guint32 *at = pixels + (gsize) y * width + x;
  guint32        colour = *at;

  return (x == 0 || at[-1] == colour) && (x == width - 1 || at[1] == colour)
         && (y == 0 || at[-width] == colour) && (y == rows - 1 || at[width] == colour);
}

gboolean
wadi_png_palette_learn (WadiPngPalette *palette,
                        const guint32  *pixels,
                        int             width,
                        int             rows)
{
  g_autoptr(GHashTable) band = g_hash_table_new_full (NULL, NULL, NULL, g_free);
  g_autoptr(GArray) found = g_array_new (FALSE, FALSE, sizeof (NewColour));
  GHashTableIter iter;
  gpointer       value;

  for (int y = 0; y < rows; y++)
    {
      const guint32 *row = pixels + (gsize) y * width;
      gboolean       previous_known = FALSE;

      for (int x = 0; x < width; x++)
        {
          NewColour *colour;

          if (previous_known && row[x] == row[x - 1])
            continue;
          previous_known = lookup (palette, row[x]) >= 0;
          if (previous_known)
            continue;
          colour = g_hash_table_lookup (band, GUINT_TO_POINTER (row[x]));
          if (colour == NULL && g_hash_table_size (band) == MAX_NEW)
            return FALSE;
          if (colour == NULL)
            {
              colour = g_new0 (NewColour, 1);
              colour->colour = row[x];
              g_hash_table_insert (band, GUINT_TO_POINTER (row[x]), colour);
            }
          colour->count++;
          colour->solid = colour->solid || is_solid (pixels, x, y, width, rows);
        }
    }

  g_hash_table_iter_init (&iter, band);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    g_array_append_vals (found, value, 1);
  g_array_sort (found, compare_new);
  for (guint i = 0; i < found->len; i++)
    if (!place_colour (palette, &g_array_index (found, NewColour, i)))
      return FALSE;
  return TRUE;
}

void
wadi_png_palette_map (WadiPngPalette *palette,
                      const guint32  *row,
                      guint8         *entries,
                      int             width)
{
  guint32 previous = NO_COLOUR;
  guint8  entry = 0;

  for (int x = 0; x < width; x++)
    {
      if (row[x] != previous)
        {
          int found = lookup (palette, row[x]);

          g_return_if_fail (found >= 0);
          previous = row[x];
          entry = (guint8) found;
        }
      entries[x] = entry;
    }
}

guint
wadi_png_palette_get (WadiPngPalette *palette,
                      guint8         *rgb,
                      guint8         *alpha)
{
  for (guint i = 0; i < palette->n_colours; i++)
    {
      guint32 colour = palette->colours[i];
      guint   a = colour >> 24;

      alpha[i] = (guint8) a;
      for (int c = 0; c < 3; c++)
        {
          guint value = colour >> (16 - 8 * c) & 0xff;

          rgb[3 * i + c] = a == 0 ? 0 : (guint8) MIN (255, (value * 255 + a / 2) / a);
        }
    }
  return palette->n_colours;
}
