/* test-trace-picture.c: pictures decoded within limits */
#define _POSIX_C_SOURCE 200809L /* mkfifo */

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>

#include "wadi-trace-align.h"
#include "wadi-trace-picture.h"

/* A PNG of width x height pixels, red on the left half, blue on the
 * right. */
static GBytes *
png_bytes (int      width,
           int      height,
           gboolean alpha)
{
  g_autoptr (GdkPixbuf) pixbuf = gdk_pixbuf_new (GDK_COLORSPACE_RGB, alpha, 8, width, height);
  g_autoptr (GError) error = NULL;
  guint8 *pixels = gdk_pixbuf_get_pixels (pixbuf);
  int     channels = gdk_pixbuf_get_n_channels (pixbuf);
  char   *data = NULL;
  gsize   size = 0;

  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      {
        guint8 *p = pixels + y * gdk_pixbuf_get_rowstride (pixbuf) + x * channels;

        p[0] = x < width / 2 ? 255 : 0;
        p[1] = 0;
        p[2] = x < width / 2 ? 0 : 255;
        if (alpha)
          p[3] = y == 0 ? 0 : 255;
      }
  g_assert_true (gdk_pixbuf_save_to_buffer (pixbuf, &data, &size, "png", &error, NULL));
  g_assert_no_error (error);
  return g_bytes_new_take (data, size);
}

/* A picture of noise (it compresses little) in format, "png" or
 * "jpeg". */
static GBytes *
noise_bytes (const char *format)
{
  g_autoptr (GdkPixbuf) pixbuf = gdk_pixbuf_new (GDK_COLORSPACE_RGB, FALSE, 8, 160, 120);
  g_autoptr (GError) error = NULL;
  guint32 state = 12345;
  char   *data = NULL;
  gsize   size = 0;

  for (int y = 0; y < 120; y++)
    for (int x = 0; x < 160 * 3; x++)
      {
        state = state * 1103515245u + 12345u;
        gdk_pixbuf_get_pixels (pixbuf)[y * gdk_pixbuf_get_rowstride (pixbuf) + x] = (guint8) (state >> 16);
      }
  g_assert_true (gdk_pixbuf_save_to_buffer (pixbuf, &data, &size, format, &error, NULL));
  g_assert_no_error (error);
  return g_bytes_new_take (data, size);
}

/* A file cut short (a download stopped) is refused, not traced with its
 * missing rows blank or grey: the PNG and JPEG loaders close such a file
 * without an error (a try-out traced a truncated JPEG into 185 hexes of
 * "hammada", and wrote them). The whole files load. */
static void
test_cut_short (void)
{
  for (const char *const *format = (const char *const[]) { "png", "jpeg", NULL }; *format != NULL; format++)
    {
      g_autoptr (GBytes) whole = noise_bytes (*format);
      g_autoptr (GBytes) cut = g_bytes_new_from_bytes (whole, 0, g_bytes_get_size (whole) * 6 / 10);
      g_autoptr (GError) error = NULL;
      g_autoptr (WadiTracePicture) picture = wadi_trace_picture_load_bytes (whole, NULL, NULL, NULL, NULL, &error);

      g_assert_no_error (error);
      g_assert_nonnull (picture);
      g_assert_null (wadi_trace_picture_load_bytes (cut, NULL, NULL, NULL, NULL, &error));
      g_assert_error (error, WADI_TRACE_ERROR, WADI_TRACE_ERROR_PICTURE);
      g_test_message ("%s: %s", *format, error->message);
      g_assert_nonnull (strstr (error->message, "cut short"));
    }
}

static void
test_decode (void)
{
  g_autoptr (GBytes) bytes = png_bytes (40, 30, TRUE);
  g_autoptr (GError) error = NULL;
  g_autoptr (WadiTracePicture) picture = wadi_trace_picture_load_bytes (bytes, NULL, NULL, NULL, NULL, &error);
  guint8 rgb[3];

  g_assert_no_error (error);
  g_assert_cmpint (wadi_trace_picture_get_width (picture), ==, 40);
  g_assert_cmpint (wadi_trace_picture_get_height (picture), ==, 30);
  g_assert_true (wadi_trace_picture_get_rgb (picture, 3, 10, rgb));
  g_assert_cmpuint (rgb[0], ==, 255);
  g_assert_cmpuint (rgb[2], ==, 0);
  g_assert_true (wadi_trace_picture_get_rgb (picture, 39, 29, rgb));
  g_assert_cmpuint (rgb[0], ==, 0);
  g_assert_cmpuint (rgb[2], ==, 255);
  /* a transparent pixel is read over white */
  g_assert_true (wadi_trace_picture_get_rgb (picture, 39, 0, rgb));
  g_assert_cmpuint (rgb[0], ==, 255);
  g_assert_cmpuint (rgb[1], ==, 255);
  g_assert_false (wadi_trace_picture_get_rgb (picture, 40, 0, rgb));
  g_assert_false (wadi_trace_picture_get_rgb (picture, 0, -1, rgb));
}

