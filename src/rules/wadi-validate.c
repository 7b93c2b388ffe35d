/* wadi-validate.c: a scenario, or a region of it, in; diagnostics out
 *
 * Every hex rule reads the hex, its hexsides, its neighbours and its
 * counters, on the map the rules context composes: every hex is a map hex,
 * and the seams where boards join are no edge.  Each hexside is checked
 * once, by the hex that owns it.  Two SSR consequences read more than that:
 * marsh counts as mudflat on a board with a dry stream, and ponds rise a
 * level in a scenario with a flooded stream (B20.41, B20.44); which boards
 * of the map's layout have a stream hex is worked out once a pass, and the
 * validator keeps it by counting.  A hex two boards print differently is
 * reported until it is painted (map.seam-mismatch).
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "wadi-diagnostic-private.h"
#include "wadi-placement.h"
#include "wadi-ruleset.h"
#include "wadi-validate.h"

static const WadiDiagnosticRule TERRAIN_NOT_IN_RULESET = {
  "terrain.not-in-ruleset", WADI_SEVERITY_WARNING, WADI_RULE_OF_WADI,
  N_("The scenario's ruleset has no such terrain: paint the hex with terrain the ruleset knows, or change the ruleset.")
  };
static const WadiDiagnosticRule DEPRESSION_NOT_IN_RULESET = {
  "depression.not-in-ruleset", WADI_SEVERITY_WARNING, WADI_RULE_OF_WADI,
  N_("The scenario's ruleset has no such Depression: use one it knows (the palette offers them), or change the ruleset.")
  };
/* The same, naming the Depression: a ruleset lacks gullies (Tide of
 * Iron) or wadis (the classic charts), not which the designer sees. */
static const WadiDiagnosticRule DEPRESSION_NOT_IN_RULESET_BY_KIND[WADI_DEPRESSION_COUNT] = {
  [WADI_DEPRESSION_GULLY] = {
      "depression.not-in-ruleset", WADI_SEVERITY_WARNING, WADI_RULE_OF_WADI,
      N_("The scenario's ruleset has no gullies: use a Depression it knows (the palette offers them), or change the ruleset.") },
      [WADI_DEPRESSION_STREAM] = {
          "depression.not-in-ruleset", WADI_SEVERITY_WARNING, WADI_RULE_OF_WADI,
          N_("The scenario's ruleset has no streams: use a Depression it knows (the palette offers them), or change the ruleset.") },
          [WADI_DEPRESSION_WADI] = {
              "depression.not-in-ruleset", WADI_SEVERITY_WARNING, WADI_RULE_OF_WADI,
              N_("The scenario's ruleset has no wadis: use a Depression it knows (the palette offers them), or change the ruleset.") },
          };
static const WadiDiagnosticRule FLAG_NOT_IN_RULESET = {
  "hex-flag.not-in-ruleset", WADI_SEVERITY_WARNING, WADI_RULE_OF_WADI,
  N_("The hex is marked as something the scenario's ruleset does not have (wadi entrance and wadi bridge hexes are Tide of Iron's): clear the mark, or change the ruleset.")
  };
static const WadiDiagnosticRule DEPRESSION_FLOOR_NOT_BELOW = {
  "depression.floor-not-below-ground", WADI_SEVERITY_ERROR, "B20.2",
  N_("The Depression's floor is not below the hex's ground level: a Depression lies a level below the terrain around it (a stream \"is usually a level -1 Depression hex\"); lower its floor or raise the hex.")
  };
static const WadiDiagnosticRule DEPRESSION_CLIFF_WITHOUT_DEPRESSION = {
  "side.depression-cliff-without-depression", WADI_SEVERITY_ERROR, "F5.3",
  N_("A Depression Cliff hexside has no Depression hex on either side: a Depression Cliff is a side of a Depression; make one of its hexes a Depression hex, or clear the cliff.")
  };
static const WadiDiagnosticRule WADI_HEXSIDE_WITHOUT_WADI = {
  "side.wadi-hexside-without-wadi", WADI_SEVERITY_WARNING, "F5.11",
  N_("A wadi hexside has no wadi hex on either side: a wadi hexside is where a wadi touches a non-wadi hex; make the hex across it a wadi hex, or clear the mark.")
  };
static const WadiDiagnosticRule SSR_STREAM_FLOODED = {
  "ssr.stream-flooded", WADI_SEVERITY_INFO, "B20.44",
  N_("Flooded stream (SSR): this hex is one level higher than its floor and is a flooded pond.")
  };
static const WadiDiagnosticRule SSR_STREAM_FROZEN_FLOODED = {
  "ssr.stream-frozen-flooded", WADI_SEVERITY_INFO, "B20.7",
  N_("Frozen flooded stream (SSR): this hex is a dry stream, that is a gully, still one level higher than its floor.")
  };
static const WadiDiagnosticRule SSR_STREAM_DRY = {
  "ssr.stream-dry", WADI_SEVERITY_INFO, "B20.41, B20.7",
  N_("Dry or frozen stream (SSR): this stream hex is a gully for all purposes.")
  };
