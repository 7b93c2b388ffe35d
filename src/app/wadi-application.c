/* wadi-application.c: the application: windows, files and settings */
#include "config.h"

#include <glib/gi18n.h>

#include "wadi-accessible.h"
#include "wadi-application.h"
#include "wadi-help.h"
#include "wadi-preferences.h"
#include "wadi-recovery-dialog.h"
#include "wadi-window.h"

struct _WadiApplication
{
  AdwApplication parent_instance;

  gboolean   drafts_offered; /* once, when the first window shows */
  gboolean   new_window;     /* the first start was asked for --new-window */
  GSettings *settings;       /* the application's: colour scheme, Preferences */
};

G_DEFINE_FINAL_TYPE (WadiApplication, wadi_application, ADW_TYPE_APPLICATION)

/* Each window keeps its own settings (the schema named by the application
 * id); without the schema Wadi says so at once rather than run without. */
static void
check_settings_schema (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;

  /* Uninstalled, GSETTINGS_SCHEMA_DIR points at the build tree's compiled
   * schema (`meson devenv`, the tests' environment). */
  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
  if (schema == NULL)
    g_error ("The settings schema %s is not installed (from the build tree, run Wadi with "
             "`meson devenv -C build`)",
             APP_ID);
}

/* The map a new scenario starts with: one ASL geomorphic board. */
static WadiScenario *
default_scenario (void)
{
  WadiScenario *scenario = wadi_scenario_new (WADI_RULESET_ASL);

  wadi_scenario_add_board (scenario, wadi_board_new_geomorphic ("1"));
  return scenario;
}

static void
report_open_error (GtkWindow    *parent,
                   GFile        *file,
                   const GError *error)
{
  g_autofree char  *name = g_file_get_basename (file);
  AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (parent, NULL, NULL));

  adw_message_dialog_format_heading (dialog, _("Could Not Open “%s”"), name);
  adw_message_dialog_set_body (dialog, error->message);
  adw_message_dialog_add_response (dialog, "close", _("_Close"));
  wadi_accessible_name_controls (GTK_WIDGET (dialog));
  gtk_window_present (GTK_WINDOW (dialog));
}

typedef struct
{
  WadiApplication *application;
  GtkWindow       *near; /* the window that asked, or NULL */
  GFile           *file;
} OpenRequest;

static void
open_request_free (OpenRequest *request)
{
  g_clear_object (&request->near);
  g_object_unref (request->file);
  g_free (request);
}

static void
on_opened (GObject      *source,
           GAsyncResult *result,
           gpointer      data)
{
  OpenRequest *request = data;
  WadiWindow  *window = WADI_WINDOW (source);
  g_autoptr(GError) error = NULL;
  gboolean opened = wadi_window_load_file_finish (window, result, &error);

  /* closed while it read (which cancelled the read): nothing comes back */
  if (g_list_find (gtk_application_get_windows (GTK_APPLICATION (request->application)), window) == NULL)
    {
      open_request_free (request);
      return;
    }
  if (!opened)
    {
      gboolean cancelled = g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);

      if (!cancelled)
        g_printerr ("wadi: %s\n", error->message);
      /* asked from a window (Open, Open Recent): that window says why, and
       * no empty window is left behind */
      if (WADI_IS_WINDOW (request->near) && window != WADI_WINDOW (request->near))
        {
          gtk_window_destroy (GTK_WINDOW (window));
          window = WADI_WINDOW (request->near);
        }
      if (wadi_window_get_document (window) == NULL)
        wadi_window_set_scenario (window, default_scenario (), NULL);
      gtk_window_present (GTK_WINDOW (window));
      if (!cancelled)
        report_open_error (GTK_WINDOW (window), request->file, error);
    }
  open_request_free (request);
}

