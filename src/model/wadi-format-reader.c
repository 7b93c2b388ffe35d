/* wadi-format-reader.c: reading .wadi scenario files
 *
 * A libxml2 SAX2 parser feeds a small state machine that builds a fresh
 * WadiScenario, so no tree is ever built and a million hexes load at the
 * speed of the parser.  Safety comes first: the parser never touches the
 * network, a DOCTYPE stops it before its internal subset is even read (so no
 * entity is ever declared, let alone expanded), and sizes, counts and depth
 * are bounded.  libxml2 prints nothing: its errors become the one GError,
 * "file:line:column: what is wrong, what was expected".
 */
#include "config.h"

#include <string.h>

#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/xmlerror.h>

#include "wadi-format.h"
#include "wadi-format-private.h"
#include "wadi-format-scan.h"

/* The quark's name is a string: clang-format would space its dashes. */
/* clang-format off */
G_DEFINE_QUARK (wadi-format-error-quark, wadi_format_error)
/* clang-format on */

typedef enum
{
  ELEMENT_SCENARIO,
  ELEMENT_METADATA,
  ELEMENT_TITLE,
  ELEMENT_AUTHOR,
  ELEMENT_DESCRIPTION,
  ELEMENT_SSR,
  ELEMENT_BOARD,
  ELEMENT_HEX,
  ELEMENT_SIDE,
  ELEMENT_OVERLAY,
  ELEMENT_PLACE,
  ELEMENT_COUNTER,
  ELEMENT_TURNS,        /* version 4 */
  ELEMENT_FORCE,        /* version 4 */
  ELEMENT_SPECIAL_RULE, /* version 4 */
  ELEMENT_COUNT
} Element;

static const char *const element_names[ELEMENT_COUNT] = {
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
};

/* The order of the children of <scenario>: each may follow only those with
 * a lower or equal rank, so that everything a child refers to comes first. */
static int
scenario_child_rank (Element element)
{
  switch (element)
    {
    case ELEMENT_METADATA:
      return 1;
    case ELEMENT_SSR:
      return 2;
    case ELEMENT_BOARD:
      return 3;
    case ELEMENT_OVERLAY:
      return 4;
    case ELEMENT_PLACE:
      return 5;
    case ELEMENT_COUNTER:
      return 6;
    case ELEMENT_SCENARIO:
    case ELEMENT_TITLE:
    case ELEMENT_AUTHOR:
    case ELEMENT_DESCRIPTION:
    case ELEMENT_TURNS:
    case ELEMENT_FORCE:
    case ELEMENT_SPECIAL_RULE:
    case ELEMENT_HEX:
    case ELEMENT_SIDE:
    case ELEMENT_COUNT:
    default:
      return 0;
    }
}

static int
metadata_child_rank (Element element)
{
  switch (element)
    {
    case ELEMENT_TITLE:
      return 1;
    case ELEMENT_AUTHOR:
      return 2;
    case ELEMENT_DESCRIPTION:
      return 3;
    case ELEMENT_TURNS:
      return 4;
    case ELEMENT_FORCE:
      return 5;
    case ELEMENT_SPECIAL_RULE:
      return 6;
    case ELEMENT_SCENARIO:
    case ELEMENT_METADATA:
    case ELEMENT_SSR:
    case ELEMENT_BOARD:
    case ELEMENT_HEX:
    case ELEMENT_SIDE:
    case ELEMENT_OVERLAY:
    case ELEMENT_PLACE:
    case ELEMENT_COUNTER:
    case ELEMENT_COUNT:
    default:
      return 0;
    }
}

/* What a parent may hold, for the messages. */
static const char *
expected_children (Element parent)
{
  switch (parent)
    {
    case ELEMENT_SCENARIO:
      return "<metadata>, <ssr>, <board>, <overlay>, <place> or <counter>, in that order";
    case ELEMENT_METADATA:
      return "<title>, <author>, <description>, <turns>, <force> or <special-rule>, in that order";
    case ELEMENT_BOARD:
      return "<hex> or <side>";
    case ELEMENT_OVERLAY:
      return "one <board>";
    case ELEMENT_TITLE:
    case ELEMENT_AUTHOR:
    case ELEMENT_DESCRIPTION:
    case ELEMENT_SPECIAL_RULE:
      return "text only";
    case ELEMENT_TURNS:
      return "a number of turns only";
    case ELEMENT_SSR:
    case ELEMENT_HEX:
    case ELEMENT_SIDE:
    case ELEMENT_PLACE:
    case ELEMENT_COUNTER:
    case ELEMENT_FORCE:
    case ELEMENT_COUNT:
    default:
      return "an empty element";
    }
}

static gboolean
child_allowed (Element parent,
               Element child)
{
  switch (parent)
    {
    case ELEMENT_SCENARIO:
      return scenario_child_rank (child) > 0;
    case ELEMENT_METADATA:
      return metadata_child_rank (child) > 0;
    case ELEMENT_BOARD:
      return child == ELEMENT_HEX || child == ELEMENT_SIDE;
    case ELEMENT_OVERLAY:
      return child == ELEMENT_BOARD;
    case ELEMENT_TITLE:
    case ELEMENT_AUTHOR:
    case ELEMENT_DESCRIPTION:
    case ELEMENT_TURNS:
    case ELEMENT_FORCE:
    case ELEMENT_SPECIAL_RULE:
    case ELEMENT_SSR:
    case ELEMENT_HEX:
    case ELEMENT_SIDE:
    case ELEMENT_PLACE:
    case ELEMENT_COUNTER:
    case ELEMENT_COUNT:
    default:
      return FALSE;
    }
}

static gboolean
element_is_text (Element element)
{
  return element == ELEMENT_TITLE || element == ELEMENT_AUTHOR || element == ELEMENT_DESCRIPTION
         || element == ELEMENT_TURNS || element == ELEMENT_SPECIAL_RULE;
}

typedef struct
{
  xmlParserCtxtPtr ctxt;
  const char      *display_name;
  GError          *error;
  WadiScenario    *scenario;

  int     depth;
  Element stack[WADI_FORMAT_MAX_DEPTH];
  int     scenario_rank; /* rank of the last child of <scenario> */
  int     metadata_rank; /* rank of the last child of <metadata> */

  GString *text;    /* the text of the open title, author or description */
  GString *scratch; /* NUL-terminated copies of the attribute values */

  gint64           version;
  WadiBoard       *board;           /* the board being read, owned until it is attached */
  WadiMapPlacement board_placement; /* where it lies on the map */
  GPtrArray       *map_boards;      /* the boards read, until the map is laid out */
  GArray          *map_placements;  /* WadiMapPlacement of each */
  GArray          *map_positions;   /* where each <board> starts: two ints, line and column */
  gboolean         map_laid_out;
  GHashTable      *counter_ids; /* the counters' ids, once they came out of order */
  guint8          *hex_seen;    /* one bit per hex of board */
  char            *overlay_id;  /* the open <overlay>'s id */
  WadiBoard       *overlay_fragment;
  guint64          total_hexes;
  guint64          placed_hexes; /* the hexes of every overlay placement together */
  GPtrArray       *quoted;       /* see quoted () */

  /* libxml2 hands out names and URIs from its dictionary, the same pointer
   * for the same string: the last element name and the namespace, once
   * matched, are recognised by pointer (string comparisons were a sixth
   * of a load). */
  const xmlChar *last_name;
  Element        last_element;
  const xmlChar *namespace_uri;
} Reader;

