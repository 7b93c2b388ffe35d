/* wadi-entry-row.c: a text row of a boxed list that a screen reader hears */
#include "config.h"

#include <glib/gi18n.h>

#include "wadi-entry-row.h"

/* The width of an entry, in characters, where the row has room */
#define ENTRY_WIDTH_CHARS 20

struct _WadiEntryRow
{
  AdwActionRow parent_instance;

  GtkEntry  *entry;
  GtkWidget *apply_button;
  gboolean   show_apply_button;
  char      *applied; /* the text the code set or the user applied */
};

static void wadi_entry_row_editable_init (GtkEditableInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (WadiEntryRow, wadi_entry_row, ADW_TYPE_ACTION_ROW, G_IMPLEMENT_INTERFACE (GTK_TYPE_EDITABLE, wadi_entry_row_editable_init))

enum
{
  PROP_0,
  PROP_ACTIVATES_DEFAULT,
  PROP_SHOW_APPLY_BUTTON,
  N_PROPS,
};

static GParamSpec *props[N_PROPS];

enum
{
  APPLY,
  ENTRY_ACTIVATED,
  N_SIGNALS,
};

static guint signals[N_SIGNALS];

static GtkEditable *
wadi_entry_row_get_delegate (GtkEditable *editable)
{
  return GTK_EDITABLE (WADI_ENTRY_ROW (editable)->entry);
}

static void
wadi_entry_row_editable_init (GtkEditableInterface *iface)
{
  iface->get_delegate = wadi_entry_row_get_delegate;
}

static void
apply (WadiEntryRow *self)
{
  g_free (self->applied);
  self->applied = g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->entry)));
  /* the button hides: the keyboard goes back to the entry, the text not
   * selected (the next key replaced all of it) */
  if (gtk_widget_has_focus (self->apply_button))
    gtk_entry_grab_focus_without_selecting (self->entry);
  gtk_widget_set_visible (self->apply_button, FALSE);
  g_signal_emit (self, signals[APPLY], 0);
}

/* The apply button shows once the user changed the text, as
 * AdwEntryRow's: a text the code sets (the entry not in the user's hands)
 * is the one applied. */
static void
on_text_changed (WadiEntryRow *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->entry));

  if (!gtk_widget_is_focus (GTK_WIDGET (gtk_editable_get_delegate (GTK_EDITABLE (self->entry)))))
    {
      g_free (self->applied);
      self->applied = g_strdup (text);
    }
  gtk_widget_set_visible (self->apply_button, self->show_apply_button && g_strcmp0 (text, self->applied) != 0);
}

/* The focus gone from the row (not to its own apply button): a text the
 * user changed is applied, as Tiled's property fields do, rather than
 * lost to the next thing the row shows (a try-out lost three counters'
 * names tabbing from Name to Strength). */
static void
on_focus_leave (WadiEntryRow *self)
{
  wadi_entry_row_apply_pending (self);
}

void
wadi_entry_row_apply_pending (WadiEntryRow *self)
{
  g_return_if_fail (WADI_IS_ENTRY_ROW (self));

  if (self->show_apply_button && g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (self->entry)), self->applied) != 0)
    apply (self);
}

static void
on_entry_activate (WadiEntryRow *self)
{
  if (self->show_apply_button)
    apply (self);
  g_signal_emit (self, signals[ENTRY_ACTIVATED], 0);
}

/* The keyboard goes to the entry, never the row: one Tab stop, as
 * AdwEntryRow's. */
static gboolean
wadi_entry_row_grab_focus (GtkWidget *widget)
{
  return gtk_widget_grab_focus (GTK_WIDGET (WADI_ENTRY_ROW (widget)->entry));
}

static gboolean
wadi_entry_row_focus (GtkWidget       *widget,
                      GtkDirectionType direction)
{
  GtkWidget *child = gtk_widget_get_first_child (widget);

  return child != NULL && gtk_widget_child_focus (child, direction);
}

void
wadi_entry_row_set_activates_default (WadiEntryRow *self,
                                      gboolean      activates)
{
  g_return_if_fail (WADI_IS_ENTRY_ROW (self));

  if (gtk_entry_get_activates_default (self->entry) == !!activates)
    return;
  gtk_entry_set_activates_default (self->entry, activates);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_ACTIVATES_DEFAULT]);
}

void
wadi_entry_row_set_show_apply_button (WadiEntryRow *self,
                                      gboolean      show)
{
  g_return_if_fail (WADI_IS_ENTRY_ROW (self));

  if (self->show_apply_button == !!show)
    return;
  self->show_apply_button = !!show;
  on_text_changed (self);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_SHOW_APPLY_BUTTON]);
}

gboolean
wadi_entry_row_get_show_apply_button (WadiEntryRow *self)
{
  g_return_val_if_fail (WADI_IS_ENTRY_ROW (self), FALSE);

  return self->show_apply_button;
}

