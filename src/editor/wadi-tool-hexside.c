/* wadi-tool-hexside.c: the hexside brush
 *
 * A drag draws one hexside feature along the hexsides it follows (with
 * Control, removes it from them): a chain of hexsides, each one joined at
 * a vertex to the one before, walked from the chain's end toward the
 * pointer, so a drag that cuts a corner or swings wide of it never leaves
 * a gap or strays onto a hexside off the path.  A click (a press and a
 * release without a drag) adds the feature to the hexside pressed, or
 * takes it away when the hexside has it (Control only takes it away).
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "wadi-pick.h"
#include "wadi-tool-private.h"

/* The hexside brush samples the pointer's path this finely (map units). */
#define SIDE_SAMPLE_STEP 0.1
/* A press this near a vertex (map units) is on three hexsides at once:
 * which one the drag starts on waits until it leaves the vertex. */
#define VERTEX_RADIUS 0.15
/* Until the pointer is this far from the press (map units, as the select
 * tool's), the stroke is a click. */
#define DRAG_MIN 0.15
/* The drag goes on from the chain's end along a hexside once the pointer
 * is this far along it (map units) and within CONE_SLOPE of its line
 * (tan 30 degrees: nearer it than the other two hexsides there), or once
 * it is a hexside's length away, whichever way it went. */
#define ALONG_MIN 0.15
#define CONE_SLOPE 0.5774

/* A hexside of the map: one of its hexes is on some board. */
static gboolean
side_on_map (const WadiBoard *board,
             WadiHexside      canonical)
{
  return wadi_board_has_side_slot (board, canonical.hex)
         && (wadi_board_contains (board, canonical.hex)
             || wadi_board_contains (board, wadi_hexside_other_hex (board->layout, canonical)));
}

static void
apply_side (WadiTool   *tool,
            WadiHexside side)
{
  const WadiBoard *board = wadi_tool_current_board (tool);
  WadiHexside      canonical;
  guint            features;
  guint            feature = tool->settings.side_feature;

  if (board == NULL)
    return;
  canonical = wadi_hexside_canonical (board->layout, side);
  if (!side_on_map (board, canonical))
    return;
  if (tool->has_last_side && wadi_hexside_equal (board->layout, tool->last_side, side))
    return;
  tool->last_side = side;
  tool->has_last_side = TRUE;

  features = wadi_tool_side (tool, side);
  features = tool->side_add ? (features | feature) : (features & ~feature);
  wadi_tool_set_side (tool, side, features);
}

static void
vertex_point (WadiGridLayout layout,
              WadiVertex     vertex,
              double        *x,
              double        *y)
{
  wadi_hex_corner (layout, vertex.hex, vertex.index, x, y);
}

/* One of the three hexsides that meet at a vertex, and its other end. */
typedef struct
{
  WadiHexside side;
  WadiVertex  end;
} VertexEdge;

/* The three hexsides that meet at vertex: one between each two of its
 * three hexes. */
static void
vertex_edges (WadiGridLayout layout,
              WadiVertex     vertex,
              VertexEdge     edges[3])
{
  WadiHex hexes[3];
  double  vx, vy;

  wadi_vertex_hexes (layout, vertex, hexes);
  vertex_point (layout, vertex, &vx, &vy);
  for (guint i = 0; i < 3; i++)
    {
      WadiHex       a = hexes[i], b = hexes[(i + 1) % 3];
      WadiDirection dir = 0;
      WadiVertex    ends[2];
      double        x0, y0, x1, y1;

      wadi_hex_direction_to (layout, a, b, &dir);
      /* hexside dir runs from corner dir - 1 to corner dir */
      ends[0] = (WadiVertex) { a, (WadiVertexIndex) ((dir + 5) % 6) };
      ends[1] = (WadiVertex) { a, (WadiVertexIndex) dir };
      vertex_point (layout, ends[0], &x0, &y0);
      vertex_point (layout, ends[1], &x1, &y1);
      edges[i].side = (WadiHexside) { a, dir };
      edges[i].end = hypot (x0 - vx, y0 - vy) > hypot (x1 - vx, y1 - vy) ? ends[0] : ends[1];
    }
}

/* The end of side nearer (x, y). */
static WadiVertex
nearer_end (WadiGridLayout layout,
            WadiHexside    side,
            double         x,
            double         y)
{
  WadiVertex ends[2] = {
    { side.hex, (WadiVertexIndex) ((side.dir + 5) % 6) },
    { side.hex, (WadiVertexIndex) side.dir },
  };
  double x0, y0, x1, y1;

  vertex_point (layout, ends[0], &x0, &y0);
  vertex_point (layout, ends[1], &x1, &y1);
  return hypot (x - x0, y - y0) <= hypot (x - x1, y - y1) ? ends[0] : ends[1];
}

/* One step of the chain from its end toward (x, y): the hexside there
 * the pointer follows, drawn, and the end moved to its other end once
 * the pointer is nearer that.  FALSE when the pointer follows none of
 * them yet, or is still nearer the end. */
