/* wadi-tool.c: what a pointer gesture does to the document */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "wadi-pick.h"
#include "wadi-tool.h"

/* A drag shorter than this (map units) from a Crest counter's hex centre
 * keeps the default direction. */
#define CREST_DRAG_MIN 0.25
/* The hexside brush samples the pointer's path this finely (map units). */
#define SIDE_SAMPLE_STEP 0.1

struct _WadiTool
{
  WadiDocument *document;
  guint board;
  WadiToolKind kind;
  WadiToolSettings settings;

  gboolean pressed;
  gboolean line_mode;       /* Shift at press: the stroke is applied at release */
  gboolean editing;         /* an edit is open on the document */
  double press_x, press_y;
  double last_x, last_y;
  WadiHex press_hex;
  WadiHex last_hex;
  gboolean side_add;        /* the hexside brush adds (or removes) in this stroke */
  WadiHexside last_side;
  gboolean has_last_side;
  GHashTable *visited;      /* hex index + 1: each hex once per stroke */

  WadiHover hover;
  GArray *preview;          /* WadiHex */
  gboolean has_selected;
  WadiHex selected;
};

static const char * const kind_names[WADI_TOOL_KIND_COUNT] = {
  [WADI_TOOL_SELECT] = "select",
  [WADI_TOOL_TERRAIN] = "terrain",
  [WADI_TOOL_ELEVATION] = "elevation",
  [WADI_TOOL_DEPRESSION] = "depression",
  [WADI_TOOL_HEXSIDE] = "hexside",
  [WADI_TOOL_COUNTER] = "counter",
  [WADI_TOOL_ERASER] = "eraser",
  [WADI_TOOL_FILL] = "fill",
  [WADI_TOOL_OVERLAY] = "overlay",
};

const char *
wadi_tool_kind_name (WadiToolKind kind)
{
  return (guint) kind < WADI_TOOL_KIND_COUNT ? kind_names[kind] : NULL;
}

gboolean
wadi_tool_kind_from_name (const char   *name,
                          WadiToolKind *kind)
{
  for (guint i = 0; i < WADI_TOOL_KIND_COUNT; i++)
    if (g_strcmp0 (name, kind_names[i]) == 0)
      {
        *kind = (WadiToolKind) i;
        return TRUE;
      }
  return FALSE;
}

WadiTool *
wadi_tool_new (void)
{
  WadiTool *tool = g_new0 (WadiTool, 1);

  tool->kind = WADI_TOOL_SELECT;
  tool->settings.terrain = WADI_TERRAIN_WOODS;
  tool->settings.elevation_mode = WADI_ELEVATION_RAISE;
  tool->settings.level = 1;
  tool->settings.depression = WADI_DEPRESSION_WADI;
  tool->settings.side_feature = WADI_SIDE_CLIFF;
  tool->settings.counter_kind = WADI_COUNTER_CREST;
  tool->settings.unit_class = WADI_UNIT_INFANTRY;
  tool->settings.unit_side = g_strdup ("German");
  tool->visited = g_hash_table_new (NULL, NULL);
  tool->preview = g_array_new (FALSE, FALSE, sizeof (WadiHex));
  return tool;
}

void
wadi_tool_free (WadiTool *tool)
{
  if (tool == NULL)
    return;
  wadi_tool_cancel (tool);
  g_clear_object (&tool->document);
  g_hash_table_unref (tool->visited);
  g_array_unref (tool->preview);
  g_free (tool->settings.unit_side);
  g_free (tool->settings.overlay_id);
  g_clear_pointer (&tool->settings.overlay_fragment, wadi_board_free);
  g_free (tool);
}

void
wadi_tool_set_document (WadiTool     *tool,
                        WadiDocument *document,
                        guint         board)
{
  wadi_tool_cancel (tool);
  g_set_object (&tool->document, document);
  tool->board = board;
  tool->has_selected = FALSE;
  tool->hover.kind = WADI_HOVER_NONE;
}

