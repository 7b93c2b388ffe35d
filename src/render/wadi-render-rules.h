/* wadi-render-rules.h: what the rules panels show on the map
 *
 * The inspector's two picked hexes, the line of sight between them (the
 * line, the hexes it crosses, the element that decided it, the blind
 * hexes), a Crest counter's protected hexsides, a vehicle Crest counter's
 * legal CAFP vertices, and the diagnostic the user jumped to.  Drawn over
 * the diagnostics layer, under the highlight.
 */
#pragma once

#include <cairo.h>

#include "wadi-diagnostic.h"
#include "wadi-los.h"

G_BEGIN_DECLS

/* How the analysis tool shades a hex (wadi-analysis.h). */
typedef enum
{
  WADI_RENDER_SHADE_NONE,
  WADI_RENDER_SHADE_ORIGIN,   /* the hex the analysis is from */
  WADI_RENDER_SHADE_SEEN,     /* in the viewshed: clear LOS */
  WADI_RENDER_SHADE_BLIND,    /* the target lies in a blind hex (Tide of Iron) */
  WADI_RENDER_SHADE_NOT_SEEN, /* blocked */
  WADI_RENDER_SHADE_REACHED,  /* within the mover's budget */
} WadiRenderShade;

/* A whole-map analysis drawn over the map: each array has one entry a
 * hex of the map's grid, by wadi_board_index (). */
typedef struct
{
  int            cols, rows; /* the grid's, when the arrays were made */
  const guint8  *shade;      /* WadiRenderShade; NULL for none */
  const float   *costs;      /* a reached hex's least cost, written in it; < 0 for none; may be NULL */
  const guint8  *dead;       /* nonzero: a side's dead ground, hatched; may be NULL */
  const WadiHex *path;       /* a cheapest path, drawn as a line through the hexes' centres */
  guint          n_path;
  /* reached hexes in bands of cost, each band_width wide, the cheapest
   * darkest: (0, w], (w, 2w], ... the last open above; 0: one shade */
  guint n_bands;
  float band_width;
} WadiRenderAnalysis;

/* At most this many bands of cost. */
#define WADI_RENDER_MAX_BANDS 6

/* What a legend shows of the shading. */
typedef enum
{
  WADI_RENDER_KEY_SHADE, /* a WadiRenderShade's fill */
  WADI_RENDER_KEY_BAND,  /* a band of cost of a reach */
  WADI_RENDER_KEY_DEAD,  /* dead ground's fill and hatching */
  WADI_RENDER_KEY_PATH,  /* the cheapest path's line */
} WadiRenderKeyKind;

typedef struct
{
  WadiRenderKeyKind kind;
  guint8            shade; /* KEY_SHADE: the WadiRenderShade */
  guint8            band;  /* KEY_BAND: which, 0 the cheapest, of n_bands */
  guint8            n_bands;
  const char       *text; /* what the legend says of it */
} WadiRenderKey;

/* Draws key's swatch as the shading draws a hex, a square of size at x, y
 * (the shading is translucent: drawn over open ground, as it shows over
 * most of a map). */
void wadi_render_analysis_swatch (cairo_t             *cr,
                                  const WadiRenderKey *key,
                                  double               x,
                                  double               y,
                                  double               size);

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
  WadiRenderAnalysis   analysis;  /* the analysis tool's shading, drawn under the rest */
} WadiRulesOverlay;

G_END_DECLS
