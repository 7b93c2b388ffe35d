/* wadi-overlay-dialog.c: which overlay a file gives, and under what id
 *
 * The file is read as Open reads a scenario, in a GTask thread with
 * wadi_format_read_file_full and its limits, the dialog shown meanwhile
 * saying so, Place disabled; closing it cancels the read, whose end then
 * touches nothing.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "wadi-format.h"
#include "wadi-overlay-dialog.h"

struct _WadiOverlayDialog
{
  AdwMessageDialog parent_instance;

  const WadiScenario *scenario;
  WadiBoard          *fragment; /* NULL until the file is read */
  GCancellable       *reading;  /* the file being read, until it is */
  char               *error;    /* why the file gives no overlay */

  /* template */
  GtkWidget *id_entry;
  GtkWidget *problem;
};

G_DEFINE_FINAL_TYPE (WadiOverlayDialog, wadi_overlay_dialog, ADW_TYPE_MESSAGE_DIALOG)

/* What id clashes: the scenario's overlay of that id is another fragment. */
static const char *
id_problem (WadiOverlayDialog *self,
            const char        *id)
{
  guint index;

  if (*id == '\0')
    return _("The overlay needs an id.");
  if (wadi_scenario_find_overlay (self->scenario, id, &index)
      && !wadi_board_equal (((const WadiOverlay *) g_ptr_array_index (self->scenario->overlays, index))->fragment,
                            self->fragment))
    return _("The scenario has another overlay of this id.");
  return NULL;
}

static void
on_id_changed (WadiOverlayDialog *self)
{
  g_autofree char *id = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->id_entry))));
  const char      *problem;

  /* nothing to name before the file is read, or when it gives nothing */
  if (self->fragment == NULL)
    {
      adw_message_dialog_set_response_enabled (ADW_MESSAGE_DIALOG (self), "place", FALSE);
      return;
    }
  problem = id_problem (self, id);

  gtk_label_set_text (GTK_LABEL (self->problem), problem != NULL ? problem : "");
  gtk_widget_set_visible (self->problem, problem != NULL);
  if (problem != NULL)
    gtk_widget_add_css_class (self->id_entry, "error");
  else
    gtk_widget_remove_css_class (self->id_entry, "error");
  adw_message_dialog_set_response_enabled (ADW_MESSAGE_DIALOG (self), "place", problem == NULL);
}

static void
wadi_overlay_dialog_dispose (GObject *object)
{
  WadiOverlayDialog *self = WADI_OVERLAY_DIALOG (object);

  if (self->reading != NULL)
    g_cancellable_cancel (self->reading);
  g_clear_object (&self->reading);
  G_OBJECT_CLASS (wadi_overlay_dialog_parent_class)->dispose (object);
}

static void
wadi_overlay_dialog_finalize (GObject *object)
{
  WadiOverlayDialog *self = WADI_OVERLAY_DIALOG (object);

  g_clear_pointer (&self->fragment, wadi_board_free);
  g_clear_pointer (&self->error, g_free);
  G_OBJECT_CLASS (wadi_overlay_dialog_parent_class)->finalize (object);
}

static void
wadi_overlay_dialog_class_init (WadiOverlayDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = wadi_overlay_dialog_dispose;
  G_OBJECT_CLASS (klass)->finalize = wadi_overlay_dialog_finalize;
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/wadieditor/Wadi/ui/wadi-overlay-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, WadiOverlayDialog, id_entry);
  gtk_widget_class_bind_template_child (widget_class, WadiOverlayDialog, problem);
  gtk_widget_class_bind_template_callback (widget_class, on_id_changed);
}

static void
wadi_overlay_dialog_init (WadiOverlayDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/* The file's overlay: its first overlay, else its first board. */
static gboolean
read_source (GFile        *file,
             GCancellable *cancellable,
             char        **id,
             WadiBoard   **fragment,
             GError      **error)
{
  g_autoptr(WadiScenario) source = wadi_format_read_file_full (file, cancellable, NULL, NULL, error);
  g_autofree char *basename = NULL;

  if (source == NULL)
    return FALSE;
  if (source->overlays->len > 0)
    {
      WadiOverlay *overlay = g_ptr_array_index (source->overlays, 0);

      *id = g_strdup (overlay->id);
      *fragment = wadi_board_copy (overlay->fragment);
      return TRUE;
    }
  if (wadi_map_board_count (source->map) == 0)
    {
      basename = g_file_get_basename (file);
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("“%s” has no board or overlay to place"), basename);
      return FALSE;
    }
  *fragment = wadi_map_extract_board (source->map, 0);
  if ((*fragment)->id != NULL && *(*fragment)->id != '\0')
    {
      *id = g_strdup ((*fragment)->id);
    }
  else
    {
      basename = g_file_get_basename (file);
      if (g_str_has_suffix (basename, ".wadi"))
        basename[strlen (basename) - strlen (".wadi")] = '\0';
      *id = g_strdup (basename);
    }
  return TRUE;
}

/* What the thread hands over. */
typedef struct
{
  char      *id;
  WadiBoard *fragment;
} Source;

