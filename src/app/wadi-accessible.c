/* wadi-accessible.c: what a screen reader hears of buttons and drop-downs,
 * and the keys of combo rows */
#include "config.h"

#include <string.h>

#include <adwaita.h>

#include "wadi-accessible.h"

char *
wadi_accessible_strip_mnemonic (const char *label)
{
  GString *read = g_string_sized_new (strlen (label));

  for (const char *c = label; *c != '\0'; c++)
    {
      /* "_x" is x underlined; "__" is one underscore */
      if (*c == '_' && c[1] != '\0')
        c++;
      g_string_append_c (read, *c);
    }
  return g_string_free (read, FALSE);
}

static const char *
mnemonic_label (GtkWidget *widget)
{
  if (GTK_IS_BUTTON (widget) && gtk_button_get_use_underline (GTK_BUTTON (widget)))
    return gtk_button_get_label (GTK_BUTTON (widget));
  if (GTK_IS_CHECK_BUTTON (widget) && gtk_check_button_get_use_underline (GTK_CHECK_BUTTON (widget)))
    return gtk_check_button_get_label (GTK_CHECK_BUTTON (widget));
  return NULL;
}

static void
name_by_label (GtkWidget *widget)
{
  const char      *label = mnemonic_label (widget);
  g_autofree char *read = NULL;

  if (label == NULL || strchr (label, '_') == NULL)
    {
      /* a label without a mnemonic now: the name set here goes, GTK's
       * own is right again */
      if (g_object_steal_data (G_OBJECT (widget), "wadi-accessible-read") != NULL)
        gtk_accessible_reset_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL);
      return;
    }
  g_object_set_data (G_OBJECT (widget), "wadi-accessible-read", GINT_TO_POINTER (TRUE));
  read = wadi_accessible_strip_mnemonic (label);
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, read, -1);
}

static void
on_label_changed (GtkWidget *widget)
{
  name_by_label (widget);
}

/* The value a combo row shows, as its accessible description:
 * libadwaita 1.2 shows it in a list view that a screen reader read as an
 * empty, unnamed item (an accessibility try-out heard Export's "What"
 * without "The Whole Map"). */
static void
describe_selected (AdwComboRow *row)
{
  GObject *item = adw_combo_row_get_selected_item (row);

  if (GTK_IS_STRING_OBJECT (item))
    gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                    gtk_string_object_get_string (GTK_STRING_OBJECT (item)), -1);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
}

void
wadi_accessible_describe_combo_row (GtkWidget *row)
{
  g_return_if_fail (ADW_IS_COMBO_ROW (row));

  if (g_object_get_data (G_OBJECT (row), "wadi-accessible-described") != NULL)
    return;
  g_object_set_data (G_OBJECT (row), "wadi-accessible-described", GINT_TO_POINTER (TRUE));
  g_signal_connect (row, "notify::selected-item", G_CALLBACK (describe_selected), NULL);
  describe_selected (ADW_COMBO_ROW (row));
}

void
wadi_accessible_name_controls (GtkWidget *root)
{
  if (ADW_IS_COMBO_ROW (root))
    wadi_accessible_describe_combo_row (root);
  if (GTK_IS_DROP_DOWN (root))
    {
      g_autoptr(GList) mnemonic_labels = gtk_widget_list_mnemonic_labels (root);

      for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
           child = gtk_widget_get_next_sibling (child))
        if (GTK_IS_TOGGLE_BUTTON (child))
          gtk_accessible_update_relation (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_RELATION_LABELLED_BY, root, NULL, -1);
      /* named by its mnemonic label's text alone: GTK 4.8 joins a name
       * of its own and the relation the mnemonic adds, "Facing Facing" */
      if (mnemonic_labels != NULL && GTK_IS_LABEL (mnemonic_labels->data))
        {
          gtk_accessible_reset_relation (GTK_ACCESSIBLE (root), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
          gtk_accessible_update_property (GTK_ACCESSIBLE (root), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                          gtk_label_get_text (GTK_LABEL (mnemonic_labels->data)), -1);
        }
    }
  if (mnemonic_label (root) != NULL && g_object_get_data (G_OBJECT (root), "wadi-accessible-named") == NULL)
    {
      g_object_set_data (G_OBJECT (root), "wadi-accessible-named", GINT_TO_POINTER (TRUE));
      g_signal_connect (root, "notify::label", G_CALLBACK (on_label_changed), NULL);
      name_by_label (root);
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    wadi_accessible_name_controls (child);
}

static void
on_window_mapped (GtkWidget *window,
                  GtkWidget *widget)
{
  g_signal_handlers_disconnect_by_func (window, on_window_mapped, widget);
  gtk_widget_grab_focus (widget);
}

void
wadi_accessible_focus_when_shown (GtkWindow *window,
                                  GtkWidget *widget)
{
  /* after the window's own map, before GtkWindow's show looks for a
   * first focus of its own */
  g_signal_connect_object (window, "map", G_CALLBACK (on_window_mapped), widget, G_CONNECT_AFTER);
}

void
wadi_accessible_combo_rows_open_on_return (GtkWidget *root)
{
  if (ADW_IS_COMBO_ROW (root))
    {
      GtkEventController *keys = gtk_shortcut_controller_new ();
      const guint         returns[] = { GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter };

      for (guint i = 0; i < G_N_ELEMENTS (returns); i++)
        gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (keys),
                                              gtk_shortcut_new (gtk_keyval_trigger_new (returns[i], 0),
                                                                gtk_signal_action_new ("activate")));
      gtk_widget_add_controller (root, keys);
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    wadi_accessible_combo_rows_open_on_return (child);
}

void
wadi_accessible_numbers_activate_default (GtkWidget *root)
{
  /* the spin button commits the number on the text's ::activate first,
   * then the text activates the default */
  if (GTK_IS_SPIN_BUTTON (root))
    {
      GtkEditable *text = gtk_editable_get_delegate (GTK_EDITABLE (root));

      if (GTK_IS_TEXT (text))
        gtk_text_set_activates_default (GTK_TEXT (text), TRUE);
      return;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    wadi_accessible_numbers_activate_default (child);
}

void
wadi_accessible_fit_parent (GtkWindow *dialog)
{
  GtkWindow *parent = gtk_window_get_transient_for (dialog);
  int        width, height, parent_width, parent_height;

  if (parent == NULL)
    return;
  parent_width = gtk_widget_get_width (GTK_WIDGET (parent));
  parent_height = gtk_widget_get_height (GTK_WIDGET (parent));
  if (parent_width <= 0 || parent_height <= 0)
    return;
  gtk_window_get_default_size (dialog, &width, &height);
  gtk_window_set_default_size (dialog, width > 0 ? MIN (width, parent_width) : width,
                               height > 0 ? MIN (height, parent_height) : height);
}

void
wadi_accessible_grow_to_fit (GtkWindow *dialog)
{
  int width = gtk_widget_get_width (GTK_WIDGET (dialog));
  int height = gtk_widget_get_height (GTK_WIDGET (dialog));
  int natural = 0;

  if (!gtk_widget_get_mapped (GTK_WIDGET (dialog)) || width <= 0)
    return;
  gtk_widget_measure (GTK_WIDGET (dialog), GTK_ORIENTATION_VERTICAL, width, NULL, &natural, NULL, NULL);
  if (natural <= height)
    return;
  /* the width as it was asked for: the widget's leaves out the frame */
  gtk_window_get_default_size (dialog, &width, &height);
  gtk_window_set_default_size (dialog, width, natural);
  wadi_accessible_fit_parent (dialog);
}
