/* test-cli-rules.c: wadi-cli check, cost, los and crest on the bundled ASL example
 *
 * data/examples/asl-f5-b20.wadi holds the boards of tests/wadi-test-fixtures.c,
 * so the answers are the worked examples' (docs/rules.md).
 */
#include "config.h"

#include <string.h>

#include <glib.h>

#include "wadi-cli-runner.h"

typedef WadiCliFixture Fixture;

/* The example with text inserted before the first occurrence of anchor. */
static char *
example_with (Fixture    *fixture,
              const char *name,
              const char *anchor,
              const char *text)
{
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) changed = NULL;
  char       *path = g_build_filename (fixture->dir, name, NULL);
  const char *at;

  g_assert_true (g_file_get_contents (fixture->example, &contents, NULL, &error));
  g_assert_no_error (error);
  at = strstr (contents, anchor);
  g_assert_nonnull (at);
  changed = g_string_new_len (contents, at - contents);
  g_string_append (changed, text);
  g_string_append (changed, at);
  g_assert_true (g_file_set_contents (path, changed->str, -1, &error));
  g_assert_no_error (error);
  return path;
}

static void
test_check_clean (Fixture      *fixture,
                  gconstpointer data)
{
  g_auto(WadiCliRun) run = { 0 };
  g_auto(WadiCliRun) json = { 0 };

  wadi_cli_run (&run, "check", fixture->example, NULL);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpstr (run.out, ==, "");
  g_assert_cmpint (run.status, ==, 0);

  wadi_cli_run (&json, "check", "--format", "json", fixture->example, NULL);
  g_assert_cmpint (json.status, ==, 0);
  g_assert_cmpstr (json.out, ==, "[]\n");
}

static void
test_check_violations (Fixture      *fixture,
                       gconstpointer data)
{
  /* A ford on 25H7, Open Ground (B20.8), and a wadi hexside mark on
   * 25A8-A7 with no wadi on either side (F5.11, a warning). */
  g_autofree char *ford = example_with (fixture, "ford.wadi", "</scenario>",
                                        "  <counter id=\"14\" kind=\"ford\" board=\"25\" at=\"H7\"/>\n");
  g_autofree char *warned = example_with (fixture, "warned.wadi", "  </board>",
                                          "    <side at=\"A8\" dir=\"n\" features=\"wadi\"/>\n");
  g_autofree char *missing = g_build_filename (fixture->dir, "missing.wadi", NULL);
  g_autofree char *ford_line = g_strdup_printf ("%s: 25H7 counter 14: error: [B20.8] ", ford);
  g_autofree char *warned_line = g_strdup_printf ("%s: 25A8-A7: warning: [F5.11] ", warned);
  g_auto(WadiCliRun) run = { 0 };
  g_auto(WadiCliRun) warnings_only = { 0 };
  g_auto(WadiCliRun) json = { 0 };
  g_auto(WadiCliRun) unreadable = { 0 };

  wadi_cli_run (&run, "check", ford, NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_true (g_str_has_prefix (run.out, ford_line));
  g_assert_true (g_str_has_suffix (run.out, " (placement.ford-not-in-stream-or-gully)\n"));
  g_assert_true (strchr (run.out, '\n') == run.out + strlen (run.out) - 1);

  /* Warnings and info do not fail. */
  wadi_cli_run (&warnings_only, "check", warned, NULL);
  g_assert_cmpint (warnings_only.status, ==, 0);
  g_assert_true (g_str_has_prefix (warnings_only.out, warned_line));
  g_assert_true (g_str_has_suffix (warnings_only.out, " (side.wadi-hexside-without-wadi)\n"));

  wadi_cli_run (&json, "check", "--format", "json", warned, ford, NULL);
  g_assert_cmpint (json.status, ==, 1);
  wadi_cli_assert_json (&json);
  g_assert_nonnull (strstr (json.out, "\"code\":\"placement.ford-not-in-stream-or-gully\""));
  g_assert_nonnull (strstr (json.out, "\"rule\":\"B20.8\""));
  g_assert_nonnull (strstr (json.out, "\"severity\":\"error\""));
  g_assert_nonnull (strstr (json.out, "\"kind\":\"counter\""));
  g_assert_nonnull (strstr (json.out, "\"counter\":14"));
  g_assert_nonnull (strstr (json.out, "\"hexside\":\"25A8-A7\""));
  /* In the order of the files given. */
  g_assert_true (strstr (json.out, "side.wadi-hexside-without-wadi")
                 < strstr (json.out, "placement.ford-not-in-stream-or-gully"));

  /* Could not read outranks errors; the others are still checked. */
  wadi_cli_run (&unreadable, "check", ford, missing, NULL);
  g_assert_cmpint (unreadable.status, ==, 2);
  g_assert_nonnull (strstr (unreadable.err, missing));
  g_assert_true (g_str_has_prefix (unreadable.out, ford_line));
}

static void
test_cost_one_move (Fixture      *fixture,
                    gconstpointer data)
{
  g_auto(WadiCliRun) run = { 0 };
  g_auto(WadiCliRun) suffixes = { 0 };
  g_auto(WadiCliRun) json = { 0 };
  g_auto(WadiCliRun) crest = { 0 };
  g_auto(WadiCliRun) out_of_crest = { 0 };

  /* F5.2: IN 25I9 INTO J8, level 1 to level 2. */
  wadi_cli_run (&run, "cost", fixture->example, "25I9", "25J8", "--unit", "infantry",
                "--from-position", "in", "--to-position", "in", NULL);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==,
                   "4 MF = 2 [enter wadi, F5.2] x 2 [higher elevation, B10.4]\n"
                   "ends: 25J8 in\n");

  wadi_cli_run (&suffixes, "cost", fixture->example, "25I9:in", "25J8:in", "--unit", "infantry", NULL);
  g_assert_cmpint (suffixes.status, ==, 0);
  g_assert_cmpstr (suffixes.out, ==, run.out);

  wadi_cli_run (&json, "cost", "--format", "json", fixture->example, "25I9:in", "25J8:in",
                "-u", "infantry", NULL);
  g_assert_cmpint (json.status, ==, 0);
  wadi_cli_assert_json (&json);
  g_assert_nonnull (strstr (json.out, "\"allowed\":true"));
  g_assert_nonnull (strstr (json.out, "\"total\":4"));
  g_assert_nonnull (strstr (json.out, "\"unit\":\"MF\""));
  g_assert_nonnull (strstr (json.out, "\"formula\":\"2 [enter wadi, F5.2] x 2 [higher elevation, B10.4]\""));
  g_assert_nonnull (strstr (json.out, "\"label\":\"enter wadi\",\"rule\":\"F5.2\""));

  /* B20.91: from 14T2 into Crest in T3, the centre being the hexside crossed. */
  wadi_cli_run (&crest, "cost", fixture->example, "14T2", "14T3:crest", "--unit", "infantry", NULL);
  g_assert_cmpint (crest.status, ==, 0);
  g_assert_true (g_str_has_prefix (crest.out, "1 MF = "));
  g_assert_nonnull (strstr (crest.out, "claim Crest status on entering, B20.91]"));
  g_assert_nonnull (strstr (crest.out, "\nends: 14T3 crest, centre 14T3-T2\n"));

  /* B20.93: out of Crest status in 14T3 is a gully's entry, the group
   * named by the rule that makes it so, in the text and in JSON. */
  wadi_cli_run (&out_of_crest, "cost", "--format", "json", fixture->example, "14T3:crest", "14T3",
                "--to-position", "in", "-u", "infantry", NULL);
  g_assert_cmpint (out_of_crest.status, ==, 0);
  wadi_cli_assert_json (&out_of_crest);
  g_assert_nonnull (
      strstr (out_of_crest.out, "\"formula\":\"2 {move out of Crest status, B20.93: 2 [enter gully, B19]}\""));
  g_assert_nonnull (strstr (out_of_crest.out, "\"label\":\"move out of Crest status\",\"rule\":\"B20.93\",\"sum\""));
}

