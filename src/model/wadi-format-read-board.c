/* wadi-format-read-board.c: reading <board>, <hex> and <side>
 *
 * A board of the map or an overlay's fragment: its size, grid and labels,
 * its default hex and where it lies on the map, then the hexes and
 * hexsides that differ.  The boards of the map are laid out once, before
 * anything that names a hex of the map.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include <string.h>

#include "wadi-format-read-private.h"

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

static gboolean
level_attribute (Reader     *reader,
                 const char *name,
                 const char *value,
                 gint8      *level)
{
  gint64 number;

  if (value == NULL)
    return TRUE;
  if (!wadi_reader_number_attribute (reader, name, value, G_MININT8, G_MAXINT8, &number))
    return FALSE;
  *level = (gint8) number;
  return TRUE;
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
          wadi_reader_fail_name (reader, "terrain", terrain, terrain_at, WADI_TERRAIN_COUNT);
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
          wadi_reader_fail_name (reader, "depression", depression, depression_at, WADI_DEPRESSION_COUNT);
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
          g_autofree char *names = wadi_reader_name_list (hex_flag_at, WADI_HEX_FLAG_COUNT_);

          wadi_reader_fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                                    _("unknown hex flag “%s”, expected a space-separated list of %s"),
                                       wadi_reader_quoted (reader, bad_word), names);
          return FALSE;
        }
      cell->flags = (guint8) value;
    }
  return TRUE;
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
  wadi_reader_fail_label (reader, name, local_error);
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

/* The attributes of <board>, in one table for the parts of
 * wadi_reader_start_board (). */
static const char *const board_names[] = {
  "id", "columns", "rows", "orientation", "stagger", "labels", "first-column", "first-row",
  "terrain", "level", "depression", "floor", "flags", "map-column", "map-row", "turn", NULL
};
enum
{
  BOARD_ID,
  BOARD_COLUMNS,
  BOARD_ROWS,
  BOARD_ORIENTATION,
  BOARD_STAGGER,
  BOARD_LABELS,
  BOARD_FIRST_COLUMN,
  BOARD_FIRST_ROW,
  BOARD_TERRAIN,
  BOARD_LEVEL,
  BOARD_DEPRESSION,
  BOARD_FLOOR,
  BOARD_FLAGS,
  BOARD_MAP_COLUMN,
  BOARD_MAP_ROW,
  BOARD_TURN
};

/* An overlay's one board has no id and no place on the map; a board of
 * the map has an id of its own, and there are not too many of them. */
static gboolean
check_board_identity (Reader            *reader,
                      gboolean           in_overlay,
                      const char *const *values)
{
  if (in_overlay)
    {
      if (reader->overlay_fragment != NULL || reader->board != NULL)
        {
          wadi_reader_fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                                    _("a second <board> in <overlay>, expected exactly one"));
          return FALSE;
        }
      if (values[BOARD_MAP_COLUMN] != NULL || values[BOARD_MAP_ROW] != NULL || values[BOARD_TURN] != NULL)
        {
          wadi_reader_fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                                    _("map-column, map-row or turn on an overlay's <board>, expected them only on the boards of the map (an overlay is placed by <place>)"));
          return FALSE;
        }
      return TRUE;
    }
  if (!wadi_reader_require (reader, ELEMENT_BOARD, "id", values[BOARD_ID]))
    return FALSE;
  if (values[BOARD_ID][0] == '\0')
    {
      wadi_reader_fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                                _("the board id is empty, expected a name such as 25"));
      return FALSE;
    }
  if (pending_board_exists (reader, values[BOARD_ID]))
    {
      wadi_reader_fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                                _("a second board with id “%s”, expected each board id once"),
                                   wadi_reader_quoted (reader, values[BOARD_ID]));
      return FALSE;
    }
  if (reader->map_boards->len >= WADI_FORMAT_MAX_BOARDS)
    {
      wadi_reader_fail_element (reader, WADI_FORMAT_ERROR_FORBIDDEN,
                                _("too many boards, expected at most %d"), WADI_FORMAT_MAX_BOARDS);
      return FALSE;
    }
  return TRUE;
}

/* The board's columns and rows, counted against the hexes of every board
 * and overlay together. */
