/* test-open-async.c: a big file opens, and saves, in a thread, under a
 * display
 *
 * Runs in the 'gui' suite.  While a file of a million hexes is read, the
 * window's main loop keeps turning (a 20 ms timer keeps firing) and the
 * window takes actions; the scenario shows when it is read.  Cancelled,
 * the window keeps what it showed.  Saved, an edit made while the file is
 * written stays unsaved; a save cancelled leaves the file as it was.  A map
 * with thousands of diagnostics opens, is shown and validated without the
 * main loop stalling for a second at any point.  A read begun before its
 * window is shown by the window that takes it; a window closed while it
 * reads is left alone by the read's end; a window made for a file names
 * it while it reads it.  Revert, Reload and Restore (a draft) read the
 * same way: each returns with the window as it was, the read under way,
 * and the main loop then shows what was read; what cannot be read is
 * named.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>
#include <gtk/gtk.h>

#include "wadi-drafts.h"
#include "wadi-format.h"
#include "wadi-test-gui.h"
#include "wadi-window-private.h"

#define SIDE 1000

typedef struct
{
  gboolean done;
  gboolean ok;
  GError  *error;
} Opened;

static void
on_opened (GObject      *source,
           GAsyncResult *result,
           gpointer      data)
{
  Opened *opened = data;

  opened->ok = wadi_window_load_file_finish (WADI_WINDOW (source), result, &opened->error);
  opened->done = TRUE;
}

/* The longest the main loop went without firing a 20 ms timer. */
typedef struct
{
  guint  ticks;
  gint64 last;
  gint64 longest;
} Ticks;

static gboolean
tick (gpointer data)
{
  Ticks *ticks = data;
  gint64 now = g_get_monotonic_time ();

  ticks->ticks++;
  ticks->longest = MAX (ticks->longest, now - ticks->last);
  ticks->last = now;
  return G_SOURCE_CONTINUE;
}

static void
test_responsive (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wadi-open-XXXXXX", NULL);
  g_autoptr(GFile) file = wadi_test_write_big_map (dir, SIDE);
  WadiWindow         *window = wadi_window_new (NULL);
  Opened              opened = { FALSE, FALSE, NULL };
  Opened              cancelled = { FALSE, TRUE, NULL };
  Ticks               ticks = { 0, 0, 0 };
  guint               source;
  gint64              start;
  double              seconds;
  const WadiScenario *before;

  g_object_ref_sink (window);
  wadi_window_set_scenario (window, wadi_scenario_new (WADI_RULESET_ASL), NULL);
  gtk_window_present (GTK_WINDOW (window));
  wadi_test_wait_until_drawn (window);
  before = wadi_document_get_scenario (wadi_window_get_document (window));

  /* cancelled at once: the window shows what it showed */
  wadi_window_load_file_async (window, file, on_opened, &cancelled);
  g_assert_true (wadi_window_is_loading (window));
  g_assert_true (wadi_test_action_enabled (GTK_WIDGET (window), "win.cancel-file-task"));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.cancel-file-task", NULL);
  wadi_test_wait_for (&cancelled.done);
  g_assert_false (cancelled.ok);
  g_assert_error (cancelled.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&cancelled.error);
  g_assert_false (wadi_window_is_loading (window));
  g_assert_true (wadi_document_get_scenario (wadi_window_get_document (window)) == before);
  g_assert_null (wadi_window_get_file (window));

  /* read to the end while the window lives */
  source = g_timeout_add (20, tick, &ticks);
  start = ticks.last = g_get_monotonic_time ();
  wadi_window_load_file_async (window, file, on_opened, &opened);
  /* an action while it reads */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-labels", NULL);
  /* counted while the thread reads (most of the file), not while the
   * window then takes the scenario in */
  while (!opened.done && _wadi_window_get_load_fraction (window) < 800)
    g_main_context_iteration (NULL, TRUE);
  seconds = (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC;
  ticks.longest = MAX (ticks.longest, g_get_monotonic_time () - ticks.last);
  g_source_remove (source);
  while (!opened.done)
    g_main_context_iteration (NULL, TRUE);
  g_test_message ("the rest read and taken in %.2f s later",
                  (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC - seconds);
  g_assert_no_error (opened.error);
  g_assert_true (opened.ok);
  g_test_message ("80 %% read in %.2f s; the 20 ms timer fired %u times meanwhile, at most %.0f ms apart", seconds,
                  ticks.ticks, ticks.longest / 1000.0);
  /* a frozen main loop would go the whole read without firing it; a busy
   * machine (or a sanitizer) delays it, but not for most of the read */
  if (seconds >= 0.2)
    {
      g_assert_cmpuint (ticks.ticks, >=, 2);
      g_assert_cmpfloat (ticks.longest / (double) G_USEC_PER_SEC, <, 0.75 * seconds);
    }
  g_assert_true (g_file_equal (wadi_window_get_file (window), file));
  g_assert_cmpint (wadi_scenario_grid (wadi_document_get_scenario (wadi_window_get_document (window)))->cols, ==,
                   SIDE);
  g_assert_false (wadi_document_get_modified (wadi_window_get_document (window)));
  /* validated in the thread: the same diagnostics as live rules made here */
  {
    g_autoptr(WadiLiveRules) fresh = wadi_live_rules_new (wadi_window_get_document (window));
    WadiLiveRules *shown = wadi_window_get_live_rules (window);

    g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (shown)), >, 0);
    g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (shown)), ==,
                      g_list_model_get_n_items (G_LIST_MODEL (fresh)));
    for (int severity = WADI_SEVERITY_ERROR; severity <= WADI_SEVERITY_INFO; severity++)
      g_assert_cmpuint (wadi_live_rules_count (shown, severity), ==, wadi_live_rules_count (fresh, severity));
  }

  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (window);
  wadi_test_remove_dir (dir);
}

