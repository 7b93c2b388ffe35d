/* wadi-export-tiled.c: TMX and TMJ maps for Tiled
 *
 * A hexagonal map (staggeraxis "x" for flat-top boards, "y" for
 * pointy-top) with one tileset, drawn in the renderer's colours
 * (wadi-export-tiled-tileset.c): a tile per terrain (and per terrain and
 * level of the hills, toned as the canvas tones them), per pattern of a
 * depression's channel and marks (so a wadi's tiles join into one bed as
 * on the canvas), per pattern of roads, per elevation level found and per
 * counter face.  Tile layers "terrain", "roads", "depression" (with the
 * bridges and wadi entrances) and "elevation" (hidden: it is data); object
 * layers "hexsides" (polylines along the hexsides, named by their
 * features), "counters" (each counter a tile object of its face, fanned in
 * its hex's stack as on the canvas, with its properties) and, when asked,
 * "diagnostics".  The map's properties (wadi-export-tiled-properties.c)
 * hold the scenario card, the ruleset and its SSRs.
 * Hexes the boards lack are gid 0.
 *
 * Both files are written from one description of the map as they go, TMX
 * with libxml2's text writer and TMJ with a JSON writer of its own, in the
 * shape Tiled 1.8 reads (version "1.8", objects' "type", not "class"):
 * the tile layers read from the composed board a row at a time, the
 * objects visited (once to count them for nextobjectid, once to write
 * them), so memory holds the scenario and no more, whatever its size.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include <libxml/xmlwriter.h>
#include <math.h>
#include <string.h>

#include "wadi-export-tiled-private.h"
#include "wadi-counter-stack.h"
#include "wadi-render-style.h"

#define TILED_VERSION "1.8"
#define TILED_TOOL_VERSION "1.8.2"

typedef struct
{
  guint      id;
  char      *name;
  char      *type;
  double     x;
  double     y;
  GArray    *polyline; /* double pairs, from (x, y); NULL for a point */
  gboolean   hidden;   /* data a script reads, which the tiles already draw */
  guint      gid;      /* a tile object's tile, (x, y) its bottom left; 0 for none */
  double     width;    /* a tile object's */
  double     height;
  GPtrArray *properties; /* Property */
} Object;

/* Tile layers: each hex's gid, from the composed board as it is written */
enum
{
  LAYER_TERRAIN,
  LAYER_ROADS,
  LAYER_DEPRESSION,
  LAYER_ELEVATION,
  N_TILE_LAYERS
};

static const struct
{
  const char *name;
  gboolean    visible;
} tile_layers[N_TILE_LAYERS] = {
  { "terrain", TRUE },
  /* as the canvas lays them: a channel over the road it cuts, a bridge's
   * deck over the channel */
  { "roads", TRUE },
  { "depression", TRUE },
  { "elevation", FALSE }, /* data */
};

static const char *const object_layers[] = { "hexsides", "counters", "diagnostics" };
/* The colour Tiled draws a layer's lines in: the hexsides' as an ASL
 * board prints a cliff or a wall, dark brown; the others Tiled's own */
static const char *const object_layer_colors[] = { "#3b2a1a", NULL, NULL };
/* The hexside features the tiles draw (a depression's channel, a road):
 * such a hexside's line is hidden, its features still there for scripts */
#define DRAWN_BY_TILES (WADI_SIDE_DEPRESSION | WADI_SIDE_WADI | WADI_SIDE_ROAD | WADI_SIDE_DIRT_ROAD | WADI_SIDE_PATH)

static void
object_clear (Object *object)
{
  g_free (object->name);
  g_free (object->type);
  g_clear_pointer (&object->polyline, g_array_unref);
  g_ptr_array_unref (object->properties);
}

static void
tile_free (Tile *tile)
{
  g_free (tile->type);
  g_ptr_array_unref (tile->properties);
  g_free (tile);
}

static void
tiled_map_clear (TiledMap *map)
{
  g_clear_pointer (&map->composed, wadi_board_free);
  g_clear_pointer (&map->tiles, g_ptr_array_unref);
  g_clear_pointer (&map->faces, g_hash_table_unref);
  g_clear_pointer (&map->road_tiles, g_hash_table_unref);
  g_clear_pointer (&map->hill_tiles, g_hash_table_unref);
  g_clear_pointer (&map->depression_tiles, g_hash_table_unref);
  g_clear_pointer (&map->renderer, wadi_renderer_free);
  g_clear_pointer (&map->properties, g_ptr_array_unref);
  g_clear_pointer (&map->diagnostics, g_array_unref);
}

static Tile *
add_tile (TiledMap   *map,
          const char *type,
          const char *name,
          const char *value)
{
  Tile *tile = g_new0 (Tile, 1);

  tile->type = g_strdup (type);
  tile->terrain = -1;
  tile->properties = wadi_tiled_properties_new ();
  wadi_tiled_add_property (tile->properties, name, value);
  g_ptr_array_add (map->tiles, tile);
  return tile;
}

/* The hexsides of a depression hex its channel crosses: those the
 * depression runs through (WADI_SIDE_DEPRESSION). */
static guint
channels_of (const TiledMap *map,
             WadiHex         hex)
{
  return wadi_board_sides_with (map->composed, hex, WADI_SIDE_DEPRESSION);
}

/* A road hex by its terrain or its flag, whatever its hexsides. */
static gboolean
is_road_hex (const WadiHexCell *cell)
{
  return cell->terrain == WADI_TERRAIN_ROAD || (cell->flags & WADI_HEX_FLAG_ROAD) != 0;
}

/* The hexsides of hex a road crosses, a bit a direction, as road_key ()
 * packs them: paved, dirt, then paths; each hexside read once. */
static guint
road_sides (const TiledMap *map,
            WadiHex         hex)
{
  guint sides = 0;

  for (WadiDirection dir = 0; dir < WADI_DIRECTION_COUNT; dir++)
    {
      guint features = wadi_board_get_side (map->composed, (WadiHexside) { hex, dir });

      sides |= ((features & WADI_SIDE_ROAD) ? 1u << dir : 0u)
               | ((features & WADI_SIDE_DIRT_ROAD) ? 1u << (ROAD_BITS + dir) : 0u)
               | ((features & WADI_SIDE_PATH) ? 1u << (2 * ROAD_BITS + dir) : 0u);
    }
  return sides;
}

/* A hex's roads as the canvas draws them (wadi-render-terrain.c): the
 * hexsides its roads cross; a road hex without road hexsides (older
 * files) joined as a paved road to its road neighbours without any
 * either, or, joining none, a short bar across its centre. */
