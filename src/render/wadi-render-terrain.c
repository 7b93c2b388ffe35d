/* wadi-render-terrain.c: terrain symbols, terrain drawn as paths, roads
 *
 * A terrain's symbols (trees, stipple, hatching) are scattered in one of
 * VARIANTS ways, chosen by the hex's place, so a hex looks the same in
 * every tile, zoom and export.  The fills go
 * one path per colour, so a frame costs a few fills and not one per hex.
 */
#include "config.h"

#include <math.h>
#include <stdlib.h>

#include "wadi-render-private.h"

/* How many scatters of its symbols a terrain has: a hex shows one.  A
 * scatter costs nothing to keep (it is its seed), and with four one wood
 * hex in four looked like the next. */
#define VARIANTS 16

typedef struct
{
  guint32 color;
  guint   index;
} FillKey;

static int
compare_fill_keys (const void *a,
                   const void *b)
{
  const FillKey *x = a;
  const FillKey *y = b;

  if (x->color != y->color)
    return x->color < y->color ? -1 : 1;
  return x->index < y->index ? -1 : x->index > y->index;
}

static guint32
hash_hex (WadiHex hex,
          guint   salt)
{
  guint32 h = (guint32) hex.col * 73856093u ^ (guint32) hex.row * 19349663u ^ salt * 83492791u;

  /* murmur3's finaliser: every bit of the input moves every bit of the
   * output, so successive salts give unrelated numbers (one round let a
   * wood's trees fall on one side of its hex) */
  h ^= h >> 16;
  h *= 0x85ebca6bu;
  h ^= h >> 13;
  h *= 0xc2b2ae35u;
  h ^= h >> 16;
  return h;
}

/* A repeatable scatter: the same seed always gets the same trees and
 * stones.  The seed is a terrain and a variant. */
static double
hash_unit (WadiHex seed,
           guint   salt)
{
  return (hash_hex (seed, salt) >> 8) / (double) 0x1000000;
}

static guint
hex_variant (WadiHex hex)
{
  return (hash_hex (hex, 7) >> 8) % VARIANTS;
}

/* The i-th of count symbols: a sunflower's spiral (each turned the golden
 * angle from the last, at the radius that gives each the same room), the
 * whole turned and each nudged by the seed, so the symbols fill the
 * circle of radius spread evenly yet look strewn.  The circle is a little
 * flattened and low in the hex, clear of the hex's label at its top. */
static void
scatter_point (WadiHex seed,
               guint   i,
               guint   count,
               double  spread,
               double *dx,
               double *dy)
{
  const double golden_angle = G_PI * (3.0 - sqrt (5.0));
  double       angle = i * golden_angle + hash_unit (seed, 0) * 2.0 * G_PI + (hash_unit (seed, i * 2 + 1) - 0.5) * 0.6;
  double       radius = sqrt ((i + 0.25 + 0.5 * hash_unit (seed, i * 2 + 2)) / count) * spread;

  *dx = cos (angle) * radius;
  *dy = 0.85 * sin (angle) * radius + 0.05;
}

/* The marks a scatter is made of.  Their spreads and line widths are in
 * draw_scatter ()'s table, by mark. */
typedef enum
{
  MARK_TREE, /* a crown of radius size, filled and edged */
  MARK_DOT,  /* a stone of radius size, filled */
  MARK_TUFT, /* a tuft of grass, stroked */
  MARK_DASH, /* a ripple of water, stroked */
} Mark;

/* count marks scattered around (cx, cy) by seed, then filled or stroked
 * in color (a tree's crown edged in edge) all at once. */
