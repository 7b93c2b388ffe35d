/* wadi-recovery-dialog.c: the drafts a crashed Wadi left, offered back
 * (its template: ui/wadi-recovery-dialog.ui) */
#include "config.h"

#include <glib/gi18n.h>

#include "wadi-accessible.h"
#include "wadi-recovery-dialog.h"

struct _WadiRecoveryDialog
{
  AdwWindow parent_instance;
  /* template */
  GtkLabel    *intro;
  GtkListView *list;
  GtkWidget   *restore_all;

  GHashTable    *drafts; /* id: WadiDraft */
  GHashTable    *sizes;  /* id: the map's size, of the drafts read */
  GtkStringList *ids;    /* the rows, newest first */
  GCancellable  *cancellable;
};

G_DEFINE_FINAL_TYPE (WadiRecoveryDialog, wadi_recovery_dialog, ADW_TYPE_WINDOW)

enum
{
  SIGNAL_RESTORE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The map sizes of the first drafts, read in a thread. */
static void
read_sizes (GTask        *task,
            gpointer      source,
            gpointer      data,
            GCancellable *cancellable)
{
  char      **ids = data;
  GHashTable *sizes = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);

  for (guint i = 0; ids[i] != NULL && !g_cancellable_is_cancelled (cancellable); i++)
    {
      g_autoptr(WadiScenario) scenario = wadi_drafts_load (wadi_drafts_get_default (), ids[i], NULL);
      const WadiBoard *grid = scenario != NULL ? scenario->map->grid : NULL;

      if (grid != NULL)
        g_hash_table_insert (sizes, g_strdup (ids[i]),
                             /* TRANSLATORS: a map's size, columns × rows */
                             g_strdup_printf (_("%d × %d hexes"), grid->cols, grid->rows));
    }
  g_task_return_pointer (task, sizes, (GDestroyNotify) g_hash_table_unref);
}

static void
on_sizes_read (GObject      *source,
               GAsyncResult *result,
               gpointer      data)
{
  g_autoptr(WadiRecoveryDialog) self = data;
  g_autoptr(GHashTable) sizes = g_task_propagate_pointer (G_TASK (result), NULL);
  GHashTableIter iter;
  gpointer       id, size;
  guint          n;

  if (sizes == NULL)
    return;
  g_hash_table_iter_init (&iter, sizes);
  while (g_hash_table_iter_next (&iter, &id, &size))
    {
      g_hash_table_insert (self->sizes, id, size);
      g_hash_table_iter_steal (&iter);
    }
  /* the rows in view show them */
  n = g_list_model_get_n_items (G_LIST_MODEL (self->ids));
  g_list_model_items_changed (G_LIST_MODEL (self->ids), 0, n, n);
}

static void
setup_row (GtkSignalListItemFactory *factory,
           GtkListItem              *item,
           gpointer                  data)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *text = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *title = gtk_label_new (NULL);
  GtkWidget *subtitle = gtk_label_new (NULL);
  GtkWidget *restore = gtk_button_new_with_mnemonic (_("_Restore"));
  GtkWidget *discard = gtk_button_new_with_mnemonic (_("_Discard"));

  gtk_widget_set_margin_start (row, 6);
  gtk_widget_set_margin_end (row, 6);
  gtk_widget_set_margin_top (row, 6);
  gtk_widget_set_margin_bottom (row, 6);
  gtk_widget_set_hexpand (text, TRUE);
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_ellipsize (GTK_LABEL (title), PANGO_ELLIPSIZE_MIDDLE);
  gtk_widget_add_css_class (title, "heading");
  gtk_label_set_xalign (GTK_LABEL (subtitle), 0);
  /* wrapped, not cut: "Gespeichert 30.11.26 22:20 · 33 × 10 Hexfelder"
   * is wider than the row beside its two buttons */
  gtk_label_set_wrap (GTK_LABEL (subtitle), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (subtitle), PANGO_WRAP_WORD_CHAR);
  gtk_widget_add_css_class (subtitle, "dim-label");
  gtk_widget_add_css_class (subtitle, "caption");
  gtk_box_append (GTK_BOX (text), title);
  gtk_box_append (GTK_BOX (text), subtitle);
  gtk_widget_set_valign (restore, GTK_ALIGN_CENTER);
  gtk_widget_set_valign (discard, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (row), text);
  gtk_box_append (GTK_BOX (row), discard);
  gtk_box_append (GTK_BOX (row), restore);
  wadi_accessible_name_controls (row);
  gtk_list_item_set_child (item, row);
  gtk_list_item_set_activatable (item, FALSE);
}

