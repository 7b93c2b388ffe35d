/* wadi-cli-cost.c: wadi-cli cost FILE FROM TO | FILE --from FROM --steps …: what a move costs
 *
 * One move (FROM to the adjacent TO) or a maneuver: steps in a small
 * language a person can type, one per --step or separated by ";" in
 * --steps:
 *
 *   enter HEX [POSITION] [reverse] [minimum] [centre HEXSIDE] [vertex VERTEX]
 *   POSITION [reverse] [minimum] [centre HEXSIDE] [vertex VERTEX]   (within the hex)
 *   vca N
 *   stop
 *   start
 *
 * HEXSIDE and VERTEX are those of the hex the step ends in.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "wadi-cli-private.h"
#include "wadi-movement.h"
#include "wadi-position.h"
#include "wadi-toi-combat.h"

/* Far beyond any vehicle's (D2.21: 4); bounded so that costs cannot
 * overflow. */
#define REVERSE_MULTIPLIER_MAX 100

/* What the steps are read and described with.  The query's label_board
 * is where a label without board prefix is read: the last hex named's
 * board. */
typedef struct
{
  WadiCliQuery *query;
  WadiUnitClass unit_class;
} Parse;

/* The command line's options. */
typedef struct
{
  char    *unit_name;
  char    *from;
  char    *from_position;
  char    *from_centre;
  char    *from_vertex;
  gboolean hd_rear;
  gboolean stopped;
  char    *reverse_multiplier_text; /* NULL: not given */
  int      reverse_multiplier;      /* 0: the rules' default */
  char    *side;
  char    *to_position;
  gboolean reverse;
  char    *crest_centre;
  char    *crest_vertex;
  char   **step_options; /* --step, each */
  char    *steps_text;   /* --steps */
} CostOptions;

