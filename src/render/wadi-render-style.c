/* wadi-render-style.c: the colours a wargamer expects of each terrain */
#include "config.h"

#include "wadi-render-style.h"

#define RGB(hex)                                                                     \
  {                                                                                  \
    ((hex) >> 16 & 0xff) / 255.0, ((hex) >> 8 & 0xff) / 255.0, ((hex) &0xff) / 255.0 \
  }

static const WadiRgb terrain_colors[WADI_TERRAIN_COUNT] = {
  [WADI_TERRAIN_OPEN] = RGB (0xf1ead0),    /* pale open ground */
  [WADI_TERRAIN_HAMMADA] = RGB (0xd9bf86), /* tan rock, stippled on top */
  [WADI_TERRAIN_ROAD] = RGB (0xd2cdbf),
  [WADI_TERRAIN_WOODS] = RGB (0x6e9b48),
  [WADI_TERRAIN_BRUSH] = RGB (0xbccb86),
  [WADI_TERRAIN_GRAIN] = RGB (0xe8d06a),
  [WADI_TERRAIN_ORCHARD] = RGB (0xcfe09e),
  [WADI_TERRAIN_MARSH] = RGB (0xb3cdb0),
  [WADI_TERRAIN_MUDFLAT] = RGB (0xbcae90),
  [WADI_TERRAIN_POND] = RGB (0x7db3e6),
  [WADI_TERRAIN_BUILDING] = RGB (0xe9e2cb),
  [WADI_TERRAIN_RUBBLE] = RGB (0xb3aca2),
  [WADI_TERRAIN_TOWN] = RGB (0xdcb0a0),
  [WADI_TERRAIN_SWAMP] = RGB (0x93b08c),
  [WADI_TERRAIN_SLOPE] = RGB (0xd8bc82),
  [WADI_TERRAIN_HILLTOP] = RGB (0xbf8f58),
};

/* Ground tones by level, from the ASL convention of darker brown hills. */
static const WadiRgb level_colors[] = {
  RGB (0xf1ead0), /* 0 */
  RGB (0xdcc48e), /* 1 */
  RGB (0xc2a060), /* 2 */
  RGB (0xa27c42), /* 3 */
  RGB (0x83602f), /* 4 */
  RGB (0x664720), /* 5 and up */
};

double
wadi_style_luminance (WadiRgb color)
{
  return 0.299 * color.red + 0.587 * color.green + 0.114 * color.blue;
}

WadiRgb
wadi_style_mix (WadiRgb a,
                WadiRgb b,
                double  t)
{
  WadiRgb mixed = {
    a.red + (b.red - a.red) * t,
    a.green + (b.green - a.green) * t,
    a.blue + (b.blue - a.blue) * t,
  };

  return mixed;
}

WadiRgb
wadi_style_terrain_color (WadiTerrain terrain)
{
  if ((guint) terrain >= WADI_TERRAIN_COUNT)
    terrain = WADI_TERRAIN_OPEN;
  return terrain_colors[terrain];
}

WadiRgb
wadi_style_level_color (int level)
{
  static const WadiRgb below = RGB (0xc9cbb0);

  if (level < 0)
    return wadi_style_mix (level_colors[0], below, MIN (-level, 3) / 3.0);
  return level_colors[MIN (level, (int) G_N_ELEMENTS (level_colors) - 1)];
}

WadiRgb
wadi_style_hex_fill (const WadiHexCell *cell)
{
  WadiRgb terrain = wadi_style_terrain_color ((WadiTerrain) cell->terrain);

  if (cell->level == 0)
    return terrain;
  if (cell->terrain == WADI_TERRAIN_OPEN)
    return wadi_style_level_color (cell->level);
  /* Other terrain keeps its own colour, toned by the hill under it, so a
   * wood on a hill still reads as a wood. */
  return wadi_style_mix (terrain, wadi_style_level_color (cell->level),
                         cell->level > 0 ? MIN (0.2 + 0.1 * cell->level, 0.5) : 0.3);
}

/* A depression's look by kind; none (and anything out of range) has the
 * wadi's colours and no width. */
static const struct
{
  WadiRgb           bed;
  WadiRgb           bank;
  WadiChannelWidths widths;
} depressions[WADI_DEPRESSION_COUNT] = {
  [WADI_DEPRESSION_NONE] = { RGB (0xe3c266), RGB (0x6f4821), { 0.0, 0.0, 0.0 } },
  [WADI_DEPRESSION_GULLY] = { RGB (0xa3713c), RGB (0x5a3a1b), { 0.24, 0.07, 0.03 } },
  [WADI_DEPRESSION_STREAM] = { RGB (0x9a7446), RGB (0x5a3a1b), { 0.30, 0.05, 0.03 } },
  [WADI_DEPRESSION_WADI] = { RGB (0xe3c266) /* sand */, RGB (0x6f4821), { 0.40, 0.09, 0.03 } },
};

