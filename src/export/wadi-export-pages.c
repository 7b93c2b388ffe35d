/* wadi-export-pages.c: the map on sheets of paper, to print and assemble
 *
 * The map at its scale is cut into the printable area of the sheets (the
 * paper less a margin), sheets overlapping by a chosen number of hexes so
 * that they can be trimmed and laid edge to edge.  Each sheet has crop
 * marks at the printable area's corners, the labels of the hexes along
 * its edges in the margin (to find the sheet that goes next), and a line
 * naming the sheet.  Or one sheet per board, each turned the way that
 * prints its board larger, the board shrunk to fit when it does not.  With a legend, a sheet of its own after the map's.  The
 * editor's Print uses the same layout (WadiExportSheets).
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include <cairo-pdf.h>
#include <math.h>
#include <pango/pangocairo.h>

#include "wadi-export-pages.h"
#include "wadi-export-private.h"
#include "wadi-render-style.h"

/* The margin round the printable area, in points (10 mm): inside what
 * every printer can print, with room for the crop marks and labels. */
#define MARGIN_POINTS 28.35
#define CROP_MARK 14.0        /* points */
#define CAPTION_CLEARANCE 6.0 /* points between a caption and the crop marks' ticks */
#define LABEL_SIZE 6.5        /* points */
#define CAPTION_SIZE 7.5      /* points */

struct _WadiExportSheets
{
  const WadiScenario *scenario;
  WadiExportOptions   options;
  WadiExportPainter   painter;
  gboolean            painter_ready;
  double              x0; /* the top-left corner of what is printed, map units */
  double              y0;
  double              paper_width; /* turned as laid out; as given for one sheet per board */
  double              paper_height;
  gboolean            landscape;
  GArray             *turned; /* gboolean, one sheet per board: each board's sheet turned landscape */
  guint               across; /* sheets, when the map is cut */
  guint               down;
  GArray             *printed; /* guint, column + row * across: the sheets some exported hex reaches */
  guint               count;   /* the legend's sheet, the last, included */
  gboolean            legend_sheet;
};

static void
layout_in (const WadiExportOptions *options,
           double                   picture_width,
           double                   picture_height,
           double                   area_width,
           double                   area_height,
           guint                   *across,
           guint                   *down)
{
  double overlap = MIN (options->overlap * options->pixels_per_hex, MIN (area_width, area_height) / 2.0);

  *across = picture_width <= area_width ? 1 : (guint) ceil ((picture_width - overlap) / (area_width - overlap));
  *down = picture_height <= area_height ? 1 : (guint) ceil ((picture_height - overlap) / (area_height - overlap));
}

/* An outer half hex's box (left, top, right, bottom, its centre cx, cy)
 * cut to the half its board has: of the map's outer edge, or of board's
 * every edge when only that board (>= 0) is printed. */
static void
cut_outer_half (const WadiMap *map,
                int            board,
                WadiHex        hex,
                double         cx,
                double         cy,
                double         box[4])
{
  guint   boards[2], index;
  WadiHex local;
  double  inward_x, inward_y;

  if (board >= 0)
    {
      index = (guint) board;
      if (!wadi_map_to_board (map, index, hex, &local))
        return;
    }
  else if (wadi_map_boards_at (map, hex, boards) != 1 || !wadi_map_board_at (map, hex, &index, &local))
    return;
  if (!wadi_map_half_hex_inward (map, index, local, &inward_x, &inward_y))
    return;
  if (inward_x > 0.5)
    box[0] = cx;
  else if (inward_x < -0.5)
    box[2] = cx;
  else if (inward_y > 0.5)
    box[1] = cy;
  else if (inward_y < -0.5)
    box[3] = cy;
}

/* The sheets a hex's box may reach (wadi_hex_center's centre, which
 * hangs on its column and its row's parity across, on its row and its
 * column's parity down), as first and last sheet column for each column
 * and row parity, then first and last sheet row for each row and column
 * parity: [parity][col][2] then [parity][row][2].  A box a hair larger
 * than printed_sheets' own, whose sheets are among these (and fewer
 * where a half hex is cut). */
