/* test-validate.c: diagnostics of hexes, hexsides, counters and SSRs, and
 * the incremental validator against a full validation */
#include "config.h"

#include "wadi-document.h"
#include "wadi-format.h"
#include "wadi-placement.h"
#include "wadi-test-fixtures.h"
#include "wadi-validate.h"

static GArray *
validate (const WadiScenario *scenario)
{
  g_autoptr(WadiRulesContext) ctx = wadi_rules_context_new (scenario);

  return wadi_validate_all (ctx);
}

/* How many diagnostics with code there are at label (NULL: anywhere). */
static guint
count_at (const WadiScenario *scenario,
          const GArray       *diagnostics,
          const char         *code,
          const char         *label)
{
  WadiHex hex = { 0, 0 };
  guint   n = 0;

  if (label != NULL)
    wadi_fixture_locate (scenario, label, &hex);
  for (guint i = 0; i < diagnostics->len; i++)
    {
      const WadiDiagnostic *diagnostic = &g_array_index (diagnostics, WadiDiagnostic, i);

      g_assert_nonnull (diagnostic->message);
      g_assert_nonnull (diagnostic->rule);
      if (g_strcmp0 (diagnostic->code, code) != 0)
        continue;
      if (label == NULL || wadi_hex_equal (diagnostic->hex, hex))
        n++;
    }
  return n;
}

/* The message of the first diagnostic of code at label, untranslated. */
static const char *
message_at (const WadiScenario *scenario,
            const GArray       *diagnostics,
            const char         *code,
            const char         *label)
{
  WadiHex hex = { 0, 0 };

  wadi_fixture_locate (scenario, label, &hex);
  for (guint i = 0; i < diagnostics->len; i++)
    {
      const WadiDiagnostic *diagnostic = &g_array_index (diagnostics, WadiDiagnostic, i);

      if (g_strcmp0 (diagnostic->code, code) == 0 && wadi_hex_equal (diagnostic->hex, hex))
        return diagnostic->message;
    }
  g_error ("no %s at %s", code, label);
  return NULL;
}

static guint
count_severity (const GArray *diagnostics,
                WadiSeverity  severity)
{
  guint n = 0;

  for (guint i = 0; i < diagnostics->len; i++)
    if (g_array_index (diagnostics, WadiDiagnostic, i).severity == severity)
      n++;
  return n;
}

static void
set_cell (WadiScenario  *scenario,
          const char    *label,
          WadiTerrain    terrain,
          WadiDepression depression,
          guint          flags)
{
  WadiHex     hex;
  WadiHexCell cell = { 0 };

  wadi_fixture_locate (scenario, label, &hex);
  cell.terrain = terrain;
  cell.depression = depression;
  cell.floor = depression == WADI_DEPRESSION_NONE ? 0 : -1;
  cell.flags = (guint8) flags;
  wadi_map_set_cell (scenario->map, hex, &cell, NULL);
}

/* The id of the (first) board a map hex lies on. */
static const char *
board_of (const WadiScenario *scenario,
          WadiHex             hex)
{
  guint   board;
  WadiHex local;

  if (!wadi_map_board_at (scenario->map, hex, &board, &local))
    return NULL;
  return wadi_map_get_board (scenario->map, board)->id;
}

/* The worked examples' boards break no rule. */
static void
test_validate_fixture (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  g_autoptr(GArray) diagnostics = validate (scenario);

  g_assert_cmpuint (count_severity (diagnostics, WADI_SEVERITY_ERROR), ==, 0);
  for (guint i = 0; i < diagnostics->len; i++)
    {
      const WadiDiagnostic *diagnostic = &g_array_index (diagnostics, WadiDiagnostic, i);

      /* Boards 25 and 14 are complete as drawn. */
      g_assert_cmpstr (board_of (scenario, diagnostic->hex), ==, "13");
      if (i > 0)
        g_assert_cmpint (wadi_diagnostic_compare (&g_array_index (diagnostics, WadiDiagnostic, i - 1),
                                                  diagnostic),
                         <, 0);
    }
  g_assert_cmpuint (count_at (scenario, diagnostics, "stream.too-few-hexsides", "13P4"), ==, 0);
}

/* B20.1: 13G4 and 13I6, made stream hexes, cross one hexside only; a
 * remnant at the map's edge (22J0, X10: here 25J0 on the top edge of the
 * map and 13X10 on its bottom edge) may go on off the map.  13J0 is no
 * edge hex any more: it is 14J10, where boards 14 and 13 join, so a stream
 * ending there is reported. */
static void
test_validate_stream_hexsides (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  g_autoptr(GArray) diagnostics = NULL;

  set_cell (scenario, "13G4", WADI_TERRAIN_OPEN, WADI_DEPRESSION_STREAM, 0);
  set_cell (scenario, "13I6", WADI_TERRAIN_OPEN, WADI_DEPRESSION_STREAM, 0);
  set_cell (scenario, "25J0", WADI_TERRAIN_OPEN, WADI_DEPRESSION_STREAM, 0);
  wadi_fixture_add_side (scenario, "25J0", "25K1", WADI_SIDE_DEPRESSION);
  set_cell (scenario, "13J0", WADI_TERRAIN_OPEN, WADI_DEPRESSION_STREAM, 0);
  wadi_fixture_add_side (scenario, "13J0", "13K1", WADI_SIDE_DEPRESSION);
  set_cell (scenario, "13X10", WADI_TERRAIN_OPEN, WADI_DEPRESSION_STREAM, 0);
  wadi_fixture_add_side (scenario, "13X10", "13X9", WADI_SIDE_DEPRESSION);
  diagnostics = validate (scenario);

  g_assert_cmpuint (count_at (scenario, diagnostics, "stream.too-few-hexsides", "13G4"), ==, 1);
  g_assert_cmpuint (count_at (scenario, diagnostics, "stream.too-few-hexsides", "13I6"), ==, 1);
  g_assert_cmpuint (count_at (scenario, diagnostics, "stream.too-few-hexsides", "25J0"), ==, 0);
  g_assert_cmpuint (count_at (scenario, diagnostics, "stream.too-few-hexsides", "13X10"), ==, 0);
  g_assert_cmpuint (count_at (scenario, diagnostics, "stream.too-few-hexsides", "13J0"), ==, 1);
  g_assert_cmpuint (count_at (scenario, diagnostics, "stream.too-few-hexsides", "14J10"), ==, 1);
  g_assert_cmpuint (count_at (scenario, diagnostics, "stream.too-few-hexsides", "13P4"), ==, 0);
  g_clear_pointer (&diagnostics, g_array_unref);

  /* Run the stream on through G4: it becomes a stream hex; and on from
   * 13J0 into board 14 (14J9). */
  wadi_fixture_add_side (scenario, "13G4", "13G3", WADI_SIDE_DEPRESSION);
  wadi_fixture_add_side (scenario, "13J0", "14J9", WADI_SIDE_DEPRESSION);
  diagnostics = validate (scenario);
  g_assert_cmpuint (count_at (scenario, diagnostics, "stream.too-few-hexsides", "13G4"), ==, 0);
  g_assert_cmpuint (count_at (scenario, diagnostics, "stream.too-few-hexsides", "13I6"), ==, 1);
  g_assert_cmpuint (count_at (scenario, diagnostics, "stream.too-few-hexsides", "13J0"), ==, 0);
}

/* At the map's edge a hexside with no hex beyond counts as one the
 * stream may cross, going on off the map, but one alone is not the two of
 * B20.1: a stream in 25U1 crossing none of its hexsides (a stub left when
 * a stream is cut, a designer's try-out found) runs only off the map, as
 * 13G4's runs only into G3, and is reported, as are 25C1, also on the
 * north edge, and 14K10 on the south.  Joined to U2 it crosses two.  The half hexes 25A5 on the
 * west edge, 25B0 on the north and 14GG5 on the east have two hexsides
 * and more off the map: a stream there may run in and out along the edge,
 * and nothing is reported. */
