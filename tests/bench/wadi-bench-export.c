/* wadi-bench-export.c: how long exports of a 1000 x 1000 hex map take,
 * and how much memory
 *
 * Run by hand (see docs/performance.md): build/tests/bench/wadi-bench-export [DIR]
 * Exports the map of wadi-bench-render into DIR (a temporary folder by
 * default) as PNG at 8 pixels a hex, SVG and PDF at 8 points a hex, TMX
 * and JSON, each in a child process of its own, and prints its time and
 * the child's peak resident memory.  The reference, measured in the same
 * run: Tiled's tmxrasterizer drawing Wadi's TMX as a picture of the same
 * size as the PNG.  The goals (issue #11): the PNG in at most half of
 * tmxrasterizer's time, its memory bounded by the band, not the picture
 * (a picture of W x H pixels would take 4 W H bytes).  The SVG twice:
 * drawn in pieces spliced into one document (issue 28), and onto one
 * cairo surface as before, which holds the whole map until it is
 * finished.
 */
/* wait4 () */
#define _DEFAULT_SOURCE 1

#include "config.h"

#include <glib/gstdio.h>
#include <stdio.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <fcntl.h>
#include <unistd.h>

#include "wadi-bench-map.h"
#include "wadi-export-pages.h"
#include "wadi-export-private.h"
#include "wadi-export.h"

#define MAP_SIDE 1000
#define PNG_SCALE 8.0

/* an SVG onto one cairo surface, as before issue 28 */
static gboolean svg_whole;

typedef struct
{
  double   seconds;
  double   peak_mb;
  gboolean ok;
} Run;

