/* wadi-scenario.c: metadata, boards, overlays, SSRs and counters */
#include "config.h"

#include <glib/gi18n-lib.h>

#include <string.h>

#include "wadi-scenario.h"

static const char *const ruleset_names[WADI_RULESET_COUNT] = {
  [WADI_RULESET_ASL] = "asl",
  [WADI_RULESET_TOI] = "toi",
  [WADI_RULESET_CLASSIC] = "classic",
};

/* Format version 1 called the classic charts "pb". */
static const char *const ruleset_v1_names[WADI_RULESET_COUNT] = {
  [WADI_RULESET_ASL] = "asl",
  [WADI_RULESET_TOI] = "toi",
  [WADI_RULESET_CLASSIC] = "pb",
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

/* For people: the editor, the legend and a VASSAL module's pieces. */
/* clang-format off */
static const char *const counter_kind_display_names[WADI_COUNTER_KIND_COUNT] = {
  [WADI_COUNTER_FORD] = N_("Ford"),
  [WADI_COUNTER_BRIDGE] = N_("Bridge"),
  [WADI_COUNTER_CREST] = N_("Crest"),
  [WADI_COUNTER_VEHICLE_CREST] = N_("Vehicle Crest"),
  [WADI_COUNTER_WIRE] = N_("Wire"),
  [WADI_COUNTER_MINEFIELD] = N_("Minefield"),
  [WADI_COUNTER_FOXHOLE] = N_("Foxhole"),
  [WADI_COUNTER_UNIT] = N_("Unit"),
};
/* clang-format on */

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
DEFINE_NAMES (wadi_ruleset_v1_name, wadi_ruleset_from_v1_name, WadiRulesetId, ruleset_v1_names, WADI_RULESET_COUNT)
DEFINE_NAMES (wadi_stream_depth_name, wadi_stream_depth_from_name, WadiStreamDepth, stream_depth_names, WADI_STREAM_DEPTH_COUNT)
DEFINE_NAMES (wadi_counter_kind_name, wadi_counter_kind_from_name, WadiCounterKind, counter_kind_names, WADI_COUNTER_KIND_COUNT)

const char *
wadi_counter_kind_display_name (WadiCounterKind kind)
{
  g_return_val_if_fail ((guint) kind < WADI_COUNTER_KIND_COUNT, "");
  return counter_kind_display_names[kind];
}
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

/* Which of WadiSsr's fields each ruleset owns, a table as the rulesets'
 * names are: the model writes them without the rules layer, whose
 * descriptors say the same (their .ssrs; test-ruleset checks the two
 * agree). */
static const WadiSsrFields ssr_fields[WADI_RULESET_COUNT] = {
  [WADI_RULESET_ASL] = WADI_SSR_STREAM_DEPTH | WADI_SSR_FROZEN | WADI_SSR_SNOW,
  [WADI_RULESET_TOI] = WADI_SSR_TOI_WADI_RULES | WADI_SSR_TOI_STREAM_BRIDGES_BLOCK_LOS,
  [WADI_RULESET_CLASSIC] = 0,
};

WadiSsrFields
wadi_ssr_fields_of (WadiRulesetId ruleset)
{
  return (guint) ruleset < WADI_RULESET_COUNT ? ssr_fields[ruleset] : 0;
}

gboolean
wadi_ssr_equal_for (WadiRulesetId  ruleset,
                    const WadiSsr *a,
                    const WadiSsr *b)
{
  WadiSsrFields fields = wadi_ssr_fields_of (ruleset);

  return (!(fields & WADI_SSR_STREAM_DEPTH) || a->stream_depth == b->stream_depth)
         && (!(fields & WADI_SSR_FROZEN) || !a->frozen == !b->frozen)
         && (!(fields & WADI_SSR_SNOW) || !a->snow == !b->snow)
         && (!(fields & WADI_SSR_TOI_WADI_RULES) || !a->toi_wadi_rules == !b->toi_wadi_rules)
         && (!(fields & WADI_SSR_TOI_STREAM_BRIDGES_BLOCK_LOS)
             || !a->toi_stream_bridges_block_los == !b->toi_stream_bridges_block_los);
}

void
wadi_counter_copy_into (WadiCounter       *dest,
                        const WadiCounter *src)
{
  *dest = *src;
  dest->side = g_strdup (src->side);
  dest->name = g_strdup (src->name);
  dest->strength = g_strdup (src->strength);
}

void
wadi_counter_clear (WadiCounter *counter)
{
  g_clear_pointer (&counter->side, g_free);
  g_clear_pointer (&counter->name, g_free);
  g_clear_pointer (&counter->strength, g_free);
}

void
wadi_scenario_side_copy_into (WadiScenarioSide       *dest,
                              const WadiScenarioSide *src)
{
  *dest = *src;
  dest->name = g_strdup (src->name);
  dest->nationality = g_strdup (src->nationality);
  dest->setup = g_strdup (src->setup);
}

void
wadi_scenario_side_clear (WadiScenarioSide *side)
{
  g_clear_pointer (&side->name, g_free);
  g_clear_pointer (&side->nationality, g_free);
  g_clear_pointer (&side->setup, g_free);
}

static void
scenario_side_clear_func (gpointer data)
{
  wadi_scenario_side_clear (data);
}

gboolean
wadi_counter_equal (const WadiCounter *a,
                    const WadiCounter *b)
{
  return a->id == b->id && a->kind == b->kind
         && wadi_hex_equal (a->hex, b->hex) && a->centre == b->centre
         && a->vertex == b->vertex && !a->hd_rear == !b->hd_rear
         && a->unit_class == b->unit_class && a->position == b->position
         && g_strcmp0 (a->side, b->side) == 0 && g_strcmp0 (a->name, b->name) == 0
         && g_strcmp0 (a->strength, b->strength) == 0 && !a->hidden == !b->hidden;
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
  scenario->date_place = g_strdup ("");
  scenario->victory = g_strdup ("");
  scenario->aftermath = g_strdup ("");
  scenario->sides = g_array_new (FALSE, TRUE, sizeof (WadiScenarioSide));
  g_array_set_clear_func (scenario->sides, scenario_side_clear_func);
  scenario->special_rules = g_ptr_array_new_with_free_func (g_free);
  scenario->ruleset = ruleset;
  wadi_ssr_init_default (&scenario->ssr);
  scenario->map = wadi_map_new ();
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
  g_free (copy->date_place);
  g_free (copy->victory);
  g_free (copy->aftermath);
  copy->title = g_strdup (scenario->title);
  copy->author = g_strdup (scenario->author);
  copy->description = g_strdup (scenario->description);
  copy->date_place = g_strdup (scenario->date_place);
  copy->victory = g_strdup (scenario->victory);
  copy->aftermath = g_strdup (scenario->aftermath);
  copy->turns = scenario->turns;
  copy->half_turn = scenario->half_turn;
  copy->is_overlay = scenario->is_overlay;
  for (guint i = 0; i < scenario->sides->len; i++)
    {
      WadiScenarioSide side;

      wadi_scenario_side_copy_into (&side, &g_array_index (scenario->sides, WadiScenarioSide, i));
      g_array_append_val (copy->sides, side);
    }
  for (guint i = 0; i < scenario->special_rules->len; i++)
    g_ptr_array_add (copy->special_rules, g_strdup (g_ptr_array_index (scenario->special_rules, i)));
  copy->ssr = scenario->ssr;
  wadi_map_free (copy->map);
  copy->map = wadi_map_copy (scenario->map);
  for (guint i = 0; i < scenario->overlays->len; i++)
    {
      const WadiOverlay *overlay = g_ptr_array_index (scenario->overlays, i);

      wadi_scenario_add_overlay (copy, overlay->id, wadi_board_copy (overlay->fragment));
    }
  g_array_append_vals (copy->placements, scenario->placements->data, scenario->placements->len);
  for (guint i = 0; i < scenario->counters->len; i++)
    wadi_scenario_add_counter (copy, &g_array_index (scenario->counters, WadiCounter, i));
  copy->next_counter_id = scenario->next_counter_id;
  copy->format_version = scenario->format_version;
  return copy;
}

static void
replace_string (char      **copy,
                const char *text)
{
  if (g_strcmp0 (*copy, text) == 0)
    return;
  g_free (*copy);
  *copy = g_strdup (text);
}

/* The copy's counters made those of scenario's, both sorted by id: those
 * alike kept, not copied again. */
static void
update_counters (WadiScenario       *copy,
                 const WadiScenario *scenario)
{
  GArray *old = copy->counters;
  GArray *now = g_array_sized_new (FALSE, TRUE, sizeof (WadiCounter), scenario->counters->len);
  guint   i = 0, j = 0;

  g_array_set_clear_func (now, counter_clear_func);
  while (i < old->len || j < scenario->counters->len)
    {
      WadiCounter       *had = i < old->len ? &g_array_index (old, WadiCounter, i) : NULL;
      const WadiCounter *has = j < scenario->counters->len ? &g_array_index (scenario->counters, WadiCounter, j) : NULL;
      WadiCounter        counter;

      if (has == NULL || (had != NULL && had->id < has->id))
        {
          wadi_counter_clear (had);
          i++;
          continue;
        }
      if (had != NULL && had->id == has->id)
        {
          if (wadi_counter_equal (had, has))
            counter = *had;
          else
            {
              wadi_counter_clear (had);
              wadi_counter_copy_into (&counter, has);
            }
          i++;
        }
      else
        wadi_counter_copy_into (&counter, has);
      j++;
      g_array_append_val (now, counter);
    }
  /* every counter of old is kept in now or cleared */
  g_free (g_array_steal (old, NULL));
  g_array_unref (old);
  copy->counters = now;
}

static void
update_overlays (WadiScenario       *copy,
                 const WadiScenario *scenario)
{
  if (copy->overlays->len != scenario->overlays->len)
    g_ptr_array_set_size (copy->overlays, 0);
  for (guint i = 0; i < scenario->overlays->len; i++)
    {
      const WadiOverlay *has = g_ptr_array_index (scenario->overlays, i);
      WadiOverlay       *had;

      if (i == copy->overlays->len)
        {
          wadi_scenario_add_overlay (copy, has->id, wadi_board_copy (has->fragment));
          continue;
        }
      had = g_ptr_array_index (copy->overlays, i);
      replace_string (&had->id, has->id);
      if (!wadi_board_equal (had->fragment, has->fragment))
        {
          wadi_board_free (had->fragment);
          had->fragment = wadi_board_copy (has->fragment);
        }
    }
  g_array_set_size (copy->placements, 0);
  g_array_append_vals (copy->placements, scenario->placements->data, scenario->placements->len);
}

gboolean
wadi_scenario_update_copy (WadiScenario       *copy,
                           const WadiScenario *scenario,
                           const GArray       *hexes)
{
  if (!wadi_map_update_copy (copy->map, scenario->map, hexes))
    return FALSE;
  replace_string (&copy->title, scenario->title);
  replace_string (&copy->author, scenario->author);
  replace_string (&copy->description, scenario->description);
  replace_string (&copy->date_place, scenario->date_place);
  replace_string (&copy->victory, scenario->victory);
  replace_string (&copy->aftermath, scenario->aftermath);
  copy->turns = scenario->turns;
  copy->half_turn = scenario->half_turn;
  copy->is_overlay = scenario->is_overlay;
  copy->ruleset = scenario->ruleset;
  copy->ssr = scenario->ssr;
  g_array_set_size (copy->sides, 0);
  for (guint i = 0; i < scenario->sides->len; i++)
    {
      WadiScenarioSide side;

      wadi_scenario_side_copy_into (&side, &g_array_index (scenario->sides, WadiScenarioSide, i));
      g_array_append_val (copy->sides, side);
    }
  g_ptr_array_set_size (copy->special_rules, 0);
  for (guint i = 0; i < scenario->special_rules->len; i++)
    g_ptr_array_add (copy->special_rules, g_strdup (g_ptr_array_index (scenario->special_rules, i)));
  update_overlays (copy, scenario);
  update_counters (copy, scenario);
  copy->next_counter_id = scenario->next_counter_id;
  copy->format_version = scenario->format_version;
  return TRUE;
}

void
wadi_scenario_free (WadiScenario *scenario)
{
  if (scenario == NULL)
    return;
  g_free (scenario->title);
  g_free (scenario->author);
  g_free (scenario->description);
  g_free (scenario->date_place);
  g_free (scenario->victory);
  g_free (scenario->aftermath);
  g_array_unref (scenario->sides);
  g_ptr_array_unref (scenario->special_rules);
  wadi_map_free (scenario->map);
  g_ptr_array_unref (scenario->overlays);
  g_array_unref (scenario->placements);
  g_array_unref (scenario->counters);
  g_free (scenario);
}

/* Where a counter, an overlay's anchor or a direction on the map goes
 * when the map is laid out anew. */
typedef struct
{
  const WadiMap *old_map;
  const WadiMap *new_map;
  const guint   *from;
} Relayout;

/* The new place of map hex at; FALSE when no board under it stays.  turn
 * receives how far the board under it turned. */
static gboolean
relayout_hex (const Relayout *relayout,
              WadiHex        *at,
              guint          *turn)
{
  guint old_boards[2];
  guint n = wadi_map_boards_at (relayout->old_map, *at, old_boards);

  /* A hex two boards share stays while either of them does. */
  for (guint k = 0; k < n; k++)
    for (guint i = 0; i < wadi_map_board_count (relayout->new_map); i++)
      if (relayout->from[i] == old_boards[k])
        {
          WadiHex local;

          wadi_map_to_board (relayout->old_map, old_boards[k], *at, &local);
          *at = wadi_map_to_map (relayout->new_map, i, local);
          *turn = (wadi_map_get_board (relayout->new_map, i)->turn + 6
                   - wadi_map_get_board (relayout->old_map, old_boards[k])->turn)
                  % 6;
          return TRUE;
        }
  return FALSE;
}

static void
relayout_counters (WadiScenario   *scenario,
                   const Relayout *relayout)
{
  for (guint i = scenario->counters->len; i-- > 0;)
    {
      WadiCounter *counter = &g_array_index (scenario->counters, WadiCounter, i);
      guint        turn;

      if (!relayout_hex (relayout, &counter->hex, &turn))
        {
          g_array_remove_index (scenario->counters, i);
          continue;
        }
      counter->centre = (WadiDirection) ((counter->centre + turn) % 6);
      counter->vertex = (WadiVertexIndex) ((counter->vertex + turn) % 6);
    }
  for (guint i = scenario->placements->len; i-- > 0;)
    {
      WadiOverlayPlacement *placement = &g_array_index (scenario->placements, WadiOverlayPlacement, i);
      guint                 turn;

      if (!relayout_hex (relayout, &placement->anchor, &turn))
        {
          g_array_remove_index (scenario->placements, i);
          continue;
        }
      placement->orientation = (placement->orientation + turn) % 6;
    }
}

gboolean
wadi_scenario_set_boards (WadiScenario           *scenario,
                          GPtrArray              *boards,
                          const WadiMapPlacement *placements,
                          const guint            *from,
                          GError                **error)
{
  g_autoptr (WadiMap) old_map = NULL;
  Relayout relayout;

  if (from != NULL)
    old_map = wadi_map_copy (scenario->map);
  if (!wadi_map_lay_out (scenario->map, boards, placements, error))
    return FALSE;
  if (from == NULL)
    return TRUE;
  relayout = (Relayout) { old_map, scenario->map, from };
  relayout_counters (scenario, &relayout);
  /* A board's picture lies in its own frame: it goes where the board goes. */
  for (guint i = 0; i < wadi_map_board_count (scenario->map); i++)
    if (from[i] < wadi_map_board_count (old_map))
      {
        WadiMapBoard *board = &g_array_index (scenario->map->boards, WadiMapBoard, i);

        board->picture = wadi_picture_copy (wadi_map_get_board (old_map, from[i])->picture);
      }
  return TRUE;
}

char *
wadi_scenario_missing_pictures (const WadiScenario *scenario)
{
  GString *out = NULL;

  for (guint i = 0; i < wadi_map_board_count (scenario->map); i++)
    {
      const WadiMapBoard *board = wadi_map_get_board (scenario->map, i);

      if (board->picture == NULL || wadi_picture_exists (board->picture))
        continue;
      if (out == NULL)
        out = g_string_new (NULL);
      else
        g_string_append_c (out, '\n');
      if (g_file_test (board->picture->path, G_FILE_TEST_EXISTS))
        /* TRANSLATORS: a board's id, then the picture's path */
        g_string_append_printf (out, _("board %s's background picture %s is not a regular file"), board->id,
                                        board->picture->path);
      else
        /* TRANSLATORS: a board's id, then the picture's path */
        g_string_append_printf (out, _("board %s's background picture %s is missing"), board->id,
                                        board->picture->path);
    }
  return out != NULL ? g_string_free (out, FALSE) : NULL;
}

void
wadi_scenario_set_picture (WadiScenario      *scenario,
                           guint              board,
                           const WadiPicture *picture)
{
  WadiMapBoard *map_board;

  g_return_if_fail (board < wadi_map_board_count (scenario->map));
  map_board = &g_array_index (scenario->map->boards, WadiMapBoard, board);
  g_clear_pointer (&map_board->picture, wadi_picture_free);
  map_board->picture = wadi_picture_copy (picture);
}

/* Whether board joins last as ASL geomorphic boards do, sharing the half
 * hexes of its top row with last's bottom row. */
static gboolean
joins_below (const WadiMapBoard *last,
             const WadiBoard    *board)
{
  return last->labels.kind == WADI_LABEL_ASL && last->labels.first_row == 0
         && last->layout.orientation == WADI_GRID_FLAT_TOP && last->cols == board->cols
         && board->labels.kind == WADI_LABEL_ASL && board->labels.first_row == 0
         && board->layout.orientation == WADI_GRID_FLAT_TOP && board->layout.stagger == last->layout.stagger;
}

/* Where a board goes below last, which lies at last_origin unturned. */
static WadiHex
origin_below (const WadiMapBoard *last,
              const WadiBoard    *board,
              int                 bottom)
{
  if (last != NULL && joins_below (last, board))
    bottom--; /* the half hexes B10 of the board above are B0 of this one */
  else if (board->layout.orientation == WADI_GRID_POINTY_TOP)
    bottom += bottom & 1; /* pointy-top rows move by twos, or the grid would change */
  return (WadiHex) { 0, bottom };
}

gboolean
wadi_scenario_stack_boards (WadiScenario *scenario,
                            GPtrArray    *boards,
                            GError      **error)
{
  g_autoptr (GPtrArray) owned = boards;
  g_autofree WadiMapPlacement *placements = g_new0 (WadiMapPlacement, boards->len + 1);
  int                          bottom = 0;

  for (guint i = 0; i < boards->len; i++)
    {
      const WadiBoard *board = g_ptr_array_index (boards, i);
      WadiMapBoard     last = { 0 };

      if (i > 0)
        {
          const WadiBoard *above = g_ptr_array_index (boards, i - 1);

          last.cols = above->cols;
          last.layout = above->layout;
          last.labels = above->labels;
        }
      placements[i].origin = origin_below (i > 0 ? &last : NULL, board, bottom);
      bottom = placements[i].origin.row + board->rows;
    }
  return wadi_scenario_set_boards (scenario, g_steal_pointer (&owned), placements, NULL, error);
}

gboolean
wadi_scenario_append_board (WadiScenario *scenario,
                            WadiBoard    *board,
                            GError      **error)
{
  const WadiMap               *map = scenario->map;
  guint                        n = wadi_map_board_count (map);
  g_autofree WadiMapPlacement *placements = NULL;
  g_autofree guint            *from = NULL;
  g_autoptr (GPtrArray) boards = wadi_map_extract_layout (map, 1, &placements, &from);

  placements[n] = (WadiMapPlacement) {
    origin_below (n > 0 ? wadi_map_get_board (map, n - 1) : NULL, board, map->grid != NULL ? map->grid->rows : 0),
    0
  };
  from[n] = G_MAXUINT;
  g_ptr_array_add (boards, board);
  return wadi_scenario_set_boards (scenario, g_steal_pointer (&boards), placements, from, error);
}

guint
wadi_scenario_add_board (WadiScenario *scenario,
                         WadiBoard    *board)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *id = g_strdup (board->id);

  if (!wadi_scenario_append_board (scenario, board, &error))
    {
      g_critical ("Adding board %s: %s", id, error->message);
      return G_MAXUINT;
    }
  return wadi_map_board_count (scenario->map) - 1;
}

