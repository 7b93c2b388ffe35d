/* wadi-palette.c: the tools and what they paint with */
#include "config.h"

#include <glib/gi18n.h>

#include "wadi-describe.h"
#include "wadi-palette.h"
#include "wadi-render-style.h"
#include "wadi-ruleset.h"

struct _WadiPalette
{
  GtkWidget parent_instance;

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
  GtkWidget *overlay_name;
  GtkWidget *overlay_turn;
  WadiTool *tool;
  const WadiRuleset *ruleset;  /* what the lists offer */
  WadiDocument *document;
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
  WadiRgb color = wadi_style_terrain_color ((WadiTerrain) GPOINTER_TO_INT (data));

  cairo_rectangle (cr, 0.5, 0.5, width - 1, height - 1);
  cairo_set_source_rgb (cr, color.red, color.green, color.blue);
  cairo_fill_preserve (cr);
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
}

static void
on_depression_selected (GtkListBox    *list,
                        GtkListBoxRow *row,
                        WadiPalette   *self)
{
  if (row != NULL && self->tool != NULL)
    wadi_tool_get_settings (self->tool)->depression = (WadiDepression) row_value (row);
}

static void
on_side_selected (GtkListBox    *list,
                  GtkListBoxRow *row,
                  WadiPalette   *self)
{
  if (row != NULL && self->tool != NULL)
    wadi_tool_get_settings (self->tool)->side_feature = (WadiSideFeatures) row_value (row);
}

static void
on_counter_selected (GtkListBox    *list,
                     GtkListBoxRow *row,
                     WadiPalette   *self)
{
  if (row != NULL && self->tool != NULL)
    wadi_tool_get_settings (self->tool)->counter_kind = (WadiCounterKind) row_value (row);
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
unit_class_index (WadiPalette   *self,
                  WadiUnitClass  unit_class)
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

static void
on_overlay_turn_changed (WadiPalette *self)
{
  if (self->tool == NULL)
    return;
  wadi_tool_get_settings (self->tool)->overlay_orientation =
    (guint) gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->overlay_turn)) / 60u;
}

void
wadi_palette_sync_overlay (WadiPalette *self)
{
  WadiTool *tool = self->tool;
  const WadiToolSettings *settings;
  g_autofree char *name = NULL;

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

static GtkWidget *
make_list (WadiPalette *self,
           GCallback    on_selected)
{
  GtkWidget *list = gtk_list_box_new ();

  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_BROWSE);
  gtk_widget_add_css_class (list, "boxed-list");
  g_signal_connect (list, "row-selected", on_selected, self);
  return list;
}

static GtkWidget *
make_page (GtkWidget  *stack,
           const char *name,
           const char *title)
{
  GtkWidget *page = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  GtkWidget *heading = gtk_label_new (title);

  gtk_label_set_xalign (GTK_LABEL (heading), 0.0);
  gtk_widget_add_css_class (heading, "heading");
  gtk_box_append (GTK_BOX (page), heading);
  gtk_stack_add_named (GTK_STACK (stack), page, name);
  return page;
}

static void
add_hint (GtkWidget  *page,
          const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  /* wrapped text would otherwise ask for its whole length as width */
  gtk_label_set_max_width_chars (GTK_LABEL (label), 24);
  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_widget_add_css_class (label, "dim-label");
  gtk_box_append (GTK_BOX (page), label);
}

static GtkWidget *
make_tool_buttons (void)
{
  static const struct
  {
    const char *name;
    const char *label;
    const char *key;
  } tools[] = {
    { "select", N_("Select"), "V" },
    { "terrain", N_("Terrain"), "B" },
    { "elevation", N_("Elevation"), "E" },
    { "depression", N_("Depression"), "D" },
    { "hexside", N_("Hexside"), "H" },
    { "counter", N_("Counter"), "C" },
    { "eraser", N_("Eraser"), "X" },
    { "fill", N_("Fill"), "F" },
    { "overlay", N_("Overlay"), "O" },
  };
  GtkWidget *grid = gtk_grid_new ();

  gtk_grid_set_row_spacing (GTK_GRID (grid), 4);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 4);
  gtk_grid_set_column_homogeneous (GTK_GRID (grid), TRUE);
  for (guint i = 0; i < G_N_ELEMENTS (tools); i++)
    {
      GtkWidget *button = gtk_toggle_button_new_with_label (_(tools[i].label));
      g_autofree char *tip = g_strdup_printf ("%s (%s)", _(tools[i].label), tools[i].key);

      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "win.tool");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", tools[i].name);
      gtk_widget_set_tooltip_text (button, tip);
      gtk_grid_attach (GTK_GRID (grid), button, (int) (i % 2), (int) (i / 2), 1, 1);
    }
  return grid;
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