static void
test_validate_stream_at_edge (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_seam ();
  const char *edge_hexes[] = { "25U1", "25C1", "25A5", "25B0", "14GG5", "14K10" };
  const guint reported[] = { 1, 1, 0, 0, 0, 1 };
  g_autoptr(GArray) diagnostics = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (edge_hexes); i++)
    set_cell (scenario, edge_hexes[i], WADI_TERRAIN_OPEN, WADI_DEPRESSION_STREAM, 0);
  diagnostics = validate (scenario);
  for (guint i = 0; i < G_N_ELEMENTS (edge_hexes); i++)
    {
      g_test_message ("%s", edge_hexes[i]);
      g_assert_cmpuint (count_at (scenario, diagnostics, "stream.too-few-hexsides", edge_hexes[i]), ==, reported[i]);
    }
  g_clear_pointer (&diagnostics, g_array_unref);

  set_cell (scenario, "25U2", WADI_TERRAIN_OPEN, WADI_DEPRESSION_STREAM, 0);
  set_cell (scenario, "25U3", WADI_TERRAIN_OPEN, WADI_DEPRESSION_STREAM, 0);
  wadi_fixture_add_side (scenario, "25U1", "25U2", WADI_SIDE_DEPRESSION);
  wadi_fixture_add_side (scenario, "25U2", "25U3", WADI_SIDE_DEPRESSION);
  diagnostics = validate (scenario);
  g_assert_cmpuint (count_at (scenario, diagnostics, "stream.too-few-hexsides", "25U1"), ==, 0);
  g_assert_cmpuint (count_at (scenario, diagnostics, "stream.too-few-hexsides", "25U2"), ==, 0);
  /* the end inside the map is a one-hexside stub */
  g_assert_cmpuint (count_at (scenario, diagnostics, "stream.too-few-hexsides", "25U3"), ==, 1);
}

/* A stream across the seam of two boards side by side: 25EE5 - 25FF5 -
 * 25GG5 (which is 14A5) - 14B5 - 14C5, joined by depression hexsides
 * through the shared column.  B20.1 wants two hexsides in each stream
 * hex; the ends at 25EE5 and 14C5 are one-hexside hexes in the middle of
 * the map and are reported, but no hex at the seam is (the seam is no
 * edge).  Run on to the map's west edge (25A5) and east edge (14GG5) the
 * ends are edge hexes, where the stream may go on off the map: nothing to
 * report. */
static void
test_validate_stream_across_seam (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_seam ();
  const char *stream[] = { "25EE5", "25FF5", "25GG5", "14B5", "14C5" };
  g_autoptr(GArray) diagnostics = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (stream); i++)
    {
      set_cell (scenario, stream[i], WADI_TERRAIN_OPEN, WADI_DEPRESSION_STREAM, 0);
      if (i > 0)
        wadi_fixture_add_side (scenario, stream[i - 1], stream[i], WADI_SIDE_DEPRESSION);
    }
  diagnostics = validate (scenario);
  g_assert_cmpuint (count_at (scenario, diagnostics, "stream.too-few-hexsides", "25FF5"), ==, 0);
  g_assert_cmpuint (count_at (scenario, diagnostics, "stream.too-few-hexsides", "25GG5"), ==, 0);
  g_assert_cmpuint (count_at (scenario, diagnostics, "stream.too-few-hexsides", "14A5"), ==, 0);
  g_assert_cmpuint (count_at (scenario, diagnostics, "stream.too-few-hexsides", "14B5"), ==, 0);
  g_assert_cmpuint (count_at (scenario, diagnostics, "stream.too-few-hexsides", "25EE5"), ==, 1);
  g_assert_cmpuint (count_at (scenario, diagnostics, "stream.too-few-hexsides", "14C5"), ==, 1);
  g_assert_cmpuint (count_at (scenario, diagnostics, "stream.too-few-hexsides", NULL), ==, 2);
  g_clear_pointer (&diagnostics, g_array_unref);

  /* the whole row, from the map's west edge to its east edge */
  {
    WadiBoard  *grid = wadi_scenario_grid (scenario);
    WadiHex     west = wadi_fixture_hex (scenario, "25A5");
    WadiHex     east = wadi_fixture_hex (scenario, "14GG5");
    WadiHexCell cell = *wadi_board_cell (grid, west);

    cell.depression = WADI_DEPRESSION_STREAM;
    cell.floor = -1;
    g_assert_cmpint (west.row, ==, east.row);
    for (WadiHex hex = west; hex.col <= east.col; hex.col++)
      {
        WadiHex       next = { hex.col + 1, hex.row };
        WadiDirection dir;

        wadi_map_set_cell (scenario->map, hex, &cell, NULL);
        if (hex.col < east.col)
          {
            g_assert_true (wadi_hex_direction_to (grid->layout, hex, next, &dir));
            wadi_board_set_side (grid, (WadiHexside) { hex, dir }, WADI_SIDE_DEPRESSION);
          }
      }
    g_assert_false (wadi_board_contains (grid, (WadiHex) { west.col - 1, west.row }));
    g_assert_false (wadi_board_contains (grid, (WadiHex) { east.col + 1, east.row }));
  }
  diagnostics = validate (scenario);
  g_assert_cmpuint (count_at (scenario, diagnostics, "stream.too-few-hexsides", NULL), ==, 0);
  g_clear_pointer (&diagnostics, g_array_unref);

  /* ended short of the east edge, in 14FF5, it is reported there */
  wadi_fixture_set_hex (scenario, "14GG5", WADI_TERRAIN_OPEN, 0, WADI_DEPRESSION_NONE, 0);
  wadi_board_set_side (wadi_scenario_grid (scenario), wadi_fixture_hexside (scenario, "14FF5", "14GG5"), 0);
  diagnostics = validate (scenario);
  g_assert_cmpuint (count_at (scenario, diagnostics, "stream.too-few-hexsides", "14FF5"), ==, 1);
  g_assert_cmpuint (count_at (scenario, diagnostics, "stream.too-few-hexsides", NULL), ==, 1);
}

static void assert_same (GArray *incremental,
                         GArray *full,
                         guint   step);

/* F5.3 across a seam: a depression cliff on the hexside between 14B4 and
 * 25GG4 (14A4) needs a Depression on one side; the one in 25GG4, painted
 * through board 25's label, is the one board 14's hex reads. */
static void
test_validate_hexside_across_seam (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_seam ();
  g_autoptr(GArray) diagnostics = NULL;

  wadi_fixture_add_side (scenario, "14B4", "25GG4", WADI_SIDE_DEPRESSION_CLIFF);
  diagnostics = validate (scenario);
  g_assert_cmpuint (count_at (scenario, diagnostics, "side.depression-cliff-without-depression", NULL), ==, 1);
  g_clear_pointer (&diagnostics, g_array_unref);

  set_cell (scenario, "25GG4", WADI_TERRAIN_OPEN, WADI_DEPRESSION_GULLY, 0);
  diagnostics = validate (scenario);
  g_assert_cmpuint (count_at (scenario, diagnostics, "side.depression-cliff-without-depression", NULL), ==, 0);
}

/* Board 25 printed with woods in GG5, board 14 with open ground in A5:
 * side by side the two are one hex, whose halves differ. */
static WadiScenario *
mismatched_seam (void)
{
  WadiBoard  *west = wadi_board_new_geomorphic ("25");
  WadiBoard  *east = wadi_board_new_geomorphic ("14");
  WadiHexCell woods = *wadi_board_cell (west, (WadiHex) { 0, 1 });
  WadiHex     gg5;
  g_autoptr(GError) error = NULL;

  g_assert_true (wadi_board_parse_hex (west, "GG5", &gg5, &error));
  woods.terrain = WADI_TERRAIN_WOODS;
  wadi_board_set_cell (west, gg5, &woods);
  return wadi_fixture_side_by_side (west, east);
}

