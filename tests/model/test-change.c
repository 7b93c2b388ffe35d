/* test-change.c: each kind of change on its own: apply, revert, merge,
 * is-noop and the region it touched, through the WadiChangeClass table */
#include "config.h"

#include <string.h>

#include "wadi-change.h"

static const WadiGridLayout flat_layout = { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD };

/* Two boards: "1" (10 x 8) and below it "2" (6 x 5), whose hexes are the
 * map's rows 8 to 12, columns 0 to 5. */
static WadiScenario *
make_scenario (void)
{
  WadiScenario *scenario = wadi_scenario_new (WADI_RULESET_ASL);

  wadi_scenario_add_board (scenario, wadi_board_new ("1", 10, 8, flat_layout, WADI_LABEL_ASL, 1));
  wadi_scenario_add_board (scenario, wadi_board_new ("2", 6, 5, flat_layout, WADI_LABEL_NUMERIC, 1));
  return scenario;
}

/* Board 2's own hex on the map. */
static WadiHex
on_second (const WadiScenario *scenario,
           int                 col,
           int                 row)
{
  WadiHex hex = wadi_map_to_map (scenario->map, 1, (WadiHex) { col, row });

  g_assert_true (wadi_board_contains (wadi_scenario_grid (scenario), hex));
  return hex;
}

static WadiHexCell
make_cell (WadiTerrain terrain,
           int         level)
{
  WadiHexCell cell = { 0 };

  cell.terrain = terrain;
  cell.level = (gint8) level;
  return cell;
}

static WadiRegion *
region_of (const WadiChange   *change,
           const WadiScenario *scenario)
{
  WadiRegion *region = wadi_region_new ();

  wadi_change_add_region (change, scenario, region);
  return region;
}

/* Applying puts the scenario at want; reverting puts it back at start. */
static void
assert_apply_revert (const WadiChange   *change,
                     WadiScenario       *scenario,
                     const WadiScenario *want)
{
  g_autoptr(WadiScenario) start = wadi_scenario_copy (scenario);

  wadi_change_apply (change, scenario);
  g_assert_true (wadi_scenario_equal (scenario, want));
  wadi_change_revert (change, scenario);
  g_assert_true (wadi_scenario_equal (scenario, start));
}

static void
test_cell (void)
{
  g_autoptr(WadiScenario) scenario = make_scenario ();
  g_autoptr(WadiScenario) want = wadi_scenario_copy (scenario);
  WadiHex     hex = on_second (scenario, 3, 4);
  WadiHexCell woods = make_cell (WADI_TERRAIN_WOODS, 1);
  WadiHexCell grain = make_cell (WADI_TERRAIN_GRAIN, 0);
  WadiHexCell original = *wadi_board_cell (wadi_scenario_grid (scenario), hex);
  g_autoptr(WadiChange) first = wadi_change_cell_new (scenario, hex, &woods);
  g_autoptr(WadiChange) other_hex = wadi_change_cell_new (scenario, on_second (scenario, 4, 3), &woods);
  /* the same hex of the other board is another map hex */
  g_autoptr(WadiChange) other_board = wadi_change_cell_new (scenario, (WadiHex) { 3, 4 }, &woods);
  g_autoptr(WadiChange) same = wadi_change_cell_new (scenario, hex, &grain);
  g_autoptr(WadiRegion) region = NULL;

  g_assert_cmpint (hex.col, ==, 3);
  g_assert_cmpint (hex.row, ==, 12);
  g_assert_false (wadi_change_is_noop (first));
  /* nothing to change: no change is made */
  g_assert_null (wadi_change_cell_new (scenario, hex, &original));
  /* one target per hex of the map */
  g_assert_true (wadi_change_target_equal (&first->target, &same->target));
  g_assert_cmpuint (wadi_change_target_hash (&first->target), ==, wadi_change_target_hash (&same->target));
  g_assert_false (wadi_change_target_equal (&first->target, &other_hex->target));
  g_assert_false (wadi_change_target_equal (&first->target, &other_board->target));

  wadi_board_set_cell (wadi_scenario_grid (want), hex, &woods);
  assert_apply_revert (first, scenario, want);

  region = region_of (first, scenario);
  g_assert_cmpuint (region->flags, ==, WADI_REGION_HEXES);
  g_assert_cmpuint (region->hexes->len, ==, 1);
  g_assert_true (wadi_region_has_hex (region, hex));

  /* Merged with a later change it keeps its before and takes the after. */
  wadi_change_apply (first, scenario);
  {
    g_autoptr(WadiChange) later = wadi_change_cell_new (scenario, hex, &grain);

    wadi_change_apply (later, scenario);
    wadi_change_merge (first, later);
  }
  wadi_board_set_cell (wadi_scenario_grid (want), hex, &grain);
  g_assert_true (wadi_scenario_equal (scenario, want));
  wadi_change_revert (first, scenario);
  g_assert_cmpmem (wadi_board_cell (wadi_scenario_grid (scenario), hex), sizeof original,
                   &original, sizeof original);
  wadi_change_apply (first, scenario);
  g_assert_true (wadi_scenario_equal (scenario, want));

  /* and once a later change puts the cell back, it is no change at all */
  {
    g_autoptr(WadiChange) back = wadi_change_cell_new (scenario, hex, &original);

    wadi_change_merge (first, back);
  }
  g_assert_true (wadi_change_is_noop (first));
}

/* seam: where the boards meet, board 2's (2, 0) and north of it board
 * 1's (2, 7); east: board 2's east edge, beside map hexes no board covers. */
