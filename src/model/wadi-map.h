/* wadi-map.h: the boards of a scenario laid out as one map
 *
 * A map is one grid of hexes (a WadiBoard whose `present` bitmap says which
 * hexes some board covers) and the boards placed on it, each at an origin
 * and turned in 60 degree steps.  The grid holds the terrain: a hex that two
 * boards share (the A and GG columns, and the B0/B10 half hexes, of ASL
 * geomorphic boards) has one cell, so the rules, the renderer and the tools
 * work on the map as on one board.  A board exists on its own only when it
 * is read from or written to a file (wadi_map_lay_out, wadi_map_extract_board).
 *
 * Where two boards laid out together print different terrain in a hex they
 * share, the map keeps the first board's cell and remembers the second
 * half's (a mismatch), so the validator can say so and the file keeps both
 * until the designer paints the hex, which paints both halves.
 */
#pragma once

#include <glib.h>

#include "wadi-board.h"
#include "wadi-picture.h"

G_BEGIN_DECLS

/* An ASL geomorphic board: columns A..GG, rows 0..10 (1..10 in A, C, E ...). */
#define WADI_GEOMORPHIC_COLUMNS 33
#define WADI_GEOMORPHIC_ROWS 11

/* One board on the map: what its file said of it, and where it lies. */
typedef struct
{
  char           *id; /* unique in the map; the ASL label prefix */
  int             cols;
  int             rows;
  WadiGridLayout  layout; /* the board's own grid */
  WadiLabelScheme labels;
  WadiHexCell     default_cell; /* what a hex of this board is when its file says nothing */
  WadiHex         origin;       /* the map hex of the top-left corner of the board's footprint */
  guint           turn;         /* 0..5: turned this many 60 degree steps clockwise */
  WadiCube        shift;        /* map cube = turned board cube + shift (set by the map) */
  WadiPicture    *picture;      /* the background picture under its hexes, or NULL (owned) */
} WadiMapBoard;

/* The second half of a shared hex, where it differs from the first. */
typedef struct
{
  WadiHex     hex;    /* on the map */
  guint       first;  /* the board whose half the grid holds */
  guint       second; /* the board whose half differed */
  WadiHexCell cell;   /* the second board's half */
} WadiMapMismatch;

typedef struct
{
  WadiBoard *grid;       /* the map's hexes; NULL while the map has no board */
  GArray    *boards;     /* WadiMapBoard, in the order the file lists them */
  GArray    *mismatches; /* WadiMapMismatch, by hex index */
} WadiMap;

/* Where a board is to lie. */
typedef struct
{
  WadiHex origin;
  guint   turn;
} WadiMapPlacement;

#define WADI_MAP_ERROR (wadi_map_error_quark ())
GQuark wadi_map_error_quark (void);

typedef enum
{
  WADI_MAP_ERROR_OVERLAP, /* two boards would cover the same hex (other than their shared half hexes) */
  WADI_MAP_ERROR_GRID,    /* a board's grid does not fit the map's (flat-top beside pointy-top) */
  WADI_MAP_ERROR_TURN,    /* a turn the board does not allow (an ASL board turns only 180 degrees) */
  WADI_MAP_ERROR_ID,      /* two boards with one id, or no such board */
  WADI_MAP_ERROR_SIZE,    /* the map would be larger than a board may be */
} WadiMapError;

WadiMap *wadi_map_new (void);
WadiMap *wadi_map_copy (const WadiMap *map);
/* Brings copy, a copy of map made before some of its hexes changed, up
 * to date: those hexes (wadi_board_copy_hexes ()), the shared halves that
 * differ and the boards' pictures.  FALSE, copy unchanged, when the map
 * was laid out anew since: its boards, their places or its size differ. */
gboolean wadi_map_update_copy (WadiMap       *copy,
                               const WadiMap *map,
                               const GArray  *hexes);
void     wadi_map_free (WadiMap *map);
gboolean wadi_map_equal (const WadiMap *a,
                         const WadiMap *b);

/* Lays the map out anew from boards (a WadiBoard per board, taken:
 * contents in the board's own coordinates) placed at placements[i].  The
 * first board's cell wins in a shared hex; a differing second half is kept
 * as a mismatch.  On error the map is unchanged and boards are freed. */
gboolean wadi_map_lay_out (WadiMap                *map,
                           GPtrArray              *boards,
                           const WadiMapPlacement *placements,
                           GError                **error);

/* The same; on error, culprit (may be NULL) receives the index of the
 * board that cannot lie where it was to (the later of two that overlap). */
gboolean wadi_map_lay_out_full (WadiMap                *map,
                                GPtrArray              *boards,
                                const WadiMapPlacement *placements,
                                guint                  *culprit,
                                GError                **error);

/* A copy of board index as its own board (its cells, hexsides, default and
 * labels), in its own coordinates. */
WadiBoard *wadi_map_extract_board (const WadiMap *map,
                                   guint          index);

/* Every board as its own board (wadi_map_extract_board), with its
 * placement and its index, as wadi_map_lay_out and
 * wadi_scenario_set_boards take them: placements and from have room for
 * extra boards more, for the caller to fill. */
GPtrArray *wadi_map_extract_layout (const WadiMap     *map,
                                    guint              extra,
                                    WadiMapPlacement **placements,
                                    guint            **from);