typedef struct
{
  WadiRulesContext *ctx;
  WadiValidator    *validator;
} Live;

static void
live_changed (WadiDocument *document,
              WadiRegion   *region,
              gpointer      data)
{
  Live *live = data;

  wadi_rules_context_update (live->ctx, region);
  wadi_validator_update (live->validator, region);
}

/* map.seam-mismatch: at the shared hex, naming both its labels, until the
 * designer paints the hex (wadi_map_set_cell, or a document's set_cell,
 * which the validator follows through ::changed). */
static void
test_validate_seam_mismatch (void)
{
  g_autoptr(WadiScenario) scenario = mismatched_seam ();
  g_autoptr(GArray) diagnostics = NULL;
  const WadiMapMismatch *mismatch;
  WadiHex                hex = wadi_fixture_hex (scenario, "25GG5");
  WadiHexCell            cell;

  g_assert_true (wadi_hex_equal (hex, wadi_fixture_hex (scenario, "14A5")));
  mismatch = wadi_map_find_mismatch (scenario->map, hex);
  g_assert_nonnull (mismatch);
  g_assert_cmpint (wadi_board_cell (wadi_scenario_grid (scenario), hex)->terrain, ==, WADI_TERRAIN_WOODS);
  g_assert_cmpint (mismatch->cell.terrain, ==, WADI_TERRAIN_OPEN);

  diagnostics = validate (scenario);
  g_assert_cmpuint (count_at (scenario, diagnostics, "map.seam-mismatch", NULL), ==, 1);
  g_assert_cmpuint (count_at (scenario, diagnostics, "map.seam-mismatch", "25GG5"), ==, 1);
  for (guint i = 0; i < diagnostics->len; i++)
    {
      const WadiDiagnostic *diagnostic = &g_array_index (diagnostics, WadiDiagnostic, i);

      if (g_strcmp0 (diagnostic->code, "map.seam-mismatch") != 0)
        continue;
      g_assert_cmpint (diagnostic->severity, ==, WADI_SEVERITY_WARNING);
      g_assert_cmpint (diagnostic->place, ==, WADI_DIAG_AT_HEX);
      g_assert_true (g_str_has_prefix (diagnostic->message,
                                       "25GG5 and 14A5 are one hex, but the two boards print it differently"));
    }
  g_clear_pointer (&diagnostics, g_array_unref);

  /* painted (with what either half had, or anything): one cell, no report */
  cell = *wadi_board_cell (wadi_scenario_grid (scenario), hex);
  wadi_map_set_cell (scenario->map, hex, &cell, NULL);
  diagnostics = validate (scenario);
  g_assert_cmpuint (count_at (scenario, diagnostics, "map.seam-mismatch", NULL), ==, 0);
  g_clear_pointer (&diagnostics, g_array_unref);

  /* through a document, followed by a live validator */
  {
    g_autoptr(WadiDocument) document = wadi_document_new (mismatched_seam ());
    const WadiScenario *live_scenario = wadi_document_get_scenario (document);
    Live                live;
    g_autoptr(GArray) found = NULL;
    g_autoptr(GArray) full = NULL;

    live.ctx = wadi_rules_context_new (live_scenario);
    live.validator = wadi_validator_new (live.ctx);
    g_signal_connect (document, "changed", G_CALLBACK (live_changed), &live);
    found = wadi_validator_collect (live.validator);
    g_assert_cmpuint (count_at (live_scenario, found, "map.seam-mismatch", "14A5"), ==, 1);
    g_clear_pointer (&found, g_array_unref);

    cell.terrain = WADI_TERRAIN_BRUSH;
    g_assert_true (wadi_document_set_cell (document, wadi_fixture_hex (live_scenario, "14A5"), &cell));
    found = wadi_validator_collect (live.validator);
    full = wadi_validate_all (live.ctx);
    g_assert_cmpuint (count_at (live_scenario, found, "map.seam-mismatch", NULL), ==, 0);
    assert_same (found, full, 0);
    /* both halves painted */
    mismatch = wadi_map_find_mismatch (live_scenario->map, hex);
    g_assert_true (mismatch == NULL || mismatch->cell.terrain == WADI_TERRAIN_BRUSH);

    g_signal_handlers_disconnect_by_data (document, &live);
    wadi_validator_free (live.validator);
    wadi_rules_context_free (live.ctx);
  }
}

/* An overlay laid across the seam of boards 25 and 14: the rules read its
 * terrain (town, which ASL does not have) in the hexes it covers on both
 * boards, through a document and a live validator, until it is lifted. */
static void
test_validate_overlay_across_seam (void)
{
  WadiGridLayout layout = { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD };
  g_autoptr(WadiBoard) fragment = wadi_board_new ("W1", 4, 2, layout, WADI_LABEL_ASL, 1);
  g_autoptr(WadiDocument) document = wadi_document_new (wadi_fixture_seam ());
  const WadiScenario *scenario = wadi_document_get_scenario (document);
  WadiHex             anchor = wadi_fixture_hex (scenario, "25FF4");
  WadiHexCell         town = *wadi_board_cell (fragment, (WadiHex) { 0, 0 });
  g_autoptr(GArray) covered = NULL;
  g_autoptr(GArray) found = NULL;
  g_autoptr(GArray) full = NULL;
  gboolean on_25 = FALSE, on_14 = FALSE, shared = FALSE;
  Live     live;

  town.terrain = WADI_TERRAIN_TOWN;
  wadi_board_set_default (fragment, &town);
  covered = wadi_overlay_covered_hexes (wadi_scenario_grid (scenario), fragment, anchor, 0);
  g_assert_cmpuint (covered->len, ==, 8);
  for (guint i = 0; i < covered->len; i++)
    {
      guint boards[2];
      guint n = wadi_map_boards_at (scenario->map, g_array_index (covered, WadiHex, i), boards);

      shared |= n == 2;
      on_25 |= n == 1 && boards[0] == 0;
      on_14 |= n == 1 && boards[0] == 1;
    }
  g_assert_true (on_25 && on_14 && shared);

  live.ctx = wadi_rules_context_new (scenario);
  live.validator = wadi_validator_new (live.ctx);
  g_signal_connect (document, "changed", G_CALLBACK (live_changed), &live);
  g_assert_cmpuint (wadi_validator_count (live.validator, WADI_SEVERITY_WARNING), ==, 0);

  g_assert_true (wadi_document_add_overlay_placement (document, "W1", fragment, anchor, 0));
  found = wadi_validator_collect (live.validator);
  full = wadi_validate_all (live.ctx);
  assert_same (found, full, 0);
  g_assert_cmpuint (count_at (scenario, found, "terrain.not-in-ruleset", NULL), ==, covered->len);
  for (guint i = 0; i < covered->len; i++)
    {
      WadiHex hex = g_array_index (covered, WadiHex, i);

      g_assert_cmpint (wadi_board_cell (wadi_rules_context_map (live.ctx), hex)->terrain, ==, WADI_TERRAIN_TOWN);
      g_assert_cmpint (wadi_board_cell (wadi_scenario_grid (scenario), hex)->terrain, ==, WADI_TERRAIN_OPEN);
    }
  g_assert_cmpuint (count_at (scenario, found, "terrain.not-in-ruleset", "25GG5"), ==, 1);
  g_assert_cmpuint (count_at (scenario, found, "terrain.not-in-ruleset", "14A5"), ==, 1);
  g_assert_cmpuint (count_at (scenario, found, "terrain.not-in-ruleset", "25FF4"), ==, 1);
  g_assert_cmpuint (count_at (scenario, found, "terrain.not-in-ruleset", "14C6"), ==, 1);
  g_clear_pointer (&found, g_array_unref);
  g_clear_pointer (&full, g_array_unref);

  /* painting under the overlay changes nothing the rules see */
  {
    WadiHexCell marsh = *wadi_board_cell (wadi_scenario_grid (scenario), anchor);

    marsh.terrain = WADI_TERRAIN_MARSH;
    g_assert_true (wadi_document_set_cell (document, wadi_fixture_hex (scenario, "14B4"), &marsh));
    g_assert_cmpint (wadi_board_cell (wadi_rules_context_map (live.ctx), wadi_fixture_hex (scenario, "14B4"))->terrain,
                     ==, WADI_TERRAIN_TOWN);
  }

  g_assert_true (wadi_document_remove_overlay_placement (document, 0));
  found = wadi_validator_collect (live.validator);
  g_assert_cmpuint (count_at (scenario, found, "terrain.not-in-ruleset", NULL), ==, 0);
  g_assert_cmpint (wadi_board_cell (wadi_rules_context_map (live.ctx), wadi_fixture_hex (scenario, "14B4"))->terrain,
                   ==, WADI_TERRAIN_MARSH);

  g_signal_handlers_disconnect_by_data (document, &live);
  wadi_validator_free (live.validator);
  wadi_rules_context_free (live.ctx);
}

