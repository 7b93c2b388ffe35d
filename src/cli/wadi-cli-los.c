/* wadi-cli-los.c: wadi-cli los FILE FROM[:POSITION] TO[:POSITION]: who sees whom */
#include "config.h"

#include "wadi-cli-private.h"
#include "wadi-los.h"
#include "wadi-ruleset.h"
#include "wadi-toi-combat.h"

static const char *
verdict_name (WadiLosVerdict verdict)
{
  switch (verdict)
    {
    case WADI_LOS_CLEAR:
      return "clear";
    case WADI_LOS_BLOCKED:
      return "blocked";
    case WADI_LOS_BLIND:
      return "blind";
    default:
      return "unknown";
    }
}

static const char *
decided_by_name (WadiLosDecidedBy decided_by)
{
  switch (decided_by)
    {
    case WADI_LOS_DECIDED_NONE:
      return "nothing";
    case WADI_LOS_DECIDED_HEX:
      return "hex";
    case WADI_LOS_DECIDED_HEXSIDE:
      return "hexside";
    case WADI_LOS_DECIDED_VERTEX:
      return "vertex";
    default:
      return "unknown";
    }
}

static const char *
step_kind_name (WadiLineStepKind kind)
{
  switch (kind)
    {
    case WADI_LINE_HEX:
      return "hex";
    case WADI_LINE_CROSS_HEXSIDE:
      return "cross-hexside";
    case WADI_LINE_VERTEX:
      return "vertex";
    case WADI_LINE_ALONG_HEXSIDE:
      return "along-hexside";
    default:
      return "unknown";
    }
}

/* The hex, hexside or vertex that decided, or NULL when nothing did. */
static char *
decider_text (const WadiScenario  *scenario,
              const WadiLosResult *result)
{
  switch (result->decided_by)
    {
    case WADI_LOS_DECIDED_HEX:
      return wadi_cli_hex_name (scenario, result->hex);
    case WADI_LOS_DECIDED_HEXSIDE:
      return wadi_cli_side_name (scenario, result->hexside, result->hex);
    case WADI_LOS_DECIDED_VERTEX:
      return wadi_cli_vertex_name_from (scenario, result->vertex, result->vertex.hex);
    case WADI_LOS_DECIDED_NONE:
    default:
      return NULL;
    }
}

/* The hexes the line passes through, by name. */
static GPtrArray *
line_hexes (const WadiScenario  *scenario,
            const WadiLosResult *result)
{
  g_autoptr(GArray) passed = wadi_los_result_hexes (result, wadi_scenario_grid (scenario));
  GPtrArray *hexes = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < passed->len; i++)
    g_ptr_array_add (hexes, wadi_cli_hex_name (scenario, g_array_index (passed, WadiHex, i)));
  return hexes;
}

static char *
step_text (const WadiScenario *scenario,
           const WadiLineStep *step)
{
  const WadiBoard *b = wadi_scenario_grid (scenario);
  WadiHex          first;

  switch (step->kind)
    {
    case WADI_LINE_HEX:
      return wadi_cli_hex_name (scenario, step->hex);
    case WADI_LINE_CROSS_HEXSIDE:
    case WADI_LINE_ALONG_HEXSIDE:
      first = wadi_board_contains (b, step->side.hex)
                  ? step->side.hex
                  : wadi_hexside_other_hex (b->layout, step->side);
      return wadi_cli_side_name (scenario, step->side, first);
    case WADI_LINE_VERTEX:
      return wadi_cli_vertex_name_from (scenario, step->vertex, step->vertex.hex);
    default:
      return g_strdup ("-");
    }
}

static char *
location_text (const WadiScenario *scenario,
               const WadiLocation *location,
               int                 level)
{
  g_autofree char *hex = wadi_cli_hex_name (scenario, location->hex);

  if (location->height != 0)
    return g_strdup_printf ("%s %s, height %d, level %d", hex,
                            wadi_position_name (location->position), location->height, level);
  return g_strdup_printf ("%s %s, level %d", hex, wadi_position_name (location->position), level);
}

