/* wadi-format-reader.c: reading .wadi scenario files
 *
 * A libxml2 SAX2 parser feeds a small state machine that builds a fresh
 * WadiScenario, so no tree is ever built and a million hexes load at the
 * speed of the parser.  Safety comes first: the parser never touches the
 * network, a DOCTYPE stops it before its internal subset is even read (so no
 * entity is ever declared, let alone expanded), and sizes, counts and depth
 * are bounded.  libxml2 prints nothing: its errors become the one GError,
 * "file:line:column: what is wrong, what was expected".  This file feeds
 * the parser; the SAX callbacks and the elements, a family to a file, are
 * listed in wadi-format-read-private.h.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include <string.h>

#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/xmlerror.h>

#include "wadi-file-source.h"
#include "wadi-format-read-private.h"
#include "wadi-format-scan.h"
#include "wadi-safe-file.h"

/* libxml2's limits on names, text and depth. */
static gboolean
is_limit_message (const char *message)
{
  return strstr (message, "too long") != NULL || strstr (message, "Excessive depth") != NULL
         || strstr (message, "longer than libxml2's") != NULL || strstr (message, "huge") != NULL;
}

#if LIBXML_VERSION >= 21200
static void
on_xml_error (void           *user_data,
              const xmlError *xml_error)
#else
static void
on_xml_error (void     *user_data,
              xmlError *xml_error)
#endif
{
  Reader          *reader = user_data;
  g_autofree char *message = NULL;
  gboolean         limit;
  const char      *expected;

  if (reader == NULL || reader->error != NULL || xml_error->level < XML_ERR_ERROR)
    return;
  /* Fed in pieces, libxml2 calls input without a start tag an empty
   * document; an empty file never reaches it (parse_end () says so). */
  if (xml_error->code == XML_ERR_DOCUMENT_EMPTY)
    message = g_strdup ("Start tag expected, '<' not found");
  else if (xml_error->code == XML_ERR_DOCUMENT_END && reader->scenario == NULL && reader->depth == 0)
    {
      /* libxml2's "Extra content at the end" of a file that stops after
       * its declaration */
      g_set_error (&reader->error, WADI_FORMAT_ERROR, WADI_FORMAT_ERROR_XML,
                   _("%s:%d:%d: the document is incomplete, expected a whole <scenario>"), reader->display_name,
                      MAX (xml_error->line, 1), MAX (xml_error->int2, 1));
      return;
    }
  else if (reader->at_end && reader->depth > 0)
    {
      /* libxml2 ending a file cut short said "Extra content at the end
       * of the document", or what the last, cut tag lacked ("AttValue: '
       * expected") */
      g_set_error (&reader->error, WADI_FORMAT_ERROR, WADI_FORMAT_ERROR_XML,
                   _("%s:%d:%d: the file ends inside <%s>, expected the rest of the scenario up to </scenario> (was it cut short?)"),
                      reader->display_name, MAX (xml_error->line, 1), MAX (xml_error->int2, 1),
                      wadi_reader_element_names[reader->stack[reader->depth - 1]]);
      return;
    }
  else if (xml_error->message != NULL && strstr (xml_error->message, "Huge input lookup") != NULL)
    /* what it looked up: one token longer than it holds */
    message = g_strdup ("an XML token (a comment, an attribute value, a processing instruction, a name) is longer "
                        "than libxml2's 10000000 bytes");
  else
    message = g_strdup (xml_error->message != NULL ? xml_error->message : "unknown error");
  g_strstrip (message);
  g_strdelimit (message, "\r\n", ' ');
  limit = is_limit_message (message);
  /* libxml2 often says what it expected ("AttValue: ' expected"): then
   * ", expected well-formed XML" after it would only say it twice */
  expected = limit                                  ? ", expected a file within the limits of docs/format.md"
             : strstr (message, "expected") == NULL ? ", expected well-formed XML"
                                                    : "";
  g_set_error (&reader->error, WADI_FORMAT_ERROR,
               limit ? WADI_FORMAT_ERROR_FORBIDDEN : WADI_FORMAT_ERROR_XML,
               "%s:%d:%d: %s: %s%s",
               reader->display_name, MAX (xml_error->line, 1), MAX (xml_error->int2, 1),
               limit ? "a size limit is exceeded" : "not well-formed XML", message, expected);
  /* No xmlStopParser () here: libxml2 2.9 stops by itself after a fatal
   * error, and stopping it from inside its own error handling can leave it
   * reading freed input.  Every callback ignores what comes after the
   * first error. */
}

