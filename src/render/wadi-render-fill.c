/* wadi-render-fill.c: hex fills written straight into an image
 *
 * Filling tens of thousands of hexes as paths makes cairo sort and walk
 * six edges per hex, which alone takes longer than a frame may.  Here the
 * grid's geometry cuts each line of pixels into the runs ("spans") of the
 * hexes it crosses, and each span is written at once: the hex's colour,
 * with its terrain's symbols over it from a stamp drawn once per zoom.
 * The outlines come with the spans: where two hexes meet, the line
 * between them covers a pixel or two either side, by how much is known
 * from the same geometry (so they are antialiased), and it is a contour
 * where their ground levels differ, a grid line otherwise.
 *
 * Lines run across the strips of the grid (the columns of a flat-top grid,
 * the rows of a pointy-top one): along x for flat-top, along y otherwise,
 * so "u" is the axis across the strips and "v" the axis along them.
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "wadi-render-private.h"

#define SQRT3 1.7320508075688772
#define HEX_RADIUS 0.57735026918962576 /* circumradius: 1 / sqrt (3) */

/* The grid's outline and the contours (where the ground level changes):
 * colour and opacity (of 256). */
#define GRID_COLOR 0x403a2e
#define GRID_ALPHA 92
#define CONTOUR_COLOR 0x6b4519
#define CONTOUR_ALPHA 230

/* A terrain's symbols at one zoom, and for each of its rows and columns
 * the run that is not clear: outside it a span is the hex's colour. */
typedef struct
{
  cairo_surface_t *surface; /* ARGB32, premultiplied; the hex's centre on the corner of
                             * pixel (center, center) */
  const guint32 *data;
  gssize         stride; /* in pixels */
  int           *runs;   /* first and end of row 0, 1, ..., then of column 0, 1, ... */
} Stamp;

/* Tiles are drawn on several threads at once: a stamp is made under the
 * lock and published last, so that a thread that sees its surface sees
 * all of it; the zoom changes only between frames (wadi_stamps_prepare);
 * the fills are all known from the start. */
struct _WadiStamps
{
  GMutex  lock;
  double  zoom;
  int     center;
  int     side;
  Stamp   stamps[WADI_TERRAIN_COUNT][WADI_RENDER_VARIANTS];
  guint32 fills[WADI_TERRAIN_COUNT][256]; /* by terrain and level + 128 */
  /* below PAINTED_ZOOM, each stamp laid once over each fill it is seen
   * on, opaque, side x side: by terrain, level + 128 and variant */
  guint32 **painted;
};

/* Below this many device pixels per hex a stamp is laid over each fill
 * once, and a span copies it: cheaper than laying it pixel by pixel over
 * the fill in every span, while stamps are small. */
#define PAINTED_ZOOM 160.0

static inline gsize
painted_slot (guint terrain,
              int   level,
              guint variant)
{
  return ((gsize) terrain * 256 + (gsize) (level + 128)) * WADI_RENDER_VARIANTS + variant;
}

WadiStamps *
wadi_stamps_new (void)
{
  WadiStamps *stamps = g_new0 (WadiStamps, 1);

  g_mutex_init (&stamps->lock);
  stamps->painted = g_new0 (guint32 *, painted_slot (WADI_TERRAIN_COUNT, -128, 0));
  for (int t = 0; t < WADI_TERRAIN_COUNT; t++)
    for (int level = -128; level < 128; level++)
      {
        WadiHexCell cell = { 0 };

        cell.terrain = (guint8) t;
        cell.level = (gint8) level;
        stamps->fills[t][level + 128] = 0xff000000u | wadi_style_pack (wadi_style_hex_fill (&cell));
      }
  return stamps;
}

static void
stamps_forget (WadiStamps *stamps)
{
  for (int t = 0; t < WADI_TERRAIN_COUNT; t++)
    for (int v = 0; v < WADI_RENDER_VARIANTS; v++)
      {
        g_clear_pointer (&stamps->stamps[t][v].surface, cairo_surface_destroy);
        g_clear_pointer (&stamps->stamps[t][v].runs, g_free);
        for (int level = -128; level < 128; level++)
          g_clear_pointer (&stamps->painted[painted_slot ((guint) t, level, (guint) v)], g_free);
      }
}