static void
draw_scatter (WadiFrame *frame,
              Mark       mark,
              WadiHex    seed,
              double     cx,
              double     cy,
              int        count,
              double     size,
              WadiRgb    color,
              WadiRgb    edge)
{
  static const struct
  {
    double spread;
    double width; /* the stroke's, 0 for none */
  } marks[] = {
    [MARK_TREE] = { 0.36, 0.015 },
    [MARK_DOT] = { 0.5, 0.0 },
    [MARK_TUFT] = { 0.42, 0.016 },
    [MARK_DASH] = { 0.4, 0.018 },
  };
  cairo_t *cr = frame->cr;

  for (int i = 0; i < count; i++)
    {
      double dx, dy, x, y;

      scatter_point (seed, i, (guint) count, marks[mark].spread, &dx, &dy);
      x = cx + dx;
      y = cy + dy;
      switch (mark)
        {
        case MARK_TREE:
        case MARK_DOT:
          cairo_new_sub_path (cr);
          cairo_arc (cr, x, y,
                     mark == MARK_TREE ? size * (0.8 + 0.4 * hash_unit (seed, 100 + i)) : wadi_frame_width (frame, size, 0.8),
                     0, 2 * G_PI);
          break;
        case MARK_TUFT:
          cairo_move_to (cr, x - 0.04, y - 0.05);
          cairo_line_to (cr, x, y + 0.02);
          cairo_line_to (cr, x + 0.04, y - 0.05);
          break;
        case MARK_DASH:
        default:
          cairo_move_to (cr, x - 0.07, y);
          cairo_line_to (cr, x + 0.07, y);
          break;
        }
    }
  wadi_frame_set_color (frame, color);
  if (mark == MARK_DOT)
    {
      cairo_fill (cr);
      return;
    }
  if (mark == MARK_TREE)
    {
      cairo_fill_preserve (cr);
      wadi_frame_set_color (frame, edge);
    }
  cairo_set_line_width (cr, wadi_frame_width (frame, marks[mark].width, 0.8));
  cairo_stroke (cr);
}

static void
draw_hatching (WadiFrame *frame,
               double     cx,
               double     cy,
               double     spacing,
               double     slope,
               WadiRgb    color)
{
  cairo_t *cr = frame->cr;

  /* never closer than a few pixels: a finer hatching reads as a grey */
  spacing = MAX (spacing, 4.0 * frame->pixel);
  for (double offset = -0.7; offset <= 0.7; offset += spacing)
    {
      cairo_move_to (cr, cx - 0.6, cy + offset - 0.6 * slope);
      cairo_line_to (cr, cx + 0.6, cy + offset + 0.6 * slope);
    }
  wadi_frame_set_color (frame, color);
  cairo_set_line_width (cr, wadi_frame_width (frame, 0.012, 0.7));
  cairo_stroke (cr);
}

/* A building's block, a town's three: centre and size in map units. */
typedef struct
{
  double x, y, w, h;
} Block;

static const Block building_blocks[] = { { 0.0, 0.0, 0.48, 0.4 } };
static const Block town_blocks[] = { { -0.16, -0.12, 0.2, 0.18 }, { 0.14, -0.1, 0.18, 0.22 }, { 0.0, 0.18, 0.26, 0.16 } };
#define BLOCK_COLOR WADI_RGB (0x9a5b44)

static guint
blocks_of (WadiTerrain   terrain,
           const Block **blocks)
{
  *blocks = terrain == WADI_TERRAIN_BUILDING ? building_blocks : town_blocks;
  return terrain == WADI_TERRAIN_BUILDING ? G_N_ELEMENTS (building_blocks)
         : terrain == WADI_TERRAIN_TOWN   ? G_N_ELEMENTS (town_blocks)
                                          : 0;
}

static void
add_blocks (cairo_t    *cr,
            WadiTerrain terrain,
            double      cx,
            double      cy)
{
  const Block *blocks;
  guint        n = blocks_of (terrain, &blocks);

  for (guint i = 0; i < n; i++)
    cairo_rectangle (cr, cx + blocks[i].x - blocks[i].w / 2.0, cy + blocks[i].y - blocks[i].h / 2.0, blocks[i].w,
                     blocks[i].h);
}

static void
draw_blocks (WadiFrame  *frame,
             WadiTerrain terrain,
             double      cx,
             double      cy)
{
  cairo_t *cr = frame->cr;

  add_blocks (cr, terrain, cx, cy);
  wadi_frame_set_color (frame, BLOCK_COLOR);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.1, 0.08, 0.06);
  cairo_set_line_width (cr, wadi_frame_width (frame, 0.02, 1.0));
  cairo_stroke (cr);
}