static gboolean
walk_step (WadiTool      *tool,
           WadiGridLayout layout,
           double         x,
           double         y)
{
  VertexEdge edges[3];
  double     vx, vy, length = 0.0, best_along = -G_MAXDOUBLE, best_across = 0.0;
  guint      best = 0;

  vertex_point (layout, tool->side_end, &vx, &vy);
  vertex_edges (layout, tool->side_end, edges);
  for (guint i = 0; i < 3; i++)
    {
      double ex, ey, ux, uy, along;

      vertex_point (layout, edges[i].end, &ex, &ey);
      length = hypot (ex - vx, ey - vy); /* the same for all three */
      ux = (ex - vx) / length;
      uy = (ey - vy) / length;
      along = (x - vx) * ux + (y - vy) * uy;
      if (along > best_along)
        {
          best_along = along;
          best_across = fabs ((x - vx) * uy - (y - vy) * ux);
          best = i;
        }
    }
  if (best_along < ALONG_MIN || (best_across > best_along * CONE_SLOPE && hypot (x - vx, y - vy) < length))
    return FALSE;
  apply_side (tool, edges[best].side);
  /* nearer the other end than this one */
  if (best_along <= length / 2.0)
    return FALSE;
  tool->side_end = edges[best].end;
  return TRUE;
}

/* The drag starts: on the hexside pressed, or, pressed on a vertex, on
 * the one the pointer leaves it along. */
static void
begin_drag (WadiTool         *tool,
            const WadiBoard  *board,
            double            x,
            double            y,
            WadiToolModifiers modifiers)
{
  tool->side_click = FALSE;
  tool->side_add = (modifiers & WADI_TOOL_MOD_CONTROL) == 0;
  wadi_tool_stroke_begin (tool, _("Change Hexsides"));
  if (tool->side_deferred)
    {
      tool->side_end = wadi_pick_vertex (board->layout, tool->press_x, tool->press_y);
      return;
    }
  apply_side (tool, tool->press_side);
  tool->side_end = nearer_end (board->layout, tool->press_side, x, y);
}

/* The hexside brush follows the pointer's path, not only its samples. */
static void
apply_side_path (WadiTool         *tool,
                 double            x0,
                 double            y0,
                 double            x1,
                 double            y1,
                 WadiToolModifiers modifiers)
{
  const WadiBoard *board = wadi_tool_current_board (tool);
  double           length = hypot (x1 - x0, y1 - y0);
  int              steps = MAX (1, (int) ceil (length / SIDE_SAMPLE_STEP));

  if (board == NULL)
    return;
  for (int i = 1; i <= steps; i++)
    {
      double t = i / (double) steps;
      double x = x0 + (x1 - x0) * t;
      double y = y0 + (y1 - y0) * t;

      if (tool->side_click)
        {
          if (hypot (x - tool->press_x, y - tool->press_y) < DRAG_MIN)
            continue;
          begin_drag (tool, board, x, y, modifiers);
        }
      /* a hexside's length at most between two samples: a few steps */
      for (guint n = 0; n < 16 && walk_step (tool, board->layout, x, y); n++)
        ;
    }
}

static void
hexside_hover (WadiTool        *tool,
               const WadiBoard *board,
               double           x,
               double           y)
{
  tool->hover.hexside = wadi_pick_hexside (board->layout, x, y);
  if (side_on_map (board, wadi_hexside_canonical (board->layout, tool->hover.hexside)))
    tool->hover.kind = WADI_HOVER_HEXSIDE;
}

/* Whether (x, y) lies within VERTEX_RADIUS of a corner of its hex. */
static gboolean
near_vertex (WadiGridLayout layout,
             double         x,
             double         y)
{
  WadiVertex vertex = wadi_pick_vertex (layout, x, y);
  double     vx, vy;

  vertex_point (layout, vertex, &vx, &vy);
  return hypot (x - vx, y - vy) < VERTEX_RADIUS;
}

/* Nothing changes until the stroke is known to be a click or a drag. */
static void
hexside_press (WadiTool         *tool,
               const WadiBoard  *board,
               double            x,
               double            y,
               WadiToolModifiers modifiers)
{
  tool->side_click = TRUE;
  tool->side_deferred = near_vertex (board->layout, x, y);
  tool->press_side = wadi_pick_hexside (board->layout, x, y);
}

static void
hexside_motion (WadiTool         *tool,
                const WadiBoard  *board,
                WadiHex           hex,
                double            x,
                double            y,
                WadiToolModifiers modifiers)
{
  apply_side_path (tool, tool->last_x, tool->last_y, x, y, modifiers);
}

/* A click toggles the hexside pressed (on a vertex, the one nearest);
 * Control only removes. */
static void
hexside_release (WadiTool         *tool,
                 const WadiBoard  *board,
                 double            x,
                 double            y,
                 WadiToolModifiers modifiers)
{
  WadiHexside side = tool->press_side;

  if (!tool->side_click)
    return;
  tool->side_click = FALSE;
  tool->side_add = (modifiers & WADI_TOOL_MOD_CONTROL) == 0
                   && (wadi_tool_side (tool, side) & tool->settings.side_feature) == 0;
  wadi_tool_stroke_begin (tool, _("Change Hexsides"));
  apply_side (tool, side);
}

const WadiToolFamily wadi_tool_hexside_family = {
  .hover = hexside_hover,
  .press = hexside_press,
  .motion = hexside_motion,
  .release = hexside_release,
};
