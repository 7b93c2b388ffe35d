/* wadi-render.h: drawing the map of a scenario into a cairo context
 *
 * A renderer draws the map of a scenario (every board where it lies, with
 * the overlays placed on it) as seen through a view (centre in map units,
 * zoom in pixels per map unit, size in pixels), in a fixed order of
 * layers: terrain (and the boards' pictures), grid, the boards' outlines,
 * roads, depressions, hexsides, the table over the cut-away halves of the
 * outer half hexes, level numbers, labels and the boards' ids (the map);
 * then the placed overlays' outlines, counters, diagnostics, the Analysis
 * tool's shading, and what passes over the map: the rules overlay (a line
 * of sight, a path), the selection and the highlight, and the inspector's
 * A and B badges over them.  Hexes of the map's grid
 * that no board covers are left to the table.  Only the hexes in view are
 * visited.  Zoomed out below WADI_RENDER_FAR_ZOOM pixels per hex, a
 * one-pixel-per-hex image (filled block by block as drawings show it,
 * kept up to date region by region) replaces the hexes.
 *
 * Every target is drawn the same way, by cairo: a window's tiles, PNG,
 * SVG, PDF, print and thumbnails.  A request may ask for some layers only:
 * the canvas keeps the map and its diagnostics in tiles drawn in threads,
 * and draws what follows the pointer over them every frame.  Several
 * threads may draw through one renderer at once, as long as nobody changes
 * its scenario meanwhile.
 *
 * No GTK here: the canvas, the exporters and the tests all draw through it.
 */
#pragma once

#include <cairo.h>

#include "wadi-diagnostic.h"
#include "wadi-region.h"
#include "wadi-scenario.h"

G_BEGIN_DECLS

/* Below this many pixels per hex the far-zoom image is drawn. */
#define WADI_RENDER_FAR_ZOOM 4.0
/* From this many pixels per hex on, hex outlines are drawn... */
#define WADI_RENDER_OUTLINE_ZOOM 9.0
/* ... terrain symbols (trees, stipple), level numbers and the full
 * artwork of depressions ... */
#define WADI_RENDER_DETAIL_ZOOM 20.0
/* ... and hex labels.  (A counter's symbol shows from 28, its text from
 * 40: wadi-render-counter-face.c.) */
#define WADI_RENDER_LABEL_ZOOM 36.0
/* On paper (a PDF or an SVG drawn on white), where a point is not a
 * screen's pixel and a 4-point label reads as a printed board's, labels
 * from 24 points a hex (8.5 mm) */
#define WADI_RENDER_PAPER_LABEL_ZOOM 24.0
/* How far, in map units, from a hex's centre an edit of it can change the
 * map: its own artwork (within its box and the spill) and its
 * neighbours' that look at it (a road from a neighbour's centre toward
 * it, hexsides and outlines between them). */
#define WADI_RENDER_EDIT_REACH 1.2
/* The side of a band or piece that an export draws a big picture in, in
 * pixels (the canvas's tiles are WADI_MAP_TILE_SIZE, src/app/wadi-map-tiles.h). */
#define WADI_RENDER_TILE_SIZE 256

/* The layers a request draws (none named: all of them). */
typedef enum
{
  WADI_RENDER_LAYER_MAP = 1 << 0,         /* the table, the boards, the overlays' outlines, the counters */
  WADI_RENDER_LAYER_DIAGNOSTICS = 1 << 1, /* the diagnostics' marks */
  WADI_RENDER_LAYER_ANALYSIS = 1 << 2,    /* the rules overlay's analysis shading (not its path) */
  WADI_RENDER_LAYER_TRANSIENT = 1 << 3,   /* the selection, highlight, ghosts, dragged counter and
                                           * the rest of the rules overlay, over a clear background */
  WADI_RENDER_LAYER_ALL = (1 << 4) - 1,
} WadiRenderLayers;

typedef struct
{
  double center_x; /* map units */
  double center_y;
  double zoom;  /* pixels per map unit */
  int    width; /* pixels */
  int    height;
  double scale; /* device pixels per pixel (a HiDPI screen's 2); 0 means 1 */
} WadiRenderView;

/* The one place outlined over everything else (the editor's hover): a
 * hex, a hexside or a vertex. */