static guint
road_key (const TiledMap *map,
          WadiHex         hex)
{
  guint sides = road_sides (map, hex);
  guint joined = 0;

  if (sides != 0)
    return sides;
  if (!is_road_hex (wadi_board_cell (map->composed, hex)))
    return 0;
  for (WadiDirection dir = 0; dir < WADI_DIRECTION_COUNT; dir++)
    {
      WadiHex next = wadi_hex_neighbor (map->composed->layout, hex, dir);

      if (wadi_board_contains (map->composed, next) && is_road_hex (wadi_board_cell (map->composed, next))
          && road_sides (map, next) == 0)
        joined |= 1u << dir;
    }
  return joined != 0 ? joined : ROAD_ALONE;
}

static gint
compare_keys (gconstpointer a,
              gconstpointer b)
{
  guint x = *(const guint *) a, y = *(const guint *) b;

  return x < y ? -1 : x > y;
}

/* The patterns a map's hexes have, each once, in a stable order. */
static void
sort_unique (GArray *keys)
{
  guint kept = 0;

  g_array_sort (keys, compare_keys);
  for (guint i = 0; i < keys->len; i++)
    if (kept == 0 || g_array_index (keys, guint, i) != g_array_index (keys, guint, kept - 1))
      g_array_index (keys, guint, kept++) = g_array_index (keys, guint, i);
  g_array_set_size (keys, kept);
}

/* A tile a pattern of roads the map has (keys, a hex's each, sorted and
 * made unique here). */
static void
plan_road_tiles (TiledMap *map,
                 GArray   *keys)
{
  static const char *const kinds[] = { "paved", "dirt", "path" };

  map->road_tiles = g_hash_table_new (g_direct_hash, g_direct_equal);
  sort_unique (keys);
  /* a real map has a few dozen; a map of random hexsides thousands, each
   * a tile of the image */
  if (keys->len > MAX_ROAD_TILES)
    return;
  for (guint i = 0; i < keys->len; i++)
    {
      guint    key = g_array_index (keys, guint, i);
      GString *crossed = g_string_new (key == ROAD_ALONE ? "alone" : NULL);
      Tile    *tile;

      for (guint k = 0; k < G_N_ELEMENTS (kinds) && key != ROAD_ALONE; k++)
        for (WadiDirection dir = 0; dir < WADI_DIRECTION_COUNT; dir++)
          if (key & (1u << (k * ROAD_BITS + dir)))
            g_string_append_printf (crossed, "%s%s:%u", crossed->len > 0 ? "," : "", kinds[k], dir);
      g_hash_table_insert (map->road_tiles, GUINT_TO_POINTER (key), GUINT_TO_POINTER (map->tiles->len + 1));
      tile = add_tile (map, "road", "hexsides", crossed->str);
      tile->roads = key;
      g_string_free (crossed, TRUE);
    }
}

/* The marks the depression layer draws in a hex. */
#define MARK_FLAGS (WADI_HEX_FLAG_BRIDGE | WADI_HEX_FLAG_WADI_BRIDGE | WADI_HEX_FLAG_WADI_ENTRANCE)

/* A hex's depression and marks as its depression tile draws them: its
 * kind, the hexsides the channel crosses, its bridges and wadi entrance,
 * and the roads a bridge carries; 0 for none. */
static guint
depression_key (const TiledMap *map,
                WadiHex         hex)
{
  const WadiHexCell *cell = wadi_board_cell (map->composed, hex);
  guint              kind = cell->depression < WADI_DEPRESSION_COUNT ? cell->depression : WADI_DEPRESSION_NONE;
  guint              marks = cell->flags & MARK_FLAGS;
  guint              roads = 0;

  if (kind == WADI_DEPRESSION_NONE && marks == 0)
    return 0;
  if (marks & (WADI_HEX_FLAG_BRIDGE | WADI_HEX_FLAG_WADI_BRIDGE))
    {
      guint key = road_key (map, hex);

      if (key != ROAD_ALONE)
        roads = (key | key >> ROAD_BITS | key >> (2 * ROAD_BITS)) & ((1u << ROAD_BITS) - 1);
    }
  return DEPRESSION_KEY (kind, channels_of (map, hex), marks, roads);
}

/* A tile a pattern of depressions and marks the map has (keys, a hex's
 * each, sorted and made unique here); none when they are more than
 * MAX_DEPRESSION_TILES. */
static void
plan_depression_tiles (TiledMap *map,
                       GArray   *keys)
{
  static const struct
  {
    guint       flag;
    const char *name;
  } marks[] = { { WADI_HEX_FLAG_BRIDGE, "bridge" },
                { WADI_HEX_FLAG_WADI_BRIDGE, "wadi-bridge" },
                { WADI_HEX_FLAG_WADI_ENTRANCE, "wadi-entrance" } };
  map->depression_tiles = g_hash_table_new (g_direct_hash, g_direct_equal);
  sort_unique (keys);
  if (keys->len > MAX_DEPRESSION_TILES)
    return;
  for (guint i = 0; i < keys->len; i++)
    {
      guint    key = g_array_index (keys, guint, i);
      GString *crossed = g_string_new (NULL);
      GString *named = g_string_new (NULL);
      Tile    *tile;

      g_hash_table_insert (map->depression_tiles, GUINT_TO_POINTER (key), GUINT_TO_POINTER (map->tiles->len + 1));
      tile = add_tile (map, "depression", "depression", wadi_depression_name (DEPRESSION_KEY_KIND (key)));
      tile->depression = DEPRESSION_KEY_KIND (key);
      tile->channels = DEPRESSION_KEY_CHANNELS (key);
      tile->marks = DEPRESSION_KEY_MARKS (key);
      tile->roads = DEPRESSION_KEY_ROADS (key);
      for (WadiDirection dir = 0; dir < WADI_DIRECTION_COUNT; dir++)
        if (tile->channels & (1u << dir))
          g_string_append_printf (crossed, "%s%u", crossed->len > 0 ? "," : "", dir);
      wadi_tiled_add_property (tile->properties, "hexsides", crossed->str);
      for (guint m = 0; m < G_N_ELEMENTS (marks); m++)
        if (tile->marks & marks[m].flag)
          g_string_append_printf (named, "%s%s", named->len > 0 ? "," : "", marks[m].name);
      if (named->len > 0)
        wadi_tiled_add_property (tile->properties, "marks", named->str);
      g_string_free (crossed, TRUE);
      g_string_free (named, TRUE);
    }
}

