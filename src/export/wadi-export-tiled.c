/* wadi-export-tiled.c: TMX and TMJ maps for Tiled
 *
 * A hexagonal map (staggeraxis "x" for flat-top boards, "y" for
 * pointy-top) with one tileset, drawn here in the renderer's colours: a
 * tile per terrain, per depression (the channel, on a clear ground) and
 * per elevation level found.  Tile layers "terrain", "depression" and
 * "elevation" (hidden: it is data); object layers "hexsides" (polylines
 * along the hexsides, named by their features), "counters" (points with
 * their properties) and, when asked, "diagnostics".  The map's properties
 * hold the ruleset and the SSRs.  Hexes the boards lack are gid 0.
 *
 * Both files are written from one description of the map, TMX with
 * libxml2's text writer and TMJ with json-glib, in the shape Tiled 1.8
 * reads (version "1.8", objects' "type", not "class").
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include <json-glib/json-glib.h>
#include <libxml/xmlwriter.h>
#include <math.h>

#include "wadi-export-private.h"
#include "wadi-render-style.h"

#define TILED_VERSION "1.8"
#define TILED_TOOL_VERSION "1.8.2"

typedef struct
{
  char *name;
  char *value;
} Property;

typedef struct
{
  guint      id;
  char      *name;
  char      *type;
  double     x;
  double     y;
  GArray    *polyline;   /* double pairs, from (x, y); NULL for a point */
  GPtrArray *properties; /* Property */
} Object;

typedef struct
{
  char    *name;
  gboolean visible;
  guint32 *gids; /* width * height, row by row */
} TileLayer;

typedef struct
{
  char      *name;
  GPtrArray *objects; /* Object */
} ObjectLayer;

typedef struct
{
  char      *type;
  GPtrArray *properties; /* Property */
} Tile;

typedef struct
{
  const WadiScenario *scenario;
  WadiBoard          *composed;
  /* the exported rectangle of map hexes */
  int col0;
  int row0;
  int width;
  int height;
  /* Tiled's hex geometry, in pixels */
  gboolean stagger_x;
  gboolean stagger_even;
  int      tile_width;
  int      tile_height;
  int      side_length;
  /* the tileset */
  GPtrArray *tiles; /* Tile */
  guint      terrain_tile[WADI_TERRAIN_COUNT];
  guint      depression_tile[WADI_DEPRESSION_COUNT];
  int        level_min;
  int        level_max;
  guint      level_tile0;
  int        tileset_columns;
  /* the layers */
  GPtrArray *properties;    /* Property */
  GPtrArray *tile_layers;   /* TileLayer */
  GPtrArray *object_layers; /* ObjectLayer */
  guint      next_object_id;
} TiledMap;

static void
property_free (Property *property)
{
  g_free (property->name);
  g_free (property->value);
  g_free (property);
}

static void
add_property (GPtrArray  *properties,
              const char *name,
              const char *value)
{
  Property *property;

  if (value == NULL)
    return;
  property = g_new0 (Property, 1);
  property->name = g_strdup (name);
  property->value = g_utf8_make_valid (value, -1);
  g_ptr_array_add (properties, property);
}

static void
object_free (Object *object)
{
  g_free (object->name);
  g_free (object->type);
  g_clear_pointer (&object->polyline, g_array_unref);
  g_ptr_array_unref (object->properties);
  g_free (object);
}

static void
tile_layer_free (TileLayer *layer)
{
  g_free (layer->name);
  g_free (layer->gids);
  g_free (layer);
}

static void
object_layer_free (ObjectLayer *layer)
{
  g_free (layer->name);
  g_ptr_array_unref (layer->objects);
  g_free (layer);
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
  g_clear_pointer (&map->properties, g_ptr_array_unref);
  g_clear_pointer (&map->tile_layers, g_ptr_array_unref);
  g_clear_pointer (&map->object_layers, g_ptr_array_unref);
}

static GPtrArray *
properties_new (void)
{
  return g_ptr_array_new_with_free_func ((GDestroyNotify) property_free);
}

/* Tiled's hexagonal geometry (HexagonalRenderer's RenderParams). */
static int
side_offset_x (const TiledMap *map)
{
  return (map->tile_width - (map->stagger_x ? map->side_length : 0)) / 2;
}

