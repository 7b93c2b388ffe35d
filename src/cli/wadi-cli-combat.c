/* wadi-cli-combat.c: wadi-cli combat odds|crt|wec|tec|tet: the classic charts cell by cell */
#include "config.h"

#include <string.h>

#include "wadi-classic-charts.h"
#include "wadi-cli-private.h"
#include "wadi-combat.h"

/* Strengths, ranges and rolls beyond any counter's: bounded so that sums
 * and doubles cannot overflow. */
#define NUMBER_MAX 100000

typedef struct
{
  const WadiCliCommand *command;
  WadiCliFormat         format;
  WadiCliJson          *json; /* with --format json */
  char                **drms;
  gboolean              already_dispersed;
  gboolean              defender_on_hilltop;
  char                 *attack_text; /* --attack as typed, NULL: not given */
  int                   attack;      /* -1: not given */
  char                 *unit;
  char                 *move;
} Combat;

static gboolean
parse_number (Combat     *combat,
              const char *what,
              const char *text,
              int         min,
              int        *value,
              int        *status)
{
  gint64 parsed;

  if (!g_ascii_string_to_signed (text, 10, min, NUMBER_MAX, &parsed, NULL))
    {
      *status = wadi_cli_usage_error (combat->command, _("%s “%s” is not valid, expected a whole number from %d to %d"),
                                                          what, text, min, NUMBER_MAX);
      return FALSE;
    }
  *value = (int) parsed;
  return TRUE;
}

/* One "name: value" line, or a member of the JSON object. */
static void
say (Combat     *combat,
     const char *name,
     const char *value)
{
  if (combat->json != NULL)
    {
      g_autofree char *key = g_strdelimit (g_strdup (name), " ", '_');

      wadi_cli_json_string (combat->json, key, value);
    }
  else if (value != NULL)
    g_print ("%s: %s\n", name, value);
}

static void
say_number (Combat     *combat,
            const char *name,
            int         value)
{
  if (combat->json != NULL)
    {
      g_autofree char *key = g_strdelimit (g_strdup (name), " ", '_');

      wadi_cli_json_number (combat->json, key, value);
    }
  else
    g_print ("%s: %d\n", name, value);
}

static char *
odds_text (int attack,
           int defence)
{
  return g_strdup_printf ("%d-%d", attack, defence);
}

/* Odds from strengths, as the CRT's notes reduce them; says them and
 * returns FALSE when no attack is permitted. */
static gboolean
say_odds (Combat *combat,
          int     attack,
          int     defence,
          int    *column)
{
  int odds_attack = 0;
  int odds_defence = 0;

  if (!wadi_combat_odds (attack, defence, &odds_attack, &odds_defence))
    {
      say (combat, "odds", NULL);
      say (combat, "why", attack == 0 ? "No attack factor to attack with" : "No attacks permitted at worse than 1-4 [CRT]");
      return FALSE;
    }
  {
    g_autofree char *odds = odds_text (odds_attack, odds_defence);

    say (combat, "odds", odds);
  }
  if (attack >= defence && attack / defence > 4)
    say (combat, "odds note", "Odds greater than 4-1 are treated as 4-1 [CRT]");
  else if ((attack >= defence ? attack % defence : defence % attack) != 0)
    say (combat, "odds note", "Odds are always simplified and rounded off in defender's favor [CRT]");
  *column = wadi_combat_odds_column (odds_attack, odds_defence);
  return TRUE;
}

static int
run_odds (Combat *combat,
          int     argc,
          char  **argv)
{
  int attack;
  int defence;
  int column;
  int status = WADI_CLI_EXIT_OK;

  if (argc != 4)
    return wadi_cli_usage_error (combat->command, ngettext ("odds: expected ATTACK and DEFENCE, got %d argument", "odds: expected ATTACK and DEFENCE, got %d arguments", argc - 2),
                                 argc - 2);
  if (!parse_number (combat, "ATTACK", argv[2], 0, &attack, &status)
      || !parse_number (combat, "DEFENCE", argv[3], 1, &defence, &status))
    return status;
  say_number (combat, "attack", attack);
  say_number (combat, "defence", defence);
  if (combat->defender_on_hilltop)
    {
      attack = wadi_combat_hilltop_attack (attack);
      say_number (combat, "attack on the hilltop", attack);
      say (combat, "hilltop", "Attacker's MF is halved [TEC: HILLTOPS]");
    }
  return say_odds (combat, attack, defence, &column) ? WADI_CLI_EXIT_OK : WADI_CLI_EXIT_INVALID;
}

