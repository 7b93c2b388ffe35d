/* wadi-window.h: one scenario in a window
 *
 * The window holds the document and the file it came from, the canvas and
 * the palette; its actions (wadi-window-actions.c) open, save, undo and
 * zoom.
 */
#pragma once

#include <adwaita.h>

#include "wadi-canvas.h"
#include "wadi-diagnostics-panel.h"
#include "wadi-document.h"
#include "wadi-inspector.h"
#include "wadi-live-rules.h"
#include "wadi-overlay-dialog.h"
#include "wadi-ssr-panel.h"

G_BEGIN_DECLS

#define WADI_TYPE_WINDOW (wadi_window_get_type ())
G_DECLARE_FINAL_TYPE (WadiWindow, wadi_window, WADI, WINDOW, AdwApplicationWindow)

WadiWindow   *wadi_window_new              (AdwApplication *application);

/* Takes the scenario; file is where it lives (NULL: not saved yet). */
void          wadi_window_set_scenario     (WadiWindow   *self,
                                            WadiScenario *scenario,
                                            GFile        *file);
gboolean      wadi_window_load_file        (WadiWindow   *self,
                                            GFile        *file,
                                            GError      **error);
/* Writes the document to file; on success it becomes the window's file
 * and the document is marked saved, on failure nothing changes. */
gboolean      wadi_window_save_to          (WadiWindow   *self,
                                            GFile        *file,
                                            GError      **error);

WadiDocument *wadi_window_get_document     (WadiWindow   *self);
GFile        *wadi_window_get_file         (WadiWindow   *self);
WadiCanvas   *wadi_window_get_canvas       (WadiWindow   *self);
/* The document's live diagnostics and the rules panels. */
WadiLiveRules        *wadi_window_get_live_rules        (WadiWindow *self);
WadiDiagnosticsPanel *wadi_window_get_diagnostics_panel (WadiWindow *self);
WadiSsrPanel         *wadi_window_get_ssr_panel         (WadiWindow *self);
WadiInspector        *wadi_window_get_inspector         (WadiWindow *self);
/* Shows a side panel: "palette", "diagnostics", "ssr" or "inspector". */
void          wadi_window_show_panel       (WadiWindow   *self,
                                            const char   *name);
/* Shows one of the scenario's boards (the board menu follows). */
void          wadi_window_set_board        (WadiWindow   *self,
                                            guint         board);
/* Centres the canvas on a diagnostic (switching boards) and highlights it. */
void          wadi_window_show_diagnostic  (WadiWindow           *self,
                                            const WadiDiagnostic *diagnostic);
/* Whether a new or opened scenario may replace this window's: nothing
 * would be lost. */
gboolean      wadi_window_is_disposable    (WadiWindow   *self);
void          wadi_window_toast            (WadiWindow   *self,
                                            const char   *message);

/* Save: asks where when the document has no file yet; then calls done
 * with whether it was saved. */
void          wadi_window_save_async       (WadiWindow   *self,
                                            gboolean      ask,
                                            void        (*done) (WadiWindow *, gboolean, gpointer),
                                            gpointer      data);

/* wadi-window-actions.c */
void          _wadi_window_install_actions (WadiWindow   *self);
void          _wadi_window_update_actions  (WadiWindow   *self);
void          _wadi_window_update_recent   (WadiWindow   *self);

/* Reads an overlay from file and asks for its id; on "place" the overlay
 * tool takes it.  Returns the dialog shown (NULL: the file could not be
 * read, and a toast says why). */
WadiOverlayDialog *_wadi_window_place_overlay_from (WadiWindow *self,
                                                    GFile      *file);

/* For the actions. */
GMenu        *_wadi_window_get_recent_menu (WadiWindow   *self);

G_END_DECLS
