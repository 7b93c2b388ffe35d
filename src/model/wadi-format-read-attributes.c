/* wadi-format-read-attributes.c: the attributes of the reader's elements
 *
 * Copying them out of libxml2's hands, and reading their values: numbers,
 * true or false, names from a list, hexes, boards and hexside directions.
 * Each failure sets the reader's error, pointing at the element.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include <math.h>
#include <string.h>

#include "wadi-format-read-private.h"

char *
wadi_reader_name_list (NameAt name_at,
                       guint  count)
{
  GString *list = g_string_new (NULL);
  guint    i;

  for (i = 0; i < count; i++)
    {
      if (i > 0)
        g_string_append (list, i + 1 == count ? _(" or ") : ", ");
      g_string_append (list, name_at (i));
    }
  return g_string_free (list, FALSE);
}

void
wadi_reader_fail_name (Reader     *reader,
                       const char *attribute,
                       const char *value,
                       NameAt      name_at,
                       guint       count)
{
  g_autofree char *names = wadi_reader_name_list (name_at, count);

  wadi_reader_fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                            _("unknown %s “%s”, expected %s"), attribute, wadi_reader_quoted (reader, value), names);
}

/* The index of value among the count spellings of name_at; the spellings
 * come from wadi-format-private.h, so the writer writes the same ones. */
gboolean
wadi_reader_spelling_attribute (Reader     *reader,
                                const char *attribute,
                                const char *value,
                                NameAt      name_at,
                                guint       count,
                                guint      *index)
{
  for (guint i = 0; i < count; i++)
    if (wadi_reader_same_name (value, name_at (i)))
      {
        *index = i;
        return TRUE;
      }
  wadi_reader_fail_name (reader, attribute, value, name_at, count);
  return FALSE;
}

/* The length of a value as the scenario will hold it: without entity
 * substitution the parser hands an escaped '&' to SAX as "&#38;", one
 * byte of the value (a raw '&' cannot occur in a value otherwise).  The
 * writer measures the same way (wadi_format_text_length ()), so what it
 * writes at the limit reads back. */
static gsize
decoded_length (const char *value,
                const char *end)
{
  gsize length = (gsize) (end - value);

  while ((value = memchr (value, '&', (gsize) (end - value))) != NULL)
    {
      if (end - value >= 5 && memcmp (value, "&#38;", 5) == 0)
        {
          length -= 4;
          value += 5;
        }
      else
        value++;
    }
  return length;
}

/* Copies the values of the attributes named in names (NULL-terminated)
 * into values (NULL where absent), NUL-terminated.  Any other attribute is
 * an error. */
