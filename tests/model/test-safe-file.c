/* test-safe-file.c: a file replaced whole or not at all */
/* symlink () and mkfifo () are POSIX.1-2008; the build is strict C17. */
#define _POSIX_C_SOURCE 200809L

#include "config.h"

#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib.h>
#include <glib/gstdio.h>

#include "wadi-safe-file.h"

typedef struct
{
  char *dir;
} Fixture;

static char *
path_in (Fixture    *fixture,
         const char *name)
{
  return g_build_filename (fixture->dir, name, NULL);
}

static void
fixture_set_up (Fixture      *fixture,
                gconstpointer data)
{
  g_autoptr(GError) error = NULL;

  fixture->dir = g_dir_make_tmp ("wadi-safe-file-XXXXXX", &error);
  g_assert_no_error (error);
  wadi_safe_file_set_use_tmpfile (GPOINTER_TO_INT (data) == 0);
}

static void
fixture_tear_down (Fixture      *fixture,
                   gconstpointer data)
{
  g_autoptr(GDir) dir = g_dir_open (fixture->dir, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = path_in (fixture, name);

      g_assert_cmpint (g_remove (path), ==, 0);
    }
  g_assert_cmpint (g_rmdir (fixture->dir), ==, 0);
  g_free (fixture->dir);
  wadi_safe_file_set_use_tmpfile (TRUE);
}

static guint
count_entries (Fixture *fixture)
{
  g_autoptr(GDir) dir = g_dir_open (fixture->dir, 0, NULL);
  guint count = 0;

  while (g_dir_read_name (dir) != NULL)
    count++;
  return count;
}