static gboolean exported (const TiledMap *map,
                          WadiHex         hex);

/* What a counter's face shows: everything of it but its id and hex. */
static char *
face_key (const WadiCounter *counter)
{
  return g_strdup_printf ("%d|%d|%d|%s|%s|%s|%d|%d|%d|%d", counter->kind, counter->unit_class, counter->position,
                          counter->side != NULL ? counter->side : "", counter->name != NULL ? counter->name : "",
                          counter->strength != NULL ? counter->strength : "", counter->centre, counter->vertex,
                          counter->hd_rear, counter->hidden);
}

/* A tile a face of the exported counters, after the levels'; none when
 * they have more than MAX_COUNTER_TILES faces. */
static void
plan_counter_tiles (TiledMap *map)
{
  const WadiScenario *scenario = map->scenario;

  map->counter_tile0 = map->tiles->len;
  map->faces = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  for (guint i = 0; i < scenario->counters->len; i++)
    {
      const WadiCounter *counter = &g_array_index (scenario->counters, WadiCounter, i);
      char              *key;
      Tile              *tile;

      if (!exported (map, counter->hex))
        continue;
      key = face_key (counter);
      if (g_hash_table_contains (map->faces, key))
        {
          g_free (key);
          continue;
        }
      if (g_hash_table_size (map->faces) == MAX_COUNTER_TILES)
        {
          g_free (key);
          g_hash_table_remove_all (map->faces);
          g_ptr_array_set_size (map->tiles, map->counter_tile0);
          map->counter_tile0 = map->tiles->len;
          return;
        }
      g_hash_table_insert (map->faces, key, GUINT_TO_POINTER (map->tiles->len + 1));
      tile = add_tile (map, "counter", "kind", wadi_counter_kind_name (counter->kind));
      tile->counter = counter;
    }
  if (map->tiles->len > map->counter_tile0)
    {
      map->renderer = wadi_renderer_new ();
      wadi_renderer_set_scenario (map->renderer, scenario);
    }
}

/* A terrain tile of a hill: the terrain toned by the level, as the
 * canvas fills the hex, and the level in a corner. */
static void
plan_hill_tile (TiledMap          *map,
                const WadiHexCell *cell)
{
  WadiTerrain terrain = MIN (cell->terrain, WADI_TERRAIN_COUNT - 1);
  guint       key = HILL_KEY (terrain, cell->level);
  Tile       *tile;

  if (cell->level == 0 || g_hash_table_contains (map->hill_tiles, GUINT_TO_POINTER (key))
      || g_hash_table_size (map->hill_tiles) == MAX_HILL_TILES)
    return;
  g_hash_table_insert (map->hill_tiles, GUINT_TO_POINTER (key), GUINT_TO_POINTER (map->tiles->len + 1));
  tile = add_tile (map, "terrain", "terrain", wadi_terrain_name (terrain));
  wadi_tiled_add_int_property (tile->properties, "level", cell->level);
  tile->terrain = (int) terrain;
  tile->level = cell->level;
}

static void
plan_tileset (TiledMap *map)
{
  g_autoptr(GArray) road_keys = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GArray) depression_keys = g_array_new (FALSE, FALSE, sizeof (guint));

  map->tiles = g_ptr_array_new_with_free_func ((GDestroyNotify) tile_free);
  map->hill_tiles = g_hash_table_new (NULL, NULL);
  for (guint t = 0; t < WADI_TERRAIN_COUNT; t++)
    {
      map->terrain_tile[t] = map->tiles->len;
      add_tile (map, "terrain", "terrain", wadi_terrain_name ((WadiTerrain) t))->terrain = (int) t;
    }
  map->level_min = G_MAXINT;
  map->level_max = G_MININT;
  for (int r = 0; r < map->height; r++)
    for (int c = 0; c < map->width; c++)
      {
        WadiHex            hex = { map->col0 + c, map->row0 + r };
        const WadiHexCell *cell;

        if (!wadi_board_contains (map->composed, hex))
          continue;
        cell = wadi_board_cell (map->composed, hex);
        map->level_min = MIN (map->level_min, cell->level);
        map->level_max = MAX (map->level_max, cell->level);
        plan_hill_tile (map, cell);
        {
          guint depression = depression_key (map, hex);
          guint road = road_key (map, hex);

          if (depression != 0)
            g_array_append_val (depression_keys, depression);
          if (road != 0)
            g_array_append_val (road_keys, road);
        }
      }
  plan_depression_tiles (map, depression_keys);
  plan_road_tiles (map, road_keys);
  if (map->level_min > map->level_max)
    map->level_min = map->level_max = 0;
  map->level_tile0 = map->tiles->len;
  for (int level = map->level_min; level <= map->level_max; level++)
    {
      Tile *tile = add_tile (map, "elevation", "level", NULL);

      wadi_tiled_add_int_property (tile->properties, "level", level);
      tile->level = level;
    }
  plan_counter_tiles (map);
  /* a roughly square image */
  map->tileset_columns = MAX (1, (int) ceil (sqrt (map->tiles->len)));
}

/* The tileset image's size: each tile a hex of the map's size. */
static void
tileset_size (const TiledMap *map,
              int            *width,
              int            *height)
{
  int rows = ((int) map->tiles->len + map->tileset_columns - 1) / map->tileset_columns;

  *width = map->tileset_columns * (map->tile_width + TILESET_SPACING) - TILESET_SPACING;
  *height = rows * (map->tile_height + TILESET_SPACING) - TILESET_SPACING;
}

/* What is done with each object: written, or only counted (object
 * NULL). */
typedef struct _Emitter Emitter;
struct _Emitter
{
  void (*object) (Emitter      *emitter,
                  const Object *object);
  gpointer data;
};

static void
object_init (Object     *object,
             const char *name,
             const char *type,
             double      x,
             double      y)
{
  memset (object, 0, sizeof *object);
  object->name = g_utf8_make_valid (name != NULL ? name : "", -1);
  object->type = g_strdup (type);
  object->x = x;
  object->y = y;
  object->properties = wadi_tiled_properties_new ();
}

/* The object given the next id, handed to the emitter, and cleared. */
static void
emit (TiledMap *map,
      Emitter  *emitter,
      Object   *object)
{
  object->id = map->next_object_id++;
  if (emitter->object != NULL)
    emitter->object (emitter, object);
  object_clear (object);
}

