/* wadi-export-json.c: the whole scenario as JSON, for scripts and web viewers
 *
 * The shape is documented in docs/export.md and versioned by its
 * "version" member.  Every value is made and written by json-glib; the
 * document is written member by member and its hexes one a line, so that
 * a map of a million hexes is streamed rather than held as a tree.
 */
#include "config.h"

#include <json-glib/json-glib.h>

#include "wadi-export-private.h"

/* The version of the JSON shape: docs/export.md. */
#define WADI_JSON_VERSION 1

static const char *
orientation_name (WadiGridOrientation orientation)
{
  return orientation == WADI_GRID_POINTY_TOP ? "pointy-top" : "flat-top";
}

/* Writes a value compactly, with what goes before it. */
static void
put (WadiExportSink *sink,
     const char     *before,
     JsonNode       *node)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autofree char *text = NULL;
  gsize            length;

  json_generator_set_root (generator, node);
  text = json_generator_to_data (generator, &length);
  wadi_export_sink_printf (sink, "%s", before);
  wadi_export_sink_write (sink, text, length);
}

/* Writes "name": value, the first member of the document without a comma. */
static void
put_member (WadiExportSink *sink,
            gboolean        first,
            const char     *name,
            JsonNode       *value)
{
  g_autoptr(JsonNode) key = json_node_new (JSON_NODE_VALUE);

  json_node_set_string (key, name);
  put (sink, first ? "{\n" : ",\n", key);
  put (sink, ": ", value);
}

static void
add_string (JsonBuilder *builder,
            const char  *name,
            const char  *value)
{
  json_builder_set_member_name (builder, name);
  if (value == NULL)
    json_builder_add_null_value (builder);
  else
    {
      g_autofree char *valid = g_utf8_make_valid (value, -1);

      json_builder_add_string_value (builder, valid);
    }
}

static void
add_int (JsonBuilder *builder,
         const char  *name,
         gint64       value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_int_value (builder, value);
}

static void
add_boolean (JsonBuilder *builder,
             const char  *name,
             gboolean     value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_boolean_value (builder, value);
}

static void
add_label (JsonBuilder        *builder,
           const char         *name,
           const WadiScenario *scenario,
           WadiHex             hex)
{
  g_autofree char *label = wadi_scenario_location_label (scenario, hex);

  add_string (builder, name, label);
}

/* The words of a set of flags or features. */
static void
add_words (JsonBuilder *builder,
           const char  *name,
           char        *text /* taken */)
{
  g_auto(GStrv) words = g_strsplit (text != NULL ? text : "", " ", -1);

  g_free (text);
  json_builder_set_member_name (builder, name);
  json_builder_begin_array (builder);
  for (guint i = 0; words[i] != NULL; i++)
    if (*words[i] != '\0')
      json_builder_add_string_value (builder, words[i]);
  json_builder_end_array (builder);
}

static JsonNode *
string_node (const char *value)
{
  JsonNode *node = json_node_new (value != NULL ? JSON_NODE_VALUE : JSON_NODE_NULL);

  if (value != NULL)
    json_node_set_string (node, value);
  return node;
}

/* The SSRs the ruleset owns, as the file writes them. */
static JsonNode *
ssr_node (WadiRulesetId  ruleset,
          const WadiSsr *ssr)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  WadiSsrFields fields = wadi_ssr_fields_of (ruleset);

  json_builder_begin_object (builder);
  if (fields & WADI_SSR_STREAM_DEPTH)
    add_string (builder, "stream_depth", wadi_stream_depth_name (ssr->stream_depth));
  if (fields & WADI_SSR_FROZEN)
    add_boolean (builder, "frozen", ssr->frozen);
  if (fields & WADI_SSR_SNOW)
    add_boolean (builder, "snow", ssr->snow);
  if (fields & WADI_SSR_TOI_WADI_RULES)
    add_boolean (builder, "toi_wadi_rules", ssr->toi_wadi_rules);
  if (fields & WADI_SSR_TOI_STREAM_BRIDGES_BLOCK_LOS)
    add_boolean (builder, "toi_stream_bridges_block_los", ssr->toi_stream_bridges_block_los);
  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}

static JsonNode *
special_rules_node (const WadiScenario *scenario)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_array (builder);
  for (guint i = 0; i < scenario->special_rules->len; i++)
    {
      g_autofree char *valid = g_utf8_make_valid (g_ptr_array_index (scenario->special_rules, i), -1);

      json_builder_add_string_value (builder, valid);
    }
  json_builder_end_array (builder);
  return json_builder_get_root (builder);
}

