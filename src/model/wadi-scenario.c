/* wadi-scenario.c: metadata, boards, overlays, SSRs and counters */
#include "config.h"

#include <string.h>

#include "wadi-scenario.h"

static const char *const ruleset_names[WADI_RULESET_COUNT] = {
  [WADI_RULESET_ASL] = "asl",
  [WADI_RULESET_TOI] = "toi",
  [WADI_RULESET_CLASSIC] = "classic",
};

static const char *const stream_depth_names[WADI_STREAM_DEPTH_COUNT] = {
  [WADI_STREAM_DRY] = "dry",
  [WADI_STREAM_SHALLOW] = "shallow",
  [WADI_STREAM_DEEP] = "deep",
  [WADI_STREAM_FLOODED] = "flooded",
};

static const char *const counter_kind_names[WADI_COUNTER_KIND_COUNT] = {
  [WADI_COUNTER_FORD] = "ford",
  [WADI_COUNTER_BRIDGE] = "bridge",
  [WADI_COUNTER_CREST] = "crest",
  [WADI_COUNTER_VEHICLE_CREST] = "vehicle-crest",
  [WADI_COUNTER_WIRE] = "wire",
  [WADI_COUNTER_MINEFIELD] = "minefield",
  [WADI_COUNTER_FOXHOLE] = "foxhole",
  [WADI_COUNTER_UNIT] = "unit",
};

static const char *const unit_class_names[WADI_UNIT_CLASS_COUNT] = {
  [WADI_UNIT_INFANTRY] = "infantry",
  [WADI_UNIT_CAVALRY] = "cavalry",
  [WADI_UNIT_FULLY_TRACKED] = "fully-tracked",
  [WADI_UNIT_HALFTRACK] = "halftrack",
  [WADI_UNIT_TRUCK] = "truck",
  [WADI_UNIT_MOTORCYCLE] = "motorcycle",
  [WADI_UNIT_TOWED_GUN] = "towed-gun",
};

static const char *const position_names[WADI_POSITION_COUNT] = {
  [WADI_POSITION_GROUND] = "ground",
  [WADI_POSITION_IN] = "in",
  [WADI_POSITION_CREST] = "crest",
  [WADI_POSITION_BRIDGE] = "bridge",
  [WADI_POSITION_WADI] = "wadi",
};

static gboolean
lookup_name (const char        *name,
             const char *const *names,
             guint              n_names,
             guint             *index)
{
  for (guint i = 0; i < n_names; i++)
    if (g_strcmp0 (name, names[i]) == 0)
      {
        *index = i;
        return TRUE;
      }
  return FALSE;
}

#define DEFINE_NAMES(func_name, from_name, Type, names, count) \
  const char *                                                 \
  func_name (Type value)                                       \
  {                                                            \
    g_return_val_if_fail ((guint) value < (count), NULL);      \
    return names[value];                                       \
  }                                                            \
  gboolean                                                     \
  from_name (const char *name,                                 \
             Type       *value)                                \
  {                                                            \
    guint i;                                                   \
    if (!lookup_name (name, names, (count), &i))               \
      return FALSE;                                            \
    *value = (Type) i;                                         \
    return TRUE;                                               \
  }

DEFINE_NAMES (wadi_ruleset_name, wadi_ruleset_from_name, WadiRulesetId, ruleset_names, WADI_RULESET_COUNT)
DEFINE_NAMES (wadi_stream_depth_name, wadi_stream_depth_from_name, WadiStreamDepth, stream_depth_names, WADI_STREAM_DEPTH_COUNT)
DEFINE_NAMES (wadi_counter_kind_name, wadi_counter_kind_from_name, WadiCounterKind, counter_kind_names, WADI_COUNTER_KIND_COUNT)
DEFINE_NAMES (wadi_unit_class_name, wadi_unit_class_from_name, WadiUnitClass, unit_class_names, WADI_UNIT_CLASS_COUNT)
DEFINE_NAMES (wadi_position_name, wadi_position_from_name, WadiPosition, position_names, WADI_POSITION_COUNT)

