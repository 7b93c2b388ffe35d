/* wadi-render-rules.h: what the rules panels show on the map
 *
 * The inspector's two picked hexes, the line of sight between them (the
 * line, the hexes it crosses, the element that decided it, the blind
 * hexes), a Crest counter's protected hexsides, a vehicle Crest counter's
 * legal CAFP vertices, and the diagnostic the user jumped to.  Drawn over
 * the diagnostics layer, under the highlight.
 */
#pragma once

#include "wadi-diagnostic.h"
#include "wadi-los.h"

G_BEGIN_DECLS

typedef struct _WadiRulesOverlay
{
  gboolean             has_from; /* every hex here is a map hex */
  WadiHex              from;
  gboolean             has_to;
  WadiHex              to;
  const WadiLosResult *los; /* from -> to; borrowed, may be NULL */
  gboolean             has_crest;
  WadiHex              crest_hex;
  guint                protected_sides; /* bit d: direction d of crest_hex is protected */
  guint                cafp_vertices;   /* bit k: vertex k of crest_hex is a legal CAFP */
  gboolean             has_highlight;
  WadiDiagnostic       highlight; /* the diagnostic jumped to */
} WadiRulesOverlay;

G_END_DECLS
