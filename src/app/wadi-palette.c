/* wadi-palette.c: the tools and what they paint with */
#include "config.h"

#include <glib/gi18n.h>

#include "wadi-accessible.h"
#include "wadi-named-list.h"
#include "wadi-describe.h"
#include "wadi-palette.h"
#include "wadi-render.h"
#include "wadi-render-style.h"
#include "wadi-ruleset.h"

struct _WadiPalette
{
  GtkWidget parent_instance;

  /* template */
  GtkWidget *box;
  GtkWidget *stack;
  GtkWidget *terrain_list;
  GtkWidget *depression_list;
  GtkWidget *side_list;
  GtkWidget *counter_list;
  GtkWidget *elevation_mode;
  GtkWidget *elevation_level;
  GtkWidget *unit_class;
  GtkWidget *unit_side;
  GtkWidget *crest_hint;
  GtkWidget *overlay_name;
  GtkWidget *overlay_turn;
  GtkWidget *erase_mode;
  GtkWidget *area_shape;
  GtkWidget *mark_list;
  GtkWidget *road_kind;
  GtkWidget *analysis_budget;
  GtkWidget *analysis_vca;
  GtkWidget *analysis_double_time;
  GtkWidget *analysis_road;
  GtkWidget *dead_ground;
  GtkWidget *dead_side;
  GtkWidget *analysis_los_note;
  /* the legend's rows, shown as the answer has their shades */
  GtkWidget    *legend_seen;
  GtkWidget    *legend_blind;
  GtkWidget    *legend_not_seen;
  GtkWidget    *legend_reached;
  GtkWidget    *legend_dead;
  GSignalGroup *analysis_signals;

  WadiTool          *tool;
  const WadiRuleset *ruleset; /* what the lists offer */
  WadiDocument      *document;
  /* follows document: its ::changed, for the ruleset */
  GSignalGroup *document_signals;
};

G_DEFINE_FINAL_TYPE (WadiPalette, wadi_palette, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_DOCUMENT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  SETTINGS_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* What the tool does changed: the canvas's preview and status, which
 * said "a new Unit may be placed here" after Ford was chosen, follow. */
static void
settings_changed (WadiPalette *self)
{
  if (self->tool != NULL)
    g_signal_emit (self, signals[SETTINGS_CHANGED], 0);
}

/* The two Crest counters say how they are placed. */
static const char *
counter_label (WadiCounterKind kind)
{
  switch (kind)
    {
    case WADI_COUNTER_CREST:
      return _("Crest (drag toward its centre hexside)");
    case WADI_COUNTER_VEHICLE_CREST:
      return _("Vehicle Crest (at a vertex)");
    case WADI_COUNTER_FORD:
    case WADI_COUNTER_BRIDGE:
    case WADI_COUNTER_WIRE:
    case WADI_COUNTER_MINEFIELD:
    case WADI_COUNTER_FOXHOLE:
    case WADI_COUNTER_UNIT:
    case WADI_COUNTER_KIND_COUNT:
    default:
      return wadi_describe_counter_kind (kind);
    }
}

static void
draw_swatch (GtkDrawingArea *area,
             cairo_t        *cr,
             int             width,
             int             height,
             gpointer        data)
{
  WadiTerrain terrain = (WadiTerrain) GPOINTER_TO_INT (data);

  wadi_render_terrain_swatch (cr, terrain, 0.5, 0.5, width - 1, height - 1);
  cairo_rectangle (cr, 0.5, 0.5, width - 1, height - 1);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.5);
  cairo_set_line_width (cr, 1.0);
  cairo_stroke (cr);
}

static GtkWidget *
make_row (const char *text,
          int         value,
          gboolean    swatch)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *label = gtk_label_new (text);

  gtk_widget_set_margin_start (box, 6);
  gtk_widget_set_margin_end (box, 6);
  gtk_widget_set_margin_top (box, 4);
  gtk_widget_set_margin_bottom (box, 4);
  if (swatch)
    {
      GtkWidget *area = gtk_drawing_area_new ();

      gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), 20);
      gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), 16);
      gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_swatch, GINT_TO_POINTER (value), NULL);
      gtk_box_append (GTK_BOX (box), area);
    }
  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 24);
  gtk_box_append (GTK_BOX (box), label);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  /* GTK names a row by nothing it holds */
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
  g_object_set_data (G_OBJECT (row), "wadi-value", GINT_TO_POINTER (value));
  return row;
}

