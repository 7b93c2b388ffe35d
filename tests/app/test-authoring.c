/* test-authoring.c: a scenario authored from a blank window, under a
 * display
 *
 * Runs in the 'gui' suite.  Everything goes through the canvas's gesture
 * handlers, the window's actions and the inspector's rows, as a designer's
 * clicks would: a wadi, a stream with a ford, a road with a bridge over the
 * stream, a legal and an illegal Crest counter, a unit moved into the wadi,
 * put in Crest status and given its strength; then the scenario is saved,
 * opened in a second window and compared.  A screenshot of each step is
 * written to the build's test folder.
 */
#include "config.h"

#include <gtk/gtk.h>
#include <string.h>

#include "wadi-counter-editor.h"
#include "wadi-format.h"
#include "wadi-overlay-dialog.h"
#include "wadi-test-fixtures.h"
#include "wadi-test-gui.h"
#include "wadi-window-private.h"

typedef struct
{
  char       *dir;
  WadiWindow *window;
} Fixture;

static const WadiScenario *
scenario_of (Fixture *fixture)
{
  return wadi_document_get_scenario (wadi_window_get_document (fixture->window));
}

static WadiCanvas *
canvas_of (Fixture *fixture)
{
  return wadi_window_get_canvas (fixture->window);
}

static WadiToolSettings *
settings_of (Fixture *fixture)
{
  return wadi_tool_get_settings (wadi_canvas_get_tool (canvas_of (fixture)));
}

static void
use_tool (Fixture    *fixture,
          const char *name)
{
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.tool", "s", name);
}

/* A drag through the centres of the labelled hexes. */
static void
drag (Fixture           *fixture,
      const char *const *labels)
{
  double x, y;

  wadi_test_screen_point (fixture->window, labels[0], &x, &y);
  wadi_canvas_pointer_press (canvas_of (fixture), x, y, GDK_BUTTON_PRIMARY, 0);
  for (guint i = 1; labels[i] != NULL; i++)
    {
      wadi_test_screen_point (fixture->window, labels[i], &x, &y);
      wadi_canvas_pointer_motion (canvas_of (fixture), x, y, 0);
    }
  wadi_canvas_pointer_release (canvas_of (fixture), x, y, 0);
  wadi_test_flush ();
}

static void
click (Fixture    *fixture,
       const char *label)
{
  const char *labels[] = { label, NULL };

  drag (fixture, labels);
}

/* A Crest counter dragged from the centre of hex toward its neighbour: its
 * centre hexside is the one between them. */
static void
place_crest (Fixture    *fixture,
             const char *hex,
             const char *toward)
{
  double x, y, tx, ty;

  wadi_test_screen_point (fixture->window, hex, &x, &y);
  wadi_test_screen_point (fixture->window, toward, &tx, &ty);
  wadi_canvas_pointer_press (canvas_of (fixture), x, y, GDK_BUTTON_PRIMARY, 0);
  wadi_canvas_pointer_motion (canvas_of (fixture), (x + tx) / 2.0, (y + ty) / 2.0, 0);
  wadi_canvas_pointer_release (canvas_of (fixture), (x + tx) / 2.0, (y + ty) / 2.0, 0);
  wadi_test_flush ();
}

static const WadiHexCell *
cell_at (Fixture    *fixture,
         const char *label)
{
  WadiHex hex;

  wadi_fixture_locate (scenario_of (fixture), label, &hex);
  return wadi_board_cell (wadi_scenario_grid (scenario_of (fixture)), hex);
}

/* Whether the live rules report code at the labelled hex. */
static gboolean
reported (Fixture    *fixture,
          const char *label,
          const char *code)
{
  g_autoptr(GArray) found = g_array_new (FALSE, TRUE, sizeof (WadiDiagnostic));
  WadiHex hex;

  wadi_fixture_locate (scenario_of (fixture), label, &hex);
  wadi_live_rules_flush (fixture->window->rules);
  wadi_live_rules_collect_at_hex (fixture->window->rules, hex, found);
  for (guint i = 0; i < found->len; i++)
    if (g_strcmp0 (g_array_index (found, WadiDiagnostic, i).code, code) == 0)
      return TRUE;
  return FALSE;
}

/* The counter of kind in the labelled hex (the last one); NULL for none. */
static const WadiCounter *
counter_in (Fixture        *fixture,
            const char     *label,
            WadiCounterKind kind)
{
  const WadiScenario *scenario = scenario_of (fixture);
  const WadiCounter  *found = NULL;
  WadiHex             hex;

  wadi_fixture_locate (scenario, label, &hex);
  for (guint i = 0; i < scenario->counters->len; i++)
    {
      const WadiCounter *counter = &g_array_index (scenario->counters, WadiCounter, i);

      if (counter->kind == kind && wadi_hex_equal (counter->hex, hex))
        found = counter;
    }
  return found;
}

static void
shot (Fixture    *fixture,
      const char *name)
{
  wadi_test_wait_until_drawn (fixture->window);
  wadi_test_save_screenshot (fixture->window, name);
}

