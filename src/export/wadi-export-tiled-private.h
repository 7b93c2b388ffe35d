/* wadi-export-tiled-private.h: what the Tiled export's files share
 *
 * The map as wadi-export-tiled.c plans it (its hexes, Tiled's hex
 * geometry and the tileset's tiles); wadi-export-tiled-tileset.c knows
 * where a hex lies in Tiled's pixels and draws the tileset's image.
 */
#pragma once

#include "wadi-export-private.h"

G_BEGIN_DECLS

/* Transparent pixels between the tileset image's tiles: Tiled filters a
 * tile's image as it draws it, and a neighbour's edge bled into a
 * channel's as a grey line. */
#define TILESET_SPACING 2

typedef struct
{
  char              *type;
  GPtrArray         *properties; /* Property */
  WadiDepression     depression; /* a depression tile's */
  guint              channels;   /* its hexsides, a bit a direction */
  const WadiCounter *counter;    /* a counter tile's: the first counter of its face */
  guint              roads;      /* a road tile's road_key (); a depression tile's roads a bridge carries */
  guint              marks;      /* a depression tile's bridges and wadi entrance (WadiHexFlags) */
  int                terrain;    /* a terrain tile's WadiTerrain, else -1 */
  int                level;      /* a terrain tile's ground level (a hill's), an elevation tile's */
} Tile;

/* A depression tile's pattern: its kind (WADI_DEPRESSION_NONE for a hex
 * with marks only), the hexsides the channel crosses, the hex's marks and
 * the hexsides of the roads a bridge carries; never 0. */
#define DEPRESSION_KEY(kind, channels, marks, roads) \
  (1u | (kind) << 1 | (channels) << 3 | (marks) << 9 | (roads) << 13)
#define DEPRESSION_KEY_KIND(key) ((WadiDepression) ((key) >> 1 & 3u))
#define DEPRESSION_KEY_CHANNELS(key) ((key) >> 3 & 63u)
#define DEPRESSION_KEY_MARKS(key) ((key) >> 9 & 15u)
#define DEPRESSION_KEY_ROADS(key) ((key) >> 13 & 63u)
/* A map whose depressions and marks make more patterns than this has an
 * empty depression layer. */
#define MAX_DEPRESSION_TILES 1024

/* A hex's roads as a road tile draws them: the hexsides a paved road, a
 * dirt road and a path cross, six bits each in that order; ROAD_ALONE for
 * a road hex that joins nothing; 0 for none. */
#define ROAD_BITS 6
#define ROAD_ALONE (1u << (3 * ROAD_BITS))
/* A map whose roads make more patterns than this (each a tile of the
 * tileset image) has an empty roads layer. */
#define MAX_ROAD_TILES 1024

/* A hill's terrain tile: its terrain and level (-128 to 127). */
#define HILL_KEY(terrain, level) ((guint) (terrain) | (guint) ((level) + 128) << 8)
/* A map whose hills make more patterns of terrain and level than this
 * shows the rest at level 0 in its terrain layer (its elevation layer
 * keeps every level). */
#define MAX_HILL_TILES 1024

/* Counters of more faces than this (each a tile of the tileset image) are
 * points, as they were before they were tiles. */
#define MAX_COUNTER_TILES 1024

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
  GPtrArray    *tiles; /* Tile */
  guint         terrain_tile[WADI_TERRAIN_COUNT];
  GHashTable   *hill_tiles;       /* a HILL_KEY () -> its tile's index + 1 */
  GHashTable   *depression_tiles; /* a depression_key () -> its tile's index + 1 */
  int           level_min;
  int           level_max;
  guint         level_tile0;
  GHashTable   *road_tiles;    /* a road_key () -> its tile's index + 1 */
  guint         counter_tile0; /* the counters' faces from here; none when it is the tiles' count */
  GHashTable   *faces;         /* a counter's face_key () -> its tile's index + 1 */
  WadiRenderer *renderer;      /* draws the faces */
  int           tileset_columns;
  /* the layers, written as they are visited */
  const WadiExportOptions *options;
  GPtrArray               *properties;  /* Property */
  GArray                  *diagnostics; /* WadiDiagnostic, when asked for */
  guint                    n_object_layers;
  guint                    next_object_id;
  guint                    end_object_id; /* the next after them all */
} TiledMap;

/* A property of a tile, an object or the map (wadi-export-tiled-properties.c). */
typedef struct
{
  char       *name;
  char       *value;
  const char *type; /* Tiled's: "int", "float", "bool"; NULL for a string */
} Property;

/* A list of Property, empty. */
GPtrArray *wadi_tiled_properties_new (void);
/* Adds a property of Tiled's type (NULL: a string); none for a NULL value. */
void wadi_tiled_add_typed_property (GPtrArray  *properties,
                                    const char *name,
                                    const char *value,
                                    const char *type);
void wadi_tiled_add_property (GPtrArray  *properties,
                              const char *name,
                              const char *value);
void wadi_tiled_add_int_property (GPtrArray  *properties,
                                  const char *name,
                                  gint64      value);
void wadi_tiled_add_bool_property (GPtrArray  *properties,
                                   const char *name,
                                   gboolean    value);
/* The map's properties: the scenario card, the ruleset, its SSRs, the
 * special rules and the boards (docs/export.md). */
GPtrArray *wadi_tiled_map_properties (const WadiScenario *scenario);

/* The top-left corner of the tile of map hex hex, in the map's pixels. */
void wadi_tiled_tile_origin (const TiledMap *map,
                             WadiHex         hex,
                             double         *x,
                             double         *y);
/* The map unit (between two neighbours' centres) in pixels: a tile's
 * height across flat-top columns, its width along pointy-top rows. */
double wadi_tiled_unit_pixels (const TiledMap *map);
/* Corner k of a hex (wadi-hex.h's numbering) from its tile's top-left. */
void wadi_tiled_tile_corner (const TiledMap *map,
                             WadiVertexIndex k,
                             double         *x,
                             double         *y);

/* The tileset image's pixels from (left, top), a band of the PNG
 * (wadi_export_write_png_drawn ()'s drawer; data the TiledMap). */
void wadi_tiled_draw_tileset (gpointer data,
                              cairo_t *cr,
                              int      left,
                              int      top,
                              int      width,
                              int      height);

G_END_DECLS
