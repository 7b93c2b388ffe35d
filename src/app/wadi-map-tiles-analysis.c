/* wadi-map-tiles-analysis.c: the analysis tool's shading in the tiles
 *
 * The shading of a viewshed, a reach or a side's dead ground is drawn into
 * the map's tiles with the rest of the map (WADI_RENDER_LAYER_ANALYSIS),
 * not over them each frame: drawn over them, a pan frame of the 1000 x 1000
 * map cost 7 ms of the main thread at 40 px a hex and 86 ms at 4.  A new
 * answer's arrays are copied for the threads, and the tiles over the hexes
 * it shades otherwise are drawn again (or mended); past MAX_REDRAWN_HEXES
 * of them, every tile, the old ones shown meanwhile.  Its cheapest path
 * follows the pointer and stays with what passes over the map.
 */
#include "config.h"

#include <string.h>

#include "wadi-map-tiles-private.h"

/* Hexes compared a block at a time, equal blocks passed over whole. */
#define BLOCK 256

TilesAnalysis *
_wadi_tiles_analysis_ref (TilesAnalysis *analysis)
{
  g_atomic_int_inc (&analysis->ref);
  return analysis;
}

void
_wadi_tiles_analysis_unref (TilesAnalysis *analysis)
{
  if (!g_atomic_int_dec_and_test (&analysis->ref))
    return;
  g_free ((gpointer) analysis->render.shade);
  g_free ((gpointer) analysis->render.costs);
  g_free ((gpointer) analysis->render.dead);
  g_free (analysis);
}

static TilesAnalysis *
tiles_analysis_new (const WadiRenderAnalysis *from)
{
  TilesAnalysis *analysis = g_new0 (TilesAnalysis, 1);
  gsize          n = (gsize) MAX (from->cols, 0) * (gsize) MAX (from->rows, 0);

  analysis->ref = 1;
  analysis->render = *from;
  analysis->render.shade = from->shade != NULL ? g_memdup2 (from->shade, n) : NULL;
  analysis->render.costs = from->costs != NULL ? g_memdup2 (from->costs, n * sizeof (float)) : NULL;
  analysis->render.dead = from->dead != NULL ? g_memdup2 (from->dead, n) : NULL;
  analysis->render.path = NULL;
  analysis->render.n_path = 0;
  return analysis;
}

/* Whether a and b can be compared hex by hex on grid: the same arrays,
 * made for grid, banded alike. */
static gboolean
comparable (const WadiRenderAnalysis *a,
            const WadiRenderAnalysis *b,
            const WadiBoard          *grid)
{
  return a->cols == grid->cols && a->rows == grid->rows && b->cols == grid->cols && b->rows == grid->rows
         && (a->shade == NULL) == (b->shade == NULL) && (a->costs == NULL) == (b->costs == NULL)
         && (a->dead == NULL) == (b->dead == NULL) && a->n_bands == b->n_bands && a->band_width == b->band_width;
}

/* Whether hexes first .. first + n - 1 are shaded alike in a and b. */
static gboolean
alike (const WadiRenderAnalysis *a,
       const WadiRenderAnalysis *b,
       gsize                     first,
       gsize                     n)
{
  return (a->shade == NULL || memcmp (a->shade + first, b->shade + first, n) == 0)
         && (a->costs == NULL || memcmp (a->costs + first, b->costs + first, n * sizeof (float)) == 0)
         && (a->dead == NULL || memcmp (a->dead + first, b->dead + first, n) == 0);
}

/* Marks the tiles over the hexes a and b shade otherwise; FALSE when
 * there are more than MAX_REDRAWN_HEXES of them. */
static gboolean
stale_where_changed (WadiMapTiles             *tiles,
                     const WadiBoard          *grid,
                     const WadiRenderAnalysis *a,
                     const WadiRenderAnalysis *b)
{
  gsize n = wadi_board_hex_count (grid);
  guint changed = 0;

  for (gsize block = 0; block < n; block += BLOCK)
    {
      gsize end = MIN (block + BLOCK, n);

      if (alike (a, b, block, end - block))
        continue;
      for (gsize i = block; i < end; i++)
        {
          double cx, cy;

          if (alike (a, b, i, 1))
            continue;
          if (++changed > MAX_REDRAWN_HEXES)
            return FALSE;
          wadi_hex_center (grid->layout, wadi_board_hex_at_index (grid, (guint) i), &cx, &cy);
          _wadi_map_tiles_stale_at (tiles, cx, cy);
        }
    }
  return TRUE;
}

void
wadi_map_tiles_set_analysis (WadiMapTiles             *tiles,
                             const WadiRenderAnalysis *analysis)
{
  const WadiBoard *grid = tiles->scenario != NULL ? wadi_scenario_grid (tiles->scenario) : NULL;
  TilesAnalysis   *old = tiles->analysis;
  gboolean         shows = analysis != NULL && (analysis->shade != NULL || analysis->dead != NULL);

  if (old == NULL && !shows)
    return;
  tiles->analysis = shows ? tiles_analysis_new (analysis) : NULL;
  if (grid == NULL || old == NULL || tiles->analysis == NULL || !comparable (&old->render, analysis, grid)
      || !stale_where_changed (tiles, grid, &old->render, &tiles->analysis->render))
    _wadi_map_tiles_stale_all (tiles);
  g_clear_pointer (&old, _wadi_tiles_analysis_unref);
  _wadi_map_tiles_schedule_dispatch (tiles);
}
