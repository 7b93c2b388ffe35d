/* wadi-test-gui.h: what the windowed tests share
 *
 * Starting GTK under Xvfb with warnings fatal, running the main loop until
 * something is on screen or true, copies of the example files, finding
 * and answering the dialogs a window shows, and screenshots.
 */
#pragma once

#include <adwaita.h>

#include "wadi-window.h"

G_BEGIN_DECLS

/* FALSE (having printed the TAP skip line) when there is no display. */
gboolean wadi_test_gui_init (int    *argc,
                             char ***argv);

/* Runs the main loop until widget has painted a few frames. */
void wadi_test_wait_frames (GtkWidget *widget);
/* Runs the main loop until the window is mapped and its canvas has a size,
 * then a few frames. */
void wadi_test_wait_until_drawn (WadiWindow *window);
/* Runs the main loop until done (*flag TRUE) or ten seconds passed. */
void wadi_test_wait_for (const gboolean *flag);
/* Spins until the window's Save has written its file (in a thread). */
void wadi_test_wait_saved (WadiWindow *window);
/* Runs whatever is pending in the main loop. */
void wadi_test_flush (void);
/* Runs the main loop for usec microseconds, whatever comes (or nothing). */
void wadi_test_run_for (gint64 usec);

/* Whether widget's class installs the action ("win.undo"). */
gboolean wadi_test_has_action (GtkWidget  *widget,
                               const char *action);
/* Whether the action ("win.undo") is enabled for widget, as a button
 * inside it would see it. */
gboolean wadi_test_action_enabled (GtkWidget  *widget,
                                   const char *action);

/* Types keyval (with Shift when the keyboard needs it: +) on the X
 * keyboard, as a user would, into window, which takes the X focus; returns
 * when the window has handled the key. */
void wadi_test_type_key (GtkWindow *window,
                         guint      keyval);

/* A copy of data/examples/name in dir. */
GFile *wadi_test_copy_example (const char *dir,
                               const char *name);
void   wadi_test_remove_dir (const char *dir);
/* dir/big.wadi: one board of side x side hexes of every terrain and five
 * levels, slow enough to read (a million hexes: about half a second) to
 * act while it is read. */
GFile *wadi_test_write_big_map (const char *dir,
                                int         side);

/* Whether widget is the one wadi_test_find_widget () looks for. */
typedef gboolean (*WadiTestWidgetMatch) (GtkWidget    *widget,
                                         gconstpointer data);
/* The first widget under root, root included, depth first, that match
 * takes; NULL for none. */
GtkWidget *wadi_test_find_widget (GtkWidget          *root,
                                  WadiTestWidgetMatch match,
                                  gconstpointer       data);
/* The first widget of type (or a subtype) under root, root included, or
 * NULL; and the first of them on screen. */
GtkWidget *wadi_test_find_widget_of_type (GtkWidget *root,
                                          GType      type);
GtkWidget *wadi_test_find_mapped_of_type (GtkWidget *root,
                                          GType      type);
/* The first widget of type under root showing text (a label's, or an
 * editable's), or NULL. */
GtkWidget *wadi_test_find_widget_showing (GtkWidget  *root,
                                          GType       type,
                                          const char *text);

/* The first label under root on screen whose text is cut short (an
 * ellipsis in place of its end, middle or start), or NULL. */
GtkWidget *wadi_test_find_cut_label (GtkWidget *root);
/* Opens a combo row's popup list and closes it again: the text of the
 * first of its choices cut short there, or NULL (a new string). */
char *wadi_test_popup_cut_text (GtkWidget *row);

/* The toplevel of type (or a subtype) transient for parent (any parent
 * when NULL) that is visible, or NULL. */
GtkWindow *wadi_test_find_window (GType      type,
                                  GtkWindow *parent);
/* Answers a message dialog as its button would, and makes sure it is
 * gone. */
void wadi_test_respond (AdwMessageDialog *dialog,
                        const char       *response);

/* Shows the map hex labelled "25F5" (board and hex) in the middle of the
 * canvas at zoom pixels per hex, and waits until it is drawn. */
void wadi_test_look_at (WadiWindow *window,
                        const char *label,
                        double      zoom);
/* Where the centre of the labelled map hex is on the canvas, in pixels. */
void wadi_test_screen_point (WadiWindow *window,
                             const char *label,
                             double     *sx,
                             double     *sy);
/* What widget shows, drawn by its window's renderer from its snapshot. */
GdkTexture *wadi_test_render_widget (GtkWidget *widget);
/* Writes what the window shows to name, a PNG in the build's test folder. */
void wadi_test_save_screenshot (WadiWindow *window,
                                const char *name);
/* The same for any window (a dialog, Preferences). */
void wadi_test_save_window_screenshot (GtkWindow  *window,
                                       const char *name);

G_END_DECLS