static void
test_limits (void)
{
  g_autoptr (GBytes) bytes = png_bytes (400, 300, FALSE);
  WadiTracePictureLimits pixels = { 0, 100000 };
  WadiTracePictureLimits small_file = { 100, 0 };
  g_autoptr (GError) error = NULL;
  WadiTracePicture *picture;

  picture = wadi_trace_picture_load_bytes (bytes, &pixels, NULL, NULL, NULL, &error);
  g_assert_null (picture);
  g_assert_error (error, WADI_TRACE_ERROR, WADI_TRACE_ERROR_TOO_LARGE);
  /* the message says the size and the limit */
  g_assert_nonnull (strstr (error->message, "400 × 300"));
  g_assert_nonnull (strstr (error->message, "0.1 million"));
  g_clear_error (&error);

  picture = wadi_trace_picture_load_bytes (bytes, &small_file, NULL, NULL, NULL, &error);
  g_assert_null (picture);
  g_assert_error (error, WADI_TRACE_ERROR, WADI_TRACE_ERROR_TOO_LARGE);
  g_assert_nonnull (strstr (error->message, "100 bytes"));
}

static guint32
crc32_of (const guint8 *data,
          gsize         length)
{
  guint32 crc = 0xffffffff;

  for (gsize i = 0; i < length; i++)
    {
      crc ^= data[i];
      for (int k = 0; k < 8; k++)
        crc = (crc >> 1) ^ (0xedb88320 & -(crc & 1));
    }
  return ~crc;
}

/* A few hundred bytes whose header announces 60,000 x 60,000 pixels:
 * refused at once, before the decoder spends 10 GB on it. */
static void
test_header_bomb (void)
{
  g_autoptr (GBytes) small = png_bytes (2, 2, FALSE);
  gsize   size = g_bytes_get_size (small);
  guint8 *data = g_memdup2 (g_bytes_get_data (small, NULL), size);
  g_autoptr (GBytes) bomb = NULL;
  g_autoptr (GError) error = NULL;
  WadiTracePicture *picture;
  guint32           crc;
  gint64            start = g_get_monotonic_time ();

  /* the signature (8 bytes), IHDR's length and type (8), then its width
   * and height, big-endian, and its CRC over type and data (17 bytes) */
  g_assert_cmpmem (data + 12, 4, "IHDR", 4);
  for (int i = 0; i < 2; i++)
    {
      data[16 + 4 * i] = 0;
      data[17 + 4 * i] = 0;
      data[18 + 4 * i] = 60000 >> 8;
      data[19 + 4 * i] = 60000 & 0xff;
    }
  crc = crc32_of (data + 12, 17);
  data[29] = (guint8) (crc >> 24);
  data[30] = (guint8) (crc >> 16);
  data[31] = (guint8) (crc >> 8);
  data[32] = (guint8) crc;
  bomb = g_bytes_new_take (data, size);
  picture = wadi_trace_picture_load_bytes (bomb, NULL, NULL, NULL, NULL, &error);
  g_assert_null (picture);
  g_assert_error (error, WADI_TRACE_ERROR, WADI_TRACE_ERROR_TOO_LARGE);
  g_assert_nonnull (strstr (error->message, "60000 × 60000"));
  /* no decoding of 3,600 million pixels (it took a minute when the
   * loader was asked to scale the picture down instead) */
  g_assert_cmpint (g_get_monotonic_time () - start, <, 5 * G_USEC_PER_SEC);
}

