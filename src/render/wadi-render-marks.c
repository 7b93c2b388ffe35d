/* wadi-render-marks.c: counters, diagnostics, selection and highlight */
#include "config.h"

#include <math.h>
#include <string.h>

#include "wadi-counter-stack.h"
#include "wadi-render-private.h"
#include "wadi-render-style.h"
#include "wadi-ruleset.h"

#define COUNTER_SIZE WADI_COUNTER_SIZE
/* Below this many pixels per hex (a counter under 4 px) counters are
 * drawn as cells of COUNTER_CELL pixels. */
#define COUNTER_CELL_ZOOM WADI_RENDER_OUTLINE_ZOOM
#define COUNTER_CELL 4
/* Below this many pixels per hex a hex's ring (under 8 px) or a
 * hexside's bar is too small to tell apart from its neighbours', and
 * there are too many of them to draw one by one within a frame (tens of
 * thousands of hexes in view), so diagnostics are drawn aggregated, per
 * square cell of DIAGNOSTIC_CELL pixels.  From here each is its own mark
 * on its hex, hexside or vertex, thinner below THIN_MARK_ZOOM so that a
 * ring's middle still shows its hex's counter. */
#define DIAGNOSTIC_MARK_ZOOM WADI_RENDER_OUTLINE_ZOOM
#define DIAGNOSTIC_CELL 8
#define THIN_MARK_ZOOM WADI_RENDER_DETAIL_ZOOM
#define N_SEVERITIES 3

/* The side's colour as its ruleset gives it; any other side gets a steady
 * colour of its own. */
static WadiRgb
side_color (const WadiScenario *scenario,
            const char         *side)
{
  guint32 rgb;
  guint   hash;

  if (side == NULL || *side == '\0')
    return WADI_RGB (0xd8d2c0);
  if (wadi_ruleset_side_color (wadi_ruleset_get (scenario->ruleset), side, &rgb))
    return WADI_RGB (rgb);
  hash = g_str_hash (side);
  return (WadiRgb) { 0.55 + (hash & 0xff) / 255.0 * 0.35,
                     0.55 + (hash >> 8 & 0xff) / 255.0 * 0.35,
                     0.55 + (hash >> 16 & 0xff) / 255.0 * 0.35 };
}

/* A unit's class as a counter prints it, where the file's word is for
 * programs ("fully-tracked"); English, as every counter's face is. */
static const char *const unit_class_faces[WADI_UNIT_CLASS_COUNT] = {
  [WADI_UNIT_INFANTRY] = "Infantry",
  [WADI_UNIT_CAVALRY] = "Cavalry",
  [WADI_UNIT_FULLY_TRACKED] = "Fully tracked",
  [WADI_UNIT_HALFTRACK] = "Halftrack",
  [WADI_UNIT_TRUCK] = "Truck",
  [WADI_UNIT_MOTORCYCLE] = "Motorcycle",
  [WADI_UNIT_TOWED_GUN] = "Towed gun",
};

static const char *
counter_text (const WadiCounter *counter)
{
  switch (counter->kind)
    {
    case WADI_COUNTER_FORD:
      return "Ford";
    case WADI_COUNTER_BRIDGE:
      return "Bridge";
    case WADI_COUNTER_CREST:
      return "Crest";
    case WADI_COUNTER_VEHICLE_CREST:
      return counter->hd_rear ? "HD rear" : "HD";
    case WADI_COUNTER_WIRE:
      return "Wire";
    case WADI_COUNTER_MINEFIELD:
      return "Mines";
    case WADI_COUNTER_FOXHOLE:
      return "Foxhole";
    case WADI_COUNTER_UNIT:
      if (counter->name != NULL && *counter->name != '\0')
        return counter->name;
      return counter->unit_class < WADI_UNIT_CLASS_COUNT ? unit_class_faces[counter->unit_class] : "?";
    case WADI_COUNTER_KIND_COUNT:
    default:
      return "?";
    }
}

static WadiRgb
counter_color (const WadiScenario *scenario,
               const WadiCounter  *counter)
{
  switch (counter->kind)
    {
    case WADI_COUNTER_FORD:
      return WADI_RGB (0x86b6e8);
    case WADI_COUNTER_BRIDGE:
      return WADI_RGB (0xbdb8ae);
    case WADI_COUNTER_CREST:
    case WADI_COUNTER_VEHICLE_CREST:
      return WADI_RGB (0xf0c070);
    case WADI_COUNTER_WIRE:
      return WADI_RGB (0xe6e6e6);
    case WADI_COUNTER_MINEFIELD:
      return WADI_RGB (0xe07b6a);
    case WADI_COUNTER_FOXHOLE:
      return WADI_RGB (0xc9a77a);
    case WADI_COUNTER_UNIT:
      return side_color (scenario, counter->side);
    case WADI_COUNTER_KIND_COUNT:
    default:
      return WADI_RGB (0xffffff);
    }
}

/* The three hexsides a Crest counter protects, as a thick line just inside
 * each (its centre hexside and the two beside it). */
