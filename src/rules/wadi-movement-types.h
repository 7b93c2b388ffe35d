/* wadi-movement-types.h: the values of a move
 *
 * A mover, a step, and the result of a step with its cost and effects:
 * what wadi_movement_step () answers with (see wadi-movement.h), what a
 * ruleset's movement entry point fills (its descriptor, wadi-ruleset.h,
 * names it) and what wadi-move-result.h builds.  Kept apart from
 * wadi-movement.h, whose code calls into the descriptor, so that the
 * descriptor needs nothing of it but these types.
 */
#pragma once

#include "wadi-cost.h"
#include "wadi-scenario.h"

G_BEGIN_DECLS

typedef enum
{
  WADI_STEP_ENTER,    /* to the adjacent hex `to`, ending at `position` */
  WADI_STEP_POSITION, /* within the hex, to `position` (claim/leave Crest, INTO, bridge/wadi level) */
  WADI_STEP_VCA,      /* change the vehicle covered arc by `hexspines` */
  WADI_STEP_STOP,
  WADI_STEP_START,
} WadiStepKind;

typedef struct
{
  WadiStepKind kind;
  WadiHex      to;        /* ENTER */
  WadiPosition position;  /* ENTER, POSITION: the position after the step */
  gboolean     reverse;   /* ENTER, POSITION: Reverse movement (D2.21) */
  gboolean     minimum;   /* ENTER, POSITION: a vehicle's Minimum Move, all its MP (F5.42, F5.422) */
  int          hexspines; /* VCA */
  /* When the step ends in Crest status: Infantry's centre protected hexside
   * (ignored when entering Crest from outside: it is the hexside crossed,
   * B20.91), a vehicle's CAFP vertex. */
  WadiDirection   crest_centre;
  WadiVertexIndex crest_vertex;
} WadiStep;

typedef struct
{
  WadiUnitClass   unit_class;
  WadiHex         hex;
  WadiPosition    position;
  WadiDirection   crest_centre;       /* when position is CREST (Infantry) */
  WadiVertexIndex crest_vertex;       /* when position is CREST (vehicle) */
  gboolean        hd_rear;            /* when position is CREST (vehicle): "HD (rear)" side up (F5.42) */
  gboolean        stopped;            /* a stopped vehicle pays Start before it moves */
  int             reverse_multiplier; /* D2.21; 0 means the ruleset's default */
  const char     *side;               /* the mover's side, for enemy-occupied levels (may be NULL) */
} WadiMover;

/* Side effects of a move. */
typedef enum
{
  WADI_EFFECT_BOG_CHECK,      /* a Bog DR is required (B20.46, F5.21, F5.4251) */
  WADI_EFFECT_CX,             /* the unit becomes CX (B20.43) */
  WADI_EFFECT_DAMAGE_ROLL,    /* Tide of Iron: a damage roll */
  WADI_EFFECT_CLIMB,          /* a Climb is needed (B11, F5.3); see climbs */
  WADI_EFFECT_FRIGID,         /* frigid Water Obstacle: Replaced or Disrupted (B20.7) */
  WADI_EFFECT_UNDERBELLY,     /* vulnerable to Underbelly Hits (F5.422) */
  WADI_EFFECT_REVERSE_MOTION, /* must end its MPh in Reverse Motion (F5.422) */
  WADI_EFFECT_END_MOVEMENT,   /* the move ends the unit's movement */
} WadiEffectKind;

typedef struct
{
  WadiEffectKind kind;
  const char    *label; /* static, untranslated */
  const char    *rule;  /* static, or NULL */
} WadiEffect;

typedef struct
{
  gboolean    allowed;
  const char *reason;       /* when not allowed: static, untranslated */
  const char *rule;         /* the rule that forbids it */
  WadiCost   *cost;         /* when allowed */
  const char *unit;         /* "MF" or "MP" (or "MP" for Tide of Iron) */
  GArray     *effects;      /* WadiEffect */
  int         climbs;       /* how many Climbs a forbidden cliff move would need */
  int         damage_rolls; /* Tide of Iron damage rolls */
  /* The mover after the step (position, crest, stopped). */
  WadiMover after;
} WadiMoveResult;

void     wadi_move_result_init (WadiMoveResult *result);
void     wadi_move_result_clear (WadiMoveResult *result);
double   wadi_move_result_total (const WadiMoveResult *result);
gboolean wadi_move_result_has_effect (const WadiMoveResult *result,
                                      WadiEffectKind        kind);

G_END_DECLS
