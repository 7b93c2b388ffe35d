/* wadi-movement-private.h: the movement rulesets and their charts
 *
 * wadi-movement.c runs maneuvers and hands each step to its ruleset's file
 * (wadi-asl-movement.c, wadi-toi-movement.c, wadi-classic-movement.c), which
 * builds its result with wadi-move-result.h, never with wadi-movement.c.
 * Each ruleset reads its costs from its own chart, kept as data:
 * wadi-asl-terrain.c, wadi-toi-terrain.c, wadi-classic-terrain.c.
 */
#pragma once

#include <glib/gi18n-lib.h>

#include "wadi-movement.h"

G_BEGIN_DECLS

void wadi_asl_movement_step (const WadiRulesContext *ctx,
                             const WadiMover        *mover,
                             const WadiStep         *step,
                             WadiMoveResult         *result);
void wadi_toi_movement_step (const WadiRulesContext *ctx,
                             const WadiMover        *mover,
                             const WadiStep         *step,
                             WadiMoveResult         *result);
void wadi_classic_movement_step (const WadiRulesContext *ctx,
                                 const WadiMover        *mover,
                                 const WadiStep         *step,
                                 WadiMoveResult         *result);

/* One cell of a terrain chart. */
typedef enum
{
  WADI_CHART_COST, /* value MF/MP */
  WADI_CHART_ALL,  /* all the unit's remaining MF/MP: the move ends its movement */
  WADI_CHART_NA,   /* the unit may not enter */
} WadiChartKind;

typedef struct
{
  WadiChartKind kind;
  double        value;  /* WADI_CHART_COST */
  gboolean      bog;    /* entering requires a Bog DR */
  const char   *label;  /* the cost term's label: static, untranslated */
  const char   *rule;   /* static, or NULL */
  const char   *reason; /* WADI_CHART_NA: why not; static, untranslated */
} WadiChartEntry;

/* ASL (wadi-asl-terrain.c) */

/* The costs of ASL movement that are not a column of the terrain chart:
 * streams, elevation, Crest status, Start, Stop, VCA and Reverse.  One
 * table (wadi_asl_chart), so that no cost is written in wadi-asl-movement.c. */
typedef struct
{
  double shallow_stream;             /* B20.42: Infantry entering a shallow stream, MF */
  double deep_stream;                /* B20.43: Infantry entering a deep stream, MF */
  double abrupt_level_up_infantry;   /* B10.5: each intermediate level climbed, MF */
  double abrupt_level_up_vehicle;    /* B10.5: each intermediate level climbed, MP */
  double abrupt_level_down_infantry; /* B10.5: each intermediate level descended, MF */
  double abrupt_level_down_vehicle;  /* B10.5: each intermediate level descended, MP */
  double higher_elevation_factor;    /* B10.4: Infantry pay the entry this many times */
  double higher_elevation_vehicle;   /* B10.4: vehicles add this many MP */
  double claim_crest_within;         /* B20.91: Infantry IN -> Crest in the same hex, MF */
  double claim_crest_on_entering;    /* B20.91: the entry IN, less one MF */
  double leave_crest;                /* B20.93: "as if leaving a foxhole (one MF & COT)" */
  double enter_crest_vehicle;        /* F5.42: "4 + 0 MP" forward to Crest in its hex */
  double start;                      /* F5.422: a stopped vehicle's Start, MP */
  double stop;                       /* F5.42: a vehicle's Stop, MP */
  double vca_per_hexspine;           /* F5.42: changing the VCA, MP per hexspine */
  int    default_reverse_multiplier; /* D2.21: when the mover names none (the tank of F5.42) */
} WadiAslChart;

extern const WadiAslChart wadi_asl_chart;

/* The COT of terrain for a unit class (Chapter B and F Terrain Charts). */
void wadi_asl_terrain_cot (WadiTerrain     terrain,
                           WadiUnitClass   unit_class,
                           WadiChartEntry *entry);
/* The road rate, moving along a road (B3). */
void wadi_asl_road_cot (WadiUnitClass   unit_class,
                        WadiChartEntry *entry);
/* What entering a gully or wadi costs before its COT (B19, F5.2): the
 * "2" of "2 [enter wadi]"; Infantry and Cavalry add the COT only when the
 * terrain is not Open Ground. */
double wadi_asl_depression_entry (WadiUnitClass unit_class);
/* Crossing a hedge or wall hexside (B9): the cost added to the COT.
 * feature is WADI_SIDE_HEDGE or WADI_SIDE_WALL. */
void wadi_asl_hexside_cost (guint           feature,
                            WadiUnitClass   unit_class,
                            WadiChartEntry *entry);
/* The rulebook's name for a hedge or wall crossing merged with the COT of
 * the terrain entered: "cross hedge and enter Open Ground" (F5.422). */
const char *wadi_asl_hexside_merged_label (guint       feature,
                                           WadiTerrain terrain);

/* Tide of Iron (wadi-toi-terrain.c) */

/* The cost of entering a hex of terrain (Open Ground is ToI's clear). */
/* Whether a unit at position in hex stands down in the wadi (the wadi
 * rules SSR on; wadi-toi-movement.c). */
gboolean wadi_toi_in_the_wadi (const WadiRulesContext *ctx,
                               WadiHex                 hex,
                               WadiPosition            position);
/* Whether a unit at position in hex, entering the wadi hex next door to,
 * comes "from a contiguous wadi hex" ("it occupies the wadi level"): down
 * in the wadi of a hex the wadi runs on from across their hexside (its
 * Depression hexside, as LOS reads the depiction).  Movement and overrun
 * both ask. */
gboolean wadi_toi_from_contiguous_wadi (const WadiRulesContext *ctx,
                                        WadiHex                 hex,
                                        WadiPosition            position,
                                        WadiHex                 to);
void     wadi_toi_terrain_cost (WadiTerrain     terrain,
                                WadiChartEntry *entry);
/* A wadi, wadi entrance or wadi bridge hex (DoF example 1, the card). */
void wadi_toi_wadi_cost (gboolean        bridge,
                         WadiChartEntry *entry);
/* Moving up a hill (DoF example 3). */
void wadi_toi_uphill_cost (WadiChartEntry *entry);
/* A squad changing level in a wadi bridge hex (the card). */
void wadi_toi_level_change_cost (WadiChartEntry *entry);

/* The classic charts (wadi-classic-terrain.c): the Terrain Effects Chart */

/* The MF cost of entering terrain, with its own rules only (no roads). */
void wadi_classic_terrain_cost (WadiTerrain     terrain,
                                WadiUnitClass   unit_class,
                                WadiChartEntry *entry);
/* Moving along a road (ROADS). */
void wadi_classic_road_cost (WadiChartEntry *entry);
/* Entering a stream ford hex (STREAM FORD: as CLEAR). */
void wadi_classic_ford_cost (WadiUnitClass   unit_class,
                             WadiChartEntry *entry);
/* Leaving a gully or streambed (GULLIES & STREAMBEDS): TRUE, with the
 * cost, for vehicles; the others pay only the terrain entered. */
gboolean wadi_classic_gully_leave_cost (WadiUnitClass   unit_class,
                                        WadiChartEntry *entry);

G_END_DECLS
