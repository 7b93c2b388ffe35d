/* wadi-stamp.c: a piece of the map lifted to be put down elsewhere */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "wadi-format.h"
#include "wadi-stamp.h"

/* The clipboard text's version, and bounds on what it may hold: the
 * counts and the texts of a file (wadi-format.h).  The text is
 * "wadi-stamp " and the print of a GVariant of type
 * (uyya((ii)ayaq)a((ii)yyybyybmsmsms)): version, orientation, stagger,
 * the hexes (cube q, r; cell; hexsides) and the counters. */
#define STAMP_TEXT_VERSION 1
#define STAMP_HEX_TYPE "((ii)ayaq)"
#define STAMP_COUNTER_TYPE "((ii)yyybyybmsmsms)"
#define STAMP_TEXT_TYPE "(uyya" STAMP_HEX_TYPE "a" STAMP_COUNTER_TYPE ")"
#define STAMP_MAX_COUNTERS WADI_FORMAT_MAX_COUNTERS

/* clang-format off */
G_DEFINE_QUARK (wadi-stamp-error-quark, wadi_stamp_error)
/* clang-format on */

typedef struct
{
  WadiCube    at; /* from the origin */
  WadiHexCell cell;
  guint16     sides[WADI_DIRECTION_COUNT];
} StampHex;

typedef struct
{
  WadiCube    at;
  WadiCounter counter; /* id 0; hex unused */
} StampCounter;

struct _WadiStamp
{
  guint          id; /* wadi_stamp_get_id */
  WadiGridLayout layout;
  GArray        *hexes;    /* StampHex */
  GArray        *counters; /* StampCounter */
};

static void
stamp_counter_clear (gpointer data)
{
  wadi_counter_clear (&((StampCounter *) data)->counter);
}

/* A new id for a stamp, or for a stamp turned or mirrored. */
static guint
next_id (void)
{
  static gint last_id;

  return (guint) g_atomic_int_add (&last_id, 1) + 1u;
}

static WadiStamp *
stamp_new (WadiGridLayout layout)
{
  WadiStamp *stamp = g_new0 (WadiStamp, 1);

  stamp->id = next_id ();
  stamp->layout = layout;
  stamp->hexes = g_array_new (FALSE, TRUE, sizeof (StampHex));
  stamp->counters = g_array_new (FALSE, TRUE, sizeof (StampCounter));
  g_array_set_clear_func (stamp->counters, stamp_counter_clear);
  return stamp;
}

static gboolean map_hex (const WadiStamp *stamp,
                         const WadiBoard *grid,
                         WadiHex          anchor,
                         WadiCube         at,
                         WadiHex         *hex);

WadiStamp *
wadi_stamp_new_blank (const WadiStamp    *stamp,
                      const WadiScenario *scenario,
                      WadiHex             anchor)
{
  const WadiBoard *grid = wadi_scenario_grid (scenario);
  WadiStamp       *blank = stamp_new (stamp->layout);

  g_array_set_size (blank->hexes, stamp->hexes->len);
  for (guint i = 0; i < stamp->hexes->len; i++)
    {
      StampHex *hex = &g_array_index (blank->hexes, StampHex, i);
      WadiHex   at;
      guint     index;

      hex->at = g_array_index (stamp->hexes, StampHex, i).at;
      /* the default of the board the hex is on, as
       * wadi_stamp_clear_hexes leaves it */
      hex->cell = grid->default_cell;
      if (map_hex (stamp, grid, anchor, hex->at, &at) && wadi_map_board_at (scenario->map, at, &index, NULL))
        hex->cell = wadi_map_get_board (scenario->map, index)->default_cell;
    }
  return blank;
}

void
wadi_stamp_free (WadiStamp *stamp)
{
  if (stamp == NULL)
    return;
  g_array_unref (stamp->hexes);
  g_array_unref (stamp->counters);
  g_free (stamp);
}

static WadiCube
cube_sub (WadiCube a,
          WadiCube b)
{
  return (WadiCube) { a.q - b.q, a.r - b.r, a.s - b.s };
}

static WadiCube
cube_add (WadiCube a,
          WadiCube b)
{
  return (WadiCube) { a.q + b.q, a.r + b.r, a.s + b.s };
}

static void
add_counter (WadiStamp         *stamp,
             WadiCube           at,
             const WadiCounter *counter)
{
  StampCounter copy = { at, { 0 } };

  wadi_counter_copy_into (&copy.counter, counter);
  copy.counter.id = 0;
  g_array_append_val (stamp->counters, copy);
}

