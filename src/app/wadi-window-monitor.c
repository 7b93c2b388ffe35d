/* wadi-window-monitor.c: the open file changed by another program
 *
 * A GFileMonitor watches the window's file.  What the file was when it
 * was loaded or saved is remembered by its entity tag; when the monitor
 * reports anything, the file is looked at again (a moment later, so a
 * burst of events is one look): changed, a banner offers Reload, saying
 * whether unsaved changes would go; deleted or moved away, the banner
 * says Save writes it again; back as it was, the banner goes.  Save asks
 * before it replaces a file that changed since (wadi-window.c).
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wadi-format.h"
#include "wadi-window-private.h"

/* Milliseconds between the monitor's report and the look at the file. */
#define SETTLE_MS 150

static char *
current_tag (GFile *file)
{
  g_autoptr(GFileInfo) info = g_file_query_info (file, G_FILE_ATTRIBUTE_ETAG_VALUE, G_FILE_QUERY_INFO_NONE, NULL,
                                                  NULL);

  return info != NULL ? g_strdup (g_file_info_get_etag (info)) : NULL;
}

gboolean
_wadi_window_file_changed_on_disk (WadiWindow *self)
{
  g_autofree char *tag = NULL;

  if (self->file == NULL || self->file_tag == NULL)
    return FALSE;
  tag = current_tag (self->file);
  /* gone: saving writes it again, nothing of another program's is lost */
  return tag != NULL && g_strcmp0 (tag, self->file_tag) != 0;
}

static void
show_banner (WadiWindow *self,
             const char *text,
             gboolean    can_reload)
{
  gtk_label_set_text (self->file_banner_label, text);
  /* one line, ellipsized in a narrow window: the whole text on hover */
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->file_banner_label), text);
  gtk_widget_set_visible (GTK_WIDGET (self->file_banner_reload), can_reload);
  gtk_revealer_set_reveal_child (self->file_banner, TRUE);
}

static void
hide_banner (WadiWindow *self)
{
  gtk_revealer_set_reveal_child (self->file_banner, FALSE);
}

gboolean
_wadi_window_file_banner_shown (WadiWindow *self)
{
  return gtk_revealer_get_reveal_child (self->file_banner);
}

const char *
_wadi_window_file_banner_text (WadiWindow *self)
{
  return gtk_label_get_text (self->file_banner_label);
}

/* A file in an older format loads as the current one; it is written
 * in the current one only when saved, so the user is told before. */
void
_wadi_window_show_file_version (WadiWindow *self,
                                guint       file_version)
{
  g_autofree char *text = NULL;

  if (file_version == 0 || file_version >= WADI_FORMAT_VERSION)
    {
      gtk_revealer_set_reveal_child (self->upgrade_banner, FALSE);
      return;
    }
  /* TRANSLATORS: "This file is in format version 2; saving it will upgrade it to version 6." */
  text = g_strdup_printf (_("This file is in format version %u; saving it will upgrade it to version %u."),
                             file_version, (guint) WADI_FORMAT_VERSION);
  gtk_label_set_text (self->upgrade_banner_label, text);
  gtk_revealer_set_reveal_child (self->upgrade_banner, TRUE);
}

gboolean
_wadi_window_upgrade_banner_shown (WadiWindow *self)
{
  return gtk_revealer_get_reveal_child (self->upgrade_banner);
}

const char *
_wadi_window_upgrade_banner_text (WadiWindow *self)
{
  return gtk_label_get_text (self->upgrade_banner_label);
}

static gboolean
look_at_file (gpointer data)
{
  WadiWindow      *self = data;
  g_autofree char *name = NULL;
  g_autofree char *text = NULL;
  g_autofree char *tag = NULL;

  self->file_look_source = 0;
  if (self->file == NULL)
    return G_SOURCE_REMOVE;
  name = g_file_get_basename (self->file);
  tag = current_tag (self->file);
  if (tag == NULL)
    {
      text = g_strdup_printf (_("“%s” was deleted or moved by another program. Save writes it again."), name);
      show_banner (self, text, FALSE);
    }
  else if (self->file_tag != NULL && g_strcmp0 (tag, self->file_tag) != 0)
    {
      if (self->document != NULL && wadi_document_get_modified (self->document))
        text = g_strdup_printf (_("“%s” was changed by another program. Reloading it discards your unsaved "
                                  "changes."),
                                   name);
      else
        text = g_strdup_printf (_("“%s” was changed by another program."), name);
      show_banner (self, text, TRUE);
    }
  else
    hide_banner (self);
  return G_SOURCE_REMOVE;
}

static void
on_file_changed (GFileMonitor     *monitor,
                 GFile            *file,
                 GFile            *other,
                 GFileMonitorEvent event,
                 WadiWindow       *self)
{
  if (event == G_FILE_MONITOR_EVENT_ATTRIBUTE_CHANGED || event == G_FILE_MONITOR_EVENT_PRE_UNMOUNT)
    return;
  g_clear_handle_id (&self->file_look_source, g_source_remove);
  self->file_look_source = g_timeout_add (SETTLE_MS, look_at_file, self);
}

void
_wadi_window_unwatch_file (WadiWindow *self)
{
  g_clear_handle_id (&self->file_look_source, g_source_remove);
  if (self->file_monitor != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->file_monitor, self);
      g_file_monitor_cancel (self->file_monitor);
      g_clear_object (&self->file_monitor);
    }
  g_clear_pointer (&self->file_tag, g_free);
}

void
_wadi_window_watch_file (WadiWindow *self)
{
  g_autoptr(GError) error = NULL;

  _wadi_window_unwatch_file (self);
  if (self->file_banner != NULL)
    hide_banner (self);
  if (self->file == NULL)
    return;
  self->file_tag = current_tag (self->file);
  self->file_monitor = g_file_monitor_file (self->file, G_FILE_MONITOR_NONE, NULL, &error);
  if (self->file_monitor == NULL)
    {
      g_debug ("no file monitor: %s", error->message);
      return;
    }
  g_signal_connect (self->file_monitor, "changed", G_CALLBACK (on_file_changed), self);
}

static void
action_reload (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  _wadi_window_read_again (WADI_WINDOW (widget));
}

static void
action_dismiss_upgrade (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  gtk_revealer_set_reveal_child (WADI_WINDOW (widget)->upgrade_banner, FALSE);
}

static void
action_dismiss (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  /* the version shown stays; Save still asks before it replaces the
   * other program's */
  hide_banner (WADI_WINDOW (widget));
}

void
_wadi_window_class_monitor_actions_init (WadiWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_install_action (widget_class, "win.reload", NULL, action_reload);
  gtk_widget_class_install_action (widget_class, "win.dismiss-file-banner", NULL, action_dismiss);
  gtk_widget_class_bind_template_child (widget_class, WadiWindow, file_banner);
  gtk_widget_class_bind_template_child (widget_class, WadiWindow, file_banner_label);
  gtk_widget_class_bind_template_child (widget_class, WadiWindow, file_banner_reload);
  gtk_widget_class_install_action (widget_class, "win.dismiss-upgrade-banner", NULL, action_dismiss_upgrade);
  gtk_widget_class_bind_template_child (widget_class, WadiWindow, upgrade_banner);
  gtk_widget_class_bind_template_child (widget_class, WadiWindow, upgrade_banner_label);
}