static void
bind_row (GtkSignalListItemFactory *factory,
          GtkListItem              *item,
          gpointer                  data)
{
  WadiRecoveryDialog *self = data;
  GtkWidget          *row = gtk_list_item_get_child (item);
  GtkWidget          *text = gtk_widget_get_first_child (row);
  GtkWidget          *discard = gtk_widget_get_next_sibling (text);
  GtkWidget          *restore = gtk_widget_get_next_sibling (discard);
  const char         *id = gtk_string_object_get_string (gtk_list_item_get_item (item));
  const WadiDraft    *draft = g_hash_table_lookup (self->drafts, id);
  const char         *size = g_hash_table_lookup (self->sizes, id);
  g_autoptr(GDateTime) local = g_date_time_to_local (draft->written);
  /* the date and the minute: "%c" is too long for the row */
  g_autofree char *when = g_date_time_format (local, "%x %H:%M");
  g_autofree char *bytes = NULL;
  g_autofree char *subtitle = NULL;
  g_autofree char *where = draft->file != NULL ? g_file_get_parse_name (draft->file) : NULL;
  const char      *title = draft->title != NULL && *draft->title != '\0' ? draft->title : _("Untitled Scenario");
  g_autofree char *restore_name = NULL;
  g_autofree char *discard_name = NULL;

  if (size == NULL)
    size = bytes = g_format_size ((guint64) draft->size);
  /* TRANSLATORS: a draft's description: when it was saved · its map's size, or its file's */
  subtitle = g_strdup_printf (_("Saved %s · %s"), when, size);
  gtk_label_set_text (GTK_LABEL (gtk_widget_get_first_child (text)), title);
  /* a screen reader names which draft a button throws away, not only
   * "Discard" among many */
  /* TRANSLATORS: a screen reader's name for a draft's Restore button; %s is its title */
  restore_name = g_strdup_printf (_("Restore “%s”"), title);
  /* TRANSLATORS: a screen reader's name for a draft's Discard button; %s is its title */
  discard_name = g_strdup_printf (_("Discard “%s”"), title);
  gtk_accessible_update_property (GTK_ACCESSIBLE (restore), GTK_ACCESSIBLE_PROPERTY_LABEL, restore_name, -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (discard), GTK_ACCESSIBLE_PROPERTY_LABEL, discard_name, -1);
  gtk_label_set_text (GTK_LABEL (gtk_widget_get_last_child (text)), subtitle);
  gtk_widget_set_tooltip_text (text, where);
  /* the target before the name: a name without its target warns */
  gtk_actionable_set_action_target (GTK_ACTIONABLE (restore), "s", id);
  gtk_actionable_set_action_target (GTK_ACTIONABLE (discard), "s", id);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (restore), "recovery.restore");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (discard), "recovery.discard");
}

static gboolean
find_row (WadiRecoveryDialog *self,
          const char         *id,
          guint              *position)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->ids));

  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (gtk_string_list_get_string (self->ids, i), id) == 0)
      {
        *position = i;
        return TRUE;
      }
  return FALSE;
}

/* Draft id is dealt with: off the list, and the window closes once the
 * list is empty. */