WadiStamp *
wadi_stamp_new_from_hexes (const WadiScenario *scenario,
                           const GArray       *hexes)
{
  const WadiBoard *grid = wadi_scenario_grid (scenario);
  g_autoptr(GHashTable) taken = g_hash_table_new (NULL, NULL);
  WadiStamp *stamp;
  WadiCube   origin = { 0, 0, 0 };
  gboolean   has_origin = FALSE;

  if (grid == NULL)
    return NULL;
  stamp = stamp_new (grid->layout);
  for (guint i = 0; i < hexes->len; i++)
    {
      WadiHex  hex = g_array_index (hexes, WadiHex, i);
      StampHex lifted = { { 0 } };
      gpointer key;

      if (!wadi_board_contains (grid, hex))
        continue;
      key = GUINT_TO_POINTER (wadi_board_index (grid, hex) + 1);
      if (!g_hash_table_add (taken, key))
        continue;
      if (!has_origin)
        {
          origin = wadi_hex_to_cube (grid->layout, hex);
          has_origin = TRUE;
        }
      lifted.at = cube_sub (wadi_hex_to_cube (grid->layout, hex), origin);
      lifted.cell = *wadi_board_cell (grid, hex);
      for (WadiDirection d = 0; d < WADI_DIRECTION_COUNT; d++)
        lifted.sides[d] = (guint16) wadi_board_get_side (grid, (WadiHexside) { hex, d });
      g_array_append_val (stamp->hexes, lifted);
    }
  if (!has_origin)
    {
      wadi_stamp_free (stamp);
      return NULL;
    }
  for (guint i = 0; i < scenario->counters->len; i++)
    {
      const WadiCounter *counter = &g_array_index (scenario->counters, WadiCounter, i);

      if (wadi_board_contains (grid, counter->hex)
          && g_hash_table_contains (taken, GUINT_TO_POINTER (wadi_board_index (grid, counter->hex) + 1)))
        add_counter (stamp, cube_sub (wadi_hex_to_cube (grid->layout, counter->hex), origin), counter);
    }
  return stamp;
}

guint
wadi_stamp_get_id (const WadiStamp *stamp)
{
  return stamp->id;
}

guint
wadi_stamp_get_n_hexes (const WadiStamp *stamp)
{
  return stamp->hexes->len;
}

guint
wadi_stamp_get_n_counters (const WadiStamp *stamp)
{
  return stamp->counters->len;
}

void
wadi_stamp_turn (WadiStamp *stamp,
                 guint      turns)
{
  turns %= WADI_DIRECTION_COUNT;
  stamp->id = next_id ();
  for (guint i = 0; i < stamp->hexes->len; i++)
    {
      StampHex *hex = &g_array_index (stamp->hexes, StampHex, i);
      guint16   sides[WADI_DIRECTION_COUNT];

      hex->at = wadi_cube_rotate (hex->at, turns);
      /* directions are numbered clockwise: each moves on by the turn */
      for (guint d = 0; d < WADI_DIRECTION_COUNT; d++)
        sides[(d + turns) % WADI_DIRECTION_COUNT] = hex->sides[d];
      memcpy (hex->sides, sides, sizeof sides);
    }
  for (guint i = 0; i < stamp->counters->len; i++)
    {
      StampCounter *counter = &g_array_index (stamp->counters, StampCounter, i);

      counter->at = wadi_cube_rotate (counter->at, turns);
      counter->counter.centre = (WadiDirection) ((counter->counter.centre + turns) % WADI_DIRECTION_COUNT);
      counter->counter.vertex = (WadiVertexIndex) ((counter->counter.vertex + turns) % 6);
    }
}

/* The direction a mirror left to right makes of each direction, found
 * from where the neighbours' centres lie, so it holds for either grid. */
static void
mirror_directions (WadiGridLayout layout,
                   WadiDirection  mirrored[WADI_DIRECTION_COUNT])
{
  WadiHex origin = { 4, 4 };
  double  ox, oy;

  wadi_hex_center (layout, origin, &ox, &oy);
  for (WadiDirection d = 0; d < WADI_DIRECTION_COUNT; d++)
    {
      double nx, ny, best = G_MAXDOUBLE;

      wadi_hex_center (layout, wadi_hex_neighbor (layout, origin, d), &nx, &ny);
      nx = 2.0 * ox - nx;
      for (WadiDirection e = 0; e < WADI_DIRECTION_COUNT; e++)
        {
          double ex, ey;

          wadi_hex_center (layout, wadi_hex_neighbor (layout, origin, e), &ex, &ey);
          if (hypot (ex - nx, ey - ny) < best)
            {
              best = hypot (ex - nx, ey - ny);
              mirrored[d] = e;
            }
        }
    }
}