static inline guint
wadi_map_board_count (const WadiMap *map)
{
  return map->boards->len;
}

static inline const WadiMapBoard *
wadi_map_get_board (const WadiMap *map,
                    guint          index)
{
  return &g_array_index (map->boards, WadiMapBoard, index);
}

gboolean wadi_map_find_board (const WadiMap *map,
                              const char    *id,
                              guint         *index);

/* A board's hex on the map. */
WadiHex wadi_map_to_map (const WadiMap *map,
                         guint          board,
                         WadiHex        local);
/* The board's own hex at a map hex; FALSE when the board does not cover it. */
gboolean wadi_map_to_board (const WadiMap *map,
                            guint          board,
                            WadiHex        hex,
                            WadiHex       *local);
/* A direction on the map of a board's direction. */
static inline WadiDirection
wadi_map_board_direction (const WadiMapBoard *board,
                          WadiDirection       local)
{
  return (WadiDirection) ((local + board->turn) % WADI_DIRECTION_COUNT);
}

/* How board's own frame (wadi_hex_center () of its layout and its own
 * hexes, where its picture lies: wadi-picture.h) lies on the map's frame
 * (wadi_hex_center () of the map's hexes): a turn and a shift. */
WadiSimilarity wadi_map_board_frame (const WadiMap *map,
                                     guint          board);

/* The first board (in list order) that covers hex, and the board's own
 * hex; FALSE when no board does. */
gboolean wadi_map_board_at (const WadiMap *map,
                            WadiHex        hex,
                            guint         *board,
                            WadiHex       *local);
/* The boards that cover hex: 0, 1 or 2 (a shared half hex); their indices
 * in boards[], first listed first. */
guint wadi_map_boards_at (const WadiMap *map,
                          WadiHex        hex,
                          guint          boards[2]);

/* Whether a board's own hex is a half hex cut by the board's edge, where
 * ASL geomorphic boards join (columns A and GG; B0, B10, D0 ...). */
gboolean wadi_map_board_is_half_hex (const WadiMapBoard *board,
                                     WadiHex             local);
/* Whether the board's edges cut its half hexes through their centres
 * (ASL geomorphic boards); and whether every board of the map's does, so
 * the map's outer half hexes are cut at its edges, their outer halves
 * not drawn. */
gboolean wadi_map_board_has_half_hexes (const WadiMapBoard *board);
gboolean wadi_map_cut_at_half_hexes (const WadiMap *map);

/* For a half hex of board index (its own hex local, cut through its
 * centre by the board's edge): the unit vector on the map from its centre
 * into the half the board has.  FALSE for a whole hex. */
gboolean wadi_map_half_hex_inward (const WadiMap *map,
                                   guint          index,
                                   WadiHex        local,
                                   double        *dx,
                                   double        *dy);

/* What the hex labels of the map's board index begin with, so that each
 * hex has a name of its own: an ASL board's number ("25", 25D7, as
 * printed on a geomorphic board, alone on the map too); on a map of
 * several boards, any other id of an ASL board and a full stop ("north.",
 * north.D7, where "northD7" could not be told from a label of its own);
 * else NULL. */
char *wadi_map_board_label_prefix (const WadiMap *map,
                                   guint          index);

/* The label of a map hex: that of the first board covering it, with its
 * board's prefix (wadi_map_board_label_prefix ()); NULL when no board
 * covers it. */
char *wadi_map_hex_label (const WadiMap *map,
                          WadiHex        hex);
/* The label board index gives a map hex, with its prefix: in a half hex
 * two boards share, that board's own ("14B0" where the first board says
 * "25B10"); NULL when the board does not cover it. */
char *wadi_map_board_hex_label (const WadiMap *map,
                                guint          index,
                                WadiHex        hex);
/* A label ("25D7", "north.D7", or "D7" for a hex of default_board, or a
 * numeric label) as a map hex.  Errors say why. */
gboolean wadi_map_parse_label (const WadiMap *map,
                               const char    *label,
                               guint          default_board,
                               WadiHex       *hex,
                               GError       **error);

/* A label of board's own hexes ("D7", or "25D7" with the board's own
 * prefix) as a map hex.  Errors say why. */
gboolean wadi_map_parse_board_hex (const WadiMap *map,
                                   guint          board,
                                   const char    *label,
                                   WadiHex       *hex,
                                   GError       **error);

/* The second half of a shared hex whose halves differ, or NULL. */
const WadiMapMismatch *wadi_map_find_mismatch (const WadiMap *map,
                                               WadiHex        hex);
/* Sets a map hex's cell: both halves of a shared hex (second, when not
 * NULL, is what the second half becomes; else cell).  The hex's mismatch
 * comes and goes with it: a map has one exactly where the halves differ. */
void wadi_map_set_cell (WadiMap           *map,
                        WadiHex            hex,
                        const WadiHexCell *cell,
                        const WadiHexCell *second);

/* The origin of an ASL geomorphic board at (x, y) of a map's board grid
 * (x across, y down): boards side by side share a column, boards one above
 * the other a row of half hexes. */
WadiHex wadi_map_geomorphic_origin (int x,
                                    int y);
/* A blank ASL geomorphic board, open ground at level 0. */
WadiBoard *wadi_board_new_geomorphic (const char *id);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WadiMap, wadi_map_free)

G_END_DECLS