void
wadi_stamps_free (WadiStamps *stamps)
{
  if (stamps == NULL)
    return;
  stamps_forget (stamps);
  g_free (stamps->painted);
  g_mutex_clear (&stamps->lock);
  g_free (stamps);
}

void
wadi_stamps_prepare (WadiStamps *stamps,
                     double      device_zoom)
{
  if (stamps->zoom == device_zoom)
    return;
  stamps_forget (stamps);
  stamps->zoom = device_zoom;
  /* the hex's circumscribed circle, a pixel of rounding and one spare */
  stamps->center = (int) ceil (HEX_RADIUS * device_zoom) + 2;
  stamps->side = 2 * stamps->center + 1;
}

static void
stamp_find_runs (Stamp *stamp,
                 int    side)
{
  stamp->runs = g_new (int, 4 * side);
  for (int i = 0; i < side; i++)
    {
      int row_first = side, row_end = 0, col_first = side, col_end = 0;

      for (int j = 0; j < side; j++)
        {
          if (stamp->data[i * stamp->stride + j] != 0)
            {
              row_first = MIN (row_first, j);
              row_end = j + 1;
            }
          if (stamp->data[j * stamp->stride + i] != 0)
            {
              col_first = MIN (col_first, j);
              col_end = j + 1;
            }
        }
      stamp->runs[2 * i] = row_first;
      stamp->runs[2 * i + 1] = MAX (row_end, row_first);
      stamp->runs[2 * side + 2 * i] = col_first;
      stamp->runs[2 * side + 2 * i + 1] = MAX (col_end, col_first);
    }
}

/* The symbols of terrain at the frame's zoom; NULL for a terrain without. */
static const Stamp *
stamps_get (WadiStamps *stamps,
            WadiFrame  *frame,
            WadiTerrain terrain,
            guint       variant)
{
  Stamp *stamp;

  if ((guint) terrain >= WADI_TERRAIN_COUNT || !wadi_render_terrain_has_symbols (terrain))
    return NULL;
  g_return_val_if_fail (stamps->zoom == frame->zoom * frame->scale, NULL);
  stamp = &stamps->stamps[terrain][variant % WADI_RENDER_VARIANTS];
  if (g_atomic_pointer_get (&stamp->surface) != NULL)
    return stamp;

  g_mutex_lock (&stamps->lock);
  if (stamp->surface == NULL)
    {
      WadiFrame        stamp_frame = *frame;
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, stamps->side, stamps->side);
      cairo_t         *cr = cairo_create (surface);

      cairo_translate (cr, stamps->center, stamps->center);
      cairo_scale (cr, stamps->zoom, stamps->zoom);
      stamp_frame.cr = cr;
      wadi_render_terrain_symbols (&stamp_frame, terrain, variant % WADI_RENDER_VARIANTS, 0.0, 0.0);
      cairo_destroy (cr);
      cairo_surface_flush (surface);
      stamp->data = (const guint32 *) (gconstpointer) cairo_image_surface_get_data (surface);
      stamp->stride = cairo_image_surface_get_stride (surface) / 4;
      stamp_find_runs (stamp, stamps->side);
      g_atomic_pointer_set (&stamp->surface, surface);
    }
  g_mutex_unlock (&stamps->lock);
  return stamp;
}

guint32
wadi_stamps_fill (WadiStamps        *stamps,
                  const WadiHexCell *cell)
{
  return stamps->fills[MIN (cell->terrain, WADI_TERRAIN_COUNT - 1)][cell->level + 128];
}

/* n pixels of a stamp over an opaque fill, into row; a pinch zoom makes
 * dozens of these rows' stamps for every frame. */