/* A cube vector mirrored: written in the first two directions' vectors,
 * whose mirrors are known. */
static WadiCube
mirror_cube (WadiGridLayout      layout,
             const WadiDirection mirrored[WADI_DIRECTION_COUNT],
             WadiCube            v)
{
  WadiCube d0 = wadi_cube_direction (layout, 0);
  WadiCube d1 = wadi_cube_direction (layout, 1);
  WadiCube m0 = wadi_cube_direction (layout, mirrored[0]);
  WadiCube m1 = wadi_cube_direction (layout, mirrored[1]);
  int      det = d0.q * d1.r - d1.q * d0.r;
  int      a = (v.q * d1.r - d1.q * v.r) / det;
  int      b = (d0.q * v.r - v.q * d0.r) / det;
  int      q = a * m0.q + b * m1.q;
  int      r = a * m0.r + b * m1.r;

  return (WadiCube) { q, r, -q - r };
}

void
wadi_stamp_flip (WadiStamp *stamp)
{
  WadiDirection mirrored[WADI_DIRECTION_COUNT];

  mirror_directions (stamp->layout, mirrored);
  stamp->id = next_id ();
  for (guint i = 0; i < stamp->hexes->len; i++)
    {
      StampHex *hex = &g_array_index (stamp->hexes, StampHex, i);
      guint16   sides[WADI_DIRECTION_COUNT];

      hex->at = mirror_cube (stamp->layout, mirrored, hex->at);
      for (guint d = 0; d < WADI_DIRECTION_COUNT; d++)
        sides[mirrored[d]] = hex->sides[d];
      memcpy (hex->sides, sides, sizeof sides);
    }
  for (guint i = 0; i < stamp->counters->len; i++)
    {
      StampCounter *counter = &g_array_index (stamp->counters, StampCounter, i);
      guint         a = mirrored[counter->counter.vertex];
      guint         b = mirrored[(counter->counter.vertex + 1) % 6];

      counter->at = mirror_cube (stamp->layout, mirrored, counter->at);
      counter->counter.centre = mirrored[counter->counter.centre];
      /* vertex k lies between hexsides k and k + 1: mirrored, between
       * their mirrors, which are neighbours the other way round */
      counter->counter.vertex = (WadiVertexIndex) ((a + 1) % 6 == b ? a : b);
    }
}

static gboolean
map_hex (const WadiStamp *stamp,
         const WadiBoard *grid,
         WadiHex          anchor,
         WadiCube         at,
         WadiHex         *hex)
{
  *hex = wadi_cube_to_hex (grid->layout, cube_add (wadi_hex_to_cube (grid->layout, anchor), at));
  return wadi_board_contains (grid, *hex);
}

void
wadi_stamp_covered (const WadiStamp    *stamp,
                    const WadiScenario *scenario,
                    WadiHex             anchor,
                    GArray             *out)
{
  const WadiBoard *grid = wadi_scenario_grid (scenario);

  if (grid == NULL)
    return;
  for (guint i = 0; i < stamp->hexes->len; i++)
    {
      WadiHex hex;

      if (map_hex (stamp, grid, anchor, g_array_index (stamp->hexes, StampHex, i).at, &hex))
        g_array_append_val (out, hex);
    }
}

void
wadi_stamp_ghost (const WadiStamp    *stamp,
                  const WadiScenario *scenario,
                  WadiHex             anchor,
                  GArray             *out)
{
  const WadiBoard *grid = wadi_scenario_grid (scenario);

  if (grid == NULL)
    return;
  for (guint i = 0; i < stamp->hexes->len; i++)
    {
      const StampHex     *lifted = &g_array_index (stamp->hexes, StampHex, i);
      WadiRenderGhostCell ghost = { { 0, 0 }, lifted->cell };

      if (map_hex (stamp, grid, anchor, lifted->at, &ghost.hex))
        g_array_append_val (out, ghost);
    }
}

