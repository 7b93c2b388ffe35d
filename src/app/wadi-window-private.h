/* wadi-window-private.h: what wadi-window.c and its parts share
 *
 * The window's struct and the helpers the actions use.  The window calls
 * the actions file only to install its actions (class_init) and to set
 * their enabled states (_wadi_window_actions_update); the actions reach the
 * window only through this struct and the helpers of wadi-window.c.
 */
#pragma once

#include "wadi-board-dialog.h"
#include "wadi-counter-editor.h"
#include "wadi-overlay-dialog.h"
#include "wadi-palette.h"
#include "wadi-picture-align.h"
#include "wadi-picture-loader.h"
#include "wadi-trace-samples.h"
#include "wadi-drafts.h"
#include "wadi-export-dialog.h"
#include "wadi-window.h"

G_BEGIN_DECLS

struct _WadiWindow
{
  AdwApplicationWindow parent_instance;

  /* template */
  AdwWindowTitle       *window_title;
  AdwToastOverlay      *toast_overlay;
  GtkRevealer          *file_banner; /* the file changed on disk (wadi-window-monitor.c) */
  GtkLabel             *file_banner_label;
  GtkButton            *file_banner_reload;
  GtkRevealer          *upgrade_banner; /* the file is in an older format (wadi-window-monitor.c) */
  GtkLabel             *upgrade_banner_label;
  GtkRevealer          *align_banner; /* aligning a background picture (wadi-window-pictures.c) */
  GtkLabel             *align_banner_label;
  GtkRevealer          *load_banner; /* a file being opened (wadi-window-load.c) */
  GtkLabel             *load_label;
  GtkProgressBar       *load_progress;
  GtkButton            *load_cancel;    /* shown while opening, not while saving */
  GtkDropDown          *board_dropdown; /* Go to Board */
  GMenu                *board_menu;
  GMenu                *board_section; /* the chosen board's actions */
  WadiCanvas           *canvas;
  WadiPalette          *palette;
  GtkLabel             *status_label;
  GtkInscription       *zoom_label;
  GMenu                *recent_section;
  GtkStack             *side_stack;
  GtkStackSwitcher     *side_switcher; /* the panels' page tabs */
  GtkLabel             *side_title;
  WadiDiagnosticsPanel *diagnostics_panel;
  WadiSsrPanel         *ssr_panel;
  WadiInspector        *inspector;
  WadiCounterEditor    *counter_editor;
  GtkButton            *counts_button;
  GtkButton            *compact_counts_button;
  AdwFlap              *flap; /* the side panels, folded away in a narrow window */
  AdwHeaderBar         *header_bar;
  GtkToggleButton      *flap_button;
  AdwSqueezer          *start_squeezer;
  AdwSqueezer          *end_squeezer;
  GtkWidget            *start_buttons; /* the squeezers' pages in a wide window */
  GtkWidget            *end_buttons;
  GMenu                *narrow_section;     /* what the folded header leaves out */
  GtkLabel             *count_labels[2][2]; /* the counts buttons', full and compact: errors, warnings */

  /* :document and :rules, which the canvas and the panels are bound to */
  WadiDocument  *document;
  WadiLiveRules *rules;
  /* the window's own handlers on them: title, actions, counts */
  GSignalGroup *document_signals;
  GSignalGroup *rules_signals;
  GFile        *file;
  /* the application id's settings; NULL without an application */
  GSettings *settings;
  gboolean   close_confirmed;
  /* autosave (wadi-window-drafts.c) */
  char         *draft_id; /* the window's draft; NULL while it has none */
  guint         autosave_source;
  GCancellable *draft_cancellable;
  guint         drafts_written; /* for the tests */
  /* the file on disk (wadi-window-monitor.c) */
  GFileMonitor *file_monitor;
  char         *file_tag; /* its entity tag when loaded or saved */
  guint         file_look_source;
  /* a file being opened (wadi-window-load.c) */
  WadiFileRead *load_read;           /* the read under way, until it ends */
  gint          load_fraction_ended; /* how much of the last one was read */
  GCancellable *load_cancellable;
  guint         load_progress_source;
  /* a save being written (wadi-window.c) */
  gboolean      saving;
  GCancellable *save_cancellable;
  guint         save_pulse_source;
  guint         changes; /* the document's changes so far */
  /* the board chosen in Go to Board: the board menu's actions work on it */
  guint current_board;
  /* the last toast's text, for the tests */
  char *last_toast;
  /* the boards' background pictures (wadi-window-pictures.c) */
  WadiPictureLoader  *picture_loader;
  char               *picture_wanted;   /* a picture being decoded for Set Background Picture */
  guint               picture_board;    /* ... for this board */
  AdwMessageDialog   *picture_progress; /* its progress and Cancel while it is decoded */
  guint               picture_progress_timeout;
  double              picture_progress_fraction; /* how far, before the dialog shows */
  WadiPictureAlign   *align;                     /* the alignment under way, or NULL */
  GtkEventController *align_keys;
  GtkGesture         *align_click;
  /* a saved sample set loaded for Trace Terrain (wadi-window-trace.c) */
  WadiTraceSamples *trace_samples;
  GCancellable     *trace_samples_cancellable;
  /* the doubtful hexes an accepted trace left selected (WadiHex): while
   * the selection is still they, they are no samples of bare hexes */
  GArray *trace_doubtful;
  /* the paste under way: reading the clipboard, then a worker parsing */
  GCancellable *paste_cancellable;
  /* the copy under way: a worker lifting, writing and drawing the stamp */
  GCancellable *copy_cancellable;
};

