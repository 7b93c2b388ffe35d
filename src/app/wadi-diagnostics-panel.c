/* wadi-diagnostics-panel.c: every diagnostic of the scenario, live */
#include "config.h"

#include <glib/gi18n.h>

#include "wadi-diagnostics-panel.h"
#include "wadi-list-bin.h"

struct _WadiDiagnosticsPanel
{
  GtkBox parent_instance;

  WadiLiveRules *rules;
  /* follows rules: its ::updated */
  GSignalGroup       *rules_signals;
  gboolean            shown[WADI_SEVERITY_INFO + 1];
  GtkToggleButton    *toggles[WADI_SEVERITY_INFO + 1];
  GtkCustomFilter    *filter;
  GtkFilterListModel *filtered;
  GtkSliceListModel  *revealed; /* the filtered list, grown a few rows a frame */
  guint               reveal_source;
  GtkSingleSelection *selection;
  gpointer            last_activated; /* compared only, never dereferenced */

  /* template */
  GtkToggleButton *error_toggle;
  GtkToggleButton *warning_toggle;
  GtkToggleButton *info_toggle;
  GtkListView     *list_view;
  GtkStack        *stack;
  GtkLabel        *empty_label;
};

G_DEFINE_FINAL_TYPE (WadiDiagnosticsPanel, wadi_diagnostics_panel, GTK_TYPE_BOX)

enum
{
  PROP_0,
  PROP_RULES,
  N_PROPS
};

enum
{
  DIAGNOSTIC_ACTIVATED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint       signals[N_SIGNALS];

static gboolean
filter_item (gpointer item,
             gpointer data)
{
  WadiDiagnosticsPanel *self = data;
  WadiSeverity          severity = wadi_diagnostic_item_get_severity (item);

  return severity <= WADI_SEVERITY_INFO && self->shown[severity];
}

static void
update_counts (WadiDiagnosticsPanel *self)
{
  guint total = 0;

  for (int s = WADI_SEVERITY_ERROR; s <= WADI_SEVERITY_INFO; s++)
    {
      guint            n = self->rules != NULL ? wadi_live_rules_count (self->rules, (WadiSeverity) s) : 0;
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
                                        ? "list"
                                        : "empty");
}

/* The list view makes the rows of up to 200 items the moment it is told of
 * them, hidden or not; with a list of 20 000 diagnostics that took a tenth
 * of a second in the frame a map opened (issue 26).  So a new list is shown
 * a few rows a frame until that many are made, then whole. */
#define ROWS_PER_FRAME 10
#define ROWS_MADE_AT_MOST 256

static gboolean
reveal_more (gpointer data)
{
  WadiDiagnosticsPanel *self = data;
  guint                 size = gtk_slice_list_model_get_size (self->revealed);
  guint                 n = g_list_model_get_n_items (G_LIST_MODEL (self->filtered));

  if (size >= n || size >= ROWS_MADE_AT_MOST)
    {
      gtk_slice_list_model_set_size (self->revealed, G_MAXUINT);
      self->reveal_source = 0;
      return G_SOURCE_REMOVE;
    }
  gtk_slice_list_model_set_size (self->revealed, size + ROWS_PER_FRAME);
  return G_SOURCE_CONTINUE;
}

static void
reveal_gradually (WadiDiagnosticsPanel *self)
{
  gtk_slice_list_model_set_size (self->revealed, ROWS_PER_FRAME);
  if (self->reveal_source == 0)
    self->reveal_source = g_idle_add (reveal_more, self);
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
  g_return_if_fail (rules == NULL || WADI_IS_LIVE_RULES (rules));

  if (!g_set_object (&self->rules, rules))
    return;
  g_signal_group_set_target (self->rules_signals, rules);
  self->last_activated = NULL;
  reveal_gradually (self);
  gtk_filter_list_model_set_model (self->filtered, G_LIST_MODEL (rules));
  update_counts (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RULES]);
}

WadiLiveRules *
wadi_diagnostics_panel_get_rules (WadiDiagnosticsPanel *self)
{
  g_return_val_if_fail (WADI_IS_DIAGNOSTICS_PANEL (self), NULL);

  return self->rules;
}