static int *
sheet_spans (const WadiBoard *grid,
             double           x0,
             double           y0,
             double           reach_x,
             double           reach_y,
             guint            across,
             guint            down,
             double           width,
             double           height,
             double           step_x,
             double           step_y,
             double           overlap)
{
  const double hair = 1e-9;
  int         *spans = g_new (int, 4 * (gsize) (grid->cols + grid->rows));
  int         *rows = spans + 4 * grid->cols;

  for (int parity = 0; parity < 2; parity++)
    {
      for (int col = 0; col < grid->cols; col++)
        {
          double cx, cy;
          int   *span = spans + 2 * (parity * grid->cols + col);

          wadi_hex_center (grid->layout, (WadiHex) { col, parity }, &cx, &cy);
          cx -= x0;
          span[0] = MAX (0, (int) floor ((cx - reach_x - hair - width) / step_x) + 1);
          span[1] = MIN ((int) across - 1, MAX (0, (int) floor ((cx + reach_x + hair - overlap) / step_x)));
        }
      for (int row = 0; row < grid->rows; row++)
        {
          double cx, cy;
          int   *span = rows + 2 * (parity * grid->rows + row);

          wadi_hex_center (grid->layout, (WadiHex) { parity, row }, &cx, &cy);
          cy -= y0;
          span[0] = MAX (0, (int) floor ((cy - reach_y - hair - height) / step_y) + 1);
          span[1] = MIN ((int) down - 1, MAX (0, (int) floor ((cy + reach_y + hair - overlap) / step_y)));
        }
    }
  return spans;
}

/* Whether every sheet hex may reach (sheet_spans) is reached already. */
static gboolean
all_reached (const gboolean  *reached,
             guint            across,
             const WadiBoard *grid,
             const int       *spans,
             WadiHex          hex)
{
  const int *cols = spans + 2 * ((hex.row & 1) * grid->cols + hex.col);
  const int *rows = spans + 4 * grid->cols + 2 * ((hex.col & 1) * grid->rows + hex.row);

  for (int r = rows[0]; r <= rows[1]; r++)
    for (int c = cols[0]; c <= cols[1]; c++)
      if (!reached[(guint) r * across + (guint) c])
        return FALSE;
  return TRUE;
}

/* The sheets (column + row * across) of a layout of across x down sheets
 * of area_width x area_height points from (x0, y0) that some exported
 * hex reaches beyond what the sheets before it in its row and column
 * print: one of nothing but paper (the corner a map of boards laid in an
 * L leaves empty), or of nothing but the overlap and the margin, is not
 * printed. */
static GArray *
printed_sheets (const WadiScenario      *scenario,
                const WadiExportOptions *options,
                double                   x0,
                double                   y0,
                guint                    across,
                guint                    down,
                double                   area_width,
                double                   area_height)
{
  const WadiBoard     *grid = wadi_scenario_grid (scenario);
  double               points = options->pixels_per_hex;
  double               overlap = MIN (options->overlap * points, MIN (area_width, area_height) / 2.0);
  double               step_x = (area_width - overlap) / points, step_y = (area_height - overlap) / points;
  double               width = area_width / points, height = area_height / points;
  gboolean             flat = grid != NULL && grid->layout.orientation == WADI_GRID_FLAT_TOP;
  double               reach_x = flat ? 0.578 : 0.501, reach_y = flat ? 0.501 : 0.578;
  g_autofree gboolean *reached = g_new0 (gboolean, (gsize) across * down);
  /* the sheets are cut at the boards' edges: the map's outer ones, or all
   * of the one board printed */
  gboolean cut = grid != NULL
                 && (options->board >= 0
                         ? wadi_map_board_has_half_hexes (wadi_map_get_board (scenario->map, (guint) options->board))
                         : wadi_map_cut_at_half_hexes (scenario->map));
  GArray *printed = g_array_new (FALSE, FALSE, sizeof (guint));

  g_autofree int *spans = NULL;

  for (guint i = 0; i < across * down; i++)
    reached[i] = grid == NULL;
  if (grid != NULL)
    spans = sheet_spans (grid, x0, y0, reach_x, reach_y, across, down, width, height, step_x, step_y,
                         overlap / points);
  for (guint i = 0; grid != NULL && i < wadi_board_hex_count (grid); i++)
    {
      WadiHex hex = wadi_board_hex_at_index (grid, i);
      double  cx, cy, box[4];
      int     c0, c1, r0, r1;

      /* most hexes reach only sheets others reached before them */
      if (!wadi_board_contains (grid, hex) || all_reached (reached, across, grid, spans, hex)
          || !wadi_export_covers (scenario, options, hex))
        continue;
      wadi_hex_center (grid->layout, hex, &cx, &cy);
      /* the hex's box: its corners reach 1 / sqrt (3) across its
       * points, 1 / 2 across its flats; an outer half hex's, its board's
       * half, as the sheets are cut at the boards' edges */
      cx -= x0;
      cy -= y0;
      box[0] = cx - reach_x;
      box[1] = cy - reach_y;
      box[2] = cx + reach_x;
      box[3] = cy + reach_y;
      if (cut)
        cut_outer_half (scenario->map, options->board, hex, cx, cy, box);
      c0 = MAX (0, (int) floor ((box[0] - width) / step_x) + 1);
      r0 = MAX (0, (int) floor ((box[1] - height) / step_y) + 1);
      /* a sheet past the first of its row (column) needs the hex only if
       * it reaches past the overlap the sheet before printed: else the
       * last row of a board held the overlap's one row of hexes again */
      c1 = MIN ((int) across - 1, MAX (0, (int) floor ((box[2] - overlap / points) / step_x)));
      r1 = MIN ((int) down - 1, MAX (0, (int) floor ((box[3] - overlap / points) / step_y)));
      for (int r = r0; r <= r1; r++)
        for (int c = c0; c <= c1; c++)
          reached[(guint) r * across + (guint) c] = TRUE;
    }
  for (guint i = 0; i < across * down; i++)
    if (reached[i])
      g_array_append_val (printed, i);
  return printed;
}

