/* wadi-cli-places.c: hexes, positions, hexsides and vertices as the rules commands write them
 *
 * A hex is its label with the board prefix ("25O9"); a hexside is its hex
 * and the neighbour across it ("25O9-N9"); a vertex is its three hexes
 * ("25C2-D2-C3").  Where a neighbour is off the board there is no label to
 * give it, so the hexside or vertex is named by the hex and its directions
 * instead ("25A1:nw", "25A1:nw-n"), in the file format's direction names.
 */
#include "config.h"

#include <string.h>

#include "wadi-cli-private.h"

/* The file format's spellings (docs/format.md), clockwise from direction 0. */
static const char *const flat_top_directions[WADI_DIRECTION_COUNT] = { "n", "ne", "se", "s", "sw", "nw" };
static const char *const pointy_top_directions[WADI_DIRECTION_COUNT] = { "ne", "e", "se", "sw", "w", "nw" };

static const char *const *
direction_names (WadiGridOrientation orientation)
{
  return orientation == WADI_GRID_POINTY_TOP ? pointy_top_directions : flat_top_directions;
}

const char *
wadi_cli_direction_name (WadiGridOrientation orientation,
                         WadiDirection       dir)
{
  return direction_names (orientation)[dir % WADI_DIRECTION_COUNT];
}

static gboolean
direction_from_name (WadiGridOrientation orientation,
                     const char         *name,
                     WadiDirection      *dir)
{
  const char *const *names = direction_names (orientation);

  for (WadiDirection d = 0; d < WADI_DIRECTION_COUNT; d++)
    if (g_ascii_strcasecmp (names[d], name) == 0)
      {
        *dir = d;
        return TRUE;
      }
  return FALSE;
}

static char *
direction_list (WadiGridOrientation orientation)
{
  return g_strjoinv (", ", (char **) direction_names (orientation));
}

static const WadiBoard *
board_at (const WadiScenario *scenario,
          guint               board)
{
  return wadi_scenario_get_board (scenario, board);
}

char *
wadi_cli_hex_name (const WadiScenario *scenario,
                   guint               board,
                   WadiHex             hex)
{
  return wadi_scenario_location_label (scenario, board, hex);
}

char *
wadi_cli_hexside_name (const WadiScenario *scenario,
                       guint               board,
                       WadiHex             hex,
                       WadiDirection       dir)
{
  const WadiBoard *b = board_at (scenario, board);
  WadiHex          other = wadi_hex_neighbor (b->layout, hex, dir);
  g_autofree char *first = wadi_cli_hex_name (scenario, board, hex);
  g_autofree char *second = NULL;

  if (!wadi_board_contains (b, other))
    return g_strdup_printf ("%s:%s", first, wadi_cli_direction_name (b->layout.orientation, dir));
  second = wadi_board_hex_label (b, other);
  return g_strdup_printf ("%s-%s", first, second);
}

char *
wadi_cli_side_name (const WadiScenario *scenario,
                    guint               board,
                    WadiHexside         side,
                    WadiHex             first)
{
  const WadiBoard *b = board_at (scenario, board);
  WadiHex          other = wadi_hexside_other_hex (b->layout, side);

  if (wadi_hex_equal (other, first) || !wadi_board_contains (b, side.hex))
    return wadi_cli_hexside_name (scenario, board, other, (side.dir + 3) % WADI_DIRECTION_COUNT);
  return wadi_cli_hexside_name (scenario, board, side.hex, side.dir);
}

char *
wadi_cli_vertex_name (const WadiScenario *scenario,
                      guint               board,
                      WadiHex             hex,
                      WadiVertexIndex     index)
{
  const WadiBoard *b = board_at (scenario, board);
  WadiHex          around[3];
  g_autofree char *first = wadi_cli_hex_name (scenario, board, hex);
  g_autofree char *second = NULL;
  g_autofree char *third = NULL;

  wadi_vertex_hexes (b->layout, (WadiVertex) { hex, index }, around);
  if (!wadi_board_contains (b, around[1]) || !wadi_board_contains (b, around[2]))
    return g_strdup_printf ("%s:%s-%s", first,
                            wadi_cli_direction_name (b->layout.orientation, index),
                            wadi_cli_direction_name (b->layout.orientation, (index + 1) % WADI_DIRECTION_COUNT));
  second = wadi_board_hex_label (b, around[1]);
  third = wadi_board_hex_label (b, around[2]);
  return g_strdup_printf ("%s-%s-%s", first, second, third);
}

