/* wadi-preferences.c: the Preferences window */
#include "config.h"

#include <glib/gi18n.h>

#include "wadi-accessible.h"
#include "wadi-entry-row.h"
#include "wadi-preferences.h"
#include "wadi-ruleset.h"

#define MIB (1024.0 * 1024.0)
/* Spin ranges: an hour between autosaves, 16 GiB of undo (as the
 * template's adjustments say). */
#define AUTOSAVE_MAX 3600
#define UNDO_MAX_MIB 16384

struct _WadiPreferences
{
  AdwPreferencesWindow parent_instance;

  GSettings *settings;
  GPtrArray *folder_rows; /* the rows in folders_group, one per folder */

  /* template */
  AdwComboRow         *ruleset_row;
  WadiEntryRow        *board_row;
  GtkSpinButton       *autosave_spin;
  GtkSpinButton       *undo_spin;
  GtkSwitch           *labels_switch;
  GtkSwitch           *contrast_switch;
  AdwComboRow         *scheme_row;
  AdwPreferencesGroup *folders_group;
};

G_DEFINE_FINAL_TYPE (WadiPreferences, wadi_preferences, ADW_TYPE_PREFERENCES_WINDOW)

static const char *const schemes[] = { "default", "light", "dark" };

AdwColorScheme
wadi_preferences_color_scheme (const char *name)
{
  if (g_strcmp0 (name, "light") == 0)
    return ADW_COLOR_SCHEME_FORCE_LIGHT;
  if (g_strcmp0 (name, "dark") == 0)
    return ADW_COLOR_SCHEME_FORCE_DARK;
  return ADW_COLOR_SCHEME_DEFAULT;
}

/* Mappings between the keys and the rows' properties. */

static gboolean
ruleset_to_index (GValue   *value,
                  GVariant *variant,
                  gpointer  data)
{
  WadiRulesetId id;

  if (!wadi_ruleset_from_name (g_variant_get_string (variant, NULL), &id))
    id = WADI_RULESET_ASL;
  g_value_set_uint (value, (guint) id);
  return TRUE;
}

static GVariant *
index_to_ruleset (const GValue       *value,
                  const GVariantType *type,
                  gpointer            data)
{
  guint index = g_value_get_uint (value);

  return index < WADI_RULESET_COUNT ? g_variant_new_string (wadi_ruleset_name ((WadiRulesetId) index)) : NULL;
}

static gboolean
scheme_to_index (GValue   *value,
                 GVariant *variant,
                 gpointer  data)
{
  const char *name = g_variant_get_string (variant, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (schemes); i++)
    if (g_strcmp0 (name, schemes[i]) == 0)
      {
        g_value_set_uint (value, i);
        return TRUE;
      }
  g_value_set_uint (value, 0);
  return TRUE;
}

static GVariant *
index_to_scheme (const GValue       *value,
                 const GVariantType *type,
                 gpointer            data)
{
  guint index = g_value_get_uint (value);

  return index < G_N_ELEMENTS (schemes) ? g_variant_new_string (schemes[index]) : NULL;
}

static gboolean
uint_to_double (GValue   *value,
                GVariant *variant,
                gpointer  data)
{
  g_value_set_double (value, g_variant_get_uint32 (variant));
  return TRUE;
}

static GVariant *
double_to_uint (const GValue       *value,
                const GVariantType *type,
                gpointer            data)
{
  return g_variant_new_uint32 ((guint32) CLAMP (g_value_get_double (value), 0, AUTOSAVE_MAX));
}

static gboolean
bytes_to_mib (GValue   *value,
              GVariant *variant,
              gpointer  data)
{
  g_value_set_double (value, (double) g_variant_get_uint64 (variant) / MIB);
  return TRUE;
}

static GVariant *
mib_to_bytes (const GValue       *value,
              const GVariantType *type,
              gpointer            data)
{
  return g_variant_new_uint64 ((guint64) (CLAMP (g_value_get_double (value), 0, UNDO_MAX_MIB) * MIB));
}

/* Rows */

