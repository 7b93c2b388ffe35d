/* test-pictures.c: a board's background picture in the editor
 *
 * Set Background Picture lays the picture under the board, decoded in a
 * thread, spanning it, as one undo step; the canvas shows it under the
 * hexes not painted yet, at its opacity; aligning it by clicks and nudges
 * is one undo step, and Cancel leaves none.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "wadi-test-gui.h"
#include "wadi-window-private.h"

/* The picture's one colour: nothing on a blank board is this magenta. */
#define PICTURE_R 0xc0
#define PICTURE_G 0x20
#define PICTURE_B 0x80

typedef struct
{
  char       *dir;
  char       *png;
  WadiWindow *window;
} Fixture;

static void
fixture_setup (Fixture      *fixture,
               gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  WadiScenario    *scenario = wadi_scenario_new (WADI_RULESET_ASL);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 330, 110);
  cairo_t         *cr = cairo_create (surface);

  fixture->dir = g_dir_make_tmp ("wadi-pictures-XXXXXX", &error);
  g_assert_no_error (error);
  fixture->png = g_build_filename (fixture->dir, "board25.png", NULL);
  cairo_set_source_rgb (cr, PICTURE_R / 255.0, PICTURE_G / 255.0, PICTURE_B / 255.0);
  cairo_paint (cr);
  cairo_destroy (cr);
  g_assert_cmpint (cairo_surface_write_to_png (surface, fixture->png), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (surface);

  wadi_scenario_add_board (scenario, wadi_board_new_geomorphic ("25"));
  fixture->window = wadi_window_new (NULL);
  g_object_ref_sink (fixture->window);
  wadi_window_set_scenario (fixture->window, scenario, NULL);
  gtk_window_set_default_size (GTK_WINDOW (fixture->window), 1280, 800);
  gtk_window_present (GTK_WINDOW (fixture->window));
  wadi_test_wait_until_drawn (fixture->window);
}

static void
fixture_teardown (Fixture      *fixture,
                  gconstpointer data)
{
  wadi_document_mark_saved (wadi_window_get_document (fixture->window));
  gtk_window_destroy (GTK_WINDOW (fixture->window));
  g_object_unref (fixture->window);
  wadi_test_remove_dir (fixture->dir);
  g_free (fixture->png);
  g_free (fixture->dir);
}

static const WadiPicture *
board_picture (Fixture *fixture)
{
  const WadiScenario *scenario = wadi_document_get_scenario (wadi_window_get_document (fixture->window));

  return wadi_map_get_board (scenario->map, 0)->picture;
}

static void
set_picture (Fixture *fixture)
{
  g_autoptr(GFile) file = g_file_new_for_path (fixture->png);
  gint64 deadline = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;

  wadi_window_set_background_picture (fixture->window, file);
  while ((wadi_window_is_loading_pictures (fixture->window) || board_picture (fixture) == NULL)
         && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_nonnull (board_picture (fixture));
}

/* The canvas's pixel at the map point (x, y), once its tiles are drawn. */
static void
canvas_pixel (Fixture *fixture,
              double   x,
              double   y,
              guchar   rgb[3])
{
  WadiCanvas  *canvas = wadi_window_get_canvas (fixture->window);
  int          width = gtk_widget_get_width (GTK_WIDGET (canvas));
  int          height = gtk_widget_get_height (GTK_WIDGET (canvas));
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (GTK_WIDGET (canvas));
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree guchar *pixels = g_malloc ((gsize) width * 4 * height);
  double             sx, sy;
  int                px, py;

  wadi_test_wait_until_drawn (fixture->window);
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (fixture->window)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));
  gdk_texture_download (texture, pixels, (gsize) width * 4);
  wadi_viewport_map_to_screen (wadi_canvas_get_viewport (canvas), x, y, &sx, &sy);
  px = (int) sx;
  py = (int) sy;
  g_assert_cmpint (px, >=, 0);
  g_assert_cmpint (py, >=, 0);
  g_assert_cmpint (px, <, width);
  g_assert_cmpint (py, <, height);
  /* GDK_MEMORY_DEFAULT: B, G, R, A in memory */
  rgb[0] = pixels[(gsize) py * width * 4 + px * 4 + 2];
  rgb[1] = pixels[(gsize) py * width * 4 + px * 4 + 1];
  rgb[2] = pixels[(gsize) py * width * 4 + px * 4 + 0];
}