static int
side_offset_y (const TiledMap *map)
{
  return (map->tile_height - (map->stagger_x ? 0 : map->side_length)) / 2;
}

/* The top-left corner of the tile of map hex hex, in the map's pixels. */
static void
tile_origin (const TiledMap *map,
             WadiHex         hex,
             double         *x,
             double         *y)
{
  int c = hex.col - map->col0;
  int r = hex.row - map->row0;

  if (map->stagger_x)
    {
      *x = c * (side_offset_x (map) + map->side_length);
      *y = r * map->tile_height + (((c & 1) ^ map->stagger_even) ? map->tile_height / 2 : 0);
    }
  else
    {
      *x = c * map->tile_width + (((r & 1) ^ map->stagger_even) ? map->tile_width / 2 : 0);
      *y = r * (side_offset_y (map) + map->side_length);
    }
}

/* Corner k of a hex (wadi-hex.h's numbering) from its tile's top-left. */
static void
tile_corner (const TiledMap *map,
             WadiVertexIndex k,
             double         *x,
             double         *y)
{
  double w = map->tile_width, h = map->tile_height;

  if (map->stagger_x)
    {
      double       ox = side_offset_x (map), s = map->side_length;
      const double corners[6][2] = { { ox + s, 0 }, { w, h / 2 }, { ox + s, h }, { ox, h }, { 0, h / 2 }, { ox, 0 } };

      *x = corners[k][0];
      *y = corners[k][1];
    }
  else
    {
      double       oy = side_offset_y (map), s = map->side_length;
      const double corners[6][2] = { { w, oy }, { w, oy + s }, { w / 2, h }, { 0, oy + s }, { 0, oy }, { w / 2, 0 } };

      *x = corners[k][0];
      *y = corners[k][1];
    }
}

static void
hex_path (const TiledMap *map,
          cairo_t        *cr,
          double          x,
          double          y)
{
  for (WadiVertexIndex k = 0; k < WADI_DIRECTION_COUNT; k++)
    {
      double cx, cy;

      tile_corner (map, k, &cx, &cy);
      cairo_line_to (cr, x + cx, y + cy);
    }
  cairo_close_path (cr);
}

static Tile *
add_tile (TiledMap   *map,
          const char *type,
          const char *name,
          const char *value)
{
  Tile *tile = g_new0 (Tile, 1);

  tile->type = g_strdup (type);
  tile->properties = properties_new ();
  add_property (tile->properties, name, value);
  g_ptr_array_add (map->tiles, tile);
  return tile;
}

static void
plan_tileset (TiledMap *map)
{
  map->tiles = g_ptr_array_new_with_free_func ((GDestroyNotify) tile_free);
  for (guint t = 0; t < WADI_TERRAIN_COUNT; t++)
    {
      map->terrain_tile[t] = map->tiles->len;
      add_tile (map, "terrain", "terrain", wadi_terrain_name ((WadiTerrain) t));
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
      }
  for (guint d = WADI_DEPRESSION_NONE + 1; d < WADI_DEPRESSION_COUNT; d++)
    {
      map->depression_tile[d] = map->tiles->len;
      add_tile (map, "depression", "depression", wadi_depression_name ((WadiDepression) d));
    }
  if (map->level_min > map->level_max)
    map->level_min = map->level_max = 0;
  map->level_tile0 = map->tiles->len;
  for (int level = map->level_min; level <= map->level_max; level++)
    {
      g_autofree char *value = g_strdup_printf ("%d", level);

      add_tile (map, "elevation", "level", value);
    }
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

  *width = map->tileset_columns * map->tile_width;
  *height = rows * map->tile_height;
}