static void
paint_row (guint32       *row,
           const guint32 *stamp,
           int            n,
           guint32        fill)
{
  int x = 0;

#ifdef WADI_RENDER_SSE2
  {
    /* four pixels at a time, in 16-bit lanes: wadi_pixel_over ()'s sums */
    const __m128i zero = _mm_setzero_si128 ();
    const __m128i under = _mm_unpacklo_epi8 (_mm_set1_epi32 ((int) (fill & 0xffffff)), zero);
    const __m128i all = _mm_set1_epi16 (255);
    const __m128i half = _mm_set1_epi16 (0x80);
    const __m128i opaque = _mm_set1_epi32 ((int) 0xff000000u);

    for (; x + 4 <= n; x += 4)
      {
        __m128i src = _mm_loadu_si128 ((const __m128i *) (gconstpointer) (stamp + x));
        /* each pixel's alpha in all four of its lanes */
        __m128i alpha = _mm_srli_epi32 (src, 24);
        __m128i lo, hi, inverse_lo, inverse_hi;

        alpha = _mm_or_si128 (alpha, _mm_slli_epi32 (alpha, 16));
        inverse_lo = _mm_sub_epi16 (all, _mm_unpacklo_epi32 (alpha, alpha));
        inverse_hi = _mm_sub_epi16 (all, _mm_unpackhi_epi32 (alpha, alpha));
        lo = _mm_add_epi16 (_mm_mullo_epi16 (under, inverse_lo), half);
        hi = _mm_add_epi16 (_mm_mullo_epi16 (under, inverse_hi), half);
        lo = _mm_srli_epi16 (_mm_add_epi16 (lo, _mm_srli_epi16 (lo, 8)), 8);
        hi = _mm_srli_epi16 (_mm_add_epi16 (hi, _mm_srli_epi16 (hi, 8)), 8);
        _mm_storeu_si128 ((__m128i *) (gpointer) (row + x),
                          _mm_or_si128 (_mm_add_epi32 (src, _mm_packus_epi16 (lo, hi)), opaque));
      }
  }
#endif
  for (; x < n; x++)
    row[x] = wadi_pixel_over (stamp[x], fill);
}

/* The stamp of a hex's terrain and variant laid over its fill, side x
 * side; NULL for a terrain without symbols. */
static const guint32 *
stamps_painted (WadiStamps        *stamps,
                WadiFrame         *frame,
                const WadiHexCell *cell,
                guint              variant)
{
  guint        terrain = MIN (cell->terrain, WADI_TERRAIN_COUNT - 1);
  guint32    **slot = &stamps->painted[painted_slot (terrain, cell->level, variant % WADI_RENDER_VARIANTS)];
  const Stamp *stamp;
  guint32     *painted;

  if (g_atomic_pointer_get (slot) != NULL)
    return *slot;
  stamp = stamps_get (stamps, frame, (WadiTerrain) terrain, variant);
  if (stamp == NULL)
    return NULL;

  g_mutex_lock (&stamps->lock);
  if (*slot == NULL)
    {
      guint32 fill = wadi_stamps_fill (stamps, cell);

      painted = g_new (guint32, stamps->side * stamps->side);
      for (int y = 0; y < stamps->side; y++)
        paint_row (painted + y * stamps->side, stamp->data + y * stamp->stride, stamps->side, fill);
      g_atomic_pointer_set (slot, painted);
    }
  g_mutex_unlock (&stamps->lock);
  return *slot;
}

/* What a span of one hex is made of. */
typedef struct
{
  int            k;     /* the hex's index along its strip; G_MININT: none yet */
  gboolean       here;  /* whether hex k is on the board ... */
  gboolean       above; /* ... and whether it or hex k - 1 is */
  gboolean       below; /* ... or it or hex k + 1 */
  guint32        color; /* 0xffRRGGBB */
  int            level;
  gboolean       contour_before; /* the ground level changes toward hex k - 1 ... */
  gboolean       contour_after;  /* ... and toward hex k + 1 */
  const Stamp   *stamp;          /* or NULL */
  const guint32 *painted;        /* or the stamp laid over the colour already */
  gssize         stamp_u;        /* the stamp's steps along u and v */
  gssize         stamp_v;
  const int     *stamp_runs; /* the stamp's runs along u */
  int            stamp_center;
  int            stamp_side;
  int            center_u; /* the hex's centre, rounded, in image pixels */
  int            center_v;
} Paint;

typedef struct
{
  WadiFrame *frame;
  gboolean   flat;
  int        strips; /* how many strips the board has ... */
  int        length; /* ... and hexes along each */
  double     zoom;
  double     origin_u;
  double     origin_v;
  gboolean   symbols;
  gboolean   contours;
} Spans;

