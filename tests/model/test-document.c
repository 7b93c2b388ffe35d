/* test-document.c: edits, undo/redo, the ::changed region and modified */
#include "config.h"

#include <string.h>

#include "wadi-document.h"
#include "wadi-format.h"

#define BOARD_COLS 10
#define BOARD_ROWS 8

static const WadiGridLayout flat_layout = { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD };
static const WadiGridLayout pointy_layout = { WADI_GRID_POINTY_TOP, WADI_STAGGER_EVEN };

/* Two boards of different grids and sizes, so board indices matter. */
static WadiScenario *
make_scenario (void)
{
  WadiScenario *scenario = wadi_scenario_new (WADI_RULESET_ASL);

  wadi_scenario_add_board (scenario, wadi_board_new ("1", BOARD_COLS, BOARD_ROWS,
                                                     flat_layout, WADI_LABEL_ASL, 1));
  wadi_scenario_add_board (scenario, wadi_board_new ("2", 6, 5,
                                                     pointy_layout, WADI_LABEL_NUMERIC, 1));
  return scenario;
}

static WadiDocument *
make_document (void)
{
  return wadi_document_new (make_scenario ());
}

static WadiHexCell
make_cell (WadiTerrain    terrain,
           int            level,
           WadiDepression depression)
{
  WadiHexCell cell = { 0 };

  cell.terrain = terrain;
  cell.level = (gint8) level;
  cell.depression = depression;
  cell.floor = (gint8) (depression != WADI_DEPRESSION_NONE ? level - 1 : 0);
  return cell;
}

static void
assert_cell_equal (const WadiHexCell *a,
                   const WadiHexCell *b)
{
  g_assert_cmpint (memcmp (a, b, sizeof (WadiHexCell)), ==, 0);
}

static const WadiHexCell *
cell_at (WadiDocument *document,
         guint         board,
         WadiHex       hex)
{
  const WadiScenario *scenario = wadi_document_get_scenario (document);

  return wadi_board_cell (wadi_scenario_get_board (scenario, board), hex);
}

/* Records every ::changed region (copied, since a region lives only
 * during the emission). */
typedef struct
{
  GPtrArray *regions;
} Recorder;

static void
on_changed (WadiDocument *document,
            WadiRegion   *region,
            Recorder     *recorder)
{
  WadiRegion *copy = wadi_region_new ();

  wadi_region_merge (copy, region);
  g_assert_cmpuint (copy->flags, ==, region->flags);
  g_ptr_array_add (recorder->regions, copy);
}

static void
recorder_attach (Recorder     *recorder,
                 WadiDocument *document)
{
  recorder->regions = g_ptr_array_new_with_free_func ((GDestroyNotify) wadi_region_free);
  g_signal_connect (document, "changed", G_CALLBACK (on_changed), recorder);
}

static void
recorder_clear (Recorder *recorder)
{
  g_ptr_array_set_size (recorder->regions, 0);
}

static void
recorder_finish (Recorder     *recorder,
                 WadiDocument *document)
{
  g_signal_handlers_disconnect_by_data (document, recorder);
  g_clear_pointer (&recorder->regions, g_ptr_array_unref);
}

static const WadiRegion *
recorder_last (Recorder *recorder)
{
  g_assert_cmpuint (recorder->regions->len, >, 0);
  return g_ptr_array_index (recorder->regions, recorder->regions->len - 1);
}

static void
on_notify_count (GObject    *object,
                 GParamSpec *pspec,
                 guint      *count)
{
  (*count)++;
}

/* ::changed declares its region as the boxed type, passed with static
 * scope: every handler gets the same region, never a copy. */
static void
on_changed_keep_pointer (WadiDocument     *document,
                         const WadiRegion *region,
                         GPtrArray        *seen)
{
  g_ptr_array_add (seen, (gpointer) region);
}

static void
test_changed_signal (void)
{
  g_autoptr(WadiDocument) document = make_document ();
  g_autoptr(GPtrArray) seen = g_ptr_array_new ();
  WadiHexCell  woods = make_cell (WADI_TERRAIN_WOODS, 0, WADI_DEPRESSION_NONE);
  GSignalQuery query;

  g_signal_query (g_signal_lookup ("changed", WADI_TYPE_DOCUMENT), &query);
  g_assert_cmpuint (query.n_params, ==, 1);
  g_assert_true (query.param_types[0] == (WADI_TYPE_REGION | G_SIGNAL_TYPE_STATIC_SCOPE));

  g_signal_connect (document, "changed", G_CALLBACK (on_changed_keep_pointer), seen);
  g_signal_connect (document, "changed", G_CALLBACK (on_changed_keep_pointer), seen);
  g_assert_true (wadi_document_set_cell (document, 0, (WadiHex) { 1, 1 }, &woods));
  g_assert_cmpuint (seen->len, ==, 2);
  g_assert_true (g_ptr_array_index (seen, 0) == g_ptr_array_index (seen, 1));
}

static void
test_cell_undo_redo (void)
{
  g_autoptr(WadiDocument) document = make_document ();
  WadiHex     hex = { 3, 4 };
  WadiHexCell original = *cell_at (document, 0, hex);
  WadiHexCell wadi = make_cell (WADI_TERRAIN_OPEN, 1, WADI_DEPRESSION_WADI);

  g_assert_false (wadi_document_can_undo (document));
  g_assert_null (wadi_document_undo_label (document));
  g_assert_false (wadi_document_undo (document));

  g_assert_true (wadi_document_set_cell (document, 0, hex, &wadi));
  assert_cell_equal (cell_at (document, 0, hex), &wadi);
  g_assert_true (wadi_document_can_undo (document));
  g_assert_false (wadi_document_can_redo (document));
  g_assert_nonnull (wadi_document_undo_label (document));

  g_assert_true (wadi_document_undo (document));
  assert_cell_equal (cell_at (document, 0, hex), &original);
  g_assert_false (wadi_document_can_undo (document));
  g_assert_true (wadi_document_can_redo (document));
  g_assert_nonnull (wadi_document_redo_label (document));

  g_assert_true (wadi_document_redo (document));
  assert_cell_equal (cell_at (document, 0, hex), &wadi);
  g_assert_false (wadi_document_redo (document));

  /* Setting what is already there is no edit. */
  g_assert_true (wadi_document_set_cell (document, 0, hex, &wadi));
  g_assert_true (wadi_document_undo (document));
  g_assert_false (wadi_document_can_undo (document));
}

