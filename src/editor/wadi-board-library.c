/* wadi-board-library.c: folders of .wadi board files */
#include "config.h"

#include <glib/gi18n-lib.h>

#include <errno.h>
#include <string.h>

#include "wadi-board-library.h"
#include "wadi-format.h"

#define LIBRARY_SUBDIR "boards"

void
wadi_board_library_entry_free (WadiBoardLibraryEntry *entry)
{
  if (entry == NULL)
    return;
  g_free (entry->id);
  g_free (entry->title);
  g_free (entry->path);
  g_free (entry);
}

char *
wadi_board_library_user_folder (void)
{
  return g_build_filename (g_get_user_data_dir (), "wadi", LIBRARY_SUBDIR, NULL);
}

char *
wadi_board_library_shipped_folder (void)
{
  const char *dir = g_getenv ("WADI_BOARDS_DIR");

  if (dir != NULL && *dir != '\0')
    return g_strdup (dir);
  return g_build_filename (WADI_DATADIR, LIBRARY_SUBDIR, NULL);
}

static void
add_folder (GPtrArray  *folders,
            const char *folder)
{
  g_autofree char *path = NULL;

  if (folder == NULL || *folder == '\0')
    return;
  if (g_str_has_prefix (folder, "~/"))
    path = g_build_filename (g_get_home_dir (), folder + 2, NULL);
  else
    path = g_strdup (folder);
  for (guint i = 0; i < folders->len; i++)
    if (g_strcmp0 (g_ptr_array_index (folders, i), path) == 0)
      return;
  g_ptr_array_add (folders, g_steal_pointer (&path));
}

char **
wadi_board_library_folders (const char *const *extra)
{
  GPtrArray         *folders = g_ptr_array_new ();
  const char *const *system = g_get_system_data_dirs ();

  g_ptr_array_add (folders, wadi_board_library_user_folder ());
  for (guint i = 0; extra != NULL && extra[i] != NULL; i++)
    add_folder (folders, extra[i]);
  {
    g_autofree char *shipped = wadi_board_library_shipped_folder ();

    add_folder (folders, shipped);
  }
  for (guint i = 0; system != NULL && system[i] != NULL; i++)
    {
      g_autofree char *folder = g_build_filename (system[i], "wadi", LIBRARY_SUBDIR, NULL);

      add_folder (folders, folder);
    }
  g_ptr_array_add (folders, NULL);
  return (char **) g_ptr_array_free (folders, FALSE);
}

static gboolean
board_is_geomorphic (const WadiMapBoard *board)
{
  return board->cols == WADI_GEOMORPHIC_COLUMNS && board->rows == WADI_GEOMORPHIC_ROWS
         && board->labels.kind == WADI_LABEL_ASL && board->labels.first_row == 0
         && board->layout.orientation == WADI_GRID_FLAT_TOP;
}

static WadiBoardLibraryEntry *
read_entry (const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(WadiScenario) scenario = wadi_format_read_file (file, NULL);
  const WadiMapBoard    *board;
  WadiBoardLibraryEntry *entry;

  if (scenario == NULL || wadi_map_board_count (scenario->map) == 0)
    return NULL;
  board = wadi_map_get_board (scenario->map, 0);
  entry = g_new0 (WadiBoardLibraryEntry, 1);
  entry->id = g_strdup (board->id);
  entry->path = g_strdup (path);
  entry->cols = board->cols;
  entry->rows = board->rows;
  entry->geomorphic = board_is_geomorphic (board);
  if (scenario->title != NULL && *scenario->title != '\0')
    entry->title = g_strdup (scenario->title);
  else
    {
      g_autofree char *name = g_path_get_basename (path);

      if (g_str_has_suffix (name, ".wadi"))
        name[strlen (name) - strlen (".wadi")] = '\0';
      entry->title = g_steal_pointer (&name);
    }
  return entry;
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  const char      *x = *(const char *const *) a;
  const char      *y = *(const char *const *) b;
  g_autofree char *kx = g_utf8_collate_key_for_filename (x, -1);
  g_autofree char *ky = g_utf8_collate_key_for_filename (y, -1);

  return strcmp (kx, ky);
}