static void
done_with (WadiRecoveryDialog *self,
           const char         *id)
{
  guint position;

  if (find_row (self, id, &position))
    gtk_string_list_remove (self->ids, position);
  g_hash_table_remove (self->drafts, id);
  if (g_hash_table_size (self->drafts) == 0)
    gtk_window_close (GTK_WINDOW (self));
}

static void
restore (WadiRecoveryDialog *self,
         const char         *id)
{
  g_autofree char *owned = g_strdup (id);
  const WadiDraft *draft = g_hash_table_lookup (self->drafts, owned);

  if (draft == NULL)
    return;
  g_signal_emit (self, signals[SIGNAL_RESTORE], 0, draft);
  done_with (self, owned);
}

static void
discard (WadiRecoveryDialog *self,
         const char         *id)
{
  g_autofree char *owned = g_strdup (id);

  if (!g_hash_table_contains (self->drafts, owned))
    return;
  wadi_drafts_remove (wadi_drafts_get_default (), owned);
  done_with (self, owned);
}

static void
action_restore (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  restore (WADI_RECOVERY_DIALOG (widget), g_variant_get_string (parameter, NULL));
}

static void
action_discard (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  discard (WADI_RECOVERY_DIALOG (widget), g_variant_get_string (parameter, NULL));
}

/* Every draft still listed, newest first. */
static GStrv
listed_ids (WadiRecoveryDialog *self)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->ids));
  GStrv ids = g_new0 (char *, n + 1);

  for (guint i = 0; i < n; i++)
    ids[i] = g_strdup (gtk_string_list_get_string (self->ids, i));
  return ids;
}

static void
action_restore_all (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  WadiRecoveryDialog *self = g_object_ref (WADI_RECOVERY_DIALOG (widget));
  g_auto(GStrv) ids = listed_ids (self);

  for (guint i = 0; ids[i] != NULL; i++)
    restore (self, ids[i]);
  g_object_unref (self);
}

static void
action_discard_all (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  WadiRecoveryDialog *self = g_object_ref (WADI_RECOVERY_DIALOG (widget));
  g_auto(GStrv) ids = listed_ids (self);

  /* one change to the list, not one for each row */
  for (guint i = 0; ids[i] != NULL; i++)
    wadi_drafts_remove (wadi_drafts_get_default (), ids[i]);
  gtk_string_list_splice (self->ids, 0, g_list_model_get_n_items (G_LIST_MODEL (self->ids)), NULL);
  g_hash_table_remove_all (self->drafts);
  gtk_window_close (GTK_WINDOW (self));
  g_object_unref (self);
}

static void
wadi_recovery_dialog_dispose (GObject *object)
{
  WadiRecoveryDialog *self = WADI_RECOVERY_DIALOG (object);

  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  G_OBJECT_CLASS (wadi_recovery_dialog_parent_class)->dispose (object);
}

static void
wadi_recovery_dialog_finalize (GObject *object)
{
  WadiRecoveryDialog *self = WADI_RECOVERY_DIALOG (object);

  g_clear_pointer (&self->drafts, g_hash_table_unref);
  g_clear_pointer (&self->sizes, g_hash_table_unref);
  g_clear_object (&self->ids);
  G_OBJECT_CLASS (wadi_recovery_dialog_parent_class)->finalize (object);
}

static void
wadi_recovery_dialog_class_init (WadiRecoveryDialogClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = wadi_recovery_dialog_dispose;
  object_class->finalize = wadi_recovery_dialog_finalize;
  /* a draft to open in a window (const WadiDraft *, valid during the emission) */
  signals[SIGNAL_RESTORE] = g_signal_new ("restore", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                          NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
  gtk_widget_class_install_action (widget_class, "recovery.restore", "s", action_restore);
  gtk_widget_class_install_action (widget_class, "recovery.discard", "s", action_discard);
  gtk_widget_class_install_action (widget_class, "recovery.restore-all", NULL, action_restore_all);
  gtk_widget_class_install_action (widget_class, "recovery.discard-all", NULL, action_discard_all);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/wadieditor/Wadi/ui/wadi-recovery-dialog.ui");
  /* a screen reader says "dialog" (AdwWindow is a frame, or nothing) */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_DIALOG);
  gtk_widget_class_bind_template_child (widget_class, WadiRecoveryDialog, intro);
  gtk_widget_class_bind_template_child (widget_class, WadiRecoveryDialog, list);
  gtk_widget_class_bind_template_child (widget_class, WadiRecoveryDialog, restore_all);
  gtk_widget_class_bind_template_callback (widget_class, setup_row);
  gtk_widget_class_bind_template_callback (widget_class, bind_row);
}

