/* wadi-application.h: the application: windows, files and settings */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define WADI_TYPE_APPLICATION (wadi_application_get_type ())
G_DECLARE_FINAL_TYPE (WadiApplication, wadi_application, WADI, APPLICATION, AdwApplication)

/* Uninstalled, Wadi finds its settings schema through GSETTINGS_SCHEMA_DIR
 * (`meson devenv -C build` sets it to the build tree's). */
WadiApplication *wadi_application_new (void);
/* Opens file in near when nothing would be lost there, else in a new
 * window; a file that does not load is reported, not opened. */
/* Offers back, over parent, each draft a crashed or killed Wadi left
 * (Restore, Discard or Not Now); once in the application's life. */
void wadi_application_offer_drafts (WadiApplication *self,
                                    GtkWindow       *parent);
void wadi_application_open_file (WadiApplication *self,
                                 GFile           *file,
                                 GtkWindow       *near);

G_END_DECLS
