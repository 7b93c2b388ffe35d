/* wadi-cli-export.c: wadi-cli export FILE -o OUT */
#include "config.h"

#include <stdlib.h>

#include "wadi-cli-private.h"
#include "wadi-export.h"

/* The largest scale asked for, in pixels or points a hex. */
#define SCALE_MAX 4096.0

/* "48" (pixels or points a hex) or "19mm" (a hex's width across its
 * flats, printed). */
static gboolean
parse_scale (const char *text,
             double     *points)
{
  char  *end = NULL;
  double value = g_ascii_strtod (text, &end);

  if (end == text)
    return FALSE;
  if (g_ascii_strcasecmp (end, "mm") == 0)
    value = wadi_export_points_for_mm (value);
  else if (*end != '\0')
    return FALSE;
  if (!(value >= 1.0 && value <= SCALE_MAX))
    return FALSE;
  *points = value;
  return TRUE;
}

/* --labels and --no-labels: the one given, or the default. */
static gboolean
either (const WadiCliCommand *command,
        const char           *name,
        gboolean              yes,
        gboolean              no,
        gboolean              otherwise,
        gboolean             *value,
        int                  *status)
{
  if (yes && no)
    {
      *status = wadi_cli_usage_error (command, _("--%s and --no-%s contradict each other"), name, name);
      return FALSE;
    }
  *value = yes ? TRUE : no ? FALSE
                           : otherwise;
  return TRUE;
}