static void
test_author_scenario (void)
{
  static const char *const wadi[] = { "25E3", "25E4", "25E5", "25E6", NULL };
  static const char *const stream[] = { "25H2", "25H3", "25H4", "25H5", "25H6", NULL };
  static const char *const road[] = { "25F4", "25G4", "25H4", "25I4", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(WadiScenario) reopened = NULL;
  Fixture            fixture_storage = { 0 };
  Fixture           *fixture = &fixture_storage;
  WadiScenario      *blank = wadi_scenario_new (WADI_RULESET_ASL);
  const WadiCounter *counter;
  guint              unit;
  GtkWidget         *row;
  g_autofree char   *path = NULL;
  WadiWindow        *second;

  fixture->dir = g_dir_make_tmp ("wadi-authoring-XXXXXX", &error);
  g_assert_no_error (error);
  wadi_scenario_add_board (blank, wadi_board_new_geomorphic ("25"));
  fixture->window = wadi_window_new (NULL);
  g_object_ref_sink (fixture->window);
  wadi_window_set_scenario (fixture->window, blank, NULL);
  gtk_window_set_default_size (GTK_WINDOW (fixture->window), 1280, 800);
  gtk_window_present (GTK_WINDOW (fixture->window));
  wadi_test_wait_until_drawn (fixture->window);
  wadi_test_look_at (fixture->window, "25G4", 72.0);

  /* a wadi: four hexes joined through their hexsides */
  use_tool (fixture, "depression");
  settings_of (fixture)->depression = WADI_DEPRESSION_WADI;
  drag (fixture, wadi);
  g_assert_cmpuint (cell_at (fixture, "25E4")->depression, ==, WADI_DEPRESSION_WADI);
  /* a stream, and a ford in it (B20.8 allows one in a stream hex) */
  settings_of (fixture)->depression = WADI_DEPRESSION_STREAM;
  drag (fixture, stream);
  g_assert_cmpuint (cell_at (fixture, "25H3")->depression, ==, WADI_DEPRESSION_STREAM);
  use_tool (fixture, "counter");
  settings_of (fixture)->counter_kind = WADI_COUNTER_FORD;
  click (fixture, "25H3");
  g_assert_nonnull (counter_in (fixture, "25H3", WADI_COUNTER_FORD));
  g_assert_false (reported (fixture, "25H3", "placement.ford-not-in-stream-or-gully"));
  shot (fixture, "authoring-1-wadi-stream-ford.png");

  /* a dirt road across the stream, and a bridge where it crosses */
  use_tool (fixture, "road");
  settings_of (fixture)->road_feature = WADI_SIDE_DIRT_ROAD;
  drag (fixture, road);
  g_assert_cmpuint (cell_at (fixture, "25H4")->flags & WADI_HEX_FLAG_ROAD, !=, 0);
  use_tool (fixture, "mark");
  settings_of (fixture)->hex_flag = WADI_HEX_FLAG_BRIDGE;
  click (fixture, "25H4");
  g_assert_cmpuint (cell_at (fixture, "25H4")->flags, ==, WADI_HEX_FLAG_ROAD | WADI_HEX_FLAG_BRIDGE);
  shot (fixture, "authoring-2-road-bridge.png");

  /* a legal Crest counter in the wadi, its centre hexside across the wadi
   * (not along it: B20.91), and an illegal one on open ground (B20.9) */
  use_tool (fixture, "counter");
  settings_of (fixture)->counter_kind = WADI_COUNTER_CREST;
  place_crest (fixture, "25E4", "25D4");
  place_crest (fixture, "25C6", "25C5");
  g_assert_nonnull (counter_in (fixture, "25E4", WADI_COUNTER_CREST));
  g_assert_false (reported (fixture, "25E4", "placement.crest-not-in-depression"));
  g_assert_false (reported (fixture, "25E4", "placement.crest-centre-depression-hexside"));
  g_assert_true (reported (fixture, "25C6", "placement.crest-not-in-depression"));
  g_assert_cmpuint (wadi_live_rules_count (fixture->window->rules, WADI_SEVERITY_ERROR), >, 0);
  shot (fixture, "authoring-3-crest-counters.png");

  /* a unit placed beside the wadi, dragged into it: IN the wadi; then put
   * in Crest status and given its strength in the inspector */
  settings_of (fixture)->counter_kind = WADI_COUNTER_UNIT;
  settings_of (fixture)->unit_class = WADI_UNIT_INFANTRY;
  click (fixture, "25D5");
  counter = counter_in (fixture, "25D5", WADI_COUNTER_UNIT);
  g_assert_nonnull (counter);
  g_assert_cmpint (counter->position, ==, WADI_POSITION_GROUND);
  unit = counter->id;
  use_tool (fixture, "select");
  {
    const char *move[] = { "25D5", "25E5", NULL };

    drag (fixture, move);
  }
  counter = wadi_scenario_find_counter (scenario_of (fixture), unit);
  g_assert_nonnull (counter_in (fixture, "25E5", WADI_COUNTER_UNIT));
  g_assert_cmpint (counter->position, ==, WADI_POSITION_IN);
  g_assert_cmpuint (wadi_counter_editor_get_counter (fixture->window->counter_editor), ==, unit);
  row = wadi_counter_editor_get_row (fixture->window->counter_editor, "position");
  for (guint i = 0; i < g_list_model_get_n_items (adw_combo_row_get_model (ADW_COMBO_ROW (row))); i++)
    {
      g_autoptr(GtkStringObject) item = g_list_model_get_item (adw_combo_row_get_model (ADW_COMBO_ROW (row)), i);

      if (g_strcmp0 (gtk_string_object_get_string (item), "Crest status") == 0
          || g_strcmp0 (gtk_string_object_get_string (item), "Crest") == 0)
        adw_combo_row_set_selected (ADW_COMBO_ROW (row), i);
    }
  g_assert_cmpint (wadi_scenario_find_counter (scenario_of (fixture), unit)->position, ==, WADI_POSITION_CREST);
  row = wadi_counter_editor_get_row (fixture->window->counter_editor, "strength");
  gtk_editable_set_text (GTK_EDITABLE (row), "4-6-7");
  g_signal_emit_by_name (row, "apply");
  g_assert_cmpstr (wadi_scenario_find_counter (scenario_of (fixture), unit)->strength, ==, "4-6-7");
  shot (fixture, "authoring-4-unit-in-crest.png");

  /* saved, opened again: the same scenario */
  path = g_build_filename (fixture->dir, "authored.wadi", NULL);
  file = g_file_new_for_path (path);
  g_assert_true (wadi_window_save_to (fixture->window, file, &error));
  g_assert_no_error (error);
  second = wadi_window_new (NULL);
  g_object_ref_sink (second);
  g_assert_true (wadi_window_load_file (second, file, &error));
  g_assert_no_error (error);
  reopened = wadi_scenario_copy (wadi_document_get_scenario (wadi_window_get_document (second)));
  g_assert_true (wadi_scenario_equal (reopened, scenario_of (fixture)));

  gtk_window_destroy (GTK_WINDOW (second));
  g_object_unref (second);
  gtk_window_destroy (GTK_WINDOW (fixture->window));
  g_object_unref (fixture->window);
  wadi_test_remove_dir (fixture->dir);
  g_free (fixture->dir);
}

typedef struct
{
  GBytes  *bytes;
  gboolean done;
} ClipboardRead;

static void
on_clipboard_spliced (GObject      *source,
                      GAsyncResult *result,
                      gpointer      data)
{
  ClipboardRead *read = data;

  g_assert_cmpint (g_output_stream_splice_finish (G_OUTPUT_STREAM (source), result, NULL), >=, 0);
  read->bytes = g_memory_output_stream_steal_as_bytes (G_MEMORY_OUTPUT_STREAM (source));
  read->done = TRUE;
}

static void
on_clipboard_read (GObject      *source,
                   GAsyncResult *result,
                   gpointer      data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GInputStream) stream = gdk_clipboard_read_finish (GDK_CLIPBOARD (source), result, NULL, &error);
  g_autoptr(GOutputStream) memory = g_memory_output_stream_new_resizable ();

  g_assert_no_error (error);
  g_output_stream_splice_async (memory, stream,
                                G_OUTPUT_STREAM_SPLICE_CLOSE_SOURCE | G_OUTPUT_STREAM_SPLICE_CLOSE_TARGET,
                                G_PRIORITY_DEFAULT, NULL, on_clipboard_spliced, data);
}