static void
test_cost_maneuver (Fixture      *fixture,
                    gconstpointer data)
{
  static const char expected[] = "10 MP = 3 {2 [enter wadi, F5.2] + 1 [COT, F1]} + 2 [change VCA, F5.42]"
                                 " + 5 {4 [enter Crest status, F5.42] + 1 [Stop, F5.42]}\n"
                                 "ends: 25C2 crest, CAFP 25C2-D2-C3, stopped\n";
  g_auto(WadiCliRun) run = { 0 };
  g_auto(WadiCliRun) repeated = { 0 };
  g_auto(WadiCliRun) reverse = { 0 };
  g_auto(WadiCliRun) json = { 0 };
  g_auto(WadiCliRun) within = { 0 };

  /* F5.42: the tank IN D2 enters C2, turns its VCA two hexspines and
   * gains Crest status with CAFP C2-D2-C3. */
  wadi_cli_run (&run, "cost", fixture->example, "--unit", "fully-tracked", "--from", "25D2:in",
                "--steps", "enter C2 in; vca 2; crest vertex C2-D2-C3", NULL);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, expected);

  wadi_cli_run (&repeated, "cost", fixture->example, "25D2:in", "-u", "fully-tracked",
                "--step", "enter C2", "--step", "vca 2", "--step", "crest vertex D2-C3", NULL);
  g_assert_cmpint (repeated.status, ==, 0);
  g_assert_cmpstr (repeated.out, ==, expected);

  /* The same in Reverse: 23 MP, "HD (rear)". */
  wadi_cli_run (&reverse, "cost", fixture->example, "-u", "fully-tracked", "--from", "25D2:in",
                "--steps", "enter C2 in; vca 1; stop; start; crest reverse vertex C2-D2-C3", NULL);
  g_assert_cmpint (reverse.status, ==, 0);
  g_assert_true (g_str_has_prefix (reverse.out, "23 MP = "));
  g_assert_nonnull (strstr (reverse.out, "16 {4 [enter Crest status, F5.42] x 4 [Reverse, D2.21]}"));
  g_assert_nonnull (strstr (reverse.out, "ends: 25C2 crest, CAFP 25C2-D2-C3, HD (rear), stopped\n"));

  wadi_cli_run (&json, "cost", fixture->example, "--format", "json", "-u", "fully-tracked",
                "--from", "25D2:in", "--steps", "enter C2 in; vca 2; crest vertex C2-D2-C3", NULL);
  g_assert_cmpint (json.status, ==, 0);
  wadi_cli_assert_json (&json);
  g_assert_nonnull (strstr (json.out, "\"total\":10"));
  g_assert_nonnull (strstr (json.out, "\"unit\":\"MP\""));
  g_assert_nonnull (strstr (json.out, "\"crest vertex 25C2-D2-C3\""));
  g_assert_nonnull (strstr (json.out, "\"vertex\":\"25C2-D2-C3\""));

  /* TO the mover's own hex changes position within it: 4 + Stop. */
  wadi_cli_run (&within, "cost", fixture->example, "25C2:in", "25C2:crest", "-u", "fully-tracked",
                "--crest-vertex", "C2-D2-C3", NULL);
  g_assert_cmpint (within.status, ==, 0);
  g_assert_true (g_str_has_prefix (within.out,
                                   "5 MP = 4 [enter Crest status, F5.42] + 1 [Stop, F5.42]\n"));
}

static void
test_cost_not_allowed (Fixture      *fixture,
                       gconstpointer data)
{
  g_auto(WadiCliRun) climb = { 0 };
  g_auto(WadiCliRun) step = { 0 };
  g_auto(WadiCliRun) json = { 0 };
  g_auto(WadiCliRun) underbelly = { 0 };

  /* F5.3: IN 25O9 up the cliff to N9 is two Climbs, not a move. */
  wadi_cli_run (&climb, "cost", fixture->example, "25O9:in", "25N9", "--unit", "infantry", NULL);
  g_assert_cmpint (climb.status, ==, 1);
  g_assert_true (g_str_has_prefix (climb.out, "not allowed: "));
  g_assert_nonnull (strstr (climb.out, " [F5.3]\n"));
  g_assert_nonnull (strstr (climb.out, "\nclimbs: 2\n"));
  g_assert_nonnull (strstr (climb.out, "\neffect: "));

  /* F5.422: the Crest tank in C2 (CAFP C2-D2-C3, from the counter) leaves
   * for C3 and comes back to the same CAFP, but may not then leave across a
   * hexside that is not one of its CAFP's: the fifth step. */
  wadi_cli_run (&step, "cost", fixture->example, "25C2:crest", "-u", "fully-tracked",
                "--steps", "enter C3; enter C2 in; vca 1; crest vertex D2-C3; enter B2", NULL);
  g_assert_cmpint (step.status, ==, 1);
  g_assert_true (g_str_has_prefix (step.out, "not allowed: step 5 (enter 25B2 in): "));
  g_assert_true (g_str_has_suffix (step.out, " [F5.422]\n"));

  wadi_cli_run (&json, "cost", fixture->example, "--format", "json", "25O9:in", "25N9", "-u", "infantry",
                NULL);
  g_assert_cmpint (json.status, ==, 1);
  wadi_cli_assert_json (&json);
  g_assert_nonnull (strstr (json.out, "\"allowed\":false"));
  g_assert_nonnull (strstr (json.out, "\"rule\":\"F5.3\""));
  g_assert_nonnull (strstr (json.out, "\"climbs\":2"));
  g_assert_nonnull (strstr (json.out, "\"kind\":\"climb\""));

  /* Leaving Crest C2 for C3 is allowed, with its effect. */
  wadi_cli_run (&underbelly, "cost", fixture->example, "25C2:crest", "25C3", "-u", "fully-tracked", NULL);
  g_assert_cmpint (underbelly.status, ==, 0);
  g_assert_true (g_str_has_prefix (underbelly.out, "3 MP = 1 [Start, F5.422] + "));
  g_assert_nonnull (strstr (underbelly.out, "\neffect: vulnerable to Underbelly Hits [F5.422]\n"));
}

/* F5.422: the Crest tank in 25U4 (CAFP U4-U3-V3, its counter showing "HD
 * (rear)") "can move only INTO U4 or, by using Reverse movement, to U3 or
 * V3". */
