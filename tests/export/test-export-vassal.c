/* test-export-vassal.c: a VASSAL module as VASSAL reads it
 *
 * The .vmod is a zip (read back with libarchive and with unzip -t) that
 * holds buildFile.xml, moduledata, the map image and one image per
 * distinct counter face; every element and attribute of its buildFile is
 * one VASSAL's builders read (the table below, from VASSAL's source), and
 * its HexGrid finds the hexes in the image.
 */
#include "config.h"

#include <archive.h>
#include <archive_entry.h>
#include <glib/gstdio.h>
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "wadi-export-private.h"
#include "wadi-test-export.h"

/* The buildFile elements Wadi writes and the attributes VASSAL's builders
 * read of each (getAttributeNames, or build(Element) where a class reads
 * its element itself); required: those Wadi must write for VASSAL to
 * show the module as it should.  Paths under
 * vassal-app/src/main/java/VASSAL/. */
typedef struct
{
  const char        *element;
  const char *const *known;
  const char *const *required;
} VassalClass;

#define NAMES(...) ((const char *const[]) { __VA_ARGS__, NULL })
#define NONE ((const char *const[]) { NULL })

static const VassalClass vassal_classes[] = {
  /* build/GameModule.java */
  { "VASSAL.build.GameModule",
    NAMES ("name", "version", "description", "ModuleOther1", "ModuleOther2", "VassalVersion", "nextPieceSlotId"),
    NAMES ("name", "version", "VassalVersion", "nextPieceSlotId") },
  /* build/module/ModuleExtension.java */
  { "VASSAL.build.module.ModuleExtension",
    NAMES ("anyModule", "version", "description", "module", "moduleVersion", "vassalVersion", "nextPieceSlotId", "extensionId"),
    NAMES ("anyModule", "version", "module", "vassalVersion", "nextPieceSlotId", "extensionId") },
  /* build/module/ExtensionElement.java: build(Element) reads target */
  { "VASSAL.build.module.ExtensionElement", NAMES ("target"), NAMES ("target") },
  /* build/module/BasicCommandEncoder.java, Documentation.java: none */
  { "VASSAL.build.module.BasicCommandEncoder", NONE, NONE },
  { "VASSAL.build.module.Documentation", NONE, NONE },
  /* build/module/documentation/BrowserPDFFile.java: the Help menu's entry
   * that opens a PDF of the module in the browser */
  { "VASSAL.build.module.documentation.BrowserPDFFile", NAMES ("title", "pdfFile"), NAMES ("title", "pdfFile") },
  /* build/module/PlayerRoster.java: its sides are <entry> children */
  { "VASSAL.build.module.PlayerRoster",
    NAMES ("description", "sides", "buttonText", "buttonToolTip", "buttonIcon", "buttonKeyStroke"), NONE },
  { "entry", NONE, NONE },
  /* build/module/GlobalOptions.java */
  { "VASSAL.build.module.GlobalOptions",
    NAMES ("description", "nonOwnerUnmaskable", "promptString", "autoReport", "playerIdFormat", "chatterHTMLSupport", "hotKeysOnClosedWindows", "inventoryForAll", "sendToLocationMoveTrails", "storeLeadingZeroIntegersAsStrings", "purgeBlankPropertyPrompts", "disablePieceIndexing", "minMaxHeap"),
    NONE },
  /* build/module/Map.java */
  { "VASSAL.build.module.Map",
    NAMES ("mapName", "description", "markMoved", "markUnmovedText", "markUnmovedTooltip", "markUnmovedIcon", "markUnmovedHotkey", "markUnmovedReport", "edgeWidth", "edgeHeight", "backgroundcolor", "allowMultiple", "color", "thickness", "launch", "buttonName", "tooltip", "icon", "hotkey", "showKey", "hideKey", "onlyReportChangedLocation", "moveWithinFormat", "moveToFormat", "createFormat", "changeFormat", "moveKey"),
    NAMES ("mapName") },
  /* build/module/map/{ForwardToKeyBuffer,Scroller,...}.java: what
   * Map.build(null) adds to a new map, written with their defaults */
  { "VASSAL.build.module.map.ForwardToKeyBuffer", NONE, NONE },
  { "VASSAL.build.module.map.Scroller", NONE, NONE },
  { "VASSAL.build.module.map.ForwardToChatter", NONE, NONE },
  { "VASSAL.build.module.map.MenuDisplayer", NONE, NONE },
  { "VASSAL.build.module.map.MapCenterer", NONE, NONE },
  { "VASSAL.build.module.map.StackExpander", NONE, NONE },
  { "VASSAL.build.module.map.PieceMover", NONE, NONE },
  { "VASSAL.build.module.map.KeyBufferer", NONE, NONE },
  { "VASSAL.build.module.map.ImageSaver", NONE, NONE },
  { "VASSAL.build.module.map.CounterDetailViewer", NONE, NONE },
  { "VASSAL.build.module.map.Flare", NONE, NONE },
  { "VASSAL.build.module.map.Zoomer", NONE, NONE },
  /* build/module/map/BoardPicker.java: build(Element) reads these */
  { "VASSAL.build.module.map.BoardPicker",
    NAMES ("slotScale", "slotHeight", "slotWidth", "title", "addRowText", "addColumnText", "boardPrompt", "maxColumns"),
    NONE },
  /* build/module/map/boardPicker/Board.java */
  { "VASSAL.build.module.map.boardPicker.Board", NAMES ("name", "image", "reversible", "width", "height", "color"),
    NAMES ("name", "image") },
  /* build/module/map/boardPicker/board/HexGrid.java */
  { "VASSAL.build.module.map.boardPicker.board.HexGrid",
    NAMES ("sideways", "x0", "y0", "dy", "dx", "snapTo", "edgesLegal", "cornersLegal", "visible", "dotsVisible", "color"),
    NAMES ("sideways", "x0", "y0", "dy", "dx") },
  /* board/mapgrid/HexGridNumbering.java, RegularGridNumbering.java */
  { "VASSAL.build.module.map.boardPicker.board.mapgrid.HexGridNumbering",
    NAMES ("first", "sep", "hType", "hLeading", "hOff", "hDescend", "vType", "vLeading", "vOff", "vDescend", "locationFormat", "visible", "fontSize", "color", "rotateText", "hDrawOff", "vDrawOff", "stagger"),
    NAMES ("first", "hType", "hOff", "vType", "vOff", "locationFormat") },
  /* board/ZonedGrid.java: none; board/mapgrid/Zone.java */
  { "VASSAL.build.module.map.boardPicker.board.ZonedGrid", NONE, NONE },
  { "VASSAL.build.module.map.boardPicker.board.mapgrid.Zone",
    NAMES ("name", "locationFormat", "path", "useParentGrid", "useHighlight", "highlightProperty"),
    NAMES ("name", "path") },
  /* build/module/PieceWindow.java; build/widget/PanelWidget.java (its
   * name Widget.java's entryName) */
  { "VASSAL.build.module.PieceWindow",
    NAMES ("name", "description", "hidden", "text", "tooltip", "icon", "hotkey", "scale", "defaultWidth"), NAMES ("name") },
  { "VASSAL.build.widget.PanelWidget", NAMES ("entryName", "description", "fixed", "nColumns", "vert", "scale"),
    NONE },
  /* build/module/map/SetupStack.java */
  { "VASSAL.build.module.map.SetupStack", NAMES ("name", "owningBoard", "useGridLocation", "location", "x", "y"),
    NAMES ("owningBoard", "useGridLocation", "x", "y") },
  /* build/widget/PieceSlot.java: build(Element) reads entryName, gpid,
   * width, height (Widget.java's names) and the text */
  { "VASSAL.build.widget.PieceSlot", NAMES ("entryName", "gpid", "width", "height"), NAMES ("gpid") },
};