char *
wadi_cli_vertex_name_from (const WadiScenario *scenario,
                           guint               board,
                           WadiVertex          vertex,
                           WadiHex             first)
{
  const WadiBoard *b = board_at (scenario, board);
  WadiHex          around[3];
  WadiHex          from = vertex.hex;
  gboolean         found = FALSE;

  /* Seen from another of its hexes, the same vertex has another index:
   * the one whose hexes are the same three. */
  wadi_vertex_hexes (b->layout, vertex, around);
  for (guint i = 0; i < 3 && !found; i++)
    if (wadi_hex_equal (around[i], first) && wadi_board_contains (b, first))
      {
        from = first;
        found = TRUE;
      }
  for (guint i = 0; i < 3 && !found; i++)
    if (wadi_board_contains (b, around[i]))
      {
        from = around[i];
        found = TRUE;
      }
  for (WadiVertexIndex k = 0; k < WADI_DIRECTION_COUNT; k++)
    if (wadi_vertex_equal (b->layout, (WadiVertex) { from, k }, vertex))
      return wadi_cli_vertex_name (scenario, board, from, k);
  return wadi_cli_vertex_name (scenario, board, vertex.hex, vertex.index);
}

static char *
position_list (void)
{
  GString *names = g_string_new (NULL);

  for (guint i = 0; i < WADI_POSITION_COUNT; i++)
    g_string_append_printf (names, "%s%s", i > 0 ? ", " : "", wadi_position_name (i));
  return g_string_free (names, FALSE);
}

gboolean
wadi_cli_parse_position (const char   *text,
                         WadiPosition *position,
                         GError      **error)
{
  g_autofree char *names = NULL;

  if (wadi_position_from_name (text, position))
    return TRUE;
  names = position_list ();
  g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
               "unknown position “%s”, expected one of %s", text, names);
  return FALSE;
}

gboolean
wadi_cli_parse_location (const WadiScenario *scenario,
                         const char         *text,
                         guint               default_board,
                         guint              *board,
                         WadiHex            *hex,
                         gboolean           *has_position,
                         WadiPosition       *position,
                         GError            **error)
{
  const char      *colon = strchr (text, ':');
  g_autofree char *label = NULL;

  *has_position = FALSE;
  if (colon == NULL)
    return wadi_scenario_parse_board_label (scenario, text, default_board, board, hex, error);
  label = g_strndup (text, (gsize) (colon - text));
  if (!wadi_scenario_parse_board_label (scenario, label, default_board, board, hex, error))
    return FALSE;
  if (!wadi_cli_parse_position (colon + 1, position, error))
    return FALSE;
  *has_position = TRUE;
  return TRUE;
}

/* A hex of board, named by its label, that must be hex itself. */
static gboolean
parse_same_hex (const WadiScenario *scenario,
                guint               board,
                WadiHex             hex,
                const char         *text,
                GError            **error)
{
  WadiHex          named;
  g_autofree char *expected = NULL;

  if (!wadi_board_parse_hex (board_at (scenario, board), text, &named, error))
    return FALSE;
  if (wadi_hex_equal (named, hex))
    return TRUE;
  expected = wadi_cli_hex_name (scenario, board, hex);
  g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
               "“%s” is not %s, expected the hexside or vertex to start at %s", text, expected, expected);
  return FALSE;
}

gboolean
wadi_cli_parse_hexside (const WadiScenario *scenario,
                        guint               board,
                        WadiHex             hex,
                        const char         *text,
                        WadiDirection      *dir,
                        GError            **error)
{
  const WadiBoard *b = board_at (scenario, board);
  const char      *colon = strchr (text, ':');
  g_auto(GStrv) parts = NULL;
  g_autofree char *name = wadi_cli_hex_name (scenario, board, hex);
  g_autofree char *directions = direction_list (b->layout.orientation);
  WadiHex          other;

  if (direction_from_name (b->layout.orientation, text, dir))
    return TRUE;
  if (colon != NULL)
    {
      g_autofree char *label = g_strndup (text, (gsize) (colon - text));

      if (!parse_same_hex (scenario, board, hex, label, error))
        return FALSE;
      if (direction_from_name (b->layout.orientation, colon + 1, dir))
        return TRUE;
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   "unknown direction “%s”, expected one of %s", colon + 1, directions);
      return FALSE;
    }

  parts = g_strsplit (text, "-", -1);
  if (g_strv_length (parts) == 2)
    {
      if (!parse_same_hex (scenario, board, hex, parts[0], error))
        return FALSE;
    }
  else if (g_strv_length (parts) != 1)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   "bad hexside “%s” of %s, expected a neighbour of it (such as %s-…), "
                   "or a direction: %s",
                   text, name, name, directions);
      return FALSE;
    }
  if (!wadi_board_parse_hex (b, parts[g_strv_length (parts) - 1], &other, error))
    {
      g_prefix_error (error, "bad hexside “%s” of %s: ", text, name);
      return FALSE;
    }
  if (!wadi_hex_direction_to (b->layout, hex, other, dir))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   "%s is not next to %s, expected a neighbour of it or a direction: %s",
                   parts[g_strv_length (parts) - 1], name, directions);
      return FALSE;
    }
  return TRUE;
}

