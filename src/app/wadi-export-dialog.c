/* wadi-export-dialog.c: Export… */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "wadi-accessible.h"
#include "wadi-export-dialog.h"
#include "wadi-named-list.h"
#include "wadi-export-pages.h"
#include "wadi-safe-file.h"

#define PREVIEW_WIDTH 360
#define PREVIEW_HEIGHT 220

/* The rows of the format list, in order. */
typedef enum
{
  ROW_PNG,
  ROW_SVG,
  ROW_PDF,
  ROW_PAPER,
  ROW_TMX,
  ROW_TMJ,
  ROW_JSON,
  ROW_VASSAL,
  ROW_VASSAL_EXTENSION,
  ROW_CARD,
  ROW_COUNT
} FormatRow;

/* Kept from clang-format 14, which indents each row after an N_() a step
 * further than the one before. */
/* clang-format off */
static const struct
{
  const char      *label;
  WadiExportFormat format;
  const char      *extension;
} format_rows[ROW_COUNT] = {
  { N_ ("PNG Image"), WADI_EXPORT_PNG, "png" },
  { N_ ("SVG Drawing"), WADI_EXPORT_SVG, "svg" },
  { N_ ("PDF, One Page"), WADI_EXPORT_PDF, "pdf" },
  { N_ ("PDF on Sheets of Paper, to Print"), WADI_EXPORT_PDF, "pdf" },
  { N_ ("Tiled Map (TMX)"), WADI_EXPORT_TMX, "tmx" },
  { N_ ("Tiled Map (JSON)"), WADI_EXPORT_TMJ, "tmj" },
  { N_ ("Scenario Data (JSON)"), WADI_EXPORT_JSON, "json" },
  { N_ ("VASSAL Module"), WADI_EXPORT_VASSAL, "vmod" },
  { N_ ("VASSAL Extension"), WADI_EXPORT_VASSAL_EXTENSION, "vmdx" },
  { N_ ("Scenario Card (PDF)"), WADI_EXPORT_CARD, "pdf" },
};
/* clang-format on */

struct _WadiExportDialog
{
  AdwWindow parent_instance;

  WadiScenario *scenario; /* a copy: the export runs on it, in a thread */
  char         *basename;
  GFile        *scenario_file; /* never exported over */
  GFile        *folder;        /* where the chooser starts: the scenario's */
  gboolean      has_area;
  WadiHex       area_first;
  WadiHex       area_last;

  /* template */
  AdwComboRow         *format;
  AdwComboRow         *what;
  AdwActionRow        *scale_row;
  GtkSpinButton       *scale;
  GtkSwitch           *labels;
  GtkSwitch           *grid;
  GtkSwitch           *counters;
  GtkSwitch           *diagnostics;
  GtkSwitch           *legend;
  AdwPreferencesGroup *paper_group;
  AdwComboRow         *paper;
  GtkSpinButton       *overlap;
  GtkSwitch           *page_per_board;
  AdwPreferencesGroup *card_group;
  AdwComboRow         *card_paper;
  GtkPicture          *preview;
  GtkLabel            *size;
  GtkProgressBar      *progress;
  GtkButton           *export_button;
  GtkButton           *cancel_button;
  AdwToastOverlay     *toasts;

  double        pixels; /* the scale for pictures and maps, and for paper (mm), as last set */
  double        millimetres;
  gboolean      disposed;
  GCancellable *cancellable; /* of the export running; NULL when none */
  gint          fraction;    /* its progress, in thousandths (atomic) */
  guint         progress_source;
  char         *size_text;
};

G_DEFINE_FINAL_TYPE (WadiExportDialog, wadi_export_dialog, ADW_TYPE_WINDOW)

