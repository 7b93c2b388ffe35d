/* wadi-scenario.h: what a .wadi file holds
 *
 * Metadata, the ruleset, the map (its boards and where they lie,
 * wadi-map.h), overlays and where they are placed on the map, the scenario
 * special rules and the counters.  Every hex here is a hex of the map.
 * Plain structs: a WadiDocument (wadi-document.h) owns one and changes it
 * through edits.
 */
#pragma once

#include <glib.h>

#include "wadi-board.h"
#include "wadi-map.h"

G_BEGIN_DECLS

/* Which rules a scenario is played under.  What each ruleset knows and
 * does is the rules core's (wadi-ruleset.h); the model knows only the ids
 * and their names in files. */
typedef enum
{
  WADI_RULESET_ASL,     /* Advanced Squad Leader: B20, F5 */
  WADI_RULESET_TOI,     /* Tide of Iron, Days of the Fox */
  WADI_RULESET_CLASSIC, /* the classic Avalon Hill charts ("pb" in format version 1) */
  WADI_RULESET_COUNT
} WadiRulesetId;

typedef enum
{
  WADI_STREAM_DRY,
  WADI_STREAM_SHALLOW,
  WADI_STREAM_DEEP,
  WADI_STREAM_FLOODED,
  WADI_STREAM_DEPTH_COUNT
} WadiStreamDepth;

typedef struct
{
  WadiStreamDepth stream_depth;                 /* B20.4: shallow unless an SSR says otherwise */
  gboolean        frozen;                       /* B20.7 */
  gboolean        snow;                         /* B20.7: a non-frozen stream with snow is frigid */
  gboolean        toi_wadi_rules;               /* Tide of Iron: wadi rules instead of crevasse terrain */
  gboolean        toi_stream_bridges_block_los; /* DoF rule 4: only when an SSR says so */
} WadiSsr;

/* The SSRs of WadiSsr, as bits: the ones a ruleset owns are the ones its
 * rules read (WadiRulesetSsr in src/rules has the same bits), and the only
 * ones a file, `wadi-cli info` and the exports write for it. */
typedef enum
{
  WADI_SSR_STREAM_DEPTH = 1 << 0,
  WADI_SSR_FROZEN = 1 << 1,
  WADI_SSR_SNOW = 1 << 2,
  WADI_SSR_TOI_WADI_RULES = 1 << 3,
  WADI_SSR_TOI_STREAM_BRIDGES_BLOCK_LOS = 1 << 4,
} WadiSsrFields;

typedef enum
{
  WADI_COUNTER_FORD,
  WADI_COUNTER_BRIDGE,
  WADI_COUNTER_CREST,         /* Infantry/Gun Crest counter: centre hexside */
  WADI_COUNTER_VEHICLE_CREST, /* Vehicle Crest counter: CAFP vertex */
  WADI_COUNTER_WIRE,
  WADI_COUNTER_MINEFIELD,
  WADI_COUNTER_FOXHOLE,
  WADI_COUNTER_UNIT,
  WADI_COUNTER_KIND_COUNT
} WadiCounterKind;

typedef enum
{
  WADI_UNIT_INFANTRY,
  WADI_UNIT_CAVALRY,
  WADI_UNIT_FULLY_TRACKED,
  WADI_UNIT_HALFTRACK,
  WADI_UNIT_TRUCK,
  WADI_UNIT_MOTORCYCLE,
  WADI_UNIT_TOWED_GUN,
  WADI_UNIT_CLASS_COUNT
} WadiUnitClass;

/* Where in its hex a counter stands. */
typedef enum
{
  WADI_POSITION_GROUND, /* on the hex's ground level */
  WADI_POSITION_IN,     /* IN the depression */
  WADI_POSITION_CREST,  /* Crest status */
  WADI_POSITION_BRIDGE, /* bridge level (Tide of Iron wadi bridge hex) */
  WADI_POSITION_WADI,   /* wadi level (Tide of Iron wadi bridge hex) */
  WADI_POSITION_COUNT
} WadiPosition;

