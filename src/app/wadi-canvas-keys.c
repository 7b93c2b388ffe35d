/* wadi-canvas-keys.c: the map from the keyboard
 *
 * The arrow keys move a hex cursor where the pointer would be (the tool
 * hovers it, Enter clicks there); with Shift they pan.  Ctrl+Enter
 * presses the tool's button there and holds it: the arrows drag it from
 * hex to hex (a stream, a road, a counter moved, an area), Enter lets go,
 * Escape takes the stroke back.  With the hexside tool the hex cursor
 * stands on one hexside of its hex, which R turns.  Space held pans by
 * dragging, Tab goes down the selected hex's stack.  The keys that mean
 * the same wherever the focus is (the tools, + and - to zoom, R to turn)
 * are the window's (wadi-window-actions.c).
 */
#include "config.h"

#include "wadi-canvas-private.h"
#include "wadi-counter-stack.h"
#include "wadi-pick.h"

/* How far toward the hexside it works on the hexside tool's keyboard
 * point lies from the hex's centre: nearer that hexside than any other,
 * well clear of the corners. */
#define KEY_SIDE_REACH 0.6

/* Where the counter the select tool has selected shows, when it stands
 * in the hex cursor's hex: on the part of it the counters above leave in
 * sight (a stack fans down and right), so that a press there picks it,
 * not the one on top.  FALSE when none is selected there. */
static gboolean
selected_counter_point (WadiCanvas      *self,
                        const WadiBoard *board,
                        double          *mx,
                        double          *my)
{
  const WadiScenario *scenario = wadi_document_get_scenario (self->document);
  guint               id = wadi_tool_get_selected_counter (self->tool);
  const WadiCounter  *counter = id != 0 ? wadi_scenario_find_counter (scenario, id) : NULL;
  g_autoptr(GArray) stack = NULL;
  double inset;

  if (counter == NULL || !wadi_hex_equal (counter->hex, self->key_cursor))
    return FALSE;
  stack = wadi_counter_stack_in_hex (scenario, counter->hex);
  for (guint depth = 0; depth < stack->len; depth++)
    if (g_array_index (stack, guint, depth) == id)
      {
        wadi_counter_stack_place (board->layout, counter, depth, stack->len, mx, my);
        inset = (WADI_COUNTER_SIZE - wadi_counter_stack_step (stack->len)) / 2.0;
        if (depth + 1 < stack->len)
          {
            *mx -= inset;
            *my -= inset;
          }
        return TRUE;
      }
  return FALSE;
}

/* The map point the hex cursor stands for: its hex's centre; for the
 * hexside tool, which picks the hexside nearest the pointer, a point
 * toward the hexside R turned it to (a try-out's Enter put a cliff on
 * whichever hexside the centre was nearest, none it chose); for the
 * select tool, the counter Tab chose in the hex, so that Ctrl+Enter
 * drags that one. */
static void
key_cursor_map_point (WadiCanvas      *self,
                      const WadiBoard *board,
                      double          *mx,
                      double          *my)
{
  double side_x, side_y;

  wadi_hex_center (board->layout, self->key_cursor, mx, my);
  if (wadi_tool_get_kind (self->tool) == WADI_TOOL_SELECT && self->document != NULL && !self->key_stroke)
    selected_counter_point (self, board, mx, my);
  if (wadi_tool_get_kind (self->tool) != WADI_TOOL_HEXSIDE)
    return;
  wadi_pick_hexside_midpoint (board->layout, (WadiHexside) { self->key_cursor, self->key_side }, &side_x, &side_y);
  *mx += (side_x - *mx) * KEY_SIDE_REACH;
  *my += (side_y - *my) * KEY_SIDE_REACH;
}

/* The hex cursor, where the keyboard paints: where the pointer would be,
 * so the tool's hover shows it and Enter is the tool's click there.  The
 * view follows it when it nears the edge. */
