/* wadi-format-read-sax.c: the reader's SAX callbacks
 *
 * Each element is checked where it stands (namespace, parent, order, depth:
 * what each element may hold, and in what order the children of <scenario>
 * and <metadata> come, so that everything a child refers to comes first)
 * and handed to the file of its family; text goes to the elements of text,
 * and is refused anywhere else.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include <string.h>

#include "wadi-format-read-private.h"

/* Which element may stand where. */

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
    case ELEMENT_DATE_PLACE:
    case ELEMENT_VICTORY:
    case ELEMENT_AFTERMATH:
    case ELEMENT_HEX:
    case ELEMENT_SIDE:
    case ELEMENT_PICTURE:
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
    case ELEMENT_DATE_PLACE:
      return 3;
    case ELEMENT_DESCRIPTION:
      return 4;
    case ELEMENT_TURNS:
      return 5;
    case ELEMENT_FORCE:
      return 6;
    case ELEMENT_SPECIAL_RULE:
      return 7;
    case ELEMENT_VICTORY:
      return 8;
    case ELEMENT_AFTERMATH:
      return 9;
    case ELEMENT_SCENARIO:
    case ELEMENT_METADATA:
    case ELEMENT_SSR:
    case ELEMENT_BOARD:
    case ELEMENT_HEX:
    case ELEMENT_SIDE:
    case ELEMENT_OVERLAY:
    case ELEMENT_PLACE:
    case ELEMENT_COUNTER:
    case ELEMENT_PICTURE:
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
      return _("<metadata>, <ssr>, <board>, <overlay>, <place> or <counter>, in that order");
    case ELEMENT_METADATA:
      return _("<title>, <author>, <date-place>, <description>, <turns>, <force>, <special-rule>, <victory> or <aftermath>, in that order");
    case ELEMENT_BOARD:
      return _("<picture>, <hex> or <side>");
    case ELEMENT_OVERLAY:
      return _("one <board>");
    case ELEMENT_TITLE:
    case ELEMENT_AUTHOR:
    case ELEMENT_DESCRIPTION:
    case ELEMENT_SPECIAL_RULE:
    case ELEMENT_DATE_PLACE:
    case ELEMENT_VICTORY:
    case ELEMENT_AFTERMATH:
      return _("text only");
    case ELEMENT_TURNS:
      return _("a number of turns only");
    case ELEMENT_SSR:
    case ELEMENT_HEX:
    case ELEMENT_SIDE:
    case ELEMENT_PLACE:
    case ELEMENT_COUNTER:
    case ELEMENT_FORCE:
    case ELEMENT_PICTURE:
    case ELEMENT_COUNT:
    default:
      return _("an empty element");
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
      return child == ELEMENT_HEX || child == ELEMENT_SIDE || child == ELEMENT_PICTURE;
    case ELEMENT_OVERLAY:
      return child == ELEMENT_BOARD;
    case ELEMENT_TITLE:
    case ELEMENT_AUTHOR:
    case ELEMENT_DESCRIPTION:
    case ELEMENT_TURNS:
    case ELEMENT_FORCE:
    case ELEMENT_SPECIAL_RULE:
    case ELEMENT_DATE_PLACE:
    case ELEMENT_VICTORY:
    case ELEMENT_AFTERMATH:
    case ELEMENT_SSR:
    case ELEMENT_HEX:
    case ELEMENT_SIDE:
    case ELEMENT_PLACE:
    case ELEMENT_COUNTER:
    case ELEMENT_PICTURE:
    case ELEMENT_COUNT:
    default:
      return FALSE;
    }
}

static gboolean
element_is_text (Element element)
{
  return element == ELEMENT_TITLE || element == ELEMENT_AUTHOR || element == ELEMENT_DESCRIPTION
         || element == ELEMENT_TURNS || element == ELEMENT_SPECIAL_RULE || element == ELEMENT_DATE_PLACE
         || element == ELEMENT_VICTORY || element == ELEMENT_AFTERMATH;
}

static Element
lookup_element (const char *name)
{
  int i;

  for (i = 0; i < ELEMENT_COUNT; i++)
    if (strcmp (name, wadi_reader_element_names[i]) == 0)
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
      wadi_reader_fail_element (reader, WADI_FORMAT_ERROR_INVALID, _("<%s> is out of order in <%s>, expected %s"), wadi_reader_element_names[element], wadi_reader_element_names[parent], expected_children (parent));
      return FALSE;
    }
  if (rank == *last
      && (element == ELEMENT_METADATA || element == ELEMENT_SSR
          || (parent == ELEMENT_METADATA && element != ELEMENT_FORCE && element != ELEMENT_SPECIAL_RULE)))
    {
      wadi_reader_fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                                _("a second <%s> in <%s>, expected at most one"), wadi_reader_element_names[element],
                                   wadi_reader_element_names[parent]);
      return FALSE;
    }
  *last = rank;
  return TRUE;
}