/* The tileset image's pixels from (left, top), a band of the PNG. */
static void
draw_tileset (gpointer data,
              cairo_t *cr,
              int      left,
              int      top,
              int      width,
              int      height)
{
  const TiledMap *map = data;

  cairo_rectangle (cr, 0, 0, width, height);
  cairo_clip (cr);
  cairo_translate (cr, -left, -top);
  for (guint i = 0; i < map->tiles->len; i++)
    {
      double   x = (i % map->tileset_columns) * map->tile_width;
      double   y = (i / map->tileset_columns) * map->tile_height;
      WadiRgb  fill;
      gboolean outline = TRUE;

      cairo_new_path (cr);
      if (i < WADI_TERRAIN_COUNT)
        fill = wadi_style_terrain_color ((WadiTerrain) i);
      else if (i >= map->level_tile0)
        fill = wadi_style_level_color (map->level_min + (int) (i - map->level_tile0));
      else
        {
          /* a depression: a pool of its bed in its banks, whichever way
           * its channel runs, over nothing, so that the terrain shows */
          WadiDepression kind = WADI_DEPRESSION_NONE + 1;
          WadiRgb        bank, bed;
          double         cx = x + map->tile_width / 2.0, cy = y + map->tile_height / 2.0;
          double         radius = MIN (map->tile_width, map->tile_height) / 2.0;

          for (guint d = WADI_DEPRESSION_NONE + 1; d < WADI_DEPRESSION_COUNT; d++)
            if (map->depression_tile[d] == i)
              kind = (WadiDepression) d;
          bank = wadi_style_depression_bank (kind);
          bed = wadi_style_depression_bed (kind);
          cairo_arc (cr, cx, cy, radius * 0.55, 0, 2 * G_PI);
          cairo_set_source_rgb (cr, bank.red, bank.green, bank.blue);
          cairo_fill (cr);
          cairo_arc (cr, cx, cy, radius * 0.32, 0, 2 * G_PI);
          cairo_set_source_rgb (cr, bed.red, bed.green, bed.blue);
          cairo_fill (cr);
          /* a stream's water, as the canvas draws it: blue, not a second
           * brown beside the gully's */
          if (kind == WADI_DEPRESSION_STREAM && wadi_style_stream_water_width (&map->scenario->ssr) > 0.0)
            {
              WadiRgb water = wadi_style_stream_water (&map->scenario->ssr);

              cairo_arc (cr, cx, cy, radius * 0.22, 0, 2 * G_PI);
              cairo_set_source_rgb (cr, water.red, water.green, water.blue);
              cairo_fill (cr);
            }
          continue;
        }
      hex_path (map, cr, x, y);
      cairo_set_source_rgb (cr, fill.red, fill.green, fill.blue);
      cairo_fill_preserve (cr);
      if (outline)
        {
          cairo_set_source_rgba (cr, 0, 0, 0, 0.35);
          cairo_set_line_width (cr, 1.0);
          cairo_stroke (cr);
        }
      if (i >= map->level_tile0)
        {
          g_autofree char     *text = g_strdup_printf ("%d", map->level_min + (int) (i - map->level_tile0));
          cairo_text_extents_t extents;

          cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
          cairo_set_font_size (cr, map->tile_height * 0.4);
          cairo_text_extents (cr, text, &extents);
          cairo_move_to (cr, x + (map->tile_width - extents.width) / 2.0 - extents.x_bearing,
                         y + (map->tile_height - extents.height) / 2.0 - extents.y_bearing);
          cairo_set_source_rgb (cr, 0.15, 0.1, 0.05);
          cairo_show_text (cr, text);
        }
    }
}

static Object *
add_object (TiledMap    *map,
            ObjectLayer *layer,
            const char  *name,
            const char  *type,
            double       x,
            double       y)
{
  Object *object = g_new0 (Object, 1);

  object->id = map->next_object_id++;
  object->name = g_utf8_make_valid (name != NULL ? name : "", -1);
  object->type = g_strdup (type);
  object->x = x;
  object->y = y;
  object->properties = properties_new ();
  g_ptr_array_add (layer->objects, object);
  return object;
}

static ObjectLayer *
add_object_layer (TiledMap   *map,
                  const char *name)
{
  ObjectLayer *layer = g_new0 (ObjectLayer, 1);

  layer->name = g_strdup (name);
  layer->objects = g_ptr_array_new_with_free_func ((GDestroyNotify) object_free);
  g_ptr_array_add (map->object_layers, layer);
  return layer;
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
  tile_origin (map, hex, x, y);
  *x += map->tile_width / 2.0;
  *y += map->tile_height / 2.0;
}

