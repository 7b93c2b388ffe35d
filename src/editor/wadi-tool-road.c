/* wadi-tool-road.c: the road tool (to be written: issue #10) */
#include "config.h"

#include "wadi-tool-private.h"

const WadiToolFamily wadi_tool_road_family = { 0 };