/* The callbacks. */

/* The root element: <scenario>, in the format's namespace. */
static void
start_root (Reader         *reader,
            const char     *name,
            const xmlChar  *uri,
            int             n_attributes,
            const xmlChar **attributes)
{
  if (strcmp (name, "scenario") != 0)
    {
      wadi_reader_fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                                _("the root element is <%s>, expected <scenario> in namespace %s"),
                                   name, WADI_FORMAT_NAMESPACE);
      return;
    }
  if (uri == NULL || strcmp ((const char *) uri, WADI_FORMAT_NAMESPACE) != 0)
    {
      if (uri != NULL)
        wadi_reader_fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                                  _("<scenario> is in namespace %s, expected namespace %s"),
                                     wadi_reader_quoted (reader, (const char *) uri), WADI_FORMAT_NAMESPACE);
      else
        wadi_reader_fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                                  _("<scenario> is in no namespace, expected namespace %s"), WADI_FORMAT_NAMESPACE);
      return;
    }
  reader->namespace_uri = uri;
  reader->stack[reader->depth++] = ELEMENT_SCENARIO;
  wadi_reader_start_scenario (reader, n_attributes, attributes);
}

/* Whether element may stand in parent, here: in the format's namespace,
 * one of the parent's children, in its order. */
static gboolean
check_child (Reader        *reader,
             Element        parent,
             Element        element,
             const xmlChar *prefix,
             const char    *name,
             const xmlChar *uri)
{
  if (uri == NULL || (uri != reader->namespace_uri && strcmp ((const char *) uri, WADI_FORMAT_NAMESPACE) != 0))
    {
      g_autofree char *tag = g_strconcat (prefix != NULL ? (const char *) prefix : "", prefix != NULL ? ":" : "",
                                          name, NULL);

      if (uri != NULL)
        wadi_reader_fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                                  _("<%s> in <%s> is in namespace %s, expected %s in namespace %s"), tag,
                                     wadi_reader_element_names[parent], wadi_reader_quoted (reader, (const char *) uri),
                                     expected_children (parent), WADI_FORMAT_NAMESPACE);
      else
        wadi_reader_fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                                  _("<%s> in <%s> is in no namespace, expected %s in namespace %s"), tag,
                                     wadi_reader_element_names[parent], expected_children (parent), WADI_FORMAT_NAMESPACE);
      return FALSE;
    }
  if (element == ELEMENT_COUNT || !child_allowed (parent, element))
    {
      if (element == ELEMENT_COUNT)
        wadi_reader_fail_element (reader, WADI_FORMAT_ERROR_INVALID, _("unknown element <%s> in <%s>, expected %s"), name, wadi_reader_element_names[parent], expected_children (parent));
      else
        wadi_reader_fail_element (reader, WADI_FORMAT_ERROR_INVALID, _("<%s> in <%s>, expected %s"), name, wadi_reader_element_names[parent], expected_children (parent));
      return FALSE;
    }
  return check_order (reader, parent, element);
}