static void
wadi_recovery_dialog_init (WadiRecoveryDialog *self)
{
  self->drafts = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, (GDestroyNotify) wadi_draft_free);
  self->sizes = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->ids = gtk_string_list_new (NULL);
  self->cancellable = g_cancellable_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
  wadi_accessible_name_controls (GTK_WIDGET (self));
  gtk_list_view_set_model (self->list, GTK_SELECTION_MODEL (gtk_no_selection_new (G_LIST_MODEL (g_object_ref (self->ids)))));
}

WadiRecoveryDialog *
wadi_recovery_dialog_new (GtkWindow *parent,
                          GPtrArray *drafts)
{
  WadiRecoveryDialog *self = g_object_new (WADI_TYPE_RECOVERY_DIALOG, "transient-for", parent, NULL);
  g_autoptr(GPtrArray) owned = drafts;
  g_autoptr(GTask) task = NULL;
  const char     **ids = g_new0 (const char *, drafts->len + 1);
  char           **read_ahead = g_new0 (char *, MIN (drafts->len, WADI_RECOVERY_READ_AHEAD) + 1);
  g_autofree char *intro_text = NULL;

  for (guint i = 0; i < owned->len; i++)
    {
      WadiDraft *draft = g_ptr_array_index (owned, i);

      ids[i] = draft->id;
      if (i < WADI_RECOVERY_READ_AHEAD)
        read_ahead[i] = g_strdup (draft->id);
    }
  g_ptr_array_set_free_func (owned, NULL);
  for (guint i = 0; i < owned->len; i++)
    {
      WadiDraft *draft = g_ptr_array_index (owned, i);

      g_hash_table_insert (self->drafts, draft->id, draft);
    }
  /* after the drafts: the list view binds its rows as it is told of them */
  gtk_string_list_splice (self->ids, 0, 0, ids);
  g_free (ids);

  intro_text = g_strdup_printf (ngettext ("Wadi closed before the changes to %u scenario were saved. Restore "
                                          "opens them in a window; Discard throws them away.",
                                          "Wadi closed before the changes to these %u scenarios were saved. "
                                          "Restore opens one in a window; Discard throws it away.",
                                          owned->len),
                                owned->len);
  gtk_label_set_text (self->intro, intro_text);
  /* once shown: a focus given before made the dialog a "filler" to a
   * screen reader */
  wadi_accessible_focus_when_shown (GTK_WINDOW (self), self->restore_all);

  task = g_task_new (NULL, self->cancellable, on_sizes_read, g_object_ref (self));
  g_task_set_source_tag (task, wadi_recovery_dialog_new);
  g_task_set_task_data (task, read_ahead, (GDestroyNotify) g_strfreev);
  g_task_run_in_thread (task, read_sizes);
  return self;
}

guint
wadi_recovery_dialog_get_n_drafts (WadiRecoveryDialog *self)
{
  g_return_val_if_fail (WADI_IS_RECOVERY_DIALOG (self), 0);
  return g_list_model_get_n_items (G_LIST_MODEL (self->ids));
}

const char *
wadi_recovery_dialog_get_map_size (WadiRecoveryDialog *self,
                                   const char         *id)
{
  g_return_val_if_fail (WADI_IS_RECOVERY_DIALOG (self), NULL);
  return g_hash_table_lookup (self->sizes, id);
}
