/* wadi-cli-private.h: what the wadi-cli commands share
 *
 * A command is one entry in the table of wadi-cli.c and one file
 * wadi-cli-NAME.c with its run function.  Messages go to stderr as
 * "wadi-cli: FILE:LINE:COLUMN: message" (or "wadi-cli: COMMAND: message"
 * when no file is to blame).
 */
#pragma once

#include <gio/gio.h>
#include <glib/gi18n.h>

#include "wadi-cost.h"
#include "wadi-export.h"
#include "wadi-los.h"
#include "wadi-rules-context.h"
#include "wadi-scenario.h"

G_BEGIN_DECLS

/* Exit statuses; a run of several files ends with the highest.  The rules
 * commands answer a question: 0 is yes (clean, allowed, clear, legal), 1 is
 * no, and 2 is that they could not answer it. */
typedef enum
{
  WADI_CLI_EXIT_OK = 0,
  WADI_CLI_EXIT_INVALID = 1, /* a file is not a valid scenario; the rules say no */
  WADI_CLI_EXIT_TROUBLE = 2, /* a file could not be read or written, or bad usage */
} WadiCliExit;

/* How the rules commands print their answers; the whole-map ones
 * (viewshed, reach, deadground) draw them too. */
typedef enum
{
  WADI_CLI_FORMAT_TEXT,
  WADI_CLI_FORMAT_JSON,
  WADI_CLI_FORMAT_PNG,
  WADI_CLI_FORMAT_SVG,
  WADI_CLI_FORMAT_UNSET, /* no --format where a picture may be asked: -o OUT's extension decides */
} WadiCliFormat;

typedef struct _WadiCliCommand WadiCliCommand;

struct _WadiCliCommand
{
  const char *name;
  const char *parameters; /* the usage line after the options: "FILE…" */
  const char *summary;    /* one line, for the main --help and the command's */
  int (*run) (const WadiCliCommand *command,
              int                   argc,
              char                **argv);
};

int wadi_cli_validate_run (const WadiCliCommand *command,
                           int                   argc,
                           char                **argv);
int wadi_cli_export_run (const WadiCliCommand *command,
                         int                   argc,
                         char                **argv);
int wadi_cli_info_run (const WadiCliCommand *command,
                       int                   argc,
                       char                **argv);
int wadi_cli_new_run (const WadiCliCommand *command,
                      int                   argc,
                      char                **argv);
int wadi_cli_convert_run (const WadiCliCommand *command,
                          int                   argc,
                          char                **argv);
int wadi_cli_check_run (const WadiCliCommand *command,
                        int                   argc,
                        char                **argv);
int wadi_cli_cost_run (const WadiCliCommand *command,
                       int                   argc,
                       char                **argv);
int wadi_cli_los_run (const WadiCliCommand *command,
                      int                   argc,
                      char                **argv);
int wadi_cli_fire_run (const WadiCliCommand *command,
                       int                   argc,
                       char                **argv);
int wadi_cli_combat_run (const WadiCliCommand *command,
                         int                   argc,
                         char                **argv);
int wadi_cli_crest_run (const WadiCliCommand *command,
                        int                   argc,
                        char                **argv);
int wadi_cli_viewshed_run (const WadiCliCommand *command,
                           int                   argc,
                           char                **argv);
int wadi_cli_reach_run (const WadiCliCommand *command,
                        int                   argc,
                        char                **argv);
int wadi_cli_deadground_run (const WadiCliCommand *command,
                             int                   argc,
                             char                **argv);
int wadi_cli_trace_run (const WadiCliCommand *command,
                        int                   argc,
                        char                **argv);
int wadi_cli_rulesets_run (const WadiCliCommand *command,
                           int                   argc,
                           char                **argv);

/* Parses a command's options (entries may be NULL) and answers --help.
 * argv keeps argv[0] and the arguments that are not options.  Returns
 * FALSE when the command is to end now with *status: after --help (0) or
 * an error in the options (2, with a message on stderr). */
gboolean wadi_cli_parse_options (const WadiCliCommand *command,
                                 const GOptionEntry   *entries,
                                 const char           *description,
                                 int                  *argc,
                                 char               ***argv,
                                 int                  *status);
/* wadi_cli_parse_options () with "--format text|json" after the command's
 * entries (which may be NULL), read into *format. */
