/* wadi-cli-fire.c: wadi-cli fire FILE FROM TO: what protects the target */
#include "config.h"

#include "wadi-cli-private.h"
#include "wadi-fire.h"

typedef struct
{
  const char         *file;
  const WadiScenario *scenario;
  WadiFireRequest     request;
  WadiFireResult      result;
} FireAnswer;

static char *
crossed_text (const WadiScenario *scenario,
              WadiHex             hex,
              guint               crossed)
{
  GString *text = g_string_new (NULL);

  for (guint d = 0; d < WADI_DIRECTION_COUNT; d++)
    if (crossed & (1u << d))
      {
        g_autofree char *name = wadi_cli_hexside_name (scenario, hex, (WadiDirection) d);

        g_string_append_printf (text, "%s%s", text->len > 0 ? " " : "", name);
      }
  return g_string_free (text, FALSE);
}

static char *
location_text (const WadiScenario *scenario,
               const WadiLocation *location)
{
  g_autofree char *hex = wadi_cli_hex_name (scenario, location->hex);

  return g_strdup_printf ("%s %s", hex, wadi_position_name (location->position));
}

static void
print_text (const FireAnswer *answer)
{
  const WadiFireResult *result = &answer->result;
  g_autofree char      *firer = location_text (answer->scenario, &answer->request.firer);
  g_autofree char      *target = location_text (answer->scenario, &answer->request.target);
  g_autofree char      *crossed = crossed_text (answer->scenario, answer->request.target.hex, result->crossed);

  g_print ("fire: %s\n", wadi_fire_kind_name (answer->request.kind));
  g_print ("from: %s, %s\n", firer, wadi_unit_class_name (answer->request.firer_class));
  g_print ("at: %s, %s\n", target, wadi_unit_class_name (answer->request.target_class));
  g_print ("los: %s\n", result->los.verdict == WADI_LOS_CLEAR ? "clear" : "none");
  if (result->los.verdict != WADI_LOS_CLEAR && result->los.reason != NULL)
    {
      g_autofree char *why = wadi_cli_reason (result->los.reason, result->los.rule);

      g_print ("why: %s\n", why);
    }
  g_print ("crosses: %s\n", *crossed != '\0' ? crossed : "-");
  /* only where the question means something (B20.92's: a Depression) */
  if (result->into_asked)
    g_print ("los into the depression: %s\n", result->sees_into ? "yes" : "no");
  for (guint i = 0; i < result->terms->len; i++)
    {
      const WadiFireTerm *term = &g_array_index (result->terms, WadiFireTerm, i);
      g_autofree char    *why = wadi_cli_reason (term->reason, term->rule);

      if (term->tem != 0)
        g_print ("%s: %s, %+d TEM: %s\n", wadi_fire_finding_name (term->finding),
                 term->applies ? "applies" : "does not apply", term->tem, why);
      else if (term->cover != 0)
        g_print ("%s: %s, %d cover %s: %s\n", wadi_fire_finding_name (term->finding),
                 term->applies ? "applies" : "does not apply", term->cover, term->cover == 1 ? "die" : "dice", why);
      else if (term->hit_on != 0)
        g_print ("%s: %s, hits on %d+: %s\n", wadi_fire_finding_name (term->finding),
                 term->applies ? "applies" : "does not apply", term->hit_on, why);
      else
        g_print ("%s: %s: %s\n", wadi_fire_finding_name (term->finding),
                 term->applies ? "applies" : "does not apply", why);
    }
  if (!result->allowed)
    g_print ("attack: not allowed\n");
}

