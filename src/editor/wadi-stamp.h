/* wadi-stamp.h: a piece of the map lifted to be put down elsewhere
 *
 * What a selection of hexes holds: each hex's cell, the features of its
 * six hexsides (a hexside between a selected hex and one that is not is
 * taken with the selected one), and the counters in it.  Positions are
 * cube vectors from the stamp's origin, so a stamp turns in 60 degree
 * steps (hexsides, Crest centres and CAFP vertices turn with it), flips
 * left to right, and is put down at any hex of a map of its grid, in one
 * undo step.  Copy, Cut, Paste, Delete and Move of the select-area tool are
 * stamps; so is the stamp brush, as Tiled's.  GTK-free: the clipboard
 * carries wadi_stamp_to_text.
 */
#pragma once

#include "wadi-document.h"
#include "wadi-render.h"

G_BEGIN_DECLS

typedef struct _WadiStamp WadiStamp;

/* The clipboard type of wadi_stamp_to_text's text, registered in
 * data/io.github.wadieditor.Wadi.mime.xml: Paste prefers it to plain text. */
#define WADI_STAMP_MIME_TYPE "application/x-wadi-stamp"

#define WADI_STAMP_ERROR (wadi_stamp_error_quark ())
GQuark wadi_stamp_error_quark (void);

/* The hexes (WadiHex of the document's map) and what lies on them; origin
 * is the first hex.  NULL when there is none on the map. */
WadiStamp *wadi_stamp_new_from_hexes (const WadiScenario *scenario,
                                      const GArray       *hexes);
/* The stamp's hexes as wadi_stamp_clear_hexes leaves them with its
 * origin on anchor (the blank hex of the board each is on, no hexside
 * feature, no counter): what a moved selection leaves behind.  The
 * scenario must have a map. */
WadiStamp *wadi_stamp_new_blank (const WadiStamp    *stamp,
                                 const WadiScenario *scenario,
                                 WadiHex             anchor);
void       wadi_stamp_free (WadiStamp *stamp);

/* What the stamp holds and how it is turned, as a number no other stamp
 * of this process has had: a new one when it is turned or mirrored, so
 * a picture of it can be kept until then. */
guint wadi_stamp_get_id (const WadiStamp *stamp);
guint wadi_stamp_get_n_hexes (const WadiStamp *stamp);
guint wadi_stamp_get_n_counters (const WadiStamp *stamp);

/* Turns the stamp turns * 60 degrees clockwise about its origin. */
void wadi_stamp_turn (WadiStamp *stamp,
                      guint      turns);
/* Mirrors the stamp left to right about its origin. */
void wadi_stamp_flip (WadiStamp *stamp);

/* The map hexes the stamp would cover with its origin on anchor (those on
 * the map), appended to out (WadiHex). */
void wadi_stamp_covered (const WadiStamp    *stamp,
                         const WadiScenario *scenario,
                         WadiHex             anchor,
                         GArray             *out);
/* What the stamp would paint with its origin on anchor: a
 * WadiRenderGhostCell (map hex and cell) for each of its hexes on the
 * map, appended to out, for the canvas to show before the click. */
void wadi_stamp_ghost (const WadiStamp    *stamp,
                       const WadiScenario *scenario,
                       WadiHex             anchor,
                       GArray             *out);

/* What the stamp would put down with its origin on anchor, all of it
 * (cells, streams and other depressions, hexside features, counters), as
 * a scenario of its own for the renderer (wadi_renderer_draw_ghost): one
 * board over the hexes it would cover, whose hex (0, 0) is the map hex
 * *origin (an even column and row, so the board's hexes are the map's
 * moved by whole stagger periods).  NULL when none of it is on the map. */
WadiScenario *wadi_stamp_ghost_scenario (const WadiStamp    *stamp,
                                         const WadiScenario *scenario,
                                         WadiHex             anchor,
                                         WadiHex            *origin);

/* Puts the stamp down with its origin on anchor, as one undo step named
 * label: the cells, hexsides and counters (new ids) of the hexes on the
 * map; returns how many of its hexes fell off the map. */
guint wadi_stamp_put (const WadiStamp *stamp,
                      WadiDocument    *document,
                      WadiHex          anchor,
                      const char      *label);

/* Clears the hexes (back to their board's default, no hexside features,
 * no counters) as one undo step named label. */
void wadi_stamp_clear_hexes (WadiDocument *document,
                             const GArray *hexes,
                             const char   *label);

/* The bounds of what Paste takes, and so of what Copy makes: the most
 * hexes a stamp holds, and the longest clipboard text read as a stamp, in
 * bytes (a reader stops reading past it).  A stamp holds no more counters
 * than a file, nor longer texts. */
#define WADI_STAMP_MAX_HEXES (1024 * 1024)
#define WADI_STAMP_MAX_TEXT (64 * 1024 * 1024)

/* Text for the clipboard, and back: a versioned GVariant text, checked
 * on the way in (bounded in size, every value in range); NULL and error
 * when it is not a stamp. */
char      *wadi_stamp_to_text (const WadiStamp *stamp);
WadiStamp *wadi_stamp_new_from_text (const char *text,
                                     GError    **error);

/* Whether a selection of n_hexes hexes holding n_counters counters is
 * within what Paste takes; FALSE and error, saying why, when not.  Known
 * before any stamp is made, so that Copy refuses at once. */
gboolean wadi_stamp_check_copy (guint    n_hexes,
                                guint    n_counters,
                                GError **error);
/* wadi_stamp_to_text for Copy: NULL and error, saying why, when Paste
 * would refuse the stamp, for its counts (wadi_stamp_check_copy) or its
 * text longer than WADI_STAMP_MAX_TEXT.  Seconds for a million hexes: it
 * is meant for a worker (the stamp is only read). */
char *wadi_stamp_to_copy_text (const WadiStamp *stamp,
                               GError         **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WadiStamp, wadi_stamp_free)

G_END_DECLS
