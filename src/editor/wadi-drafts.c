/* wadi-drafts.c: recovery files of unsaved documents */
#include "config.h"

#include <glib/gi18n-lib.h>

#include <errno.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <sys/stat.h>
#include <string.h>
#include <unistd.h>

#include "wadi-drafts.h"
#include "wadi-format.h"
#include "wadi-safe-file.h"

#define GROUP "Draft"
#define DRAFT_SUFFIX ".draft"
#define SCENARIO_SUFFIX ".wadi"

struct _WadiDrafts
{
  GObject parent_instance;

  char *dir;
};

G_DEFINE_FINAL_TYPE (WadiDrafts, wadi_drafts, G_TYPE_OBJECT)

void
wadi_draft_free (WadiDraft *draft)
{
  if (draft == NULL)
    return;
  g_free (draft->id);
  g_clear_object (&draft->file);
  g_free (draft->title);
  g_clear_pointer (&draft->written, g_date_time_unref);
  g_free (draft);
}

static void
wadi_drafts_finalize (GObject *object)
{
  WadiDrafts *self = WADI_DRAFTS (object);

  g_free (self->dir);
  G_OBJECT_CLASS (wadi_drafts_parent_class)->finalize (object);
}

static void
wadi_drafts_class_init (WadiDraftsClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = wadi_drafts_finalize;
}

static void
wadi_drafts_init (WadiDrafts *self)
{
}

WadiDrafts *
wadi_drafts_new (const char *dir)
{
  WadiDrafts *self = g_object_new (WADI_TYPE_DRAFTS, NULL);

  self->dir = dir != NULL ? g_strdup (dir) : g_build_filename (g_get_user_state_dir (), "wadi", "drafts", NULL);
  return self;
}

WadiDrafts *
wadi_drafts_get_default (void)
{
  static WadiDrafts *drafts;
  static gsize       made;

  if (g_once_init_enter (&made))
    {
      drafts = wadi_drafts_new (NULL);
      g_once_init_leave (&made, 1);
    }
  return drafts;
}

const char *
wadi_drafts_get_dir (WadiDrafts *self)
{
  return self->dir;
}

char *
wadi_drafts_new_id (void)
{
  return g_uuid_string_random ();
}

/* An id names files in the folder: a uuid, nothing else. */
static gboolean
id_is_valid (const char *id)
{
  return id != NULL && g_uuid_string_is_valid (id);
}

static char *
path_of (WadiDrafts *self,
         const char *id,
         const char *suffix)
{
  g_autofree char *name = g_strconcat (id, suffix, NULL);

  return g_build_filename (self->dir, name, NULL);
}

/* The draft's description, through the safe file as every write: whole
 * or not at all, a folder or a FIFO in its place refused.  Private to
 * the user, as the drafts' folder is. */
static gboolean
write_description (const char *path,
                   const char *data,
                   gsize       length,
                   GError    **error)
{
  g_autoptr(WadiSafeFile) out = NULL;
  g_autoptr(GError) local_error = NULL;

  out = wadi_safe_file_open (path, "draft", WADI_SAFE_FILE_SPLIT_HARD_LINK | WADI_SAFE_FILE_REPLACE_READ_ONLY,
                             &local_error);
  if (out != NULL && fchmod (wadi_safe_file_get_fd (out), 0600) != 0)
    {
      int saved = errno;

      g_set_error_literal (&local_error, G_IO_ERROR, g_io_error_from_errno (saved), g_strerror (saved));
    }
  if (local_error == NULL && wadi_safe_file_write (out, data, length, &local_error))
    wadi_safe_file_commit (g_steal_pointer (&out), NULL, &local_error);
  if (local_error != NULL)
    {
      g_autofree char *name = g_filename_display_name (path);

      /* the safe file names neither the file nor what was done */
      g_propagate_prefixed_error (error, g_steal_pointer (&local_error), _("%s: the draft was not written: "), name);
      return FALSE;
    }
  return TRUE;
}

gboolean
wadi_drafts_save (WadiDrafts         *self,
                  const char         *id,
                  const WadiScenario *scenario,
                  GFile              *file,
                  const char         *title,
                  GError            **error)
{
  g_autofree char *scenario_path = NULL;
  g_autofree char *draft_path = NULL;
  g_autofree char *data = NULL;
  g_autofree char *uri = file != NULL ? g_file_get_uri (file) : NULL;
  g_autoptr(GFile) target = NULL;
  g_autoptr(GKeyFile) keys = g_key_file_new ();
  g_autoptr(GDateTime) now = g_date_time_new_now_utc ();
  g_autofree char *when = g_date_time_format_iso8601 (now);
  gsize            length;

  g_return_val_if_fail (id_is_valid (id), FALSE);
  if (g_mkdir_with_parents (self->dir, 0700) != 0)
    {
      int saved = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved), "%s: %s", self->dir, g_strerror (saved));
      return FALSE;
    }
  scenario_path = path_of (self, id, SCENARIO_SUFFIX);
  target = g_file_new_for_path (scenario_path);
  /* atomic and durable, as every save */
  if (!wadi_format_write_file (scenario, target, error))
    return FALSE;
  if (uri != NULL)
    g_key_file_set_string (keys, GROUP, "file", uri);
  g_key_file_set_string (keys, GROUP, "title", title != NULL ? title : "");
  g_key_file_set_string (keys, GROUP, "written", when);
  g_key_file_set_int64 (keys, GROUP, "pid", getpid ());
  data = g_key_file_to_data (keys, &length, NULL);
  draft_path = path_of (self, id, DRAFT_SUFFIX);
  return write_description (draft_path, data, length, error);
}

typedef struct
{
  char         *id;
  WadiScenario *scenario;
  GFile        *file;
  char         *title;
} SaveJob;