void
wadi_tool_set_kind (WadiTool     *tool,
                    WadiToolKind  kind)
{
  g_return_if_fail ((guint) kind < WADI_TOOL_KIND_COUNT);

  wadi_tool_cancel (tool);
  tool->kind = kind;
  tool->hover.kind = WADI_HOVER_NONE;
}

WadiToolKind
wadi_tool_get_kind (WadiTool *tool)
{
  return tool->kind;
}

WadiToolSettings *
wadi_tool_get_settings (WadiTool *tool)
{
  return &tool->settings;
}

gboolean
wadi_tool_in_stroke (WadiTool *tool)
{
  return tool->pressed;
}

const WadiHover *
wadi_tool_get_hover (WadiTool *tool)
{
  return &tool->hover;
}

const GArray *
wadi_tool_get_preview (WadiTool *tool)
{
  return tool->preview;
}

gboolean
wadi_tool_get_selected (WadiTool *tool,
                        WadiHex  *hex)
{
  if (tool->has_selected && hex != NULL)
    *hex = tool->selected;
  return tool->has_selected;
}

static const WadiBoard *
wadi_tool_board (WadiTool *tool)
{
  const WadiScenario *scenario;

  if (tool->document == NULL)
    return NULL;
  scenario = wadi_document_get_scenario (tool->document);
  if (tool->board >= scenario->boards->len)
    return NULL;
  return wadi_scenario_get_board (scenario, tool->board);
}

static const char *
stroke_label (WadiTool *tool)
{
  switch (tool->kind)
    {
    case WADI_TOOL_TERRAIN:
      return _("Paint Terrain");
    case WADI_TOOL_ELEVATION:
      return _("Change Elevation");
    case WADI_TOOL_DEPRESSION:
      return tool->settings.depression == WADI_DEPRESSION_NONE ? _("Remove Depression") : _("Lay Depression");
    case WADI_TOOL_HEXSIDE:
      return _("Change Hexsides");
    case WADI_TOOL_COUNTER:
      return _("Place Counter");
    case WADI_TOOL_ERASER:
      return _("Erase");
    case WADI_TOOL_FILL:
      return _("Fill");
    case WADI_TOOL_OVERLAY:
      return _("Place Overlay");
    case WADI_TOOL_SELECT:
    case WADI_TOOL_KIND_COUNT:
    default:
      return _("Edit");
    }
}

static void
stroke_begin (WadiTool *tool)
{
  if (tool->editing)
    return;
  wadi_document_begin_edit (tool->document, stroke_label (tool));
  tool->editing = TRUE;
}

static void
stroke_end (WadiTool *tool)
{
  if (tool->editing)
    wadi_document_end_edit (tool->document);
  tool->editing = FALSE;
  tool->pressed = FALSE;
  tool->line_mode = FALSE;
  tool->has_last_side = FALSE;
  g_hash_table_remove_all (tool->visited);
  g_array_set_size (tool->preview, 0);
}

void
wadi_tool_cancel (WadiTool *tool)
{
  stroke_end (tool);
}

/* Whether this is the hex's first visit in the stroke. */
static gboolean
first_visit (WadiTool        *tool,
             const WadiBoard *board,
             WadiHex          hex)
{
  gpointer key = GUINT_TO_POINTER (wadi_board_index (board, hex) + 1);

  if (g_hash_table_contains (tool->visited, key))
    return FALSE;
  g_hash_table_add (tool->visited, key);
  return TRUE;
}

static int
clamp_level (int level)
{
  return CLAMP (level, WADI_TOOL_MIN_LEVEL, WADI_TOOL_MAX_LEVEL);
}

