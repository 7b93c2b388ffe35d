/* wadi-format-scan.h: counting attributes before the XML parser sees them
 *
 * libxml2 2.9 checks the attributes of a start tag for duplicates by
 * comparing each with every other, so one tag of 400 000 attributes (a
 * 4 MB file) takes the parser most of a minute.  No element of the format
 * has more than a few attributes: the reader runs the raw bytes through
 * this scanner before it feeds them to libxml2, and refuses a tag with too
 * many at once.  The scanner knows just enough XML to count: start tags
 * and their quoted values, comments, processing instructions, CDATA
 * sections and declarations.  It skips NUL bytes, so a UTF-16 file is
 * counted too.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* More attributes (and namespace declarations) than any element of the
 * format has, with room to spare. */
#define WADI_FORMAT_MAX_ATTRIBUTES 64

typedef struct
{
  guint8   state;
  guint8   quote;
  guint8   seen;       /* characters of a closing sequence ("-->", "?>", "]]>") seen */
  gboolean tag_placed; /* tag_line and tag_column are known */
  guint    attributes;
  guint64  offset;     /* of the first byte of the piece being scanned */
  int      line;       /* at offset */
  guint64  line_start; /* the offset of the first byte of that line */
  guint64  tag_offset; /* where the open tag starts */
  int      tag_line;
  int      tag_column;
} WadiFormatScan;

void wadi_format_scan_init (WadiFormatScan *scan);
/* Scans the next bytes of the file.  FALSE when a start tag has more than
 * WADI_FORMAT_MAX_ATTRIBUTES attributes; line and column then give where
 * the tag starts (from 1, columns in bytes). */
gboolean wadi_format_scan_feed (WadiFormatScan *scan,
                                const char     *data,
                                gsize           size,
                                int            *line,
                                int            *column);

G_END_DECLS
