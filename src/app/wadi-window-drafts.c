/* wadi-window-drafts.c: autosave to a draft, and recovery from one
 *
 * A change to a document with unsaved changes starts a timer (the
 * autosave-interval setting); when it fires, a copy of the scenario is
 * written to the window's draft in a thread (wadi-drafts.h).  Saving,
 * undoing back to the saved state, discarding or closing the window
 * removes the draft: only a crash or a kill leaves one behind, and the
 * application offers it back when it next starts.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wadi-drafts.h"
#include "wadi-window-private.h"

/* Seconds, when there are no settings (no schema installed). */
#define DEFAULT_INTERVAL 5

typedef struct
{
  WadiWindow *window;
  char       *id;
} DraftWrite;

static void
on_draft_written (GObject      *source,
                  GAsyncResult *result,
                  gpointer      data)
{
  DraftWrite *write = data;
  g_autoptr(GError) error = NULL;

  if (!wadi_drafts_save_finish (WADI_DRAFTS (source), result, &error)
      && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    g_warning ("autosave: %s", error->message);
  /* the draft was discarded while it was being written: it goes too */
  if (write->window->draft_id == NULL || g_strcmp0 (write->window->draft_id, write->id) != 0)
    wadi_drafts_remove (WADI_DRAFTS (source), write->id);
  else
    write->window->drafts_written++;
  g_object_unref (write->window);
  g_free (write->id);
  g_free (write);
}

gboolean
_wadi_window_autosave_now (WadiWindow *self)
{
  DraftWrite      *write;
  g_autofree char *title = NULL;

  /* called by its timeout, or at once (a test): no timeout left to run
   * on a window gone */
  g_clear_handle_id (&self->autosave_source, g_source_remove);
  if (self->document == NULL || !wadi_document_get_modified (self->document))
    return G_SOURCE_REMOVE;
  if (self->draft_id == NULL)
    self->draft_id = wadi_drafts_new_id ();
  if (self->draft_cancellable == NULL)
    self->draft_cancellable = g_cancellable_new ();
  /* a file's name, or an unsaved scenario's title as its header shows it
   * (a new "Crossing the Stream" was offered back as "Untitled
   * Scenario") */
  title = _wadi_window_display_name (self, self->file == NULL);
  write = g_new0 (DraftWrite, 1);
  write->window = g_object_ref (self);
  write->id = g_strdup (self->draft_id);
  wadi_drafts_save_async (wadi_drafts_get_default (), self->draft_id,
                          wadi_scenario_copy (wadi_document_get_scenario (self->document)), self->file, title,
                          self->draft_cancellable, on_draft_written, write);
  return G_SOURCE_REMOVE;
}

static gboolean
autosave_timeout (gpointer data)
{
  WadiWindow *self = data;

  /* this source ends with this call: not for _now () to remove */
  self->autosave_source = 0;
  return _wadi_window_autosave_now (self);
}

void
_wadi_window_drafts_discard (WadiWindow *self)
{
  g_clear_handle_id (&self->autosave_source, g_source_remove);
  if (self->draft_cancellable != NULL)
    {
      g_cancellable_cancel (self->draft_cancellable);
      g_clear_object (&self->draft_cancellable);
    }
  if (self->draft_id != NULL)
    {
      wadi_drafts_remove (wadi_drafts_get_default (), self->draft_id);
      g_clear_pointer (&self->draft_id, g_free);
    }
}

void
_wadi_window_drafts_update (WadiWindow *self)
{
  guint interval = self->settings != NULL ? g_settings_get_uint (self->settings, "autosave-interval")
                                          : DEFAULT_INTERVAL;

  if (self->document == NULL || !wadi_document_get_modified (self->document))
    {
      /* saved, or undone back to the saved state: nothing to keep */
      _wadi_window_drafts_discard (self);
      return;
    }
  if (interval == 0 || self->autosave_source != 0)
    return;
  self->autosave_source = g_timeout_add_seconds (interval, autosave_timeout, self);
}

/* The end of wadi_window_recover_draft_async () (wadi-window-load.c):
 * the draft's scenario, read in the thread, shown. */
void
_wadi_window_show_draft (WadiWindow         *self,
                         WadiScenario       *scenario,
                         GFile              *file,
                         WadiLiveRulesStart *start,
                         const char         *draft_id)
{
  /* the window's own draft, if any, goes with the document it replaces */
  _wadi_window_set_scenario_started (self, scenario, file, start);
  /* the recovered work is not in its file: it stays unsaved, and its
   * draft stays the window's until it is saved or discarded */
  g_free (self->draft_id);
  self->draft_id = g_strdup (draft_id);
  wadi_document_mark_unsaved (self->document);
}