static void
test_edit_while_saving (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wadi-save-XXXXXX", NULL);
  g_autoptr(GFile) file = wadi_test_write_big_map (dir, SIDE);
  g_autoptr(GError) error = NULL;
  g_autoptr(WadiScenario) on_disk = NULL;
  WadiWindow   *window = wadi_window_new (NULL);
  WadiHexCell   woods = { 0 }, open_ground = { 0 };
  WadiDocument *document;

  g_object_ref_sink (window);
  g_assert_true (wadi_window_load_file (window, file, &error));
  gtk_window_present (GTK_WINDOW (window));
  wadi_test_wait_until_drawn (window);
  document = wadi_window_get_document (window);
  woods.terrain = WADI_TERRAIN_WOODS;
  open_ground.terrain = WADI_TERRAIN_OPEN;

  wadi_document_set_cell (document, (WadiHex) { 3, 3 }, &woods);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL);
  g_assert_true (wadi_window_is_saving (window));
  g_assert_false (wadi_test_action_enabled (GTK_WIDGET (window), "win.save"));
  /* an edit while the thread writes the copy */
  wadi_document_set_cell (document, (WadiHex) { 4, 4 }, &open_ground);
  wadi_test_wait_saved (window);
  g_assert_true (wadi_document_get_modified (document));
  on_disk = wadi_format_read_file (file, &error);
  g_assert_no_error (error);
  g_assert_cmpint (wadi_board_cell (wadi_scenario_grid (on_disk), (WadiHex) { 3, 3 })->terrain, ==,
                   WADI_TERRAIN_WOODS);
  g_assert_cmpint (wadi_board_cell (wadi_scenario_grid (on_disk), (WadiHex) { 4, 4 })->terrain, !=,
                   WADI_TERRAIN_OPEN);

  /* cancelled: the file keeps the first save */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL);
  g_assert_true (wadi_test_action_enabled (GTK_WIDGET (window), "win.cancel-file-task"));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.cancel-file-task", NULL);
  wadi_test_wait_saved (window);
  g_assert_true (wadi_document_get_modified (document));
  g_clear_pointer (&on_disk, wadi_scenario_free);
  on_disk = wadi_format_read_file (file, &error);
  g_assert_no_error (error);
  g_assert_cmpint (wadi_board_cell (wadi_scenario_grid (on_disk), (WadiHex) { 4, 4 })->terrain, !=,
                   WADI_TERRAIN_OPEN);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL);
  wadi_test_wait_saved (window);
  g_assert_false (wadi_document_get_modified (document));

  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (window);
  wadi_test_remove_dir (dir);
}