static int
run_crt (Combat *combat,
         int     argc,
         char  **argv)
{
  g_autoptr(GArray) drms = g_array_new (FALSE, FALSE, sizeof (int));
  const char   *dash;
  int           attack;
  int           defence;
  int           roll;
  int           column;
  int           modified;
  int           status = WADI_CLI_EXIT_OK;
  WadiCrtResult result;
  WadiCrtResult applied;

  if (argc != 4)
    return wadi_cli_usage_error (combat->command, ngettext ("crt: expected ODDS and ROLL, got %d argument", "crt: expected ODDS and ROLL, got %d arguments", argc - 2),
                                 argc - 2);
  dash = strchr (argv[2], '-');
  if (dash == NULL || dash == argv[2])
    return wadi_cli_usage_error (combat->command, _("ODDS “%s” is not valid, expected ATTACK-DEFENCE such as 2-1"), argv[2]);
  {
    g_autofree char *attack_text = g_strndup (argv[2], (gsize) (dash - argv[2]));

    if (!parse_number (combat, "ODDS' attack", attack_text, 0, &attack, &status)
        || !parse_number (combat, "ODDS' defence", dash + 1, 1, &defence, &status)
        || !parse_number (combat, "ROLL", argv[3], 1, &roll, &status))
      return status;
  }
  if (roll > 6)
    return wadi_cli_usage_error (combat->command, _("ROLL %d is not a die roll, expected 1 to 6"), roll);
  for (guint i = 0; combat->drms != NULL && combat->drms[i] != NULL; i++)
    {
      gint64 drm;

      if (!g_ascii_string_to_signed (combat->drms[i], 10, -100, 100, &drm, NULL))
        return wadi_cli_usage_error (combat->command, _("--drm “%s” is not valid, expected a whole number from -100 to 100"),
                                                         combat->drms[i]);
      {
        int value = (int) drm;

        g_array_append_val (drms, value);
      }
    }
  if (!say_odds (combat, attack, defence, &column))
    return WADI_CLI_EXIT_INVALID;
  say_number (combat, "roll", roll);
  modified = wadi_combat_modified_roll (roll, (const int *) (gpointer) drms->data, drms->len);
  say_number (combat, "modified roll", modified);
  if (modified < -2 || modified > 7)
    say (combat, "row note", modified < -2 ? "The table's lowest row, -2, is read" : "The table's highest row, 7, is read");
  result = wadi_combat_result (column, modified);
  applied = wadi_combat_apply (result, combat->already_dispersed);
  say (combat, "result", wadi_crt_result_symbol (result));
  if (applied != result)
    say (combat, "already dispersed", wadi_crt_result_symbol (applied));
  say (combat, "meaning", wadi_crt_result_meaning (applied));
  say (combat, "sequence", wadi_crt_sequence_note ());
  return WADI_CLI_EXIT_OK;
}

static int
run_wec (Combat *combat,
         int     argc,
         char  **argv)
{
  WadiWeaponClass weapon;
  WadiWecEffect   effect;
  gboolean        armored;
  gboolean        within_half;
  int             range;
  int             weapon_range;
  int             status = WADI_CLI_EXIT_OK;

  if (argc != 6)
    return wadi_cli_usage_error (combat->command, ngettext ("wec: expected CLASS, TARGET, RANGE and WEAPON-RANGE, got %d argument", "wec: expected CLASS, TARGET, RANGE and WEAPON-RANGE, got %d arguments", argc - 2),
                                 argc - 2);
  if (!wadi_weapon_class_from_name (argv[2], &weapon))
    return wadi_cli_usage_error (combat->command, _("CLASS “%s” is not a weapon class, expected I, A, H or M"), argv[2]);
  if (g_ascii_strcasecmp (argv[3], "armored") == 0 || g_ascii_strcasecmp (argv[3], "armoured") == 0)
    armored = TRUE;
  else if (g_ascii_strcasecmp (argv[3], "other") == 0)
    armored = FALSE;
  else
    return wadi_cli_usage_error (combat->command, _("TARGET “%s” is not valid, expected armored or other"), argv[3]);
  if (!parse_number (combat, "RANGE", argv[4], 1, &range, &status)
      || !parse_number (combat, "WEAPON-RANGE", argv[5], 1, &weapon_range, &status))
    return status;
  within_half = range * 2 <= weapon_range;
  effect = wadi_combat_wec (weapon, armored, within_half);
  say (combat, "weapon", wadi_weapon_class_name (weapon));
  say (combat, "target", armored ? "armored" : "other");
  say (combat, "column", !armored ? "all others, at all ranges" : within_half ? "armored, at half range or less"
                                                                              : "armored, at greater than half range");
  say (combat, "effect", wadi_wec_effect_meaning (effect));
  if (combat->attack >= 0)
    say_number (combat, "attack", wadi_combat_effective_attack (weapon, armored, within_half, combat->attack));
  if (!armored)
    say (combat, "note", "The All Others column did not survive the extraction: Wadi gives the normal factor (docs/rules.md)");
  return effect == WADI_WEC_NOT_ALLOWED ? WADI_CLI_EXIT_INVALID : WADI_CLI_EXIT_OK;
}

