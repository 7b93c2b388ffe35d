/* wadi-document.h: a scenario and the one door every change goes through
 *
 * Each change is recorded in an edit (what changed, before and after).  The
 * edit is what the undo stack keeps, and the region it touched (a
 * WadiRegion, wadi-region.h) is what the ::changed signal carries, so the
 * validator re-checks and the canvas redraws only that.  A brush stroke is
 * one edit: begin_edit, any number of changes (each applied at once and
 * signalled), end_edit.  A change made outside begin/end is an edit of its
 * own.
 */
#pragma once

#include <glib-object.h>

#include "wadi-region.h"
#include "wadi-scenario.h"

G_BEGIN_DECLS

#define WADI_TYPE_DOCUMENT (wadi_document_get_type ())
G_DECLARE_FINAL_TYPE (WadiDocument, wadi_document, WADI, DOCUMENT, GObject)

/* Takes ownership of scenario. */
WadiDocument       *wadi_document_new (WadiScenario *scenario);
const WadiScenario *wadi_document_get_scenario (WadiDocument *self);

void     wadi_document_begin_edit (WadiDocument *self,
                                   const char   *label);
void     wadi_document_end_edit (WadiDocument *self);
gboolean wadi_document_in_edit (WadiDocument *self);

/* The changes.  Each returns FALSE (and changes nothing) when its target
 * does not exist. */
gboolean wadi_document_set_cell (WadiDocument      *self,
                                 guint              board,
                                 WadiHex            hex,
                                 const WadiHexCell *cell);
gboolean wadi_document_set_side (WadiDocument *self,
                                 guint         board,
                                 WadiHexside   side,
                                 guint         features);
/* Returns the new counter's id (0 on failure). */
guint    wadi_document_add_counter (WadiDocument      *self,
                                    const WadiCounter *counter);
gboolean wadi_document_remove_counter (WadiDocument *self,
                                       guint         id);
gboolean wadi_document_replace_counter (WadiDocument      *self,
                                        const WadiCounter *counter);
void     wadi_document_set_ssr (WadiDocument  *self,
                                const WadiSsr *ssr);
void     wadi_document_set_ruleset (WadiDocument *self,
                                    WadiRulesetId ruleset);
void     wadi_document_set_metadata (WadiDocument *self,
                                     const char   *title,
                                     const char   *author,
                                     const char   *description);
/* Places the overlay overlay_id on board with its hex (0, 0) on anchor,
 * turned orientation * 60 degrees clockwise, as the scenario's last
 * placement.  The scenario's overlay of that id is used; when it has none,
 * a copy of fragment defines it.  FALSE (and nothing changes) when the
 * board or anchor hex does not exist, orientation is not 0..5, or fragment
 * is given and differs from the scenario's overlay of that id. */
gboolean wadi_document_add_overlay_placement (WadiDocument    *self,
                                              const char      *overlay_id,
                                              const WadiBoard *fragment,
                                              guint            board,
                                              WadiHex          anchor,
                                              guint            orientation);
/* Removes the placement at index; the overlay's definition stays. */
gboolean wadi_document_remove_overlay_placement (WadiDocument *self,
                                                 guint         index);

gboolean wadi_document_can_undo (WadiDocument *self);
gboolean wadi_document_can_redo (WadiDocument *self);
/* The label of the edit that undo (redo) would undo (redo), or NULL. */
const char *wadi_document_undo_label (WadiDocument *self);
const char *wadi_document_redo_label (WadiDocument *self);
gboolean    wadi_document_undo (WadiDocument *self);
gboolean    wadi_document_redo (WadiDocument *self);

/* Modified: whether the scenario differs from the last mark_saved (or from
 * how it was created), counted in undo steps. */
gboolean wadi_document_get_modified (WadiDocument *self);
void     wadi_document_mark_saved (WadiDocument *self);

G_END_DECLS