static void
test_cost_crest_facing (Fixture      *fixture,
                        gconstpointer data)
{
  g_auto(WadiCliRun) forward = { 0 };
  g_auto(WadiCliRun) reverse = { 0 };
  g_auto(WadiCliRun) into = { 0 };

  wadi_cli_run (&forward, "cost", fixture->example, "25U4:crest", "25U3", "-u", "fully-tracked", NULL);
  g_assert_cmpint (forward.status, ==, 1);
  g_assert_true (g_str_has_prefix (forward.out, "not allowed: "));
  g_assert_nonnull (strstr (forward.out, "HD (rear)"));
  g_assert_true (g_str_has_suffix (forward.out, " [F5.422]\n"));

  wadi_cli_run (&reverse, "cost", fixture->example, "25U4:crest", "25U3", "-u", "fully-tracked",
                "--reverse", NULL);
  g_assert_cmpint (reverse.status, ==, 0);
  g_assert_cmpstr (reverse.out, ==,
                   "9 MP = 1 [Start, F5.422] + 8 {2 [cross hedge and enter Open Ground, B9] x 4 [Reverse, D2.21]}\n"
                   "effect: vulnerable to Underbelly Hits [F5.422]\n"
                   "ends: 25U3 ground\n");

  wadi_cli_run (&into, "cost", fixture->example, "25U4:crest", "25U4:in", "-u", "fully-tracked", NULL);
  g_assert_cmpint (into.status, ==, 0);
  g_assert_true (g_str_has_prefix (into.out, "3 MP = 1 [Start, F5.422] + 2 [enter wadi, F5.422]\n"));
}

static void
test_cost_usage (Fixture      *fixture,
                 gconstpointer data)
{
  g_autofree char  *missing = g_build_filename (fixture->dir, "missing.wadi", NULL);
  const char *const bad[][8] = {
    { "25I9", "25J8", NULL },                          /* no --unit */
    { "25I9", "25J8", "--unit", "tank", NULL },        /* no such class */
    { "25I9", "--unit", "infantry", NULL },            /* no TO */
    { "25Z99", "25J8", "--unit", "infantry", NULL },   /* off the board */
    { "25I9:up", "25J8", "--unit", "infantry", NULL }, /* no such position */
    { "25I9", "--unit", "infantry", "--steps", "fly away", NULL },
    { "25C2:in", "--unit", "fully-tracked", "--steps", "crest", NULL },   /* no CAFP */
    { "25I9", "25J8", "--unit", "infantry", "--steps", "vca 1", NULL },   /* TO and steps */
    { "25I9", "25J8", "--unit", "infantry", "--from-centre", "n", NULL }, /* not in Crest */
    { "25I9", "25I7", "--unit", "infantry", NULL },                       /* not adjacent */
    { "25I9", "--unit", "infantry", "--steps", "enter I8; enter I6", NULL },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_auto(WadiCliRun) run = { 0 };

      wadi_cli_run (&run, "cost", fixture->example, bad[i][0], bad[i][1], bad[i][2], bad[i][3],
                    bad[i][4], bad[i][5], bad[i][6], NULL);
      g_assert_cmpint (run.status, ==, 2);
      g_assert_cmpstr (run.out, ==, "");
      g_assert_true (g_str_has_prefix (run.err, "wadi-cli: cost: "));
      if (i >= G_N_ELEMENTS (bad) - 2)
        g_assert_nonnull (strstr (run.err, " is not adjacent to 25I"));
    }
  {
    g_auto(WadiCliRun) run = { 0 };

    wadi_cli_run (&run, "cost", missing, "25I9", "25J8", "--unit", "infantry", NULL);
    g_assert_cmpint (run.status, ==, 2);
    g_assert_nonnull (strstr (run.err, missing));
  }
}

/* wadi-cli fire: B20.92's "fire from hex S5" enters 14R3 at the R3-R4-S4
 * vertex and the 5-4-8 there is entrenched; not against Indirect Fire; a
 * Crest vehicle (the example file's 25O8 AFV) is HD (F5.423). */
static void
test_fire (Fixture      *fixture,
           gconstpointer data)
{
  g_auto(WadiCliRun) direct = { 0 };
  g_auto(WadiCliRun) indirect = { 0 };
  g_auto(WadiCliRun) json = { 0 };
  g_auto(WadiCliRun) bad = { 0 };

  wadi_cli_run (&direct, "fire", fixture->example, "14S5", "14R3:crest", NULL);
  g_assert_cmpstr (direct.err, ==, "");
  g_assert_cmpint (direct.status, ==, 0);
  g_assert_true (g_str_has_prefix (direct.out, "fire: direct\nfrom: 14S5 ground, infantry\nat: 14R3 crest, infantry\nlos: clear\n"
                                               "crosses: 14R3-S4 14R3-R4\nlos into the depression: no\n"
                                               "crest-entrenchment: applies: "));
  g_assert_nonnull (strstr (direct.out, " [B20.92]\n"));

  wadi_cli_run (&indirect, "fire", "--indirect", fixture->example, "14S5", "14R3:crest", NULL);
  g_assert_cmpint (indirect.status, ==, 0);
  g_assert_nonnull (strstr (indirect.out, "\ncrest-entrenchment: does not apply: Crest entrenchment does not apply "
                                          "to Indirect Fire [B20.92]\n"));

  wadi_cli_run (&json, "fire", "--format", "json", fixture->example, "25R8", "25O8:crest", NULL);
  g_assert_cmpint (json.status, ==, 0);
  wadi_cli_assert_json (&json);
  g_assert_nonnull (strstr (json.out, "\"unit_class\":\"fully-tracked\""));
  g_assert_nonnull (strstr (json.out, "{\"finding\":\"vehicle-hd\",\"applies\":true,\"tem\":0,\"hexsides\":\"25O8-P8\""));
  g_assert_nonnull (strstr (json.out, "\"rule\":\"F5.423\""));

  wadi_cli_run (&bad, "fire", "--indirect", "--ovr", fixture->example, "14S5", "14R3:crest", NULL);
  g_assert_cmpint (bad.status, ==, 2);
  g_assert_nonnull (strstr (bad.err, "expected one of them"));
}

/* wadi-cli fire between the levels of Tide of Iron's wadi bridge hex (the
 * example file's E3), by the card: close range, hits on 4, 5 or 6, the
 * hex's 1 cover die; a vehicle may not attack the other level. */
static void
test_fire_wadi_bridge (Fixture      *fixture,
                       gconstpointer data)
{
  g_autofree char *toi = g_build_filename (g_getenv ("WADI_SOURCE_ROOT"), "data", "examples",
                                           "toi-wadi-movement.wadi", NULL);
  g_auto(WadiCliRun) squad = { 0 };
  g_auto(WadiCliRun) tank = { 0 };
  g_auto(WadiCliRun) json = { 0 };

  wadi_cli_run (&squad, "fire", toi, "E3:bridge", "E3:wadi", NULL);
  g_assert_cmpstr (squad.err, ==, "");
  g_assert_cmpint (squad.status, ==, 0);
  g_assert_true (g_str_has_prefix (squad.out, "fire: direct\nfrom: E3 bridge, infantry\nat: E3 wadi, infantry\n"
                                              "los: clear\n"));
  g_assert_nonnull (strstr (squad.out, "\nclose-range: applies, hits on 4+: "));
  /* the two levels are a wadi bridge hex's alone */
  {
    g_auto(WadiCliRun) off_bridge = { 0 };

    wadi_cli_run (&off_bridge, "los", toi, "F2:bridge", "E3:wadi", NULL);
    g_assert_cmpint (off_bridge.status, ==, 2);
    g_assert_nonnull (strstr (off_bridge.err, "F2:bridge: only a wadi bridge hex has a bridge level and a wadi level "
                                              "[ToI wadi bridge hex]\n"));
  }
  g_assert_nonnull (strstr (squad.out, "\ncover: applies, 1 cover die: "));
  /* B20.92's question (a LOS INTO a Depression) is not Tide of Iron's:
   * not answered "no" beside a clear LOS */
  g_assert_null (strstr (squad.out, "los into the depression"));

  wadi_cli_run (&tank, "fire", toi, "E3:bridge", "E3:wadi", "--firer-unit", "fully-tracked", NULL);
  g_assert_cmpint (tank.status, ==, 1);
  g_assert_nonnull (strstr (tank.out, "\nvehicle-may-not-attack: applies: Vehicles in a wadi bridge hex may not "
                                      "attack units on a different level of the hex. [Wadi bridge hex]\n"));
  g_assert_true (g_str_has_suffix (tank.out, "\nattack: not allowed\n"));
  g_assert_null (strstr (tank.out, "cover:"));

  wadi_cli_run (&json, "fire", "--format", "json", toi, "E3:wadi", "E3:bridge", "-u", "fully-tracked", NULL);
  g_assert_cmpint (json.status, ==, 0);
  wadi_cli_assert_json (&json);
  g_assert_nonnull (strstr (json.out, "\"allowed\":true"));
  g_assert_nonnull (strstr (json.out, "\"los_into_depression\":null"));
  g_assert_nonnull (strstr (json.out, "{\"finding\":\"cover\",\"applies\":true,"));
  g_assert_nonnull (strstr (json.out, "\"rule\":\"Wadi bridge hex\",\"cover\":1,\"hit_on\":0}"));
  g_assert_nonnull (strstr (json.out, "\"cover\":0,\"hit_on\":4}"));
}

