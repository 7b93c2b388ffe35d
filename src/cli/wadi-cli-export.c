/* wadi-cli-export.c: wadi-cli export FILE -o OUT */
#include "config.h"

#include <glib-unix.h>
#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "wadi-cli-private.h"
#include "wadi-export.h"
#include "wadi-safe-file.h"

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
  char    *overlap; /* as typed, NULL: not given */
  gboolean labels;
  gboolean no_labels;
  gboolean counters;
  gboolean no_counters;
  gboolean no_grid;
  gboolean diagnostics;
  gboolean legend;
  gboolean page_per_board;
  gboolean force;
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
  g_clear_pointer (&args->overlap, g_free);
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
    { "format", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &args->format_name, N_("png, svg, pdf, tmx, tmj, json, vassal, vassal-extension or card (default: OUT's extension)"), "FORMAT" },
    { "scale", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &args->scale_text, N_("Pixels (SVG and PDF: points) from a hex's centre to the next, 1 to 4096 (default 48); or a hex's width in millimetres, \"19mm\""), "N" },
    { "board", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &args->board_id, N_("Only this board (its id)"), "ID" },
    { "area", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &args->area, N_("Only the hexes of this rectangle, two corner hexes"), "A1:F6" },
    { "labels", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, &args->labels, N_("With hex labels (the default)"), NULL },
    { "no-labels", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, &args->no_labels, N_("Without hex labels"), NULL },
    { "counters", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, &args->counters, N_("With counters (the default)"), NULL },
    { "no-counters", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, &args->no_counters, N_("Without counters"), NULL },
    { "no-grid", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, &args->no_grid, N_("Without hex outlines"), NULL },
    { "diagnostics", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, &args->diagnostics, N_("With what the rules forbid: marks, a Tiled layer, a JSON list"), NULL },
    { "legend", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, &args->legend, N_("Pictures: a key of what the map shows, under the map (on paper, a sheet of its own)"), NULL },
    { "paper", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &args->paper, N_("PDF: print on sheets of a4, letter or a3 paper"), "SIZE" },
    { "overlap", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &args->overlap, N_("PDF on paper: hexes repeated at each sheet's edge (default 1)"), "N" },
    { "page-per-board", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, &args->page_per_board, N_("PDF on paper: each board on its own sheet, shrunk to fit"), NULL },
    { "force", 'f', G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, &args->force, N_("Replace a file already there that the export did not ask for (OUT.tiles.png), or a read-only or hard-linked OUT"), NULL },
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
                                    "                 the counters as pieces in their hexes, the card under Help\n"
                                    "  vassal-extension  the same as an extension (.vmdx) to any module\n"
                                    "  card           the scenario card, one page of PDF (A4, or --paper letter):\n"
                                    "                 title, boards, turn track, victory, forces, SSRs\n"
                                    "Files are written whole or not at all, and together; OUT is replaced\n"
                                    "as convert replaces, an image beside it only with --force."),
                                     argc, argv, status);
}

/* --paper, --overlap and --page-per-board: a PDF on sheets of paper. */
static int
read_paper (const WadiCliCommand *command,
            const ExportArgs     *args,
            WadiExportOptions    *options)
{
  int status = WADI_CLI_EXIT_OK;

  if (args->paper != NULL)
    {
      if (!wadi_export_paper_from_name (args->paper, &options->paper) || options->paper == WADI_PAPER_NONE)
        return wadi_cli_usage_error (command, _("unknown --paper “%s”, expected a4, letter or a3"), args->paper);
      if (options->format == WADI_EXPORT_CARD)
        {
          if (options->paper == WADI_PAPER_A3)
            return wadi_cli_usage_error (command, _("a card is on a4 or letter, not a3"));
          return WADI_CLI_EXIT_OK;
        }
      if (options->format != WADI_EXPORT_PDF)
        return wadi_cli_usage_error (command, _("--paper is for PDF, not %s"), wadi_export_format_name (options->format));
      /* printed: a hex as wide as on a printed board unless said */
      if (args->scale_text == NULL)
        options->pixels_per_hex = wadi_export_points_for_mm (19.0);
    }
  if ((args->overlap != NULL || args->page_per_board) && options->paper == WADI_PAPER_NONE)
    return wadi_cli_usage_error (command, _("--overlap and --page-per-board are for a PDF on --paper"));
  if (!wadi_cli_parse_double_option (command, "--overlap", args->overlap, 0.0, 10.0, &options->overlap, &status))
    return status;
  options->page_per_board = args->page_per_board;
  return WADI_CLI_EXIT_OK;
}

