/* wadi-trace-forward.h: progress from a worker to the caller's main loop
 *
 * What the _async functions share: a WadiTraceProgress called in a
 * GTask thread is handed to the main context the job was started in, at
 * most once a percent.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* a WadiTraceProgress (wadi-trace-picture.h) */
typedef void (*WadiTraceForwardFunc) (double   fraction,
                                      gpointer user_data);

typedef struct
{
  WadiTraceForwardFunc progress;
  gpointer             progress_data;
  GMainContext        *context;
  gint                 last_percent;
} WadiTraceForward;

/* Starts forwarding to the thread-default main context. */
void wadi_trace_forward_init (WadiTraceForward    *forward,
                              WadiTraceForwardFunc progress,
                              gpointer             progress_data);
void wadi_trace_forward_clear (WadiTraceForward *forward);
/* A WadiTraceProgress whose user data is the WadiTraceForward; NULL when
 * there is nothing to forward to. */
WadiTraceForwardFunc wadi_trace_forward_func (const WadiTraceForward *forward);

G_END_DECLS
