/* wadi-trace-samples.c: the colour samples of each class, and their JSON */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <json-glib/json-glib.h>
#include <math.h>
#include <string.h>

#include "wadi-file-source.h"
#include "wadi-ruleset.h"
#include "wadi-safe-file.h"
#include "wadi-trace-align.h"
#include "wadi-trace-samples.h"

#define FORMAT_VERSION 1
#define MAX_MIB (WADI_TRACE_SAMPLES_MAX_BYTES / (1024 * 1024))

typedef struct
{
  WadiTraceClass  klass;
  WadiTraceColour colour;
} HexSample;

typedef struct
{
  guint           features;
  WadiTraceColour colour;
} SideSample;

struct _WadiTraceSamples
{
  GArray *hexes; /* HexSample */
  GArray *sides; /* SideSample */
};

G_DEFINE_BOXED_TYPE (WadiTraceSamples, wadi_trace_samples, wadi_trace_samples_copy, wadi_trace_samples_free)

char *
wadi_trace_class_to_string (WadiTraceClass klass)
{
  if (klass.depression == WADI_DEPRESSION_NONE)
    return g_strdup (wadi_terrain_name (klass.terrain));
  return g_strdup_printf ("%s/%s", wadi_terrain_name (klass.terrain), wadi_depression_name (klass.depression));
}

gboolean
wadi_trace_class_from_string (const char     *text,
                              WadiTraceClass *klass)
{
  const char      *slash = strchr (text, '/');
  g_autofree char *terrain = g_strndup (text, slash != NULL ? (gsize) (slash - text) : strlen (text));
  WadiTraceClass   found = { WADI_TERRAIN_OPEN, WADI_DEPRESSION_NONE };

  if (!wadi_terrain_from_name (terrain, &found.terrain))
    return FALSE;
  if (slash != NULL && !wadi_depression_from_name (slash + 1, &found.depression))
    return FALSE;
  *klass = found;
  return TRUE;
}

WadiTraceSamples *
wadi_trace_samples_new (void)
{
  WadiTraceSamples *samples = g_new0 (WadiTraceSamples, 1);

  samples->hexes = g_array_new (FALSE, FALSE, sizeof (HexSample));
  samples->sides = g_array_new (FALSE, FALSE, sizeof (SideSample));
  return samples;
}

WadiTraceSamples *
wadi_trace_samples_copy (const WadiTraceSamples *samples)
{
  WadiTraceSamples *copy = wadi_trace_samples_new ();

  g_array_append_vals (copy->hexes, samples->hexes->data, samples->hexes->len);
  g_array_append_vals (copy->sides, samples->sides->data, samples->sides->len);
  return copy;
}

void
wadi_trace_samples_free (WadiTraceSamples *samples)
{
  if (samples == NULL)
    return;
  g_array_unref (samples->hexes);
  g_array_unref (samples->sides);
  g_free (samples);
}

guint
wadi_trace_samples_get_count (const WadiTraceSamples *samples)
{
  return samples->hexes->len;
}

void
wadi_trace_samples_get (const WadiTraceSamples *samples,
                        guint                   index,
                        WadiTraceClass         *klass,
                        WadiTraceColour        *colour)
{
  const HexSample *sample;

  g_return_if_fail (index < samples->hexes->len);
  sample = &g_array_index (samples->hexes, HexSample, index);
  if (klass != NULL)
    *klass = sample->klass;
  if (colour != NULL)
    *colour = sample->colour;
}

void
wadi_trace_samples_add (WadiTraceSamples      *samples,
                        WadiTraceClass         klass,
                        const WadiTraceColour *colour)
{
  HexSample sample = { klass, *colour };

  g_array_append_val (samples->hexes, sample);
}