static int
row_value (GtkListBoxRow *row)
{
  return GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "wadi-value"));
}

static void
clear_list (GtkWidget *list)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (list)) != NULL)
    gtk_list_box_remove (GTK_LIST_BOX (list), child);
}

/* Tab and Shift+Tab leave a list at once, its choice as it was: GTK's
 * list box takes Tab for the next row, which in browse mode chose each
 * row Tab passed (an accessibility try-out left the terrain list with
 * Rubble chosen, the last row).  The arrow keys still move the choice. */
static gboolean
on_list_key_pressed (GtkEventControllerKey *controller,
                     guint                  keyval,
                     guint                  keycode,
                     GdkModifierType        state,
                     gpointer               data)
{
  GtkWidget       *list = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller));
  GtkDirectionType direction;
  gboolean         moved;

  if ((keyval != GDK_KEY_Tab && keyval != GDK_KEY_KP_Tab && keyval != GDK_KEY_ISO_Left_Tab)
      || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK)))
    return FALSE;
  direction = keyval == GDK_KEY_ISO_Left_Tab || (state & GDK_SHIFT_MASK) ? GTK_DIR_TAB_BACKWARD : GTK_DIR_TAB_FORWARD;
  /* the list and its rows passed over while the window moves the focus
   * on from them */
  gtk_widget_set_can_focus (list, FALSE);
  moved = gtk_widget_child_focus (GTK_WIDGET (gtk_widget_get_root (list)), direction);
  gtk_widget_set_can_focus (list, TRUE);
  return moved;
}

static void
tab_leaves_list (GtkWidget *list)
{
  GtkEventController *keys = gtk_event_controller_key_new ();

  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_list_key_pressed), NULL);
  gtk_widget_add_controller (list, keys);
}

/* Selects the row holding value, or the first. */
static void
select_value (GtkWidget *list,
              int        value)
{
  GtkWidget *child;

  for (child = gtk_widget_get_first_child (list); child != NULL; child = gtk_widget_get_next_sibling (child))
    if (row_value (GTK_LIST_BOX_ROW (child)) == value)
      {
        gtk_list_box_select_row (GTK_LIST_BOX (list), GTK_LIST_BOX_ROW (child));
        return;
      }
  gtk_list_box_select_row (GTK_LIST_BOX (list), gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 0));
}

static void
on_terrain_selected (GtkListBox    *list,
                     GtkListBoxRow *row,
                     WadiPalette   *self)
{
  if (row != NULL && self->tool != NULL)
    wadi_tool_get_settings (self->tool)->terrain = (WadiTerrain) row_value (row);
  settings_changed (self);
}

static void
on_depression_selected (GtkListBox    *list,
                        GtkListBoxRow *row,
                        WadiPalette   *self)
{
  if (row != NULL && self->tool != NULL)
    wadi_tool_get_settings (self->tool)->depression = (WadiDepression) row_value (row);
  settings_changed (self);
}

static void
on_side_selected (GtkListBox    *list,
                  GtkListBoxRow *row,
                  WadiPalette   *self)
{
  if (row != NULL && self->tool != NULL)
    wadi_tool_get_settings (self->tool)->side_feature = (WadiSideFeatures) row_value (row);
  settings_changed (self);
}

static void
on_mark_selected (GtkListBox    *list,
                  GtkListBoxRow *row,
                  WadiPalette   *self)
{
  if (row != NULL && self->tool != NULL)
    wadi_tool_get_settings (self->tool)->hex_flag = (WadiHexFlags) row_value (row);
  settings_changed (self);
}

