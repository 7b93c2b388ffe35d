/* wadi-cli-analysis.c: the whole-map answers of the rules
 *
 *   wadi-cli viewshed FILE HEX[:POSITION]          every hex HEX sees
 *   wadi-cli reach FILE HEX[:POSITION] -u CLASS --budget N [--vca DIR]
 *                  [--double-time] [--road]        every hex a unit can enter
 *   wadi-cli deadground FILE --side SIDE           the hexes no unit of SIDE sees
 *
 * The answers are wadi-viewshed.c's and wadi-reach.c's, themselves made of
 * wadi_los () and wadi_movement_step (): the same as los and cost.  With
 * --format png or svg each is drawn over the map (wadi-cli-picture.c),
 * shaded as the editor's analysis tool shades it, with a legend; the
 * legend's words are an answer, so they stay English as the text does.
 */
#include "config.h"

#include <math.h>

#include <string.h>

#include "wadi-cli-private.h"
#include "wadi-reach.h"
#include "wadi-ruleset.h"
#include "wadi-viewshed.h"

/* Bounded like los's heights and cost's multipliers: beyond any map. */
#define BUDGET_MAX 1000

static const char *
verdict_name (guint8 verdict)
{
  switch (verdict)
    {
    case WADI_LOS_CLEAR:
      return "clear";
    case WADI_LOS_BLIND:
      return "blind";
    case WADI_LOS_BLOCKED:
    default:
      return "blocked";
    }
}

static const char *
target_name (WadiViewshedTarget target)
{
  switch (target)
    {
    case WADI_VIEWSHED_TARGET_GROUND:
      return "ground";
    case WADI_VIEWSHED_TARGET_IN:
      return "in";
    case WADI_VIEWSHED_TARGET_DEFAULT:
    default:
      return "default";
    }
}

static gboolean
parse_target (const WadiCliCommand *command,
              const char           *text,
              WadiViewshedTarget   *target,
              int                  *status)
{
  if (text == NULL || g_strcmp0 (text, "default") == 0)
    *target = WADI_VIEWSHED_TARGET_DEFAULT;
  else if (g_strcmp0 (text, "ground") == 0)
    *target = WADI_VIEWSHED_TARGET_GROUND;
  else if (g_strcmp0 (text, "in") == 0)
    *target = WADI_VIEWSHED_TARGET_IN;
  else
    {
      *status = wadi_cli_usage_error (command, _("unknown target position “%s”, expected default, ground or in"),
                                                  text);
      return FALSE;
    }
  return TRUE;
}

/* Hex names, a line of them at a time. */
static void
print_hex_list (const WadiScenario *scenario,
                const char         *title,
                GArray             *hexes)
{
  guint column = (guint) strlen (title) + 1;

  g_print ("%s:", title);
  for (guint i = 0; i < hexes->len; i++)
    {
      g_autofree char *name = wadi_cli_hex_name (scenario, g_array_index (hexes, WadiHex, i));

      if (column + strlen (name) + 1 > 78)
        {
          g_print ("\n ");
          column = 1;
        }
      g_print (" %s", name);
      column += (guint) strlen (name) + 1;
    }
  g_print ("\n");
}

/* viewshed */

static void
print_viewshed_json (const WadiCliQuery *query,
                     const WadiViewshed *viewshed,
                     WadiViewshedTarget  target)
{
  const WadiLocation *from_location = &viewshed->from;
  const WadiBoard    *map = wadi_rules_context_map (query->ctx);
  g_autoptr(WadiCliJson) json = wadi_cli_json_new ();
  g_autofree char *from_name = wadi_cli_hex_name (query->scenario, from_location->hex);

  wadi_cli_json_begin_object (json, NULL);
  wadi_cli_json_string (json, "file", query->file);
  wadi_cli_json_begin_object (json, "from");
  wadi_cli_json_string (json, "hex", from_name);
  wadi_cli_json_string (json, "position", wadi_position_name (from_location->position));
  wadi_cli_json_number (json, "height", from_location->height);
  wadi_cli_json_number (json, "level", wadi_location_level (query->ctx, from_location));
  wadi_cli_json_end_object (json);
  wadi_cli_json_string (json, "target_position", target_name (target));
  wadi_cli_json_number (json, "target_height", viewshed->target_height);
  wadi_cli_json_number (json, "hexes", viewshed->n_on_map);
  wadi_cli_json_number (json, "clear", viewshed->n_clear);
  wadi_cli_json_number (json, "blind", viewshed->n_blind);
  wadi_cli_json_los_considers (json, wadi_ruleset_of (query->ctx));
  wadi_cli_json_begin_array (json, "answers");
  for (guint i = 0; i < wadi_board_hex_count (map); i++)
    {
      WadiHex                hex = wadi_board_hex_at_index (map, i);
      const WadiViewshedHex *answer = wadi_viewshed_get (viewshed, hex);
      g_autofree char       *name = NULL;

      if (answer == NULL)
        continue;
      name = wadi_cli_hex_name (query->scenario, hex);
      wadi_cli_json_begin_object (json, NULL);
      wadi_cli_json_string (json, "hex", name);
      wadi_cli_json_string (json, "position", wadi_position_name (answer->position));
      wadi_cli_json_string (json, "verdict", verdict_name (answer->verdict));
      wadi_cli_json_string (json, "reason", answer->reason);
      wadi_cli_json_string (json, "rule", answer->rule);
      wadi_cli_json_boolean (json, "blind_hexes_between", (answer->flags & WADI_VIEWSHED_HEX_BLIND_BETWEEN) != 0);
      wadi_cli_json_end_object (json);
    }
  wadi_cli_json_end_array (json);
  wadi_cli_json_end_object (json);
  wadi_cli_json_print (json);
}

