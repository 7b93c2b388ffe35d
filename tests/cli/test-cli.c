/* test-cli.c: the built wadi-cli, run as a user would: validate, info, new, convert */
/* symlink (), kill () and chown () are POSIX.1-2008; the build is strict C17. */
#define _POSIX_C_SOURCE 200809L

#include "config.h"

#include <signal.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <fcntl.h>
#include <unistd.h>

#include <glib.h>
#include <glib/gstdio.h>

#include "wadi-cli-runner.h"

/* A scenario with something of everything info counts. */
static const char rich_scenario[] = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                                    "<scenario xmlns=\"https://wadieditor.github.io/ns/scenario\" version=\"1\" ruleset=\"toi\">\n"
                                    "  <metadata><title>Wadi Run</title><author>A. Hill</author></metadata>\n"
                                    "  <ssr stream-depth=\"deep\" frozen=\"true\"/>\n"
                                    "  <board id=\"25\" columns=\"33\" rows=\"10\">\n"
                                    "    <hex at=\"D7\" terrain=\"woods\"/>\n"
                                    "    <hex at=\"E7\" level=\"1\"/>\n"
                                    "    <side at=\"D7\" dir=\"n\" features=\"cliff\"/>\n"
                                    "  </board>\n"
                                    "  <overlay id=\"W1\">\n"
                                    "    <board columns=\"3\" rows=\"2\">\n"
                                    "      <hex at=\"A1\" depression=\"wadi\" floor=\"-1\"/>\n"
                                    "    </board>\n"
                                    "  </overlay>\n"
                                    "  <place overlay=\"W1\" board=\"25\" at=\"F5\" orientation=\"2\"/>\n"
                                    "  <counter id=\"1\" kind=\"ford\" board=\"25\" at=\"D7\"/>\n"
                                    "  <counter id=\"2\" kind=\"unit\" board=\"25\" at=\"E7\" class=\"infantry\" side=\"German\"/>\n"
                                    "  <counter id=\"3\" kind=\"unit\" board=\"25\" at=\"E8\" class=\"infantry\" side=\"British\"/>\n"
                                    "</scenario>\n";

/* Well-formed, but columns is not a number: line 3, column 3 (the tag). */
static const char bad_scenario[] = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                                   "<scenario xmlns=\"https://wadieditor.github.io/ns/scenario\" version=\"1\" ruleset=\"asl\">\n"
                                   "  <board id=\"1\" columns=\"many\" rows=\"3\"/>\n"
                                   "</scenario>\n";

typedef struct
{
  char *dir;
} Fixture;

static char *
path_in (Fixture    *fixture,
         const char *name)
{
  return g_build_filename (fixture->dir, name, NULL);
}

static char *
write_file (Fixture    *fixture,
            const char *name,
            const char *contents)
{
  char *path = path_in (fixture, name);
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_set_contents (path, contents, -1, &error));
  g_assert_no_error (error);
  return path;
}

static GBytes *
read_bytes (const char *path)
{
  char *contents = NULL;
  gsize length = 0;
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_get_contents (path, &contents, &length, &error));
  g_assert_no_error (error);
  return g_bytes_new_take (contents, length);
}

static char *
new_scenario (Fixture    *fixture,
              const char *name)
{
  g_auto(WadiCliRun) run = { 0 };
  char *path = path_in (fixture, name);

  wadi_cli_run (&run, "new", "--ruleset", "asl", "--grid", "33x10", "--board", "25", "-o", path, NULL);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  return path;
}

static void
fixture_set_up (Fixture      *fixture,
                gconstpointer data)
{
  g_autoptr(GError) error = NULL;

  fixture->dir = g_dir_make_tmp ("wadi-cli-XXXXXX", &error);
  g_assert_no_error (error);
}

static void
fixture_tear_down (Fixture      *fixture,
                   gconstpointer data)
{
  g_autoptr(GDir) dir = g_dir_open (fixture->dir, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = path_in (fixture, name);

      g_assert_cmpint (g_remove (path), ==, 0);
    }
  g_assert_cmpint (g_rmdir (fixture->dir), ==, 0);
  g_free (fixture->dir);
}

/* info prints the scenario card: the date and place, turns, the forces
 * and who sets up and who moves first, the special rules, a rule's
 * second line indented, the victory conditions and the aftermath, each
 * on its line. */
static void
test_info_scenario_card (Fixture      *fixture,
                         gconstpointer data)
{
  g_autofree char *path = path_in (fixture, "card.wadi");
  g_auto(WadiCliRun) info = { 0 };
  const char *text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                     "<scenario xmlns=\"https://wadieditor.github.io/ns/scenario\" version=\"7\" ruleset=\"asl\">\n"
                     "  <metadata>\n"
                     "    <title>Hill 112</title>\n"
                     "    <date-place>Near Caen, 10 July 1944</date-place>\n"
                     "    <turns>6</turns>\n"
                     "    <force name=\"Germans\" nationality=\"German\" sets-up-first=\"true\" "
                     "setup=\"Set up on board 25.&#10;HIP: one squad.\"/>\n"
                     "    <force name=\"British\" nationality=\"British\" moves-first=\"true\"/>\n"
                     "    <special-rule>EC are Moist.</special-rule>\n"
                     "    <special-rule>Kindling is NA.\nSmoke is NA.</special-rule>\n"
                     "    <victory>The British win if they Control\nthe hill.</victory>\n"
                     "  </metadata>\n"
                     "</scenario>\n";

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  wadi_cli_run (&info, "info", path, NULL);
  g_assert_cmpstr (info.err, ==, "");
  g_assert_cmpint (info.status, ==, 0);
  g_assert_nonnull (strstr (info.out, "turns: 6\n"
                                      "forces: 2\n"
                                      "  Germans (German), sets up first\n"
                                      "    set-up: Set up on board 25. HIP: one squad.\n"
                                      "  British (British), moves first\n"
                                      "special rules: 2\n"
                                      "  1. EC are Moist.\n"
                                      "  2. Kindling is NA.\n"
                                      "     Smoke is NA.\n"
                                      "victory: The British win if they Control the hill.\n"
                                      "aftermath: (none)\n"));
  g_assert_nonnull (strstr (info.out, "author: (none)\ndate and place: Near Caen, 10 July 1944\n"));

  /* a last half turn (format version 8) as the cards print it: "6½"
   * (docs/cli.md) */
  {
    g_autoptr(GString) half = g_string_new (text);
    g_auto(WadiCliRun) half_info = { 0 };

    g_string_replace (half, "version=\"7\"", "version=\"8\"", 1);
    g_string_replace (half, "<turns>6</turns>", "<turns>6.5</turns>", 1);
    g_assert_true (g_file_set_contents (path, half->str, -1, NULL));
    wadi_cli_run (&half_info, "info", path, NULL);
    g_assert_cmpstr (half_info.err, ==, "");
    g_assert_cmpint (half_info.status, ==, 0);
    g_assert_nonnull (strstr (half_info.out, "\nturns: 6½\nforces: 2\n"));
  }
}

/* convert writes Wadi scenarios only: an OUT named for another format is
 * refused, and nothing is written. */
static void
test_convert_refuses_other_extensions (Fixture      *fixture,
                                       gconstpointer data)
{
  g_autofree char *good = new_scenario (fixture, "good.wadi");
  g_autofree char *tmx = path_in (fixture, "map.tmx");
  g_auto(WadiCliRun) run = { 0 };

  wadi_cli_run (&run, "convert", good, tmx, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "map.tmx"));
  g_assert_nonnull (strstr (run.err, ".wadi"));
  g_assert_false (g_file_test (tmx, G_FILE_TEST_EXISTS));

  /* nor does new write Wadi XML to x.png */
  {
    g_auto(WadiCliRun) made = { 0 };
    g_autofree char *png = path_in (fixture, "x.png");
    g_autofree char *expected = g_strdup_printf ("wadi-cli: new: FILE “%s” does not end in .wadi: "
                                                 "new writes Wadi scenarios only\n",
                                                 png);

    wadi_cli_run (&made, "new", "-r", "asl", "--grid", "10x10", "-o", png, NULL);
    g_assert_cmpint (made.status, ==, 2);
    g_assert_true (g_str_has_prefix (made.err, expected));
    g_assert_false (g_file_test (png, G_FILE_TEST_EXISTS));
  }
}

/* export draws the map in the format OUT's extension names (or --format
 * says); an unknown one, a scale out of range or a board the map lacks is
 * a usage error, and nothing is written. */
