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

/* The command line's options. */
typedef struct
{
  char    *ruleset_name;
  char    *grid;
  char    *orientation;
  char    *stagger;
  char    *labels;
  char    *first_row;
  char   **boards; /* --board, each */
  char    *title;
  char    *output;
  gboolean force;
} NewOptions;

static void
new_options_clear (NewOptions *options)
{
  g_clear_pointer (&options->ruleset_name, g_free);
  g_clear_pointer (&options->grid, g_free);
  g_clear_pointer (&options->orientation, g_free);
  g_clear_pointer (&options->stagger, g_free);
  g_clear_pointer (&options->labels, g_free);
  g_clear_pointer (&options->first_row, g_free);
  g_clear_pointer (&options->boards, g_strfreev);
  g_clear_pointer (&options->title, g_free);
  g_clear_pointer (&options->output, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (NewOptions, new_options_clear)

/* The one board of --grid. */
typedef struct
{
  const char    *id;
  int            cols;
  int            rows;
  WadiGridLayout layout;
  WadiLabelKind  label_kind;
  int            first_row;
} GridSpec;

static gboolean
parse_options (const WadiCliCommand *command,
               NewOptions           *options,
               const char           *known,
               int                  *argc,
               char               ***argv,
               int                  *status)
{
  g_autofree char *ruleset_help = g_strdup_printf (_("The rules the scenario is played under: %s "
                                                     "(required; “wadi-cli rulesets” says what each offers)"),
                                                      known);
  /* clang-format off */
  const GOptionEntry entries[] = {
    { "ruleset", 'r', G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &options->ruleset_name, ruleset_help, "RULESET" },
    { "board", 'b', G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING_ARRAY, &options->boards, N_("An ASL geomorphic board (33x11, A0..GG10) at X,Y of the board grid, X across and Y down from 0, turned 180° with ,r: 25@0,0, 14@1,0,r (repeat for each board; asl ruleset). With --grid: that board's id, its label prefix (default 1)"), "ID@X,Y[,r]" },
    { "grid", 'g', G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &options->grid, N_("One board of this size in hexes, such as 33x10, instead of geomorphic boards"), "COLUMNSxROWS" },
    { "orientation", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &options->orientation, N_("With --grid: flat-top (hexes in columns, the default) or pointy-top"), "ORIENTATION" },
    { "stagger", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &options->stagger, N_("With --grid: which columns (rows when pointy-top) sit half a hex down (right): odd (the default) or even"), "STAGGER" },
    { "labels", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &options->labels, N_("With --grid: hex labels, asl (D7, the default) or numeric (0407)"), "LABELS" },
    { "first-row", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &options->first_row, N_("With --grid: the number of the first row (default 1)"), "N" },
    { "title", 't', G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &options->title, N_("The scenario's title"), "TITLE" },
    { "output", 'o', G_OPTION_FLAG_NONE, G_OPTION_ARG_FILENAME, &options->output, N_("The file to write (required), ending in .wadi"), "FILE" },
    { "force", 'f', G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, &options->force, N_("Replace FILE if it exists"), NULL },
    G_OPTION_ENTRY_NULL
  };
  /* clang-format on */

  return wadi_cli_parse_options (command, entries,
                                 N_("Writes a scenario of empty boards, open ground at level 0 with\n"
                                    "nothing on it, ready for the editor or for other commands: either\n"
                                    "ASL geomorphic boards laid out on the board grid, one --board each\n"
                                    "(33x11 hexes, A0..GG10; side by side they share the GG and A\n"
                                    "columns, one above the other the B10 and B0 half hexes), or one\n"
                                    "board of any size and grid with --grid.\n"
                                    "\n"
                                    "Example: new -r asl --board 25@0,0 --board 14@0,1 --board 13@1,0,r -o map.wadi"),
                                     argc, argv, status);
}

/* One --board ID@X,Y[,r] more, after the ones in specs. */
static int
add_board_spec (const WadiCliCommand *command,
                const WadiRuleset    *ruleset,
                const char           *text,
                GArray               *specs)
{
  g_autoptr(GError) error = NULL;
  BoardSpec spec = { 0 };

  if (!parse_board_spec (text, &spec, &error))
    {
      board_spec_clear (&spec);
      return wadi_cli_usage_error (command, _("--board %s: %s"), text, error->message);
    }
  g_array_append_val (specs, spec);
  if (!ruleset->geomorphic_boards)
    {
      g_autoptr(GString) geomorphic = geomorphic_ruleset_names ();

      return wadi_cli_usage_error (command, _("--board %s: ASL geomorphic boards are for the %s ruleset, "
                                              "not %s; use --grid COLUMNSxROWS for a board of another game"),
                                               text, geomorphic->str, ruleset->name);
    }
  for (guint i = 0; i + 1 < specs->len; i++)
    if (strcmp (g_array_index (specs, BoardSpec, i).id, spec.id) == 0)
      return wadi_cli_usage_error (command, _("--board %s: board %s is given twice (also --board %s), "
                                              "expected each board once"),
                                               text, spec.id, g_array_index (specs, BoardSpec, i).spec);
  return WADI_CLI_EXIT_OK;
}

/* ASL geomorphic boards: each --board. */
static int
read_board_specs (const WadiCliCommand *command,
                  const NewOptions     *options,
                  const WadiRuleset    *ruleset,
                  GArray               *specs)
{
  if (options->boards == NULL)
    return wadi_cli_usage_error (command, _("no --board or --grid given, expected ASL geomorphic boards "
                                            "such as --board 25@0,0, or one board of a size such as --grid 33x10"));
  if (options->orientation != NULL || options->stagger != NULL || options->labels != NULL || options->first_row != NULL)
    return wadi_cli_usage_error (command, _("--%s is for the board of --grid; ASL geomorphic boards are "
                                            "flat-top, odd stagger, asl labels from row 0"),
                                             options->orientation != NULL ? "orientation" : options->stagger != NULL ? "stagger"
                                                                                        : options->labels != NULL    ? "labels"
                                                                                                                     : "first-row");
  for (char **b = options->boards; *b != NULL; b++)
    {
      int status = add_board_spec (command, ruleset, *b, specs);

      if (status != WADI_CLI_EXIT_OK)
        return status;
    }
  if (specs->len > WADI_FORMAT_MAX_BOARDS)
    return wadi_cli_usage_error (command, _("%u boards, expected at most %d"), specs->len,
                                             WADI_FORMAT_MAX_BOARDS);
  return WADI_CLI_EXIT_OK;
}

/* --orientation, --stagger and --labels of the board of --grid. */
static int
read_grid_layout (const WadiCliCommand *command,
                  const NewOptions     *options,
                  GridSpec             *grid)
{
  if (options->orientation == NULL || strcmp (options->orientation, "flat-top") == 0)
    grid->layout.orientation = WADI_GRID_FLAT_TOP;
  else if (strcmp (options->orientation, "pointy-top") == 0)
    grid->layout.orientation = WADI_GRID_POINTY_TOP;
  else
    return wadi_cli_usage_error (command, _("unknown orientation “%s”, expected flat-top or pointy-top"),
                                             options->orientation);

  if (options->stagger == NULL || strcmp (options->stagger, "odd") == 0)
    grid->layout.stagger = WADI_STAGGER_ODD;
  else if (strcmp (options->stagger, "even") == 0)
    grid->layout.stagger = WADI_STAGGER_EVEN;
  else
    return wadi_cli_usage_error (command, _("unknown stagger “%s”, expected odd or even"), options->stagger);

  if (options->labels == NULL || strcmp (options->labels, "asl") == 0)
    grid->label_kind = WADI_LABEL_ASL;
  else if (strcmp (options->labels, "numeric") == 0)
    grid->label_kind = WADI_LABEL_NUMERIC;
  else
    return wadi_cli_usage_error (command, _("unknown label scheme “%s”, expected asl or numeric"), options->labels);
  return WADI_CLI_EXIT_OK;
}

/* One board of any size: --grid and its options. */
static int
read_grid_spec (const WadiCliCommand *command,
                const NewOptions     *options,
                GridSpec             *grid)
{
  char *const *boards = options->boards;
  int          status;

  if (boards != NULL && (boards[1] != NULL || strchr (boards[0], '@') != NULL))
    return wadi_cli_usage_error (command, _("--grid makes one board, whose id --board may give (such as "
                                            "--board 25), expected no board places (ID@X,Y) with it"));
  grid->id = boards != NULL ? boards[0] : NULL;
  if (!parse_grid (options->grid, &grid->cols, &grid->rows))
    return wadi_cli_usage_error (command, _("bad grid “%s”, expected COLUMNSxROWS, each 1 to %d, such as 33x10"),
                                             options->grid, WADI_BOARD_MAX_SIDE);
  if ((gint64) grid->cols * grid->rows > WADI_FORMAT_MAX_HEXES)
    return wadi_cli_usage_error (command, "a %dx%d grid has %" G_GINT64_FORMAT " hexes, expected at most %d",
                                 grid->cols, grid->rows, (gint64) grid->cols * grid->rows, WADI_FORMAT_MAX_HEXES);
  status = read_grid_layout (command, options, grid);
  if (status != WADI_CLI_EXIT_OK)
    return status;
  if (options->first_row != NULL)
    {
      gint64 number;

      if (!g_ascii_string_to_signed (options->first_row, 10, G_MININT64, G_MAXINT64, &number, NULL))
        return wadi_cli_usage_error (command, _("bad first row “%s”, expected a whole number 0 to %d"),
                                                 options->first_row, FIRST_ROW_MAX);
      if (number < 0 || number > FIRST_ROW_MAX)
        return wadi_cli_usage_error (command, _("first row %s out of range, expected 0 to %d"),
                                                 options->first_row, FIRST_ROW_MAX);
      grid->first_row = (int) number;
    }
  if (grid->id != NULL && (grid->id[0] == '\0' || !g_utf8_validate (grid->id, -1, NULL)))
    return wadi_cli_usage_error (command, _("bad board id, expected a name such as 25"));
  if (!wadi_format_text_fits (grid->id))
    return wadi_cli_usage_error (command, _("a text longer than %'d bytes, expected it shorter"),
                                             WADI_FORMAT_MAX_TEXT);
  return WADI_CLI_EXIT_OK;
}

/* --title and -o FILE. */
static int
check_output (const WadiCliCommand *command,
              const NewOptions     *options)
{
  if (options->title != NULL && !g_utf8_validate (options->title, -1, NULL))
    return wadi_cli_usage_error (command, _("the title is not UTF-8 text"));
  if (!wadi_format_text_fits (options->title))
    return wadi_cli_usage_error (command, _("a text longer than %'d bytes, expected it shorter"),
                                             WADI_FORMAT_MAX_TEXT);
  if (options->output == NULL)
    return wadi_cli_usage_error (command, _("no -o FILE given, expected the file to write"));
  /* as convert: an x.png full of Wadi XML would only fool the next program */
  if (!g_str_has_suffix (options->output, ".wadi"))
    return wadi_cli_usage_error (command, _("FILE “%s” does not end in .wadi: new writes Wadi scenarios only"),
                                             options->output);
  if (!options->force && g_file_test (options->output, G_FILE_TEST_EXISTS))
    {
      g_printerr (_("wadi-cli: %s: the file exists, expected a new name or --force\n"), options->output);
      return WADI_CLI_EXIT_TROUBLE;
    }
  return WADI_CLI_EXIT_OK;
}

/* The scenario the options describe, written to -o FILE. */
static int
write_scenario (const WadiCliCommand *command,
                NewOptions           *options,
                const WadiRuleset    *ruleset,
                GArray               *specs,
                const GridSpec       *grid)
{
  g_autoptr(WadiScenario) scenario = wadi_scenario_new (ruleset->id);

  if (options->title != NULL)
    {
      g_free (scenario->title);
      scenario->title = g_steal_pointer (&options->title);
    }
  if (options->grid == NULL)
    {
      int status = make_geomorphic_map (command, scenario, specs);

      if (status != WADI_CLI_EXIT_OK)
        return status;
    }
  else
    wadi_scenario_add_board (scenario,
                             wadi_board_new (grid->id != NULL ? grid->id : "1", grid->cols, grid->rows,
                                             grid->layout, grid->label_kind, grid->first_row));
  if (!wadi_cli_save (scenario, options->output, options->force))
    return WADI_CLI_EXIT_TROUBLE;
  return WADI_CLI_EXIT_OK;
}

int
wadi_cli_new_run (const WadiCliCommand *command,
                  int                   argc,
                  char                **argv)
{
  g_auto(NewOptions) options = { 0 };
  g_autoptr(GString) known = ruleset_names ();
  g_autoptr(GArray) specs = g_array_new (FALSE, TRUE, sizeof (BoardSpec));
  GridSpec           grid = { NULL, 0, 0, { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD }, WADI_LABEL_ASL, 1 };
  const WadiRuleset *ruleset;
  int                status = WADI_CLI_EXIT_OK;

  g_array_set_clear_func (specs, board_spec_clear);
  if (!parse_options (command, &options, known->str, &argc, &argv, &status))
    return status;
  if (argc > 1)
    return wadi_cli_usage_error (command, _("unexpected argument “%s”, expected options only"), argv[1]);
  if (options.ruleset_name == NULL)
    return wadi_cli_usage_error (command, _("no --ruleset given, expected one of %s"), known->str);
  ruleset = wadi_ruleset_lookup (options.ruleset_name);
  if (ruleset == NULL)
    return wadi_cli_usage_error (command, _("unknown ruleset “%s”, expected one of %s"),
                                             options.ruleset_name, known->str);

  if (options.grid == NULL)
    status = read_board_specs (command, &options, ruleset, specs);
  else
    status = read_grid_spec (command, &options, &grid);
  if (status == WADI_CLI_EXIT_OK)
    status = check_output (command, &options);
  if (status != WADI_CLI_EXIT_OK)
    return status;
  return write_scenario (command, &options, ruleset, specs, &grid);
}