static void
apply_elevation (WadiTool          *tool,
                 const WadiBoard   *board,
                 WadiHex            hex,
                 WadiToolModifiers  modifiers)
{
  WadiHexCell cell = *wadi_board_cell (board, hex);
  WadiElevationMode mode = tool->settings.elevation_mode;
  int level = cell.level;
  int delta;

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
  wadi_document_set_cell (tool->document, tool->board, hex, &cell);
}

static void
apply_depression (WadiTool        *tool,
                  const WadiBoard *board,
                  WadiHex          hex,
                  const WadiHex   *previous)
{
  WadiHexCell cell = *wadi_board_cell (board, hex);
  WadiDepression kind = tool->settings.depression;
  WadiDirection dir;

  if (kind == WADI_DEPRESSION_NONE)
    {
      /* removing a depression also removes the hexsides it ran through */
      cell.depression = WADI_DEPRESSION_NONE;
      cell.floor = 0;
      wadi_document_set_cell (tool->document, tool->board, hex, &cell);
      for (WadiDirection d = 0; d < WADI_DIRECTION_COUNT; d++)
        {
          WadiHexside side = { hex, d };
          guint features = wadi_board_get_side (board, side);

          if (features & WADI_SIDE_DEPRESSION)
            wadi_document_set_side (tool->document, tool->board, side, features & ~WADI_SIDE_DEPRESSION);
        }
      return;
    }

  if (cell.depression == WADI_DEPRESSION_NONE)
    cell.floor = (gint8) clamp_level (cell.level - 1);
  cell.depression = (guint8) kind;
  wadi_document_set_cell (tool->document, tool->board, hex, &cell);

  /* consecutive hexes of the stroke are joined through their hexside */
  if (previous != NULL && wadi_hex_direction_to (board->layout, *previous, hex, &dir))
    {
      WadiHexside side = { *previous, dir };

      wadi_document_set_side (tool->document, tool->board, side,
                              wadi_board_get_side (board, side) | WADI_SIDE_DEPRESSION);
    }
}

static void
apply_erase (WadiTool        *tool,
             const WadiBoard *board,
             WadiHex          hex)
{
  const WadiScenario *scenario = wadi_document_get_scenario (tool->document);
  g_autoptr(GArray) doomed = g_array_new (FALSE, FALSE, sizeof (guint));

  wadi_document_set_cell (tool->document, tool->board, hex, &board->default_cell);
  for (WadiDirection d = 0; d < WADI_DIRECTION_COUNT; d++)
    if (wadi_board_get_side (board, (WadiHexside) { hex, d }) != 0)
      wadi_document_set_side (tool->document, tool->board, (WadiHexside) { hex, d }, 0);
  for (guint i = 0; i < scenario->counters->len; i++)
    {
      const WadiCounter *counter = &g_array_index (scenario->counters, WadiCounter, i);

      if (counter->board == tool->board && wadi_hex_equal (counter->hex, hex))
        g_array_append_val (doomed, counter->id);
    }
  for (guint i = 0; i < doomed->len; i++)
    wadi_document_remove_counter (tool->document, g_array_index (doomed, guint, i));
}

/* What a brush does to one hex of its stroke. */
static void
apply_hex (WadiTool          *tool,
           WadiHex            hex,
           const WadiHex     *previous,
           WadiToolModifiers  modifiers)
{
  const WadiBoard *board = wadi_tool_board (tool);
  gboolean first;

  if (board == NULL || !wadi_board_contains (board, hex))
    return;
  first = first_visit (tool, board, hex);

  switch (tool->kind)
    {
    case WADI_TOOL_TERRAIN:
      if (first)
        {
          WadiHexCell cell = *wadi_board_cell (board, hex);

          cell.terrain = (guint8) tool->settings.terrain;
          wadi_document_set_cell (tool->document, tool->board, hex, &cell);
        }
      break;
    case WADI_TOOL_ELEVATION:
      if (first)
        apply_elevation (tool, board, hex, modifiers);
      break;
    case WADI_TOOL_DEPRESSION:
      /* a revisited hex may still gain a hexside to a new neighbour */
      apply_depression (tool, board, hex,
                        previous != NULL && wadi_board_contains (board, *previous) ? previous : NULL);
      break;
    case WADI_TOOL_ERASER:
      if (first)
        apply_erase (tool, board, hex);
      break;
    case WADI_TOOL_SELECT:
    case WADI_TOOL_HEXSIDE:
    case WADI_TOOL_COUNTER:
    case WADI_TOOL_FILL:
    case WADI_TOOL_OVERLAY:
    case WADI_TOOL_KIND_COUNT:
    default:
      break;
    }
}