gboolean
wadi_reader_collect_attributes (Reader            *reader,
                                Element            element,
                                const char *const *names,
                                int                n_attributes,
                                const xmlChar    **attributes,
                                const char       **values)
{
  gsize total = 0;
  char *out;
  int   i;
  guint n_names = 0;

  while (names[n_names] != NULL)
    values[n_names++] = NULL;

  for (i = 0; i < n_attributes; i++)
    {
      gsize length = decoded_length ((const char *) attributes[i * 5 + 3], (const char *) attributes[i * 5 + 4]);

      if (length > WADI_FORMAT_MAX_TEXT)
        {
          wadi_reader_fail_element (reader, WADI_FORMAT_ERROR_FORBIDDEN,
                                    _("attribute %s of <%s> is %zu bytes long, expected at most %d"),
                                       (const char *) attributes[i * 5], wadi_reader_element_names[element], length,
                                       WADI_FORMAT_MAX_TEXT);
          return FALSE;
        }
      total += (gsize) (attributes[i * 5 + 4] - attributes[i * 5 + 3]) + 1;
    }

  /* Sized once, so that the pointers handed out stay valid. */
  g_string_set_size (reader->scratch, total);
  out = reader->scratch->str;

  for (i = 0; i < n_attributes; i++)
    {
      const char *local = (const char *) attributes[i * 5];
      const char *prefix = (const char *) attributes[i * 5 + 1];
      const char *value = (const char *) attributes[i * 5 + 3];
      const char *end = (const char *) attributes[i * 5 + 4];
      guint       k;

      for (k = 0; k < n_names; k++)
        if (wadi_reader_same_name (local, names[k]))
          break;
      if (k == n_names || prefix != NULL)
        {
          g_autofree char *allowed = g_strjoinv (", ", (char **) names);
          g_autofree char *attribute = g_strconcat (prefix != NULL ? prefix : "", prefix != NULL ? ":" : "",
                                                    local, NULL);

          if (n_names > 0)
            wadi_reader_fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                                      _("unknown attribute %s on <%s>, expected only %s"), attribute,
                                         wadi_reader_element_names[element], allowed);
          else
            wadi_reader_fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                                      _("unknown attribute %s on <%s>, expected no attributes"), attribute,
                                         wadi_reader_element_names[element]);
          return FALSE;
        }
      values[k] = out;
      /* Without entity substitution the parser hands an escaped '&' to
       * SAX as "&#38;"; a raw '&' cannot occur in a value otherwise. */
      while (value < end)
        {
          if (*value == '&' && end - value >= 5 && memcmp (value, "&#38;", 5) == 0)
            {
              *out++ = '&';
              value += 5;
            }
          else
            *out++ = *value++;
        }
      *out++ = '\0';
    }
  return TRUE;
}

gboolean
wadi_reader_require (Reader     *reader,
                     Element     element,
                     const char *name,
                     const char *value)
{
  if (value != NULL)
    return TRUE;
  wadi_reader_fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                            _("<%s> has no %s attribute, expected one"), wadi_reader_element_names[element], name);
  return FALSE;
}

/* A whole number: an optional '-' and digits, nothing else. */
gboolean
wadi_reader_parse_number (const char *text,
                          gint64      min,
                          gint64      max,
                          gint64     *result)
{
  const char *p = text;
  gboolean    negative = FALSE;
  gint64      value = 0;

  if (*p == '-')
    {
      negative = TRUE;
      p++;
    }
  if (*p == '\0')
    return FALSE;
  for (; *p != '\0'; p++)
    {
      if (*p < '0' || *p > '9' || p - text > 12)
        return FALSE;
      value = value * 10 + (*p - '0');
    }
  if (negative)
    value = -value;
  if (value < min || value > max)
    return FALSE;
  *result = value;
  return TRUE;
}

gboolean
wadi_reader_real_attribute (Reader     *reader,
                            const char *name,
                            const char *value,
                            double      min,
                            double      max,
                            double     *result)
{
  const char *p = value;
  char       *end = NULL;
  double      number;

  /* g_ascii_strtod would also take spaces, "+", hexadecimal, "inf" and
   * "nan": only a plain decimal number is one here. */
  if (*p == '-')
    p++;
  if ((g_ascii_isdigit (*p) || (*p == '.' && g_ascii_isdigit (p[1]))) && strpbrk (value, "xXpP") == NULL)
    {
      number = g_ascii_strtod (value, &end);
      if (end != NULL && *end == '\0' && isfinite (number) && number >= min && number <= max)
        {
          *result = number;
          return TRUE;
        }
    }
  wadi_reader_fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                            _("%s “%s” is not valid, expected a decimal number from %g to %g"),
                               name, wadi_reader_quoted (reader, value), min, max);
  return FALSE;
}

gboolean
wadi_reader_number_attribute (Reader     *reader,
                              const char *name,
                              const char *value,
                              gint64      min,
                              gint64      max,
                              gint64     *result)
{
  if (wadi_reader_parse_number (value, min, max, result))
    return TRUE;
  wadi_reader_fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                            _("%s “%s” is not valid, expected a whole number from %lld to %lld"),
                               name, wadi_reader_quoted (reader, value), (long long) min, (long long) max);
  return FALSE;
}

