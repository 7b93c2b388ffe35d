/* wadi-status.h: what the status bar says about the place under the pointer
 *
 * "25G9 · Open Ground · level 1 · Wadi, floor 0 · Road · Crest, centre N",
 * "Hexside 25B1–C1 · Depression cliff", "Vertex 2 of 25G9 · …", with the
 * counter tool whether its counter may stand there (and if not why), and
 * with the overlay tool which overlay it places and how it is turned.
 */
#pragma once

#include "wadi-rules-context.h"
#include "wadi-tool.h"

G_BEGIN_DECLS

/* The status for the tool's hover on its document's map.  drawn is the
 * map as drawn, with its overlays (NULL: no board, the empty string); rules, when not NULL, is the document's rules context: it
 * indexes the counters and gives the placement verdict. */
char *wadi_status_text (WadiTool               *tool,
                        const WadiBoard        *drawn,
                        const WadiRulesContext *rules);

G_END_DECLS
