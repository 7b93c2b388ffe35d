/* test-document.c: edits, undo/redo, the ::changed region and modified */
#include "config.h"

#include <string.h>

#include "wadi-document.h"
#include "wadi-format.h"

#define BOARD_COLS 10
#define BOARD_ROWS 8

static const WadiGridLayout flat_layout = { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD };
static const WadiGridLayout pointy_layout = { WADI_GRID_POINTY_TOP, WADI_STAGGER_EVEN };

/* Two boards of different sizes and label schemes: "1" (BOARD_COLS x
 * BOARD_ROWS) and below it "2" (6 x 5), whose hexes are the map's rows
 * BOARD_ROWS to BOARD_ROWS + 4, columns 0 to 5; the map's hexes right of
 * board 2 are on no board. */
static WadiScenario *
make_scenario (void)
{
  WadiScenario *scenario = wadi_scenario_new (WADI_RULESET_ASL);

  wadi_scenario_add_board (scenario, wadi_board_new ("1", BOARD_COLS, BOARD_ROWS,
                                                     flat_layout, WADI_LABEL_ASL, 1));
  wadi_scenario_add_board (scenario, wadi_board_new ("2", 6, 5,
                                                     flat_layout, WADI_LABEL_NUMERIC, 1));
  return scenario;
}