/* SIDE x SIDE hexes of open ground and woods, and fords on open ground
 * (each breaks B20.8: a ford belongs in a stream or gully). */
#define FORDS 5000

static GFile *
write_ford_file (const char *dir)
{
  g_autofree char *path = g_build_filename (dir, "fords.wadi", NULL);
  GFile           *file = g_file_new_for_path (path);
  g_autoptr(WadiScenario) scenario = wadi_scenario_new (WADI_RULESET_ASL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (15);
  WadiBoard  *board = wadi_board_new ("1", SIDE, SIDE, (WadiGridLayout) { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD },
                                      WADI_LABEL_NUMERIC, 1);
  WadiHexCell woods = { 0 };

  woods.terrain = WADI_TERRAIN_WOODS;
  for (int row = 0; row < SIDE; row += 3)
    for (int col = 0; col < SIDE; col += 2)
      wadi_board_set_cell (board, (WadiHex) { col, row }, &woods);
  wadi_scenario_add_board (scenario, board);
  for (int i = 0; i < FORDS; i++)
    {
      WadiCounter ford = { 0 };

      ford.kind = WADI_COUNTER_FORD;
      ford.hex = (WadiHex) { g_rand_int_range (rand, 0, SIDE), 1 + 3 * g_rand_int_range (rand, 0, SIDE / 3) };
      wadi_scenario_add_counter (scenario, &ford);
    }
  g_assert_true (wadi_format_write_file (scenario, file, &error));
  g_assert_no_error (error);
  return file;
}

typedef struct
{
  WadiWindow *window;
  gboolean    shown; /* a frame drawn after the file was taken in */
} FirstFrame;

static void
on_after_paint (GdkFrameClock *clock,
                FirstFrame    *frame)
{
  if (!wadi_window_is_loading (frame->window) && wadi_window_get_file (frame->window) != NULL)
    frame->shown = TRUE;
}

/* From the open until the map is drawn, validated and a moment more, the
 * main loop fires a 5 ms timer at least once a second: the window
 * answers.  No time budget for the open itself, which a slow machine (or
 * a sanitizer) would break. */
static void
test_no_stall_with_diagnostics (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wadi-open-XXXXXX", NULL);
  g_autoptr(GFile) file = write_ford_file (dir);
  WadiWindow    *window = wadi_window_new (NULL);
  Opened         opened = { FALSE, FALSE, NULL };
  Ticks          ticks = { 0, 0, 0 };
  FirstFrame     frame = { window, FALSE };
  GdkFrameClock *clock;
  gulong         handler;
  guint          source;
  gint64         start, settled = 0;

  g_object_ref_sink (window);
  wadi_window_set_scenario (window, wadi_scenario_new (WADI_RULESET_ASL), NULL);
  gtk_window_present (GTK_WINDOW (window));
  wadi_test_wait_until_drawn (window);
  clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
  handler = g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint), &frame);

  source = g_timeout_add (5, tick, &ticks);
  start = ticks.last = g_get_monotonic_time ();
  wadi_window_load_file_async (window, file, on_opened, &opened);
  for (;;)
    {
      gint64 now;

      g_main_context_iteration (NULL, TRUE);
      now = g_get_monotonic_time ();
      if (settled == 0 && opened.done && frame.shown && !wadi_live_rules_is_pending (wadi_window_get_live_rules (window)))
        settled = now;
      /* a moment more: the frames after the first, the panel's rows */
      if (settled != 0 && now - settled > 300 * 1000)
        break;
      g_assert_cmpint (now - start, <, 120 * G_USEC_PER_SEC);
    }
  ticks.longest = MAX (ticks.longest, g_get_monotonic_time () - ticks.last);
  g_source_remove (source);
  g_signal_handler_disconnect (clock, handler);

  g_assert_no_error (opened.error);
  g_assert_true (opened.ok);
  g_test_message ("opened, drawn and validated in %.2f s; the 5 ms timer fired %u times, at most %.0f ms apart",
                  (settled - start) / (double) G_USEC_PER_SEC, ticks.ticks, ticks.longest / 1000.0);
  g_assert_cmpuint (wadi_live_rules_count (wadi_window_get_live_rules (window), WADI_SEVERITY_ERROR), >=, FORDS);
  g_assert_cmpuint (ticks.ticks, >=, 2);
  g_assert_cmpint (ticks.longest, <, G_USEC_PER_SEC);

  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (window);
  wadi_test_remove_dir (dir);
}