static void
test_side (void)
{
  g_autoptr(WadiScenario) scenario = make_scenario ();
  const WadiBoard *board = wadi_scenario_grid (scenario);
  WadiHexside      side = wadi_hexside_canonical (board->layout, (WadiHexside) { { 4, 3 }, 4 });
  WadiHex          other = wadi_hexside_other_hex (board->layout, side);
  WadiHexside      edge = wadi_hexside_canonical (board->layout, (WadiHexside) { { 0, 0 }, 0 });
  WadiHexside      seam = wadi_hexside_canonical (board->layout, (WadiHexside) { on_second (scenario, 2, 0), 0 });
  WadiHexside      east = wadi_hexside_canonical (board->layout, (WadiHexside) { on_second (scenario, 5, 2), 1 });
  g_autoptr(WadiChange) change = wadi_change_side_new (scenario, side, WADI_SIDE_CLIFF);
  g_autoptr(WadiChange) at_edge = wadi_change_side_new (scenario, edge, WADI_SIDE_HEDGE);
  g_autoptr(WadiChange) at_seam = wadi_change_side_new (scenario, seam, WADI_SIDE_WALL);
  g_autoptr(WadiChange) at_east = wadi_change_side_new (scenario, east, WADI_SIDE_WALL);
  g_autoptr(WadiRegion) region = NULL;
  g_autoptr(WadiRegion) edge_region = NULL;
  g_autoptr(WadiRegion) seam_region = NULL;
  g_autoptr(WadiRegion) east_region = NULL;

  g_assert_false (wadi_change_is_noop (change));
  g_assert_null (wadi_change_side_new (scenario, side, 0));
  g_assert_false (wadi_change_target_equal (&change->target, &at_edge->target));

  /* The region is both hexes of the side, or the one on the map. */
  region = region_of (change, scenario);
  g_assert_cmpuint (region->hexes->len, ==, 2);
  g_assert_true (wadi_region_has_hex (region, side.hex));
  g_assert_true (wadi_region_has_hex (region, other));
  edge_region = region_of (at_edge, scenario);
  g_assert_cmpuint (edge_region->hexes->len, ==, 1);
  /* across the seam both boards' hexes are on the map */
  seam_region = region_of (at_seam, scenario);
  g_assert_cmpuint (seam_region->hexes->len, ==, 2);
  g_assert_true (wadi_region_has_hex (seam_region, (WadiHex) { 2, 7 }));
  g_assert_true (wadi_region_has_hex (seam_region, on_second (scenario, 2, 0)));
  /* beside the narrower board, the map's hexes no board covers are none */
  east_region = region_of (at_east, scenario);
  g_assert_cmpuint (east_region->hexes->len, ==, 1);
  g_assert_true (wadi_region_has_hex (east_region, on_second (scenario, 5, 2)));

  wadi_change_apply (change, scenario);
  g_assert_cmpuint (wadi_board_get_side (board, side), ==, WADI_SIDE_CLIFF);
  {
    g_autoptr(WadiChange) later = wadi_change_side_new (scenario, side, WADI_SIDE_CLIFF | WADI_SIDE_WADI);

    wadi_change_apply (later, scenario);
    wadi_change_merge (change, later);
  }
  g_assert_false (wadi_change_is_noop (change));
  wadi_change_revert (change, scenario);
  g_assert_cmpuint (wadi_board_get_side (board, side), ==, 0);
  wadi_change_apply (change, scenario);
  g_assert_cmpuint (wadi_board_get_side (board, side), ==, WADI_SIDE_CLIFF | WADI_SIDE_WADI);
  {
    g_autoptr(WadiChange) back = wadi_change_side_new (scenario, side, 0);

    wadi_change_merge (change, back);
  }
  g_assert_true (wadi_change_is_noop (change));
}

static WadiCounter
make_unit (guint       id,
           WadiHex     hex,
           const char *name)
{
  WadiCounter counter = { 0 };

  counter.id = id;
  counter.kind = WADI_COUNTER_UNIT;
  counter.hex = hex;
  counter.unit_class = WADI_UNIT_INFANTRY;
  counter.position = WADI_POSITION_GROUND;
  counter.side = (char *) "German";
  counter.name = (char *) name;
  return counter;
}

static void
test_counter (void)
{
  g_autoptr(WadiScenario) scenario = make_scenario ();
  g_autoptr(WadiScenario) empty = wadi_scenario_copy (scenario);
  WadiCounter squad = make_unit (5, (WadiHex) { 2, 2 }, "4-6-7");
  WadiCounter moved = make_unit (5, (WadiHex) { 7, 6 }, "8-3-8");
  g_autoptr(WadiChange) add = wadi_change_counter_new (scenario, 5, &squad);
  g_autoptr(WadiRegion) region = NULL;

  g_assert_false (wadi_change_is_noop (add));
  region = region_of (add, scenario);
  g_assert_cmpuint (region->flags, ==, WADI_REGION_COUNTERS | WADI_REGION_HEXES);
  g_assert_cmpuint (region->counters->len, ==, 1);
  g_assert_cmpuint (g_array_index (region->counters, guint, 0), ==, 5);
  g_assert_cmpuint (region->hexes->len, ==, 1);
  g_assert_true (wadi_region_has_hex (region, squad.hex));

  wadi_change_apply (add, scenario);
  g_assert_true (wadi_counter_equal (wadi_scenario_find_counter (scenario, 5), &squad));

  /* A move: both hexes are in the region, replace and back. */
  {
    g_autoptr(WadiChange) move = wadi_change_counter_new (scenario, 5, &moved);
    g_autoptr(WadiRegion) move_region = region_of (move, scenario);

    g_assert_true (wadi_change_target_equal (&move->target, &add->target));
    g_assert_cmpuint (move_region->hexes->len, ==, 2);
    g_assert_true (wadi_region_has_hex (move_region, squad.hex));
    g_assert_true (wadi_region_has_hex (move_region, moved.hex));
    wadi_change_apply (move, scenario);
    g_assert_cmpstr (wadi_scenario_find_counter (scenario, 5)->name, ==, "8-3-8");
    wadi_change_revert (move, scenario);
    g_assert_cmpstr (wadi_scenario_find_counter (scenario, 5)->name, ==, "4-6-7");
    wadi_change_apply (move, scenario);

    /* merged into the add, it is an add of the moved counter */
    wadi_change_merge (add, move);
  }
  wadi_change_revert (add, scenario);
  g_assert_true (wadi_scenario_equal (scenario, empty));
  wadi_change_apply (add, scenario);
  g_assert_true (wadi_counter_equal (wadi_scenario_find_counter (scenario, 5), &moved));
  g_clear_pointer (&region, wadi_region_free);
  region = region_of (add, scenario);
  g_assert_cmpuint (region->hexes->len, ==, 1);
  g_assert_true (wadi_region_has_hex (region, moved.hex));

  /* Replacing with an equal counter, or removing one that is not there,
   * is no change. */
  g_assert_null (wadi_change_counter_new (scenario, 5, &moved));
  g_assert_null (wadi_change_counter_new (scenario, 6, NULL));

  /* Added and removed in one edit is nothing. */
  {
    g_autoptr(WadiChange) remove = wadi_change_counter_new (scenario, 5, NULL);

    wadi_change_apply (remove, scenario);
    g_assert_null (wadi_scenario_find_counter (scenario, 5));
    wadi_change_revert (remove, scenario);
    g_assert_nonnull (wadi_scenario_find_counter (scenario, 5));
    wadi_change_apply (remove, scenario);
    wadi_change_merge (add, remove);
  }
  g_assert_true (wadi_change_is_noop (add));
  g_assert_true (wadi_scenario_equal (scenario, empty));
}

