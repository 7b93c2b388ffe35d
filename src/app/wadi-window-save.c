/* wadi-window-save.c: saving a window's scenario
 *
 * Save and Save As: the chooser (a name typed without an extension gets
 * ".wadi"), the questions asked before replacing a file (read-only, with
 * other names, changed on disk, or already there), then the write, in a
 * thread from a copy of the scenario, and the toast that says it is done.
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "wadi-accessible.h"
#include "wadi-format.h"
#include "wadi-scenario-chooser.h"
#include "wadi-window-private.h"

char *
_wadi_window_file_name_for_title (const char *title)
{
  g_autoptr(GString) name = g_string_new (NULL);
  gboolean    space = FALSE;
  const char *p;

  /* letters and digits of any script stay; what a file system or a shell
   * would mind ("/", ":", "*", control characters ...) becomes a space,
   * runs of spaces one */
  for (p = title != NULL ? title : ""; *p != '\0' && g_utf8_validate (p, -1, NULL); p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (g_unichar_isspace (c) || g_unichar_iscntrl (c) || (c < 128 && strchr ("/\\:*?\"<>|", (int) c) != NULL)
          || (c == '.' && name->len == 0))
        {
          space = name->len > 0;
          continue;
        }
      if (space)
        g_string_append_c (name, ' ');
      space = FALSE;
      g_string_append_unichar (name, c);
      /* a name a file system takes: at most about 200 bytes */
      if (name->len > 200)
        break;
    }
  if (name->len == 0)
    return g_strdup (_("Untitled.wadi"));
  g_string_append (name, ".wadi");
  return g_string_free (g_steal_pointer (&name), FALSE);
}

gboolean
wadi_window_save_to (WadiWindow *self,
                     GFile      *file,
                     GError    **error)
{
  return wadi_window_save_to_full (self, file, WADI_FORMAT_SAVE_DEFAULT, error);
}

gboolean
wadi_window_save_to_full (WadiWindow         *self,
                          GFile              *file,
                          WadiFormatSaveFlags flags,
                          GError            **error)
{
  g_return_val_if_fail (self->document != NULL, FALSE);

  if (!wadi_format_write_file_full (wadi_document_get_scenario (self->document), file, flags, error))
    return FALSE;
  g_set_object (&self->file, file);
  _wadi_window_watch_file (self);
  _wadi_window_show_file_version (self, WADI_FORMAT_VERSION);
  wadi_document_mark_saved (self->document);
  _wadi_window_remember_recent (file);
  _wadi_window_update_title (self);
  return TRUE;
}

typedef struct
{
  WadiWindow         *window;
  guint               changes;         /* the window\'s count of changes when it was written */
  WadiFormatSaveFlags flags;           /* what the user agreed to */
  gboolean            replace_changed; /* ... and to replacing what another program wrote */
  gboolean            named_by_wadi;   /* ".wadi" added to the name typed: the chooser asked of no such file */
  void (*done) (WadiWindow *, gboolean, gpointer);
  gpointer data;
} SaveRequest;

static void
save_request_finish (SaveRequest *request,
                     gboolean     saved)
{
  if (request->done != NULL)
    request->done (request->window, saved, request->data);
  g_object_unref (request->window);
  g_free (request);
}

static void
show_save_error (WadiWindow   *self,
                 GFile        *file,
                 const GError *error)
{
  g_autofree char  *name = g_file_get_basename (file);
  AdwMessageDialog *dialog;

  /* The document stays as it is, unsaved: nothing is lost. */
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), NULL, NULL));
  adw_message_dialog_format_heading (dialog, _("Could Not Save “%s”"), name);
  adw_message_dialog_set_body (dialog, error->message);
  adw_message_dialog_add_response (dialog, "close", _("_Close"));
  wadi_accessible_name_controls (GTK_WIDGET (dialog));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void save_request_write (SaveRequest *request,
                                GFile       *file);

typedef struct
{
  SaveRequest        *request;
  GFile              *file;
  WadiFormatSaveFlags allow;
  gboolean            changed_on_disk; /* the question was whether to replace another program's changes */
  gboolean            named_exists;    /* ... or the file ".wadi" added to the name named */
} SaveQuestion;

