/* wadi-tool-hexside.c: the hexside brush
 *
 * Adds one hexside feature to every hexside the pointer crosses, or, when
 * the first one has it already (or with Control), removes it.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "wadi-pick.h"
#include "wadi-tool-private.h"

/* The hexside brush samples the pointer's path this finely (map units). */
#define SIDE_SAMPLE_STEP 0.1
/* A press this near a vertex (map units) is on three hexsides at once:
 * which one the stroke starts on waits until the drag leaves the vertex. */
#define VERTEX_RADIUS 0.15

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

/* Whether (x, y) lies within VERTEX_RADIUS of a corner of its hex. */
static gboolean
near_vertex (WadiGridLayout layout,
             double         x,
             double         y)
{
  WadiVertex vertex = wadi_pick_vertex (layout, x, y);
  double     vx, vy;

  wadi_hex_corner (layout, vertex.hex, vertex.index, &vx, &vy);
  return hypot (x - vx, y - vy) < VERTEX_RADIUS;
}

/* The stroke's first hexside: whether it adds or removes follows it. */
static void
apply_first_side (WadiTool         *tool,
                  const WadiBoard  *board,
                  WadiHexside       side,
                  WadiToolModifiers modifiers)
{
  tool->side_deferred = FALSE;
  tool->side_add = (modifiers & WADI_TOOL_MOD_CONTROL) == 0
                   && (wadi_tool_side (tool, side) & tool->settings.side_feature) == 0;
  wadi_tool_stroke_begin (tool, _("Change Hexsides"));
  apply_side (tool, side);
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
      double      t = i / (double) steps;
      double      x = x0 + (x1 - x0) * t;
      double      y = y0 + (y1 - y0) * t;
      WadiHexside side = wadi_pick_hexside (board->layout, x, y);

      if (tool->side_deferred)
        {
          /* still on the vertex pressed: no hexside yet */
          if (near_vertex (board->layout, x, y))
            continue;
          apply_first_side (tool, board, side, modifiers);
          continue;
        }
      apply_side (tool, side);
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

static void
hexside_press (WadiTool         *tool,
               const WadiBoard  *board,
               double            x,
               double            y,
               WadiToolModifiers modifiers)
{
  if (near_vertex (board->layout, x, y))
    {
      tool->side_deferred = TRUE;
      return;
    }
  apply_first_side (tool, board, wadi_pick_hexside (board->layout, x, y), modifiers);
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

/* A click on a vertex, without a drag, is on the hexside nearest. */
static void
hexside_release (WadiTool         *tool,
                 const WadiBoard  *board,
                 double            x,
                 double            y,
                 WadiToolModifiers modifiers)
{
  if (tool->side_deferred)
    apply_first_side (tool, board, wadi_pick_hexside (board->layout, x, y), modifiers);
}

const WadiToolFamily wadi_tool_hexside_family = {
  .hover = hexside_hover,
  .press = hexside_press,
  .motion = hexside_motion,
  .release = hexside_release,
};
