/* test-export-dialog.c: Export… and Print…, under a display
 *
 * Runs in the 'gui' suite.  Opens Export from the window's action, reads
 * the size it announces, exports a Tiled map off the main thread, cancels
 * a long export (nothing written), and prints the map to a PDF through
 * GtkPrintOperation: as many sheets as the PDF on paper takes.  The
 * scenario card's paper follows the locale's (Letter in en_US).
 */
/* symlink () is POSIX.1-2008; the build is strict C17. */
#define _POSIX_C_SOURCE 200809L

#include "config.h"

#include <gtk/gtk.h>
#include <locale.h>
#include <string.h>
#include <unistd.h>

#include "wadi-export-dialog.h"
#include "wadi-export-pages.h"
#include "wadi-test-fixtures.h"
#include "wadi-test-gui.h"
#include "wadi-window-private.h"

typedef struct
{
  gboolean done;
  gboolean ok;
} Finished;

static void
on_finished (WadiExportDialog *dialog,
             gboolean          ok,
             Finished         *finished)
{
  finished->done = TRUE;
  finished->ok = ok;
}

static WadiWindow *
open_window (void)
{
  WadiWindow *window = wadi_window_new (NULL);

  g_object_ref_sink (window);
  wadi_window_set_scenario (window, wadi_fixture_asl_examples (), NULL);
  gtk_window_present (GTK_WINDOW (window));
  wadi_test_wait_until_drawn (window);
  return window;
}

static void
close_window (WadiWindow *window)
{
  wadi_document_mark_saved (wadi_window_get_document (window));
  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (window);
}

/* Whether the row of the dialog's switch id shows. */
static gboolean
switch_row_shown (WadiExportDialog *dialog,
                  const char       *id)
{
  GtkWidget *toggle = (GtkWidget *) gtk_widget_get_template_child (GTK_WIDGET (dialog), WADI_TYPE_EXPORT_DIALOG, id);

  g_assert_nonnull (toggle);
  return gtk_widget_get_visible (gtk_widget_get_ancestor (toggle, ADW_TYPE_ACTION_ROW));
}

/* The dialog a failed export shows over the Export dialog. */
static AdwMessageDialog *
error_dialog (WadiExportDialog *dialog)
{
  GtkWindow *said;

  wadi_test_flush ();
  said = wadi_test_find_window (ADW_TYPE_MESSAGE_DIALOG, GTK_WINDOW (dialog));
  g_assert_nonnull (said);
  g_assert_true (g_str_has_prefix (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (said)), "Could Not Export “"));
  return ADW_MESSAGE_DIALOG (said);
}

/* A failed export says why whole, in a dialog that stays until read (a
 * toast in the narrow Export dialog cut the reason off and went); the
 * tileset of another map beside a TMX, which only a forced export
 * replaces, can be replaced from it, as wadi-cli's --force does. */
static void
test_export_error_said_and_replaced (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wadi-export-dialog-XXXXXX", NULL);
  g_autofree char *tmx = g_build_filename (dir, "map.tmx", NULL);
  g_autofree char *tiles = g_build_filename (dir, "map.tiles.png", NULL);
  g_autofree char *contents = NULL;
  g_autoptr(GFile) tmx_file = g_file_new_for_path (tmx);
  WadiWindow       *window = open_window ();
  WadiExportDialog *dialog = _wadi_window_show_export_dialog (window);
  AdwMessageDialog *said;
  Finished          finished = { 0 };

  g_assert_true (g_file_set_contents (tiles, "another map's tiles", -1, NULL));
  g_signal_connect (dialog, "finished", G_CALLBACK (on_finished), &finished);
  wadi_export_dialog_set_format (dialog, WADI_EXPORT_TMX, FALSE);
  wadi_export_dialog_export_to (dialog, tmx_file);
  wadi_test_wait_for (&finished.done);
  g_assert_false (finished.ok);
  g_assert_false (g_file_test (tmx, G_FILE_TEST_EXISTS));
  said = error_dialog (dialog);
  g_assert_nonnull (strstr (adw_message_dialog_get_heading (said), "map.tmx"));
  g_assert_nonnull (strstr (adw_message_dialog_get_body (said), "map.tiles.png"));
  g_assert_true (adw_message_dialog_has_response (said, "replace"));

  finished = (Finished) { 0 };
  adw_message_dialog_response (said, "replace");
  wadi_test_wait_for (&finished.done);
  g_assert_true (finished.ok);
  g_assert_true (g_file_test (tmx, G_FILE_TEST_IS_REGULAR));
  g_assert_true (g_file_get_contents (tiles, &contents, NULL, NULL));
  g_assert_true (g_str_has_prefix (contents, "\x89PNG"));

  gtk_window_destroy (GTK_WINDOW (dialog));
  wadi_test_flush ();
  close_window (window);
  wadi_test_remove_dir (dir);
}

