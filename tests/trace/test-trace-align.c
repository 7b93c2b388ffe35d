/* test-trace-align.c: the least-squares similarity from clicked points */
#include "config.h"

#include <math.h>

#include "wadi-hex.h"
#include "wadi-trace-align.h"

static const WadiGridLayout asl_layout = { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD };

/* A picture of a board at 61.5 pixels a hex, turned 7 degrees and
 * shifted: the true similarity, picture -> board. */
static WadiSimilarity
known_similarity (void)
{
  double         scale = 1.0 / 61.5, angle = -7.0 * G_PI / 180.0;
  WadiSimilarity s = { scale * cos (angle), scale * sin (angle), 0.0, 0.0 };

  /* the picture's pixel (140, 95) is the board's origin */
  s.tx = -(s.a * 140.0 - s.b * 95.0);
  s.ty = -(s.b * 140.0 + s.a * 95.0);
  return s;
}

/* The pair of a board hex, its picture point where the true similarity
 * puts it, moved by (dx, dy) pixels. */
static WadiTracePair
pair_of (const WadiSimilarity *s,
         WadiHex               hex,
         double                dx,
         double                dy)
{
  WadiSimilarity inverse = WADI_SIMILARITY_IDENTITY;
  WadiTracePair  pair;

  g_assert_true (wadi_similarity_invert (s, &inverse));
  wadi_hex_center (asl_layout, hex, &pair.board_x, &pair.board_y);
  wadi_similarity_apply (&inverse, pair.board_x, pair.board_y, &pair.picture_x, &pair.picture_y);
  pair.picture_x += dx;
  pair.picture_y += dy;
  return pair;
}

/* The most, in pixels, that the fit puts any of the board's hex centres
 * away from where the truth does (a 33 x 10 board). */
static double
worst_miss (const WadiSimilarity *fit,
            const WadiSimilarity *truth)
{
  WadiSimilarity fi = WADI_SIMILARITY_IDENTITY, ti = WADI_SIMILARITY_IDENTITY;
  double         worst = 0.0;

  g_assert_true (wadi_similarity_invert (fit, &fi));
  g_assert_true (wadi_similarity_invert (truth, &ti));
  for (int col = 0; col < 33; col++)
    for (int row = 0; row < 10; row++)
      {
        WadiHex hex = { col, row };
        double  x, y, fx, fy, tx, ty;

        wadi_hex_center (asl_layout, hex, &x, &y);
        wadi_similarity_apply (&fi, x, y, &fx, &fy);
        wadi_similarity_apply (&ti, x, y, &tx, &ty);
        worst = MAX (worst, hypot (fx - tx, fy - ty));
      }
  return worst;
}

static void
test_exact (void)
{
  WadiSimilarity truth = known_similarity (), fit;
  WadiTracePair  pairs[3] = {
     pair_of (&truth, (WadiHex) { 1, 1 }, 0, 0),
     pair_of (&truth, (WadiHex) { 31, 2 }, 0, 0),
     pair_of (&truth, (WadiHex) { 16, 8 }, 0, 0),
  };
  double rms = -1.0;

  g_assert_true (wadi_trace_align (pairs, 3, &fit, &rms, NULL));
  g_assert_cmpfloat_with_epsilon (fit.a, truth.a, 1e-12);
  g_assert_cmpfloat_with_epsilon (fit.b, truth.b, 1e-12);
  g_assert_cmpfloat_with_epsilon (fit.tx, truth.tx, 1e-9);
  g_assert_cmpfloat_with_epsilon (fit.ty, truth.ty, 1e-9);
  g_assert_cmpfloat (rms, <, 1e-6);
  g_assert_cmpfloat (worst_miss (&fit, &truth), <, 1e-6);

  /* two points are enough */
  g_assert_true (wadi_trace_align (pairs, 2, &fit, &rms, NULL));
  g_assert_cmpfloat (worst_miss (&fit, &truth), <, 1e-6);
}