WadiScenario *
wadi_stamp_ghost_scenario (const WadiStamp    *stamp,
                           const WadiScenario *scenario,
                           WadiHex             anchor,
                           WadiHex            *origin)
{
  const WadiBoard *grid = wadi_scenario_grid (scenario);
  int              min_col = G_MAXINT, min_row = G_MAXINT, max_col = G_MININT, max_row = G_MININT;
  WadiBoard       *board;
  WadiScenario    *ghost;

  if (grid == NULL)
    return NULL;
  for (guint i = 0; i < stamp->hexes->len; i++)
    {
      WadiHex hex;

      if (!map_hex (stamp, grid, anchor, g_array_index (stamp->hexes, StampHex, i).at, &hex))
        continue;
      min_col = MIN (min_col, hex.col);
      min_row = MIN (min_row, hex.row);
      max_col = MAX (max_col, hex.col);
      max_row = MAX (max_row, hex.row);
    }
  if (min_col > max_col)
    return NULL;
  /* map hexes are never negative: even by rounding down */
  min_col -= min_col % 2;
  min_row -= min_row % 2;
  board = wadi_board_new ("stamp", max_col - min_col + 1, max_row - min_row + 1, grid->layout, WADI_LABEL_NUMERIC,
                          1);
  wadi_board_set_default (board, &grid->default_cell);
  for (guint i = 0; i < stamp->hexes->len; i++)
    {
      const StampHex *lifted = &g_array_index (stamp->hexes, StampHex, i);
      WadiHex         hex;

      if (!map_hex (stamp, grid, anchor, lifted->at, &hex))
        continue;
      hex.col -= min_col;
      hex.row -= min_row;
      wadi_board_set_cell (board, hex, &lifted->cell);
      for (WadiDirection d = 0; d < WADI_DIRECTION_COUNT; d++)
        if (lifted->sides[d] != 0)
          wadi_board_set_side (board, (WadiHexside) { hex, d }, lifted->sides[d]);
    }
  ghost = wadi_scenario_new (scenario->ruleset);
  wadi_scenario_add_board (ghost, board);
  for (guint i = 0; i < stamp->counters->len; i++)
    {
      const StampCounter *lifted = &g_array_index (stamp->counters, StampCounter, i);
      WadiCounter         counter = lifted->counter;

      if (!map_hex (stamp, grid, anchor, lifted->at, &counter.hex))
        continue;
      counter.hex.col -= min_col;
      counter.hex.row -= min_row;
      wadi_scenario_add_counter (ghost, &counter);
    }
  *origin = (WadiHex) { min_col, min_row };
  return ghost;
}

guint
wadi_stamp_put (const WadiStamp *stamp,
                WadiDocument    *document,
                WadiHex          anchor,
                const char      *label)
{
  const WadiBoard *grid = wadi_scenario_grid (wadi_document_get_scenario (document));
  guint            off = 0;

  if (grid == NULL)
    return stamp->hexes->len;
  /* a stamp may hold a million hexes: their changes signalled at once */
  wadi_document_begin_bulk_edit (document, label);
  for (guint i = 0; i < stamp->hexes->len; i++)
    {
      const StampHex *lifted = &g_array_index (stamp->hexes, StampHex, i);
      WadiHex         hex;

      if (!map_hex (stamp, grid, anchor, lifted->at, &hex))
        {
          off++;
          continue;
        }
      wadi_document_set_cell (document, hex, &lifted->cell);
      for (WadiDirection d = 0; d < WADI_DIRECTION_COUNT; d++)
        if (wadi_board_get_side (grid, (WadiHexside) { hex, d }) != lifted->sides[d])
          wadi_document_set_side (document, (WadiHexside) { hex, d }, lifted->sides[d]);
    }
  for (guint i = 0; i < stamp->counters->len; i++)
    {
      const StampCounter *lifted = &g_array_index (stamp->counters, StampCounter, i);
      WadiCounter         counter = lifted->counter;

      if (map_hex (stamp, grid, anchor, lifted->at, &counter.hex))
        wadi_document_add_counter (document, &counter);
    }
  wadi_document_end_edit (document);
  return off;
}

