/* wadi-format-writer.c: writing .wadi scenario files
 *
 * The output is a pure function of the scenario: fixed element and
 * attribute order, two-space indent, "\n" line ends, and only what differs
 * from a default.  That is what makes load-then-save give the same bytes.
 */
/* write () and fsync () are POSIX; the build is strict C17. */
#define _POSIX_C_SOURCE 200809L

#include "config.h"

#include <glib/gi18n-lib.h>

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "wadi-format.h"
#include "wadi-format-private.h"
#include "wadi-safe-file.h"

static WadiSafeFileFlags
safe_file_flags (WadiFormatSaveFlags flags)
{
  return ((flags & WADI_FORMAT_SAVE_SPLIT_HARD_LINK) ? WADI_SAFE_FILE_SPLIT_HARD_LINK : 0)
         | ((flags & WADI_FORMAT_SAVE_REPLACE_READ_ONLY) ? WADI_SAFE_FILE_REPLACE_READ_ONLY : 0);
}

/* The injected failure of wadi_format_fail_next_write_after (). */
static gssize fail_after_bytes = -1;

void
wadi_format_fail_next_write_after (gssize bytes)
{
  fail_after_bytes = bytes;
}

static inline void
append_int (GString *out,
            int      value)
{
  char         digits[16];
  int          n = 0;
  unsigned int magnitude = value < 0 ? 0u - (unsigned int) value : (unsigned int) value;

  do
    {
      digits[n++] = (char) ('0' + magnitude % 10);
      magnitude /= 10;
    }
  while (magnitude != 0);
  if (value < 0)
    g_string_append_c (out, '-');
  while (n > 0)
    g_string_append_c (out, digits[--n]);
}

static inline void
append_uint (GString *out,
             guint    value)
{
  char digits[16];
  int  n = 0;

  do
    {
      digits[n++] = (char) ('0' + value % 10);
      value /= 10;
    }
  while (value != 0);
  while (n > 0)
    g_string_append_c (out, digits[--n]);
}

/* Appends text escaped for XML.  Bytes that are not valid UTF-8 and
 * characters XML 1.0 cannot carry (most control characters) become U+FFFD,
 * so the file is always well-formed; in attributes, tab, newline and
 * carriage return are written as references so that attribute value
 * normalisation does not turn them into spaces. */
static void
append_escaped (GString    *out,
                const char *text,
                gboolean    attribute)
{
  const char *p = text;
  const char *run = text;
  const char *end = text + strlen (text);

  while (p < end)
    {
      const char *escape = NULL;
      guchar      c = (guchar) *p;
      gsize       skip = 1;

      if (c >= 0x80)
        {
          gunichar ch = g_utf8_get_char_validated (p, end - p);

          if (ch == (gunichar) -1 || ch == (gunichar) -2)
            escape = "\xEF\xBF\xBD";
          else if (ch == 0xFFFE || ch == 0xFFFF)
            {
              escape = "\xEF\xBF\xBD";
              skip = (gsize) (g_utf8_next_char (p) - p);
            }
          else
            {
              p = g_utf8_next_char (p);
              continue;
            }
        }
      else if (c == '&')
        escape = "&amp;";
      else if (c == '<')
        escape = "&lt;";
      else if (c == '>')
        escape = "&gt;";
      else if (c == '\r')
        escape = "&#13;";
      else if (c == '"' && attribute)
        escape = "&quot;";
      else if (c == '\n')
        escape = attribute ? "&#10;" : NULL;
      else if (c == '\t')
        escape = attribute ? "&#9;" : NULL;
      else if (c < 0x20)
        escape = "\xEF\xBF\xBD";

      if (escape == NULL)
        {
          p++;
          continue;
        }
      g_string_append_len (out, run, p - run);
      g_string_append (out, escape);
      p += skip;
      run = p;
    }
  g_string_append_len (out, run, p - run);
}

static void
append_attribute (GString    *out,
                  const char *name,
                  const char *value)
{
  g_string_append_c (out, ' ');
  g_string_append (out, name);
  g_string_append (out, "=\"");
  append_escaped (out, value, TRUE);
  g_string_append_c (out, '"');
}

/* For names and numbers, which never need escaping. */
static void
append_plain_attribute (GString    *out,
                        const char *name,
                        const char *value)
{
  g_string_append_c (out, ' ');
  g_string_append (out, name);
  g_string_append (out, "=\"");
  g_string_append (out, value);
  g_string_append_c (out, '"');
}

static void
append_int_attribute (GString    *out,
                      const char *name,
                      int         value)
{
  g_string_append_c (out, ' ');
  g_string_append (out, name);
  g_string_append (out, "=\"");
  append_int (out, value);
  g_string_append_c (out, '"');
}