gboolean
wadi_unit_class_is_vehicle (WadiUnitClass unit_class)
{
  switch (unit_class)
    {
    case WADI_UNIT_FULLY_TRACKED:
    case WADI_UNIT_HALFTRACK:
    case WADI_UNIT_TRUCK:
    case WADI_UNIT_MOTORCYCLE:
      return TRUE;
    case WADI_UNIT_INFANTRY:
    case WADI_UNIT_CAVALRY:
    case WADI_UNIT_TOWED_GUN:
    case WADI_UNIT_CLASS_COUNT:
    default:
      return FALSE;
    }
}

void
wadi_ssr_init_default (WadiSsr *ssr)
{
  memset (ssr, 0, sizeof *ssr);
  ssr->stream_depth = WADI_STREAM_SHALLOW; /* B20.4: shallow unless an SSR says otherwise */
  ssr->toi_wadi_rules = TRUE;
}

void
wadi_counter_copy_into (WadiCounter       *dest,
                        const WadiCounter *src)
{
  *dest = *src;
  dest->side = g_strdup (src->side);
  dest->name = g_strdup (src->name);
}

void
wadi_counter_clear (WadiCounter *counter)
{
  g_clear_pointer (&counter->side, g_free);
  g_clear_pointer (&counter->name, g_free);
}

gboolean
wadi_counter_equal (const WadiCounter *a,
                    const WadiCounter *b)
{
  return a->id == b->id && a->kind == b->kind && a->board == b->board
         && wadi_hex_equal (a->hex, b->hex) && a->centre == b->centre
         && a->vertex == b->vertex && !a->hd_rear == !b->hd_rear
         && a->unit_class == b->unit_class && a->position == b->position
         && g_strcmp0 (a->side, b->side) == 0 && g_strcmp0 (a->name, b->name) == 0;
}

static void
overlay_free (gpointer data)
{
  WadiOverlay *overlay = data;

  g_free (overlay->id);
  wadi_board_free (overlay->fragment);
  g_free (overlay);
}

static void
counter_clear_func (gpointer data)
{
  wadi_counter_clear (data);
}

WadiScenario *
wadi_scenario_new (WadiRulesetId ruleset)
{
  WadiScenario *scenario = g_new0 (WadiScenario, 1);

  scenario->title = g_strdup ("");
  scenario->author = g_strdup ("");
  scenario->description = g_strdup ("");
  scenario->ruleset = ruleset;
  wadi_ssr_init_default (&scenario->ssr);
  scenario->boards = g_ptr_array_new_with_free_func ((GDestroyNotify) wadi_board_free);
  scenario->overlays = g_ptr_array_new_with_free_func (overlay_free);
  scenario->placements = g_array_new (FALSE, TRUE, sizeof (WadiOverlayPlacement));
  scenario->counters = g_array_new (FALSE, TRUE, sizeof (WadiCounter));
  g_array_set_clear_func (scenario->counters, counter_clear_func);
  scenario->next_counter_id = 1;
  return scenario;
}

WadiScenario *
wadi_scenario_copy (const WadiScenario *scenario)
{
  WadiScenario *copy = wadi_scenario_new (scenario->ruleset);

  g_free (copy->title);
  g_free (copy->author);
  g_free (copy->description);
  copy->title = g_strdup (scenario->title);
  copy->author = g_strdup (scenario->author);
  copy->description = g_strdup (scenario->description);
  copy->ssr = scenario->ssr;
  for (guint i = 0; i < scenario->boards->len; i++)
    g_ptr_array_add (copy->boards, wadi_board_copy (g_ptr_array_index (scenario->boards, i)));
  for (guint i = 0; i < scenario->overlays->len; i++)
    {
      const WadiOverlay *overlay = g_ptr_array_index (scenario->overlays, i);

      wadi_scenario_add_overlay (copy, overlay->id, wadi_board_copy (overlay->fragment));
    }
  g_array_append_vals (copy->placements, scenario->placements->data, scenario->placements->len);
  for (guint i = 0; i < scenario->counters->len; i++)
    wadi_scenario_add_counter (copy, &g_array_index (scenario->counters, WadiCounter, i));
  copy->next_counter_id = scenario->next_counter_id;
  return copy;
}

