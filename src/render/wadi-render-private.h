/* wadi-render-private.h: what the layers of one frame share */
#pragma once

#include <pango/pangocairo.h>

#include "wadi-render.h"
#include "wadi-render-style.h"

G_BEGIN_DECLS

/* How far, in map units, a hex's artwork may reach beyond its
 * circumscribed box (a channel's banks, a cliff's teeth). */
#define WADI_RENDER_SPILL 0.5
/* A hex's circumradius in map units (a hex is 1 across its flats). */
#define WADI_HEX_RADIUS 0.57735026918962576 /* 1 / sqrt (3) */

typedef struct _WadiFonts WadiFonts;

typedef struct
{
  cairo_t                 *cr; /* in map units: (0, 0) is the map origin */
  const WadiRenderRequest *request;
  const WadiScenario      *scenario;
  const WadiBoard         *grid; /* the map's grid, with the overlays near the view stamped on (the bare
                                  * grid where none is) */
  WadiGridLayout layout;
  double         zoom;            /* pixels per map unit */
  double         pixel;           /* one pixel in map units */
  double         view[4];         /* the map rectangle drawn (the view, or the part of a tile
                                   * being drawn): x0, y0, x1, y1 */
  int     col0, row0, col1, row1; /* the on-board hexes that may reach it, inclusive */
  GArray *visible;                /* WadiHex on the board whose artwork may reach it */
  GArray *depressions;            /* the visible hexes with a depression ... */
  GArray *marked;                 /* ... and with a road or a flag (bridge, entrance) */
  double  corner_dx[6];           /* corners relative to a hex's centre */
  double  corner_dy[6];
  double  shift[2];                /* the centre's offset along a column (flat-top) or row
                                    * (pointy-top), by its parity */
  int              step_col[2][6]; /* a neighbour's offset, by the parity of the hex's */
  int              step_row[2][6]; /* column (flat-top) or row (pointy-top), and direction */
  PangoLayout     *text;           /* made on first use */
  WadiFonts       *fonts;          /* for labels and level numbers */
  WadiRenderStats *stats;
  /* Drawn in steps (wadi_renderer_draw_step ()): the step drawn, -1 for
   * all of them; the steps met so far, and where to say what each is */
  int             step;
  guint           n_steps;
  WadiRenderStep *record;
  guint           n_record;
  /* the rows whose hexes a banded step draws, and whose hexes own the
   * hexsides it draws (-1 and rows: the border's), inclusive */
  int band[2];
} WadiFrame;

/* Sets up a frame that draws the map rectangle view[] of board into cr
 * (already in map units); wadi_frame_collect () then lists its hexes
 * (those whose boxes meet the view and a spill round it), counting
 * those in view in its stats. */
void wadi_frame_init (WadiFrame               *frame,
                      cairo_t                 *cr,
                      const WadiRenderRequest *request,
                      const WadiScenario      *scenario,
                      const WadiBoard         *board,
                      const double             view[4],
                      WadiRenderStats         *stats);
void wadi_frame_collect (WadiFrame *frame);
/* Whether the frame draws the next step of the drawing, counting it:
 * every step when drawn whole, else the one asked for.  A banded step
 * draws what the hexes of frame->band own (and costs their number); any
 * other, everything it draws, once.  Called before anything else of the
 * step (and before any test of what is there to draw), so a drawing has
 * the same steps whatever its band.  opacity: a banded step drawn at
 * that opacity as a whole, whose bands are drawn opaque when drawn in
 * steps (frame->step >= 0): where two bands' strokes meet, painted
 * once; crisp: drawn without antialiasing. */
gboolean wadi_frame_step_full (WadiFrame     *frame,
                               WadiRenderStep step);
#define wadi_frame_step(frame, banded) wadi_frame_step_full ((frame), (WadiRenderStep) { (banded), 1.0, FALSE })
/* After a step's test: strokes the path when draw, keeping it when keep
 * (for the next step), else drops it when not keep. */
void wadi_frame_stroke_step (WadiFrame *frame,
                             gboolean   draw,
                             gboolean   keep);
void wadi_frame_clear (WadiFrame *frame);