static void
on_save_question_response (AdwMessageDialog *dialog,
                           const char       *response,
                           SaveQuestion     *question)
{
  SaveRequest        *request = question->request;
  WadiFormatSaveFlags allow = question->allow;
  gboolean            changed_on_disk = question->changed_on_disk;
  gboolean            named_exists = question->named_exists;
  g_autoptr(GFile) file = question->file;

  g_free (question);
  if (g_strcmp0 (response, "replace") != 0)
    {
      save_request_finish (request, FALSE);
      return;
    }
  request->flags |= allow;
  if (changed_on_disk)
    request->replace_changed = TRUE;
  if (named_exists)
    request->named_by_wadi = FALSE;
  save_request_write (request, file);
}

/* A file with other names, or a read-only one, is replaced only when the
 * user says so (issue #12): TRUE when the question is asked, and the save
 * goes on from its answer. */
static gboolean
save_request_ask (SaveRequest *request,
                  GFile       *file)
{
  g_autoptr(GError) error = NULL;
  g_autofree char  *name = g_file_get_basename (file);
  AdwMessageDialog *dialog;
  SaveQuestion     *question;

  gboolean changed = !request->replace_changed && request->window->file != NULL
                     && g_file_equal (file, request->window->file)
                     && _wadi_window_file_changed_on_disk (request->window);
  /* the chooser asked about the name typed, not the one Wadi made of it */
  gboolean named_exists = request->named_by_wadi
                          && !(request->window->file != NULL && g_file_equal (file, request->window->file))
                          && g_file_query_exists (file, NULL);

  if (!changed && !named_exists
      && (wadi_format_check_target (file, request->flags, &error)
          || !(g_error_matches (error, WADI_FORMAT_ERROR, WADI_FORMAT_ERROR_HARD_LINK)
               || g_error_matches (error, WADI_FORMAT_ERROR, WADI_FORMAT_ERROR_READ_ONLY))))
    return FALSE;

  question = g_new0 (SaveQuestion, 1);
  question->request = request;
  question->file = g_object_ref (file);
  question->changed_on_disk = changed;
  question->named_exists = named_exists;
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (request->window), NULL, NULL));
  if (named_exists)
    {
      adw_message_dialog_format_heading (dialog, _("Replace “%s”?"), name);
      adw_message_dialog_set_body (dialog, _("A file of that name is already in the folder. Saving replaces it "
                                             "with this scenario."));
    }
  else if (changed)
    {
      /* never over another program's changes without a word (issue #12) */
      adw_message_dialog_format_heading (dialog, _("“%s” Changed on Disk"), name);
      adw_message_dialog_set_body (dialog, _("Another program changed the file after Wadi opened or last saved it. "
                                             "Saving replaces its changes with the scenario as it is here."));
    }
  else if (error->code == WADI_FORMAT_ERROR_HARD_LINK)
    {
      question->allow = WADI_FORMAT_SAVE_SPLIT_HARD_LINK;
      adw_message_dialog_format_heading (dialog, _("Replace “%s”, Which Has Other Names?"), name);
      adw_message_dialog_set_body (dialog, _("The file has other names (hard links). Saving makes it a file of its "
                                             "own: the other names keep the old scenario."));
    }
  else
    {
      question->allow = WADI_FORMAT_SAVE_REPLACE_READ_ONLY;
      adw_message_dialog_format_heading (dialog, _("Replace Read-Only “%s”?"), name);
      adw_message_dialog_set_body (dialog, _("The file is marked read-only. Saving replaces it with the scenario "
                                             "as it is now."));
    }
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "replace", _("_Replace"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "replace", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (dialog, "cancel");
  adw_message_dialog_set_close_response (dialog, "cancel");
  wadi_accessible_name_controls (GTK_WIDGET (dialog));
  g_signal_connect (dialog, "response", G_CALLBACK (on_save_question_response), question);
  gtk_window_present (GTK_WINDOW (dialog));
  return TRUE;
}

