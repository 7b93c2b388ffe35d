/* wadi-export-sink.c: a file written whole or not at all */
/* pwrite () */
#define _DEFAULT_SOURCE 1

#include "config.h"

#include <gio/gunixoutputstream.h>
#include <glib/gi18n.h>
#include <errno.h>
#include <string.h>
#include <unistd.h>

#include "wadi-export-private.h"

/* The safe file's refusal or failure as the export's, naming the file
 * (path NULL: the message does). */
static void
set_error (GError    **error,
           const char *path,
           GError     *cause)
{
  g_autofree char *display = path != NULL ? g_filename_display_name (path) : NULL;
  int              code = WADI_EXPORT_ERROR_WRITE;

  if (cause->domain == G_IO_ERROR && cause->code == G_IO_ERROR_CANCELLED)
    {
      g_propagate_error (error, g_error_copy (cause));
      return;
    }
  if (g_error_matches (cause, WADI_SAFE_FILE_ERROR, WADI_SAFE_FILE_ERROR_EXISTS))
    code = WADI_EXPORT_ERROR_EXISTS;
  else if (g_error_matches (cause, WADI_SAFE_FILE_ERROR, WADI_SAFE_FILE_ERROR_HARD_LINK)
           || g_error_matches (cause, WADI_SAFE_FILE_ERROR, WADI_SAFE_FILE_ERROR_READ_ONLY))
    code = WADI_EXPORT_ERROR_REFUSED;
  if (cause->domain == WADI_EXPORT_ERROR)
    code = cause->code; /* the format's own */
  if (display == NULL)
    g_set_error_literal (error, WADI_EXPORT_ERROR, code, cause->message);
  else
    g_set_error (error, WADI_EXPORT_ERROR, code, "%s: %s", display, cause->message);
}

gboolean
wadi_export_sink_open_full (WadiExportSink   *sink,
                            const char       *path,
                            WadiSafeFileFlags flags,
                            GCancellable     *cancellable,
                            GError          **error)
{
  g_autoptr(GError) local_error = NULL;
  GOutputStream *stream;

  memset (sink, 0, sizeof *sink);
  sink->file = wadi_safe_file_open (path, "export", flags, &local_error);
  if (sink->file == NULL)
    {
      set_error (error, path, local_error);
      return FALSE;
    }
  /* buffered: cairo and libpng write in small pieces */
  stream = g_unix_output_stream_new (wadi_safe_file_get_fd (sink->file), FALSE);
  sink->stream = g_buffered_output_stream_new_sized (stream, 256 * 1024);
  g_object_unref (stream);
  sink->path = g_strdup (path);
  sink->cancellable = cancellable != NULL ? g_object_ref (cancellable) : NULL;
  return TRUE;
}

