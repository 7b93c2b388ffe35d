/* wadi-window-header.c: the header's error and warning counts, and what
 * a narrow window's header folds into the main menu
 *
 * The counts are on two buttons with the same face: the end squeezer
 * shows Save, Undo, Redo and the counts, or narrower the counts alone,
 * or nothing; what it leaves out is in the main menu's first section,
 * the counts as their own text ("1 error, 0 warnings").
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wadi-window-private.h"

/* "3 errors, 1 warning": the counts button's tooltip and name. */
static char *
counts_text (WadiWindow *self)
{
  guint            errors = self->rules != NULL ? wadi_live_rules_count (self->rules, WADI_SEVERITY_ERROR) : 0;
  guint            warnings = self->rules != NULL ? wadi_live_rules_count (self->rules, WADI_SEVERITY_WARNING) : 0;
  g_autofree char *error_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u error", "%u errors", errors),
                                                 errors);
  g_autofree char *warning_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u warning", "%u warnings",
                                                                warnings),
                                                   warnings);

  return g_strdup_printf ("%s, %s", error_text, warning_text);
}

/* The tooltip is asked for when shown, not set at every edit: setting one
 * makes GTK ask the X server where the pointer is, a round trip. */
static gboolean
on_counts_query_tooltip (GtkWidget  *widget,
                         int         x,
                         int         y,
                         gboolean    keyboard,
                         GtkTooltip *tooltip,
                         WadiWindow *self)
{
  g_autofree char *text = counts_text (self);

  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

/* Whether the header has no room for the counts, even alone: the main
 * menu shows them. */
static gboolean
counts_folded (WadiWindow *self)
{
  GtkWidget *shown = adw_squeezer_get_visible_child (self->end_squeezer);

  return shown != self->end_buttons && shown != GTK_WIDGET (self->compact_counts_button);
}

/* A narrow window's header keeps its title: the buttons the squeezers
 * leave out are in the main menu's first section instead (the counts go
 * last, after Save, Undo and Redo). */
void
_wadi_window_update_narrow_menu (WadiWindow *self)
{
  gboolean start_folded = adw_squeezer_get_visible_child (self->start_squeezer) != self->start_buttons;
  gboolean end_folded = adw_squeezer_get_visible_child (self->end_squeezer) != self->end_buttons;

  g_menu_remove_all (self->narrow_section);
  if (start_folded)
    {
      GListModel *boards = gtk_drop_down_get_model (self->board_dropdown);

      g_menu_append (self->narrow_section, _("_Open…"), "win.open");
      /* the header's Go to Board, as the map's boards are listed there */
      if (gtk_widget_get_visible (GTK_WIDGET (self->board_dropdown)) && boards != NULL)
        {
          g_autoptr(GMenu) go_to = g_menu_new ();

          for (guint i = 0; i < g_list_model_get_n_items (boards); i++)
            {
              g_autoptr(GMenuItem) item = g_menu_item_new (gtk_string_list_get_string (GTK_STRING_LIST (boards), i),
                                                            NULL);

              g_menu_item_set_action_and_target (item, "win.go-to-board", "u", i);
              g_menu_append_item (go_to, item);
            }
          g_menu_append_submenu (self->narrow_section, _("_Go to Board"), G_MENU_MODEL (go_to));
        }
      g_menu_append_submenu (self->narrow_section, _("_Boards"), G_MENU_MODEL (self->board_menu));
    }
  if (end_folded)
    {
      g_menu_append (self->narrow_section, _("_Save"), "win.save");
      g_menu_append (self->narrow_section, _("_Undo"), "win.undo");
      g_menu_append (self->narrow_section, _("_Redo"), "win.redo");
    }
  /* the counts themselves ("3 errors, 1 warning"), kept up to date by
   * _wadi_window_update_counts () */
  if (counts_folded (self))
    {
      g_autofree char *counts = counts_text (self);

      g_menu_append (self->narrow_section, counts, "win.show-diagnostics");
    }
}

void
_wadi_window_update_counts (WadiWindow *self)
{
  guint counts[2] = { self->rules != NULL ? wadi_live_rules_count (self->rules, WADI_SEVERITY_ERROR) : 0,
                      self->rules != NULL ? wadi_live_rules_count (self->rules, WADI_SEVERITY_WARNING) : 0 };
  GtkButton       *buttons[2] = { self->counts_button, self->compact_counts_button };
  g_autofree char *name = counts_text (self);

  for (guint b = 0; b < 2; b++)
    {
      for (guint c = 0; c < 2; c++)
        {
          char text[16];

          g_snprintf (text, sizeof text, "%u", counts[c]);
          gtk_label_set_text (self->count_labels[b][c], text);
        }
      /* the button shows only figures: a screen reader reads its name */
      gtk_accessible_update_property (GTK_ACCESSIBLE (buttons[b]), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
    }
  if (counts_folded (self))
    _wadi_window_update_narrow_menu (self);
}

/* A counts button's face, an error sign and a count, a warning sign and
 * a count (labels[0] and [1]), and its tooltip. */
static void
counts_button_set_up (WadiWindow *self,
                      GtkButton  *button,
                      GtkLabel   *labels[2])
{
  static const char *icons[2] = { "dialog-error-symbolic", "dialog-warning-symbolic" };
  static const char *styles[2] = { "error", "warning" };
  GtkWidget         *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);

  for (guint c = 0; c < 2; c++)
    {
      GtkWidget *icon = gtk_image_new_from_icon_name (icons[c]);

      gtk_widget_add_css_class (icon, styles[c]);
      gtk_widget_set_margin_start (icon, c > 0 ? 6 : 0);
      labels[c] = GTK_LABEL (gtk_label_new ("0"));
      gtk_widget_add_css_class (GTK_WIDGET (labels[c]), "numeric");
      gtk_box_append (GTK_BOX (box), icon);
      gtk_box_append (GTK_BOX (box), GTK_WIDGET (labels[c]));
    }
  gtk_button_set_child (button, box);
  gtk_widget_set_has_tooltip (GTK_WIDGET (button), TRUE);
  g_signal_connect (button, "query-tooltip", G_CALLBACK (on_counts_query_tooltip), self);
}

void
_wadi_window_header_init (WadiWindow *self)
{
  counts_button_set_up (self, self->counts_button, self->count_labels[0]);
  counts_button_set_up (self, self->compact_counts_button, self->count_labels[1]);
  g_signal_connect_swapped (self->start_squeezer, "notify::visible-child", G_CALLBACK (_wadi_window_update_narrow_menu), self);
  g_signal_connect_swapped (self->end_squeezer, "notify::visible-child", G_CALLBACK (_wadi_window_update_narrow_menu), self);
  _wadi_window_update_narrow_menu (self);
}