/* The hexes from a to b in order, a included when with_first. */
static void
line_hexes (WadiGridLayout layout,
            WadiHex        a,
            WadiHex        b,
            gboolean       with_first,
            GArray        *hexes)
{
  g_autoptr(GArray) steps = g_array_new (FALSE, FALSE, sizeof (WadiLineStep));

  wadi_hex_line (layout, a, b, steps);
  for (guint i = 0; i < steps->len; i++)
    {
      const WadiLineStep *step = &g_array_index (steps, WadiLineStep, i);

      if (i == 0 && !with_first)
        continue;
      /* A line exactly along a hexside touches both its hexes; one of
       * them keeps the run connected. */
      if (step->kind == WADI_LINE_HEX)
        g_array_append_val (hexes, step->hex);
      else if (step->kind == WADI_LINE_ALONG_HEXSIDE)
        g_array_append_val (hexes, step->side.hex);
    }
}

static void
apply_hex_run (WadiTool          *tool,
               const GArray      *hexes,
               WadiHex            before,
               gboolean           has_before,
               WadiToolModifiers  modifiers)
{
  for (guint i = 0; i < hexes->len; i++)
    {
      WadiHex hex = g_array_index (hexes, WadiHex, i);
      const WadiHex *previous = i > 0 ? &g_array_index (hexes, WadiHex, i - 1)
                                      : (has_before ? &before : NULL);

      apply_hex (tool, hex, previous, modifiers);
    }
}

static void
apply_side (WadiTool    *tool,
            WadiHexside  side)
{
  const WadiBoard *board = wadi_tool_board (tool);
  WadiHexside canonical;
  guint features;
  guint feature = tool->settings.side_feature;

  if (board == NULL)
    return;
  canonical = wadi_hexside_canonical (board->layout, side);
  if (!wadi_board_has_side_slot (board, canonical.hex))
    return;
  if (tool->has_last_side && wadi_hexside_equal (board->layout, tool->last_side, side))
    return;
  tool->last_side = side;
  tool->has_last_side = TRUE;

  features = wadi_board_get_side (board, side);
  features = tool->side_add ? (features | feature) : (features & ~feature);
  wadi_document_set_side (tool->document, tool->board, side, features);
}

/* The hexside brush follows the pointer's path, not only its samples. */
static void
apply_side_path (WadiTool *tool,
                 double    x0,
                 double    y0,
                 double    x1,
                 double    y1)
{
  const WadiBoard *board = wadi_tool_board (tool);
  double length = hypot (x1 - x0, y1 - y0);
  int steps = MAX (1, (int) ceil (length / SIDE_SAMPLE_STEP));

  if (board == NULL)
    return;
  for (int i = 1; i <= steps; i++)
    {
      double t = i / (double) steps;

      apply_side (tool, wadi_pick_hexside (board->layout, x0 + (x1 - x0) * t, y0 + (y1 - y0) * t));
    }
}

/* Hex-aware flood fill: every hex joined to the start through hexes of the
 * same terrain and level gets the brush's terrain. */
