/* wadi-window-export.c: Export… (Ctrl+Shift+E) and Print… (Ctrl+P)
 *
 * Print cuts the map into sheets as the PDF on paper does
 * (wadi-export-pages.h), for the paper of the page setup; the print
 * dialog's Map tab sets the hex size, the overlap and a sheet per board,
 * and its Preview shows the sheets.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wadi-accessible.h"
#include "wadi-export-dialog.h"
#include "wadi-export-pages.h"
#include "wadi-window-private.h"

/* The name of the file without its extension, for the exported files;
 * an unsaved scenario's as Save would name it, after its title (a
 * try-out's exports were all "Map.png"); NULL for an unsaved scenario
 * without a title. */
static char *
document_stem (WadiWindow *self)
{
  const char      *title = wadi_document_get_scenario (self->document)->title;
  g_autofree char *name = self->file != NULL                ? g_file_get_basename (self->file)
                          : title != NULL && *title != '\0' ? _wadi_window_file_name_for_title (title)
                                                            : NULL;
  char            *dot;

  if (name == NULL)
    return NULL;
  dot = strrchr (name, '.');
  if (dot != NULL && dot != name)
    *dot = '\0';
  return g_steal_pointer (&name);
}

WadiExportDialog *
_wadi_window_show_export_dialog (WadiWindow *self)
{
  g_autofree char  *stem = NULL;
  WadiExportDialog *dialog;

  if (self->document == NULL)
    return NULL;
  stem = document_stem (self);
  dialog = wadi_export_dialog_new (GTK_WINDOW (self), wadi_document_get_scenario (self->document), stem,
                                   wadi_tool_get_area (wadi_canvas_get_tool (self->canvas)));
  wadi_export_dialog_set_scenario_file (dialog, self->file);
  gtk_window_present (GTK_WINDOW (dialog));
  return dialog;
}

static void
action_export (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  _wadi_window_show_export_dialog (WADI_WINDOW (widget));
}

/* Print */

typedef struct
{
  WadiScenario     *scenario; /* a copy: printing may outlast an edit */
  WadiExportOptions options;
  WadiExportSheets *sheets;
  GtkBuilder       *map_tab; /* holds the Map tab's widgets while the dialog shows them */
  GtkSpinButton    *size;
  GtkSpinButton    *overlap;
  GtkCheckButton   *per_board;
  GtkCheckButton   *legend;
} PrintJob;

static void
print_job_free (PrintJob *job)
{
  g_clear_pointer (&job->sheets, wadi_export_sheets_free);
  g_clear_object (&job->map_tab);
  wadi_scenario_free (job->scenario);
  g_free (job);
}

static void
begin_print (GtkPrintOperation *operation,
             GtkPrintContext   *context,
             PrintJob          *job)
{
  GtkPageSetup *setup = gtk_print_context_get_page_setup (context);
  double        width = gtk_page_setup_get_paper_width (setup, GTK_UNIT_POINTS);
  double        height = gtk_page_setup_get_paper_height (setup, GTK_UNIT_POINTS);

  g_clear_pointer (&job->sheets, wadi_export_sheets_free);
  /* the layout turns the paper itself when landscape takes fewer sheets */
  job->sheets = wadi_export_sheets_new (job->scenario, &job->options, MIN (width, height), MAX (width, height));
  gtk_print_operation_set_n_pages (operation, job->sheets != NULL ? (int) wadi_export_sheets_count (job->sheets) : 1);
}

static void
request_page_setup (GtkPrintOperation *operation,
                    GtkPrintContext   *context,
                    int                page,
                    GtkPageSetup      *setup,
                    PrintJob          *job)
{
  /* each page its way round: one sheet per board turns each board's */
  if (job->sheets != NULL && page >= 0 && (guint) page < wadi_export_sheets_count (job->sheets))
    gtk_page_setup_set_orientation (setup, wadi_export_sheets_page_landscape (job->sheets, (guint) page)
                                               ? GTK_PAGE_ORIENTATION_LANDSCAPE
                                               : GTK_PAGE_ORIENTATION_PORTRAIT);
}

static void
draw_page (GtkPrintOperation *operation,
           GtkPrintContext   *context,
           int                page,
           PrintJob          *job)
{
  if (job->sheets != NULL && (guint) page < wadi_export_sheets_count (job->sheets))
    wadi_export_sheets_draw (job->sheets, gtk_print_context_get_cairo_context (context), (guint) page);
}