enum
{
  FINISHED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static FormatRow
format_row (WadiExportDialog *self)
{
  return (FormatRow) MIN (adw_combo_row_get_selected (self->format), ROW_COUNT - 1);
}

static gboolean
vassal_format (WadiExportFormat format)
{
  return format == WADI_EXPORT_VASSAL || format == WADI_EXPORT_VASSAL_EXTENSION;
}

void
wadi_export_dialog_get_options (WadiExportDialog  *self,
                                WadiExportOptions *options)
{
  FormatRow row = format_row (self);
  guint     what = adw_combo_row_get_selected (self->what);
  guint     boards = wadi_map_board_count (self->scenario->map);

  wadi_export_options_init (options);
  options->format = format_rows[row].format;
  options->labels = gtk_switch_get_active (self->labels);
  options->grid = gtk_switch_get_active (self->grid);
  options->counters = gtk_switch_get_active (self->counters);
  /* a VASSAL module's board is the one a game is played on: never
   * marked with what the rules forbid (wadi-cli refuses --diagnostics) */
  options->diagnostics = gtk_switch_get_active (self->diagnostics) && !vassal_format (options->format);
  options->legend = gtk_switch_get_active (self->legend);
  /* the whole map, each board, the area */
  if (what >= 1 && what <= boards)
    options->board = (int) what - 1;
  else if (what == boards + 1 && self->has_area)
    {
      options->has_area = TRUE;
      options->area_first = self->area_first;
      options->area_last = self->area_last;
    }
  if (row == ROW_PAPER)
    {
      options->paper = (WadiExportPaper) (WADI_PAPER_A4 + MIN (adw_combo_row_get_selected (self->paper), 2));
      options->pixels_per_hex = wadi_export_points_for_mm (gtk_spin_button_get_value (self->scale));
      options->overlap = gtk_spin_button_get_value (self->overlap);
      options->page_per_board = gtk_switch_get_active (self->page_per_board);
    }
  else
    options->pixels_per_hex = gtk_spin_button_get_value (self->scale);
  /* a card is on A4 or Letter */
  if (row == ROW_CARD)
    options->paper = adw_combo_row_get_selected (self->card_paper) == 1 ? WADI_PAPER_LETTER : WADI_PAPER_A4;
}

const char *
wadi_export_dialog_get_size_text (WadiExportDialog *self)
{
  return self->size_text;
}

/* The preview and the size line, as the fields now say. */

/* Shows or hides the row a switch of the dialog sits in. */
static void
show_switch_row (GtkSwitch *toggle,
                 gboolean   shown)
{
  gtk_widget_set_visible (gtk_widget_get_ancestor (GTK_WIDGET (toggle), ADW_TYPE_ACTION_ROW), shown);
}

static void
update (WadiExportDialog *self)
{
  WadiExportOptions options;
  FormatRow         row = format_row (self);
  gboolean          picture, paper = row == ROW_PAPER;
  const char       *scale_title;
  int               width, height;
  cairo_surface_t  *surface;
  cairo_t          *cr;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GdkTexture) texture = NULL;