static gboolean
board_size (Reader            *reader,
            const char *const *values,
            gint64            *cols,
            gint64            *rows)
{
  guint64 n_hexes;

  if (!wadi_reader_require (reader, ELEMENT_BOARD, "columns", values[BOARD_COLUMNS])
      || !wadi_reader_number_attribute (reader, "columns", values[BOARD_COLUMNS], 1, WADI_BOARD_MAX_SIDE, cols)
      || !wadi_reader_require (reader, ELEMENT_BOARD, "rows", values[BOARD_ROWS])
      || !wadi_reader_number_attribute (reader, "rows", values[BOARD_ROWS], 1, WADI_BOARD_MAX_SIDE, rows))
    return FALSE;
  n_hexes = (guint64) *cols * (guint64) *rows;
  if (reader->total_hexes + n_hexes > WADI_FORMAT_MAX_HEXES)
    {
      wadi_reader_fail_element (reader, WADI_FORMAT_ERROR_FORBIDDEN,
                                _("the boards and overlays hold more than %'d hexes in all, expected at most %'d"),
                                   WADI_FORMAT_MAX_HEXES, WADI_FORMAT_MAX_HEXES);
      return FALSE;
    }
  reader->total_hexes += n_hexes;
  return TRUE;
}

/* The grid's orientation and stagger, the labels and the first column and
 * row they number from. */
static gboolean
board_grid (Reader            *reader,
            const char *const *values,
            WadiGridLayout    *layout,
            WadiLabelKind     *labels,
            gint64            *first_col,
            gint64            *first_row)
{
  guint index;

  if (values[BOARD_ORIENTATION] != NULL)
    {
      if (!wadi_reader_spelling_attribute (reader, "orientation", values[BOARD_ORIENTATION], orientation_at, 2, &index))
        return FALSE;
      layout->orientation = (WadiGridOrientation) index;
    }
  if (values[BOARD_STAGGER] != NULL)
    {
      if (!wadi_reader_spelling_attribute (reader, "stagger", values[BOARD_STAGGER], stagger_at, 2, &index))
        return FALSE;
      layout->stagger = (WadiStagger) index;
    }
  if (values[BOARD_LABELS] != NULL)
    {
      if (!wadi_reader_spelling_attribute (reader, "labels", values[BOARD_LABELS], labels_at, 2, &index))
        return FALSE;
      *labels = (WadiLabelKind) index;
    }
  if (values[BOARD_FIRST_COLUMN] != NULL)
    {
      if (*labels != WADI_LABEL_NUMERIC)
        {
          wadi_reader_fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                                    _("first-column on a board with asl labels, expected it only with labels=\"numeric\""));
          return FALSE;
        }
      if (!wadi_reader_number_attribute (reader, "first-column", values[BOARD_FIRST_COLUMN], 0, 9999, first_col))
        return FALSE;
    }
  if (values[BOARD_FIRST_ROW] != NULL
      && !wadi_reader_number_attribute (reader, "first-row", values[BOARD_FIRST_ROW], 0, 9999, first_row))
    return FALSE;
  return TRUE;
}

/* Where the board lies on the map, and from which turn (version 3). */
static gboolean
board_placement (Reader            *reader,
                 const char *const *values,
                 WadiMapPlacement  *placement)
{
  gint64 map_column = 0;
  gint64 map_row = 0;
  gint64 turn = 0;

  if ((values[BOARD_MAP_COLUMN] != NULL
       && !wadi_reader_number_attribute (reader, "map-column", values[BOARD_MAP_COLUMN], -WADI_BOARD_MAX_SIDE, WADI_BOARD_MAX_SIDE, &map_column))
      || (values[BOARD_MAP_ROW] != NULL
          && !wadi_reader_number_attribute (reader, "map-row", values[BOARD_MAP_ROW], -WADI_BOARD_MAX_SIDE, WADI_BOARD_MAX_SIDE, &map_row))
      || (values[BOARD_TURN] != NULL && !wadi_reader_number_attribute (reader, "turn", values[BOARD_TURN], 0, 300, &turn)))
    return FALSE;
  if (turn % 60 != 0)
    {
      wadi_reader_fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                                _("turn “%s” is not a multiple of 60, expected 0, 60, 120, 180, 240 or 300"),
                                   wadi_reader_quoted (reader, values[BOARD_TURN]));
      return FALSE;
    }
  if (reader->version < 3 && (values[BOARD_MAP_COLUMN] != NULL || values[BOARD_MAP_ROW] != NULL || values[BOARD_TURN] != NULL))
    {
      wadi_reader_fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                                _("map-column, map-row or turn in a format version %d file, expected them only from version 3"),
                                   (int) reader->version);
      return FALSE;
    }
  *placement = (WadiMapPlacement) { { (int) map_column, (int) map_row }, (guint) (turn / 60) };
  return TRUE;
}

