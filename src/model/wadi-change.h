/* wadi-change.h: one recorded change of one target of a scenario
 *
 * A change knows its target (a hex, a hexside, a counter id, the SSR, the
 * ruleset, the metadata, a hex or a hexside of an overlay's definition,
 * or the overlays and their placements as a whole), the target's state
 * before and after, and how to put either back.  Each kind of change is
 * a small unit of its own (wadi-change-<kind>.c) behind the
 * WadiChangeClass table, as Tiled keeps one undo command per kind.
 * WadiDocument makes a change for every step of an edit, applies it, and
 * merges it into the edit's earlier change of the same target, so an edit
 * holds one change per target: the first before and the last after (but
 * see renumbers_hexes and rewrites_overlays).
 *
 * Used by WadiDocument (and its tests) only; everyone else edits through
 * wadi-document.h.
 */
#pragma once

#include "wadi-region.h"
#include "wadi-scenario.h"

G_BEGIN_DECLS

typedef struct _WadiChangeClass WadiChangeClass;

/* What a change targets: changes of one edit with equal targets merge.
 * a, b and c mean what the kind says (a hex's column and row, a hexside's
 * direction, a counter's id); unused ones are 0. */
typedef struct
{
  const WadiChangeClass *klass;
  int                    a;
  int                    b;
  int                    c;
} WadiChangeTarget;

/* The head of every kind's record. */
typedef struct
{
  WadiChangeTarget target;
} WadiChange;

struct _WadiChangeClass
{
  const char *name;
  /* Whether the change gives map hexes new places (a board laid out
   * anew): changes recorded before it name hexes as they were, so nothing
   * after it merges with them, nor do they pack. */
  gboolean renumbers_hexes;
  /* Whether the change puts every overlay definition back whole
   * (wadi-change-overlays.c): a change of a part of a definition recorded
   * before it would put that part back over it, so nothing after it merges
   * with such changes, nor do they pack. */
  gboolean rewrites_overlays;
  /* Whether the change is of a part of an overlay's definition. */
  gboolean edits_overlay;
  /* Frees what the record owns (not the record); NULL when it owns nothing. */
  void (*clear) (WadiChange *change);
  /* Puts the after into the scenario. */
  void (*apply) (const WadiChange *change,
                 WadiScenario     *scenario);
  /* Puts the before back into the scenario. */
  void (*revert) (const WadiChange *change,
                  WadiScenario     *scenario);
  /* Takes the after of later, a change of the same target made after
   * change; later is freed next, so its contents may be stolen. */
  void (*merge) (WadiChange *change,
                 WadiChange *later);
  /* Whether the after is the before: the change came back to its start. */
  gboolean (*is_noop) (const WadiChange *change);
  /* Adds what differs between the before and the after to region. */
  void (*add_region) (const WadiChange   *change,
                      const WadiScenario *scenario,
                      WadiRegion         *region);
  /* The bytes the change holds, the record included (for the document's
   * bound on undo memory). */
  gsize (*size) (const WadiChange *change);
};

/* What a record of bytes costs: the bytes, the allocator's header and the
 * edit's pointer to it. */
static inline gsize
wadi_change_record_size (gsize bytes)
{
  return bytes + 2 * sizeof (gpointer);
}

/* What every change does, whatever its kind. */
void     wadi_change_free (WadiChange *change);
void     wadi_change_apply (const WadiChange *change,
                            WadiScenario     *scenario);
void     wadi_change_revert (const WadiChange *change,
                             WadiScenario     *scenario);
void     wadi_change_merge (WadiChange *change,
                            WadiChange *later);
gboolean wadi_change_is_noop (const WadiChange *change);
gsize    wadi_change_size (const WadiChange *change);
void     wadi_change_add_region (const WadiChange   *change,
                                 const WadiScenario *scenario,
                                 WadiRegion         *region);

/* For a GHashTable keyed by &change->target. */
guint    wadi_change_target_hash (gconstpointer target);
gboolean wadi_change_target_equal (gconstpointer a,
                                   gconstpointer b);

/* The kinds.  Each constructor records the target's state in scenario as
 * the before and the given state as the after; nothing changes until
 * wadi_change_apply.  A constructor returns NULL when the target already
 * is in that state: there is nothing to change (a brush passes over
 * painted hexes all the time, and this costs it no allocation).  The
 * targets must exist (the document checks). */

/* wadi-change-cell.c: one hex's cell. */
WadiChange *wadi_change_cell_new (const WadiScenario *scenario,
                                  WadiHex             hex,
                                  const WadiHexCell  *cell);

/* The cell changes among changes (the rest untouched), packed into one
 * change that holds their targets and cells in arrays, a fraction of the
 * records' memory; NULL when there are too few to be worth it.  The
 * packed ones are removed from changes.  For an edit that is closed: a
 * packed change merges with nothing. */
