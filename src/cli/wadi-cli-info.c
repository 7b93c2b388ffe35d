/* wadi-cli-info.c: wadi-cli info FILE */
#include "config.h"

#include "wadi-cli-private.h"

static const char *
text_or_none (const char *text)
{
  return text != NULL && text[0] != '\0' ? text : "(none)";
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
             const WadiBoard *board)
{
  g_print ("%s%s: %dx%d, %s, %s stagger, %s labels from row %d, "
           "non-default hexes %u, marked hexsides %u\n",
           indent, id, board->cols, board->rows,
           board->layout.orientation == WADI_GRID_POINTY_TOP ? "pointy-top" : "flat-top",
           board->layout.stagger == WADI_STAGGER_EVEN ? "even" : "odd",
           board->labels.kind == WADI_LABEL_NUMERIC ? "numeric" : "asl",
           board->labels.first_row,
           count_non_default_hexes (board), count_marked_hexsides (board));
}

int
wadi_cli_info_run (const WadiCliCommand *command,
                   int                   argc,
                   char                **argv)
{
  g_autoptr(WadiScenario) scenario = NULL;
  int   status = WADI_CLI_EXIT_OK;
  guint by_kind[WADI_COUNTER_KIND_COUNT] = { 0 };

  if (!wadi_cli_parse_options (command, NULL,
                               "Prints one “name: value” line per fact, and an indented line per\n"
                               "board, overlay, placement and kind of counter.",
                               &argc, &argv, &status))
    return status;
  if (argc != 2)
    return wadi_cli_usage_error (command, "expected one FILE, got %d", argc - 1);

  scenario = wadi_cli_load (argv[1], &status);
  if (scenario == NULL)
    return status;

  g_print ("file: %s\n", argv[1]);
  g_print ("title: %s\n", text_or_none (scenario->title));
  g_print ("author: %s\n", text_or_none (scenario->author));
  g_print ("ruleset: %s\n", wadi_ruleset_name (scenario->ruleset));
  g_print ("ssr: stream-depth=%s frozen=%s snow=%s toi-wadi-rules=%s toi-stream-bridges-block-los=%s\n",
           wadi_stream_depth_name (scenario->ssr.stream_depth),
           yes_no (scenario->ssr.frozen), yes_no (scenario->ssr.snow),
           yes_no (scenario->ssr.toi_wadi_rules),
           yes_no (scenario->ssr.toi_stream_bridges_block_los));

  g_print ("boards: %u\n", scenario->boards->len);
  for (guint i = 0; i < scenario->boards->len; i++)
    {
      const WadiBoard *board = g_ptr_array_index (scenario->boards, i);

      print_board ("  ", board->id, board);
    }

  g_print ("overlays: %u\n", scenario->overlays->len);
  for (guint i = 0; i < scenario->overlays->len; i++)
    {
      const WadiOverlay *overlay = g_ptr_array_index (scenario->overlays, i);

      print_board ("  ", overlay->id, overlay->fragment);
    }

  g_print ("placements: %u\n", scenario->placements->len);
  for (guint i = 0; i < scenario->placements->len; i++)
    {
      const WadiOverlayPlacement *placement = &g_array_index (scenario->placements,
                                                              WadiOverlayPlacement, i);
      const WadiOverlay          *overlay = g_ptr_array_index (scenario->overlays, placement->overlay);
      g_autofree char            *anchor = wadi_scenario_location_label (scenario, placement->board,
                                                                         placement->anchor);

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