static void
test_stroke_is_one_step (void)
{
  g_autoptr(WadiDocument) document = make_document ();
  WadiHexCell brush = make_cell (WADI_TERRAIN_WOODS, 0, WADI_DEPRESSION_NONE);
  WadiHexCell original = *cell_at (document, 0, (WadiHex) { 0, 0 });
  Recorder    recorder;

  recorder_attach (&recorder, document);

  wadi_document_begin_edit (document, "Paint woods");
  g_assert_true (wadi_document_in_edit (document));
  for (int i = 0; i < 5; i++)
    {
      g_assert_true (wadi_document_set_cell (document, 0, (WadiHex) { i, 1 }, &brush));
      /* Applied and signalled at once, so a canvas redraws during the stroke. */
      assert_cell_equal (cell_at (document, 0, (WadiHex) { i, 1 }), &brush);
      g_assert_cmpuint (recorder.regions->len, ==, (guint) i + 1);
      g_assert_cmpuint (recorder_last (&recorder)->hexes->len, ==, 1);
      g_assert_true (wadi_region_has_hex (recorder_last (&recorder), 0, (WadiHex) { i, 1 }));
    }
  /* Nothing is on the stack until the stroke ends, and undo waits for it. */
  g_assert_false (wadi_document_can_undo (document));
  g_assert_false (wadi_document_undo (document));
  wadi_document_end_edit (document);
  g_assert_false (wadi_document_in_edit (document));

  g_assert_cmpstr (wadi_document_undo_label (document), ==, "Paint woods");
  recorder_clear (&recorder);
  g_assert_true (wadi_document_undo (document));
  g_assert_false (wadi_document_can_undo (document));
  for (int i = 0; i < 5; i++)
    assert_cell_equal (cell_at (document, 0, (WadiHex) { i, 1 }), &original);

  /* Undo signals once, with the whole stroke. */
  g_assert_cmpuint (recorder.regions->len, ==, 1);
  g_assert_cmpuint (recorder_last (&recorder)->hexes->len, ==, 5);
  g_assert_cmpuint (recorder_last (&recorder)->flags, ==, WADI_REGION_HEXES);
  for (int i = 0; i < 5; i++)
    g_assert_true (wadi_region_has_hex (recorder_last (&recorder), 0, (WadiHex) { i, 1 }));

  g_assert_cmpstr (wadi_document_redo_label (document), ==, "Paint woods");
  g_assert_true (wadi_document_redo (document));
  g_assert_cmpuint (recorder.regions->len, ==, 2);
  for (int i = 0; i < 5; i++)
    assert_cell_equal (cell_at (document, 0, (WadiHex) { i, 1 }), &brush);

  recorder_finish (&recorder, document);
}

static void
test_nested_edits (void)
{
  g_autoptr(WadiDocument) document = make_document ();
  WadiHexCell brush = make_cell (WADI_TERRAIN_BRUSH, 2, WADI_DEPRESSION_NONE);

  wadi_document_begin_edit (document, "Outer");
  wadi_document_set_cell (document, 0, (WadiHex) { 1, 1 }, &brush);
  wadi_document_begin_edit (document, "Inner");
  wadi_document_set_cell (document, 0, (WadiHex) { 2, 1 }, &brush);
  wadi_document_end_edit (document);
  g_assert_true (wadi_document_in_edit (document));
  g_assert_false (wadi_document_can_undo (document));
  wadi_document_set_side (document, 0, (WadiHexside) { { 2, 2 }, 0 }, WADI_SIDE_CLIFF);
  wadi_document_end_edit (document);

  g_assert_cmpstr (wadi_document_undo_label (document), ==, "Outer");
  g_assert_true (wadi_document_undo (document));
  g_assert_false (wadi_document_can_undo (document));
  g_assert_cmpuint (cell_at (document, 0, (WadiHex) { 2, 1 })->terrain, ==, WADI_TERRAIN_OPEN);

  /* Changes outside begin/end are an edit each. */
  wadi_document_set_cell (document, 0, (WadiHex) { 1, 1 }, &brush);
  wadi_document_set_cell (document, 0, (WadiHex) { 2, 1 }, &brush);
  wadi_document_set_ruleset (document, WADI_RULESET_TOI);
  g_assert_true (wadi_document_undo (document));
  g_assert_cmpuint (cell_at (document, 0, (WadiHex) { 2, 1 })->terrain, ==, WADI_TERRAIN_BRUSH);
  g_assert_true (wadi_document_undo (document));
  g_assert_cmpuint (cell_at (document, 0, (WadiHex) { 2, 1 })->terrain, ==, WADI_TERRAIN_OPEN);
  g_assert_cmpuint (cell_at (document, 0, (WadiHex) { 1, 1 })->terrain, ==, WADI_TERRAIN_BRUSH);
  g_assert_true (wadi_document_undo (document));
  g_assert_false (wadi_document_can_undo (document));

  /* An edit with no changes is not pushed. */
  wadi_document_begin_edit (document, "Nothing");
  wadi_document_end_edit (document);
  g_assert_false (wadi_document_can_undo (document));
  g_assert_cmpstr (wadi_document_redo_label (document), !=, "Nothing");
}

static void
test_merge_same_hex (void)
{
  g_autoptr(WadiDocument) document = make_document ();
  WadiHex     hex = { 4, 4 };
  WadiHexCell original = *cell_at (document, 0, hex);
  WadiHexCell first = make_cell (WADI_TERRAIN_GRAIN, 0, WADI_DEPRESSION_NONE);
  WadiHexCell second = make_cell (WADI_TERRAIN_MARSH, 0, WADI_DEPRESSION_NONE);
  Recorder    recorder;

  recorder_attach (&recorder, document);

  wadi_document_begin_edit (document, "Stroke");
  wadi_document_set_cell (document, 0, hex, &first);
  wadi_document_set_cell (document, 0, hex, &second);
  wadi_document_set_cell (document, 0, (WadiHex) { 5, 4 }, &first);
  wadi_document_set_cell (document, 0, hex, &first);
  wadi_document_end_edit (document);
  g_assert_cmpuint (recorder.regions->len, ==, 4);

  /* Undo goes straight back to the first before, not to an intermediate. */
  recorder_clear (&recorder);
  g_assert_true (wadi_document_undo (document));
  assert_cell_equal (cell_at (document, 0, hex), &original);
  g_assert_cmpuint (recorder_last (&recorder)->hexes->len, ==, 2);
  g_assert_true (wadi_document_redo (document));
  assert_cell_equal (cell_at (document, 0, hex), &first);

  /* A stroke that puts everything back is no edit at all. */
  wadi_document_begin_edit (document, "Back and forth");
  wadi_document_set_cell (document, 0, hex, &second);
  wadi_document_set_cell (document, 0, hex, &first);
  wadi_document_end_edit (document);
  g_assert_cmpstr (wadi_document_undo_label (document), ==, "Stroke");

  /* Within an edit, a change that came back is dropped and the rest kept. */
  wadi_document_begin_edit (document, "Partly back");
  wadi_document_set_cell (document, 0, hex, &second);
  wadi_document_set_cell (document, 0, (WadiHex) { 6, 6 }, &second);
  wadi_document_set_cell (document, 0, hex, &first);
  wadi_document_end_edit (document);
  recorder_clear (&recorder);
  g_assert_true (wadi_document_undo (document));
  g_assert_cmpuint (recorder_last (&recorder)->hexes->len, ==, 1);
  g_assert_true (wadi_region_has_hex (recorder_last (&recorder), 0, (WadiHex) { 6, 6 }));
  g_assert_cmpstr (wadi_document_undo_label (document), ==, "Stroke");

  recorder_finish (&recorder, document);
}

