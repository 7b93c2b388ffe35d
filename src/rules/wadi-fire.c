/* wadi-fire.c: what protects a target from an attack (B20.3, B20.92, F5.423, F5.43) */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "wadi-crest.h"
#include "wadi-fire.h"
#include "wadi-los-result.h"
#include "wadi-ruleset.h"
#include "wadi-stream.h"

void
wadi_fire_request_init (WadiFireRequest *request)
{
  *request = (WadiFireRequest) {
    .firer_class = WADI_UNIT_INFANTRY,
    .target_class = WADI_UNIT_INFANTRY,
    .kind = WADI_FIRE_DIRECT,
    .centre = -1,
    .cafp = -1,
  };
}

void
wadi_fire_result_init (WadiFireResult *result)
{
  memset (result, 0, sizeof *result);
  wadi_los_result_init (&result->los);
  result->allowed = TRUE;
  result->terms = g_array_new (FALSE, TRUE, sizeof (WadiFireTerm));
}

void
wadi_fire_result_clear (WadiFireResult *result)
{
  wadi_los_result_clear (&result->los);
  g_clear_pointer (&result->terms, g_array_unref);
}

static const char *const kind_names[] = { "direct", "indirect", "overrun" };

const char *
wadi_fire_kind_name (WadiFireKind kind)
{
  return (guint) kind < G_N_ELEMENTS (kind_names) ? kind_names[kind] : "unknown";
}

gboolean
wadi_fire_kind_from_name (const char   *name,
                          WadiFireKind *kind)
{
  for (guint i = 0; name != NULL && i < G_N_ELEMENTS (kind_names); i++)
    if (g_ascii_strcasecmp (name, kind_names[i]) == 0)
      {
        *kind = (WadiFireKind) i;
        return TRUE;
      }
  return FALSE;
}

const char *
wadi_fire_finding_name (WadiFireFinding finding)
{
  static const char *const names[] = {
    "crest-entrenchment",
    "vehicle-hd",
    "crest-afv-tem",
    "open-ground",
    "also-hits-crest",
    "spares-in",
    "vehicle-may-not-attack",
    "close-range",
    "cover",
  };

  return (guint) finding < G_N_ELEMENTS (names) ? names[finding] : "unknown";
}

WadiUnitClass
wadi_fire_target_class (const WadiRulesContext *ctx,
                        const WadiLocation     *target)
{
  const GPtrArray *counters = wadi_rules_context_counters_at (ctx, target->hex);

  for (guint i = 0; counters != NULL && i < counters->len; i++)
    {
      const WadiCounter *counter = g_ptr_array_index (counters, i);

      if (counter->kind == WADI_COUNTER_UNIT && counter->position == target->position)
        return counter->unit_class;
    }
  return WADI_UNIT_INFANTRY;
}

static guint
bit (guint dir)
{
  return 1u << (dir % WADI_DIRECTION_COUNT);
}

/* The hexsides of the target hex the line crosses into it: the hexside
 * crossed last, or both hexsides of the target that meet at the vertex the
 * line enters by (the B20.92 example's "fire from hex S5" reaches R3 at the
 * R3-R4-S4 vertex and counts as across R4). */
static guint
entry_hexsides (WadiGridLayout layout,
                const GArray  *line,
                WadiHex        target)
{
  if (line == NULL || line->len < 2)
    return 0;
  for (guint i = line->len - 1; i-- > 0;)
    {
      const WadiLineStep *step = &g_array_index (line, WadiLineStep, i);
      WadiDirection       dir;

      switch (step->kind)
        {
        case WADI_LINE_CROSS_HEXSIDE:
          {
            WadiHex other = wadi_hexside_other_hex (layout, step->side);

            if (wadi_hex_equal (step->side.hex, target))
              return bit (step->side.dir);
            if (wadi_hex_equal (other, target) && wadi_hex_direction_to (layout, target, step->side.hex, &dir))
              return bit (dir);
            return 0;
          }
        case WADI_LINE_VERTEX:
          {
            WadiHex hexes[3];
            guint   mask = 0;

            wadi_vertex_hexes (layout, step->vertex, hexes);
            for (guint k = 0; k < 3; k++)
              if (!wadi_hex_equal (hexes[k], target) && wadi_hex_direction_to (layout, target, hexes[k], &dir))
                mask |= bit (dir);
            return mask;
          }
        case WADI_LINE_HEX:
        case WADI_LINE_ALONG_HEXSIDE:
        default:
          if (step->kind == WADI_LINE_HEX && !wadi_hex_equal (step->hex, target))
            return 0;
          break;
        }
    }
  return 0;
}