static void
plan_layers (TiledMap                *map,
             const WadiExportOptions *options)
{
  const WadiScenario *scenario = map->scenario;
  gsize               n = (gsize) map->width * map->height;
  TileLayer          *terrain = g_new0 (TileLayer, 1);
  TileLayer          *depression = g_new0 (TileLayer, 1);
  TileLayer          *elevation = g_new0 (TileLayer, 1);
  ObjectLayer        *hexsides, *counters;

  map->tile_layers = g_ptr_array_new_with_free_func ((GDestroyNotify) tile_layer_free);
  map->object_layers = g_ptr_array_new_with_free_func ((GDestroyNotify) object_layer_free);
  terrain->name = g_strdup ("terrain");
  terrain->visible = TRUE;
  depression->name = g_strdup ("depression");
  depression->visible = TRUE;
  elevation->name = g_strdup ("elevation");
  elevation->visible = FALSE;
  terrain->gids = g_new0 (guint32, n);
  depression->gids = g_new0 (guint32, n);
  elevation->gids = g_new0 (guint32, n);
  for (int r = 0; r < map->height; r++)
    for (int c = 0; c < map->width; c++)
      {
        WadiHex            hex = { map->col0 + c, map->row0 + r };
        gsize              at = (gsize) r * map->width + c;
        const WadiHexCell *cell;

        if (!wadi_export_covers (scenario, options, hex))
          continue;
        cell = wadi_board_cell (map->composed, hex);
        terrain->gids[at] = 1 + map->terrain_tile[MIN (cell->terrain, WADI_TERRAIN_COUNT - 1)];
        if (cell->depression != WADI_DEPRESSION_NONE && cell->depression < WADI_DEPRESSION_COUNT)
          depression->gids[at] = 1 + map->depression_tile[cell->depression];
        elevation->gids[at] = 1 + map->level_tile0 + (guint) (cell->level - map->level_min);
      }
  g_ptr_array_add (map->tile_layers, terrain);
  g_ptr_array_add (map->tile_layers, depression);
  g_ptr_array_add (map->tile_layers, elevation);

  map->next_object_id = 1;
  hexsides = add_object_layer (map, "hexsides");
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
          Object          *object;

          if (features == 0
              || !((in_rectangle (map, hex) && wadi_export_covers (scenario, options, hex))
                   || (in_rectangle (map, other) && wadi_export_covers (scenario, options, other))))
            continue;
          /* drawn from a hex inside the exported rectangle */
          if (!(in_rectangle (map, hex) && wadi_export_covers (scenario, options, hex)))
            {
              from = other;
              from_dir = (dir + 3) % WADI_DIRECTION_COUNT;
            }
          tile_origin (map, from, &x, &y);
          /* hexside d runs from vertex d - 1 to vertex d */
          tile_corner (map, (from_dir + 5) % WADI_DIRECTION_COUNT, &ax, &ay);
          tile_corner (map, from_dir, &bx, &by);
          names = wadi_side_features_to_string (features);
          object = add_object (map, hexsides, names, "hexside", x + ax, y + ay);
          object->polyline = g_array_new (FALSE, FALSE, sizeof (double));
          g_array_append_vals (object->polyline, (double[]) { 0, 0, bx - ax, by - ay }, 4);
          add_property (object->properties, "features", names);
          label = wadi_scenario_location_label (scenario, from);
          add_property (object->properties, "hex", label);
        }

  counters = add_object_layer (map, "counters");
  for (guint i = 0; i < scenario->counters->len; i++)
    {
      const WadiCounter *counter = &g_array_index (scenario->counters, WadiCounter, i);
      g_autofree char   *label = NULL;
      g_autofree char   *id = NULL;
      double             x, y;
      Object            *object;

      if (!in_rectangle (map, counter->hex) || !wadi_export_covers (scenario, options, counter->hex))
        continue;
      hex_centre (map, counter->hex, &x, &y);
      object = add_object (map, counters, counter->name != NULL ? counter->name : wadi_counter_kind_name (counter->kind),
                           wadi_counter_kind_name (counter->kind), x, y);
      label = wadi_scenario_location_label (scenario, counter->hex);
      id = g_strdup_printf ("%u", counter->id);
      add_property (object->properties, "id", id);
      add_property (object->properties, "hex", label);
      if (counter->kind == WADI_COUNTER_UNIT)
        {
          add_property (object->properties, "side", counter->side);
          add_property (object->properties, "unit_class", wadi_unit_class_name (counter->unit_class));
          add_property (object->properties, "position", wadi_position_name (counter->position));
        }
      add_property (object->properties, "strength", counter->strength);
      if (counter->hidden)
        add_property (object->properties, "hidden", "true");
    }

  if (options->diagnostics)
    {
      g_autoptr(GArray) diagnostics = wadi_export_diagnostics (scenario);
      ObjectLayer *marks = add_object_layer (map, "diagnostics");

      for (guint i = 0; i < diagnostics->len; i++)
        {
          const WadiDiagnostic *diagnostic = &g_array_index (diagnostics, WadiDiagnostic, i);
          double                x, y;
          Object               *object;

          if (diagnostic->place == WADI_DIAG_AT_SCENARIO || !in_rectangle (map, diagnostic->hex)
              || !wadi_export_covers (scenario, options, diagnostic->hex))
            continue;
          hex_centre (map, diagnostic->hex, &x, &y);
          object = add_object (map, marks, diagnostic->code, wadi_severity_name (diagnostic->severity), x, y);
          add_property (object->properties, "rule", diagnostic->rule);
          add_property (object->properties, "message", diagnostic->message);
        }
    }
}

