/* wadi-safe-file.c: a file replaced whole or not at all */
/* O_TMPFILE, linkat's AT_EMPTY_PATH and renameat2 are Linux's. */
#define _GNU_SOURCE

#include "config.h"

#include <glib/gi18n-lib.h>

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "wadi-safe-file.h"

GQuark
wadi_safe_file_error_quark (void)
{
  return g_quark_from_static_string ("wadi-safe-file-error-quark");
}

struct _WadiSafeFile
{
  char             *target; /* the path given, links resolved */
  char             *dir;
  char             *base;
  char             *purpose;
  char             *temporary; /* the named temporary; NULL while unnamed */
  int               slot;      /* in the registry, or -1 */
  int               fd;
  WadiSafeFileFlags flags;
  gboolean          had_old;
  GStatBuf          old_stat;
  gboolean          placed;    /* renamed onto the target */
  gboolean          exchanged; /* ... and the old file is at temporary */
};

static gboolean use_tmpfile = TRUE;

void
wadi_safe_file_set_use_tmpfile (gboolean use)
{
  use_tmpfile = use;
}

/* The named temporaries under way, for a signal handler: a slot is
 * filled before it is marked used, and marked unused before it is
 * reused, so that a handler reads only whole paths. */
#define REGISTRY_SLOTS 32
static char                  registry[REGISTRY_SLOTS][PATH_MAX];
static volatile sig_atomic_t registry_used[REGISTRY_SLOTS];
G_LOCK_DEFINE_STATIC (registry);

static int
register_temporary (const char *path)
{
  int slot = -1;

  if (strlen (path) >= PATH_MAX)
    return -1;
  G_LOCK (registry);
  for (int i = 0; i < REGISTRY_SLOTS && slot < 0; i++)
    if (!registry_used[i])
      {
        strcpy (registry[i], path);
        registry_used[i] = 1;
        slot = i;
      }
  G_UNLOCK (registry);
  return slot;
}

static void
unregister_temporary (int *slot)
{
  if (*slot >= 0)
    registry_used[*slot] = 0;
  *slot = -1;
}

void
wadi_safe_file_remove_temporaries (void)
{
  for (int i = 0; i < REGISTRY_SLOTS; i++)
    if (registry_used[i])
      unlink (registry[i]);
}

char *
wadi_safe_file_resolve_links (const char *path)
{
  /* absolute, so that a link's target resolves against its folder */
  char *current = g_canonicalize_filename (path, NULL);
  int   i;

  for (i = 0; i < 40 && g_file_test (current, G_FILE_TEST_IS_SYMLINK); i++)
    {
      g_autofree char *target = g_file_read_link (current, NULL);
      g_autofree char *dir = NULL;

      if (target == NULL)
        break;
      dir = g_path_get_dirname (current);
      g_free (current);
      current = g_canonicalize_filename (target, dir);
    }
  return current;
}

gboolean
wadi_safe_file_is_same (const char *path,
                        const char *other)
{
  GStatBuf a, b;

  /* stat follows links: a link to the file is the file */
  return g_stat (path, &a) == 0 && g_stat (other, &b) == 0 && a.st_dev == b.st_dev && a.st_ino == b.st_ino;
}

/* What kind of thing st describes, for a message. */
static const char *
file_kind_name (const GStatBuf *st)
{
  if (S_ISDIR (st->st_mode))
    return _("a folder");
  if (S_ISFIFO (st->st_mode))
    return _("a FIFO (named pipe)");
  if (S_ISCHR (st->st_mode))
    return _("a character device");
  if (S_ISBLK (st->st_mode))
    return _("a block device");
  if (S_ISSOCK (st->st_mode))
    return _("a socket");
  return _("not a regular file");
}

static gboolean
check_stat (const char       *path,
            const GStatBuf   *st,
            WadiSafeFileFlags flags,
            GError          **error)
{
  if (!S_ISREG (st->st_mode))
    {
      g_set_error (error, WADI_SAFE_FILE_ERROR, WADI_SAFE_FILE_ERROR_NOT_REGULAR,
                   _("it is %s, expected a regular file; nothing was written"), file_kind_name (st));
      return FALSE;
    }
  if (flags & WADI_SAFE_FILE_NO_REPLACE)
    {
      g_set_error (error, WADI_SAFE_FILE_ERROR, WADI_SAFE_FILE_ERROR_EXISTS,
                   _("the file is already there; nothing was written, expected a new name or "
                     "permission to replace it"));
      return FALSE;
    }
  if (st->st_nlink > 1 && !(flags & WADI_SAFE_FILE_SPLIT_HARD_LINK))
    {
      g_set_error (error, WADI_SAFE_FILE_ERROR, WADI_SAFE_FILE_ERROR_HARD_LINK,
                   _("the file has %u other hard links, which would keep the old "
                     "contents; expected a file with one name, or permission to split the link"),
                      (guint) st->st_nlink - 1);
      return FALSE;
    }
  /* root may write anything: a file without any write permission bit is
   * read-only all the same. */
  if ((access (path, W_OK) != 0 || (st->st_mode & 0222) == 0) && !(flags & WADI_SAFE_FILE_REPLACE_READ_ONLY))
    {
      g_set_error (error, WADI_SAFE_FILE_ERROR, WADI_SAFE_FILE_ERROR_READ_ONLY,
                   _("the file is read-only, expected a writable file, "
                     "or permission to replace a read-only one"));
      return FALSE;
    }
  return TRUE;
}

