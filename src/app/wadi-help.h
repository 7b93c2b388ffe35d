/* wadi-help.h: what F1 opens, and the release notes About shows
 *
 * F1 opens the Mallard manual (help/C) as help:wadi where a help browser
 * (Yelp) takes help: URIs; elsewhere the manual's HTML, built by yelp-build
 * and installed with Wadi, in the web browser; failing that, the manual
 * published on the web.  About reads the newest release of the metainfo
 * with libxml2.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The manual on the web: the metainfo's <url type="help">. */
#define WADI_HELP_WEB_URI "https://wadieditor.github.io/wadi/help/"

/* Whether some application takes help: URIs (Yelp's desktop file says so). */
gboolean wadi_help_has_handler (void);

/* The URI F1 opens: help:wadi when has_handler, else html_dir's index.html
 * as a file: URI when it is there, else WADI_HELP_WEB_URI. */
char *wadi_help_uri (gboolean    has_handler,
                     const char *html_dir);

/* The folder of the installed HTML manual, or $WADI_HELP_HTML_DIR (the
 * build tree's, under `meson devenv`). */
const char *wadi_help_html_dir (void);

/* Opens the manual for parent (NULL for none); says so in a dialog when
 * nothing can show it. */
void wadi_help_show (GtkWindow *parent);

/* The newest release (the first, as AppStream orders them) of the metainfo
 * in metainfo: its version, and its <description> as AppStream markup, the
 * way AdwAboutWindow takes release notes.  FALSE, and the out arguments
 * untouched, when the XML does not parse or has no release. */
gboolean wadi_help_newest_release (GBytes *metainfo,
                                   char  **version,
                                   char  **notes);

G_END_DECLS
