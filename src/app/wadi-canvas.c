/* wadi-canvas.c: the map widget (its keyboard: wadi-canvas-keys.c) */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "wadi-canvas-private.h"
#include "wadi-marks.h"
#include "wadi-placement.h"
#include "wadi-status.h"

/* A select press that moves less than this (map units) is a click: the
 * select tool's own DRAG_MIN (src/editor/wadi-tool-select.c). */
#define PICK_DRAG_MIN 0.15
#define WHEEL_PAN_PIXELS 48.0
/* a stamp being put down, drawn over the map as it would replace what
 * is there (at 0.85 a stream under it showed through as if it stayed,
 * and the drop cut it), and the hexes a dragged selection leaves, blank
 * over what they hold */
#define GHOST_ALPHA 1.0
#define VACATED_ALPHA 0.7

G_DEFINE_FINAL_TYPE (WadiCanvas, wadi_canvas, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_DOCUMENT,
  PROP_RULES,
  PROP_STATUS,
  PROP_SHOW_LABELS,
  PROP_HIGH_CONTRAST_MARKS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  HEX_PICKED,
  COUNTER_SELECTED,
  AREA_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static WadiToolModifiers
tool_modifiers (GdkModifierType state)
{
  WadiToolModifiers modifiers = WADI_TOOL_MOD_NONE;

  if (state & GDK_SHIFT_MASK)
    modifiers |= WADI_TOOL_MOD_SHIFT;
  if (state & GDK_CONTROL_MASK)
    modifiers |= WADI_TOOL_MOD_CONTROL;
  return modifiers;
}

/* The map's grid: every board where it lies; NULL without a board. */
const WadiBoard *
_wadi_canvas_board (WadiCanvas *self)
{
  if (self->document == NULL)
    return NULL;
  return wadi_scenario_grid (wadi_document_get_scenario (self->document));
}

/* The live rules of this document, when the canvas has them. */
static const WadiRulesContext *
wadi_canvas_rules_context (WadiCanvas *self)
{
  if (self->rules == NULL || self->document == NULL || wadi_live_rules_get_document (self->rules) != self->document)
    return NULL;
  return wadi_live_rules_get_context (self->rules);
}

/* The map as drawn and as the rules see it: with its overlays.  The
 * rules context keeps it up to date edit by edit; composing it here again
 * after every edit would cost the whole map on each step of a stroke. */
static const WadiBoard *
wadi_canvas_composed_board (WadiCanvas *self)
{
  const WadiBoard        *board = _wadi_canvas_board (self);
  const WadiRulesContext *ctx = wadi_canvas_rules_context (self);
  const WadiScenario     *scenario;

  if (board == NULL)
    return NULL;
  if (ctx != NULL)
    return wadi_rules_context_map (ctx);
  scenario = wadi_document_get_scenario (self->document);
  if (scenario->placements->len == 0)
    return board;
  if (self->composed == NULL)
    self->composed = wadi_scenario_compose_map (scenario);
  return self->composed;
}

/* A screen reader reads what the status line says of the hex in hand; with
 * none in hand, how to take one. */
static void
wadi_canvas_update_description (WadiCanvas *self)
{
  const char *text = self->status[0] != '\0' ? self->status
                                             : _("No hex chosen: the arrow keys move the hex cursor, "
                                                 "Enter uses the tool there");

  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
}

/* The analysis's answer into the overlay, with the cheapest path to the
 * hovered hex; the analysis's word on that hex appended to status. */
static void
wadi_canvas_update_analysis (WadiCanvas *self,
                             GString    *status)
{
  WadiHex          hex;
  gboolean         hovered = wadi_hover_hex (wadi_tool_get_hover (self->tool), &hex);
  g_autofree char *said = NULL;

  wadi_analysis_get_render (self->analysis, &self->overlay.analysis);
  g_array_set_size (self->analysis_path, 0);
  if (hovered)
    {
      g_autoptr(GArray) path = wadi_analysis_path_to (self->analysis, hex);

      g_array_append_vals (self->analysis_path, path->data, path->len);
      said = wadi_analysis_describe (self->analysis, hex);
    }
  self->overlay.analysis.path = (const WadiHex *) (gconstpointer) self->analysis_path->data;
  self->overlay.analysis.n_path = self->analysis_path->len;
  if (said != NULL)
    {
      if (status->len > 0)
        g_string_append (status, " · ");
      g_string_append (status, said);
    }
}

/* What the rules say of the hex in hand, in words, as a screen reader
 * hears it: its diagnostics' first (the one shown, after F8 or a panel
 * row, if it is here) and how many more. */
/* Where the hex's name ends in the status line, for what is said right
 * after it: the line may begin with something else (a Crest counter
 * dragged names its centre hexside first).  Without the name there, the
 * first part's end; -1 (the end) for a line of one part. */
static gssize
after_hex_name (WadiCanvas *self,
                GString    *status,
                WadiHex     hex)
{
  g_autofree char *label = NULL;
  const char      *at;

  if (self->document != NULL)
    label = wadi_scenario_location_label (wadi_document_get_scenario (self->document), hex);
  /* the name as a part of its own, not inside "Hexside 14V7–V8" */
  for (at = label != NULL ? strstr (status->str, label) : NULL; at != NULL; at = strstr (at + 1, label))
    {
      const char *end = at + strlen (label);

      gsize before = (gsize) (at - status->str);
      gsize separator = strlen (" · ");

      if ((before == 0 || (before >= separator && strncmp (at - separator, " · ", separator) == 0))
          && (*end == '\0' || g_str_has_prefix (end, " · ")))
        return (gssize) (end - status->str);
    }
  at = strstr (status->str, " · ");
  return at != NULL ? (gssize) (at - status->str) : -1;
}

static void
append_diagnostics_here (WadiCanvas *self,
                         GString    *status)
{
  g_autofree char *said = NULL;
  WadiHex          hex;

  if (self->rules == NULL || !wadi_hover_hex (wadi_tool_get_hover (self->tool), &hex))
    return;
  said = wadi_marks_text_at_hex (self->rules, hex, self->overlay.has_highlight ? &self->overlay.highlight : NULL);
  if (said == NULL)
    return;
  /* in the hex of the diagnostic jumped to, they come first after the
   * hex's name: a try-out's click on a ford's error read the Counter
   * tool's verdict on a new Crest, and the error cut off at the end */
  if (status->len > 0 && self->overlay.has_highlight && wadi_hex_equal (self->overlay.highlight.hex, hex))
    {
      g_autofree char *inserted = g_strconcat (" · ", said, NULL);

      g_string_insert (status, after_hex_name (self, status, hex), inserted);
      return;
    }
  if (status->len > 0)
    g_string_append (status, " · ");
  g_string_append (status, said);
}

/* Whether the hex in hand is the inspector's A or B, so a pick by Enter
 * or a click is said where it is made (a screen reader heard nothing). */
static void
append_picks_here (WadiCanvas *self,
                   GString    *status)
{
  const WadiHover *hover = wadi_tool_get_hover (self->tool);
  gboolean         from, to;
  WadiHex          hex;
  gssize           position;

  /* a hex, not one of its hexsides or vertices */
  if (status->len == 0 || hover->kind != WADI_HOVER_HEX)
    return;
  hex = hover->hex;
  from = self->overlay.has_from && wadi_hex_equal (self->overlay.from, hex);
  to = self->overlay.has_to && wadi_hex_equal (self->overlay.to, hex);
  /* beside the hex's name: at the line's end, after the hex's counters,
   * the line cut it off */
  position = after_hex_name (self, status, hex);
  if (from && to)
    g_string_insert (status, position, _(" · the Inspector's A and B"));
  else if (from)
    g_string_insert (status, position, _(" · the Inspector's A"));
  else if (to)
    g_string_insert (status, position, _(" · the Inspector's B"));
}

/* The status line anew; an empty one leaves the last words when
 * keep_last. */
static void
update_status (WadiCanvas *self,
               gboolean    keep_last)
{
  g_autofree char *text = wadi_status_text (self->tool, wadi_canvas_composed_board (self),
                                            wadi_canvas_rules_context (self));
  g_autoptr(GString) joined = g_string_new (text);
  g_autofree char *status = NULL;

  append_picks_here (self, joined);
  wadi_canvas_update_analysis (self, joined);
  append_diagnostics_here (self, joined);
  /* a stroke Ctrl+Enter holds says so first: nothing else showed it */
  if (self->key_stroke)
    {
      g_string_prepend (joined, " · ");
      g_string_prepend (joined, _("Held down: Enter lets go"));
    }
  status = g_string_free (g_steal_pointer (&joined), FALSE);
  if (g_strcmp0 (status, self->status) == 0 || (keep_last && status[0] == '\0'))
    return;
  g_free (self->status);
  self->status = g_steal_pointer (&status);
  wadi_canvas_update_description (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATUS]);
}

