/* test-stamp.c: pieces of the map lifted and put down, without a display */
#include "config.h"

#include <locale.h>
#include <string.h>

#include "wadi-format.h"
#include "wadi-stamp.h"

typedef struct
{
  WadiDocument    *document;
  const WadiBoard *grid;
} Fixture;

static void
fixture_setup (Fixture      *fixture,
               gconstpointer data)
{
  WadiScenario *scenario = wadi_scenario_new (WADI_RULESET_ASL);

  wadi_scenario_add_board (scenario, wadi_board_new_geomorphic ("25"));
  fixture->document = wadi_document_new (scenario);
  fixture->grid = wadi_scenario_grid (wadi_document_get_scenario (fixture->document));
}

static void
fixture_teardown (Fixture      *fixture,
                  gconstpointer data)
{
  g_object_unref (fixture->document);
}

static const WadiScenario *
scenario_of (Fixture *fixture)
{
  return wadi_document_get_scenario (fixture->document);
}

/* A wadi hex with a cliff on its direction-1 hexside and a Crest counter
 * centred on direction 2, beside a woods hex. */
static GArray *
paint_piece (Fixture *fixture,
             WadiHex  origin)
{
  WadiHexCell wadi = { .terrain = WADI_TERRAIN_OPEN, .depression = WADI_DEPRESSION_WADI, .floor = -1 };
  WadiHexCell woods = { .terrain = WADI_TERRAIN_WOODS };
  WadiHex     beside = wadi_hex_neighbor (fixture->grid->layout, origin, 3);
  WadiCounter crest = { .kind = WADI_COUNTER_CREST, .hex = origin, .centre = 2 };
  GArray     *hexes = g_array_new (FALSE, FALSE, sizeof (WadiHex));

  wadi_document_set_cell (fixture->document, origin, &wadi);
  wadi_document_set_cell (fixture->document, beside, &woods);
  wadi_document_set_side (fixture->document, (WadiHexside) { origin, 1 }, WADI_SIDE_CLIFF);
  wadi_document_add_counter (fixture->document, &crest);
  g_array_append_val (hexes, origin);
  g_array_append_val (hexes, beside);
  return hexes;
}

static const WadiCounter *
counter_at (Fixture *fixture,
            WadiHex  hex)
{
  const GArray *counters = scenario_of (fixture)->counters;

  for (guint i = 0; i < counters->len; i++)
    if (wadi_hex_equal (g_array_index (counters, WadiCounter, i).hex, hex))
      return &g_array_index (counters, WadiCounter, i);
  return NULL;
}

/* Copied and put down elsewhere: the same cells, hexsides and counters,
 * in one undo step. */
static void
test_put_elsewhere (Fixture      *fixture,
                    gconstpointer data)
{
  WadiGridLayout layout = fixture->grid->layout;
  WadiHex        origin = { 5, 4 }, anchor = { 12, 6 };
  g_autoptr(GArray) hexes = paint_piece (fixture, origin);
  g_autoptr(WadiStamp) stamp = wadi_stamp_new_from_hexes (scenario_of (fixture), hexes);
  WadiHex beside = wadi_hex_neighbor (layout, anchor, 3);

  g_assert_cmpuint (wadi_stamp_get_n_hexes (stamp), ==, 2);
  g_assert_cmpuint (wadi_stamp_get_n_counters (stamp), ==, 1);
  /* before it is put down, what it would paint where */
  {
    g_autoptr(GArray) ghost = g_array_new (FALSE, FALSE, sizeof (WadiRenderGhostCell));

    wadi_stamp_ghost (stamp, scenario_of (fixture), anchor, ghost);
    g_assert_cmpuint (ghost->len, ==, 2);
    g_assert_true (wadi_hex_equal (g_array_index (ghost, WadiRenderGhostCell, 0).hex, anchor));
    g_assert_cmpuint (g_array_index (ghost, WadiRenderGhostCell, 0).cell.depression, ==, WADI_DEPRESSION_WADI);
    g_assert_true (wadi_hex_equal (g_array_index (ghost, WadiRenderGhostCell, 1).hex, beside));
    g_assert_cmpuint (g_array_index (ghost, WadiRenderGhostCell, 1).cell.terrain, ==, WADI_TERRAIN_WOODS);
  }
  g_assert_cmpuint (wadi_stamp_put (stamp, fixture->document, anchor, "Paste"), ==, 0);
  g_assert_cmpuint (wadi_board_cell (fixture->grid, anchor)->depression, ==, WADI_DEPRESSION_WADI);
  g_assert_cmpuint (wadi_board_cell (fixture->grid, beside)->terrain, ==, WADI_TERRAIN_WOODS);
  g_assert_cmpuint (wadi_board_get_side (fixture->grid, (WadiHexside) { anchor, 1 }), ==, WADI_SIDE_CLIFF);
  g_assert_nonnull (counter_at (fixture, anchor));
  g_assert_cmpuint (counter_at (fixture, anchor)->centre, ==, 2);
  g_assert_cmpuint (scenario_of (fixture)->counters->len, ==, 2);
  g_assert_cmpstr (wadi_document_undo_label (fixture->document), ==, "Paste");
  wadi_document_undo (fixture->document);
  g_assert_null (counter_at (fixture, anchor));
  g_assert_cmpuint (wadi_board_cell (fixture->grid, anchor)->depression, ==, WADI_DEPRESSION_NONE);
}