/* Below the zoom of the other symbols a building would be a hex of pale
 * ground, open ground to the eye (on a scenario card, in the export's
 * preview, at 16 px a hex), where it is what a designer looks for: its
 * blocks are drawn, all in one path, without the outline. */
static void
draw_far_blocks (WadiFrame *frame)
{
  gboolean any = FALSE;

  for (guint v = 0; v < frame->visible->len; v++)
    {
      WadiHex            hex = g_array_index (frame->visible, WadiHex, v);
      const WadiHexCell *cell = wadi_board_cell (frame->grid, hex);
      double             cx, cy;

      if ((cell->terrain != WADI_TERRAIN_BUILDING && cell->terrain != WADI_TERRAIN_TOWN)
          || wadi_frame_hex_beyond_view (frame, hex))
        continue;
      wadi_frame_center (frame, hex, &cx, &cy);
      add_blocks (frame->cr, (WadiTerrain) cell->terrain, cx, cy);
      any = TRUE;
    }
  if (!any)
    return;
  /* crisp, as the fills under them: a few pixels' block antialiased
   * blurs to a smudge, and its shades cost the PNG a third more bytes */
  cairo_save (frame->cr);
  cairo_set_antialias (frame->cr, CAIRO_ANTIALIAS_NONE);
  wadi_frame_set_color (frame, BLOCK_COLOR);
  cairo_fill (frame->cr);
  cairo_restore (frame->cr);
}

/* Whether a terrain has symbols over its fill: every terrain but those
 * below, so a new terrain's symbols are drawn as soon as draw_symbols ()
 * has them; a terrain left out here only costs its hexes a clip. */
static gboolean
has_symbols (WadiTerrain terrain)
{
  return terrain != WADI_TERRAIN_OPEN && terrain != WADI_TERRAIN_ROAD && terrain != WADI_TERRAIN_HILLTOP
         && terrain < WADI_TERRAIN_COUNT;
}

/* The symbols that tell one terrain from another at a glance, around
 * (cx, cy), unclipped. */
static void
draw_symbols (WadiFrame  *frame,
              WadiTerrain terrain,
              guint       variant,
              double      cx,
              double      cy)
{
  cairo_t *cr = frame->cr;
  WadiHex  seed = { (int) variant, (int) terrain };

  switch (terrain)
    {
    case WADI_TERRAIN_HAMMADA:
      draw_scatter (frame, MARK_DOT, seed, cx, cy, 26, 0.022, WADI_RGB (0x8a6a36), WADI_RGB (0));
      break;
    case WADI_TERRAIN_WOODS:
      draw_scatter (frame, MARK_TREE, seed, cx, cy, 7, 0.12, WADI_RGB (0x4d7a2f), WADI_RGB (0x2e4f1a));
      break;
    case WADI_TERRAIN_BRUSH:
      draw_scatter (frame, MARK_TUFT, seed, cx, cy, 9, 0.0, WADI_RGB (0x5d7a2c), WADI_RGB (0));
      break;
    case WADI_TERRAIN_GRAIN:
      draw_hatching (frame, cx, cy, 0.09, 0.0, WADI_RGB (0xb79a34));
      break;
    case WADI_TERRAIN_ORCHARD:
      for (int i = -1; i <= 1; i += 2)
        for (int j = -1; j <= 1; j += 2)
          {
            cairo_new_sub_path (cr);
            cairo_arc (cr, cx + i * 0.17, cy + j * 0.17, 0.07, 0, 2 * G_PI);
          }
      wadi_frame_set_color (frame, WADI_RGB (0x6f9a40));
      cairo_fill (cr);
      break;
    case WADI_TERRAIN_MARSH:
    case WADI_TERRAIN_SWAMP:
      /* a seed of their own: the tufts drawn with them turn elsewhere */
      draw_scatter (frame, MARK_DASH, (WadiHex) { seed.col + VARIANTS, seed.row }, cx, cy, 8, 0.0, wadi_style_water (), WADI_RGB (0));
      draw_scatter (frame, MARK_TUFT, seed, cx, cy, 6, 0.0, WADI_RGB (0x46692e), WADI_RGB (0));
      break;
    case WADI_TERRAIN_MUDFLAT:
      draw_scatter (frame, MARK_DOT, seed, cx, cy, 18, 0.02, WADI_RGB (0x7a6a4c), WADI_RGB (0));
      break;
    case WADI_TERRAIN_POND:
      draw_hatching (frame, cx, cy, 0.16, 0.0, WADI_RGB (0xa8cdf0));
      break;
    case WADI_TERRAIN_BUILDING:
    case WADI_TERRAIN_TOWN:
      draw_blocks (frame, terrain, cx, cy);
      break;
    case WADI_TERRAIN_RUBBLE:
      draw_scatter (frame, MARK_DOT, seed, cx, cy, 22, 0.03, WADI_RGB (0x6d6760), WADI_RGB (0));
      break;
    case WADI_TERRAIN_SLOPE:
      draw_hatching (frame, cx, cy, 0.12, 0.6, WADI_RGB (0x9c7840));
      break;
    case WADI_TERRAIN_OPEN:
    case WADI_TERRAIN_ROAD:
    case WADI_TERRAIN_HILLTOP:
    case WADI_TERRAIN_COUNT:
    default:
      break;
    }
}