#define DEPRESSION(kind) depressions[(guint) (kind) < WADI_DEPRESSION_COUNT ? (kind) : WADI_DEPRESSION_NONE]

WadiRgb
wadi_style_depression_bed (WadiDepression kind)
{
  return DEPRESSION (kind).bed;
}

WadiRgb
wadi_style_depression_bank (WadiDepression kind)
{
  return DEPRESSION (kind).bank;
}

WadiRgb
wadi_style_depression_bank_under (WadiDepression kind,
                                  const WadiSsr *ssr)
{
  if (ssr->snow)
    return (WadiRgb) { 0.95, 0.95, 0.97 };
  return wadi_style_depression_bank (kind);
}

WadiRoadStyle
wadi_style_road (guint kind)
{
  switch (kind)
    {
    case WADI_SIDE_DIRT_ROAD:
      return (WadiRoadStyle) { { 0.45, 0.33, 0.18 }, 0.15, { 0.85, 0.74, 0.52 }, 0.1, 0.0, 0.0 };
    case WADI_SIDE_PATH:
      return (WadiRoadStyle) { { 0.0, 0.0, 0.0 }, 0.0, { 0.42, 0.28, 0.12 }, 0.045, 0.08, 0.06 };
    case WADI_SIDE_ROAD:
    default:
      return (WadiRoadStyle) { { 0.22, 0.21, 0.2 }, 0.19, { 0.78, 0.77, 0.74 }, 0.13, 0.0, 0.0 };
    }
}

WadiChannelWidths
wadi_style_channel_widths (WadiDepression kind)
{
  return DEPRESSION (kind).widths;
}

/* The same near-black for every kind, as the printed boards draw it. */
WadiRgb
wadi_style_depression_edge (WadiDepression kind G_GNUC_UNUSED)
{
  return WADI_RGB (0x16100a);
}

WadiRgb
wadi_style_water (void)
{
  return WADI_RGB (0x2f6fd0);
}

/* A stream's water follows the SSR (B20.4-B20.7): none when dry, a line
 * when shallow, wider when deep, the whole bed when flooded. */
double
wadi_style_stream_water_width (const WadiSsr *ssr)
{
  switch (ssr->stream_depth)
    {
    case WADI_STREAM_DRY:
      return 0.0;
    case WADI_STREAM_DEEP:
      return 0.2;
    case WADI_STREAM_FLOODED:
      return 0.3;
    case WADI_STREAM_SHALLOW:
    case WADI_STREAM_DEPTH_COUNT:
    default:
      return 0.11;
    }
}

/* Deep water darker, a flood paler, ice pale blue-white (B20.7). */
WadiRgb
wadi_style_stream_water (const WadiSsr *ssr)
{
  if (ssr->frozen)
    return (WadiRgb) { 0.84, 0.92, 0.97 };
  if (ssr->stream_depth == WADI_STREAM_DEEP)
    return (WadiRgb) { 0.1, 0.3, 0.66 };
  if (ssr->stream_depth == WADI_STREAM_FLOODED)
    return (WadiRgb) { 0.3, 0.55, 0.88 };
  return wadi_style_water ();
}

/* The near-black brown of the printed boards' edges: darker than the grid
 * (0x403a2e, a third opaque), and drawn opaque. */
WadiRgb
wadi_style_seam (void)
{
  return WADI_RGB (0x2b2118);
}

WadiRgb
wadi_style_paper (void)
{
  return (WadiRgb) { 1.0, 1.0, 1.0 };
}

WadiRgb
wadi_style_table (void)
{
  return WADI_RGB (0x5c5e59);
}

guint32
wadi_style_pack (WadiRgb color)
{
  return ((guint32) (color.red * 255.0 + 0.5) << 16)
         | ((guint32) (color.green * 255.0 + 0.5) << 8)
         | (guint32) (color.blue * 255.0 + 0.5);
}

guint32
wadi_style_overview_pixel (const WadiHexCell *cell,
                           const WadiSsr     *ssr)
{
  /* a dry stream is its bed, as it is drawn close up */
  if (cell->depression == WADI_DEPRESSION_STREAM && wadi_style_stream_water_width (ssr) > 0.0)
    return wadi_style_pack (wadi_style_mix (wadi_style_depression_bed (WADI_DEPRESSION_STREAM),
                                            wadi_style_stream_water (ssr), 0.5));
  if (cell->depression != WADI_DEPRESSION_NONE)
    return wadi_style_pack (wadi_style_depression_bed ((WadiDepression) cell->depression));
  return wadi_style_pack (wadi_style_hex_fill (cell));
}
