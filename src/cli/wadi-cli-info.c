/* wadi-cli-info.c: wadi-cli info FILE */
#include "config.h"

#include "wadi-cli-private.h"

static const char *
text_or_none (const char *text)
{
  return text != NULL && text[0] != '\0' ? text : "(none)";
}

/* A fact's text on its one line: line breaks (a hand-edited file's
 * title) as spaces, so no line of it passes for another fact. */
static char *
one_line (const char *text)
{
  char *line = g_strdup (text_or_none (text));

  g_strdelimit (line, "\r\n", ' ');
  return line;
}

static const char *
yes_no (gboolean value)
{
  return value ? "yes" : "no";
}

static guint
count_non_default_hexes (const WadiBoard *board)
{
  guint count = 0;

  for (guint i = 0; i < wadi_board_hex_count (board); i++)
    if (wadi_board_contains (board, wadi_board_hex_at_index (board, i))
        && !wadi_board_cell_is_default (board, wadi_board_hex_at_index (board, i)))
      count++;
  return count;
}

/* Each hexside is stored once (wadi-board.h), so counting the stored
 * slots counts every hexside once, the board edge's included. */
static guint
count_marked_hexsides (const WadiBoard *board)
{
  guint count = 0;
  gsize slots = (gsize) (board->cols + 2) * (gsize) (board->rows + 2);

  for (gsize i = 0; i < slots; i++)
    for (guint d = 0; d < 3; d++)
      if (board->sides[i].side[d] != 0)
        count++;
  return count;
}

static void
print_board (const char      *indent,
             const char      *id,
             const WadiBoard *board,
             const char      *where)
{
  g_print ("%s%s: %dx%d, %s, %s stagger, %s labels from row %d, %s%s"
           "non-default hexes %u, marked hexsides %u\n",
           indent, id, board->cols, board->rows,
           board->layout.orientation == WADI_GRID_POINTY_TOP ? "pointy-top" : "flat-top",
           board->layout.stagger == WADI_STAGGER_EVEN ? "even" : "odd",
           board->labels.kind == WADI_LABEL_NUMERIC ? "numeric" : "asl",
           board->labels.first_row, where != NULL ? where : "", where != NULL ? ", " : "",
           count_non_default_hexes (board), count_marked_hexsides (board));
}

/* An ASL geomorphic board (33 x 11, A0..GG10) lying at a position of the
 * board grid (wadi_map_geomorphic_origin ()). */
static gboolean
board_grid_position (const WadiMapBoard *board,
                     int                *x,
                     int                *y)
{
  int step_x = WADI_GEOMORPHIC_COLUMNS - 1;
  int step_y = WADI_GEOMORPHIC_ROWS - 1;

  if (board->cols != WADI_GEOMORPHIC_COLUMNS || board->rows != WADI_GEOMORPHIC_ROWS
      || board->labels.kind != WADI_LABEL_ASL || board->labels.first_row != 0
      || board->layout.orientation != WADI_GRID_FLAT_TOP
      || board->origin.col < 0 || board->origin.row < 0
      || board->origin.col % step_x != 0 || board->origin.row % step_y != 0)
    return FALSE;
  *x = board->origin.col / step_x;
  *y = board->origin.row / step_y;
  return TRUE;
}

/* "at 1,0 of the board grid, turned 180°" or "at column 0, row 12 of the
 * map, turned 0°". */
static char *
board_place (const WadiMapBoard *board)
{
  int x, y;

  if (board_grid_position (board, &x, &y))
    return g_strdup_printf ("at %d,%d of the board grid, turned %u°", x, y, board->turn * 60);
  return g_strdup_printf ("at column %d, row %d of the map, turned %u°", board->origin.col,
                          board->origin.row, board->turn * 60);
}

static void
print_map (const WadiScenario *scenario)
{
  const WadiMap   *map = scenario->map;
  const WadiBoard *grid = wadi_scenario_grid (scenario);
  guint            present = 0;

  if (grid == NULL)
    g_print ("map: no board\n");
  else
    {
      for (guint i = 0; i < wadi_board_hex_count (grid); i++)
        if (wadi_board_contains (grid, wadi_board_hex_at_index (grid, i)))
          present++;
      g_print ("map: %dx%d hexes, %u of them on boards\n", grid->cols, grid->rows, present);
    }
  if (map->mismatches->len > 0)
    g_print ("mismatched half hexes: %u\n", map->mismatches->len);

  g_print ("boards: %u\n", wadi_map_board_count (map));
  for (guint i = 0; i < wadi_map_board_count (map); i++)
    {
      const WadiMapBoard *board = wadi_map_get_board (map, i);
      g_autoptr(WadiBoard) own = wadi_map_extract_board (map, i);
      g_autofree char *where = board_place (board);

      print_board ("  ", board->id, own, where);
    }
}

/* The scenario card: turns (and a half), the forces (who moves first), the special
 * rules as written, a rule's further lines indented under its first, the
 * victory conditions and the aftermath. */