/* Errors. */

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
static void
current_position (Reader *reader,
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
static gboolean
text_position (Reader        *reader,
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
static void
tag_position (Reader *reader,
              int    *line,
              int    *column)
{
  xmlParserInputPtr input = reader->ctxt->input;
  const xmlChar    *p;

  current_position (reader, line, column);
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

static void
fail_element (Reader         *reader,
              WadiFormatError code,
              const char     *format,
              ...) G_GNUC_PRINTF (3, 4);

static void
fail_element (Reader         *reader,
              WadiFormatError code,
              const char     *format,
              ...)
{
  va_list args;
  int     line;
  int     column;

  tag_position (reader, &line, &column);
  va_start (args, format);
  fail_at_valist (reader, code, line, column, format, args);
  va_end (args);
}

static void
fail_at (Reader         *reader,
         WadiFormatError code,
         int             line,
         int             column,
         const char     *format,
         ...) G_GNUC_PRINTF (5, 6);

static void
fail_at (Reader         *reader,
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

static void
fail_here (Reader         *reader,
           WadiFormatError code,
           const char     *format,
           ...) G_GNUC_PRINTF (3, 4);

static void
fail_here (Reader         *reader,
           WadiFormatError code,
           const char     *format,
           ...)
{
  va_list args;
  int     line;
  int     column;

  current_position (reader, &line, &column);
  va_start (args, format);
  fail_at_valist (reader, code, line, column, format, args);
  va_end (args);
}

/* A value from the file as it goes into a message: on one line, and not
 * too long.  The reader keeps the copy until it is cleared. */
static const char *
quoted (Reader     *reader,
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

/* Lists of names, for the "expected" half of messages. */

typedef const char *(*NameAt) (guint index);

static char *
name_list (NameAt name_at,
           guint  count)
{
  GString *list = g_string_new (NULL);
  guint    i;

  for (i = 0; i < count; i++)
    {
      if (i > 0)
        g_string_append (list, i + 1 == count ? " or " : ", ");
      g_string_append (list, name_at (i));
    }
  return g_string_free (list, FALSE);
}

static const char *
ruleset_at (guint index)
{
  return wadi_ruleset_name ((WadiRulesetId) index);
}

/* Format version 1 called the classic charts "pb". */
static const char *const ruleset_v1_names[WADI_RULESET_COUNT] = {
  [WADI_RULESET_ASL] = "asl",
  [WADI_RULESET_TOI] = "toi",
  [WADI_RULESET_CLASSIC] = "pb",
};

static const char *
ruleset_v1_at (guint index)
{
  return ruleset_v1_names[index];
}

/* The ruleset a file of format version names: each version has its own
 * spellings. */
static gboolean
ruleset_from_file_name (const char    *name,
                        gint64         version,
                        WadiRulesetId *ruleset)
{
  if (version >= 2)
    return wadi_ruleset_from_name (name, ruleset);
  for (guint i = 0; i < WADI_RULESET_COUNT; i++)
    if (strcmp (name, ruleset_v1_at (i)) == 0)
      {
        *ruleset = (WadiRulesetId) i;
        return TRUE;
      }
  return FALSE;
}

static const char *
terrain_at (guint index)
{
  return wadi_terrain_name ((WadiTerrain) index);
}

static const char *
depression_at (guint index)
{
  return wadi_depression_name ((WadiDepression) index);
}

static const char *
hex_flag_at (guint index)
{
  return wadi_hex_flag_name ((WadiHexFlags) (1u << index));
}

static const char *
side_feature_at (guint index)
{
  return wadi_side_feature_name ((WadiSideFeatures) (1u << index));
}

static const char *
stream_depth_at (guint index)
{
  return wadi_stream_depth_name ((WadiStreamDepth) index);
}

static const char *
counter_kind_at (guint index)
{
  return wadi_counter_kind_name ((WadiCounterKind) index);
}

static const char *
unit_class_at (guint index)
{
  return wadi_unit_class_name ((WadiUnitClass) index);
}

static const char *
position_at (guint index)
{
  return wadi_position_name ((WadiPosition) index);
}

static const char *
flat_direction_at (guint index)
{
  return wadi_format_direction_name (WADI_GRID_FLAT_TOP, (WadiDirection) index);
}

static const char *
pointy_direction_at (guint index)
{
  return wadi_format_direction_name (WADI_GRID_POINTY_TOP, (WadiDirection) index);
}

static const char *
orientation_at (guint index)
{
  return wadi_format_orientation_name ((WadiGridOrientation) index);
}

static const char *
stagger_at (guint index)
{
  return wadi_format_stagger_name ((WadiStagger) index);
}

static const char *
labels_at (guint index)
{
  return wadi_format_labels_name ((WadiLabelKind) index);
}

static void
fail_name (Reader     *reader,
           const char *attribute,
           const char *value,
           NameAt      name_at,
           guint       count)
{
  g_autofree char *names = name_list (name_at, count);

  fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                "unknown %s “%s”, expected %s", attribute, quoted (reader, value), names);
}

/* Attributes. */

/* strcmp () == 0 for the short names of the format, without a call: it runs
 * for every attribute of every element of a file. */
static inline gboolean
same_name (const char *a,
           const char *b)
{
  while (*a != '\0' && *a == *b)
    {
      a++;
      b++;
    }
  return *a == *b;
}

/* The index of value among the count spellings of name_at; the spellings
 * come from wadi-format-private.h, so the writer writes the same ones. */
static gboolean
spelling_attribute (Reader     *reader,
                    const char *attribute,
                    const char *value,
                    NameAt      name_at,
                    guint       count,
                    guint      *index)
{
  for (guint i = 0; i < count; i++)
    if (same_name (value, name_at (i)))
      {
        *index = i;
        return TRUE;
      }
  fail_name (reader, attribute, value, name_at, count);
  return FALSE;
}

/* Copies the values of the attributes named in names (NULL-terminated)
 * into values (NULL where absent), NUL-terminated.  Any other attribute is
 * an error. */
static gboolean
collect_attributes (Reader            *reader,
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
      gsize length = (gsize) (attributes[i * 5 + 4] - attributes[i * 5 + 3]);

      if (length > WADI_FORMAT_MAX_TEXT)
        {
          fail_element (reader, WADI_FORMAT_ERROR_FORBIDDEN,
                        "attribute %s of <%s> is %" G_GSIZE_FORMAT " bytes long, expected at most %d",
                        (const char *) attributes[i * 5], element_names[element], length,
                        WADI_FORMAT_MAX_TEXT);
          return FALSE;
        }
      total += length + 1;
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
        if (same_name (local, names[k]))
          break;
      if (k == n_names || prefix != NULL)
        {
          g_autofree char *allowed = g_strjoinv (", ", (char **) names);

          fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                        "unknown attribute %s%s%s on <%s>, expected %s%s",
                        prefix != NULL ? prefix : "", prefix != NULL ? ":" : "", local,
                        element_names[element],
                        n_names > 0 ? "only " : "no attributes",
                        allowed);
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

static gboolean
require (Reader     *reader,
         Element     element,
         const char *name,
         const char *value)
{
  if (value != NULL)
    return TRUE;
  fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                "<%s> has no %s attribute, expected one", element_names[element], name);
  return FALSE;
}

/* A whole number: an optional '-' and digits, nothing else. */
static gboolean
parse_number (const char *text,
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

static gboolean
number_attribute (Reader     *reader,
                  const char *name,
                  const char *value,
                  gint64      min,
                  gint64      max,
                  gint64     *result)
{
  if (parse_number (value, min, max, result))
    return TRUE;
  fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                "%s “%s” is not valid, expected a whole number from %" G_GINT64_FORMAT
                " to %" G_GINT64_FORMAT,
                name, quoted (reader, value), min, max);
  return FALSE;
}

static gboolean
level_attribute (Reader     *reader,
                 const char *name,
                 const char *value,
                 gint8      *level)
{
  gint64 number;

  if (value == NULL)
    return TRUE;
  if (!number_attribute (reader, name, value, G_MININT8, G_MAXINT8, &number))
    return FALSE;
  *level = (gint8) number;
  return TRUE;
}

static gboolean
bool_attribute (Reader     *reader,
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
      fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                    "%s “%s” is not valid, expected true or false", name, quoted (reader, value));
      return FALSE;
    }
  return TRUE;
}

/* An element or attribute a file of an older format version cannot have:
 * FALSE, with the error, in such a file. */
static gboolean
since_version (Reader *reader,
               Element element,
               gint64  version)
{
  if (reader->version >= version)
    return TRUE;
  fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                "<%s> or its attributes in a format version %" G_GINT64_FORMAT " file, expected them only from version %" G_GINT64_FORMAT,
                element_names[element], reader->version, version);
  return FALSE;
}

/* The terrain, level, depression, floor and flags attributes of a <hex>,
 * or of a <board> for its default hex; absent ones keep cell's value. */
static gboolean
cell_attributes (Reader      *reader,
                 const char  *terrain,
                 const char  *level,
                 const char  *depression,
                 const char  *floor,
                 const char  *flags,
                 WadiHexCell *cell)
{
  if (terrain != NULL)
    {
      WadiTerrain value;

      if (!wadi_terrain_from_name (terrain, &value))
        {
          fail_name (reader, "terrain", terrain, terrain_at, WADI_TERRAIN_COUNT);
          return FALSE;
        }
      cell->terrain = (guint8) value;
    }
  if (!level_attribute (reader, "level", level, &cell->level))
    return FALSE;
  if (depression != NULL)
    {
      WadiDepression value;

      if (!wadi_depression_from_name (depression, &value))
        {
          fail_name (reader, "depression", depression, depression_at, WADI_DEPRESSION_COUNT);
          return FALSE;
        }
      cell->depression = (guint8) value;
    }
  if (!level_attribute (reader, "floor", floor, &cell->floor))
    return FALSE;
  if (flags != NULL)
    {
      g_autofree char *bad_word = NULL;
      guint            value = 0;

      if (!wadi_hex_flags_from_string (flags, &value, &bad_word))
        {
          g_autofree char *names = name_list (hex_flag_at, WADI_HEX_FLAG_COUNT_);

          fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                        "unknown hex flag “%s”, expected a space-separated list of %s",
                        quoted (reader, bad_word), names);
          return FALSE;
        }
      cell->flags = (guint8) value;
    }
  return TRUE;
}

/* The label module's message, as the second half of ours. */
static void
fail_label (Reader       *reader,
            const char   *name,
            const GError *label_error)
{
  g_autofree char *message = g_strdup (label_error->message);

  if (g_ascii_isupper (message[0]) && g_ascii_islower (message[1]))
    message[0] = g_ascii_tolower (message[0]);
  fail_element (reader, WADI_FORMAT_ERROR_INVALID, "attribute %s: %s", name, message);
}