/* Turned one step: what lay in direction d from the origin lies in d + 1,
 * a hexside feature moves on a direction, and so does a Crest centre. Six
 * steps, or two flips, are where it started. */
static void
test_turn_and_flip (Fixture      *fixture,
                    gconstpointer data)
{
  WadiGridLayout layout = fixture->grid->layout;
  WadiHex        origin = { 5, 4 }, anchor = { 12, 6 };
  g_autoptr(GArray) hexes = paint_piece (fixture, origin);
  g_autoptr(WadiStamp) stamp = wadi_stamp_new_from_hexes (scenario_of (fixture), hexes);
  g_autofree char *before = wadi_stamp_to_text (stamp);
  g_autofree char *turned6 = NULL;
  g_autofree char *flipped2 = NULL;

  wadi_stamp_turn (stamp, 1);
  wadi_stamp_put (stamp, fixture->document, anchor, "Paste");
  g_assert_cmpuint (wadi_board_cell (fixture->grid, wadi_hex_neighbor (layout, anchor, 4))->terrain, ==,
                    WADI_TERRAIN_WOODS);
  g_assert_cmpuint (wadi_board_get_side (fixture->grid, (WadiHexside) { anchor, 2 }), ==, WADI_SIDE_CLIFF);
  g_assert_cmpuint (wadi_board_get_side (fixture->grid, (WadiHexside) { anchor, 1 }), ==, 0);
  g_assert_cmpuint (counter_at (fixture, anchor)->centre, ==, 3);
  wadi_stamp_turn (stamp, 5);
  turned6 = wadi_stamp_to_text (stamp);
  g_assert_cmpstr (turned6, ==, before);

  /* flat-top, mirrored left to right: N stays N, NE becomes NW, S stays S */
  wadi_document_undo (fixture->document);
  wadi_stamp_flip (stamp);
  wadi_stamp_put (stamp, fixture->document, anchor, "Paste");
  g_assert_cmpuint (wadi_board_cell (fixture->grid, wadi_hex_neighbor (layout, anchor, 3))->terrain, ==,
                    WADI_TERRAIN_WOODS);
  g_assert_cmpuint (wadi_board_get_side (fixture->grid, (WadiHexside) { anchor, 5 }), ==, WADI_SIDE_CLIFF);
  g_assert_cmpuint (counter_at (fixture, anchor)->centre, ==, 4);
  wadi_stamp_flip (stamp);
  flipped2 = wadi_stamp_to_text (stamp);
  g_assert_cmpstr (flipped2, ==, before);
}

/* A stamp hanging off the map puts down what lies on it and says how
 * many hexes fell off. */
static void
test_put_off_the_map (Fixture      *fixture,
                      gconstpointer data)
{
  WadiHex origin = { 5, 4 };
  g_autoptr(GArray) hexes = paint_piece (fixture, origin);
  g_autoptr(WadiStamp) stamp = wadi_stamp_new_from_hexes (scenario_of (fixture), hexes);
  g_autoptr(GArray) covered = g_array_new (FALSE, FALSE, sizeof (WadiHex));

  /* the woods hex lies south of the origin: off the map below row 10 */
  wadi_stamp_covered (stamp, scenario_of (fixture), (WadiHex) { 6, 10 }, covered);
  g_assert_cmpuint (covered->len, ==, 1);
  g_assert_cmpuint (wadi_stamp_put (stamp, fixture->document, (WadiHex) { 6, 10 }, "Paste"), ==, 1);
}

/* Delete: the hexes back to the board's default, their hexsides and
 * counters gone, in one step. */
static void
test_clear_hexes (Fixture      *fixture,
                  gconstpointer data)
{
  WadiHex origin = { 5, 4 };
  g_autoptr(GArray) hexes = paint_piece (fixture, origin);

  wadi_stamp_clear_hexes (fixture->document, hexes, "Delete");
  g_assert_true (wadi_board_cell_is_default (fixture->grid, origin));
  g_assert_cmpuint (wadi_board_get_side (fixture->grid, (WadiHexside) { origin, 1 }), ==, 0);
  g_assert_cmpuint (scenario_of (fixture)->counters->len, ==, 0);
  wadi_document_undo (fixture->document);
  g_assert_cmpuint (scenario_of (fixture)->counters->len, ==, 1);
  g_assert_cmpuint (wadi_board_get_side (fixture->grid, (WadiHexside) { origin, 1 }), ==, WADI_SIDE_CLIFF);
}

