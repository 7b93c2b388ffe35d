/* wadi-trace.c: each hex of a board read off the picture and classified
 *
 * The board's hexes are cut into runs of CHUNK hexes that the threads
 * take in turn (an atomic counter), so a thread that meets a slow part of
 * the picture (pages not yet in memory) holds no other back.  The calling
 * thread is one of them and reports the progress.  A hex is given the
 * class of its nearest sample (1-NN over every sample, so a class with
 * two looks, woods drawn dark and light, keeps both).
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <json-glib/json-glib.h>
#include <math.h>
#include <string.h>

#include "wadi-map.h"
#include "wadi-trace-colour.h"
#include "wadi-trace-forward.h"
#include "wadi-trace.h"

#define CHUNK 32
#define MIN_PER_THREAD 1024

struct _WadiTraceResult
{
  GArray *suggestions; /* WadiTraceSuggestion */
  int     cols;
  int     rows;
  gint32 *index; /* by board hex index: the suggestion's, or -1 */
};

G_DEFINE_POINTER_TYPE (WadiTraceResult, wadi_trace_result)

/* What the samples are, laid out for the threads: classes numbered. */
typedef struct
{
  guint            n_samples;
  WadiTraceColour *colours;
  guint           *class_of; /* sample -> index in classes */
  GArray          *classes;  /* WadiTraceClass */
  guint            n_sides;
  WadiTraceColour *side_colours;
  guint           *side_class_of; /* side sample -> index in side_features */
  guint            side_features[WADI_SIDE_FEATURE_COUNT_ + 1];
  guint            n_side_features;
} Classifier;

typedef struct
{
  const WadiTracePicture *picture;
  WadiSimilarity          inverse;
  const WadiBoard        *board;
  const Classifier       *classifier;
  const WadiHex          *hexes;
  guint                   n_hexes;
  WadiTraceSuggestion    *out;
  gboolean               *found;
  gint                    next_chunk; /* atomic */
  gint                    done;       /* atomic: hexes read */
  GCancellable           *cancellable;
} Job;

static void
classifier_init (Classifier             *c,
                 const WadiTraceSamples *samples)
{
  memset (c, 0, sizeof *c);
  c->classes = wadi_trace_samples_classes (samples);
  c->n_samples = wadi_trace_samples_get_count (samples);
  c->colours = g_new (WadiTraceColour, c->n_samples);
  c->class_of = g_new (guint, c->n_samples);
  for (guint i = 0; i < c->n_samples; i++)
    {
      WadiTraceClass klass;

      wadi_trace_samples_get (samples, i, &klass, &c->colours[i]);
      for (guint k = 0; k < c->classes->len; k++)
        if (wadi_trace_class_equal (klass, g_array_index (c->classes, WadiTraceClass, k)))
          c->class_of[i] = k;
    }
  c->n_sides = wadi_trace_samples_get_side_count (samples);
  c->side_colours = g_new (WadiTraceColour, c->n_sides);
  c->side_class_of = g_new (guint, c->n_sides);
  for (guint i = 0; i < c->n_sides; i++)
    {
      guint features, k;

      wadi_trace_samples_get_side (samples, i, &features, &c->side_colours[i]);
      for (k = 0; k < c->n_side_features && c->side_features[k] != features; k++)
        ;
      if (k == c->n_side_features && k < G_N_ELEMENTS (c->side_features))
        c->side_features[c->n_side_features++] = features;
      c->side_class_of[i] = MIN (k, G_N_ELEMENTS (c->side_features) - 1);
    }
  /* sides are read only when some sample is a feature and another is
   * not: else every hexside would be the one feature */
  if (c->n_side_features < 2)
    c->n_sides = 0;
}

static void
classifier_clear (Classifier *c)
{
  g_free (c->colours);
  g_free (c->class_of);
  g_array_unref (c->classes);
  g_free (c->side_colours);
  g_free (c->side_class_of);
}

/* The nearest class and the confidence: 1 - d1 / d2, d1 the distance to
 * the nearest sample and d2 to the nearest sample of another class, so
 * 0.5 is another class twice as far.  With one class, how near it is. */
static guint
nearest (const WadiTraceColour *colour,
         const WadiTraceColour *colours,
         const guint           *class_of,
         guint                  n,
         guint                  n_classes,
         float                 *confidence,
         float                 *distance)
{
  float best[64];
  guint k1 = 0;
  float d1 = INFINITY, d2 = INFINITY;

  n_classes = MIN (n_classes, G_N_ELEMENTS (best));
  for (guint k = 0; k < n_classes; k++)
    best[k] = INFINITY;
  for (guint i = 0; i < n; i++)
    {
      float d = wadi_trace_colour_distance (colour, &colours[i]);
      guint k = MIN (class_of[i], n_classes - 1);

      if (d < best[k])
        best[k] = d;
    }
  for (guint k = 0; k < n_classes; k++)
    if (best[k] < d1)
      {
        d1 = best[k];
        k1 = k;
      }
  for (guint k = 0; k < n_classes; k++)
    if (k != k1 && best[k] < d2)
      d2 = best[k];
  *distance = d1;
  if (isinf (d2))
    *confidence = 10.0f / (10.0f + d1);
  else if (d2 <= 0.0f)
    *confidence = 0.0f;
  else
    *confidence = CLAMP (1.0f - d1 / d2, 0.0f, 1.0f);
  return k1;
}

