/* wadi-render-style.h: the colours a wargamer expects of each terrain
 *
 * The colours that more than one place must agree on: the hex fills, the
 * depressions' channels and the seams, which the far-zoom image, the
 * legend, the exports and the tests share.  A symbol's own ink (a tree's
 * crown, a wall's stones) is written where it is drawn.
 */
#pragma once

#include <glib.h>

#include "wadi-board.h"
#include "wadi-scenario.h"

G_BEGIN_DECLS

typedef struct
{
  double red;
  double green;
  double blue;
} WadiRgb;

/* A colour as a chart's swatch writes it, 0xRRGGBB. */
#define WADI_RGB(hex) ((WadiRgb) { ((hex) >> 16 & 0xff) / 255.0, ((hex) >> 8 & 0xff) / 255.0, ((hex) &0xff) / 255.0 })

/* The printed colour of a terrain at ground level 0. */
WadiRgb wadi_style_terrain_color (WadiTerrain terrain);
/* The ground tone of an elevation level: pale at 0, browner and darker
 * with each level up, greyer below 0. */
WadiRgb wadi_style_level_color (int level);
/* The fill of a hex: its terrain shaded by its ground level. */
WadiRgb wadi_style_hex_fill (const WadiHexCell *cell);
/* A depression's channel, from the middle out: its floor (a stream's
 * bed), its banks and the line along their outer edge; and a stream's
 * water. */
WadiRgb wadi_style_depression_bed (WadiDepression kind);
WadiRgb wadi_style_depression_bank (WadiDepression kind);
WadiRgb wadi_style_depression_edge (WadiDepression kind);
/* The bank as the scenario's SSR makes it: snow lies on it. */
WadiRgb wadi_style_depression_bank_under (WadiDepression kind,
                                          const WadiSsr *ssr);
/* The channel's widths across a hex, in map units (the distance between
 * neighbouring hexes' centres): its floor, each bank, each edge line. */
typedef struct
{
  double floor;
  double bank;
  double edge;
} WadiChannelWidths;
WadiChannelWidths wadi_style_channel_widths (WadiDepression kind);
/* A road as a map prints it (kind WADI_SIDE_ROAD, WADI_SIDE_DIRT_ROAD or
 * WADI_SIDE_PATH): its casing and its middle, their widths in map units (a
 * path has no casing: width 0), and a path's dashes (0 for none). */
typedef struct
{
  WadiRgb casing;
  double  casing_width;
  WadiRgb middle;
  double  middle_width;
  double  dash_on;
  double  dash_off;
} WadiRoadStyle;
WadiRoadStyle wadi_style_road (guint kind);
WadiRgb       wadi_style_water (void);
/* A stream's water as the scenario's SSR makes it: its width across a
 * hex (0 when the stream is dry) and its colour. */
double  wadi_style_stream_water_width (const WadiSsr *ssr);
WadiRgb wadi_style_stream_water (const WadiSsr *ssr);
/* What one pixel of the far-zoom image shows for a hex: the channel's bed
 * where there is a depression (a stream's mixed with its water as the
 * SSR makes it), the fill otherwise.  Packed 0x00RRGGBB. */
guint32 wadi_style_overview_pixel (const WadiHexCell *cell,
                                   const WadiSsr     *ssr);

/* The line along each board's edge: the seams between boards and the
 * map's edge. */
WadiRgb wadi_style_seam (void);
/* A counter's colour (wadi-render-counter-face.c): its side's, as its
 * ruleset gives it, or its kind's; a legend's swatch of it. */
WadiRgb wadi_render_counter_color (const WadiScenario *scenario,
                                   const WadiCounter  *counter);

/* The table the map lies on; white paper when printed. */
WadiRgb wadi_style_table (void);
WadiRgb wadi_style_paper (void);
/* 0x00RRGGBB */
guint32 wadi_style_pack (WadiRgb color);

WadiRgb wadi_style_mix (WadiRgb a,
                        WadiRgb b,
                        double  t);
/* How light a colour looks, 0 to 1: a text on it is dark above 0.55. */
double wadi_style_luminance (WadiRgb color);

G_END_DECLS