/* wadi-cli combat: the classic charts cell by cell (seed 004). */
static void
test_combat (Fixture      *fixture,
             gconstpointer data)
{
  g_auto(WadiCliRun) odds = { 0 };
  g_auto(WadiCliRun) refused = { 0 };
  g_auto(WadiCliRun) hilltop = { 0 };
  g_auto(WadiCliRun) crt = { 0 };
  g_auto(WadiCliRun) json = { 0 };
  g_auto(WadiCliRun) wec = { 0 };
  g_auto(WadiCliRun) tec = { 0 };
  g_auto(WadiCliRun) tet = { 0 };
  g_auto(WadiCliRun) bad = { 0 };

  /* "Ods are always simplified and rounded off in defender's favor": 7
   * against 3 is 2-1. */
  wadi_cli_run (&odds, "combat", "odds", "7", "3", NULL);
  g_assert_cmpstr (odds.err, ==, "");
  g_assert_cmpint (odds.status, ==, 0);
  g_assert_cmpstr (odds.out, ==, "attack: 7\ndefence: 3\nodds: 2-1\n"
                                 "odds note: Odds are always simplified and rounded off in defender's favor [CRT]\n");
  /* "No attacks permitted at worse than 1-4." */
  wadi_cli_run (&refused, "combat", "odds", "1", "5", NULL);
  g_assert_cmpint (refused.status, ==, 1);
  g_assert_nonnull (strstr (refused.out, "why: No attacks permitted at worse than 1-4 [CRT]\n"));
  /* TEC HILLTOPS halves the attacker: 7 is 3, against 3 is 1-1. */
  wadi_cli_run (&hilltop, "combat", "odds", "--defender-on-hilltop", "7", "3", NULL);
  g_assert_cmpint (hilltop.status, ==, 0);
  g_assert_nonnull (strstr (hilltop.out, "attack on the hilltop: 3\nhilltop: Attacker's MF is halved [TEC: HILLTOPS]\nodds: 1-1\n"));

  /* 2-1, a roll of 4 with +2 and -1: 5, no effect (the 2-1 column). */
  wadi_cli_run (&crt, "combat", "crt", "2-1", "4", "--drm", "2", "--drm=-1", NULL);
  g_assert_cmpint (crt.status, ==, 0);
  g_assert_nonnull (strstr (crt.out, "odds: 2-1\nroll: 4\nmodified roll: 5\nresult: -\nmeaning: No effect\n"));
  g_assert_nonnull (strstr (crt.out, "sequence: A unit may be attacked as many as three times"));
  /* DD at 1-1 on a 1, on a unit already dispersed: eliminated. */
  wadi_cli_run (&json, "combat", "crt", "--format", "json", "--already-dispersed", "1-1", "1", NULL);
  g_assert_cmpint (json.status, ==, 0);
  wadi_cli_assert_json (&json);
  g_assert_nonnull (strstr (json.out, "\"result\":\"DD\",\"already_dispersed\":\"X\",\"meaning\":\"Unit eliminated\""));

  /* WEC: A against armor at half range or less doubles (4 to 8). */
  wadi_cli_run (&wec, "combat", "wec", "--attack", "4", "A", "armored", "3", "8", NULL);
  g_assert_cmpint (wec.status, ==, 0);
  g_assert_nonnull (strstr (wec.out, "effect: Double AF\nattack: 8\n"));

  wadi_cli_run (&tec, "combat", "tec", "--unit", "truck", "--move", "leave-gully", "clear", NULL);
  g_assert_cmpint (tec.status, ==, 0);
  g_assert_nonnull (strstr (tec.out, "cost: 5\nrule: TEC: GULLIES & STREAMBEDS\n"));

  wadi_cli_run (&tet, "combat", "tet", "slope", "ground", NULL);
  g_assert_cmpint (tet.status, ==, 0);
  g_assert_nonnull (strstr (tet.out, "obstructs: BROWN ORANGE\nnotes: A\n"));

  wadi_cli_run (&bad, "combat", "crt", "2-1", "9", NULL);
  g_assert_cmpint (bad.status, ==, 2);
  g_assert_nonnull (strstr (bad.err, "expected 1 to 6"));
}

/* The bundled Tide of Iron movement example (data/examples/toi-wadi-movement.wadi,
 * wadi_fixture_toi_examples): the Days of the Fox diagram's five cases. */
