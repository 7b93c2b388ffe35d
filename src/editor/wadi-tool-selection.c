/* wadi-tool-selection.c: the counter the select tool picked, and where a
 * unit stands
 *
 * What the select tool, the counter tool and the window's counter actions
 * share: which counter is selected (it may vanish under an undo), the
 * stack it is in, Delete and Duplicate, and the position a unit takes in
 * the hex it is placed or dropped in.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wadi-counter-stack.h"
#include "wadi-position.h"
#include "wadi-tool-private.h"

WadiPosition
wadi_tool_position_for (WadiTool          *tool,
                        const WadiCounter *counter,
                        WadiHex            hex)
{
  g_autoptr(WadiRulesContext) own = NULL;
  const WadiRulesContext *ctx = NULL;

  /* only a unit has a position (the file format says so) */
  if (counter->kind != WADI_COUNTER_UNIT)
    return WADI_POSITION_GROUND;
  /* Crest status is a place on the hex's edge: kept while it stays there */
  if (counter->position == WADI_POSITION_CREST && wadi_hex_equal (counter->hex, hex) && counter->id != 0)
    return WADI_POSITION_CREST;
  if (tool->live_rules != NULL && wadi_live_rules_get_document (tool->live_rules) == tool->document)
    ctx = wadi_live_rules_get_context (tool->live_rules);
  if (ctx == NULL)
    ctx = own = wadi_rules_context_new (wadi_document_get_scenario (tool->document));
  return wadi_rules_default_position (ctx, hex);
}

guint
wadi_tool_get_selected_counter (WadiTool *tool)
{
  /* an undo may have taken it away */
  if (tool->selected_counter != 0
      && (tool->document == NULL
          || wadi_scenario_find_counter (wadi_document_get_scenario (tool->document), tool->selected_counter) == NULL))
    tool->selected_counter = 0;
  return tool->selected_counter;
}

void
wadi_tool_select_counter (WadiTool *tool,
                          guint     id)
{
  const WadiCounter *counter = NULL;

  if (tool->document != NULL && id != 0)
    counter = wadi_scenario_find_counter (wadi_document_get_scenario (tool->document), id);
  tool->selected_counter = counter != NULL ? id : 0;
  if (counter != NULL)
    {
      tool->has_selected = TRUE;
      tool->selected = counter->hex;
    }
}

guint
wadi_tool_get_selected_overlay (WadiTool *tool)
{
  /* an undo may have taken it away */
  if (tool->selected_overlay != 0
      && (tool->document == NULL
          || tool->selected_overlay > wadi_document_get_scenario (tool->document)->placements->len))
    tool->selected_overlay = 0;
  return tool->selected_overlay;
}

gboolean
wadi_tool_delete_selected_overlay (WadiTool *tool)
{
  guint selected = wadi_tool_get_selected_overlay (tool);

  if (selected == 0)
    return FALSE;
  wadi_tool_stroke_end (tool);
  wadi_document_begin_edit (tool->document, _("Remove Overlay"));
  wadi_document_remove_overlay_placement (tool->document, selected - 1);
  wadi_document_end_edit (tool->document);
  tool->selected_overlay = 0;
  return TRUE;
}

gboolean
wadi_tool_turn_selected_overlay (WadiTool *tool)
{
  guint                       selected = wadi_tool_get_selected_overlay (tool);
  const WadiOverlayPlacement *placement;

  if (selected == 0)
    return FALSE;
  placement = &g_array_index (wadi_document_get_scenario (tool->document)->placements, WadiOverlayPlacement,
                              selected - 1);
  wadi_document_begin_edit (tool->document, _("Turn Overlay"));
  wadi_document_move_overlay_placement (tool->document, selected - 1, placement->anchor,
                                        (placement->orientation + 1) % 6);
  wadi_document_end_edit (tool->document);
  return TRUE;
}

gboolean
wadi_tool_cycle_stack (WadiTool *tool)
{
  g_autoptr(GArray) stack = NULL;
  guint next;

  if (tool->document == NULL || !tool->has_selected)
    return FALSE;
  stack = wadi_counter_stack_in_hex (wadi_document_get_scenario (tool->document), tool->selected);
  if (stack->len == 0)
    return FALSE;
  /* down from the top: the one under the selected; past the bottom none,
   * so that Tab leaves the map then (a keyboard trap otherwise: a
   * screen-reader try-out's Tab went round a stack forty times) */
  next = g_array_index (stack, guint, stack->len - 1);
  for (guint k = 0; k < stack->len; k++)
    if (g_array_index (stack, guint, k) == wadi_tool_get_selected_counter (tool))
      next = k > 0 ? g_array_index (stack, guint, k - 1) : 0;
  wadi_tool_select_counter (tool, next);
  return next != 0;
}

gboolean
wadi_tool_delete_selected_counter (WadiTool *tool)
{
  guint id = wadi_tool_get_selected_counter (tool);

  if (id == 0)
    return FALSE;
  wadi_tool_stroke_end (tool);
  wadi_document_begin_edit (tool->document, _("Delete Counter"));
  wadi_document_remove_counter (tool->document, id);
  wadi_document_end_edit (tool->document);
  tool->selected_counter = 0;
  return TRUE;
}

guint
wadi_tool_duplicate_selected_counter (WadiTool *tool)
{
  guint       id = wadi_tool_get_selected_counter (tool);
  WadiCounter copy = { 0 };

  if (id == 0)
    return 0;
  wadi_tool_stroke_end (tool);
  wadi_counter_copy_into (&copy, wadi_scenario_find_counter (wadi_document_get_scenario (tool->document), id));
  copy.id = 0;
  wadi_document_begin_edit (tool->document, _("Duplicate Counter"));
  id = wadi_document_add_counter (tool->document, &copy);
  wadi_document_end_edit (tool->document);
  wadi_counter_clear (&copy);
  wadi_tool_select_counter (tool, id);
  return id;
}
