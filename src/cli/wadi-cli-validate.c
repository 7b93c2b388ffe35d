/* wadi-cli-validate.c: wadi-cli validate FILE… */
#include "config.h"

#include "wadi-cli-private.h"

int
wadi_cli_validate_run (const WadiCliCommand *command,
                       int                   argc,
                       char                **argv)
{
  gboolean quiet = FALSE;
  /* clang-format off */
  const GOptionEntry entries[] = {
    { "quiet", 'q', G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, &quiet, N_("Print nothing for valid files"), NULL },
    G_OPTION_ENTRY_NULL
  };
  /* clang-format on */
  int status = WADI_CLI_EXIT_OK;

  if (!wadi_cli_parse_options (command, entries,
                               N_("Reads each FILE as the editor would (well-formed XML in the Wadi\n"
                               "namespace, a known format version, sizes within the limits, every\n"
                               "name and number known and in range, counters and overlays on boards\n"
                               "that exist) and prints “FILE: valid” or the first problem as\n"
                               "FILE:LINE:COLUMN: message.\n"
                               "\n"
                               "Exit status: 0 all valid, 1 some file invalid, 2 some file could\n"
                               "not be read."),
                                   &argc, &argv, &status))
    return status;
  if (argc < 2)
    return wadi_cli_usage_error (command, _("no file given, expected at least one FILE"));

  /* Every file is read, whatever the ones before it were. */
  for (int i = 1; i < argc; i++)
    {
      g_autoptr(WadiScenario) scenario = NULL;
      int file_status = WADI_CLI_EXIT_OK;

      scenario = wadi_cli_load (argv[i], &file_status);
      if (scenario != NULL && !quiet)
        g_print ("%s: valid\n", argv[i]);
      status = MAX (status, file_status);
    }
  return status;
}