static gboolean
in_list (const char *const *list,
         const char        *name)
{
  for (; *list != NULL; list++)
    if (strcmp (*list, name) == 0)
      return TRUE;
  return FALSE;
}

/* Fails on an element or attribute VASSAL does not know, or a required
 * attribute missing; counts each element. */
static void
check_element (xmlNodePtr  node,
               GHashTable *seen)
{
  const VassalClass *class = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (vassal_classes); i++)
    if (strcmp (vassal_classes[i].element, (const char *) node->name) == 0)
      class = &vassal_classes[i];
  if (class == NULL)
    g_error ("VASSAL knows no element %s", node->name);
  for (xmlAttrPtr attr = node->properties; attr != NULL; attr = attr->next)
    if (!in_list (class->known, (const char *) attr->name))
      g_error ("VASSAL's %s reads no attribute %s", node->name, attr->name);
  for (const char *const *name = class->required; *name != NULL; name++)
    if (!xmlHasProp (node, BAD_CAST * name))
      g_error ("%s lacks %s", node->name, *name);
  g_hash_table_replace (seen, (gpointer) class->element,
                        GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (seen, class->element)) + 1));
  for (xmlNodePtr child = node->children; child != NULL; child = child->next)
    if (child->type == XML_ELEMENT_NODE)
      check_element (child, seen);
}

/* Every file of the zip at path, by name. */
static GHashTable *
read_zip (const char *path)
{
  GHashTable           *files = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) g_bytes_unref);
  struct archive       *zip = archive_read_new ();
  struct archive_entry *entry;

  archive_read_support_format_zip (zip);
  g_assert_cmpint (archive_read_open_filename (zip, path, 16384), ==, ARCHIVE_OK);
  while (archive_read_next_header (zip, &entry) == ARCHIVE_OK)
    {
      GByteArray *data = g_byte_array_new ();
      char        buffer[16384];
      la_ssize_t  n;

      while ((n = archive_read_data (zip, buffer, sizeof buffer)) > 0)
        g_byte_array_append (data, (const guint8 *) buffer, (guint) n);
      g_assert_cmpint (n, ==, 0);
      g_hash_table_insert (files, g_strdup (archive_entry_pathname (entry)), g_byte_array_free_to_bytes (data));
    }
  archive_read_free (zip);
  return files;
}

static xmlNodePtr
find (xmlNodePtr  node,
      const char *name)
{
  if (strcmp ((const char *) node->name, name) == 0)
    return node;
  for (xmlNodePtr child = node->children; child != NULL; child = child->next)
    if (child->type == XML_ELEMENT_NODE)
      {
        xmlNodePtr found = find (child, name);

        if (found != NULL)
          return found;
      }
  return NULL;
}

/* The buildFile.xml of the module of board 0 written to name in the
 * fixture's folder, parsed (xmlFreeDoc it). */
