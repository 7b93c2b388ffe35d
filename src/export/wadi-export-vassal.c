/* wadi-export-vassal.c: a VASSAL module (.vmod) or extension (.vmdx)
 *
 * A zip (libarchive) that VASSAL 3.7 opens: buildFile.xml, the module's
 * components as VASSAL's builders read them (VASSAL/build/GameModule.java,
 * module/Map.java, map/BoardPicker.java, boardPicker/Board.java,
 * board/HexGrid.java, mapgrid/HexGridNumbering.java, map/SetupStack.java,
 * widget/PieceSlot.java); moduledata (or extensiondata), the metadata
 * VASSAL's MetaDataFactory looks for; images/, the map drawn without its
 * counters and one picture per distinct counter face, drawn by Wadi's
 * counter renderer.  docs/export.md says what each element holds.
 *
 * The grid is VASSAL's HexGrid: dx and dy (the distance between column
 * centres and between the centres of one column, in pixels), x0 and y0
 * (the centre of a hex in a column VASSAL does not lower: VASSAL lowers
 * the odd columns counted from the origin by dy / 2), and sideways for
 * pointy-top grids (VASSAL then swaps the axes, x0 and y0 too).  Its
 * HexGridNumbering prints Wadi's labels ("25D7", "0507"), backwards on a
 * board turned 180 degrees; a map of several boards has a ZonedGrid, a
 * zone and numbering per board.  Checked in VASSAL 3.7.26 itself
 * (docs/export.md).  The counters are at-start
 * stacks (SetupStack) at their hexes' centres, each a PieceSlot whose
 * text is the piece as VASSAL's BasicCommandEncoder writes an AddPiece;
 * a PieceWindow (module/PieceWindow.java, widget/PanelWidget.java) holds
 * a PieceSlot of each face, the palette to take more from.
 */
#include "config.h"

#include <archive.h>
#include <archive_entry.h>
#include <libxml/tree.h>
#include <math.h>
#include <string.h>

#include "wadi-counter-stack.h"
#include "wadi-export-private.h"

/* The VASSAL the module says it was made for; 3.7 reads it. */
#define VASSAL_VERSION "3.7.0"

#define CLASS_MODULE "VASSAL.build.GameModule"
#define CLASS_EXTENSION "VASSAL.build.module.ModuleExtension"
#define CLASS_MAP "VASSAL.build.module.Map"
/* the scenario card's entry in a module */
#define CARD_FILE "scenario-card.pdf"
#define CARD_TITLE "Scenario Card"

/* What VASSAL's HexGrid takes, and where the grid starts. */
typedef struct
{
  gboolean sideways;
  double   dx, dy; /* pixels */
  double   x0, y0;
  WadiHex  origin; /* the map hex at VASSAL's (0, 0) */
  double   ex0, ey0;
  double   zoom;
  int      width, height;
} VassalGrid;

static void
vassal_grid (const WadiScenario      *scenario,
             const WadiExportOptions *options,
             VassalGrid              *out)
{
  const WadiBoard *grid = wadi_scenario_grid (scenario);
  double           ex1, ey1, ax, ay, bx, by, ox, oy;
  WadiHex          first = { G_MAXINT, G_MAXINT };
  WadiHex          origin;

  memset (out, 0, sizeof *out);
  out->sideways = grid->layout.orientation == WADI_GRID_POINTY_TOP;
  out->zoom = options->pixels_per_hex;
  wadi_export_extent (scenario, options, &out->ex0, &out->ey0, &ex1, &ey1);
  wadi_export_size (scenario, options, &out->width, &out->height);

  /* the top-left hex exported */
  for (int row = 0; row < grid->rows; row++)
    for (int col = 0; col < grid->cols; col++)
      if (wadi_export_covers (scenario, options, (WadiHex) { col, row }))
        {
          first.col = MIN (first.col, col);
          first.row = MIN (first.row, row);
        }
  origin = first;
  /* VASSAL lowers the odd columns (rows, sideways) from its origin: the
   * origin is in a column the grid does not lower */
  if (!out->sideways && wadi_board_column_is_lowered (grid, origin.col))
    origin.col--;
  if (out->sideways && (origin.row & 1) == (grid->layout.stagger == WADI_STAGGER_ODD ? 1 : 0))
    origin.row--;
  wadi_hex_center (grid->layout, origin, &ox, &oy);
  if (!out->sideways)
    {
      wadi_hex_center (grid->layout, (WadiHex) { origin.col + 2, origin.row }, &ax, &ay);
      wadi_hex_center (grid->layout, (WadiHex) { origin.col, origin.row + 1 }, &bx, &by);
      out->dx = (ax - ox) / 2.0 * out->zoom;
      out->dy = (by - oy) * out->zoom;
    }
  else
    {
      /* sideways, VASSAL's dx runs down the rows and dy along a row */
      wadi_hex_center (grid->layout, (WadiHex) { origin.col, origin.row + 2 }, &ax, &ay);
      wadi_hex_center (grid->layout, (WadiHex) { origin.col + 1, origin.row }, &bx, &by);
      out->dx = (ay - oy) / 2.0 * out->zoom;
      out->dy = (bx - ox) * out->zoom;
    }
  out->x0 = round ((ox - out->ex0) * out->zoom);
  out->y0 = round ((oy - out->ey0) * out->zoom);
  out->origin = origin;
}