static void
draw_crest_sides (WadiFrame         *frame,
                  const WadiCounter *counter)
{
  cairo_t *cr = frame->cr;
  double   cx, cy;

  wadi_hex_center (frame->layout, counter->hex, &cx, &cy);
  for (int k = -1; k <= 1; k++)
    {
      WadiHexside  side = { counter->hex, (WadiDirection) ((counter->centre + 6 + k) % 6) };
      double       ax, ay, bx, by;
      const double pull = 0.14; /* toward the centre, so the line is in this hex */

      wadi_frame_side_ends (frame, side, &ax, &ay, &bx, &by);
      ax += (cx - ax) * pull;
      ay += (cy - ay) * pull;
      bx += (cx - bx) * pull;
      by += (cy - by) * pull;
      if (k == -1)
        cairo_move_to (cr, ax, ay);
      else
        cairo_line_to (cr, ax, ay);
      cairo_line_to (cr, bx, by);
    }
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_source_rgb (cr, 0.1, 0.06, 0.02);
  cairo_set_line_width (cr, wadi_frame_width (frame, 0.1, 4.0));
  cairo_stroke_preserve (cr);
  cairo_set_source_rgb (cr, 0.93, 0.5, 0.1);
  cairo_set_line_width (cr, wadi_frame_width (frame, 0.06, 2.5));
  cairo_stroke (cr);
}

void
wadi_render_placed_counter (WadiFrame         *frame,
                            const WadiCounter *counter,
                            double             x,
                            double             y)
{
  wadi_render_counter_face (frame, counter, x, y, counter_color (frame->scenario, counter), counter_text (counter));
}

/* Far out, counters and diagnostics are square cells of side pixels on a
 * grid fixed to the map (cell (c, r) covers the map's pixels c * side ..
 * (c + 1) * side at the frame's zoom), each a premultiplied ARGB32
 * colour or 0, painted as one small image scaled up. */
typedef struct
{
  int      side;
  int      c0, r0;     /* the grid position of colors[0] */
  int      cols, rows; /* of colors */
  guint32 *colors;
  guint    n;                  /* cells with a colour ... */
  int      mc0, mr0, mc1, mr1; /* ... all within these, inclusive (of colors) */
} Cells;

static int
floor_div (int a,
           int b)
{
  return a >= 0 ? a / b : -((-a + b - 1) / b);
}

/* A grid of side-pixel cells over the map pixels px (x0, y0, x1, y1,
 * end exclusive), all clear. */
static void
cells_init (Cells    *cells,
            int       side,
            const int px[4])
{
  memset (cells, 0, sizeof *cells);
  cells->side = side;
  cells->c0 = floor_div (px[0], side);
  cells->r0 = floor_div (px[1], side);
  cells->cols = MAX (0, floor_div (px[2] - 1, side) - cells->c0 + 1);
  cells->rows = MAX (0, floor_div (px[3] - 1, side) - cells->r0 + 1);
  cells->colors = g_new0 (guint32, (gsize) cells->cols * cells->rows);
  cells->mc0 = cells->mr0 = G_MAXINT;
  cells->mc1 = cells->mr1 = -1;
}

/* The cell a point of the map (map units) falls in, or -1 off the grid. */
static gssize
cells_at (const Cells     *cells,
          const WadiFrame *frame,
          double           x,
          double           y)
{
  int c = wadi_floor_int (x * frame->zoom / cells->side) - cells->c0;
  int r = wadi_floor_int (y * frame->zoom / cells->side) - cells->r0;

  if (c < 0 || r < 0 || c >= cells->cols || r >= cells->rows)
    return -1;
  return (gssize) r * cells->cols + c;
}

static void
cells_mark (Cells  *cells,
            gsize   at,
            guint32 color)
{
  int c = (int) (at % (gsize) cells->cols), r = (int) (at / (gsize) cells->cols);

  if (cells->colors[at] == 0)
    cells->n++;
  cells->colors[at] = color;
  cells->mc0 = MIN (cells->mc0, c);
  cells->mc1 = MAX (cells->mc1, c);
  cells->mr0 = MIN (cells->mr0, r);
  cells->mr1 = MAX (cells->mr1, r);
}

static void
cells_clear (Cells *cells)
{
  g_clear_pointer (&cells->colors, g_free);
}

/* Zoomed out, a counter is a few pixels: the square cell of COUNTER_CELL
 * pixels it falls in, in its colour (the top of a stack wins), so ten
 * thousand fords cost what ten do.  The cells over the map pixels px
 * (x0, y0, x1, y1, end exclusive); FALSE, and nothing to clear, where the
 * frame's zoom shows counters otherwise or there are none. */
static gboolean
cells_of_counters (WadiFrame *frame,
                   const int  px[4],
                   Cells     *cells)
{
  const GArray *counters = frame->scenario->counters;

  if (frame->zoom >= COUNTER_CELL_ZOOM || counters->len == 0)
    return FALSE;
  cells_init (cells, COUNTER_CELL, px);
  for (guint i = 0; i < counters->len; i++)
    {
      const WadiCounter *counter = &g_array_index (counters, WadiCounter, i);
      double             x, y;
      gssize             at;

      if (!wadi_board_contains (frame->board, counter->hex))
        continue;
      wadi_frame_center (frame, counter->hex, &x, &y);
      at = cells_at (cells, frame, x, y);
      if (at < 0)
        continue;
      cells_mark (cells, (gsize) at, 0xff000000u | wadi_style_pack (counter_color (frame->scenario, counter)));
      frame->stats->counters++;
    }
  return TRUE;
}