static void
test_not_a_picture (void)
{
  g_autoptr (GBytes) bytes = g_bytes_new_static ("<wadi>not a picture</wadi>", 26);
  g_autoptr (GError) error = NULL;
  WadiTracePicture *picture = wadi_trace_picture_load_bytes (bytes, NULL, NULL, NULL, NULL, &error);

  g_assert_null (picture);
  g_assert_error (error, WADI_TRACE_ERROR, WADI_TRACE_ERROR_PICTURE);
  /* what was expected, for a designer who gave a text file */
  g_assert_nonnull (strstr (error->message, "expected a picture such as PNG, JPEG, TIFF or WebP"));
  g_clear_error (&error);

  /* an empty file says so, not "Unrecognized image file format" */
  {
    g_autoptr (GBytes) empty = g_bytes_new_static ("", 0);

    g_assert_null (wadi_trace_picture_load_bytes (empty, NULL, NULL, NULL, NULL, &error));
    g_assert_error (error, WADI_TRACE_ERROR, WADI_TRACE_ERROR_PICTURE);
    g_assert_cmpstr (error->message, ==, "The picture cannot be read: the file is empty");
  }
}

/* A FIFO named as the picture is refused before it is opened: the open
 * would block the loading thread for ever, and no Cancel frees it (the
 * test would hang).  A device is refused too. */
static void
test_not_a_file (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("wadi-trace-picture-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "board.png", NULL);
  g_autoptr (GFile) fifo = g_file_new_for_path (path);
  g_autoptr (GFile) device = g_file_new_for_path ("/dev/zero");

  g_assert_no_error (error);
  g_assert_cmpint (mkfifo (path, 0600), ==, 0);
  g_assert_null (wadi_trace_picture_load (fifo, NULL, NULL, NULL, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE);
  g_clear_error (&error);
  g_assert_null (wadi_trace_picture_load (device, NULL, NULL, NULL, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE);
  g_remove (path);
  g_rmdir (dir);
}

static void
test_cancelled (void)
{
  g_autoptr (GBytes) bytes = png_bytes (40, 30, FALSE);
  g_autoptr (GCancellable) cancellable = g_cancellable_new ();
  g_autoptr (GError) error = NULL;
  WadiTracePicture *picture;

  g_cancellable_cancel (cancellable);
  picture = wadi_trace_picture_load_bytes (bytes, NULL, cancellable, NULL, NULL, &error);
  g_assert_null (picture);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

static void
count_progress (double   fraction,
                gpointer user_data)
{
  double *last = user_data;

  g_assert_cmpfloat (fraction, >=, *last);
  g_assert_cmpfloat (fraction, <=, 1.0);
  *last = fraction;
}

static void
loaded (GObject      *source,
        GAsyncResult *result,
        gpointer      user_data)
{
  WadiTracePicture **out = user_data;
  g_autoptr (GError) error = NULL;

  *out = wadi_trace_picture_load_finish (result, &error);
  g_assert_no_error (error);
}

static void
test_async (void)
{
  g_autoptr (GBytes) bytes = png_bytes (600, 400, FALSE);
  g_autofree char *dir = g_dir_make_tmp ("wadi-trace-picture-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "scan.png", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  WadiTracePicture *picture = NULL;
  double            last = 0.0;

  g_assert_true (g_file_set_contents (path, g_bytes_get_data (bytes, NULL), (gssize) g_bytes_get_size (bytes), &error));
  wadi_trace_picture_load_async (file, NULL, NULL, count_progress, &last, loaded, &picture);
  while (picture == NULL)
    g_main_context_iteration (NULL, TRUE);
  /* the progress came in this thread's main context, and reached the end */
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_cmpfloat (last, ==, 1.0);
  g_assert_cmpint (wadi_trace_picture_get_width (picture), ==, 600);
  wadi_trace_picture_unref (picture);
  g_assert_true (g_file_delete (file, NULL, NULL));
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/trace/picture/decode", test_decode);
  g_test_add_func ("/trace/picture/limits", test_limits);
  g_test_add_func ("/trace/picture/header-bomb", test_header_bomb);
  g_test_add_func ("/trace/picture/not-a-picture", test_not_a_picture);
  g_test_add_func ("/trace/picture/not-a-file", test_not_a_file);
  g_test_add_func ("/trace/picture/cut-short", test_cut_short);
  g_test_add_func ("/trace/picture/cancelled", test_cancelled);
  g_test_add_func ("/trace/picture/async", test_async);
  return g_test_run ();
}
