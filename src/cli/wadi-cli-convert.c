/* wadi-cli-convert.c: wadi-cli convert IN OUT */
#include "config.h"

#include "wadi-cli-private.h"

int
wadi_cli_convert_run (const WadiCliCommand *command,
                      int                   argc,
                      char                **argv)
{
  g_autoptr(WadiScenario) scenario = NULL;
  int status = WADI_CLI_EXIT_OK;

  if (!wadi_cli_parse_options (command, NULL,
                               "Reads IN and writes it to OUT the way the editor saves it, in\n"
                               "normal form: converting the result again gives the same bytes.\n"
                               "OUT may be IN; it is replaced atomically, so a failure leaves the\n"
                               "old file whole.",
                               &argc, &argv, &status))
    return status;
  if (argc != 3)
    return wadi_cli_usage_error (command, "expected two files, IN and OUT, got %d", argc - 1);

  scenario = wadi_cli_load (argv[1], &status);
  if (scenario == NULL)
    return status;
  if (!wadi_cli_save (scenario, argv[2]))
    return WADI_CLI_EXIT_TROUBLE;
  return WADI_CLI_EXIT_OK;
}
