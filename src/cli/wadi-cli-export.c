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

/* The command line's options. */
typedef struct
{
  char    *output;
  char    *format_name;
  char    *scale_text;
  char    *board_id;
  char    *area;
  char    *paper;
  double   overlap;
  gboolean labels;
  gboolean no_labels;
  gboolean counters;
  gboolean no_counters;
  gboolean no_grid;
  gboolean diagnostics;
  gboolean legend;
  gboolean page_per_board;
} ExportArgs;

static void
export_args_clear (ExportArgs *args)
{
  g_clear_pointer (&args->output, g_free);
  g_clear_pointer (&args->format_name, g_free);
  g_clear_pointer (&args->scale_text, g_free);
  g_clear_pointer (&args->board_id, g_free);
  g_clear_pointer (&args->area, g_free);
  g_clear_pointer (&args->paper, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (ExportArgs, export_args_clear)

static gboolean
parse_options (const WadiCliCommand *command,
               ExportArgs           *args,
               int                  *argc,
               char               ***argv,
               int                  *status)
{
  /* clang-format off */
  const GOptionEntry entries[] = {
    { "output", 'o', G_OPTION_FLAG_NONE, G_OPTION_ARG_FILENAME, &args->output, N_("The file written"), "OUT" },
    { "format", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &args->format_name, N_("png, svg, pdf, tmx, tmj, json, vassal or vassal-extension (default: OUT's extension)"), "FORMAT" },
    { "scale", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &args->scale_text, N_("Pixels (SVG and PDF: points) from a hex's centre to the next, 1 to 4096 (default 48); or a hex's width in millimetres, \"19mm\""), "N" },
    { "board", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &args->board_id, N_("Only this board (its id)"), "ID" },
    { "area", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &args->area, N_("Only the hexes of this rectangle, two corner hexes"), "A1:F6" },
    { "labels", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, &args->labels, N_("With hex labels (the default)"), NULL },
    { "no-labels", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, &args->no_labels, N_("Without hex labels"), NULL },
    { "counters", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, &args->counters, N_("With counters (the default)"), NULL },
    { "no-counters", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, &args->no_counters, N_("Without counters"), NULL },
    { "no-grid", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, &args->no_grid, N_("Without hex outlines"), NULL },
    { "diagnostics", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, &args->diagnostics, N_("With what the rules forbid: marks, a Tiled layer, a JSON list"), NULL },
    { "legend", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, &args->legend, N_("Pictures: the terrains shown, under the map"), NULL },
    { "paper", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &args->paper, N_("PDF: print on sheets of a4, letter or a3 paper"), "SIZE" },
    { "overlap", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_DOUBLE, &args->overlap, N_("PDF on paper: hexes repeated at each sheet's edge (default 1)"), "N" },
    { "page-per-board", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, &args->page_per_board, N_("PDF on paper: each board on its own sheet, shrunk to fit"), NULL },
    G_OPTION_ENTRY_NULL
  };
  /* clang-format on */

  return wadi_cli_parse_options (command, entries,
                                 N_("Exports the scenario, or one of its boards, or a rectangle of hexes:\n"
                                    "  png, svg, pdf  the map as the editor draws it; a PDF on --paper is cut\n"
                                    "                 into sheets with crop marks and the labels of the hexes\n"
                                    "                 along their edges, to print and assemble\n"
                                    "  tmx, tmj       a hexagonal map for Tiled, and its tileset OUT.tiles.png\n"
                                    "  json           the whole scenario for scripts (docs/export.md)\n"
                                    "  vassal         a VASSAL module (.vmod): the map, its hex grid and labels,\n"
                                    "                 the counters as pieces in their hexes\n"
                                    "  vassal-extension  the same as an extension (.vmdx) to any module\n"
                                    "Files are written whole or not at all."),
                                     argc, argv, status);
}

/* --paper, --overlap and --page-per-board: a PDF on sheets of paper. */
static int
read_paper (const WadiCliCommand *command,
            const ExportArgs     *args,
            WadiExportOptions    *options)
{
  if (args->paper != NULL)
    {
      if (!wadi_export_paper_from_name (args->paper, &options->paper) || options->paper == WADI_PAPER_NONE)
        return wadi_cli_usage_error (command, _("unknown --paper “%s”, expected a4, letter or a3"), args->paper);
      if (options->format != WADI_EXPORT_PDF)
        return wadi_cli_usage_error (command, _("--paper is for PDF, not %s"), wadi_export_format_name (options->format));
      /* printed: a hex as wide as on a printed board unless said */
      if (args->scale_text == NULL)
        options->pixels_per_hex = wadi_export_points_for_mm (19.0);
    }
  if ((args->overlap >= 0.0 || args->page_per_board) && options->paper == WADI_PAPER_NONE)
    return wadi_cli_usage_error (command, _("--overlap and --page-per-board are for a PDF on --paper"));
  if (args->overlap >= 0.0)
    {
      if (args->overlap > 10.0)
        return wadi_cli_usage_error (command, _("--overlap %g is out of range, expected 0 to 10 hexes"), args->overlap);
      options->overlap = args->overlap;
    }
  options->page_per_board = args->page_per_board;
  return WADI_CLI_EXIT_OK;
}

/* What the options ask of the export, before the scenario is read. */
static int
read_export_options (const WadiCliCommand *command,
                     const ExportArgs     *args,
                     WadiExportOptions    *options)
{
  int status = WADI_CLI_EXIT_OK;

  wadi_export_options_init (options);
  if (args->format_name != NULL ? !wadi_export_format_from_name (args->format_name, &options->format)
                                : !wadi_export_format_from_path (args->output, &options->format))
    return wadi_cli_usage_error (command,
                                 args->format_name != NULL
                                 ? _("unknown format “%s”, expected png, svg, pdf, tmx, tmj, json, vassal or "
                                     "vassal-extension")
                                 : _("OUT's extension does not name a format: “%s”, expected png, svg, pdf, "
                                     "tmx, tmj, json, vmod or vmdx"),
                                      args->format_name != NULL ? args->format_name : args->output);
  if (args->scale_text != NULL && !parse_scale (args->scale_text, &options->pixels_per_hex))
    return wadi_cli_usage_error (command, _("--scale “%s” is not a scale: expected 1 to %g, or millimetres (“19mm”)"),
                                             args->scale_text, SCALE_MAX);
  if (!either (command, "labels", args->labels, args->no_labels, TRUE, &options->labels, &status)
      || !either (command, "counters", args->counters, args->no_counters, TRUE, &options->counters, &status))
    return status;
  options->grid = !args->no_grid;
  options->diagnostics = args->diagnostics;
  options->legend = args->legend;
  return read_paper (command, args, options);
}

/* --board and --area, on the scenario read from file. */
static int
read_part (const WadiCliCommand *command,
           const ExportArgs     *args,
           const WadiScenario   *scenario,
           const char           *file,
           WadiExportOptions    *options)
{
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) corners = NULL;
  guint default_board = 0;

  if (args->board_id != NULL)
    {
      guint index;

      if (!wadi_scenario_find_board (scenario, args->board_id, &index))
        return wadi_cli_usage_error (command, _("%s has no board “%s”"), file, args->board_id);
      options->board = (int) index;
      default_board = index;
    }
  if (args->area == NULL)
    return WADI_CLI_EXIT_OK;
  corners = g_strsplit (args->area, ":", -1);
  if (g_strv_length (corners) != 2)
    return wadi_cli_usage_error (command, _("--area “%s”: expected two hexes, “A1:F6”"), args->area);
  for (guint i = 0; i < 2; i++)
    if (!wadi_scenario_parse_board_label (scenario, corners[i], default_board,
                                          i == 0 ? &options->area_first : &options->area_last, &error))
      return wadi_cli_usage_error (command, _("--area “%s”: %s"), args->area, error->message);
  options->has_area = TRUE;
  return WADI_CLI_EXIT_OK;
}

int
wadi_cli_export_run (const WadiCliCommand *command,
                     int                   argc,
                     char                **argv)
{
  g_auto(ExportArgs) args = { .overlap = -1.0 };
  g_autoptr(WadiScenario) scenario = NULL;
  g_autoptr(GError) error = NULL;
  WadiExportOptions options;
  int               status = WADI_CLI_EXIT_OK;

  if (!parse_options (command, &args, &argc, &argv, &status))
    return status;
  if (argc != 2)
    return wadi_cli_usage_error (command, _("expected one FILE, got %d"), argc - 1);
  if (args.output == NULL)
    return wadi_cli_usage_error (command, _("no -o OUT given"));
  status = read_export_options (command, &args, &options);
  if (status != WADI_CLI_EXIT_OK)
    return status;

  scenario = wadi_cli_load (argv[1], &status);
  if (scenario == NULL)
    return status;
  status = read_part (command, &args, scenario, argv[1], &options);
  if (status != WADI_CLI_EXIT_OK)
    return status;
  if (!wadi_export_write (scenario, &options, args.output, NULL, NULL, NULL, &error))
    {
      g_printerr ("wadi-cli export: %s\n", error->message);
      return WADI_CLI_EXIT_TROUBLE;
    }
  return WADI_CLI_EXIT_OK;
}
