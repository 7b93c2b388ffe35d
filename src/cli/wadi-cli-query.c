/* wadi-cli-query.c: what the rules commands (cost, fire, los, crest) share
 *
 * Each asks the scenario's rules a question about places on its map: they
 * read the same --format, the same unit classes, the same FILE, FROM and
 * TO, and the same Crest centres and CAFPs, and say the same things when
 * one is wrong.  The places themselves are wadi-cli-places.c's.
 */
#include "config.h"

#include "wadi-cli-private.h"
#include "wadi-position.h"
#include "wadi-ruleset.h"

gboolean
wadi_cli_query_parse_options (WadiCliQuery         *query,
                              const WadiCliCommand *command,
                              const GOptionEntry   *entries,
                              const char           *description,
                              int                  *argc,
                              char               ***argv,
                              int                  *status)
{
  query->command = command;
  return wadi_cli_parse_options_and_format_full (command, entries, description, query->pictures, argc, argv,
                                                 &query->format, status);
}

gboolean
wadi_cli_query_load (WadiCliQuery *query,
                     const char   *path,
                     int          *status)
{
  query->file = path;
  query->scenario = wadi_cli_load_for_rules (path, status);
  if (query->scenario == NULL)
    return FALSE;
  query->ctx = wadi_rules_context_new (query->scenario);
  query->label_board = 0;
  return TRUE;
}

void
wadi_cli_query_clear (WadiCliQuery *query)
{
  g_clear_pointer (&query->ctx, wadi_rules_context_free);
  g_clear_pointer (&query->scenario, wadi_scenario_free);
}

gboolean
wadi_cli_query_parse_location (WadiCliQuery *query,
                               const char   *text,
                               WadiLocation *location,
                               int          *status)
{
  g_autoptr(GError) error = NULL;
  gboolean has_position = FALSE;

  if (!wadi_cli_parse_location (query->scenario, text, query->label_board, &location->hex,
                                &has_position, &location->position, &error))
    {
      *status = wadi_cli_usage_error (query->command, "%s", error->message);
      return FALSE;
    }
  query->label_board = wadi_cli_label_board (query->scenario, text, query->label_board);
  if (!has_position)
    location->position = wadi_rules_default_position (query->ctx, location->hex);
  else
    {
      const char *reason, *rule;

      if (!wadi_rules_position_exists (query->ctx, location->hex, location->position, &reason, &rule))
        {
          g_autofree char *why = wadi_cli_reason (reason, rule);

          *status = wadi_cli_usage_error (query->command, "%s: %s", text, why);
          return FALSE;
        }
    }
  return TRUE;
}

gboolean
wadi_cli_query_load_from_to (WadiCliQuery *query,
                             int           argc,
                             char        **argv,
                             WadiLocation *from,
                             WadiLocation *to,
                             int          *status)
{
  if (argc != 4)
    {
      *status = wadi_cli_usage_error (query->command, ngettext ("expected FILE, FROM and TO, got %d argument", "expected FILE, FROM and TO, got %d arguments", argc - 1),
                                      argc - 1);
      return FALSE;
    }
  return wadi_cli_query_load (query, argv[1], status)
         && wadi_cli_query_parse_location (query, argv[2], from, status)
         && wadi_cli_query_parse_location (query, argv[3], to, status);
}

gboolean
wadi_cli_query_parse_crest_options (const WadiCliQuery *query,
                                    WadiHex             hex,
                                    const char         *centre_text,
                                    WadiDirection      *centre,
                                    const char         *vertex_text,
                                    WadiVertexIndex    *vertex,
                                    int                *status)
{
  g_autoptr(GError) error = NULL;

  if (centre_text != NULL && !wadi_cli_parse_hexside (query->scenario, hex, centre_text, centre, &error))
    {
      *status = wadi_cli_usage_error (query->command, _("--centre: %s"), error->message);
      return FALSE;
    }
  if (vertex_text != NULL && !wadi_cli_parse_vertex (query->scenario, hex, vertex_text, vertex, &error))
    {
      *status = wadi_cli_usage_error (query->command, _("--vertex: %s"), error->message);
      return FALSE;
    }
  return TRUE;
}

static GString *
unit_class_names (void)
{
  GString *names = g_string_new (NULL);

  for (guint i = 0; i < WADI_UNIT_CLASS_COUNT; i++)
    g_string_append_printf (names, "%s%s", i > 0 ? ", " : "", wadi_unit_class_name (i));
  return names;
}

gboolean
wadi_cli_parse_unit_class (const WadiCliCommand *command,
                           const char           *option,
                           const char           *name,
                           gboolean              required,
                           WadiUnitClass        *unit_class,
                           int                  *status)
{
  g_autoptr(GString) names = NULL;

  if (name == NULL && !required)
    return TRUE;
  if (name != NULL && wadi_unit_class_from_name (name, unit_class))
    return TRUE;
  names = unit_class_names ();
  if (name == NULL)
    *status = wadi_cli_usage_error (command, _("no %s given, expected one of %s"), option, names->str);
  else if (required)
    *status = wadi_cli_usage_error (command, _("unknown unit class “%s”, expected one of %s"), name, names->str);
  else
    {
      /* Translators: %s: --unit or --firer-unit, the name, the unit classes */
      *status = wadi_cli_usage_error (command, _("%s “%s” is not a unit class, expected one of %s"), option,
                                                  name, names->str);
    }
  return FALSE;
}

void
wadi_cli_query_print_los_note (const WadiCliQuery *query)
{
  const WadiRuleset *ruleset = wadi_ruleset_of (query->ctx);

  if (ruleset->los_note != NULL)
    g_print ("note: %s\n", ruleset->los_note);
}