typedef struct
{
  WadiScenario       *scenario; /* a copy: the window edits on while it is written */
  GFile              *file;
  WadiFormatSaveFlags flags;
} SaveJob;

static void
save_job_free (SaveJob *job)
{
  wadi_scenario_free (job->scenario);
  g_object_unref (job->file);
  g_free (job);
}

static void
save_thread (GTask        *task,
             gpointer      source,
             gpointer      data,
             GCancellable *cancellable)
{
  SaveJob *job = data;
  GError  *error = NULL;

  if (wadi_format_write_file_cancellable (job->scenario, job->file, job->flags, cancellable, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

static gboolean
pulse_save (gpointer data)
{
  WadiWindow *self = data;

  gtk_progress_bar_pulse (self->load_progress);
  return G_SOURCE_CONTINUE;
}

static void
on_saved (GObject      *source,
          GAsyncResult *result,
          gpointer      data)
{
  SaveRequest *request = data;
  WadiWindow  *self = request->window;
  SaveJob     *job = g_task_get_task_data (G_TASK (result));
  g_autoptr(GFile) file = g_object_ref (job->file);
  g_autoptr(GError) error = NULL;

  self->saving = FALSE;
  g_clear_object (&self->save_cancellable);
  g_clear_handle_id (&self->save_pulse_source, g_source_remove);
  if (self->document == NULL)
    {
      /* the window was closed (its changes discarded) while it wrote */
      save_request_finish (request, FALSE);
      return;
    }
  gtk_revealer_set_reveal_child (self->load_banner, FALSE);
  _wadi_window_actions_update (self);
  if (!g_task_propagate_boolean (G_TASK (result), &error))
    {
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        _wadi_window_toast (self, _("Save cancelled: the file is as it was"));
      else
        show_save_error (self, file, error);
      save_request_finish (request, FALSE);
      return;
    }
  g_set_object (&self->file, file);
  _wadi_window_watch_file (self);
  _wadi_window_show_file_version (self, WADI_FORMAT_VERSION);
  /* edited while it was written: the file has the scenario as it was, and
   * the document stays modified */
  if (self->changes == request->changes)
    wadi_document_mark_saved (self->document);
  _wadi_window_remember_recent (file);
  _wadi_window_update_title (self);
  {
    g_autofree char *name = g_file_get_basename (file);
    g_autofree char *message = NULL;
    guint            errors;

    /* Saving with errors is allowed: the toast says how many. */
    wadi_live_rules_flush (self->rules);
    errors = wadi_live_rules_count (self->rules, WADI_SEVERITY_ERROR);
    if (errors > 0)
      message = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Saved “%s” with %u error",
                                              "Saved “%s” with %u errors", errors),
                                 name, errors);
    else
      message = g_strdup_printf (_("Saved “%s”"), name);
    _wadi_window_toast (self, message);
  }
  save_request_finish (request, TRUE);
}

/* Written in a thread, from a copy; the bar under the header pulses. */
static void
save_request_write (SaveRequest *request,
                    GFile       *file)
{
  WadiWindow *self = request->window;
  g_autoptr(GTask) task = NULL;
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *text = g_strdup_printf (_("Saving “%s”…"), name);
  SaveJob         *job;

  if (save_request_ask (request, file))
    return;
  if (self->saving)
    {
      save_request_finish (request, FALSE);
      return;
    }
  job = g_new0 (SaveJob, 1);
  job->scenario = wadi_scenario_copy (wadi_document_get_scenario (self->document));
  job->file = g_object_ref (file);
  job->flags = request->flags;
  request->changes = self->changes;
  self->saving = TRUE;
  self->save_cancellable = g_cancellable_new ();
  _wadi_window_actions_update (self);
  gtk_label_set_text (self->load_label, text);
  gtk_progress_bar_set_fraction (self->load_progress, 0.0);
  /* a save of a small map is over before the bar could show */
  self->save_pulse_source = g_timeout_add (200, pulse_save, self);
  gtk_revealer_set_reveal_child (self->load_banner, TRUE);
  task = g_task_new (NULL, self->save_cancellable, on_saved, request);
  g_task_set_task_data (task, job, (GDestroyNotify) save_job_free);
  g_task_run_in_thread (task, save_thread);
}

gboolean
wadi_window_is_saving (WadiWindow *self)
{
  return self->saving;
}

/* Whether name ends in an extension: a dot, not the first character,
 * then one to five letters ("crossing.xml"), not a title's "St. Vith" or
 * a version's "v1.2". */
static gboolean
has_extension (const char *name)
{
  const char *dot = strrchr (name, '.');
  gsize       length;

  if (dot == NULL || dot == name)
    return FALSE;
  length = strlen (dot + 1);
  if (length == 0 || length > 5)
    return FALSE;
  for (const char *p = dot + 1; *p != '\0'; p++)
    if (!g_ascii_isalpha (*p))
      return FALSE;
  return TRUE;
}

/* A new name typed without an extension is saved with ".wadi", as a
 * title's is: a try-out's "crossing" became a file that wadi-cli and
 * Open's filter did not find as crossing.wadi.  A file that is there
 * already (the window's own, or one the chooser asked to replace) is
 * the one the user chose, and so is a name in a sandbox's document
 * portal, which gives access to that file alone. */
static GFile *
with_scenario_extension (WadiWindow *self,
                         GFile      *file,
                         gboolean   *added)
{
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *path = g_file_get_path (file);
  g_autoptr(GFile) folder = g_file_get_parent (file);
  g_autofree char *named = NULL;

  *added = name != NULL && folder != NULL && !has_extension (name)
           && !(self->file != NULL && g_file_equal (file, self->file)) && !g_file_query_exists (file, NULL)
           && !(path != NULL && g_str_has_prefix (path, "/run/user/") && strstr (path, "/doc/") != NULL);
  if (!*added)
    return g_object_ref (file);
  named = g_strconcat (name, ".wadi", NULL);
  return g_file_get_child (folder, named);
}

static void
on_save_chooser_response (GtkNativeDialog *chooser,
                          int              response,
                          SaveRequest     *request)
{
  g_autoptr(GFile) chosen = NULL;
  g_autoptr(GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    chosen = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  g_object_unref (chooser);
  if (chosen == NULL)
    {
      save_request_finish (request, FALSE);
      return;
    }
  file = with_scenario_extension (request->window, chosen, &request->named_by_wadi);
  save_request_write (request, file);
}

void
_wadi_window_save_async (WadiWindow *self,
                         gboolean    ask,
                         void (*done) (WadiWindow *, gboolean, gpointer),
                         gpointer data)
{
  SaveRequest          *request = g_new0 (SaveRequest, 1);
  GtkFileChooserNative *chooser;
  g_autofree char      *name = NULL;

  request->window = g_object_ref (self);
  request->done = done;
  request->data = data;
  /* what a stroke still held drew is saved with the rest */
  wadi_canvas_end_stroke (self->canvas);

  if (!ask && self->file != NULL)
    {
      save_request_write (request, self->file);
      return;
    }

  chooser = wadi_scenario_chooser_new (GTK_WINDOW (self), _("Save Scenario"), GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"));
  /* a new scenario's file is named after its title, a new overlay's
   * (which has none) after its id: "W1.wadi", not "Untitled.wadi" */
  if (self->file != NULL)
    name = g_file_get_basename (self->file);
  else
    {
      const WadiScenario *scenario = wadi_document_get_scenario (self->document);
      const char         *title = scenario->title;

      if ((title == NULL || *title == '\0') && scenario->is_overlay && wadi_map_board_count (scenario->map) > 0)
        title = wadi_map_get_board (scenario->map, 0)->id;
      name = _wadi_window_file_name_for_title (title);
    }
  /* Save As starts beside the file it saves a copy of */
  if (self->file != NULL)
    {
      g_autoptr(GFile) folder = g_file_get_parent (self->file);

      if (folder != NULL)
        gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (chooser), folder, NULL);
    }
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
  g_signal_connect (chooser, "response", G_CALLBACK (on_save_chooser_response), request);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}
