/* wadi-window-clipboard.c: copy, cut, paste and the area's actions
 *
 * The area tool's selection is copied as a stamp (wadi-stamp.h) to the
 * clipboard, as text any Wadi window (or another Wadi) can paste, under
 * Wadi's own type (WADI_STAMP_MIME_TYPE) and as plain text, and as a
 * picture of its hexes as the canvas draws them (image/png) for other
 * programs: a forum post, a chat.  Paste prefers Wadi's type, then text,
 * and hands the stamp to the stamp tool, so the next click puts it down,
 * as Tiled pastes.  Delete deletes the selected counter, or the placed
 * overlay the select tool picked, or clears the area.
 */
#include "config.h"

#include <string.h>

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

static cairo_status_t
append_png (void                *closure,
            const unsigned char *data,
            unsigned int         length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

/* The area's hexes as the canvas draws them, a PNG; NULL when it cannot
 * be drawn. */
static GBytes *
area_png (WadiWindow *self)
{
  const GArray    *area = wadi_tool_get_area (tool_of (self));
  cairo_surface_t *picture = wadi_render_hexes_picture (wadi_document_get_scenario (self->document),
                                                        (const WadiHex *) (gconstpointer) area->data, area->len,
                                                        WADI_RENDER_PICTURE_ZOOM);
  g_autoptr(GByteArray) png = g_byte_array_new ();
  cairo_status_t status;

  if (picture == NULL)
    return NULL;
  status = cairo_surface_write_to_png_stream (picture, append_png, png);
  cairo_surface_destroy (picture);
  if (status != CAIRO_STATUS_SUCCESS)
    return NULL;
  return g_byte_array_free_to_bytes (g_steal_pointer (&png));
}

GdkContentProvider *
_wadi_window_area_content (WadiWindow      *self,
                           const WadiStamp *stamp)
{
  g_autofree char *text = wadi_stamp_to_text (stamp);
  g_autoptr(GBytes) own = g_bytes_new (text, strlen (text));
  g_autoptr(GBytes) png = area_png (self);
  GdkContentProvider *providers[3];
  guint               n = 0;

  providers[n++] = gdk_content_provider_new_for_bytes (WADI_STAMP_MIME_TYPE, own);
  if (png != NULL)
    providers[n++] = gdk_content_provider_new_for_bytes ("image/png", png);
  providers[n++] = gdk_content_provider_new_typed (G_TYPE_STRING, text);
  return gdk_content_provider_new_union (providers, n);
}

/* The area as a stamp, the tool's and the clipboard's. */
static gboolean
copy_area (WadiWindow *self)
{
  WadiStamp *stamp;
  g_autoptr(GdkContentProvider) content = NULL;

  if (!has_area (self))
    return FALSE;
  stamp = wadi_stamp_new_from_hexes (wadi_document_get_scenario (self->document), wadi_tool_get_area (tool_of (self)));
  if (stamp == NULL)
    return FALSE;
  content = _wadi_window_area_content (self, stamp);
  gdk_clipboard_set_content (gtk_widget_get_clipboard (GTK_WIDGET (self)), content);
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
paste_text (WadiWindow *self,
            const char *text)
{
  g_autoptr(GError) error = NULL;
  WadiStamp *stamp;

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

static void
on_paste_text (GObject      *source,
               GAsyncResult *result,
               gpointer      data)
{
  g_autoptr(WadiWindow) self = data;
  g_autofree char *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result, NULL);

  paste_text (self, text);
}

static void
on_paste_own_read (GObject      *source,
                   GAsyncResult *result,
                   gpointer      data)
{
  g_autoptr(WadiWindow) self = data;
  g_autoptr(GError) error = NULL;
  GOutputStream *memory = G_OUTPUT_STREAM (source);
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *text = NULL;

  if (g_output_stream_splice_finish (memory, result, &error) < 0)
    {
      _wadi_window_toast (self, error->message);
      return;
    }
  bytes = g_memory_output_stream_steal_as_bytes (G_MEMORY_OUTPUT_STREAM (memory));
  text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  paste_text (self, text);
}

static void
on_paste_own (GObject      *source,
              GAsyncResult *result,
              gpointer      data)
{
  g_autoptr(WadiWindow) self = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GInputStream) stream = gdk_clipboard_read_finish (GDK_CLIPBOARD (source), result, NULL, &error);
  g_autoptr(GOutputStream) memory = NULL;

  if (stream == NULL)
    {
      /* gone meanwhile: the text, if any */
      gdk_clipboard_read_text_async (GDK_CLIPBOARD (source), NULL, on_paste_text, g_steal_pointer (&self));
      return;
    }
  memory = g_memory_output_stream_new_resizable ();
  g_output_stream_splice_async (memory, stream,
                                G_OUTPUT_STREAM_SPLICE_CLOSE_SOURCE | G_OUTPUT_STREAM_SPLICE_CLOSE_TARGET,
                                G_PRIORITY_DEFAULT, NULL, on_paste_own_read, g_steal_pointer (&self));
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
  WadiWindow        *self = WADI_WINDOW (widget);
  GdkClipboard      *clipboard = gtk_widget_get_clipboard (widget);
  static const char *own[] = { WADI_STAMP_MIME_TYPE, NULL };

  /* Wadi's own type first, then text */
  if (gdk_content_formats_contain_mime_type (gdk_clipboard_get_formats (clipboard), WADI_STAMP_MIME_TYPE))
    gdk_clipboard_read_async (clipboard, own, G_PRIORITY_DEFAULT, NULL, on_paste_own, g_object_ref (self));
  else
    gdk_clipboard_read_text_async (clipboard, NULL, on_paste_text, g_object_ref (self));
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