void
_wadi_canvas_update_status (WadiCanvas *self)
{
  update_status (self, FALSE);
}

static void
wadi_canvas_update_bounds (WadiCanvas *self)
{
  const WadiBoard *board = _wadi_canvas_board (self);
  double           x0, y0, x1, y1;

  if (board == NULL)
    return;
  wadi_render_board_extent (board, &x0, &y0, &x1, &y1);
  wadi_viewport_freeze (self->viewport);
  wadi_viewport_set_layout (self->viewport, board->layout);
  wadi_viewport_set_bounds (self->viewport, x0, y0, x1, y1);
  wadi_viewport_thaw (self->viewport);
}

/* Remembers where a board lies, to follow it through the next layout. */
static void
wadi_canvas_remember_anchor (WadiCanvas *self)
{
  const WadiMap *map = self->document != NULL ? wadi_document_get_scenario (self->document)->map : NULL;

  g_clear_pointer (&self->anchor_id, g_free);
  if (map == NULL || wadi_map_board_count (map) == 0)
    return;
  self->anchor_id = g_strdup (wadi_map_get_board (map, 0)->id);
  self->anchor_origin = wadi_map_get_board (map, 0)->origin;
}

/* The boards were laid out anew: when the board remembered is still there
 * but the map's origin moved under it, the view (centred on x, y before)
 * moves with it. */
static void
wadi_canvas_follow_anchor (WadiCanvas *self,
                           double      x,
                           double      y)
{
  const WadiScenario *scenario = wadi_document_get_scenario (self->document);
  const WadiBoard    *grid = wadi_scenario_grid (scenario);
  guint               index;

  if (self->anchor_id != NULL && grid != NULL && wadi_scenario_find_board (scenario, self->anchor_id, &index))
    {
      WadiHex origin = wadi_map_get_board (scenario->map, index)->origin;
      double  x0, y0, x1, y1;

      if (!wadi_hex_equal (origin, self->anchor_origin))
        {
          wadi_hex_center (grid->layout, self->anchor_origin, &x0, &y0);
          wadi_hex_center (grid->layout, origin, &x1, &y1);
          wadi_viewport_set_center (self->viewport, x + x1 - x0, y + y1 - y0);
        }
    }
  wadi_canvas_remember_anchor (self);
}

/* The tiles get every diagnostic of the map. */
static void
wadi_canvas_update_marks (WadiCanvas *self)
{
  const WadiBoard *board = _wadi_canvas_board (self);
  GArray          *marks = g_array_new (FALSE, FALSE, sizeof (WadiDiagnostic));

  if (self->rules != NULL && board != NULL)
    wadi_live_rules_collect_marks (self->rules, 0, 0, board->cols - 1, board->rows - 1, marks);
  wadi_map_tiles_set_marks (self->map_tiles, marks);
}