/* The box of board b (map units), when the sheets print it. */
static gboolean
board_extent (const WadiExportSheets *sheets,
              guint                   b,
              double                 *x0,
              double                 *y0,
              double                 *x1,
              double                 *y1)
{
  WadiExportOptions one = sheets->options;

  if (sheets->options.board >= 0 && sheets->options.board != (int) b)
    return FALSE;
  one.board = (int) b;
  return wadi_export_extent (sheets->scenario, &one, x0, y0, x1, y1);
}

/* The board sheet index prints, one sheet per board, and its box (map
 * units). */
static gboolean
sheet_board (const WadiExportSheets *sheets,
             guint                   index,
             guint                  *board,
             double                  box[4])
{
  guint seen = 0;

  for (guint b = 0; b < wadi_map_board_count (sheets->scenario->map); b++)
    if (board_extent (sheets, b, &box[0], &box[1], &box[2], &box[3]) && seen++ == index)
      {
        *board = b;
        return TRUE;
      }
  return FALSE;
}

/* The points a hex of a board width x height map units on a sheet of
 * paper_width x paper_height points: the options' scale, or less to fit
 * its printable area. */
static double
board_zoom (const WadiExportSheets *sheets,
            double                  width,
            double                  height,
            double                  paper_width,
            double                  paper_height)
{
  return MIN (sheets->options.pixels_per_hex,
              MIN ((paper_width - 2 * MARGIN_POINTS) / width, (paper_height - 2 * MARGIN_POINTS) / height));
}

WadiExportSheets *
wadi_export_sheets_new (const WadiScenario      *scenario,
                        const WadiExportOptions *options,
                        double                   paper_width,
                        double                   paper_height)
{
  g_autoptr(WadiExportSheets) sheets = g_new0 (WadiExportSheets, 1);
  double x1, y1;

  sheets->scenario = scenario;
  sheets->options = *options;
  if (!wadi_export_extent (scenario, options, &sheets->x0, &sheets->y0, &x1, &y1))
    return NULL;
  if (options->page_per_board)
    {
      sheets->turned = g_array_new (FALSE, FALSE, sizeof (gboolean));
      for (guint b = 0; b < wadi_map_board_count (scenario->map); b++)
        {
          double   bx0, by0, bx1, by1;
          gboolean turned;

          if (!board_extent (sheets, b, &bx0, &by0, &bx1, &by1))
            continue;
          /* each board the way round that prints it larger: a board
           * wider than tall, shrunk to fit a portrait sheet's width,
           * prints larger across a landscape one; portrait when both
           * print it whole at the options' scale */
          turned = board_zoom (sheets, bx1 - bx0, by1 - by0, paper_height, paper_width)
                   > board_zoom (sheets, bx1 - bx0, by1 - by0, paper_width, paper_height);
          g_array_append_val (sheets->turned, turned);
          sheets->count++;
        }
      sheets->paper_width = paper_width;
      sheets->paper_height = paper_height;
      if (sheets->count == 0)
        return NULL;
      sheets->legend_sheet = options->legend;
      sheets->count += options->legend ? 1 : 0;
      return g_steal_pointer (&sheets);
    }
  {
    double width = (x1 - sheets->x0) * options->pixels_per_hex;
    double height = (y1 - sheets->y0) * options->pixels_per_hex;
    guint  portrait_across, portrait_down, landscape_across, landscape_down;
    g_autoptr(GArray) portrait = NULL;
    g_autoptr(GArray) landscape = NULL;

    layout_in (options, width, height, paper_width - 2 * MARGIN_POINTS, paper_height - 2 * MARGIN_POINTS,
               &portrait_across, &portrait_down);
    layout_in (options, width, height, paper_height - 2 * MARGIN_POINTS, paper_width - 2 * MARGIN_POINTS,
               &landscape_across, &landscape_down);
    portrait = printed_sheets (scenario, options, sheets->x0, sheets->y0, portrait_across, portrait_down,
                               paper_width - 2 * MARGIN_POINTS, paper_height - 2 * MARGIN_POINTS);
    landscape = printed_sheets (scenario, options, sheets->x0, sheets->y0, landscape_across, landscape_down,
                                paper_height - 2 * MARGIN_POINTS, paper_width - 2 * MARGIN_POINTS);
    /* the way round that prints fewer sheets, or of as many, that lays
     * out fewer */
    if (landscape->len < portrait->len
        || (landscape->len == portrait->len
            && landscape_across * landscape_down < portrait_across * portrait_down))
      {
        sheets->paper_width = paper_height;
        sheets->paper_height = paper_width;
        sheets->landscape = TRUE;
        sheets->across = landscape_across;
        sheets->down = landscape_down;
        sheets->printed = g_steal_pointer (&landscape);
      }
    else
      {
        sheets->paper_width = paper_width;
        sheets->paper_height = paper_height;
        sheets->across = portrait_across;
        sheets->down = portrait_down;
        sheets->printed = g_steal_pointer (&portrait);
      }
    sheets->count = sheets->printed->len;
  }
  sheets->legend_sheet = options->legend;
  sheets->count += options->legend ? 1 : 0;
  return g_steal_pointer (&sheets);
}