static GtkWidget *
add_row (AdwPreferencesGroup *group,
         const char          *title,
         const char          *subtitle,
         GtkWidget           *suffix)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_set_valign (suffix, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), suffix);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), suffix);
  /* the control is named by its row */
  gtk_accessible_update_relation (GTK_ACCESSIBLE (suffix), GTK_ACCESSIBLE_RELATION_LABELLED_BY, row, NULL, -1);
  adw_preferences_group_add (group, row);
  return row;
}

/* The board library's folders */

static void
on_remove_folder (GtkButton       *button,
                  WadiPreferences *self)
{
  guint index;

  if (g_ptr_array_find (self->folder_rows, gtk_widget_get_ancestor (GTK_WIDGET (button), ADW_TYPE_ACTION_ROW),
                        &index))
    wadi_preferences_remove_folder (self, index);
}

static void
fill_folders (WadiPreferences *self)
{
  g_auto(GStrv) folders = g_settings_get_strv (self->settings, "board-library-folders");

  for (guint i = 0; i < self->folder_rows->len; i++)
    adw_preferences_group_remove (self->folders_group, g_ptr_array_index (self->folder_rows, i));
  g_ptr_array_set_size (self->folder_rows, 0);
  for (guint i = 0; folders[i] != NULL; i++)
    {
      GtkWidget *remove = gtk_button_new_from_icon_name ("list-remove-symbolic");
      GtkWidget *row;

      gtk_widget_add_css_class (remove, "flat");
      gtk_widget_set_tooltip_text (remove, _("Remove the folder from the library"));
      gtk_accessible_update_property (GTK_ACCESSIBLE (remove), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _("Remove the folder from the library"), -1);
      g_signal_connect (remove, "clicked", G_CALLBACK (on_remove_folder), self);
      row = add_row (self->folders_group, folders[i], NULL, remove);
      g_ptr_array_add (self->folder_rows, row);
    }
}

guint
wadi_preferences_get_n_folders (WadiPreferences *self)
{
  g_return_val_if_fail (WADI_IS_PREFERENCES (self), 0);

  return self->folder_rows->len;
}

void
wadi_preferences_add_folder (WadiPreferences *self,
                             GFile           *folder)
{
  g_auto(GStrv) folders = NULL;
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_autofree char *path = g_file_get_path (folder);

  g_return_if_fail (WADI_IS_PREFERENCES (self));
  if (path == NULL)
    return;
  folders = g_settings_get_strv (self->settings, "board-library-folders");
  if (g_strv_contains ((const char *const *) folders, path))
    return;
  g_strv_builder_addv (builder, (const char **) folders);
  g_strv_builder_add (builder, path);
  g_strfreev (folders);
  folders = g_strv_builder_end (builder);
  g_settings_set_strv (self->settings, "board-library-folders", (const char *const *) folders);
}

void
wadi_preferences_remove_folder (WadiPreferences *self,
                                guint            index)
{
  g_auto(GStrv) folders = NULL;
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) kept = NULL;

  g_return_if_fail (WADI_IS_PREFERENCES (self));
  folders = g_settings_get_strv (self->settings, "board-library-folders");
  for (guint i = 0; folders[i] != NULL; i++)
    if (i != index)
      g_strv_builder_add (builder, folders[i]);
  kept = g_strv_builder_end (builder);
  g_settings_set_strv (self->settings, "board-library-folders", (const char *const *) kept);
}

static void
on_folder_chosen (GtkNativeDialog *chooser,
                  int              response,
                  WadiPreferences *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) folder = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

      if (folder != NULL)
        wadi_preferences_add_folder (self, folder);
    }
  g_object_unref (chooser);
}

