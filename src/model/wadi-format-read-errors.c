/* wadi-format-read-errors.c: the reader's one GError, and where it points
 *
 * Every message is "file:line:column: what is wrong, what was expected";
 * the first error wins and stops the parser.  An element's errors point at
 * the '<' that opened its tag, which the parser has just read past.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include <string.h>

#include "wadi-format-read-private.h"

/* The quark's name is a string: clang-format would space its dashes. */
/* clang-format off */
G_DEFINE_QUARK (wadi-format-error-quark, wadi_format_error)
/* clang-format on */

const char *const wadi_reader_element_names[ELEMENT_COUNT] = {
  [ELEMENT_SCENARIO] = "scenario",
  [ELEMENT_METADATA] = "metadata",
  [ELEMENT_TITLE] = "title",
  [ELEMENT_AUTHOR] = "author",
  [ELEMENT_DESCRIPTION] = "description",
  [ELEMENT_SSR] = "ssr",
  [ELEMENT_BOARD] = "board",
  [ELEMENT_HEX] = "hex",
  [ELEMENT_SIDE] = "side",
  [ELEMENT_OVERLAY] = "overlay",
  [ELEMENT_PLACE] = "place",
  [ELEMENT_COUNTER] = "counter",
  [ELEMENT_TURNS] = "turns",
  [ELEMENT_FORCE] = "force",
  [ELEMENT_SPECIAL_RULE] = "special-rule",
  [ELEMENT_DATE_PLACE] = "date-place",
  [ELEMENT_VICTORY] = "victory",
  [ELEMENT_AFTERMATH] = "aftermath",
  [ELEMENT_PICTURE] = "picture",
};

static void
fail_at_valist (Reader         *reader,
                WadiFormatError code,
                int             line,
                int             column,
                const char     *format,
                va_list         args) G_GNUC_PRINTF (5, 0);

static void
fail_at_valist (Reader         *reader,
                WadiFormatError code,
                int             line,
                int             column,
                const char     *format,
                va_list         args)
{
  g_autofree char *what = NULL;

  if (reader->error != NULL)
    return;
  what = g_strdup_vprintf (format, args);
  g_set_error (&reader->error, WADI_FORMAT_ERROR, code, "%s:%d:%d: %s",
               reader->display_name, line, column, what);
  if (reader->ctxt != NULL)
    xmlStopParser (reader->ctxt);
}

/* The parser's position: just after what it read last. */
void
wadi_reader_current_position (Reader *reader,
                              int    *line,
                              int    *column)
{
  xmlParserInputPtr input = reader->ctxt->input;

  *line = input != NULL ? input->line : 1;
  *column = input != NULL ? input->col : 1;
}

/* The position of target, a pointer into the parser's input before its
 * current position.  The parser keeps at least a line's worth of input
 * before what it is reading; when the start of target's line has been
 * dropped all the same, FALSE. */
static gboolean
position_of (Reader        *reader,
             const xmlChar *target,
             int           *line,
             int           *column)
{
  xmlParserInputPtr input = reader->ctxt->input;
  const xmlChar    *p;
  int               newlines = 0;

  if (input == NULL || input->base == NULL || input->cur == NULL
      || target < input->base || target > input->cur)
    return FALSE;
  for (p = target; p < input->cur; p++)
    if (*p == '\n')
      newlines++;
  for (p = target; p > input->base && p[-1] != '\n'; p--)
    ;
  if (p == input->base && input->consumed != 0)
    {
      if (newlines != 0 || input->col - (int) (input->cur - target) < 1)
        return FALSE;
      *line = input->line;
      *column = input->col - (int) (input->cur - target);
      return TRUE;
    }
  *line = input->line - newlines;
  *column = (int) (target - p) + 1;
  return TRUE;
}

/* The position of text[offset], where text is what the parser hands to
 * the characters callback.  Plain text comes straight from the input:
 * either before the parser moves past it (but with its line count already
 * at the end of it), or after.  Other text (after a reference, say) is a
 * copy, and has no position of its own. */
gboolean
wadi_reader_text_position (Reader        *reader,
                           const xmlChar *text,
                           int            length,
                           int            offset,
                           int           *line,
                           int           *column)
{
  xmlParserInputPtr input = reader->ctxt->input;
  const xmlChar    *target = text + offset;
  const xmlChar    *p;
  int               newlines = 0;

  if (input == NULL || input->base == NULL)
    return FALSE;
  if (text + length == input->cur)
    return position_of (reader, target, line, column);
  if (text != input->cur || text + length > input->end)
    return FALSE;
  for (p = target; p < text + length; p++)
    if (*p == '\n')
      newlines++;
  for (p = target; p > input->base && p[-1] != '\n'; p--)
    ;
  if (p == input->base && input->consumed != 0)
    return FALSE;
  *line = input->line - newlines;
  *column = (int) (target - p) + 1;
  return TRUE;
}

/* The position of the '<' that opened the tag the parser has just read.  A
 * tag holds no raw '<' (not even in attribute values), so it is the nearest
 * one before the parser's position. */
void
wadi_reader_tag_position (Reader *reader,
                          int    *line,
                          int    *column)
{
  xmlParserInputPtr input = reader->ctxt->input;
  const xmlChar    *p;

  wadi_reader_current_position (reader, line, column);
  if (input == NULL || input->base == NULL || input->cur == NULL)
    return;
  for (p = input->cur; p > input->base;)
    {
      p--;
      if (*p == '<')
        {
          position_of (reader, p, line, column);
          return;
        }
    }
}

void
wadi_reader_fail_element (Reader         *reader,
                          WadiFormatError code,
                          const char     *format,
                          ...)
{
  va_list args;
  int     line;
  int     column;

  wadi_reader_tag_position (reader, &line, &column);
  va_start (args, format);
  fail_at_valist (reader, code, line, column, format, args);
  va_end (args);
}

void
wadi_reader_fail_at (Reader         *reader,
                     WadiFormatError code,
                     int             line,
                     int             column,
                     const char     *format,
                     ...)
{
  va_list args;

  va_start (args, format);
  fail_at_valist (reader, code, line, column, format, args);
  va_end (args);
}

void
wadi_reader_fail_here (Reader         *reader,
                       WadiFormatError code,
                       const char     *format,
                       ...)
{
  va_list args;
  int     line;
  int     column;

  wadi_reader_current_position (reader, &line, &column);
  va_start (args, format);
  fail_at_valist (reader, code, line, column, format, args);
  va_end (args);
}

/* A value from the file as it goes into a message: on one line, and not
 * too long.  The reader keeps the copy until it is cleared. */
const char *
wadi_reader_quoted (Reader     *reader,
                    const char *value)
{
  g_autofree char *valid = g_utf8_make_valid (value, -1);
  GString         *out = g_string_new (NULL);
  const char      *p;
  int              n;

  for (p = valid, n = 0; *p != '\0' && n < 40; p = g_utf8_next_char (p), n++)
    {
      gunichar c = g_utf8_get_char (p);

      if (c == '\n')
        g_string_append (out, "\\n");
      else if (c == '\r')
        g_string_append (out, "\\r");
      else if (c == '\t')
        g_string_append (out, "\\t");
      else if (c < 0x20 || c == 0x7f)
        g_string_append_printf (out, "\\x%02x", c);
      else
        g_string_append_unichar (out, c);
    }
  if (*p != '\0')
    g_string_append (out, "…");
  if (reader->quoted == NULL)
    reader->quoted = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (reader->quoted, g_string_free (out, FALSE));
  return g_ptr_array_index (reader->quoted, reader->quoted->len - 1);
}