/* The child's time and peak memory, from wait4. */
static Run
wait_child (pid_t  pid,
            gint64 start)
{
  struct rusage usage;
  int           status = 0;
  Run           run;

  wait4 (pid, &status, 0, &usage);
  run.seconds = (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC;
  run.peak_mb = usage.ru_maxrss / 1024.0;
  run.ok = WIFEXITED (status) && WEXITSTATUS (status) == 0;
  return run;
}

/* An export in a child, so that its peak memory is its own; the map is
 * made before the fork, and the child's peak counts it. */
static Run
time_export (const WadiScenario      *scenario,
             const WadiExportOptions *options,
             const char              *path)
{
  gint64 start = g_get_monotonic_time ();
  pid_t  pid = fork ();

  if (pid == 0)
    {
      g_autoptr(GError) error = NULL;

      _wadi_export_svg_set_whole (svg_whole, 0);
      if (!wadi_export_write (scenario, options, path, NULL, NULL, NULL, &error))
        {
          g_printerr ("%s\n", error->message);
          _exit (1);
        }
      _exit (0);
    }
  return wait_child (pid, start);
}

static Run
time_program (const char *const *argv)
{
  gint64 start = g_get_monotonic_time ();
  pid_t  pid = fork ();

  if (pid == 0)
    {
      int null = open ("/dev/null", O_WRONLY);

      dup2 (null, 1);
      dup2 (null, 2);
      execvp (argv[0], (char **) argv);
      _exit (127);
    }
  return wait_child (pid, start);
}

static double
file_mb (const char *path)
{
  GStatBuf info;

  return g_stat (path, &info) == 0 ? info.st_size / 1048576.0 : 0.0;
}

static void
row (const char *name,
     Run         run,
     const char *path,
     const Run  *reference)
{
  g_print ("%-28s %8.2f s %9.1f MB peak %9.1f MB file", name, run.seconds, run.peak_mb, file_mb (path));
  if (reference != NULL)
    g_print ("   %.2f x its time, %.2f x its memory", run.seconds / reference->seconds,
             run.peak_mb / reference->peak_mb);
  g_print ("%s\n", run.ok ? "" : "  FAILED");
}

/* --sheets: the layout of the map on A4 sheets, as the Export dialog
 * works it out on the main loop each time an option changes (the count
 * of sheets under the preview), at 8, 16 and 24 mm a hex; beside one
 * read of every cell of the map. */
static void
bench_sheets (const WadiScenario *scenario)
{
  const double      millimetres[] = { 8.0, 16.0, 24.0 };
  const WadiBoard  *grid = wadi_scenario_grid (scenario);
  WadiExportOptions options;
  double            paper_width, paper_height;
  guint             sum = 0;
  gint64            start = g_get_monotonic_time ();
  double            read_ms;

  for (guint i = 0; i < wadi_board_hex_count (grid); i++)
    sum += wadi_board_cell (grid, wadi_board_hex_at_index (grid, i))->terrain;
  read_ms = (g_get_monotonic_time () - start) / 1000.0;
  wadi_export_options_init (&options);
  options.format = WADI_EXPORT_PDF;
  options.paper = WADI_PAPER_A4;
  wadi_export_paper_size (options.paper, &paper_width, &paper_height);
  g_print ("The %d x %d map on A4 sheets: the layout (reference: every cell read once, %.1f ms; %u)\n", MAP_SIDE,
           MAP_SIDE, read_ms, sum);
  for (guint m = 0; m < G_N_ELEMENTS (millimetres); m++)
    {
      g_autoptr(WadiExportSheets) sheets = NULL;

      options.pixels_per_hex = wadi_export_points_for_mm (millimetres[m]);
      start = g_get_monotonic_time ();
      sheets = wadi_export_sheets_new (scenario, &options, paper_width, paper_height);
      g_print ("  %2.0f mm a hex: %u sheets in %.1f ms\n", millimetres[m], wadi_export_sheets_count (sheets),
               (g_get_monotonic_time () - start) / 1000.0);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *dir = argc > 1 ? g_strdup (argv[1]) : g_dir_make_tmp ("wadi-bench-export-XXXXXX", NULL);
  g_autoptr(WadiScenario) scenario = wadi_bench_make_map (MAP_SIDE);
  g_autofree char  *png = g_build_filename (dir, "map.png", NULL);
  g_autofree char  *svg = g_build_filename (dir, "map.svg", NULL);
  g_autofree char  *svg_whole_path = g_build_filename (dir, "map-whole.svg", NULL);
  g_autofree char  *pdf = g_build_filename (dir, "map.pdf", NULL);
  g_autofree char  *tmx = g_build_filename (dir, "map.tmx", NULL);
  g_autofree char  *json = g_build_filename (dir, "map.json", NULL);
  g_autofree char  *tiled_png = g_build_filename (dir, "tiled.png", NULL);
  g_autofree char  *scale = NULL;
  WadiExportOptions options;
  Run               png_run, tiled_run, run;
  int               width, height;

  if (argc > 1 && g_strcmp0 (argv[1], "--sheets") == 0)
    {
      bench_sheets (scenario);
      return 0;
    }
  g_mkdir_with_parents (dir, 0755);
  wadi_export_options_init (&options);
  options.pixels_per_hex = PNG_SCALE;
  wadi_export_size (scenario, &options, &width, &height);
  g_print ("A %d x %d hex map into %s; the PNG is %d x %d pixels (%.0f MB as one image)\n\n", MAP_SIDE, MAP_SIDE, dir,
           width, height, 4.0 * width * height / 1048576.0);

  /* the reference first: Tiled drawing Wadi's TMX at the PNG's size (a
   * TMX tile 48 pixels tall, drawn at 8 / 48) */
  options.format = WADI_EXPORT_TMX;
  options.pixels_per_hex = 48.0;
  run = time_export (scenario, &options, tmx);
  scale = g_strdup_printf ("%.6f", PNG_SCALE / 48.0);
  g_setenv ("QT_QPA_PLATFORM", "offscreen", TRUE);
  tiled_run = time_program ((const char *const[]) { "tmxrasterizer", "--scale", scale, tmx, tiled_png, NULL });
  row ("reference: tmxrasterizer", tiled_run, tiled_png, NULL);
  g_print ("\n");

  options.format = WADI_EXPORT_PNG;
  options.pixels_per_hex = PNG_SCALE;
  png_run = time_export (scenario, &options, png);
  row ("PNG, 8 px a hex", png_run, png, &tiled_run);
  row ("TMX (tile 48 px)", run, tmx, &tiled_run);
  options.format = WADI_EXPORT_JSON;
  run = time_export (scenario, &options, json);
  row ("JSON", run, json, &tiled_run);
  options.format = WADI_EXPORT_SVG;
  run = time_export (scenario, &options, svg);
  row ("SVG, 8 pt a hex", run, svg, &tiled_run);
  svg_whole = TRUE;
  run = time_export (scenario, &options, svg_whole_path);
  svg_whole = FALSE;
  row ("SVG on one surface (before)", run, svg_whole_path, &tiled_run);
  options.format = WADI_EXPORT_PDF;
  run = time_export (scenario, &options, pdf);
  row ("PDF, 8 pt a hex", run, pdf, &tiled_run);

  g_print ("\ngoal: PNG at most 0.5 x tmxrasterizer's time: %s (%.2f x); its peak %.0f MB against %.0f MB "
           "for the picture as one image\n",
           png_run.seconds <= 0.5 * tiled_run.seconds ? "met" : "NOT met", png_run.seconds / tiled_run.seconds,
           png_run.peak_mb, 4.0 * width * height / 1048576.0);
  if (argc <= 1)
    {
      const char      *files[] = { png, svg, svg_whole_path, pdf, tmx, json, tiled_png };
      g_autofree char *tiles = wadi_export_companion_path (WADI_EXPORT_TMX, tmx);

      for (guint i = 0; i < G_N_ELEMENTS (files); i++)
        g_remove (files[i]);
      g_remove (tiles);
      g_rmdir (dir);
    }
  return 0;
}
