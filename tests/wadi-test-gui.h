/* wadi-test-gui.h: what the windowed tests share
 *
 * Starting GTK under Xvfb with warnings fatal, running the main loop until
 * something is on screen or true, copies of the example files, and finding
 * and answering the dialogs a window shows.
 */
#pragma once

#include <adwaita.h>

#include "wadi-window.h"

G_BEGIN_DECLS

/* FALSE (having printed the TAP skip line) when there is no display. */
gboolean   wadi_test_gui_init          (int          *argc,
                                        char       ***argv);

/* Runs the main loop until widget has painted a few frames. */
void       wadi_test_wait_frames       (GtkWidget    *widget);
/* Runs the main loop until the window is mapped and its canvas has a size,
 * then a few frames. */
void       wadi_test_wait_until_drawn  (WadiWindow   *window);
/* Runs the main loop until done (*flag TRUE) or ten seconds passed. */
void       wadi_test_wait_for          (const gboolean *flag);
/* Runs whatever is pending in the main loop. */
void       wadi_test_flush             (void);

/* A copy of data/examples/name in dir. */
GFile     *wadi_test_copy_example      (const char   *dir,
                                        const char   *name);
void       wadi_test_remove_dir        (const char   *dir);

/* The toplevel of type (or a subtype) transient for parent (any parent
 * when NULL) that is visible, or NULL. */
GtkWindow *wadi_test_find_window       (GType         type,
                                        GtkWindow    *parent);
/* Answers a message dialog as its button would, and makes sure it is
 * gone. */
void       wadi_test_respond           (AdwMessageDialog *dialog,
                                        const char       *response);

G_END_DECLS