/* libxml2 reports some errors (encoding, memory) on its global channels; for
 * the length of a parse those go to the reader too, or nowhere. */
static void
on_generic_error (void       *user_data,
                  const char *format,
                  ...)
{
}

/* libxml2 2.9 wants its first initialisation to happen on one thread. */
static void
ensure_libxml_initialized (void)
{
  static gsize initialized = 0;

  if (g_once_init_enter (&initialized))
    {
      xmlInitParser ();
      g_once_init_leave (&initialized, 1);
    }
}

static void
reader_clear (Reader *reader)
{
  g_clear_pointer (&reader->scenario, wadi_scenario_free);
  g_clear_pointer (&reader->board, wadi_board_free);
  g_clear_pointer (&reader->overlay_fragment, wadi_board_free);
  g_clear_pointer (&reader->overlay_id, g_free);
  g_clear_pointer (&reader->hex_seen, g_free);
  g_clear_pointer (&reader->quoted, g_ptr_array_unref);
  g_clear_pointer (&reader->map_boards, g_ptr_array_unref);
  g_clear_pointer (&reader->map_placements, g_array_unref);
  g_clear_pointer (&reader->map_positions, g_array_unref);
  g_clear_pointer (&reader->map_pictures, g_ptr_array_unref);
  g_clear_pointer (&reader->board_picture, wadi_picture_free);
  g_clear_pointer (&reader->folder, g_free);
  g_clear_pointer (&reader->counter_ids, g_hash_table_unref);
  if (reader->text != NULL)
    g_string_free (reader->text, TRUE);
  if (reader->scratch != NULL)
    g_string_free (reader->scratch, TRUE);
  g_clear_error (&reader->error);
}

/* One parse: libxml2 is fed the file in chunks through a push parser, so
 * it only ever holds a window of the input (libxml2 2.9.14 refuses a file
 * it holds whole once it has read past 10 MB in some places: "Huge input
 * lookup"), and a file of any length is read in bounded memory, refused as
 * soon as something in it is. */
typedef struct
{
  Reader                 reader;
  xmlSAXHandler          sax;
  xmlParserCtxtPtr       ctxt;
  gboolean               started;
  xmlGenericErrorFunc    old_generic;
  void                  *old_generic_context;
  xmlStructuredErrorFunc old_structured;
  void                  *old_structured_context;
  WadiFormatScan         scan;
} Parse;

/* The size of the pieces the parser is fed. */
#define PARSE_CHUNK (64 * 1024)

static void
parse_begin (Parse      *parse,
             const char *display_name)
{
  ensure_libxml_initialized ();
  memset (&parse->sax, 0, sizeof parse->sax);
  parse->sax.initialized = XML_SAX2_MAGIC;
  wadi_reader_set_sax_callbacks (&parse->sax);
  parse->sax.serror = on_xml_error;

  parse->reader.display_name = display_name;
  parse->reader.text = g_string_new (NULL);
  parse->reader.scratch = g_string_sized_new (256);
  parse->reader.map_boards = g_ptr_array_new_with_free_func ((GDestroyNotify) wadi_board_free);
  parse->reader.map_placements = g_array_new (FALSE, TRUE, sizeof (WadiMapPlacement));
  parse->reader.map_positions = g_array_new (FALSE, TRUE, sizeof (int));
  parse->reader.map_pictures = g_ptr_array_new_with_free_func ((GDestroyNotify) wadi_picture_free);
  wadi_format_scan_init (&parse->scan);

  /* From the parser's birth to its death, libxml2's messages come here. */
  parse->old_generic = xmlGenericError;
  parse->old_generic_context = xmlGenericErrorContext;
  parse->old_structured = xmlStructuredError;
  parse->old_structured_context = xmlStructuredErrorContext;
  xmlSetGenericErrorFunc (NULL, on_generic_error);
  xmlSetStructuredErrorFunc (&parse->reader, on_xml_error);
}