gboolean
wadi_scenario_find_board (const WadiScenario *scenario,
                          const char         *id,
                          guint              *index)
{
  return wadi_map_find_board (scenario->map, id, index);
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

gboolean
wadi_scenario_parse_board_label (const WadiScenario *scenario,
                                 const char         *label,
                                 guint               default_board,
                                 WadiHex            *hex,
                                 GError            **error)
{
  g_return_val_if_fail (scenario != NULL, FALSE);
  return wadi_map_parse_label (scenario->map, label, default_board, hex, error);
}

gboolean
wadi_scenario_parse_location (const WadiScenario *scenario,
                              const char         *label,
                              WadiHex            *hex,
                              GError            **error)
{
  return wadi_scenario_parse_board_label (scenario, label, 0, hex, error);
}

char *
wadi_scenario_location_label (const WadiScenario *scenario,
                              WadiHex             hex)
{
  char *label = wadi_map_hex_label (scenario->map, hex);

  return label != NULL ? label : g_strdup ("?");
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
    copy.id = wadi_scenario_free_counter_id (scenario);
  if (copy.id == 0)
    {
      wadi_counter_clear (&copy);
      return 0;
    }
  pos = find_counter_position (scenario, copy.id);
  if ((guint) pos < scenario->counters->len
      && g_array_index (scenario->counters, WadiCounter, pos).id == copy.id)
    {
      wadi_counter_clear (&copy);
      return 0;
    }
  g_array_insert_val (scenario->counters, pos, copy);
  wadi_scenario_note_counter_id (scenario, copy.id);
  return copy.id;
}

void
wadi_scenario_note_counter_id (WadiScenario *scenario,
                               guint         id)
{
  /* G_MAXUINT + 1 wraps to 0, "past the last", which no id passes. */
  if (scenario->next_counter_id != 0 && id >= scenario->next_counter_id)
    scenario->next_counter_id = id + 1;
}

guint
wadi_scenario_free_counter_id (const WadiScenario *scenario)
{
  const GArray *counters;
  guint         lo = 0, hi;

  g_return_val_if_fail (scenario != NULL, 0);

  if (scenario->next_counter_id != 0 && wadi_scenario_find_counter (scenario, scenario->next_counter_id) == NULL)
    return scenario->next_counter_id;
  counters = scenario->counters;
  hi = counters->len;
  /* The ids are sorted, distinct and from 1, so the counter at index i
   * has an id of at least i + 1, and once one has more every later one
   * does: the first such index i is the lowest free id, less one. */
  while (lo < hi)
    {
      guint mid = lo + (hi - lo) / 2;

      if (g_array_index (counters, WadiCounter, mid).id > (guint64) mid + 1)
        hi = mid;
      else
        lo = mid + 1;
    }
  return lo < G_MAXUINT ? lo + 1 : 0;
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

/* Where a fragment's hex lies on the board for a placement. */
WadiHex
wadi_overlay_map_hex (const WadiBoard *board,
                      const WadiBoard *fragment,
                      WadiHex          anchor,
                      guint            orientation,
                      WadiHex          from)
{
  WadiCube origin = wadi_hex_to_cube (fragment->layout, (WadiHex) { 0, 0 });
  WadiCube at = wadi_hex_to_cube (board->layout, anchor);
  WadiCube c = wadi_hex_to_cube (fragment->layout, from);
  WadiCube d = wadi_cube_rotate ((WadiCube) { c.q - origin.q, c.r - origin.r, c.s - origin.s }, orientation);

  return wadi_cube_to_hex (board->layout, (WadiCube) { at.q + d.q, at.r + d.r, at.s + d.s });
}

/* The fragment the i-th placement puts down; NULL when it names no
 * overlay. */
static const WadiBoard *
placed_fragment (const WadiScenario *scenario,
                 guint               i)
{
  guint overlay = g_array_index (scenario->placements, WadiOverlayPlacement, i).overlay;

  if (overlay >= scenario->overlays->len)
    return NULL;
  return ((const WadiOverlay *) g_ptr_array_index (scenario->overlays, overlay))->fragment;
}

gboolean
wadi_scenario_overlay_at (const WadiScenario *scenario,
                          WadiHex             hex,
                          guint              *placement_index,
                          WadiHex            *fragment_hex)
{
  const WadiBoard *grid = wadi_scenario_grid (scenario);

  if (grid == NULL)
    return FALSE;
  /* the last placed lies on top, as wadi_scenario_compose_map stamps them */
  for (guint i = scenario->placements->len; i-- > 0;)
    {
      const WadiOverlayPlacement *placement = &g_array_index (scenario->placements, WadiOverlayPlacement, i);
      const WadiBoard            *fragment = placed_fragment (scenario, i);

      if (fragment == NULL)
        continue;
      for (guint k = 0; k < wadi_board_hex_count (fragment); k++)
        {
          WadiHex from = wadi_board_hex_at_index (fragment, k);

          if (wadi_board_contains (fragment, from)
              && wadi_hex_equal (wadi_overlay_map_hex (grid, fragment, placement->anchor, placement->orientation, from),
                                 hex))
            {
              if (placement_index != NULL)
                *placement_index = i;
              if (fragment_hex != NULL)
                *fragment_hex = from;
              return TRUE;
            }
        }
    }
  return FALSE;
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
      WadiHex to = wadi_overlay_map_hex (board, fragment, anchor, orientation, from);

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
      WadiHex to = wadi_overlay_map_hex (board, fragment, placement->anchor, placement->orientation, from);

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
wadi_scenario_compose_map (const WadiScenario *scenario)
{
  const WadiBoard *grid = wadi_scenario_grid (scenario);
  WadiBoard       *composed;

  if (grid == NULL)
    return NULL;
  composed = wadi_board_copy (grid);
  for (guint i = 0; i < scenario->placements->len; i++)
    {
      const WadiBoard *fragment = placed_fragment (scenario, i);

      if (fragment != NULL)
        stamp_overlay (composed, fragment, &g_array_index (scenario->placements, WadiOverlayPlacement, i));
    }
  return composed;
}

static gint64
hex_key (WadiHex hex)
{
  /* unsigned: a hex off the map has negative coordinates */
  return (gint64) ((guint64) (guint32) hex.col | (guint64) (guint32) hex.row << 32);
}

gboolean
wadi_scenario_compose_hexes (const WadiScenario *scenario,
                             WadiBoard          *composed,
                             const GArray       *hexes)
{
  const WadiBoard *grid = wadi_scenario_grid (scenario);
  g_autoptr(GHashTable) changed = NULL;

  if (grid == NULL || composed->cols != grid->cols || composed->rows != grid->rows)
    return FALSE;
  /* a hex here costs about what copying twenty of the map costs */
  if (hexes->len > MAX (64u, wadi_board_hex_count (grid) / 16))
    return FALSE;
  changed = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  /* the grid's own cells and hexsides */
  for (guint i = 0; i < hexes->len; i++)
    {
      WadiHex hex = g_array_index (hexes, WadiHex, i);
      gint64  key = hex_key (hex);

      /* a hex off the map still has hexsides with the hexes on it */
      g_hash_table_add (changed, g_memdup2 (&key, sizeof key));
      if (wadi_board_contains (grid, hex))
        wadi_board_set_cell (composed, hex, wadi_board_cell (grid, hex));
      for (WadiDirection dir = 0; dir < WADI_DIRECTION_COUNT; dir++)
        wadi_board_set_side (composed, (WadiHexside) { hex, dir },
                             wadi_board_get_side (grid, (WadiHexside) { hex, dir }));
    }
  /* the overlays stamped over them in the order compose_map stamps them:
   * a hexside of a changed hex takes the stamp of either of its hexes,
   * the later on top */
  for (guint p = 0; p < scenario->placements->len; p++)
    {
      const WadiOverlayPlacement *placement = &g_array_index (scenario->placements, WadiOverlayPlacement, p);
      const WadiBoard            *fragment = placed_fragment (scenario, p);

      if (fragment == NULL)
        continue;
      for (guint i = 0; i < wadi_board_hex_count (fragment); i++)
        {
          WadiHex  from = wadi_board_hex_at_index (fragment, i);
          WadiHex  to = wadi_overlay_map_hex (composed, fragment, placement->anchor, placement->orientation, from);
          gint64   key = hex_key (to);
          gboolean in;

          if (!wadi_board_contains (fragment, from) || !wadi_board_contains (composed, to))
            continue;
          in = g_hash_table_contains (changed, &key);
          if (in)
            wadi_board_set_cell (composed, to, &fragment->cells[i]);
          for (WadiDirection dir = 0; dir < WADI_DIRECTION_COUNT; dir++)
            {
              WadiHexside target = { to, (WadiDirection) ((dir + placement->orientation) % 6) };
              gint64      across = hex_key (wadi_hex_neighbor (composed->layout, to, target.dir));

              if (in || g_hash_table_contains (changed, &across))
                wadi_board_set_side (composed, target, wadi_board_get_side (fragment, (WadiHexside) { from, dir }));
            }
        }
    }
  return TRUE;
}

gboolean
wadi_scenario_equal (const WadiScenario *a,
                     const WadiScenario *b)
{
  if (g_strcmp0 (a->title, b->title) != 0 || g_strcmp0 (a->author, b->author) != 0
      || g_strcmp0 (a->description, b->description) != 0 || g_strcmp0 (a->date_place, b->date_place) != 0
      || g_strcmp0 (a->victory, b->victory) != 0 || g_strcmp0 (a->aftermath, b->aftermath) != 0
      || a->ruleset != b->ruleset
      || a->turns != b->turns || !a->half_turn != !b->half_turn || !a->is_overlay != !b->is_overlay || a->sides->len != b->sides->len
      || a->special_rules->len != b->special_rules->len
      || memcmp (&a->ssr, &b->ssr, sizeof (WadiSsr)) != 0
      || !wadi_map_equal (a->map, b->map) || a->overlays->len != b->overlays->len
      || a->placements->len != b->placements->len || a->counters->len != b->counters->len)
    return FALSE;
  for (guint i = 0; i < a->sides->len; i++)
    {
      const WadiScenarioSide *sa = &g_array_index (a->sides, WadiScenarioSide, i);
      const WadiScenarioSide *sb = &g_array_index (b->sides, WadiScenarioSide, i);

      if (g_strcmp0 (sa->name, sb->name) != 0 || g_strcmp0 (sa->nationality, sb->nationality) != 0
          || !sa->moves_first != !sb->moves_first || !sa->sets_up_first != !sb->sets_up_first
          || g_strcmp0 (sa->setup, sb->setup) != 0)
        return FALSE;
    }
  for (guint i = 0; i < a->special_rules->len; i++)
    if (g_strcmp0 (g_ptr_array_index (a->special_rules, i), g_ptr_array_index (b->special_rules, i)) != 0)
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

      if (pa->overlay != pb->overlay
          || !wadi_hex_equal (pa->anchor, pb->anchor) || pa->orientation != pb->orientation)
        return FALSE;
    }
  for (guint i = 0; i < a->counters->len; i++)
    if (!wadi_counter_equal (&g_array_index (a->counters, WadiCounter, i),
                             &g_array_index (b->counters, WadiCounter, i)))
      return FALSE;
  return TRUE;
}