static void
cost_options_clear (CostOptions *options)
{
  g_clear_pointer (&options->unit_name, g_free);
  g_clear_pointer (&options->from, g_free);
  g_clear_pointer (&options->from_position, g_free);
  g_clear_pointer (&options->from_centre, g_free);
  g_clear_pointer (&options->from_vertex, g_free);
  g_clear_pointer (&options->reverse_multiplier_text, g_free);
  g_clear_pointer (&options->side, g_free);
  g_clear_pointer (&options->to_position, g_free);
  g_clear_pointer (&options->crest_centre, g_free);
  g_clear_pointer (&options->crest_vertex, g_free);
  g_clear_pointer (&options->step_options, g_strfreev);
  g_clear_pointer (&options->steps_text, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (CostOptions, cost_options_clear)

static const char *
effect_kind_name (WadiEffectKind kind)
{
  switch (kind)
    {
    case WADI_EFFECT_BOG_CHECK:
      return "bog-check";
    case WADI_EFFECT_CX:
      return "cx";
    case WADI_EFFECT_DAMAGE_ROLL:
      return "damage-roll";
    case WADI_EFFECT_CLIMB:
      return "climb";
    case WADI_EFFECT_FRIGID:
      return "frigid";
    case WADI_EFFECT_UNDERBELLY:
      return "underbelly";
    case WADI_EFFECT_REVERSE_MOTION:
      return "reverse-motion";
    case WADI_EFFECT_END_MOVEMENT:
      return "end-movement";
    default:
      return "unknown";
    }
}

static gboolean
ends_in_crest (const WadiStep *step)
{
  return (step->kind == WADI_STEP_ENTER || step->kind == WADI_STEP_POSITION)
         && step->position == WADI_POSITION_CREST;
}

/* "enter 25J8 in reverse", "crest vertex 25C2-D2-C3", "vca 2": a step as
 * the step language writes it, with full names. */
static char *
describe_step (const Parse    *parse,
               const WadiStep *step,
               WadiHex         hex)
{
  GString *text = g_string_new (NULL);
  gboolean vehicle = wadi_unit_class_is_vehicle (parse->unit_class);

  switch (step->kind)
    {
    case WADI_STEP_ENTER:
      {
        g_autofree char *to = wadi_cli_hex_name (parse->query->scenario, step->to);

        g_string_append_printf (text, "enter %s %s", to, wadi_position_name (step->position));
        hex = step->to;
      }
      break;
    case WADI_STEP_POSITION:
      g_string_append (text, wadi_position_name (step->position));
      break;
    case WADI_STEP_VCA:
      g_string_append_printf (text, "vca %d", step->hexspines);
      break;
    case WADI_STEP_STOP:
      g_string_append (text, "stop");
      break;
    case WADI_STEP_START:
      g_string_append (text, "start");
      break;
    default:
      g_string_append (text, "?");
      break;
    }
  if (step->reverse)
    g_string_append (text, " reverse");
  if (step->minimum)
    g_string_append (text, " minimum");
  if (ends_in_crest (step))
    {
      g_autofree char *where = vehicle
                                   ? wadi_cli_vertex_name (parse->query->scenario, hex, step->crest_vertex)
                                   : wadi_cli_hexside_name (parse->query->scenario, hex, step->crest_centre);

      g_string_append_printf (text, vehicle ? " vertex %s" : " centre %s", where);
    }
  return g_string_free (text, FALSE);
}

static gboolean
parse_int (const char *text,
           int        *value)
{
  gint64 number;

  if (!g_ascii_string_to_signed (text, 10, -1000, 1000, &number, NULL))
    return FALSE;
  *value = (int) number;
  return TRUE;
}

/* The hex a step enters, or stays in, from from: a label without board
 * prefix is read on the board of the hex named before it, unless from is a
 * half hex two boards share and only the other board's reading is next to
 * it (from 25GG5, which is 14A5, "B5" is 14B5). */
static gboolean
parse_destination (Parse        *parse,
                   const char   *text,
                   WadiHex       from,
                   WadiHex      *to,
                   gboolean     *has_position,
                   WadiPosition *position,
                   GError      **error)
{
  const WadiBoard *grid = wadi_scenario_grid (parse->query->scenario);
  guint            board = parse->query->label_board;
  guint            boards[2];
  guint            n;
  WadiDirection    dir;

  if (!wadi_cli_parse_location (parse->query->scenario, text, board, to, has_position, position, error))
    return FALSE;
  n = wadi_map_boards_at (parse->query->scenario->map, from, boards);
  for (guint i = 0; i < n && !wadi_hex_equal (*to, from) && !wadi_hex_direction_to (grid->layout, from, *to, &dir); i++)
    {
      WadiHex      other;
      gboolean     other_has_position;
      WadiPosition other_position;

      if (boards[i] != board
          && wadi_cli_parse_location (parse->query->scenario, text, boards[i], &other, &other_has_position,
                                      &other_position, NULL)
          && wadi_hex_direction_to (grid->layout, from, other, &dir))
        {
          *to = other;
          board = boards[i];
        }
    }
  if (!wadi_hex_equal (*to, from) && !wadi_hex_direction_to (grid->layout, from, *to, &dir))
    {
      g_autofree char *from_name = wadi_cli_hex_name (parse->query->scenario, from);

      /* a question the rules cannot answer, so a usage error, not a "no" */
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("%s is not adjacent to %s: a move enters an adjacent hex"), text,
                      from_name);
      return FALSE;
    }
  parse->query->label_board = wadi_cli_label_board (parse->query->scenario, text, board);
  return TRUE;
}

/* "enter HEX [POSITION]", "vca N", "stop", "start" or "POSITION": the
 * step's verb and what it takes, words[0] to words[*next - 1]; hex is
 * where the mover is before it and where it is after. */
static gboolean
parse_verb (Parse     *parse,
            GPtrArray *words,
            WadiHex   *hex,
            WadiStep  *step,
            guint     *next,
            GError   **error)
{
  const char  *verb = g_ptr_array_index (words, 0);
  gboolean     has_position = FALSE;
  WadiPosition position;

  *next = 1;
  if (g_ascii_strcasecmp (verb, "stop") == 0 || g_ascii_strcasecmp (verb, "start") == 0)
    step->kind = g_ascii_strcasecmp (verb, "stop") == 0 ? WADI_STEP_STOP : WADI_STEP_START;
  else if (g_ascii_strcasecmp (verb, "vca") == 0)
    {
      step->kind = WADI_STEP_VCA;
      if (words->len < 2 || !parse_int (g_ptr_array_index (words, 1), &step->hexspines))
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       _("“vca” needs the hexspines turned, such as “vca 2” (negative: anticlockwise)"));
          return FALSE;
        }
      *next = 2;
    }
  else if (g_ascii_strcasecmp (verb, "enter") == 0)
    {
      step->kind = WADI_STEP_ENTER;
      if (words->len < 2)
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       _("“enter” needs the hex entered, such as “enter C2 in”"));
          return FALSE;
        }
      if (!parse_destination (parse, g_ptr_array_index (words, 1), *hex, &step->to, &has_position, &position, error))
        return FALSE;
      *next = 2;
      if (!has_position && words->len > 2 && wadi_position_from_name (g_ptr_array_index (words, 2), &position))
        {
          has_position = TRUE;
          *next = 3;
        }
      step->position = has_position ? position
                                    : wadi_rules_default_position (parse->query->ctx, step->to);
      *hex = step->to;
    }
  else if (wadi_position_from_name (verb, &step->position))
    step->kind = WADI_STEP_POSITION;
  else
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("unknown step “%s”, expected enter, vca, stop, start or a position "
                     "(ground, in, crest, bridge, wadi)"),
                      verb);
      return FALSE;
    }
  return TRUE;
}

