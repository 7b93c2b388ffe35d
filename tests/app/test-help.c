/* test-help.c: what F1 opens, and the release notes About shows
 *
 * Runs in the 'gui' suite, without a window: help:wadi where something
 * takes help: URIs, else the installed HTML, else the manual on the web;
 * whether a help handler exists, from the desktop files of XDG_DATA_DIRS;
 * the newest release of the metainfo, read with a parser.
 */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "wadi-help.h"

static char *
make_html_dir (void)
{
  g_autoptr(GError) error = NULL;
  char            *dir = g_dir_make_tmp ("wadi-help-XXXXXX", &error);
  g_autofree char *index = NULL;

  g_assert_no_error (error);
  index = g_build_filename (dir, "index.html", NULL);
  g_file_set_contents (index, "<html></html>", -1, &error);
  g_assert_no_error (error);
  return dir;
}

static void
remove_html_dir (const char *dir)
{
  g_autofree char *index = g_build_filename (dir, "index.html", NULL);

  g_assert_cmpint (g_remove (index), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
test_uri_with_handler (void)
{
  g_autofree char *dir = make_html_dir ();
  g_autofree char *uri = wadi_help_uri (TRUE, dir);

  /* Yelp is there: the Mallard pages, even with the HTML beside them */
  g_assert_cmpstr (uri, ==, "help:wadi");
  remove_html_dir (dir);
}

static void
test_uri_without_handler (void)
{
  g_autofree char *dir = make_html_dir ();
  g_autofree char *index = g_build_filename (dir, "index.html", NULL);
  g_autofree char *expected = g_filename_to_uri (index, NULL, NULL);
  g_autofree char *uri = wadi_help_uri (FALSE, dir);

  g_assert_cmpstr (uri, ==, expected);
  g_assert_true (g_str_has_prefix (uri, "file:///"));
  g_assert_true (g_str_has_suffix (uri, "/index.html"));
  remove_html_dir (dir);
}

static void
test_uri_without_html (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wadi-help-XXXXXX", NULL);
  g_autofree char *empty = wadi_help_uri (FALSE, dir);
  g_autofree char *none = wadi_help_uri (FALSE, NULL);

  /* neither Yelp nor the HTML: the manual on the web */
  g_assert_cmpstr (empty, ==, WADI_HELP_WEB_URI);
  g_assert_cmpstr (none, ==, WADI_HELP_WEB_URI);
  g_assert_true (g_str_has_prefix (WADI_HELP_WEB_URI, "https://"));
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* In a child process whose XDG_DATA_DIRS holds only a scratch folder, with
 * or without a desktop file that takes help: URIs, as Yelp's does (the
 * child inherits the environment; GIO reads it once, at its first use). */
static void
check_handler (gboolean with_yelp)
{
  static const char *vars[] = { "XDG_DATA_DIRS", "XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CONFIG_DIRS" };
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *apps = NULL;
  g_autofree char *desktop = NULL;
  g_autofree char *cache = NULL;
  char            *saved[G_N_ELEMENTS (vars)];

  if (g_test_subprocess ())
    {
      g_assert_cmpint (wadi_help_has_handler (), ==, with_yelp);
      return;
    }
  dir = g_dir_make_tmp ("wadi-help-XXXXXX", &error);
  g_assert_no_error (error);
  apps = g_build_filename (dir, "applications", NULL);
  desktop = g_build_filename (apps, "test-yelp.desktop", NULL);
  cache = g_build_filename (apps, "mimeinfo.cache", NULL);
  g_assert_cmpint (g_mkdir (apps, 0700), ==, 0);
  if (with_yelp)
    {
      g_file_set_contents (desktop,
                           "[Desktop Entry]\nType=Application\nName=Help\nExec=true %u\n"
                           "MimeType=x-scheme-handler/help;\n",
                           -1, &error);
      g_assert_no_error (error);
      /* GIO finds handlers through the cache update-desktop-database writes */
      g_file_set_contents (cache, "[MIME Cache]\nx-scheme-handler/help=test-yelp.desktop;\n", -1, &error);
      g_assert_no_error (error);
    }
  for (guint i = 0; i < G_N_ELEMENTS (vars); i++)
    {
      saved[i] = g_strdup (g_getenv (vars[i]));
      g_setenv (vars[i], dir, TRUE);
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  for (guint i = 0; i < G_N_ELEMENTS (vars); i++)
    {
      if (saved[i] != NULL)
        g_setenv (vars[i], saved[i], TRUE);
      else
        g_unsetenv (vars[i]);
      g_free (saved[i]);
    }
  g_remove (desktop);
  g_remove (cache);
  g_rmdir (apps);
  g_rmdir (dir);
  g_test_trap_assert_passed ();
}

static void
test_handler_yelp (void)
{
  check_handler (TRUE);
}

static void
test_handler_none (void)
{
  check_handler (FALSE);
}

static void
test_newest_release_of_metainfo (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", APP_ID ".metainfo.xml.in", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  gsize            size;
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *version = NULL;
  g_autofree char *notes = NULL;

  g_file_get_contents (path, &text, &size, &error);
  g_assert_no_error (error);
  bytes = g_bytes_new (text, size);
  g_assert_true (wadi_help_newest_release (bytes, &version, &notes));
  /* one version: About's is meson's (tests/check-version.py) */
  g_assert_cmpstr (version, ==, PACKAGE_VERSION);
  g_assert_true (g_str_has_prefix (notes, "<p>"));
  g_assert_nonnull (strstr (notes, "<li>"));
  g_assert_null (strstr (notes, "description>"));
  g_assert_null (strstr (notes, "<release"));
  /* the metainfo sends people to the manual F1 falls back on */
  g_assert_nonnull (strstr (text, "<url type=\"help\">" WADI_HELP_WEB_URI "</url>"));
}

static void
test_newest_release_parsed (void)
{
  /* a comment and a CDATA-free attribute order that strstr would trip on */
  static const char text[] = "<?xml version=\"1.0\"?>\n"
                             "<component><!-- <release version=\"9.9\"> -->\n"
                             "  <releases>\n"
                             "    <release date=\"2026-01-02\" version=\"1.1&amp;b\">\n"
                             "      <description><p>New &amp; better</p><ul><li>One</li></ul></description>\n"
                             "    </release>\n"
                             "    <release version=\"1.0\"><description><p>Old</p></description></release>\n"
                             "  </releases>\n"
                             "</component>\n";
  g_autoptr(GBytes) bytes = g_bytes_new_static (text, sizeof text - 1);
  g_autofree char *version = NULL;
  g_autofree char *notes = NULL;

  g_assert_true (wadi_help_newest_release (bytes, &version, &notes));
  g_assert_cmpstr (version, ==, "1.1&b");
  g_assert_cmpstr (notes, ==, "<p>New &amp; better</p><ul><li>One</li></ul>");
}

static void
test_newest_release_none (void)
{
  static const char *texts[] = {
    "<component><releases/></component>",
    "<component><releases><release version=\"1\"></release></releases></component>",
    "<component><releases><release><description><p>x</p></description></release></releases></component>",
    "<component><releases><release version=\"1\"><description>",
    "",
  };

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_autoptr(GBytes) bytes = g_bytes_new_static (texts[i], strlen (texts[i]));
      char *version = NULL;
      char *notes = NULL;

      g_assert_false (wadi_help_newest_release (bytes, &version, &notes));
      g_assert_null (version);
      g_assert_null (notes);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/help/uri/with-handler", test_uri_with_handler);
  g_test_add_func ("/help/uri/without-handler", test_uri_without_handler);
  g_test_add_func ("/help/uri/without-html", test_uri_without_html);
  g_test_add_func ("/help/handler/yelp", test_handler_yelp);
  g_test_add_func ("/help/handler/none", test_handler_none);
  g_test_add_func ("/help/release/metainfo", test_newest_release_of_metainfo);
  g_test_add_func ("/help/release/parsed", test_newest_release_parsed);
  g_test_add_func ("/help/release/none", test_newest_release_none);
  return g_test_run ();
}
