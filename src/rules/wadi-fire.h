/* wadi-fire.h: what protects a target from an attack
 *
 * Given who fires (a location), at what (a location and the unit's class)
 * and how (Direct Fire, Indirect Fire or Overrun), the answer lists each
 * protection the Depression rules could give the target, whether it
 * applies and why: Crest entrenchment (B20.92; a Gun and its crew, F5.43),
 * a Crest vehicle's HD (F5.423), the +1 TEM a Crest AFV gives same-hex
 * Crest Infantry (F5.423, F5.424) and a stream's Open Ground (B20.3); and
 * the hexsides of the target hex the line of fire crosses, which decide
 * the Crest rules.  The TEM of entrenchment itself (B27.3) is not among
 * the texts, so it is named, not counted.
 */
#pragma once

#include "wadi-los.h"

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
} WadiFireFinding;

typedef struct
{
  WadiFireFinding finding;
  gboolean        applies;
  int             tem;     /* the TEM the text gives when it applies (+1 for CREST_AFV_TEM), else 0 */
  guint           crossed; /* the target hex's hexsides (bit per direction) that decided it; 0 if none */
  const char     *reason;  /* static, untranslated */
  const char     *rule;
} WadiFireTerm;

typedef struct
{
  WadiLocation  firer;
  WadiLocation  target;
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
  /* The hexsides of the target hex the line of fire crosses into it, a bit
   * per direction: one, or the two that meet where the line enters at a
   * vertex; 0 when both are in the same hex. */
  guint   crossed;
  GArray *terms; /* WadiFireTerm, in the order of WadiFireFinding */
} WadiFireResult;

void wadi_fire_request_init (WadiFireRequest *request);
void wadi_fire_result_init (WadiFireResult *result);
void wadi_fire_result_clear (WadiFireResult *result);

void wadi_fire (const WadiRulesContext *ctx,
                const WadiFireRequest  *request,
                WadiFireResult         *result);

/* The class of the first unit standing at target (its hex and position),
 * else Infantry: whom a question about a location is about. */
WadiUnitClass wadi_fire_target_class (const WadiRulesContext *ctx,
                                      const WadiLocation     *target);

/* "direct", "indirect", "overrun"; and back (FALSE when unknown). */
const char *wadi_fire_kind_name (WadiFireKind kind);
gboolean    wadi_fire_kind_from_name (const char   *name,
                                      WadiFireKind *kind);
/* "crest-entrenchment", "vehicle-hd", ... */
const char *wadi_fire_finding_name (WadiFireFinding finding);

G_END_DECLS