/* What follows the verb, from words[i]: reverse, minimum, centre HEXSIDE
 * and vertex VERTEX of hex, the hex the step ends in. */
static gboolean
parse_modifiers (Parse     *parse,
                 GPtrArray *words,
                 guint      i,
                 WadiHex    hex,
                 WadiStep  *step,
                 gboolean  *named_centre,
                 gboolean  *named_vertex,
                 GError   **error)
{
  gboolean moves = step->kind == WADI_STEP_ENTER || step->kind == WADI_STEP_POSITION;

  for (; i < words->len; i++)
    {
      const char *word = g_ptr_array_index (words, i);

      if (moves && g_ascii_strcasecmp (word, "reverse") == 0)
        step->reverse = TRUE;
      else if (moves && g_ascii_strcasecmp (word, "minimum") == 0)
        step->minimum = TRUE;
      else if (moves && (g_ascii_strcasecmp (word, "centre") == 0 || g_ascii_strcasecmp (word, "center") == 0)
               && i + 1 < words->len)
        {
          if (!wadi_cli_parse_hexside (parse->query->scenario, hex,
                                       g_ptr_array_index (words, ++i), &step->crest_centre, error))
            return FALSE;
          *named_centre = TRUE;
        }
      else if (moves && g_ascii_strcasecmp (word, "vertex") == 0 && i + 1 < words->len)
        {
          if (!wadi_cli_parse_vertex (parse->query->scenario, hex,
                                      g_ptr_array_index (words, ++i), &step->crest_vertex, error))
            return FALSE;
          *named_vertex = TRUE;
        }
      else
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       moves ? _("unexpected “%s”, expected reverse, minimum, centre HEXSIDE or vertex VERTEX")
                             : _("unexpected “%s”"),
                                  word);
          return FALSE;
        }
    }
  return TRUE;
}

/* One step of the step language; hex is where the mover is before it and
 * where it is after. */
static gboolean
parse_step (Parse      *parse,
            const char *text,
            WadiHex    *hex,
            WadiStep   *step,
            GError    **error)
{
  g_auto(GStrv) all = g_strsplit_set (text, " \t\n", -1);
  g_autoptr(GPtrArray) words = g_ptr_array_new ();
  gboolean vehicle = wadi_unit_class_is_vehicle (parse->unit_class);
  gboolean named_centre = FALSE;
  gboolean named_vertex = FALSE;
  guint    next;

  for (char **w = all; *w != NULL; w++)
    if (**w != '\0')
      g_ptr_array_add (words, *w);
  if (words->len == 0)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE, _("an empty step"));
      return FALSE;
    }
  memset (step, 0, sizeof *step);
  if (!parse_verb (parse, words, hex, step, &next, error)
      || !parse_modifiers (parse, words, next, *hex, step, &named_centre, &named_vertex, error))
    return FALSE;

  /* Crest status needs to know where: a vehicle its CAFP, Infantry its
   * centre, except entering from outside, where the centre is the
   * hexside crossed (B20.91). */
  if (ends_in_crest (step) && vehicle && !named_vertex)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("a vehicle in Crest status needs its CAFP: add “vertex VERTEX”"));
      return FALSE;
    }
  if (ends_in_crest (step) && !vehicle && step->kind == WADI_STEP_POSITION && !named_centre)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("Crest status within the hex needs its centre: add “centre HEXSIDE”"));
      return FALSE;
    }
  return TRUE;
}

/* The mover's Crest state named by the options, over what the Crest
 * counter in its hex gave it (wadi_mover_init_from_counters ());
 * has_counter says whether there is one. */
static gboolean
set_mover_crest (const Parse       *parse,
                 const CostOptions *options,
                 gboolean           has_counter,
                 WadiMover         *mover,
                 GError           **error)
{
  gboolean vehicle = wadi_unit_class_is_vehicle (parse->unit_class);

  if (vehicle)
    {
      if (options->from_vertex != NULL)
        {
          mover->hd_rear = options->hd_rear;
          return wadi_cli_parse_vertex (parse->query->scenario, mover->hex, options->from_vertex,
                                        &mover->crest_vertex, error);
        }
      if (!has_counter)
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       _("no Vehicle Crest counter in the hex: name the mover's CAFP with --from-vertex"));
          return FALSE;
        }
      mover->hd_rear = options->hd_rear || mover->hd_rear;
      return TRUE;
    }
  if (options->from_centre != NULL)
    return wadi_cli_parse_hexside (parse->query->scenario, mover->hex, options->from_centre,
                                   &mover->crest_centre, error);
  if (!has_counter)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("no Crest counter in the hex: name the mover's centre with --from-centre"));
      return FALSE;
    }
  return TRUE;
}