static void
test_hexside (void)
{
  g_autoptr(WadiDocument) document = make_document ();
  const WadiScenario *scenario = wadi_document_get_scenario (document);
  const WadiBoard    *board = wadi_scenario_get_board (scenario, 0);
  WadiHexside         side = { { 4, 3 }, 4 };
  WadiHex             other = wadi_hexside_other_hex (board->layout, side);
  WadiHexside         from_other = { other, (WadiDirection) ((side.dir + 3) % 6) };
  WadiHexside         edge = { { 0, 0 }, 0 };
  Recorder            recorder;

  recorder_attach (&recorder, document);

  g_assert_true (wadi_document_set_side (document, 0, side, WADI_SIDE_CREST_LINE));
  g_assert_cmpuint (wadi_board_get_side (board, from_other), ==, WADI_SIDE_CREST_LINE);
  g_assert_cmpuint (recorder.regions->len, ==, 1);
  g_assert_cmpuint (recorder_last (&recorder)->flags, ==, WADI_REGION_HEXES);
  g_assert_cmpuint (recorder_last (&recorder)->hexes->len, ==, 2);
  g_assert_true (wadi_region_has_hex (recorder_last (&recorder), 0, side.hex));
  g_assert_true (wadi_region_has_hex (recorder_last (&recorder), 0, other));

  /* Named from either hex it is one hexside, so a stroke merges it. */
  wadi_document_begin_edit (document, "Sides");
  wadi_document_set_side (document, 0, side, WADI_SIDE_CLIFF);
  wadi_document_set_side (document, 0, from_other, WADI_SIDE_CLIFF | WADI_SIDE_WADI);
  wadi_document_end_edit (document);
  g_assert_cmpuint (wadi_board_get_side (board, side), ==, WADI_SIDE_CLIFF | WADI_SIDE_WADI);
  recorder_clear (&recorder);
  g_assert_true (wadi_document_undo (document));
  g_assert_cmpuint (wadi_board_get_side (board, side), ==, WADI_SIDE_CREST_LINE);
  g_assert_cmpuint (recorder_last (&recorder)->hexes->len, ==, 2);
  g_assert_true (wadi_document_undo (document));
  g_assert_cmpuint (wadi_board_get_side (board, side), ==, 0);
  g_assert_true (wadi_document_redo (document));
  g_assert_cmpuint (wadi_board_get_side (board, from_other), ==, WADI_SIDE_CREST_LINE);

  /* On the board's edge only the hex on the board is in the region. */
  recorder_clear (&recorder);
  g_assert_true (wadi_document_set_side (document, 0, edge, WADI_SIDE_HEDGE));
  g_assert_cmpuint (recorder_last (&recorder)->hexes->len, ==, 1);
  g_assert_true (wadi_region_has_hex (recorder_last (&recorder), 0, edge.hex));
  g_assert_true (wadi_document_undo (document));
  g_assert_cmpuint (wadi_board_get_side (board, edge), ==, 0);

  recorder_finish (&recorder, document);
}

static WadiCounter
make_unit (guint       board,
           WadiHex     hex,
           const char *side,
           const char *name)
{
  WadiCounter counter = { 0 };

  counter.kind = WADI_COUNTER_UNIT;
  counter.board = board;
  counter.hex = hex;
  counter.unit_class = WADI_UNIT_INFANTRY;
  counter.position = WADI_POSITION_GROUND;
  counter.side = (char *) side;
  counter.name = (char *) name;
  return counter;
}