static void
add_term (WadiFireResult *result,
          WadiFireFinding finding,
          gboolean        applies,
          guint           crossed,
          const char     *reason,
          const char     *rule)
{
  WadiFireTerm term = {
    .finding = finding,
    .applies = applies,
    .crossed = crossed,
    .reason = reason,
    .rule = rule,
  };

  g_array_append_val (result->terms, term);
}

/* B20.92 (and F5.43 for a Gun and its crew): entrenched "one level higher
 * than the Depression" only vs Direct Fire that has no LOS INTO the hex and
 * is traced through a protective Crest hexside.  Returns whether it
 * applies. */
static gboolean
crest_entrenchment (const WadiRulesContext *ctx,
                    const WadiFireRequest  *request,
                    WadiFireResult         *result,
                    int                     centre)
{
  const char *rule = request->target_class == WADI_UNIT_TOWED_GUN ? "F5.43" : "B20.92";
  guint protected;

  if (centre < 0)
    {
      add_term (result, WADI_FIRE_CREST_ENTRENCHMENT, FALSE, 0,
                N_("No Crest counter in the hex says which hexsides it protects"), rule);
      return FALSE;
    }
  if (request->kind == WADI_FIRE_INDIRECT)
    {
      add_term (result, WADI_FIRE_CREST_ENTRENCHMENT, FALSE, 0,
                N_("Crest entrenchment does not apply to Indirect Fire"), rule);
      return FALSE;
    }
  if (request->kind == WADI_FIRE_OVERRUN)
    {
      add_term (result, WADI_FIRE_CREST_ENTRENCHMENT, FALSE, 0,
                N_("Crest entrenchment does not apply to an Overrun"), rule);
      return FALSE;
    }
  if (result->sees_into)
    {
      add_term (result, WADI_FIRE_CREST_ENTRENCHMENT, FALSE, result->crossed,
                N_("The firer has a LOS INTO the Depression hex: no Crest entrenchment"), rule);
      return FALSE;
    }
  protected = wadi_crest_protected (ctx, request->target.hex, (WadiDirection) centre);
  if ((result->crossed & protected) == 0)
    {
      add_term (result, WADI_FIRE_CREST_ENTRENCHMENT, FALSE, result->crossed,
                N_("The line of fire does not cross a protected Crest hexside"), rule);
      return FALSE;
    }
  add_term (result, WADI_FIRE_CREST_ENTRENCHMENT, TRUE, result->crossed & protected,
            N_("Entrenched one level higher than the Depression: Direct Fire across a protected Crest hexside, with no LOS INTO the hex"),
                rule);
  return TRUE;
}

static gboolean
is_afv (WadiUnitClass unit_class)
{
  /* Trucks and motorcycles are vehicles but not armoured fighting vehicles. */
  return unit_class == WADI_UNIT_FULLY_TRACKED || unit_class == WADI_UNIT_HALFTRACK;
}

/* F5.423: a Crest AFV gives +1 TEM to same-hex Crest Infantry with a
 * protected hexside emanating from its CAFP, not cumulative with their
 * Crest entrenchment, and vs Direct Fire only across that hexside. */
static void
crest_afv_tem (const WadiRulesContext *ctx,
               const WadiFireRequest  *request,
               WadiFireResult         *result,
               int                     centre,
               gboolean                entrenched)
{
  const WadiCounter *afv = wadi_rules_context_find_counter (ctx, request->target.hex,
                                                            WADI_COUNTER_VEHICLE_CREST);
  int                cafp = request->cafp >= 0 ? request->cafp : afv != NULL ? afv->vertex
                                                                             : -1;
  WadiDirection      dirs[2];
  guint              shared;

  if (cafp < 0 || (afv != NULL && !is_afv (afv->unit_class)) || centre < 0)
    return;
  wadi_vertex_hexsides ((WadiVertexIndex) cafp, dirs);
  shared = wadi_crest_protected (ctx, request->target.hex, (WadiDirection) centre) & (bit (dirs[0]) | bit (dirs[1]));
  if (shared == 0)
    add_term (result, WADI_FIRE_CREST_AFV_TEM, FALSE, 0,
              N_("No protected Crest hexside of the Infantry emanates from the Crest AFV's CAFP"), "F5.423");
  else if (entrenched)
    add_term (result, WADI_FIRE_CREST_AFV_TEM, FALSE, shared,
              N_("The Crest AFV's TEM is not cumulative with the Infantry's Crest entrenchment"), "F5.423");
  else if (request->kind == WADI_FIRE_DIRECT && (result->crossed & shared) == 0)
    add_term (result, WADI_FIRE_CREST_AFV_TEM, FALSE, shared,
              N_("Direct Fire whose line of fire does not cross a protected Crest hexside at the AFV's CAFP"), "F5.423");
  else
    {
      add_term (result, WADI_FIRE_CREST_AFV_TEM, TRUE, request->kind == WADI_FIRE_DIRECT ? result->crossed & shared : shared,
                N_("+1 TEM from the same-hex Crest AFV, whose CAFP a protected Crest hexside emanates from"), "F5.423");
      g_array_index (result->terms, WadiFireTerm, result->terms->len - 1).tem = 1;
    }
}