static gboolean
in_rectangle (const TiledMap *map,
              WadiHex         hex)
{
  return hex.col >= map->col0 && hex.row >= map->row0 && hex.col < map->col0 + map->width
         && hex.row < map->row0 + map->height;
}

static void
hex_centre (const TiledMap *map,
            WadiHex         hex,
            double         *x,
            double         *y)
{
  wadi_tiled_tile_origin (map, hex, x, y);
  *x += map->tile_width / 2.0;
  *y += map->tile_height / 2.0;
}

/* A hex's gid in a tile layer; 0 where the export does not cover it. */
static guint32
tile_gid (const TiledMap *map,
          guint           layer,
          WadiHex         hex)
{
  const WadiHexCell *cell;

  if (!wadi_export_covers (map->scenario, map->options, hex))
    return 0;
  cell = wadi_board_cell (map->composed, hex);
  switch (layer)
    {
    case LAYER_TERRAIN:
      {
        WadiTerrain terrain = MIN (cell->terrain, WADI_TERRAIN_COUNT - 1);
        guint       hill = GPOINTER_TO_UINT (g_hash_table_lookup (map->hill_tiles,
                                                                  GUINT_TO_POINTER (HILL_KEY (terrain, cell->level))));

        return hill != 0 ? hill : 1 + map->terrain_tile[terrain];
      }
    case LAYER_DEPRESSION:
      return GPOINTER_TO_UINT (g_hash_table_lookup (map->depression_tiles,
                                                    GUINT_TO_POINTER (depression_key (map, hex))));
    case LAYER_ROADS:
      return GPOINTER_TO_UINT (g_hash_table_lookup (map->road_tiles, GUINT_TO_POINTER (road_key (map, hex))));
    case LAYER_ELEVATION:
    default:
      return 1 + map->level_tile0 + (guint) (cell->level - map->level_min);
    }
}

static gboolean
exported (const TiledMap *map,
          WadiHex         hex)
{
  return in_rectangle (map, hex) && wadi_export_covers (map->scenario, map->options, hex);
}

/* Polylines along the hexsides that have features, each drawn from a hex
 * inside the exported rectangle. */
static void
visit_hexsides (TiledMap *map,
                Emitter  *emitter)
{
  for (int row = map->row0 - 1; row <= map->row0 + map->height; row++)
    for (int col = map->col0 - 1; col <= map->col0 + map->width; col++)
      for (WadiDirection dir = 0; dir < 3; dir++)
        {
          WadiHex          hex = { col, row };
          WadiHex          other = wadi_hex_neighbor (map->composed->layout, hex, dir);
          guint            features = wadi_board_get_side (map->composed, (WadiHexside) { hex, dir });
          g_autofree char *names = NULL;
          g_autofree char *label = NULL;
          double           x, y, ax, ay, bx, by;
          WadiHex          from = hex;
          WadiDirection    from_dir = dir;
          Object           object;

          if (features == 0 || !(exported (map, hex) || exported (map, other)))
            continue;
          if (!exported (map, hex))
            {
              from = other;
              from_dir = (dir + 3) % WADI_DIRECTION_COUNT;
            }
          wadi_tiled_tile_origin (map, from, &x, &y);
          /* hexside d runs from vertex d - 1 to vertex d */
          wadi_tiled_tile_corner (map, (from_dir + 5) % WADI_DIRECTION_COUNT, &ax, &ay);
          wadi_tiled_tile_corner (map, from_dir, &bx, &by);
          names = wadi_side_features_to_string (features);
          object_init (&object, names, "hexside", x + ax, y + ay);
          object.polyline = g_array_new (FALSE, FALSE, sizeof (double));
          object.hidden = (features & ~DRAWN_BY_TILES) == 0;
          g_array_append_vals (object.polyline, (double[]) { 0, 0, bx - ax, by - ay }, 4);
          wadi_tiled_add_property (object.properties, "features", names);
          label = wadi_scenario_location_label (map->scenario, from);
          wadi_tiled_add_property (object.properties, "hex", label);
          emit (map, emitter, &object);
        }
}

static void
visit_counters (TiledMap *map,
                Emitter  *emitter)
{
  const WadiScenario *scenario = map->scenario;
  WadiGridLayout      layout = map->composed->layout;
  /* each hex's stack: its height, then how many of it are placed */
  g_autoptr(GHashTable) heights = g_hash_table_new (g_direct_hash, g_direct_equal);
  g_autoptr(GHashTable) placed = g_hash_table_new (g_direct_hash, g_direct_equal);

  for (guint i = 0; i < scenario->counters->len; i++)
    {
      gpointer at = GINT_TO_POINTER (wadi_board_index (map->composed,
                                                       g_array_index (scenario->counters, WadiCounter, i).hex));

      g_hash_table_insert (heights, at, GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (heights, at)) + 1));
    }
  for (guint i = 0; i < scenario->counters->len; i++)
    {
      const WadiCounter *counter = &g_array_index (scenario->counters, WadiCounter, i);
      gpointer           at = GINT_TO_POINTER (wadi_board_index (map->composed, counter->hex));
      guint              depth = GPOINTER_TO_UINT (g_hash_table_lookup (placed, at));
      g_autofree char   *label = NULL;
      g_autofree char   *key = NULL;
      guint              tile;
      double             x, y;
      Object             object;

      g_hash_table_insert (placed, at, GUINT_TO_POINTER (depth + 1));
      if (!exported (map, counter->hex))
        continue;
      hex_centre (map, counter->hex, &x, &y);
      key = face_key (counter);
      tile = GPOINTER_TO_UINT (g_hash_table_lookup (map->faces, key));
      if (tile != 0)
        {
          double cx, cy, hx, hy;

          /* where the canvas fans it in its hex's stack */
          wadi_counter_stack_place (layout, counter, depth, GPOINTER_TO_UINT (g_hash_table_lookup (heights, at)),
                                    &cx, &cy);
          wadi_hex_center (layout, counter->hex, &hx, &hy);
          x += (cx - hx) * wadi_tiled_unit_pixels (map) - map->tile_width / 2.0;
          y += (cy - hy) * wadi_tiled_unit_pixels (map) + map->tile_height / 2.0;
        }
      object_init (&object, counter->name != NULL ? counter->name : wadi_counter_kind_name (counter->kind),
                   wadi_counter_kind_name (counter->kind), x, y);
      if (tile != 0)
        {
          object.gid = tile;
          object.width = map->tile_width;
          object.height = map->tile_height;
        }
      label = wadi_scenario_location_label (scenario, counter->hex);
      wadi_tiled_add_int_property (object.properties, "id", counter->id);
      wadi_tiled_add_property (object.properties, "hex", label);
      if (counter->kind == WADI_COUNTER_UNIT)
        {
          wadi_tiled_add_property (object.properties, "side", counter->side);
          wadi_tiled_add_property (object.properties, "unit_class", wadi_unit_class_name (counter->unit_class));
          wadi_tiled_add_property (object.properties, "position", wadi_position_name (counter->position));
        }
      wadi_tiled_add_property (object.properties, "strength", counter->strength);
      if (counter->hidden)
        wadi_tiled_add_bool_property (object.properties, "hidden", TRUE);
      emit (map, emitter, &object);
    }
}