/* "nw-n": the two hexsides that meet at the vertex, clockwise or not. */
static gboolean
vertex_from_directions (WadiGridOrientation orientation,
                        const char         *text,
                        WadiVertexIndex    *index)
{
  g_auto(GStrv) parts = g_strsplit (text, "-", -1);
  WadiDirection a;
  WadiDirection b;

  if (g_strv_length (parts) != 2
      || !direction_from_name (orientation, parts[0], &a)
      || !direction_from_name (orientation, parts[1], &b))
    return FALSE;
  if ((a + 1) % WADI_DIRECTION_COUNT == b)
    *index = a;
  else if ((b + 1) % WADI_DIRECTION_COUNT == a)
    *index = b;
  else
    return FALSE;
  return TRUE;
}

gboolean
wadi_cli_parse_vertex (const WadiScenario *scenario,
                       guint               board,
                       WadiHex             hex,
                       const char         *text,
                       WadiVertexIndex    *index,
                       GError            **error)
{
  const WadiBoard *b = board_at (scenario, board);
  const char      *colon = strchr (text, ':');
  g_auto(GStrv) parts = NULL;
  g_autofree char *name = wadi_cli_hex_name (scenario, board, hex);
  WadiHex          named[3];
  WadiHex          others[2];
  guint            n_parts;
  guint            n_others = 0;
  gboolean         self_named = FALSE;

  if (vertex_from_directions (b->layout.orientation, text, index))
    return TRUE;
  if (colon != NULL)
    {
      g_autofree char *label = g_strndup (text, (gsize) (colon - text));

      if (!parse_same_hex (scenario, board, hex, label, error))
        return FALSE;
      if (vertex_from_directions (b->layout.orientation, colon + 1, index))
        return TRUE;
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   "bad vertex “%s” of %s, expected two neighbouring directions such as %s-%s",
                   text, name, wadi_cli_direction_name (b->layout.orientation, 0),
                   wadi_cli_direction_name (b->layout.orientation, 1));
      return FALSE;
    }

  parts = g_strsplit (text, "-", -1);
  n_parts = g_strv_length (parts);
  if (n_parts != 2 && n_parts != 3)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   "bad vertex “%s” of %s, expected the hexes that meet there, "
                   "such as %s-…-…, or two directions such as %s-%s",
                   text, name, name, wadi_cli_direction_name (b->layout.orientation, 0),
                   wadi_cli_direction_name (b->layout.orientation, 1));
      return FALSE;
    }
  for (guint i = 0; i < n_parts; i++)
    {
      if (!wadi_board_parse_hex (b, parts[i], &named[i], error))
        {
          g_prefix_error (error, "bad vertex “%s” of %s: ", text, name);
          return FALSE;
        }
      if (n_parts == 3 && !self_named && wadi_hex_equal (named[i], hex))
        self_named = TRUE;
      else if (n_others < 2)
        others[n_others++] = named[i];
      else
        break;
    }
  if (n_others == 2 && (n_parts == 2 || self_named))
    for (WadiVertexIndex k = 0; k < WADI_DIRECTION_COUNT; k++)
      {
        WadiHex around[3];

        wadi_vertex_hexes (b->layout, (WadiVertex) { hex, k }, around);
        if ((wadi_hex_equal (around[1], others[0]) && wadi_hex_equal (around[2], others[1]))
            || (wadi_hex_equal (around[1], others[1]) && wadi_hex_equal (around[2], others[0])))
          {
            *index = k;
            return TRUE;
          }
      }
  g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
               "“%s” is not a vertex of %s, expected three hexes that meet at a corner of it",
               text, name);
  return FALSE;
}
