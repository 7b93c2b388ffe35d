/* test-file-source.c: only regular files are read whole, within a size */
#define _POSIX_C_SOURCE 200809L /* symlink, mkfifo */

#include "config.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "wadi-file-source.h"
#include "wadi-test-fixtures.h"

typedef struct
{
  char *dir;
} Fixture;

static void
fixture_setup (Fixture      *fixture,
               gconstpointer data)
{
  g_autoptr(GError) error = NULL;

  fixture->dir = g_dir_make_tmp ("wadi-file-source-XXXXXX", &error);
  g_assert_no_error (error);
}

static void
fixture_teardown (Fixture      *fixture,
                  gconstpointer data)
{
  wadi_fixture_remove_tree (fixture->dir);
  g_free (fixture->dir);
}

static GFile *
file_in (Fixture    *fixture,
         const char *name)
{
  g_autofree char *path = g_build_filename (fixture->dir, name, NULL);

  return g_file_new_for_path (path);
}

/* A regular file reads whole; one byte over the limit is refused, even
 * when the limit is not a multiple of the pieces it is read in. */
static void
test_regular (Fixture      *fixture,
              gconstpointer data)
{
  g_autoptr(GFile) file = file_in (fixture, "samples.json");
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *text = g_strnfill (100000, 'x');

  g_assert_true (g_file_set_contents (g_file_peek_path (file), text, -1, &error));
  g_assert_true (wadi_file_source_check (file, &error));
  bytes = wadi_file_source_read (file, 100000, "100 kB", NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_bytes_get_size (bytes), ==, 100000);
  g_clear_pointer (&bytes, g_bytes_unref);
  bytes = wadi_file_source_read (file, 99999, "99 999 bytes", NULL, &error);
  g_assert_null (bytes);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE);
  g_assert_nonnull (strstr (error->message, "99 999 bytes"));
}

/* A folder, a FIFO and a device are refused before they are opened
 * (opening the FIFO would block: the test would hang). */
static void
test_not_regular (Fixture      *fixture,
                  gconstpointer data)
{
  g_autoptr(GFile) folder = g_file_new_for_path (fixture->dir);
  g_autoptr(GFile) fifo = file_in (fixture, "pipe.json");
  g_autoptr(GFile) device = g_file_new_for_path ("/dev/zero");
  g_autoptr(GError) error = NULL;

  g_assert_false (wadi_file_source_check (folder, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_IS_DIRECTORY);
  g_assert_nonnull (strstr (error->message, "expected a regular file"));
  g_clear_error (&error);

  g_assert_cmpint (mkfifo (g_file_peek_path (fifo), 0600), ==, 0);
  g_assert_null (wadi_file_source_read (fifo, 1024, "1 KiB", NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE);
  g_clear_error (&error);

  g_assert_null (wadi_file_source_read (device, 1024, "1 KiB", NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE);
}

/* A broken link and a loop of links are left to the open, which says
 * which (before, both read "not a regular file"). */
static void
test_links (Fixture      *fixture,
            gconstpointer data)
{
  g_autoptr(GFile) broken = file_in (fixture, "broken.wadi");
  g_autoptr(GFile) loop = file_in (fixture, "loop.wadi");
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (symlink ("/nonexistent/wadi/x.wadi", g_file_peek_path (broken)), ==, 0);
  g_assert_cmpint (symlink ("loop.wadi", g_file_peek_path (loop)), ==, 0);
  g_assert_true (wadi_file_source_check (broken, &error));
  g_assert_null (wadi_file_source_read (broken, 1024, "1 KiB", NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_true (wadi_file_source_check (loop, &error));
  g_assert_null (wadi_file_source_read (loop, 1024, "1 KiB", NULL, &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, g_strerror (ELOOP)));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) g_test_add (path, Fixture, NULL, fixture_setup, func, fixture_teardown)
  ADD ("/file-source/regular", test_regular);
  ADD ("/file-source/not-regular", test_not_regular);
  ADD ("/file-source/links", test_links);
#undef ADD
  return g_test_run ();
}