static void
test_export (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wadi-export-dialog-XXXXXX", NULL);
  g_autofree char *tmx = g_build_filename (dir, "map.tmx", NULL);
  g_autofree char *tiles = g_build_filename (dir, "map.tiles.png", NULL);
  g_autofree char *png = g_build_filename (dir, "big.png", NULL);
  g_autofree char *expected = NULL;
  g_autoptr(GFile) tmx_file = g_file_new_for_path (tmx);
  g_autoptr(GFile) png_file = g_file_new_for_path (png);
  WadiWindow       *window = open_window ();
  WadiExportDialog *dialog;
  WadiExportOptions options;
  Finished          finished = { FALSE, FALSE };
  Finished          cancelled = { FALSE, TRUE };
  int               width, height;
  GtkWidget        *scale;

  g_assert_true (wadi_test_action_enabled (GTK_WIDGET (window), "win.export"));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.export", NULL);
  dialog = WADI_EXPORT_DIALOG (wadi_test_find_window (WADI_TYPE_EXPORT_DIALOG, GTK_WINDOW (window)));
  g_assert_nonnull (dialog);
  wadi_test_wait_frames (GTK_WIDGET (dialog));

  /* the size the PNG will have, said before it is written */
  wadi_export_dialog_get_options (dialog, &options);
  g_assert_cmpint (options.format, ==, WADI_EXPORT_PNG);
  g_assert_true (wadi_export_size (wadi_document_get_scenario (wadi_window_get_document (window)), &options, &width,
                                   &height));
  expected = g_strdup_printf ("%d × %d pixels", width, height);
  g_assert_cmpstr (wadi_export_dialog_get_size_text (dialog), ==, expected);
  {
    /* with the legend, the size is the file's: the legend's strip more */
    GtkSwitch       *legend = GTK_SWITCH (gtk_widget_get_template_child (GTK_WIDGET (dialog), WADI_TYPE_EXPORT_DIALOG,
                                                                         "legend"));
    g_autofree char *with_legend = NULL;
    int              legend_width, legend_height;

    gtk_switch_set_active (legend, TRUE);
    wadi_export_dialog_get_options (dialog, &options);
    g_assert_true (options.legend);
    g_assert_true (wadi_export_picture_size (wadi_document_get_scenario (wadi_window_get_document (window)), &options,
                                             &legend_width, &legend_height));
    g_assert_cmpint (legend_height, >, height);
    with_legend = g_strdup_printf ("%d × %d pixels", legend_width, legend_height);
    g_assert_cmpstr (wadi_export_dialog_get_size_text (dialog), ==, with_legend);
    gtk_switch_set_active (legend, FALSE);
  }
  wadi_export_dialog_set_format (dialog, WADI_EXPORT_PDF, TRUE);
  g_assert_true (g_str_has_suffix (wadi_export_dialog_get_size_text (dialog), "sheets of A4"));
  /* on paper the scale is a printed hex's millimetres, 19 to start with,
   * and the field is read so */
  scale = (GtkWidget *) gtk_widget_get_template_child (GTK_WIDGET (dialog), WADI_TYPE_EXPORT_DIALOG, "scale");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (scale), GTK_ACCESSIBLE_PROPERTY_LABEL, "Hex Size (mm)");
  wadi_export_dialog_get_options (dialog, &options);
  g_assert_cmpfloat_with_epsilon (options.pixels_per_hex, wadi_export_points_for_mm (19.0), 1e-9);
  wadi_export_dialog_set_format (dialog, WADI_EXPORT_PNG, FALSE);
  wadi_export_dialog_get_options (dialog, &options);
  g_assert_cmpfloat (options.pixels_per_hex, ==, 48.0);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (scale), GTK_ACCESSIBLE_PROPERTY_LABEL, "Pixels a Hex");
  wadi_export_dialog_set_format (dialog, WADI_EXPORT_SVG, FALSE);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (scale), GTK_ACCESSIBLE_PROPERTY_LABEL, "Points a Hex");
  /* File > Export offers the scenario card */
  wadi_export_dialog_set_format (dialog, WADI_EXPORT_CARD, FALSE);
  wadi_export_dialog_get_options (dialog, &options);
  g_assert_cmpint (options.format, ==, WADI_EXPORT_CARD);
  /* on the locale's paper (test_card_paper_of_the_locale), or on Letter */
  g_assert_cmpint (options.paper, ==, wadi_export_dialog_default_card_paper ());
  wadi_export_dialog_set_card_paper (dialog, WADI_PAPER_A4);
  wadi_export_dialog_get_options (dialog, &options);
  g_assert_cmpint (options.paper, ==, WADI_PAPER_A4);
  g_assert_cmpstr (wadi_export_dialog_get_size_text (dialog), ==, "One page of A4: the scenario card to publish");
  wadi_export_dialog_set_card_paper (dialog, WADI_PAPER_LETTER);
  wadi_export_dialog_get_options (dialog, &options);
  g_assert_cmpint (options.paper, ==, WADI_PAPER_LETTER);
  g_assert_cmpstr (wadi_export_dialog_get_size_text (dialog), ==, "One page of Letter: the scenario card to publish");
  /* what the card does not print is not offered: no hex labels, outlines
   * or legend, no part of the map, nor what the rules forbid */
  g_assert_false (switch_row_shown (dialog, "labels"));
  g_assert_false (switch_row_shown (dialog, "grid"));
  g_assert_false (switch_row_shown (dialog, "legend"));
  g_assert_false (switch_row_shown (dialog, "diagnostics"));
  g_assert_true (switch_row_shown (dialog, "counters"));
  g_assert_false (gtk_widget_get_visible (
      (GtkWidget *) gtk_widget_get_template_child (GTK_WIDGET (dialog), WADI_TYPE_EXPORT_DIALOG, "scale_row")));
  wadi_test_wait_frames (GTK_WIDGET (dialog));
  wadi_test_save_window_screenshot (GTK_WINDOW (dialog), "export-dialog-card.png");
  /* the card's paper is its own: the sheets keep theirs */
  wadi_export_dialog_set_format (dialog, WADI_EXPORT_PDF, TRUE);
  g_assert_true (g_str_has_suffix (wadi_export_dialog_get_size_text (dialog), "sheets of A4"));
  g_assert_true (switch_row_shown (dialog, "labels"));
  g_assert_true (switch_row_shown (dialog, "diagnostics"));
  {
    /* a VASSAL module's board is played on: no diagnostics' marks, the
     * switch on or not */
    GtkSwitch *marks = GTK_SWITCH (gtk_widget_get_template_child (GTK_WIDGET (dialog), WADI_TYPE_EXPORT_DIALOG,
                                                                  "diagnostics"));

    gtk_switch_set_active (marks, TRUE);
    wadi_export_dialog_set_format (dialog, WADI_EXPORT_VASSAL, FALSE);
    g_assert_false (switch_row_shown (dialog, "diagnostics"));
    wadi_export_dialog_get_options (dialog, &options);
    g_assert_false (options.diagnostics);
    wadi_export_dialog_set_format (dialog, WADI_EXPORT_PNG, FALSE);
    wadi_export_dialog_get_options (dialog, &options);
    g_assert_true (options.diagnostics);
    gtk_switch_set_active (marks, FALSE);
    wadi_export_dialog_set_format (dialog, WADI_EXPORT_PDF, TRUE);
  }

  /* a Tiled map of board 14, written by a thread */
  wadi_export_dialog_set_format (dialog, WADI_EXPORT_TMX, FALSE);
  wadi_export_dialog_set_board (dialog, 1);
  wadi_export_dialog_get_options (dialog, &options);
  g_assert_cmpint (options.board, ==, 1);
  g_signal_connect (dialog, "finished", G_CALLBACK (on_finished), &finished);
  wadi_export_dialog_export_to (dialog, tmx_file);
  g_assert_true (wadi_export_dialog_is_busy (dialog));
  wadi_test_wait_for (&finished.done);
  g_assert_true (finished.ok);
  g_assert_false (wadi_export_dialog_is_busy (dialog));
  g_assert_true (g_file_test (tmx, G_FILE_TEST_IS_REGULAR));
  /* it says so, and the keyboard is back on Export… */
  {
    g_autofree char *basename = g_path_get_basename (tmx);
    g_autofree char *said = g_strdup_printf ("Exported “%s”", basename);
    GtkWidget       *focus;

    wadi_test_wait_frames (GTK_WIDGET (dialog));
    g_assert_nonnull (wadi_test_find_widget_showing (GTK_WIDGET (dialog), GTK_TYPE_LABEL, said));
    focus = gtk_root_get_focus (GTK_ROOT (dialog));
    g_assert_nonnull (focus);
    g_assert_true (GTK_IS_BUTTON (focus));
    g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (focus)), ==, "_Export…");
  }
  g_assert_true (g_file_test (tiles, G_FILE_TEST_IS_REGULAR));

  /* a long export, cancelled: nothing written */
  g_signal_handlers_disconnect_by_func (dialog, on_finished, &finished);
  g_signal_connect (dialog, "finished", G_CALLBACK (on_finished), &cancelled);
  wadi_export_dialog_set_format (dialog, WADI_EXPORT_PNG, FALSE);
  wadi_export_dialog_set_board (dialog, -1);
  wadi_export_dialog_export_to (dialog, png_file);
  wadi_export_dialog_cancel (dialog);
  wadi_test_wait_for (&cancelled.done);
  g_assert_false (cancelled.ok);
  g_assert_false (g_file_test (png, G_FILE_TEST_EXISTS));

  gtk_window_close (GTK_WINDOW (dialog));
  wadi_test_flush ();
  close_window (window);
  wadi_test_remove_dir (dir);
}