/* The map's layers, in the order they are drawn. */
void wadi_render_terrain_layer (WadiFrame *frame);
/* wadi-render-pictures.c: the boards' background pictures, over the
 * terrain fills of the hexes still of their board's default terrain
 * (called by the terrain layer, before its symbols). */
void wadi_render_picture_layer (WadiFrame *frame);
void wadi_render_seam_layer (WadiFrame *frame);
void wadi_render_road_layer (WadiFrame *frame);
/* wadi-render-terrain.c: the directions a road leaves hex by, a bit each
 * (1 << direction), as the road layer draws it: its road hexsides, or for
 * a road hex without any (older files) its road neighbours. */
guint wadi_render_road_exits (WadiFrame *frame,
                              WadiHex    hex);
void  wadi_render_depression_layer (WadiFrame *frame);
void  wadi_render_grid_layer (WadiFrame *frame);
void  wadi_render_hexside_layer (WadiFrame *frame);
/* wadi-render-seams.c: the table over the cut-away halves of the map's
 * outer half hexes. */
void wadi_render_mask_layer (WadiFrame *frame);
/* Clips the frame's context to what the map shows of its hexes: the outer
 * half hexes' cut-away halves are beyond it (a layer drawn over the mask
 * that fills whole hexes). */
void wadi_render_clip_to_map (WadiFrame *frame);
void wadi_render_text_layer (WadiFrame *frame);
/* wadi-render-text.c: the size of the hex labels' text, in pixels; 0
 * where they are not drawn. */
double wadi_render_hex_label_px (WadiFrame *frame);
/* The corner (0 to 5, as wadi_hex_corner's) by which the text layer
 * writes hex's level number. */
int wadi_render_level_corner (WadiFrame *frame,
                              WadiHex    hex);
/* The boxes (x0, y0, x1, y1, map units) the hex's
 * labels take at the frame's zoom, so a mark can leave them clear: two
 * where two boards share the hex, none where labels are not drawn.
 * Returns how many. */
guint wadi_render_hex_label_boxes (WadiFrame *frame,
                                   WadiHex    hex,
                                   double     boxes[2][4]);
typedef struct
{
  guint  board; /* index in the map's boards */
  double x;     /* map units */
  double y;
} WadiRenderBoardId;

/* wadi-render-text.c: how tall, in pixels, the text layer prints a
 * board's id at the frame's zoom. */
double wadi_render_board_id_px (WadiFrame *frame);
/* wadi-render-seams.c: where the text layer prints each board's id, id_px
 * tall (twice a board: inside its top-left and bottom-right corners, as
 * the board lies; where labels shows the hex labels, in whole hexes under
 * them).  Appends WadiRenderBoardId to spots; returns how many. */
guint wadi_render_board_id_spots (WadiFrame *frame,
                                  double     id_px,
                                  gboolean   labels,
                                  GArray    *spots);

/* Adds to cr's path the outline of what the map shows of hex, in the
 * map's frame (wadi_hex_corner () of layout): its six corners, or for an
 * outer half hex of a map the table masks (wadi_render_mask_layer), the
 * corners on its board's side and the two points where the board's edge
 * cuts its outline. */
void wadi_render_hex_outline_path (cairo_t       *cr,
                                   const WadiMap *map,
                                   WadiGridLayout layout,
                                   WadiHex        hex);

/* What is drawn over the map: the placed overlays' outlines, all of them
 * or (not all) the selected one's alone, the selected one picked out
 * when with_selection ... */
void wadi_render_overlay_layer (WadiFrame *frame,
                                gboolean   all,
                                gboolean   with_selection);
/* Below this many pixels per hex a counter is under 4 px: counters are
 * cells (wadi-render-counters.c), and the selected one is not outlined. */
#define WADI_RENDER_COUNTER_CELL_ZOOM WADI_RENDER_OUTLINE_ZOOM
void wadi_render_counter_layer (WadiFrame *frame);
void wadi_render_diagnostic_layer (WadiFrame *frame);
void wadi_render_rules_layer (WadiFrame *frame);
/* wadi-render-analysis.c: the rules overlay's analysis shading (its own
 * layer), and its cheapest path (drawn with the rest of the overlay). */
void wadi_render_analysis_layer (WadiFrame *frame);
void wadi_render_analysis_path (WadiFrame *frame);
void wadi_render_transient_layer (WadiFrame *frame);
/* The inspector's A and B badges, last: over the selection's outline. */
void wadi_render_picks_layer (WadiFrame *frame);