static void
test_ssr (void)
{
  g_autoptr(WadiScenario) scenario = make_scenario ();
  g_autoptr(WadiScenario) want = wadi_scenario_copy (scenario);
  WadiSsr original = scenario->ssr;
  WadiSsr frozen = original;
  WadiSsr snowy = original;
  g_autoptr(WadiChange) change = NULL;
  g_autoptr(WadiChange) other = NULL;
  g_autoptr(WadiRegion) region = NULL;

  frozen.frozen = TRUE;
  snowy.snow = TRUE;
  change = wadi_change_ssr_new (scenario, &frozen);
  other = wadi_change_ssr_new (scenario, &snowy);
  g_assert_null (wadi_change_ssr_new (scenario, &original));
  g_assert_false (wadi_change_is_noop (change));
  g_assert_true (wadi_change_target_equal (&change->target, &other->target));
  want->ssr = frozen;
  assert_apply_revert (change, scenario, want);
  region = region_of (change, scenario);
  g_assert_cmpuint (region->flags, ==, WADI_REGION_SSR);
  g_assert_cmpuint (region->hexes->len, ==, 0);

  wadi_change_apply (change, scenario);
  {
    g_autoptr(WadiChange) later = wadi_change_ssr_new (scenario, &snowy);

    wadi_change_apply (later, scenario);
    wadi_change_merge (change, later);
  }
  wadi_change_revert (change, scenario);
  want->ssr = snowy;
  assert_apply_revert (change, scenario, want);
  wadi_change_apply (change, scenario);
  {
    g_autoptr(WadiChange) back = wadi_change_ssr_new (scenario, &original);

    wadi_change_merge (change, back);
  }
  g_assert_true (wadi_change_is_noop (change));
}

static void
test_ruleset (void)
{
  g_autoptr(WadiScenario) scenario = make_scenario ();
  g_autoptr(WadiScenario) want = wadi_scenario_copy (scenario);
  g_autoptr(WadiChange) change = wadi_change_ruleset_new (scenario, WADI_RULESET_TOI);
  g_autoptr(WadiRegion) region = region_of (change, scenario);
  WadiSsr frozen = scenario->ssr;
  g_autoptr(WadiChange) ssr = NULL;

  /* ruleset and SSR are different targets, even with equal coordinates */
  frozen.frozen = TRUE;
  ssr = wadi_change_ssr_new (scenario, &frozen);
  g_assert_false (wadi_change_target_equal (&change->target, &ssr->target));
  g_assert_null (wadi_change_ruleset_new (scenario, WADI_RULESET_ASL));
  g_assert_false (wadi_change_is_noop (change));
  g_assert_cmpuint (region->flags, ==, WADI_REGION_RULESET);
  want->ruleset = WADI_RULESET_TOI;
  assert_apply_revert (change, scenario, want);

  wadi_change_apply (change, scenario);
  {
    g_autoptr(WadiChange) back = wadi_change_ruleset_new (scenario, WADI_RULESET_ASL);

    wadi_change_merge (change, back);
  }
  g_assert_true (wadi_change_is_noop (change));
}

static void
test_metadata (void)
{
  g_autoptr(WadiScenario) scenario = make_scenario ();
  g_autoptr(WadiChange) change = wadi_change_metadata_new (scenario, "Wadi Zem Zem", "A. Designer", "1943.");
  g_autoptr(WadiRegion) region = region_of (change, scenario);

  /* the scenario's own strings are no change */
  g_assert_null (wadi_change_metadata_new (scenario, scenario->title, scenario->author, scenario->description));
  g_assert_false (wadi_change_is_noop (change));
  g_assert_cmpuint (region->flags, ==, WADI_REGION_METADATA);

  wadi_change_apply (change, scenario);
  g_assert_cmpstr (scenario->title, ==, "Wadi Zem Zem");
  g_assert_cmpstr (scenario->description, ==, "1943.");
  {
    /* the later change is made from the scenario's own strings */
    g_autoptr(WadiChange) later = wadi_change_metadata_new (scenario, "Tobruk", scenario->author,
                                                             scenario->description);

    wadi_change_apply (later, scenario);
    wadi_change_merge (change, later);
  }
  /* the merged after outlives the later change it came from */
  wadi_change_revert (change, scenario);
  g_assert_cmpstr (scenario->title, ==, "");
  g_assert_cmpstr (scenario->author, ==, "");
  wadi_change_apply (change, scenario);
  g_assert_cmpstr (scenario->title, ==, "Tobruk");
  g_assert_cmpstr (scenario->author, ==, "A. Designer");

  {
    g_autoptr(WadiChange) back = wadi_change_metadata_new (scenario, "", "", "");

    wadi_change_merge (change, back);
  }
  g_assert_true (wadi_change_is_noop (change));
}

/* The card's texts change with the same class: the other texts stay, and
 * a title changed after them merges with them into one step. */
static void
test_card_texts (void)
{
  g_autoptr(WadiScenario) scenario = make_scenario ();
  g_autoptr(WadiChange) change = wadi_change_card_texts_new (scenario, "Tobruk, 1941", "Hold the wadi.", "It held.");

  g_assert_null (wadi_change_card_texts_new (scenario, scenario->date_place, scenario->victory, scenario->aftermath));
  wadi_change_apply (change, scenario);
  g_assert_cmpstr (scenario->date_place, ==, "Tobruk, 1941");
  g_assert_cmpstr (scenario->victory, ==, "Hold the wadi.");
  g_assert_cmpstr (scenario->aftermath, ==, "It held.");
  g_assert_cmpstr (scenario->title, ==, "");
  {
    g_autoptr(WadiChange) later = wadi_change_metadata_new (scenario, "Sidi Rezegh", scenario->author,
                                                             scenario->description);

    wadi_change_apply (later, scenario);
    wadi_change_merge (change, later);
  }
  /* the title kept the card's texts */
  g_assert_cmpstr (scenario->victory, ==, "Hold the wadi.");
  wadi_change_revert (change, scenario);
  g_assert_cmpstr (scenario->title, ==, "");
  g_assert_cmpstr (scenario->date_place, ==, "");
  g_assert_cmpstr (scenario->aftermath, ==, "");
  wadi_change_apply (change, scenario);
  g_assert_cmpstr (scenario->title, ==, "Sidi Rezegh");
  g_assert_cmpstr (scenario->aftermath, ==, "It held.");
}

static WadiBoard *
make_fragment (void)
{
  WadiBoard  *fragment = wadi_board_new ("W1", 2, 2, flat_layout, WADI_LABEL_ASL, 1);
  WadiHexCell woods = make_cell (WADI_TERRAIN_WOODS, 0);

  wadi_board_set_cell (fragment, (WadiHex) { 0, 0 }, &woods);
  return fragment;
}

