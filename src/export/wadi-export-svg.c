/* wadi-export-svg.c: one SVG document spliced from the documents of many
 * cairo SVG surfaces
 *
 * cairo 1.16's SVG surface keeps every operation of a page, and the
 * page's XML, until cairo_surface_finish (): a million hexes drawn onto
 * one surface are held whole before a byte is written (docs/performance.md).
 * So a big picture is drawn in pieces (wadi-export-image.c), each onto
 * an SVG surface of its own, of the whole picture's size, finished at
 * once; the splicer takes each piece's document as cairo writes it and
 * writes its body into the one document, whose XML declaration and root
 * element are cairo's for the whole picture: of every piece its <defs> and
 * its <g id="surface1">, their ids (glyph0-1, clip3, surface5, image7,
 * pattern2, mask4 ...) prefixed with the piece's number, with every
 * reference to them (url(#...), xlink:href="#..."), so two pieces' ids
 * never meet.  Memory is a piece's, whatever the picture.
 *
 * A stroke the renderer draws as one path, cut into bands, would be
 * antialiased where the bands' paths meet: a hairline of what lies
 * under it across a road or a channel.  So, within a run of pieces
 * (one banded step's bands), a piece that is one <path> alone, drawn as
 * the piece before it was, goes on that piece's path: its d is
 * appended, and the stroke is one path again, as on one surface.  Up
 * to JOIN_MAX bytes of d: libxml2 2.9.14 (Debian 12's), and so
 * xmllint and rsvg-convert, stops at a run of values of 700 KB or more
 * ("Huge input lookup") unless told XML_PARSE_HUGE: cairo's own SVG of
 * the benchmark's million hexes (a path a colour, up to 14 MB) is
 * refused so.  Past it a path begins anew, and a band's fills of one
 * colour (wadi-export-image.c's SVG_BAND_HEXES) stay well under it.
 */
#include "config.h"

#include <string.h>

#include "wadi-export-private.h"

#define JOIN_MAX (256 * 1024)

struct _WadiSvgSplicer
{
  WadiExportSink *sink;
  GString        *piece; /* the piece's document, as cairo writes it */
  guint           pieces;
  gboolean        failed;  /* a piece was not cairo's SVG */
  gboolean        merging; /* in a run whose single paths are joined */
  char           *open;    /* the joined path's attributes but its d: NULL when none is open */
  char           *closing; /* what closes it: the end of its d, its attributes after, its group's end */
  gsize           joined;  /* the bytes of its d */
};

WadiSvgSplicer *
wadi_svg_splicer_new (WadiExportSink *sink,
                      int             width,
                      int             height)
{
  WadiSvgSplicer *splicer = g_new0 (WadiSvgSplicer, 1);

  splicer->sink = sink;
  splicer->piece = g_string_new (NULL);
  /* as cairo begins its own */
  wadi_export_sink_printf (sink,
                           "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                           "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" "
                           "width=\"%dpt\" height=\"%dpt\" viewBox=\"0 0 %d %d\" version=\"1.1\">\n",
                           width, height, width, height);
  return splicer;
}

void
wadi_svg_splicer_free (WadiSvgSplicer *splicer)
{
  if (splicer == NULL)
    return;
  g_string_free (splicer->piece, TRUE);
  g_free (splicer->open);
  g_free (splicer->closing);
  g_free (splicer);
}

cairo_status_t
wadi_svg_splicer_write (void                *closure,
                        const unsigned char *data,
                        unsigned int         length)
{
  WadiSvgSplicer *splicer = closure;

  g_string_append_len (splicer->piece, (const char *) data, (gssize) length);
  return CAIRO_STATUS_SUCCESS;
}

/* Whether body holds an element other than <defs> and <g>: what a piece
 * that drew nothing lacks. */