/* A map hex's centre in the image, in pixels. */
static void
vassal_point (const VassalGrid   *vg,
              const WadiScenario *scenario,
              WadiHex             hex,
              int                *x,
              int                *y)
{
  double cx, cy;

  wadi_hex_center (wadi_scenario_grid (scenario)->layout, hex, &cx, &cy);
  *x = (int) lround ((cx - vg->ex0) * vg->zoom);
  *y = (int) lround ((cy - vg->ey0) * vg->zoom);
}

/* XML */

static xmlNodePtr
add_child (xmlNodePtr  parent,
           const char *name)
{
  return xmlNewChild (parent, NULL, BAD_CAST name, NULL);
}

static void
set_attr (xmlNodePtr  node,
          const char *name,
          const char *value)
{
  xmlSetProp (node, BAD_CAST name, BAD_CAST value);
}

static void
set_int (xmlNodePtr  node,
         const char *name,
         gint64      value)
{
  char text[32];

  g_snprintf (text, sizeof text, "%" G_GINT64_FORMAT, value);
  set_attr (node, name, text);
}

static void
set_double (xmlNodePtr  node,
            const char *name,
            double      value)
{
  char text[G_ASCII_DTOSTR_BUF_SIZE];

  g_ascii_formatd (text, sizeof text, "%.3f", value);
  set_attr (node, name, text);
}

/* The HexGrid of the export, into parent. */
static void
add_hex_grid (xmlNodePtr        parent,
              const VassalGrid *vg)
{
  xmlNodePtr grid = add_child (parent, "VASSAL.build.module.map.boardPicker.board.HexGrid");

  set_attr (grid, "color", "0,0,0");
  set_attr (grid, "cornersLegal", "false");
  set_attr (grid, "dotsVisible", "false");
  set_double (grid, "dx", vg->dx);
  set_double (grid, "dy", vg->dy);
  set_attr (grid, "edgesLegal", "false");
  set_attr (grid, "sideways", vg->sideways ? "true" : "false");
  set_attr (grid, "snapTo", "true");
  set_attr (grid, "visible", "false");
  /* sideways, VASSAL swaps x and y of a point before it subtracts the
   * origin (HexGrid.getRawColumn): its x0 is the origin's y */
  set_int (grid, "x0", (gint64) (vg->sideways ? vg->y0 : vg->x0));
  set_int (grid, "y0", (gint64) (vg->sideways ? vg->x0 : vg->y0));
}

/* VASSAL's RegularGridNumbering pads a number with a zero while it is
 * below 10^leading, leading counting down: width - 1 zeros at most. */
static int
leading_for_width (int width)
{
  return MAX (width - 1, 0);
}

static int
digits (int n)
{
  int count = 1;

  for (n = ABS (n); n >= 10; n /= 10)
    count++;
  return count;
}

/* The label's column and row as numbers: an ASL column's letters count
 * from A = 0, as VASSAL's alphabetic numbering does. */
static void
label_values (const WadiLabelScheme *scheme,
              WadiHex                local,
              int                   *col,
              int                   *row)
{
  *col = scheme->kind == WADI_LABEL_ASL ? local.col : local.col + scheme->first_col;
  *row = local.row + scheme->first_row;
}

/* The HexGridNumbering that prints board index's labels for the hexes of
 * the grid vg, into grid (a HexGrid whose container, the board or a zone,
 * is container_width x container_height pixels).  VASSAL numbers a grid
 * one way across it, ascending, or descending from the container's far
 * edge: an unturned board ascends, a board turned 180 degrees descends;
 * a board turned 60 or 120 degrees has no numbering VASSAL can print.
 *
 * The offsets come from two hexes of the board, one in each of VASSAL's
 * column parities, as VASSAL counts them (HexGridNumbering.getRow and
 * getColumn; sideways, VASSAL's columns are Wadi's rows): a label's
 * column is VASSAL's column plus hOff, its row VASSAL's row plus vOff,
 * and one more (ascending) or less (descending) in an odd column when
 * the numbering staggers. */