static const WadiDiagnosticRule SSR_STREAM_FRIGID = {
  "ssr.stream-frigid", WADI_SEVERITY_INFO, "B20.7",
  N_("Snow on a stream that is neither dry nor frozen (SSR): this hex is a frigid Water Obstacle.")
  };
static const WadiDiagnosticRule SSR_POND_FLOODED = {
  "ssr.pond-flooded", WADI_SEVERITY_INFO, "B20.44",
  N_("The scenario has a flooded stream (SSR): this pond is one level higher than normal.")
  };
static const WadiDiagnosticRule SSR_MARSH_MUDFLAT = {
  "ssr.marsh-mudflat", WADI_SEVERITY_INFO, "B20.41",
  N_("Streams are dry (SSR) and this board has a stream: this marsh hex is a mudflat.")
  };
static const WadiDiagnosticRule SSR_TOI_CREVASSE = {
  "ssr.toi-wadi-is-crevasse", WADI_SEVERITY_INFO, "DoF wadis",
  N_("No SSR calls for the wadi rules: this wadi hex is played as crevasse terrain.")
  };

/* The message names the hex's two labels (seam_mismatch_message). */
#define SEAM_MISMATCH_TEXT \
  N_("%s and %s are one hex, but the two boards print it differently: the map keeps %s's half; paint the hex to make both halves the same.")
static const WadiDiagnosticRule MAP_SEAM_MISMATCH = {
  "map.seam-mismatch", WADI_SEVERITY_WARNING, WADI_RULE_OF_WADI, SEAM_MISMATCH_TEXT
};

#define BIT(n) (1u << (n))

/* What every hex of one validation pass shares. */
typedef struct
{
  const WadiRulesContext *ctx;
  const WadiRuleset      *ruleset;
  const WadiBoard        *grid;    /* the composed map the rules read; NULL: no board */
  const WadiMap          *map;     /* the boards laid out on it */
  guint                   terrain; /* what the ruleset knows, as bit masks */
  guint                   depressions;
  guint                   flags;
  gboolean                streams; /* the ruleset's streams have a depth (B20.4) */
  gboolean                flooded; /* B20.44: one level higher, frozen or not */
  gboolean                frozen;
  gboolean                streams_dry;   /* B20.41, B20.7: a gully */
  gboolean                marsh_mudflat; /* B20.41: only for a dry stream */
  gboolean                frigid;        /* B20.7 */
  gboolean                toi_crevasse;
  /* Stream hexes, known once scanned (or counted by the validator): per
   * board of the map, whether a stream hex lies on it; and whether the map
   * has one at all. */
  gboolean  streams_known;
  gboolean *board_has_stream;
  gboolean  map_has_stream;
  guint     n_boards;
} Scope;

static void
scope_init (Scope                  *scope,
            const WadiRulesContext *ctx)
{
  const WadiSsr *ssr = wadi_rules_context_ssr (ctx);

  memset (scope, 0, sizeof *scope);
  scope->ctx = ctx;
  scope->ruleset = wadi_ruleset_of (ctx);
  scope->grid = wadi_rules_context_map (ctx);
  scope->map = wadi_rules_context_scenario (ctx)->map;
  scope->terrain = wadi_ruleset_terrain_mask (scope->ruleset);
  scope->depressions = wadi_ruleset_depression_mask (scope->ruleset);
  scope->flags = wadi_ruleset_hex_flag_mask (scope->ruleset);
  /* The SSRs matter only to a ruleset that reads them. */
  scope->streams = wadi_ruleset_reads_ssr (scope->ruleset, WADI_RULESET_SSR_STREAM_DEPTH);
  scope->flooded = scope->streams && ssr->stream_depth == WADI_STREAM_FLOODED;
  scope->frozen = wadi_ruleset_reads_ssr (scope->ruleset, WADI_RULESET_SSR_FROZEN) && ssr->frozen;
  scope->streams_dry = scope->streams && !scope->flooded
                       && (ssr->stream_depth == WADI_STREAM_DRY || scope->frozen);
  scope->marsh_mudflat = scope->streams && ssr->stream_depth == WADI_STREAM_DRY;
  scope->frigid = wadi_ruleset_reads_ssr (scope->ruleset, WADI_RULESET_SSR_SNOW) && ssr->snow
                  && !scope->frozen && scope->streams && ssr->stream_depth != WADI_STREAM_DRY;
  scope->toi_crevasse = wadi_ruleset_reads_ssr (scope->ruleset, WADI_RULESET_SSR_TOI_WADI_RULES)
                        && !ssr->toi_wadi_rules;
  scope->n_boards = wadi_map_board_count (scope->map);
  scope->board_has_stream = g_new0 (gboolean, MAX (scope->n_boards, 1));
}

static void
scope_clear (Scope *scope)
{
  g_clear_pointer (&scope->board_has_stream, g_free);
}

