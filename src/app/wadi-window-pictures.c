/* wadi-window-pictures.c: the boards' background pictures in the window
 *
 * Board ▸ Set Background Picture…, Align Background Picture, Picture
 * Opacity and Remove Background Picture, for the board chosen in Go to
 * Board.  The pictures the boards name are decoded in threads
 * (wadi-picture-loader.h) and handed to the canvas; one that cannot be
 * read is said in a toast, and the board is drawn without it.  Aligning
 * holds one edit open, so the whole alignment is one undo step: clicks
 * on the canvas pick a picture point, then its hex (wadi-picture-align.h),
 * the arrow keys nudge, Return or Done ends it, Escape or Cancel puts the
 * picture back.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wadi-accessible.h"
#include "wadi-window-private.h"

/* How long a decoding runs before its progress dialog shows. */
#define PROGRESS_DELAY_MS 700

/* New pictures lie at half opacity: the grid and the painted hexes show. */
#define NEW_PICTURE_OPACITY 0.5

static const WadiScenario *
window_scenario (WadiWindow *self)
{
  return self->document != NULL ? wadi_document_get_scenario (self->document) : NULL;
}

/* The chosen board's picture, or NULL. */
static const WadiPicture *
current_picture (WadiWindow *self)
{
  const WadiScenario *scenario = window_scenario (self);

  if (scenario == NULL || self->current_board >= wadi_map_board_count (scenario->map))
    return NULL;
  return wadi_map_get_board (scenario->map, self->current_board)->picture;
}

static char *
display_path (const char *path)
{
  return g_filename_display_basename (path);
}

/* The picture asked for is decoded: it lies on its board, spanning it. */
static void
apply_wanted (WadiWindow *self)
{
  const WadiScenario *scenario = window_scenario (self);
  WadiTracePicture   *decoded = wadi_picture_loader_get_picture (self->picture_loader, self->picture_wanted);
  const WadiMapBoard *board;
  WadiSimilarity      fit;
  g_autoptr(WadiPicture) picture = NULL;

  if (decoded == NULL || scenario == NULL || self->picture_board >= wadi_map_board_count (scenario->map))
    return;
  board = wadi_map_get_board (scenario->map, self->picture_board);
  fit = wadi_picture_span_fit (board->layout, board->cols, board->rows,
                               board->labels.kind == WADI_LABEL_ASL && board->labels.first_row == 0,
                               wadi_trace_picture_get_width (decoded), wadi_trace_picture_get_height (decoded));
  picture = wadi_picture_new (self->picture_wanted, board->picture != NULL ? board->picture->opacity : NEW_PICTURE_OPACITY,
                              &fit);
  g_clear_pointer (&self->picture_wanted, g_free);
  wadi_picture_loader_request (self->picture_loader, NULL);
  wadi_document_set_picture (self->document, self->picture_board, picture);
}

/* Set Background Picture's decoding is over (or cancelled): its
 * progress dialog goes, or is never shown. */
static void
end_picture_progress (WadiWindow *self)
{
  g_clear_handle_id (&self->picture_progress_timeout, g_source_remove);
  if (self->picture_progress != NULL)
    {
      AdwMessageDialog *dialog = g_steal_pointer (&self->picture_progress);

      gtk_window_destroy (GTK_WINDOW (dialog));
    }
}

static void
on_picture_progress_response (AdwMessageDialog *dialog,
                              const char       *response,
                              WadiWindow       *self)
{
  if (self->picture_progress == dialog)
    self->picture_progress = NULL;
  wadi_window_cancel_background_picture (self);
}

/* A decoding that lasts: a dialog says how far it is, with Cancel (a
 * quick one shows nothing). */
static gboolean
show_picture_progress (gpointer data)
{
  WadiWindow      *self = data;
  g_autofree char *text = NULL;

  self->picture_progress_timeout = 0;
  text = g_strdup_printf (_("Reading the picture: %d%%"), (int) (self->picture_progress_fraction * 100.0 + 0.5));
  self->picture_progress = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), _("Reading the Picture"),
                                                                                             text));
  adw_message_dialog_add_response (self->picture_progress, "cancel", _("_Cancel"));
  adw_message_dialog_set_close_response (self->picture_progress, "cancel");
  wadi_accessible_name_controls (GTK_WIDGET (self->picture_progress));
  g_signal_connect_object (self->picture_progress, "response", G_CALLBACK (on_picture_progress_response), self, 0);
  gtk_window_present (GTK_WINDOW (self->picture_progress));
  return G_SOURCE_REMOVE;
}