GArray *
wadi_trace_samples_classes (const WadiTraceSamples *samples)
{
  GArray *classes = g_array_new (FALSE, FALSE, sizeof (WadiTraceClass));

  for (guint i = 0; i < samples->hexes->len; i++)
    {
      WadiTraceClass klass = g_array_index (samples->hexes, HexSample, i).klass;
      gboolean       seen = FALSE;

      for (guint j = 0; j < classes->len && !seen; j++)
        seen = wadi_trace_class_equal (g_array_index (classes, WadiTraceClass, j), klass);
      if (!seen)
        g_array_append_val (classes, klass);
    }
  return classes;
}

gboolean
wadi_trace_samples_add_hex (WadiTraceSamples       *samples,
                            const WadiTracePicture *picture,
                            const WadiSimilarity   *s,
                            WadiGridLayout          layout,
                            WadiHex                 hex,
                            WadiTraceClass          klass,
                            GError                **error)
{
  WadiTraceColour colour;

  if (!wadi_trace_read_hex (picture, s, layout, hex, &colour))
    {
      g_set_error (error, WADI_TRACE_ERROR, WADI_TRACE_ERROR_OUTSIDE,
                   _("The hex is not on the picture"));
      return FALSE;
    }
  wadi_trace_samples_add (samples, klass, &colour);
  return TRUE;
}

gboolean
wadi_trace_samples_add_board_hex (WadiTraceSamples       *samples,
                                  const WadiTracePicture *picture,
                                  const WadiSimilarity   *s,
                                  const WadiBoard        *board,
                                  WadiHex                 hex,
                                  WadiTraceClass          klass,
                                  GError                **error)
{
  WadiSimilarity   inverse = WADI_SIMILARITY_IDENTITY;
  WadiTraceHexPart part;
  WadiTraceColour  colour;

  wadi_trace_hex_part (board, hex, &part);
  if (!wadi_similarity_invert (s, &inverse)
      || !wadi_trace_colour_read_hex_part (picture, &inverse, board->layout, hex, &part, &colour))
    {
      g_set_error (error, WADI_TRACE_ERROR, WADI_TRACE_ERROR_OUTSIDE,
                   _("The hex is not on the picture"));
      return FALSE;
    }
  wadi_trace_samples_add (samples, klass, &colour);
  return TRUE;
}

guint
wadi_trace_samples_get_side_count (const WadiTraceSamples *samples)
{
  return samples->sides->len;
}

void
wadi_trace_samples_get_side (const WadiTraceSamples *samples,
                             guint                   index,
                             guint                  *features,
                             WadiTraceColour        *colour)
{
  const SideSample *sample;

  g_return_if_fail (index < samples->sides->len);
  sample = &g_array_index (samples->sides, SideSample, index);
  if (features != NULL)
    *features = sample->features;
  if (colour != NULL)
    *colour = sample->colour;
}

void
wadi_trace_samples_add_side_colour (WadiTraceSamples      *samples,
                                    guint                  features,
                                    const WadiTraceColour *colour)
{
  SideSample sample = { features, *colour };

  g_array_append_val (samples->sides, sample);
}

gboolean
wadi_trace_samples_add_side (WadiTraceSamples       *samples,
                             const WadiTracePicture *picture,
                             const WadiSimilarity   *s,
                             WadiGridLayout          layout,
                             WadiHexside             side,
                             guint                   features,
                             GError                **error)
{
  WadiTraceColour colour;

  if (!wadi_trace_read_side (picture, s, layout, side, &colour))
    {
      g_set_error (error, WADI_TRACE_ERROR, WADI_TRACE_ERROR_OUTSIDE,
                   _("The hexside is not on the picture"));
      return FALSE;
    }
  wadi_trace_samples_add_side_colour (samples, features, &colour);
  return TRUE;
}