/* Written a hex at a time, a stamp's text is still GLib's own print of
 * its value (the type spelled as wadi-stamp.c has it). */
static void
assert_printed_by_glib (const char *text)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) value = NULL;
  g_autofree char *printed = NULL;

  g_assert_true (g_str_has_prefix (text, "wadi-stamp "));
  value = g_variant_parse (G_VARIANT_TYPE ("(uyya((ii)ayaq)a((ii)yyybyybmsmsms))"), text + strlen ("wadi-stamp "),
                           NULL, NULL, &error);
  g_assert_no_error (error);
  printed = g_variant_print (value, FALSE);
  g_assert_cmpstr (text + strlen ("wadi-stamp "), ==, printed);
}

/* The clipboard text comes back as the stamp it was; anything else is an
 * error that says why, never a crash. */
static void
test_text (Fixture      *fixture,
           gconstpointer data)
{
  static const char *const bad[] = {
    "",
    "hello",
    "wadi-stamp",
    "wadi-stamp (2, 0, 0, [], [])",
    "wadi-stamp (1, 7, 0, [], [])",
    "wadi-stamp (1, 0, 0, [((0, 0), [0x63, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0])], [])",
    "wadi-stamp (1, 0, 0, [((0, 0), [0, 0, 0, 0], [0, 0, 0, 0, 0, 0])], [])",
    "wadi-stamp (1, 0, 0, [((0, 0), [0, 0, 0, 0, 0, 0], [65535, 0, 0, 0, 0, 0])], [])",
    "wadi-stamp (1, 0, 0, [], [((0, 0), 9, 0, 0, false, 0, 0, false, nothing, nothing, nothing)])",
    "wadi-stamp (1, 0, 0, [], [((0, 0), 2, 6, 0, false, 0, 0, false, nothing, nothing, nothing)])",
    "wadi-stamp (1, 0, 0, [((-2147483648, 0), [0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0])], [])",
    /* read a value at a time: what is missing or left over is said */
    "wadi-stamp 1, 0, 0, [], []",
    "wadi-stamp (1, 0, 0, [], [",
    "wadi-stamp (1, 0, 0, [((0, 0), [0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0]) [], [])",
    "wadi-stamp (1, 0, 0, [], []) and more",
    "wadi-stamp (1, 0, 0, [((0, 0), [0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0]), ], [])",
    /* a type printed before a value must be the one expected there */
    "wadi-stamp (1, 0, 0, @a(ii) [], [])",
    "wadi-stamp @(uyy) (1, 0, 0, [], [])",
    "wadi-stamp (1, 0, 0, @a((ii)ayaq, [], [])",
    /* found by fuzz-stamp: a string that is not UTF-8 */
    "wadi-stamp (1, 0, 0, [], [((0, 1), 7, 0, 0, false, 0, 2, true, just 'G\xe4rman', nothing, nothing)])",
  };
  WadiHex origin = { 5, 4 };
  g_autoptr(GArray) hexes = paint_piece (fixture, origin);
  g_autoptr(WadiStamp) stamp = wadi_stamp_new_from_hexes (scenario_of (fixture), hexes);
  g_autofree char *text = wadi_stamp_to_text (stamp);
  g_autoptr(GError) error = NULL;
  g_autoptr(WadiStamp) back = wadi_stamp_new_from_text (text, &error);
  g_autofree char *again = NULL;

  g_assert_no_error (error);
  again = wadi_stamp_to_text (back);
  g_assert_cmpstr (again, ==, text);
  assert_printed_by_glib (text);
  {
    /* the same value as GLib prints it with its types ("byte 0x00",
     * "@a((ii)yyybyybmsmsms) []" for no counters) reads as the same stamp */
    g_autoptr(GVariant) value = g_variant_parse (G_VARIANT_TYPE ("(uyya((ii)ayaq)a((ii)yyybyybmsmsms))"),
                                                  text + strlen ("wadi-stamp "), NULL, NULL, NULL);
    g_autofree char *printed = g_variant_print (value, TRUE);
    g_autofree char *annotated = g_strconcat ("wadi-stamp @(uyya((ii)ayaq)a((ii)yyybyybmsmsms)) ", printed, NULL);
    g_autoptr(WadiStamp) from_annotated = wadi_stamp_new_from_text (annotated, &error);
    g_autofree char *annotated_again = NULL;
    g_autoptr(WadiStamp) empty = NULL;

    g_assert_no_error (error);
    g_assert_cmpstr (printed, !=, text + strlen ("wadi-stamp "));
    annotated_again = wadi_stamp_to_text (from_annotated);
    g_assert_cmpstr (annotated_again, ==, text);
    empty = wadi_stamp_new_from_text ("wadi-stamp (uint32 1, byte 0x00, byte 0x01, @a((ii)ayaq) [], "
                                      "@a((ii)yyybyybmsmsms) [])",
                                      &error);
    g_assert_no_error (error);
    g_assert_nonnull (empty);
  }
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) bad_error = NULL;
      g_autoptr(WadiStamp) none = wadi_stamp_new_from_text (bad[i], &bad_error);

      g_assert_null (none);
      g_assert_error (bad_error, WADI_STAMP_ERROR, 0);
      {
        /* the TAP log wants UTF-8, and one of the texts is not */
        g_autofree char *shown = g_utf8_make_valid (bad[i], -1);
        g_autofree char *why = g_utf8_make_valid (bad_error->message, -1);

        g_test_message ("%s: %s", shown, why);
      }
    }
  {
    /* a syntax error says where, counted in the whole text */
    g_autoptr(GError) bad_error = NULL;
    g_autoptr(WadiStamp) none = wadi_stamp_new_from_text ("wadi-stamp (1, 0, 0, [], []) and more", &bad_error);

    g_assert_null (none);
    g_assert_nonnull (strstr (bad_error->message, "at byte 30"));
  }
}