static void
test_overlays (void)
{
  g_autoptr(WadiScenario) scenario = make_scenario ();
  g_autoptr(WadiScenario) empty = wadi_scenario_copy (scenario);
  g_autoptr(WadiBoard) fragment = make_fragment ();
  const WadiBoard     *board = wadi_scenario_grid (scenario);
  WadiOverlayPlacement first = { .anchor = { 4, 3 }, .orientation = 1 };
  /* across the seam: on board 1's bottom row and board 2's top one */
  WadiOverlayPlacement second = { .anchor = { 1, 7 }, .orientation = 0 };
  g_autoptr(WadiChange) place = wadi_change_overlays_new_placed (scenario, "W1", fragment, &first);
  g_autoptr(WadiRegion) region = region_of (place, scenario);
  g_autoptr(GArray) cover = wadi_overlay_covered_hexes (board, fragment, first.anchor, first.orientation);
  g_autoptr(WadiScenario) placed = NULL;

  g_assert_false (wadi_change_is_noop (place));
  /* a structure change: everything, with the covered hexes listed */
  g_assert_cmpuint (region->flags, ==, WADI_REGION_HEXES | WADI_REGION_ALL);
  g_assert_cmpuint (region->hexes->len, ==, cover->len);
  for (guint i = 0; i < cover->len; i++)
    g_assert_true (wadi_region_has_hex (region, g_array_index (cover, WadiHex, i)));

  wadi_change_apply (place, scenario);
  g_assert_cmpuint (scenario->overlays->len, ==, 1);
  g_assert_cmpuint (scenario->placements->len, ==, 1);
  g_assert_true (wadi_board_equal (((const WadiOverlay *) g_ptr_array_index (scenario->overlays, 0))->fragment,
                                   fragment));
  placed = wadi_scenario_copy (scenario);
  wadi_change_revert (place, scenario);
  g_assert_true (wadi_scenario_equal (scenario, empty));
  wadi_change_apply (place, scenario);
  g_assert_true (wadi_scenario_equal (scenario, placed));

  /* A second placement of a defined overlay needs no fragment and adds
   * no definition; merged, the change holds both placements. */
  {
    g_autoptr(WadiChange) again = wadi_change_overlays_new_placed (scenario, "W1", NULL, &second);
    g_autoptr(WadiRegion) step = region_of (again, scenario);
    g_autoptr(GArray) second_cover = wadi_overlay_covered_hexes (board, fragment, second.anchor,
                                                                  second.orientation);

    /* the step's region is that step's hexes, on both boards */
    g_assert_cmpuint (second_cover->len, ==, 4);
    g_assert_cmpuint (step->hexes->len, ==, second_cover->len);
    g_assert_true (wadi_region_has_hex (step, (WadiHex) { 1, 7 }));
    g_assert_true (wadi_region_has_hex (step, on_second (scenario, 1, 0)));
    wadi_change_apply (again, scenario);
    g_assert_cmpuint (scenario->overlays->len, ==, 1);
    g_assert_cmpuint (scenario->placements->len, ==, 2);
    wadi_change_merge (place, again);
  }
  wadi_change_revert (place, scenario);
  g_assert_true (wadi_scenario_equal (scenario, empty));
  wadi_change_apply (place, scenario);
  g_assert_cmpuint (scenario->placements->len, ==, 2);

  /* Removing both placements leaves the definition: still a change. */
  {
    g_autoptr(WadiChange) remove = wadi_change_overlays_new_removed (scenario, 1);

    wadi_change_apply (remove, scenario);
    wadi_change_merge (place, remove);
  }
  {
    g_autoptr(WadiChange) remove = wadi_change_overlays_new_removed (scenario, 0);

    wadi_change_apply (remove, scenario);
    wadi_change_merge (place, remove);
  }
  g_assert_cmpuint (scenario->placements->len, ==, 0);
  g_assert_cmpuint (scenario->overlays->len, ==, 1);
  g_assert_false (wadi_change_is_noop (place));

  /* A change from and to the same overlays is none. */
  {
    g_autoptr(WadiChange) add = wadi_change_overlays_new_placed (scenario, "W1", NULL, &first);
    g_autoptr(WadiChange) remove = NULL;

    wadi_change_apply (add, scenario);
    remove = wadi_change_overlays_new_removed (scenario, 0);
    wadi_change_apply (remove, scenario);
    wadi_change_merge (add, remove);
    g_assert_true (wadi_change_is_noop (add));
  }
}

/* Places overlay id (fragment a copy) at anchor, turned orientation,
 * straight into scenario. */
static void
place_overlay (WadiScenario    *scenario,
               const char      *id,
               const WadiBoard *fragment,
               WadiHex          anchor,
               guint            orientation)
{
  WadiOverlayPlacement placement = { .anchor = anchor, .orientation = orientation };
  g_autoptr(WadiChange) place = wadi_change_overlays_new_placed (scenario, id, fragment, &placement);

  wadi_change_apply (place, scenario);
}

/* One hex of an overlay's definition: the change holds that hex's cell
 * only, and its region is the map hexes the hex lies on, one a placement
 * of that overlay (on the map), whatever else is defined or placed. */
