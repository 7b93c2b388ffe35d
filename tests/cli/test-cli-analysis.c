/* test-cli-analysis.c: wadi-cli viewshed, reach and deadground drawn as pictures
 *
 * --format png or svg draws the map as `wadi-cli export` does with the
 * answer shaded over it and a legend under it: the PNG is as wide as the
 * export's and taller by the legend, a seen hex's pixels differ from an
 * unseen one's where the plain map's do not, the SVG is XML that
 * rsvg-convert renders, and a picture is written whole or not at all.
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include <cairo.h>
#include <glib.h>

#include "wadi-cli-runner.h"
#include "wadi-export.h"
#include "wadi-format.h"

#define SCALE 24

typedef WadiCliFixture Fixture;

static char *
out_path (Fixture    *fixture,
          const char *name)
{
  return g_build_filename (fixture->dir, name, NULL);
}

static cairo_surface_t *
load_png (const char *path)
{
  cairo_surface_t *surface = cairo_image_surface_create_from_png (path);

  g_assert_cmpint (cairo_surface_status (surface), ==, CAIRO_STATUS_SUCCESS);
  return surface;
}

/* The colour at the centre of hex (a label of the example's map) in a
 * picture of the whole map at SCALE, its channels 0 to 255. */
static void
hex_pixel (cairo_surface_t *surface,
           const char      *file,
           const char      *label,
           double           rgb[3])
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) gfile = g_file_new_for_path (file);
  g_autoptr(WadiScenario) scenario = wadi_format_read_file (gfile, &error);
  WadiExportOptions options;
  WadiHex           hex;
  double            x0, y0, x1, y1, x, y;
  guint32           pixel;
  int               px, py;

  g_assert_no_error (error);
  wadi_export_options_init (&options);
  options.pixels_per_hex = SCALE;
  g_assert_true (wadi_export_extent (scenario, &options, &x0, &y0, &x1, &y1));
  g_assert_true (wadi_scenario_parse_board_label (scenario, label, 0, &hex, &error));
  g_assert_no_error (error);
  wadi_hex_center (wadi_scenario_grid (scenario)->layout, hex, &x, &y);
  /* a little below the centre: away from the label and the grid */
  px = (int) floor ((x - x0) * SCALE);
  py = (int) floor ((y - y0) * SCALE + SCALE * 0.15);
  g_assert_cmpint (px, <, cairo_image_surface_get_width (surface));
  g_assert_cmpint (py, <, cairo_image_surface_get_height (surface));
  cairo_surface_flush (surface);
  pixel = *(guint32 *) (gpointer) (cairo_image_surface_get_data (surface)
                                   + (gsize) py * cairo_image_surface_get_stride (surface) + (gsize) px * 4);
  rgb[0] = (pixel >> 16) & 0xff;
  rgb[1] = (pixel >> 8) & 0xff;
  rgb[2] = pixel & 0xff;
}

static double
distance (const double a[3],
          const double b[3])
{
  return sqrt ((a[0] - b[0]) * (a[0] - b[0]) + (a[1] - b[1]) * (a[1] - b[1]) + (a[2] - b[2]) * (a[2] - b[2]));
}

