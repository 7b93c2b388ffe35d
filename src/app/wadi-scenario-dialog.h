/* wadi-scenario-dialog.h: Scenario Properties
 *
 * The scenario's title, author and description, and its card: the number
 * of turns (in halves: 6½), the forces (name, nationality, which moves first) and the
 * special rules as the card words them, beside the SSRs Wadi checks (the
 * SSR panel).  Apply makes every change one undo step of the document.
 */
#pragma once

#include <adwaita.h>

#include "wadi-document.h"

G_BEGIN_DECLS

#define WADI_TYPE_SCENARIO_DIALOG (wadi_scenario_dialog_get_type ())
G_DECLARE_FINAL_TYPE (WadiScenarioDialog, wadi_scenario_dialog, WADI, SCENARIO_DIALOG, AdwWindow)

/* document is borrowed for the dialog's life. */
WadiScenarioDialog *wadi_scenario_dialog_new (GtkWindow    *parent,
                                              WadiDocument *document);

/* What the fields say, for the tests; each as a user would fill it. */
void wadi_scenario_dialog_set_title (WadiScenarioDialog *self,
                                     const char         *title);
/* The scenario card's date and place line, victory conditions and
 * aftermath. */
void wadi_scenario_dialog_set_card_texts (WadiScenarioDialog *self,
                                          const char         *date_place,
                                          const char         *victory,
                                          const char         *aftermath);
/* turns as the field holds them: 6.5 for six and a half. */
void wadi_scenario_dialog_set_turns (WadiScenarioDialog *self,
                                     double              turns);
/* Adds a force row and fills it. */
void wadi_scenario_dialog_add_force (WadiScenarioDialog *self,
                                     const char         *name,
                                     const char         *nationality,
                                     const char         *setup,
                                     gboolean            sets_up_first,
                                     gboolean            moves_first);
/* Adds a special rule row with text. */
void  wadi_scenario_dialog_add_special_rule (WadiScenarioDialog *self,
                                             const char         *text);
guint wadi_scenario_dialog_count_forces (WadiScenarioDialog *self);
guint wadi_scenario_dialog_count_special_rules (WadiScenarioDialog *self);
/* Apply: the fields into the document as one undo step; the dialog closes. */
void wadi_scenario_dialog_apply (WadiScenarioDialog *self);

G_END_DECLS
