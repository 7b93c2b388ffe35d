/* wadi-cli-json.c: the JSON the rules commands print for other tools
 *
 * A thin layer over json-glib's JsonBuilder: values go in the order they
 * are written, keys are given for members of objects and NULL for items of
 * arrays, and JsonGenerator writes the text, indented two spaces a level.
 */
#include "config.h"

#include <json-glib/json-glib.h>
#include <math.h>

#include "wadi-cli-private.h"
#include "wadi-ruleset.h"

struct _WadiCliJson
{
  JsonBuilder *builder;
};

WadiCliJson *
wadi_cli_json_new (void)
{
  WadiCliJson *json = g_new0 (WadiCliJson, 1);

  json->builder = json_builder_new ();
  return json;
}

void
wadi_cli_json_free (WadiCliJson *json)
{
  if (json == NULL)
    return;
  g_clear_object (&json->builder);
  g_free (json);
}

static void
key (WadiCliJson *json,
     const char  *name)
{
  if (name != NULL)
    json_builder_set_member_name (json->builder, name);
}

void
wadi_cli_json_begin_object (WadiCliJson *json,
                            const char  *name)
{
  key (json, name);
  json_builder_begin_object (json->builder);
}

void
wadi_cli_json_end_object (WadiCliJson *json)
{
  json_builder_end_object (json->builder);
}

void
wadi_cli_json_begin_array (WadiCliJson *json,
                           const char  *name)
{
  key (json, name);
  json_builder_begin_array (json->builder);
}

void
wadi_cli_json_end_array (WadiCliJson *json)
{
  json_builder_end_array (json->builder);
}

void
wadi_cli_json_string (WadiCliJson *json,
                      const char  *name,
                      const char  *value)
{
  key (json, name);
  if (value == NULL)
    json_builder_add_null_value (json->builder);
  else
    {
      g_autofree char *valid = g_utf8_make_valid (value, -1);

      json_builder_add_string_value (json->builder, valid);
    }
}

void
wadi_cli_json_number (WadiCliJson *json,
                      const char  *name,
                      double       value)
{
  key (json, name);
  /* The rules' numbers are small whole numbers and halves: the whole ones
   * are written as integers ("4", not "4.0"). */
  if (value == floor (value) && fabs (value) < 1e15)
    json_builder_add_int_value (json->builder, (gint64) value);
  else
    json_builder_add_double_value (json->builder, value);
}

void
wadi_cli_json_boolean (WadiCliJson *json,
                       const char  *name,
                       gboolean     value)
{
  key (json, name);
  json_builder_add_boolean_value (json->builder, value);
}

void
wadi_cli_json_cost (WadiCliJson    *json,
                    const char     *name,
                    const WadiCost *cost)
{
  wadi_cli_json_begin_object (json, name);
  wadi_cli_json_number (json, "value", cost->value);
  if (cost->label != NULL)
    wadi_cli_json_string (json, "label", cost->label);
  if (cost->rule != NULL)
    wadi_cli_json_string (json, "rule", cost->rule);
  switch (cost->kind)
    {
    case WADI_COST_TERM:
      break;
    case WADI_COST_SUM:
    case WADI_COST_PRODUCT:
      wadi_cli_json_begin_array (json, cost->kind == WADI_COST_SUM ? "sum" : "product");
      for (guint i = 0; i < cost->children->len; i++)
        wadi_cli_json_cost (json, NULL, g_ptr_array_index (cost->children, i));
      wadi_cli_json_end_array (json);
      break;
    default:
      g_assert_not_reached ();
    }
  wadi_cli_json_end_object (json);
}

void
wadi_cli_json_los_considers (WadiCliJson       *json,
                             const WadiRuleset *ruleset)
{
  wadi_cli_json_begin_array (json, "considers");
  for (const char *const *name = ruleset->los_considers; name != NULL && *name != NULL; name++)
    wadi_cli_json_string (json, NULL, *name);
  wadi_cli_json_end_array (json);
  wadi_cli_json_string (json, "note", ruleset->los_note);
}

void
wadi_cli_json_print (WadiCliJson *json)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = json_builder_get_root (json->builder);
  g_autofree char *text = NULL;

  g_return_if_fail (root != NULL);
  json_generator_set_root (generator, root);
  json_generator_set_pretty (generator, TRUE);
  json_generator_set_indent (generator, 2);
  text = json_generator_to_data (generator, NULL);
  g_print ("%s\n", text);
}
