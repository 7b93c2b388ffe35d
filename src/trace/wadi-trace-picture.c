/* wadi-trace-picture.c: a picture decoded by gdk-pixbuf, within limits
 *
 * The file is fed to a GdkPixbufLoader in pieces, so that the size it
 * announces is checked (size-prepared) before the pixels arrive and a
 * cancel is seen between pieces.  No decoder of our own.
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "wadi-file-source.h"
#include "wadi-trace-align.h"
#include "wadi-trace-forward.h"
#include "wadi-trace-picture.h"

#define PIECE (256 * 1024)

struct _WadiTracePicture
{
  gatomicrefcount ref;
  GdkPixbuf      *pixbuf;
};

G_DEFINE_BOXED_TYPE (WadiTracePicture, wadi_trace_picture, wadi_trace_picture_ref, wadi_trace_picture_unref)

WadiTracePicture *
wadi_trace_picture_ref (WadiTracePicture *picture)
{
  g_atomic_ref_count_inc (&picture->ref);
  return picture;
}

void
wadi_trace_picture_unref (WadiTracePicture *picture)
{
  if (picture == NULL || !g_atomic_ref_count_dec (&picture->ref))
    return;
  g_object_unref (picture->pixbuf);
  g_free (picture);
}

WadiTracePicture *
wadi_trace_picture_new_for_pixbuf (GdkPixbuf *pixbuf)
{
  WadiTracePicture *picture;

  g_return_val_if_fail (GDK_IS_PIXBUF (pixbuf), NULL);
  g_return_val_if_fail (gdk_pixbuf_get_bits_per_sample (pixbuf) == 8, NULL);
  g_return_val_if_fail (gdk_pixbuf_get_colorspace (pixbuf) == GDK_COLORSPACE_RGB, NULL);
  picture = g_new0 (WadiTracePicture, 1);
  g_atomic_ref_count_init (&picture->ref);
  picture->pixbuf = g_object_ref (pixbuf);
  return picture;
}

int
wadi_trace_picture_get_width (const WadiTracePicture *picture)
{
  return gdk_pixbuf_get_width (picture->pixbuf);
}

int
wadi_trace_picture_get_height (const WadiTracePicture *picture)
{
  return gdk_pixbuf_get_height (picture->pixbuf);
}

GdkPixbuf *
wadi_trace_picture_get_pixbuf (const WadiTracePicture *picture)
{
  return picture->pixbuf;
}

gboolean
wadi_trace_picture_get_rgb (const WadiTracePicture *picture,
                            int                     x,
                            int                     y,
                            guint8                  rgb[3])
{
  GdkPixbuf    *pixbuf = picture->pixbuf;
  int           channels = gdk_pixbuf_get_n_channels (pixbuf);
  const guint8 *p;

  if (x < 0 || y < 0 || x >= gdk_pixbuf_get_width (pixbuf) || y >= gdk_pixbuf_get_height (pixbuf))
    return FALSE;
  p = gdk_pixbuf_read_pixels (pixbuf) + (gsize) y * (gsize) gdk_pixbuf_get_rowstride (pixbuf) + (gsize) x * (gsize) channels;
  if (channels == 4 && p[3] != 255)
    {
      /* over white, as the picture would be printed */
      for (int c = 0; c < 3; c++)
        rgb[c] = (guint8) ((p[c] * p[3] + 255 * (255 - p[3]) + 127) / 255);
      return TRUE;
    }
  rgb[0] = p[0];
  rgb[1] = p[1];
  rgb[2] = p[2];
  return TRUE;
}

typedef struct
{
  guint64  max_pixels;
  gboolean too_large;
  int      width;
  int      height;
  int      decoded;  /* rows decoded from the top, as far as the loader said */
  guint8   tail[64]; /* the file's last bytes, where a JPEG's end marker is */
  gsize    n_tail;
} SizeCheck;

/* Keeps the last bytes read, up to sizeof check->tail. */
static void
keep_tail (SizeCheck    *check,
           const guint8 *data,
           gsize         n)
{
  gsize keep = MIN (n, sizeof check->tail);
  gsize old = MIN (check->n_tail, sizeof check->tail - keep);

  memmove (check->tail, check->tail + check->n_tail - old, old);
  memcpy (check->tail + old, data + n - keep, keep);
  check->n_tail = old + keep;
}

/* Whether a JPEG's data ends: its End Of Image marker (FF D9) is among
 * its last bytes.  The JPEG loader fills the rows a file cut short lacks
 * with grey and says nothing. */
static gboolean
jpeg_ends (const SizeCheck *check)
{
  for (gsize i = 0; i + 1 < check->n_tail; i++)
    if (check->tail[i] == 0xff && check->tail[i + 1] == 0xd9)
      return TRUE;
  return FALSE;
}

/* How far down the picture the loader has decoded: a file cut short (a
 * download stopped) closes without an error from the PNG and JPEG
 * loaders, its missing rows blank, which the trace would read as
 * terrain. */