static void
add_numbering (xmlNodePtr               grid,
               const WadiScenario      *scenario,
               const WadiExportOptions *options,
               const VassalGrid        *vg,
               guint                    index,
               int                      container_width,
               int                      container_height)
{
  const WadiMapBoard    *board = wadi_map_get_board (scenario->map, index);
  const WadiLabelScheme *scheme = &board->labels;
  const WadiBoard       *map_grid = wadi_scenario_grid (scenario);
  gboolean               descend = board->turn == 3;
  gboolean               found[2] = { FALSE, FALSE };
  int                    h_off[2] = { 0, 0 }, v_off[2] = { 0, 0 };
  /* VASSAL's getMaxColumns and getMaxRows: the container's size in hex
   * sizes (dy) across and hex widths (dx) down, whatever the sideways */
  int              max_cols = (int) floor (container_width / vg->dy + 0.5);
  int              max_rows = (int) floor (container_height / vg->dx + 0.5);
  const char      *col_type = scheme->kind == WADI_LABEL_ASL ? "A" : "N";
  int              col_leading = 0;
  int              row_leading = 0;
  gboolean         stagger;
  xmlNodePtr       numbering;
  g_autofree char *format = NULL;
  g_autofree char *prefix = NULL;

  if (board->turn != 0 && !descend)
    return;
  for (int row = 0; row < map_grid->rows && !(found[0] && found[1]); row++)
    for (int col = 0; col < map_grid->cols; col++)
      {
        WadiHex hex = { col, row };
        WadiHex local;
        guint   at;
        int     raw_col, raw_row, label_col, label_row, h_value, v_value, parity;

        if (!wadi_export_covers (scenario, options, hex) || !wadi_map_board_at (scenario->map, hex, &at, &local)
            || at != index)
          continue;
        raw_col = vg->sideways ? row - vg->origin.row : col - vg->origin.col;
        raw_row = vg->sideways ? col - vg->origin.col : row - vg->origin.row;
        parity = raw_col & 1;
        if (found[parity])
          continue;
        label_values (scheme, local, &label_col, &label_row);
        /* VASSAL's column prints Wadi's column, or its row sideways */
        h_value = vg->sideways ? label_row : label_col;
        v_value = vg->sideways ? label_col : label_row;
        if (descend)
          {
            h_off[parity] = h_value - ((vg->sideways ? max_rows : max_cols) - raw_col);
            v_off[parity] = v_value - ((vg->sideways ? max_cols : max_rows) - raw_row);
          }
        else
          {
            h_off[parity] = h_value - raw_col;
            v_off[parity] = v_value - raw_row;
          }
        found[parity] = TRUE;
      }
  if (!found[0] && !found[1])
    return;
  /* a board of one column: no other to stagger */
  if (!found[0])
    {
      h_off[0] = h_off[1];
      v_off[0] = v_off[1];
    }
  if (!found[1])
    {
      h_off[1] = h_off[0];
      v_off[1] = v_off[0];
    }
  /* an odd column one off the even ones: VASSAL's stagger */
  stagger = v_off[1] - v_off[0] == (descend ? -1 : 1);
  if (h_off[0] != h_off[1] || (v_off[0] != v_off[1] && !stagger))
    return;

  if (scheme->kind == WADI_LABEL_NUMERIC)
    {
      col_leading = leading_for_width (MAX (2, digits (scheme->first_col + MAX (scheme->cols, 1) - 1)));
      row_leading = leading_for_width (MAX (2, digits (scheme->first_row + MAX (scheme->rows, 1) - 1)));
    }
  /* an ASL label names its board, alone on the map too: "25D7",
   * "north.D7", as wadi_map_hex_label prints it */
  prefix = wadi_map_board_label_prefix (scenario->map, index);
  format = g_strdup_printf ("%s$gridLocation$", prefix != NULL ? prefix : "");
  numbering = add_child (grid, "VASSAL.build.module.map.boardPicker.board.mapgrid.HexGridNumbering");
  set_attr (numbering, "color", "0,0,0");
  set_attr (numbering, "fontSize", "9");
  set_attr (numbering, "locationFormat", format);
  set_attr (numbering, "sep", "");
  set_attr (numbering, "stagger", stagger ? "true" : "false");
  set_attr (numbering, "visible", "false");
  set_attr (numbering, "rotateText", "0");
  set_attr (numbering, "hDrawOff", "0");
  set_attr (numbering, "vDrawOff", "0");
  set_attr (numbering, "hDescend", descend ? "true" : "false");
  set_attr (numbering, "vDescend", descend ? "true" : "false");
  /* sideways, VASSAL's columns are Wadi's rows: the column printed first
   * is VASSAL's row */
  set_attr (numbering, "first", vg->sideways ? "V" : "H");
  set_attr (numbering, "hType", vg->sideways ? "N" : col_type);
  set_int (numbering, "hOff", h_off[0]);
  set_int (numbering, "hLeading", vg->sideways ? row_leading : col_leading);
  set_attr (numbering, "vType", vg->sideways ? col_type : "N");
  set_int (numbering, "vOff", v_off[0]);
  set_int (numbering, "vLeading", vg->sideways ? col_leading : row_leading);
}