typedef struct
{
  guint           id; /* unique in the scenario, > 0 */
  WadiCounterKind kind;
  WadiHex         hex;        /* on the map */
  WadiDirection   centre;     /* CREST: centre protected hexside */
  WadiVertexIndex vertex;     /* VEHICLE_CREST: CAFP vertex */
  gboolean        hd_rear;    /* VEHICLE_CREST: "HD (rear)" side up */
  WadiUnitClass   unit_class; /* UNIT and VEHICLE_CREST */
  WadiPosition    position;   /* UNIT */
  char           *side;       /* UNIT: the nation or side, free text ("German") */
  char           *name;       /* free text ("1st Platoon", "Panzer IVF2"); may be NULL */
  char           *strength;   /* UNIT, VEHICLE_CREST: as printed ("4-6-7"); may be NULL */
  gboolean        hidden;     /* concealed or hidden from the other side (not drawn to it) */
} WadiCounter;

/* One side of a scenario. */
typedef struct
{
  char    *name;        /* "Germans", "Axis" */
  char    *nationality; /* "German": what counters of this side say as their side; may be NULL */
  gboolean moves_first;
  gboolean sets_up_first; /* format version 6 */
  /* where and when it sets up or enters, as the card says it ("Set up on
   * board 25 in hexes numbered <= 4"); may be NULL (format version 7) */
  char *setup;
} WadiScenarioSide;

/* An overlay definition: a small board fragment.  Where it lies, each of its
 * hexes (and their hexsides) replaces the board's. */
typedef struct
{
  char      *id; /* "W1" */
  WadiBoard *fragment;
} WadiOverlay;

/* Where an overlay lies: its fragment's hex (0, 0) on anchor (a map hex),
 * turned by orientation * 60 degrees clockwise.  It may lie across the
 * boards' seams. */
typedef struct
{
  guint   overlay; /* index into the scenario's overlays */
  WadiHex anchor;
  guint   orientation; /* 0..5 */
} WadiOverlayPlacement;

typedef struct
{
  char         *title;
  char         *author;
  char         *description;   /* the introduction, as the card prints it */
  char         *date_place;    /* "Near Tobruk, Libya, 21 November 1941": the card's date and place line */
  char         *victory;       /* the victory conditions, free text */
  char         *aftermath;     /* what happened, printed last on the card */
  gboolean      is_overlay;    /* an overlay's own document: its one board is the overlay, its id the overlay's */
  guint         turns;         /* game turns; 0 when not said */
  gboolean      half_turn;     /* and a half ("6½ turns"): the last only its first player turn; version 8 */
  GArray       *sides;         /* WadiScenarioSide, in the order the scenario lists them */
  GPtrArray    *special_rules; /* char *: free-text SSRs, beside those Wadi checks (ssr) */
  WadiRulesetId ruleset;
  WadiSsr       ssr;
  WadiMap      *map;        /* the boards and their hexes */
  GPtrArray    *overlays;   /* WadiOverlay */
  GArray       *placements; /* WadiOverlayPlacement */
  GArray       *counters;   /* WadiCounter, sorted by id */
  /* One past the highest counter id the scenario has held (ids are 1 to
   * G_MAXUINT), or 0 once it has held G_MAXUINT: see
   * wadi_scenario_free_counter_id (). */
  guint next_counter_id;
  /* The format version of the file it was read from (wadi-format.h); 0
   * for a scenario made in memory.  Not part of what it is: equal and the
   * writer ignore it (a saved file is always WADI_FORMAT_VERSION). */
  guint format_version;
} WadiScenario;

const char *wadi_ruleset_name (WadiRulesetId id);
gboolean    wadi_ruleset_from_name (const char    *name,
                                    WadiRulesetId *id);
/* The rulesets' names in format version 1 files, which the reader still
 * reads: the same but for the classic charts, "pb". */
const char *wadi_ruleset_v1_name (WadiRulesetId id);
gboolean    wadi_ruleset_from_v1_name (const char    *name,
                                       WadiRulesetId *id);
const char *wadi_stream_depth_name (WadiStreamDepth depth);
gboolean    wadi_stream_depth_from_name (const char      *name,
                                         WadiStreamDepth *depth);
const char *wadi_counter_kind_name (WadiCounterKind kind);
gboolean    wadi_counter_kind_from_name (const char      *name,
                                         WadiCounterKind *kind);
/* A kind's name for people ("Vehicle Crest"), untranslated: the caller
 * translates it (N_ marked). */
const char *wadi_counter_kind_display_name (WadiCounterKind kind);
const char *wadi_unit_class_name (WadiUnitClass unit_class);
gboolean    wadi_unit_class_from_name (const char    *name,
                                       WadiUnitClass *unit_class);
