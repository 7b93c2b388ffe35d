/* wadi-fire-types.h: the values wadi_fire () and the rulesets' fire
 * entry points (WadiRuleset.fire) pass: the request, the findings and the
 * answer (wadi-fire.h) */
#pragma once

#include "wadi-los-types.h"

G_BEGIN_DECLS

typedef enum
{
  WADI_FIRE_DIRECT,
  WADI_FIRE_INDIRECT,
  WADI_FIRE_OVERRUN,
} WadiFireKind;

typedef enum
{
  WADI_FIRE_CREST_ENTRENCHMENT, /* B20.92; a Gun and its crew: F5.43 */
  WADI_FIRE_VEHICLE_HD,         /* F5.423 */
  WADI_FIRE_CREST_AFV_TEM,      /* F5.423: +1 from a same-hex Crest AFV */
  WADI_FIRE_OPEN_GROUND,        /* B20.3: a stream is Open Ground */
  WADI_FIRE_ALSO_HITS_CREST,    /* B20.92: fire INTO the Depression hits its Crest units too */
  WADI_FIRE_SPARES_IN,          /* B20.92: same-level fire at Crest does not hit units IN */
  /* Tide of Iron, the wadi bridge hex card: attacks between its levels */
  WADI_FIRE_BRIDGE_NO_VEHICLE,  /* a vehicle may not attack the other level */
  WADI_FIRE_BRIDGE_CLOSE_RANGE, /* at close range: hits on hit_on and up */
  WADI_FIRE_BRIDGE_COVER,       /* the hex's cover for every unit in it */
} WadiFireFinding;

typedef struct
{
  WadiFireFinding finding;
  gboolean        applies;
  int             tem;     /* the TEM the text gives when it applies (+1 for CREST_AFV_TEM), else 0 */
  int             cover;   /* BRIDGE_COVER: the cover dice, else 0 */
  int             hit_on;  /* BRIDGE_CLOSE_RANGE: the lowest die that hits, else 0 */
  guint           crossed; /* the target hex's hexsides (bit per direction) that decided it; 0 if none */
  const char     *reason;  /* static, untranslated */
  const char     *rule;
} WadiFireTerm;

typedef struct
{
  WadiLocation  firer;
  WadiLocation  target;
  WadiUnitClass firer_class; /* who fires (Tide of Iron: a vehicle may not fire at the other level) */
  WadiUnitClass target_class;
  WadiFireKind  kind;
  /* The target's Crest counter centre (Infantry, a Gun) and a Crest
   * vehicle's CAFP: -1 takes them from the counters in the target hex
   * (its first Crest or Vehicle Crest counter). */
  int centre;
  int cafp;
} WadiFireRequest;

typedef struct
{
  WadiLosResult los;       /* firer to target */
  gboolean      sees_into; /* the firer has a LOS INTO the target's Depression hex (B20.92) */
  /* whether sees_into was asked: the target's hex has a Depression and
   * the ruleset Crest status (B20.92's question); else it means nothing */
  gboolean into_asked;
  /* The hexsides of the target hex the line of fire crosses into it, a bit
   * per direction: one, or the two that meet where the line enters at a
   * vertex; 0 when both are in the same hex. */
  guint crossed;
  /* FALSE when the rules forbid the attack outright (a finding that
   * applies says why) */
  gboolean allowed;
  GArray  *terms; /* WadiFireTerm, in the order of WadiFireFinding */
} WadiFireResult;

G_END_DECLS