/* A hex label of board, which must be on it. */
static gboolean
hex_attribute (Reader          *reader,
               const WadiBoard *board,
               const char      *name,
               const char      *label,
               WadiHex         *hex)
{
  g_autoptr(GError) local_error = NULL;

  if (wadi_board_parse_hex (board, label, hex, &local_error))
    return TRUE;
  fail_label (reader, name, local_error);
  return FALSE;
}

/* A label of board index of the map, as a map hex. */
static gboolean
map_hex_attribute (Reader     *reader,
                   guint       board,
                   const char *name,
                   const char *label,
                   WadiHex    *hex)
{
  g_autoptr(GError) local_error = NULL;

  if (wadi_map_parse_board_hex (reader->scenario->map, board, label, hex, &local_error))
    return TRUE;
  fail_label (reader, name, local_error);
  return FALSE;
}

/* The board named by value; when there is no value, the first board,
 * which must exist. */
static gboolean
board_attribute (Reader     *reader,
                 const char *value,
                 guint      *board)
{
  if (value == NULL)
    {
      if (wadi_map_board_count (reader->scenario->map) == 0)
        {
          fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                        "no board attribute and no <board> above, expected a <board> first");
          return FALSE;
        }
      *board = 0;
      return TRUE;
    }
  if (wadi_scenario_find_board (reader->scenario, value, board))
    return TRUE;
  fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                "unknown board “%s”, expected the id of a <board> above", quoted (reader, value));
  return FALSE;
}

static gboolean
pending_board_exists (Reader     *reader,
                      const char *id)
{
  for (guint i = 0; i < reader->map_boards->len; i++)
    if (g_strcmp0 (((const WadiBoard *) g_ptr_array_index (reader->map_boards, i))->id, id) == 0)
      return TRUE;
  return FALSE;
}

static gboolean
direction_attribute (Reader             *reader,
                     const char         *name,
                     const char         *value,
                     WadiGridOrientation orientation,
                     WadiDirection      *dir)
{
  WadiDirection d;

  for (d = 0; d < WADI_DIRECTION_COUNT; d++)
    if (strcmp (value, wadi_format_direction_name (orientation, d)) == 0)
      {
        *dir = d;
        return TRUE;
      }
  {
    g_autofree char *names = name_list (orientation == WADI_GRID_POINTY_TOP
                                            ? pointy_direction_at
                                            : flat_direction_at,
                                        WADI_DIRECTION_COUNT);

    fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                  "unknown %s “%s” on a %s board, expected %s",
                  name, quoted (reader, value), wadi_format_orientation_name (orientation), names);
  }
  return FALSE;
}

/* The elements. */

static void
start_scenario (Reader         *reader,
                int             n_attributes,
                const xmlChar **attributes)
{
  static const char *const names[] = { "version", "ruleset", "kind", NULL };
  enum
  {
    VERSION,
    RULESET,
    KIND
  };
  const char   *values[G_N_ELEMENTS (names)];
  gint64        version;
  WadiRulesetId ruleset;
  gboolean      is_overlay = FALSE;

  if (!collect_attributes (reader, ELEMENT_SCENARIO, names, n_attributes, attributes, values))
    return;
  /* The version first: a newer file is refused for being newer, whatever
   * else it holds. */
  if (!require (reader, ELEMENT_SCENARIO, "version", values[VERSION]))
    return;
  if (!parse_number (values[VERSION], 1, G_MAXINT32, &version))
    {
      fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                    "version “%s” is not a format version, expected %d",
                    quoted (reader, values[VERSION]), WADI_FORMAT_VERSION);
      return;
    }
  if (version > WADI_FORMAT_VERSION)
    {
      fail_element (reader, WADI_FORMAT_ERROR_VERSION,
                    "the file is format version %" G_GINT64_FORMAT ", written by a newer Wadi, "
                    "expected version %d or older",
                    version, WADI_FORMAT_VERSION);
      return;
    }
  if (!require (reader, ELEMENT_SCENARIO, "ruleset", values[RULESET]))
    return;
  if (!ruleset_from_file_name (values[RULESET], version, &ruleset))
    {
      fail_name (reader, "ruleset", values[RULESET], version >= 2 ? ruleset_at : ruleset_v1_at,
                 WADI_RULESET_COUNT);
      return;
    }
  if (values[KIND] != NULL)
    {
      if (version < 4)
        {
          fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                        "kind in a format version %" G_GINT64_FORMAT " file, expected it only from version 4",
                        version);
          return;
        }
      if (strcmp (values[KIND], "overlay") == 0)
        is_overlay = TRUE;
      else if (strcmp (values[KIND], "scenario") != 0)
        {
          fail_element (reader, WADI_FORMAT_ERROR_INVALID, "unknown kind “%s”, expected scenario or overlay",
                        quoted (reader, values[KIND]));
          return;
        }
    }
  reader->scenario = wadi_scenario_new (ruleset);
  reader->scenario->is_overlay = is_overlay;
  reader->version = version;
}

static void
start_ssr (Reader         *reader,
           int             n_attributes,
           const xmlChar **attributes)
{
  static const char *const names[] = {
    "stream-depth", "frozen", "snow", "toi-wadi-rules", "toi-stream-bridges-block-los", NULL
  };
  enum
  {
    STREAM_DEPTH,
    FROZEN,
    SNOW,
    TOI_WADI_RULES,
    TOI_STREAM_BRIDGES_BLOCK_LOS
  };
  const char *values[G_N_ELEMENTS (names)];
  WadiSsr     ssr;

  if (!collect_attributes (reader, ELEMENT_SSR, names, n_attributes, attributes, values))
    return;
  wadi_ssr_init_default (&ssr);
  if (values[STREAM_DEPTH] != NULL && !wadi_stream_depth_from_name (values[STREAM_DEPTH], &ssr.stream_depth))
    {
      fail_name (reader, "stream-depth", values[STREAM_DEPTH], stream_depth_at, WADI_STREAM_DEPTH_COUNT);
      return;
    }
  if (!bool_attribute (reader, names[FROZEN], values[FROZEN], &ssr.frozen)
      || !bool_attribute (reader, names[SNOW], values[SNOW], &ssr.snow)
      || !bool_attribute (reader, names[TOI_WADI_RULES], values[TOI_WADI_RULES], &ssr.toi_wadi_rules)
      || !bool_attribute (reader, names[TOI_STREAM_BRIDGES_BLOCK_LOS],
                          values[TOI_STREAM_BRIDGES_BLOCK_LOS], &ssr.toi_stream_bridges_block_los))
    return;
  reader->scenario->ssr = ssr;
}

