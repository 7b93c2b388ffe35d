/* test-translations.c: the editor in German or French, under a display
 *
 * Runs in the 'gui' suite, once with LANGUAGE=de and once with
 * LANGUAGE=fr (tests/meson.build), on the catalogues built from po/.  The
 * window's title, a menu of the palette, and a diagnostic's message are
 * the catalogue's, and the rules' terms (IN, Crest) stay as the rulebook
 * spells them.  The expected strings are po/de.po's and po/fr.po's.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <gtk/gtk.h>
#include <locale.h>
#include <string.h>

#include "wadi-diagnostic-item.h"
#include "wadi-export-dialog.h"
#include "wadi-help.h"
#include "wadi-los.h"
#include "wadi-new-dialog.h"
#include "wadi-test-fixtures.h"
#include "wadi-test-gui.h"
#include "wadi-window-private.h"

typedef struct
{
  const char *language;
  const char *untitled;   /* "Untitled Scenario" */
  const char *foxhole;    /* the start of B20.5's message on a foxhole in a stream */
  const char *in_flooded; /* the start of B20.44's message: "A unit is IN a flooded stream" */
  const char *simplified; /* "A6 (simplified)": Wadi's own reading of the rule, cited with a LOS */
} Expected;

static const Expected expected[] = {
  { "de", "Unbenanntes Szenario", "Ein Schützenloch steht in einem Bach", "Eine Einheit ist IN einem überfluteten Bach",
    "A6 (vereinfacht)" },
  { "fr", "Scénario sans titre", "Un trou individuel est dans un ruisseau", "Une unité est IN un ruisseau en crue",
    "A6 (règle simplifiée)" },
};

static const Expected *
language (void)
{
  const char *name = g_getenv ("LANGUAGE");

  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    if (g_strcmp0 (name, expected[i].language) == 0)
      return &expected[i];
  g_error ("LANGUAGE is %s, expected de or fr", name != NULL ? name : "unset");
  return NULL;
}

/* The message of the first diagnostic of code, as the panel lists it. */
static const char *
panel_message (WadiWindow *window,
               const char *code)
{
  GListModel *model = G_LIST_MODEL (wadi_diagnostics_panel_get_selection (wadi_window_get_diagnostics_panel (window)));

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(WadiDiagnosticItem) item = g_list_model_get_item (model, i);

      if (g_strcmp0 (wadi_diagnostic_item_get_code (item), code) == 0)
        return wadi_diagnostic_item_get_message (item);
    }
  return NULL;
}

/* A window of the default size showing scenario (taken), titled title. */
static WadiWindow *
window_showing (WadiScenario *scenario,
                const char   *title)
{
  WadiWindow *window = wadi_window_new (NULL);

  g_free (scenario->title);
  scenario->title = g_strdup (title);
  g_object_ref_sink (window);
  gtk_window_set_default_size (GTK_WINDOW (window), 1200, 800);
  wadi_window_set_scenario (window, scenario, NULL);
  gtk_window_present (GTK_WINDOW (window));
  return window;
}