void
wadi_diagnostics_panel_set_shown (WadiDiagnosticsPanel *self,
                                  WadiSeverity          severity,
                                  gboolean              shown)
{
  g_return_if_fail (severity <= WADI_SEVERITY_INFO);
  gtk_toggle_button_set_active (self->toggles[severity], shown);
}

/* With every severity shown there is no filter: a filter reads every
 * item, and the list makes its items (their texts) only when asked, which
 * on a map of 20 000 diagnostics took a tenth of a second when it opened. */
static void
apply_filter (WadiDiagnosticsPanel *self)
{
  gboolean all = TRUE;

  for (int s = WADI_SEVERITY_ERROR; s <= WADI_SEVERITY_INFO; s++)
    all = all && self->shown[s];
  reveal_gradually (self);
  if (all)
    gtk_filter_list_model_set_filter (self->filtered, NULL);
  else if (gtk_filter_list_model_get_filter (self->filtered) == NULL)
    gtk_filter_list_model_set_filter (self->filtered, GTK_FILTER (self->filter));
  else
    gtk_filter_changed (GTK_FILTER (self->filter), GTK_FILTER_CHANGE_DIFFERENT);
}

static void
on_toggle (GtkToggleButton      *toggle,
           WadiDiagnosticsPanel *self)
{
  for (int s = WADI_SEVERITY_ERROR; s <= WADI_SEVERITY_INFO; s++)
    if (self->toggles[s] == toggle)
      self->shown[s] = gtk_toggle_button_get_active (toggle);
  apply_filter (self);
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

/* The tooltips are asked for when shown, not set on every bind: setting one
 * makes GTK ask the X server where the pointer is, a round trip with the
 * server grabbed, and a change near the top of the list rebinds every row
 * below it (twice a row: 5 ms of a 6 ms panel update on a 33 x 10 board). */
static gboolean
query_tooltip (GtkWidget  *widget,
               int         x,
               int         y,
               gboolean    keyboard,
               GtkTooltip *tooltip,
               gpointer    data)
{
  GtkListItem        *list_item = data;
  WadiDiagnosticItem *item = gtk_list_item_get_item (list_item);

  if (item == NULL)
    return FALSE;
  /* the icon says the severity, the rest of the row the code */
  if (GTK_IS_IMAGE (widget))
    gtk_tooltip_set_text (tooltip, wadi_severity_display_name (wadi_diagnostic_item_get_severity (item)));
  else
    gtk_tooltip_set_text (tooltip, wadi_diagnostic_item_get_code (item));
  return TRUE;
}

/* A click on the row already selected jumps to it again: a German
 * try-out panned away and clicked it, and nothing moved (a click that
 * selects a row jumps once, through the selection). */
static void
on_row_pressed (GtkGestureClick *gesture,
                int              n_press,
                double           x,
                double           y,
                GtkListItem     *list_item)
{
  g_object_set_data (G_OBJECT (gesture), "was-selected", GINT_TO_POINTER (gtk_list_item_get_selected (list_item)));
}

static void
on_row_released (GtkGestureClick *gesture,
                 int              n_press,
                 double           x,
                 double           y,
                 GtkListItem     *list_item)
{
  GtkWidget            *row = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (gesture));
  GtkWidget            *panel = gtk_widget_get_ancestor (row, WADI_TYPE_DIAGNOSTICS_PANEL);
  WadiDiagnosticsPanel *self = panel != NULL ? WADI_DIAGNOSTICS_PANEL (panel) : NULL;
  GObject              *item = gtk_list_item_get_item (list_item);

  if (n_press != 1 || self == NULL || item == NULL || !g_object_get_data (G_OBJECT (gesture), "was-selected"))
    return;
  self->last_activated = item;
  g_signal_emit (self, signals[DIAGNOSTIC_ACTIVATED], 0, item);
}

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
  /* as wide as it may grow, whatever it says: a wrapped label whose
   * widths vary is laid out again at every width the list is measured
   * at, each time a row comes (a third of an edit's time on a 33 x 10
   * board went to shaping text so) */
  gtk_label_set_width_chars (GTK_LABEL (message), 30);
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
  /* the list item owns the row, so it outlives these handlers */
  gtk_widget_set_has_tooltip (row, TRUE);
  g_signal_connect (row, "query-tooltip", G_CALLBACK (query_tooltip), list_item);
  gtk_widget_set_has_tooltip (icon, TRUE);
  g_signal_connect (icon, "query-tooltip", G_CALLBACK (query_tooltip), list_item);
  {
    GtkGesture *click = gtk_gesture_click_new ();

    g_signal_connect (click, "pressed", G_CALLBACK (on_row_pressed), list_item);
    g_signal_connect (click, "released", G_CALLBACK (on_row_released), list_item);
    gtk_widget_add_controller (row, GTK_EVENT_CONTROLLER (click));
  }
  gtk_list_item_set_child (list_item, row);
}

