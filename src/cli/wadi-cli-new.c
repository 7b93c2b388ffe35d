/* wadi-cli-new.c: wadi-cli new --ruleset R (--board ID@X,Y[,r]… | --grid CxR …) -o FILE */
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

/* The rulesets whose maps are made of geomorphic boards: "asl". */
static GString *
geomorphic_ruleset_names (void)
{
  GString *names = g_string_new (NULL);

  for (guint i = 0; i < WADI_RULESET_COUNT; i++)
    if (wadi_ruleset_get (i)->geomorphic_boards)
      g_string_append_printf (names, "%s%s", names->len > 0 ? " or " : "", wadi_ruleset_get (i)->name);
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

/* A --board ID@X,Y[,r]: an ASL geomorphic board at (X, Y) of the board
 * grid, turned 180 degrees with ",r". */
typedef struct
{
  const char *spec; /* as typed */
  char       *id;
  int         x;
  int         y;
  gboolean    turned;
} BoardSpec;

static void
board_spec_clear (gpointer data)
{
  BoardSpec *spec = data;

  g_clear_pointer (&spec->id, g_free);
}

/* Far more boards than a file may hold (WADI_FORMAT_MAX_BOARDS) in a row;
 * the map's own size limit is the model's to say. */
#define BOARD_GRID_MAX 999

static gboolean
parse_grid_number (const char *text,
                   int        *value)
{
  guint64 number;

  if (!g_ascii_isdigit (text[0])
      || !g_ascii_string_to_unsigned (text, 10, 0, BOARD_GRID_MAX, &number, NULL))
    return FALSE;
  *value = (int) number;
  return TRUE;
}

static gboolean
parse_board_spec (const char *text,
                  BoardSpec  *spec,
                  GError    **error)
{
  const char *at = strrchr (text, '@');
  g_auto(GStrv) parts = NULL;
  guint n_parts;

  spec->spec = text;
  if (at == NULL || at == text)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("%s, expected ID@X,Y or ID@X,Y,r: the board's id, then its place on the board "
                   "grid (X across, Y down, from 0), such as 25@0,0 or 14@1,0,r (r: turned 180°)"),
                      at == NULL ? "no @ and place" : "no board id before @");
      return FALSE;
    }
  spec->id = g_strndup (text, (gsize) (at - text));
  for (const char *c = spec->id; *c != '\0'; c++)
    if (!g_ascii_isalnum (*c) && strchr ("-_.", *c) == NULL)
      {
        g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                     _("bad board id “%s”, expected letters, digits, - _ or . such as 25"), spec->id);
        return FALSE;
      }
  parts = g_strsplit (at + 1, ",", -1);
  n_parts = g_strv_length (parts);
  if (n_parts < 2 || n_parts > 3 || !parse_grid_number (parts[0], &spec->x)
      || !parse_grid_number (parts[1], &spec->y) || (n_parts == 3 && strcmp (parts[2], "r") != 0))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("bad place “%s”, expected X,Y or X,Y,r: whole numbers 0 to %d across and down "
                   "the board grid, and r for a board turned 180°, such as 0,0 or 1,0,r"),
                      at + 1, BOARD_GRID_MAX);
      return FALSE;
    }
  spec->turned = n_parts == 3;
  return TRUE;
}

/* The boards of specs[0..n) laid out on scenario. */
static gboolean
lay_out_boards (WadiScenario *scenario,
                GArray       *specs,
                guint         n,
                GError      **error)
{
  g_autoptr(GPtrArray) boards = g_ptr_array_new ();
  g_autofree WadiMapPlacement *placements = g_new0 (WadiMapPlacement, MAX (n, 1));

  for (guint i = 0; i < n; i++)
    {
      const BoardSpec *spec = &g_array_index (specs, BoardSpec, i);

      g_ptr_array_add (boards, wadi_board_new_geomorphic (spec->id));
      placements[i].origin = wadi_map_geomorphic_origin (spec->x, spec->y);
      placements[i].turn = spec->turned ? 3 : 0;
    }
  return wadi_scenario_set_boards (scenario, g_steal_pointer (&boards), placements, NULL, error);
}

