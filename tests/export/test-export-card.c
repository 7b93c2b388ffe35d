/* test-export-card.c: the scenario card, one page of PDF that holds every
 * text of the card, read back with pdftotext and pdfinfo */
#include "config.h"

#include <math.h>
#include <string.h>

#include "wadi-format.h"
#include "wadi-render-style.h"
#include "wadi-test-export.h"

static void
set_text (char      **field,
          const char *text)
{
  g_free (*field);
  *field = g_strdup (text);
}

/* Every field of the card filled: every text is on the one page. */
static void
test_every_field (WadiTestExport *fixture,
                  gconstpointer   data)
{
  g_autofree char *path = g_build_filename (fixture->dir, "card.pdf", NULL);
  WadiScenario    *scenario = fixture->scenario;
  WadiScenarioSide sides[] = {
    { .name = (char *) "Afrika Korps",
      .nationality = (char *) "German",
      .sets_up_first = TRUE,
      .setup = (char *) "Set up on board 25 in hexes numbered 4 or less." },
    { .name = (char *) "Eighth Army", .nationality = (char *) "British", .moves_first = TRUE },
  };
  const char       *expected[] = { "Set up on board 25 in hexes numbered 4 or less.", "Hill 112 Redux", "Near Tobruk, Libya, 21 November 1941", "armour crossed the wadi",
                                   "Turn Record Track", "Control hex 25D7", "Afrika Korps", "German", "Eighth Army",
                                   "British", "sets up first", "moves first", "EC are Dry", "Kindling is NA", "The screen held until dusk",
                                   "Boards in play: 25" };
  WadiExportOptions options;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *info = NULL;

  set_text (&scenario->title, "Hill 112 Redux");
  set_text (&scenario->date_place, "Near Tobruk, Libya, 21 November 1941");
  set_text (&scenario->description, "The British armour crossed the wadi at dawn.");
  set_text (&scenario->victory, "The British win at game end if they Control hex 25D7.");
  set_text (&scenario->aftermath, "The screen held until dusk.");
  scenario->turns = 7;
  for (guint i = 0; i < G_N_ELEMENTS (sides); i++)
    {
      WadiScenarioSide copy;

      wadi_scenario_side_copy_into (&copy, &sides[i]);
      g_array_append_val (scenario->sides, copy);
    }
  g_ptr_array_add (scenario->special_rules, g_strdup ("EC are Dry, with no wind at start."));
  g_ptr_array_add (scenario->special_rules, g_strdup ("Kindling is NA."));

  wadi_export_options_init (&options);
  g_assert_true (wadi_export_format_from_name ("card", &options.format));
  g_assert_cmpint (options.format, ==, WADI_EXPORT_CARD);
  g_assert_true (wadi_export_write (scenario, &options, path, NULL, NULL, NULL, &error));
  g_assert_no_error (error);

  text = wadi_test_export_run ((const char *const[]) { "pdftotext", "-raw", path, "-", NULL });
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      g_test_message ("looking for %s", expected[i]);
      g_assert_nonnull (strstr (text, expected[i]));
    }
  /* the turn record track: a box for each turn, 1 to 7, whole turns
   * only */
  g_assert_nonnull (strstr (text, "Turn Record Track\n1 2 3 4 5 6 7\n"));
  g_assert_null (strstr (text, "½"));
  info = wadi_test_export_run ((const char *const[]) { "pdfinfo", path, NULL });
  g_assert_nonnull (strstr (info, "Pages:           1\n"));
  g_assert_nonnull (strstr (info, "Page size:       595"));
}

/* A last half turn ("6½ turns", as a card says it): the track has a box
 * more, numbered 7, drawn as half a box (only its upper left half
 * framed: looked at, not tested here), and under it the card says what
 * it means. */
