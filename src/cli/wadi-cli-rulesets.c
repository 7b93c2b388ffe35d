/* wadi-cli-rulesets.c: wadi-cli rulesets [--format json] [RULESET…]
 *
 * What each ruleset offers, read from its descriptor (wadi-ruleset.h), in
 * the names files use.
 */
#include "config.h"

#include "wadi-cli-private.h"
#include "wadi-ruleset.h"

/* One kind of thing a ruleset offers: its names, in the ruleset's order. */
typedef struct
{
  const char *label; /* in the text */
  const char *key;   /* in the JSON */
  void (*names) (const WadiRuleset *ruleset,
                 GPtrArray         *out);
} Offer;

static void
terrain_names (const WadiRuleset *ruleset,
               GPtrArray         *out)
{
  for (guint i = 0; i < ruleset->n_terrain; i++)
    g_ptr_array_add (out, (gpointer) wadi_terrain_name (ruleset->terrain[i]));
}

static void
depression_names (const WadiRuleset *ruleset,
                  GPtrArray         *out)
{
  for (guint i = 0; i < ruleset->n_depressions; i++)
    g_ptr_array_add (out, (gpointer) wadi_depression_name (ruleset->depressions[i]));
}

static void
hex_flag_names (const WadiRuleset *ruleset,
                GPtrArray         *out)
{
  for (guint i = 0; i < ruleset->n_hex_flags; i++)
    g_ptr_array_add (out, (gpointer) wadi_hex_flag_name (ruleset->hex_flags[i]));
}

static void
side_feature_names (const WadiRuleset *ruleset,
                    GPtrArray         *out)
{
  for (guint i = 0; i < ruleset->n_side_features; i++)
    g_ptr_array_add (out, (gpointer) wadi_side_feature_name (ruleset->side_features[i]));
}

static void
counter_names (const WadiRuleset *ruleset,
               GPtrArray         *out)
{
  for (guint i = 0; i < ruleset->n_counters; i++)
    g_ptr_array_add (out, (gpointer) wadi_counter_kind_name (ruleset->counters[i]));
}

static void
unit_class_names (const WadiRuleset *ruleset,
                  GPtrArray         *out)
{
  for (guint i = 0; i < ruleset->n_unit_classes; i++)
    g_ptr_array_add (out, (gpointer) wadi_unit_class_name (ruleset->unit_classes[i]));
}

static void
position_names (const WadiRuleset *ruleset,
                GPtrArray         *out)
{
  for (WadiPosition position = 0; position < WADI_POSITION_COUNT; position++)
    if (wadi_ruleset_knows_position (ruleset, position))
      g_ptr_array_add (out, (gpointer) wadi_position_name (position));
}

static void
ssr_names (const WadiRuleset *ruleset,
           GPtrArray         *out)
{
  for (guint bit = 0; bit < WADI_RULESET_SSR_COUNT_; bit++)
    if (wadi_ruleset_reads_ssr (ruleset, 1u << bit))
      g_ptr_array_add (out, (gpointer) wadi_ruleset_ssr_name (1u << bit));
}

static const Offer offers[] = {
  { "terrain", "terrain", terrain_names },
  { "depressions", "depressions", depression_names },
  { "hex flags", "hex-flags", hex_flag_names },
  { "hexside features", "hexside-features", side_feature_names },
  { "counters", "counters", counter_names },
  { "unit classes", "unit-classes", unit_class_names },
  { "positions", "positions", position_names },
  { "ssrs", "ssrs", ssr_names },
};

static void
print_text (const WadiRuleset *ruleset)
{
  g_print ("%s: %s\n", ruleset->name, ruleset->display_name);
  for (gsize i = 0; i < G_N_ELEMENTS (offers); i++)
    {
      g_autoptr(GPtrArray) names = g_ptr_array_new ();

      offers[i].names (ruleset, names);
      g_print ("  %s:", offers[i].label);
      if (names->len == 0)
        g_print (" (none)");
      for (guint n = 0; n < names->len; n++)
        g_print (" %s", (const char *) g_ptr_array_index (names, n));
      g_print ("\n");
    }
}

static void
add_json (WadiCliJson       *json,
          const WadiRuleset *ruleset)
{
  wadi_cli_json_begin_object (json, NULL);
  wadi_cli_json_string (json, "id", ruleset->name);
  wadi_cli_json_string (json, "name", ruleset->display_name);
  for (gsize i = 0; i < G_N_ELEMENTS (offers); i++)
    {
      g_autoptr(GPtrArray) names = g_ptr_array_new ();

      offers[i].names (ruleset, names);
      wadi_cli_json_begin_array (json, offers[i].key);
      for (guint n = 0; n < names->len; n++)
        wadi_cli_json_string (json, NULL, g_ptr_array_index (names, n));
      wadi_cli_json_end_array (json);
    }
  wadi_cli_json_end_object (json);
}

int
wadi_cli_rulesets_run (const WadiCliCommand *command,
                       int                   argc,
                       char                **argv)
{
  int           status = WADI_CLI_EXIT_OK;
  WadiCliFormat format = WADI_CLI_FORMAT_TEXT;
  g_autoptr(GPtrArray) chosen = g_ptr_array_new ();
  g_autoptr(WadiCliJson) json = NULL;

  if (!wadi_cli_parse_options_and_format (command, NULL,
                                          N_("Lists each ruleset (or the RULESETs named) with its id, the id\n"
                                             "files and “wadi-cli new --ruleset” use, its name, and what it\n"
                                             "offers: terrain, depressions, hex flags, hexside features,\n"
                                             "counters, unit classes, unit positions and the SSRs it reads, in\n"
                                             "the spellings of the .wadi format.  Anything else in a scenario\n"
                                             "of that ruleset is flagged by “wadi-cli check”."),
                                              &argc, &argv, &format, &status))
    return status;

  for (int i = 1; i < argc; i++)
    {
      const WadiRuleset *ruleset = wadi_ruleset_lookup (argv[i]);

      if (ruleset == NULL)
        {
          g_autoptr(GString) names = g_string_new (NULL);

          for (guint id = 0; id < WADI_RULESET_COUNT; id++)
            g_string_append_printf (names, "%s%s", id > 0 ? ", " : "", wadi_ruleset_get (id)->name);
          return wadi_cli_usage_error (command, _("unknown ruleset “%s”, expected one of %s"),
                                                   argv[i], names->str);
        }
      g_ptr_array_add (chosen, (gpointer) ruleset);
    }
  if (chosen->len == 0)
    for (guint id = 0; id < WADI_RULESET_COUNT; id++)
      g_ptr_array_add (chosen, (gpointer) wadi_ruleset_get (id));

  if (format == WADI_CLI_FORMAT_JSON)
    {
      json = wadi_cli_json_new ();
      wadi_cli_json_begin_object (json, NULL);
      wadi_cli_json_begin_array (json, "rulesets");
      for (guint i = 0; i < chosen->len; i++)
        add_json (json, g_ptr_array_index (chosen, i));
      wadi_cli_json_end_array (json);
      wadi_cli_json_end_object (json);
      wadi_cli_json_print (json);
      return WADI_CLI_EXIT_OK;
    }
  for (guint i = 0; i < chosen->len; i++)
    print_text (g_ptr_array_index (chosen, i));
  return WADI_CLI_EXIT_OK;
}
