/* wadi-board-library.h: the boards a designer adds to a map from files
 *
 * A board library is a list of folders of .wadi board files, each file a
 * scenario holding just that board: the user's own folder
 * (g_get_user_data_dir ()/wadi/boards, where Save Board to Library
 * writes), any folders the settings name (the app's
 * "board-library-folders" key), and the boards Wadi ships (WADI_DATADIR/boards
 * once installed; $WADI_BOARDS_DIR overrides it, as `meson devenv` and the
 * tests do, pointing at the source tree's data/boards), then
 * wadi/boards in each of the system data folders.  A map keeps its own copy
 * of a board taken from the library: nothing refers to the library file.
 */
#pragma once

#include <gio/gio.h>

#include "wadi-scenario.h"

G_BEGIN_DECLS

/* One board file of the library. */
typedef struct
{
  char    *id;    /* the board's id ("25") */
  char    *title; /* the file's title, else its name without ".wadi" */
  char    *path;  /* the file */
  int      cols;
  int      rows;
  gboolean geomorphic; /* an ASL geomorphic board: 33 x 11, A..GG, rows 0..10 */
} WadiBoardLibraryEntry;

void wadi_board_library_entry_free (WadiBoardLibraryEntry *entry);

/* The user's own folder of boards, where saved boards go. */
char *wadi_board_library_user_folder (void);
/* The folder of the boards Wadi ships. */
char *wadi_board_library_shipped_folder (void);
/* The folders to look in, in order, without repeats: the user's folder,
 * extra (may be NULL; "~/" at the start of one means the home folder),
 * the shipped boards' folder, then wadi/boards in every system data
 * folder.  Folders that do not exist are listed too. */
char **wadi_board_library_folders (const char *const *extra);

/* The boards in folders (NULL-terminated; NULL: the folders above without
 * extra ones): every readable .wadi file with a board, a
 * WadiBoardLibraryEntry each, folder by folder, in the order of their file
 * names.  Files that cannot be read are left out. */
GPtrArray *wadi_board_library_list (const char *const *folders);

/* The first board of the file at path, in its own coordinates. */
WadiBoard *wadi_board_library_load (const char *path,
                                    GError    **error);

/* Writes board alone (a scenario of ruleset with that title (may be NULL)
 * holding just the board) to path, with the model's writer. */
gboolean wadi_board_library_write (const WadiBoard *board,
                                   WadiRulesetId    ruleset,
                                   const char      *title,
                                   const char      *path,
                                   GError         **error);
/* Saves board to the user's folder (made when needed) as
 * board-ID.wadi, over an earlier save of a board with that id; returns the
 * file's path, NULL on error. */
char *wadi_board_library_save (const WadiBoard *board,
                               WadiRulesetId    ruleset,
                               const char      *title,
                               GError         **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WadiBoardLibraryEntry, wadi_board_library_entry_free)

G_END_DECLS