static void
test_toi_movement_example (Fixture      *fixture,
                           gconstpointer data)
{
  g_autofree char *file = g_build_filename (g_getenv ("WADI_SOURCE_ROOT"), "data", "examples",
                                            "toi-wadi-movement.wadi", NULL);
  g_auto(WadiCliRun) one = { 0 };
  g_auto(WadiCliRun) two = { 0 };
  g_auto(WadiCliRun) three = { 0 };
  g_auto(WadiCliRun) four = { 0 };
  g_auto(WadiCliRun) four_direct = { 0 };
  g_auto(WadiCliRun) five = { 0 };

  /* 1: through the entrance A3, 1 MP a wadi hex, no damage roll, E3's wadi level. */
  wadi_cli_run (&one, "cost", file, "A2", "-u", "fully-tracked", "--side", "British",
                "--steps", "enter A3 in; enter B3 in; enter C3 in; enter D3 in; enter E3", NULL);
  g_assert_cmpstr (one.err, ==, "");
  g_assert_cmpint (one.status, ==, 0);
  g_assert_true (g_str_has_prefix (one.out, "5 MP = 1 [wadi hex, DoF movement ex. 1]"));
  g_assert_null (strstr (one.out, "damage"));
  g_assert_nonnull (strstr (one.out, "\nends: E3 wadi\n"));
  /* 2: the enemy holds the wadi level: the squad takes the bridge. */
  wadi_cli_run (&two, "cost", file, "F2", "E3", "-u", "infantry", "--side", "German", NULL);
  g_assert_cmpint (two.status, ==, 0);
  g_assert_nonnull (strstr (two.out, "\nends: E3 bridge\n"));
  /* 3: two damage rolls, 2 MP up the hill; what failing them does. */
  wadi_cli_run (&three, "cost", file, "C2", "-u", "halftrack", "--steps", "enter C3 in; enter C4", NULL);
  g_assert_cmpint (three.status, ==, 0);
  g_assert_true (g_str_has_prefix (three.out, "3 MP = 1 [wadi hex, DoF movement ex. 1] + 2 [move up a hill, DoF movement ex. 3]\n"
                                              "damage rolls: 2\n"
                                              "damage if 1 fails: lightly damaged [DoF movement ex. 3]\n"
                                              "damage if 2 fail: heavily damaged, and it immediately ends its movement in the hex"));
  /* 4: off the bridge to F2, into the wadi at F3 (a roll), back under the bridge. */
  wadi_cli_run (&four, "cost", file, "E3:bridge", "-u", "fully-tracked", "--side", "British",
                "--steps", "enter F2; enter F3 in; enter E3 wadi", NULL);
  g_assert_cmpint (four.status, ==, 0);
  g_assert_true (g_str_has_prefix (four.out, "3 MP = 1 [clear] + 1 [wadi hex, DoF movement ex. 1] + 1 [wadi bridge hex, ToI wadi bridge card]\ndamage rolls: 1\n"));
  wadi_cli_run (&four_direct, "cost", file, "E3:bridge", "F3:in", "-u", "fully-tracked", NULL);
  g_assert_cmpint (four_direct.status, ==, 1);
  g_assert_nonnull (strstr (four_direct.out, "[DoF movement ex. 4]"));
  /* DoF wadi LOS 2: next to the wadi with a LOS into it, a unit may
   * initiate an assault. */
  {
    g_auto(WadiCliRun) los = { 0 };

    wadi_cli_run (&los, "los", file, "C3:in", "D3:in", NULL);
    g_assert_cmpint (los.status, ==, 0);
    g_assert_nonnull (strstr (los.out, "\nassault: may initiate: "));
    g_assert_nonnull (strstr (los.out, " [DoF wadi LOS 2]\n"));
    g_assert_nonnull (strstr (los.out, "\nnote: Only ground, the wadi and bridges are considered; woods, "
                                       "buildings, walls and hedges are not.\n"));
  }
  /* 5: along the dirt road onto the bridge. */
  wadi_cli_run (&five, "cost", file, "E1", "-u", "fully-tracked", "--side", "German", "--steps", "enter E2; enter E3", NULL);
  g_assert_cmpint (five.status, ==, 0);
  g_assert_nonnull (strstr (five.out, "\nends: E3 bridge\n"));
}

static void
test_los (Fixture      *fixture,
          gconstpointer data)
{
  g_auto(WadiCliRun) crest = { 0 };
  g_auto(WadiCliRun) in = { 0 };
  g_auto(WadiCliRun) json = { 0 };
  g_auto(WadiCliRun) bad = { 0 };
  g_auto(WadiCliRun) defaults = { 0 };

  /* B20.92: Crest 14T3 and Crest 14R3 see each other ... */
  wadi_cli_run (&crest, "los", fixture->example, "14T3:crest", "14R3:crest", NULL);
  g_assert_cmpstr (crest.err, ==, "");
  g_assert_cmpint (crest.status, ==, 0);
  g_assert_true (g_str_has_prefix (crest.out, "los: clear\nfrom: 14T3 crest, level 0\nto: 14R3 crest, level 0\n"));
  /* "clear" is clear of ground and depressions only, and says so */
  g_assert_true (g_str_has_suffix (crest.out, "\nnote: Only ground and depressions are considered; woods, buildings, "
                                              "walls and hedges are not.\n"));

  /* ... IN, they do not: the line runs along S3-S4, S3 being ground. */
  wadi_cli_run (&in, "los", fixture->example, "14T3:in", "14R3:in", NULL);
  g_assert_cmpint (in.status, ==, 1);
  g_assert_true (g_str_has_prefix (in.out, "los: blocked\n"));
  g_assert_nonnull (strstr (in.out, "\ndecided by: hexside 14S3-S4 (hex 14S3)\n"));
  g_assert_nonnull (strstr (in.out, " [B20.2]\n"));
  g_assert_nonnull (strstr (in.out, "\nhexes: 14T3 14S4 14S3 14R3\n"));

  /* Units in a depression hex are IN it unless told otherwise. */
  wadi_cli_run (&defaults, "los", fixture->example, "14T3", "R3", NULL);
  g_assert_cmpint (defaults.status, ==, 1);
  g_assert_cmpstr (defaults.out, ==, in.out);

  wadi_cli_run (&json, "los", "--format", "json", fixture->example, "14T3:in", "14R3:in", NULL);
  g_assert_cmpint (json.status, ==, 1);
  wadi_cli_assert_json (&json);
  g_assert_nonnull (strstr (json.out, "\"verdict\":\"blocked\""));
  g_assert_nonnull (strstr (json.out, "\"hexside\":\"14S3-S4\""));
  g_assert_nonnull (strstr (json.out, "\"hex\":\"14S3\""));
  g_assert_nonnull (strstr (json.out, "\"rule\":\"B20.2\""));
  g_assert_nonnull (strstr (json.out, "\"kind\":\"along-hexside\""));
  g_assert_nonnull (strstr (json.out, "\"considers\":[\"ground\",\"depressions\"],\"note\":\"Only ground and "
                                      "depressions are considered; woods, buildings, walls and hedges are not.\""));

  /* the woods it leaves out between the two are named: board 25 of
   * asl-three-boards.wadi has woods in EE7 and FF7 (its file says so) */
  {
    g_autofree char *three = g_build_filename (g_getenv ("WADI_SOURCE_ROOT"), "data", "examples",
                                               "asl-three-boards.wadi", NULL);
    g_auto(WadiCliRun) woods_text = { 0 };
    g_auto(WadiCliRun) woods_json = { 0 };
    g_auto(WadiCliRun) into_woods = { 0 };

    wadi_cli_run (&woods_text, "los", three, "25DD7", "25GG7", NULL);
    g_assert_cmpint (woods_text.status, ==, 0);
    g_assert_nonnull (strstr (woods_text.out, "\nhexes: 25DD7 25EE7 25FF7 25GG7\nunweighed: 25EE7 25FF7\nnote: "));
    wadi_cli_run (&woods_json, "los", "--format", "json", three, "25DD7", "25GG7", NULL);
    wadi_cli_assert_json (&woods_json);
    g_assert_nonnull (strstr (woods_json.out, "\"unweighed\":[\"25EE7\",\"25FF7\"]"));
    /* the woods of A and B are no obstacle between them */
    wadi_cli_run (&into_woods, "los", three, "25EE7", "25FF8", NULL);
    g_assert_nonnull (strstr (into_woods.out, "\nunweighed: 25FF7\n"));
    /* nothing between 14T3 and 14R3 */
    g_assert_null (strstr (crest.out, "unweighed"));
    g_assert_nonnull (strstr (json.out, "\"unweighed\":[]"));
  }

  /* the classic charts' TET leaves nothing out: no note */
  {
    g_autofree char *classic = g_build_filename (g_getenv ("WADI_SOURCE_ROOT"), "data", "examples",
                                                 "classic-charts.wadi", NULL);
    g_auto(WadiCliRun) classic_text = { 0 };
    g_auto(WadiCliRun) classic_json = { 0 };

    wadi_cli_run (&classic_text, "los", classic, "A2", "D2", NULL);
    g_assert_cmpint (classic_text.status, ==, 0);
    g_assert_null (strstr (classic_text.out, "note:"));
    g_assert_null (strstr (classic_text.out, "unweighed:"));
    wadi_cli_run (&classic_json, "los", "--format", "json", classic, "A2", "D2", NULL);
    wadi_cli_assert_json (&classic_json);
    g_assert_nonnull (strstr (classic_json.out, "\"considers\":[\"ground\",\"woods\",\"towns\",\"hexside "
                                                "symbols\"],\"note\":null"));
    /* IN open ground is refused there without ASL's B20.9, and Crest
     * status, which the classic charts have not, as no position */
    {
      g_auto(WadiCliRun) classic_in = { 0 };
      g_auto(WadiCliRun) classic_crest = { 0 };

      wadi_cli_run (&classic_in, "los", classic, "D7:in", "D6", NULL);
      g_assert_cmpint (classic_in.status, ==, 2);
      g_assert_nonnull (strstr (classic_in.err, "D7:in: the hex has no Depression to be IN\n"));
      wadi_cli_run (&classic_crest, "los", classic, "D7:crest", "D6", NULL);
      g_assert_cmpint (classic_crest.status, ==, 2);
      g_assert_nonnull (strstr (classic_crest.err, "D7:crest: the scenario's rules have no such position\n"));
    }
  }

  wadi_cli_run (&bad, "los", fixture->example, "14T3:underground", "14R3", NULL);
  g_assert_cmpint (bad.status, ==, 2);
  g_assert_nonnull (strstr (bad.err, "underground"));

  /* a board the map has not: the map's boards are named, not just the
   * one the label would be read on */
  {
    g_auto(WadiCliRun) no_board = { 0 };

    wadi_cli_run (&no_board, "los", fixture->example, "99A1", "13A1", NULL);
    g_assert_cmpint (no_board.status, ==, 2);
    g_assert_nonnull (strstr (no_board.err, "hex “99A1” names board 99, which is not on the map (its boards: 25, 14, 13)"));
  }

  /* IN and Crest status are a Depression's (B20.9): asked of open ground
   * (13A1, 13C1), each verb that reads a location says so, as cost's
   * movement rules do, rather than answer */
  {
    const char *const asked[][6] = {
      { "los", "13A1:in", "13C1", NULL },
      { "fire", "13A1", "13C1:crest", NULL },
      { "viewshed", "13A1:crest", NULL },
      { "reach", "13A1:in", "-u", "infantry", "-b", "1" },
    };

    for (guint i = 0; i < G_N_ELEMENTS (asked); i++)
      {
        g_auto(WadiCliRun) nowhere = { 0 };

        wadi_cli_run (&nowhere, asked[i][0], fixture->example, asked[i][1], asked[i][2], asked[i][3], asked[i][4],
                      asked[i][5], NULL);
        g_test_message ("%s: %s", asked[i][0], nowhere.err);
        g_assert_cmpint (nowhere.status, ==, 2);
        g_assert_cmpstr (nowhere.out, ==, "");
        g_assert_nonnull (strstr (nowhere.err, ": the hex has no Depression to be IN or in Crest status [B20.9]"));
      }
  }
}

