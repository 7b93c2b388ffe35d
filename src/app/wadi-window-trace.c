/* wadi-window-trace.c: Board ▸ Trace Terrain…
 *
 * Suggests the terrain of every hex of the chosen board from its
 * background picture (wadi-trace.h): the samples are the hexes the
 * designer painted on the board so far (each one of its terrain) and the
 * bare hexes selected with the area tool (the board's own terrain), or a
 * saved sample set.  The tracing runs in a GTask thread behind a dialog
 * that shows its progress and can cancel it; then the doubtful hexes
 * (confidence under WADI_TRACE_LOW_CONFIDENCE) are selected on the map,
 * outlined, and the dialog offers to accept every suggestion or the
 * confident ones only, as one undo step.
 */
#include "config.h"

#include <glib/gi18n.h>

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
} Tracing;

static void
tracing_unref (Tracing *tracing)
{
  if (--tracing->ref > 0)
    return;
  g_clear_object (&tracing->window);
  g_clear_object (&tracing->cancellable);
  g_clear_pointer (&tracing->result, wadi_trace_result_free);
  g_free (tracing);
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
  for (guint i = 0; i < area->len; i++)
    {
      WadiHex        local;
      WadiTraceClass klass = { (WadiTerrain) board->default_cell.terrain, WADI_DEPRESSION_NONE };

      if (!wadi_map_to_board (scenario->map, index, g_array_index (area, WadiHex, i), &local)
          || wadi_map_board_is_half_hex (board, local)
          || wadi_board_cell (own, local)->terrain != board->default_cell.terrain)
        continue;
      wadi_trace_samples_add_hex (samples, decoded, fit, board->layout, local, klass, NULL);
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
  if (tracing->result != NULL && self->document != NULL
      && (g_strcmp0 (response, "all") == 0 || g_strcmp0 (response, "confident") == 0))
    {
      double           min = g_strcmp0 (response, "all") == 0 ? 0.0 : WADI_TRACE_LOW_CONFIDENCE;
      guint            n = wadi_trace_result_apply (tracing->result, self->document, tracing->board, NULL, min,
                                                    "Trace terrain");
      g_autofree char *text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u hex changed", "%u hexes changed", n),
                                               n);

      _wadi_window_toast (self, text);
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
  /* the doubtful hexes outlined, as the area tool's selection */
  wadi_tool_set_area (wadi_canvas_get_tool (tracing->window->canvas), doubtful);
  gtk_widget_queue_draw (GTK_WIDGET (tracing->window->canvas));
  body = g_strdup_printf (_("%u hexes traced: %u would change, %u are doubtful and outlined on the map."), n,
                             changed->len, doubtful->len);
  adw_message_dialog_set_heading (tracing->dialog, _("Accept the Suggested Terrain?"));
  adw_message_dialog_set_body (tracing->dialog, body);
  adw_message_dialog_add_responses (tracing->dialog, "confident", _("Accept _Confident Ones"), "all", _("Accept _All"), NULL);
  adw_message_dialog_set_response_appearance (tracing->dialog, "all", ADW_RESPONSE_SUGGESTED);
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
  tracing->dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), _("Tracing Terrain"),
                                                                                      _("Reading the picture…")));
  adw_message_dialog_add_response (tracing->dialog, "cancel", _("_Cancel"));
  adw_message_dialog_set_close_response (tracing->dialog, "cancel");
  g_signal_connect (tracing->dialog, "response", G_CALLBACK (on_response), tracing);
  gtk_window_present (GTK_WINDOW (tracing->dialog));
  own = wadi_map_extract_board (scenario->map, self->current_board);
  wadi_trace_board_async (decoded, &picture->fit, own, samples, tracing->cancellable, on_progress, tracing, on_traced,
                          tracing);
  return TRUE;
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
}