static void
on_picture_progress (WadiWindow *self,
                     const char *path,
                     double      fraction)
{
  g_autofree char *text = NULL;

  if (g_strcmp0 (path, self->picture_wanted) != 0)
    return;
  self->picture_progress_fraction = fraction;
  if (self->picture_progress == NULL)
    return;
  text = g_strdup_printf (_("Reading the picture: %d%%"), (int) (fraction * 100.0 + 0.5));
  adw_message_dialog_set_body (self->picture_progress, text);
}

static void
on_pictures_changed (WadiWindow *self)
{
  wadi_canvas_set_pictures (self->canvas, wadi_picture_loader_get_table (self->picture_loader));
  if (self->picture_wanted != NULL && wadi_picture_loader_get_picture (self->picture_loader, self->picture_wanted) != NULL)
    end_picture_progress (self);
  if (self->picture_wanted != NULL)
    apply_wanted (self);
  _wadi_window_actions_update (self);
}

static void
on_picture_failed (WadiWindow *self,
                   const char *path,
                   const char *message)
{
  const WadiScenario *scenario = window_scenario (self);
  g_autofree char    *name = display_path (path);

  if (g_strcmp0 (path, self->picture_wanted) == 0)
    {
      g_autofree char *text = g_strdup_printf (_("Could not open the picture %s: %s"), name, message);

      g_clear_pointer (&self->picture_wanted, g_free);
      wadi_picture_loader_request (self->picture_loader, NULL);
      end_picture_progress (self);
      _wadi_window_toast (self, text);
      return;
    }
  for (guint i = 0; scenario != NULL && i < wadi_map_board_count (scenario->map); i++)
    {
      const WadiMapBoard *board = wadi_map_get_board (scenario->map, i);

      if (board->picture != NULL && g_strcmp0 (board->picture->path, path) == 0)
        {
          /* Translators: the board's id, the picture's file name, why */
          g_autofree char *text = g_strdup_printf (_("The background picture of board %s, %s, cannot be shown: %s"),
                                                      board->id, name, message);

          _wadi_window_toast (self, text);
          return;
        }
    }
}

void
wadi_window_set_background_picture (WadiWindow *self,
                                    GFile      *file)
{
  g_autofree char *path = NULL;

  g_return_if_fail (WADI_IS_WINDOW (self));

  path = g_file_get_path (file);
  if (path == NULL || self->document == NULL)
    return;
  g_free (self->picture_wanted);
  self->picture_wanted = g_steal_pointer (&path);
  self->picture_board = self->current_board;
  /* a 6,000 x 2,000 scan takes a while: how far, and a way out */
  end_picture_progress (self);
  self->picture_progress_fraction = 0.0;
  self->picture_progress_timeout = g_timeout_add (PROGRESS_DELAY_MS, show_picture_progress, self);
  wadi_picture_loader_request (self->picture_loader, self->picture_wanted);
}

gboolean
wadi_window_is_loading_pictures (WadiWindow *self)
{
  g_return_val_if_fail (WADI_IS_WINDOW (self), FALSE);

  return self->picture_wanted != NULL || wadi_picture_loader_is_busy (self->picture_loader);
}

static void
on_picture_chosen (GtkNativeDialog *chooser,
                   int              response,
                   WadiWindow      *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

      if (file != NULL)
        wadi_window_set_background_picture (self, file);
    }
  g_object_unref (chooser);
}