static void
test_crest (Fixture      *fixture,
            gconstpointer data)
{
  g_auto(WadiCliRun) all = { 0 };
  g_auto(WadiCliRun) legal = { 0 };
  g_auto(WadiCliRun) both_hexes = { 0 };
  g_auto(WadiCliRun) direction = { 0 };
  g_auto(WadiCliRun) cliff = { 0 };
  g_auto(WadiCliRun) json = { 0 };
  g_auto(WadiCliRun) open_ground = { 0 };
  g_auto(WadiCliRun) vertex = { 0 };
  g_auto(WadiCliRun) not_adjacent = { 0 };

  /* F5.4: O9's centre only at O9-O8 or O9-P8. */
  wadi_cli_run (&all, "crest", fixture->example, "25O9", NULL);
  g_assert_cmpstr (all.err, ==, "");
  g_assert_cmpint (all.status, ==, 0);
  g_assert_true (g_str_has_prefix (all.out, "hex: 25O9\nlegal centres: 25O9-O8 25O9-P8\n"));
  g_assert_nonnull (strstr (all.out, "\ncliff side: 25O9-O10 25O9-N9\n"));

  wadi_cli_run (&legal, "crest", fixture->example, "25O9", "--centre", "O8", NULL);
  g_assert_cmpint (legal.status, ==, 0);
  g_assert_cmpstr (legal.out, ==, "hex: 25O9\ncentre 25O9-O8 (n): allowed\nprotects: 25O9-O8 25O9-P8\n");
  wadi_cli_run (&both_hexes, "crest", fixture->example, "25O9", "--centre", "O9-O8", NULL);
  g_assert_cmpstr (both_hexes.out, ==, legal.out);
  wadi_cli_run (&direction, "crest", fixture->example, "25O9", "--centre", "n", NULL);
  g_assert_cmpstr (direction.out, ==, legal.out);

  /* O9-N9 is prohibited by O9's wadi cliff. */
  wadi_cli_run (&cliff, "crest", fixture->example, "25O9", "--centre", "N9", NULL);
  g_assert_cmpint (cliff.status, ==, 1);
  g_assert_true (g_str_has_prefix (cliff.out, "hex: 25O9\ncentre 25O9-N9 (sw): not allowed: "));

  wadi_cli_run (&json, "crest", "--format", "json", fixture->example, "25O9", NULL);
  g_assert_cmpint (json.status, ==, 0);
  wadi_cli_assert_json (&json);
  g_assert_nonnull (strstr (json.out, "\"hexside\":\"25O9-O8\""));
  g_assert_nonnull (strstr (json.out, "\"protects\":["));
  g_assert_nonnull (strstr (json.out, "\"rule\":\"B20.91\""));

  /* No Depression, no Crest counter (B20.9). */
  wadi_cli_run (&open_ground, "crest", fixture->example, "25H7", NULL);
  g_assert_cmpint (open_ground.status, ==, 1);
  g_assert_nonnull (strstr (open_ground.out, "\nlegal centres: none\nwhy: "));
  g_assert_nonnull (strstr (open_ground.out, "[B20.9]\nlegal vehicle CAFPs: none\n"));

  /* F5.421: C2's CAFPs are C2-D2-C3 and C2-C3-B2. */
  wadi_cli_run (&vertex, "crest", fixture->example, "25C2", "--vertex", "C3-D2", NULL);
  g_assert_cmpint (vertex.status, ==, 0);
  g_assert_cmpstr (vertex.out, ==, "hex: 25C2\nvehicle CAFP 25C2-D2-C3: allowed\n");

  wadi_cli_run (&not_adjacent, "crest", fixture->example, "25O9", "--centre", "A1", NULL);
  g_assert_cmpint (not_adjacent.status, ==, 2);
  g_assert_true (g_str_has_prefix (not_adjacent.err, "wadi-cli: crest: --centre: "));
}

/* A map of two empty ASL geomorphic boards, 14 east of 25: 25's GG column
 * is 14's A column, one hex each (25GG5 is 14A5), named by board 25, the
 * first listed.  The rules commands take labels of either board and answer
 * across the seam. */
static char *
two_boards (Fixture *fixture)
{
  char *path = g_build_filename (fixture->dir, "two.wadi", NULL);
  g_auto(WadiCliRun) run = { 0 };

  wadi_cli_run (&run, "new", "-r", "asl", "--board", "25@0,0", "--board", "14@1,0", "-o", path, NULL);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  return path;
}