static void
test_overlay_cell (void)
{
  g_autoptr(WadiScenario) scenario = make_scenario ();
  g_autoptr(WadiBoard) fragment = make_fragment ();
  const WadiBoard *grid = wadi_scenario_grid (scenario);
  WadiHexCell      brush = make_cell (WADI_TERRAIN_BRUSH, 2);
  WadiHexCell      grain = make_cell (WADI_TERRAIN_GRAIN, 0);
  WadiHex          hex = { 1, 1 };
  WadiHex          under_first, under_second;
  WadiHexCell      original = *wadi_board_cell (fragment, hex);
  g_autoptr(WadiScenario) want = NULL;
  g_autoptr(WadiChange) paint = NULL;
  g_autoptr(WadiRegion) region = NULL;
  gsize one_size;

  place_overlay (scenario, "W1", fragment, (WadiHex) { 4, 3 }, 1);
  /* across the seam, partly on board 2 */
  place_overlay (scenario, "W1", NULL, (WadiHex) { 1, 7 }, 0);
  under_first = wadi_overlay_map_hex (grid, fragment, (WadiHex) { 4, 3 }, 1, hex);
  under_second = wadi_overlay_map_hex (grid, fragment, (WadiHex) { 1, 7 }, 0, hex);
  g_assert_false (wadi_hex_equal (under_first, under_second));
  g_assert_true (wadi_board_contains (grid, under_first));
  g_assert_true (wadi_board_contains (grid, under_second));

  /* what the overlay already holds is no change */
  g_assert_null (wadi_change_overlay_cell_new (scenario, 0, (WadiHex) { 0, 0 }, &(WadiHexCell) { WADI_TERRAIN_WOODS }));

  paint = wadi_change_overlay_cell_new (scenario, 0, hex, &brush);
  g_assert_nonnull (paint);
  g_assert_false (wadi_change_is_noop (paint));
  region = region_of (paint, scenario);
  g_assert_cmpuint (region->flags, ==, WADI_REGION_HEXES);
  g_assert_cmpuint (region->hexes->len, ==, 2);
  g_assert_true (wadi_region_has_hex (region, under_first));
  g_assert_true (wadi_region_has_hex (region, under_second));

  want = wadi_scenario_copy (scenario);
  wadi_board_set_cell (((WadiOverlay *) g_ptr_array_index (want->overlays, 0))->fragment, hex, &brush);
  assert_apply_revert (paint, scenario, want);

  /* merged: the first before, the last after; back to the start is none */
  {
    g_autoptr(WadiChange) later = NULL;
    g_autoptr(WadiChange) back = NULL;

    wadi_change_apply (paint, scenario);
    later = wadi_change_overlay_cell_new (scenario, 0, hex, &grain);
    g_assert_true (wadi_change_target_equal (&paint->target, &later->target));
    wadi_change_apply (later, scenario);
    wadi_change_merge (paint, later);
    wadi_board_set_cell (((WadiOverlay *) g_ptr_array_index (want->overlays, 0))->fragment, hex, &grain);
    wadi_change_revert (paint, scenario);
    assert_apply_revert (paint, scenario, want);

    wadi_change_apply (paint, scenario);
    back = wadi_change_overlay_cell_new (scenario, 0, hex, &original);
    wadi_change_apply (back, scenario);
    wadi_change_merge (paint, back);
    g_assert_true (wadi_change_is_noop (paint));
  }

  /* Other hexes and other overlays are other targets. */
  {
    g_autoptr(WadiChange) other_hex = wadi_change_overlay_cell_new (scenario, 0, (WadiHex) { 0, 1 }, &brush);

    g_assert_false (wadi_change_target_equal (&paint->target, &other_hex->target));
  }

  /* The record's size and region do not grow with the overlays defined
   * or placed: ten more definitions, each placed twice. */
  one_size = wadi_change_size (paint);
  g_assert_cmpuint (one_size, <=, wadi_change_record_size (sizeof (WadiChange) + 2 * sizeof (WadiHexCell) + 4));
  for (guint i = 0; i < 10; i++)
    {
      g_autofree char *id = g_strdup_printf ("X%u", i);

      place_overlay (scenario, id, fragment, (WadiHex) { (int) i % 8, 2 }, 0);
      place_overlay (scenario, id, NULL, (WadiHex) { (int) i % 8, 5 }, 3);
    }
  {
    g_autoptr(WadiChange) again = wadi_change_overlay_cell_new (scenario, 0, hex, &brush);
    g_autoptr(WadiRegion) again_region = region_of (again, scenario);
    /* X4, placed at (4, 2) and (4, 5) */
    g_autoptr(WadiChange) other = wadi_change_overlay_cell_new (scenario, 5, hex, &brush);
    g_autoptr(WadiRegion) other_region = region_of (other, scenario);

    g_assert_cmpuint (wadi_change_size (again), ==, one_size);
    g_assert_cmpuint (again_region->hexes->len, ==, 2);
    g_assert_true (wadi_region_has_hex (again_region, under_first));
    g_assert_true (wadi_region_has_hex (again_region, under_second));
    g_assert_false (wadi_change_target_equal (&again->target, &other->target));
    g_assert_cmpuint (other_region->hexes->len, ==, 2);
    g_assert_true (wadi_region_has_hex (other_region, wadi_overlay_map_hex (grid, fragment, (WadiHex) { 4, 2 }, 0, hex)));
    g_assert_true (wadi_region_has_hex (other_region, wadi_overlay_map_hex (grid, fragment, (WadiHex) { 4, 5 }, 3, hex)));
  }
}

/* A placement whose hex falls off the map adds nothing there; an overlay
 * placed nowhere changes no hex of the map. */
static void
test_overlay_cell_off_map (void)
{
  g_autoptr(WadiScenario) scenario = make_scenario ();
  g_autoptr(WadiBoard) fragment = make_fragment ();
  WadiHexCell brush = make_cell (WADI_TERRAIN_BRUSH, 0);
  g_autoptr(WadiChange) paint = NULL;
  g_autoptr(WadiRegion) region = NULL;

  /* anchored on the map's last column: its column 1 lies off it */
  place_overlay (scenario, "W1", fragment, (WadiHex) { 9, 0 }, 0);
  paint = wadi_change_overlay_cell_new (scenario, 0, (WadiHex) { 1, 0 }, &brush);
  region = region_of (paint, scenario);
  g_assert_cmpuint (region->hexes->len, ==, 0);
  g_clear_pointer (&paint, wadi_change_free);
  g_clear_pointer (&region, wadi_region_free);

  paint = wadi_change_overlay_cell_new (scenario, 0, (WadiHex) { 0, 0 }, &brush);
  region = region_of (paint, scenario);
  g_assert_cmpuint (region->hexes->len, ==, 1);
  g_assert_true (wadi_region_has_hex (region, (WadiHex) { 9, 0 }));
  g_clear_pointer (&paint, wadi_change_free);
  g_clear_pointer (&region, wadi_region_free);

  /* the placement lifted: the definition alone changes */
  {
    g_autoptr(WadiChange) remove = wadi_change_overlays_new_removed (scenario, 0);

    wadi_change_apply (remove, scenario);
  }
  paint = wadi_change_overlay_cell_new (scenario, 0, (WadiHex) { 0, 0 }, &brush);
  region = region_of (paint, scenario);
  g_assert_cmpuint (region->flags, ==, 0);
  wadi_change_apply (paint, scenario);
  g_assert_cmpint (wadi_board_cell (((const WadiOverlay *) g_ptr_array_index (scenario->overlays, 0))->fragment,
                                    (WadiHex) { 0, 0 })
                       ->terrain,
                   ==, WADI_TERRAIN_BRUSH);
}

/* One hexside of an overlay's definition: the change holds that side's
 * features only, and its region is the map hexes on either side of it,
 * for each placement of that overlay (on the map). */
