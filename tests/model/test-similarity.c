/* test-similarity.c: a picture's similarity, applied and inverted */
#include "config.h"

#include <math.h>

#include "wadi-similarity.h"

static void
test_identity (void)
{
  WadiSimilarity s = WADI_SIMILARITY_IDENTITY;
  double         x, y;

  wadi_similarity_apply (&s, 12.5, -3.25, &x, &y);
  g_assert_cmpfloat (x, ==, 12.5);
  g_assert_cmpfloat (y, ==, -3.25);
  g_assert_cmpfloat (wadi_similarity_scale (&s), ==, 1.0);
}

static void
test_known_turn (void)
{
  /* half a board unit a pixel, turned 90 degrees (clockwise on screen),
   * shifted by (3, 4): the pixel (2, 0) goes to (3, 5) */
  WadiSimilarity s = { 0.0, 0.5, 3.0, 4.0 };
  double         x, y;

  wadi_similarity_apply (&s, 2.0, 0.0, &x, &y);
  g_assert_cmpfloat_with_epsilon (x, 3.0, 1e-12);
  g_assert_cmpfloat_with_epsilon (y, 5.0, 1e-12);
  g_assert_cmpfloat_with_epsilon (wadi_similarity_scale (&s), 0.5, 1e-12);
}

static void
test_round_trip (void)
{
  for (int k = 0; k < 50; k++)
    {
      double         angle = k * 0.37 - 3.0, scale = 0.01 + k * 0.13;
      WadiSimilarity s = { scale * cos (angle), scale * sin (angle), k * 17.0 - 300.0, 91.5 - k * 3.0 };
      WadiSimilarity inverse = WADI_SIMILARITY_IDENTITY, back = WADI_SIMILARITY_IDENTITY;
      double         px = 123.0 - k * 7.5, py = k * 11.25 - 40.0;
      double         bx, by, rx, ry;

      g_assert_true (wadi_similarity_invert (&s, &inverse));
      wadi_similarity_apply (&s, px, py, &bx, &by);
      wadi_similarity_apply (&inverse, bx, by, &rx, &ry);
      g_assert_cmpfloat_with_epsilon (rx, px, 1e-9);
      g_assert_cmpfloat_with_epsilon (ry, py, 1e-9);
      g_assert_cmpfloat_with_epsilon (wadi_similarity_scale (&inverse), 1.0 / scale, 1e-9);
      /* the inverse of the inverse is the similarity */
      g_assert_true (wadi_similarity_invert (&inverse, &back));
      g_assert_cmpfloat_with_epsilon (back.a, s.a, 1e-9);
      g_assert_cmpfloat_with_epsilon (back.b, s.b, 1e-9);
      g_assert_cmpfloat_with_epsilon (back.tx, s.tx, 1e-7);
      g_assert_cmpfloat_with_epsilon (back.ty, s.ty, 1e-7);
    }
}

static void
test_no_inverse (void)
{
  WadiSimilarity zero = { 0.0, 0.0, 5.0, 5.0 };
  WadiSimilarity nan_scale = { NAN, 0.0, 0.0, 0.0 };
  WadiSimilarity out = { 7.0, 7.0, 7.0, 7.0 };

  g_assert_false (wadi_similarity_invert (&zero, &out));
  g_assert_false (wadi_similarity_invert (&nan_scale, &out));
  /* untouched */
  g_assert_cmpfloat (out.a, ==, 7.0);
  g_assert_cmpfloat (out.ty, ==, 7.0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/similarity/identity", test_identity);
  g_test_add_func ("/similarity/known-turn", test_known_turn);
  g_test_add_func ("/similarity/round-trip", test_round_trip);
  g_test_add_func ("/similarity/no-inverse", test_no_inverse);
  return g_test_run ();
}