static inline WadiHex
strip_hex (const Spans *spans,
           int          strip,
           int          k)
{
  return spans->flat ? (WadiHex) { strip, k } : (WadiHex) { k, strip };
}

static inline gboolean
on_board (const Spans *spans,
          int          strip,
          int          k)
{
  return strip >= 0 && strip < spans->strips && k >= 0 && k < spans->length
         && wadi_board_contains (spans->frame->board, strip_hex (spans, strip, k));
}

static void
paint_hex (Spans *spans,
           Paint *paint,
           int    strip,
           int    k)
{
  WadiFrame         *frame = spans->frame;
  WadiHex            hex = strip_hex (spans, strip, k);
  const WadiHexCell *cell = wadi_board_cell (frame->board, hex);

  paint->k = k;
  paint->color = wadi_stamps_fill (frame->stamps, cell);
  paint->level = cell->level;
  paint->contour_before = spans->contours && on_board (spans, strip, k - 1)
                          && wadi_board_cell (frame->board, strip_hex (spans, strip, k - 1))->level != cell->level;
  paint->contour_after = spans->contours && k + 1 < spans->length
                         && wadi_board_cell (frame->board, strip_hex (spans, strip, k + 1))->level != cell->level;
  paint->stamp = NULL;
  paint->painted = NULL;
  if (spans->symbols && spans->zoom < PAINTED_ZOOM)
    paint->painted = stamps_painted (frame->stamps, frame, cell, wadi_render_hex_variant (hex));
  else if (spans->symbols)
    paint->stamp = stamps_get (frame->stamps, frame, (WadiTerrain) cell->terrain, wadi_render_hex_variant (hex));
  if (paint->stamp != NULL || paint->painted != NULL)
    {
      int    side = frame->stamps->side;
      gssize stride = paint->stamp != NULL ? paint->stamp->stride : side;
      double x, y;

      wadi_frame_center (frame, hex, &x, &y);
      paint->center_u = (int) floor ((spans->flat ? x : y) * spans->zoom - spans->origin_u + 0.5);
      paint->center_v = (int) floor ((spans->flat ? y : x) * spans->zoom - spans->origin_v + 0.5);
      paint->stamp_u = spans->flat ? 1 : stride;
      paint->stamp_v = spans->flat ? stride : 1;
      paint->stamp_runs = paint->stamp != NULL ? paint->stamp->runs + (spans->flat ? 0 : 2 * side) : NULL;
      paint->stamp_center = frame->stamps->center;
      paint->stamp_side = side;
    }
}

/* The strip's hex k, on the board or not: found once for all the lines
 * of pixels that cross it. */
static void
paint_strip_hex (Spans *spans,
                 Paint *paint,
                 int    strip,
                 int    k)
{
  gboolean here = on_board (spans, strip, k);

  if (here)
    paint_hex (spans, paint, strip, k);
  paint->k = k;
  paint->here = here;
  paint->above = here || on_board (spans, strip, k - 1);
  paint->below = here || on_board (spans, strip, k + 1);
}

static inline void
fill_run (guint32 *dst,
          gssize   step,
          int      n,
          guint32  color)
{
  int i = 0;

  if (step != 1)
    {
      for (; i < n; i++)
        dst[i * step] = color;
      return;
    }
#ifdef WADI_RENDER_SSE2
  if (n >= 8)
    {
      const __m128i four = _mm_set1_epi32 ((int) color);

      for (; i + 4 <= n; i += 4)
        _mm_storeu_si128 ((__m128i *) (gpointer) (dst + i), four);
    }
#endif
  for (; i < n; i++)
    dst[i] = color;
}

/* Pixels a to b of a line in one colour, where the spans after it cover
 * the line up to u1: along a line of memory, written in whole fours, those
 * past b written over by the next spans. */
static inline void
fill_span_run (guint32 *line,
               gssize   step,
               int      a,
               int      b,
               int      u1,
               guint32  color)
{
#ifdef WADI_RENDER_SSE2
  const __m128i four = _mm_set1_epi32 ((int) color);

  /* far out most spans are three or four pixels: two stores, no loop */
  if (step == 1 && b - a <= 8 && a + 8 <= u1)
    {
      _mm_storeu_si128 ((__m128i *) (gpointer) (line + a), four);
      _mm_storeu_si128 ((__m128i *) (gpointer) (line + a + 4), four);
      return;
    }
  if (step == 1 && a + ((b - a + 3) & ~3) <= u1)
    {
      for (int i = a; i < b; i += 4)
        _mm_storeu_si128 ((__m128i *) (gpointer) (line + i), four);
      return;
    }
#endif
  fill_run (line + a * step, step, b - a, color);
}

