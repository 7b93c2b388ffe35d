/* wadi-bench-png.c: a PNG of a 1000 x 1000 hex map at 8 pixels a hex,
 * beside Tiled's picture of the same map
 *
 * Run by hand (see docs/performance.md): build/tests/bench/wadi-bench-png
 * [--keep DIR] (DIR: where to leave both pictures of each map, to look at)
 * For two maps, the benchmark one (patches of terrain and hills, a wadi)
 * and one whose every hex has a random terrain and level, it exports the
 * PNG in a child process and prints the CPU time it took (user and
 * system) and the file's size; the reference, in the same run: Tiled's
 * `tmxrasterizer --tilesize 8` drawing Wadi's TMX of the same map.  The
 * goals (issue 28): at most 0.5 x tmxrasterizer's CPU time, and a file at
 * most 1.5 x Tiled's.  Without tmxrasterizer it prints Wadi's figures and
 * says so.
 */
/* wait4 () */
#define _DEFAULT_SOURCE 1

#include "config.h"

#include <fcntl.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "wadi-bench-map.h"
#include "wadi-export.h"

#define MAP_SIDE 1000
#define PNG_SCALE 8.0

typedef struct
{
  double   cpu_seconds;
  gboolean ok;
} Run;

static Run
wait_child (pid_t pid)
{
  struct rusage usage;
  int           status = 0;
  Run           run;

  wait4 (pid, &status, 0, &usage);
  run.cpu_seconds = usage.ru_utime.tv_sec + usage.ru_utime.tv_usec / 1e6 + usage.ru_stime.tv_sec
                    + usage.ru_stime.tv_usec / 1e6;
  run.ok = WIFEXITED (status) && WEXITSTATUS (status) == 0;
  return run;
}

/* An export in a child, so that its CPU time is its own. */
static Run
time_export (const WadiScenario      *scenario,
             const WadiExportOptions *options,
             const char              *path)
{
  pid_t pid = fork ();

  if (pid == 0)
    {
      g_autoptr(GError) error = NULL;

      if (!wadi_export_write (scenario, options, path, NULL, NULL, NULL, &error))
        {
          g_printerr ("%s\n", error->message);
          _exit (1);
        }
      _exit (0);
    }
  return wait_child (pid);
}

static Run
time_program (const char *const *argv)
{
  pid_t pid = fork ();

  if (pid == 0)
    {
      int null = open ("/dev/null", O_WRONLY);

      dup2 (null, 1);
      dup2 (null, 2);
      execvp (argv[0], (char **) argv);
      _exit (127);
    }
  return wait_child (pid);
}

static double
file_mb (const char *path)
{
  GStatBuf info;

  return g_stat (path, &info) == 0 ? info.st_size / 1048576.0 : 0.0;
}

/* keep: a folder to leave the pictures in, or NULL */
static void
measure (const char   *name,
         const char   *tag,
         WadiScenario *scenario,
         const char   *dir,
         const char   *keep,
         gboolean      with_tiled)
{
  g_autofree char  *png = g_build_filename (dir, "map.png", NULL);
  g_autofree char  *tmx = g_build_filename (dir, "map.tmx", NULL);
  g_autofree char  *tiles = wadi_export_companion_path (WADI_EXPORT_TMX, tmx);
  g_autofree char  *tiled_png = g_build_filename (dir, "tiled.png", NULL);
  WadiExportOptions options;
  Run               wadi, tiled = { 0 };

  wadi_export_options_init (&options);
  options.format = WADI_EXPORT_PNG;
  options.pixels_per_hex = PNG_SCALE;
  wadi = time_export (scenario, &options, png);
  g_print ("%-28s Wadi: %6.2f s CPU %6.1f MB", name, wadi.cpu_seconds, file_mb (png));
  if (with_tiled)
    {
      /* Wadi's TMX, its tiles drawn 8 pixels tall by Tiled */
      options.format = WADI_EXPORT_TMX;
      options.pixels_per_hex = 48.0;
      if (time_export (scenario, &options, tmx).ok)
        tiled = time_program ((const char *const[]) { "tmxrasterizer", "--tilesize", "8", tmx, tiled_png, NULL });
      if (tiled.ok)
        g_print ("   tmxrasterizer: %6.2f s CPU %6.1f MB   Wadi/Tiled: %.2f x the time (goal 0.5), %.2f x the "
                 "file (goal 1.5)",
                 tiled.cpu_seconds, file_mb (tiled_png), wadi.cpu_seconds / tiled.cpu_seconds,
                 file_mb (png) / file_mb (tiled_png));
      else
        g_print ("   tmxrasterizer failed");
    }
  g_print ("%s\n", wadi.ok ? "" : "  (Wadi FAILED)");
  if (keep != NULL)
    {
      g_autofree char *wadi_name = g_strdup_printf ("%s/%s-wadi.png", keep, tag);
      g_autofree char *tiled_name = g_strdup_printf ("%s/%s-tiled.png", keep, tag);

      g_rename (png, wadi_name);
      g_rename (tiled_png, tiled_name);
    }
  g_remove (png);
  g_remove (tmx);
  g_remove (tiles);
  g_remove (tiled_png);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *dir = g_dir_make_tmp ("wadi-bench-png-XXXXXX", NULL);
  g_autofree char *tiled = g_find_program_in_path ("tmxrasterizer");
  g_autoptr(WadiScenario) patches = wadi_bench_make_map (MAP_SIDE);
  g_autoptr(WadiScenario) noise = wadi_bench_make_noisy_map (MAP_SIDE);

  const char *keep = NULL;

  if (argc == 3 && g_str_equal (argv[1], "--keep"))
    keep = argv[2];
  else if (argc != 1)
    {
      g_printerr ("usage: %s [--keep DIR]\n", argv[0]);
      return 2;
    }
  g_setenv ("QT_QPA_PLATFORM", "offscreen", TRUE);
  g_print ("A %d x %d hex map as a PNG at %.0f px a hex%s\n", MAP_SIDE, MAP_SIDE, PNG_SCALE,
           tiled != NULL ? ", beside tmxrasterizer --tilesize 8 of Wadi's TMX"
                         : "; tmxrasterizer is not installed (apt install tiled): no reference");
  measure ("patches, hills and a wadi", "patches", patches, dir, keep, tiled != NULL);
  measure ("a random terrain a hex", "noise", noise, dir, keep, tiled != NULL);
  g_rmdir (dir);
  return 0;
}
