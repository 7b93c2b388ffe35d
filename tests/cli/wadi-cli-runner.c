/* wadi-cli-runner.c: running the built wadi-cli (path in $WADI_CLI) as a user would */
#include "config.h"

#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "wadi-cli-runner.h"

void
wadi_cli_run_clear (WadiCliRun *run)
{
  g_clear_pointer (&run->out, g_free);
  g_clear_pointer (&run->err, g_free);
}

void
wadi_cli_run (WadiCliRun *run,
              ...)
{
  const char *cli = g_getenv ("WADI_CLI");
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  int         wait_status = 0;
  const char *arg;
  va_list     args;

  g_assert_nonnull (cli);
  g_ptr_array_add (argv, (gpointer) cli);
  va_start (args, run);
  while ((arg = va_arg (args, const char *)) != NULL)
    g_ptr_array_add (argv, (gpointer) arg);
  va_end (args);
  g_ptr_array_add (argv, NULL);

  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                               &run->out, &run->err, &wait_status, &error));
  g_assert_no_error (error);
  if (g_spawn_check_wait_status (wait_status, &error))
    run->status = 0;
  else
    {
      g_assert_true (g_error_matches (error, G_SPAWN_EXIT_ERROR, error->code));
      run->status = error->code;
    }
}

/* A JSON syntax check (RFC 8259), enough to say the output parses. */
void
wadi_cli_assert_json (WadiCliRun *run)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(GError) error = NULL;

  if (!json_parser_load_from_data (parser, run->out, -1, &error))
    g_error ("not JSON (%s): %s", error->message, run->out);
  json_generator_set_root (generator, json_parser_get_root (parser));
  g_free (run->out);
  run->out = json_generator_to_data (generator, NULL);
}

void
wadi_cli_fixture_set_up (WadiCliFixture *fixture,
                         gconstpointer   data)
{
  const char *root = g_getenv ("WADI_SOURCE_ROOT");
  g_autoptr (GError) error = NULL;

  g_assert_nonnull (root);
  fixture->example = g_build_filename (root, "data", "examples", "asl-f5-b20.wadi", NULL);
  fixture->dir = g_dir_make_tmp ("wadi-cli-XXXXXX", &error);
  g_assert_no_error (error);
}

void
wadi_cli_fixture_tear_down (WadiCliFixture *fixture,
                            gconstpointer   data)
{
  g_autoptr (GDir) dir = g_dir_open (fixture->dir, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (fixture->dir, name, NULL);

      g_assert_cmpint (g_remove (path), ==, 0);
    }
  g_assert_cmpint (g_rmdir (fixture->dir), ==, 0);
  g_free (fixture->dir);
  g_free (fixture->example);
}
