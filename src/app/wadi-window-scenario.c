/* wadi-window-scenario.c: Scenario Properties (issue #10)
 */
#include "config.h"

#include "wadi-window-private.h"

void
_wadi_window_scenario_actions_update (WadiWindow *self)
{
}

void
_wadi_window_class_scenario_actions_init (WadiWindowClass *klass)
{
}