/* F5.423: HD at the wadi's Crest level from any direction, but not to
 * Indirect Fire, an Overrun or Direct Fire with a LOS INTO the hex. */
static void
vehicle_hd (const WadiFireRequest *request,
            WadiFireResult        *result)
{
  if (request->kind == WADI_FIRE_INDIRECT)
    add_term (result, WADI_FIRE_VEHICLE_HD, FALSE, 0, N_("A Crest vehicle is not HD to Indirect Fire"), "F5.423");
  else if (request->kind == WADI_FIRE_OVERRUN)
    add_term (result, WADI_FIRE_VEHICLE_HD, FALSE, 0, N_("A Crest vehicle is not HD to an Overrun"), "F5.423");
  else if (result->sees_into)
    add_term (result, WADI_FIRE_VEHICLE_HD, FALSE, result->crossed,
              N_("The firer has a LOS INTO the wadi hex: the Crest vehicle is not HD"), "F5.423");
  else
    add_term (result, WADI_FIRE_VEHICLE_HD, TRUE, result->crossed,
              N_("HD at the wadi's Crest level, to fire from any direction"), "F5.423");
}

/* Direct Fire needs a LOS to its target: without one, neither HD nor
 * Crest entrenchment has anything to protect from. */
static void
no_direct_fire (const WadiFireRequest *request,
                WadiFireResult        *result)
{
  gboolean    vehicle = wadi_unit_class_is_vehicle (request->target_class);
  const char *rule = request->target_class == WADI_UNIT_TOWED_GUN ? "F5.43" : "B20.92";

  add_term (result, vehicle ? WADI_FIRE_VEHICLE_HD : WADI_FIRE_CREST_ENTRENCHMENT, FALSE, 0,
            N_("No LOS from the firer: no Direct Fire to protect from"), vehicle ? "F5.423" : rule);
}

static int
target_centre (const WadiRulesContext *ctx,
               const WadiFireRequest  *request)
{
  const WadiCounter *crest;

  if (request->centre >= 0)
    return request->centre % WADI_DIRECTION_COUNT;
  crest = wadi_rules_context_find_counter (ctx, request->target.hex, WADI_COUNTER_CREST);
  return crest != NULL ? crest->centre : -1;
}

/* B20.92's two sentences on who fire traced at a Depression hex hits. */
static void
who_is_hit (const WadiRulesContext *ctx,
            const WadiFireRequest  *request,
            WadiFireResult         *result,
            WadiGridLayout          layout)
{
  if (request->target.position == WADI_POSITION_IN)
    {
      if (result->los.verdict == WADI_LOS_CLEAR || request->kind == WADI_FIRE_INDIRECT)
        add_term (result, WADI_FIRE_ALSO_HITS_CREST, TRUE, 0,
                  N_("Fire traced INTO the Depression hex affects the units in Crest status there with the same DR"),
                      "B20.92");
      return;
    }
  if (request->target.position != WADI_POSITION_CREST || request->kind != WADI_FIRE_DIRECT)
    return;
  if (result->sees_into)
    add_term (result, WADI_FIRE_SPARES_IN, FALSE, 0,
              N_("Fire with a LOS INTO the Depression hex affects the units IN it too"), "B20.92");
  else if (wadi_hex_distance (layout, request->firer.hex, request->target.hex) > 1
           && wadi_location_level (ctx, &request->firer) == wadi_location_level (ctx, &request->target))
    add_term (result, WADI_FIRE_SPARES_IN, TRUE, 0,
              N_("Same-level, non-adjacent Direct Fire at Crest status does not affect the units IN the Depression"),
                  "B20.92");
}