/* Issue 28: Cancel clicked while a big file is read stops the open at
 * once, the file read or not, its validation begun or not: the window
 * keeps its document, its zoom and the status bar's words for them.  The
 * file is a million hexes and 100 000 counters in one hex (the read and
 * the validation each take a while). */
static GFile *
write_stacked_file (const char *dir)
{
  g_autofree char *path = g_build_filename (dir, "stacked.wadi", NULL);
  GFile           *file = g_file_new_for_path (path);
  g_autoptr(WadiScenario) scenario = wadi_scenario_new (WADI_RULESET_ASL);
  g_autoptr(GError) error = NULL;
  WadiBoard *board = wadi_board_new ("1", SIDE, SIDE, (WadiGridLayout) { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD },
                                     WADI_LABEL_NUMERIC, 1);

  wadi_scenario_add_board (scenario, board);
  for (guint i = 0; i < 100000; i++)
    {
      WadiCounter ford = { 0 };

      ford.kind = WADI_COUNTER_FORD;
      ford.hex = (WadiHex) { 5, 5 };
      wadi_scenario_add_counter (scenario, &ford);
    }
  g_assert_true (wadi_format_write_file (scenario, file, &error));
  g_assert_no_error (error);
  return file;
}

static void
test_cancel_keeps_window (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wadi-open-XXXXXX", NULL);
  g_autoptr(GFile) file = write_stacked_file (dir);
  WadiWindow         *window = wadi_window_new (NULL);
  g_autofree char    *zoom = NULL;
  g_autofree char    *status = NULL;
  const WadiScenario *before;
  double              zoom_before;

  g_object_ref_sink (window);
  wadi_window_set_scenario (window, wadi_scenario_new (WADI_RULESET_ASL), NULL);
  gtk_window_present (GTK_WINDOW (window));
  wadi_test_wait_until_drawn (window);
  before = wadi_document_get_scenario (wadi_window_get_document (window));
  zoom = g_strdup (gtk_inscription_get_text (window->zoom_label));
  status = g_strdup (gtk_label_get_text (window->status_label));
  zoom_before = wadi_viewport_get_zoom (wadi_canvas_get_viewport (window->canvas));
  g_assert_false (g_str_has_prefix (zoom, "0 "));

  /* once after the read began, once after it ended (the validation then
   * under way, or done) */
  for (guint from = 1; from <= 1000; from += 999)
    {
      Opened cancelled = { FALSE, TRUE, NULL };

      wadi_window_load_file_async (window, file, on_opened, &cancelled);
      while (!cancelled.done && _wadi_window_get_load_fraction (window) < (gint) from)
        g_main_context_iteration (NULL, FALSE);
      gtk_widget_activate_action (GTK_WIDGET (window), "win.cancel-file-task", NULL);
      wadi_test_wait_for (&cancelled.done);
      g_test_message ("cancelled at %d/1000 of the read", _wadi_window_get_load_fraction (window));
      g_assert_false (cancelled.ok);
      g_assert_error (cancelled.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
      g_clear_error (&cancelled.error);
      wadi_test_wait_frames (GTK_WIDGET (window));

      g_assert_false (wadi_window_is_loading (window));
      g_assert_true (wadi_document_get_scenario (wadi_window_get_document (window)) == before);
      g_assert_null (wadi_window_get_file (window));
      g_assert_cmpfloat (wadi_viewport_get_zoom (wadi_canvas_get_viewport (window->canvas)), ==, zoom_before);
      g_assert_cmpstr (gtk_inscription_get_text (window->zoom_label), ==, zoom);
      g_assert_cmpstr (gtk_label_get_text (window->status_label), ==, status);
    }

  /* and opened to the end, the status bar says the zoom it is shown at */
  {
    Opened opened = { FALSE, FALSE, NULL };

    wadi_window_load_file_async (window, file, on_opened, &opened);
    wadi_test_wait_for (&opened.done);
    g_assert_no_error (opened.error);
    wadi_test_wait_frames (GTK_WIDGET (window));
    g_test_message ("opened: %s", gtk_inscription_get_text (window->zoom_label));
    /* a million hexes fit the window at about a pixel a hex, which the
     * status bar once rounded to "0 px per hex" */
    g_assert_cmpfloat (wadi_viewport_get_zoom (wadi_canvas_get_viewport (window->canvas)), <, 9.95);
    g_assert_false (g_str_has_prefix (gtk_inscription_get_text (window->zoom_label), "0 "));
    g_assert_nonnull (strpbrk (gtk_inscription_get_text (window->zoom_label), ".,"));
  }

  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (window);
  wadi_test_remove_dir (dir);
}

/* A read begun before its window (as the application opens a file) and
 * done before a window takes it: the window shows it, never calling back
 * before it took it; a missing file says so the same way.  A second read
 * given the window cancels the first. */
static void
test_read_before_window (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wadi-open-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "small.wadi", NULL);
  g_autofree char *missing_path = g_build_filename (dir, "missing.wadi", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) missing = g_file_new_for_path (missing_path);
  g_autoptr(WadiScenario) scenario = wadi_scenario_new (WADI_RULESET_ASL);
  g_autoptr(GError) error = NULL;
  GFile *files[] = { file, missing };

  wadi_scenario_add_board (scenario, wadi_board_new ("1", 12, 7,
                                                     (WadiGridLayout) { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD },
                                                     WADI_LABEL_NUMERIC, 1));
  g_assert_true (wadi_format_write_file (scenario, file, &error));
  g_assert_no_error (error);
  for (guint f = 0; f < G_N_ELEMENTS (files); f++)
    {
      WadiFileRead *read = wadi_file_read_start (files[f]);
      WadiWindow   *window = wadi_window_new (NULL);
      Opened        opened = { FALSE, FALSE, NULL };
      gint64        deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

      g_object_ref_sink (window);
      while (!_wadi_file_read_is_done (read) && g_get_monotonic_time () < deadline)
        g_main_context_iteration (NULL, TRUE);
      g_assert_true (_wadi_file_read_is_done (read));
      wadi_window_load_read_async (window, read, on_opened, &opened);
      g_assert_false (opened.done);
      g_assert_true (wadi_window_is_loading (window));
      wadi_test_wait_for (&opened.done);
      g_assert_false (wadi_window_is_loading (window));
      if (files[f] == file)
        {
          const WadiScenario *shown = wadi_document_get_scenario (wadi_window_get_document (window));

          g_assert_no_error (opened.error);
          g_assert_true (opened.ok);
          g_assert_true (g_file_equal (wadi_window_get_file (window), file));
          g_assert_cmpint (wadi_scenario_grid (shown)->cols, ==, 12);
        }
      else
        {
          g_assert_false (opened.ok);
          g_assert_error (opened.error, WADI_FORMAT_ERROR, WADI_FORMAT_ERROR_IO);
          g_clear_error (&opened.error);
          g_assert_null (wadi_window_get_file (window));
        }
      gtk_window_destroy (GTK_WINDOW (window));
      g_object_unref (window);
    }
  /* a second open in the same window cancels the first, and the window
   * follows the second to its end */
  {
    WadiWindow *window = wadi_window_new (NULL);
    Opened      first = { FALSE, FALSE, NULL };
    Opened      second = { FALSE, FALSE, NULL };

    g_object_ref_sink (window);
    wadi_window_load_read_async (window, wadi_file_read_start (file), on_opened, &first);
    wadi_window_load_read_async (window, wadi_file_read_start (file), on_opened, &second);
    wadi_test_wait_for (&first.done);
    wadi_test_wait_for (&second.done);
    g_assert_error (first.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
    g_clear_error (&first.error);
    g_assert_no_error (second.error);
    g_assert_true (second.ok);
    g_assert_false (wadi_window_is_loading (window));
    g_assert_cmpuint (window->load_progress_source, ==, 0);
    /* and nothing of the first is left running: the bar is not updated */
    gtk_progress_bar_set_fraction (window->load_progress, 0.5);
    wadi_test_run_for (G_USEC_PER_SEC / 4);
    g_assert_cmpfloat (gtk_progress_bar_get_fraction (window->load_progress), ==, 0.5);
    gtk_window_destroy (GTK_WINDOW (window));
    g_object_unref (window);
  }
  wadi_test_remove_dir (dir);
}

/* Closed while it reads a big file: the read ends, and nothing of it
 * (the bar's progress timer, the end of the open) touches the window
 * wrongly after (a critical would end the test). */
static void
test_closed_while_reading (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wadi-open-XXXXXX", NULL);
  g_autoptr(GFile) file = wadi_test_write_big_map (dir, SIDE);
  WadiWindow *window = wadi_window_new (NULL);
  Opened      opened = { FALSE, FALSE, NULL };

  g_object_ref_sink (window);
  gtk_window_present (GTK_WINDOW (window));
  wadi_window_load_file_async (window, file, on_opened, &opened);
  /* the bar's progress timer has fired, the read is under way */
  while (_wadi_window_get_load_fraction (window) < 100)
    g_main_context_iteration (NULL, TRUE);
  gtk_window_destroy (GTK_WINDOW (window));
  wadi_test_wait_for (&opened.done);
  g_clear_error (&opened.error);
  g_assert_false (wadi_window_is_loading (window));
  wadi_test_run_for (G_USEC_PER_SEC / 2);
  g_object_unref (window);
  wadi_test_remove_dir (dir);
}

/* A window made for a file says the file's name while it reads it, not
 * "Untitled Scenario, Not saved yet"; read, its name and folder; cancelled,
 * untitled again.  A window showing a scenario keeps its title while it
 * opens another. */
static void
test_title_while_opening (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wadi-open-XXXXXX", NULL);
  g_autoptr(GFile) file = wadi_test_write_big_map (dir, SIDE);
  g_autofree char *folder = g_filename_display_name (dir);

  for (guint cancel = 0; cancel <= 1; cancel++)
    {
      g_autoptr(WadiWindow) window = g_object_ref_sink (wadi_window_new (NULL));
      Opened opened = { FALSE, FALSE, NULL };

      gtk_window_present (GTK_WINDOW (window));
      g_assert_cmpstr (adw_window_title_get_title (window->window_title), ==, "Untitled Scenario");
      wadi_window_load_file_async (window, file, on_opened, &opened);
      g_assert_cmpstr (adw_window_title_get_title (window->window_title), ==, "big.wadi");
      g_assert_cmpstr (adw_window_title_get_subtitle (window->window_title), ==, "Opening…");
      g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "big.wadi — Wadi");
      if (cancel)
        gtk_widget_activate_action (GTK_WIDGET (window), "win.cancel-file-task", NULL);
      wadi_test_wait_for (&opened.done);
      g_clear_error (&opened.error);
      if (cancel)
        {
          g_assert_false (opened.ok);
          g_assert_cmpstr (adw_window_title_get_title (window->window_title), ==, "Untitled Scenario");
          g_assert_cmpstr (adw_window_title_get_subtitle (window->window_title), ==, "Not saved yet");
        }
      else
        {
          g_assert_true (opened.ok);
          g_assert_cmpstr (adw_window_title_get_title (window->window_title), ==, "big.wadi");
          g_assert_cmpstr (adw_window_title_get_subtitle (window->window_title), ==, folder);

          /* a second open in the window showing it: its title stays */
          opened.done = FALSE;
          wadi_window_load_file_async (window, file, on_opened, &opened);
          g_assert_cmpstr (adw_window_title_get_title (window->window_title), ==, "big.wadi");
          g_assert_cmpstr (adw_window_title_get_subtitle (window->window_title), ==, folder);
          gtk_widget_activate_action (GTK_WIDGET (window), "win.cancel-file-task", NULL);
          wadi_test_wait_for (&opened.done);
          g_clear_error (&opened.error);
          g_assert_cmpstr (adw_window_title_get_subtitle (window->window_title), ==, folder);
        }
      gtk_window_destroy (GTK_WINDOW (window));
    }
  wadi_test_remove_dir (dir);
}

