/* wadi-bench-load.c: how long loading takes, whatever a file holds
 *
 * Run by hand (see docs/performance.md):
 *   tests/data/adversarial/generate.py /tmp/adversarial
 *   build/tests/bench/wadi-bench-load /tmp/adversarial
 * For each file of the folder: its size, the best time of a few loads,
 * whether it loaded or was refused (and why), and its time per megabyte
 * beside that of plain.wadi, an ordinary board of the same size read in
 * the same run.  The goal (issue #12): every file loaded or refused in time
 * linear in its size and in the map it describes, a 10 MB file of any
 * content within 2 s.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <stdio.h>

#include "wadi-format.h"

static int repeats = 3;

static GOptionEntry entries[] = {
  { "repeats", 'r', 0, G_OPTION_ARG_INT, &repeats, "Loads of each file; the best counts (3)", "N" },
  { NULL }
};

typedef struct
{
  double seconds;
  char  *outcome;
} Load;

static Load
time_load (const char *path)
{
  Load load = { G_MAXDOUBLE, NULL };

  for (int i = 0; i < MAX (repeats, 1); i++)
    {
      g_autoptr (GFile) file = g_file_new_for_path (path);
      g_autoptr (GError) error = NULL;
      gint64 start = g_get_monotonic_time ();
      g_autoptr (WadiScenario) scenario = wadi_format_read_file (file, &error);
      double seconds = (double) (g_get_monotonic_time () - start) / G_USEC_PER_SEC;

      load.seconds = MIN (load.seconds, seconds);
      if (load.outcome == NULL)
        {
          const char *message = error != NULL ? strchr (error->message, ' ') : NULL;

          load.outcome = scenario != NULL ? g_strdup ("loaded")
                                          : g_strdup_printf ("refused:%s", message != NULL ? message : "");
        }
    }
  return load;
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return g_strcmp0 (*(const char *const *) a, *(const char *const *) b);
}

static gint64
file_size (const char *path)
{
  GStatBuf st;

  return g_stat (path, &st) == 0 ? (gint64) st.st_size : 0;
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr (GOptionContext) context = g_option_context_new ("FOLDER - time loading every .wadi file of FOLDER");
  g_autoptr (GError) error = NULL;
  g_autoptr (GDir) dir = NULL;
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *plain = NULL;
  double           plain_per_mb;
  double           worst = 0;
  const char      *name;
  Load             reference;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || argc != 2)
    {
      g_printerr ("%s\n", error != NULL ? error->message : "expected one FOLDER");
      return 2;
    }
  dir = g_dir_open (argv[1], 0, &error);
  if (dir == NULL)
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".wadi"))
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);

  plain = g_build_filename (argv[1], "plain.wadi", NULL);
  if (!g_file_test (plain, G_FILE_TEST_IS_REGULAR))
    {
      g_printerr ("%s: no plain.wadi, the reference (run tests/data/adversarial/generate.py)\n", argv[1]);
      return 1;
    }
  reference = time_load (plain);
  plain_per_mb = reference.seconds / ((double) file_size (plain) / 1e6);
  g_free (reference.outcome);

  printf ("%-32s %8s %9s %10s  %s\n", "file", "MB", "seconds", "s/MB / plain", "outcome");
  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *path = g_build_filename (argv[1], g_ptr_array_index (names, i), NULL);
      double           mb = (double) file_size (path) / 1e6;
      Load             load = time_load (path);

      worst = MAX (worst, load.seconds * 10.0 / MAX (mb, 10.0));
      printf ("%-32s %8.2f %9.3f %10.2f  %s\n", (const char *) g_ptr_array_index (names, i), mb, load.seconds,
              mb > 0 ? load.seconds / mb / plain_per_mb : 0.0, load.outcome);
      g_free (load.outcome);
    }
  printf ("\nworst time for 10 MB (a smaller file counts as 10 MB): %.3f s; goal within 2 s: %s\n", worst,
          worst <= 2.0 ? "met" : "NOT met");
  return 0;
}
