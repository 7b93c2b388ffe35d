/* test-board-library.c: folders of .wadi board files, without a display
 *
 * The tests run with a temporary XDG_DATA_HOME (and XDG_DATA_DIRS), whose
 * boards folder each test starts without, so the user's folder of boards
 * starts empty; the shipped boards are the source tree's data/boards, as
 * `meson devenv` finds them.  (Not G_TEST_OPTION_ISOLATE_DIRS: GLib 2.74's
 * g_set_user_dirs leaks the folders it replaces, which the sanitizer run
 * of tools/run-tests reports.)
 */
#include "config.h"

#include <glib/gstdio.h>

#include "wadi-board-library.h"
#include "wadi-format.h"
#include "wadi-test-fixtures.h"

/* Each test starts with an empty data folder. */
static void
clear_data_home (void)
{
  g_autoptr(GDir) dir = g_dir_open (g_get_user_data_dir (), 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (g_get_user_data_dir (), name, NULL);

      wadi_fixture_remove_tree (child);
    }
}

static char *
shipped_folder (void)
{
  return g_build_filename (g_getenv ("WADI_SOURCE_ROOT"), "data", "boards", NULL);
}

static const WadiBoardLibraryEntry *
find_entry (GPtrArray  *entries,
            const char *id,
            guint      *index)
{
  for (guint i = 0; i < entries->len; i++)
    {
      const WadiBoardLibraryEntry *entry = g_ptr_array_index (entries, i);

      if (g_strcmp0 (entry->id, id) == 0)
        {
          if (index != NULL)
            *index = i;
          return entry;
        }
    }
  return NULL;
}

/* The user's folder first, then the settings' folders, then the shipped
 * boards, then the system data folders; each once. */
static void
test_folders (void)
{
  g_autofree char *user = g_build_filename (g_get_user_data_dir (), "wadi", "boards", NULL);
  g_autofree char *shipped = shipped_folder ();
  g_autofree char *home_folder = g_build_filename (g_get_home_dir (), "my boards", NULL);
  const char      *extra[] = { "/srv/boards", "~/my boards", "/srv/boards", "", NULL };
  g_auto(GStrv) folders = NULL;
  g_autofree char *library_user = wadi_board_library_user_folder ();
  g_autofree char *library_shipped = wadi_board_library_shipped_folder ();

  clear_data_home ();
  g_assert_cmpstr (library_user, ==, user);
  g_assert_cmpstr (library_shipped, ==, shipped);
  folders = wadi_board_library_folders (extra);
  g_assert_cmpuint (g_strv_length (folders), >=, 4);
  g_assert_cmpstr (folders[0], ==, user);
  g_assert_cmpstr (folders[1], ==, "/srv/boards");
  g_assert_cmpstr (folders[2], ==, home_folder);
  g_assert_cmpstr (folders[3], ==, shipped);
  for (guint i = 4; folders[i] != NULL; i++)
    {
      g_assert_true (g_str_has_suffix (folders[i], "/wadi/boards"));
      g_assert_cmpstr (folders[i], !=, shipped);
    }
}

/* Wadi ships a blank geomorphic board and the example scenarios' boards,
 * each the board of its example as it is there. */