gboolean
wadi_export_sink_open (WadiExportSink *sink,
                       const char     *path,
                       GCancellable   *cancellable,
                       GError        **error)
{
  return wadi_export_sink_open_full (sink, path, WADI_SAFE_FILE_DEFAULT, cancellable, error);
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

static void
close_sink (WadiExportSink *sink)
{
  g_clear_object (&sink->stream);
  g_clear_object (&sink->cancellable);
  g_clear_error (&sink->error);
  g_clear_pointer (&sink->path, g_free);
}

gboolean
wadi_export_sink_commit_all (WadiExportSink **sinks,
                             guint            n_sinks,
                             GError         **error)
{
  g_autoptr(GPtrArray) files = g_ptr_array_new ();
  g_autoptr(GError) local_error = NULL;
  GCancellable *cancellable = NULL;
  const char   *path = NULL;
  guint         i;

  for (i = 0; i < n_sinks && local_error == NULL; i++)
    {
      WadiExportSink *sink = sinks[i];

      if (sink->file == NULL)
        continue;
      if (wadi_export_sink_ok (sink))
        g_output_stream_close (sink->stream, sink->cancellable, &sink->error);
      if (sink->error != NULL)
        {
          local_error = g_error_copy (sink->error);
          path = sink->path;
        }
      cancellable = sink->cancellable;
    }
  if (local_error != NULL)
    {
      set_error (error, path, local_error);
      for (i = 0; i < n_sinks; i++)
        wadi_export_sink_abandon (sinks[i]);
      return FALSE;
    }
  for (i = 0; i < n_sinks; i++)
    if (sinks[i]->file != NULL)
      {
        path = sinks[i]->path;
        g_ptr_array_add (files, g_steal_pointer (&sinks[i]->file));
      }
  if (!wadi_safe_file_commit_all ((WadiSafeFile **) files->pdata, files->len, cancellable, &local_error))
    {
      /* with several files, the error names the one that failed */
      set_error (error, files->len > 1 ? NULL : path, local_error);
      for (i = 0; i < n_sinks; i++)
        close_sink (sinks[i]);
      return FALSE;
    }
  for (i = 0; i < n_sinks; i++)
    close_sink (sinks[i]);
  return TRUE;
}

gboolean
wadi_export_sink_commit (WadiExportSink *sink,
                         GError        **error)
{
  g_return_val_if_fail (sink->stream != NULL, FALSE);
  return wadi_export_sink_commit_all (&sink, 1, error);
}

void
wadi_export_sink_abandon (WadiExportSink *sink)
{
  if (sink->stream != NULL)
    {
      /* the buffer goes to the unnamed file, dropped next */
      g_output_stream_close (sink->stream, NULL, NULL);
    }
  g_clear_pointer (&sink->file, wadi_safe_file_abandon);
  close_sink (sink);
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

gboolean
wadi_export_finish_vector (cairo_t         *cr,
                           cairo_surface_t *surface,
                           const char      *what,
                           GError         **error)
{
  cairo_status_t status = cairo_status (cr);

  cairo_destroy (cr);
  cairo_surface_finish (surface);
  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  if (status == CAIRO_STATUS_SUCCESS || status == CAIRO_STATUS_WRITE_ERROR)
    return TRUE;
  /* TRANSLATORS: %s is what was drawn ("the PDF"), then cairo's words */
  g_set_error (error, WADI_EXPORT_ERROR, WADI_EXPORT_ERROR_WRITE, _("cairo could not draw %s: %s"), what, cairo_status_to_string (status));
  return FALSE;
}

cairo_status_t
wadi_export_bytes_cairo_write (void                *closure,
                               const unsigned char *data,
                               unsigned int         length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

/* A sink in memory (a stream without a file) seeks its stream. */
static gboolean
in_memory (WadiExportSink *sink)
{
  return sink->file == NULL && G_IS_SEEKABLE (sink->stream) && g_seekable_can_seek (G_SEEKABLE (sink->stream));
}

static void
set_errno_error (WadiExportSink *sink)
{
  int saved = errno;

  g_set_error (&sink->error, G_IO_ERROR, g_io_error_from_errno (saved), "%s", g_strerror (saved));
}

void
wadi_export_sink_overwrite (WadiExportSink *sink,
                            goffset         offset,
                            const void     *data,
                            gsize           length)
{
  int fd;

  if (!wadi_export_sink_ok (sink) || !g_output_stream_flush (sink->stream, sink->cancellable, &sink->error))
    return;
  if (in_memory (sink))
    {
      GSeekable *seekable = G_SEEKABLE (sink->stream);
      goffset    end = g_seekable_tell (seekable);

      if (g_seekable_seek (seekable, offset, G_SEEK_SET, sink->cancellable, &sink->error))
        wadi_export_sink_write (sink, data, length);
      if (sink->error == NULL)
        g_seekable_seek (seekable, end, G_SEEK_SET, sink->cancellable, &sink->error);
      return;
    }
  g_return_if_fail (sink->file != NULL);
  fd = wadi_safe_file_get_fd (sink->file);
  while (length > 0)
    {
      gssize done = pwrite (fd, data, length, offset);

      if (done < 0 && errno == EINTR)
        continue;
      if (done <= 0)
        {
          /* nothing written and no error: errno is an older call's */
          if (done == 0)
            errno = EIO;
          set_errno_error (sink);
          return;
        }
      data = (const guint8 *) data + done;
      length -= (gsize) done;
      offset += done;
    }
}

void
wadi_export_sink_rewind (WadiExportSink *sink)
{
  int fd;

  if (!wadi_export_sink_ok (sink) || !g_output_stream_flush (sink->stream, sink->cancellable, &sink->error))
    return;
  if (in_memory (sink))
    {
      GSeekable *seekable = G_SEEKABLE (sink->stream);

      if (g_seekable_seek (seekable, 0, G_SEEK_SET, sink->cancellable, &sink->error))
        g_seekable_truncate (seekable, 0, sink->cancellable, &sink->error);
      return;
    }
  g_return_if_fail (sink->file != NULL);
  fd = wadi_safe_file_get_fd (sink->file);
  if (ftruncate (fd, 0) != 0 || lseek (fd, 0, SEEK_SET) != 0)
    set_errno_error (sink);
}