/* A stamp text of one counter whose name is length bytes long. */
static char *
text_with_name (gsize length)
{
  GString *text = g_string_new ("wadi-stamp (1, 0, 0, [], [((0, 0), 2, 0, 0, false, 0, 0, false, nothing, just '");

  for (gsize i = 0; i < length; i++)
    g_string_append_c (text, 'A');
  g_string_append (text, "', nothing)])");
  return g_string_free (text, FALSE);
}

/* A counter's name may be as long as a file allows (64 KiB) and no
 * longer: a 60 MiB one, which the clipboard used to put into a stamp, is
 * refused, and the error names the limit. */
static void
test_text_limits (Fixture      *fixture,
                  gconstpointer data)
{
  g_autofree char *longest = text_with_name (WADI_FORMAT_MAX_TEXT);
  g_autofree char *huge = text_with_name (60 * 1024 * 1024);
  g_autofree char *limit = g_strdup_printf ("%d", WADI_FORMAT_MAX_TEXT);
  g_autoptr(GError) error = NULL;
  g_autoptr(WadiStamp) fits = wadi_stamp_new_from_text (longest, &error);
  g_autoptr(WadiStamp) refused = NULL;

  g_assert_no_error (error);
  g_assert_nonnull (fits);
  refused = wadi_stamp_new_from_text (huge, &error);
  g_assert_null (refused);
  g_assert_error (error, WADI_STAMP_ERROR, 0);
  g_assert_nonnull (strstr (error->message, limit));
  g_test_message ("%s", error->message);
}

/* A stamp's text is measured as the file will hold it: '&'s, which a file
 * spells "&amp;", are one byte each, and a control character, which the
 * file holds as U+FFFD, three; so a name one byte short of the limit with
 * one control character in it is too long. */
static void
test_text_limits_as_a_file_holds_them (Fixture      *fixture,
                                       gconstpointer data)
{
  g_autofree char *ampersands = g_strnfill (WADI_FORMAT_MAX_TEXT, '&');
  g_autofree char *letters = g_strnfill (WADI_FORMAT_MAX_TEXT - 2, 'A');
  g_autofree char *fits_text = g_strdup_printf ("wadi-stamp (1, 0, 0, [], [((0, 0), 2, 0, 0, false, 0, 0, false, "
                                                "nothing, just '%s', nothing)])",
                                                ampersands);
  g_autofree char *over_text = g_strdup_printf ("wadi-stamp (1, 0, 0, [], [((0, 0), 2, 0, 0, false, 0, 0, false, "
                                                "nothing, just '\\u0001%s', nothing)])",
                                                letters);
  g_autoptr(GError) error = NULL;
  g_autoptr(WadiStamp) fits = wadi_stamp_new_from_text (fits_text, &error);
  g_autoptr(WadiStamp) refused = NULL;

  g_assert_no_error (error);
  g_assert_nonnull (fits);
  refused = wadi_stamp_new_from_text (over_text, &error);
  g_assert_null (refused);
  g_assert_error (error, WADI_STAMP_ERROR, 0);
  g_assert_nonnull (strstr (error->message, "65536"));
}

/* The pixel at map point (x, y) of an image drawn with view. */
static guint32
pixel_at (cairo_surface_t      *surface,
          const WadiRenderView *view,
          double                x,
          double                y)
{
  int px = (int) ((x - view->center_x) * view->zoom + view->width / 2.0);
  int py = (int) ((y - view->center_y) * view->zoom + view->height / 2.0);

  cairo_surface_flush (surface);
  return *(guint32 *) (gpointer) (cairo_image_surface_get_data (surface) + py * cairo_image_surface_get_stride (surface)
                                  + px * 4);
}

