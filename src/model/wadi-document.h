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
/* The format version of the file the scenario was read from, 0 when it was
 * not read from a file: below WADI_FORMAT_VERSION, saving upgrades it. */
guint wadi_document_get_format_version (WadiDocument *self);

void     wadi_document_begin_edit (WadiDocument *self,
                                   const char   *label);
void     wadi_document_end_edit (WadiDocument *self);
gboolean wadi_document_in_edit (WadiDocument *self);
/* Ends the open edit, outermost, by undoing what it changed (Escape in
 * the middle of a stroke): no step is recorded and the redo steps stay.
 * FALSE, and nothing done, inside another edit. */
gboolean wadi_document_cancel_edit (WadiDocument *self);

/* begin_edit for an edit of very many changes at once (a fill, a
 * selection cleared, moved or pasted): ::changed is signalled once, when
 * it ends (wadi_document_end_edit), with all its changes' regions, not
 * after each.  A million hexes signalled one by one held the window 8 s
 * in its handlers.  Inside another bulk edit, it is part of that one. */
void wadi_document_begin_bulk_edit (WadiDocument *self,
                                    const char   *label);

/* The changes.  Each returns FALSE (and changes nothing) when its target
 * does not exist. */
/* Hexes are hexes of the map (wadi-map.h): a hex two boards share is one
 * target. */
gboolean wadi_document_set_cell (WadiDocument      *self,
                                 WadiHex            hex,
                                 const WadiHexCell *cell);
gboolean wadi_document_set_side (WadiDocument *self,
                                 WadiHexside   side,
                                 guint         features);
/* Returns the new counter's id (0 on failure). */
guint    wadi_document_add_counter (WadiDocument      *self,
                                    const WadiCounter *counter);
gboolean wadi_document_remove_counter (WadiDocument *self,
                                       guint         id);
gboolean wadi_document_replace_counter (WadiDocument      *self,
                                        const WadiCounter *counter);
/* Board board's background picture (copied; NULL removes it): set,
 * removed, aligned or its opacity changed, one undo step (or part of the
 * open edit).  FALSE when there is no such board or the fit cannot be
 * drawn. */
gboolean wadi_document_set_picture (WadiDocument      *self,
                                    guint              board,
                                    const WadiPicture *picture);
void     wadi_document_set_ssr (WadiDocument  *self,
                                const WadiSsr *ssr);
void     wadi_document_set_ruleset (WadiDocument *self,
                                    WadiRulesetId ruleset);
void     wadi_document_set_metadata (WadiDocument *self,
                                     const char   *title,
                                     const char   *author,
                                     const char   *description);
/* The scenario card: the number of turns (0: not said), whether a half
 * turn follows them (6½ turns: the last only its first player turn;
 * ignored with no turns), the forces (WadiScenarioSide) and the free-text
 * special rules (char *), copied. */
void wadi_document_set_card (WadiDocument    *self,
                             guint            turns,
                             gboolean         half_turn,
                             const GArray    *sides,
                             const GPtrArray *special_rules);
/* The scenario card's texts: its date and place line, victory conditions
 * and aftermath. */
void wadi_document_set_card_texts (WadiDocument *self,
                                   const char   *date_place,
                                   const char   *victory,
                                   const char   *aftermath);
/* Places the overlay overlay_id on the map with its hex (0, 0) on anchor,
 * turned orientation * 60 degrees clockwise, as the scenario's last
 * placement.  The scenario's overlay of that id is used; when it has none,
 * a copy of fragment defines it.  FALSE (and nothing changes) when the
 * anchor hex is not on the map, orientation is not 0..5, or fragment is
 * given and differs from the scenario's overlay of that id. */
gboolean wadi_document_add_overlay_placement (WadiDocument    *self,
                                              const char      *overlay_id,
                                              const WadiBoard *fragment,
                                              WadiHex          anchor,
                                              guint            orientation);
/* Moves and turns the placement at index; FALSE when anchor is not on the
 * map or orientation not 0..5. */
gboolean wadi_document_move_overlay_placement (WadiDocument *self,
                                               guint         index,
                                               WadiHex       anchor,
                                               guint         orientation);
