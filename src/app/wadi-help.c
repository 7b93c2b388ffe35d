/* wadi-help.c: what F1 opens, and the release notes About shows */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <libxml/parser.h>
#include <libxml/tree.h>

#include "wadi-accessible.h"
#include "wadi-help.h"

gboolean
wadi_help_has_handler (void)
{
  g_autoptr(GAppInfo) handler = g_app_info_get_default_for_uri_scheme ("help");

  return handler != NULL;
}

char *
wadi_help_uri (gboolean    has_handler,
               const char *html_dir)
{
  g_autofree char *index = NULL;

  if (has_handler)
    return g_strdup ("help:wadi");
  if (html_dir != NULL)
    index = g_build_filename (html_dir, "index.html", NULL);
  if (index != NULL && g_file_test (index, G_FILE_TEST_IS_REGULAR))
    return g_filename_to_uri (index, NULL, NULL);
  return g_strdup (WADI_HELP_WEB_URI);
}

const char *
wadi_help_html_dir (void)
{
  const char *dir = g_getenv ("WADI_HELP_HTML_DIR");

  return dir != NULL && *dir != '\0' ? dir : WADI_HELP_HTML_DIR;
}

typedef struct
{
  GtkWindow *parent;
  char      *uri;
} ShowData;

static void
show_data_free (ShowData *data)
{
  g_clear_object (&data->parent);
  g_free (data->uri);
  g_free (data);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ShowData, show_data_free)

static void
on_shown (GObject      *source,
          GAsyncResult *result,
          gpointer      user_data)
{
  g_autoptr(ShowData) data = user_data;
  g_autoptr(GError) error = NULL;
  AdwMessageDialog *dialog;

  if (gtk_show_uri_full_finish (GTK_WINDOW (source), result, &error) || data->parent == NULL)
    return;
  /* no help browser and no web browser: say why, and where the manual is
   * on the web (in strings the catalogues have already) */
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (data->parent, NULL, NULL));
  adw_message_dialog_format_heading (dialog, _("Could Not Open “%s”"), data->uri);
  adw_message_dialog_format_body (dialog, "%s\n\n%s", error->message, WADI_HELP_WEB_URI);
  adw_message_dialog_add_response (dialog, "close", _("_Close"));
  wadi_accessible_name_controls (GTK_WIDGET (dialog));
  gtk_window_present (GTK_WINDOW (dialog));
}

void
wadi_help_show (GtkWindow *parent)
{
  ShowData *data = g_new0 (ShowData, 1);

  data->parent = parent != NULL ? g_object_ref (parent) : NULL;
  data->uri = wadi_help_uri (wadi_help_has_handler (), wadi_help_html_dir ());
  g_debug ("help: opening %s", data->uri);
  gtk_show_uri_full (parent, data->uri, GDK_CURRENT_TIME, NULL, on_shown, data);
}

static xmlNode *
first_child (xmlNode    *node,
             const char *name)
{
  for (xmlNode *child = node != NULL ? node->children : NULL; child != NULL; child = child->next)
    if (child->type == XML_ELEMENT_NODE && xmlStrcmp (child->name, (const xmlChar *) name) == 0)
      return child;
  return NULL;
}

/* text with each run of white space one space, and none at its ends */
static char *
collapse_spaces (const char *text)
{
  GString *out = g_string_new (NULL);

  for (const char *c = text; *c != '\0'; c++)
    if (!g_ascii_isspace (*c))
      g_string_append_c (out, *c);
    else if (out->len > 0 && out->str[out->len - 1] != ' ')
      g_string_append_c (out, ' ');
  if (out->len > 0 && out->str[out->len - 1] == ' ')
    g_string_truncate (out, out->len - 1);
  return g_string_free (out, FALSE);
}

/* The paragraphs and items of a release's description in the user's
 * language: the resource holds the metainfo as written, and the
 * catalogue its texts as the metainfo's ITS rules extract them, each
 * on one line. */
static void
translate_description (xmlNode *node)
{
  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      xmlChar         *content;
      g_autofree char *msgid = NULL;
      const char      *translated;

      if (child->type != XML_ELEMENT_NODE)
        continue;
      if (xmlStrcmp (child->name, (const xmlChar *) "p") != 0 && xmlStrcmp (child->name, (const xmlChar *) "li") != 0)
        {
          translate_description (child); /* <ul>, <ol> */
          continue;
        }
      /* plain text only: inline markup (<em>, <code>) is extracted as
       * markup, which the text of its nodes would not match */
      if (child->children != NULL
          && (child->children->type != XML_TEXT_NODE || child->children->next != NULL))
        continue;
      content = xmlNodeGetContent (child);
      msgid = collapse_spaces ((const char *) content);
      xmlFree (content);
      /* "" would look up the catalogue's header */
      if (*msgid == '\0')
        continue;
      translated = g_dgettext (GETTEXT_PACKAGE, msgid);
      if (translated != msgid)
        {
          xmlNodeSetContent (child, NULL);
          xmlNodeAddContent (child, (const xmlChar *) translated);
        }
    }
}

gboolean
wadi_help_newest_release (GBytes *metainfo,
                          char  **version,
                          char  **notes)
{
  gsize       size = 0;
  const char *text = g_bytes_get_data (metainfo, &size);
  xmlDoc     *doc;
  xmlNode    *release;
  xmlNode    *description;
  xmlChar    *release_version = NULL;
  xmlBuffer  *buffer;

  if (text == NULL || size > G_MAXINT)
    return FALSE;
  doc = xmlReadMemory (text, (int) size, "metainfo.xml", NULL, XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING);
  if (doc == NULL)
    return FALSE;
  release = first_child (first_child (xmlDocGetRootElement (doc), "releases"), "release");
  description = first_child (release, "description");
  if (release != NULL)
    release_version = xmlGetProp (release, (const xmlChar *) "version");
  if (release_version == NULL || description == NULL)
    {
      xmlFreeDoc (doc);
      return FALSE;
    }
  /* the description's children as written: <p>, <ul>, <li> … */
  translate_description (description);
  buffer = xmlBufferCreate ();
  for (xmlNode *child = description->children; child != NULL; child = child->next)
    xmlNodeDump (buffer, doc, child, 0, 0);
  *version = g_strdup ((const char *) release_version);
  xmlFree (release_version);
  *notes = g_strstrip (g_strdup ((const char *) xmlBufferContent (buffer)));
  xmlBufferFree (buffer);
  xmlFreeDoc (doc);
  return TRUE;
}
