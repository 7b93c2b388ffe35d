/* wadi-tool-brush.c: the brushes, hex by hex along the stroke
 *
 * Terrain, elevation, depression and the eraser: a press paints the hex
 * under the pointer, a drag every hex between two samples, Shift a
 * straight line from the press applied at the release.  They differ only
 * in what they do to one hex (the table below).  A depression stroke
 * that goes on beyond the board's edge runs off it through the edge
 * hexside.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "wadi-pick.h"
#include "wadi-tool-private.h"

typedef struct
{
  const char *(*label) (WadiTool *tool);
  /* first: the hex's first visit in the stroke; previous: the hex before
   * it in the stroke, on the board, or NULL. */
  void (*paint) (WadiTool         *tool,
                 const WadiBoard  *board,
                 WadiHex           hex,
                 gboolean          first,
                 const WadiHex    *previous,
                 WadiToolModifiers modifiers);
} Brush;

static int
clamp_level (int level)
{
  return CLAMP (level, WADI_TOOL_MIN_LEVEL, WADI_TOOL_MAX_LEVEL);
}

static void
paint_terrain (WadiTool         *tool,
               const WadiBoard  *board,
               WadiHex           hex,
               gboolean          first,
               const WadiHex    *previous,
               WadiToolModifiers modifiers)
{
  WadiHexCell cell;

  if (!first)
    return;
  cell = *wadi_tool_cell (tool, hex);
  cell.terrain = (guint8) tool->settings.terrain;
  wadi_tool_set_cell (tool, hex, &cell);
}

static void
paint_elevation (WadiTool         *tool,
                 const WadiBoard  *board,
                 WadiHex           hex,
                 gboolean          first,
                 const WadiHex    *previous,
                 WadiToolModifiers modifiers)
{
  WadiHexCell       cell = *wadi_tool_cell (tool, hex);
  WadiElevationMode mode = tool->settings.elevation_mode;
  int               level = cell.level;
  int               delta;

  if (!first)
    return;
  /* Control does the opposite of raise and lower. */
  if ((modifiers & WADI_TOOL_MOD_CONTROL) && mode == WADI_ELEVATION_RAISE)
    mode = WADI_ELEVATION_LOWER;
  else if ((modifiers & WADI_TOOL_MOD_CONTROL) && mode == WADI_ELEVATION_LOWER)
    mode = WADI_ELEVATION_RAISE;

  switch (mode)
    {
    case WADI_ELEVATION_RAISE:
      level = clamp_level (level + 1);
      break;
    case WADI_ELEVATION_LOWER:
      level = clamp_level (level - 1);
      break;
    case WADI_ELEVATION_SET:
    default:
      level = clamp_level (tool->settings.level);
      break;
    }
  /* a depression keeps its depth below the ground */
  delta = level - cell.level;
  cell.level = (gint8) level;
  if (cell.depression != WADI_DEPRESSION_NONE)
    cell.floor = (gint8) clamp_level (cell.floor + delta);
  wadi_tool_set_cell (tool, hex, &cell);
}

/* A revisited hex may still gain a hexside to a new neighbour. */
static void
paint_depression (WadiTool         *tool,
                  const WadiBoard  *board,
                  WadiHex           hex,
                  gboolean          first,
                  const WadiHex    *previous,
                  WadiToolModifiers modifiers)
{
  WadiHexCell    cell = *wadi_tool_cell (tool, hex);
  WadiDepression kind = tool->settings.depression;
  WadiDirection  dir;

  if (kind == WADI_DEPRESSION_NONE)
    {
      /* removing a depression also removes the hexsides it ran through */
      cell.depression = WADI_DEPRESSION_NONE;
      cell.floor = 0;
      wadi_tool_set_cell (tool, hex, &cell);
      for (WadiDirection d = 0; d < WADI_DIRECTION_COUNT; d++)
        {
          WadiHexside side = { hex, d };
          guint       features = wadi_tool_side (tool, side);

          if (features & WADI_SIDE_DEPRESSION)
            wadi_tool_set_side (tool, side, features & ~WADI_SIDE_DEPRESSION);
        }
      return;
    }

  if (cell.depression == WADI_DEPRESSION_NONE)
    cell.floor = (gint8) clamp_level (cell.level - 1);
  cell.depression = (guint8) kind;
  wadi_tool_set_cell (tool, hex, &cell);

  /* consecutive hexes of the stroke are joined through their hexside */
  if (previous != NULL && wadi_hex_direction_to (board->layout, *previous, hex, &dir))
    {
      WadiHexside side = { *previous, dir };

      wadi_tool_set_side (tool, side,
                          wadi_tool_side (tool, side) | WADI_SIDE_DEPRESSION);
    }
}