static void
print_viewshed_text (const WadiCliQuery *query,
                     const WadiViewshed *viewshed,
                     WadiViewshedTarget  target)
{
  const WadiLocation *from_location = &viewshed->from;
  const WadiBoard    *map = wadi_rules_context_map (query->ctx);
  g_autoptr(GArray) clear = g_array_new (FALSE, FALSE, sizeof (WadiHex));
  g_autoptr(GArray) blind = g_array_new (FALSE, FALSE, sizeof (WadiHex));
  g_autofree char *from_name = wadi_cli_hex_name (query->scenario, from_location->hex);

  for (guint i = 0; i < wadi_board_hex_count (map); i++)
    {
      WadiHex                hex = wadi_board_hex_at_index (map, i);
      const WadiViewshedHex *answer = wadi_viewshed_get (viewshed, hex);

      if (answer != NULL && answer->verdict == WADI_LOS_CLEAR)
        g_array_append_val (clear, hex);
      else if (answer != NULL && answer->verdict == WADI_LOS_BLIND)
        g_array_append_val (blind, hex);
    }
  g_print ("viewshed: %s %s, level %d\n", from_name, wadi_position_name (from_location->position),
           wadi_location_level (query->ctx, from_location));
  g_print ("targets: %s\n", target_name (target));
  g_print ("seen: %u of %u hexes", viewshed->n_clear, viewshed->n_on_map);
  if (viewshed->n_blind > 0)
    g_print (" (%u more in blind hexes)", viewshed->n_blind);
  g_print ("\n");
  wadi_cli_query_print_los_note (query);
  print_hex_list (query->scenario, "clear", clear);
  if (blind->len > 0)
    print_hex_list (query->scenario, "blind", blind);
}

/* The strings a legend holds, freed with it. */
static const char *
keep (GPtrArray *strings,
      char      *text)
{
  g_ptr_array_add (strings, text);
  return text;
}

static int
draw_viewshed (const WadiCliQuery   *query,
               const WadiCliPicture *picture,
               const WadiViewshed   *viewshed,
               WadiViewshedTarget    target)
{
  const WadiBoard   *map = wadi_rules_context_map (query->ctx);
  guint              n = wadi_board_hex_count (map);
  g_autofree guint8 *shade = g_new0 (guint8, n);
  g_autoptr(GPtrArray) strings = g_ptr_array_new_with_free_func (g_free);
  g_autofree char   *from_name = wadi_cli_hex_name (query->scenario, viewshed->from.hex);
  WadiRenderKey      keys[4];
  guint              n_keys = 0;
  guint              n_blocked = 0;
  WadiExportAnalysis analysis = { 0 };

  for (guint i = 0; i < n; i++)
    {
      const WadiViewshedHex *hex = &viewshed->hexes[i];

      if ((hex->flags & WADI_VIEWSHED_HEX_ON_MAP) == 0)
        continue;
      if (hex->verdict == WADI_LOS_CLEAR)
        shade[i] = WADI_RENDER_SHADE_SEEN;
      else if (hex->verdict == WADI_LOS_BLIND)
        shade[i] = WADI_RENDER_SHADE_BLIND;
      else
        shade[i] = WADI_RENDER_SHADE_NOT_SEEN;
    }
  shade[wadi_board_index (map, viewshed->from.hex)] = WADI_RENDER_SHADE_ORIGIN;
  for (guint i = 0; i < n; i++)
    n_blocked += shade[i] == WADI_RENDER_SHADE_NOT_SEEN;

  analysis.shading = (WadiRenderAnalysis) { .cols = map->cols, .rows = map->rows, .shade = shade };
  analysis.title = keep (strings, g_strdup_printf ("Viewshed of %s %s (level %d), targets %s: %u of %u hexes seen",
                                                   from_name, wadi_position_name (viewshed->from.position),
                                                   wadi_location_level (query->ctx, &viewshed->from),
                                                   target_name (target), viewshed->n_clear, viewshed->n_on_map));
  keys[n_keys++] = (WadiRenderKey) { WADI_RENDER_KEY_SHADE, WADI_RENDER_SHADE_ORIGIN, .text = keep (strings, g_strdup_printf ("Viewer, %s", from_name)) };
  keys[n_keys++] = (WadiRenderKey) { WADI_RENDER_KEY_SHADE, WADI_RENDER_SHADE_SEEN, .text = keep (strings, g_strdup_printf ("Seen, clear LOS (%u)", viewshed->n_clear)) };
  if (viewshed->n_blind > 0)
    keys[n_keys++] = (WadiRenderKey) { WADI_RENDER_KEY_SHADE, WADI_RENDER_SHADE_BLIND, .text = keep (strings, g_strdup_printf ("Blind hex, not seen (%u)", viewshed->n_blind)) };
  keys[n_keys++] = (WadiRenderKey) { WADI_RENDER_KEY_SHADE, WADI_RENDER_SHADE_NOT_SEEN, .text = keep (strings, g_strdup_printf ("Not seen, LOS blocked (%u)", n_blocked)) };
  analysis.keys = keys;
  analysis.n_keys = n_keys;
  analysis.note = wadi_ruleset_of (query->ctx)->los_note;
  return wadi_cli_picture_write (query->command, picture, query->format, query->scenario, &analysis);
}

