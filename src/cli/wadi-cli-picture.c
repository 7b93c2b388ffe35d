/* wadi-cli-picture.c: the whole-map answers drawn as export draws the map
 *
 * viewshed, reach and deadground with --format png or svg: the map as
 * `wadi-cli export` draws it, the answer shaded over it as the editor's
 * analysis tool shades it (wadi-render-analysis.c), and a legend under it
 * that says what was asked and what each shade means.  Written as export
 * writes, whole or not at all, to -o OUT (a picture is never printed).
 */
#include "config.h"

#include <string.h>

#include "wadi-cli-private.h"

#define SCALE_MIN 4.0
#define SCALE_MAX 512.0

void
wadi_cli_picture_clear (WadiCliPicture *picture)
{
  g_clear_pointer (&picture->output, g_free);
  g_clear_pointer (&picture->scale_text, g_free);
}

gboolean
wadi_cli_picture_check (const WadiCliCommand *command,
                        WadiCliPicture       *picture,
                        WadiCliFormat        *format,
                        int                  *status)
{
  const char *dot = picture->output != NULL ? strrchr (picture->output, '.') : NULL;
  const char *ext = dot != NULL && strchr (dot, G_DIR_SEPARATOR) == NULL ? dot + 1 : "";
  gboolean    drawn;
  const char *kind;

  /* OUT's extension names the picture when --format does not, as
   * export's; an explicit --format text is text */
  if (*format == WADI_CLI_FORMAT_UNSET && g_ascii_strcasecmp (ext, "png") == 0)
    *format = WADI_CLI_FORMAT_PNG;
  else if (*format == WADI_CLI_FORMAT_UNSET && g_ascii_strcasecmp (ext, "svg") == 0)
    *format = WADI_CLI_FORMAT_SVG;
  else if (*format == WADI_CLI_FORMAT_UNSET)
    *format = WADI_CLI_FORMAT_TEXT;
  drawn = *format == WADI_CLI_FORMAT_PNG || *format == WADI_CLI_FORMAT_SVG;
  kind = *format == WADI_CLI_FORMAT_PNG ? "png" : "svg";

  if (drawn && picture->output == NULL)
    *status = wadi_cli_usage_error (command, _("--format %s needs -o OUT, the file written"), kind);
  else if (!drawn && picture->output != NULL)
    *status = wadi_cli_usage_error (command, _("-o OUT is for a picture: --format png or svg, or OUT ending in .png "
                                               "or .svg"));
  else if (drawn && g_ascii_strcasecmp (ext, kind) != 0)
    *status = wadi_cli_usage_error (command, _("-o %s: a --format %s picture is written to a file ending in .%s"),
                                                picture->output, kind, kind);
  else if (!drawn && picture->scale_text != NULL)
    *status = wadi_cli_usage_error (command, _("--scale is for --format png or svg"));
  else
    return wadi_cli_parse_double_option (command, "--scale", picture->scale_text, SCALE_MIN, SCALE_MAX,
                                         &picture->scale, status);
  return FALSE;
}

gboolean
wadi_cli_picture_wanted (WadiCliFormat format)
{
  return format == WADI_CLI_FORMAT_PNG || format == WADI_CLI_FORMAT_SVG;
}

int
wadi_cli_picture_write (const WadiCliCommand     *command,
                        const WadiCliPicture     *picture,
                        WadiCliFormat             format,
                        const WadiScenario       *scenario,
                        const WadiExportAnalysis *analysis)
{
  WadiExportOptions options;

  wadi_export_options_init (&options);
  options.format = format == WADI_CLI_FORMAT_SVG ? WADI_EXPORT_SVG : WADI_EXPORT_PNG;
  if (picture->scale != 0.0)
    options.pixels_per_hex = picture->scale;
  options.legend = TRUE;
  options.analysis = analysis;
  return wadi_cli_export_with_progress (command, scenario, &options, picture->output);
}
