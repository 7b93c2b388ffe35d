/* wadi-format-read-private.h: what the files of the .wadi reader share
 *
 * The reader is a libxml2 SAX2 parser feeding a small state machine, one
 * file per family of elements, each calling only the files below it:
 *
 *   wadi-format-reader.c           the parse: libxml2 fed in pieces, its errors, the public API
 *   wadi-format-read-sax.c         the SAX callbacks: checks each element's place, hands it on
 *   wadi-format-read-scenario.c    <scenario> (version, ruleset, kind) and <ssr>
 *   wadi-format-read-metadata.c    <metadata>: title, author, description, turns, forces, special rules
 *   wadi-format-read-board.c       <board>, <hex> and <side>, and laying the boards out as the map
 *   wadi-format-read-overlays.c    <overlay> and <place>
 *   wadi-format-read-counters.c    <counter>
 *   wadi-format-read-attributes.c  attribute values: numbers, names, hexes, boards, directions
 *   wadi-format-read-errors.c      the one GError and where it points: "file:line:column: ..."
 */
#pragma once

#include <libxml/parser.h>

#include "wadi-format.h"
#include "wadi-format-private.h"

G_BEGIN_DECLS

typedef enum
{
  ELEMENT_SCENARIO,
  ELEMENT_METADATA,
  ELEMENT_TITLE,
  ELEMENT_AUTHOR,
  ELEMENT_DESCRIPTION,
  ELEMENT_SSR,
  ELEMENT_BOARD,
  ELEMENT_HEX,
  ELEMENT_SIDE,
  ELEMENT_OVERLAY,
  ELEMENT_PLACE,
  ELEMENT_COUNTER,
  ELEMENT_TURNS,        /* version 4 */
  ELEMENT_FORCE,        /* version 4 */
  ELEMENT_SPECIAL_RULE, /* version 4 */
  ELEMENT_DATE_PLACE,   /* version 5 */
  ELEMENT_VICTORY,      /* version 5 */
  ELEMENT_AFTERMATH,    /* version 5 */
  ELEMENT_PICTURE,      /* version 6 */
  ELEMENT_COUNT
} Element;

/* The elements' names, in Element order (wadi-format-read-errors.c). */
extern const char *const wadi_reader_element_names[ELEMENT_COUNT];

typedef struct
{
  xmlParserCtxtPtr ctxt;
  const char      *display_name;
  GError          *error;
  WadiScenario    *scenario;

  int      depth;
  Element  stack[WADI_FORMAT_MAX_DEPTH];
  gboolean at_end;        /* the whole file was given to libxml2, which ends it */
  int      scenario_rank; /* rank of the last child of <scenario> */
  int      metadata_rank; /* rank of the last child of <metadata> */

  GString *text;    /* the text of the open title, author or description */
  GString *scratch; /* NUL-terminated copies of the attribute values */

  gint64           version;
  WadiBoard       *board;           /* the board being read, owned until it is attached */
  WadiMapPlacement board_placement; /* where it lies on the map */
  GPtrArray       *map_boards;      /* the boards read, until the map is laid out */
  GArray          *map_placements;  /* WadiMapPlacement of each */
  GArray          *map_positions;   /* where each <board> starts: two ints, line and column */
  GPtrArray       *map_pictures;    /* WadiPicture or NULL, of each board read */
  WadiPicture     *board_picture;   /* the open board's <picture>, until the board ends */
  gboolean         board_has_cells; /* the open board had a <hex> or <side> */
  char            *folder;          /* the folder of the file read, for relative paths; may be NULL */
  gboolean         map_laid_out;
  GHashTable      *counter_ids; /* the counters' ids, once they came out of order */
  guint8          *hex_seen;    /* one bit per hex of board */
  char            *overlay_id;  /* the open <overlay>'s id */
  WadiBoard       *overlay_fragment;
  guint64          total_hexes;
  guint64          placed_hexes; /* the hexes of every overlay placement together */
  GPtrArray       *quoted;       /* see wadi_reader_quoted () */

  /* libxml2 hands out names and URIs from its dictionary, the same pointer
   * for the same string: the last element name and the namespace, once
   * matched, are recognised by pointer (string comparisons were a sixth
   * of a load). */
  const xmlChar *last_name;
  Element        last_element;
  const xmlChar *namespace_uri;
} Reader;

/* Errors (wadi-format-read-errors.c).  The first error wins: later ones
 * are dropped, and the parser is stopped. */

/* At a position of the file. */
void wadi_reader_fail_at (Reader         *reader,
                          WadiFormatError code,
                          int             line,
                          int             column,
                          const char     *format,
                          ...) G_GNUC_PRINTF (5, 6);
/* At the '<' of the tag the parser has just read. */
void wadi_reader_fail_element (Reader         *reader,
                               WadiFormatError code,
                               const char     *format,
                               ...) G_GNUC_PRINTF (3, 4);
/* Where the parser is. */
void     wadi_reader_fail_here (Reader         *reader,
                                WadiFormatError code,
                                const char     *format,
                                ...) G_GNUC_PRINTF (3, 4);
void     wadi_reader_current_position (Reader *reader,
                                       int    *line,
                                       int    *column);
