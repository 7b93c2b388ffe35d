/* wadi-window-clipboard.c: copy, cut, paste and the stamp from a selection (issue #10)
 */
#include "config.h"

#include "wadi-window-private.h"

void
_wadi_window_clipboard_actions_update (WadiWindow *self)
{
}

void
_wadi_window_class_clipboard_actions_init (WadiWindowClass *klass)
{
}