static void
plan_properties (TiledMap *map)
{
  const WadiScenario *scenario = map->scenario;
  g_autoptr(GString) boards = g_string_new (NULL);
  g_autofree char *turns = scenario->turns > 0 ? g_strdup_printf ("%u", scenario->turns) : NULL;
  g_autoptr(GString) rules = g_string_new (NULL);
  WadiSsrFields ssrs = wadi_ssr_fields_of (scenario->ruleset);

  map->properties = properties_new ();
  add_property (map->properties, "title", scenario->title);
  add_property (map->properties, "author", scenario->author);
  add_property (map->properties, "description", scenario->description);
  add_property (map->properties, "ruleset", wadi_ruleset_name (scenario->ruleset));
  add_property (map->properties, "turns", turns);
  /* the SSRs the ruleset owns, as the file writes them */
  if (ssrs & WADI_SSR_STREAM_DEPTH)
    add_property (map->properties, "ssr.stream_depth", wadi_stream_depth_name (scenario->ssr.stream_depth));
  if (ssrs & WADI_SSR_FROZEN)
    add_property (map->properties, "ssr.frozen", scenario->ssr.frozen ? "true" : "false");
  if (ssrs & WADI_SSR_SNOW)
    add_property (map->properties, "ssr.snow", scenario->ssr.snow ? "true" : "false");
  if (ssrs & WADI_SSR_TOI_WADI_RULES)
    add_property (map->properties, "ssr.toi_wadi_rules", scenario->ssr.toi_wadi_rules ? "true" : "false");
  if (ssrs & WADI_SSR_TOI_STREAM_BRIDGES_BLOCK_LOS)
    add_property (map->properties, "ssr.toi_stream_bridges_block_los",
                  scenario->ssr.toi_stream_bridges_block_los ? "true" : "false");
  for (guint i = 0; i < scenario->special_rules->len; i++)
    g_string_append_printf (rules, "%s%s", i > 0 ? "\n" : "", (const char *) g_ptr_array_index (scenario->special_rules, i));
  if (rules->len > 0)
    add_property (map->properties, "special_rules", rules->str);
  for (guint i = 0; i < wadi_map_board_count (scenario->map); i++)
    g_string_append_printf (boards, "%s%s", i > 0 ? " " : "", wadi_map_get_board (scenario->map, i)->id);
  add_property (map->properties, "boards", boards->str);
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
  plan_tileset (map);
  plan_layers (map, options);
  plan_properties (map);
  return TRUE;
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

  xmlTextWriterWriteAttribute (writer, BAD_CAST name, BAD_CAST g_ascii_formatd (buffer, sizeof buffer, "%g", value));
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

static void
write_tmx (const TiledMap    *map,
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
  xml_attribute (writer, "nextlayerid", "%u", map->tile_layers->len + map->object_layers->len + 1);
  xml_attribute (writer, "nextobjectid", "%u", map->next_object_id);
  xml_properties (writer, map->properties);

  xmlTextWriterStartElement (writer, BAD_CAST "tileset");
  xml_attribute (writer, "firstgid", "1");
  xml_attribute (writer, "name", "wadi");
  xml_attribute (writer, "tilewidth", "%d", map->tile_width);
  xml_attribute (writer, "tileheight", "%d", map->tile_height);
  xml_attribute (writer, "tilecount", "%u", map->tiles->len);
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

  for (guint l = 0; l < map->tile_layers->len && wadi_export_sink_ok (sink); l++)
    {
      const TileLayer *layer = g_ptr_array_index (map->tile_layers, l);
      g_autoptr(GString) csv = g_string_new ("\n");

      xmlTextWriterStartElement (writer, BAD_CAST "layer");
      xml_attribute (writer, "id", "%u", layer_id++);
      xmlTextWriterWriteAttribute (writer, BAD_CAST "name", BAD_CAST layer->name);
      xml_attribute (writer, "width", "%d", map->width);
      xml_attribute (writer, "height", "%d", map->height);
      if (!layer->visible)
        xml_attribute (writer, "visible", "0");
      xmlTextWriterStartElement (writer, BAD_CAST "data");
      xml_attribute (writer, "encoding", "csv");
      for (int r = 0; r < map->height; r++)
        {
          for (int c = 0; c < map->width; c++)
            g_string_append_printf (csv, "%u%s", layer->gids[(gsize) r * map->width + c],
                                    r == map->height - 1 && c == map->width - 1 ? "\n" : ",");
          if (r < map->height - 1)
            g_string_append_c (csv, '\n');
          if (csv->len > 1 << 20)
            {
              xmlTextWriterWriteRaw (writer, BAD_CAST csv->str);
              g_string_truncate (csv, 0);
            }
        }
      xmlTextWriterWriteRaw (writer, BAD_CAST csv->str);
      xmlTextWriterEndElement (writer);
      xmlTextWriterEndElement (writer);
      if (progress != NULL)
        progress (0.2 + 0.6 * (l + 1) / map->tile_layers->len, progress_data);
    }

  for (guint l = 0; l < map->object_layers->len && wadi_export_sink_ok (sink); l++)
    {
      const ObjectLayer *layer = g_ptr_array_index (map->object_layers, l);

      xmlTextWriterStartElement (writer, BAD_CAST "objectgroup");
      xml_attribute (writer, "id", "%u", layer_id++);
      xmlTextWriterWriteAttribute (writer, BAD_CAST "name", BAD_CAST layer->name);
      for (guint i = 0; i < layer->objects->len; i++)
        {
          const Object *object = g_ptr_array_index (layer->objects, i);

          xmlTextWriterStartElement (writer, BAD_CAST "object");
          xml_attribute (writer, "id", "%u", object->id);
          xmlTextWriterWriteAttribute (writer, BAD_CAST "name", BAD_CAST object->name);
          xmlTextWriterWriteAttribute (writer, BAD_CAST "type", BAD_CAST object->type);
          xml_number (writer, "x", object->x);
          xml_number (writer, "y", object->y);
          xml_properties (writer, object->properties);
          if (object->polyline != NULL)
            {
              g_autoptr(GString) points = g_string_new (NULL);

              for (guint p = 0; p + 1 < object->polyline->len; p += 2)
                {
                  char x[G_ASCII_DTOSTR_BUF_SIZE], y[G_ASCII_DTOSTR_BUF_SIZE];

                  g_string_append_printf (points, "%s%s,%s", p > 0 ? " " : "",
                                          g_ascii_formatd (x, sizeof x, "%g", g_array_index (object->polyline, double, p)),
                                          g_ascii_formatd (y, sizeof y, "%g",
                                                           g_array_index (object->polyline, double, p + 1)));
                }
              xmlTextWriterStartElement (writer, BAD_CAST "polyline");
              xmlTextWriterWriteAttribute (writer, BAD_CAST "points", BAD_CAST points->str);
              xmlTextWriterEndElement (writer);
            }
          else
            {
              xmlTextWriterStartElement (writer, BAD_CAST "point");
              xmlTextWriterEndElement (writer);
            }
          xmlTextWriterEndElement (writer);
        }
      xmlTextWriterEndElement (writer);
    }
  xmlTextWriterEndElement (writer);
  xmlTextWriterEndDocument (writer);
  xmlFreeTextWriter (writer);
}

/* TMJ, with json-glib */

static void
json_properties (JsonBuilder *builder,
                 GPtrArray   *properties)
{
  if (properties->len == 0)
    return;
  json_builder_set_member_name (builder, "properties");
  json_builder_begin_array (builder);
  for (guint i = 0; i < properties->len; i++)
    {
      const Property *property = g_ptr_array_index (properties, i);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, property->name);
      json_builder_set_member_name (builder, "type");
      json_builder_add_string_value (builder, "string");
      json_builder_set_member_name (builder, "value");
      json_builder_add_string_value (builder, property->value);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

#define MEMBER_INT(builder, name, value)              \
  G_STMT_START                                        \
  {                                                   \
    json_builder_set_member_name ((builder), (name)); \
    json_builder_add_int_value ((builder), (value));  \
  }                                                   \
  G_STMT_END
#define MEMBER_STRING(builder, name, value)             \
  G_STMT_START                                          \
  {                                                     \
    json_builder_set_member_name ((builder), (name));   \
    json_builder_add_string_value ((builder), (value)); \
  }                                                     \
  G_STMT_END
#define MEMBER_BOOLEAN(builder, name, value)             \
  G_STMT_START                                           \
  {                                                      \
    json_builder_set_member_name ((builder), (name));    \
    json_builder_add_boolean_value ((builder), (value)); \
  }                                                      \
  G_STMT_END
#define MEMBER_DOUBLE(builder, name, value)             \
  G_STMT_START                                          \
  {                                                     \
    json_builder_set_member_name ((builder), (name));   \
    json_builder_add_double_value ((builder), (value)); \
  }                                                     \
  G_STMT_END

static void
write_tmj (const TiledMap *map,
           WadiExportSink *sink,
           const char     *tileset_name,
           int             image_width,
           int             image_height)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;
  guint layer_id = 1;

  json_builder_begin_object (builder);
  MEMBER_STRING (builder, "type", "map");
  MEMBER_STRING (builder, "version", TILED_VERSION);
  MEMBER_STRING (builder, "tiledversion", TILED_TOOL_VERSION);
  MEMBER_STRING (builder, "orientation", "hexagonal");
  MEMBER_STRING (builder, "renderorder", "right-down");
  MEMBER_INT (builder, "width", map->width);
  MEMBER_INT (builder, "height", map->height);
  MEMBER_INT (builder, "tilewidth", map->tile_width);
  MEMBER_INT (builder, "tileheight", map->tile_height);
  MEMBER_BOOLEAN (builder, "infinite", FALSE);
  MEMBER_INT (builder, "hexsidelength", map->side_length);
  MEMBER_STRING (builder, "staggeraxis", map->stagger_x ? "x" : "y");
  MEMBER_STRING (builder, "staggerindex", map->stagger_even ? "even" : "odd");
  MEMBER_INT (builder, "compressionlevel", -1);
  MEMBER_INT (builder, "nextlayerid", map->tile_layers->len + map->object_layers->len + 1);
  MEMBER_INT (builder, "nextobjectid", map->next_object_id);
  json_properties (builder, map->properties);

  json_builder_set_member_name (builder, "tilesets");
  json_builder_begin_array (builder);
  json_builder_begin_object (builder);
  MEMBER_INT (builder, "firstgid", 1);
  MEMBER_STRING (builder, "name", "wadi");
  MEMBER_INT (builder, "tilewidth", map->tile_width);
  MEMBER_INT (builder, "tileheight", map->tile_height);
  MEMBER_INT (builder, "tilecount", map->tiles->len);
  MEMBER_INT (builder, "columns", map->tileset_columns);
  MEMBER_INT (builder, "margin", 0);
  MEMBER_INT (builder, "spacing", 0);
  MEMBER_STRING (builder, "image", tileset_name);
  MEMBER_INT (builder, "imagewidth", image_width);
  MEMBER_INT (builder, "imageheight", image_height);
  json_builder_set_member_name (builder, "tiles");
  json_builder_begin_array (builder);
  for (guint i = 0; i < map->tiles->len; i++)
    {
      const Tile *tile = g_ptr_array_index (map->tiles, i);

      json_builder_begin_object (builder);
      MEMBER_INT (builder, "id", i);
      MEMBER_STRING (builder, "type", tile->type);
      json_properties (builder, tile->properties);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "layers");
  json_builder_begin_array (builder);
  for (guint l = 0; l < map->tile_layers->len; l++)
    {
      const TileLayer *layer = g_ptr_array_index (map->tile_layers, l);

      json_builder_begin_object (builder);
      MEMBER_INT (builder, "id", layer_id++);
      MEMBER_STRING (builder, "name", layer->name);
      MEMBER_STRING (builder, "type", "tilelayer");
      MEMBER_INT (builder, "x", 0);
      MEMBER_INT (builder, "y", 0);
      MEMBER_INT (builder, "width", map->width);
      MEMBER_INT (builder, "height", map->height);
      MEMBER_INT (builder, "opacity", 1);
      MEMBER_BOOLEAN (builder, "visible", layer->visible);
      json_builder_set_member_name (builder, "data");
      json_builder_begin_array (builder);
      for (gsize i = 0; i < (gsize) map->width * map->height; i++)
        json_builder_add_int_value (builder, layer->gids[i]);
      json_builder_end_array (builder);
      json_builder_end_object (builder);
    }
  for (guint l = 0; l < map->object_layers->len; l++)
    {
      const ObjectLayer *layer = g_ptr_array_index (map->object_layers, l);

      json_builder_begin_object (builder);
      MEMBER_INT (builder, "id", layer_id++);
      MEMBER_STRING (builder, "name", layer->name);
      MEMBER_STRING (builder, "type", "objectgroup");
      MEMBER_STRING (builder, "draworder", "topdown");
      MEMBER_INT (builder, "x", 0);
      MEMBER_INT (builder, "y", 0);
      MEMBER_INT (builder, "opacity", 1);
      MEMBER_BOOLEAN (builder, "visible", TRUE);
      json_builder_set_member_name (builder, "objects");
      json_builder_begin_array (builder);
      for (guint i = 0; i < layer->objects->len; i++)
        {
          const Object *object = g_ptr_array_index (layer->objects, i);

          json_builder_begin_object (builder);
          MEMBER_INT (builder, "id", object->id);
          MEMBER_STRING (builder, "name", object->name);
          MEMBER_STRING (builder, "type", object->type);
          MEMBER_DOUBLE (builder, "x", object->x);
          MEMBER_DOUBLE (builder, "y", object->y);
          MEMBER_INT (builder, "width", 0);
          MEMBER_INT (builder, "height", 0);
          MEMBER_INT (builder, "rotation", 0);
          MEMBER_BOOLEAN (builder, "visible", TRUE);
          if (object->polyline != NULL)
            {
              json_builder_set_member_name (builder, "polyline");
              json_builder_begin_array (builder);
              for (guint p = 0; p + 1 < object->polyline->len; p += 2)
                {
                  json_builder_begin_object (builder);
                  MEMBER_DOUBLE (builder, "x", g_array_index (object->polyline, double, p));
                  MEMBER_DOUBLE (builder, "y", g_array_index (object->polyline, double, p + 1));
                  json_builder_end_object (builder);
                }
              json_builder_end_array (builder);
            }
          else
            MEMBER_BOOLEAN (builder, "point", TRUE);
          json_properties (builder, object->properties);
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);
  json_generator_set_pretty (generator, TRUE);
  json_generator_set_indent (generator, 1);
  json_generator_to_stream (generator, sink->stream, sink->cancellable, sink->error == NULL ? &sink->error : NULL);
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
  if (progress != NULL)
    progress (0.2, progress_data);
  /* drawn a band at a time: at 4096 px a hex its tiles are 600 MB */
  tileset_size (&map, &image_width, &image_height);
  if (!wadi_export_write_png_drawn (tileset, image_width, image_height, draw_tileset, &map, NULL, NULL, error))
    {
      tiled_map_clear (&map);
      return FALSE;
    }
  if (options->format == WADI_EXPORT_TMJ)
    write_tmj (&map, sink, tileset_name, image_width, image_height);
  else
    write_tmx (&map, sink, tileset_name, image_width, image_height, progress, progress_data);
  tiled_map_clear (&map);
  return TRUE;
}