/* The pages of the PDF at path (pdfinfo). */
static guint
pdf_pages (const char *path)
{
  g_autofree char *out = NULL;
  g_autoptr(GError) error = NULL;
  const char *argv[] = { "pdfinfo", path, NULL };
  const char *line;
  int         status = 0;

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL, NULL,
                               NULL, &out, NULL, &status, &error));
  g_assert_no_error (error);
  line = strstr (out, "Pages:");
  g_assert_nonnull (line);
  return (guint) g_ascii_strtoull (line + strlen ("Pages:"), NULL, 10);
}

/* Whether page of the PDF at path is wider than tall (pdfinfo). */
static gboolean
pdf_page_landscape (const char *path,
                    guint       page)
{
  g_autofree char *number = g_strdup_printf ("%u", page);
  g_autofree char *out = NULL;
  g_autofree char *label = g_strdup_printf ("Page %4u size:", page);
  g_autoptr(GError) error = NULL;
  const char *argv[] = { "pdfinfo", "-f", number, "-l", number, path, NULL };
  const char *line;
  char       *end;
  double      width, height;
  int         status = 0;

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL, NULL,
                               NULL, &out, NULL, &status, &error));
  g_assert_no_error (error);
  line = strstr (out, label);
  g_assert_nonnull (line);
  width = g_ascii_strtod (line + strlen (label), &end);
  line = strstr (end, " x ");
  g_assert_nonnull (line);
  height = g_ascii_strtod (line + 3, NULL);
  return width > height;
}

