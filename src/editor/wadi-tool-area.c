/* wadi-tool-area.c: the area tool (to be written: issue #10) */
#include "config.h"

#include "wadi-tool-private.h"

const WadiToolFamily wadi_tool_area_family = { 0 };
