/* wadi-cli-check.c: wadi-cli check FILE…: what in a scenario breaks the rules */
#include "config.h"

#include "wadi-cli-private.h"
#include "wadi-validate.h"

static const char *
place_name (WadiDiagnosticPlace place)
{
  switch (place)
    {
    case WADI_DIAG_AT_HEX:
      return "hex";
    case WADI_DIAG_AT_HEXSIDE:
      return "hexside";
    case WADI_DIAG_AT_VERTEX:
      return "vertex";
    case WADI_DIAG_AT_COUNTER:
      return "counter";
    case WADI_DIAG_AT_SCENARIO:
      return "scenario";
    default:
      return "unknown";
    }
}

/* Where a diagnostic is, as the text output writes it: "25O9",
 * "25O9-N9", "25C2-D2-C3", "25T3 counter 3", "counter 5" (a counter off
 * the map) or "-" (the whole scenario). */
static char *
location_text (const WadiScenario   *scenario,
               const WadiDiagnostic *diagnostic)
{
  g_autofree char *hex = NULL;

  switch (diagnostic->place)
    {
    case WADI_DIAG_AT_HEX:
      return wadi_cli_hex_name (scenario, diagnostic->hex);
    case WADI_DIAG_AT_HEXSIDE:
      return wadi_cli_side_name (scenario, diagnostic->hexside, diagnostic->hex);
    case WADI_DIAG_AT_VERTEX:
      return wadi_cli_vertex_name_from (scenario, diagnostic->vertex, diagnostic->hex);
    case WADI_DIAG_AT_COUNTER:
      hex = wadi_cli_hex_name (scenario, diagnostic->hex);
      return g_strdup_printf ("%s counter %u", hex, diagnostic->counter);
    case WADI_DIAG_AT_SCENARIO:
      if (diagnostic->counter != 0)
        return g_strdup_printf ("counter %u", diagnostic->counter);
      return g_strdup ("-");
    default:
      return g_strdup ("-");
    }
}

static void
print_text (const char           *file,
            const WadiScenario   *scenario,
            const WadiDiagnostic *diagnostic)
{
  g_autofree char *where = location_text (scenario, diagnostic);

  g_print ("%s: %s: %s: [%s] %s (%s)\n", file, where,
           wadi_severity_name (diagnostic->severity),
           diagnostic->rule != NULL ? diagnostic->rule : "-",
           diagnostic->message, diagnostic->code);
}

static void
add_json (WadiCliJson          *json,
          const char           *file,
          const WadiScenario   *scenario,
          const WadiDiagnostic *diagnostic)
{
  g_autofree char *where = location_text (scenario, diagnostic);
  gboolean         on_map = diagnostic->place != WADI_DIAG_AT_SCENARIO;

  wadi_cli_json_begin_object (json, NULL);
  wadi_cli_json_string (json, "file", file);
  wadi_cli_json_string (json, "code", diagnostic->code);
  wadi_cli_json_string (json, "severity", wadi_severity_name (diagnostic->severity));
  wadi_cli_json_string (json, "rule", diagnostic->rule);
  wadi_cli_json_string (json, "message", diagnostic->message);
  wadi_cli_json_begin_object (json, "location");
  wadi_cli_json_string (json, "kind", place_name (diagnostic->place));
  wadi_cli_json_string (json, "label", where);
  if (on_map)
    {
      g_autofree char *hex = wadi_cli_hex_name (scenario, diagnostic->hex);
      guint            board;

      /* the board the hex is labelled by (the first listed of two that
       * share it); null for a hex off every board */
      if (wadi_map_board_at (scenario->map, diagnostic->hex, &board, NULL))
        wadi_cli_json_string (json, "board", wadi_map_get_board (scenario->map, board)->id);
      else
        wadi_cli_json_string (json, "board", NULL);
      wadi_cli_json_string (json, "hex", hex);
    }
  if (diagnostic->place == WADI_DIAG_AT_HEXSIDE || diagnostic->place == WADI_DIAG_AT_VERTEX)
    wadi_cli_json_string (json, diagnostic->place == WADI_DIAG_AT_HEXSIDE ? "hexside" : "vertex", where);
  if (diagnostic->counter != 0)
    wadi_cli_json_number (json, "counter", diagnostic->counter);
  wadi_cli_json_end_object (json);
  wadi_cli_json_end_object (json);
}

int
wadi_cli_check_run (const WadiCliCommand *command,
                    int                   argc,
                    char                **argv)
{
  g_autofree char *format_name = NULL;
  /* clang-format off */
  const GOptionEntry entries[] = {
    { "format", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &format_name, N_("text (the default: one line per diagnostic) or json"), "FORMAT" },
    G_OPTION_ENTRY_NULL
  };
  /* clang-format on */
  int           status = WADI_CLI_EXIT_OK;
  WadiCliFormat format = WADI_CLI_FORMAT_TEXT;
  g_autoptr(WadiCliJson) json = NULL;

  if (!wadi_cli_parse_options (command, entries,
                               N_("Checks each FILE against the rules of its ruleset, as the editor's\n"
                               "validation does, and prints one line per diagnostic:\n"
                               "\n"
                               "  FILE: WHERE: SEVERITY: [RULE] MESSAGE (CODE)\n"
                               "\n"
                               "WHERE is a hex (25O9), a hexside (25O9-N9), a vertex (25C2-D2-C3),\n"
                               "a counter (25T3 counter 3) or the whole scenario (-), on any board\n"
                               "of the map or across its seams.  Diagnostics are sorted by the\n"
                               "map's rows and columns, then code and counter.\n"
                               "\n"
                               "Exit status: 0 no errors (warnings and info do not fail), 1 some\n"
                               "file has errors, 2 some file could not be read as a scenario."),
                                   &argc, &argv, &status))
    return status;
  if (!wadi_cli_parse_format (command, format_name, FALSE, &format, &status))
    return status;
  if (argc < 2)
    return wadi_cli_usage_error (command, _("no file given, expected at least one FILE"));

  if (format == WADI_CLI_FORMAT_JSON)
    {
      json = wadi_cli_json_new ();
      wadi_cli_json_begin_array (json, NULL);
    }

  /* Every file is checked, whatever the ones before it were. */
  for (int i = 1; i < argc; i++)
    {
      g_autoptr(WadiScenario) scenario = NULL;
      g_autoptr(WadiRulesContext) ctx = NULL;
      g_autoptr(GArray) diagnostics = NULL;
      int file_status = WADI_CLI_EXIT_OK;

      scenario = wadi_cli_load_for_rules (argv[i], &file_status);
      if (scenario == NULL)
        {
          status = MAX (status, file_status);
          continue;
        }
      ctx = wadi_rules_context_new (scenario);
      diagnostics = wadi_validate_all (ctx);
      for (guint d = 0; d < diagnostics->len; d++)
        {
          const WadiDiagnostic *diagnostic = &g_array_index (diagnostics, WadiDiagnostic, d);

          if (diagnostic->severity == WADI_SEVERITY_ERROR)
            file_status = WADI_CLI_EXIT_INVALID;
          if (json != NULL)
            add_json (json, argv[i], scenario, diagnostic);
          else
            print_text (argv[i], scenario, diagnostic);
        }
      status = MAX (status, file_status);
    }

  if (json != NULL)
    {
      wadi_cli_json_end_array (json);
      wadi_cli_json_print (json);
    }
  return status;
}