static void
test_viewshed_png (Fixture      *fixture,
                   gconstpointer data)
{
  g_auto(WadiCliRun) json = { 0 };
  g_auto(WadiCliRun) text = { 0 };
  g_auto(WadiCliRun) run = { 0 };
  g_auto(WadiCliRun) plain_run = { 0 };
  g_autofree char *png = out_path (fixture, "viewshed.png");
  g_autofree char *plain = out_path (fixture, "plain.png");
  cairo_surface_t *shaded, *map;
  double           seen[3], unseen[3], seen_map[3], unseen_map[3];

  /* the rules' own answers: 25X3 seen from 25K6, 25C9 not */
  wadi_cli_run (&json, "viewshed", fixture->example, "25K6", "--format", "json", NULL);
  g_assert_cmpint (json.status, ==, 0);
  wadi_cli_assert_json (&json);
  g_assert_nonnull (strstr (json.out, "{\"hex\":\"25X3\",\"position\":\"ground\",\"verdict\":\"clear\""));
  g_assert_nonnull (strstr (json.out, "{\"hex\":\"25C9\",\"position\":\"ground\",\"verdict\":\"blocked\""));
  /* seen means seen past ground and depressions: what is left out is said */
  g_assert_nonnull (strstr (json.out, "\"considers\":[\"ground\",\"depressions\"],\"note\":\"Only ground"));
  wadi_cli_run (&text, "viewshed", fixture->example, "25K6", NULL);
  g_assert_cmpint (text.status, ==, 0);
  g_assert_nonnull (strstr (text.out, "\nnote: Only ground and depressions are considered; woods, buildings, walls "
                                      "and hedges are not.\nclear:"));

  wadi_cli_run (&run, "viewshed", fixture->example, "25K6", "--format", "png", "-o", png, "--scale", "24", NULL);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "");
  wadi_cli_run (&plain_run, "export", fixture->example, "-o", plain, "--scale", "24", NULL);
  g_assert_cmpint (plain_run.status, ==, 0);

  shaded = load_png (png);
  map = load_png (plain);
  /* the export's map, and the legend under it */
  g_assert_cmpint (cairo_image_surface_get_width (shaded), ==, cairo_image_surface_get_width (map));
  g_assert_cmpint (cairo_image_surface_get_height (shaded), >, cairo_image_surface_get_height (map) + 20);
  g_assert_cmpint (cairo_image_surface_get_height (shaded), <, cairo_image_surface_get_height (map) + 200);

  hex_pixel (shaded, fixture->example, "25X3", seen);
  hex_pixel (shaded, fixture->example, "25C9", unseen);
  hex_pixel (map, fixture->example, "25X3", seen_map);
  hex_pixel (map, fixture->example, "25C9", unseen_map);
  /* the same ground on the plain map, told apart by the shading */
  g_assert_cmpfloat (distance (seen_map, unseen_map), <, 8.0);
  g_assert_cmpfloat (distance (seen, unseen), >, 80.0);
  /* seen is green, not seen dark */
  g_assert_cmpfloat (seen[1], >, seen[0]);
  g_assert_cmpfloat (seen[1] + seen[0] + seen[2], >, unseen[0] + unseen[1] + unseen[2] + 100.0);
  cairo_surface_destroy (shaded);
  cairo_surface_destroy (map);
}

/* rsvg-convert renders the SVG to a PNG of its size, and the shading is
 * in it. */
static void
test_viewshed_svg (Fixture      *fixture,
                   gconstpointer data)
{
  g_auto(WadiCliRun) run = { 0 };
  g_autofree char *svg = out_path (fixture, "viewshed.svg");
  g_autofree char *png = out_path (fixture, "rendered.png");
  g_autofree char *xmllint = g_find_program_in_path ("xmllint");
  g_autofree char *rsvg = g_find_program_in_path ("rsvg-convert");
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  cairo_surface_t *rendered;
  double           seen[3], unseen[3];
  int              wait_status;

  wadi_cli_run (&run, "viewshed", fixture->example, "25K6", "--format", "svg", "-o", svg, "--scale", "24", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_file_get_contents (svg, &contents, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_str_has_prefix (contents, "<?xml"));
  g_assert_nonnull (strstr (contents, "<svg"));
  if (xmllint == NULL || rsvg == NULL)
    {
      g_test_skip ("xmllint or rsvg-convert is not installed");
      return;
    }
  {
    const char *argv[] = { xmllint, "--noout", svg, NULL };

    g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL, NULL, NULL,
                                 &wait_status, &error));
    g_assert_no_error (error);
    g_assert_true (g_spawn_check_wait_status (wait_status, &error));
    g_assert_no_error (error);
  }
  {
    /* a point a pixel, as the PNG */
    const char *argv[] = { rsvg, "--dpi-x", "72", "--dpi-y", "72", "-o", png, svg, NULL };

    g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, NULL, NULL, &wait_status,
                                 &error));
    g_assert_no_error (error);
    g_assert_true (g_spawn_check_wait_status (wait_status, &error));
    g_assert_no_error (error);
  }
  rendered = load_png (png);
  hex_pixel (rendered, fixture->example, "25X3", seen);
  hex_pixel (rendered, fixture->example, "25C9", unseen);
  g_assert_cmpfloat (distance (seen, unseen), >, 80.0);
  cairo_surface_destroy (rendered);
}

/* Reach: the bands of cost tell a near hex from a far one; deadground
 * draws too, and keeps its exit status. */