/* The boards the export shows: each numbers its own hexes. */
static void
add_grid (xmlNodePtr               board_node,
          const WadiScenario      *scenario,
          const WadiExportOptions *options,
          const VassalGrid        *vg)
{
  const WadiBoard *grid = wadi_scenario_grid (scenario);
  guint            count = wadi_map_board_count (scenario->map);
  xmlNodePtr       zoned;

  if (options->board >= 0 || count == 1)
    {
      guint index = options->board >= 0 ? (guint) options->board : 0;

      add_hex_grid (board_node, vg);
      add_numbering (board_node->last, scenario, options, vg, index, vg->width, vg->height);
      return;
    }
  /* several boards: a zone each, its numbering inside */
  zoned = add_child (board_node, "VASSAL.build.module.map.boardPicker.board.ZonedGrid");
  for (guint i = 0; i < count; i++)
    {
      const WadiMapBoard *board = wadi_map_get_board (scenario->map, i);
      WadiExportOptions   one = *options;
      double              x0 = G_MAXDOUBLE, y0 = G_MAXDOUBLE, x1 = -G_MAXDOUBLE, y1 = -G_MAXDOUBLE;
      g_autofree char    *path = NULL;
      xmlNodePtr          zone;

      one.board = (int) i;
      for (int row = 0; row < grid->rows; row++)
        for (int col = 0; col < grid->cols; col++)
          if (wadi_export_covers (scenario, &one, (WadiHex) { col, row }))
            {
              int x, y;

              vassal_point (vg, scenario, (WadiHex) { col, row }, &x, &y);
              x0 = MIN (x0, x);
              y0 = MIN (y0, y);
              x1 = MAX (x1, x);
              y1 = MAX (y1, y);
            }
      if (x0 > x1)
        continue;
      /* the centres' box grown by less than half a hex: a hex two boards
       * share is the first board's, as in Wadi */
      x0 -= vg->zoom * 0.4;
      y0 -= vg->zoom * 0.4;
      x1 += vg->zoom * 0.4;
      y1 += vg->zoom * 0.4;
      path = g_strdup_printf ("%d,%d;%d,%d;%d,%d;%d,%d", (int) x0, (int) y0, (int) x1, (int) y0, (int) x1, (int) y1,
                              (int) x0, (int) y1);
      zone = add_child (zoned, "VASSAL.build.module.map.boardPicker.board.mapgrid.Zone");
      set_attr (zone, "name", board->id);
      set_attr (zone, "locationFormat", "$gridLocation$");
      set_attr (zone, "path", path);
      set_attr (zone, "useParentGrid", "false");
      add_hex_grid (zone, vg);
      add_numbering (zone->last, scenario, &one, vg, i, (int) x1 - (int) x0, (int) y1 - (int) y0);
    }
  /* between the zones, the grid without labels */
  add_hex_grid (zoned, vg);
}

/* VASSAL's SequenceEncoder: delimiter before each item after the first,
 * an escape before each delimiter in it, quoted when it starts with the
 * escape or is quoted; and, unlike VASSAL's own, when it ends with the
 * escape, which would otherwise escape the delimiter after it (a piece
 * named "trail\" lost its state, and VASSAL could not build it). */
static void
encode_append (GString    *out,
               gboolean    first,
               const char *item,
               char        delimiter)
{
  gboolean quote;

  if (!first)
    g_string_append_c (out, delimiter);
  if (item == NULL || item[0] == '\0')
    return;
  quote = item[0] == '\\' || item[strlen (item) - 1] == '\\' || (item[0] == '\'' && item[strlen (item) - 1] == '\'');
  if (quote)
    g_string_append_c (out, '\'');
  for (const char *p = item; *p != '\0'; p++)
    {
      if (*p == delimiter)
        g_string_append_c (out, '\\');
      g_string_append_c (out, *p);
    }
  if (quote)
    g_string_append_c (out, '\'');
}

/* A PieceSlot's text: "+/null/" type "/" state, as BasicCommandEncoder
 * encodes an AddPiece of a BasicPiece (its type "piece;C;D;image;name", its
 * state "null;0;0;gpid;0").  C and D are BasicPiece's own clone and delete
 * keys: Ctrl+C and Ctrl+D, and Clone and Delete in the piece's menu, so a
 * player can take a unit off the map or add one like it. */
static char *
piece_definition (const char *image,
                  const char *name,
                  const char *gpid)
{
  g_autoptr(GString) type = g_string_new ("piece;");
  g_autoptr(GString) state = g_string_new (NULL);
  g_autoptr(GString) add = g_string_new ("+/");

  encode_append (type, TRUE, "C", ';');  /* clone key */
  encode_append (type, FALSE, "D", ';'); /* delete key */
  encode_append (type, FALSE, image, ';');
  encode_append (type, FALSE, name, ';');
  encode_append (state, TRUE, "null", ';');
  encode_append (state, FALSE, "0", ';');
  encode_append (state, FALSE, "0", ';');
  encode_append (state, FALSE, gpid, ';');
  encode_append (state, FALSE, "0", ';');
  encode_append (add, TRUE, "null", '/');
  encode_append (add, FALSE, type->str, '/');
  encode_append (add, FALSE, state->str, '/');
  return g_strdup (add->str);
}

/* What a piece is called: the counter's name, a Crest counter's facing,
 * its side and strength, on one line. */
static char *
piece_name (const WadiCounter  *counter,
            WadiGridOrientation orientation)
{
  g_autoptr(GString) name = g_string_new (NULL);
  /* a marker by its kind's name for people, "Wire", not the file's "wire" */
  const char *what = counter->name != NULL && counter->name[0] != '\0'
                         ? counter->name
                         : wadi_counter_kind_display_name (counter->kind);

  g_string_append (name, what);
  /* the Crest counters of a map differ by where they face: their
   * palette entries too (they read "crest", "crest", "crest") */
  if (counter->kind == WADI_COUNTER_CREST)
    g_string_append_printf (name, " (centre %s)", wadi_direction_name (orientation, counter->centre));
  else if (counter->kind == WADI_COUNTER_VEHICLE_CREST)
    g_string_append_printf (name, " (CAFP %s-%s)", wadi_direction_name (orientation, counter->vertex),
                            wadi_direction_name (orientation, (counter->vertex + 1) % WADI_DIRECTION_COUNT));
  if ((counter->side != NULL && counter->side[0] != '\0')
      || (counter->strength != NULL && counter->strength[0] != '\0'))
    {
      g_string_append (name, " (");
      if (counter->side != NULL && counter->side[0] != '\0')
        g_string_append (name, counter->side);
      if (counter->side != NULL && counter->side[0] != '\0' && counter->strength != NULL
          && counter->strength[0] != '\0')
        g_string_append_c (name, ' ');
      if (counter->strength != NULL && counter->strength[0] != '\0')
        g_string_append (name, counter->strength);
      g_string_append_c (name, ')');
    }
  /* VASSAL splits a piece's type at tabs (BasicCommandEncoder.createPiece:
   * the traits around a piece) and does not escape them in a name, nor
   * keep a line break in one: a control character is a space */
  for (gsize i = 0; i < name->len; i++)
    if (g_ascii_iscntrl (name->str[i]))
      name->str[i] = ' ';
  return g_string_free (g_steal_pointer (&name), FALSE);
}

