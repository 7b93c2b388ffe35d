/* wadi-bench-copy.c: what Copy of a whole map costs, in time and memory
 *
 * Run by hand (see docs/performance.md):
 *   build/tests/bench/wadi-bench-copy [--side N] [--repeats N]
 * Copy (Ctrl+C) lifts the selection as a stamp and writes its clipboard
 * text in a worker; a text longer than Paste reads is refused.  For the
 * benchmark map of N x N hexes (1000: its whole text is past the limit,
 * so it is refused) and of 0.9 N x 0.9 N (within it), each copy runs in a
 * process of its own, and prints its time and its peak resident memory
 * above what the process held before it, beside the same map saved to a
 * file's bytes in the same process (the reference): the file is the other
 * text Wadi writes of a whole map.  A copy that fits is pasted back (its
 * text read as a stamp), timed and measured the same way.  Best of
 * several runs.
 */
#include "config.h"

#include <stdio.h>

#include "wadi-bench-map.h"
#include "wadi-format.h"
#include "wadi-stamp.h"

static int side = 1000;
static int repeats = 3;
static int child_side; /* the child that copies */

static GOptionEntry entries[] = {
  { "side", 's', 0, G_OPTION_ARG_INT, &side, "Hexes along each side of the map (1000)", "N" },
  { "repeats", 'r', 0, G_OPTION_ARG_INT, &repeats, "Runs of each measurement; the best counts (3)", "N" },
  { "child", 0, G_OPTION_FLAG_HIDDEN, G_OPTION_ARG_INT, &child_side, NULL, "N" },
  { NULL }
};

static gint64
status_bytes (const char *field)
{
  g_autofree char *status = NULL;
  gsize            length = strlen (field);

  if (!g_file_get_contents ("/proc/self/status", &status, NULL, NULL))
    return -1;
  for (const char *line = status; line != NULL && *line != '\0'; line = strchr (line, '\n'))
    {
      if (*line == '\n')
        line++;
      if (strncmp (line, field, length) == 0 && line[length] == ':')
        return g_ascii_strtoll (line + length + 1, NULL, 10) * 1024;
    }
  return -1;
}

/* The child: saves the map to bytes, then copies all of it; prints
 * "save_ms save_peak copy_ms copy_peak text_bytes" (text_bytes 0 when
 * refused).  The save comes first, so that its peak is its own. */
static int
copy_in_child (int n)
{
  g_autoptr(WadiScenario) scenario = wadi_bench_make_map (n);
  const WadiBoard *grid = wadi_scenario_grid (scenario);
  g_autoptr(GArray) hexes = g_array_new (FALSE, FALSE, sizeof (WadiHex));
  g_autoptr(WadiStamp) stamp = NULL;
  g_autoptr(GBytes) saved = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  gint64           before, start, save_us, save_peak, copy_us, copy_peak, paste_us = 0, paste_peak = 0;

  for (guint i = 0; i < wadi_board_hex_count (grid); i++)
    {
      WadiHex hex = wadi_board_hex_at_index (grid, i);

      g_array_append_val (hexes, hex);
    }
  before = status_bytes ("VmRSS");
  start = g_get_monotonic_time ();
  saved = wadi_format_write_bytes (scenario);
  save_us = g_get_monotonic_time () - start;
  save_peak = status_bytes ("VmHWM") - before;
  g_clear_pointer (&saved, g_bytes_unref);

  start = g_get_monotonic_time ();
  stamp = wadi_stamp_new_from_hexes (scenario, hexes);
  text = wadi_stamp_to_copy_text (stamp, &error);
  copy_us = g_get_monotonic_time () - start;
  /* the copy's peak above the save's: VmHWM only grows */
  copy_peak = MAX (status_bytes ("VmHWM") - before, save_peak);
  if (text != NULL)
    {
      g_autoptr(WadiStamp) pasted = NULL;

      start = g_get_monotonic_time ();
      pasted = wadi_stamp_new_from_text (text, &error);
      paste_us = g_get_monotonic_time () - start;
      if (pasted == NULL)
        g_error ("paste: %s", error->message);
      paste_peak = status_bytes ("VmHWM") - before;
    }
  printf ("%.1f %" G_GINT64_FORMAT " %.1f %" G_GINT64_FORMAT " %zu %.1f %" G_GINT64_FORMAT "\n", save_us / 1000.0,
          save_peak, copy_us / 1000.0, copy_peak, text != NULL ? strlen (text) : (gsize) 0, paste_us / 1000.0,
          paste_peak);
  return 0;
}

typedef struct
{
  double save_ms, save_mib, copy_ms, copy_mib, paste_ms, paste_mib;
  gsize  text_bytes;
} CopyFigures;

static gboolean
measure (int          n,
         CopyFigures *figures)
{
  g_autofree char *arg = g_strdup_printf ("--child=%d", n);
  const char      *argv[] = { "/proc/self/exe", arg, NULL };
  g_autofree char *out = NULL;
  gint64           save_peak = 0, copy_peak = 0, paste_peak = 0;
  int              status = 0;

  if (!g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, NULL, &status, NULL)
      || !g_spawn_check_wait_status (status, NULL)
      || sscanf (out, "%lf %" G_GINT64_FORMAT " %lf %" G_GINT64_FORMAT " %zu %lf %" G_GINT64_FORMAT,
                 &figures->save_ms, &save_peak, &figures->copy_ms, &copy_peak, &figures->text_bytes,
                 &figures->paste_ms, &paste_peak)
             != 7)
    return FALSE;
  figures->save_mib = save_peak / (1024.0 * 1024.0);
  figures->copy_mib = copy_peak / (1024.0 * 1024.0);
  figures->paste_mib = paste_peak / (1024.0 * 1024.0);
  return TRUE;
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GOptionContext) context = g_option_context_new ("- what Copy of a whole map costs");
  g_autoptr(GError) error = NULL;
  int sides[2];

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || side < 10 || repeats < 1)
    {
      g_printerr ("%s\n", error != NULL ? error->message : "--side is at least 10, --repeats at least 1");
      return 2;
    }
  if (child_side > 0)
    return copy_in_child (child_side);

  sides[0] = side;
  sides[1] = side * 9 / 10;
  printf ("Copy of the whole map, each in a process of its own (best of %d); "
          "reference: the same map saved to bytes in the same process\n",
          repeats);
  for (guint i = 0; i < G_N_ELEMENTS (sides); i++)
    {
      CopyFigures best = { 0 };

      for (int r = 0; r < repeats; r++)
        {
          CopyFigures figures;

          if (!measure (sides[i], &figures))
            {
              g_printerr ("the copy in a child failed\n");
              return 1;
            }
          if (r == 0 || figures.copy_ms < best.copy_ms)
            best = figures;
        }
      printf ("  %4d x %-4d  save %6.0f ms, peak %6.1f MiB (reference)\n", sides[i], sides[i], best.save_ms,
              best.save_mib);
      if (best.text_bytes == 0)
        printf ("               copy %6.0f ms, peak %6.1f MiB: refused, past what Paste reads\n", best.copy_ms,
                best.copy_mib);
      else
        printf ("               copy %6.0f ms, peak %6.1f MiB: %.1f MiB of text; "
                "its paste %6.0f ms, peak %6.1f MiB\n",
                best.copy_ms, best.copy_mib, best.text_bytes / (1024.0 * 1024.0), best.paste_ms, best.paste_mib);
    }
  return 0;
}
