/* wadi-counter-editor.c: the selected counter's properties, edited */
#include "config.h"

#include <glib/gi18n.h>

#include "wadi-entry-row.h"
#include "wadi-named-list.h"
#include "wadi-counter-editor.h"
#include "wadi-describe.h"
#include "wadi-ruleset.h"

struct _WadiCounterEditor
{
  AdwBin parent_instance;

  WadiDocument *document;
  GSignalGroup *document_signals;
  guint         id;
  gboolean      syncing; /* the rows are being set from the counter */

  /* what the drop-downs offer, in their order */
  const WadiRuleset  *ruleset;
  WadiPosition        positions[WADI_POSITION_COUNT];
  guint               n_positions;
  WadiGridOrientation orientation;

  /* template */
  AdwComboRow  *kind;
  WadiEntryRow *side;
  WadiEntryRow *name;
  WadiEntryRow *strength;
  AdwComboRow  *unit_class;
  AdwComboRow  *position;
  AdwComboRow  *centre;
  AdwComboRow  *vertex;
  AdwActionRow *hd_rear_row;
  GtkSwitch    *hd_rear;
  AdwActionRow *hidden_row;
  GtkSwitch    *hidden;
};

G_DEFINE_FINAL_TYPE (WadiCounterEditor, wadi_counter_editor, ADW_TYPE_BIN)