/* The zip */

typedef struct
{
  struct archive *archive;
  WadiExportSink *sink;
  char           *error; /* libarchive's first complaint */
  time_t          now;
} Zip;

static la_ssize_t
zip_write (struct archive *archive,
           void           *data,
           const void     *buffer,
           size_t          length)
{
  WadiExportSink *sink = data;

  wadi_export_sink_write (sink, buffer, length);
  return wadi_export_sink_ok (sink) ? (la_ssize_t) length : -1;
}

static void
zip_add (Zip          *zip,
         const char   *name,
         gconstpointer data,
         gsize         length)
{
  struct archive_entry *entry;

  if (zip->error != NULL)
    return;
  entry = archive_entry_new ();
  archive_entry_set_pathname_utf8 (entry, name);
  archive_entry_set_size (entry, (la_int64_t) length);
  archive_entry_set_filetype (entry, AE_IFREG);
  archive_entry_set_perm (entry, 0644);
  archive_entry_set_mtime (entry, zip->now, 0);
  if (archive_write_header (zip->archive, entry) != ARCHIVE_OK
      || (length > 0 && archive_write_data (zip->archive, data, length) != (la_ssize_t) length))
    zip->error = g_strdup_printf ("%s: %s", name, archive_error_string (zip->archive));
  archive_entry_free (entry);
}

static void
zip_add_bytes (Zip        *zip,
               const char *name,
               GBytes     *bytes)
{
  gsize         length;
  gconstpointer data = g_bytes_get_data (bytes, &length);

  zip_add (zip, name, data, length);
}

static void
zip_add_xml (Zip        *zip,
             const char *name,
             xmlDocPtr   doc)
{
  xmlChar *text = NULL;
  int      length = 0;

  xmlDocDumpFormatMemoryEnc (doc, &text, &length, "UTF-8", 1);
  zip_add (zip, name, text, (gsize) length);
  xmlFree (text);
}

/* The map image, drawn without its counters (they are pieces). */
static GBytes *
map_image (const WadiScenario      *scenario,
           const WadiExportOptions *options,
           WadiExportSink          *sink,
           WadiExportProgress       progress,
           gpointer                 progress_data,
           GError                 **error)
{
  WadiExportOptions bare = *options;
  WadiExportSink    memory = { 0 };
  GBytes           *bytes = NULL;

  bare.counters = FALSE;
  bare.legend = FALSE;
  memory.stream = g_memory_output_stream_new_resizable ();
  memory.cancellable = sink->cancellable != NULL ? g_object_ref (sink->cancellable) : NULL;
  if (wadi_export_write_png (scenario, &bare, &memory, progress, progress_data, error))
    {
      if (wadi_export_sink_ok (&memory) && g_output_stream_close (memory.stream, NULL, &memory.error))
        bytes = g_memory_output_stream_steal_as_bytes (G_MEMORY_OUTPUT_STREAM (memory.stream));
      else
        g_propagate_error (error, g_steal_pointer (&memory.error));
    }
  wadi_export_sink_abandon (&memory);
  return bytes;
}

/* The side of a counter's image at zoom, in pixels: room left for a
 * Crest counter turned and its shadow, even so it centres on a pixel. */
static int
counter_image_side (const WadiCounter *counter,
                    double             zoom)
{
  gboolean turned = counter->kind == WADI_COUNTER_CREST || counter->kind == WADI_COUNTER_VEHICLE_CREST;
  int      side = (int) ceil ((turned ? WADI_COUNTER_SIZE * G_SQRT2 + 0.1 : WADI_COUNTER_SIZE + 0.08) * zoom);

  return side + (side & 1);
}

/* A counter's face as a PNG, drawn by the counter renderer at the map's
 * scale. */
static GBytes *
counter_image (WadiRenderer      *renderer,
               const WadiCounter *counter,
               double             zoom)
{
  int              side = counter_image_side (counter, zoom);
  cairo_surface_t *surface;
  cairo_t         *cr;
  GByteArray      *png = g_byte_array_new ();

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, side, side);
  cr = cairo_create (surface);
  cairo_translate (cr, side / 2.0, side / 2.0);
  wadi_renderer_draw_counter (renderer, cr, counter, zoom);
  cairo_destroy (cr);
  cairo_surface_write_to_png_stream (surface, wadi_export_bytes_cairo_write, png);
  cairo_surface_destroy (surface);
  return g_byte_array_free_to_bytes (png);
}