static void
on_counter_selected (GtkListBox    *list,
                     GtkListBoxRow *row,
                     WadiPalette   *self)
{
  /* R turns only a Crest counter: its hint is for that kind alone (and
   * there is none to show once dispose let go of the box) */
  if (self->box != NULL)
    gtk_widget_set_visible (self->crest_hint, row != NULL && row_value (row) == WADI_COUNTER_CREST);
  if (row != NULL && self->tool != NULL)
    wadi_tool_get_settings (self->tool)->counter_kind = (WadiCounterKind) row_value (row);
  settings_changed (self);
}

static void
on_elevation_changed (WadiPalette *self)
{
  WadiToolSettings *settings;

  if (self->tool == NULL)
    return;
  settings = wadi_tool_get_settings (self->tool);
  settings->elevation_mode = (WadiElevationMode) gtk_drop_down_get_selected (GTK_DROP_DOWN (self->elevation_mode));
  settings->level = gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->elevation_level));
  gtk_widget_set_sensitive (self->elevation_level, settings->elevation_mode == WADI_ELEVATION_SET);
  settings_changed (self);
}

/* The ruleset's unit classes are the drop-down's items, in its order. */
static WadiUnitClass
unit_class_at (WadiPalette *self,
               guint        index)
{
  if (index >= self->ruleset->n_unit_classes)
    return self->ruleset->unit_classes[0];
  return self->ruleset->unit_classes[index];
}

static guint
unit_class_index (WadiPalette  *self,
                  WadiUnitClass unit_class)
{
  for (guint i = 0; i < self->ruleset->n_unit_classes; i++)
    if (self->ruleset->unit_classes[i] == unit_class)
      return i;
  return 0;
}

static void
on_unit_changed (WadiPalette *self)
{
  WadiToolSettings *settings;

  if (self->tool == NULL)
    return;
  settings = wadi_tool_get_settings (self->tool);
  settings->unit_class = unit_class_at (self, gtk_drop_down_get_selected (GTK_DROP_DOWN (self->unit_class)));
  g_free (settings->unit_side);
  settings->unit_side = g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->unit_side)));
}

/* The drop-down's items, in its order. */
static const WadiEraseMode    erase_modes[] = { WADI_ERASE_ALL, WADI_ERASE_TERRAIN, WADI_ERASE_HEXSIDES,
                                                WADI_ERASE_COUNTERS };
static const WadiSideFeatures road_kinds[] = { WADI_SIDE_ROAD, WADI_SIDE_DIRT_ROAD, WADI_SIDE_PATH };

static void
on_erase_mode_changed (WadiPalette *self)
{
  guint selected = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->erase_mode));

  if (self->tool != NULL && selected < G_N_ELEMENTS (erase_modes))
    wadi_tool_get_settings (self->tool)->erase_mode = erase_modes[selected];
  settings_changed (self);
}

static void
on_area_shape_changed (WadiPalette *self)
{
  if (self->tool != NULL)
    wadi_tool_get_settings (self->tool)->area_shape
        = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->area_shape)) == 1 ? WADI_AREA_LASSO : WADI_AREA_RECTANGLE;
  settings_changed (self);
}

static void
on_analysis_budget_changed (WadiPalette *self)
{
  if (self->tool == NULL)
    return;
  wadi_tool_get_settings (self->tool)->analysis_budget
      = gtk_spin_button_get_value (GTK_SPIN_BUTTON (self->analysis_budget));
  wadi_tool_analysis_settings_changed (self->tool);
}

/* A budget of 0 is the unit's usual allowance (wadi_analysis_default_budget
 * ()): the field says so rather than "0.0", and reads the word back. */
static gboolean
on_analysis_budget_output (WadiPalette   *self,
                           GtkSpinButton *spin)
{
  if (gtk_spin_button_get_value (spin) != 0.0)
    return FALSE;
  /* Translators: the Analysis tool's budget when it is the unit's usual allowance */
  gtk_editable_set_text (GTK_EDITABLE (spin), C_("budget", "Usual"));
  return TRUE;
}

