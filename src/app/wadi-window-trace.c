/* wadi-window-trace.c: Board ▸ Trace Terrain…
 *
 * Suggests the terrain of every hex of the chosen board from its
 * background picture (wadi-trace.h): the samples are the hexes the
 * designer painted on the board so far (each one of its terrain) and the
 * bare hexes selected with the area tool (the board's own terrain), and
 * those of a saved sample set loaded with Load Trace Samples… (a set saved
 * from one scan serves every scan of the same printing).  The tracing runs in a GTask thread behind a dialog
 * that shows its progress and can cancel it; then the doubtful hexes
 * (confidence under WADI_TRACE_LOW_CONFIDENCE) are selected on the map,
 * outlined, and the dialog offers to accept every suggestion or the
 * confident ones only, as one undo step.  Cancelled, the selection the
 * samples came from comes back; accepted, the doubtful hexes stay
 * selected to be mended, and are read as no bare hexes while they are
 * the selection (trace_doubtful), so that a trace never feeds the next.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "wadi-accessible.h"
#include "wadi-trace.h"
#include "wadi-window-private.h"

/* Held by the dialog and by the tracing thread until each is done. */
typedef struct
{
  guint             ref;
  WadiWindow       *window;
  AdwMessageDialog *dialog;
  GCancellable     *cancellable;
  guint             board;
  WadiTraceResult  *result;
  GArray           *area_before; /* the selection the samples were read from */
  GArray           *doubtful;    /* WadiHex, selected while the dialog asks */
} Tracing;

static void
tracing_unref (Tracing *tracing)
{
  if (--tracing->ref > 0)
    return;
  g_clear_object (&tracing->window);
  g_clear_object (&tracing->cancellable);
  g_clear_pointer (&tracing->result, wadi_trace_result_free);
  g_clear_pointer (&tracing->area_before, g_array_unref);
  g_clear_pointer (&tracing->doubtful, g_array_unref);
  g_free (tracing);
}

/* At most this many hexsides of each kind (with features, without) are
 * read as samples: a few dozen tell a wall from open ground. */
#define MAX_SIDE_SAMPLES 64

/* Hexside samples, when the designer has painted hexside features on the
 * board: each hexside with features (a wall, a hedge ...) as a sample of
 * them, and the bare hexsides of the painted hexes as samples of none.
 * None when no hexside has features, so tracing suggests none either. */
static void
add_side_samples (WadiTraceSamples       *samples,
                  const WadiBoard        *own,
                  const WadiMapBoard     *board,
                  const WadiTracePicture *decoded,
                  const WadiSimilarity   *fit)
{
  guint with = 0, without = 0;

  for (guint i = 0; i < wadi_board_hex_count (own) && with < MAX_SIDE_SAMPLES; i++)
    for (WadiDirection d = 0; d < 3; d++)
      {
        WadiHexside side = { wadi_board_hex_at_index (own, i), d };
        guint       features = wadi_board_get_side (own, side);

        if (features != 0 && wadi_board_contains (own, wadi_hexside_other_hex (own->layout, side))
            && wadi_trace_samples_add_side (samples, decoded, fit, board->layout, side, features, NULL))
          with++;
      }
  if (with == 0)
    return;
  for (guint i = 0; i < wadi_board_hex_count (own) && without < MAX_SIDE_SAMPLES; i++)
    {
      const WadiHexCell *cell = &own->cells[i];

      if (cell->terrain == board->default_cell.terrain && cell->depression == WADI_DEPRESSION_NONE)
        continue;
      for (WadiDirection d = 0; d < 3; d++)
        {
          WadiHexside side = { wadi_board_hex_at_index (own, i), d };

          if (wadi_board_get_side (own, side) == 0
              && wadi_board_contains (own, wadi_hexside_other_hex (own->layout, side))
              && wadi_trace_samples_add_side (samples, decoded, fit, board->layout, side, 0, NULL))
            without++;
        }
    }
}

static gboolean
same_hexes (const GArray *a,
            const GArray *b)
{
  return a != NULL && b != NULL && a->len == b->len && memcmp (a->data, b->data, a->len * sizeof (WadiHex)) == 0;
}