void
wadi_render_terrain_symbols (cairo_t    *cr,
                             WadiTerrain terrain,
                             double      zoom)
{
  /* the symbols read of a frame only where to draw and its pixel */
  WadiFrame frame = { 0 };

  frame.cr = cr;
  frame.pixel = 1.0 / zoom;
  if (has_symbols (terrain))
    draw_symbols (&frame, terrain, 0, 0.0, 0.0);
}

void
wadi_render_terrain_swatch (cairo_t    *cr,
                            WadiTerrain terrain,
                            double      x,
                            double      y,
                            double      width,
                            double      height)
{
  WadiRgb color = wadi_style_terrain_color (terrain);

  cairo_save (cr);
  cairo_rectangle (cr, x, y, width, height);
  cairo_set_source_rgb (cr, color.red, color.green, color.blue);
  cairo_fill_preserve (cr);
  cairo_clip (cr);
  cairo_translate (cr, x + width / 2.0, y + height / 2.0);
  cairo_scale (cr, height, height);
  wadi_render_terrain_symbols (cr, terrain, height);
  cairo_restore (cr);
}

/* A road hex by its terrain or its flag, whatever its hexsides. */
static gboolean
is_road_hex (const WadiHexCell *cell)
{
  return cell->terrain == WADI_TERRAIN_ROAD || (cell->flags & WADI_HEX_FLAG_ROAD) != 0;
}

/* The road features on hex's hexsides, all six together. */
static guint
road_sides (WadiFrame *frame,
            WadiHex    hex,
            guint      roads[WADI_DIRECTION_COUNT])
{
  guint any = 0;

  for (WadiDirection d = 0; d < WADI_DIRECTION_COUNT; d++)
    {
      roads[d] = wadi_board_get_side (frame->grid, (WadiHexside) { hex, d }) & WADI_SIDE_ANY_ROAD;
      any |= roads[d];
    }
  return any;
}

/* A road hex without road hexsides (older files) is joined to its road
 * neighbours without any either: the directions to them, a bit each. */
static guint
joined_road_exits (WadiFrame *frame,
                   WadiHex    hex)
{
  guint exits = 0;

  for (WadiDirection d = 0; d < WADI_DIRECTION_COUNT; d++)
    {
      WadiHex next = wadi_frame_neighbor (frame, hex, d);
      guint   next_roads[WADI_DIRECTION_COUNT];

      if (wadi_board_contains (frame->grid, next) && is_road_hex (wadi_board_cell (frame->grid, next))
          && road_sides (frame, next, next_roads) == 0)
        exits |= 1u << d;
    }
  return exits;
}

