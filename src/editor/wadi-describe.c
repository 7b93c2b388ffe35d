/* wadi-describe.c: the model's vocabulary as the editor shows it */
#include "config.h"

#include <glib/gi18n.h>

#include "wadi-describe.h"

/* Indexed by the bit's position, as in WadiHexFlags; the hexside
 * features' are the model's (wadi_side_feature_display_name). */
/* clang-format off */
static const char *const hex_flag_labels[WADI_HEX_FLAG_COUNT_] = {
  N_("Road"), N_("Wadi entrance"), N_("Wadi bridge"), N_("Bridge"),
};
/* clang-format on */

const char *
wadi_describe_terrain (WadiTerrain terrain)
{
  /* the model's one table of names, translated here */
  return terrain < WADI_TERRAIN_COUNT ? _(wadi_terrain_display_name (terrain)) : "";
}

const char *
wadi_describe_depression (WadiDepression kind)
{
  switch (kind)
    {
    case WADI_DEPRESSION_GULLY:
      return _("Gully");
    case WADI_DEPRESSION_STREAM:
      return _("Stream");
    case WADI_DEPRESSION_WADI:
      return _("Wadi");
    case WADI_DEPRESSION_NONE:
    case WADI_DEPRESSION_COUNT:
    default:
      return _("No depression");
    }
}

static int
bit_index (guint bit)
{
  return bit != 0 && (bit & (bit - 1)) == 0 ? g_bit_nth_lsf (bit, -1) : -1;
}

const char *
wadi_describe_hex_flag (WadiHexFlags flag)
{
  int i = bit_index (flag);

  return i >= 0 && i < WADI_HEX_FLAG_COUNT_ ? _(hex_flag_labels[i]) : "";
}

const char *
wadi_describe_side_feature (WadiSideFeatures feature)
{
  int i = bit_index (feature);

  return i >= 0 && i < WADI_SIDE_FEATURE_COUNT_ ? _(wadi_side_feature_display_name (feature)) : "";
}

const char *
wadi_describe_counter_kind (WadiCounterKind kind)
{
  return (guint) kind < WADI_COUNTER_KIND_COUNT ? _(wadi_counter_kind_display_name (kind)) : "";
}

const char *
wadi_describe_unit_class (WadiUnitClass unit_class)
{
  switch (unit_class)
    {
    case WADI_UNIT_INFANTRY:
      return _("Infantry");
    case WADI_UNIT_CAVALRY:
      return _("Cavalry");
    case WADI_UNIT_FULLY_TRACKED:
      return _("Fully tracked");
    case WADI_UNIT_HALFTRACK:
      return _("Halftrack");
    case WADI_UNIT_TRUCK:
      return _("Truck");
    case WADI_UNIT_MOTORCYCLE:
      return _("Motorcycle");
    case WADI_UNIT_TOWED_GUN:
      return _("Towed gun");
    case WADI_UNIT_CLASS_COUNT:
    default:
      return "";
    }
}

const char *
wadi_describe_position (WadiPosition position)
{
  switch (position)
    {
    case WADI_POSITION_GROUND:
      return _("Ground");
    case WADI_POSITION_IN:
      /* ASL's term for a unit down in a Depression */
      return _("IN");
    case WADI_POSITION_CREST:
      return _("Crest");
    case WADI_POSITION_BRIDGE:
      return _("Bridge level");
    case WADI_POSITION_WADI:
      return _("Wadi level");
    case WADI_POSITION_COUNT:
    default:
      return "";
    }
}

const char *
wadi_describe_direction (WadiGridLayout layout,
                         WadiDirection  dir)
{
  static const char *const flat[] = { N_("N"), N_("NE"), N_("SE"), N_("S"), N_("SW"), N_("NW") };
  static const char *const pointy[] = { N_("NE"), N_("E"), N_("SE"), N_("SW"), N_("W"), N_("NW") };

  return _(layout.orientation == WADI_GRID_FLAT_TOP ? flat[dir % 6] : pointy[dir % 6]);
}

static char *
describe_bits (guint              bits,
               const char *const *labels,
               guint              n_labels)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < n_labels; i++)
    if (bits & (1u << i))
      {
        if (text->len > 0)
          g_string_append (text, ", ");
        g_string_append (text, _(labels[i]));
      }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

char *
wadi_describe_side_features (guint features)
{
  const char *labels[WADI_SIDE_FEATURE_COUNT_];

  for (guint i = 0; i < WADI_SIDE_FEATURE_COUNT_; i++)
    labels[i] = wadi_side_feature_display_name (1u << i);
  return describe_bits (features, labels, WADI_SIDE_FEATURE_COUNT_);
}

char *
wadi_describe_hex_flags (guint flags)
{
  return describe_bits (flags, hex_flag_labels, G_N_ELEMENTS (hex_flag_labels));
}