static void
test_seams (Fixture      *fixture,
            gconstpointer data)
{
  g_autofree char *map = two_boards (fixture);
  g_autofree char *contents = NULL;
  g_autofree char *marked = g_build_filename (fixture->dir, "marked.wadi", NULL);
  g_autofree char *marked_line = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) changed = NULL;
  const char *board_14;
  const char *end;
  g_auto(WadiCliRun) los = { 0 };
  g_auto(WadiCliRun) cost = { 0 };
  g_auto(WadiCliRun) shared = { 0 };
  g_auto(WadiCliRun) either = { 0 };
  g_auto(WadiCliRun) maneuver = { 0 };
  g_auto(WadiCliRun) crest = { 0 };
  g_auto(WadiCliRun) check = { 0 };
  g_auto(WadiCliRun) json = { 0 };

  /* All Open Ground at level 0: nothing on the line is higher than both
   * ends, across the seam too; the seam's hex, 25GG5, is on the line once. */
  wadi_cli_run (&los, "los", map, "25A5", "14GG5", NULL);
  g_assert_cmpstr (los.err, ==, "");
  g_assert_cmpint (los.status, ==, 0);
  g_assert_true (g_str_has_prefix (los.out, "los: clear\nfrom: 25A5 ground, level 0\nto: 14GG5 ground, level 0\n"
                                            "decided by: nothing\n"));
  g_assert_nonnull (strstr (los.out, " 25FF5 25FF4 25GG5 14B5 14B4 14C5 "));
  g_assert_null (strstr (los.out, "14A5"));

  /* Open Ground's COT, 1 (F5.42's example: "1 [Open Ground COT]"), from
   * 25FF5 into 14A5, which is 25GG5. */
  wadi_cli_run (&cost, "cost", map, "25FF5", "14A5", "--unit", "infantry", NULL);
  g_assert_cmpstr (cost.err, ==, "");
  g_assert_cmpint (cost.status, ==, 0);
  g_assert_true (g_str_has_prefix (cost.out, "1 MF = "));
  g_assert_true (g_str_has_suffix (cost.out, "\nends: 25GG5 ground\n"));

  /* TO without a prefix is on FROM's board: from 14A5, B5 is 14B5; and
   * from the shared hex named 25GG5 too, 25B5 being no neighbour. */
  wadi_cli_run (&shared, "cost", map, "14A5", "B5", "--unit", "infantry", NULL);
  g_assert_cmpint (shared.status, ==, 0);
  g_assert_true (g_str_has_prefix (shared.out, "1 MF = "));
  g_assert_true (g_str_has_suffix (shared.out, "\nends: 14B5 ground\n"));
  wadi_cli_run (&either, "cost", map, "25GG5", "B5", "--unit", "infantry", NULL);
  g_assert_cmpint (either.status, ==, 0);
  g_assert_cmpstr (either.out, ==, shared.out);

  /* A maneuver over the seam: three Open Ground hexes, 3 MF. */
  wadi_cli_run (&maneuver, "cost", map, "--from", "25FF5", "--steps", "enter GG5; enter B5; enter 14C5", "-u",
                "infantry", NULL);
  g_assert_cmpint (maneuver.status, ==, 0);
  g_assert_true (g_str_has_prefix (maneuver.out, "3 MF = "));
  g_assert_true (g_str_has_suffix (maneuver.out, "\nends: 14C5 ground\n"));

  /* A hexside across the seam, named by both boards' labels; no
   * depression, so no Crest (B20.9). */
  wadi_cli_run (&crest, "crest", map, "14A5", "--centre", "B5", NULL);
  g_assert_cmpint (crest.status, ==, 1);
  g_assert_true (g_str_has_prefix (crest.out, "hex: 25GG5\ncentre 25GG5-14B5 (se): not allowed: "));
  g_assert_true (g_str_has_suffix (crest.out, " [B20.9]\n"));

  /* A wadi mark on 14B5's hexside to 14A5 (25GG5), no wadi either side:
   * F5.11's warning, on the hexside across the seam. */
  g_assert_true (g_file_get_contents (map, &contents, NULL, &error));
  g_assert_no_error (error);
  board_14 = strstr (contents, "<board id=\"14\"");
  g_assert_nonnull (board_14);
  end = strstr (board_14, "/>");
  g_assert_nonnull (end);
  changed = g_string_new_len (contents, end - contents);
  g_string_append (changed, ">\n    <side at=\"B5\" dir=\"nw\" features=\"wadi\"/>\n  </board>");
  g_string_append (changed, end + 2);
  g_assert_true (g_file_set_contents (marked, changed->str, -1, &error));
  g_assert_no_error (error);
  marked_line = g_strdup_printf ("%s: 25GG5-14B5: warning: [F5.11] ", marked);
  wadi_cli_run (&check, "check", marked, NULL);
  g_assert_cmpstr (check.err, ==, "");
  g_assert_cmpint (check.status, ==, 0);
  g_assert_true (g_str_has_prefix (check.out, marked_line));
  g_assert_true (g_str_has_suffix (check.out, " (side.wadi-hexside-without-wadi)\n"));
  wadi_cli_run (&json, "check", "--format", "json", marked, NULL);
  wadi_cli_assert_json (&json);
  g_assert_nonnull (strstr (json.out, "\"board\":\"25\",\"hex\":\"25GG5\",\"hexside\":\"25GG5-14B5\""));
}

/* cost, fire and combat read --unit, and fire --firer-unit, with one
 * parser (wadi_cli_parse_unit_class): cost needs it and lists the
 * classes as they are spelt; fire and combat default it and name the
 * option. */