/* The samples: painted hexes of the board, and the bare ones selected. */
static WadiTraceSamples *
collect_samples (WadiWindow             *self,
                 guint                   index,
                 const WadiTracePicture *decoded,
                 const WadiSimilarity   *fit)
{
  const WadiScenario *scenario = wadi_document_get_scenario (self->document);
  const WadiMapBoard *board = wadi_map_get_board (scenario->map, index);
  g_autoptr(WadiBoard) own = wadi_map_extract_board (scenario->map, index);
  const GArray     *area = wadi_tool_get_area (wadi_canvas_get_tool (self->canvas));
  WadiTraceSamples *samples = wadi_trace_samples_new ();

  for (guint i = 0; i < wadi_board_hex_count (own); i++)
    {
      WadiHex            hex = wadi_board_hex_at_index (own, i);
      const WadiHexCell *cell = &own->cells[i];
      WadiTraceClass     klass = { (WadiTerrain) cell->terrain, (WadiDepression) cell->depression };

      if (!wadi_board_contains (own, hex) || wadi_map_board_is_half_hex (board, hex)
          || (cell->terrain == board->default_cell.terrain && cell->depression == WADI_DEPRESSION_NONE))
        continue;
      wadi_trace_samples_add_hex (samples, decoded, fit, board->layout, hex, klass, NULL);
    }
  /* the hexes a trace left selected as doubtful are no bare hexes */
  for (guint i = 0; i < area->len && !same_hexes (area, self->trace_doubtful); i++)
    {
      WadiHex        local;
      WadiTraceClass klass = { (WadiTerrain) board->default_cell.terrain, WADI_DEPRESSION_NONE };

      if (!wadi_map_to_board (scenario->map, index, g_array_index (area, WadiHex, i), &local)
          || wadi_map_board_is_half_hex (board, local)
          || wadi_board_cell (own, local)->terrain != board->default_cell.terrain)
        continue;
      wadi_trace_samples_add_hex (samples, decoded, fit, board->layout, local, klass, NULL);
    }
  add_side_samples (samples, own, board, decoded, fit);
  if (self->trace_samples != NULL)
    {
      for (guint i = 0; i < wadi_trace_samples_get_count (self->trace_samples); i++)
        {
          WadiTraceClass  klass;
          WadiTraceColour colour;

          wadi_trace_samples_get (self->trace_samples, i, &klass, &colour);
          wadi_trace_samples_add (samples, klass, &colour);
        }
      for (guint i = 0; i < wadi_trace_samples_get_side_count (self->trace_samples); i++)
        {
          guint           feature;
          WadiTraceColour colour;

          wadi_trace_samples_get_side (self->trace_samples, i, &feature, &colour);
          wadi_trace_samples_add_side_colour (samples, feature, &colour);
        }
    }
  return samples;
}

static void
on_progress (double   fraction,
             gpointer data)
{
  Tracing         *tracing = data;
  g_autofree char *text = g_strdup_printf (_("Reading the picture: %d%%"), (int) (fraction * 100.0 + 0.5));

  if (tracing->dialog != NULL)
    adw_message_dialog_set_body (tracing->dialog, text);
}

/* Accepting: one undo step; the doubtful hexes stay selected. */
static void
on_response (AdwMessageDialog *dialog,
             const char       *response,
             Tracing          *tracing)
{
  WadiWindow *self = tracing->window;

  g_cancellable_cancel (tracing->cancellable);
  /* the preview goes, accepted or not */
  wadi_tool_set_suggested_cells (wadi_canvas_get_tool (self->canvas), NULL, 0);
  gtk_widget_queue_draw (GTK_WIDGET (self->canvas));
  if (tracing->result == NULL || self->document == NULL
      || (g_strcmp0 (response, "all") != 0 && g_strcmp0 (response, "confident") != 0))
    {
      /* nothing taken: the selection the samples came from comes back,
       * so that tracing again reads the same samples */
      if (tracing->doubtful != NULL)
        wadi_tool_set_area (wadi_canvas_get_tool (self->canvas), tracing->area_before);
    }
  else
    {
      double           min = g_strcmp0 (response, "all") == 0 ? 0.0 : WADI_TRACE_LOW_CONFIDENCE;
      guint            n = wadi_trace_result_apply (tracing->result, self->document, tracing->board, NULL, min,
                                                    "Trace terrain");
      g_autofree char *text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%'u hex changed", "%'u hexes changed", n),
                                               n);

      _wadi_window_toast (self, text);
      g_clear_pointer (&self->trace_doubtful, g_array_unref);
      self->trace_doubtful = g_array_ref (tracing->doubtful);
    }
  tracing->dialog = NULL;
  tracing_unref (tracing);
}