void
wadi_scenario_free (WadiScenario *scenario)
{
  if (scenario == NULL)
    return;
  g_free (scenario->title);
  g_free (scenario->author);
  g_free (scenario->description);
  g_ptr_array_unref (scenario->boards);
  g_ptr_array_unref (scenario->overlays);
  g_array_unref (scenario->placements);
  g_array_unref (scenario->counters);
  g_free (scenario);
}

guint
wadi_scenario_add_board (WadiScenario *scenario,
                         WadiBoard    *board)
{
  g_ptr_array_add (scenario->boards, board);
  return scenario->boards->len - 1;
}

WadiBoard *
wadi_scenario_get_board (const WadiScenario *scenario,
                         guint               index)
{
  if (index >= scenario->boards->len)
    return NULL;
  return g_ptr_array_index (scenario->boards, index);
}

gboolean
wadi_scenario_find_board (const WadiScenario *scenario,
                          const char         *id,
                          guint              *index)
{
  for (guint i = 0; i < scenario->boards->len; i++)
    {
      const WadiBoard *board = g_ptr_array_index (scenario->boards, i);

      if (g_strcmp0 (board->id, id) == 0)
        {
          if (index != NULL)
            *index = i;
          return TRUE;
        }
    }
  return FALSE;
}

guint
wadi_scenario_add_overlay (WadiScenario *scenario,
                           const char   *id,
                           WadiBoard    *fragment)
{
  WadiOverlay *overlay = g_new0 (WadiOverlay, 1);

  overlay->id = g_strdup (id);
  overlay->fragment = fragment;
  g_ptr_array_add (scenario->overlays, overlay);
  return scenario->overlays->len - 1;
}

gboolean
wadi_scenario_find_overlay (const WadiScenario *scenario,
                            const char         *id,
                            guint              *index)
{
  for (guint i = 0; i < scenario->overlays->len; i++)
    {
      const WadiOverlay *overlay = g_ptr_array_index (scenario->overlays, i);

      if (g_strcmp0 (overlay->id, id) == 0)
        {
          if (index != NULL)
            *index = i;
          return TRUE;
        }
    }
  return FALSE;
}

/* The board a label names: the ASL board whose id prefixes it, else
 * fallback. */
static guint
board_for_label (const WadiScenario *scenario,
                 const char         *label,
                 guint               fallback)
{
  for (guint i = 0; i < scenario->boards->len; i++)
    {
      const WadiBoard *board = g_ptr_array_index (scenario->boards, i);
      gsize            len = strlen (board->id);

      if (board->labels.kind == WADI_LABEL_ASL && len > 0
          && strncmp (label, board->id, len) == 0 && g_ascii_isalpha (label[len]))
        return i;
    }
  return fallback;
}

gboolean
wadi_scenario_parse_board_label (const WadiScenario *scenario,
                                 const char         *label,
                                 guint               default_board,
                                 guint              *board,
                                 WadiHex            *hex,
                                 GError            **error)
{
  guint index;

  g_return_val_if_fail (scenario != NULL, FALSE);
  g_return_val_if_fail (label != NULL, FALSE);

  if (scenario->boards->len == 0)
    {
      g_set_error (error, WADI_LABEL_ERROR, WADI_LABEL_ERROR_RANGE,
                   "hex “%s”: the scenario has no board", label);
      return FALSE;
    }
  index = board_for_label (scenario, label, MIN (default_board, scenario->boards->len - 1));
  if (!wadi_board_parse_hex (g_ptr_array_index (scenario->boards, index), label, hex, error))
    return FALSE;
  *board = index;
  return TRUE;
}

gboolean
wadi_scenario_parse_location (const WadiScenario *scenario,
                              const char         *label,
                              guint              *board,
                              WadiHex            *hex,
                              GError            **error)
{
  return wadi_scenario_parse_board_label (scenario, label, 0, board, hex, error);
}

static gboolean
is_number (const char *text)
{
  if (text == NULL || *text == '\0')
    return FALSE;
  for (; *text != '\0'; text++)
    if (!g_ascii_isdigit (*text))
      return FALSE;
  return TRUE;
}