/* Which step a maneuver that is not allowed stopped at: the first prefix
 * of the steps that is not allowed ends with it. */
static guint
failing_step (const WadiRulesContext *ctx,
              const WadiMover        *mover,
              const WadiStep         *steps,
              guint                   n_steps)
{
  for (guint n = 1; n < n_steps; n++)
    {
      WadiMoveResult prefix;
      gboolean       allowed;

      wadi_move_result_init (&prefix);
      wadi_movement_maneuver (ctx, mover, steps, n, &prefix);
      allowed = prefix.allowed;
      wadi_move_result_clear (&prefix);
      if (!allowed)
        return n - 1;
    }
  return n_steps - 1;
}

/* "25C2 crest, CAFP 25C2-D2-C3, stopped, HD (rear)" */
static char *
describe_mover (const Parse     *parse,
                const WadiMover *mover)
{
  g_autofree char *hex = wadi_cli_hex_name (parse->query->scenario, mover->hex);
  GString         *text = g_string_new (NULL);

  g_string_append_printf (text, "%s %s", hex, wadi_position_name (mover->position));
  if (mover->position == WADI_POSITION_CREST)
    {
      gboolean         vehicle = wadi_unit_class_is_vehicle (mover->unit_class);
      g_autofree char *where = vehicle
                                   ? wadi_cli_vertex_name (parse->query->scenario, mover->hex, mover->crest_vertex)
                                   : wadi_cli_hexside_name (parse->query->scenario, mover->hex, mover->crest_centre);

      g_string_append_printf (text, vehicle ? ", CAFP %s" : ", centre %s", where);
      if (vehicle && mover->hd_rear)
        g_string_append (text, ", HD (rear)");
    }
  if (mover->stopped)
    g_string_append (text, ", stopped");
  return g_string_free (text, FALSE);
}

static void
print_text (const Parse          *parse,
            const WadiMoveResult *result,
            GPtrArray            *descriptions,
            guint                 failed)
{
  if (result->allowed)
    {
      g_autofree char *total = wadi_cli_number (wadi_move_result_total (result));
      g_autofree char *formula = wadi_cost_to_string (result->cost);

      g_print ("%s %s = %s\n", total, result->unit, formula);
    }
  else
    {
      g_autofree char *why = wadi_cli_reason (result->reason, result->rule);

      if (descriptions->len > 1)
        g_print ("not allowed: step %u (%s): %s\n", failed + 1,
                 (const char *) g_ptr_array_index (descriptions, failed), why);
      else
        g_print ("not allowed: %s\n", why);
    }
  if (result->climbs > 0)
    g_print ("climbs: %d\n", result->climbs);
  if (result->damage_rolls > 0)
    {
      g_print ("damage rolls: %d\n", result->damage_rolls);
      /* What failing them does (DoF movement example 3). */
      for (int rolls_failed = 1; rolls_failed <= MIN (result->damage_rolls, 2); rolls_failed++)
        g_print ("damage if %d fail%s: %s [DoF movement ex. 3]\n", rolls_failed, rolls_failed == 1 ? "s" : "",
                 wadi_toi_damage_name (wadi_toi_damage_outcome ((guint) rolls_failed, NULL)));
    }
  for (guint i = 0; i < result->effects->len; i++)
    {
      const WadiEffect *effect = &g_array_index (result->effects, WadiEffect, i);
      g_autofree char  *text = wadi_cli_reason (effect->label, effect->rule);

      g_print ("effect: %s\n", text);
    }
  if (result->allowed)
    {
      g_autofree char *after = describe_mover (parse, &result->after);

      g_print ("ends: %s\n", after);
    }
}

static void
add_json_mover (WadiCliJson     *json,
                const char      *key,
                const Parse     *parse,
                const WadiMover *mover)
{
  g_autofree char *hex = wadi_cli_hex_name (parse->query->scenario, mover->hex);

  wadi_cli_json_begin_object (json, key);
  wadi_cli_json_string (json, "hex", hex);
  wadi_cli_json_string (json, "position", wadi_position_name (mover->position));
  if (mover->position == WADI_POSITION_CREST)
    {
      if (wadi_unit_class_is_vehicle (mover->unit_class))
        {
          g_autofree char *vertex = wadi_cli_vertex_name (parse->query->scenario, mover->hex, mover->crest_vertex);

          wadi_cli_json_string (json, "vertex", vertex);
          wadi_cli_json_boolean (json, "hd_rear", mover->hd_rear);
        }
      else
        {
          g_autofree char *centre = wadi_cli_hexside_name (parse->query->scenario, mover->hex, mover->crest_centre);

          wadi_cli_json_string (json, "centre", centre);
        }
    }
  wadi_cli_json_boolean (json, "stopped", mover->stopped);
  wadi_cli_json_end_object (json);
}