static int
on_analysis_budget_input (WadiPalette   *self,
                          double        *value,
                          GtkSpinButton *spin)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (spin));

  if (*text != '\0' && g_strcmp0 (text, C_("budget", "Usual")) != 0)
    return FALSE;
  *value = 0.0;
  return TRUE;
}

/* The reach's mover options: the facing (the first item is Free), Double
 * Time and a road move; the reach shown, and the next, take them. */
static void
on_analysis_options_changed (WadiPalette *self)
{
  WadiToolSettings *settings;

  if (self->tool == NULL)
    return;
  settings = wadi_tool_get_settings (self->tool);
  settings->analysis_vca = (int) gtk_drop_down_get_selected (GTK_DROP_DOWN (self->analysis_vca)) - 1;
  settings->analysis_double_time = gtk_check_button_get_active (GTK_CHECK_BUTTON (self->analysis_double_time));
  settings->analysis_road = gtk_check_button_get_active (GTK_CHECK_BUTTON (self->analysis_road));
  wadi_tool_analysis_settings_changed (self->tool);
}

/* The check button and the side's name: the analysis's dead ground. */
static void
on_dead_ground_changed (WadiPalette *self)
{
  WadiAnalysis *analysis = self->tool != NULL ? wadi_tool_get_analysis (self->tool) : NULL;
  const char   *side = gtk_editable_get_text (GTK_EDITABLE (self->dead_side));

  if (analysis == NULL)
    return;
  wadi_analysis_set_dead_ground_side (analysis,
                                      gtk_check_button_get_active (GTK_CHECK_BUTTON (self->dead_ground)) ? side : NULL);
}

static void
on_analysis_clear (WadiPalette *self)
{
  if (self->tool != NULL && wadi_tool_get_analysis (self->tool) != NULL)
    wadi_analysis_clear (wadi_tool_get_analysis (self->tool));
}

static void
on_road_kind_changed (WadiPalette *self)
{
  guint selected = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->road_kind));

  if (self->tool != NULL && selected < G_N_ELEMENTS (road_kinds))
    wadi_tool_get_settings (self->tool)->road_feature = road_kinds[selected];
  settings_changed (self);
}

static void
on_overlay_turn_changed (WadiPalette *self)
{
  if (self->tool == NULL)
    return;
  wadi_tool_get_settings (self->tool)->overlay_orientation = (guint) gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->overlay_turn)) / 60u;
  settings_changed (self);
}

void
wadi_palette_sync_overlay (WadiPalette *self)
{
  WadiTool               *tool = self->tool;
  const WadiToolSettings *settings;
  g_autofree char        *name = NULL;

  if (tool == NULL)
    return;
  settings = wadi_tool_get_settings (tool);
  if (settings->overlay_id == NULL)
    name = g_strdup (_("No overlay chosen yet."));
  else if (settings->overlay_fragment != NULL)
    name = g_strdup_printf (_("Overlay %s, %d × %d hexes"), settings->overlay_id,
                               settings->overlay_fragment->cols, settings->overlay_fragment->rows);
  else
    name = g_strdup_printf (_("Overlay %s"), settings->overlay_id);
  gtk_label_set_text (GTK_LABEL (self->overlay_name), name);
  /* the spin button's handler writes back the same value */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->overlay_turn), settings->overlay_orientation * 60.0);
}

static void
fill_depression_list (WadiPalette *self)
{
  clear_list (self->depression_list);
  for (guint i = 0; i < self->ruleset->n_depressions; i++)
    gtk_list_box_append (GTK_LIST_BOX (self->depression_list),
                         make_row (wadi_describe_depression (self->ruleset->depressions[i]),
                                   self->ruleset->depressions[i], FALSE));
  gtk_list_box_append (GTK_LIST_BOX (self->depression_list),
                       make_row (_("Remove depression"), WADI_DEPRESSION_NONE, FALSE));
}

static void
fill_unit_classes (WadiPalette *self)
{
  g_autoptr(GtkStringList) classes = gtk_string_list_new (NULL);

  for (guint i = 0; i < self->ruleset->n_unit_classes; i++)
    gtk_string_list_append (classes, wadi_describe_unit_class (self->ruleset->unit_classes[i]));
  gtk_drop_down_set_model (GTK_DROP_DOWN (self->unit_class), G_LIST_MODEL (classes));
}

