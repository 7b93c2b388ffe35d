/* wadi-cli-crest.c: wadi-cli crest FILE HEX: where a Crest counter may stand */
#include "config.h"

#include "wadi-cli-private.h"
#include "wadi-crest.h"

typedef struct
{
  const WadiScenario     *scenario;
  const WadiRulesContext *ctx;
  WadiHex                 hex;
  WadiGridOrientation     orientation;
} Place;

/* The hexsides of a direction mask, named from the hex. */
static GPtrArray *
hexside_names (const Place *place,
               guint        mask)
{
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);

  for (WadiDirection d = 0; d < WADI_DIRECTION_COUNT; d++)
    if (mask & (1u << d))
      g_ptr_array_add (names, wadi_cli_hexside_name (place->scenario, place->hex, d));
  return names;
}

static GPtrArray *
vertex_names (const Place *place,
              guint        mask)
{
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);

  for (WadiVertexIndex k = 0; k < WADI_DIRECTION_COUNT; k++)
    if (mask & (1u << k))
      g_ptr_array_add (names, wadi_cli_vertex_name (place->scenario, place->hex, k));
  return names;
}

static void
print_names (const char *title,
             GPtrArray  *names)
{
  g_print ("%s:", title);
  if (names->len == 0)
    g_print (" none");
  for (guint i = 0; i < names->len; i++)
    g_print (" %s", (const char *) g_ptr_array_index (names, i));
  g_print ("\n");
}

static void
add_json_names (WadiCliJson *json,
                const char  *key,
                GPtrArray   *names)
{
  wadi_cli_json_begin_array (json, key);
  for (guint i = 0; i < names->len; i++)
    wadi_cli_json_string (json, NULL, g_ptr_array_index (names, i));
  wadi_cli_json_end_array (json);
}

static guint
legal_centres (const Place *place)
{
  guint mask = 0;

  for (WadiDirection d = 0; d < WADI_DIRECTION_COUNT; d++)
    {
      WadiVerdict verdict = { 0 };

      wadi_crest_check_centre (place->ctx, place->hex, d, &verdict);
      if (verdict.allowed)
        mask |= 1u << d;
    }
  return mask;
}

/* When no centre is legal for one reason (the hex is not a depression
 * hex, say), that reason; else NULL. */
static char *
common_reason (const Place *place)
{
  WadiVerdict first = { 0 };

  wadi_crest_check_centre (place->ctx, place->hex, 0, &first);
  if (first.allowed)
    return NULL;
  for (WadiDirection d = 1; d < WADI_DIRECTION_COUNT; d++)
    {
      WadiVerdict verdict = { 0 };

      wadi_crest_check_centre (place->ctx, place->hex, d, &verdict);
      if (verdict.allowed || g_strcmp0 (verdict.reason, first.reason) != 0)
        return NULL;
    }
  return wadi_cli_reason (first.reason, first.rule);
}

static void
add_json_verdict (WadiCliJson       *json,
                  const WadiVerdict *verdict)
{
  wadi_cli_json_boolean (json, "allowed", verdict->allowed);
  if (!verdict->allowed)
    {
      wadi_cli_json_string (json, "reason", verdict->reason);
      wadi_cli_json_string (json, "rule", verdict->rule);
    }
}

static void
add_json_centre (WadiCliJson  *json,
                 const Place  *place,
                 WadiDirection dir)
{
  WadiVerdict      verdict = { 0 };
  g_autofree char *name = wadi_cli_hexside_name (place->scenario, place->hex, dir);

  wadi_crest_check_centre (place->ctx, place->hex, dir, &verdict);
  wadi_cli_json_begin_object (json, NULL);
  wadi_cli_json_string (json, "hexside", name);
  wadi_cli_json_string (json, "direction", wadi_direction_name (place->orientation, dir));
  add_json_verdict (json, &verdict);
  if (verdict.allowed)
    {
      g_autoptr(GPtrArray) protects = hexside_names (place, wadi_crest_protected (place->ctx, place->hex, dir));

      add_json_names (json, "protects", protects);
    }
  wadi_cli_json_end_object (json);
}

