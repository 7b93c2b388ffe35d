/* fuzz-stamp.c: libFuzzer harness for the clipboard's stamp text
 *
 * A stamp comes in from the clipboard, so from any program.  Whatever the
 * text, reading it either fails with an error or gives a stamp that writes
 * back to a text that reads to the same stamp; a stamp turned six times,
 * or flipped twice, writes the same text; put down on a map, it changes
 * the document in one undo step that undo takes back.
 */
#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "wadi-stamp.h"

int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);

#define CHECK(condition) \
  do                     \
    {                    \
      if (!(condition))  \
        abort ();        \
    }                    \
  while (0)

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autofree char *text = g_strndup ((const char *) data, size);
  g_autoptr(GError) error = NULL;
  g_autoptr(WadiStamp) stamp = wadi_stamp_new_from_text (text, &error);
  g_autofree char *written = NULL;
  g_autofree char *turned = NULL;
  g_autoptr(WadiStamp) again = NULL;
  g_autoptr(WadiDocument) document = NULL;
  WadiScenario *scenario;

  if (stamp == NULL)
    {
      CHECK (error != NULL && error->message != NULL);
      return 0;
    }
  written = wadi_stamp_to_text (stamp);
  again = wadi_stamp_new_from_text (written, NULL);
  CHECK (again != NULL);
  {
    g_autofree char *rewritten = wadi_stamp_to_text (again);

    CHECK (strcmp (rewritten, written) == 0);
  }
  wadi_stamp_turn (again, 6);
  wadi_stamp_flip (again);
  wadi_stamp_flip (again);
  turned = wadi_stamp_to_text (again);
  CHECK (strcmp (turned, written) == 0);

  /* put down on a board in the middle of it, then undone */
  scenario = wadi_scenario_new (WADI_RULESET_ASL);
  wadi_scenario_add_board (scenario, wadi_board_new ("1", 12, 10,
                                                     (WadiGridLayout) { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD },
                                                     WADI_LABEL_ASL, 1));
  document = wadi_document_new (scenario);
  {
    g_autoptr(WadiScenario) before = wadi_scenario_copy (wadi_document_get_scenario (document));

    wadi_stamp_put (stamp, document, (WadiHex) { 6, 5 }, "Paste");
    if (wadi_document_can_undo (document))
      {
        CHECK (wadi_document_undo (document));
        CHECK (wadi_scenario_equal (wadi_document_get_scenario (document), before));
      }
  }
  return 0;
}