static xmlDocPtr
board_build_file (WadiTestExport *fixture,
                  const char     *name)
{
  g_autofree char *path = g_build_filename (fixture->dir, name, NULL);
  g_autoptr(GHashTable) files = NULL;
  g_autoptr(GError) error = NULL;
  WadiExportOptions options;
  GBytes           *build;

  wadi_export_options_init (&options);
  options.format = WADI_EXPORT_VASSAL;
  options.board = 0;
  g_assert_true (wadi_export_write (fixture->scenario, &options, path, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  files = read_zip (path);
  build = g_hash_table_lookup (files, "buildFile.xml");
  g_assert_nonnull (build);
  return xmlReadMemory (g_bytes_get_data (build, NULL), (int) g_bytes_get_size (build), "buildFile.xml", NULL, 0);
}

static double
number (xmlNodePtr  node,
        const char *name)
{
  g_autofree xmlChar *value = xmlGetProp (node, BAD_CAST name);

  g_assert_nonnull (value);
  return g_ascii_strtod ((const char *) value, NULL);
}

typedef struct
{
  GBytes *png;
  gsize   at;
} PngReader;

static cairo_status_t
read_png (void          *closure,
          unsigned char *data,
          unsigned int   length)
{
  PngReader    *reader = closure;
  gsize         size;
  const guint8 *bytes = g_bytes_get_data (reader->png, &size);

  if (reader->at + length > size)
    return CAIRO_STATUS_READ_ERROR;
  memcpy (data, bytes + reader->at, length);
  reader->at += length;
  return CAIRO_STATUS_SUCCESS;
}

static void
add_unit (WadiScenario *scenario,
          const char   *label,
          const char   *name,
          const char   *strength)
{
  WadiCounter counter = { 0 };

  counter.kind = WADI_COUNTER_UNIT;
  counter.unit_class = WADI_UNIT_INFANTRY;
  counter.side = (char *) "German";
  counter.name = (char *) name;
  counter.strength = (char *) strength;
  wadi_fixture_locate (scenario, label, &counter.hex);
  wadi_scenario_add_counter (scenario, &counter);
}

/* VASSAL's names of the hexes, its code ported (paths under
 * vassal-app/src/main/java/VASSAL/build/module/map/boardPicker/): what
 * a player reads under a piece, to compare with Wadi's labels. */

static int
attr_int (xmlNodePtr  node,
          const char *name)
{
  return (int) number (node, name);
}

static gboolean
attr_true (xmlNodePtr  node,
           const char *name)
{
  g_autofree xmlChar *value = xmlGetProp (node, BAD_CAST name);

  return value != NULL && strcmp ((const char *) value, "true") == 0;
}

static char
attr_char (xmlNodePtr  node,
           const char *name)
{
  g_autofree xmlChar *value = xmlGetProp (node, BAD_CAST name);

  return value != NULL ? (char) value[0] : '\0';
}

/* Java's Math.round */
static int
java_round (double value)
{
  return (int) floor (value + 0.5);
}

/* board/mapgrid/RegularGridNumbering.getName (int, char, int) */
static void
vassal_part (GString *out,
             int      value,
             char     type,
             int      leading)
{
  if (value < 0)
    g_string_append_c (out, '-');
  value = ABS (value);
  if (type == 'A')
    {
      do
        {
          g_string_append_c (out, (char) ('A' + value % 26));
          value -= 26;
        }
      while (value >= 0);
      return;
    }
  while (leading > 0 && value < pow (10.0, leading--))
    g_string_append_c (out, '0');
  g_string_append_printf (out, "%d", value);
}

/* board/HexGrid.getRawColumn and getRawRow, board/mapgrid/
 * HexGridNumbering.getColumn and getRow, RegularGridNumbering.getName and
 * locationName: the name of the point (x, y) by the HexGrid grid in a
 * container of width x height pixels; NULL without a numbering. */
static char *
vassal_grid_name (xmlNodePtr grid,
                  int        width,
                  int        height,
                  int        x,
                  int        y)
{
  xmlNodePtr numbering = find (grid, "VASSAL.build.module.map.boardPicker.board.mapgrid.HexGridNumbering");
  gboolean   sideways = attr_true (grid, "sideways");
  double     dx = number (grid, "dx");
  double     dy = number (grid, "dy");
  int        px = sideways ? y : x;
  int        py = sideways ? x : y;
  int        raw_col, raw_row, col, row, max_rows, max_cols;
  gboolean   h_descend, v_descend;
  g_autoptr(GString) row_name = g_string_new (NULL);
  g_autoptr(GString) col_name = g_string_new (NULL);
  g_autofree xmlChar *format = NULL;
  g_autofree xmlChar *sep = NULL;
  const char         *at;

  if (numbering == NULL)
    return NULL;
  raw_col = (int) floor ((px - attr_int (grid, "x0")) / dx + 0.5);
  raw_row = java_round ((py - attr_int (grid, "y0") - (java_round ((px - attr_int (grid, "x0")) / dx) % 2 == 0 ? 0 : dy / 2))
                        / dy);
  max_rows = (int) floor (height / dx + 0.5);
  max_cols = (int) floor (width / dy + 0.5);
  h_descend = attr_true (numbering, "hDescend");
  v_descend = attr_true (numbering, "vDescend");
  col = raw_col;
  if (v_descend && sideways)
    col = max_rows - col;
  if (h_descend && !sideways)
    col = max_cols - col;
  row = raw_row;
  if (v_descend && !sideways)
    row = max_rows - row;
  if (h_descend && sideways)
    row = max_cols - row;
  if (attr_true (numbering, "stagger") && raw_col % 2 != 0)
    row += (sideways ? h_descend : v_descend) ? -1 : 1;
  vassal_part (row_name, row + attr_int (numbering, "vOff"), attr_char (numbering, "vType"),
               attr_int (numbering, "vLeading"));
  vassal_part (col_name, col + attr_int (numbering, "hOff"), attr_char (numbering, "hType"),
               attr_int (numbering, "hLeading"));
  sep = xmlGetProp (numbering, BAD_CAST "sep");
  format = xmlGetProp (numbering, BAD_CAST "locationFormat");
  at = strstr ((const char *) format, "$gridLocation$");
  g_assert_nonnull (at);
  return g_strdup_printf ("%.*s%s%s%s%s", (int) (at - (const char *) format), (const char *) format,
                          attr_char (numbering, "first") == 'H' ? col_name->str : row_name->str,
                          sep != NULL ? (const char *) sep : "",
                          attr_char (numbering, "first") == 'H' ? row_name->str : col_name->str,
                          at + strlen ("$gridLocation$"));
}

/* board/ZonedGrid.locationName: the first zone (board/mapgrid/Zone.java,
 * its path a rectangle here) that holds the point names it by its grid,
 * else the ZonedGrid's own grid; or the Board's HexGrid. */
static char *
vassal_name (xmlNodePtr board,
             int        x,
             int        y)
{
  xmlNodePtr zoned = find (board, "VASSAL.build.module.map.boardPicker.board.ZonedGrid");

  if (zoned == NULL)
    return vassal_grid_name (find (board, "VASSAL.build.module.map.boardPicker.board.HexGrid"),
                             attr_int (board, "width"), attr_int (board, "height"), x, y);
  for (xmlNodePtr zone = zoned->children; zone != NULL; zone = zone->next)
    if (zone->type == XML_ELEMENT_NODE
        && strcmp ((const char *) zone->name, "VASSAL.build.module.map.boardPicker.board.mapgrid.Zone") == 0)
      {
        g_autofree xmlChar *path = xmlGetProp (zone, BAD_CAST "path");
        int                 x0 = G_MAXINT, y0 = G_MAXINT, x1 = G_MININT, y1 = G_MININT;
        g_auto(GStrv) points = g_strsplit ((const char *) path, ";", -1);

        for (guint i = 0; points[i] != NULL; i++)
          {
            int px, py;

            g_assert_cmpint (sscanf (points[i], "%d,%d", &px, &py), ==, 2);
            x0 = MIN (x0, px);
            y0 = MIN (y0, py);
            x1 = MAX (x1, px);
            y1 = MAX (y1, py);
          }
        /* java.awt.Polygon holds a rectangle's top and left edges */
        if (x >= x0 && x < x1 && y >= y0 && y < y1)
          return vassal_grid_name (find (zone, "VASSAL.build.module.map.boardPicker.board.HexGrid"), x1 - x0, y1 - y0,
                                   x, y);
      }
  return vassal_grid_name (find (zoned, "VASSAL.build.module.map.boardPicker.board.HexGrid"), attr_int (board, "width"),
                           attr_int (board, "height"), x, y);
}

/* Every hex of the scenario's map, exported whole as a module: VASSAL
 * names the point of its centre (where Wadi puts its pieces) with Wadi's
 * label; returns how many hexes were compared. */
static guint
assert_vassal_names (WadiTestExport *fixture,
                     WadiScenario   *scenario,
                     const char     *name)
{
  g_autofree char *path = g_build_filename (fixture->dir, name, NULL);
  g_autoptr(GHashTable) files = NULL;
  g_autoptr(GError) error = NULL;
  const WadiBoard  *grid = wadi_scenario_grid (scenario);
  WadiExportOptions options;
  GBytes           *build;
  xmlDocPtr         doc;
  xmlNodePtr        board;
  double            ex0, ey0, ex1, ey1;
  guint             compared = 0;

  wadi_export_options_init (&options);
  options.format = WADI_EXPORT_VASSAL;
  options.pixels_per_hex = 48.0;
  g_assert_true (wadi_export_write (scenario, &options, path, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  files = read_zip (path);
  build = g_hash_table_lookup (files, "buildFile.xml");
  g_assert_nonnull (build);
  doc = xmlReadMemory (g_bytes_get_data (build, NULL), (int) g_bytes_get_size (build), "buildFile.xml", NULL, 0);
  g_assert_nonnull (doc);
  board = find (xmlDocGetRootElement (doc), "VASSAL.build.module.map.boardPicker.Board");
  g_assert_nonnull (board);
  g_assert_true (wadi_export_extent (scenario, &options, &ex0, &ey0, &ex1, &ey1));
  for (int row = 0; row < grid->rows; row++)
    for (int col = 0; col < grid->cols; col++)
      {
        WadiHex          hex = { col, row };
        g_autofree char *label = wadi_map_hex_label (scenario->map, hex);
        g_autofree char *vassal = NULL;
        double           cx, cy;

        if (label == NULL || !wadi_export_covers (scenario, &options, hex))
          continue;
        wadi_hex_center (grid->layout, hex, &cx, &cy);
        vassal = vassal_name (board, (int) lround ((cx - ex0) * options.pixels_per_hex),
                              (int) lround ((cy - ey0) * options.pixels_per_hex));
        if (g_strcmp0 (vassal, label) != 0)
          g_error ("%s: VASSAL names hex %s (%d, %d) %s", name, label, col, row, vassal);
        compared++;
      }
  xmlFreeDoc (doc);
  g_remove (path);
  return compared;
}

static WadiScenario *
one_board (const char    *id,
           WadiGridLayout layout,
           WadiLabelKind  labels,
           int            first_row)
{
  WadiScenario *scenario = wadi_scenario_new (WADI_RULESET_TOI);

  wadi_scenario_add_board (scenario, wadi_board_new (id, 7, 5, layout, labels, first_row));
  return scenario;
}

/* VASSAL names every hex as Wadi does, as VASSAL 3.7.26 did in a player
 * (docs/export.md): pointy-top grids, where VASSAL's x0 is the origin's y;
 * both staggers; an ASL board alone, its number still in its labels; and
 * boards turned 180 degrees, numbered backwards. */
static void
test_names (WadiTestExport *fixture,
            gconstpointer   data)
{
  static const WadiGridLayout layouts[] = {
    { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD },
    { WADI_GRID_FLAT_TOP, WADI_STAGGER_EVEN },
    { WADI_GRID_POINTY_TOP, WADI_STAGGER_ODD },
    { WADI_GRID_POINTY_TOP, WADI_STAGGER_EVEN },
  };
  WadiMapPlacement placements[3] = {
    { wadi_map_geomorphic_origin (0, 0), 0 },
    { wadi_map_geomorphic_origin (0, 1), 0 },
    { wadi_map_geomorphic_origin (1, 0), 3 },
  };
  g_autoptr(GError) error = NULL;
  GPtrArray    *boards;
  WadiScenario *scenario;

  for (guint i = 0; i < G_N_ELEMENTS (layouts); i++)
    {
      scenario = one_board ("1", layouts[i], WADI_LABEL_NUMERIC, 1);
      g_assert_cmpuint (assert_vassal_names (fixture, scenario, "numeric.vmod"), ==, 35);
      wadi_scenario_free (scenario);
      scenario = one_board ("2", layouts[i], WADI_LABEL_ASL, 0);
      /* less the half hexes of row 0 an ASL board lacks */
      g_assert_cmpuint (assert_vassal_names (fixture, scenario, "asl.vmod"), >=, 31);
      wadi_scenario_free (scenario);
    }

  /* the boards of the worked examples, one below the other */
  g_assert_cmpuint (assert_vassal_names (fixture, fixture->scenario, "examples.vmod"), >, 3 * 33 * 10);

  /* 25 above 14, 13 turned east of 25 */
  scenario = wadi_scenario_new (WADI_RULESET_ASL);
  boards = g_ptr_array_new ();
  g_ptr_array_add (boards, wadi_board_new_geomorphic ("25"));
  g_ptr_array_add (boards, wadi_board_new_geomorphic ("14"));
  g_ptr_array_add (boards, wadi_board_new_geomorphic ("13"));
  g_assert_true (wadi_scenario_set_boards (scenario, boards, placements, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (assert_vassal_names (fixture, scenario, "turned.vmod"), >, 3 * 33 * 10);
  wadi_scenario_free (scenario);

  /* pointy-top boards, the second turned 180 degrees below the first */
  for (guint i = 2; i < G_N_ELEMENTS (layouts); i++)
    {
      WadiMapPlacement below[2] = { { { 0, 0 }, 0 }, { { 0, 6 }, 3 } };

      scenario = wadi_scenario_new (WADI_RULESET_TOI);
      boards = g_ptr_array_new ();
      g_ptr_array_add (boards, wadi_board_new ("1", 6, 5, layouts[i], WADI_LABEL_NUMERIC, 1));
      g_ptr_array_add (boards, wadi_board_new ("2", 6, 5, layouts[i], WADI_LABEL_NUMERIC, 1));
      g_assert_true (wadi_scenario_set_boards (scenario, boards, below, NULL, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (assert_vassal_names (fixture, scenario, "pointy.vmod"), ==, 60);
      wadi_scenario_free (scenario);
    }
}

/* The SetupStack names of a module of one board: a half hex the board
 * shares is named as its own grid names it ("14B0"), not as the first
 * board covering it names it ("25B10"), which a whole map's module
 * keeps. */
static void
test_board_stack_names (WadiTestExport *fixture,
                        gconstpointer   data)
{
  g_autofree char *path = g_build_filename (fixture->dir, "board.vmod", NULL);
  g_autoptr(GError) error = NULL;
  WadiExportOptions options;
  guint             board;
  const char       *expected[] = { "25B10", "14B0" };

  add_unit (fixture->scenario, "25B10", "1st Platoon", "4-6-7");
  g_assert_true (wadi_map_find_board (fixture->scenario->map, "14", &board));
  for (guint k = 0; k < G_N_ELEMENTS (expected); k++)
    {
      g_autoptr(GHashTable) files = NULL;
      GBytes    *build;
      xmlDocPtr  doc;
      xmlNodePtr stack;
      guint      found;

      wadi_export_options_init (&options);
      options.format = WADI_EXPORT_VASSAL;
      options.board = k == 0 ? -1 : (int) board;
      g_assert_true (wadi_export_write (fixture->scenario, &options, path, NULL, NULL, NULL, &error));
      g_assert_no_error (error);
      files = read_zip (path);
      build = g_hash_table_lookup (files, "buildFile.xml");
      doc = xmlReadMemory (g_bytes_get_data (build, NULL), (int) g_bytes_get_size (build), "buildFile.xml", NULL, 0);
      /* the fixture's own counters have stacks too: the one of the
       * shared half hex goes by either name */
      found = 0;
      for (stack = find (xmlDocGetRootElement (doc), "VASSAL.build.module.Map")->children; stack != NULL;
           stack = stack->next)
        if (stack->type == XML_ELEMENT_NODE
            && strcmp ((const char *) stack->name, "VASSAL.build.module.map.SetupStack") == 0)
          {
            g_autofree xmlChar *name = xmlGetProp (stack, BAD_CAST "name");
            g_autofree xmlChar *location = xmlGetProp (stack, BAD_CAST "location");

            if (g_strcmp0 ((const char *) name, expected[0]) != 0 && g_strcmp0 ((const char *) name, expected[1]) != 0)
              continue;
            g_assert_cmpstr ((const char *) name, ==, expected[k]);
            g_assert_cmpstr ((const char *) location, ==, expected[k]);
            found++;
          }
      g_assert_cmpuint (found, ==, 1);
      xmlFreeDoc (doc);
      g_remove (path);
    }
}

/* The module of board 25: its grid finds the woods of 25K3 where VASSAL's
 * HexGrid puts column 10, row 3 (the odd columns from its origin lowered
 * half a hex); its counters are pieces, one image per face, and each
 * face is in the palette once. */
static void
test_module (WadiTestExport *fixture,
             gconstpointer   data)
{
  g_autofree char *path = g_build_filename (fixture->dir, "board.vmod", NULL);
  const char      *unzip[] = { "unzip", "-t", path, NULL };
  g_autofree char *tested = NULL;
  g_autoptr(GHashTable) files = NULL;
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GHashTable) faces = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GError) error = NULL;
  WadiExportOptions   options;
  GBytes             *build, *metadata;
  xmlDocPtr           doc, meta;
  xmlNodePtr          root, grid, board, numbering;
  g_autofree xmlChar *image_name = NULL;
  g_autofree char    *image_entry = NULL;
  PngReader           reader = { 0 };
  cairo_surface_t    *image;
  double              dx, dy, x0, y0;
  guint               counter_images = 0;
  GHashTableIter      iter;
  gpointer            key;

  /* two alike in one hex, one other */
  add_unit (fixture->scenario, "25D7", "1st Platoon", "4-6-7");
  add_unit (fixture->scenario, "25D7", "1st Platoon", "4-6-7");
  add_unit (fixture->scenario, "25E5", "2nd Platoon", "4-6-8");

  wadi_export_options_init (&options);
  g_assert_true (wadi_export_format_from_path (path, &options.format));
  g_assert_cmpint (options.format, ==, WADI_EXPORT_VASSAL);
  options.board = 0;
  options.pixels_per_hex = 64.0;
  /* the map image (two bands) given up by its palette at the second
   * band: written again, in RGBA, into the memory it was going to */
  _wadi_export_png_set_palette_gives_up (1);
  g_assert_true (wadi_export_write (fixture->scenario, &options, path, NULL, NULL, NULL, &error));
  _wadi_export_png_set_palette_gives_up (-1);
  g_assert_no_error (error);
  /* nothing beside it */
  g_assert_cmpuint (wadi_test_export_files_in (fixture), ==, 1);
  tested = wadi_test_export_run (unzip);
  g_assert_nonnull (strstr (tested, "No errors detected"));

  files = read_zip (path);
  build = g_hash_table_lookup (files, "buildFile.xml");
  metadata = g_hash_table_lookup (files, "moduledata");
  g_assert_nonnull (build);
  g_assert_nonnull (metadata);
  g_assert_null (g_hash_table_lookup (files, "extensiondata"));
  /* the scenario card, one page, in the Help menu */
  {
    GBytes          *card = g_hash_table_lookup (files, "scenario-card.pdf");
    g_autofree char *card_path = g_build_filename (fixture->dir, "card.pdf", NULL);
    g_autofree char *info = NULL;

    g_assert_nonnull (card);
    g_assert_true (g_file_set_contents (card_path, g_bytes_get_data (card, NULL), (gssize) g_bytes_get_size (card), NULL));
    info = wadi_test_export_run ((const char *const[]) { "pdfinfo", card_path, NULL });
    g_assert_nonnull (strstr (info, "Pages:           1\n"));
    g_assert_cmpint (g_remove (card_path), ==, 0);
  }

  /* moduledata: VASSAL's MetaDataFactory takes it for a module's */
  meta = xmlReadMemory (g_bytes_get_data (metadata, NULL), (int) g_bytes_get_size (metadata), "moduledata", NULL, 0);
  g_assert_nonnull (meta);
  g_assert_cmpstr ((const char *) xmlDocGetRootElement (meta)->name, ==, "data");
  g_assert_nonnull (find (xmlDocGetRootElement (meta), "VassalVersion"));
  g_assert_nonnull (find (xmlDocGetRootElement (meta), "dateSaved"));
  g_assert_nonnull (find (xmlDocGetRootElement (meta), "name"));
  xmlFreeDoc (meta);

  doc = xmlReadMemory (g_bytes_get_data (build, NULL), (int) g_bytes_get_size (build), "buildFile.xml", NULL, 0);
  g_assert_nonnull (doc);
  root = xmlDocGetRootElement (doc);
  g_assert_cmpstr ((const char *) root->name, ==, "VASSAL.build.GameModule");
  check_element (root, seen);
  g_assert_cmpuint (GPOINTER_TO_UINT (g_hash_table_lookup (seen, "VASSAL.build.module.Map")), ==, 1);
  g_assert_cmpuint (GPOINTER_TO_UINT (g_hash_table_lookup (seen, "VASSAL.build.module.map.boardPicker.Board")), ==, 1);
  g_assert_cmpuint (GPOINTER_TO_UINT (g_hash_table_lookup (seen, "VASSAL.build.module.map.SetupStack")), ==, 2);
  /* three in the stacks, one a face in the palette */
  g_assert_cmpuint (GPOINTER_TO_UINT (g_hash_table_lookup (seen, "VASSAL.build.widget.PieceSlot")), ==, 5);
  g_assert_cmpuint (GPOINTER_TO_UINT (g_hash_table_lookup (seen, "VASSAL.build.module.PieceWindow")), ==, 1);
  {
    g_autofree xmlChar *card_entry = xmlGetProp (find (root, "VASSAL.build.module.documentation.BrowserPDFFile"),
                                                 BAD_CAST "pdfFile");

    g_assert_cmpstr ((const char *) card_entry, ==, "scenario-card.pdf");
  }
  g_assert_cmpuint (xmlChildElementCount (find (root, "VASSAL.build.widget.PanelWidget")), ==, 2);
  g_assert_cmpfloat (number (root, "nextPieceSlotId"), ==, 6);

  /* each piece a BasicPiece with its image; one image per face */
  for (xmlNodePtr stack = find (root, "VASSAL.build.module.Map")->children; stack != NULL; stack = stack->next)
    if (stack->type == XML_ELEMENT_NODE && strcmp ((const char *) stack->name, "VASSAL.build.module.map.SetupStack") == 0)
      for (xmlNodePtr slot = stack->children; slot != NULL; slot = slot->next)
        if (slot->type == XML_ELEMENT_NODE)
          {
            g_autofree xmlChar *text = xmlNodeGetContent (slot);
            g_auto(GStrv) parts = g_strsplit ((const char *) text, ";", -1);
            g_autofree char *entry = NULL;

            /* Clone and Delete on Ctrl+C and Ctrl+D (BasicPiece.keyEvent) */
            g_assert_true (g_str_has_prefix ((const char *) text, "+/null/piece;C;D;counter-"));
            g_assert_cmpuint (g_strv_length (parts), ==, 9);
            g_assert_true (g_str_has_suffix (parts[4], "/null"));
            g_assert_nonnull (strstr (parts[4], "(German 4-6-"));
            entry = g_strconcat ("images/", parts[3], NULL);
            g_assert_nonnull (g_hash_table_lookup (files, entry));
            /* the slot as large as its image, as VASSAL writes a slot
             * (the piece's bounds): the PNG's width and height, bytes
             * 16-23 of its header */
            {
              const guint8 *png = g_bytes_get_data (g_hash_table_lookup (files, entry), NULL);

              g_assert_cmpfloat (number (slot, "width"), ==, (double) (png[16] << 24 | png[17] << 16 | png[18] << 8 | png[19]));
              g_assert_cmpfloat (number (slot, "height"), ==, (double) (png[20] << 24 | png[21] << 16 | png[22] << 8 | png[23]));
            }
            g_hash_table_add (faces, g_steal_pointer (&entry));
          }
  for (xmlNodePtr slot = find (root, "VASSAL.build.widget.PanelWidget")->children; slot != NULL; slot = slot->next)
    if (slot->type == XML_ELEMENT_NODE)
      {
        g_autofree xmlChar *text = xmlNodeGetContent (slot);
        g_auto(GStrv) parts = g_strsplit ((const char *) text, ";", -1);
        g_autofree char *entry = g_strconcat ("images/", parts[3], NULL);

        g_assert_true (g_hash_table_contains (faces, entry));
        g_hash_table_remove (faces, entry);
      }
  g_assert_cmpuint (g_hash_table_size (faces), ==, 0);
  g_hash_table_iter_init (&iter, files);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    if (g_str_has_prefix (key, "images/counter-"))
      counter_images++;
  g_assert_cmpuint (counter_images, ==, 2);

  /* the grid: flat-top hexes 64 pixels apart, columns sqrt(3)/2 of that */
  grid = find (root, "VASSAL.build.module.map.boardPicker.board.HexGrid");
  g_assert_nonnull (grid);
  dx = number (grid, "dx");
  dy = number (grid, "dy");
  x0 = number (grid, "x0");
  y0 = number (grid, "y0");
  g_assert_cmpfloat_with_epsilon (dy, 64.0, 0.01);
  g_assert_cmpfloat_with_epsilon (dx, 64.0 * 0.8660254, 0.01);
  /* Wadi's labels: board 25, columns lettered, rows numbered */
  numbering = find (grid, "VASSAL.build.module.map.boardPicker.board.mapgrid.HexGridNumbering");
  g_assert_nonnull (numbering);
  {
    g_autofree xmlChar *format = xmlGetProp (numbering, BAD_CAST "locationFormat");
    g_autofree xmlChar *type = xmlGetProp (numbering, BAD_CAST "hType");

    g_assert_cmpstr ((const char *) type, ==, "A");
    g_assert_true (g_str_has_suffix ((const char *) format, "$gridLocation$"));
  }

  board = find (root, "VASSAL.build.module.map.boardPicker.Board");
  image_name = xmlGetProp (board, BAD_CAST "image");
  image_entry = g_strconcat ("images/", (const char *) image_name, NULL);
  reader.png = g_hash_table_lookup (files, image_entry);
  g_assert_nonnull (reader.png);
  image = cairo_image_surface_create_from_png_stream (read_png, &reader);
  g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (cairo_image_surface_get_width (image), ==, (int) number (board, "width"));
  g_assert_cmpint (cairo_image_surface_get_height (image), ==, (int) number (board, "height"));
  g_assert_true (wadi_test_export_shows (image, (int) (x0 + 10 * dx), (int) (y0 + 3 * dy), (int) (dx / 4),
                                         wadi_style_terrain_color (WADI_TERRAIN_WOODS), 60));
  /* and 25J3, in a lowered column, is not woods */
  g_assert_false (wadi_test_export_near (
      wadi_test_export_pixel (image, (int) (x0 + 9 * dx), (int) (y0 + 3 * dy + dy / 2)),
      wadi_style_terrain_color (WADI_TERRAIN_WOODS), 60));
  cairo_surface_destroy (image);
  xmlFreeDoc (doc);
}

/* A name with a tab and a line break: VASSAL would split the piece at the
 * tab (the traits around a piece) and fail the whole map; each is a
 * space, and the rest of the name is kept as VASSAL's SequenceEncoder
 * escapes it. */
static void
test_piece_names (WadiTestExport *fixture,
                  gconstpointer   data)
{
  xmlDocPtr  doc;
  xmlNodePtr stack;
  guint      slots = 0;

  add_unit (fixture->scenario, "25D7", "Tab\tand\nline; a/b", "4-6-7");
  doc = board_build_file (fixture, "names.vmod");
  stack = find (xmlDocGetRootElement (doc), "VASSAL.build.module.map.SetupStack");
  g_assert_nonnull (stack);
  for (xmlNodePtr slot = stack->children; slot != NULL; slot = slot->next)
    if (slot->type == XML_ELEMENT_NODE)
      {
        g_autofree xmlChar *text = xmlNodeGetContent (slot);
        g_autofree xmlChar *name = xmlGetProp (slot, BAD_CAST "entryName");

        g_assert_cmpstr ((const char *) name, ==, "Tab and line; a/b (German 4-6-7)");
        g_assert_null (strpbrk ((const char *) text, "\t\n\r"));
        g_assert_nonnull (strstr ((const char *) text, ";Tab and line\\; a\\/b (German 4-6-7)/null;"));
        slots++;
      }
  g_assert_cmpuint (slots, ==, 1);
  xmlFreeDoc (doc);
}

/* The next item of *rest, cut at delimiter, as VASSAL's
 * SequenceEncoder.Decoder.nextToken reads it (3.7, vassal-app/src/main/
 * java/VASSAL/tools/SequenceEncoder.java): an escape before a delimiter
 * keeps the delimiter in the item, and an item in single quotes loses
 * them; NULL past the last item.  *rest is NULL then. */
static char *
vassal_next_token (const char **rest,
                   const char  *whole,
                   char         delimiter)
{
  GString    *token;
  const char *start = *rest, *p;

  if (start == NULL)
    return NULL;
  token = g_string_new (NULL);
  for (p = start; *p != '\0'; p++)
    if (*p == delimiter)
      {
        if (p == whole || p[-1] != '\\')
          break;
        g_string_append_len (token, start, p - 1 - start);
        start = p;
      }
  g_string_append_len (token, start, p - start);
  *rest = *p == '\0' ? NULL : p + 1;
  if (token->len > 1 && token->str[0] == '\'' && token->str[token->len - 1] == '\'')
    {
      g_string_truncate (token, token->len - 1);
      g_string_erase (token, 0, 1);
    }
  return g_string_free (token, FALSE);
}

/* A piece named with a backslash at its end, and no side or strength
 * after it: VASSAL's decoder read the "\/" after the name as an escaped
 * "/", so the piece had no state and VASSAL could not build it.  Decoded
 * as VASSAL decodes it, the slot is "+", "null", the type and the state,
 * and the type's name is the palette's. */
static void
test_piece_name_ending_in_escape (WadiTestExport *fixture,
                                  gconstpointer   data)
{
  WadiCounter         counter = { .kind = WADI_COUNTER_UNIT, .unit_class = WADI_UNIT_INFANTRY, .name = (char *) "trail\\" };
  xmlDocPtr           doc;
  xmlNodePtr          slot;
  g_autofree xmlChar *text = NULL;
  g_autofree xmlChar *name = NULL;
  const char         *rest;
  g_autofree char    *add = NULL, *null = NULL, *type = NULL, *state = NULL;
  g_autofree char    *piece = NULL, *clone = NULL, *delete_key = NULL, *image = NULL, *piece_name = NULL;

  wadi_fixture_locate (fixture->scenario, "25D7", &counter.hex);
  wadi_scenario_add_counter (fixture->scenario, &counter);
  doc = board_build_file (fixture, "escape.vmod");
  slot = find (xmlDocGetRootElement (doc), "VASSAL.build.widget.PieceSlot");
  g_assert_nonnull (slot);
  text = xmlNodeGetContent (slot);
  name = xmlGetProp (slot, BAD_CAST "entryName");
  g_assert_cmpstr ((const char *) name, ==, "trail\\");
  g_test_message ("the slot: %s", (const char *) text);

  rest = (const char *) text;
  add = vassal_next_token (&rest, (const char *) text, '/');
  null = vassal_next_token (&rest, (const char *) text, '/');
  type = vassal_next_token (&rest, (const char *) text, '/');
  state = vassal_next_token (&rest, (const char *) text, '/');
  g_assert_cmpstr (add, ==, "+");
  g_assert_cmpstr (null, ==, "null");
  g_assert_nonnull (state);
  g_assert_true (g_str_has_prefix (state, "null;"));
  g_assert_null (rest);

  rest = type;
  piece = vassal_next_token (&rest, type, ';');
  clone = vassal_next_token (&rest, type, ';');
  delete_key = vassal_next_token (&rest, type, ';');
  image = vassal_next_token (&rest, type, ';');
  piece_name = vassal_next_token (&rest, type, ';');
  g_assert_cmpstr (piece, ==, "piece");
  g_assert_cmpstr (piece_name, ==, (const char *) name);
  g_assert_null (rest);
  xmlFreeDoc (doc);
}

/* The palette names each Crest counter by where it faces: three Crest
 * counters of one map read "crest", "crest", "crest" before. */
static void
test_crest_names (WadiTestExport *fixture,
                  gconstpointer   data)
{
  g_autoptr(GHashTable) names = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  xmlDocPtr doc;
  guint     crests = 0;

  for (WadiDirection centre = 0; centre < 3; centre++)
    {
      WadiCounter crest = { .kind = WADI_COUNTER_CREST, .centre = centre };

      wadi_fixture_locate (fixture->scenario, "25O8", &crest.hex);
      wadi_scenario_add_counter (fixture->scenario, &crest);
    }
  doc = board_build_file (fixture, "crests.vmod");
  for (xmlNodePtr slot = find (xmlDocGetRootElement (doc), "VASSAL.build.widget.PanelWidget")->children; slot != NULL;
       slot = slot->next)
    if (slot->type == XML_ELEMENT_NODE)
      {
        xmlChar *name = xmlGetProp (slot, BAD_CAST "entryName");

        if (name != NULL && g_str_has_prefix ((const char *) name, "Crest"))
          {
            g_test_message ("a palette entry: %s", (const char *) name);
            g_assert_nonnull (strstr ((const char *) name, "(centre "));
            g_assert_true (g_hash_table_add (names, g_strdup ((const char *) name)));
            crests++;
          }
        xmlFree (name);
      }
  xmlFreeDoc (doc);
  g_assert_cmpuint (crests, ==, 3);
}

/* The whole map of several boards: a zone per board; and as an
 * extension, extensiondata, the map inside an ExtensionElement and the
 * scenario card inside another, in the module's Help menu. */
static void
test_extension (WadiTestExport *fixture,
                gconstpointer   data)
{
  g_autofree char *path = g_build_filename (fixture->dir, "map.vmdx", NULL);
  const char      *unzip[] = { "unzip", "-t", path, NULL };
  g_autofree char *tested = NULL;
  g_autoptr(GHashTable) files = NULL;
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GError) error = NULL;
  WadiExportOptions options;
  GBytes           *build;
  xmlDocPtr         doc;
  xmlNodePtr        root;

  wadi_export_options_init (&options);
  g_assert_true (wadi_export_format_from_path (path, &options.format));
  g_assert_cmpint (options.format, ==, WADI_EXPORT_VASSAL_EXTENSION);
  g_assert_true (wadi_export_write (fixture->scenario, &options, path, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (wadi_test_export_files_in (fixture), ==, 1);
  tested = wadi_test_export_run (unzip);
  g_assert_nonnull (strstr (tested, "No errors detected"));
  files = read_zip (path);
  g_assert_nonnull (g_hash_table_lookup (files, "extensiondata"));
  g_assert_null (g_hash_table_lookup (files, "moduledata"));
  g_assert_nonnull (g_hash_table_lookup (files, "images/map-map.png"));
  build = g_hash_table_lookup (files, "buildFile.xml");
  doc = xmlReadMemory (g_bytes_get_data (build, NULL), (int) g_bytes_get_size (build), "buildFile.xml", NULL, 0);
  root = xmlDocGetRootElement (doc);
  g_assert_cmpstr ((const char *) root->name, ==, "VASSAL.build.module.ModuleExtension");
  check_element (root, seen);
  /* the map, and the card in the module's Help menu */
  g_assert_cmpuint (GPOINTER_TO_UINT (g_hash_table_lookup (seen, "VASSAL.build.module.ExtensionElement")), ==, 2);
  g_assert_cmpuint (GPOINTER_TO_UINT (g_hash_table_lookup (seen, "VASSAL.build.module.map.boardPicker.board.mapgrid.Zone")),
                    ==, wadi_map_board_count (fixture->scenario->map));
  {
    xmlNodePtr          card = find (root, "VASSAL.build.module.documentation.BrowserPDFFile");
    g_autofree xmlChar *target = card != NULL ? xmlGetProp (card->parent, BAD_CAST "target") : NULL;
    g_autofree xmlChar *file = xmlGetProp (card, BAD_CAST "pdfFile");
    g_autofree xmlChar *title = xmlGetProp (card, BAD_CAST "title");
    g_autofree char    *card_path = g_build_filename (fixture->dir, "card.pdf", NULL);
    g_autofree char    *card_title = NULL;
    g_autofree char    *info = NULL;
    GBytes             *pdf;

    /* VASSAL's ComponentPathBuilder finds the module's Documentation by
     * its class alone */
    g_assert_nonnull (card);
    g_assert_cmpstr ((const char *) card->parent->name, ==, "VASSAL.build.module.ExtensionElement");
    g_assert_cmpstr ((const char *) target, ==, "VASSAL.build.module.Documentation");
    /* named after the extension, as its map image is, so two loaded
     * together keep their own */
    g_assert_cmpstr ((const char *) file, ==, "map-scenario-card.pdf");
    /* the scenario's title, or the file's name without one */
    g_assert_cmpstr ((const char *) title, ==,
                     card_title = g_strconcat ("Scenario Card: ",
                                               fixture->scenario->title != NULL && fixture->scenario->title[0] != '\0'
                                                   ? fixture->scenario->title
                                                   : "map",
                                               NULL));
    pdf = g_hash_table_lookup (files, "map-scenario-card.pdf");
    g_assert_nonnull (pdf);
    g_assert_null (g_hash_table_lookup (files, "scenario-card.pdf"));
    g_assert_true (g_file_set_contents (card_path, g_bytes_get_data (pdf, NULL), (gssize) g_bytes_get_size (pdf), NULL));
    info = wadi_test_export_run ((const char *const[]) { "pdfinfo", card_path, NULL });
    g_assert_nonnull (strstr (info, "Pages:           1\n"));
    g_assert_cmpint (g_remove (card_path), ==, 0);
  }
  xmlFreeDoc (doc);
  {
    /* named "scenario", its card is not a module's scenario-card.pdf,
     * which VASSAL would find first in a module Wadi made */
    g_autofree char *named = g_build_filename (fixture->dir, "scenario.vmdx", NULL);
    g_autoptr(GHashTable) held = NULL;

    g_assert_true (wadi_export_write (fixture->scenario, &options, named, NULL, NULL, NULL, &error));
    g_assert_no_error (error);
    held = read_zip (named);
    g_assert_nonnull (g_hash_table_lookup (held, "scenario-scenario-card.pdf"));
    g_assert_null (g_hash_table_lookup (held, "scenario-card.pdf"));
  }
}

/* A little-endian number of n bytes at p. */
static guint32
le (const guint8 *p,
    guint         n)
{
  guint32 value = 0;

  for (guint i = n; i > 0; i--)
    value = value << 8 | p[i - 1];
  return value;
}

/* Each name in the zip's central directory at path, and its flags, read
 * as APPNOTE.TXT lays them out: the end record (PK\5\6, the last 22
 * bytes but a comment) gives the entries' count at 10 and the directory's
 * offset at 16; each entry (PK\1\2) its flags at 8, its name's, extra
 * field's and comment's lengths at 28, 30 and 32, its name at 46. */
static GHashTable *
zip_name_flags (const char *path)
{
  GHashTable        *names = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autofree guint8 *data = NULL;
  gsize              length = 0, end, at;
  guint              entries;

  g_assert_true (g_file_get_contents (path, (char **) &data, &length, NULL));
  g_assert_cmpuint (length, >=, 22);
  for (end = length - 22; end > 0 && memcmp (data + end, "PK\5\6", 4) != 0; end--)
    ;
  g_assert_true (memcmp (data + end, "PK\5\6", 4) == 0);
  entries = le (data + end + 10, 2);
  at = le (data + end + 16, 4);
  for (guint i = 0; i < entries; i++)
    {
      gsize name_length;

      g_assert_cmpuint (at + 46, <=, end);
      g_assert_true (memcmp (data + at, "PK\1\2", 4) == 0);
      name_length = le (data + at + 28, 2);
      g_hash_table_insert (names, g_strndup ((const char *) data + at + 46, name_length),
                           GUINT_TO_POINTER (le (data + at + 8, 2)));
      at += 46 + name_length + le (data + at + 30, 2) + le (data + at + 32, 2);
    }
  g_assert_cmpuint (g_hash_table_size (names), ==, entries);
  return names;
}

/* A module named beyond ASCII: the zip marks its names UTF-8 (flag bit
 * 11) whatever the locale (the tests run in C's, where libarchive marked
 * none, and unzip showed "H├╝gel"), so every unzip reads them. */
static void
test_utf8_names (WadiTestExport *fixture,
                 gconstpointer   data)
{
  g_autofree char *path = g_build_filename (fixture->dir, "H\xc3\xbcgel 112.vmdx", NULL);
  g_autoptr(GHashTable) names = NULL;
  g_autoptr(GError) error = NULL;
  WadiExportOptions options;
  GHashTableIter    iter;
  gpointer          name, flags;
  guint             marked = 0;

  wadi_export_options_init (&options);
  g_assert_true (wadi_export_format_from_path (path, &options.format));
  g_assert_true (wadi_export_write (fixture->scenario, &options, path, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  names = zip_name_flags (path);
  g_assert_true (g_hash_table_contains (names, "H\xc3\xbcgel 112-scenario-card.pdf"));
  g_assert_true (g_hash_table_contains (names, "images/H\xc3\xbcgel 112-map.png"));
  g_hash_table_iter_init (&iter, names);
  while (g_hash_table_iter_next (&iter, &name, &flags))
    {
      gboolean ascii = TRUE;

      for (const char *c = name; *c != '\0'; c++)
        ascii = ascii && (guchar) *c < 128;
      if (ascii)
        continue;
      g_assert_cmphex (GPOINTER_TO_UINT (flags) & 0x800, ==, 0x800);
      marked++;
    }
  g_assert_cmpuint (marked, ==, 2);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/export-vassal/module", WadiTestExport, NULL, wadi_test_export_setup, test_module,
              wadi_test_export_teardown);
  g_test_add ("/export-vassal/board-stack-names", WadiTestExport, NULL, wadi_test_export_setup,
              test_board_stack_names, wadi_test_export_teardown);
  g_test_add ("/export-vassal/names", WadiTestExport, NULL, wadi_test_export_setup, test_names,
              wadi_test_export_teardown);
  g_test_add ("/export-vassal/piece-names", WadiTestExport, NULL, wadi_test_export_setup, test_piece_names,
              wadi_test_export_teardown);
  g_test_add ("/export-vassal/piece-name-ending-in-escape", WadiTestExport, NULL, wadi_test_export_setup,
              test_piece_name_ending_in_escape, wadi_test_export_teardown);
  g_test_add ("/export-vassal/crest-names", WadiTestExport, NULL, wadi_test_export_setup, test_crest_names,
              wadi_test_export_teardown);
  g_test_add ("/export-vassal/extension", WadiTestExport, NULL, wadi_test_export_setup, test_extension,
              wadi_test_export_teardown);
  g_test_add ("/export-vassal/utf8-names", WadiTestExport, NULL, wadi_test_export_setup, test_utf8_names,
              wadi_test_export_teardown);
  return g_test_run ();
}
