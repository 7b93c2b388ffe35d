/* fuzz-trace-samples.c: libFuzzer harness for the trace samples' JSON
 *
 * A samples file (docs/format.md, "Trace samples") comes from anywhere: a
 * designer's hand, another program, a download.  Whatever the bytes,
 * reading them either fails with an error that says what was expected
 * ("Trace samples: hex sample 2, “mean”: expected ...") or where the JSON
 * broke ("Trace samples: line 2, column 5: ..."), or gives samples that
 * write to JSON that reads back to the same samples (to a quarter of a
 * CIELAB unit, the precision written) and writes again to the same bytes.
 */
#include "config.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wadi-trace-align.h"
#include "wadi-trace-samples.h"

int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);

#define CHECK(condition)                                      \
  do                                                          \
    {                                                         \
      if (!(condition))                                       \
        {                                                     \
          fprintf (stderr, "check failed: %s\n", #condition); \
          abort ();                                           \
        }                                                     \
    }                                                         \
  while (0)

static void
quiet_log (const gchar   *log_domain,
           GLogLevelFlags log_level,
           const gchar   *message,
           gpointer       user_data)
{
  /* a critical is a bug of the reader (a NULL passed on), not noise */
  if (log_level & (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_ERROR))
    {
      fprintf (stderr, "%s: %s\n", log_domain ? log_domain : "", message);
      abort ();
    }
}

/* Written colours are rounded to a quarter. */
static gboolean
colour_near (const WadiTraceColour *a,
             const WadiTraceColour *b)
{
  for (int c = 0; c < 3; c++)
    if (fabsf (a->mean[c] - b->mean[c]) > 0.13f || fabsf (a->spread[c] - b->spread[c]) > 0.13f)
      return FALSE;
  return TRUE;
}

static void
check_same (const WadiTraceSamples *a,
            const WadiTraceSamples *b)
{
  CHECK (wadi_trace_samples_get_count (a) == wadi_trace_samples_get_count (b));
  CHECK (wadi_trace_samples_get_side_count (a) == wadi_trace_samples_get_side_count (b));
  for (guint i = 0; i < wadi_trace_samples_get_count (a); i++)
    {
      WadiTraceClass  ka, kb;
      WadiTraceColour ca, cb;

      wadi_trace_samples_get (a, i, &ka, &ca);
      wadi_trace_samples_get (b, i, &kb, &cb);
      CHECK (wadi_trace_class_equal (ka, kb));
      CHECK (colour_near (&ca, &cb));
    }
  for (guint i = 0; i < wadi_trace_samples_get_side_count (a); i++)
    {
      guint           fa, fb;
      WadiTraceColour ca, cb;

      wadi_trace_samples_get_side (a, i, &fa, &ca);
      wadi_trace_samples_get_side (b, i, &fb, &cb);
      CHECK (fa == fb);
      CHECK (colour_near (&ca, &cb));
    }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WadiTraceSamples) samples = NULL;
  g_autoptr (WadiTraceSamples) again = NULL;
  g_autoptr (WadiTraceSamples) copy = NULL;
  g_autofree char *written = NULL;
  g_autofree char *rewritten = NULL;

  g_log_set_default_handler (quiet_log, NULL);
  samples = wadi_trace_samples_new_from_json ((const char *) data, (gssize) size, &error);
  if (samples == NULL)
    {
      /* every refusal says what was expected, or where the JSON broke */
      CHECK (error != NULL && error->domain == WADI_TRACE_ERROR);
      CHECK (g_str_has_prefix (error->message, "Trace samples: "));
      CHECK (strstr (error->message, ": expected ") != NULL || strstr (error->message, "Trace samples: line ") != NULL);
      return 0;
    }
  CHECK (error == NULL);
  written = wadi_trace_samples_to_json (samples);
  CHECK (g_utf8_validate (written, -1, NULL));
  again = wadi_trace_samples_new_from_json (written, -1, &error);
  if (again == NULL)
    {
      fprintf (stderr, "what Wadi wrote does not read: %s\n%s\n", error->message, written);
      abort ();
    }
  check_same (samples, again);
  rewritten = wadi_trace_samples_to_json (again);
  CHECK (strcmp (written, rewritten) == 0);
  copy = wadi_trace_samples_copy (samples);
  check_same (samples, copy);
  /* the classes, each once */
  {
    g_autoptr (GArray) classes = wadi_trace_samples_classes (samples);

    CHECK (classes->len <= wadi_trace_samples_get_count (samples));
    CHECK ((classes->len == 0) == (wadi_trace_samples_get_count (samples) == 0));
  }
  return 0;
}