/* The woods and buildings between the two that the ruleset's LOS leaves
 * out (its note says so), to be judged by hand: "unweighed: 25U7 25W7". */
static void
print_unweighed (const WadiCliQuery  *query,
                 const WadiLocation  *from,
                 const WadiLocation  *to,
                 const WadiLosResult *result)
{
  const WadiScenario *scenario = query->scenario;
  g_autoptr(GArray) unweighed = NULL;

  if (wadi_ruleset_of (query->ctx)->los_note == NULL)
    return;
  unweighed = wadi_los_result_unweighed (result, wadi_scenario_grid (scenario), from->hex, to->hex);
  if (unweighed->len == 0)
    return;
  g_print ("unweighed:");
  for (guint i = 0; i < unweighed->len; i++)
    {
      g_autofree char *name = wadi_cli_hex_name (scenario, g_array_index (unweighed, WadiHex, i));

      g_print (" %s", name);
    }
  g_print ("\n");
}

static void
print_text (const WadiCliQuery   *query,
            const WadiLocation   *from,
            const WadiLocation   *to,
            int                   from_level,
            int                   to_level,
            const WadiLosResult  *result,
            const WadiToiAssault *assault)
{
  const WadiScenario *scenario = query->scenario;
  g_autofree char    *from_text = location_text (scenario, from, from_level);
  g_autofree char    *to_text = location_text (scenario, to, to_level);
  g_autofree char    *decider = decider_text (scenario, result);
  g_autoptr(GPtrArray) hexes = line_hexes (scenario, result);

  g_print ("los: %s\n", verdict_name (result->verdict));
  g_print ("from: %s\n", from_text);
  g_print ("to: %s\n", to_text);
  if (decider == NULL)
    g_print ("decided by: nothing\n");
  else if (result->decided_by == WADI_LOS_DECIDED_HEXSIDE)
    {
      g_autofree char *blamed = wadi_cli_hex_name (scenario, result->hex);

      g_print ("decided by: hexside %s (hex %s)\n", decider, blamed);
    }
  else
    g_print ("decided by: %s %s\n", decided_by_name (result->decided_by), decider);
  if (result->reason != NULL)
    {
      g_autofree char *why = wadi_cli_reason (result->reason, result->rule);

      g_print ("why: %s\n", why);
    }
  g_print ("hexes:");
  for (guint i = 0; i < hexes->len; i++)
    g_print (" %s", (const char *) g_ptr_array_index (hexes, i));
  g_print ("\n");
  print_unweighed (query, from, to, result);
  if (result->blind_hexes != NULL && result->blind_hexes->len > 0)
    {
      g_print ("blind hexes:");
      for (guint i = 0; i < result->blind_hexes->len; i++)
        {
          g_autofree char *name = wadi_cli_hex_name (scenario,
                                                     g_array_index (result->blind_hexes, WadiHex, i));

          g_print (" %s", name);
        }
      g_print ("\n");
    }
  if (assault != NULL)
    {
      g_autofree char *why = wadi_cli_reason (assault->reason, assault->rule);

      g_print ("assault: %s: %s\n", assault->may_initiate ? "may initiate" : "may only support", why);
    }
  wadi_cli_query_print_los_note (query);
}

static void
add_json_location (WadiCliJson        *json,
                   const char         *key,
                   const WadiScenario *scenario,
                   const WadiLocation *location,
                   int                 level)
{
  g_autofree char *hex = wadi_cli_hex_name (scenario, location->hex);

  wadi_cli_json_begin_object (json, key);
  wadi_cli_json_string (json, "hex", hex);
  wadi_cli_json_string (json, "position", wadi_position_name (location->position));
  wadi_cli_json_number (json, "height", location->height);
  wadi_cli_json_number (json, "level", level);
  wadi_cli_json_end_object (json);
}