/* The legend shows the shades the answer shown can have: a viewshed's or
 * a reach's, blind hexes only where the ruleset's LOS finds them, dead
 * ground while a side is asked; all of them before anything is asked. */
static void
update_legend (WadiPalette *self)
{
  WadiAnalysis    *analysis = g_signal_group_dup_target (self->analysis_signals);
  WadiAnalysisMode mode = analysis != NULL ? wadi_analysis_get_mode (analysis) : WADI_ANALYSIS_NONE;
  gboolean         dead = analysis != NULL && wadi_analysis_get_dead_ground_side (analysis) != NULL;
  gboolean         nothing = mode == WADI_ANALYSIS_NONE && !dead;
  gboolean         sight = nothing || mode == WADI_ANALYSIS_VIEWSHED;

  g_clear_object (&analysis);
  gtk_widget_set_visible (self->legend_seen, sight);
  gtk_widget_set_visible (self->legend_not_seen, sight);
  gtk_widget_set_visible (self->legend_blind, sight && self->ruleset != NULL && self->ruleset->los_blind_hexes);
  gtk_widget_set_visible (self->legend_reached, nothing || mode == WADI_ANALYSIS_REACH);
  gtk_widget_set_visible (self->legend_dead, nothing || dead);
}

/* The lists offer what the ruleset's descriptor knows, in its order. */
static void
offer_ruleset (WadiPalette  *self,
               WadiRulesetId ruleset)
{
  const WadiRuleset *rules = wadi_ruleset_get (ruleset);
  WadiTool          *tool = self->tool;

  if (rules == NULL)
    rules = wadi_ruleset_get (WADI_RULESET_ASL);
  if (rules == self->ruleset)
    return;
  self->ruleset = rules;
  /* the reach's options the ruleset has (the rules say why not of a unit) */
  gtk_widget_set_sensitive (self->analysis_vca, rules->vca_rule != NULL);
  gtk_widget_set_sensitive (self->analysis_double_time, rules->double_time_mf > 0);
  gtk_widget_set_sensitive (self->analysis_road, rules->road_rule != NULL);
  /* what "Seen" is seen past: the LOS may leave out woods and such */
  gtk_label_set_text (GTK_LABEL (self->analysis_los_note), rules->los_note != NULL ? _(rules->los_note) : "");
  gtk_widget_set_visible (self->analysis_los_note, rules->los_note != NULL);
  if (self->analysis_signals != NULL)
    update_legend (self);

  /* The lists signal as they are refilled: with no tool their handlers do
   * nothing, and the tool's choices are selected again below. */
  self->tool = NULL;
  clear_list (self->terrain_list);
  for (guint i = 0; i < rules->n_terrain; i++)
    gtk_list_box_append (GTK_LIST_BOX (self->terrain_list),
                         make_row (wadi_describe_terrain (rules->terrain[i]), rules->terrain[i], TRUE));
  fill_depression_list (self);
  clear_list (self->side_list);
  for (guint i = 0; i < rules->n_side_features; i++)
    gtk_list_box_append (GTK_LIST_BOX (self->side_list),
                         make_row (wadi_describe_side_feature (rules->side_features[i]),
                                   (int) rules->side_features[i], FALSE));
  /* the road mark is the road tool's */
  clear_list (self->mark_list);
  for (guint i = 0; i < rules->n_hex_flags; i++)
    if (rules->hex_flags[i] != WADI_HEX_FLAG_ROAD)
      gtk_list_box_append (GTK_LIST_BOX (self->mark_list),
                           make_row (wadi_describe_hex_flag (rules->hex_flags[i]), (int) rules->hex_flags[i], FALSE));
  clear_list (self->counter_list);
  for (guint i = 0; i < rules->n_counters; i++)
    gtk_list_box_append (GTK_LIST_BOX (self->counter_list),
                         make_row (counter_label (rules->counters[i]), rules->counters[i], FALSE));
  fill_unit_classes (self);
  self->tool = tool;

  if (tool != NULL)
    {
      const WadiToolSettings *settings = wadi_tool_get_settings (tool);

      /* A choice the ruleset does not offer becomes its first. */
      select_value (self->terrain_list, settings->terrain);
      select_value (self->depression_list, settings->depression);
      select_value (self->side_list, (int) settings->side_feature);
      select_value (self->counter_list, settings->counter_kind);
      select_value (self->mark_list, (int) settings->hex_flag);
      gtk_drop_down_set_selected (GTK_DROP_DOWN (self->unit_class),
                                  unit_class_index (self, settings->unit_class));
      on_unit_changed (self);
      /* a reach option the ruleset lacks is let go of, not kept greyed
       * out where it would refuse every reach */
      if (rules->vca_rule == NULL)
        gtk_drop_down_set_selected (GTK_DROP_DOWN (self->analysis_vca), 0);
      if (rules->double_time_mf <= 0)
        gtk_check_button_set_active (GTK_CHECK_BUTTON (self->analysis_double_time), FALSE);
      if (rules->road_rule == NULL)
        gtk_check_button_set_active (GTK_CHECK_BUTTON (self->analysis_road), FALSE);
    }
}

