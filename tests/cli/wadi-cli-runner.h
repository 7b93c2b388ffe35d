/* wadi-cli-runner.h: running the built wadi-cli (path in $WADI_CLI) as a user would */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct
{
  int   status; /* the exit status */
  char *out;    /* standard output */
  char *err;    /* standard error */
} WadiCliRun;

void wadi_cli_run_clear (WadiCliRun *run);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (WadiCliRun, wadi_cli_run_clear)

/* Runs wadi-cli with the NULL-terminated arguments; run must be clear. */
void wadi_cli_run (WadiCliRun *run,
                   ...) G_GNUC_NULL_TERMINATED;

/* A JSON syntax check (RFC 8259), enough to say a command's output
 * parses: the whole of text is one JSON value. */
gboolean wadi_cli_json_parses (const char *text);
/* Fails the test, showing text, when it does not parse. */
void wadi_cli_assert_json (const char *text);

G_END_DECLS