/* The shortest of %.15g, %.16g and %.17g that reads back as value, so
 * that 0.5 is "0.5" and every double round-trips. */
static void
append_real_attribute (GString    *out,
                       const char *name,
                       double      value)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];

  for (int digits = 15; digits <= 17; digits++)
    {
      char format[8];

      g_snprintf (format, sizeof format, "%%.%dg", digits);
      g_ascii_formatd (buffer, sizeof buffer, format, value == 0.0 ? 0.0 : value);
      if (g_ascii_strtod (buffer, NULL) == value)
        break;
    }
  append_plain_attribute (out, name, buffer);
}

static void
append_bool_attribute (GString    *out,
                       const char *name,
                       gboolean    value)
{
  append_plain_attribute (out, name, value ? "true" : "false");
}

static void
append_hex_attribute (GString         *out,
                      const char      *name,
                      const WadiBoard *board,
                      WadiHex          hex)
{
  g_autofree char *label = wadi_board_hex_label (board, hex);

  append_attribute (out, name, label);
}

static gboolean
is_empty (const char *text)
{
  return text == NULL || text[0] == '\0';
}

static void
append_text_element (GString    *out,
                     const char *indent,
                     const char *name,
                     const char *text)
{
  if (is_empty (text))
    return;
  g_string_append (out, indent);
  g_string_append_c (out, '<');
  g_string_append (out, name);
  g_string_append_c (out, '>');
  append_escaped (out, text, FALSE);
  g_string_append (out, "</");
  g_string_append (out, name);
  g_string_append (out, ">\n");
}

/* A special rule is written even when empty: it is a line of the list. */
static void
write_special_rule (GString    *out,
                    const char *text)
{
  g_string_append (out, "    <special-rule>");
  append_escaped (out, text, FALSE);
  g_string_append (out, "</special-rule>\n");
}

/* An empty field is not written: reading gives "" for a missing one. */
static void
write_metadata (GString            *out,
                const WadiScenario *scenario)
{
  if (is_empty (scenario->title) && is_empty (scenario->author) && is_empty (scenario->description)
      && is_empty (scenario->date_place) && is_empty (scenario->victory) && is_empty (scenario->aftermath)
      && scenario->turns == 0 && scenario->sides->len == 0 && scenario->special_rules->len == 0)
    return;
  g_string_append (out, "  <metadata>\n");
  append_text_element (out, "    ", "title", scenario->title);
  append_text_element (out, "    ", "author", scenario->author);
  append_text_element (out, "    ", "date-place", scenario->date_place);
  append_text_element (out, "    ", "description", scenario->description);
  if (scenario->turns > 0)
    {
      g_string_append (out, "    <turns>");
      append_uint (out, scenario->turns);
      /* and a half: the last turn's first player turn (version 8) */
      if (scenario->half_turn)
        g_string_append (out, ".5");
      g_string_append (out, "</turns>\n");
    }
  for (guint i = 0; i < scenario->sides->len; i++)
    {
      const WadiScenarioSide *side = &g_array_index (scenario->sides, WadiScenarioSide, i);

      g_string_append (out, "    <force");
      append_attribute (out, "name", side->name != NULL ? side->name : "");
      if (side->nationality != NULL)
        append_attribute (out, "nationality", side->nationality);
      if (side->moves_first)
        append_bool_attribute (out, "moves-first", TRUE);
      if (side->sets_up_first)
        append_bool_attribute (out, "sets-up-first", TRUE);
      if (side->setup != NULL && side->setup[0] != '\0')
        append_attribute (out, "setup", side->setup);
      g_string_append (out, "/>\n");
    }
  for (guint i = 0; i < scenario->special_rules->len; i++)
    write_special_rule (out, g_ptr_array_index (scenario->special_rules, i));
  append_text_element (out, "    ", "victory", scenario->victory);
  append_text_element (out, "    ", "aftermath", scenario->aftermath);
  g_string_append (out, "  </metadata>\n");
}

/* Only the SSRs the scenario's ruleset owns: another ruleset's settings
 * mean nothing in it (a file that carries them still loads). */
static void
write_ssr (GString       *out,
           WadiRulesetId  ruleset,
           const WadiSsr *ssr)
{
  WadiSsrFields fields = wadi_ssr_fields_of (ruleset);

  if (fields == 0)
    return;
  g_string_append (out, "  <ssr");
  if (fields & WADI_SSR_STREAM_DEPTH)
    append_plain_attribute (out, "stream-depth", wadi_stream_depth_name (ssr->stream_depth));
  if (fields & WADI_SSR_FROZEN)
    append_bool_attribute (out, "frozen", ssr->frozen);
  if (fields & WADI_SSR_SNOW)
    append_bool_attribute (out, "snow", ssr->snow);
  if (fields & WADI_SSR_TOI_WADI_RULES)
    append_bool_attribute (out, "toi-wadi-rules", ssr->toi_wadi_rules);
  if (fields & WADI_SSR_TOI_STREAM_BRIDGES_BLOCK_LOS)
    append_bool_attribute (out, "toi-stream-bridges-block-los", ssr->toi_stream_bridges_block_los);
  g_string_append (out, "/>\n");
}