/* Lays out the boards --board asked for, or says which one cannot lie
 * where it was asked to, and why. */
static int
make_geomorphic_map (const WadiCliCommand *command,
                     WadiScenario         *scenario,
                     GArray               *specs)
{
  g_autoptr(GError) error = NULL;

  if (lay_out_boards (scenario, specs, specs->len, &error))
    return WADI_CLI_EXIT_OK;
  /* The first board that cannot join the ones before it is to blame. */
  for (guint n = 1; n <= specs->len; n++)
    {
      g_autoptr(WadiScenario) scratch = wadi_scenario_new (scenario->ruleset);
      g_autoptr(GError) first_error = NULL;

      if (!lay_out_boards (scratch, specs, n, &first_error))
        return wadi_cli_usage_error (command, _("--board %s: %s"),
                                                 g_array_index (specs, BoardSpec, n - 1).spec, first_error->message);
    }
  return wadi_cli_usage_error (command, "%s", error->message);
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
  g_autofree char *first_row_text = NULL;
  g_auto(GStrv) board_options = NULL;
  g_autofree char *title = NULL;
  g_autofree char *output = NULL;
  g_autoptr(GString) known = ruleset_names ();
  g_autofree char   *ruleset_help = g_strdup_printf (_("The rules the scenario is played under: %s "
                                                         "(required; “wadi-cli rulesets” says what each offers)"),
                                                        known->str);
  gboolean           force = FALSE;
  const GOptionEntry entries[] = {
    { "ruleset", 'r', G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &ruleset_name, ruleset_help, "RULESET" },
    { "board", 'b', G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING_ARRAY, &board_options,
      N_("An ASL geomorphic board (33x11, A0..GG10) at X,Y of the board grid, X across and Y down "
      "from 0, turned 180° with ,r: 25@0,0, 14@1,0,r (repeat for each board; asl ruleset). "
      "With --grid: that board's id, its label prefix (default 1)"),
          "ID@X,Y[,r]" },
      { "grid", 'g', G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &grid,
        N_("One board of this size in hexes, such as 33x10, instead of geomorphic boards"), "COLUMNSxROWS" },
        { "orientation", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &orientation,
          N_("With --grid: flat-top (hexes in columns, the default) or pointy-top"), "ORIENTATION" },
          { "stagger", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &stagger,
            N_("With --grid: which columns (rows when pointy-top) sit half a hex down (right): odd (the default) or even"),
                "STAGGER" },
            { "labels", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &labels,
              N_("With --grid: hex labels, asl (D7, the default) or numeric (0407)"), "LABELS" },
              { "first-row", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &first_row_text,
                N_("With --grid: the number of the first row (default 1)"), "N" },
                { "title", 't', G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &title,
                  N_("The scenario's title"), "TITLE" },
                  { "output", 'o', G_OPTION_FLAG_NONE, G_OPTION_ARG_FILENAME, &output,
                    N_("The file to write (required)"), "FILE" },
                    { "force", 'f', G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, &force,
                      N_("Replace FILE if it exists"), NULL },
                      G_OPTION_ENTRY_NULL };
  int                status = WADI_CLI_EXIT_OK;
  const WadiRuleset *ruleset = NULL;
  WadiGridLayout     layout = { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD };
  WadiLabelKind      label_kind = WADI_LABEL_ASL;
  int                first_row = 1;
  int                cols = 0;
  int                rows = 0;
  const char        *board_id = NULL;
  g_autoptr(GArray) specs = g_array_new (FALSE, TRUE, sizeof (BoardSpec));
  g_autoptr(WadiScenario) scenario = NULL;

  g_array_set_clear_func (specs, board_spec_clear);
  if (!wadi_cli_parse_options (command, entries,
                               N_("Writes a scenario of empty boards, open ground at level 0 with\n"
                               "nothing on it, ready for the editor or for other commands: either\n"
                               "ASL geomorphic boards laid out on the board grid, one --board each\n"
                               "(33x11 hexes, A0..GG10; side by side they share the GG and A\n"
                               "columns, one above the other the B10 and B0 half hexes), or one\n"
                               "board of any size and grid with --grid.\n"
                               "\n"
                               "Example: new -r asl --board 25@0,0 --board 14@0,1 --board 13@1,0,r -o map.wadi"),
                                   &argc, &argv, &status))
    return status;
  if (argc > 1)
    return wadi_cli_usage_error (command, _("unexpected argument “%s”, expected options only"), argv[1]);

  if (ruleset_name == NULL)
    return wadi_cli_usage_error (command, _("no --ruleset given, expected one of %s"), known->str);
  ruleset = wadi_ruleset_lookup (ruleset_name);
  if (ruleset == NULL)
    return wadi_cli_usage_error (command, _("unknown ruleset “%s”, expected one of %s"),
                                             ruleset_name, known->str);

  if (grid == NULL)
    {
      /* ASL geomorphic boards. */
      if (board_options == NULL)
        return wadi_cli_usage_error (command, _("no --board or --grid given, expected ASL geomorphic boards "
                                              "such as --board 25@0,0, or one board of a size such as --grid 33x10"));
      if (orientation != NULL || stagger != NULL || labels != NULL || first_row_text != NULL)
        return wadi_cli_usage_error (command, _("--%s is for the board of --grid; ASL geomorphic boards are "
                                              "flat-top, odd stagger, asl labels from row 0"),
                                                 orientation != NULL ? "orientation" : stagger != NULL ? "stagger"
                                                                                   : labels != NULL    ? "labels"
                                                                                                       : "first-row");
      for (char **b = board_options; *b != NULL; b++)
        {
          g_autoptr(GError) error = NULL;
          BoardSpec spec = { 0 };

          if (!parse_board_spec (*b, &spec, &error))
            {
              board_spec_clear (&spec);
              return wadi_cli_usage_error (command, _("--board %s: %s"), *b, error->message);
            }
          g_array_append_val (specs, spec);
          if (!ruleset->geomorphic_boards)
            {
              g_autoptr(GString) geomorphic = geomorphic_ruleset_names ();

              return wadi_cli_usage_error (command, _("--board %s: ASL geomorphic boards are for the %s ruleset, "
                                                    "not %s; use --grid COLUMNSxROWS for a board of another game"),
                                                       *b, geomorphic->str, ruleset->name);
            }
          for (guint i = 0; i + 1 < specs->len; i++)
            if (strcmp (g_array_index (specs, BoardSpec, i).id, spec.id) == 0)
              return wadi_cli_usage_error (command, _("--board %s: board %s is given twice (also --board %s), "
                                                    "expected each board once"),
                                                       *b, spec.id, g_array_index (specs, BoardSpec, i).spec);
        }
      if (specs->len > WADI_FORMAT_MAX_BOARDS)
        return wadi_cli_usage_error (command, _("%u boards, expected at most %d"), specs->len,
                                                 WADI_FORMAT_MAX_BOARDS);
    }
  else
    {
      /* One board of any size. */
      if (board_options != NULL && (board_options[1] != NULL || strchr (board_options[0], '@') != NULL))
        return wadi_cli_usage_error (command, _("--grid makes one board, whose id --board may give (such as "
                                              "--board 25), expected no board places (ID@X,Y) with it"));
      board_id = board_options != NULL ? board_options[0] : NULL;
      if (!parse_grid (grid, &cols, &rows))
        return wadi_cli_usage_error (command, _("bad grid “%s”, expected COLUMNSxROWS, each 1 to %d, such as 33x10"),
                                                 grid, WADI_BOARD_MAX_SIDE);
      if ((gint64) cols * rows > WADI_FORMAT_MAX_HEXES)
        return wadi_cli_usage_error (command, "a %dx%d grid has %" G_GINT64_FORMAT " hexes, expected at most %d",
                                     cols, rows, (gint64) cols * rows, WADI_FORMAT_MAX_HEXES);

      if (orientation == NULL || strcmp (orientation, "flat-top") == 0)
        layout.orientation = WADI_GRID_FLAT_TOP;
      else if (strcmp (orientation, "pointy-top") == 0)
        layout.orientation = WADI_GRID_POINTY_TOP;
      else
        return wadi_cli_usage_error (command, _("unknown orientation “%s”, expected flat-top or pointy-top"),
                                                 orientation);

      if (stagger == NULL || strcmp (stagger, "odd") == 0)
        layout.stagger = WADI_STAGGER_ODD;
      else if (strcmp (stagger, "even") == 0)
        layout.stagger = WADI_STAGGER_EVEN;
      else
        return wadi_cli_usage_error (command, _("unknown stagger “%s”, expected odd or even"), stagger);

      if (labels == NULL || strcmp (labels, "asl") == 0)
        label_kind = WADI_LABEL_ASL;
      else if (strcmp (labels, "numeric") == 0)
        label_kind = WADI_LABEL_NUMERIC;
      else
        return wadi_cli_usage_error (command, _("unknown label scheme “%s”, expected asl or numeric"), labels);

      if (first_row_text != NULL)
        {
          gint64 number;

          if (!g_ascii_string_to_signed (first_row_text, 10, G_MININT64, G_MAXINT64, &number, NULL))
            return wadi_cli_usage_error (command, _("bad first row “%s”, expected a whole number 0 to %d"),
                                                     first_row_text, FIRST_ROW_MAX);
          if (number < 0 || number > FIRST_ROW_MAX)
            return wadi_cli_usage_error (command, _("first row %s out of range, expected 0 to %d"),
                                                     first_row_text, FIRST_ROW_MAX);
          first_row = (int) number;
        }
      if (board_id != NULL && (board_id[0] == '\0' || !g_utf8_validate (board_id, -1, NULL)))
        return wadi_cli_usage_error (command, _("bad board id, expected a name such as 25"));
      if (board_id != NULL && strlen (board_id) > WADI_FORMAT_MAX_TEXT)
        return wadi_cli_usage_error (command, _("a text longer than %d bytes, expected it shorter"),
                                                 WADI_FORMAT_MAX_TEXT);
    }

  if (title != NULL && !g_utf8_validate (title, -1, NULL))
    return wadi_cli_usage_error (command, _("the title is not UTF-8 text"));
  if (title != NULL && strlen (title) > WADI_FORMAT_MAX_TEXT)
    return wadi_cli_usage_error (command, _("a text longer than %d bytes, expected it shorter"),
                                             WADI_FORMAT_MAX_TEXT);
  if (output == NULL)
    return wadi_cli_usage_error (command, _("no -o FILE given, expected the file to write"));

  if (!force && g_file_test (output, G_FILE_TEST_EXISTS))
    {
      g_printerr (_("wadi-cli: %s: the file exists, expected a new name or --force\n"), output);
      return WADI_CLI_EXIT_TROUBLE;
    }

  scenario = wadi_scenario_new (ruleset->id);
  if (title != NULL)
    {
      g_free (scenario->title);
      scenario->title = g_steal_pointer (&title);
    }
  if (grid == NULL)
    {
      status = make_geomorphic_map (command, scenario, specs);
      if (status != WADI_CLI_EXIT_OK)
        return status;
    }
  else
    wadi_scenario_add_board (scenario,
                             wadi_board_new (board_id != NULL ? board_id : "1", cols, rows,
                                             layout, label_kind, first_row));
  if (!wadi_cli_save (scenario, output, force))
    return WADI_CLI_EXIT_TROUBLE;
  return WADI_CLI_EXIT_OK;
}
