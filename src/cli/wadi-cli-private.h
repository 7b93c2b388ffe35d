/* wadi-cli-private.h: what the wadi-cli commands share
 *
 * A command is one entry in the table of wadi-cli.c and one file
 * wadi-cli-NAME.c with its run function.  Messages go to stderr as
 * "wadi-cli: FILE:LINE:COLUMN: message" (or "wadi-cli: COMMAND: message"
 * when no file is to blame).
 */
#pragma once

#include <gio/gio.h>

#include "wadi-scenario.h"

G_BEGIN_DECLS

/* Exit statuses; a run of several files ends with the highest. */
typedef enum
{
  WADI_CLI_EXIT_OK = 0,
  WADI_CLI_EXIT_INVALID = 1,  /* a file is not a valid scenario */
  WADI_CLI_EXIT_TROUBLE = 2,  /* a file could not be read or written, or bad usage */
} WadiCliExit;

typedef struct _WadiCliCommand WadiCliCommand;

struct _WadiCliCommand
{
  const char *name;
  const char *parameters;  /* the usage line after the options: "FILE…" */
  const char *summary;     /* one line, for the main --help and the command's */
  int       (*run) (const WadiCliCommand *command,
                    int                   argc,
                    char                **argv);
};

int           wadi_cli_validate_run   (const WadiCliCommand *command,
                                       int                   argc,
                                       char                **argv);
int           wadi_cli_info_run       (const WadiCliCommand *command,
                                       int                   argc,
                                       char                **argv);
int           wadi_cli_new_run        (const WadiCliCommand *command,
                                       int                   argc,
                                       char                **argv);
int           wadi_cli_convert_run    (const WadiCliCommand *command,
                                       int                   argc,
                                       char                **argv);

/* Parses a command's options (entries may be NULL) and answers --help.
 * argv keeps argv[0] and the arguments that are not options.  Returns
 * FALSE when the command is to end now with *status: after --help (0) or
 * an error in the options (2, with a message on stderr). */
gboolean      wadi_cli_parse_options  (const WadiCliCommand *command,
                                       const GOptionEntry   *entries,
                                       const char           *description,
                                       int                  *argc,
                                       char               ***argv,
                                       int                  *status);
/* A usage error: the message and where to look, on stderr; returns 2. */
int           wadi_cli_usage_error    (const WadiCliCommand *command,
                                       const char           *format,
                                       ...) G_GNUC_PRINTF (2, 3);

/* Reads a scenario.  On failure prints the reader's message, with the file
 * named as the user typed it, and sets *status to 1 (not a valid scenario)
 * or 2 (could not be read). */
WadiScenario *wadi_cli_load           (const char *path,
                                       int        *status);
/* Writes a scenario atomically; on failure prints why and returns FALSE. */
gboolean      wadi_cli_save           (const WadiScenario *scenario,
                                       const char         *path);

G_END_DECLS
