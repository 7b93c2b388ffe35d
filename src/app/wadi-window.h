/* wadi-window.h: one scenario in a window
 *
 * The window holds the document and the file it came from, the canvas and
 * the panels; it shows the document and its live rules as the read-only
 * :document and :rules properties, which the canvas and every panel are
 * bound to.  Its win. actions (wadi-window-actions.c) open, save, undo,
 * zoom, and add, move, turn, remove and save the map's boards (the Boards
 * menu, beside Go to Board).  It asks for files to be opened with
 * ::open-file.
 */
#pragma once

#include <adwaita.h>

#include "wadi-drafts.h"

#include "wadi-canvas.h"
#include "wadi-diagnostics-panel.h"
#include "wadi-document.h"
#include "wadi-format.h"
#include "wadi-inspector.h"
#include "wadi-live-rules.h"
#include "wadi-ssr-panel.h"

G_BEGIN_DECLS

#define WADI_TYPE_WINDOW (wadi_window_get_type ())
G_DECLARE_FINAL_TYPE (WadiWindow, wadi_window, WADI, WINDOW, AdwApplicationWindow)

/* A file being read for a window (wadi_file_read_start ()). */
typedef struct _WadiFileRead WadiFileRead;

WadiWindow *wadi_window_new (AdwApplication *application);
/* Takes the scenario; file is where it lives (NULL: not saved yet). */
void wadi_window_set_scenario (WadiWindow   *self,
                               WadiScenario *scenario,
                               GFile        *file);
/* Reads file at once, on the calling thread: for the tests; the window's
 * own actions read in a thread (wadi_window_load_file_async ()). */
gboolean wadi_window_load_file (WadiWindow *self,
                                GFile      *file,
                                GError    **error);
/* On success file becomes the window's and the document is marked saved;
 * on failure nothing changes. */
gboolean wadi_window_save_to (WadiWindow *self,
                              GFile      *file,
                              GError    **error);
/* The same, replacing a file with other hard links or a read-only one only
 * as flags allow (the window's Save asks the user first). */
gboolean wadi_window_save_to_full (WadiWindow         *self,
                                   GFile              *file,
                                   WadiFormatSaveFlags flags,
                                   GError            **error);
/* Opens file in a thread: the window stays live, a bar under the header
 * shows the progress and offers Cancel; the scenario is shown when read.
 * FALSE from finish with the error (G_IO_ERROR_CANCELLED when
 * cancelled), the window as it was. */
void wadi_window_load_file_async (WadiWindow         *self,
                                  GFile              *file,
                                  GAsyncReadyCallback callback,
                                  gpointer            user_data);
/* A file's read and validation begun in a thread before a window is there
 * to show it (making and showing a window takes as long as reading a big
 * map); the window given it takes it over, as wadi_window_load_file_async
 * () does (the same finish). */
WadiFileRead *wadi_file_read_start (GFile *file);
void          wadi_window_load_read_async (WadiWindow         *self,
                                           WadiFileRead       *read,
                                           GAsyncReadyCallback callback,
                                           gpointer            user_data);
gboolean      wadi_window_load_file_finish (WadiWindow   *self,
                                            GAsyncResult *result,
                                            GError      **error);
/* Whether Save is writing the file, in a thread. */
gboolean wadi_window_is_saving (WadiWindow *self);
/* Whether a file is being opened; Cancel stops it. */
gboolean wadi_window_is_loading (WadiWindow *self);
void     wadi_window_cancel_load (WadiWindow *self);
/* Whether a new or opened scenario may replace this one: nothing is lost. */
gboolean wadi_window_is_disposable (WadiWindow *self);
/* Reads a draft's scenario (wadi-drafts.h) in a thread, as
 * wadi_window_load_file_async () reads a file (the bar, Cancel, the same
 * finish), then shows it as an unsaved document of the draft's file; the
 * draft stays the window's until saved or discarded. */
void wadi_window_recover_draft_async (WadiWindow         *self,
                                      const WadiDraft    *draft,
                                      GAsyncReadyCallback callback,
                                      gpointer            user_data);

WadiDocument         *wadi_window_get_document (WadiWindow *self);
GFile                *wadi_window_get_file (WadiWindow *self);
WadiCanvas           *wadi_window_get_canvas (WadiWindow *self);
WadiLiveRules        *wadi_window_get_live_rules (WadiWindow *self);
WadiDiagnosticsPanel *wadi_window_get_diagnostics_panel (WadiWindow *self);
WadiSsrPanel         *wadi_window_get_ssr_panel (WadiWindow *self);
WadiInspector        *wadi_window_get_inspector (WadiWindow *self);
/* A side panel: "palette", "diagnostics", "ssr" or "inspector". */
void wadi_window_show_panel (WadiWindow *self,
                             const char *name);