static JsonNode *
sides_node (const WadiScenario *scenario)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_array (builder);
  for (guint i = 0; i < scenario->sides->len; i++)
    {
      const WadiScenarioSide *side = &g_array_index (scenario->sides, WadiScenarioSide, i);

      json_builder_begin_object (builder);
      add_string (builder, "name", side->name);
      add_string (builder, "nationality", side->nationality);
      add_boolean (builder, "moves_first", side->moves_first);
      add_boolean (builder, "sets_up_first", side->sets_up_first);
      add_string (builder, "setup", side->setup);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  return json_builder_get_root (builder);
}

static JsonNode *
grid_node (const WadiBoard *grid)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  add_string (builder, "orientation", orientation_name (grid->layout.orientation));
  add_string (builder, "stagger", grid->layout.stagger == WADI_STAGGER_EVEN ? "even" : "odd");
  add_int (builder, "columns", grid->cols);
  add_int (builder, "rows", grid->rows);
  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}

static JsonNode *
boards_node (const WadiScenario *scenario)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_array (builder);
  for (guint i = 0; i < wadi_map_board_count (scenario->map); i++)
    {
      const WadiMapBoard *board = wadi_map_get_board (scenario->map, i);

      json_builder_begin_object (builder);
      add_string (builder, "id", board->id);
      add_int (builder, "columns", board->cols);
      add_int (builder, "rows", board->rows);
      add_string (builder, "labels", board->labels.kind == WADI_LABEL_NUMERIC ? "numeric" : "asl");
      json_builder_set_member_name (builder, "origin");
      json_builder_begin_object (builder);
      add_int (builder, "column", board->origin.col);
      add_int (builder, "row", board->origin.row);
      json_builder_end_object (builder);
      add_int (builder, "turn", board->turn);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  return json_builder_get_root (builder);
}

static JsonNode *
overlays_node (const WadiScenario *scenario)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_array (builder);
  for (guint i = 0; i < scenario->placements->len; i++)
    {
      const WadiOverlayPlacement *placement = &g_array_index (scenario->placements, WadiOverlayPlacement, i);
      const WadiOverlay          *overlay = g_ptr_array_index (scenario->overlays, placement->overlay);

      json_builder_begin_object (builder);
      add_string (builder, "id", overlay->id);
      add_label (builder, "anchor", scenario, placement->anchor);
      add_int (builder, "orientation", placement->orientation);
      add_int (builder, "columns", overlay->fragment->cols);
      add_int (builder, "rows", overlay->fragment->rows);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  return json_builder_get_root (builder);
}

static void
add_counter (JsonBuilder        *builder,
             const WadiScenario *scenario,
             const WadiCounter  *counter)
{
  WadiGridOrientation orientation = wadi_scenario_grid (scenario)->layout.orientation;

  json_builder_begin_object (builder);
  add_int (builder, "id", counter->id);
  add_string (builder, "kind", wadi_counter_kind_name (counter->kind));
  add_label (builder, "hex", scenario, counter->hex);
  add_string (builder, "name", counter->name);
  add_boolean (builder, "hidden", counter->hidden);
  switch (counter->kind)
    {
    case WADI_COUNTER_UNIT:
      add_string (builder, "unit_class", wadi_unit_class_name (counter->unit_class));
      add_string (builder, "side", counter->side);
      add_string (builder, "strength", counter->strength);
      add_string (builder, "position", wadi_position_name (counter->position));
      break;
    case WADI_COUNTER_CREST:
      add_string (builder, "centre", wadi_direction_name (orientation, counter->centre));
      break;
    case WADI_COUNTER_VEHICLE_CREST:
      {
        WadiDirection sides[2];

        wadi_vertex_hexsides (counter->vertex, sides);
        add_string (builder, "unit_class", wadi_unit_class_name (counter->unit_class));
        add_string (builder, "strength", counter->strength);
        /* the vertex between two hexsides: "ne-se" */
        json_builder_set_member_name (builder, "vertex");
        json_builder_begin_array (builder);
        json_builder_add_string_value (builder, wadi_direction_name (orientation, sides[0]));
        json_builder_add_string_value (builder, wadi_direction_name (orientation, sides[1]));
        json_builder_end_array (builder);
        add_boolean (builder, "hd_rear", counter->hd_rear);
      }
      break;
    case WADI_COUNTER_FORD:
    case WADI_COUNTER_BRIDGE:
    case WADI_COUNTER_WIRE:
    case WADI_COUNTER_MINEFIELD:
    case WADI_COUNTER_FOXHOLE:
    case WADI_COUNTER_KIND_COUNT:
    default:
      break;
    }
  json_builder_end_object (builder);
}