static void
test_export (Fixture      *fixture,
             gconstpointer data)
{
  g_autofree char *good = new_scenario (fixture, "good.wadi");
  g_autofree char *png = path_in (fixture, "map.png");
  g_autofree char *pdf = path_in (fixture, "board.pdf");
  g_autofree char *gif = path_in (fixture, "map.gif");
  g_autofree char *tmx = path_in (fixture, "map.tmx");
  g_autofree char *tiles = path_in (fixture, "map.tiles.png");
  g_autofree char *json = path_in (fixture, "map.json");
  g_autofree char *sheets = path_in (fixture, "sheets.pdf");
  g_autofree char *vassal = path_in (fixture, "board.vmod");
  g_autofree char *vassal_png = path_in (fixture, "board.png");
  g_autofree char *contents = NULL;
  g_auto(WadiCliRun) made = { 0 };
  g_auto(WadiCliRun) paged = { 0 };
  g_auto(WadiCliRun) unknown = { 0 };
  g_auto(WadiCliRun) too_big = { 0 };
  g_auto(WadiCliRun) no_board = { 0 };
  g_auto(WadiCliRun) tiled = { 0 };
  g_auto(WadiCliRun) scripts = { 0 };
  g_auto(WadiCliRun) printed = { 0 };
  g_auto(WadiCliRun) board = { 0 };
  g_auto(WadiCliRun) bad_area = { 0 };
  g_auto(WadiCliRun) paper_png = { 0 };
  g_auto(WadiCliRun) both = { 0 };
  g_auto(WadiCliRun) bad_scale = { 0 };
  g_auto(WadiCliRun) misnamed = { 0 };
  g_auto(WadiCliRun) card = { 0 };
  g_auto(WadiCliRun) tiled_json = { 0 };

  wadi_cli_run (&made, "export", good, "-o", png, "--scale", "16", NULL);
  g_assert_cmpstr (made.err, ==, "");
  g_assert_cmpint (made.status, ==, 0);
  g_assert_true (g_file_get_contents (png, &contents, NULL, NULL));
  g_assert_true (memcmp (contents, "\x89PNG", 4) == 0);

  wadi_cli_run (&paged, "export", good, "-o", pdf, "--board", "25", "--no-counters", NULL);
  g_assert_cmpint (paged.status, ==, 0);
  g_assert_true (g_file_test (pdf, G_FILE_TEST_IS_REGULAR));

  /* every format by its extension */
  wadi_cli_run (&tiled, "export", good, "-o", tmx, "--diagnostics", NULL);
  g_assert_cmpstr (tiled.err, ==, "");
  g_assert_cmpint (tiled.status, ==, 0);
  g_assert_true (g_file_test (tiles, G_FILE_TEST_IS_REGULAR));
  g_clear_pointer (&contents, g_free);
  g_assert_true (g_file_get_contents (tmx, &contents, NULL, NULL));
  g_assert_nonnull (strstr (contents, "orientation=\"hexagonal\""));
  wadi_cli_run (&scripts, "export", good, "-o", json, "--area", "A1:C3", NULL);
  g_assert_cmpint (scripts.status, ==, 0);
  g_clear_pointer (&contents, g_free);
  g_assert_true (g_file_get_contents (json, &contents, NULL, NULL));
  g_assert_nonnull (strstr (contents, "\"format\": \"wadi-scenario\""));
  g_assert_nonnull (strstr (contents, "\"hex\":\"25B2\""));
  g_assert_null (strstr (contents, "\"hex\":\"25D2\""));
  wadi_cli_run (&printed, "export", good, "-o", sheets, "--paper", "a4", "--overlap", "1", "--scale", "19mm", NULL);
  g_assert_cmpint (printed.status, ==, 0);
  wadi_cli_run (&board, "export", good, "-o", vassal, "--board", "25", NULL);
  g_assert_cmpint (board.status, ==, 0);
  g_assert_true (g_file_test (vassal, G_FILE_TEST_IS_REGULAR));
  /* the map image is inside the zip: nothing beside it */
  g_assert_false (g_file_test (vassal_png, G_FILE_TEST_EXISTS));

  /* a format asked for under another's extension: written as asked,
   * and said (a .vmod holding an extension is one VASSAL's Open Module
   * refuses); a card is a PDF, and says nothing */
  wadi_cli_run (&misnamed, "export", good, "-o", vassal, "--format", "vassal-extension", "--force", NULL);
  g_assert_cmpint (misnamed.status, ==, 0);
  g_assert_nonnull (strstr (misnamed.err, "writing vassal-extension to "));
  g_assert_nonnull (strstr (misnamed.err, "board.vmod"));
  g_assert_nonnull (strstr (misnamed.err, "whose extension is for vassal\n"));
  wadi_cli_run (&card, "export", good, "-o", pdf, "--format", "card", "--force", NULL);
  g_assert_cmpint (card.status, ==, 0);
  g_assert_cmpstr (card.err, ==, "");
  /* nor is a Tiled map named .json, which Tiled opens */
  wadi_cli_run (&tiled_json, "export", good, "-o", json, "--format", "tmj", "--force", NULL);
  g_assert_cmpint (tiled_json.status, ==, 0);
  g_assert_cmpstr (tiled_json.err, ==, "");

  /* mistakes: said where and what was expected, nothing written */
  wadi_cli_run (&unknown, "export", good, "-o", gif, NULL);
  g_assert_cmpint (unknown.status, ==, 2);
  g_assert_nonnull (strstr (unknown.err, "map.gif"));
  g_assert_nonnull (strstr (unknown.err, "expected png, svg, pdf, tmx, tmj, json, vmod or vmdx"));
  g_assert_false (g_file_test (gif, G_FILE_TEST_EXISTS));
  wadi_cli_run (&bad_area, "export", good, "-o", png, "--area", "A1-C3", NULL);
  g_assert_cmpint (bad_area.status, ==, 2);
  g_assert_nonnull (strstr (bad_area.err, "expected two hexes"));
  wadi_cli_run (&paper_png, "export", good, "-o", png, "--paper", "a4", NULL);
  g_assert_cmpint (paper_png.status, ==, 2);
  g_assert_nonnull (strstr (paper_png.err, "--paper is for PDF"));
  wadi_cli_run (&both, "export", good, "-o", png, "--labels", "--no-labels", NULL);
  g_assert_cmpint (both.status, ==, 2);
  wadi_cli_run (&bad_scale, "export", good, "-o", png, "--scale", "19in", NULL);
  g_assert_cmpint (bad_scale.status, ==, 2);
  g_assert_nonnull (strstr (bad_scale.err, "millimetres"));
  wadi_cli_run (&too_big, "export", good, "-o", png, "--scale", "100000", NULL);
  g_assert_cmpint (too_big.status, ==, 2);
  wadi_cli_run (&no_board, "export", good, "-o", png, "--board", "99", NULL);
  g_assert_cmpint (no_board.status, ==, 2);
  g_assert_nonnull (strstr (no_board.err, "99"));
}

/* An option the chosen format does not use is a usage error naming both,
 * as --paper for a PNG is, and an --area corner off --board's board is
 * refused rather than silently cut away. */
static void
test_export_unused_options (Fixture      *fixture,
                            gconstpointer data)
{
  g_autofree char *good = new_scenario (fixture, "good.wadi");
  g_autofree char *three = g_build_filename (g_getenv ("WADI_SOURCE_ROOT"), "data", "examples",
                                             "asl-three-boards.wadi", NULL);
  g_autofree char *out = path_in (fixture, "out");
  /* clang-format off */
  const struct
  {
    const char *ext;
    const char *args[4];
    const char *message;
  } cases[] = {
    { ".pdf", { "--format", "card", "--area", "A1:B2" }, "--area is not for card exports\n" },
    { ".pdf", { "--format", "card", "--no-labels" }, "--no-labels is not for card exports\n" },
    { ".pdf", { "--format", "card", "--diagnostics" }, "--diagnostics is not for card exports\n" },
    { ".pdf", { "--format", "card", "--scale", "20" }, "--scale is not for card exports\n" },
    { ".vmod", { "--diagnostics" }, "--diagnostics is not for vassal exports\n" },
    { ".vmdx", { "--legend" }, "--legend is not for vassal-extension exports\n" },
    { ".json", { "--scale", "20" }, "--scale is not for json exports\n" },
    { ".tmx", { "--no-counters" }, "--no-counters is not for tmx exports\n" },
  };
  /* clang-format on */

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(WadiCliRun) run = { 0 };
      g_autofree char *path = g_strconcat (out, cases[i].ext, NULL);
      g_autofree char *expected = g_strconcat ("wadi-cli: export: ", cases[i].message,
                                               "Run “wadi-cli export --help” for its usage.\n", NULL);

      wadi_cli_run (&run, "export", good, "-o", path, cases[i].args[0], cases[i].args[1], cases[i].args[2],
                    cases[i].args[3], NULL);
      g_assert_cmpint (run.status, ==, 2);
      g_assert_cmpstr (run.err, ==, expected);
      g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
    }
  {
    g_auto(WadiCliRun) off = { 0 };
    g_auto(WadiCliRun) on = { 0 };
    g_autofree char *png = path_in (fixture, "part.png");

    wadi_cli_run (&off, "export", three, "-o", png, "--board", "25", "--area", "14A1:F6", NULL);
    g_assert_cmpint (off.status, ==, 2);
    g_assert_nonnull (strstr (off.err, "wadi-cli: export: --area “14A1:F6”: 14A1 is not on --board 25\n"));
    g_assert_false (g_file_test (png, G_FILE_TEST_EXISTS));
    wadi_cli_run (&on, "export", three, "-o", png, "--board", "25", "--area", "25A1:F6", NULL);
    g_assert_cmpstr (on.err, ==, "");
    g_assert_cmpint (on.status, ==, 0);
  }
}

/* README.md's example of a PDF on paper prints the sheets it says: none
 * under the L's empty corner. */
static void
test_export_readme_sheets (Fixture      *fixture,
                           gconstpointer data)
{
  const char      *root = g_getenv ("WADI_SOURCE_ROOT");
  g_autofree char *three = g_build_filename (root, "data", "examples", "asl-three-boards.wadi", NULL);
  g_autofree char *readme_path = g_build_filename (root, "README.md", NULL);
  g_autofree char *pdf = path_in (fixture, "map.pdf");
  g_autofree char *readme = NULL;
  g_autofree char *contents = NULL;
  const char      *page_count = "/Count 11\n";
  const char      *count = NULL;
  gsize            length = 0;
  g_auto(WadiCliRun) run = { 0 };

  wadi_cli_run (&run, "export", three, "-o", pdf, "--paper", "a4", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_file_get_contents (pdf, &contents, &length, NULL));
  /* cairo's page tree counts the pages (the PDF holds NULs: no strstr) */
  for (gsize i = 0; count == NULL && i + strlen (page_count) <= length; i++)
    if (memcmp (contents + i, page_count, strlen (page_count)) == 0)
      count = contents + i;
  g_assert_nonnull (count);
  g_assert_true (g_file_get_contents (readme_path, &readme, NULL, NULL));
  g_assert_nonnull (strstr (readme, "--paper a4`\n  prints three boards at 19 mm a hex on 11 A4 sheets"));
}

