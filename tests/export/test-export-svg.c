/* test-export-svg.c: the SVG drawn in pieces and spliced into one
 * document (wadi-export-svg.c): valid XML whose ids are unique and whose
 * references all resolve, drawn by rsvg-convert as the same picture
 * whatever the bands, and within a memory budget whatever the map. */
#include "config.h"

#include <libxml/parser.h>
#include <libxml/tree.h>
#include <stdlib.h>
#include <string.h>

#include "wadi-export-private.h"
#include "wadi-test-export.h"

/* Every attribute's references to ids: url(#id) anywhere in a value, and
 * a whole href="#id". */
static void
collect (xmlNodePtr  node,
         GHashTable *ids,
         GPtrArray  *refs,
         guint      *duplicates)
{
  for (; node != NULL; node = node->next)
    {
      if (node->type != XML_ELEMENT_NODE)
        continue;
      for (xmlAttrPtr attr = node->properties; attr != NULL; attr = attr->next)
        {
          g_autofree char *value = (char *) xmlNodeGetContent ((xmlNodePtr) attr);
          const char      *at = value;

          if (value == NULL)
            continue;
          if (strcmp ((const char *) attr->name, "id") == 0 && !g_hash_table_add (ids, g_strdup (value)))
            (*duplicates)++;
          if (strcmp ((const char *) attr->name, "href") == 0 && value[0] == '#')
            g_ptr_array_add (refs, g_strdup (value + 1));
          while ((at = strstr (at, "url(#")) != NULL)
            {
              const char *end = strchr (at, ')');

              g_assert_nonnull (end);
              g_ptr_array_add (refs, g_strndup (at + 5, (gsize) (end - at - 5)));
              at = end;
            }
        }
      collect (node->children, ids, refs, duplicates);
    }
}

/* The SVG at path parses, its ids are unique and every reference finds
 * its id (there are some, when with_references); returns how many ids. */
static guint
check_ids (const char *path,
           gboolean    with_references)
{
  g_autoptr(GHashTable) ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GPtrArray) refs = g_ptr_array_new_with_free_func (g_free);
  /* without XML_PARSE_HUGE: as xmllint and rsvg-convert read it */
  xmlDocPtr doc = xmlReadFile (path, NULL, XML_PARSE_NONET);
  guint     duplicates = 0;

  g_assert_nonnull (doc);
  g_assert_cmpstr ((const char *) xmlDocGetRootElement (doc)->name, ==, "svg");
  collect (xmlDocGetRootElement (doc), ids, refs, &duplicates);
  xmlFreeDoc (doc);
  g_assert_cmpuint (duplicates, ==, 0);
  for (guint i = 0; i < refs->len; i++)
    if (!g_hash_table_contains (ids, refs->pdata[i]))
      g_error ("%s: a reference to #%s, which is not there", path, (const char *) refs->pdata[i]);
  if (with_references)
    g_assert_cmpuint (refs->len, >, 0);
  return g_hash_table_size (ids);
}

static cairo_surface_t *
render (WadiTestExport *fixture,
        const char     *svg,
        const char     *name)
{
  g_autofree char *png = g_build_filename (fixture->dir, name, NULL);
  g_autofree char *out = NULL;
  cairo_surface_t *image;

  /* at 72 pixels an inch, a pixel a point */
  out = wadi_test_export_run ((const char *const[]) { "rsvg-convert", "--dpi-x", "72", "--dpi-y", "72", "-b", "white",
                                                      "-o", png, svg, NULL });
  image = cairo_image_surface_create_from_png (png);
  g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
  return image;
}

/* How far two pictures of one size are apart: the largest difference of
 * a channel, and how many pixels differ by more than tolerance. */
static int
compare (cairo_surface_t *a,
         cairo_surface_t *b,
         int              tolerance,
         guint           *beyond)
{
  int width = cairo_image_surface_get_width (a), height = cairo_image_surface_get_height (a);
  int most = 0;

  g_assert_cmpint (cairo_image_surface_get_width (b), ==, width);
  g_assert_cmpint (cairo_image_surface_get_height (b), ==, height);
  *beyond = 0;
  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      {
        guint32 p = wadi_test_export_pixel (a, x, y), q = wadi_test_export_pixel (b, x, y);
        int     worst = 0;

        for (int shift = 0; shift <= 16; shift += 8)
          worst = MAX (worst, abs ((int) (p >> shift & 0xff) - (int) (q >> shift & 0xff)));
        most = MAX (most, worst);
        *beyond += worst > tolerance;
      }
  return most;
}

