/* wadi-export.c: an export written whole or not at all, by its format */
#include "config.h"

#include <glib/gi18n-lib.h>

#include <math.h>

#include "wadi-export-private.h"
#include "wadi-file-source.h"

guint64
wadi_export_pixels (const WadiScenario      *scenario,
                    const WadiExportOptions *options,
                    int                     *width,
                    int                     *height)
{
  int w = 0, h = 0;

  switch (options->format)
    {
    case WADI_EXPORT_PNG:
    case WADI_EXPORT_VASSAL:
    case WADI_EXPORT_VASSAL_EXTENSION:
      if (!wadi_export_size (scenario, options, &w, &h))
        w = h = 0;
      break;
    case WADI_EXPORT_TMX:
    case WADI_EXPORT_TMJ:
      /* the tileset image: as many tiles as the map has patterns and
       * counter faces, each a hex of the scale */
      if (!wadi_export_tiled_tileset_size (scenario, options, &w, &h))
        w = h = 0;
      break;
    case WADI_EXPORT_SVG:
    case WADI_EXPORT_PDF:
    case WADI_EXPORT_JSON:
    case WADI_EXPORT_CARD:
    case WADI_EXPORT_FORMAT_COUNT:
    default:
      break;
    }
  if (width != NULL)
    *width = w;
  if (height != NULL)
    *height = h;
  return (guint64) w * (guint64) h;
}

int
wadi_export_largest_scale (const WadiScenario      *scenario,
                           const WadiExportOptions *options)
{
  WadiExportOptions at = *options;
  guint64           pixels = wadi_export_pixels (scenario, options, NULL, NULL);
  int               scale;

  if (pixels <= WADI_EXPORT_MAX_PIXELS)
    return (int) floor (options->pixels_per_hex);
  /* pixels grow as the square of the scale, less the margins' rounding */
  scale = (int) floor (options->pixels_per_hex * sqrt ((double) WADI_EXPORT_MAX_PIXELS / (double) pixels)) + 1;
  do
    at.pixels_per_hex = --scale;
  while (scale > 1 && wadi_export_pixels (scenario, &at, NULL, NULL) > WADI_EXPORT_MAX_PIXELS);
  return scale;
}

/* Whether what memory holds (a sink in memory, closed here) is the file
 * at path byte for byte; an error only when the writing failed (a file
 * that cannot be read is not the same). */
static gboolean
same_as_file (WadiExportSink *memory,
              const char     *path,
              GError        **error)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GBytes) written = NULL;
  g_autoptr(GBytes) there = NULL;

  if (!wadi_export_sink_ok (memory) || !g_output_stream_close (memory->stream, NULL, &memory->error))
    {
      g_propagate_error (error, g_steal_pointer (&memory->error));
      return FALSE;
    }
  written = g_memory_output_stream_steal_as_bytes (G_MEMORY_OUTPUT_STREAM (memory->stream));
  /* a byte more than it should hold: a longer file is refused unread */
  there = wadi_file_source_read (file, g_bytes_get_size (written) + 1, "", memory->cancellable, NULL);
  if (there == NULL && g_cancellable_set_error_if_cancelled (memory->cancellable, error))
    return FALSE;
  return there != NULL && g_bytes_equal (there, written);
}

