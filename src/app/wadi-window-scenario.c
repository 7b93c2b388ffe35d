/* wadi-window-scenario.c: Scenario Properties (Alt+Return) */
#include "config.h"

#include "wadi-scenario-dialog.h"
#include "wadi-window-private.h"

static void
action_scenario_properties (GtkWidget  *widget,
                            const char *action_name,
                            GVariant   *parameter)
{
  WadiWindow         *self = WADI_WINDOW (widget);
  WadiScenarioDialog *dialog;

  if (self->document == NULL)
    return;
  dialog = wadi_scenario_dialog_new (GTK_WINDOW (self), self->document);
  gtk_window_present (GTK_WINDOW (dialog));
}

void
_wadi_window_scenario_actions_update (WadiWindow *self)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.scenario-properties", self->document != NULL);
}

void
_wadi_window_class_scenario_actions_init (WadiWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  /* GNOME's Properties key; ui/wadi-shortcuts-window.ui lists it */
  gtk_widget_class_install_action (widget_class, "win.scenario-properties", NULL, action_scenario_properties);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_ALT_MASK, "win.scenario-properties", NULL);
}