/* B20.3: "a stream is considered Open Ground for TEM ... provided a LOS to
 * it exists", barring other terrain.  A dry or frozen stream is a gully
 * (B20.41, B20.7), to which this does not speak. */
static void
stream_open_ground (const WadiRulesContext *ctx,
                    const WadiHexCell      *cell,
                    const WadiFireRequest  *request,
                    WadiFireResult         *result)
{
  if (cell->depression != WADI_DEPRESSION_STREAM || request->target.position != WADI_POSITION_IN
      || wadi_stream_depth (ctx, request->target.hex, FALSE) == WADI_STREAM_DRY)
    return;
  if (cell->terrain != WADI_TERRAIN_OPEN)
    add_term (result, WADI_FIRE_OPEN_GROUND, FALSE, 0,
              N_("Other terrain in the stream hex: the stream is not Open Ground"), "B20.3");
  else if (result->los.verdict != WADI_LOS_CLEAR)
    add_term (result, WADI_FIRE_OPEN_GROUND, FALSE, 0, N_("No LOS to the stream hex: not Open Ground"), "B20.3");
  else
    add_term (result, WADI_FIRE_OPEN_GROUND, TRUE, 0, N_("The stream is Open Ground for TEM"), "B20.3");
}

void
wadi_fire (const WadiRulesContext *ctx,
           const WadiFireRequest  *request,
           WadiFireResult         *result)
{
  const WadiBoard   *map = wadi_rules_context_map (ctx);
  const WadiRuleset *ruleset = wadi_ruleset_of (ctx);
  const WadiHexCell *cell;
  WadiLocation       into;

  wadi_los_result_reset (&result->los);
  g_array_set_size (result->terms, 0);
  result->sees_into = FALSE;
  result->into_asked = FALSE;
  result->crossed = 0;
  result->allowed = TRUE;

  wadi_los (ctx, &request->firer, &request->target, &result->los);
  if (map == NULL || !wadi_board_contains (map, request->target.hex))
    return;
  result->crossed = entry_hexsides (map->layout, result->los.line, request->target.hex);
  /* the family's own findings (Tide of Iron's wadi bridge hex) */
  if (ruleset != NULL && ruleset->fire != NULL)
    ruleset->fire (ctx, request, result);
  cell = wadi_board_cell (map, request->target.hex);
  if (cell->depression == WADI_DEPRESSION_NONE || ruleset == NULL
      || !wadi_ruleset_knows_position (ruleset, WADI_POSITION_CREST))
    return;

  into = (WadiLocation) { .hex = request->target.hex, .position = WADI_POSITION_IN };
  result->into_asked = TRUE;
  if (request->target.position == WADI_POSITION_IN && request->target.height == 0)
    result->sees_into = result->los.verdict == WADI_LOS_CLEAR;
  else
    {
      WadiLosResult los;

      wadi_los_result_init (&los);
      wadi_los (ctx, &request->firer, &into, &los);
      result->sees_into = los.verdict == WADI_LOS_CLEAR;
      wadi_los_result_clear (&los);
    }

  if (request->target.position == WADI_POSITION_CREST)
    {
      WadiVerdict verdict = { .allowed = TRUE };

      /* no Crest status where the unit may not hold it (a ford or a
       * bridge, B20.9; a vehicle outside a wadi, F5.42): nothing of it
       * protects, as movement and placement refuse it */
      if (wadi_crest_check_unit (ctx, request->target.hex, request->target_class, &verdict) != WADI_CREST_HEX_ALLOWED)
        {
          /* nor who else the fire hits: no unit is there to ask of */
          add_term (result,
                    wadi_unit_class_is_vehicle (request->target_class) ? WADI_FIRE_VEHICLE_HD
                                                                       : WADI_FIRE_CREST_ENTRENCHMENT,
                    FALSE, 0, verdict.reason, verdict.rule);
          return;
        }
      if (request->kind == WADI_FIRE_DIRECT && result->los.verdict != WADI_LOS_CLEAR)
        {
          /* nothing to be protected from: the attack cannot be made */
          no_direct_fire (request, result);
          return;
        }
      if (wadi_unit_class_is_vehicle (request->target_class))
        vehicle_hd (request, result);
      else
        {
          int      centre = target_centre (ctx, request);
          gboolean entrenched = crest_entrenchment (ctx, request, result, centre);

          if (request->target_class == WADI_UNIT_INFANTRY)
            crest_afv_tem (ctx, request, result, centre, entrenched);
        }
    }
  stream_open_ground (ctx, cell, request, result);
  who_is_hit (ctx, request, result, map->layout);
}