static void
print_json (const char           *file,
            const WadiRuleset    *ruleset,
            const WadiScenario   *scenario,
            const WadiLocation   *from,
            const WadiLocation   *to,
            int                   from_level,
            int                   to_level,
            const WadiLosResult  *result,
            const WadiToiAssault *assault)
{
  g_autoptr(WadiCliJson) json = wadi_cli_json_new ();
  g_autofree char *decider = decider_text (scenario, result);
  g_autoptr(GPtrArray) hexes = line_hexes (scenario, result);

  wadi_cli_json_begin_object (json, NULL);
  wadi_cli_json_string (json, "file", file);
  wadi_cli_json_string (json, "verdict", verdict_name (result->verdict));
  add_json_location (json, "from", scenario, from, from_level);
  add_json_location (json, "to", scenario, to, to_level);
  wadi_cli_json_begin_object (json, "decided_by");
  wadi_cli_json_string (json, "kind", decided_by_name (result->decided_by));
  switch (result->decided_by)
    {
    case WADI_LOS_DECIDED_HEX:
      wadi_cli_json_string (json, "hex", decider);
      break;
    case WADI_LOS_DECIDED_HEXSIDE:
      {
        g_autofree char *blamed = wadi_cli_hex_name (scenario, result->hex);

        wadi_cli_json_string (json, "hex", blamed);
        wadi_cli_json_string (json, "hexside", decider);
      }
      break;
    case WADI_LOS_DECIDED_VERTEX:
      wadi_cli_json_string (json, "vertex", decider);
      break;
    case WADI_LOS_DECIDED_NONE:
    default:
      break;
    }
  wadi_cli_json_end_object (json);
  wadi_cli_json_string (json, "reason", result->reason);
  wadi_cli_json_string (json, "rule", result->rule);
  wadi_cli_json_begin_array (json, "hexes");
  for (guint i = 0; i < hexes->len; i++)
    wadi_cli_json_string (json, NULL, g_ptr_array_index (hexes, i));
  wadi_cli_json_end_array (json);
  wadi_cli_json_begin_array (json, "blind_hexes");
  for (guint i = 0; result->blind_hexes != NULL && i < result->blind_hexes->len; i++)
    {
      g_autofree char *name = wadi_cli_hex_name (scenario,
                                                 g_array_index (result->blind_hexes, WadiHex, i));

      wadi_cli_json_string (json, NULL, name);
    }
  wadi_cli_json_end_array (json);
  /* woods and buildings the ruleset's LOS leaves out: empty where it
   * weighs them, as the classic charts' table does */
  wadi_cli_json_begin_array (json, "unweighed");
  if (ruleset->los_note != NULL)
    {
      g_autoptr(GArray) unweighed = wadi_los_result_unweighed (result, wadi_scenario_grid (scenario), from->hex,
                                                                to->hex);

      for (guint i = 0; i < unweighed->len; i++)
        {
          g_autofree char *name = wadi_cli_hex_name (scenario, g_array_index (unweighed, WadiHex, i));

          wadi_cli_json_string (json, NULL, name);
        }
    }
  wadi_cli_json_end_array (json);
  wadi_cli_json_begin_array (json, "line");
  for (guint i = 0; result->line != NULL && i < result->line->len; i++)
    {
      const WadiLineStep *step = &g_array_index (result->line, WadiLineStep, i);
      g_autofree char    *where = step_text (scenario, step);

      wadi_cli_json_begin_object (json, NULL);
      wadi_cli_json_string (json, "kind", step_kind_name (step->kind));
      wadi_cli_json_string (json, step->kind == WADI_LINE_HEX ? "hex" : step->kind == WADI_LINE_VERTEX ? "vertex"
                                                                                                       : "hexside",
                            where);
      wadi_cli_json_end_object (json);
    }
  wadi_cli_json_end_array (json);
  wadi_cli_json_los_considers (json, ruleset);
  if (assault != NULL)
    {
      wadi_cli_json_begin_object (json, "assault");
      wadi_cli_json_boolean (json, "may_initiate", assault->may_initiate);
      wadi_cli_json_boolean (json, "may_support", assault->may_support);
      wadi_cli_json_string (json, "reason", assault->reason);
      wadi_cli_json_string (json, "rule", assault->rule);
      wadi_cli_json_end_object (json);
    }
  wadi_cli_json_end_object (json);
  wadi_cli_json_print (json);
}