void
wadi_stamp_clear_hexes (WadiDocument *document,
                        const GArray *hexes,
                        const char   *label)
{
  const WadiScenario *scenario = wadi_document_get_scenario (document);
  const WadiBoard    *grid = wadi_scenario_grid (scenario);
  g_autoptr(GArray) doomed = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GHashTable) cleared = g_hash_table_new (NULL, NULL);

  if (grid == NULL)
    return;
  /* a stamp may hold a million hexes: their changes signalled at once */
  wadi_document_begin_bulk_edit (document, label);
  for (guint i = 0; i < hexes->len; i++)
    {
      WadiHex            hex = g_array_index (hexes, WadiHex, i);
      const WadiHexCell *blank = &grid->default_cell;
      guint              index;

      if (!wadi_board_contains (grid, hex))
        continue;
      g_hash_table_add (cleared, GUINT_TO_POINTER (wadi_board_index (grid, hex) + 1));
      /* the default of the board the hex is on */
      if (wadi_map_board_at (scenario->map, hex, &index, NULL))
        blank = &wadi_map_get_board (scenario->map, index)->default_cell;
      wadi_document_set_cell (document, hex, blank);
      for (WadiDirection d = 0; d < WADI_DIRECTION_COUNT; d++)
        if (wadi_board_get_side (grid, (WadiHexside) { hex, d }) != 0)
          wadi_document_set_side (document, (WadiHexside) { hex, d }, 0);
    }
  for (guint i = 0; i < scenario->counters->len; i++)
    {
      const WadiCounter *counter = &g_array_index (scenario->counters, WadiCounter, i);

      if (wadi_board_contains (grid, counter->hex)
          && g_hash_table_contains (cleared, GUINT_TO_POINTER (wadi_board_index (grid, counter->hex) + 1)))
        g_array_append_val (doomed, counter->id);
    }
  for (guint i = 0; i < doomed->len; i++)
    wadi_document_remove_counter (document, g_array_index (doomed, guint, i));
  wadi_document_end_edit (document);
}

/* One value's text appended, a floating value consumed. */
static void
append_printed (GString  *text,
                GVariant *value)
{
  g_autoptr(GVariant) sunk = g_variant_ref_sink (value);

  g_variant_print_string (sunk, text, FALSE);
}

/* The text of the stamp's GVariant, written a hex at a time, so that
 * what it costs is the text, not a tree of a million values (1.9 GB for
 * the million-hex map), and it stops once past limit bytes: NULL then. */
static char *
stamp_print (const WadiStamp *stamp,
             gsize            limit)
{
  g_autoptr(GString) text = g_string_new ("wadi-stamp ");

  g_string_append_printf (text, "(%u, 0x%02x, 0x%02x, [", STAMP_TEXT_VERSION, (guchar) stamp->layout.orientation,
                          (guchar) stamp->layout.stagger);
  for (guint i = 0; i < stamp->hexes->len && text->len <= limit; i++)
    {
      const StampHex *hex = &g_array_index (stamp->hexes, StampHex, i);
      GVariantBuilder sides;

      g_variant_builder_init (&sides, G_VARIANT_TYPE ("aq"));
      for (guint d = 0; d < WADI_DIRECTION_COUNT; d++)
        g_variant_builder_add (&sides, "q", hex->sides[d]);
      if (i > 0)
        g_string_append (text, ", ");
      append_printed (text, g_variant_new ("((ii)@ay@aq)", hex->at.q, hex->at.r,
                                           g_variant_new_fixed_array (G_VARIANT_TYPE_BYTE, &hex->cell,
                                                                      sizeof hex->cell, 1),
                                           g_variant_builder_end (&sides)));
    }
  g_string_append (text, "], [");
  for (guint i = 0; i < stamp->counters->len && text->len <= limit; i++)
    {
      const StampCounter *lifted = &g_array_index (stamp->counters, StampCounter, i);
      const WadiCounter  *c = &lifted->counter;

      if (i > 0)
        g_string_append (text, ", ");
      append_printed (text, g_variant_new (STAMP_COUNTER_TYPE, lifted->at.q, lifted->at.r, (guchar) c->kind,
                                           (guchar) c->centre, (guchar) c->vertex, c->hd_rear,
                                           (guchar) c->unit_class, (guchar) c->position, c->hidden, c->side,
                                           c->name, c->strength));
    }
  g_string_append (text, "])");
  if (text->len > limit)
    return NULL;
  return g_string_free (g_steal_pointer (&text), FALSE);
}

char *
wadi_stamp_to_text (const WadiStamp *stamp)
{
  return stamp_print (stamp, G_MAXSIZE);
}

static gboolean
refuse_copy (GError    **error,
             const char *why)
{
  /* the reasons Paste gives: what Paste would refuse */
  g_set_error (error, WADI_STAMP_ERROR, 0, _("The selection cannot be copied: %s"), why);
  return FALSE;
}

gboolean
wadi_stamp_check_copy (guint    n_hexes,
                       guint    n_counters,
                       GError **error)
{
  g_autofree char *why = NULL;

  if (n_hexes > WADI_STAMP_MAX_HEXES)
    why = g_strdup_printf (_("it holds more than %'d hexes"), WADI_STAMP_MAX_HEXES);
  else if (n_counters > STAMP_MAX_COUNTERS)
    why = g_strdup_printf (_("it holds more than %'d counters, the most a file holds"), STAMP_MAX_COUNTERS);
  return why == NULL || refuse_copy (error, why);
}