/* The lists offer what the ruleset's descriptor knows, in its order. */
static void
offer_ruleset (WadiPalette   *self,
               WadiRulesetId  ruleset)
{
  const WadiRuleset *rules = wadi_ruleset_get (ruleset);
  WadiTool *tool = self->tool;

  if (rules == NULL)
    rules = wadi_ruleset_get (WADI_RULESET_ASL);
  if (rules == self->ruleset)
    return;
  self->ruleset = rules;

  /* The lists signal as they are refilled: with no tool their handlers do
   * nothing, and the tool's choices are selected again below. */
  self->tool = NULL;
  clear_list (self->terrain_list);
  for (guint i = 0; i < rules->n_terrain; i++)
    gtk_list_box_append (GTK_LIST_BOX (self->terrain_list),
                         make_row (wadi_terrain_display_name (rules->terrain[i]), rules->terrain[i], TRUE));
  fill_depression_list (self);
  clear_list (self->side_list);
  for (guint i = 0; i < rules->n_side_features; i++)
    gtk_list_box_append (GTK_LIST_BOX (self->side_list),
                         make_row (wadi_describe_side_feature (rules->side_features[i]),
                                   (int) rules->side_features[i], FALSE));
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
      gtk_drop_down_set_selected (GTK_DROP_DOWN (self->unit_class),
                                  unit_class_index (self, settings->unit_class));
      on_unit_changed (self);
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

  self->tool = tool;
  on_elevation_changed (self);
  on_unit_changed (self);
  wadi_palette_sync_overlay (self);
}

void
wadi_palette_show_tool (WadiPalette  *self,
                        WadiToolKind  kind)
{
  const char *page = wadi_tool_kind_name (kind);

  if (kind == WADI_TOOL_FILL)
    page = "terrain";
  gtk_stack_set_visible_child_name (GTK_STACK (self->stack), page);
}