static gboolean
is_stream_hex (const WadiBoard *grid,
               guint            index)
{
  return grid->cells[index].depression == WADI_DEPRESSION_STREAM
         && wadi_board_contains (grid, wadi_board_hex_at_index (grid, index));
}

/* Adds delta to the count of each board that covers the map hex (a hex
 * two boards share is on both). */
static void
count_boards_at (const WadiMap *map,
                 WadiHex        hex,
                 guint         *counts,
                 int            delta)
{
  guint boards[2];
  guint n = wadi_map_boards_at (map, hex, boards);

  for (guint k = 0; k < n; k++)
    counts[boards[k]] = (guint) ((int) counts[boards[k]] + delta);
}

static void
scope_scan_streams (Scope *scope)
{
  g_autofree guint *counts = g_new0 (guint, MAX (scope->n_boards, 1));
  guint             n = scope->grid != NULL ? wadi_board_hex_count (scope->grid) : 0;

  for (guint i = 0; i < n; i++)
    if (is_stream_hex (scope->grid, i))
      {
        scope->map_has_stream = TRUE;
        count_boards_at (scope->map, wadi_board_hex_at_index (scope->grid, i), counts, 1);
      }
  for (guint b = 0; b < scope->n_boards; b++)
    scope->board_has_stream[b] = counts[b] > 0;
  scope->streams_known = TRUE;
}

static gboolean
scope_scenario_has_stream (Scope *scope)
{
  if (!scope->streams_known)
    scope_scan_streams (scope);
  return scope->map_has_stream;
}

/* Whether a board that covers hex has a stream hex: B20.41's "marsh hexes
 * on the same board". */
static gboolean
scope_board_has_stream (Scope  *scope,
                        WadiHex hex)
{
  guint boards[2];
  guint n = wadi_map_boards_at (scope->map, hex, boards);

  if (!scope->streams_known)
    scope_scan_streams (scope);
  for (guint k = 0; k < n; k++)
    if (scope->board_has_stream[boards[k]])
      return TRUE;
  return FALSE;
}

static void
report (GArray                   *out,
        const WadiDiagnosticRule *rule,
        WadiDiagnosticPlace       place,
        WadiHex                   hex,
        WadiHexside               side)
{
  wadi_diagnostic_append (out, rule, place, hex)->hexside = side;
}

static void
report_hex (GArray                   *out,
            const WadiDiagnosticRule *rule,
            WadiHex                   hex)
{
  report (out, rule, WADI_DIAG_AT_HEX, hex, (WadiHexside) { { 0, 0 }, 0 });
}

/* A hexside this hex owns. */
static void
check_side (const WadiBoard   *b,
            WadiHex            hex,
            const WadiHexCell *cell,
            WadiDirection      dir,
            guint              features,
            GArray            *out)
{
  WadiHex            other = wadi_hex_neighbor (b->layout, hex, dir);
  const WadiHexCell *other_cell = wadi_board_contains (b, other) ? wadi_board_cell (b, other) : NULL;
  WadiHexside        side = wadi_hexside_canonical (b->layout, (WadiHexside) { hex, dir });

  /* Off the map's edge the Depression may go on. */
  if (other_cell == NULL)
    return;
  if ((features & WADI_SIDE_DEPRESSION_CLIFF)
      && cell->depression == WADI_DEPRESSION_NONE && other_cell->depression == WADI_DEPRESSION_NONE)
    report (out, &DEPRESSION_CLIFF_WITHOUT_DEPRESSION, WADI_DIAG_AT_HEXSIDE, hex, side);
  if ((features & WADI_SIDE_WADI)
      && cell->depression != WADI_DEPRESSION_WADI && other_cell->depression != WADI_DEPRESSION_WADI)
    report (out, &WADI_HEXSIDE_WITHOUT_WADI, WADI_DIAG_AT_HEXSIDE, hex, side);
}

static void
check_ssr (Scope             *scope,
           WadiHex            hex,
           const WadiHexCell *cell,
           GArray            *out)
{
  if (cell->depression == WADI_DEPRESSION_STREAM && scope->streams)
    {
      if (scope->flooded)
        report_hex (out, scope->frozen ? &SSR_STREAM_FROZEN_FLOODED : &SSR_STREAM_FLOODED, hex);
      else if (scope->streams_dry)
        report_hex (out, &SSR_STREAM_DRY, hex);
      if (scope->frigid)
        report_hex (out, &SSR_STREAM_FRIGID, hex);
    }
  if (cell->terrain == WADI_TERRAIN_POND && scope->flooded && scope_scenario_has_stream (scope))
    report_hex (out, &SSR_POND_FLOODED, hex);
  if (cell->terrain == WADI_TERRAIN_MARSH && scope->marsh_mudflat
      && scope_board_has_stream (scope, hex))
    report_hex (out, &SSR_MARSH_MUDFLAT, hex);
  if (cell->depression == WADI_DEPRESSION_WADI && scope->toi_crevasse)
    report_hex (out, &SSR_TOI_CREVASSE, hex);
}