void
wadi_reader_start_board (Reader         *reader,
                         gboolean        in_overlay,
                         int             n_attributes,
                         const xmlChar **attributes)
{
  const char    *values[G_N_ELEMENTS (board_names)];
  WadiGridLayout layout = { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD };
  WadiLabelKind  labels = WADI_LABEL_ASL;
  WadiHexCell    cell = { WADI_TERRAIN_OPEN, 0, WADI_DEPRESSION_NONE, 0, 0, 0 };
  gint64         cols;
  gint64         rows;
  gint64         first_col = 1;
  gint64         first_row = 1;

  if (!wadi_reader_collect_attributes (reader, ELEMENT_BOARD, board_names, n_attributes, attributes, values)
      || !check_board_identity (reader, in_overlay, values)
      || !board_size (reader, values, &cols, &rows)
      || !board_grid (reader, values, &layout, &labels, &first_col, &first_row)
      || !cell_attributes (reader, values[BOARD_TERRAIN], values[BOARD_LEVEL], values[BOARD_DEPRESSION],
                           values[BOARD_FLOOR], values[BOARD_FLAGS], &cell)
      || !board_placement (reader, values, &reader->board_placement))
    return;
  if (!in_overlay)
    {
      int position[2];

      wadi_reader_tag_position (reader, &position[0], &position[1]);
      g_array_append_vals (reader->map_positions, position, 2);
    }

  reader->board = wadi_board_new (values[BOARD_ID], (int) cols, (int) rows, layout, labels, (int) first_row);
  if (labels == WADI_LABEL_NUMERIC)
    reader->board->labels.first_col = (int) first_col;
  /* a new board is open ground: filled again only for another default */
  if (memcmp (&cell, &reader->board->default_cell, sizeof cell) != 0)
    wadi_board_set_default (reader->board, &cell);
  reader->hex_seen = g_malloc0 ((gsize) (((guint64) cols * (guint64) rows + 7) / 8));
  reader->board_has_cells = FALSE;
}

void
wadi_reader_end_board (Reader  *reader,
                       gboolean in_overlay)
{
  g_clear_pointer (&reader->hex_seen, g_free);
  if (in_overlay)
    reader->overlay_fragment = g_steal_pointer (&reader->board);
  else
    {
      g_ptr_array_add (reader->map_boards, g_steal_pointer (&reader->board));
      g_array_append_val (reader->map_placements, reader->board_placement);
      g_ptr_array_add (reader->map_pictures, g_steal_pointer (&reader->board_picture));
    }
}

static const char *const picture_names[] = { "file", "opacity", "a", "b", "tx", "ty", NULL };
enum
{
  PICTURE_FILE,
  PICTURE_OPACITY,
  PICTURE_A,
  PICTURE_B,
  PICTURE_TX,
  PICTURE_TY
};

/* The fit's four numbers: anything a double holds, bounded so that a
 * picture's corner stays far inside what a double holds. */
#define PICTURE_MAX_FIT 1e9

/* <picture>: the board's background picture (version 6), the first child
 * of a board of the map. */
void
wadi_reader_start_picture (Reader         *reader,
                           gboolean        in_overlay,
                           int             n_attributes,
                           const xmlChar **attributes)
{
  const char    *values[G_N_ELEMENTS (picture_names)];
  double         opacity = 1.0;
  WadiSimilarity fit = WADI_SIMILARITY_IDENTITY;
  double        *fit_values[] = { &fit.a, &fit.b, &fit.tx, &fit.ty };

  if (!wadi_reader_since_version (reader, ELEMENT_PICTURE, 6)
      || !wadi_reader_collect_attributes (reader, ELEMENT_PICTURE, picture_names, n_attributes, attributes, values))
    return;
  if (in_overlay || reader->board_picture != NULL || reader->board_has_cells)
    {
      if (in_overlay)
        wadi_reader_fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                                  _("<picture> in an overlay's <board>, expected at most one <picture>, first in a "
                                    "<board> of the map"));
      else if (reader->board_picture != NULL)
        wadi_reader_fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                                  _("a second <picture> in <board>, expected at most one <picture>, first in a "
                                    "<board> of the map"));
      else
        wadi_reader_fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                                  _("<picture> after a <hex> or <side>, expected at most one <picture>, first in a "
                                    "<board> of the map"));
      return;
    }
  if (!wadi_reader_require (reader, ELEMENT_PICTURE, "file", values[PICTURE_FILE]))
    return;
  if (values[PICTURE_FILE][0] == '\0')
    {
      wadi_reader_fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                                _("the picture's file is empty, expected a path such as board25.png"));
      return;
    }
  if (values[PICTURE_OPACITY] != NULL
      && !wadi_reader_real_attribute (reader, "opacity", values[PICTURE_OPACITY], 0.0, 1.0, &opacity))
    return;
  for (guint i = 0; i < G_N_ELEMENTS (fit_values); i++)
    if (values[PICTURE_A + i] != NULL
        && !wadi_reader_real_attribute (reader, picture_names[PICTURE_A + i], values[PICTURE_A + i],
                                        -PICTURE_MAX_FIT, PICTURE_MAX_FIT, fit_values[i]))
      return;
  if (!wadi_picture_fit_is_valid (&fit))
    {
      wadi_reader_fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                                _("the picture's a and b are both 0, expected a scale that is not 0"));
      return;
    }
  {
    g_autofree char *path = wadi_picture_resolve_path (values[PICTURE_FILE], reader->folder);

    reader->board_picture = wadi_picture_new (path, opacity, &fit);
  }
}

