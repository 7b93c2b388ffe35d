/* wadi-ruleset.h: what a ruleset is, in one place
 *
 * One const descriptor per rule family (wadi-asl-ruleset.c,
 * wadi-toi-ruleset.c, wadi-classic-ruleset.c): its names, the vocabulary it
 * knows (terrain, Depressions, hex marks, hexside features, counters, unit
 * classes and positions, each list in palette order), the SSRs it reads,
 * and its entry points for a movement step, LOS, a location's level, the
 * checks of one hex and its own findings on an attack.  The palette, the validator, placement, the SSR
 * panel, the New Scenario dialog and wadi-cli read it; nothing else tests a
 * ruleset's id.
 */
#pragma once

#include "wadi-fire-types.h"
#include "wadi-los-types.h"
#include "wadi-movement-types.h"
#include "wadi-rules-context.h"

G_BEGIN_DECLS

/* The SSRs of WadiSsr a ruleset reads, as bits. */
typedef enum
{
  WADI_RULESET_SSR_STREAM_DEPTH = 1 << 0,
  WADI_RULESET_SSR_FROZEN = 1 << 1,
  WADI_RULESET_SSR_SNOW = 1 << 2,
  WADI_RULESET_SSR_TOI_WADI_RULES = 1 << 3,
  WADI_RULESET_SSR_TOI_STREAM_BRIDGES_BLOCK_LOS = 1 << 4,
  WADI_RULESET_SSR_COUNT_ = 5
} WadiRulesetSsr;

/* The colour a side's counters are drawn in, by the side's name as the
 * scenario spells it (any case): "german". */
typedef struct
{
  const char *side;
  guint32     rgb; /* 0xRRGGBB */
} WadiSideColor;

struct _WadiRuleset
{
  WadiRulesetId id;
  const char   *name;         /* in files and on the command line: "asl" */
  const char   *display_name; /* N_(): "Advanced Squad Leader" */

  /* What the ruleset knows; anything else is flagged.  Depressions leave
   * out WADI_DEPRESSION_NONE, which every ruleset has. */
  const WadiTerrain      *terrain;
  guint                   n_terrain;
  const WadiDepression   *depressions;
  guint                   n_depressions;
  const WadiHexFlags     *hex_flags;
  guint                   n_hex_flags;
  const WadiSideFeatures *side_features;
  guint                   n_side_features;
  const WadiCounterKind  *counters;
  guint                   n_counters;
  const WadiUnitClass    *unit_classes;
  guint                   n_unit_classes;
  guint                   positions; /* bits of 1 << WadiPosition */
  guint                   ssrs;      /* WadiRulesetSsr bits */

  /* What a move is counted in: vehicles, and every other unit. */
  const char *vehicle_unit; /* "MP" */
  const char *other_unit;   /* "MF" */
  /* The mover options a reach offers (wadi-reach.h) as the family's rules
   * have them.  A vehicle's covered arc (VCA): the rule that prices its
   * change (NULL: the family has none; which classes have one, its
   * movement step says).  Double Time: the MF it adds (0: the family has
   * none), its rule and the classes that may declare it (bits
   * 1 << WadiUnitClass).  Road movement: its rule (NULL: the family has
   * none), and the MF a move only along roads earns, its rule and the
   * classes that earn it. */
  const char *vca_rule;
  double      double_time_mf;
  const char *double_time_rule;
  guint       double_time_classes;
  const char *road_rule;
  double      road_bonus_mf;
  const char *road_bonus_rule;
  guint       road_bonus_classes;
  /* Units one level of a hex holds; 0 when the ruleset's stacking is not
   * modelled. */
  guint units_per_level;
  /* Infantry units a hex holds, whatever their positions (ASL: IN and
   * Crest count together, B20.98); 0 when not checked. */
  guint infantry_per_hex;
  /* The rules its placement checks cite where the texts differ: where a
   * ford may stand ("B20.8"), and that IN (and Crest status) needs a
   * Depression ("B20.91"); NULL: Wadi's own check, cited "Wadi". */
  const char *ford_rule;
  const char *depression_position_rule;
  /* Whether its maps are made of geomorphic boards (ASL's 33 x 11 boards
   * that join at their edge half hexes, wadi-map.h): what New Scenario
   * and `wadi-cli new --board` offer. */
  gboolean geomorphic_boards;
  /* The nations its scenarios field, each with its counters' colour. */
  const WadiSideColor *side_colors;
  guint                n_side_colors;
  /* What its line of sight weighs, by name ("ground", "depressions";
   * NULL-terminated; wadi-cli's JSON "considers"), and a note (N_())
   * saying what it leaves out that a player expects to block (woods,
   * buildings...), NULL when nothing: shown wherever an answer is, since
   * "clear" means clear of what it weighs only (docs/rules.md). */
  const char *const *los_considers;
  const char        *los_note;
  /* Whether its line of sight finds blind hexes (verdict BLIND). */
  gboolean los_blind_hexes;