/* Print to a PDF: the sheets of the PDF on paper, for the default paper. */
static void
test_print (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wadi-print-XXXXXX", NULL);
  g_autofree char *pdf = g_build_filename (dir, "printed.pdf", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GtkPaperSize) paper = gtk_paper_size_new (NULL);
  g_autoptr(WadiExportSheets) sheets = NULL;
  WadiWindow       *window = open_window ();
  WadiExportOptions options;

  g_assert_true (wadi_test_action_enabled (GTK_WIDGET (window), "win.print"));
  g_assert_cmpint (_wadi_window_print (window, GTK_PRINT_OPERATION_ACTION_EXPORT, pdf, &error), ==,
                   GTK_PRINT_OPERATION_RESULT_APPLY);
  g_assert_no_error (error);

  wadi_export_options_init (&options);
  options.format = WADI_EXPORT_PDF;
  options.paper = WADI_PAPER_A4;
  options.pixels_per_hex = wadi_export_points_for_mm (19.0);
  sheets = wadi_export_sheets_new (wadi_document_get_scenario (wadi_window_get_document (window)), &options,
                                   gtk_paper_size_get_width (paper, GTK_UNIT_POINTS),
                                   gtk_paper_size_get_height (paper, GTK_UNIT_POINTS));
  g_assert_cmpuint (pdf_pages (pdf), ==, wadi_export_sheets_count (sheets));

  close_window (window);
  wadi_test_remove_dir (dir);
}

