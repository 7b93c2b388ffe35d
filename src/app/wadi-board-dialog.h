/* wadi-board-dialog.h: Add Board and Move Board
 *
 * Adding, the dialog asks what board (a blank ASL geomorphic board with
 * the id the user types, a blank board of a size, a board of the board
 * library, or the first board of a .wadi file), where and how turned;
 * moving, where board index goes and how it is turned.  An ASL geomorphic
 * board's place is a place in the map's board grid (across, down: board
 * 0, 0 is the map's first board's place; wadi_map_geomorphic_origin); any
 * other board's is the map hex of its top-left corner.  ::apply asks the
 * handler to lay the board out; the handler closes the dialog, or calls
 * wadi_board_dialog_show_error and the dialog stays as it was.
 */
#pragma once

#include <adwaita.h>

#include "wadi-scenario.h"

G_BEGIN_DECLS

typedef enum
{
  WADI_BOARD_SOURCE_GEOMORPHIC, /* a blank ASL geomorphic board */
  WADI_BOARD_SOURCE_SIZE,       /* a blank board of a size */
  WADI_BOARD_SOURCE_LIBRARY,    /* a board of the board library */
  WADI_BOARD_SOURCE_FILE,       /* the first board of a .wadi file */
} WadiBoardSource;

#define WADI_TYPE_BOARD_DIALOG (wadi_board_dialog_get_type ())
G_DECLARE_FINAL_TYPE (WadiBoardDialog, wadi_board_dialog, WADI, BOARD_DIALOG, AdwWindow)

/* scenario is borrowed for the dialog's life (the window's document
 * outlives it); library_folders (may be NULL) are the board library's
 * folders besides the user's and the shipped ones. */
WadiBoardDialog *wadi_board_dialog_new_add (GtkWindow          *parent,
                                            const WadiScenario *scenario,
                                            const char *const  *library_folders);
WadiBoardDialog *wadi_board_dialog_new_move (GtkWindow          *parent,
                                             const WadiScenario *scenario,
                                             guint               index);

gboolean        wadi_board_dialog_is_move (WadiBoardDialog *self);
guint           wadi_board_dialog_get_index (WadiBoardDialog *self);
void            wadi_board_dialog_set_source (WadiBoardDialog *self,
                                              WadiBoardSource  source);
WadiBoardSource wadi_board_dialog_get_source (WadiBoardDialog *self);
void            wadi_board_dialog_set_board_id (WadiBoardDialog *self,
                                                const char      *id);
void            wadi_board_dialog_set_size (WadiBoardDialog *self,
                                            int              cols,
                                            int              rows);
/* Reads the file's first board in a thread (the Choose button's file
 * chooser ends here) and returns at once: the source is the file, the
 * file row says it is being read and Add waits until the main loop takes
 * the board in, or shows the error (naming the file; one with no board
 * too).  A second file, another source or closing the dialog cancels
 * the read. */
void     wadi_board_dialog_read_file (WadiBoardDialog *self,
                                      GFile           *file);
gboolean wadi_board_dialog_is_reading (WadiBoardDialog *self);
/* Picks the library board of that file; FALSE when the library has none. */
gboolean wadi_board_dialog_select_library_board (WadiBoardDialog *self,
                                                 const char      *path);
/* The place: board grid across and down for a geomorphic board, else a
 * hex's column and row. */
void wadi_board_dialog_set_place (WadiBoardDialog *self,
                                  int              x,
                                  int              y);
/* 0..5 steps of 60 degrees (an ASL board: 0 or 3). */
void  wadi_board_dialog_set_turn (WadiBoardDialog *self,
                                  guint            turn);
guint wadi_board_dialog_get_turn (WadiBoardDialog *self);
/* Whether the board added or moved is placed in the board grid. */
gboolean wadi_board_dialog_is_geomorphic (WadiBoardDialog *self);
/* The map hex the board's footprint's top-left corner goes to. */
WadiHex wadi_board_dialog_get_origin (WadiBoardDialog *self);
/* Adding: the board the dialog's choices describe (a new one each call);
 * NULL and error when there is none (no file chosen, no id). */
WadiBoard *wadi_board_dialog_build_board (WadiBoardDialog *self,
                                          GError         **error);
/* Says what went wrong in the dialog, which stays open: a line above
 * its rows, wrapped so a long reason is read whole. */
void        wadi_board_dialog_show_error (WadiBoardDialog *self,
                                          const char      *message);
const char *wadi_board_dialog_get_error (WadiBoardDialog *self);
/* Asks the handler of ::apply, as the Add or Move button does. */
void wadi_board_dialog_apply (WadiBoardDialog *self);

G_END_DECLS