static void
start_board (Reader         *reader,
             gboolean        in_overlay,
             int             n_attributes,
             const xmlChar **attributes)
{
  static const char *const names[] = {
    "id", "columns", "rows", "orientation", "stagger", "labels", "first-column", "first-row",
    "terrain", "level", "depression", "floor", "flags", "map-column", "map-row", "turn", NULL
  };
  enum
  {
    ID,
    COLUMNS,
    ROWS,
    ORIENTATION,
    STAGGER,
    LABELS,
    FIRST_COLUMN,
    FIRST_ROW,
    TERRAIN,
    LEVEL,
    DEPRESSION,
    FLOOR,
    FLAGS,
    MAP_COLUMN,
    MAP_ROW,
    TURN
  };
  const char    *values[G_N_ELEMENTS (names)];
  WadiGridLayout layout = { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD };
  WadiLabelKind  labels = WADI_LABEL_ASL;
  WadiHexCell    cell = { WADI_TERRAIN_OPEN, 0, WADI_DEPRESSION_NONE, 0, 0, 0 };
  gint64         cols;
  gint64         rows;
  gint64         first_col = 1;
  gint64         first_row = 1;
  gint64         map_column = 0;
  gint64         map_row = 0;
  gint64         turn = 0;
  guint64        n_hexes;
  guint          index;

  if (!collect_attributes (reader, ELEMENT_BOARD, names, n_attributes, attributes, values))
    return;

  if (in_overlay)
    {
      if (reader->overlay_fragment != NULL || reader->board != NULL)
        {
          fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                        "a second <board> in <overlay>, expected exactly one");
          return;
        }
      if (values[MAP_COLUMN] != NULL || values[MAP_ROW] != NULL || values[TURN] != NULL)
        {
          fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                        "map-column, map-row or turn on an overlay's <board>, expected them only on the boards of the map (an overlay is placed by <place>)");
          return;
        }
    }
  else
    {
      if (!require (reader, ELEMENT_BOARD, "id", values[ID]))
        return;
      if (values[ID][0] == '\0')
        {
          fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                        "the board id is empty, expected a name such as 25");
          return;
        }
      if (pending_board_exists (reader, values[ID]))
        {
          fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                        "a second board with id “%s”, expected each board id once",
                        quoted (reader, values[ID]));
          return;
        }
      if (reader->map_boards->len >= WADI_FORMAT_MAX_BOARDS)
        {
          fail_element (reader, WADI_FORMAT_ERROR_FORBIDDEN,
                        "too many boards, expected at most %d", WADI_FORMAT_MAX_BOARDS);
          return;
        }
    }

  if (!require (reader, ELEMENT_BOARD, "columns", values[COLUMNS])
      || !number_attribute (reader, "columns", values[COLUMNS], 1, WADI_BOARD_MAX_SIDE, &cols)
      || !require (reader, ELEMENT_BOARD, "rows", values[ROWS])
      || !number_attribute (reader, "rows", values[ROWS], 1, WADI_BOARD_MAX_SIDE, &rows))
    return;
  n_hexes = (guint64) cols * (guint64) rows;
  if (reader->total_hexes + n_hexes > WADI_FORMAT_MAX_HEXES)
    {
      fail_element (reader, WADI_FORMAT_ERROR_FORBIDDEN,
                    "the boards and overlays hold more than %d hexes in all, expected at most %d",
                    WADI_FORMAT_MAX_HEXES, WADI_FORMAT_MAX_HEXES);
      return;
    }
  reader->total_hexes += n_hexes;

  if (values[ORIENTATION] != NULL)
    {
      if (!spelling_attribute (reader, "orientation", values[ORIENTATION], orientation_at, 2, &index))
        return;
      layout.orientation = (WadiGridOrientation) index;
    }
  if (values[STAGGER] != NULL)
    {
      if (!spelling_attribute (reader, "stagger", values[STAGGER], stagger_at, 2, &index))
        return;
      layout.stagger = (WadiStagger) index;
    }
  if (values[LABELS] != NULL)
    {
      if (!spelling_attribute (reader, "labels", values[LABELS], labels_at, 2, &index))
        return;
      labels = (WadiLabelKind) index;
    }
  if (values[FIRST_COLUMN] != NULL)
    {
      if (labels != WADI_LABEL_NUMERIC)
        {
          fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                        "first-column on a board with asl labels, expected it only with labels=\"numeric\"");
          return;
        }
      if (!number_attribute (reader, "first-column", values[FIRST_COLUMN], 0, 9999, &first_col))
        return;
    }
  if (values[FIRST_ROW] != NULL
      && !number_attribute (reader, "first-row", values[FIRST_ROW], 0, 9999, &first_row))
    return;
  if (!cell_attributes (reader, values[TERRAIN], values[LEVEL], values[DEPRESSION],
                        values[FLOOR], values[FLAGS], &cell))
    return;
  if ((values[MAP_COLUMN] != NULL
       && !number_attribute (reader, "map-column", values[MAP_COLUMN], -WADI_BOARD_MAX_SIDE, WADI_BOARD_MAX_SIDE, &map_column))
      || (values[MAP_ROW] != NULL
          && !number_attribute (reader, "map-row", values[MAP_ROW], -WADI_BOARD_MAX_SIDE, WADI_BOARD_MAX_SIDE, &map_row))
      || (values[TURN] != NULL && !number_attribute (reader, "turn", values[TURN], 0, 300, &turn)))
    return;
  if (turn % 60 != 0)
    {
      fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                    "turn “%s” is not a multiple of 60, expected 0, 60, 120, 180, 240 or 300",
                    quoted (reader, values[TURN]));
      return;
    }
  if (reader->version < 3 && (values[MAP_COLUMN] != NULL || values[MAP_ROW] != NULL || values[TURN] != NULL))
    {
      fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                    "map-column, map-row or turn in a format version %" G_GINT64_FORMAT " file, expected them only from version 3",
                    reader->version);
      return;
    }
  reader->board_placement = (WadiMapPlacement) { { (int) map_column, (int) map_row }, (guint) (turn / 60) };
  if (!in_overlay)
    {
      int position[2];

      tag_position (reader, &position[0], &position[1]);
      g_array_append_vals (reader->map_positions, position, 2);
    }

  reader->board = wadi_board_new (values[ID], (int) cols, (int) rows, layout, labels, (int) first_row);
  if (labels == WADI_LABEL_NUMERIC)
    reader->board->labels.first_col = (int) first_col;
  wadi_board_set_default (reader->board, &cell);
  reader->hex_seen = g_malloc0 ((gsize) ((n_hexes + 7) / 8));
}

static void
end_board (Reader  *reader,
           gboolean in_overlay)
{
  g_clear_pointer (&reader->hex_seen, g_free);
  if (in_overlay)
    reader->overlay_fragment = g_steal_pointer (&reader->board);
  else
    {
      g_ptr_array_add (reader->map_boards, g_steal_pointer (&reader->board));
      g_array_append_val (reader->map_placements, reader->board_placement);
    }
}

/* Lays the boards read out as the map, once, before anything that names
 * a hex of the map. */
static void
lay_out_map (Reader *reader)
{
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GPtrArray) boards = NULL;
  guint culprit = 0;

  if (reader->map_laid_out)
    return;
  reader->map_laid_out = TRUE;
  boards = g_steal_pointer (&reader->map_boards);
  reader->map_boards = g_ptr_array_new_with_free_func ((GDestroyNotify) wadi_board_free);
  if (reader->version < 3)
    {
      /* Versions 1 and 2 had no map: the boards lie one below the other. */
      /* Laid one below the other, the boards can fail to be a map only
       * for a flat-top board beside a pointy-top one. */
      if (!wadi_scenario_stack_boards (reader->scenario, g_steal_pointer (&boards), &local_error))
        fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                      "the boards of this version %" G_GINT64_FORMAT " file do not make one map: %s",
                      reader->version, local_error->message);
      return;
    }
  g_ptr_array_set_free_func (boards, NULL);
  /* A fresh scenario: nothing lies on the map yet to move with it. */
  if (!wadi_map_lay_out_full (reader->scenario->map, g_steal_pointer (&boards),
                              (const WadiMapPlacement *) (gpointer) reader->map_placements->data, &culprit,
                              &local_error))
    fail_at (reader, WADI_FORMAT_ERROR_INVALID, g_array_index (reader->map_positions, int, 2 * culprit),
             g_array_index (reader->map_positions, int, 2 * culprit + 1), "%s", local_error->message);
}

static void
start_hex (Reader         *reader,
           int             n_attributes,
           const xmlChar **attributes)
{
  static const char *const names[] = { "at", "terrain", "level", "depression", "floor", "flags", NULL };
  enum
  {
    AT,
    TERRAIN,
    LEVEL,
    DEPRESSION,
    FLOOR,
    FLAGS
  };
  const char *values[G_N_ELEMENTS (names)];
  WadiBoard  *board = reader->board;
  WadiHexCell cell = board->default_cell;
  WadiHex     hex;
  guint       index;

  if (!collect_attributes (reader, ELEMENT_HEX, names, n_attributes, attributes, values)
      || !require (reader, ELEMENT_HEX, "at", values[AT])
      || !hex_attribute (reader, board, "at", values[AT], &hex))
    return;
  index = wadi_board_index (board, hex);
  if (reader->hex_seen[index / 8] & (1u << (index % 8)))
    {
      fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                    "hex %s is described twice, expected each hex at most once", values[AT]);
      return;
    }
  reader->hex_seen[index / 8] |= (guint8) (1u << (index % 8));
  if (!cell_attributes (reader, values[TERRAIN], values[LEVEL], values[DEPRESSION],
                        values[FLOOR], values[FLAGS], &cell))
    return;
  wadi_board_set_cell (board, hex, &cell);
}

static void
start_side (Reader         *reader,
            int             n_attributes,
            const xmlChar **attributes)
{
  static const char *const names[] = { "at", "dir", "features", NULL };
  enum
  {
    AT,
    DIR,
    FEATURES
  };
  const char      *values[G_N_ELEMENTS (names)];
  WadiBoard       *board = reader->board;
  g_autofree char *bad_word = NULL;
  WadiHexside      side;
  guint            features = 0;

  if (!collect_attributes (reader, ELEMENT_SIDE, names, n_attributes, attributes, values)
      || !require (reader, ELEMENT_SIDE, "at", values[AT])
      || !require (reader, ELEMENT_SIDE, "dir", values[DIR])
      || !require (reader, ELEMENT_SIDE, "features", values[FEATURES])
      || !hex_attribute (reader, board, "at", values[AT], &side.hex)
      || !direction_attribute (reader, "dir", values[DIR], board->layout.orientation, &side.dir))
    return;
  if (!wadi_side_features_from_string (values[FEATURES], &features, &bad_word) || features == 0)
    {
      g_autofree char *names_list = name_list (side_feature_at, WADI_SIDE_FEATURE_COUNT_);

      if (bad_word != NULL)
        fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                      "unknown hexside feature “%s”, expected a space-separated list of %s",
                      quoted (reader, bad_word), names_list);
      else
        fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                      "<side> has no features, expected at least one of %s", names_list);
      return;
    }
  if ((features & WADI_SIDE_ANY_ROAD) != 0 && reader->version < 4)
    {
      fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                    "a road hexside feature in a format version %" G_GINT64_FORMAT " file, expected roads through hexsides only from version 4",
                    reader->version);
      return;
    }
  side = wadi_hexside_canonical (board->layout, side);
  if (wadi_board_get_side (board, side) != 0)
    {
      fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                    "hexside %s %s is described twice (perhaps from the hex across it), "
                    "expected each hexside at most once",
                    values[AT], values[DIR]);
      return;
    }
  if (!wadi_board_set_side (board, side, features))
    fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                  "hexside %s %s cannot be stored, expected a hexside of a board hex",
                  values[AT], values[DIR]);
}