/* Paints overlay overlay's own definition at the hex of its fragment (so
 * every placement of it shows the change): its cell, or the features of
 * one of its hexsides. */
gboolean wadi_document_set_overlay_cell (WadiDocument      *self,
                                         guint              overlay,
                                         WadiHex            hex,
                                         const WadiHexCell *cell);
gboolean wadi_document_set_overlay_side (WadiDocument *self,
                                         guint         overlay,
                                         WadiHexside   side,
                                         guint         features);
/* Removes the placement at index; the overlay's definition stays. */
gboolean wadi_document_remove_overlay_placement (WadiDocument *self,
                                                 guint         index);

/* The map's boards, each an undoable step that moves what lies on the
 * board with it (wadi_scenario_set_boards).  add_board takes board (its
 * contents in its own coordinates) and lays it with its footprint's
 * top-left corner on the map hex origin (wadi_map_geomorphic_origin for a
 * place in an ASL board grid), turned turn * 60 degrees; place_board moves
 * and turns board index.  A layout where boards overlap (other than in the
 * half hexes geomorphic boards share) is refused with an error that says
 * where, and nothing changes.  Removing a board removes what lies on it
 * alone. */
gboolean wadi_document_add_board (WadiDocument *self,
                                  WadiBoard    *board,
                                  WadiHex       origin,
                                  guint         turn,
                                  GError      **error);
gboolean wadi_document_place_board (WadiDocument *self,
                                    guint         index,
                                    WadiHex       origin,
                                    guint         turn,
                                    GError      **error);
gboolean wadi_document_remove_board (WadiDocument *self,
                                     guint         index);

/* The undo history is bounded by the bytes it holds (the "undo-limit"
 * property; the editor sets it from GSettings): beyond it the oldest steps
 * are dropped.  A closed step of many hexes keeps them packed, about 20
 * bytes a hex. */
#define WADI_DOCUMENT_DEFAULT_UNDO_LIMIT (G_GUINT64_CONSTANT (256) * 1024 * 1024)
void wadi_document_set_undo_limit (WadiDocument *self,
                                   guint64       bytes);
/* What the undo history holds now, in bytes. */
guint64 wadi_document_get_undo_bytes (WadiDocument *self);

gboolean wadi_document_can_undo (WadiDocument *self);
gboolean wadi_document_can_redo (WadiDocument *self);
/* The label of the edit that undo (redo) would undo (redo), or NULL. */
const char *wadi_document_undo_label (WadiDocument *self);
const char *wadi_document_redo_label (WadiDocument *self);
gboolean    wadi_document_undo (WadiDocument *self);
gboolean    wadi_document_redo (WadiDocument *self);
/* How many undo steps the document has recorded since it was made: it
 * grows when an edit ends with something to undo, never otherwise (an
 * edit whose changes all came back to where they started records none),
 * so a caller tells whether its edit became a step. */
guint64 wadi_document_get_steps_recorded (WadiDocument *self);

/* Modified: whether the scenario differs from the last mark_saved (or from
 * how it was created), counted in undo steps. */
gboolean wadi_document_get_modified (WadiDocument *self);
void     wadi_document_mark_saved (WadiDocument *self);
/* No saved state is reachable any more: a document recovered from a draft
 * differs from its file until it is saved. */
void wadi_document_mark_unsaved (WadiDocument *self);

/* What derives from the scenario and must be true before anyone reacts to
 * a change (the live rules' context, src/editor/wadi-live-rules.c) is
 * brought up to date in a hook: the document runs its hooks, in the order
 * they were added, before any ::changed handler, whenever that handler was
 * connected.  A hook must not change the document, nor add or remove hooks.
 * add returns an id (never 0) for remove. */
typedef void (*WadiDocumentHook) (WadiDocument     *document,
                                  const WadiRegion *region,
                                  gpointer          data);

guint wadi_document_add_change_hook (WadiDocument    *self,
                                     WadiDocumentHook hook,
                                     gpointer         data);
void  wadi_document_remove_change_hook (WadiDocument *self,
                                        guint         id);

G_END_DECLS