/* B20.41: "all marsh hexes on the same board are considered mudflats": on
 * two boards side by side with a stream on board 14 only, marsh on 14 and
 * on the column the two share is mudflat, marsh elsewhere on 25 is not. */
static void
test_validate_marsh_same_board (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_seam ();
  g_autoptr(GArray) diagnostics = NULL;

  scenario->ssr.stream_depth = WADI_STREAM_DRY;
  wadi_fixture_set_hex (scenario, "14M5", WADI_TERRAIN_OPEN, 0, WADI_DEPRESSION_STREAM, -1);
  wadi_fixture_add_side (scenario, "14M5", "14M4", WADI_SIDE_DEPRESSION);
  wadi_fixture_add_side (scenario, "14M5", "14M6", WADI_SIDE_DEPRESSION);
  set_cell (scenario, "14C3", WADI_TERRAIN_MARSH, WADI_DEPRESSION_NONE, 0);
  set_cell (scenario, "25GG3", WADI_TERRAIN_MARSH, WADI_DEPRESSION_NONE, 0);
  set_cell (scenario, "25FF3", WADI_TERRAIN_MARSH, WADI_DEPRESSION_NONE, 0);
  diagnostics = validate (scenario);
  g_assert_cmpuint (count_at (scenario, diagnostics, "ssr.marsh-mudflat", "14C3"), ==, 1);
  g_assert_cmpuint (count_at (scenario, diagnostics, "ssr.marsh-mudflat", "14A3"), ==, 1);
  g_assert_cmpuint (count_at (scenario, diagnostics, "ssr.marsh-mudflat", "25FF3"), ==, 0);
  g_assert_cmpuint (count_at (scenario, diagnostics, "ssr.marsh-mudflat", NULL), ==, 2);
}

/* Depression cliffs and wadi hexsides need their Depression (F5.3,
 * F5.11), reported once, at the hexside, by the hex that owns it. */
static void
test_validate_hexsides (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  g_autoptr(GArray) diagnostics = NULL;
  const WadiBoard *board25 = wadi_scenario_grid (scenario);
  WadiHexside      side = { wadi_fixture_hex (scenario, "25H7"),
                            wadi_fixture_direction (scenario, "25H7", "25H8") };
  guint            found = 0;

  wadi_fixture_add_side (scenario, "25H7", "25H8", WADI_SIDE_DEPRESSION_CLIFF);
  wadi_fixture_add_side (scenario, "25J5", "25K5", WADI_SIDE_DEPRESSION_CLIFF);
  wadi_fixture_add_side (scenario, "25A5", "25A6", WADI_SIDE_WADI);
  wadi_fixture_add_side (scenario, "25J5", "25K5", WADI_SIDE_WADI);
  diagnostics = validate (scenario);

  side = wadi_hexside_canonical (board25->layout, side);
  for (guint i = 0; i < diagnostics->len; i++)
    {
      const WadiDiagnostic *diagnostic = &g_array_index (diagnostics, WadiDiagnostic, i);

      if (g_strcmp0 (diagnostic->code, "side.depression-cliff-without-depression") != 0)
        continue;
      found++;
      g_assert_cmpint (diagnostic->place, ==, WADI_DIAG_AT_HEXSIDE);
      g_assert_cmpint (diagnostic->severity, ==, WADI_SEVERITY_ERROR);
      g_assert_true (wadi_hexside_equal (board25->layout, diagnostic->hexside, side));
      g_assert_true (wadi_hex_equal (diagnostic->hex, side.hex));
      g_assert_cmpstr (diagnostic->rule, ==, "F5.3");
    }
  g_assert_cmpuint (found, ==, 1);
  g_assert_cmpuint (count_at (scenario, diagnostics, "side.wadi-hexside-without-wadi", NULL), ==, 1);
}

/* How many hexes of the scenario have a depression of kind. */
static guint
count_depressions (const WadiScenario *scenario,
                   WadiDepression      kind)
{
  const WadiBoard *map = wadi_scenario_grid (scenario);
  guint            n = 0;

  for (guint i = 0; i < wadi_board_hex_count (map); i++)
    n += map->cells[i].depression == kind && wadi_board_contains (map, wadi_board_hex_at_index (map, i));
  return n;
}

/* Turns every depression hex of kind back into Open Ground. */
static void
clear_depressions (WadiScenario  *scenario,
                   WadiDepression kind)
{
  WadiBoard *map = wadi_scenario_grid (scenario);

  for (guint i = 0; i < wadi_board_hex_count (map); i++)
    if (map->cells[i].depression == kind)
      map->cells[i] = map->default_cell;
}

static void
test_validate_ssr (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  GArray *diagnostics;

  set_cell (scenario, "25A5", WADI_TERRAIN_POND, WADI_DEPRESSION_NONE, 0);
  set_cell (scenario, "25A7", WADI_TERRAIN_MARSH, WADI_DEPRESSION_NONE, 0);
  set_cell (scenario, "13A5", WADI_TERRAIN_MARSH, WADI_DEPRESSION_NONE, 0);

  /* Shallow, the default: nothing to say. */
  diagnostics = validate (scenario);
  g_assert_cmpuint (count_severity (diagnostics, WADI_SEVERITY_INFO), ==, 0);
  g_array_unref (diagnostics);

  /* B20.44: flooded streams and every pond one level higher. */
  scenario->ssr.stream_depth = WADI_STREAM_FLOODED;
  diagnostics = validate (scenario);
  g_assert_cmpuint (count_at (scenario, diagnostics, "ssr.stream-flooded", "13P4"), ==, 1);
  g_assert_cmpuint (count_at (scenario, diagnostics, "ssr.stream-flooded", NULL), ==,
                    count_depressions (scenario, WADI_DEPRESSION_STREAM));
  g_assert_cmpuint (count_at (scenario, diagnostics, "ssr.pond-flooded", "25A5"), ==, 1);
  g_assert_cmpuint (count_at (scenario, diagnostics, "ssr.marsh-mudflat", NULL), ==, 0);
  g_array_unref (diagnostics);

  /* B20.7: frozen is dry, but a flooded stream stays a level higher. */
  scenario->ssr.frozen = TRUE;
  diagnostics = validate (scenario);
  g_assert_cmpuint (count_at (scenario, diagnostics, "ssr.stream-frozen-flooded", "13P4"), ==, 1);
  g_assert_cmpuint (count_at (scenario, diagnostics, "ssr.stream-flooded", NULL), ==, 0);
  g_assert_cmpuint (count_at (scenario, diagnostics, "ssr.pond-flooded", "25A5"), ==, 1);
  g_array_unref (diagnostics);
  scenario->ssr.stream_depth = WADI_STREAM_DEEP;
  diagnostics = validate (scenario);
  g_assert_cmpuint (count_at (scenario, diagnostics, "ssr.stream-dry", "13P4"), ==, 1);
  g_assert_cmpuint (count_at (scenario, diagnostics, "ssr.marsh-mudflat", NULL), ==, 0);
  g_array_unref (diagnostics);

  /* B20.41: dry streams are gullies; marsh on the stream's board is mudflat. */
  scenario->ssr.frozen = FALSE;
  scenario->ssr.stream_depth = WADI_STREAM_DRY;
  diagnostics = validate (scenario);
  g_assert_cmpuint (count_at (scenario, diagnostics, "ssr.stream-dry", NULL), ==,
                    count_depressions (scenario, WADI_DEPRESSION_STREAM));
  g_assert_cmpuint (count_at (scenario, diagnostics, "ssr.marsh-mudflat", "13A5"), ==, 1);
  g_assert_cmpuint (count_at (scenario, diagnostics, "ssr.marsh-mudflat", "25A7"), ==, 0);
  g_array_unref (diagnostics);

  /* B20.7: snow on a stream neither dry nor frozen. */
  scenario->ssr.stream_depth = WADI_STREAM_SHALLOW;
  scenario->ssr.snow = TRUE;
  diagnostics = validate (scenario);
  g_assert_cmpuint (count_at (scenario, diagnostics, "ssr.stream-frigid", "13P4"), ==, 1);
  g_assert_cmpuint (count_severity (diagnostics, WADI_SEVERITY_INFO), ==,
                    count_depressions (scenario, WADI_DEPRESSION_STREAM));
  g_array_unref (diagnostics);

  /* With no stream on the map a flooding SSR raises no pond. */
  scenario->ssr.snow = FALSE;
  scenario->ssr.stream_depth = WADI_STREAM_FLOODED;
  clear_depressions (scenario, WADI_DEPRESSION_STREAM);
  diagnostics = validate (scenario);
  g_assert_cmpuint (count_at (scenario, diagnostics, "ssr.pond-flooded", NULL), ==, 0);
  g_array_unref (diagnostics);
}