static void
print_json (const char           *file,
            const Parse          *parse,
            const WadiMover      *mover,
            const WadiMoveResult *result,
            GPtrArray            *descriptions,
            guint                 failed)
{
  g_autoptr(WadiCliJson) json = wadi_cli_json_new ();

  wadi_cli_json_begin_object (json, NULL);
  wadi_cli_json_string (json, "file", file);
  wadi_cli_json_string (json, "unit_class", wadi_unit_class_name (parse->unit_class));
  add_json_mover (json, "from", parse, mover);
  wadi_cli_json_begin_array (json, "steps");
  for (guint i = 0; i < descriptions->len; i++)
    wadi_cli_json_string (json, NULL, g_ptr_array_index (descriptions, i));
  wadi_cli_json_end_array (json);
  wadi_cli_json_boolean (json, "allowed", result->allowed);
  wadi_cli_json_string (json, "unit", result->unit);
  if (result->allowed)
    {
      g_autofree char *formula = wadi_cost_to_string (result->cost);

      wadi_cli_json_number (json, "total", wadi_move_result_total (result));
      wadi_cli_json_string (json, "formula", formula);
      wadi_cli_json_cost (json, "cost", result->cost);
    }
  else
    {
      wadi_cli_json_number (json, "step", failed + 1);
      wadi_cli_json_string (json, "reason", result->reason);
      wadi_cli_json_string (json, "rule", result->rule);
    }
  wadi_cli_json_begin_array (json, "effects");
  for (guint i = 0; i < result->effects->len; i++)
    {
      const WadiEffect *effect = &g_array_index (result->effects, WadiEffect, i);

      wadi_cli_json_begin_object (json, NULL);
      wadi_cli_json_string (json, "kind", effect_kind_name (effect->kind));
      wadi_cli_json_string (json, "label", effect->label);
      wadi_cli_json_string (json, "rule", effect->rule);
      wadi_cli_json_end_object (json);
    }
  wadi_cli_json_end_array (json);
  wadi_cli_json_number (json, "climbs", result->climbs);
  wadi_cli_json_number (json, "damage_rolls", result->damage_rolls);
  wadi_cli_json_begin_array (json, "damage_outcomes");
  for (int rolls_failed = 1; rolls_failed <= MIN (result->damage_rolls, 2); rolls_failed++)
    {
      gboolean      ends = FALSE;
      WadiToiDamage damage = wadi_toi_damage_outcome ((guint) rolls_failed, &ends);

      wadi_cli_json_begin_object (json, NULL);
      wadi_cli_json_number (json, "failed", rolls_failed);
      wadi_cli_json_string (json, "damage", damage == WADI_TOI_DAMAGE_LIGHT ? "light" : "heavy");
      wadi_cli_json_boolean (json, "ends_movement", ends);
      wadi_cli_json_end_object (json);
    }
  wadi_cli_json_end_array (json);
  if (result->allowed)
    add_json_mover (json, "after", parse, &result->after);
  wadi_cli_json_end_object (json);
  wadi_cli_json_print (json);
}

/* The one step of "cost FILE FROM TO": entering TO, or, when TO is FROM's
 * own hex, changing position within it. */
static gboolean
single_step (Parse             *parse,
             const char        *to_text,
             const CostOptions *options,
             WadiHex            from,
             WadiStep          *step,
             GError           **error)
{
  const char  *to_position = options->to_position;
  const char  *crest_centre = options->crest_centre;
  const char  *crest_vertex = options->crest_vertex;
  gboolean     has_position = FALSE;
  gboolean     vehicle = wadi_unit_class_is_vehicle (parse->unit_class);
  WadiPosition position;

  memset (step, 0, sizeof *step);
  if (!parse_destination (parse, to_text, from, &step->to, &has_position, &position, error))
    return FALSE;
  if (to_position != NULL)
    {
      if (has_position)
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       _("TO %s names its position and --to-position does too"), to_text);
          return FALSE;
        }
      if (!wadi_cli_parse_position (to_position, &position, error))
        return FALSE;
      has_position = TRUE;
    }
  step->kind = wadi_hex_equal (step->to, from) ? WADI_STEP_POSITION : WADI_STEP_ENTER;
  step->position = has_position ? position : wadi_rules_default_position (parse->query->ctx, step->to);
  step->reverse = options->reverse;
  if (crest_centre != NULL
      && !wadi_cli_parse_hexside (parse->query->scenario, step->to, crest_centre,
                                  &step->crest_centre, error))
    return FALSE;
  if (crest_vertex != NULL
      && !wadi_cli_parse_vertex (parse->query->scenario, step->to, crest_vertex,
                                 &step->crest_vertex, error))
    return FALSE;
  if (ends_in_crest (step) && vehicle && crest_vertex == NULL)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("a vehicle in Crest status needs its CAFP: add --crest-vertex VERTEX"));
      return FALSE;
    }
  if (ends_in_crest (step) && !vehicle && step->kind == WADI_STEP_POSITION && crest_centre == NULL)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("Crest status within the hex needs its centre: add --crest-centre HEXSIDE"));
      return FALSE;
    }
  return TRUE;
}

