/* wadi-export-tiled-tileset.c: Tiled's hex geometry, and the pictures of
 * a Tiled map's tiles
 *
 * Each tile a hex of the map's size in the renderer's colours: a terrain
 * (its symbols over it) or an elevation level, filled hard-edged a pixel
 * past its hex under its neighbours' and outlined as the canvas's grid; a depression's channel to
 * the hexsides it crosses, cut by its hex so the next tile's goes on; a
 * counter's face as the canvas draws it.  Each in its own rectangle of
 * the image, TILESET_SPACING transparent pixels apart.
 */
#include "config.h"

#include <math.h>

#include "wadi-export-tiled-private.h"
#include "wadi-render-style.h"

/* Tiled's hexagonal geometry (HexagonalRenderer's RenderParams). */
static int
side_offset_x (const TiledMap *map)
{
  return (map->tile_width - (map->stagger_x ? map->side_length : 0)) / 2;
}

static int
side_offset_y (const TiledMap *map)
{
  return (map->tile_height - (map->stagger_x ? 0 : map->side_length)) / 2;
}

void
wadi_tiled_tile_origin (const TiledMap *map,
                        WadiHex         hex,
                        double         *x,
                        double         *y)
{
  int c = hex.col - map->col0;
  int r = hex.row - map->row0;

  if (map->stagger_x)
    {
      *x = c * (side_offset_x (map) + map->side_length);
      *y = r * map->tile_height + (((c & 1) ^ map->stagger_even) ? map->tile_height / 2 : 0);
    }
  else
    {
      *x = c * map->tile_width + (((r & 1) ^ map->stagger_even) ? map->tile_width / 2 : 0);
      *y = r * (side_offset_y (map) + map->side_length);
    }
}

double
wadi_tiled_unit_pixels (const TiledMap *map)
{
  return map->stagger_x ? map->tile_height : map->tile_width;
}

void
wadi_tiled_tile_corner (const TiledMap *map,
                        WadiVertexIndex k,
                        double         *x,
                        double         *y)
{
  double w = map->tile_width, h = map->tile_height;

  if (map->stagger_x)
    {
      double       ox = side_offset_x (map), s = map->side_length;
      const double corners[6][2] = { { ox + s, 0 }, { w, h / 2 }, { ox + s, h }, { ox, h }, { 0, h / 2 }, { ox, 0 } };

      *x = corners[k][0];
      *y = corners[k][1];
    }
  else
    {
      double       oy = side_offset_y (map), s = map->side_length;
      const double corners[6][2] = { { w, oy }, { w, oy + s }, { w / 2, h }, { 0, oy + s }, { 0, oy }, { w / 2, 0 } };

      *x = corners[k][0];
      *y = corners[k][1];
    }
}

static void
hex_path (const TiledMap *map,
          cairo_t        *cr,
          double          x,
          double          y)
{
  for (WadiVertexIndex k = 0; k < WADI_DIRECTION_COUNT; k++)
    {
      double cx, cy;

      wadi_tiled_tile_corner (map, k, &cx, &cy);
      cairo_line_to (cr, x + cx, y + cy);
    }
  cairo_close_path (cr);
}

/* The hex of the tile at (x, y) grown a pixel each way: drawn hard-edged,
 * it lies under its neighbours' edges, and no seam shows between them. */
static void
grown_hex_path (const TiledMap *map,
                cairo_t        *cr,
                double          x,
                double          y)
{
  double cx = x + map->tile_width / 2.0, cy = y + map->tile_height / 2.0;

  cairo_save (cr);
  cairo_translate (cr, cx, cy);
  cairo_scale (cr, 1.0 + 2.0 / map->tile_width, 1.0 + 2.0 / map->tile_height);
  cairo_translate (cr, -cx, -cy);
  hex_path (map, cr, x, y);
  cairo_restore (cr);
}

/* A depression tile at (x, y): the channel from the hex's centre to the
 * middle of each hexside it crosses, in the canvas's widths and colours
 * (its black edges, banks, floor and a stream's water), square at the
 * hexside where the next hex's tile goes on; a depression of one hex, a
 * pool.  Over nothing, so that the terrain shows. */
