/* test-region.c: the region a change touched, as a list and as a boxed type */
#include "config.h"

#include "wadi-region.h"

static void
assert_region_equal (const WadiRegion *a,
                     const WadiRegion *b)
{
  g_assert_cmpuint (a->flags, ==, b->flags);
  g_assert_cmpuint (a->hexes->len, ==, b->hexes->len);
  for (guint i = 0; i < a->hexes->len; i++)
    {
      WadiHex ha = g_array_index (a->hexes, WadiHex, i);
      WadiHex hb = g_array_index (b->hexes, WadiHex, i);

      g_assert_true (wadi_hex_equal (ha, hb));
    }
  g_assert_cmpuint (a->counters->len, ==, b->counters->len);
  for (guint i = 0; i < a->counters->len; i++)
    g_assert_cmpuint (g_array_index (a->counters, guint, i), ==, g_array_index (b->counters, guint, i));
}

static void
test_add_and_merge (void)
{
  g_autoptr(WadiRegion) region = wadi_region_new ();
  g_autoptr(WadiRegion) other = wadi_region_new ();

  g_assert_cmpuint (region->flags, ==, 0);
  /* Map hexes left of and above the first board's are hexes too. */
  wadi_region_add_hex (region, (WadiHex) { 1, 2 });
  wadi_region_add_hex (region, (WadiHex) { -1, 2 });
  wadi_region_add_hex (region, (WadiHex) { 1, 2 });
  g_assert_cmpuint (region->hexes->len, ==, 2);
  g_assert_true (region->flags & WADI_REGION_HEXES);
  g_assert_true (wadi_region_has_hex (region, (WadiHex) { -1, 2 }));
  g_assert_false (wadi_region_has_hex (region, (WadiHex) { 2, -1 }));
  g_assert_false (wadi_region_has_hex (region, (WadiHex) { 2, 1 }));

  /* Past the size where the region keeps a set, uniqueness and order hold. */
  for (int i = 0; i < 100; i++)
    wadi_region_add_hex (other, (WadiHex) { i % 10, i / 10 });
  for (int i = 99; i >= 0; i--)
    wadi_region_add_hex (other, (WadiHex) { i % 10, i / 10 });
  g_assert_cmpuint (other->hexes->len, ==, 100);
  for (guint i = 0; i < 100; i++)
    {
      WadiHex entry = g_array_index (other->hexes, WadiHex, i);

      g_assert_cmpint (entry.col, ==, (int) i % 10);
      g_assert_cmpint (entry.row, ==, (int) i / 10);
    }
  for (guint id = 1; id <= 40; id++)
    {
      wadi_region_add_counter (other, id);
      wadi_region_add_counter (other, 41 - id);
    }
  g_assert_cmpuint (other->counters->len, ==, 40);
  other->flags |= WADI_REGION_SSR;

  wadi_region_merge (region, other);
  g_assert_cmpuint (region->hexes->len, ==, 101);
  g_assert_cmpuint (region->counters->len, ==, 40);
  g_assert_cmpuint (region->flags, ==, WADI_REGION_HEXES | WADI_REGION_COUNTERS | WADI_REGION_SSR);
  g_assert_true (wadi_region_has_hex (region, (WadiHex) { 9, 9 }));
  g_assert_true (wadi_region_has_hex (region, (WadiHex) { 1, 2 }));
  g_assert_true (wadi_region_has_hex (region, (WadiHex) { -1, 2 }));
}

/* Merging only flags, or into itself, adds nothing twice. */
static void
test_merge_flags_and_self (void)
{
  g_autoptr(WadiRegion) region = wadi_region_new ();
  g_autoptr(WadiRegion) flags_only = wadi_region_new ();

  wadi_region_add_hex (region, (WadiHex) { 3, 4 });
  wadi_region_add_counter (region, 7);
  flags_only->flags = WADI_REGION_RULESET | WADI_REGION_METADATA;

  wadi_region_merge (region, flags_only);
  g_assert_cmpuint (region->flags, ==,
                    WADI_REGION_HEXES | WADI_REGION_COUNTERS | WADI_REGION_RULESET | WADI_REGION_METADATA);
  g_assert_cmpuint (region->hexes->len, ==, 1);
  g_assert_cmpuint (region->counters->len, ==, 1);

  /* flags_only is unchanged by being merged from. */
  g_assert_cmpuint (flags_only->flags, ==, WADI_REGION_RULESET | WADI_REGION_METADATA);
  g_assert_cmpuint (flags_only->hexes->len, ==, 0);

  wadi_region_merge (region, region);
  g_assert_cmpuint (region->hexes->len, ==, 1);
  g_assert_cmpuint (region->counters->len, ==, 1);
}

/* The set kept beside a long list packs a hex into 64 bits: hexes whose
 * packings could collide (huge coordinates, negative ones, column and row
 * swapped) stay apart. */