static void
start_overlay (Reader         *reader,
               int             n_attributes,
               const xmlChar **attributes)
{
  static const char *const names[] = { "id", NULL };
  enum
  {
    ID
  };
  const char *values[G_N_ELEMENTS (names)];

  if (!collect_attributes (reader, ELEMENT_OVERLAY, names, n_attributes, attributes, values)
      || !require (reader, ELEMENT_OVERLAY, "id", values[ID]))
    return;
  if (values[ID][0] == '\0')
    {
      fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                    "the overlay id is empty, expected a name such as W1");
      return;
    }
  if (wadi_scenario_find_overlay (reader->scenario, values[ID], NULL))
    {
      fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                    "a second overlay with id “%s”, expected each overlay id once",
                    quoted (reader, values[ID]));
      return;
    }
  if (reader->scenario->overlays->len >= WADI_FORMAT_MAX_OVERLAYS)
    {
      fail_element (reader, WADI_FORMAT_ERROR_FORBIDDEN,
                    "too many overlays, expected at most %d", WADI_FORMAT_MAX_OVERLAYS);
      return;
    }
  reader->overlay_id = g_strdup (values[ID]);
}

static void
end_overlay (Reader *reader)
{
  if (reader->overlay_fragment == NULL)
    {
      fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                    "overlay “%s” has no <board>, expected exactly one",
                    quoted (reader, reader->overlay_id));
      return;
    }
  wadi_scenario_add_overlay (reader->scenario, reader->overlay_id,
                             g_steal_pointer (&reader->overlay_fragment));
  g_clear_pointer (&reader->overlay_id, g_free);
}

static void
start_place (Reader         *reader,
             int             n_attributes,
             const xmlChar **attributes)
{
  static const char *const names[] = { "overlay", "board", "at", "orientation", NULL };
  enum
  {
    OVERLAY,
    BOARD,
    AT,
    ORIENTATION
  };
  const char          *values[G_N_ELEMENTS (names)];
  WadiOverlayPlacement placement = { 0 };
  gint64               orientation = 0;
  guint                board;

  if (!collect_attributes (reader, ELEMENT_PLACE, names, n_attributes, attributes, values)
      || !require (reader, ELEMENT_PLACE, "overlay", values[OVERLAY])
      || !require (reader, ELEMENT_PLACE, "at", values[AT]))
    return;
  if (reader->scenario->placements->len >= WADI_FORMAT_MAX_PLACEMENTS)
    {
      fail_element (reader, WADI_FORMAT_ERROR_FORBIDDEN,
                    "too many overlay placements, expected at most %d", WADI_FORMAT_MAX_PLACEMENTS);
      return;
    }
  if (!wadi_scenario_find_overlay (reader->scenario, values[OVERLAY], &placement.overlay))
    {
      fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                    "unknown overlay “%s”, expected the id of an <overlay> above",
                    quoted (reader, values[OVERLAY]));
      return;
    }
  /* Each placement is stamped on the map hex by hex: what they cover in
   * all is bounded like the hexes of the boards, so a short file of many
   * placements of a huge overlay cannot take hours. */
  reader->placed_hexes += wadi_board_hex_count (
      ((const WadiOverlay *) g_ptr_array_index (reader->scenario->overlays, placement.overlay))->fragment);
  if (reader->placed_hexes > WADI_FORMAT_MAX_HEXES)
    {
      fail_element (reader, WADI_FORMAT_ERROR_FORBIDDEN,
                    "the overlays placed cover more than %d hexes in all, expected at most %d",
                    WADI_FORMAT_MAX_HEXES, WADI_FORMAT_MAX_HEXES);
      return;
    }
  if (!board_attribute (reader, values[BOARD], &board)
      || !map_hex_attribute (reader, board, "at", values[AT], &placement.anchor))
    return;
  if (values[ORIENTATION] != NULL
      && !number_attribute (reader, "orientation", values[ORIENTATION], 0, 5, &orientation))
    return;
  placement.orientation = (guint) orientation;
  g_array_append_val (reader->scenario->placements, placement);
}

/* Counters are kept sorted by id, and files may list them in any order:
 * inserting each in its place would cost the square of their number for a
 * file that lists them backwards.  So they are appended, their ids kept in
 * a set once they come out of order, and sorted once at the end. */
static void
add_counter (Reader            *reader,
             const WadiCounter *counter)
{
  GArray     *counters = reader->scenario->counters;
  WadiCounter copy;

  if (reader->counter_ids == NULL && counters->len > 0
      && g_array_index (counters, WadiCounter, counters->len - 1).id >= counter->id)
    {
      reader->counter_ids = g_hash_table_new (NULL, NULL);
      for (guint i = 0; i < counters->len; i++)
        g_hash_table_add (reader->counter_ids, GUINT_TO_POINTER (g_array_index (counters, WadiCounter, i).id));
    }
  if (reader->counter_ids != NULL && !g_hash_table_add (reader->counter_ids, GUINT_TO_POINTER (counter->id)))
    {
      fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                    "a second counter with id %u, expected each counter id once", counter->id);
      return;
    }
  /* The counter is copied, strings and all. */
  wadi_counter_copy_into (&copy, counter);
  g_array_append_val (counters, copy);
  reader->scenario->next_counter_id = MAX (reader->scenario->next_counter_id, counter->id + 1);
}

static int
compare_counter_ids (gconstpointer a,
                     gconstpointer b)
{
  guint ia = ((const WadiCounter *) a)->id;
  guint ib = ((const WadiCounter *) b)->id;

  return ia < ib ? -1 : ia > ib;
}

static void
sort_counters (Reader *reader)
{
  if (reader->counter_ids != NULL)
    g_array_sort (reader->scenario->counters, compare_counter_ids);
}

/* The counter kinds an attribute belongs to, or NULL when it belongs to
 * every kind. */
static const char *
counter_attribute_kinds (const char *name)
{
  if (strcmp (name, "centre") == 0)
    return "crest";
  if (strcmp (name, "vertex") == 0 || strcmp (name, "hd-rear") == 0)
    return "vehicle-crest";
  if (strcmp (name, "class") == 0)
    return "unit and vehicle-crest";
  if (strcmp (name, "position") == 0)
    return "unit";
  if (strcmp (name, "strength") == 0)
    return "unit and vehicle-crest";
  return NULL;
}

static gboolean
counter_attribute_applies (const char     *name,
                           WadiCounterKind kind)
{
  if (strcmp (name, "centre") == 0)
    return kind == WADI_COUNTER_CREST;
  if (strcmp (name, "vertex") == 0 || strcmp (name, "hd-rear") == 0)
    return kind == WADI_COUNTER_VEHICLE_CREST;
  if (strcmp (name, "class") == 0)
    return kind == WADI_COUNTER_VEHICLE_CREST || kind == WADI_COUNTER_UNIT;
  if (strcmp (name, "position") == 0)
    return kind == WADI_COUNTER_UNIT;
  if (strcmp (name, "strength") == 0)
    return kind == WADI_COUNTER_VEHICLE_CREST || kind == WADI_COUNTER_UNIT;
  return TRUE;
}