static void
draw_channel (const TiledMap *map,
              cairo_t        *cr,
              const Tile     *tile,
              double          x,
              double          y)
{
  const WadiSsr    *ssr = &map->scenario->ssr;
  WadiChannelWidths w = wadi_style_channel_widths (tile->depression);
  double            unit = wadi_tiled_unit_pixels (map);
  double            cx = x + map->tile_width / 2.0, cy = y + map->tile_height / 2.0;
  double            water = tile->depression == WADI_DEPRESSION_STREAM ? wadi_style_stream_water_width (ssr) : 0.0;
  double            widths[] = { w.floor + 2.0 * (w.bank + w.edge), w.floor + 2.0 * w.bank, w.floor, water };
  WadiRgb           colors[] = { wadi_style_depression_edge (tile->depression),
                                 wadi_style_depression_bank_under (tile->depression, ssr),
                                 wadi_style_depression_bed (tile->depression), wadi_style_stream_water (ssr) };

  cairo_save (cr);
  /* The channel runs on past each hexside and is cut by the hex, grown a
   * pixel, with a hard edge: the next tile draws the same there, so the
   * cut never shows, where the layers' softened ends, one over another,
   * darkened a line across the bed at every hexside. */
  grown_hex_path (map, cr, x, y);
  cairo_set_antialias (cr, CAIRO_ANTIALIAS_NONE);
  cairo_clip (cr);
  cairo_set_antialias (cr, CAIRO_ANTIALIAS_DEFAULT);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  for (guint pass = 0; pass < G_N_ELEMENTS (widths); pass++)
    {
      double width = widths[pass] * unit;

      if (width <= 0.0)
        continue;
      cairo_set_source_rgb (cr, colors[pass].red, colors[pass].green, colors[pass].blue);
      for (WadiDirection dir = 0; dir < WADI_DIRECTION_COUNT; dir++)
        if (tile->channels & (1u << dir))
          {
            double ax, ay, bx, by;

            /* hexside d runs from vertex d - 1 to vertex d */
            wadi_tiled_tile_corner (map, (dir + 5) % WADI_DIRECTION_COUNT, &ax, &ay);
            wadi_tiled_tile_corner (map, dir, &bx, &by);
            cairo_move_to (cr, cx, cy);
            cairo_line_to (cr, cx + 1.5 * (x + (ax + bx) / 2.0 - cx), cy + 1.5 * (y + (ay + by) / 2.0 - cy));
          }
      cairo_set_line_width (cr, width);
      cairo_stroke (cr);
      /* the hub, where channels meet or one ends */
      cairo_arc (cr, cx, cy, width / 2.0, 0.0, 2.0 * G_PI);
      cairo_fill (cr);
    }
  cairo_restore (cr);
}

/* A counter tile at (x, y): its face as the canvas draws it, in the
 * middle of the tile. */
static void
draw_counter_face (const TiledMap *map,
                   cairo_t        *cr,
                   const Tile     *tile,
                   double          x,
                   double          y)
{
  cairo_save (cr);
  cairo_translate (cr, x + map->tile_width / 2.0, y + map->tile_height / 2.0);
  wadi_renderer_draw_counter (map->renderer, cr, tile->counter, wadi_tiled_unit_pixels (map));
  cairo_restore (cr);
}

/* A depression tile's marks at (x, y), over its channel: its bridges and
 * wadi entrance as the canvas draws them. */
static void
draw_marks (const TiledMap *map,
            cairo_t        *cr,
            const Tile     *tile,
            double          x,
            double          y)
{
  double unit = wadi_tiled_unit_pixels (map);

  if (tile->marks == 0)
    return;
  cairo_save (cr);
  cairo_translate (cr, x + map->tile_width / 2.0, y + map->tile_height / 2.0);
  cairo_scale (cr, unit, unit);
  wadi_render_hex_marks (cr, map->composed->layout, tile->marks, tile->channels, tile->roads, unit);
  cairo_restore (cr);
}

