/* wadi-picture.c: a board's background picture */
#include "config.h"

#include <string.h>

#include "wadi-picture.h"

WadiPicture *
wadi_picture_new (const char           *path,
                  double                opacity,
                  const WadiSimilarity *fit)
{
  WadiPicture *picture = g_new0 (WadiPicture, 1);

  picture->path = g_strdup (path != NULL ? path : "");
  picture->opacity = CLAMP (opacity, 0.0, 1.0);
  picture->fit = fit != NULL ? *fit : WADI_SIMILARITY_IDENTITY;
  return picture;
}

WadiPicture *
wadi_picture_copy (const WadiPicture *picture)
{
  if (picture == NULL)
    return NULL;
  return wadi_picture_new (picture->path, picture->opacity, &picture->fit);
}

void
wadi_picture_free (WadiPicture *picture)
{
  if (picture == NULL)
    return;
  g_free (picture->path);
  g_free (picture);
}

gboolean
wadi_picture_equal (const WadiPicture *a,
                    const WadiPicture *b)
{
  if (a == NULL || b == NULL)
    return a == b;
  return g_strcmp0 (a->path, b->path) == 0 && a->opacity == b->opacity
         && a->fit.a == b->fit.a && a->fit.b == b->fit.b
         && a->fit.tx == b->fit.tx && a->fit.ty == b->fit.ty;
}

gboolean
wadi_picture_exists (const WadiPicture *picture)
{
  return g_file_test (picture->path, G_FILE_TEST_IS_REGULAR);
}

gboolean
wadi_picture_fit_is_valid (const WadiSimilarity *fit)
{
  return isfinite (fit->a) && isfinite (fit->b) && isfinite (fit->tx) && isfinite (fit->ty)
         && (fit->a != 0.0 || fit->b != 0.0);
}

/* Widens [min, max] by the centre (x, y), and its outline unless centres. */
static void
extent_add (WadiGridLayout layout,
            WadiHex        hex,
            gboolean       centres,
            double         min[2],
            double         max[2])
{
  double x;
  double y;

  wadi_hex_center (layout, hex, &x, &y);
  min[0] = MIN (min[0], x);
  min[1] = MIN (min[1], y);
  max[0] = MAX (max[0], x);
  max[1] = MAX (max[1], y);
  if (centres)
    return;
  for (WadiVertexIndex v = 0; v < 6; v++)
    {
      wadi_hex_corner (layout, hex, v, &x, &y);
      min[0] = MIN (min[0], x);
      min[1] = MIN (min[1], y);
      max[0] = MAX (max[0], x);
      max[1] = MAX (max[1], y);
    }
}

WadiSimilarity
wadi_picture_span_fit (WadiGridLayout layout,
                       int            cols,
                       int            rows,
                       gboolean       asl_edges,
                       int            width,
                       int            height)
{
  double min[2] = { G_MAXDOUBLE, G_MAXDOUBLE };
  double max[2] = { -G_MAXDOUBLE, -G_MAXDOUBLE };
  double scale;

  if (cols < 1 || rows < 1 || width < 1 || height < 1)
    return WADI_SIMILARITY_IDENTITY;
  /* The extreme hexes stand in the first and last two columns and rows
   * (the stagger moves every other one by half a hex). */
  for (int col = 0; col < cols; col++)
    for (int row = 0; row < rows; row++)
      {
        if (col > 1 && col < cols - 2 && row > 1 && row < rows - 2)
          row = rows - 3;
        else if (!(asl_edges && row == 0 && layout.orientation == WADI_GRID_FLAT_TOP
                   && (col % 2 != 0) != (layout.stagger == WADI_STAGGER_ODD)))
          /* (an ASL board's row 0 is only in the columns the stagger lowers) */
          extent_add (layout, (WadiHex) { col, row }, asl_edges, min, max);
      }
  scale = MIN ((max[0] - min[0]) / width, (max[1] - min[1]) / height);
  return (WadiSimilarity) {
    scale,
    0.0,
    min[0] + (max[0] - min[0] - scale * width) / 2.0,
    min[1] + (max[1] - min[1] - scale * height) / 2.0,
  };
}

char *
wadi_picture_relative_path (const char *path,
                            const char *folder)
{
  g_autofree char *canon_path = NULL;
  g_autofree char *canon_folder = NULL;
  g_auto (GStrv) parts = NULL;
  g_auto (GStrv) base = NULL;
  GString *out;
  guint    common = 0;

  if (path == NULL || folder == NULL || !g_path_is_absolute (path) || !g_path_is_absolute (folder))
    return g_strdup (path);
  canon_path = g_canonicalize_filename (path, NULL);
  canon_folder = g_canonicalize_filename (folder, NULL);
  parts = g_strsplit (canon_path + 1, "/", -1);
  base = strcmp (canon_folder, "/") == 0 ? g_new0 (char *, 1) : g_strsplit (canon_folder + 1, "/", -1);
  while (parts[common] != NULL && parts[common + 1] != NULL && base[common] != NULL
         && strcmp (parts[common], base[common]) == 0)
    common++;
  out = g_string_new (NULL);
  for (guint i = common; base[i] != NULL; i++)
    g_string_append (out, "../");
  for (guint i = common; parts[i] != NULL; i++)
    {
      g_string_append (out, parts[i]);
      if (parts[i + 1] != NULL)
        g_string_append_c (out, '/');
    }
  return g_string_free (out, FALSE);
}

char *
wadi_picture_resolve_path (const char *path,
                           const char *folder)
{
  if (folder == NULL || g_path_is_absolute (path))
    return g_strdup (path);
  return g_canonicalize_filename (path, folder);
}