typedef enum
{
  WADI_RENDER_HIGHLIGHT_NONE,
  WADI_RENDER_HIGHLIGHT_HEX,
  WADI_RENDER_HIGHLIGHT_HEXSIDE,
  WADI_RENDER_HIGHLIGHT_VERTEX,
} WadiRenderHighlightKind;

typedef struct
{
  WadiRenderHighlightKind kind;
  WadiHex                 hex;     /* WADI_RENDER_HIGHLIGHT_HEX */
  WadiHexside             hexside; /* WADI_RENDER_HIGHLIGHT_HEXSIDE */
  WadiVertex              vertex;  /* WADI_RENDER_HIGHLIGHT_VERTEX */
} WadiRenderHighlight;

/* A hex as it would be: what a stamp would put down there. */
typedef struct
{
  WadiHex     hex;
  WadiHexCell cell;
} WadiRenderGhostCell;

typedef struct
{
  WadiRenderView                  view;
  gboolean                        show_labels; /* hex labels when zoomed in */
  gboolean                        show_grid;   /* hex outlines when zoomed in */
  const WadiDiagnostic           *marks;       /* the diagnostics layer; may be NULL */
  guint                           n_marks;
  WadiRenderHighlight             highlight;
  const WadiHex                  *selection; /* hexes drawn as selected (a tool's preview too) */
  guint                           n_selection;
  guint                           selected_counter; /* the counter drawn selected; 0: none */
  guint                           selected_overlay; /* the placement drawn selected, index + 1; 0: none */
  const WadiCounter              *dragged;          /* counters being moved, drawn where they would go; may be NULL */
  guint                           n_dragged;        /* one, or a stack's units dragged together */
  gboolean                        dragged_allowed;  /* whether all may stand there: a green or a red outline */
  const WadiBoard                *ghost_overlay;    /* an overlay being placed, drawn where it would lie; may be NULL */
  WadiHex                         ghost_anchor;
  guint                           ghost_orientation;
  const WadiRenderGhostCell      *ghost_cells; /* a stamp being put down, drawn where it would go */
  guint                           n_ghost_cells;
  const struct _WadiRulesOverlay *rules;  /* wadi-render-rules.h; may be NULL */
  WadiRenderLayers                layers; /* 0: all */
  gboolean                        paper;  /* printed: white paper where the table would show */
  /* the map's own layers cut at the boards' edges, through their half
   * hexes (paper sheets, which clip to whole hexes: the paper laid over
   * the outer halves left a hairline of their outlines there) */
  gboolean cut_at_board_edges;
  gboolean high_contrast_marks; /* diagnostics opaque and outlined in black */
  /* The boards' background pictures the front end decoded: a picture's
   * path -> a read-only cairo image surface, not changed while a draw
   * may read it; NULL (or a path not in it): the board is drawn without
   * (wadi-render-pictures.c). */
  GHashTable *pictures;
} WadiRenderRequest;

typedef struct
{
  guint    hexes;      /* hexes in view: their circumscribed boxes meet it */
  guint    hexsides;   /* hexsides with a feature drawn */
  guint    counters;   /* counters drawn */
  guint    marks;      /* diagnostic marks drawn (those of one shape and place once) */
  gboolean far;        /* the far-zoom image was drawn instead of hexes */
  guint    far_filled; /* hexes of the far image filled for this drawing (kept for the next ones) */
  gboolean composed;   /* the map was composed with its overlays for this drawing (kept) */
} WadiRenderStats;

typedef struct _WadiRenderer WadiRenderer;

WadiRenderer *wadi_renderer_new (void);
void          wadi_renderer_free (WadiRenderer *renderer);

/* The scenario is borrowed: the caller keeps it alive while the renderer
 * draws it and tells it what changed through wadi_renderer_invalidate ().
 * Setting one drops every cache.  Neither may run while another thread
 * draws. */
void wadi_renderer_set_scenario (WadiRenderer       *renderer,
                                 const WadiScenario *scenario);
/* region NULL: everything changed. */
void wadi_renderer_invalidate (WadiRenderer     *renderer,
                               const WadiRegion *region);
/* Lets go of the fonts it keeps when it keeps many (a pinch zoom makes
 * a size a step), for a renderer that outlives zooms.  Not while another
 * thread draws. */
