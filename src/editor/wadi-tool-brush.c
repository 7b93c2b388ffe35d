/* wadi-tool-brush.c: the brushes, hex by hex along the stroke
 *
 * Terrain, elevation, depression and the eraser: a press paints the hex
 * under the pointer, a drag every hex between two samples, Shift a
 * straight line from the press applied at the release.  They differ only
 * in what they do to one hex (the table below).
 */
#include "config.h"

#include <glib/gi18n.h>

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
  if (wadi_hex_equal (hex, tool->last_hex))
    return;
  /* every hex between two samples, so a fast drag leaves no gaps */
  run = g_array_new (FALSE, FALSE, sizeof (WadiHex));
  wadi_tool_line_hexes (board->layout, tool->last_hex, hex, FALSE, run);
  paint_run (tool, board, run, tool->last_hex, TRUE, modifiers);
}

static void
brush_release (WadiTool         *tool,
               const WadiBoard  *board,
               double            x,
               double            y,
               WadiToolModifiers modifiers)
{
  g_autoptr(GArray) run = NULL;

  if (!tool->line_mode || tool->preview->len == 0)
    return;
  run = g_array_copy (tool->preview);
  paint_run (tool, board, run, tool->press_hex, FALSE, modifiers);
}

const WadiToolFamily wadi_tool_brush_family = {
  .press = brush_press,
  .motion = brush_motion,
  .release = brush_release,
};