/* A point of hex 25M5, a little below its centre (clear of its label). */
static void
hex_point (Fixture *fixture,
           double  *x,
           double  *y)
{
  const WadiScenario *scenario = wadi_document_get_scenario (wadi_window_get_document (fixture->window));
  WadiHex             hex;

  g_assert_true (wadi_scenario_parse_location (scenario, "25M5", &hex, NULL));
  wadi_hex_center (wadi_scenario_grid (scenario)->layout, hex, x, y);
  *y += 0.2;
}

static void
test_set_and_draw (Fixture      *fixture,
                   gconstpointer data)
{
  WadiDocument       *document = wadi_window_get_document (fixture->window);
  const WadiScenario *scenario = wadi_document_get_scenario (document);
  guchar              rgb[3];
  double              x, y;
  WadiSimilarity      span = wadi_picture_span_fit ((WadiGridLayout) { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD }, 33,
                                                    11, TRUE, 330, 110);
  WadiHexCell         woods;

  g_assert_false (wadi_test_action_enabled (GTK_WIDGET (fixture->window), "win.remove-picture"));
  set_picture (fixture);
  g_assert_cmpstr (board_picture (fixture)->path, ==, fixture->png);
  g_assert_cmpfloat (board_picture (fixture)->opacity, ==, 0.5);
  g_assert_cmpfloat_with_epsilon (board_picture (fixture)->fit.a, span.a, 1e-12);
  g_assert_cmpstr (wadi_document_undo_label (document), ==, "Set background picture");
  g_assert_true (wadi_test_action_enabled (GTK_WIDGET (fixture->window), "win.remove-picture"));
  g_assert_true (wadi_test_action_enabled (GTK_WIDGET (fixture->window), "win.align-picture"));

  /* opaque: a bare hex is the picture's colour */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.picture-opacity", "d", 1.0));
  g_assert_cmpfloat (board_picture (fixture)->opacity, ==, 1.0);
  wadi_test_look_at (fixture->window, "25M5", 40.0);
  hex_point (fixture, &x, &y);
  canvas_pixel (fixture, x, y, rgb);
  g_assert_cmpint (ABS (rgb[0] - PICTURE_R), <=, 2);
  g_assert_cmpint (ABS (rgb[1] - PICTURE_G), <=, 2);
  g_assert_cmpint (ABS (rgb[2] - PICTURE_B), <=, 2);
  wadi_test_save_screenshot (fixture->window, "pictures-opaque.png");

  /* a painted hex shows its terrain over the picture */
  {
    WadiHex hex;

    g_assert_true (wadi_scenario_parse_location (scenario, "25M5", &hex, NULL));
    woods = *wadi_board_cell (wadi_scenario_grid (scenario), hex);
    woods.terrain = WADI_TERRAIN_WOODS;
    g_assert_true (wadi_document_set_cell (document, hex, &woods));
  }
  canvas_pixel (fixture, x, y, rgb);
  g_assert_false (ABS (rgb[0] - PICTURE_R) <= 2 && ABS (rgb[1] - PICTURE_G) <= 2 && ABS (rgb[2] - PICTURE_B) <= 2);
  g_assert_true (wadi_document_undo (document));

  /* removed: the board is as it was */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.remove-picture", NULL));
  g_assert_null (board_picture (fixture));
  canvas_pixel (fixture, x, y, rgb);
  g_assert_false (ABS (rgb[0] - PICTURE_R) <= 2 && ABS (rgb[1] - PICTURE_G) <= 2);
  g_assert_true (wadi_document_undo (document));
  g_assert_nonnull (board_picture (fixture));
}

