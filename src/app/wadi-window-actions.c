/* wadi-window-actions.c: the win. actions */
#include "config.h"

#include <glib/gi18n.h>

#include "wadi-application.h"
#include "wadi-format.h"
#include "wadi-new-dialog.h"
#include "wadi-overlay-dialog.h"
#include "wadi-palette.h"
#include "wadi-window.h"

#define RECENT_MAX 8

static void
on_new_scenario (WadiNewDialog *dialog,
                 WadiScenario  *scenario,
                 WadiWindow    *self)
{
  WadiWindow *target = self;

  if (!wadi_window_is_disposable (self))
    {
      target = wadi_window_new (ADW_APPLICATION (gtk_window_get_application (GTK_WINDOW (self))));
      gtk_window_present (GTK_WINDOW (target));
    }
  wadi_window_set_scenario (target, scenario, NULL);
}

static void
action_new (GSimpleAction *action,
            GVariant      *parameter,
            gpointer       data)
{
  WadiWindow *self = data;
  WadiNewDialog *dialog = wadi_new_dialog_new (GTK_WINDOW (self));

  g_signal_connect_object (dialog, "create", G_CALLBACK (on_new_scenario), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
on_open_response (GtkNativeDialog *chooser,
                  int              response,
                  WadiWindow      *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

      wadi_application_open_file (WADI_APPLICATION (gtk_window_get_application (GTK_WINDOW (self))),
                                  file, GTK_WINDOW (self));
    }
  g_object_unref (chooser);
}

static void
action_open (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       data)
{
  WadiWindow *self = data;
  GtkFileChooserNative *chooser;
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

  chooser = gtk_file_chooser_native_new (_("Open Scenario"), GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), _("_Cancel"));
  gtk_file_filter_set_name (filter, _("Wadi scenarios"));
  gtk_file_filter_add_mime_type (filter, WADI_FORMAT_MIME_TYPE);
  gtk_file_filter_add_suffix (filter, "wadi");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  g_signal_connect (chooser, "response", G_CALLBACK (on_open_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
action_open_recent (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       data)
{
  WadiWindow *self = data;
  g_autoptr(GFile) file = g_file_new_for_uri (g_variant_get_string (parameter, NULL));

  wadi_application_open_file (WADI_APPLICATION (gtk_window_get_application (GTK_WINDOW (self))),
                              file, GTK_WINDOW (self));
}

static void
action_save (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       data)
{
  wadi_window_save_async (data, FALSE, NULL, NULL);
}

static void
action_save_as (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       data)
{
  wadi_window_save_async (data, TRUE, NULL, NULL);
}

static void
on_revert_response (AdwMessageDialog *dialog,
                    const char       *response,
                    WadiWindow       *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = NULL;

  if (g_strcmp0 (response, "revert") != 0 || wadi_window_get_file (self) == NULL)
    return;
  file = g_object_ref (wadi_window_get_file (self));
  if (!wadi_window_load_file (self, file, &error))
    wadi_window_toast (self, error->message);
}

static void
action_revert (GSimpleAction *action,
               GVariant      *parameter,
               gpointer       data)
{
  WadiWindow *self = data;
  AdwMessageDialog *dialog;

  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), _("Revert Unsaved Changes?"),
                                                       _("The scenario goes back to how it was last saved.")));
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "revert", _("_Revert"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "revert", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (on_revert_response), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

static WadiPalette *find_palette (GtkWidget *widget);

static void
on_overlay_response (WadiOverlayDialog *dialog,
                     const char        *response,
                     WadiWindow        *self)
{
  WadiTool *tool = wadi_canvas_get_tool (wadi_window_get_canvas (self));
  g_autofree char *id = NULL;
  g_autofree char *message = NULL;
  WadiPalette *palette;

  if (g_strcmp0 (response, "place") != 0)
    return;
  id = g_strstrip (g_strdup (wadi_overlay_dialog_get_overlay_id (dialog)));
  wadi_tool_set_overlay (tool, id, wadi_board_copy (wadi_overlay_dialog_get_fragment (dialog)));
  g_action_group_activate_action (G_ACTION_GROUP (self), "tool", g_variant_new_string ("overlay"));
  if ((palette = find_palette (GTK_WIDGET (self))) != NULL)
    wadi_palette_sync_overlay (palette);
  gtk_widget_grab_focus (GTK_WIDGET (wadi_window_get_canvas (self)));
  message = g_strdup_printf (_("Click the hex for %s’s first hex; R turns it"), id);
  wadi_window_toast (self, message);
}

WadiOverlayDialog *
_wadi_window_place_overlay_from (WadiWindow *self,
                                 GFile      *file)
{
  g_autoptr(GError) error = NULL;
  WadiOverlayDialog *dialog;

  dialog = wadi_overlay_dialog_new (GTK_WINDOW (self), wadi_document_get_scenario (wadi_window_get_document (self)),
                                    file, &error);
  if (dialog == NULL)
    {
      wadi_window_toast (self, error->message);
      return NULL;
    }
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_overlay_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  return dialog;
}

static void
on_overlay_file_response (GtkNativeDialog *chooser,
                          int              response,
                          WadiWindow      *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

      _wadi_window_place_overlay_from (self, file);
    }
  g_object_unref (chooser);
}

static void
action_place_overlay (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       data)
{
  WadiWindow *self = data;
  GtkFileChooserNative *chooser;
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

  chooser = gtk_file_chooser_native_new (_("Choose an Overlay"), GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_OPEN, _("_Choose"), _("_Cancel"));
  gtk_file_filter_set_name (filter, _("Wadi scenarios"));
  gtk_file_filter_add_mime_type (filter, WADI_FORMAT_MIME_TYPE);
  gtk_file_filter_add_suffix (filter, "wadi");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  g_signal_connect (chooser, "response", G_CALLBACK (on_overlay_file_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
action_undo (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       data)
{
  WadiDocument *document = wadi_window_get_document (data);

  if (document != NULL)
    wadi_document_undo (document);
}

static void
action_redo (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       data)
{
  WadiDocument *document = wadi_window_get_document (data);

  if (document != NULL)
    wadi_document_redo (document);
}

static void
action_zoom_in (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       data)
{
  wadi_canvas_zoom_in (wadi_window_get_canvas (data));
}

static void
action_zoom_out (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       data)
{
  wadi_canvas_zoom_out (wadi_window_get_canvas (data));
}

static void
action_zoom_fit (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       data)
{
  wadi_canvas_zoom_fit (wadi_window_get_canvas (data));
}

static void
action_close (GSimpleAction *action,
              GVariant      *parameter,
              gpointer       data)
{
  gtk_window_close (GTK_WINDOW (data));
}

static void
change_show_labels (GSimpleAction *action,
                    GVariant      *value,
                    gpointer       data)
{
  wadi_canvas_set_show_labels (wadi_window_get_canvas (data), g_variant_get_boolean (value));
  g_simple_action_set_state (action, value);
}

static WadiPalette *
find_palette (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      WadiPalette *found;

      if (WADI_IS_PALETTE (child))
        return WADI_PALETTE (child);
      if ((found = find_palette (child)) != NULL)
        return found;
    }
  return NULL;
}

static void
change_tool (GSimpleAction *action,
             GVariant      *value,
             gpointer       data)
{
  WadiWindow *self = data;
  const char *name = g_variant_get_string (value, NULL);
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));
  WadiPalette *palette;
  WadiToolKind kind;

  if (!wadi_tool_kind_from_name (name, &kind))
    return;
  wadi_canvas_set_tool_kind (wadi_window_get_canvas (self), kind);
  if ((palette = find_palette (GTK_WIDGET (self))) != NULL)
    wadi_palette_show_tool (palette, kind);
  /* the overlay tool needs an overlay chosen first: not one to start with */
  if (WADI_IS_APPLICATION (app) && kind != WADI_TOOL_OVERLAY)
    g_settings_set_string (wadi_application_get_settings (WADI_APPLICATION (app)), "last-tool", name);
  g_simple_action_set_state (action, value);
}

static void
action_next_diagnostic (GSimpleAction *action,
                        GVariant      *parameter,
                        gpointer       data)
{
  wadi_diagnostics_panel_step (wadi_window_get_diagnostics_panel (data), 1);
}

static void
action_previous_diagnostic (GSimpleAction *action,
                            GVariant      *parameter,
                            gpointer       data)
{
  wadi_diagnostics_panel_step (wadi_window_get_diagnostics_panel (data), -1);
}

static void
action_show_diagnostics (GSimpleAction *action,
                         GVariant      *parameter,
                         gpointer       data)
{
  wadi_window_show_panel (data, "diagnostics");
}

static const GActionEntry window_actions[] = {
  { "new", action_new, NULL, NULL, NULL, { 0 } },
  { "open", action_open, NULL, NULL, NULL, { 0 } },
  { "open-recent", action_open_recent, "s", NULL, NULL, { 0 } },
  { "save", action_save, NULL, NULL, NULL, { 0 } },
  { "save-as", action_save_as, NULL, NULL, NULL, { 0 } },
  { "revert", action_revert, NULL, NULL, NULL, { 0 } },
  { "place-overlay", action_place_overlay, NULL, NULL, NULL, { 0 } },
  { "undo", action_undo, NULL, NULL, NULL, { 0 } },
  { "redo", action_redo, NULL, NULL, NULL, { 0 } },
  { "zoom-in", action_zoom_in, NULL, NULL, NULL, { 0 } },
  { "zoom-out", action_zoom_out, NULL, NULL, NULL, { 0 } },
  { "zoom-fit", action_zoom_fit, NULL, NULL, NULL, { 0 } },
  { "close", action_close, NULL, NULL, NULL, { 0 } },
  { "show-labels", NULL, NULL, "true", change_show_labels, { 0 } },
  { "tool", NULL, "s", "'select'", change_tool, { 0 } },
  { "next-diagnostic", action_next_diagnostic, NULL, NULL, NULL, { 0 } },
  { "previous-diagnostic", action_previous_diagnostic, NULL, NULL, NULL, { 0 } },
  { "show-diagnostics", action_show_diagnostics, NULL, NULL, NULL, { 0 } },
};

static void
set_enabled (WadiWindow *self,
             const char *name,
             gboolean    enabled)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), name);

  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), enabled);
}

