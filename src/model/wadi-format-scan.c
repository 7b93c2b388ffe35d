/* wadi-format-scan.c: counting attributes before the XML parser sees them */
#include "config.h"

#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "wadi-format-scan.h"

enum
{
  SCAN_TEXT,
  SCAN_OPEN,    /* after "<" */
  SCAN_TAG,     /* in a start or end tag */
  SCAN_QUOTED,  /* in a quoted attribute value */
  SCAN_BANG,    /* after "<!" */
  SCAN_DASH,    /* after "<!-" */
  SCAN_COMMENT, /* up to "-->" */
  SCAN_PI,      /* up to "?>" */
  SCAN_CDATA,   /* up to "]]>" */
  SCAN_DECL,    /* a declaration, up to ">" */
};

void
wadi_format_scan_init (WadiFormatScan *scan)
{
  *scan = (WadiFormatScan) { SCAN_TEXT, 0, 0, FALSE, 0, 0, 1, 0, 0, 1, 1 };
}

/* Whether c ends the sequence end (of length n) after scan->seen of its
 * characters. */
static gboolean
closes (WadiFormatScan *scan,
        char            c,
        const char     *end,
        guint8          n)
{
  if (c == end[scan->seen])
    scan->seen++;
  else if (scan->seen > 0 && c == end[scan->seen - 1] && end[scan->seen - 1] == end[0])
    ; /* "--->" or "]]]>": still one short of the end */
  else
    scan->seen = c == end[0] ? 1 : 0;
  if (scan->seen < n)
    return FALSE;
  scan->seen = 0;
  return TRUE;
}

/* The line feeds among n bytes, eight at a time: a byte of w ^ "\n\n..." is
 * zero exactly where w holds a line feed, and the sum below sets a byte's
 * top bit exactly where it is not zero. */
static gsize
count_line_feeds (const char *data,
                  gsize       n)
{
  const guint64 feeds = G_GUINT64_CONSTANT (0x0a0a0a0a0a0a0a0a);
  const guint64 low7 = G_GUINT64_CONSTANT (0x7f7f7f7f7f7f7f7f);
  gsize         count = 0, i = 0;

#ifdef __SSE2__
  /* Sixteen at a time where every x86-64 can: a compare gives 0xff at a
   * line feed, subtracted it adds one to that byte's tally; the tallies
   * are summed before any could pass 255. */
  {
    const __m128i feed = _mm_set1_epi8 ('\n');

    while (i + 16 <= n)
      {
        __m128i tally = _mm_setzero_si128 ();
        gsize   stop = MIN (n - (n - i) % 16, i + 255 * 16);
        __m128i sums;

        for (; i < stop; i += 16)
          tally = _mm_sub_epi8 (tally, _mm_cmpeq_epi8 (_mm_loadu_si128 ((const __m128i *) (const void *) (data + i)), feed));
        sums = _mm_sad_epu8 (tally, _mm_setzero_si128 ());
        count += (gsize) _mm_cvtsi128_si32 (sums) + (gsize) _mm_cvtsi128_si32 (_mm_srli_si128 (sums, 8));
      }
  }
#endif
  for (; i + 8 <= n; i += 8)
    {
      guint64 word, x;

      memcpy (&word, data + i, 8);
      x = word ^ feeds;
      /* the marks are top bits: one multiply sums them (a popcount
       * instruction is not in the baseline x86-64 a distribution builds for,
       * and libgcc's stand-in cost 5% of a load) */
      count += (gsize) ((((~(((x & low7) + low7) | x | low7)) >> 7) * G_GUINT64_CONSTANT (0x0101010101010101)) >> 56);
    }
  for (; i < n; i++)
    count += data[i] == '\n';
  return count;
}

/* Counts the lines of the n bytes at data, at offset in the file, into
 * *line and *line_start. */
static void
count_lines (const char *data,
             gsize       n,
             guint64     offset,
             int        *line,
             guint64    *line_start)
{
  gsize lines = count_line_feeds (data, n);

  if (lines == 0)
    return;
  *line += (int) MIN (lines, (gsize) G_MAXINT);
  for (gsize i = n; i-- > 0;)
    if (data[i] == '\n')
      {
        *line_start = offset + i + 1;
        break;
      }
}

/* Lines are counted a piece at a time, not byte by byte: where the open tag
 * starts is worked out from the piece it starts in, when it fails or when
 * the piece ends. */
static void
place_tag (WadiFormatScan *scan,
           const char     *data)
{
  int     line = scan->line;
  guint64 line_start = scan->line_start;

  count_lines (data, (gsize) (scan->tag_offset - scan->offset), scan->offset, &line, &line_start);
  scan->tag_line = line;
  scan->tag_column = (int) MIN (scan->tag_offset - line_start + 1, (guint64) G_MAXINT);
  scan->tag_placed = TRUE;
}

static void
end_piece (WadiFormatScan *scan,
           const char     *data,
           gsize           size)
{
  if (scan->state != SCAN_TEXT && !scan->tag_placed && scan->tag_offset >= scan->offset)
    place_tag (scan, data);
  count_lines (data, size, scan->offset, &scan->line, &scan->line_start);
  scan->offset += size;
}

/* A tag of more than WADI_FORMAT_MAX_ATTRIBUTES attributes is longer than
 * this: each attribute takes five bytes at least (` a=""`). */