char *
wadi_scenario_location_label (const WadiScenario *scenario,
                              guint               board_index,
                              WadiHex             hex)
{
  const WadiBoard *board = wadi_scenario_get_board (scenario, board_index);
  g_autofree char *label = NULL;

  g_return_val_if_fail (board != NULL, NULL);
  label = wadi_board_hex_label (board, hex);
  if (board->labels.kind == WADI_LABEL_ASL && is_number (board->id))
    return g_strconcat (board->id, label, NULL);
  return g_steal_pointer (&label);
}

static gint
find_counter_position (const WadiScenario *scenario,
                       guint               id)
{
  guint lo = 0, hi = scenario->counters->len;

  /* Counters are kept sorted by id. */
  while (lo < hi)
    {
      guint mid = (lo + hi) / 2;
      guint mid_id = g_array_index (scenario->counters, WadiCounter, mid).id;

      if (mid_id < id)
        lo = mid + 1;
      else
        hi = mid;
    }
  return (gint) lo;
}

guint
wadi_scenario_add_counter (WadiScenario      *scenario,
                           const WadiCounter *counter)
{
  WadiCounter copy;
  gint        pos;

  wadi_counter_copy_into (&copy, counter);
  if (copy.id == 0)
    copy.id = scenario->next_counter_id;
  pos = find_counter_position (scenario, copy.id);
  if ((guint) pos < scenario->counters->len
      && g_array_index (scenario->counters, WadiCounter, pos).id == copy.id)
    {
      wadi_counter_clear (&copy);
      return 0;
    }
  g_array_insert_val (scenario->counters, pos, copy);
  if (copy.id >= scenario->next_counter_id)
    scenario->next_counter_id = copy.id + 1;
  return copy.id;
}

const WadiCounter *
wadi_scenario_find_counter (const WadiScenario *scenario,
                            guint               id)
{
  gint pos = find_counter_position (scenario, id);

  if ((guint) pos < scenario->counters->len
      && g_array_index (scenario->counters, WadiCounter, pos).id == id)
    return &g_array_index (scenario->counters, WadiCounter, pos);
  return NULL;
}

gboolean
wadi_scenario_remove_counter (WadiScenario *scenario,
                              guint         id)
{
  gint pos = find_counter_position (scenario, id);

  if ((guint) pos >= scenario->counters->len
      || g_array_index (scenario->counters, WadiCounter, pos).id != id)
    return FALSE;
  g_array_remove_index (scenario->counters, pos);
  return TRUE;
}

gboolean
wadi_scenario_replace_counter (WadiScenario      *scenario,
                               const WadiCounter *counter)
{
  gint         pos = find_counter_position (scenario, counter->id);
  WadiCounter *slot;

  if ((guint) pos >= scenario->counters->len
      || g_array_index (scenario->counters, WadiCounter, pos).id != counter->id)
    return FALSE;
  slot = &g_array_index (scenario->counters, WadiCounter, pos);
  if (slot == counter)
    return TRUE;
  wadi_counter_clear (slot);
  wadi_counter_copy_into (slot, counter);
  return TRUE;
}

/* A cube vector turned clockwise by turns * 60 degrees. */
static WadiCube
cube_rotate (WadiCube c,
             guint    turns)
{
  for (guint i = 0; i < turns % 6; i++)
    c = (WadiCube) { -c.r, -c.s, -c.q };
  return c;
}

/* Where a fragment's hex lies on the board for a placement. */
static WadiHex
overlay_map_hex (const WadiBoard *board,
                 const WadiBoard *fragment,
                 WadiHex          anchor,
                 guint            orientation,
                 WadiHex          from)
{
  WadiCube origin = wadi_hex_to_cube (fragment->layout, (WadiHex) { 0, 0 });
  WadiCube at = wadi_hex_to_cube (board->layout, anchor);
  WadiCube c = wadi_hex_to_cube (fragment->layout, from);
  WadiCube d = cube_rotate ((WadiCube) { c.q - origin.q, c.r - origin.r, c.s - origin.s }, orientation);

  return wadi_cube_to_hex (board->layout, (WadiCube) { at.q + d.q, at.r + d.r, at.s + d.s });
}