/* Pixels u to end (exclusive) of line v: the colour, and the stamp over
 * it where the stamp is not clear (or both at once, painted). */
static void
write_span (const Paint *p,
            guint32     *line,
            gssize       step,
            int          u,
            int          end,
            int          v)
{
  guint32 color = p->color;

  if (p->painted != NULL)
    {
      int offset = p->stamp_center - p->center_u;
      int sv = v - p->center_v + p->stamp_center;

      if (u + offset >= 0 && end - 1 + offset < p->stamp_side && sv >= 0 && sv < p->stamp_side)
        {
          const guint32 *src = p->painted + sv * p->stamp_v + (u + offset) * p->stamp_u;

          if (step == 1 && p->stamp_u == 1)
            memcpy (line + u, src, (gsize) (end - u) * sizeof (guint32));
          else
            for (int i = 0; i < end - u; i++)
              line[(u + i) * step] = src[i * p->stamp_u];
          return;
        }
    }
  else if (p->stamp != NULL)
    {
      /* the stamp covers the hex's circle: a span of the hex stays in it,
       * unless rounding says otherwise, when the colour alone is safer */
      int offset = p->stamp_center - p->center_u;
      int sv = v - p->center_v + p->stamp_center;

      if (u + offset >= 0 && end - 1 + offset < p->stamp_side && sv >= 0 && sv < p->stamp_side)
        {
          const guint32 *src = p->stamp->data + sv * p->stamp_v;
          int            first = MIN (MAX (p->stamp_runs[2 * sv] - offset, u), end);
          int            last = MAX (MIN (p->stamp_runs[2 * sv + 1] - offset, end), first);

          fill_run (line + u * step, step, first - u, color);
          for (int i = first; i < last; i++)
            {
              guint32 s = src[(i + offset) * p->stamp_u];

              line[i * step] = wadi_pixel_over (s, color);
            }
          fill_run (line + last * step, step, end - last, color);
          return;
        }
    }
  fill_run (line + u * step, step, end - u, color);
}

/* How much of the pixel interval [i, i + 1) a line of the given width
 * centred on at covers. */
static inline double
coverage (double at,
          double width,
          int    i)
{
  return MAX (0.0, MIN (i + 1.0, at + width / 2.0) - MAX ((double) i, at - width / 2.0));
}

typedef struct
{
  guint32 color;
  double  alpha; /* of 256 */
  double  width; /* pixels */
} Line;

/* A line across the lines of pixels (a slanted hexside), centred on at:
 * the pixels it covers on this line, within [u0, u1).  Style by value:
 * through a pointer it would be read again after every pixel written. */
static inline void
cross_line (guint32 *line,
            gssize   step,
            Line     style,
            double   at,
            int      u0,
            int      u1)
{
  for (int i = MAX (wadi_floor_int (at - style.width / 2.0), u0);
       i < MIN (wadi_ceil_int (at + style.width / 2.0), u1); i++)
    wadi_pixel_blend (line + i * step, style.color, (guint) (style.alpha * coverage (at, style.width, i) + 0.5));
}

/* The strips' edges, a few hundred pixels at most from the tile's corner,
 * are added and rounded as 16.16 fixed-point numbers: converting doubles
 * to round them costs more than the pixels of a span. */
#define FIXED_ONE 65536
#define FIXED_BIAS (1 << 30) /* keeps the sums positive, so shifts floor */

static inline gint32
to_fixed (double x)
{
  /* an area is a tile, at most a thousand pixels across: an edge farther
   * than this is off it either way (and the sums stay within 32 bits) */
  return (gint32) floor (CLAMP (x, -8192.0, 8192.0) * FIXED_ONE + 0.5);
}

static inline int
fixed_ceil (gint32 x)
{
  return (int) (((guint32) (x + FIXED_BIAS) + (FIXED_ONE - 1)) >> 16) - (FIXED_BIAS >> 16);
}

