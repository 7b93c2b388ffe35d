/* wadi-tool-road.c: the road tool
 *
 * Lays a road from hex to hex along the stroke, as the depression brush
 * lays a wadi: each hexside crossed between two hexes of the stroke gets
 * the road feature of the palette (paved, dirt or path), and the hexes it
 * joins become road hexes (WADI_HEX_FLAG_ROAD, which the rules of format
 * versions before 4 read).  Control removes the road from the hexsides
 * crossed, and the road hex mark from hexes no road is left in.  Shift
 * draws a straight line from the press, applied at the release.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wadi-tool-private.h"

static const char *
road_label (WadiTool *tool)
{
  return _("Lay Road");
}

/* Whether a road of any kind crosses one of hex's hexsides. */
static gboolean
has_road_side (WadiTool *tool,
               WadiHex   hex)
{
  for (WadiDirection d = 0; d < WADI_DIRECTION_COUNT; d++)
    if (wadi_tool_side (tool, (WadiHexside) { hex, d }) & WADI_SIDE_ANY_ROAD)
      return TRUE;
  return FALSE;
}

static void
set_road_hex (WadiTool        *tool,
              const WadiBoard *board,
              WadiHex          hex,
              gboolean         road)
{
  WadiHexCell cell;

  if (!wadi_board_contains (board, hex))
    return;
  cell = *wadi_tool_cell (tool, hex);
  if (road)
    cell.flags |= WADI_HEX_FLAG_ROAD;
  else
    cell.flags &= (guint8) ~WADI_HEX_FLAG_ROAD;
  wadi_tool_set_cell (tool, hex, &cell);
}

/* The road from one hex of the stroke to the next one. */
static void
join (WadiTool         *tool,
      const WadiBoard  *board,
      WadiHex           from,
      WadiHex           to,
      WadiToolModifiers modifiers)
{
  gboolean      remove = (modifiers & WADI_TOOL_MOD_CONTROL) != 0;
  guint         feature = tool->settings.road_feature & WADI_SIDE_ANY_ROAD;
  WadiDirection dir;
  WadiHexside   side;
  guint         features;

  if (feature == 0)
    feature = WADI_SIDE_DIRT_ROAD;
  if (!wadi_hex_direction_to (board->layout, from, to, &dir))
    return;
  side = (WadiHexside) { from, dir };
  features = wadi_tool_side (tool, side);
  /* one road through a hexside: the new kind replaces the old */
  features = remove ? features & ~WADI_SIDE_ANY_ROAD : (features & ~WADI_SIDE_ANY_ROAD) | feature;
  wadi_tool_stroke_begin (tool, remove ? _("Remove Road") : road_label (tool));
  wadi_tool_set_side (tool, side, features);
  set_road_hex (tool, board, from, !remove || has_road_side (tool, from));
  set_road_hex (tool, board, to, !remove || has_road_side (tool, to));
}

static void
join_run (WadiTool         *tool,
          const WadiBoard  *board,
          const GArray     *hexes,
          WadiToolModifiers modifiers)
{
  for (guint i = 1; i < hexes->len; i++)
    {
      WadiHex from = g_array_index (hexes, WadiHex, i - 1);
      WadiHex to = g_array_index (hexes, WadiHex, i);

      if (wadi_board_contains (board, from) && wadi_board_contains (board, to))
        join (tool, board, from, to, modifiers);
    }
}

static void
road_press (WadiTool         *tool,
            const WadiBoard  *board,
            double            x,
            double            y,
            WadiToolModifiers modifiers)
{
  g_array_set_size (tool->preview, 0);
  g_array_append_val (tool->preview, tool->press_hex);
  tool->line_mode = (modifiers & WADI_TOOL_MOD_SHIFT) != 0;
}

static void
road_motion (WadiTool         *tool,
             const WadiBoard  *board,
             WadiHex           hex,
             double            x,
             double            y,
             WadiToolModifiers modifiers)
{
  g_autoptr(GArray) run = NULL;

  if (tool->line_mode)
    {
      g_array_set_size (tool->preview, 0);
      wadi_tool_line_hexes (board->layout, tool->press_hex, hex, TRUE, tool->preview);
      return;
    }
  if (wadi_hex_equal (hex, tool->last_hex))
    return;
  /* every hex between two samples, so a fast drag leaves no gap */
  run = g_array_new (FALSE, FALSE, sizeof (WadiHex));
  wadi_tool_line_hexes (board->layout, tool->last_hex, hex, TRUE, run);
  join_run (tool, board, run, modifiers);
  g_array_set_size (tool->preview, 0);
}

static void
road_release (WadiTool         *tool,
              const WadiBoard  *board,
              double            x,
              double            y,
              WadiToolModifiers modifiers)
{
  g_autoptr(GArray) run = NULL;

  if (!tool->line_mode)
    return;
  run = g_array_copy (tool->preview);
  join_run (tool, board, run, modifiers);
}

const WadiToolFamily wadi_tool_road_family = {
  .press = road_press,
  .motion = road_motion,
  .release = road_release,
};