static void
visit_diagnostics (TiledMap *map,
                   Emitter  *emitter)
{
  for (guint i = 0; i < map->diagnostics->len; i++)
    {
      const WadiDiagnostic *diagnostic = &g_array_index (map->diagnostics, WadiDiagnostic, i);
      double                x, y;
      Object                object;

      if (diagnostic->place == WADI_DIAG_AT_SCENARIO || !exported (map, diagnostic->hex))
        continue;
      hex_centre (map, diagnostic->hex, &x, &y);
      object_init (&object, diagnostic->code, wadi_severity_name (diagnostic->severity), x, y);
      wadi_tiled_add_property (object.properties, "rule", diagnostic->rule);
      wadi_tiled_add_property (object.properties, "message", diagnostic->message);
      emit (map, emitter, &object);
    }
}

/* The objects of object layer l, in order, each to the emitter. */
static void
visit_objects (TiledMap *map,
               guint     layer,
               Emitter  *emitter)
{
  if (layer == 0)
    visit_hexsides (map, emitter);
  else if (layer == 1)
    visit_counters (map, emitter);
  else
    visit_diagnostics (map, emitter);
}

/* The object layers, counted (the map's nextobjectid comes first). */
static void
plan_objects (TiledMap *map)
{
  Emitter count = { NULL };

  map->n_object_layers = 2;
  if (map->options->diagnostics)
    {
      map->diagnostics = wadi_export_diagnostics (map->scenario);
      map->n_object_layers = 3;
    }
  map->next_object_id = 1;
  for (guint l = 0; l < map->n_object_layers; l++)
    visit_objects (map, l, &count);
  map->end_object_id = map->next_object_id;
  map->next_object_id = 1;
}

static gboolean
plan (TiledMap                *map,
      const WadiScenario      *scenario,
      const WadiExportOptions *options)
{
  const WadiBoard *grid;
  int              col1 = -1, row1 = -1;
  double           d = MAX (8.0, options->pixels_per_hex);

  memset (map, 0, sizeof *map);
  map->scenario = scenario;
  map->composed = wadi_scenario_compose_map (scenario);
  grid = map->composed;
  map->col0 = grid->cols;
  map->row0 = grid->rows;
  for (int row = 0; row < grid->rows; row++)
    for (int col = 0; col < grid->cols; col++)
      if (wadi_export_covers (scenario, options, (WadiHex) { col, row }))
        {
          map->col0 = MIN (map->col0, col);
          map->row0 = MIN (map->row0, row);
          col1 = MAX (col1, col);
          row1 = MAX (row1, row);
        }
  if (col1 < 0)
    return FALSE;
  map->width = col1 - map->col0 + 1;
  map->height = row1 - map->row0 + 1;

  /* Even sizes, as Tiled rounds them down to even; regular hexes as near
   * as whole pixels allow. */
  map->stagger_x = grid->layout.orientation == WADI_GRID_FLAT_TOP;
  if (map->stagger_x)
    {
      map->tile_height = 2 * (int) round (d / 2.0);
      map->side_length = 2 * (int) round (map->tile_height / (2.0 * sqrt (3.0)));
      map->tile_width = 2 * map->side_length;
      /* Tiled lowers column c when (c & 1) ^ even */
      map->stagger_even = wadi_board_column_is_lowered (grid, map->col0);
    }
  else
    {
      gboolean shifted = ((map->row0 & 1) == (grid->layout.stagger == WADI_STAGGER_ODD ? 1 : 0));

      map->tile_width = 2 * (int) round (d / 2.0);
      map->side_length = 2 * (int) round (map->tile_width / (2.0 * sqrt (3.0)));
      map->tile_height = 2 * map->side_length;
      map->stagger_even = shifted;
    }
  map->options = options;
  plan_tileset (map);
  return TRUE;
}

gboolean
wadi_export_tiled_tileset_size (const WadiScenario      *scenario,
                                const WadiExportOptions *options,
                                int                     *width,
                                int                     *height)
{
  TiledMap map;
  gboolean planned = plan (&map, scenario, options);

  if (planned)
    tileset_size (&map, width, height);
  tiled_map_clear (&map);
  return planned;
}

/* TMX, with libxml2's text writer */

static int
xml_write (void       *context,
           const char *buffer,
           int         length)
{
  WadiExportSink *sink = context;

  wadi_export_sink_write (sink, buffer, (gsize) length);
  return sink->error == NULL ? length : -1;
}

static int
xml_close (void *context)
{
  (void) context;
  return 0;
}

static void
xml_attribute (xmlTextWriterPtr writer,
               const char      *name,
               const char      *format,
               ...) G_GNUC_PRINTF (3, 4);

static void
xml_attribute (xmlTextWriterPtr writer,
               const char      *name,
               const char      *format,
               ...)
{
  g_autofree char *value = NULL;
  va_list          args;

  va_start (args, format);
  value = g_strdup_vprintf (format, args);
  va_end (args);
  xmlTextWriterWriteAttribute (writer, BAD_CAST name, BAD_CAST value);
}

static void
xml_number (xmlTextWriterPtr writer,
            const char      *name,
            double           value)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];

  xmlTextWriterWriteAttribute (writer, BAD_CAST name, BAD_CAST g_ascii_formatd (buffer, sizeof buffer, "%.10g", value));
}