/* The eraser erases what its mode says, one thing at a time, so that
 * removing a ford leaves the stream under it. */
static void
paint_erase (WadiTool         *tool,
             const WadiBoard  *board,
             WadiHex           hex,
             gboolean          first,
             const WadiHex    *previous,
             WadiToolModifiers modifiers)
{
  const WadiScenario *scenario = wadi_document_get_scenario (tool->document);
  WadiEraseMode       mode = tool->settings.erase_mode;

  if (!first)
    return;
  if (mode == WADI_ERASE_TERRAIN || mode == WADI_ERASE_ALL)
    {
      const WadiHexCell *blank = &board->default_cell;
      guint              index;

      /* the default of the board the hex is on (the first one's, when two share it) */
      if (wadi_map_board_at (scenario->map, hex, &index, NULL))
        blank = &wadi_map_get_board (scenario->map, index)->default_cell;
      wadi_tool_set_cell (tool, hex, blank);
    }
  if (mode == WADI_ERASE_HEXSIDES || mode == WADI_ERASE_ALL)
    for (WadiDirection d = 0; d < WADI_DIRECTION_COUNT; d++)
      if (wadi_tool_side (tool, (WadiHexside) { hex, d }) != 0)
        wadi_tool_set_side (tool, (WadiHexside) { hex, d }, 0);
  if (mode == WADI_ERASE_COUNTERS || mode == WADI_ERASE_ALL)
    {
      g_autoptr(GArray) doomed = g_array_new (FALSE, FALSE, sizeof (guint));

      for (guint i = 0; i < scenario->counters->len; i++)
        {
          const WadiCounter *counter = &g_array_index (scenario->counters, WadiCounter, i);

          if (wadi_hex_equal (counter->hex, hex))
            g_array_append_val (doomed, counter->id);
        }
      for (guint i = 0; i < doomed->len; i++)
        wadi_document_remove_counter (tool->document, g_array_index (doomed, guint, i));
    }
}

/* A mark of the hex (a printed bridge, a wadi entrance or wadi bridge
 * hex): a stroke that starts on a hex with the mark removes it, as the
 * hexside brush does. */
static void
paint_mark (WadiTool         *tool,
            const WadiBoard  *board,
            WadiHex           hex,
            gboolean          first,
            const WadiHex    *previous,
            WadiToolModifiers modifiers)
{
  WadiHexCell cell = *wadi_tool_cell (tool, hex);

  if (!first)
    return;
  if (tool->mark_add)
    cell.flags |= (guint8) tool->settings.hex_flag;
  else
    cell.flags &= (guint8) ~tool->settings.hex_flag;
  wadi_tool_set_cell (tool, hex, &cell);
}

static const char *
mark_label (WadiTool *tool)
{
  return tool->mark_add ? _("Add Mark") : _("Remove Mark");
}

static const char *
terrain_label (WadiTool *tool)
{
  return _("Paint Terrain");
}

static const char *
elevation_label (WadiTool *tool)
{
  return _("Change Elevation");
}

static const char *
depression_label (WadiTool *tool)
{
  return tool->settings.depression == WADI_DEPRESSION_NONE ? _("Remove Depression") : _("Lay Depression");
}

static const char *
erase_label (WadiTool *tool)
{
  return _("Erase");
}

static const Brush brushes[WADI_TOOL_KIND_COUNT] = {
  [WADI_TOOL_TERRAIN] = { terrain_label, paint_terrain },
  [WADI_TOOL_ELEVATION] = { elevation_label, paint_elevation },
  [WADI_TOOL_DEPRESSION] = { depression_label, paint_depression },
  [WADI_TOOL_ERASER] = { erase_label, paint_erase },
  [WADI_TOOL_MARK] = { mark_label, paint_mark },
};