/* Whether the parse still wants input. */
static gboolean
parse_wants_more (Parse *parse)
{
  return parse->reader.error == NULL
         && (parse->ctxt == NULL || parse->ctxt->instate != XML_PARSER_EOF);
}

static void
parse_feed (Parse      *parse,
            const char *data,
            gsize       size)
{
  while (size > 0 && parse_wants_more (parse))
    {
      /* The first bytes alone, which tell libxml2 the encoding. */
      int piece = (int) MIN (size, parse->ctxt == NULL ? (gsize) 4 : (gsize) PARSE_CHUNK);
      int line, column;

      if (!wadi_format_scan_feed (&parse->scan, data, (gsize) piece, &line, &column))
        {
          wadi_reader_fail_at (&parse->reader, WADI_FORMAT_ERROR_FORBIDDEN, line, column,
                               _("a tag with more than %d attributes, expected at most %d"),
                                  WADI_FORMAT_MAX_ATTRIBUTES, WADI_FORMAT_MAX_ATTRIBUTES);
          return;
        }
      if (parse->ctxt == NULL)
        {
          parse->ctxt = xmlCreatePushParserCtxt (&parse->sax, &parse->reader, data, piece,
                                                 parse->reader.display_name);
          if (parse->ctxt == NULL)
            {
              g_set_error (&parse->reader.error, WADI_FORMAT_ERROR, WADI_FORMAT_ERROR_IO,
                           _("%s: could not start the XML parser, expected enough memory"),
                              parse->reader.display_name);
              return;
            }
          xmlCtxtUseOptions (parse->ctxt, XML_PARSE_NONET);
          parse->reader.ctxt = parse->ctxt;
        }
      else
        xmlParseChunk (parse->ctxt, data, piece, 0);
      parse->started = TRUE;
      data += piece;
      size -= (gsize) piece;
    }
}

static WadiScenario *
parse_end (Parse   *parse,
           GError **error)
{
  Reader       *reader = &parse->reader;
  WadiScenario *scenario;

  if (!parse->started && reader->error == NULL)
    g_set_error (&reader->error, WADI_FORMAT_ERROR, WADI_FORMAT_ERROR_XML,
                 _("%s:1:1: the file is empty, expected a <scenario> document"), reader->display_name);
  if (parse->ctxt != NULL)
    {
      reader->at_end = TRUE;
      if (parse_wants_more (parse))
        xmlParseChunk (parse->ctxt, NULL, 0, 1);
      if (reader->error == NULL && (!parse->ctxt->wellFormed || reader->scenario == NULL || reader->depth != 0))
        wadi_reader_fail_here (reader, WADI_FORMAT_ERROR_XML, _("the document is incomplete, expected a whole <scenario>"));
      reader->ctxt = NULL;
      /* libxml2 keeps the entities it reads after a recoverable error in a
       * document of its own ("expat compatibility in SAX mode"), which the
       * context does not free (found by fuzz-load) */
      if (parse->ctxt->myDoc != NULL)
        {
          xmlFreeDoc (parse->ctxt->myDoc);
          parse->ctxt->myDoc = NULL;
        }
      xmlFreeParserCtxt (parse->ctxt);
      parse->ctxt = NULL;
    }

  xmlSetStructuredErrorFunc (parse->old_structured_context, parse->old_structured);
  xmlSetGenericErrorFunc (parse->old_generic_context, parse->old_generic);

  if (reader->error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&reader->error));
      reader_clear (reader);
      return NULL;
    }
  scenario = g_steal_pointer (&reader->scenario);
  if (scenario != NULL)
    scenario->format_version = (guint) reader->version;
  reader_clear (reader);
  return scenario;
}