static void
append_flags_attribute (GString *out,
                        guint    flags)
{
  g_autofree char *text = wadi_hex_flags_to_string (flags);

  append_plain_attribute (out, "flags", text);
}

static gboolean
cell_is_default (const WadiHexCell *cell,
                 const WadiHexCell *def)
{
  return cell->terrain == def->terrain && cell->level == def->level
         && cell->depression == def->depression && cell->floor == def->floor
         && cell->flags == def->flags;
}

static void
write_hex (GString           *out,
           const char        *indent,
           const WadiBoard   *board,
           WadiHex            hex,
           const WadiHexCell *cell)
{
  const WadiHexCell *def = &board->default_cell;

  g_string_append (out, indent);
  g_string_append (out, "<hex");
  append_hex_attribute (out, "at", board, hex);
  if (cell->terrain != def->terrain)
    append_plain_attribute (out, "terrain", wadi_terrain_name (cell->terrain));
  if (cell->level != def->level)
    append_int_attribute (out, "level", cell->level);
  if (cell->depression != def->depression)
    append_plain_attribute (out, "depression", wadi_depression_name (cell->depression));
  if (cell->floor != def->floor)
    append_int_attribute (out, "floor", cell->floor);
  if (cell->flags != def->flags)
    append_flags_attribute (out, cell->flags);
  g_string_append (out, "/>\n");
}

static void
write_side (GString         *out,
            const char      *indent,
            const WadiBoard *board,
            WadiHex          hex,
            WadiDirection    dir,
            guint            features)
{
  g_autofree char *text = wadi_side_features_to_string (features);

  g_string_append (out, indent);
  g_string_append (out, "<side");
  append_hex_attribute (out, "at", board, hex);
  append_plain_attribute (out, "dir", wadi_direction_name (board->layout.orientation, dir));
  append_plain_attribute (out, "features", text);
  g_string_append (out, "/>\n");
}

/* Each hexside is stored once, with the hex that sees it as direction 0, 1
 * or 2.  When that hex lies in the ring around the board, the hexside is
 * written from the on-board hex across it (direction 3, 4 or 5).  A hexside
 * with no hex on the board cannot be named in a file and is not written. */
static void
write_sides (GString         *out,
             const char      *indent,
             const WadiBoard *board)
{
  int row;
  int col;

  for (row = -1; row <= board->rows; row++)
    for (col = -1; col <= board->cols; col++)
      {
        WadiHex             owner = { col, row };
        const WadiHexSides *sides = &board->sides[wadi_board_side_slot (board, owner)];
        WadiDirection       dir;

        for (dir = 0; dir < 3; dir++)
          {
            guint   features = sides->side[dir];
            WadiHex other;

            if (features == 0)
              continue;
            if (wadi_board_contains (board, owner))
              {
                write_side (out, indent, board, owner, dir, features);
                continue;
              }
            other = wadi_hex_neighbor (board->layout, owner, dir);
            if (wadi_board_contains (board, other))
              write_side (out, indent, board, other, (WadiDirection) (dir + 3), features);
          }
      }
}

static gboolean
board_has_sides (const WadiBoard *board)
{
  guint n_slots = (guint) (board->cols + 2) * (guint) (board->rows + 2);
  guint i;

  for (i = 0; i < n_slots; i++)
    if (board->sides[i].side[0] != 0 || board->sides[i].side[1] != 0 || board->sides[i].side[2] != 0)
      return TRUE;
  return FALSE;
}

/* The board's background picture, its path relative to folder (the
 * folder of the file written; NULL: as the model holds it). */
static void
write_picture (GString           *out,
               const char        *indent,
               const WadiPicture *picture,
               const char        *folder)
{
  g_autofree char *path = wadi_picture_relative_path (picture->path, folder);

  g_string_append (out, indent);
  g_string_append (out, "<picture");
  append_attribute (out, "file", path);
  append_real_attribute (out, "opacity", picture->opacity);
  append_real_attribute (out, "a", picture->fit.a);
  append_real_attribute (out, "b", picture->fit.b);
  append_real_attribute (out, "tx", picture->fit.tx);
  append_real_attribute (out, "ty", picture->fit.ty);
  g_string_append (out, "/>\n");
}

/* placement: where the board lies on the map; NULL for an overlay's
 * fragment.  folder: that of the file written, or NULL. */