static void
print_json (const FireAnswer *answer)
{
  const WadiFireResult *result = &answer->result;
  g_autoptr(WadiCliJson) json = wadi_cli_json_new ();
  g_autofree char *firer = wadi_cli_hex_name (answer->scenario, answer->request.firer.hex);
  g_autofree char *target = wadi_cli_hex_name (answer->scenario, answer->request.target.hex);

  wadi_cli_json_begin_object (json, NULL);
  wadi_cli_json_string (json, "file", answer->file);
  wadi_cli_json_string (json, "kind", wadi_fire_kind_name (answer->request.kind));
  wadi_cli_json_begin_object (json, "from");
  wadi_cli_json_string (json, "hex", firer);
  wadi_cli_json_string (json, "position", wadi_position_name (answer->request.firer.position));
  wadi_cli_json_string (json, "unit_class", wadi_unit_class_name (answer->request.firer_class));
  wadi_cli_json_end_object (json);
  wadi_cli_json_begin_object (json, "at");
  wadi_cli_json_string (json, "hex", target);
  wadi_cli_json_string (json, "position", wadi_position_name (answer->request.target.position));
  wadi_cli_json_string (json, "unit_class", wadi_unit_class_name (answer->request.target_class));
  wadi_cli_json_end_object (json);
  wadi_cli_json_boolean (json, "los", result->los.verdict == WADI_LOS_CLEAR);
  wadi_cli_json_string (json, "los_reason", result->los.reason);
  wadi_cli_json_string (json, "los_rule", result->los.rule);
  if (result->into_asked)
    wadi_cli_json_boolean (json, "los_into_depression", result->sees_into);
  else
    wadi_cli_json_string (json, "los_into_depression", NULL);
  wadi_cli_json_boolean (json, "allowed", result->allowed);
  wadi_cli_json_begin_array (json, "crosses");
  for (guint d = 0; d < WADI_DIRECTION_COUNT; d++)
    if (result->crossed & (1u << d))
      {
        g_autofree char *name = wadi_cli_hexside_name (answer->scenario, answer->request.target.hex,
                                                       (WadiDirection) d);

        wadi_cli_json_string (json, NULL, name);
      }
  wadi_cli_json_end_array (json);
  wadi_cli_json_begin_array (json, "protections");
  for (guint i = 0; i < result->terms->len; i++)
    {
      const WadiFireTerm *term = &g_array_index (result->terms, WadiFireTerm, i);
      g_autofree char    *hexsides = crossed_text (answer->scenario, answer->request.target.hex, term->crossed);

      wadi_cli_json_begin_object (json, NULL);
      wadi_cli_json_string (json, "finding", wadi_fire_finding_name (term->finding));
      wadi_cli_json_boolean (json, "applies", term->applies);
      wadi_cli_json_number (json, "tem", term->tem);
      wadi_cli_json_string (json, "hexsides", *hexsides != '\0' ? hexsides : NULL);
      wadi_cli_json_string (json, "reason", term->reason);
      wadi_cli_json_string (json, "rule", term->rule);
      wadi_cli_json_number (json, "cover", term->cover);
      wadi_cli_json_number (json, "hit_on", term->hit_on);
      wadi_cli_json_end_object (json);
    }
  wadi_cli_json_end_array (json);
  wadi_cli_json_end_object (json);
  wadi_cli_json_print (json);
}

/* The attack's kind, and the target's class, centre and CAFP, as the
 * options name them or the hex has them. */
static gboolean
read_request (const WadiCliQuery *query,
              gboolean            indirect,
              gboolean            overrun,
              const char         *firer_name,
              const char         *unit_name,
              const char         *centre,
              const char         *vertex,
              WadiFireRequest    *request,
              int                *status)
{
  WadiDirection   dir = 0;
  WadiVertexIndex index = 0;

  request->kind = indirect ? WADI_FIRE_INDIRECT : overrun ? WADI_FIRE_OVERRUN
                                                          : WADI_FIRE_DIRECT;
  if (!wadi_cli_parse_unit_class (query->command, "--unit", unit_name, FALSE, &request->target_class, status))
    return FALSE;
  if (unit_name == NULL)
    request->target_class = wadi_fire_target_class (query->ctx, &request->target);
  if (!wadi_cli_parse_unit_class (query->command, "--firer-unit", firer_name, FALSE, &request->firer_class, status))
    return FALSE;
  if (firer_name == NULL)
    request->firer_class = wadi_fire_target_class (query->ctx, &request->firer);
  if (!wadi_cli_query_parse_crest_options (query, request->target.hex, centre, &dir, vertex, &index, status))
    return FALSE;
  if (centre != NULL)
    request->centre = dir;
  if (vertex != NULL)
    request->cafp = index;
  return TRUE;
}