void
wadi_application_open_file (WadiApplication *self,
                            GFile           *file,
                            GtkWindow       *near)
{
  WadiWindow   *window = NULL;
  WadiFileRead *read;
  OpenRequest  *request;

  /* the same file twice is one window */
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l != NULL; l = l->next)
    if (WADI_IS_WINDOW (l->data) && wadi_window_get_file (l->data) != NULL
        && g_file_equal (wadi_window_get_file (l->data), file))
      {
        gtk_window_present (l->data);
        return;
      }

  /* the read first, in its thread: making and showing the window takes
   * about as long as reading a big map; the window live while the file
   * is read (issue #12) */
  read = wadi_file_read_start (file);
  if (WADI_IS_WINDOW (near) && wadi_window_is_disposable (WADI_WINDOW (near)))
    window = WADI_WINDOW (near);
  else
    window = wadi_window_new (ADW_APPLICATION (self));
  request = g_new0 (OpenRequest, 1);
  request->application = self;
  request->near = near != NULL ? g_object_ref (near) : NULL;
  request->file = g_object_ref (file);
  wadi_window_load_read_async (window, read, on_opened, request);
  gtk_window_present (GTK_WINDOW (window));
}

/* Recovery: the drafts a crashed or killed Wadi left (wadi-drafts.h) */

static void
on_draft_restored (GObject      *source,
                   GAsyncResult *result,
                   gpointer      data)
{
  WadiApplication *self = data;
  WadiWindow      *window = WADI_WINDOW (source);
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) dir = NULL;

  /* restored; or the window closed while it read, nothing to say there */
  if (wadi_window_load_file_finish (window, result, &error)
      || g_list_find (gtk_application_get_windows (GTK_APPLICATION (self)), window) == NULL)
    return;
  if (wadi_window_get_document (window) == NULL)
    wadi_window_set_scenario (window, default_scenario (), NULL);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  /* the message names the draft's file, the heading its folder */
  dir = g_file_new_for_path (wadi_drafts_get_dir (wadi_drafts_get_default ()));
  report_open_error (GTK_WINDOW (window), dir, error);
}

static void
on_draft_restore (WadiRecoveryDialog *dialog,
                  const WadiDraft    *draft,
                  WadiApplication    *self)
{
  GtkWindow  *parent = gtk_window_get_transient_for (GTK_WINDOW (dialog));
  WadiWindow *window;

  /* the first into the empty window the dialog came over, the others
   * each into a window of its own (the first is still being read: the
   * window is empty until it is) */
  window = WADI_IS_WINDOW (parent) && wadi_window_is_disposable (WADI_WINDOW (parent))
                   && !wadi_window_is_loading (WADI_WINDOW (parent))
               ? WADI_WINDOW (parent)
               : wadi_window_new (ADW_APPLICATION (self));
  /* read in a thread, as a file is opened */
  wadi_window_recover_draft_async (window, draft, on_draft_restored, self);
  gtk_window_present (GTK_WINDOW (window));
}