static void
test_window_speaks_the_language (void)
{
  const Expected  *want = language ();
  WadiScenario    *scenario = wadi_fixture_asl_examples ();
  WadiWindow      *window;
  WadiCounter      foxhole = { 0 };
  const char      *message;
  g_autofree char *shot = g_strdup_printf ("wadi-translated-%s.png", want->language);

  foxhole.kind = WADI_COUNTER_FOXHOLE;
  foxhole.hex = wadi_fixture_hex (scenario, "13P4");
  wadi_scenario_add_counter (scenario, &foxhole);
  /* a scenario without a title is the untitled one */
  window = window_showing (scenario, "");
  wadi_window_show_panel (window, "diagnostics");
  wadi_test_wait_until_drawn (window);

  g_test_message ("title: %s", gtk_window_get_title (GTK_WINDOW (window)));
  g_assert_nonnull (strstr (gtk_window_get_title (GTK_WINDOW (window)), want->untitled));
  message = panel_message (window, "placement.fortification-in-stream");
  g_assert_nonnull (message);
  g_test_message ("diagnostic: %s", message);
  g_assert_true (g_str_has_prefix (message, want->foxhole));
  /* the rules' own terms keep their rulebook spelling */
  g_assert_true (g_str_has_prefix (_("A unit is IN a flooded stream: a flooded stream is a Water Obstacle, a flooded "
                                     "pond; move it, or give the hex a ford or a bridge."),
                                      want->in_flooded));
  wadi_test_save_screenshot (window, shot);
  /* the palette and the inspector, to look at in the language */
  {
    g_autofree char *palette = g_strdup_printf ("wadi-translated-%s-palette.png", want->language);
    g_autofree char *inspector = g_strdup_printf ("wadi-translated-%s-inspector.png", want->language);
    double           x, y;

    wadi_window_show_panel (window, "palette");
    wadi_test_wait_until_drawn (window);
    wadi_test_save_screenshot (window, palette);
    gtk_widget_activate_action (GTK_WIDGET (window), "win.tool", "s", "select");
    wadi_window_show_panel (window, "inspector");
    wadi_test_look_at (window, "14T3", 56.0);
    wadi_test_screen_point (window, "14T1", &x, &y);
    wadi_canvas_pointer_press (wadi_window_get_canvas (window), x, y, GDK_BUTTON_PRIMARY, 0);
    wadi_canvas_pointer_release (wadi_window_get_canvas (window), x, y, 0);
    wadi_test_screen_point (window, "14T3", &x, &y);
    wadi_canvas_pointer_press (wadi_window_get_canvas (window), x, y, GDK_BUTTON_PRIMARY, 0);
    wadi_canvas_pointer_release (wadi_window_get_canvas (window), x, y, 0);
    wadi_test_wait_until_drawn (window);
    wadi_test_save_screenshot (window, inspector);
  }
  /* each panel's title whole beside the panels' switcher: "Scenario
   * Special …" in a designer's try-out */
  for (const char *const *panel = (const char *const[]) { "palette", "diagnostics", "ssr", "inspector", NULL };
       *panel != NULL; panel++)
    {
      wadi_window_show_panel (window, *panel);
      wadi_test_wait_frames (GTK_WIDGET (window));
      g_test_message ("panel title: %s", gtk_label_get_text (window->side_title));
      {
        PangoLayout *layout = gtk_label_get_layout (window->side_title);
        int          width, height;

        /* whole: not ellipsized, on two lines at most, none cut off */
        pango_layout_get_pixel_size (layout, &width, &height);
        g_assert_false (pango_layout_is_ellipsized (layout));
        g_assert_cmpint (pango_layout_get_line_count (layout), <=, 2);
        g_assert_cmpint (width, <=, gtk_widget_get_width (GTK_WIDGET (window->side_title)));
        g_assert_cmpint (height, <=, gtk_widget_get_height (GTK_WIDGET (window->side_title)));
      }
    }
  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (window);
}

/* New Scenario shows its choices whole in the language, beside their
 * rows' explanations: a designer's try-out read "G…" for the first
 * board and "Buchs…" for the hex labels in German. */
static void
test_new_dialog_shows_choices_whole (void)
{
  const Expected *want = language ();
  WadiWindow     *window = wadi_window_new (NULL);
  WadiNewDialog  *dialog;
  GtkWidget      *cut;

  g_object_ref_sink (window);
  gtk_window_set_default_size (GTK_WINDOW (window), 1200, 800);
  gtk_window_present (GTK_WINDOW (window));
  dialog = wadi_new_dialog_new (GTK_WINDOW (window), NULL);
  /* a board of a size: its grid's rows in use */
  adw_combo_row_set_selected (ADW_COMBO_ROW (gtk_widget_get_template_child (GTK_WIDGET (dialog), WADI_TYPE_NEW_DIALOG,
                                                                            "kind_row")),
                              1);
  gtk_window_present (GTK_WINDOW (dialog));
  wadi_test_wait_frames (GTK_WIDGET (dialog));
  wadi_test_wait_frames (GTK_WIDGET (dialog));
  cut = wadi_test_find_cut_label (GTK_WIDGET (dialog));
  if (cut != NULL)
    g_error ("in %s, New Scenario cuts “%s” short", want->language, gtk_label_get_text (GTK_LABEL (cut)));
  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (window);
}