static void
write_board (GString            *out,
             const char         *indent,
             const char         *child_indent,
             const WadiBoard    *board,
             const WadiMapBoard *placement,
             const char         *folder)
{
  const WadiHexCell *def = &board->default_cell;
  guint              n_hexes = wadi_board_hex_count (board);
  gboolean           has_children = FALSE;
  guint              i;

  g_string_append (out, indent);
  g_string_append (out, "<board");
  /* An overlay's fragment may have no id; a board always has one. */
  if (board->id != NULL && board->id[0] != '\0')
    append_attribute (out, "id", board->id);
  append_int_attribute (out, "columns", board->cols);
  append_int_attribute (out, "rows", board->rows);
  append_plain_attribute (out, "orientation", wadi_format_orientation_name (board->layout.orientation));
  append_plain_attribute (out, "stagger", wadi_format_stagger_name (board->layout.stagger));
  append_plain_attribute (out, "labels", wadi_format_labels_name (board->labels.kind));
  if (board->labels.kind == WADI_LABEL_NUMERIC)
    append_int_attribute (out, "first-column", board->labels.first_col);
  append_int_attribute (out, "first-row", board->labels.first_row);
  if (placement != NULL && placement->origin.col != 0)
    append_int_attribute (out, "map-column", placement->origin.col);
  if (placement != NULL && placement->origin.row != 0)
    append_int_attribute (out, "map-row", placement->origin.row);
  if (placement != NULL && placement->turn != 0)
    append_int_attribute (out, "turn", (int) placement->turn * 60);
  append_plain_attribute (out, "terrain", wadi_terrain_name (def->terrain));
  append_int_attribute (out, "level", def->level);
  if (def->depression != WADI_DEPRESSION_NONE)
    append_plain_attribute (out, "depression", wadi_depression_name (def->depression));
  if (def->floor != 0)
    append_int_attribute (out, "floor", def->floor);
  if (def->flags != 0)
    append_flags_attribute (out, def->flags);

  if (placement != NULL && placement->picture != NULL)
    {
      g_string_append (out, ">\n");
      has_children = TRUE;
      write_picture (out, child_indent, placement->picture, folder);
    }
  for (i = 0; i < n_hexes; i++)
    {
      const WadiHexCell *cell = &board->cells[i];

      if (cell_is_default (cell, def)
          || !wadi_board_contains (board, wadi_board_hex_at_index (board, i)))
        continue;
      if (!has_children)
        g_string_append (out, ">\n");
      has_children = TRUE;
      write_hex (out, child_indent, board, wadi_board_hex_at_index (board, i), cell);
    }
  if (board_has_sides (board))
    {
      if (!has_children)
        g_string_append (out, ">\n");
      has_children = TRUE;
      write_sides (out, child_indent, board);
    }

  if (!has_children)
    {
      g_string_append (out, "/>\n");
      return;
    }
  g_string_append (out, indent);
  g_string_append (out, "</board>\n");
}

static void
write_overlay (GString           *out,
               const WadiOverlay *overlay)
{
  g_string_append (out, "  <overlay");
  append_attribute (out, "id", overlay->id);
  g_string_append (out, ">\n");
  write_board (out, "    ", "      ", overlay->fragment, NULL, NULL);
  g_string_append (out, "  </overlay>\n");
}

/* A map hex as a board attribute and a label of that board: the first
 * board that covers it.  The writer's checks made sure one does. */
static void
append_map_hex_attributes (GString            *out,
                           const char         *name,
                           const WadiScenario *scenario,
                           WadiHex             hex)
{
  const WadiMapBoard *board;
  g_autofree char    *label = NULL;
  guint               index;
  WadiHex             local;

  if (!wadi_map_board_at (scenario->map, hex, &index, &local))
    {
      g_critical ("Hex (%d, %d) is on no board of the map", hex.col, hex.row);
      return;
    }
  board = wadi_map_get_board (scenario->map, index);
  label = wadi_label_print (&board->labels, local);
  append_attribute (out, "board", board->id);
  append_attribute (out, name, label);
}

static void
write_placement (GString                    *out,
                 const WadiScenario         *scenario,
                 const WadiOverlayPlacement *placement)
{
  const WadiOverlay *overlay;

  if (placement->overlay >= scenario->overlays->len)
    {
      g_critical ("An overlay placement names overlay %u of %u",
                  placement->overlay, scenario->overlays->len);
      return;
    }
  overlay = g_ptr_array_index (scenario->overlays, placement->overlay);

  g_string_append (out, "  <place");
  append_attribute (out, "overlay", overlay->id);
  append_map_hex_attributes (out, "at", scenario, placement->anchor);
  append_int_attribute (out, "orientation", (int) placement->orientation);
  g_string_append (out, "/>\n");
}

