/* wadi-status.c: what the status bar says about the place under the pointer */
#include "config.h"

#include <glib/gi18n.h>

#include "wadi-describe.h"
#include "wadi-placement.h"
#include "wadi-position.h"
#include "wadi-status.h"

/* The counters in a hex: from the rules context's index when there is
 * one, else from the whole list. */
static void
append_counters (GString                *text,
                 const WadiScenario     *scenario,
                 const WadiRulesContext *rules,
                 const WadiBoard        *board,
                 WadiHex                 hex)
{
  g_autoptr(GPtrArray) found = g_ptr_array_new ();
  g_autoptr(GPtrArray) descriptions = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GArray) times = g_array_new (FALSE, TRUE, sizeof (guint));
  const GPtrArray *counters = found;

  if (rules != NULL)
    counters = wadi_rules_context_counters_at (rules, hex);
  else
    for (guint i = 0; i < scenario->counters->len; i++)
      {
        const WadiCounter *counter = &g_array_index (scenario->counters, WadiCounter, i);

        if (wadi_hex_equal (counter->hex, hex))
          g_ptr_array_add (found, (gpointer) counter);
      }
  /* alike counters one on another said once with their number, "3 ×
   * Unit (Infantry, Ground, German)": a try-out's stack of squads filled
   * the line, and the verdict after it was cut off.  Only those together
   * in the stack: the line keeps the stack's order */
  for (guint i = 0; counters != NULL && i < counters->len; i++)
    {
      char *description = wadi_describe_counter (board->layout, g_ptr_array_index (counters, i));

      if (descriptions->len > 0 && g_str_equal (g_ptr_array_index (descriptions, descriptions->len - 1), description))
        {
          g_array_index (times, guint, times->len - 1)++;
          g_free (description);
          continue;
        }
      g_ptr_array_add (descriptions, description);
      g_array_set_size (times, times->len + 1);
      g_array_index (times, guint, times->len - 1) = 1;
    }
  for (guint i = 0; i < descriptions->len; i++)
    {
      const char *description = g_ptr_array_index (descriptions, i);
      guint       n = g_array_index (times, guint, i);

      g_string_append (text, i == 0 ? " · " : ", ");
      if (n > 1)
        /* TRANSLATORS: "3 × Unit (Infantry, Ground, German)": alike
         * counters in a hex, said once */
        g_string_append_printf (text, _("%u × %s"), n, description);
      else
        g_string_append (text, description);
    }
}

/* Whether the hover is a Crest counter's centre hexside being dragged. */
static gboolean
dragging_crest (WadiTool *tool)
{
  return wadi_tool_get_kind (tool) == WADI_TOOL_COUNTER && wadi_tool_in_stroke (tool)
         && wadi_tool_get_settings (tool)->counter_kind == WADI_COUNTER_CREST
         && wadi_tool_get_hover (tool)->kind == WADI_HOVER_HEXSIDE;
}

