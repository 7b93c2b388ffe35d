/* test-coverage.c: how much of each pixel a polygon covers
 *
 * The covered parts are areas, worked out here by hand: a square on whole
 * pixels covers them whole, one moved half a pixel covers its edge pixels
 * half and its corners a quarter, and a triangle's parts add up to its
 * area.  Holes turn the other way; pieces that turn the same way and lie
 * over each other count once.
 */
#include "config.h"

#include "wadi-render-private.h"

#define SIZE 12

static void
add_polygon (WadiCoverage *coverage,
             const double *points,
             guint         n)
{
  for (guint i = 0; i < n; i++)
    wadi_coverage_line (coverage, points[2 * i], points[2 * i + 1], points[2 * ((i + 1) % n)],
                        points[2 * ((i + 1) % n) + 1]);
}

static void
make_mask (WadiCoverage *coverage,
           guint8        mask[SIZE][SIZE])
{
  wadi_coverage_to_mask (coverage, &mask[0][0], SIZE);
}

/* The square (x0, y0)-(x1, y1), clockwise on screen, or the other way. */
static void
add_square (WadiCoverage *coverage,
            double        x0,
            double        y0,
            double        x1,
            double        y1,
            gboolean      reverse)
{
  const double clockwise[] = { x0, y0, x1, y0, x1, y1, x0, y1 };
  const double counter[] = { x0, y0, x0, y1, x1, y1, x1, y0 };

  add_polygon (coverage, reverse ? counter : clockwise, 4);
}

static void
test_whole_pixels (void)
{
  WadiCoverage coverage = { 0 };
  guint8       mask[SIZE][SIZE];

  wadi_coverage_reset (&coverage, SIZE, SIZE);
  add_square (&coverage, 2, 3, 6, 8, FALSE);
  make_mask (&coverage, mask);
  for (int y = 0; y < SIZE; y++)
    for (int x = 0; x < SIZE; x++)
      g_assert_cmpuint (mask[y][x], ==, x >= 2 && x < 6 && y >= 3 && y < 8 ? 255 : 0);
  wadi_coverage_clear (&coverage);
}

static void
test_half_pixels (void)
{
  WadiCoverage coverage = { 0 };
  guint8       mask[SIZE][SIZE];

  for (int reverse = 0; reverse < 2; reverse++)
    {
      wadi_coverage_reset (&coverage, SIZE, SIZE);
      add_square (&coverage, 2.5, 3.5, 6.5, 8.5, reverse);
      make_mask (&coverage, mask);
      g_assert_cmpuint (mask[3][2], ==, 64);  /* a corner: a quarter */
      g_assert_cmpuint (mask[3][4], ==, 128); /* the top edge: half */
      g_assert_cmpuint (mask[5][2], ==, 128); /* the left edge */
      g_assert_cmpuint (mask[5][6], ==, 128); /* the right edge */
      g_assert_cmpuint (mask[8][6], ==, 64);
      g_assert_cmpuint (mask[5][4], ==, 255);
      g_assert_cmpuint (mask[2][4], ==, 0);
      g_assert_cmpuint (mask[5][7], ==, 0);
    }
  wadi_coverage_clear (&coverage);
}

/* A slanted edge: the triangle (1, 1), (11, 1), (1, 9) covers 40 pixels'
 * worth, and a pixel the hypotenuse crosses only in part. */
static void
test_triangle_area (void)
{
  const double triangle[] = { 1, 1, 11, 1, 1, 9 };
  WadiCoverage coverage = { 0 };
  guint8       mask[SIZE][SIZE];
  double       sum = 0;

  wadi_coverage_reset (&coverage, SIZE, SIZE);
  add_polygon (&coverage, triangle, 3);
  make_mask (&coverage, mask);
  for (int y = 0; y < SIZE; y++)
    for (int x = 0; x < SIZE; x++)
      sum += mask[y][x] / 255.0;
  g_assert_cmpfloat_with_epsilon (sum, 40.0, 0.2);
  /* (5, 5)-(6, 6): the line x = 11 - 1.25 (y - 1) leaves x = 6 at y = 5,
   * x = 5 at y = 5.8: covered 0.8 * 1 - the corner triangle 0.4 */
  g_assert_cmpint (mask[5][5], >=, (int) (0.4 * 255) - 1);
  g_assert_cmpint (mask[5][5], <=, (int) (0.4 * 255) + 2);
  wadi_coverage_clear (&coverage);
}

static void
test_hole_and_overlap (void)
{
  WadiCoverage coverage = { 0 };
  guint8       mask[SIZE][SIZE];

  /* a ring: the inner square turns the other way */
  wadi_coverage_reset (&coverage, SIZE, SIZE);
  add_square (&coverage, 1, 1, 11, 11, FALSE);
  add_square (&coverage, 4, 4, 8, 8, TRUE);
  make_mask (&coverage, mask);
  g_assert_cmpuint (mask[2][2], ==, 255);
  g_assert_cmpuint (mask[5][5], ==, 0);
  g_assert_cmpuint (mask[9][6], ==, 255);

  /* two squares the same way over each other: once */
  wadi_coverage_reset (&coverage, SIZE, SIZE);
  add_square (&coverage, 1, 1, 7, 7, FALSE);
  add_square (&coverage, 4, 4, 10, 10, FALSE);
  make_mask (&coverage, mask);
  g_assert_cmpuint (mask[5][5], ==, 255);
  g_assert_cmpuint (mask[2][8], ==, 0);
  wadi_coverage_clear (&coverage);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/coverage/whole-pixels", test_whole_pixels);
  g_test_add_func ("/coverage/half-pixels", test_half_pixels);
  g_test_add_func ("/coverage/triangle-area", test_triangle_area);
  g_test_add_func ("/coverage/hole-and-overlap", test_hole_and_overlap);
  return g_test_run ();
}