static void
print_card (const WadiScenario *scenario)
{
  /* a last half turn as the cards print it: "6½" */
  if (scenario->turns > 0)
    g_print ("turns: %u%s\n", scenario->turns, scenario->half_turn ? "½" : "");
  else
    g_print ("turns: (not said)\n");
  g_print ("forces: %u\n", scenario->sides->len);
  for (guint i = 0; i < scenario->sides->len; i++)
    {
      const WadiScenarioSide *side = &g_array_index (scenario->sides, WadiScenarioSide, i);

      g_autofree char *name = one_line (side->name);
      g_autofree char *nationality = one_line (side->nationality);

      g_print ("  %s", name);
      if (side->nationality != NULL && side->nationality[0] != '\0')
        g_print (" (%s)", nationality);
      g_print ("%s%s\n", side->sets_up_first ? ", sets up first" : "", side->moves_first ? ", moves first" : "");
      if (side->setup != NULL && side->setup[0] != '\0')
        {
          g_autofree char *setup = one_line (side->setup);

          g_print ("    set-up: %s\n", setup);
        }
    }
  g_print ("special rules: %u\n", scenario->special_rules->len);
  for (guint i = 0; i < scenario->special_rules->len; i++)
    {
      g_auto (GStrv) lines = g_strsplit (g_ptr_array_index (scenario->special_rules, i), "\n", -1);

      for (guint k = 0; lines[k] != NULL; k++)
        if (k == 0)
          g_print ("  %u. %s\n", i + 1, lines[k]);
        else
          g_print ("     %s\n", lines[k]);
    }
  {
    g_autofree char *victory = one_line (scenario->victory);
    g_autofree char *aftermath = one_line (scenario->aftermath);

    g_print ("victory: %s\n", victory);
    g_print ("aftermath: %s\n", aftermath);
  }
}

/* The SSRs the scenario's ruleset owns, as the file writes them ("(none)"
 * for a ruleset without any). */
static void
print_ssr (const WadiScenario *scenario)
{
  WadiSsrFields fields = wadi_ssr_fields_of (scenario->ruleset);
  g_autoptr(GString) line = g_string_new ("ssr:");

  if (fields & WADI_SSR_STREAM_DEPTH)
    g_string_append_printf (line, " stream-depth=%s", wadi_stream_depth_name (scenario->ssr.stream_depth));
  if (fields & WADI_SSR_FROZEN)
    g_string_append_printf (line, " frozen=%s", yes_no (scenario->ssr.frozen));
  if (fields & WADI_SSR_SNOW)
    g_string_append_printf (line, " snow=%s", yes_no (scenario->ssr.snow));
  if (fields & WADI_SSR_TOI_WADI_RULES)
    g_string_append_printf (line, " toi-wadi-rules=%s", yes_no (scenario->ssr.toi_wadi_rules));
  if (fields & WADI_SSR_TOI_STREAM_BRIDGES_BLOCK_LOS)
    g_string_append_printf (line, " toi-stream-bridges-block-los=%s",
                            yes_no (scenario->ssr.toi_stream_bridges_block_los));
  if (fields == 0)
    g_string_append (line, " (none)");
  g_print ("%s\n", line->str);
}

int
wadi_cli_info_run (const WadiCliCommand *command,
                   int                   argc,
                   char                **argv)
{
  g_autoptr(WadiScenario) scenario = NULL;
  g_autofree char *title = NULL;
  g_autofree char *author = NULL;
  g_autofree char *date_place = NULL;
  int              status = WADI_CLI_EXIT_OK;
  guint            by_kind[WADI_COUNTER_KIND_COUNT] = { 0 };

  if (!wadi_cli_parse_options (command, NULL,
                               N_("Prints one “name: value” line per fact, and an indented line per\n"
                               "force, special rule, board, overlay, placement and kind of counter.  The map line gives\n"
                               "the map's size in hexes (its columns and rows, and how many of them\n"
                               "lie on a board); each board's line says where it lies: an ASL\n"
                               "geomorphic board at its place on the board grid (X across, Y down),\n"
                               "another board at the map column and row of its top left corner,\n"
                               "and how far it is turned."),
                                   &argc, &argv, &status))
    return status;
  if (argc != 2)
    return wadi_cli_usage_error (command, _("expected one FILE, got %d"), argc - 1);

  scenario = wadi_cli_load (argv[1], &status);
  if (scenario == NULL)
    return status;

  title = one_line (scenario->title);
  author = one_line (scenario->author);
  date_place = one_line (scenario->date_place);
  g_print ("file: %s\n", argv[1]);
  g_print ("title: %s\n", title);
  g_print ("author: %s\n", author);
  g_print ("date and place: %s\n", date_place);
  g_print ("ruleset: %s\n", wadi_ruleset_name (scenario->ruleset));
  print_ssr (scenario);

  print_card (scenario);
  print_map (scenario);

  g_print ("overlays: %u\n", scenario->overlays->len);
  for (guint i = 0; i < scenario->overlays->len; i++)
    {
      const WadiOverlay *overlay = g_ptr_array_index (scenario->overlays, i);

      print_board ("  ", overlay->id, overlay->fragment, NULL);
    }

  g_print ("placements: %u\n", scenario->placements->len);
  for (guint i = 0; i < scenario->placements->len; i++)
    {
      const WadiOverlayPlacement *placement = &g_array_index (scenario->placements,
                                                              WadiOverlayPlacement, i);
      const WadiOverlay          *overlay = g_ptr_array_index (scenario->overlays, placement->overlay);
      g_autofree char            *anchor = wadi_scenario_location_label (scenario, placement->anchor);

      g_print ("  %s at %s, turned %u×60°\n", overlay->id, anchor, placement->orientation);
    }

  for (guint i = 0; i < scenario->counters->len; i++)
    by_kind[g_array_index (scenario->counters, WadiCounter, i).kind]++;
  g_print ("counters: %u\n", scenario->counters->len);
  for (guint kind = 0; kind < WADI_COUNTER_KIND_COUNT; kind++)
    if (by_kind[kind] > 0)
      g_print ("  %s: %u\n", wadi_counter_kind_name (kind), by_kind[kind]);

  return WADI_CLI_EXIT_OK;
}