void
_wadi_canvas_move_key_cursor (WadiCanvas *self,
                              int         dcol,
                              int         drow)
{
  const WadiBoard *board = _wadi_canvas_board (self);
  int              width = gtk_widget_get_width (GTK_WIDGET (self));
  int              height = gtk_widget_get_height (GTK_WIDGET (self));
  double           mx, my, sx, sy;
  WadiHex          next;

  if (board == NULL || (wadi_tool_in_stroke (self->tool) && !self->key_stroke))
    return;
  if (!self->has_key_cursor || !wadi_board_contains (board, self->key_cursor))
    {
      self->key_cursor = wadi_viewport_hex_at (self->viewport, width / 2.0, height / 2.0);
      self->has_key_cursor = wadi_board_contains (board, self->key_cursor);
      if (!self->has_key_cursor)
        return;
    }
  else
    {
      /* in offset coordinates a step along a column or a row is always a
       * step to a neighbour */
      next = (WadiHex) { self->key_cursor.col + dcol, self->key_cursor.row + drow };
      if (wadi_board_contains (board, next))
        self->key_cursor = next;
    }
  key_cursor_map_point (self, board, &mx, &my);
  wadi_viewport_map_to_screen (self->viewport, mx, my, &sx, &sy);
  if (sx < WADI_CANVAS_KEY_PAN_PIXELS || sy < WADI_CANVAS_KEY_PAN_PIXELS || sx > width - WADI_CANVAS_KEY_PAN_PIXELS
      || sy > height - WADI_CANVAS_KEY_PAN_PIXELS)
    {
      /* near the edge, the view moves a quarter of itself the hex
       * cursor's way, no more: centred on it, a step down from a hex in
       * sight threw the view 300 px and the map's edge to mid-window */
      double keep_x = MAX (WADI_CANVAS_KEY_PAN_PIXELS, width / 4.0);
      double keep_y = MAX (WADI_CANVAS_KEY_PAN_PIXELS, height / 4.0);
      double dx = sx < keep_x ? keep_x - sx : sx > width - keep_x ? width - keep_x - sx
                                                                  : 0.0;
      double dy = sy < keep_y ? keep_y - sy : sy > height - keep_y ? height - keep_y - sy
                                                                   : 0.0;

      wadi_viewport_pan_pixels (self->viewport, dx, dy);
      wadi_viewport_map_to_screen (self->viewport, mx, my, &sx, &sy);
    }
  self->keyboard_drives = TRUE;
  self->key_stroke_moved |= self->key_stroke;
  /* in a stroke the keys hold, the tool's drag to there */
  _wadi_canvas_hover_at (self, sx, sy, 0);
}

void
wadi_canvas_set_key_cursor (WadiCanvas *self,
                            WadiHex     hex)
{
  const WadiBoard *board = _wadi_canvas_board (self);

  g_return_if_fail (WADI_IS_CANVAS (self));

  if (board == NULL || !wadi_board_contains (board, hex))
    return;
  /* F8's jump to a diagnostic dragged the stroke across the map */
  _wadi_canvas_end_key_stroke (self);
  self->key_cursor = hex;
  self->has_key_cursor = TRUE;
  _wadi_canvas_move_key_cursor (self, 0, 0);
}

gboolean
wadi_canvas_get_key_cursor (WadiCanvas *self,
                            WadiHex    *hex)
{
  if (self->has_key_cursor && hex != NULL)
    *hex = self->key_cursor;
  return self->has_key_cursor;
}

/* Where the hex cursor is on the screen; FALSE when there is none. */
static gboolean
key_cursor_point (WadiCanvas *self,
                  double     *sx,
                  double     *sy)
{
  const WadiBoard *board = _wadi_canvas_board (self);
  double           mx, my;

  /* none yet (a window just opened): the hex in the middle, as the first
   * arrow would put it; a try-out's Ctrl+Enter did nothing there */
  if (board != NULL && !self->has_key_cursor)
    _wadi_canvas_move_key_cursor (self, 0, 0);
  if (board == NULL || !self->has_key_cursor)
    return FALSE;
  key_cursor_map_point (self, board, &mx, &my);
  wadi_viewport_map_to_screen (self->viewport, mx, my, sx, sy);
  return TRUE;
}

/* Enter: the tool's click at the hex cursor (Shift+Enter, with the
 * analysis tool: a Shift+click). */
static gboolean
click_key_cursor (WadiCanvas     *self,
                  GdkModifierType state)
{
  double sx, sy;

  if (!key_cursor_point (self, &sx, &sy))
    return FALSE;
  wadi_canvas_pointer_press (self, sx, sy, GDK_BUTTON_PRIMARY, state);
  wadi_canvas_pointer_release (self, sx, sy, state);
  return TRUE;
}