/* Go to board: the view shows board index of the map whole; the board
 * menu's actions (move, turn, remove, save to the library) work on it. */
void  wadi_window_go_to_board (WadiWindow *self,
                               guint       index);
guint wadi_window_get_current_board (WadiWindow *self);

/* The board menu's steps, each one undoable edit of the document (the
 * board actions call them after their dialogs).  A layout the map refuses
 * (boards overlapping, an ASL board turned 60 degrees, an id used twice)
 * changes nothing: FALSE, and a toast (or error, when not NULL) says why.
 * add_board takes board and lays its footprint's top-left corner on the
 * map hex origin (wadi_map_geomorphic_origin for a place in the board
 * grid); turn_board turns board index 180 degrees (an ASL board) or 60
 * degrees clockwise (any other) where it lies. */
gboolean wadi_window_add_board (WadiWindow *self,
                                WadiBoard  *board,
                                WadiHex     origin,
                                guint       turn,
                                GError    **error);
gboolean wadi_window_place_board (WadiWindow *self,
                                  guint       index,
                                  WadiHex     origin,
                                  guint       turn,
                                  GError    **error);
gboolean wadi_window_turn_board (WadiWindow *self,
                                 guint       index,
                                 GError    **error);
gboolean wadi_window_remove_board (WadiWindow *self,
                                   guint       index);
/* Saves board index as it is on the map to the user's board library
 * (wadi-board-library.h); returns the file's path, NULL (a toast or error
 * says why) on failure. */
char *wadi_window_save_board_to_library (WadiWindow *self,
                                         guint       index,
                                         GError    **error);

/* The chosen board's background picture (Board ▸ Set Background
 * Picture…): decoded in a thread, then laid on the board spanning it, one
 * undo step; a toast says when it cannot be read. */
void wadi_window_set_background_picture (WadiWindow *self,
                                         GFile      *file);
/* Whether a picture is being decoded. */
gboolean wadi_window_is_loading_pictures (WadiWindow *self);
/* Align Background Picture for the chosen board (FALSE when it has no
 * picture decoded, or one is being aligned); ended by Done (keep) or
 * Cancel, as one undo step. */
gboolean wadi_window_start_picture_alignment (WadiWindow *self);
void     wadi_window_end_picture_alignment (WadiWindow *self,
                                            gboolean    keep);
/* What a click at the map point (x, y) (map units) does while aligning:
 * the picture point under it, or the hex it is the centre of.  FALSE
 * (a toast says why) when it does nothing. */
gboolean wadi_window_picture_alignment_click (WadiWindow *self,
                                              double      x,
                                              double      y);
/* What the arrow keys do while aligning (wadi_picture_align_nudge ()). */
void wadi_window_picture_alignment_nudge (WadiWindow *self,
                                          int         dx,
                                          int         dy,
                                          int         turn,
                                          int         scale);
/* Board ▸ Trace Terrain… for the chosen board: FALSE (a toast may say
 * why) when there is no picture decoded or too few samples; else the
 * tracing runs behind a dialog (wadi-window-trace.c). */
gboolean wadi_window_trace_terrain (WadiWindow *self);
/* Cancel on the progress dialog of Set Background Picture…: the decoding
 * stops and the board keeps the picture it had. */
void wadi_window_cancel_background_picture (WadiWindow *self);
/* Board ▸ Save Trace Samples…: the samples Trace Terrain would use now
 * (the chosen board's painted and selected hexes read off its picture,
 * and a loaded set's), written to file as JSON (docs/format.md). */
gboolean wadi_window_save_trace_samples (WadiWindow *self,
                                         GFile      *file,
                                         GError    **error);
/* Board ▸ Load Trace Samples…: reads a saved sample set in a thread;
 * Trace Terrain then uses it beside the painted hexes.  A toast says how
 * many samples came, or why none did. */
void wadi_window_load_trace_samples (WadiWindow *self,
                                     GFile      *file);
/* How many samples the loaded set holds (0: none loaded). */
guint wadi_window_get_loaded_trace_samples (WadiWindow *self);
/* What the alignment's banner says; NULL when not aligning. */
const char *wadi_window_picture_alignment_text (WadiWindow *self);

G_END_DECLS