static void
test_counters (void)
{
  g_autoptr(WadiDocument) document = make_document ();
  const WadiScenario *scenario = wadi_document_get_scenario (document);
  WadiCounter         squad = make_unit (0, (WadiHex) { 2, 2 }, "German", "4-6-7");
  WadiCounter         ford = { 0 };
  WadiCounter         moved = { 0 };
  WadiCounter         clash = { 0 };
  const WadiRegion   *region;
  Recorder            recorder;
  guint               id;
  guint               ford_id;

  recorder_attach (&recorder, document);

  id = wadi_document_add_counter (document, &squad);
  g_assert_cmpuint (id, >, 0);
  g_assert_cmpstr (wadi_document_undo_label (document), ==, "Add counter");
  g_assert_nonnull (wadi_scenario_find_counter (scenario, id));
  region = recorder_last (&recorder);
  g_assert_true (region->flags & WADI_REGION_COUNTERS);
  g_assert_cmpuint (region->counters->len, ==, 1);
  g_assert_cmpuint (g_array_index (region->counters, guint, 0), ==, id);
  g_assert_true (wadi_region_has_hex (region, 0, squad.hex));

  /* Undo of an add removes it, redo brings back the same id. */
  g_assert_true (wadi_document_undo (document));
  g_assert_null (wadi_scenario_find_counter (scenario, id));
  g_assert_cmpuint (g_array_index (recorder_last (&recorder)->counters, guint, 0), ==, id);
  g_assert_true (wadi_document_redo (document));
  g_assert_nonnull (wadi_scenario_find_counter (scenario, id));
  g_assert_cmpstr (wadi_scenario_find_counter (scenario, id)->name, ==, "4-6-7");

  ford.kind = WADI_COUNTER_FORD;
  ford.board = 1;
  ford.hex = (WadiHex) { 1, 1 };
  ford_id = wadi_document_add_counter (document, &ford);
  g_assert_cmpuint (ford_id, !=, 0);
  g_assert_cmpuint (ford_id, !=, id);

  /* A counter with an id that is taken is not added. */
  clash = ford;
  clash.id = id;
  recorder_clear (&recorder);
  g_assert_cmpuint (wadi_document_add_counter (document, &clash), ==, 0);
  g_assert_cmpuint (recorder.regions->len, ==, 0);

  /* Replace: a move puts both hexes in the region. */
  wadi_counter_copy_into (&moved, wadi_scenario_find_counter (scenario, id));
  moved.hex = (WadiHex) { 7, 6 };
  g_clear_pointer (&moved.name, g_free);
  moved.name = g_strdup ("8-3-8");
  g_assert_true (wadi_document_replace_counter (document, &moved));
  region = recorder_last (&recorder);
  g_assert_cmpuint (region->counters->len, ==, 1);
  g_assert_cmpuint (region->hexes->len, ==, 2);
  g_assert_true (wadi_region_has_hex (region, 0, (WadiHex) { 2, 2 }));
  g_assert_true (wadi_region_has_hex (region, 0, (WadiHex) { 7, 6 }));
  g_assert_cmpstr (wadi_scenario_find_counter (scenario, id)->name, ==, "8-3-8");
  g_assert_true (wadi_document_undo (document));
  g_assert_cmpstr (wadi_scenario_find_counter (scenario, id)->name, ==, "4-6-7");
  g_assert_true (wadi_hex_equal (wadi_scenario_find_counter (scenario, id)->hex, squad.hex));
  g_assert_true (wadi_document_redo (document));
  g_assert_true (wadi_hex_equal (wadi_scenario_find_counter (scenario, id)->hex, moved.hex));

  /* Remove, undo brings it back whole and with its id. */
  g_assert_true (wadi_document_remove_counter (document, id));
  g_assert_null (wadi_scenario_find_counter (scenario, id));
  g_assert_true (wadi_region_has_hex (recorder_last (&recorder), 0, moved.hex));
  g_assert_true (wadi_document_undo (document));
  g_assert_true (wadi_counter_equal (wadi_scenario_find_counter (scenario, id), &moved));
  g_assert_true (wadi_document_redo (document));
  g_assert_null (wadi_scenario_find_counter (scenario, id));
  g_assert_nonnull (wadi_scenario_find_counter (scenario, ford_id));

  /* Add and remove in one edit is nothing to undo, and the id is free again. */
  {
    guint next = scenario->next_counter_id;
    guint transient;

    wadi_document_begin_edit (document, "Place and take back");
    transient = wadi_document_add_counter (document, &squad);
    g_assert_cmpuint (transient, !=, 0);
    g_assert_true (wadi_document_remove_counter (document, transient));
    wadi_document_end_edit (document);
    g_assert_cmpstr (wadi_document_undo_label (document), !=, "Place and take back");
    g_assert_cmpuint (scenario->next_counter_id, ==, next);
  }

  /* Undo of every add gives back the ids too. */
  while (wadi_document_undo (document))
    ;
  g_assert_cmpuint (scenario->counters->len, ==, 0);
  g_assert_cmpuint (scenario->next_counter_id, ==, 1);
  while (wadi_document_redo (document))
    ;
  g_assert_cmpuint (scenario->counters->len, ==, 1);
  g_assert_nonnull (wadi_scenario_find_counter (scenario, ford_id));
  g_assert_cmpuint (wadi_document_add_counter (document, &squad), >, MAX (id, ford_id));

  wadi_counter_clear (&moved);
  recorder_finish (&recorder, document);
}

static void
test_ssr_ruleset_metadata (void)
{
  g_autoptr(WadiDocument) document = make_document ();
  const WadiScenario *scenario = wadi_document_get_scenario (document);
  WadiSsr             original = scenario->ssr;
  WadiSsr             frozen = original;
  Recorder            recorder;

  recorder_attach (&recorder, document);

  frozen.frozen = TRUE;
  frozen.stream_depth = WADI_STREAM_DEEP;
  wadi_document_set_ssr (document, &frozen);
  g_assert_cmpuint (recorder_last (&recorder)->flags, ==, WADI_REGION_SSR);
  g_assert_true (scenario->ssr.frozen);
  g_assert_cmpint (scenario->ssr.stream_depth, ==, WADI_STREAM_DEEP);

  wadi_document_set_ruleset (document, WADI_RULESET_CLASSIC);
  g_assert_cmpuint (recorder_last (&recorder)->flags, ==, WADI_REGION_RULESET);
  g_assert_cmpint (scenario->ruleset, ==, WADI_RULESET_CLASSIC);

  wadi_document_set_metadata (document, "Wadi Zem Zem", "A. Designer", "January 1943.");
  g_assert_cmpuint (recorder_last (&recorder)->flags, ==, WADI_REGION_METADATA);
  g_assert_cmpstr (scenario->title, ==, "Wadi Zem Zem");
  /* Passing the scenario's own strings back is safe and no change. */
  recorder_clear (&recorder);
  wadi_document_set_metadata (document, scenario->title, scenario->author, scenario->description);
  g_assert_cmpuint (recorder.regions->len, ==, 0);

  g_assert_true (wadi_document_undo (document));
  g_assert_cmpuint (recorder_last (&recorder)->flags, ==, WADI_REGION_METADATA);
  g_assert_cmpstr (scenario->title, ==, "");
  g_assert_cmpstr (scenario->author, ==, "");
  g_assert_true (wadi_document_undo (document));
  g_assert_cmpint (scenario->ruleset, ==, WADI_RULESET_ASL);
  g_assert_cmpuint (recorder_last (&recorder)->flags, ==, WADI_REGION_RULESET);
  g_assert_true (wadi_document_undo (document));
  g_assert_cmpint (memcmp (&scenario->ssr, &original, sizeof original), ==, 0);
  g_assert_cmpuint (recorder_last (&recorder)->flags, ==, WADI_REGION_SSR);

  while (wadi_document_redo (document))
    ;
  g_assert_cmpint (memcmp (&scenario->ssr, &frozen, sizeof frozen), ==, 0);
  g_assert_cmpint (scenario->ruleset, ==, WADI_RULESET_CLASSIC);
  g_assert_cmpstr (scenario->description, ==, "January 1943.");

  recorder_finish (&recorder, document);
}