/* Ctrl+Enter: the tool's button pressed at the hex cursor and held, so
 * that what a drag draws can be drawn from the keyboard: a try-out's
 * stream, N6 to N8 by Enter on each, was three pools. */
static gboolean
begin_key_stroke (WadiCanvas *self)
{
  double sx, sy;

  /* Space held would make the press a pan */
  if (self->drag != DRAG_NONE || self->space_held || !key_cursor_point (self, &sx, &sy))
    return FALSE;
  self->key_stroke = TRUE;
  self->key_stroke_moved = FALSE;
  wadi_canvas_pointer_press (self, sx, sy, GDK_BUTTON_PRIMARY, 0);
  return TRUE;
}

/* Where a held hexside stroke lets go: on the hexside the bar stands on,
 * so that the walk toward it draws it too (a try-out's last hexside,
 * shown, was left out); FALSE for any other tool or stroke. */
static gboolean
key_side_point (WadiCanvas *self,
                double     *sx,
                double     *sy)
{
  const WadiBoard *board = _wadi_canvas_board (self);
  double           mx, my;

  if (board == NULL || !self->has_key_cursor || !self->key_stroke_moved
      || wadi_tool_get_kind (self->tool) != WADI_TOOL_HEXSIDE)
    return FALSE;
  wadi_pick_hexside_midpoint (board->layout, (WadiHexside) { self->key_cursor, self->key_side }, &mx, &my);
  wadi_viewport_map_to_screen (self->viewport, mx, my, sx, sy);
  return TRUE;
}

/* Lets go of the button Ctrl+Enter holds, where the hex cursor is (Enter,
 * or the keyboard gone from the map). */
void
_wadi_canvas_end_key_stroke (WadiCanvas *self)
{
  double sx, sy;

  if (!self->key_stroke)
    return;
  self->key_stroke = FALSE;
  if (self->drag == DRAG_TOOL && key_side_point (self, &sx, &sy))
    {
      _wadi_canvas_hover_at (self, sx, sy, 0);
      wadi_canvas_pointer_release (self, sx, sy, 0);
    }
  else if (self->drag == DRAG_TOOL && key_cursor_point (self, &sx, &sy))
    wadi_canvas_pointer_release (self, sx, sy, 0);
  else
    _wadi_canvas_update_status (self); /* "Held down" goes */
}

void
_wadi_canvas_on_focus_leave (WadiCanvas *self)
{
  _wadi_canvas_end_key_stroke (self);
  if (self->space_held)
    {
      self->space_held = FALSE;
      if (self->drag != DRAG_PAN)
        gtk_widget_set_cursor (GTK_WIDGET (self), NULL);
    }
}

/* R: what is being placed turned; with the hexside tool driven by the
 * keyboard, the hex cursor turned to its hex's next hexside. */
