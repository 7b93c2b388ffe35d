/* wadi-crest.c: Crest status (B20.9-.98, F5.4-.43) */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "wadi-crest.h"
#include "wadi-stream.h"

#define ALL_DIRECTIONS 0x3fu

/* A depression hex's hexsides as Crest status sees them. */
typedef struct
{
  const WadiHexCell *cell;
  guint              depression; /* directions crossed by the depression */
  guint              dcliff;     /* directions with a depression cliff */
  guint              cliff_side; /* directions of the banks that hold a depression cliff */
  gboolean           ford;
  gboolean           bridge;
  gboolean           flooded;
} CrestHex;

static guint
bit (guint dir)
{
  return 1u << (dir % WADI_DIRECTION_COUNT);
}

/* A bank is a maximal run of non-depression hexsides going round the hex;
 * a bank holding a depression cliff is the cliff side. */
static guint
cliff_banks (guint depression,
             guint dcliff)
{
  guint start = 0;
  guint result = 0;
  guint run = 0;

  dcliff &= ~depression;
  if (depression == 0)
    return dcliff != 0 ? ALL_DIRECTIONS : 0;
  while ((depression & bit (start)) == 0)
    start++;
  for (guint k = 1; k <= WADI_DIRECTION_COUNT; k++)
    {
      guint dir = (start + k) % WADI_DIRECTION_COUNT;

      if (depression & bit (dir))
        {
          if (run & dcliff)
            result |= run;
          run = 0;
        }
      else
        run |= bit (dir);
    }
  return result;
}

int
wadi_crest_level (const WadiHexCell *cell)
{
  if (cell->depression == WADI_DEPRESSION_NONE)
    return cell->level;
  return MIN (cell->level, cell->floor + 1);
}

static gboolean
read_crest_hex (const WadiRulesContext *ctx,
                WadiHex                 hex,
                CrestHex               *out)
{
  const WadiBoard *b = wadi_rules_context_map (ctx);

  if (b == NULL || !wadi_board_contains (b, hex))
    return FALSE;
  out->cell = wadi_board_cell (b, hex);
  out->depression = 0;
  out->dcliff = 0;
  for (WadiDirection d = 0; d < WADI_DIRECTION_COUNT; d++)
    {
      guint features = wadi_board_get_side (b, (WadiHexside) { hex, d });

      /* a wadi along the side of the hex across (F5.11) is a wadi
       * hexside, crossed by the Depression as movement reads it */
      if (features & (WADI_SIDE_DEPRESSION | WADI_SIDE_WADI))
        out->depression |= bit (d);
      if (features & WADI_SIDE_DEPRESSION_CLIFF)
        out->dcliff |= bit (d);
    }
  out->cliff_side = cliff_banks (out->depression, out->dcliff);
  out->ford = wadi_rules_context_has_counter (ctx, hex, WADI_COUNTER_FORD);
  out->bridge = (out->cell->flags & (WADI_HEX_FLAG_BRIDGE | WADI_HEX_FLAG_WADI_BRIDGE)) != 0
                || wadi_rules_context_has_counter (ctx, hex, WADI_COUNTER_BRIDGE);
  /* the stream as it is, a ford or not: a ford rules Crest out anyway */
  out->flooded = wadi_stream_depth (ctx, hex, FALSE) == WADI_STREAM_FLOODED;
  return TRUE;
}

static void
verdict_set (WadiVerdict *verdict,
             gboolean     allowed,
             const char  *reason,
             const char  *rule)
{
  verdict->allowed = allowed;
  verdict->reason = allowed ? NULL : reason;
  verdict->rule = rule;
}

/* The checks of the hex itself, for a unit of unit_class (B20.9, F5.4,
 * F5.42, F5.43). */