static inline int
fixed_floor (gint32 x)
{
  return (int) ((guint32) (x + FIXED_BIAS) >> 16) - (FIXED_BIAS >> 16);
}

/* The same, one pixel wide: over two pixels, by c and 1 - c. */
static inline void
cross_hairline (guint32 *line,
                gssize   step,
                guint32  color,
                int      alpha,
                gint32   from, /* its centre less half a pixel, fixed point */
                int      u0,
                int      u1)
{
  guint32 biased = (guint32) (from + FIXED_BIAS);
  int     i = fixed_floor (from);
  int     first = (alpha * (FIXED_ONE - (int) (biased & (FIXED_ONE - 1))) + FIXED_ONE / 2) >> 16;

  if (i >= u0 && i < u1)
    wadi_pixel_blend (line + i * step, color, (guint) first);
  if (i + 1 >= u0 && i + 1 < u1)
    wadi_pixel_blend (line + (i + 1) * step, color, (guint) (alpha - first));
}

/* A line along the lines of pixels (a hexside across a strip), over
 * the span [a, b) of this line, with opacity alpha (of 256). */
static inline void
along_line (guint32 *line,
            gssize   step,
            guint32  color,
            guint    alpha,
            int      a,
            int      b)
{
  int i = a;

  if (alpha == 0)
    return;
#ifdef WADI_RENDER_SSE2
  if (step == 1 && b - a >= 4)
    {
      /* four pixels at a time, in 16-bit lanes: wadi_pixel_blend ()'s sums */
      const __m128i zero = _mm_setzero_si128 ();
      const __m128i keep = _mm_set1_epi16 ((short) (256 - alpha));
      const __m128i add = _mm_mullo_epi16 (_mm_unpacklo_epi8 (_mm_set1_epi32 ((int) (color & 0xffffff)), zero),
                                           _mm_set1_epi16 ((short) alpha));
      const __m128i opaque = _mm_set1_epi32 ((int) 0xff000000u);

      for (; i + 4 <= b; i += 4)
        {
          __m128i p = _mm_loadu_si128 ((const __m128i *) (gconstpointer) (line + i));
          __m128i lo = _mm_srli_epi16 (_mm_add_epi16 (_mm_mullo_epi16 (_mm_unpacklo_epi8 (p, zero), keep), add), 8);
          __m128i hi = _mm_srli_epi16 (_mm_add_epi16 (_mm_mullo_epi16 (_mm_unpackhi_epi8 (p, zero), keep), add), 8);

          _mm_storeu_si128 ((__m128i *) (gpointer) (line + i), _mm_or_si128 (_mm_packus_epi16 (lo, hi), opaque));
        }
    }
#endif
  for (; i < b; i++)
    wadi_pixel_blend (line + i * step, color, alpha);
}

/* A line far out, where a hex is its colour alone (no symbols, grid or
 * contours): the spans' edges and colours, nothing else.  Most frames at
 * a few pixels a hex are hundreds of thousands of spans of three or four
 * pixels, so the common loop's tests cost more than the pixels. */
static void
plain_line (const Spans  *spans,
            guint32      *line,
            gssize        step,
            const gint32 *edges,
            const gint32  w[2],
            const int     k[2],
            int          *known_k,
            guint32      *known_color,
            guint32       table,
            int           s0,
            int           s1,
            int           u0,
            int           u1)
{
  int a = MAX (fixed_ceil (edges[0] + w[(s0 - 1) & 1]), u0);

  for (int s = s0; s <= s1; s++)
    {
      int p = s & 1;
      int b = MIN (fixed_ceil (edges[s - s0 + 1] + w[p]), u1);

      if (a < b)
        {
          int i = s - s0 + 1;

          if (known_k[i] != k[p])
            {
              known_k[i] = k[p];
              known_color[i] = on_board (spans, s, k[p])
                                   ? wadi_stamps_fill (spans->frame->stamps,
                                                       wadi_board_cell (spans->frame->board, strip_hex (spans, s, k[p])))
                                   : table;
            }
          fill_span_run (line, step, a, b, u1, known_color[i]);
        }
      /* the strips' edges only grow along a line */
      a = MAX (b, u0);
    }
}

