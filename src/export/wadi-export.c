/* wadi-export.c: the map as a picture for other tools */
#include "config.h"

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <glib/gstdio.h>
#include <errno.h>
#include <math.h>

#include "wadi-export.h"
#include "wadi-render.h"

/* clang-format off */
G_DEFINE_QUARK (wadi-export-error-quark, wadi_export_error)
/* clang-format on */

/* Room round the hexes' outline (map units), for the outer edge's line. */
#define MARGIN 0.1

static const char *const format_names[WADI_EXPORT_FORMAT_COUNT] = { "png", "svg", "pdf" };

void
wadi_export_options_init (WadiExportOptions *options)
{
  *options = (WadiExportOptions) { WADI_EXPORT_PNG, 48.0, -1, TRUE, TRUE, TRUE };
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

  return dot != NULL && strchr (dot, '/') == NULL && wadi_export_format_from_name (dot + 1, format);
}

/* The box (map units) of what is drawn: the map, or one board's hexes. */
static gboolean
extent (const WadiScenario      *scenario,
        const WadiExportOptions *options,
        double                  *x0,
        double                  *y0,
        double                  *x1,
        double                  *y1)
{
  const WadiBoard *grid = wadi_scenario_grid (scenario);

  if (grid == NULL)
    return FALSE;
  if (options->board < 0)
    wadi_render_board_extent (grid, x0, y0, x1, y1);
  else
    {
      const WadiMapBoard *board;
      gboolean            any = FALSE;

      if ((guint) options->board >= wadi_map_board_count (scenario->map))
        return FALSE;
      board = wadi_map_get_board (scenario->map, options->board);
      for (int row = 0; row < board->rows; row++)
        for (int col = 0; col < board->cols; col++)
          {
            WadiHex hex = wadi_map_to_map (scenario->map, options->board, (WadiHex) { col, row });
            double  cx, cy;

            if (!wadi_board_contains (grid, hex))
              continue;
            wadi_hex_center (grid->layout, hex, &cx, &cy);
            /* a hex reaches at most 0.58 map units from its centre */
            *x0 = any ? MIN (*x0, cx - 0.58) : cx - 0.58;
            *y0 = any ? MIN (*y0, cy - 0.58) : cy - 0.58;
            *x1 = any ? MAX (*x1, cx + 0.58) : cx + 0.58;
            *y1 = any ? MAX (*y1, cy + 0.58) : cy + 0.58;
            any = TRUE;
          }
      if (!any)
        return FALSE;
    }
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

  if (!extent (scenario, options, &x0, &y0, &x1, &y1))
    return FALSE;
  *width = (int) MIN (ceil ((x1 - x0) * options->pixels_per_hex), G_MAXINT / 2);
  *height = (int) MIN (ceil ((y1 - y0) * options->pixels_per_hex), G_MAXINT / 2);
  return TRUE;
}

/* The picture drawn on cr, width by height. */
static void
draw (const WadiScenario      *scenario,
      const WadiExportOptions *options,
      cairo_t                 *cr,
      int                      width,
      int                      height,
      gboolean                 vector)
{
  WadiRenderer     *renderer = wadi_renderer_new ();
  WadiRenderRequest request = { 0 };
  g_autoptr(WadiScenario) shown = NULL;
  double x0, y0, x1, y1;

  extent (scenario, options, &x0, &y0, &x1, &y1);
  /* without counters: a copy without them, drawn */
  if (!options->counters)
    {
      shown = wadi_scenario_copy (scenario);
      g_array_set_size (shown->counters, 0);
    }
  wadi_renderer_set_scenario (renderer, shown != NULL ? shown : scenario);
  request.view.center_x = (x0 + x1) / 2.0;
  request.view.center_y = (y0 + y1) / 2.0;
  request.view.zoom = options->pixels_per_hex;
  request.view.width = width;
  request.view.height = height;
  request.show_grid = options->grid;
  request.show_labels = options->labels;
  request.vector = vector;
  wadi_renderer_draw (renderer, cr, &request, NULL);
  wadi_renderer_free (renderer);
}