static WadiCrestHexCheck
check_unit_hex (const CrestHex *h,
                WadiUnitClass   unit_class,
                WadiVerdict    *verdict)
{
  gboolean vehicle = wadi_unit_class_is_vehicle (unit_class);

  if (vehicle && h->cell->depression != WADI_DEPRESSION_WADI)
    {
      verdict_set (verdict, FALSE, N_ ("vehicles gain Crest status only in a wadi hex"), "F5.42");
      return WADI_CREST_HEX_NOT_IN_WADI;
    }
  if (unit_class == WADI_UNIT_TOWED_GUN && h->cell->depression != WADI_DEPRESSION_WADI)
    {
      verdict_set (verdict, FALSE, N_ ("a Gun gains Crest status only in a non-bridge wadi hex"), "F5.43");
      return WADI_CREST_HEX_NOT_IN_WADI;
    }
  if (h->cell->depression == WADI_DEPRESSION_NONE)
    {
      verdict_set (verdict, FALSE, N_ ("Crest status exists only in a Depression hex"), "B20.9");
      return WADI_CREST_HEX_NO_DEPRESSION;
    }
  /* "treated as a flooded pond" at level 0: no longer a Depression, and
   * a Water Obstacle that movement refuses too (wadi_stream_check_in) */
  if (h->flooded)
    {
      verdict_set (verdict, FALSE, N_ ("no Crest status in a flooded stream: it is a flooded pond, not a Depression"), "B20.44");
      return WADI_CREST_HEX_FLOODED;
    }
  if (unit_class == WADI_UNIT_CAVALRY)
    {
      verdict_set (verdict, FALSE, N_ ("Crest status is for Infantry, Guns and, in a wadi, vehicles"), "F5.4");
      return WADI_CREST_HEX_NOT_FOR_CLASS;
    }
  if (vehicle && h->bridge)
    verdict_set (verdict, FALSE, N_ ("vehicles gain Crest status only in a non-bridge wadi hex"), "F5.42");
  else if (h->ford)
    verdict_set (verdict, FALSE, N_ ("no Crest status in a hex with a ford"), "B20.9");
  else if (h->bridge)
    verdict_set (verdict, FALSE, N_ ("no Crest status in a hex with a bridge"), "B20.9");
  else
    {
      verdict_set (verdict, TRUE, NULL, vehicle ? "F5.42" : "B20.9");
      return WADI_CREST_HEX_ALLOWED;
    }
  return WADI_CREST_HEX_FORD_OR_BRIDGE;
}

WadiCrestHexCheck
wadi_crest_check_unit (const WadiRulesContext *ctx,
                       WadiHex                 hex,
                       WadiUnitClass           unit_class,
                       WadiVerdict            *verdict)
{
  CrestHex h;

  if (!read_crest_hex (ctx, hex, &h))
    {
      verdict_set (verdict, FALSE, N_ ("the hex is not on the map"), "B20.9");
      return WADI_CREST_HEX_NO_DEPRESSION;
    }
  return check_unit_hex (&h, unit_class, verdict);
}

void
wadi_crest_check_centre (const WadiRulesContext *ctx,
                         WadiHex                 hex,
                         WadiDirection           centre,
                         WadiVerdict            *verdict)
{
  CrestHex h;

  if (centre >= WADI_DIRECTION_COUNT)
    verdict_set (verdict, FALSE, N_ ("the centre is not a hexside direction (0 to 5)"), "B20.91");
  else if (!read_crest_hex (ctx, hex, &h))
    verdict_set (verdict, FALSE, N_ ("the hex is not on the map"), "B20.9");
  else if (check_unit_hex (&h, WADI_UNIT_INFANTRY, verdict) != WADI_CREST_HEX_ALLOWED)
    return;
  else if (h.depression & bit (centre))
    verdict_set (verdict, FALSE,
                 N_ ("the centre protected hexside may not be a hexside crossed by the Depression"),
                     "B20.91");
  else if (h.dcliff & bit (centre))
    verdict_set (verdict, FALSE, N_ ("Crest status is never allowed along a Depression Cliff hexside"), "B20.9");
  else if (h.cliff_side & bit (centre))
    verdict_set (verdict, FALSE, N_ ("the centre lies on the Depression-cliff side of the hex"), "F5.4");
  else
    verdict_set (verdict, TRUE, NULL, "B20.91");
}

