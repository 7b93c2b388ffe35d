/* test-marks.c: what the canvas's tooltip and status line say of a hex's
 * diagnostics */
#include "config.h"

#include "wadi-marks.h"
#include "wadi-render.h"

#define SIDE 60

typedef struct
{
  WadiDocument  *document;
  WadiLiveRules *rules;
  WadiHex        ford;
} Fixture;

/* A 60 x 60 board of town (not ASL's: a warning a hex) with n_towns of
 * them, and a ford (an error) on open ground or town. */
static void
fixture_make (Fixture *fixture,
              guint    n_towns)
{
  WadiGridLayout layout = { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD };
  WadiScenario  *scenario = wadi_scenario_new (WADI_RULESET_ASL);
  WadiBoard     *board = wadi_board_new ("1", SIDE, SIDE, layout, WADI_LABEL_NUMERIC, 1);
  WadiCounter    ford = { 0 };

  for (guint i = 0; i < n_towns; i++)
    {
      WadiHexCell cell = { 0 };

      cell.terrain = WADI_TERRAIN_TOWN;
      wadi_board_set_cell (board, (WadiHex) { (int) (i % SIDE), (int) (i / SIDE) }, &cell);
    }
  fixture->ford = (WadiHex) { SIDE / 2, SIDE / 2 };
  ford.kind = WADI_COUNTER_FORD;
  ford.hex = fixture->ford;
  wadi_scenario_add_board (scenario, board);
  wadi_scenario_add_counter (scenario, &ford);
  fixture->document = wadi_document_new (scenario);
  fixture->rules = wadi_live_rules_new (fixture->document);
}

static void
fixture_setup_few (Fixture      *fixture,
                   gconstpointer data)
{
  fixture_make (fixture, 10);
}

static void
fixture_teardown (Fixture      *fixture,
                  gconstpointer data)
{
  g_object_unref (fixture->rules);
  g_object_unref (fixture->document);
}

/* Pointed at, a hex's marks say their severity, rule and message; eight
 * at most, then where the rest are. */
static void
test_markup_at_hex (Fixture      *fixture,
                    gconstpointer data)
{
  WadiHex          crowded = { 40, 40 };
  g_autofree char *town = wadi_marks_markup_at_hex (fixture->rules, (WadiHex) { 3, 0 });
  g_autofree char *open = wadi_marks_markup_at_hex (fixture->rules, (WadiHex) { 20, 20 });
  g_autofree char *many = NULL;
  g_auto(GStrv) lines = NULL;

  g_test_message ("%s", town);
  g_assert_true (g_str_has_prefix (town, "<b>Warning</b> · "));
  g_assert_nonnull (strchr (town, '\n'));
  g_assert_null (open);

  /* nine fords on open ground: nine errors in one hex */
  for (int i = 0; i < 9; i++)
    {
      WadiCounter ford = { 0 };

      ford.kind = WADI_COUNTER_FORD;
      ford.hex = crowded;
      wadi_document_add_counter (fixture->document, &ford);
    }
  wadi_live_rules_flush (fixture->rules);
  many = wadi_marks_markup_at_hex (fixture->rules, crowded);
  lines = g_strsplit (many, "\n", -1);
  /* two lines a diagnostic, and the last */
  g_assert_cmpuint (g_strv_length (lines), ==, 2 * WADI_MARKS_TOOLTIP_MAX + 1);
  g_assert_true (g_str_has_prefix (lines[0], "<b>Error</b> · B20.8"));
  g_assert_true (g_str_has_suffix (many, "…and more in the Diagnostics panel"));
}

/* The status line says one diagnostic of a hex in plain words: the one
 * the designer went to when it is here, and how many more there are. */
static void
test_text_at_hex (Fixture      *fixture,
                  gconstpointer data)
{
  WadiHex     town = { 3, 0 };
  WadiCounter ford = { 0 };
  g_autoptr(GArray) here = g_array_new (FALSE, FALSE, sizeof (WadiDiagnostic));
  g_autofree char      *open = wadi_marks_text_at_hex (fixture->rules, (WadiHex) { 20, 20 }, NULL);
  const WadiDiagnostic *warning = NULL, *error = NULL;

  g_assert_null (open);

  /* a ford in town: the town's warning and the ford's error (B20.8) */
  ford.kind = WADI_COUNTER_FORD;
  ford.hex = town;
  wadi_document_add_counter (fixture->document, &ford);
  wadi_live_rules_flush (fixture->rules);
  wadi_live_rules_collect_at_hex (fixture->rules, town, here);
  g_assert_cmpuint (here->len, ==, 2);
  for (guint i = 0; i < here->len; i++)
    {
      const WadiDiagnostic *d = &g_array_index (here, WadiDiagnostic, i);

      if (d->severity == WADI_SEVERITY_ERROR)
        error = d;
      else
        warning = d;
    }
  g_assert_nonnull (error);
  g_assert_nonnull (warning);

  for (guint i = 0; i < 2; i++)
    {
      const WadiDiagnostic *preferred = i == 0 ? error : warning;
      g_autofree char      *text = wadi_marks_text_at_hex (fixture->rules, town, preferred);
      g_autofree char      *expected = g_strdup_printf ("%s %s: %s (and 1 more)",
                                                        wadi_severity_display_name (preferred->severity),
                                                        preferred->rule, preferred->message);

      g_test_message ("%s", text);
      g_assert_cmpstr (text, ==, expected);
    }
  g_assert_true (g_str_has_prefix (error->rule, "B20.8"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, setup, func) \
  g_test_add (path, Fixture, NULL, setup, func, fixture_teardown)
  ADD ("/marks/markup-at-hex", fixture_setup_few, test_markup_at_hex);
  ADD ("/marks/text-at-hex", fixture_setup_few, test_text_at_hex);
#undef ADD

  return g_test_run ();
}