guint
wadi_render_road_exits (WadiFrame *frame,
                        WadiHex    hex)
{
  guint roads[WADI_DIRECTION_COUNT], exits = 0;

  if (road_sides (frame, hex, roads) == 0)
    return is_road_hex (wadi_board_cell (frame->grid, hex)) ? joined_road_exits (frame, hex) : 0;
  for (WadiDirection d = 0; d < WADI_DIRECTION_COUNT; d++)
    if (roads[d] != 0)
      exits |= 1u << d;
  return exits;
}

/* The path of the roads of kind in view: from each hex's centre to the
 * middle of each hexside a road of that kind crosses (format version 4),
 * so the halves of two hexes meet at the hexside and the roads of a hex
 * join at its centre.  A road hex with no road hexside (older files) is
 * joined to its road neighbours as a paved road; alone, it is a stub. */
static gboolean
road_path (WadiFrame *frame,
           guint      kind)
{
  cairo_t *cr = frame->cr;
  gboolean any = FALSE;

  for (guint i = 0; i < frame->marked->len; i++)
    {
      WadiHex hex = g_array_index (frame->marked, WadiHex, i);
      guint   roads[WADI_DIRECTION_COUNT];
      double  cx, cy;

      wadi_frame_center (frame, hex, &cx, &cy);
      if (road_sides (frame, hex, roads) != 0)
        {
          for (WadiDirection d = 0; d < WADI_DIRECTION_COUNT; d++)
            {
              WadiHex next;
              double  ax, ay, bx, by;

              if ((roads[d] & kind) == 0)
                continue;
              wadi_frame_side_ends (frame, (WadiHexside) { hex, d }, &ax, &ay, &bx, &by);
              cairo_move_to (cr, cx, cy);
              cairo_line_to (cr, (ax + bx) / 2.0, (ay + by) / 2.0);
              /* the hex across draws its own half only when it is marked
               * (a road hex): else this one draws it */
              next = wadi_frame_neighbor (frame, hex, d);
              if (!wadi_board_contains (frame->grid, next) || !wadi_hex_is_marked (frame->grid, next))
                {
                  double nx, ny;

                  wadi_frame_center (frame, next, &nx, &ny);
                  cairo_line_to (cr, nx, ny);
                }
              any = TRUE;
            }
          continue;
        }
      if (kind != WADI_SIDE_ROAD || !is_road_hex (wadi_board_cell (frame->grid, hex)))
        continue;
      {
        guint exits = joined_road_exits (frame, hex);

        for (WadiDirection d = 0; d < WADI_DIRECTION_COUNT; d++)
          {
            double nx, ny;

            if ((exits & 1u << d) == 0)
              continue;
            wadi_frame_center (frame, wadi_frame_neighbor (frame, hex, d), &nx, &ny);
            cairo_move_to (cr, cx, cy);
            cairo_line_to (cr, (cx + nx) / 2.0, (cy + ny) / 2.0);
          }
        if (exits == 0)
          {
            cairo_move_to (cr, cx - 0.2, cy);
            cairo_line_to (cr, cx + 0.2, cy);
          }
        any = TRUE;
      }
    }
  return any;
}

/* Roads as a map prints them (wadi_style_road ()): a paved road grey in a
 * dark casing, a dirt road tan in a brown one, a path a thin dashed brown
 * line. */