/* Whether two pixels are the same colour, but for rounding (a group
 * painted over the view rounds a channel by one). */
static gboolean
same_colour (guint32 a,
             guint32 b)
{
  for (guint shift = 0; shift < 32; shift += 8)
    if (ABS ((int) ((a >> shift) & 0xff) - (int) ((b >> shift) & 0xff)) > 2)
      return FALSE;
  return TRUE;
}

/* Draws the document's map as the canvas's tiles do. */
static cairo_surface_t *
draw_map (Fixture              *fixture,
          const WadiRenderView *view)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, view->width, view->height);
  cairo_t         *cr = cairo_create (surface);
  g_autoptr(WadiRenderer) renderer = wadi_renderer_new ();
  WadiRenderRequest request = { .view = *view, .layers = WADI_RENDER_LAYER_MAP };

  wadi_renderer_set_scenario (renderer, scenario_of (fixture));
  wadi_renderer_draw (renderer, cr, &request, NULL);
  cairo_destroy (cr);
  return surface;
}

/* While it is being put down, a stamp shows all it holds, a stream and
 * the features of its hexsides too, drawn as the map draws them once it
 * is put down (the preview used to show plain hexes). */
static void
test_ghost_draws_everything (Fixture      *fixture,
                             gconstpointer data)
{
  WadiGridLayout layout = fixture->grid->layout;
  WadiHexCell    stream = { .terrain = WADI_TERRAIN_OPEN, .depression = WADI_DEPRESSION_STREAM, .floor = -1 };
  WadiHex        from = { 5, 4 }, anchor = { 13, 5 };
  WadiHex        next = wadi_hex_neighbor (layout, from, 0);
  g_autoptr(GArray) hexes = g_array_new (FALSE, FALSE, sizeof (WadiHex));
  g_autoptr(GArray) covered = g_array_new (FALSE, FALSE, sizeof (WadiHex));
  g_autoptr(WadiStamp) stamp = NULL;
  g_autoptr(WadiScenario) ghost = NULL;
  g_autoptr(WadiRenderer) ghost_renderer = wadi_renderer_new ();
  WadiHex          origin = { -1, -1 };
  const WadiBoard *board;
  WadiHex          local;
  WadiRenderView   view = { .zoom = 60.0, .width = 240, .height = 240, .scale = 1.0 };
  cairo_surface_t *before, *preview, *after;
  cairo_t         *cr;
  double           cx, cy, sx, sy;

  wadi_document_set_cell (fixture->document, from, &stream);
  wadi_document_set_cell (fixture->document, next, &stream);
  wadi_document_set_side (fixture->document, (WadiHexside) { from, 0 }, WADI_SIDE_DEPRESSION);
  wadi_document_set_side (fixture->document, (WadiHexside) { from, 3 }, WADI_SIDE_HEDGE);
  g_array_append_val (hexes, from);
  g_array_append_val (hexes, next);
  stamp = wadi_stamp_new_from_hexes (scenario_of (fixture), hexes);

  /* what the preview holds: the stream and the hexsides' features */
  ghost = wadi_stamp_ghost_scenario (stamp, scenario_of (fixture), anchor, &origin);
  g_assert_nonnull (ghost);
  g_assert_cmpint (origin.col % 2, ==, 0);
  g_assert_cmpint (origin.row % 2, ==, 0);
  board = wadi_scenario_grid (ghost);
  local = (WadiHex) { anchor.col - origin.col, anchor.row - origin.row };
  g_assert_cmpuint (wadi_board_cell (board, local)->depression, ==, WADI_DEPRESSION_STREAM);
  g_assert_cmpuint (wadi_board_cell (board, wadi_hex_neighbor (layout, local, 0))->depression, ==,
                    WADI_DEPRESSION_STREAM);
  g_assert_cmpuint (wadi_board_get_side (board, (WadiHexside) { local, 0 }), ==, WADI_SIDE_DEPRESSION);
  g_assert_cmpuint (wadi_board_get_side (board, (WadiHexside) { local, 3 }), ==, WADI_SIDE_HEDGE);

  /* drawn: the stream where the map shows plain open ground, as the map
   * draws it once put down */
  wadi_hex_center (layout, anchor, &cx, &cy);
  view.center_x = cx;
  view.center_y = cy;
  before = draw_map (fixture, &view);
  wadi_stamp_covered (stamp, scenario_of (fixture), anchor, covered);
  preview = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, view.width, view.height);
  cr = cairo_create (preview);
  wadi_renderer_draw_ghost (ghost_renderer, cr, &view, ghost, origin, scenario_of (fixture)->map,
                            (const WadiHex *) (gconstpointer) covered->data,
                            covered->len, 1.0);
  cairo_destroy (cr);
  g_assert_cmpuint (wadi_stamp_put (stamp, fixture->document, anchor, "Paste"), ==, 0);
  after = draw_map (fixture, &view);
  if (g_test_verbose ())
    cairo_surface_write_to_png (preview, "stamp-preview.png");

  g_assert_false (same_colour (pixel_at (preview, &view, cx, cy), pixel_at (before, &view, cx, cy)));
  g_assert_true (same_colour (pixel_at (preview, &view, cx, cy), pixel_at (after, &view, cx, cy)));
  /* the hedge: just inside the middle of hexside 3 (between corners 2
   * and 3), drawn too */
  {
    double ax, ay, bx, by, mx, my;

    wadi_hex_corner (layout, anchor, 2, &ax, &ay);
    wadi_hex_corner (layout, anchor, 3, &bx, &by);
    mx = (ax + bx) / 2.0;
    my = (ay + by) / 2.0;
    sx = mx + (cx - mx) * 0.05;
    sy = my + (cy - my) * 0.05;
  }
  g_assert_false (same_colour (pixel_at (preview, &view, sx, sy), pixel_at (before, &view, sx, sy)));
  g_assert_true (same_colour (pixel_at (preview, &view, sx, sy), pixel_at (after, &view, sx, sy)));
  /* outside the stamp's hexes the preview draws nothing */
  g_assert_cmphex (pixel_at (preview, &view, cx + 2.0, cy), ==, 0);
  cairo_surface_destroy (before);
  cairo_surface_destroy (preview);
  cairo_surface_destroy (after);
}