static gboolean
cell_equal (const WadiHexCell *a,
            const WadiHexCell *b)
{
  return a->terrain == b->terrain && a->level == b->level && a->depression == b->depression
         && a->floor == b->floor && a->flags == b->flags;
}

/* A board's own label of one of its hexes, with the board's id ("25GG5"). */
static char *
board_label (const WadiMap *map,
             guint          index,
             WadiHex        hex)
{
  const WadiMapBoard *board = wadi_map_get_board (map, index);
  g_autofree char    *label = NULL;
  WadiHex             local;

  if (!wadi_map_to_board (map, index, hex, &local))
    return g_strdup (board->id);
  label = wadi_label_print (&board->labels, local);
  if (board->labels.kind == WADI_LABEL_ASL)
    return g_strconcat (board->id, label, NULL);
  return g_strdup_printf ("%s %s", board->id, label);
}

/* The message names the hex's two labels, so it is made here and kept
 * for the life of the program (g_intern_string): a diagnostic's message is
 * static.  There are as many as there are shared hexes that differ.  It
 * stays untranslated, as every diagnostic's message does until it is shown
 * (wadi-diagnostic.h); with the labels in it, _() finds no translation. */
static const char *
seam_mismatch_message (const WadiMap         *map,
                       const WadiMapMismatch *mismatch)
{
  g_autofree char *first = board_label (map, mismatch->first, mismatch->hex);
  g_autofree char *second = board_label (map, mismatch->second, mismatch->hex);
  g_autofree char *text = g_strdup_printf (SEAM_MISMATCH_TEXT, first, second, first);

  return g_intern_string (text);
}

/* A hex two boards share whose halves the boards print differently, until
 * the designer paints it (which makes the halves the same). */
static void
check_seam (Scope  *scope,
            WadiHex hex,
            GArray *out)
{
  const WadiBoard       *grid = scope->map->grid;
  const WadiMapMismatch *mismatch = wadi_map_find_mismatch (scope->map, hex);

  if (mismatch == NULL || grid == NULL || cell_equal (wadi_board_cell (grid, hex), &mismatch->cell))
    return;
  wadi_diagnostic_append (out, &MAP_SEAM_MISMATCH, WADI_DIAG_AT_HEX, hex)->message
      = seam_mismatch_message (scope->map, mismatch);
}

static void
validate_hex_scoped (Scope  *scope,
                     WadiHex hex,
                     GArray *out)
{
  const WadiBoard    *b = scope->grid;
  const WadiHexCell  *cell = wadi_board_cell (b, hex);
  const WadiHexSides *owned = &b->sides[wadi_board_side_slot (b, hex)];
  const GPtrArray    *counters = wadi_rules_context_counters_at (scope->ctx, hex);
  gboolean            ssr_terrain = (cell->terrain == WADI_TERRAIN_MARSH && scope->marsh_mudflat)
                         || (cell->terrain == WADI_TERRAIN_POND && scope->flooded);

  if (scope->map->mismatches->len > 0)
    check_seam (scope, hex, out);

  /* Most hexes are plain: say so in a few comparisons. */
  if (cell->depression == WADI_DEPRESSION_NONE && cell->flags == 0 && counters == NULL
      && !ssr_terrain && (owned->side[0] | owned->side[1] | owned->side[2]) == 0
      && cell->terrain < WADI_TERRAIN_COUNT && (scope->terrain & BIT (cell->terrain)))
    return;

  if (cell->terrain >= WADI_TERRAIN_COUNT || !(scope->terrain & BIT (cell->terrain)))
    report_hex (out, &TERRAIN_NOT_IN_RULESET, hex);
  if (cell->depression >= WADI_DEPRESSION_COUNT || !(scope->depressions & BIT (cell->depression)))
    report_hex (out,
                cell->depression < WADI_DEPRESSION_COUNT && DEPRESSION_NOT_IN_RULESET_BY_KIND[cell->depression].code
                    ? &DEPRESSION_NOT_IN_RULESET_BY_KIND[cell->depression]
                    : &DEPRESSION_NOT_IN_RULESET,
                hex);
  else if (cell->depression != WADI_DEPRESSION_NONE && cell->floor >= cell->level)
    /* the editor keeps a floor below; a hand-written file may not */
    report_hex (out, &DEPRESSION_FLOOR_NOT_BELOW, hex);
  if (cell->flags & ~scope->flags)
    report_hex (out, &FLAG_NOT_IN_RULESET, hex);

  /* the family's own rules of a hex */
  if (scope->ruleset != NULL && scope->ruleset->check_hex != NULL)
    scope->ruleset->check_hex (scope->ctx, b, hex, out);

  check_ssr (scope, hex, cell, out);

  /* Each hexside once, by its owner; the hexsides whose owner is off the
   * map have no hex across them, and off the map's edge a Depression may go
   * on, so they have nothing to say. */
  for (WadiDirection d = 0; d < 3; d++)
    if (owned->side[d] & (WADI_SIDE_DEPRESSION_CLIFF | WADI_SIDE_WADI))
      check_side (b, hex, cell, d, owned->side[d], out);
  if (counters != NULL)
    {
      for (guint i = 0; i < counters->len; i++)
        wadi_placement_check_all (scope->ctx, g_ptr_array_index (counters, i), out);
      wadi_placement_check_stacking (scope->ctx, hex, out);
    }
}