int
wadi_cli_viewshed_run (const WadiCliCommand *command,
                       int                   argc,
                       char                **argv)
{
  g_autofree char *target_text = NULL;
  g_auto(WadiCliPicture) picture = { 0 };
  g_autofree char *height_text = NULL;
  g_autofree char *target_height_text = NULL;
  int              height = 0;
  int              target_height = 0;
  /* clang-format off */
  const GOptionEntry entries[] = {
    { "target-position", 't', G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &target_text, N_("Where the target in each hex stands: default (IN a depression unless a bridge carries it), ground, or in (IN any depression)"), "POSITION" },
    { "height", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &height_text, N_("Levels the viewer stands above its position (default 0)"), "N" },
    { "target-height", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &target_height_text, N_("Levels each target stands above its position (default 0)"), "N" },
    { "output", 'o', G_OPTION_FLAG_NONE, G_OPTION_ARG_FILENAME, &picture.output, N_("The picture written, with --format png or svg"), "OUT" },
    { "scale", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &picture.scale_text, N_("The picture's pixels (SVG: points) from a hex's centre to the next (default 48)"), "N" },
    G_OPTION_ENTRY_NULL
  };
  /* clang-format on */
  g_auto(WadiCliQuery) query = { .pictures = TRUE };
  g_autoptr(WadiViewshed) viewshed = NULL;
  int                status = WADI_CLI_EXIT_OK;
  WadiViewshedTarget target;
  WadiLocation       from = { 0 };

  if (!wadi_cli_query_parse_options (&query, command, entries,
                                     N_("Every hex of the map that HEX sees, by the scenario's ruleset: the\n"
                                        "same line of sight as wadi-cli los, asked of each hex, with its\n"
                                        "verdict (clear, blocked, or blind: the target lies in a blind hex),\n"
                                        "the reason and the rule.\n"
                                        "\n"
                                        "HEX is a hex of any board (25O9), with an optional position:\n"
                                        "ground, in, crest, bridge or wadi (25O9:crest).  The target in each\n"
                                        "hex stands where --target-position says.\n"
                                        "\n"
                                        "--format png or svg draws the map as wadi-cli export does, each hex\n"
                                        "shaded seen, blind or not seen as the editor's Analysis tool shades\n"
                                        "it, with a legend, into -o OUT.\n"
                                        "\n"
                                        "Exit status: 0 answered, 2 the file could not be read or the command\n"
                                        "line is wrong."),
                                         &argc, &argv, &status))
    return status;
  if (argc != 3)
    return wadi_cli_usage_error (command, _("expected FILE HEX[:POSITION]"));
  if (!wadi_cli_picture_check (command, &picture, &query.format, &status))
    return status;
  if (!wadi_cli_parse_int_option (command, "--height", height_text, -WADI_CLI_HEIGHT_MAX, WADI_CLI_HEIGHT_MAX,
                                  &height, &status)
      || !wadi_cli_parse_int_option (command, "--target-height", target_height_text, -WADI_CLI_HEIGHT_MAX,
                                     WADI_CLI_HEIGHT_MAX, &target_height, &status))
    return status;
  if (!parse_target (command, target_text, &target, &status))
    return status;
  if (!wadi_cli_check_not_input (command, argv[1], picture.output, &status))
    return status;
  if (!wadi_cli_query_load (&query, argv[1], &status) || !wadi_cli_query_parse_location (&query, argv[2], &from, &status))
    return status;
  from.height = height;
  viewshed = wadi_viewshed_new (query.ctx, &from, target, target_height);
  if (viewshed == NULL)
    return wadi_cli_usage_error (command, _("“%s” is not on the map"), argv[2]);
  if (wadi_cli_picture_wanted (query.format))
    return draw_viewshed (&query, &picture, viewshed, target);
  if (query.format == WADI_CLI_FORMAT_JSON)
    print_viewshed_json (&query, viewshed, target);
  else
    print_viewshed_text (&query, viewshed, target);
  return WADI_CLI_EXIT_OK;
}

/* reach */

static void
effect_names (guint    effects,
              GString *text,
              gboolean json_style)
{
  static const struct
  {
    WadiEffectKind kind;
    const char    *name;
  } names[] = {
    { WADI_EFFECT_BOG_CHECK, "bog-check" },
    { WADI_EFFECT_CX, "cx" },
    { WADI_EFFECT_DAMAGE_ROLL, "damage-roll" },
    { WADI_EFFECT_CLIMB, "climb" },
    { WADI_EFFECT_FRIGID, "frigid" },
    { WADI_EFFECT_UNDERBELLY, "underbelly" },
    { WADI_EFFECT_REVERSE_MOTION, "reverse-motion" },
    { WADI_EFFECT_END_MOVEMENT, "end-movement" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (names); i++)
    if ((effects & WADI_REACH_EFFECT (names[i].kind)) != 0)
      g_string_append_printf (text, "%s%s", text->len > 0 ? (json_style ? "," : " ") : "", names[i].name);
}

static void
json_effects (WadiCliJson *json,
              guint        effects)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_auto(GStrv) parts = NULL;

  effect_names (effects, text, TRUE);
  parts = g_strsplit (text->str, ",", -1);
  wadi_cli_json_begin_array (json, "effects");
  for (char **p = parts; *p != NULL; p++)
    if (**p != '\0')
      wadi_cli_json_string (json, NULL, *p);
  wadi_cli_json_end_array (json);
}

static const char *
facing_name (const WadiCliQuery *query,
             WadiDirection       facing)
{
  return wadi_direction_name (wadi_rules_context_map (query->ctx)->layout.orientation, facing);
}

/* The options as the first line of the text says them: ", VCA n, Double
 * Time, road move (+2 MF: A4.71, B3.4)"; empty without options. */
static char *
options_text (const WadiCliQuery *query,
              const WadiReach    *reach)
{
  const WadiReachOptions *options = wadi_reach_options (reach);
  const char             *rules = NULL;
  double                  bonus = wadi_reach_options_bonus (query->ctx, wadi_reach_start (reach), options, &rules);
  GString                *text = g_string_new (NULL);

  if (options->vca)
    g_string_append_printf (text, ", VCA %s", facing_name (query, options->start_vca));
  if (options->double_time)
    g_string_append (text, ", Double Time");
  if (options->road)
    g_string_append (text, ", road move");
  if (bonus > 0)
    {
      g_autofree char *number = wadi_cli_number (bonus);

      g_string_append_printf (text, " (+%s %s: %s)", number, wadi_reach_unit (reach), rules);
    }
  return g_string_free (text, FALSE);
}

/* A path node in the text: "25E5:ground", a turn "turn +3 to s", a
 * Reverse "25E6:ground reverse". */