/* What the clipboard holds as mime_type, as another program would read it. */
static GBytes *
clipboard_bytes (GdkClipboard *clipboard,
                 const char   *mime_type)
{
  const char   *types[] = { mime_type, NULL };
  ClipboardRead read = { 0 };

  gdk_clipboard_read_async (clipboard, types, G_PRIORITY_DEFAULT, NULL, on_clipboard_read, &read);
  wadi_test_wait_for (&read.done);
  g_assert_nonnull (read.bytes);
  return read.bytes;
}

/* Copy offers the selection as Wadi's own type, as a picture of its hexes
 * as the canvas draws them (a PNG the size of their box) and as text. */
static void
assert_clipboard_offers (Fixture *fixture)
{
  GdkClipboard      *clipboard = gtk_widget_get_clipboard (GTK_WIDGET (fixture->window));
  GdkContentFormats *formats = gdk_clipboard_get_formats (clipboard);
  const GArray      *area = wadi_tool_get_area (wadi_canvas_get_tool (canvas_of (fixture)));
  g_autoptr(GBytes) png = NULL;
  g_autoptr(GBytes) own = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autoptr(WadiStamp) stamp = NULL;
  double zoom = WADI_RENDER_PICTURE_ZOOM, cx, cy;
  int    width, height;

  g_assert_true (gdk_content_formats_contain_mime_type (formats, WADI_STAMP_MIME_TYPE));
  g_assert_true (gdk_content_formats_contain_mime_type (formats, "image/png"));
  g_assert_true (gdk_content_formats_contain_mime_type (formats, "text/plain;charset=utf-8"));

  png = clipboard_bytes (clipboard, "image/png");
  texture = gdk_texture_new_from_bytes (png, &error);
  g_assert_no_error (error);
  {
    g_autofree char *path = g_build_filename (g_getenv ("G_TEST_BUILDDIR") != NULL ? g_getenv ("G_TEST_BUILDDIR") : ".",
                                              "authoring-clipboard-picture.png", NULL);

    g_assert_true (g_file_set_contents (path, g_bytes_get_data (png, NULL), (gssize) g_bytes_get_size (png), NULL));
  }
  wadi_render_hexes_picture_size (wadi_scenario_grid (scenario_of (fixture)),
                                  (const WadiHex *) (gconstpointer) area->data, area->len, &zoom, &width, &height, &cx,
                                  &cy);
  g_test_message ("picture of %u hexes: %d x %d", area->len, gdk_texture_get_width (texture),
                  gdk_texture_get_height (texture));
  g_assert_cmpint (gdk_texture_get_width (texture), ==, width);
  g_assert_cmpint (gdk_texture_get_height (texture), ==, height);
  /* three hexes one above the other, WADI_RENDER_PICTURE_ZOOM pixels a hex across */
  g_assert_cmpint (width, >=, (int) WADI_RENDER_PICTURE_ZOOM);
  g_assert_cmpint (height, >, 2 * width);

  own = clipboard_bytes (clipboard, WADI_STAMP_MIME_TYPE);
  text = g_strndup (g_bytes_get_data (own, NULL), g_bytes_get_size (own));
  stamp = wadi_stamp_new_from_text (text, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (wadi_stamp_get_n_hexes (stamp), ==, area->len);
}

/* Waits for the copy under way (activated with no toast shown) to be on
 * the clipboard, in place of before, or refused with a toast. */
static void
wait_copied (Fixture            *fixture,
             GdkContentProvider *before)
{
  GdkClipboard *clipboard = gtk_widget_get_clipboard (GTK_WIDGET (fixture->window));
  gint64        deadline = g_get_monotonic_time () + 100 * G_USEC_PER_SEC;

  while (gdk_clipboard_get_content (clipboard) == before && fixture->window->last_toast == NULL
         && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (gdk_clipboard_get_content (clipboard) != before || fixture->window->last_toast != NULL);
}

/* A selection copied in one window, turned and pasted into another: the
 * clipboard carries it; a Crest counter turns with it. */
static void
test_copy_turn_paste (void)
{
  static const char *const wadi[] = { "25E3", "25E4", "25E5", NULL };
  static const char *const area[] = { "25E3", "25E5", NULL };
  Fixture                  first = { 0 }, second = { 0 };
  WadiScenario            *a = wadi_scenario_new (WADI_RULESET_ASL), *b = wadi_scenario_new (WADI_RULESET_ASL);
  const WadiCounter       *crest;
  GdkContentProvider      *before;
  gint64                   deadline;
  double                   x, y;
  WadiHex                  anchor, above;

  wadi_scenario_add_board (a, wadi_board_new_geomorphic ("25"));
  wadi_scenario_add_board (b, wadi_board_new_geomorphic ("25"));
  first.window = g_object_ref_sink (wadi_window_new (NULL));
  second.window = g_object_ref_sink (wadi_window_new (NULL));
  wadi_window_set_scenario (first.window, a, NULL);
  wadi_window_set_scenario (second.window, b, NULL);
  gtk_window_present (GTK_WINDOW (first.window));
  gtk_window_present (GTK_WINDOW (second.window));
  wadi_test_wait_until_drawn (first.window);
  wadi_test_wait_until_drawn (second.window);
  wadi_test_look_at (first.window, "25E4", 72.0);
  wadi_test_look_at (second.window, "25K5", 72.0);

  use_tool (&first, "depression");
  settings_of (&first)->depression = WADI_DEPRESSION_WADI;
  drag (&first, wadi);
  use_tool (&first, "counter");
  settings_of (&first)->counter_kind = WADI_COUNTER_CREST;
  place_crest (&first, "25E4", "25D4");
  use_tool (&first, "area");
  drag (&first, area);
  g_assert_cmpuint (wadi_tool_get_area (wadi_canvas_get_tool (canvas_of (&first)))->len, ==, 3);
  g_assert_true (wadi_test_action_enabled (GTK_WIDGET (first.window), "win.copy"));
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (first.window)), "held before");
  before = gdk_clipboard_get_content (gtk_widget_get_clipboard (GTK_WIDGET (first.window)));
  g_clear_pointer (&first.window->last_toast, g_free);
  gtk_widget_activate_action (GTK_WIDGET (first.window), "win.copy", NULL);
  wait_copied (&first, before);
  shot (&first, "authoring-5-area-copied.png");
  assert_clipboard_offers (&first);

  /* pasted into the other window: the stamp tool takes it, R turns it */
  gtk_widget_activate_action (GTK_WIDGET (second.window), "win.paste", NULL);
  deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  while (wadi_tool_get_stamp (wadi_canvas_get_tool (canvas_of (&second))) == NULL
         && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_nonnull (wadi_tool_get_stamp (wadi_canvas_get_tool (canvas_of (&second))));
  g_assert_cmpint (wadi_tool_get_kind (wadi_canvas_get_tool (canvas_of (&second))), ==, WADI_TOOL_STAMP);
  gtk_widget_activate_action (GTK_WIDGET (second.window), "win.turn-stamp", NULL);
  gtk_widget_activate_action (GTK_WIDGET (second.window), "win.turn-stamp", NULL);
  gtk_widget_activate_action (GTK_WIDGET (second.window), "win.turn-stamp", NULL);
  wadi_test_screen_point (second.window, "25K5", &x, &y);
  wadi_canvas_pointer_motion (canvas_of (&second), x, y, 0);
  wadi_canvas_pointer_press (canvas_of (&second), x, y, GDK_BUTTON_PRIMARY, 0);
  wadi_canvas_pointer_release (canvas_of (&second), x, y, 0);
  shot (&second, "authoring-6-pasted-turned.png");

  /* turned 180 degrees about 25E3: the wadi runs up from K5, the Crest
   * counter one hex above it, its centre hexside turned to face the other
   * way (F5 below D4's side: from NW to SE) */
  wadi_fixture_locate (scenario_of (&second), "25K5", &anchor);
  g_assert_cmpuint (cell_at (&second, "25K5")->depression, ==, WADI_DEPRESSION_WADI);
  g_assert_cmpuint (cell_at (&second, "25K4")->depression, ==, WADI_DEPRESSION_WADI);
  g_assert_cmpuint (cell_at (&second, "25K3")->depression, ==, WADI_DEPRESSION_WADI);
  above = wadi_hex_neighbor (wadi_scenario_grid (scenario_of (&second))->layout, anchor, 0);
  crest = counter_in (&second, "25K4", WADI_COUNTER_CREST);
  g_assert_nonnull (crest);
  g_assert_true (wadi_hex_equal (crest->hex, above));
  g_assert_cmpuint (crest->centre, ==, (counter_in (&first, "25E4", WADI_COUNTER_CREST)->centre + 3) % 6);

  for (Fixture *f = &first; f != NULL; f = f == &first ? &second : NULL)
    {
      wadi_document_mark_saved (wadi_window_get_document (f->window));
      gtk_window_destroy (GTK_WINDOW (f->window));
      g_object_unref (f->window);
    }
}

typedef struct
{
  gint64 last;
  gint64 longest;
  guint  ticks;
} Ticker;

static gboolean
tick (gpointer data)
{
  Ticker *ticker = data;
  gint64  now = g_get_monotonic_time ();

  ticker->longest = MAX (ticker->longest, now - ticker->last);
  ticker->last = now;
  ticker->ticks++;
  return G_SOURCE_CONTINUE;
}

/* Pastes what the clipboard holds and waits for the toast that refuses
 * it, a 10 ms timeout ticking all the while; returns the longest gap
 * between its ticks. */
static gint64
paste_refused (Fixture    *fixture,
               const char *why)
{
  Ticker ticker = { 0 };
  gint64 start, returned, deadline;
  guint  source;

  g_clear_pointer (&fixture->window->last_toast, g_free);
  start = g_get_monotonic_time ();
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.paste", NULL);
  /* the paste returns before the text is parsed: the result comes later */
  returned = g_get_monotonic_time () - start;
  g_assert_null (fixture->window->last_toast);
  ticker.last = g_get_monotonic_time ();
  source = g_timeout_add (10, tick, &ticker);
  deadline = ticker.last + 120 * G_USEC_PER_SEC;
  while (fixture->window->last_toast == NULL && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (source);
  g_assert_nonnull (fixture->window->last_toast);
  g_test_message ("returned after %.0f ms, refused after %.1f s, %u ticks, the longest gap %.0f ms: %s",
                  returned / 1e3, (g_get_monotonic_time () - start) / 1e6, ticker.ticks, ticker.longest / 1e3,
                  fixture->window->last_toast);
  g_assert_nonnull (strstr (fixture->window->last_toast, why));
  g_assert_cmpuint (ticker.ticks, >, 0);
  g_assert_null (wadi_tool_get_stamp (wadi_canvas_get_tool (canvas_of (fixture))));
  return ticker.longest;
}

/* A paste never waits in the main loop: a 56 MB stamp text (a counter
 * name of 56 MB) used to freeze the window 28 s; now it is read a piece
 * at a time and parsed in a worker while the window keeps drawing, and
 * the toast says the name is longer than a file allows.  A text larger
 * than a stamp may be is not read to its end. */
static void
test_paste_off_the_main_loop (void)
{
  Fixture          fixture = { 0 };
  WadiScenario    *scenario = wadi_scenario_new (WADI_RULESET_ASL);
  g_autofree char *limit = g_strdup_printf ("%d", WADI_FORMAT_MAX_TEXT);
  g_autofree char *mib = g_strdup_printf ("%d MiB", WADI_STAMP_MAX_TEXT / (1024 * 1024));
  GString         *text = g_string_new ("wadi-stamp (1, 0, 0, [], [((0, 0), 2, 0, 0, false, 0, 0, false, nothing, just '");
  gsize            name = 56 * 1000 * 1000;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GdkContentProvider) content = NULL;

  wadi_scenario_add_board (scenario, wadi_board_new_geomorphic ("25"));
  fixture.window = g_object_ref_sink (wadi_window_new (NULL));
  wadi_window_set_scenario (fixture.window, scenario, NULL);
  gtk_window_present (GTK_WINDOW (fixture.window));
  wadi_test_wait_until_drawn (fixture.window);

  g_string_set_size (text, text->len + name);
  memset (text->str + text->len - name, 'A', name);
  g_string_append (text, "', nothing)])");
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (fixture.window)), text->str);
  g_assert_cmpint (paste_refused (&fixture, limit), <, 200 * 1000);

  /* past the limit, as another Wadi would offer it: refused as it is
   * read, the rest not read.  Here the other Wadi is this process: GDK
   * writes the 64 MiB into its in-process pipe in this main loop too
   * (a 150 to 240 ms gap on a loaded machine), which another process
   * would do in its own. */
  g_string_assign (text, "wadi-stamp ");
  g_string_set_size (text, WADI_STAMP_MAX_TEXT + 1024);
  memset (text->str + strlen ("wadi-stamp "), 'x', text->len - strlen ("wadi-stamp "));
  bytes = g_string_free_to_bytes (text);
  content = gdk_content_provider_new_for_bytes (WADI_STAMP_MIME_TYPE, bytes);
  gdk_clipboard_set_content (gtk_widget_get_clipboard (GTK_WIDGET (fixture.window)), content);
  g_assert_cmpint (paste_refused (&fixture, mib), <, 1000 * 1000);

  wadi_document_mark_saved (wadi_window_get_document (fixture.window));
  gtk_window_destroy (GTK_WINDOW (fixture.window));
  g_object_unref (fixture.window);
}

