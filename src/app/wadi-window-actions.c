/* wadi-window-actions.c: the win. actions and their shortcuts
 *
 * Installed on the class (gtk_widget_class_install_action), with the keys
 * that trigger them beside them; _wadi_window_actions_update sets every
 * action's enabled state, in one place.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wadi-accessible.h"
#include "wadi-board-dialog.h"
#include "wadi-board-library.h"
#include "wadi-format.h"
#include "wadi-new-dialog.h"
#include "wadi-scenario-chooser.h"
#include "wadi-window-private.h"

/* The shortcuts window, made the first time it is asked for: GTK makes a
 * gtk/help-overlay.ui for every window as it is made, a tenth of a big
 * map's way to the screen. */
GtkWindow *
_wadi_window_get_shortcuts_window (WadiWindow *self)
{
  GtkShortcutsWindow *shortcuts = gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (self));

  if (shortcuts == NULL)
    {
      g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource ("/io/github/wadieditor/Wadi/ui/wadi-shortcuts-window.ui");

      shortcuts = GTK_SHORTCUTS_WINDOW (gtk_builder_get_object (builder, "help_overlay"));
      gtk_application_window_set_help_overlay (GTK_APPLICATION_WINDOW (self), shortcuts);
    }
  return GTK_WINDOW (shortcuts);
}

static void
action_show_help_overlay (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  gtk_window_present (_wadi_window_get_shortcuts_window (WADI_WINDOW (widget)));
}

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
  /* on the new map, as after Open, not on the header's New button */
  gtk_widget_grab_focus (GTK_WIDGET (target->canvas));
}

static void
action_new (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  WadiWindow    *self = WADI_WINDOW (widget);
  WadiNewDialog *dialog = wadi_new_dialog_new (GTK_WINDOW (self), self->settings);

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

      _wadi_window_open_file (self, file);
    }
  g_object_unref (chooser);
}