static void
test_has_hex_past_threshold (void)
{
  g_autoptr(WadiRegion) region = wadi_region_new ();
  WadiHex packed_alike_a = { 1, 0 };
  WadiHex packed_alike_b = { 0, 1 << 20 };

  for (int i = 0; i < 40; i++)
    wadi_region_add_hex (region, (WadiHex) { i, -i });
  wadi_region_add_hex (region, packed_alike_a);
  g_assert_true (wadi_region_has_hex (region, packed_alike_a));
  g_assert_false (wadi_region_has_hex (region, packed_alike_b));
  wadi_region_add_hex (region, packed_alike_b);
  g_assert_true (wadi_region_has_hex (region, packed_alike_b));
  g_assert_cmpuint (region->hexes->len, ==, 42);

  for (int i = 0; i < 40; i++)
    {
      g_assert_true (wadi_region_has_hex (region, (WadiHex) { i, -i }));
      /* column and row swapped, or the signs, is another hex */
      if (i != 0)
        {
          g_assert_false (wadi_region_has_hex (region, (WadiHex) { -i, i }));
          g_assert_false (wadi_region_has_hex (region, (WadiHex) { -i, -i }));
        }
    }
  g_assert_false (wadi_region_has_hex (region, (WadiHex) { -1, 0 }));
  g_assert_false (wadi_region_has_hex (region, (WadiHex) { 0, -1 }));
  wadi_region_add_hex (region, (WadiHex) { -1, 0 });
  g_assert_true (wadi_region_has_hex (region, (WadiHex) { -1, 0 }));
  g_assert_false (wadi_region_has_hex (region, (WadiHex) { 0, -1 }));
  g_assert_cmpuint (region->hexes->len, ==, 43);
}

static void
test_counters (void)
{
  g_autoptr(WadiRegion) region = wadi_region_new ();

  wadi_region_add_counter (region, 3);
  g_assert_cmpuint (region->flags, ==, WADI_REGION_COUNTERS);
  wadi_region_add_counter (region, 3);
  wadi_region_add_counter (region, 1);
  g_assert_cmpuint (region->counters->len, ==, 2);
  g_assert_cmpuint (g_array_index (region->counters, guint, 0), ==, 3);
  g_assert_cmpuint (g_array_index (region->counters, guint, 1), ==, 1);

  /* Past the set threshold, in the order first added and each once. */
  for (guint id = 100; id < 200; id++)
    wadi_region_add_counter (region, id);
  for (guint id = 200; id-- > 100;)
    wadi_region_add_counter (region, id);
  wadi_region_add_counter (region, 1);
  g_assert_cmpuint (region->counters->len, ==, 102);
  for (guint i = 2; i < region->counters->len; i++)
    g_assert_cmpuint (g_array_index (region->counters, guint, i), ==, 98 + i);
  g_assert_cmpuint (region->hexes->len, ==, 0);
  g_assert_cmpuint (region->flags & WADI_REGION_HEXES, ==, 0);
}

static void
test_boxed_type (void)
{
  GType type = WADI_TYPE_REGION;

  g_assert_true (G_TYPE_IS_BOXED (type));
  g_assert_cmpstr (g_type_name (type), ==, "WadiRegion");
  g_assert_true (wadi_region_get_type () == type);
}

/* A copy is equal, shares nothing, and has its own set once long. */
static void
test_copy_is_deep (void)
{
  g_autoptr(WadiRegion) region = wadi_region_new ();
  g_autoptr(WadiRegion) copy = NULL;
  WadiRegion *boxed;

  for (int i = 0; i < 30; i++)
    wadi_region_add_hex (region, (WadiHex) { i - 10, 2 * i });
  for (guint id = 1; id <= 20; id++)
    wadi_region_add_counter (region, id * 7);
  region->flags |= WADI_REGION_SSR | WADI_REGION_ALL;

  copy = wadi_region_copy (region);
  assert_region_equal (copy, region);
  g_assert_true (copy->hexes != region->hexes);
  g_assert_true (copy->counters != region->counters);
  for (int i = 0; i < 30; i++)
    g_assert_true (wadi_region_has_hex (copy, (WadiHex) { i - 10, 2 * i }));

  /* Changing either leaves the other as it was. */
  wadi_region_add_hex (copy, (WadiHex) { 0, 0 });
  wadi_region_add_counter (copy, 1000);
  g_assert_false (wadi_region_has_hex (region, (WadiHex) { 0, 0 }));
  g_assert_cmpuint (region->hexes->len, ==, 30);
  g_assert_cmpuint (region->counters->len, ==, 20);
  wadi_region_add_hex (region, (WadiHex) { 1, 1 });
  g_assert_false (wadi_region_has_hex (copy, (WadiHex) { 1, 1 }));
  /* and adding what the copy has is no second entry (its set works) */
  wadi_region_add_hex (copy, (WadiHex) { 19, 58 });
  wadi_region_add_counter (copy, 140);
  g_assert_cmpuint (copy->hexes->len, ==, 31);
  g_assert_cmpuint (copy->counters->len, ==, 21);

  /* The boxed type copies the same way. */
  boxed = g_boxed_copy (WADI_TYPE_REGION, region);
  g_assert_true (boxed != region);
  assert_region_equal (boxed, region);
  g_boxed_free (WADI_TYPE_REGION, boxed);

  /* A short region (no set) and an empty one copy too. */
  {
    g_autoptr(WadiRegion) small = wadi_region_new ();
    g_autoptr(WadiRegion) small_copy = NULL;
    g_autoptr(WadiRegion) empty = wadi_region_new ();
    g_autoptr(WadiRegion) empty_copy = wadi_region_copy (empty);

    wadi_region_add_hex (small, (WadiHex) { 4, 4 });
    small->flags |= WADI_REGION_METADATA;
    small_copy = wadi_region_copy (small);
    assert_region_equal (small_copy, small);
    g_assert_true (wadi_region_has_hex (small_copy, (WadiHex) { 4, 4 }));
    assert_region_equal (empty_copy, empty);
  }
}