/* Over the frame, as one small image scaled up: a composite of the part
 * of the view the cells cover. */
static void
cells_paint (WadiFrame   *frame,
             const Cells *cells)
{
  cairo_t         *cr = frame->cr;
  double           cell = cells->side * frame->pixel;
  cairo_surface_t *image;
  cairo_pattern_t *pattern;
  guint32         *pixels;
  int              stride;

  if (cells->n == 0)
    return;
  image = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, cells->cols, cells->rows);
  if (cairo_surface_status (image) != CAIRO_STATUS_SUCCESS)
    {
      cairo_surface_destroy (image);
      return;
    }
  cairo_surface_flush (image);
  pixels = (guint32 *) (gpointer) cairo_image_surface_get_data (image);
  stride = cairo_image_surface_get_stride (image) / 4;
  for (int r = 0; r < cells->rows; r++)
    memcpy (pixels + r * stride, cells->colors + (gsize) r * cells->cols, (gsize) cells->cols * sizeof (guint32));
  cairo_surface_mark_dirty (image);

  cairo_save (cr);
  cairo_translate (cr, cells->c0 * cell, cells->r0 * cell);
  cairo_scale (cr, cell, cell);
  pattern = cairo_pattern_create_for_surface (image);
  cairo_pattern_set_filter (pattern, CAIRO_FILTER_NEAREST);
  cairo_set_source (cr, pattern);
  cairo_rectangle (cr, cells->mc0, cells->mr0, cells->mc1 - cells->mc0 + 1, cells->mr1 - cells->mr0 + 1);
  cairo_fill (cr);
  cairo_pattern_destroy (pattern);
  cairo_surface_destroy (image);
  cairo_restore (cr);
}

/* Draws the cells cells_of () lays over the view's map pixels, if it
 * lays any. */
static void
draw_cells (WadiFrame *frame,
            gboolean (*cells_of) (WadiFrame *frame, const int px[4], Cells *cells))
{
  Cells     cells;
  const int px[4] = { (int) floor (frame->view[0] * frame->zoom), (int) floor (frame->view[1] * frame->zoom),
                      (int) ceil (frame->view[2] * frame->zoom), (int) ceil (frame->view[3] * frame->zoom) };

  if (cells_of (frame, px, &cells))
    {
      cells_paint (frame, &cells);
      cells_clear (&cells);
    }
}

/* Whether the depth-th counter of a stack of height shows: the one on
 * top does, and one under it when the fan leaves a pixel of it in view
 * past the next one up.  A stack of thousands of counters closes up to
 * less than a pixel a counter, and drawing each would cost the frame a
 * counter's text thousands of times over for a few pixels (issue 28). */
static gboolean
stack_shows (const WadiFrame *frame,
             guint            depth,
             guint            height)
{
  double step;

  if (depth + 1 >= height)
    return TRUE;
  step = wadi_counter_stack_step (height) / frame->pixel;
  return floor (depth * step) != floor ((depth + 1) * step);
}

/* The hexsides the Crest counters of kind protect, or the vehicles' CAFP
 * vertices, each once however many counters of a stack protect it. */
static void
draw_protected_marks (WadiFrame      *frame,
                      const GArray   *in_view,
                      WadiCounterKind kind)
{
  cairo_t      *cr = frame->cr;
  const GArray *counters = frame->scenario->counters;
  g_autoptr(GHashTable) marked = g_hash_table_new (NULL, NULL);

  for (guint i = 0; i < in_view->len; i++)
    {
      const WadiCounter *counter = &g_array_index (counters, WadiCounter, g_array_index (in_view, guint, i));
      double             vx, vy;
      gpointer           key;

      if (counter->kind != kind)
        continue;
      key = GSIZE_TO_POINTER (((gsize) wadi_board_index (frame->board, counter->hex) * 12
                               + (counter->kind == WADI_COUNTER_CREST ? counter->centre % 6 : 6 + counter->vertex % 6))
                              + 1);
      if (!g_hash_table_add (marked, key))
        continue;
      if (counter->kind == WADI_COUNTER_CREST)
        draw_crest_sides (frame, counter);
      if (counter->kind == WADI_COUNTER_VEHICLE_CREST)
        {
          wadi_hex_corner (frame->layout, counter->hex, counter->vertex, &vx, &vy);
          /* a label's text leaves a current point the arc would join */
          cairo_new_path (cr);
          cairo_arc (cr, vx, vy, wadi_frame_width (frame, 0.075, 4.0), 0, 2 * G_PI);
          cairo_set_source_rgb (cr, 0.93, 0.5, 0.1);
          cairo_fill_preserve (cr);
          cairo_set_source_rgb (cr, 0.1, 0.06, 0.02);
          cairo_set_line_width (cr, wadi_frame_width (frame, 0.02, 1.2));
          cairo_stroke (cr);
        }
    }
}