static void
add_json_vertex (WadiCliJson    *json,
                 const Place    *place,
                 WadiVertexIndex index)
{
  WadiVerdict      verdict = { 0 };
  g_autofree char *name = wadi_cli_vertex_name (place->scenario, place->hex, index);

  wadi_crest_check_vertex (place->ctx, place->hex, index, &verdict);
  wadi_cli_json_begin_object (json, NULL);
  wadi_cli_json_string (json, "vertex", name);
  wadi_cli_json_number (json, "index", index);
  add_json_verdict (json, &verdict);
  wadi_cli_json_end_object (json);
}

/* --centre: legal or not, and what it protects. */
static gboolean
answer_centre (const Place  *place,
               WadiDirection dir,
               WadiCliJson  *json)
{
  WadiVerdict      verdict = { 0 };
  g_autofree char *name = wadi_cli_hexside_name (place->scenario, place->hex, dir);
  g_autoptr(GPtrArray) protects = NULL;

  wadi_crest_check_centre (place->ctx, place->hex, dir, &verdict);
  if (json != NULL)
    {
      wadi_cli_json_begin_array (json, "centres");
      add_json_centre (json, place, dir);
      wadi_cli_json_end_array (json);
      return verdict.allowed;
    }
  if (!verdict.allowed)
    {
      g_autofree char *why = wadi_cli_reason (verdict.reason, verdict.rule);

      g_print ("centre %s (%s): not allowed: %s\n", name,
               wadi_direction_name (place->orientation, dir), why);
      return FALSE;
    }
  g_print ("centre %s (%s): allowed\n", name, wadi_direction_name (place->orientation, dir));
  protects = hexside_names (place, wadi_crest_protected (place->ctx, place->hex, dir));
  print_names ("protects", protects);
  return TRUE;
}

/* --vertex: a vehicle's Crest CAFP, legal or not. */
static gboolean
answer_vertex (const Place    *place,
               WadiVertexIndex index,
               WadiCliJson    *json)
{
  WadiVerdict      verdict = { 0 };
  g_autofree char *name = wadi_cli_vertex_name (place->scenario, place->hex, index);

  wadi_crest_check_vertex (place->ctx, place->hex, index, &verdict);
  if (json != NULL)
    {
      wadi_cli_json_begin_array (json, "vertices");
      add_json_vertex (json, place, index);
      wadi_cli_json_end_array (json);
    }
  else if (verdict.allowed)
    g_print ("vehicle CAFP %s: allowed\n", name);
  else
    {
      g_autofree char *why = wadi_cli_reason (verdict.reason, verdict.rule);

      g_print ("vehicle CAFP %s: not allowed: %s\n", name, why);
    }
  return verdict.allowed;
}

/* Neither option: every legal centre and CAFP. */
static gboolean
answer_all (const Place *place,
            WadiCliJson *json)
{
  guint centres = legal_centres (place);
  guint vertices = wadi_crest_legal_vertices (place->ctx, place->hex);
  g_autoptr(GPtrArray) cliff = hexside_names (place, wadi_crest_cliff_side (place->ctx, place->hex));

  if (json != NULL)
    {
      wadi_cli_json_begin_array (json, "centres");
      for (WadiDirection d = 0; d < WADI_DIRECTION_COUNT; d++)
        add_json_centre (json, place, d);
      wadi_cli_json_end_array (json);
      wadi_cli_json_begin_array (json, "vertices");
      for (WadiVertexIndex k = 0; k < WADI_DIRECTION_COUNT; k++)
        add_json_vertex (json, place, k);
      wadi_cli_json_end_array (json);
      add_json_names (json, "cliff_side", cliff);
    }
  else
    {
      g_autoptr(GPtrArray) centre_names = hexside_names (place, centres);
      g_autoptr(GPtrArray) cafp_names = vertex_names (place, vertices);
      g_autofree char *why = centres == 0 ? common_reason (place) : NULL;

      print_names ("legal centres", centre_names);
      if (why != NULL)
        g_print ("why: %s\n", why);
      print_names ("legal vehicle CAFPs", cafp_names);
      print_names ("cliff side", cliff);
    }
  return centres != 0 || vertices != 0;
}

/* What is asked about place's hex, answered in text or into the JSON
 * object; TRUE when it is legal. */