static void
test_free_null (void)
{
  g_autoptr(WadiRegion) unset = NULL;

  wadi_region_free (NULL);
  g_assert_null (unset);
}

/* A little emitter of regions: "touched" passes its region with static
 * scope (as WadiDocument::changed does), "kept" lets GLib copy it. */
#define TEST_TYPE_EMITTER (test_emitter_get_type ())
G_DECLARE_FINAL_TYPE (TestEmitter, test_emitter, TEST, EMITTER, GObject)

struct _TestEmitter
{
  GObject parent_instance;
};

G_DEFINE_FINAL_TYPE (TestEmitter, test_emitter, G_TYPE_OBJECT)

enum
{
  TOUCHED,
  KEPT,
  N_SIGNALS
};

static guint emitter_signals[N_SIGNALS];

static void
test_emitter_class_init (TestEmitterClass *klass)
{
  emitter_signals[TOUCHED] = g_signal_new ("touched", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                           G_TYPE_NONE, 1, WADI_TYPE_REGION | G_SIGNAL_TYPE_STATIC_SCOPE);
  emitter_signals[KEPT] = g_signal_new ("kept", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                        G_TYPE_NONE, 1, WADI_TYPE_REGION);
}

static void
test_emitter_init (TestEmitter *self)
{
}

typedef struct
{
  const WadiRegion *emitted;
  guint             calls;
  gboolean          same_pointer;
} Received;

static void
on_region (TestEmitter      *emitter,
           const WadiRegion *region,
           Received         *received)
{
  received->calls++;
  received->same_pointer = region == received->emitted;
  assert_region_equal (region, received->emitted);
}

static void
test_signal (void)
{
  g_autoptr(TestEmitter) emitter = g_object_new (TEST_TYPE_EMITTER, NULL);
  g_autoptr(WadiRegion) region = wadi_region_new ();
  Received     touched = { region, 0, FALSE };
  Received     kept = { region, 0, FALSE };
  GSignalQuery query;

  wadi_region_add_hex (region, (WadiHex) { 2, 3 });
  wadi_region_add_counter (region, 4);
  region->flags |= WADI_REGION_SSR;

  g_signal_query (emitter_signals[TOUCHED], &query);
  g_assert_cmpuint (query.n_params, ==, 1);
  g_assert_true ((query.param_types[0] & ~G_SIGNAL_TYPE_STATIC_SCOPE) == WADI_TYPE_REGION);

  g_signal_connect (emitter, "touched", G_CALLBACK (on_region), &touched);
  g_signal_connect (emitter, "kept", G_CALLBACK (on_region), &kept);

  g_signal_emit (emitter, emitter_signals[TOUCHED], 0, region);
  g_assert_cmpuint (touched.calls, ==, 1);
  /* static scope: the handler gets the very region, nothing is copied */
  g_assert_true (touched.same_pointer);

  g_signal_emit (emitter, emitter_signals[KEPT], 0, region);
  g_assert_cmpuint (kept.calls, ==, 1);
  /* without it GLib copies the region for the handler: an equal copy */
  g_assert_false (kept.same_pointer);

  /* By name, through GValues, the same. */
  touched.calls = 0;
  g_signal_emit_by_name (emitter, "touched", region);
  g_assert_cmpuint (touched.calls, ==, 1);
  g_assert_true (touched.same_pointer);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/region/add-and-merge", test_add_and_merge);
  g_test_add_func ("/region/merge-flags-and-self", test_merge_flags_and_self);
  g_test_add_func ("/region/has-hex-past-threshold", test_has_hex_past_threshold);
  g_test_add_func ("/region/counters", test_counters);
  g_test_add_func ("/region/boxed-type", test_boxed_type);
  g_test_add_func ("/region/copy-is-deep", test_copy_is_deep);
  g_test_add_func ("/region/free-null", test_free_null);
  g_test_add_func ("/region/signal", test_signal);

  return g_test_run ();
}
