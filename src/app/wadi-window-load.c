/* wadi-window-load.c: opening a file in a thread
 *
 * A huge or hostile file takes its time to be read or refused: it is read
 * in a GTask, the window stays live, a bar under the header shows how much
 * is read and offers Cancel.  The window's document changes only when the
 * whole scenario is read; the thread also validates it (the live rules'
 * start), so that the window takes it in quickly.  The read may begin
 * before the window that shows it is made (WadiFileRead).
 *
 * Revert and Reload read the window's file again, and Restore reads a
 * draft (wadi-drafts.h), the same way: in the thread, within the same
 * limits, with the bar and its Cancel; until the read ends the window
 * shows what it showed.
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

struct _WadiFileRead
{
  GFile        *file;     /* the document's file once read; NULL for a draft never saved */
  GFile        *source;   /* what is read: the file, or a draft's copy of it */
  char         *draft_id; /* a draft being restored; NULL for a file */
  char         *label;    /* what the bar says */
  GCancellable *cancellable;
  gint          fraction; /* thousandths, written by the thread */
  guint         owners;   /* the read's end and the window that took it: each lets go once */
  GTask        *outer;    /* the window's open, once a window took the read */
  /* what came, when it came before a window took the read */
  gboolean done;
  Loaded  *loaded;
  GError  *error;
};

static void
file_read_release (WadiFileRead *read)
{
  if (--read->owners > 0)
    return;
  g_clear_object (&read->file);
  g_object_unref (read->source);
  g_free (read->draft_id);
  g_free (read->label);
  g_object_unref (read->cancellable);
  g_clear_pointer (&read->loaded, loaded_free);
  g_clear_error (&read->error);
  g_free (read);
}

