/* wadi-tool-select.c: the select tool
 *
 * Picks the hex pressed (the inspector reads it); changes nothing.
 */
#include "config.h"

#include "wadi-tool-private.h"

static void
select_press (WadiTool         *tool,
              const WadiBoard  *board,
              double            x,
              double            y,
              WadiToolModifiers modifiers)
{
  tool->has_selected = wadi_board_contains (board, tool->press_hex);
  tool->selected = tool->press_hex;
}

const WadiToolFamily wadi_tool_select_family = {
  .press = select_press,
};