static WadiScenario *
toi_scenario (void)
{
  WadiScenario  *scenario = wadi_scenario_new (WADI_RULESET_TOI);
  WadiGridLayout layout = { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD };

  scenario->ssr.toi_wadi_rules = TRUE;
  wadi_scenario_add_board (scenario, wadi_board_new ("1", 12, 10, layout, WADI_LABEL_ASL, 1));
  set_cell (scenario, "C3", WADI_TERRAIN_OPEN, WADI_DEPRESSION_WADI, 0);
  set_cell (scenario, "C4", WADI_TERRAIN_ROAD, WADI_DEPRESSION_NONE,
            WADI_HEX_FLAG_WADI_BRIDGE | WADI_HEX_FLAG_ROAD);
  set_cell (scenario, "C5", WADI_TERRAIN_OPEN, WADI_DEPRESSION_WADI, WADI_HEX_FLAG_WADI_ENTRANCE);
  /* the wadi runs on under the bridge: the hexsides its depiction crosses */
  wadi_fixture_add_side (scenario, "C3", "C4", WADI_SIDE_DEPRESSION);
  wadi_fixture_add_side (scenario, "C4", "C5", WADI_SIDE_DEPRESSION);
  return scenario;
}

/* Tide of Iron: entrances and bridges belong to a wadi. */
static void
test_validate_toi (void)
{
  g_autoptr(WadiScenario) scenario = toi_scenario ();
  GArray *diagnostics;

  diagnostics = validate (scenario);
  g_assert_cmpuint (diagnostics->len, ==, 0);
  g_array_unref (diagnostics);

  set_cell (scenario, "H3", WADI_TERRAIN_OPEN, WADI_DEPRESSION_NONE, WADI_HEX_FLAG_WADI_ENTRANCE);
  set_cell (scenario, "H7", WADI_TERRAIN_ROAD, WADI_DEPRESSION_NONE, WADI_HEX_FLAG_WADI_BRIDGE);
  diagnostics = validate (scenario);
  g_assert_cmpuint (count_at (scenario, diagnostics, "toi.wadi-entrance-not-adjacent", "H3"), ==, 1);
  g_assert_cmpuint (count_at (scenario, diagnostics, "toi.wadi-bridge-not-adjacent", "H7"), ==, 1);
  /* an entrance hex is wadi terrain (seed 001's note): the mark on open
   * ground, here beside the wadi's end, wants its wadi */
  g_assert_cmpuint (count_at (scenario, diagnostics, "toi.wadi-entrance-without-wadi", "H3"), ==, 1);
  g_assert_cmpuint (diagnostics->len, ==, 3);
  g_array_unref (diagnostics);
  set_cell (scenario, "C6", WADI_TERRAIN_OPEN, WADI_DEPRESSION_NONE, WADI_HEX_FLAG_WADI_ENTRANCE);
  diagnostics = validate (scenario);
  g_assert_cmpuint (count_at (scenario, diagnostics, "toi.wadi-entrance-without-wadi", "C6"), ==, 1);
  g_assert_cmpuint (count_at (scenario, diagnostics, "toi.wadi-entrance-not-adjacent", "C6"), ==, 0);
  g_array_unref (diagnostics);
  set_cell (scenario, "C6", WADI_TERRAIN_OPEN, WADI_DEPRESSION_NONE, 0);

  /* a bridge beside a wadi that does not run on into it (no Depression
   * hexside between them) is contiguous with none, as movement reads a
   * contiguous wadi hex: its wadi level could not be entered */
  set_cell (scenario, "H3", WADI_TERRAIN_OPEN, WADI_DEPRESSION_NONE, 0);
  set_cell (scenario, "H6", WADI_TERRAIN_OPEN, WADI_DEPRESSION_WADI, 0);
  diagnostics = validate (scenario);
  g_assert_cmpuint (count_at (scenario, diagnostics, "toi.wadi-bridge-not-adjacent", "H7"), ==, 1);
  g_array_unref (diagnostics);
  wadi_fixture_add_side (scenario, "H6", "H7", WADI_SIDE_DEPRESSION);
  diagnostics = validate (scenario);
  g_assert_cmpuint (count_at (scenario, diagnostics, "toi.wadi-bridge-not-adjacent", "H7"), ==, 0);
  g_array_unref (diagnostics);
  set_cell (scenario, "H6", WADI_TERRAIN_OPEN, WADI_DEPRESSION_NONE, 0);
  wadi_board_set_side (wadi_scenario_grid (scenario), wadi_fixture_hexside (scenario, "H6", "H7"), 0);
  set_cell (scenario, "H3", WADI_TERRAIN_OPEN, WADI_DEPRESSION_NONE, WADI_HEX_FLAG_WADI_ENTRANCE);

  /* Without the SSR a wadi is crevasse terrain. */
  scenario->ssr.toi_wadi_rules = FALSE;
  diagnostics = validate (scenario);
  g_assert_cmpuint (count_at (scenario, diagnostics, "ssr.toi-wadi-is-crevasse", NULL), ==, 2);
  g_array_unref (diagnostics);

  /* The same marks mean nothing to ASL. */
  scenario->ruleset = WADI_RULESET_ASL;
  diagnostics = validate (scenario);
  g_assert_cmpuint (count_at (scenario, diagnostics, "hex-flag.not-in-ruleset", NULL), ==, 4);
  g_assert_cmpuint (count_at (scenario, diagnostics, "toi.wadi-entrance-not-adjacent", NULL), ==, 0);
  g_array_unref (diagnostics);
}