  /* not before the dialog has its scenario (wadi_export_dialog_new) */
  if (self->scenario == NULL)
    return;
  wadi_export_dialog_get_options (self, &options);
  picture = wadi_export_format_is_picture (options.format);
  gtk_widget_set_visible (GTK_WIDGET (self->paper_group), paper);
  gtk_widget_set_visible (GTK_WIDGET (self->card_group), row == ROW_CARD);
  /* a choice the format does not make is not shown: a switch greyed
   * out but on said the card printed hex labels */
  show_switch_row (self->labels, picture);
  show_switch_row (self->grid, picture);
  show_switch_row (self->legend, picture);
  /* the card shows the whole map, never what the rules forbid */
  gtk_widget_set_visible (GTK_WIDGET (self->what), options.format != WADI_EXPORT_CARD);
  show_switch_row (self->diagnostics, options.format != WADI_EXPORT_CARD && !vassal_format (options.format));
  scale_title = paper ? _("Hex Size (mm)")
                      : options.format == WADI_EXPORT_SVG || options.format == WADI_EXPORT_PDF
      ? _("Points a Hex")
      : _("Pixels a Hex");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->scale_row), scale_title);
  /* the field is read by its own name: the unit changes with the row's */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->scale), GTK_ACCESSIBLE_PROPERTY_LABEL, scale_title, -1);
  gtk_widget_set_visible (GTK_WIDGET (self->scale_row),
                          options.format != WADI_EXPORT_JSON && options.format != WADI_EXPORT_CARD);

  g_clear_pointer (&self->size_text, g_free);
  /* the file's size: the legend under the map included */
  if (!wadi_export_picture_size (self->scenario, &options, &width, &height))
    self->size_text = g_strdup (_("Nothing to export"));
  else if (paper)
    {
      g_autoptr(WadiExportSheets) sheets = NULL;
      double paper_width, paper_height;

      wadi_export_paper_size (options.paper, &paper_width, &paper_height);
      sheets = wadi_export_sheets_new (self->scenario, &options, paper_width, paper_height);
      self->size_text = g_strdup_printf (ngettext ("%u sheet of %s", "%u sheets of %s",
                                                   sheets != NULL ? wadi_export_sheets_count (sheets) : 0),
                                         sheets != NULL ? wadi_export_sheets_count (sheets) : 0,
                                         _(adw_combo_row_get_selected (self->paper) == 1   ? "Letter"
                                           : adw_combo_row_get_selected (self->paper) == 2 ? "A3"
                                                                                           : "A4"));
    }
  else if (options.format == WADI_EXPORT_SVG || options.format == WADI_EXPORT_PDF)
    self->size_text = g_strdup_printf (_("%d × %d points (%.0f × %.0f cm)"), width, height, width * 2.54 / 72.0,
                                          height * 2.54 / 72.0);
  else if (options.format == WADI_EXPORT_JSON)
    self->size_text = g_strdup (_("The scenario's hexes, hexsides, counters and rules"));
  else if (options.format == WADI_EXPORT_CARD)
    /* TRANSLATORS: %s is the paper, "A4" or "Letter" */
    self->size_text = g_strdup_printf (_("One page of %s: the scenario card to publish"),
                                          options.paper == WADI_PAPER_LETTER ? _("Letter") : "A4");
  else
    self->size_text = g_strdup_printf (_("%d × %d pixels"), width, height);
  gtk_label_set_text (self->size, self->size_text);
  gtk_widget_set_sensitive (GTK_WIDGET (self->export_button), self->cancellable == NULL
                                                                  && wadi_export_size (self->scenario, &options, &width, &height));

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, PREVIEW_WIDTH, PREVIEW_HEIGHT);
  cr = cairo_create (surface);
  if (options.format == WADI_EXPORT_CARD)
    wadi_export_draw_card_preview (self->scenario, &options, cr, PREVIEW_WIDTH, PREVIEW_HEIGHT);
  else
    wadi_export_draw_preview (self->scenario, &options, cr, PREVIEW_WIDTH, PREVIEW_HEIGHT);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  bytes = g_bytes_new (cairo_image_surface_get_data (surface),
                       (gsize) cairo_image_surface_get_stride (surface) * PREVIEW_HEIGHT);
  texture = gdk_memory_texture_new (PREVIEW_WIDTH, PREVIEW_HEIGHT, GDK_MEMORY_DEFAULT, bytes,
                                    cairo_image_surface_get_stride (surface));
  gtk_picture_set_paintable (self->preview, GDK_PAINTABLE (texture));
  cairo_surface_destroy (surface);
}

static void scale_changed (WadiExportDialog *self);

static void
format_changed (WadiExportDialog *self)
{
  gboolean paper = format_row (self) == ROW_PAPER;
  double   value = paper ? self->millimetres : self->pixels;

  /* millimetres on paper, pixels or points elsewhere: each kept */
  g_signal_handlers_block_by_func (self->scale, update, self);
  g_signal_handlers_block_by_func (self->scale, scale_changed, self);
  gtk_spin_button_set_range (self->scale, paper ? 5.0 : 4.0, paper ? 40.0 : 512.0);
  gtk_spin_button_set_value (self->scale, value);
  g_signal_handlers_unblock_by_func (self->scale, scale_changed, self);
  g_signal_handlers_unblock_by_func (self->scale, update, self);
  update (self);
}

static void
scale_changed (WadiExportDialog *self)
{
  if (format_row (self) == ROW_PAPER)
    self->millimetres = gtk_spin_button_get_value (self->scale);
  else
    self->pixels = gtk_spin_button_get_value (self->scale);
}