/* What a format makes of the options that shape the picture. */
typedef enum
{
  USES_SCALE = 1 << 0,
  USES_PART = 1 << 1, /* --board and --area */
  USES_LABELS = 1 << 2,
  USES_COUNTERS = 1 << 3,
  USES_GRID = 1 << 4,
  USES_DIAGNOSTICS = 1 << 5,
  USES_LEGEND = 1 << 6,
} Uses;

static Uses
format_uses (WadiExportFormat format)
{
  switch (format)
    {
    case WADI_EXPORT_PNG:
    case WADI_EXPORT_SVG:
    case WADI_EXPORT_PDF:
      return USES_SCALE | USES_PART | USES_LABELS | USES_COUNTERS | USES_GRID | USES_DIAGNOSTICS | USES_LEGEND;
    case WADI_EXPORT_TMX:
    case WADI_EXPORT_TMJ:
      /* the tileset's scale; every layer, counters and all */
      return USES_SCALE | USES_PART | USES_DIAGNOSTICS;
    case WADI_EXPORT_JSON:
      return USES_PART | USES_DIAGNOSTICS;
    case WADI_EXPORT_VASSAL:
    case WADI_EXPORT_VASSAL_EXTENSION:
      /* the board image a game is played on: no marks, no legend */
      return USES_SCALE | USES_PART | USES_LABELS | USES_COUNTERS | USES_GRID;
    case WADI_EXPORT_CARD:
      /* the whole map drawn small, without labels */
      return USES_COUNTERS | USES_GRID;
    case WADI_EXPORT_FORMAT_COUNT:
    default:
      return 0;
    }
}

/* An option given that format does not use is a usage error, as
 * --paper for a PNG is: the user asked for something they would not
 * get. */
static int
check_options_used (const WadiCliCommand *command,
                    const ExportArgs     *args,
                    WadiExportFormat      format)
{
  const struct
  {
    gboolean    given;
    const char *name;
    Uses        use;
  } given[] = {
    { args->scale_text != NULL, "--scale", USES_SCALE },
    { args->board_id != NULL, "--board", USES_PART },
    { args->area != NULL, "--area", USES_PART },
    { args->labels, "--labels", USES_LABELS },
    { args->no_labels, "--no-labels", USES_LABELS },
    { args->counters, "--counters", USES_COUNTERS },
    { args->no_counters, "--no-counters", USES_COUNTERS },
    { args->no_grid, "--no-grid", USES_GRID },
    { args->diagnostics, "--diagnostics", USES_DIAGNOSTICS },
    { args->legend, "--legend", USES_LEGEND },
  };
  Uses uses = format_uses (format);

  for (gsize i = 0; i < G_N_ELEMENTS (given); i++)
    if (given[i].given && (uses & given[i].use) == 0)
      return wadi_cli_usage_error (command, _("%s is not for %s exports"), given[i].name,
                                               wadi_export_format_name (format));
  return WADI_CLI_EXIT_OK;
}

/* A format asked for by name under a file name whose extension names
 * another is written as asked, and said: a .vmod that holds an
 * extension is one VASSAL's Open Module refuses.  A card is a PDF, and
 * Tiled opens a TMJ map named .json. */