void
wadi_render_road_layer (WadiFrame *frame)
{
  cairo_t *cr = frame->cr;
  /* in the order they are laid, and the least widths, in pixels, they
   * keep zoomed out: casing, middle */
  static const struct
  {
    guint  kind;
    double least_casing;
    double least_middle;
  } roads[] = {
    { WADI_SIDE_DIRT_ROAD, 2.0, 1.0 },
    { WADI_SIDE_ROAD, 2.5, 1.2 },
    { WADI_SIDE_PATH, 0.0, 1.2 },
  };

  cairo_save (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  for (guint k = 0; k < G_N_ELEMENTS (roads); k++)
    {
      WadiRoadStyle style = wadi_style_road (roads[k].kind);
      /* the casing, then the road in it: two steps; a path, one */
      gboolean casing = style.casing_width > 0.0 && wadi_frame_step (frame, TRUE);
      gboolean middle = wadi_frame_step (frame, TRUE);

      if (!(casing || middle) || !road_path (frame, roads[k].kind))
        continue;
      if (style.casing_width > 0.0)
        {
          cairo_set_source_rgb (cr, style.casing.red, style.casing.green, style.casing.blue);
          cairo_set_line_width (cr, wadi_frame_width (frame, style.casing_width, roads[k].least_casing));
          wadi_frame_stroke_step (frame, casing, TRUE);
        }
      if (style.dash_on > 0.0)
        {
          double dashes[2] = { wadi_frame_width (frame, style.dash_on, 3.0), wadi_frame_width (frame, style.dash_off, 2.0) };

          cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
          cairo_set_dash (cr, dashes, 2, 0.0);
        }
      cairo_set_source_rgb (cr, style.middle.red, style.middle.green, style.middle.blue);
      cairo_set_line_width (cr, wadi_frame_width (frame, style.middle_width, roads[k].least_middle));
      wadi_frame_stroke_step (frame, middle, FALSE);
    }
  cairo_restore (cr);
}

void
wadi_render_terrain_layer (WadiFrame *frame)
{
  cairo_t *cr = frame->cr;
  guint    i = 0;

  if (wadi_frame_step_full (frame, (WadiRenderStep) { TRUE, 1.0, TRUE }))
    {
      g_autoptr(GArray) keys = g_array_sized_new (FALSE, FALSE, sizeof (FillKey), frame->visible->len);

      for (guint v = 0; v < frame->visible->len; v++)
        {
          WadiHex hex = g_array_index (frame->visible, WadiHex, v);
          FillKey key = { wadi_style_pack (wadi_style_hex_fill (wadi_board_cell (frame->grid, hex))), v };

          /* crisp: none beyond the view (wadi_frame_beyond_view ()) */
          if (!wadi_frame_hex_beyond_view (frame, hex))
            g_array_append_val (keys, key);
        }
      if (keys->len > 1)
        qsort (keys->data, keys->len, sizeof (FillKey), compare_fill_keys);

      /* Without antialiasing neighbouring fills tile exactly: no seams. */
      cairo_save (cr);
      cairo_set_antialias (cr, CAIRO_ANTIALIAS_NONE);
      while (i < keys->len)
        {
          guint32 color = g_array_index (keys, FillKey, i).color;

          for (; i < keys->len && g_array_index (keys, FillKey, i).color == color; i++)
            wadi_frame_hex_path (frame, g_array_index (frame->visible, WadiHex, g_array_index (keys, FillKey, i).index),
                                 1.0);
          wadi_frame_set_color (frame, WADI_RGB (color));
          cairo_fill (cr);
        }
      cairo_restore (cr);
    }
  /* the pictures' clips are crisp too */
  if (wadi_frame_step_full (frame, (WadiRenderStep) { TRUE, 1.0, TRUE }))
    wadi_render_picture_layer (frame);

  /* crisp where the blocks are (an SVG's crispEdges group: cairo's SVG
   * drops the antialias), as it depends on the zoom alone */
  if (!wadi_frame_step_full (frame, (WadiRenderStep) { TRUE, 1.0, frame->zoom < WADI_RENDER_DETAIL_ZOOM }))
    return;
  if (frame->zoom < WADI_RENDER_DETAIL_ZOOM)
    draw_far_blocks (frame);
  else
    for (guint v = 0; v < frame->visible->len; v++)
      {
        WadiHex            hex = g_array_index (frame->visible, WadiHex, v);
        const WadiHexCell *cell = wadi_board_cell (frame->grid, hex);
        double             cx, cy;

        if (!has_symbols ((WadiTerrain) cell->terrain))
          continue;
        wadi_frame_center (frame, hex, &cx, &cy);
        cairo_save (cr);
        wadi_frame_hex_path (frame, hex, 1.0);
        cairo_clip (cr);
        draw_symbols (frame, (WadiTerrain) cell->terrain, hex_variant (hex), cx, cy);
        cairo_restore (cr);
      }
}