void
wadi_render_counter_layer (WadiFrame *frame)
{
  cairo_t      *cr = frame->cr;
  const GArray *counters = frame->scenario->counters;
  /* by hex: how many counters it holds, then how many are drawn */
  g_autoptr(GHashTable) heights = NULL;
  g_autoptr(GHashTable) stacks = NULL;
  g_autoptr(GArray) in_view = NULL;

  if (frame->zoom < COUNTER_CELL_ZOOM)
    {
      draw_cells (frame, cells_of_counters);
      return;
    }
  /* the counters in view: a stack is in one hex, so its height is
   * counted among them alone */
  in_view = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint i = 0; i < counters->len; i++)
    {
      const WadiCounter *counter = &g_array_index (counters, WadiCounter, i);

      if (wadi_board_contains (frame->board, counter->hex)
          && wadi_render_hex_in_view (&frame->request->view, frame->layout, counter->hex))
        g_array_append_val (in_view, i);
    }
  stacks = g_hash_table_new (NULL, NULL);
  heights = g_hash_table_new (NULL, NULL);
  for (guint i = 0; i < in_view->len; i++)
    {
      const WadiCounter *counter = &g_array_index (counters, WadiCounter, g_array_index (in_view, guint, i));
      gpointer           key = GUINT_TO_POINTER (wadi_board_index (frame->board, counter->hex) + 1);

      g_hash_table_insert (heights, key,
                           GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (heights, key)) + 1));
    }

  cairo_save (cr);
  /* the protected hexsides under the counters, as the board's own
   * markings are, so a counter on top of its stack keeps its strength and
   * name whole; the CAFP dots, at a corner, over them and the lines that
   * lead to them */
  draw_protected_marks (frame, in_view, WADI_COUNTER_CREST);
  for (guint i = 0; i < in_view->len; i++)
    {
      const WadiCounter *counter = &g_array_index (counters, WadiCounter, g_array_index (in_view, guint, i));
      gpointer           key = GUINT_TO_POINTER (wadi_board_index (frame->board, counter->hex) + 1);
      guint              depth, height;
      double             x, y;

      depth = GPOINTER_TO_UINT (g_hash_table_lookup (stacks, key));
      g_hash_table_insert (stacks, key, GUINT_TO_POINTER (depth + 1));
      height = GPOINTER_TO_UINT (g_hash_table_lookup (heights, key));
      if (!stack_shows (frame, depth, height))
        continue;
      wadi_counter_stack_place (frame->layout, counter, depth, height, &x, &y);
      if (counter->kind == WADI_COUNTER_VEHICLE_CREST)
        {
          double vx, vy;

          wadi_hex_corner (frame->layout, counter->hex, counter->vertex, &vx, &vy);
          cairo_move_to (cr, x, y);
          cairo_line_to (cr, vx, vy);
          cairo_set_source_rgb (cr, 0.1, 0.06, 0.02);
          cairo_set_line_width (cr, wadi_frame_width (frame, 0.03, 1.5));
          cairo_stroke (cr);
        }
      wadi_render_placed_counter (frame, counter, x, y);
      frame->stats->counters++;
    }
  draw_protected_marks (frame, in_view, WADI_COUNTER_VEHICLE_CREST);

  cairo_restore (cr);
}

static WadiRgb
severity_color (WadiSeverity severity)
{
  switch (severity)
    {
    case WADI_SEVERITY_ERROR:
      return WADI_RGB (0xe01b24);
    case WADI_SEVERITY_WARNING:
      return WADI_RGB (0xf08c00);
    case WADI_SEVERITY_INFO:
    default:
      return WADI_RGB (0x1c71d8);
    }
}

static gboolean
near_view (WadiFrame *frame,
           WadiHex    hex)
{
  return wadi_render_hex_in_view (&frame->request->view, frame->layout, hex);
}

/* Where a diagnostic is: its hex's centre, its hexside's middle or its
 * vertex, in map units. */
static void
diagnostic_point (WadiFrame            *frame,
                  const WadiDiagnostic *mark,
                  double               *x,
                  double               *y)
{
  switch (mark->place)
    {
    case WADI_DIAG_AT_HEXSIDE:
      {
        double ax, ay, bx, by;

        wadi_frame_side_ends (frame, mark->hexside, &ax, &ay, &bx, &by);
        *x = (ax + bx) / 2.0;
        *y = (ay + by) / 2.0;
        break;
      }
    case WADI_DIAG_AT_VERTEX:
      wadi_frame_center (frame, mark->vertex.hex, x, y);
      *x += frame->corner_dx[mark->vertex.index % 6];
      *y += frame->corner_dy[mark->vertex.index % 6];
      break;
    case WADI_DIAG_AT_HEX:
    case WADI_DIAG_AT_COUNTER:
    case WADI_DIAG_AT_SCENARIO:
    default:
      wadi_frame_center (frame, mark->hex, x, y);
      break;
    }
}

/* Zoomed out, the diagnostics are counted into square cells of
 * DIAGNOSTIC_CELL pixels (on a grid fixed to the map, so a pan does not
 * move them), and each cell that holds one takes its worst severity's
 * colour, more opaque the more it holds: one pass over the diagnostics,
 * whatever their number.  As cells_of_counters (). */
