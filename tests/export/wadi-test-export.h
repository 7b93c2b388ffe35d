/* wadi-test-export.h: what the export tests share: a folder to export
 * into, the worked-examples map with woods in 25K3, the readers of what
 * Wadi writes, and pixels */
#pragma once

#include <cairo.h>

#include "wadi-export.h"
#include "wadi-render-style.h"
#include "wadi-test-fixtures.h"

G_BEGIN_DECLS

typedef struct
{
  char         *dir;
  WadiScenario *scenario;
} WadiTestExport;

void wadi_test_export_setup (WadiTestExport *fixture,
                             gconstpointer   data);
void wadi_test_export_teardown (WadiTestExport *fixture,
                                gconstpointer   data);
/* The files in the fixture's folder: no temporary is left behind. */
guint wadi_test_export_files_in (WadiTestExport *fixture);
/* Runs a reader (argv[0] on the PATH; install-deps installs them) and
 * returns its standard output; fails the test when it fails. */
char *wadi_test_export_run (const char *const *argv);
/* 0xRRGGBB of a pixel of an ARGB32 image. */
guint32 wadi_test_export_pixel (cairo_surface_t *image,
                                int              x,
                                int              y);
/* Whether each channel is within tolerance of expected. */
gboolean wadi_test_export_near (guint32 pixel,
                                WadiRgb expected,
                                int     tolerance);
/* Whether the square of half-width half round (x, y) shows expected
 * (within tolerance) in at least a quarter of its pixels: a hex's fill
 * seen between its symbols (a wood's trees), wherever they stand. */
gboolean wadi_test_export_shows (cairo_surface_t *image,
                                 int              x,
                                 int              y,
                                 int              half,
                                 WadiRgb          expected,
                                 int              tolerance);
/* Where the centre of the map hex label falls in a picture of the
 * options. */
void wadi_test_export_point (const WadiScenario      *scenario,
                             const WadiExportOptions *options,
                             const char              *label,
                             int                     *x,
                             int                     *y);

/* What exporting a side x side map of random terrain and levels (a fixed
 * seed; a cliff on one hexside in eight) as format at 8 px a hex to path
 * takes beyond the scenario and its composed copy, in KB: exported in a
 * child, whose peak resident memory (getrusage) after the export is
 * compared with its peak before.  Fails the test when the export fails.
 * Meaningless under AddressSanitizer (its quarantine and shadow). */
glong wadi_test_export_memory_grown (WadiExportFormat format,
                                     int              side,
                                     const char      *path);

G_END_DECLS