enum
{
  PROP_0,
  PROP_DOCUMENT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static const WadiCounter *
shown_counter (WadiCounterEditor *self)
{
  if (self->document == NULL || self->id == 0)
    return NULL;
  return wadi_scenario_find_counter (wadi_document_get_scenario (self->document), self->id);
}

static void
set_strings (AdwComboRow       *row,
             const char *const *items,
             guint              n)
{
  g_autoptr(GtkStringList) list = gtk_string_list_new (NULL);

  for (guint i = 0; i < n; i++)
    gtk_string_list_append (list, items[i]);
  adw_combo_row_set_model (row, G_LIST_MODEL (list));
}

/* The drop-downs offer what the scenario's ruleset knows, and the
 * directions of its map's grid. */
static void
fill_models (WadiCounterEditor *self)
{
  const WadiScenario *scenario = wadi_document_get_scenario (self->document);
  const WadiRuleset  *ruleset = wadi_ruleset_get (scenario->ruleset);
  const WadiBoard    *grid = wadi_scenario_grid (scenario);
  WadiGridOrientation orientation = grid != NULL ? grid->layout.orientation : WADI_GRID_FLAT_TOP;
  const char         *names[WADI_COUNTER_KIND_COUNT + WADI_UNIT_CLASS_COUNT + WADI_POSITION_COUNT + 6];
  char               *vertex_names[6];

  if (ruleset == self->ruleset && orientation == self->orientation)
    return;
  self->ruleset = ruleset;
  self->orientation = orientation;

  for (guint i = 0; i < ruleset->n_counters; i++)
    names[i] = wadi_describe_counter_kind (ruleset->counters[i]);
  set_strings (self->kind, names, ruleset->n_counters);
  for (guint i = 0; i < ruleset->n_unit_classes; i++)
    names[i] = wadi_describe_unit_class (ruleset->unit_classes[i]);
  set_strings (self->unit_class, names, ruleset->n_unit_classes);
  self->n_positions = 0;
  for (WadiPosition p = 0; p < WADI_POSITION_COUNT; p++)
    if (ruleset->positions & (1u << p))
      {
        names[self->n_positions] = wadi_describe_position (p);
        self->positions[self->n_positions++] = p;
      }
  set_strings (self->position, names, self->n_positions);
  for (WadiDirection d = 0; d < WADI_DIRECTION_COUNT; d++)
    names[d] = wadi_describe_direction ((WadiGridLayout) { orientation, WADI_STAGGER_ODD }, d);
  set_strings (self->centre, names, WADI_DIRECTION_COUNT);
  for (guint v = 0; v < 6; v++)
    {
      /* TRANSLATORS: a hex's corner, numbered 0 to 5 clockwise */
      vertex_names[v] = g_strdup_printf (_("Vertex %u"), v);
      names[v] = vertex_names[v];
    }
  set_strings (self->vertex, names, 6);
  for (guint v = 0; v < 6; v++)
    g_free (vertex_names[v]);
}

static guint
index_of (const guint *values,
          guint        n,
          guint        value)
{
  for (guint i = 0; i < n; i++)
    if (values[i] == value)
      return i;
  return 0;
}

/* The rows show the counter; those that do not apply to its kind hide. */
static void
sync (WadiCounterEditor *self)
{
  const WadiCounter *counter = shown_counter (self);
  gboolean           unit, vehicle_crest, crest;
  guint              kinds[WADI_COUNTER_KIND_COUNT];
  guint              classes[WADI_UNIT_CLASS_COUNT];

  gtk_widget_set_visible (GTK_WIDGET (self), counter != NULL);
  if (counter == NULL)
    return;
  self->syncing = TRUE;
  fill_models (self);
  unit = counter->kind == WADI_COUNTER_UNIT;
  vehicle_crest = counter->kind == WADI_COUNTER_VEHICLE_CREST;
  crest = counter->kind == WADI_COUNTER_CREST;
  for (guint i = 0; i < self->ruleset->n_counters; i++)
    kinds[i] = self->ruleset->counters[i];
  for (guint i = 0; i < self->ruleset->n_unit_classes; i++)
    classes[i] = self->ruleset->unit_classes[i];

  adw_combo_row_set_selected (self->kind, index_of (kinds, self->ruleset->n_counters, counter->kind));
  gtk_editable_set_text (GTK_EDITABLE (self->side), counter->side != NULL ? counter->side : "");
  gtk_editable_set_text (GTK_EDITABLE (self->name), counter->name != NULL ? counter->name : "");
  gtk_editable_set_text (GTK_EDITABLE (self->strength), counter->strength != NULL ? counter->strength : "");
  adw_combo_row_set_selected (self->unit_class,
                              index_of (classes, self->ruleset->n_unit_classes, counter->unit_class));
  adw_combo_row_set_selected (self->position,
                              index_of ((const guint *) self->positions, self->n_positions, counter->position));
  adw_combo_row_set_selected (self->centre, counter->centre);
  adw_combo_row_set_selected (self->vertex, counter->vertex);
  gtk_switch_set_active (self->hd_rear, counter->hd_rear);
  gtk_switch_set_active (self->hidden, counter->hidden);

  gtk_widget_set_visible (GTK_WIDGET (self->strength), unit || vehicle_crest);
  gtk_widget_set_visible (GTK_WIDGET (self->unit_class), unit || vehicle_crest);
  gtk_widget_set_visible (GTK_WIDGET (self->position), unit);
  gtk_widget_set_visible (GTK_WIDGET (self->centre), crest);
  gtk_widget_set_visible (GTK_WIDGET (self->vertex), vehicle_crest);
  gtk_widget_set_visible (GTK_WIDGET (self->hd_rear_row), vehicle_crest);
  self->syncing = FALSE;
}

/* One edit of the counter: a copy changed by change, put back as one
 * undo step. */
typedef void (*ChangeFunc) (WadiCounterEditor *self,
                            WadiCounter       *counter);

static void
edit_counter (WadiCounterEditor *self,
              const char        *label,
              ChangeFunc         change)
{
  const WadiCounter *counter = shown_counter (self);
  WadiCounter        edited = { 0 };

  if (self->syncing || counter == NULL)
    return;
  wadi_counter_copy_into (&edited, counter);
  change (self, &edited);
  if (!wadi_counter_equal (&edited, counter))
    {
      wadi_document_begin_edit (self->document, label);
      wadi_document_replace_counter (self->document, &edited);
      wadi_document_end_edit (self->document);
    }
  wadi_counter_clear (&edited);
}

static char *
entry_text (WadiEntryRow *row)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (row));

  return text[0] != '\0' ? g_strdup (text) : NULL;
}

static void
change_kind (WadiCounterEditor *self,
             WadiCounter       *counter)
{
  guint i = adw_combo_row_get_selected (self->kind);

  if (i < self->ruleset->n_counters)
    counter->kind = self->ruleset->counters[i];
  /* a vehicle's Crest counter is a vehicle's */
  if (counter->kind == WADI_COUNTER_VEHICLE_CREST && !wadi_unit_class_is_vehicle (counter->unit_class))
    counter->unit_class = WADI_UNIT_FULLY_TRACKED;
  if (counter->kind != WADI_COUNTER_UNIT)
    counter->position = WADI_POSITION_GROUND;
}

static void
change_side (WadiCounterEditor *self,
             WadiCounter       *counter)
{
  g_free (counter->side);
  counter->side = entry_text (self->side);
}

static void
change_name (WadiCounterEditor *self,
             WadiCounter       *counter)
{
  g_free (counter->name);
  counter->name = entry_text (self->name);
}

