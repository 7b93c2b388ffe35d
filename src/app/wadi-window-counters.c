/* wadi-window-counters.c: the counter actions: delete, duplicate, cycle a stack, turn (issue #10)
 */
#include "config.h"

#include "wadi-window-private.h"

void
_wadi_window_counters_actions_update (WadiWindow *self)
{
}

void
_wadi_window_class_counters_actions_init (WadiWindowClass *klass)
{
}