guint
wadi_crest_protected (const WadiRulesContext *ctx,
                      WadiHex                 hex,
                      WadiDirection           centre)
{
  CrestHex h;
  guint    front;

  if (centre >= WADI_DIRECTION_COUNT || !read_crest_hex (ctx, hex, &h))
    return 0;
  front = bit (centre + WADI_DIRECTION_COUNT - 1) | bit (centre) | bit (centre + 1);
  return front & ~h.depression;
}

guint
wadi_crest_side (const WadiRulesContext *ctx,
                 WadiHex                 hex,
                 WadiDirection           centre)
{
  CrestHex h;
  guint    side;

  if (centre >= WADI_DIRECTION_COUNT || !read_crest_hex (ctx, hex, &h)
      || h.cell->depression == WADI_DEPRESSION_NONE || (h.depression & bit (centre)))
    return 0;
  /* The bank: from the centre both ways round to a depression hexside. */
  side = bit (centre);
  for (guint k = 1; k < WADI_DIRECTION_COUNT && !(h.depression & bit (centre + k)); k++)
    side |= bit (centre + k);
  for (guint k = 1; k < WADI_DIRECTION_COUNT && !(h.depression & bit (centre + WADI_DIRECTION_COUNT - k)); k++)
    side |= bit (centre + WADI_DIRECTION_COUNT - k);
  return side;
}

static void
check_vertex (const CrestHex *h,
              WadiVertexIndex vertex,
              WadiVerdict    *verdict)
{
  guint sides = bit (vertex) | bit (vertex + 1u);

  /* Any vehicle class: they all gain Crest status alike (F5.42). */
  if (check_unit_hex (h, WADI_UNIT_FULLY_TRACKED, verdict) != WADI_CREST_HEX_ALLOWED)
    return;
  if ((h->depression & sides) == sides)
    verdict_set (verdict, FALSE, N_ ("the vertex is formed by two wadi hexsides"), "F5.421");
  else if (h->cliff_side & sides & ~h->depression)
    verdict_set (verdict, FALSE, N_ ("the vertex is on the wadi-cliff side of the wadi"), "F5.421");
  else
    verdict_set (verdict, TRUE, NULL, "F5.421");
}

void
wadi_crest_check_vertex (const WadiRulesContext *ctx,
                         WadiHex                 hex,
                         WadiVertexIndex         vertex,
                         WadiVerdict            *verdict)
{
  CrestHex h;

  if (vertex >= WADI_DIRECTION_COUNT)
    verdict_set (verdict, FALSE, N_ ("the vertex is not a vertex index (0 to 5)"), "F5.42");
  else if (!read_crest_hex (ctx, hex, &h))
    verdict_set (verdict, FALSE, N_ ("the hex is not on the map"), "F5.42");
  else
    check_vertex (&h, vertex, verdict);
}

guint
wadi_crest_legal_vertices (const WadiRulesContext *ctx,
                           WadiHex                 hex)
{
  CrestHex h;
  guint    legal = 0;

  if (!read_crest_hex (ctx, hex, &h))
    return 0;
  for (WadiVertexIndex k = 0; k < WADI_DIRECTION_COUNT; k++)
    {
      WadiVerdict verdict;

      check_vertex (&h, k, &verdict);
      if (verdict.allowed)
        legal |= bit (k);
    }
  return legal;
}

guint
wadi_crest_cliff_side (const WadiRulesContext *ctx,
                       WadiHex                 hex)
{
  CrestHex h;

  if (!read_crest_hex (ctx, hex, &h) || h.cell->depression == WADI_DEPRESSION_NONE)
    return 0;
  return h.cliff_side;
}