static void
change_strength (WadiCounterEditor *self,
                 WadiCounter       *counter)
{
  g_free (counter->strength);
  counter->strength = entry_text (self->strength);
}

static void
change_class (WadiCounterEditor *self,
              WadiCounter       *counter)
{
  guint i = adw_combo_row_get_selected (self->unit_class);

  if (i < self->ruleset->n_unit_classes)
    counter->unit_class = self->ruleset->unit_classes[i];
}

static void
change_position (WadiCounterEditor *self,
                 WadiCounter       *counter)
{
  guint i = adw_combo_row_get_selected (self->position);

  if (i < self->n_positions)
    counter->position = self->positions[i];
}

static void
change_centre (WadiCounterEditor *self,
               WadiCounter       *counter)
{
  counter->centre = (WadiDirection) MIN (adw_combo_row_get_selected (self->centre), WADI_DIRECTION_COUNT - 1);
}

static void
change_vertex (WadiCounterEditor *self,
               WadiCounter       *counter)
{
  counter->vertex = (WadiVertexIndex) MIN (adw_combo_row_get_selected (self->vertex), 5);
}

static void
change_hd_rear (WadiCounterEditor *self,
                WadiCounter       *counter)
{
  counter->hd_rear = gtk_switch_get_active (self->hd_rear);
}

static void
change_hidden (WadiCounterEditor *self,
               WadiCounter       *counter)
{
  counter->hidden = gtk_switch_get_active (self->hidden);
}

static void
on_kind (WadiCounterEditor *self)
{
  edit_counter (self, _("Change Counter Kind"), change_kind);
}

static void
on_side (WadiCounterEditor *self)
{
  edit_counter (self, _("Change Counter Side"), change_side);
}

static void
on_name (WadiCounterEditor *self)
{
  edit_counter (self, _("Rename Counter"), change_name);
}

static void
on_strength (WadiCounterEditor *self)
{
  edit_counter (self, _("Change Counter Strength"), change_strength);
}

static void
on_class (WadiCounterEditor *self)
{
  edit_counter (self, _("Change Unit Class"), change_class);
}

static void
on_position (WadiCounterEditor *self)
{
  edit_counter (self, _("Change Position"), change_position);
}

static void
on_centre (WadiCounterEditor *self)
{
  edit_counter (self, _("Rotate Crest"), change_centre);
}

static void
on_vertex (WadiCounterEditor *self)
{
  edit_counter (self, _("Rotate Crest"), change_vertex);
}

static void
on_hd_rear (WadiCounterEditor *self)
{
  edit_counter (self, _("Flip Vehicle Crest"), change_hd_rear);
}

static void
on_hidden (WadiCounterEditor *self)
{
  edit_counter (self, _("Hide Counter"), change_hidden);
}

static void
on_document_changed (WadiCounterEditor *self)
{
  sync (self);
}

void
wadi_counter_editor_set_document (WadiCounterEditor *self,
                                  WadiDocument      *document)
{
  g_return_if_fail (WADI_IS_COUNTER_EDITOR (self));

  g_return_if_fail (document == NULL || WADI_IS_DOCUMENT (document));

  if (!g_set_object (&self->document, document))
    return;
  g_signal_group_set_target (self->document_signals, document);
  self->id = 0;
  self->ruleset = NULL;
  sync (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOCUMENT]);
}

WadiDocument *
wadi_counter_editor_get_document (WadiCounterEditor *self)
{
  g_return_val_if_fail (WADI_IS_COUNTER_EDITOR (self), NULL);

  return self->document;
}

void
wadi_counter_editor_show_counter (WadiCounterEditor *self,
                                  guint              id)
{
  g_return_if_fail (WADI_IS_COUNTER_EDITOR (self));

  /* what was typed for the counter shown is its own, even where the
   * focus stayed in the row while another was chosen */
  if (id != self->id)
    {
      wadi_entry_row_apply_pending (self->side);
      wadi_entry_row_apply_pending (self->name);
      wadi_entry_row_apply_pending (self->strength);
    }
  self->id = id;
  sync (self);
}

guint
wadi_counter_editor_get_counter (WadiCounterEditor *self)
{
  g_return_val_if_fail (WADI_IS_COUNTER_EDITOR (self), 0);

  return shown_counter (self) != NULL ? self->id : 0;
}