int
wadi_cli_los_run (const WadiCliCommand *command,
                  int                   argc,
                  char                **argv)
{
  g_autofree char *from_height_text = NULL;
  g_autofree char *to_height_text = NULL;
  int              from_height = 0;
  int              to_height = 0;
  /* clang-format off */
  const GOptionEntry entries[] = {
    { "from-height", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &from_height_text, N_("Levels FROM stands above its position (a vehicle's or building's height; default 0)"), "N" },
    { "to-height", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &to_height_text, N_("Levels TO stands above its position (default 0)"), "N" },
    G_OPTION_ENTRY_NULL
  };
  /* clang-format on */
  g_auto(WadiCliQuery) query = { 0 };
  int            status = WADI_CLI_EXIT_OK;
  WadiLocation   from = { 0 };
  WadiLocation   to = { 0 };
  WadiLosResult  result;
  WadiToiAssault assault;
  gboolean       has_assault;
  int            from_level;
  int            to_level;

  if (!wadi_cli_query_parse_options (&query, command, entries,
                                     N_("Traces the line of sight from FROM to TO under the scenario's\n"
                                        "ruleset and prints whether it is clear, blocked or blind (the\n"
                                        "target lies in a blind hex), what decided it (a hex, a hexside or\n"
                                        "a vertex), why, with the rule, and the hexes the line passes.\n"
                                        "\n"
                                        "FROM and TO are hexes of any boards of the map (25O9; without a\n"
                                        "board prefix, FROM is on the first board and TO on FROM's), each\n"
                                        "with an optional position: ground, in, crest, bridge or wadi\n"
                                        "(25O9:in).  Without one, a unit in a depression hex is in it,\n"
                                        "unless a bridge carries it, and elsewhere on the ground.  The line\n"
                                        "crosses the seams between boards like any other hexside.\n"
                                        "\n"
                                        "Exit status: 0 clear, 1 blocked or blind, 2 the file could not be\n"
                                        "read or the command line is wrong."),
                                         &argc, &argv, &status))
    return status;
  if (!wadi_cli_parse_int_option (command, "--from-height", from_height_text, -WADI_CLI_HEIGHT_MAX,
                                  WADI_CLI_HEIGHT_MAX, &from_height, &status)
      || !wadi_cli_parse_int_option (command, "--to-height", to_height_text, -WADI_CLI_HEIGHT_MAX,
                                     WADI_CLI_HEIGHT_MAX, &to_height, &status))
    return status;
  if (!wadi_cli_query_load_from_to (&query, argc, argv, &from, &to, &status))
    return status;
  from.height = from_height;
  to.height = to_height;

  wadi_los_result_init (&result);
  wadi_los (query.ctx, &from, &to, &result);
  from_level = wadi_location_level (query.ctx, &from);
  to_level = wadi_location_level (query.ctx, &to);
  has_assault = wadi_toi_assault (query.ctx, &from, &to, &assault);
  if (query.format == WADI_CLI_FORMAT_JSON)
    print_json (query.file, wadi_ruleset_of (query.ctx), query.scenario, &from, &to, from_level, to_level, &result, has_assault ? &assault : NULL);
  else
    print_text (&query, &from, &to, from_level, to_level, &result, has_assault ? &assault : NULL);
  status = result.verdict == WADI_LOS_CLEAR ? WADI_CLI_EXIT_OK : WADI_CLI_EXIT_INVALID;
  wadi_los_result_clear (&result);
  return status;
}
