/* wadi-window-clipboard.c: copy, cut, paste and the area's actions
 *
 * The area tool's selection is copied as a stamp (wadi-stamp.h) to the
 * clipboard, as text any Wadi window (or another Wadi) can paste; Paste
 * hands the stamp to the stamp tool, so the next click puts it down, as
 * Tiled pastes.  Delete deletes the selected counter, or the placed
 * overlay the select tool picked, or clears the area.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wadi-window-private.h"

static WadiTool *
tool_of (WadiWindow *self)
{
  return wadi_canvas_get_tool (self->canvas);
}

static gboolean
has_area (WadiWindow *self)
{
  return self->document != NULL && wadi_tool_get_area (tool_of (self))->len > 0;
}

/* The area as a stamp, the tool's and the clipboard's. */
static gboolean
copy_area (WadiWindow *self)
{
  WadiStamp       *stamp;
  g_autofree char *text = NULL;

  if (!has_area (self))
    return FALSE;
  stamp = wadi_stamp_new_from_hexes (wadi_document_get_scenario (self->document), wadi_tool_get_area (tool_of (self)));
  if (stamp == NULL)
    return FALSE;
  text = wadi_stamp_to_text (stamp);
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (self)), text);
  wadi_tool_set_stamp (tool_of (self), stamp);
  return TRUE;
}

static void
action_copy (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  WadiWindow *self = WADI_WINDOW (widget);

  if (copy_area (self))
    _wadi_window_toast (self, _("Copied; Paste (Ctrl+V) puts it down where you click"));
  _wadi_window_actions_update (self);
}

static void
action_cut (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  WadiWindow *self = WADI_WINDOW (widget);

  if (!copy_area (self))
    return;
  wadi_stamp_clear_hexes (self->document, wadi_tool_get_area (tool_of (self)), _("Cut"));
  _wadi_window_actions_update (self);
  gtk_widget_queue_draw (GTK_WIDGET (self->canvas));
}

/* The stamp read from the clipboard goes to the stamp tool. */
static void
on_paste_text (GObject      *source,
               GAsyncResult *result,
               gpointer      data)
{
  g_autoptr(WadiWindow) self = data;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result, &error);
  WadiStamp       *stamp;

  if (text == NULL)
    {
      _wadi_window_toast (self, _("The clipboard holds nothing to paste"));
      return;
    }
  stamp = wadi_stamp_new_from_text (text, &error);
  if (stamp == NULL)
    {
      _wadi_window_toast (self, error->message);
      return;
    }
  _wadi_window_paste_stamp (self, stamp);
}

void
_wadi_window_paste_stamp (WadiWindow *self,
                          WadiStamp  *stamp)
{
  wadi_tool_set_stamp (tool_of (self), stamp);
  _wadi_window_set_tool (self, "stamp");
  _wadi_window_toast (self, _("Click where the pasted hexes go; R turns them, Shift+R flips them"));
  _wadi_window_actions_update (self);
  gtk_widget_queue_draw (GTK_WIDGET (self->canvas));
}

static void
action_paste (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  WadiWindow *self = WADI_WINDOW (widget);

  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (widget), NULL, on_paste_text, g_object_ref (self));
}

static void
action_delete (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  WadiWindow *self = WADI_WINDOW (widget);

  /* a counter picked is what the user last pointed at */
  if (wadi_tool_get_selected_counter (tool_of (self)) != 0)
    gtk_widget_activate_action (widget, "win.delete-counter", NULL);
  else if (wadi_tool_get_selected_overlay (tool_of (self)) != 0)
    wadi_tool_delete_selected_overlay (tool_of (self));
  else if (has_area (self))
    wadi_stamp_clear_hexes (self->document, wadi_tool_get_area (tool_of (self)), _("Delete"));
  gtk_widget_queue_draw (GTK_WIDGET (self->canvas));
}

static void
action_select_all (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  WadiWindow *self = WADI_WINDOW (widget);

  _wadi_window_set_tool (self, "area");
  wadi_tool_select_all (tool_of (self));
  _wadi_window_actions_update (self);
  gtk_widget_queue_draw (GTK_WIDGET (self->canvas));
}

static void
action_select_none (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  WadiWindow *self = WADI_WINDOW (widget);

  wadi_tool_clear_area (tool_of (self));
  _wadi_window_actions_update (self);
  gtk_widget_queue_draw (GTK_WIDGET (self->canvas));
}

static void
action_flip_stamp (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  WadiWindow *self = WADI_WINDOW (widget);

  wadi_tool_flip_stamp (tool_of (self));
  gtk_widget_queue_draw (GTK_WIDGET (self->canvas));
}

static void
action_turn_stamp (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  WadiWindow *self = WADI_WINDOW (widget);
  WadiStamp  *stamp = wadi_tool_get_stamp (tool_of (self));

  if (stamp != NULL)
    wadi_stamp_turn (stamp, 1);
  gtk_widget_queue_draw (GTK_WIDGET (self->canvas));
}

void
_wadi_window_clipboard_actions_update (WadiWindow *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  gboolean   area = self->canvas != NULL && has_area (self);
  gboolean   stamp = self->canvas != NULL && wadi_tool_get_stamp (tool_of (self)) != NULL;

  gtk_widget_action_set_enabled (widget, "win.copy", area);
  gtk_widget_action_set_enabled (widget, "win.cut", area);
  gtk_widget_action_set_enabled (widget, "win.paste", self->document != NULL);
  gtk_widget_action_set_enabled (widget, "win.delete",
                                 area
                                     || (self->canvas != NULL
                                         && (wadi_tool_get_selected_counter (tool_of (self)) != 0
                                             || wadi_tool_get_selected_overlay (tool_of (self)) != 0)));
  gtk_widget_action_set_enabled (widget, "win.select-all", self->document != NULL);
  gtk_widget_action_set_enabled (widget, "win.select-none", area);
  gtk_widget_action_set_enabled (widget, "win.turn-stamp", stamp);
  gtk_widget_action_set_enabled (widget, "win.flip-stamp", stamp);
}

void
_wadi_window_class_clipboard_actions_init (WadiWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  /* ui/gtk/help-overlay.ui lists these keys: keep it in step */
  gtk_widget_class_install_action (widget_class, "win.copy", NULL, action_copy);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_c, GDK_CONTROL_MASK, "win.copy", NULL);
  gtk_widget_class_install_action (widget_class, "win.cut", NULL, action_cut);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_x, GDK_CONTROL_MASK, "win.cut", NULL);
  gtk_widget_class_install_action (widget_class, "win.paste", NULL, action_paste);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_v, GDK_CONTROL_MASK, "win.paste", NULL);
  gtk_widget_class_install_action (widget_class, "win.delete", NULL, action_delete);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Delete, 0, "win.delete", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Delete, 0, "win.delete", NULL);
  gtk_widget_class_install_action (widget_class, "win.select-all", NULL, action_select_all);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_a, GDK_CONTROL_MASK, "win.select-all", NULL);
  gtk_widget_class_install_action (widget_class, "win.select-none", NULL, action_select_none);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_a, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.select-none",
                                       NULL);
  gtk_widget_class_install_action (widget_class, "win.turn-stamp", NULL, action_turn_stamp);
  gtk_widget_class_install_action (widget_class, "win.flip-stamp", NULL, action_flip_stamp);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_R, GDK_SHIFT_MASK, "win.flip-stamp", NULL);
}