/* A PieceSlot of the piece image, side pixels square, and name into
 * parent, its id the next of gpid: its size the image's, as VASSAL writes
 * a slot's (the piece's bounds, PieceSlot.getBuildElement ()). */
static void
add_slot (xmlNodePtr  parent,
          const char *image,
          const char *name,
          const char *gpid_prefix,
          guint      *gpid,
          int         side)
{
  g_autofree char *id = g_strdup_printf ("%s%u", gpid_prefix, ++*gpid);
  g_autofree char *definition = piece_definition (image, name, id);
  xmlNodePtr       slot = xmlNewTextChild (parent, NULL, BAD_CAST "VASSAL.build.widget.PieceSlot", BAD_CAST definition);

  set_attr (slot, "entryName", name);
  set_attr (slot, "gpid", id);
  set_int (slot, "width", side);
  set_int (slot, "height", side);
}

/* The at-start stacks: a SetupStack per hex with counters, bottom to top,
 * each counter's face an image named by its contents (one a face); and
 * into palette a PieceSlot of each face, to take more from. */
static guint
add_stacks (xmlNodePtr               map,
            xmlNodePtr               palette,
            Zip                     *zip,
            const WadiScenario      *scenario,
            const WadiExportOptions *options,
            const VassalGrid        *vg,
            const char              *board_name,
            const char              *gpid_prefix)
{
  g_autoptr(GHashTable) images = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GHashTable) done = g_hash_table_new (g_direct_hash, g_direct_equal);
  g_autoptr(WadiRenderer) renderer = wadi_renderer_new ();
  guint gpid = 0;

  if (!options->counters)
    return 0;
  wadi_renderer_set_scenario (renderer, scenario);
  for (guint i = 0; i < scenario->counters->len; i++)
    {
      const WadiCounter *first = &g_array_index (scenario->counters, WadiCounter, i);
      g_autoptr(GArray) stack = NULL;
      g_autofree char *label = NULL;
      xmlNodePtr       node;
      int              x, y;

      if (g_hash_table_contains (done, GINT_TO_POINTER (wadi_board_index (wadi_scenario_grid (scenario),
                                                                          first->hex)))
          || !wadi_export_covers (scenario, options, first->hex))
        continue;
      g_hash_table_add (done, GINT_TO_POINTER (wadi_board_index (wadi_scenario_grid (scenario), first->hex)));
      stack = wadi_counter_stack_in_hex (scenario, first->hex);
      /* a board alone names a half hex it shares as its grid does */
      label = options->board >= 0 ? wadi_map_board_hex_label (scenario->map, (guint) options->board, first->hex)
                                  : wadi_map_hex_label (scenario->map, first->hex);
      vassal_point (vg, scenario, first->hex, &x, &y);
      node = add_child (map, "VASSAL.build.module.map.SetupStack");
      set_attr (node, "name", label);
      set_attr (node, "owningBoard", board_name);
      set_attr (node, "useGridLocation", "false");
      set_attr (node, "location", label);
      set_int (node, "x", x);
      set_int (node, "y", y);
      for (guint k = 0; k < stack->len; k++)
        {
          const WadiCounter *counter = wadi_scenario_find_counter (scenario, g_array_index (stack, guint, k));
          g_autoptr(GBytes) png = NULL;
          g_autofree char *checksum = NULL;
          g_autofree char *image = NULL;
          g_autofree char *name = NULL;

          if (counter == NULL)
            continue;
          png = counter_image (renderer, counter, vg->zoom);
          checksum = g_compute_checksum_for_bytes (G_CHECKSUM_SHA1, png);
          image = g_strdup_printf ("counter-%.12s.png", checksum);
          name = piece_name (counter, wadi_scenario_grid (scenario)->layout.orientation);
          if (!g_hash_table_contains (images, image))
            {
              g_autofree char *entry = g_strconcat ("images/", image, NULL);

              zip_add_bytes (zip, entry, png);
              g_hash_table_add (images, g_strdup (image));
              add_slot (palette, image, name, gpid_prefix, &gpid, counter_image_side (counter, vg->zoom));
            }
          add_slot (node, image, name, gpid_prefix, &gpid, counter_image_side (counter, vg->zoom));
        }
    }
  return gpid;
}

/* The scenario card, the one page the designer publishes, in the zip as
 * file, and a Help menu entry of that title that opens it (VASSAL's
 * BrowserPDFFile, which finds the file in the module or any of its
 * extensions: DataArchive.getInputStream). */
static void
add_card (Zip                     *zip,
          xmlNodePtr               documentation,
          const WadiScenario      *scenario,
          const WadiExportOptions *options,
          const char              *file,
          const char              *title)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) pdf = wadi_export_card_bytes (scenario, options, &error);
  xmlNodePtr card = add_child (documentation, "VASSAL.build.module.documentation.BrowserPDFFile");

  set_attr (card, "title", title);
  set_attr (card, "pdfFile", file);
  if (pdf == NULL)
    {
      /* the module fails whole, as for a complaint of libarchive's */
      if (zip->error == NULL)
        zip->error = g_strdup_printf ("%s: %s", file, error->message);
      return;
    }
  zip_add_bytes (zip, file, pdf);
}

/* The Map: its board, grid and stacks, and the mouse and key handlers a
 * new VASSAL map has (Map.build(null)), which a map read from a buildFile
 * has only when listed. */