void
wadi_application_offer_drafts (WadiApplication *self,
                               GtkWindow       *parent)
{
  g_autoptr(GPtrArray) drafts = NULL;
  WadiRecoveryDialog *dialog;

  if (self->drafts_offered)
    return;
  self->drafts_offered = TRUE;
  drafts = wadi_drafts_list_orphans (wadi_drafts_get_default ());
  if (drafts->len == 0)
    return;
  /* one window for them all, however many there are */
  dialog = wadi_recovery_dialog_new (parent, g_steal_pointer (&drafts));
  g_signal_connect (dialog, "restore", G_CALLBACK (on_draft_restore), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
present_new_window (WadiApplication *self)
{
  WadiWindow *window = wadi_window_new (ADW_APPLICATION (self));

  wadi_window_set_scenario (window, default_scenario (), NULL);
  gtk_window_present (GTK_WINDOW (window));
  wadi_application_offer_drafts (self, GTK_WINDOW (window));
}

/* `wadi` again while Wadi runs shows the window there is; the first start,
 * or `wadi --new-window`, opens one. */
static void
wadi_application_activate (GApplication *application)
{
  WadiApplication *self = WADI_APPLICATION (application);
  GtkWindow       *window = gtk_application_get_active_window (GTK_APPLICATION (application));

  if (window != NULL && !self->new_window)
    gtk_window_present (window);
  else
    present_new_window (self);
  self->new_window = FALSE;
}

static void
wadi_application_open (GApplication *application,
                       GFile       **files,
                       int           n_files,
                       const char   *hint)
{
  GtkWindow *window;

  for (int i = 0; i < n_files; i++)
    wadi_application_open_file (WADI_APPLICATION (application), files[i], NULL);
  window = gtk_application_get_active_window (GTK_APPLICATION (application));
  if (window != NULL)
    wadi_application_offer_drafts (WADI_APPLICATION (application), window);
}

static void
action_quit (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       data)
{
  /* each window asks about its own unsaved changes */
  GList *windows = g_list_copy (gtk_application_get_windows (GTK_APPLICATION (data)));

  for (GList *l = windows; l != NULL; l = l->next)
    gtk_window_close (l->data);
  g_list_free (windows);
}

static void
action_about (GSimpleAction *action,
              GVariant      *parameter,
              gpointer       data)
{
  static const char *developers[] = { "The Wadi authors", NULL };
  GtkWindow         *parent = gtk_application_get_active_window (GTK_APPLICATION (data));
  g_autofree char   *release = NULL;
  g_autofree char   *notes = NULL;
  g_autoptr(GBytes) metainfo = NULL;
  AdwAboutWindow *about;

  about = ADW_ABOUT_WINDOW (g_object_new (ADW_TYPE_ABOUT_WINDOW,
                                          "application-name", "Wadi",
                                          "application-icon", APP_ID,
                                          "version", PACKAGE_VERSION,
                                          "comments", _("Draw hex wargame boards and scenarios, checked against the rules"), "developer-name", "The Wadi authors", "developers", developers, "copyright", "© 2024–2026 The Wadi authors", "license-type", GTK_LICENSE_GPL_3_0, "website", "https://github.com/wadieditor/wadi", "issue-url", "https://github.com/wadieditor/wadi/issues",
                                                         /* TRANSLATORS: your names, one per line */
                                                         "translator-credits", _("translator-credits"), NULL));
  /* the metainfo is compiled into the resources */
  metainfo = g_resources_lookup_data ("/io/github/wadieditor/Wadi/metainfo.xml", G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  if (metainfo != NULL && wadi_help_newest_release (metainfo, &release, &notes))
    g_object_set (about, "release-notes-version", release, "release-notes", notes, NULL);
  if (parent != NULL)
    gtk_window_set_transient_for (GTK_WINDOW (about), parent);
  wadi_accessible_name_controls (GTK_WIDGET (about));
  gtk_window_present (GTK_WINDOW (about));
}

/* The Mallard help (help/C): help:wadi, or its HTML (wadi-help.c). */
static void
action_help (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       data)
{
  wadi_help_show (gtk_application_get_active_window (GTK_APPLICATION (data)));
}

static void
apply_color_scheme (WadiApplication *self)
{
  g_autofree char *scheme = g_settings_get_string (self->settings, "color-scheme");

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), wadi_preferences_color_scheme (scheme));
}

static void
action_preferences (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       data)
{
  WadiApplication *self = WADI_APPLICATION (data);
  GtkWindow       *parent = gtk_application_get_active_window (GTK_APPLICATION (self));
  WadiPreferences *preferences = wadi_preferences_new (parent, self->settings);

  gtk_window_present (GTK_WINDOW (preferences));
}

/* wadi --new-window, sent to the running Wadi; also the main menu's. */
static void
action_new_window (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       data)
{
  present_new_window (WADI_APPLICATION (data));
}

static const GActionEntry app_actions[] = {
  { "quit", action_quit, NULL, NULL, NULL, { 0 } },
  { "help", action_help, NULL, NULL, NULL, { 0 } },
  { "preferences", action_preferences, NULL, NULL, NULL, { 0 } },
  { "new-window", action_new_window, NULL, NULL, NULL, { 0 } },
  { "about", action_about, NULL, NULL, NULL, { 0 } },
};

static void
wadi_application_startup (GApplication *application)
{
  WadiApplication *self = WADI_APPLICATION (application);
  static const struct
  {
    const char *action;
    const char *accels[2];
  } accels[] = {
    { "app.quit", { "<Control>q", NULL } },
    { "app.help", { "F1", NULL } },
    { "app.preferences", { "<Control>comma", NULL } },
    { "app.new-window", { "<Control><Shift>n", NULL } },
    { "win.show-help-overlay", { "<Control>question", NULL } },
  };

  /* The window's class registers the resources. */
  g_type_class_unref (g_type_class_ref (WADI_TYPE_WINDOW));
  G_APPLICATION_CLASS (wadi_application_parent_class)->startup (application);
  check_settings_schema ();
  self->settings = g_settings_new (APP_ID);
  g_signal_connect_object (self->settings, "changed::color-scheme", G_CALLBACK (apply_color_scheme), self,
                           G_CONNECT_SWAPPED);
  apply_color_scheme (self);

  g_action_map_add_action_entries (G_ACTION_MAP (application), app_actions, G_N_ELEMENTS (app_actions),
                                   application);
  for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (application), accels[i].action, accels[i].accels);
}

