/* wadi-cli-new.c: wadi-cli new --ruleset R --grid CxR … -o FILE */
#include "config.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "wadi-cli-private.h"
#include "wadi-format.h"
#include "wadi-ruleset.h"

/* The reader takes first-row numbers up to this. */
#define FIRST_ROW_MAX 9999

static GString *
ruleset_names (void)
{
  GString *names = g_string_new (NULL);

  for (guint i = 0; i < WADI_RULESET_COUNT; i++)
    g_string_append_printf (names, "%s%s", i > 0 ? ", " : "", wadi_ruleset_get (i)->name);
  return names;
}

/* "33x10": two positive numbers within the board limits. */
static gboolean
parse_grid (const char *text,
            int        *cols,
            int        *rows)
{
  const char *p = text;
  long        values[2];

  for (int i = 0; i < 2; i++)
    {
      char *end = NULL;

      if (!g_ascii_isdigit (*p))
        return FALSE;
      errno = 0;
      values[i] = strtol (p, &end, 10);
      if (errno != 0 || values[i] < 1 || values[i] > WADI_BOARD_MAX_SIDE)
        return FALSE;
      p = end;
      if (i == 0 && *p++ != 'x')
        return FALSE;
    }
  if (*p != '\0')
    return FALSE;
  *cols = (int) values[0];
  *rows = (int) values[1];
  return TRUE;
}