/* A depression stroke that leaves the board from an edge hex runs on to
 * the edge: the pointer beyond the board's edge (off the map, or in the
 * outer half of an edge half hex, which the table covers) puts the
 * depression on the edge hexside it left by, as on a printed board, where
 * a stream or gully runs off the edge.  A stroke that comes onto the board
 * from beyond the edge does the same where it comes in. */

/* The pointer path is looked at this finely (map units). */
#define EDGE_SAMPLE_STEP 0.1

/* Whether (x, y) in hex, a hex of the map, lies in its outer half: an ASL
 * board's half hex, cut through its centre by the edge of its board, no
 * other board beside it. */
static gboolean
in_outer_half (WadiTool        *tool,
               const WadiBoard *board,
               WadiHex          hex,
               double           x,
               double           y)
{
  const WadiMap *map = wadi_document_get_scenario (tool->document)->map;
  guint          boards[2], index;
  WadiHex        local;
  double         inward_x, inward_y, cx, cy;

  if (wadi_map_boards_at (map, hex, boards) != 1 || !wadi_map_board_at (map, hex, &index, &local)
      || !wadi_map_half_hex_inward (map, index, local, &inward_x, &inward_y))
    return FALSE;
  wadi_hex_center (board->layout, hex, &cx, &cy);
  return (x - cx) * inward_x + (y - cy) * inward_y < 0.0;
}

/* Whether (x, y) lies beyond the board's edge; hex: the hex under it. */
static gboolean
beyond_edge (WadiTool        *tool,
             const WadiBoard *board,
             double           x,
             double           y,
             WadiHex         *hex)
{
  *hex = wadi_hex_at_point (board->layout, x, y);
  return !wadi_board_contains (board, *hex) || in_outer_half (tool, board, *hex, x, y);
}

/* The depression of hex, on the map, runs off it toward (x, y), beyond
 * the edge: into outside, the hex there, when it is a neighbour off the
 * map; else (outside is hex, the pointer in its outer half) through the
 * hexside off the map whose bearing is nearest. */
static void
run_off (WadiTool        *tool,
         const WadiBoard *board,
         WadiHex          hex,
         WadiHex          outside,
         double           x,
         double           y)
{
  WadiDirection dir = 0;
  double        cx, cy, best = -G_MAXDOUBLE;
  WadiHexside   side;

  if (!wadi_board_contains (board, hex) || wadi_tool_cell (tool, hex)->depression == WADI_DEPRESSION_NONE)
    return;
  wadi_hex_center (board->layout, hex, &cx, &cy);
  if (!wadi_hex_equal (hex, outside) && !wadi_hex_direction_to (board->layout, hex, outside, &dir))
    return;
  for (WadiDirection d = 0; wadi_hex_equal (hex, outside) && d < WADI_DIRECTION_COUNT; d++)
    {
      double mx, my, along;

      wadi_pick_hexside_midpoint (board->layout, (WadiHexside) { hex, d }, &mx, &my);
      along = ((mx - cx) * (x - cx) + (my - cy) * (y - cy)) / hypot (mx - cx, my - cy);
      if (!wadi_board_contains (board, wadi_hex_neighbor (board->layout, hex, d)) && along > best)
        {
          best = along;
          dir = d;
        }
    }
  side = (WadiHexside) { hex, dir };
  if (wadi_board_contains (board, wadi_hexside_other_hex (board->layout, side)))
    return;
  wadi_tool_stroke_begin (tool, brushes[tool->kind].label (tool));
  wadi_tool_set_side (tool, side, wadi_tool_side (tool, side) | WADI_SIDE_DEPRESSION);
}

/* Where the pointer's path from (x0, y0) to (x1, y1) crosses the board's
 * edge, a depression stroke runs off it (or comes onto it). */