static gboolean
trace_hex (Job                 *job,
           WadiHex              hex,
           WadiTraceSuggestion *out)
{
  const Classifier *c = job->classifier;
  WadiTraceColour   colour;
  WadiTraceHexPart  part;
  float             distance;
  guint             k;

  memset (out, 0, sizeof *out);
  out->hex = hex;
  wadi_trace_hex_part (job->board, hex, &part);
  if (!wadi_trace_colour_read_hex_part (job->picture, &job->inverse, job->board->layout, hex, &part, &colour))
    return FALSE;
  k = nearest (&colour, c->colours, c->class_of, c->n_samples, c->classes->len, &out->confidence, &out->distance);
  out->klass = g_array_index (c->classes, WadiTraceClass, k);
  if (c->n_sides == 0)
    return TRUE;
  for (WadiDirection d = 0; d < 3; d++)
    {
      WadiHexside side = { hex, d };

      /* a hexside along the board's edge has the table beside it */
      if (!wadi_board_contains (job->board, wadi_hexside_other_hex (job->board->layout, side))
          || !wadi_trace_colour_read_side (job->picture, &job->inverse, job->board->layout, side, &colour))
        continue;
      k = nearest (&colour, c->side_colours, c->side_class_of, c->n_sides, c->n_side_features,
                   &out->side_confidence[d], &distance);
      out->sides[d] = (guint16) c->side_features[k];
    }
  return TRUE;
}

static void
run_job (Job              *job,
         WadiTraceProgress progress,
         gpointer          progress_data)
{
  for (;;)
    {
      guint chunk = (guint) g_atomic_int_add (&job->next_chunk, 1);
      guint first = chunk * CHUNK;
      guint last;

      if (first >= job->n_hexes || g_cancellable_is_cancelled (job->cancellable))
        return;
      last = MIN (first + CHUNK, job->n_hexes);
      for (guint i = first; i < last; i++)
        job->found[i] = trace_hex (job, job->hexes[i], &job->out[i]);
      g_atomic_int_add (&job->done, (gint) (last - first));
      if (progress != NULL)
        progress ((double) g_atomic_int_get (&job->done) / job->n_hexes, progress_data);
    }
}

static gpointer
worker (gpointer data)
{
  run_job (data, NULL, NULL);
  return NULL;
}

static WadiTraceResult *
result_new (const WadiBoard *board)
{
  WadiTraceResult *result = g_new0 (WadiTraceResult, 1);
  guint            n = wadi_board_hex_count (board);

  result->suggestions = g_array_new (FALSE, FALSE, sizeof (WadiTraceSuggestion));
  result->cols = board->cols;
  result->rows = board->rows;
  result->index = g_new (gint32, n);
  for (guint i = 0; i < n; i++)
    result->index[i] = -1;
  return result;
}

/* n_threads 0: one per core, but no more than one per MIN_PER_THREAD
 * hexes: a board's 363 hexes take 2 to 3 ms on one core, less than a
 * second thread costs to start and to share the work on a busy machine. */
static guint
thread_count (guint n_threads,
              guint n_hexes)
{
  if (n_threads == 0)
    n_threads = MIN (g_get_num_processors (), (n_hexes + MIN_PER_THREAD - 1) / MIN_PER_THREAD);
  return CLAMP (n_threads, 1, MAX (1, (n_hexes + CHUNK - 1) / CHUNK));
}