gboolean
wadi_trace_samples_check_ruleset (const WadiTraceSamples *samples,
                                  WadiRulesetId           ruleset_id,
                                  GError                **error)
{
  const WadiRuleset *ruleset = wadi_ruleset_get (ruleset_id);

  if (samples->hexes->len == 0)
    {
      g_set_error (error, WADI_TRACE_ERROR, WADI_TRACE_ERROR_SAMPLES,
                   _("The samples have no hex samples"));
      return FALSE;
    }
  for (guint i = 0; i < samples->hexes->len; i++)
    {
      WadiTraceClass klass = g_array_index (samples->hexes, HexSample, i).klass;

      if (!wadi_ruleset_knows_terrain (ruleset, klass.terrain)
          || !wadi_ruleset_knows_depression (ruleset, klass.depression))
        {
          g_autofree char *name = wadi_trace_class_to_string (klass);

          g_set_error (error, WADI_TRACE_ERROR, WADI_TRACE_ERROR_SAMPLES,
                       _("Sample %u is “%s”, which the ruleset %s does not know"),
                          i + 1, name, ruleset->name);
          return FALSE;
        }
    }
  for (guint i = 0; i < samples->sides->len; i++)
    {
      guint    features = g_array_index (samples->sides, SideSample, i).features;
      gboolean known = features == 0;

      for (guint j = 0; j < ruleset->n_side_features && !known; j++)
        known = features == (guint) ruleset->side_features[j];
      if (!known)
        {
          g_set_error (error, WADI_TRACE_ERROR, WADI_TRACE_ERROR_SAMPLES,
                       _("Hexside sample %u is “%s”, which the ruleset %s does not know"),
                          i + 1, wadi_side_feature_name (features), ruleset->name);
          return FALSE;
        }
    }
  return TRUE;
}

/* JSON */

static void
add_triple (JsonBuilder *builder,
            const char  *name,
            const float  v[3])
{
  json_builder_set_member_name (builder, name);
  json_builder_begin_array (builder);
  for (int c = 0; c < 3; c++)
    /* to a quarter of a CIELAB unit, far below the 2 or so the eye tells
     * apart: a binary fraction, which json-glib's 17 digits print exactly
     * (a hundredth printed as 92.620000000000005) */
    json_builder_add_double_value (builder, round (v[c] * 4.0) / 4.0);
  json_builder_end_array (builder);
}

char *
wadi_trace_samples_to_json (const WadiTraceSamples *samples)
{
  g_autoptr (JsonBuilder) builder = json_builder_new ();
  g_autoptr (JsonGenerator) generator = json_generator_new ();
  g_autoptr (JsonNode) root = NULL;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "wadi-trace-samples");
  json_builder_add_int_value (builder, FORMAT_VERSION);
  json_builder_set_member_name (builder, "hexes");
  json_builder_begin_array (builder);
  for (guint i = 0; i < samples->hexes->len; i++)
    {
      const HexSample *sample = &g_array_index (samples->hexes, HexSample, i);
      g_autofree char *name = wadi_trace_class_to_string (sample->klass);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "class");
      json_builder_add_string_value (builder, name);
      add_triple (builder, "mean", sample->colour.mean);
      add_triple (builder, "spread", sample->colour.spread);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "hexsides");
  json_builder_begin_array (builder);
  for (guint i = 0; i < samples->sides->len; i++)
    {
      const SideSample *sample = &g_array_index (samples->sides, SideSample, i);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "feature");
      json_builder_add_string_value (builder, sample->features == 0 ? "none" : wadi_side_feature_name (sample->features));
      add_triple (builder, "mean", sample->colour.mean);
      add_triple (builder, "spread", sample->colour.spread);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);
  json_generator_set_pretty (generator, TRUE);
  return json_generator_to_data (generator, NULL);
}

static gboolean
bad_json (GError    **error,
          const char *where,
          const char *what)
{
  g_set_error (error, WADI_TRACE_ERROR, WADI_TRACE_ERROR_SAMPLES,
               _("Trace samples: %s: expected %s"), where, what);
  return FALSE;
}

static void
refuse_size (GError **error)
{
  g_autofree char *most = g_strdup_printf (_("at most %d MiB"), MAX_MIB);

  bad_json (error, _("the file"), most);
}

