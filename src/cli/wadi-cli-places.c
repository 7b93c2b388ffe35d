/* wadi-cli-places.c: hexes, positions, hexsides and vertices as the rules commands write them
 *
 * Every place is on the map (wadi-map.h).  A hex is its label with the
 * board prefix ("25O9"; a half hex two boards share is named by the first
 * board listed); a hexside is its hex and the neighbour across it
 * ("25O9-N9", or "25GG5-14B5" across a seam); a vertex is its three hexes
 * ("25C2-D2-C3").  Where a neighbour is off the map there is no label to
 * give it, so the hexside or vertex is named by the hex and its directions
 * instead ("25A1:nw", "25A1:nw-n"), in the file format's direction names,
 * as the map lies.
 */
#include "config.h"

#include <string.h>

#include "wadi-cli-private.h"
#include "wadi-position.h"

static gboolean
direction_from_name (WadiGridOrientation orientation,
                     const char         *name,
                     WadiDirection      *dir)
{
  for (WadiDirection d = 0; d < WADI_DIRECTION_COUNT; d++)
    if (g_ascii_strcasecmp (wadi_direction_name (orientation, d), name) == 0)
      {
        *dir = d;
        return TRUE;
      }
  return FALSE;
}

/* "n, ne, se, s, sw, nw": the names a hexside direction may be given. */
static char *
direction_list (WadiGridOrientation orientation)
{
  const char *names[WADI_DIRECTION_COUNT + 1] = { NULL };

  for (WadiDirection d = 0; d < WADI_DIRECTION_COUNT; d++)
    names[d] = wadi_direction_name (orientation, d);
  return g_strjoinv (", ", (char **) names);
}

static const WadiBoard *
grid_of (const WadiScenario *scenario)
{
  return wadi_scenario_grid (scenario);
}

guint
wadi_cli_label_board (const WadiScenario *scenario,
                      const char         *label,
                      guint               fallback)
{
  const WadiMap *map = scenario->map;

  for (guint i = 0; i < wadi_map_board_count (map); i++)
    {
      g_autofree char *prefix = wadi_map_board_label_prefix (map, i);
      gsize            len = prefix != NULL ? strlen (prefix) : 0;

      if (len > 0 && strncmp (label, prefix, len) == 0 && g_ascii_isalpha (label[len]))
        return i;
    }
  return fallback;
}

/* The length of the board prefix text begins with ("s-e." of
 * "s-e.C5"), 0 when none. */
static gsize
prefix_length (const WadiScenario *scenario,
               const char         *text)
{
  for (guint i = 0; i < wadi_map_board_count (scenario->map); i++)
    {
      g_autofree char *prefix = wadi_map_board_label_prefix (scenario->map, i);
      gsize            len = prefix != NULL ? strlen (prefix) : 0;

      if (len > 0 && strncmp (text, prefix, len) == 0)
        return len;
    }
  return 0;
}

/* "s-e.C5-C6" as its hexes' names, split at each "-" that is not part of
 * a board's name ("s-e.C5", "C6"), as a hexside or a vertex is written. */
static GStrv
split_hex_names (const WadiScenario *scenario,
                 const char         *text)
{
  GPtrArray  *names = g_ptr_array_new ();
  const char *start = text;
  const char *dash;

  while ((dash = strchr (start + prefix_length (scenario, start), '-')) != NULL)
    {
      g_ptr_array_add (names, g_strndup (start, (gsize) (dash - start)));
      start = dash + 1;
    }
  g_ptr_array_add (names, g_strdup (start));
  g_ptr_array_add (names, NULL);
  return (GStrv) g_ptr_array_free (names, FALSE);
}

char *
wadi_cli_hex_name (const WadiScenario *scenario,
                   WadiHex             hex)
{
  return wadi_scenario_location_label (scenario, hex);
}

/* other, a hex next to hex, named from hex: its label on hex's board
 * without the prefix ("O8" for 25O9's neighbour), else with its own
 * board's ("14B5" beside 25GG5). */
static char *
near_name (const WadiScenario *scenario,
           WadiHex             hex,
           WadiHex             other)
{
  const WadiMap *map = scenario->map;
  guint          board;
  WadiHex        local;

  if (wadi_map_board_at (map, hex, &board, NULL) && wadi_map_to_board (map, board, other, &local))
    return wadi_label_print (&wadi_map_get_board (map, board)->labels, local);
  return wadi_scenario_location_label (scenario, other);
}