static void
assert_contents (const char *path,
                 const char *expected)
{
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_get_contents (path, &contents, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (contents, ==, expected);
}

static WadiSafeFile *
open_with (const char       *path,
           WadiSafeFileFlags flags,
           const char       *contents)
{
  g_autoptr(GError) error = NULL;
  WadiSafeFile *file = wadi_safe_file_open (path, "test", flags, &error);

  g_assert_no_error (error);
  g_assert_true (wadi_safe_file_write (file, contents, strlen (contents), &error));
  g_assert_no_error (error);
  return file;
}

/* A write replaces the file, through a link, keeping its mode; nothing
 * else is left in the folder.  Run with and without O_TMPFILE. */
static void
test_replace (Fixture      *fixture,
              gconstpointer data)
{
  g_autofree char *real = path_in (fixture, "real.txt");
  g_autofree char *link = path_in (fixture, "link.txt");
  g_autoptr(GError) error = NULL;
  GStatBuf st;

  g_assert_true (g_file_set_contents (real, "old", -1, &error));
  g_assert_cmpint (g_chmod (real, 0640), ==, 0);
  g_assert_cmpint (symlink ("real.txt", link), ==, 0);
  g_assert_true (wadi_safe_file_commit (open_with (link, WADI_SAFE_FILE_DEFAULT, "new"), NULL, &error));
  g_assert_no_error (error);
  assert_contents (real, "new");
  g_assert_true (g_file_test (link, G_FILE_TEST_IS_SYMLINK));
  g_assert_cmpint (g_stat (real, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 07777, ==, 0640);
  g_assert_cmpuint (count_entries (fixture), ==, 2);
}

/* A FIFO is refused and stays; NO_REPLACE refuses a file there. */
static void
test_refusals (Fixture      *fixture,
               gconstpointer data)
{
  g_autofree char *fifo = path_in (fixture, "pipe");
  g_autofree char *there = path_in (fixture, "there.txt");
  g_autoptr(GError) error = NULL;
  GStatBuf st;

  g_assert_cmpint (mkfifo (fifo, 0644), ==, 0);
  g_assert_null (wadi_safe_file_open (fifo, "test", WADI_SAFE_FILE_DEFAULT, &error));
  g_assert_error (error, WADI_SAFE_FILE_ERROR, WADI_SAFE_FILE_ERROR_NOT_REGULAR);
  g_clear_error (&error);
  g_assert_cmpint (g_stat (fifo, &st), ==, 0);
  g_assert_true (S_ISFIFO (st.st_mode));

  g_assert_true (g_file_set_contents (there, "old", -1, &error));
  g_assert_null (wadi_safe_file_open (there, "test", WADI_SAFE_FILE_NO_REPLACE, &error));
  g_assert_error (error, WADI_SAFE_FILE_ERROR, WADI_SAFE_FILE_ERROR_EXISTS);
  assert_contents (there, "old");
  g_assert_cmpuint (count_entries (fixture), ==, 2);
}

/* Files committed together: when the second cannot be placed (a folder
 * took its name), the first is put back as it was. */
static void
test_all_or_nothing (Fixture      *fixture,
                     gconstpointer data)
{
  g_autofree char *first = path_in (fixture, "map.tiles.png");
  g_autofree char *second = path_in (fixture, "map.tmx");
  g_autoptr(GError) error = NULL;
  WadiSafeFile *files[2];

  g_assert_true (g_file_set_contents (first, "old tiles", -1, &error));
  files[0] = open_with (first, WADI_SAFE_FILE_DEFAULT, "new tiles");
  files[1] = open_with (second, WADI_SAFE_FILE_DEFAULT, "new map");
  /* after open, before commit */
  g_assert_cmpint (g_mkdir (second, 0755), ==, 0);
  g_assert_false (wadi_safe_file_commit_all (files, 2, NULL, &error));
  g_assert_error (error, WADI_SAFE_FILE_ERROR, WADI_SAFE_FILE_ERROR_NOT_REGULAR);
  g_assert_nonnull (strstr (error->message, "map.tmx"));
  g_clear_error (&error);
  assert_contents (first, "old tiles");
  g_assert_true (g_file_test (second, G_FILE_TEST_IS_DIR));
  g_assert_cmpuint (count_entries (fixture), ==, 2);

  g_assert_cmpint (g_rmdir (second), ==, 0);
  files[0] = open_with (first, WADI_SAFE_FILE_DEFAULT, "new tiles");
  files[1] = open_with (second, WADI_SAFE_FILE_DEFAULT, "new map");
  g_assert_true (wadi_safe_file_commit_all (files, 2, NULL, &error));
  g_assert_no_error (error);
  assert_contents (first, "new tiles");
  assert_contents (second, "new map");
  g_assert_cmpuint (count_entries (fixture), ==, 2);
}

/* Cancelled before commit, nothing changes; a named temporary is what
 * wadi_safe_file_remove_temporaries () removes. */
static void
test_cancel_and_signal_cleanup (Fixture      *fixture,
                                gconstpointer data)
{
  g_autofree char *path = path_in (fixture, "out.txt");
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  WadiSafeFile *file = open_with (path, WADI_SAFE_FILE_DEFAULT, "new");

  g_cancellable_cancel (cancellable);
  g_assert_false (wadi_safe_file_commit (file, cancellable, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_cmpuint (count_entries (fixture), ==, 0);

  file = open_with (path, WADI_SAFE_FILE_DEFAULT, "new");
  /* with O_TMPFILE nothing has a name; without, the handler unlinks it */
  g_assert_cmpuint (count_entries (fixture), ==, GPOINTER_TO_INT (data) == 0 ? 0 : 1);
  wadi_safe_file_remove_temporaries ();
  g_assert_cmpuint (count_entries (fixture), ==, 0);
  wadi_safe_file_abandon (file);
}

/* A writer can tell its own input from another file, whatever the name
 * it is given: a link, a hard link, a path spelled otherwise. */
static void
test_is_same (Fixture      *fixture,
              gconstpointer data)
{
  g_autofree char *input = path_in (fixture, "input.wadi");
  g_autofree char *other = path_in (fixture, "other.wadi");
  g_autofree char *symbolic = path_in (fixture, "link.png");
  g_autofree char *hard = path_in (fixture, "hard.png");
  g_autofree char *missing = path_in (fixture, "missing.png");
  g_autofree char *dotted = g_build_filename (fixture->dir, ".", "input.wadi", NULL);

  g_assert_true (g_file_set_contents (input, "a", -1, NULL));
  g_assert_true (g_file_set_contents (other, "a", -1, NULL));
  g_assert_cmpint (symlink (input, symbolic), ==, 0);
  g_assert_cmpint (link (input, hard), ==, 0);

  g_assert_true (wadi_safe_file_is_same (input, input));
  g_assert_true (wadi_safe_file_is_same (dotted, input));
  g_assert_true (wadi_safe_file_is_same (symbolic, input));
  g_assert_true (wadi_safe_file_is_same (hard, input));
  /* the same contents are not the same file */
  g_assert_false (wadi_safe_file_is_same (other, input));
  g_assert_false (wadi_safe_file_is_same (missing, input));
  g_assert_false (wadi_safe_file_is_same (input, missing));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, named, func) \
  g_test_add (path, Fixture, GINT_TO_POINTER (named), fixture_set_up, func, fixture_tear_down)
  ADD ("/safe-file/replace", 0, test_replace);
  ADD ("/safe-file/named/replace", 1, test_replace);
  ADD ("/safe-file/refusals", 0, test_refusals);
  ADD ("/safe-file/is-same", 0, test_is_same);
  ADD ("/safe-file/all-or-nothing", 0, test_all_or_nothing);
  ADD ("/safe-file/named/all-or-nothing", 1, test_all_or_nothing);
  ADD ("/safe-file/cancel-and-signal-cleanup", 0, test_cancel_and_signal_cleanup);
  ADD ("/safe-file/named/cancel-and-signal-cleanup", 1, test_cancel_and_signal_cleanup);
#undef ADD

  return g_test_run ();
}