static gboolean
cells_of_diagnostics (WadiFrame *frame,
                      const int  px[4],
                      Cells     *cells)
{
  const WadiRenderRequest *request = frame->request;
  g_autofree guint8       *worst = NULL; /* the worst severity + 1; 0: none */
  g_autofree guint16      *counts = NULL;
  gsize                    n;

  if (frame->zoom >= DIAGNOSTIC_MARK_ZOOM || request->n_marks == 0)
    return FALSE;
  cells_init (cells, DIAGNOSTIC_CELL, px);
  n = (gsize) cells->cols * cells->rows;
  worst = g_new0 (guint8, n);
  counts = g_new0 (guint16, n);
  for (guint i = 0; i < request->n_marks; i++)
    {
      const WadiDiagnostic *mark = &request->marks[i];
      double                x, y;
      gssize                at;

      if (mark->place == WADI_DIAG_AT_SCENARIO || mark->severity >= N_SEVERITIES)
        continue;
      diagnostic_point (frame, mark, &x, &y);
      at = cells_at (cells, frame, x, y);
      if (at < 0)
        continue;
      /* the enum runs from the worst (error) to the mildest */
      if (worst[at] == 0 || mark->severity + 1 < worst[at])
        worst[at] = (guint8) (mark->severity + 1);
      if (counts[at] < G_MAXUINT16)
        counts[at]++;
    }
  for (gsize at = 0; at < n; at++)
    {
      WadiRgb color;
      guint   count = counts[at];
      /* one diagnostic shows plainly; a crowd of them shows as solid */
      double alpha = count == 1 ? 0.7 : count < 4 ? 0.85
                                                  : 1.0;
      guint  a;

      if (count == 0)
        continue;
      color = severity_color ((WadiSeverity) (worst[at] - 1));
      a = (guint) wadi_round_int (alpha * 255.0);
      /* premultiplied, as cairo's ARGB32 has it */
      cells_mark (cells, at,
                  a << 24 | (guint) wadi_round_int (color.red * a) << 16 | (guint) wadi_round_int (color.green * a) << 8
                      | (guint) wadi_round_int (color.blue * a));
    }
  frame->stats->marks += cells->n;
  return TRUE;
}

/* The near marks are filled in groups of one shape and one severity, each
 * group one path and one fill. */
typedef enum
{
  MARK_RING,        /* a hex's diagnostic */
  MARK_DASHED_RING, /* a counter's */
  MARK_BAR,         /* a hexside's */
  MARK_CIRCLE,      /* a vertex's */
  MARK_SHAPES,
} MarkShape;

static MarkShape
mark_shape (const WadiDiagnostic *mark)
{
  switch (mark->place)
    {
    case WADI_DIAG_AT_COUNTER:
      return MARK_DASHED_RING;
    case WADI_DIAG_AT_HEXSIDE:
      return MARK_BAR;
    case WADI_DIAG_AT_VERTEX:
      return MARK_CIRCLE;
    case WADI_DIAG_AT_HEX:
    case WADI_DIAG_AT_SCENARIO:
    default:
      return MARK_RING;
    }
}

/* Marks are filled outlines, not strokes: cairo fills a path many times
 * faster than it strokes one.  Every piece turns the same way, so where
 * marks overlap (nonzero winding) they add up, never cut holes. */

/* A circle of radius r around (cx, cy), turning as a hexagon's corners do
 * (clockwise on screen), or the other way when reverse. */
static void
path_circle (cairo_t *cr,
             double   cx,
             double   cy,
             double   r,
             gboolean reverse)
{
  cairo_new_sub_path (cr);
  if (reverse)
    cairo_arc_negative (cr, cx, cy, r, 2 * G_PI, 0);
  else
    cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
  cairo_close_path (cr);
}

/* A quad of half-width h along a to b. */
static void
add_bar (cairo_t *cr,
         double   ax,
         double   ay,
         double   bx,
         double   by,
         double   h)
{
  double len = hypot (bx - ax, by - ay);
  double nx, ny;

  if (len <= 0.0)
    return;
  nx = -(by - ay) / len * h;
  ny = (bx - ax) / len * h;
  cairo_move_to (cr, ax - nx, ay - ny);
  cairo_line_to (cr, bx - nx, by - ny);
  cairo_line_to (cr, bx + nx, by + ny);
  cairo_line_to (cr, ax + nx, ay + ny);
  cairo_close_path (cr);
}

/* A hex's ring at scale of the way to its corners, width wide: whole, or
 * in dashes of dash on, gap off along each side. */
static void
add_ring (WadiFrame *frame,
          cairo_t   *cr,
          WadiHex    hex,
          double     scale,
          double     width,
          gboolean   dashed,
          double     dash,
          double     gap)
{
  double cx, cy;
  /* moving a hexagon's sides out by h moves its corners by 2h of the
   * circumradius */
  double out = scale + width, in = MAX (scale - width, 0.0);

  wadi_frame_center (frame, hex, &cx, &cy);
  if (!dashed)
    {
      cairo_move_to (cr, cx + frame->corner_dx[0] * out, cy + frame->corner_dy[0] * out);
      for (int k = 1; k < 6; k++)
        cairo_line_to (cr, cx + frame->corner_dx[k] * out, cy + frame->corner_dy[k] * out);
      cairo_close_path (cr);
      cairo_move_to (cr, cx + frame->corner_dx[5] * in, cy + frame->corner_dy[5] * in);
      for (int k = 4; k >= 0; k--)
        cairo_line_to (cr, cx + frame->corner_dx[k] * in, cy + frame->corner_dy[k] * in);
      cairo_close_path (cr);
      return;
    }
  for (int k = 0; k < 6; k++)
    {
      double ax = cx + frame->corner_dx[k] * scale, ay = cy + frame->corner_dy[k] * scale;
      double bx = cx + frame->corner_dx[(k + 1) % 6] * scale, by = cy + frame->corner_dy[(k + 1) % 6] * scale;
      double len = hypot (bx - ax, by - ay);
      /* the dashes of a side spread evenly along it */
      int    n = MAX (1, (int) floor ((len + gap) / (dash + gap)));
      double on = MIN (dash, len), step = n > 1 ? (len - on) / (n - 1) : 0.0;
      double start = n > 1 ? 0.0 : (len - on) / 2.0;

      for (int d = 0; d < n; d++)
        {
          double t0 = (start + d * step) / len, t1 = (start + d * step + on) / len;

          add_bar (cr, ax + (bx - ax) * t0, ay + (by - ay) * t0, ax + (bx - ax) * t1, ay + (by - ay) * t1,
                   width / 2.0);
        }
    }
}