static void
test_noisy (void)
{
  WadiSimilarity truth = known_similarity (), fit;
  /* clicked to the whole pixel, and a little off */
  WadiTracePair pairs[3] = {
    pair_of (&truth, (WadiHex) { 1, 1 }, 0.15, -0.1),
    pair_of (&truth, (WadiHex) { 31, 2 }, -0.1, 0.15),
    pair_of (&truth, (WadiHex) { 16, 8 }, 0.1, 0.1),
  };
  double rms = -1.0, worst, scale_error, turn_error;

  for (int i = 0; i < 3; i++)
    {
      pairs[i].picture_x = round (pairs[i].picture_x);
      pairs[i].picture_y = round (pairs[i].picture_y);
    }
  g_assert_true (wadi_trace_align (pairs, 3, &fit, &rms, NULL));
  worst = worst_miss (&fit, &truth);
  scale_error = fabs (wadi_similarity_scale (&fit) / wadi_similarity_scale (&truth) - 1.0);
  turn_error = fabs (atan2 (fit.b, fit.a) - atan2 (truth.b, truth.a)) * 180.0 / G_PI;
  g_test_message ("rms %.3f px, worst miss %.3f px, scale off by %.4f%%, turn by %.4f degrees",
                  rms, worst, scale_error * 100.0, turn_error);
  g_assert_cmpfloat (rms, >, 0.0);
  g_assert_cmpfloat (rms, <, 1.0);
  /* scale, turn and shift within half a pixel over the whole board */
  g_assert_cmpfloat (worst, <, 0.5);
}

static void
test_residual (void)
{
  WadiSimilarity truth = known_similarity (), fit;
  /* one point 10 pixels off: the residual says so */
  WadiTracePair pairs[4] = {
    pair_of (&truth, (WadiHex) { 1, 1 }, 0, 0),
    pair_of (&truth, (WadiHex) { 31, 2 }, 0, 0),
    pair_of (&truth, (WadiHex) { 16, 8 }, 0, 0),
    pair_of (&truth, (WadiHex) { 5, 7 }, 10, 0),
  };
  double rms;

  g_assert_true (wadi_trace_align (pairs, 4, &fit, &rms, NULL));
  g_assert_cmpfloat (rms, >, 3.0);
  g_assert_cmpfloat (rms, <, 10.0);
  g_assert_cmpfloat (wadi_trace_align_residual (&fit, &pairs[3]), >, wadi_trace_align_residual (&fit, &pairs[0]));
}

static void
test_errors (void)
{
  WadiSimilarity truth = known_similarity ();
  WadiSimilarity fit = { 9, 9, 9, 9 };
  WadiTracePair  pairs[3] = {
     pair_of (&truth, (WadiHex) { 1, 1 }, 0, 0),
     pair_of (&truth, (WadiHex) { 31, 2 }, 0, 0),
     pair_of (&truth, (WadiHex) { 16, 8 }, 0, 0),
  };
  WadiTracePair same[3] = { pairs[0], pairs[0], pairs[0] };
  WadiTracePair one_hex[3] = { pairs[0], pairs[1], pairs[2] };
  WadiTracePair mirrored[4] = {
    { 300, 200, 0, 1 },
    { 100, 200, 0, -1 },
    { 200, 300, 1, 0 },
    { 200, 100, -1, 0 },
  };
  g_autoptr (GError) error = NULL;

  g_assert_false (wadi_trace_align (pairs, 1, &fit, NULL, &error));
  g_assert_error (error, WADI_TRACE_ERROR, WADI_TRACE_ERROR_FEW_POINTS);
  g_clear_error (&error);
  g_assert_false (wadi_trace_align (same, 3, &fit, NULL, &error));
  g_assert_error (error, WADI_TRACE_ERROR, WADI_TRACE_ERROR_COINCIDENT);
  g_clear_error (&error);
  for (int i = 0; i < 3; i++)
    {
      one_hex[i].board_x = pairs[0].board_x;
      one_hex[i].board_y = pairs[0].board_y;
    }
  g_assert_false (wadi_trace_align (one_hex, 3, &fit, NULL, &error));
  g_assert_error (error, WADI_TRACE_ERROR, WADI_TRACE_ERROR_COINCIDENT);
  g_clear_error (&error);
  /* a picture mirrored about its diagonal, four points symmetric
   * about their middle: no turn fits it at all */
  g_assert_false (wadi_trace_align (mirrored, 4, &fit, NULL, &error));
  g_assert_error (error, WADI_TRACE_ERROR, WADI_TRACE_ERROR_DEGENERATE);
  g_clear_error (&error);
  /* untouched on failure */
  g_assert_cmpfloat (fit.a, ==, 9.0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/trace/align/exact", test_exact);
  g_test_add_func ("/trace/align/noisy", test_noisy);
  g_test_add_func ("/trace/align/residual", test_residual);
  g_test_add_func ("/trace/align/errors", test_errors);
  return g_test_run ();
}
