/* wadi-tool-analysis.c: the analysis tool
 *
 * A press on a hex asks the tool's analysis (wadi-analysis.h) for what the
 * hex sees; with Shift, where the unit there (or infantry) can go within
 * the settings' budget, with their mover options (a start VCA, Double
 * Time, a road move).  It never edits the document.
 */
#include "config.h"

#include "wadi-tool-private.h"

/* The reach from hex with the settings' budget and mover options. */
static void
show_reach (WadiTool *tool,
            WadiHex   hex)
{
  WadiReachOptions options = {
    .vca = tool->settings.analysis_vca >= 0,
    .start_vca = (WadiDirection) MAX (tool->settings.analysis_vca, 0),
    .double_time = tool->settings.analysis_double_time,
    .road = tool->settings.analysis_road,
  };

  wadi_analysis_show_reach_with (tool->analysis, hex, tool->settings.analysis_budget, &options);
}

static void
analysis_press (WadiTool         *tool,
                const WadiBoard  *board,
                double            x,
                double            y,
                WadiToolModifiers modifiers)
{
  if (tool->analysis == NULL || !wadi_board_contains (board, tool->press_hex))
    return;
  if (modifiers & WADI_TOOL_MOD_SHIFT)
    show_reach (tool, tool->press_hex);
  else
    wadi_analysis_show_viewshed (tool->analysis, tool->press_hex);
}

void
wadi_tool_analysis_settings_changed (WadiTool *tool)
{
  WadiHex origin;

  if (tool->analysis != NULL && wadi_analysis_get_mode (tool->analysis) == WADI_ANALYSIS_REACH
      && wadi_analysis_get_origin (tool->analysis, &origin))
    show_reach (tool, origin);
}

const WadiToolFamily wadi_tool_analysis_family = {
  .press = analysis_press,
};

void
wadi_tool_set_analysis (WadiTool     *tool,
                        WadiAnalysis *analysis)
{
  tool->analysis = analysis;
}

WadiAnalysis *
wadi_tool_get_analysis (WadiTool *tool)
{
  return tool->analysis;
}
