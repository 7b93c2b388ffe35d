/* main.c: wadi [FILE...] */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "wadi-application.h"

/* Without a session bus (ssh -X to a desktop, a bare X server) GTK 4.8
 * still finds the accessibility bus through the X root window, registers
 * the window's accessible objects under the application's object path,
 * which is NULL then, and crashes as a dialog closes (g_str_hash (NULL)
 * when it unmaps): Preferences closed with Escape ended Wadi.  A
 * screen reader cannot follow objects with no path either, so
 * accessibility is off there, unless GTK_A11Y says otherwise. */
static void
keep_accessibility_to_a_session_bus (void)
{
  g_autoptr(GDBusConnection) session = NULL;

  if (g_getenv ("GTK_A11Y") != NULL)
    return;
  session = g_bus_get_sync (G_BUS_TYPE_SESSION, NULL, NULL);
  if (session == NULL)
    g_setenv ("GTK_A11Y", "none", TRUE);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(WadiApplication) app = NULL;

  setlocale (LC_ALL, "");
  /* WADI_LOCALEDIR finds the catalogues of a build tree (meson devenv) */
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("WADI_LOCALEDIR") != NULL ? g_getenv ("WADI_LOCALEDIR") : WADI_LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  keep_accessibility_to_a_session_bus ();
  app = wadi_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