char *
wadi_stamp_to_copy_text (const WadiStamp *stamp,
                         GError         **error)
{
  g_autofree char *text = NULL;
  g_autofree char *why = NULL;

  if (!wadi_stamp_check_copy (stamp->hexes->len, stamp->counters->len, error))
    return NULL;
  /* a counter's texts as Paste holds them, a file's most */
  for (guint i = 0; i < stamp->counters->len; i++)
    {
      const WadiCounter *counter = &g_array_index (stamp->counters, StampCounter, i).counter;

      if (!wadi_format_text_fits (counter->side) || !wadi_format_text_fits (counter->name)
          || !wadi_format_text_fits (counter->strength))
        {
          why = g_strdup_printf (_("a counter’s side, name or strength is longer than %d bytes, "
                                   "the most a file allows"),
                                    WADI_FORMAT_MAX_TEXT);
          refuse_copy (error, why);
          return NULL;
        }
    }
  /* the size is only known once written, which stops past the limit: a
   * million plain hexes are about 72 MB */
  text = stamp_print (stamp, WADI_STAMP_MAX_TEXT);
  if (text != NULL)
    return g_steal_pointer (&text);
  why = g_strdup_printf (_("it is larger than %d MiB"), WADI_STAMP_MAX_TEXT / (1024 * 1024));
  refuse_copy (error, why);
  return NULL;
}

/* FALSE, and error saying why the text is no stamp. */
static gboolean
not_a_stamp (GError    **error,
             const char *what)
{
  g_set_error (error, WADI_STAMP_ERROR, 0, _("The clipboard holds no Wadi stamp: %s"), what);
  return FALSE;
}

/* A cube coordinate a stamp of the largest map could hold (compared
 * without ABS, which overflows on the least int). */
static gboolean
in_reach (gint32 v)
{
  return v >= -2 * WADI_BOARD_MAX_SIDE && v <= 2 * WADI_BOARD_MAX_SIDE;
}

static gboolean
valid_cell (const WadiHexCell *cell)
{
  return cell->terrain < WADI_TERRAIN_COUNT && cell->depression < WADI_DEPRESSION_COUNT
         && cell->flags < (1u << WADI_HEX_FLAG_COUNT_) && cell->reserved == 0;
}

/* The text is read a value at a time with GLib's parser, so that what
 * a paste costs is one hex's value at a time, not a tree of them all
 * (3.3 GB for the 55 MiB of a 900 x 900 stamp). */
typedef struct
{
  const char *start;
  const char *at;
} StampReader;

static gboolean
read_token (StampReader *reader,
            char         token)
{
  while (g_ascii_isspace (*reader->at))
    reader->at++;
  if (*reader->at != token)
    return FALSE;
  reader->at++;
  return TRUE;
}

static gboolean
fail_at (StampReader *reader,
         GError     **error,
         const char  *what)
{
  /* counted from 1 in the whole text, as an editor counts columns */
  g_autofree char *why = g_strdup_printf (_("at byte %zu, %s"),
                                             (gsize) (reader->at - reader->start) + strlen ("wadi-stamp ") + 1, what);

  return not_a_stamp (error, why);
}

static gboolean
fail_expected (StampReader *reader,
               GError     **error,
               char         token)
{
  g_autofree char *what = g_strdup_printf (_("“%c” was expected"), token);

  return fail_at (reader, error, what);
}

/* GLib may print a type before a value, "@a((ii)ayaq) []": skipped
 * when it is the type expected there, an error when it is another. */
static gboolean
skip_type_annotation (StampReader *reader,
                      const char  *type,
                      GError     **error)
{
  const char *end = NULL;

  while (g_ascii_isspace (*reader->at))
    reader->at++;
  if (*reader->at != '@')
    return TRUE;
  if (!g_variant_type_string_scan (reader->at + 1, NULL, &end) || (gsize) (end - reader->at - 1) != strlen (type)
      || strncmp (reader->at + 1, type, strlen (type)) != 0)
    {
      g_autofree char *what = g_strdup_printf (_("the type “%s” was expected"), type);

      reader->at++;
      return fail_at (reader, error, what);
    }
  reader->at = end;
  return TRUE;
}