WadiScenario *
wadi_format_read_bytes (GBytes     *bytes,
                        const char *display_name,
                        GError    **error)
{
  Parse       parse = { 0 };
  gsize       size = 0;
  const char *data;

  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  data = g_bytes_get_data (bytes, &size);
  parse_begin (&parse, display_name != NULL ? display_name : "(scenario)");
  parse_feed (&parse, data, size);
  return parse_end (&parse, error);
}

/* Reading a FIFO or a device would block, or never end: only regular files
 * (after links) are read. */
static gboolean
check_readable_kind (GFile      *file,
                     const char *name,
                     GError    **error)
{
  g_autoptr(GError) local = NULL;

  if (wadi_file_source_check (file, &local))
    return TRUE;
  g_set_error (error, WADI_FORMAT_ERROR, WADI_FORMAT_ERROR_IO, _("%s: could not open: %s"), name, local->message);
  return FALSE;
}

WadiScenario *
wadi_format_read_file (GFile   *file,
                       GError **error)
{
  return wadi_format_read_file_full (file, NULL, NULL, NULL, error);
}

WadiScenario *
wadi_format_read_file_full (GFile             *file,
                            GCancellable      *cancellable,
                            WadiFormatProgress progress,
                            gpointer           progress_data,
                            GError           **error)
{
  g_autofree char *name = NULL;
  g_autoptr(GFileInfo) info = NULL;
  goffset size = 0, done = 0;
  g_autoptr(GFileInputStream) stream = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autofree char *buffer = NULL;
  Parse            parse = { 0 };

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  name = g_file_get_parse_name (file);
  if (!check_readable_kind (file, name, error))
    return NULL;
  stream = g_file_read (file, NULL, &local_error);
  if (stream == NULL)
    {
      g_set_error (error, WADI_FORMAT_ERROR, WADI_FORMAT_ERROR_IO,
                   _("%s: could not open: %s"), name, local_error->message);
      return NULL;
    }

  /* No limit on the file's length: the reader's limits are on what the
   * file describes, checked as it is read, and the parser stops at the
   * first thing refused. */
  info = g_file_input_stream_query_info (stream, G_FILE_ATTRIBUTE_STANDARD_SIZE, NULL, NULL);
  size = info != NULL ? g_file_info_get_size (info) : 0;
  buffer = g_malloc (PARSE_CHUNK);
  parse_begin (&parse, name);
  {
    g_autofree char *path = g_file_get_path (file);

    /* A picture's path is relative to the file's folder: the folder of the
     * file its links lead to, as the writer makes it relative there. */
    if (path != NULL)
      {
        g_autofree char *target = wadi_safe_file_resolve_links (path);

        parse.reader.folder = g_path_get_dirname (target);
      }
  }
  while (parse_wants_more (&parse))
    {
      gsize n_read = 0;

      if (g_cancellable_set_error_if_cancelled (cancellable, &local_error))
        {
          /* nothing half read is kept: the parse ends with this error */
          if (parse.reader.error == NULL)
            parse.reader.error = g_steal_pointer (&local_error);
          break;
        }

      if (!g_input_stream_read_all (G_INPUT_STREAM (stream), buffer, PARSE_CHUNK,
                                    &n_read, NULL, &local_error))
        {
          if (parse.reader.error == NULL)
            g_set_error (&parse.reader.error, WADI_FORMAT_ERROR, WADI_FORMAT_ERROR_IO,
                         _("%s: could not read: %s"), name, local_error->message);
          break;
        }
      parse_feed (&parse, buffer, n_read);
      done += (goffset) n_read;
      if (progress != NULL && size > 0)
        progress (MIN (1.0, (double) done / (double) size), progress_data);
      if (n_read < PARSE_CHUNK)
        break;
    }
  return parse_end (&parse, error);
}