static void
test_help (Fixture      *fixture,
           gconstpointer data)
{
  static const char *const commands[] = {
    "validate", "info", "new", "convert", "export", "check", "cost", "los", "crest", "rulesets"
  };

  {
    g_auto(WadiCliRun) run = { 0 };

    wadi_cli_run (&run, "--help", NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_cmpstr (run.err, ==, "");
    for (gsize i = 0; i < G_N_ELEMENTS (commands); i++)
      {
        g_autofree char *line = g_strdup_printf ("\n  %s ", commands[i]);

        g_assert_nonnull (strstr (run.out, line));
      }
  }
  for (gsize i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_auto(WadiCliRun) run = { 0 };
      g_autofree char *usage = g_strdup_printf ("wadi-cli %s ", commands[i]);

      wadi_cli_run (&run, commands[i], "--help", NULL);
      g_assert_cmpint (run.status, ==, 0);
      g_assert_cmpstr (run.err, ==, "");
      g_assert_true (g_str_has_prefix (run.out, "Usage:"));
      g_assert_nonnull (strstr (run.out, usage));
      g_assert_nonnull (strstr (run.out, "--help"));
    }
  {
    g_auto(WadiCliRun) run = { 0 };

    wadi_cli_run (&run, "--version", NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_cmpstr (run.out, ==, "wadi-cli " PACKAGE_VERSION "\n");
  }
}

static void
test_usage_errors (Fixture      *fixture,
                   gconstpointer data)
{
  g_autofree char *good = new_scenario (fixture, "good.wadi");

  {
    g_auto(WadiCliRun) run = { 0 };

    wadi_cli_run (&run, NULL);
    g_assert_cmpint (run.status, ==, 2);
    g_assert_true (g_str_has_prefix (run.err, "Usage:"));
  }
  {
    g_auto(WadiCliRun) run = { 0 };

    wadi_cli_run (&run, "frobnicate", NULL);
    g_assert_cmpint (run.status, ==, 2);
    g_assert_true (g_str_has_prefix (run.err, "wadi-cli: "));
    g_assert_nonnull (strstr (run.err, "frobnicate"));
  }
  {
    g_auto(WadiCliRun) run = { 0 };

    wadi_cli_run (&run, "validate", NULL);
    g_assert_cmpint (run.status, ==, 2);
    g_assert_true (g_str_has_prefix (run.err, "wadi-cli: validate: "));
  }
  {
    g_auto(WadiCliRun) run = { 0 };

    wadi_cli_run (&run, "validate", "--no-such-option", good, NULL);
    g_assert_cmpint (run.status, ==, 2);
    g_assert_true (g_str_has_prefix (run.err, "wadi-cli: validate: "));
  }
  {
    g_auto(WadiCliRun) run = { 0 };

    wadi_cli_run (&run, "convert", good, NULL);
    g_assert_cmpint (run.status, ==, 2);
    g_assert_true (g_str_has_prefix (run.err, "wadi-cli: convert: "));
  }
  {
    g_auto(WadiCliRun) run = { 0 };

    wadi_cli_run (&run, "info", good, good, NULL);
    g_assert_cmpint (run.status, ==, 2);
    g_assert_true (g_str_has_prefix (run.err, "wadi-cli: info: "));
  }
}

static void
test_validate_good (Fixture      *fixture,
                    gconstpointer data)
{
  g_autofree char *good = new_scenario (fixture, "good.wadi");
  g_autofree char *rich = write_file (fixture, "rich.wadi", rich_scenario);
  g_autofree char *expected = g_strdup_printf ("%s: valid\n%s: valid\n", good, rich);
  g_auto(WadiCliRun) run = { 0 };
  g_auto(WadiCliRun) quiet = { 0 };

  wadi_cli_run (&run, "validate", good, rich, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, expected);
  g_assert_cmpstr (run.err, ==, "");

  wadi_cli_run (&quiet, "validate", "--quiet", good, NULL);
  g_assert_cmpint (quiet.status, ==, 0);
  g_assert_cmpstr (quiet.out, ==, "");
}

static void
test_validate_bad (Fixture      *fixture,
                   gconstpointer data)
{
  g_autofree char *good = new_scenario (fixture, "good.wadi");
  g_autofree char *bad = write_file (fixture, "bad.wadi", bad_scenario);
  g_autofree char *not_xml = write_file (fixture, "not-xml.wadi", "<scenario");
  g_autofree char *where = g_strdup_printf ("wadi-cli: %s:3:", bad);
  g_auto(WadiCliRun) run = { 0 };
  g_auto(WadiCliRun) broken = { 0 };
  g_autoptr(GRegex) located = NULL;
  g_autofree char *escaped = g_regex_escape_string (not_xml, -1);
  g_autofree char *pattern = NULL;

  /* Every file is checked; the valid one is still reported. */
  wadi_cli_run (&run, "validate", bad, good, NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_true (g_str_has_prefix (run.err, where));
  g_assert_nonnull (strstr (run.err, "columns"));
  g_assert_true (strchr (run.err, '\n') == run.err + strlen (run.err) - 1);
  g_assert_nonnull (strstr (run.out, "good.wadi: valid"));
  g_assert_null (strstr (run.out, "bad.wadi"));

  /* Not even XML: still FILE:LINE:COLUMN. */
  wadi_cli_run (&broken, "validate", not_xml, NULL);
  g_assert_cmpint (broken.status, ==, 1);
  pattern = g_strdup_printf ("^wadi-cli: %s:[0-9]+:[0-9]+: .+\n$", escaped);
  located = g_regex_new (pattern, 0, 0, NULL);
  g_assert_nonnull (located);
  g_assert_true (g_regex_match (located, broken.err, 0, NULL));

  /* libxml2's own "expected" is not followed by a second one */
  {
    g_autofree char *attribute = write_file (fixture, "attribute.wadi", "<?xml version=\"1.0\"?>\n<scenario version=8>\n");
    g_autofree char *expected = g_strdup_printf ("wadi-cli: %s:2:19: not well-formed XML: AttValue: \" or ' expected\n",
                                                 attribute);
    g_auto(WadiCliRun) unquoted = { 0 };

    wadi_cli_run (&unquoted, "validate", attribute, NULL);
    g_assert_cmpint (unquoted.status, ==, 1);
    g_assert_cmpstr (unquoted.err, ==, expected);
  }
}

static void
test_validate_missing (Fixture      *fixture,
                       gconstpointer data)
{
  g_autofree char *good = new_scenario (fixture, "good.wadi");
  g_autofree char *bad = write_file (fixture, "bad.wadi", bad_scenario);
  g_autofree char *missing = path_in (fixture, "missing.wadi");
  g_autofree char *where = g_strdup_printf ("wadi-cli: %s: ", missing);
  g_auto(WadiCliRun) run = { 0 };
  g_auto(WadiCliRun) mixed = { 0 };
  g_auto(WadiCliRun) folder = { 0 };

  wadi_cli_run (&run, "validate", missing, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_true (g_str_has_prefix (run.err, where));
  g_assert_cmpstr (run.out, ==, "");

  /* Could not read outranks invalid. */
  wadi_cli_run (&mixed, "validate", good, missing, bad, NULL);
  g_assert_cmpint (mixed.status, ==, 2);
  g_assert_nonnull (strstr (mixed.err, missing));
  g_assert_nonnull (strstr (mixed.err, bad));

  wadi_cli_run (&folder, "validate", fixture->dir, NULL);
  g_assert_cmpint (folder.status, ==, 2);
}

static void
test_new_and_info (Fixture      *fixture,
                   gconstpointer data)
{
  g_autofree char *path = path_in (fixture, "hill.wadi");
  g_autofree char *rich = write_file (fixture, "rich.wadi", rich_scenario);
  g_auto(WadiCliRun) made = { 0 };
  g_auto(WadiCliRun) info = { 0 };
  g_auto(WadiCliRun) again = { 0 };
  g_auto(WadiCliRun) forced = { 0 };
  g_auto(WadiCliRun) rich_info = { 0 };
  g_auto(WadiCliRun) bad_grid = { 0 };
  g_auto(WadiCliRun) bad_ruleset = { 0 };
  g_auto(WadiCliRun) two_lines = { 0 };
  g_auto(WadiCliRun) two_lines_info = { 0 };
  g_autofree char *two_lines_path = path_in (fixture, "two-lines.wadi");

  wadi_cli_run (&made, "new", "--ruleset", "classic", "--grid", "12x8", "--orientation", "pointy-top",
                "--stagger", "even", "--labels", "numeric", "--first-row", "0", "--board", "A",
                "--title", "Hill 112", "-o", path, NULL);
  g_assert_cmpint (made.status, ==, 0);
  g_assert_cmpstr (made.err, ==, "");
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));

  wadi_cli_run (&info, "info", path, NULL);
  g_assert_cmpint (info.status, ==, 0);
  g_assert_cmpstr (info.err, ==, "");
  g_assert_nonnull (strstr (info.out, "title: Hill 112\n"));
  g_assert_nonnull (strstr (info.out, "ruleset: classic\n"));
  g_assert_nonnull (strstr (info.out, "map: 12x8 hexes, 96 of them on boards\n"
                                      "boards: 1\n"
                                      "  A: 12x8, pointy-top, even stagger, numeric labels from row 0, "
                                      "at column 0, row 0 of the map, turned 0°, "
                                      "non-default hexes 0, marked hexsides 0\n"));
  g_assert_nonnull (strstr (info.out, "overlays: 0\n"));
  g_assert_nonnull (strstr (info.out, "counters: 0\n"));
  /* the classic charts read no SSR */
  g_assert_nonnull (strstr (info.out, "ssr: (none)\n"));

  /* a title of two lines is one fact on one line, never a line that
   * passes for another fact */
  wadi_cli_run (&two_lines, "new", "--ruleset", "asl", "--grid", "2x2", "--title", "Hill\nboards: 99", "-o",
                two_lines_path, NULL);
  g_assert_cmpint (two_lines.status, ==, 0);
  wadi_cli_run (&two_lines_info, "info", two_lines_path, NULL);
  g_assert_nonnull (strstr (two_lines_info.out, "title: Hill boards: 99\n"));
  g_assert_null (strstr (two_lines_info.out, "\nboards: 99"));

  /* An existing file is kept unless --force. */
  wadi_cli_run (&again, "new", "--ruleset", "asl", "--grid", "3x3", "-o", path, NULL);
  g_assert_cmpint (again.status, ==, 2);
  g_assert_nonnull (strstr (again.err, path));
  wadi_cli_run (&forced, "new", "--ruleset", "asl", "--grid", "3x3", "--force", "-o", path, NULL);
  g_assert_cmpint (forced.status, ==, 0);

  wadi_cli_run (&rich_info, "info", rich, NULL);
  g_assert_cmpint (rich_info.status, ==, 0);
  g_assert_cmpstr (rich_info.err, ==, "");
  g_assert_nonnull (strstr (rich_info.out, "title: Wadi Run\nauthor: A. Hill\ndate and place: (none)\nruleset: toi\n"));
  /* only Tide of Iron's SSRs, not the streams' ones the file carries */
  g_assert_nonnull (strstr (rich_info.out, "ssr: toi-wadi-rules=yes toi-stream-bridges-block-los=no\n"));
  g_assert_nonnull (strstr (rich_info.out,
                            "  25: 33x10, flat-top, odd stagger, asl labels from row 1, "
                            "at column 0, row 0 of the map, turned 0°, "
                            "non-default hexes 2, marked hexsides 1\n"));
  g_assert_nonnull (strstr (rich_info.out, "overlays: 1\n  W1: 3x2, "));
  g_assert_nonnull (strstr (rich_info.out, "non-default hexes 1, marked hexsides 0\n"));
  g_assert_nonnull (strstr (rich_info.out, "placements: 1\n  W1 at 25F5, turned 2"));
  g_assert_nonnull (strstr (rich_info.out, "counters: 3\n  ford: 1\n  unit: 2\n"));

  wadi_cli_run (&bad_grid, "new", "--ruleset", "asl", "--grid", "33by10", "-o", path, "--force", NULL);
  g_assert_cmpint (bad_grid.status, ==, 2);
  g_assert_nonnull (strstr (bad_grid.err, "33by10"));
  wadi_cli_run (&bad_ruleset, "new", "--ruleset", "chess", "--grid", "8x8", "-o", path, "--force", NULL);
  g_assert_cmpint (bad_ruleset.status, ==, 2);
  g_assert_nonnull (strstr (bad_ruleset.err, "chess"));
  /* GOption said "Invalid byte sequence in conversion input", not which */
  {
    g_auto(WadiCliRun) bad_title = { 0 };

    g_autofree char *latin1 = g_build_filename (fixture->dir, "caf\xe9.wadi", NULL);

    /* a file name is no text to convert: the title is named, not it */
    wadi_cli_run (&bad_title, "new", "--ruleset", "asl", "--grid", "8x8", "-o", latin1, "--title", "bad\xff", "--force",
                  NULL);
    g_assert_cmpint (bad_title.status, ==, 2);
    g_assert_nonnull (strstr (bad_title.err, "“bad\\377” is not text in the system's encoding"));
  }
  /* a lone "-" before it is a file's name, not an option without a short
   * name (a review: it was read as one, and read past its end) */
  {
    g_auto(WadiCliRun) after_dash = { 0 };

    wadi_cli_run (&after_dash, "new", "-", "-t", "bad\xff", "--ruleset", "asl", "--grid", "8x8", "-o", path, "--force",
                  NULL);
    g_assert_cmpint (after_dash.status, ==, 2);
    g_assert_nonnull (strstr (after_dash.err, "“bad\\377” is not text in the system's encoding"));
  }
}

/* new --board lays out ASL geomorphic boards on the board grid: 14 below
 * 25 shares 25's B10, D10 ... half hexes (B0, D0 ... of 14), and 13,
 * turned 180°, right of 25 shares 25's GG column.  A geomorphic board has
 * 16 columns of 11 hexes (B, D ... FF, rows 0 to 10) and 17 of 10 (A, C
 * ... GG, rows 1 to 10): 346 hexes; three of them, less the 16 half hexes
 * 25 and 14 share and the 10 of GG that 25 and 13 share, are 1012 hexes
 * on a map of 65 columns (33 + 32) and 21 rows (11 + 10). */
static void
test_new_geomorphic (Fixture      *fixture,
                     gconstpointer data)
{
  g_autofree char *path = path_in (fixture, "map.wadi");
  g_autofree char *again = path_in (fixture, "again.wadi");
  g_autofree char *valid = g_strdup_printf ("%s: valid\n", path);
  g_autoptr(GBytes) made_bytes = NULL;
  g_autoptr(GBytes) again_bytes = NULL;
  g_auto(WadiCliRun) made = { 0 };
  g_auto(WadiCliRun) info = { 0 };
  g_auto(WadiCliRun) validated = { 0 };
  g_auto(WadiCliRun) converted = { 0 };

  wadi_cli_run (&made, "new", "-r", "asl", "--board", "25@0,0", "--board", "14@0,1", "--board", "13@1,0,r",
                "--title", "Three boards", "-o", path, NULL);
  g_assert_cmpstr (made.err, ==, "");
  g_assert_cmpint (made.status, ==, 0);

  wadi_cli_run (&info, "info", path, NULL);
  g_assert_cmpstr (info.err, ==, "");
  g_assert_cmpint (info.status, ==, 0);
  g_assert_nonnull (strstr (info.out, "title: Three boards\nauthor: (none)\ndate and place: (none)\nruleset: asl\n"));
  g_assert_nonnull (strstr (info.out,
                            "map: 65x21 hexes, 1012 of them on boards\n"
                            "boards: 3\n"
                            "  25: 33x11, flat-top, odd stagger, asl labels from row 0, at 0,0 of the board grid, "
                            "turned 0°, non-default hexes 0, marked hexsides 0\n"
                            "  14: 33x11, flat-top, odd stagger, asl labels from row 0, at 0,1 of the board grid, "
                            "turned 0°, non-default hexes 0, marked hexsides 0\n"
                            "  13: 33x11, flat-top, odd stagger, asl labels from row 0, at 1,0 of the board grid, "
                            "turned 180°, non-default hexes 0, marked hexsides 0\n"
                            "overlays: 0\n"));

  wadi_cli_run (&validated, "validate", path, NULL);
  g_assert_cmpint (validated.status, ==, 0);
  g_assert_cmpstr (validated.out, ==, valid);

  /* what new writes is normal form */
  wadi_cli_run (&converted, "convert", path, again, NULL);
  g_assert_cmpint (converted.status, ==, 0);
  made_bytes = read_bytes (path);
  again_bytes = read_bytes (again);
  g_assert_true (g_bytes_equal (made_bytes, again_bytes));
}

/* Every wrong --board is a usage error that names the --board to blame
 * and says what was expected; nothing is written. */
static void
test_new_board_errors (Fixture      *fixture,
                       gconstpointer data)
{
  g_autofree char *path = path_in (fixture, "map.wadi");
  const struct
  {
    const char *ruleset;
    const char *args[4];
    const char *says;
  } bad[] = {
    /* syntax */
    { "asl", { "--board", "25", NULL }, "--board 25: no @ and place, expected ID@X,Y or ID@X,Y,r" },
    { "asl", { "--board", "25@0", NULL }, "--board 25@0: bad place “0”, expected X,Y or X,Y,r" },
    { "asl", { "--board", "25@0,0,x", NULL }, "--board 25@0,0,x: bad place “0,0,x”" },
    { "asl", { "--board", "25@-1,0", NULL }, "--board 25@-1,0: bad place “-1,0”" },
    { "asl", { "--board", "@0,0", NULL }, "--board @0,0: no board id before @" },
    { "asl", { "--board", "2 5@0,0", NULL }, "--board 2 5@0,0: bad board id “2 5”" },
    /* two boards on one place of the grid: the model's overlap, blamed on the second */
    { "asl", { "--board", "25@0,0", "--board", "14@0,0" }, "--board 14@0,0: board 14 would overlap board 25: " },
    { "asl", { "--board", "25@0,0", "--board", "25@1,0" }, "--board 25@1,0: board 25 is given twice (also --board 25@0,0)" },
    /* geomorphic boards are ASL's */
    { "toi", { "--board", "25@0,0", NULL }, "--board 25@0,0: ASL geomorphic boards are for the asl ruleset, not toi" },
    { "asl", { "--board", "25@0,0", "--grid", "33x11" }, "--grid makes one board" },
    { "asl", { "--board", "25@0,0", "--first-row", "1" }, "--first-row is for the board of --grid" },
    { "asl", { NULL }, "no --board or --grid given" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_auto(WadiCliRun) run = { 0 };
      g_autofree char *expected = g_strdup_printf ("wadi-cli: new: %s", bad[i].says);

      if (bad[i].args[0] == NULL)
        wadi_cli_run (&run, "new", "-r", bad[i].ruleset, "-o", path, NULL);
      else if (bad[i].args[2] == NULL)
        wadi_cli_run (&run, "new", "-r", bad[i].ruleset, bad[i].args[0], bad[i].args[1], "-o", path, NULL);
      else
        wadi_cli_run (&run, "new", "-r", bad[i].ruleset, bad[i].args[0], bad[i].args[1], bad[i].args[2],
                      bad[i].args[3], "-o", path, NULL);
      if (!g_str_has_prefix (run.err, expected))
        g_error ("case %" G_GSIZE_FORMAT ": expected “%s…”, got “%s”", i, expected, run.err);
      g_assert_cmpint (run.status, ==, 2);
      g_assert_cmpstr (run.out, ==, "");
      g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
    }
}

static void
test_convert_round_trip (Fixture      *fixture,
                         gconstpointer data)
{
  g_autofree char *rich = write_file (fixture, "rich.wadi", rich_scenario);
  g_autofree char *once = path_in (fixture, "once.wadi");
  g_autofree char *twice = path_in (fixture, "twice.wadi");
  g_autofree char *made = new_scenario (fixture, "made.wadi");
  g_autofree char *made_again = path_in (fixture, "made-again.wadi");
  g_autofree char *bad = write_file (fixture, "bad.wadi", bad_scenario);
  g_autofree char *nowhere = path_in (fixture, "no-such-folder/out.wadi");
  g_autoptr(GBytes) once_bytes = NULL;
  g_autoptr(GBytes) twice_bytes = NULL;
  g_autoptr(GBytes) made_bytes = NULL;
  g_autoptr(GBytes) made_again_bytes = NULL;
  g_auto(WadiCliRun) first = { 0 };
  g_auto(WadiCliRun) second = { 0 };
  g_auto(WadiCliRun) third = { 0 };
  g_auto(WadiCliRun) invalid = { 0 };
  g_auto(WadiCliRun) unwritable = { 0 };

  wadi_cli_run (&first, "convert", rich, once, NULL);
  g_assert_cmpint (first.status, ==, 0);
  g_assert_cmpstr (first.err, ==, "");
  wadi_cli_run (&second, "convert", once, twice, NULL);
  g_assert_cmpint (second.status, ==, 0);
  once_bytes = read_bytes (once);
  twice_bytes = read_bytes (twice);
  g_assert_true (g_bytes_equal (once_bytes, twice_bytes));
  /* The normal form is not the hand-written text; a file of format
   * version 1 comes out in the current version, 8. */
  g_assert_cmpuint (g_bytes_get_size (once_bytes), !=, strlen (rich_scenario));
  g_assert_nonnull (g_strstr_len (g_bytes_get_data (once_bytes, NULL), g_bytes_get_size (once_bytes),
                                  "<scenario xmlns=\"https://wadieditor.github.io/ns/scenario\" version=\"8\""));

  /* What new writes is already normal. */
  wadi_cli_run (&third, "convert", made, made_again, NULL);
  g_assert_cmpint (third.status, ==, 0);
  made_bytes = read_bytes (made);
  made_again_bytes = read_bytes (made_again);
  g_assert_true (g_bytes_equal (made_bytes, made_again_bytes));

  wadi_cli_run (&invalid, "convert", bad, once, NULL);
  g_assert_cmpint (invalid.status, ==, 1);
  g_assert_true (g_str_has_prefix (invalid.err, "wadi-cli: "));
  /* The output of a failed convert is left as it was. */
  g_clear_pointer (&twice_bytes, g_bytes_unref);
  twice_bytes = read_bytes (once);
  g_assert_true (g_bytes_equal (once_bytes, twice_bytes));

  wadi_cli_run (&unwritable, "convert", rich, nowhere, NULL);
  g_assert_cmpint (unwritable.status, ==, 2);
  g_assert_nonnull (strstr (unwritable.err, nowhere));
}

/* convert never replaces a FIFO (or a device): it says so, and the FIFO
 * stays. */
static void
test_convert_refuses_fifo (Fixture      *fixture,
                           gconstpointer data)
{
  g_autofree char *made = new_scenario (fixture, "made.wadi");
  g_autofree char *fifo = path_in (fixture, "pipe.wadi");
  g_auto(WadiCliRun) run = { 0 };
  GStatBuf st;

  g_assert_cmpint (mkfifo (fifo, 0644), ==, 0);
  wadi_cli_run (&run, "convert", made, fifo, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "a FIFO (named pipe), expected a regular file"));
  g_assert_cmpint (g_stat (fifo, &st), ==, 0);
  g_assert_true (S_ISFIFO (st.st_mode));
}

/* convert replaces a read-only or hard-linked OUT only with --force. */
static void
test_convert_force (Fixture      *fixture,
                    gconstpointer data)
{
  g_autofree char *made = new_scenario (fixture, "made.wadi");
  g_autofree char *rich = write_file (fixture, "rich.wadi", rich_scenario);
  g_autofree char *linked = path_in (fixture, "linked.wadi");
  g_autoptr(GBytes) made_bytes = read_bytes (made);
  g_autoptr(GBytes) now = NULL;
  g_auto(WadiCliRun) refused_link = { 0 };
  g_auto(WadiCliRun) forced_link = { 0 };
  g_auto(WadiCliRun) refused_read_only = { 0 };
  g_auto(WadiCliRun) forced_read_only = { 0 };

  g_assert_cmpint (link (made, linked), ==, 0);
  wadi_cli_run (&refused_link, "convert", rich, made, NULL);
  g_assert_cmpint (refused_link.status, ==, 2);
  g_assert_nonnull (strstr (refused_link.err, "other hard links"));
  g_assert_nonnull (strstr (refused_link.err, "--force"));
  now = read_bytes (made);
  g_assert_true (g_bytes_equal (now, made_bytes));
  g_clear_pointer (&now, g_bytes_unref);
  wadi_cli_run (&forced_link, "convert", "--force", rich, made, NULL);
  g_assert_cmpint (forced_link.status, ==, 0);
  now = read_bytes (linked);
  g_assert_true (g_bytes_equal (now, made_bytes));
  g_clear_pointer (&now, g_bytes_unref);

  g_assert_cmpint (g_chmod (linked, 0444), ==, 0);
  wadi_cli_run (&refused_read_only, "convert", rich, linked, NULL);
  g_assert_cmpint (refused_read_only.status, ==, 2);
  g_assert_nonnull (strstr (refused_read_only.err, "read-only"));
  now = read_bytes (linked);
  g_assert_true (g_bytes_equal (now, made_bytes));
  g_clear_pointer (&now, g_bytes_unref);
  wadi_cli_run (&forced_read_only, "convert", "-f", rich, linked, NULL);
  g_assert_cmpint (forced_read_only.status, ==, 0);
  now = read_bytes (linked);
  g_assert_false (g_bytes_equal (now, made_bytes));
}

/* Every numeric option is range-checked before it is used: the smallest
 * int as a height once overflowed in the LOS code. */
static void
test_numeric_options_range_checked (Fixture      *fixture,
                                    gconstpointer data)
{
  g_autofree char *made = new_scenario (fixture, "made.wadi");
  g_auto(WadiCliRun) from_height = { 0 };
  g_auto(WadiCliRun) to_height = { 0 };
  g_auto(WadiCliRun) multiplier = { 0 };
  g_auto(WadiCliRun) first_row = { 0 };
  g_auto(WadiCliRun) sane = { 0 };
  g_auto(WadiCliRun) overlap = { 0 };
  g_auto(WadiCliRun) overlap_nan = { 0 };
  g_autofree char *output = path_in (fixture, "new.wadi");
  g_autofree char *pdf = path_in (fixture, "sheets.pdf");

  wadi_cli_run (&from_height, "los", "--from-height", "-2147483648", made, "25A1", "25C3", NULL);
  g_assert_cmpint (from_height.status, ==, 2);
  g_assert_nonnull (strstr (from_height.err, "--from-height -2147483648 is out of range, expected -1000 to 1000"));
  wadi_cli_run (&to_height, "los", "--to-height", "2147483647", made, "25A1", "25C3", NULL);
  g_assert_cmpint (to_height.status, ==, 2);
  g_assert_nonnull (strstr (to_height.err, "--to-height 2147483647 is out of range"));
  wadi_cli_run (&multiplier, "cost", "--unit", "fully-tracked", "--reverse-multiplier", "2147483647",
                made, "25A1", "25A2", NULL);
  g_assert_cmpint (multiplier.status, ==, 2);
  g_assert_nonnull (strstr (multiplier.err, "--reverse-multiplier 2147483647 is out of range"));
  wadi_cli_run (&first_row, "new", "--ruleset", "asl", "--grid", "3x3", "--first-row", "-2147483648",
                "-o", output, NULL);
  g_assert_cmpint (first_row.status, ==, 2);
  g_assert_nonnull (strstr (first_row.err, "out of range"));
  g_assert_false (g_file_test (output, G_FILE_TEST_EXISTS));
  /* an overlap out of range is refused, echoed as typed (not
   * reformatted as 1e+12) */
  wadi_cli_run (&overlap, "export", made, "-o", pdf, "--paper", "a4", "--overlap", "1e+12", NULL);
  g_assert_cmpint (overlap.status, ==, 2);
  g_assert_nonnull (strstr (overlap.err, "--overlap 1e+12 is out of range, expected 0 to 10\n"));
  g_assert_false (g_file_test (pdf, G_FILE_TEST_EXISTS));
  /* nor "nan", which GLib reads as a number */
  wadi_cli_run (&overlap_nan, "export", made, "-o", pdf, "--paper", "a4", "--overlap", "nan", NULL);
  g_assert_cmpint (overlap_nan.status, ==, 2);
  g_assert_nonnull (strstr (overlap_nan.err, "--overlap nan is out of range"));
  g_assert_false (g_file_test (pdf, G_FILE_TEST_EXISTS));

  /* heights in range still answer */
  wadi_cli_run (&sane, "los", "--from-height", "2", made, "25A1", "25C3", NULL);
  g_assert_cmpint (sane.status, ==, 0);
}

typedef struct
{
  gboolean exited;
  int      wait_status;
} Child;

static void
on_child_exited (GPid     pid,
                 int      wait_status,
                 gpointer user_data)
{
  Child *child = user_data;

  child->wait_status = wait_status;
  child->exited = TRUE;
  g_spawn_close_pid (pid);
}

static gboolean
on_timeout (gpointer user_data)
{
  gboolean *timed_out = user_data;

  *timed_out = TRUE;
  return G_SOURCE_REMOVE;
}

/* validate FIFO refuses at once (it used to wait for ever for a writer);
 * a URI is a local path like any other, never fetched. */
static void
test_only_regular_local_files (Fixture      *fixture,
                               gconstpointer data)
{
  g_autofree char *made = new_scenario (fixture, "made.wadi");
  g_autofree char *fifo = path_in (fixture, "pipe.wadi");
  g_autofree char *uri = g_strconcat ("file://", made, NULL);
  const char      *argv[] = { g_getenv ("WADI_CLI"), "validate", fifo, NULL };
  g_autoptr(GError) error = NULL;
  g_auto(WadiCliRun) by_uri = { 0 };
  Child    child = { FALSE, 0 };
  gboolean timed_out = FALSE;
  char     err[4096] = { 0 };
  GPid     pid;
  int      err_fd = -1;
  guint    timeout_id;

  g_assert_cmpint (mkfifo (fifo, 0644), ==, 0);
  g_assert_true (g_spawn_async_with_pipes (NULL, (char **) argv, NULL, G_SPAWN_DO_NOT_REAP_CHILD | G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL, &pid,
                                           NULL, NULL, &err_fd, &error));
  g_assert_no_error (error);
  g_child_watch_add (pid, on_child_exited, &child);
  timeout_id = g_timeout_add_seconds (10, on_timeout, &timed_out);
  while (!child.exited && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  if (timed_out)
    {
      /* let the blocked reader go before failing */
      int writer = g_open (fifo, O_WRONLY | O_NONBLOCK, 0);

      if (writer >= 0)
        close (writer);
      g_error ("wadi-cli validate FIFO still runs after 10 s");
    }
  g_source_remove (timeout_id);
  g_assert_true (g_spawn_check_wait_status (child.wait_status, NULL) == FALSE);
  g_assert_cmpint (read (err_fd, err, sizeof err - 1), >, 0);
  close (err_fd);
  g_assert_nonnull (strstr (err, "expected a regular file"));

  wadi_cli_run (&by_uri, "validate", uri, NULL);
  g_assert_cmpint (by_uri.status, ==, 2);
  g_assert_nonnull (strstr (by_uri.err, "could not open"));
}

/* What each ruleset offers, from its descriptor; every id it lists is one
 * "new --ruleset" takes. */
static void
test_rulesets (Fixture      *fixture,
               gconstpointer data)
{
  g_auto(WadiCliRun) text = { 0 };
  g_auto(WadiCliRun) json = { 0 };
  g_auto(WadiCliRun) one = { 0 };
  g_auto(WadiCliRun) unknown = { 0 };
  g_auto(GStrv) lines = NULL;
  guint n_rulesets = 0;

  wadi_cli_run (&text, "rulesets", NULL);
  g_assert_cmpint (text.status, ==, 0);
  g_assert_cmpstr (text.err, ==, "");
  g_assert_nonnull (strstr (text.out, "asl: Advanced Squad Leader\n"
                                      "  terrain: open hammada road woods brush grain orchard marsh mudflat pond "
                                      "building rubble\n"));
  g_assert_nonnull (strstr (text.out, "  ssrs: stream-depth frozen snow\n"));
  g_assert_nonnull (strstr (text.out, "toi: Tide of Iron\n"
                                      "  terrain: open road woods building rubble\n"
                                      "  depressions: wadi stream\n"
                                      "  hex flags: road bridge wadi-entrance wadi-bridge\n"));
  g_assert_nonnull (strstr (text.out, "  positions: ground in bridge wadi\n"));
  /* one name for the classic charts; the ford, not wire */
  g_assert_nonnull (strstr (text.out, "classic: Classic charts\n"));
  g_assert_nonnull (strstr (text.out, "  counters: unit ford foxhole minefield\n"));
  g_assert_nonnull (strstr (text.out, "  ssrs: (none)\n"));
  g_assert_null (strstr (text.out, "pb"));

  lines = g_strsplit (text.out, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    if (lines[i][0] != '\0' && lines[i][0] != ' ')
      {
        g_auto(GStrv) id_name = g_strsplit (lines[i], ": ", 2);
        g_autofree char *path = path_in (fixture, "made.wadi");
        g_autofree char *expected = g_strdup_printf ("ruleset: %s\n", id_name[0]);
        g_auto(WadiCliRun) made = { 0 };
        g_auto(WadiCliRun) info = { 0 };

        wadi_cli_run (&made, "new", "--ruleset", id_name[0], "--grid", "3x3", "--force", "-o", path, NULL);
        g_assert_cmpint (made.status, ==, 0);
        wadi_cli_run (&info, "info", path, NULL);
        g_assert_nonnull (strstr (info.out, expected));
        n_rulesets++;
      }
  g_assert_cmpuint (n_rulesets, ==, 3);

  wadi_cli_run (&json, "rulesets", "--format", "json", NULL);
  g_assert_cmpint (json.status, ==, 0);
  g_assert_cmpstr (json.err, ==, "");
  wadi_cli_assert_json (&json);
  g_assert_nonnull (strstr (json.out, "\"id\":\"classic\",\"name\":\"Classic charts\""));
  g_assert_nonnull (strstr (json.out, "\"id\":\"toi\""));
  g_assert_nonnull (strstr (json.out, "\"ssrs\":[\"toi-wadi-rules\",\"toi-stream-bridges-block-los\"]"));
  g_assert_nonnull (strstr (json.out, "\"ssrs\":[]"));

  /* only the rulesets named */
  wadi_cli_run (&one, "rulesets", "--format", "json", "toi", NULL);
  g_assert_cmpint (one.status, ==, 0);
  wadi_cli_assert_json (&one);
  g_assert_nonnull (strstr (one.out, "\"id\":\"toi\""));
  g_assert_null (strstr (one.out, "\"id\":\"asl\""));

  wadi_cli_run (&unknown, "rulesets", "pb", NULL);
  g_assert_cmpint (unknown.status, ==, 2);
  g_assert_nonnull (strstr (unknown.err, "unknown ruleset “pb”, expected one of asl, toi, classic"));
}

/* Help and errors speak the user's language (the catalogues built from
 * po/, in $WADI_LOCALEDIR); answers and JSON stay English, for scripts. */
static void
test_translated_messages (Fixture      *fixture,
                          gconstpointer data)
{
  static const struct
  {
    const char *language;
    const char *help;   /* from the main --help */
    const char *option; /* from crest --help: --vertex's description */
    const char *usage;  /* from a usage error of los */
    const char *open;   /* the reader's error for a missing file */
    const char *label;  /* the model's error for a hex off the board */
    const char *inside; /* the reader's error for an unknown element */
  } languages[] = {
    { "de", "Befehle:", "Nach dieser Ecke als Crest-CAFP eines Fahrzeugs fragen",
      "FILE, FROM und TO erwartet, 1 Argument erhalten", "Konnte nicht geöffnet werden: ",
      "Hexfeld „25QQ9“ liegt außerhalb von Spielplan 25", "unbekanntes Element <bogus> in <scenario>" },
    { "fr", "Commandes\u00a0:", "Demander ce sommet comme CAFP Crest d’un véhicule",
      "FILE, FROM et TO attendus, 1 argument reçu", "impossible d’ouvrir\u00a0: ",
      "l’hexagone «\u00a025QQ9\u00a0» est hors de la planche 25", "élément <bogus> inconnu dans <scenario>" },
  };
  g_autofree char *bad_file = g_build_filename (fixture->dir, "bad.wadi", NULL);
  g_autofree char *example = g_build_filename (g_getenv ("WADI_SOURCE_ROOT"), "data", "examples",
                                               "asl-f5-b20.wadi", NULL);
  g_autofree char *english_answer = NULL;
  g_autofree char *old_language = g_strdup (g_getenv ("LANGUAGE"));
  g_autofree char *old_lc_all = g_strdup (g_getenv ("LC_ALL"));

  if (g_getenv ("WADI_LOCALEDIR") == NULL)
    {
      g_test_skip ("WADI_LOCALEDIR does not name the built catalogues");
      return;
    }
  {
    g_auto(WadiCliRun) run = { 0 };

    wadi_cli_run (&run, "los", example, "25O9", "25O7", NULL);
    english_answer = g_strdup (run.out);
    g_assert_nonnull (strstr (english_answer, "los: "));
  }

  g_assert_true (g_file_set_contents (bad_file,
                                      "<?xml version=\"1.0\"?>\n<scenario xmlns=\"https://wadieditor.github.io/ns/scenario\""
                                      " version=\"6\" ruleset=\"asl\"><bogus/></scenario>\n",
                                      -1, NULL));
  /* LANGUAGE needs a locale other than C; the child inherits both */
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);
  for (gsize i = 0; i < G_N_ELEMENTS (languages); i++)
    {
      g_auto(WadiCliRun) help = { 0 };
      g_auto(WadiCliRun) crest_help = { 0 };
      g_auto(WadiCliRun) usage = { 0 };
      g_auto(WadiCliRun) answer = { 0 };
      g_auto(WadiCliRun) missing = { 0 };
      g_auto(WadiCliRun) off_board = { 0 };
      g_auto(WadiCliRun) inside = { 0 };

      g_setenv ("LANGUAGE", languages[i].language, TRUE);
      wadi_cli_run (&help, "--help", NULL);
      g_assert_nonnull (strstr (help.out, languages[i].help));
      wadi_cli_run (&crest_help, "crest", "--help", NULL);
      g_assert_nonnull (strstr (crest_help.out, languages[i].option));
      wadi_cli_run (&usage, "los", example, NULL);
      g_assert_cmpint (usage.status, ==, 2);
      g_assert_nonnull (strstr (usage.err, languages[i].usage));
      /* the whole message in the language, not English around GLib's */
      wadi_cli_run (&missing, "validate", "no-such-file.wadi", NULL);
      g_assert_nonnull (strstr (missing.err, languages[i].open));
      g_assert_null (strstr (missing.err, "could not open"));
      /* the model's and the reader's words too: all errors in one language */
      wadi_cli_run (&off_board, "los", example, "25QQ9", "25O7", NULL);
      g_assert_nonnull (strstr (off_board.err, languages[i].label));
      wadi_cli_run (&inside, "validate", bad_file, NULL);
      g_assert_nonnull (strstr (inside.err, languages[i].inside));
      wadi_cli_run (&answer, "los", example, "25O9", "25O7", NULL);
      g_assert_cmpstr (answer.out, ==, english_answer);
    }
  if (old_language != NULL)
    g_setenv ("LANGUAGE", old_language, TRUE);
  else
    g_unsetenv ("LANGUAGE");
  if (old_lc_all != NULL)
    g_setenv ("LC_ALL", old_lc_all, TRUE);
  else
    g_unsetenv ("LC_ALL");
}

/* The bundled example with three boards. */
static char *
example_path (void)
{
  return g_build_filename (g_getenv ("WADI_SOURCE_ROOT"), "data", "examples", "asl-three-boards.wadi", NULL);
}

/* The names in the fixture's folder that start with a dot: what a killed
 * export would have left. */
static guint
count_hidden (Fixture *fixture)
{
  g_autoptr(GDir) dir = g_dir_open (fixture->dir, 0, NULL);
  const char *name;
  guint       count = 0;

  while ((name = g_dir_read_name (dir)) != NULL)
    if (name[0] == '.')
      count++;
  return count;
}

/* export -o /dev/null is refused, and /dev/null stays a device. */
static void
test_export_refuses_device (Fixture      *fixture,
                            gconstpointer data)
{
  g_autofree char *made = new_scenario (fixture, "made.wadi");
  g_auto(WadiCliRun) run = { 0 };
  GStatBuf st;

  wadi_cli_run (&run, "export", made, "-o", "/dev/null", "--format", "png", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "a character device, expected a regular file"));
  /* --force cannot make a device a file: no hint to use it */
  g_assert_null (strstr (run.err, "--force"));
  g_assert_cmpint (g_stat ("/dev/null", &st), ==, 0);
  g_assert_true (S_ISCHR (st.st_mode));
}

/* export to a FIFO is refused without opening it (no hang), and the FIFO
 * stays. */
static void
test_export_refuses_fifo (Fixture      *fixture,
                          gconstpointer data)
{
  g_autofree char *made = new_scenario (fixture, "made.wadi");
  g_autofree char *fifo = path_in (fixture, "pipe.png");
  g_auto(WadiCliRun) run = { 0 };
  GStatBuf st;

  g_assert_cmpint (mkfifo (fifo, 0644), ==, 0);
  wadi_cli_run (&run, "export", made, "-o", fifo, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "a FIFO (named pipe), expected a regular file"));
  g_assert_cmpint (g_stat (fifo, &st), ==, 0);
  g_assert_true (S_ISFIFO (st.st_mode));
  g_assert_cmpuint (count_hidden (fixture), ==, 0);
}

/* export through a symbolic link writes the file it names: the link
 * stays a link. */
static void
test_export_through_link (Fixture      *fixture,
                          gconstpointer data)
{
  g_autofree char *made = new_scenario (fixture, "made.wadi");
  g_autofree char *real = write_file (fixture, "real.png", "old");
  g_autofree char *through = path_in (fixture, "link.png");
  g_autoptr(GBytes) now = NULL;
  g_auto(WadiCliRun) run = { 0 };

  g_assert_cmpint (symlink ("real.png", through), ==, 0);
  wadi_cli_run (&run, "export", made, "-o", through, NULL);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_file_test (through, G_FILE_TEST_IS_SYMLINK));
  now = read_bytes (real);
  g_assert_cmpuint (g_bytes_get_size (now), >, 8);
  g_assert_cmpint (memcmp (g_bytes_get_data (now, NULL), "\x89PNG", 4), ==, 0);
}

