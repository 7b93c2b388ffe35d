/* wadi-ssr-panel.c: the scenario special rules and the ruleset */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "wadi-named-list.h"
#include "wadi-ruleset.h"
#include "wadi-ssr-panel.h"

struct _WadiSsrPanel
{
  GtkBox parent_instance;

  WadiDocument *document;
  /* follows document: its ::changed */
  GSignalGroup *document_signals;
  gboolean      syncing; /* filling the widgets from the document: no edits */

  /* template */
  AdwComboRow         *ruleset_row;
  AdwPreferencesGroup *streams_group;
  AdwComboRow         *depth_row;
  GtkSwitch           *frozen_switch;
  GtkSwitch           *snow_switch;
  AdwPreferencesGroup *toi_group;
  GtkSwitch           *wadi_rules_switch;
  GtkSwitch           *bridges_switch;
  AdwPreferencesGroup *no_ssr_group; /* for a ruleset that reads no SSR */
};

G_DEFINE_FINAL_TYPE (WadiSsrPanel, wadi_ssr_panel, GTK_TYPE_BOX)

enum
{
  PROP_0,
  PROP_DOCUMENT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The row of an SSR shows when the ruleset reads it. */
static gboolean
show_ssr (GtkWidget         *widget,
          const WadiRuleset *ruleset,
          WadiRulesetSsr     ssr)
{
  GtkWidget *row = gtk_widget_get_ancestor (widget, ADW_TYPE_PREFERENCES_ROW);
  gboolean   shown = wadi_ruleset_reads_ssr (ruleset, ssr);

  gtk_widget_set_visible (row != NULL ? row : widget, shown);
  return shown;
}

static void
sync_from_document (WadiSsrPanel *self)
{
  const WadiScenario *scenario;
  const WadiRuleset  *ruleset;
  gboolean            streams = FALSE;
  gboolean            toi = FALSE;

  gtk_widget_set_sensitive (GTK_WIDGET (self), self->document != NULL);
  if (self->document == NULL)
    return;
  scenario = wadi_document_get_scenario (self->document);
  self->syncing = TRUE;
  adw_combo_row_set_selected (self->ruleset_row, scenario->ruleset);
  adw_combo_row_set_selected (self->depth_row, scenario->ssr.stream_depth);
  gtk_switch_set_active (self->frozen_switch, scenario->ssr.frozen);
  gtk_switch_set_active (self->snow_switch, scenario->ssr.snow);
  gtk_switch_set_active (self->wadi_rules_switch, scenario->ssr.toi_wadi_rules);
  gtk_switch_set_active (self->bridges_switch, scenario->ssr.toi_stream_bridges_block_los);
  /* the SSRs the scenario's ruleset reads */
  ruleset = wadi_ruleset_get (scenario->ruleset);
  streams |= show_ssr (GTK_WIDGET (self->depth_row), ruleset, WADI_RULESET_SSR_STREAM_DEPTH);
  streams |= show_ssr (GTK_WIDGET (self->frozen_switch), ruleset, WADI_RULESET_SSR_FROZEN);
  streams |= show_ssr (GTK_WIDGET (self->snow_switch), ruleset, WADI_RULESET_SSR_SNOW);
  toi |= show_ssr (GTK_WIDGET (self->wadi_rules_switch), ruleset, WADI_RULESET_SSR_TOI_WADI_RULES);
  toi |= show_ssr (GTK_WIDGET (self->bridges_switch), ruleset, WADI_RULESET_SSR_TOI_STREAM_BRIDGES_BLOCK_LOS);
  gtk_widget_set_visible (GTK_WIDGET (self->streams_group), streams);
  gtk_widget_set_visible (GTK_WIDGET (self->toi_group), toi);
  gtk_widget_set_visible (GTK_WIDGET (self->no_ssr_group), ruleset != NULL && ruleset->ssrs == 0);
  if (ruleset != NULL)
    adw_preferences_group_set_title (self->no_ssr_group, _(ruleset->display_name));
  self->syncing = FALSE;
}

static void
on_document_changed (WadiSsrPanel     *self,
                     const WadiRegion *region)
{
  if (region->flags & (WADI_REGION_SSR | WADI_REGION_RULESET | WADI_REGION_ALL))
    sync_from_document (self);
}

void
wadi_ssr_panel_set_document (WadiSsrPanel *self,
                             WadiDocument *document)
{
  g_return_if_fail (WADI_IS_SSR_PANEL (self));
  g_return_if_fail (document == NULL || WADI_IS_DOCUMENT (document));

  if (!g_set_object (&self->document, document))
    return;
  g_signal_group_set_target (self->document_signals, document);
  sync_from_document (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOCUMENT]);
}

WadiDocument *
wadi_ssr_panel_get_document (WadiSsrPanel *self)
{
  g_return_val_if_fail (WADI_IS_SSR_PANEL (self), NULL);

  return self->document;
}

