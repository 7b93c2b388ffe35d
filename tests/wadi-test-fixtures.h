/* wadi-test-fixtures.h: the boards the rule texts' worked examples name
 *
 * Board 25 (F5), board 14 (B20.9x) and board 13 (B20.1, B20.2) rebuilt as
 * faithfully as the texts allow; docs/rules.md says what each hex's data is
 * inferred from.  Shared by every rules test.
 */
#pragma once

#include "wadi-scenario.h"

G_BEGIN_DECLS

/* An ASL scenario with boards "25", "14" and "13" (33 x 11, rows from 0),
 * laid out one below the other (25B10 is 14B0, 14B10 is 13B0). */
WadiScenario *wadi_fixture_asl_examples (void);
/* An ASL scenario of two geomorphic boards side by side: west (taken) at
 * the map's origin and east (taken) joined to its east edge, so that
 * east's A column is west's GG column ("25GG5" is "14A5"). */
WadiScenario *wadi_fixture_side_by_side (WadiBoard *west,
                                         WadiBoard *east);
/* The same with blank boards "25" (west) and "14" (east). */
WadiScenario *wadi_fixture_seam (void);
/* A Tide of Iron scenario with board "DoF" (10 x 6, rows from 1): the
 * Days of the Fox wadi movement examples. */
WadiScenario *wadi_fixture_toi_examples (void);
/* A classic-charts scenario with board "PB" (12 x 6, rows from 1): one hex
 * or hexside per Terrain Effects Chart row. */
WadiScenario *wadi_fixture_classic_examples (void);
/* A Tide of Iron scenario rebuilding the Days of the Fox LOS diagram:
 * board "dof" (10 x 11, numeric labels from 0101) with units A-J as
 * counters named after the diagram's letters. */
WadiScenario *wadi_fixture_toi_los (void);
/* The unit counter of that name; aborts the test if there is none. */
const WadiCounter *wadi_fixture_unit (const WadiScenario *scenario,
                                      const char         *name);
/* The map hex of a label such as "25G9"; aborts the test if bad. */
void    wadi_fixture_locate (const WadiScenario *scenario,
                             const char         *label,
                             WadiHex            *hex);
WadiHex wadi_fixture_hex (const WadiScenario *scenario,
                          const char         *label);
/* Direction from hex a to the adjacent hex b (both labels with board). */
WadiDirection wadi_fixture_direction (const WadiScenario *scenario,
                                      const char         *from,
                                      const char         *to);
/* The hexside between two adjacent hexes (labels with board). */
WadiHexside wadi_fixture_hexside (const WadiScenario *scenario,
                                  const char         *from,
                                  const char         *to);
/* The vertex index of hex where the three hexes meet. */
WadiVertexIndex wadi_fixture_vertex (const WadiScenario *scenario,
                                     const char         *hex,
                                     const char         *second,
                                     const char         *third);

/* Builders for the fixtures and for tests that need more hexes.  A hex
 * two boards share is set on both halves. */
void wadi_fixture_set_hex (WadiScenario  *scenario,
                           const char    *label,
                           WadiTerrain    terrain,
                           int            level,
                           WadiDepression depression,
                           int            floor);
/* ORs features into the hexside between two adjacent hexes. */
void wadi_fixture_add_side (WadiScenario *scenario,
                            const char   *from,
                            const char   *to,
                            guint         features);

/* Removes the folder path and all it holds; a link inside is removed,
 * not followed. */
void wadi_fixture_remove_tree (const char *path);

/* WCAG's contrast ratio of two opaque 0xRRGGBB colours, 1 to 21. */
double wadi_fixture_contrast (guint32 a,
                              guint32 b);

G_END_DECLS