static void
read_thread (GTask        *task,
             gpointer      source,
             gpointer      data,
             GCancellable *cancellable)
{
  WadiFileRead *read = data;
  GError       *error = NULL;
  WadiScenario *scenario = wadi_format_read_file_full (read->source, cancellable, on_read_progress, &read->fraction,
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

  gtk_progress_bar_set_fraction (self->load_progress, _wadi_window_get_load_fraction (self) / 1000.0);
  return G_SOURCE_CONTINUE;
}

static void
loading_ended (WadiWindow *self)
{
  g_clear_handle_id (&self->load_progress_source, g_source_remove);
  g_clear_object (&self->load_cancellable);
  self->load_fraction_ended = _wadi_window_get_load_fraction (self);
  self->load_read = NULL;
  /* NULL once the window is disposed: it cancelled the read */
  if (self->load_banner != NULL)
    {
      gtk_revealer_set_reveal_child (self->load_banner, FALSE);
      _wadi_window_update_title (self);
    }
  _wadi_window_load_actions_update (self);
}

/* The window's open ends with what the read brought; the window lets go
 * of the read. */
static void
finish_open (WadiFileRead *read,
             Loaded       *loaded,
             GError       *error)
{
  GTask      *outer = g_steal_pointer (&read->outer);
  WadiWindow *self = g_task_get_source_object (outer);

  /* cancelled after the last chunk was read: cancelled all the same */
  if (loaded != NULL && g_cancellable_is_cancelled (read->cancellable))
    {
      g_clear_pointer (&loaded, loaded_free);
      g_set_error_literal (&error, G_IO_ERROR, G_IO_ERROR_CANCELLED, _("Opening was cancelled"));
    }
  if (self->load_read == read)
    loading_ended (self);
  if (loaded == NULL)
    g_task_return_error (outer, error);
  else
    {
      if (read->draft_id != NULL)
        _wadi_window_show_draft (self, g_steal_pointer (&loaded->scenario), read->file,
                                 g_steal_pointer (&loaded->start), read->draft_id);
      else
        _wadi_window_show_loaded (self, g_steal_pointer (&loaded->scenario), read->file,
                                  g_steal_pointer (&loaded->start));
      loaded_free (loaded);
      g_task_return_boolean (outer, TRUE);
    }
  g_object_unref (outer);
  file_read_release (read);
}

static void
on_read (GObject      *source,
         GAsyncResult *result,
         gpointer      data)
{
  WadiFileRead *read = data;
  GError       *error = NULL;
  Loaded       *loaded = g_task_propagate_pointer (G_TASK (result), &error);

  if (read->outer != NULL)
    finish_open (read, loaded, error);
  else
    {
      read->done = TRUE;
      read->loaded = loaded;
      read->error = error;
    }
  file_read_release (read);
}

/* Reads source in a thread for a window to show as file; label is
 * what the bar says while it reads. */
static WadiFileRead *
file_read_start_full (GFile      *source,
                      GFile      *file,
                      const char *draft_id,
                      char       *label)
{
  WadiFileRead *read = g_new0 (WadiFileRead, 1);
  g_autoptr(GTask) task = NULL;

  read->file = file != NULL ? g_object_ref (file) : NULL;
  read->source = g_object_ref (source);
  read->draft_id = g_strdup (draft_id);
  read->label = label;
  read->cancellable = g_cancellable_new ();
  read->owners = 2;
  task = g_task_new (NULL, read->cancellable, on_read, read);
  g_task_set_task_data (task, read, NULL);
  g_task_set_source_tag (task, wadi_file_read_start);
  g_task_run_in_thread (task, read_thread);
  return read;
}

WadiFileRead *
wadi_file_read_start (GFile *file)
{
  g_autofree char *name = NULL;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  name = g_file_get_basename (file);
  return file_read_start_full (file, file, NULL, g_strdup_printf (_("Opening “%s”…"), name));
}

gboolean
_wadi_file_read_is_done (WadiFileRead *read)
{
  return read->done;
}

static gboolean
finish_open_later (gpointer data)
{
  WadiFileRead *read = data;

  finish_open (read, g_steal_pointer (&read->loaded), g_steal_pointer (&read->error));
  return G_SOURCE_REMOVE;
}

void
wadi_window_load_read_async (WadiWindow         *self,
                             WadiFileRead       *read,
                             GAsyncReadyCallback callback,
                             gpointer            user_data)
{
  g_return_if_fail (WADI_IS_WINDOW (self));
  g_return_if_fail (read != NULL && read->outer == NULL);
  /* one file at a time: a second open cancels the first, whose end then
   * leaves the window to this one */
  if (self->load_read != NULL)
    {
      wadi_window_cancel_load (self);
      loading_ended (self);
    }
  read->outer = g_task_new (self, NULL, callback, user_data);
  g_task_set_source_tag (read->outer, wadi_window_load_file_async);
  self->load_read = read;
  self->load_cancellable = g_object_ref (read->cancellable);
  gtk_label_set_text (self->load_label, read->label);
  gtk_progress_bar_set_fraction (self->load_progress, 0.0);
  gtk_widget_set_visible (GTK_WIDGET (self->load_cancel), TRUE);
  gtk_revealer_set_reveal_child (self->load_banner, TRUE);
  self->load_progress_source = g_timeout_add (100, show_progress, self);
  _wadi_window_load_actions_update (self);
  _wadi_window_update_title (self);
  /* never the callback before this returns */
  if (read->done)
    g_idle_add (finish_open_later, read);
}

void
wadi_window_load_file_async (WadiWindow         *self,
                             GFile              *file,
                             GAsyncReadyCallback callback,
                             gpointer            user_data)
{
  g_return_if_fail (WADI_IS_WINDOW (self));
  wadi_window_load_read_async (self, wadi_file_read_start (file), callback, user_data);
}

void
wadi_window_recover_draft_async (WadiWindow         *self,
                                 const WadiDraft    *draft,
                                 GAsyncReadyCallback callback,
                                 gpointer            user_data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) source = NULL;
  g_autofree char *name = NULL;

  g_return_if_fail (WADI_IS_WINDOW (self));
  g_return_if_fail (draft != NULL);
  source = wadi_drafts_get_scenario_file (wadi_drafts_get_default (), draft->id, &error);
  if (source == NULL)
    {
      g_task_report_error (self, callback, user_data, wadi_window_load_file_async, g_steal_pointer (&error));
      return;
    }
  /* the scenario's title as the window called it, else its file's name */
  if (draft->title != NULL && *draft->title != '\0')
    name = g_strdup (draft->title);
  else if (draft->file != NULL)
    name = g_file_get_basename (draft->file);
  else
    name = g_strdup (_("Untitled Scenario"));
  wadi_window_load_read_async (self,
                               file_read_start_full (source, draft->file, draft->id,
                                                     g_strdup_printf (_("Restoring “%s”…"), name)),
                                                     callback, user_data);
}

static void
on_read_again (GObject      *source,
               GAsyncResult *result,
               gpointer      data)
{
  WadiWindow *self = WADI_WINDOW (source);
  g_autoptr(GError) error = NULL;

  /* the error names the file; cancelled, the window shows what it showed */
  if (!wadi_window_load_file_finish (self, result, &error)
      && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) && self->load_banner != NULL)
    _wadi_window_toast (self, error->message);
}

void
_wadi_window_read_again (WadiWindow *self)
{
  g_autoptr(GFile) file = NULL;

  if (self->file == NULL)
    return;
  file = g_object_ref (self->file);
  wadi_window_load_file_async (self, file, on_read_again, NULL);
}

GFile *
_wadi_window_get_opening_file (WadiWindow *self)
{
  return self->load_read != NULL ? self->load_read->file : NULL;
}

gint
_wadi_window_get_load_fraction (WadiWindow *self)
{
  return self->load_read != NULL ? g_atomic_int_get (&self->load_read->fraction) : self->load_fraction_ended;
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