/* The next value, of type; NULL and error when it is not one. */
static GVariant *
read_value (StampReader *reader,
            const char  *type,
            GError     **error)
{
  g_autoptr(GError) parse_error = NULL;
  const char *end = NULL;
  GVariant   *value;

  while (g_ascii_isspace (*reader->at))
    reader->at++;
  value = g_variant_parse (G_VARIANT_TYPE (type), reader->at, NULL, &end, &parse_error);
  if (value == NULL && parse_error == NULL)
    {
      /* GLib leaves the error unset for some text it cannot read */
      fail_at (reader, error, _("it cannot be read"));
      return NULL;
    }
  if (value == NULL)
    {
      /* GLib's message starts "N:" or "N-M:", bytes into the value */
      char       *rest = NULL;
      guint64     into = g_ascii_strtoull (parse_error->message, &rest, 10);
      const char *what = parse_error->message;

      if (rest != parse_error->message && (*rest == ':' || *rest == '-') && into <= strlen (reader->at))
        {
          reader->at += into;
          what = strchr (rest, ':') != NULL ? strchr (rest, ':') + 1 : rest;
        }
      fail_at (reader, error, what);
      return NULL;
    }
  reader->at = end;
  return value;
}

/* Reads "[" then values separated by "," to "]", each given to read_one;
 * more than most of them is an error. */
static gboolean
read_array (StampReader *reader,
            WadiStamp   *stamp,
            const char  *type,
            guint        most,
            gboolean (*read_one) (WadiStamp *stamp, GVariant *value, GError **error),
            const char *too_many,
            GError    **error)
{
  g_autofree char *array_type = g_strconcat ("a", type, NULL);
  guint            n = 0;

  if (!skip_type_annotation (reader, array_type, error))
    return FALSE;
  if (!read_token (reader, '['))
    return fail_expected (reader, error, '[');
  if (read_token (reader, ']'))
    return TRUE;
  do
    {
      g_autoptr(GVariant) value = NULL;

      if (++n > most)
        return not_a_stamp (error, too_many);
      value = read_value (reader, type, error);
      if (value == NULL || !read_one (stamp, value, error))
        return FALSE;
    }
  while (read_token (reader, ','));
  if (!read_token (reader, ']'))
    return fail_expected (reader, error, ']');
  return TRUE;
}

static gboolean
read_hex (WadiStamp *stamp,
          GVariant  *value,
          GError   **error)
{
  g_autoptr(GVariant) cell_bytes = NULL;
  g_autoptr(GVariant) sides = NULL;
  StampHex       hex = { { 0 } };
  gsize          n_bytes = 0, n_sides = 0;
  gint32         q, r;
  const void    *bytes;
  const guint16 *features;

  g_variant_get (value, "((ii)@ay@aq)", &q, &r, &cell_bytes, &sides);
  bytes = g_variant_get_fixed_array (cell_bytes, &n_bytes, 1);
  features = g_variant_get_fixed_array (sides, &n_sides, sizeof (guint16));
  if (n_bytes != sizeof (WadiHexCell) || n_sides != WADI_DIRECTION_COUNT || !in_reach (q) || !in_reach (r))
    return not_a_stamp (error, _("a hex is malformed"));
  /* the third coordinate only once the two are known to be in range */
  hex.at = (WadiCube) { q, r, -q - r };
  memcpy (&hex.cell, bytes, sizeof hex.cell);
  if (!valid_cell (&hex.cell))
    return not_a_stamp (error, _("a hex holds unknown terrain"));
  for (guint d = 0; d < WADI_DIRECTION_COUNT; d++)
    {
      if (features[d] >= (1u << WADI_SIDE_FEATURE_COUNT_))
        return not_a_stamp (error, _("a hexside holds an unknown feature"));
      hex.sides[d] = features[d];
    }
  g_array_append_val (stamp->hexes, hex);
  return TRUE;
}

static gboolean
read_counter (WadiStamp *stamp,
              GVariant  *value,
              GError   **error)
{
  WadiCounter counter = { 0 };
  guchar      kind, centre, vertex, unit_class, position;
  gboolean    hd_rear, hidden;
  const char *side, *name, *strength;
  gint32      q, r;

  g_variant_get (value, "((ii)yyybyybm&sm&sm&s)", &q, &r, &kind, &centre, &vertex, &hd_rear, &unit_class,
                 &position, &hidden, &side, &name, &strength);
  if (kind >= WADI_COUNTER_KIND_COUNT || centre >= WADI_DIRECTION_COUNT || vertex >= 6
      || unit_class >= WADI_UNIT_CLASS_COUNT || position >= WADI_POSITION_COUNT || !in_reach (q) || !in_reach (r))
    return not_a_stamp (error, _("a counter is malformed"));
  if (!wadi_format_text_fits (side) || !wadi_format_text_fits (name) || !wadi_format_text_fits (strength))
    {
      g_autofree char *why = g_strdup_printf (_("a counter’s side, name or strength is longer than %d bytes, "
                                                "the most a file allows"),
                                                 WADI_FORMAT_MAX_TEXT);

      return not_a_stamp (error, why);
    }
  counter.kind = kind;
  counter.centre = centre;
  counter.vertex = vertex;
  counter.hd_rear = hd_rear;
  counter.unit_class = unit_class;
  counter.position = position;
  counter.hidden = hidden;
  counter.side = (char *) side;
  counter.name = (char *) name;
  counter.strength = (char *) strength;
  add_counter (stamp, (WadiCube) { q, r, -q - r }, &counter);
  return TRUE;
}