static GObject *
create_custom_widget (GtkPrintOperation *operation,
                      PrintJob          *job)
{
  g_clear_object (&job->map_tab);
  job->map_tab = gtk_builder_new_from_resource ("/io/github/wadieditor/Wadi/ui/wadi-print-map-tab.ui");
  job->size = GTK_SPIN_BUTTON (gtk_builder_get_object (job->map_tab, "size"));
  job->overlap = GTK_SPIN_BUTTON (gtk_builder_get_object (job->map_tab, "overlap"));
  job->per_board = GTK_CHECK_BUTTON (gtk_builder_get_object (job->map_tab, "per_board"));
  job->legend = GTK_CHECK_BUTTON (gtk_builder_get_object (job->map_tab, "legend"));
  gtk_spin_button_set_value (job->size, job->options.pixels_per_hex * 25.4 / 72.0);
  gtk_spin_button_set_value (job->overlap, job->options.overlap);
  gtk_check_button_set_active (job->per_board, job->options.page_per_board);
  gtk_check_button_set_active (job->legend, job->options.legend);
  gtk_print_operation_set_custom_tab_label (operation, _("Map"));
  wadi_accessible_name_controls (GTK_WIDGET (gtk_builder_get_object (job->map_tab, "map_tab")));
  return gtk_builder_get_object (job->map_tab, "map_tab");
}

static void
custom_widget_apply (GtkPrintOperation *operation,
                     GtkWidget         *widget,
                     PrintJob          *job)
{
  job->options.pixels_per_hex = wadi_export_points_for_mm (gtk_spin_button_get_value (job->size));
  job->options.overlap = gtk_spin_button_get_value (job->overlap);
  job->options.page_per_board = gtk_check_button_get_active (job->per_board);
  job->options.legend = gtk_check_button_get_active (job->legend);
}

GtkPrintOperation *
_wadi_window_print_operation_new (WadiWindow *self,
                                  const char *export_path)
{
  GtkPrintOperation *operation;
  g_autofree char   *stem = NULL;
  PrintJob          *job;

  g_return_val_if_fail (self->document != NULL, NULL);
  job = g_new0 (PrintJob, 1);
  job->scenario = wadi_scenario_copy (wadi_document_get_scenario (self->document));
  wadi_export_options_init (&job->options);
  job->options.format = WADI_EXPORT_PDF;
  job->options.paper = WADI_PAPER_A4;
  job->options.pixels_per_hex = wadi_export_points_for_mm (19.0);
  job->options.labels = wadi_canvas_get_show_labels (self->canvas);

  operation = gtk_print_operation_new ();
  /* the handlers go before the job: they are disconnected at dispose */
  g_object_set_data_full (G_OBJECT (operation), "wadi-print-job", job, (GDestroyNotify) print_job_free);
  stem = document_stem (self);
  gtk_print_operation_set_job_name (operation, stem != NULL ? stem : _("Wadi map"));
  gtk_print_operation_set_unit (operation, GTK_UNIT_POINTS);
  gtk_print_operation_set_use_full_page (operation, TRUE);
  gtk_print_operation_set_embed_page_setup (operation, TRUE);
  if (export_path != NULL)
    gtk_print_operation_set_export_filename (operation, export_path);
  g_signal_connect (operation, "begin-print", G_CALLBACK (begin_print), job);
  g_signal_connect (operation, "request-page-setup", G_CALLBACK (request_page_setup), job);
  g_signal_connect (operation, "draw-page", G_CALLBACK (draw_page), job);
  g_signal_connect (operation, "create-custom-widget", G_CALLBACK (create_custom_widget), job);
  g_signal_connect (operation, "custom-widget-apply", G_CALLBACK (custom_widget_apply), job);
  return operation;
}

GtkPrintOperationResult
_wadi_window_print (WadiWindow             *self,
                    GtkPrintOperationAction action,
                    const char             *export_path,
                    GError                **error)
{
  g_autoptr(GtkPrintOperation) operation = NULL;

  g_return_val_if_fail (self->document != NULL, GTK_PRINT_OPERATION_RESULT_ERROR);
  operation = _wadi_window_print_operation_new (self, export_path);
  return gtk_print_operation_run (operation, action, GTK_WINDOW (self), error);
}

static void
action_print (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  WadiWindow *self = WADI_WINDOW (widget);
  g_autoptr(GError) error = NULL;

  if (self->document == NULL)
    return;
  if (_wadi_window_print (self, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG, NULL, &error)
      == GTK_PRINT_OPERATION_RESULT_ERROR)
    _wadi_window_toast (self, error != NULL ? error->message : _("The map could not be printed"));
}

void
_wadi_window_export_actions_update (WadiWindow *self)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.export", self->document != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.print", self->document != NULL);
}

void
_wadi_window_class_export_actions_init (WadiWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_install_action (widget_class, "win.export", NULL, action_export);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.export", NULL);
  gtk_widget_class_install_action (widget_class, "win.print", NULL, action_print);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, GDK_CONTROL_MASK, "win.print", NULL);
}
