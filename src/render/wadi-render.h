/* wadi-render.h: drawing a board of a scenario into a cairo context
 *
 * A renderer draws one board of a scenario as seen through a view (centre
 * in map units, zoom in pixels per map unit, size in pixels), in a fixed
 * order of layers: terrain, depressions, hexsides, counters, diagnostics,
 * hover and selection.  Only the hexes in view are visited.  Zoomed out
 * below WADI_RENDER_FAR_ZOOM pixels per hex, a one-pixel-per-hex image
 * (kept up to date region by region) replaces the hexes.
 *
 * No GTK here: the canvas, the exporters and the tests all draw through it.
 */
#pragma once

#include <cairo.h>

#include "wadi-diagnostic.h"
#include "wadi-document.h"
#include "wadi-scenario.h"

G_BEGIN_DECLS

/* Below this many pixels per hex the far-zoom image is drawn. */
#define WADI_RENDER_FAR_ZOOM 4.0
/* From this many pixels per hex on, hex outlines are drawn... */
#define WADI_RENDER_OUTLINE_ZOOM 9.0
/* ... terrain symbols (trees, stipple) and level numbers ... */
#define WADI_RENDER_DETAIL_ZOOM 18.0
/* ... and hex labels and counter texts. */
#define WADI_RENDER_LABEL_ZOOM 36.0

typedef struct
{
  double center_x;  /* map units */
  double center_y;
  double zoom;      /* pixels per map unit */
  int width;        /* pixels */
  int height;
} WadiRenderView;

typedef enum
{
  WADI_HOVER_NONE,
  WADI_HOVER_HEX,
  WADI_HOVER_HEXSIDE,
  WADI_HOVER_VERTEX,
} WadiHoverKind;

typedef struct
{
  WadiHoverKind kind;
  WadiHex hex;
  WadiHexside hexside;
  WadiVertex vertex;
} WadiHover;

typedef struct
{
  WadiRenderView view;
  guint board;                    /* which of the scenario's boards */
  gboolean show_labels;           /* hex labels when zoomed in */
  gboolean show_grid;             /* hex outlines when zoomed in */
  const WadiDiagnostic *marks;    /* the diagnostics layer; may be NULL */
  guint n_marks;
  WadiHover hover;
  const WadiHex *selection;       /* hexes drawn as selected (a tool's preview too) */
  guint n_selection;
  const struct _WadiRulesOverlay *rules; /* wadi-render-rules.h; may be NULL */
} WadiRenderRequest;

typedef struct
{
  guint hexes;      /* hexes visited by the terrain layer */
  guint hexsides;   /* hexsides with a feature drawn */
  guint counters;   /* counters drawn */
  guint marks;      /* diagnostic marks drawn */
  gboolean far;     /* the far-zoom image was drawn instead of hexes */
} WadiRenderStats;

typedef struct _WadiRenderer WadiRenderer;

WadiRenderer *wadi_renderer_new          (void);
void          wadi_renderer_free         (WadiRenderer *renderer);

/* The scenario is borrowed: the caller keeps it alive while the renderer
 * draws it and tells it what changed through wadi_renderer_invalidate ().
 * Setting one drops every cache. */
void          wadi_renderer_set_scenario (WadiRenderer       *renderer,
                                          const WadiScenario *scenario);
/* region NULL: everything changed. */
void          wadi_renderer_invalidate   (WadiRenderer       *renderer,
                                          const WadiRegion   *region);

/* Fills the view's rectangle (0, 0, width, height) of cr. */
void          wadi_renderer_draw         (WadiRenderer            *renderer,
                                          cairo_t                 *cr,
                                          const WadiRenderRequest *request,
                                          WadiRenderStats         *stats);

/* The rectangle, in map units, that a board's hexes cover. */
void          wadi_render_board_extent   (const WadiBoard *board,
                                          double          *x0,
                                          double          *y0,
                                          double          *x1,
                                          double          *y1);
/* Whether a hex's circumscribed box meets the view: the test that decides
 * whether a hex is visited. */
gboolean      wadi_render_hex_in_view    (const WadiRenderView *view,
                                          WadiGridLayout        layout,
                                          WadiHex               hex);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WadiRenderer, wadi_renderer_free)

G_END_DECLS