static void
area_updated (GdkPixbufLoader *loader,
              int              x,
              int              y,
              int              width,
              int              height,
              gpointer         user_data)
{
  SizeCheck *check = user_data;

  check->decoded = MAX (check->decoded, y + height);
}

static void
size_prepared (GdkPixbufLoader *loader,
               int              width,
               int              height,
               gpointer         user_data)
{
  SizeCheck *check = user_data;

  check->width = width;
  check->height = height;
  if (width > 0 && height > 0 && (guint64) width * (guint64) height <= check->max_pixels)
    return;
  check->too_large = TRUE;
  /* A size of 0: the PNG and JPEG loaders then stop before they allocate
   * the pixels.  (Not 1 x 1: the PNG loader would decode the whole
   * picture and scale it down when closed.) */
  gdk_pixbuf_loader_set_size (loader, 0, 0);
}

static gboolean
refuse_bytes (guint64  size,
              guint64  limit,
              GError **error)
{
  g_autofree char *have = g_format_size (size);
  g_autofree char *most = g_format_size (limit);

  g_set_error (error, WADI_TRACE_ERROR, WADI_TRACE_ERROR_TOO_LARGE,
               _("The picture’s file is %s; the most Wadi reads is %s"), have, most);
  return FALSE;
}

static void
refuse_pixels (const SizeCheck *check,
               GError         **error)
{
  g_set_error (error, WADI_TRACE_ERROR, WADI_TRACE_ERROR_TOO_LARGE,
               _("The picture is %d × %d pixels (%.1f million); the most Wadi reads is %.1f million"),
                  check->width, check->height, (double) check->width * check->height / 1e6,
                  (double) check->max_pixels / 1e6);
}

/* gdk-pixbuf's refusal, said for a designer: an empty file, or a file
 * that is no picture (a text file, a PDF), names what was expected. */
static void
refuse_decoding (const GError *local,
                 guint64       read_so_far,
                 GError      **error)
{
  if (read_so_far == 0)
    g_set_error (error, WADI_TRACE_ERROR, WADI_TRACE_ERROR_PICTURE,
                 _("The picture cannot be read: the file is empty"));
  else if (g_error_matches (local, GDK_PIXBUF_ERROR, GDK_PIXBUF_ERROR_UNKNOWN_TYPE))
    g_set_error (error, WADI_TRACE_ERROR, WADI_TRACE_ERROR_PICTURE,
                 _("The picture cannot be read: %s; expected a picture such as PNG, JPEG, TIFF or WebP"), local->message);
  else
    g_set_error (error, WADI_TRACE_ERROR, WADI_TRACE_ERROR_PICTURE,
                 _("The picture cannot be read: %s"), local->message);
}

/* Feeds the loader from stream (total bytes, 0 when unknown) and returns
 * the picture. */
static WadiTracePicture *
decode_stream (GInputStream                 *stream,
               guint64                       total,
               const WadiTracePictureLimits *limits,
               GCancellable                 *cancellable,
               WadiTraceProgress             progress,
               gpointer                      progress_data,
               GError                      **error)
{
  g_autoptr (GdkPixbufLoader) loader = NULL;
  g_autofree guint8 *piece = NULL;
  guint64            max_bytes = limits != NULL && limits->max_bytes > 0 ? limits->max_bytes : WADI_TRACE_PICTURE_MAX_BYTES;
  SizeCheck          check = { .max_pixels = limits != NULL && limits->max_pixels > 0 ? limits->max_pixels : WADI_TRACE_PICTURE_MAX_PIXELS };
  g_autoptr (GError) local = NULL;
  guint64          read_so_far = 0;
  GdkPixbuf       *pixbuf;
  GdkPixbufFormat *format;
  g_autofree char *format_name = NULL;

  if (total > max_bytes)
    return refuse_bytes (total, max_bytes, error), NULL;
  loader = gdk_pixbuf_loader_new ();
  piece = g_malloc (PIECE);
  g_signal_connect (loader, "size-prepared", G_CALLBACK (size_prepared), &check);
  g_signal_connect (loader, "area-updated", G_CALLBACK (area_updated), &check);
  for (;;)
    {
      gssize n;

      /* a memory stream does not look at the cancellable itself */
      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        goto fail;
      n = g_input_stream_read (stream, piece, PIECE, cancellable, error);
      if (n < 0)
        goto fail;
      if (n == 0)
        break;
      read_so_far += (guint64) n;
      keep_tail (&check, piece, (gsize) n);
      if (read_so_far > max_bytes)
        {
          refuse_bytes (read_so_far, max_bytes, error);
          goto fail;
        }
      if (!gdk_pixbuf_loader_write (loader, piece, (gsize) n, &local) && !check.too_large)
        {
          refuse_decoding (local, read_so_far, error);
          goto fail;
        }
      if (check.too_large)
        {
          refuse_pixels (&check, error);
          goto fail;
        }
      if (progress != NULL && total > 0)
        progress ((double) read_so_far / (double) total, progress_data);
    }
  if (!gdk_pixbuf_loader_close (loader, &local))
    {
      if (check.too_large)
        refuse_pixels (&check, error);
      else
        refuse_decoding (local, read_so_far, error);
      return NULL;
    }
  if (check.too_large)
    return refuse_pixels (&check, error), NULL;
  pixbuf = gdk_pixbuf_loader_get_pixbuf (loader);
  if (pixbuf == NULL || gdk_pixbuf_get_bits_per_sample (pixbuf) != 8
      || gdk_pixbuf_get_colorspace (pixbuf) != GDK_COLORSPACE_RGB)
    {
      g_set_error (error, WADI_TRACE_ERROR, WADI_TRACE_ERROR_PICTURE,
                   _("The picture cannot be read: it holds no image"));
      return NULL;
    }
  format = gdk_pixbuf_loader_get_format (loader);
  format_name = format != NULL ? gdk_pixbuf_format_get_name (format) : NULL;
  if (check.decoded < gdk_pixbuf_get_height (pixbuf))
    {
      g_set_error (error, WADI_TRACE_ERROR, WADI_TRACE_ERROR_PICTURE,
                   _("The picture cannot be read whole: the file ends at row %d of %d (cut short?)"), check.decoded,
                      gdk_pixbuf_get_height (pixbuf));
      return NULL;
    }
  if (g_strcmp0 (format_name, "jpeg") == 0 && !jpeg_ends (&check))
    {
      g_set_error (error, WADI_TRACE_ERROR, WADI_TRACE_ERROR_PICTURE,
                   _("The picture cannot be read whole: the JPEG file ends before its end marker (cut short?)"));
      return NULL;
    }
  return wadi_trace_picture_new_for_pixbuf (pixbuf);

fail:
  /* closing an unfinished image only warns; its error is not ours */
  gdk_pixbuf_loader_close (loader, NULL);
  return NULL;
}