/* A ring round a hex crosses its label at the top: the labels of the
 * ringed hexes in view are cut out of what the marks may cover, so a
 * ring leaves its hex's name readable. */
static void
clip_out_ringed_labels (WadiFrame   *frame,
                        const guint *near_marks,
                        guint        n_near)
{
  cairo_t *cr = frame->cr;
  g_autoptr(GHashTable) ringed = g_hash_table_new (NULL, NULL);

  cairo_new_path (cr);
  for (guint n = 0; n < n_near; n++)
    {
      const WadiDiagnostic *mark = &frame->request->marks[near_marks[n]];
      MarkShape             shape = mark_shape (mark);
      double                boxes[2][4];
      guint                 n_boxes;

      /* each hex once: under the even-odd rule a box added twice is no
       * hole */
      if ((shape != MARK_RING && shape != MARK_DASHED_RING)
          || !wadi_board_contains (frame->board, mark->hex)
          || !g_hash_table_add (ringed, GSIZE_TO_POINTER (wadi_board_index (frame->board, mark->hex) + 1)))
        continue;
      n_boxes = wadi_render_hex_label_boxes (frame, mark->hex, boxes);
      for (guint k = 0; k < n_boxes; k++)
        cairo_rectangle (cr, boxes[k][0], boxes[k][1], boxes[k][2] - boxes[k][0], boxes[k][3] - boxes[k][1]);
    }
  if (g_hash_table_size (ringed) == 0 || !cairo_has_current_point (cr))
    return;
  cairo_rectangle (cr, frame->view[0] - 2.0, frame->view[1] - 2.0, frame->view[2] - frame->view[0] + 4.0,
                   frame->view[3] - frame->view[1] + 4.0);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_EVEN_ODD);
  cairo_clip (cr);
}

static void
add_mark_path (WadiFrame            *frame,
               cairo_t              *cr,
               const WadiDiagnostic *mark,
               const double          widths[],
               double                circle_radius,
               const double          dashes[2])
{
  MarkShape shape = mark_shape (mark);

  switch (shape)
    {
    case MARK_RING:
    case MARK_DASHED_RING:
      add_ring (frame, cr, mark->hex, 0.82, widths[shape], shape == MARK_DASHED_RING, dashes[0], dashes[1]);
      break;
    case MARK_BAR:
      {
        double ax, ay, bx, by;

        wadi_frame_side_ends (frame, mark->hexside, &ax, &ay, &bx, &by);
        add_bar (cr, ax, ay, bx, by, widths[shape] / 2.0);
        break;
      }
    case MARK_CIRCLE:
    case MARK_SHAPES:
    default:
      {
        double vx, vy;

        wadi_frame_center (frame, mark->vertex.hex, &vx, &vy);
        vx += frame->corner_dx[mark->vertex.index % 6];
        vy += frame->corner_dy[mark->vertex.index % 6];
        path_circle (cr, vx, vy, circle_radius + widths[shape] / 2.0, FALSE);
        path_circle (cr, vx, vy, circle_radius - widths[shape] / 2.0, TRUE);
        break;
      }
    }
}

/* Where a mark of its shape lies, as a key no other place of that shape
 * has (never 0); a mark off the board has a key of its own. */
static gsize
mark_place_key (WadiFrame            *frame,
                const WadiDiagnostic *mark)
{
  WadiHex hex = mark->place == WADI_DIAG_AT_HEXSIDE  ? mark->hexside.hex
                : mark->place == WADI_DIAG_AT_VERTEX ? mark->vertex.hex
                                                     : mark->hex;
  gsize   index = mark->place == WADI_DIAG_AT_HEXSIDE  ? (gsize) mark->hexside.dir % 6
                  : mark->place == WADI_DIAG_AT_VERTEX ? (gsize) mark->vertex.index % 6
                                                       : 0;

  if (!wadi_board_contains (frame->board, hex))
    return GPOINTER_TO_SIZE (mark);
  return ((gsize) wadi_board_index (frame->board, hex) * 6 + index) * 2 + 1;
}