/* A replaced file keeps its mode, and (as root) its owner and group. */
static void
test_export_keeps_owner_and_mode (Fixture      *fixture,
                                  gconstpointer data)
{
  g_autofree char *made = new_scenario (fixture, "made.wadi");
  g_autofree char *out = write_file (fixture, "out.png", "old");
  gboolean         root = geteuid () == 0;
  g_auto(WadiCliRun) run = { 0 };
  GStatBuf st;

  g_assert_cmpint (g_chmod (out, 0640), ==, 0);
  if (root)
    g_assert_cmpint (chown (out, 4321, 4322), ==, 0);
  wadi_cli_run (&run, "export", made, "-o", out, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpint (g_stat (out, &st), ==, 0);
  g_assert_cmpint (st.st_size, >, 3);
  g_assert_cmpint (st.st_mode & 07777, ==, 0640);
  if (root)
    {
      g_assert_cmpint (st.st_uid, ==, 4321);
      g_assert_cmpint (st.st_gid, ==, 4322);
    }
  else
    g_test_message ("not root: the owner is not checked");
}

/* Boards named, not numbered, as the command line names their hexes:
 * "south.C5" (a hex's name is its board's and a full stop), a label
 * after it on the same board, a hexside of a board whose name has a "-",
 * and a misspelt name refused for what it is (a review found "D6" after
 * "south.C5" read on the first board, and "s-e.C5-C6" refused). */
static void
test_named_boards (Fixture      *fixture,
                   gconstpointer data)
{
  g_autofree char *named = path_in (fixture, "named.wadi");
  g_autofree char *dashed = path_in (fixture, "dashed.wadi");
  g_auto(WadiCliRun) made = { 0 };
  g_auto(WadiCliRun) made_dashed = { 0 };
  g_auto(WadiCliRun) los = { 0 };
  g_auto(WadiCliRun) crest = { 0 };
  g_auto(WadiCliRun) misspelt = { 0 };

  wadi_cli_run (&made, "new", "-r", "asl", "-b", "north@0,0", "-b", "south@0,1", "-o", named, NULL);
  g_assert_cmpint (made.status, ==, 0);
  wadi_cli_run (&made_dashed, "new", "-r", "asl", "-b", "n-w@0,0", "-b", "s-e@0,1", "-o", dashed, NULL);
  g_assert_cmpint (made_dashed.status, ==, 0);

  wadi_cli_run (&los, "los", named, "south.C5", "D6", NULL);
  g_assert_cmpint (los.status, ==, 0);
  g_assert_nonnull (strstr (los.out, "\nfrom: south.C5 ground, level 0\nto: south.D6 ground, level 0\n"));
  wadi_cli_run (&crest, "crest", dashed, "s-e.C5", "--centre", "s-e.C5-C6", NULL);
  g_assert_cmpstr (crest.err, ==, "");
  g_assert_nonnull (strstr (crest.out, "centre s-e.C5-C6 (s)"));
  wadi_cli_run (&misspelt, "los", named, "sout.C5", "C6", NULL);
  g_assert_cmpint (misspelt.status, ==, 2);
  g_assert_nonnull (strstr (misspelt.err, "names board sout, which is not on the map (its boards: north, south)"));
}

/* An answer that cannot be written whole (stdout on a full disk) is
 * trouble, exit 2 with the reason, never a success over a cut-short
 * report (a scripter's try-out found "info > /dev/full" exited 0). */
static void
test_output_not_written (Fixture      *fixture,
                         gconstpointer data)
{
  g_autofree char *example = example_path ();
  const char      *commands[][5] = {
         { "info", example, NULL },
         { "rulesets", NULL },
         { "--help", NULL },
         { "check", "--format", "json", example, NULL },
         { "los", example, "25K6", "25O9", NULL },
  };

  if (!g_file_test ("/dev/full", G_FILE_TEST_EXISTS))
    {
      g_test_skip ("no /dev/full");
      return;
    }
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      /* the shell sends the command's stdout to the full device */
      const char      *argv[9] = { "/bin/sh", "-c", "exec \"$0\" \"$@\" > /dev/full", g_getenv ("WADI_CLI") };
      g_autofree char *err = NULL;
      g_autoptr(GError) error = NULL;
      int status = 0;

      memcpy (argv + 4, commands[i], sizeof commands[i]);
      g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL, NULL, &err,
                                   &status, &error));
      g_assert_no_error (error);
      g_test_message ("%s: %s", commands[i][0], err);
      g_assert_true (WIFEXITED (status));
      g_assert_cmpint (WEXITSTATUS (status), ==, 2);
      g_assert_nonnull (strstr (err, "could not be written"));
    }
}