static void
start_counter (Reader         *reader,
               int             n_attributes,
               const xmlChar **attributes)
{
  static const char *const names[] = {
    "id", "kind", "board", "at", "centre", "vertex", "class", "hd-rear", "position", "side", "name",
    "strength", "hidden", NULL
  };
  enum
  {
    ID,
    KIND,
    BOARD,
    AT,
    CENTRE,
    VERTEX,
    CLASS,
    HD_REAR,
    POSITION,
    SIDE,
    NAME,
    STRENGTH,
    HIDDEN
  };
  const char      *values[G_N_ELEMENTS (names)];
  WadiCounter      counter = { 0 };
  const WadiBoard *board;
  guint            board_index;
  g_autoptr(GError) local_error = NULL;
  gint64 number;
  guint  i;

  if (!collect_attributes (reader, ELEMENT_COUNTER, names, n_attributes, attributes, values)
      || !require (reader, ELEMENT_COUNTER, "id", values[ID])
      || !number_attribute (reader, "id", values[ID], 1, G_MAXUINT32, &number))
    return;
  counter.id = (guint) number;
  if (reader->scenario->counters->len >= WADI_FORMAT_MAX_COUNTERS)
    {
      fail_element (reader, WADI_FORMAT_ERROR_FORBIDDEN,
                    "too many counters, expected at most %d", WADI_FORMAT_MAX_COUNTERS);
      return;
    }
  if (!require (reader, ELEMENT_COUNTER, "kind", values[KIND]))
    return;
  if (!wadi_counter_kind_from_name (values[KIND], &counter.kind))
    {
      fail_name (reader, "counter kind", values[KIND], counter_kind_at, WADI_COUNTER_KIND_COUNT);
      return;
    }
  for (i = 0; names[i] != NULL; i++)
    if (values[i] != NULL && !counter_attribute_applies (names[i], counter.kind))
      {
        fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                      "attribute %s does not apply to a %s counter, expected it only on %s counters",
                      names[i], values[KIND], counter_attribute_kinds (names[i]));
        return;
      }

  if (!require (reader, ELEMENT_COUNTER, "at", values[AT]))
    return;
  if (values[BOARD] != NULL)
    {
      if (!board_attribute (reader, values[BOARD], &board_index)
          || !map_hex_attribute (reader, board_index, "at", values[AT], &counter.hex))
        return;
    }
  else if (!wadi_scenario_parse_location (reader->scenario, values[AT], &counter.hex, &local_error))
    {
      fail_label (reader, "at", local_error);
      return;
    }
  board = wadi_scenario_grid (reader->scenario);

  switch (counter.kind)
    {
    case WADI_COUNTER_CREST:
      if (!require (reader, ELEMENT_COUNTER, "centre", values[CENTRE])
          || !direction_attribute (reader, "centre", values[CENTRE], board->layout.orientation,
                                   &counter.centre))
        return;
      break;
    case WADI_COUNTER_VEHICLE_CREST:
      if (!require (reader, ELEMENT_COUNTER, "vertex", values[VERTEX])
          || !number_attribute (reader, "vertex", values[VERTEX], 0, 5, &number))
        return;
      counter.vertex = (WadiVertexIndex) number;
      if (!bool_attribute (reader, "hd-rear", values[HD_REAR], &counter.hd_rear))
        return;
      break;
    case WADI_COUNTER_UNIT:
      if (values[POSITION] != NULL && !wadi_position_from_name (values[POSITION], &counter.position))
        {
          fail_name (reader, "position", values[POSITION], position_at, WADI_POSITION_COUNT);
          return;
        }
      break;
    case WADI_COUNTER_FORD:
    case WADI_COUNTER_BRIDGE:
    case WADI_COUNTER_WIRE:
    case WADI_COUNTER_MINEFIELD:
    case WADI_COUNTER_FOXHOLE:
    case WADI_COUNTER_KIND_COUNT:
    default:
      break;
    }
  if (counter.kind == WADI_COUNTER_UNIT || counter.kind == WADI_COUNTER_VEHICLE_CREST)
    {
      if (!require (reader, ELEMENT_COUNTER, "class", values[CLASS]))
        return;
      if (!wadi_unit_class_from_name (values[CLASS], &counter.unit_class))
        {
          fail_name (reader, "class", values[CLASS], unit_class_at, WADI_UNIT_CLASS_COUNT);
          return;
        }
    }
  if ((values[STRENGTH] != NULL || values[HIDDEN] != NULL) && !since_version (reader, ELEMENT_COUNTER, 4))
    return;
  if (!bool_attribute (reader, "hidden", values[HIDDEN], &counter.hidden))
    return;
  counter.side = (char *) values[SIDE];
  counter.name = (char *) values[NAME];
  counter.strength = (char *) values[STRENGTH];

  add_counter (reader, &counter);
}

static void
start_force (Reader         *reader,
             int             n_attributes,
             const xmlChar **attributes)
{
  static const char *const names[] = { "name", "nationality", "moves-first", NULL };
  enum
  {
    NAME,
    NATIONALITY,
    MOVES_FIRST
  };
  const char      *values[G_N_ELEMENTS (names)];
  WadiScenarioSide side = { 0 };

  if (!since_version (reader, ELEMENT_FORCE, 4)
      || !collect_attributes (reader, ELEMENT_FORCE, names, n_attributes, attributes, values)
      || !require (reader, ELEMENT_FORCE, "name", values[NAME])
      || !bool_attribute (reader, "moves-first", values[MOVES_FIRST], &side.moves_first))
    return;
  if (reader->scenario->sides->len >= WADI_FORMAT_MAX_FORCES)
    {
      fail_element (reader, WADI_FORMAT_ERROR_FORBIDDEN, "too many forces, expected at most %d",
                    WADI_FORMAT_MAX_FORCES);
      return;
    }
  side.name = g_strdup (values[NAME]);
  side.nationality = g_strdup (values[NATIONALITY]);
  g_array_append_val (reader->scenario->sides, side);
}

static void
end_turns (Reader *reader)
{
  gint64 turns;

  /* a number, spaces around it allowed as in any text */
  g_strstrip (reader->text->str);
  reader->text->len = strlen (reader->text->str);
  if (!number_attribute (reader, "turns", reader->text->str, 1, WADI_FORMAT_MAX_TURNS, &turns))
    return;
  reader->scenario->turns = (guint) turns;
}

static void
end_special_rule (Reader *reader)
{
  if (reader->scenario->special_rules->len >= WADI_FORMAT_MAX_SPECIAL_RULES)
    {
      fail_element (reader, WADI_FORMAT_ERROR_FORBIDDEN, "too many special rules, expected at most %d",
                    WADI_FORMAT_MAX_SPECIAL_RULES);
      return;
    }
  g_ptr_array_add (reader->scenario->special_rules, g_strndup (reader->text->str, reader->text->len));
}

static void
set_text (char   **field,
          GString *text)
{
  g_free (*field);
  *field = g_strndup (text->str, text->len);
}

/* The SAX callbacks. */

static Element
lookup_element (const char *name)
{
  int i;

  for (i = 0; i < ELEMENT_COUNT; i++)
    if (strcmp (name, element_names[i]) == 0)
      return (Element) i;
  return ELEMENT_COUNT;
}

static gboolean
check_order (Reader *reader,
             Element parent,
             Element element)
{
  int  rank;
  int *last;

  if (parent == ELEMENT_SCENARIO)
    {
      rank = scenario_child_rank (element);
      last = &reader->scenario_rank;
    }
  else if (parent == ELEMENT_METADATA)
    {
      rank = metadata_child_rank (element);
      last = &reader->metadata_rank;
    }
  else
    return TRUE;

  if (rank < *last)
    {
      fail_element (reader, WADI_FORMAT_ERROR_INVALID, "<%s> is out of order in <%s>, expected %s",
                    element_names[element], element_names[parent], expected_children (parent));
      return FALSE;
    }
  if (rank == *last
      && (element == ELEMENT_METADATA || element == ELEMENT_SSR
          || (parent == ELEMENT_METADATA && element != ELEMENT_FORCE && element != ELEMENT_SPECIAL_RULE)))
    {
      fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                    "a second <%s> in <%s>, expected at most one", element_names[element],
                    element_names[parent]);
      return FALSE;
    }
  *last = rank;
  return TRUE;
}

static void
on_start_element (void           *user_data,
                  const xmlChar  *localname,
                  const xmlChar  *prefix,
                  const xmlChar  *uri,
                  int             n_namespaces,
                  const xmlChar **namespaces,
                  int             n_attributes,
                  int             n_defaulted,
                  const xmlChar **attributes)
{
  Reader     *reader = user_data;
  const char *name = (const char *) localname;
  Element     element;
  Element     parent;

  if (reader->error != NULL)
    return;
  if (reader->depth >= WADI_FORMAT_MAX_DEPTH)
    {
      fail_element (reader, WADI_FORMAT_ERROR_FORBIDDEN,
                    "elements nest deeper than %d levels, expected at most %d",
                    WADI_FORMAT_MAX_DEPTH, WADI_FORMAT_MAX_DEPTH);
      return;
    }

  if (reader->depth == 0)
    {
      if (strcmp (name, "scenario") != 0)
        {
          fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                        "the root element is <%s>, expected <scenario> in namespace %s",
                        name, WADI_FORMAT_NAMESPACE);
          return;
        }
      if (uri == NULL || strcmp ((const char *) uri, WADI_FORMAT_NAMESPACE) != 0)
        {
          fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                        "<scenario> is in %s%s, expected namespace %s",
                        uri != NULL ? "namespace " : "no namespace",
                        uri != NULL ? quoted (reader, (const char *) uri) : "", WADI_FORMAT_NAMESPACE);
          return;
        }
      reader->namespace_uri = uri;
      reader->stack[reader->depth++] = ELEMENT_SCENARIO;
      start_scenario (reader, n_attributes, attributes);
      return;
    }

  parent = reader->stack[reader->depth - 1];
  if (localname != reader->last_name)
    {
      reader->last_element = lookup_element (name);
      reader->last_name = localname;
    }
  element = reader->last_element;
  if (uri == NULL || (uri != reader->namespace_uri && strcmp ((const char *) uri, WADI_FORMAT_NAMESPACE) != 0))
    {
      fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                    "<%s%s%s> in <%s> is in %s%s, expected %s in namespace %s",
                    prefix != NULL ? (const char *) prefix : "", prefix != NULL ? ":" : "", name,
                    element_names[parent],
                    uri != NULL ? "namespace " : "no namespace",
                    uri != NULL ? quoted (reader, (const char *) uri) : "",
                    expected_children (parent), WADI_FORMAT_NAMESPACE);
      return;
    }
  if (element == ELEMENT_COUNT || !child_allowed (parent, element))
    {
      fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                    "%s<%s> in <%s>, expected %s",
                    element == ELEMENT_COUNT ? "unknown element " : "", name,
                    element_names[parent], expected_children (parent));
      return;
    }
  if (!check_order (reader, parent, element))
    return;
  /* Everything after the boards may name a hex of the map. */
  if (parent == ELEMENT_SCENARIO && scenario_child_rank (element) > scenario_child_rank (ELEMENT_BOARD))
    {
      lay_out_map (reader);
      if (reader->error != NULL)
        return;
    }

  reader->stack[reader->depth++] = element;
  switch (element)
    {
    case ELEMENT_METADATA:
      collect_attributes (reader, element, (const char *const[]) { NULL }, n_attributes, attributes, NULL);
      break;
    case ELEMENT_TITLE:
    case ELEMENT_AUTHOR:
    case ELEMENT_DESCRIPTION:
      g_string_truncate (reader->text, 0);
      collect_attributes (reader, element, (const char *const[]) { NULL }, n_attributes, attributes, NULL);
      break;
    case ELEMENT_TURNS:
    case ELEMENT_SPECIAL_RULE:
      g_string_truncate (reader->text, 0);
      if (since_version (reader, element, 4))
        collect_attributes (reader, element, (const char *const[]) { NULL }, n_attributes, attributes, NULL);
      break;
    case ELEMENT_FORCE:
      start_force (reader, n_attributes, attributes);
      break;
    case ELEMENT_SSR:
      start_ssr (reader, n_attributes, attributes);
      break;
    case ELEMENT_BOARD:
      start_board (reader, parent == ELEMENT_OVERLAY, n_attributes, attributes);
      break;
    case ELEMENT_HEX:
      start_hex (reader, n_attributes, attributes);
      break;
    case ELEMENT_SIDE:
      start_side (reader, n_attributes, attributes);
      break;
    case ELEMENT_OVERLAY:
      start_overlay (reader, n_attributes, attributes);
      break;
    case ELEMENT_PLACE:
      start_place (reader, n_attributes, attributes);
      break;
    case ELEMENT_COUNTER:
      start_counter (reader, n_attributes, attributes);
      break;
    case ELEMENT_SCENARIO:
    case ELEMENT_COUNT:
    default:
      g_assert_not_reached ();
    }
}

