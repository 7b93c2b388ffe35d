/* wadi-format-read-metadata.c: reading <metadata>
 *
 * Its title, author and description, and from format version 4 the number
 * of turns, the forces and the special rules, and from version 5 the
 * scenario card's date and place line, victory conditions and aftermath,
 * from version 6 which force sets up first, from version 7 where each
 * sets up and from version 8 a last half turn.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include <string.h>

#include "wadi-format-read-private.h"

static gboolean
is_blank (const char *text)
{
  for (; *text != '\0'; text++)
    if (!g_ascii_isspace (*text))
      return FALSE;
  return TRUE;
}

static void
start_force (Reader         *reader,
             int             n_attributes,
             const xmlChar **attributes)
{
  static const char *const names[] = { "name", "nationality", "moves-first", "sets-up-first", "setup", NULL };
  enum
  {
    NAME,
    NATIONALITY,
    MOVES_FIRST,
    SETS_UP_FIRST,
    SETUP
  };
  const char      *values[G_N_ELEMENTS (names)];
  WadiScenarioSide side = { 0 };

  if (!wadi_reader_since_version (reader, ELEMENT_FORCE, 4)
      || !wadi_reader_collect_attributes (reader, ELEMENT_FORCE, names, n_attributes, attributes, values)
      || !wadi_reader_require (reader, ELEMENT_FORCE, "name", values[NAME])
      || !wadi_reader_bool_attribute (reader, "moves-first", values[MOVES_FIRST], &side.moves_first)
      || (values[SETS_UP_FIRST] != NULL && !wadi_reader_since_version (reader, ELEMENT_FORCE, 6))
      || !wadi_reader_bool_attribute (reader, "sets-up-first", values[SETS_UP_FIRST], &side.sets_up_first)
      || (values[SETUP] != NULL && !wadi_reader_since_version (reader, ELEMENT_FORCE, 7)))
    return;
  if (reader->scenario->sides->len >= WADI_FORMAT_MAX_FORCES)
    {
      wadi_reader_fail_element (reader, WADI_FORMAT_ERROR_FORBIDDEN, _("too many forces, expected at most %d"), WADI_FORMAT_MAX_FORCES);
      return;
    }
  side.name = g_strdup (values[NAME]);
  side.nationality = g_strdup (values[NATIONALITY]);
  /* blank is none, as the writer leaves out an empty one and the editor
   * a blank one */
  side.setup = values[SETUP] != NULL && !is_blank (values[SETUP]) ? g_strdup (values[SETUP]) : NULL;
  g_array_append_val (reader->scenario->sides, side);
}

/* A number of turns, whole ("6") or, from version 8, whole and a half
 * ("6.5": the last turn only its first player turn), at least one whole
 * turn; spaces around it allowed as in any text. */
static void
end_turns (Reader *reader)
{
  g_autofree char *whole = NULL;
  gboolean         half = FALSE;
  gint64           turns;

  g_strstrip (reader->text->str);
  reader->text->len = strlen (reader->text->str);
  if (g_str_has_suffix (reader->text->str, ".5"))
    {
      whole = g_strndup (reader->text->str, reader->text->len - 2);
      half = TRUE;
    }
  if (!wadi_reader_parse_number (half ? whole : reader->text->str, 1, WADI_FORMAT_MAX_TURNS, &turns))
    {
      /* the half only where the file's version has it */
      if (reader->version < 8)
        wadi_reader_fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                                  _("turns “%s” is not valid, expected a whole number from 1 to %d"),
                                     wadi_reader_quoted (reader, reader->text->str), WADI_FORMAT_MAX_TURNS);
      else
        wadi_reader_fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                                  _("turns “%s” is not valid, expected a whole number from 1 to %d, or one "
                                    "with .5 for a last half turn (“6.5”)"),
                                     wadi_reader_quoted (reader, reader->text->str), WADI_FORMAT_MAX_TURNS);
      return;
    }
  if (half && reader->version < 8)
    {
      wadi_reader_fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                                _("a half turn (turns “%s”) in a format version %d file, expected one only from "
                                  "version 8"),
                                   wadi_reader_quoted (reader, reader->text->str), (int) reader->version);
      return;
    }
  reader->scenario->turns = (guint) turns;
  reader->scenario->half_turn = half;
}

static void
end_special_rule (Reader *reader)
{
  if (reader->scenario->special_rules->len >= WADI_FORMAT_MAX_SPECIAL_RULES)
    {
      wadi_reader_fail_element (reader, WADI_FORMAT_ERROR_FORBIDDEN, _("too many special rules, expected at most %d"), WADI_FORMAT_MAX_SPECIAL_RULES);
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

/* <metadata> and its children: the elements of text start with an empty
 * text, and none has attributes but <force>. */
void
wadi_reader_start_metadata (Reader         *reader,
                            Element         element,
                            int             n_attributes,
                            const xmlChar **attributes)
{
  switch (element)
    {
    case ELEMENT_METADATA:
      wadi_reader_collect_attributes (reader, element, (const char *const[]) { NULL }, n_attributes, attributes, NULL);
      break;
    case ELEMENT_TITLE:
    case ELEMENT_AUTHOR:
    case ELEMENT_DESCRIPTION:
      g_string_truncate (reader->text, 0);
      wadi_reader_collect_attributes (reader, element, (const char *const[]) { NULL }, n_attributes, attributes, NULL);
      break;
    case ELEMENT_TURNS:
    case ELEMENT_SPECIAL_RULE:
      g_string_truncate (reader->text, 0);
      if (wadi_reader_since_version (reader, element, 4))
        wadi_reader_collect_attributes (reader, element, (const char *const[]) { NULL }, n_attributes, attributes, NULL);
      break;
    case ELEMENT_DATE_PLACE:
    case ELEMENT_VICTORY:
    case ELEMENT_AFTERMATH:
      g_string_truncate (reader->text, 0);
      if (wadi_reader_since_version (reader, element, 5))
        wadi_reader_collect_attributes (reader, element, (const char *const[]) { NULL }, n_attributes, attributes, NULL);
      break;
    case ELEMENT_FORCE:
      start_force (reader, n_attributes, attributes);
      break;
    case ELEMENT_SCENARIO:
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
      g_assert_not_reached ();
    }
}

/* The end of an element of text: its text goes into the scenario. */
void
wadi_reader_end_metadata (Reader *reader,
                          Element element)
{
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
    case ELEMENT_DATE_PLACE:
      set_text (&reader->scenario->date_place, reader->text);
      break;
    case ELEMENT_VICTORY:
      set_text (&reader->scenario->victory, reader->text);
      break;
    case ELEMENT_AFTERMATH:
      set_text (&reader->scenario->aftermath, reader->text);
      break;
    case ELEMENT_SCENARIO:
    case ELEMENT_METADATA:
    case ELEMENT_SSR:
    case ELEMENT_BOARD:
    case ELEMENT_HEX:
    case ELEMENT_SIDE:
    case ELEMENT_OVERLAY:
    case ELEMENT_PLACE:
    case ELEMENT_COUNTER:
    case ELEMENT_FORCE:
    case ELEMENT_PICTURE:
    case ELEMENT_COUNT:
    default:
      g_assert_not_reached ();
    }
}
