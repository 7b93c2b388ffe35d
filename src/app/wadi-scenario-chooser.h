/* wadi-scenario-chooser.h: the file chooser for Wadi scenario files */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* A modal native chooser over parent, offering only Wadi scenarios (by
 * MIME type and by the .wadi suffix, for portals that know no MIME type):
 * Open, Save, Choose an Overlay and Choose a Board File all ask the same.
 * Connect ::response, then gtk_native_dialog_show (); the caller owns it. */
GtkFileChooserNative *wadi_scenario_chooser_new (GtkWindow           *parent,
                                                 const char          *title,
                                                 GtkFileChooserAction action,
                                                 const char          *accept_label);

G_END_DECLS