/* Prints the window's map to path with its print dialog's Map tab (made
 * and applied as the dialog does) set to size_mm hexes, per_board and
 * legend. */
static void
print_with_map_tab (WadiWindow *window,
                    const char *path,
                    double      size_mm,
                    gboolean    per_board,
                    gboolean    legend)
{
  g_autoptr(GtkPrintOperation) operation = _wadi_window_print_operation_new (window, path);
  g_autoptr(GError) error = NULL;
  GObject        *tab = NULL;
  GtkSpinButton  *size = NULL;
  GtkCheckButton *per_board_check = NULL;
  GtkCheckButton *legend_check = NULL;

  g_signal_emit_by_name (operation, "create-custom-widget", &tab);
  g_assert_true (GTK_IS_GRID (tab));
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (tab)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_SPIN_BUTTON (child) && size == NULL)
      size = GTK_SPIN_BUTTON (child);
    else if (GTK_IS_CHECK_BUTTON (child))
      {
        if (g_strcmp0 (gtk_buildable_get_buildable_id (GTK_BUILDABLE (child)), "legend") == 0)
          legend_check = GTK_CHECK_BUTTON (child);
        else
          per_board_check = GTK_CHECK_BUTTON (child);
      }
    else if (GTK_IS_LABEL (child))
      g_assert_nonnull (gtk_label_get_mnemonic_widget (GTK_LABEL (child)));
  g_assert_nonnull (size);
  g_assert_nonnull (per_board_check);
  g_assert_nonnull (legend_check);
  /* it shows what Print starts with: 19 mm hexes, the map across sheets,
   * no legend */
  g_assert_cmpfloat_with_epsilon (gtk_spin_button_get_value (size), 19.0, 0.01);
  g_assert_false (gtk_check_button_get_active (per_board_check));
  g_assert_false (gtk_check_button_get_active (legend_check));
  gtk_spin_button_set_value (size, size_mm);
  gtk_check_button_set_active (per_board_check, per_board);
  gtk_check_button_set_active (legend_check, legend);
  g_signal_emit_by_name (operation, "custom-widget-apply", tab);
  g_assert_cmpint (gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_EXPORT, NULL, &error), ==,
                   GTK_PRINT_OPERATION_RESULT_APPLY);
  g_assert_no_error (error);
}

