/* wadi-counter-editor.h: the selected counter's properties, edited
 *
 * Kind, side, name, strength, unit class, position, Crest centre
 * hexside, CAFP vertex, "HD (rear)" and hidden, as the counter's kind and
 * the scenario's ruleset allow.  Each change is one undo step of the
 * document (wadi_document_replace_counter), which the live rules then
 * check again; an undo shows in the rows at once.
 */
#pragma once

#include <adwaita.h>

#include "wadi-document.h"

G_BEGIN_DECLS

#define WADI_TYPE_COUNTER_EDITOR (wadi_counter_editor_get_type ())
G_DECLARE_FINAL_TYPE (WadiCounterEditor, wadi_counter_editor, WADI, COUNTER_EDITOR, AdwBin)

GtkWidget *wadi_counter_editor_new (void);
/* The document whose counters are edited (its :document property, which
 * the window binds to its own); followed through a GSignalGroup. */
void          wadi_counter_editor_set_document (WadiCounterEditor *self,
                                                WadiDocument      *document);
WadiDocument *wadi_counter_editor_get_document (WadiCounterEditor *self);
/* The counter shown (0: none, and the editor hides). */
void  wadi_counter_editor_show_counter (WadiCounterEditor *self,
                                        guint              id);
guint wadi_counter_editor_get_counter (WadiCounterEditor *self);

/* The rows, for the tests: "kind", "side", "name", "strength", "class",
 * "position", "centre", "vertex", "hd-rear", "hidden". */
GtkWidget *wadi_counter_editor_get_row (WadiCounterEditor *self,
                                        const char        *name);

G_END_DECLS