void
wadi_canvas_turn (WadiCanvas *self)
{
  if (self->keyboard_drives && self->has_key_cursor && wadi_tool_get_kind (self->tool) == WADI_TOOL_HEXSIDE
      && (self->key_stroke || !wadi_tool_in_stroke (self->tool)))
    {
      self->key_side = (WadiDirection) ((self->key_side + 1) % WADI_DIRECTION_COUNT);
      _wadi_canvas_move_key_cursor (self, 0, 0);
      return;
    }
  wadi_tool_rotate (self->tool);
  _wadi_canvas_update_status (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
wadi_canvas_key_press (WadiCanvas     *self,
                       guint           keyval,
                       GdkModifierType state)
{
  gboolean enter = keyval == GDK_KEY_Return || keyval == GDK_KEY_KP_Enter || keyval == GDK_KEY_ISO_Enter;

  if (enter && self->key_stroke && !(state & GDK_ALT_MASK))
    {
      _wadi_canvas_end_key_stroke (self);
      return TRUE;
    }
  if (enter && (state & GDK_CONTROL_MASK) && !(state & (GDK_ALT_MASK | GDK_SHIFT_MASK)))
    return begin_key_stroke (self);
  /* in a stroke Ctrl+Enter began, Ctrl still held drags too */
  if (self->key_stroke && (state & GDK_CONTROL_MASK) && !(state & (GDK_ALT_MASK | GDK_SHIFT_MASK)))
    state &= ~GDK_CONTROL_MASK;
  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK))
    return FALSE;

  if (enter && (state & GDK_SHIFT_MASK) && wadi_tool_get_kind (self->tool) == WADI_TOOL_ANALYSIS)
    return click_key_cursor (self, GDK_SHIFT_MASK);

  /* Shift and an arrow pans; an arrow alone moves the hex cursor */
  if (!(state & GDK_SHIFT_MASK))
    switch (keyval)
      {
      case GDK_KEY_Left:
        _wadi_canvas_move_key_cursor (self, -1, 0);
        return TRUE;
      case GDK_KEY_Right:
        _wadi_canvas_move_key_cursor (self, 1, 0);
        return TRUE;
      case GDK_KEY_Up:
        _wadi_canvas_move_key_cursor (self, 0, -1);
        return TRUE;
      case GDK_KEY_Down:
        _wadi_canvas_move_key_cursor (self, 0, 1);
        return TRUE;
      case GDK_KEY_Return:
      case GDK_KEY_KP_Enter:
      case GDK_KEY_ISO_Enter:
        return click_key_cursor (self, 0);
      default:
        break;
      }

  switch (keyval)
    {
    case GDK_KEY_space:
      self->space_held = TRUE;
      if (self->drag == DRAG_NONE)
        gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "grab");
      return TRUE;
    case GDK_KEY_Left:
      wadi_viewport_pan_pixels (self->viewport, WADI_CANVAS_KEY_PAN_PIXELS, 0);
      return TRUE;
    case GDK_KEY_Right:
      wadi_viewport_pan_pixels (self->viewport, -WADI_CANVAS_KEY_PAN_PIXELS, 0);
      return TRUE;
    case GDK_KEY_Up:
      wadi_viewport_pan_pixels (self->viewport, 0, WADI_CANVAS_KEY_PAN_PIXELS);
      return TRUE;
    case GDK_KEY_Down:
      wadi_viewport_pan_pixels (self->viewport, 0, -WADI_CANVAS_KEY_PAN_PIXELS);
      return TRUE;
    case GDK_KEY_Tab:
      {
        /* down the stack of the selected hex, as VASL's stack browsing,
         * and past its bottom on to the next widget */
        guint    before = wadi_tool_get_selected_counter (self->tool);
        gboolean moved;

        if (wadi_tool_get_kind (self->tool) != WADI_TOOL_SELECT)
          return FALSE;
        moved = wadi_tool_cycle_stack (self->tool);
        if (wadi_tool_get_selected_counter (self->tool) != before)
          {
            _wadi_canvas_counter_selected (self);
            _wadi_canvas_update_status (self);
            gtk_widget_queue_draw (GTK_WIDGET (self));
          }
        return moved;
      }
    case GDK_KEY_Escape:
      if (wadi_tool_get_kind (self->tool) == WADI_TOOL_ANALYSIS)
        wadi_analysis_clear (self->analysis);
      wadi_tool_abandon (self->tool);
      self->drag = DRAG_NONE;
      self->key_stroke = FALSE;
      _wadi_canvas_update_status (self);
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return TRUE;
    default:
      return FALSE;
    }
}

gboolean
_wadi_canvas_on_key_pressed (GtkEventControllerKey *controller,
                             guint                  keyval,
                             guint                  keycode,
                             GdkModifierType        state,
                             WadiCanvas            *self)
{
  return wadi_canvas_key_press (self, keyval, state);
}

void
_wadi_canvas_on_key_released (GtkEventControllerKey *controller,
                              guint                  keyval,
                              guint                  keycode,
                              GdkModifierType        state,
                              WadiCanvas            *self)
{
  wadi_canvas_key_release (self, keyval, state);
}

void
wadi_canvas_key_release (WadiCanvas     *self,
                         guint           keyval,
                         GdkModifierType state)
{
  if (keyval == GDK_KEY_space)
    {
      self->space_held = FALSE;
      if (self->drag != DRAG_PAN)
        gtk_widget_set_cursor (GTK_WIDGET (self), NULL);
    }
}
