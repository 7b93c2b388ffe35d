/* wadi-terrain.h: the vocabulary of the model
 *
 * Names of terrain, depressions, hex flags and hexside features, and their
 * spellings in files.  What they cost or block is the rules core's business;
 * which of them a ruleset knows is too.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum
{
  WADI_TERRAIN_OPEN,    /* Open Ground; "clear" on the classic charts */
  WADI_TERRAIN_HAMMADA, /* ASL Chapter F: rocky desert, COT 2 MP for vehicles */
  WADI_TERRAIN_ROAD,    /* a paved road hex */
  WADI_TERRAIN_WOODS,
  WADI_TERRAIN_BRUSH,
  WADI_TERRAIN_GRAIN,
  WADI_TERRAIN_ORCHARD,
  WADI_TERRAIN_MARSH,
  WADI_TERRAIN_MUDFLAT,
  WADI_TERRAIN_POND,
  WADI_TERRAIN_BUILDING,
  WADI_TERRAIN_RUBBLE,
  WADI_TERRAIN_TOWN,    /* classic charts */
  WADI_TERRAIN_SWAMP,   /* classic charts */
  WADI_TERRAIN_SLOPE,   /* classic charts: a slope hex */
  WADI_TERRAIN_HILLTOP, /* classic charts */
  WADI_TERRAIN_COUNT
} WadiTerrain;

typedef enum
{
  WADI_DEPRESSION_NONE,
  WADI_DEPRESSION_GULLY,
  WADI_DEPRESSION_STREAM,
  WADI_DEPRESSION_WADI,
  WADI_DEPRESSION_COUNT
} WadiDepression;

/* Flags of a hex. */
typedef enum
{
  WADI_HEX_FLAG_ROAD = 1 << 0,          /* a road runs through the hex */
  WADI_HEX_FLAG_WADI_ENTRANCE = 1 << 1, /* Tide of Iron wadi entrance hex */
  WADI_HEX_FLAG_WADI_BRIDGE = 1 << 2,   /* Tide of Iron wadi bridge hex */
  WADI_HEX_FLAG_BRIDGE = 1 << 3,        /* a printed bridge over a depression */
  WADI_HEX_FLAG_COUNT_ = 4
} WadiHexFlags;

/* Features of a hexside. */
typedef enum
{
  WADI_SIDE_DEPRESSION = 1 << 0, /* the depression runs through it */
  WADI_SIDE_CLIFF = 1 << 1,
  WADI_SIDE_DEPRESSION_CLIFF = 1 << 2,
  WADI_SIDE_CREST_LINE = 1 << 3,
  WADI_SIDE_WADI = 1 << 4, /* F5.11: wadi along a non-wadi hex's side */
  WADI_SIDE_HEDGE = 1 << 5,
  WADI_SIDE_WALL = 1 << 6,
  WADI_SIDE_SLOPE = 1 << 7, /* classic charts: slope symbol */
  WADI_SIDE_WOODS = 1 << 8, /* classic charts: green woods symbol */
  /* Roads run from hex centre to hex centre through the hexsides they
   * cross (format version 4). */
  WADI_SIDE_ROAD = 1 << 9,       /* a paved road */
  WADI_SIDE_DIRT_ROAD = 1 << 10, /* a dirt road */
  WADI_SIDE_PATH = 1 << 11,      /* a path or track */
  WADI_SIDE_FEATURE_COUNT_ = 12
} WadiSideFeatures;

/* Any road (paved, dirt or path) through a hexside. */
#define WADI_SIDE_ANY_ROAD (WADI_SIDE_ROAD | WADI_SIDE_DIRT_ROAD | WADI_SIDE_PATH)

const char *wadi_terrain_name (WadiTerrain terrain);
const char *wadi_terrain_display_name (WadiTerrain terrain);
gboolean    wadi_terrain_from_name (const char  *name,
                                    WadiTerrain *terrain);

const char *wadi_depression_name (WadiDepression kind);
gboolean    wadi_depression_from_name (const char     *name,
                                       WadiDepression *kind);

/* Names of single flag bits, and space-separated lists of them. */
const char *wadi_hex_flag_name (WadiHexFlags flag);
gboolean    wadi_hex_flags_from_string (const char *text,
                                        guint      *flags,
                                        char      **bad_word);
char       *wadi_hex_flags_to_string (guint flags);

const char *wadi_side_feature_name (WadiSideFeatures feature);
/* A single feature's name for people ("Crest line"), untranslated: the
 * caller translates it (N_ marked). */
const char *wadi_side_feature_display_name (WadiSideFeatures feature);
gboolean    wadi_side_features_from_string (const char *text,
                                            guint      *features,
                                            char      **bad_word);
char       *wadi_side_features_to_string (guint features);

G_END_DECLS