gboolean wadi_cli_parse_options_and_format (const WadiCliCommand *command,
                                            const GOptionEntry   *entries,
                                            const char           *description,
                                            int                  *argc,
                                            char               ***argv,
                                            WadiCliFormat        *format,
                                            int                  *status);
/* wadi_cli_parse_options_and_format (), where pictures allows
 * "--format png|svg" too. */
gboolean wadi_cli_parse_options_and_format_full (const WadiCliCommand *command,
                                                 const GOptionEntry   *entries,
                                                 const char           *description,
                                                 gboolean              pictures,
                                                 int                  *argc,
                                                 char               ***argv,
                                                 WadiCliFormat        *format,
                                                 int                  *status);
/* A usage error: the message and where to look, on stderr; returns 2. */
int wadi_cli_usage_error (const WadiCliCommand *command,
                          const char           *format,
                          ...) G_GNUC_PRINTF (2, 3);
/* FALSE, with a usage error in status, when output (not NULL) is the
 * file input itself, through a link or a hard link: a picture, module or
 * samples written there would replace what was read. */
gboolean wadi_cli_check_not_input (const WadiCliCommand *command,
                                   const char           *input,
                                   const char           *output,
                                   int                  *status);

/* The value of a number option, read with G_OPTION_ARG_STRING so that
 * "not given" (text NULL: *value is left as it is) is told apart from 0
 * and a message echoes the number as typed.  option is its name as typed
 * ("--scale").  Not a number, or outside min to max: a usage error,
 * FALSE with *status 2. */
gboolean wadi_cli_parse_int_option (const WadiCliCommand *command,
                                    const char           *option,
                                    const char           *text,
                                    int                   min,
                                    int                   max,
                                    int                  *value,
                                    int                  *status);
gboolean wadi_cli_parse_double_option (const WadiCliCommand *command,
                                       const char           *option,
                                       const char           *text,
                                       double                min,
                                       double                max,
                                       double               *value,
                                       int                  *status);

/* Reads a scenario.  On failure prints the reader's message, with the file
 * named as the user typed it, and sets *status to 1 (not a valid scenario)
 * or 2 (could not be read). */
WadiScenario *wadi_cli_load (const char *path,
                             int        *status);
/* Writes a scenario atomically; on failure prints why and returns FALSE.
 * force allows replacing a hard-linked or read-only file. */
gboolean wadi_cli_save (const WadiScenario *scenario,
                        const char         *path,
                        gboolean            force);
/* Reads a scenario for a rules command: one that is not a valid scenario
 * cannot be asked anything either, so any failure sets *status to 2. */
WadiScenario *wadi_cli_load_for_rules (const char *path,
                                       int        *status);
/* "text" or "json" (NULL: text), and with pictures "png" or "svg";
 * otherwise a usage error, returning FALSE with *status 2. */
gboolean wadi_cli_parse_format (const WadiCliCommand *command,
                                const char           *name,
                                gboolean              pictures,
                                WadiCliFormat        *format,
                                int                  *status);
/* Writes options' picture of scenario to path as `wadi-cli export` does
 * (wadi-cli-export.c): in a thread, whole or not at all, its progress on
 * a terminal, a signal cancelling it; returns the exit status, having
 * said why on failure. */
int wadi_cli_export_with_progress (const WadiCliCommand    *command,
                                   const WadiScenario      *scenario,
                                   const WadiExportOptions *options,
                                   const char              *path);
/* "reason [rule]", or the reason alone when there is no rule. */
char *wadi_cli_reason (const char *reason,
                       const char *rule);
/* A number as the rules write it: "4", "0.5". */
char *wadi_cli_number (double value);

/* wadi-cli-places.c: hexes ("25O9"), hexsides ("25O9-N9", or "25A1:nw"
 * at the map's edge), vertices ("25C2-D2-C3", or "25A1:nw-n") and
 * positions, all on the map: a hexside or vertex may lie across a seam
 * ("25GG5-14B5").  Directions are the map's.  Parsers report a bad
 * argument with G_OPTION_ERROR. */
/* The board whose prefix a label carries ("25D7": board 25), else
 * fallback: where the next label without prefix is read. */
guint wadi_cli_label_board (const WadiScenario *scenario,
                            const char         *label,
                            guint               fallback);
char *wadi_cli_hex_name (const WadiScenario *scenario,
                         WadiHex             hex);