char *
wadi_cli_hexside_name (const WadiScenario *scenario,
                       WadiHex             hex,
                       WadiDirection       dir)
{
  const WadiBoard *grid = grid_of (scenario);
  WadiHex          other = wadi_hex_neighbor (grid->layout, hex, dir);
  g_autofree char *first = wadi_cli_hex_name (scenario, hex);
  g_autofree char *second = NULL;

  if (!wadi_board_contains (grid, other))
    return g_strdup_printf ("%s:%s", first, wadi_direction_name (grid->layout.orientation, dir));
  second = near_name (scenario, hex, other);
  return g_strdup_printf ("%s-%s", first, second);
}

char *
wadi_cli_side_name (const WadiScenario *scenario,
                    WadiHexside         side,
                    WadiHex             first)
{
  const WadiBoard *grid = grid_of (scenario);
  WadiHex          other = wadi_hexside_other_hex (grid->layout, side);

  if (wadi_hex_equal (other, first) || !wadi_board_contains (grid, side.hex))
    return wadi_cli_hexside_name (scenario, other, (side.dir + 3) % WADI_DIRECTION_COUNT);
  return wadi_cli_hexside_name (scenario, side.hex, side.dir);
}

char *
wadi_cli_vertex_name (const WadiScenario *scenario,
                      WadiHex             hex,
                      WadiVertexIndex     index)
{
  const WadiBoard *grid = grid_of (scenario);
  WadiHex          around[3];
  g_autofree char *first = wadi_cli_hex_name (scenario, hex);
  g_autofree char *second = NULL;
  g_autofree char *third = NULL;

  wadi_vertex_hexes (grid->layout, (WadiVertex) { hex, index }, around);
  if (!wadi_board_contains (grid, around[1]) || !wadi_board_contains (grid, around[2]))
    return g_strdup_printf ("%s:%s-%s", first,
                            wadi_direction_name (grid->layout.orientation, index),
                            wadi_direction_name (grid->layout.orientation, (index + 1) % WADI_DIRECTION_COUNT));
  second = near_name (scenario, hex, around[1]);
  third = near_name (scenario, hex, around[2]);
  return g_strdup_printf ("%s-%s-%s", first, second, third);
}

char *
wadi_cli_vertex_name_from (const WadiScenario *scenario,
                           WadiVertex          vertex,
                           WadiHex             first)
{
  const WadiBoard *grid = grid_of (scenario);
  WadiHex          around[3];
  WadiHex          from = vertex.hex;
  gboolean         found = FALSE;

  /* Seen from another of its hexes, the same vertex has another index:
   * the one whose hexes are the same three. */
  wadi_vertex_hexes (grid->layout, vertex, around);
  for (guint i = 0; i < 3 && !found; i++)
    if (wadi_hex_equal (around[i], first) && wadi_board_contains (grid, first))
      {
        from = first;
        found = TRUE;
      }
  for (guint i = 0; i < 3 && !found; i++)
    if (wadi_board_contains (grid, around[i]))
      {
        from = around[i];
        found = TRUE;
      }
  for (WadiVertexIndex k = 0; k < WADI_DIRECTION_COUNT; k++)
    if (wadi_vertex_equal (grid->layout, (WadiVertex) { from, k }, vertex))
      return wadi_cli_vertex_name (scenario, from, k);
  return wadi_cli_vertex_name (scenario, vertex.hex, vertex.index);
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
               _("unknown position “%s”, expected one of %s"), text, names);
  return FALSE;
}

gboolean
wadi_cli_parse_location (const WadiScenario *scenario,
                         const char         *text,
                         guint               default_board,
                         WadiHex            *hex,
                         gboolean           *has_position,
                         WadiPosition       *position,
                         GError            **error)
{
  const char      *colon = strchr (text, ':');
  g_autofree char *label = NULL;

  *has_position = FALSE;
  if (colon == NULL)
    return wadi_scenario_parse_board_label (scenario, text, default_board, hex, error);
  label = g_strndup (text, (gsize) (colon - text));
  if (!wadi_scenario_parse_board_label (scenario, label, default_board, hex, error))
    return FALSE;
  if (!wadi_cli_parse_position (colon + 1, position, error))
    return FALSE;
  *has_position = TRUE;
  return TRUE;
}

/* A label of hex or of a hex next to it.  Without a board prefix it is
 * read on the board hex is labelled by, or, for a half hex two boards
 * share, on the other one when only that gives hex or a neighbour of it
 * (14A5's B5 is 14B5, though 14A5 is 25GG5).  Anything else named is
 * returned as read on the first board, for the caller to refuse. */
