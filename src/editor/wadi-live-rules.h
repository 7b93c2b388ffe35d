/* wadi-live-rules.h: a document's diagnostics, kept up to date
 *
 * Follows a WadiDocument: on each ::changed it brings its WadiRulesContext
 * up to date at once (so the inspector and the placement check always read
 * the scenario as it is) and merges the change's region into a pending one;
 * an idle then re-validates that region only (WadiValidator) and updates
 * the list, a GListModel of WadiDiagnosticItem in report order, with
 * items-changed for the runs that changed.  ::updated follows.
 */
#pragma once

#include <gio/gio.h>

#include "wadi-diagnostic-item.h"
#include "wadi-document.h"
#include "wadi-rules-context.h"

G_BEGIN_DECLS

#define WADI_TYPE_LIVE_RULES (wadi_live_rules_get_type ())
G_DECLARE_FINAL_TYPE (WadiLiveRules, wadi_live_rules, WADI, LIVE_RULES, GObject)

WadiLiveRules *wadi_live_rules_new (WadiDocument *document);

/* The costly part of new live rules (the rules context, the validator and
 * its first report), made on any thread for a scenario nothing else
 * touches meanwhile: a file's scenario, in the thread that read it. */
typedef struct _WadiLiveRulesStart WadiLiveRulesStart;

WadiLiveRulesStart *wadi_live_rules_start_new (const WadiScenario *scenario);
/* The same, stopped at once (NULL) when cancellable is cancelled before
 * the validation is done: a file's open cancelled. */
WadiLiveRulesStart *wadi_live_rules_start_new_cancellable (const WadiScenario *scenario,
                                                           GCancellable       *cancellable);
void                wadi_live_rules_start_free (WadiLiveRulesStart *start);
/* Live rules for document, whose scenario is the one start was made for
 * (start is taken). */
WadiLiveRules *wadi_live_rules_new_started (WadiDocument       *document,
                                            WadiLiveRulesStart *start);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WadiLiveRulesStart, wadi_live_rules_start_free)
WadiDocument           *wadi_live_rules_get_document (WadiLiveRules *self);
const WadiRulesContext *wadi_live_rules_get_context (WadiLiveRules *self);

/* Validates what is pending now, instead of in the idle. */
void     wadi_live_rules_flush (WadiLiveRules *self);
gboolean wadi_live_rules_is_pending (WadiLiveRules *self);
guint    wadi_live_rules_count (WadiLiveRules *self,
                                WadiSeverity   severity);
/* Microseconds from the first change of the last batch to the list being
 * up to date. */
gint64 wadi_live_rules_last_latency (WadiLiveRules *self);

/* The lookups below read the list as it was before a change while the
 * change's items-changed signals run: a handler of those reads the list
 * through GListModel. */

/* Appends to out (a GArray of WadiDiagnostic) the diagnostics whose hex
 * (of the map) lies in the columns col0..col1 and rows row0..row1: what
 * the canvas marks.  Costs the rows times a binary search, plus what it
 * finds. */
void wadi_live_rules_collect_marks (WadiLiveRules *self,
                                    int            col0,
                                    int            row0,
                                    int            col1,
                                    int            row1,
                                    GArray        *out);
/* The diagnostics that touch a hex: in it, on one of its hexsides or
 * vertices, or at one of its counters; appended to out (WadiDiagnostic). */
void wadi_live_rules_collect_at_hex (WadiLiveRules *self,
                                     WadiHex        hex,
                                     GArray        *out);
/* The position of diagnostic in the list, or GTK_INVALID_LIST_POSITION's
 * value G_MAXUINT. */
guint wadi_live_rules_find (WadiLiveRules        *self,
                            const WadiDiagnostic *diagnostic);

G_END_DECLS