static void
warn_of_other_extension (const ExportArgs *args,
                         WadiExportFormat  format)
{
  WadiExportFormat named;

  if (args->format_name == NULL || !wadi_export_format_from_path (args->output, &named) || named == format
      || (format == WADI_EXPORT_CARD && named == WADI_EXPORT_PDF) || (format == WADI_EXPORT_TMJ && named == WADI_EXPORT_JSON))
    return;
  g_printerr ("wadi-cli export: ");
  /* TRANSLATORS: the first and last are --format's names: "writing
   * vassal-extension to “map.vmod”, whose extension is for vassal" */
  g_printerr (_("writing %s to “%s”, whose extension is for %s\n"), wadi_export_format_name (format), args->output,
                 wadi_export_format_name (named));
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
                                 ? _("unknown format “%s”, expected png, svg, pdf, tmx, tmj, json, vassal, "
                                     "vassal-extension or card")
                                 : _("OUT's extension does not name a format: “%s”, expected png, svg, pdf, "
                                     "tmx, tmj, json, vmod or vmdx"),
                                      args->format_name != NULL ? args->format_name : args->output);
  status = check_options_used (command, args, options->format);
  if (status != WADI_CLI_EXIT_OK)
    return status;
  if (args->scale_text != NULL && !parse_scale (args->scale_text, &options->pixels_per_hex))
    return wadi_cli_usage_error (command, _("--scale “%s” is not a scale: expected 1 to %g, or millimetres (“19mm”)"),
                                             args->scale_text, SCALE_MAX);
  if (!either (command, "labels", args->labels, args->no_labels, TRUE, &options->labels, &status)
      || !either (command, "counters", args->counters, args->no_counters, TRUE, &options->counters, &status))
    return status;
  options->grid = !args->no_grid;
  options->diagnostics = args->diagnostics;
  options->legend = args->legend;
  options->force = args->force;
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
    {
      WadiHex *corner = i == 0 ? &options->area_first : &options->area_last;
      WadiHex  local;

      if (!wadi_scenario_parse_board_label (scenario, corners[i], default_board, corner, &error))
        return wadi_cli_usage_error (command, _("--area “%s”: %s"), args->area, error->message);
      /* the export is cut to the board: a corner elsewhere cut nothing the user meant */
      if (args->board_id != NULL && !wadi_map_to_board (scenario->map, default_board, *corner, &local))
        return wadi_cli_usage_error (command, _("--area “%s”: %s is not on --board %s"), args->area, corners[i],
                                                 args->board_id);
    }
  options->has_area = TRUE;
  return WADI_CLI_EXIT_OK;
}

/* An export running in a thread while the main loop prints its
 * progress and turns SIGINT, SIGTERM and SIGHUP into a cancel. */
typedef struct
{
  const WadiScenario      *scenario;
  const WadiExportOptions *options;
  const char              *path;
  const char              *command; /* its name, for messages */
  GCancellable            *cancellable;
  GMainLoop               *loop;
  GError                  *error;
  gboolean                 ok;
  int                      signal;   /* the one that cancelled, or 0 */
  gint                     fraction; /* thousandths, atomic */
  gboolean                 show_progress;
} ExportRun;

static void
run_progress (double   fraction,
              gpointer data)
{
  ExportRun *run = data;

  g_atomic_int_set (&run->fraction, (gint) (fraction * 1000.0));
}

static gboolean
run_finished (gpointer data)
{
  ExportRun *run = data;

  g_main_loop_quit (run->loop);
  return G_SOURCE_REMOVE;
}

static gpointer
run_thread (gpointer data)
{
  ExportRun *run = data;

  run->ok = wadi_export_write (run->scenario, run->options, run->path, run->cancellable, run_progress, run,
                               &run->error);
  /* dispatched by the loop, even when it has not started yet */
  g_idle_add (run_finished, run);
  return NULL;
}

static void
print_progress (ExportRun *run)
{
  g_printerr ("\r%s %3d%%", run->path, g_atomic_int_get (&run->fraction) / 10);
}

static gboolean
run_show_progress (gpointer data)
{
  print_progress (data);
  return G_SOURCE_CONTINUE;
}

/* The first signal cancels, and the export drops what it wrote; a second
 * one ends the program at once, its named temporaries removed. */
static gboolean
run_signal (ExportRun *run,
            int        signal)
{
  if (g_cancellable_is_cancelled (run->cancellable))
    {
      wadi_safe_file_remove_temporaries ();
      _exit (128 + signal);
    }
  run->signal = signal;
  g_cancellable_cancel (run->cancellable);
  return G_SOURCE_CONTINUE;
}

static gboolean
run_sigint (gpointer data)
{
  return run_signal (data, SIGINT);
}

static gboolean
run_sigterm (gpointer data)
{
  return run_signal (data, SIGTERM);
}

static gboolean
run_sighup (gpointer data)
{
  return run_signal (data, SIGHUP);
}