/* At the window's default width the header keeps Save, Undo and Redo
 * beside a scenario's long title: in German and French they had folded
 * into the main menu, the longer start buttons and the whole title
 * leaving them no room (a designer's try-out). */
static void
test_header_keeps_save (void)
{
  const Expected *want = language ();
  WadiWindow     *window = window_showing (wadi_fixture_asl_examples (),
                                           "The worked examples of F5 and B20, with every hex of the three boards");

  wadi_test_wait_until_drawn (window);
  g_test_message ("%s: the header shows %s", want->language,
                  adw_squeezer_get_visible_child (window->end_squeezer) == window->end_buttons ? "Save" : "less");
  g_assert_true (adw_squeezer_get_visible_child (window->end_squeezer) == window->end_buttons);
  g_assert_true (adw_squeezer_get_visible_child (window->start_squeezer) == window->start_buttons);
  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (window);
}

/* About's release notes are in the language: they come from the
 * metainfo in the resources, as written, and each paragraph and item is
 * looked up in the catalogue (a French try-out read them in English
 * though fr.po translates them). */
static void
test_release_notes_translated (void)
{
  const Expected *want = language ();
  g_autoptr(GBytes) metainfo = g_resources_lookup_data ("/io/github/wadieditor/Wadi/metainfo.xml",
                                                         G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  g_autofree char *version = NULL;
  g_autofree char *notes = NULL;

  g_assert_nonnull (metainfo);
  g_assert_true (wadi_help_newest_release (metainfo, &version, &notes));
  g_test_message ("%s: %s", want->language, notes);
  g_assert_cmpstr (_("A help manual, opened with F1"), !=, "A help manual, opened with F1");
  g_assert_nonnull (strstr (notes, _("A help manual, opened with F1")));
  g_assert_null (strstr (notes, "A help manual, opened with F1"));

  /* an empty paragraph is not looked up (its msgid "" is the catalogue's
   * header), nor one with markup, which is extracted as markup */
  {
    static const char text[] = "<component><releases><release version=\"1\"><description>"
                               "<p></p><p>A help manual, opened with <em>F1</em></p>"
                               "</description></release></releases></component>";
    g_autoptr(GBytes) bytes = g_bytes_new_static (text, sizeof text - 1);
    g_autofree char *odd_version = NULL;
    g_autofree char *odd_notes = NULL;

    g_assert_true (wadi_help_newest_release (bytes, &odd_version, &odd_notes));
    g_assert_cmpstr (odd_notes, ==, "<p/><p>A help manual, opened with <em>F1</em></p>");
  }
}

/* The shortcuts window fits a 1400 pixel wide screen in the language:
 * in German it was 1778 pixels wide, its close button and the end of
 * "Drehen, was gerade gesetzt wird: …" off the screen (a try-out); then
 * 1581, and 1418 in English, off a 1400 pixel screen (another), the four
 * Shift+arrow keys to pan in one row. */
static void
test_shortcuts_fit (void)
{
  const Expected *want = language ();
  WadiWindow     *window = wadi_window_new (NULL);
  GtkWindow      *shortcuts;
  g_autoptr(GtkCssProvider) provider = gtk_css_provider_new ();

  /* the editor's style, which AdwApplication loads: its page buttons'
   * labels measure right under GTK 4.8 with it (test-application) */
  gtk_css_provider_load_from_resource (provider, "/io/github/wadieditor/Wadi/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  g_object_ref_sink (window);
  gtk_window_present (GTK_WINDOW (window));
  wadi_test_wait_until_drawn (window);
  shortcuts = _wadi_window_get_shortcuts_window (window);
  gtk_window_present (shortcuts);
  wadi_test_wait_frames (GTK_WIDGET (shortcuts));
  g_test_message ("%s: the shortcuts window is %d pixels wide", want->language,
                  gtk_widget_get_width (GTK_WIDGET (shortcuts)));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (shortcuts)), <=, 1400);
  gtk_window_close (shortcuts);
  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (window);
  gtk_style_context_remove_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (provider));
}