static void
test_overlay_side (void)
{
  g_autoptr(WadiScenario) scenario = make_scenario ();
  g_autoptr(WadiBoard) fragment = make_fragment ();
  const WadiBoard *grid = wadi_scenario_grid (scenario);
  /* between the fragment's hexes (1, 0) and (1, 1), named from either */
  WadiHexside named = { { 1, 0 }, 3 };
  WadiHex     across = wadi_hexside_other_hex (fragment->layout, named);
  WadiHexside from_across = { across, (WadiDirection) ((named.dir + 3) % 6) };
  WadiHex     ends[2] = { named.hex, across };
  g_autoptr(WadiScenario) want = NULL;
  g_autoptr(WadiChange) paint = NULL;
  g_autoptr(WadiRegion) region = NULL;
  gsize one_size;

  g_assert_true (wadi_hex_equal (across, (WadiHex) { 1, 1 }));
  place_overlay (scenario, "W1", fragment, (WadiHex) { 4, 3 }, 1);
  /* across the seam, partly on board 2 */
  place_overlay (scenario, "W1", NULL, (WadiHex) { 1, 7 }, 0);

  /* what the overlay already holds is no change */
  g_assert_null (wadi_change_overlay_side_new (scenario, 0, named, 0));

  paint = wadi_change_overlay_side_new (scenario, 0, named, WADI_SIDE_WALL);
  g_assert_nonnull (paint);
  g_assert_false (wadi_change_is_noop (paint));
  region = region_of (paint, scenario);
  g_assert_cmpuint (region->flags, ==, WADI_REGION_HEXES);
  g_assert_cmpuint (region->hexes->len, ==, 4);
  for (guint e = 0; e < G_N_ELEMENTS (ends); e++)
    {
      g_assert_true (wadi_region_has_hex (region, wadi_overlay_map_hex (grid, fragment, (WadiHex) { 4, 3 }, 1, ends[e])));
      g_assert_true (wadi_region_has_hex (region, wadi_overlay_map_hex (grid, fragment, (WadiHex) { 1, 7 }, 0, ends[e])));
    }

  want = wadi_scenario_copy (scenario);
  wadi_board_set_side (((WadiOverlay *) g_ptr_array_index (want->overlays, 0))->fragment, named, WADI_SIDE_WALL);
  assert_apply_revert (paint, scenario, want);

  /* named from the hex across, it is the same target; merged, the first
   * before and the last after; back to the start is none */
  {
    g_autoptr(WadiChange) later = NULL;
    g_autoptr(WadiChange) back = NULL;

    wadi_change_apply (paint, scenario);
    later = wadi_change_overlay_side_new (scenario, 0, from_across, WADI_SIDE_HEDGE);
    g_assert_true (wadi_change_target_equal (&paint->target, &later->target));
    wadi_change_apply (later, scenario);
    wadi_change_merge (paint, later);
    wadi_board_set_side (((WadiOverlay *) g_ptr_array_index (want->overlays, 0))->fragment, named, WADI_SIDE_HEDGE);
    wadi_change_revert (paint, scenario);
    assert_apply_revert (paint, scenario, want);

    wadi_change_apply (paint, scenario);
    back = wadi_change_overlay_side_new (scenario, 0, named, 0);
    wadi_change_apply (back, scenario);
    wadi_change_merge (paint, back);
    g_assert_true (wadi_change_is_noop (paint));
  }

  /* Other sides of the hex and the same side of another overlay are other
   * targets; the record's size and region do not grow with the overlays
   * defined or placed. */
  one_size = wadi_change_size (paint);
  {
    g_autoptr(WadiChange) map_side = wadi_change_side_new (scenario, named, WADI_SIDE_WALL);

    /* as small as a change of a hexside of the map */
    g_assert_cmpuint (one_size, ==, wadi_change_size (map_side));
  }
  for (guint i = 0; i < 10; i++)
    {
      g_autofree char *id = g_strdup_printf ("X%u", i);

      place_overlay (scenario, id, fragment, (WadiHex) { (int) i % 8, 2 }, 0);
    }
  {
    g_autoptr(WadiChange) again = wadi_change_overlay_side_new (scenario, 0, named, WADI_SIDE_WALL);
    g_autoptr(WadiChange) other_side = wadi_change_overlay_side_new (scenario, 0, (WadiHexside) { { 1, 0 }, 2 },
                                                                      WADI_SIDE_WALL);
    /* X4, placed at (4, 2) */
    g_autoptr(WadiChange) other = wadi_change_overlay_side_new (scenario, 5, named, WADI_SIDE_WALL);
    g_autoptr(WadiRegion) again_region = region_of (again, scenario);
    g_autoptr(WadiRegion) other_region = region_of (other, scenario);

    g_assert_cmpuint (wadi_change_size (again), ==, one_size);
    g_assert_cmpuint (again_region->hexes->len, ==, 4);
    g_assert_false (wadi_change_target_equal (&again->target, &other_side->target));
    g_assert_false (wadi_change_target_equal (&again->target, &other->target));
    g_assert_cmpuint (other_region->hexes->len, ==, 2);
    for (guint e = 0; e < G_N_ELEMENTS (ends); e++)
      g_assert_true (wadi_region_has_hex (other_region,
                                          wadi_overlay_map_hex (grid, fragment, (WadiHex) { 4, 2 }, 0, ends[e])));
  }
}

/* A closed edit's many overlay cell changes pack into one, which puts
 * back and forth what they did, and names the same hexes. */
static void
test_overlay_cells_pack (void)
{
  g_autoptr(WadiScenario) scenario = make_scenario ();
  g_autoptr(WadiScenario) start = NULL;
  g_autoptr(WadiScenario) want = NULL;
  g_autoptr(WadiBoard) big = wadi_board_new ("W2", 9, 9, flat_layout, WADI_LABEL_ASL, 1);
  g_autoptr(WadiBoard) small = make_fragment ();
  g_autoptr(GPtrArray) changes = g_ptr_array_new_with_free_func ((GDestroyNotify) wadi_change_free);
  g_autoptr(WadiRegion) unpacked = wadi_region_new ();
  g_autoptr(WadiRegion) region = NULL;
  WadiHexCell woods = make_cell (WADI_TERRAIN_WOODS, 1);
  WadiHexCell cell = woods;
  g_autoptr(WadiChange) packed = NULL;
  gsize records = 0;

  place_overlay (scenario, "W1", small, (WadiHex) { 0, 0 }, 0);
  place_overlay (scenario, "W2", big, (WadiHex) { 0, 0 }, 0);
  place_overlay (scenario, "W2", NULL, (WadiHex) { 1, 4 }, 2);
  start = wadi_scenario_copy (scenario);
  g_ptr_array_add (changes, wadi_change_ssr_new (scenario, &(WadiSsr) { .frozen = TRUE }));
  for (int row = 0; row < 9; row++)
    for (int col = 0; col < 9; col++)
      {
        cell.level = (gint8) (row % 3);
        g_ptr_array_add (changes, wadi_change_overlay_cell_new (scenario, 1, (WadiHex) { col, row }, &cell));
      }
  g_ptr_array_add (changes, wadi_change_overlay_cell_new (scenario, 0, (WadiHex) { 1, 1 }, &woods));
  for (guint i = 0; i < changes->len; i++)
    {
      WadiChange *change = g_ptr_array_index (changes, i);

      g_assert_nonnull (change);
      wadi_change_apply (change, scenario);
      wadi_change_add_region (change, scenario, unpacked);
      records += wadi_change_size (change);
    }
  want = wadi_scenario_copy (scenario);
  for (guint i = changes->len; i-- > 0;)
    wadi_change_revert (g_ptr_array_index (changes, i), scenario);
  g_assert_true (wadi_scenario_equal (scenario, start));

  packed = wadi_change_overlay_cells_pack (changes);
  g_assert_nonnull (packed);
  /* the SSR's stays */
  g_assert_cmpuint (changes->len, ==, 1);
  g_assert_cmpuint (wadi_change_size (packed), <, records / 2);
  g_assert_false (wadi_change_is_noop (packed));
  wadi_change_apply (g_ptr_array_index (changes, 0), scenario);
  wadi_change_apply (packed, scenario);
  g_assert_true (wadi_scenario_equal (scenario, want));
  wadi_change_revert (packed, scenario);
  wadi_change_revert (g_ptr_array_index (changes, 0), scenario);
  g_assert_true (wadi_scenario_equal (scenario, start));

  region = region_of (packed, scenario);
  g_assert_cmpuint (region->flags, ==, WADI_REGION_HEXES);
  g_assert_cmpuint (region->hexes->len, ==, unpacked->hexes->len);
  for (guint i = 0; i < unpacked->hexes->len; i++)
    g_assert_true (wadi_region_has_hex (region, g_array_index (unpacked->hexes, WadiHex, i)));

  /* too few to be worth it: left as they are */
  {
    g_autoptr(GPtrArray) few = g_ptr_array_new_with_free_func ((GDestroyNotify) wadi_change_free);

    g_ptr_array_add (few, wadi_change_overlay_cell_new (scenario, 0, (WadiHex) { 1, 1 }, &woods));
    g_assert_null (wadi_change_overlay_cells_pack (few));
    g_assert_cmpuint (few->len, ==, 1);
  }
}