static void
test_modified (void)
{
  g_autoptr(WadiDocument) document = make_document ();
  WadiHexCell a = make_cell (WADI_TERRAIN_WOODS, 0, WADI_DEPRESSION_NONE);
  WadiHexCell b = make_cell (WADI_TERRAIN_GRAIN, 0, WADI_DEPRESSION_NONE);
  guint       notified = 0;
  gboolean    property;

  g_signal_connect (document, "notify::modified", G_CALLBACK (on_notify_count), &notified);

  g_assert_false (wadi_document_get_modified (document));
  wadi_document_set_cell (document, 0, (WadiHex) { 0, 0 }, &a);
  g_assert_true (wadi_document_get_modified (document));
  g_object_get (document, "modified", &property, NULL);
  g_assert_true (property);
  g_assert_cmpuint (notified, ==, 1);
  wadi_document_set_cell (document, 0, (WadiHex) { 1, 0 }, &a);
  g_assert_cmpuint (notified, ==, 1);

  wadi_document_mark_saved (document);
  g_assert_false (wadi_document_get_modified (document));
  g_assert_cmpuint (notified, ==, 2);

  /* Undo past the save point and redo back to it. */
  wadi_document_undo (document);
  g_assert_true (wadi_document_get_modified (document));
  wadi_document_undo (document);
  g_assert_true (wadi_document_get_modified (document));
  g_assert_cmpuint (notified, ==, 3);
  wadi_document_redo (document);
  wadi_document_redo (document);
  g_assert_false (wadi_document_get_modified (document));
  g_assert_cmpuint (notified, ==, 4);

  /* Saved after undo, then a new edit drops the saved state's successors
   * but not the saved state itself. */
  wadi_document_undo (document);
  wadi_document_mark_saved (document);
  g_assert_false (wadi_document_get_modified (document));
  wadi_document_set_cell (document, 0, (WadiHex) { 2, 0 }, &b);
  g_assert_true (wadi_document_get_modified (document));
  wadi_document_undo (document);
  g_assert_false (wadi_document_get_modified (document));

  /* Saved, undone, and a new edit drops the redo tail holding the saved
   * state: no undo position is saved any more. */
  wadi_document_redo (document);
  wadi_document_mark_saved (document);
  wadi_document_undo (document);
  wadi_document_undo (document);
  g_assert_true (wadi_document_get_modified (document));
  wadi_document_set_cell (document, 0, (WadiHex) { 3, 0 }, &b);
  g_assert_true (wadi_document_get_modified (document));
  /* As many steps as when saved, but not the saved state. */
  wadi_document_set_cell (document, 0, (WadiHex) { 4, 0 }, &b);
  g_assert_true (wadi_document_get_modified (document));
  wadi_document_undo (document);
  g_assert_true (wadi_document_get_modified (document));
  wadi_document_undo (document);
  g_assert_false (wadi_document_can_undo (document));
  g_assert_true (wadi_document_get_modified (document));
  wadi_document_redo (document);
  wadi_document_redo (document);
  g_assert_false (wadi_document_can_redo (document));
  g_assert_true (wadi_document_get_modified (document));
  wadi_document_mark_saved (document);
  g_assert_false (wadi_document_get_modified (document));
  wadi_document_undo (document);
  g_assert_true (wadi_document_get_modified (document));
}

static void
test_notify_can_undo (void)
{
  g_autoptr(WadiDocument) document = make_document ();
  WadiHexCell a = make_cell (WADI_TERRAIN_WOODS, 0, WADI_DEPRESSION_NONE);
  guint       undo_notified = 0;
  guint       redo_notified = 0;
  gboolean    property;

  g_signal_connect (document, "notify::can-undo", G_CALLBACK (on_notify_count), &undo_notified);
  g_signal_connect (document, "notify::can-redo", G_CALLBACK (on_notify_count), &redo_notified);

  for (int i = 0; i < 3; i++)
    wadi_document_set_cell (document, 0, (WadiHex) { i, 5 }, &a);
  g_assert_cmpuint (undo_notified, ==, 1);
  g_assert_cmpuint (redo_notified, ==, 0);
  g_object_get (document, "can-undo", &property, NULL);
  g_assert_true (property);

  wadi_document_undo (document);
  g_assert_cmpuint (redo_notified, ==, 1);
  wadi_document_undo (document);
  g_assert_cmpuint (undo_notified, ==, 1);
  wadi_document_undo (document);
  g_assert_cmpuint (undo_notified, ==, 2);
  g_assert_cmpuint (redo_notified, ==, 1);
  g_object_get (document, "can-undo", &property, NULL);
  g_assert_false (property);
  g_object_get (document, "can-redo", &property, NULL);
  g_assert_true (property);

  /* Nothing changes: nothing notifies. */
  g_assert_false (wadi_document_undo (document));
  wadi_document_mark_saved (document);
  g_assert_cmpuint (undo_notified, ==, 2);
  g_assert_cmpuint (redo_notified, ==, 1);

  /* A new edit drops the redo tail: can-redo goes, can-undo comes. */
  wadi_document_set_cell (document, 0, (WadiHex) { 9, 7 }, &a);
  g_assert_cmpuint (undo_notified, ==, 3);
  g_assert_cmpuint (redo_notified, ==, 2);
  g_assert_false (wadi_document_can_redo (document));
}

static void
test_invalid_targets (void)
{
  g_autoptr(WadiDocument) document = make_document ();
  g_autoptr(WadiScenario) original = wadi_scenario_copy (wadi_document_get_scenario (document));
  WadiHexCell a = make_cell (WADI_TERRAIN_WOODS, 0, WADI_DEPRESSION_NONE);
  WadiCounter unit = make_unit (0, (WadiHex) { 0, 0 }, "British", NULL);
  WadiCounter off_board = make_unit (0, (WadiHex) { BOARD_COLS, 0 }, "British", NULL);
  WadiCounter no_board = make_unit (2, (WadiHex) { 0, 0 }, "British", NULL);
  WadiCounter unknown = make_unit (0, (WadiHex) { 0, 0 }, "British", NULL);
  Recorder    recorder;

  recorder_attach (&recorder, document);

  unknown.id = 99;
  g_assert_false (wadi_document_set_cell (document, 2, (WadiHex) { 0, 0 }, &a));
  g_assert_false (wadi_document_set_cell (document, 0, (WadiHex) { -1, 0 }, &a));
  g_assert_false (wadi_document_set_cell (document, 0, (WadiHex) { 0, BOARD_ROWS }, &a));
  g_assert_false (wadi_document_set_cell (document, 1, (WadiHex) { 6, 0 }, &a));
  g_assert_false (wadi_document_set_side (document, 2, (WadiHexside) { { 0, 0 }, 0 }, WADI_SIDE_CLIFF));
  g_assert_false (wadi_document_set_side (document, 0, (WadiHexside) { { -3, 0 }, 0 }, WADI_SIDE_CLIFF));
  g_assert_false (wadi_document_set_side (document, 0, (WadiHexside) { { 0, BOARD_ROWS + 2 }, 1 },
                                          WADI_SIDE_CLIFF));
  g_assert_false (wadi_document_set_side (document, 0, (WadiHexside) { { 0, 0 }, 6 }, WADI_SIDE_CLIFF));
  g_assert_cmpuint (wadi_document_add_counter (document, &off_board), ==, 0);
  g_assert_cmpuint (wadi_document_add_counter (document, &no_board), ==, 0);
  g_assert_false (wadi_document_remove_counter (document, 99));
  g_assert_false (wadi_document_remove_counter (document, 0));
  g_assert_false (wadi_document_replace_counter (document, &unknown));

  /* An existing counter may not be moved off the board either. */
  unit.id = wadi_document_add_counter (document, &unit);
  g_assert_true (wadi_document_undo (document));
  g_assert_true (wadi_document_redo (document));
  recorder_clear (&recorder);
  off_board.id = unit.id;
  g_assert_false (wadi_document_replace_counter (document, &off_board));
  g_assert_cmpuint (recorder.regions->len, ==, 0);
  g_assert_true (wadi_document_undo (document));

  g_assert_false (wadi_document_can_undo (document));
  g_assert_true (wadi_scenario_equal (wadi_document_get_scenario (document), original));

  recorder_finish (&recorder, document);
}