/* A window on scenario, every hex selected. */
static void
open_all_selected (Fixture      *fixture,
                   WadiScenario *scenario)
{
  fixture->window = g_object_ref_sink (wadi_window_new (NULL));
  wadi_window_set_scenario (fixture->window, scenario, NULL);
  gtk_window_present (GTK_WINDOW (fixture->window));
  wadi_test_wait_until_drawn (fixture->window);
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.select-all", NULL);
  g_assert_true (wadi_test_action_enabled (GTK_WIDGET (fixture->window), "win.copy"));
}

static void
close_fixture (Fixture *fixture)
{
  wadi_document_mark_saved (wadi_window_get_document (fixture->window));
  gtk_window_destroy (GTK_WINDOW (fixture->window));
  g_object_unref (fixture->window);
}

/* A scenario of one board of cols x rows hexes. */
static WadiScenario *
board_scenario (int cols,
                int rows)
{
  WadiScenario *scenario = wadi_scenario_new (WADI_RULESET_ASL);

  wadi_scenario_add_board (scenario,
                           wadi_board_new ("big", cols, rows, (WadiGridLayout) { 0 }, WADI_LABEL_NUMERIC, 1));
  return scenario;
}

/* Copy or Cut (action) of the selection is refused with a toast that
 * says why; at_once: before any worker starts.  The clipboard keeps what
 * it held, the map is as it was, no stamp is taken. */
