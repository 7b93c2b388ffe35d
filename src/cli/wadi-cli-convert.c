/* wadi-cli-convert.c: wadi-cli convert IN OUT */
#include "config.h"

#include "wadi-cli-private.h"
#include "wadi-format.h"

int
wadi_cli_convert_run (const WadiCliCommand *command,
                      int                   argc,
                      char                **argv)
{
  g_autoptr(WadiScenario) scenario = NULL;
  int      status = WADI_CLI_EXIT_OK;
  gboolean force = FALSE;
  /* clang-format off */
  const GOptionEntry entries[] = {
    { "force", 'f', G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, &force, N_("Replace OUT even when it is read-only or has other hard links"), NULL },
    G_OPTION_ENTRY_NULL
  };
  /* clang-format on */

  g_autofree char *description = g_strdup_printf (
      _("Reads IN and writes it to OUT the way the editor saves it, in the\n"
      "current format version, %d (a file of an older version comes out\n"
      "in it), and in normal form: converting the result again gives the\n"
      "same bytes.  OUT may be IN; it is replaced atomically, so a failure\n"
      "leaves the old file whole.  A read-only OUT, or one with other hard\n"
      "links (which would keep the old contents), is replaced only with\n"
      "--force.  OUT must end in .wadi: what convert writes is a Wadi\n"
      "scenario, whatever the name says (for other formats, see export)."),
         WADI_FORMAT_VERSION);

  if (!wadi_cli_parse_options (command, entries, description, &argc, &argv, &status))
    return status;
  if (argc != 3)
    return wadi_cli_usage_error (command, _("expected two files, IN and OUT, got %d"), argc - 1);
  /* a .tmx full of Wadi XML would only fool the next program */
  if (!g_str_has_suffix (argv[2], ".wadi"))
    return wadi_cli_usage_error (command, _("OUT “%s” does not end in .wadi: convert writes Wadi scenarios only"),
                                             argv[2]);

  scenario = wadi_cli_load (argv[1], &status);
  if (scenario == NULL)
    return status;
  if (!wadi_cli_save (scenario, argv[2], force))
    return WADI_CLI_EXIT_TROUBLE;
  return WADI_CLI_EXIT_OK;
}