void
_wadi_window_update_actions (WadiWindow *self)
{
  WadiDocument *document = wadi_window_get_document (self);

  set_enabled (self, "undo", document != NULL && wadi_document_can_undo (document));
  set_enabled (self, "redo", document != NULL && wadi_document_can_redo (document));
  set_enabled (self, "save", document != NULL);
  set_enabled (self, "save-as", document != NULL);
  set_enabled (self, "place-overlay", document != NULL);
  set_enabled (self, "revert", document != NULL && wadi_window_get_file (self) != NULL
                               && wadi_document_get_modified (document));
}

void
_wadi_window_update_recent (WadiWindow *self)
{
  GMenu *menu = _wadi_window_get_recent_menu (self);
  GList *items;
  guint count = 0;

  if (menu == NULL)
    return;
  g_menu_remove_all (menu);
  items = gtk_recent_manager_get_items (gtk_recent_manager_get_default ());
  for (GList *l = items; l != NULL && count < RECENT_MAX; l = l->next)
    {
      GtkRecentInfo *info = l->data;
      const char *uri = gtk_recent_info_get_uri (info);
      g_autoptr(GMenuItem) item = NULL;

      if (g_strcmp0 (gtk_recent_info_get_mime_type (info), WADI_FORMAT_MIME_TYPE) != 0
          && !g_str_has_suffix (uri, ".wadi"))
        continue;
      item = g_menu_item_new (gtk_recent_info_get_display_name (info), NULL);
      g_menu_item_set_action_and_target_value (item, "win.open-recent", g_variant_new_string (uri));
      g_menu_append_item (menu, item);
      count++;
    }
  g_list_free_full (items, (GDestroyNotify) gtk_recent_info_unref);
}