void
wadi_export_sheets_free (WadiExportSheets *sheets)
{
  if (sheets == NULL)
    return;
  if (sheets->painter_ready)
    wadi_export_painter_clear (&sheets->painter);
  g_clear_pointer (&sheets->printed, g_array_unref);
  g_clear_pointer (&sheets->turned, g_array_unref);
  g_free (sheets);
}

guint
wadi_export_sheets_count (const WadiExportSheets *sheets)
{
  return sheets->count;
}

void
wadi_export_sheets_paper (const WadiExportSheets *sheets,
                          double                 *width,
                          double                 *height)
{
  *width = sheets->paper_width;
  *height = sheets->paper_height;
}

gboolean
wadi_export_sheets_landscape (const WadiExportSheets *sheets)
{
  return sheets->landscape;
}

gboolean
wadi_export_sheets_page_landscape (const WadiExportSheets *sheets,
                                   guint                   index)
{
  g_return_val_if_fail (index < sheets->count, FALSE);
  if (sheets->turned == NULL)
    return sheets->landscape;
  /* the legend's sheet, after the boards', as the paper was given */
  return index < sheets->turned->len && g_array_index (sheets->turned, gboolean, index);
}

void
wadi_export_sheets_page_paper (const WadiExportSheets *sheets,
                               guint                   index,
                               double                 *width,
                               double                 *height)
{
  gboolean turned = sheets->turned != NULL && wadi_export_sheets_page_landscape (sheets, index);

  *width = turned ? sheets->paper_height : sheets->paper_width;
  *height = turned ? sheets->paper_width : sheets->paper_height;
}

/* A layout of text in the sheets' font, size points; the caller holds
 * the text lock. */
static PangoLayout *
text_layout (cairo_t    *cr,
             const char *text,
             double      size)
{
  g_autoptr(PangoFontDescription) font = pango_font_description_from_string ("Sans");
  PangoLayout *layout = pango_cairo_create_layout (cr);

  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_layout_set_text (layout, text, -1);
  return layout;
}

static void
show_text (cairo_t    *cr,
           const char *text,
           double      size,
           double      x,
           double      y,
           double      align_x, /* 0 left, 0.5 centre, 1 right */
           double      align_y,
           double      angle)
{
  G_GNUC_UNUSED g_autoptr(GRecMutexLocker) locker = g_rec_mutex_locker_new (wadi_render_text_mutex ());
  g_autoptr(PangoLayout) layout = text_layout (cr, text, size);
  int width, height;

  pango_layout_get_pixel_size (layout, &width, &height);
  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_rotate (cr, angle);
  cairo_move_to (cr, -width * align_x, -height * align_y);
  pango_cairo_show_layout (cr, layout);
  cairo_restore (cr);
}