int
wadi_cli_fire_run (const WadiCliCommand *command,
                   int                   argc,
                   char                **argv)
{
  g_autofree char *unit_name = NULL;
  g_autofree char *firer_name = NULL;
  g_autofree char *centre = NULL;
  g_autofree char *vertex = NULL;
  gboolean         indirect = FALSE;
  gboolean         overrun = FALSE;
  /* clang-format off */
  const GOptionEntry entries[] = {
    { "indirect", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, &indirect, N_("Indirect Fire"), NULL },
    { "ovr", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, &overrun, N_("An Overrun (OVR)"), NULL },
    { "unit", 'u', G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &unit_name, N_("The target's class (default: the unit standing there, else infantry)"), "CLASS" },
    { "firer-unit", 'f', G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &firer_name, N_("The firer's class (default: the unit standing at FROM, else infantry)"), "CLASS" },
    { "centre", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &centre, N_("The target's Crest centre hexside (default: the hex's Crest counter's)"), "HEXSIDE" },
    { "vertex", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &vertex, N_("The CAFP of the Crest AFV in the target hex (default: the hex's Vehicle Crest counter's)"), "VERTEX" },
    G_OPTION_ENTRY_NULL
  };
  /* clang-format on */
  g_auto(WadiCliQuery) query = { 0 };
  int        status = WADI_CLI_EXIT_OK;
  FireAnswer answer = { 0 };

  if (!wadi_cli_query_parse_options (&query, command, entries,
                                     N_("Answers what protects the target in TO from an attack from FROM\n"
                                        "(Direct Fire unless --indirect or --ovr): whether Crest\n"
                                        "entrenchment applies (B20.92; a Gun and its crew, F5.43), a Crest\n"
                                        "vehicle's HD (F5.423), a Crest AFV's +1 TEM to same-hex Crest\n"
                                        "Infantry (F5.423), a stream's Open Ground (B20.3), and whom fire\n"
                                        "at a Depression hex hits (B20.92); with the hexsides of TO the line\n"
                                        "of fire crosses and whether FROM has a LOS INTO TO's Depression.\n"
                                        "Tide of Iron: an attack between the two levels of a wadi bridge\n"
                                        "hex (FROM and TO the same hex, :bridge and :wadi) is at close range\n"
                                        "with the hex's cover for the target, and a vehicle (--firer-unit)\n"
                                        "may not make it.\n"
                                        "\n"
                                        "FROM and TO are HEX or HEX:POSITION, as for los.  The target's\n"
                                        "Crest centre and a Crest AFV's CAFP come from the counters in TO\n"
                                        "unless --centre and --vertex name them.\n"
                                        "\n"
                                        "Exit status: 0 FROM sees TO and may attack it, 1 it does not or\n"
                                        "may not, 2 the file could not be read or the command line is wrong."),
                                         &argc, &argv, &status))
    return status;
  if (indirect && overrun)
    return wadi_cli_usage_error (command, _("--indirect and --ovr are two kinds of attack, expected one of them"));
  wadi_fire_request_init (&answer.request);
  if (!wadi_cli_query_load_from_to (&query, argc, argv, &answer.request.firer, &answer.request.target, &status)
      || !read_request (&query, indirect, overrun, firer_name, unit_name, centre, vertex, &answer.request, &status))
    return status;
  answer.file = query.file;
  answer.scenario = query.scenario;

  wadi_fire_result_init (&answer.result);
  wadi_fire (query.ctx, &answer.request, &answer.result);
  if (query.format == WADI_CLI_FORMAT_JSON)
    print_json (&answer);
  else
    print_text (&answer);
  status = answer.result.los.verdict == WADI_LOS_CLEAR && answer.result.allowed ? WADI_CLI_EXIT_OK
                                                                                : WADI_CLI_EXIT_INVALID;
  wadi_fire_result_clear (&answer.result);
  return status;
}