GArray *
wadi_overlay_covered_hexes (const WadiBoard *board,
                            const WadiBoard *fragment,
                            WadiHex          anchor,
                            guint            orientation)
{
  guint   n = wadi_board_hex_count (fragment);
  GArray *hexes = g_array_sized_new (FALSE, FALSE, sizeof (WadiHex), n);

  for (guint i = 0; i < n; i++)
    {
      WadiHex from = wadi_board_hex_at_index (fragment, i);
      WadiHex to = overlay_map_hex (board, fragment, anchor, orientation, from);

      if (wadi_board_contains (fragment, from) && wadi_board_contains (board, to))
        g_array_append_val (hexes, to);
    }
  return hexes;
}

static void
stamp_overlay (WadiBoard                  *board,
               const WadiBoard            *fragment,
               const WadiOverlayPlacement *placement)
{
  guint n = wadi_board_hex_count (fragment);

  for (guint i = 0; i < n; i++)
    {
      WadiHex from = wadi_board_hex_at_index (fragment, i);
      WadiHex to = overlay_map_hex (board, fragment, placement->anchor, placement->orientation, from);

      if (!wadi_board_contains (fragment, from) || !wadi_board_contains (board, to))
        continue;
      wadi_board_set_cell (board, to, &fragment->cells[i]);
      for (WadiDirection dir = 0; dir < WADI_DIRECTION_COUNT; dir++)
        {
          guint       features = wadi_board_get_side (fragment, (WadiHexside) { from, dir });
          WadiHexside target = { to, (WadiDirection) ((dir + placement->orientation) % 6) };

          wadi_board_set_side (board, target, features);
        }
    }
}

WadiBoard *
wadi_scenario_compose_board (const WadiScenario *scenario,
                             guint               board_index)
{
  const WadiBoard *board = wadi_scenario_get_board (scenario, board_index);
  WadiBoard       *composed;

  g_return_val_if_fail (board != NULL, NULL);
  composed = wadi_board_copy (board);
  for (guint i = 0; i < scenario->placements->len; i++)
    {
      const WadiOverlayPlacement *placement = &g_array_index (scenario->placements, WadiOverlayPlacement, i);
      const WadiOverlay          *overlay;

      if (placement->board != board_index || placement->overlay >= scenario->overlays->len)
        continue;
      overlay = g_ptr_array_index (scenario->overlays, placement->overlay);
      stamp_overlay (composed, overlay->fragment, placement);
    }
  return composed;
}

gboolean
wadi_scenario_equal (const WadiScenario *a,
                     const WadiScenario *b)
{
  if (g_strcmp0 (a->title, b->title) != 0 || g_strcmp0 (a->author, b->author) != 0
      || g_strcmp0 (a->description, b->description) != 0 || a->ruleset != b->ruleset
      || memcmp (&a->ssr, &b->ssr, sizeof (WadiSsr)) != 0
      || a->boards->len != b->boards->len || a->overlays->len != b->overlays->len
      || a->placements->len != b->placements->len || a->counters->len != b->counters->len)
    return FALSE;
  for (guint i = 0; i < a->boards->len; i++)
    if (!wadi_board_equal (g_ptr_array_index (a->boards, i), g_ptr_array_index (b->boards, i)))
      return FALSE;
  for (guint i = 0; i < a->overlays->len; i++)
    {
      const WadiOverlay *oa = g_ptr_array_index (a->overlays, i);
      const WadiOverlay *ob = g_ptr_array_index (b->overlays, i);

      if (g_strcmp0 (oa->id, ob->id) != 0 || !wadi_board_equal (oa->fragment, ob->fragment))
        return FALSE;
    }
  for (guint i = 0; i < a->placements->len; i++)
    {
      const WadiOverlayPlacement *pa = &g_array_index (a->placements, WadiOverlayPlacement, i);
      const WadiOverlayPlacement *pb = &g_array_index (b->placements, WadiOverlayPlacement, i);

      if (pa->overlay != pb->overlay || pa->board != pb->board
          || !wadi_hex_equal (pa->anchor, pb->anchor) || pa->orientation != pb->orientation)
        return FALSE;
    }
  for (guint i = 0; i < a->counters->len; i++)
    if (!wadi_counter_equal (&g_array_index (a->counters, WadiCounter, i),
                             &g_array_index (b->counters, WadiCounter, i)))
      return FALSE;
  return TRUE;
}
