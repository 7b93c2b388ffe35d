/* wadi-window-overlays.c: New Overlay
 *
 * An overlay is a document of its own: one board, its id the overlay's
 * (W1), its hexes the overlay's shape and terrain, painted with the usual
 * tools and saved with kind="overlay" (docs/format.md).  Saved to a file or
 * to the board library, it is placed from there with Place Overlay.  The
 * dialog that asks its id and size is ui/wadi-new-overlay-dialog.ui.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wadi-window-private.h"

typedef struct
{
  WadiWindow    *window;
  GtkEditable   *id;
  GtkSpinButton *columns;
  GtkSpinButton *rows;
} NewOverlay;

static void
new_overlay_free (gpointer data)
{
  g_free (data);
}

WadiScenario *
_wadi_window_new_overlay_scenario (WadiWindow *self,
                                   const char *id,
                                   int         columns,
                                   int         rows)
{
  const WadiScenario *current = self->document != NULL ? wadi_document_get_scenario (self->document) : NULL;
  WadiGridLayout      layout = { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD };
  WadiScenario       *scenario = wadi_scenario_new (current != NULL ? current->ruleset : WADI_RULESET_ASL);

  /* the grid of the map it is made for, so it lies on it */
  if (current != NULL && wadi_scenario_grid (current) != NULL)
    layout = wadi_scenario_grid (current)->layout;
  scenario->is_overlay = TRUE;
  wadi_scenario_add_board (scenario, wadi_board_new (id, columns, rows, layout, WADI_LABEL_ASL, 1));
  return scenario;
}

static void
on_new_overlay_response (AdwMessageDialog *dialog,
                         const char       *response,
                         NewOverlay       *form)
{
  g_autofree char *id = NULL;
  WadiWindow      *target = form->window;

  if (g_strcmp0 (response, "create") != 0)
    return;
  id = g_strstrip (g_strdup (gtk_editable_get_text (form->id)));
  if (*id == '\0')
    {
      g_free (id);
      id = g_strdup ("W1");
    }
  if (!wadi_window_is_disposable (target))
    {
      target = wadi_window_new (ADW_APPLICATION (gtk_window_get_application (GTK_WINDOW (form->window))));
      gtk_window_present (GTK_WINDOW (target));
    }
  wadi_window_set_scenario (target,
                            _wadi_window_new_overlay_scenario (form->window, id,
                                                               gtk_spin_button_get_value_as_int (form->columns),
                                                               gtk_spin_button_get_value_as_int (form->rows)),
                            NULL);
}

static void
action_new_overlay (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  WadiWindow *self = WADI_WINDOW (widget);
  g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource ("/io/github/wadieditor/Wadi/ui/wadi-new-overlay-dialog.ui");
  GtkWindow  *dialog = GTK_WINDOW (gtk_builder_get_object (builder, "dialog"));
  NewOverlay *form = g_new0 (NewOverlay, 1);

  form->window = self;
  form->id = GTK_EDITABLE (gtk_builder_get_object (builder, "id"));
  form->columns = GTK_SPIN_BUTTON (gtk_builder_get_object (builder, "columns"));
  form->rows = GTK_SPIN_BUTTON (gtk_builder_get_object (builder, "rows"));
  gtk_window_set_transient_for (dialog, GTK_WINDOW (self));
  g_object_set_data_full (G_OBJECT (dialog), "wadi-new-overlay", form, new_overlay_free);
  g_signal_connect (dialog, "response", G_CALLBACK (on_new_overlay_response), form);
  gtk_window_present (dialog);
}

void
_wadi_window_class_overlays_actions_init (WadiWindowClass *klass)
{
  gtk_widget_class_install_action (GTK_WIDGET_CLASS (klass), "win.new-overlay", NULL, action_new_overlay);
}