static void
action_set_picture (GtkWidget  *widget,
                    const char *name,
                    GVariant   *parameter)
{
  WadiWindow           *self = WADI_WINDOW (widget);
  GtkFileChooserNative *chooser;
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();
  static const char *const types[] = { "image/png", "image/jpeg", "image/webp" };
  static const char *const suffixes[] = { "png", "jpg", "jpeg", "webp" };

  chooser = gtk_file_chooser_native_new (_("Set Background Picture"), GTK_WINDOW (self), GTK_FILE_CHOOSER_ACTION_OPEN,
                                            _("_Set"), _("_Cancel"));
  gtk_file_filter_set_name (filter, _("Pictures (PNG, JPEG, WebP)"));
  for (guint i = 0; i < G_N_ELEMENTS (types); i++)
    gtk_file_filter_add_mime_type (filter, types[i]);
  for (guint i = 0; i < G_N_ELEMENTS (suffixes); i++)
    gtk_file_filter_add_suffix (filter, suffixes[i]);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  g_signal_connect_object (chooser, "response", G_CALLBACK (on_picture_chosen), self, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
action_remove_picture (GtkWidget  *widget,
                       const char *name,
                       GVariant   *parameter)
{
  WadiWindow *self = WADI_WINDOW (widget);

  if (current_picture (self) != NULL)
    wadi_document_set_picture (self->document, self->current_board, NULL);
}

static void
action_picture_opacity (GtkWidget  *widget,
                        const char *name,
                        GVariant   *parameter)
{
  WadiWindow        *self = WADI_WINDOW (widget);
  const WadiPicture *picture = current_picture (self);
  g_autoptr(WadiPicture) changed = NULL;

  if (picture == NULL)
    return;
  changed = wadi_picture_copy (picture);
  changed->opacity = CLAMP (g_variant_get_double (parameter), 0.0, 1.0);
  wadi_document_set_picture (self->document, self->current_board, changed);
}

/* Aligning */

static void
align_update_banner (WadiWindow *self)
{
  g_autofree char *text = NULL;
  guint            n = wadi_picture_align_get_n_pairs (self->align);
  double           residual = wadi_picture_align_get_residual (self->align);

  if (wadi_picture_align_is_pending (self->align))
    text = g_strdup (_("Now click the hex whose centre that point is."));
  else if (residual >= 0.0)
    /* Translators: the number of points, then how far they miss in pixels */
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u point fitted, off by %.1f pixels on average. Click another hex centre on the picture, or nudge with the arrow keys (Ctrl turns and scales).",
                                         "%u points fitted, off by %.1f pixels on average. Click another hex centre on the picture, or nudge with the arrow keys (Ctrl turns and scales).",
                                         n),
                            n, residual);
  else if (n == 1)
    text = g_strdup (_("The picture moved onto that hex. Click a second hex centre on the picture, far from the first."));
  else
    text = g_strdup (_("Click the centre of a hex on the picture, then the hex of the board it is."));
  gtk_label_set_text (self->align_banner_label, text);
}

/* Records the fit in the open edit: the canvas shows it at once. */
static void
align_apply (WadiWindow *self)
{
  wadi_document_set_picture (self->document, wadi_picture_align_get_board (self->align),
                             wadi_picture_align_get_picture (self->align));
  align_update_banner (self);
}

gboolean
wadi_window_picture_alignment_click (WadiWindow *self,
                                     double      x,
                                     double      y)
{
  g_autoptr(GError) error = NULL;
  gboolean changed = FALSE;

  g_return_val_if_fail (WADI_IS_WINDOW (self), FALSE);

  if (self->align == NULL)
    return FALSE;
  if (!wadi_picture_align_click (self->align, window_scenario (self), x, y, &changed, &error))
    {
      if (error != NULL)
        _wadi_window_toast (self, error->message);
      return FALSE;
    }
  if (changed)
    align_apply (self);
  else
    align_update_banner (self);
  return TRUE;
}

void
wadi_window_picture_alignment_nudge (WadiWindow *self,
                                     int         dx,
                                     int         dy,
                                     int         turn,
                                     int         scale)
{
  g_return_if_fail (WADI_IS_WINDOW (self));

  if (self->align == NULL)
    return;
  wadi_picture_align_nudge (self->align, dx, dy, turn, scale);
  align_apply (self);
}

const char *
wadi_window_picture_alignment_text (WadiWindow *self)
{
  g_return_val_if_fail (WADI_IS_WINDOW (self), NULL);

  return self->align != NULL ? gtk_label_get_text (self->align_banner_label) : NULL;
}

static void
on_align_pressed (GtkGestureClick *gesture,
                  int              n_press,
                  double           x,
                  double           y,
                  WadiWindow      *self)
{
  double mx, my;

  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  wadi_viewport_screen_to_map (wadi_canvas_get_viewport (self->canvas), x, y, &mx, &my);
  wadi_window_picture_alignment_click (self, mx, my);
}