static gboolean
parse_options (WadiCliQuery         *query,
               const WadiCliCommand *command,
               CostOptions          *options,
               int                  *argc,
               char               ***argv,
               int                  *status)
{
  /* clang-format off */
  const GOptionEntry entries[] = {
    { "unit", 'u', G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &options->unit_name, N_("The mover's class (required): infantry, cavalry, fully-tracked, halftrack, …"), "CLASS" },
    { "from", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &options->from, N_("Where the mover starts, HEX or HEX:POSITION (instead of the FROM argument)"), "FROM" },
    { "from-position", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &options->from_position, N_("The mover's position in FROM: ground, in, crest, bridge or wadi"), "POSITION" },
    { "from-centre", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &options->from_centre, N_("Starting in Crest status: the Infantry's centre hexside (default: the Crest counter's)"), "HEXSIDE" },
    { "from-vertex", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &options->from_vertex, N_("Starting in Crest status: the vehicle's CAFP (default: the Vehicle Crest counter's)"), "VERTEX" },
    { "hd-rear", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, &options->hd_rear, N_("Starting in Crest status: the vehicle's \"HD (rear)\" side is up"), NULL },
    { "stopped", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, &options->stopped, N_("The vehicle is stopped: it pays Start before it moves"), NULL },
    { "reverse-multiplier", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &options->reverse_multiplier_text, N_("What Reverse multiplies the cost by (D2.21; default 4)"), "N" },
    { "side", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &options->side, N_("The mover's side, for levels held by the enemy (Tide of Iron)"), "SIDE" },
    { "to-position", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &options->to_position, N_("One move: the position entered in TO"), "POSITION" },
    { "reverse", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, &options->reverse, N_("One move: in Reverse (D2.21)"), NULL },
    { "crest-centre", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &options->crest_centre, N_("One move into Crest status: the Infantry's centre hexside of TO"), "HEXSIDE" },
    { "crest-vertex", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &options->crest_vertex, N_("One move into Crest status: the vehicle's CAFP in TO"), "VERTEX" },
    { "step", 's', G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING_ARRAY, &options->step_options, N_("A maneuver: one step (repeat the option for each)"), "STEP" },
    { "steps", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &options->steps_text, N_("A maneuver: its steps, separated by \";\""), "\"STEP; STEP…\"" },
    G_OPTION_ENTRY_NULL
  };
  /* clang-format on */

  return wadi_cli_query_parse_options (query, command, entries,
                                       N_("What a move or a maneuver costs under the scenario's ruleset: the\n"
                                          "total and the unit, the terms with their rules, the side effects\n"
                                          "(Bog DR, CX, Climbs, damage rolls …), and where the mover ends; or\n"
                                          "why it is not allowed, with the rule.\n"
                                          "\n"
                                          "One move: cost FILE FROM TO, TO adjacent to FROM (or FROM itself,\n"
                                          "to change position within the hex).  A maneuver: cost FILE FROM\n"
                                          "--steps \"STEP; STEP…\" (or --step STEP, repeated), each step from\n"
                                          "where the last one left the mover:\n"
                                          "\n"
                                          "  enter HEX [POSITION] [reverse] [minimum] [centre HEXSIDE] [vertex VERTEX]\n"
                                          "  POSITION [reverse] [minimum] [centre HEXSIDE] [vertex VERTEX]\n"
                                          "  vca N\n"
                                          "  stop\n"
                                          "  start\n"
                                          "\n"
                                          "A hex is a label of any board of the map (25D2; without a board\n"
                                          "prefix, on the board of the hex named before it: FROM's, or the\n"
                                          "first board for FROM; from a half hex two boards share, on either\n"
                                          "board, whichever gives a neighbour), with an optional position:\n"
                                          "ground, in, crest, bridge, wadi (25D2:in).  Moves cross the seams\n"
                                          "between boards like any other hexside.\n"
                                          "Without one, a unit in a depression hex is in it, unless a bridge\n"
                                          "carries it, and elsewhere on the ground.  HEXSIDE and VERTEX belong\n"
                                          "to the hex the step ends in, named as for wadi-cli crest.  A mover\n"
                                          "starting in Crest status takes its centre or CAFP from the Crest\n"
                                          "counter in its hex unless told; a vehicle there is stopped.\n"
                                          "\n"
                                          "Example: cost scenario.wadi --unit fully-tracked --from 25D2:in\n"
                                          "           --steps \"enter C2 in; vca 2; crest vertex C2-D2-C3\"\n"
                                          "\n"
                                          "Exit status: 0 allowed, 1 not allowed, 2 the file could not be read\n"
                                          "or the command line is wrong."),
                                           argc, argv, status);
}