/* The hexside of hex along dir, named from hex. */
char *wadi_cli_hexside_name (const WadiScenario *scenario,
                             WadiHex             hex,
                             WadiDirection       dir);
/* A hexside, named from first when first is one of its hexes. */
char *wadi_cli_side_name (const WadiScenario *scenario,
                          WadiHexside         side,
                          WadiHex             first);
/* Vertex index of hex, named from hex. */
char *wadi_cli_vertex_name (const WadiScenario *scenario,
                            WadiHex             hex,
                            WadiVertexIndex     index);
/* A vertex, named from first when first is one of its hexes. */
char    *wadi_cli_vertex_name_from (const WadiScenario *scenario,
                                    WadiVertex          vertex,
                                    WadiHex             first);
gboolean wadi_cli_parse_position (const char   *text,
                                  WadiPosition *position,
                                  GError      **error);
/* "HEX" or "HEX:POSITION"; *has_position says which.  HEX is a map hex's
 * label as wadi_scenario_parse_board_label () reads it: without a board
 * prefix, on default_board. */
gboolean wadi_cli_parse_location (const WadiScenario *scenario,
                                  const char         *text,
                                  guint               default_board,
                                  WadiHex            *hex,
                                  gboolean           *has_position,
                                  WadiPosition       *position,
                                  GError            **error);
/* A hexside of hex: a direction ("n"), the neighbour across it ("O8"),
 * both hexes ("O9-O8") or the hex and a direction ("O9:n").  A label
 * without prefix is on hex's board. */
gboolean wadi_cli_parse_hexside (const WadiScenario *scenario,
                                 WadiHex             hex,
                                 const char         *text,
                                 WadiDirection      *dir,
                                 GError            **error);
/* A vertex of hex: the three hexes that meet there ("C2-D2-C3"), the two
 * others ("D2-C3"), or its two hexsides' directions ("se-s", "C2:se-s"). */
gboolean wadi_cli_parse_vertex (const WadiScenario *scenario,
                                WadiHex             hex,
                                const char         *text,
                                WadiVertexIndex    *index,
                                GError            **error);

/* wadi-cli-query.c: what the rules commands (cost, fire, los, crest)
 * share.  A query is their scenario, its rules, and how they print. */
typedef struct
{
  const WadiCliCommand *command;
  const char           *file;     /* FILE as the user typed it */
  gboolean              pictures; /* set before parsing: --format png|svg allowed */
  WadiCliFormat         format;
  WadiScenario         *scenario;
  WadiRulesContext     *ctx;
  guint                 label_board; /* where the next label without a board prefix is read */
} WadiCliQuery;

/* wadi_cli_parse_options_and_format () into query->format. */
gboolean wadi_cli_query_parse_options (WadiCliQuery         *query,
                                       const WadiCliCommand *command,
                                       const GOptionEntry   *entries,
                                       const char           *description,
                                       int                  *argc,
                                       char               ***argv,
                                       int                  *status);
/* Reads FILE for a rules command (wadi_cli_load_for_rules ()) and makes
 * its rules context; labels without prefix are then read on the first
 * board. */
gboolean wadi_cli_query_load (WadiCliQuery *query,
                              const char   *path,
                              int          *status);
void     wadi_cli_query_clear (WadiCliQuery *query);
/* FROM or TO of a rules command: a location whose position is the one
 * named, or where a unit in the hex stands by default
 * (wadi_rules_default_position ()); the next label without a board prefix
 * is read on this one's board.  A bad location, or a position the hex
 * does not have (IN a hex with no Depression), is a usage error: FALSE
 * with *status 2. */
gboolean wadi_cli_query_parse_location (WadiCliQuery *query,
                                        const char   *text,
                                        WadiLocation *location,
                                        int          *status);
/* "FILE FROM TO" (argv[1..3], argc 4): loads FILE and reads FROM and TO. */
gboolean wadi_cli_query_load_from_to (WadiCliQuery *query,
                                      int           argc,
                                      char        **argv,
                                      WadiLocation *from,
                                      WadiLocation *to,
                                      int          *status);
/* --centre HEXSIDE and --vertex VERTEX of hex, each read when given (not
 * NULL): an Infantry Crest counter's centre, a vehicle's Crest CAFP. */