int
wadi_cli_export_run (const WadiCliCommand *command,
                     int                   argc,
                     char                **argv)
{
  g_autoptr(WadiScenario) scenario = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char  *output = NULL;
  g_autofree char  *format_name = NULL;
  g_autofree char  *scale_text = NULL;
  g_autofree char  *board_id = NULL;
  g_autofree char  *area = NULL;
  g_autofree char  *paper = NULL;
  double            overlap = -1.0;
  gboolean          labels = FALSE, no_labels = FALSE, counters = FALSE, no_counters = FALSE;
  gboolean          no_grid = FALSE, diagnostics = FALSE, legend = FALSE, page_per_board = FALSE;
  WadiExportOptions options;
  int               status = WADI_CLI_EXIT_OK;
  guint             default_board = 0;
  GOptionEntry      entries[] = {
         { "output", 'o', G_OPTION_FLAG_NONE, G_OPTION_ARG_FILENAME, &output, N_("The file written"), "OUT" },
           { "format", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &format_name,
             N_("png, svg, pdf, tmx, tmj, json or vassal (default: OUT's extension)"), "FORMAT" },
             { "scale", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &scale_text,
               N_("Pixels (SVG and PDF: points) from a hex's centre to the next, 1 to 4096 (default 48); or a hex's "
                "width in millimetres, \"19mm\""),
                   "N" },
               { "board", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &board_id, N_("Only this board (its id)"), "ID" },
                 { "area", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &area,
                   N_("Only the hexes of this rectangle, two corner hexes"), "A1:F6" },
                   { "labels", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, &labels, N_("With hex labels (the default)"), NULL },
                     { "no-labels", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, &no_labels, N_("Without hex labels"), NULL },
                       { "counters", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, &counters, N_("With counters (the default)"), NULL },
                         { "no-counters", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, &no_counters, N_("Without counters"), NULL },
                           { "no-grid", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, &no_grid, N_("Without hex outlines"), NULL },
                             { "diagnostics", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, &diagnostics,
                               N_("With what the rules forbid: marks, a Tiled layer, a JSON list"), NULL },
                               { "legend", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, &legend, N_("Pictures: the terrains shown, under the map"), NULL },
                                 { "paper", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &paper,
                                   N_("PDF: print on sheets of a4, letter or a3 paper"), "SIZE" },
                                   { "overlap", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_DOUBLE, &overlap,
                                     N_("PDF on paper: hexes repeated at each sheet's edge (default 1)"), "N" },
                                     { "page-per-board", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, &page_per_board,
                                       N_("PDF on paper: each board on its own sheet, shrunk to fit"), NULL },
                                       { NULL },
                              };

  if (!wadi_cli_parse_options (command, entries,
                               N_("Exports the scenario, or one of its boards, or a rectangle of hexes:\n"
                               "  png, svg, pdf  the map as the editor draws it; a PDF on --paper is cut\n"
                               "                 into sheets with crop marks and the labels of the hexes\n"
                               "                 along their edges, to print and assemble\n"
                               "  tmx, tmj       a hexagonal map for Tiled, and its tileset OUT.tiles.png\n"
                               "  json           the whole scenario for scripts (docs/export.md)\n"
                               "  vassal         a board image OUT.png and its hex grid for VASSAL\n"
                               "Files are written whole or not at all."),
                                   &argc, &argv, &status))
    return status;
  if (argc != 2)
    return wadi_cli_usage_error (command, _("expected one FILE, got %d"), argc - 1);
  if (output == NULL)
    return wadi_cli_usage_error (command, _("no -o OUT given"));

  wadi_export_options_init (&options);
  if (format_name != NULL ? !wadi_export_format_from_name (format_name, &options.format)
                          : !wadi_export_format_from_path (output, &options.format))
    return wadi_cli_usage_error (command,
                                 format_name != NULL
                                 ? _("unknown format “%s”, expected png, svg, pdf, tmx, tmj, json or vassal")
                                 : _("OUT's extension does not name a format: “%s”, expected png, svg, pdf, "
                                         "tmx, tmj, json or vassal"),
                                      format_name != NULL ? format_name : output);
  if (scale_text != NULL && !parse_scale (scale_text, &options.pixels_per_hex))
    return wadi_cli_usage_error (command, _("--scale “%s” is not a scale: expected 1 to %g, or millimetres (“19mm”)"),
                                             scale_text, SCALE_MAX);
  if (!either (command, "labels", labels, no_labels, TRUE, &options.labels, &status)
      || !either (command, "counters", counters, no_counters, TRUE, &options.counters, &status))
    return status;
  options.grid = !no_grid;
  options.diagnostics = diagnostics;
  options.legend = legend;
  if (paper != NULL)
    {
      if (!wadi_export_paper_from_name (paper, &options.paper) || options.paper == WADI_PAPER_NONE)
        return wadi_cli_usage_error (command, _("unknown --paper “%s”, expected a4, letter or a3"), paper);
      if (options.format != WADI_EXPORT_PDF)
        return wadi_cli_usage_error (command, _("--paper is for PDF, not %s"), wadi_export_format_name (options.format));
      /* printed: a hex as wide as on a printed board unless said */
      if (scale_text == NULL)
        options.pixels_per_hex = wadi_export_points_for_mm (19.0);
    }
  if ((overlap >= 0.0 || page_per_board) && options.paper == WADI_PAPER_NONE)
    return wadi_cli_usage_error (command, _("--overlap and --page-per-board are for a PDF on --paper"));
  if (overlap >= 0.0)
    {
      if (overlap > 10.0)
        return wadi_cli_usage_error (command, _("--overlap %g is out of range, expected 0 to 10 hexes"), overlap);
      options.overlap = overlap;
    }
  options.page_per_board = page_per_board;

  scenario = wadi_cli_load (argv[1], &status);
  if (scenario == NULL)
    return status;
  if (board_id != NULL)
    {
      guint index;

      if (!wadi_scenario_find_board (scenario, board_id, &index))
        return wadi_cli_usage_error (command, _("%s has no board “%s”"), argv[1], board_id);
      options.board = (int) index;
      default_board = index;
    }
  if (area != NULL)
    {
      g_auto(GStrv) corners = g_strsplit (area, ":", -1);

      if (g_strv_length (corners) != 2)
        return wadi_cli_usage_error (command, _("--area “%s”: expected two hexes, “A1:F6”"), area);
      for (guint i = 0; i < 2; i++)
        if (!wadi_scenario_parse_board_label (scenario, corners[i], default_board,
                                              i == 0 ? &options.area_first : &options.area_last, &error))
          return wadi_cli_usage_error (command, _("--area “%s”: %s"), area, error->message);
      options.has_area = TRUE;
    }
  if (!wadi_export_write (scenario, &options, output, NULL, NULL, NULL, &error))
    {
      g_printerr ("wadi-cli export: %s\n", error->message);
      return WADI_CLI_EXIT_TROUBLE;
    }
  return WADI_CLI_EXIT_OK;
}