/* wadi-window-header.c: the counts, and the narrow window's menu section */
void _wadi_window_header_init (WadiWindow *self);
/* The main menu's first section: the header's buttons a narrow window
 * folds away, Go to Board among them. */
void _wadi_window_update_narrow_menu (WadiWindow *self);
/* The live rules' counts on the header's buttons and in the menu. */
void _wadi_window_update_counts (WadiWindow *self);
/* wadi-window.c: board becomes the current board, shown with beside (a
 * board added is shown with the one it was added beside). */
void _wadi_window_go_to_boards (WadiWindow *self,
                                guint       board,
                                guint       beside);

/* wadi-window-actions.c */
void _wadi_window_class_actions_init (WadiWindowClass *klass);
void _wadi_window_actions_update (WadiWindow *self);
/* Asks for the id of the overlay file gives, the dialog reading the file
 * in a thread (it says why when the file gives none); on "place" the
 * overlay tool takes it.  Returns the dialog shown. */
WadiOverlayDialog *_wadi_window_place_overlay_from (WadiWindow *self,
                                                    GFile      *file);

/* Add Board (move FALSE) or Move Board for the board chosen in Go to
 * Board; the dialog's ::apply lays the board out, or shows why not.
 * NULL when there is nothing to move. */
WadiBoardDialog *_wadi_window_show_board_dialog (WadiWindow *self,
                                                 gboolean    move);

/* wadi-window-pictures.c: the boards' background pictures */
void _wadi_window_class_pictures_actions_init (WadiWindowClass *klass);
void _wadi_window_pictures_actions_update (WadiWindow *self);
void _wadi_window_pictures_init (WadiWindow *self);
void _wadi_window_pictures_dispose (WadiWindow *self);
/* The document changed (region), or is another (NULL): the pictures its
 * boards name are loaded. */
void _wadi_window_pictures_changed (WadiWindow       *self,
                                    const WadiRegion *region);

/* wadi-window-trace.c: Trace Terrain…, and its saved sample sets */
void _wadi_window_class_trace_actions_init (WadiWindowClass *klass);
void _wadi_window_trace_dispose (WadiWindow *self);
/* Save Trace Samples… once its file is chosen: FALSE, and a toast
 * naming the file and saying why, when they were not saved. */
gboolean _wadi_window_save_trace_samples_to (WadiWindow *self,
                                             GFile      *file);

/* wadi-window-counters.c: the counter actions: delete, duplicate, cycle a stack, turn */
void _wadi_window_class_counters_actions_init (WadiWindowClass *klass);
void _wadi_window_counters_actions_update (WadiWindow *self);
/* wadi-window-clipboard.c: copy, cut, paste, delete and the area */
void _wadi_window_class_clipboard_actions_init (WadiWindowClass *klass);
void _wadi_window_clipboard_actions_update (WadiWindow *self);
/* Hands stamp (taken) to the stamp tool, as Paste does. */
void _wadi_window_paste_stamp (WadiWindow *self,
                               WadiStamp  *stamp);
/* wadi-window-overlays.c: New Overlay */
void _wadi_window_class_overlays_actions_init (WadiWindowClass *klass);
/* An overlay's own document: id's board of columns x rows, on the grid
 * of the window's map. */
WadiScenario *_wadi_window_new_overlay_scenario (WadiWindow *self,
                                                 const char *id,
                                                 int         columns,
                                                 int         rows);
/* wadi-window-drafts.c: autosave and recovery */
/* After a change or a save: starts the autosave timer, or removes the
 * draft when nothing is unsaved. */
void _wadi_window_drafts_update (WadiWindow *self);
/* Removes the window's draft (saved, discarded, closed). */
void _wadi_window_drafts_discard (WadiWindow *self);
/* Writes the draft now, as the timer does. */
gboolean _wadi_window_autosave_now (WadiWindow *self);
/* Shows a draft's scenario, read in a thread, as an unsaved document
 * of file (NULL: never saved); draft_id becomes the window's draft. */
void _wadi_window_show_draft (WadiWindow         *self,
                              WadiScenario       *scenario,
                              GFile              *file,
                              WadiLiveRulesStart *start,
                              const char         *draft_id);
/* wadi-window-monitor.c: the file changed by another program */
void _wadi_window_class_monitor_actions_init (WadiWindowClass *klass);
/* Remembers the file as it is now and watches it (after a load or a
 * save); the banner goes. */