static gboolean
is_maneuver (const CostOptions *options)
{
  return options->steps_text != NULL || options->step_options != NULL;
}

/* FILE, FROM and TO (for one move) or the steps (for a maneuver), and the
 * options that do not need the scenario to be read. */
static int
check_arguments (const WadiCliCommand *command,
                 CostOptions          *options,
                 int                   argc,
                 char                **argv,
                 const char          **from_text,
                 const char          **to_text,
                 WadiUnitClass        *unit_class)
{
  gboolean maneuver = is_maneuver (options);
  int      first_rest;
  int      status = WADI_CLI_EXIT_OK;

  if (argc < 2)
    return wadi_cli_usage_error (command, _("no file given, expected FILE FROM TO or FILE --from FROM --steps …"));
  /* FROM is --from or the first argument after FILE; what is left is TO,
   * for one move, or nothing, for a maneuver. */
  first_rest = options->from != NULL ? 2 : 3;
  *from_text = options->from != NULL ? options->from : argc > 2 ? argv[2]
                                                                : NULL;
  if (*from_text == NULL)
    return wadi_cli_usage_error (command, _("no FROM given, expected where the mover starts"));
  if (!maneuver && argc == first_rest + 1)
    *to_text = argv[first_rest];
  else if (!maneuver && argc <= first_rest)
    return wadi_cli_usage_error (command, _("no TO given, expected the hex entered, or --steps"));
  else if (argc > first_rest)
    return wadi_cli_usage_error (command, maneuver ? _("unexpected argument “%s”: a maneuver's moves are its steps")
                                                   : _("unexpected argument “%s”"),
                                                        argv[argc - 1]);
  if (maneuver && (options->to_position != NULL || options->reverse || options->crest_centre != NULL || options->crest_vertex != NULL))
    return wadi_cli_usage_error (command, _("--to-position, --reverse, --crest-centre and --crest-vertex "
                                            "are for one move; in a maneuver, write them in the step"));
  if (!wadi_cli_parse_unit_class (command, "--unit", options->unit_name, TRUE, unit_class, &status))
    return status;
  if (!wadi_cli_parse_int_option (command, "--reverse-multiplier", options->reverse_multiplier_text, 1,
                                  REVERSE_MULTIPLIER_MAX, &options->reverse_multiplier, &status))
    return status;
  return WADI_CLI_EXIT_OK;
}

/* The mover where FROM and the options put it. */
static int
init_mover (Parse             *parse,
            const CostOptions *options,
            const char        *from_text,
            WadiMover         *mover)
{
  const WadiCliCommand *command = parse->query->command;
  WadiScenario         *scenario = parse->query->scenario;
  g_autoptr(GError) error = NULL;
  gboolean     has_position = FALSE;
  WadiPosition position = WADI_POSITION_GROUND;
  WadiHex      hex;
  gboolean     has_crest_counter;

  if (!wadi_cli_parse_location (scenario, from_text, 0, &hex, &has_position, &position, &error))
    return wadi_cli_usage_error (command, _("FROM: %s"), error->message);
  parse->query->label_board = wadi_cli_label_board (scenario, from_text, 0);
  if (options->from_position != NULL)
    {
      if (has_position)
        return wadi_cli_usage_error (command, _("FROM %s names its position and --from-position does too"),
                                                 from_text);
      if (!wadi_cli_parse_position (options->from_position, &position, &error))
        return wadi_cli_usage_error (command, _("--from-position: %s"), error->message);
      has_position = TRUE;
    }
  if (!has_position)
    position = wadi_rules_default_position (parse->query->ctx, hex);
  has_crest_counter = wadi_mover_init_from_counters (mover, parse->query->ctx, parse->unit_class, hex, position);
  if (position != WADI_POSITION_CREST && (options->from_centre != NULL || options->from_vertex != NULL || options->hd_rear))
    return wadi_cli_usage_error (command, _("--from-centre, --from-vertex and --hd-rear are for a mover "
                                            "in Crest status, and FROM %s is %s"),
                                             from_text, wadi_position_name (position));
  if (position == WADI_POSITION_CREST && !set_mover_crest (parse, options, has_crest_counter, mover, &error))
    return wadi_cli_usage_error (command, _("FROM: %s"), error->message);
  mover->stopped = mover->stopped || options->stopped;
  mover->reverse_multiplier = options->reverse_multiplier;
  mover->side = options->side;
  return WADI_CLI_EXIT_OK;
}