static void
on_traced (GObject      *source,
           GAsyncResult *result,
           gpointer      data)
{
  Tracing *tracing = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) doubtful = g_array_new (FALSE, FALSE, sizeof (WadiHex));
  g_autoptr(GArray) changed = NULL;
  g_autofree char           *body = NULL;
  const WadiScenario        *scenario;
  const WadiTraceSuggestion *suggestions;
  guint                      n = 0;

  tracing->result = wadi_trace_board_finish (result, &error);
  if (tracing->dialog == NULL || tracing->window->document == NULL)
    {
      tracing_unref (tracing);
      return;
    }
  if (tracing->result == NULL)
    {
      adw_message_dialog_set_body (tracing->dialog, error->message);
      adw_message_dialog_set_response_label (tracing->dialog, "cancel", _("_Close"));
      tracing_unref (tracing);
      return;
    }
  scenario = wadi_document_get_scenario (tracing->window->document);
  changed = wadi_trace_result_cells (tracing->result, scenario, tracing->board, NULL, 0.0);
  suggestions = wadi_trace_result_get_suggestions (tracing->result, &n);
  for (guint i = 0; i < n; i++)
    if (suggestions[i].confidence < WADI_TRACE_LOW_CONFIDENCE)
      {
        WadiHex hex = wadi_map_to_map (scenario->map, tracing->board, suggestions[i].hex);

        g_array_append_val (doubtful, hex);
      }
  /* the suggestions shown on the map as they would be painted, the
   * doubtful hexes outlined, as the area tool's selection */
  {
    g_autoptr(GArray) preview = g_array_sized_new (FALSE, FALSE, sizeof (WadiRenderGhostCell), changed->len);

    for (guint i = 0; i < changed->len; i++)
      {
        const WadiTraceCell *cell = &g_array_index (changed, WadiTraceCell, i);
        WadiRenderGhostCell  ghost = { cell->hex, cell->cell };

        g_array_append_val (preview, ghost);
      }
    wadi_tool_set_suggested_cells (wadi_canvas_get_tool (tracing->window->canvas),
                                   (const WadiRenderGhostCell *) (gconstpointer) preview->data, preview->len);
  }
  wadi_tool_set_area (wadi_canvas_get_tool (tracing->window->canvas), doubtful);
  tracing->doubtful = g_array_ref (doubtful);
  gtk_widget_queue_draw (GTK_WIDGET (tracing->window->canvas));
  body = g_strdup_printf (_("%'u hexes traced: %'u would change, as the map shows them; %'u are doubtful and outlined."), n,
                             changed->len, doubtful->len);
  adw_message_dialog_set_heading (tracing->dialog, _("Accept the Suggested Terrain?"));
  adw_message_dialog_set_body (tracing->dialog, body);
  adw_message_dialog_add_responses (tracing->dialog, "confident", _("Accept _Confident Ones"), "all", _("Accept _All"), NULL);
  adw_message_dialog_set_response_appearance (tracing->dialog, "all", ADW_RESPONSE_SUGGESTED);
  wadi_accessible_name_controls (GTK_WIDGET (tracing->dialog));
  tracing_unref (tracing);
}

gboolean
wadi_window_trace_terrain (WadiWindow *self)
{
  const WadiScenario *scenario;
  const WadiPicture  *picture;
  WadiTracePicture   *decoded;
  Tracing            *tracing;
  g_autoptr(WadiTraceSamples) samples = NULL;
  g_autoptr(GArray) classes = NULL;
  g_autoptr(WadiBoard) own = NULL;

  g_return_val_if_fail (WADI_IS_WINDOW (self), FALSE);

  scenario = self->document != NULL ? wadi_document_get_scenario (self->document) : NULL;
  if (scenario == NULL || self->current_board >= wadi_map_board_count (scenario->map))
    return FALSE;
  picture = wadi_map_get_board (scenario->map, self->current_board)->picture;
  decoded = picture != NULL ? wadi_picture_loader_get_picture (self->picture_loader, picture->path) : NULL;
  if (decoded == NULL)
    return FALSE;
  samples = collect_samples (self, self->current_board, decoded, &picture->fit);
  classes = wadi_trace_samples_classes (samples);
  if (classes->len < 2)
    {
      _wadi_window_toast (self, _("Paint a few hexes of each terrain over the picture, and select a few bare hexes with the area tool, then trace"));
      return FALSE;
    }
  tracing = g_new0 (Tracing, 1);
  tracing->ref = 2; /* the dialog's and the thread's */
  tracing->window = g_object_ref (self);
  tracing->board = self->current_board;
  tracing->cancellable = g_cancellable_new ();
  tracing->area_before = g_array_copy ((GArray *) wadi_tool_get_area (wadi_canvas_get_tool (self->canvas)));
  tracing->dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), _("Tracing Terrain"),
                                                                                      _("Reading the picture…")));
  adw_message_dialog_add_response (tracing->dialog, "cancel", _("_Cancel"));
  adw_message_dialog_set_close_response (tracing->dialog, "cancel");
  wadi_accessible_name_controls (GTK_WIDGET (tracing->dialog));
  g_signal_connect (tracing->dialog, "response", G_CALLBACK (on_response), tracing);
  gtk_window_present (GTK_WINDOW (tracing->dialog));
  own = wadi_map_extract_board (scenario->map, self->current_board);
  wadi_trace_board_async (decoded, &picture->fit, own, samples, tracing->cancellable, on_progress, tracing, on_traced,
                          tracing);
  return TRUE;
}

