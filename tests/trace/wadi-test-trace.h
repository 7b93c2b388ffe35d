/* wadi-test-trace.h: what the trace tests and benchmark share: a board
 * with varied terrain, its picture drawn by Wadi's own export, turned
 * and shifted by a known amount */
#pragma once

#include <cairo.h>

#include "wadi-export.h"
#include "wadi-trace.h"

G_BEGIN_DECLS

/* A one-board ASL scenario (board "25", 33 x 11 from row 0, as the
 * geomorphic boards) whose terrain is patches of ten classes (open,
 * woods, grain, brush, orchard, building, marsh, hammada, and stream and
 * gully running across the open ground; walls and hedges on a fifth of
 * the hexes' hexsides), the same at every call. */
WadiScenario *wadi_test_trace_scenario (void);

/* The classes of wadi_test_trace_scenario (). */
extern const WadiTraceClass wadi_test_trace_classes[];
extern const guint          wadi_test_trace_n_classes;

/* A picture of the scenario's board: exported as PNG at pixels_per_hex
 * (grid and labels as printed, no counters) into dir, turned by degrees
 * (clockwise on screen) about its top-left corner and shifted by
 * (shift_x, shift_y) pixels onto a white page; written to path as a PNG.
 * truth receives the similarity picture pixel -> board frame. */
void wadi_test_trace_picture (const WadiScenario *scenario,
                              const char         *dir,
                              double              pixels_per_hex,
                              double              degrees,
                              double              shift_x,
                              double              shift_y,
                              const char         *path,
                              WadiSimilarity     *truth);

G_END_DECLS
