/* wadi-named-list.c: list rows a screen reader can name */
#include "config.h"

#include "wadi-accessible.h"
#include "wadi-named-list.h"

static void
on_setup (GtkSignalListItemFactory *factory,
          GtkListItem              *item,
          gpointer                  with_check)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label = gtk_label_new (NULL);
  GtkWidget *check = gtk_image_new_from_icon_name ("object-select-symbolic");

  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), check);
  if (with_check != NULL)
    g_object_bind_property (item, "selected", check, "visible", G_BINDING_SYNC_CREATE);
  else
    gtk_widget_set_visible (check, FALSE);
  gtk_list_item_set_child (item, box);
}

static void
on_bind (GtkSignalListItemFactory *factory,
         GtkListItem              *item)
{
  GtkWidget  *box = gtk_list_item_get_child (item);
  GObject    *object = gtk_list_item_get_item (item);
  const char *text = GTK_IS_STRING_OBJECT (object) ? gtk_string_object_get_string (GTK_STRING_OBJECT (object)) : "";
  GtkWidget  *row = gtk_widget_get_parent (box);

  gtk_label_set_text (GTK_LABEL (gtk_widget_get_first_child (box)), text);
  /* the list's row, which a screen reader reads, holds the box */
  if (row != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
}

GtkListItemFactory *
wadi_named_list_factory_new (gboolean with_check)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  g_signal_connect (factory, "setup", G_CALLBACK (on_setup), with_check ? factory : NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (on_bind), NULL);
  return factory;
}

void
wadi_named_list_apply (AdwComboRow *row)
{
  g_autoptr(GtkListItemFactory) factory = wadi_named_list_factory_new (FALSE);
  g_autoptr(GtkListItemFactory) list_factory = wadi_named_list_factory_new (TRUE);

  g_return_if_fail (ADW_IS_COMBO_ROW (row));
  adw_combo_row_set_factory (row, factory);
  adw_combo_row_set_list_factory (row, list_factory);
  wadi_accessible_describe_combo_row (GTK_WIDGET (row));
}