/* Terrain and Depressions the ruleset does not know. */
static void
test_validate_vocabulary (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  GArray *diagnostics;

  set_cell (scenario, "25A5", WADI_TERRAIN_TOWN, WADI_DEPRESSION_NONE, 0);
  set_cell (scenario, "25A6", WADI_TERRAIN_HILLTOP, WADI_DEPRESSION_NONE, 0);
  diagnostics = validate (scenario);
  g_assert_cmpuint (count_at (scenario, diagnostics, "terrain.not-in-ruleset", "25A5"), ==, 1);
  g_assert_cmpuint (count_at (scenario, diagnostics, "terrain.not-in-ruleset", NULL), ==, 2);
  g_assert_cmpuint (count_at (scenario, diagnostics, "depression.not-in-ruleset", NULL), ==, 0);
  g_array_unref (diagnostics);

  /* The classic charts: no wadi and no hammada, but towns and hilltops. */
  scenario->ruleset = WADI_RULESET_CLASSIC;
  diagnostics = validate (scenario);
  g_assert_cmpuint (count_at (scenario, diagnostics, "terrain.not-in-ruleset", "25A5"), ==, 0);
  g_assert_cmpuint (count_at (scenario, diagnostics, "depression.not-in-ruleset", "25C2"), ==, 1);
  g_assert_cmpuint (count_at (scenario, diagnostics, "depression.not-in-ruleset", "14T3"), ==, 0);
  g_assert_cmpuint (count_at (scenario, diagnostics, "terrain.not-in-ruleset", "25B2"), ==, 1);
  /* it names the Depression the ruleset lacks (a designer read "no such
   * Depression" and had to guess which) */
  g_assert_nonnull (strstr (message_at (scenario, diagnostics, "depression.not-in-ruleset", "25C2"), "no wadis"));
  g_array_unref (diagnostics);

  /* Tide of Iron: wadis and streams, but no gullies. */
  scenario->ruleset = WADI_RULESET_TOI;
  diagnostics = validate (scenario);
  g_assert_cmpuint (count_at (scenario, diagnostics, "depression.not-in-ruleset", "25C2"), ==, 0);
  g_assert_cmpuint (count_at (scenario, diagnostics, "depression.not-in-ruleset", "14T3"), ==, 1);
  g_assert_nonnull (strstr (message_at (scenario, diagnostics, "depression.not-in-ruleset", "14T3"), "no gullies"));
  g_assert_cmpuint (count_at (scenario, diagnostics, "depression.not-in-ruleset", "13P4"), ==, 0);
  g_array_unref (diagnostics);
}

/* B20.2: a Depression is a level below the terrain around it ("A stream
 * is usually a level -1 Depression hex"): a hand-written floor at or
 * above the hex's ground level is an error; one below is not, the
 * examples' floors among them (a checker found floor="5" above level 0
 * passed validate and check). */
static void
test_validate_floor_below_ground (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  GArray     *diagnostics;
  WadiHex     hex;
  WadiHexCell cell;

  diagnostics = validate (scenario);
  g_assert_cmpuint (count_at (scenario, diagnostics, "depression.floor-not-below-ground", NULL), ==, 0);
  g_array_unref (diagnostics);

  wadi_fixture_locate (scenario, "14T3", &hex);
  cell = *wadi_board_cell (wadi_scenario_grid (scenario), hex);
  g_assert_cmpint (cell.depression, !=, WADI_DEPRESSION_NONE);
  cell.floor = (gint8) cell.level;
  wadi_map_set_cell (scenario->map, hex, &cell, NULL);
  wadi_fixture_locate (scenario, "25C2", &hex);
  cell = *wadi_board_cell (wadi_scenario_grid (scenario), hex);
  cell.floor = 5;
  wadi_map_set_cell (scenario->map, hex, &cell, NULL);
  diagnostics = validate (scenario);
  g_assert_cmpuint (count_at (scenario, diagnostics, "depression.floor-not-below-ground", "14T3"), ==, 1);
  g_assert_cmpuint (count_at (scenario, diagnostics, "depression.floor-not-below-ground", "25C2"), ==, 1);
  g_assert_cmpuint (count_at (scenario, diagnostics, "depression.floor-not-below-ground", NULL), ==, 2);
  g_array_unref (diagnostics);
}

/* Counters: each placement rule at its counter, stacking at its hex,
 * off-map counters for the whole scenario (first in the report). */
static void
test_validate_counters (void)
{
  g_autoptr(WadiScenario) scenario = toi_scenario ();
  g_autoptr(GArray) diagnostics = NULL;
  WadiCounter counter = { 0 };
  guint       ford;

  counter.kind = WADI_COUNTER_UNIT;
  counter.position = WADI_POSITION_BRIDGE;
  counter.hex = wadi_fixture_hex (scenario, "C4");
  counter.side = (char *) "German";
  for (guint i = 0; i < 3; i++)
    wadi_scenario_add_counter (scenario, &counter);
  counter.kind = WADI_COUNTER_FORD;
  ford = wadi_scenario_add_counter (scenario, &counter);
  counter.kind = WADI_COUNTER_UNIT;
  counter.hex.col = 50;
  wadi_scenario_add_counter (scenario, &counter);
  diagnostics = validate (scenario);

  g_assert_cmpuint (diagnostics->len, ==, 3);
  g_assert_cmpstr (g_array_index (diagnostics, WadiDiagnostic, 0).code, ==, "placement.off-map");
  g_assert_cmpint (g_array_index (diagnostics, WadiDiagnostic, 0).place, ==, WADI_DIAG_AT_SCENARIO);
  g_assert_cmpuint (count_at (scenario, diagnostics, "stacking.toi-over-limit", "C4"), ==, 1);
  g_assert_cmpuint (count_at (scenario, diagnostics, "placement.kind-not-in-ruleset", "C4"), ==, 1);
  for (guint i = 0; i < diagnostics->len; i++)
    {
      const WadiDiagnostic *diagnostic = &g_array_index (diagnostics, WadiDiagnostic, i);

      if (g_strcmp0 (diagnostic->code, "placement.kind-not-in-ruleset") == 0)
        {
          g_assert_cmpint (diagnostic->place, ==, WADI_DIAG_AT_COUNTER);
          g_assert_cmpuint (diagnostic->counter, ==, ford);
        }
      if (g_strcmp0 (diagnostic->code, "stacking.toi-over-limit") == 0)
        g_assert_cmpint (diagnostic->place, ==, WADI_DIAG_AT_HEX);
    }
}

static void
test_validate_compare (void)
{
  WadiDiagnostic a = { 0 };
  WadiDiagnostic b;

  a.code = "stream.too-few-hexsides";
  a.place = WADI_DIAG_AT_HEX;
  a.hex = (WadiHex) { 3, 4 };
  b = a;
  g_assert_true (wadi_diagnostic_equal (&a, &b));
  g_assert_cmpint (wadi_diagnostic_compare (&a, &b), ==, 0);
  b.hex = (WadiHex) { 9, 3 };
  g_assert_cmpint (wadi_diagnostic_compare (&a, &b), >, 0);
  b.hex = (WadiHex) { 1, 5 };
  g_assert_cmpint (wadi_diagnostic_compare (&a, &b), <, 0);
  b = a;
  b.code = "a.earlier";
  g_assert_cmpint (wadi_diagnostic_compare (&a, &b), >, 0);
  g_assert_false (wadi_diagnostic_equal (&a, &b));
  b = a;
  b.place = WADI_DIAG_AT_SCENARIO;
  b.hex = (WadiHex) { 99, 99 };
  g_assert_cmpint (wadi_diagnostic_compare (&a, &b), >, 0);
  b = a;
  b.hexside.dir = 2;
  g_assert_cmpint (wadi_diagnostic_compare (&a, &b), !=, 0);
  g_assert_false (wadi_diagnostic_equal (&a, &b));
  g_assert_cmpstr (wadi_severity_name (WADI_SEVERITY_ERROR), ==, "error");
  g_assert_cmpstr (wadi_severity_name (WADI_SEVERITY_WARNING), ==, "warning");
  g_assert_cmpstr (wadi_severity_name (WADI_SEVERITY_INFO), ==, "info");
}

/* Random edits: after each, the validator's diagnostics are exactly those
 * of a full validation.  The region is made by hand, as the document's
 * ::changed would report it (a counter's old and new hexes; both hexes of
 * a hexside), except that some counter edits name only the counter. */