static void
export_svg (WadiTestExport          *fixture,
            const WadiExportOptions *options,
            const char              *path,
            guint                    band_hexes)
{
  g_autoptr(GError) error = NULL;

  _wadi_export_svg_set_whole (FALSE, band_hexes);
  g_assert_true (wadi_export_write (fixture->scenario, options, path, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  _wadi_export_svg_set_whole (FALSE, 0);
}

/* The worked examples' map (depressions, roads, hexside features, levels,
 * counters) with its diagnostics and legend, in bands of two rows and in
 * one band: both valid, and rsvg-convert draws them the same, to a level
 * of a channel here and there where antialiased edges meet. */
static void
test_bands (WadiTestExport *fixture,
            gconstpointer   data)
{
  const double     zooms[] = { 12.0, 24.0, 40.0 };
  const WadiBoard *grid = wadi_scenario_grid (fixture->scenario);

  g_assert_cmpint (grid->rows, >=, 8);
  for (guint z = 0; z < G_N_ELEMENTS (zooms); z++)
    {
      g_autofree char  *bands = g_build_filename (fixture->dir, "bands.svg", NULL);
      g_autofree char  *one = g_build_filename (fixture->dir, "one.svg", NULL);
      WadiExportOptions options;
      cairo_surface_t  *a, *b;
      guint             beyond, ids;
      int               most;

      wadi_export_options_init (&options);
      options.format = WADI_EXPORT_SVG;
      options.pixels_per_hex = zooms[z];
      options.diagnostics = TRUE;
      options.legend = TRUE;
      export_svg (fixture, &options, bands, (guint) grid->cols * 2);
      export_svg (fixture, &options, one, G_MAXINT);
      ids = check_ids (bands, TRUE);
      check_ids (one, TRUE);
      a = render (fixture, bands, "bands.png");
      b = render (fixture, one, "one.png");
      most = compare (a, b, 2, &beyond);

      g_test_message ("%g px a hex: %u ids; the largest difference %d, %u pixels of %d beyond 2", zooms[z], ids, most,
                      beyond, cairo_image_surface_get_width (a) * cairo_image_surface_get_height (a));
      /* nothing painted twice, no hairline where bands meet */
      g_assert_cmpint (most, <=, 8);
      g_assert_cmpuint (beyond, <=, (guint) (cairo_image_surface_get_width (a) * cairo_image_surface_get_height (a) / 10000));
      cairo_surface_destroy (a);
      cairo_surface_destroy (b);

      /* a board alone: its pieces clipped to its hexes, still valid */
      options.board = 0;
      export_svg (fixture, &options, bands, (guint) grid->cols * 2);
      check_ids (bands, TRUE);
    }
}

/* The spliced SVG drawn by rsvg-convert is the PNG export's picture,
 * where cairo draws the same operations into pixels, but for some
 * antialiased edges: at least as close to it as the SVG drawn onto one
 * cairo surface (whose fills cairo 1.16 antialiases). */
static void
test_like_png (WadiTestExport *fixture,
               gconstpointer   data)
{
  g_autofree char *svg = g_build_filename (fixture->dir, "map.svg", NULL);
  g_autofree char *whole = g_build_filename (fixture->dir, "whole.svg", NULL);
  g_autofree char *png = g_build_filename (fixture->dir, "map.png", NULL);
  g_autoptr(GError) error = NULL;
  WadiExportOptions options;
  cairo_surface_t  *a, *b, *c, *flat;
  cairo_t          *cr;
  guint             beyond, whole_beyond, pixels;
  int               most, whole_most;

  wadi_export_options_init (&options);
  options.format = WADI_EXPORT_SVG;
  options.pixels_per_hex = 16.0;
  export_svg (fixture, &options, svg, (guint) wadi_scenario_grid (fixture->scenario)->cols * 2);
  _wadi_export_svg_set_whole (TRUE, 0);
  g_assert_true (wadi_export_write (fixture->scenario, &options, whole, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  _wadi_export_svg_set_whole (FALSE, 0);
  options.format = WADI_EXPORT_PNG;
  g_assert_true (wadi_export_write (fixture->scenario, &options, png, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  a = render (fixture, svg, "svg.png");
  c = render (fixture, whole, "whole.png");
  b = cairo_image_surface_create_from_png (png);
  /* the PNG on white, as rsvg-convert's */
  flat = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, cairo_image_surface_get_width (b),
                                     cairo_image_surface_get_height (b));
  cr = cairo_create (flat);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  cairo_set_source_surface (cr, b, 0, 0);
  cairo_paint (cr);
  cairo_destroy (cr);
  pixels = (guint) (cairo_image_surface_get_width (a) * cairo_image_surface_get_height (a));
  most = compare (a, flat, 8, &beyond);
  whole_most = compare (c, flat, 8, &whole_beyond);
  g_test_message ("from the PNG: spliced, the largest difference %d, %u pixels of %u beyond 8; on one surface, %d "
                  "and %u",
                  most, beyond, pixels, whole_most, whole_beyond);
  g_assert_cmpuint (beyond, <=, whole_beyond);
  g_assert_cmpuint (beyond, <=, pixels / 50);
  cairo_surface_destroy (a);
  cairo_surface_destroy (b);
  cairo_surface_destroy (c);
  cairo_surface_destroy (flat);
}

/* A MEMORY_SIDE x MEMORY_SIDE map of random terrain and levels, a cliff
 * on one hexside in eight. */
#define MEMORY_SIDE 600
/* What the SVG may take beyond the scenario (drawn onto one cairo
 * surface, a million hexes took 231 MB for a file of 148 MB) */
#define MEMORY_BUDGET_KB (16 * 1024)

/* The SVG of a big map takes a bounded amount of memory beyond the
 * scenario (wadi_test_export_memory_grown ()). */
static void
test_memory (WadiTestExport *fixture,
             gconstpointer   data)
{
  g_autofree char *path = g_build_filename (fixture->dir, "big.svg", NULL);
  glong            grown;

#ifdef __SANITIZE_ADDRESS__
  /* AddressSanitizer keeps freed memory in quarantine and adds its shadow:
   * the resident size says nothing of what the export holds */
  g_test_skip ("the resident size is AddressSanitizer's under it");
  return;
#endif
  grown = wadi_test_export_memory_grown (WADI_EXPORT_SVG, MEMORY_SIDE, path);
  g_test_message ("SVG of %d x %d hexes: %ld KB beyond the scenario", MEMORY_SIDE, MEMORY_SIDE, grown);
  g_assert_cmpint (grown, <, MEMORY_BUDGET_KB);
  check_ids (path, FALSE);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
#define ADD(path, func) g_test_add (path, WadiTestExport, NULL, wadi_test_export_setup, func, wadi_test_export_teardown)
  ADD ("/export-svg/bands", test_bands);
  ADD ("/export-svg/like-png", test_like_png);
  ADD ("/export-svg/memory", test_memory);
#undef ADD
  return g_test_run ();
}
