/* wadi-cli-trace.c: wadi-cli trace FILE --board ID --image PIC --align …
 * --samples SAMPLES.json | --sample CLASS=HEX,…: a board's terrain
 * suggested from its picture */
#include "config.h"

#include <math.h>
#include <string.h>

#include "wadi-cli-private.h"
#include "wadi-trace.h"

/* The most alignment points: a few are clicked, more add nothing. */
#define MAX_PAIRS 64

typedef struct
{
  char    *board_id;
  char    *image;
  char    *align;
  char    *samples;
  char   **sample_hexes; /* --sample CLASS=HEX,… */
  char    *save_samples;
  char    *output;
  char    *min_confidence_text; /* as typed, NULL: not given */
  double   min_confidence;
  gboolean force;
} TraceArgs;

static void
trace_args_clear (TraceArgs *args)
{
  g_free (args->board_id);
  g_free (args->image);
  g_free (args->align);
  g_free (args->samples);
  g_strfreev (args->sample_hexes);
  g_free (args->save_samples);
  g_free (args->output);
  g_free (args->min_confidence_text);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (TraceArgs, trace_args_clear)

/* "X,Y": two numbers of picture pixels. */
static gboolean
parse_point (const char *text,
             double     *x,
             double     *y)
{
  char *end = NULL;

  *x = g_ascii_strtod (text, &end);
  if (end == text || *end != ',')
    return FALSE;
  text = end + 1;
  *y = g_ascii_strtod (text, &end);
  if (end == text || *end != '\0')
    return FALSE;
  return isfinite (*x) && isfinite (*y) && fabs (*x) < 1e7 && fabs (*y) < 1e7;
}

/* --align 'HEX=X,Y;HEX=X,Y;…': each hex of the board (D7 or 25D7) and
 * the picture pixel of its centre. */
static gboolean
parse_align (const WadiCliCommand *command,
             const WadiBoard      *board,
             const char           *text,
             GArray               *pairs,
             int                  *status)
{
  g_auto (GStrv) items = g_strsplit (text, ";", -1);

  for (guint i = 0; items[i] != NULL; i++)
    {
      g_autofree char *item = g_strstrip (g_strdup (items[i]));
      char            *equals = strchr (item, '=');
      g_autoptr (GError) error = NULL;
      WadiTracePair pair;
      WadiHex       hex;

      if (*item == '\0' && items[i + 1] == NULL && i > 0)
        break; /* a trailing ';' */
      if (equals == NULL)
        {
          *status = wadi_cli_usage_error (command, _("--align: point %u “%s”: expected HEX=X,Y (“D7=120,344”)"),
                                                      i + 1, item);
          return FALSE;
        }
      *equals = '\0';
      if (!wadi_board_parse_hex (board, g_strstrip (item), &hex, &error)
          || !wadi_board_contains (board, hex))
        {
          *status = wadi_cli_usage_error (command, _("--align: point %u: “%s” is not a hex of board %s%s%s"),
                                                      i + 1, item, board->id, error != NULL ? ": " : "",
                                                      error != NULL ? error->message : "");
          return FALSE;
        }
      if (!parse_point (equals + 1, &pair.picture_x, &pair.picture_y))
        {
          *status = wadi_cli_usage_error (command, _("--align: point %u: “%s” is not a picture point: expected X,Y in pixels (“120,344”)"),
                                                      i + 1, equals + 1);
          return FALSE;
        }
      if (pairs->len == MAX_PAIRS)
        {
          *status = wadi_cli_usage_error (command, _("--align: more than %d points"), MAX_PAIRS);
          return FALSE;
        }
      wadi_hex_center (board->layout, hex, &pair.board_x, &pair.board_y);
      g_array_append_val (pairs, pair);
    }
  return TRUE;
}

/* Refuses points that miss their hexes by more than a quarter of the
 * distance between hex centres: a point clicked on another hex, X and Y
 * swapped, the hexes given in another order than their points, or a
 * mirrored picture (the fit has no mirror image).  Traced, any of them
 * gives a board of wrong suggestions without a word. */
static gboolean
check_fit (const WadiCliCommand *command,
           const WadiSimilarity *s,
           double                rms,
           int                  *status)
{
  double hex_px = 1.0 / wadi_similarity_scale (s);

  /* which point is wrong the fit cannot tell: least squares spreads
   * one point's error over all of them */
  if (rms <= 0.25 * hex_px)
    return TRUE;
  *status = wadi_cli_usage_error (command,
                                  _("--align: the points miss their hexes' centres by %.1f px (root mean square), "
                                    "where neighbouring centres are %.1f px apart: expected each point on its hex's centre; "
                                    "is one on another hex, X and Y swapped, the points in another order than their hexes, "
                                    "or the picture mirrored?"),
                                     rms, hex_px);
  return FALSE;
}

static void
print_text (const WadiScenario    *scenario,
            guint                  board_index,
            const WadiBoard       *board,
            const WadiTraceResult *result,
            double                 rms)
{
  const WadiTraceSuggestion *suggestions;
  guint                      n, low = 0;
  char                       number[G_ASCII_DTOSTR_BUF_SIZE];

  suggestions = wadi_trace_result_get_suggestions (result, &n);
  for (guint i = 0; i < n; i++)
    low += suggestions[i].confidence < WADI_TRACE_LOW_CONFIDENCE;
  /* an answer: English, as every answer of wadi-cli (docs/cli.md), its
   * numbers with a point whatever the locale (a German one wrote "0,85") */
  g_print ("board %s: %u hexes traced, %u of low confidence (below %s); ", board->id, n, low,
           g_ascii_formatd (number, sizeof number, "%.1f", WADI_TRACE_LOW_CONFIDENCE));
  if (rms >= 0.0)
    g_print ("alignment residual %s px\n", g_ascii_formatd (number, sizeof number, "%.2f", rms));
  else
    g_print ("the alignment stored with its background picture\n");
  for (guint i = 0; i < n; i++)
    {
      const WadiTraceSuggestion *s = &suggestions[i];
      g_autofree char           *name = wadi_cli_hex_name (scenario, wadi_map_to_map (scenario->map, board_index, s->hex));
      g_autofree char           *klass = wadi_trace_class_to_string (s->klass);

      g_print ("%s %s %s%s", name, klass, g_ascii_formatd (number, sizeof number, "%.2f", s->confidence),
               s->confidence < WADI_TRACE_LOW_CONFIDENCE ? " ?" : "");
      for (WadiDirection d = 0; d < 3; d++)
        if (s->sides[d] != 0)
          {
            g_autofree char *side = wadi_cli_hexside_name (scenario, wadi_map_to_map (scenario->map, board_index, s->hex),
                                                           wadi_map_board_direction (wadi_map_get_board (scenario->map, board_index), d));
            g_print ("  %s %s %s", side, wadi_side_feature_name (s->sides[d]),
                     g_ascii_formatd (number, sizeof number, "%.2f", s->side_confidence[d]));
          }
      g_print ("\n");
    }
}

static void
print_json (const char            *file,
            const WadiScenario    *scenario,
            guint                  board_index,
            const WadiBoard       *board,
            const WadiTraceResult *result,
            double                 rms)
{
  g_autoptr (WadiCliJson) json = wadi_cli_json_new ();
  const WadiTraceSuggestion *suggestions;
  guint                      n, low = 0;

  suggestions = wadi_trace_result_get_suggestions (result, &n);
  for (guint i = 0; i < n; i++)
    low += suggestions[i].confidence < WADI_TRACE_LOW_CONFIDENCE;
  wadi_cli_json_begin_object (json, NULL);
  wadi_cli_json_string (json, "file", file);
  wadi_cli_json_string (json, "board", board->id);
  wadi_cli_json_string (json, "alignment", rms >= 0.0 ? "points" : "stored");
  if (rms >= 0.0)
    wadi_cli_json_number (json, "residual_px", round (rms * 100.0) / 100.0);
  wadi_cli_json_number (json, "traced", n);
  wadi_cli_json_number (json, "low_confidence", low);
  wadi_cli_json_begin_array (json, "hexes");
  for (guint i = 0; i < n; i++)
    {
      const WadiTraceSuggestion *s = &suggestions[i];
      WadiHex                    hex = wadi_map_to_map (scenario->map, board_index, s->hex);
      g_autofree char           *name = wadi_cli_hex_name (scenario, hex);

      wadi_cli_json_begin_object (json, NULL);
      wadi_cli_json_string (json, "hex", name);
      wadi_cli_json_string (json, "terrain", wadi_terrain_name (s->klass.terrain));
      wadi_cli_json_string (json, "depression", wadi_depression_name (s->klass.depression));
      wadi_cli_json_number (json, "confidence", round (s->confidence * 1000.0) / 1000.0);
      wadi_cli_json_begin_array (json, "hexsides");
      for (WadiDirection d = 0; d < 3; d++)
        if (s->sides[d] != 0)
          {
            g_autofree char *side = wadi_cli_hexside_name (scenario, hex, wadi_map_board_direction (wadi_map_get_board (scenario->map, board_index), d));

            wadi_cli_json_begin_object (json, NULL);
            wadi_cli_json_string (json, "hexside", side);
            wadi_cli_json_string (json, "feature", wadi_side_feature_name (s->sides[d]));
            wadi_cli_json_number (json, "confidence", round (s->side_confidence[d] * 1000.0) / 1000.0);
            wadi_cli_json_end_object (json);
          }
      wadi_cli_json_end_array (json);
      wadi_cli_json_end_object (json);
    }
  wadi_cli_json_end_array (json);
  wadi_cli_json_end_object (json);
  wadi_cli_json_print (json);
}

/* Which board: --board ID, or the only one. */
static gboolean
find_board (const WadiCliCommand *command,
            const WadiScenario   *scenario,
            const char           *id,
            guint                *index,
            int                  *status)
{
  if (id == NULL && wadi_map_board_count (scenario->map) == 1)
    {
      *index = 0;
      return TRUE;
    }
  if (id == NULL)
    {
      *status = wadi_cli_usage_error (command, _("the map has %u boards: say which with --board ID"),
                                                  wadi_map_board_count (scenario->map));
      return FALSE;
    }
  if (!wadi_map_find_board (scenario->map, id, index))
    {
      g_autoptr (GString) ids = g_string_new (NULL);

      for (guint i = 0; i < wadi_map_board_count (scenario->map); i++)
        g_string_append_printf (ids, "%s%s", i > 0 ? ", " : "", wadi_map_get_board (scenario->map, i)->id);
      *status = wadi_cli_usage_error (command, _("--board: the map has no board “%s”; expected one of %s"), id, ids->str);
      return FALSE;
    }
  return TRUE;
}

/* --sample CLASS=HEX,HEX,…: those hexes of the board read off the
 * picture as samples of CLASS. */
static gboolean
add_hex_samples (const WadiCliCommand   *command,
                 const char             *text,
                 const WadiBoard        *board,
                 const WadiTracePicture *picture,
                 const WadiSimilarity   *s,
                 WadiTraceSamples       *samples,
                 GHashTable             *taken,
                 int                    *status)
{
  g_auto (GStrv) parts = g_strsplit (text, "=", 2);
  g_auto (GStrv) hexes = NULL;
  g_autofree char *name = NULL;
  WadiTraceClass   klass;

  if (parts[0] == NULL || parts[1] == NULL || !wadi_trace_class_from_string (g_strstrip (parts[0]), &klass))
    {
      *status = wadi_cli_usage_error (command, _("--sample “%s”: expected CLASS=HEX,HEX,… with CLASS a terrain, or a terrain/depression (“woods=D7,E8”, “open/stream=K4”)"),
                                                  text);
      return FALSE;
    }
  name = wadi_trace_class_to_string (klass);
  hexes = g_strsplit (parts[1], ",", -1);
  for (guint i = 0; hexes[i] != NULL; i++)
    {
      g_autoptr (GError) error = NULL;
      const char *earlier;
      WadiHex     hex;

      if (!wadi_board_parse_hex (board, g_strstrip (hexes[i]), &hex, &error) || !wadi_board_contains (board, hex))
        {
          *status = wadi_cli_usage_error (command, _("--sample “%s”: “%s” is not a hex of board %s"), text, hexes[i],
                                                      board->id);
          return FALSE;
        }
      /* a hex named for two classes is a slip, and spoils both */
      earlier = g_hash_table_lookup (taken, GUINT_TO_POINTER (wadi_board_index (board, hex) + 1));
      if (earlier != NULL && !g_str_equal (earlier, name))
        {
          *status = wadi_cli_usage_error (command, _("--sample “%s”: %s is a sample of %s already: expected each hex in one class"),
                                                      text, hexes[i], earlier);
          return FALSE;
        }
      g_hash_table_insert (taken, GUINT_TO_POINTER (wadi_board_index (board, hex) + 1), g_strdup (name));
      if (!wadi_trace_samples_add_board_hex (samples, picture, s, board, hex, klass, &error))
        {
          *status = wadi_cli_usage_error (command, _("--sample “%s”: %s: %s"), text, hexes[i], error->message);
          return FALSE;
        }
    }
  return TRUE;
}

/* --image and --align, or what the board keeps of its background picture
 * (docs/format.md, <picture>): its file and the fit the editor aligned.
 * *rms is the points' residual, or -1 for the stored fit. */
static gboolean
choose_alignment (const WadiCliCommand *command,
                  const TraceArgs      *args,
                  const WadiMapBoard   *map_board,
                  const WadiBoard      *board,
                  const char          **image_path,
                  WadiSimilarity       *s,
                  double               *rms,
                  int                  *status)
{
  const WadiPicture *stored = map_board->picture;
  g_autoptr (GArray) pairs = g_array_new (FALSE, FALSE, sizeof (WadiTracePair));
  g_autoptr (GError) error = NULL;

  *image_path = args->image != NULL ? args->image : stored != NULL ? stored->path
                                                                   : NULL;
  if (*image_path == NULL)
    {
      *status = wadi_cli_usage_error (command, _("--image PIC is required: board %s has no background picture"), board->id);
      return FALSE;
    }
  if (args->align != NULL)
    {
      if (!parse_align (command, board, args->align, pairs, status))
        return FALSE;
      if (!wadi_trace_align ((const WadiTracePair *) (gpointer) pairs->data, pairs->len, s, rms, &error))
        {
          *status = wadi_cli_usage_error (command, "--align: %s", error->message);
          return FALSE;
        }
      return check_fit (command, s, *rms, status);
    }
  if (stored == NULL || !wadi_picture_fit_is_valid (&stored->fit))
    {
      *status = wadi_cli_usage_error (command, _("--align is required: at least two hexes and where their centres are on the picture"));
      return FALSE;
    }
  if (args->image != NULL)
    {
      g_autoptr (GFile) given = g_file_new_for_commandline_arg (args->image);
      g_autoptr (GFile) kept = g_file_new_for_path (stored->path);

      if (!g_file_equal (given, kept))
        {
          *status = wadi_cli_usage_error (command,
                                          _("--align is required: the alignment board %s keeps is that of its background picture %s"),
                                             board->id, stored->path);
          return FALSE;
        }
    }
  *s = stored->fit;
  *rms = -1.0;
  return TRUE;
}

/* Reads the picture and the samples (the file's, then those of
 * --sample); a message, *status and FALSE when either cannot be. */
static gboolean
load_inputs (const WadiCliCommand *command,
             const TraceArgs      *args,
             const char           *image_path,
             const WadiScenario   *scenario,
             const WadiBoard      *board,
             const WadiSimilarity *s,
             WadiTracePicture    **picture,
             WadiTraceSamples    **samples,
             int                  *status)
{
  g_autoptr (GFile) image = g_file_new_for_commandline_arg (image_path);
  g_autoptr (GError) error = NULL;
  const char *samples_name = args->samples != NULL ? args->samples : "--sample";
  g_autoptr (GHashTable) taken = g_hash_table_new_full (NULL, NULL, NULL, g_free); /* hex index + 1 -> class */

  *status = WADI_CLI_EXIT_TROUBLE;
  *picture = wadi_trace_picture_load (image, NULL, NULL, NULL, NULL, &error);
  if (*picture == NULL)
    {
      g_printerr ("wadi-cli: %s: %s\n", image_path, error->message);
      return FALSE;
    }
  if (args->samples != NULL)
    {
      g_autoptr (GFile) samples_file = g_file_new_for_commandline_arg (args->samples);

      *samples = wadi_trace_samples_load (samples_file, NULL, &error);
    }
  else
    *samples = wadi_trace_samples_new ();
  for (guint i = 0; *samples != NULL && args->sample_hexes != NULL && args->sample_hexes[i] != NULL; i++)
    if (!add_hex_samples (command, args->sample_hexes[i], board, *picture, s, *samples, taken, status))
      return FALSE;
  if (*samples == NULL || !wadi_trace_samples_check_ruleset (*samples, scenario->ruleset, &error))
    {
      g_printerr ("wadi-cli: %s: %s\n", samples_name, error->message);
      return FALSE;
    }
  if (args->save_samples != NULL)
    {
      g_autoptr (GFile) file = g_file_new_for_commandline_arg (args->save_samples);

      if (!wadi_trace_samples_save (*samples, file, NULL, &error))
        {
          g_printerr ("wadi-cli: %s: %s\n", args->save_samples, error->message);
          return FALSE;
        }
    }
  return TRUE;
}

/* Writes the scenario with the suggestions applied to OUT. */
static gboolean
write_output (const TraceArgs       *args,
              const WadiScenario    *scenario,
              guint                  board_index,
              const WadiTraceResult *result)
{
  g_autoptr (WadiDocument) document = wadi_document_new (wadi_scenario_copy (scenario));

  wadi_trace_result_apply (result, document, board_index, NULL, args->min_confidence, "trace");
  return wadi_cli_save (wadi_document_get_scenario (document), args->output, args->force);
}

static gboolean
check_args (const WadiCliCommand *command,
            TraceArgs            *args,
            int                   argc,
            int                  *status)
{
  if (argc != 2)
    *status = wadi_cli_usage_error (command, _("expected one FILE, got %d"), argc - 1);
  else if (args->samples == NULL && args->sample_hexes == NULL)
    *status = wadi_cli_usage_error (command, _("--samples or --sample is required: the colours of each terrain (docs/format.md, “Trace samples”), or hexes of each"));
  else if (!wadi_cli_parse_double_option (command, "--min-confidence", args->min_confidence_text, 0.0, 1.0,
                                          &args->min_confidence, status))
    return FALSE;
  else if (args->output == NULL && (args->min_confidence_text != NULL || args->force))
    *status = wadi_cli_usage_error (command, _("%s is for -o OUT, the scenario written"),
                                                args->force ? "--force" : "--min-confidence");
  else if (args->output != NULL && !g_str_has_suffix (args->output, ".wadi"))
    *status = wadi_cli_usage_error (command, _("-o “%s” does not end in .wadi: trace writes Wadi scenarios only"), args->output);
  else
    return TRUE;
  return FALSE;
}

/* The options into args, and the format; FALSE with *status when the
 * command line is wrong or asked for help. */
static gboolean
parse_args (const WadiCliCommand *command,
            TraceArgs            *args,
            int                  *argc,
            char               ***argv,
            WadiCliFormat        *format,
            int                  *status)
{
  /* clang-format off */
  const GOptionEntry entries[] = {
    { "board", 'b', G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &args->board_id, N_("The board the picture shows (required when the map has several)"), "ID" },
    { "image", 'i', G_OPTION_FLAG_NONE, G_OPTION_ARG_FILENAME, &args->image, N_("The picture of the board: PNG, JPEG, TIFF, WebP … (default: the board's background picture)"), "PIC" },
    { "align", 'a', G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &args->align, N_("Hexes of the board and the picture pixels of their centres, at least two (default: the alignment kept with the board's background picture)"), "HEX=X,Y;…" },
    { "samples", 's', G_OPTION_FLAG_NONE, G_OPTION_ARG_FILENAME, &args->samples, N_("The colours of each terrain, as JSON (this or --sample is required)"), "SAMPLES.json" },
    { "sample", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING_ARRAY, &args->sample_hexes, N_("Hexes of the board that are CLASS, read off the picture as samples (repeat for each class)"), "CLASS=HEX,…" },
    { "save-samples", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_FILENAME, &args->save_samples, N_("Write the samples used to FILE, as JSON, for --samples another time"), "FILE" },
    { "output", 'o', G_OPTION_FLAG_NONE, G_OPTION_ARG_FILENAME, &args->output, N_("Write the scenario with the suggestions applied to OUT"), "OUT" },
    { "min-confidence", 'm', G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &args->min_confidence_text, N_("Apply only the suggestions at least this confident, 0 to 1 (default 0: all)"), "C" },
    { "force", 'f', G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, &args->force, N_("Replace OUT even when it is read-only or has other hard links"), NULL },
    G_OPTION_ENTRY_NULL
  };
  /* clang-format on */

  return wadi_cli_parse_options_and_format (command, entries,
                                            N_("Reads the picture of a board (a scan of the printed board) hex by hex\n"
                                               "and suggests each hex's terrain: the class of the sample whose\n"
                                               "colours it is nearest, with a confidence from 0 to 1 (below 0.5, the\n"
                                               "next class is less than twice as far).  Only the inner part of each\n"
                                               "hex is read, clear of its outline and label.\n"
                                               "\n"
                                               "--align lays the picture on the board: hexes of the board (D7 or\n"
                                               "25D7) and the pixel of each one's centre on the picture, at least\n"
                                               "two, three or more far apart for the best fit (scale, turn and\n"
                                               "shift by least squares; the residual is printed).  Without them,\n"
                                               "the board's background picture is traced where the editor aligned\n"
                                               "it (Boards ▸ Align Background Picture).  --samples is a\n"
                                               "JSON file of colour samples (docs/format.md, “Trace samples”),\n"
                                               "such as the editor saves; --sample CLASS=HEX,… takes samples from\n"
                                               "hexes of the picture (a few whole hexes of each terrain: woods=D7,E8,\n"
                                               "open/stream=K4), and --save-samples keeps them for another time.\n"
                                               "\n"
                                               "With -o, the scenario is written to OUT with the suggestions\n"
                                               "applied (those at least --min-confidence), atomically.\n"
                                               "\n"
                                               "Exit status: 0 traced, 1 FILE is not a valid scenario, 2 a file\n"
                                               "could not be read or written, or the command line is wrong."),
                                                argc, argv, format, status);
}

int
wadi_cli_trace_run (const WadiCliCommand *command,
                    int                   argc,
                    char                **argv)
{
  g_auto (TraceArgs) args = { 0 };
  g_autoptr (WadiScenario) scenario = NULL;
  g_autoptr (WadiBoard) board = NULL;
  g_autoptr (WadiTracePicture) picture = NULL;
  g_autoptr (WadiTraceSamples) samples = NULL;
  g_autoptr (WadiTraceResult) result = NULL;
  g_autoptr (GError) error = NULL;
  const char    *image_path = NULL;
  int            status = WADI_CLI_EXIT_OK;
  WadiSimilarity s;
  guint          board_index = 0;
  double         rms = 0.0;
  WadiCliFormat  format = WADI_CLI_FORMAT_TEXT;

  if (!parse_args (command, &args, &argc, &argv, &format, &status))
    return status;
  if (!check_args (command, &args, argc, &status)
      || !wadi_cli_check_not_input (command, argv[1], args.save_samples, &status))
    return status;
  scenario = wadi_cli_load (argv[1], &status);
  if (scenario == NULL)
    return status;
  if (!find_board (command, scenario, args.board_id, &board_index, &status))
    return status;
  board = wadi_map_extract_board (scenario->map, board_index);
  if (!choose_alignment (command, &args, wadi_map_get_board (scenario->map, board_index), board, &image_path, &s, &rms,
                         &status))
    return status;
  /* the board's picture, which may be the one the scenario keeps */
  if (!wadi_cli_check_not_input (command, image_path, args.save_samples, &status))
    return status;
  if (!load_inputs (command, &args, image_path, scenario, board, &s, &picture, &samples, &status))
    return status;
  result = wadi_trace_board (picture, &s, board, samples, 0, NULL, NULL, NULL, &error);
  if (result == NULL)
    {
      g_printerr ("wadi-cli: %s: %s\n", image_path, error->message);
      return WADI_CLI_EXIT_TROUBLE;
    }
  /* OUT first: a reader that stops early (| head) must not lose it */
  if (args.output != NULL && !write_output (&args, scenario, board_index, result))
    return WADI_CLI_EXIT_TROUBLE;
  if (format == WADI_CLI_FORMAT_JSON)
    print_json (argv[1], scenario, board_index, board, result, rms);
  else
    print_text (scenario, board_index, board, result, rms);
  return WADI_CLI_EXIT_OK;
}