int
wadi_cli_export_with_progress (const WadiCliCommand    *command,
                               const WadiScenario      *scenario,
                               const WadiExportOptions *options,
                               const char              *path)
{
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  ExportRun run = { scenario, options, path, command->name, cancellable, loop };
  guint     sources[4];
  GThread  *thread;

  /* on a terminal only: a script reads the error, not percentages */
  run.show_progress = isatty (STDERR_FILENO);
  sources[0] = g_unix_signal_add (SIGINT, run_sigint, &run);
  sources[1] = g_unix_signal_add (SIGTERM, run_sigterm, &run);
  sources[2] = g_unix_signal_add (SIGHUP, run_sighup, &run);
  sources[3] = run.show_progress ? g_timeout_add (250, run_show_progress, &run) : 0;
  thread = g_thread_new ("export", run_thread, &run);
  g_main_loop_run (loop);
  g_thread_join (thread);
  for (guint i = 0; i < G_N_ELEMENTS (sources); i++)
    if (sources[i] != 0)
      g_source_remove (sources[i]);
  if (run.show_progress)
    {
      print_progress (&run);
      g_printerr ("\n");
    }
  if (run.ok)
    return WADI_CLI_EXIT_OK;
  if (g_error_matches (run.error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    g_printerr ("wadi-cli %s: %s\n", run.command, _("cancelled: nothing was written"));
  else
    {
      g_printerr ("wadi-cli %s: %s\n", run.command, run.error != NULL ? run.error->message : _("the export failed"));
      /* only export has --force, and it cannot make a device a file */
      if (strcmp (run.command, "export") == 0
          && (g_error_matches (run.error, WADI_EXPORT_ERROR, WADI_EXPORT_ERROR_EXISTS)
              || g_error_matches (run.error, WADI_EXPORT_ERROR, WADI_EXPORT_ERROR_REFUSED)))
        g_printerr ("wadi-cli: %s\n", _("use --force to replace it all the same"));
    }
  g_clear_error (&run.error);
  return run.signal != 0 ? 128 + run.signal : WADI_CLI_EXIT_TROUBLE;
}

/* A raster export past the budget is refused before anything is drawn,
 * with the largest --scale that fits. */
static int
check_budget (const WadiScenario      *scenario,
              const WadiExportOptions *options,
              const ExportArgs        *args)
{
  int              width, height;
  guint64          pixels = wadi_export_pixels (scenario, options, &width, &height);
  g_autofree char *size = NULL;
  g_autofree char *most = NULL;
  g_autofree char *default_scale = NULL;

  if (pixels <= WADI_EXPORT_MAX_PIXELS)
    return WADI_CLI_EXIT_OK;
  /* the scale the export took when none was given */
  default_scale = wadi_cli_number (options->pixels_per_hex);
  size = wadi_export_format_pixels (pixels);
  most = wadi_export_format_pixels (WADI_EXPORT_MAX_PIXELS);
  g_printerr ("wadi-cli export: ");
  g_printerr (_("--scale %s would make a %d x %d image (%s pixels); the most this export allows is %s pixels: "
                "--scale %d or less\n"),
                 args->scale_text != NULL ? args->scale_text : default_scale, width, height, size, most,
                 wadi_export_largest_scale (scenario, options));
  return WADI_CLI_EXIT_TROUBLE;
}

int
wadi_cli_export_run (const WadiCliCommand *command,
                     int                   argc,
                     char                **argv)
{
  g_auto(ExportArgs) args = { 0 };
  g_autoptr(WadiScenario) scenario = NULL;
  WadiExportOptions options;
  int               status = WADI_CLI_EXIT_OK;

  if (!parse_options (command, &args, &argc, &argv, &status))
    return status;
  if (argc != 2)
    return wadi_cli_usage_error (command, _("expected one FILE, got %d"), argc - 1);
  if (args.output == NULL)
    return wadi_cli_usage_error (command, _("no -o OUT given"));
  status = read_export_options (command, &args, &options);
  if (status != WADI_CLI_EXIT_OK || !wadi_cli_check_not_input (command, argv[1], args.output, &status))
    return status;

  scenario = wadi_cli_load (argv[1], &status);
  if (scenario == NULL)
    return status;
  status = read_part (command, &args, scenario, argv[1], &options);
  if (status != WADI_CLI_EXIT_OK)
    return status;
  status = check_budget (scenario, &options, &args);
  if (status != WADI_CLI_EXIT_OK)
    return status;
  warn_of_other_extension (&args, options.format);
  return wadi_cli_export_with_progress (command, scenario, &options, args.output);
}
