/* fuzz-load.c: libFuzzer harness for the .wadi reader
 *
 * Any input is read; what loads must write, read back, and write again to
 * the same bytes (Wadi's promise: whatever it saves it opens, and load then
 * save is the identity on what it wrote).  A failed load must say where.
 */
#include "config.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wadi-format.h"

int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);

static void
quiet_log (const gchar   *log_domain,
           GLogLevelFlags log_level,
           const gchar   *message,
           gpointer       user_data)
{
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr (GBytes) input = g_bytes_new (data, size);
  g_autoptr (GError) error = NULL;
  g_autoptr (WadiScenario) scenario = NULL;
  g_autoptr (WadiScenario) again = NULL;
  g_autoptr (GBytes) written = NULL;
  g_autoptr (GBytes) rewritten = NULL;

  g_log_set_default_handler (quiet_log, NULL);
  scenario = wadi_format_read_bytes (input, "fuzz.wadi", &error);
  if (scenario == NULL)
    {
      /* Every refusal names the place: "fuzz.wadi:LINE:COLUMN: ...". */
      if (error == NULL || !g_str_has_prefix (error->message, "fuzz.wadi:"))
        abort ();
      return 0;
    }
  written = wadi_format_write_bytes (scenario);
  again = wadi_format_read_bytes (written, "written.wadi", &error);
  if (again == NULL)
    {
      fprintf (stderr, "what Wadi wrote does not load: %s\n", error->message);
      abort ();
    }
  rewritten = wadi_format_write_bytes (again);
  if (!g_bytes_equal (written, rewritten))
    {
      fprintf (stderr, "load then save changed what Wadi wrote\n");
      abort ();
    }
  return 0;
}
