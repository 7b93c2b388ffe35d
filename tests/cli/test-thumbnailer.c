/* test-thumbnailer.c: wadi-thumbnailer as a file manager runs it */
#include "config.h"

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/wait.h>

/* The size of a PNG, from its IHDR chunk. */
static void
png_size (const char *path,
          guint      *width,
          guint      *height)
{
  g_autofree guchar *data = NULL;
  gsize              length = 0;

  g_assert_true (g_file_get_contents (path, (char **) &data, &length, NULL));
  g_assert_cmpuint (length, >, 24);
  g_assert_true (memcmp (data, "\x89PNG\r\n\x1a\n", 8) == 0);
  *width = (guint) data[16] << 24 | (guint) data[17] << 16 | (guint) data[18] << 8 | data[19];
  *height = (guint) data[20] << 24 | (guint) data[21] << 16 | (guint) data[22] << 8 | data[23];
}

static int
run (const char *const *argv)
{
  g_autoptr(GError) error = NULL;
  int status = 0;

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, NULL, NULL,
                               &status, &error));
  g_assert_no_error (error);
  return g_spawn_check_wait_status (status, NULL) ? 0 : WEXITSTATUS (status);
}

/* The longer side is the size asked, a URI is read as a path is, and a
 * file that is no scenario gives no thumbnail. */
static void
test_thumbnail (void)
{
  const char      *thumbnailer = g_getenv ("WADI_THUMBNAILER");
  g_autofree char *dir = g_dir_make_tmp ("wadi-thumb-XXXXXX", NULL);
  g_autofree char *out = g_build_filename (dir, "thumb.png", NULL);
  g_autofree char *bad_out = g_build_filename (dir, "bad.png", NULL);
  g_autofree char *bad = g_build_filename (dir, "bad.wadi", NULL);
  g_autofree char *example = g_build_filename (g_getenv ("WADI_SOURCE_ROOT"), "data", "examples",
                                               "asl-three-boards.wadi", NULL);
  g_autofree char *tall = g_build_filename (g_getenv ("WADI_SOURCE_ROOT"), "data", "examples", "toi-wadi.wadi", NULL);
  g_autoptr(GFile) tall_file = g_file_new_for_path (tall);
  g_autofree char *uri = g_file_get_uri (tall_file);
  guint            width, height;

  g_assert_nonnull (thumbnailer);
  g_assert_cmpint (run ((const char *const[]) { thumbnailer, "-s", "128", example, out, NULL }), ==, 0);
  png_size (out, &width, &height);
  g_assert_cmpuint (width, ==, 128);
  g_assert_cmpuint (height, <, 128);

  g_assert_cmpint (run ((const char *const[]) { thumbnailer, "-s", "256", uri, out, NULL }), ==, 0);
  png_size (out, &width, &height);
  g_assert_cmpuint (MAX (width, height), ==, 256);

  g_assert_true (g_file_set_contents (bad, "<scenario", -1, NULL));
  g_assert_cmpint (run ((const char *const[]) { thumbnailer, "-s", "128", bad, bad_out, NULL }), ==, 1);
  g_assert_false (g_file_test (bad_out, G_FILE_TEST_EXISTS));
  g_assert_cmpint (run ((const char *const[]) { thumbnailer, "-s", "0", example, bad_out, NULL }), ==, 2);

  /* the arguments swapped, or the input's URI and its path: the
   * scenario is never replaced by its thumbnail */
  {
    g_autofree char *copy = g_build_filename (dir, "copy.wadi", NULL);
    g_autofree char *before = NULL;
    g_autofree char *after = NULL;
    g_autoptr(GFile) copy_file = g_file_new_for_path (copy);
    g_autofree char *copy_uri = g_file_get_uri (copy_file);

    g_assert_true (g_file_get_contents (tall, &before, NULL, NULL));
    g_assert_true (g_file_set_contents (copy, before, -1, NULL));
    g_assert_cmpint (run ((const char *const[]) { thumbnailer, "-s", "64", copy, copy, NULL }), ==, 2);
    g_assert_cmpint (run ((const char *const[]) { thumbnailer, "-s", "64", copy_uri, copy, NULL }), ==, 2);
    g_assert_true (g_file_get_contents (copy, &after, NULL, NULL));
    g_assert_cmpstr (after, ==, before);
    g_remove (copy);
  }

  g_remove (out);
  g_remove (bad);
  g_rmdir (dir);
}

/* A file that does not load is named once, as it was given, with the
 * reader's line and column, as wadi-cli names it. */
static void
test_load_error_names_file_once (void)
{
  const char      *thumbnailer = g_getenv ("WADI_THUMBNAILER");
  g_autofree char *dir = g_dir_make_tmp ("wadi-thumb-XXXXXX", NULL);
  g_autofree char *bad = g_build_filename (dir, "trunc.wadi", NULL);
  g_autofree char *out = g_build_filename (dir, "trunc.png", NULL);
  const char      *argv[] = { thumbnailer, "trunc.wadi", "trunc.png", NULL };
  g_autoptr(GError) error = NULL;
  g_autofree char *err = NULL;
  int              status = 0;

  g_assert_true (g_file_set_contents (bad, "<scenario", -1, NULL));
  g_assert_true (g_spawn_sync (dir, (char **) argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL, NULL, &err,
                               &status, &error));
  g_assert_no_error (error);
  g_assert_false (g_spawn_check_wait_status (status, NULL));
  g_assert_true (g_str_has_prefix (err, "wadi-thumbnailer: trunc.wadi:1:"));
  g_assert_null (strstr (err, dir));
  g_assert_null (strstr (strstr (err, "trunc.wadi") + 1, "trunc.wadi"));
  g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));

  g_remove (bad);
  g_rmdir (dir);
}

/* The .thumbnailer file names the program, the sizes and the type of
 * data/io.github.wadieditor.Wadi.mime.xml. */
static void
test_entry (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("WADI_SOURCE_ROOT"), "data", "wadi.thumbnailer", NULL);
  g_autoptr(GKeyFile) keys = g_key_file_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *exec = NULL;
  g_autofree char *types = NULL;
  g_autofree char *mime = NULL;
  g_autofree char *mime_path = g_build_filename (g_getenv ("WADI_SOURCE_ROOT"), "data",
                                                 "io.github.wadieditor.Wadi.mime.xml", NULL);

  g_assert_true (g_key_file_load_from_file (keys, path, G_KEY_FILE_NONE, &error));
  g_assert_no_error (error);
  exec = g_key_file_get_string (keys, "Thumbnailer Entry", "Exec", NULL);
  g_assert_cmpstr (exec, ==, "wadi-thumbnailer -s %s %u %o");
  types = g_key_file_get_string (keys, "Thumbnailer Entry", "MimeType", NULL);
  g_assert_true (g_file_get_contents (mime_path, &mime, NULL, NULL));
  g_assert_nonnull (strstr (mime, "<mime-type type=\"application/x-wadi-scenario+xml\">"));
  g_assert_cmpstr (types, ==, "application/x-wadi-scenario+xml;");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/thumbnailer/thumbnail", test_thumbnail);
  g_test_add_func ("/thumbnailer/entry", test_entry);
  g_test_add_func ("/thumbnailer/load-error", test_load_error_names_file_once);
  return g_test_run ();
}