GtkWidget *
wadi_counter_editor_get_row (WadiCounterEditor *self,
                             const char        *name)
{
  const struct
  {
    const char *name;
    gpointer    row;
  } rows[] = {
    { "kind", self->kind },
    { "side", self->side },
    { "name", self->name },
    { "strength", self->strength },
    { "class", self->unit_class },
    { "position", self->position },
    { "centre", self->centre },
    { "vertex", self->vertex },
    { "hd-rear", self->hd_rear },
    { "hidden", self->hidden },
  };

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    if (g_strcmp0 (rows[i].name, name) == 0)
      return GTK_WIDGET (rows[i].row);
  return NULL;
}

static void
wadi_counter_editor_dispose (GObject *object)
{
  WadiCounterEditor *self = WADI_COUNTER_EDITOR (object);

  g_clear_object (&self->document_signals);
  g_clear_object (&self->document);
  gtk_widget_dispose_template (GTK_WIDGET (self), WADI_TYPE_COUNTER_EDITOR);
  G_OBJECT_CLASS (wadi_counter_editor_parent_class)->dispose (object);
}

static void
wadi_counter_editor_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  WadiCounterEditor *self = WADI_COUNTER_EDITOR (object);

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
wadi_counter_editor_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  WadiCounterEditor *self = WADI_COUNTER_EDITOR (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      wadi_counter_editor_set_document (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wadi_counter_editor_class_init (WadiCounterEditorClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = wadi_counter_editor_dispose;
  object_class->get_property = wadi_counter_editor_get_property;
  object_class->set_property = wadi_counter_editor_set_property;

  /* The document whose counters are edited. */
  properties[PROP_DOCUMENT] = g_param_spec_object ("document", NULL, NULL, WADI_TYPE_DOCUMENT,
                                                   G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "wadi-counter-editor");
  g_type_ensure (WADI_TYPE_ENTRY_ROW);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/wadieditor/Wadi/ui/wadi-counter-editor.ui");
  gtk_widget_class_bind_template_child (widget_class, WadiCounterEditor, kind);
  gtk_widget_class_bind_template_child (widget_class, WadiCounterEditor, side);
  gtk_widget_class_bind_template_child (widget_class, WadiCounterEditor, name);
  gtk_widget_class_bind_template_child (widget_class, WadiCounterEditor, strength);
  gtk_widget_class_bind_template_child (widget_class, WadiCounterEditor, unit_class);
  gtk_widget_class_bind_template_child (widget_class, WadiCounterEditor, position);
  gtk_widget_class_bind_template_child (widget_class, WadiCounterEditor, centre);
  gtk_widget_class_bind_template_child (widget_class, WadiCounterEditor, vertex);
  gtk_widget_class_bind_template_child (widget_class, WadiCounterEditor, hd_rear_row);
  gtk_widget_class_bind_template_child (widget_class, WadiCounterEditor, hd_rear);
  gtk_widget_class_bind_template_child (widget_class, WadiCounterEditor, hidden_row);
  gtk_widget_class_bind_template_child (widget_class, WadiCounterEditor, hidden);
  gtk_widget_class_bind_template_callback (widget_class, on_kind);
  gtk_widget_class_bind_template_callback (widget_class, on_side);
  gtk_widget_class_bind_template_callback (widget_class, on_name);
  gtk_widget_class_bind_template_callback (widget_class, on_strength);
  gtk_widget_class_bind_template_callback (widget_class, on_class);
  gtk_widget_class_bind_template_callback (widget_class, on_position);
  gtk_widget_class_bind_template_callback (widget_class, on_centre);
  gtk_widget_class_bind_template_callback (widget_class, on_vertex);
  gtk_widget_class_bind_template_callback (widget_class, on_hd_rear);
  gtk_widget_class_bind_template_callback (widget_class, on_hidden);
}

/* The rows are the template's; which of them show depends on the
 * counter's kind, and what the drop-downs offer on the ruleset (sync). */
static void
wadi_counter_editor_init (WadiCounterEditor *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* rows a screen reader can name */
  wadi_named_list_apply (self->kind);
  wadi_named_list_apply (self->unit_class);
  wadi_named_list_apply (self->position);
  wadi_named_list_apply (self->centre);
  wadi_named_list_apply (self->vertex);
  /* as the other panels follow theirs: the handler goes with the document */
  self->document_signals = g_signal_group_new (WADI_TYPE_DOCUMENT);
  g_signal_group_connect_object (self->document_signals, "changed", G_CALLBACK (on_document_changed), self,
                                 G_CONNECT_SWAPPED);
}

GtkWidget *
wadi_counter_editor_new (void)
{
  return g_object_new (WADI_TYPE_COUNTER_EDITOR, NULL);
}