int
wadi_cli_new_run (const WadiCliCommand *command,
                  int                   argc,
                  char                **argv)
{
  g_autofree char *ruleset_name = NULL;
  g_autofree char *grid = NULL;
  g_autofree char *orientation = NULL;
  g_autofree char *stagger = NULL;
  g_autofree char *labels = NULL;
  g_autofree char *board_id = NULL;
  g_autofree char *title = NULL;
  g_autofree char *output = NULL;
  g_autoptr(GString) known = ruleset_names ();
  g_autofree char   *ruleset_help = g_strdup_printf ("The rules the scenario is played under: %s "
                                                       "(required; “wadi-cli rulesets” says what each offers)",
                                                     known->str);
  int                first_row = 1;
  gboolean           force = FALSE;
  const GOptionEntry entries[] = {
    { "ruleset", 'r', G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &ruleset_name, ruleset_help, "RULESET" },
    { "grid", 'g', G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &grid,
      "The board's size in hexes, such as 33x10 (required)", "COLUMNSxROWS" },
    { "orientation", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &orientation,
      "flat-top (hexes in columns, the default) or pointy-top", "ORIENTATION" },
    { "stagger", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &stagger,
      "Which columns (rows when pointy-top) sit half a hex down (right): odd (the default) or even",
      "STAGGER" },
    { "labels", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &labels,
      "Hex labels: asl (D7, the default) or numeric (0407)", "LABELS" },
    { "first-row", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_INT, &first_row,
      "The number of the first row (default 1)", "N" },
    { "board", 'b', G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &board_id,
      "The board's id, its label prefix (default 1)", "ID" },
    { "title", 't', G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &title,
      "The scenario's title", "TITLE" },
    { "output", 'o', G_OPTION_FLAG_NONE, G_OPTION_ARG_FILENAME, &output,
      "The file to write (required)", "FILE" },
    { "force", 'f', G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, &force,
      "Replace FILE if it exists", NULL },
    G_OPTION_ENTRY_NULL
  };
  int                status = WADI_CLI_EXIT_OK;
  const WadiRuleset *ruleset = NULL;
  WadiGridLayout     layout = { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD };
  WadiLabelKind      label_kind = WADI_LABEL_ASL;
  int                cols = 0;
  int                rows = 0;
  g_autoptr(WadiScenario) scenario = NULL;

  if (!wadi_cli_parse_options (command, entries,
                               "Writes a scenario with one board of open ground at level 0 and\n"
                               "nothing on it, ready for the editor or for other commands.",
                               &argc, &argv, &status))
    return status;
  if (argc > 1)
    return wadi_cli_usage_error (command, "unexpected argument “%s”, expected options only", argv[1]);

  if (ruleset_name == NULL)
    return wadi_cli_usage_error (command, "no --ruleset given, expected one of %s", known->str);
  ruleset = wadi_ruleset_lookup (ruleset_name);
  if (ruleset == NULL)
    return wadi_cli_usage_error (command, "unknown ruleset “%s”, expected one of %s",
                                 ruleset_name, known->str);
  if (grid == NULL)
    return wadi_cli_usage_error (command, "no --grid given, expected a size such as 33x10");
  if (!parse_grid (grid, &cols, &rows))
    return wadi_cli_usage_error (command, "bad grid “%s”, expected COLUMNSxROWS, each 1 to %d, such as 33x10",
                                 grid, WADI_BOARD_MAX_SIDE);
  if ((gint64) cols * rows > WADI_FORMAT_MAX_HEXES)
    return wadi_cli_usage_error (command, "a %dx%d grid has %" G_GINT64_FORMAT " hexes, expected at most %d",
                                 cols, rows, (gint64) cols * rows, WADI_FORMAT_MAX_HEXES);

  if (orientation == NULL || strcmp (orientation, "flat-top") == 0)
    layout.orientation = WADI_GRID_FLAT_TOP;
  else if (strcmp (orientation, "pointy-top") == 0)
    layout.orientation = WADI_GRID_POINTY_TOP;
  else
    return wadi_cli_usage_error (command, "unknown orientation “%s”, expected flat-top or pointy-top",
                                 orientation);

  if (stagger == NULL || strcmp (stagger, "odd") == 0)
    layout.stagger = WADI_STAGGER_ODD;
  else if (strcmp (stagger, "even") == 0)
    layout.stagger = WADI_STAGGER_EVEN;
  else
    return wadi_cli_usage_error (command, "unknown stagger “%s”, expected odd or even", stagger);

  if (labels == NULL || strcmp (labels, "asl") == 0)
    label_kind = WADI_LABEL_ASL;
  else if (strcmp (labels, "numeric") == 0)
    label_kind = WADI_LABEL_NUMERIC;
  else
    return wadi_cli_usage_error (command, "unknown label scheme “%s”, expected asl or numeric", labels);

  if (first_row < 0 || first_row > FIRST_ROW_MAX)
    return wadi_cli_usage_error (command, "first row %d out of range, expected 0 to %d",
                                 first_row, FIRST_ROW_MAX);
  if (board_id != NULL && (board_id[0] == '\0' || !g_utf8_validate (board_id, -1, NULL)))
    return wadi_cli_usage_error (command, "bad board id, expected a name such as 25");
  if (title != NULL && !g_utf8_validate (title, -1, NULL))
    return wadi_cli_usage_error (command, "the title is not UTF-8 text");
  if ((board_id != NULL && strlen (board_id) > WADI_FORMAT_MAX_TEXT)
      || (title != NULL && strlen (title) > WADI_FORMAT_MAX_TEXT))
    return wadi_cli_usage_error (command, "a text longer than %d bytes, expected it shorter",
                                 WADI_FORMAT_MAX_TEXT);
  if (output == NULL)
    return wadi_cli_usage_error (command, "no -o FILE given, expected the file to write");

  if (!force && g_file_test (output, G_FILE_TEST_EXISTS))
    {
      g_printerr ("wadi-cli: %s: the file exists, expected a new name or --force\n", output);
      return WADI_CLI_EXIT_TROUBLE;
    }

  scenario = wadi_scenario_new (ruleset->id);
  if (title != NULL)
    {
      g_free (scenario->title);
      scenario->title = g_steal_pointer (&title);
    }
  wadi_scenario_add_board (scenario,
                           wadi_board_new (board_id != NULL ? board_id : "1", cols, rows,
                                           layout, label_kind, first_row));
  if (!wadi_cli_save (scenario, output, force))
    return WADI_CLI_EXIT_TROUBLE;
  return WADI_CLI_EXIT_OK;
}