/* Boards laid out anew: the map, the counters and the overlay placements
 * change as a whole, and what lies on a board moves with it. */
static void
test_map (void)
{
  g_autoptr(WadiScenario) scenario = make_scenario ();
  g_autoptr(WadiScenario) start = NULL;
  g_autoptr(WadiBoard) fragment = make_fragment ();
  WadiCounter          squad = make_unit (3, (WadiHex) { 0, 0 }, "4-6-7");
  WadiOverlayPlacement placement = { .orientation = 2 };
  /* board 2 goes to the right of board 1 (an even column keeps the grid) */
  WadiMapPlacement beside[2] = { { { 0, 0 }, 0 }, { { 10, 0 }, 0 } };
  WadiMapPlacement overlapping[2] = { { { 0, 0 }, 0 }, { { 4, 2 }, 0 } };
  guint            from[2] = { 0, 1 };
  GPtrArray       *boards;
  g_autoptr(WadiChange) move = NULL;
  g_autoptr(WadiRegion) region = NULL;
  g_autoptr(GError) error = NULL;

  squad.hex = on_second (scenario, 1, 1);
  wadi_scenario_add_counter (scenario, &squad);
  placement.overlay = wadi_scenario_add_overlay (scenario, "W1", wadi_board_copy (fragment));
  placement.anchor = on_second (scenario, 2, 2);
  g_array_append_val (scenario->placements, placement);
  start = wadi_scenario_copy (scenario);

  boards = g_ptr_array_new ();
  g_ptr_array_add (boards, wadi_map_extract_board (scenario->map, 0));
  g_ptr_array_add (boards, wadi_map_extract_board (scenario->map, 1));
  move = wadi_change_map_new (scenario, boards, beside, from, &error);
  g_assert_no_error (error);
  g_assert_nonnull (move);
  /* nothing changes until it is applied */
  g_assert_true (wadi_scenario_equal (scenario, start));
  g_assert_false (wadi_change_is_noop (move));
  region = region_of (move, scenario);
  g_assert_cmpuint (region->flags, ==, WADI_REGION_ALL | WADI_REGION_MAP);
  g_assert_cmpuint (region->hexes->len, ==, 0);

  wadi_change_apply (move, scenario);
  g_assert_cmpint (wadi_scenario_grid (scenario)->cols, ==, 16);
  g_assert_cmpint (wadi_scenario_grid (scenario)->rows, ==, 8);
  g_assert_true (wadi_hex_equal (wadi_scenario_find_counter (scenario, 3)->hex, (WadiHex) { 11, 1 }));
  g_assert_true (wadi_hex_equal (g_array_index (scenario->placements, WadiOverlayPlacement, 0).anchor,
                                 (WadiHex) { 12, 2 }));
  wadi_change_revert (move, scenario);
  g_assert_true (wadi_scenario_equal (scenario, start));
  wadi_change_apply (move, scenario);

  /* Moved back in the same edit, it is no change. */
  {
    guint            back_from[2] = { 0, 1 };
    WadiMapPlacement below[2] = { { { 0, 0 }, 0 }, { { 0, 8 }, 0 } };
    g_autoptr(WadiChange) back = NULL;

    boards = g_ptr_array_new ();
    g_ptr_array_add (boards, wadi_map_extract_board (scenario->map, 0));
    g_ptr_array_add (boards, wadi_map_extract_board (scenario->map, 1));
    back = wadi_change_map_new (scenario, boards, below, back_from, &error);
    g_assert_no_error (error);
    g_assert_true (wadi_change_target_equal (&move->target, &back->target));
    wadi_change_apply (back, scenario);
    g_assert_true (wadi_scenario_equal (scenario, start));
    wadi_change_merge (move, back);
  }
  g_assert_true (wadi_change_is_noop (move));

  /* A layout where the boards overlap is refused: no change. */
  boards = g_ptr_array_new ();
  g_ptr_array_add (boards, wadi_map_extract_board (scenario->map, 0));
  g_ptr_array_add (boards, wadi_map_extract_board (scenario->map, 1));
  g_assert_null (wadi_change_map_new (scenario, boards, overlapping, from, &error));
  g_assert_error (error, WADI_MAP_ERROR, WADI_MAP_ERROR_OVERLAP);
  g_assert_true (wadi_scenario_equal (scenario, start));
  g_clear_error (&error);

  /* Without board 2, what lay on it goes, and comes back on revert. */
  {
    g_autoptr(WadiChange) removal = NULL;

    boards = g_ptr_array_new ();
    g_ptr_array_add (boards, wadi_map_extract_board (scenario->map, 0));
    removal = wadi_change_map_new (scenario, boards, beside, from, &error);
    g_assert_no_error (error);
    wadi_change_apply (removal, scenario);
    g_assert_cmpuint (wadi_map_board_count (scenario->map), ==, 1);
    g_assert_null (wadi_scenario_find_counter (scenario, 3));
    g_assert_cmpuint (scenario->placements->len, ==, 0);
    g_assert_cmpuint (scenario->overlays->len, ==, 1);
    wadi_change_revert (removal, scenario);
    g_assert_true (wadi_scenario_equal (scenario, start));
  }
}

/* A hex two geomorphic boards share, whose halves differ: painting it
 * paints both, and reverting gives each half its own before. */
