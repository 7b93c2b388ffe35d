/* wadi-cli-export.c: wadi-cli export FILE -o OUT */
#include "config.h"

#include "wadi-cli-private.h"
#include "wadi-export.h"

/* The largest scale asked for, in pixels or points a hex. */
#define SCALE_MAX 4096.0

int
wadi_cli_export_run (const WadiCliCommand *command,
                     int                   argc,
                     char                **argv)
{
  g_autoptr(WadiScenario) scenario = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char  *output = NULL;
  g_autofree char  *format_name = NULL;
  g_autofree char  *board_id = NULL;
  double            scale = 0.0;
  gboolean          no_labels = FALSE, no_grid = FALSE, no_counters = FALSE;
  WadiExportOptions options;
  int               status = WADI_CLI_EXIT_OK;
  GOptionEntry      entries[] = {
         { "output", 'o', G_OPTION_FLAG_NONE, G_OPTION_ARG_FILENAME, &output, "The file written", "OUT" },
         { "format", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &format_name,
           "png, svg or pdf (default: OUT's extension)", "FORMAT" },
         { "scale", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_DOUBLE, &scale,
           "Pixels (SVG and PDF: points) a hex, from 1 to 4096 (default 48)", "N" },
         { "board", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &board_id, "Only this board (its id)", "ID" },
         { "no-labels", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, &no_labels, "Without hex labels", NULL },
         { "no-grid", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, &no_grid, "Without hex outlines", NULL },
         { "no-counters", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, &no_counters, "Without counters", NULL },
         { NULL },
  };

  if (!wadi_cli_parse_options (command, entries,
                               "Draws the scenario's map, or one of its boards, as the editor\n"
                               "draws it, and writes it as a PNG image, an SVG drawing or a PDF\n"
                               "page.  The file is written whole or not at all.  A PNG wider or\n"
                               "taller than 32767 pixels is refused with the largest scale that\n"
                               "fits.",
                               &argc, &argv, &status))
    return status;
  if (argc != 2)
    return wadi_cli_usage_error (command, "expected one FILE, got %d", argc - 1);
  if (output == NULL)
    return wadi_cli_usage_error (command, "no -o OUT given");

  wadi_export_options_init (&options);
  if (format_name != NULL ? !wadi_export_format_from_name (format_name, &options.format)
                          : !wadi_export_format_from_path (output, &options.format))
    return wadi_cli_usage_error (command, "%s “%s”, expected png, svg or pdf",
                                 format_name != NULL ? "unknown format" : "OUT's extension does not name a format:",
                                 format_name != NULL ? format_name : output);
  if (scale != 0.0)
    {
      if (!(scale >= 1.0 && scale <= SCALE_MAX))
        return wadi_cli_usage_error (command, "--scale %g is out of range, expected 1 to %g", scale, SCALE_MAX);
      options.pixels_per_hex = scale;
    }
  options.labels = !no_labels;
  options.grid = !no_grid;
  options.counters = !no_counters;

  scenario = wadi_cli_load (argv[1], &status);
  if (scenario == NULL)
    return status;
  if (board_id != NULL)
    {
      guint index;

      if (!wadi_scenario_find_board (scenario, board_id, &index))
        return wadi_cli_usage_error (command, "%s has no board “%s”", argv[1], board_id);
      options.board = (int) index;
    }
  if (!wadi_export_write (scenario, &options, output, &error))
    {
      g_printerr ("wadi-cli export: %s\n", error->message);
      return WADI_CLI_EXIT_TROUBLE;
    }
  return WADI_CLI_EXIT_OK;
}