static void
action_open (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  WadiWindow           *self = WADI_WINDOW (widget);
  GtkFileChooserNative *chooser
      = wadi_scenario_chooser_new (GTK_WINDOW (self), _("Open Scenario"), GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"));

  g_signal_connect (chooser, "response", G_CALLBACK (on_open_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
action_open_recent (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  WadiWindow *self = WADI_WINDOW (widget);
  g_autoptr(GFile) file = g_file_new_for_uri (g_variant_get_string (parameter, NULL));

  _wadi_window_open_file (self, file);
}

static void
action_save (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  _wadi_window_save_async (WADI_WINDOW (widget), FALSE, NULL, NULL);
}

static void
action_save_as (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  _wadi_window_save_async (WADI_WINDOW (widget), TRUE, NULL, NULL);
}

static void
on_revert_response (AdwMessageDialog *dialog,
                    const char       *response,
                    WadiWindow       *self)
{
  if (g_strcmp0 (response, "revert") == 0)
    _wadi_window_read_again (self);
}

static void
action_revert (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  WadiWindow       *self = WADI_WINDOW (widget);
  AdwMessageDialog *dialog;

  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), _("Revert Unsaved Changes?"),
                                                                             _("The scenario goes back to how it was last saved.")));
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "revert", _("_Revert"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "revert", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_close_response (dialog, "cancel");
  wadi_accessible_name_controls (GTK_WIDGET (dialog));
  g_signal_connect (dialog, "response", G_CALLBACK (on_revert_response), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
on_overlay_response (WadiOverlayDialog *dialog,
                     const char        *response,
                     WadiWindow        *self)
{
  WadiTool        *tool = wadi_canvas_get_tool (self->canvas);
  g_autofree char *id = NULL;
  g_autofree char *message = NULL;

  if (g_strcmp0 (response, "place") != 0 || wadi_overlay_dialog_get_fragment (dialog) == NULL)
    return;
  id = g_strstrip (g_strdup (wadi_overlay_dialog_get_overlay_id (dialog)));
  wadi_tool_set_overlay (tool, id, wadi_board_copy (wadi_overlay_dialog_get_fragment (dialog)));
  _wadi_window_set_tool (self, "overlay");
  wadi_palette_sync_overlay (self->palette);
  gtk_widget_grab_focus (GTK_WIDGET (self->canvas));
  message = g_strdup_printf (_("Click the hex for %s’s first hex; R turns it"), id);
  _wadi_window_toast (self, message);
}

WadiOverlayDialog *
_wadi_window_place_overlay_from (WadiWindow *self,
                                 GFile      *file)
{
  WadiOverlayDialog *dialog;

  /* it reads the file in a thread, and says so meanwhile */
  dialog = wadi_overlay_dialog_new (GTK_WINDOW (self), wadi_document_get_scenario (self->document), file);
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
action_place_overlay (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  WadiWindow           *self = WADI_WINDOW (widget);
  GtkFileChooserNative *chooser
      = wadi_scenario_chooser_new (GTK_WINDOW (self), _("Choose an Overlay"), GTK_FILE_CHOOSER_ACTION_OPEN, _("_Choose"));

  g_signal_connect (chooser, "response", G_CALLBACK (on_overlay_file_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

/* The board menu */

static const WadiMap *
window_map (WadiWindow *self)
{
  return self->document != NULL ? wadi_document_get_scenario (self->document)->map : NULL;
}

static guint
board_count (WadiWindow *self)
{
  const WadiMap *map = window_map (self);

  return map != NULL ? wadi_map_board_count (map) : 0;
}

/* A layout the map refused: the toast says why, or the caller's error. */
static gboolean
report_layout (WadiWindow *self,
               gboolean    done,
               GError     *local,
               GError    **error)
{
  if (done)
    return TRUE;
  if (local != NULL)
    {
      _wadi_window_toast (self, local->message);
      g_propagate_error (error, local);
    }
  return FALSE;
}

gboolean
wadi_window_add_board (WadiWindow *self,
                       WadiBoard  *board,
                       WadiHex     origin,
                       guint       turn,
                       GError    **error)
{
  GError  *local = NULL;
  gboolean done;
  guint    beside;

  g_return_val_if_fail (WADI_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (board != NULL, FALSE);

  if (self->document == NULL)
    {
      wadi_board_free (board);
      return FALSE;
    }
  beside = self->current_board;
  done = wadi_document_add_board (self->document, board, origin, turn, &local);
  if (done)
    _wadi_window_go_to_boards (self, board_count (self) - 1, beside);
  return report_layout (self, done, local, error);
}

gboolean
wadi_window_place_board (WadiWindow *self,
                         guint       index,
                         WadiHex     origin,
                         guint       turn,
                         GError    **error)
{
  GError  *local = NULL;
  gboolean done;

  g_return_val_if_fail (WADI_IS_WINDOW (self), FALSE);

  if (index >= board_count (self))
    return FALSE;
  done = wadi_document_place_board (self->document, index, origin, turn, &local);
  if (done)
    wadi_window_go_to_board (self, index);
  return report_layout (self, done, local, error);
}

gboolean
wadi_window_turn_board (WadiWindow *self,
                        guint       index,
                        GError    **error)
{
  const WadiMapBoard *board;

  g_return_val_if_fail (WADI_IS_WINDOW (self), FALSE);

  if (index >= board_count (self))
    return FALSE;
  board = wadi_map_get_board (window_map (self), index);
  /* an ASL board is printed to be turned upside down only */
  return wadi_window_place_board (self, index, board->origin,
                                  (board->turn + (board->labels.kind == WADI_LABEL_ASL ? 3 : 1)) % 6, error);
}

gboolean
wadi_window_remove_board (WadiWindow *self,
                          guint       index)
{
  g_return_val_if_fail (WADI_IS_WINDOW (self), FALSE);

  /* a map keeps at least one board */
  if (index >= board_count (self) || board_count (self) < 2)
    return FALSE;
  return wadi_document_remove_board (self->document, index);
}

char *
wadi_window_save_board_to_library (WadiWindow *self,
                                   guint       index,
                                   GError    **error)
{
  const WadiScenario *scenario;
  g_autoptr(WadiBoard) board = NULL;
  g_autofree char *title = NULL;
  GError          *local = NULL;
  char            *path;

  g_return_val_if_fail (WADI_IS_WINDOW (self), NULL);

  if (index >= board_count (self))
    return NULL;
  scenario = wadi_document_get_scenario (self->document);
  board = wadi_map_extract_board (scenario->map, index);
  title = g_strdup_printf (_("Board %s"), board->id);
  path = wadi_board_library_save (board, scenario->ruleset, title, &local);
  if (path == NULL)
    {
      g_autofree char *message = g_strdup_printf (_("Could not save board %s to the library: %s"), board->id,
                                                     local->message);

      _wadi_window_toast (self, message);
      g_propagate_error (error, local);
      return NULL;
    }
  {
    g_autofree char *message = g_strdup_printf (_("Saved board %s to the board library"), board->id);

    _wadi_window_toast (self, message);
  }
  return path;
}

static void
on_board_dialog_apply (WadiBoardDialog *dialog,
                       WadiWindow      *self)
{
  g_autoptr(GError) error = NULL;
  gboolean done;

  if (wadi_board_dialog_is_move (dialog))
    {
      done = wadi_document_place_board (self->document, wadi_board_dialog_get_index (dialog),
                                        wadi_board_dialog_get_origin (dialog), wadi_board_dialog_get_turn (dialog),
                                        &error);
      if (done)
        wadi_window_go_to_board (self, wadi_board_dialog_get_index (dialog));
    }
  else
    {
      WadiBoard *board = wadi_board_dialog_build_board (dialog, &error);
      guint      beside = self->current_board;

      done = board != NULL
             && wadi_document_add_board (self->document, board, wadi_board_dialog_get_origin (dialog),
                                         wadi_board_dialog_get_turn (dialog), &error);
      if (done)
        _wadi_window_go_to_boards (self, board_count (self) - 1, beside);
    }
  if (!done)
    {
      /* the dialog stays, as it was, for another try */
      wadi_board_dialog_show_error (dialog, error != NULL ? error->message : _("The board cannot lie there."));
      return;
    }
  gtk_window_destroy (GTK_WINDOW (dialog));
}

/* The board dialog gone, applied or not, the keyboard is back on the map,
 * not on the Boards menu the dialog came from (a keyboard try-out's
 * arrows moved along the header) nor the side panels' tabs. */
static void
on_board_dialog_destroy (WadiWindow *self)
{
  gtk_widget_grab_focus (GTK_WIDGET (self->canvas));
}

/* The folders of boards the settings add to the board library. */
static GStrv
library_folders (WadiWindow *self)
{
  return self->settings != NULL ? g_settings_get_strv (self->settings, "board-library-folders") : NULL;
}

WadiBoardDialog *
_wadi_window_show_board_dialog (WadiWindow *self,
                                gboolean    move)
{
  WadiBoardDialog *dialog;

  if (self->document == NULL || (move && self->current_board >= board_count (self)))
    return NULL;
  if (move)
    dialog = wadi_board_dialog_new_move (GTK_WINDOW (self), wadi_document_get_scenario (self->document),
                                         self->current_board);
  else
    {
      g_auto(GStrv) folders = library_folders (self);

      dialog = wadi_board_dialog_new_add (GTK_WINDOW (self), wadi_document_get_scenario (self->document),
                                          (const char *const *) folders);
    }
  g_signal_connect_object (dialog, "apply", G_CALLBACK (on_board_dialog_apply), self, 0);
  g_signal_connect_object (dialog, "destroy", G_CALLBACK (on_board_dialog_destroy), self, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
  return dialog;
}

static void
action_add_board (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  _wadi_window_show_board_dialog (WADI_WINDOW (widget), FALSE);
}

static void
action_move_board (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  _wadi_window_show_board_dialog (WADI_WINDOW (widget), TRUE);
}

static void
action_turn_board (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  WadiWindow *self = WADI_WINDOW (widget);

  wadi_window_turn_board (self, self->current_board, NULL);
}

static void
action_remove_board (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  WadiWindow      *self = WADI_WINDOW (widget);
  g_autofree char *id = NULL;
  g_autofree char *message = NULL;

  if (self->current_board >= board_count (self))
    return;
  id = g_strdup (wadi_map_get_board (window_map (self), self->current_board)->id);
  if (!wadi_window_remove_board (self, self->current_board))
    return;
  message = g_strdup_printf (_("Removed board %s; Undo brings it back"), id);
  _wadi_window_toast (self, message);
}

static void
action_save_board_to_library (GtkWidget  *widget,
                              const char *action_name,
                              GVariant   *parameter)
{
  WadiWindow      *self = WADI_WINDOW (widget);
  g_autofree char *path = wadi_window_save_board_to_library (self, self->current_board, NULL);
}

static void
action_go_to_board (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  wadi_window_go_to_board (WADI_WINDOW (widget), g_variant_get_uint32 (parameter));
}

static void
action_undo (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  WadiWindow *self = WADI_WINDOW (widget);

  /* through the tool: a moved selection goes back and forth with its hexes */
  if (self->document != NULL && wadi_tool_undo (wadi_canvas_get_tool (self->canvas)))
    gtk_widget_queue_draw (GTK_WIDGET (self->canvas));
}

static void
action_redo (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  WadiWindow *self = WADI_WINDOW (widget);

  /* through the tool: a moved selection goes back and forth with its hexes */
  if (self->document != NULL && wadi_tool_redo (wadi_canvas_get_tool (self->canvas)))
    gtk_widget_queue_draw (GTK_WIDGET (self->canvas));
}

static void
action_zoom_in (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  wadi_canvas_zoom_in (WADI_WINDOW (widget)->canvas);
}

static void
action_zoom_out (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  wadi_canvas_zoom_out (WADI_WINDOW (widget)->canvas);
}

static void
action_turn (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  wadi_canvas_turn (WADI_WINDOW (widget)->canvas);
}

static void
action_zoom_fit (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  wadi_canvas_zoom_fit (WADI_WINDOW (widget)->canvas);
}

static void
action_close (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  gtk_window_close (GTK_WINDOW (widget));
}

static void
action_next_diagnostic (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  wadi_diagnostics_panel_step (WADI_WINDOW (widget)->diagnostics_panel, 1);
}

static void
action_previous_diagnostic (GtkWidget  *widget,
                            const char *action_name,
                            GVariant   *parameter)
{
  wadi_diagnostics_panel_step (WADI_WINDOW (widget)->diagnostics_panel, -1);
}

/* Gives region the keyboard, TRUE when it took it: the map itself; on
 * the palette, the tool's choices first (a keyboard try-out tabbed
 * through fourteen tool buttons to reach Stream); elsewhere the first
 * control. */
static gboolean
focus_region (WadiWindow *self,
              GtkWidget  *region)
{
  GtkWidget *page = gtk_stack_get_visible_child (self->side_stack);

  if (region == GTK_WIDGET (self->canvas))
    return gtk_widget_grab_focus (region);
  if (region == GTK_WIDGET (self->side_stack) && page != NULL
      && gtk_widget_is_ancestor (GTK_WIDGET (self->palette), page) && wadi_palette_focus_choices (self->palette))
    return TRUE;
  return gtk_widget_child_focus (region, GTK_DIR_TAB_FORWARD);
}

/* F6 and Shift+F6: the keyboard from region to region, the map, the
 * side panels' page tabs and the side panel (when shown) and the header,
 * as GNOME's applications move between their panes, instead of Tab
 * through every button between.  The tabs are a region of their own: the
 * focus on them was in none, and F6 never reached them. */
static void
move_between_regions (WadiWindow *self,
                      int         step)
{
  GtkWidget *regions[] = { GTK_WIDGET (self->canvas), GTK_WIDGET (self->side_switcher), GTK_WIDGET (self->side_stack),
                           GTK_WIDGET (self->header_bar) };
  GtkWidget *focus = gtk_window_get_focus (GTK_WINDOW (self));
  int        here = -1;

  for (int i = 0; i < (int) G_N_ELEMENTS (regions); i++)
    if (focus != NULL && (focus == regions[i] || gtk_widget_is_ancestor (focus, regions[i])))
      here = i;
  for (int k = 1; k <= (int) G_N_ELEMENTS (regions); k++)
    {
      int next = ((here < 0 ? 0 : here) + step * k + 3 * (int) G_N_ELEMENTS (regions))
                 % (int) G_N_ELEMENTS (regions);
      GtkWidget *region = regions[next];

      /* the side panels only while shown (F9 folds them away) */
      if (!gtk_widget_is_drawable (region)
          || ((region == GTK_WIDGET (self->side_stack) || region == GTK_WIDGET (self->side_switcher))
              && !adw_flap_get_reveal_flap (self->flap)))
        continue;
      if (focus_region (self, region))
        return;
    }
}

static void
action_next_region (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  move_between_regions (WADI_WINDOW (widget), 1);
}

static void
action_previous_region (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  move_between_regions (WADI_WINDOW (widget), -1);
}

static void
action_show_diagnostics (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  wadi_window_show_panel (WADI_WINDOW (widget), "diagnostics");
  /* the counts' button said where the list is: the keyboard goes there,
   * where a screen reader reads the first diagnostic */
  wadi_diagnostics_panel_focus_list (WADI_WINDOW (widget)->diagnostics_panel);
}

void
_wadi_window_actions_update (WadiWindow *self)
{
  GtkWidget    *widget = GTK_WIDGET (self);
  WadiDocument *document = self->document;

  gtk_widget_action_set_enabled (widget, "win.undo", document != NULL && wadi_document_can_undo (document));
  gtk_widget_action_set_enabled (widget, "win.redo", document != NULL && wadi_document_can_redo (document));
  gtk_widget_action_set_enabled (widget, "win.save", document != NULL && !self->saving);
  gtk_widget_action_set_enabled (widget, "win.save-as", document != NULL);
  gtk_widget_action_set_enabled (widget, "win.place-overlay", document != NULL);
  gtk_widget_action_set_enabled (widget, "win.revert", document != NULL && self->file != NULL && wadi_document_get_modified (document));
  /* the board menu: move, turn and save the board chosen in Go to Board;
   * a map keeps one board at least */
  gtk_widget_action_set_enabled (widget, "win.add-board", document != NULL);
  gtk_widget_action_set_enabled (widget, "win.go-to-board", board_count (self) > 0);
  gtk_widget_action_set_enabled (widget, "win.move-board", self->current_board < board_count (self));
  gtk_widget_action_set_enabled (widget, "win.turn-board", self->current_board < board_count (self));
  gtk_widget_action_set_enabled (widget, "win.save-board-to-library", self->current_board < board_count (self));
  gtk_widget_action_set_enabled (widget, "win.remove-board",
                                 self->current_board < board_count (self) && board_count (self) > 1);
  _wadi_window_counters_actions_update (self);
  _wadi_window_pictures_actions_update (self);
  _wadi_window_clipboard_actions_update (self);
  _wadi_window_scenario_actions_update (self);
  _wadi_window_export_actions_update (self);
  _wadi_window_load_actions_update (self);
}

void
_wadi_window_class_actions_init (WadiWindowClass *klass)
{
  /* The tool, zoom and turn keys work wherever the focus is in the window
   * (on a header button after its menu or dialog closed, on a palette
   * button just clicked) but in a text field: class shortcuts are handled
   * as the key bubbles up, after a focused entry has typed it. */
  static const struct
  {
    guint       key;
    const char *tool;
  } tool_keys[] = {
    { GDK_KEY_v, "select" },
    { GDK_KEY_b, "terrain" },
    { GDK_KEY_e, "elevation" },
    { GDK_KEY_d, "depression" },
    { GDK_KEY_h, "hexside" },
    { GDK_KEY_c, "counter" },
    { GDK_KEY_x, "eraser" },
    { GDK_KEY_f, "fill" },
    { GDK_KEY_o, "overlay" },
    { GDK_KEY_l, "road" },
    { GDK_KEY_k, "mark" },
    { GDK_KEY_m, "area" },
    { GDK_KEY_s, "stamp" },
    { GDK_KEY_a, "analysis" },
  };
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  _wadi_window_class_counters_actions_init (klass);
  _wadi_window_class_pictures_actions_init (klass);
  _wadi_window_class_clipboard_actions_init (klass);
  _wadi_window_class_overlays_actions_init (klass);
  _wadi_window_class_scenario_actions_init (klass);
  _wadi_window_class_export_actions_init (klass);

  /* ui/wadi-shortcuts-window.ui lists these keys: keep it in step */
  gtk_widget_class_install_action (widget_class, "win.show-help-overlay", NULL, action_show_help_overlay);
  gtk_widget_class_install_action (widget_class, "win.new", NULL, action_new);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK, "win.new", NULL);
  gtk_widget_class_install_action (widget_class, "win.open", NULL, action_open);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, GDK_CONTROL_MASK, "win.open", NULL);
  gtk_widget_class_install_action (widget_class, "win.open-recent", "s", action_open_recent);
  gtk_widget_class_install_action (widget_class, "win.save", NULL, action_save);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK, "win.save", NULL);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, action_save_as);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.save-as", NULL);
  gtk_widget_class_install_action (widget_class, "win.revert", NULL, action_revert);
  gtk_widget_class_install_action (widget_class, "win.place-overlay", NULL, action_place_overlay);
  gtk_widget_class_install_action (widget_class, "win.close", NULL, action_close);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "win.close", NULL);

  gtk_widget_class_install_action (widget_class, "win.add-board", NULL, action_add_board);
  gtk_widget_class_install_action (widget_class, "win.move-board", NULL, action_move_board);
  gtk_widget_class_install_action (widget_class, "win.turn-board", NULL, action_turn_board);
  gtk_widget_class_install_action (widget_class, "win.remove-board", NULL, action_remove_board);
  gtk_widget_class_install_action (widget_class, "win.save-board-to-library", NULL, action_save_board_to_library);
  gtk_widget_class_install_action (widget_class, "win.go-to-board", "u", action_go_to_board);

  gtk_widget_class_install_action (widget_class, "win.undo", NULL, action_undo);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "win.undo", NULL);
  /* Of an action's keys, the menus show the one bound last: the one the
   * README and the shortcuts window give first. */
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, action_redo);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_y, GDK_CONTROL_MASK, "win.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.redo", NULL);

  gtk_widget_class_install_action (widget_class, "win.zoom-in", NULL, action_zoom_in);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Add, 0, "win.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_plus, GDK_CONTROL_MASK, "win.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_equal, GDK_CONTROL_MASK, "win.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_equal, 0, "win.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_plus, 0, "win.zoom-in", NULL);
  gtk_widget_class_install_action (widget_class, "win.zoom-out", NULL, action_zoom_out);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Subtract, 0, "win.zoom-out", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_minus, GDK_CONTROL_MASK, "win.zoom-out", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_minus, 0, "win.zoom-out", NULL);
  gtk_widget_class_install_action (widget_class, "win.zoom-fit", NULL, action_zoom_fit);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_0, GDK_CONTROL_MASK, "win.zoom-fit", NULL);
  /* stateful: the window's show-labels and tool properties hold the state */
  gtk_widget_class_install_property_action (widget_class, "win.show-labels", "show-labels");
  gtk_widget_class_install_property_action (widget_class, "win.tool", "tool");
  for (guint i = 0; i < G_N_ELEMENTS (tool_keys); i++)
    gtk_widget_class_add_binding_action (widget_class, tool_keys[i].key, 0, "win.tool", "s", tool_keys[i].tool);
  gtk_widget_class_install_action (widget_class, "win.turn", NULL, action_turn);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, 0, "win.turn", NULL);

  gtk_widget_class_install_action (widget_class, "win.next-region", NULL, action_next_region);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F6, 0, "win.next-region", NULL);
  gtk_widget_class_install_action (widget_class, "win.previous-region", NULL, action_previous_region);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F6, GDK_SHIFT_MASK, "win.previous-region", NULL);
  gtk_widget_class_install_action (widget_class, "win.next-diagnostic", NULL, action_next_diagnostic);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F8, 0, "win.next-diagnostic", NULL);
  gtk_widget_class_install_action (widget_class, "win.previous-diagnostic", NULL, action_previous_diagnostic);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F8, GDK_SHIFT_MASK, "win.previous-diagnostic", NULL);
  gtk_widget_class_install_action (widget_class, "win.show-diagnostics", NULL, action_show_diagnostics);
}