gboolean    wadi_unit_class_is_vehicle (WadiUnitClass unit_class);
const char *wadi_position_name (WadiPosition position);
gboolean    wadi_position_from_name (const char   *name,
                                     WadiPosition *position);

void          wadi_ssr_init_default (WadiSsr *ssr);
WadiSsrFields wadi_ssr_fields_of (WadiRulesetId ruleset);
/* Whether the SSRs the ruleset owns are the same in a and b. */
gboolean wadi_ssr_equal_for (WadiRulesetId  ruleset,
                             const WadiSsr *a,
                             const WadiSsr *b);

void wadi_scenario_side_copy_into (WadiScenarioSide       *dest,
                                   const WadiScenarioSide *src);
void wadi_scenario_side_clear (WadiScenarioSide *side);

void     wadi_counter_copy_into (WadiCounter       *dest,
                                 const WadiCounter *src);
void     wadi_counter_clear (WadiCounter *counter);
gboolean wadi_counter_equal (const WadiCounter *a,
                             const WadiCounter *b);

WadiScenario *wadi_scenario_new (WadiRulesetId ruleset);
WadiScenario *wadi_scenario_copy (const WadiScenario *scenario);
void          wadi_scenario_free (WadiScenario *scenario);
/* Brings copy, a copy of scenario made before changes whose regions
 * named hexes, up to date, at the cost of those hexes, not of the map's
 * (a copy of a million hexes takes milliseconds): the cells and hexsides
 * of hexes (wadi_map_update_copy ()), and the small parts whole (the
 * counters, the overlays and their placements, the card, the sides, the
 * SSR).  FALSE, copy unchanged, when the map was laid out anew since:
 * copy it again instead. */
gboolean wadi_scenario_update_copy (WadiScenario       *copy,
                                    const WadiScenario *scenario,
                                    const GArray       *hexes);

/* The map's hexes (a board of the map's size), or NULL when the scenario
 * has no board yet. */
static inline WadiBoard *
wadi_scenario_grid (const WadiScenario *scenario)
{
  return scenario->map->grid;
}

/* Lays the map out anew: boards (taken; each board's contents in its own
 * coordinates) at placements.  from[i] is the index board i had before
 * (G_MAXUINT for a new board; from may be NULL when nothing is placed on
 * the map yet): the counters and overlay placements on a board go where
 * it goes, turning with it, and those on no board any more are removed;
 * so does each board's background picture.  On error nothing changes. */
gboolean wadi_scenario_set_boards (WadiScenario           *scenario,
                                   GPtrArray              *boards,
                                   const WadiMapPlacement *placements,
                                   const guint            *from,
                                   GError                **error);
/* Adds board (taken) below the map's last board, as files of format
 * version 1 and 2 lay their boards out, and returns its index: ASL boards
 * numbered from row 0 join as geomorphic boards do (the lower board's B0 is
 * the upper one's B10), others share no hex.  A first board lies at the
 * map's origin, and is the map.  G_MAXUINT (and a critical warning) when
 * it cannot join. */
guint wadi_scenario_add_board (WadiScenario *scenario,
                               WadiBoard    *board);
/* The same, with an error when the board cannot join the map (a
 * pointy-top board below flat-top ones, two boards with one id); board is
 * taken either way. */
gboolean wadi_scenario_append_board (WadiScenario *scenario,
                                     WadiBoard    *board,
                                     GError      **error);
/* Lays boards (taken) out one below the other, as wadi_scenario_add_board
 * would one by one, on a scenario without boards, in one pass. */
gboolean wadi_scenario_stack_boards (WadiScenario *scenario,
                                     GPtrArray    *boards,
                                     GError      **error);
/* Board board's background picture becomes a copy of picture (NULL: none). */
void wadi_scenario_set_picture (WadiScenario      *scenario,
                                guint              board,
                                const WadiPicture *picture);
/* NULL when every board's background picture is where its path says;
 * else what is missing, in English, one board a line ("board 25's
 * background picture /home/d/b25.png is missing", or "is not a regular
 * file" when a folder or device is there), for wadi-cli.  The
 * scenario loads all the same. */
char    *wadi_scenario_missing_pictures (const WadiScenario *scenario);
gboolean wadi_scenario_find_board (const WadiScenario *scenario,
                                   const char         *id,
                                   guint              *index);