static gboolean
read_triple (JsonObject *object,
             const char *name,
             const char *where,
             gboolean    side,
             float       out[3],
             GError    **error)
{
  JsonNode        *node = json_object_get_member (object, name);
  JsonArray       *array;
  g_autofree char *place = g_strdup_printf ("%s, “%s”", where, name);

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node)
      || json_array_get_length (array = json_node_get_array (node)) != 3)
    return bad_json (error, place, _("an array of 3 numbers"));
  for (guint c = 0; c < 3; c++)
    {
      JsonNode *v = json_array_get_element (array, c);
      double    d;

      if (!JSON_NODE_HOLDS_VALUE (v) || (json_node_get_value_type (v) != G_TYPE_DOUBLE && json_node_get_value_type (v) != G_TYPE_INT64))
        return bad_json (error, place, _("an array of 3 numbers"));
      d = json_node_get_double (v);
      if (!isfinite (d) || fabs (d) > 1000.0)
        return bad_json (error, place, _("numbers between -1000 and 1000"));
      out[c] = (float) d;
    }
  /* a hexside's spread is relative to what lies beside it */
  if (g_str_equal (name, "spread") && !side && (out[0] < 0 || out[1] < 0 || out[2] < 0))
    return bad_json (error, place, _("numbers that are not negative"));
  return TRUE;
}

static gboolean
read_entry (WadiTraceSamples *samples,
            JsonNode         *node,
            gboolean          side,
            guint             index,
            GError          **error)
{
  g_autofree char *where = g_strdup_printf (side ? _("hexside sample %u") : _("hex sample %u"), index + 1);
  JsonObject      *object;
  JsonNode        *member;
  const char      *name;
  WadiTraceColour  colour;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    return bad_json (error, where, _("an object"));
  object = json_node_get_object (node);
  /* not json_object_get_string_member_with_default (): an array or an
   * object there is a critical warning, not the default */
  member = json_object_get_member (object, side ? "feature" : "class");
  name = member != NULL && JSON_NODE_HOLDS_VALUE (member) && json_node_get_value_type (member) == G_TYPE_STRING
             ? json_node_get_string (member)
             : NULL;
  if (name == NULL)
    return bad_json (error, where, side ? _("a “feature” string") : _("a “class” string"));
  if (!read_triple (object, "mean", where, side, colour.mean, error)
      || !read_triple (object, "spread", where, side, colour.spread, error))
    return FALSE;
  if (side)
    {
      guint features = 0;

      if (!g_str_equal (name, "none")
          && (!wadi_side_features_from_string (name, &features, NULL) || features == 0
              || (features & (features - 1)) != 0))
        return bad_json (error, where, _("one hexside feature (wall, hedge, cliff …) or “none”"));
      wadi_trace_samples_add_side_colour (samples, features, &colour);
    }
  else
    {
      WadiTraceClass klass;

      if (!wadi_trace_class_from_string (name, &klass))
        return bad_json (error, where, _("a terrain, or a terrain/depression (“woods”, “open/stream”)"));
      wadi_trace_samples_add (samples, klass, &colour);
    }
  return TRUE;
}

static gboolean
read_list (WadiTraceSamples *samples,
           JsonObject       *root,
           gboolean          side,
           GError          **error)
{
  const char *member = side ? "hexsides" : "hexes";
  JsonNode   *node = json_object_get_member (root, member);
  JsonArray  *array;
  guint       n;

  if (node == NULL && side)
    return TRUE;
  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    return bad_json (error, member, _("an array"));
  array = json_node_get_array (node);
  n = json_array_get_length (array);
  if (n > WADI_TRACE_SAMPLES_MAX)
    {
      g_autofree char *most = g_strdup_printf (_("at most %d samples"), WADI_TRACE_SAMPLES_MAX);

      return bad_json (error, member, most);
    }
  for (guint i = 0; i < n; i++)
    if (!read_entry (samples, json_array_get_element (array, i), side, i, error))
      return FALSE;
  return TRUE;
}

/* Where the text stops being UTF-8 (or has a NUL), as a line and a
 * column of characters, both from 1. */
