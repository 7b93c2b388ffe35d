/* wadi-bench-map.c: the big map the benchmarks draw and export */
#include "config.h"

#include "wadi-bench-map.h"

WadiScenario *
wadi_bench_make_map (int side)
{
  WadiScenario *scenario = wadi_scenario_new (WADI_RULESET_ASL);
  WadiBoard    *board = wadi_board_new ("1", side, side,
                                        (WadiGridLayout) { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD },
                                        WADI_LABEL_NUMERIC, 1);
  GRand        *rand = g_rand_new_with_seed (42);

  /* patches of terrain and hills, and a wadi winding down the map */
  for (int row = 0; row < side; row++)
    for (int col = 0; col < side; col++)
      {
        WadiHexCell cell = { 0 };
        int         patch = ((col / 7) * 31 + (row / 5) * 17) % 11;

        cell.terrain = patch < 4 ? WADI_TERRAIN_OPEN : (guint8) (patch % WADI_TERRAIN_COUNT);
        cell.level = (gint8) ((col / 40 + row / 40) % 4);
        wadi_board_set_cell (board, (WadiHex) { col, row }, &cell);
      }
  for (int row = 0, col = side / 2; row < side; row++)
    {
      WadiHex     hex = { col, row };
      WadiHexCell cell = *wadi_board_cell (board, hex);

      cell.depression = WADI_DEPRESSION_WADI;
      cell.floor = (gint8) (cell.level - 1);
      wadi_board_set_cell (board, hex, &cell);
      if (row + 1 < side)
        wadi_board_set_side (board, (WadiHexside) { hex, 3 }, WADI_SIDE_DEPRESSION);
      if (g_rand_int_range (rand, 0, 8) == 0)
        wadi_board_set_side (board, (WadiHexside) { hex, 1 }, WADI_SIDE_CLIFF);
    }
  g_rand_free (rand);
  wadi_scenario_add_board (scenario, board);
  return scenario;
}

WadiScenario *
wadi_bench_make_noisy_map (int side)
{
  WadiScenario *scenario = wadi_scenario_new (WADI_RULESET_ASL);
  WadiBoard    *board = wadi_board_new ("1", side, side,
                                        (WadiGridLayout) { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD },
                                        WADI_LABEL_NUMERIC, 1);
  GRand        *rand = g_rand_new_with_seed (7);

  for (int row = 0; row < side; row++)
    for (int col = 0; col < side; col++)
      {
        WadiHexCell cell = { 0 };

        cell.terrain = (guint8) g_rand_int_range (rand, 0, WADI_TERRAIN_COUNT);
        cell.level = (gint8) g_rand_int_range (rand, 0, 4);
        wadi_board_set_cell (board, (WadiHex) { col, row }, &cell);
      }
  g_rand_free (rand);
  wadi_scenario_add_board (scenario, board);
  return scenario;
}

/* A depression along a row or down a column of board, from one hex to
 * the other, with its depression hexsides. */
static void
set_channel (WadiBoard     *board,
             WadiHex        from,
             WadiHex        to,
             WadiDepression kind)
{
  WadiHexCell cell = board->default_cell;
  WadiHex     hex = from;

  cell.depression = kind;
  cell.floor = -1;
  for (;;)
    {
      WadiHex       next = hex;
      WadiDirection dir;

      /* the stream keeps the hex where the gully crosses it */
      if (wadi_board_cell (board, hex)->depression == WADI_DEPRESSION_NONE)
        wadi_board_set_cell (board, hex, &cell);
      if (wadi_hex_equal (hex, to))
        break;
      if (from.row == to.row)
        next.col++;
      else
        next.row++;
      if (wadi_hex_direction_to (board->layout, hex, next, &dir))
        wadi_board_set_side (board, (WadiHexside) { hex, dir }, WADI_SIDE_DEPRESSION);
      hex = next;
    }
}

WadiScenario *
wadi_bench_make_boards_map (int across,
                            int down)
{
  WadiScenario *scenario = wadi_scenario_new (WADI_RULESET_ASL);
  g_autoptr(GPtrArray) boards = g_ptr_array_new ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (64);
  g_autofree WadiMapPlacement *placements = g_new0 (WadiMapPlacement, (gsize) across * down);
  g_autoptr(GError) error = NULL;

  for (int y = 0; y < down; y++)
    for (int x = 0; x < across; x++)
      {
        g_autofree char *id = g_strdup_printf ("%d", 1 + y * across + x);
        WadiBoard       *board = wadi_board_new_geomorphic (id);

        set_channel (board, (WadiHex) { 0, 2 }, (WadiHex) { WADI_GEOMORPHIC_COLUMNS - 1, 2 },
                     WADI_DEPRESSION_STREAM);
        set_channel (board, (WadiHex) { 15, 0 }, (WadiHex) { 15, WADI_GEOMORPHIC_ROWS - 1 },
                     WADI_DEPRESSION_GULLY);
        for (int i = 0; i < 12; i++)
          {
            WadiHex     hex = { g_rand_int_range (rand, 1, WADI_GEOMORPHIC_COLUMNS - 1),
                                g_rand_int_range (rand, 1, WADI_GEOMORPHIC_ROWS - 1) };
            WadiHexCell cell = *wadi_board_cell (board, hex);

            if (cell.depression == WADI_DEPRESSION_NONE)
              {
                cell.level = (gint8) g_rand_int_range (rand, 1, 3);
                wadi_board_set_cell (board, hex, &cell);
              }
          }
        placements[boards->len] = (WadiMapPlacement) { wadi_map_geomorphic_origin (x, y), 0 };
        g_ptr_array_add (boards, board);
      }
  if (!wadi_scenario_set_boards (scenario, g_steal_pointer (&boards), placements, NULL, &error))
    g_error ("laying out the map: %s", error->message);
  return scenario;
}