/* The samples Trace Terrain would use now, or NULL when the chosen board
 * has no picture decoded. */
static WadiTraceSamples *
current_samples (WadiWindow *self)
{
  const WadiScenario *scenario = self->document != NULL ? wadi_document_get_scenario (self->document) : NULL;
  const WadiPicture  *picture;
  WadiTracePicture   *decoded;

  if (scenario == NULL || self->current_board >= wadi_map_board_count (scenario->map))
    return NULL;
  picture = wadi_map_get_board (scenario->map, self->current_board)->picture;
  decoded = picture != NULL ? wadi_picture_loader_get_picture (self->picture_loader, picture->path) : NULL;
  return decoded != NULL ? collect_samples (self, self->current_board, decoded, &picture->fit) : NULL;
}

gboolean
wadi_window_save_trace_samples (WadiWindow *self,
                                GFile      *file,
                                GError    **error)
{
  g_autoptr(WadiTraceSamples) samples = NULL;

  g_return_val_if_fail (WADI_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  samples = current_samples (self);
  if (samples == NULL || wadi_trace_samples_get_count (samples) == 0)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           _("No samples to save: paint a few hexes of each terrain over the board's picture "
                             "first"));
      return FALSE;
    }
  return wadi_trace_samples_save (samples, file, NULL, error);
}

/* A file's name for a toast: a message names what it is about. */
static char *
display_basename (GFile *file)
{
  g_autofree char *base = g_file_get_basename (file);

  return base != NULL ? g_filename_display_name (base) : g_file_get_parse_name (file);
}

gboolean
_wadi_window_save_trace_samples_to (WadiWindow *self,
                                    GFile      *file)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *text = NULL;

  if (wadi_window_save_trace_samples (self, file, &error))
    return TRUE;
  name = display_basename (file);
  text = g_strdup_printf (_("The samples were not saved to “%s”: %s"), name, error->message);
  _wadi_window_toast (self, text);
  return FALSE;
}

static void
load_samples_thread (GTask        *task,
                     gpointer      source,
                     gpointer      data,
                     GCancellable *cancellable)
{
  GError           *error = NULL;
  WadiTraceSamples *samples = wadi_trace_samples_load (G_FILE (data), cancellable, &error);

  if (samples == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, samples, (GDestroyNotify) wadi_trace_samples_free);
}

static void
on_samples_loaded (GObject      *source,
                   GAsyncResult *result,
                   gpointer      data)
{
  g_autoptr(WadiWindow) self = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(WadiTraceSamples) samples = g_task_propagate_pointer (G_TASK (result), &error);
  g_autofree char *text = NULL;
  g_autoptr(GArray) classes = NULL;

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  if (samples != NULL && self->document != NULL)
    wadi_trace_samples_check_ruleset (samples, wadi_document_get_scenario (self->document)->ruleset, &error);
  if (error != NULL)
    {
      g_autofree char *name = display_basename (G_FILE (g_task_get_task_data (G_TASK (result))));

      text = g_strdup_printf (_("The samples in “%s” were not loaded: %s"), name, error->message);
      _wadi_window_toast (self, text);
      return;
    }
  classes = wadi_trace_samples_classes (samples);
  g_clear_pointer (&self->trace_samples, wadi_trace_samples_free);
  self->trace_samples = g_steal_pointer (&samples);
  /* TRANSLATORS: the samples' count, then the terrains' */
  text = g_strdup_printf (_("%u samples of %u terrains loaded: Trace Terrain uses them"),
                             wadi_trace_samples_get_count (self->trace_samples), classes->len);
  _wadi_window_toast (self, text);
}