static void
apply_fill (WadiTool *tool,
            WadiHex   start)
{
  const WadiBoard *board = wadi_tool_board (tool);
  WadiHexCell from;
  g_autoptr(GArray) queue = NULL;
  g_autofree guint8 *seen = NULL;

  if (board == NULL || !wadi_board_contains (board, start))
    return;
  from = *wadi_board_cell (board, start);
  if (from.terrain == tool->settings.terrain)
    return;

  queue = g_array_new (FALSE, FALSE, sizeof (WadiHex));
  seen = g_new0 (guint8, wadi_board_hex_count (board));
  g_array_append_val (queue, start);
  seen[wadi_board_index (board, start)] = 1;
  stroke_begin (tool);
  for (guint head = 0; head < queue->len; head++)
    {
      WadiHex hex = g_array_index (queue, WadiHex, head);
      WadiHexCell cell = *wadi_board_cell (board, hex);

      cell.terrain = (guint8) tool->settings.terrain;
      wadi_document_set_cell (tool->document, tool->board, hex, &cell);
      for (WadiDirection d = 0; d < WADI_DIRECTION_COUNT; d++)
        {
          WadiHex next = wadi_hex_neighbor (board->layout, hex, d);
          const WadiHexCell *other;

          if (!wadi_board_contains (board, next) || seen[wadi_board_index (board, next)])
            continue;
          other = wadi_board_cell (board, next);
          if (other->terrain != from.terrain || other->level != from.level)
            continue;
          seen[wadi_board_index (board, next)] = 1;
          g_array_append_val (queue, next);
        }
    }
}

static const WadiCounter *
crest_counter_at (WadiTool *tool,
                  WadiHex   hex)
{
  const WadiScenario *scenario = wadi_document_get_scenario (tool->document);
  const WadiCounter *found = NULL;

  for (guint i = 0; i < scenario->counters->len; i++)
    {
      const WadiCounter *counter = &g_array_index (scenario->counters, WadiCounter, i);

      if (counter->kind == WADI_COUNTER_CREST && counter->board == tool->board
          && wadi_hex_equal (counter->hex, hex))
        found = counter;
    }
  return found;
}

/* The Crest counter goes in the hex pressed whatever the drag crosses, and
 * its centre is the hexside the drag points at: what the hover shows. */
static WadiDirection
crest_centre_for (WadiTool        *tool,
                  const WadiBoard *board,
                  double           x,
                  double           y)
{
  double cx, cy;

  wadi_hex_center (board->layout, tool->press_hex, &cx, &cy);
  return hypot (x - cx, y - cy) >= CREST_DRAG_MIN ? wadi_pick_direction (board->layout, tool->press_hex, x, y)
                                                  : tool->settings.crest_centre;
}

static void
place_counter (WadiTool *tool,
               double    x,
               double    y)
{
  const WadiBoard *board = wadi_tool_board (tool);
  WadiCounter counter = { 0 };

  if (board == NULL)
    return;
  counter.kind = tool->settings.counter_kind;
  counter.board = tool->board;
  counter.hex = tool->press_hex;
  counter.unit_class = tool->settings.unit_class;
  counter.position = WADI_POSITION_GROUND;

  if (counter.kind == WADI_COUNTER_VEHICLE_CREST)
    {
      /* the vertex picked at the press; it may belong to a neighbour */
      WadiVertex vertex = wadi_pick_vertex (board->layout, tool->press_x, tool->press_y);

      counter.hex = vertex.hex;
      counter.vertex = vertex.index;
      if (!wadi_unit_class_is_vehicle (counter.unit_class))
        counter.unit_class = WADI_UNIT_FULLY_TRACKED;
    }
  if (!wadi_board_contains (board, counter.hex))
    return;

  if (counter.kind == WADI_COUNTER_CREST)
    counter.centre = crest_centre_for (tool, board, x, y);
  if (counter.kind == WADI_COUNTER_UNIT || counter.kind == WADI_COUNTER_VEHICLE_CREST)
    counter.side = tool->settings.unit_side;

  stroke_begin (tool);
  wadi_document_add_counter (tool->document, &counter);
}

