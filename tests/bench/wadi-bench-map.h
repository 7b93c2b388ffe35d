/* wadi-bench-map.h: the big map the benchmarks draw and export */
#pragma once

#include "wadi-scenario.h"

G_BEGIN_DECLS

/* A side x side ASL map of one board: patches of terrain and hills, and
 * a wadi winding down the middle with a cliff on one hexside in eight. */
WadiScenario *wadi_bench_make_map (int side);
/* A side x side ASL map whose every hex has a terrain and level of its
 * own, drawn at random: the least a picture of it can compress. */
WadiScenario *wadi_bench_make_noisy_map (int side);
/* An ASL map of across x down geomorphic boards, each with a stream along
 * row 2 (on from board to board across the seams), a gully down column P
 * and a dozen hills off the depressions: 8 x 8 is the 64-board map. */
WadiScenario *wadi_bench_make_boards_map (int across,
                                          int down);

G_END_DECLS