WadiTraceResult *
wadi_trace_board (const WadiTracePicture *picture,
                  const WadiSimilarity   *s,
                  const WadiBoard        *board,
                  const WadiTraceSamples *samples,
                  guint                   n_threads,
                  GCancellable           *cancellable,
                  WadiTraceProgress       progress,
                  gpointer                progress_data,
                  GError                **error)
{
  g_autoptr (GArray) hexes = g_array_new (FALSE, FALSE, sizeof (WadiHex));
  g_autoptr (GPtrArray) threads = g_ptr_array_new ();
  g_autofree WadiTraceSuggestion *out = NULL;
  g_autofree gboolean            *found = NULL;
  Classifier                      classifier;
  WadiTraceResult                *result;
  Job                             job = { 0 };

  if (wadi_trace_samples_get_count (samples) == 0)
    {
      g_set_error (error, WADI_TRACE_ERROR, WADI_TRACE_ERROR_SAMPLES,
                   _("Tracing needs samples of the terrain: none are given"));
      return NULL;
    }
  if (!wadi_similarity_invert (s, &job.inverse))
    {
      g_set_error (error, WADI_TRACE_ERROR, WADI_TRACE_ERROR_DEGENERATE,
                   _("The picture is not aligned with the board"));
      return NULL;
    }
  for (guint i = 0; i < wadi_board_hex_count (board); i++)
    {
      WadiHex hex = wadi_board_hex_at_index (board, i);

      if (wadi_board_contains (board, hex))
        g_array_append_val (hexes, hex);
    }
  classifier_init (&classifier, samples);
  out = g_new0 (WadiTraceSuggestion, MAX (hexes->len, 1));
  found = g_new0 (gboolean, MAX (hexes->len, 1));
  job.picture = picture;
  job.board = board;
  job.classifier = &classifier;
  job.hexes = (const WadiHex *) (gpointer) hexes->data;
  job.n_hexes = hexes->len;
  job.out = out;
  job.found = found;
  job.cancellable = cancellable;
  for (guint t = 1; t < thread_count (n_threads, hexes->len); t++)
    g_ptr_array_add (threads, g_thread_new ("wadi-trace", worker, &job));
  run_job (&job, progress, progress_data);
  for (guint t = 0; t < threads->len; t++)
    g_thread_join (threads->pdata[t]);
  classifier_clear (&classifier);
  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return NULL;
  /* the other threads may have read the last hexes */
  if (progress != NULL)
    progress (1.0, progress_data);

  result = result_new (board);
  for (guint i = 0; i < hexes->len; i++)
    if (found[i])
      {
        result->index[wadi_board_index (board, out[i].hex)] = (gint32) result->suggestions->len;
        g_array_append_val (result->suggestions, out[i]);
      }
  /* nothing traced is no answer: the alignment, not the board, is wrong */
  if (result->suggestions->len == 0 && hexes->len > 0)
    {
      wadi_trace_result_free (result);
      g_set_error (error, WADI_TRACE_ERROR, WADI_TRACE_ERROR_OUTSIDE,
                   _("The picture covers no hex of the board as it is aligned: expected the alignment's points on "
                     "the picture, at the centres of their hexes"));
      return NULL;
    }
  return result;
}

void
wadi_trace_result_free (WadiTraceResult *result)
{
  if (result == NULL)
    return;
  g_array_unref (result->suggestions);
  g_free (result->index);
  g_free (result);
}

const WadiTraceSuggestion *
wadi_trace_result_get_suggestions (const WadiTraceResult *result,
                                   guint                 *n_suggestions)
{
  *n_suggestions = result->suggestions->len;
  return (const WadiTraceSuggestion *) (gpointer) result->suggestions->data;
}

const WadiTraceSuggestion *
wadi_trace_result_lookup (const WadiTraceResult *result,
                          WadiHex                hex)
{
  gint32 i;

  if (hex.col < 0 || hex.row < 0 || hex.col >= result->cols || hex.row >= result->rows)
    return NULL;
  i = result->index[hex.row * result->cols + hex.col];
  return i < 0 ? NULL : &g_array_index (result->suggestions, WadiTraceSuggestion, i);
}

/* In a GTask thread */

typedef struct
{
  WadiTracePicture *picture;
  WadiSimilarity    s;
  WadiBoard        *board;
  WadiTraceSamples *samples;
  WadiTraceForward  forward;
} TraceData;

static void
trace_data_free (TraceData *data)
{
  wadi_trace_picture_unref (data->picture);
  wadi_board_free (data->board);
  wadi_trace_samples_free (data->samples);
  wadi_trace_forward_clear (&data->forward);
  g_free (data);
}

static void
trace_thread (GTask        *task,
              gpointer      source_object,
              gpointer      task_data,
              GCancellable *cancellable)
{
  TraceData       *data = task_data;
  GError          *error = NULL;
  WadiTraceResult *result;

  result = wadi_trace_board (data->picture, &data->s, data->board, data->samples, 0, cancellable,
                             wadi_trace_forward_func (&data->forward), &data->forward, &error);
  if (result == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, result, (GDestroyNotify) wadi_trace_result_free);
}

void
wadi_trace_board_async (WadiTracePicture       *picture,
                        const WadiSimilarity   *s,
                        const WadiBoard        *board,
                        const WadiTraceSamples *samples,
                        GCancellable           *cancellable,
                        WadiTraceProgress       progress,
                        gpointer                progress_data,
                        GAsyncReadyCallback     callback,
                        gpointer                user_data)
{
  g_autoptr (GTask) task = g_task_new (NULL, cancellable, callback, user_data);
  TraceData *data = g_new0 (TraceData, 1);

  data->picture = wadi_trace_picture_ref (picture);
  data->s = *s;
  data->board = wadi_board_copy (board);
  data->samples = wadi_trace_samples_copy (samples);
  wadi_trace_forward_init (&data->forward, progress, progress_data);
  g_task_set_source_tag (task, wadi_trace_board_async);
  g_task_set_task_data (task, data, (GDestroyNotify) trace_data_free);
  g_task_run_in_thread (task, trace_thread);
}

WadiTraceResult *
wadi_trace_board_finish (GAsyncResult *result,
                         GError      **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}
