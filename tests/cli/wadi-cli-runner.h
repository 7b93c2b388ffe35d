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

/* Parses run->out with json-glib, failing the test (showing the text)
 * when it is not one JSON value, and puts it back written compactly
 * ({"a":1,"b":[true]}) so that a test can look for a member and its
 * value with strstr whatever the indentation. */
void wadi_cli_assert_json (WadiCliRun *run);

/* A test's own temporary folder, and the bundled ASL example
 * (data/examples/asl-f5-b20.wadi, the boards of the worked examples). */
typedef struct
{
  char *dir;
  char *example;
} WadiCliFixture;

void wadi_cli_fixture_set_up (WadiCliFixture *fixture,
                              gconstpointer   data);
/* Removes the folder and all the test wrote in it. */
void wadi_cli_fixture_tear_down (WadiCliFixture *fixture,
                                 gconstpointer   data);

G_END_DECLS
