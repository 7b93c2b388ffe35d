/* wadi-export-pages.h: the map on sheets of paper
 *
 * The layout of the paged PDF, shared with the editor's Print: the map
 * at the options' scale (points a hex) cut into the printable area of
 * the sheets, overlapping by options->overlap hexes, turned landscape
 * when that takes fewer sheets; or one sheet per board, each turned the
 * way that prints its board larger.
 */
#pragma once

#include <cairo.h>

#include "wadi-export.h"

G_BEGIN_DECLS

typedef struct _WadiExportSheets WadiExportSheets;

/* NULL when there is nothing to print.  The scenario must outlive the
 * sheets. */
WadiExportSheets *wadi_export_sheets_new (const WadiScenario      *scenario,
                                          const WadiExportOptions *options,
                                          double                   paper_width,
                                          double                   paper_height);
void              wadi_export_sheets_free (WadiExportSheets *sheets);
guint             wadi_export_sheets_count (const WadiExportSheets *sheets);
/* The cut sheets' size, turned as the layout chose (points); the paper
 * as given for one sheet per board, whose sheets are each turned their
 * own way (wadi_export_sheets_page_paper). */
void wadi_export_sheets_paper (const WadiExportSheets *sheets,
                               double                 *width,
                               double                 *height);
/* Whether the layout turned the cut sheets to landscape. */
gboolean wadi_export_sheets_landscape (const WadiExportSheets *sheets);
/* Whether sheet index is turned to landscape, and its size so turned
 * (points): what a PDF's page or a printed page of it is set to.  The
 * cut sheets are all turned one way; one sheet per board, each board's
 * the way that prints it larger (landscape for a board wider than tall
 * that is shrunk to fit); a legend's sheet of those as the paper was
 * given. */
gboolean wadi_export_sheets_page_landscape (const WadiExportSheets *sheets,
                                            guint                   index);
void     wadi_export_sheets_page_paper (const WadiExportSheets *sheets,
                                        guint                   index,
                                        double                 *width,
                                        double                 *height);
/* Draws sheet index on cr, whose unit is the point and whose origin is
 * the sheet's top-left corner. */
void wadi_export_sheets_draw (WadiExportSheets *sheets,
                              cairo_t          *cr,
                              guint             index);

/* Outlines where the map's sheets print it, each sheet's printable
 * area, on cr, whose origin is the printed map's top-left corner and
 * whose unit is 1 / zoom of a map unit: the cuts a preview shows.  None
 * for one sheet per board. */
void wadi_export_sheets_draw_cuts (const WadiExportSheets *sheets,
                                   cairo_t                *cr,
                                   double                  zoom);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WadiExportSheets, wadi_export_sheets_free)

G_END_DECLS