static void
cross_edges (WadiTool        *tool,
             const WadiBoard *board,
             double           x0,
             double           y0,
             double           x1,
             double           y1)
{
  int      steps = MAX (1, (int) ceil (hypot (x1 - x0, y1 - y0) / EDGE_SAMPLE_STEP));
  WadiHex  last;
  gboolean last_beyond;
  double   last_x = x0, last_y = y0;

  if (tool->kind != WADI_TOOL_DEPRESSION || tool->settings.depression == WADI_DEPRESSION_NONE)
    return;
  last_beyond = beyond_edge (tool, board, x0, y0, &last);
  for (int i = 1; i <= steps; i++)
    {
      double   x = x0 + (x1 - x0) * i / steps;
      double   y = y0 + (y1 - y0) * i / steps;
      WadiHex  hex;
      gboolean beyond = beyond_edge (tool, board, x, y, &hex);

      /* a hex of the map whose outer half the pointer is in runs off itself */
      if (beyond && !last_beyond)
        run_off (tool, board, wadi_board_contains (board, hex) ? hex : last, hex, x, y);
      else if (!beyond && last_beyond)
        run_off (tool, board, wadi_board_contains (board, last) ? last : hex, last, last_x, last_y);
      last = hex;
      last_beyond = beyond;
      last_x = x;
      last_y = y;
    }
}

/* What the tool's brush does to one hex of its stroke. */
static void
paint_hex (WadiTool         *tool,
           const WadiBoard  *board,
           WadiHex           hex,
           const WadiHex    *previous,
           WadiToolModifiers modifiers)
{
  const Brush *brush = &brushes[tool->kind];
  gboolean     first;

  if (brush->paint == NULL || !wadi_board_contains (board, hex))
    return;
  first = wadi_tool_first_visit (tool, board, hex);
  brush->paint (tool, board, hex, first,
                previous != NULL && wadi_board_contains (board, *previous) ? previous : NULL, modifiers);
}

static void
paint_run (WadiTool         *tool,
           const WadiBoard  *board,
           const GArray     *hexes,
           WadiHex           before,
           gboolean          has_before,
           WadiToolModifiers modifiers)
{
  wadi_tool_stroke_begin (tool, brushes[tool->kind].label (tool));
  for (guint i = 0; i < hexes->len; i++)
    {
      WadiHex        hex = g_array_index (hexes, WadiHex, i);
      const WadiHex *previous = i > 0 ? &g_array_index (hexes, WadiHex, i - 1)
                                      : (has_before ? &before : NULL);

      paint_hex (tool, board, hex, previous, modifiers);
    }
}

static void
brush_press (WadiTool         *tool,
             const WadiBoard  *board,
             double            x,
             double            y,
             WadiToolModifiers modifiers)
{
  if (tool->kind == WADI_TOOL_MARK)
    tool->mark_add = (modifiers & WADI_TOOL_MOD_CONTROL) == 0 && wadi_board_contains (board, tool->press_hex)
                     && (wadi_tool_cell (tool, tool->press_hex)->flags & tool->settings.hex_flag) == 0;
  if (modifiers & WADI_TOOL_MOD_SHIFT)
    {
      tool->line_mode = TRUE;
      g_array_set_size (tool->preview, 0);
      g_array_append_val (tool->preview, tool->press_hex);
      return;
    }
  wadi_tool_stroke_begin (tool, brushes[tool->kind].label (tool));
  paint_hex (tool, board, tool->press_hex, NULL, modifiers);
}

static void
brush_motion (WadiTool         *tool,
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
  if (!wadi_hex_equal (hex, tool->last_hex))
    {
      /* every hex between two samples, so a fast drag leaves no gaps */
      run = g_array_new (FALSE, FALSE, sizeof (WadiHex));
      wadi_tool_line_hexes (board->layout, tool->last_hex, hex, FALSE, run);
      paint_run (tool, board, run, tool->last_hex, TRUE, modifiers);
    }
  cross_edges (tool, board, tool->last_x, tool->last_y, x, y);
}

static void
brush_release (WadiTool         *tool,
               const WadiBoard  *board,
               double            x,
               double            y,
               WadiToolModifiers modifiers)
{
  g_autoptr(GArray) run = NULL;
  double cx, cy;

  if (!tool->line_mode || tool->preview->len == 0)
    return;
  run = g_array_copy (tool->preview);
  paint_run (tool, board, run, tool->press_hex, FALSE, modifiers);
  /* the line runs from the centre of the hex pressed */
  wadi_hex_center (board->layout, tool->press_hex, &cx, &cy);
  cross_edges (tool, board, cx, cy, x, y);
}

const WadiToolFamily wadi_tool_brush_family = {
  .press = brush_press,
  .motion = brush_motion,
  .release = brush_release,
};