void _wadi_window_watch_file (WadiWindow *self);
void _wadi_window_unwatch_file (WadiWindow *self);
/* Whether the file differs from what it was when loaded or saved (FALSE
 * when it is gone: nothing of another program's would be lost). */
gboolean    _wadi_window_file_changed_on_disk (WadiWindow *self);
gboolean    _wadi_window_file_banner_shown (WadiWindow *self);
const char *_wadi_window_file_banner_text (WadiWindow *self);
/* The banner that says saving upgrades a file of an older format
 * version: shown when file_version (what the file on disk is in, 0 for
 * none) is older than WADI_FORMAT_VERSION, hidden otherwise. */
void        _wadi_window_show_file_version (WadiWindow *self,
                                            guint       file_version);
gboolean    _wadi_window_upgrade_banner_shown (WadiWindow *self);
const char *_wadi_window_upgrade_banner_text (WadiWindow *self);
/* wadi-window-actions.c: the shortcuts window (win.show-help-overlay),
 * made when first asked for. */
GtkWindow *_wadi_window_get_shortcuts_window (WadiWindow *self);
/* wadi-window-load.c: opening a file in a thread */
void _wadi_window_class_load_actions_init (WadiWindowClass *klass);
/* How much of the file being opened, or last opened, is read, in
 * thousandths. */
gint _wadi_window_get_load_fraction (WadiWindow *self);
/* Whether a read's thread is done and it waits for a window (the tests). */
gboolean _wadi_file_read_is_done (WadiFileRead *read);
/* Revert and Reload: the window's file read again in a thread, as Open
 * reads one; a toast names the file when it cannot be read. */
void _wadi_window_read_again (WadiWindow *self);
/* The file the window is opening, or NULL. */
GFile *_wadi_window_get_opening_file (WadiWindow *self);
void   _wadi_window_load_actions_update (WadiWindow *self);
/* wadi-window.c: the header's title and the window's, after what they
 * name changed. */
void _wadi_window_update_title (WadiWindow *self);
/* use_title: the scenario's title before the file's name (the header);
 * without, the file's name (the question before closing: what is saved). */
char *_wadi_window_display_name (WadiWindow *self,
                                 gboolean    use_title);
/* wadi-window.c: makes scenario (taken) the window's document, of file
 * (NULL: not saved yet), with its live rules started (or NULL). */
void _wadi_window_set_scenario_started (WadiWindow         *self,
                                        WadiScenario       *scenario,
                                        GFile              *file,
                                        WadiLiveRulesStart *start);
/* wadi-window.c: shows a scenario read from file (with its live rules
 * started, or NULL), and remembers the file among the recent ones. */
void _wadi_window_show_loaded (WadiWindow         *self,
                               WadiScenario       *scenario,
                               GFile              *file,
                               WadiLiveRulesStart *start);
/* wadi-window-export.c: Export… and Print… */
void _wadi_window_class_export_actions_init (WadiWindowClass *klass);
void _wadi_window_export_actions_update (WadiWindow *self);
/* The Export dialog, shown; NULL without a document. */
WadiExportDialog *_wadi_window_show_export_dialog (WadiWindow *self);
/* The print operation of Print…: the map on sheets, set by the dialog's
 * Map tab (wadi-print-map-tab.ui); with export_path, action EXPORT
 * writes the PDF there without a dialog (the tests). */
GtkPrintOperation *_wadi_window_print_operation_new (WadiWindow *self,
                                                     const char *export_path);
/* Runs it. */
GtkPrintOperationResult _wadi_window_print (WadiWindow             *self,
                                            GtkPrintOperationAction action,
                                            const char             *export_path,
                                            GError                **error);
/* wadi-window-scenario.c: Scenario Properties */
void _wadi_window_class_scenario_actions_init (WadiWindowClass *klass);
void _wadi_window_scenario_actions_update (WadiWindow *self);

/* wadi-window.c */
/* Adds file to the recent files the Open menu lists. */
void _wadi_window_remember_recent (GFile *file);
/* A recent file's label in the Open Recent menu. */
char *_wadi_window_recent_label (GFile *file);
/* Asks for file to be opened (::open-file); the application decides in
 * which window. */
void _wadi_window_open_file (WadiWindow *self,
                             GFile      *file);
/* The tool the canvas works with, by name ("select", "terrain" ...);
 * an unknown name changes nothing. */
void _wadi_window_set_tool (WadiWindow *self,
                            const char *name);
void _wadi_window_toast (WadiWindow *self,
                         const char *message);

/* wadi-window-save.c */
/* The name Save offers for a scenario of that title: the title with what
 * a file system would mind made spaces, and ".wadi" ("Untitled.wadi" for
 * none). */
char *_wadi_window_file_name_for_title (const char *title);
/* Save: asks where when ask is set or the document has no file yet; then
 * calls done with whether it was saved. */
void _wadi_window_save_async (WadiWindow *self,
                              gboolean    ask,
                              void (*done) (WadiWindow *, gboolean, gpointer),
                              gpointer data);

G_END_DECLS
