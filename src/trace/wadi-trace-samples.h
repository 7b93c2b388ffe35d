/* wadi-trace-samples.h: what each terrain looks like on a picture
 *
 * A sample is a class (what a hex is: its base terrain and its
 * depression, or what lies along a hexside: a feature such as a wall or a
 * hedge, or nothing) and the colours of a hex's inner part (the disc
 * inside its outline, clear of the grid, the hex label and the hex dot),
 * or of a strip along a hexside, on the picture: their mean and spread
 * in CIELAB, a space where distances are what the eye sees.
 *
 * Samples are taken from hexes the designer names ("these five hexes are
 * woods"), or read from JSON (docs/format.md, "Trace samples"), so a set
 * made once serves every scan of the same printing.  Classes are the
 * model's names (wadi-terrain.h); which of them a ruleset knows is
 * checked by wadi_trace_samples_check_ruleset ().
 */
#pragma once

#include <gio/gio.h>

#include "wadi-board.h"
#include "wadi-scenario.h"
#include "wadi-similarity.h"
#include "wadi-trace-colour.h"
#include "wadi-trace-picture.h"

G_BEGIN_DECLS

/* What a hex is, as tracing suggests it. */
typedef struct
{
  WadiTerrain    terrain;
  WadiDepression depression;
} WadiTraceClass;

static inline gboolean
wadi_trace_class_equal (WadiTraceClass a,
                        WadiTraceClass b)
{
  return a.terrain == b.terrain && a.depression == b.depression;
}

/* "woods", or "open/stream" for a depression: the name in messages and
 * the CLI's JSON (free it). */
char *wadi_trace_class_to_string (WadiTraceClass klass);
/* "woods", "woods/none", "open/stream"; FALSE for unknown names. */
gboolean wadi_trace_class_from_string (const char     *text,
                                       WadiTraceClass *klass);

typedef struct _WadiTraceSamples WadiTraceSamples;

/* What a samples file may hold, far more than anyone clicks: at most this
 * many hex samples and as many hexside samples, in at most this many bytes
 * of JSON.  Load refuses a file beyond them, and save refuses to write one. */
#define WADI_TRACE_SAMPLES_MAX 100000
#define WADI_TRACE_SAMPLES_MAX_BYTES (16 * 1024 * 1024)

#define WADI_TYPE_TRACE_SAMPLES (wadi_trace_samples_get_type ())
GType wadi_trace_samples_get_type (void) G_GNUC_CONST;

WadiTraceSamples *wadi_trace_samples_new (void);
WadiTraceSamples *wadi_trace_samples_copy (const WadiTraceSamples *samples);
void              wadi_trace_samples_free (WadiTraceSamples *samples);

/* Hex samples. */
guint wadi_trace_samples_get_count (const WadiTraceSamples *samples);
void  wadi_trace_samples_get (const WadiTraceSamples *samples,
                              guint                   index,
                              WadiTraceClass         *klass,
                              WadiTraceColour        *colour);
void  wadi_trace_samples_add (WadiTraceSamples      *samples,
                              WadiTraceClass         klass,
                              const WadiTraceColour *colour);
/* The classes the samples name, each once, in the order first named. */
GArray *wadi_trace_samples_classes (const WadiTraceSamples *samples);

/* Reads the inner part of a board's own hex on the picture (laid on the
 * board by s, picture pixel -> board frame) and adds it as a sample of
 * klass.  FALSE with WADI_TRACE_ERROR_OUTSIDE when the hex's inner part
 * is not on the picture.  Read whole: a half hex along an ASL board's
 * edge shows what lies beyond the board too (see the next). */
gboolean wadi_trace_samples_add_hex (WadiTraceSamples       *samples,
                                     const WadiTracePicture *picture,
                                     const WadiSimilarity   *s,
                                     WadiGridLayout          layout,
                                     WadiHex                 hex,
                                     WadiTraceClass          klass,
                                     GError                **error);
/* The same, read as tracing reads a hex of board (a board in its own
 * coordinates): a half hex only on the board's side. */
gboolean wadi_trace_samples_add_board_hex (WadiTraceSamples       *samples,
                                           const WadiTracePicture *picture,
                                           const WadiSimilarity   *s,
                                           const WadiBoard        *board,
                                           WadiHex                 hex,
                                           WadiTraceClass          klass,
                                           GError                **error);

/* Hexside samples: features is one WadiSideFeatures bit (a wall, a
 * hedge, a cliff ...) or 0 for a hexside with nothing on it; the colour
 * is the strip's beyond what lies beside it, as wadi_trace_read_side ()
 * reads it. */
guint    wadi_trace_samples_get_side_count (const WadiTraceSamples *samples);
void     wadi_trace_samples_get_side (const WadiTraceSamples *samples,
                                      guint                   index,
                                      guint                  *features,
                                      WadiTraceColour        *colour);
void     wadi_trace_samples_add_side_colour (WadiTraceSamples      *samples,
                                             guint                  features,
                                             const WadiTraceColour *colour);
gboolean wadi_trace_samples_add_side (WadiTraceSamples       *samples,
                                      const WadiTracePicture *picture,
                                      const WadiSimilarity   *s,
                                      WadiGridLayout          layout,
                                      WadiHexside             side,
                                      guint                   features,
                                      GError                **error);

/* JSON (docs/format.md, "Trace samples"). */
char             *wadi_trace_samples_to_json (const WadiTraceSamples *samples);
WadiTraceSamples *wadi_trace_samples_new_from_json (const char *text,
                                                    gssize      length,
                                                    GError    **error);
/* Refuses samples beyond the limits above (WADI_TRACE_ERROR_SAMPLES),
 * before anything is written. */
gboolean          wadi_trace_samples_save (const WadiTraceSamples *samples,
                                           GFile                  *file,
                                           GCancellable           *cancellable,
                                           GError                **error);
WadiTraceSamples *wadi_trace_samples_load (GFile        *file,
                                           GCancellable *cancellable,
                                           GError      **error);

/* FALSE with WADI_TRACE_ERROR_SAMPLES naming the first class or feature
 * the ruleset does not know, or when there is no hex
 * sample at all. */
gboolean wadi_trace_samples_check_ruleset (const WadiTraceSamples *samples,
                                           WadiRulesetId           ruleset,
                                           GError                **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WadiTraceSamples, wadi_trace_samples_free)

G_END_DECLS
