/* wadi-overlay-dialog.c: which overlay a file gives, and under what id */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "wadi-format.h"
#include "wadi-overlay-dialog.h"

struct _WadiOverlayDialog
{
  AdwMessageDialog parent_instance;

  const WadiScenario *scenario;
  WadiBoard          *fragment;

  /* template */
  GtkWidget *id_entry;
  GtkWidget *problem;
};

G_DEFINE_FINAL_TYPE (WadiOverlayDialog, wadi_overlay_dialog, ADW_TYPE_MESSAGE_DIALOG)

/* What id clashes: the scenario's overlay of that id is another fragment. */
static const char *
id_problem (WadiOverlayDialog *self,
            const char        *id)
{
  guint index;

  if (*id == '\0')
    return _("The overlay needs an id.");
  if (wadi_scenario_find_overlay (self->scenario, id, &index)
      && !wadi_board_equal (((const WadiOverlay *) g_ptr_array_index (self->scenario->overlays, index))->fragment,
                            self->fragment))
    return _("The scenario has another overlay of this id.");
  return NULL;
}

static void
on_id_changed (WadiOverlayDialog *self)
{
  g_autofree char *id = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->id_entry))));
  const char      *problem = id_problem (self, id);

  gtk_label_set_text (GTK_LABEL (self->problem), problem != NULL ? problem : "");
  gtk_widget_set_visible (self->problem, problem != NULL);
  if (problem != NULL)
    gtk_widget_add_css_class (self->id_entry, "error");
  else
    gtk_widget_remove_css_class (self->id_entry, "error");
  adw_message_dialog_set_response_enabled (ADW_MESSAGE_DIALOG (self), "place", problem == NULL);
}

static void
wadi_overlay_dialog_finalize (GObject *object)
{
  WadiOverlayDialog *self = WADI_OVERLAY_DIALOG (object);

  g_clear_pointer (&self->fragment, wadi_board_free);
  G_OBJECT_CLASS (wadi_overlay_dialog_parent_class)->finalize (object);
}

static void
wadi_overlay_dialog_class_init (WadiOverlayDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = wadi_overlay_dialog_finalize;
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/wadieditor/Wadi/ui/wadi-overlay-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, WadiOverlayDialog, id_entry);
  gtk_widget_class_bind_template_child (widget_class, WadiOverlayDialog, problem);
  gtk_widget_class_bind_template_callback (widget_class, on_id_changed);
}

static void
wadi_overlay_dialog_init (WadiOverlayDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/* The file's overlay: its first overlay, else its first board. */
static gboolean
read_source (GFile      *file,
             char      **id,
             WadiBoard **fragment,
             GError    **error)
{
  g_autoptr(WadiScenario) source = wadi_format_read_file (file, error);
  g_autofree char *basename = NULL;

  if (source == NULL)
    return FALSE;
  if (source->overlays->len > 0)
    {
      WadiOverlay *overlay = g_ptr_array_index (source->overlays, 0);

      *id = g_strdup (overlay->id);
      *fragment = wadi_board_copy (overlay->fragment);
      return TRUE;
    }
  if (wadi_map_board_count (source->map) == 0)
    {
      basename = g_file_get_basename (file);
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("“%s” has no board or overlay to place"), basename);
      return FALSE;
    }
  *fragment = wadi_map_extract_board (source->map, 0);
  if ((*fragment)->id != NULL && *(*fragment)->id != '\0')
    {
      *id = g_strdup ((*fragment)->id);
    }
  else
    {
      basename = g_file_get_basename (file);
      if (g_str_has_suffix (basename, ".wadi"))
        basename[strlen (basename) - strlen (".wadi")] = '\0';
      *id = g_strdup (basename);
    }
  return TRUE;
}

WadiOverlayDialog *
wadi_overlay_dialog_new (GtkWindow          *parent,
                         const WadiScenario *scenario,
                         GFile              *file,
                         GError            **error)
{
  WadiOverlayDialog *self;
  g_autofree char   *id = NULL;
  g_autofree char   *name = NULL;
  WadiBoard         *fragment = NULL;

  g_return_val_if_fail (scenario != NULL, NULL);
  g_return_val_if_fail (G_IS_FILE (file), NULL);

  if (!read_source (file, &id, &fragment, error))
    return NULL;

  self = g_object_new (WADI_TYPE_OVERLAY_DIALOG, "transient-for", parent, "modal", TRUE, NULL);
  self->scenario = scenario;
  self->fragment = fragment;
  name = g_file_get_basename (file);
  adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (self),
                                  _("“%s” gives a fragment of %d × %d hexes. Under what id does the scenario keep it?"),
                                     name, fragment->cols, fragment->rows);
  /* an id the scenario gives another overlay is taken: suggest a free one */
  if (id_problem (self, id) != NULL && *id != '\0')
    {
      g_autofree char *original = g_steal_pointer (&id);

      for (guint n = 2; id == NULL || id_problem (self, id) != NULL; n++)
        {
          g_free (id);
          id = g_strdup_printf ("%s-%u", original, n);
        }
    }
  wadi_overlay_dialog_set_overlay_id (self, id);
  return self;
}

const char *
wadi_overlay_dialog_get_overlay_id (WadiOverlayDialog *self)
{
  g_return_val_if_fail (WADI_IS_OVERLAY_DIALOG (self), NULL);

  return gtk_editable_get_text (GTK_EDITABLE (self->id_entry));
}

void
wadi_overlay_dialog_set_overlay_id (WadiOverlayDialog *self,
                                    const char        *id)
{
  g_return_if_fail (WADI_IS_OVERLAY_DIALOG (self));

  gtk_editable_set_text (GTK_EDITABLE (self->id_entry), id);
  on_id_changed (self);
}

const WadiBoard *
wadi_overlay_dialog_get_fragment (WadiOverlayDialog *self)
{
  g_return_val_if_fail (WADI_IS_OVERLAY_DIALOG (self), NULL);

  return self->fragment;
}