/* "25G9 · Open Ground · level 1 · Wadi, floor 0 · Road · Crest, centre N" */
static char *
describe_hover (WadiTool               *tool,
                const WadiBoard        *board,
                const WadiRulesContext *rules)
{
  const WadiHover    *hover = wadi_tool_get_hover (tool);
  WadiDocument       *document = wadi_tool_get_document (tool);
  const WadiScenario *scenario;
  g_autoptr(GString) text = NULL;
  g_autofree char *label = NULL;
  g_autofree char *cell = NULL;
  WadiHex          hex;

  if (board == NULL || document == NULL || hover->kind == WADI_HOVER_NONE)
    return g_strdup ("");
  scenario = wadi_document_get_scenario (document);
  text = g_string_new (NULL);

  switch (hover->kind)
    {
    case WADI_HOVER_HEXSIDE:
      {
        WadiHex          hexes[2] = { hover->hexside.hex, wadi_hexside_other_hex (board->layout, hover->hexside) };
        g_autofree char *place = NULL;
        g_autofree char *features = NULL;

        if (dragging_crest (tool))
          {
            hex = hover->hexside.hex;
            g_string_printf (text, _("Centre hexside %s · "),
                                      wadi_describe_direction (board->layout, hover->hexside.dir));
            break;
          }
        place = wadi_describe_hexes (scenario, hexes, 2);
        features = wadi_describe_side_features (wadi_board_get_side (board, hover->hexside));
        g_string_printf (text, _("Hexside %s"), place);
        g_string_append_printf (text, " · %s", *features != '\0' ? features : _("no features"));
        return g_string_free (g_steal_pointer (&text), FALSE);
      }
    case WADI_HOVER_VERTEX:
      g_string_printf (text, _("Vertex %u of "), hover->vertex.index);
      hex = hover->vertex.hex;
      break;
    case WADI_HOVER_HEX:
    case WADI_HOVER_NONE:
    default:
      hex = hover->hex;
      break;
    }

  if (!wadi_board_contains (board, hex))
    return g_strdup ("");
  label = wadi_scenario_location_label (scenario, hex);
  cell = wadi_describe_cell (wadi_board_cell (board, hex));
  g_string_append_printf (text, "%s · %s", label, cell);
  append_counters (text, scenario, rules, board, hex);
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* " · ✗ a new Ford (rule): reason" for a verdict that refuses: the rule
 * before the reason, which a window of ordinary width cuts short. */
static void
append_refusal (GString           *text,
                const char        *what,
                const WadiVerdict *verdict)
{
  /* Wadi's own rule cites none: "(Wadi)" read as the terrain */
  if (verdict->rule != NULL && g_strcmp0 (verdict->rule, WADI_RULE_OF_WADI) != 0)
    /* TRANSLATORS: " · ✗ a new Ford (B20.8): reason", the counter, the
     * rule and why; French puts a no-break space before the colon */
    g_string_append_printf (text, _(" · ✗ %s (%s): %s"), what, verdict->rule, _(verdict->reason));
  else
    /* TRANSLATORS: " · ✗ a new Ford: reason" */
    g_string_append_printf (text, _(" · ✗ %s: %s"), what, _(verdict->reason));
}

/* The first counter already in hex that breaks a rule where it stands,
 * so a tick for the counter to be placed is never read as a tick for it:
 * " · the Ford here breaks B20.8". */
static void
append_broken_counter (GString                *text,
                       const WadiRulesContext *rules,
                       WadiHex                 hex)
{
  const GPtrArray *here = wadi_rules_context_counters_at (rules, hex);

  for (guint i = 0; here != NULL && i < here->len; i++)
    {
      const WadiCounter *counter = g_ptr_array_index (here, i);
      WadiVerdict        verdict = { 0 };

      wadi_placement_check (rules, counter, &verdict, NULL);
      if (verdict.allowed)
        continue;
      /* Wadi's own rule cites none, as a refusal's */
      if (verdict.rule != NULL && g_strcmp0 (verdict.rule, WADI_RULE_OF_WADI) != 0)
        /* TRANSLATORS: " · the Ford here breaks B20.8": a counter kind and a
         * rule, after the verdict on the counter to be placed */
        g_string_append_printf (text, _(" · the %s here breaks %s"), wadi_describe_counter_kind (counter->kind),
                                         verdict.rule);
      else
        g_string_append_printf (text, _(" · the %s here breaks a rule"), wadi_describe_counter_kind (counter->kind));
      return;
    }
}

/* While placing a counter: whether one of the palette's kind may stand
 * where the pointer is, and if not why; then whether a counter already
 * there breaks a rule.  Local: the rules read the hex, its neighbours and
 * its counters. */
static void
append_placement_verdict (GString                *text,
                          WadiTool               *tool,
                          const WadiRulesContext *rules)
{
  const WadiHover        *hover = wadi_tool_get_hover (tool);
  const WadiToolSettings *settings = wadi_tool_get_settings (tool);
  WadiCounter             counter = { 0 };
  WadiVerdict             verdict = { 0 };
  const char             *code = NULL;
  g_autofree char        *what = NULL;

  if (rules == NULL || wadi_tool_get_kind (tool) != WADI_TOOL_COUNTER
      || hover->kind == WADI_HOVER_NONE || text->len == 0)
    return;
  counter.kind = settings->counter_kind;
  counter.hex = hover->kind == WADI_HOVER_VERTEX ? hover->vertex.hex : hover->hex;
  counter.vertex = hover->vertex.index;
  /* a Crest counter being dragged shows its centre hexside */
  counter.centre = hover->kind == WADI_HOVER_HEXSIDE ? hover->hexside.dir : settings->crest_centre;
  counter.unit_class = settings->unit_class;
  counter.position = counter.kind == WADI_COUNTER_UNIT ? wadi_rules_default_position (rules, counter.hex)
                                                       : WADI_POSITION_GROUND;
  counter.side = settings->unit_side;
  if (counter.kind == WADI_COUNTER_VEHICLE_CREST && !wadi_unit_class_is_vehicle (counter.unit_class))
    counter.unit_class = WADI_UNIT_FULLY_TRACKED;
  wadi_placement_check (rules, &counter, &verdict, &code);
  /* TRANSLATORS: "a new Ford", the counter the tool would place */
  what = g_strdup_printf (_("a new %s"), wadi_describe_counter_kind (counter.kind));
  if (verdict.allowed)
    /* TRANSLATORS: "a new Ford may be placed here" */
    g_string_append_printf (text, _(" · ✓ %s may be placed here"), what);
  else
    append_refusal (text, what, &verdict);
  append_broken_counter (text, rules, counter.hex);
}

/* While the select tool drags a counter: whether it may stand where it
 * would be dropped; for a stack, the first unit that may not. */
static void
append_drag_verdict (GString                *text,
                     WadiTool               *tool,
                     const WadiRulesContext *rules)
{
  g_autoptr(GArray) dragged = g_array_new (FALSE, FALSE, sizeof (WadiCounter));
  WadiVerdict        verdict = { .allowed = TRUE };
  const WadiCounter *said;
  g_autofree char   *what = NULL;

  if (rules == NULL || text->len == 0 || !wadi_tool_get_dragged_counters (tool, dragged))
    return;
  said = &g_array_index (dragged, WadiCounter, 0);
  for (guint i = 0; i < dragged->len && verdict.allowed; i++)
    {
      verdict = (WadiVerdict) { .allowed = TRUE };
      said = &g_array_index (dragged, WadiCounter, i);
      wadi_placement_check (rules, said, &verdict, NULL);
    }
  if (verdict.allowed)
    said = &g_array_index (dragged, WadiCounter, 0);
  /* TRANSLATORS: "this Ford", the counter being moved */
  what = g_strdup_printf (_("this %s"), wadi_describe_counter_kind (said->kind));
  if (verdict.allowed)
    /* TRANSLATORS: "this Ford may be moved here" */
    g_string_append_printf (text, _(" · ✓ %s may be moved here"), what);
  else
    append_refusal (text, what, &verdict);
  if (dragged->len > 1)
    g_string_append_printf (text,
                            ngettext (" · with one more unit of its side", " · with %u more units of its side",
                                      dragged->len - 1),
                            dragged->len - 1);
}

/* How many hexes the area tool has selected, for a screen reader as for
 * the eye (a keyboard try-out selected a block and could not tell). */
static void
append_area_count (GString  *text,
                   WadiTool *tool)
{
  const GArray *area = wadi_tool_get_area (tool);

  if (wadi_tool_get_kind (tool) != WADI_TOOL_AREA || area == NULL || area->len == 0)
    return;
  if (text->len > 0)
    g_string_append (text, " · ");
  g_string_append_printf (text, ngettext ("%u hex selected", "%u hexes selected", area->len), area->len);
}

/* A selection dragged partly off the map: what falls off is lost at the
 * release, so the status says so while it can still be undone. */
static void
append_area_off_map (GString  *text,
                     WadiTool *tool)
{
  guint off = wadi_tool_area_off_map (tool);

  if (off == 0)
    return;
  if (text->len > 0)
    g_string_append (text, " · ");
  g_string_append_printf (text, ngettext ("⚠ %u hex would fall off the map and be lost", "⚠ %u hexes would fall off the map and be lost", off),
                          off);
}

/* The overlay tool says which overlay it places and how it is turned, so
 * the status follows the R key. */
static void
append_overlay (GString  *text,
                WadiTool *tool)
{
  const WadiToolSettings *settings = wadi_tool_get_settings (tool);

  if (wadi_tool_get_kind (tool) != WADI_TOOL_OVERLAY || settings->overlay_id == NULL)
    return;
  if (text->len > 0)
    g_string_append (text, " · ");
  g_string_append_printf (text, _("Placing %s, turned %u°"), settings->overlay_id,
                                   settings->overlay_orientation * 60u);
  if (wadi_tool_get_hover (tool)->kind == WADI_HOVER_HEX)
    {
      const WadiScenario *scenario = wadi_document_get_scenario (wadi_tool_get_document (tool));
      guint               over = 0;
      guint               off = wadi_tool_overlay_fit (tool, wadi_tool_get_hover (tool)->hex, &over);

      if (off > 0)
        g_string_append_printf (text, ngettext (" · ✗ %u hex would hang off the map: it cannot go here", " · ✗ %u hexes would hang off the map: it cannot go here", off),
                                off);
      else if (over > 0)
        g_string_append_printf (
            text, _(" · ⚠ it would lie over overlay %s"),
                     ((const WadiOverlay *) g_ptr_array_index (
                          scenario->overlays, g_array_index (scenario->placements, WadiOverlayPlacement, over - 1).overlay))
                         ->id);
    }
}

char *
wadi_status_text (WadiTool               *tool,
                  const WadiBoard        *drawn,
                  const WadiRulesContext *rules)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *hover = describe_hover (tool, drawn, rules);

  g_string_append (text, hover);
  append_placement_verdict (text, tool, rules);
  append_drag_verdict (text, tool, rules);
  append_overlay (text, tool);
  append_area_count (text, tool);
  append_area_off_map (text, tool);
  return g_string_free (g_steal_pointer (&text), FALSE);
}