static void
crop_marks (cairo_t *cr,
            double   left,
            double   top,
            double   right,
            double   bottom)
{
  const double gap = 3.0;

  cairo_save (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_set_line_width (cr, 0.4);
  for (int corner = 0; corner < 4; corner++)
    {
      double x = corner & 1 ? right : left;
      double y = corner & 2 ? bottom : top;
      double out_x = corner & 1 ? 1 : -1;
      double out_y = corner & 2 ? 1 : -1;

      cairo_move_to (cr, x + out_x * gap, y);
      cairo_line_to (cr, x + out_x * (gap + CROP_MARK), y);
      cairo_move_to (cr, x, y + out_y * gap);
      cairo_line_to (cr, x, y + out_y * (gap + CROP_MARK));
    }
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* The labels of the hexes along the printable area's edges, in the
 * margin beside each, to find the neighbouring sheet. */
static void
edge_labels (const WadiExportSheets *sheets,
             cairo_t                *cr,
             double                  map_x0,
             double                  map_y0,
             double                  zoom,
             double                  area_width,
             double                  area_height)
{
  const WadiScenario *scenario = sheets->scenario;
  const WadiBoard    *grid = wadi_scenario_grid (scenario);
  double              map_x1 = map_x0 + area_width / zoom;
  double              map_y1 = map_y0 + area_height / zoom;
  WadiHex             corner_a = wadi_hex_at_point (grid->layout, map_x0, map_y0);
  WadiHex             corner_b = wadi_hex_at_point (grid->layout, map_x1, map_y1);
  /* a hex's body, between its two flats and as wide as they are long:
   * its tips may be cut, and it is still the hex a reader sees there;
   * labelled when the next hex out (a column on across the tips, a row
   * on across the flats) has no body on the sheet */
  gboolean flat = grid->layout.orientation == WADI_GRID_FLAT_TOP;
  double   half_x = flat ? 0.5 / sqrt (3.0) : 0.5;
  double   half_y = flat ? 0.5 : 0.5 / sqrt (3.0);
  double   out_x = flat ? 2.0 / sqrt (3.0) : 1.5;
  double   out_y = flat ? 1.5 : 2.0 / sqrt (3.0);

  cairo_save (cr);
  cairo_set_source_rgb (cr, 0.25, 0.25, 0.25);
  for (int row = MAX (0, MIN (corner_a.row, corner_b.row) - 2);
       row <= MIN (grid->rows - 1, MAX (corner_a.row, corner_b.row) + 2); row++)
    for (int col = MAX (0, MIN (corner_a.col, corner_b.col) - 2);
         col <= MIN (grid->cols - 1, MAX (corner_a.col, corner_b.col) + 2); col++)
      {
        WadiHex          hex = { col, row };
        g_autofree char *label = NULL;
        double           cx, cy, x, y;

        if (!wadi_export_covers (scenario, &sheets->options, hex))
          continue;
        wadi_hex_center (grid->layout, hex, &cx, &cy);
        /* hexes whose body the sheet shows: one the edge cuts through
         * is labelled on the sheet that shows it (labelled beside the
         * column before it, a column cut only at its tips read as the
         * next sheet's) */
        if (cx - half_x < map_x0 || cx + half_x > map_x1 || cy - half_y < map_y0 || cy + half_y > map_y1)
          continue;
        x = MARGIN_POINTS + (cx - map_x0) * zoom;
        y = MARGIN_POINTS + (cy - map_y0) * zoom;
        if (cy - out_y < map_y0)
          {
            label = label != NULL ? label : wadi_scenario_location_label (scenario, hex);
            show_text (cr, label, LABEL_SIZE, x, MARGIN_POINTS - 2, 0.5, 1.0, 0);
          }
        if (cy + out_y > map_y1)
          {
            label = label != NULL ? label : wadi_scenario_location_label (scenario, hex);
            show_text (cr, label, LABEL_SIZE, x, MARGIN_POINTS + area_height + 2, 0.5, 0.0, 0);
          }
        if (cx - out_x < map_x0)
          {
            label = label != NULL ? label : wadi_scenario_location_label (scenario, hex);
            show_text (cr, label, LABEL_SIZE, MARGIN_POINTS - 2, y, 1.0, 0.5, 0);
          }
        if (cx + out_x > map_x1)
          {
            label = label != NULL ? label : wadi_scenario_location_label (scenario, hex);
            show_text (cr, label, LABEL_SIZE, MARGIN_POINTS + area_width + 2, y, 0.0, 0.5, 0);
          }
      }
  cairo_restore (cr);
}

/* Sheet index's caption, the sheet named by title: which sheet it is
 * and where it goes. */
static char *
sheet_caption (const WadiExportSheets *sheets,
               guint                   index,
               const char             *title)
{
  if (sheets->legend_sheet && index == sheets->count - 1)
    /* TRANSLATORS: the scenario's title, then the sheet's number and how
     * many sheets there are */
    return g_strdup_printf (_("%s — legend — sheet %u of %u"), title, sheets->count, sheets->count);
  if (sheets->options.page_per_board)
    {
      double   box[4] = { 0, 0, 1, 1 }, paper_width, paper_height;
      guint    board = 0;
      gboolean shrunk;

      sheet_board (sheets, index, &board, box);
      wadi_export_sheets_page_paper (sheets, index, &paper_width, &paper_height);
      shrunk = board_zoom (sheets, box[2] - box[0], box[3] - box[1], paper_width, paper_height)
               < sheets->options.pixels_per_hex;
      /* TRANSLATORS: the title, a board's id, the sheet's number, how
       * many sheets, and " (shrunk to fit)" or nothing */
      return g_strdup_printf (_("%s — board %s — sheet %u of %u%s"), title,
                                 wadi_map_get_board (sheets->scenario->map, board)->id, index + 1, sheets->count,
                                 shrunk ? _(" (shrunk to fit)") : "");
    }
  {
    guint cell = g_array_index (sheets->printed, guint, index);

    /* TRANSLATORS: the title, the sheet's number, how many sheets, and
     * where the sheet lies among them */
    return g_strdup_printf (_("%s — sheet %u of %u: row %u, column %u"), title, index + 1, sheets->count,
                               cell / sheets->across + 1, cell % sheets->across + 1);
  }
}

/* The width of text in the captions' font, points. */
static double
caption_width (cairo_t    *cr,
               const char *text)
{
  G_GNUC_UNUSED g_autoptr(GRecMutexLocker) locker = g_rec_mutex_locker_new (wadi_render_text_mutex ());
  g_autoptr(PangoLayout) layout = text_layout (cr, text, CAPTION_SIZE);
  PangoRectangle extent;

  pango_layout_get_extents (layout, NULL, &extent);
  return (double) extent.width / PANGO_SCALE;
}

/* The first length characters of title, "…" in place of the rest. */
static char *
title_cut (const char *title,
           glong       length)
{
  g_autofree char *start = g_utf8_substring (title, 0, length);

  return g_strconcat (g_strchomp (start), "…", NULL);
}

/* Sheet index's caption at its foot, centred, within its printable
 * width, clear of the crop marks: a title too long for it is cut short, the longest start of it
 * that fits followed by "…", so that the sheet's place (its number, its
 * row and column) is always printed whole, whatever the order of the
 * words in the language. */
static void
show_caption (const WadiExportSheets *sheets,
              cairo_t                *cr,
              guint                   index)
{
  const WadiScenario *scenario = sheets->scenario;
  const char         *title = scenario->title != NULL && *scenario->title != '\0' ? scenario->title : _("Wadi map");
  g_autofree char *caption = sheet_caption (sheets, index, title);
  double           paper_width, paper_height, room;

  wadi_export_sheets_page_paper (sheets, index, &paper_width, &paper_height);
  /* clear of the crop marks' ticks down from the printable corners */
  room = paper_width - 2 * (MARGIN_POINTS + CAPTION_CLEARANCE);
  if (caption_width (cr, caption) > room)
    {
              /* the longest start of the title that fits: fits holds, too_long
       * does not */
      glong fits = 0, too_long = g_utf8_strlen (title, -1);

      while (too_long - fits > 1)
        {
                  glong            middle = fits + (too_long - fits) / 2;
                  g_autofree char *cut = title_cut (title, middle);
                  g_autofree char *tried = sheet_caption (sheets, index, cut);

                  if (caption_width (cr, tried) <= room)
            fits = middle;
          else
            too_long = middle;
        }
              {
                g_autofree char *cut = title_cut (title, fits);

                g_free (caption);
                caption = sheet_caption (sheets, index, cut);
      }
    }
  cairo_set_source_rgb (cr, 0.25, 0.25, 0.25);
  show_text (cr, caption, CAPTION_SIZE, paper_width / 2.0, paper_height - MARGIN_POINTS / 2.0, 0.5, 0.5, 0);
}

/* The legend at the top of the printable area, as wide as it. */
static void
draw_legend_sheet (WadiExportSheets *sheets,
                   cairo_t          *cr)
{
  double area_width = sheets->paper_width - 2 * MARGIN_POINTS;

  cairo_save (cr);
  cairo_rectangle (cr, MARGIN_POINTS, MARGIN_POINTS, area_width, sheets->paper_height - 2 * MARGIN_POINTS);
  cairo_clip (cr);
  cairo_translate (cr, MARGIN_POINTS, MARGIN_POINTS);
  wadi_export_legend_draw (sheets->scenario, &sheets->options, cr, area_width);
  cairo_restore (cr);
  show_caption (sheets, cr, sheets->count - 1);
}

void
wadi_export_sheets_draw (WadiExportSheets *sheets,
                         cairo_t          *cr,
                         guint             index)
{
  WadiExportPainter  *painter = &sheets->painter;
  const WadiScenario *scenario = sheets->scenario;
  WadiExportOptions   options = sheets->options;
  double              paper_width, paper_height, area_width, area_height;
  double              zoom = options.pixels_per_hex;
  double              map_x0 = sheets->x0, map_y0 = sheets->y0;

  g_return_if_fail (index < sheets->count);
  if (sheets->legend_sheet && index == sheets->count - 1)
    {
      draw_legend_sheet (sheets, cr);
      return;
    }
  if (!sheets->painter_ready)
    {
      wadi_export_painter_init (painter, scenario, &sheets->options);
      painter->on_paper = TRUE;
      painter->request.cut_at_board_edges = TRUE;
      sheets->painter_ready = TRUE;
    }
  wadi_export_sheets_page_paper (sheets, index, &paper_width, &paper_height);
  area_width = paper_width - 2 * MARGIN_POINTS;
  area_height = paper_height - 2 * MARGIN_POINTS;
  if (options.page_per_board)
    {
      double box[4] = { 0, 0, 1, 1 };
      guint  board = 0;

      sheet_board (sheets, index, &board, box);
      options.board = (int) board;
      zoom = board_zoom (sheets, box[2] - box[0], box[3] - box[1], paper_width, paper_height);
      /* centred in the printable area */
      map_x0 = box[0] - (area_width / zoom - (box[2] - box[0])) / 2.0;
      map_y0 = box[1] - (area_height / zoom - (box[3] - box[1])) / 2.0;
    }
  else
    {
      double overlap = MIN (options.overlap * zoom, MIN (area_width, area_height) / 2.0);
      guint  cell = g_array_index (sheets->printed, guint, index);

      map_x0 += cell % sheets->across * (area_width - overlap) / zoom;
      map_y0 += cell / sheets->across * (area_height - overlap) / zoom;
    }

  painter->options = &options;
  cairo_save (cr);
  cairo_rectangle (cr, MARGIN_POINTS, MARGIN_POINTS, area_width, area_height);
  cairo_clip (cr);
  cairo_translate (cr, MARGIN_POINTS, MARGIN_POINTS);
  painter->request.view.scale = 0;
  wadi_export_painter_draw (painter, cr, map_x0, map_y0, zoom, (int) ceil (area_width), (int) ceil (area_height));
  cairo_restore (cr);
  painter->options = &sheets->options;

  crop_marks (cr, MARGIN_POINTS, MARGIN_POINTS, MARGIN_POINTS + area_width, MARGIN_POINTS + area_height);
  if (options.labels && !options.page_per_board)
    edge_labels (sheets, cr, map_x0, map_y0, zoom, area_width, area_height);
  show_caption (sheets, cr, index);
}

/* The printed sheet i's printable area on the map, map units from the
 * map's top-left corner: x, y, width, height. */
static void
sheet_box (const WadiExportSheets *sheets,
           guint                   i,
           double                  box[4])
{
  double area_width = sheets->paper_width - 2 * MARGIN_POINTS;
  double area_height = sheets->paper_height - 2 * MARGIN_POINTS;
  double points = sheets->options.pixels_per_hex;
  double overlap = MIN (sheets->options.overlap * points, MIN (area_width, area_height) / 2.0);
  guint  column = g_array_index (sheets->printed, guint, i) % sheets->across;
  guint  row = g_array_index (sheets->printed, guint, i) / sheets->across;

  box[0] = column * (area_width - overlap) / points;
  box[1] = row * (area_height - overlap) / points;
  box[2] = area_width / points;
  box[3] = area_height / points;
}

/* How far the printed sheets reach from the map's top-left corner, map
 * units across and down. */
static void
sheets_reach (const WadiExportSheets *sheets,
              double                 *across,
              double                 *down)
{
  *across = *down = 0.0;
  for (guint i = 0; i < sheets->printed->len; i++)
    {
      double box[4];

      sheet_box (sheets, i, box);
      *across = MAX (*across, box[0] + box[2]);
      *down = MAX (*down, box[1] + box[3]);
    }
}

void
wadi_export_sheets_draw_cuts (const WadiExportSheets *sheets,
                              cairo_t                *cr,
                              double                  zoom)
{
  double dash[] = { 4.0, 3.0 };

  if (sheets->options.page_per_board || sheets->printed->len < 2)
    return;
  cairo_save (cr);
  for (guint i = 0; i < sheets->printed->len; i++)
    {
      double box[4];

      sheet_box (sheets, i, box);
      cairo_rectangle (cr, box[0] * zoom + 0.5, box[1] * zoom + 0.5, box[2] * zoom - 1.0, box[3] * zoom - 1.0);
    }
  cairo_set_source_rgba (cr, 0.75, 0.1, 0.1, 0.85);
  cairo_set_line_width (cr, 1.0);
  cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0.0);
  cairo_stroke (cr);
  cairo_restore (cr);
}

void
wadi_export_draw_preview (const WadiScenario      *scenario,
                          const WadiExportOptions *options,
                          cairo_t                 *cr,
                          int                      width,
                          int                      height)
{
  g_autoptr(WadiExportSheets) sheets = NULL;
  double fit_width = 0.0, fit_height = 0.0, left, top, zoom;
  int    map_width = 0, map_height = 0, picture_height = 0;

  if (options->paper != WADI_PAPER_NONE)
    {
      double paper_width, paper_height;

      wadi_export_paper_size (options->paper, &paper_width, &paper_height);
      sheets = wadi_export_sheets_new (scenario, options, paper_width, paper_height);
    }
  /* room for every sheet: the last row and column reach past the map */
  if (sheets != NULL && !sheets->options.page_per_board)
    sheets_reach (sheets, &fit_width, &fit_height);
  /* room for the legend under the map, as the picture has it */
  else if (sheets == NULL && wadi_export_size (scenario, options, &map_width, &map_height)
           && wadi_export_picture_size (scenario, options, &map_width, &picture_height))
    fit_height = picture_height / options->pixels_per_hex;
  if (!wadi_export_draw_map_preview (scenario, options, cr, width, height, fit_width, fit_height, &left, &top, &zoom))
    return;
  if (sheets == NULL && picture_height > map_height)
    {
      double shrink = zoom / options->pixels_per_hex;

      cairo_save (cr);
      cairo_translate (cr, left, top + map_height * shrink);
      cairo_save (cr);
      cairo_scale (cr, shrink, shrink);
      wadi_export_legend_draw (scenario, options, cr, map_width);
      cairo_restore (cr);
      /* the picture's edge goes round the legend too, as the file's */
      cairo_rectangle (cr, 0.5, -0.5, ceil (map_width * shrink) - 1.0, ceil ((picture_height - map_height) * shrink));
      cairo_set_source_rgba (cr, 0.0, 0.0, 0.0, 0.25);
      cairo_set_line_width (cr, 1.0);
      cairo_stroke (cr);
      cairo_restore (cr);
    }
  if (sheets == NULL)
    return;
  /* where the sheets cut the map */
  cairo_save (cr);
  cairo_translate (cr, left, top);
  wadi_export_sheets_draw_cuts (sheets, cr, zoom);
  cairo_restore (cr);
}

gboolean
wadi_export_write_pages (const WadiScenario      *scenario,
                         const WadiExportOptions *options,
                         WadiExportSink          *sink,
                         WadiExportProgress       progress,
                         gpointer                 progress_data,
                         GError                 **error)
{
  g_autoptr(WadiExportSheets) sheets = NULL;
  cairo_surface_t *surface;
  cairo_t         *cr;
  double           paper_width, paper_height;

  wadi_export_paper_size (options->paper, &paper_width, &paper_height);
  sheets = wadi_export_sheets_new (scenario, options, paper_width, paper_height);
  if (sheets == NULL)
    {
      g_set_error (error, WADI_EXPORT_ERROR, WADI_EXPORT_ERROR_NO_MAP, _("nothing to print"));
      return FALSE;
    }
  wadi_export_sheets_page_paper (sheets, 0, &paper_width, &paper_height);
  surface = cairo_pdf_surface_create_for_stream (wadi_export_sink_cairo_write, sink, paper_width, paper_height);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE, scenario->title != NULL ? scenario->title : "");
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, "Wadi");
  cr = cairo_create (surface);
  for (guint i = 0; i < sheets->count && wadi_export_sink_ok (sink); i++)
    {
      /* each sheet its way round: one sheet per board turns each */
      wadi_export_sheets_page_paper (sheets, i, &paper_width, &paper_height);
      cairo_pdf_surface_set_size (surface, paper_width, paper_height);
      wadi_export_sheets_draw (sheets, cr, i);
      cairo_show_page (cr);
      if (progress != NULL)
        progress ((double) (i + 1) / sheets->count, progress_data);
    }
  return wadi_export_finish_vector (cr, surface, _("the sheets"), error);
}