static void
on_end_element (void          *user_data,
                const xmlChar *localname,
                const xmlChar *prefix,
                const xmlChar *uri)
{
  Reader *reader = user_data;
  Element element;

  if (reader->error != NULL || reader->depth == 0)
    return;
  element = reader->stack[--reader->depth];
  switch (element)
    {
    case ELEMENT_TITLE:
      set_text (&reader->scenario->title, reader->text);
      break;
    case ELEMENT_AUTHOR:
      set_text (&reader->scenario->author, reader->text);
      break;
    case ELEMENT_DESCRIPTION:
      set_text (&reader->scenario->description, reader->text);
      break;
    case ELEMENT_TURNS:
      end_turns (reader);
      break;
    case ELEMENT_SPECIAL_RULE:
      end_special_rule (reader);
      break;
    case ELEMENT_BOARD:
      end_board (reader, reader->depth > 0 && reader->stack[reader->depth - 1] == ELEMENT_OVERLAY);
      break;
    case ELEMENT_OVERLAY:
      end_overlay (reader);
      break;
    case ELEMENT_SCENARIO:
      lay_out_map (reader);
      sort_counters (reader);
      break;
    case ELEMENT_METADATA:
    case ELEMENT_SSR:
    case ELEMENT_HEX:
    case ELEMENT_SIDE:
    case ELEMENT_PLACE:
    case ELEMENT_COUNTER:
    case ELEMENT_FORCE:
    case ELEMENT_COUNT:
    default:
      break;
    }
}

static void
on_characters (void          *user_data,
               const xmlChar *text,
               int            length)
{
  Reader *reader = user_data;
  Element element;
  int     i;

  if (reader->error != NULL || reader->depth == 0)
    return;
  element = reader->stack[reader->depth - 1];
  if (element_is_text (element))
    {
      if (reader->text->len + (gsize) length > WADI_FORMAT_MAX_TEXT)
        {
          fail_here (reader, WADI_FORMAT_ERROR_FORBIDDEN,
                     "the text of <%s> is longer than %d bytes, expected at most %d",
                     element_names[element], WADI_FORMAT_MAX_TEXT, WADI_FORMAT_MAX_TEXT);
          return;
        }
      g_string_append_len (reader->text, (const char *) text, length);
      return;
    }
  for (i = 0; i < length; i++)
    if (text[i] != ' ' && text[i] != '\t' && text[i] != '\n' && text[i] != '\r')
      {
        int              end = i;
        int              line;
        int              column;
        g_autofree char *sample = NULL;

        while (end < length && end - i < 24 && text[end] != '\n' && text[end] != '\r')
          end++;
        sample = g_utf8_make_valid ((const char *) text + i, end - i);
        if (!text_position (reader, text, length, i, &line, &column))
          current_position (reader, &line, &column);
        fail_at (reader, WADI_FORMAT_ERROR_INVALID, line, column, "text “%s” in <%s>, expected %s",
                 g_strstrip (sample), element_names[element], expected_children (element));
        return;
      }
}

/* Called when the parser meets <!DOCTYPE, before it reads any declaration
 * inside it: stopping here means no entity is ever declared. */
static void
on_internal_subset (void          *user_data,
                    const xmlChar *name,
                    const xmlChar *external_id,
                    const xmlChar *system_id)
{
  Reader *reader = user_data;

  fail_element (reader, WADI_FORMAT_ERROR_FORBIDDEN,
                "a DOCTYPE declaration, expected none: .wadi files may not declare a document type or entities");
}

/* libxml2's limits on names, text and depth. */
static gboolean
is_limit_message (const char *message)
{
  return strstr (message, "too long") != NULL || strstr (message, "Excessive depth") != NULL
         || strstr (message, "Huge input") != NULL || strstr (message, "huge") != NULL;
}

#if LIBXML_VERSION >= 21200
static void
on_xml_error (void           *user_data,
              const xmlError *xml_error)
#else
static void
on_xml_error (void     *user_data,
              xmlError *xml_error)
#endif
{
  Reader          *reader = user_data;
  g_autofree char *message = NULL;
  gboolean         limit;

  if (reader == NULL || reader->error != NULL || xml_error->level < XML_ERR_ERROR)
    return;
  /* Fed in pieces, libxml2 calls input without a start tag an empty
   * document; an empty file never reaches it (parse_end () says so). */
  if (xml_error->code == XML_ERR_DOCUMENT_EMPTY)
    message = g_strdup ("Start tag expected, '<' not found");
  else
    message = g_strdup (xml_error->message != NULL ? xml_error->message : "unknown error");
  g_strstrip (message);
  g_strdelimit (message, "\r\n", ' ');
  limit = is_limit_message (message);
  g_set_error (&reader->error, WADI_FORMAT_ERROR,
               limit ? WADI_FORMAT_ERROR_FORBIDDEN : WADI_FORMAT_ERROR_XML,
               "%s:%d:%d: %s: %s, expected %s",
               reader->display_name, MAX (xml_error->line, 1), MAX (xml_error->int2, 1),
               limit ? "a size limit is exceeded" : "not well-formed XML", message,
               limit ? "a file within the limits of docs/format.md" : "well-formed XML");
  /* No xmlStopParser () here: libxml2 2.9 stops by itself after a fatal
   * error, and stopping it from inside its own error handling can leave it
   * reading freed input.  Every callback ignores what comes after the
   * first error. */
}

/* libxml2 reports some errors (encoding, memory) on its global channels; for
 * the length of a parse those go to the reader too, or nowhere. */
static void
on_generic_error (void       *user_data,
                  const char *format,
                  ...)
{
}

/* libxml2 2.9 wants its first initialisation to happen on one thread. */
static void
ensure_libxml_initialized (void)
{
  static gsize initialized = 0;

  if (g_once_init_enter (&initialized))
    {
      xmlInitParser ();
      g_once_init_leave (&initialized, 1);
    }
}

static void
reader_clear (Reader *reader)
{
  g_clear_pointer (&reader->scenario, wadi_scenario_free);
  g_clear_pointer (&reader->board, wadi_board_free);
  g_clear_pointer (&reader->overlay_fragment, wadi_board_free);
  g_clear_pointer (&reader->overlay_id, g_free);
  g_clear_pointer (&reader->hex_seen, g_free);
  g_clear_pointer (&reader->quoted, g_ptr_array_unref);
  g_clear_pointer (&reader->map_boards, g_ptr_array_unref);
  g_clear_pointer (&reader->map_placements, g_array_unref);
  g_clear_pointer (&reader->map_positions, g_array_unref);
  g_clear_pointer (&reader->counter_ids, g_hash_table_unref);
  if (reader->text != NULL)
    g_string_free (reader->text, TRUE);
  if (reader->scratch != NULL)
    g_string_free (reader->scratch, TRUE);
  g_clear_error (&reader->error);
}

/* One parse: libxml2 is fed the file in chunks through a push parser, so
 * it only ever holds a window of the input (libxml2 2.9.14 refuses a file
 * it holds whole once it has read past 10 MB in some places: "Huge input
 * lookup"), and a file of any length is read in bounded memory, refused as
 * soon as something in it is. */