static cairo_status_t
write_png_chunk (void                *closure,
                 const unsigned char *data,
                 unsigned int         length)
{
  return fwrite (data, 1, length, closure) == length ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_WRITE_ERROR;
}

gboolean
wadi_export_write (const WadiScenario      *scenario,
                   const WadiExportOptions *options,
                   const char              *path,
                   GError                 **error)
{
  g_autofree char *temporary = NULL;
  cairo_surface_t *surface = NULL;
  cairo_status_t   status;
  cairo_t         *cr;
  int              width, height;
  int              fd;

  if (!wadi_export_size (scenario, options, &width, &height))
    {
      g_set_error (error, WADI_EXPORT_ERROR, WADI_EXPORT_ERROR_NO_MAP,
                   options->board < 0 ? "the scenario has no board to draw" : "there is no board %d to draw",
                   options->board + 1);
      return FALSE;
    }
  if (options->format == WADI_EXPORT_PNG && (width > WADI_EXPORT_MAX_PIXELS || height > WADI_EXPORT_MAX_PIXELS))
    {
      double fits = floor (options->pixels_per_hex * WADI_EXPORT_MAX_PIXELS / MAX (width, height));

      g_set_error (error, WADI_EXPORT_ERROR, WADI_EXPORT_ERROR_TOO_LARGE,
                   "a PNG of %d x %d pixels is larger than %d pixels a side; the largest scale that fits is %.0f "
                   "pixels a hex",
                   width, height, WADI_EXPORT_MAX_PIXELS, fits);
      return FALSE;
    }

  /* written whole or not at all: a temporary beside the target, renamed */
  {
    g_autofree char *dir = g_path_get_dirname (path);
    g_autofree char *base = g_path_get_basename (path);
    g_autofree char *name = g_strdup_printf (".%s.wadi-export-XXXXXX", base);

    temporary = g_build_filename (dir, name, NULL);
    fd = g_mkstemp (temporary);
    if (fd < 0)
      {
        g_set_error (error, WADI_EXPORT_ERROR, WADI_EXPORT_ERROR_WRITE, "%s: %s", path, g_strerror (errno));
        return FALSE;
      }
    g_close (fd, NULL);
  }

  switch (options->format)
    {
    case WADI_EXPORT_SVG:
      surface = cairo_svg_surface_create (temporary, width, height);
      break;
    case WADI_EXPORT_PDF:
      surface = cairo_pdf_surface_create (temporary, width, height);
      break;
    case WADI_EXPORT_PNG:
    case WADI_EXPORT_FORMAT_COUNT:
    default:
      surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
      break;
    }
  cr = cairo_create (surface);
  draw (scenario, options, cr, width, height, options->format != WADI_EXPORT_PNG);
  cairo_destroy (cr);
  if (options->format == WADI_EXPORT_PNG)
    {
      FILE *out = g_fopen (temporary, "wb");

      status = out != NULL ? cairo_surface_write_to_png_stream (surface, write_png_chunk, out)
                           : CAIRO_STATUS_WRITE_ERROR;
      if (out != NULL && fclose (out) != 0)
        status = CAIRO_STATUS_WRITE_ERROR;
    }
  else
    {
      cairo_surface_finish (surface);
      status = cairo_surface_status (surface);
    }
  cairo_surface_destroy (surface);

  if (status != CAIRO_STATUS_SUCCESS || g_rename (temporary, path) != 0)
    {
      int saved = errno;

      g_remove (temporary);
      g_set_error (error, WADI_EXPORT_ERROR, WADI_EXPORT_ERROR_WRITE, "%s: %s", path,
                   status != CAIRO_STATUS_SUCCESS ? cairo_status_to_string (status) : g_strerror (saved));
      return FALSE;
    }
  return TRUE;
}