/* The steps' texts: --steps split at ";", then each --step. */
static GPtrArray *
step_texts (const CostOptions *options)
{
  GPtrArray *texts = g_ptr_array_new_with_free_func (g_free);

  if (options->steps_text != NULL)
    {
      g_auto(GStrv) parts = g_strsplit (options->steps_text, ";", -1);

      for (char **p = parts; *p != NULL; p++)
        if (g_strstrip (*p)[0] != '\0')
          g_ptr_array_add (texts, g_strdup (*p));
    }
  for (char **p = options->step_options; p != NULL && *p != NULL; p++)
    g_ptr_array_add (texts, g_strstrip (g_strdup (*p)));
  return texts;
}

/* The one step to TO, or the maneuver's steps, from the mover's hex. */
static int
read_steps (Parse             *parse,
            const CostOptions *options,
            const char        *to_text,
            WadiHex            from,
            GArray            *steps)
{
  const WadiCliCommand *command = parse->query->command;
  g_autoptr(GPtrArray) texts = step_texts (options);
  g_autoptr(GError) error = NULL;
  WadiHex hex = from;

  if (is_maneuver (options) && texts->len == 0)
    return wadi_cli_usage_error (command, _("no steps given, expected such as --steps \"enter C2 in; vca 2\""));
  if (!is_maneuver (options))
    {
      WadiStep step;

      if (!single_step (parse, to_text, options, from, &step, &error))
        return wadi_cli_usage_error (command, _("TO: %s"), error->message);
      g_array_append_val (steps, step);
    }
  for (guint i = 0; i < texts->len; i++)
    {
      WadiStep step;

      if (!parse_step (parse, g_ptr_array_index (texts, i), &hex, &step, &error))
        return wadi_cli_usage_error (command, _("step %u “%s”: %s"), i + 1,
                                                 (const char *) g_ptr_array_index (texts, i), error->message);
      g_array_append_val (steps, step);
    }
  return WADI_CLI_EXIT_OK;
}

/* What the steps cost the mover, printed; the exit status. */
static int
answer (const Parse     *parse,
        const WadiMover *mover,
        GArray          *steps)
{
  const WadiRulesContext *ctx = parse->query->ctx;
  const WadiStep         *all = (const WadiStep *) (gpointer) steps->data;
  g_autoptr(GPtrArray) descriptions = g_ptr_array_new_with_free_func (g_free);
  WadiHex        hex = mover->hex;
  WadiMoveResult result;
  guint          failed = 0;
  int            status;

  for (guint i = 0; i < steps->len; i++)
    {
      g_ptr_array_add (descriptions, describe_step (parse, &all[i], hex));
      if (all[i].kind == WADI_STEP_ENTER)
        hex = all[i].to;
    }

  wadi_move_result_init (&result);
  if (steps->len == 1)
    wadi_movement_step (ctx, mover, &all[0], &result);
  else
    wadi_movement_maneuver (ctx, mover, all, steps->len, &result);
  if (!result.allowed)
    failed = failing_step (ctx, mover, all, steps->len);

  if (parse->query->format == WADI_CLI_FORMAT_JSON)
    print_json (parse->query->file, parse, mover, &result, descriptions, failed);
  else
    print_text (parse, &result, descriptions, failed);
  status = result.allowed ? WADI_CLI_EXIT_OK : WADI_CLI_EXIT_INVALID;
  wadi_move_result_clear (&result);
  return status;
}

int
wadi_cli_cost_run (const WadiCliCommand *command,
                   int                   argc,
                   char                **argv)
{
  g_auto(CostOptions) options = { 0 };
  g_auto(WadiCliQuery) query = { 0 };
  g_autoptr(GArray) steps = g_array_new (FALSE, TRUE, sizeof (WadiStep));
  Parse       parse = { &query, WADI_UNIT_INFANTRY };
  const char *from_text = NULL;
  const char *to_text = NULL;
  WadiMover   mover;
  int         status = WADI_CLI_EXIT_OK;

  if (!parse_options (&query, command, &options, &argc, &argv, &status))
    return status;
  status = check_arguments (command, &options, argc, argv, &from_text, &to_text, &parse.unit_class);
  if (status != WADI_CLI_EXIT_OK || !wadi_cli_query_load (&query, argv[1], &status))
    return status;
  status = init_mover (&parse, &options, from_text, &mover);
  if (status == WADI_CLI_EXIT_OK)
    status = read_steps (&parse, &options, to_text, mover.hex, steps);
  if (status != WADI_CLI_EXIT_OK)
    return status;
  return answer (&parse, &mover, steps);
}