static void
on_add_folder (GtkButton       *button,
               WadiPreferences *self)
{
  GtkFileChooserNative *chooser = gtk_file_chooser_native_new (_("Add a Board Library Folder"), GTK_WINDOW (self),
                                                                  GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER, _("_Add"), _("_Cancel"));

  g_signal_connect_object (chooser, "response", G_CALLBACK (on_folder_chosen), self, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
bind (WadiPreferences *self)
{
  g_settings_bind_with_mapping (self->settings, "new-ruleset", self->ruleset_row, "selected", G_SETTINGS_BIND_DEFAULT,
                                ruleset_to_index, index_to_ruleset, NULL, NULL);
  g_settings_bind (self->settings, "new-board", self->board_row, "text", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind_with_mapping (self->settings, "autosave-interval", self->autosave_spin, "value",
                                G_SETTINGS_BIND_DEFAULT, uint_to_double, double_to_uint, NULL, NULL);
  g_settings_bind_with_mapping (self->settings, "undo-limit", self->undo_spin, "value", G_SETTINGS_BIND_DEFAULT,
                                bytes_to_mib, mib_to_bytes, NULL, NULL);
  g_settings_bind (self->settings, "show-labels", self->labels_switch, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "high-contrast-marks", self->contrast_switch, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind_with_mapping (self->settings, "color-scheme", self->scheme_row, "selected", G_SETTINGS_BIND_DEFAULT,
                                scheme_to_index, index_to_scheme, NULL, NULL);
  g_signal_connect_object (self->settings, "changed::board-library-folders", G_CALLBACK (fill_folders), self,
                           G_CONNECT_SWAPPED);
  fill_folders (self);
}

static void
wadi_preferences_dispose (GObject *object)
{
  WadiPreferences *self = WADI_PREFERENCES (object);

  g_clear_object (&self->settings);
  G_OBJECT_CLASS (wadi_preferences_parent_class)->dispose (object);
}

static void
wadi_preferences_finalize (GObject *object)
{
  WadiPreferences *self = WADI_PREFERENCES (object);

  g_clear_pointer (&self->folder_rows, g_ptr_array_unref);
  G_OBJECT_CLASS (wadi_preferences_parent_class)->finalize (object);
}

static void
wadi_preferences_class_init (WadiPreferencesClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = wadi_preferences_dispose;
  object_class->finalize = wadi_preferences_finalize;
  g_type_ensure (WADI_TYPE_ENTRY_ROW);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/wadieditor/Wadi/ui/wadi-preferences.ui");
  /* a screen reader says "dialog" (AdwWindow is a frame, or nothing) */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_DIALOG);
  gtk_widget_class_bind_template_child (widget_class, WadiPreferences, ruleset_row);
  gtk_widget_class_bind_template_child (widget_class, WadiPreferences, board_row);
  gtk_widget_class_bind_template_child (widget_class, WadiPreferences, autosave_spin);
  gtk_widget_class_bind_template_child (widget_class, WadiPreferences, undo_spin);
  gtk_widget_class_bind_template_child (widget_class, WadiPreferences, labels_switch);
  gtk_widget_class_bind_template_child (widget_class, WadiPreferences, contrast_switch);
  gtk_widget_class_bind_template_child (widget_class, WadiPreferences, scheme_row);
  gtk_widget_class_bind_template_child (widget_class, WadiPreferences, folders_group);
  gtk_widget_class_bind_template_callback (widget_class, on_add_folder);
}

static void
wadi_preferences_init (WadiPreferences *self)
{
  g_autoptr(GtkStringList) rulesets = gtk_string_list_new (NULL);

  self->folder_rows = g_ptr_array_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
  wadi_accessible_name_controls (GTK_WIDGET (self));
  /* in WadiRulesetId order, so that the selected index is the id */
  for (guint i = 0; i < WADI_RULESET_COUNT; i++)
    gtk_string_list_append (rulesets, _(wadi_ruleset_get (i)->display_name));
  adw_combo_row_set_model (self->ruleset_row, G_LIST_MODEL (rulesets));
}

WadiPreferences *
wadi_preferences_new (GtkWindow *parent,
                      GSettings *settings)
{
  WadiPreferences *self;

  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  self = g_object_new (WADI_TYPE_PREFERENCES, "transient-for", parent, "modal", FALSE, NULL);
  self->settings = g_object_ref (settings);
  bind (self);
  return self;
}