/* Lays the boards read out as the map, once, before anything that names
 * a hex of the map. */
void
wadi_reader_lay_out_map (Reader *reader)
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
        wadi_reader_fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                                  _("the boards of this version %d file do not make one map: %s"),
                                     (int) reader->version, local_error->message);
      return;
    }
  g_ptr_array_set_free_func (boards, NULL);
  /* A fresh scenario: nothing lies on the map yet to move with it. */
  if (!wadi_map_lay_out_full (reader->scenario->map, g_steal_pointer (&boards),
                              (const WadiMapPlacement *) (gpointer) reader->map_placements->data, &culprit,
                              &local_error))
    {
      wadi_reader_fail_at (reader, WADI_FORMAT_ERROR_INVALID, g_array_index (reader->map_positions, int, 2 * culprit),
                           g_array_index (reader->map_positions, int, 2 * culprit + 1), "%s", local_error->message);
      return;
    }
  for (guint i = 0; i < reader->map_pictures->len && i < wadi_map_board_count (reader->scenario->map); i++)
    g_array_index (reader->scenario->map->boards, WadiMapBoard, i).picture = g_steal_pointer (&reader->map_pictures->pdata[i]);
}

void
wadi_reader_start_hex (Reader         *reader,
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

  if (!wadi_reader_collect_attributes (reader, ELEMENT_HEX, names, n_attributes, attributes, values)
      || !wadi_reader_require (reader, ELEMENT_HEX, "at", values[AT])
      || !hex_attribute (reader, board, "at", values[AT], &hex))
    return;
  index = wadi_board_index (board, hex);
  if (reader->hex_seen[index / 8] & (1u << (index % 8)))
    {
      wadi_reader_fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                                _("hex %s is described twice, expected each hex at most once"), values[AT]);
      return;
    }
  reader->hex_seen[index / 8] |= (guint8) (1u << (index % 8));
  if (!cell_attributes (reader, values[TERRAIN], values[LEVEL], values[DEPRESSION],
                        values[FLOOR], values[FLAGS], &cell))
    return;
  wadi_board_set_cell (board, hex, &cell);
}

void
wadi_reader_start_side (Reader         *reader,
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

  if (!wadi_reader_collect_attributes (reader, ELEMENT_SIDE, names, n_attributes, attributes, values)
      || !wadi_reader_require (reader, ELEMENT_SIDE, "at", values[AT])
      || !wadi_reader_require (reader, ELEMENT_SIDE, "dir", values[DIR])
      || !wadi_reader_require (reader, ELEMENT_SIDE, "features", values[FEATURES])
      || !hex_attribute (reader, board, "at", values[AT], &side.hex)
      || !wadi_reader_direction_attribute (reader, "dir", values[DIR], board->layout.orientation, &side.dir))
    return;
  if (!wadi_side_features_from_string (values[FEATURES], &features, &bad_word) || features == 0)
    {
      g_autofree char *names_list = wadi_reader_name_list (side_feature_at, WADI_SIDE_FEATURE_COUNT_);

      if (bad_word != NULL)
        wadi_reader_fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                                  _("unknown hexside feature “%s”, expected a space-separated list of %s"),
                                     wadi_reader_quoted (reader, bad_word), names_list);
      else
        wadi_reader_fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                                  _("<side> has no features, expected at least one of %s"), names_list);
      return;
    }
  if ((features & WADI_SIDE_ANY_ROAD) != 0 && reader->version < 4)
    {
      wadi_reader_fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                                _("a road hexside feature in a format version %d file, expected roads through hexsides only from version 4"),
                                   (int) reader->version);
      return;
    }
  side = wadi_hexside_canonical (board->layout, side);
  if (wadi_board_get_side (board, side) != 0)
    {
      wadi_reader_fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                                _("hexside %s %s is described twice (perhaps from the hex across it), "
                                "expected each hexside at most once"),
                                   values[AT], values[DIR]);
      return;
    }
  if (!wadi_board_set_side (board, side, features))
    wadi_reader_fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                              _("hexside %s %s cannot be stored, expected a hexside of a board hex"),
                                 values[AT], values[DIR]);
}
