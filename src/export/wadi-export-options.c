/* wadi-export-options.c: what an export covers: formats, paper, the
 * hexes and the box exported */
#include "config.h"

#include <math.h>
#include <string.h>

#include "wadi-export-private.h"

/* clang-format off */
G_DEFINE_QUARK (wadi-export-error-quark, wadi_export_error)
/* clang-format on */

/* Room round the hexes' outline (map units), for the outer edge's line. */
#define MARGIN 0.1
/* A hex reaches at most this far (map units) from its centre. */
#define HEX_REACH 0.58

static const char *const format_names[WADI_EXPORT_FORMAT_COUNT] = {
  "png",
  "svg",
  "pdf",
  "tmx",
  "tmj",
  "json",
  "vassal",
  "vassal-extension",
  "card",
};

static const struct
{
  const char *name;
  double      width; /* points */
  double      height;
} papers[WADI_PAPER_COUNT] = {
  { "none", 0, 0 },
  { "a4", 595.276, 841.89 },
  { "letter", 612, 792 },
  { "a3", 841.89, 1190.55 },
};

void
wadi_export_options_init (WadiExportOptions *options)
{
  memset (options, 0, sizeof *options);
  options->format = WADI_EXPORT_PNG;
  options->pixels_per_hex = 48.0;
  options->board = -1;
  options->labels = TRUE;
  options->grid = TRUE;
  options->counters = TRUE;
  options->paper = WADI_PAPER_NONE;
  options->overlap = 1.0;
}

const char *
wadi_export_format_name (WadiExportFormat format)
{
  return (guint) format < WADI_EXPORT_FORMAT_COUNT ? format_names[format] : NULL;
}

gboolean
wadi_export_format_from_name (const char       *name,
                              WadiExportFormat *format)
{
  for (guint i = 0; i < WADI_EXPORT_FORMAT_COUNT; i++)
    if (g_ascii_strcasecmp (name, format_names[i]) == 0)
      {
        *format = (WadiExportFormat) i;
        return TRUE;
      }
  return FALSE;
}

gboolean
wadi_export_format_from_path (const char       *path,
                              WadiExportFormat *format)
{
  const char *dot = strrchr (path, '.');

  if (dot == NULL || strchr (dot, '/') != NULL)
    return FALSE;
  /* VASSAL's own extensions */
  if (g_ascii_strcasecmp (dot + 1, "vmod") == 0)
    {
      *format = WADI_EXPORT_VASSAL;
      return TRUE;
    }
  if (g_ascii_strcasecmp (dot + 1, "vmdx") == 0)
    {
      *format = WADI_EXPORT_VASSAL_EXTENSION;
      return TRUE;
    }
  return wadi_export_format_from_name (dot + 1, format);
}

gboolean
wadi_export_format_is_picture (WadiExportFormat format)
{
  return format == WADI_EXPORT_PNG || format == WADI_EXPORT_SVG || format == WADI_EXPORT_PDF;
}

gboolean
wadi_export_paper_from_name (const char      *name,
                             WadiExportPaper *paper)
{
  for (guint i = 0; i < WADI_PAPER_COUNT; i++)
    if (g_ascii_strcasecmp (name, papers[i].name) == 0)
      {
        *paper = (WadiExportPaper) i;
        return TRUE;
      }
  return FALSE;
}

void
wadi_export_paper_size (WadiExportPaper paper,
                        double         *width,
                        double         *height)
{
  g_return_if_fail ((guint) paper < WADI_PAPER_COUNT);
  *width = papers[paper].width;
  *height = papers[paper].height;
}

double
wadi_export_points_for_mm (double mm)
{
  return mm * 72.0 / 25.4;
}

char *
wadi_export_companion_path (WadiExportFormat format,
                            const char      *path)
{
  const char      *dot = strrchr (path, '.');
  const char      *slash = strrchr (path, '/');
  g_autofree char *stem = NULL;

  if (format != WADI_EXPORT_TMX && format != WADI_EXPORT_TMJ)
    return NULL;
  stem = dot != NULL && (slash == NULL || dot > slash) ? g_strndup (path, dot - path) : g_strdup (path);
  return g_strconcat (stem, ".tiles.png", NULL);
}