static gboolean
on_align_key (GtkEventControllerKey *controller,
              guint                  keyval,
              guint                  keycode,
              GdkModifierType        state,
              WadiWindow            *self)
{
  gboolean ctrl = (state & GDK_CONTROL_MASK) != 0;
  int      step = (state & GDK_SHIFT_MASK) != 0 ? 10 : 1;

  switch (keyval)
    {
    case GDK_KEY_Left:
      wadi_window_picture_alignment_nudge (self, ctrl ? 0 : -step, 0, ctrl ? -step : 0, 0);
      return TRUE;
    case GDK_KEY_Right:
      wadi_window_picture_alignment_nudge (self, ctrl ? 0 : step, 0, ctrl ? step : 0, 0);
      return TRUE;
    case GDK_KEY_Up:
      wadi_window_picture_alignment_nudge (self, 0, ctrl ? 0 : -step, 0, ctrl ? step : 0);
      return TRUE;
    case GDK_KEY_Down:
      wadi_window_picture_alignment_nudge (self, 0, ctrl ? 0 : step, 0, ctrl ? -step : 0);
      return TRUE;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
      wadi_window_end_picture_alignment (self, TRUE);
      return TRUE;
    case GDK_KEY_Escape:
      wadi_window_end_picture_alignment (self, FALSE);
      return TRUE;
    default:
      return FALSE;
    }
}

gboolean
wadi_window_start_picture_alignment (WadiWindow *self)
{
  const WadiPicture *picture;
  WadiTracePicture  *decoded;

  g_return_val_if_fail (WADI_IS_WINDOW (self), FALSE);

  picture = current_picture (self);
  decoded = picture != NULL ? wadi_picture_loader_get_picture (self->picture_loader, picture->path) : NULL;
  if (self->align != NULL || decoded == NULL)
    return FALSE;
  self->align = wadi_picture_align_new (self->current_board, picture, wadi_trace_picture_get_width (decoded),
                                        wadi_trace_picture_get_height (decoded));
  wadi_document_begin_edit (self->document, "Align background picture");
  self->align_click = gtk_gesture_click_new ();
  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (self->align_click), GTK_PHASE_CAPTURE);
  g_signal_connect (self->align_click, "pressed", G_CALLBACK (on_align_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self->canvas), GTK_EVENT_CONTROLLER (self->align_click));
  self->align_keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (self->align_keys, GTK_PHASE_CAPTURE);
  g_signal_connect (self->align_keys, "key-pressed", G_CALLBACK (on_align_key), self);
  gtk_widget_add_controller (GTK_WIDGET (self), self->align_keys);
  align_update_banner (self);
  gtk_revealer_set_reveal_child (self->align_banner, TRUE);
  _wadi_window_actions_update (self);
  return TRUE;
}

void
wadi_window_end_picture_alignment (WadiWindow *self,
                                   gboolean    keep)
{
  g_return_if_fail (WADI_IS_WINDOW (self));

  if (self->align == NULL)
    return;
  /* back to the fit it started from: the edit comes to nothing */
  if (!keep && self->document != NULL)
    wadi_document_set_picture (self->document, wadi_picture_align_get_board (self->align),
                               wadi_picture_align_get_start (self->align));
  gtk_widget_remove_controller (GTK_WIDGET (self->canvas), GTK_EVENT_CONTROLLER (self->align_click));
  gtk_widget_remove_controller (GTK_WIDGET (self), self->align_keys);
  self->align_click = NULL;
  self->align_keys = NULL;
  g_clear_pointer (&self->align, wadi_picture_align_free);
  if (self->document != NULL)
    wadi_document_end_edit (self->document);
  gtk_revealer_set_reveal_child (self->align_banner, FALSE);
  _wadi_window_actions_update (self);
}

static void
action_align_picture (GtkWidget  *widget,
                      const char *name,
                      GVariant   *parameter)
{
  wadi_window_start_picture_alignment (WADI_WINDOW (widget));
}

static void
action_align_done (GtkWidget  *widget,
                   const char *name,
                   GVariant   *parameter)
{
  wadi_window_end_picture_alignment (WADI_WINDOW (widget), TRUE);
}

static void
action_align_cancel (GtkWidget  *widget,
                     const char *name,
                     GVariant   *parameter)
{
  wadi_window_end_picture_alignment (WADI_WINDOW (widget), FALSE);
}