/* Hands an element, in its place, to the file of its family. */
static void
start_child (Reader         *reader,
             Element         parent,
             Element         element,
             int             n_attributes,
             const xmlChar **attributes)
{
  switch (element)
    {
    case ELEMENT_METADATA:
    case ELEMENT_TITLE:
    case ELEMENT_AUTHOR:
    case ELEMENT_DESCRIPTION:
    case ELEMENT_TURNS:
    case ELEMENT_SPECIAL_RULE:
    case ELEMENT_FORCE:
    case ELEMENT_DATE_PLACE:
    case ELEMENT_VICTORY:
    case ELEMENT_AFTERMATH:
      wadi_reader_start_metadata (reader, element, n_attributes, attributes);
      break;
    case ELEMENT_SSR:
      wadi_reader_start_ssr (reader, n_attributes, attributes);
      break;
    case ELEMENT_BOARD:
      wadi_reader_start_board (reader, parent == ELEMENT_OVERLAY, n_attributes, attributes);
      break;
    case ELEMENT_HEX:
      reader->board_has_cells = TRUE;
      wadi_reader_start_hex (reader, n_attributes, attributes);
      break;
    case ELEMENT_SIDE:
      reader->board_has_cells = TRUE;
      wadi_reader_start_side (reader, n_attributes, attributes);
      break;
    case ELEMENT_PICTURE:
      wadi_reader_start_picture (reader, reader->depth >= 3 && reader->stack[reader->depth - 3] == ELEMENT_OVERLAY,
                                 n_attributes, attributes);
      break;
    case ELEMENT_OVERLAY:
      wadi_reader_start_overlay (reader, n_attributes, attributes);
      break;
    case ELEMENT_PLACE:
      wadi_reader_start_place (reader, n_attributes, attributes);
      break;
    case ELEMENT_COUNTER:
      wadi_reader_start_counter (reader, n_attributes, attributes);
      break;
    case ELEMENT_SCENARIO:
    case ELEMENT_COUNT:
    default:
      g_assert_not_reached ();
    }
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
      wadi_reader_fail_element (reader, WADI_FORMAT_ERROR_FORBIDDEN,
                                _("elements nest deeper than %d levels, expected at most %d"),
                                   WADI_FORMAT_MAX_DEPTH, WADI_FORMAT_MAX_DEPTH);
      return;
    }
  if (reader->depth == 0)
    {
      start_root (reader, name, uri, n_attributes, attributes);
      return;
    }

  parent = reader->stack[reader->depth - 1];
  if (localname != reader->last_name)
    {
      reader->last_element = lookup_element (name);
      reader->last_name = localname;
    }
  element = reader->last_element;
  if (!check_child (reader, parent, element, prefix, name, uri))
    return;
  /* Everything after the boards may name a hex of the map. */
  if (parent == ELEMENT_SCENARIO && scenario_child_rank (element) > scenario_child_rank (ELEMENT_BOARD))
    {
      wadi_reader_lay_out_map (reader);
      if (reader->error != NULL)
        return;
    }

  reader->stack[reader->depth++] = element;
  start_child (reader, parent, element, n_attributes, attributes);
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
    case ELEMENT_AUTHOR:
    case ELEMENT_DESCRIPTION:
    case ELEMENT_TURNS:
    case ELEMENT_SPECIAL_RULE:
    case ELEMENT_DATE_PLACE:
    case ELEMENT_VICTORY:
    case ELEMENT_AFTERMATH:
      wadi_reader_end_metadata (reader, element);
      break;
    case ELEMENT_BOARD:
      wadi_reader_end_board (reader, reader->depth > 0 && reader->stack[reader->depth - 1] == ELEMENT_OVERLAY);
      break;
    case ELEMENT_OVERLAY:
      wadi_reader_end_overlay (reader);
      break;
    case ELEMENT_SCENARIO:
      wadi_reader_lay_out_map (reader);
      wadi_reader_sort_counters (reader);
      break;
    case ELEMENT_METADATA:
    case ELEMENT_SSR:
    case ELEMENT_HEX:
    case ELEMENT_SIDE:
    case ELEMENT_PLACE:
    case ELEMENT_COUNTER:
    case ELEMENT_FORCE:
    case ELEMENT_PICTURE:
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
          wadi_reader_fail_here (reader, WADI_FORMAT_ERROR_FORBIDDEN,
                                 _("the text of <%s> is longer than %'d bytes, expected at most %'d"),
                                    wadi_reader_element_names[element], WADI_FORMAT_MAX_TEXT, WADI_FORMAT_MAX_TEXT);
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
        if (!wadi_reader_text_position (reader, text, length, i, &line, &column))
          wadi_reader_current_position (reader, &line, &column);
        wadi_reader_fail_at (reader, WADI_FORMAT_ERROR_INVALID, line, column, _("text “%s” in <%s>, expected %s"), g_strstrip (sample), wadi_reader_element_names[element], expected_children (element));
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

  wadi_reader_fail_element (reader, WADI_FORMAT_ERROR_FORBIDDEN,
                            _("a DOCTYPE declaration, expected none: .wadi files may not declare a document type or entities"));
}

void
wadi_reader_set_sax_callbacks (xmlSAXHandler *sax)
{
  sax->startElementNs = on_start_element;
  sax->endElementNs = on_end_element;
  sax->characters = on_characters;
  sax->cdataBlock = on_characters;
  sax->ignorableWhitespace = on_characters;
  sax->internalSubset = on_internal_subset;
}