WadiTracePicture *
wadi_trace_picture_load (GFile                        *file,
                         const WadiTracePictureLimits *limits,
                         GCancellable                 *cancellable,
                         WadiTraceProgress             progress,
                         gpointer                      progress_data,
                         GError                      **error)
{
  g_autoptr (GFileInputStream) stream = NULL;
  g_autoptr (GFileInfo) info = NULL;
  guint64 total = 0;

  /* a FIFO would block the open for ever: a thread no Cancel frees */
  if (!wadi_file_source_check (file, error))
    return NULL;
  stream = g_file_read (file, cancellable, error);
  if (stream == NULL)
    return NULL;
  info = g_file_input_stream_query_info (stream, G_FILE_ATTRIBUTE_STANDARD_SIZE, cancellable, NULL);
  if (info != NULL && g_file_info_has_attribute (info, G_FILE_ATTRIBUTE_STANDARD_SIZE))
    total = (guint64) g_file_info_get_size (info);
  return decode_stream (G_INPUT_STREAM (stream), total, limits, cancellable, progress, progress_data, error);
}

WadiTracePicture *
wadi_trace_picture_load_bytes (GBytes                       *bytes,
                               const WadiTracePictureLimits *limits,
                               GCancellable                 *cancellable,
                               WadiTraceProgress             progress,
                               gpointer                      progress_data,
                               GError                      **error)
{
  g_autoptr (GInputStream) stream = g_memory_input_stream_new_from_bytes (bytes);

  return decode_stream (stream, g_bytes_get_size (bytes), limits, cancellable, progress, progress_data, error);
}

/* The _async functions */

typedef struct
{
  GFile                 *file;
  WadiTracePictureLimits limits;
  WadiTraceForward       forward;
} LoadData;

static void
load_data_free (LoadData *data)
{
  g_object_unref (data->file);
  wadi_trace_forward_clear (&data->forward);
  g_free (data);
}

static void
load_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  LoadData         *data = task_data;
  GError           *error = NULL;
  WadiTracePicture *picture;

  picture = wadi_trace_picture_load (data->file, &data->limits, cancellable,
                                     wadi_trace_forward_func (&data->forward), &data->forward, &error);
  if (picture == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, picture, (GDestroyNotify) wadi_trace_picture_unref);
}

void
wadi_trace_picture_load_async (GFile                        *file,
                               const WadiTracePictureLimits *limits,
                               GCancellable                 *cancellable,
                               WadiTraceProgress             progress,
                               gpointer                      progress_data,
                               GAsyncReadyCallback           callback,
                               gpointer                      user_data)
{
  g_autoptr (GTask) task = g_task_new (NULL, cancellable, callback, user_data);
  LoadData *data = g_new0 (LoadData, 1);

  data->file = g_object_ref (file);
  if (limits != NULL)
    data->limits = *limits;
  wadi_trace_forward_init (&data->forward, progress, progress_data);
  g_task_set_source_tag (task, wadi_trace_picture_load_async);
  g_task_set_task_data (task, data, (GDestroyNotify) load_data_free);
  g_task_run_in_thread (task, load_thread);
}

WadiTracePicture *
wadi_trace_picture_load_finish (GAsyncResult *result,
                                GError      **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}