/* Without a document the lists offer the ASL ruleset's choices. */
static void
sync_ruleset (WadiPalette *self)
{
  offer_ruleset (self, self->document != NULL
                           ? wadi_document_get_scenario (self->document)->ruleset
                           : WADI_RULESET_ASL);
}

static void
on_document_changed (WadiPalette      *self,
                     const WadiRegion *region)
{
  if (region->flags & (WADI_REGION_RULESET | WADI_REGION_ALL))
    sync_ruleset (self);
}

void
wadi_palette_set_document (WadiPalette  *self,
                           WadiDocument *document)
{
  g_return_if_fail (WADI_IS_PALETTE (self));
  g_return_if_fail (document == NULL || WADI_IS_DOCUMENT (document));

  if (!g_set_object (&self->document, document))
    return;
  g_signal_group_set_target (self->document_signals, document);
  sync_ruleset (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOCUMENT]);
}

WadiDocument *
wadi_palette_get_document (WadiPalette *self)
{
  g_return_val_if_fail (WADI_IS_PALETTE (self), NULL);

  return self->document;
}

const WadiRuleset *
wadi_palette_get_ruleset (WadiPalette *self)
{
  g_return_val_if_fail (WADI_IS_PALETTE (self), NULL);

  return self->ruleset;
}

void
wadi_palette_set_tool (WadiPalette *self,
                       WadiTool    *tool)
{
  WadiToolSettings wanted;
  g_autofree char *side = NULL;

  /* The widgets signal as they are set; with no tool their handlers do
   * nothing, so the tool's settings come through unchanged. */
  self->tool = NULL;
  if (tool == NULL)
    return;
  wanted = *wadi_tool_get_settings (tool);
  side = g_strdup (wanted.unit_side);

  select_value (self->terrain_list, wanted.terrain);
  select_value (self->depression_list, wanted.depression);
  select_value (self->side_list, (int) wanted.side_feature);
  select_value (self->counter_list, wanted.counter_kind);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->elevation_mode), wanted.elevation_mode);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->elevation_level), wanted.level);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->unit_class), unit_class_index (self, wanted.unit_class));
  gtk_editable_set_text (GTK_EDITABLE (self->unit_side), side != NULL ? side : "");

  for (guint i = 0; i < G_N_ELEMENTS (erase_modes); i++)
    if (erase_modes[i] == wanted.erase_mode)
      gtk_drop_down_set_selected (GTK_DROP_DOWN (self->erase_mode), i);
  for (guint i = 0; i < G_N_ELEMENTS (road_kinds); i++)
    if (road_kinds[i] == wanted.road_feature)
      gtk_drop_down_set_selected (GTK_DROP_DOWN (self->road_kind), i);
  select_value (self->mark_list, (int) wanted.hex_flag);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->area_shape), wanted.area_shape == WADI_AREA_LASSO ? 1 : 0);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->analysis_budget), wanted.analysis_budget);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->analysis_vca), (guint) (CLAMP (wanted.analysis_vca, -1, 5) + 1));
  gtk_check_button_set_active (GTK_CHECK_BUTTON (self->analysis_double_time), wanted.analysis_double_time);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (self->analysis_road), wanted.analysis_road);

  self->tool = tool;
  g_signal_group_set_target (self->analysis_signals, wadi_tool_get_analysis (tool));
  on_elevation_changed (self);
  on_unit_changed (self);
  wadi_palette_sync_overlay (self);
  update_legend (self);
}