/* The Export dialog's lists show their choices whole in the language:
 * a try-out read "PDF sur feuilles de pa…" and "Données du scénario (…",
 * the part that tells two choices apart cut off. */
static void
test_export_choices_whole (void)
{
  const Expected *want = language ();
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  WadiWindow       *window = wadi_window_new (NULL);
  WadiExportDialog *dialog;

  g_object_ref_sink (window);
  gtk_window_present (GTK_WINDOW (window));
  dialog = wadi_export_dialog_new (GTK_WINDOW (window), scenario, "map", NULL);
  gtk_window_present (GTK_WINDOW (dialog));
  wadi_test_wait_frames (GTK_WIDGET (dialog));
  for (const char *const *name = (const char *const[]) { "format", "what", NULL }; *name != NULL; name++)
    {
      GtkWidget       *row = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (dialog), WADI_TYPE_EXPORT_DIALOG, *name));
      g_autofree char *cut = wadi_test_popup_cut_text (row);

      if (cut != NULL)
        g_error ("in %s, Export's %s list cuts “%s” short", want->language, *name, cut);
    }
  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (window);
}

/* A LOS that higher ground blocks cites "A6 (simplified)", Wadi's own
 * words beside the rule's number, as the Inspector and the analysis tool
 * show it: in the catalogue, not English in a German window. */
static void
test_simplified_rule_translated (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  g_autoptr(WadiRulesContext) ctx = NULL;
  WadiLocation  from = { wadi_fixture_hex (scenario, "25C5"), WADI_POSITION_GROUND, 0 };
  WadiLocation  to = { wadi_fixture_hex (scenario, "25G5"), WADI_POSITION_GROUND, 0 };
  WadiLosResult result;

  /* a hill between two hexes of the same row, which the line crosses */
  wadi_fixture_set_hex (scenario, "25E5", WADI_TERRAIN_OPEN, 1, WADI_DEPRESSION_NONE, 0);
  ctx = wadi_rules_context_new (scenario);
  wadi_los_result_init (&result);
  wadi_los (ctx, &from, &to, &result);
  g_assert_cmpint (result.verdict, ==, WADI_LOS_BLOCKED);
  g_assert_cmpstr (result.rule, ==, "A6 (simplified)");
  g_assert_cmpstr (_(result.rule), ==, language ()->simplified);
  wadi_los_result_clear (&result);
}

int
main (int   argc,
      char *argv[])
{
  /* the catalogues the build made from po/ */
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("WADI_TEST_LOCALEDIR"));
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  if (!wadi_test_gui_init (&argc, &argv))
    return 0;
  g_test_add_func ("/translations/window-speaks-the-language", test_window_speaks_the_language);
  g_test_add_func ("/translations/new-dialog-shows-choices-whole", test_new_dialog_shows_choices_whole);
  g_test_add_func ("/translations/header-keeps-save", test_header_keeps_save);
  g_test_add_func ("/translations/release-notes", test_release_notes_translated);
  g_test_add_func ("/translations/shortcuts-fit", test_shortcuts_fit);
  g_test_add_func ("/translations/export-choices-whole", test_export_choices_whole);
  g_test_add_func ("/translations/simplified-rule", test_simplified_rule_translated);
  return g_test_run ();
}
