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