gboolean
wadi_reader_bool_attribute (Reader     *reader,
                            const char *name,
                            const char *value,
                            gboolean   *result)
{
  if (value == NULL)
    return TRUE;
  if (strcmp (value, "true") == 0)
    *result = TRUE;
  else if (strcmp (value, "false") == 0)
    *result = FALSE;
  else
    {
      wadi_reader_fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                                _("%s “%s” is not valid, expected true or false"), name, wadi_reader_quoted (reader, value));
      return FALSE;
    }
  return TRUE;
}

/* An element or attribute a file of an older format version cannot have:
 * FALSE, with the error, in such a file. */
gboolean
wadi_reader_since_version (Reader *reader,
                           Element element,
                           gint64  version)
{
  if (reader->version >= version)
    return TRUE;
  wadi_reader_fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                            _("<%s> or its attributes in a format version %d file, expected them only from version %d"),
                               wadi_reader_element_names[element], (int) reader->version, (int) version);
  return FALSE;
}

/* The label module's message, as the second half of ours. */
void
wadi_reader_fail_label (Reader       *reader,
                        const char   *name,
                        const GError *label_error)
{
  g_autofree char *message = g_strdup (label_error->message);

  if (g_ascii_isupper (message[0]) && g_ascii_islower (message[1]))
    message[0] = g_ascii_tolower (message[0]);
  wadi_reader_fail_element (reader, WADI_FORMAT_ERROR_INVALID, _("attribute %s: %s"), name, message);
}

/* A label of board index of the map, as a map hex. */
gboolean
wadi_reader_map_hex_attribute (Reader     *reader,
                               guint       board,
                               const char *name,
                               const char *label,
                               WadiHex    *hex)
{
  g_autoptr(GError) local_error = NULL;

  if (wadi_map_parse_board_hex (reader->scenario->map, board, label, hex, &local_error))
    return TRUE;
  wadi_reader_fail_label (reader, name, local_error);
  return FALSE;
}

/* The board named by value; when there is no value, the first board,
 * which must exist. */
gboolean
wadi_reader_board_attribute (Reader     *reader,
                             const char *value,
                             guint      *board)
{
  if (value == NULL)
    {
      if (wadi_map_board_count (reader->scenario->map) == 0)
        {
          wadi_reader_fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                                    _("no board attribute and no <board> above, expected a <board> first"));
          return FALSE;
        }
      *board = 0;
      return TRUE;
    }
  if (wadi_scenario_find_board (reader->scenario, value, board))
    return TRUE;
  wadi_reader_fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                            _("unknown board “%s”, expected the id of a <board> above"), wadi_reader_quoted (reader, value));
  return FALSE;
}

static const char *
flat_direction_at (guint index)
{
  return wadi_direction_name (WADI_GRID_FLAT_TOP, (WadiDirection) index);
}

static const char *
pointy_direction_at (guint index)
{
  return wadi_direction_name (WADI_GRID_POINTY_TOP, (WadiDirection) index);
}

gboolean
wadi_reader_direction_attribute (Reader             *reader,
                                 const char         *name,
                                 const char         *value,
                                 WadiGridOrientation orientation,
                                 WadiDirection      *dir)
{
  WadiDirection d;

  for (d = 0; d < WADI_DIRECTION_COUNT; d++)
    if (strcmp (value, wadi_direction_name (orientation, d)) == 0)
      {
        *dir = d;
        return TRUE;
      }
  {
    g_autofree char *names = wadi_reader_name_list (orientation == WADI_GRID_POINTY_TOP
                                                        ? pointy_direction_at
                                                        : flat_direction_at,
                                                    WADI_DIRECTION_COUNT);

    wadi_reader_fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                              _("unknown %s “%s” on a %s board, expected %s"),
                                 name, wadi_reader_quoted (reader, value), wadi_format_orientation_name (orientation), names);
  }
  return FALSE;
}