/* A map of 12 × 7 hexes, written to dir/name. */
static GFile *
write_small_map (const char *dir,
                 const char *name)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);
  GFile           *file = g_file_new_for_path (path);
  g_autoptr(WadiScenario) scenario = wadi_scenario_new (WADI_RULESET_ASL);
  g_autoptr(GError) error = NULL;

  wadi_scenario_add_board (scenario, wadi_board_new ("1", 12, 7,
                                                     (WadiGridLayout) { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD },
                                                     WADI_LABEL_NUMERIC, 1));
  g_assert_true (wadi_format_write_file (scenario, file, &error));
  g_assert_no_error (error);
  return file;
}

static void
wait_loaded (WadiWindow *window)
{
  gint64 deadline = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;

  while (wadi_window_is_loading (window) && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (wadi_window_is_loading (window));
}

/* Not well-formed: no reader takes it. */
static void
spoil (GFile *file)
{
  g_autofree char *path = g_file_get_path (file);
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_set_contents (path, "<scenario", -1, &error));
  g_assert_no_error (error);
}

/* Revert and Reload read the window's file in a thread, as Open does:
 * the action returns with the window showing the edited document and
 * the bar up; the main loop then shows the file.  A file that cannot be
 * read is named by the toast, and the window keeps its document. */
