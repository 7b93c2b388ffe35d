/* wadi-trace-apply.c: accepted suggestions as cells, an edit, or JSON */
#include "config.h"

#include <json-glib/json-glib.h>
#include <math.h>

#include "wadi-trace.h"

static gboolean
accepted (const WadiTraceSuggestion *suggestion,
          guint                      i,
          const gboolean            *accept,
          double                     min_confidence)
{
  return (accept == NULL || accept[i]) && suggestion->confidence >= min_confidence;
}

GArray *
wadi_trace_result_cells (const WadiTraceResult *result,
                         const WadiScenario    *scenario,
                         guint                  board_index,
                         const gboolean        *accept,
                         double                 min_confidence)
{
  GArray                    *cells = g_array_new (FALSE, FALSE, sizeof (WadiTraceCell));
  const WadiBoard           *grid = wadi_scenario_grid (scenario);
  const WadiTraceSuggestion *suggestions;
  guint                      n;

  if (grid == NULL || board_index >= wadi_map_board_count (scenario->map))
    return cells;
  suggestions = wadi_trace_result_get_suggestions (result, &n);
  for (guint i = 0; i < n; i++)
    {
      const WadiTraceSuggestion *s = &suggestions[i];
      WadiTraceCell              out;
      WadiHex                    local;

      if (!accepted (s, i, accept, min_confidence))
        continue;
      out.hex = wadi_map_to_map (scenario->map, board_index, s->hex);
      /* only the board's own hexes (a hex of its rectangle that it lacks
       * may be another board's); a half hex it shares with another board
       * is one hex of the map, both halves painted */
      if (!wadi_map_to_board (scenario->map, board_index, out.hex, &local) || !wadi_hex_equal (local, s->hex))
        continue;
      out.cell = *wadi_board_cell (grid, out.hex);
      out.cell.terrain = (guint8) s->klass.terrain;
      if (s->klass.depression == WADI_DEPRESSION_NONE)
        out.cell.floor = 0;
      else if (out.cell.depression == WADI_DEPRESSION_NONE)
        out.cell.floor = (gint8) MAX (out.cell.level - 1, G_MININT8);
      out.cell.depression = (guint8) s->klass.depression;
      if (memcmp (&out.cell, wadi_board_cell (grid, out.hex), sizeof out.cell) != 0)
        g_array_append_val (cells, out);
    }
  return cells;
}

/* The hexside features suggested with confidence, set where they differ;
 * the depression joined through the hexsides between two hexes of the
 * same depression.  Only the features tracing reads change. */
static void
apply_sides (const WadiTraceResult *result,
             WadiDocument          *document,
             guint                  board_index,
             const gboolean        *accept,
             double                 min_confidence)
{
  const WadiScenario        *scenario = wadi_document_get_scenario (document);
  const WadiMapBoard        *mb = wadi_map_get_board (scenario->map, board_index);
  const WadiTraceSuggestion *suggestions;
  guint                      n, traced = 0;

  suggestions = wadi_trace_result_get_suggestions (result, &n);
  for (guint i = 0; i < n; i++)
    for (int d = 0; d < 3; d++)
      traced |= suggestions[i].sides[d];
  for (guint i = 0; i < n; i++)
    {
      const WadiTraceSuggestion *s = &suggestions[i];

      if (!accepted (s, i, accept, min_confidence))
        continue;
      for (WadiDirection d = 0; d < 3; d++)
        {
          WadiHex                    other_local = wadi_hex_neighbor (mb->layout, s->hex, d);
          const WadiTraceSuggestion *other = wadi_trace_result_lookup (result, other_local);
          WadiHexside                side = { wadi_map_to_map (scenario->map, board_index, s->hex),
                                              wadi_map_board_direction (mb, d) };
          const WadiBoard           *grid = wadi_scenario_grid (scenario);
          guint                      old = wadi_board_get_side (grid, side);
          guint                      features = old;

          if (traced != 0 && s->side_confidence[d] >= min_confidence)
            features = (features & ~traced) | s->sides[d];
          if (s->klass.depression != WADI_DEPRESSION_NONE && other != NULL
              && other->klass.depression == s->klass.depression)
            features |= WADI_SIDE_DEPRESSION;
          if (features != old)
            wadi_document_set_side (document, side, features);
        }
    }
}

guint
wadi_trace_result_apply (const WadiTraceResult *result,
                         WadiDocument          *document,
                         guint                  board_index,
                         const gboolean        *accept,
                         double                 min_confidence,
                         const char            *label)
{
  const WadiScenario *scenario = wadi_document_get_scenario (document);
  g_autoptr (GArray) cells = wadi_trace_result_cells (result, scenario, board_index, accept, min_confidence);
  guint changed = 0;

  if (board_index >= wadi_map_board_count (scenario->map))
    return 0;
  wadi_document_begin_edit (document, label);
  for (guint i = 0; i < cells->len; i++)
    {
      const WadiTraceCell *c = &g_array_index (cells, WadiTraceCell, i);

      if (wadi_document_set_cell (document, c->hex, &c->cell))
        changed++;
    }
  apply_sides (result, document, board_index, accept, min_confidence);
  wadi_document_end_edit (document);
  return changed;
}

char *
wadi_trace_result_to_json (const WadiTraceResult *result,
                           const WadiBoard       *board)
{
  g_autoptr (JsonBuilder) builder = json_builder_new ();
  g_autoptr (JsonGenerator) generator = json_generator_new ();
  g_autoptr (JsonNode) root = NULL;
  const WadiTraceSuggestion *suggestions;
  guint                      n, low = 0;

  suggestions = wadi_trace_result_get_suggestions (result, &n);
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "board");
  json_builder_add_string_value (builder, board->id != NULL ? board->id : "");
  json_builder_set_member_name (builder, "hexes");
  json_builder_begin_array (builder);
  for (guint i = 0; i < n; i++)
    {
      const WadiTraceSuggestion *s = &suggestions[i];
      g_autofree char           *label = wadi_board_hex_label (board, s->hex);

      low += s->confidence < WADI_TRACE_LOW_CONFIDENCE;
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "hex");
      json_builder_add_string_value (builder, label);
      json_builder_set_member_name (builder, "terrain");
      json_builder_add_string_value (builder, wadi_terrain_name (s->klass.terrain));
      json_builder_set_member_name (builder, "depression");
      json_builder_add_string_value (builder, wadi_depression_name (s->klass.depression));
      json_builder_set_member_name (builder, "confidence");
      json_builder_add_double_value (builder, round (s->confidence * 1000.0) / 1000.0);
      for (int d = 0; d < 3; d++)
        if (s->sides[d] != 0)
          {
            g_autofree char *member = g_strdup_printf ("hexside-%d", d);

            json_builder_set_member_name (builder, member);
            json_builder_begin_object (builder);
            json_builder_set_member_name (builder, "feature");
            json_builder_add_string_value (builder, wadi_side_feature_name (s->sides[d]));
            json_builder_set_member_name (builder, "confidence");
            json_builder_add_double_value (builder, round (s->side_confidence[d] * 1000.0) / 1000.0);
            json_builder_end_object (builder);
          }
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "traced");
  json_builder_add_int_value (builder, n);
  json_builder_set_member_name (builder, "low-confidence");
  json_builder_add_int_value (builder, low);
  json_builder_end_object (builder);
  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);
  json_generator_set_pretty (generator, TRUE);
  return json_generator_to_data (generator, NULL);
}