void
wadi_palette_show_tool (WadiPalette *self,
                        WadiToolKind kind)
{
  const char *page = wadi_tool_kind_name (kind);

  if (kind == WADI_TOOL_FILL)
    page = "terrain";
  gtk_stack_set_visible_child_name (GTK_STACK (self->stack), page);
}

gboolean
wadi_palette_focus_choices (WadiPalette *self)
{
  GtkWidget *page = gtk_stack_get_visible_child (GTK_STACK (self->stack));

  return page != NULL && gtk_widget_get_visible (self->stack) && gtk_widget_child_focus (page, GTK_DIR_TAB_FORWARD);
}

static void
wadi_palette_dispose (GObject *object)
{
  WadiPalette *self = WADI_PALETTE (object);

  /* the rows signal as they go; the tool and the map may be gone by then */
  self->tool = NULL;
  g_clear_object (&self->document_signals);
  g_clear_object (&self->analysis_signals);
  g_clear_object (&self->document);
  g_clear_pointer (&self->box, gtk_widget_unparent);
  gtk_widget_dispose_template (GTK_WIDGET (self), WADI_TYPE_PALETTE);
  G_OBJECT_CLASS (wadi_palette_parent_class)->dispose (object);
}

static void
wadi_palette_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  WadiPalette *self = WADI_PALETTE (object);

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
wadi_palette_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  WadiPalette *self = WADI_PALETTE (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      wadi_palette_set_document (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wadi_palette_class_init (WadiPaletteClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = wadi_palette_dispose;
  object_class->get_property = wadi_palette_get_property;
  object_class->set_property = wadi_palette_set_property;

  /* The document whose ruleset the lists offer. */
  properties[PROP_DOCUMENT] = g_param_spec_object ("document", NULL, NULL, WADI_TYPE_DOCUMENT,
                                                   G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  /* The tool's settings changed (a terrain, a counter kind chosen ...). */
  signals[SETTINGS_CHANGED] = g_signal_new ("settings-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                            NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "wadi-palette");

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/wadieditor/Wadi/ui/wadi-palette.ui");
  gtk_widget_class_bind_template_child (widget_class, WadiPalette, box);
  gtk_widget_class_bind_template_child (widget_class, WadiPalette, stack);
  gtk_widget_class_bind_template_child (widget_class, WadiPalette, terrain_list);
  gtk_widget_class_bind_template_child (widget_class, WadiPalette, depression_list);
  gtk_widget_class_bind_template_child (widget_class, WadiPalette, side_list);
  gtk_widget_class_bind_template_child (widget_class, WadiPalette, counter_list);
  gtk_widget_class_bind_template_child (widget_class, WadiPalette, elevation_mode);
  gtk_widget_class_bind_template_child (widget_class, WadiPalette, elevation_level);
  gtk_widget_class_bind_template_child (widget_class, WadiPalette, unit_class);
  gtk_widget_class_bind_template_child (widget_class, WadiPalette, unit_side);
  gtk_widget_class_bind_template_child (widget_class, WadiPalette, crest_hint);
  gtk_widget_class_bind_template_child (widget_class, WadiPalette, overlay_name);
  gtk_widget_class_bind_template_child (widget_class, WadiPalette, overlay_turn);
  gtk_widget_class_bind_template_child (widget_class, WadiPalette, erase_mode);
  gtk_widget_class_bind_template_child (widget_class, WadiPalette, area_shape);
  gtk_widget_class_bind_template_child (widget_class, WadiPalette, mark_list);
  gtk_widget_class_bind_template_child (widget_class, WadiPalette, road_kind);
  gtk_widget_class_bind_template_callback (widget_class, on_terrain_selected);
  gtk_widget_class_bind_template_callback (widget_class, on_depression_selected);
  gtk_widget_class_bind_template_callback (widget_class, on_side_selected);
  gtk_widget_class_bind_template_callback (widget_class, on_counter_selected);
  gtk_widget_class_bind_template_callback (widget_class, on_elevation_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_unit_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_overlay_turn_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_erase_mode_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_area_shape_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_mark_selected);
  gtk_widget_class_bind_template_callback (widget_class, on_road_kind_changed);
  gtk_widget_class_bind_template_child (widget_class, WadiPalette, analysis_budget);
  gtk_widget_class_bind_template_child (widget_class, WadiPalette, analysis_vca);
  gtk_widget_class_bind_template_child (widget_class, WadiPalette, analysis_double_time);
  gtk_widget_class_bind_template_child (widget_class, WadiPalette, analysis_road);
  gtk_widget_class_bind_template_child (widget_class, WadiPalette, dead_ground);
  gtk_widget_class_bind_template_child (widget_class, WadiPalette, dead_side);
  gtk_widget_class_bind_template_child (widget_class, WadiPalette, analysis_los_note);
  gtk_widget_class_bind_template_child (widget_class, WadiPalette, legend_seen);
  gtk_widget_class_bind_template_child (widget_class, WadiPalette, legend_blind);
  gtk_widget_class_bind_template_child (widget_class, WadiPalette, legend_not_seen);
  gtk_widget_class_bind_template_child (widget_class, WadiPalette, legend_reached);
  gtk_widget_class_bind_template_child (widget_class, WadiPalette, legend_dead);
  gtk_widget_class_bind_template_callback (widget_class, on_analysis_budget_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_analysis_budget_output);
  gtk_widget_class_bind_template_callback (widget_class, on_analysis_budget_input);
  gtk_widget_class_bind_template_callback (widget_class, on_analysis_options_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_dead_ground_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_analysis_clear);
}

static void
wadi_palette_init (WadiPalette *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  wadi_accessible_name_controls (GTK_WIDGET (self));
  tab_leaves_list (self->terrain_list);
  tab_leaves_list (self->depression_list);
  tab_leaves_list (self->side_list);
  tab_leaves_list (self->mark_list);
  tab_leaves_list (self->counter_list);
  {
    /* rows a screen reader can name */
    g_autoptr(GtkListItemFactory) list_factory = wadi_named_list_factory_new (TRUE);

    gtk_drop_down_set_list_factory (GTK_DROP_DOWN (self->elevation_mode), list_factory);
    gtk_drop_down_set_list_factory (GTK_DROP_DOWN (self->unit_class), list_factory);
    gtk_drop_down_set_list_factory (GTK_DROP_DOWN (self->erase_mode), list_factory);
    gtk_drop_down_set_list_factory (GTK_DROP_DOWN (self->area_shape), list_factory);
    gtk_drop_down_set_list_factory (GTK_DROP_DOWN (self->road_kind), list_factory);
  }

  self->document_signals = g_signal_group_new (WADI_TYPE_DOCUMENT);
  g_signal_group_connect_object (self->document_signals, "changed", G_CALLBACK (on_document_changed), self,
                                 G_CONNECT_SWAPPED);
  self->analysis_signals = g_signal_group_new (WADI_TYPE_ANALYSIS);
  g_signal_group_connect_object (self->analysis_signals, "updated", G_CALLBACK (update_legend), self,
                                 G_CONNECT_SWAPPED);
  /* the lists and the unit classes */
  sync_ruleset (self);
}

GtkWidget *
wadi_palette_new (void)
{
  return g_object_new (WADI_TYPE_PALETTE, NULL);
}
