/* wadi-window-overlays.c: New Overlay, and the actions on a placed overlay (issue #10)
 */
#include "config.h"

#include "wadi-window-private.h"

void
_wadi_window_overlays_actions_update (WadiWindow *self)
{
}

void
_wadi_window_class_overlays_actions_init (WadiWindowClass *klass)
{
}