AdwComboRow *
wadi_ssr_panel_get_ruleset_row (WadiSsrPanel *self)
{
  return self->ruleset_row;
}

AdwComboRow *
wadi_ssr_panel_get_depth_row (WadiSsrPanel *self)
{
  return self->depth_row;
}

/* One edit per change, and only a real change. */
static void
on_ssr_widget_changed (WadiSsrPanel *self)
{
  WadiSsr ssr;
  guint   depth;

  if (self->syncing || self->document == NULL)
    return;
  ssr = wadi_document_get_scenario (self->document)->ssr;
  depth = adw_combo_row_get_selected (self->depth_row);
  if (depth < WADI_STREAM_DEPTH_COUNT)
    ssr.stream_depth = (WadiStreamDepth) depth;
  ssr.frozen = gtk_switch_get_active (self->frozen_switch);
  ssr.snow = gtk_switch_get_active (self->snow_switch);
  ssr.toi_wadi_rules = gtk_switch_get_active (self->wadi_rules_switch);
  ssr.toi_stream_bridges_block_los = gtk_switch_get_active (self->bridges_switch);
  if (memcmp (&ssr, &wadi_document_get_scenario (self->document)->ssr, sizeof ssr) == 0)
    return;
  wadi_document_set_ssr (self->document, &ssr);
}

static void
on_ruleset_selected (WadiSsrPanel *self)
{
  guint ruleset = adw_combo_row_get_selected (self->ruleset_row);

  if (self->syncing || self->document == NULL || ruleset >= WADI_RULESET_COUNT
      || ruleset == wadi_document_get_scenario (self->document)->ruleset)
    return;
  wadi_document_set_ruleset (self->document, (WadiRulesetId) ruleset);
}

static void
wadi_ssr_panel_dispose (GObject *object)
{
  WadiSsrPanel *self = WADI_SSR_PANEL (object);

  g_clear_object (&self->document_signals);
  g_clear_object (&self->document);
  gtk_widget_dispose_template (GTK_WIDGET (self), WADI_TYPE_SSR_PANEL);
  G_OBJECT_CLASS (wadi_ssr_panel_parent_class)->dispose (object);
}

static void
wadi_ssr_panel_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  WadiSsrPanel *self = WADI_SSR_PANEL (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      g_value_set_object (value, self->document);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wadi_ssr_panel_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  WadiSsrPanel *self = WADI_SSR_PANEL (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      wadi_ssr_panel_set_document (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wadi_ssr_panel_class_init (WadiSsrPanelClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = wadi_ssr_panel_dispose;
  object_class->get_property = wadi_ssr_panel_get_property;
  object_class->set_property = wadi_ssr_panel_set_property;

  /* The document whose SSRs and ruleset are shown and edited. */
  properties[PROP_DOCUMENT] = g_param_spec_object ("document", NULL, NULL, WADI_TYPE_DOCUMENT,
                                                   G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/wadieditor/Wadi/ui/wadi-ssr-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, WadiSsrPanel, ruleset_row);
  gtk_widget_class_bind_template_child (widget_class, WadiSsrPanel, streams_group);
  gtk_widget_class_bind_template_child (widget_class, WadiSsrPanel, depth_row);
  gtk_widget_class_bind_template_child (widget_class, WadiSsrPanel, frozen_switch);
  gtk_widget_class_bind_template_child (widget_class, WadiSsrPanel, snow_switch);
  gtk_widget_class_bind_template_child (widget_class, WadiSsrPanel, toi_group);
  gtk_widget_class_bind_template_child (widget_class, WadiSsrPanel, wadi_rules_switch);
  gtk_widget_class_bind_template_child (widget_class, WadiSsrPanel, bridges_switch);
  gtk_widget_class_bind_template_child (widget_class, WadiSsrPanel, no_ssr_group);
  gtk_widget_class_bind_template_callback (widget_class, on_ruleset_selected);
  gtk_widget_class_bind_template_callback (widget_class, on_ssr_widget_changed);
}

static void
wadi_ssr_panel_init (WadiSsrPanel *self)
{
  g_autoptr(GtkStringList) rulesets = gtk_string_list_new (NULL);

  gtk_widget_init_template (GTK_WIDGET (self));
  /* rows a screen reader can name */
  wadi_named_list_apply (self->ruleset_row);
  wadi_named_list_apply (self->depth_row);

  self->document_signals = g_signal_group_new (WADI_TYPE_DOCUMENT);
  g_signal_group_connect_object (self->document_signals, "changed", G_CALLBACK (on_document_changed), self,
                                 G_CONNECT_SWAPPED);

  /* in WadiRulesetId order, by their display names */
  for (guint i = 0; i < WADI_RULESET_COUNT; i++)
    gtk_string_list_append (rulesets, _(wadi_ruleset_get (i)->display_name));
  adw_combo_row_set_model (self->ruleset_row, G_LIST_MODEL (rulesets));
  sync_from_document (self);
}