/* Overlays */

static WadiBoard *
make_fragment (WadiTerrain first)
{
  WadiBoard  *fragment = wadi_board_new ("W1", 2, 2, flat_layout, WADI_LABEL_ASL, 1);
  WadiHexCell woods = make_cell (first, 0, WADI_DEPRESSION_NONE);
  WadiHexCell wadi = make_cell (WADI_TERRAIN_OPEN, 0, WADI_DEPRESSION_WADI);

  wadi_board_set_cell (fragment, (WadiHex) { 0, 0 }, &woods);
  wadi_board_set_cell (fragment, (WadiHex) { 1, 0 }, &wadi);
  wadi_board_set_cell (fragment, (WadiHex) { 1, 1 }, &wadi);
  wadi_board_set_side (fragment, (WadiHexside) { { 1, 0 }, WADI_DIRECTION_COUNT - 1 }, WADI_SIDE_DEPRESSION);
  return fragment;
}

static void
assert_region_is_cover (const WadiRegion *region,
                        const WadiBoard  *board,
                        const WadiBoard  *fragment,
                        WadiHex           anchor,
                        guint             orientation)
{
  g_autoptr(GArray) cover = wadi_overlay_covered_hexes (board, fragment, anchor, orientation);

  g_assert_cmpuint (region->hexes->len, ==, cover->len);
  for (guint i = 0; i < cover->len; i++)
    g_assert_true (wadi_region_has_hex (region, 0, g_array_index (cover, WadiHex, i)));
}

static void
test_overlay_placement (void)
{
  g_autoptr(WadiDocument) document = make_document ();
  const WadiScenario *scenario = wadi_document_get_scenario (document);
  g_autoptr(WadiScenario) original = wadi_scenario_copy (scenario);
  g_autoptr(WadiScenario) placed = NULL;
  g_autoptr(WadiBoard) fragment = make_fragment (WADI_TERRAIN_WOODS);
  g_autoptr(WadiBoard) other = make_fragment (WADI_TERRAIN_GRAIN);
  g_autoptr(WadiBoard) composed = NULL;
  g_autoptr(GArray) cover = NULL;
  const WadiBoard            *board = wadi_scenario_get_board (scenario, 0);
  const WadiOverlayPlacement *placement;
  WadiHex                     anchor = { 4, 3 };
  Recorder                    recorder;

  recorder_attach (&recorder, document);

  g_assert_true (wadi_document_add_overlay_placement (document, "W1", fragment, 0, anchor, 1));
  g_assert_cmpuint (scenario->overlays->len, ==, 1);
  g_assert_cmpuint (scenario->placements->len, ==, 1);
  placement = &g_array_index (scenario->placements, WadiOverlayPlacement, 0);
  g_assert_cmpuint (placement->overlay, ==, 0);
  g_assert_cmpuint (placement->board, ==, 0);
  g_assert_true (wadi_hex_equal (placement->anchor, anchor));
  g_assert_cmpuint (placement->orientation, ==, 1);
  g_assert_cmpstr (wadi_document_undo_label (document), ==, "Place overlay W1");
  g_assert_true (wadi_document_get_modified (document));
  /* the whole fragment lies on the board, and the region is what it covers */
  cover = wadi_overlay_covered_hexes (board, fragment, anchor, 1);
  g_assert_cmpuint (cover->len, ==, 4);
  g_assert_true (wadi_hex_equal (g_array_index (cover, WadiHex, 0), anchor));
  assert_region_is_cover (recorder_last (&recorder), board, fragment, anchor, 1);
  g_assert_cmpuint (recorder_last (&recorder)->flags, ==, WADI_REGION_HEXES | WADI_REGION_ALL);
  /* the composed board has the fragment's hexes where it lies */
  composed = wadi_scenario_compose_board (scenario, 0);
  for (guint i = 0; i < cover->len; i++)
    assert_cell_equal (wadi_board_cell (composed, g_array_index (cover, WadiHex, i)), &fragment->cells[i]);
  g_assert_cmpuint (wadi_board_cell (board, anchor)->terrain, ==, WADI_TERRAIN_OPEN);
  placed = wadi_scenario_copy (scenario);

  /* undo and redo keep the scenario equal, and signal the same hexes */
  recorder_clear (&recorder);
  g_assert_true (wadi_document_undo (document));
  g_assert_true (wadi_scenario_equal (scenario, original));
  g_assert_false (wadi_document_get_modified (document));
  assert_region_is_cover (recorder_last (&recorder), board, fragment, anchor, 1);
  g_assert_true (wadi_document_redo (document));
  g_assert_true (wadi_scenario_equal (scenario, placed));
  assert_region_is_cover (recorder_last (&recorder), board, fragment, anchor, 1);

  /* a second placement of the same overlay reuses its definition */
  g_assert_true (wadi_document_add_overlay_placement (document, "W1", NULL, 0, (WadiHex) { 0, 0 }, 3));
  g_assert_cmpuint (scenario->overlays->len, ==, 1);
  g_assert_cmpuint (scenario->placements->len, ==, 2);
  g_assert_cmpuint (g_array_index (scenario->placements, WadiOverlayPlacement, 1).overlay, ==, 0);
  /* at the corner, part of the turned fragment falls off the board */
  assert_region_is_cover (recorder_last (&recorder), board, fragment, (WadiHex) { 0, 0 }, 3);
  g_assert_cmpuint (recorder_last (&recorder)->hexes->len, <, 4);
  g_assert_true (wadi_document_undo (document));
  g_assert_true (wadi_scenario_equal (scenario, placed));

  /* what does not exist or would change another overlay is refused */
  recorder_clear (&recorder);
  g_assert_false (wadi_document_add_overlay_placement (document, "W1", other, 0, anchor, 0));
  g_assert_false (wadi_document_add_overlay_placement (document, "W2", NULL, 0, anchor, 0));
  g_assert_false (wadi_document_add_overlay_placement (document, "W2", other, 2, anchor, 0));
  g_assert_false (wadi_document_add_overlay_placement (document, "W2", other, 0,
                                                       (WadiHex) { BOARD_COLS, 0 }, 0));
  g_assert_false (wadi_document_add_overlay_placement (document, "W2", other, 0, anchor, 6));
  g_assert_false (wadi_document_remove_overlay_placement (document, 1));
  g_assert_cmpuint (recorder.regions->len, ==, 0);
  g_assert_true (wadi_scenario_equal (scenario, placed));

  /* removing keeps the definition; undo brings the placement back */
  g_assert_true (wadi_document_remove_overlay_placement (document, 0));
  g_assert_cmpuint (scenario->placements->len, ==, 0);
  g_assert_cmpuint (scenario->overlays->len, ==, 1);
  g_assert_cmpstr (wadi_document_undo_label (document), ==, "Remove overlay");
  assert_region_is_cover (recorder_last (&recorder), board, fragment, anchor, 1);
  g_assert_true (wadi_document_undo (document));
  g_assert_true (wadi_scenario_equal (scenario, placed));

  /* two overlays placed in one edit are one undo step */
  wadi_document_begin_edit (document, "Lay out");
  g_assert_true (wadi_document_add_overlay_placement (document, "W2", other, 0, (WadiHex) { 7, 5 }, 5));
  g_assert_true (wadi_document_add_overlay_placement (document, "W1", NULL, 1, (WadiHex) { 2, 2 }, 2));
  wadi_document_end_edit (document);
  g_assert_cmpuint (scenario->overlays->len, ==, 2);
  g_assert_cmpuint (scenario->placements->len, ==, 3);
  g_assert_cmpstr (wadi_document_undo_label (document), ==, "Lay out");
  g_assert_true (wadi_document_undo (document));
  g_assert_true (wadi_scenario_equal (scenario, placed));
  g_assert_true (wadi_document_undo (document));
  g_assert_true (wadi_scenario_equal (scenario, original));
  g_assert_false (wadi_document_can_undo (document));

  /* an edit that places and removes the same comes to nothing */
  wadi_document_begin_edit (document, "Nothing");
  g_assert_true (wadi_document_add_overlay_placement (document, "W1", fragment, 0, anchor, 0));
  g_assert_true (wadi_document_remove_overlay_placement (document, 0));
  wadi_document_end_edit (document);
  g_assert_cmpuint (scenario->placements->len, ==, 0);
  /* the definition stays, so the edit is not empty */
  g_assert_cmpuint (scenario->overlays->len, ==, 1);
  g_assert_true (wadi_document_undo (document));
  g_assert_true (wadi_scenario_equal (scenario, original));

  recorder_finish (&recorder, document);
}