void
wadi_render_diagnostic_layer (WadiFrame *frame)
{
  cairo_t                 *cr = frame->cr;
  const WadiRenderRequest *request = frame->request;
  gboolean                 thin = frame->zoom < THIN_MARK_ZOOM;
  double                   ring_width = wadi_frame_width (frame, 0.07, thin ? 2.0 : 3.0);
  /* a counter's ring is dashed in lengths of its width, at least 3 px:
   * never the hundreds of sub-pixel dashes that lengths in map units
   * make when zoomed out */
  double            dashes[2] = { 2.0 * MAX (ring_width, 3.0 * frame->pixel), 1.5 * MAX (ring_width, 3.0 * frame->pixel) };
  double            widths[MARK_SHAPES] = { ring_width, ring_width, wadi_frame_width (frame, 0.1, thin ? 3.0 : 4.0),
                                            wadi_frame_width (frame, 0.05, thin ? 2.0 : 2.5) };
  double            circle_radius = wadi_frame_width (frame, 0.12, thin ? 3.5 : 5.0);
  g_autofree guint *near_marks = NULL;
  g_autoptr(GHashTable) drawn = NULL;
  guint n_near = 0;

  if (request->n_marks == 0)
    return;
  if (frame->zoom < DIAGNOSTIC_MARK_ZOOM)
    {
      draw_cells (frame, cells_of_diagnostics);
      return;
    }

  /* the marks in view */
  near_marks = g_new (guint, request->n_marks);
  for (guint i = 0; i < request->n_marks; i++)
    {
      const WadiDiagnostic *mark = &request->marks[i];
      double                x, y;

      if (mark->place == WADI_DIAG_AT_SCENARIO || mark->severity >= N_SEVERITIES)
        continue;
      /* every mark lies within a map unit of its hex's centre */
      wadi_frame_center (frame, mark->hex, &x, &y);
      if (x < frame->view[0] - 1.0 || x > frame->view[2] + 1.0 || y < frame->view[1] - 1.0
          || y > frame->view[3] + 1.0)
        continue;
      near_marks[n_near++] = i;
    }

  drawn = g_hash_table_new (NULL, NULL);
  cairo_save (cr);
  clip_out_ringed_labels (frame, near_marks, n_near);
  cairo_new_path (cr);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_WINDING);
  /* the mildest first, so the worst lies on top */
  for (int severity = N_SEVERITIES - 1; severity >= 0; severity--)
    for (MarkShape shape = 0; shape < MARK_SHAPES; shape++)
      {
        WadiRgb  color = severity_color ((WadiSeverity) severity);
        gboolean any = FALSE;

        g_hash_table_remove_all (drawn);
        for (guint n = 0; n < n_near; n++)
          {
            const WadiDiagnostic *mark = &request->marks[near_marks[n]];

            if ((int) mark->severity != severity || mark_shape (mark) != shape)
              continue;
            /* a mark once where it lies: a stack of thousands of
             * counters, each with its diagnostic, is one ring, not
             * thousands laid over each other in one path, whose fill
             * costs their square (issue 28) */
            if (!g_hash_table_add (drawn, GSIZE_TO_POINTER (mark_place_key (frame, mark))))
              continue;
            add_mark_path (frame, cr, mark, widths, circle_radius, dashes);
            frame->stats->marks++;
            any = TRUE;
          }
        if (!any)
          continue;
        if (request->high_contrast_marks)
          {
            /* a black edge outside the mark tells it from any terrain
             * colour: stroked first, the fill covers its inner half */
            cairo_set_source_rgb (cr, 0.0, 0.0, 0.0);
            cairo_set_line_width (cr, 2.0 * frame->pixel);
            cairo_stroke_preserve (cr);
          }
        cairo_set_source_rgba (cr, color.red, color.green, color.blue, request->high_contrast_marks ? 1.0 : 0.9);
        cairo_fill (cr);
      }
  cairo_restore (cr);
}

/* A two-tone stroke stays visible on every terrain colour. */
static void
stroke_highlight (WadiFrame *frame,
                  double     width_px)
{
  wadi_frame_stroke_cased (frame, (WadiRgb) { 1.0, 0.95, 0.35 }, width_px * frame->pixel,
                           (width_px + 2.0) * frame->pixel, 0.6);
}

/* The selected counter outlined where it is drawn in its stack. */
static void
draw_selected_counter (WadiFrame *frame)
{
  const WadiScenario *scenario = frame->scenario;
  const WadiCounter  *counter = wadi_scenario_find_counter (scenario, frame->request->selected_counter);
  g_autoptr(GArray) stack = NULL;
  double half = COUNTER_SIZE / 2.0 + 2.0 * frame->pixel;

  if (counter == NULL || !wadi_render_hex_in_view (&frame->request->view, frame->layout, counter->hex))
    return;
  stack = wadi_counter_stack_in_hex (scenario, counter->hex);
  for (guint k = 0; k < stack->len; k++)
    if (g_array_index (stack, guint, k) == counter->id)
      {
        double x, y;

        wadi_counter_stack_place (frame->layout, counter, k, stack->len, &x, &y);
        cairo_rectangle (frame->cr, x - half, y - half, 2.0 * half, 2.0 * half);
        stroke_highlight (frame, 3.0);
      }
}

/* A counter being dragged: a ghost of it where it would be dropped,
 * outlined green where it may stand and red where a rule forbids it. */