static void
source_free (Source *source)
{
  g_free (source->id);
  g_clear_pointer (&source->fragment, wadi_board_free);
  g_free (source);
}

static void
read_source_thread (GTask        *task,
                    gpointer      object,
                    gpointer      data,
                    GCancellable *cancellable)
{
  Source *source = g_new0 (Source, 1);
  GError *error = NULL;

  if (!read_source (data, cancellable, &source->id, &source->fragment, &error))
    {
      source_free (source);
      g_task_return_error (task, error);
      return;
    }
  g_task_return_pointer (task, source, (GDestroyNotify) source_free);
}

/* The file read: its fragment, and an id the scenario has for no other. */
static void
show_source (WadiOverlayDialog *self,
             GFile             *file,
             Source            *source)
{
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *id = g_steal_pointer (&source->id);

  self->fragment = g_steal_pointer (&source->fragment);
  adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (self),
                                  _("“%s” gives a fragment of %d × %d hexes. Under what id does the scenario keep it?"),
                                     name, self->fragment->cols, self->fragment->rows);
  /* an id the scenario gives another overlay is taken: suggest a free one */
  if (id_problem (self, id) != NULL && *id != '\0')
    {
      g_autofree char *original = g_steal_pointer (&id);

      for (guint n = 2; id == NULL || id_problem (self, id) != NULL; n++)
        {
          g_free (id);
          id = g_strdup_printf ("%s-%u", original, n);
        }
    }
  gtk_widget_set_sensitive (self->id_entry, TRUE);
  wadi_overlay_dialog_set_overlay_id (self, id);
  gtk_widget_grab_focus (self->id_entry);
}

static void
on_source_read (GObject      *object,
                GAsyncResult *result,
                gpointer      data)
{
  g_autoptr(WadiOverlayDialog) self = data;
  GTask  *task = G_TASK (result);
  Source *source;
  g_autoptr(GError) error = NULL;

  /* closed while it read: the dialog is disposed, its widgets gone */
  if (g_cancellable_is_cancelled (g_task_get_cancellable (task)))
    return;
  g_clear_object (&self->reading);
  source = g_task_propagate_pointer (task, &error);
  if (source == NULL)
    {
      /* the error names the file; the dialog offers Cancel alone */
      self->error = g_strdup (error->message);
      adw_message_dialog_set_body (ADW_MESSAGE_DIALOG (self), error->message);
      gtk_widget_set_visible (self->id_entry, FALSE);
      return;
    }
  show_source (self, g_task_get_task_data (task), source);
  source_free (source);
}

WadiOverlayDialog *
wadi_overlay_dialog_new (GtkWindow          *parent,
                         const WadiScenario *scenario,
                         GFile              *file)
{
  WadiOverlayDialog *self;
  g_autofree char   *name = NULL;
  g_autoptr(GTask) task = NULL;

  g_return_val_if_fail (scenario != NULL, NULL);
  g_return_val_if_fail (G_IS_FILE (file), NULL);

  self = g_object_new (WADI_TYPE_OVERLAY_DIALOG, "transient-for", parent, "modal", TRUE, NULL);
  self->scenario = scenario;
  name = g_file_get_basename (file);
  adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (self), _("Opening “%s”…"), name);
  gtk_widget_set_sensitive (self->id_entry, FALSE);
  adw_message_dialog_set_response_enabled (ADW_MESSAGE_DIALOG (self), "place", FALSE);
  self->reading = g_cancellable_new ();
  /* the task holds the dialog until its end, which finds it cancelled
   * once the dialog is closed */
  task = g_task_new (NULL, self->reading, on_source_read, g_object_ref (self));
  g_task_set_source_tag (task, wadi_overlay_dialog_new);
  g_task_set_task_data (task, g_object_ref (file), g_object_unref);
  g_task_run_in_thread (task, read_source_thread);
  return self;
}

gboolean
wadi_overlay_dialog_is_reading (WadiOverlayDialog *self)
{
  g_return_val_if_fail (WADI_IS_OVERLAY_DIALOG (self), FALSE);

  return self->reading != NULL;
}

const char *
wadi_overlay_dialog_get_error (WadiOverlayDialog *self)
{
  g_return_val_if_fail (WADI_IS_OVERLAY_DIALOG (self), NULL);

  return self->error;
}

const char *
wadi_overlay_dialog_get_overlay_id (WadiOverlayDialog *self)
{
  g_return_val_if_fail (WADI_IS_OVERLAY_DIALOG (self), NULL);

  return gtk_editable_get_text (GTK_EDITABLE (self->id_entry));
}

void
wadi_overlay_dialog_set_overlay_id (WadiOverlayDialog *self,
                                    const char        *id)
{
  g_return_if_fail (WADI_IS_OVERLAY_DIALOG (self));

  gtk_editable_set_text (GTK_EDITABLE (self->id_entry), id);
  on_id_changed (self);
}

const WadiBoard *
wadi_overlay_dialog_get_fragment (WadiOverlayDialog *self)
{
  g_return_val_if_fail (WADI_IS_OVERLAY_DIALOG (self), NULL);

  return self->fragment;
}