/* Counters that stand on no hex of the map are found by no hex. */
void
wadi_validate_scenario (const WadiRulesContext *ctx,
                        GArray                 *out)
{
  const WadiScenario *scenario = wadi_rules_context_scenario (ctx);
  const WadiBoard    *b = wadi_rules_context_map (ctx);

  for (guint i = 0; i < scenario->counters->len; i++)
    {
      const WadiCounter *counter = &g_array_index (scenario->counters, WadiCounter, i);

      if (b == NULL || !wadi_board_contains (b, counter->hex))
        wadi_placement_check_all (ctx, counter, out);
    }
}

static gint
diagnostic_compare (gconstpointer a,
                    gconstpointer b)
{
  return wadi_diagnostic_compare (a, b);
}

GArray *
wadi_validate_all (const WadiRulesContext *ctx)
{
  GArray *out = g_array_new (FALSE, TRUE, sizeof (WadiDiagnostic));
  Scope   scope;
  guint   n;

  scope_init (&scope, ctx);
  wadi_validate_scenario (ctx, out);
  n = scope.grid != NULL ? wadi_board_hex_count (scope.grid) : 0;
  for (guint i = 0; i < n; i++)
    if (wadi_board_contains (scope.grid, wadi_board_hex_at_index (scope.grid, i)))
      validate_hex_scoped (&scope, wadi_board_hex_at_index (scope.grid, i), out);
  scope_clear (&scope);
  g_array_sort (out, diagnostic_compare);
  return out;
}

/* The validator: diagnostics kept per hex, replaced hex by hex. */

#define OFF_MAP_KEY G_MAXUINT64

typedef struct
{
  guint64 key;         /* the map hex index */
  GArray *diagnostics; /* WadiDiagnostic, never empty */
} HexEntry;

struct _WadiValidator
{
  WadiRulesContext *ctx;
  GHashTable       *entries;   /* &entry->key -> HexEntry */
  GArray           *scenario;  /* scenario-wide diagnostics */
  guint             counts[3]; /* by WadiSeverity */
  /* Stream hexes: a bit per map hex, a count per board of those it covers
   * and one for the map, so that whether a board (or the map) has a stream
   * is known without a scan. */
  guint8     *stream_bits;
  guint       n_hexes;       /* of the map the bits are of */
  GArray     *stream_counts; /* guint per board of the map */
  guint       map_streams;
  GHashTable *counter_keys; /* counter id -> guint64 * where it was last seen */
  GArray     *scratch;
  /* What the last update changed (see wadi_validator_delta): every
   * diagnostic of a re-checked hex goes out and its new ones come in, and
   * those in both cancel at the end. */
  gboolean recording;
  gboolean delta_known; /* FALSE after a rebuild */
  GArray  *removed;
  GArray  *added;
};

static void
hex_entry_free (gpointer data)
{
  HexEntry *entry = data;

  g_array_unref (entry->diagnostics);
  g_free (entry);
}

static void
count_diagnostics (WadiValidator *validator,
                   const GArray  *diagnostics,
                   gboolean       added)
{
  for (guint i = 0; i < diagnostics->len; i++)
    {
      WadiSeverity severity = g_array_index (diagnostics, WadiDiagnostic, i).severity;

      if ((guint) severity >= G_N_ELEMENTS (validator->counts))
        continue;
      if (added)
        validator->counts[severity]++;
      else
        validator->counts[severity]--;
    }
}

static void
store_hex (WadiValidator *validator,
           guint64        key,
           const GArray  *diagnostics)
{
  HexEntry *entry = g_hash_table_lookup (validator->entries, &key);

  if (entry != NULL)
    {
      count_diagnostics (validator, entry->diagnostics, FALSE);
      if (validator->recording)
        g_array_append_vals (validator->removed, entry->diagnostics->data, entry->diagnostics->len);
      g_hash_table_remove (validator->entries, &key);
    }
  if (diagnostics->len == 0)
    return;
  if (validator->recording)
    g_array_append_vals (validator->added, diagnostics->data, diagnostics->len);
  entry = g_new (HexEntry, 1);
  entry->key = key;
  entry->diagnostics = g_array_sized_new (FALSE, FALSE, sizeof (WadiDiagnostic), diagnostics->len);
  g_array_append_vals (entry->diagnostics, diagnostics->data, diagnostics->len);
  count_diagnostics (validator, entry->diagnostics, TRUE);
  g_hash_table_insert (validator->entries, &entry->key, entry);
}

/* fresh: the hex has no entry yet (a rebuild), so a quiet hex costs no
 * lookup. */