static gboolean
answer (const Place        *place,
        const char         *centre_text,
        WadiDirection       centre,
        const char         *vertex_text,
        WadiVertexIndex     vertex,
        const WadiCliQuery *query)
{
  g_autoptr(WadiCliJson) json = NULL;
  g_autofree char *hex_name = wadi_cli_hex_name (place->scenario, place->hex);
  gboolean         legal = TRUE;

  if (query->format == WADI_CLI_FORMAT_JSON)
    {
      json = wadi_cli_json_new ();
      wadi_cli_json_begin_object (json, NULL);
      wadi_cli_json_string (json, "file", query->file);
      wadi_cli_json_string (json, "hex", hex_name);
    }
  else
    g_print ("hex: %s\n", hex_name);

  if (centre_text == NULL && vertex_text == NULL)
    legal = answer_all (place, json);
  if (centre_text != NULL)
    legal = answer_centre (place, centre, json) && legal;
  if (vertex_text != NULL)
    legal = answer_vertex (place, vertex, json) && legal;

  if (json != NULL)
    {
      wadi_cli_json_boolean (json, "allowed", legal);
      wadi_cli_json_end_object (json);
      wadi_cli_json_print (json);
    }
  return legal;
}

int
wadi_cli_crest_run (const WadiCliCommand *command,
                    int                   argc,
                    char                **argv)
{
  g_autofree char *centre_text = NULL;
  g_autofree char *vertex_text = NULL;
  /* clang-format off */
  const GOptionEntry entries[] = {
    { "centre", 'c', G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &centre_text, N_("Ask about this centre hexside of an Infantry (or Gun) Crest counter"), "HEXSIDE" },
    { "center", 0, G_OPTION_FLAG_HIDDEN, G_OPTION_ARG_STRING, &centre_text, N_("The same as --centre"), "HEXSIDE" },
    { "vertex", 'v', G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &vertex_text, N_("Ask about this vertex as a vehicle's Crest CAFP"), "VERTEX" },
    G_OPTION_ENTRY_NULL
  };
  /* clang-format on */
  g_auto(WadiCliQuery) query = { 0 };
  g_autoptr(GError) error = NULL;
  int             status = WADI_CLI_EXIT_OK;
  Place           place = { 0 };
  WadiDirection   centre = 0;
  WadiVertexIndex vertex = 0;

  if (!wadi_cli_query_parse_options (&query, command, entries,
                                     N_("Where a Crest counter may stand in HEX (B20.9-.93, F5.4-.43).\n"
                                        "\n"
                                        "With --centre, whether an Infantry Crest counter may have that\n"
                                        "centre hexside, and if so the hexsides it protects; with --vertex,\n"
                                        "whether a vehicle may have its Crest CAFP there.  With neither, the\n"
                                        "legal centres, the legal vehicle CAFPs and the cliff side of HEX.\n"
                                        "\n"
                                        "HEX is a hex of any board of the map (25O9).  A HEXSIDE is a\n"
                                        "direction as the map lies (n, ne, se, s, sw, nw on flat-top maps;\n"
                                        "a board turned 180° has its printed north to the s), the\n"
                                        "neighbouring hex across it (O8 for the O9-O8 hexside, 14A5 across\n"
                                        "a seam) or both hexes (O9-O8).  A VERTEX is the three hexes that\n"
                                        "meet there (C2-D2-C3), the two other than HEX (D2-C3), or its two\n"
                                        "hexsides' directions (se-s).\n"
                                        "\n"
                                        "Exit status: 0 legal (without options: some centre or CAFP is\n"
                                        "legal), 1 not legal (none is), 2 the file could not be read or the\n"
                                        "command line is wrong."),
                                         &argc, &argv, &status))
    return status;
  if (argc != 3)
    return wadi_cli_usage_error (command, ngettext ("expected FILE and HEX, got %d argument", "expected FILE and HEX, got %d arguments", argc - 1),
                                 argc - 1);
  if (!wadi_cli_query_load (&query, argv[1], &status))
    return status;
  if (!wadi_scenario_parse_location (query.scenario, argv[2], &place.hex, &error))
    return wadi_cli_usage_error (command, "%s", error->message);
  place.scenario = query.scenario;
  place.ctx = query.ctx;
  place.orientation = wadi_scenario_grid (query.scenario)->layout.orientation;
  if (!wadi_cli_query_parse_crest_options (&query, place.hex, centre_text, &centre, vertex_text, &vertex, &status))
    return status;
  if (!answer (&place, centre_text, centre, vertex_text, vertex, &query))
    return WADI_CLI_EXIT_INVALID;
  return WADI_CLI_EXIT_OK;
}