/* wadi-render-cells.c: far out, counters and diagnostics are square
 * cells of side pixels on a grid fixed to the map (cell (c, r) covers the
 * map's pixels c * side .. (c + 1) * side at the frame's zoom), each a
 * premultiplied ARGB32 colour or 0, a pixel of one small image painted
 * scaled up. */
typedef struct
{
  int              side;
  int              c0, r0;     /* the grid position of the image's first pixel */
  int              cols, rows; /* of the image */
  cairo_surface_t *image;
  guint32         *colors; /* its pixels, stride a row */
  int              stride;
  guint            n;                  /* cells with a colour ... */
  int              mc0, mr0, mc1, mr1; /* ... all within these, inclusive (of the image) */
} WadiCells;

/* A grid of side-pixel cells over the map pixels px (x0, y0, x1, y1,
 * end exclusive), all clear. */
void wadi_cells_init (WadiCells *cells,
                      int        side,
                      const int  px[4]);
/* The cell a point of the map (map units) falls in, or -1 off the grid. */
gssize wadi_cells_at (const WadiCells *cells,
                      const WadiFrame *frame,
                      double           x,
                      double           y);
void   wadi_cells_mark (WadiCells *cells,
                        gsize      at,
                        guint32    color);
/* Draws the cells cells_of () lays over the view's map pixels, if it
 * lays any (FALSE: none, and nothing to clear). */
void wadi_render_cells (WadiFrame *frame,
                        gboolean (*cells_of) (WadiFrame *frame, const int px[4], WadiCells *cells));

/* wadi-render-text.c: the fonts a renderer keeps, with their glyphs. */
WadiFonts *wadi_fonts_new (void);
void       wadi_fonts_free (WadiFonts *fonts);
/* Between frames: forgets the fonts when there are many. */
void wadi_fonts_trim (WadiFonts *fonts);

/* Shared helpers. */
/* floor () to int, inline, for numbers well within int. */
static inline int
wadi_floor_int (double x)
{
  int i = (int) x;

  return i - (x < i);
}

/* wadi_hex_center (), without the cube coordinates. */
static inline void
wadi_frame_center (const WadiFrame *frame,
                   WadiHex          hex,
                   double          *x,
                   double          *y)
{
  if (frame->layout.orientation == WADI_GRID_FLAT_TOP)
    {
      *x = hex.col * (1.7320508075688772 / 2.0);
      *y = hex.row + frame->shift[hex.col % 2 != 0];
    }
  else
    {
      *x = hex.col + frame->shift[hex.row % 2 != 0];
      *y = hex.row * (1.7320508075688772 / 2.0);
    }
}

/* Whether a hex is among a frame's marked ones, which the road layer and
 * the depression layer's bridges and entrances draw: a hex with a flag
 * (road, bridge, wadi entrance), of the road terrain, or with a road
 * across a hexside (a file of format version 4 may give road hexsides
 * without the road hex flag the road tool sets).  Only the three
 * hexsides stored with the hex are looked at (one read): a road across
 * another marks the hex across, which draws both halves; but for a hex
 * across that is never drawn: off the grid, or one no board of the map
 * covers. */
static inline gboolean
wadi_hex_is_marked (const WadiBoard *board,
                    WadiHex          hex)
{
  const WadiHexCell  *cell = wadi_board_cell (board, hex);
  const WadiHexSides *own = &board->sides[wadi_board_side_slot (board, hex)];

  if (cell->flags != 0 || cell->terrain == WADI_TERRAIN_ROAD
      || ((own->side[0] | own->side[1] | own->side[2]) & WADI_SIDE_ANY_ROAD) != 0)
    return TRUE;
  if (hex.col == 0 || hex.row == 0 || hex.col == board->cols - 1 || hex.row == board->rows - 1)
    return wadi_board_sides_with (board, hex, WADI_SIDE_ANY_ROAD) != 0;
  if (board->present == NULL)
    return FALSE;
  /* on a map of boards, beside a hex no board covers, never drawn */
  for (WadiDirection d = 3; d < WADI_DIRECTION_COUNT; d++)
    if (!wadi_board_contains (board, wadi_hex_neighbor (board->layout, hex, d))
        && (wadi_board_get_side (board, (WadiHexside) { hex, d }) & WADI_SIDE_ANY_ROAD) != 0)
      return TRUE;
  return FALSE;
}