static void
refuse_encoding (const char *text,
                 const char *end,
                 GError    **error)
{
  g_autofree char *where = NULL;
  const char      *line = text;
  guint            n = 1;

  for (const char *p = text; p < end; p++)
    if (*p == '\n')
      n++, line = p + 1;
  where = g_strdup_printf (_("line %u, column %ld"), n, g_utf8_strlen (line, end - line) + 1);
  bad_json (error, where, _("UTF-8 text (no byte 0x00, no other encoding)"));
}

/* json-glib's "<data>:LINE:COLUMN: Parse error: …" said for a file. */
static void
refuse_syntax (const GError *local,
               GError      **error)
{
  const char *message = local->message;
  char       *end = NULL;
  guint64     line, column;

  if (g_str_has_prefix (message, "<data>:"))
    {
      line = g_ascii_strtoull (message + 7, &end, 10);
      if (end != NULL && *end == ':')
        {
          column = g_ascii_strtoull (end + 1, &end, 10);
          if (end != NULL && g_str_has_prefix (end, ": "))
            {
              g_set_error (error, WADI_TRACE_ERROR, WADI_TRACE_ERROR_SAMPLES,
                           _("Trace samples: line %u, column %u: %s"), (guint) line, (guint) column, end + 2);
              return;
            }
        }
    }
  g_set_error (error, WADI_TRACE_ERROR, WADI_TRACE_ERROR_SAMPLES, _("Trace samples: %s"), message);
}

/* json-glib parses by recursion, so that a file of a hundred thousand
 * "[" overflows the stack: nesting is counted before it parses.  A
 * samples file nests four levels deep.  json-glib also reads comments
 * and single-quoted strings, which JSON has not: they are refused here,
 * so that no quote hidden in them hides brackets from the count. */
#define MAX_JSON_DEPTH 32 /* as check_structure ()'s message says */

static gboolean
check_structure (const char *text,
                 gsize       length,
                 GError    **error)
{
  guint       depth = 0, line = 1;
  gsize       line_start = 0;
  gboolean    in_string = FALSE, escaped = FALSE;
  const char *what = NULL;

  for (gsize i = 0; i < length && what == NULL; i++)
    {
      char c = text[i];

      if (c == '\n')
        {
          line++;
          line_start = i + 1;
        }
      if (in_string)
        {
          if (escaped)
            escaped = FALSE;
          else if (c == '\\')
            escaped = TRUE;
          else if (c == '"')
            in_string = FALSE;
          continue;
        }
      if (c == '"')
        in_string = TRUE;
      else if (c == '\'' || c == '/')
        what = _("a single-quoted string or a comment, expected JSON");
      else if ((c == '[' || c == '{') && ++depth > MAX_JSON_DEPTH)
        what = _("nested too deeply, expected at most 32 levels of arrays and objects");
      else if ((c == ']' || c == '}') && depth > 0)
        depth--;
      if (what != NULL)
        g_set_error (error, WADI_TRACE_ERROR, WADI_TRACE_ERROR_SAMPLES, _("Trace samples: line %u, column %u: %s"), line, (guint) (i - line_start + 1), what);
    }
  return what == NULL;
}

WadiTraceSamples *
wadi_trace_samples_new_from_json (const char *text,
                                  gssize      length,
                                  GError    **error)
{
  g_autoptr (JsonParser) parser = json_parser_new_immutable ();
  g_autoptr (WadiTraceSamples) samples = wadi_trace_samples_new ();
  g_autoptr (GError) local = NULL;
  JsonNode   *root;
  JsonObject *object;
  JsonNode   *version;
  const char *end = NULL;

  if (length < 0)
    length = (gssize) strlen (text);
  if (length > WADI_TRACE_SAMPLES_MAX_BYTES)
    {
      refuse_size (error);
      return NULL;
    }
  /* json-glib refuses them too, but without saying where */
  if (!g_utf8_validate_len (text, (gsize) length, &end))
    {
      refuse_encoding (text, end, error);
      return NULL;
    }
  if (!check_structure (text, (gsize) length, error))
    return NULL;
  if (!json_parser_load_from_data (parser, text, length, &local))
    {
      refuse_syntax (local, error);
      return NULL;
    }
  root = json_parser_get_root (parser);
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    return bad_json (error, _("the file"), _("an object")), NULL;
  object = json_node_get_object (root);
  version = json_object_get_member (object, "wadi-trace-samples");
  if (version == NULL || json_node_get_value_type (version) != G_TYPE_INT64
      || json_node_get_int (version) != FORMAT_VERSION)
    return bad_json (error, "“wadi-trace-samples”", _("version 1")), NULL;
  if (!read_list (samples, object, FALSE, error) || !read_list (samples, object, TRUE, error))
    return NULL;
  return g_steal_pointer (&samples);
}