static void
append_node (const WadiCliQuery  *query,
             const WadiReachNode *node,
             GString             *route)
{
  g_autofree char *where = wadi_cli_hex_name (query->scenario, node->hex);

  if (route->len > 0)
    g_string_append (route, " > ");
  if (node->step.kind == WADI_STEP_VCA)
    {
      g_string_append_printf (route, "turn %+d to %s", node->step.hexspines, facing_name (query, node->facing));
      return;
    }
  g_string_append_printf (route, "%s:%s", where, wadi_position_name (node->position));
  if (node->step.kind == WADI_STEP_ENTER && node->step.reverse)
    g_string_append (route, " reverse");
}

static void
print_reach_json (const WadiCliQuery *query,
                  const WadiReach    *reach,
                  const WadiLocation *from_location,
                  WadiUnitClass       unit_class,
                  double              budget)
{
  g_autoptr(WadiCliJson) json = wadi_cli_json_new ();
  g_autofree char        *from_name = wadi_cli_hex_name (query->scenario, from_location->hex);
  const WadiReachOptions *options = wadi_reach_options (reach);

  wadi_cli_json_begin_object (json, NULL);
  wadi_cli_json_string (json, "file", query->file);
  wadi_cli_json_begin_object (json, "from");
  wadi_cli_json_string (json, "hex", from_name);
  wadi_cli_json_string (json, "position", wadi_position_name (from_location->position));
  wadi_cli_json_end_object (json);
  wadi_cli_json_string (json, "unit_class", wadi_unit_class_name (unit_class));
  wadi_cli_json_number (json, "budget", budget);
  wadi_cli_json_string (json, "unit", wadi_reach_unit (reach));
  if (options->vca || options->double_time || options->road)
    {
      const char *rules = NULL;

      wadi_reach_options_bonus (query->ctx, wadi_reach_start (reach), options, &rules);
      wadi_cli_json_begin_object (json, "options");
      if (options->vca)
        wadi_cli_json_string (json, "vca", facing_name (query, options->start_vca));
      wadi_cli_json_boolean (json, "double_time", options->double_time);
      wadi_cli_json_boolean (json, "road", options->road);
      wadi_cli_json_number (json, "allowance", wadi_reach_allowance (reach));
      if (rules != NULL)
        wadi_cli_json_string (json, "bonus_rules", rules);
      wadi_cli_json_end_object (json);
    }
  wadi_cli_json_begin_array (json, "hexes");
  for (guint i = 0; i < wadi_reach_n_hexes (reach); i++)
    {
      const WadiReachHex *hex = wadi_reach_hex_nth (reach, i);
      g_autofree char    *name = wadi_cli_hex_name (query->scenario, hex->hex);
      g_autoptr(GArray) path = wadi_reach_path (reach, hex->hex);

      wadi_cli_json_begin_object (json, NULL);
      wadi_cli_json_string (json, "hex", name);
      wadi_cli_json_string (json, "position", wadi_position_name (hex->position));
      wadi_cli_json_number (json, "cost", hex->cost);
      if (options->vca)
        wadi_cli_json_string (json, "facing", facing_name (query, hex->facing));
      json_effects (json, hex->effects);
      if (options->double_time)
        {
          /* Double Time's CX is every hex's; the steps' own apart */
          wadi_cli_json_begin_object (json, "steps");
          json_effects (json, hex->step_effects);
          wadi_cli_json_end_object (json);
        }
      wadi_cli_json_number (json, "damage_rolls", hex->damage_rolls);
      wadi_cli_json_boolean (json, "ends_movement", hex->ended);
      wadi_cli_json_begin_array (json, "path");
      for (guint k = 0; k < path->len; k++)
        {
          const WadiReachNode *node = &g_array_index (path, WadiReachNode, k);
          g_autofree char     *where = wadi_cli_hex_name (query->scenario, node->hex);

          wadi_cli_json_begin_object (json, NULL);
          wadi_cli_json_string (json, "hex", where);
          wadi_cli_json_string (json, "position", wadi_position_name (node->position));
          if (options->vca)
            {
              wadi_cli_json_string (json, "facing", facing_name (query, node->facing));
              if (node->step.kind == WADI_STEP_VCA)
                wadi_cli_json_number (json, "vca_change", node->step.hexspines);
              if (node->step.kind == WADI_STEP_ENTER || node->step.kind == WADI_STEP_POSITION)
                wadi_cli_json_boolean (json, "reverse", node->step.reverse);
            }
          wadi_cli_json_number (json, "step_cost", node->step_cost);
          wadi_cli_json_number (json, "total", node->total);
          json_effects (json, node->effects);
          wadi_cli_json_end_object (json);
        }
      wadi_cli_json_end_array (json);
      wadi_cli_json_end_object (json);
    }
  wadi_cli_json_end_array (json);
  wadi_cli_json_end_object (json);
  wadi_cli_json_print (json);
}

static void
print_reach_text (const WadiCliQuery *query,
                  const WadiReach    *reach,
                  const WadiLocation *from_location,
                  WadiUnitClass       unit_class,
                  double              budget)
{
  g_autofree char        *from_name = wadi_cli_hex_name (query->scenario, from_location->hex);
  g_autofree char        *budget_text = wadi_cli_number (budget);
  g_autofree char        *options_said = options_text (query, reach);
  const WadiReachOptions *options = wadi_reach_options (reach);

  g_print ("reach: %s %s, %s, %s %s%s\n", from_name, wadi_position_name (from_location->position),
           wadi_unit_class_name (unit_class), budget_text, wadi_reach_unit (reach), options_said);
  g_print ("hexes: %u\n", wadi_reach_n_hexes (reach));
  for (guint i = 0; i < wadi_reach_n_hexes (reach); i++)
    {
      const WadiReachHex *hex = wadi_reach_hex_nth (reach, i);
      g_autofree char    *name = wadi_cli_hex_name (query->scenario, hex->hex);
      g_autofree char    *cost = wadi_cli_number (hex->cost);
      g_autoptr(GArray) path = wadi_reach_path (reach, hex->hex);
      g_autoptr(GString) effects = g_string_new (NULL);
      g_autoptr(GString) route = g_string_new (NULL);

      effect_names (hex->effects, effects, FALSE);
      /* with Double Time every hex is CX: say where a step made it CX too */
      if (options->double_time && (hex->step_effects & WADI_REACH_EFFECT (WADI_EFFECT_CX)) != 0)
        g_string_append (effects, " cx-by-step");
      for (guint k = 0; k < path->len; k++)
        append_node (query, &g_array_index (path, WadiReachNode, k), route);
      if (options->vca)
        g_print ("%s %s facing %s %s%s%s%s: %s\n", name, wadi_position_name (hex->position),
                 facing_name (query, hex->facing), cost, effects->len > 0 ? " [" : "", effects->str,
                 effects->len > 0 ? "]" : "", route->str);
      else
        g_print ("%s %s %s%s%s%s: %s\n", name, wadi_position_name (hex->position), cost,
                 effects->len > 0 ? " [" : "", effects->str, effects->len > 0 ? "]" : "", route->str);
    }
}