/* Random edits */

static WadiHex
random_hex (const WadiBoard *board,
            int              margin)
{
  WadiHex hex;

  hex.col = g_test_rand_int_range (-margin, board->cols + margin);
  hex.row = g_test_rand_int_range (-margin, board->rows + margin);
  return hex;
}

static void
random_counter (const WadiScenario *scenario,
                WadiCounter        *counter)
{
  static const char *const sides[] = { "German", "British", "Italian", NULL };
  static const char *const names[] = { "4-6-7", "Crest", "Ford", NULL };
  const WadiBoard         *board;

  counter->kind = (WadiCounterKind) g_test_rand_int_range (0, WADI_COUNTER_KIND_COUNT);
  counter->board = (guint) g_test_rand_int_range (0, (gint32) scenario->boards->len);
  board = wadi_scenario_get_board (scenario, counter->board);
  counter->hex = random_hex (board, 0);
  counter->centre = (WadiDirection) g_test_rand_int_range (0, WADI_DIRECTION_COUNT);
  counter->vertex = (WadiVertexIndex) g_test_rand_int_range (0, 6);
  counter->hd_rear = g_test_rand_bit ();
  counter->unit_class = (WadiUnitClass) g_test_rand_int_range (0, WADI_UNIT_CLASS_COUNT);
  counter->position = (WadiPosition) g_test_rand_int_range (0, WADI_POSITION_COUNT);
  counter->side = g_strdup (sides[g_test_rand_int_range (0, G_N_ELEMENTS (sides))]);
  counter->name = g_strdup (names[g_test_rand_int_range (0, G_N_ELEMENTS (names))]);
}

static guint
random_existing_counter (const WadiScenario *scenario)
{
  if (scenario->counters->len == 0)
    return 0;

  return g_array_index (scenario->counters, WadiCounter,
                        g_test_rand_int_range (0, (gint32) scenario->counters->len))
      .id;
}