char *
wadi_describe_cell (const WadiHexCell *cell)
{
  g_autoptr(GString) text = g_string_new (wadi_describe_terrain ((WadiTerrain) cell->terrain));

  g_string_append (text, " · ");
  g_string_append_printf (text, _("level %d"), cell->level);
  if (cell->depression != WADI_DEPRESSION_NONE)
    {
      g_string_append_printf (text, " · %s, ", wadi_describe_depression ((WadiDepression) cell->depression));
      g_string_append_printf (text, _("floor %d"), cell->floor);
    }
  if (cell->flags != 0)
    {
      g_autofree char *flags = wadi_describe_hex_flags (cell->flags);

      g_string_append_printf (text, " · %s", flags);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

char *
wadi_describe_counter (WadiGridLayout     layout,
                       const WadiCounter *counter)
{
  const char *kind = wadi_describe_counter_kind (counter->kind);

  switch (counter->kind)
    {
    case WADI_COUNTER_CREST:
      return g_strdup_printf (_("%s, centre %s"), kind, wadi_describe_direction (layout, counter->centre));
    case WADI_COUNTER_VEHICLE_CREST:
      return g_strdup_printf (_("%s, vertex %u (%s)"), kind, counter->vertex,
                                 wadi_describe_unit_class (counter->unit_class));
    case WADI_COUNTER_UNIT:
      {
        g_autoptr(GString) text = g_string_new (kind);

        if (counter->name != NULL && *counter->name != '\0')
          g_string_append_printf (text, " %s", counter->name);
        g_string_append_printf (text, " (%s, %s", wadi_describe_unit_class (counter->unit_class),
                                wadi_describe_position (counter->position));
        if (counter->side != NULL && *counter->side != '\0')
          g_string_append_printf (text, ", %s", counter->side);
        g_string_append (text, ")");
        return g_string_free (g_steal_pointer (&text), FALSE);
      }
    case WADI_COUNTER_FORD:
    case WADI_COUNTER_BRIDGE:
    case WADI_COUNTER_WIRE:
    case WADI_COUNTER_MINEFIELD:
    case WADI_COUNTER_FOXHOLE:
    case WADI_COUNTER_KIND_COUNT:
    default:
      return g_strdup (kind);
    }
}

/* A board's own hex, prefixed as wadi_map_hex_label () prefixes it when
 * asked. */
static char *
board_label (const WadiMap *map,
             guint          index,
             WadiHex        local,
             gboolean       prefix)
{
  const WadiMapBoard *board = wadi_map_get_board (map, index);
  g_autofree char    *label = NULL;
  g_autofree char    *board_prefix = NULL;

  /* an ASL column left of A has no letters */
  if (board->labels.kind == WADI_LABEL_ASL && local.col < 0)
    return g_strdup ("?");
  label = wadi_label_print (&board->labels, local);
  board_prefix = prefix ? wadi_map_board_label_prefix (map, index) : NULL;
  if (board_prefix != NULL)
    return g_strconcat (board_prefix, label, NULL);
  return g_steal_pointer (&label);
}

char *
wadi_describe_hexes (const WadiScenario *scenario,
                     const WadiHex      *hexes,
                     guint               n)
{
  const WadiMap *map = scenario->map;
  g_autoptr(GString) text = g_string_new (NULL);
  guint   anchor = G_MAXUINT, anchor_board = 0;
  WadiHex anchor_local = { 0, 0 };

  /* the first hex on a board names the frame of the others */
  for (guint i = 0; i < n && map->grid != NULL && anchor == G_MAXUINT; i++)
    if (wadi_map_board_at (map, hexes[i], &anchor_board, &anchor_local))
      anchor = i;
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *label = NULL;
      guint            board;
      WadiHex          local;
      WadiDirection    dir;

      if (i > 0)
        g_string_append (text, "–");
      if (anchor == G_MAXUINT)
        {
          label = g_strdup ("?");
        }
      else if (wadi_map_board_at (map, hexes[i], &board, &local))
        {
          label = board_label (map, board, local, i == 0 || board != anchor_board);
        }
      else if (wadi_hex_direction_to (map->grid->layout, hexes[anchor], hexes[i], &dir))
        {
          /* off every board: the anchor board's neighbour, in its own frame */
          const WadiMapBoard *own = wadi_map_get_board (map, anchor_board);

          local = wadi_hex_neighbor (own->layout, anchor_local,
                                     (WadiDirection) ((dir + WADI_DIRECTION_COUNT - own->turn % WADI_DIRECTION_COUNT) % WADI_DIRECTION_COUNT));
          label = board_label (map, anchor_board, local, i == 0);
        }
      else
        {
          label = g_strdup ("?");
        }
      g_string_append (text, label);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}