/* Bands of cost a reach is shaded in: a quarter of the budget each. */
#define REACH_BANDS 4

static int
draw_reach (const WadiCliQuery   *query,
            const WadiCliPicture *picture,
            const WadiReach      *reach,
            const WadiHex        *path_to,
            WadiUnitClass         unit_class)
{
  const WadiBoard *map = wadi_rules_context_map (query->ctx);
  const WadiMover *start = wadi_reach_start (reach);
  guint            n = wadi_board_hex_count (map);
  /* the bands cover what the search may spend: the budget and the options' bonus */
  double             budget = wadi_reach_allowance (reach);
  const char        *unit = wadi_reach_unit (reach);
  g_autofree guint8 *shade = g_new0 (guint8, n);
  g_autofree float  *costs = g_new (float, n);
  g_autoptr(GArray) path = NULL;
  g_autoptr(GArray) path_hexes = g_array_new (FALSE, FALSE, sizeof (WadiHex));
  g_autoptr(GPtrArray) strings = g_ptr_array_new_with_free_func (g_free);
  g_autofree char   *from_name = wadi_cli_hex_name (query->scenario, start->hex);
  g_autofree char   *budget_text = wadi_cli_number (wadi_reach_budget (reach));
  g_autofree char   *options_said = options_text (query, reach);
  WadiRenderKey      keys[2 + REACH_BANDS];
  guint              n_keys = 0;
  guint              n_bands = budget > 0 ? REACH_BANDS : 0;
  WadiExportAnalysis analysis = { 0 };

  for (guint i = 0; i < n; i++)
    costs[i] = -1.0f;
  for (guint i = 0; i < wadi_reach_n_hexes (reach); i++)
    {
      const WadiReachHex *hex = wadi_reach_hex_nth (reach, i);
      guint               index = wadi_board_index (map, hex->hex);

      shade[index] = WADI_RENDER_SHADE_REACHED;
      costs[index] = (float) hex->cost;
    }
  shade[wadi_board_index (map, start->hex)] = WADI_RENDER_SHADE_ORIGIN;
  analysis.shading = (WadiRenderAnalysis) { .cols = map->cols, .rows = map->rows, .shade = shade, .costs = costs, .n_bands = n_bands, .band_width = (float) (budget / REACH_BANDS) };
  analysis.title = keep (strings, g_strdup_printf ("Reach of %s from %s %s with %s %s%s: %u hexes besides the start, least cost written in each",
                                                   wadi_unit_class_name (unit_class), from_name,
                                                   wadi_position_name (start->position), budget_text, unit,
                                                   options_said, wadi_reach_n_hexes (reach) - 1));
  keys[n_keys++] = (WadiRenderKey) { WADI_RENDER_KEY_SHADE, WADI_RENDER_SHADE_ORIGIN, .text = keep (strings, g_strdup_printf ("Start, %s", from_name)) };
  for (guint band = 0; band < n_bands; band++)
    {
      g_autofree char *low = wadi_cli_number (budget * band / n_bands);
      g_autofree char *high = wadi_cli_number (budget * (band + 1) / n_bands);

      keys[n_keys++] = (WadiRenderKey) { WADI_RENDER_KEY_BAND, .band = (guint8) band, .n_bands = (guint8) n_bands,
                                         .text = keep (strings, band == 0 ? g_strdup_printf ("Up to %s %s", high, unit)
                                                                          : g_strdup_printf ("Over %s, up to %s %s", low, high, unit)) };
    }
  if (path_to != NULL)
    {
      g_autofree char    *to_name = wadi_cli_hex_name (query->scenario, *path_to);
      const WadiReachHex *to = wadi_reach_lookup (reach, *path_to);

      path = wadi_reach_path (reach, *path_to);
      for (guint i = 0; path != NULL && i < path->len; i++)
        g_array_append_val (path_hexes, g_array_index (path, WadiReachNode, i).hex);
      analysis.shading.path = (const WadiHex *) (gpointer) path_hexes->data;
      analysis.shading.n_path = path_hexes->len;
      if (to != NULL)
        {
          g_autofree char *cost = wadi_cli_number (to->cost);

          keys[n_keys++] = (WadiRenderKey) { WADI_RENDER_KEY_PATH, .text = keep (strings, g_strdup_printf ("A cheapest path to %s, %s %s", to_name, cost, unit)) };
        }
      else
        keys[n_keys++] = (WadiRenderKey) { WADI_RENDER_KEY_PATH, .text = keep (strings, g_strdup_printf ("%s is out of reach", to_name)) };
    }
  analysis.keys = keys;
  analysis.n_keys = n_keys;
  return wadi_cli_picture_write (query->command, picture, query->format, query->scenario, &analysis);
}