static void
wadi_palette_dispose (GObject *object)
{
  WadiPalette *self = WADI_PALETTE (object);

  g_clear_object (&self->document_signals);
  g_clear_object (&self->document);
  g_clear_pointer (&self->box, gtk_widget_unparent);
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
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = wadi_palette_dispose;
  object_class->get_property = wadi_palette_get_property;
  object_class->set_property = wadi_palette_set_property;

  /* The document whose ruleset the lists offer. */
  properties[PROP_DOCUMENT] =
    g_param_spec_object ("document", NULL, NULL, WADI_TYPE_DOCUMENT,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (GTK_WIDGET_CLASS (klass), GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (GTK_WIDGET_CLASS (klass), "wadi-palette");
}

static void
wadi_palette_init (WadiPalette *self)
{
  static const char * const modes[] = { N_("Raise"), N_("Lower"), N_("Set to level"), NULL };
  GtkWidget *page;
  GtkWidget *row;
  g_autoptr(GtkStringList) mode_list = gtk_string_list_new (NULL);

  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  gtk_widget_set_margin_start (self->box, 12);
  gtk_widget_set_margin_end (self->box, 12);
  gtk_widget_set_margin_top (self->box, 12);
  gtk_widget_set_margin_bottom (self->box, 12);

  gtk_box_append (GTK_BOX (self->box), make_tool_buttons ());
  self->stack = gtk_stack_new ();
  gtk_box_append (GTK_BOX (self->box), self->stack);

  page = make_page (self->stack, "select", _("Select"));
  add_hint (page, _("Click a hex to see what it holds. Middle-drag or Space-drag pans, Ctrl+scroll zooms."));

  page = make_page (self->stack, "terrain", _("Terrain"));
  self->terrain_list = make_list (self, G_CALLBACK (on_terrain_selected));
  gtk_box_append (GTK_BOX (page), self->terrain_list);
  add_hint (page, _("Drag to paint; Shift draws a straight line. The Fill tool floods connected hexes of the same terrain and level."));

  page = make_page (self->stack, "elevation", _("Elevation"));
  for (guint i = 0; modes[i] != NULL; i++)
    gtk_string_list_append (mode_list, _(modes[i]));
  self->elevation_mode = gtk_drop_down_new (G_LIST_MODEL (g_object_ref (mode_list)), NULL);
  g_signal_connect_swapped (self->elevation_mode, "notify::selected", G_CALLBACK (on_elevation_changed), self);
  gtk_box_append (GTK_BOX (page), self->elevation_mode);
  self->elevation_level = gtk_spin_button_new_with_range (WADI_TOOL_MIN_LEVEL, WADI_TOOL_MAX_LEVEL, 1);
  g_signal_connect_swapped (self->elevation_level, "value-changed", G_CALLBACK (on_elevation_changed), self);
  gtk_box_append (GTK_BOX (page), self->elevation_level);
  add_hint (page, _("Ctrl does the opposite of Raise or Lower. A depression keeps its depth."));

  page = make_page (self->stack, "depression", _("Depression"));
  self->depression_list = make_list (self, G_CALLBACK (on_depression_selected));
  gtk_box_append (GTK_BOX (page), self->depression_list);
  add_hint (page, _("Drag from hex to hex: the depression runs through the hexsides between them."));

  page = make_page (self->stack, "hexside", _("Hexside"));
  self->side_list = make_list (self, G_CALLBACK (on_side_selected));
  gtk_box_append (GTK_BOX (page), self->side_list);
  add_hint (page, _("Drag along hexsides. A stroke that starts on the feature removes it; Ctrl always removes."));

  page = make_page (self->stack, "counter", _("Counter"));
  self->counter_list = make_list (self, G_CALLBACK (on_counter_selected));
  gtk_box_append (GTK_BOX (page), self->counter_list);
  /* offer_ruleset fills it */
  self->unit_class = gtk_drop_down_new (NULL, NULL);
  g_signal_connect_swapped (self->unit_class, "notify::selected", G_CALLBACK (on_unit_changed), self);
  self->unit_side = gtk_entry_new ();
  gtk_entry_set_placeholder_text (GTK_ENTRY (self->unit_side), _("Side (German, American…)"));
  g_signal_connect_swapped (self->unit_side, "changed", G_CALLBACK (on_unit_changed), self);
  row = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  gtk_box_append (GTK_BOX (row), self->unit_class);
  gtk_box_append (GTK_BOX (row), self->unit_side);
  gtk_box_append (GTK_BOX (page), row);
  add_hint (page, _("R turns the Crest counter under the pointer, or the next one placed."));

  page = make_page (self->stack, "overlay", _("Overlay"));
  self->overlay_name = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->overlay_name), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (self->overlay_name), 24);
  gtk_label_set_xalign (GTK_LABEL (self->overlay_name), 0.0);
  gtk_box_append (GTK_BOX (page), self->overlay_name);
  {
    GtkWidget *choose = gtk_button_new_with_mnemonic (_("_Choose Overlay File…"));

    gtk_actionable_set_action_name (GTK_ACTIONABLE (choose), "win.place-overlay");
    gtk_box_append (GTK_BOX (page), choose);
  }
  row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_box_append (GTK_BOX (row), gtk_label_new (_("Turned")));
  self->overlay_turn = gtk_spin_button_new_with_range (0, 300, 60);
  gtk_spin_button_set_wrap (GTK_SPIN_BUTTON (self->overlay_turn), TRUE);
  gtk_spin_button_set_snap_to_ticks (GTK_SPIN_BUTTON (self->overlay_turn), TRUE);
  gtk_widget_set_tooltip_text (self->overlay_turn, _("Degrees clockwise (R)"));
  g_signal_connect_swapped (self->overlay_turn, "value-changed", G_CALLBACK (on_overlay_turn_changed), self);
  gtk_box_append (GTK_BOX (row), self->overlay_turn);
  gtk_box_append (GTK_BOX (row), gtk_label_new (_("° clockwise")));
  gtk_box_append (GTK_BOX (page), row);
  add_hint (page, _("Click the hex the overlay's first hex (A1) goes on. R turns it 60°; Ctrl+click removes the overlay under the pointer."));

  page = make_page (self->stack, "eraser", _("Eraser"));
  add_hint (page, _("Drag to put hexes back to the board's default, with their hexsides and counters gone."));

  self->document_signals = g_signal_group_new (WADI_TYPE_DOCUMENT);
  g_signal_group_connect_object (self->document_signals, "changed", G_CALLBACK (on_document_changed), self,
                                 G_CONNECT_SWAPPED);
  sync_ruleset (self);
}

GtkWidget *
wadi_palette_new (void)
{
  return g_object_new (WADI_TYPE_PALETTE, NULL);
}