/* Board 2's own hex (col, row) on the map. */
static WadiHex
second_board_hex (int col,
                  int row)
{
  return (WadiHex) { col, BOARD_ROWS + row };
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
         WadiHex       hex)
{
  const WadiScenario *scenario = wadi_document_get_scenario (document);

  g_assert_true (wadi_board_contains (wadi_scenario_grid (scenario), hex));
  return wadi_board_cell (wadi_scenario_grid (scenario), hex);
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

/* The document says which format version its file was in, so the editor
 * can say that saving upgrades it; a scenario made in memory has none. */
static void
test_format_version (void)
{
  static const char v2[] = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                           "<scenario xmlns=\"https://wadieditor.github.io/ns/scenario\" version=\"2\" ruleset=\"toi\"/>\n";
  g_autoptr(GBytes) bytes = g_bytes_new_static (v2, sizeof v2 - 1);
  g_autoptr(GError) error = NULL;
  WadiScenario *scenario = wadi_format_read_bytes (bytes, "v2.wadi", &error);
  g_autoptr(WadiDocument) read = NULL;
  g_autoptr(WadiDocument) made = wadi_document_new (wadi_scenario_new (WADI_RULESET_ASL));
  g_autoptr(GBytes) saved = NULL;
  g_autoptr(WadiDocument) upgraded = NULL;

  g_assert_no_error (error);
  read = wadi_document_new (scenario);
  g_assert_cmpuint (wadi_document_get_format_version (read), ==, 2);
  g_assert_cmpuint (wadi_document_get_format_version (made), ==, 0);
  saved = wadi_format_write_bytes (wadi_document_get_scenario (read));
  upgraded = wadi_document_new (wadi_format_read_bytes (saved, "v4.wadi", &error));
  g_assert_no_error (error);
  g_assert_cmpuint (wadi_document_get_format_version (upgraded), ==, WADI_FORMAT_VERSION);
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
  g_assert_true (wadi_document_set_cell (document, (WadiHex) { 1, 1 }, &woods));
  g_assert_cmpuint (seen->len, ==, 2);
  g_assert_true (g_ptr_array_index (seen, 0) == g_ptr_array_index (seen, 1));
}

/* The change hooks: each records its name, and a handler its own. */
static void
hook_record (WadiDocument     *document,
             const WadiRegion *region,
             gpointer          data)
{
  GString *order = g_object_get_data (G_OBJECT (document), "order");

  g_assert_nonnull (region);
  g_string_append_c (order, (char) GPOINTER_TO_UINT (data));
}

static void
on_changed_record (WadiDocument *document,
                   WadiRegion   *region,
                   gpointer      name)
{
  g_string_append_c (g_object_get_data (G_OBJECT (document), "order"), (char) GPOINTER_TO_UINT (name));
}

/* The hooks run before every ::changed handler, those connected before
 * them included, in the order they were added; a removed hook runs no
 * more. */
static void
test_change_hooks_run_first (void)
{
  g_autoptr(WadiDocument) document = make_document ();
  g_autoptr(GString) order = g_string_new (NULL);
  WadiHexCell woods = make_cell (WADI_TERRAIN_WOODS, 0, WADI_DEPRESSION_NONE);
  guint       first, second;

  g_object_set_data (G_OBJECT (document), "order", order);
  g_signal_connect (document, "changed", G_CALLBACK (on_changed_record), GUINT_TO_POINTER ('h'));
  first = wadi_document_add_change_hook (document, hook_record, GUINT_TO_POINTER ('1'));
  second = wadi_document_add_change_hook (document, hook_record, GUINT_TO_POINTER ('2'));
  g_assert_cmpuint (first, !=, 0);
  g_assert_cmpuint (second, !=, first);
  g_assert_true (wadi_document_set_cell (document, (WadiHex) { 1, 1 }, &woods));
  g_assert_cmpstr (order->str, ==, "12h");

  /* undo is a change like any other */
  g_string_truncate (order, 0);
  g_assert_true (wadi_document_undo (document));
  g_assert_cmpstr (order->str, ==, "12h");

  g_string_truncate (order, 0);
  wadi_document_remove_change_hook (document, first);
  g_assert_true (wadi_document_set_cell (document, (WadiHex) { 2, 2 }, &woods));
  g_assert_cmpstr (order->str, ==, "2h");
  wadi_document_remove_change_hook (document, second);
}

static void
test_cell_undo_redo (void)
{
  g_autoptr(WadiDocument) document = make_document ();
  WadiHex     hex = { 3, 4 };
  WadiHexCell original = *cell_at (document, hex);
  WadiHexCell wadi = make_cell (WADI_TERRAIN_OPEN, 1, WADI_DEPRESSION_WADI);

  g_assert_false (wadi_document_can_undo (document));
  g_assert_null (wadi_document_undo_label (document));
  g_assert_false (wadi_document_undo (document));

  g_assert_true (wadi_document_set_cell (document, hex, &wadi));
  assert_cell_equal (cell_at (document, hex), &wadi);
  g_assert_true (wadi_document_can_undo (document));
  g_assert_false (wadi_document_can_redo (document));
  g_assert_nonnull (wadi_document_undo_label (document));

  g_assert_true (wadi_document_undo (document));
  assert_cell_equal (cell_at (document, hex), &original);
  g_assert_false (wadi_document_can_undo (document));
  g_assert_true (wadi_document_can_redo (document));
  g_assert_nonnull (wadi_document_redo_label (document));

  g_assert_true (wadi_document_redo (document));
  assert_cell_equal (cell_at (document, hex), &wadi);
  g_assert_false (wadi_document_redo (document));

  /* Setting what is already there is no edit. */
  g_assert_true (wadi_document_set_cell (document, hex, &wadi));
  g_assert_true (wadi_document_undo (document));
  g_assert_false (wadi_document_can_undo (document));
}

/* A bulk edit (a fill, a selection cleared or moved) signals its
 * changes once, at its end, with all they touched; inside a stroke it
 * is part of the stroke's one undo step, and the stroke's other changes
 * are signalled as they come. */
static void
test_bulk_edit_signals_once (void)
{
  g_autoptr(WadiDocument) document = make_document ();
  WadiHexCell brush = make_cell (WADI_TERRAIN_WOODS, 0, WADI_DEPRESSION_NONE);
  WadiCounter foxhole = { .kind = WADI_COUNTER_FOXHOLE, .hex = { 1, 1 } };
  Recorder    recorder;

  recorder_attach (&recorder, document);
  wadi_document_begin_bulk_edit (document, "Fill");
  for (int i = 0; i < 5; i++)
    {
      g_assert_true (wadi_document_set_cell (document, (WadiHex) { i, 2 }, &brush));
      /* applied at once, signalled later */
      assert_cell_equal (cell_at (document, (WadiHex) { i, 2 }), &brush);
    }
  g_assert_cmpuint (wadi_document_add_counter (document, &foxhole), >, 0);
  g_assert_cmpuint (recorder.regions->len, ==, 0);
  wadi_document_end_edit (document);
  g_assert_cmpuint (recorder.regions->len, ==, 1);
  /* the five hexes and the counter's */
  g_assert_cmpuint (recorder_last (&recorder)->hexes->len, ==, 6);
  g_assert_true (wadi_region_has_hex (recorder_last (&recorder), (WadiHex) { 1, 1 }));
  g_assert_true (recorder_last (&recorder)->flags & WADI_REGION_COUNTERS);
  for (int i = 0; i < 5; i++)
    g_assert_true (wadi_region_has_hex (recorder_last (&recorder), (WadiHex) { i, 2 }));
  g_assert_cmpstr (wadi_document_undo_label (document), ==, "Fill");

  /* inside a stroke: signalled at the bulk's end, undone with the stroke */
  recorder_clear (&recorder);
  wadi_document_begin_edit (document, "Paint");
  g_assert_true (wadi_document_set_cell (document, (WadiHex) { 0, 3 }, &brush));
  g_assert_cmpuint (recorder.regions->len, ==, 1);
  wadi_document_begin_bulk_edit (document, "Fill");
  g_assert_true (wadi_document_set_cell (document, (WadiHex) { 1, 3 }, &brush));
  g_assert_true (wadi_document_set_cell (document, (WadiHex) { 2, 3 }, &brush));
  g_assert_cmpuint (recorder.regions->len, ==, 1);
  wadi_document_end_edit (document);
  g_assert_cmpuint (recorder.regions->len, ==, 2);
  g_assert_cmpuint (recorder_last (&recorder)->hexes->len, ==, 2);
  g_assert_true (wadi_document_set_cell (document, (WadiHex) { 3, 3 }, &brush));
  g_assert_cmpuint (recorder.regions->len, ==, 3);
  wadi_document_end_edit (document);
  g_assert_cmpstr (wadi_document_undo_label (document), ==, "Paint");
  g_assert_true (wadi_document_undo (document));
  g_assert_cmpuint (cell_at (document, (WadiHex) { 2, 3 })->terrain, !=, WADI_TERRAIN_WOODS);
  recorder_finish (&recorder, document);
}

static void
test_stroke_is_one_step (void)
{
  g_autoptr(WadiDocument) document = make_document ();
  WadiHexCell brush = make_cell (WADI_TERRAIN_WOODS, 0, WADI_DEPRESSION_NONE);
  WadiHexCell original = *cell_at (document, (WadiHex) { 0, 0 });
  Recorder    recorder;

  recorder_attach (&recorder, document);

  wadi_document_begin_edit (document, "Paint woods");
  g_assert_true (wadi_document_in_edit (document));
  for (int i = 0; i < 5; i++)
    {
      g_assert_true (wadi_document_set_cell (document, (WadiHex) { i, 1 }, &brush));
      /* Applied and signalled at once, so a canvas redraws during the stroke. */
      assert_cell_equal (cell_at (document, (WadiHex) { i, 1 }), &brush);
      g_assert_cmpuint (recorder.regions->len, ==, (guint) i + 1);
      g_assert_cmpuint (recorder_last (&recorder)->hexes->len, ==, 1);
      g_assert_true (wadi_region_has_hex (recorder_last (&recorder), (WadiHex) { i, 1 }));
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
    assert_cell_equal (cell_at (document, (WadiHex) { i, 1 }), &original);

  /* Undo signals once, with the whole stroke. */
  g_assert_cmpuint (recorder.regions->len, ==, 1);
  g_assert_cmpuint (recorder_last (&recorder)->hexes->len, ==, 5);
  g_assert_cmpuint (recorder_last (&recorder)->flags, ==, WADI_REGION_HEXES);
  for (int i = 0; i < 5; i++)
    g_assert_true (wadi_region_has_hex (recorder_last (&recorder), (WadiHex) { i, 1 }));

  g_assert_cmpstr (wadi_document_redo_label (document), ==, "Paint woods");
  g_assert_true (wadi_document_redo (document));
  g_assert_cmpuint (recorder.regions->len, ==, 2);
  for (int i = 0; i < 5; i++)
    assert_cell_equal (cell_at (document, (WadiHex) { i, 1 }), &brush);

  recorder_finish (&recorder, document);
}

static void
test_nested_edits (void)
{
  g_autoptr(WadiDocument) document = make_document ();
  WadiHexCell brush = make_cell (WADI_TERRAIN_BRUSH, 2, WADI_DEPRESSION_NONE);

  wadi_document_begin_edit (document, "Outer");
  wadi_document_set_cell (document, (WadiHex) { 1, 1 }, &brush);
  wadi_document_begin_edit (document, "Inner");
  wadi_document_set_cell (document, (WadiHex) { 2, 1 }, &brush);
  wadi_document_end_edit (document);
  g_assert_true (wadi_document_in_edit (document));
  g_assert_false (wadi_document_can_undo (document));
  wadi_document_set_side (document, (WadiHexside) { { 2, 2 }, 0 }, WADI_SIDE_CLIFF);
  wadi_document_end_edit (document);

  g_assert_cmpstr (wadi_document_undo_label (document), ==, "Outer");
  g_assert_true (wadi_document_undo (document));
  g_assert_false (wadi_document_can_undo (document));
  g_assert_cmpuint (cell_at (document, (WadiHex) { 2, 1 })->terrain, ==, WADI_TERRAIN_OPEN);

  /* Changes outside begin/end are an edit each. */
  wadi_document_set_cell (document, (WadiHex) { 1, 1 }, &brush);
  wadi_document_set_cell (document, (WadiHex) { 2, 1 }, &brush);
  wadi_document_set_ruleset (document, WADI_RULESET_TOI);
  g_assert_true (wadi_document_undo (document));
  g_assert_cmpuint (cell_at (document, (WadiHex) { 2, 1 })->terrain, ==, WADI_TERRAIN_BRUSH);
  g_assert_true (wadi_document_undo (document));
  g_assert_cmpuint (cell_at (document, (WadiHex) { 2, 1 })->terrain, ==, WADI_TERRAIN_OPEN);
  g_assert_cmpuint (cell_at (document, (WadiHex) { 1, 1 })->terrain, ==, WADI_TERRAIN_BRUSH);
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
  WadiHexCell original = *cell_at (document, hex);
  WadiHexCell first = make_cell (WADI_TERRAIN_GRAIN, 0, WADI_DEPRESSION_NONE);
  WadiHexCell second = make_cell (WADI_TERRAIN_MARSH, 0, WADI_DEPRESSION_NONE);
  Recorder    recorder;

  recorder_attach (&recorder, document);

  wadi_document_begin_edit (document, "Stroke");
  wadi_document_set_cell (document, hex, &first);
  wadi_document_set_cell (document, hex, &second);
  wadi_document_set_cell (document, (WadiHex) { 5, 4 }, &first);
  wadi_document_set_cell (document, hex, &first);
  wadi_document_end_edit (document);
  g_assert_cmpuint (recorder.regions->len, ==, 4);

  /* Undo goes straight back to the first before, not to an intermediate. */
  recorder_clear (&recorder);
  g_assert_true (wadi_document_undo (document));
  assert_cell_equal (cell_at (document, hex), &original);
  g_assert_cmpuint (recorder_last (&recorder)->hexes->len, ==, 2);
  g_assert_true (wadi_document_redo (document));
  assert_cell_equal (cell_at (document, hex), &first);

  /* A stroke that puts everything back is no edit at all: no step is
   * recorded, where the stroke before recorded one. */
  {
    guint64 steps = wadi_document_get_steps_recorded (document);

    g_assert_cmpuint (steps, >, 0);
    wadi_document_begin_edit (document, "Back and forth");
    wadi_document_set_cell (document, hex, &second);
    wadi_document_set_cell (document, hex, &first);
    wadi_document_end_edit (document);
    g_assert_cmpstr (wadi_document_undo_label (document), ==, "Stroke");
    g_assert_cmpuint (wadi_document_get_steps_recorded (document), ==, steps);
    /* undo and redo record nothing new either */
    g_assert_true (wadi_document_undo (document));
    g_assert_true (wadi_document_redo (document));
    g_assert_cmpuint (wadi_document_get_steps_recorded (document), ==, steps);
  }

  /* Within an edit, a change that came back is dropped and the rest kept. */
  wadi_document_begin_edit (document, "Partly back");
  wadi_document_set_cell (document, hex, &second);
  wadi_document_set_cell (document, (WadiHex) { 6, 6 }, &second);
  wadi_document_set_cell (document, hex, &first);
  wadi_document_end_edit (document);
  recorder_clear (&recorder);
  g_assert_true (wadi_document_undo (document));
  g_assert_cmpuint (recorder_last (&recorder)->hexes->len, ==, 1);
  g_assert_true (wadi_region_has_hex (recorder_last (&recorder), (WadiHex) { 6, 6 }));
  g_assert_cmpstr (wadi_document_undo_label (document), ==, "Stroke");

  recorder_finish (&recorder, document);
}

static void
test_hexside (void)
{
  g_autoptr(WadiDocument) document = make_document ();
  const WadiScenario *scenario = wadi_document_get_scenario (document);
  const WadiBoard    *board = wadi_scenario_grid (scenario);
  WadiHexside         side = { { 4, 3 }, 4 };
  WadiHex             other = wadi_hexside_other_hex (board->layout, side);
  WadiHexside         from_other = { other, (WadiDirection) ((side.dir + 3) % 6) };
  WadiHexside         edge = { { 0, 0 }, 0 };
  Recorder            recorder;

  recorder_attach (&recorder, document);

  g_assert_true (wadi_document_set_side (document, side, WADI_SIDE_CREST_LINE));
  g_assert_cmpuint (wadi_board_get_side (board, from_other), ==, WADI_SIDE_CREST_LINE);
  g_assert_cmpuint (recorder.regions->len, ==, 1);
  g_assert_cmpuint (recorder_last (&recorder)->flags, ==, WADI_REGION_HEXES);
  g_assert_cmpuint (recorder_last (&recorder)->hexes->len, ==, 2);
  g_assert_true (wadi_region_has_hex (recorder_last (&recorder), side.hex));
  g_assert_true (wadi_region_has_hex (recorder_last (&recorder), other));

  /* Named from either hex it is one hexside, so a stroke merges it. */
  wadi_document_begin_edit (document, "Sides");
  wadi_document_set_side (document, side, WADI_SIDE_CLIFF);
  wadi_document_set_side (document, from_other, WADI_SIDE_CLIFF | WADI_SIDE_WADI);
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
  g_assert_true (wadi_document_set_side (document, edge, WADI_SIDE_HEDGE));
  g_assert_cmpuint (recorder_last (&recorder)->hexes->len, ==, 1);
  g_assert_true (wadi_region_has_hex (recorder_last (&recorder), edge.hex));
  g_assert_true (wadi_document_undo (document));
  g_assert_cmpuint (wadi_board_get_side (board, edge), ==, 0);

  recorder_finish (&recorder, document);
}

static WadiCounter
make_unit (WadiHex     hex,
           const char *side,
           const char *name)
{
  WadiCounter counter = { 0 };

  counter.kind = WADI_COUNTER_UNIT;
  counter.hex = hex;
  counter.unit_class = WADI_UNIT_INFANTRY;
  counter.position = WADI_POSITION_GROUND;
  counter.side = (char *) side;
  counter.name = (char *) name;
  return counter;
}

/* Escape in the middle of a stroke: cancelling the open edit puts back
 * every hex and counter it changed, signals them, records no step and
 * keeps the redo steps; the counter id it handed out is free again. */
static void
test_cancel_edit (void)
{
  g_autoptr(WadiDocument) document = make_document ();
  const WadiScenario *scenario = wadi_document_get_scenario (document);
  WadiHexCell         brush = make_cell (WADI_TERRAIN_WOODS, 0, WADI_DEPRESSION_NONE);
  WadiHexCell         pond = make_cell (WADI_TERRAIN_POND, 0, WADI_DEPRESSION_NONE);
  WadiHexCell         original = *cell_at (document, (WadiHex) { 0, 1 });
  WadiCounter         squad = make_unit ((WadiHex) { 2, 2 }, "German", "4-6-7");
  guint64             steps;
  guint               id;
  Recorder            recorder;

  /* a step undone, to redo after */
  g_assert_true (wadi_document_set_cell (document, (WadiHex) { 5, 5 }, &pond));
  g_assert_true (wadi_document_undo (document));
  steps = wadi_document_get_steps_recorded (document);
  recorder_attach (&recorder, document);

  wadi_document_begin_edit (document, "Paint woods");
  for (int i = 0; i < 3; i++)
    g_assert_true (wadi_document_set_cell (document, (WadiHex) { i, 1 }, &brush));
  /* a hex painted twice in the stroke comes back to where it was first */
  g_assert_true (wadi_document_set_cell (document, (WadiHex) { 0, 1 }, &pond));
  id = wadi_document_add_counter (document, &squad);
  g_assert_cmpuint (id, >, 0);
  recorder_clear (&recorder);
  g_assert_true (wadi_document_cancel_edit (document));

  g_assert_false (wadi_document_in_edit (document));
  for (int i = 0; i < 3; i++)
    assert_cell_equal (cell_at (document, (WadiHex) { i, 1 }), &original);
  g_assert_null (wadi_scenario_find_counter (scenario, id));
  g_assert_cmpuint (recorder.regions->len, ==, 1);
  for (int i = 0; i < 3; i++)
    g_assert_true (wadi_region_has_hex (recorder_last (&recorder), (WadiHex) { i, 1 }));
  g_assert_true (recorder_last (&recorder)->flags & WADI_REGION_COUNTERS);
  g_assert_cmpuint (wadi_document_get_steps_recorded (document), ==, steps);
  g_assert_false (wadi_document_can_undo (document));
  g_assert_false (wadi_document_get_modified (document));
  g_assert_true (wadi_document_redo (document));
  assert_cell_equal (cell_at (document, (WadiHex) { 5, 5 }), &pond);
  /* the next counter takes the id the cancelled one had */
  g_assert_cmpuint (wadi_document_add_counter (document, &squad), ==, id);

  /* a bulk edit's changes too, though never signalled while it was open */
  g_assert_true (wadi_document_undo (document));
  recorder_clear (&recorder);
  wadi_document_begin_bulk_edit (document, "Fill");
  g_assert_true (wadi_document_set_cell (document, (WadiHex) { 4, 1 }, &brush));
  g_assert_cmpuint (recorder.regions->len, ==, 0);
  g_assert_true (wadi_document_cancel_edit (document));
  assert_cell_equal (cell_at (document, (WadiHex) { 4, 1 }), &original);
  g_assert_cmpuint (recorder.regions->len, ==, 1);
  g_assert_true (wadi_region_has_hex (recorder_last (&recorder), (WadiHex) { 4, 1 }));
  g_assert_true (wadi_document_can_redo (document));

  /* inside another edit, nothing: that edit keeps the changes */
  wadi_document_begin_edit (document, "Align Picture");
  wadi_document_begin_edit (document, "Paint woods");
  g_assert_true (wadi_document_set_cell (document, (WadiHex) { 4, 1 }, &brush));
  g_assert_false (wadi_document_cancel_edit (document));
  assert_cell_equal (cell_at (document, (WadiHex) { 4, 1 }), &brush);
  wadi_document_end_edit (document);
  wadi_document_end_edit (document);
  g_assert_false (wadi_document_in_edit (document));
  g_assert_cmpstr (wadi_document_undo_label (document), ==, "Align Picture");
  recorder_finish (&recorder, document);
}

static void
test_counters (void)
{
  g_autoptr(WadiDocument) document = make_document ();
  const WadiScenario *scenario = wadi_document_get_scenario (document);
  WadiCounter         squad = make_unit ((WadiHex) { 2, 2 }, "German", "4-6-7");
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
  g_assert_true (wadi_region_has_hex (region, squad.hex));

  /* Undo of an add removes it, redo brings back the same id. */
  g_assert_true (wadi_document_undo (document));
  g_assert_null (wadi_scenario_find_counter (scenario, id));
  g_assert_cmpuint (g_array_index (recorder_last (&recorder)->counters, guint, 0), ==, id);
  g_assert_true (wadi_document_redo (document));
  g_assert_nonnull (wadi_scenario_find_counter (scenario, id));
  g_assert_cmpstr (wadi_scenario_find_counter (scenario, id)->name, ==, "4-6-7");

  ford.kind = WADI_COUNTER_FORD;
  ford.hex = second_board_hex (1, 1);
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
  g_assert_true (wadi_region_has_hex (region, (WadiHex) { 2, 2 }));
  g_assert_true (wadi_region_has_hex (region, (WadiHex) { 7, 6 }));
  g_assert_cmpstr (wadi_scenario_find_counter (scenario, id)->name, ==, "8-3-8");
  g_assert_true (wadi_document_undo (document));
  g_assert_cmpstr (wadi_scenario_find_counter (scenario, id)->name, ==, "4-6-7");
  g_assert_true (wadi_hex_equal (wadi_scenario_find_counter (scenario, id)->hex, squad.hex));
  g_assert_true (wadi_document_redo (document));
  g_assert_true (wadi_hex_equal (wadi_scenario_find_counter (scenario, id)->hex, moved.hex));

  /* Remove, undo brings it back whole and with its id. */
  g_assert_true (wadi_document_remove_counter (document, id));
  g_assert_null (wadi_scenario_find_counter (scenario, id));
  g_assert_true (wadi_region_has_hex (recorder_last (&recorder), moved.hex));
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

/* The scenario card (turns, forces, special rules) is one undo step,
 * copied in; the scenario's own card passed back is no change. */
static void
test_scenario_card (void)
{
  g_autoptr(WadiDocument) document = make_document ();
  const WadiScenario *scenario = wadi_document_get_scenario (document);
  g_autoptr(GArray) sides = g_array_new (FALSE, TRUE, sizeof (WadiScenarioSide));
  g_autoptr(GPtrArray) rules = g_ptr_array_new_with_free_func (g_free);
  WadiScenarioSide germans = { .name = (char *) "Germans", .nationality = (char *) "German", .moves_first = TRUE };
  Recorder         recorder;

  recorder_attach (&recorder, document);
  g_array_append_val (sides, germans);
  g_ptr_array_add (rules, g_strdup ("EC are Dry."));
  g_ptr_array_add (rules, g_strdup ("Kindling is NA."));
  wadi_document_set_card (document, 6, FALSE, sides, rules);
  g_assert_cmpuint (recorder_last (&recorder)->flags, ==, WADI_REGION_METADATA);
  g_assert_cmpuint (scenario->turns, ==, 6);
  g_assert_cmpuint (scenario->sides->len, ==, 1);
  g_assert_cmpstr (g_array_index (scenario->sides, WadiScenarioSide, 0).nationality, ==, "German");
  g_assert_true (g_array_index (scenario->sides, WadiScenarioSide, 0).moves_first);
  g_assert_cmpstr (g_ptr_array_index (scenario->special_rules, 1), ==, "Kindling is NA.");
  /* copied: the caller's arrays are its own */
  g_ptr_array_set_size (rules, 0);
  g_assert_cmpuint (scenario->special_rules->len, ==, 2);

  recorder_clear (&recorder);
  wadi_document_set_card (document, scenario->turns, scenario->half_turn, scenario->sides, scenario->special_rules);
  g_assert_cmpuint (recorder.regions->len, ==, 0);

  g_assert_true (wadi_document_undo (document));
  g_assert_cmpuint (scenario->turns, ==, 0);
  g_assert_cmpuint (scenario->sides->len, ==, 0);
  g_assert_cmpuint (scenario->special_rules->len, ==, 0);
  g_assert_false (wadi_document_can_undo (document));
  g_assert_true (wadi_document_redo (document));
  g_assert_cmpuint (scenario->special_rules->len, ==, 2);

  /* a last half turn ("6½ turns") alone is a step of its own, and undone */
  wadi_document_set_card (document, 6, TRUE, scenario->sides, scenario->special_rules);
  g_assert_cmpuint (scenario->turns, ==, 6);
  g_assert_true (scenario->half_turn);
  g_assert_true (wadi_document_undo (document));
  g_assert_cmpuint (scenario->turns, ==, 6);
  g_assert_false (scenario->half_turn);
  g_assert_true (wadi_document_redo (document));
  g_assert_true (scenario->half_turn);
  /* no half turn without a whole one */
  wadi_document_set_card (document, 0, TRUE, scenario->sides, scenario->special_rules);
  g_assert_cmpuint (scenario->turns, ==, 0);
  g_assert_false (scenario->half_turn);
  recorder_finish (&recorder, document);
}

/* A placement moves and turns, and an overlay's own hexes and hexsides
 * are painted, each one undo step; a move off the map, or a hex that is
 * not the fragment's, is refused. */
static void
test_overlay_edits (void)
{
  g_autoptr(WadiDocument) document = make_document ();
  const WadiScenario *scenario = wadi_document_get_scenario (document);
  const WadiBoard    *grid = wadi_scenario_grid (scenario);
  WadiBoard          *fragment = wadi_board_new ("W1", 2, 1, grid->layout, WADI_LABEL_ASL, 1);
  WadiHexCell         brush = make_cell (WADI_TERRAIN_BRUSH, 0, WADI_DEPRESSION_NONE);
  const WadiBoard    *overlay;
  guint               placement;
  WadiHex             at;

  g_assert_true (wadi_document_add_overlay_placement (document, "W1", fragment, (WadiHex) { 2, 2 }, 0));
  wadi_board_free (fragment);
  g_assert_true (wadi_document_move_overlay_placement (document, 0, (WadiHex) { 4, 3 }, 2));
  g_assert_true (wadi_hex_equal (g_array_index (scenario->placements, WadiOverlayPlacement, 0).anchor,
                                 (WadiHex) { 4, 3 }));
  g_assert_cmpuint (g_array_index (scenario->placements, WadiOverlayPlacement, 0).orientation, ==, 2);
  g_assert_true (wadi_scenario_overlay_at (scenario, (WadiHex) { 4, 3 }, &placement, &at));
  g_assert_cmpuint (placement, ==, 0);
  g_assert_true (wadi_hex_equal (at, (WadiHex) { 0, 0 }));
  g_assert_false (wadi_document_move_overlay_placement (document, 0, (WadiHex) { -5, 3 }, 0));
  g_assert_false (wadi_document_move_overlay_placement (document, 3, (WadiHex) { 4, 3 }, 0));

  g_assert_true (wadi_document_set_overlay_cell (document, 0, (WadiHex) { 1, 0 }, &brush));
  g_assert_true (wadi_document_set_overlay_side (document, 0, (WadiHexside) { { 1, 0 }, 2 }, WADI_SIDE_WALL));
  g_assert_false (wadi_document_set_overlay_cell (document, 0, (WadiHex) { 5, 0 }, &brush));
  overlay = ((const WadiOverlay *) g_ptr_array_index (scenario->overlays, 0))->fragment;
  g_assert_cmpuint (wadi_board_cell (overlay, (WadiHex) { 1, 0 })->terrain, ==, WADI_TERRAIN_BRUSH);
  g_assert_cmpuint (wadi_board_get_side (overlay, (WadiHexside) { { 1, 0 }, 2 }), ==, WADI_SIDE_WALL);

  g_assert_true (wadi_document_undo (document));
  g_assert_true (wadi_document_undo (document));
  overlay = ((const WadiOverlay *) g_ptr_array_index (scenario->overlays, 0))->fragment;
  g_assert_cmpuint (wadi_board_cell (overlay, (WadiHex) { 1, 0 })->terrain, ==, WADI_TERRAIN_OPEN);
  g_assert_true (wadi_document_undo (document));
  g_assert_true (wadi_hex_equal (g_array_index (scenario->placements, WadiOverlayPlacement, 0).anchor,
                                 (WadiHex) { 2, 2 }));
}

/* A file of one board and fords of the ids given, as "2 4294967294". */
static WadiDocument *
document_with_counter_ids (const char *ids)
{
  g_auto(GStrv) each = g_strsplit (ids, " ", -1);
  GString *text = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                                "<scenario xmlns=\"" WADI_FORMAT_NAMESPACE "\" version=\"6\" ruleset=\"asl\">\n"
                                "  <board id=\"1\" columns=\"5\" rows=\"5\"/>\n");
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  WadiScenario *scenario;

  for (guint i = 0; each[i] != NULL; i++)
    g_string_append_printf (text, "  <counter id=\"%s\" kind=\"ford\" board=\"1\" at=\"C2\"/>\n", each[i]);
  g_string_append (text, "</scenario>\n");
  bytes = g_string_free_to_bytes (text);
  scenario = wadi_format_read_bytes (bytes, "ids.wadi", &error);
  g_assert_no_error (error);
  return wadi_document_new (scenario);
}

/* A file may hold a counter of id 4294967294 or 4294967295, the last ids
 * there are.  Adding a counter to it used to wrap the next id to 0 and
 * abort; it gets the last id if free, then the lowest free ids, never one
 * in use, and the file saves and loads again. */
static void
test_counter_ids_past_the_last (void)
{
  g_autoptr(WadiDocument) document = document_with_counter_ids ("2 4294967294");
  g_autoptr(WadiDocument) full_top = document_with_counter_ids ("4294967295 4294967294");
  const WadiScenario *scenario = wadi_document_get_scenario (document);
  WadiCounter         ford = { 0 };
  g_autoptr(GBytes) saved = NULL;
  g_autoptr(WadiScenario) loaded = NULL;
  g_autoptr(GError) error = NULL;

  ford.kind = WADI_COUNTER_FORD;
  ford.hex = (WadiHex) { 1, 1 };
  g_assert_cmpuint (wadi_scenario_free_counter_id (scenario), ==, G_MAXUINT);
  g_assert_cmpuint (wadi_document_add_counter (document, &ford), ==, G_MAXUINT);
  g_assert_cmpuint (wadi_document_add_counter (document, &ford), ==, 1);
  g_assert_cmpuint (wadi_document_add_counter (document, &ford), ==, 3);
  g_assert_true (wadi_document_undo (document));
  g_assert_null (wadi_scenario_find_counter (scenario, 3));
  g_assert_cmpuint (wadi_document_add_counter (document, &ford), ==, 3);
  g_assert_cmpuint (wadi_document_add_counter (document, &ford), ==, 4);
  g_assert_cmpuint (scenario->counters->len, ==, 6);

  saved = wadi_format_write_bytes (scenario);
  loaded = wadi_format_read_bytes (saved, "saved.wadi", &error);
  g_assert_no_error (error);
  g_assert_true (wadi_scenario_equal (scenario, loaded));
  g_assert_cmpuint (wadi_scenario_free_counter_id (loaded), ==, 5);

  /* With both last ids taken, the next would once have been 0. */
  g_assert_cmpuint (wadi_document_add_counter (full_top, &ford), ==, 1);
  g_assert_cmpuint (wadi_document_add_counter (full_top, &ford), ==, 2);
  g_assert_cmpuint (wadi_document_get_scenario (full_top)->counters->len, ==, 4);
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
  wadi_document_set_cell (document, (WadiHex) { 0, 0 }, &a);
  g_assert_true (wadi_document_get_modified (document));
  g_object_get (document, "modified", &property, NULL);
  g_assert_true (property);
  g_assert_cmpuint (notified, ==, 1);
  wadi_document_set_cell (document, (WadiHex) { 1, 0 }, &a);
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
  wadi_document_set_cell (document, (WadiHex) { 2, 0 }, &b);
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
  wadi_document_set_cell (document, (WadiHex) { 3, 0 }, &b);
  g_assert_true (wadi_document_get_modified (document));
  /* As many steps as when saved, but not the saved state. */
  wadi_document_set_cell (document, (WadiHex) { 4, 0 }, &b);
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
    wadi_document_set_cell (document, (WadiHex) { i, 5 }, &a);
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
  wadi_document_set_cell (document, (WadiHex) { 9, 7 }, &a);
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
  WadiCounter unit = make_unit ((WadiHex) { 0, 0 }, "British", NULL);
  WadiCounter off_board = make_unit ((WadiHex) { BOARD_COLS, 0 }, "British", NULL);
  WadiCounter no_board = make_unit ((WadiHex) { 6, BOARD_ROWS }, "British", NULL);
  WadiCounter unknown = make_unit ((WadiHex) { 0, 0 }, "British", NULL);
  Recorder    recorder;

  recorder_attach (&recorder, document);

  unknown.id = 99;
  /* off the map, and in the map's grid but on no board (right of board 2) */
  g_assert_false (wadi_document_set_cell (document, (WadiHex) { -1, 0 }, &a));
  g_assert_false (wadi_document_set_cell (document, (WadiHex) { 0, BOARD_ROWS + 5 }, &a));
  g_assert_false (wadi_document_set_cell (document, (WadiHex) { BOARD_COLS, 0 }, &a));
  g_assert_false (wadi_document_set_cell (document, second_board_hex (6, 0), &a));
  g_assert_false (wadi_document_set_cell (document, second_board_hex (BOARD_COLS - 1, 4), &a));
  g_assert_false (wadi_document_set_side (document, (WadiHexside) { second_board_hex (7, 2), 0 }, WADI_SIDE_CLIFF));
  g_assert_false (wadi_document_set_side (document, (WadiHexside) { { -3, 0 }, 0 }, WADI_SIDE_CLIFF));
  g_assert_false (wadi_document_set_side (document, (WadiHexside) { { 0, BOARD_ROWS + 5 + 2 }, 1 },
                                          WADI_SIDE_CLIFF));
  g_assert_false (wadi_document_set_side (document, (WadiHexside) { { 0, 0 }, 6 }, WADI_SIDE_CLIFF));
  g_assert_cmpuint (wadi_document_add_counter (document, &off_board), ==, 0);
  g_assert_cmpuint (wadi_document_add_counter (document, &no_board), ==, 0);
  g_assert_false (wadi_document_remove_counter (document, 99));
  g_assert_false (wadi_document_remove_counter (document, 0));
  g_assert_false (wadi_document_replace_counter (document, &unknown));

  /* An existing counter may not be moved off the map (or onto no board) either. */
  unit.id = wadi_document_add_counter (document, &unit);
  g_assert_true (wadi_document_undo (document));
  g_assert_true (wadi_document_redo (document));
  recorder_clear (&recorder);
  off_board.id = unit.id;
  g_assert_false (wadi_document_replace_counter (document, &off_board));
  no_board.id = unit.id;
  g_assert_false (wadi_document_replace_counter (document, &no_board));
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
    g_assert_true (wadi_region_has_hex (region, g_array_index (cover, WadiHex, i)));
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
  const WadiBoard            *board = wadi_scenario_grid (scenario);
  const WadiOverlayPlacement *placement;
  WadiHex                     anchor = { 4, 3 };
  Recorder                    recorder;

  recorder_attach (&recorder, document);

  g_assert_true (wadi_document_add_overlay_placement (document, "W1", fragment, anchor, 1));
  g_assert_cmpuint (scenario->overlays->len, ==, 1);
  g_assert_cmpuint (scenario->placements->len, ==, 1);
  placement = &g_array_index (scenario->placements, WadiOverlayPlacement, 0);
  g_assert_cmpuint (placement->overlay, ==, 0);
  g_assert_true (wadi_hex_equal (placement->anchor, anchor));
  g_assert_cmpuint (placement->orientation, ==, 1);
  g_assert_cmpstr (wadi_document_undo_label (document), ==, "Place overlay W1");
  g_assert_true (wadi_document_get_modified (document));
  /* the whole fragment lies on the map, and the region is what it covers */
  cover = wadi_overlay_covered_hexes (board, fragment, anchor, 1);
  g_assert_cmpuint (cover->len, ==, 4);
  g_assert_true (wadi_hex_equal (g_array_index (cover, WadiHex, 0), anchor));
  assert_region_is_cover (recorder_last (&recorder), board, fragment, anchor, 1);
  g_assert_cmpuint (recorder_last (&recorder)->flags, ==, WADI_REGION_HEXES | WADI_REGION_ALL);
  /* the composed map has the fragment's hexes where it lies */
  composed = wadi_scenario_compose_map (scenario);
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
  g_assert_true (wadi_document_add_overlay_placement (document, "W1", NULL, (WadiHex) { 0, 0 }, 3));
  g_assert_cmpuint (scenario->overlays->len, ==, 1);
  g_assert_cmpuint (scenario->placements->len, ==, 2);
  g_assert_cmpuint (g_array_index (scenario->placements, WadiOverlayPlacement, 1).overlay, ==, 0);
  /* at the corner, part of the turned fragment falls off the map */
  assert_region_is_cover (recorder_last (&recorder), board, fragment, (WadiHex) { 0, 0 }, 3);
  g_assert_cmpuint (recorder_last (&recorder)->hexes->len, <, 4);
  g_assert_true (wadi_document_undo (document));
  g_assert_true (wadi_scenario_equal (scenario, placed));

  /* what does not exist or would change another overlay is refused */
  recorder_clear (&recorder);
  g_assert_false (wadi_document_add_overlay_placement (document, "W1", other, anchor, 0));
  g_assert_false (wadi_document_add_overlay_placement (document, "W2", NULL, anchor, 0));
  g_assert_false (wadi_document_add_overlay_placement (document, "W2", other, second_board_hex (7, 1), 0));
  g_assert_false (wadi_document_add_overlay_placement (document, "W2", other, (WadiHex) { BOARD_COLS, 0 }, 0));
  g_assert_false (wadi_document_add_overlay_placement (document, "W2", other, anchor, 6));
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
  g_assert_true (wadi_document_add_overlay_placement (document, "W2", other, (WadiHex) { 7, 5 }, 5));
  g_assert_true (wadi_document_add_overlay_placement (document, "W1", NULL, second_board_hex (2, 2), 2));
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
  g_assert_true (wadi_document_add_overlay_placement (document, "W1", fragment, anchor, 0));
  g_assert_true (wadi_document_remove_overlay_placement (document, 0));
  wadi_document_end_edit (document);
  g_assert_cmpuint (scenario->placements->len, ==, 0);
  /* the definition stays, so the edit is not empty */
  g_assert_cmpuint (scenario->overlays->len, ==, 1);
  g_assert_true (wadi_document_undo (document));
  g_assert_true (wadi_scenario_equal (scenario, original));

  recorder_finish (&recorder, document);
}

static const WadiHexCell *
overlay_cell_at (const WadiScenario *scenario,
                 guint               overlay,
                 WadiHex             hex)
{
  return wadi_board_cell (((const WadiOverlay *) g_ptr_array_index (scenario->overlays, overlay))->fragment, hex);
}

/* Issue 26: painting one hex of a placed overlay records that hex alone,
 * not every definition and placement, and says the map hexes it lies on
 * changed (one a placement), not everything: the step's memory is the
 * same with one overlay as with many. */
static void
test_overlay_cell_step (void)
{
  g_autoptr(WadiDocument) document = make_document ();
  const WadiScenario *scenario = wadi_document_get_scenario (document);
  const WadiBoard    *grid = wadi_scenario_grid (scenario);
  g_autoptr(WadiBoard) fragment = make_fragment (WADI_TERRAIN_WOODS);
  WadiHexCell brush = make_cell (WADI_TERRAIN_BRUSH, 1, WADI_DEPRESSION_NONE);
  WadiHexCell grain = make_cell (WADI_TERRAIN_GRAIN, 0, WADI_DEPRESSION_NONE);
  WadiHex     hex = { 0, 1 };
  WadiHexCell original = *wadi_board_cell (fragment, hex);
  WadiHex     under[2];
  guint64     before, one_step, many_step;
  Recorder    recorder;

  g_assert_true (wadi_document_add_overlay_placement (document, "W1", fragment, (WadiHex) { 4, 3 }, 1));
  g_assert_true (wadi_document_add_overlay_placement (document, "W1", NULL, (WadiHex) { 1, 9 }, 0));
  under[0] = wadi_overlay_map_hex (grid, fragment, (WadiHex) { 4, 3 }, 1, hex);
  under[1] = wadi_overlay_map_hex (grid, fragment, (WadiHex) { 1, 9 }, 0, hex);
  recorder_attach (&recorder, document);

  before = wadi_document_get_undo_bytes (document);
  g_assert_true (wadi_document_set_overlay_cell (document, 0, hex, &brush));
  one_step = wadi_document_get_undo_bytes (document) - before;
  g_assert_cmpstr (wadi_document_undo_label (document), ==, "Paint overlay");
  assert_cell_equal (overlay_cell_at (scenario, 0, hex), &brush);
  g_assert_cmpuint (recorder.regions->len, ==, 1);
  g_assert_cmpuint (recorder_last (&recorder)->flags, ==, WADI_REGION_HEXES);
  g_assert_cmpuint (recorder_last (&recorder)->hexes->len, ==, 2);
  g_assert_true (wadi_region_has_hex (recorder_last (&recorder), under[0]));
  g_assert_true (wadi_region_has_hex (recorder_last (&recorder), under[1]));
  /* the map as the rules see it shows the hex at both places */
  {
    g_autoptr(WadiBoard) composed = wadi_scenario_compose_map (scenario);

    assert_cell_equal (wadi_board_cell (composed, under[0]), &brush);
    assert_cell_equal (wadi_board_cell (composed, under[1]), &brush);
  }

  /* painting it so again is no step */
  recorder_clear (&recorder);
  g_assert_true (wadi_document_set_overlay_cell (document, 0, hex, &brush));
  g_assert_cmpuint (recorder.regions->len, ==, 0);
  g_assert_cmpuint (wadi_document_get_undo_bytes (document) - before, ==, one_step);

  /* undo and redo put the cell back exactly, and say the same hexes */
  g_assert_true (wadi_document_undo (document));
  assert_cell_equal (overlay_cell_at (scenario, 0, hex), &original);
  g_assert_cmpuint (recorder_last (&recorder)->flags, ==, WADI_REGION_HEXES);
  g_assert_cmpuint (recorder_last (&recorder)->hexes->len, ==, 2);
  g_assert_true (wadi_region_has_hex (recorder_last (&recorder), under[0]));
  g_assert_true (wadi_region_has_hex (recorder_last (&recorder), under[1]));
  g_assert_true (wadi_document_redo (document));
  assert_cell_equal (overlay_cell_at (scenario, 0, hex), &brush);
  g_assert_cmpuint (recorder_last (&recorder)->flags, ==, WADI_REGION_HEXES);
  g_assert_cmpuint (recorder_last (&recorder)->hexes->len, ==, 2);
  g_assert_true (wadi_document_undo (document));

  /* A stroke over the hex twice is one change: the first before, the
   * last after. */
  wadi_document_begin_edit (document, "Stroke");
  g_assert_true (wadi_document_set_overlay_cell (document, 0, hex, &brush));
  g_assert_true (wadi_document_set_overlay_cell (document, 0, hex, &grain));
  wadi_document_end_edit (document);
  g_assert_cmpuint (wadi_document_get_undo_bytes (document) - before, ==, one_step + strlen ("Stroke") - strlen ("Paint overlay"));
  g_assert_true (wadi_document_undo (document));
  assert_cell_equal (overlay_cell_at (scenario, 0, hex), &original);
  g_assert_true (wadi_document_redo (document));
  assert_cell_equal (overlay_cell_at (scenario, 0, hex), &grain);
  g_assert_true (wadi_document_undo (document));

  /* Twenty more overlays, each placed twice: the step costs the same,
   * and its region is still W1's two hexes. */
  for (guint i = 0; i < 20; i++)
    {
      g_autofree char *id = g_strdup_printf ("X%u", i);

      g_assert_true (wadi_document_add_overlay_placement (document, id, fragment, (WadiHex) { (int) i % 8, 1 }, 0));
      g_assert_true (wadi_document_add_overlay_placement (document, id, NULL, (WadiHex) { (int) i % 8, 5 }, 2));
    }
  before = wadi_document_get_undo_bytes (document);
  recorder_clear (&recorder);
  g_assert_true (wadi_document_set_overlay_cell (document, 0, hex, &brush));
  many_step = wadi_document_get_undo_bytes (document) - before;
  g_test_message ("one overlay hex painted: %" G_GUINT64_FORMAT " bytes with 1 overlay, %" G_GUINT64_FORMAT " with 21",
                  one_step, many_step);
  g_assert_cmpuint (many_step, ==, one_step);
  g_assert_cmpuint (one_step, <, 128);
  g_assert_cmpuint (recorder_last (&recorder)->flags, ==, WADI_REGION_HEXES);
  g_assert_cmpuint (recorder_last (&recorder)->hexes->len, ==, 2);
  g_assert_true (wadi_document_undo (document));
  assert_cell_equal (overlay_cell_at (scenario, 0, hex), &original);

  /* not a hex of the fragment, or no such overlay: refused, no step */
  g_assert_false (wadi_document_set_overlay_cell (document, 0, (WadiHex) { 2, 0 }, &brush));
  g_assert_false (wadi_document_set_overlay_cell (document, 99, hex, &brush));
  recorder_finish (&recorder, document);
}

/* As a hex: painting a hexside of a placed overlay records that hexside
 * alone and says the map hexes on either side of it changed, at each
 * placement; the composed map shows the side at both. */
static void
test_overlay_side_step (void)
{
  g_autoptr(WadiDocument) document = make_document ();
  const WadiScenario *scenario = wadi_document_get_scenario (document);
  const WadiBoard    *grid = wadi_scenario_grid (scenario);
  g_autoptr(WadiBoard) fragment = make_fragment (WADI_TERRAIN_WOODS);
  /* between the fragment's hexes (0, 0) and (0, 1) */
  WadiHexside side = { { 0, 0 }, 3 };
  WadiHex     ends[2] = { side.hex, wadi_hexside_other_hex (fragment->layout, side) };
  WadiHexside under[2];
  guint64     before, one_step, many_step;
  Recorder    recorder;

  g_assert_true (wadi_document_add_overlay_placement (document, "W1", fragment, (WadiHex) { 4, 3 }, 1));
  g_assert_true (wadi_document_add_overlay_placement (document, "W1", NULL, (WadiHex) { 1, 9 }, 0));
  under[0] = (WadiHexside) { wadi_overlay_map_hex (grid, fragment, (WadiHex) { 4, 3 }, 1, side.hex),
                             (WadiDirection) ((side.dir + 1) % 6) };
  under[1] = (WadiHexside) { wadi_overlay_map_hex (grid, fragment, (WadiHex) { 1, 9 }, 0, side.hex), side.dir };
  recorder_attach (&recorder, document);

  before = wadi_document_get_undo_bytes (document);
  g_assert_true (wadi_document_set_overlay_side (document, 0, side, WADI_SIDE_WALL));
  one_step = wadi_document_get_undo_bytes (document) - before;
  g_assert_cmpstr (wadi_document_undo_label (document), ==, "Paint overlay");
  g_assert_cmpuint (recorder_last (&recorder)->flags, ==, WADI_REGION_HEXES);
  g_assert_cmpuint (recorder_last (&recorder)->hexes->len, ==, 4);
  for (guint e = 0; e < G_N_ELEMENTS (ends); e++)
    {
      g_assert_true (wadi_region_has_hex (recorder_last (&recorder),
                                          wadi_overlay_map_hex (grid, fragment, (WadiHex) { 4, 3 }, 1, ends[e])));
      g_assert_true (wadi_region_has_hex (recorder_last (&recorder),
                                          wadi_overlay_map_hex (grid, fragment, (WadiHex) { 1, 9 }, 0, ends[e])));
    }
  {
    g_autoptr(WadiBoard) composed = wadi_scenario_compose_map (scenario);

    g_assert_cmpuint (wadi_board_get_side (composed, under[0]), ==, WADI_SIDE_WALL);
    g_assert_cmpuint (wadi_board_get_side (composed, under[1]), ==, WADI_SIDE_WALL);
  }
  g_assert_true (wadi_document_undo (document));
  g_assert_cmpuint (wadi_board_get_side (((const WadiOverlay *) g_ptr_array_index (scenario->overlays, 0))->fragment,
                                         side),
                    ==, 0);

  /* Twenty more overlays, each placed: the step costs the same. */
  for (guint i = 0; i < 20; i++)
    {
      g_autofree char *id = g_strdup_printf ("X%u", i);

      g_assert_true (wadi_document_add_overlay_placement (document, id, fragment, (WadiHex) { (int) i % 8, 1 }, 0));
    }
  before = wadi_document_get_undo_bytes (document);
  g_assert_true (wadi_document_set_overlay_side (document, 0, side, WADI_SIDE_WALL));
  many_step = wadi_document_get_undo_bytes (document) - before;
  g_test_message ("one overlay hexside painted: %" G_GUINT64_FORMAT " bytes with 1 overlay, %" G_GUINT64_FORMAT
                  " with 21",
                  one_step, many_step);
  g_assert_cmpuint (many_step, ==, one_step);
  g_assert_cmpuint (recorder_last (&recorder)->hexes->len, ==, 4);

  /* painting it so again is no step; not a hex of the fragment: refused */
  before = wadi_document_get_undo_bytes (document);
  g_assert_true (wadi_document_set_overlay_side (document, 0, side, WADI_SIDE_WALL));
  g_assert_cmpuint (wadi_document_get_undo_bytes (document), ==, before);
  g_assert_false (wadi_document_set_overlay_side (document, 0, (WadiHexside) { { 2, 0 }, 0 }, WADI_SIDE_WALL));
  g_assert_false (wadi_document_set_overlay_side (document, 99, side, WADI_SIDE_WALL));
  g_assert_false (wadi_document_set_overlay_side (document, 0, (WadiHexside) { side.hex, WADI_DIRECTION_COUNT },
                                                  WADI_SIDE_WALL));
  recorder_finish (&recorder, document);
}

/* In one step, a hex painted, the overlays put back whole (a placement),
 * and the hex painted again: undo gives the start back and redo the end,
 * though the whole change holds the first paint. */
static void
test_overlay_cell_around_placement (void)
{
  g_autoptr(WadiDocument) document = make_document ();
  const WadiScenario *scenario = wadi_document_get_scenario (document);
  g_autoptr(WadiBoard) fragment = make_fragment (WADI_TERRAIN_WOODS);
  WadiHexCell brush = make_cell (WADI_TERRAIN_BRUSH, 1, WADI_DEPRESSION_NONE);
  WadiHexCell grain = make_cell (WADI_TERRAIN_GRAIN, 0, WADI_DEPRESSION_NONE);
  WadiHex     hex = { 0, 0 };
  g_autoptr(WadiScenario) start = NULL;
  g_autoptr(WadiScenario) end = NULL;

  g_assert_true (wadi_document_add_overlay_placement (document, "W1", fragment, (WadiHex) { 4, 3 }, 0));
  start = wadi_scenario_copy (scenario);

  wadi_document_begin_edit (document, "Mixed");
  g_assert_true (wadi_document_set_overlay_cell (document, 0, hex, &brush));
  g_assert_true (wadi_document_add_overlay_placement (document, "W1", NULL, (WadiHex) { 1, 1 }, 0));
  g_assert_true (wadi_document_set_overlay_cell (document, 0, hex, &grain));
  wadi_document_end_edit (document);
  end = wadi_scenario_copy (scenario);
  assert_cell_equal (overlay_cell_at (scenario, 0, hex), &grain);

  g_assert_true (wadi_document_undo (document));
  g_assert_true (wadi_scenario_equal (scenario, start));
  g_assert_true (wadi_document_redo (document));
  g_assert_true (wadi_scenario_equal (scenario, end));
  assert_cell_equal (overlay_cell_at (scenario, 0, hex), &grain);
}

/* The same with a hexside, named the second time from the hex across. */
static void
test_overlay_side_around_placement (void)
{
  g_autoptr(WadiDocument) document = make_document ();
  const WadiScenario *scenario = wadi_document_get_scenario (document);
  g_autoptr(WadiBoard) fragment = make_fragment (WADI_TERRAIN_WOODS);
  WadiHexside side = { { 0, 0 }, 3 };
  WadiHexside across = { wadi_hexside_other_hex (fragment->layout, side), 0 };
  g_autoptr(WadiScenario) start = NULL;
  g_autoptr(WadiScenario) end = NULL;

  g_assert_true (wadi_board_contains (fragment, across.hex));
  g_assert_true (wadi_document_add_overlay_placement (document, "W1", fragment, (WadiHex) { 4, 3 }, 0));
  start = wadi_scenario_copy (scenario);

  wadi_document_begin_edit (document, "Mixed");
  g_assert_true (wadi_document_set_overlay_side (document, 0, side, WADI_SIDE_WALL));
  g_assert_true (wadi_document_add_overlay_placement (document, "W1", NULL, (WadiHex) { 1, 1 }, 0));
  g_assert_true (wadi_document_set_overlay_side (document, 0, across, WADI_SIDE_HEDGE));
  wadi_document_end_edit (document);
  end = wadi_scenario_copy (scenario);
  g_assert_cmpuint (wadi_board_get_side (((const WadiOverlay *) g_ptr_array_index (scenario->overlays, 0))->fragment,
                                         side),
                    ==, WADI_SIDE_HEDGE);

  g_assert_true (wadi_document_undo (document));
  g_assert_true (wadi_scenario_equal (scenario, start));
  g_assert_true (wadi_document_redo (document));
  g_assert_true (wadi_scenario_equal (scenario, end));
}

/* A step that paints many hexes of an overlay packs them, and undo and
 * redo put them back exactly. */
static void
test_overlay_cells_packed (void)
{
  g_autoptr(WadiDocument) document = make_document ();
  const WadiScenario *scenario = wadi_document_get_scenario (document);
  g_autoptr(WadiBoard) big = wadi_board_new ("W2", 10, 10, flat_layout, WADI_LABEL_ASL, 1);
  g_autoptr(WadiScenario) start = NULL;
  g_autoptr(WadiScenario) end = NULL;
  guint64  before, step;
  Recorder recorder;

  g_assert_true (wadi_document_add_overlay_placement (document, "W2", big, (WadiHex) { 0, 0 }, 0));
  start = wadi_scenario_copy (scenario);
  before = wadi_document_get_undo_bytes (document);
  wadi_document_begin_edit (document, "Fill");
  for (int row = 0; row < 10; row++)
    for (int col = 0; col < 10; col++)
      {
        WadiHexCell cell = make_cell (WADI_TERRAIN_WOODS, row % 4, WADI_DEPRESSION_NONE);

        g_assert_true (wadi_document_set_overlay_cell (document, 0, (WadiHex) { col, row }, &cell));
      }
  wadi_document_end_edit (document);
  step = wadi_document_get_undo_bytes (document) - before;
  /* 24 bytes a hex, and a little more */
  g_assert_cmpuint (step, >=, 100 * 24);
  g_assert_cmpuint (step, <, 100 * 24 + 256);
  end = wadi_scenario_copy (scenario);

  recorder_attach (&recorder, document);
  g_assert_true (wadi_document_undo (document));
  g_assert_true (wadi_scenario_equal (scenario, start));
  g_assert_cmpuint (recorder_last (&recorder)->flags, ==, WADI_REGION_HEXES);
  {
    g_autoptr(GArray) cover = wadi_overlay_covered_hexes (wadi_scenario_grid (scenario), big, (WadiHex) { 0, 0 }, 0);

    g_assert_cmpuint (recorder_last (&recorder)->hexes->len, ==, cover->len);
  }
  g_assert_true (wadi_document_redo (document));
  g_assert_true (wadi_scenario_equal (scenario, end));
  recorder_finish (&recorder, document);

  /* Filled, then placed again in the same step: the placement holds the
   * filled definition, so the cells stay before it, unpacked. */
  g_assert_true (wadi_document_undo (document));
  wadi_document_begin_edit (document, "Fill and place");
  for (int row = 0; row < 10; row++)
    for (int col = 0; col < 10; col++)
      {
        WadiHexCell cell = make_cell (WADI_TERRAIN_GRAIN, row % 3, WADI_DEPRESSION_NONE);

        g_assert_true (wadi_document_set_overlay_cell (document, 0, (WadiHex) { col, row }, &cell));
      }
  g_assert_true (wadi_document_add_overlay_placement (document, "W2", NULL, (WadiHex) { 2, 3 }, 1));
  wadi_document_end_edit (document);
  g_clear_pointer (&end, wadi_scenario_free);
  end = wadi_scenario_copy (scenario);
  g_assert_true (wadi_document_undo (document));
  g_assert_true (wadi_scenario_equal (scenario, start));
  g_assert_true (wadi_document_redo (document));
  g_assert_true (wadi_scenario_equal (scenario, end));
}

/* Boards on the map */

static WadiHex
map_hex (WadiDocument *document,
         const char   *label)
{
  g_autoptr(GError) error = NULL;
  WadiHex hex = { G_MININT, G_MININT };

  g_assert_true (wadi_scenario_parse_location (wadi_document_get_scenario (document), label, &hex, &error));
  g_assert_no_error (error);
  return hex;
}

static char *
label_of (WadiDocument *document,
          WadiHex       hex)
{
  return wadi_scenario_location_label (wadi_document_get_scenario (document), hex);
}

/* A map of the one ASL geomorphic board 25. */
static WadiDocument *
make_geomorphic_document (void)
{
  WadiScenario *scenario = wadi_scenario_new (WADI_RULESET_ASL);

  wadi_scenario_add_board (scenario, wadi_board_new_geomorphic ("25"));
  return wadi_document_new (scenario);
}

/* How many undo steps the document has. */
static guint
undo_depth (WadiDocument *document)
{
  guint steps = 0;

  while (wadi_document_undo (document))
    steps++;
  for (guint i = 0; i < steps; i++)
    g_assert_true (wadi_document_redo (document));
  return steps;
}

static void
test_add_board (void)
{
  g_autoptr(WadiDocument) document = make_geomorphic_document ();
  const WadiScenario *scenario = wadi_document_get_scenario (document);
  g_autoptr(WadiScenario) original = wadi_scenario_copy (scenario);
  g_autoptr(WadiScenario) added = NULL;
  g_autoptr(GError) error = NULL;
  WadiHexCell woods = make_cell (WADI_TERRAIN_WOODS, 0, WADI_DEPRESSION_NONE);
  Recorder    recorder;

  recorder_attach (&recorder, document);

  /* 14 east of 25: they share 25's column GG, which is 14's A. */
  g_assert_true (wadi_document_add_board (document, wadi_board_new_geomorphic ("14"),
                                          wadi_map_geomorphic_origin (1, 0), 0, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (wadi_map_board_count (scenario->map), ==, 2);
  g_assert_cmpint (wadi_scenario_grid (scenario)->cols, ==, 2 * WADI_GEOMORPHIC_COLUMNS - 1);
  g_assert_cmpint (wadi_scenario_grid (scenario)->rows, ==, WADI_GEOMORPHIC_ROWS);
  g_assert_true (wadi_hex_equal (map_hex (document, "25GG5"), map_hex (document, "14A5")));
  g_assert_false (wadi_hex_equal (map_hex (document, "25A5"), map_hex (document, "14A5")));
  g_assert_cmpstr (wadi_document_undo_label (document), ==, "Add board 14");
  g_assert_true (wadi_document_get_modified (document));
  g_assert_cmpuint (recorder.regions->len, ==, 1);
  g_assert_cmpuint (recorder_last (&recorder)->flags & (WADI_REGION_ALL | WADI_REGION_MAP), ==,
                    WADI_REGION_ALL | WADI_REGION_MAP);
  g_assert_cmpuint (undo_depth (document), ==, 1);
  added = wadi_scenario_copy (scenario);

  /* The new board's hexes are map hexes like any other. */
  g_assert_true (wadi_document_set_cell (document, map_hex (document, "14P5"), &woods));
  g_assert_true (wadi_document_undo (document));

  /* One step back, one step forward. */
  recorder_clear (&recorder);
  g_assert_true (wadi_document_undo (document));
  g_assert_true (wadi_scenario_equal (scenario, original));
  g_assert_false (wadi_document_can_undo (document));
  g_assert_false (wadi_document_get_modified (document));
  g_assert_cmpuint (recorder.regions->len, ==, 1);
  g_assert_true (recorder_last (&recorder)->flags & WADI_REGION_MAP);
  g_assert_true (wadi_document_redo (document));
  g_assert_true (wadi_scenario_equal (scenario, added));
  g_assert_cmpstr (wadi_document_undo_label (document), ==, "Add board 14");

  /* A board added to an empty map is the map. */
  {
    g_autoptr(WadiDocument) empty = wadi_document_new (wadi_scenario_new (WADI_RULESET_ASL));
    const WadiScenario *s = wadi_document_get_scenario (empty);

    g_assert_null (wadi_scenario_grid (s));
    g_assert_true (wadi_document_add_board (empty, wadi_board_new_geomorphic ("3"), (WadiHex) { 0, 0 }, 0, &error));
    g_assert_no_error (error);
    g_assert_cmpint (wadi_scenario_grid (s)->cols, ==, WADI_GEOMORPHIC_COLUMNS);
    g_assert_true (wadi_document_undo (empty));
    g_assert_null (wadi_scenario_grid (s));
    g_assert_cmpuint (wadi_map_board_count (s->map), ==, 0);
  }

  recorder_finish (&recorder, document);
}

static WadiCounter
make_crest (WadiHex       hex,
            WadiDirection centre)
{
  WadiCounter counter = { 0 };

  counter.kind = WADI_COUNTER_CREST;
  counter.hex = hex;
  counter.centre = centre;
  return counter;
}

/* Moving and turning a board is one step each, and takes what lies on it
 * along: a counter keeps its hex of the board, a Crest counter's centre
 * hexside turns with the board. */
static void
test_place_board (void)
{
  g_autoptr(WadiDocument) document = make_geomorphic_document ();
  const WadiScenario *scenario = wadi_document_get_scenario (document);
  g_autoptr(WadiScenario) before = NULL;
  g_autoptr(WadiScenario) moved = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *label = NULL;
  WadiCounter      squad;
  WadiCounter      crest;
  WadiCounter      on_25;
  guint            squad_id, crest_id, on_25_id;
  WadiHex          on_25_hex;
  Recorder         recorder;

  g_assert_true (wadi_document_add_board (document, wadi_board_new_geomorphic ("14"),
                                          wadi_map_geomorphic_origin (1, 0), 0, &error));
  g_assert_no_error (error);
  squad = make_unit (map_hex (document, "14E5"), "German", "4-6-7");
  crest = make_crest (map_hex (document, "14K3"), WADI_DIRECTION_COUNT - 1);
  on_25 = make_unit (map_hex (document, "25E5"), "British", NULL);
  squad_id = wadi_document_add_counter (document, &squad);
  crest_id = wadi_document_add_counter (document, &crest);
  on_25_id = wadi_document_add_counter (document, &on_25);
  on_25_hex = on_25.hex;
  before = wadi_scenario_copy (scenario);

  recorder_attach (&recorder, document);

  /* Moved below 25: 25's B10 is its B0. */
  g_assert_true (wadi_document_place_board (document, 1, wadi_map_geomorphic_origin (0, 1), 0, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (wadi_document_undo_label (document), ==, "Move board 14");
  g_assert_cmpuint (recorder.regions->len, ==, 1);
  g_assert_true (recorder_last (&recorder)->flags & WADI_REGION_MAP);
  g_assert_cmpint (wadi_scenario_grid (scenario)->cols, ==, WADI_GEOMORPHIC_COLUMNS);
  g_assert_cmpint (wadi_scenario_grid (scenario)->rows, ==, 2 * WADI_GEOMORPHIC_ROWS - 1);
  g_assert_true (wadi_hex_equal (map_hex (document, "25B10"), map_hex (document, "14B0")));
  /* the counters on 14 went with it, the one on 25 stayed */
  g_assert_true (wadi_hex_equal (wadi_scenario_find_counter (scenario, squad_id)->hex, map_hex (document, "14E5")));
  g_assert_true (wadi_hex_equal (wadi_scenario_find_counter (scenario, crest_id)->hex, map_hex (document, "14K3")));
  g_assert_cmpint (wadi_scenario_find_counter (scenario, crest_id)->centre, ==, WADI_DIRECTION_COUNT - 1);
  g_assert_true (wadi_hex_equal (wadi_scenario_find_counter (scenario, on_25_id)->hex, on_25_hex));
  label = label_of (document, wadi_scenario_find_counter (scenario, squad_id)->hex);
  g_assert_cmpstr (label, ==, "14E5");
  g_clear_pointer (&label, g_free);
  moved = wadi_scenario_copy (scenario);

  /* Turned where it lies: its hexes turn, and the Crest counter's
   * centre hexside with them. */
  g_assert_true (wadi_document_place_board (document, 1, wadi_map_get_board (scenario->map, 1)->origin, 3, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (wadi_document_undo_label (document), ==, "Turn board 14");
  g_assert_cmpuint (wadi_map_get_board (scenario->map, 1)->turn, ==, 3);
  g_assert_cmpint (wadi_scenario_grid (scenario)->rows, ==, 2 * WADI_GEOMORPHIC_ROWS - 1);
  /* upside down below 25, its bottom edge is on top: 25's B10 is 14's FF10 */
  g_assert_true (wadi_hex_equal (map_hex (document, "25B10"), map_hex (document, "14FF10")));
  g_assert_true (wadi_hex_equal (map_hex (document, "25FF10"), map_hex (document, "14B10")));
  label = label_of (document, wadi_scenario_find_counter (scenario, squad_id)->hex);
  g_assert_cmpstr (label, ==, "14E5");
  g_clear_pointer (&label, g_free);
  g_assert_true (wadi_hex_equal (wadi_scenario_find_counter (scenario, crest_id)->hex, map_hex (document, "14K3")));
  g_assert_cmpint (wadi_scenario_find_counter (scenario, crest_id)->centre, ==, (WADI_DIRECTION_COUNT - 1 + 3) % 6);
  g_assert_true (wadi_hex_equal (wadi_scenario_find_counter (scenario, on_25_id)->hex, on_25_hex));

  /* Each is one undo step. */
  g_assert_true (wadi_document_undo (document));
  g_assert_true (wadi_scenario_equal (scenario, moved));
  g_assert_cmpstr (wadi_document_undo_label (document), ==, "Move board 14");
  g_assert_true (wadi_document_undo (document));
  g_assert_true (wadi_scenario_equal (scenario, before));
  g_assert_true (wadi_document_redo (document));
  g_assert_true (wadi_scenario_equal (scenario, moved));

  /* Turned east of 25: 25's GG5 is the turned 14's GG6. */
  g_assert_true (wadi_document_place_board (document, 1, wadi_map_geomorphic_origin (1, 0), 3, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (wadi_document_undo_label (document), ==, "Move board 14");
  g_assert_true (wadi_hex_equal (map_hex (document, "25GG5"), map_hex (document, "14GG6")));
  label = label_of (document, wadi_scenario_find_counter (scenario, squad_id)->hex);
  g_assert_cmpstr (label, ==, "14E5");
  g_clear_pointer (&label, g_free);
  g_assert_true (wadi_document_undo (document));
  g_assert_true (wadi_scenario_equal (scenario, moved));

  /* Moving the first board moves the map's origin, not the other board's
   * counters off their hexes. */
  g_assert_true (wadi_document_place_board (document, 0, wadi_map_geomorphic_origin (0, 2), 0, &error));
  g_assert_no_error (error);
  label = label_of (document, wadi_scenario_find_counter (scenario, squad_id)->hex);
  g_assert_cmpstr (label, ==, "14E5");
  g_clear_pointer (&label, g_free);
  label = label_of (document, wadi_scenario_find_counter (scenario, on_25_id)->hex);
  g_assert_cmpstr (label, ==, "25E5");
  g_clear_pointer (&label, g_free);
  g_assert_true (wadi_document_undo (document));
  g_assert_true (wadi_scenario_equal (scenario, moved));

  /* No such board. */
  g_assert_false (wadi_document_place_board (document, 2, (WadiHex) { 0, 0 }, 0, &error));
  g_assert_error (error, WADI_MAP_ERROR, WADI_MAP_ERROR_ID);
  g_clear_error (&error);
  g_assert_true (wadi_scenario_equal (scenario, moved));

  recorder_finish (&recorder, document);
}

/* Removing a board is one step that removes what lies on it alone. */
static void
test_remove_board (void)
{
  g_autoptr(WadiDocument) document = make_geomorphic_document ();
  const WadiScenario *scenario = wadi_document_get_scenario (document);
  g_autoptr(WadiScenario) before = NULL;
  g_autoptr(WadiBoard) fragment = make_fragment (WADI_TERRAIN_WOODS);
  g_autoptr(GError) error = NULL;
  g_autofree char *label = NULL;
  WadiCounter      on_14;
  WadiCounter      on_25;
  WadiCounter      shared;
  guint            on_14_id, on_25_id, shared_id;
  WadiHexCell      woods = make_cell (WADI_TERRAIN_WOODS, 0, WADI_DEPRESSION_NONE);

  g_assert_true (wadi_document_add_board (document, wadi_board_new_geomorphic ("14"),
                                          wadi_map_geomorphic_origin (0, 1), 0, &error));
  g_assert_no_error (error);
  on_14 = make_unit (map_hex (document, "14E5"), "German", "4-6-7");
  on_25 = make_unit (map_hex (document, "25E5"), "British", NULL);
  shared = make_unit (map_hex (document, "14D0"), "German", "2-3-7");
  on_14_id = wadi_document_add_counter (document, &on_14);
  on_25_id = wadi_document_add_counter (document, &on_25);
  shared_id = wadi_document_add_counter (document, &shared);
  g_assert_true (wadi_document_add_overlay_placement (document, "W1", fragment, map_hex (document, "14H4"), 0));
  g_assert_true (wadi_document_add_overlay_placement (document, "W1", NULL, map_hex (document, "25H4"), 0));
  g_assert_true (wadi_document_set_cell (document, map_hex (document, "25C3"), &woods));
  before = wadi_scenario_copy (scenario);

  g_assert_true (wadi_document_remove_board (document, 1));
  g_assert_cmpstr (wadi_document_undo_label (document), ==, "Remove board 14");
  g_assert_cmpuint (wadi_map_board_count (scenario->map), ==, 1);
  g_assert_cmpint (wadi_scenario_grid (scenario)->rows, ==, WADI_GEOMORPHIC_ROWS);
  g_assert_null (wadi_scenario_find_counter (scenario, on_14_id));
  g_assert_nonnull (wadi_scenario_find_counter (scenario, on_25_id));
  /* 25's D10 is still there */
  g_assert_nonnull (wadi_scenario_find_counter (scenario, shared_id));
  label = label_of (document, wadi_scenario_find_counter (scenario, shared_id)->hex);
  g_assert_cmpstr (label, ==, "25D10");
  g_clear_pointer (&label, g_free);
  g_assert_cmpuint (scenario->placements->len, ==, 1);
  g_assert_true (wadi_hex_equal (g_array_index (scenario->placements, WadiOverlayPlacement, 0).anchor,
                                 map_hex (document, "25H4")));
  g_assert_cmpuint (scenario->overlays->len, ==, 1);
  g_assert_cmpint (cell_at (document, map_hex (document, "25C3"))->terrain, ==, WADI_TERRAIN_WOODS);
  g_assert_false (wadi_document_remove_board (document, 1));

  g_assert_true (wadi_document_undo (document));
  g_assert_true (wadi_scenario_equal (scenario, before));
  g_assert_true (wadi_document_redo (document));
  g_assert_true (wadi_document_undo (document));

  /* The last board too: no map at all, and back. */
  g_assert_true (wadi_document_remove_board (document, 1));
  g_assert_true (wadi_document_remove_board (document, 0));
  g_assert_null (wadi_scenario_grid (scenario));
  g_assert_cmpuint (scenario->counters->len, ==, 0);
  g_assert_cmpuint (scenario->placements->len, ==, 0);
  g_assert_true (wadi_document_undo (document));
  g_assert_true (wadi_document_undo (document));
  g_assert_true (wadi_scenario_equal (scenario, before));
}

/* A counter or an overlay on a hex two boards share lies on both: it
 * stays while either board does, whichever of them is removed. */
static void
test_remove_board_keeps_shared (void)
{
  g_autoptr(WadiDocument) document = make_geomorphic_document ();
  const WadiScenario *scenario = wadi_document_get_scenario (document);
  g_autoptr(WadiScenario) before = NULL;
  g_autoptr(WadiBoard) fragment = make_fragment (WADI_TERRAIN_WOODS);
  g_autoptr(GError) error = NULL;
  g_autofree char *label = NULL;
  WadiCounter      on_14;
  WadiCounter      on_25;
  WadiCounter      shared;
  guint            on_14_id, on_25_id, shared_id;

  g_assert_true (wadi_document_add_board (document, wadi_board_new_geomorphic ("14"),
                                          wadi_map_geomorphic_origin (0, 1), 0, &error));
  g_assert_no_error (error);
  on_14 = make_unit (map_hex (document, "14E5"), "German", "4-6-7");
  on_25 = make_unit (map_hex (document, "25E5"), "British", NULL);
  shared = make_unit (map_hex (document, "14D0"), "German", "2-3-7");
  on_14_id = wadi_document_add_counter (document, &on_14);
  on_25_id = wadi_document_add_counter (document, &on_25);
  shared_id = wadi_document_add_counter (document, &shared);
  g_assert_true (wadi_document_add_overlay_placement (document, "W1", fragment, map_hex (document, "14F0"), 0));
  before = wadi_scenario_copy (scenario);

  /* Without 14, 25 keeps its D10 and F10. */
  g_assert_true (wadi_document_remove_board (document, 1));
  g_assert_nonnull (wadi_scenario_find_counter (scenario, shared_id));
  label = label_of (document, wadi_scenario_find_counter (scenario, shared_id)->hex);
  g_assert_cmpstr (label, ==, "25D10");
  g_clear_pointer (&label, g_free);
  g_assert_cmpuint (scenario->placements->len, ==, 1);
  g_assert_true (wadi_document_undo (document));
  g_assert_true (wadi_scenario_equal (scenario, before));

  /* Without 25, 14 is the map, and the hexes they shared are 14's D0 and F0. */
  g_assert_true (wadi_document_remove_board (document, 0));
  g_assert_cmpstr (wadi_document_undo_label (document), ==, "Remove board 25");
  g_assert_cmpuint (wadi_map_board_count (scenario->map), ==, 1);
  g_assert_null (wadi_scenario_find_counter (scenario, on_25_id));
  g_assert_nonnull (wadi_scenario_find_counter (scenario, on_14_id));
  label = label_of (document, wadi_scenario_find_counter (scenario, on_14_id)->hex);
  g_assert_cmpstr (label, ==, "14E5");
  g_clear_pointer (&label, g_free);
  g_assert_nonnull (wadi_scenario_find_counter (scenario, shared_id));
  label = label_of (document, wadi_scenario_find_counter (scenario, shared_id)->hex);
  g_assert_cmpstr (label, ==, "14D0");
  g_clear_pointer (&label, g_free);
  g_assert_cmpuint (scenario->placements->len, ==, 1);
  label = label_of (document, g_array_index (scenario->placements, WadiOverlayPlacement, 0).anchor);
  g_assert_cmpstr (label, ==, "14F0");
  g_clear_pointer (&label, g_free);
  g_assert_true (wadi_document_undo (document));
  g_assert_true (wadi_scenario_equal (scenario, before));
}

/* A layout that cannot be is refused with an error and changes nothing:
 * not the scenario, not the undo stack, no ::changed. */
static void
test_refused_layouts (void)
{
  g_autoptr(WadiDocument) document = make_geomorphic_document ();
  const WadiScenario *scenario = wadi_document_get_scenario (document);
  g_autoptr(WadiScenario) original = NULL;
  g_autoptr(GError) error = NULL;
  WadiHexCell woods = make_cell (WADI_TERRAIN_WOODS, 0, WADI_DEPRESSION_NONE);
  Recorder    recorder;

  g_assert_true (wadi_document_add_board (document, wadi_board_new_geomorphic ("14"),
                                          wadi_map_geomorphic_origin (1, 0), 0, &error));
  g_assert_no_error (error);
  /* an edit undone, so there is a redo to keep too */
  g_assert_true (wadi_document_set_cell (document, (WadiHex) { 3, 3 }, &woods));
  g_assert_true (wadi_document_undo (document));
  wadi_document_mark_saved (document);
  original = wadi_scenario_copy (scenario);
  recorder_attach (&recorder, document);

  /* on top of 25, and half over it */
  g_assert_false (wadi_document_add_board (document, wadi_board_new_geomorphic ("3"), (WadiHex) { 0, 0 }, 0, &error));
  g_assert_error (error, WADI_MAP_ERROR, WADI_MAP_ERROR_OVERLAP);
  g_assert_nonnull (strstr (error->message, "board 3 would overlap board 25"));
  g_clear_error (&error);
  g_assert_false (wadi_document_add_board (document, wadi_board_new_geomorphic ("3"), (WadiHex) { 16, 4 }, 0, &error));
  g_assert_error (error, WADI_MAP_ERROR, WADI_MAP_ERROR_OVERLAP);
  g_clear_error (&error);
  /* a column further in than the shared GG/A column */
  g_assert_false (wadi_document_add_board (document, wadi_board_new_geomorphic ("3"),
                                           (WadiHex) { 2 * (WADI_GEOMORPHIC_COLUMNS - 1) - 2, 0 }, 0, &error));
  g_assert_error (error, WADI_MAP_ERROR, WADI_MAP_ERROR_OVERLAP);
  g_clear_error (&error);
  /* 14 moved onto 25 */
  g_assert_false (wadi_document_place_board (document, 1, (WadiHex) { 2, 0 }, 0, &error));
  g_assert_error (error, WADI_MAP_ERROR, WADI_MAP_ERROR_OVERLAP);
  g_clear_error (&error);
  /* an ASL board turns only by 180 degrees */
  g_assert_false (wadi_document_add_board (document, wadi_board_new_geomorphic ("3"),
                                           wadi_map_geomorphic_origin (0, 1), 1, &error));
  g_assert_error (error, WADI_MAP_ERROR, WADI_MAP_ERROR_TURN);
  g_clear_error (&error);
  g_assert_false (wadi_document_place_board (document, 1, wadi_map_geomorphic_origin (1, 0), 2, &error));
  g_assert_error (error, WADI_MAP_ERROR, WADI_MAP_ERROR_TURN);
  g_clear_error (&error);
  /* pointy-top hexes do not fit a flat-top map */
  g_assert_false (wadi_document_add_board (document, wadi_board_new ("P", 6, 5, pointy_layout, WADI_LABEL_NUMERIC, 1),
                                           wadi_map_geomorphic_origin (0, 1), 0, &error));
  g_assert_error (error, WADI_MAP_ERROR, WADI_MAP_ERROR_GRID);
  g_clear_error (&error);
  /* two boards with one id */
  g_assert_false (wadi_document_add_board (document, wadi_board_new_geomorphic ("14"),
                                           wadi_map_geomorphic_origin (0, 1), 0, &error));
  g_assert_error (error, WADI_MAP_ERROR, WADI_MAP_ERROR_ID);
  g_clear_error (&error);

  g_assert_cmpuint (recorder.regions->len, ==, 0);
  g_assert_true (wadi_scenario_equal (scenario, original));
  g_assert_false (wadi_document_get_modified (document));
  g_assert_cmpstr (wadi_document_undo_label (document), ==, "Add board 14");
  g_assert_cmpstr (wadi_document_redo_label (document), ==, "Change hex");
  g_assert_true (wadi_document_redo (document));
  g_assert_cmpint (cell_at (document, (WadiHex) { 3, 3 })->terrain, ==, WADI_TERRAIN_WOODS);

  /* Inside an edit a refused layout is no step either. */
  wadi_document_begin_edit (document, "Nothing placed");
  g_assert_false (wadi_document_place_board (document, 1, (WadiHex) { 2, 0 }, 0, &error));
  g_assert_error (error, WADI_MAP_ERROR, WADI_MAP_ERROR_OVERLAP);
  g_clear_error (&error);
  wadi_document_end_edit (document);
  g_assert_cmpstr (wadi_document_undo_label (document), ==, "Change hex");

  recorder_finish (&recorder, document);
}

/* The halves of a hex two geomorphic boards share may differ (the boards
 * were drawn apart): the map shows the first, keeps the second, and
 * painting the hex paints both; undo gives each half back. */
static void
test_paint_mismatched_half (void)
{
  WadiScenario    *built = wadi_scenario_new (WADI_RULESET_ASL);
  GPtrArray       *boards = g_ptr_array_new ();
  WadiBoard       *upper = wadi_board_new_geomorphic ("25");
  WadiBoard       *lower = wadi_board_new_geomorphic ("14");
  WadiMapPlacement placements[2] = { { wadi_map_geomorphic_origin (0, 0), 0 },
                                     { wadi_map_geomorphic_origin (0, 1), 0 } };
  WadiHexCell      grain = make_cell (WADI_TERRAIN_GRAIN, 0, WADI_DEPRESSION_NONE);
  WadiHexCell      woods = make_cell (WADI_TERRAIN_WOODS, 0, WADI_DEPRESSION_NONE);
  WadiHexCell      brush = make_cell (WADI_TERRAIN_BRUSH, 1, WADI_DEPRESSION_NONE);
  g_autoptr(WadiDocument) document = NULL;
  g_autoptr(WadiScenario) original = NULL;
  g_autoptr(GError) error = NULL;
  const WadiScenario    *scenario;
  const WadiMapMismatch *mismatch;
  WadiHex                shared;
  Recorder               recorder;

  wadi_board_set_cell (upper, (WadiHex) { 3, 10 }, &grain); /* 25D10 */
  wadi_board_set_cell (lower, (WadiHex) { 3, 0 }, &woods);  /* 14D0 */
  g_ptr_array_add (boards, upper);
  g_ptr_array_add (boards, lower);
  g_assert_true (wadi_scenario_set_boards (built, boards, placements, NULL, &error));
  g_assert_no_error (error);
  document = wadi_document_new (built);
  scenario = wadi_document_get_scenario (document);
  original = wadi_scenario_copy (scenario);
  shared = map_hex (document, "25D10");
  g_assert_true (wadi_hex_equal (shared, map_hex (document, "14D0")));

  /* the first board's half shows; the second's is kept */
  g_assert_cmpint (cell_at (document, shared)->terrain, ==, WADI_TERRAIN_GRAIN);
  mismatch = wadi_map_find_mismatch (scenario->map, shared);
  g_assert_nonnull (mismatch);
  g_assert_true (wadi_hex_equal (mismatch->hex, shared));
  g_assert_cmpuint (mismatch->first, ==, 0);
  g_assert_cmpuint (mismatch->second, ==, 1);
  g_assert_cmpint (mismatch->cell.terrain, ==, WADI_TERRAIN_WOODS);

  recorder_attach (&recorder, document);
  g_assert_true (wadi_document_set_cell (document, shared, &brush));
  g_assert_cmpuint (recorder.regions->len, ==, 1);
  g_assert_true (wadi_region_has_hex (recorder_last (&recorder), shared));
  {
    g_autoptr(WadiBoard) first = wadi_map_extract_board (scenario->map, 0);
    g_autoptr(WadiBoard) second = wadi_map_extract_board (scenario->map, 1);

    assert_cell_equal (wadi_board_cell (first, (WadiHex) { 3, 10 }), &brush);
    assert_cell_equal (wadi_board_cell (second, (WadiHex) { 3, 0 }), &brush);
  }
  mismatch = wadi_map_find_mismatch (scenario->map, shared);
  g_assert_true (mismatch == NULL || memcmp (&mismatch->cell, &brush, sizeof brush) == 0);

  g_assert_true (wadi_document_undo (document));
  g_assert_true (wadi_scenario_equal (scenario, original));
  {
    g_autoptr(WadiBoard) first = wadi_map_extract_board (scenario->map, 0);
    g_autoptr(WadiBoard) second = wadi_map_extract_board (scenario->map, 1);

    assert_cell_equal (wadi_board_cell (first, (WadiHex) { 3, 10 }), &grain);
    assert_cell_equal (wadi_board_cell (second, (WadiHex) { 3, 0 }), &woods);
  }
  mismatch = wadi_map_find_mismatch (scenario->map, shared);
  g_assert_nonnull (mismatch);
  g_assert_cmpint (mismatch->cell.terrain, ==, WADI_TERRAIN_WOODS);

  /* Painting the first half's own cell still paints the second half. */
  g_assert_true (wadi_document_set_cell (document, shared, &grain));
  g_assert_true (wadi_document_can_undo (document));
  {
    g_autoptr(WadiBoard) second = wadi_map_extract_board (scenario->map, 1);

    assert_cell_equal (wadi_board_cell (second, (WadiHex) { 3, 0 }), &grain);
  }
  g_assert_true (wadi_document_undo (document));
  g_assert_true (wadi_scenario_equal (scenario, original));

  /* Painted, the hex saves and loads as it is. */
  g_assert_true (wadi_document_set_cell (document, shared, &brush));
  {
    g_autoptr(GBytes) bytes = wadi_format_write_bytes (scenario);
    g_autoptr(WadiScenario) loaded = wadi_format_read_bytes (bytes, "painted.wadi", &error);

    g_assert_no_error (error);
    g_assert_nonnull (loaded);
    g_assert_true (wadi_scenario_equal (loaded, scenario));
  }

  recorder_finish (&recorder, document);
}

/* An edit may paint, move a board and paint again: undo and redo put
 * back each state it went through in order. */
static void
test_board_move_within_edit (void)
{
  g_autoptr(WadiDocument) document = make_geomorphic_document ();
  const WadiScenario *scenario = wadi_document_get_scenario (document);
  g_autoptr(WadiScenario) before = NULL;
  g_autoptr(WadiScenario) after = NULL;
  g_autoptr(GError) error = NULL;
  WadiHexCell woods = make_cell (WADI_TERRAIN_WOODS, 0, WADI_DEPRESSION_NONE);
  WadiHexCell grain = make_cell (WADI_TERRAIN_GRAIN, 0, WADI_DEPRESSION_NONE);
  WadiCounter squad;
  WadiHex     hex;
  guint       id;

  g_assert_true (wadi_document_add_board (document, wadi_board_new_geomorphic ("14"),
                                          wadi_map_geomorphic_origin (1, 0), 0, &error));
  g_assert_no_error (error);
  before = wadi_scenario_copy (scenario);

  wadi_document_begin_edit (document, "Lay out and paint");
  hex = map_hex (document, "14E5");
  g_assert_true (wadi_document_set_cell (document, hex, &woods));
  squad = make_unit (hex, "German", "4-6-7");
  id = wadi_document_add_counter (document, &squad);
  g_assert_true (wadi_document_place_board (document, 1, wadi_map_geomorphic_origin (0, 1), 0, &error));
  g_assert_no_error (error);
  /* the map hex the board left is on no board now; the board's E5 moved */
  g_assert_cmpint (cell_at (document, map_hex (document, "14E5"))->terrain, ==, WADI_TERRAIN_WOODS);
  /* the same hex names as before, painted again; the counter moved again */
  hex = map_hex (document, "14E5");
  g_assert_true (wadi_document_set_cell (document, hex, &grain));
  wadi_counter_copy_into (&squad, wadi_scenario_find_counter (scenario, id));
  squad.hex = map_hex (document, "14F5");
  g_assert_true (wadi_document_replace_counter (document, &squad));
  wadi_counter_clear (&squad);
  wadi_document_end_edit (document);
  after = wadi_scenario_copy (scenario);
  g_assert_cmpint (cell_at (document, map_hex (document, "14E5"))->terrain, ==, WADI_TERRAIN_GRAIN);

  g_assert_true (wadi_document_undo (document));
  g_assert_true (wadi_scenario_equal (scenario, before));
  g_assert_true (wadi_document_redo (document));
  g_assert_true (wadi_scenario_equal (scenario, after));
  g_assert_cmpint (cell_at (document, map_hex (document, "14E5"))->terrain, ==, WADI_TERRAIN_GRAIN);
  g_assert_true (wadi_hex_equal (wadi_scenario_find_counter (scenario, id)->hex, map_hex (document, "14F5")));

  /* A board dragged over several places in one edit is one step, from
   * where it lay to where it was let go; dragged back, it is none. */
  wadi_document_begin_edit (document, "Drag board 14");
  for (int y = 1; y <= 3; y++)
    {
      g_assert_true (wadi_document_place_board (document, 1, wadi_map_geomorphic_origin (1, y), 0, &error));
      g_assert_no_error (error);
    }
  wadi_document_end_edit (document);
  g_assert_cmpstr (wadi_document_undo_label (document), ==, "Drag board 14");
  g_assert_true (wadi_hex_equal (wadi_scenario_find_counter (scenario, id)->hex, map_hex (document, "14F5")));
  g_assert_true (wadi_document_undo (document));
  g_assert_true (wadi_scenario_equal (scenario, after));
  g_assert_true (wadi_document_redo (document));
  g_assert_true (wadi_document_undo (document));

  wadi_document_begin_edit (document, "Drag and back");
  g_assert_true (wadi_document_place_board (document, 1, wadi_map_geomorphic_origin (1, 0), 0, &error));
  g_assert_true (wadi_document_place_board (document, 1, wadi_map_geomorphic_origin (0, 1), 0, &error));
  g_assert_no_error (error);
  wadi_document_end_edit (document);
  g_assert_cmpstr (wadi_document_undo_label (document), ==, "Lay out and paint");
  g_assert_true (wadi_scenario_equal (scenario, after));
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

/* A hex of a board picked at random, on the map. */
static WadiHex
random_board_hex (const WadiScenario *scenario)
{
  const WadiMap      *map = scenario->map;
  guint               index = (guint) g_test_rand_int_range (0, (gint32) wadi_map_board_count (map));
  const WadiMapBoard *board = wadi_map_get_board (map, index);
  WadiHex             local = { g_test_rand_int_range (0, board->cols), g_test_rand_int_range (0, board->rows) };
  WadiHex             hex = wadi_map_to_map (map, index, local);

  g_assert_true (wadi_board_contains (wadi_scenario_grid (scenario), hex));
  return hex;
}

static void
random_counter (const WadiScenario *scenario,
                WadiCounter        *counter)
{
  static const char *const sides[] = { "German", "British", "Italian", NULL };
  static const char *const names[] = { "4-6-7", "Crest", "Ford", NULL };

  counter->kind = (WadiCounterKind) g_test_rand_int_range (0, WADI_COUNTER_KIND_COUNT);
  counter->hex = random_board_hex (scenario);
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
  const WadiBoard    *board = wadi_scenario_grid (scenario);

  switch (g_test_rand_int_range (0, 13))
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
        g_assert_cmpint (wadi_document_set_cell (document, hex, &cell),
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

        g_assert_cmpint (wadi_document_set_side (document, side, features), ==, on_board);
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

    case 10:
      {
        /* Board 2 (6 x 5) moved beside, above, below or onto board 1
         * (BOARD_COLS x BOARD_ROWS), by even columns so the grid holds:
         * the two overlap only when 4 columns and 3 rows in. */
        static const int dxs[] = { -6, 0, 4, BOARD_COLS };
        static const int dys[] = { -5, 3, BOARD_ROWS };
        WadiHex          first = wadi_map_get_board (scenario->map, 0)->origin;
        int              dx = dxs[g_test_rand_int_range (0, G_N_ELEMENTS (dxs))];
        int              dy = dys[g_test_rand_int_range (0, G_N_ELEMENTS (dys))];
        gboolean         overlaps = dx < BOARD_COLS && dx > -6 && dy < BOARD_ROWS && dy > -5;
        g_autoptr(GError) error = NULL;

        g_assert_cmpint (wadi_document_place_board (document, 1, (WadiHex) { first.col + dx, first.row + dy }, 0,
                                                    &error),
                         ==, !overlaps);
        if (overlaps)
          g_assert_error (error, WADI_MAP_ERROR, WADI_MAP_ERROR_OVERLAP);
        else
          g_assert_no_error (error);
      }
      break;

    case 11:
      {
        /* a hex of an overlay's definition, or one just off it */
        guint            overlay;
        const WadiBoard *fragment;
        WadiHex          hex;
        WadiHexCell      cell = make_cell (g_test_rand_int_range (0, WADI_TERRAIN_COUNT),
                                           g_test_rand_int_range (-1, 3), WADI_DEPRESSION_NONE);

        if (scenario->overlays->len == 0)
          break;
        overlay = (guint) g_test_rand_int_range (0, (gint32) scenario->overlays->len);
        fragment = ((const WadiOverlay *) g_ptr_array_index (scenario->overlays, overlay))->fragment;
        hex = random_hex (fragment, 1);
        g_assert_cmpint (wadi_document_set_overlay_cell (document, overlay, hex, &cell),
                         ==, wadi_board_contains (fragment, hex));
      }
      break;

    case 12:
      {
        /* the overlays as a whole: placed (a new definition or one
         * defined), moved, lifted, or a hexside of one painted */
        int     what = g_test_rand_int_range (0, 4);
        WadiHex anchor = random_hex (board, 0);
        guint   n = scenario->placements->len;

        if (what == 0 || n == 0)
          {
            g_autofree char *id = g_strdup_printf ("W%d", g_test_rand_int_range (1, 4));
            g_autoptr(WadiBoard) fragment = make_fragment (WADI_TERRAIN_WOODS);
            guint    index;
            gboolean defined = wadi_scenario_find_overlay (scenario, id, &index);

            g_assert_cmpint (wadi_document_add_overlay_placement (document, id, defined ? NULL : fragment,
                                                                  anchor, (guint) g_test_rand_int_range (0, 6)),
                             ==, wadi_board_contains (board, anchor));
          }
        else if (what == 1)
          g_assert_cmpint (wadi_document_move_overlay_placement (document, (guint) g_test_rand_int_range (0, (gint32) n),
                                                                 anchor, (guint) g_test_rand_int_range (0, 6)),
                           ==, wadi_board_contains (board, anchor));
        else if (what == 2)
          g_assert_true (wadi_document_remove_overlay_placement (document, (guint) g_test_rand_int_range (0, (gint32) n)));
        else
          wadi_document_set_overlay_side (document, 0, (WadiHexside) { { 0, 1 }, g_test_rand_int_range (0, 6) },
                                          (guint) g_test_rand_int_range (0, 4));
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

/* Fills every hex of a 200 x 200 board as one step. */
static void
fill_board (WadiDocument *document,
            WadiTerrain   terrain)
{
  WadiHexCell cell = make_cell (terrain, 0, WADI_DEPRESSION_NONE);

  wadi_document_begin_edit (document, "Fill");
  for (int row = 0; row < 200; row++)
    for (int col = 0; col < 200; col++)
      g_assert_true (wadi_document_set_cell (document, (WadiHex) { col, row }, &cell));
  wadi_document_end_edit (document);
}

/* The undo history is bounded by memory (issue #12: four fills of a 2048 x
 * 2048 board took the editor from 216 MB to 1.8 GB): a closed step of many
 * hexes is packed, and beyond the limit the oldest steps go. */
static void
test_undo_memory_bounded (void)
{
  g_autoptr(WadiScenario) scenario = wadi_scenario_new (WADI_RULESET_ASL);
  g_autoptr(WadiDocument) document = NULL;
  const WadiTerrain fills[] = { WADI_TERRAIN_WOODS, WADI_TERRAIN_BRUSH, WADI_TERRAIN_GRAIN, WADI_TERRAIN_ORCHARD };
  guint64           one_fill;
  guint             undos = 0;

  wadi_scenario_add_board (scenario, wadi_board_new ("1", 200, 200, flat_layout, WADI_LABEL_NUMERIC, 1));
  document = wadi_document_new (g_steal_pointer (&scenario));
  g_assert_cmpuint (wadi_document_get_undo_bytes (document), ==, 0);

  fill_board (document, fills[0]);
  one_fill = wadi_document_get_undo_bytes (document);
  /* packed: a position and two cells, 20 bytes a hex, and a little more */
  g_assert_cmpuint (one_fill, >=, 40000 * 20);
  g_assert_cmpuint (one_fill, <, 40000 * 21);

  /* a bound of two and a half fills keeps the last two */
  wadi_document_set_undo_limit (document, one_fill * 5 / 2);
  for (guint i = 1; i < G_N_ELEMENTS (fills); i++)
    fill_board (document, fills[i]);
  g_assert_cmpuint (wadi_document_get_undo_bytes (document), <=, one_fill * 5 / 2);
  while (wadi_document_undo (document))
    undos++;
  g_assert_cmpuint (undos, ==, 2);
  g_assert_cmpint (wadi_board_cell (wadi_scenario_grid (wadi_document_get_scenario (document)), (WadiHex) { 7, 9 })->terrain,
                   ==, fills[1]);
  /* redo gives the steps back, whatever was dropped before them */
  g_assert_true (wadi_document_redo (document));
  g_assert_true (wadi_document_redo (document));
  g_assert_cmpint (wadi_board_cell (wadi_scenario_grid (wadi_document_get_scenario (document)), (WadiHex) { 7, 9 })->terrain,
                   ==, fills[3]);
  /* the saved state dropped with its step: the document stays modified */
  g_assert_true (wadi_document_get_modified (document));

  /* the newest step stays, whatever its size */
  wadi_document_set_undo_limit (document, 1);
  g_assert_true (wadi_document_can_undo (document));
  g_assert_true (wadi_document_undo (document));
  g_assert_false (wadi_document_can_undo (document));

  /* 0: no bound */
  wadi_document_set_undo_limit (document, 0);
  g_object_get (document, "undo-limit", &one_fill, NULL);
  g_assert_cmpuint (one_fill, ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/document/format-version", test_format_version);
  g_test_add_func ("/document/changed-signal", test_changed_signal);
  g_test_add_func ("/document/change-hooks-run-first", test_change_hooks_run_first);
  g_test_add_func ("/document/cell-undo-redo", test_cell_undo_redo);
  g_test_add_func ("/document/stroke-is-one-step", test_stroke_is_one_step);
  g_test_add_func ("/document/cancel-edit", test_cancel_edit);
  g_test_add_func ("/document/bulk-edit-signals-once", test_bulk_edit_signals_once);
  g_test_add_func ("/document/nested-edits", test_nested_edits);
  g_test_add_func ("/document/merge-same-hex", test_merge_same_hex);
  g_test_add_func ("/document/hexside", test_hexside);
  g_test_add_func ("/document/counters", test_counters);
  g_test_add_func ("/document/counter-ids-past-the-last", test_counter_ids_past_the_last);
  g_test_add_func ("/document/ssr-ruleset-metadata", test_ssr_ruleset_metadata);
  g_test_add_func ("/document/scenario-card", test_scenario_card);
  g_test_add_func ("/document/overlay-edits", test_overlay_edits);
  g_test_add_func ("/document/overlay-cell-step", test_overlay_cell_step);
  g_test_add_func ("/document/overlay-side-step", test_overlay_side_step);
  g_test_add_func ("/document/overlay-cell-around-placement", test_overlay_cell_around_placement);
  g_test_add_func ("/document/overlay-side-around-placement", test_overlay_side_around_placement);
  g_test_add_func ("/document/overlay-cells-packed", test_overlay_cells_packed);
  g_test_add_func ("/document/modified", test_modified);
  g_test_add_func ("/document/notify-can-undo", test_notify_can_undo);
  g_test_add_func ("/document/invalid-targets", test_invalid_targets);
  g_test_add_func ("/document/overlay-placement", test_overlay_placement);
  g_test_add_func ("/document/add-board", test_add_board);
  g_test_add_func ("/document/place-board", test_place_board);
  g_test_add_func ("/document/remove-board", test_remove_board);
  g_test_add_func ("/document/refused-layouts", test_refused_layouts);
  g_test_add_func ("/document/remove-board-keeps-shared", test_remove_board_keeps_shared);
  g_test_add_func ("/document/paint-mismatched-half", test_paint_mismatched_half);
  g_test_add_func ("/document/board-move-within-edit", test_board_move_within_edit);
  g_test_add_func ("/document/random-edits", test_random_edits);
  g_test_add_func ("/document/undo-memory-bounded", test_undo_memory_bounded);

  return g_test_run ();
}