/* The print dialog's Map tab: 30 mm hexes give the sheets of 30 mm
 * hexes, not of the 19 mm Print starts with; a sheet per board gives a
 * sheet a board, turned landscape for a wide board; a legend, one more
 * sheet. */
static void
test_print_map_tab (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wadi-print-XXXXXX", NULL);
  g_autofree char *pdf = g_build_filename (dir, "printed.pdf", NULL);
  g_autoptr(GtkPaperSize) paper = gtk_paper_size_new (NULL);
  WadiWindow         *window = open_window ();
  const WadiScenario *scenario = wadi_document_get_scenario (wadi_window_get_document (window));
  WadiExportOptions   options;
  guint               sheets[2];

  wadi_export_options_init (&options);
  options.format = WADI_EXPORT_PDF;
  options.paper = WADI_PAPER_A4;
  for (int i = 0; i < 2; i++)
    {
      g_autoptr(WadiExportSheets) laid_out = NULL;

      options.pixels_per_hex = wadi_export_points_for_mm (i == 0 ? 19.0 : 30.0);
      laid_out = wadi_export_sheets_new (scenario, &options, gtk_paper_size_get_width (paper, GTK_UNIT_POINTS),
                                         gtk_paper_size_get_height (paper, GTK_UNIT_POINTS));
      sheets[i] = wadi_export_sheets_count (laid_out);
    }
  g_assert_cmpuint (sheets[1], >, sheets[0]);
  g_assert_cmpuint (sheets[1], !=, wadi_map_board_count (scenario->map));

  print_with_map_tab (window, pdf, 30.0, FALSE, FALSE);
  g_assert_cmpuint (pdf_pages (pdf), ==, sheets[1]);
  print_with_map_tab (window, pdf, 30.0, TRUE, FALSE);
  g_assert_cmpuint (pdf_pages (pdf), ==, wadi_map_board_count (scenario->map));
  /* each board's page turned as the PDF's is: a board wider than tall,
   * shrunk to fit, across a landscape page */
  g_assert_true (pdf_page_landscape (pdf, 1));
  /* the legend, a sheet of its own after the map's, as the PDF's */
  print_with_map_tab (window, pdf, 30.0, FALSE, TRUE);
  g_assert_cmpuint (pdf_pages (pdf), ==, sheets[1] + 1);

  close_window (window);
  wadi_test_remove_dir (dir);
}

/* The card starts on the locale's paper: A4 in the C locale, Letter in a
 * locale whose paper is 216 × 279 mm (one made by localedef in a scratch
 * LOCPATH, only its LC_PAPER said; skipped where localedef is missing). */