void wadi_renderer_trim (WadiRenderer *renderer);

/* Fills the view's rectangle (0, 0, width, height) of cr. */
void wadi_renderer_draw (WadiRenderer            *renderer,
                         cairo_t                 *cr,
                         const WadiRenderRequest *request,
                         WadiRenderStats         *stats);

/* A drawing in steps, for a picture too big to be drawn whole into one
 * surface that holds what it is given until the end (cairo's SVG
 * surface): the request's drawing is the same steps in the same order,
 * each of them either banded (what it draws is owned by hexes, each
 * drawn once by the band of rows its hex is in) or drawn once, whole.
 * Drawing every step in turn, a banded step for every band of rows in
 * turn, each onto a surface of its own laid over the others, makes the
 * same picture as wadi_renderer_draw (), without a clip: a banded step
 * whose opacity is below 1 draws its bands opaque, and they are to be
 * laid over the rest together at that opacity (an SVG group's), so that
 * where two bands' strokes meet they are painted once.  A crisp step is
 * drawn without antialiasing (the terrain's fills, which tile the map
 * exactly so): a format that would smooth it anyway is to be told
 * (SVG's shape-rendering), or two bands' fills would leave a hairline
 * of what lies under them where they meet. */
typedef struct
{
  gboolean banded;
  double   opacity; /* 1, or that of a banded step's bands together */
  gboolean crisp;
} WadiRenderStep;

/* The request's steps, at most n of them written into steps; returns
 * how many there are.  The renderer needs a scenario with a map. */
guint wadi_renderer_steps (WadiRenderer            *renderer,
                           const WadiRenderRequest *request,
                           WadiRenderStep          *steps,
                           guint                    n);
/* Draws step of the request onto cr as wadi_renderer_draw () would draw
 * it: a banded step for the hexes of rows row0 to row1 of the map,
 * inclusive (the first row and the last also taking what lies beyond
 * them); a step drawn whole ignores them (pass row0 > row1 for it: no
 * hexes are then gathered). */
void wadi_renderer_draw_step (WadiRenderer            *renderer,
                              cairo_t                 *cr,
                              const WadiRenderRequest *request,
                              guint                    step,
                              int                      row0,
                              int                      row1);

/* Draws counter's face as the map shows it (wadi-render-counter-face.c),
 * centred on the point (0, 0) of cr, in pixels, at zoom pixels a hex: a
 * square WADI_COUNTER_SIZE * zoom pixels a side, turned toward the marker
 * of a Crest counter, a unit in its side's colour.  For a counter's own
 * image (VASSAL's pieces); the renderer must have a scenario with a map. */
void wadi_renderer_draw_counter (WadiRenderer      *renderer,
                                 cairo_t           *cr,
                                 const WadiCounter *counter,
                                 double             zoom);
/* Whether the map cuts hex at its board's edge (an outer half hex of one
 * board; one two boards share is whole). */
gboolean wadi_render_hex_is_halved (const WadiMap *map,
                                    WadiHex        hex);
/* Draws ghost, a scenario of one board whose hex (0, 0) lies on the map
 * hex origin (an even column and row of a map of that layout), as the map
 * layer draws a map, over cr's view, clipped to the n_hexes map hexes as
 * the map under shows them (an outer half hex halved; under may be NULL)
 * and at alpha: a stamp being put down shows all it holds (wadi-stamp.h's
 * wadi_stamp_ghost_scenario).  renderer is the ghost's own; it is given
 * ghost for the time of the call. */
void wadi_renderer_draw_ghost (WadiRenderer         *renderer,
                               cairo_t              *cr,
                               const WadiRenderView *view,
                               const WadiScenario   *ghost,
                               WadiHex               origin,
                               const WadiMap        *under,
                               const WadiHex        *hexes,
                               guint                 n_hexes,
                               double                alpha);

/* A picture of the scenario's map hexes as the map layer draws them,
 * clipped to them (transparent round them), at zoom pixels per map unit:
 * its size is their box's, rounded up, and at most
 * WADI_RENDER_PICTURE_MAX_SIZE pixels a side (a larger one is drawn at a
 * smaller zoom).  NULL for no hexes.  What Copy offers other programs. */