/* The overlay's own fragment: the scenario's definition wins, since that
 * is what a placement of the id uses. */
static const WadiBoard *
overlay_fragment (WadiTool *tool)
{
  const WadiScenario *scenario;
  guint index;

  if (tool->settings.overlay_id == NULL || tool->document == NULL)
    return NULL;
  scenario = wadi_document_get_scenario (tool->document);
  if (wadi_scenario_find_overlay (scenario, tool->settings.overlay_id, &index))
    return ((const WadiOverlay *) g_ptr_array_index (scenario->overlays, index))->fragment;
  return tool->settings.overlay_fragment;
}

/* The overlay tool shows the hexes the overlay would cover. */
static void
overlay_preview (WadiTool *tool)
{
  const WadiBoard *board = wadi_tool_board (tool);
  const WadiBoard *fragment = overlay_fragment (tool);
  g_autoptr(GArray) cover = NULL;

  if (tool->kind != WADI_TOOL_OVERLAY)
    return;
  g_array_set_size (tool->preview, 0);
  if (board == NULL || fragment == NULL || tool->hover.kind != WADI_HOVER_HEX)
    return;
  cover = wadi_overlay_covered_hexes (board, fragment, tool->hover.hex, tool->settings.overlay_orientation);
  g_array_append_vals (tool->preview, cover->data, cover->len);
}

/* Ctrl with the overlay tool: the last placement on the board that covers
 * hex goes. */
static void
remove_overlay_at (WadiTool *tool,
                   WadiHex   hex)
{
  const WadiScenario *scenario = wadi_document_get_scenario (tool->document);
  const WadiBoard *board = wadi_tool_board (tool);

  for (guint i = scenario->placements->len; i-- > 0;)
    {
      const WadiOverlayPlacement *placement = &g_array_index (scenario->placements, WadiOverlayPlacement, i);
      const WadiOverlay *overlay;
      g_autoptr(GArray) cover = NULL;

      if (placement->board != tool->board || placement->overlay >= scenario->overlays->len)
        continue;
      overlay = g_ptr_array_index (scenario->overlays, placement->overlay);
      cover = wadi_overlay_covered_hexes (board, overlay->fragment, placement->anchor, placement->orientation);
      for (guint j = 0; j < cover->len; j++)
        if (wadi_hex_equal (g_array_index (cover, WadiHex, j), hex))
          {
            wadi_document_begin_edit (tool->document, _("Remove Overlay"));
            wadi_document_remove_overlay_placement (tool->document, i);
            wadi_document_end_edit (tool->document);
            return;
          }
    }
}

static void
place_overlay (WadiTool          *tool,
               WadiHex            hex,
               WadiToolModifiers  modifiers)
{
  const WadiBoard *board = wadi_tool_board (tool);

  if (!wadi_board_contains (board, hex))
    return;
  if (modifiers & WADI_TOOL_MOD_CONTROL)
    {
      remove_overlay_at (tool, hex);
      return;
    }
  if (overlay_fragment (tool) == NULL)
    return;
  stroke_begin (tool);
  wadi_document_add_overlay_placement (tool->document, tool->settings.overlay_id,
                                       overlay_fragment (tool), tool->board, hex,
                                       tool->settings.overlay_orientation);
}

void
wadi_tool_set_overlay (WadiTool   *tool,
                       const char *id,
                       WadiBoard  *fragment)
{
  char *new_id = g_strdup (id);

  g_free (tool->settings.overlay_id);
  tool->settings.overlay_id = new_id;
  g_clear_pointer (&tool->settings.overlay_fragment, wadi_board_free);
  tool->settings.overlay_fragment = fragment;
  overlay_preview (tool);
}

