/* wadi-reach.h: every hex a unit can enter within its movement allowance
 *
 * From a mover (a unit class at a hex and position, wadi-movement.h), the
 * least cost of every hex it can enter within a budget of MF or MP, with one
 * cheapest path: a Dijkstra over (hex, position) whose every edge is one
 * wadi_movement_step (), the function `wadi-cli cost` asks, so a reach and a
 * cost never disagree.  The steps tried are entering each adjacent hex at
 * each position the hex offers (ground; IN and Crest in a depression hex;
 * bridge and wadi level in a Tide of Iron wadi bridge hex) and changing
 * position within a hex; a step whose effects end the unit's movement ends
 * its path there.  Across the boards' seams like any hexside.
 *
 * A state keeps the Crest centre or CAFP, "HD (rear)" and whether a
 * vehicle is stopped as the cheapest step into it left them: two ways into
 * the same (hex, position) that differ only there count as one.
 *
 * The mover options (WadiReachOptions), each where its ruleset has it
 * (wadi_reach_options_check () says why not elsewhere):
 * - a vehicle's VCA: the search runs over (hex, position, facing); the
 *   vehicle enters only the hex in front of it, or in Reverse the hex
 *   behind it, and turns by WADI_STEP_VCA steps of one to three hexspines;
 * - Double Time: the budget grows by the ruleset's MF and every hex reached
 *   is CX;
 * - a road move: every hex entered across a road hexside (or between road
 *   hexes of an older map), at ground level or onto a bridge; the budget
 *   grows by the ruleset's road bonus for the classes that earn it.
 *
 * GTK-free and reentrant: a reach only reads the context.
 */
#pragma once

#include "wadi-movement.h"

G_BEGIN_DECLS

/* The effects on a path, one bit each: 1 << WadiEffectKind. */
#define WADI_REACH_EFFECT(kind) (1u << (kind))

/* The mover options of a reach; all FALSE is a reach without them. */
typedef struct
{
  gboolean      vca;         /* search the vehicle's facing, from start_vca */
  WadiDirection start_vca;   /* the hexside the vehicle faces at the start */
  gboolean      double_time; /* Infantry declares Double Time (ASL A4.71) */
  gboolean      road;        /* a road move: only along roads */
} WadiReachOptions;

/* A hex reached: the cheapest state in it. */
typedef struct
{
  WadiHex       hex;
  WadiPosition  position;     /* the position the cheapest path ends at */
  WadiDirection facing;       /* with the VCA option: the facing it ends at */
  double        cost;         /* its least cost */
  guint         effects;      /* WADI_REACH_EFFECT () of the path, and CX with Double Time */
  guint         step_effects; /* WADI_REACH_EFFECT () of the path's steps alone */
  int           damage_rolls; /* Tide of Iron damage rolls along the path */
  gboolean      ended;        /* the last step ends the unit's movement */
  gint32        state;        /* for wadi_reach_path () */
} WadiReachHex;

/* One node of a path: where the mover is after the step, the step taken
 * (the first node, the start, has none: kind WADI_STEP_STOP and cost 0),
 * what that step cost and its effects, and the total so far. */
typedef struct
{
  WadiHex       hex;
  WadiPosition  position;
  WadiDirection facing; /* with the VCA option: the facing after the step */
  WadiStep      step;
  double        step_cost;
  double        total;
  guint         effects; /* WADI_REACH_EFFECT () of this step */
} WadiReachNode;

typedef struct _WadiReach WadiReach;

/* Where start can go within budget (its unit counted in MF or MP as the
 * ruleset counts it); NULL when the scenario has no map or start's hex is
 * not on it. */
WadiReach *wadi_reach_new (const WadiRulesContext *ctx,
                           const WadiMover        *start,
                           double                  budget);
/* The same with mover options (NULL: none); NULL also when the options
 * do not apply (wadi_reach_options_check ()). */
WadiReach *wadi_reach_new_full (const WadiRulesContext *ctx,
                                const WadiMover        *start,
                                double                  budget,
                                const WadiReachOptions *options);
void       wadi_reach_free (WadiReach *reach);

/* Whether options apply to start under the context's rules: FALSE with
 * why not (static, untranslated) and its rule (or NULL) when the ruleset
 * has no such option for the start's class. */
gboolean wadi_reach_options_check (const WadiRulesContext *ctx,
                                   const WadiMover        *start,
                                   const WadiReachOptions *options,
                                   const char            **reason,
                                   const char            **rule);
/* What the options add to the budget under the context's rules (Double
 * Time's MF, the road bonus), with their rules joined ("A4.71, B3.4"),
 * NULL when nothing is added. */
double wadi_reach_options_bonus (const WadiRulesContext *ctx,
                                 const WadiMover        *start,
                                 const WadiReachOptions *options,
                                 const char            **rules);

/* The budget asked for, and with the options' bonus (what the search spends). */
double                  wadi_reach_budget (const WadiReach *reach);
double                  wadi_reach_allowance (const WadiReach *reach);
const WadiReachOptions *wadi_reach_options (const WadiReach *reach);
const WadiMover        *wadi_reach_start (const WadiReach *reach);
/* "MF" or "MP", as wadi_movement_step () counts the start's class. */
const char *wadi_reach_unit (const WadiReach *reach);
/* The hexes reached, the start's first, in order of least cost. */
guint               wadi_reach_n_hexes (const WadiReach *reach);
const WadiReachHex *wadi_reach_hex_nth (const WadiReach *reach,
                                        guint            i);
/* The hex's answer, or NULL when it is not reached within the budget. */
const WadiReachHex *wadi_reach_lookup (const WadiReach *reach,
                                       WadiHex          hex);
/* The least cost of reaching position in hex (-1 when not reached); with
 * the VCA option, the least over the facings. */
double wadi_reach_state_cost (const WadiReach *reach,
                              WadiHex          hex,
                              WadiPosition     position);
/* With the VCA option, the least cost of reaching position in hex facing
 * facing (-1 when not reached); without it, wadi_reach_state_cost (). */
double wadi_reach_facing_cost (const WadiReach *reach,
                               WadiHex          hex,
                               WadiPosition     position,
                               WadiDirection    facing);
/* One cheapest path to the hex (WadiReachNode, the start first), or NULL
 * when it is not reached. */
GArray *wadi_reach_path (const WadiReach *reach,
                         WadiHex          hex);
/* How many steps wadi_movement_step () answered while searching. */
guint wadi_reach_n_steps_tried (const WadiReach *reach);

/* The positions a unit may take in hex under the context's rules, in
 * order (ground first); returns how many, at most WADI_POSITION_COUNT. */
guint wadi_reach_positions_in (const WadiRulesContext *ctx,
                               WadiHex                 hex,
                               WadiPosition            positions[WADI_POSITION_COUNT]);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WadiReach, wadi_reach_free)

G_END_DECLS