static void
list_folder (GPtrArray  *entries,
             const char *folder)
{
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  if (dir == NULL)
    return;
  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".wadi") && name[0] != '.')
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);
  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char       *path = g_build_filename (folder, g_ptr_array_index (names, i), NULL);
      WadiBoardLibraryEntry *entry;

      if (!g_file_test (path, G_FILE_TEST_IS_REGULAR))
        continue;
      entry = read_entry (path);
      if (entry != NULL)
        g_ptr_array_add (entries, entry);
    }
}

GPtrArray *
wadi_board_library_list (const char *const *folders)
{
  GPtrArray *entries = g_ptr_array_new_with_free_func ((GDestroyNotify) wadi_board_library_entry_free);
  g_auto(GStrv) defaults = NULL;

  if (folders == NULL)
    {
      defaults = wadi_board_library_folders (NULL);
      folders = (const char *const *) defaults;
    }
  for (guint i = 0; folders[i] != NULL; i++)
    list_folder (entries, folders[i]);
  return entries;
}

WadiBoard *
wadi_board_library_load (const char *path,
                         GError    **error)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(WadiScenario) scenario = NULL;

  g_return_val_if_fail (path != NULL, NULL);

  file = g_file_new_for_path (path);
  scenario = wadi_format_read_file (file, error);
  if (scenario == NULL)
    return NULL;
  if (wadi_map_board_count (scenario->map) == 0)
    {
      g_autofree char *name = g_path_get_basename (path);

      g_set_error (error, WADI_FORMAT_ERROR, WADI_FORMAT_ERROR_INVALID, _("“%s” has no board"), name);
      return NULL;
    }
  return wadi_map_extract_board (scenario->map, 0);
}

gboolean
wadi_board_library_write (const WadiBoard *board,
                          WadiRulesetId    ruleset,
                          const char      *title,
                          const char      *path,
                          GError         **error)
{
  g_autoptr(WadiScenario) scenario = NULL;
  g_autoptr(GFile) file = NULL;

  g_return_val_if_fail (board != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  scenario = wadi_scenario_new (ruleset);
  if (title != NULL)
    {
      g_free (scenario->title);
      scenario->title = g_strdup (title);
    }
  if (!wadi_scenario_append_board (scenario, wadi_board_copy (board), error))
    return FALSE;
  file = g_file_new_for_path (path);
  return wadi_format_write_file (scenario, file, error);
}

/* A file name of the id's letters and digits: "board-25.wadi". */
static char *
file_name_for (const char *id)
{
  g_autoptr(GString) name = g_string_new ("board-");

  for (const char *p = id; p != NULL && *p != '\0'; p++)
    g_string_append_c (name, g_ascii_isalnum (*p) || *p == '-' || *p == '_' ? *p : '_');
  g_string_append (name, ".wadi");
  return g_string_free (g_steal_pointer (&name), FALSE);
}

char *
wadi_board_library_save (const WadiBoard *board,
                         WadiRulesetId    ruleset,
                         const char      *title,
                         GError         **error)
{
  g_autofree char *folder = wadi_board_library_user_folder ();
  g_autofree char *name = NULL;
  g_autofree char *path = NULL;

  g_return_val_if_fail (board != NULL, NULL);

  if (g_mkdir_with_parents (folder, 0755) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno), _("Could not make the folder %s: %s"), folder, g_strerror (saved_errno));
      return NULL;
    }
  name = file_name_for (board->id);
  path = g_build_filename (folder, name, NULL);
  if (!wadi_board_library_write (board, ruleset, title, path, error))
    return NULL;
  return g_steal_pointer (&path);
}