static xmlNodePtr
add_map (xmlNodePtr               parent,
         Zip                     *zip,
         const WadiScenario      *scenario,
         const WadiExportOptions *options,
         const VassalGrid        *vg,
         const char              *map_name,
         const char              *image_name,
         const char              *gpid_prefix,
         xmlNodePtr               palette,
         guint                   *pieces)
{
  static const char *const handlers[] = {
    "ForwardToKeyBuffer",
    "Scroller",
    "ForwardToChatter",
    "MenuDisplayer",
    "MapCenterer",
    "StackExpander",
    "PieceMover",
    "KeyBufferer",
    "ImageSaver",
    "CounterDetailViewer",
    "Flare",
    "Zoomer",
  };
  xmlNodePtr map = add_child (parent, CLASS_MAP);
  xmlNodePtr picker, board;

  set_attr (map, "mapName", map_name);
  set_attr (map, "allowMultiple", "false");
  for (guint i = 0; i < G_N_ELEMENTS (handlers); i++)
    {
      g_autofree char *name = g_strconcat ("VASSAL.build.module.map.", handlers[i], NULL);

      add_child (map, name);
    }
  picker = add_child (map, "VASSAL.build.module.map.BoardPicker");
  board = add_child (picker, "VASSAL.build.module.map.boardPicker.Board");
  set_attr (board, "name", map_name);
  set_attr (board, "image", image_name);
  set_int (board, "width", vg->width);
  set_int (board, "height", vg->height);
  set_attr (board, "reversible", "false");
  add_grid (board, scenario, options, vg);
  *pieces = add_stacks (map, palette, zip, scenario, options, vg, map_name, gpid_prefix);
  return map;
}

/* moduledata or extensiondata: VASSAL's AbstractMetaData.save. */
static void
add_metadata (Zip        *zip,
              const char *entry,
              const char *name,
              const char *description,
              gboolean    extension)
{
  xmlDocPtr  doc = xmlNewDoc (BAD_CAST "1.0");
  xmlNodePtr root = xmlNewNode (NULL, BAD_CAST "data");
  char       saved[32];

  xmlDocSetRootElement (doc, root);
  set_attr (root, "version", "1");
  xmlNewTextChild (root, NULL, BAD_CAST "version", BAD_CAST "1.0");
  xmlNewTextChild (root, NULL, BAD_CAST "VassalVersion", BAD_CAST VASSAL_VERSION);
  g_snprintf (saved, sizeof saved, "%" G_GINT64_FORMAT, (gint64) zip->now * 1000);
  xmlNewTextChild (root, NULL, BAD_CAST "dateSaved", BAD_CAST saved);
  xmlNewTextChild (root, NULL, BAD_CAST "description", BAD_CAST description);
  if (extension)
    xmlNewTextChild (root, NULL, BAD_CAST "universal", BAD_CAST "true");
  else
    xmlNewTextChild (root, NULL, BAD_CAST "name", BAD_CAST name);
  zip_add_xml (zip, entry, doc);
  xmlFreeDoc (doc);
}