void
wadi_window_load_trace_samples (WadiWindow *self,
                                GFile      *file)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (WADI_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  if (self->trace_samples_cancellable != NULL)
    g_cancellable_cancel (self->trace_samples_cancellable);
  g_clear_object (&self->trace_samples_cancellable);
  self->trace_samples_cancellable = g_cancellable_new ();
  task = g_task_new (NULL, self->trace_samples_cancellable, on_samples_loaded, g_object_ref (self));
  g_task_set_task_data (task, g_object_ref (file), g_object_unref);
  g_task_run_in_thread (task, load_samples_thread);
}

guint
wadi_window_get_loaded_trace_samples (WadiWindow *self)
{
  g_return_val_if_fail (WADI_IS_WINDOW (self), 0);

  return self->trace_samples != NULL ? wadi_trace_samples_get_count (self->trace_samples) : 0;
}

void
_wadi_window_trace_dispose (WadiWindow *self)
{
  if (self->trace_samples_cancellable != NULL)
    g_cancellable_cancel (self->trace_samples_cancellable);
  g_clear_object (&self->trace_samples_cancellable);
  g_clear_pointer (&self->trace_samples, wadi_trace_samples_free);
  g_clear_pointer (&self->trace_doubtful, g_array_unref);
}

/* A file chooser for sample sets, JSON files. */
static GtkFileChooserNative *
samples_chooser (WadiWindow          *self,
                 const char          *title,
                 GtkFileChooserAction action,
                 const char          *accept)
{
  GtkFileChooserNative *chooser = gtk_file_chooser_native_new (title, GTK_WINDOW (self), action, accept, _("_Cancel"));
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Trace samples (JSON)"));
  gtk_file_filter_add_mime_type (filter, "application/json");
  gtk_file_filter_add_suffix (filter, "json");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  return chooser;
}

static void
on_save_chosen (GtkNativeDialog *chooser,
                int              response,
                WadiWindow      *self)
{
  g_autoptr(GFile) file = response == GTK_RESPONSE_ACCEPT ? gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser)) : NULL;

  if (file != NULL)
    _wadi_window_save_trace_samples_to (self, file);
  g_object_unref (chooser);
}

static void
on_load_chosen (GtkNativeDialog *chooser,
                int              response,
                WadiWindow      *self)
{
  g_autoptr(GFile) file = response == GTK_RESPONSE_ACCEPT ? gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser)) : NULL;

  if (file != NULL)
    wadi_window_load_trace_samples (self, file);
  g_object_unref (chooser);
}

static void
action_save_samples (GtkWidget  *widget,
                     const char *name,
                     GVariant   *parameter)
{
  WadiWindow           *self = WADI_WINDOW (widget);
  GtkFileChooserNative *chooser = samples_chooser (self, _("Save Trace Samples"), GTK_FILE_CHOOSER_ACTION_SAVE,
                                                            _("_Save"));

  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), "samples.json");
  g_signal_connect_object (chooser, "response", G_CALLBACK (on_save_chosen), self, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
action_load_samples (GtkWidget  *widget,
                     const char *name,
                     GVariant   *parameter)
{
  WadiWindow           *self = WADI_WINDOW (widget);
  GtkFileChooserNative *chooser = samples_chooser (self, _("Load Trace Samples"), GTK_FILE_CHOOSER_ACTION_OPEN,
                                                            _("_Load"));

  g_signal_connect_object (chooser, "response", G_CALLBACK (on_load_chosen), self, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
action_trace_terrain (GtkWidget  *widget,
                      const char *name,
                      GVariant   *parameter)
{
  wadi_window_trace_terrain (WADI_WINDOW (widget));
}

void
_wadi_window_class_trace_actions_init (WadiWindowClass *klass)
{
  gtk_widget_class_install_action (GTK_WIDGET_CLASS (klass), "win.trace-terrain", NULL, action_trace_terrain);
  gtk_widget_class_install_action (GTK_WIDGET_CLASS (klass), "win.save-trace-samples", NULL, action_save_samples);
  gtk_widget_class_install_action (GTK_WIDGET_CLASS (klass), "win.load-trace-samples", NULL, action_load_samples);
}