/* Refuses the options the ruleset or the class lacks, naming the option. */
static gboolean
check_options (const WadiCliCommand   *command,
               const WadiCliQuery     *query,
               const WadiMover        *mover,
               const WadiReachOptions *options,
               int                    *status)
{
  static const char *const names[] = { "--vca", "--double-time", "--road" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      WadiReachOptions one = { 0 };
      const char      *reason = NULL, *rule = NULL;

      one.vca = i == 0 && options->vca;
      one.start_vca = options->start_vca;
      one.double_time = i == 1 && options->double_time;
      one.road = i == 2 && options->road;
      if (wadi_reach_options_check (query->ctx, mover, &one, &reason, &rule))
        continue;
      if (rule != NULL)
        *status = wadi_cli_usage_error (command, _("%s: %s (%s)"), names[i], _(reason), rule);
      else
        *status = wadi_cli_usage_error (command, _("%s: %s"), names[i], _(reason));
      return FALSE;
    }
  return TRUE;
}

/* reach's command line */
typedef struct
{
  char            *unit_name;
  char            *side;
  char            *path_to;
  char            *vca;
  WadiCliPicture   picture;
  char            *budget_text; /* NULL: not given */
  double           budget;
  gboolean         stopped;
  WadiReachOptions options;
} ReachArgs;