void
wadi_render_fill_spans (WadiFrame       *frame,
                        cairo_surface_t *image,
                        double           origin_x,
                        double           origin_y,
                        const int        area[4])
{
  const WadiBoard *board = frame->board;
  Spans            spans = { 0 };
  const double     pitch = SQRT3 / 2.0;
  Paint            table = { 0 };
  Line             grid = { GRID_COLOR, GRID_ALPHA, 1.0 };
  Line             contour = { CONTOUR_COLOR, CONTOUR_ALPHA, MAX (0.025 * frame->zoom, 1.2) * frame->scale };
  int              device_area[4];
  gboolean         show_grid, show_contours, plain;
  int             *known_k; /* plain lines: the hex each strip's colour is of */
  guint32         *known_color;
  gint32          *fixed_edges; /* the edges again, 16.16 (see to_fixed) */
  int              u0, u1, v0, v1, s0, s1;
  gssize           ustep, vstep, stride;
  guint32         *data;
  double          *edges; /* per strip: its centre's u in pixels, less half a pixel */
  Paint           *paints;

  /* the image's own pixels: scale of them to a pixel of the view */
  origin_x *= frame->scale;
  origin_y *= frame->scale;
  for (int i = 0; i < 4; i++)
    device_area[i] = (int) (area[i] * frame->scale);
  spans.frame = frame;
  spans.flat = frame->layout.orientation == WADI_GRID_FLAT_TOP;
  spans.strips = spans.flat ? board->cols : board->rows;
  spans.length = spans.flat ? board->rows : board->cols;
  spans.zoom = frame->zoom * frame->scale;
  spans.origin_u = spans.flat ? origin_x : origin_y;
  spans.origin_v = spans.flat ? origin_y : origin_x;
  spans.symbols = frame->zoom >= WADI_RENDER_DETAIL_ZOOM && frame->stamps != NULL;
  show_grid = frame->request->show_grid && frame->zoom >= WADI_RENDER_OUTLINE_ZOOM;
  show_contours = frame->zoom >= WADI_RENDER_OUTLINE_ZOOM;
  spans.contours = show_contours;
  table.color = 0xff000000u | wadi_style_pack (frame->request->paper ? wadi_style_paper () : wadi_style_table ());

  stride = cairo_image_surface_get_stride (image) / 4;
  u0 = spans.flat ? device_area[0] : device_area[1];
  u1 = spans.flat ? device_area[2] : device_area[3];
  v0 = spans.flat ? device_area[1] : device_area[0];
  v1 = spans.flat ? device_area[3] : device_area[2];
  ustep = spans.flat ? 1 : stride;
  vstep = spans.flat ? stride : 1;
  if (u0 >= u1 || v0 >= v1)
    return;

  /* every strip that reaches the area: their spans cover it */
  s0 = (int) floor ((u0 + spans.origin_u) / spans.zoom / pitch) - 1;
  s1 = (int) floor ((u1 + spans.origin_u) / spans.zoom / pitch) + 1;
  edges = g_new (double, s1 - s0 + 2);
  paints = g_new0 (Paint, s1 - s0 + 2);
  plain = !spans.symbols && !show_grid && !show_contours;
  known_k = g_new (int, s1 - s0 + 2);
  known_color = g_new (guint32, s1 - s0 + 2);
  fixed_edges = g_new (gint32, s1 - s0 + 2);
  for (int s = s0 - 1; s <= s1; s++)
    {
      edges[s - s0 + 1] = s * pitch * spans.zoom - spans.origin_u - 0.5;
      paints[s - s0 + 1].k = G_MININT;
      known_k[s - s0 + 1] = G_MININT;
      fixed_edges[s - s0 + 1] = to_fixed (edges[s - s0 + 1]);
    }

  cairo_surface_flush (image);
  data = (guint32 *) (gpointer) cairo_image_surface_get_data (image);

  for (int v = v0; v < v1; v++)
    {
      guint32 *line = data + v * vstep;
      /* Along the line, the strips of one parity all cross the same hex
       * index k at the same height, with the same half width w (in
       * pixels), between the same top and bottom (in pixels). */
      int      k[2];
      double   w[2];
      guint    grid_top[2], grid_bottom[2], contour_top[2], contour_bottom[2];
      gint32   fixed_w[2], prev_fixed;
      double   prev_boundary;
      gboolean here;
      int      a;

      for (int p = 0; p < 2; p++)
        {
          double t = (v + 0.5 + spans.origin_v) / spans.zoom - frame->shift[p];
          double d, top, bottom;

          k[p] = (int) floor (t + 0.5);
          d = t - k[p];
          w[p] = (1.0 - fabs (d)) / SQRT3 * spans.zoom;
          top = (k[p] - 0.5 + frame->shift[p]) * spans.zoom - spans.origin_v;
          bottom = (k[p] + 0.5 + frame->shift[p]) * spans.zoom - spans.origin_v;
          grid_top[p] = (guint) (grid.alpha * coverage (top, grid.width, v) + 0.5);
          grid_bottom[p] = (guint) (grid.alpha * coverage (bottom, grid.width, v) + 0.5);
          contour_top[p] = (guint) (contour.alpha * coverage (top, contour.width, v) + 0.5);
          contour_bottom[p] = (guint) (contour.alpha * coverage (bottom, contour.width, v) + 0.5);
        }
      fixed_w[0] = to_fixed (w[0]);
      fixed_w[1] = to_fixed (w[1]);
      if (plain)
        {
          plain_line (&spans, line, ustep, fixed_edges, fixed_w, k, known_k, known_color, table.color, s0, s1, u0,
                      u1);
          continue;
        }

      /* a strip's span runs from its left neighbour's edge to its own */
      prev_boundary = edges[0] + w[(s0 - 1) % 2 != 0];
      prev_fixed = fixed_edges[0] + fixed_w[(s0 - 1) & 1];
      a = MAX (fixed_ceil (prev_fixed), u0);
      /* the strip before is the one of the other parity: whether it is on
       * the board is what the last turn found */
      here = on_board (&spans, s0 - 1, k[(s0 - 1) % 2 != 0]);
      for (int s = s0; s <= s1; s++)
        {
          int          p = s % 2 != 0;
          double       boundary = edges[s - s0 + 1] + w[p];
          gint32       fixed_boundary = fixed_edges[s - s0 + 1] + fixed_w[p];
          int          b = MIN (fixed_ceil (fixed_boundary), u1);
          int          kk = k[p];
          gboolean     before = here;
          Paint       *paint = &paints[s - s0 + 1];
          const Paint *left = &paints[s - s0];

          if (paint->k != kk)
            paint_strip_hex (&spans, paint, s, kk);
          here = paint->here;
          if (a < b)
            {
              const Paint *span_paint = here ? paint : &table;

              /* most spans are one colour: written here, without a call */
              if (span_paint->painted == NULL && span_paint->stamp == NULL)
                fill_span_run (line, ustep, a, b, u1, span_paint->color);
              else
                write_span (span_paint, line, ustep, a, b, v);
              /* the hexsides across the strip above and below the hex */
              if (here && paint->contour_before && show_contours)
                along_line (line, ustep, contour.color, contour_top[p], a, b);
              else if (show_grid && paint->above)
                along_line (line, ustep, grid.color, grid_top[p], a, b);
              if (here && paint->contour_after && show_contours)
                along_line (line, ustep, contour.color, contour_bottom[p], a, b);
              else if (show_grid && paint->below)
                along_line (line, ustep, grid.color, grid_bottom[p], a, b);
            }
          /* the slanted hexside between the previous strip and this one,
           * over pixels of both spans, written by now */
          if (here && before && show_contours && left->k == k[!p] && left->level != paint->level)
            cross_line (line, ustep, contour, prev_boundary + 0.5, u0, u1);
          else if (show_grid && (here || before))
            cross_hairline (line, ustep, GRID_COLOR, GRID_ALPHA, prev_fixed, u0, u1);
          prev_boundary = boundary;
          prev_fixed = fixed_boundary;
          /* the strips' edges only grow along a line */
          a = MAX (b, u0);
        }
    }

  cairo_surface_mark_dirty_rectangle (image, device_area[0], device_area[1],
                                      device_area[2] - device_area[0], device_area[3] - device_area[1]);
  g_free (edges);
  g_free (paints);
  g_free (known_k);
  g_free (known_color);
  g_free (fixed_edges);
}