GtkEntry *
wadi_entry_row_get_entry (WadiEntryRow *self)
{
  g_return_val_if_fail (WADI_IS_ENTRY_ROW (self), NULL);

  return self->entry;
}

static void
wadi_entry_row_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  WadiEntryRow *self = WADI_ENTRY_ROW (object);

  if (gtk_editable_delegate_get_property (object, prop_id, value, pspec))
    return;
  switch (prop_id)
    {
    case PROP_ACTIVATES_DEFAULT:
      g_value_set_boolean (value, gtk_entry_get_activates_default (self->entry));
      break;
    case PROP_SHOW_APPLY_BUTTON:
      g_value_set_boolean (value, self->show_apply_button);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wadi_entry_row_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  WadiEntryRow *self = WADI_ENTRY_ROW (object);

  if (gtk_editable_delegate_set_property (object, prop_id, value, pspec))
    return;
  switch (prop_id)
    {
    case PROP_ACTIVATES_DEFAULT:
      wadi_entry_row_set_activates_default (self, g_value_get_boolean (value));
      break;
    case PROP_SHOW_APPLY_BUTTON:
      wadi_entry_row_set_show_apply_button (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wadi_entry_row_dispose (GObject *object)
{
  WadiEntryRow *self = WADI_ENTRY_ROW (object);

  if (self->entry != NULL)
    gtk_editable_finish_delegate (GTK_EDITABLE (self));
  self->entry = NULL;
  g_clear_pointer (&self->applied, g_free);
  G_OBJECT_CLASS (wadi_entry_row_parent_class)->dispose (object);
}

static void
wadi_entry_row_class_init (WadiEntryRowClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = wadi_entry_row_get_property;
  object_class->set_property = wadi_entry_row_set_property;
  object_class->dispose = wadi_entry_row_dispose;
  widget_class->grab_focus = wadi_entry_row_grab_focus;
  widget_class->focus = wadi_entry_row_focus;

  props[PROP_ACTIVATES_DEFAULT] = g_param_spec_boolean ("activates-default", NULL, NULL, FALSE,
                                                        G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS
                                                            | G_PARAM_EXPLICIT_NOTIFY);
  props[PROP_SHOW_APPLY_BUTTON] = g_param_spec_boolean ("show-apply-button", NULL, NULL, FALSE,
                                                        G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS
                                                            | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, props);
  gtk_editable_install_properties (object_class, N_PROPS);

  signals[APPLY] = g_signal_new ("apply", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                 G_TYPE_NONE, 0);
  signals[ENTRY_ACTIVATED] = g_signal_new ("entry-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                           NULL, NULL, G_TYPE_NONE, 0);
}

static void
wadi_entry_row_init (WadiEntryRow *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

  self->entry = GTK_ENTRY (gtk_entry_new ());
  /* every row's entry as wide as the others, at the row's end, so that a
   * group's entries line up whatever their titles' lengths (each filling
   * what its title left, they started wherever it ended); narrower in a
   * narrow window, and the title has the rest */
  gtk_editable_set_max_width_chars (GTK_EDITABLE (self->entry), ENTRY_WIDTH_CHARS);
  gtk_widget_set_valign (GTK_WIDGET (self->entry), GTK_ALIGN_CENTER);
  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
  gtk_widget_set_halign (box, GTK_ALIGN_END);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->entry));

  self->apply_button = gtk_button_new_from_icon_name ("object-select-symbolic");
  gtk_widget_set_valign (self->apply_button, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (self->apply_button, _("Apply"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->apply_button), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Apply"), -1);
  gtk_widget_add_css_class (self->apply_button, "flat");
  gtk_widget_add_css_class (self->apply_button, "circular");
  gtk_widget_set_visible (self->apply_button, FALSE);
  g_signal_connect_swapped (self->apply_button, "clicked", G_CALLBACK (apply), self);
  {
    GtkEventController *focus = gtk_event_controller_focus_new ();

    g_signal_connect_swapped (focus, "leave", G_CALLBACK (on_focus_leave), self);
    gtk_widget_add_controller (GTK_WIDGET (self), focus);
  }
  gtk_box_append (GTK_BOX (box), self->apply_button);

  adw_action_row_add_suffix (ADW_ACTION_ROW (self), box);
  /* the title names the entry: libadwaita labels an activatable widget
   * by it (and describes it by the subtitle); a click on the title puts
   * the keyboard in the entry */
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (self), GTK_WIDGET (self->entry));
  gtk_editable_init_delegate (GTK_EDITABLE (self));
  g_signal_connect_swapped (self->entry, "changed", G_CALLBACK (on_text_changed), self);
  g_signal_connect_swapped (self->entry, "activate", G_CALLBACK (on_entry_activate), self);
}

GtkWidget *
wadi_entry_row_new (void)
{
  return g_object_new (WADI_TYPE_ENTRY_ROW, NULL);
}
