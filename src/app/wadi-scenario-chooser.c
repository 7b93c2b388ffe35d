/* wadi-scenario-chooser.c: the file chooser for Wadi scenario files */
#include "config.h"

#include "wadi-scenario-chooser.h"

#include <glib/gi18n.h>

#include "wadi-format.h"

GtkFileChooserNative *
wadi_scenario_chooser_new (GtkWindow           *parent,
                           const char          *title,
                           GtkFileChooserAction action,
                           const char          *accept_label)
{
  GtkFileChooserNative *chooser = gtk_file_chooser_native_new (title, parent, action, accept_label, _("_Cancel"));
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Wadi scenarios"));
  gtk_file_filter_add_mime_type (filter, WADI_FORMAT_MIME_TYPE);
  gtk_file_filter_add_suffix (filter, "wadi");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  return chooser;
}