static void
test_shipped (void)
{
  g_autoptr(GPtrArray) entries = wadi_board_library_list (NULL);
  g_autofree char *example = g_build_filename (g_getenv ("WADI_SOURCE_ROOT"), "data", "examples", "asl-f5-b20.wadi",
                                               NULL);
  g_autoptr(GFile) file = g_file_new_for_path (example);
  g_autoptr(GError) error = NULL;
  g_autoptr(WadiScenario) scenario = wadi_format_read_file (file, &error);
  const char *const            ids[] = { "25", "14", "13" };
  const WadiBoardLibraryEntry *blank = NULL;

  clear_data_home ();
  g_assert_no_error (error);
  for (guint i = 0; i < entries->len; i++)
    {
      const WadiBoardLibraryEntry *entry = g_ptr_array_index (entries, i);

      if (g_str_has_suffix (entry->path, "asl-geomorphic-blank.wadi"))
        blank = entry;
    }
  g_assert_nonnull (blank);
  g_assert_true (blank->geomorphic);
  g_assert_cmpint (blank->cols, ==, WADI_GEOMORPHIC_COLUMNS);
  g_assert_cmpint (blank->rows, ==, WADI_GEOMORPHIC_ROWS);
  g_assert_cmpstr (blank->title, ==, "Blank ASL geomorphic board");
  {
    g_autoptr(WadiBoard) board = wadi_board_library_load (blank->path, &error);
    g_autoptr(WadiBoard) expected = wadi_board_new_geomorphic ("1");

    g_assert_no_error (error);
    g_assert_true (wadi_board_equal (board, expected));
  }

  /* F5 and B20's worked examples lie on boards 25, 14 and 13 */
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      const WadiBoardLibraryEntry *entry = find_entry (entries, ids[i], NULL);
      g_autoptr(WadiBoard) board = NULL;
      g_autoptr(WadiBoard) expected = NULL;
      guint index;

      g_assert_nonnull (entry);
      g_assert_true (entry->geomorphic);
      board = wadi_board_library_load (entry->path, &error);
      g_assert_no_error (error);
      g_assert_true (wadi_scenario_find_board (scenario, ids[i], &index));
      expected = wadi_map_extract_board (scenario->map, index);
      g_assert_true (wadi_board_equal (board, expected));
    }

  /* the other rulesets' examples: board 2 (16 x 10), Days of the Fox (10 x 11) */
  g_assert_nonnull (find_entry (entries, "2", NULL));
  g_assert_false (find_entry (entries, "2", NULL)->geomorphic);
  g_assert_cmpint (find_entry (entries, "2", NULL)->cols, ==, 16);
  g_assert_cmpint (find_entry (entries, "2", NULL)->rows, ==, 10);
  g_assert_nonnull (find_entry (entries, "dof", NULL));
  g_assert_cmpint (find_entry (entries, "dof", NULL)->cols, ==, 10);
}

/* A board saved to the library is in the user's folder, listed before the
 * shipped ones, and loads as it was saved; saving it again replaces it. */
