/* wadi-thumbnailer.c: a scenario's map as a file manager's thumbnail
 *
 * wadi-thumbnailer -s SIZE INPUT OUTPUT, as the freedesktop thumbnailer
 * spec runs it (data/wadi.thumbnailer): the whole map, without labels or
 * grid (unreadable that small), scaled so that its longer side is SIZE
 * pixels, written as a PNG.  INPUT is a path or a URI.
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "wadi-export.h"
#include "wadi-format.h"
#include "wadi-safe-file.h"

/* The reader names the file by its full path ("/tmp/x/trunc.wadi:45:16:
 * …"); the message names it once, as it was given, as wadi-cli's do. */
static void
print_load_error (const char   *arg,
                  GFile        *file,
                  const GError *error)
{
  g_autofree char *parse_name = g_file_get_parse_name (file);
  g_autofree char *path = g_file_get_path (file);
  const char      *names[] = { parse_name, path };

  for (gsize i = 0; i < G_N_ELEMENTS (names); i++)
    {
      gsize length = names[i] != NULL ? strlen (names[i]) : 0;

      if (length > 0 && strncmp (error->message, names[i], length) == 0 && error->message[length] == ':')
        {
          g_printerr ("wadi-thumbnailer: %s%s\n", arg, error->message + length);
          return;
        }
    }
  g_printerr ("wadi-thumbnailer: %s: %s\n", arg, error->message);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GOptionContext) context = g_option_context_new ("INPUT OUTPUT");
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) input = NULL;
  g_autofree char *input_path = NULL;
  g_autoptr(WadiScenario) scenario = NULL;
  WadiExportOptions options;
  int               size = 256;
  double            x0, y0, x1, y1;
  /* clang-format off */
  GOptionEntry      entries[] = {
    { "size", 's', G_OPTION_FLAG_NONE, G_OPTION_ARG_INT, &size, "The thumbnail's longer side, in pixels", "SIZE" },
    G_OPTION_ENTRY_NULL
  };
  /* clang-format on */

  g_option_context_set_summary (context, "Draws a Wadi scenario's map as a PNG thumbnail.");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || argc != 3 || size < 1 || size > 4096)
    {
      g_printerr ("wadi-thumbnailer: %s\nUsage: wadi-thumbnailer [-s SIZE] INPUT OUTPUT\n",
                  error != NULL ? error->message : "expected INPUT and OUTPUT, and a size from 1 to 4096");
      return 2;
    }
  input = g_file_new_for_commandline_arg (argv[1]);
  input_path = g_file_get_path (input);
  /* a thumbnailer run with its arguments swapped must not eat the scenario */
  if (input_path != NULL && wadi_safe_file_is_same (argv[2], input_path))
    {
      g_printerr ("wadi-thumbnailer: %s is %s itself, which the thumbnail would replace\n", argv[2], argv[1]);
      return 2;
    }
  scenario = wadi_format_read_file (input, &error);
  if (scenario == NULL)
    {
      print_load_error (argv[1], input, error);
      return 1;
    }
  wadi_export_options_init (&options);
  options.labels = FALSE;
  options.grid = FALSE;
  /* OUTPUT is the file the desktop asked for, in its thumbnail cache:
   * replaced whatever it is (read-only, hard-linked), a device or FIFO
   * refused, a link written through */
  options.force = TRUE;
  if (!wadi_export_extent (scenario, &options, &x0, &y0, &x1, &y1))
    {
      g_printerr ("wadi-thumbnailer: %s has no board to draw\n", argv[1]);
      return 1;
    }
  options.pixels_per_hex = size / MAX (x1 - x0, y1 - y0);
  /* one pixel less than a side may round up to */
  options.pixels_per_hex = floor (options.pixels_per_hex * 1000.0) / 1000.0;
  if (!wadi_export_write (scenario, &options, argv[2], NULL, NULL, NULL, &error))
    {
      g_printerr ("wadi-thumbnailer: %s\n", error->message);
      return 1;
    }
  return 0;
}