static void
revalidate_hex (WadiValidator *validator,
                Scope         *scope,
                guint          index,
                gboolean       fresh)
{
  const WadiBoard *b = scope->grid;

  g_array_set_size (validator->scratch, 0);
  if (b != NULL && index < wadi_board_hex_count (b) && wadi_board_contains (b, wadi_board_hex_at_index (b, index)))
    validate_hex_scoped (scope, wadi_board_hex_at_index (b, index), validator->scratch);
  if (fresh && validator->scratch->len == 0)
    return;
  store_hex (validator, index, validator->scratch);
}

static void
revalidate_scenario (WadiValidator *validator)
{
  count_diagnostics (validator, validator->scenario, FALSE);
  if (validator->recording)
    g_array_append_vals (validator->removed, validator->scenario->data, validator->scenario->len);
  g_array_set_size (validator->scenario, 0);
  wadi_validate_scenario (validator->ctx, validator->scenario);
  count_diagnostics (validator, validator->scenario, TRUE);
  if (validator->recording)
    g_array_append_vals (validator->added, validator->scenario->data, validator->scenario->len);
}

static guint64
counter_key (const WadiRulesContext *ctx,
             const WadiCounter      *counter)
{
  const WadiBoard *b = wadi_rules_context_map (ctx);

  if (b == NULL || !wadi_board_contains (b, counter->hex))
    return OFF_MAP_KEY;
  return wadi_board_index (b, counter->hex);
}

static void
remember_counter (WadiValidator     *validator,
                  const WadiCounter *counter)
{
  guint64 *key = g_new (guint64, 1);

  *key = counter_key (validator->ctx, counter);
  g_hash_table_insert (validator->counter_keys, GUINT_TO_POINTER (counter->id), key);
}

static void
count_streams (WadiValidator *validator)
{
  const WadiBoard *b = wadi_rules_context_map (validator->ctx);
  const WadiMap   *map = wadi_rules_context_scenario (validator->ctx)->map;
  guint            n = b != NULL ? wadi_board_hex_count (b) : 0;

  g_free (validator->stream_bits);
  validator->stream_bits = g_malloc0 (n / 8 + 1);
  validator->n_hexes = n;
  validator->map_streams = 0;
  g_array_set_size (validator->stream_counts, 0);
  g_array_set_size (validator->stream_counts, wadi_map_board_count (map));
  for (guint i = 0; i < n; i++)
    if (is_stream_hex (b, i))
      {
        validator->stream_bits[i / 8] |= (guint8) (1u << (i % 8));
        validator->map_streams++;
        count_boards_at (map, wadi_board_hex_at_index (b, i), (guint *) (void *) validator->stream_counts->data, 1);
      }
}

static void
scope_from_counts (WadiValidator *validator,
                   Scope         *scope)
{
  scope_init (scope, validator->ctx);
  for (guint board = 0; board < scope->n_boards && board < validator->stream_counts->len; board++)
    scope->board_has_stream[board] = g_array_index (validator->stream_counts, guint, board) > 0;
  scope->map_has_stream = validator->map_streams > 0;
  scope->streams_known = TRUE;
}

/* FALSE when cancellable (may be NULL) was cancelled on the way: asked
 * every few thousand hexes, so that a cancel stops a map of millions in
 * a few milliseconds. */
static gboolean
revalidate_map_cancellable (WadiValidator *validator,
                            Scope         *scope,
                            gboolean       fresh,
                            GCancellable  *cancellable)
{
  guint n = scope->grid != NULL ? wadi_board_hex_count (scope->grid) : 0;

  for (guint i = 0; i < n; i++)
    {
      if (i % 4096 == 0 && g_cancellable_is_cancelled (cancellable))
        return FALSE;
      revalidate_hex (validator, scope, i, fresh);
    }
  return TRUE;
}

static void
revalidate_map (WadiValidator *validator,
                Scope         *scope,
                gboolean       fresh)
{
  revalidate_map_cancellable (validator, scope, fresh, NULL);
}

static gboolean
validator_rebuild_cancellable (WadiValidator *validator,
                               GCancellable  *cancellable);

static void
validator_rebuild (WadiValidator *validator)
{
  validator_rebuild_cancellable (validator, NULL);
}

static gboolean
validator_rebuild_cancellable (WadiValidator *validator,
                               GCancellable  *cancellable)
{
  const WadiScenario *scenario = wadi_rules_context_scenario (validator->ctx);
  Scope               scope;

  validator->delta_known = FALSE;
  g_hash_table_remove_all (validator->entries);
  g_hash_table_remove_all (validator->counter_keys);
  memset (validator->counts, 0, sizeof validator->counts);
  g_array_set_size (validator->scenario, 0);

  count_streams (validator);
  scope_from_counts (validator, &scope);
  if (!revalidate_map_cancellable (validator, &scope, TRUE, cancellable))
    {
      scope_clear (&scope);
      return FALSE;
    }
  scope_clear (&scope);
  revalidate_scenario (validator);
  for (guint i = 0; i < scenario->counters->len; i++)
    {
      if (i % 4096 == 0 && g_cancellable_is_cancelled (cancellable))
        return FALSE;
      remember_counter (validator, &g_array_index (scenario->counters, WadiCounter, i));
    }
  return TRUE;
}

