/* wadi-window-clipboard.c: copy, cut, paste and the area's actions
 *
 * The area tool's selection is copied as a stamp (wadi-stamp.h) to the
 * clipboard, as text any Wadi window (or another Wadi) can paste, under
 * Wadi's own type (WADI_STAMP_MIME_TYPE) and as plain text, and as a
 * picture of its hexes as the canvas draws them (image/png) for other
 * programs: a forum post, a chat, all made in a worker, and refused when
 * Paste would refuse it.  Paste prefers Wadi's type, then text,
 * reads it bounded and parses it in a worker (the window never waits),
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

/* The hexes as the canvas draws them, a PNG; NULL when they cannot be
 * drawn. */
static GBytes *
area_png (const WadiScenario *scenario,
          const GArray       *hexes)
{
  cairo_surface_t *picture = wadi_render_hexes_picture (scenario, (const WadiHex *) (gconstpointer) hexes->data,
                                                        hexes->len, WADI_RENDER_PICTURE_ZOOM);
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

/* Copy never waits in the main loop either: a selection past what Paste
 * takes is refused, by its count of hexes at once, else by the length of
 * its text once written; the stamp is lifted, written and drawn in a
 * worker, from a copy of the scenario (a million hexes' text and picture
 * held the main loop 28 s), and the clipboard set when it is done.  A
 * copy cancels the one before; Cut clears the hexes only once they are
 * on the clipboard, and only if the map did not change meanwhile. */
typedef struct
{
  WadiScenario *scenario; /* a copy, for the worker */
  GArray       *hexes;    /* WadiHex, the area */
  /* the document it was made from, weak: the job may be freed in the
   * worker, which must not hold the last reference */
  GWeakRef document;
  guint    changes; /* the window's count of its changes then */
  gboolean cut;
} CopyJob;

static void
copy_job_free (CopyJob *job)
{
  g_clear_pointer (&job->scenario, wadi_scenario_free);
  g_clear_pointer (&job->hexes, g_array_unref);
  g_weak_ref_clear (&job->document);
  g_free (job);
}

/* What the worker made. */
typedef struct
{
  WadiStamp *stamp;
  char      *text;
  GBytes    *png; /* may be NULL */
} Copied;

static void
copied_free (Copied *copied)
{
  g_clear_pointer (&copied->stamp, wadi_stamp_free);
  g_clear_pointer (&copied->text, g_free);
  g_clear_pointer (&copied->png, g_bytes_unref);
  g_free (copied);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Copied, copied_free)

static void
copy_in_worker (GTask        *task,
                gpointer      source,
                gpointer      data,
                GCancellable *cancellable)
{
  CopyJob *job = data;
  g_autoptr(Copied) copied = g_new0 (Copied, 1);
  GError *error = NULL;

  copied->stamp = wadi_stamp_new_from_hexes (job->scenario, job->hexes);
  if (g_task_return_error_if_cancelled (task))
    return;
  if (copied->stamp == NULL)
    {
      /* none of its hexes on the map: nothing copied, as before */
      g_task_return_pointer (task, NULL, NULL);
      return;
    }
  copied->text = wadi_stamp_to_copy_text (copied->stamp, &error);
  if (copied->text == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  if (g_task_return_error_if_cancelled (task))
    return;
  copied->png = area_png (job->scenario, job->hexes);
  g_task_return_pointer (task, g_steal_pointer (&copied), (GDestroyNotify) copied_free);
}

/* What Copy puts on the clipboard: Wadi's own type, image/png, text. */
static GdkContentProvider *
copied_content (Copied *copied)
{
  gsize size = strlen (copied->text);
  g_autoptr(GBytes) own = g_bytes_new_take (g_steal_pointer (&copied->text), size);
  GdkContentProvider *providers[3];
  guint               n = 0;

  providers[n++] = gdk_content_provider_new_for_bytes (WADI_STAMP_MIME_TYPE, own);
  if (copied->png != NULL)
    providers[n++] = gdk_content_provider_new_for_bytes ("image/png", copied->png);
  providers[n++] = gdk_content_provider_new_typed (G_TYPE_STRING, g_bytes_get_data (own, NULL));
  return gdk_content_provider_new_union (providers, n);
}

static void
on_copied (GObject      *source,
           GAsyncResult *result,
           gpointer      data)
{
  g_autoptr(WadiWindow) self = data;
  CopyJob *job = g_task_get_task_data (G_TASK (result));
  g_autoptr(GError) error = NULL;
  g_autoptr(Copied) copied = g_task_propagate_pointer (G_TASK (result), &error);
  g_autoptr(GdkContentProvider) content = NULL;
  g_autoptr(WadiDocument) document = NULL;

  /* cancelled by another copy, or the window closed */
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  g_clear_object (&self->copy_cancellable);
  if (copied == NULL)
    {
      if (error != NULL)
        _wadi_window_toast (self, error->message);
      return;
    }
  content = copied_content (copied);
  gdk_clipboard_set_content (gtk_widget_get_clipboard (GTK_WIDGET (self)), content);
  wadi_tool_set_stamp (tool_of (self), g_steal_pointer (&copied->stamp));
  if (!job->cut)
    _wadi_window_toast (self, _("Copied; Paste (Ctrl+V) puts it down where you click or press Enter"));
  else if ((document = g_weak_ref_get (&job->document)) != self->document || self->changes != job->changes)
    _wadi_window_toast (self, _("Copied but not cut: the map changed while the selection was copied"));
  else
    {
      wadi_stamp_clear_hexes (self->document, job->hexes, _("Cut"));
      gtk_widget_queue_draw (GTK_WIDGET (self->canvas));
    }
  _wadi_window_actions_update (self);
}

/* The area lifted as a stamp, the clipboard's and then the tool's, in a
 * worker; cut: its hexes cleared once it is on the clipboard. */
static void
copy_area (WadiWindow *self,
           gboolean    cut)
{
  const GArray *area;
  g_autoptr(GError) error = NULL;
  g_autoptr(GTask) task = NULL;
  CopyJob *job;

  if (!has_area (self))
    return;
  area = wadi_tool_get_area (tool_of (self));
  /* the area holds each of its hexes once: no stamp is made to refuse */
  if (!wadi_stamp_check_copy (area->len, 0, &error))
    {
      _wadi_window_toast (self, error->message);
      return;
    }
  g_cancellable_cancel (self->copy_cancellable);
  g_clear_object (&self->copy_cancellable);
  self->copy_cancellable = g_cancellable_new ();
  job = g_new0 (CopyJob, 1);
  /* the map's cost, not the selection's: 10 ms for a million hexes */
  job->scenario = wadi_scenario_copy (wadi_document_get_scenario (self->document));
  job->hexes = g_array_sized_new (FALSE, FALSE, sizeof (WadiHex), area->len);
  g_array_append_vals (job->hexes, area->data, area->len);
  g_weak_ref_init (&job->document, self->document);
  job->changes = self->changes;
  job->cut = cut;
  task = g_task_new (NULL, self->copy_cancellable, on_copied, g_object_ref (self));
  g_task_set_source_tag (task, copy_area);
  /* not returned on cancel: the worker stops between steps, and the
   * callback, on the main thread, lets go of the window */
  g_task_set_task_data (task, job, (GDestroyNotify) copy_job_free);
  g_task_run_in_thread (task, copy_in_worker);
}

static void
action_copy (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  copy_area (WADI_WINDOW (widget), FALSE);
}

static void
action_cut (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  copy_area (WADI_WINDOW (widget), TRUE);
}

/* Paste never waits in the main loop: the clipboard is read a piece at
 * a time, and no further than WADI_STAMP_MAX_TEXT, then parsed in a
 * worker; a refusal is a toast.  A paste cancels the one before. */
#define PASTE_CHUNK (1024 * 1024)

typedef struct
{
  WadiWindow   *window;
  GInputStream *stream;
  GPtrArray    *chunks; /* GBytes, joined in the worker */
  gsize         size;
  GCancellable *cancellable;
} PasteRead;

static void
paste_read_free (PasteRead *read)
{
  g_clear_object (&read->window);
  g_clear_object (&read->stream);
  g_clear_pointer (&read->chunks, g_ptr_array_unref);
  g_clear_object (&read->cancellable);
  g_free (read);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PasteRead, paste_read_free)

static void
parse_in_worker (GTask        *task,
                 gpointer      source,
                 gpointer      data,
                 GCancellable *cancellable)
{
  GValue          *value = data;
  g_autofree char *joined = NULL;
  GError          *error = NULL;
  WadiStamp       *stamp;

  /* the pieces read are put together here, not in the main loop */
  if (G_VALUE_HOLDS (value, G_TYPE_PTR_ARRAY))
    {
      GPtrArray *chunks = g_value_get_boxed (value);
      gsize      size = 0, at = 0;

      for (guint i = 0; i < chunks->len; i++)
        size += g_bytes_get_size (chunks->pdata[i]);
      joined = g_malloc (size + 1);
      for (guint i = 0; i < chunks->len; i++)
        {
          memcpy (joined + at, g_bytes_get_data (chunks->pdata[i], NULL), g_bytes_get_size (chunks->pdata[i]));
          at += g_bytes_get_size (chunks->pdata[i]);
        }
      joined[size] = '\0';
    }
  stamp = wadi_stamp_new_from_text (joined != NULL ? joined : g_value_get_string (value), &error);

  if (stamp == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, stamp, (GDestroyNotify) wadi_stamp_free);
}

static void
on_parsed (GObject      *source,
           GAsyncResult *result,
           gpointer      data)
{
  g_autoptr(WadiWindow) self = data;
  g_autoptr(GError) error = NULL;
  WadiStamp *stamp = g_task_propagate_pointer (G_TASK (result), &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  if (stamp == NULL)
    _wadi_window_toast (self, error->message);
  else
    _wadi_window_paste_stamp (self, stamp);
}

static void
free_value (GValue *value)
{
  g_value_unset (value);
  g_free (value);
}

/* text (a GValue, taken: a string, or a GPtrArray of the GBytes read):
 * parsed off the main loop. */
static void
paste_parse (WadiWindow   *self,
             GCancellable *cancellable,
             GValue       *text)
{
  g_autoptr(GTask) task = g_task_new (NULL, cancellable, on_parsed, g_object_ref (self));

  g_task_set_source_tag (task, paste_parse);
  g_task_set_return_on_cancel (task, TRUE);
  g_task_set_task_data (task, text, (GDestroyNotify) free_value);
  g_task_run_in_thread (task, parse_in_worker);
}

static void
paste_refuse_size (WadiWindow *self)
{
  g_autofree char *message = g_strdup_printf (_("The clipboard holds no Wadi stamp: it is larger than %d MiB"),
                                                 WADI_STAMP_MAX_TEXT / (1024 * 1024));

  _wadi_window_toast (self, message);
}

static void
on_paste_chunk (GObject      *source,
                GAsyncResult *result,
                gpointer      data)
{
  g_autoptr(PasteRead) read = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) chunk = g_input_stream_read_bytes_finish (G_INPUT_STREAM (source), result, &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  if (chunk == NULL)
    {
      _wadi_window_toast (read->window, error->message);
      return;
    }
  if (g_bytes_get_size (chunk) == 0)
    {
      GValue *text = g_new0 (GValue, 1);

      g_input_stream_close_async (read->stream, G_PRIORITY_DEFAULT, NULL, NULL, NULL);
      g_value_init (text, G_TYPE_PTR_ARRAY);
      g_value_take_boxed (text, g_steal_pointer (&read->chunks));
      paste_parse (read->window, read->cancellable, text);
      return;
    }
  if (read->size + g_bytes_get_size (chunk) > WADI_STAMP_MAX_TEXT)
    {
      /* the rest is not read */
      g_input_stream_close_async (read->stream, G_PRIORITY_DEFAULT, NULL, NULL, NULL);
      paste_refuse_size (read->window);
      return;
    }
  read->size += g_bytes_get_size (chunk);
  g_ptr_array_add (read->chunks, g_steal_pointer (&chunk));
  g_input_stream_read_bytes_async (read->stream, PASTE_CHUNK, G_PRIORITY_DEFAULT, read->cancellable,
                                   on_paste_chunk, read);
  g_steal_pointer (&read);
}

static void
on_paste_stream (GObject      *source,
                 GAsyncResult *result,
                 gpointer      data)
{
  g_autoptr(PasteRead) read = data;
  g_autoptr(GError) error = NULL;

  read->stream = gdk_clipboard_read_finish (GDK_CLIPBOARD (source), result, NULL, &error);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  if (read->stream == NULL)
    {
      _wadi_window_toast (read->window, _("The clipboard holds nothing to paste"));
      return;
    }
  read->chunks = g_ptr_array_new_with_free_func ((GDestroyNotify) g_bytes_unref);
  g_input_stream_read_bytes_async (read->stream, PASTE_CHUNK, G_PRIORITY_DEFAULT, read->cancellable,
                                   on_paste_chunk, read);
  g_steal_pointer (&read);
}

void
_wadi_window_paste_stamp (WadiWindow *self,
                          WadiStamp  *stamp)
{
  wadi_tool_set_stamp (tool_of (self), stamp);
  _wadi_window_set_tool (self, "stamp");
  _wadi_window_toast (self, _("Click, or press Enter, where the pasted hexes go; R turns them, Shift+R flips them"));
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
  static const char *text[] = { "text/plain;charset=utf-8", "text/plain", NULL };
  GdkContentFormats *formats = gdk_clipboard_get_formats (clipboard);
  PasteRead         *read;

  g_cancellable_cancel (self->paste_cancellable);
  g_clear_object (&self->paste_cancellable);
  self->paste_cancellable = g_cancellable_new ();
  if (gdk_clipboard_is_local (clipboard)
      && !gdk_content_formats_contain_mime_type (formats, WADI_STAMP_MIME_TYPE))
    {
      GValue *value = g_new0 (GValue, 1);

      /* this process's text: taken as it is, for GDK would convert it
       * to a stream in the main loop, a quarter second for 56 MB */
      g_value_init (value, G_TYPE_STRING);
      if (!gdk_content_provider_get_value (gdk_clipboard_get_content (clipboard), value, NULL)
          || g_value_get_string (value) == NULL)
        _wadi_window_toast (self, _("The clipboard holds nothing to paste"));
      else if (strlen (g_value_get_string (value)) > WADI_STAMP_MAX_TEXT)
        paste_refuse_size (self);
      else
        {
          paste_parse (self, self->paste_cancellable, value);
          return;
        }
      free_value (value);
      return;
    }
  read = g_new0 (PasteRead, 1);
  read->window = g_object_ref (self);
  read->cancellable = g_object_ref (self->paste_cancellable);
  /* Wadi's own type first, then text, both read as bytes, bounded */
  gdk_clipboard_read_async (clipboard, gdk_content_formats_contain_mime_type (formats, WADI_STAMP_MIME_TYPE) ? own : text,
                            G_PRIORITY_DEFAULT, read->cancellable, on_paste_stream, read);
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

  /* ui/wadi-shortcuts-window.ui lists these keys: keep it in step */
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