static void
bind_row (GtkSignalListItemFactory *factory,
          GtkListItem              *list_item,
          gpointer                  data)
{
  static const char *const severity_classes[] = { "error", "warning", "accent" };
  WadiDiagnosticItem      *item = gtk_list_item_get_item (list_item);
  GtkWidget               *row = gtk_list_item_get_child (list_item);
  GtkWidget               *icon = g_object_get_data (G_OBJECT (row), "icon");
  WadiSeverity             severity = wadi_diagnostic_item_get_severity (item);

  /* GTK 4.8 binds every row below an inserted one again, to the item it
   * shows already: nothing to change then, and nothing to measure again.
   * The row holds the item, so no other can take its address. */
  if (g_object_get_data (G_OBJECT (row), "shown") == item)
    return;
  g_object_set_data_full (G_OBJECT (row), "shown", g_object_ref (item), g_object_unref);
  gtk_image_set_from_icon_name (GTK_IMAGE (icon), wadi_severity_icon_name (severity));
  for (guint i = 0; i < G_N_ELEMENTS (severity_classes); i++)
    gtk_widget_remove_css_class (icon, severity_classes[i]);
  if (severity <= WADI_SEVERITY_INFO)
    gtk_widget_add_css_class (icon, severity_classes[severity]);
  gtk_accessible_update_property (GTK_ACCESSIBLE (icon), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  wadi_severity_display_name (severity), -1);
  gtk_label_set_text (g_object_get_data (G_OBJECT (row), "location"), wadi_diagnostic_item_get_location (item));
  gtk_label_set_text (g_object_get_data (G_OBJECT (row), "rule"), wadi_diagnostic_item_get_rule (item));
  gtk_label_set_text (g_object_get_data (G_OBJECT (row), "message"), wadi_diagnostic_item_get_message (item));
  /* the list's row, which a screen reader reads, named by what it shows
   * (GTK 4.8 names a row by nothing it holds) */
  if (gtk_widget_get_parent (row) != NULL)
    {
      /* TRANSLATORS: a diagnostics row read aloud: "Error 14T6 (B20.8): message" */
      g_autofree char *name = g_strdup_printf (_("%s %s (%s): %s"), wadi_severity_display_name (severity),
                                                  wadi_diagnostic_item_get_location (item),
                                                  wadi_diagnostic_item_get_rule (item),
                                                  wadi_diagnostic_item_get_message (item));

      gtk_accessible_update_property (GTK_ACCESSIBLE (gtk_widget_get_parent (row)), GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                      -1);
    }
}

void
wadi_diagnostics_panel_focus_list (WadiDiagnosticsPanel *self)
{
  g_return_if_fail (WADI_IS_DIAGNOSTICS_PANEL (self));

  if (gtk_widget_is_visible (GTK_WIDGET (self->list_view)))
    gtk_widget_grab_focus (GTK_WIDGET (self->list_view));
}

/* GObject */

static void
wadi_diagnostics_panel_dispose (GObject *object)
{
  WadiDiagnosticsPanel *self = WADI_DIAGNOSTICS_PANEL (object);

  g_clear_handle_id (&self->reveal_source, g_source_remove);
  g_clear_object (&self->rules_signals);
  g_clear_object (&self->rules);
  if (self->list_view != NULL)
    gtk_list_view_set_model (self->list_view, NULL);
  g_clear_object (&self->selection);
  g_clear_object (&self->filter);
  gtk_widget_dispose_template (GTK_WIDGET (self), WADI_TYPE_DIAGNOSTICS_PANEL);
  G_OBJECT_CLASS (wadi_diagnostics_panel_parent_class)->dispose (object);
}

