/* wadi-diagnostics-panel.c: every diagnostic of the scenario, live */
#include "config.h"

#include <glib/gi18n.h>

#include "wadi-diagnostics-panel.h"

struct _WadiDiagnosticsPanel
{
  GtkBox parent_instance;

  WadiLiveRules *rules;
  gulong updated_handler;
  gboolean shown[WADI_SEVERITY_INFO + 1];
  GtkToggleButton *toggles[WADI_SEVERITY_INFO + 1];
  GtkCustomFilter *filter;
  GtkFilterListModel *filtered;
  GtkSingleSelection *selection;
  GtkListView *list_view;
  GtkStack *stack;
  GtkLabel *empty_label;
  gpointer last_activated;   /* compared only, never dereferenced */
};

G_DEFINE_FINAL_TYPE (WadiDiagnosticsPanel, wadi_diagnostics_panel, GTK_TYPE_BOX)

enum
{
  DIAGNOSTIC_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static gboolean
filter_item (gpointer item,
             gpointer data)
{
  WadiDiagnosticsPanel *self = data;
  WadiSeverity severity = wadi_diagnostic_item_get_severity (item);

  return severity <= WADI_SEVERITY_INFO && self->shown[severity];
}

static void
update_counts (WadiDiagnosticsPanel *self)
{
  guint total = 0;

  for (int s = WADI_SEVERITY_ERROR; s <= WADI_SEVERITY_INFO; s++)
    {
      guint n = self->rules != NULL ? wadi_live_rules_count (self->rules, (WadiSeverity) s) : 0;
      g_autofree char *label = NULL;

      switch ((WadiSeverity) s)
        {
        case WADI_SEVERITY_ERROR:
          label = g_strdup_printf (_("Errors %u"), n);
          break;
        case WADI_SEVERITY_WARNING:
          label = g_strdup_printf (_("Warnings %u"), n);
          break;
        case WADI_SEVERITY_INFO:
        default:
          label = g_strdup_printf (_("Info %u"), n);
          break;
        }

      gtk_button_set_label (GTK_BUTTON (self->toggles[s]), label);
      total += n;
    }
  gtk_label_set_text (self->empty_label, total == 0 ? _("No problems: the scenario follows the rules.")
                                                    : _("Nothing of the chosen severities."));
  gtk_stack_set_visible_child_name (self->stack,
                                    g_list_model_get_n_items (G_LIST_MODEL (self->filtered)) > 0
                                    ? "list" : "empty");
}

static void
on_rules_updated (WadiDiagnosticsPanel *self)
{
  update_counts (self);
}

void
wadi_diagnostics_panel_set_rules (WadiDiagnosticsPanel *self,
                                  WadiLiveRules        *rules)
{
  g_return_if_fail (WADI_IS_DIAGNOSTICS_PANEL (self));

  if (self->rules != NULL)
    g_clear_signal_handler (&self->updated_handler, self->rules);
  g_set_object (&self->rules, rules);
  self->last_activated = NULL;
  gtk_filter_list_model_set_model (self->filtered, G_LIST_MODEL (rules));
  if (rules != NULL)
    self->updated_handler = g_signal_connect_swapped (rules, "updated", G_CALLBACK (on_rules_updated), self);
  update_counts (self);
}

void
wadi_diagnostics_panel_set_shown (WadiDiagnosticsPanel *self,
                                  WadiSeverity          severity,
                                  gboolean              shown)
{
  g_return_if_fail (severity <= WADI_SEVERITY_INFO);
  gtk_toggle_button_set_active (self->toggles[severity], shown);
}

static void
on_toggle (GtkToggleButton      *toggle,
           WadiDiagnosticsPanel *self)
{
  for (int s = WADI_SEVERITY_ERROR; s <= WADI_SEVERITY_INFO; s++)
    if (self->toggles[s] == toggle)
      self->shown[s] = gtk_toggle_button_get_active (toggle);
  gtk_filter_changed (GTK_FILTER (self->filter), GTK_FILTER_CHANGE_DIFFERENT);
  update_counts (self);
}

/* A selection is a jump, once per diagnostic: the list moving under an
 * edit changes the position, not the item. */
static void
on_selected (WadiDiagnosticsPanel *self)
{
  gpointer item = gtk_single_selection_get_selected_item (self->selection);

  if (item == NULL || item == self->last_activated)
    return;
  self->last_activated = item;
  g_signal_emit (self, signals[DIAGNOSTIC_ACTIVATED], 0, item);
}

/* Enter or a second click on the selected row jumps again. */
static void
on_activate (GtkListView          *view,
             guint                 position,
             WadiDiagnosticsPanel *self)
{
  g_autoptr(GObject) item = g_list_model_get_item (G_LIST_MODEL (self->selection), position);

  if (item == NULL)
    return;
  self->last_activated = item;
  g_signal_emit (self, signals[DIAGNOSTIC_ACTIVATED], 0, item);
}

gboolean
wadi_diagnostics_panel_step (WadiDiagnosticsPanel *self,
                             int                   delta)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->selection));
  guint position = gtk_single_selection_get_selected (self->selection);

  if (n == 0)
    return FALSE;
  if (position == GTK_INVALID_LIST_POSITION || position >= n)
    position = delta > 0 ? 0 : n - 1;
  else
    position = (guint) (((int) position + delta % (int) n + (int) n) % (int) n);
  /* a step always jumps, even back to the one already selected */
  self->last_activated = NULL;
  gtk_single_selection_set_selected (self->selection, position);
  gtk_widget_activate_action (GTK_WIDGET (self->list_view), "list.scroll-to-item", "u", position);
  return TRUE;
}