WadiChange *wadi_change_cells_pack (GPtrArray *changes);

/* wadi-change-overlay-cell.c: the cell of hex of overlay overlay's
 * definition (hex a hex of its fragment), as every placement of the
 * overlay shows it: the region is the map hexes the hex lies on. */
WadiChange *wadi_change_overlay_cell_new (const WadiScenario *scenario,
                                          guint               overlay,
                                          WadiHex             hex,
                                          const WadiHexCell  *cell);

/* Adds to region the map hexes where the placements of overlay overlay
 * put hex of its fragment (any hex, in the fragment or beside it), those
 * on the map: where a change of that hex or its hexsides shows. */
void wadi_change_add_overlay_hex_region (const WadiScenario *scenario,
                                         guint               overlay,
                                         WadiHex             hex,
                                         WadiRegion         *region);

/* The overlay cell changes among changes, packed as
 * wadi_change_cells_pack packs the map's; NULL when there are too few. */
WadiChange *wadi_change_overlay_cells_pack (GPtrArray *changes);

/* wadi-change-overlay-side.c: the features of a hexside of overlay
 * overlay's definition (side.hex a hex of its fragment), as every
 * placement of the overlay shows it: the region is the map hexes on
 * either side of it. */
WadiChange *wadi_change_overlay_side_new (const WadiScenario *scenario,
                                          guint               overlay,
                                          WadiHexside         side,
                                          guint               features);

/* wadi-change-side.c: one hexside's features; side is canonical. */
WadiChange *wadi_change_side_new (const WadiScenario *scenario,
                                  WadiHexside         side,
                                  guint               features);

/* wadi-change-counter.c: the counter of one id; counter NULL removes it,
 * and a counter that did not exist is added. */
WadiChange *wadi_change_counter_new (const WadiScenario *scenario,
                                     guint               id,
                                     const WadiCounter  *counter);

/* wadi-change-ssr.c */
WadiChange *wadi_change_ssr_new (const WadiScenario *scenario,
                                 const WadiSsr      *ssr);

/* wadi-change-ruleset.c */
WadiChange *wadi_change_ruleset_new (const WadiScenario *scenario,
                                     WadiRulesetId       ruleset);

/* wadi-change-metadata.c: the title, author and description. */
/* wadi-change-card.c: the scenario card (turns, whether a half turn ends
 * them, forces, special rules), copied. */
WadiChange *wadi_change_card_new (const WadiScenario *scenario,
                                  guint               turns,
                                  gboolean            half_turn,
                                  const GArray       *sides,
                                  const GPtrArray    *special_rules);

WadiChange *wadi_change_metadata_new (const WadiScenario *scenario,
                                      const char         *title,
                                      const char         *author,
                                      const char         *description);
/* wadi-change-metadata.c too: the card's texts (date and place line,
 * victory conditions, aftermath), the other texts kept.  One change class
 * for every text of the scenario, so that a title and a victory changed
 * together merge. */
WadiChange *wadi_change_card_texts_new (const WadiScenario *scenario,
                                        const char         *date_place,
                                        const char         *victory,
                                        const char         *aftermath);

/* wadi-change-overlays.c: the overlay definitions and placements as a
 * whole (a placement names its overlay by index, so the two change
 * together).  Painting an overlay's hex or hexside is a change of its own
 * (above).  The first adds placement, and fragment (copied) as the
 * definition of overlay_id when the scenario has none; placement->overlay
 * is filled in.  The second removes the placement at index. */
WadiChange *wadi_change_overlays_new_placed (const WadiScenario         *scenario,
                                             const char                 *overlay_id,
                                             const WadiBoard            *fragment,
                                             const WadiOverlayPlacement *placement);
WadiChange *wadi_change_overlays_new_removed (const WadiScenario *scenario,
                                              guint               index);
/* The placement at index moved to anchor and turned orientation. */
WadiChange *wadi_change_overlays_new_moved (const WadiScenario *scenario,
                                            guint               index,
                                            WadiHex             anchor,
                                            guint               orientation);

/* wadi-change-picture.c: board board's background picture (copied;
 * NULL: none). */
WadiChange *wadi_change_picture_new (const WadiScenario *scenario,
                                     guint               board,
                                     const WadiPicture  *picture);

/* wadi-change-map.c: the map laid out anew (wadi_scenario_set_boards with
 * these arguments): the map, the counters and the overlay placements as a
 * whole.  NULL with error set when the layout is refused. */
WadiChange *wadi_change_map_new (const WadiScenario     *scenario,
                                 GPtrArray              *boards,
                                 const WadiMapPlacement *placements,
                                 const guint            *from,
                                 GError                **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WadiChange, wadi_change_free)

G_END_DECLS
