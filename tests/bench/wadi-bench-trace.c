/* wadi-bench-trace.c: tracing a board from its picture (issue 30)
 *
 * Run by hand (see docs/performance.md): build/tests/bench/wadi-bench-trace
 * A 33 x 11 ASL board of varied terrain (the trace tests' board) drawn by
 * Wadi's export at 66 pixels a hex and turned 1 degree: a picture of
 * about 2,000 x 700 pixels, as PNG and as JPEG.  It prints, each the
 * median of RUNS runs: the time to trace the board on two threads (the
 * goal: under a second) and on one, beside the reference measured in the
 * same run, the time gdk-pixbuf takes to decode the picture.  Then the
 * memory a 6,000 x 2,000 scan costs to decode, in a child process: its
 * peak resident size above the start, beside the picture's own pixels
 * (the goal: those plus a few MB).
 */
#include "config.h"

#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "wadi-test-trace.h"

#define RUNS 7

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

static double
median (double *values,
        int     n)
{
  qsort (values, (size_t) n, sizeof *values, compare_doubles);
  return values[n / 2];
}

static WadiTracePicture *
load (const char *path)
{
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  WadiTracePicture *picture = wadi_trace_picture_load (file, NULL, NULL, NULL, NULL, &error);

  if (picture == NULL)
    g_error ("%s: %s", path, error->message);
  return picture;
}

static WadiTraceSamples *
samples_of (const WadiBoard        *board,
            const WadiTracePicture *picture,
            const WadiSimilarity   *s)
{
  WadiTraceSamples *samples = wadi_trace_samples_new ();

  /* five whole hexes of each class */
  for (guint k = 0; k < wadi_test_trace_n_classes; k++)
    for (guint i = 0, taken = 0; i < wadi_board_hex_count (board) && taken < 5; i++)
      {
        WadiHex            hex = wadi_board_hex_at_index (board, i);
        const WadiHexCell *cell = wadi_board_cell (board, hex);

        if (hex.row == 0 || hex.col == 0 || hex.row == board->rows - 1 || hex.col == board->cols - 1
            || cell->terrain != wadi_test_trace_classes[k].terrain
            || cell->depression != wadi_test_trace_classes[k].depression)
          continue;
        if (wadi_trace_samples_add_hex (samples, picture, s, board->layout, hex, wadi_test_trace_classes[k], NULL))
          taken++;
      }
  return samples;
}

static void
measure (const char           *name,
         const char           *path,
         const WadiBoard      *board,
         const WadiSimilarity *s)
{
  g_autoptr (WadiTracePicture) picture = load (path);
  g_autoptr (WadiTraceSamples) samples = samples_of (board, picture, s);
  double decode[RUNS], two[RUNS], one[RUNS];
  guint  n = 0;

  for (int r = 0; r < RUNS; r++)
    {
      gint64 t0 = g_get_monotonic_time ();
      g_autoptr (WadiTracePicture) again = load (path);
      gint64 t1 = g_get_monotonic_time ();
      g_autoptr (WadiTraceResult) a = wadi_trace_board (picture, s, board, samples, 2, NULL, NULL, NULL, NULL);
      gint64 t2 = g_get_monotonic_time ();
      g_autoptr (WadiTraceResult) b = wadi_trace_board (picture, s, board, samples, 1, NULL, NULL, NULL, NULL);
      gint64 t3 = g_get_monotonic_time ();

      /* used: clang warns of an unused g_autoptr variable (-Werror) */
      g_assert_nonnull (again);
      g_assert_nonnull (b);
      decode[r] = (t1 - t0) / 1000.0;
      two[r] = (t2 - t1) / 1000.0;
      one[r] = (t3 - t2) / 1000.0;
      wadi_trace_result_get_suggestions (a, &n);
    }
  g_print ("%-5s %d x %d: trace %u hexes: %7.2f ms on 2 threads, %7.2f ms on 1 (goal: under 1 s)   "
           "reference, decoding the picture: %7.2f ms\n",
           name, wadi_trace_picture_get_width (picture), wadi_trace_picture_get_height (picture), n,
           median (two, RUNS), median (one, RUNS), median (decode, RUNS));
}

static long
status_kb (const char *field)
{
  g_autofree char *text = NULL;
  const char      *at;

  if (!g_file_get_contents ("/proc/self/status", &text, NULL, NULL) || (at = strstr (text, field)) == NULL)
    return -1;
  return atol (at + strlen (field) + 1);
}

/* Decodes path in a child: its peak resident size above the start,
 * beside the picture's pixels. */
static void
measure_memory (const char *path)
{
  pid_t pid = fork ();

  if (pid == 0)
    {
      long before = status_kb ("VmRSS:");
      g_autoptr (WadiTracePicture) picture = load (path);
      GdkPixbuf *pixbuf = wadi_trace_picture_get_pixbuf (picture);
      double     pixels = (double) gdk_pixbuf_get_byte_length (pixbuf) / 1048576.0;
      double     peak = (status_kb ("VmHWM:") - before) / 1024.0;

      g_print ("decode %d x %d: peak %.1f MiB above the start   the picture's pixels: %.1f MiB (%.1f MiB more; "
               "goal: a few)\n",
               wadi_trace_picture_get_width (picture), wadi_trace_picture_get_height (picture), peak, pixels,
               peak - pixels);
      _exit (0);
    }
  waitpid (pid, NULL, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr (WadiScenario) scenario = wadi_test_trace_scenario ();
  g_autoptr (WadiBoard) board = wadi_map_extract_board (scenario->map, 0);
  g_autofree char *dir = g_dir_make_tmp ("wadi-bench-trace-XXXXXX", NULL);
  g_autofree char *png = g_build_filename (dir, "scan.png", NULL);
  g_autofree char *jpeg = g_build_filename (dir, "scan.jpg", NULL);
  g_autofree char *large = g_build_filename (dir, "large.png", NULL);
  g_autofree char *export_png = g_build_filename (dir, "export.png", NULL);
  g_autoptr (GdkPixbuf) pixbuf = NULL;
  WadiSimilarity truth, large_truth;

  wadi_test_trace_picture (scenario, dir, 66.0, 1.0, 20.0, 4.0, png, &truth);
  pixbuf = gdk_pixbuf_new_from_file (png, NULL);
  gdk_pixbuf_save (pixbuf, jpeg, "jpeg", NULL, "quality", "80", NULL);
  measure ("PNG", png, board, &truth);
  measure ("JPEG", jpeg, board, &truth);

  wadi_test_trace_picture (scenario, dir, 200.0, 0.0, 0.0, 0.0, large, &large_truth);
  measure_memory (large);

  g_remove (png);
  g_remove (jpeg);
  g_remove (large);
  g_remove (export_png);
  g_rmdir (dir);
  return 0;
}