void
wadi_export_dialog_set_format (WadiExportDialog *self,
                               WadiExportFormat  format,
                               gboolean          on_paper)
{
  for (guint i = 0; i < ROW_COUNT; i++)
    if (format_rows[i].format == format && (i == ROW_PAPER) == on_paper)
      adw_combo_row_set_selected (self->format, i);
}

/* The locale's paper, as GtkPageSetup's default: Letter where the
 * locale's paper is a North American size (Letter, Legal), A4 elsewhere. */
WadiExportPaper
wadi_export_dialog_default_card_paper (void)
{
  const char *name = gtk_paper_size_get_default ();

  return g_str_has_prefix (name, "na_") ? WADI_PAPER_LETTER : WADI_PAPER_A4;
}

void
wadi_export_dialog_set_card_paper (WadiExportDialog *self,
                                   WadiExportPaper   paper)
{
  g_return_if_fail (paper == WADI_PAPER_A4 || paper == WADI_PAPER_LETTER);
  adw_combo_row_set_selected (self->card_paper, paper == WADI_PAPER_LETTER ? 1 : 0);
}

void
wadi_export_dialog_set_board (WadiExportDialog *self,
                              int               board)
{
  adw_combo_row_set_selected (self->what, board < 0 ? 0 : (guint) board + 1);
}

gboolean
wadi_export_dialog_is_busy (WadiExportDialog *self)
{
  return self->cancellable != NULL;
}

void
wadi_export_dialog_cancel (WadiExportDialog *self)
{
  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
}

typedef struct
{
  WadiScenario     *scenario;
  WadiExportOptions options;
  char             *path;
  gint             *fraction;
} ExportJob;

static void
export_job_free (ExportJob *job)
{
  wadi_scenario_free (job->scenario);
  g_free (job->path);
  g_free (job);
}

static void
job_progress (double   fraction,
              gpointer data)
{
  g_atomic_int_set ((gint *) data, (gint) (fraction * 1000.0));
}