static void
save_job_free (SaveJob *job)
{
  g_free (job->id);
  wadi_scenario_free (job->scenario);
  g_clear_object (&job->file);
  g_free (job->title);
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

  if (g_task_return_error_if_cancelled (task))
    return;
  if (wadi_drafts_save (source, job->id, job->scenario, job->file, job->title, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

void
wadi_drafts_save_async (WadiDrafts         *self,
                        const char         *id,
                        WadiScenario       *scenario,
                        GFile              *file,
                        const char         *title,
                        GCancellable       *cancellable,
                        GAsyncReadyCallback callback,
                        gpointer            user_data)
{
  g_autoptr(GTask) task = g_task_new (self, cancellable, callback, user_data);
  SaveJob *job = g_new0 (SaveJob, 1);

  job->id = g_strdup (id);
  job->scenario = scenario;
  job->file = file != NULL ? g_object_ref (file) : NULL;
  job->title = g_strdup (title);
  g_task_set_task_data (task, job, (GDestroyNotify) save_job_free);
  g_task_set_source_tag (task, wadi_drafts_save_async);
  g_task_run_in_thread (task, save_thread);
}

gboolean
wadi_drafts_save_finish (WadiDrafts   *self,
                         GAsyncResult *result,
                         GError      **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  return g_task_propagate_boolean (G_TASK (result), error);
}

void
wadi_drafts_remove (WadiDrafts *self,
                    const char *id)
{
  g_autofree char *scenario_path = NULL;
  g_autofree char *draft_path = NULL;

  if (!id_is_valid (id))
    return;
  scenario_path = path_of (self, id, SCENARIO_SUFFIX);
  draft_path = path_of (self, id, DRAFT_SUFFIX);
  /* the description first: a draft without one is never offered */
  g_remove (draft_path);
  g_remove (scenario_path);
}

/* Whether pid is a Wadi still running (another window's drafts are its
 * own to keep). */
static gboolean
process_is_wadi (gint64 pid)
{
  g_autofree char *cmdline_path = NULL;
  g_autofree char *cmdline = NULL;
  g_autofree char *name = NULL;

  if (pid <= 0 || pid > G_MAXINT || pid == getpid ())
    return pid == getpid ();
  if (kill ((pid_t) pid, 0) != 0 && errno == ESRCH)
    return FALSE;
  cmdline_path = g_strdup_printf ("/proc/%" G_GINT64_FORMAT "/cmdline", pid);
  if (!g_file_get_contents (cmdline_path, &cmdline, NULL, NULL))
    return FALSE;
  name = g_path_get_basename (cmdline);
  return g_str_has_prefix (name, "wadi");
}

static int
newest_first (gconstpointer a,
              gconstpointer b)
{
  const WadiDraft *x = *(const WadiDraft *const *) a;
  const WadiDraft *y = *(const WadiDraft *const *) b;

  return -g_date_time_compare (x->written, y->written);
}

GPtrArray *
wadi_drafts_list_orphans (WadiDrafts *self)
{
  GPtrArray *drafts = g_ptr_array_new_with_free_func ((GDestroyNotify) wadi_draft_free);
  g_autoptr(GDir) dir = g_dir_open (self->dir, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *id = NULL;
      g_autofree char *path = NULL;
      g_autofree char *scenario_path = NULL;
      g_autofree char *uri = NULL;
      g_autofree char *when = NULL;
      g_autoptr(GKeyFile) keys = g_key_file_new ();
      GStatBuf   scenario_stat;
      WadiDraft *draft;

      if (!g_str_has_suffix (name, DRAFT_SUFFIX))
        continue;
      id = g_strndup (name, strlen (name) - strlen (DRAFT_SUFFIX));
      if (!id_is_valid (id))
        continue;
      path = g_build_filename (self->dir, name, NULL);
      scenario_path = path_of (self, id, SCENARIO_SUFFIX);
      if (!g_key_file_load_from_file (keys, path, G_KEY_FILE_NONE, NULL)
          || g_stat (scenario_path, &scenario_stat) != 0 || !S_ISREG (scenario_stat.st_mode)
          || process_is_wadi (g_key_file_get_int64 (keys, GROUP, "pid", NULL)))
        continue;
      draft = g_new0 (WadiDraft, 1);
      draft->id = g_steal_pointer (&id);
      draft->size = scenario_stat.st_size;
      uri = g_key_file_get_string (keys, GROUP, "file", NULL);
      draft->file = uri != NULL ? g_file_new_for_uri (uri) : NULL;
      draft->title = g_key_file_get_string (keys, GROUP, "title", NULL);
      when = g_key_file_get_string (keys, GROUP, "written", NULL);
      draft->written = when != NULL ? g_date_time_new_from_iso8601 (when, NULL) : NULL;
      if (draft->written == NULL)
        draft->written = g_date_time_new_from_unix_utc (0);
      g_ptr_array_add (drafts, draft);
    }
  g_ptr_array_sort (drafts, newest_first);
  return drafts;
}

GFile *
wadi_drafts_get_scenario_file (WadiDrafts *self,
                               const char *id,
                               GError    **error)
{
  g_autofree char *path = NULL;

  if (!id_is_valid (id))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, _("no draft “%s”"), id != NULL ? id : "");
      return NULL;
    }
  path = path_of (self, id, SCENARIO_SUFFIX);
  return g_file_new_for_path (path);
}

WadiScenario *
wadi_drafts_load (WadiDrafts *self,
                  const char *id,
                  GError    **error)
{
  g_autoptr(GFile) file = wadi_drafts_get_scenario_file (self, id, error);

  return file != NULL ? wadi_format_read_file (file, error) : NULL;
}
