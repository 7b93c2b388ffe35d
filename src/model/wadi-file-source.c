/* wadi-file-source.c: what Wadi reads whole must be a regular file */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "wadi-file-source.h"

#define PIECE_BYTES 65536

gboolean
wadi_file_source_check (GFile   *file,
                        GError **error)
{
  g_autoptr(GFileInfo) info = NULL;
  GFileType type;

  /* only a local file can be asked without opening it */
  if (!g_file_is_native (file))
    return TRUE;
  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_TYPE, G_FILE_QUERY_INFO_NONE, NULL, NULL);
  if (info == NULL)
    return TRUE; /* the open says why */
  type = g_file_info_get_file_type (info);
  switch (type)
    {
    case G_FILE_TYPE_DIRECTORY:
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_IS_DIRECTORY, _("it is a folder, expected a regular file"));
      return FALSE;
    case G_FILE_TYPE_SPECIAL:
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE,
                           _("it is not a regular file (a FIFO, device or socket), expected a regular file"));
      return FALSE;
    case G_FILE_TYPE_REGULAR:
    case G_FILE_TYPE_SYMBOLIC_LINK: /* broken, or a loop: the open says which */
    case G_FILE_TYPE_UNKNOWN:
    case G_FILE_TYPE_SHORTCUT:
    case G_FILE_TYPE_MOUNTABLE:
    default:
      return TRUE;
    }
}

GBytes *
wadi_file_source_read (GFile        *file,
                       gsize         max_bytes,
                       const char   *max_text,
                       GCancellable *cancellable,
                       GError      **error)
{
  g_autoptr(GFileInputStream) stream = NULL;
  g_autoptr(GByteArray) data = g_byte_array_new ();
  g_autofree guint8 *piece = g_malloc (PIECE_BYTES);

  if (!wadi_file_source_check (file, error))
    return NULL;
  stream = g_file_read (file, cancellable, error);
  if (stream == NULL)
    return NULL;
  for (;;)
    {
      gssize n = g_input_stream_read (G_INPUT_STREAM (stream), piece, PIECE_BYTES, cancellable, error);

      if (n < 0)
        return NULL;
      if (n == 0)
        break;
      if (data->len + (gsize) n > max_bytes)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE, _("it is larger than %s"), max_text);
          return NULL;
        }
      g_byte_array_append (data, piece, (guint) n);
    }
  return g_byte_array_free_to_bytes (g_steal_pointer (&data));
}