/* A road tile at (x, y): each road from the hex's centre to the middle
 * of each hexside it crosses in the canvas's colours and widths, dirt
 * roads, then paved, then paths, as the canvas lays them; cut by the hex,
 * grown a pixel, with a hard edge, as a channel is.  A short bar across the
 * centre for a road hex that joins nothing. */
static void
draw_road (const TiledMap *map,
           cairo_t        *cr,
           const Tile     *tile,
           double          x,
           double          y)
{
  /* the kinds as road_key () packs them, in the order laid */
  static const struct
  {
    guint kind;
    guint shift;
  } kinds[] = { { WADI_SIDE_DIRT_ROAD, ROAD_BITS }, { WADI_SIDE_ROAD, 0 }, { WADI_SIDE_PATH, 2 * ROAD_BITS } };
  double unit = wadi_tiled_unit_pixels (map);
  double cx = x + map->tile_width / 2.0, cy = y + map->tile_height / 2.0;

  cairo_save (cr);
  grown_hex_path (map, cr, x, y);
  cairo_set_antialias (cr, CAIRO_ANTIALIAS_NONE);
  cairo_clip (cr);
  cairo_set_antialias (cr, CAIRO_ANTIALIAS_DEFAULT);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    {
      WadiRoadStyle style = wadi_style_road (kinds[k].kind);
      guint         exits = tile->roads == ROAD_ALONE ? 0 : tile->roads >> kinds[k].shift & ((1u << ROAD_BITS) - 1);

      if (tile->roads == ROAD_ALONE && kinds[k].kind == WADI_SIDE_ROAD)
        {
          cairo_move_to (cr, cx - 0.2 * unit, cy);
          cairo_line_to (cr, cx + 0.2 * unit, cy);
        }
      for (WadiDirection dir = 0; dir < WADI_DIRECTION_COUNT; dir++)
        if (exits & (1u << dir))
          {
            double ax, ay, bx, by;

            wadi_tiled_tile_corner (map, (dir + 5) % WADI_DIRECTION_COUNT, &ax, &ay);
            wadi_tiled_tile_corner (map, dir, &bx, &by);
            cairo_move_to (cr, cx, cy);
            cairo_line_to (cr, cx + 1.5 * (x + (ax + bx) / 2.0 - cx), cy + 1.5 * (y + (ay + by) / 2.0 - cy));
          }
      if (!cairo_has_current_point (cr))
        continue;
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      if (style.casing_width > 0.0)
        {
          cairo_set_source_rgb (cr, style.casing.red, style.casing.green, style.casing.blue);
          cairo_set_line_width (cr, style.casing_width * unit);
          cairo_stroke_preserve (cr);
        }
      if (style.dash_on > 0.0)
        {
          double dashes[2] = { style.dash_on * unit, style.dash_off * unit };

          cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
          cairo_set_dash (cr, dashes, 2, 0.0);
        }
      cairo_set_source_rgb (cr, style.middle.red, style.middle.green, style.middle.blue);
      cairo_set_line_width (cr, style.middle_width * unit);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0.0);
    }
  cairo_restore (cr);
}

/* A level's number centred on (x, y), its capitals size of the tile's
 * height. */
static void
draw_level (const TiledMap *map,
            cairo_t        *cr,
            int             level,
            double          x,
            double          y,
            double          size,
            WadiRgb         color)
{
  G_GNUC_UNUSED g_autoptr(GRecMutexLocker) locker = g_rec_mutex_locker_new (wadi_render_text_mutex ());
  g_autofree char     *text = g_strdup_printf ("%d", level);
  cairo_text_extents_t extents;

  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  cairo_set_font_size (cr, map->tile_height * size);
  cairo_text_extents (cr, text, &extents);
  cairo_move_to (cr, x - extents.width / 2.0 - extents.x_bearing, y - extents.height / 2.0 - extents.y_bearing);
  cairo_set_source_rgb (cr, color.red, color.green, color.blue);
  cairo_show_text (cr, text);
}

