/* wadi-format-read-overlays.c: reading <overlay> and <place>
 *
 * An overlay is a named fragment, one <board>; each <place> stamps one on
 * the map, and what they cover in all is bounded.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "wadi-format-read-private.h"

void
wadi_reader_start_overlay (Reader         *reader,
                           int             n_attributes,
                           const xmlChar **attributes)
{
  static const char *const names[] = { "id", NULL };
  enum
  {
    ID
  };
  const char *values[G_N_ELEMENTS (names)];

  if (!wadi_reader_collect_attributes (reader, ELEMENT_OVERLAY, names, n_attributes, attributes, values)
      || !wadi_reader_require (reader, ELEMENT_OVERLAY, "id", values[ID]))
    return;
  if (values[ID][0] == '\0')
    {
      wadi_reader_fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                                _("the overlay id is empty, expected a name such as W1"));
      return;
    }
  if (wadi_scenario_find_overlay (reader->scenario, values[ID], NULL))
    {
      wadi_reader_fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                                _("a second overlay with id “%s”, expected each overlay id once"),
                                   wadi_reader_quoted (reader, values[ID]));
      return;
    }
  if (reader->scenario->overlays->len >= WADI_FORMAT_MAX_OVERLAYS)
    {
      wadi_reader_fail_element (reader, WADI_FORMAT_ERROR_FORBIDDEN,
                                _("too many overlays, expected at most %d"), WADI_FORMAT_MAX_OVERLAYS);
      return;
    }
  reader->overlay_id = g_strdup (values[ID]);
}

void
wadi_reader_end_overlay (Reader *reader)
{
  if (reader->overlay_fragment == NULL)
    {
      wadi_reader_fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                                _("overlay “%s” has no <board>, expected exactly one"),
                                   wadi_reader_quoted (reader, reader->overlay_id));
      return;
    }
  wadi_scenario_add_overlay (reader->scenario, reader->overlay_id,
                             g_steal_pointer (&reader->overlay_fragment));
  g_clear_pointer (&reader->overlay_id, g_free);
}

void
wadi_reader_start_place (Reader         *reader,
                         int             n_attributes,
                         const xmlChar **attributes)
{
  static const char *const names[] = { "overlay", "board", "at", "orientation", NULL };
  enum
  {
    OVERLAY,
    BOARD,
    AT,
    ORIENTATION
  };
  const char          *values[G_N_ELEMENTS (names)];
  WadiOverlayPlacement placement = { 0 };
  gint64               orientation = 0;
  guint                board;

  if (!wadi_reader_collect_attributes (reader, ELEMENT_PLACE, names, n_attributes, attributes, values)
      || !wadi_reader_require (reader, ELEMENT_PLACE, "overlay", values[OVERLAY])
      || !wadi_reader_require (reader, ELEMENT_PLACE, "at", values[AT]))
    return;
  if (reader->scenario->placements->len >= WADI_FORMAT_MAX_PLACEMENTS)
    {
      wadi_reader_fail_element (reader, WADI_FORMAT_ERROR_FORBIDDEN,
                                _("too many overlay placements, expected at most %d"), WADI_FORMAT_MAX_PLACEMENTS);
      return;
    }
  if (!wadi_scenario_find_overlay (reader->scenario, values[OVERLAY], &placement.overlay))
    {
      wadi_reader_fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                                _("unknown overlay “%s”, expected the id of an <overlay> above"),
                                   wadi_reader_quoted (reader, values[OVERLAY]));
      return;
    }
  /* Each placement is stamped on the map hex by hex: what they cover in
   * all is bounded like the hexes of the boards, so a short file of many
   * placements of a huge overlay cannot take hours. */
  reader->placed_hexes += wadi_board_hex_count (
      ((const WadiOverlay *) g_ptr_array_index (reader->scenario->overlays, placement.overlay))->fragment);
  if (reader->placed_hexes > WADI_FORMAT_MAX_HEXES)
    {
      wadi_reader_fail_element (reader, WADI_FORMAT_ERROR_FORBIDDEN,
                                _("the overlays placed cover more than %'d hexes in all, expected at most %'d"),
                                   WADI_FORMAT_MAX_HEXES, WADI_FORMAT_MAX_HEXES);
      return;
    }
  if (!wadi_reader_board_attribute (reader, values[BOARD], &board)
      || !wadi_reader_map_hex_attribute (reader, board, "at", values[AT], &placement.anchor))
    return;
  if (values[ORIENTATION] != NULL
      && !wadi_reader_number_attribute (reader, "orientation", values[ORIENTATION], 0, 5, &orientation))
    return;
  placement.orientation = (guint) orientation;
  g_array_append_val (reader->scenario->placements, placement);
}