static void
on_window_open_file (WadiWindow      *window,
                     GFile           *file,
                     WadiApplication *self)
{
  wadi_application_open_file (self, file, GTK_WINDOW (window));
}

/* A window asks for files; the application chooses where they open. */
static void
wadi_application_window_added (GtkApplication *application,
                               GtkWindow      *window)
{
  GTK_APPLICATION_CLASS (wadi_application_parent_class)->window_added (application, window);
  if (WADI_IS_WINDOW (window))
    g_signal_connect_object (window, "open-file", G_CALLBACK (on_window_open_file), application, 0);
}

/* A window closed while it reads a file stops reading it. */
static void
wadi_application_window_removed (GtkApplication *application,
                                 GtkWindow      *window)
{
  if (WADI_IS_WINDOW (window))
    wadi_window_cancel_load (WADI_WINDOW (window));
  GTK_APPLICATION_CLASS (wadi_application_parent_class)->window_removed (application, window);
}

/* wadi --version: answered here, without starting the application. */
static int
wadi_application_handle_local_options (GApplication *application,
                                       GVariantDict *options)
{
  WadiApplication *self = WADI_APPLICATION (application);
  g_autoptr(GError) error = NULL;

  if (g_variant_dict_contains (options, "version"))
    {
      g_print ("wadi %s\n", PACKAGE_VERSION);
      return 0;
    }
  if (!g_variant_dict_contains (options, "new-window"))
    return -1;
  /* Registered now, to know whether a Wadi runs already: it opens the
   * window, and this process is done. */
  if (!g_application_register (application, NULL, &error))
    {
      g_printerr ("wadi: %s\n", error->message);
      return 1;
    }
  if (!g_application_get_is_remote (application))
    {
      self->new_window = TRUE;
      return -1;
    }
  g_action_group_activate_action (G_ACTION_GROUP (application), "new-window", NULL);
  return 0;
}

static void
wadi_application_dispose (GObject *object)
{
  WadiApplication *self = WADI_APPLICATION (object);

  g_clear_object (&self->settings);
  G_OBJECT_CLASS (wadi_application_parent_class)->dispose (object);
}

static void
wadi_application_class_init (WadiApplicationClass *klass)
{
  GObjectClass        *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass   *app_class = G_APPLICATION_CLASS (klass);
  GtkApplicationClass *gtk_app_class = GTK_APPLICATION_CLASS (klass);

  object_class->dispose = wadi_application_dispose;
  app_class->handle_local_options = wadi_application_handle_local_options;
  gtk_app_class->window_added = wadi_application_window_added;
  gtk_app_class->window_removed = wadi_application_window_removed;
  app_class->activate = wadi_application_activate;
  app_class->open = wadi_application_open;
  app_class->startup = wadi_application_startup;
}

static void
wadi_application_init (WadiApplication *self)
{
  /* clang-format off */
  const GOptionEntry entries[] = {
    { "version", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, NULL, N_ ("Show the version and quit"), NULL },
    { "new-window", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, NULL, N_ ("Open a new window, also when Wadi runs already"), NULL },
    G_OPTION_ENTRY_NULL,
  };
  /* clang-format on */

  g_application_add_main_option_entries (G_APPLICATION (self), entries);
  g_application_set_option_context_parameter_string (G_APPLICATION (self), _("[FILE…]"));
  g_application_set_option_context_summary (G_APPLICATION (self),
                                            _("Edits the boards, overlays and scenarios of hex-and-counter "
                                              "wargames; opens each FILE in a window."));
}

WadiApplication *
wadi_application_new (void)
{
  return g_object_new (WADI_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       /* one Wadi: `wadi FILE` opens FILE in the Wadi that runs (and
                        * D-Bus activation starts it: DBusActivatable) */
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", "/io/github/wadieditor/Wadi",
                       NULL);
}