gboolean wadi_cli_query_parse_crest_options (const WadiCliQuery *query,
                                             WadiHex             hex,
                                             const char         *centre_text,
                                             WadiDirection      *centre,
                                             const char         *vertex_text,
                                             WadiVertexIndex    *vertex,
                                             int                *status);
/* A viewer's or a target's height above its position, in levels: beyond
 * any map's levels (hex levels run from -128 to 127), bounded so that a
 * level plus a height cannot overflow. */
#define WADI_CLI_HEIGHT_MAX 1000

/* --unit CLASS, or another option of a unit class (option, as the
 * errors name it).  Optional (required FALSE): a NULL name leaves
 * *unit_class as it is.  Required: a NULL name is a usage error too, and
 * the classes are listed as wadi_unit_class_name () spells them. */
gboolean wadi_cli_parse_unit_class (const WadiCliCommand *command,
                                    const char           *option,
                                    const char           *name,
                                    gboolean              required,
                                    WadiUnitClass        *unit_class,
                                    int                  *status);

/* The text answers of the LOS commands (los, viewshed, deadground) end
 * with "note: " and what the ruleset's LOS leaves out (its los_note, as
 * written: answers are not translated), when it leaves anything out. */
void wadi_cli_query_print_los_note (const WadiCliQuery *query);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (WadiCliQuery, wadi_cli_query_clear)

/* wadi-cli-picture.c: -o OUT and --scale N of the commands that draw
 * their answer (viewshed, reach, deadground) with --format png or svg. */
typedef struct
{
  char  *output;
  char  *scale_text; /* --scale as typed, NULL: not given */
  double scale;      /* read from scale_text by wadi_cli_picture_check (); 0: export's default */
} WadiCliPicture;

void wadi_cli_picture_clear (WadiCliPicture *picture);
/* Whether format is a picture. */
gboolean wadi_cli_picture_wanted (WadiCliFormat format);
/* -o OUT with a picture and only then, ending as the picture does (a
 * text *format with OUT ending in .png or .svg becomes that picture),
 * --scale within bounds, read into picture->scale; otherwise a usage
 * error, FALSE with *status 2. */
gboolean wadi_cli_picture_check (const WadiCliCommand *command,
                                 WadiCliPicture       *picture,
                                 WadiCliFormat        *format,
                                 int                  *status);
/* Draws scenario with the analysis shaded over it and its legend to OUT;
 * returns the exit status. */
int wadi_cli_picture_write (const WadiCliCommand     *command,
                            const WadiCliPicture     *picture,
                            WadiCliFormat             format,
                            const WadiScenario       *scenario,
                            const WadiExportAnalysis *analysis);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (WadiCliPicture, wadi_cli_picture_clear)

/* wadi-cli-json.c */
typedef struct _WadiCliJson WadiCliJson;

WadiCliJson *wadi_cli_json_new (void);
void         wadi_cli_json_free (WadiCliJson *json);
/* key is a member's name in an object, NULL for an item of an array. */
void wadi_cli_json_begin_object (WadiCliJson *json,
                                 const char  *key);
void wadi_cli_json_end_object (WadiCliJson *json);
void wadi_cli_json_begin_array (WadiCliJson *json,
                                const char  *key);
void wadi_cli_json_end_array (WadiCliJson *json);
/* value NULL writes null. */
void wadi_cli_json_string (WadiCliJson *json,
                           const char  *key,
                           const char  *value);
void wadi_cli_json_number (WadiCliJson *json,
                           const char  *key,
                           double       value);
void wadi_cli_json_boolean (WadiCliJson *json,
                            const char  *key,
                            gboolean     value);
/* A cost's expression: {"value", "label", "rule"} for a term, {"value",
 * "sum" | "product": [...]} for a group, with "label" and "rule" too
 * when a rule names the group. */
void wadi_cli_json_cost (WadiCliJson    *json,
                         const char     *key,
                         const WadiCost *cost);
/* "considers": what the ruleset's line of sight weighs ("ground",
 * "depressions"...), and "note": its los_note, what it leaves out (null
 * when nothing), so that "clear" is read as clear of those only. */
void wadi_cli_json_los_considers (WadiCliJson       *json,
                                  const WadiRuleset *ruleset);
/* The whole document and a newline, on standard output. */
void wadi_cli_json_print (WadiCliJson *json);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WadiCliJson, wadi_cli_json_free)

G_END_DECLS