static void
xml_properties (xmlTextWriterPtr writer,
                GPtrArray       *properties)
{
  if (properties->len == 0)
    return;
  xmlTextWriterStartElement (writer, BAD_CAST "properties");
  for (guint i = 0; i < properties->len; i++)
    {
      const Property *property = g_ptr_array_index (properties, i);

      xmlTextWriterStartElement (writer, BAD_CAST "property");
      xmlTextWriterWriteAttribute (writer, BAD_CAST "name", BAD_CAST property->name);
      if (property->type != NULL)
        xmlTextWriterWriteAttribute (writer, BAD_CAST "type", BAD_CAST property->type);
      if (strchr (property->value, '\n') != NULL)
        {
          /* Tiled keeps a multi-line value as the element's text */
          xmlTextWriterWriteString (writer, BAD_CAST property->value);
        }
      else
        xmlTextWriterWriteAttribute (writer, BAD_CAST "value", BAD_CAST property->value);
      xmlTextWriterEndElement (writer);
    }
  xmlTextWriterEndElement (writer);
}

/* An object as TMX writes it, into the emitter's writer. */
static void
xml_object (Emitter      *emitter,
            const Object *object)
{
  xmlTextWriterPtr writer = emitter->data;

  xmlTextWriterStartElement (writer, BAD_CAST "object");
  xml_attribute (writer, "id", "%u", object->id);
  xmlTextWriterWriteAttribute (writer, BAD_CAST "name", BAD_CAST object->name);
  xmlTextWriterWriteAttribute (writer, BAD_CAST "type", BAD_CAST object->type);
  if (object->gid != 0)
    xml_attribute (writer, "gid", "%u", object->gid);
  xml_number (writer, "x", object->x);
  xml_number (writer, "y", object->y);
  if (object->gid != 0)
    {
      xml_number (writer, "width", object->width);
      xml_number (writer, "height", object->height);
    }
  if (object->hidden)
    xml_attribute (writer, "visible", "0");
  xml_properties (writer, object->properties);
  if (object->polyline != NULL)
    {
      g_autoptr(GString) points = g_string_new (NULL);

      for (guint p = 0; p + 1 < object->polyline->len; p += 2)
        {
          char x[G_ASCII_DTOSTR_BUF_SIZE], y[G_ASCII_DTOSTR_BUF_SIZE];

          g_string_append_printf (points, "%s%s,%s", p > 0 ? " " : "",
                                  g_ascii_formatd (x, sizeof x, "%.10g", g_array_index (object->polyline, double, p)),
                                  g_ascii_formatd (y, sizeof y, "%.10g", g_array_index (object->polyline, double, p + 1)));
        }
      xmlTextWriterStartElement (writer, BAD_CAST "polyline");
      xmlTextWriterWriteAttribute (writer, BAD_CAST "points", BAD_CAST points->str);
      xmlTextWriterEndElement (writer);
    }
  else if (object->gid == 0)
    {
      xmlTextWriterStartElement (writer, BAD_CAST "point");
      xmlTextWriterEndElement (writer);
    }
  xmlTextWriterEndElement (writer);
}

/* A tile layer's CSV, a row at a time. */
static void
xml_tile_layer (TiledMap        *map,
                xmlTextWriterPtr writer,
                guint            layer)
{
  g_autoptr(GString) csv = g_string_new ("\n");

  xmlTextWriterStartElement (writer, BAD_CAST "data");
  xml_attribute (writer, "encoding", "csv");
  for (int r = 0; r < map->height; r++)
    {
      for (int c = 0; c < map->width; c++)
        g_string_append_printf (csv, "%u%s", tile_gid (map, layer, (WadiHex) { map->col0 + c, map->row0 + r }),
                                r == map->height - 1 && c == map->width - 1 ? "\n" : ",");
      if (r < map->height - 1)
        g_string_append_c (csv, '\n');
      xmlTextWriterWriteRaw (writer, BAD_CAST csv->str);
      g_string_truncate (csv, 0);
    }
  xmlTextWriterEndElement (writer);
}

static void
write_tmx (TiledMap          *map,
           WadiExportSink    *sink,
           const char        *tileset_name,
           int                image_width,
           int                image_height,
           WadiExportProgress progress,
           gpointer           progress_data)
{
  xmlOutputBufferPtr buffer = xmlOutputBufferCreateIO (xml_write, xml_close, sink, NULL);
  xmlTextWriterPtr   writer = xmlNewTextWriter (buffer);
  guint              layer_id = 1;

  xmlTextWriterSetIndent (writer, 1);
  xmlTextWriterStartDocument (writer, NULL, "UTF-8", NULL);
  xmlTextWriterStartElement (writer, BAD_CAST "map");
  xml_attribute (writer, "version", TILED_VERSION);
  xml_attribute (writer, "tiledversion", TILED_TOOL_VERSION);
  xml_attribute (writer, "orientation", "hexagonal");
  xml_attribute (writer, "renderorder", "right-down");
  xml_attribute (writer, "width", "%d", map->width);
  xml_attribute (writer, "height", "%d", map->height);
  xml_attribute (writer, "tilewidth", "%d", map->tile_width);
  xml_attribute (writer, "tileheight", "%d", map->tile_height);
  xml_attribute (writer, "infinite", "0");
  xml_attribute (writer, "hexsidelength", "%d", map->side_length);
  xml_attribute (writer, "staggeraxis", map->stagger_x ? "x" : "y");
  xml_attribute (writer, "staggerindex", map->stagger_even ? "even" : "odd");
  xml_attribute (writer, "nextlayerid", "%u", N_TILE_LAYERS + map->n_object_layers + 1);
  xml_attribute (writer, "nextobjectid", "%u", map->end_object_id);
  xml_properties (writer, map->properties);

  xmlTextWriterStartElement (writer, BAD_CAST "tileset");
  xml_attribute (writer, "firstgid", "1");
  xml_attribute (writer, "name", "wadi");
  xml_attribute (writer, "tilewidth", "%d", map->tile_width);
  xml_attribute (writer, "tileheight", "%d", map->tile_height);
  xml_attribute (writer, "tilecount", "%u", map->tiles->len);
  xml_attribute (writer, "spacing", "%d", TILESET_SPACING);
  xml_attribute (writer, "columns", "%d", map->tileset_columns);
  xmlTextWriterStartElement (writer, BAD_CAST "image");
  xmlTextWriterWriteAttribute (writer, BAD_CAST "source", BAD_CAST tileset_name);
  xml_attribute (writer, "width", "%d", image_width);
  xml_attribute (writer, "height", "%d", image_height);
  xmlTextWriterEndElement (writer);
  for (guint i = 0; i < map->tiles->len; i++)
    {
      const Tile *tile = g_ptr_array_index (map->tiles, i);

      xmlTextWriterStartElement (writer, BAD_CAST "tile");
      xml_attribute (writer, "id", "%u", i);
      xmlTextWriterWriteAttribute (writer, BAD_CAST "type", BAD_CAST tile->type);
      xml_properties (writer, tile->properties);
      xmlTextWriterEndElement (writer);
    }
  xmlTextWriterEndElement (writer);

  for (guint l = 0; l < N_TILE_LAYERS && wadi_export_sink_ok (sink); l++)
    {
      xmlTextWriterStartElement (writer, BAD_CAST "layer");
      xml_attribute (writer, "id", "%u", layer_id++);
      xmlTextWriterWriteAttribute (writer, BAD_CAST "name", BAD_CAST tile_layers[l].name);
      xml_attribute (writer, "width", "%d", map->width);
      xml_attribute (writer, "height", "%d", map->height);
      if (!tile_layers[l].visible)
        xml_attribute (writer, "visible", "0");
      xml_tile_layer (map, writer, l);
      xmlTextWriterEndElement (writer);
      if (progress != NULL)
        progress (0.2 + 0.6 * (l + 1) / N_TILE_LAYERS, progress_data);
    }

  for (guint l = 0; l < map->n_object_layers && wadi_export_sink_ok (sink); l++)
    {
      Emitter emitter = { xml_object, writer };

      xmlTextWriterStartElement (writer, BAD_CAST "objectgroup");
      xml_attribute (writer, "id", "%u", layer_id++);
      xmlTextWriterWriteAttribute (writer, BAD_CAST "name", BAD_CAST object_layers[l]);
      if (object_layer_colors[l] != NULL)
        xmlTextWriterWriteAttribute (writer, BAD_CAST "color", BAD_CAST object_layer_colors[l]);
      visit_objects (map, l, &emitter);
      xmlTextWriterEndElement (writer);
    }
  xmlTextWriterEndElement (writer);
  xmlTextWriterEndDocument (writer);
  xmlFreeTextWriter (writer);
}