/* What load would refuse, save does not write. */
static gboolean
refuse_save (GError    **error,
             const char *why)
{
  g_set_error (error, WADI_TRACE_ERROR, WADI_TRACE_ERROR_SAMPLES,
               _("Trace samples: not saved, the file would not load again: %s; nothing was written"), why);
  return FALSE;
}

static gboolean
check_counts (const WadiTraceSamples *samples,
              GError                **error)
{
  g_autofree char *why = NULL;

  if (samples->hexes->len > WADI_TRACE_SAMPLES_MAX)
    why = g_strdup_printf (_("%'u hex samples, expected at most %'d"), samples->hexes->len, WADI_TRACE_SAMPLES_MAX);
  else if (samples->sides->len > WADI_TRACE_SAMPLES_MAX)
    why = g_strdup_printf (_("%'u hexside samples, expected at most %'d"), samples->sides->len, WADI_TRACE_SAMPLES_MAX);
  return why == NULL || refuse_save (error, why);
}

static gboolean
check_size (gsize    length,
            GError **error)
{
  g_autofree char *why = NULL;

  if (length <= WADI_TRACE_SAMPLES_MAX_BYTES)
    return TRUE;
  why = g_strdup_printf (_("its JSON would be %zu bytes long, expected at most %d MiB"), length, MAX_MIB);
  return refuse_save (error, why);
}

gboolean
wadi_trace_samples_save (const WadiTraceSamples *samples,
                         GFile                  *file,
                         GCancellable           *cancellable,
                         GError                **error)
{
  g_autofree char *text = NULL;
  g_autofree char *path = g_file_get_path (file);
  g_autoptr(WadiSafeFile) out = NULL;

  if (!check_counts (samples, error))
    return FALSE;
  text = wadi_trace_samples_to_json (samples);
  if (!check_size (strlen (text), error))
    return FALSE;
  /* the one safe sink of Save and export: links followed, devices
   * refused, the owner and mode kept, nothing half-written */
  if (path == NULL)
    {
      g_autofree char *uri = g_file_get_uri (file);

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, _("%s is not a local file"), uri);
      return FALSE;
    }
  out = wadi_safe_file_open (path, "samples", WADI_SAFE_FILE_DEFAULT, error);
  if (out == NULL || !wadi_safe_file_write (out, text, strlen (text), error))
    return FALSE;
  return wadi_safe_file_commit (g_steal_pointer (&out), cancellable, error);
}

WadiTraceSamples *
wadi_trace_samples_load (GFile        *file,
                         GCancellable *cancellable,
                         GError      **error)
{
  g_autoptr (GError) local = NULL;
  g_autofree char *most = g_strdup_printf ("%d MiB", MAX_MIB);
  g_autoptr (GBytes) bytes = wadi_file_source_read (file, WADI_TRACE_SAMPLES_MAX_BYTES, most, cancellable, &local);
  gsize       length = 0;
  const char *text;

  if (bytes == NULL && g_error_matches (local, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE))
    {
      refuse_size (error);
      return NULL;
    }
  if (bytes == NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local));
      return NULL;
    }
  text = g_bytes_get_data (bytes, &length);
  return wadi_trace_samples_new_from_json (length > 0 ? text : "", (gssize) length, error);
}