WadiValidator *
wadi_validator_new (WadiRulesContext *ctx)
{
  return wadi_validator_new_cancellable (ctx, NULL);
}

WadiValidator *
wadi_validator_new_cancellable (WadiRulesContext *ctx,
                                GCancellable     *cancellable)
{
  WadiValidator *validator = g_new0 (WadiValidator, 1);

  validator->ctx = ctx;
  validator->entries = g_hash_table_new_full (g_int64_hash, g_int64_equal, NULL, hex_entry_free);
  validator->scenario = g_array_new (FALSE, TRUE, sizeof (WadiDiagnostic));
  validator->stream_counts = g_array_new (FALSE, TRUE, sizeof (guint));
  validator->counter_keys = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL, g_free);
  validator->scratch = g_array_new (FALSE, TRUE, sizeof (WadiDiagnostic));
  validator->removed = g_array_new (FALSE, TRUE, sizeof (WadiDiagnostic));
  validator->added = g_array_new (FALSE, TRUE, sizeof (WadiDiagnostic));
  if (!validator_rebuild_cancellable (validator, cancellable))
    g_clear_pointer (&validator, wadi_validator_free);
  return validator;
}

void
wadi_validator_free (WadiValidator *validator)
{
  if (validator == NULL)
    return;
  g_hash_table_unref (validator->entries);
  g_array_unref (validator->scenario);
  g_free (validator->stream_bits);
  g_array_unref (validator->stream_counts);
  g_hash_table_unref (validator->counter_keys);
  g_array_unref (validator->scratch);
  g_array_unref (validator->removed);
  g_array_unref (validator->added);
  g_free (validator);
}

static void
pending_add_with_neighbours (GArray          *pending,
                             const WadiBoard *b,
                             WadiHex          hex)
{
  guint64 key = wadi_board_index (b, hex);

  g_array_append_val (pending, key);
  for (WadiDirection d = 0; d < WADI_DIRECTION_COUNT; d++)
    {
      WadiHex other = wadi_hex_neighbor (b->layout, hex, d);

      if (wadi_board_contains (b, other))
        {
          key = wadi_board_index (b, other);
          g_array_append_val (pending, key);
        }
    }
}

/* Whether the hex is a stream hex now, and keeps the bit and the counts. */
static void
update_stream_bit (WadiValidator   *validator,
                   const WadiBoard *b,
                   WadiHex          hex)
{
  const WadiMap *map = wadi_rules_context_scenario (validator->ctx)->map;
  guint          index = wadi_board_index (b, hex);
  gboolean       was = (validator->stream_bits[index / 8] >> (index % 8)) & 1;
  gboolean       is = is_stream_hex (b, index);

  if (was == is)
    return;
  validator->stream_bits[index / 8] ^= (guint8) (1u << (index % 8));
  if (is)
    validator->map_streams++;
  else
    validator->map_streams--;
  count_boards_at (map, hex, (guint *) (void *) validator->stream_counts->data, is ? 1 : -1);
}

static gint
key_compare (gconstpointer a,
             gconstpointer b)
{
  guint64 x = *(const guint64 *) a;
  guint64 y = *(const guint64 *) b;

  return (x > y) - (x < y);
}

static void
note_counter (WadiValidator *validator,
              guint          id,
              GArray        *pending)
{
  const WadiCounter *counter = wadi_scenario_find_counter (wadi_rules_context_scenario (validator->ctx), id);
  const guint64     *old = g_hash_table_lookup (validator->counter_keys, GUINT_TO_POINTER (id));

  if (old != NULL && *old != OFF_MAP_KEY)
    g_array_append_val (pending, *old);
  if (counter == NULL)
    {
      g_hash_table_remove (validator->counter_keys, GUINT_TO_POINTER (id));
      return;
    }
  remember_counter (validator, counter);
  old = g_hash_table_lookup (validator->counter_keys, GUINT_TO_POINTER (id));
  if (*old != OFF_MAP_KEY)
    g_array_append_val (pending, *old);
}

/* Whether the map the validator counted is not the one the context reads
 * now (the boards were laid out anew). */
static gboolean
map_changed (WadiValidator *validator)
{
  const WadiBoard *b = wadi_rules_context_map (validator->ctx);
  const WadiMap   *map = wadi_rules_context_scenario (validator->ctx)->map;

  return (b != NULL ? wadi_board_hex_count (b) : 0) != validator->n_hexes
         || wadi_map_board_count (map) != validator->stream_counts->len;
}

/* Sorts both and drops what is in both: the diagnostics of a re-checked
 * hex that it still has. */