static void
test_unit_class_usage (Fixture      *fixture,
                       gconstpointer data)
{
  struct
  {
    const char *args[8];
    const char *err;
  } const cases[] = {
    { { "cost", fixture->example, "25I9", "25J8", NULL },
      "wadi-cli: cost: no --unit given, expected one of infantry, cavalry, fully-tracked, halftrack, truck, "
      "motorcycle, towed-gun\nRun “wadi-cli cost --help” for its usage.\n" },
    { { "cost", fixture->example, "25I9", "25J8", "-u", "tank", NULL },
      "wadi-cli: cost: unknown unit class “tank”, expected one of infantry, cavalry, fully-tracked, halftrack, "
      "truck, motorcycle, towed-gun\nRun “wadi-cli cost --help” for its usage.\n" },
    { { "fire", fixture->example, "25I9", "25J8", "-u", "tank", NULL },
      "wadi-cli: fire: --unit “tank” is not a unit class, expected one of infantry, cavalry, fully-tracked, "
      "halftrack, truck, motorcycle, towed-gun\nRun “wadi-cli fire --help” for its usage.\n" },
    { { "fire", fixture->example, "25I9", "25J8", "--firer-unit", "tank", NULL },
      "wadi-cli: fire: --firer-unit “tank” is not a unit class, expected one of infantry, cavalry, "
      "fully-tracked, halftrack, truck, motorcycle, towed-gun\nRun “wadi-cli fire --help” for its usage.\n" },
    { { "combat", "tec", "woods", "-u", "tank", NULL },
      "wadi-cli: combat: --unit “tank” is not a unit class, expected one of infantry, cavalry, fully-tracked, "
      "halftrack, truck, motorcycle, towed-gun\nRun “wadi-cli combat --help” for its usage.\n" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const char *const *a = cases[i].args;
      g_auto(WadiCliRun) run = { 0 };

      wadi_cli_run (&run, a[0], a[1], a[2], a[3], a[4], a[5], a[6], NULL);
      g_assert_cmpint (run.status, ==, 2);
      g_assert_cmpstr (run.out, ==, "");
      g_assert_cmpstr (run.err, ==, cases[i].err);
    }
}

/* docs/format.md's complete example is a scenario the rules accept too,
 * not only the reader. */
static void
test_check_format_example (Fixture      *fixture,
                           gconstpointer data)
{
  g_autofree char *doc = g_build_filename (g_getenv ("WADI_SOURCE_ROOT"), "docs", "format.md", NULL);
  g_autofree char *path = g_build_filename (fixture->dir, "example.wadi", NULL);
  g_autofree char *contents = NULL;
  g_autofree char *example = NULL;
  g_auto(WadiCliRun) validated = { 0 };
  g_auto(WadiCliRun) checked = { 0 };
  const char *start;
  const char *end;

  g_assert_true (g_file_get_contents (doc, &contents, NULL, NULL));
  start = strstr (contents, "## A complete example\n\n```xml\n");
  g_assert_nonnull (start);
  start = strstr (start, "<?xml");
  end = strstr (start, "\n```\n");
  g_assert_nonnull (end);
  example = g_strndup (start, (gsize) (end - start + 1));
  g_assert_true (g_file_set_contents (path, example, -1, NULL));

  wadi_cli_run (&validated, "validate", path, NULL);
  g_assert_cmpstr (validated.err, ==, "");
  g_assert_cmpint (validated.status, ==, 0);
  wadi_cli_run (&checked, "check", path, NULL);
  g_assert_cmpstr (checked.out, ==, "");
  g_assert_cmpstr (checked.err, ==, "");
  g_assert_cmpint (checked.status, ==, 0);
}

/* docs/cli.md's sample of rulesets is what the tool prints, line for
 * line. */
static void
test_rulesets_documented (Fixture      *fixture,
                          gconstpointer data)
{
  g_autofree char *doc = g_build_filename (g_getenv ("WADI_SOURCE_ROOT"), "docs", "cli.md", NULL);
  g_autofree char *contents = NULL;
  g_autoptr(GString) sample = g_string_new (NULL);
  g_auto(WadiCliRun) run = { 0 };
  g_auto(GStrv) lines = NULL;
  const char *start;

  g_assert_true (g_file_get_contents (doc, &contents, NULL, NULL));
  start = strstr (contents, "  $ wadi-cli rulesets classic\n");
  g_assert_nonnull (start);
  lines = g_strsplit (strchr (start, '\n') + 1, "\n", -1);
  /* the sample's lines, less the list's indentation, up to the fence */
  for (guint i = 0; lines[i] != NULL && !g_str_has_prefix (lines[i], "  ```"); i++)
    g_string_append_printf (sample, "%s\n", lines[i] + 2);

  wadi_cli_run (&run, "rulesets", "classic", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, sample->str);
}

/* Every number is checked against its range, 0 and a negative number
 * too (not taken for "not given", nor for an unknown option), and is
 * echoed as it was typed. */
static void
test_number_ranges (Fixture      *fixture,
                    gconstpointer data)
{
  const char *const png = "picture.png";
  /* clang-format off */
  const struct
  {
    const char *args[12];
    const char *message;
  } cases[] = {
    { { "cost", "FILE", "25A1", "25A2", "--unit", "fully-tracked", "--reverse-multiplier", "0", "--reverse" },
      "wadi-cli: cost: --reverse-multiplier 0 is out of range, expected 1 to 100\n" },
    { { "viewshed", "FILE", "25A1", "--scale", "0", "--format", "png", "-o", "OUT" },
      "wadi-cli: viewshed: --scale 0 is out of range, expected 4 to 512\n" },
    { { "reach", "FILE", "25A1", "-u", "infantry", "--budget", "4", "--scale", "0", "-o", "OUT" },
      "wadi-cli: reach: --scale 0 is out of range, expected 4 to 512\n" },
    { { "deadground", "FILE", "--side", "German", "--scale", "0", "-o", "OUT" },
      "wadi-cli: deadground: --scale 0 is out of range, expected 4 to 512\n" },
    { { "reach", "FILE", "25A1", "-u", "infantry", "--budget", "2147483648" },
      "wadi-cli: reach: --budget 2147483648 is out of range, expected 0 to 1000\n" },
    { { "viewshed", "FILE", "25A1", "--height", "one" },
      "wadi-cli: viewshed: --height “one” is not a number, expected -1000 to 1000\n" },
    { { "los", "FILE", "25A1", "25A3", "--to-height", "1e3" },
      "wadi-cli: los: --to-height “1e3” is not a number, expected -1000 to 1000\n" },
    { { "combat", "wec", "--attack", "-1", "A", "armored", "3", "8" },
      "wadi-cli: combat: --attack -1 is out of range, expected 0 to 100000\n" },
    { { "combat", "odds", "-5", "3" },
      "wadi-cli: combat: ATTACK “-5” is not valid, expected a whole number from 0 to 100000\n" },
    { { "combat", "crt", "--drm", "-1", "2-1", "-4" },
      "wadi-cli: combat: ROLL “-4” is not valid, expected a whole number from 1 to 100000\n" },
  };
  /* clang-format on */

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(WadiCliRun) run = { 0 };
      g_autofree char *out = g_build_filename (fixture->dir, png, NULL);
      const char      *args[G_N_ELEMENTS (cases[i].args)] = { NULL };

      for (gsize k = 0; k < G_N_ELEMENTS (args) && cases[i].args[k] != NULL; k++)
        args[k] = g_strcmp0 (cases[i].args[k], "FILE") == 0  ? fixture->example
                  : g_strcmp0 (cases[i].args[k], "OUT") == 0 ? out
                                                             : cases[i].args[k];
      wadi_cli_run (&run, args[0], args[1], args[2], args[3], args[4], args[5], args[6], args[7], args[8], args[9],
                    args[10], args[11], NULL);
      g_assert_cmpint (run.status, ==, 2);
      g_assert_cmpstr (run.out, ==, "");
      g_assert_true (g_str_has_prefix (run.err, cases[i].message));
      g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, wadi_cli_fixture_set_up, func, wadi_cli_fixture_tear_down)
  ADD ("/cli-rules/check/clean", test_check_clean);
  ADD ("/cli-rules/check/violations", test_check_violations);
  ADD ("/cli-rules/check/format-example", test_check_format_example);
  ADD ("/cli-rules/cost/one-move", test_cost_one_move);
  ADD ("/cli-rules/cost/maneuver", test_cost_maneuver);
  ADD ("/cli-rules/cost/not-allowed", test_cost_not_allowed);
  ADD ("/cli-rules/cost/crest-facing", test_cost_crest_facing);
  ADD ("/cli-rules/cost/usage", test_cost_usage);
  ADD ("/cli-rules/unit-class-usage", test_unit_class_usage);
  ADD ("/cli-rules/los", test_los);
  ADD ("/cli-rules/fire", test_fire);
  ADD ("/cli-rules/fire-wadi-bridge", test_fire_wadi_bridge);
  ADD ("/cli-rules/combat", test_combat);
  ADD ("/cli-rules/toi-movement-example", test_toi_movement_example);
  ADD ("/cli-rules/crest", test_crest);
  ADD ("/cli-rules/seams", test_seams);
  ADD ("/cli-rules/number-ranges", test_number_ranges);
  ADD ("/cli-rules/rulesets-documented", test_rulesets_documented);
#undef ADD

  return g_test_run ();
}