static int
run_tec (Combat *combat,
         int     argc,
         char  **argv)
{
  WadiTerrain   terrain = WADI_TERRAIN_OPEN;
  WadiUnitClass unit_class = WADI_UNIT_INFANTRY;
  WadiTecMove   move = WADI_TEC_ENTER;
  WadiTecAnswer answer;
  int           status = WADI_CLI_EXIT_OK;

  if (argc != 3)
    return wadi_cli_usage_error (combat->command, ngettext ("tec: expected TERRAIN, got %d argument", "tec: expected TERRAIN, got %d arguments", argc - 2),
                                 argc - 2);
  if (g_ascii_strcasecmp (argv[2], "clear") != 0 && !wadi_terrain_from_name (argv[2], &terrain))
    return wadi_cli_usage_error (combat->command, _("TERRAIN “%s” is not a terrain, expected clear, road, town, woods, "
                                                  "swamp, slope or hilltop"),
                                                     argv[2]);
  if (!wadi_cli_parse_unit_class (combat->command, "--unit", combat->unit, FALSE, &unit_class, &status))
    return status;
  if (combat->move == NULL || g_strcmp0 (combat->move, "enter") == 0)
    move = WADI_TEC_ENTER;
  else if (g_strcmp0 (combat->move, "road") == 0)
    move = WADI_TEC_ALONG_ROAD;
  else if (g_strcmp0 (combat->move, "ford") == 0)
    move = WADI_TEC_FORD;
  else if (g_strcmp0 (combat->move, "leave-gully") == 0)
    move = WADI_TEC_LEAVE_GULLY;
  else
    return wadi_cli_usage_error (combat->command, _("--move “%s” is not valid, expected enter, road, ford or leave-gully"),
                                                     combat->move);
  wadi_tec_cost (terrain, unit_class, move, &answer);
  say (combat, "unit", wadi_unit_class_name (unit_class));
  say (combat, "row", answer.label);
  if (answer.allowed)
    {
      g_autofree char *mf = wadi_cli_number (answer.mf);

      say (combat, "cost", mf);
    }
  else
    say (combat, "not allowed", answer.reason);
  say (combat, "rule", answer.rule);
  say (combat, "note", answer.note);
  return answer.allowed ? WADI_CLI_EXIT_OK : WADI_CLI_EXIT_INVALID;
}

static int
run_tet (Combat *combat,
         int     argc,
         char  **argv)
{
  WadiTetStand from;
  WadiTetStand target;
  WadiTetCell  cell;

  if (argc != 4)
    return wadi_cli_usage_error (combat->command, ngettext ("tet: expected FROM and TARGET, got %d argument", "tet: expected FROM and TARGET, got %d arguments", argc - 2),
                                 argc - 2);
  if (!wadi_tet_stand_from_name (argv[2], &from) || !wadi_tet_stand_from_name (argv[3], &target))
    return wadi_cli_usage_error (combat->command, _("“%s” is not where a unit stands, expected ground, slope or hilltop"),
                                                     wadi_tet_stand_from_name (argv[2], &from) ? argv[3] : argv[2]);
  wadi_tet_cell (from, target, &cell);
  say (combat, "from", wadi_tet_stand_name (from));
  say (combat, "target", wadi_tet_stand_name (target));
  say (combat, "obstructs", cell.obstructs);
  say (combat, "notes", cell.notes);
  say (combat, "meaning", cell.meaning);
  return WADI_CLI_EXIT_OK;
}