GtkSingleSelection *
wadi_diagnostics_panel_get_selection (WadiDiagnosticsPanel *self)
{
  return self->selection;
}

/* Rows */

static void
setup_row (GtkSignalListItemFactory *factory,
           GtkListItem              *list_item,
           gpointer                  data)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *head = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *icon = gtk_image_new ();
  GtkWidget *location = gtk_label_new (NULL);
  GtkWidget *rule = gtk_label_new (NULL);
  GtkWidget *message = gtk_label_new (NULL);

  gtk_widget_set_margin_start (row, 6);
  gtk_widget_set_margin_end (row, 6);
  gtk_widget_set_margin_top (row, 6);
  gtk_widget_set_margin_bottom (row, 6);
  gtk_widget_add_css_class (location, "heading");
  gtk_label_set_xalign (GTK_LABEL (location), 0.0);
  gtk_widget_set_hexpand (rule, TRUE);
  gtk_label_set_xalign (GTK_LABEL (rule), 1.0);
  gtk_widget_add_css_class (rule, "dim-label");
  gtk_widget_add_css_class (rule, "caption");
  gtk_label_set_wrap (GTK_LABEL (message), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (message), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (message), 0.0);
  gtk_label_set_max_width_chars (GTK_LABEL (message), 30);
  gtk_widget_add_css_class (message, "caption");
  gtk_box_append (GTK_BOX (head), icon);
  gtk_box_append (GTK_BOX (head), location);
  gtk_box_append (GTK_BOX (head), rule);
  gtk_box_append (GTK_BOX (row), head);
  gtk_box_append (GTK_BOX (row), message);
  g_object_set_data (G_OBJECT (row), "icon", icon);
  g_object_set_data (G_OBJECT (row), "location", location);
  g_object_set_data (G_OBJECT (row), "rule", rule);
  g_object_set_data (G_OBJECT (row), "message", message);
  gtk_list_item_set_child (list_item, row);
}

static void
bind_row (GtkSignalListItemFactory *factory,
          GtkListItem              *list_item,
          gpointer                  data)
{
  static const char * const severity_classes[] = { "error", "warning", "accent" };
  WadiDiagnosticItem *item = gtk_list_item_get_item (list_item);
  GtkWidget *row = gtk_list_item_get_child (list_item);
  GtkWidget *icon = g_object_get_data (G_OBJECT (row), "icon");
  WadiSeverity severity = wadi_diagnostic_item_get_severity (item);

  gtk_image_set_from_icon_name (GTK_IMAGE (icon), wadi_severity_icon_name (severity));
  for (guint i = 0; i < G_N_ELEMENTS (severity_classes); i++)
    gtk_widget_remove_css_class (icon, severity_classes[i]);
  if (severity <= WADI_SEVERITY_INFO)
    gtk_widget_add_css_class (icon, severity_classes[severity]);
  gtk_widget_set_tooltip_text (icon, wadi_severity_display_name (severity));
  gtk_label_set_text (g_object_get_data (G_OBJECT (row), "location"), wadi_diagnostic_item_get_location (item));
  gtk_label_set_text (g_object_get_data (G_OBJECT (row), "rule"), wadi_diagnostic_item_get_rule (item));
  gtk_label_set_text (g_object_get_data (G_OBJECT (row), "message"), wadi_diagnostic_item_get_message (item));
  gtk_widget_set_tooltip_text (row, wadi_diagnostic_item_get_code (item));
}