typedef struct
{
  Reader                 reader;
  xmlSAXHandler          sax;
  xmlParserCtxtPtr       ctxt;
  gboolean               started;
  xmlGenericErrorFunc    old_generic;
  void                  *old_generic_context;
  xmlStructuredErrorFunc old_structured;
  void                  *old_structured_context;
  WadiFormatScan         scan;
} Parse;

/* The size of the pieces the parser is fed. */
#define PARSE_CHUNK (64 * 1024)

static void
parse_begin (Parse      *parse,
             const char *display_name)
{
  ensure_libxml_initialized ();
  memset (&parse->sax, 0, sizeof parse->sax);
  parse->sax.initialized = XML_SAX2_MAGIC;
  parse->sax.startElementNs = on_start_element;
  parse->sax.endElementNs = on_end_element;
  parse->sax.characters = on_characters;
  parse->sax.cdataBlock = on_characters;
  parse->sax.ignorableWhitespace = on_characters;
  parse->sax.internalSubset = on_internal_subset;
  parse->sax.serror = on_xml_error;

  parse->reader.display_name = display_name;
  parse->reader.text = g_string_new (NULL);
  parse->reader.scratch = g_string_sized_new (256);
  parse->reader.map_boards = g_ptr_array_new_with_free_func ((GDestroyNotify) wadi_board_free);
  parse->reader.map_placements = g_array_new (FALSE, TRUE, sizeof (WadiMapPlacement));
  parse->reader.map_positions = g_array_new (FALSE, TRUE, sizeof (int));
  wadi_format_scan_init (&parse->scan);

  /* From the parser's birth to its death, libxml2's messages come here. */
  parse->old_generic = xmlGenericError;
  parse->old_generic_context = xmlGenericErrorContext;
  parse->old_structured = xmlStructuredError;
  parse->old_structured_context = xmlStructuredErrorContext;
  xmlSetGenericErrorFunc (NULL, on_generic_error);
  xmlSetStructuredErrorFunc (&parse->reader, on_xml_error);
}

/* Whether the parse still wants input. */
static gboolean
parse_wants_more (Parse *parse)
{
  return parse->reader.error == NULL
         && (parse->ctxt == NULL || parse->ctxt->instate != XML_PARSER_EOF);
}

static void
parse_feed (Parse      *parse,
            const char *data,
            gsize       size)
{
  while (size > 0 && parse_wants_more (parse))
    {
      /* The first bytes alone, which tell libxml2 the encoding. */
      int piece = (int) MIN (size, parse->ctxt == NULL ? (gsize) 4 : (gsize) PARSE_CHUNK);
      int line, column;

      if (!wadi_format_scan_feed (&parse->scan, data, (gsize) piece, &line, &column))
        {
          fail_at (&parse->reader, WADI_FORMAT_ERROR_FORBIDDEN, line, column,
                   "a tag with more than %d attributes, expected at most %d",
                   WADI_FORMAT_MAX_ATTRIBUTES, WADI_FORMAT_MAX_ATTRIBUTES);
          return;
        }
      if (parse->ctxt == NULL)
        {
          parse->ctxt = xmlCreatePushParserCtxt (&parse->sax, &parse->reader, data, piece,
                                                 parse->reader.display_name);
          if (parse->ctxt == NULL)
            {
              g_set_error (&parse->reader.error, WADI_FORMAT_ERROR, WADI_FORMAT_ERROR_IO,
                           "%s: could not start the XML parser, expected enough memory",
                           parse->reader.display_name);
              return;
            }
          xmlCtxtUseOptions (parse->ctxt, XML_PARSE_NONET);
          parse->reader.ctxt = parse->ctxt;
        }
      else
        xmlParseChunk (parse->ctxt, data, piece, 0);
      parse->started = TRUE;
      data += piece;
      size -= (gsize) piece;
    }
}

static WadiScenario *
parse_end (Parse   *parse,
           GError **error)
{
  Reader       *reader = &parse->reader;
  WadiScenario *scenario;

  if (!parse->started && reader->error == NULL)
    g_set_error (&reader->error, WADI_FORMAT_ERROR, WADI_FORMAT_ERROR_XML,
                 "%s:1:1: the file is empty, expected a <scenario> document", reader->display_name);
  if (parse->ctxt != NULL)
    {
      if (parse_wants_more (parse))
        xmlParseChunk (parse->ctxt, NULL, 0, 1);
      if (reader->error == NULL && (!parse->ctxt->wellFormed || reader->scenario == NULL || reader->depth != 0))
        fail_here (reader, WADI_FORMAT_ERROR_XML, "the document is incomplete, expected a whole <scenario>");
      reader->ctxt = NULL;
      /* libxml2 keeps the entities it reads after a recoverable error in a
       * document of its own ("expat compatibility in SAX mode"), which the
       * context does not free (found by fuzz-load) */
      if (parse->ctxt->myDoc != NULL)
        {
          xmlFreeDoc (parse->ctxt->myDoc);
          parse->ctxt->myDoc = NULL;
        }
      xmlFreeParserCtxt (parse->ctxt);
      parse->ctxt = NULL;
    }

  xmlSetStructuredErrorFunc (parse->old_structured_context, parse->old_structured);
  xmlSetGenericErrorFunc (parse->old_generic_context, parse->old_generic);

  if (reader->error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&reader->error));
      reader_clear (reader);
      return NULL;
    }
  scenario = g_steal_pointer (&reader->scenario);
  reader_clear (reader);
  return scenario;
}

WadiScenario *
wadi_format_read_bytes (GBytes     *bytes,
                        const char *display_name,
                        GError    **error)
{
  Parse       parse = { 0 };
  gsize       size = 0;
  const char *data;

  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  data = g_bytes_get_data (bytes, &size);
  parse_begin (&parse, display_name != NULL ? display_name : "(scenario)");
  parse_feed (&parse, data, size);
  return parse_end (&parse, error);
}

/* Reading a FIFO or a device would block, or never end: only regular files
 * (after links) are read.  Only a local file can be asked without opening
 * it; a remote one is what its backend says it is. */
static gboolean
check_readable_kind (GFile      *file,
                     const char *name,
                     GError    **error)
{
  g_autoptr(GFileInfo) info = NULL;
  GFileType type;

  if (!g_file_is_native (file))
    return TRUE;
  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_TYPE, G_FILE_QUERY_INFO_NONE, NULL, NULL);
  if (info == NULL)
    return TRUE; /* g_file_read () says why */
  type = g_file_info_get_file_type (info);
  if (type == G_FILE_TYPE_REGULAR)
    return TRUE;
  g_set_error (error, WADI_FORMAT_ERROR, WADI_FORMAT_ERROR_IO,
               "%s: could not open: it is %s, expected a regular file", name,
               type == G_FILE_TYPE_DIRECTORY ? "a folder" : "not a regular file (a FIFO, device or socket)");
  return FALSE;
}

WadiScenario *
wadi_format_read_file (GFile   *file,
                       GError **error)
{
  return wadi_format_read_file_full (file, NULL, NULL, NULL, error);
}

WadiScenario *
wadi_format_read_file_full (GFile             *file,
                            GCancellable      *cancellable,
                            WadiFormatProgress progress,
                            gpointer           progress_data,
                            GError           **error)
{
  g_autofree char *name = NULL;
  g_autoptr(GFileInfo) info = NULL;
  goffset size = 0, done = 0;
  g_autoptr(GFileInputStream) stream = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autofree char *buffer = NULL;
  Parse            parse = { 0 };

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  name = g_file_get_parse_name (file);
  if (!check_readable_kind (file, name, error))
    return NULL;
  stream = g_file_read (file, NULL, &local_error);
  if (stream == NULL)
    {
      g_set_error (error, WADI_FORMAT_ERROR, WADI_FORMAT_ERROR_IO,
                   "%s: could not open: %s", name, local_error->message);
      return NULL;
    }

  /* No limit on the file's length: the reader's limits are on what the
   * file describes, checked as it is read, and the parser stops at the
   * first thing refused. */
  info = g_file_input_stream_query_info (stream, G_FILE_ATTRIBUTE_STANDARD_SIZE, NULL, NULL);
  size = info != NULL ? g_file_info_get_size (info) : 0;
  buffer = g_malloc (PARSE_CHUNK);
  parse_begin (&parse, name);
  while (parse_wants_more (&parse))
    {
      gsize n_read = 0;

      if (g_cancellable_set_error_if_cancelled (cancellable, &local_error))
        {
          /* nothing half read is kept: the parse ends with this error */
          if (parse.reader.error == NULL)
            parse.reader.error = g_steal_pointer (&local_error);
          break;
        }

      if (!g_input_stream_read_all (G_INPUT_STREAM (stream), buffer, PARSE_CHUNK,
                                    &n_read, NULL, &local_error))
        {
          if (parse.reader.error == NULL)
            g_set_error (&parse.reader.error, WADI_FORMAT_ERROR, WADI_FORMAT_ERROR_IO,
                         "%s: could not read: %s", name, local_error->message);
          break;
        }
      parse_feed (&parse, buffer, n_read);
      done += (goffset) n_read;
      if (progress != NULL && size > 0)
        progress (MIN (1.0, (double) done / (double) size), progress_data);
      if (n_read < PARSE_CHUNK)
        break;
    }
  return parse_end (&parse, error);
}