gboolean
wadi_export_write (const WadiScenario      *scenario,
                   const WadiExportOptions *options,
                   const char              *path,
                   GCancellable            *cancellable,
                   WadiExportProgress       progress,
                   gpointer                 progress_data,
                   GError                 **error)
{
  WadiExportSink   sink = { 0 };
  WadiExportSink   companion = { 0 };
  g_autofree char *companion_path = wadi_export_companion_path (options->format, path);
  g_autofree char *companion_name = companion_path != NULL ? g_path_get_basename (companion_path) : NULL;
  WadiExportSink  *both[] = { &companion, &sink };
  double           x0, y0, x1, y1;
  int              width, height;
  gboolean         ok;
  /* the target asked for is replaced as Save replaces; a file beside it
   * that the export did not ask for, only when forced */
  WadiSafeFileFlags forced = WADI_SAFE_FILE_SPLIT_HARD_LINK | WADI_SAFE_FILE_REPLACE_READ_ONLY;
  WadiSafeFileFlags target_flags = options->force ? forced : WADI_SAFE_FILE_DEFAULT;
  WadiSafeFileFlags companion_flags = options->force ? forced : WADI_SAFE_FILE_NO_REPLACE;
  /* the file beside it already there: no conflict if the export would
   * write the same bytes (Tiled's TMX and TMJ of one map share their
   * tileset, OUT.tiles.png) */
  g_autoptr(GError) companion_there = NULL;

  if (!wadi_export_extent (scenario, options, &x0, &y0, &x1, &y1))
    {
      if (wadi_scenario_grid (scenario) == NULL)
        g_set_error (error, WADI_EXPORT_ERROR, WADI_EXPORT_ERROR_NO_MAP, _("the scenario has no board to export"));
      else if (options->board >= 0 && (guint) options->board >= wadi_map_board_count (scenario->map))
        g_set_error (error, WADI_EXPORT_ERROR, WADI_EXPORT_ERROR_NO_MAP, _("there is no board %d to export"), options->board + 1);
      else
        g_set_error (error, WADI_EXPORT_ERROR, WADI_EXPORT_ERROR_NO_MAP, _("the area holds no hex of the map"));
      return FALSE;
    }
  if (wadi_export_pixels (scenario, options, &width, &height) > WADI_EXPORT_MAX_PIXELS)
    {
      g_autofree char *pixels = wadi_export_format_pixels (wadi_export_pixels (scenario, options, NULL, NULL));
      g_autofree char *most = wadi_export_format_pixels (WADI_EXPORT_MAX_PIXELS);

      g_set_error (error, WADI_EXPORT_ERROR, WADI_EXPORT_ERROR_TOO_LARGE,
                   _("a scale of %g would make a %d × %d image (%s pixels); the most this export allows "
                     "is %s pixels: a scale of %d or less"),
                      options->pixels_per_hex, width, height, pixels, most,
                      wadi_export_largest_scale (scenario, options));
      return FALSE;
    }
  if (!wadi_export_sink_open_full (&sink, path, target_flags, cancellable, error))
    return FALSE;
  if (companion_path != NULL
      && !wadi_export_sink_open_full (&companion, companion_path, companion_flags, cancellable, &companion_there))
    {
      if (!g_error_matches (companion_there, WADI_EXPORT_ERROR, WADI_EXPORT_ERROR_EXISTS))
        {
          g_propagate_error (error, g_steal_pointer (&companion_there));
          wadi_export_sink_abandon (&sink);
          return FALSE;
        }
      companion.stream = g_memory_output_stream_new_resizable ();
      companion.cancellable = cancellable != NULL ? g_object_ref (cancellable) : NULL;
    }

  switch (options->format)
    {
    case WADI_EXPORT_PNG:
      ok = wadi_export_write_png (scenario, options, &sink, progress, progress_data, error);
      break;
    case WADI_EXPORT_SVG:
      ok = wadi_export_write_vector (scenario, options, &sink, progress, progress_data, error);
      break;
    case WADI_EXPORT_PDF:
      ok = options->paper != WADI_PAPER_NONE
               ? wadi_export_write_pages (scenario, options, &sink, progress, progress_data, error)
               : wadi_export_write_vector (scenario, options, &sink, progress, progress_data, error);
      break;
    case WADI_EXPORT_TMX:
    case WADI_EXPORT_TMJ:
      ok = wadi_export_write_tiled (scenario, options, &sink, &companion, companion_name, progress, progress_data,
                                    error);
      break;
    case WADI_EXPORT_JSON:
      ok = wadi_export_write_json (scenario, options, &sink, progress, progress_data, error);
      break;
    case WADI_EXPORT_VASSAL:
    case WADI_EXPORT_VASSAL_EXTENSION:
      {
        g_autofree char *name = g_path_get_basename (path);

        ok = wadi_export_write_vassal (scenario, options, &sink, name, progress, progress_data, error);
      }
      break;
    case WADI_EXPORT_CARD:
      ok = wadi_export_write_card (scenario, options, &sink, progress, progress_data, error);
      break;
    case WADI_EXPORT_FORMAT_COUNT:
    default:
      g_set_error (error, WADI_EXPORT_ERROR, WADI_EXPORT_ERROR_WRITE, "unknown export format %d", options->format);
      ok = FALSE;
      break;
    }

  if (ok && companion_there != NULL)
    {
      GError *local_error = NULL;

      /* refused as before when it differs, after the drawing */
      ok = same_as_file (&companion, companion_path, &local_error);
      if (!ok)
        g_propagate_error (error, local_error != NULL ? local_error : g_steal_pointer (&companion_there));
      wadi_export_sink_abandon (&companion);
    }
  /* together: the map never names an image not there, nor an old one */
  if (ok)
    ok = wadi_export_sink_commit_all (both, G_N_ELEMENTS (both), error);
  if (!ok)
    {
      wadi_export_sink_abandon (&companion);
      wadi_export_sink_abandon (&sink);
      return FALSE;
    }
  if (progress != NULL)
    progress (1.0, progress_data);
  return TRUE;
}
