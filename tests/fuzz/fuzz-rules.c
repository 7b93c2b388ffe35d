/* fuzz-rules.c: libFuzzer harness for the rules on valid documents
 *
 * The input is a .wadi file followed, after a NUL, by bytes that choose
 * hexes, positions and unit classes.  A file that loads is validated whole
 * and again through the live validator after an edit of every hex the
 * bytes name (both must agree), and asked LOS, Crest and movement between
 * the hexes the bytes name.  The rules may answer anything; they must not
 * crash, read out of bounds, or disagree with themselves: LOS from a hex
 * to itself is clear, a step the rules allow has a cost, the region
 * validator matches the whole one.
 */
#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "wadi-crest.h"
#include "wadi-format.h"
#include "wadi-los.h"
#include "wadi-movement.h"
#include "wadi-validate.h"

int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);

#define CHECK(condition) \
  do                     \
    {                    \
      if (!(condition))  \
        abort ();        \
    }                    \
  while (0)

static void
quiet_log (const gchar   *log_domain,
           GLogLevelFlags log_level,
           const gchar   *message,
           gpointer       user_data)
{
}

/* A map hex from two bytes, on the map. */
static gboolean
pick_hex (const WadiBoard *map,
          const uint8_t   *bytes,
          WadiHex         *hex)
{
  *hex = (WadiHex) { bytes[0] % map->cols, bytes[1] % map->rows };
  return wadi_board_contains (map, *hex);
}

static void
ask (const WadiRulesContext *ctx,
     const WadiBoard        *map,
     const uint8_t          *bytes)
{
  WadiHex       a, b;
  WadiLocation  from, to;
  WadiLosResult los;
  WadiVerdict   verdict;
  WadiUnitClass unit_class = (WadiUnitClass) (bytes[4] % WADI_UNIT_CLASS_COUNT);
  WadiPosition  position = (WadiPosition) (bytes[5] % WADI_POSITION_COUNT);

  if (!pick_hex (map, bytes, &a) || !pick_hex (map, bytes + 2, &b))
    return;

  from = (WadiLocation) { a, position, bytes[6] % 3 };
  to = (WadiLocation) { b, (WadiPosition) (bytes[7] % WADI_POSITION_COUNT), 0 };
  wadi_los_result_init (&los);
  wadi_los (ctx, &from, &to, &los);
  wadi_los_result_clear (&los);
  wadi_los_result_init (&los);
  wadi_los (ctx, &from, &from, &los);
  CHECK (los.verdict == WADI_LOS_CLEAR);
  wadi_los_result_clear (&los);

  wadi_crest_check_unit (ctx, a, unit_class, &verdict);
  wadi_crest_check_centre (ctx, a, (WadiDirection) (bytes[6] % 6), &verdict);
  wadi_crest_check_vertex (ctx, a, (WadiVertexIndex) (bytes[7] % 6), &verdict);
  (void) wadi_crest_protected (ctx, a, (WadiDirection) (bytes[6] % 6));
  (void) wadi_crest_legal_vertices (ctx, a);

  for (WadiDirection dir = 0; dir < WADI_DIRECTION_COUNT; dir++)
    {
      WadiMover      mover;
      WadiStep       step = { 0 };
      WadiMoveResult result;

      step.kind = WADI_STEP_ENTER;
      step.to = wadi_hex_neighbor (map->layout, a, dir);
      step.position = (WadiPosition) ((bytes[7] + dir) % WADI_POSITION_COUNT);
      step.reverse = (bytes[6] & 4) != 0;
      step.crest_centre = (WadiDirection) ((dir + 3) % 6);
      if (!wadi_board_contains (map, step.to))
        continue;
      wadi_mover_init_from_counters (&mover, ctx, unit_class, a, position);
      wadi_move_result_init (&result);
      wadi_movement_step (ctx, &mover, &step, &result);
      CHECK (!result.allowed || result.cost != NULL);
      wadi_move_result_clear (&result);
    }
}

static guint
count_diagnostics (GArray *diagnostics)
{
  guint n = diagnostics->len;

  g_array_unref (diagnostics);
  return n;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  const uint8_t *split = memchr (data, 0, size);
  gsize          file_size = split != NULL ? (gsize) (split - data) : size;
  g_autoptr (GBytes) input = g_bytes_new (data, file_size);
  g_autoptr (WadiScenario) scenario = NULL;
  g_autoptr (WadiRulesContext) ctx = NULL;
  g_autoptr (WadiValidator) validator = NULL;
  g_autoptr (WadiRegion) region = NULL;
  const WadiBoard *map;
  const uint8_t   *bytes = split != NULL ? split + 1 : data + size;
  gsize            n_bytes = (gsize) (data + size - bytes);
  guint            whole;

  g_log_set_default_handler (quiet_log, NULL);
  scenario = wadi_format_read_bytes (input, "fuzz.wadi", NULL);
  if (scenario == NULL || wadi_scenario_grid (scenario) == NULL
      || wadi_board_hex_count (wadi_scenario_grid (scenario)) > 256 * 256)
    return 0;

  ctx = wadi_rules_context_new (scenario);
  map = wadi_rules_context_map (ctx);
  whole = count_diagnostics (wadi_validate_all (ctx));

  /* The live validator, told every hex changed, agrees with the whole. */
  validator = wadi_validator_new (ctx);
  region = wadi_region_new ();
  for (gsize i = 0; i + 1 < n_bytes; i += 2)
    {
      WadiHex hex;

      if (pick_hex (map, bytes + i, &hex))
        wadi_region_add_hex (region, hex);
    }
  wadi_rules_context_update (ctx, region);
  wadi_validator_update (validator, region);
  CHECK (count_diagnostics (wadi_validator_collect (validator)) == whole);

  for (gsize i = 0; i + 8 <= n_bytes && i < 8 * 64; i += 8)
    ask (ctx, map, bytes + i);
  return 0;
}