static void
test_card_paper_of_the_locale (void)
{
  g_autofree char    *dir = g_dir_make_tmp ("wadi-export-locale-XXXXXX", NULL);
  g_autofree char    *source = g_build_filename (dir, "letter", NULL);
  g_autofree char    *locale_dir = g_build_filename (dir, "xx_US", NULL);
  g_autofree char    *paper_file = g_build_filename (locale_dir, "LC_PAPER", NULL);
  g_autofree char    *old_locale = g_strdup (setlocale (LC_PAPER, NULL));
  const char         *localedef[] = { "localedef", "-c", "-i", source, "-f", "ANSI_X3.4-1968", locale_dir, NULL };
  WadiWindow         *window = open_window ();
  const WadiScenario *scenario = wadi_document_get_scenario (wadi_window_get_document (window));
  WadiExportOptions   options;

  g_assert_nonnull (setlocale (LC_PAPER, "C"));
  g_assert_cmpint (wadi_export_dialog_default_card_paper (), ==, WADI_PAPER_A4);
  {
    g_autoptr(WadiExportDialog) dialog = g_object_ref_sink (wadi_export_dialog_new (GTK_WINDOW (window), scenario, "a", NULL));

    wadi_export_dialog_set_format (dialog, WADI_EXPORT_CARD, FALSE);
    wadi_export_dialog_get_options (dialog, &options);
    g_assert_cmpint (options.paper, ==, WADI_PAPER_A4);
    gtk_window_destroy (GTK_WINDOW (dialog));
  }

  g_assert_true (g_file_set_contents (source, "LC_PAPER\nheight 279\nwidth 216\nEND LC_PAPER\n", -1, NULL));
  /* localedef says the other categories are missing, and writes them empty all the same (-c) */
  if (!g_spawn_sync (NULL, (char **) localedef, NULL,
                     G_SPAWN_SEARCH_PATH | G_SPAWN_STDOUT_TO_DEV_NULL | G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, NULL,
                     NULL, NULL, NULL)
      || !g_file_test (paper_file, G_FILE_TEST_IS_REGULAR))
    g_test_skip ("no localedef to make a locale with Letter paper");
  else
    {
      g_setenv ("LOCPATH", dir, TRUE);
      g_assert_nonnull (setlocale (LC_PAPER, "xx_US"));
      g_assert_cmpint (wadi_export_dialog_default_card_paper (), ==, WADI_PAPER_LETTER);
      {
        g_autoptr(WadiExportDialog) dialog = g_object_ref_sink (wadi_export_dialog_new (GTK_WINDOW (window), scenario, "a", NULL));

        wadi_export_dialog_set_format (dialog, WADI_EXPORT_CARD, FALSE);
        wadi_export_dialog_get_options (dialog, &options);
        g_assert_cmpint (options.paper, ==, WADI_PAPER_LETTER);
        g_assert_cmpstr (wadi_export_dialog_get_size_text (dialog), ==, "One page of Letter: the scenario card to publish");
        gtk_window_destroy (GTK_WINDOW (dialog));
      }
      g_unsetenv ("LOCPATH");
    }
  setlocale (LC_PAPER, old_locale);
  close_window (window);
  wadi_test_remove_dir (dir);
}

/* Export… offers to write beside the scenario, named after it, not in
 * the folder Wadi was started from (a designer's try-out wrote a module
 * into a source tree); an unsaved scenario's is the chooser's choice. */