/* What the hover shows while a Crest counter is dragged. */
static void
crest_drag_hover (WadiTool        *tool,
                  const WadiBoard *board,
                  double           x,
                  double           y)
{
  WadiHover *hover = &tool->hover;

  if (!wadi_board_contains (board, tool->press_hex))
    return;
  hover->kind = WADI_HOVER_HEXSIDE;
  hover->hex = tool->press_hex;
  hover->hexside.hex = tool->press_hex;
  hover->hexside.dir = crest_centre_for (tool, board, x, y);
}

static void
update_hover (WadiTool *tool,
              double    x,
              double    y)
{
  const WadiBoard *board = wadi_tool_board (tool);
  WadiHover *hover = &tool->hover;

  hover->kind = WADI_HOVER_NONE;
  if (board == NULL)
    return;

  switch (tool->kind)
    {
    case WADI_TOOL_HEXSIDE:
      hover->hexside = wadi_pick_hexside (board->layout, x, y);
      if (wadi_board_has_side_slot (board, wadi_hexside_canonical (board->layout, hover->hexside).hex))
        hover->kind = WADI_HOVER_HEXSIDE;
      return;
    case WADI_TOOL_COUNTER:
      if (tool->pressed && tool->settings.counter_kind == WADI_COUNTER_CREST)
        {
          crest_drag_hover (tool, board, x, y);
          return;
        }
      if (tool->settings.counter_kind == WADI_COUNTER_VEHICLE_CREST)
        {
          hover->vertex = wadi_pick_vertex (board->layout, x, y);
          if (wadi_board_contains (board, hover->vertex.hex))
            hover->kind = WADI_HOVER_VERTEX;
          return;
        }
      break;
    case WADI_TOOL_SELECT:
    case WADI_TOOL_TERRAIN:
    case WADI_TOOL_ELEVATION:
    case WADI_TOOL_DEPRESSION:
    case WADI_TOOL_ERASER:
    case WADI_TOOL_FILL:
    case WADI_TOOL_OVERLAY:
    case WADI_TOOL_KIND_COUNT:
    default:
      break;
    }
  hover->hex = wadi_hex_at_point (board->layout, x, y);
  if (wadi_board_contains (board, hover->hex))
    hover->kind = WADI_HOVER_HEX;
  overlay_preview (tool);
}

static gboolean
is_brush (WadiToolKind kind)
{
  return kind == WADI_TOOL_TERRAIN || kind == WADI_TOOL_ELEVATION
         || kind == WADI_TOOL_DEPRESSION || kind == WADI_TOOL_ERASER;
}

void
wadi_tool_press (WadiTool          *tool,
                 double             x,
                 double             y,
                 WadiToolModifiers  modifiers)
{
  const WadiBoard *board = wadi_tool_board (tool);

  update_hover (tool, x, y);
  if (board == NULL)
    return;
  stroke_end (tool);

  tool->pressed = TRUE;
  tool->press_x = tool->last_x = x;
  tool->press_y = tool->last_y = y;
  tool->press_hex = tool->last_hex = wadi_hex_at_point (board->layout, x, y);

  switch (tool->kind)
    {
    case WADI_TOOL_SELECT:
      tool->has_selected = wadi_board_contains (board, tool->press_hex);
      tool->selected = tool->press_hex;
      break;
    case WADI_TOOL_HEXSIDE:
      {
        WadiHexside side = wadi_pick_hexside (board->layout, x, y);

        tool->side_add = (modifiers & WADI_TOOL_MOD_CONTROL) == 0
                         && (wadi_board_get_side (board, side) & tool->settings.side_feature) == 0;
        stroke_begin (tool);
        apply_side (tool, side);
        break;
      }
    case WADI_TOOL_FILL:
      apply_fill (tool, tool->press_hex);
      break;
    case WADI_TOOL_TERRAIN:
    case WADI_TOOL_ELEVATION:
    case WADI_TOOL_DEPRESSION:
    case WADI_TOOL_ERASER:
      if (modifiers & WADI_TOOL_MOD_SHIFT)
        {
          tool->line_mode = TRUE;
          g_array_set_size (tool->preview, 0);
          g_array_append_val (tool->preview, tool->press_hex);
        }
      else
        {
          stroke_begin (tool);
          apply_hex (tool, tool->press_hex, NULL, modifiers);
        }
      break;
    case WADI_TOOL_COUNTER:
    case WADI_TOOL_OVERLAY:
    case WADI_TOOL_KIND_COUNT:
    default:
      break;
    }
}