static void
on_canvas_status (WadiWindow *self)
{
  WadiPalette *palette;

  if (wadi_tool_get_kind (wadi_canvas_get_tool (wadi_window_get_canvas (self))) == WADI_TOOL_OVERLAY
      && (palette = find_palette (GTK_WIDGET (self))) != NULL)
    wadi_palette_sync_overlay (palette);
}

/* The tool keys work wherever the focus is but in a text field. */
static gboolean
tool_key (GtkWidget *widget,
          GVariant  *args,
          gpointer   data)
{
  gtk_widget_activate_action_variant (widget, "win.tool", args);
  return TRUE;
}

void
_wadi_window_install_actions (WadiWindow *self)
{
  static const struct
  {
    guint key;
    const char *tool;
  } tool_keys[] = {
    { GDK_KEY_v, "select" }, { GDK_KEY_b, "terrain" }, { GDK_KEY_e, "elevation" },
    { GDK_KEY_d, "depression" }, { GDK_KEY_h, "hexside" }, { GDK_KEY_c, "counter" },
    { GDK_KEY_x, "eraser" }, { GDK_KEY_f, "fill" }, { GDK_KEY_o, "overlay" },
  };
  GtkEventController *shortcuts = gtk_shortcut_controller_new ();

  g_action_map_add_action_entries (G_ACTION_MAP (self), window_actions, G_N_ELEMENTS (window_actions), self);

  /* bubble phase: a focused entry gets its letters first */
  gtk_event_controller_set_propagation_phase (shortcuts, GTK_PHASE_BUBBLE);
  for (guint i = 0; i < G_N_ELEMENTS (tool_keys); i++)
    {
      GtkShortcut *shortcut = gtk_shortcut_new (gtk_keyval_trigger_new (tool_keys[i].key, 0),
                                                gtk_callback_action_new (tool_key, NULL, NULL));

      gtk_shortcut_set_arguments (shortcut, g_variant_new_string (tool_keys[i].tool));
      gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts), shortcut);
    }
  gtk_widget_add_controller (GTK_WIDGET (self), shortcuts);
  /* the R key turns the overlay in the tool: the palette shows it */
  g_signal_connect_object (wadi_window_get_canvas (self), "notify::status",
                           G_CALLBACK (on_canvas_status), self, G_CONNECT_SWAPPED);
  _wadi_window_update_actions (self);
}
