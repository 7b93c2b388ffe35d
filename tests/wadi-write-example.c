/* wadi-write-example.c: writes the ASL example (the worked examples'
 * boards) to a file, for the end-to-end test of the editor.
 * Usage: wadi-write-example FILE */
#include "config.h"

#include "wadi-format.h"
#include "wadi-test-fixtures.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(WadiScenario) scenario = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;

  if (argc != 2)
    {
      g_printerr ("Usage: %s FILE\n", argv[0]);
      return 2;
    }
  scenario = wadi_fixture_asl_examples ();
  file = g_file_new_for_commandline_arg (argv[1]);
  if (!wadi_format_write_file (scenario, file, &error))
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  return 0;
}