/* A limit in a refusal is grouped as the reader's locale groups
 * thousands ("1.048.576" in German): skipped where no locale that groups
 * them is installed. */
static void
test_copy_limit_grouped (Fixture      *fixture,
                         gconstpointer data)
{
  const char *const locales[] = { "de_DE.UTF-8", "fr_FR.UTF-8", "en_US.UTF-8" };
  g_autofree char  *before = g_strdup (setlocale (LC_NUMERIC, NULL));
  g_autoptr(GError) error = NULL;
  g_autofree char *expected = NULL;
  const char      *separator = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (locales) && separator == NULL; i++)
    if (setlocale (LC_NUMERIC, locales[i]) != NULL && localeconv ()->thousands_sep[0] != '\0')
      separator = localeconv ()->thousands_sep;
  if (separator == NULL)
    {
      setlocale (LC_NUMERIC, before);
      g_test_skip ("no locale installed that groups thousands");
      return;
    }
  /* WADI_STAMP_MAX_HEXES, 1 048 576, in the locale's groups of three */
  expected = g_strdup_printf ("1%s048%s576", separator, separator);
  g_assert_false (wadi_stamp_check_copy (WADI_STAMP_MAX_HEXES + 1, 0, &error));
  setlocale (LC_NUMERIC, before);
  g_assert_nonnull (strstr (error->message, expected));
}

/* Copy makes no text Paste refuses: past its counts, refused before any
 * stamp is made; past its length, once written; within them, the text
 * Paste takes back. */