static void
assert_copy_refused (Fixture    *fixture,
                     const char *action,
                     const char *why,
                     gboolean    at_once)
{
  GdkClipboard       *clipboard = gtk_widget_get_clipboard (GTK_WIDGET (fixture->window));
  GdkContentProvider *before;
  guint               changes = fixture->window->changes;
  gint64              start = g_get_monotonic_time ();

  gdk_clipboard_set_text (clipboard, "held before");
  before = gdk_clipboard_get_content (clipboard);
  g_clear_pointer (&fixture->window->last_toast, g_free);
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), action, NULL);
  g_test_message ("%s returned after %.0f ms", action, (g_get_monotonic_time () - start) / 1e3);
  if (at_once)
    g_assert_nonnull (fixture->window->last_toast);
  wait_copied (fixture, before);
  g_test_message ("refused after %.1f s: %s", (g_get_monotonic_time () - start) / 1e6, fixture->window->last_toast);
  g_assert_nonnull (fixture->window->last_toast);
  g_assert_nonnull (strstr (fixture->window->last_toast, why));
  g_assert_true (gdk_clipboard_get_content (clipboard) == before);
  g_assert_cmpuint (fixture->window->changes, ==, changes);
  g_assert_false (wadi_document_can_undo (wadi_window_get_document (fixture->window)));
  g_assert_null (wadi_tool_get_stamp (wadi_canvas_get_tool (canvas_of (fixture))));
}