gboolean
wadi_safe_file_check (const char       *path,
                      WadiSafeFileFlags flags,
                      GError          **error)
{
  GStatBuf st;

  /* stat, not open: opening a FIFO would wait for a writer */
  if (g_stat (path, &st) != 0)
    return TRUE;
  return check_stat (path, &st, flags, error);
}

static gboolean
set_errno_error (GError    **error,
                 int         saved_errno,
                 const char *what)
{
  g_set_error (error, WADI_SAFE_FILE_ERROR, WADI_SAFE_FILE_ERROR_IO,
               _("%s: %s, expected a writable file in a writable folder"), what, g_strerror (saved_errno));
  return FALSE;
}

/* The new file takes the old one's owner, group and permissions, but never
 * its set-id bits: a saved scenario is no program.  Failing to keep them
 * (a user may not give a file away) is no reason to fail the write. */
static void
keep_ownership_and_mode (WadiSafeFile *file)
{
  const GStatBuf *old = &file->old_stat;

  if (fchown (file->fd, old->st_uid, old->st_gid) != 0 && fchown (file->fd, (uid_t) -1, old->st_gid) != 0)
    g_debug ("Could not keep the owner and group of %s: %s", file->target, g_strerror (errno));
  if (fchmod (file->fd, old->st_mode & 07777 & ~(mode_t) (S_ISUID | S_ISGID)) != 0)
    g_debug ("Could not keep the permissions of %s: %s", file->target, g_strerror (errno));
}

static char *
temporary_template (WadiSafeFile *file)
{
  g_autofree char *name = g_strdup_printf (".%s.wadi-%s-XXXXXX", file->base, file->purpose);

  return g_build_filename (file->dir, name, NULL);
}

WadiSafeFile *
wadi_safe_file_open (const char       *path,
                     const char       *purpose,
                     WadiSafeFileFlags flags,
                     GError          **error)
{
  g_autoptr(WadiSafeFile) file = g_new0 (WadiSafeFile, 1);

  g_return_val_if_fail (path != NULL && purpose != NULL, NULL);

  file->fd = -1;
  file->slot = -1;
  file->flags = flags;
  file->purpose = g_strdup (purpose);
  file->target = wadi_safe_file_resolve_links (path);
  file->dir = g_path_get_dirname (file->target);
  file->base = g_path_get_basename (file->target);
  file->had_old = g_stat (file->target, &file->old_stat) == 0;
  if (file->had_old && !check_stat (file->target, &file->old_stat, flags, error))
    return NULL;

#ifdef O_TMPFILE
  if (use_tmpfile)
    file->fd = open (file->dir, O_TMPFILE | O_WRONLY | O_CLOEXEC, 0666);
#endif
  if (file->fd < 0)
    {
      g_autofree char *temporary = temporary_template (file);

      /* no O_TMPFILE here (EOPNOTSUPP, EISDIR, EINVAL): a named one */
      file->fd = g_mkstemp_full (temporary, O_WRONLY | O_CLOEXEC, 0666);
      if (file->fd < 0)
        {
          set_errno_error (error, errno, _("could not create a temporary file"));
          return NULL;
        }
      file->temporary = g_steal_pointer (&temporary);
      file->slot = register_temporary (file->temporary);
    }
  if (file->had_old)
    keep_ownership_and_mode (file);
  return g_steal_pointer (&file);
}

int
wadi_safe_file_get_fd (WadiSafeFile *file)
{
  return file->fd;
}

const char *
wadi_safe_file_get_target (WadiSafeFile *file)
{
  return file->target;
}