static WadiRegion *
region_new (guint flags)
{
  WadiRegion *region = wadi_region_new ();

  region->flags = flags;
  return region;
}

static void
region_free (WadiRegion *region)
{
  wadi_region_free (region);
}

static void
region_hex (WadiRegion *region,
            WadiHex     hex)
{
  wadi_region_add_hex (region, hex);
}

static void
region_counter (WadiRegion        *region,
                const WadiCounter *counter,
                gboolean           with_hex)
{
  wadi_region_add_counter (region, counter->id);
  if (with_hex)
    region_hex (region, counter->hex);
}

static WadiHex
random_hex (const WadiBoard *board)
{
  WadiHex hex;

  /* a board numbered from row 0 lacks every other hex of that row */
  do
    hex = (WadiHex) { g_test_rand_int_range (0, board->cols), g_test_rand_int_range (0, board->rows) };
  while (!wadi_board_contains (board, hex));
  return hex;
}

static void
random_counter (const WadiScenario *scenario,
                WadiCounter        *counter)
{
  static const char *sides[] = { NULL, "German", "British" };
  const WadiBoard   *board;

  counter->kind = (WadiCounterKind) g_test_rand_int_range (0, WADI_COUNTER_KIND_COUNT);
  board = wadi_scenario_grid (scenario);
  counter->hex = random_hex (board);
  if (g_test_rand_int_range (0, 20) == 0)
    counter->hex.row = board->rows;
  counter->centre = (WadiDirection) g_test_rand_int_range (0, 6);
  counter->vertex = (WadiVertexIndex) g_test_rand_int_range (0, 6);
  counter->unit_class = (WadiUnitClass) g_test_rand_int_range (0, WADI_UNIT_CLASS_COUNT);
  counter->position = (WadiPosition) g_test_rand_int_range (0, WADI_POSITION_COUNT);
  g_free (counter->side);
  counter->side = g_strdup (sides[g_test_rand_int_range (0, G_N_ELEMENTS (sides))]);
}

/* Hexes drawn from a small patch, so that edits meet each other. */
static WadiHex
patch_hex (void)
{
  WadiHex hex = { g_test_rand_int_range (0, 6), g_test_rand_int_range (0, 5) };

  return hex;
}

static WadiRegion *
random_edit (WadiScenario *scenario)
{
  static const WadiTerrain terrains[] = {
    WADI_TERRAIN_OPEN,
    WADI_TERRAIN_OPEN,
    WADI_TERRAIN_MARSH,
    WADI_TERRAIN_POND,
    WADI_TERRAIN_HAMMADA,
    WADI_TERRAIN_TOWN,
  };
  static const guint side_features[] = {
    0,
    WADI_SIDE_DEPRESSION,
    WADI_SIDE_DEPRESSION_CLIFF,
    WADI_SIDE_WADI,
    WADI_SIDE_DEPRESSION | WADI_SIDE_CLIFF,
    WADI_SIDE_WADI | WADI_SIDE_DEPRESSION_CLIFF,
  };
  WadiBoard  *board = wadi_scenario_grid (scenario);
  int         what = g_test_rand_int_range (0, 100);
  WadiRegion *region;

  if (what < 35)
    {
      WadiHexCell cell = { 0 };
      WadiHex     hex = g_test_rand_bit () ? patch_hex () : random_hex (board);

      if (!wadi_board_contains (board, hex))
        hex.row++;
      cell.terrain = terrains[g_test_rand_int_range (0, G_N_ELEMENTS (terrains))];
      cell.depression = (guint8) g_test_rand_int_range (0, WADI_DEPRESSION_COUNT);
      cell.floor = cell.depression == WADI_DEPRESSION_NONE ? 0 : -1;
      if (g_test_rand_int_range (0, 4) == 0)
        cell.flags = (guint8) (1u << g_test_rand_int_range (0, WADI_HEX_FLAG_COUNT_));
      wadi_board_set_cell (board, hex, &cell);
      region = region_new (0);
      region_hex (region, hex);
    }
  else if (what < 60)
    {
      WadiHexside side = { g_test_rand_bit () ? patch_hex () : random_hex (board),
                           (WadiDirection) g_test_rand_int_range (0, 6) };
      WadiHex other = wadi_hexside_other_hex (board->layout, side);

      wadi_board_set_side (board, side,
                           side_features[g_test_rand_int_range (0, G_N_ELEMENTS (side_features))]);
      region = region_new (0);
      region_hex (region, side.hex);
      if (wadi_board_contains (board, other))
        region_hex (region, other);
    }
  else if (what < 75 || scenario->counters->len == 0)
    {
      WadiCounter counter = { 0 };

      random_counter (scenario, &counter);
      if (g_test_rand_bit ())
        counter.hex = patch_hex ();
      counter.id = wadi_scenario_add_counter (scenario, &counter);
      region = region_new (0);
      region_counter (region, &counter, TRUE);
      wadi_counter_clear (&counter);
    }
  else if (what < 85)
    {
      guint       index = (guint) g_test_rand_int_range (0, (int) scenario->counters->len);
      WadiCounter old;

      wadi_counter_copy_into (&old, &g_array_index (scenario->counters, WadiCounter, index));
      g_assert_true (wadi_scenario_remove_counter (scenario, old.id));
      region = region_new (0);
      region_counter (region, &old, g_test_rand_bit ());
      wadi_counter_clear (&old);
    }
  else if (what < 95)
    {
      guint       index = (guint) g_test_rand_int_range (0, (int) scenario->counters->len);
      WadiCounter moved;
      gboolean    with_hexes = g_test_rand_bit ();

      wadi_counter_copy_into (&moved, &g_array_index (scenario->counters, WadiCounter, index));
      region = region_new (0);
      region_counter (region, &moved, with_hexes);
      random_counter (scenario, &moved);
      g_assert_true (wadi_scenario_replace_counter (scenario, &moved));
      region_counter (region, &moved, with_hexes);
      wadi_counter_clear (&moved);
    }
  else if (what < 99)
    {
      scenario->ssr.stream_depth = (WadiStreamDepth) g_test_rand_int_range (0, WADI_STREAM_DEPTH_COUNT);
      scenario->ssr.frozen = g_test_rand_int_range (0, 3) == 0;
      scenario->ssr.snow = g_test_rand_int_range (0, 3) == 0;
      scenario->ssr.toi_wadi_rules = g_test_rand_bit ();
      region = region_new (WADI_REGION_SSR);
    }
  else
    {
      scenario->ruleset = (WadiRulesetId) g_test_rand_int_range (0, WADI_RULESET_COUNT);
      region = region_new (WADI_REGION_RULESET);
    }
  return region;
}

static void
assert_same (GArray *incremental,
             GArray *full,
             guint   step)
{
  if (incremental->len != full->len)
    g_error ("step %u: the validator has %u diagnostics, a full validation %u",
             step, incremental->len, full->len);
  for (guint i = 0; i < full->len; i++)
    {
      const WadiDiagnostic *a = &g_array_index (incremental, WadiDiagnostic, i);
      const WadiDiagnostic *b = &g_array_index (full, WadiDiagnostic, i);

      if (!wadi_diagnostic_equal (a, b))
        g_error ("step %u, diagnostic %u: %s at %d,%d but %s at %d,%d", step, i,
                 a->code, a->hex.col, a->hex.row, b->code, b->hex.col, b->hex.row);
    }
}

/* before, less removed, plus added (each sorted, removed all in before,
 * added none): what a list following the validator's deltas holds. */