static gboolean
parse_near (const WadiScenario *scenario,
            WadiHex             hex,
            const char         *label,
            WadiHex            *named,
            GError            **error)
{
  const WadiBoard *grid = grid_of (scenario);
  guint            boards[2] = { 0, 0 };
  guint            n = wadi_map_boards_at (scenario->map, hex, boards);
  g_autoptr(GError) first_error = NULL;
  gboolean first_ok = FALSE;
  WadiHex  first = hex;

  n = MAX (n, 1);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GError) local_error = NULL;
      WadiDirection dir;
      WadiHex       at;

      if (!wadi_scenario_parse_board_label (scenario, label, boards[i], &at, &local_error))
        {
          if (i == 0)
            first_error = g_steal_pointer (&local_error);
          continue;
        }
      if (i == 0)
        {
          first_ok = TRUE;
          first = at;
        }
      if (wadi_hex_equal (at, hex) || wadi_hex_direction_to (grid->layout, hex, at, &dir))
        {
          *named = at;
          return TRUE;
        }
    }
  if (!first_ok)
    {
      g_propagate_error (error, g_steal_pointer (&first_error));
      return FALSE;
    }
  *named = first;
  return TRUE;
}

/* A hex, named by its label, that must be hex itself. */
static gboolean
parse_same_hex (const WadiScenario *scenario,
                WadiHex             hex,
                const char         *text,
                GError            **error)
{
  WadiHex          named;
  g_autofree char *expected = NULL;

  if (!parse_near (scenario, hex, text, &named, error))
    return FALSE;
  if (wadi_hex_equal (named, hex))
    return TRUE;
  expected = wadi_cli_hex_name (scenario, hex);
  g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
               _("“%s” is not %s, expected the hexside or vertex to start at %s"), text, expected, expected);
  return FALSE;
}

gboolean
wadi_cli_parse_hexside (const WadiScenario *scenario,
                        WadiHex             hex,
                        const char         *text,
                        WadiDirection      *dir,
                        GError            **error)
{
  const WadiBoard *b = grid_of (scenario);
  const char      *colon = strchr (text, ':');
  g_auto(GStrv) parts = NULL;
  g_autofree char *name = wadi_cli_hex_name (scenario, hex);
  g_autofree char *directions = direction_list (b->layout.orientation);
  WadiHex          other;

  if (direction_from_name (b->layout.orientation, text, dir))
    return TRUE;
  if (colon != NULL)
    {
      g_autofree char *label = g_strndup (text, (gsize) (colon - text));

      if (!parse_same_hex (scenario, hex, label, error))
        return FALSE;
      if (direction_from_name (b->layout.orientation, colon + 1, dir))
        return TRUE;
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("unknown direction “%s”, expected one of %s"), colon + 1, directions);
      return FALSE;
    }

  parts = split_hex_names (scenario, text);
  if (g_strv_length (parts) == 2)
    {
      if (!parse_same_hex (scenario, hex, parts[0], error))
        return FALSE;
    }
  else if (g_strv_length (parts) != 1)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("bad hexside “%s” of %s, expected a neighbour of it (such as %s-…), "
                   "or a direction: %s"),
                      text, name, name, directions);
      return FALSE;
    }
  if (!parse_near (scenario, hex, parts[g_strv_length (parts) - 1], &other, error))
    {
      g_prefix_error (error, "bad hexside “%s” of %s: ", text, name);
      return FALSE;
    }
  if (!wadi_hex_direction_to (b->layout, hex, other, dir))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("%s is not next to %s, expected a neighbour of it or a direction: %s"),
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
                       WadiHex             hex,
                       const char         *text,
                       WadiVertexIndex    *index,
                       GError            **error)
{
  const WadiBoard *b = grid_of (scenario);
  const char      *colon = strchr (text, ':');
  g_auto(GStrv) parts = NULL;
  g_autofree char *name = wadi_cli_hex_name (scenario, hex);
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

      if (!parse_same_hex (scenario, hex, label, error))
        return FALSE;
      if (vertex_from_directions (b->layout.orientation, colon + 1, index))
        return TRUE;
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("bad vertex “%s” of %s, expected two neighbouring directions such as %s-%s"),
                      text, name, wadi_direction_name (b->layout.orientation, 0),
                      wadi_direction_name (b->layout.orientation, 1));
      return FALSE;
    }

  parts = split_hex_names (scenario, text);
  n_parts = g_strv_length (parts);
  if (n_parts != 2 && n_parts != 3)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("bad vertex “%s” of %s, expected the hexes that meet there, "
                   "such as %s-…-…, or two directions such as %s-%s"),
                      text, name, name, wadi_direction_name (b->layout.orientation, 0),
                      wadi_direction_name (b->layout.orientation, 1));
      return FALSE;
    }
  for (guint i = 0; i < n_parts; i++)
    {
      if (!parse_near (scenario, hex, parts[i], &named[i], error))
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
               _("“%s” is not a vertex of %s, expected three hexes that meet at a corner of it"),
                  text, name);
  return FALSE;
}