/* Tile i of the tileset at (x, y). */
static void
draw_tile (const TiledMap *map,
           cairo_t        *cr,
           guint           i,
           double          x,
           double          y)
{
  WadiRgb fill;

  const Tile *tile = g_ptr_array_index (map->tiles, i);

  if (tile->counter != NULL)
    {
      draw_counter_face (map, cr, tile, x, y);
      return;
    }
  if (tile->depression != WADI_DEPRESSION_NONE || tile->marks != 0)
    {
      if (tile->depression != WADI_DEPRESSION_NONE)
        draw_channel (map, cr, tile, x, y);
      draw_marks (map, cr, tile, x, y);
      return;
    }
  if (tile->roads != 0)
    {
      draw_road (map, cr, tile, x, y);
      return;
    }
  if (tile->terrain >= 0)
    {
      WadiHexCell cell = { .terrain = (guint8) tile->terrain, .level = (gint8) tile->level };

      fill = wadi_style_hex_fill (&cell);
    }
  else
    fill = wadi_style_level_color (tile->level);
  /* The fill hard-edged and a pixel past the hex, under the next tile's:
   * a softened edge let the map's background through every slanted
   * hexside.  The grid is the canvas's, over it. */
  grown_hex_path (map, cr, x, y);
  cairo_set_antialias (cr, CAIRO_ANTIALIAS_NONE);
  cairo_set_source_rgb (cr, fill.red, fill.green, fill.blue);
  cairo_fill (cr);
  cairo_set_antialias (cr, CAIRO_ANTIALIAS_DEFAULT);
  /* a terrain's symbols over its fill, as the canvas shows them */
  if (tile->terrain >= 0)
    {
      cairo_save (cr);
      hex_path (map, cr, x, y);
      cairo_clip (cr);
      cairo_translate (cr, x + map->tile_width / 2.0, y + map->tile_height / 2.0);
      cairo_scale (cr, wadi_tiled_unit_pixels (map), wadi_tiled_unit_pixels (map));
      wadi_render_terrain_symbols (cr, (WadiTerrain) tile->terrain, wadi_tiled_unit_pixels (map));
      cairo_restore (cr);
    }
  hex_path (map, cr, x, y);
  cairo_set_source_rgba (cr, 0.25, 0.22, 0.18, 0.5);
  cairo_set_line_width (cr, 1.0);
  cairo_stroke (cr);
  if (tile->terrain < 0)
    draw_level (map, cr, tile->level, x + map->tile_width / 2.0, y + map->tile_height / 2.0, 0.4,
                WADI_RGB (0x261a0d));
  else if (tile->level != 0)
    /* small, toward the lower left corner, as the canvas shows a hill's
     * level: pale on dark ground */
    draw_level (map, cr, tile->level, x + map->tile_width * (map->stagger_x ? 0.32 : 0.14),
                y + map->tile_height * (map->stagger_x ? 0.86 : 0.68), 0.22,
                wadi_style_luminance (fill) < 0.55 ? WADI_RGB (0xfff3d6) : WADI_RGB (0x3d2508));
}

void
wadi_tiled_draw_tileset (gpointer data,
                         cairo_t *cr,
                         int      left,
                         int      top,
                         int      width,
                         int      height)
{
  const TiledMap *map = data;

  cairo_rectangle (cr, 0, 0, width, height);
  cairo_clip (cr);
  cairo_translate (cr, -left, -top);
  for (guint i = 0; i < map->tiles->len; i++)
    {
      double x = (i % map->tileset_columns) * (map->tile_width + TILESET_SPACING);
      double y = (i / map->tileset_columns) * (map->tile_height + TILESET_SPACING);

      /* only the tiles of this piece of the image (a counter's face is
       * laid out by Pango, under the text lock) */
      if (x >= left + width || x + map->tile_width <= left || y >= top + height || y + map->tile_height <= top)
        continue;

      /* each tile in its own rectangle: the spacing between stays clear */
      cairo_save (cr);
      cairo_rectangle (cr, x, y, map->tile_width, map->tile_height);
      cairo_clip (cr);
      cairo_new_path (cr);
      draw_tile (map, cr, i, x, y);
      cairo_restore (cr);
    }
}