static void
test_read_again (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wadi-open-XXXXXX", NULL);
  g_autoptr(GFile) file = write_small_map (dir, "small.wadi");
  g_autofree char *name = g_file_get_parse_name (file);
  g_autoptr(GError) error = NULL;
  WadiWindow       *window = wadi_window_new (NULL);
  WadiHexCell       woods = { 0 };
  WadiDocument     *edited;
  AdwMessageDialog *question;

  g_object_ref_sink (window);
  g_assert_true (wadi_window_load_file (window, file, &error));
  gtk_window_present (GTK_WINDOW (window));
  wadi_test_wait_until_drawn (window);
  woods.terrain = WADI_TERRAIN_WOODS;

  /* Revert */
  edited = wadi_window_get_document (window);
  wadi_document_set_cell (edited, (WadiHex) { 3, 3 }, &woods);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.revert", NULL);
  question = ADW_MESSAGE_DIALOG (wadi_test_find_window (ADW_TYPE_MESSAGE_DIALOG, GTK_WINDOW (window)));
  g_assert_nonnull (question);
  /* as wadi_test_respond (), without turning the main loop after */
  adw_message_dialog_response (question, "revert");
  gtk_window_destroy (GTK_WINDOW (question));
  g_assert_true (wadi_window_is_loading (window));
  g_assert_true (wadi_window_get_document (window) == edited);
  g_assert_true (wadi_document_get_modified (edited));
  wait_loaded (window);
  g_assert_true (wadi_window_get_document (window) != edited);
  g_assert_false (wadi_document_get_modified (wadi_window_get_document (window)));
  g_assert_false (wadi_document_can_undo (wadi_window_get_document (window)));
  g_assert_cmpint (wadi_board_cell (wadi_scenario_grid (wadi_document_get_scenario (wadi_window_get_document (window))),
                                    (WadiHex) { 3, 3 })
                       ->terrain,
                   !=, WADI_TERRAIN_WOODS);
  g_assert_true (g_file_equal (wadi_window_get_file (window), file));

  /* Reload */
  edited = wadi_window_get_document (window);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.reload", NULL);
  g_assert_true (wadi_window_is_loading (window));
  g_assert_true (wadi_window_get_document (window) == edited);
  wait_loaded (window);
  g_assert_true (wadi_window_get_document (window) != edited);
  g_assert_true (g_file_equal (wadi_window_get_file (window), file));

  /* spoilt by another program: the toast names it, the window keeps its document */
  edited = wadi_window_get_document (window);
  spoil (file);
  g_clear_pointer (&window->last_toast, g_free);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.reload", NULL);
  wait_loaded (window);
  g_assert_nonnull (window->last_toast);
  g_test_message ("%s", window->last_toast);
  g_assert_true (g_str_has_prefix (window->last_toast, name));
  g_assert_true (wadi_window_get_document (window) == edited);

  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (window);
  wadi_test_remove_dir (dir);
}