static void
combat_clear (Combat *combat)
{
  g_clear_pointer (&combat->drms, g_strfreev);
  g_clear_pointer (&combat->attack_text, g_free);
  g_clear_pointer (&combat->unit, g_free);
  g_clear_pointer (&combat->move, g_free);
  g_clear_pointer (&combat->json, wadi_cli_json_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Combat, combat_clear)

int
wadi_cli_combat_run (const WadiCliCommand *command,
                     int                   argc,
                     char                **argv)
{
  g_auto(Combat) combat = { .command = command, .attack = -1 };
  /* clang-format off */
  const GOptionEntry entries[] = {
    { "drm", 'd', G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING_ARRAY, &combat.drms, N_("crt: a die-roll modifier, signed (repeat for each)"), "N" },
    { "already-dispersed", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, &combat.already_dispersed, N_("crt: the defender is already dispersed by fire this turn"), NULL },
    { "defender-on-hilltop", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, &combat.defender_on_hilltop, N_("odds: the defender is on a hilltop (TEC: the attacker's factor is halved)"), NULL },
    { "attack", 'a', G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &combat.attack_text, N_("wec: the weapon's attack factor, to print it after the WEC"), "N" },
    { "unit", 'u', G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &combat.unit, N_("tec: the unit's class (default infantry)"), "CLASS" },
    { "move", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &combat.move, N_("tec: enter (the default), road, ford or leave-gully"), "MOVE" },
    G_OPTION_ENTRY_NULL
  };
  /* clang-format on */
  int status = WADI_CLI_EXIT_OK;

  if (!wadi_cli_parse_options_and_format (command, entries,
                                          N_("Reads the classic charts (seed 004; docs/rules.md, \"The classic\n"
                                             "charts\") cell by cell, with their notes:\n"
                                             "\n"
                                             "  odds ATTACK DEFENCE      the odds, simplified in the defender's favour\n"
                                             "  crt ODDS ROLL            the Combat Results Table's result for the odds\n"
                                             "                           (2-1, or strengths 7-3) and a die roll, with\n"
                                             "                           --drm N for each modifier\n"
                                             "  wec CLASS TARGET RANGE WEAPON-RANGE\n"
                                             "                           the Weapons Effectiveness Chart for weapon\n"
                                             "                           class I, A, H or M at an armored or other target\n"
                                             "  tec TERRAIN              the Terrain Effects Chart's cost of an entry\n"
                                             "  tet FROM TARGET          the Target Elevation Table's cell, each of\n"
                                             "                           ground, slope or hilltop\n"
                                             "\n"
                                             "Exit status: 0 answered (the attack or move is allowed), 1 not\n"
                                             "allowed, 2 the command line is wrong."),
                                              &argc, &argv, &combat.format, &status))
    return status;
  if (!wadi_cli_parse_int_option (command, "--attack", combat.attack_text, 0, NUMBER_MAX, &combat.attack, &status))
    return status;
  if (argc < 2)
    return wadi_cli_usage_error (command, _("expected a chart: odds, crt, wec, tec or tet"));
  if (combat.format == WADI_CLI_FORMAT_JSON)
    {
      combat.json = wadi_cli_json_new ();
      wadi_cli_json_begin_object (combat.json, NULL);
      wadi_cli_json_string (combat.json, "chart", argv[1]);
    }
  if (g_strcmp0 (argv[1], "odds") == 0)
    status = run_odds (&combat, argc, argv);
  else if (g_strcmp0 (argv[1], "crt") == 0)
    status = run_crt (&combat, argc, argv);
  else if (g_strcmp0 (argv[1], "wec") == 0)
    status = run_wec (&combat, argc, argv);
  else if (g_strcmp0 (argv[1], "tec") == 0)
    status = run_tec (&combat, argc, argv);
  else if (g_strcmp0 (argv[1], "tet") == 0)
    status = run_tet (&combat, argc, argv);
  else
    return wadi_cli_usage_error (command, _("“%s” is not a chart, expected odds, crt, wec, tec or tet"), argv[1]);
  if (combat.json != NULL && status != WADI_CLI_EXIT_TROUBLE)
    {
      wadi_cli_json_end_object (combat.json);
      wadi_cli_json_print (combat.json);
    }
  return status;
}