static void
test_copy_limits (Fixture      *fixture,
                  gconstpointer data)
{
  g_autofree char *name = g_malloc (60000 + 1);
  g_autoptr(GArray) hexes = g_array_new (FALSE, FALSE, sizeof (WadiHex));
  g_autoptr(WadiStamp) stamp = NULL;
  g_autoptr(WadiStamp) back = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  g_assert_true (wadi_stamp_check_copy (WADI_STAMP_MAX_HEXES, WADI_FORMAT_MAX_COUNTERS, &error));
  g_assert_no_error (error);
  g_assert_false (wadi_stamp_check_copy (WADI_STAMP_MAX_HEXES + 1, 0, &error));
  g_assert_error (error, WADI_STAMP_ERROR, 0);
  g_test_message ("%s", error->message);
  g_clear_error (&error);
  g_assert_false (wadi_stamp_check_copy (1, WADI_FORMAT_MAX_COUNTERS + 1, &error));
  g_assert_error (error, WADI_STAMP_ERROR, 0);
  g_clear_error (&error);

  /* within the limits: the text of wadi_stamp_to_text */
  for (guint i = 0; i < 2; i++)
    {
      WadiHex hex = { 3 + (int) i, 4 };

      g_array_append_val (hexes, hex);
    }
  stamp = wadi_stamp_new_from_hexes (scenario_of (fixture), hexes);
  text = wadi_stamp_to_copy_text (stamp, &error);
  g_assert_no_error (error);
  {
    g_autofree char *plain = wadi_stamp_to_text (stamp);

    g_assert_cmpstr (text, ==, plain);
    assert_printed_by_glib (text);
  }
  g_clear_pointer (&stamp, wadi_stamp_free);
  g_clear_pointer (&text, g_free);

  /* 600 counters, each with a name and a strength of 60000 bytes, the
   * most a file allows being 64 KiB: 72 MB of text */
  memset (name, 'A', 60000);
  name[60000] = '\0';
  for (guint i = 0; i < 600; i++)
    {
      WadiCounter counter = { .kind = WADI_COUNTER_UNIT, .hex = g_array_index (hexes, WadiHex, i % 2) };

      counter.name = name;
      counter.strength = name;
      wadi_document_add_counter (fixture->document, &counter);
    }
  stamp = wadi_stamp_new_from_hexes (scenario_of (fixture), hexes);
  g_assert_cmpuint (wadi_stamp_get_n_counters (stamp), ==, 600);
  text = wadi_stamp_to_copy_text (stamp, &error);
  g_assert_null (text);
  g_assert_error (error, WADI_STAMP_ERROR, 0);
  g_test_message ("%s", error->message);
  {
    g_autofree char *mib = g_strdup_printf ("%d MiB", WADI_STAMP_MAX_TEXT / (1024 * 1024));

    g_assert_nonnull (strstr (error->message, mib));
  }
  g_clear_error (&error);

  /* 400 of them: 48 MB, copied, and Paste takes it back */
  g_clear_pointer (&stamp, wadi_stamp_free);
  for (guint i = 0; i < 200; i++)
    wadi_document_remove_counter (fixture->document, g_array_index (scenario_of (fixture)->counters, WadiCounter, 0).id);
  stamp = wadi_stamp_new_from_hexes (scenario_of (fixture), hexes);
  g_assert_cmpuint (wadi_stamp_get_n_counters (stamp), ==, 400);
  text = wadi_stamp_to_copy_text (stamp, &error);
  g_assert_no_error (error);
  back = wadi_stamp_new_from_text (text, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (wadi_stamp_get_n_counters (back), ==, 400);

  /* a counter whose name is longer than a file holds, which Paste
   * refuses, is refused by Copy too */
  g_clear_pointer (&stamp, wadi_stamp_free);
  g_clear_pointer (&text, g_free);
  {
    WadiCounter      counter = { .kind = WADI_COUNTER_UNIT, .hex = g_array_index (hexes, WadiHex, 0) };
    g_autofree char *long_name = g_strnfill (WADI_FORMAT_MAX_TEXT + 1, 'B');

    counter.name = long_name;
    wadi_document_add_counter (fixture->document, &counter);
  }
  stamp = wadi_stamp_new_from_hexes (scenario_of (fixture), hexes);
  text = wadi_stamp_to_copy_text (stamp, &error);
  g_assert_null (text);
  g_assert_error (error, WADI_STAMP_ERROR, 0);
  g_assert_nonnull (strstr (error->message, "name or strength is longer than"));
}

/* A stamp's id tells it from every other, and is new once it is turned
 * or mirrored (a picture of it is kept until then). */
static void
test_id_new_when_turned (Fixture      *fixture,
                         gconstpointer data)
{
  g_autoptr(GArray) hexes = paint_piece (fixture, (WadiHex) { 5, 4 });
  g_autoptr(WadiStamp) stamp = wadi_stamp_new_from_hexes (scenario_of (fixture), hexes);
  g_autoptr(WadiStamp) other = wadi_stamp_new_from_hexes (scenario_of (fixture), hexes);
  guint ids[3];

  ids[0] = wadi_stamp_get_id (stamp);
  g_assert_cmpuint (wadi_stamp_get_id (other), !=, ids[0]);
  wadi_stamp_turn (stamp, 1);
  ids[1] = wadi_stamp_get_id (stamp);
  wadi_stamp_flip (stamp);
  ids[2] = wadi_stamp_get_id (stamp);
  g_assert_cmpuint (ids[1], !=, ids[0]);
  g_assert_cmpuint (ids[2], !=, ids[1]);
  g_assert_cmpuint (ids[2], !=, wadi_stamp_get_id (other));
}

/* A blank stamp covers the same hexes as they are left cleared
 * (wadi_stamp_clear_hexes): each the blank hex of the board it is on, no
 * hexside feature, no counter.  Two boards side by side, the east one's
 * blank hex level 1 hills. */
static void
test_blank (Fixture      *fixture,
            gconstpointer data)
{
  WadiScenario    *scenario = wadi_scenario_new (WADI_RULESET_ASL);
  GPtrArray       *boards = g_ptr_array_new (); /* taken by the scenario */
  WadiBoard       *east = wadi_board_new_geomorphic ("14");
  WadiHexCell      hill = { .terrain = WADI_TERRAIN_OPEN, .level = 1 };
  WadiHexCell      woods = { .terrain = WADI_TERRAIN_WOODS };
  WadiMapPlacement placements[2] = {
    { wadi_map_geomorphic_origin (0, 0), 0 },
    { wadi_map_geomorphic_origin (1, 0), 0 },
  };
  const WadiHex    lifted[] = { { 10, 5 }, { 40, 5 } };
  WadiHexCell      cleared[G_N_ELEMENTS (lifted)];
  const WadiBoard *grid;
  g_autoptr(WadiDocument) document = NULL;
  g_autoptr(WadiStamp) stamp = NULL;
  g_autoptr(WadiStamp) blank = NULL;
  g_autoptr(GArray) hexes = g_array_new (FALSE, FALSE, sizeof (WadiHex));
  g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (WadiRenderGhostCell));
  g_autoptr(WadiScenario) ghost = NULL;
  g_autoptr(GError) error = NULL;
  WadiHex origin;

  wadi_board_set_default (east, &hill);
  g_ptr_array_add (boards, wadi_board_new_geomorphic ("25"));
  g_ptr_array_add (boards, east);
  g_assert_true (wadi_scenario_set_boards (scenario, boards, placements, NULL, &error));
  document = wadi_document_new (scenario);
  grid = wadi_scenario_grid (wadi_document_get_scenario (document));
  for (guint i = 0; i < G_N_ELEMENTS (lifted); i++)
    {
      WadiCounter foxhole = { .kind = WADI_COUNTER_FOXHOLE, .hex = lifted[i] };

      wadi_document_set_cell (document, lifted[i], &woods);
      wadi_document_set_side (document, (WadiHexside) { lifted[i], 1 }, WADI_SIDE_WALL);
      wadi_document_add_counter (document, &foxhole);
      g_array_append_val (hexes, lifted[i]);
    }
  stamp = wadi_stamp_new_from_hexes (wadi_document_get_scenario (document), hexes);
  blank = wadi_stamp_new_blank (stamp, wadi_document_get_scenario (document), lifted[0]);
  g_assert_cmpuint (wadi_stamp_get_n_hexes (blank), ==, 2);
  g_assert_cmpuint (wadi_stamp_get_n_counters (blank), ==, 0);
  wadi_stamp_clear_hexes (document, hexes, "Clear");
  for (guint i = 0; i < G_N_ELEMENTS (lifted); i++)
    cleared[i] = *wadi_board_cell (grid, lifted[i]);
  /* the two boards' blank hexes differ */
  g_assert_cmpint (cleared[0].level, ==, 0);
  g_assert_cmpint (cleared[1].level, ==, 1);
  wadi_stamp_ghost (blank, wadi_document_get_scenario (document), lifted[0], cells);
  g_assert_cmpuint (cells->len, ==, 2);
  for (guint i = 0; i < cells->len; i++)
    {
      const WadiRenderGhostCell *cell = &g_array_index (cells, WadiRenderGhostCell, i);

      g_assert_true (wadi_hex_equal (cell->hex, lifted[i]));
      g_assert_true (memcmp (&cell->cell, &cleared[i], sizeof (WadiHexCell)) == 0);
    }
  ghost = wadi_stamp_ghost_scenario (blank, wadi_document_get_scenario (document), lifted[0], &origin);
  g_assert_nonnull (ghost);
  g_assert_cmpuint (ghost->counters->len, ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (lifted); i++)
    for (WadiDirection d = 0; d < WADI_DIRECTION_COUNT; d++)
      g_assert_cmpuint (wadi_board_get_side (wadi_scenario_grid (ghost),
                                             (WadiHexside) { { lifted[i].col - origin.col, lifted[i].row - origin.row }, d }),
                        ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
#define ADD(path, func) g_test_add (path, Fixture, NULL, fixture_setup, func, fixture_teardown)
  ADD ("/stamp/put-elsewhere", test_put_elsewhere);
  ADD ("/stamp/turn-and-flip", test_turn_and_flip);
  ADD ("/stamp/put-off-the-map", test_put_off_the_map);
  ADD ("/stamp/clear-hexes", test_clear_hexes);
  ADD ("/stamp/text", test_text);
  ADD ("/stamp/text-limits", test_text_limits);
  ADD ("/stamp/copy-limits", test_copy_limits);
  ADD ("/stamp/copy-limit-grouped", test_copy_limit_grouped);
  ADD ("/stamp/text-limits-as-a-file-holds-them", test_text_limits_as_a_file_holds_them);
  ADD ("/stamp/ghost-draws-everything", test_ghost_draws_everything);
  ADD ("/stamp/id-new-when-turned", test_id_new_when_turned);
  ADD ("/stamp/blank", test_blank);
#undef ADD
  return g_test_run ();
}