/* Restore reads the draft in a thread: the call returns with the window
 * as it was and the bar saying what is restored; read, the draft's
 * scenario shows unsaved, as a document of the draft's file, the draft
 * the window's.  A draft that cannot be read names its file. */
static void
test_restore_draft (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wadi-open-XXXXXX", NULL);
  g_autoptr(GFile) file = write_small_map (dir, "small.wadi");
  g_autoptr(WadiScenario) scenario = wadi_format_read_file (file, NULL);
  WadiDrafts      *drafts = wadi_drafts_get_default ();
  g_autofree char *id = wadi_drafts_new_id ();
  g_autofree char *spoilt_id = wadi_drafts_new_id ();
  g_autoptr(GFile) spoilt_file = NULL;
  g_autofree char *spoilt_name = NULL;
  g_autoptr(GError) error = NULL;
  WadiDraft     draft = { id, file, (char *) "Small", NULL, 0 };
  WadiDraft     spoilt = { spoilt_id, NULL, (char *) "", NULL, 0 };
  WadiWindow   *window = wadi_window_new (NULL);
  Opened        restored = { FALSE, FALSE, NULL };
  Opened        refused = { FALSE, TRUE, NULL };
  WadiDocument *before;

  g_assert_true (wadi_drafts_save (drafts, id, scenario, file, "Small", &error));
  g_assert_true (wadi_drafts_save (drafts, spoilt_id, scenario, NULL, "", &error));
  g_assert_no_error (error);
  spoilt_file = wadi_drafts_get_scenario_file (drafts, spoilt_id, &error);
  g_assert_no_error (error);
  spoilt_name = g_file_get_parse_name (spoilt_file);
  spoil (spoilt_file);
  g_object_ref_sink (window);
  wadi_window_set_scenario (window, wadi_scenario_new (WADI_RULESET_ASL), NULL);
  gtk_window_present (GTK_WINDOW (window));
  wadi_test_wait_until_drawn (window);
  before = wadi_window_get_document (window);

  wadi_window_recover_draft_async (window, &draft, on_opened, &restored);
  g_assert_false (restored.done);
  g_assert_true (wadi_window_is_loading (window));
  g_assert_true (wadi_window_get_document (window) == before);
  g_assert_cmpstr (gtk_label_get_text (window->load_label), ==, "Restoring “Small”…");
  wadi_test_wait_for (&restored.done);
  g_assert_no_error (restored.error);
  g_assert_true (restored.ok);
  g_assert_false (wadi_window_is_loading (window));
  g_assert_true (wadi_window_get_document (window) != before);
  g_assert_true (wadi_document_get_modified (wadi_window_get_document (window)));
  g_assert_true (g_file_equal (wadi_window_get_file (window), file));
  g_assert_cmpstr (window->draft_id, ==, id);
  g_assert_cmpint (wadi_scenario_grid (wadi_document_get_scenario (wadi_window_get_document (window)))->cols, ==, 12);

  /* spoilt: its file named, the window as it was */
  before = wadi_window_get_document (window);
  wadi_window_recover_draft_async (window, &spoilt, on_opened, &refused);
  g_assert_false (refused.done);
  wadi_test_wait_for (&refused.done);
  g_assert_false (refused.ok);
  g_assert_nonnull (refused.error);
  g_test_message ("%s", refused.error->message);
  g_assert_true (g_str_has_prefix (refused.error->message, spoilt_name));
  g_clear_error (&refused.error);
  g_assert_true (wadi_window_get_document (window) == before);
  g_assert_cmpstr (window->draft_id, ==, id);

  wadi_drafts_remove (drafts, spoilt_id);
  /* closed, the restored draft goes */
  wadi_document_mark_saved (wadi_window_get_document (window));
  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (window);
  wadi_test_remove_dir (dir);
}

int
main (int   argc,
      char *argv[])
{
  if (!wadi_test_gui_init (&argc, &argv))
    return 0;
  g_test_add_func ("/open-async/responsive", test_responsive);
  g_test_add_func ("/open-async/edit-while-saving", test_edit_while_saving);
  g_test_add_func ("/open-async/no-stall-with-diagnostics", test_no_stall_with_diagnostics);
  g_test_add_func ("/open-async/cancel-keeps-window", test_cancel_keeps_window);
  g_test_add_func ("/open-async/read-before-window", test_read_before_window);
  g_test_add_func ("/open-async/closed-while-reading", test_closed_while_reading);
  g_test_add_func ("/open-async/title-while-opening", test_title_while_opening);
  g_test_add_func ("/open-async/read-again", test_read_again);
  g_test_add_func ("/open-async/restore-draft", test_restore_draft);
  return g_test_run ();
}