/* Copy and Cut refuse what Paste would: a selection of more hexes than a
 * stamp holds at once, and one whose text would be longer than Paste
 * reads once written (600 counters with names and strengths of 60000
 * characters); Cut then clears nothing.  Copy used to put either on the
 * clipboard (Select All on a 1000 x 1000 board: 72 MB, 28 s in the main
 * loop) for Paste to refuse. */
static void
test_copy_refused_past_paste_limits (void)
{
  Fixture          fixture = { 0 };
  g_autofree char *hexes = g_strdup_printf ("%d hexes", WADI_STAMP_MAX_HEXES);
  g_autofree char *mib = g_strdup_printf ("%d MiB", WADI_STAMP_MAX_TEXT / (1024 * 1024));
  g_autofree char *text = g_malloc (60000 + 1);
  WadiScenario    *scenario;
  const WadiBoard *grid;

  open_all_selected (&fixture, board_scenario (1100, 1000));
  g_assert_cmpuint (wadi_tool_get_area (wadi_canvas_get_tool (canvas_of (&fixture)))->len, >, WADI_STAMP_MAX_HEXES);
  assert_copy_refused (&fixture, "win.copy", hexes, TRUE);
  assert_copy_refused (&fixture, "win.cut", hexes, TRUE);
  close_fixture (&fixture);

  memset (text, 'A', 60000);
  text[60000] = '\0';
  scenario = board_scenario (30, 30);
  grid = wadi_scenario_grid (scenario);
  for (guint i = 0; i < 600; i++)
    {
      WadiCounter counter = { 0 };

      counter.kind = WADI_COUNTER_UNIT;
      counter.hex = wadi_board_hex_at_index (grid, i);
      counter.side = (char *) "German";
      counter.name = text;
      counter.strength = text;
      g_assert_cmpuint (wadi_scenario_add_counter (scenario, &counter), >, 0);
    }
  open_all_selected (&fixture, scenario);
  assert_copy_refused (&fixture, "win.copy", mib, FALSE);
  assert_copy_refused (&fixture, "win.cut", mib, FALSE);
  g_assert_cmpuint (scenario_of (&fixture)->counters->len, ==, 600);
  close_fixture (&fixture);
}

/* Activates action (win.copy or win.cut), then, Copy having returned
 * before the clipboard is set, ticks into a ticker every 10 ms until the
 * copy is done; returns the longest gap between the ticks. */
static gint64
copy_ticking (Fixture    *fixture,
              const char *action)
{
  GdkClipboard       *clipboard = gtk_widget_get_clipboard (GTK_WIDGET (fixture->window));
  GdkContentProvider *before = gdk_clipboard_get_content (clipboard);
  Ticker              ticker = { 0 };
  guint               source;
  gint64              start = g_get_monotonic_time ();

  g_clear_pointer (&fixture->window->last_toast, g_free);
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), action, NULL);
  g_test_message ("%s returned after %.0f ms", action, (g_get_monotonic_time () - start) / 1e3);
  g_assert_true (gdk_clipboard_get_content (clipboard) == before);
  ticker.last = g_get_monotonic_time ();
  source = g_timeout_add (10, tick, &ticker);
  wait_copied (fixture, before);
  g_source_remove (source);
  g_test_message ("copied after %u ticks, the longest gap %.0f ms", ticker.ticks, ticker.longest / 1e3);
  return ticker.longest;
}

/* Copy never waits in the main loop: the stamp of 40000 hexes is lifted,
 * written and drawn in a worker while the window keeps drawing, and is on
 * the clipboard when it is done.  A second copy cancels the first; Cut
 * clears the hexes once they are copied, and not when the map changed
 * meanwhile; a window closed during a copy is left alone. */