static gboolean
body_draws (const char *body,
            gsize       length)
{
  const char *end = body + length;

  for (const char *at = memchr (body, '<', length); at != NULL && at < end;
       at = memchr (at + 1, '<', (gsize) (end - at - 1)))
    {
      const char *name = at[1] == '/' ? at + 2 : at + 1;
      gsize       n = strspn (name, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789:");

      if (name + n > end)
        break;
      if (!((n == 4 && strncmp (name, "defs", 4) == 0) || (n == 1 && name[0] == 'g')))
        return TRUE;
    }
  return FALSE;
}

/* body, with every id and reference to one given prefix: each mark's
 * next place found once, so a piece costs its length. */
static void
write_renamed (WadiSvgSplicer *splicer,
               const char     *body,
               gsize           length,
               const char     *prefix)
{
  static const char *const marks[] = { " id=\"", "url(#", "href=\"#" };
  const char              *end = body + length;
  const char              *from = body;
  const char              *next[G_N_ELEMENTS (marks)];
  gsize                    prefix_length = strlen (prefix);

  for (guint i = 0; i < G_N_ELEMENTS (marks); i++)
    next[i] = g_strstr_len (body, (gssize) length, marks[i]);
  for (;;)
    {
      guint first = G_N_ELEMENTS (marks);

      for (guint i = 0; i < G_N_ELEMENTS (marks); i++)
        if (next[i] != NULL && (first == G_N_ELEMENTS (marks) || next[i] < next[first]))
          first = i;
      if (first == G_N_ELEMENTS (marks))
        break;
      wadi_export_sink_write (splicer->sink, from, (gsize) (next[first] + strlen (marks[first]) - from));
      wadi_export_sink_write (splicer->sink, prefix, prefix_length);
      from = next[first] + strlen (marks[first]);
      next[first] = g_strstr_len (from, end - from, marks[first]);
    }
  wadi_export_sink_write (splicer->sink, from, (gsize) (end - from));
}

/* Of a piece that is one path in its surface's group, the group's start
 * tag, the path's start up to its d's value, that value, and the rest
 * of the path's tag. */
typedef struct
{
  const char *group;
  gsize       group_length;
  const char *head;
  gsize       head_length;
  const char *d;
  gsize       d_length;
  const char *tail;
  gsize       tail_length;
} OnePath;

static const char *
skip_space (const char *at,
            const char *end)
{
  while (at < end && g_ascii_isspace (*at))
    at++;
  return at;
}

static gboolean
one_path (const char *body,
          gsize       length,
          OnePath    *one)
{
  const char *end = body + length;
  const char *at = skip_space (body, end);
  const char *close, *d, *d_end;

  /* <g id="surfaceN">: the surface's group, without a clip or anything */
  if (end - at < 8 || strncmp (at, "<g id=\"", 7) != 0 || (close = memchr (at, '>', (gsize) (end - at))) == NULL)
    return FALSE;
  one->group = at;
  one->group_length = (gsize) (close + 1 - at);
  at = skip_space (close + 1, end);
  /* <path ... d="..." .../>, with no reference to anything */
  if (end - at < 6 || strncmp (at, "<path ", 6) != 0 || (close = g_strstr_len (at, end - at, "/>")) == NULL
      || (d = g_strstr_len (at, close - at, " d=\"")) == NULL
      || (d_end = memchr (d + 4, '"', (gsize) (close - d - 4))) == NULL
      || g_strstr_len (at, close - at, "url(") != NULL || g_strstr_len (at, close - at, "href") != NULL)
    return FALSE;
  one->head = at;
  one->head_length = (gsize) (d + 4 - at);
  one->d = d + 4;
  one->d_length = (gsize) (d_end - d - 4);
  one->tail = d_end;
  one->tail_length = (gsize) (close + 2 - d_end);
  /* then the group's end, and nothing */
  at = skip_space (close + 2, end);
  if (end - at < 4 || strncmp (at, "</g>", 4) != 0)
    return FALSE;
  return skip_space (at + 4, end) == end;
}

/* Closes the joined path, if one is open. */
static void
close_path (WadiSvgSplicer *splicer)
{
  if (splicer->open == NULL)
    return;
  wadi_export_sink_write (splicer->sink, splicer->closing, strlen (splicer->closing));
  g_clear_pointer (&splicer->open, g_free);
  g_clear_pointer (&splicer->closing, g_free);
}

/* A piece that is one path, on the joined path or opening it. */
static void
join_path (WadiSvgSplicer *splicer,
           const OnePath  *one,
           const char     *prefix)
{
  g_autofree char *attributes = g_strdup_printf ("%.*s%.*s", (int) one->head_length, one->head,
                                                 (int) one->tail_length, one->tail);

  if (splicer->open != NULL && strcmp (splicer->open, attributes) == 0 && splicer->joined + one->d_length < JOIN_MAX)
    {
      wadi_export_sink_write (splicer->sink, " ", 1);
      wadi_export_sink_write (splicer->sink, one->d, one->d_length);
      splicer->joined += one->d_length + 1;
      return;
    }
  close_path (splicer);
  write_renamed (splicer, one->group, one->group_length, prefix);
  wadi_export_sink_write (splicer->sink, "\n", 1);
  wadi_export_sink_write (splicer->sink, one->head, one->head_length);
  wadi_export_sink_write (splicer->sink, one->d, one->d_length);
  splicer->open = g_steal_pointer (&attributes);
  splicer->joined = one->d_length;
  splicer->closing = g_strdup_printf ("%.*s\n</g>\n", (int) one->tail_length, one->tail);
}

void
wadi_svg_splicer_join (WadiSvgSplicer *splicer,
                       gboolean        join)
{
  if (!join)
    close_path (splicer);
  splicer->merging = join;
}

gboolean
wadi_svg_splicer_piece_done (WadiSvgSplicer *splicer)
{
  OnePath     one;
  const char *doc = splicer->piece->str;
  const char *root = strstr (doc, "<svg");
  const char *body = root != NULL ? strchr (root, '>') : NULL;
  const char *close = g_strrstr (doc, "</svg>");
  char        prefix[32];

  if (body == NULL || close == NULL || close < body)
    {
      splicer->failed = TRUE;
      g_string_truncate (splicer->piece, 0);
      return FALSE;
    }
  body++;
  g_snprintf (prefix, sizeof prefix, "p%u-", splicer->pieces);
  if (!body_draws (body, (gsize) (close - body)))
    ;
  else if (splicer->merging && one_path (body, (gsize) (close - body), &one))
    join_path (splicer, &one, prefix);
  else
    {
      close_path (splicer);
      write_renamed (splicer, body, (gsize) (close - body), prefix);
    }
  splicer->pieces++;
  g_string_truncate (splicer->piece, 0);
  return TRUE;
}

void
wadi_svg_splicer_group (WadiSvgSplicer *splicer,
                        double          opacity,
                        gboolean        crisp)
{
  char number[G_ASCII_DTOSTR_BUF_SIZE];

  close_path (splicer);
  wadi_export_sink_printf (splicer->sink, "<g%s%s%s>\n", opacity < 1.0 ? " opacity=\"" : "",
                           opacity < 1.0 ? g_ascii_formatd (number, sizeof number, "%.6g", opacity) : "",
                           opacity < 1.0 ? "\"" : "");
  if (crisp)
    wadi_export_sink_printf (splicer->sink, "<g shape-rendering=\"crispEdges\">\n");
}

void
wadi_svg_splicer_end_group (WadiSvgSplicer *splicer,
                            gboolean        crisp)
{
  close_path (splicer);
  if (crisp)
    wadi_export_sink_write (splicer->sink, "</g>\n", 5);
  wadi_export_sink_write (splicer->sink, "</g>\n", 5);
}

gboolean
wadi_svg_splicer_finish (WadiSvgSplicer *splicer)
{
  close_path (splicer);
  if (splicer->failed)
    return FALSE;
  wadi_export_sink_write (splicer->sink, "</svg>\n", 7);
  return TRUE;
}
