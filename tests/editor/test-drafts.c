/* test-drafts.c: recovery files of unsaved documents */
#include "config.h"

#include <glib/gstdio.h>
#include <sys/stat.h>
#include <sys/wait.h>

#include "wadi-drafts.h"
#include "wadi-test-fixtures.h"

/* A draft written by this process is not offered back: this Wadi is
 * running.  Once its process is gone it is, with what it belongs to; it
 * loads to the scenario written; removed, it is gone. */
static void
test_save_and_recover (void)
{
  g_autofree char *base = g_dir_make_tmp ("wadi-drafts-XXXXXX", NULL);
  g_autofree char *dir = g_build_filename (base, "wadi", "drafts", NULL);
  g_autoptr(WadiDrafts) drafts = wadi_drafts_new (dir);
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  g_autoptr(WadiScenario) loaded = NULL;
  g_autoptr(GPtrArray) mine = NULL;
  g_autoptr(GPtrArray) orphans = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = g_file_new_for_path ("/tmp/somewhere/map.wadi");
  g_autofree char *id = wadi_drafts_new_id ();
  g_autofree char *draft_path = g_strconcat (dir, "/", id, ".draft", NULL);
  g_autoptr(GKeyFile) keys = g_key_file_new ();
  const char *argv[] = { "true", NULL };
  GPid        dead = 0;

  wadi_fixture_set_hex (scenario, "25K3", WADI_TERRAIN_WOODS, 0, WADI_DEPRESSION_NONE, 0);
  g_assert_true (wadi_drafts_save (drafts, id, scenario, file, "map.wadi", &error));
  g_assert_no_error (error);
  mine = wadi_drafts_list_orphans (drafts);
  g_assert_cmpuint (mine->len, ==, 0);

  /* the writer's process gone: a process that ran and exited */
  g_assert_true (g_spawn_async (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_DO_NOT_REAP_CHILD, NULL,
                                NULL, &dead, &error));
  g_assert_no_error (error);
  waitpid (dead, NULL, 0);
  g_assert_true (g_key_file_load_from_file (keys, draft_path, G_KEY_FILE_NONE, NULL));
  g_key_file_set_int64 (keys, "Draft", "pid", dead);
  g_assert_true (g_key_file_save_to_file (keys, draft_path, NULL));

  orphans = wadi_drafts_list_orphans (drafts);
  g_assert_cmpuint (orphans->len, ==, 1);
  g_assert_cmpstr (((WadiDraft *) orphans->pdata[0])->id, ==, id);
  g_assert_cmpstr (((WadiDraft *) orphans->pdata[0])->title, ==, "map.wadi");
  g_assert_true (g_file_equal (((WadiDraft *) orphans->pdata[0])->file, file));
  loaded = wadi_drafts_load (drafts, id, &error);
  g_assert_no_error (error);
  g_assert_true (wadi_scenario_equal (loaded, scenario));

  wadi_drafts_remove (drafts, id);
  g_clear_pointer (&orphans, g_ptr_array_unref);
  orphans = wadi_drafts_list_orphans (drafts);
  g_assert_cmpuint (orphans->len, ==, 0);
  g_assert_null (wadi_drafts_load (drafts, "../../etc/passwd", NULL));
  wadi_fixture_remove_tree (base);
}

static void
on_saved (GObject      *source,
          GAsyncResult *result,
          gpointer      data)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (wadi_drafts_save_finish (WADI_DRAFTS (source), result, &error));
  g_assert_no_error (error);
  *(gboolean *) data = TRUE;
}

/* Written off the main thread, from a copy. */
static void
test_save_async (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wadi-drafts-XXXXXX", NULL);
  g_autoptr(WadiDrafts) drafts = wadi_drafts_new (dir);
  g_autofree char *id = wadi_drafts_new_id ();
  g_autofree char *path = g_strconcat (dir, "/", id, ".wadi", NULL);
  gboolean         done = FALSE;

  wadi_drafts_save_async (drafts, id, wadi_fixture_asl_examples (), NULL, "Untitled", NULL, on_saved, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  wadi_drafts_remove (drafts, id);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  wadi_fixture_remove_tree (dir);
}

/* The description goes through the safe file as every write: whole,
 * private to the user, a FIFO in its place refused and left as it was
 * (an atomic rename would have put a file there), the error naming it. */
static void
test_description_safe (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wadi-drafts-XXXXXX", NULL);
  g_autoptr(WadiDrafts) drafts = wadi_drafts_new (dir);
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  g_autoptr(GError) error = NULL;
  g_autofree char *id = wadi_drafts_new_id ();
  g_autofree char *fifo_id = wadi_drafts_new_id ();
  g_autofree char *draft_path = g_strconcat (dir, "/", id, ".draft", NULL);
  g_autofree char *fifo_path = g_strconcat (dir, "/", fifo_id, ".draft", NULL);
  GStatBuf         st;

  g_assert_true (wadi_drafts_save (drafts, id, scenario, NULL, "map", &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_stat (draft_path, &st), ==, 0);
  g_assert_true (S_ISREG (st.st_mode));
  g_assert_cmpint (st.st_mode & 0777, ==, 0600);
  /* written again over the first */
  g_assert_true (wadi_drafts_save (drafts, id, scenario, NULL, "map", &error));
  g_assert_no_error (error);

  g_assert_cmpint (mkfifo (fifo_path, 0600), ==, 0);
  g_assert_false (wadi_drafts_save (drafts, fifo_id, scenario, NULL, "map", &error));
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  g_assert_true (g_str_has_prefix (error->message, fifo_path));
  g_assert_cmpint (g_stat (fifo_path, &st), ==, 0);
  g_assert_true (S_ISFIFO (st.st_mode));

  wadi_drafts_remove (drafts, id);
  wadi_drafts_remove (drafts, fifo_id);
  wadi_fixture_remove_tree (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/drafts/save-and-recover", test_save_and_recover);
  g_test_add_func ("/drafts/save-async", test_save_async);
  g_test_add_func ("/drafts/description-safe", test_description_safe);
  return g_test_run ();
}