static void
draw_dragged_counter (WadiFrame *frame)
{
  cairo_t           *cr = frame->cr;
  const WadiCounter *counter = frame->request->dragged;
  double             half = COUNTER_SIZE / 2.0;
  double             x, y;

  wadi_counter_stack_place (frame->layout, counter, 0, 1, &x, &y);
  cairo_rectangle (cr, x - half, y - half, COUNTER_SIZE, COUNTER_SIZE);
  cairo_set_source_rgba (cr, 1.0, 1.0, 1.0, 0.45);
  cairo_fill_preserve (cr);
  if (frame->request->dragged_allowed)
    cairo_set_source_rgb (cr, 0.15, 0.64, 0.25);
  else
    cairo_set_source_rgb (cr, 0.88, 0.11, 0.14);
  cairo_set_line_width (cr, 3.0 * frame->pixel);
  cairo_stroke (cr);
}

/* An overlay being placed: its terrain where it would lie, a little
 * see-through, so the designer sees what it brings before the click. */
static void
draw_ghost_overlay (WadiFrame *frame)
{
  const WadiRenderRequest *request = frame->request;
  const WadiBoard         *fragment = request->ghost_overlay;
  cairo_t                 *cr = frame->cr;

  for (guint i = 0; i < wadi_board_hex_count (fragment); i++)
    {
      WadiHex from = wadi_board_hex_at_index (fragment, i);
      WadiHex to;

      if (!wadi_board_contains (fragment, from))
        continue;
      to = wadi_overlay_map_hex (frame->board, fragment, request->ghost_anchor, request->ghost_orientation, from);
      if (!wadi_board_contains (frame->board, to) || !near_view (frame, to))
        continue;
      wadi_frame_hex_path (frame, to, 1.0);
      wadi_frame_set_color (frame, wadi_style_hex_fill (wadi_board_cell (fragment, from)));
      cairo_save (cr);
      cairo_clip (cr);
      cairo_paint_with_alpha (cr, 0.8);
      cairo_restore (cr);
      if (wadi_board_cell (fragment, from)->depression != WADI_DEPRESSION_NONE)
        {
          double cx, cy;

          /* a depression: its bed across the middle */
          wadi_frame_center (frame, to, &cx, &cy);
          cairo_new_sub_path (cr);
          cairo_arc (cr, cx, cy, 0.18, 0, 2 * G_PI);
          wadi_frame_set_color (frame, wadi_style_depression_bed ((WadiDepression) wadi_board_cell (fragment, from)->depression));
          cairo_fill (cr);
        }
    }
}

/* A stamp being put down: the terrain of each hex it would paint. */
static void
draw_ghost_cells (WadiFrame *frame)
{
  const WadiRenderRequest *request = frame->request;
  cairo_t                 *cr = frame->cr;

  for (guint i = 0; i < request->n_ghost_cells; i++)
    {
      const WadiRenderGhostCell *ghost = &request->ghost_cells[i];

      if (!wadi_board_contains (frame->board, ghost->hex) || !near_view (frame, ghost->hex))
        continue;
      /* an outer half hex shows only its board's half, as the map does */
      cairo_new_path (cr);
      wadi_render_hex_outline_path (cr, frame->scenario->map, frame->layout, ghost->hex);
      wadi_frame_set_color (frame, wadi_style_hex_fill (&ghost->cell));
      cairo_save (cr);
      cairo_clip (cr);
      cairo_paint_with_alpha (cr, 0.8);
      cairo_restore (cr);
    }
}

void
wadi_render_highlight_layer (WadiFrame *frame)
{
  cairo_t                 *cr = frame->cr;
  const WadiRenderRequest *request = frame->request;

  cairo_save (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);

  if (request->ghost_overlay != NULL)
    draw_ghost_overlay (frame);
  if (request->n_ghost_cells > 0)
    draw_ghost_cells (frame);
  if (request->n_selection > 0)
    {
      for (guint i = 0; i < request->n_selection; i++)
        if (near_view (frame, request->selection[i]))
          wadi_render_hex_outline_path (cr, frame->scenario->map, frame->layout, request->selection[i]);
      cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, 0.3);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, 0.1, 0.3, 0.7, 0.9);
      cairo_set_line_width (cr, 2.0 * frame->pixel);
      cairo_stroke (cr);
    }

  switch (request->highlight.kind)
    {
    case WADI_RENDER_HIGHLIGHT_HEX:
      wadi_frame_hex_path (frame, request->highlight.hex, 1.0);
      stroke_highlight (frame, 2.0);
      break;
    case WADI_RENDER_HIGHLIGHT_HEXSIDE:
      wadi_frame_side_path (frame, request->highlight.hexside);
      stroke_highlight (frame, 4.0);
      break;
    case WADI_RENDER_HIGHLIGHT_VERTEX:
      {
        double vx, vy;

        wadi_hex_corner (frame->layout, request->highlight.vertex.hex, request->highlight.vertex.index, &vx, &vy);
        cairo_new_sub_path (cr);
        cairo_arc (cr, vx, vy, MAX (0.1, 5.0 * frame->pixel), 0, 2 * G_PI);
        stroke_highlight (frame, 2.5);
        break;
      }
    case WADI_RENDER_HIGHLIGHT_NONE:
    default:
      break;
    }
  if (request->selected_counter != 0 && frame->zoom >= COUNTER_CELL_ZOOM)
    draw_selected_counter (frame);
  if (request->dragged != NULL)
    draw_dragged_counter (frame);
  cairo_restore (cr);
}