/* The text after "wadi-stamp " read into stamp, made here. */
static gboolean
read_stamp (StampReader *reader,
            WadiStamp  **stamp,
            GError     **error)
{
  g_autoptr(GVariant) version = NULL;
  g_autoptr(GVariant) orientation = NULL;
  g_autoptr(GVariant) stagger = NULL;
  g_autofree char *too_many_hexes = NULL;
  g_autofree char *too_many_counters = NULL;

  /* the version first: another version's text may be laid out otherwise */
  if (!skip_type_annotation (reader, STAMP_TEXT_TYPE, error))
    return FALSE;
  if (!read_token (reader, '('))
    return fail_expected (reader, error, '(');
  if ((version = read_value (reader, "u", error)) == NULL)
    return FALSE;
  if (g_variant_get_uint32 (version) != STAMP_TEXT_VERSION)
    return not_a_stamp (error, _("it was written by another version of Wadi"));
  if (!read_token (reader, ','))
    return fail_expected (reader, error, ',');
  if ((orientation = read_value (reader, "y", error)) == NULL)
    return FALSE;
  if (!read_token (reader, ','))
    return fail_expected (reader, error, ',');
  if ((stagger = read_value (reader, "y", error)) == NULL)
    return FALSE;
  if (g_variant_get_byte (orientation) > WADI_GRID_POINTY_TOP || g_variant_get_byte (stagger) > WADI_STAGGER_EVEN)
    return not_a_stamp (error, _("its grid is unknown"));
  *stamp = stamp_new ((WadiGridLayout) { g_variant_get_byte (orientation), g_variant_get_byte (stagger) });
  too_many_hexes = g_strdup_printf (_("it holds more than %'d hexes"), WADI_STAMP_MAX_HEXES);
  too_many_counters = g_strdup_printf (_("it holds more than %'d counters, the most a file holds"),
                                          STAMP_MAX_COUNTERS);
  if (!read_token (reader, ','))
    return fail_expected (reader, error, ',');
  if (!read_array (reader, *stamp, STAMP_HEX_TYPE, WADI_STAMP_MAX_HEXES, read_hex, too_many_hexes, error))
    return FALSE;
  if (!read_token (reader, ','))
    return fail_expected (reader, error, ',');
  if (!read_array (reader, *stamp, STAMP_COUNTER_TYPE, STAMP_MAX_COUNTERS, read_counter, too_many_counters,
                   error))
    return FALSE;
  if (!read_token (reader, ')'))
    return fail_expected (reader, error, ')');
  while (g_ascii_isspace (*reader->at))
    reader->at++;
  if (*reader->at != '\0')
    return fail_at (reader, error, _("the text goes on after the stamp"));
  return TRUE;
}

WadiStamp *
wadi_stamp_new_from_text (const char *text,
                          GError    **error)
{
  g_autoptr(WadiStamp) stamp = NULL;
  g_autofree char *too_large = NULL;
  StampReader      reader;

  if (text == NULL || !g_str_has_prefix (text, "wadi-stamp "))
    not_a_stamp (error, _("it does not start with “wadi-stamp”"));
  else if (!g_utf8_validate (text, -1, NULL))
    not_a_stamp (error, _("it is not text"));
  else if (strlen (text) > WADI_STAMP_MAX_TEXT)
    {
      too_large = g_strdup_printf (_("it is larger than %d MiB"), WADI_STAMP_MAX_TEXT / (1024 * 1024));
      not_a_stamp (error, too_large);
    }
  else
    {
      reader.start = reader.at = text + strlen ("wadi-stamp ");
      if (read_stamp (&reader, &stamp, error))
        return g_steal_pointer (&stamp);
    }
  return NULL;
}
