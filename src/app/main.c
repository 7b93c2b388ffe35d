/* main.c: wadi [FILE...] */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "wadi-application.h"

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

  app = wadi_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
