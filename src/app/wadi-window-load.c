/* wadi-window-load.c: opening a file in a thread
 *
 * A huge or hostile file takes its time to be read or refused: it is read
 * in a GTask, the window stays live, a bar under the header shows how much
 * is read and offers Cancel.  The window's document changes only when the
 * whole scenario is read; the thread also validates it (the live rules'
 * start), so that the window takes it in quickly.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wadi-format.h"
#include "wadi-window-private.h"

static void
on_read_progress (double   fraction,
                  gpointer data)
{
  g_atomic_int_set ((gint *) data, (gint) (fraction * 1000.0));
}

/* What the thread hands over: the scenario, and its live rules started
 * (their validation is the costly part of showing it). */
typedef struct
{
  WadiScenario       *scenario;
  WadiLiveRulesStart *start;
} Loaded;

static void
loaded_free (Loaded *loaded)
{
  /* the rules read the scenario: they go first */
  wadi_live_rules_start_free (loaded->start);
  g_clear_pointer (&loaded->scenario, wadi_scenario_free);
  g_free (loaded);
}

static void
read_thread (GTask        *task,
             gpointer      source,
             gpointer      data,
             GCancellable *cancellable)
{
  WadiWindow   *self = source;
  GError       *error = NULL;
  WadiScenario *scenario = wadi_format_read_file_full (data, cancellable, on_read_progress, &self->load_fraction,
                                                       &error);
  Loaded       *loaded;

  if (scenario == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  loaded = g_new0 (Loaded, 1);
  loaded->scenario = scenario;
  /* the validation is most of the time a big map takes after its read:
   * a cancel stops it too, at once */
  loaded->start = wadi_live_rules_start_new_cancellable (scenario, cancellable);
  if (loaded->start == NULL)
    {
      loaded_free (loaded);
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED, "%s", _("Opening was cancelled"));
      return;
    }
  g_task_return_pointer (task, loaded, (GDestroyNotify) loaded_free);
}

static gboolean
show_progress (gpointer data)
{
  WadiWindow *self = data;

  gtk_progress_bar_set_fraction (self->load_progress, g_atomic_int_get (&self->load_fraction) / 1000.0);
  return G_SOURCE_CONTINUE;
}

static void
loading_ended (WadiWindow *self)
{
  g_clear_handle_id (&self->load_progress_source, g_source_remove);
  g_clear_object (&self->load_cancellable);
  /* NULL once the window is disposed: it cancelled the read */
  if (self->load_banner != NULL)
    gtk_revealer_set_reveal_child (self->load_banner, FALSE);
  _wadi_window_load_actions_update (self);
}

static void
on_read (GObject      *source,
         GAsyncResult *result,
         gpointer      data)
{
  WadiWindow *self = WADI_WINDOW (source);
  GTask      *outer = data;
  GFile      *file = g_task_get_task_data (outer);
  GError     *error = NULL;
  Loaded     *loaded = g_task_propagate_pointer (G_TASK (result), &error);

  /* cancelled after the last chunk was read: cancelled all the same */
  if (loaded != NULL && g_cancellable_is_cancelled (g_task_get_cancellable (G_TASK (result))))
    {
      g_clear_pointer (&loaded, loaded_free);
      g_set_error_literal (&error, G_IO_ERROR, G_IO_ERROR_CANCELLED, _("Opening was cancelled"));
    }
  loading_ended (self);
  if (loaded == NULL)
    g_task_return_error (outer, error);
  else
    {
      _wadi_window_show_loaded (self, g_steal_pointer (&loaded->scenario), file, g_steal_pointer (&loaded->start));
      loaded_free (loaded);
      g_task_return_boolean (outer, TRUE);
    }
  g_object_unref (outer);
}

void
wadi_window_load_file_async (WadiWindow         *self,
                             GFile              *file,
                             GAsyncReadyCallback callback,
                             gpointer            user_data)
{
  GTask *outer;
  g_autoptr(GTask) read = NULL;
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *text = g_strdup_printf (_("Opening “%s”…"), name);

  g_return_if_fail (WADI_IS_WINDOW (self));
  /* one file at a time: a second open cancels the first */
  wadi_window_cancel_load (self);
  outer = g_task_new (self, NULL, callback, user_data);
  g_task_set_task_data (outer, g_object_ref (file), g_object_unref);
  g_task_set_source_tag (outer, wadi_window_load_file_async);
  self->load_cancellable = g_cancellable_new ();
  g_atomic_int_set (&self->load_fraction, 0);
  gtk_label_set_text (self->load_label, text);
  gtk_progress_bar_set_fraction (self->load_progress, 0.0);
  gtk_widget_set_visible (GTK_WIDGET (self->load_cancel), TRUE);
  gtk_revealer_set_reveal_child (self->load_banner, TRUE);
  self->load_progress_source = g_timeout_add (100, show_progress, self);
  _wadi_window_load_actions_update (self);

  read = g_task_new (self, self->load_cancellable, on_read, outer);
  g_task_set_task_data (read, g_object_ref (file), g_object_unref);
  g_task_run_in_thread (read, read_thread);
}

gboolean
wadi_window_load_file_finish (WadiWindow   *self,
                              GAsyncResult *result,
                              GError      **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  return g_task_propagate_boolean (G_TASK (result), error);
}

gboolean
wadi_window_is_loading (WadiWindow *self)
{
  return self->load_cancellable != NULL;
}

void
wadi_window_cancel_load (WadiWindow *self)
{
  if (self->load_cancellable != NULL)
    g_cancellable_cancel (self->load_cancellable);
}

/* Cancel on the bar: the file being opened, or saved */
static void
action_cancel_file_task (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  WadiWindow *self = WADI_WINDOW (widget);

  wadi_window_cancel_load (self);
  if (self->save_cancellable != NULL)
    g_cancellable_cancel (self->save_cancellable);
}

void
_wadi_window_load_actions_update (WadiWindow *self)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.cancel-file-task",
                                 self->load_cancellable != NULL || self->save_cancellable != NULL);
}

void
_wadi_window_class_load_actions_init (WadiWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_install_action (widget_class, "win.cancel-file-task", NULL, action_cancel_file_task);
  gtk_widget_class_bind_template_child (widget_class, WadiWindow, load_banner);
  gtk_widget_class_bind_template_child (widget_class, WadiWindow, load_label);
  gtk_widget_class_bind_template_child (widget_class, WadiWindow, load_progress);
  gtk_widget_class_bind_template_child (widget_class, WadiWindow, load_cancel);
}