/* TMJ, written as it goes: a small JSON writer over the sink */

#define JSON_DEPTH 8

typedef struct
{
  WadiExportSink *sink;
  GString        *text; /* written to the sink past 64 KiB */
  int             depth;
  gboolean        items[JSON_DEPTH]; /* whether the open value has one */
} Json;

static void
json_flush (Json *json)
{
  wadi_export_sink_write (json->sink, json->text->str, json->text->len);
  g_string_truncate (json->text, 0);
}

static void
json_quote (Json       *json,
            const char *text)
{
  g_string_append_c (json->text, '"');
  for (const char *c = text; *c != '\0'; c++)
    {
      if (*c == '"' || *c == '\\')
        g_string_append_printf (json->text, "\\%c", *c);
      else if (*c == '\n')
        g_string_append (json->text, "\\n");
      else if ((guchar) *c < 0x20)
        g_string_append_printf (json->text, "\\u%04x", (guint) (guchar) *c);
      else
        g_string_append_c (json->text, *c);
    }
  g_string_append_c (json->text, '"');
}

/* A new item of the open value, on its own line, with its name (NULL in
 * an array). */
static void
json_item (Json       *json,
           const char *name)
{
  if (json->depth > 0)
    {
      if (json->items[json->depth - 1])
        g_string_append_c (json->text, ',');
      json->items[json->depth - 1] = TRUE;
      g_string_append_c (json->text, '\n');
      for (int i = 0; i < json->depth; i++)
        g_string_append_c (json->text, ' ');
    }
  if (name != NULL)
    {
      json_quote (json, name);
      g_string_append_c (json->text, ':');
    }
  if (json->text->len > 1 << 16)
    json_flush (json);
}

static void
json_begin (Json       *json,
            const char *name,
            char        bracket)
{
  json_item (json, name);
  g_string_append_c (json->text, bracket);
  g_assert (json->depth < JSON_DEPTH);
  json->items[json->depth++] = FALSE;
}

static void
json_end (Json *json,
          char  bracket)
{
  gboolean items = json->items[--json->depth];

  if (items)
    {
      g_string_append_c (json->text, '\n');
      for (int i = 0; i < json->depth; i++)
        g_string_append_c (json->text, ' ');
    }
  g_string_append_c (json->text, bracket);
}

static void
json_string (Json       *json,
             const char *name,
             const char *value)
{
  json_item (json, name);
  json_quote (json, value);
}

static void
json_int (Json       *json,
          const char *name,
          gint64      value)
{
  json_item (json, name);
  g_string_append_printf (json->text, "%" G_GINT64_FORMAT, value);
}

static void
json_boolean (Json       *json,
              const char *name,
              gboolean    value)
{
  json_item (json, name);
  g_string_append (json->text, value ? "true" : "false");
}

static void
json_double (Json       *json,
             const char *name,
             double      value)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];

  json_item (json, name);
  g_string_append (json->text, g_ascii_formatd (buffer, sizeof buffer, "%.10g", value));
}

static void
json_properties (Json      *json,
                 GPtrArray *properties)
{
  if (properties->len == 0)
    return;
  json_begin (json, "properties", '[');
  for (guint i = 0; i < properties->len; i++)
    {
      const Property *property = g_ptr_array_index (properties, i);

      json_begin (json, NULL, '{');
      json_string (json, "name", property->name);
      json_string (json, "type", property->type != NULL ? property->type : "string");
      if (property->type != NULL)
        {
          /* a number or a truth, bare */
          json_item (json, "value");
          g_string_append (json->text, property->value);
        }
      else
        json_string (json, "value", property->value);
      json_end (json, '}');
    }
  json_end (json, ']');
}

static void
json_object (Emitter      *emitter,
             const Object *object)
{
  Json *json = emitter->data;

  json_begin (json, NULL, '{');
  json_int (json, "id", object->id);
  json_string (json, "name", object->name);
  json_string (json, "type", object->type);
  if (object->gid != 0)
    json_int (json, "gid", object->gid);
  json_double (json, "x", object->x);
  json_double (json, "y", object->y);
  json_double (json, "width", object->width);
  json_double (json, "height", object->height);
  json_int (json, "rotation", 0);
  json_boolean (json, "visible", !object->hidden);
  if (object->polyline != NULL)
    {
      json_begin (json, "polyline", '[');
      for (guint p = 0; p + 1 < object->polyline->len; p += 2)
        {
          json_begin (json, NULL, '{');
          json_double (json, "x", g_array_index (object->polyline, double, p));
          json_double (json, "y", g_array_index (object->polyline, double, p + 1));
          json_end (json, '}');
        }
      json_end (json, ']');
    }
  else if (object->gid == 0)
    json_boolean (json, "point", TRUE);
  json_properties (json, object->properties);
  json_end (json, '}');
}