static void
export_thread (GTask        *task,
               gpointer      source,
               gpointer      data,
               GCancellable *cancellable)
{
  ExportJob *job = data;
  GError    *error = NULL;

  if (wadi_export_write (job->scenario, &job->options, job->path, cancellable, job_progress, job->fraction, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

static gboolean
show_progress (gpointer data)
{
  WadiExportDialog *self = data;

  gtk_progress_bar_set_fraction (self->progress, g_atomic_int_get (&self->fraction) / 1000.0);
  return G_SOURCE_CONTINUE;
}

static void export_start (WadiExportDialog *self,
                          GFile            *file,
                          gboolean          force);

typedef struct
{
  WadiExportDialog *self;
  GFile            *file;
} ExportRetry;

static void
on_export_error_response (AdwMessageDialog *dialog,
                          const char       *response,
                          ExportRetry      *retry)
{
  if (g_strcmp0 (response, "replace") == 0 && !retry->self->disposed && retry->self->cancellable == NULL)
    export_start (retry->self, retry->file, TRUE);
  g_object_unref (retry->self);
  g_object_unref (retry->file);
  g_free (retry);
}

/* An export that failed says why in a dialog of its own, whole and until
 * read, as Save does: a toast in the narrow dialog showed "…could not
 * create a temporar…" and went.  A file there that only a forced export
 * replaces (the tileset beside a TMX, a read-only file) can be replaced
 * from it, as wadi-cli's --force does. */
static void
show_export_error (WadiExportDialog *self,
                   const char       *path,
                   const GError     *error)
{
  g_autofree char  *name = g_path_get_basename (path);
  AdwMessageDialog *dialog;
  ExportRetry      *retry;

  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), NULL, NULL));
  adw_message_dialog_format_heading (dialog, _("Could Not Export “%s”"), name);
  adw_message_dialog_set_body (dialog, error->message);
  adw_message_dialog_add_response (dialog, "close", _("_Close"));
  if (g_error_matches (error, WADI_EXPORT_ERROR, WADI_EXPORT_ERROR_EXISTS)
      || g_error_matches (error, WADI_EXPORT_ERROR, WADI_EXPORT_ERROR_REFUSED))
    {
      adw_message_dialog_add_response (dialog, "replace", _("_Replace"));
      adw_message_dialog_set_response_appearance (dialog, "replace", ADW_RESPONSE_DESTRUCTIVE);
    }
  retry = g_new0 (ExportRetry, 1);
  retry->self = g_object_ref (self);
  retry->file = g_file_new_for_path (path);
  g_signal_connect (dialog, "response", G_CALLBACK (on_export_error_response), retry);
  wadi_accessible_name_controls (GTK_WIDGET (dialog));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
export_done (GObject      *source,
             GAsyncResult *result,
             gpointer      data)
{
  g_autoptr(WadiExportDialog) self = data;
  g_autoptr(GError) error = NULL;
  gboolean ok = g_task_propagate_boolean (G_TASK (result), &error);

  g_clear_handle_id (&self->progress_source, g_source_remove);
  g_clear_object (&self->cancellable);
  /* closed while it ran (and so cancelled): its widgets are gone */
  if (self->disposed)
    return;
  gtk_widget_set_visible (GTK_WIDGET (self->progress), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->cancel_button), FALSE);
  update (self);
  if (!ok && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    show_export_error (self, ((const ExportJob *) g_task_get_task_data (G_TASK (result)))->path, error);
  else if (!ok)
    adw_toast_overlay_add_toast (self->toasts, adw_toast_new (_("Export cancelled: nothing was written")));
  else
    {
      /* said, not only done: the dialog stays for the next format */
      const ExportJob *job = g_task_get_task_data (G_TASK (result));
      g_autofree char *name = g_path_get_basename (job->path);
      /* TRANSLATORS: a toast once an export is written; %s is the file's name */
      g_autofree char *text = g_strdup_printf (_("Exported “%s”"), name);

      adw_toast_overlay_add_toast (self->toasts, adw_toast_new (text));
    }
  /* the keyboard back where it was, on Export… (insensitive while it ran) */
  gtk_widget_grab_focus (GTK_WIDGET (self->export_button));
  g_signal_emit (self, signals[FINISHED], 0, ok);
}

/* Whether writing file would replace the scenario's own file, through
 * links or hard links. */
static gboolean
would_replace_scenario (WadiExportDialog *self,
                        GFile            *file)
{
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *scenario_path = self->scenario_file != NULL ? g_file_get_path (self->scenario_file) : NULL;

  return path != NULL && scenario_path != NULL && wadi_safe_file_is_same (path, scenario_path);
}

void
wadi_export_dialog_export_to (WadiExportDialog *self,
                              GFile            *file)
{
  g_return_if_fail (self->cancellable == NULL);

  /* GTK 4's chooser asked before naming a file already there: replacing
   * it, the export replaces the image beside it too */
  export_start (self, file, g_file_query_exists (file, NULL));
}

static void
export_start (WadiExportDialog *self,
              GFile            *file,
              gboolean          force)
{
  ExportJob *job;
  g_autoptr(GTask) task = NULL;

  if (would_replace_scenario (self, file))
    {
      g_autofree char *path = g_file_get_path (file);
      g_autoptr(GError) refusal = g_error_new_literal (
          WADI_EXPORT_ERROR, WADI_EXPORT_ERROR_WRITE,
          _("Nothing was written: that is the scenario’s own file. Choose another name to export to."));

      show_export_error (self, path, refusal);
      g_signal_emit (self, signals[FINISHED], 0, FALSE);
      return;
    }
  job = g_new0 (ExportJob, 1);
  job->scenario = wadi_scenario_copy (self->scenario);
  wadi_export_dialog_get_options (self, &job->options);
  job->path = g_file_get_path (file);
  job->options.force = force;
  job->fraction = &self->fraction;
  g_atomic_int_set (&self->fraction, 0);
  self->cancellable = g_cancellable_new ();
  task = g_task_new (NULL, self->cancellable, export_done, g_object_ref (self));
  g_task_set_task_data (task, job, (GDestroyNotify) export_job_free);
  gtk_widget_set_visible (GTK_WIDGET (self->progress), TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self->cancel_button), TRUE);
  gtk_widget_set_sensitive (GTK_WIDGET (self->export_button), FALSE);
  gtk_progress_bar_set_fraction (self->progress, 0.0);
  self->progress_source = g_timeout_add (100, show_progress, self);
  g_task_run_in_thread (task, export_thread);
}

