/* wadi-ssr-panel.c: the scenario special rules and the ruleset */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "wadi-ruleset.h"
#include "wadi-ssr-panel.h"

struct _WadiSsrPanel
{
  GtkBox parent_instance;

  WadiDocument *document;
  gulong changed_handler;
  gboolean syncing;         /* filling the widgets from the document: no edits */

  AdwComboRow *ruleset_row;
  AdwPreferencesGroup *streams_group;
  AdwComboRow *depth_row;
  GtkSwitch *frozen_switch;
  GtkSwitch *snow_switch;
  AdwPreferencesGroup *toi_group;
  GtkSwitch *wadi_rules_switch;
  GtkSwitch *bridges_switch;
  AdwPreferencesGroup *no_ssr_group;  /* for a ruleset that reads no SSR */
};

G_DEFINE_FINAL_TYPE (WadiSsrPanel, wadi_ssr_panel, GTK_TYPE_BOX)

/* The row of an SSR shows when the ruleset reads it. */
static gboolean
show_ssr (GtkWidget         *widget,
          const WadiRuleset *ruleset,
          WadiRulesetSsr     ssr)
{
  GtkWidget *row = gtk_widget_get_ancestor (widget, ADW_TYPE_PREFERENCES_ROW);
  gboolean shown = wadi_ruleset_reads_ssr (ruleset, ssr);

  gtk_widget_set_visible (row != NULL ? row : widget, shown);
  return shown;
}

static void
sync_from_document (WadiSsrPanel *self)
{
  const WadiScenario *scenario;
  const WadiRuleset *ruleset;
  gboolean streams = FALSE;
  gboolean toi = FALSE;

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
on_document_changed (WadiSsrPanel *self,
                     WadiRegion   *region)
{
  if (region->flags & (WADI_REGION_SSR | WADI_REGION_RULESET | WADI_REGION_ALL))
    sync_from_document (self);
}

void
wadi_ssr_panel_set_document (WadiSsrPanel *self,
                             WadiDocument *document)
{
  g_return_if_fail (WADI_IS_SSR_PANEL (self));

  if (self->document != NULL)
    g_clear_signal_handler (&self->changed_handler, self->document);
  g_set_object (&self->document, document);
  if (document != NULL)
    self->changed_handler = g_signal_connect_swapped (document, "changed", G_CALLBACK (on_document_changed), self);
  sync_from_document (self);
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
  guint depth;

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

static GtkSwitch *
add_switch_row (WadiSsrPanel        *self,
                AdwPreferencesGroup *group,
                const char          *title,
                const char          *subtitle)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *toggle = gtk_switch_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), toggle);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), toggle);
  g_signal_connect_swapped (toggle, "notify::active", G_CALLBACK (on_ssr_widget_changed), self);
  adw_preferences_group_add (group, row);
  return GTK_SWITCH (toggle);
}

static AdwComboRow *
add_combo_row (AdwPreferencesGroup *group,
               const char          *title,
               const char * const  *choices)
{
  GtkWidget *row = adw_combo_row_new ();
  g_autoptr(GtkStringList) model = gtk_string_list_new (NULL);

  for (guint i = 0; choices[i] != NULL; i++)
    gtk_string_list_append (model, _(choices[i]));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (model));
  adw_preferences_group_add (group, row);
  return ADW_COMBO_ROW (row);
}

static AdwPreferencesGroup *
add_group (WadiSsrPanel *self,
           const char   *title,
           const char   *description)
{
  GtkWidget *group = adw_preferences_group_new ();

  if (title != NULL)
    adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  if (description != NULL)
    adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), description);
  gtk_box_append (GTK_BOX (self), group);
  return ADW_PREFERENCES_GROUP (group);
}

static void
wadi_ssr_panel_dispose (GObject *object)
{
  WadiSsrPanel *self = WADI_SSR_PANEL (object);

  if (self->document != NULL)
    g_clear_signal_handler (&self->changed_handler, self->document);
  g_clear_object (&self->document);
  G_OBJECT_CLASS (wadi_ssr_panel_parent_class)->dispose (object);
}

static void
wadi_ssr_panel_class_init (WadiSsrPanelClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = wadi_ssr_panel_dispose;
}

static void
wadi_ssr_panel_init (WadiSsrPanel *self)
{
  /* in WadiStreamDepth order */
  static const char * const depths[] = { N_("Dry"), N_("Shallow"), N_("Deep"), N_("Flooded"), NULL };
  const char *rulesets[WADI_RULESET_COUNT + 1] = { NULL };
  AdwPreferencesGroup *group;

  /* in WadiRulesetId order, by their display names */
  for (guint i = 0; i < WADI_RULESET_COUNT; i++)
    rulesets[i] = wadi_ruleset_get (i)->display_name;
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 18);
  gtk_widget_set_margin_start (GTK_WIDGET (self), 12);
  gtk_widget_set_margin_end (GTK_WIDGET (self), 12);
  gtk_widget_set_margin_top (GTK_WIDGET (self), 12);
  gtk_widget_set_margin_bottom (GTK_WIDGET (self), 12);

  group = add_group (self, _("Ruleset"), _("Terrain and counters the ruleset does not know are flagged."));
  self->ruleset_row = add_combo_row (group, _("Played under"), rulesets);
  g_signal_connect_swapped (self->ruleset_row, "notify::selected", G_CALLBACK (on_ruleset_selected), self);

  self->streams_group = add_group (self, _("Streams"), _("B20.4, B20.7"));
  self->depth_row = add_combo_row (self->streams_group, _("Stream depth"), depths);
  g_signal_connect_swapped (self->depth_row, "notify::selected", G_CALLBACK (on_ssr_widget_changed), self);
  self->frozen_switch = add_switch_row (self, self->streams_group, _("Frozen"), _("A frozen stream is dry"));
  self->snow_switch = add_switch_row (self, self->streams_group, _("Snow"),
                                      _("Water in a stream is frigid"));

  self->toi_group = add_group (self, _("Tide of Iron"), _("Days of the Fox"));
  self->wadi_rules_switch = add_switch_row (self, self->toi_group, _("Wadi rules"),
                                            _("Off: wadi hexes are crevasse terrain"));
  self->bridges_switch = add_switch_row (self, self->toi_group, _("Bridges over streams block LOS"),
                                         _("Wadi rule 4"));

  self->no_ssr_group = add_group (self, NULL, _("The ruleset has no special rules to set."));
  sync_from_document (self);
}