/* An export killed by SIGTERM stops and leaves nothing behind: no
 * temporary, no half of OUT. */
static void
test_export_sigterm_leaves_nothing (Fixture      *fixture,
                                    gconstpointer data)
{
  g_autofree char *example = example_path ();
  g_autofree char *out = path_in (fixture, "big.png");
  const char      *argv[] = { g_getenv ("WADI_CLI"), "export", example, "-o", out, "--scale", "500", NULL };
  g_autoptr(GError) error = NULL;
  GPid pid;
  int  status = 0;

  g_assert_true (g_spawn_async (NULL, (char **) argv, NULL, G_SPAWN_DO_NOT_REAP_CHILD | G_SPAWN_STDERR_TO_DEV_NULL,
                                NULL, NULL, &pid, &error));
  g_assert_no_error (error);
  g_usleep (300 * 1000);
  g_assert_cmpint (kill (pid, SIGTERM), ==, 0);
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  g_spawn_close_pid (pid);
  g_assert_cmpuint (count_hidden (fixture), ==, 0);
  /* stopped by the signal, cleanly: nothing written */
  if (!(WIFEXITED (status) && WEXITSTATUS (status) == 0))
    g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
}

/* A scale past the pixel budget is refused at once, naming the largest
 * that fits. */
static void
test_export_scale_budget (Fixture      *fixture,
                          gconstpointer data)
{
  g_autofree char *example = example_path ();
  g_autofree char *out = path_in (fixture, "big.png");
  g_auto(WadiCliRun) run = { 0 };
  gint64 start = g_get_monotonic_time ();

  wadi_cli_run (&run, "export", example, "-o", out, "--scale", "4096", NULL);
  g_assert_cmpint (g_get_monotonic_time () - start, <, G_USEC_PER_SEC);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "--scale 4096 would make a "));
  g_assert_nonnull (strstr (run.err, "the most this export allows is 400 M pixels: --scale "));
  g_assert_nonnull (strstr (run.err, " or less"));
  g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
}