static void
test_copy_off_the_main_loop (void)
{
  Fixture             fixture = { 0 };
  GdkClipboard       *clipboard;
  GdkContentProvider *before;
  WadiHexCell         woods = { 0 };
  WadiHex             first;
  g_autoptr(GBytes) own = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autoptr(WadiStamp) stamp = NULL;

  open_all_selected (&fixture, board_scenario (120, 120));
  /* the selection drawn before the clock starts */
  wadi_test_wait_frames (GTK_WIDGET (fixture.window));
  clipboard = gtk_widget_get_clipboard (GTK_WIDGET (fixture.window));
  gdk_clipboard_set_text (clipboard, "held before");
  g_assert_cmpint (copy_ticking (&fixture, "win.copy"), <, 250 * 1000);
  g_assert_nonnull (strstr (fixture.window->last_toast, "Copied"));
  own = clipboard_bytes (clipboard, WADI_STAMP_MIME_TYPE);
  text = g_strndup (g_bytes_get_data (own, NULL), g_bytes_get_size (own));
  stamp = wadi_stamp_new_from_text (text, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (wadi_stamp_get_n_hexes (stamp), ==, 120 * 120);
  g_assert_nonnull (wadi_tool_get_stamp (wadi_canvas_get_tool (canvas_of (&fixture))));

  /* a second copy cancels the first: one result, the second's */
  before = gdk_clipboard_get_content (clipboard);
  gtk_widget_activate_action (GTK_WIDGET (fixture.window), "win.copy", NULL);
  copy_ticking (&fixture, "win.copy");
  g_assert_true (gdk_clipboard_get_content (clipboard) != before);

  /* Cut: cleared once copied, one undo step */
  first = g_array_index (wadi_tool_get_area (wadi_canvas_get_tool (canvas_of (&fixture))), WadiHex, 0);
  woods.terrain = WADI_TERRAIN_WOODS;
  wadi_document_set_cell (wadi_window_get_document (fixture.window), first, &woods);
  copy_ticking (&fixture, "win.cut");
  g_assert_cmpuint (wadi_board_cell (wadi_scenario_grid (scenario_of (&fixture)), first)->terrain, !=,
                    WADI_TERRAIN_WOODS);
  g_assert_cmpstr (wadi_document_undo_label (wadi_window_get_document (fixture.window)), ==, "Cut");

  /* the map changed during the Cut: copied, nothing cleared */
  wadi_document_set_cell (wadi_window_get_document (fixture.window), first, &woods);
  before = gdk_clipboard_get_content (clipboard);
  g_clear_pointer (&fixture.window->last_toast, g_free);
  gtk_widget_activate_action (GTK_WIDGET (fixture.window), "win.cut", NULL);
  wadi_document_set_cell (wadi_window_get_document (fixture.window),
                          wadi_hex_neighbor ((WadiGridLayout) { 0 }, first, 3), &woods);
  wait_copied (&fixture, before);
  g_assert_true (gdk_clipboard_get_content (clipboard) != before);
  g_assert_nonnull (strstr (fixture.window->last_toast, "not cut"));
  g_assert_cmpuint (wadi_board_cell (wadi_scenario_grid (scenario_of (&fixture)), first)->terrain, ==,
                    WADI_TERRAIN_WOODS);

  /* closed during a copy: the worker's result is let go of, the window
   * left alone (this reference the last once the worker is done) */
  gdk_clipboard_set_text (clipboard, "held before");
  before = gdk_clipboard_get_content (clipboard);
  gtk_widget_activate_action (GTK_WIDGET (fixture.window), "win.copy", NULL);
  wadi_document_mark_saved (wadi_window_get_document (fixture.window));
  gtk_window_destroy (GTK_WINDOW (fixture.window));
  {
    gint64 deadline = g_get_monotonic_time () + 100 * G_USEC_PER_SEC;

    while (G_OBJECT (fixture.window)->ref_count > 1 && g_get_monotonic_time () < deadline)
      g_main_context_iteration (NULL, TRUE);
  }
  g_assert_cmpuint (G_OBJECT (fixture.window)->ref_count, ==, 1);
  g_assert_true (gdk_clipboard_get_content (clipboard) == before);
  g_object_unref (fixture.window);
}

/* An overlay made in a window of its own (New Overlay), painted, saved;
 * placed turned on a scenario's map from its file; painting on it there
 * edits the overlay, not the board beneath; saved and opened again, the
 * same. */
static void
test_overlay_made_placed_edited (void)
{
  static const char *const brush[] = { "A1", "B1", NULL };
  g_autofree char         *dir = g_dir_make_tmp ("wadi-overlay-XXXXXX", NULL);
  g_autofree char         *overlay_path = g_build_filename (dir, "w1.wadi", NULL);
  g_autofree char         *map_path = g_build_filename (dir, "map.wadi", NULL);
  g_autoptr(GFile) overlay_file = g_file_new_for_path (overlay_path);
  g_autoptr(GFile) map_file = g_file_new_for_path (map_path);
  g_autoptr(GError) error = NULL;
  g_autoptr(WadiScenario) reopened = NULL;
  Fixture            maker = { 0 }, map = { 0 };
  WadiScenario      *blank = wadi_scenario_new (WADI_RULESET_ASL);
  AdwMessageDialog  *dialog;
  WadiOverlayDialog *place;
  const WadiBoard   *fragment;
  WadiHex            anchor;
  double             x, y;

  wadi_scenario_add_board (blank, wadi_board_new_geomorphic ("25"));
  map.window = g_object_ref_sink (wadi_window_new (NULL));
  wadi_window_set_scenario (map.window, blank, NULL);
  gtk_window_present (GTK_WINDOW (map.window));
  wadi_test_wait_until_drawn (map.window);

  /* New Overlay from the map's window: a window of its own, since the map
   * window has work in it */
  maker.window = g_object_ref_sink (wadi_window_new (NULL));
  wadi_window_set_scenario (maker.window, wadi_scenario_new (WADI_RULESET_ASL), NULL);
  gtk_widget_activate_action (GTK_WIDGET (maker.window), "win.new-overlay", NULL);
  dialog = ADW_MESSAGE_DIALOG (wadi_test_find_window (ADW_TYPE_MESSAGE_DIALOG, GTK_WINDOW (maker.window)));
  g_assert_nonnull (dialog);
  wadi_test_respond (dialog, "create");
  g_assert_true (scenario_of (&maker)->is_overlay);
  g_assert_cmpstr (wadi_map_get_board (scenario_of (&maker)->map, 0)->id, ==, "W1");
  gtk_window_present (GTK_WINDOW (maker.window));
  wadi_test_wait_until_drawn (maker.window);
  g_assert_nonnull (strstr (gtk_window_get_title (GTK_WINDOW (maker.window)), "Overlay W1"));
  /* Save offers the overlay's id as the file's name (a try-out was
   * offered "Untitled.wadi") */
  gtk_widget_activate_action (GTK_WIDGET (maker.window), "win.save", NULL);
  wadi_test_flush ();
  {
    GtkWindow       *chooser = wadi_test_find_window (GTK_TYPE_FILE_CHOOSER_DIALOG, NULL);
    g_autofree char *suggested = NULL;

    g_assert_nonnull (chooser);
    suggested = gtk_file_chooser_get_current_name (GTK_FILE_CHOOSER (chooser));
    g_assert_cmpstr (suggested, ==, "W1.wadi");
    gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_CANCEL);
    while (wadi_test_find_window (GTK_TYPE_FILE_CHOOSER_DIALOG, NULL) != NULL)
      g_main_context_iteration (NULL, TRUE);
  }
  wadi_test_look_at (maker.window, "A1", 96.0);
  use_tool (&maker, "terrain");
  settings_of (&maker)->terrain = WADI_TERRAIN_WOODS;
  drag (&maker, brush);
  shot (&maker, "authoring-7-overlay-made.png");
  g_assert_true (wadi_window_save_to (maker.window, overlay_file, &error));
  g_assert_no_error (error);

  /* placed from its file, turned two steps */
  place = _wadi_window_place_overlay_from (map.window, overlay_file);
  g_assert_nonnull (place);
  /* it reads the file in a thread */
  while (wadi_overlay_dialog_is_reading (place))
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpstr (wadi_overlay_dialog_get_overlay_id (place), ==, "W1");
  wadi_test_respond (ADW_MESSAGE_DIALOG (place), "place");
  g_assert_cmpint (wadi_tool_get_kind (wadi_canvas_get_tool (canvas_of (&map))), ==, WADI_TOOL_OVERLAY);
  wadi_test_look_at (map.window, "25M5", 72.0);
  wadi_test_screen_point (map.window, "25M5", &x, &y);
  wadi_canvas_pointer_motion (canvas_of (&map), x, y, 0);
  wadi_test_type_key (GTK_WINDOW (map.window), GDK_KEY_r);
  wadi_test_type_key (GTK_WINDOW (map.window), GDK_KEY_r);
  shot (&map, "authoring-8-overlay-ghost.png");
  wadi_canvas_pointer_press (canvas_of (&map), x, y, GDK_BUTTON_PRIMARY, 0);
  wadi_canvas_pointer_release (canvas_of (&map), x, y, 0);
  g_assert_cmpuint (scenario_of (&map)->placements->len, ==, 1);
  g_assert_cmpuint (g_array_index (scenario_of (&map)->placements, WadiOverlayPlacement, 0).orientation, ==, 2);

  /* painting on it edits the overlay */
  wadi_fixture_locate (scenario_of (&map), "25M5", &anchor);
  use_tool (&map, "terrain");
  settings_of (&map)->terrain = WADI_TERRAIN_BRUSH;
  click (&map, "25M5");
  fragment = ((const WadiOverlay *) g_ptr_array_index (scenario_of (&map)->overlays, 0))->fragment;
  g_assert_cmpuint (wadi_board_cell (fragment, (WadiHex) { 0, 0 })->terrain, ==, WADI_TERRAIN_BRUSH);
  g_assert_cmpuint (cell_at (&map, "25M5")->terrain, ==, WADI_TERRAIN_OPEN);
  shot (&map, "authoring-9-overlay-placed-edited.png");

  g_assert_true (wadi_window_save_to (map.window, map_file, &error));
  g_assert_no_error (error);
  reopened = wadi_format_read_file (map_file, &error);
  g_assert_no_error (error);
  g_assert_true (wadi_scenario_equal (reopened, scenario_of (&map)));

  for (Fixture *f = &maker; f != NULL; f = f == &maker ? &map : NULL)
    {
      wadi_document_mark_saved (wadi_window_get_document (f->window));
      gtk_window_destroy (GTK_WINDOW (f->window));
      g_object_unref (f->window);
    }
  wadi_test_remove_dir (dir);
}

int
main (int   argc,
      char *argv[])
{
  if (!wadi_test_gui_init (&argc, &argv))
    return 0;
  g_test_add_func ("/authoring/from-a-blank-window", test_author_scenario);
  g_test_add_func ("/authoring/copy-turn-paste", test_copy_turn_paste);
  g_test_add_func ("/authoring/paste-off-the-main-loop", test_paste_off_the_main_loop);
  g_test_add_func ("/authoring/copy-refused-past-paste-limits", test_copy_refused_past_paste_limits);
  g_test_add_func ("/authoring/copy-off-the-main-loop", test_copy_off_the_main_loop);
  g_test_add_func ("/authoring/overlay-made-placed-edited", test_overlay_made_placed_edited);
  return g_test_run ();
}
