/* wadi-window-counters.c: the actions on the selected counter
 *
 * Delete, Duplicate and Rotate work on the counter the select tool picked
 * (a click on it, Tab down its stack); each is one undo step.  The canvas
 * says when the selection changes, and the actions follow.
 */
#include "config.h"

#include "wadi-window-private.h"

static guint
selected_counter (WadiWindow *self)
{
  if (self->canvas == NULL || self->document == NULL)
    return 0;
  return wadi_tool_get_selected_counter (wadi_canvas_get_tool (self->canvas));
}

static void
action_delete_counter (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  WadiWindow *self = WADI_WINDOW (widget);

  wadi_tool_delete_selected_counter (wadi_canvas_get_tool (self->canvas));
  wadi_counter_editor_show_counter (self->counter_editor, 0);
  _wadi_window_actions_update (self);
  gtk_widget_queue_draw (GTK_WIDGET (self->canvas));
}

static void
action_duplicate_counter (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  WadiWindow *self = WADI_WINDOW (widget);
  guint       id = wadi_tool_duplicate_selected_counter (wadi_canvas_get_tool (self->canvas));

  wadi_counter_editor_show_counter (self->counter_editor, id);
  _wadi_window_actions_update (self);
  gtk_widget_queue_draw (GTK_WIDGET (self->canvas));
}

static void
action_rotate_counter (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  WadiWindow *self = WADI_WINDOW (widget);

  wadi_tool_rotate (wadi_canvas_get_tool (self->canvas));
  gtk_widget_queue_draw (GTK_WIDGET (self->canvas));
}

void
_wadi_window_counters_actions_update (WadiWindow *self)
{
  GtkWidget         *widget = GTK_WIDGET (self);
  guint              id = selected_counter (self);
  const WadiCounter *counter = NULL;

  if (id != 0)
    counter = wadi_scenario_find_counter (wadi_document_get_scenario (self->document), id);
  gtk_widget_action_set_enabled (widget, "win.delete-counter", id != 0);
  gtk_widget_action_set_enabled (widget, "win.duplicate-counter", id != 0);
  gtk_widget_action_set_enabled (widget, "win.rotate-counter",
                                 counter != NULL
                                     && (counter->kind == WADI_COUNTER_CREST
                                         || counter->kind == WADI_COUNTER_VEHICLE_CREST));
}

void
_wadi_window_class_counters_actions_init (WadiWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  /* ui/wadi-shortcuts-window.ui lists these keys: keep it in step */
  gtk_widget_class_install_action (widget_class, "win.delete-counter", NULL, action_delete_counter);
  /* Delete is win.delete (wadi-window-clipboard.c): the counter or the area */
  gtk_widget_class_install_action (widget_class, "win.duplicate-counter", NULL, action_duplicate_counter);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_d, GDK_CONTROL_MASK, "win.duplicate-counter", NULL);
  /* R on the canvas turns too (wadi_canvas_key_press); this is the menu's */
  gtk_widget_class_install_action (widget_class, "win.rotate-counter", NULL, action_rotate_counter);
}
