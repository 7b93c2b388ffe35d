/* wadi-trace-forward.c: progress from a worker to the caller's main loop */
#include "config.h"

#include "wadi-trace-forward.h"

typedef struct
{
  WadiTraceForwardFunc progress;
  gpointer             progress_data;
  double               fraction;
} ProgressCall;

void
wadi_trace_forward_init (WadiTraceForward    *forward,
                         WadiTraceForwardFunc progress,
                         gpointer             progress_data)
{
  forward->progress = progress;
  forward->progress_data = progress_data;
  forward->context = g_main_context_ref_thread_default ();
  forward->last_percent = -1;
}

void
wadi_trace_forward_clear (WadiTraceForward *forward)
{
  g_clear_pointer (&forward->context, g_main_context_unref);
}

static gboolean
call_progress (gpointer user_data)
{
  ProgressCall *call = user_data;

  call->progress (call->fraction, call->progress_data);
  return G_SOURCE_REMOVE;
}

static void
forward_progress (double   fraction,
                  gpointer user_data)
{
  WadiTraceForward *forward = user_data;
  gint              percent = (gint) (fraction * 100.0);
  ProgressCall     *call;

  /* at most a hundred calls, each an idle of the main loop; only the
   * thread that reports calls this */
  if (percent == forward->last_percent)
    return;
  forward->last_percent = percent;
  call = g_new (ProgressCall, 1);
  call->progress = forward->progress;
  call->progress_data = forward->progress_data;
  call->fraction = fraction;
  g_main_context_invoke_full (forward->context, G_PRIORITY_DEFAULT, call_progress, call, g_free);
}

WadiTraceForwardFunc
wadi_trace_forward_func (const WadiTraceForward *forward)
{
  return forward->progress != NULL ? forward_progress : NULL;
}