static void
test_save (void)
{
  g_autoptr(WadiBoard) board = wadi_board_new_geomorphic ("42");
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  g_autofree char *again = NULL;
  g_autofree char *user = wadi_board_library_user_folder ();
  g_autoptr(GPtrArray) entries = NULL;
  g_autoptr(WadiBoard) loaded = NULL;
  const WadiBoardLibraryEntry *entry;
  WadiHexCell                  cell = *wadi_board_cell (board, (WadiHex) { 4, 4 });
  guint                        index = G_MAXUINT, count = 0;

  clear_data_home ();
  cell.terrain = WADI_TERRAIN_WOODS;
  wadi_board_set_cell (board, (WadiHex) { 4, 4 }, &cell);
  wadi_board_set_side (board, (WadiHexside) { { 4, 4 }, 0 }, WADI_SIDE_CLIFF);

  /* the folder does not exist yet: saving makes it */
  g_assert_false (g_file_test (user, G_FILE_TEST_EXISTS));
  path = wadi_board_library_save (board, WADI_RULESET_ASL, "My board 42", &error);
  g_assert_no_error (error);
  g_assert_nonnull (path);
  g_assert_true (g_str_has_prefix (path, user));
  g_assert_true (g_str_has_suffix (path, "board-42.wadi"));

  entries = wadi_board_library_list (NULL);
  entry = find_entry (entries, "42", &index);
  g_assert_nonnull (entry);
  g_assert_cmpuint (index, ==, 0);
  g_assert_cmpstr (entry->title, ==, "My board 42");
  g_assert_cmpstr (entry->path, ==, path);
  g_assert_true (entry->geomorphic);

  loaded = wadi_board_library_load (path, &error);
  g_assert_no_error (error);
  g_assert_true (wadi_board_equal (loaded, board));
  g_assert_cmpint (wadi_board_cell (loaded, (WadiHex) { 4, 4 })->terrain, ==, WADI_TERRAIN_WOODS);

  /* saved again, changed: one file, the new contents */
  cell.terrain = WADI_TERRAIN_BRUSH;
  wadi_board_set_cell (board, (WadiHex) { 4, 4 }, &cell);
  again = wadi_board_library_save (board, WADI_RULESET_ASL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (again, ==, path);
  g_clear_pointer (&entries, g_ptr_array_unref);
  entries = wadi_board_library_list (NULL);
  for (guint i = 0; i < entries->len; i++)
    count += g_strcmp0 (((WadiBoardLibraryEntry *) g_ptr_array_index (entries, i))->id, "42") == 0;
  g_assert_cmpuint (count, ==, 1);
  g_clear_pointer (&loaded, wadi_board_free);
  loaded = wadi_board_library_load (path, &error);
  g_assert_no_error (error);
  g_assert_cmpint (wadi_board_cell (loaded, (WadiHex) { 4, 4 })->terrain, ==, WADI_TERRAIN_BRUSH);
  /* without a title, the list names it by its file */
  g_assert_cmpstr (find_entry (entries, "42", NULL)->title, ==, "board-42");

  /* an id that is no file name is made one */
  {
    g_autoptr(WadiBoard) odd = wadi_board_new ("a/b c", 5, 5, (WadiGridLayout) { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD },
                                                WADI_LABEL_ASL, 1);
    g_autofree char *odd_path = wadi_board_library_save (odd, WADI_RULESET_CLASSIC, NULL, &error);

    g_assert_no_error (error);
    g_assert_true (g_str_has_suffix (odd_path, "/board-a_b_c.wadi"));
  }
}

/* Folders from the settings are listed too, in order; files that are not
 * board files are left out, and loading one says why. */
static void
test_extra_folders (void)
{
  g_autofree char *folder = g_build_filename (g_get_user_data_dir (), "elsewhere", NULL);
  g_autofree char *bad = g_build_filename (folder, "broken.wadi", NULL);
  g_autofree char *empty = g_build_filename (folder, "empty.wadi", NULL);
  g_autofree char *text = g_build_filename (folder, "notes.txt", NULL);
  g_autofree char *board_path = g_build_filename (folder, "z.wadi", NULL);
  g_autoptr(WadiBoard) board = wadi_board_new ("7", 12, 9, (WadiGridLayout) { WADI_GRID_POINTY_TOP, WADI_STAGGER_ODD },
                                                WADI_LABEL_NUMERIC, 1);
  g_autoptr(WadiScenario) nothing = wadi_scenario_new (WADI_RULESET_TOI);
  g_autoptr(GFile) empty_file = g_file_new_for_path (empty);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) entries = NULL;
  g_autoptr(WadiBoard) none = NULL;
  const char *extra[] = { folder, NULL };
  g_auto(GStrv) folders = NULL;
  const WadiBoardLibraryEntry *entry;
  guint                        index = 0, shipped_index = 0;

  clear_data_home ();
  g_assert_cmpint (g_mkdir_with_parents (folder, 0755), ==, 0);
  g_assert_true (g_file_set_contents (bad, "<scenario", -1, NULL));
  g_assert_true (g_file_set_contents (text, "not a board", -1, NULL));
  g_assert_true (wadi_format_write_file (nothing, empty_file, &error));
  g_assert_no_error (error);
  g_assert_true (wadi_board_library_write (board, WADI_RULESET_TOI, "Seven", board_path, &error));
  g_assert_no_error (error);

  folders = wadi_board_library_folders (extra);
  entries = wadi_board_library_list ((const char *const *) folders);
  entry = find_entry (entries, "7", &index);
  g_assert_nonnull (entry);
  g_assert_cmpstr (entry->path, ==, board_path);
  g_assert_cmpstr (entry->title, ==, "Seven");
  g_assert_cmpint (entry->cols, ==, 12);
  g_assert_cmpint (entry->rows, ==, 9);
  g_assert_false (entry->geomorphic);
  /* before the shipped boards */
  g_assert_nonnull (find_entry (entries, "25", &shipped_index));
  g_assert_cmpuint (index, <, shipped_index);
  for (guint i = 0; i < entries->len; i++)
    {
      const char *path = ((WadiBoardLibraryEntry *) g_ptr_array_index (entries, i))->path;

      g_assert_cmpstr (path, !=, bad);
      g_assert_cmpstr (path, !=, empty);
      g_assert_cmpstr (path, !=, text);
    }

  none = wadi_board_library_load (empty, &error);
  g_assert_null (none);
  g_assert_error (error, WADI_FORMAT_ERROR, WADI_FORMAT_ERROR_INVALID);
  g_clear_error (&error);
  none = wadi_board_library_load (bad, &error);
  g_assert_null (none);
  g_assert_nonnull (error);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *shipped = shipped_folder ();
  g_autofree char *root = g_dir_make_tmp ("wadi-board-library-XXXXXX", NULL);
  g_autofree char *data_home = NULL;
  g_autofree char *data_dirs = NULL;
  int              status;

  g_assert_nonnull (root);
  data_home = g_build_filename (root, "data", NULL);
  data_dirs = g_build_filename (root, "system-data", NULL);
  g_mkdir_with_parents (data_home, 0700);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  g_setenv ("XDG_DATA_DIRS", data_dirs, TRUE);
  g_setenv ("WADI_BOARDS_DIR", shipped, TRUE);
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/board-library/folders", test_folders);
  g_test_add_func ("/board-library/shipped", test_shipped);
  g_test_add_func ("/board-library/save", test_save);
  g_test_add_func ("/board-library/extra-folders", test_extra_folders);
  status = g_test_run ();
  wadi_fixture_remove_tree (root);
  return status;
}