static void
chooser_response (GtkNativeDialog  *chooser,
                  int               response,
                  WadiExportDialog *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

      if (file != NULL)
        wadi_export_dialog_export_to (self, file);
    }
  gtk_native_dialog_destroy (chooser);
  g_object_unref (chooser);
}

GtkFileChooserNative *
wadi_export_dialog_new_chooser (WadiExportDialog *self)
{
  FormatRow             row = format_row (self);
  GtkFileChooserNative *chooser;
  g_autofree char      *name = g_strdup_printf ("%s%s.%s", self->basename,
                                                row == ROW_PAPER ? _("-sheets")
                                                                 : row == ROW_CARD
                                                ? _("-card")
                                                     : "",
                                                     format_rows[row].extension);

  chooser = gtk_file_chooser_native_new (_("Export"), GTK_WINDOW (self), GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  /* beside the scenario, not in the folder Wadi was started from */
  if (self->folder != NULL)
    gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (chooser), self->folder, NULL);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
  return chooser;
}

static void
export_clicked (WadiExportDialog *self)
{
  GtkFileChooserNative *chooser = wadi_export_dialog_new_chooser (self);

  g_signal_connect (chooser, "response", G_CALLBACK (chooser_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

void
wadi_export_dialog_set_scenario_file (WadiExportDialog *self,
                                      GFile            *file)
{
  g_set_object (&self->scenario_file, file);
  g_clear_object (&self->folder);
  if (file != NULL)
    self->folder = g_file_get_parent (file);
}

static void
wadi_export_dialog_dispose (GObject *object)
{
  WadiExportDialog *self = WADI_EXPORT_DIALOG (object);

  self->disposed = TRUE;
  wadi_export_dialog_cancel (self);
  g_clear_handle_id (&self->progress_source, g_source_remove);
  G_OBJECT_CLASS (wadi_export_dialog_parent_class)->dispose (object);
}

static void
wadi_export_dialog_finalize (GObject *object)
{
  WadiExportDialog *self = WADI_EXPORT_DIALOG (object);

  g_clear_pointer (&self->scenario, wadi_scenario_free);
  g_clear_object (&self->cancellable);
  g_free (self->basename);
  g_clear_object (&self->folder);
  g_clear_object (&self->scenario_file);
  g_free (self->size_text);
  G_OBJECT_CLASS (wadi_export_dialog_parent_class)->finalize (object);
}

static void
wadi_export_dialog_class_init (WadiExportDialogClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = wadi_export_dialog_dispose;
  object_class->finalize = wadi_export_dialog_finalize;
  signals[FINISHED] = g_signal_new ("finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                    G_TYPE_NONE, 1, G_TYPE_BOOLEAN);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/wadieditor/Wadi/ui/wadi-export-dialog.ui");
  /* a screen reader says "dialog" (AdwWindow is a frame, or nothing) */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_DIALOG);
  gtk_widget_class_bind_template_child (widget_class, WadiExportDialog, format);
  gtk_widget_class_bind_template_child (widget_class, WadiExportDialog, what);
  gtk_widget_class_bind_template_child (widget_class, WadiExportDialog, scale_row);
  gtk_widget_class_bind_template_child (widget_class, WadiExportDialog, scale);
  gtk_widget_class_bind_template_child (widget_class, WadiExportDialog, labels);
  gtk_widget_class_bind_template_child (widget_class, WadiExportDialog, grid);
  gtk_widget_class_bind_template_child (widget_class, WadiExportDialog, counters);
  gtk_widget_class_bind_template_child (widget_class, WadiExportDialog, diagnostics);
  gtk_widget_class_bind_template_child (widget_class, WadiExportDialog, legend);
  gtk_widget_class_bind_template_child (widget_class, WadiExportDialog, paper_group);
  gtk_widget_class_bind_template_child (widget_class, WadiExportDialog, paper);
  gtk_widget_class_bind_template_child (widget_class, WadiExportDialog, overlap);
  gtk_widget_class_bind_template_child (widget_class, WadiExportDialog, page_per_board);
  gtk_widget_class_bind_template_child (widget_class, WadiExportDialog, card_group);
  gtk_widget_class_bind_template_child (widget_class, WadiExportDialog, card_paper);
  gtk_widget_class_bind_template_child (widget_class, WadiExportDialog, preview);
  gtk_widget_class_bind_template_child (widget_class, WadiExportDialog, size);
  gtk_widget_class_bind_template_child (widget_class, WadiExportDialog, progress);
  gtk_widget_class_bind_template_child (widget_class, WadiExportDialog, export_button);
  gtk_widget_class_bind_template_child (widget_class, WadiExportDialog, cancel_button);
  gtk_widget_class_bind_template_child (widget_class, WadiExportDialog, toasts);
  gtk_widget_class_bind_template_callback (widget_class, update);
  gtk_widget_class_bind_template_callback (widget_class, format_changed);
  gtk_widget_class_bind_template_callback (widget_class, scale_changed);
  gtk_widget_class_bind_template_callback (widget_class, export_clicked);
  gtk_widget_class_bind_template_callback (widget_class, wadi_export_dialog_cancel);
}

static void
wadi_export_dialog_init (WadiExportDialog *self)
{
  g_autoptr(GtkStringList) formats = gtk_string_list_new (NULL);

  /* the scale the template's spin starts at, and on paper (mm) */
  self->pixels = 48.0;
  self->millimetres = 19.0;
  gtk_widget_init_template (GTK_WIDGET (self));
  wadi_accessible_name_controls (GTK_WIDGET (self));
  adw_combo_row_set_selected (self->card_paper, wadi_export_dialog_default_card_paper () == WADI_PAPER_LETTER ? 1 : 0);
  for (guint i = 0; i < ROW_COUNT; i++)
    gtk_string_list_append (formats, _(format_rows[i].label));
  adw_combo_row_set_model (self->format, G_LIST_MODEL (formats));
  /* the popups show each choice whole: libadwaita's own rows cut
   * "PDF sur feuilles de papier, …" and "Données du scénario (JSON)"
   * short, the part that tells two apart */
  {
    g_autoptr(GtkListItemFactory) list_factory = wadi_named_list_factory_new (TRUE);

    adw_combo_row_set_list_factory (self->format, list_factory);
    adw_combo_row_set_list_factory (self->what, list_factory);
  }
}

WadiExportDialog *
wadi_export_dialog_new (GtkWindow          *parent,
                        const WadiScenario *scenario,
                        const char         *basename,
                        const GArray       *area)
{
  WadiExportDialog *self = g_object_new (WADI_TYPE_EXPORT_DIALOG, "transient-for", parent, NULL);
  g_autoptr(GtkStringList) whats = gtk_string_list_new (NULL);

  wadi_accessible_fit_parent (GTK_WINDOW (self));
  self->basename = g_strdup (basename != NULL ? basename : _("Map"));
  if (area != NULL && area->len > 0)
    {
      self->has_area = TRUE;
      self->area_first = self->area_last = g_array_index (area, WadiHex, 0);
      for (guint i = 1; i < area->len; i++)
        {
          WadiHex hex = g_array_index (area, WadiHex, i);

          self->area_first.col = MIN (self->area_first.col, hex.col);
          self->area_first.row = MIN (self->area_first.row, hex.row);
          self->area_last.col = MAX (self->area_last.col, hex.col);
          self->area_last.row = MAX (self->area_last.row, hex.row);
        }
    }

  /* what to export: set before the scenario, so that the preview is drawn once */
  gtk_string_list_append (whats, _("The Whole Map"));
  for (guint i = 0; i < wadi_map_board_count (scenario->map); i++)
    {
      g_autofree char *label = g_strdup_printf (_("Board %s"), wadi_map_get_board (scenario->map, i)->id);

      gtk_string_list_append (whats, label);
    }
  if (self->has_area)
    gtk_string_list_append (whats, _("The Area Selected"));
  adw_combo_row_set_model (self->what, G_LIST_MODEL (whats));
  self->scenario = wadi_scenario_copy (scenario);
  update (self);
  return self;
}