#define WADI_RENDER_PICTURE_ZOOM 64.0
#define WADI_RENDER_PICTURE_MAX_SIZE 4096
cairo_surface_t *wadi_render_hexes_picture (const WadiScenario *scenario,
                                            const WadiHex      *hexes,
                                            guint               n_hexes,
                                            double              zoom);
/* The size wadi_render_hexes_picture gives those hexes. */
void wadi_render_hexes_picture_size (const WadiBoard *grid,
                                     const WadiHex   *hexes,
                                     guint            n_hexes,
                                     double          *zoom,
                                     int             *width,
                                     int             *height,
                                     double          *center_x,
                                     double          *center_y);

/* The rectangle, in map units, that a board's hexes cover; for the whole
 * map, pass wadi_scenario_grid (scenario). */
void wadi_render_board_extent (const WadiBoard *board,
                               double          *x0,
                               double          *y0,
                               double          *x1,
                               double          *y1);
/* Draws terrain's symbols (a wood's trees, a brush's tufts …) as a hex of
 * the map shows them, in its first scatter, centred on cr's (0, 0) in map
 * units (a hex 1.0 across its flats) drawn at zoom pixels a unit; nothing
 * for a terrain without symbols.  For a picture of one hex (Tiled's
 * tileset). */
void wadi_render_terrain_symbols (cairo_t    *cr,
                                  WadiTerrain terrain,
                                  double      zoom);
/* Fills the box (x, y, width, height) with terrain's colour and its
 * symbols, a hex as high as the box, as a key to the map shows a terrain
 * (the palette's swatches, an export's legend): a building's colour
 * alone is open ground's cream. */
void wadi_render_terrain_swatch (cairo_t    *cr,
                                 WadiTerrain terrain,
                                 double      x,
                                 double      y,
                                 double      width,
                                 double      height);
/* Draws a hex's marks as the depression layer draws them (its bridge, a
 * Tide of Iron wadi bridge or wadi entrance: flags, WadiHexFlags),
 * centred on cr's (0, 0) in map units at zoom pixels a unit: a bridge
 * along the road it carries (road_exits, a bit a hexside direction) or
 * across its depression (depression_sides, likewise).  For a picture of
 * one hex (Tiled's tileset). */
void wadi_render_hex_marks (cairo_t       *cr,
                            WadiGridLayout layout,
                            guint          flags,
                            guint          depression_sides,
                            guint          road_exits,
                            double         zoom);
/* Appends to cr's path the edges of board index of map, in map units,
 * where they cut its half hexes through their centres (an ASL geomorphic
 * board), and returns TRUE; FALSE, and nothing appended, for a board whose
 * edges are its hexes'. */
gboolean wadi_render_board_edge_path (cairo_t       *cr,
                                      const WadiMap *map,
                                      guint          index);
/* The map rectangle a view shows (x0, y0, x1, y1, map units). */
void wadi_render_view_rectangle (const WadiRenderView *view,
                                 double                rect[4]);
/* The first and last column and row of the hexes under the corners of
 * the map rectangle rect grown by grow, and ring hexes more round them
 * (not kept to the grid): a box that holds every hex meeting it. */
void wadi_render_hex_range (WadiGridLayout layout,
                            const double   rect[4],
                            double         grow,
                            int            ring,
                            int            range[4]);
/* Whether a hex's circumscribed box meets the view: the hexes a frame
 * counts as in view (it visits them and a spill round them), and the
 * overlays, ghosts and selections drawn. */
gboolean wadi_render_hex_in_view (const WadiRenderView *view,
                                  WadiGridLayout        layout,
                                  WadiHex               hex);

/* The lock the renderer holds wherever it makes a font or lays out text
 * (cairo 1.16's font tables are not safe to share between threads).
 * Code that lays out or shows text while tiles may be drawing (an export,
 * on its own thread) holds it too, before its layout is made and until it
 * is let go: G_GNUC_UNUSED g_autoptr(GRecMutexLocker) locker =
 * g_rec_mutex_locker_new (wadi_render_text_mutex ()); declared first
 * (clang calls a locker never read unused). */
GRecMutex *wadi_render_text_mutex (void);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WadiRenderer, wadi_renderer_free)

G_END_DECLS