guint    wadi_scenario_add_overlay (WadiScenario *scenario,
                                    const char   *id,
                                    WadiBoard    *fragment);
gboolean wadi_scenario_find_overlay (const WadiScenario *scenario,
                                     const char         *id,
                                     guint              *index);
/* Resolves a label such as "25D7" or "D7" to a map hex.  A label without
 * board prefix names a hex of the first board.  Errors say why. */
gboolean wadi_scenario_parse_location (const WadiScenario *scenario,
                                       const char         *label,
                                       WadiHex            *hex,
                                       GError            **error);
/* The same, where a label without board prefix names a hex of
 * default_board (the last board when there are fewer). */
gboolean wadi_scenario_parse_board_label (const WadiScenario *scenario,
                                          const char         *label,
                                          guint               default_board,
                                          WadiHex            *hex,
                                          GError            **error);
/* "25D7": the label of the first board covering the map hex (board prefix
 * when the board is an ASL board with a number for its id); "?" when no
 * board covers it. */
char *wadi_scenario_location_label (const WadiScenario *scenario,
                                    WadiHex             hex);

/* The id a counter added without one gets: next_counter_id, or once that
 * has passed G_MAXUINT (a file may hold a counter of id G_MAXUINT) the
 * lowest id no counter has; 0 only when every id is taken.  Never an id in
 * use. */
guint wadi_scenario_free_counter_id (const WadiScenario *scenario);
/* Moves next_counter_id past id, which a counter now has (to 0 past
 * G_MAXUINT); adding does it, a reader that appends counters calls it. */
void wadi_scenario_note_counter_id (WadiScenario *scenario,
                                    guint         id);

/* Counters: add assigns an id when counter->id is 0 (free_counter_id's)
 * and returns it, or 0 when the id is taken or no id is free; the
 * scenario keeps its own copy. */
guint              wadi_scenario_add_counter (WadiScenario      *scenario,
                                              const WadiCounter *counter);
const WadiCounter *wadi_scenario_find_counter (const WadiScenario *scenario,
                                               guint               id);
gboolean           wadi_scenario_remove_counter (WadiScenario *scenario,
                                                 guint         id);
gboolean           wadi_scenario_replace_counter (WadiScenario      *scenario,
                                                  const WadiCounter *counter);

/* The hexes of the map grid that fragment covers when its hex (0, 0) lies
 * on anchor, turned orientation * 60 degrees clockwise: a WadiHex array, in
 * the fragment's hex order, without the hexes that fall off the map. */
GArray *wadi_overlay_covered_hexes (const WadiBoard *grid,
                                    const WadiBoard *fragment,
                                    WadiHex          anchor,
                                    guint            orientation);

/* The map hex (of grid board) where fragment's hex from lies when the
 * fragment's hex (0, 0) lies on anchor, turned orientation * 60 degrees
 * clockwise; it may be off the map. */
WadiHex wadi_overlay_map_hex (const WadiBoard *board,
                              const WadiBoard *fragment,
                              WadiHex          anchor,
                              guint            orientation,
                              WadiHex          from);

/* The placement lying on top at map hex, and the hex of its overlay's
 * fragment there; FALSE when no overlay covers hex. */
gboolean wadi_scenario_overlay_at (const WadiScenario *scenario,
                                   WadiHex             hex,
                                   guint              *placement_index,
                                   WadiHex            *fragment_hex);

/* The map as the rules see it: a copy of its grid with every overlay
 * stamped over its hexes; NULL when the scenario has no board. */
WadiBoard *wadi_scenario_compose_map (const WadiScenario *scenario);
/* Brings composed, the scenario's composed map before hexes of its grid
 * or of its overlays changed (or an overlay was placed or lifted there),
 * up to date: those hexes and the hexsides round them composed again, as
 * wadi_scenario_compose_map () would, at the cost of the overlays' hexes,
 * not the map's.  FALSE, composed unchanged, when composed is not of the
 * grid's size or hexes are more than composing the map costs: compose it
 * again instead. */
gboolean wadi_scenario_compose_hexes (const WadiScenario *scenario,
                                      WadiBoard          *composed,
                                      const GArray       *hexes);

gboolean wadi_scenario_equal (const WadiScenario *a,
                              const WadiScenario *b);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WadiScenario, wadi_scenario_free)

G_END_DECLS