static void
json_tileset (TiledMap   *map,
              Json       *json,
              const char *tileset_name,
              int         image_width,
              int         image_height)
{
  json_begin (json, "tilesets", '[');
  json_begin (json, NULL, '{');
  json_int (json, "firstgid", 1);
  json_string (json, "name", "wadi");
  json_int (json, "tilewidth", map->tile_width);
  json_int (json, "tileheight", map->tile_height);
  json_int (json, "tilecount", map->tiles->len);
  json_int (json, "columns", map->tileset_columns);
  json_int (json, "margin", 0);
  json_int (json, "spacing", TILESET_SPACING);
  json_string (json, "image", tileset_name);
  json_int (json, "imagewidth", image_width);
  json_int (json, "imageheight", image_height);
  json_begin (json, "tiles", '[');
  for (guint i = 0; i < map->tiles->len; i++)
    {
      const Tile *tile = g_ptr_array_index (map->tiles, i);

      json_begin (json, NULL, '{');
      json_int (json, "id", i);
      json_string (json, "type", tile->type);
      json_properties (json, tile->properties);
      json_end (json, '}');
    }
  json_end (json, ']');
  json_end (json, '}');
  json_end (json, ']');
}

/* A tile layer's data, a map row to a line. */
static void
json_tile_layer (TiledMap *map,
                 Json     *json,
                 guint     layer)
{
  json_begin (json, "data", '[');
  for (int r = 0; r < map->height; r++)
    {
      json_item (json, NULL);
      for (int c = 0; c < map->width; c++)
        g_string_append_printf (json->text, c > 0 ? ",%u" : "%u",
                                tile_gid (map, layer, (WadiHex) { map->col0 + c, map->row0 + r }));
    }
  json_end (json, ']');
}

static void
write_tmj (TiledMap          *map,
           WadiExportSink    *sink,
           const char        *tileset_name,
           int                image_width,
           int                image_height,
           WadiExportProgress progress,
           gpointer           progress_data)
{
  g_autoptr(GString) text = g_string_new (NULL);
  Json  json = { sink, text };
  guint layer_id = 1;

  json_begin (&json, NULL, '{');
  json_string (&json, "type", "map");
  json_string (&json, "version", TILED_VERSION);
  json_string (&json, "tiledversion", TILED_TOOL_VERSION);
  json_string (&json, "orientation", "hexagonal");
  json_string (&json, "renderorder", "right-down");
  json_int (&json, "width", map->width);
  json_int (&json, "height", map->height);
  json_int (&json, "tilewidth", map->tile_width);
  json_int (&json, "tileheight", map->tile_height);
  json_boolean (&json, "infinite", FALSE);
  json_int (&json, "hexsidelength", map->side_length);
  json_string (&json, "staggeraxis", map->stagger_x ? "x" : "y");
  json_string (&json, "staggerindex", map->stagger_even ? "even" : "odd");
  json_int (&json, "compressionlevel", -1);
  json_int (&json, "nextlayerid", N_TILE_LAYERS + map->n_object_layers + 1);
  json_int (&json, "nextobjectid", map->end_object_id);
  json_properties (&json, map->properties);
  json_tileset (map, &json, tileset_name, image_width, image_height);

  json_begin (&json, "layers", '[');
  for (guint l = 0; l < N_TILE_LAYERS && wadi_export_sink_ok (sink); l++)
    {
      json_begin (&json, NULL, '{');
      json_int (&json, "id", layer_id++);
      json_string (&json, "name", tile_layers[l].name);
      json_string (&json, "type", "tilelayer");
      json_int (&json, "x", 0);
      json_int (&json, "y", 0);
      json_int (&json, "width", map->width);
      json_int (&json, "height", map->height);
      json_int (&json, "opacity", 1);
      json_boolean (&json, "visible", tile_layers[l].visible);
      json_tile_layer (map, &json, l);
      json_end (&json, '}');
      if (progress != NULL)
        progress (0.2 + 0.6 * (l + 1) / N_TILE_LAYERS, progress_data);
    }
  for (guint l = 0; l < map->n_object_layers && wadi_export_sink_ok (sink); l++)
    {
      Emitter emitter = { json_object, &json };

      json_begin (&json, NULL, '{');
      json_int (&json, "id", layer_id++);
      json_string (&json, "name", object_layers[l]);
      json_string (&json, "type", "objectgroup");
      if (object_layer_colors[l] != NULL)
        json_string (&json, "color", object_layer_colors[l]);
      json_string (&json, "draworder", "topdown");
      json_int (&json, "x", 0);
      json_int (&json, "y", 0);
      json_int (&json, "opacity", 1);
      json_boolean (&json, "visible", TRUE);
      json_begin (&json, "objects", '[');
      visit_objects (map, l, &emitter);
      json_end (&json, ']');
      json_end (&json, '}');
    }
  json_end (&json, ']');
  json_end (&json, '}');
  g_string_append_c (text, '\n');
  json_flush (&json);
}

gboolean
wadi_export_write_tiled (const WadiScenario      *scenario,
                         const WadiExportOptions *options,
                         WadiExportSink          *sink,
                         WadiExportSink          *tileset,
                         const char              *tileset_name,
                         WadiExportProgress       progress,
                         gpointer                 progress_data,
                         GError                 **error)
{
  TiledMap map;
  int      image_width, image_height;

  if (!plan (&map, scenario, options))
    {
      tiled_map_clear (&map);
      g_set_error (error, WADI_EXPORT_ERROR, WADI_EXPORT_ERROR_NO_MAP, _("nothing to export"));
      return FALSE;
    }
  plan_objects (&map);
  map.properties = wadi_tiled_map_properties (scenario);
  if (progress != NULL)
    progress (0.2, progress_data);
  /* drawn a band at a time: at 4096 px a hex its tiles are 600 MB */
  tileset_size (&map, &image_width, &image_height);
  if (!wadi_export_write_png_drawn (tileset, image_width, image_height, wadi_tiled_draw_tileset, &map, NULL, NULL, error))
    {
      tiled_map_clear (&map);
      return FALSE;
    }
  if (options->format == WADI_EXPORT_TMJ)
    write_tmj (&map, sink, tileset_name, image_width, image_height, progress, progress_data);
  else
    write_tmx (&map, sink, tileset_name, image_width, image_height, progress, progress_data);
  tiled_map_clear (&map);
  return TRUE;
}
