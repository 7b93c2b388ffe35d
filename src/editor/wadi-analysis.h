/* wadi-analysis.h: the analysis tool's whole-map answers, kept up to date
 *
 * Follows a WadiDocument and answers, off the main loop, one question
 * about the whole map: what a hex sees (wadi_viewshed_new ()), where a
 * unit there can go within a budget (wadi_reach_new ()), and, beside
 * either, which hexes no unit of a side sees (wadi_side_eyes_new ()).
 * Each answer is computed in a GTask thread on a copy of the scenario with
 * its own rules context; after every edit the question is asked again,
 * and the last answer is kept (and drawn) until the new one is ready, so
 * an edit never waits for it.  ::updated says a new answer is in.
 */
#pragma once

#include <gio/gio.h>

#include "wadi-document.h"
#include "wadi-reach.h"
#include "wadi-render-rules.h"

G_BEGIN_DECLS

#define WADI_TYPE_ANALYSIS (wadi_analysis_get_type ())
G_DECLARE_FINAL_TYPE (WadiAnalysis, wadi_analysis, WADI, ANALYSIS, GObject)

typedef enum
{
  WADI_ANALYSIS_NONE,
  WADI_ANALYSIS_VIEWSHED, /* what a hex sees */
  WADI_ANALYSIS_REACH,    /* where a unit there can go */
} WadiAnalysisMode;

WadiAnalysis *wadi_analysis_new (WadiDocument *document);
/* The document followed (borrowed; NULL for none): the answer is dropped. */
void wadi_analysis_set_document (WadiAnalysis *self,
                                 WadiDocument *document);

/* The viewshed of hex: from the position of the unit counter there (a
 * Crest status), else IN its depression when it has one, else on the
 * ground; targets at the position a unit takes in each hex by default. */
void wadi_analysis_show_viewshed (WadiAnalysis *self,
                                  WadiHex       hex);
/* The reach from hex of the unit counter there (its class and position),
 * or else of infantry; budget <= 0: the class's usual allowance
 * (wadi_analysis_default_budget ()). */
void wadi_analysis_show_reach (WadiAnalysis *self,
                               WadiHex       hex,
                               double        budget);
/* The same with the mover's options (NULL: none).  An option the rules
 * refuse for the unit there (Double Time for a vehicle, a VCA in Tide of
 * Iron, a road move off the road) is left out of the answer, and
 * wadi_analysis_describe () says why. */
void wadi_analysis_show_reach_with (WadiAnalysis           *self,
                                    WadiHex                 hex,
                                    double                  budget,
                                    const WadiReachOptions *options);
/* The options the reach shown was computed with (those the rules allowed),
 * and the first one left out with its reason (static, untranslated) or
 * NULL; FALSE when no reach is shown. */
gboolean wadi_analysis_get_reach_options (WadiAnalysis     *self,
                                          WadiReachOptions *applied,
                                          const char      **refused);
void     wadi_analysis_clear (WadiAnalysis *self);
/* A side's dead ground, hatched beside the rest; NULL for none. */
void        wadi_analysis_set_dead_ground_side (WadiAnalysis *self,
                                                const char   *side);
const char *wadi_analysis_get_dead_ground_side (WadiAnalysis *self);

/* A typical movement allowance: 4 MF for infantry, 10 MF cavalry, more
 * for vehicles. */
double wadi_analysis_default_budget (WadiUnitClass unit_class);

/* The question asked last, and whether its answer is still being
 * computed (the answer shown is then an older one's). */
WadiAnalysisMode wadi_analysis_get_mode (WadiAnalysis *self);
gboolean         wadi_analysis_get_origin (WadiAnalysis *self,
                                           WadiHex      *hex);
gboolean         wadi_analysis_is_pending (WadiAnalysis *self);
/* How many answers came in since the analysis was made. */
guint wadi_analysis_get_serial (WadiAnalysis *self);
/* How many times a question copied the scenario whole, not brought the
 * copy of an answer before up to date (for tests and benchmarks). */
guint wadi_analysis_get_copies (WadiAnalysis *self);

/* The answer shown: arrays of one entry a hex of the grid it was computed
 * for (its path empty), valid until the next ::updated.  Fills every
 * member of *out but the path. */
void wadi_analysis_get_render (WadiAnalysis       *self,
                               WadiRenderAnalysis *out);
/* The shade of hex in the answer shown (WadiRenderShade), and whether it
 * is the side's dead ground. */
WadiRenderShade wadi_analysis_shade_at (WadiAnalysis *self,
                                        WadiHex       hex);
/* A reached hex's least cost, -1 when it is not reached. */
double wadi_analysis_cost_at (WadiAnalysis *self,
                              WadiHex       hex);
/* One cheapest path to hex (WadiHex, the origin first), empty when it is
 * not reached. */
GArray *wadi_analysis_path_to (WadiAnalysis *self,
                               WadiHex       hex);
/* What the answer says of hex, for the status line and screen readers:
 * "seen from 25K6", "cost 3 MF from 25K6", "dead ground to German";
 * NULL when it says nothing. */
char *wadi_analysis_describe (WadiAnalysis *self,
                              WadiHex       hex);

G_END_DECLS