  /* The family's entry points, registered here by its descriptor:
   * wadi-movement.c, wadi-los.c and wadi-validate.c call through them.
   * This header needs only their types (wadi-los-types.h,
   * wadi-movement-types.h), never wadi-los.h or wadi-movement.h, whose
   * code includes it. */
  void (*movement_step) (const WadiRulesContext *ctx,
                         const WadiMover        *mover,
                         const WadiStep         *step,
                         WadiMoveResult         *result);
  void (*los) (const WadiLosMap   *map,
               const WadiLocation *from,
               const WadiLocation *to,
               WadiLosResult      *result);
  /* Whether los reads a batch's line as far as it needs it
   * (wadi_los_line_reach ()) and stops at what blocks; else a batch
   * gives it the whole line first. */
  gboolean los_reads_line_lazily;
  /* What a viewshed's batch keeps for the lines from one viewer (a fan
   * and its first steps, wadi-los-fan.h); NULL: the batch's corridor. */
  WadiLosViewer *(*los_viewer_new) (const WadiLosMap   *map,
                                    const WadiLocation *from);
  /* NULL: the level of the location's position (ground, IN the floor,
   * Crest and bridge the ground). */
  int (*location_level) (const WadiLosMap   *map,
                         const WadiLocation *location);
  /* The family's own rules of one hex of board b (index board), as
   * diagnostics appended to out; NULL when it has none. */
  void (*check_hex) (const WadiRulesContext *ctx,
                     const WadiBoard        *b,
                     WadiHex                 hex,
                     GArray                 *out);
  /* The family's own findings on an attack (wadi-fire.c), appended to
   * result->terms (and result->allowed FALSE when it forbids the attack);
   * NULL when it has none. */
  void (*fire) (const WadiRulesContext *ctx,
                const WadiFireRequest  *request,
                WadiFireResult         *result);
};

/* NULL when id is not a ruleset. */
const WadiRuleset *wadi_ruleset_get (WadiRulesetId id);
/* By name ("asl", "toi", "classic"); NULL when there is none. */
const WadiRuleset *wadi_ruleset_lookup (const char *name);

gboolean wadi_ruleset_knows_terrain (const WadiRuleset *ruleset,
                                     WadiTerrain        terrain);
/* WADI_DEPRESSION_NONE is known to every ruleset. */
gboolean wadi_ruleset_knows_depression (const WadiRuleset *ruleset,
                                        WadiDepression     depression);
/* All of flags (WadiHexFlags bits). */
gboolean wadi_ruleset_knows_hex_flags (const WadiRuleset *ruleset,
                                       guint              flags);
gboolean wadi_ruleset_knows_side_feature (const WadiRuleset *ruleset,
                                          WadiSideFeatures   feature);
gboolean wadi_ruleset_knows_counter (const WadiRuleset *ruleset,
                                     WadiCounterKind    kind);
gboolean wadi_ruleset_knows_unit_class (const WadiRuleset *ruleset,
                                        WadiUnitClass      unit_class);
gboolean wadi_ruleset_knows_position (const WadiRuleset *ruleset,
                                      WadiPosition       position);
gboolean wadi_ruleset_reads_ssr (const WadiRuleset *ruleset,
                                 WadiRulesetSsr     ssr);

/* The bits of what the ruleset knows: 1 << WadiTerrain, 1 << WadiDepression
 * (NONE included), WadiHexFlags. */
guint wadi_ruleset_terrain_mask (const WadiRuleset *ruleset);
guint wadi_ruleset_depression_mask (const WadiRuleset *ruleset);
guint wadi_ruleset_hex_flag_mask (const WadiRuleset *ruleset);

/* The colour of side's counters (*rgb, 0xRRGGBB); FALSE when the ruleset
 * does not know the side. */
gboolean wadi_ruleset_side_color (const WadiRuleset *ruleset,
                                  const char        *side,
                                  guint32           *rgb);

/* An SSR's name, as the file's <ssr> element spells its attribute
 * ("stream-depth"). */
const char *wadi_ruleset_ssr_name (WadiRulesetSsr ssr);

G_END_DECLS