static void
reach_args_clear (ReachArgs *args)
{
  g_free (args->unit_name);
  g_free (args->side);
  g_free (args->path_to);
  g_free (args->vca);
  g_free (args->budget_text);
  wadi_cli_picture_clear (&args->picture);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (ReachArgs, reach_args_clear)

static gboolean
parse_reach_args (WadiCliQuery         *query,
                  const WadiCliCommand *command,
                  ReachArgs            *args,
                  int                  *argc,
                  char               ***argv,
                  int                  *status)
{
  /* clang-format off */
  const GOptionEntry entries[] = {
    { "unit", 'u', G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &args->unit_name, N_("The mover's class (required): infantry, cavalry, fully-tracked, halftrack, …"), "CLASS" },
    { "budget", 'b', G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &args->budget_text, N_("The MF or MP it may spend (required)"), "N" },
    { "side", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &args->side, N_("The mover's side, for levels held by the enemy (Tide of Iron)"), "SIDE" },
    { "stopped", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, &args->stopped, N_("The vehicle is stopped: it pays Start before it moves"), NULL },
    { "vca", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &args->vca, N_("The vehicle faces this hexside (a direction or the hex ahead): it enters only the hex in front, or behind in Reverse, and pays to turn (ASL)"), "DIR" },
    { "double-time", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, &args->options.double_time, N_("Infantry declare Double Time: one more MF, and CX (ASL A4.71)"), NULL },
    { "cx", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, &args->options.double_time, N_("The same as --double-time"), NULL },
    { "road", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, &args->options.road, N_("A road move: only along the road, with the ruleset's road bonus"), NULL },
    { "output", 'o', G_OPTION_FLAG_NONE, G_OPTION_ARG_FILENAME, &args->picture.output, N_("The picture written, with --format png or svg"), "OUT" },
    { "scale", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &args->picture.scale_text, N_("The picture's pixels (SVG: points) from a hex's centre to the next (default 48)"), "N" },
    { "path-to", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &args->path_to, N_("The picture draws a cheapest path to this hex"), "HEX" },
    G_OPTION_ENTRY_NULL
  };
  /* clang-format on */

  return wadi_cli_query_parse_options (query, command, entries,
                                       N_("Every hex a unit can enter from HEX within a budget of MF or MP,\n"
                                          "by the scenario's ruleset: the least cost of each, the position it\n"
                                          "ends at, the effects on the way (Bog DR, CX, damage rolls …) and\n"
                                          "one cheapest path.  Each step costs what wadi-cli cost says it\n"
                                          "costs: entering each adjacent hex at each position it offers\n"
                                          "(ground, in, crest; bridge and wadi in a Tide of Iron wadi bridge\n"
                                          "hex), and changing position within a hex.\n"
                                          "\n"
                                          "HEX is a hex of any board (25O9) with an optional position: ground,\n"
                                          "in, crest, bridge or wadi.  A mover starting in Crest status takes\n"
                                          "its centre or CAFP from the Crest counter in its hex; a vehicle\n"
                                          "there is stopped.\n"
                                          "\n"
                                          "Example: reach scenario.wadi 25G10 --unit fully-tracked --budget 12\n"
                                          "\n"
                                          "The mover's options, each where its ruleset has it (else refused):\n"
                                          "--vca DIR, a vehicle facing DIR (ASL; the facing is free without it);\n"
                                          "--double-time (or --cx), Infantry's Double Time, +1 MF and every hex\n"
                                          "CX (ASL A4.71); --road, only along roads at the road rate, with ASL's\n"
                                          "+1 MF road bonus for Infantry and Cavalry (B3.4).\n"
                                          "\n"
                                          "Example: reach scenario.wadi 25G10 -u fully-tracked -b 12 --vca n\n"
                                          "\n"
                                          "--format png or svg draws the map as wadi-cli export does, the hexes\n"
                                          "reached shaded in four bands of cost, each one's least cost written\n"
                                          "in it, and with --path-to HEX a cheapest path, into -o OUT.\n"
                                          "\n"
                                          "Exit status: 0 answered, 2 the file could not be read or the command\n"
                                          "line is wrong."),
                                           argc, argv, status);
}

/* The mover at from, as the counters there and the options say; FALSE
 * with *status when an option does not fit it. */
static gboolean
make_reach_mover (const WadiCliCommand *command,
                  WadiCliQuery         *query,
                  ReachArgs            *args,
                  WadiUnitClass         unit_class,
                  const WadiLocation   *from,
                  WadiMover            *mover,
                  int                  *status)
{
  wadi_mover_init_from_counters (mover, query->ctx, unit_class, from->hex, from->position);
  mover->stopped = mover->stopped || args->stopped;
  mover->side = args->side;
  if (args->vca != NULL)
    {
      g_autoptr(GError) error = NULL;

      if (!wadi_cli_parse_hexside (query->scenario, from->hex, args->vca, &args->options.start_vca, &error))
        {
          *status = wadi_cli_usage_error (command, "--vca: %s", error->message);
          return FALSE;
        }
      args->options.vca = TRUE;
    }
  return check_options (command, query, mover, &args->options, status);
}

int
wadi_cli_reach_run (const WadiCliCommand *command,
                    int                   argc,
                    char                **argv)
{
  g_auto(ReachArgs) args = { 0 };
  g_auto(WadiCliQuery) query = { .pictures = TRUE };
  g_autoptr(WadiReach) reach = NULL;
  int           status = WADI_CLI_EXIT_OK;
  WadiUnitClass unit_class = WADI_UNIT_INFANTRY;
  WadiLocation  from = { 0 };
  WadiLocation  to = { 0 };
  WadiMover     mover;

  if (!parse_reach_args (&query, command, &args, &argc, &argv, &status))
    return status;
  if (argc != 3)
    return wadi_cli_usage_error (command, _("expected FILE HEX[:POSITION]"));
  if (!wadi_cli_parse_unit_class (command, "--unit", args.unit_name, TRUE, &unit_class, &status))
    return status;
  if (args.budget_text == NULL)
    return wadi_cli_usage_error (command, _("--budget N is required, 0 to %d"), BUDGET_MAX);
  if (!wadi_cli_parse_double_option (command, "--budget", args.budget_text, 0, BUDGET_MAX, &args.budget, &status))
    return status;
  if (!wadi_cli_picture_check (command, &args.picture, &query.format, &status))
    return status;
  if (args.path_to != NULL && !wadi_cli_picture_wanted (query.format))
    return wadi_cli_usage_error (command, _("--path-to is for --format png or svg"));
  if (!wadi_cli_check_not_input (command, argv[1], args.picture.output, &status))
    return status;
  if (!wadi_cli_query_load (&query, argv[1], &status) || !wadi_cli_query_parse_location (&query, argv[2], &from, &status))
    return status;
  if (args.path_to != NULL && !wadi_cli_query_parse_location (&query, args.path_to, &to, &status))
    return status;
  if (!make_reach_mover (command, &query, &args, unit_class, &from, &mover, &status))
    return status;
  reach = wadi_reach_new_full (query.ctx, &mover, args.budget, &args.options);
  if (reach == NULL)
    return wadi_cli_usage_error (command, _("“%s” is not on the map"), argv[2]);

  if (wadi_cli_picture_wanted (query.format))
    return draw_reach (&query, &args.picture, reach, args.path_to != NULL ? &to.hex : NULL, unit_class);
  if (query.format == WADI_CLI_FORMAT_JSON)
    print_reach_json (&query, reach, &from, unit_class, args.budget);
  else
    print_reach_text (&query, reach, &from, unit_class, args.budget);
  return WADI_CLI_EXIT_OK;
}

/* deadground */

static int
draw_dead_ground (const WadiCliQuery   *query,
                  const WadiCliPicture *picture,
                  const WadiSideEyes   *eyes,
                  WadiViewshedTarget    target)
{
  const WadiBoard   *map = wadi_rules_context_map (query->ctx);
  guint              n = wadi_board_hex_count (map);
  g_autofree guint8 *shade = g_new0 (guint8, n);
  g_autofree guint8 *dead = g_new0 (guint8, n);
  g_autoptr(GPtrArray) strings = g_ptr_array_new_with_free_func (g_free);
  WadiRenderKey      keys[2];
  WadiExportAnalysis analysis = { 0 };

  for (guint i = 0; i < n; i++)
    dead[i] = wadi_side_eyes_is_dead (eyes, map, wadi_board_hex_at_index (map, i));
  for (guint u = 0; u < eyes->units->len; u++)
    shade[wadi_board_index (map, g_array_index (eyes->units, WadiLocation, u).hex)] = WADI_RENDER_SHADE_ORIGIN;
  analysis.shading = (WadiRenderAnalysis) { .cols = map->cols, .rows = map->rows, .shade = shade, .dead = dead };
  analysis.title = keep (strings, g_strdup_printf ("Dead ground of %s, targets %s: %u of %u hexes no unit of %s sees",
                                                   eyes->side, target_name (target), eyes->n_dead, eyes->n_on_map,
                                                   eyes->side));
  keys[0] = (WadiRenderKey) { WADI_RENDER_KEY_SHADE, WADI_RENDER_SHADE_ORIGIN, .text = keep (strings, g_strdup_printf ("A unit of %s watching (%u)", eyes->side, eyes->n_units)) };
  keys[1] = (WadiRenderKey) { WADI_RENDER_KEY_DEAD, .text = keep (strings, g_strdup_printf ("Dead ground, seen by none (%u)", eyes->n_dead)) };
  analysis.keys = keys;
  analysis.n_keys = G_N_ELEMENTS (keys);
  analysis.note = wadi_ruleset_of (query->ctx)->los_note;
  return wadi_cli_picture_write (query->command, picture, query->format, query->scenario, &analysis);
}

static void
print_dead_ground_json (const WadiCliQuery *query,
                        const WadiSideEyes *eyes,
                        WadiViewshedTarget  target)
{
  const WadiBoard *map = wadi_rules_context_map (query->ctx);
  g_autoptr(WadiCliJson) json = wadi_cli_json_new ();

  wadi_cli_json_begin_object (json, NULL);
  wadi_cli_json_string (json, "file", query->file);
  wadi_cli_json_string (json, "side", eyes->side);
  wadi_cli_json_string (json, "target_position", target_name (target));
  wadi_cli_json_begin_array (json, "units");
  for (guint u = 0; u < eyes->units->len; u++)
    {
      const WadiLocation *unit = &g_array_index (eyes->units, WadiLocation, u);
      g_autofree char    *name = wadi_cli_hex_name (query->scenario, unit->hex);

      wadi_cli_json_begin_object (json, NULL);
      wadi_cli_json_string (json, "hex", name);
      wadi_cli_json_string (json, "position", wadi_position_name (unit->position));
      wadi_cli_json_end_object (json);
    }
  wadi_cli_json_end_array (json);
  wadi_cli_json_number (json, "hexes", eyes->n_on_map);
  wadi_cli_json_number (json, "seen", eyes->n_seen);
  wadi_cli_json_number (json, "dead", eyes->n_dead);
  wadi_cli_json_los_considers (json, wadi_ruleset_of (query->ctx));
  wadi_cli_json_begin_array (json, "answers");
  for (guint i = 0; i < wadi_board_hex_count (map); i++)
    {
      WadiHex          hex = wadi_board_hex_at_index (map, i);
      g_autofree char *name = NULL;

      if (!wadi_board_contains (map, hex))
        continue;
      name = wadi_cli_hex_name (query->scenario, hex);
      wadi_cli_json_begin_object (json, NULL);
      wadi_cli_json_string (json, "hex", name);
      wadi_cli_json_number (json, "seen_by", eyes->seen_by[i]);
      wadi_cli_json_boolean (json, "dead", eyes->seen_by[i] == 0);
      wadi_cli_json_end_object (json);
    }
  wadi_cli_json_end_array (json);
  wadi_cli_json_end_object (json);
  wadi_cli_json_print (json);
}

static void
print_dead_ground_text (const WadiCliQuery *query,
                        const WadiSideEyes *eyes,
                        WadiViewshedTarget  target)
{
  const WadiBoard *map = wadi_rules_context_map (query->ctx);
  g_autoptr(GArray) dead = g_array_new (FALSE, FALSE, sizeof (WadiHex));

  for (guint i = 0; i < wadi_board_hex_count (map); i++)
    if (wadi_side_eyes_is_dead (eyes, map, wadi_board_hex_at_index (map, i)))
      {
        WadiHex hex = wadi_board_hex_at_index (map, i);

        g_array_append_val (dead, hex);
      }
  g_print ("side: %s\n", eyes->side);
  g_print ("units on the map: %u\n", eyes->n_units);
  g_print ("targets: %s\n", target_name (target));
  g_print ("seen: %u of %u hexes\n", eyes->n_seen, eyes->n_on_map);
  g_print ("dead ground: %u hexes\n", eyes->n_dead);
  wadi_cli_query_print_los_note (query);
  print_hex_list (query->scenario, "dead", dead);
}

int
wadi_cli_deadground_run (const WadiCliCommand *command,
                         int                   argc,
                         char                **argv)
{
  g_autofree char *side = NULL;
  g_autofree char *target_text = NULL;
  g_auto(WadiCliPicture) picture = { 0 };
  /* clang-format off */
  const GOptionEntry entries[] = {
    { "side", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &side, N_("The side whose units watch (required): a side's name or nationality, or what its counters say"), "SIDE" },
    { "target-position", 't', G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &target_text, N_("Where the target in each hex stands: default, ground or in"), "POSITION" },
    { "output", 'o', G_OPTION_FLAG_NONE, G_OPTION_ARG_FILENAME, &picture.output, N_("The picture written, with --format png or svg"), "OUT" },
    { "scale", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &picture.scale_text, N_("The picture's pixels (SVG: points) from a hex's centre to the next (default 48)"), "N" },
    G_OPTION_ENTRY_NULL
  };
  /* clang-format on */
  g_auto(WadiCliQuery) query = { .pictures = TRUE };
  g_autoptr(WadiSideEyes) eyes = NULL;
  int                status = WADI_CLI_EXIT_OK;
  WadiViewshedTarget target;

  if (!wadi_cli_query_parse_options (&query, command, entries,
                                     N_("The hexes of the map that no unit of SIDE sees (its dead ground):\n"
                                        "the union of the viewsheds of the side's units as placed, each\n"
                                        "from its hex and position, by the same line of sight as wadi-cli\n"
                                        "los, and the rest of the map.\n"
                                        "\n"
                                        "--format png or svg draws the map as wadi-cli export does, the dead\n"
                                        "ground shaded and hatched, the side's units marked, with a legend,\n"
                                        "into -o OUT.\n"
                                        "\n"
                                        "Exit status: 0 answered, 1 the side has no unit on the map, 2 the\n"
                                        "file could not be read or the command line is wrong."),
                                         &argc, &argv, &status))
    return status;
  if (argc != 2)
    return wadi_cli_usage_error (command, _("expected FILE"));
  if (side == NULL)
    return wadi_cli_usage_error (command, _("--side SIDE is required"));
  if (!wadi_cli_picture_check (command, &picture, &query.format, &status))
    return status;
  if (!parse_target (command, target_text, &target, &status))
    return status;
  if (!wadi_cli_check_not_input (command, argv[1], picture.output, &status))
    return status;
  if (!wadi_cli_query_load (&query, argv[1], &status))
    return status;
  eyes = wadi_side_eyes_new (query.ctx, side, target, 0);
  if (eyes == NULL)
    return wadi_cli_usage_error (command, _("the scenario has no map"));
  if (eyes->n_units == 0)
    {
      /* the answer still follows (the whole map is dead ground), but a
       * misspelt side should not pass for a blind one */
      g_autofree char *sides = wadi_unit_sides (query.scenario);

      if (sides != NULL)
        g_printerr (_("wadi-cli: %s: no unit of %s is on the map; the units' sides are: %s\n"), command->name, side,
                       sides);
      else
        g_printerr (_("wadi-cli: %s: no unit of %s is on the map; no unit names its side\n"), command->name, side);
    }

  if (wadi_cli_picture_wanted (query.format))
    {
      status = draw_dead_ground (&query, &picture, eyes, target);
      return status != WADI_CLI_EXIT_OK || eyes->n_units > 0 ? status : WADI_CLI_EXIT_INVALID;
    }
  if (query.format == WADI_CLI_FORMAT_JSON)
    print_dead_ground_json (&query, eyes, target);
  else
    print_dead_ground_text (&query, eyes, target);
  return eyes->n_units > 0 ? WADI_CLI_EXIT_OK : WADI_CLI_EXIT_INVALID;
}