static void
test_reach_and_dead_ground (Fixture      *fixture,
                            gconstpointer data)
{
  g_auto(WadiCliRun) reach = { 0 };
  g_auto(WadiCliRun) dead = { 0 };
  g_autofree char *reach_png = out_path (fixture, "reach.png");
  g_autofree char *dead_png = out_path (fixture, "dead.png");
  cairo_surface_t *surface;
  double           near[3], far[3], outside[3];

  wadi_cli_run (&reach, "reach", fixture->example, "25K6", "-u", "fully-tracked", "--budget", "12", "--format", "png",
                "-o", reach_png, "--scale", "24", "--path-to", "25G2", NULL);
  g_assert_cmpstr (reach.err, ==, "");
  g_assert_cmpint (reach.status, ==, 0);
  surface = load_png (reach_png);
  /* 25L6 costs 1 MP, 25V3 11 MP; 25GG9 is beyond 12 */
  hex_pixel (surface, fixture->example, "25L6", near);
  hex_pixel (surface, fixture->example, "25V3", far);
  hex_pixel (surface, fixture->example, "25GG9", outside);
  g_assert_cmpfloat (distance (near, far), >, 40.0);
  g_assert_cmpfloat (distance (far, outside), >, 10.0);
  /* the cheapest band is the darkest */
  g_assert_cmpfloat (near[0] + near[1] + near[2], <, far[0] + far[1] + far[2]);
  cairo_surface_destroy (surface);

  wadi_cli_run (&dead, "deadground", fixture->example, "--side", "German", "--format", "png", "-o", dead_png, NULL);
  g_assert_cmpint (dead.status, ==, 0);
  g_assert_cmpstr (dead.err, ==, "");
  surface = load_png (dead_png);
  g_assert_cmpint (cairo_image_surface_get_width (surface), >, 100);
  cairo_surface_destroy (surface);

  /* a side no unit has (misspelt): exit 1, as documented, and the sides
   * the units do have, so the whole map hatched is not taken for an answer */
  {
    g_auto(WadiCliRun) nobody = { 0 };

    wadi_cli_run (&nobody, "deadground", fixture->example, "--side", "Germn", NULL);
    g_assert_cmpint (nobody.status, ==, 1);
    g_assert_cmpstr (nobody.err, ==,
                     "wadi-cli: deadground: no unit of Germn is on the map; the units' sides are: German\n");
  }
}

/* -o with a picture and only then, named as the picture is (OUT's
 * extension names it when --format does not, as for export); no file
 * left by a failure. */
