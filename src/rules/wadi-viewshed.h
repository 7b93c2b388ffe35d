/* wadi-viewshed.h: every hex a location sees, and the ground a side does not
 *
 * A viewshed asks wadi_los () from one location to every hex of the map,
 * the target standing where the caller says (on the ground, IN any
 * depression, or where a unit there stands by default): the answers are
 * wadi_los ()'s own, so a viewshed and `wadi-cli los` never disagree.  A
 * side's eyes are the union of the viewsheds of its units as placed; the
 * hexes outside it are that side's dead ground.
 *
 * GTK-free and reentrant: a viewshed only reads the context, so the editor
 * may compute one in a worker thread while the context is not updated.
 * It shares its targets out to a thread per processor the process may run
 * on (g_get_num_processors ()) and returns when they are all answered; the
 * answers do not depend on how many there were.  Each target's answer is
 * a batch's (wadi-los-batch.h): wadi_los ()'s verdict, reason and rule.
 */
#pragma once

#include "wadi-los.h"

G_BEGIN_DECLS

/* Where the target in each hex stands. */
typedef enum
{
  WADI_VIEWSHED_TARGET_DEFAULT, /* where a unit there stands by default (wadi_rules_default_position ()) */
  WADI_VIEWSHED_TARGET_GROUND,  /* on the ground of every hex */
  WADI_VIEWSHED_TARGET_IN,      /* IN the depression of every depression hex, even under a bridge; else ground */
} WadiViewshedTarget;

/* One hex's answer. */
typedef enum
{
  WADI_VIEWSHED_HEX_ON_MAP = 1 << 0,        /* the hex is a hex of the map (else nothing was asked) */
  WADI_VIEWSHED_HEX_BLIND_BETWEEN = 1 << 1, /* the line passes hexes blind from the viewer (Tide of Iron) */
} WadiViewshedHexFlags;

typedef struct
{
  guint8      verdict;  /* WadiLosVerdict; BLOCKED off the map */
  guint8      flags;    /* WadiViewshedHexFlags */
  guint8      position; /* WadiPosition the target stood at */
  const char *reason;   /* wadi_los ()'s, static, untranslated */
  const char *rule;     /* static, or NULL */
} WadiViewshedHex;

typedef struct
{
  WadiLocation       from;
  WadiViewshedTarget target;
  int                target_height;
  int                cols, rows; /* the map's */
  guint              n_on_map;
  guint              n_clear;    /* hexes with verdict CLEAR */
  guint              n_blind;    /* hexes with verdict BLIND */
  WadiViewshedHex   *hexes;      /* cols * rows, by wadi_board_index () */
  gboolean           stream_hex; /* whether the map had a stream hex (wadi_stream_ground_level () reads it) */
} WadiViewshed;

/* The position the target stands at in hex. */
WadiPosition wadi_viewshed_target_position (const WadiRulesContext *ctx,
                                            WadiHex                 hex,
                                            WadiViewshedTarget      target);

/* What from sees: NULL when the scenario has no map or from is not on it. */
WadiViewshed *wadi_viewshed_new (const WadiRulesContext *ctx,
                                 const WadiLocation     *from,
                                 WadiViewshedTarget      target,
                                 int                     target_height);
void          wadi_viewshed_free (WadiViewshed *viewshed);
/* The viewshed after an edit of the map hexes changed (cells, hexsides,
 * the counters in them), asked of ctx, the context after it: the targets
 * whose line from the viewer meets a changed hex (the segment between
 * their centres passes within a hex's circumradius of its centre) or are
 * one are asked again, the others kept, as a line reads only the hexes it
 * meets.  The same as wadi_viewshed_new () then, unless something else
 * changed (the SSR, the ruleset, the viewer's position: the caller's to
 * know).  FALSE, viewshed as it was, when it cannot tell: a changed hex
 * is the viewer's, the map's size changed, or whether it has a stream
 * hex. */
gboolean wadi_viewshed_update (WadiViewshed           *viewshed,
                               const WadiRulesContext *ctx,
                               const WadiHex          *changed,
                               guint                   n_changed);
/* The answer for hex, or NULL when hex is not on the map. */
const WadiViewshedHex *wadi_viewshed_get (const WadiViewshed *viewshed,
                                          WadiHex             hex);

/* Whether a unit counter belongs to side: its side is side's name or its
 * nationality (case-insensitive), or side itself when the scenario lists
 * no such side. */
gboolean wadi_side_has_counter (const WadiScenario *scenario,
                                const char         *side,
                                const WadiCounter  *counter);

/* The sides the scenario's unit counters say, each once (the first
 * spelling), in the order of the counters, joined by ", "; NULL when the
 * scenario has no unit counter with a side. */
char *wadi_unit_sides (const WadiScenario *scenario);

/* What a side's units see together. */
typedef struct
{
  char   *side;
  int     cols, rows;
  guint   n_units; /* unit counters of the side on the map */
  guint   n_on_map;
  guint   n_seen;  /* hexes some unit sees (CLEAR) */
  guint   n_dead;  /* hexes of the map no unit sees: dead ground */
  guint  *seen_by; /* cols * rows: how many of the units see the hex */
  GArray *units;   /* WadiLocation: the viewers, as placed */
} WadiSideEyes;

/* The union of the viewsheds of the side's units (each from its hex and
 * position), targets standing as target says. */
WadiSideEyes *wadi_side_eyes_new (const WadiRulesContext *ctx,
                                  const char             *side,
                                  WadiViewshedTarget      target,
                                  int                     target_height);
void          wadi_side_eyes_free (WadiSideEyes *eyes);
/* Whether hex is on the map and no unit of the side sees it. */
gboolean wadi_side_eyes_is_dead (const WadiSideEyes *eyes,
                                 const WadiBoard    *map,
                                 WadiHex             hex);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WadiViewshed, wadi_viewshed_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (WadiSideEyes, wadi_side_eyes_free)

G_END_DECLS
