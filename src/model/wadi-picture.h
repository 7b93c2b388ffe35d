/* wadi-picture.h: a board's background picture
 *
 * A scan of the printed board laid under its hexes, so that a designer
 * traces its terrain: the picture's file (never copied into the scenario),
 * how opaque it is drawn, and how it lies on the board (a WadiSimilarity
 * from the picture's pixels to the board's own, unturned frame).  The
 * model holds the path only: decoding the picture is the front end's.
 *
 * In a file the path is relative to the scenario file's folder
 * (docs/format.md, <picture>); the reader resolves it against the folder
 * of the file it reads, and the writer makes it relative to the folder of
 * the file it writes, so a scenario and its pictures move together.
 */
#pragma once

#include <glib.h>

#include "wadi-hex.h"
#include "wadi-similarity.h"

G_BEGIN_DECLS

typedef struct
{
  char          *path;    /* absolute once read from a file; as given otherwise */
  double         opacity; /* 0 (not drawn) to 1 (opaque) */
  WadiSimilarity fit;     /* picture pixel -> the board's own, unturned frame */
} WadiPicture;

WadiPicture *wadi_picture_new (const char           *path,
                               double                opacity,
                               const WadiSimilarity *fit);
WadiPicture *wadi_picture_copy (const WadiPicture *picture);
void         wadi_picture_free (WadiPicture *picture);
/* NULL equals only NULL. */
gboolean wadi_picture_equal (const WadiPicture *a,
                             const WadiPicture *b);

/* Whether the picture's file is there (a regular file). */
gboolean wadi_picture_exists (const WadiPicture *picture);

/* Whether a fit can be drawn: finite, and of a scale that is not 0. */
gboolean wadi_picture_fit_is_valid (const WadiSimilarity *fit);

/* The fit a new picture of width x height pixels takes: scaled, unturned,
 * so that it spans the board (cols x rows of layout) and centred on it.
 * The board's extent is that of its hexes' outlines, but for an ASL board
 * numbered from row 0 (asl_edges), whose printed edges run through the
 * centres of its edge half hexes. */
WadiSimilarity wadi_picture_span_fit (WadiGridLayout layout,
                                      int            cols,
                                      int            rows,
                                      gboolean       asl_edges,
                                      int            width,
                                      int            height);

/* path as written in a file in folder: relative to folder when both are
 * absolute (with "../" where they part), else path itself. */
char *wadi_picture_relative_path (const char *path,
                                  const char *folder);
/* A path read from a file in folder: absolute, folder's when relative.
 * folder NULL leaves it as it is. */
char *wadi_picture_resolve_path (const char *path,
                                 const char *folder);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WadiPicture, wadi_picture_free)

G_END_DECLS