static void
random_change (WadiDocument *document)
{
  const WadiScenario *scenario = wadi_document_get_scenario (document);
  guint               board_index = (guint) g_test_rand_int_range (0, (gint32) scenario->boards->len);
  const WadiBoard    *board = wadi_scenario_get_board (scenario, board_index);

  switch (g_test_rand_int_range (0, 10))
    {
    case 0:
    case 1:
    case 2:
      {
        WadiHexCell cell = make_cell (g_test_rand_int_range (0, WADI_TERRAIN_COUNT),
                                      g_test_rand_int_range (-2, 5),
                                      g_test_rand_int_range (0, WADI_DEPRESSION_COUNT));
        WadiHex     hex = random_hex (board, 1);

        cell.flags = (guint8) g_test_rand_int_range (0, 1 << WADI_HEX_FLAG_COUNT_);
        g_assert_cmpint (wadi_document_set_cell (document, board_index, hex, &cell),
                         ==, wadi_board_contains (board, hex));
      }
      break;

    case 3:
    case 4:
      {
        WadiHexside side = { random_hex (board, 1),
                             (WadiDirection) g_test_rand_int_range (0, WADI_DIRECTION_COUNT) };
        guint       features = (guint) g_test_rand_int_range (0, 1 << WADI_SIDE_FEATURE_COUNT_);
        gboolean    on_board = wadi_board_contains (board, side.hex)
                            || wadi_board_contains (board, wadi_hexside_other_hex (board->layout, side));

        g_assert_cmpint (wadi_document_set_side (document, board_index, side, features), ==, on_board);
      }
      break;

    case 5:
      {
        WadiCounter counter = { 0 };

        random_counter (scenario, &counter);
        /* Sometimes an explicit id: a free one, or one in use (refused). */
        if (g_test_rand_bit ())
          counter.id = (guint) g_test_rand_int_range (1, (gint32) scenario->next_counter_id + 3);
        if (counter.id != 0 && wadi_scenario_find_counter (scenario, counter.id) != NULL)
          g_assert_cmpuint (wadi_document_add_counter (document, &counter), ==, 0);
        else
          g_assert_cmpuint (wadi_document_add_counter (document, &counter), !=, 0);
        wadi_counter_clear (&counter);
      }
      break;

    case 6:
      {
        guint id = random_existing_counter (scenario);

        g_assert_cmpint (wadi_document_remove_counter (document, id), ==, id != 0);
      }
      break;

    case 7:
      {
        WadiCounter counter = { 0 };

        random_counter (scenario, &counter);
        counter.id = random_existing_counter (scenario);
        g_assert_cmpint (wadi_document_replace_counter (document, &counter), ==, counter.id != 0);
        wadi_counter_clear (&counter);
      }
      break;

    case 8:
      {
        WadiSsr ssr = { 0 };

        if (g_test_rand_bit ())
          {
            ssr.stream_depth = (WadiStreamDepth) g_test_rand_int_range (0, WADI_STREAM_DEPTH_COUNT);
            ssr.frozen = g_test_rand_bit ();
            ssr.snow = g_test_rand_bit ();
            ssr.toi_wadi_rules = g_test_rand_bit ();
            ssr.toi_stream_bridges_block_los = g_test_rand_bit ();
            wadi_document_set_ssr (document, &ssr);
          }
        else
          {
            wadi_document_set_ruleset (document, g_test_rand_int_range (0, WADI_RULESET_COUNT));
          }
      }
      break;

    case 9:
      {
        g_autofree char *title = g_strdup_printf ("Title %d", g_test_rand_int_range (0, 4));

        wadi_document_set_metadata (document, title,
                                    g_test_rand_bit () ? "Someone" : "",
                                    g_test_rand_bit () ? "Some text." : NULL);
      }
      break;

    default:
      g_assert_not_reached ();
    }
}

static void
test_random_edits (void)
{
  g_autoptr(WadiDocument) document = NULL;
  const WadiScenario *scenario;
  WadiScenario       *initial = make_scenario ();
  g_autoptr(GPtrArray) states = g_ptr_array_new_with_free_func ((GDestroyNotify) wadi_scenario_free);
  g_autoptr(GBytes) original_bytes = NULL;
  g_autoptr(GBytes) final_bytes = NULL;
  g_autoptr(GBytes) bytes = NULL;
  guint changes = 0;
  guint steps;

  /* A few counters to start with, outside the undo history. */
  for (int i = 0; i < 6; i++)
    {
      WadiCounter counter = { 0 };

      random_counter (initial, &counter);
      wadi_scenario_add_counter (initial, &counter);
      wadi_counter_clear (&counter);
    }
  document = wadi_document_new (initial);
  scenario = wadi_document_get_scenario (document);

  g_ptr_array_add (states, wadi_scenario_copy (scenario));
  original_bytes = wadi_format_write_bytes (scenario);

  while (changes < 600)
    {
      int n = g_test_rand_int_range (1, 60);

      if (g_test_rand_int_range (0, 4) == 0)
        {
          /* A change on its own is an edit of its own. */
          random_change (document);
          changes++;
        }
      else
        {
          wadi_document_begin_edit (document, "Random");
          for (int i = 0; i < n; i++)
            {
              if (i == n / 2)
                wadi_document_begin_edit (document, "Nested");
              random_change (document);
              if (i == n / 2)
                wadi_document_end_edit (document);
            }
          wadi_document_end_edit (document);
          changes += (guint) n;
        }

      /* An edit that changed nothing in the end was not pushed. */
      if (wadi_scenario_equal (scenario, g_ptr_array_index (states, states->len - 1)))
        continue;
      g_ptr_array_add (states, wadi_scenario_copy (scenario));
    }

  final_bytes = wadi_format_write_bytes (scenario);
  g_test_message ("%u random changes in %u edits", changes, states->len - 1);
  g_assert_cmpuint (states->len, >, 10);

  /* Every undo step goes back exactly one edit. */
  steps = 0;
  while (wadi_document_undo (document))
    {
      steps++;
      g_assert_cmpuint (steps, <, states->len);
      g_assert_true (wadi_scenario_equal (scenario, g_ptr_array_index (states, states->len - 1 - steps)));
    }
  g_assert_cmpuint (steps, ==, states->len - 1);
  g_assert_cmpuint (scenario->next_counter_id,
                    ==, ((WadiScenario *) g_ptr_array_index (states, 0))->next_counter_id);
  bytes = wadi_format_write_bytes (scenario);
  g_assert_true (g_bytes_equal (bytes, original_bytes));
  g_clear_pointer (&bytes, g_bytes_unref);

  while (wadi_document_redo (document))
    {
      steps--;
      g_assert_true (wadi_scenario_equal (scenario, g_ptr_array_index (states, states->len - 1 - steps)));
    }
  g_assert_cmpuint (steps, ==, 0);
  g_assert_true (wadi_scenario_equal (scenario, g_ptr_array_index (states, states->len - 1)));
  g_assert_cmpuint (scenario->next_counter_id,
                    ==, ((WadiScenario *) g_ptr_array_index (states, states->len - 1))->next_counter_id);
  bytes = wadi_format_write_bytes (scenario);
  g_assert_true (g_bytes_equal (bytes, final_bytes));
  g_assert_false (g_bytes_equal (bytes, original_bytes));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/document/changed-signal", test_changed_signal);
  g_test_add_func ("/document/cell-undo-redo", test_cell_undo_redo);
  g_test_add_func ("/document/stroke-is-one-step", test_stroke_is_one_step);
  g_test_add_func ("/document/nested-edits", test_nested_edits);
  g_test_add_func ("/document/merge-same-hex", test_merge_same_hex);
  g_test_add_func ("/document/hexside", test_hexside);
  g_test_add_func ("/document/counters", test_counters);
  g_test_add_func ("/document/ssr-ruleset-metadata", test_ssr_ruleset_metadata);
  g_test_add_func ("/document/modified", test_modified);
  g_test_add_func ("/document/notify-can-undo", test_notify_can_undo);
  g_test_add_func ("/document/invalid-targets", test_invalid_targets);
  g_test_add_func ("/document/overlay-placement", test_overlay_placement);
  g_test_add_func ("/document/random-edits", test_random_edits);

  return g_test_run ();
}
