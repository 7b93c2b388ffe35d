/* wadi-export-sink.c: a file written whole or not at all */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gstdio.h>

#include "wadi-export-private.h"

gboolean
wadi_export_sink_open (WadiExportSink *sink,
                       const char     *path,
                       GCancellable   *cancellable,
                       GError        **error)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *name = g_strdup_printf (".%s.wadi-export-XXXXXX", base);
  g_autofree char *temporary = g_build_filename (dir, name, NULL);
  g_autoptr(GFileOutputStream) stream = NULL;
  int fd;

  memset (sink, 0, sizeof *sink);
  /* beside the target, so that the final rename is atomic; GIO's
   * g_file_replace writes a file that did not exist in place, and would
   * leave half of it behind when an export fails */
  fd = g_mkstemp_full (temporary, O_RDWR, 0666);
  if (fd < 0)
    {
      int saved = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved), "%s: %s", path, g_strerror (saved));
      return FALSE;
    }
  g_close (fd, NULL);
  sink->temporary = g_file_new_for_path (temporary);
  stream = g_file_append_to (sink->temporary, G_FILE_CREATE_NONE, cancellable, error);
  if (stream == NULL)
    {
      g_file_delete (sink->temporary, NULL, NULL);
      g_clear_object (&sink->temporary);
      return FALSE;
    }
  /* buffered: cairo and libpng write in small pieces */
  sink->stream = g_buffered_output_stream_new_sized (G_OUTPUT_STREAM (stream), 256 * 1024);
  sink->path = g_strdup (path);
  sink->cancellable = cancellable != NULL ? g_object_ref (cancellable) : NULL;
  return TRUE;
}

void
wadi_export_sink_write (WadiExportSink *sink,
                        const void     *data,
                        gsize           length)
{
  if (sink->error != NULL)
    return;
  g_output_stream_write_all (sink->stream, data, length, NULL, sink->cancellable, &sink->error);
}

void
wadi_export_sink_printf (WadiExportSink *sink,
                         const char     *format,
                         ...)
{
  g_autofree char *text = NULL;
  va_list          args;

  if (sink->error != NULL)
    return;
  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  wadi_export_sink_write (sink, text, strlen (text));
}

gboolean
wadi_export_sink_ok (WadiExportSink *sink)
{
  if (sink->error == NULL)
    g_cancellable_set_error_if_cancelled (sink->cancellable, &sink->error);
  return sink->error == NULL;
}

gboolean
wadi_export_sink_commit (WadiExportSink *sink,
                         GError        **error)
{
  g_autoptr(GFile) target = NULL;

  g_return_val_if_fail (sink->stream != NULL, FALSE);
  if (wadi_export_sink_ok (sink))
    g_output_stream_close (sink->stream, sink->cancellable, &sink->error);
  if (sink->error == NULL)
    {
      target = g_file_new_for_path (sink->path);
      g_file_move (sink->temporary, target, G_FILE_COPY_OVERWRITE | G_FILE_COPY_NO_FALLBACK_FOR_MOVE, NULL, NULL,
                   NULL, &sink->error);
    }
  if (sink->error != NULL)
    {
      if (error != NULL)
        {
          *error = g_error_copy (sink->error);
          if (!g_error_matches (sink->error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
            g_prefix_error (error, "%s: ", sink->path);
        }
      wadi_export_sink_abandon (sink);
      return FALSE;
    }
  g_clear_object (&sink->stream);
  g_clear_object (&sink->temporary);
  g_clear_object (&sink->cancellable);
  g_clear_pointer (&sink->path, g_free);
  return TRUE;
}

void
wadi_export_sink_abandon (WadiExportSink *sink)
{
  if (sink->stream != NULL)
    {
      /* closing flushes what is buffered: into the temporary, deleted next */
      g_output_stream_close (sink->stream, NULL, NULL);
      g_clear_object (&sink->stream);
    }
  if (sink->temporary != NULL)
    {
      g_file_delete (sink->temporary, NULL, NULL);
      g_clear_object (&sink->temporary);
    }
  g_clear_object (&sink->cancellable);
  g_clear_error (&sink->error);
  g_clear_pointer (&sink->path, g_free);
}

cairo_status_t
wadi_export_sink_cairo_write (void                *closure,
                              const unsigned char *data,
                              unsigned int         length)
{
  WadiExportSink *sink = closure;

  wadi_export_sink_write (sink, data, length);
  return sink->error == NULL ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_WRITE_ERROR;
}