/* GObject */

static void
wadi_diagnostics_panel_dispose (GObject *object)
{
  WadiDiagnosticsPanel *self = WADI_DIAGNOSTICS_PANEL (object);

  if (self->rules != NULL)
    g_clear_signal_handler (&self->updated_handler, self->rules);
  g_clear_object (&self->rules);
  g_clear_object (&self->selection);
  G_OBJECT_CLASS (wadi_diagnostics_panel_parent_class)->dispose (object);
}

static void
wadi_diagnostics_panel_class_init (WadiDiagnosticsPanelClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = wadi_diagnostics_panel_dispose;

  signals[DIAGNOSTIC_ACTIVATED] =
    g_signal_new ("diagnostic-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, WADI_TYPE_DIAGNOSTIC_ITEM);
}

static void
wadi_diagnostics_panel_init (WadiDiagnosticsPanel *self)
{
  GtkWidget *toggles = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 6);

  gtk_widget_add_css_class (toggles, "linked");
  gtk_widget_set_halign (toggles, GTK_ALIGN_CENTER);
  gtk_widget_set_margin_top (toggles, 6);
  for (int s = WADI_SEVERITY_ERROR; s <= WADI_SEVERITY_INFO; s++)
    {
      self->shown[s] = TRUE;
      self->toggles[s] = GTK_TOGGLE_BUTTON (gtk_toggle_button_new ());
      gtk_toggle_button_set_active (self->toggles[s], TRUE);
      gtk_widget_add_css_class (GTK_WIDGET (self->toggles[s]), "caption");
      g_signal_connect (self->toggles[s], "toggled", G_CALLBACK (on_toggle), self);
      gtk_box_append (GTK_BOX (toggles), GTK_WIDGET (self->toggles[s]));
    }
  gtk_widget_set_tooltip_text (toggles, _("Show or hide diagnostics by severity"));
  gtk_box_append (GTK_BOX (self), toggles);

  self->filter = gtk_custom_filter_new (filter_item, self, NULL);
  self->filtered = gtk_filter_list_model_new (NULL, GTK_FILTER (self->filter));
  self->selection = gtk_single_selection_new (G_LIST_MODEL (self->filtered));
  gtk_single_selection_set_autoselect (self->selection, FALSE);
  gtk_single_selection_set_can_unselect (self->selection, TRUE);
  g_signal_connect_swapped (self->selection, "notify::selected", G_CALLBACK (on_selected), self);
  g_signal_connect_swapped (self->filtered, "items-changed", G_CALLBACK (update_counts), self);

  g_signal_connect (factory, "setup", G_CALLBACK (setup_row), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_row), NULL);
  self->list_view = GTK_LIST_VIEW (gtk_list_view_new (GTK_SELECTION_MODEL (g_object_ref (self->selection)),
                                                      factory));
  gtk_list_view_set_show_separators (self->list_view, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->list_view), "navigation-sidebar");
  g_signal_connect (self->list_view, "activate", G_CALLBACK (on_activate), self);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), GTK_WIDGET (self->list_view));

  self->empty_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->empty_label, TRUE);
  gtk_label_set_justify (self->empty_label, GTK_JUSTIFY_CENTER);
  gtk_widget_add_css_class (GTK_WIDGET (self->empty_label), "dim-label");
  gtk_widget_set_margin_start (GTK_WIDGET (self->empty_label), 12);
  gtk_widget_set_margin_end (GTK_WIDGET (self->empty_label), 12);

  self->stack = GTK_STACK (gtk_stack_new ());
  gtk_widget_set_vexpand (GTK_WIDGET (self->stack), TRUE);
  gtk_stack_add_named (self->stack, scrolled, "list");
  gtk_stack_add_named (self->stack, GTK_WIDGET (self->empty_label), "empty");
  gtk_box_append (GTK_BOX (self), GTK_WIDGET (self->stack));
  update_counts (self);
}