static void
write_counter (GString            *out,
               const WadiScenario *scenario,
               const WadiCounter  *counter)
{
  const WadiBoard *grid = wadi_scenario_grid (scenario);

  g_string_append (out, "  <counter id=\"");
  append_uint (out, counter->id);
  g_string_append_c (out, '"');
  append_plain_attribute (out, "kind", wadi_counter_kind_name (counter->kind));
  append_map_hex_attributes (out, "at", scenario, counter->hex);

  switch (counter->kind)
    {
    case WADI_COUNTER_CREST:
      append_plain_attribute (out, "centre",
                              wadi_direction_name (grid->layout.orientation, counter->centre));
      break;
    case WADI_COUNTER_VEHICLE_CREST:
      append_int_attribute (out, "vertex", counter->vertex);
      append_plain_attribute (out, "class", wadi_unit_class_name (counter->unit_class));
      append_bool_attribute (out, "hd-rear", counter->hd_rear);
      break;
    case WADI_COUNTER_UNIT:
      append_plain_attribute (out, "class", wadi_unit_class_name (counter->unit_class));
      append_plain_attribute (out, "position", wadi_position_name (counter->position));
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

  if (counter->side != NULL)
    append_attribute (out, "side", counter->side);
  if (counter->name != NULL)
    append_attribute (out, "name", counter->name);
  if (counter->strength != NULL
      && (counter->kind == WADI_COUNTER_UNIT || counter->kind == WADI_COUNTER_VEHICLE_CREST))
    append_attribute (out, "strength", counter->strength);
  if (counter->hidden)
    append_bool_attribute (out, "hidden", TRUE);
  g_string_append (out, "/>\n");
}

static gsize
estimate_size (const WadiScenario *scenario)
{
  gsize size = 4096 + (gsize) scenario->counters->len * 96;

  /* Most boards written hex by hex are mostly default; a quarter of the
   * hexes at 40 bytes each is a fair first guess, and GString grows. */
  if (wadi_scenario_grid (scenario) != NULL)
    size += (gsize) wadi_board_hex_count (wadi_scenario_grid (scenario)) * 10;
  return size;
}

/* folder: the folder of the file written, which pictures' paths are
 * relative to; NULL keeps them as they are. */
static GBytes *
write_bytes_in (const WadiScenario *scenario,
                const char         *folder)
{
  GString *out;
  guint    i;

  out = g_string_sized_new (estimate_size (scenario));
  g_string_append (out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
  g_string_append (out, "<scenario xmlns=\"" WADI_FORMAT_NAMESPACE "\"");
  append_int_attribute (out, "version", WADI_FORMAT_VERSION);
  append_plain_attribute (out, "ruleset", wadi_ruleset_name (scenario->ruleset));
  if (scenario->is_overlay)
    append_plain_attribute (out, "kind", "overlay");
  g_string_append (out, ">\n");

  write_metadata (out, scenario);
  write_ssr (out, scenario->ruleset, &scenario->ssr);
  for (i = 0; i < wadi_map_board_count (scenario->map); i++)
    {
      /* A board of one the map is the map's grid itself. */
      g_autoptr (WadiBoard) extracted = NULL;
      const WadiBoard *board = scenario->map->grid;

      if (board->present != NULL || wadi_map_board_count (scenario->map) > 1)
        board = extracted = wadi_map_extract_board (scenario->map, i);
      write_board (out, "  ", "    ", board, wadi_map_get_board (scenario->map, i), folder);
    }
  for (i = 0; i < scenario->overlays->len; i++)
    write_overlay (out, g_ptr_array_index (scenario->overlays, i));
  for (i = 0; i < scenario->placements->len; i++)
    write_placement (out, scenario, &g_array_index (scenario->placements, WadiOverlayPlacement, i));
  for (i = 0; i < scenario->counters->len; i++)
    write_counter (out, scenario, &g_array_index (scenario->counters, WadiCounter, i));

  g_string_append (out, "</scenario>\n");
  return g_string_free_to_bytes (out);
}

GBytes *
wadi_format_write_bytes (const WadiScenario *scenario)
{
  g_return_val_if_fail (scenario != NULL, NULL);

  return write_bytes_in (scenario, NULL);
}

static gboolean
set_errno_error (GError    **error,
                 int         saved_errno,
                 const char *path,
                 const char *what)
{
  g_autofree char *display = g_filename_display_name (path);

  g_set_error (error, WADI_FORMAT_ERROR, WADI_FORMAT_ERROR_IO,
               _("%s: could not save: %s: %s, expected a writable file in a writable folder"),
                  display, what, g_strerror (saved_errno));
  return FALSE;
}

/* A refusal or failure of the safe file (wadi-safe-file.h), as a save's. */
static gboolean
set_safe_file_error (GError    **error,
                     const char *path,
                     GError     *safe_error)
{
  g_autofree char *display = g_filename_display_name (path);
  WadiFormatError  code = WADI_FORMAT_ERROR_IO;

  if (g_error_matches (safe_error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      g_propagate_error (error, g_error_copy (safe_error));
      return FALSE;
    }
  if (safe_error->domain == WADI_SAFE_FILE_ERROR)
    switch ((WadiSafeFileError) safe_error->code)
      {
      case WADI_SAFE_FILE_ERROR_NOT_REGULAR:
        code = WADI_FORMAT_ERROR_NOT_REGULAR;
        break;
      case WADI_SAFE_FILE_ERROR_HARD_LINK:
        code = WADI_FORMAT_ERROR_HARD_LINK;
        break;
      case WADI_SAFE_FILE_ERROR_READ_ONLY:
        code = WADI_FORMAT_ERROR_READ_ONLY;
        break;
      case WADI_SAFE_FILE_ERROR_IO:
      case WADI_SAFE_FILE_ERROR_EXISTS:
      default:
        break;
      }
  if (code == WADI_FORMAT_ERROR_HARD_LINK || code == WADI_FORMAT_ERROR_READ_ONLY)
    g_set_error (error, WADI_FORMAT_ERROR, code, _("%s: not saved: %s"), display, safe_error->message);
  else
    g_set_error (error, WADI_FORMAT_ERROR, code, _("%s: could not save: %s"), display, safe_error->message);
  return FALSE;
}

/* Writes all of data to fd, honouring the injected failure. */
static gboolean
write_all (int           fd,
           const guint8 *data,
           gsize         size,
           int          *saved_errno)
{
  gssize fail_after = fail_after_bytes;
  gsize  written = 0;

  fail_after_bytes = -1;
  while (written < size)
    {
      gsize  chunk = size - written;
      gssize n;

      if (fail_after >= 0 && written + chunk > (gsize) fail_after)
        {
          chunk = (gsize) fail_after > written ? (gsize) fail_after - written : 0;
          if (chunk == 0)
            {
              *saved_errno = ENOSPC;
              return FALSE;
            }
        }
      n = write (fd, data + written, chunk);
      if (n < 0)
        {
          if (errno == EINTR)
            continue;
          *saved_errno = errno;
          return FALSE;
        }
      written += (gsize) n;
    }
  return TRUE;
}

/* Through the safe file (wadi-safe-file.h), as export writes: the links
 * followed, a device or FIFO refused, the owner and mode kept, a
 * temporary beside the target renamed over it once flushed to disk, so
 * that a crash leaves either the old file or the new one. */
static gboolean
write_path_atomically (const char         *path,
                       WadiFormatSaveFlags flags,
                       GBytes             *bytes,
                       GCancellable       *cancellable,
                       GError            **error)
{
  g_autoptr(WadiSafeFile) file = NULL;
  g_autoptr(GError) safe_error = NULL;
  gsize         size = 0;
  const guint8 *data = g_bytes_get_data (bytes, &size);
  int           saved_errno = 0;

  file = wadi_safe_file_open (path, "save", safe_file_flags (flags), &safe_error);
  if (file == NULL)
    return set_safe_file_error (error, path, safe_error);
  if (!write_all (wadi_safe_file_get_fd (file), data, size, &saved_errno))
    return set_errno_error (error, saved_errno, wadi_safe_file_get_target (file), "could not write");
  if (!wadi_safe_file_commit (g_steal_pointer (&file), cancellable, &safe_error))
    return set_safe_file_error (error, path, safe_error);
  return TRUE;
}

/* The length of text as the reader will see it, once append_escaped () has
 * replaced what XML cannot carry with U+FFFD (three bytes) and the parser
 * has turned the references back into characters: "&amp;" is one byte.
 * The reader measures an attribute the same way, after decoding. */
gsize
wadi_format_text_length (const char *text)
{
  const char *p = text;
  const char *end;
  gsize       length = 0;

  if (text == NULL)
    return 0;
  end = text + strlen (text);
  while (p < end)
    {
      guchar c = (guchar) *p;

      if (c >= 0x80)
        {
          gunichar ch = g_utf8_get_char_validated (p, end - p);

          if (ch == (gunichar) -1 || ch == (gunichar) -2)
            {
              length += 3;
              p++;
              continue;
            }
          if (ch == 0xFFFE || ch == 0xFFFF)
            length += 3;
          else
            length += (gsize) (g_utf8_next_char (p) - p);
          p = g_utf8_next_char (p);
          continue;
        }
      length += c < 0x20 && c != '\t' && c != '\n' && c != '\r' ? 3 : 1;
      p++;
    }
  return length;
}

gboolean
wadi_format_text_fits (const char *text)
{
  return wadi_format_text_length (text) <= WADI_FORMAT_MAX_TEXT;
}

static gboolean
check_text (const char *what,
            const char *text,
            GError    **error)
{
  gsize length = wadi_format_text_length (text);

  if (length <= WADI_FORMAT_MAX_TEXT)
    return TRUE;
  g_set_error (error, WADI_FORMAT_ERROR, WADI_FORMAT_ERROR_FORBIDDEN,
               _("%s is %zu bytes long, expected at most %d"), _(what), length, WADI_FORMAT_MAX_TEXT);
  return FALSE;
}

static gboolean
check_count (const char *what,
             guint64     count,
             guint64     limit,
             GError    **error)
{
  if (count <= limit)
    return TRUE;
  g_set_error (error, WADI_FORMAT_ERROR, WADI_FORMAT_ERROR_FORBIDDEN,
               _("%llu %s, expected at most %llu"), (unsigned long long) count, _(what), (unsigned long long) limit);
  return FALSE;
}

/* What the reader would refuse, the writer does not write: the limits of
 * wadi-format.h on what a scenario holds.  The rest (the structure, the
 * names) the model guarantees. */
static gboolean
check_within_limits (const WadiScenario *scenario,
                     GError            **error)
{
  guint64 total_hexes = 0;
  guint   i;

  if (!check_count (N_("boards"), wadi_map_board_count (scenario->map), WADI_FORMAT_MAX_BOARDS, error)
                    || !check_count (N_("overlays"), scenario->overlays->len, WADI_FORMAT_MAX_OVERLAYS, error)
                                     || !check_count (N_("overlay placements"), scenario->placements->len, WADI_FORMAT_MAX_PLACEMENTS, error)
                                                      || !check_count (N_("counters"), scenario->counters->len, WADI_FORMAT_MAX_COUNTERS, error)
                                                                       || !check_text (N_("the title"), scenario->title, error)
                                                                                       || !check_text (N_("the author"), scenario->author, error)
                                                                                                       || !check_text (N_("the description"), scenario->description, error)
                                                                                                                       || !check_text (N_("the date and place"), scenario->date_place, error)
                                                                                                                                       || !check_text (N_("the victory conditions"), scenario->victory, error)
                                                                                                                                                       || !check_text (N_("the aftermath"), scenario->aftermath, error))
    return FALSE;
  for (i = 0; i < wadi_map_board_count (scenario->map); i++)
    {
      const WadiMapBoard *board = wadi_map_get_board (scenario->map, i);

      total_hexes += (guint64) board->cols * (guint64) board->rows;
      if (!check_text (N_("a board id"), board->id, error)
                       || (board->picture != NULL && !check_text (N_("a picture's path"), board->picture->path, error)))
        return FALSE;
    }
  for (i = 0; i < scenario->overlays->len; i++)
    {
      const WadiOverlay *overlay = g_ptr_array_index (scenario->overlays, i);

      total_hexes += wadi_board_hex_count (overlay->fragment);
      if (!check_text (N_("an overlay id"), overlay->id, error))
        return FALSE;
    }
  if (!check_count (N_("hexes on all boards and overlays"), total_hexes, WADI_FORMAT_MAX_HEXES, error))
    return FALSE;
  total_hexes = 0;
  for (i = 0; i < scenario->placements->len; i++)
    {
      const WadiOverlayPlacement *placement = &g_array_index (scenario->placements, WadiOverlayPlacement, i);

      if (placement->overlay < scenario->overlays->len)
        total_hexes += wadi_board_hex_count (
            ((const WadiOverlay *) g_ptr_array_index (scenario->overlays, placement->overlay))->fragment);
    }
  if (!check_count (N_("hexes covered by the overlays placed"), total_hexes, WADI_FORMAT_MAX_HEXES, error))
    return FALSE;
  for (i = 0; i < scenario->counters->len; i++)
    {
      const WadiCounter *counter = &g_array_index (scenario->counters, WadiCounter, i);

      if (!check_text (N_("a counter's side"), counter->side, error)
                       || !check_text (N_("a counter's name"), counter->name, error)
                                       || !check_text (N_("a counter's strength"), counter->strength, error))
        return FALSE;
    }
  if (!check_count (N_("forces"), scenario->sides->len, WADI_FORMAT_MAX_FORCES, error)
                    || !check_count (N_("special rules"), scenario->special_rules->len, WADI_FORMAT_MAX_SPECIAL_RULES, error)
                                     || !check_count (N_("turns"), scenario->turns, WADI_FORMAT_MAX_TURNS, error))
    return FALSE;
  for (i = 0; i < scenario->sides->len; i++)
    {
      const WadiScenarioSide *side = &g_array_index (scenario->sides, WadiScenarioSide, i);

      if (!check_text (N_("a force's name"), side->name, error)
                       || !check_text (N_("a force's nationality"), side->nationality, error)
                                       || !check_text (N_("a force's set-up"), side->setup, error))
        return FALSE;
    }
  for (i = 0; i < scenario->special_rules->len; i++)
    if (!check_text (N_("a special rule"), g_ptr_array_index (scenario->special_rules, i), error))
      return FALSE;
  return TRUE;
}

/* A file with no local path (a GVfs location without its FUSE path) has
 * no safe file to be written through: refused, nothing written, rather
 * than replaced by another way than every other save. */
static gboolean
set_not_local_error (GError **error,
                     GFile   *file)
{
  g_autofree char *name = g_file_get_parse_name (file);

  g_set_error (error, WADI_FORMAT_ERROR, WADI_FORMAT_ERROR_NOT_REGULAR,
               _("%s: not saved: it is not a local file, expected a file in a folder of this computer; nothing "
                 "was written"),
                  name);
  return FALSE;
}

gboolean
wadi_format_check_target (GFile              *file,
                          WadiFormatSaveFlags flags,
                          GError            **error)
{
  g_autofree char *path = NULL;
  g_autofree char *target = NULL;
  g_autoptr(GError) safe_error = NULL;

  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  path = g_file_get_path (file);
  if (path == NULL)
    return set_not_local_error (error, file);
  target = wadi_safe_file_resolve_links (path);
  if (!wadi_safe_file_check (target, safe_file_flags (flags), &safe_error))
    return set_safe_file_error (error, target, safe_error);
  return TRUE;
}

/* A picture's path is written as an attribute, which is UTF-8 text: one
 * that is not would be written with U+FFFD in it, and the picture lost
 * when the file is opened again.  The format has no other spelling for
 * it, so the save is refused.  folder: that of the file written, the
 * path being written relative to it (NULL: as the model holds it). */
static gboolean
check_picture_paths (const WadiScenario *scenario,
                     const char         *folder,
                     GFile              *file,
                     GError            **error)
{
  for (guint i = 0; i < wadi_map_board_count (scenario->map); i++)
    {
      const WadiMapBoard *board = wadi_map_get_board (scenario->map, i);
      g_autofree char    *written = NULL;

      if (board->picture == NULL)
        continue;
      written = wadi_picture_relative_path (board->picture->path, folder);
      if (!g_utf8_validate (written, -1, NULL))
        {
          g_autofree char *name = g_file_get_parse_name (file);
          g_autofree char *shown = g_filename_display_name (board->picture->path);
          g_autofree char *id = g_utf8_make_valid (board->id, -1);

          g_set_error (error, WADI_FORMAT_ERROR, WADI_FORMAT_ERROR_INVALID,
                       _("%s: not saved: board %s's picture path %s is not UTF-8 text, and a picture path must be "
                         "UTF-8 to be written in the file; nothing was written"),
                          name, id, shown);
          return FALSE;
        }
    }
  return TRUE;
}

gboolean
wadi_format_write_file_full (const WadiScenario *scenario,
                             GFile              *file,
                             WadiFormatSaveFlags flags,
                             GError            **error)
{
  return wadi_format_write_file_cancellable (scenario, file, flags, NULL, error);
}

gboolean
wadi_format_write_file_cancellable (const WadiScenario *scenario,
                                    GFile              *file,
                                    WadiFormatSaveFlags flags,
                                    GCancellable       *cancellable,
                                    GError            **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *path = NULL;
  g_autofree char *target = NULL;
  g_autofree char *folder = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GError) safe_error = NULL;

  g_return_val_if_fail (scenario != NULL, FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!check_within_limits (scenario, &local_error))
    {
      g_autofree char *name = g_file_get_parse_name (file);

      g_set_error (error, WADI_FORMAT_ERROR, WADI_FORMAT_ERROR_FORBIDDEN,
                   _("%s: not saved, the file would not load again: %s; nothing was written"),
                      name, local_error->message);
      return FALSE;
    }

  path = g_file_get_path (file);
  if (path == NULL)
    return set_not_local_error (error, file);
  target = wadi_safe_file_resolve_links (path);
  folder = g_path_get_dirname (target);
  if (!check_picture_paths (scenario, folder, file, error))
    return FALSE;
  if (!wadi_safe_file_check (target, safe_file_flags (flags), &safe_error))
    return set_safe_file_error (error, target, safe_error);
  bytes = write_bytes_in (scenario, folder);
  return write_path_atomically (target, flags, bytes, cancellable, error);
}

gboolean
wadi_format_write_file (const WadiScenario *scenario,
                        GFile              *file,
                        GError            **error)
{
  return wadi_format_write_file_full (scenario, file,
                                      WADI_FORMAT_SAVE_SPLIT_HARD_LINK | WADI_FORMAT_SAVE_REPLACE_READ_ONLY,
                                      error);
}