static JsonNode *
counters_node (const WadiScenario      *scenario,
               const WadiExportOptions *options)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_array (builder);
  for (guint i = 0; i < scenario->counters->len; i++)
    {
      const WadiCounter *counter = &g_array_index (scenario->counters, WadiCounter, i);

      if (wadi_export_covers (scenario, options, counter->hex))
        add_counter (builder, scenario, counter);
    }
  json_builder_end_array (builder);
  return json_builder_get_root (builder);
}

static JsonNode *
diagnostics_node (const WadiScenario      *scenario,
                  const WadiExportOptions *options)
{
  static const char *const places[] = { "hex", "hexside", "vertex", "counter", "scenario" };
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(GArray) diagnostics = wadi_export_diagnostics (scenario);
  WadiGridOrientation orientation = wadi_scenario_grid (scenario)->layout.orientation;

  json_builder_begin_array (builder);
  for (guint i = 0; i < diagnostics->len; i++)
    {
      const WadiDiagnostic *diagnostic = &g_array_index (diagnostics, WadiDiagnostic, i);

      if (diagnostic->place != WADI_DIAG_AT_SCENARIO && !wadi_export_covers (scenario, options, diagnostic->hex))
        continue;
      json_builder_begin_object (builder);
      add_string (builder, "code", diagnostic->code);
      add_string (builder, "severity", wadi_severity_name (diagnostic->severity));
      add_string (builder, "rule", diagnostic->rule);
      add_string (builder, "message", diagnostic->message);
      add_string (builder, "place", places[diagnostic->place]);
      if (diagnostic->place != WADI_DIAG_AT_SCENARIO)
        add_label (builder, "hex", scenario, diagnostic->hex);
      if (diagnostic->place == WADI_DIAG_AT_HEXSIDE)
        {
          add_label (builder, "hexside_hex", scenario, diagnostic->hexside.hex);
          add_string (builder, "hexside_direction", wadi_direction_name (orientation, diagnostic->hexside.dir));
        }
      if (diagnostic->place == WADI_DIAG_AT_COUNTER)
        add_int (builder, "counter", diagnostic->counter);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  return json_builder_get_root (builder);
}

static JsonNode *
hex_node (const WadiScenario *scenario,
          const WadiBoard    *composed,
          WadiHex             hex)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  const WadiHexCell *cell = wadi_board_cell (composed, hex);
  json_builder_begin_object (builder);
  add_label (builder, "hex", scenario, hex);
  add_int (builder, "column", hex.col);
  add_int (builder, "row", hex.row);
  add_string (builder, "terrain", wadi_terrain_name (cell->terrain));
  add_int (builder, "level", cell->level);
  add_string (builder, "depression", wadi_depression_name (cell->depression));
  if (cell->depression != WADI_DEPRESSION_NONE)
    add_int (builder, "floor", cell->floor);
  add_words (builder, "flags", wadi_hex_flags_to_string (cell->flags));
  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}

static JsonNode *
hexside_node (const WadiScenario *scenario,
              const WadiBoard    *composed,
              WadiHex             hex,
              WadiDirection       dir,
              guint               features)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  WadiHex other = wadi_hex_neighbor (composed->layout, hex, dir);

  /* named from a hex of the map */
  if (!wadi_board_contains (composed, hex))
    {
      WadiHex swap = hex;

      hex = other;
      other = swap;
      dir = (dir + 3) % WADI_DIRECTION_COUNT;
    }
  json_builder_begin_object (builder);
  add_label (builder, "hex", scenario, hex);
  add_string (builder, "direction", wadi_direction_name (composed->layout.orientation, dir));
  json_builder_set_member_name (builder, "neighbour");
  if (wadi_board_contains (composed, other))
    {
      g_autofree char *label = wadi_scenario_location_label (scenario, other);

      json_builder_add_string_value (builder, label);
    }
  else
    json_builder_add_null_value (builder);
  add_words (builder, "features", wadi_side_features_to_string (features));
  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}