static inline WadiHex
wadi_frame_neighbor (const WadiFrame *frame,
                     WadiHex          hex,
                     WadiDirection    dir)
{
  int     parity = (frame->layout.orientation == WADI_GRID_FLAT_TOP ? hex.col : hex.row) % 2 != 0;
  WadiHex next = { hex.col + frame->step_col[parity][dir], hex.row + frame->step_row[parity][dir] };

  return next;
}

/* The font of the map's texts (labels, numbers, board ids), size_px
 * pixels high; free it with pango_font_description_free (). */
PangoFontDescription *wadi_render_font (double   size_px,
                                        gboolean bold);

void wadi_frame_hex_path (WadiFrame *frame,
                          WadiHex    hex,
                          double     scale);
/* Whether the box (x0, y0, x1, y1, map units) lies wholly beyond the
 * view by two pixels or more: what a crisp path leaves out (without
 * antialiasing, cairo 1.16 turns a shape beyond its surface into an
 * edge along it, and fills or clears a pixel of the last column beside
 * some of them, which showed as a line down the seams of the canvas's
 * tiles). */
gboolean wadi_frame_beyond_view (const WadiFrame *frame,
                                 double           x0,
                                 double           y0,
                                 double           x1,
                                 double           y1);
/* The same of a hex's box. */
gboolean wadi_frame_hex_beyond_view (WadiFrame *frame,
                                     WadiHex    hex);
/* Paints image, a pixel a hex whose pixel (0, 0) is hex first, as the far
 * image is painted below WADI_RENDER_FAR_ZOOM: each pixel on its hex to
 * within half a hex, filtered for the zoom. */
void wadi_frame_paint_far (WadiFrame       *frame,
                           cairo_surface_t *image,
                           WadiHex          first);
void wadi_frame_side_ends (WadiFrame  *frame,
                           WadiHexside side,
                           double     *ax,
                           double     *ay,
                           double     *bx,
                           double     *by);
/* Adds the hexside's line to the path, from its first end to its second. */
void wadi_frame_side_path (WadiFrame  *frame,
                           WadiHexside side);
void wadi_frame_set_color (WadiFrame *frame,
                           WadiRgb    color);
/* Text centred on a map point, size in pixels: drawn in device space so it
 * stays crisp at any zoom. */
void wadi_frame_text (WadiFrame  *frame,
                      double      x,
                      double      y,
                      const char *text,
                      double      size_px,
                      gboolean    bold,
                      WadiRgb     color);
/* The same, shrunk to be at most max_width_px wide; nothing is drawn
 * when that would make it smaller than min_px. */
void wadi_frame_text_fit (WadiFrame  *frame,
                          double      x,
                          double      y,
                          const char *text,
                          double      size_px,
                          double      max_width_px,
                          double      min_px,
                          gboolean    bold,
                          WadiRgb     color);
/* The same, but a text too long even at min_px is cut there with an
 * ellipsis (a counter's name), where it leaves room for a few letters. */
void wadi_frame_text_fit_cut (WadiFrame  *frame,
                              double      x,
                              double      y,
                              const char *text,
                              double      size_px,
                              double      max_width_px,
                              double      min_px,
                              gboolean    bold,
                              WadiRgb     color);
/* A counter's face: its square, turned to the hexside or vertex a Crest
 * counter names, its colour, and for a unit the NATO symbol of its class,
 * its strength and name fitted inside. */
void wadi_render_placed_counter (WadiFrame         *frame,
                                 const WadiCounter *counter,
                                 double             x,
                                 double             y);
/* Strokes the path in color, width wide, over a dark casing casing wide
 * (map units) in casing_color at casing_alpha, so it reads on any ground. */
void wadi_frame_stroke_cased (WadiFrame *frame,
                              WadiRgb    color,
                              double     width,
                              double     casing,
                              WadiRgb    casing_color,
                              double     casing_alpha);
/* A line width of width map units, never thinner than min_px pixels. */
double wadi_frame_width (WadiFrame *frame,
                         double     width,
                         double     min_px);

G_END_DECLS