static void
test_half_turn (WadiTestExport *fixture,
                gconstpointer   data)
{
  g_autofree char  *path = g_build_filename (fixture->dir, "card.pdf", NULL);
  WadiExportOptions options;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  fixture->scenario->turns = 6;
  fixture->scenario->half_turn = TRUE;
  wadi_export_options_init (&options);
  options.format = WADI_EXPORT_CARD;
  g_assert_true (wadi_export_write (fixture->scenario, &options, path, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  text = wadi_test_export_run ((const char *const[]) { "pdftotext", "-raw", path, "-", NULL });
  g_assert_nonnull (strstr (text, "Turn Record Track\n1 2 3 4 5 6 7\n"
                                  "6½ turns: turn 7 ends after its first player turn.\n"));
}

/* The special rules Wadi checks are on the card, worded and numbered
 * before the designer's, where they are not the rules' default (B20.4: a
 * stream is shallow unless an SSR says otherwise); a Tide of Iron card
 * says whether its wadis are wadis. */
static void
test_checked_rules (WadiTestExport *fixture,
                    gconstpointer   data)
{
  g_autofree char  *path = g_build_filename (fixture->dir, "card.pdf", NULL);
  WadiScenario     *scenario = fixture->scenario;
  WadiExportOptions options;
  g_autofree char  *plain = NULL;
  g_autofree char  *deep = NULL;
  g_autofree char  *toi = NULL;

  wadi_export_options_init (&options);
  options.format = WADI_EXPORT_CARD;
  g_ptr_array_add (scenario->special_rules, g_strdup ("Kindling is NA."));
  g_assert_true (wadi_export_write (scenario, &options, path, NULL, NULL, NULL, NULL));
  plain = wadi_test_export_run ((const char *const[]) { "pdftotext", "-raw", path, "-", NULL });
  g_assert_nonnull (strstr (plain, "1. Kindling is NA."));
  g_assert_null (strstr (plain, "Streams are"));

  scenario->ssr.stream_depth = WADI_STREAM_DEEP;
  scenario->ssr.snow = TRUE;
  g_assert_true (wadi_export_write (scenario, &options, path, NULL, NULL, NULL, NULL));
  deep = wadi_test_export_run ((const char *const[]) { "pdftotext", "-raw", path, "-", NULL });
  g_assert_nonnull (strstr (deep, "1. Streams are deep (B20.43)."));
  g_assert_nonnull (strstr (deep, "2. Snow: a stream that is not frozen is a frigid Water Obstacle (B20.7)."));
  g_assert_nonnull (strstr (deep, "3. Kindling is NA."));

  /* SSRs of another ruleset are not this one's */
  scenario->ruleset = WADI_RULESET_TOI;
  g_assert_true (wadi_export_write (scenario, &options, path, NULL, NULL, NULL, NULL));
  toi = wadi_test_export_run ((const char *const[]) { "pdftotext", "-raw", path, "-", NULL });
  g_assert_null (strstr (toi, "Streams are"));
  g_assert_nonnull (strstr (toi, "1. The Days of the Fox wadi rules are in effect."));
  g_assert_nonnull (strstr (toi, "2. Kindling is NA."));
}

/* Forty rules do not push it onto a second page: it shrinks. */
static void
test_one_page (WadiTestExport *fixture,
               gconstpointer   data)
{
  g_autofree char  *path = g_build_filename (fixture->dir, "long.pdf", NULL);
  WadiExportOptions options;
  g_autoptr(GError) error = NULL;
  g_autofree char *info = NULL;
  g_autofree char *text = NULL;

  for (guint i = 0; i < 40; i++)
    g_ptr_array_add (fixture->scenario->special_rules,
                     g_strdup_printf ("Rule %u: a long special rule that runs over a line or two of the card, "
                                      "as the rules of a real scenario do.",
                                      i + 1));
  wadi_export_options_init (&options);
  options.format = WADI_EXPORT_CARD;
  options.paper = WADI_PAPER_LETTER;
  g_assert_true (wadi_export_write (fixture->scenario, &options, path, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  info = wadi_test_export_run ((const char *const[]) { "pdfinfo", path, NULL });
  g_assert_nonnull (strstr (info, "Pages:           1\n"));
  g_assert_nonnull (strstr (info, "Page size:       612 x 792"));
  text = wadi_test_export_run ((const char *const[]) { "pdftotext", "-raw", path, "-", NULL });
  g_assert_nonnull (strstr (text, "Rule 40"));
}

/* The lowest edge of any word on page 1 of the PDF at path (pdftotext
 * -bbox), points from the page's top. */
static double
lowest_word (const char *path)
{
  g_autofree char *boxes = wadi_test_export_run ((const char *const[]) { "pdftotext", "-bbox", path, "-", NULL });
  g_autoptr(GRegex) word = g_regex_new ("<word [^>]*yMax=\"([0-9.]+)\"", 0, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;
  double lowest = 0.0;

  for (g_regex_match (word, boxes, 0, &match); g_match_info_matches (match); g_match_info_next (match, NULL))
    {
      g_autofree char *y = g_match_info_fetch (match, 1);

      lowest = MAX (lowest, g_ascii_strtod (y, NULL));
    }
  return lowest;
}

/* The margin round the card's page, points, as wadi-export-card.c
 * leaves. */
#define CARD_MARGIN 42.0

/* A card too long for its page shrinks to the largest size that fits,
 * its text as large as the page allows.  Sixteen rules of 4 to 22
 * clauses (of lengths that wrap at different sizes, as a real card's
 * do: rules all of one length wrap together, the card's height jumping
 * by a line a rule at one size) on A4: shrunk by tenths (1, 0.9, 0.81
 * …) the card was drawn at 0.53, its lowest word 18.4 % of the text's
 * height (the page less its margins) above the bottom margin; at the
 * largest scale that fits, 0.59, the lowest word ends within 2 % of it
 * (1.1 %), less than a line of its rules' text. */
static void
test_fills_page (WadiTestExport *fixture,
                 gconstpointer   data)
{
  g_autofree char *path = g_build_filename (fixture->dir, "full.pdf", NULL);
  g_autofree char *info = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  WadiExportOptions options;
  double            width, height, lowest, blank;

  for (guint i = 0; i < 16; i++)
    {
      GString *rule = g_string_new (NULL);

      g_string_printf (rule, "Rule %u:", i + 1);
      for (guint w = 0; w < 4 + i * 7 % 19; w++)
        g_string_append (rule, " units may not cross the stream");
      g_ptr_array_add (fixture->scenario->special_rules, g_string_free (rule, FALSE));
    }
  wadi_export_options_init (&options);
  options.format = WADI_EXPORT_CARD;
  options.paper = WADI_PAPER_A4;
  wadi_export_paper_size (WADI_PAPER_A4, &width, &height);
  g_assert_true (wadi_export_write (fixture->scenario, &options, path, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  info = wadi_test_export_run ((const char *const[]) { "pdfinfo", path, NULL });
  g_assert_nonnull (strstr (info, "Pages:           1\n"));
  text = wadi_test_export_run ((const char *const[]) { "pdftotext", "-raw", path, "-", NULL });
  g_assert_nonnull (strstr (text, "Rule 16:"));

  lowest = lowest_word (path);
  blank = (height - CARD_MARGIN - lowest) / (height - 2 * CARD_MARGIN);
  g_test_message ("the lowest word ends at %.1f points of %.1f: %.1f %% of the text's height left blank", lowest,
                  height, blank * 100.0);
  g_assert_cmpfloat (lowest, <=, height - CARD_MARGIN);
  g_assert_cmpfloat (blank, <, 0.02);
}

/* The card is for print: the map lies on the white page, with none of the
 * canvas's grey table showing, neither where the boards leave a corner
 * of their box empty nor beyond the outline through the ASL boards' edge
 * half hexes.  The page is drawn by pdftoppm and its pixels counted. */
static void
test_no_table (WadiTestExport *fixture,
               gconstpointer   data)
{
  g_autofree char  *path = g_build_filename (fixture->dir, "card.pdf", NULL);
  g_autofree char  *stem = g_build_filename (fixture->dir, "card", NULL);
  g_autofree char  *png = g_build_filename (fixture->dir, "card.png", NULL);
  g_autofree char  *out = NULL;
  WadiRgb           table = wadi_style_table ();
  WadiExportOptions options;
  g_autoptr(GError) error = NULL;
  cairo_surface_t *page;
  guint            grey = 0;

  wadi_export_options_init (&options);
  options.format = WADI_EXPORT_CARD;
  g_assert_true (wadi_export_write (fixture->scenario, &options, path, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  out = wadi_test_export_run ((const char *const[]) { "pdftoppm", "-png", "-r", "100", "-singlefile", path, stem, NULL });
  page = cairo_image_surface_create_from_png (png);
  g_assert_cmpint (cairo_surface_status (page), ==, CAIRO_STATUS_SUCCESS);
  for (int y = 0; y < cairo_image_surface_get_height (page); y++)
    {
      const guint32 *row = (const guint32 *) (gconstpointer) (cairo_image_surface_get_data (page)
                                                              + (gsize) y * (gsize) cairo_image_surface_get_stride (page));

      for (int x = 0; x < cairo_image_surface_get_width (page); x++)
        if (ABS ((int) ((row[x] >> 16) & 0xff) - (int) (table.red * 255.0 + 0.5)) <= 2
            && ABS ((int) ((row[x] >> 8) & 0xff) - (int) (table.green * 255.0 + 0.5)) <= 2
            && ABS ((int) (row[x] & 0xff) - (int) (table.blue * 255.0 + 0.5)) <= 2)
          grey++;
    }
  cairo_surface_destroy (page);
  g_test_message ("%u pixels of the table's grey", grey);
  g_assert_cmpuint (grey, <, 20);
}

/* The page's box in a preview: the columns and rows that are not clear. */
static void
preview_page (const WadiScenario *scenario,
              WadiExportPaper     paper,
              int                *width,
              int                *height)
{
  cairo_surface_t  *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 300, 300);
  cairo_t          *cr = cairo_create (surface);
  WadiExportOptions options;
  int               x0 = 300, y0 = 300, x1 = -1, y1 = -1;
  guint             dark = 0;

  wadi_export_options_init (&options);
  options.format = WADI_EXPORT_CARD;
  options.paper = paper;
  wadi_export_draw_card_preview (scenario, &options, cr, 300, 300);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  for (int y = 0; y < 300; y++)
    {
      const guint32 *row = (const guint32 *) (gconstpointer) (cairo_image_surface_get_data (surface)
                                                              + (gsize) y * (gsize) cairo_image_surface_get_stride (surface));

      for (int x = 0; x < 300; x++)
        {
          if ((row[x] >> 24) == 0)
            continue;
          x0 = MIN (x0, x);
          y0 = MIN (y0, y);
          x1 = MAX (x1, x);
          y1 = MAX (y1, y);
          dark += (row[x] & 0xff) < 0x40;
        }
    }
  cairo_surface_destroy (surface);
  /* the card's text and map are drawn on it */
  g_assert_cmpuint (dark, >, 100);
  *width = x1 - x0 + 1;
  *height = y1 - y0 + 1;
}

/* Export's preview of the card is its page, A4 or Letter as chosen: a
 * white page of the paper's shape, fitted in the preview, holding the
 * card. */
static void
test_preview (WadiTestExport *fixture,
              gconstpointer   data)
{
  int width, height;

  preview_page (fixture->scenario, WADI_PAPER_A4, &width, &height);
  g_test_message ("A4: %d x %d", width, height);
  g_assert_cmpint (height, >=, 290);
  g_assert_cmpfloat_with_epsilon ((double) width / height, 595.0 / 842.0, 0.01);
  preview_page (fixture->scenario, WADI_PAPER_LETTER, &width, &height);
  g_test_message ("Letter: %d x %d", width, height);
  g_assert_cmpfloat_with_epsilon ((double) width / height, 612.0 / 792.0, 0.01);
}

/* A one-board card's preview, the board of columns x rows turned
 * (degrees) or not. */
static cairo_surface_t *
preview_of_board (const char *turn,
                  int         columns,
                  int         rows)
{
  g_autofree char *text = g_strdup_printf ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                                           "<scenario xmlns=\"" WADI_FORMAT_NAMESPACE "\" version=\"6\" ruleset=\"asl\">\n"
                                           "  <board id=\"7\" columns=\"%d\" rows=\"%d\" orientation=\"flat-top\" "
                                           "stagger=\"odd\" labels=\"asl\" first-row=\"0\" turn=\"%s\" "
                                           "terrain=\"open\" level=\"0\"/>\n"
                                           "</scenario>\n",
                                           columns, rows, turn);
  g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));
  g_autoptr(GError) error = NULL;
  g_autoptr(WadiScenario) scenario = wadi_format_read_bytes (bytes, "turned.wadi", &error);
  cairo_surface_t  *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 600, 600);
  cairo_t          *cr = cairo_create (surface);
  WadiExportOptions options;

  g_assert_no_error (error);
  wadi_export_options_init (&options);
  options.format = WADI_EXPORT_CARD;
  wadi_export_draw_card_preview (scenario, &options, cr, 600, 600);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static gboolean
is_black (guint32 pixel)
{
  return (pixel >> 24) == 0xff && (pixel & 0xffffff) < 0x202020;
}

static gboolean
is_colour (guint32 pixel,
           WadiRgb colour)
{
  return ABS ((int) ((pixel >> 16) & 0xff) - (int) (colour.red * 255.0 + 0.5)) <= 2
         && ABS ((int) ((pixel >> 8) & 0xff) - (int) (colour.green * 255.0 + 0.5)) <= 2
         && ABS ((int) (pixel & 0xff) - (int) (colour.blue * 255.0 + 0.5)) <= 2;
}

static const guint32 *
row_of (cairo_surface_t *surface,
        int              y)
{
  return (const guint32 *) (gconstpointer) (cairo_image_surface_get_data (surface)
                                            + (gsize) y * (gsize) cairo_image_surface_get_stride (surface));
}

/* Where the mass of the board's number lies in its own box, from -0.5
 * (its top) to 0.5 (its bottom); and where the number is in the map's
 * box, *fx and *fy from 0 (left, top) to 1: the black pixels within the
 * open ground's box, the map's, are the number's. */
static double
number_weight (cairo_surface_t *surface,
               double          *fx,
               double          *fy)
{
  WadiRgb open = wadi_style_terrain_color (WADI_TERRAIN_OPEN);
  int     x0 = G_MAXINT, y0 = G_MAXINT, x1 = -1, y1 = -1;
  int     top = G_MAXINT, bottom = -1;
  double  sum = 0.0, sum_x = 0.0;
  guint   n = 0;

  for (int y = 0; y < 600; y++)
    for (int x = 0; x < 600; x++)
      if (is_colour (row_of (surface, y)[x], open))
        {
          x0 = MIN (x0, x);
          y0 = MIN (y0, y);
          x1 = MAX (x1, x);
          y1 = MAX (y1, y);
        }
  g_assert_cmpint (x1, >, x0);
  for (int y = y0; y <= y1; y++)
    for (int x = x0; x <= x1; x++)
      if (is_black (row_of (surface, y)[x]))
        {
          top = MIN (top, y);
          bottom = MAX (bottom, y);
          sum += y;
          sum_x += x;
          n++;
        }
  g_assert_cmpuint (n, >, 20);
  *fx = (sum_x / n - x0) / (x1 - x0);
  *fy = (sum / n - y0) / (y1 - y0);
  return (sum / n - (top + bottom) / 2.0) / (bottom - top + 1);
}

/* A board laid the other way round has its number printed upside down,
 * as ASL cards print it: the bar of a "7" at its top on a board as it
 * comes, at its bottom on a board turned 180 degrees; either in the
 * board's own top-left corner. */
static void
test_turned_board (WadiTestExport *fixture,
                   gconstpointer   data)
{
  cairo_surface_t *upright = preview_of_board ("0", 33, 11);
  cairo_surface_t *turned = preview_of_board ("180", 33, 11);
  cairo_surface_t *tiny = preview_of_board ("0", 2, 2);
  double           tiny_x, tiny_y;
  double           up_x, up_y, down_x, down_y;
  double           up = number_weight (upright, &up_x, &up_y);
  double           down = number_weight (turned, &down_x, &down_y);

  g_test_message ("the number's mass: %.3f upright, %.3f turned; at %.2f, %.2f and %.2f, %.2f of the map", up, down,
                  up_x, up_y, down_x, down_y);
  g_assert_cmpfloat (up, <, -0.05);
  g_assert_cmpfloat (down, >, 0.02);
  /* in the board's own top-left corner, as a printed board has it (in
   * the middle, it hid the terrain the map shows) */
  g_assert_cmpfloat (up_x, <, 0.1);
  g_assert_cmpfloat (up_y, <, 0.25);
  g_assert_cmpfloat (down_x, >, 0.9);
  g_assert_cmpfloat (down_y, >, 0.75);
  /* a board too small to hold it in its corner has it in its middle */
  number_weight (tiny, &tiny_x, &tiny_y);
  g_test_message ("on a board of 2 x 2 hexes at %.2f, %.2f", tiny_x, tiny_y);
  g_assert_cmpfloat (fabs (tiny_x - 0.5), <, 0.15);
  g_assert_cmpfloat (fabs (tiny_y - 0.5), <, 0.15);
  cairo_surface_destroy (tiny);
  cairo_surface_destroy (upright);
  cairo_surface_destroy (turned);
}

/* Adds n units of side, named and of strength (either may be NULL), to
 * the scenario, in hexes of board 25's row 5 from column A on. */
static void
add_units (WadiScenario *scenario,
           guint         n,
           const char   *side,
           const char   *name,
           const char   *strength,
           WadiUnitClass unit_class)
{
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *hex = g_strdup_printf ("25%c5", 'A' + (int) (scenario->counters->len % 26));
      WadiCounter      unit = { 0 };

      unit.kind = WADI_COUNTER_UNIT;
      unit.unit_class = unit_class;
      unit.side = (char *) side;
      unit.name = (char *) name;
      unit.strength = (char *) strength;
      unit.hex = wadi_fixture_hex (scenario, hex);
      wadi_scenario_add_counter (scenario, &unit);
    }
}

/* The text of the card between one text and the next, or to the end. */
static char *
text_between (const char *text,
              const char *from,
              const char *to)
{
  const char *start = strstr (text, from);
  const char *end;

  g_assert_nonnull (start);
  end = to != NULL ? strstr (start, to) : NULL;
  return end != NULL ? g_strndup (start, (gsize) (end - start)) : g_strdup (start);
}

/* The order of battle: each force's units as their faces (the face's
 * strength or name on it), alike ones once with their count under them
 * as an ASL card prints "x3"; a unit IN a depression or hidden on the map
 * counts as any other; the units no force has under their own side, and
 * those of no side last. A tank's name longer than a screen shows on a
 * counter this size is on the printed face. */
static void
test_order_of_battle (WadiTestExport *fixture,
                      gconstpointer   data)
{
  g_autofree char *path = g_build_filename (fixture->dir, "card.pdf", NULL);
  WadiScenario    *scenario = fixture->scenario;
  WadiScenarioSide sides[] = {
    { .name = (char *) "Afrika Korps", .nationality = (char *) "German" },
    { .name = (char *) "Eighth Army", .nationality = (char *) "British" },
    { .name = (char *) "Partisans", .nationality = (char *) "Partisans" },
  };
  WadiExportOptions options;
  g_autofree char  *text = NULL;
  g_autofree char  *shrunk = NULL;
  g_autofree char  *germans = NULL;
  g_autofree char  *british = NULL;
  g_autofree char  *italians = NULL;
  g_autofree char  *no_side = NULL;
  WadiCounter      *squad;

  for (guint i = 0; i < G_N_ELEMENTS (sides); i++)
    {
      WadiScenarioSide copy;

      wadi_scenario_side_copy_into (&copy, &sides[i]);
      g_array_append_val (scenario->sides, copy);
    }
  add_units (scenario, 3, "German", NULL, "4-6-7", WADI_UNIT_INFANTRY);
  add_units (scenario, 1, "german", "leader", "8-1", WADI_UNIT_INFANTRY);
  add_units (scenario, 2, "British", "Crusader II", NULL, WADI_UNIT_FULLY_TRACKED);
  add_units (scenario, 1, "Eighth Army", NULL, "4-5-8", WADI_UNIT_INFANTRY);
  add_units (scenario, 1, "Italian", NULL, "3-4-7", WADI_UNIT_INFANTRY);
  add_units (scenario, 1, NULL, NULL, "5-4-8", WADI_UNIT_INFANTRY);
  /* one squad IN a depression, another hidden: the same face */
  squad = &g_array_index (scenario->counters, WadiCounter, 0);
  squad->position = WADI_POSITION_IN;
  (squad + 1)->hidden = TRUE;

  wadi_export_options_init (&options);
  options.format = WADI_EXPORT_CARD;
  g_assert_true (wadi_export_write (scenario, &options, path, NULL, NULL, NULL, NULL));
  text = wadi_test_export_run ((const char *const[]) { "pdftotext", "-raw", path, "-", NULL });
  g_test_message ("%s", text);
  germans = text_between (text, "Afrika Korps (German)", "Eighth Army (British)");
  british = text_between (text, "Eighth Army (British)", "Italian");
  italians = text_between (text, "Italian", "Units of no side");
  no_side = text_between (text, "Units of no side", NULL);

  g_assert_nonnull (strstr (germans, "4-6-7"));
  g_assert_nonnull (strstr (germans, "×3"));
  g_assert_nonnull (strstr (germans, "8-1"));
  g_assert_null (strstr (germans, "×4"));
  g_assert_null (strstr (germans, "Crusader"));
  /* counted once: no second face of the squad IN the depression */
  g_assert_true (strstr (germans, "4-6-7") == g_strrstr (germans, "4-6-7"));
  g_assert_nonnull (strstr (british, "Crusader II"));
  g_assert_nonnull (strstr (british, "×2"));
  g_assert_nonnull (strstr (british, "4-5-8"));
  g_assert_null (strstr (british, "4-6-7"));
  g_assert_nonnull (strstr (italians, "3-4-7"));
  g_assert_nonnull (strstr (no_side, "5-4-8"));
  g_assert_null (strstr (no_side, "3-4-7"));
  /* in an order of battle's order, not the counters': the squad added
   * after the tanks comes first, infantry before tracked vehicles */
  g_assert_true (strstr (british, "4-5-8") < strstr (british, "Crusader II"));
  /* a force named as its nationality says it once */
  g_assert_nonnull (strstr (text, "Partisans\n"));
  g_assert_null (strstr (text, "Partisans (Partisans)"));

  /* a card shrunk to fit forty rules still prints the faces' texts */
  for (guint i = 0; i < 40; i++)
    g_ptr_array_add (scenario->special_rules, g_strdup ("Kindling is NA, and no fires may be set by any unit."));
  g_assert_true (wadi_export_write (scenario, &options, path, NULL, NULL, NULL, NULL));
  shrunk = wadi_test_export_run ((const char *const[]) { "pdftotext", "-raw", path, "-", NULL });
  g_assert_nonnull (strstr (shrunk, "40. Kindling"));
  g_assert_nonnull (strstr (shrunk, "Crusader II"));
  g_assert_nonnull (strstr (shrunk, "4-6-7"));
}

/* A card that would not fit its page with faces of the least readable
 * size lets them shrink with the rest: sixty long rules and forty units
 * of faces of their own ran off the page (the faces kept 26 points while
 * the text was at the least scale). */
static void
test_faces_give_way (WadiTestExport *fixture,
                     gconstpointer   data)
{
  g_autofree char  *path = g_build_filename (fixture->dir, "crowded.pdf", NULL);
  WadiScenario     *scenario = fixture->scenario;
  WadiScenarioSide  force = { .name = (char *) "Germans", .nationality = (char *) "German" };
  WadiScenarioSide  copy;
  WadiExportOptions options;
  g_autofree char  *info = NULL;
  double            width, height;

  wadi_scenario_side_copy_into (&copy, &force);
  g_array_append_val (scenario->sides, copy);
  for (guint i = 0; i < 60; i++)
    g_ptr_array_add (scenario->special_rules,
                     g_strdup ("Rule text that goes on and on about the wadi, the crest and the stream, the crest and "
                               "the stream, the wadi and the crest, the stream and the wadi, to the end of a line; "
                               "and on again about the stream and the crest, the wadi and the stream, the crest and "
                               "the wadi, the stream and the crest, past the end of another line."));
  for (guint i = 0; i < 40; i++)
    {
      g_autofree char *strength = g_strdup_printf ("%u-6-7", i);

      add_units (scenario, 1, "German", NULL, strength, WADI_UNIT_INFANTRY);
    }
  wadi_export_options_init (&options);
  options.format = WADI_EXPORT_CARD;
  g_assert_true (wadi_export_write (scenario, &options, path, NULL, NULL, NULL, NULL));
  info = wadi_test_export_run ((const char *const[]) { "pdfinfo", path, NULL });
  g_assert_nonnull (strstr (info, "Pages:           1\n"));
  wadi_export_paper_size (WADI_PAPER_A4, &width, &height);
  g_test_message ("the lowest word ends at %.1f of %.1f points", lowest_word (path), height);
  g_assert_cmpfloat (lowest_word (path), <=, height - CARD_MARGIN + 1.0);
  /* and the last rule is on it (off the page, pdftotext leaves it out) */
  {
    g_autofree char *text = wadi_test_export_run ((const char *const[]) { "pdftotext", "-raw", path, "-", NULL });

    g_assert_nonnull (strstr (text, "60. Rule text"));
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) g_test_add (path, WadiTestExport, NULL, wadi_test_export_setup, func, wadi_test_export_teardown)
  ADD ("/export/card/every-field", test_every_field);
  ADD ("/export/card/half-turn", test_half_turn);
  ADD ("/export/card/one-page", test_one_page);
  ADD ("/export/card/fills-page", test_fills_page);
  ADD ("/export/card/faces-give-way", test_faces_give_way);
  ADD ("/export/card/checked-rules", test_checked_rules);
  ADD ("/export/card/no-table", test_no_table);
  ADD ("/export/card/preview", test_preview);
  ADD ("/export/card/turned-board", test_turned_board);
  ADD ("/export/card/order-of-battle", test_order_of_battle);
#undef ADD

  return g_test_run ();
}