gboolean
wadi_export_write_json (const WadiScenario      *scenario,
                        const WadiExportOptions *options,
                        WadiExportSink          *sink,
                        WadiExportProgress       progress,
                        gpointer                 progress_data,
                        GError                 **error)
{
  g_autoptr(WadiBoard) composed = wadi_scenario_compose_map (scenario);
  g_autofree char *generator = g_strdup_printf ("Wadi %s", PACKAGE_VERSION);
  JsonNode        *node;
  gboolean         first;

  g_return_val_if_fail (composed != NULL, FALSE);

#define MEMBER(first, name, value)            \
  G_STMT_START                                \
  {                                           \
    node = (value);                           \
    put_member (sink, (first), (name), node); \
    json_node_unref (node);                   \
  }                                           \
  G_STMT_END

  MEMBER (TRUE, "format", string_node ("wadi-scenario"));
  node = json_node_new (JSON_NODE_VALUE);
  json_node_set_int (node, WADI_JSON_VERSION);
  put_member (sink, FALSE, "version", node);
  json_node_unref (node);
  MEMBER (FALSE, "generator", string_node (generator));
  MEMBER (FALSE, "kind", string_node (scenario->is_overlay ? "overlay" : "scenario"));
  MEMBER (FALSE, "title", string_node (scenario->title));
  MEMBER (FALSE, "author", string_node (scenario->author));
  MEMBER (FALSE, "description", string_node (scenario->description));
  MEMBER (FALSE, "date_place", string_node (scenario->date_place));
  MEMBER (FALSE, "victory", string_node (scenario->victory));
  MEMBER (FALSE, "aftermath", string_node (scenario->aftermath));
  node = json_node_new (scenario->turns > 0 ? JSON_NODE_VALUE : JSON_NODE_NULL);
  /* a whole number, or with a last half turn 6.5 */
  if (scenario->turns > 0 && scenario->half_turn)
    json_node_set_double (node, scenario->turns + 0.5);
  else if (scenario->turns > 0)
    json_node_set_int (node, scenario->turns);
  put_member (sink, FALSE, "turns", node);
  json_node_unref (node);
  MEMBER (FALSE, "ruleset", string_node (wadi_ruleset_name (scenario->ruleset)));
  MEMBER (FALSE, "ssr", ssr_node (scenario->ruleset, &scenario->ssr));
  MEMBER (FALSE, "special_rules", special_rules_node (scenario));
  MEMBER (FALSE, "sides", sides_node (scenario));
  MEMBER (FALSE, "grid", grid_node (composed));
  MEMBER (FALSE, "boards", boards_node (scenario));
  MEMBER (FALSE, "overlays", overlays_node (scenario));
  MEMBER (FALSE, "counters", counters_node (scenario, options));
  if (options->diagnostics)
    MEMBER (FALSE, "diagnostics", diagnostics_node (scenario, options));
#undef MEMBER

  /* the hexes and hexsides, one a line, streamed */
  wadi_export_sink_printf (sink, ",\n\"hexes\": [");
  first = TRUE;
  for (int row = 0; row < composed->rows && wadi_export_sink_ok (sink); row++)
    {
      for (int col = 0; col < composed->cols; col++)
        {
          WadiHex hex = { col, row };

          if (!wadi_export_covers (scenario, options, hex))
            continue;
          node = hex_node (scenario, composed, hex);
          put (sink, first ? "\n" : ",\n", node);
          json_node_unref (node);
          first = FALSE;
        }
      if (progress != NULL)
        progress (0.8 * (row + 1) / composed->rows, progress_data);
    }
  wadi_export_sink_printf (sink, "\n],\n\"hexsides\": [");
  first = TRUE;
  for (int row = -1; row <= composed->rows && wadi_export_sink_ok (sink); row++)
    for (int col = -1; col <= composed->cols; col++)
      for (WadiDirection dir = 0; dir < 3; dir++)
        {
          WadiHex hex = { col, row };
          WadiHex other = wadi_hex_neighbor (composed->layout, hex, dir);
          guint   features = wadi_board_get_side (composed, (WadiHexside) { hex, dir });

          if (features == 0
              || !(wadi_export_covers (scenario, options, hex) || wadi_export_covers (scenario, options, other)))
            continue;
          node = hexside_node (scenario, composed, hex, dir, features);
          put (sink, first ? "\n" : ",\n", node);
          json_node_unref (node);
          first = FALSE;
        }
  wadi_export_sink_printf (sink, "\n]\n}\n");
  (void) error;
  return TRUE;
}