static GArray *
apply_delta (const GArray *before,
             const GArray *removed,
             const GArray *added,
             guint         step)
{
  GArray *after = g_array_new (FALSE, FALSE, sizeof (WadiDiagnostic));
  guint   i = 0, r = 0, a = 0;

  for (guint k = 1; k < removed->len; k++)
    g_assert_cmpint (wadi_diagnostic_compare (&g_array_index (removed, WadiDiagnostic, k - 1),
                                              &g_array_index (removed, WadiDiagnostic, k)),
                     <, 0);
  for (guint k = 1; k < added->len; k++)
    g_assert_cmpint (wadi_diagnostic_compare (&g_array_index (added, WadiDiagnostic, k - 1),
                                              &g_array_index (added, WadiDiagnostic, k)),
                     <, 0);
  while (i < before->len || a < added->len)
    {
      const WadiDiagnostic *old = i < before->len ? &g_array_index (before, WadiDiagnostic, i) : NULL;
      const WadiDiagnostic *new = a < added->len ? &g_array_index (added, WadiDiagnostic, a) : NULL;

      if (old != NULL && r < removed->len && wadi_diagnostic_equal (old, &g_array_index (removed, WadiDiagnostic, r)))
        {
          i++;
          r++;
          continue;
        }
      if (old != NULL && new != NULL && wadi_diagnostic_equal (old, new))
        g_error ("step %u: %s at %d,%d is added, but was there", step, new->code, new->hex.col, new->hex.row);
      if (new == NULL || (old != NULL && wadi_diagnostic_compare (old, new) < 0))
        {
          g_array_append_val (after, *old);
          i++;
        }
      else
        {
          g_array_append_val (after, *new);
          a++;
        }
    }
  if (r != removed->len)
    g_error ("step %u: %u of %u removed diagnostics were not there", step, removed->len - r, removed->len);
  return after;
}

/* After each random edit the validator agrees with a full validation, and
 * its delta turns the list before the edit into the list after it. */
static void
run_random_edits (WadiScenario *scenario,
                  guint         steps)
{
  g_autoptr(WadiRulesContext) ctx = wadi_rules_context_new (scenario);
  g_autoptr(WadiValidator) validator = wadi_validator_new (ctx);
  g_autoptr(GArray) previous = wadi_validator_collect (validator);
  const GArray *removed, *added;
  guint         deltas = 0;

  g_assert_false (wadi_validator_delta (validator, &removed, &added));
  for (guint step = 0; step < steps; step++)
    {
      WadiRegion *region = random_edit (scenario);
      gboolean    whole = (region->flags & (WADI_REGION_SSR | WADI_REGION_RULESET)) != 0;
      g_autoptr(GArray) incremental = NULL;
      g_autoptr(GArray) full = NULL;

      wadi_rules_context_update (ctx, region);
      wadi_validator_update (validator, region);
      region_free (region);

      incremental = wadi_validator_collect (validator);
      full = wadi_validate_all (ctx);
      assert_same (incremental, full, step);
      if (wadi_validator_delta (validator, &removed, &added))
        {
          g_autoptr(GArray) followed = apply_delta (previous, removed, added, step);

          g_assert_false (whole);
          assert_same (followed, full, step);
          deltas++;
        }
      else
        g_assert_true (whole);
      g_clear_pointer (&previous, g_array_unref);
      previous = g_steal_pointer (&full);
      full = wadi_validate_all (ctx);
      for (WadiSeverity severity = WADI_SEVERITY_ERROR; severity <= WADI_SEVERITY_INFO; severity++)
        g_assert_cmpuint (wadi_validator_count (validator, severity), ==,
                          count_severity (full, severity));
    }
  g_assert_cmpuint (deltas, >, steps / 2);
}

static void
test_validate_incremental_asl (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();

  /* Dry streams and flooding make whole boards depend on one hex. */
  scenario->ssr.stream_depth = WADI_STREAM_DRY;
  run_random_edits (scenario, 400);
}

static void
test_validate_incremental_flooded (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();

  scenario->ssr.stream_depth = WADI_STREAM_FLOODED;
  run_random_edits (scenario, 400);
}

/* Two boards side by side, one shared hex whose halves differ, dry
 * streams: marsh depends on the streams of its own board (or boards). */
static void
test_validate_incremental_seam (void)
{
  g_autoptr(WadiScenario) scenario = mismatched_seam ();

  scenario->ssr.stream_depth = WADI_STREAM_DRY;
  run_random_edits (scenario, 400);
}

static void
test_validate_incremental_toi (void)
{
  g_autoptr(WadiScenario) scenario = toi_scenario ();

  run_random_edits (scenario, 400);
}

/* A region with nothing the validator looks at changes nothing. */
static void
test_validate_metadata_region (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  g_autoptr(WadiRulesContext) ctx = NULL;
  g_autoptr(WadiValidator) validator = NULL;
  g_autoptr(GArray) before = NULL;
  g_autoptr(GArray) after = NULL;
  WadiRegion *region = region_new (WADI_REGION_METADATA);

  set_cell (scenario, "13G4", WADI_TERRAIN_OPEN, WADI_DEPRESSION_STREAM, 0);
  ctx = wadi_rules_context_new (scenario);
  validator = wadi_validator_new (ctx);
  before = wadi_validator_collect (validator);
  g_assert_cmpuint (wadi_validator_count (validator, WADI_SEVERITY_WARNING), >, 0);
  wadi_validator_update (validator, region);
  after = wadi_validator_collect (validator);
  assert_same (after, before, 0);
  region_free (region);
}

/* The bundled examples are what a designer opens first: none of them may
 * break a rule of its own ruleset. */
static void
test_validate_examples_clean (void)
{
  const char *names[] = { "asl-f5-b20.wadi", "toi-wadi.wadi", "toi-wadi-movement.wadi", "classic-charts.wadi" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "examples",
                                                     names[i], NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(GError) error = NULL;
      g_autoptr(WadiScenario) scenario = wadi_format_read_file (file, &error);
      g_autoptr(WadiRulesContext) ctx = NULL;
      g_autoptr(GArray) diagnostics = NULL;

      g_assert_no_error (error);
      ctx = wadi_rules_context_new (scenario);
      diagnostics = wadi_validate_all (ctx);
      for (guint d = 0; d < diagnostics->len; d++)
        {
          const WadiDiagnostic *diagnostic = &g_array_index (diagnostics, WadiDiagnostic, d);

          if (diagnostic->severity != WADI_SEVERITY_INFO)
            g_error ("%s: %s", names[i], diagnostic->code);
        }
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/validate/fixture", test_validate_fixture);
  g_test_add_func ("/validate/examples-clean", test_validate_examples_clean);
  g_test_add_func ("/validate/stream-hexsides", test_validate_stream_hexsides);
  g_test_add_func ("/validate/stream-at-edge", test_validate_stream_at_edge);
  g_test_add_func ("/validate/stream-across-seam", test_validate_stream_across_seam);
  g_test_add_func ("/validate/hexside-across-seam", test_validate_hexside_across_seam);
  g_test_add_func ("/validate/seam-mismatch", test_validate_seam_mismatch);
  g_test_add_func ("/validate/marsh-same-board", test_validate_marsh_same_board);
  g_test_add_func ("/validate/overlay-across-seam", test_validate_overlay_across_seam);
  g_test_add_func ("/validate/hexsides", test_validate_hexsides);
  g_test_add_func ("/validate/ssr", test_validate_ssr);
  g_test_add_func ("/validate/toi", test_validate_toi);
  g_test_add_func ("/validate/vocabulary", test_validate_vocabulary);
  g_test_add_func ("/validate/floor-below-ground", test_validate_floor_below_ground);
  g_test_add_func ("/validate/counters", test_validate_counters);
  g_test_add_func ("/validate/compare", test_validate_compare);
  g_test_add_func ("/validate/metadata-region", test_validate_metadata_region);
  g_test_add_func ("/validate/incremental-asl", test_validate_incremental_asl);
  g_test_add_func ("/validate/incremental-flooded", test_validate_incremental_flooded);
  g_test_add_func ("/validate/incremental-seam", test_validate_incremental_seam);
  g_test_add_func ("/validate/incremental-toi", test_validate_incremental_toi);
  return g_test_run ();
}