gboolean
wadi_export_covers (const WadiScenario      *scenario,
                    const WadiExportOptions *options,
                    WadiHex                  hex)
{
  const WadiBoard *grid = wadi_scenario_grid (scenario);

  if (grid == NULL || !wadi_board_contains (grid, hex))
    return FALSE;
  if (options->has_area
      && (hex.col < MIN (options->area_first.col, options->area_last.col)
          || hex.col > MAX (options->area_first.col, options->area_last.col)
          || hex.row < MIN (options->area_first.row, options->area_last.row)
          || hex.row > MAX (options->area_first.row, options->area_last.row)))
    return FALSE;
  if (options->board >= 0)
    {
      guint boards[2];
      guint n = wadi_map_boards_at (scenario->map, hex, boards);

      for (guint i = 0; i < n; i++)
        if (boards[i] == (guint) options->board)
          return TRUE;
      return FALSE;
    }
  return TRUE;
}

gboolean
wadi_export_extent (const WadiScenario      *scenario,
                    const WadiExportOptions *options,
                    double                  *x0,
                    double                  *y0,
                    double                  *x1,
                    double                  *y1)
{
  const WadiBoard *grid = wadi_scenario_grid (scenario);
  int              col0 = 0, row0 = 0, col1, row1;
  gboolean         any = FALSE;

  if (grid == NULL)
    return FALSE;
  if (options->board >= 0 && (guint) options->board >= wadi_map_board_count (scenario->map))
    return FALSE;
  if (options->board < 0 && !options->has_area)
    {
      wadi_render_board_extent (grid, x0, y0, x1, y1);
      any = TRUE;
    }
  else
    {
      col1 = grid->cols - 1;
      row1 = grid->rows - 1;
      if (options->has_area)
        {
          col0 = MAX (col0, MIN (options->area_first.col, options->area_last.col));
          row0 = MAX (row0, MIN (options->area_first.row, options->area_last.row));
          col1 = MIN (col1, MAX (options->area_first.col, options->area_last.col));
          row1 = MIN (row1, MAX (options->area_first.row, options->area_last.row));
        }
      for (int row = row0; row <= row1; row++)
        for (int col = col0; col <= col1; col++)
          {
            WadiHex hex = { col, row };
            double  cx, cy;

            if (!wadi_export_covers (scenario, options, hex))
              continue;
            wadi_hex_center (grid->layout, hex, &cx, &cy);
            *x0 = any ? MIN (*x0, cx - HEX_REACH) : cx - HEX_REACH;
            *y0 = any ? MIN (*y0, cy - HEX_REACH) : cy - HEX_REACH;
            *x1 = any ? MAX (*x1, cx + HEX_REACH) : cx + HEX_REACH;
            *y1 = any ? MAX (*y1, cy + HEX_REACH) : cy + HEX_REACH;
            any = TRUE;
          }
    }
  if (!any)
    return FALSE;
  *x0 -= MARGIN;
  *y0 -= MARGIN;
  *x1 += MARGIN;
  *y1 += MARGIN;
  return TRUE;
}

gboolean
wadi_export_size (const WadiScenario      *scenario,
                  const WadiExportOptions *options,
                  int                     *width,
                  int                     *height)
{
  double x0, y0, x1, y1;

  if (!wadi_export_extent (scenario, options, &x0, &y0, &x1, &y1))
    return FALSE;
  *width = (int) MIN (ceil ((x1 - x0) * options->pixels_per_hex), G_MAXINT / 2);
  *height = (int) MIN (ceil ((y1 - y0) * options->pixels_per_hex), G_MAXINT / 2);
  return TRUE;
}

/* "5.5 G", "400 M" */
char *
wadi_export_format_pixels (guint64 pixels)
{
  if (pixels >= 1000 * 1000 * 1000)
    return g_strdup_printf ("%.1f G", pixels / 1e9);
  return g_strdup_printf ("%.0f M", ceil (pixels / 1e6));
}