#define SHORT_TAG (5 * WADI_FORMAT_MAX_ATTRIBUTES)

/* Most tags are short, and no tag holds a "<" (XML allows none in an
 * attribute value): when the next "<" comes within SHORT_TAG bytes of a
 * start or end tag's, that tag cannot hold too many attributes, and the
 * scan jumps to the next "<" at once.  Comments, processing instructions
 * and CDATA, where "<" may stand, take the long way. */
static gboolean
skip_short_tag (const char *data,
                gsize       size,
                gsize      *at)
{
  gsize       i = *at;
  const char *next;

  if (i + 1 >= size || data[i + 1] == '!' || data[i + 1] == '?' || data[i + 1] == '\0')
    return FALSE;
  next = memchr (data + i + 1, '<', MIN (size - i - 1, (gsize) SHORT_TAG));
  if (next == NULL)
    return FALSE;
  *at = (gsize) (next - data);
  return TRUE;
}

/* Text, up to the next start of markup: the index after its "<". */
static inline gsize
scan_text (WadiFormatScan *scan,
           const char     *data,
           gsize           size,
           gsize           i)
{
  const char *open = memchr (data + i, '<', size - i);

  if (open == NULL)
    return size;
  i = (gsize) (open - data);
  while (skip_short_tag (data, size, &i))
    ;
  scan->state = SCAN_OPEN;
  scan->tag_offset = scan->offset + i;
  scan->tag_placed = FALSE;
  return i + 1;
}

/* In a tag, up to its end or the next attribute value: FALSE when the tag
 * has one attribute too many.  *i is left where to go on. */
static inline gboolean
scan_tag (WadiFormatScan *scan,
          const char     *data,
          gsize           size,
          gsize          *at)
{
  gsize i = *at;
  char  c = 0;

  /* the attribute names and the spaces between them */
  while (i < size && (c = data[i]) != '"' && c != '\'' && c != '>' && c != '=')
    i++;
  if (i == size)
    {
      *at = size;
      return TRUE;
    }
  if (c == '>')
    scan->state = SCAN_TEXT;
  else if (c == '=')
    {
      if (++scan->attributes > WADI_FORMAT_MAX_ATTRIBUTES)
        return FALSE;
    }
  else
    {
      scan->quote = (guint8) c;
      scan->state = SCAN_QUOTED;
    }
  *at = i + 1;
  return TRUE;
}

/* A quoted attribute value, up to its closing quote: the index after it. */
static inline gsize
scan_quoted (WadiFormatScan *scan,
             const char     *data,
             gsize           size,
             gsize           i)
{
  const char *close = memchr (data + i, scan->quote, size - i);

  if (close == NULL)
    return size;
  scan->state = SCAN_TAG;
  return (gsize) (close - data) + 1;
}

/* Everything else, a byte at a time: what follows a "<", and comments,
 * processing instructions, CDATA sections and declarations up to their
 * ends.  The index of the first byte of text, a tag or a quoted value. */
static inline gsize
scan_markup (WadiFormatScan *scan,
             const char     *data,
             gsize           size,
             gsize           i)
{
  for (; i < size; i++)
    {
      char c = data[i];

      switch (scan->state)
        {
        case SCAN_TEXT:
        case SCAN_TAG:
        case SCAN_QUOTED:
          return i;
        case SCAN_OPEN:
          if (c == '\0')
            break;
          scan->attributes = 0;
          scan->state = c == '!' ? SCAN_BANG : c == '?' ? SCAN_PI
                                                        : SCAN_TAG;
          scan->seen = 0;
          break;
        case SCAN_BANG:
          if (c != '\0')
            scan->state = c == '-' ? SCAN_DASH : c == '[' ? SCAN_CDATA
                                                          : SCAN_DECL;
          break;
        case SCAN_DASH:
          if (c != '\0')
            scan->state = c == '-' ? SCAN_COMMENT : SCAN_DECL;
          break;
        case SCAN_COMMENT:
          if (c != '\0' && closes (scan, c, "-->", 3))
            scan->state = SCAN_TEXT;
          break;
        case SCAN_PI:
          if (c != '\0' && closes (scan, c, "?>", 2))
            scan->state = SCAN_TEXT;
          break;
        case SCAN_CDATA:
          if (c != '\0' && closes (scan, c, "]]>", 3))
            scan->state = SCAN_TEXT;
          break;
        case SCAN_DECL:
          if (c == '>')
            scan->state = SCAN_TEXT;
          break;
        default:
          g_assert_not_reached ();
        }
    }
  return size;
}

gboolean
wadi_format_scan_feed (WadiFormatScan *scan,
                       const char     *data,
                       gsize           size,
                       int            *line,
                       int            *column)
{
  gsize i = 0;

  while (i < size)
    {
      switch (scan->state)
        {
        case SCAN_TEXT:
          i = scan_text (scan, data, size, i);
          break;
        case SCAN_TAG:
          if (!scan_tag (scan, data, size, &i))
            {
              if (!scan->tag_placed)
                place_tag (scan, data);
              *line = scan->tag_line;
              *column = scan->tag_column;
              return FALSE;
            }
          break;
        case SCAN_QUOTED:
          i = scan_quoted (scan, data, size, i);
          break;
        default:
          i = scan_markup (scan, data, size, i);
          break;
        }
    }
  end_piece (scan, data, size);
  return TRUE;
}