static void
on_document_changed (WadiCanvas       *self,
                     const WadiRegion *region)
{
  wadi_renderer_invalidate (self->renderer, region);
  wadi_map_tiles_invalidate (self->map_tiles, region);
  g_clear_pointer (&self->composed, wadi_board_free);
  /* a ghost's counters take their colours from the ruleset; the grid,
   * its boards and their blank hexes may be others */
  if (region->flags & (WADI_REGION_RULESET | WADI_REGION_ALL))
    {
      wadi_ghost_picture_clear (self->ghost_picture);
      wadi_ghost_picture_clear (self->vacated_picture);
    }
  if (region->flags & WADI_REGION_ALL)
    {
      /* the new bounds clamp the centre: follow from where it was */
      double x = wadi_viewport_get_center_x (self->viewport);
      double y = wadi_viewport_get_center_y (self->viewport);

      wadi_viewport_freeze (self->viewport);
      wadi_canvas_update_bounds (self);
      if (region->flags & WADI_REGION_MAP)
        wadi_canvas_follow_anchor (self, x, y);
      wadi_viewport_thaw (self->viewport);
    }
  _wadi_canvas_update_status (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
wadi_canvas_set_document (WadiCanvas   *self,
                          WadiDocument *document)
{
  g_return_if_fail (WADI_IS_CANVAS (self));
  g_return_if_fail (document == NULL || WADI_IS_DOCUMENT (document));

  if (document == self->document)
    return;
  /* what a stroke drew stays with the document it was drawn on */
  wadi_canvas_end_stroke (self);
  g_set_object (&self->document, document);
  g_signal_group_set_target (self->document_signals, document);
  g_clear_pointer (&self->composed, wadi_board_free);
  wadi_ghost_picture_clear (self->ghost_picture);
  wadi_ghost_picture_clear (self->vacated_picture);
  wadi_renderer_set_scenario (self->renderer, document != NULL ? wadi_document_get_scenario (document) : NULL);
  wadi_map_tiles_set_scenario (self->map_tiles, document != NULL ? wadi_document_get_scenario (document) : NULL);
  wadi_canvas_update_marks (self);
  wadi_tool_set_document (self->tool, document);
  wadi_analysis_set_document (self->analysis, document);
  wadi_canvas_remember_anchor (self);
  wadi_canvas_update_bounds (self);
  self->needs_fit = TRUE;
  wadi_canvas_zoom_fit (self);
  _wadi_canvas_update_status (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOCUMENT]);
}

WadiDocument *
wadi_canvas_get_document (WadiCanvas *self)
{
  return self->document;
}

static void
on_rules_updated (WadiCanvas *self)
{
  wadi_canvas_update_marks (self);
  /* what the rules say of the hex in hand, said at once after an edit */
  _wadi_canvas_update_status (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
wadi_canvas_set_live_rules (WadiCanvas    *self,
                            WadiLiveRules *rules)
{
  g_return_if_fail (WADI_IS_CANVAS (self));
  g_return_if_fail (rules == NULL || WADI_IS_LIVE_RULES (rules));

  if (!g_set_object (&self->rules, rules))
    return;
  wadi_tool_set_live_rules (self->tool, rules);
  g_signal_group_set_target (self->rules_signals, rules);
  memset (&self->overlay, 0, sizeof self->overlay);
  wadi_canvas_update_marks (self);
  _wadi_canvas_update_status (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RULES]);
}

WadiLiveRules *
wadi_canvas_get_live_rules (WadiCanvas *self)
{
  g_return_val_if_fail (WADI_IS_CANVAS (self), NULL);

  return self->rules;
}

WadiRulesOverlay *
wadi_canvas_get_rules_overlay (WadiCanvas *self)
{
  return &self->overlay;
}

void
wadi_canvas_rules_overlay_changed (WadiCanvas *self)
{
  _wadi_canvas_update_status (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
wadi_canvas_is_drawn (WadiCanvas *self)
{
  g_return_val_if_fail (WADI_IS_CANVAS (self), FALSE);

  return wadi_map_tiles_is_complete (self->map_tiles);
}

void
wadi_canvas_set_pictures (WadiCanvas *self,
                          GHashTable *pictures)
{
  wadi_map_tiles_set_pictures (self->map_tiles, pictures);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

WadiViewport *
wadi_canvas_get_viewport (WadiCanvas *self)
{
  return self->viewport;
}

WadiTool *
wadi_canvas_get_tool (WadiCanvas *self)
{
  return self->tool;
}

void
wadi_canvas_set_tool_kind (WadiCanvas  *self,
                           WadiToolKind kind)
{
  /* a drag is the tool's: it ends with it */
  wadi_canvas_end_stroke (self);
  wadi_tool_set_kind (self->tool, kind);
  wadi_canvas_tool_settings_changed (self);
}

void
wadi_canvas_tool_settings_changed (WadiCanvas *self)
{
  /* the hex in hand looked at again, with the tool as it is now */
  if (self->keyboard_drives)
    _wadi_canvas_move_key_cursor (self, 0, 0);
  else if (self->pointer_inside)
    wadi_canvas_pointer_motion (self, self->pointer_x, self->pointer_y, 0);
  _wadi_canvas_update_status (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
wadi_canvas_set_show_labels (WadiCanvas *self,
                             gboolean    show)
{
  show = !!show;
  if (self->show_labels == show)
    return;
  self->show_labels = show;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_LABELS]);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
wadi_canvas_get_show_labels (WadiCanvas *self)
{
  return self->show_labels;
}

void
wadi_canvas_set_high_contrast_marks (WadiCanvas *self,
                                     gboolean    high_contrast)
{
  high_contrast = !!high_contrast;
  if (self->high_contrast_marks == high_contrast)
    return;
  self->high_contrast_marks = high_contrast;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HIGH_CONTRAST_MARKS]);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
wadi_canvas_get_high_contrast_marks (WadiCanvas *self)
{
  return self->high_contrast_marks;
}

const char *
wadi_canvas_get_status (WadiCanvas *self)
{
  return self->status;
}

static void
wadi_canvas_map_point (WadiCanvas *self,
                       double      x,
                       double      y,
                       double     *mx,
                       double     *my)
{
  wadi_viewport_screen_to_map (self->viewport, x, y, mx, my);
}

void
wadi_canvas_pointer_press (WadiCanvas     *self,
                           double          x,
                           double          y,
                           guint           button,
                           GdkModifierType state)
{
  double mx, my;
  guint  selected_before;

  self->drag_last_x = x;
  self->drag_last_y = y;
  if (button == GDK_BUTTON_MIDDLE || (button == GDK_BUTTON_PRIMARY && self->space_held))
    {
      self->drag = DRAG_PAN;
      gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "grabbing");
      return;
    }
  if (button != GDK_BUTTON_PRIMARY)
    return;
  self->drag = DRAG_TOOL;
  wadi_canvas_map_point (self, x, y, &mx, &my);
  selected_before = wadi_tool_get_selected_counter (self->tool);
  wadi_tool_press (self->tool, mx, my, tool_modifiers (state));
  if (wadi_tool_get_selected_counter (self->tool) != selected_before)
    g_signal_emit (self, signals[COUNTER_SELECTED], 0, wadi_tool_get_selected_counter (self->tool));
  /* The inspector's A and B are picked by a click on a hex (a unit's too,
   * to ask what it sees), never by a counter or an overlay dragged: the
   * pick waits for the release, and a drag picks nothing. */
  self->pick_pending = FALSE;
  if (wadi_tool_get_kind (self->tool) == WADI_TOOL_SELECT)
    {
      const WadiBoard *board = _wadi_canvas_board (self);

      self->pick_pending = board != NULL && wadi_tool_get_selected (self->tool, &self->pick_hex);
      self->pick_extend = (state & GDK_SHIFT_MASK) != 0;
      self->pick_x = mx;
      self->pick_y = my;
    }
  _wadi_canvas_update_status (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* A motion that leaves the hover where it was changes nothing on screen:
 * no redraw, no new status, so moving within a hex costs next to nothing. */
void
_wadi_canvas_hover_at (WadiCanvas     *self,
                       double          x,
                       double          y,
                       GdkModifierType state)
{
  WadiHover hover = *wadi_tool_get_hover (self->tool);
  double    mx, my;

  wadi_canvas_map_point (self, x, y, &mx, &my);
  wadi_tool_motion (self->tool, mx, my, tool_modifiers (state));
  if (!wadi_hover_equal (&hover, wadi_tool_get_hover (self->tool)))
    {
      /* off the map, on the table between it and the status line, the
       * last hex's words stay for the line's tooltip, as on leaving */
      update_status (self, wadi_tool_get_hover (self->tool)->kind == WADI_HOVER_NONE);
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
  else if (wadi_tool_in_stroke (self->tool))
    {
      /* a straight line's preview may follow the pointer within a hex */
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

void
wadi_canvas_pointer_motion (WadiCanvas     *self,
                            double          x,
                            double          y,
                            GdkModifierType state)
{
  self->keyboard_drives = FALSE;
  self->pointer_inside = TRUE;
  self->pointer_x = x;
  self->pointer_y = y;
  if (self->drag == DRAG_PAN)
    {
      wadi_viewport_pan_pixels (self->viewport, x - self->drag_last_x, y - self->drag_last_y);
      self->drag_last_x = x;
      self->drag_last_y = y;
      return;
    }
  _wadi_canvas_hover_at (self, x, y, state);
}

void
wadi_canvas_pointer_release (WadiCanvas     *self,
                             double          x,
                             double          y,
                             GdkModifierType state)
{
  double mx, my;

  if (self->drag == DRAG_TOOL)
    {
      wadi_canvas_map_point (self, x, y, &mx, &my);
      wadi_tool_release (self->tool, mx, my, tool_modifiers (state));
      /* as far as the select tool's own drag threshold: a click */
      if (self->pick_pending && hypot (mx - self->pick_x, my - self->pick_y) < PICK_DRAG_MIN)
        g_signal_emit (self, signals[HEX_PICKED], 0, self->pick_hex.col, self->pick_hex.row, self->pick_extend);
      if (wadi_tool_get_kind (self->tool) == WADI_TOOL_AREA || wadi_tool_get_kind (self->tool) == WADI_TOOL_SELECT)
        g_signal_emit (self, signals[AREA_CHANGED], 0);
    }
  else if (self->drag == DRAG_PAN)
    {
      wadi_viewport_pan_pixels (self->viewport, x - self->drag_last_x, y - self->drag_last_y);
      gtk_widget_set_cursor (GTK_WIDGET (self), NULL);
    }
  self->drag = DRAG_NONE;
  self->pick_pending = FALSE;
  _wadi_canvas_update_status (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
_wadi_canvas_counter_selected (WadiCanvas *self)
{
  g_signal_emit (self, signals[COUNTER_SELECTED], 0, wadi_tool_get_selected_counter (self->tool));
}

/* Event controllers */

static void
on_drag_begin (GtkGestureDrag *gesture,
               double          x,
               double          y,
               WadiCanvas     *self)
{
  GtkGestureSingle *single = GTK_GESTURE_SINGLE (gesture);
  GdkModifierType   state = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (gesture));

  gtk_widget_grab_focus (GTK_WIDGET (self));
  /* the mouse takes over from a stroke the keys held */
  _wadi_canvas_end_key_stroke (self);
  wadi_canvas_pointer_press (self, x, y, gtk_gesture_single_get_current_button (single), state);
}

static void
on_drag_update (GtkGestureDrag *gesture,
                double          dx,
                double          dy,
                WadiCanvas     *self)
{
  double          x, y;
  GdkModifierType state = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (gesture));

  gtk_gesture_drag_get_start_point (gesture, &x, &y);
  wadi_canvas_pointer_motion (self, x + dx, y + dy, state);
}

static void
on_drag_end (GtkGestureDrag *gesture,
             double          dx,
             double          dy,
             WadiCanvas     *self)
{
  double          x, y;
  GdkModifierType state = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (gesture));

  gtk_gesture_drag_get_start_point (gesture, &x, &y);
  wadi_canvas_pointer_release (self, x + dx, y + dy, state);
}

void
wadi_canvas_end_stroke (WadiCanvas *self)
{
  g_return_if_fail (WADI_IS_CANVAS (self));

  if (self->key_stroke)
    _wadi_canvas_end_key_stroke (self);
  if (self->drag == DRAG_TOOL)
    {
      wadi_tool_cancel (self->tool);
      self->drag = DRAG_NONE;
      self->pick_pending = FALSE;
      _wadi_canvas_update_status (self);
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

static void
on_drag_cancel (GtkGesture       *gesture,
                GdkEventSequence *sequence,
                WadiCanvas       *self)
{
  wadi_tool_cancel (self->tool);
  self->drag = DRAG_NONE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
wadi_canvas_pointer_moved (WadiCanvas     *self,
                           double          x,
                           double          y,
                           GdkModifierType state)
{
  /* GTK reports a motion where the idle pointer already was when the
   * view under it moved, and when a dialog over the map closed and the
   * pointer is inside again (a try-out's next arrow key went on from the
   * hex under the pointer): the keyboard's hex stays in hand */
  if (self->keyboard_drives && x == self->idle_pointer_x && y == self->idle_pointer_y)
    {
      self->pointer_inside = TRUE;
      self->pointer_x = x;
      self->pointer_y = y;
      return;
    }
  self->idle_pointer_x = x;
  self->idle_pointer_y = y;
  /* during a drag the gesture reports the motion */
  if (self->drag == DRAG_NONE)
    wadi_canvas_pointer_motion (self, x, y, state);
  else
    {
      self->pointer_inside = TRUE;
      self->pointer_x = x;
      self->pointer_y = y;
    }
}

static void
on_motion (GtkEventControllerMotion *controller,
           double                    x,
           double                    y,
           WadiCanvas               *self)
{
  wadi_canvas_pointer_moved (self, x, y, gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller)));
}

void
wadi_canvas_pointer_leave (WadiCanvas *self)
{
  self->pointer_inside = FALSE;
  if (self->drag == DRAG_NONE && !self->keyboard_drives)
    {
      /* far away: nothing is hovered; the words stay for the tooltip
       * (an analysis's reason runs longer than the line) */
      wadi_tool_motion (self->tool, -1e6, -1e6, WADI_TOOL_MOD_NONE);
      update_status (self, TRUE);
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

static void
on_leave (GtkEventControllerMotion *controller,
          WadiCanvas               *self)
{
  wadi_canvas_pointer_leave (self);
}

void
wadi_canvas_scroll (WadiCanvas     *self,
                    double          dx,
                    double          dy,
                    GdkModifierType state,
                    gboolean        wheel)
{
  if (state & GDK_CONTROL_MASK)
    {
      double x = self->pointer_inside ? self->pointer_x : wadi_viewport_get_width (self->viewport) / 2.0;
      double y = self->pointer_inside ? self->pointer_y : wadi_viewport_get_height (self->viewport) / 2.0;
      /* a wheel click is a step; a touchpad's pixels are a smooth fraction */
      double factor = pow (WADI_CANVAS_ZOOM_STEP, -dy * (wheel ? 1.0 : 0.05));

      _wadi_canvas_zoom_about (self, wadi_viewport_get_zoom (self->viewport) * factor, x, y);
      return;
    }
  if (state & GDK_SHIFT_MASK && dx == 0.0)
    {
      dx = dy;
      dy = 0.0;
    }
  if (wheel)
    {
      dx *= WHEEL_PAN_PIXELS;
      dy *= WHEEL_PAN_PIXELS;
    }
  wadi_viewport_pan_pixels (self->viewport, -dx, -dy);
}

static gboolean
on_scroll (GtkEventControllerScroll *controller,
           double                    dx,
           double                    dy,
           WadiCanvas               *self)
{
  wadi_canvas_scroll (self, dx, dy,
                      gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller)),
                      gtk_event_controller_scroll_get_unit (controller) == GDK_SCROLL_UNIT_WHEEL);
  return TRUE;
}

void
wadi_canvas_pinch_begin (WadiCanvas *self)
{
  self->pinch_start_zoom = wadi_viewport_get_zoom (self->viewport);
}

void
wadi_canvas_pinch_scale (WadiCanvas *self,
                         double      scale,
                         double      x,
                         double      y)
{
  _wadi_canvas_zoom_about (self, self->pinch_start_zoom * scale, x, y);
}

static void
on_pinch_begin (GtkGesture       *gesture,
                GdkEventSequence *sequence,
                WadiCanvas       *self)
{
  wadi_canvas_pinch_begin (self);
}

static void
on_pinch_scale_changed (GtkGestureZoom *gesture,
                        double          scale,
                        WadiCanvas     *self)
{
  double x, y;

  if (gtk_gesture_get_bounding_box_center (GTK_GESTURE (gesture), &x, &y))
    wadi_canvas_pinch_scale (self, scale, x, y);
}

static void
on_viewport_changed (WadiCanvas *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The messages of the diagnostics that touch the hex under the pointer. */
static gboolean
wadi_canvas_query_tooltip (GtkWidget  *widget,
                           int         x,
                           int         y,
                           gboolean    keyboard,
                           GtkTooltip *tooltip)
{
  WadiCanvas      *self = WADI_CANVAS (widget);
  const WadiBoard *board = _wadi_canvas_board (self);
  g_autofree char *markup = NULL;
  double           mx, my;
  WadiHex          hex;

  if (self->rules == NULL || board == NULL || keyboard)
    return FALSE;
  wadi_canvas_map_point (self, x, y, &mx, &my);
  hex = wadi_hex_at_point (board->layout, mx, my);
  if (!wadi_board_contains (board, hex))
    return FALSE;
  markup = wadi_marks_markup_at_hex (self->rules, hex);
  if (markup == NULL)
    return FALSE;
  gtk_tooltip_set_markup (tooltip, markup);
  return TRUE;
}

/* GtkWidget */

static void
wadi_canvas_size_allocate (GtkWidget *widget,
                           int        width,
                           int        height,
                           int        baseline)
{
  WadiCanvas *self = WADI_CANVAS (widget);
  gboolean    untouched = self->fitted && wadi_viewport_get_zoom (self->viewport) == self->fit_zoom
                       && wadi_viewport_get_center_x (self->viewport) == self->fit_x
                       && wadi_viewport_get_center_y (self->viewport) == self->fit_y;
  gboolean resized = width != wadi_viewport_get_width (self->viewport)
                     || height != wadi_viewport_get_height (self->viewport);

  wadi_viewport_set_size (self->viewport, width, height);
  if ((self->needs_fit || (untouched && resized)) && width > 0 && height > 0)
    wadi_canvas_zoom_fit (self);
}

/* Appends what was drawn on recording, a recording surface of the view,
 * as a cairo node of the size it covers (none when nothing was). */
static void
append_recorded (GtkSnapshot     *snapshot,
                 cairo_surface_t *recording)
{
  double x, y, width, height;

  cairo_recording_surface_ink_extents (recording, &x, &y, &width, &height);
  if (width > 0.0 && height > 0.0)
    {
      double   x0 = floor (x), y0 = floor (y);
      cairo_t *cr = gtk_snapshot_append_cairo (
          snapshot, &GRAPHENE_RECT_INIT ((float) x0, (float) y0, (float) (ceil (x + width) - x0),
                                         (float) (ceil (y + height) - y0)));

      cairo_set_source_surface (cr, recording, 0, 0);
      cairo_paint (cr);
      cairo_destroy (cr);
    }
}

/* Draws request's passing layer into a node of the size it covers, with
 * the stamp tool's stamp under it when stamp. */
static void
snapshot_passing (WadiCanvas              *self,
                  GtkSnapshot             *snapshot,
                  const WadiRenderRequest *request,
                  gboolean                 stamp)
{
  WadiRenderRequest transient = *request;
  cairo_rectangle_t extent = { 0, 0, request->view.width, request->view.height };
  cairo_surface_t  *recording = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, &extent);
  cairo_t          *cr = cairo_create (recording);

  transient.layers = WADI_RENDER_LAYER_TRANSIENT;
  /* the stamp tool's stamp, as it would be put down, under the outline
   * of the hexes it would cover */
  if (stamp)
    {
      const WadiScenario   *scenario = self->document != NULL ? wadi_document_get_scenario (self->document) : NULL;
      const WadiStamp      *source;
      WadiHex               anchor, origin;
      WadiGhostPictureShown shown = WADI_GHOST_PICTURE_NOT_SHOWN;
      g_autoptr(WadiScenario) ghost = NULL;
      g_autoptr(GArray) covered = g_array_new (FALSE, FALSE, sizeof (WadiHex));

      /* a dragged selection's hexes blank behind it, under its ghost */
      if (scenario == NULL || !wadi_tool_get_vacated (self->tool, &source, &anchor)
          || wadi_ghost_picture_append_vacated (self->vacated_picture, snapshot, &request->view, source, anchor,
                                                scenario, VACATED_ALPHA)
                 == WADI_GHOST_PICTURE_NOT_SHOWN)
        wadi_ghost_picture_clear (self->vacated_picture);
      /* drawn once and moved where it can be (wadi-ghost-picture.c); the
       * flat ghost cells stand in while it is drawn */
      if (scenario == NULL || !wadi_tool_get_ghost_stamp (self->tool, &source, &anchor))
        wadi_ghost_picture_clear (self->ghost_picture);
      else
        shown = wadi_ghost_picture_append (self->ghost_picture, snapshot, &request->view, source, anchor, scenario,
                                           GHOST_ALPHA);
      if (shown == WADI_GHOST_PICTURE_SHOWN)
        transient.n_ghost_cells = 0;
      else if (shown == WADI_GHOST_PICTURE_NOT_SHOWN)
        ghost = wadi_tool_get_stamp_ghost_scenario (self->tool, &origin);
      for (guint i = 0; i < request->n_ghost_cells; i++)
        g_array_append_val (covered, request->ghost_cells[i].hex);
      if (ghost != NULL)
        {
          if (self->ghost_renderer == NULL)
            self->ghost_renderer = wadi_renderer_new ();
          wadi_renderer_draw_ghost (self->ghost_renderer, cr, &request->view, ghost, origin,
                                    scenario->map, (const WadiHex *) (gconstpointer) covered->data, covered->len,
                                    GHOST_ALPHA);
          transient.n_ghost_cells = 0;
        }
    }
  wadi_renderer_draw (self->renderer, cr, &transient, NULL);
  cairo_destroy (cr);
  append_recorded (snapshot, recording);
  cairo_surface_destroy (recording);
}

/* What passes over the map (hover, selection, ghosts, the rules'
 * overlay) is drawn every frame into nodes of the size they cover, so a
 * hover never draws the map again.  The hover, which moves from frame to
 * frame, has a node of its own between what is under it and the counters
 * over it, so that what GTK paints again is where it was and is, not the
 * span from it to a selection: a hover far from a selected hex took a
 * frame 4.2 ms, against 1.0 with none. */
static void
snapshot_transient (WadiCanvas              *self,
                    GtkSnapshot             *snapshot,
                    const WadiRenderRequest *request)
{
  WadiRenderRequest under = *request;
  WadiRenderRequest hover = *request;
  WadiRenderRequest over = *request;

  under.highlight = (WadiRenderHighlight) { 0 };
  under.selected_counter = 0;
  under.dragged = NULL;
  snapshot_passing (self, snapshot, &under, TRUE);

  /* the others draw only their own */
  hover.selection = over.selection = NULL;
  hover.n_selection = over.n_selection = 0;
  hover.selected_overlay = over.selected_overlay = 0;
  hover.ghost_overlay = over.ghost_overlay = NULL;
  hover.n_ghost_cells = over.n_ghost_cells = 0;
  hover.rules = over.rules = NULL;
  if (request->highlight.kind != WADI_RENDER_HIGHLIGHT_NONE)
    {
      hover.selected_counter = 0;
      hover.dragged = NULL;
      snapshot_passing (self, snapshot, &hover, FALSE);
    }
  if (request->selected_counter != 0 || request->dragged != NULL)
    {
      over.highlight = (WadiRenderHighlight) { 0 };
      snapshot_passing (self, snapshot, &over, FALSE);
    }
}

/* The view's corner on a whole device pixel, so the tiles are laid on the
 * screen's pixels, never resampled. */
static void
snap_view (WadiRenderView *view)
{
  double device = view->zoom * MAX (1.0, view->scale);
  double half_w = view->width * MAX (1.0, view->scale) / 2.0;
  double half_h = view->height * MAX (1.0, view->scale) / 2.0;

  view->center_x = (round (view->center_x * device - half_w) + half_w) / device;
  view->center_y = (round (view->center_y * device - half_h) + half_h) / device;
}

/* A ring inside the map's edge while the keyboard has it (Tab, or any
 * key), as GTK's own widgets show theirs: before the hex cursor is
 * placed nothing else says the map has the keyboard.  Under it may be
 * the pale ground, a hexside's mid-tone line or the dark grey table, and
 * GTK's half-accent ring stood out under 2:1 from the table: so two
 * tones, a dark shade of the accent and a pale line inside it, 9:1
 * apart, of which one stands out 3:1 from whatever was there (WCAG's
 * technique C40). */
static void
snapshot_focus_ring (GtkWidget   *widget,
                     GtkSnapshot *snapshot)
{
  GskRoundedRect outer, inner;
  GdkRGBA        accent = { 0.208f, 0.518f, 0.894f, 1.0f }; /* libadwaita's blue */
  GdkRGBA        pale = { 1.0f, 1.0f, 1.0f, 0.9f };
  float          width = (float) gtk_widget_get_width (widget);
  float          height = (float) gtk_widget_get_height (widget);

  if (!gtk_widget_has_visible_focus (widget) || width < 6.0f || height < 6.0f)
    return;
  gtk_style_context_lookup_color (gtk_widget_get_style_context (widget), "accent_color", &accent);
  /* two fifths of each channel, dark enough for a dark style's paler
   * accent too */
  accent.red *= 0.4f;
  accent.green *= 0.4f;
  accent.blue *= 0.4f;
  gsk_rounded_rect_init_from_rect (&outer, &GRAPHENE_RECT_INIT (0, 0, width, height), 0);
  gsk_rounded_rect_init_from_rect (&inner, &GRAPHENE_RECT_INIT (2, 2, width - 4, height - 4), 0);
  gtk_snapshot_append_border (snapshot, &outer, (float[4]) { 2, 2, 2, 2 },
                              (GdkRGBA[4]) { accent, accent, accent, accent });
  gtk_snapshot_append_border (snapshot, &inner, (float[4]) { 1, 1, 1, 1 }, (GdkRGBA[4]) { pale, pale, pale, pale });
}

static void
wadi_canvas_state_flags_changed (GtkWidget    *widget,
                                 GtkStateFlags previous)
{
  GTK_WIDGET_CLASS (wadi_canvas_parent_class)->state_flags_changed (widget, previous);
  if ((previous ^ gtk_widget_get_state_flags (widget)) & GTK_STATE_FLAG_FOCUS_VISIBLE)
    gtk_widget_queue_draw (widget);
}

static void
wadi_canvas_snapshot (GtkWidget   *widget,
                      GtkSnapshot *snapshot)
{
  WadiCanvas       *self = WADI_CANVAS (widget);
  int               width = gtk_widget_get_width (widget);
  int               height = gtk_widget_get_height (widget);
  const GArray     *preview = wadi_tool_get_preview (self->tool);
  WadiRenderRequest request = { 0 };
  WadiHex           selected;
  gboolean          cairo_nodes;
  g_autoptr(GArray) ghost_cells = g_array_new (FALSE, FALSE, sizeof (WadiRenderGhostCell));
  g_autoptr(GArray) dragged = g_array_new (FALSE, FALSE, sizeof (WadiCounter));

  if (width <= 0 || height <= 0)
    return;

  request.view.center_x = wadi_viewport_get_center_x (self->viewport);
  request.view.center_y = wadi_viewport_get_center_y (self->viewport);
  request.view.zoom = wadi_viewport_get_zoom (self->viewport);
  request.view.width = width;
  request.view.height = height;
  request.view.scale = gtk_widget_get_scale_factor (widget);
  snap_view (&request.view);
  request.show_grid = TRUE;
  request.show_labels = self->show_labels;
  request.high_contrast_marks = self->high_contrast_marks;
  request.highlight = wadi_hover_highlight (wadi_tool_get_hover (self->tool));
  if (preview->len > 0)
    {
      request.selection = (const WadiHex *) (gconstpointer) preview->data;
      request.n_selection = preview->len;
    }
  else if (wadi_tool_get_area (self->tool)->len > 0)
    {
      /* the area tool's selection, while no gesture previews another */
      request.selection = (const WadiHex *) (gconstpointer) wadi_tool_get_area (self->tool)->data;
      request.n_selection = wadi_tool_get_area (self->tool)->len;
    }
  else if (wadi_tool_get_selected (self->tool, &selected))
    {
      request.selection = &selected;
      request.n_selection = 1;
    }

  request.selected_counter = wadi_tool_get_selected_counter (self->tool);
  request.selected_overlay = wadi_tool_get_selected_overlay (self->tool);
  wadi_tool_get_overlay_ghost (self->tool, &request.ghost_overlay, &request.ghost_anchor, &request.ghost_orientation);
  wadi_tool_get_stamp_ghost (self->tool, ghost_cells);
  request.ghost_cells = (const WadiRenderGhostCell *) (gconstpointer) ghost_cells->data;
  request.n_ghost_cells = ghost_cells->len;
  if (wadi_tool_get_dragged_counters (self->tool, dragged))
    {
      const WadiRulesContext *ctx = wadi_canvas_rules_context (self);

      request.dragged = (const WadiCounter *) (gconstpointer) dragged->data;
      request.n_dragged = dragged->len;
      request.dragged_allowed = TRUE;
      for (guint i = 0; ctx != NULL && i < dragged->len; i++)
        {
          WadiVerdict verdict = { .allowed = TRUE };

          wadi_placement_check (ctx, &g_array_index (dragged, WadiCounter, i), &verdict, NULL);
          request.dragged_allowed &= verdict.allowed;
        }
    }

  request.rules = &self->overlay;

  wadi_map_tiles_set_style (self->map_tiles, self->show_labels, self->high_contrast_marks);
  cairo_nodes = GSK_IS_CAIRO_RENDERER (gtk_native_get_renderer (gtk_widget_get_native (widget)));
  wadi_map_tiles_set_cairo_nodes (self->map_tiles, cairo_nodes);
  wadi_ghost_picture_set_cairo_nodes (self->ghost_picture, cairo_nodes);
  wadi_ghost_picture_set_cairo_nodes (self->vacated_picture, cairo_nodes);
  wadi_map_tiles_snapshot (self->map_tiles, snapshot, &request.view);
  snapshot_transient (self, snapshot, &request);
  snapshot_focus_ring (widget, snapshot);
}

static void
wadi_canvas_measure (GtkWidget     *widget,
                     GtkOrientation orientation,
                     int            for_size,
                     int           *minimum,
                     int           *natural,
                     int           *minimum_baseline,
                     int           *natural_baseline)
{
  *minimum = 64;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 800 : 600;
}

WadiAnalysis *
wadi_canvas_get_analysis (WadiCanvas *self)
{
  g_return_val_if_fail (WADI_IS_CANVAS (self), NULL);

  return self->analysis;
}

/* A new answer: its shading goes into the map's tiles, its path and its
 * word on the hovered hex with what passes over them. */
static void
on_analysis_updated (WadiCanvas *self)
{
  WadiRenderAnalysis answer = { 0 };

  wadi_analysis_get_render (self->analysis, &answer);
  wadi_map_tiles_set_analysis (self->map_tiles, &answer);
  _wadi_canvas_update_status (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* GObject */

static void
wadi_canvas_dispose (GObject *object)
{
  WadiCanvas *self = WADI_CANVAS (object);

  g_clear_object (&self->document_signals);
  g_clear_object (&self->document);
  g_clear_pointer (&self->composed, wadi_board_free);
  g_clear_pointer (&self->anchor_id, g_free);
  g_clear_pointer (&self->tool, wadi_tool_free);
  g_clear_pointer (&self->renderer, wadi_renderer_free);
  g_clear_pointer (&self->ghost_renderer, wadi_renderer_free);
  g_clear_pointer (&self->ghost_picture, wadi_ghost_picture_free);
  g_clear_pointer (&self->vacated_picture, wadi_ghost_picture_free);
  g_clear_pointer (&self->map_tiles, wadi_map_tiles_free);
  g_clear_object (&self->viewport);
  g_clear_pointer (&self->status, g_free);
  g_clear_object (&self->rules_signals);
  g_clear_object (&self->rules);
  if (self->analysis != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->analysis, self);
      wadi_analysis_set_document (self->analysis, NULL);
    }
  g_clear_object (&self->analysis);
  g_clear_pointer (&self->analysis_path, g_array_unref);
  memset (&self->overlay.analysis, 0, sizeof self->overlay.analysis);

  G_OBJECT_CLASS (wadi_canvas_parent_class)->dispose (object);
}

static void
wadi_canvas_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  WadiCanvas *self = WADI_CANVAS (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      g_value_set_object (value, self->document);
      break;
    case PROP_RULES:
      g_value_set_object (value, self->rules);
      break;
    case PROP_STATUS:
      g_value_set_string (value, self->status);
      break;
    case PROP_SHOW_LABELS:
      g_value_set_boolean (value, self->show_labels);
      break;
    case PROP_HIGH_CONTRAST_MARKS:
      g_value_set_boolean (value, self->high_contrast_marks);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wadi_canvas_set_property (GObject      *object,
                          guint         prop_id,
                          const GValue *value,
                          GParamSpec   *pspec)
{
  WadiCanvas *self = WADI_CANVAS (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      wadi_canvas_set_document (self, g_value_get_object (value));
      break;
    case PROP_RULES:
      wadi_canvas_set_live_rules (self, g_value_get_object (value));
      break;
    case PROP_SHOW_LABELS:
      wadi_canvas_set_show_labels (self, g_value_get_boolean (value));
      break;
    case PROP_HIGH_CONTRAST_MARKS:
      wadi_canvas_set_high_contrast_marks (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wadi_canvas_class_init (WadiCanvasClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = wadi_canvas_dispose;
  object_class->get_property = wadi_canvas_get_property;
  object_class->set_property = wadi_canvas_set_property;
  widget_class->size_allocate = wadi_canvas_size_allocate;
  widget_class->snapshot = wadi_canvas_snapshot;
  widget_class->state_flags_changed = wadi_canvas_state_flags_changed;
  widget_class->measure = wadi_canvas_measure;
  widget_class->query_tooltip = wadi_canvas_query_tooltip;

  /* The select tool picked a hex (extend: with Shift): the inspector's
   * from and to. */
  signals[HEX_PICKED] = g_signal_new ("hex-picked", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                      NULL, NULL, NULL, G_TYPE_NONE, 3,
                                      G_TYPE_INT, G_TYPE_INT, G_TYPE_BOOLEAN);
  /* The select tool selected a counter (its id; 0: none), by a click or
   * Tab: the inspector shows it, the counter actions work on it. */
  /* The area tool's selection, or the overlay the select tool picked, may
   * have changed: the window's actions follow. */
  signals[AREA_CHANGED] = g_signal_new ("area-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                        NULL, G_TYPE_NONE, 0);
  signals[COUNTER_SELECTED] = g_signal_new ("counter-selected", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                            NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  /* The document drawn and edited. */
  properties[PROP_DOCUMENT] = g_param_spec_object ("document", NULL, NULL, WADI_TYPE_DOCUMENT,
                                                   G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  /* The live rules of the document: their marks, tooltips and context. */
  properties[PROP_RULES] = g_param_spec_object ("rules", NULL, NULL, WADI_TYPE_LIVE_RULES,
                                                G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_STATUS] = g_param_spec_string ("status", NULL, NULL, "",
                                                 G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_SHOW_LABELS] = g_param_spec_boolean ("show-labels", NULL, NULL, TRUE,
                                                       G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  /* Diagnostic marks opaque and outlined in black (Preferences). */
  properties[PROP_HIGH_CONTRAST_MARKS] = g_param_spec_boolean ("high-contrast-marks", NULL, NULL, FALSE,
                                                               G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS
                                                                   | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "wadi-canvas");
  /* a screen reader meets an image named Map, described by the status
   * line (not a "filler" named after the type) */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
wadi_canvas_init (WadiCanvas *self)
{
  GtkGesture         *drag;
  GtkGesture         *pinch;
  GtkEventController *motion;
  GtkEventController *scroll;
  GtkEventController *keys;
  GtkEventController *focus;

  self->viewport = wadi_viewport_new ();
  self->renderer = wadi_renderer_new ();
  /* drawn in threads, the canvas drawn again as each comes */
  self->ghost_picture = wadi_ghost_picture_new (G_CALLBACK (gtk_widget_queue_draw), self);
  self->vacated_picture = wadi_ghost_picture_new (G_CALLBACK (gtk_widget_queue_draw), self);
  self->map_tiles = wadi_map_tiles_new (G_CALLBACK (gtk_widget_queue_draw), self);
  self->tool = wadi_tool_new ();
  self->analysis = wadi_analysis_new (NULL);
  self->analysis_path = g_array_new (FALSE, FALSE, sizeof (WadiHex));
  wadi_tool_set_analysis (self->tool, self->analysis);
  g_signal_connect_swapped (self->analysis, "updated", G_CALLBACK (on_analysis_updated), self);
  self->show_labels = TRUE;
  self->needs_fit = TRUE;
  self->status = g_strdup ("");
  self->document_signals = g_signal_group_new (WADI_TYPE_DOCUMENT);
  g_signal_group_connect_object (self->document_signals, "changed", G_CALLBACK (on_document_changed), self,
                                 G_CONNECT_SWAPPED);
  self->rules_signals = g_signal_group_new (WADI_TYPE_LIVE_RULES);
  g_signal_group_connect_object (self->rules_signals, "updated", G_CALLBACK (on_rules_updated), self,
                                 G_CONNECT_SWAPPED);
  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Map"), -1);
  wadi_canvas_update_description (self);
  g_signal_connect_swapped (self->viewport, "changed", G_CALLBACK (on_viewport_changed), self);

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);

  /* one controller per interaction */
  drag = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), 0);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (on_drag_begin), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (on_drag_update), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (on_drag_end), self);
  g_signal_connect (drag, "cancel", G_CALLBACK (on_drag_cancel), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));

  motion = gtk_event_controller_motion_new ();
  g_signal_connect (motion, "motion", G_CALLBACK (on_motion), self);
  g_signal_connect (motion, "leave", G_CALLBACK (on_leave), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);

  scroll = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES);
  g_signal_connect (scroll, "scroll", G_CALLBACK (on_scroll), self);
  gtk_widget_add_controller (GTK_WIDGET (self), scroll);

  pinch = gtk_gesture_zoom_new ();
  g_signal_connect (pinch, "begin", G_CALLBACK (on_pinch_begin), self);
  g_signal_connect (pinch, "scale-changed", G_CALLBACK (on_pinch_scale_changed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (pinch));

  keys = gtk_event_controller_key_new ();
  g_signal_connect (keys, "key-pressed", G_CALLBACK (_wadi_canvas_on_key_pressed), self);
  g_signal_connect (keys, "key-released", G_CALLBACK (_wadi_canvas_on_key_released), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);

  /* the keyboard gone elsewhere: a stroke it held ends where it is, and
   * Space is no longer held */
  focus = gtk_event_controller_focus_new ();
  g_signal_connect_swapped (focus, "leave", G_CALLBACK (_wadi_canvas_on_focus_leave), self);
  gtk_widget_add_controller (GTK_WIDGET (self), focus);
}

GtkWidget *
wadi_canvas_new (void)
{
  return g_object_new (WADI_TYPE_CANVAS, NULL);
}