gboolean
wadi_safe_file_write (WadiSafeFile *file,
                      const void   *data,
                      gsize         length,
                      GError      **error)
{
  const guint8 *bytes = data;
  gsize         written = 0;

  while (written < length)
    {
      gssize n = write (file->fd, bytes + written, MIN (length - written, (gsize) G_MAXSSIZE));

      if (n < 0)
        {
          if (errno == EINTR)
            continue;
          return set_errno_error (error, errno, _("could not write"));
        }
      written += (gsize) n;
    }
  return TRUE;
}

void
wadi_safe_file_abandon (WadiSafeFile *file)
{
  if (file == NULL)
    return;
  if (file->fd >= 0)
    close (file->fd);
  if (file->temporary != NULL)
    g_unlink (file->temporary);
  unregister_temporary (&file->slot);
  g_free (file->target);
  g_free (file->dir);
  g_free (file->base);
  g_free (file->purpose);
  g_free (file->temporary);
  g_free (file);
}

/* An O_TMPFILE's contents get a name in the folder: the kernel needs one
 * to rename over the target.  A kill from here to the rename leaves it,
 * for wadi_safe_file_remove_temporaries () or the next write. */
static gboolean
name_temporary (WadiSafeFile *file,
                GError      **error)
{
  char proc_path[64];
  int  saved_errno = EEXIST;

  g_snprintf (proc_path, sizeof proc_path, "/proc/self/fd/%d", file->fd);
  for (int attempt = 0; attempt < 100 && saved_errno == EEXIST; attempt++)
    {
      g_autofree char  *temporary = temporary_template (file);
      char             *x = temporary + strlen (temporary) - 6;
      static const char letters[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

      for (int i = 0; i < 6; i++)
        x[i] = letters[g_random_int_range (0, sizeof letters - 1)];
      if (linkat (AT_FDCWD, proc_path, AT_FDCWD, temporary, AT_SYMLINK_FOLLOW) == 0
          || (errno != EEXIST && linkat (file->fd, "", AT_FDCWD, temporary, AT_EMPTY_PATH) == 0))
        {
          file->temporary = g_steal_pointer (&temporary);
          file->slot = register_temporary (file->temporary);
          return TRUE;
        }
      saved_errno = errno;
    }
  return set_errno_error (error, saved_errno, _("could not name the new file"));
}

/* Flushes file to disk, names it and closes it. */
static gboolean
finish_writing (WadiSafeFile *file,
                GError      **error)
{
  int fd = file->fd;

  if (g_fsync (fd) != 0)
    return set_errno_error (error, errno, _("could not flush to disk"));
  if (file->temporary == NULL && !name_temporary (file, error))
    return FALSE;
  file->fd = -1;
  if (close (fd) != 0)
    return set_errno_error (error, errno, _("could not close"));
  return TRUE;
}

static gboolean
is_unsupported (int saved_errno)
{
  return saved_errno == EINVAL || saved_errno == ENOSYS || saved_errno == EOPNOTSUPP;
}

/* Renames file's temporary onto its target.  A target there is exchanged
 * with the temporary, so that the old file can be put back until all are
 * in place; a file system without RENAME_EXCHANGE replaces it. */
static gboolean
place (WadiSafeFile *file,
       GError      **error)
{
  GStatBuf st;

  if (g_lstat (file->target, &st) == 0)
    {
      /* what appeared, or changed, since the file was opened */
      WadiSafeFileFlags flags = (file->flags & WADI_SAFE_FILE_NO_REPLACE) | WADI_SAFE_FILE_SPLIT_HARD_LINK
                                | WADI_SAFE_FILE_REPLACE_READ_ONLY;

      if (!check_stat (file->target, &st, flags, error))
        return FALSE;
      if (renameat2 (AT_FDCWD, file->temporary, AT_FDCWD, file->target, RENAME_EXCHANGE) == 0)
        {
          file->placed = file->exchanged = TRUE;
          return TRUE;
        }
      if (!is_unsupported (errno))
        return set_errno_error (error, errno, _("could not replace the file"));
    }
  else if (renameat2 (AT_FDCWD, file->temporary, AT_FDCWD, file->target, RENAME_NOREPLACE) == 0)
    goto renamed;
  else if (errno == EEXIST)
    {
      g_set_error (error, WADI_SAFE_FILE_ERROR, WADI_SAFE_FILE_ERROR_EXISTS,
                   _("a file appeared there while it was written; nothing was written"));
      return FALSE;
    }
  else if (!is_unsupported (errno))
    return set_errno_error (error, errno, _("could not rename the new file"));
  if (g_rename (file->temporary, file->target) != 0)
    return set_errno_error (error, errno, _("could not replace the file"));
renamed:
  file->placed = TRUE;
  unregister_temporary (&file->slot);
  g_clear_pointer (&file->temporary, g_free);
  return TRUE;
}

/* Puts back what place () changed, as far as it can: the old file of an
 * exchange, no file where there was none. */
static void
unplace (WadiSafeFile *file)
{
  if (!file->placed)
    return;
  if (file->exchanged)
    {
      if (renameat2 (AT_FDCWD, file->temporary, AT_FDCWD, file->target, RENAME_EXCHANGE) != 0)
        g_warning ("Could not put back %s: %s", file->target, g_strerror (errno));
    }
  else if (!file->had_old)
    g_unlink (file->target);
  file->placed = file->exchanged = FALSE;
}

/* After a rename the folder's entry is what changed: flushing the folder
 * makes the new name durable.  Some file systems cannot flush a folder
 * (EINVAL); the rename is then as durable as they make it. */
static gboolean
sync_folder (const char *dir,
             GError    **error)
{
  int fd = open (dir, O_RDONLY | O_CLOEXEC);
  int saved_errno = 0;

  if (fd < 0)
    saved_errno = errno;
  else if (g_fsync (fd) != 0 && errno != EINVAL)
    saved_errno = errno;
  if (fd >= 0)
    close (fd);
  if (saved_errno == 0)
    return TRUE;
  return set_errno_error (error, saved_errno, _("the file was replaced, but its folder could not be flushed to disk"));
}

/* A write goes from its temporary to its rename without pause: a
 * temporary untouched this long (seconds) belongs to one that was killed. */
#define STALE_TEMP_AGE (10 * 60)

/* Removes the named temporaries of earlier writes of file's target that
 * were killed (a regular file of ours untouched for STALE_TEMP_AGE); a
 * live write's is younger and stays. */
static void
remove_stale_temporaries (WadiSafeFile *file)
{
  g_autofree char *prefix = g_strdup_printf (".%s.wadi-%s-", file->base, file->purpose);
  gsize            prefix_len = strlen (prefix);
  g_autoptr(GDir) folder = g_dir_open (file->dir, 0, NULL);
  gint64      now = g_get_real_time () / G_USEC_PER_SEC;
  const char *name;

  if (folder == NULL)
    return;
  while ((name = g_dir_read_name (folder)) != NULL)
    {
      g_autofree char *path = NULL;
      GStatBuf         st;

      if (strncmp (name, prefix, prefix_len) != 0 || strlen (name) != prefix_len + 6)
        continue;
      path = g_build_filename (file->dir, name, NULL);
      if (g_lstat (path, &st) != 0 || !S_ISREG (st.st_mode) || now - (gint64) st.st_mtime < STALE_TEMP_AGE)
        continue;
      if (g_unlink (path) != 0)
        g_debug ("Could not remove the stale temporary file %s: %s", path, g_strerror (errno));
    }
}

static gboolean
fail (WadiSafeFile **files,
      guint          n_files,
      guint          failed,
      GError       **error)
{
  /* one file: the caller names it */
  if (n_files > 1)
    g_prefix_error (error, "%s: ", files[failed]->target);
  for (guint i = n_files; i-- > 0;)
    {
      unplace (files[i]);
      wadi_safe_file_abandon (files[i]);
    }
  return FALSE;
}

gboolean
wadi_safe_file_commit_all (WadiSafeFile **files,
                           guint          n_files,
                           GCancellable  *cancellable,
                           GError       **error)
{
  g_autoptr(GError) sync_error = NULL;
  guint i;

  for (i = 0; i < n_files; i++)
    if (!finish_writing (files[i], error))
      return fail (files, n_files, i, error);
  /* the last moment to cancel: every target is untouched */
  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    {
      for (i = 0; i < n_files; i++)
        wadi_safe_file_abandon (files[i]);
      return FALSE;
    }
  for (i = 0; i < n_files; i++)
    if (!place (files[i], error))
      return fail (files, n_files, i, error);
  for (i = 0; i < n_files; i++)
    {
      WadiSafeFile *file = files[i];

      /* an exchange left the old file at the temporary's name */
      if (file->temporary != NULL)
        g_unlink (file->temporary);
      remove_stale_temporaries (file);
      if (sync_error == NULL && !sync_folder (file->dir, &sync_error) && n_files > 1)
        g_prefix_error (&sync_error, "%s: ", file->target);
      wadi_safe_file_abandon (file);
    }
  if (sync_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&sync_error));
      return FALSE;
    }
  return TRUE;
}

gboolean
wadi_safe_file_commit (WadiSafeFile *file,
                       GCancellable *cancellable,
                       GError      **error)
{
  return wadi_safe_file_commit_all (&file, 1, cancellable, error);
}
