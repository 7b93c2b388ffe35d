/* wadi-export-tiled-properties.c: properties as Tiled types them, and
 * the map's
 *
 * A tile's, an object's and the map's properties are lists of Property;
 * a number or a truth is typed ("int", "float", "bool") so that a Tiled
 * script reads 6, not "6".  The map's hold the scenario card (title,
 * turns, the forces, the texts), the ruleset and its SSRs, the special
 * rules and the boards.
 */
#include "config.h"

#include "wadi-export-tiled-private.h"

static void
property_free (Property *property)
{
  g_free (property->name);
  g_free (property->value);
  g_free (property);
}

void
wadi_tiled_add_typed_property (GPtrArray  *properties,
                               const char *name,
                               const char *value,
                               const char *type)
{
  Property *property;

  if (value == NULL)
    return;
  property = g_new0 (Property, 1);
  property->name = g_strdup (name);
  property->value = g_utf8_make_valid (value, -1);
  property->type = type;
  g_ptr_array_add (properties, property);
}

void
wadi_tiled_add_property (GPtrArray  *properties,
                         const char *name,
                         const char *value)
{
  wadi_tiled_add_typed_property (properties, name, value, NULL);
}

/* A number or a truth as Tiled types them, so a script reads 3, not "3". */
void
wadi_tiled_add_int_property (GPtrArray  *properties,
                             const char *name,
                             gint64      value)
{
  char text[24];

  g_snprintf (text, sizeof text, "%" G_GINT64_FORMAT, value);
  wadi_tiled_add_typed_property (properties, name, text, "int");
}

void
wadi_tiled_add_bool_property (GPtrArray  *properties,
                              const char *name,
                              gboolean    value)
{
  wadi_tiled_add_typed_property (properties, name, value ? "true" : "false", "bool");
}

GPtrArray *
wadi_tiled_properties_new (void)
{
  return g_ptr_array_new_with_free_func ((GDestroyNotify) property_free);
}

GPtrArray *
wadi_tiled_map_properties (const WadiScenario *scenario)
{
  GPtrArray *properties = wadi_tiled_properties_new ();
  g_autoptr(GString) boards = g_string_new (NULL);
  WadiSsrFields ssrs = wadi_ssr_fields_of (scenario->ruleset);

  wadi_tiled_add_property (properties, "title", scenario->title);
  wadi_tiled_add_property (properties, "author", scenario->author);
  wadi_tiled_add_property (properties, "description", scenario->description);
  /* the card's texts, where the scenario has them */
  if (scenario->date_place != NULL && *scenario->date_place != '\0')
    wadi_tiled_add_property (properties, "date_place", scenario->date_place);
  if (scenario->victory != NULL && *scenario->victory != '\0')
    wadi_tiled_add_property (properties, "victory", scenario->victory);
  if (scenario->aftermath != NULL && *scenario->aftermath != '\0')
    wadi_tiled_add_property (properties, "aftermath", scenario->aftermath);
  wadi_tiled_add_property (properties, "ruleset", wadi_ruleset_name (scenario->ruleset));
  /* with a last half turn a float, 6.5, else an int */
  if (scenario->turns > 0 && scenario->half_turn)
    {
      char text[24];

      g_snprintf (text, sizeof text, "%u.5", scenario->turns);
      wadi_tiled_add_typed_property (properties, "turns", text, "float");
    }
  else if (scenario->turns > 0)
    wadi_tiled_add_int_property (properties, "turns", scenario->turns);
  /* the forces, numbered in the card's order: force.1.name … */
  for (guint i = 0; i < scenario->sides->len; i++)
    {
      const WadiScenarioSide *side = &g_array_index (scenario->sides, WadiScenarioSide, i);
      g_autofree char        *name = g_strdup_printf ("force.%u.name", i + 1);
      g_autofree char        *nationality = g_strdup_printf ("force.%u.nationality", i + 1);
      g_autofree char        *setup = g_strdup_printf ("force.%u.setup", i + 1);
      g_autofree char        *sets_up_first = g_strdup_printf ("force.%u.sets_up_first", i + 1);
      g_autofree char        *moves_first = g_strdup_printf ("force.%u.moves_first", i + 1);

      wadi_tiled_add_property (properties, name, side->name != NULL ? side->name : "");
      if (side->nationality != NULL && *side->nationality != '\0')
        wadi_tiled_add_property (properties, nationality, side->nationality);
      if (side->setup != NULL && *side->setup != '\0')
        wadi_tiled_add_property (properties, setup, side->setup);
      wadi_tiled_add_bool_property (properties, sets_up_first, side->sets_up_first);
      wadi_tiled_add_bool_property (properties, moves_first, side->moves_first);
    }
  /* the SSRs the ruleset owns, as the file writes them */
  if (ssrs & WADI_SSR_STREAM_DEPTH)
    wadi_tiled_add_property (properties, "ssr.stream_depth", wadi_stream_depth_name (scenario->ssr.stream_depth));
  if (ssrs & WADI_SSR_FROZEN)
    wadi_tiled_add_bool_property (properties, "ssr.frozen", scenario->ssr.frozen);
  if (ssrs & WADI_SSR_SNOW)
    wadi_tiled_add_bool_property (properties, "ssr.snow", scenario->ssr.snow);
  if (ssrs & WADI_SSR_TOI_WADI_RULES)
    wadi_tiled_add_bool_property (properties, "ssr.toi_wadi_rules", scenario->ssr.toi_wadi_rules);
  if (ssrs & WADI_SSR_TOI_STREAM_BRIDGES_BLOCK_LOS)
    wadi_tiled_add_bool_property (properties, "ssr.toi_stream_bridges_block_los",
                                  scenario->ssr.toi_stream_bridges_block_los);
  /* a property a rule, numbered as the card numbers them: a rule may
   * have line breaks of its own, so one text a line was ambiguous */
  for (guint i = 0; i < scenario->special_rules->len; i++)
    {
      g_autofree char *name = g_strdup_printf ("special_rule.%u", i + 1);

      wadi_tiled_add_property (properties, name, g_ptr_array_index (scenario->special_rules, i));
    }
  for (guint i = 0; i < wadi_map_board_count (scenario->map); i++)
    g_string_append_printf (boards, "%s%s", i > 0 ? " " : "", wadi_map_get_board (scenario->map, i)->id);
  wadi_tiled_add_property (properties, "boards", boards->str);
  return properties;
}
