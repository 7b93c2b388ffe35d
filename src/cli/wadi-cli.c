/* wadi-cli.c: the command-line tool's entry point and its table of commands */
#include "config.h"

#include <locale.h>
#include <stdio.h>
#include <string.h>

#include "wadi-cli-private.h"

/* One line per command; its run function lives in wadi-cli-NAME.c. */
/* clang-format off */
static const WadiCliCommand commands[] = {
  { "validate", "FILE…", N_("Check that files are valid Wadi scenarios"), wadi_cli_validate_run },
  { "info", "FILE", N_("Describe a scenario: ruleset, the map and its boards, overlays, counters, SSRs"), wadi_cli_info_run },
  { "new", "--ruleset RULESET (--board ID@X,Y[,r]… | --grid COLUMNSxROWS) -o FILE", N_("Write a new scenario of empty boards: ASL geomorphic boards laid out as a map, or one board"), wadi_cli_new_run },
  { "convert", "[--force] IN OUT", N_("Read a scenario and write it again in normal form, in the current format version"), wadi_cli_convert_run },
  { "export", "FILE -o OUT [--format FORMAT] [--scale N] [--board ID]", N_("Draw the map or a board as a picture (PNG, SVG, PDF), or write it for Tiled, VASSAL, scripts or a scenario card"), wadi_cli_export_run },
  { "check", "FILE…", N_("List what in scenarios breaks the rules, with the rule"), wadi_cli_check_run },
  { "cost", "FILE FROM TO | FILE FROM --steps STEPS", N_("What a move or maneuver costs, and its effects"), wadi_cli_cost_run },
  { "los", "FILE FROM[:POSITION] TO[:POSITION]", N_("Whether FROM sees TO, and what decides it"), wadi_cli_los_run },
  { "fire", "FILE FROM[:POSITION] TO[:POSITION] [--indirect | --ovr]", N_("What protects a target from an attack: Crest entrenchment, HD, TEM"), wadi_cli_fire_run },
  { "combat", "odds|crt|wec|tec|tet ARGUMENT…", N_("The classic charts cell by cell: odds, CRT, WEC, TEC, TET"), wadi_cli_combat_run },
  { "crest", "FILE HEX", N_("Where a Crest counter may stand in a hex, and what it protects"), wadi_cli_crest_run },
  { "viewshed", "FILE HEX[:POSITION] [--target-position default|ground|in]", N_("Every hex of the map HEX sees, by the same LOS as los"), wadi_cli_viewshed_run },
  { "reach", "FILE HEX[:POSITION] --unit CLASS --budget N", N_("Every hex a unit can enter within its MF or MP, with the cheapest paths"), wadi_cli_reach_run },
  { "deadground", "FILE --side SIDE", N_("The hexes no unit of a side sees"), wadi_cli_deadground_run },
  { "trace", "FILE [--board ID] [--image PIC --align 'HEX=X,Y;HEX=X,Y;HEX=X,Y'] (--samples SAMPLES.json | --sample CLASS=HEX,…) [-o OUT]", N_("Suggest a board's terrain from a picture of it, hex by hex, with a confidence each"), wadi_cli_trace_run },
  { "rulesets", "[RULESET…]", N_("List the rulesets and what each offers: terrain, counters, SSRs …"), wadi_cli_rulesets_run },
};
/* clang-format on */

static const WadiCliCommand *
find_command (const char *name)
{
  for (gsize i = 0; i < G_N_ELEMENTS (commands); i++)
    if (strcmp (commands[i].name, name) == 0)
      return &commands[i];
  return NULL;
}

static char *
main_help (void)
{
  GString *help = g_string_new (NULL);
  int      width = 0;

  for (gsize i = 0; i < G_N_ELEMENTS (commands); i++)
    width = MAX (width, (int) strlen (commands[i].name));

  /* TRANSLATORS: the main --help of wadi-cli; keep the command names and options as they are */
  g_string_append (help, _("Usage:\n"
                           "  wadi-cli COMMAND [OPTION…] [ARGUMENT…]\n"
                           "  wadi-cli --help | --version\n"
                           "\n"
                           "Check, describe, create and convert Wadi scenario files, and ask the\n"
                           "rules what a move costs, who sees whom and where Crest counters go.\n"
                           "\n"
                           "Commands:\n"));
  for (gsize i = 0; i < G_N_ELEMENTS (commands); i++)
    g_string_append_printf (help, "  %-*s  %s\n", width, commands[i].name, _(commands[i].summary));
  g_string_append (help, _("\n"
                           "Options:\n"
                           "  -h, --help     Show this help\n"
                           "  --version      Show the version\n"
                           "\n"
                           "Run “wadi-cli COMMAND --help” for a command's options.\n"));
  return g_string_free (help, FALSE);
}

/* What main () answers, before its output is known to be written. */
static int
run (int   argc,
     char *argv[])
{
  const WadiCliCommand *command;
  g_autofree char      *prgname = NULL;

  setlocale (LC_ALL, "");
  /* Help and errors speak the user's language; answers stay English
   * (docs/cli.md).  WADI_LOCALEDIR finds the catalogues of a build tree. */
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("WADI_LOCALEDIR") != NULL ? g_getenv ("WADI_LOCALEDIR") : WADI_LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  if (argc < 2)
    {
      g_autofree char *help = main_help ();

      g_printerr ("%s", help);
      return WADI_CLI_EXIT_TROUBLE;
    }
  if (strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0)
    {
      g_autofree char *help = main_help ();

      g_print ("%s", help);
      return WADI_CLI_EXIT_OK;
    }
  if (strcmp (argv[1], "--version") == 0)
    {
      g_print ("wadi-cli %s\n", PACKAGE_VERSION);
      return WADI_CLI_EXIT_OK;
    }

  command = find_command (argv[1]);
  if (command == NULL)
    {
      g_printerr (_("wadi-cli: “%s” is not a command, expected one of:"), argv[1]);
      for (gsize i = 0; i < G_N_ELEMENTS (commands); i++)
        g_printerr (" %s", commands[i].name);
      g_printerr ("\n%s", _("Run “wadi-cli --help” for more.\n"));
      return WADI_CLI_EXIT_TROUBLE;
    }

  /* GOptionContext prints the program name in its usage line. */
  prgname = g_strdup_printf ("wadi-cli %s", command->name);
  g_set_prgname (prgname);

  return command->run (command, argc - 1, argv + 1);
}

int
main (int   argc,
      char *argv[])
{
  int status = run (argc, argv);

  /* an answer cut short (a full disk under "> report.json", a closed
   * pipe; --help and --version too) is trouble, not success; g_print ()
   * flushed as it went, so errno may not be the failed write's */
  if (fflush (stdout) != 0 || ferror (stdout))
    {
      g_printerr ("%s\n", _("wadi-cli: the output could not be written whole"));
      return WADI_CLI_EXIT_TROUBLE;
    }
  return status;
}