static void
wadi_diagnostics_panel_get_property (GObject    *object,
                                     guint       prop_id,
                                     GValue     *value,
                                     GParamSpec *pspec)
{
  WadiDiagnosticsPanel *self = WADI_DIAGNOSTICS_PANEL (object);

  switch (prop_id)
    {
    case PROP_RULES:
      g_value_set_object (value, self->rules);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wadi_diagnostics_panel_set_property (GObject      *object,
                                     guint         prop_id,
                                     const GValue *value,
                                     GParamSpec   *pspec)
{
  WadiDiagnosticsPanel *self = WADI_DIAGNOSTICS_PANEL (object);

  switch (prop_id)
    {
    case PROP_RULES:
      wadi_diagnostics_panel_set_rules (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wadi_diagnostics_panel_class_init (WadiDiagnosticsPanelClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = wadi_diagnostics_panel_dispose;
  object_class->get_property = wadi_diagnostics_panel_get_property;
  object_class->set_property = wadi_diagnostics_panel_set_property;

  /* The live rules whose diagnostics are listed. */
  properties[PROP_RULES] = g_param_spec_object ("rules", NULL, NULL, WADI_TYPE_LIVE_RULES,
                                                G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[DIAGNOSTIC_ACTIVATED] = g_signal_new ("diagnostic-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                                NULL, NULL, NULL, G_TYPE_NONE, 1, WADI_TYPE_DIAGNOSTIC_ITEM);

  g_type_ensure (WADI_TYPE_LIST_BIN);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/wadieditor/Wadi/ui/wadi-diagnostics-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, WadiDiagnosticsPanel, error_toggle);
  gtk_widget_class_bind_template_child (widget_class, WadiDiagnosticsPanel, warning_toggle);
  gtk_widget_class_bind_template_child (widget_class, WadiDiagnosticsPanel, info_toggle);
  gtk_widget_class_bind_template_child (widget_class, WadiDiagnosticsPanel, list_view);
  gtk_widget_class_bind_template_child (widget_class, WadiDiagnosticsPanel, stack);
  gtk_widget_class_bind_template_child (widget_class, WadiDiagnosticsPanel, empty_label);
  gtk_widget_class_bind_template_callback (widget_class, on_toggle);
  gtk_widget_class_bind_template_callback (widget_class, on_activate);
  gtk_widget_class_bind_template_callback (widget_class, setup_row);
  gtk_widget_class_bind_template_callback (widget_class, bind_row);
}

static void
wadi_diagnostics_panel_init (WadiDiagnosticsPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->toggles[WADI_SEVERITY_ERROR] = self->error_toggle;
  self->toggles[WADI_SEVERITY_WARNING] = self->warning_toggle;
  self->toggles[WADI_SEVERITY_INFO] = self->info_toggle;
  for (int s = WADI_SEVERITY_ERROR; s <= WADI_SEVERITY_INFO; s++)
    self->shown[s] = gtk_toggle_button_get_active (self->toggles[s]);

  self->rules_signals = g_signal_group_new (WADI_TYPE_LIVE_RULES);
  g_signal_group_connect_object (self->rules_signals, "updated", G_CALLBACK (on_rules_updated), self,
                                 G_CONNECT_SWAPPED);

  self->filter = gtk_custom_filter_new (filter_item, self, NULL);
  self->filtered = gtk_filter_list_model_new (NULL, NULL);
  self->revealed = gtk_slice_list_model_new (G_LIST_MODEL (self->filtered), 0, G_MAXUINT);
  apply_filter (self);
  self->selection = gtk_single_selection_new (G_LIST_MODEL (self->revealed));
  gtk_single_selection_set_autoselect (self->selection, FALSE);
  gtk_single_selection_set_can_unselect (self->selection, TRUE);
  g_signal_connect_swapped (self->selection, "notify::selected", G_CALLBACK (on_selected), self);
  g_signal_connect_swapped (self->filtered, "items-changed", G_CALLBACK (update_counts), self);
  gtk_list_view_set_model (self->list_view, GTK_SELECTION_MODEL (self->selection));
  update_counts (self);
}
