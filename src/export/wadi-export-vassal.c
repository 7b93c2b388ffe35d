/* wadi-export-vassal.c: a board image and its hex grid for a VASSAL module
 *
 * The image is the PNG export; the sidecar, a key file, gives the grid as
 * VASSAL's HexGrid takes it: dx and dy (the distance between column
 * centres and between the centres of one column, in pixels), x0 and y0
 * (the centre of a hex in a column VASSAL does not lower: VASSAL lowers
 * the odd columns counted from the origin by dy / 2), and sideways for
 * pointy-top grids (VASSAL then swaps the axes).  It also holds the
 * HexGrid element ready to paste into a module's buildFile.
 */
#include "config.h"

#include "wadi-export-private.h"

#define GROUP "VASSAL HexGrid"

gboolean
wadi_export_write_vassal (const WadiScenario      *scenario,
                          const WadiExportOptions *options,
                          WadiExportSink          *sink,
                          WadiExportSink          *image,
                          const char              *image_name,
                          WadiExportProgress       progress,
                          gpointer                 progress_data,
                          GError                 **error)
{
  const WadiBoard *grid = wadi_scenario_grid (scenario);
  g_autoptr(GKeyFile) keys = g_key_file_new ();
  g_autofree char *text = NULL;
  g_autofree char *element = NULL;
  char             dx_text[G_ASCII_DTOSTR_BUF_SIZE], dy_text[G_ASCII_DTOSTR_BUF_SIZE];
  char             x0_text[G_ASCII_DTOSTR_BUF_SIZE], y0_text[G_ASCII_DTOSTR_BUF_SIZE];
  gboolean         sideways = grid->layout.orientation == WADI_GRID_POINTY_TOP;
  double           zoom = options->pixels_per_hex;
  double           ex0, ey0, ex1, ey1, ax, ay, bx, by, ox, oy, dx, dy;
  int              width, height;
  WadiHex          first = { G_MAXINT, G_MAXINT };
  WadiHex          origin;
  gsize            length;

  if (!wadi_export_write_png (scenario, options, image, progress, progress_data, error))
    return FALSE;
  wadi_export_extent (scenario, options, &ex0, &ey0, &ex1, &ey1);
  wadi_export_size (scenario, options, &width, &height);

  /* the top-left hex exported */
  for (int row = 0; row < grid->rows; row++)
    for (int col = 0; col < grid->cols; col++)
      if (wadi_export_covers (scenario, options, (WadiHex) { col, row }))
        {
          first.col = MIN (first.col, col);
          first.row = MIN (first.row, row);
        }
  origin = first;
  /* VASSAL lowers the odd columns (rows, sideways) from its origin: the
   * origin is in a column the grid does not lower */
  if (!sideways && wadi_board_column_is_lowered (grid, origin.col))
    origin.col--;
  if (sideways && (origin.row & 1) == (grid->layout.stagger == WADI_STAGGER_ODD ? 1 : 0))
    origin.row--;
  wadi_hex_center (grid->layout, origin, &ox, &oy);
  if (!sideways)
    {
      wadi_hex_center (grid->layout, (WadiHex) { origin.col + 2, origin.row }, &ax, &ay);
      wadi_hex_center (grid->layout, (WadiHex) { origin.col, origin.row + 1 }, &bx, &by);
      dx = (ax - ox) / 2.0 * zoom;
      dy = (by - oy) * zoom;
    }
  else
    {
      /* sideways, VASSAL's dx runs down the rows and dy along a row */
      wadi_hex_center (grid->layout, (WadiHex) { origin.col, origin.row + 2 }, &ax, &ay);
      wadi_hex_center (grid->layout, (WadiHex) { origin.col + 1, origin.row }, &bx, &by);
      dx = (ay - oy) / 2.0 * zoom;
      dy = (bx - ox) * zoom;
    }
  g_ascii_formatd (dx_text, sizeof dx_text, "%.3f", dx);
  g_ascii_formatd (dy_text, sizeof dy_text, "%.3f", dy);
  g_ascii_formatd (x0_text, sizeof x0_text, "%.0f", (ox - ex0) * zoom);
  g_ascii_formatd (y0_text, sizeof y0_text, "%.0f", (oy - ey0) * zoom);

  g_key_file_set_comment (keys, NULL, NULL,
                          " A board image by Wadi and its hex grid, as VASSAL's HexGrid takes it.\n"
                          " Paste the buildfile line inside the Board element of the module's buildFile,\n"
                          " or type dx, dy, x0, y0 and sideways into the Hex Grid's properties.",
                          NULL);
  g_key_file_set_string (keys, GROUP, "image", image_name);
  g_key_file_set_integer (keys, GROUP, "width", width);
  g_key_file_set_integer (keys, GROUP, "height", height);
  g_key_file_set_string (keys, GROUP, "dx", dx_text);
  g_key_file_set_string (keys, GROUP, "dy", dy_text);
  g_key_file_set_string (keys, GROUP, "x0", x0_text);
  g_key_file_set_string (keys, GROUP, "y0", y0_text);
  g_key_file_set_boolean (keys, GROUP, "sideways", sideways);
  element = g_strdup_printf ("<VASSAL.build.module.map.boardPicker.board.HexGrid color=\"0,0,0\" "
                             "cornersLegal=\"false\" dotsVisible=\"false\" dx=\"%s\" dy=\"%s\" edgesLegal=\"false\" "
                             "sideways=\"%s\" snapTo=\"true\" visible=\"false\" x0=\"%s\" y0=\"%s\"/>",
                             dx_text, dy_text, sideways ? "true" : "false", x0_text, y0_text);
  g_key_file_set_string (keys, GROUP, "buildfile", element);
  text = g_key_file_to_data (keys, &length, NULL);
  wadi_export_sink_write (sink, text, length);
  return TRUE;
}
