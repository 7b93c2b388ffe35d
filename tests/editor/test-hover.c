/* test-hover.c: the hover, compared and handed to the renderer */
#include "config.h"

#include "wadi-hover.h"

/* Only the field of the hover's kind tells two hovers apart. */
static void
test_equal_by_kind (void)
{
  WadiHover a = { WADI_HOVER_HEX, { 3, 4 }, { { 9, 9 }, 2 }, { { 1, 1 }, 0 } };
  WadiHover b = a;

  b.hexside.dir = 5;
  b.vertex.index = 3;
  g_assert_true (wadi_hover_equal (&a, &b));
  b.hex.col = 4;
  g_assert_false (wadi_hover_equal (&a, &b));

  a.kind = b.kind = WADI_HOVER_HEXSIDE;
  g_assert_false (wadi_hover_equal (&a, &b));
  b.hexside.dir = a.hexside.dir;
  g_assert_true (wadi_hover_equal (&a, &b));

  a.kind = b.kind = WADI_HOVER_VERTEX;
  g_assert_false (wadi_hover_equal (&a, &b));
  b.vertex.index = a.vertex.index;
  g_assert_true (wadi_hover_equal (&a, &b));

  b.kind = WADI_HOVER_HEX;
  g_assert_false (wadi_hover_equal (&a, &b));
  a.kind = b.kind = WADI_HOVER_NONE;
  g_assert_true (wadi_hover_equal (&a, &b));
}

/* The renderer gets the place of the hover's kind and nothing else. */
static void
test_highlight (void)
{
  WadiHover           hover = { WADI_HOVER_NONE, { 3, 4 }, { { 5, 6 }, 2 }, { { 7, 8 }, 1 } };
  WadiRenderHighlight highlight;

  highlight = wadi_hover_highlight (&hover);
  g_assert_cmpint (highlight.kind, ==, WADI_RENDER_HIGHLIGHT_NONE);

  hover.kind = WADI_HOVER_HEX;
  highlight = wadi_hover_highlight (&hover);
  g_assert_cmpint (highlight.kind, ==, WADI_RENDER_HIGHLIGHT_HEX);
  g_assert_true (wadi_hex_equal (highlight.hex, (WadiHex) { 3, 4 }));

  hover.kind = WADI_HOVER_HEXSIDE;
  highlight = wadi_hover_highlight (&hover);
  g_assert_cmpint (highlight.kind, ==, WADI_RENDER_HIGHLIGHT_HEXSIDE);
  g_assert_true (wadi_hex_equal (highlight.hexside.hex, (WadiHex) { 5, 6 }));
  g_assert_cmpint (highlight.hexside.dir, ==, 2);

  hover.kind = WADI_HOVER_VERTEX;
  highlight = wadi_hover_highlight (&hover);
  g_assert_cmpint (highlight.kind, ==, WADI_RENDER_HIGHLIGHT_VERTEX);
  g_assert_true (wadi_hex_equal (highlight.vertex.hex, (WadiHex) { 7, 8 }));
  g_assert_cmpuint (highlight.vertex.index, ==, 1);
}

/* The hex a hover lies in, of its own kind's field. */
static void
test_hex (void)
{
  WadiHover hover = { WADI_HOVER_NONE, { 3, 4 }, { { 5, 6 }, 2 }, { { 7, 8 }, 1 } };
  WadiHex   hex = { -1, -1 };

  g_assert_false (wadi_hover_hex (&hover, &hex));
  hover.kind = WADI_HOVER_HEX;
  g_assert_true (wadi_hover_hex (&hover, &hex));
  g_assert_true (wadi_hex_equal (hex, (WadiHex) { 3, 4 }));
  hover.kind = WADI_HOVER_HEXSIDE;
  g_assert_true (wadi_hover_hex (&hover, &hex));
  g_assert_true (wadi_hex_equal (hex, (WadiHex) { 5, 6 }));
  hover.kind = WADI_HOVER_VERTEX;
  g_assert_true (wadi_hover_hex (&hover, &hex));
  g_assert_true (wadi_hex_equal (hex, (WadiHex) { 7, 8 }));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hover/equal-by-kind", test_equal_by_kind);
  g_test_add_func ("/hover/highlight", test_highlight);
  g_test_add_func ("/hover/hex", test_hex);
  return g_test_run ();
}