void
wadi_tool_motion (WadiTool          *tool,
                  double             x,
                  double             y,
                  WadiToolModifiers  modifiers)
{
  const WadiBoard *board = wadi_tool_board (tool);
  WadiHex hex;

  update_hover (tool, x, y);
  if (board == NULL || !tool->pressed)
    return;
  hex = wadi_hex_at_point (board->layout, x, y);

  if (tool->kind == WADI_TOOL_HEXSIDE)
    {
      apply_side_path (tool, tool->last_x, tool->last_y, x, y);
    }
  else if (tool->line_mode)
    {
      g_array_set_size (tool->preview, 0);
      line_hexes (board->layout, tool->press_hex, hex, TRUE, tool->preview);
    }
  else if (is_brush (tool->kind) && !wadi_hex_equal (hex, tool->last_hex))
    {
      g_autoptr(GArray) run = g_array_new (FALSE, FALSE, sizeof (WadiHex));

      /* every hex between two samples, so a fast drag leaves no gaps */
      line_hexes (board->layout, tool->last_hex, hex, FALSE, run);
      apply_hex_run (tool, run, tool->last_hex, TRUE, modifiers);
    }
  tool->last_x = x;
  tool->last_y = y;
  tool->last_hex = hex;
}

void
wadi_tool_release (WadiTool          *tool,
                   double             x,
                   double             y,
                   WadiToolModifiers  modifiers)
{
  const WadiBoard *board = wadi_tool_board (tool);

  if (board == NULL || !tool->pressed)
    {
      stroke_end (tool);
      return;
    }
  wadi_tool_motion (tool, x, y, modifiers);

  if (tool->line_mode && tool->preview->len > 0)
    {
      g_autoptr(GArray) run = g_array_copy (tool->preview);

      stroke_begin (tool);
      apply_hex_run (tool, run, tool->press_hex, FALSE, modifiers);
    }
  else if (tool->kind == WADI_TOOL_COUNTER)
    {
      place_counter (tool, x, y);
    }
  else if (tool->kind == WADI_TOOL_OVERLAY)
    {
      place_overlay (tool, wadi_hex_at_point (board->layout, x, y), modifiers);
    }
  stroke_end (tool);
  /* out of the stroke, the hover is what is under the pointer again */
  update_hover (tool, x, y);
}

void
wadi_tool_rotate (WadiTool *tool)
{
  const WadiCounter *crest;

  if (tool->kind == WADI_TOOL_OVERLAY)
    {
      tool->settings.overlay_orientation = (tool->settings.overlay_orientation + 1) % WADI_DIRECTION_COUNT;
      overlay_preview (tool);
      return;
    }
  if (tool->document != NULL && tool->hover.kind == WADI_HOVER_HEX
      && (crest = crest_counter_at (tool, tool->hover.hex)) != NULL)
    {
      WadiCounter turned = { 0 };

      wadi_counter_copy_into (&turned, crest);
      turned.centre = (WadiDirection) ((turned.centre + 1) % WADI_DIRECTION_COUNT);
      wadi_document_begin_edit (tool->document, _("Rotate Crest"));
      wadi_document_replace_counter (tool->document, &turned);
      wadi_document_end_edit (tool->document);
      wadi_counter_clear (&turned);
      return;
    }
  tool->settings.crest_centre = (WadiDirection) ((tool->settings.crest_centre + 1) % WADI_DIRECTION_COUNT);
}