static void
cancel_unchanged (GArray *removed,
                  GArray *added)
{
  guint i = 0, j = 0, kept_removed = 0, kept_added = 0;

  g_array_sort (removed, diagnostic_compare);
  g_array_sort (added, diagnostic_compare);
  while (i < removed->len || j < added->len)
    {
      int c;

      if (i == removed->len)
        c = 1;
      else if (j == added->len)
        c = -1;
      else
        c = wadi_diagnostic_compare (&g_array_index (removed, WadiDiagnostic, i),
                                     &g_array_index (added, WadiDiagnostic, j));
      if (c == 0)
        {
          i++;
          j++;
        }
      else if (c < 0)
        g_array_index (removed, WadiDiagnostic, kept_removed++) = g_array_index (removed, WadiDiagnostic, i++);
      else
        g_array_index (added, WadiDiagnostic, kept_added++) = g_array_index (added, WadiDiagnostic, j++);
    }
  g_array_set_size (removed, kept_removed);
  g_array_set_size (added, kept_added);
}

void
wadi_validator_update (WadiValidator    *validator,
                       const WadiRegion *region)
{
  const WadiBoard *b = wadi_rules_context_map (validator->ctx);
  g_autoptr(GArray) pending = NULL;
  g_autoptr(GArray) streams_before = NULL;
  guint    map_streams_before;
  gboolean whole_map = FALSE;
  Scope    scope;

  g_array_set_size (validator->removed, 0);
  g_array_set_size (validator->added, 0);
  validator->delta_known = TRUE;

  /* The SSR and the ruleset touch every stream, pond, marsh, wadi and
   * counter, and ALL (or a new layout of the boards) anything: re-check
   * the whole scenario. */
  if ((region->flags & (WADI_REGION_ALL | WADI_REGION_MAP | WADI_REGION_SSR | WADI_REGION_RULESET))
      || map_changed (validator))
    {
      validator_rebuild (validator);
      return;
    }
  if ((region->flags & (WADI_REGION_HEXES | WADI_REGION_COUNTERS)) == 0)
    return;
  validator->recording = TRUE;

  pending = g_array_new (FALSE, FALSE, sizeof (guint64));
  streams_before = g_array_copy (validator->stream_counts);
  map_streams_before = validator->map_streams;
  if ((region->flags & WADI_REGION_HEXES) && region->hexes != NULL && b != NULL)
    for (guint i = 0; i < region->hexes->len; i++)
      {
        WadiHex hex = g_array_index (region->hexes, WadiHex, i);

        if (!wadi_board_contains (b, hex))
          continue;
        update_stream_bit (validator, b, hex);
        pending_add_with_neighbours (pending, b, hex);
      }
  if ((region->flags & WADI_REGION_COUNTERS) && region->counters != NULL)
    for (guint i = 0; i < region->counters->len; i++)
      note_counter (validator, g_array_index (region->counters, guint, i), pending);

  scope_from_counts (validator, &scope);
  /* A board that gains its first stream hex or loses its last changes what
   * its marsh is when streams are dry; the map's first or last one changes
   * every pond when they are flooded.  Both are rare: re-check the map. */
  if (scope.marsh_mudflat)
    for (guint board = 0; board < streams_before->len && !whole_map; board++)
      whole_map = (g_array_index (streams_before, guint, board) > 0) != scope.board_has_stream[board];
  if (scope.flooded && (map_streams_before > 0) != (validator->map_streams > 0))
    whole_map = TRUE;

  if (whole_map)
    revalidate_map (validator, &scope, FALSE);
  else
    {
      g_array_sort (pending, key_compare);
      for (guint i = 0; i < pending->len; i++)
        {
          guint64 key = g_array_index (pending, guint64, i);

          if (i > 0 && key == g_array_index (pending, guint64, i - 1))
            continue;
          revalidate_hex (validator, &scope, (guint) key, FALSE);
        }
    }
  scope_clear (&scope);

  if (region->flags & WADI_REGION_COUNTERS)
    revalidate_scenario (validator);
  validator->recording = FALSE;
  cancel_unchanged (validator->removed, validator->added);
}

GArray *
wadi_validator_collect (WadiValidator *validator)
{
  GArray        *out = g_array_new (FALSE, TRUE, sizeof (WadiDiagnostic));
  GHashTableIter iter;
  gpointer       value;

  g_array_append_vals (out, validator->scenario->data, validator->scenario->len);
  g_hash_table_iter_init (&iter, validator->entries);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      HexEntry *entry = value;

      g_array_append_vals (out, entry->diagnostics->data, entry->diagnostics->len);
    }
  g_array_sort (out, diagnostic_compare);
  return out;
}

gboolean
wadi_validator_delta (WadiValidator *validator,
                      const GArray **removed,
                      const GArray **added)
{
  *removed = validator->removed;
  *added = validator->added;
  return validator->delta_known;
}

guint
wadi_validator_count (WadiValidator *validator,
                      WadiSeverity   severity)
{
  if ((guint) severity >= G_N_ELEMENTS (validator->counts))
    return 0;
  return validator->counts[severity];
}