void     wadi_reader_tag_position (Reader *reader,
                                   int    *line,
                                   int    *column);
gboolean wadi_reader_text_position (Reader        *reader,
                                    const xmlChar *text,
                                    int            length,
                                    int            offset,
                                    int           *line,
                                    int           *column);
/* A value from the file as it goes into a message: on one line, and not
 * too long.  The reader keeps the copy until it is cleared. */
const char *wadi_reader_quoted (Reader     *reader,
                                const char *value);

/* Attributes (wadi-format-read-attributes.c).  Each FALSE comes with the
 * reader's error, pointing at the element. */

/* The index-th of a list of names, for the "expected" half of messages. */
typedef const char *(*NameAt) (guint index);

char *wadi_reader_name_list (NameAt name_at,
                             guint  count);
void  wadi_reader_fail_name (Reader     *reader,
                             const char *attribute,
                             const char *value,
                             NameAt      name_at,
                             guint       count);

/* strcmp () == 0 for the short names of the format, without a call: it runs
 * for every attribute of every element of a file. */
static inline gboolean
wadi_reader_same_name (const char *a,
                       const char *b)
{
  while (*a != '\0' && *a == *b)
    {
      a++;
      b++;
    }
  return *a == *b;
}

gboolean wadi_reader_spelling_attribute (Reader     *reader,
                                         const char *attribute,
                                         const char *value,
                                         NameAt      name_at,
                                         guint       count,
                                         guint      *index);
gboolean wadi_reader_collect_attributes (Reader            *reader,
                                         Element            element,
                                         const char *const *names,
                                         int                n_attributes,
                                         const xmlChar    **attributes,
                                         const char       **values);
gboolean wadi_reader_require (Reader     *reader,
                              Element     element,
                              const char *name,
                              const char *value);
gboolean wadi_reader_parse_number (const char *text,
                                   gint64      min,
                                   gint64      max,
                                   gint64     *result);
gboolean wadi_reader_number_attribute (Reader     *reader,
                                       const char *name,
                                       const char *value,
                                       gint64      min,
                                       gint64      max,
                                       gint64     *result);
/* A decimal number ("-12.5", "2e-3"): finite, from min to max. */
gboolean wadi_reader_real_attribute (Reader     *reader,
                                     const char *name,
                                     const char *value,
                                     double      min,
                                     double      max,
                                     double     *result);
gboolean wadi_reader_bool_attribute (Reader     *reader,
                                     const char *name,
                                     const char *value,
                                     gboolean   *result);
gboolean wadi_reader_since_version (Reader *reader,
                                    Element element,
                                    gint64  version);
void     wadi_reader_fail_label (Reader       *reader,
                                 const char   *name,
                                 const GError *label_error);
gboolean wadi_reader_map_hex_attribute (Reader     *reader,
                                        guint       board,
                                        const char *name,
                                        const char *label,
                                        WadiHex    *hex);
gboolean wadi_reader_board_attribute (Reader     *reader,
                                      const char *value,
                                      guint      *board);
gboolean wadi_reader_direction_attribute (Reader             *reader,
                                          const char         *name,
                                          const char         *value,
                                          WadiGridOrientation orientation,
                                          WadiDirection      *dir);

/* The elements, a family to a file. */
void wadi_reader_start_scenario (Reader         *reader,
                                 int             n_attributes,
                                 const xmlChar **attributes);
void wadi_reader_start_ssr (Reader         *reader,
                            int             n_attributes,
                            const xmlChar **attributes);

/* <metadata> and its children. */
void wadi_reader_start_metadata (Reader         *reader,
                                 Element         element,
                                 int             n_attributes,
                                 const xmlChar **attributes);
void wadi_reader_end_metadata (Reader *reader,
                               Element element);

void wadi_reader_start_board (Reader         *reader,
                              gboolean        in_overlay,
                              int             n_attributes,
                              const xmlChar **attributes);
void wadi_reader_end_board (Reader  *reader,
                            gboolean in_overlay);
void wadi_reader_start_hex (Reader         *reader,
                            int             n_attributes,
                            const xmlChar **attributes);
void wadi_reader_start_side (Reader         *reader,
                             int             n_attributes,
                             const xmlChar **attributes);
void wadi_reader_start_picture (Reader         *reader,
                                gboolean        in_overlay,
                                int             n_attributes,
                                const xmlChar **attributes);
/* Lays the boards read out as the map, once, before anything that names
 * a hex of the map. */
void wadi_reader_lay_out_map (Reader *reader);

void wadi_reader_start_overlay (Reader         *reader,
                                int             n_attributes,
                                const xmlChar **attributes);
void wadi_reader_end_overlay (Reader *reader);
void wadi_reader_start_place (Reader         *reader,
                              int             n_attributes,
                              const xmlChar **attributes);

void wadi_reader_start_counter (Reader         *reader,
                                int             n_attributes,
                                const xmlChar **attributes);
/* Once all are read. */
void wadi_reader_sort_counters (Reader *reader);

/* The SAX callbacks (wadi-format-read-sax.c) into sax; the reader is their
 * user data. */
void wadi_reader_set_sax_callbacks (xmlSAXHandler *sax);

G_END_DECLS
