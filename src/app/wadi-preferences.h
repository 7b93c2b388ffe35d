/* wadi-preferences.h: the Preferences window (Ctrl+,)
 *
 * Every row is bound to a key of the application's settings, so a change
 * applies at once, in every window, and is kept: what New Scenario offers,
 * autosave and undo memory, hex labels and high-contrast marks, the colour
 * scheme and the board library's folders.
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define WADI_TYPE_PREFERENCES (wadi_preferences_get_type ())
G_DECLARE_FINAL_TYPE (WadiPreferences, wadi_preferences, WADI, PREFERENCES, AdwPreferencesWindow)

WadiPreferences *wadi_preferences_new (GtkWindow *parent,
                                       GSettings *settings);

/* For the tests: the library folders as listed, and what Add Folder adds
 * (the file chooser's answer). */
guint wadi_preferences_get_n_folders (WadiPreferences *self);
void  wadi_preferences_add_folder (WadiPreferences *self,
                                   GFile           *folder);
void  wadi_preferences_remove_folder (WadiPreferences *self,
                                      guint            index);

/* The colour scheme a value of the color-scheme key asks for. */
AdwColorScheme wadi_preferences_color_scheme (const char *name);

G_END_DECLS