/* A picture that is not there: a toast says so, nothing is set. */
static void
test_missing (Fixture      *fixture,
              gconstpointer data)
{
  g_autofree char *path = g_build_filename (fixture->dir, "nothing.png", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  wadi_window_set_background_picture (fixture->window, file);
  while (wadi_window_is_loading_pictures (fixture->window) && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_null (board_picture (fixture));
  g_assert_nonnull (strstr (fixture->window->last_toast, "nothing.png"));
}

/* A scenario whose picture is not where its file says opens all the
 * same, and a toast names the board and the picture. */
static void
test_missing_on_load (Fixture      *fixture,
                      gconstpointer data)
{
  g_autofree char *path = g_build_filename (fixture->dir, "traced.wadi", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  gint64      deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  const char *text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                     "<scenario xmlns=\"https://wadieditor.github.io/ns/scenario\" version=\"6\" ruleset=\"asl\">\n"
                     "  <board id=\"25\" columns=\"33\" rows=\"11\" first-row=\"0\">\n"
                     "    <picture file=\"scans/gone.png\" opacity=\"0.5\"/>\n"
                     "  </board>\n"
                     "</scenario>\n";

  g_file_set_contents (path, text, -1, &error);
  g_assert_no_error (error);
  g_clear_pointer (&fixture->window->last_toast, g_free);
  g_assert_true (wadi_window_load_file (fixture->window, file, &error));
  g_assert_no_error (error);
  while (fixture->window->last_toast == NULL && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_nonnull (board_picture (fixture));
  g_assert_nonnull (fixture->window->last_toast);
  g_assert_nonnull (strstr (fixture->window->last_toast, "board 25, gone.png"));
  /* what cannot be read is not aligned or traced */
  g_assert_false (wadi_test_action_enabled (GTK_WIDGET (fixture->window), "win.align-picture"));
  g_assert_true (wadi_test_action_enabled (GTK_WIDGET (fixture->window), "win.remove-picture"));
}

static void
map_point (Fixture    *fixture,
           const char *label,
           double     *x,
           double     *y)
{
  const WadiScenario *scenario = wadi_document_get_scenario (wadi_window_get_document (fixture->window));
  WadiHex             hex;

  g_assert_true (wadi_scenario_parse_location (scenario, label, &hex, NULL));
  wadi_hex_center (wadi_scenario_grid (scenario)->layout, hex, x, y);
}

/* Clicks and nudges are one undo step; Cancel leaves none. */
static void
test_align_undo (Fixture      *fixture,
                 gconstpointer data)
{
  WadiDocument *document = wadi_window_get_document (fixture->window);
  g_autoptr(WadiPicture) before = NULL;
  g_autoptr(WadiPicture) aligned = NULL;
  double x, y;

  set_picture (fixture);
  before = wadi_picture_copy (board_picture (fixture));

  /* cancelled: nothing */
  g_assert_true (wadi_window_start_picture_alignment (fixture->window));
  g_assert_false (wadi_test_action_enabled (GTK_WIDGET (fixture->window), "win.set-picture"));
  wadi_window_picture_alignment_nudge (fixture->window, 5, 0, 0, 0);
  g_assert_false (wadi_picture_equal (board_picture (fixture), before));
  wadi_window_end_picture_alignment (fixture->window, FALSE);
  g_assert_true (wadi_picture_equal (board_picture (fixture), before));
  g_assert_cmpstr (wadi_document_undo_label (document), ==, "Set background picture");

  /* the picture's point at 25C3 is the centre of 25E4; its point at 25Y8
   * that of 25AA8: the picture moves two hexes east and a half down, and
   * stretches a little */
  g_assert_true (wadi_window_start_picture_alignment (fixture->window));
  map_point (fixture, "25C3", &x, &y);
  g_assert_true (wadi_window_picture_alignment_click (fixture->window, x, y));
  g_assert_nonnull (strstr (wadi_window_picture_alignment_text (fixture->window), "hex"));
  map_point (fixture, "25E4", &x, &y);
  g_assert_true (wadi_window_picture_alignment_click (fixture->window, x, y));
  map_point (fixture, "25Y8", &x, &y);
  g_assert_true (wadi_window_picture_alignment_click (fixture->window, x, y));
  map_point (fixture, "25AA8", &x, &y);
  g_assert_true (wadi_window_picture_alignment_click (fixture->window, x, y));
  /* two points fit exactly */
  g_assert_nonnull (strstr (wadi_window_picture_alignment_text (fixture->window), "2 points fitted, off by 0.0 pixels"));
  wadi_window_picture_alignment_nudge (fixture->window, 1, 0, 0, 0);
  wadi_window_picture_alignment_nudge (fixture->window, 0, 0, 5, 0);
  wadi_window_picture_alignment_nudge (fixture->window, 0, 0, 0, 3);
  wadi_window_end_picture_alignment (fixture->window, TRUE);
  g_assert_null (wadi_window_picture_alignment_text (fixture->window));
  aligned = wadi_picture_copy (board_picture (fixture));
  g_assert_false (wadi_picture_equal (aligned, before));
  g_assert_cmpfloat (wadi_similarity_scale (&aligned->fit), >, wadi_similarity_scale (&before->fit));
  g_assert_cmpstr (wadi_document_undo_label (document), ==, "Align background picture");

  /* one step back is the picture as set */
  g_assert_true (wadi_document_undo (document));
  g_assert_true (wadi_picture_equal (board_picture (fixture), before));
  g_assert_true (wadi_document_redo (document));
  g_assert_true (wadi_picture_equal (board_picture (fixture), aligned));
}

/* Two halves: the picture's left half magenta, its right half green. */
static void
write_halves (Fixture *fixture)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 330, 110);
  cairo_t         *cr = cairo_create (surface);

  cairo_set_source_rgb (cr, PICTURE_R / 255.0, PICTURE_G / 255.0, PICTURE_B / 255.0);
  cairo_paint (cr);
  cairo_set_source_rgb (cr, 0.1, 0.7, 0.2);
  cairo_rectangle (cr, 165, 0, 165, 110);
  cairo_fill (cr);
  cairo_destroy (cr);
  g_assert_cmpint (cairo_surface_write_to_png (surface, fixture->png), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (surface);
}

static WadiTerrain
terrain_at (Fixture    *fixture,
            const char *label)
{
  const WadiScenario *scenario = wadi_document_get_scenario (wadi_window_get_document (fixture->window));
  WadiHex             hex;

  g_assert_true (wadi_scenario_parse_location (scenario, label, &hex, NULL));
  return (WadiTerrain) wadi_board_cell (wadi_scenario_grid (scenario), hex)->terrain;
}

/* The samples of the trace tests: woods painted on SAMPLE_HEXES hexes of
 * the magenta half (an undo step each), and as many bare hexes of the
 * green half selected with the area tool. */
#define SAMPLE_HEXES 3

static void
paint_samples (Fixture *fixture)
{
  WadiDocument       *document = wadi_window_get_document (fixture->window);
  const WadiScenario *scenario = wadi_document_get_scenario (document);
  const char         *painted[SAMPLE_HEXES] = { "25C3", "25E6", "25H8" };
  const char         *bare[SAMPLE_HEXES] = { "25Y3", "25BB6", "25DD8" };
  g_autoptr(GArray) area = g_array_new (FALSE, FALSE, sizeof (WadiHex));

  for (guint i = 0; i < SAMPLE_HEXES; i++)
    {
      WadiHex     hex;
      WadiHexCell cell;

      g_assert_true (wadi_scenario_parse_location (scenario, painted[i], &hex, NULL));
      cell = *wadi_board_cell (wadi_scenario_grid (scenario), hex);
      cell.terrain = WADI_TERRAIN_WOODS;
      g_assert_true (wadi_document_set_cell (document, hex, &cell));
      g_assert_true (wadi_scenario_parse_location (scenario, bare[i], &hex, NULL));
      g_array_append_val (area, hex);
    }
  wadi_tool_set_area (wadi_canvas_get_tool (wadi_window_get_canvas (fixture->window)), area);
}

/* Trace Terrain's dialog once it offers to accept (20 s at most). */
static AdwMessageDialog *
wait_for_suggestions (Fixture *fixture)
{
  gint64            deadline = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;
  AdwMessageDialog *dialog = NULL;

  while (g_get_monotonic_time () < deadline)
    {
      dialog = ADW_MESSAGE_DIALOG (wadi_test_find_window (ADW_TYPE_MESSAGE_DIALOG, GTK_WINDOW (fixture->window)));
      if (dialog != NULL && adw_message_dialog_has_response (dialog, "all"))
        break;
      g_main_context_iteration (NULL, TRUE);
    }
  g_assert_nonnull (dialog);
  return dialog;
}

/* Trace Terrain: woods painted on the magenta half, bare hexes selected
 * on the green half; every magenta hex becomes woods, in one undo step. */
static void
test_trace (Fixture      *fixture,
            gconstpointer data)
{
  WadiDocument       *document = wadi_window_get_document (fixture->window);
  const WadiScenario *scenario = wadi_document_get_scenario (document);
  AdwMessageDialog   *dialog;

  write_halves (fixture);
  set_picture (fixture);
  g_assert_false (wadi_window_trace_terrain (fixture->window));
  paint_samples (fixture);

  /* Cancel gives back the selection the samples came from: the doubtful
   * hexes outlined while the dialog asked are not read as bare hexes by
   * the next trace (a try-out's traces alternated between two answers) */
  {
    WadiTool *tool = wadi_canvas_get_tool (wadi_window_get_canvas (fixture->window));
    g_autoptr(GArray) before = g_array_copy ((GArray *) wadi_tool_get_area (tool));

    g_assert_cmpuint (before->len, >, 0);
    g_assert_true (wadi_window_trace_terrain (fixture->window));
    dialog = wait_for_suggestions (fixture);
    wadi_test_respond (dialog, "cancel");
    g_assert_cmpuint (wadi_tool_get_area (tool)->len, ==, before->len);
    g_assert_cmpmem (wadi_tool_get_area (tool)->data, before->len * sizeof (WadiHex), before->data,
                     before->len * sizeof (WadiHex));
  }

  g_assert_true (wadi_window_trace_terrain (fixture->window));
  dialog = wait_for_suggestions (fixture);
  g_assert_cmpint (terrain_at (fixture, "25F5"), ==, WADI_TERRAIN_OPEN);
  /* the suggestions are on the map before they are accepted: F5 as woods */
  {
    WadiTool *tool = wadi_canvas_get_tool (wadi_window_get_canvas (fixture->window));
    g_autoptr(GArray) shown = g_array_new (FALSE, FALSE, sizeof (WadiRenderGhostCell));
    WadiHex  f5;
    gboolean f5_shown = FALSE;

    g_assert_true (wadi_scenario_parse_location (scenario, "25F5", &f5, NULL));
    wadi_tool_get_stamp_ghost (tool, shown);
    for (guint i = 0; i < shown->len; i++)
      if (wadi_hex_equal (g_array_index (shown, WadiRenderGhostCell, i).hex, f5))
        f5_shown = g_array_index (shown, WadiRenderGhostCell, i).cell.terrain == WADI_TERRAIN_WOODS;
    g_assert_true (f5_shown);
    wadi_test_respond (dialog, "all");
    wadi_tool_get_stamp_ghost (tool, shown);
    g_assert_cmpuint (shown->len, ==, 0);
  }
  g_assert_cmpint (terrain_at (fixture, "25F5"), ==, WADI_TERRAIN_WOODS);
  g_assert_cmpint (terrain_at (fixture, "25B9"), ==, WADI_TERRAIN_WOODS);
  g_assert_cmpint (terrain_at (fixture, "25AA5"), ==, WADI_TERRAIN_OPEN);
  /* accepted, the doubtful hexes stay selected, and are known for no
   * bare hexes */
  g_assert_nonnull (fixture->window->trace_doubtful);
  g_assert_cmpuint (fixture->window->trace_doubtful->len, ==,
                    wadi_tool_get_area (wadi_canvas_get_tool (wadi_window_get_canvas (fixture->window)))->len);
  g_assert_cmpstr (wadi_document_undo_label (document), ==, "Trace terrain");
  g_assert_true (wadi_document_undo (document));
  g_assert_cmpint (terrain_at (fixture, "25F5"), ==, WADI_TERRAIN_OPEN);
  g_assert_cmpint (terrain_at (fixture, "25C3"), ==, WADI_TERRAIN_WOODS);
}

static void
count_progress (WadiPictureLoader *loader,
                const char        *path,
                double             fraction,
                double            *last)
{
  g_assert_cmpfloat (fraction, >, *last);
  g_assert_cmpfloat (fraction, <=, 1.0);
  *last = fraction;
}

/* Set Background Picture… of a large scan shows its decoding's progress
 * on a toast with Cancel; Cancel stops it, and the board keeps no
 * picture and the document no step. */
static void
test_decoding_progress_and_cancel (Fixture      *fixture,
                                   gconstpointer data)
{
  g_autofree char *path = g_build_filename (fixture->dir, "scan.png", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 2000, 650);
  guint32         *pixels = (guint32 *) (gpointer) cairo_image_surface_get_data (surface);
  guint32          noise = 12345;
  double           last = 0.0;
  gint64           deadline;

  /* noise: a file of megabytes, read in many chunks */
  for (gsize i = 0; i < (gsize) cairo_image_surface_get_stride (surface) / 4 * 650; i++)
    pixels[i] = (noise = noise * 1103515245u + 12345u) >> 8;
  cairo_surface_mark_dirty (surface);
  g_assert_cmpint (cairo_surface_write_to_png (surface, path), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (surface);
  g_signal_connect (fixture->window->picture_loader, "progress", G_CALLBACK (count_progress), &last);

  /* the whole way: progress up to the end, then the picture and no toast */
  wadi_window_set_background_picture (fixture->window, file);
  g_assert_cmpuint (fixture->window->picture_progress_timeout, !=, 0);
  deadline = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;
  while (board_picture (fixture) == NULL && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_nonnull (board_picture (fixture));
  g_assert_cmpfloat (last, >, 0.5);
  g_assert_null (fixture->window->picture_progress);
  g_assert_cmpuint (fixture->window->picture_progress_timeout, ==, 0);
  g_assert_true (wadi_document_undo (wadi_window_get_document (fixture->window)));
  g_assert_null (board_picture (fixture));

  /* cancelled at once: nothing comes of it */
  last = 0.0;
  wadi_picture_loader_retry (fixture->window->picture_loader, path);
  wadi_window_set_background_picture (fixture->window, file);
  g_assert_true (wadi_window_is_loading_pictures (fixture->window));
  g_assert_true (wadi_test_action_enabled (GTK_WIDGET (fixture->window), "win.cancel-picture"));
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.cancel-picture", NULL);
  g_assert_null (fixture->window->picture_progress);
  g_assert_false (wadi_window_is_loading_pictures (fixture->window));
  deadline = g_get_monotonic_time () + G_USEC_PER_SEC;
  while (g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, FALSE);
  g_assert_null (board_picture (fixture));
  g_assert_false (wadi_document_can_undo (wadi_window_get_document (fixture->window)));
}

/* Waits (20 s at most) for the window's next toast and returns it. */
static const char *
wait_for_toast (Fixture *fixture)
{
  gint64 deadline = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;

  while (fixture->window->last_toast == NULL && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_nonnull (fixture->window->last_toast);
  return fixture->window->last_toast;
}

/* A sample set saved from one tracing serves the next: the painted hexes
 * undone and the selection gone, Trace Terrain refuses, then with the set
 * loaded it paints the magenta half woods again. */
static void
test_trace_saved_samples (Fixture      *fixture,
                          gconstpointer data)
{
  WadiDocument       *document = wadi_window_get_document (fixture->window);
  const WadiScenario *scenario = wadi_document_get_scenario (document);
  g_autoptr(GArray) none = g_array_new (FALSE, FALSE, sizeof (WadiHex));
  g_autofree char *path = g_build_filename (fixture->dir, "samples.json", NULL);
  g_autofree char *bad = g_build_filename (fixture->dir, "bad.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) bad_file = g_file_new_for_path (bad);
  g_autoptr(GError) error = NULL;

  write_halves (fixture);
  set_picture (fixture);
  /* nothing painted yet: nothing to save */
  g_assert_false (wadi_window_save_trace_samples (fixture->window, file, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_clear_error (&error);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  paint_samples (fixture);
  /* a folder where the file would go: the toast names it */
  {
    g_autofree char *folder = g_build_filename (fixture->dir, "folder.json", NULL);
    g_autoptr(GFile) folder_file = g_file_new_for_path (folder);

    g_assert_cmpint (g_mkdir (folder, 0700), ==, 0);
    g_clear_pointer (&fixture->window->last_toast, g_free);
    g_assert_false (_wadi_window_save_trace_samples_to (fixture->window, folder_file));
    g_assert_nonnull (fixture->window->last_toast);
    g_test_message ("%s", fixture->window->last_toast);
    g_assert_nonnull (strstr (fixture->window->last_toast, "not saved"));
    g_assert_nonnull (strstr (fixture->window->last_toast, "“folder.json”"));
    /* and loading it says which */
    g_clear_pointer (&fixture->window->last_toast, g_free);
    wadi_window_load_trace_samples (fixture->window, folder_file);
    g_assert_nonnull (strstr (wait_for_toast (fixture), "“folder.json”"));
    g_assert_nonnull (strstr (fixture->window->last_toast, "not loaded"));
    g_assert_cmpint (g_rmdir (folder), ==, 0);
  }
  /* a wall painted along a hexside is a hexside sample too */
  {
    WadiHexside side = { { 0, 0 }, 1 };

    g_assert_true (wadi_scenario_parse_location (scenario, "25E6", &side.hex, NULL));
    g_assert_true (wadi_document_set_side (document, side, WADI_SIDE_WALL));
  }
  g_assert_true (wadi_window_save_trace_samples (fixture->window, file, &error));
  g_assert_no_error (error);
  {
    g_autofree char *json = NULL;

    g_assert_true (g_file_get_contents (path, &json, NULL, NULL));
    g_assert_nonnull (strstr (json, "\"wall\""));
    g_assert_nonnull (strstr (json, "\"none\""));
  }

  /* the painted hexes and the wall */
  for (guint i = 0; i < SAMPLE_HEXES + 1; i++)
    g_assert_true (wadi_document_undo (document));
  wadi_tool_set_area (wadi_canvas_get_tool (wadi_window_get_canvas (fixture->window)), none);
  g_assert_false (wadi_window_trace_terrain (fixture->window));

  /* a file that is not a sample set is refused with a toast, nothing kept */
  g_assert_true (g_file_set_contents (bad, "{\"wadi-trace-samples\": 1, \"samples\": 7}", -1, NULL));
  g_clear_pointer (&fixture->window->last_toast, g_free);
  wadi_window_load_trace_samples (fixture->window, bad_file);
  g_assert_nonnull (strstr (wait_for_toast (fixture), "not loaded"));
  g_assert_nonnull (strstr (fixture->window->last_toast, "“bad.json”"));
  g_assert_cmpuint (wadi_window_get_loaded_trace_samples (fixture->window), ==, 0);

  g_clear_pointer (&fixture->window->last_toast, g_free);
  wadi_window_load_trace_samples (fixture->window, file);
  g_assert_nonnull (strstr (wait_for_toast (fixture), "loaded"));
  g_assert_cmpuint (wadi_window_get_loaded_trace_samples (fixture->window), ==, 2 * SAMPLE_HEXES);

  g_assert_true (wadi_window_trace_terrain (fixture->window));
  wadi_test_respond (wait_for_suggestions (fixture), "all");
  g_assert_cmpint (terrain_at (fixture, "25C3"), ==, WADI_TERRAIN_WOODS);
  g_assert_cmpint (terrain_at (fixture, "25F5"), ==, WADI_TERRAIN_WOODS);
  g_assert_cmpint (terrain_at (fixture, "25AA5"), ==, WADI_TERRAIN_OPEN);
}

int
main (int   argc,
      char *argv[])
{
  if (!wadi_test_gui_init (&argc, &argv))
    return 0;

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_setup, func, fixture_teardown)
  ADD ("/pictures/set-and-draw", test_set_and_draw);
  ADD ("/pictures/missing", test_missing);
  ADD ("/pictures/missing-on-load", test_missing_on_load);
  ADD ("/pictures/align-undo", test_align_undo);
  ADD ("/pictures/trace", test_trace);
  ADD ("/pictures/trace-saved-samples", test_trace_saved_samples);
  ADD ("/pictures/decoding-progress-and-cancel", test_decoding_progress_and_cancel);

  return g_test_run ();
}