gboolean
wadi_export_write_vassal (const WadiScenario      *scenario,
                          const WadiExportOptions *options,
                          WadiExportSink          *sink,
                          const char              *target_name,
                          WadiExportProgress       progress,
                          gpointer                 progress_data,
                          GError                 **error)
{
  gboolean   extension = options->format == WADI_EXPORT_VASSAL_EXTENSION;
  VassalGrid vg;
  Zip        zip = { 0 };
  g_autoptr(GBytes) image = NULL;
  g_autofree char *stem = NULL;
  g_autofree char *title = NULL;
  g_autofree char *map_name = NULL;
  g_autofree char *image_name = NULL;
  g_autofree char *description = NULL;
  g_autofree char *gpid_prefix = NULL;
  g_autofree char *extension_id = NULL;
  xmlDocPtr        doc;
  xmlNodePtr       root, parent, palette;
  guint            pieces = 0;
  gboolean         ok;

  vassal_grid (scenario, options, &vg);
  image = map_image (scenario, options, sink, progress, progress_data, error);
  if (image == NULL)
    return FALSE;

  stem = g_strdup (target_name);
  if (strrchr (stem, '.') != NULL)
    *strrchr (stem, '.') = '\0';
  title = g_strdup (scenario->title != NULL && scenario->title[0] != '\0' ? scenario->title : stem);
  map_name = options->board >= 0 ? g_strdup_printf ("%s %s", title, wadi_map_get_board (scenario->map, options->board)->id)
                                 : g_strdup (title);
  /* the image's name is the module's own: two extensions loaded together
   * do not replace each other's */
  image_name = g_strdup_printf ("%s-map.png", stem);
  description = g_strdup (scenario->description != NULL ? scenario->description : "A map by Wadi");
  /* an extension's piece ids are its own: "w3f:1" */
  extension_id = g_strdup_printf ("w%02x", g_str_hash (stem) & 0xff);
  gpid_prefix = extension ? g_strconcat (extension_id, ":", NULL) : g_strdup ("");

  zip.sink = sink;
  zip.now = (time_t) (g_get_real_time () / G_USEC_PER_SEC);
  zip.archive = archive_write_new ();
  archive_write_set_format_zip (zip.archive);
  /* the names are UTF-8, and marked so whatever the locale (libarchive
   * marks them only under a UTF-8 one); without the option (a libarchive
   * without iconv) they are still written, unmarked, which VASSAL's Java
   * reads as UTF-8 all the same */
  if (archive_write_set_format_option (zip.archive, "zip", "hdrcharset", "UTF-8") != ARCHIVE_OK)
    g_debug ("the zip's names are not marked UTF-8: %s", archive_error_string (zip.archive));
  archive_write_set_bytes_per_block (zip.archive, 0);
  if (archive_write_open (zip.archive, sink, NULL, zip_write, NULL) != ARCHIVE_OK)
    zip.error = g_strdup (archive_error_string (zip.archive));

  {
    g_autofree char *entry = g_strconcat ("images/", image_name, NULL);

    zip_add_bytes (&zip, entry, image);
  }

  doc = xmlNewDoc (BAD_CAST "1.0");
  root = xmlNewNode (NULL, BAD_CAST (extension ? CLASS_EXTENSION : CLASS_MODULE));
  xmlDocSetRootElement (doc, root);
  if (extension)
    {
      /* any module: Wadi does not know the name of the one it extends */
      set_attr (root, "anyModule", "true");
      set_attr (root, "version", "1.0");
      set_attr (root, "description", description);
      set_attr (root, "module", "");
      set_attr (root, "moduleVersion", "");
      set_attr (root, "vassalVersion", VASSAL_VERSION);
      set_attr (root, "extensionId", extension_id);
      parent = add_child (root, "VASSAL.build.module.ExtensionElement");
      set_attr (parent, "target", "");
    }
  else
    {
      xmlNodePtr roster;

      set_attr (root, "name", title);
      set_attr (root, "version", "1.0");
      set_attr (root, "description", description);
      set_attr (root, "VassalVersion", VASSAL_VERSION);
      add_child (root, "VASSAL.build.module.BasicCommandEncoder");
      add_card (&zip, add_child (root, "VASSAL.build.module.Documentation"), scenario, options, CARD_FILE,
                CARD_TITLE);
      roster = add_child (root, "VASSAL.build.module.PlayerRoster");
      for (guint i = 0; i < scenario->sides->len; i++)
        xmlNewTextChild (roster, NULL, BAD_CAST "entry",
                         BAD_CAST g_array_index (scenario->sides, WadiScenarioSide, i).name);
      add_child (root, "VASSAL.build.module.GlobalOptions");
      parent = root;
    }
  /* a PanelWidget of one slot a face, in a PieceWindow docked beside the
   * map: VASSAL's palette, where a player takes more counters from */
  palette = xmlNewNode (NULL, BAD_CAST "VASSAL.build.widget.PanelWidget");
  set_attr (palette, "entryName", "Counters");
  set_attr (palette, "fixed", "false");
  set_attr (palette, "nColumns", "4");
  set_attr (palette, "vert", "false");
  add_map (parent, &zip, scenario, options, &vg, map_name, image_name, gpid_prefix, palette, &pieces);
  if (palette->children != NULL)
    {
      xmlNodePtr window;

      /* an extension adds it to the module as it adds the map */
      if (extension)
        {
          parent = add_child (root, "VASSAL.build.module.ExtensionElement");
          set_attr (parent, "target", "");
        }
      window = add_child (parent, "VASSAL.build.module.PieceWindow");
      set_attr (window, "name", title);
      set_attr (window, "text", "Counters");
      set_attr (window, "hidden", "false");
      xmlAddChild (window, g_steal_pointer (&palette));
    }
  g_clear_pointer (&palette, xmlFreeNode);
  if (extension)
    {
      /* the card in the Help menu of the module it extends (every module
       * has a Documentation: GameModule ensures one), named after the
       * scenario and in a file of its own, so the cards of two
       * extensions loaded together neither replace nor look like each
       * other; never a module's CARD_FILE, which VASSAL would find first
       * in a module Wadi made ("scenario.vmdx" made "scenario-card.pdf") */
      g_autofree char *card_file = g_strdup_printf ("%s-" CARD_FILE, stem);
      g_autofree char *card_title = g_strdup_printf (CARD_TITLE ": %s", title);

      parent = add_child (root, "VASSAL.build.module.ExtensionElement");
      set_attr (parent, "target", "VASSAL.build.module.Documentation");
      add_card (&zip, parent, scenario, options, card_file, card_title);
    }
  set_int (root, "nextPieceSlotId", pieces + 1);
  zip_add_xml (&zip, "buildFile.xml", doc);
  xmlFreeDoc (doc);
  add_metadata (&zip, extension ? "extensiondata" : "moduledata", title, description, extension);

  if (zip.error == NULL && archive_write_close (zip.archive) != ARCHIVE_OK)
    zip.error = g_strdup (archive_error_string (zip.archive));
  archive_write_free (zip.archive);
  ok = zip.error == NULL;
  if (!ok && wadi_export_sink_ok (sink))
    g_set_error (error, WADI_EXPORT_ERROR, WADI_EXPORT_ERROR_WRITE, "the zip could not be written: %s", zip.error);
  else if (!ok)
    g_propagate_error (error, g_error_copy (sink->error));
  g_free (zip.error);
  return ok;
}
