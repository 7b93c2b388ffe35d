/* wadi-format-read-counters.c: reading <counter>
 *
 * A counter's id and kind, the attributes its kind has, and where it
 * stands.  Counters may come in any order: they are sorted once at the end.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include <string.h>

#include "wadi-format-read-private.h"

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
      wadi_reader_fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                                _("a second counter with id %u, expected each counter id once"), counter->id);
      return;
    }
  /* The counter is copied, strings and all. */
  wadi_counter_copy_into (&copy, counter);
  g_array_append_val (counters, copy);
  wadi_scenario_note_counter_id (reader->scenario, counter->id);
}

static int
compare_counter_ids (gconstpointer a,
                     gconstpointer b)
{
  guint ia = ((const WadiCounter *) a)->id;
  guint ib = ((const WadiCounter *) b)->id;

  return ia < ib ? -1 : ia > ib;
}

void
wadi_reader_sort_counters (Reader *reader)
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

/* The attributes of <counter>, in one table for the parts of
 * wadi_reader_start_counter (). */
static const char *const counter_names[] = {
  "id", "kind", "board", "at", "centre", "vertex", "class", "hd-rear", "position", "side", "name",
  "strength", "hidden", NULL
};
enum
{
  COUNTER_ID,
  COUNTER_KIND,
  COUNTER_BOARD,
  COUNTER_AT,
  COUNTER_CENTRE,
  COUNTER_VERTEX,
  COUNTER_CLASS,
  COUNTER_HD_REAR,
  COUNTER_POSITION,
  COUNTER_SIDE,
  COUNTER_NAME,
  COUNTER_STRENGTH,
  COUNTER_HIDDEN
};

/* The counter's id and kind, and only the attributes its kind has. */
static gboolean
counter_id_and_kind (Reader            *reader,
                     const char *const *values,
                     WadiCounter       *counter)
{
  gint64 number;
  guint  i;

  if (!wadi_reader_require (reader, ELEMENT_COUNTER, "id", values[COUNTER_ID])
      || !wadi_reader_number_attribute (reader, "id", values[COUNTER_ID], 1, G_MAXUINT32, &number))
    return FALSE;
  counter->id = (guint) number;
  if (reader->scenario->counters->len >= WADI_FORMAT_MAX_COUNTERS)
    {
      wadi_reader_fail_element (reader, WADI_FORMAT_ERROR_FORBIDDEN,
                                _("too many counters, expected at most %d"), WADI_FORMAT_MAX_COUNTERS);
      return FALSE;
    }
  if (!wadi_reader_require (reader, ELEMENT_COUNTER, "kind", values[COUNTER_KIND]))
    return FALSE;
  if (!wadi_counter_kind_from_name (values[COUNTER_KIND], &counter->kind))
    {
      wadi_reader_fail_name (reader, "counter kind", values[COUNTER_KIND], counter_kind_at, WADI_COUNTER_KIND_COUNT);
      return FALSE;
    }
  for (i = 0; counter_names[i] != NULL; i++)
    if (values[i] != NULL && !counter_attribute_applies (counter_names[i], counter->kind))
      {
        wadi_reader_fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                                  _("attribute %s does not apply to a %s counter, expected it only on %s counters"),
                                     counter_names[i], values[COUNTER_KIND], counter_attribute_kinds (counter_names[i]));
        return FALSE;
      }
  return TRUE;
}

/* Where the counter stands: a hex of the board named, or a label of the
 * map. */
static gboolean
counter_location (Reader            *reader,
                  const char *const *values,
                  WadiCounter       *counter)
{
  g_autoptr(GError) local_error = NULL;
  guint board_index;

  if (!wadi_reader_require (reader, ELEMENT_COUNTER, "at", values[COUNTER_AT]))
    return FALSE;
  if (values[COUNTER_BOARD] != NULL)
    return wadi_reader_board_attribute (reader, values[COUNTER_BOARD], &board_index)
           && wadi_reader_map_hex_attribute (reader, board_index, "at", values[COUNTER_AT], &counter->hex);
  if (!wadi_scenario_parse_location (reader->scenario, values[COUNTER_AT], &counter->hex, &local_error))
    {
      wadi_reader_fail_label (reader, "at", local_error);
      return FALSE;
    }
  return TRUE;
}

/* The attributes of one kind of counter: a Crest's centre, a vehicle
 * Crest's vertex and hull down, a unit's position, and the class of both. */
static gboolean
counter_kind_attributes (Reader            *reader,
                         const char *const *values,
                         WadiCounter       *counter)
{
  const WadiBoard *board = wadi_scenario_grid (reader->scenario);
  gint64           number;

  switch (counter->kind)
    {
    case WADI_COUNTER_CREST:
      if (!wadi_reader_require (reader, ELEMENT_COUNTER, "centre", values[COUNTER_CENTRE])
          || !wadi_reader_direction_attribute (reader, "centre", values[COUNTER_CENTRE], board->layout.orientation,
                                               &counter->centre))
        return FALSE;
      break;
    case WADI_COUNTER_VEHICLE_CREST:
      if (!wadi_reader_require (reader, ELEMENT_COUNTER, "vertex", values[COUNTER_VERTEX])
          || !wadi_reader_number_attribute (reader, "vertex", values[COUNTER_VERTEX], 0, 5, &number))
        return FALSE;
      counter->vertex = (WadiVertexIndex) number;
      if (!wadi_reader_bool_attribute (reader, "hd-rear", values[COUNTER_HD_REAR], &counter->hd_rear))
        return FALSE;
      break;
    case WADI_COUNTER_UNIT:
      if (values[COUNTER_POSITION] != NULL && !wadi_position_from_name (values[COUNTER_POSITION], &counter->position))
        {
          wadi_reader_fail_name (reader, "position", values[COUNTER_POSITION], position_at, WADI_POSITION_COUNT);
          return FALSE;
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
  if (counter->kind == WADI_COUNTER_UNIT || counter->kind == WADI_COUNTER_VEHICLE_CREST)
    {
      if (!wadi_reader_require (reader, ELEMENT_COUNTER, "class", values[COUNTER_CLASS]))
        return FALSE;
      if (!wadi_unit_class_from_name (values[COUNTER_CLASS], &counter->unit_class))
        {
          wadi_reader_fail_name (reader, "class", values[COUNTER_CLASS], unit_class_at, WADI_UNIT_CLASS_COUNT);
          return FALSE;
        }
    }
  return TRUE;
}

void
wadi_reader_start_counter (Reader         *reader,
                           int             n_attributes,
                           const xmlChar **attributes)
{
  const char *values[G_N_ELEMENTS (counter_names)];
  WadiCounter counter = { 0 };

  if (!wadi_reader_collect_attributes (reader, ELEMENT_COUNTER, counter_names, n_attributes, attributes, values)
      || !counter_id_and_kind (reader, values, &counter)
      || !counter_location (reader, values, &counter)
      || !counter_kind_attributes (reader, values, &counter))
    return;
  if ((values[COUNTER_STRENGTH] != NULL || values[COUNTER_HIDDEN] != NULL)
      && !wadi_reader_since_version (reader, ELEMENT_COUNTER, 4))
    return;
  if (!wadi_reader_bool_attribute (reader, "hidden", values[COUNTER_HIDDEN], &counter.hidden))
    return;
  counter.side = (char *) values[COUNTER_SIDE];
  counter.name = (char *) values[COUNTER_NAME];
  counter.strength = (char *) values[COUNTER_STRENGTH];

  add_counter (reader, &counter);
}