/* A file beside OUT that the export did not ask for (TMX's tileset) is
 * not replaced without --force, unless it holds what the export would
 * write; OUT itself is, as convert replaces it. */
static void
test_export_side_file_needs_force (Fixture      *fixture,
                                   gconstpointer data)
{
  g_autofree char *made = new_scenario (fixture, "made.wadi");
  g_autofree char *map = path_in (fixture, "map.tmx");
  g_autofree char *tiles = write_file (fixture, "map.tiles.png", "someone's picture");
  g_autoptr(GBytes) now = NULL;
  g_auto(WadiCliRun) refused = { 0 };
  g_auto(WadiCliRun) forced = { 0 };
  g_auto(WadiCliRun) again = { 0 };

  wadi_cli_run (&refused, "export", made, "-o", map, NULL);
  g_assert_cmpint (refused.status, ==, 2);
  g_assert_nonnull (strstr (refused.err, "map.tiles.png: the file is already there"));
  g_assert_nonnull (strstr (refused.err, "--force"));
  now = read_bytes (tiles);
  g_assert_cmpmem (g_bytes_get_data (now, NULL), g_bytes_get_size (now), "someone's picture", 17);
  g_assert_false (g_file_test (map, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (count_hidden (fixture), ==, 0);

  /* -f, as new, convert and trace spell it */
  wadi_cli_run (&forced, "export", "-f", made, "-o", map, NULL);
  g_assert_cmpint (forced.status, ==, 0);
  g_assert_true (g_file_test (map, G_FILE_TEST_IS_REGULAR));
  g_clear_pointer (&now, g_bytes_unref);
  now = read_bytes (tiles);
  g_assert_cmpint (memcmp (g_bytes_get_data (now, NULL), "\x89PNG", 4), ==, 0);

  /* the same map for Tiled as TMJ: the tileset there is the one it
   * would write, shared without --force (a try-out exported both and
   * was refused); at another scale it differs, and is refused again */
  {
    g_autofree char *map_json = path_in (fixture, "map.tmj");
    g_autoptr(GBytes) before = read_bytes (tiles);
    g_auto(WadiCliRun) both = { 0 };
    g_auto(WadiCliRun) other = { 0 };

    wadi_cli_run (&both, "export", made, "-o", map_json, NULL);
    g_assert_cmpint (both.status, ==, 0);
    g_assert_true (g_file_test (map_json, G_FILE_TEST_IS_REGULAR));
    g_clear_pointer (&now, g_bytes_unref);
    now = read_bytes (tiles);
    g_assert_true (g_bytes_equal (now, before));
    g_assert_true (g_unlink (map_json) == 0);
    wadi_cli_run (&other, "export", made, "-o", map_json, "--scale", "30", NULL);
    g_assert_cmpint (other.status, ==, 2);
    g_assert_nonnull (strstr (other.err, "map.tiles.png: the file is already there"));
    g_assert_false (g_file_test (map_json, G_FILE_TEST_EXISTS));
    g_clear_pointer (&now, g_bytes_unref);
    now = read_bytes (tiles);
    g_assert_true (g_bytes_equal (now, before));
    g_assert_cmpuint (count_hidden (fixture), ==, 0);
  }

  /* a PNG asked for again is replaced without --force */
  wadi_cli_run (&again, "export", made, "-o", tiles, NULL);
  g_assert_cmpint (again.status, ==, 0);
}

/* An output that is the scenario read, by its name or through a link,
 * is refused before anything is written: the scenario stays as it was. */
static void
test_export_refuses_own_input (Fixture      *fixture,
                               gconstpointer data)
{
  g_autofree char *made = new_scenario (fixture, "made.wadi");
  g_autofree char *through = path_in (fixture, "link.png");
  g_autoptr(GBytes) before = read_bytes (made);
  const char *const formats[] = { "png", "json", "vassal" };

  g_assert_cmpint (symlink ("made.wadi", through), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    {
      g_auto(WadiCliRun) run = { 0 };

      wadi_cli_run (&run, "export", made, "-o", made, "--format", formats[i], NULL);
      g_assert_cmpint (run.status, ==, 2);
      g_assert_nonnull (strstr (run.err, "itself"));
    }
  {
    g_auto(WadiCliRun) run = { 0 };

    wadi_cli_run (&run, "export", made, "-o", through, NULL);
    g_assert_cmpint (run.status, ==, 2);
    g_assert_nonnull (strstr (run.err, "itself"));
  }
  {
    /* the analysis pictures too */
    g_auto(WadiCliRun) run = { 0 };

    wadi_cli_run (&run, "viewshed", made, "25A1", "-o", through, NULL);
    g_assert_cmpint (run.status, ==, 2);
    g_assert_nonnull (strstr (run.err, "itself"));
  }
  {
    g_autoptr(GBytes) after = read_bytes (made);

    g_assert_true (g_bytes_equal (before, after));
  }
  g_assert_cmpuint (count_hidden (fixture), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/cli/help", test_help);
  ADD ("/cli/usage-errors", test_usage_errors);
  ADD ("/cli/validate/good", test_validate_good);
  ADD ("/cli/validate/bad", test_validate_bad);
  ADD ("/cli/validate/missing", test_validate_missing);
  ADD ("/cli/new-and-info", test_new_and_info);
  ADD ("/cli/info/scenario-card", test_info_scenario_card);
  ADD ("/cli/new/geomorphic", test_new_geomorphic);
  ADD ("/cli/new/board-errors", test_new_board_errors);
  ADD ("/cli/convert/round-trip", test_convert_round_trip);
  ADD ("/cli/convert/refuses-fifo", test_convert_refuses_fifo);
  ADD ("/cli/convert/force", test_convert_force);
  ADD ("/cli/convert/refuses-other-extensions", test_convert_refuses_other_extensions);
  ADD ("/cli/export", test_export);
  ADD ("/cli/export/unused-options", test_export_unused_options);
  ADD ("/cli/export/readme-sheets", test_export_readme_sheets);
  ADD ("/cli/export/refuses-device", test_export_refuses_device);
  ADD ("/cli/export/refuses-fifo", test_export_refuses_fifo);
  ADD ("/cli/export/through-link", test_export_through_link);
  ADD ("/cli/export/refuses-own-input", test_export_refuses_own_input);
  ADD ("/cli/export/keeps-owner-and-mode", test_export_keeps_owner_and_mode);
  ADD ("/cli/export/sigterm-leaves-nothing", test_export_sigterm_leaves_nothing);
  ADD ("/cli/output-not-written", test_output_not_written);
  ADD ("/cli/named-boards", test_named_boards);
  ADD ("/cli/export/scale-budget", test_export_scale_budget);
  ADD ("/cli/export/side-file-needs-force", test_export_side_file_needs_force);
  ADD ("/cli/numeric-options", test_numeric_options_range_checked);
  ADD ("/cli/only-regular-local-files", test_only_regular_local_files);
  ADD ("/cli/rulesets", test_rulesets);
  ADD ("/cli/translated-messages", test_translated_messages);
#undef ADD

  return g_test_run ();
}