void
_wadi_window_pictures_actions_update (WadiWindow *self)
{
  GtkWidget         *widget = GTK_WIDGET (self);
  const WadiPicture *picture = current_picture (self);
  gboolean           idle = self->align == NULL;

  gtk_widget_action_set_enabled (widget, "win.set-picture", idle && window_scenario (self) != NULL && self->current_board < wadi_map_board_count (window_scenario (self)->map));
  gtk_widget_action_set_enabled (widget, "win.remove-picture", idle && picture != NULL);
  gtk_widget_action_set_enabled (widget, "win.picture-opacity", idle && picture != NULL);
  gtk_widget_action_set_enabled (widget, "win.align-picture",
                                 idle && picture != NULL
                                     && wadi_picture_loader_get_picture (self->picture_loader, picture->path) != NULL);
  gtk_widget_action_set_enabled (widget, "win.trace-terrain",
                                 idle && picture != NULL
                                     && wadi_picture_loader_get_picture (self->picture_loader, picture->path) != NULL);
  gtk_widget_action_set_enabled (widget, "win.save-trace-samples",
                                 idle && picture != NULL
                                     && wadi_picture_loader_get_picture (self->picture_loader, picture->path) != NULL);
  gtk_widget_action_set_enabled (widget, "win.load-trace-samples", idle && window_scenario (self) != NULL);
  gtk_widget_action_set_enabled (widget, "win.align-picture-done", !idle);
  gtk_widget_action_set_enabled (widget, "win.align-picture-cancel", !idle);
}

void
_wadi_window_pictures_changed (WadiWindow       *self,
                               const WadiRegion *region)
{
  if (region != NULL && (region->flags & (WADI_REGION_PICTURE | WADI_REGION_ALL | WADI_REGION_MAP)) == 0)
    return;
  wadi_picture_loader_update (self->picture_loader, window_scenario (self));
  _wadi_window_actions_update (self);
}

void
_wadi_window_pictures_init (WadiWindow *self)
{
  self->picture_loader = wadi_picture_loader_new ();
  g_signal_connect_object (self->picture_loader, "changed", G_CALLBACK (on_pictures_changed), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->picture_loader, "failed", G_CALLBACK (on_picture_failed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->picture_loader, "progress", G_CALLBACK (on_picture_progress), self,
                           G_CONNECT_SWAPPED);
}

void
wadi_window_cancel_background_picture (WadiWindow *self)
{
  g_return_if_fail (WADI_IS_WINDOW (self));

  end_picture_progress (self);
  if (self->picture_wanted == NULL)
    return;
  wadi_picture_loader_cancel (self->picture_loader, self->picture_wanted);
  wadi_picture_loader_request (self->picture_loader, NULL);
  g_clear_pointer (&self->picture_wanted, g_free);
  _wadi_window_actions_update (self);
}

static void
action_cancel_picture (GtkWidget  *widget,
                       const char *name,
                       GVariant   *parameter)
{
  wadi_window_cancel_background_picture (WADI_WINDOW (widget));
}

void
_wadi_window_pictures_dispose (WadiWindow *self)
{
  wadi_window_end_picture_alignment (self, FALSE);
  end_picture_progress (self);
  g_clear_object (&self->picture_loader);
  g_clear_pointer (&self->picture_wanted, g_free);
}

void
_wadi_window_class_pictures_actions_init (WadiWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_bind_template_child (widget_class, WadiWindow, align_banner);
  gtk_widget_class_bind_template_child (widget_class, WadiWindow, align_banner_label);
  gtk_widget_class_install_action (widget_class, "win.set-picture", NULL, action_set_picture);
  gtk_widget_class_install_action (widget_class, "win.remove-picture", NULL, action_remove_picture);
  gtk_widget_class_install_action (widget_class, "win.picture-opacity", "d", action_picture_opacity);
  gtk_widget_class_install_action (widget_class, "win.align-picture", NULL, action_align_picture);
  gtk_widget_class_install_action (widget_class, "win.align-picture-done", NULL, action_align_done);
  gtk_widget_class_install_action (widget_class, "win.align-picture-cancel", NULL, action_align_cancel);
  gtk_widget_class_install_action (widget_class, "win.cancel-picture", NULL, action_cancel_picture);
  _wadi_window_class_trace_actions_init (klass);
}
