/* wadi-describe.c: the model's vocabulary as the editor shows it */
#include "config.h"

#include <glib/gi18n.h>

#include "wadi-describe.h"

/* Indexed by the bit's position, as in WadiHexFlags and WadiSideFeatures. */
static const char *const hex_flag_labels[WADI_HEX_FLAG_COUNT_] = {
  N_("Road"), N_("Wadi entrance"), N_("Wadi bridge"), N_("Bridge"),
  };
static const char *const side_feature_labels[WADI_SIDE_FEATURE_COUNT_] = {
  N_("Depression hexside"), N_("Cliff"), N_("Depression cliff"), N_("Crest line"), N_("Wadi hexside"), N_("Hedge"), N_("Wall"), N_("Slope"), N_("Woods hexside"),
  };

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
wadi_describe_side_feature (WadiSideFeatures feature)
{
  int i = bit_index (feature);

  return i >= 0 && i < WADI_SIDE_FEATURE_COUNT_ ? _(side_feature_labels[i]) : "";
}

const char *
wadi_describe_counter_kind (WadiCounterKind kind)
{
  switch (kind)
    {
    case WADI_COUNTER_FORD:
      return _("Ford");
    case WADI_COUNTER_BRIDGE:
      return _("Bridge");
    case WADI_COUNTER_CREST:
      return _("Crest");
    case WADI_COUNTER_VEHICLE_CREST:
      return _("Vehicle Crest");
    case WADI_COUNTER_WIRE:
      return _("Wire");
    case WADI_COUNTER_MINEFIELD:
      return _("Minefield");
    case WADI_COUNTER_FOXHOLE:
      return _("Foxhole");
    case WADI_COUNTER_UNIT:
      return _("Unit");
    case WADI_COUNTER_KIND_COUNT:
    default:
      return "";
    }
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
  return describe_bits (features, side_feature_labels, G_N_ELEMENTS (side_feature_labels));
}

char *
wadi_describe_hex_flags (guint flags)
{
  return describe_bits (flags, hex_flag_labels, G_N_ELEMENTS (hex_flag_labels));
}

char *
wadi_describe_cell (const WadiHexCell *cell)
{
  g_autoptr(GString) text = g_string_new (wadi_terrain_display_name ((WadiTerrain) cell->terrain));

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
