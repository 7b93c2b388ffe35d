/* wadi-tool-stamp.c: the stamp tool (to be written: issue #10) */
#include "config.h"

#include "wadi-tool-private.h"

const WadiToolFamily wadi_tool_stamp_family = { 0 };