static void
test_cell_shared_half (void)
{
  g_autoptr(WadiScenario) scenario = wadi_scenario_new (WADI_RULESET_ASL);
  g_autoptr(WadiScenario) start = NULL;
  g_autoptr(GPtrArray) boards = g_ptr_array_new ();
  WadiBoard             *upper = wadi_board_new_geomorphic ("25");
  WadiBoard             *lower = wadi_board_new_geomorphic ("14");
  WadiMapPlacement       placements[2] = { { wadi_map_geomorphic_origin (0, 0), 0 },
                                           { wadi_map_geomorphic_origin (0, 1), 0 } };
  WadiHexCell            grain = make_cell (WADI_TERRAIN_GRAIN, 0);
  WadiHexCell            woods = make_cell (WADI_TERRAIN_WOODS, 0);
  WadiHexCell            brush = make_cell (WADI_TERRAIN_BRUSH, 1);
  WadiHex                shared = { 1, 10 }; /* 25B10, 14B0 */
  const WadiMapMismatch *mismatch;
  g_autoptr(WadiChange) paint = NULL;
  g_autoptr(GError) error = NULL;

  wadi_board_set_cell (upper, (WadiHex) { 1, 10 }, &grain);
  wadi_board_set_cell (lower, (WadiHex) { 1, 0 }, &woods);
  g_ptr_array_add (boards, upper);
  g_ptr_array_add (boards, lower);
  g_assert_true (wadi_scenario_set_boards (scenario, g_steal_pointer (&boards), placements, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpint (wadi_board_cell (wadi_scenario_grid (scenario), shared)->terrain, ==, WADI_TERRAIN_GRAIN);
  mismatch = wadi_map_find_mismatch (scenario->map, shared);
  g_assert_nonnull (mismatch);
  g_assert_cmpint (mismatch->cell.terrain, ==, WADI_TERRAIN_WOODS);
  start = wadi_scenario_copy (scenario);

  /* Painting the first half's terrain still changes the second half. */
  paint = wadi_change_cell_new (scenario, shared, &grain);
  g_assert_nonnull (paint);
  g_assert_false (wadi_change_is_noop (paint));
  g_clear_pointer (&paint, wadi_change_free);

  paint = wadi_change_cell_new (scenario, shared, &brush);
  wadi_change_apply (paint, scenario);
  {
    g_autoptr(WadiBoard) first = wadi_map_extract_board (scenario->map, 0);
    g_autoptr(WadiBoard) second = wadi_map_extract_board (scenario->map, 1);

    g_assert_cmpint (wadi_board_cell (first, (WadiHex) { 1, 10 })->terrain, ==, WADI_TERRAIN_BRUSH);
    g_assert_cmpint (wadi_board_cell (second, (WadiHex) { 1, 0 })->terrain, ==, WADI_TERRAIN_BRUSH);
  }
  wadi_change_revert (paint, scenario);
  g_assert_true (wadi_scenario_equal (scenario, start));
  {
    g_autoptr(WadiBoard) first = wadi_map_extract_board (scenario->map, 0);
    g_autoptr(WadiBoard) second = wadi_map_extract_board (scenario->map, 1);

    g_assert_cmpint (wadi_board_cell (first, (WadiHex) { 1, 10 })->terrain, ==, WADI_TERRAIN_GRAIN);
    g_assert_cmpint (wadi_board_cell (second, (WadiHex) { 1, 0 })->terrain, ==, WADI_TERRAIN_WOODS);
  }
}

/* Every kind is its own target: no two kinds' changes merge. */
static void
test_kinds_are_targets (void)
{
  g_autoptr(WadiScenario) scenario = make_scenario ();
  WadiHexCell          cell = make_cell (WADI_TERRAIN_WOODS, 0);
  WadiHexside          side = wadi_hexside_canonical (flat_layout, (WadiHexside) { { 0, 0 }, 0 });
  WadiCounter          unit = make_unit (0, (WadiHex) { 0, 0 }, "4-6-7");
  WadiOverlayPlacement placement = { .anchor = { 0, 0 }, .orientation = 0 };
  g_autoptr(WadiBoard) fragment = make_fragment ();
  WadiSsr frozen = scenario->ssr;
  g_autoptr(GPtrArray) boards = g_ptr_array_new ();
  WadiMapPlacement at_origin = { { 0, 0 }, 0 };
  guint            from = 0;
  WadiChange      *changes[10];

  frozen.frozen = TRUE;

  changes[0] = wadi_change_cell_new (scenario, (WadiHex) { 0, 0 }, &cell);
  changes[1] = wadi_change_side_new (scenario, side, WADI_SIDE_HEDGE);
  changes[2] = wadi_change_counter_new (scenario, 0, &unit);
  changes[3] = wadi_change_ssr_new (scenario, &frozen);
  changes[4] = wadi_change_ruleset_new (scenario, WADI_RULESET_TOI);
  changes[5] = wadi_change_metadata_new (scenario, "a", "b", "c");
  changes[6] = wadi_change_overlays_new_placed (scenario, "W1", fragment, &placement);
  g_ptr_array_add (boards, wadi_map_extract_board (scenario->map, 0));
  changes[7] = wadi_change_map_new (scenario, g_steal_pointer (&boards), &at_origin, &from, NULL);
  /* the overlay now defined, its hex (0, 0) as the map's (0, 0) */
  wadi_change_apply (changes[6], scenario);
  changes[8] = wadi_change_overlay_cell_new (scenario, 0, (WadiHex) { 0, 0 }, &(WadiHexCell) { WADI_TERRAIN_BRUSH });
  /* the same numbers as the map's side above */
  changes[9] = wadi_change_overlay_side_new (scenario, 0, side, WADI_SIDE_HEDGE);

  for (guint i = 0; i < G_N_ELEMENTS (changes); i++)
    for (guint j = 0; j < G_N_ELEMENTS (changes); j++)
      g_assert_true (wadi_change_target_equal (&changes[i]->target, &changes[j]->target) == (i == j));

  for (guint i = 0; i < G_N_ELEMENTS (changes); i++)
    wadi_change_free (changes[i]);
  wadi_change_free (NULL);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/change/cell", test_cell);
  g_test_add_func ("/change/side", test_side);
  g_test_add_func ("/change/counter", test_counter);
  g_test_add_func ("/change/ssr", test_ssr);
  g_test_add_func ("/change/ruleset", test_ruleset);
  g_test_add_func ("/change/metadata", test_metadata);
  g_test_add_func ("/change/card-texts", test_card_texts);
  g_test_add_func ("/change/overlays", test_overlays);
  g_test_add_func ("/change/overlay-cell", test_overlay_cell);
  g_test_add_func ("/change/overlay-cell-off-map", test_overlay_cell_off_map);
  g_test_add_func ("/change/overlay-cells-pack", test_overlay_cells_pack);
  g_test_add_func ("/change/overlay-side", test_overlay_side);
  g_test_add_func ("/change/map", test_map);
  g_test_add_func ("/change/cell-shared-half", test_cell_shared_half);
  g_test_add_func ("/change/kinds-are-targets", test_kinds_are_targets);

  return g_test_run ();
}
