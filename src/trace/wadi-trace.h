/* wadi-trace.h: a board's terrain suggested from its picture
 *
 * For each hex of a board, the inner part of the hex (wadi-trace-samples.h)
 * is found on the picture through the similarity that lays the picture
 * on the board (wadi-trace-align.h), read (a few dozen pixels of it, not
 * all), and given the class of the nearest sample; the confidence, in
 * [0, 1], grows with the margin between the nearest class and the next.
 * Where the samples have hexside features, each hexside's strip is
 * read too and the nearest feature suggested.
 *
 * The work is split over threads (one per core); progress is reported
 * and a GCancellable honoured.  The suggestions become cells
 * (wadi_trace_result_cells) or one undoable edit of a document
 * (wadi_trace_result_apply).
 */
#pragma once

#include <gio/gio.h>

#include "wadi-document.h"
#include "wadi-trace-align.h"
#include "wadi-trace-picture.h"
#include "wadi-trace-samples.h"

G_BEGIN_DECLS

/* Below this confidence a suggestion is doubtful: the editor outlines it. */
#define WADI_TRACE_LOW_CONFIDENCE 0.5

/* What tracing suggests for one hex of the board. */
typedef struct
{
  WadiHex        hex;        /* the board's own hex (storage column and row) */
  WadiTraceClass klass;      /* the nearest sample's */
  float          confidence; /* 0 (a tie) .. 1 (far nearer than any other class) */
  float          distance;   /* CIELAB distance to the nearest sample */
  /* the hexsides the hex owns (directions 0, 1 and 2): the suggested
   * feature (a WadiSideFeatures bit, or 0) and its confidence; all 0
   * when the samples have no hexside samples */
  guint16 sides[3];
  float   side_confidence[3];
} WadiTraceSuggestion;

typedef struct _WadiTraceResult WadiTraceResult;

#define WADI_TYPE_TRACE_RESULT (wadi_trace_result_get_type ())
GType wadi_trace_result_get_type (void) G_GNUC_CONST;

/* Traces every hex of board (a board in its own coordinates, such as
 * wadi_map_extract_board () gives; only its size, layout and hexes are
 * read) whose inner part lies on the picture; s lays the picture on the
 * board.  n_threads 0: one per core (one for a board's few hundred
 * hexes, which take milliseconds).  progress (may be NULL) is called
 * from the calling thread.  NULL with error (G_IO_ERROR_CANCELLED,
 * WADI_TRACE_ERROR_SAMPLES when there are no hex samples). */
WadiTraceResult *wadi_trace_board (const WadiTracePicture *picture,
                                   const WadiSimilarity   *s,
                                   const WadiBoard        *board,
                                   const WadiTraceSamples *samples,
                                   guint                   n_threads,
                                   GCancellable           *cancellable,
                                   WadiTraceProgress       progress,
                                   gpointer                progress_data,
                                   GError                **error);
/* The same in a GTask thread: the board and the samples are copied, the
 * picture is referenced; progress comes in the caller's thread-default
 * main context. */
void             wadi_trace_board_async (WadiTracePicture       *picture,
                                         const WadiSimilarity   *s,
                                         const WadiBoard        *board,
                                         const WadiTraceSamples *samples,
                                         GCancellable           *cancellable,
                                         WadiTraceProgress       progress,
                                         gpointer                progress_data,
                                         GAsyncReadyCallback     callback,
                                         gpointer                user_data);
WadiTraceResult *wadi_trace_board_finish (GAsyncResult *result,
                                          GError      **error);

void wadi_trace_result_free (WadiTraceResult *result);

/* The suggestions, in the board's hex order (only the hexes traced). */
const WadiTraceSuggestion *wadi_trace_result_get_suggestions (const WadiTraceResult *result,
                                                              guint                 *n_suggestions);
/* A hex's suggestion; NULL when the hex was not traced. */
const WadiTraceSuggestion *wadi_trace_result_lookup (const WadiTraceResult *result,
                                                     WadiHex                hex);

/* A cell of the map that accepting suggestions gives. */
typedef struct
{
  WadiHex     hex; /* of the map */
  WadiHexCell cell;
} WadiTraceCell;

/* The map's cells that accepting the suggestions gives: for each
 * suggestion accepted (accept[i] for suggestion i, or all when accept is
 * NULL) whose confidence is at least min_confidence, the map hex of
 * board_index's hex with its cell as the scenario has it but for the
 * terrain and the depression (a new depression's floor one level below
 * the ground).  Cells that would not change are left out.  A GArray of
 * WadiTraceCell. */
GArray *wadi_trace_result_cells (const WadiTraceResult *result,
                                 const WadiScenario    *scenario,
                                 guint                  board_index,
                                 const gboolean        *accept,
                                 double                 min_confidence);
/* The same cells set on document in one edit (one undo step) labelled
 * label (translated by the caller), with the accepted hexside features
 * set on their hexsides; the number of hexes changed. */
guint wadi_trace_result_apply (const WadiTraceResult *result,
                               WadiDocument          *document,
                               guint                  board_index,
                               const gboolean        *accept,
                               double                 min_confidence,
                               const char            *label);

/* The suggestions as JSON (docs/cli.md, "trace"): each hex's label on
 * board, class and confidence. */
char *wadi_trace_result_to_json (const WadiTraceResult *result,
                                 const WadiBoard       *board);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WadiTraceResult, wadi_trace_result_free)

G_END_DECLS