static void
test_chooser_beside_the_scenario (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wadi-export-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "crossing.wadi", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) folder = g_file_new_for_path (dir);
  WadiWindow *window = wadi_window_new (NULL);

  g_object_ref_sink (window);
  wadi_window_set_scenario (window, wadi_fixture_asl_examples (), file);
  gtk_window_present (GTK_WINDOW (window));
  wadi_test_wait_until_drawn (window);
  {
    WadiExportDialog *dialog = _wadi_window_show_export_dialog (window);
    g_autoptr(GtkFileChooserNative) chooser = NULL;
    g_autoptr(GFile) start = NULL;
    g_autofree char *name = NULL;

    wadi_export_dialog_set_format (dialog, WADI_EXPORT_VASSAL, FALSE);
    chooser = wadi_export_dialog_new_chooser (dialog);
    /* GTK's own chooser, without a portal, takes its folder in the main loop */
    for (gint64 deadline = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
         start == NULL && g_get_monotonic_time () < deadline;)
      {
        g_main_context_iteration (NULL, FALSE);
        start = gtk_file_chooser_get_current_folder (GTK_FILE_CHOOSER (chooser));
      }
    name = gtk_file_chooser_get_current_name (GTK_FILE_CHOOSER (chooser));
    g_assert_nonnull (start);
    g_assert_true (g_file_equal (start, folder));
    g_assert_cmpstr (name, ==, "crossing.vmod");
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (chooser));

    /* the scenario's own file, by a link too, chosen as what to export
     * to (the chooser asks "replace?" of any file): refused, and said */
    {
      g_autofree char *link_path = g_build_filename (dir, "crossing.png", NULL);
      g_autoptr(GFile) link_file = g_file_new_for_path (link_path);
      GFile   *targets[] = { file, link_file };
      Finished finished = { 0 };

      g_assert_true (g_file_set_contents (path, "the scenario", -1, NULL));
      g_assert_cmpint (symlink ("crossing.wadi", link_path), ==, 0);
      g_signal_connect (dialog, "finished", G_CALLBACK (on_finished), &finished);
      for (guint i = 0; i < G_N_ELEMENTS (targets); i++)
        {
          g_autofree char *contents = NULL;

          finished = (Finished) { 0 };
          wadi_export_dialog_set_format (dialog, WADI_EXPORT_PNG, FALSE);
          wadi_export_dialog_export_to (dialog, targets[i]);
          wadi_test_wait_for (&finished.done);
          g_assert_false (finished.ok);
          g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
          g_assert_cmpstr (contents, ==, "the scenario");
          /* said in a dialog of its own, as every failed export is */
          {
            AdwMessageDialog *said = error_dialog (dialog);

            g_assert_nonnull (strstr (adw_message_dialog_get_body (said), "the scenario’s own file"));
            g_assert_false (adw_message_dialog_has_response (said, "replace"));
            gtk_window_destroy (GTK_WINDOW (said));
          }
        }
    }
    gtk_window_destroy (GTK_WINDOW (dialog));
  }
  close_window (window);
  wadi_test_remove_dir (dir);
}

/* An unsaved scenario's exports are named after its title, as Save
 * names it, not "Map" (a try-out's every export was "Map.png"). */
static void
test_chooser_names_after_the_title (void)
{
  WadiWindow   *window = wadi_window_new (NULL);
  WadiScenario *scenario = wadi_fixture_asl_examples ();

  g_free (scenario->title);
  scenario->title = g_strdup ("Hill 621: the Crossing");
  g_object_ref_sink (window);
  wadi_window_set_scenario (window, scenario, NULL);
  gtk_window_present (GTK_WINDOW (window));
  wadi_test_wait_until_drawn (window);
  {
    WadiExportDialog *dialog = _wadi_window_show_export_dialog (window);
    g_autoptr(GtkFileChooserNative) chooser = NULL;
    g_autofree char *name = NULL;

    wadi_export_dialog_set_format (dialog, WADI_EXPORT_PNG, FALSE);
    chooser = wadi_export_dialog_new_chooser (dialog);
    name = gtk_file_chooser_get_current_name (GTK_FILE_CHOOSER (chooser));
    g_assert_cmpstr (name, ==, "Hill 621 the Crossing.png");
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (chooser));
    gtk_window_destroy (GTK_WINDOW (dialog));
  }
  close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  if (!wadi_test_gui_init (&argc, &argv))
    return 0;
  g_test_add_func ("/export-dialog/export", test_export);
  g_test_add_func ("/export-dialog/export-error-said-and-replaced", test_export_error_said_and_replaced);
  g_test_add_func ("/export-dialog/print", test_print);
  g_test_add_func ("/export-dialog/print-map-tab", test_print_map_tab);
  g_test_add_func ("/export-dialog/card-paper-of-the-locale", test_card_paper_of_the_locale);
  g_test_add_func ("/export-dialog/chooser-beside-the-scenario", test_chooser_beside_the_scenario);
  g_test_add_func ("/export-dialog/chooser-names-after-the-title", test_chooser_names_after_the_title);
  return g_test_run ();
}
