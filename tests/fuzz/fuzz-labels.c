/* fuzz-labels.c: libFuzzer harness for hex labels and the hex geometry
 *
 * The first bytes choose a label scheme and a grid; the rest is a label.
 * A label that parses onto a board prints back to a label that parses to
 * the same hex.  Then the geometry of that hex holds together: every
 * neighbour is one step away and points back, a hexside's canonical name
 * is its own canonical name, a vertex's three hexes share it, and the line
 * to another hex starts and ends where it should.
 */
#include "config.h"

#include <stdint.h>
#include <stdlib.h>

#include "wadi-board.h"

int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);

#define CHECK(condition) \
  do                     \
    {                    \
      if (!(condition))  \
        abort ();        \
    }                    \
  while (0)

static void
check_geometry (WadiGridLayout layout,
                WadiHex        hex,
                WadiHex        other)
{
  g_autoptr (GArray) steps = g_array_new (FALSE, FALSE, sizeof (WadiLineStep));

  for (WadiDirection dir = 0; dir < WADI_DIRECTION_COUNT; dir++)
    {
      WadiHex       next = wadi_hex_neighbor (layout, hex, dir);
      WadiDirection back;
      WadiHexside   side = { hex, dir };
      WadiHexside   canonical = wadi_hexside_canonical (layout, side);
      WadiVertex    vertex = { hex, (WadiVertexIndex) dir };
      WadiHex       corners[3];
      WadiVertex    found;

      CHECK (wadi_hex_distance (layout, hex, next) == 1);
      CHECK (wadi_hex_direction_to (layout, next, hex, &back) && back == (dir + 3) % 6);
      CHECK (canonical.dir <= 2);
      CHECK (wadi_hexside_equal (layout, side, canonical));
      CHECK (wadi_hexside_equal (layout, wadi_hexside_canonical (layout, canonical), canonical));
      wadi_vertex_hexes (layout, vertex, corners);
      CHECK (wadi_vertex_from_hexes (layout, corners[0], corners[1], corners[2], &found));
      CHECK (wadi_vertex_equal (layout, found, vertex));
    }
  if (wadi_hex_distance (layout, hex, other) > 64)
    return;
  wadi_hex_line (layout, hex, other, steps);
  CHECK (steps->len >= 1);
  CHECK (g_array_index (steps, WadiLineStep, 0).kind == WADI_LINE_HEX);
  CHECK (wadi_hex_equal (g_array_index (steps, WadiLineStep, 0).hex, hex));
  CHECK (g_array_index (steps, WadiLineStep, steps->len - 1).kind == WADI_LINE_HEX);
  CHECK (wadi_hex_equal (g_array_index (steps, WadiLineStep, steps->len - 1).hex, other));
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  WadiBoard  probe = { 0 };
  WadiBoard *board = &probe;
  g_autoptr (GError) error = NULL;
  g_autofree char *label = NULL;
  g_autofree char *printed = NULL;
  WadiGridLayout   layout;
  WadiHex          hex, again;
  int              cols, rows;

  if (size < 4)
    return 0;
  layout.orientation = (data[0] & 1) ? WADI_GRID_POINTY_TOP : WADI_GRID_FLAT_TOP;
  layout.stagger = (data[0] & 2) ? WADI_STAGGER_EVEN : WADI_STAGGER_ODD;
  cols = 1 + data[1] * 16 % WADI_BOARD_MAX_SIDE;
  rows = 1 + data[2] * 16 % WADI_BOARD_MAX_SIDE;
  /* Labels and geometry read a board's size, grid and scheme only: no
   * cells, so a 4096-column board costs nothing. */
  probe.id = (char *) "25";
  probe.cols = cols;
  probe.rows = rows;
  probe.layout = layout;
  probe.labels.kind = (data[0] & 4) ? WADI_LABEL_NUMERIC : WADI_LABEL_ASL;
  probe.labels.first_col = 1;
  probe.labels.first_row = (data[0] & 8) ? 0 : 1;
  probe.labels.cols = cols;
  probe.labels.rows = rows;
  label = g_strndup ((const char *) data + 4, size - 4);
  if (!wadi_board_parse_hex (board, label, &hex, &error))
    {
      CHECK (error != NULL && error->message[0] != '\0');
      return 0;
    }
  CHECK (wadi_board_contains (board, hex));
  printed = wadi_board_hex_label (board, hex);
  CHECK (wadi_board_parse_hex (board, printed, &again, NULL));
  CHECK (wadi_hex_equal (hex, again));
  check_geometry (layout, hex, (WadiHex) { data[3] % cols, (data[3] * 7) % rows });
  return 0;
}
