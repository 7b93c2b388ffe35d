/* test-export-palette.c: a PNG's palette learnt a band at a time */
#include "config.h"

#include "wadi-export-private.h"

#define WIDTH 64
#define ROWS 24

#define OPAQUE(rgb) (0xff000000u | (rgb))

/* A band of 3 x 3 blocks, each of colour (index) */
static guint32 *
make_band (guint32 (*colour) (int index))
{
  guint32 *band = g_new (guint32, WIDTH * ROWS);

  for (int y = 0; y < ROWS; y++)
    for (int x = 0; x < WIDTH; x++)
      band[y * WIDTH + x] = colour ((y / 3) * (WIDTH / 3) + MIN (x / 3, WIDTH / 3 - 1));
  return band;
}

static guint32
two_fills (int index)
{
  return index % 2 == 0 ? OPAQUE (0x102030) : OPAQUE (0xa0b0c0);
}

static guint32
many_fills (int index)
{
  return OPAQUE ((guint32) index * 0x010203u);
}

/* Solid colours get entries of their own, exactly; a shade on an edge
 * takes the nearest entry when it is close. */
static void
test_fills_and_shades (void)
{
  WadiPngPalette     *palette = wadi_png_palette_new ();
  g_autofree guint32 *band = make_band (two_fills);
  guint8              entries[WIDTH], rgb[3 * 256], alpha[256];
  guint               n;

  /* a lone shade 4 levels from the first fill, another far from both */
  band[5 * WIDTH + 1] = OPAQUE (0x142434);
  band[7 * WIDTH + 4] = OPAQUE (0x586878);
  g_assert_true (wadi_png_palette_learn (palette, band, WIDTH, ROWS));
  n = wadi_png_palette_get (palette, rgb, alpha);
  /* the two fills and the far shade, which had room */
  g_assert_cmpuint (n, ==, 3);
  g_assert_cmpmem (rgb, 6, ((guint8[]) { 0x10, 0x20, 0x30, 0xa0, 0xb0, 0xc0 }), 6);
  g_assert_cmpint (alpha[0], ==, 0xff);

  wadi_png_palette_map (palette, band + 5 * WIDTH, entries, WIDTH);
  g_assert_cmpint (entries[0], ==, 1); /* the second fill's block */
  g_assert_cmpint (entries[1], ==, 0); /* the close shade, as the first fill */
  wadi_png_palette_map (palette, band + 7 * WIDTH, entries, WIDTH);
  g_assert_cmpint (entries[4], ==, 2);
  wadi_png_palette_free (palette);
}

/* A translucent colour is unpremultiplied in the palette. */
static void
test_translucent (void)
{
  WadiPngPalette     *palette = wadi_png_palette_new ();
  g_autofree guint32 *band = g_new (guint32, WIDTH * ROWS);
  guint8              rgb[3 * 256], alpha[256];

  for (int i = 0; i < WIDTH * ROWS; i++)
    band[i] = 0x80400000u; /* red 0x80 at half alpha */
  g_assert_true (wadi_png_palette_learn (palette, band, WIDTH, ROWS));
  g_assert_cmpuint (wadi_png_palette_get (palette, rgb, alpha), ==, 1);
  g_assert_cmpint (alpha[0], ==, 0x80);
  g_assert_cmpint (rgb[0], ==, 0x80);
  g_assert_cmpint (rgb[1], ==, 0);
  wadi_png_palette_free (palette);
}

/* More solid colours than 256, over two bands: the first fits, the
 * second gives up. */
static void
test_too_many (void)
{
  WadiPngPalette     *palette = wadi_png_palette_new ();
  g_autofree guint32 *band = make_band (many_fills);
  guint8              rgb[3 * 256], alpha[256];

  /* 8 rows of 21 blocks: 168 colours */
  g_assert_true (wadi_png_palette_learn (palette, band, WIDTH, ROWS));
  g_assert_cmpuint (wadi_png_palette_get (palette, rgb, alpha), ==, 168);
  for (int i = 0; i < WIDTH * ROWS; i++)
    band[i] += 0x00400000u;
  g_assert_false (wadi_png_palette_learn (palette, band, WIDTH, ROWS));
  wadi_png_palette_free (palette);
}

/* A band of a colour a pixel (a photograph) gives up without holding
 * them all: here 90,000 shades, each close enough to the one fill to
 * take its entry, but more than the palette looks at in a band. */
static void
test_photograph (void)
{
  WadiPngPalette     *palette = wadi_png_palette_new ();
  int                 side = 300;
  g_autofree guint32 *band = g_new (guint32, side * side);

  for (int i = 0; i < side * side; i++)
    {
      guint alpha = 255 - i % 13, rest = (guint) i / 13;
      guint red = 116 + rest % 25, green = 116 + rest / 25 % 25, blue = 116 + rest / 625 % 25;

      band[i] = alpha << 24 | red << 16 | green << 8 | blue;
    }
  /* the fill, solid at (1, 1) */
  for (int y = 0; y < 3; y++)
    for (int x = 0; x < 3; x++)
      band[y * side + x] = 0xff808080u;
  g_assert_false (wadi_png_palette_learn (palette, band, side, side));
  wadi_png_palette_free (palette);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/export-palette/fills-and-shades", test_fills_and_shades);
  g_test_add_func ("/export-palette/translucent", test_translucent);
  g_test_add_func ("/export-palette/too-many", test_too_many);
  g_test_add_func ("/export-palette/photograph", test_photograph);
  return g_test_run ();
}