static void
test_picture_usage (Fixture      *fixture,
                    gconstpointer data)
{
  g_autofree char *png = out_path (fixture, "never.png");
  g_autofree char *gif = out_path (fixture, "never.gif");
  g_autofree char *inferred = out_path (fixture, "reach.svg");
  g_autofree char *missing = g_build_filename (fixture->dir, "no-such-folder", "out.png", NULL);

  {
    g_auto(WadiCliRun) run = { 0 };

    wadi_cli_run (&run, "viewshed", fixture->example, "25K6", "--format", "png", NULL);
    g_assert_cmpint (run.status, ==, 2);
    g_assert_nonnull (strstr (run.err, "-o OUT"));
  }
  {
    g_auto(WadiCliRun) run = { 0 };

    wadi_cli_run (&run, "reach", fixture->example, "25K6", "-u", "infantry", "--budget", "4", "--format", "json",
                  "-o", png, NULL);
    g_assert_cmpint (run.status, ==, 2);
    g_assert_false (g_file_test (png, G_FILE_TEST_EXISTS));
  }
  {
    g_auto(WadiCliRun) run = { 0 };

    /* --format text said, not a picture by OUT's name (it was) */
    wadi_cli_run (&run, "viewshed", fixture->example, "25K6", "--format", "text", "-o", png, NULL);
    g_assert_cmpint (run.status, ==, 2);
    g_assert_nonnull (strstr (run.err, "-o OUT is for a picture"));
    g_assert_false (g_file_test (png, G_FILE_TEST_EXISTS));
  }
  {
    g_auto(WadiCliRun) run = { 0 };

    /* a PNG is not written under another format's name */
    wadi_cli_run (&run, "viewshed", fixture->example, "25K6", "--format", "png", "-o", gif, NULL);
    g_assert_cmpint (run.status, ==, 2);
    g_assert_nonnull (strstr (run.err, "a --format png picture is written to a file ending in .png"));
    g_assert_false (g_file_test (gif, G_FILE_TEST_EXISTS));
  }
  {
    g_auto(WadiCliRun) run = { 0 };
    g_autofree char *head = NULL;

    wadi_cli_run (&run, "reach", fixture->example, "25K6", "-u", "infantry", "--budget", "4", "-o", inferred, NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_true (g_file_get_contents (inferred, &head, NULL, NULL));
    g_assert_nonnull (strstr (head, "<svg"));
  }
  {
    g_auto(WadiCliRun) missing_budget = { 0 };
    g_auto(WadiCliRun) negative_budget = { 0 };

    /* a budget given but out of range is said so, not called missing */
    wadi_cli_run (&missing_budget, "reach", fixture->example, "25K6", "-u", "infantry", NULL);
    g_assert_cmpint (missing_budget.status, ==, 2);
    g_assert_nonnull (strstr (missing_budget.err, "--budget N is required, 0 to 1000"));
    wadi_cli_run (&negative_budget, "reach", fixture->example, "25K6", "-u", "infantry", "-b", "-1", NULL);
    g_assert_cmpint (negative_budget.status, ==, 2);
    g_assert_nonnull (strstr (negative_budget.err, "--budget -1 is out of range, expected 0 to 1000"));
  }
  {
    g_auto(WadiCliRun) run = { 0 };

    /* the other rules commands draw nothing */
    wadi_cli_run (&run, "los", fixture->example, "25K6", "25X3", "--format", "png", NULL);
    g_assert_cmpint (run.status, ==, 2);
    g_assert_nonnull (strstr (run.err, "expected text or json"));
  }
  {
    g_auto(WadiCliRun) run = { 0 };

    wadi_cli_run (&run, "deadground", fixture->example, "--side", "German", "--format", "png", "-o", missing, NULL);
    g_assert_cmpint (run.status, ==, 2);
    g_assert_nonnull (strstr (run.err, "wadi-cli deadground: "));
    g_assert_false (g_file_test (missing, G_FILE_TEST_EXISTS));
  }
  {
    g_auto(WadiCliRun) run = { 0 };

    wadi_cli_run (&run, "viewshed", fixture->example, "25K6", "--format", "png", "-o", png, "--scale", "2", NULL);
    g_assert_cmpint (run.status, ==, 2);
    g_assert_false (g_file_test (png, G_FILE_TEST_EXISTS));
  }
  {
    g_auto(WadiCliRun) run = { 0 };

    /* "nan" is out of range too, not a scale past every budget */
    wadi_cli_run (&run, "viewshed", fixture->example, "25K6", "-o", png, "--scale", "nan", NULL);
    g_assert_cmpint (run.status, ==, 2);
    g_assert_nonnull (strstr (run.err, "--scale nan is out of range"));
    g_assert_false (g_file_test (png, G_FILE_TEST_EXISTS));
  }
}

/* The mover options of reach, in text and JSON, and their refusals. */
static void
test_reach_options (Fixture      *fixture,
                    gconstpointer data)
{
  const char      *root = g_getenv ("WADI_SOURCE_ROOT");
  g_autofree char *three = g_build_filename (root, "data", "examples", "asl-three-boards.wadi", NULL);
  g_autofree char *toi = g_build_filename (root, "data", "examples", "toi-wadi-movement.wadi", NULL);
  g_autofree char *classic = g_build_filename (root, "data", "examples", "classic-charts.wadi", NULL);

  {
    /* a tank facing north in the open pays three hexspines, then 1 MP,
     * for the hex behind it; without --vca, 1 MP */
    g_auto(WadiCliRun) run = { 0 };
    g_auto(WadiCliRun) free_facing = { 0 };

    wadi_cli_run (&run, "reach", three, "25E5", "-u", "fully-tracked", "-b", "4", "--vca", "n", NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_nonnull (strstr (run.out, "reach: 25E5 ground, fully-tracked, 4 MP, VCA n\n"));
    g_assert_nonnull (strstr (run.out, "\n25E6 ground facing s 4: 25E5:ground > turn +3 to s > 25E6:ground\n"));
    g_assert_nonnull (strstr (run.out, "\n25E4 ground facing n 1: 25E5:ground > 25E4:ground\n"));
    wadi_cli_run (&free_facing, "reach", three, "25E5", "-u", "fully-tracked", "-b", "4", NULL);
    g_assert_nonnull (strstr (free_facing.out, "\n25E6 ground 1: 25E5:ground > 25E6:ground\n"));
  }
  {
    g_auto(WadiCliRun) run = { 0 };

    wadi_cli_run (&run, "reach", three, "25E5", "-u", "fully-tracked", "-b", "4", "--vca", "25E4", "--format", "json",
                  NULL);
    g_assert_cmpint (run.status, ==, 0);
    wadi_cli_assert_json (&run);
    g_assert_nonnull (strstr (run.out, "\"options\":{\"vca\":\"n\",\"double_time\":false,\"road\":false,\"allowance\":4}"));
    g_assert_nonnull (strstr (run.out, "\"hex\":\"25E6\",\"position\":\"ground\",\"cost\":4,\"facing\":\"s\""));
    g_assert_nonnull (strstr (run.out, "\"vca_change\":3"));
  }
  {
    /* Double Time: 1 MF reaches the 19 hexes of 2 MF, every one CX */
    g_auto(WadiCliRun) run = { 0 };
    g_auto(WadiCliRun) two = { 0 };

    wadi_cli_run (&run, "reach", three, "25E5", "-u", "infantry", "-b", "1", "--cx", NULL);
    wadi_cli_run (&two, "reach", three, "25E5", "-u", "infantry", "-b", "2", NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_nonnull (strstr (run.out, "reach: 25E5 ground, infantry, 1 MF, Double Time (+1 MF: A4.71)\nhexes: 19\n"));
    g_assert_nonnull (strstr (two.out, "\nhexes: 19\n"));
    g_assert_nonnull (strstr (run.out, "\n25E3 ground 2 [cx]: 25E5:ground > 25E4:ground > 25E3:ground\n"));
  }
  {
    /* DoF example 5's tank along the dirt road, over the bridge */
    g_auto(WadiCliRun) run = { 0 };

    wadi_cli_run (&run, "reach", toi, "E1", "-u", "fully-tracked", "-b", "4", "--road", "--side", "German", NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_nonnull (strstr (run.out, "road move\nhexes: 5\n"));
    g_assert_nonnull (strstr (run.out, "\nE3 bridge 2: E1:ground > E2:ground > E3:bridge\n"));
  }
  {
    /* the classic ROADS at 1/2 MF */
    g_auto(WadiCliRun) run = { 0 };

    wadi_cli_run (&run, "reach", classic, "C4", "-u", "truck", "-b", "2", "--road", NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_nonnull (strstr (run.out, "\n2F4 ground 1.5: 2C4:ground > 2D4:ground > 2E4:ground > 2F4:ground\n"));
  }
  {
    static const char *const refused[][8] = {
      { "three", "25E5", "fully-tracked", "--double-time", "only Infantry may declare Double Time (A4.71)" },
      { "three", "25E5", "infantry", "--vca", "only vehicles stop, start and have a VCA" },
      { "three", "25E5", "infantry", "--road", "no road leaves the start hex (B3)" },
      { "toi", "E1", "infantry", "--double-time", "the ruleset has no Double Time" },
      { "classic", "C4", "truck", "--vca", "the ruleset has no VCA" },
    };

    for (gsize i = 0; i < G_N_ELEMENTS (refused); i++)
      {
        g_auto(WadiCliRun) run = { 0 };
        const char *file = g_str_equal (refused[i][0], "three") ? three : g_str_equal (refused[i][0], "toi") ? toi
                                                                                                             : classic;
        gboolean    vca = g_str_equal (refused[i][3], "--vca");

        wadi_cli_run (&run, "reach", file, refused[i][1], "-u", refused[i][2], "-b", "4", refused[i][3],
                      vca ? "n" : NULL, NULL);
        g_assert_cmpint (run.status, ==, 2);
        g_assert_cmpstr (run.out, ==, "");
        g_assert_nonnull (strstr (run.err, refused[i][3]));
        g_assert_nonnull (strstr (run.err, refused[i][4]));
      }
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/cli-analysis/viewshed-png", Fixture, NULL, wadi_cli_fixture_set_up, test_viewshed_png, wadi_cli_fixture_tear_down);
  g_test_add ("/cli-analysis/viewshed-svg", Fixture, NULL, wadi_cli_fixture_set_up, test_viewshed_svg, wadi_cli_fixture_tear_down);
  g_test_add ("/cli-analysis/reach-and-dead-ground", Fixture, NULL, wadi_cli_fixture_set_up, test_reach_and_dead_ground,
              wadi_cli_fixture_tear_down);
  g_test_add ("/cli-analysis/usage", Fixture, NULL, wadi_cli_fixture_set_up, test_picture_usage, wadi_cli_fixture_tear_down);
  g_test_add ("/cli-analysis/reach-options", Fixture, NULL, wadi_cli_fixture_set_up, test_reach_options, wadi_cli_fixture_tear_down);
  return g_test_run ();
}
