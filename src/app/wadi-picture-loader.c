/* wadi-picture-loader.c: the boards' background pictures, decoded in
 * threads */
#include "config.h"

#include <glib/gi18n.h>

#include "wadi-picture-loader.h"

struct _WadiPictureLoader
{
  GObject     parent_instance;
  GHashTable *table;   /* path -> cairo_surface_t, replaced whole */
  GHashTable *decoded; /* path -> WadiTracePicture */
  GHashTable *loading; /* path -> GCancellable */
  GHashTable *failed;  /* paths that could not be read */
  char       *wanted;  /* a picture no board names yet (Set Background Picture) */
};

G_DEFINE_FINAL_TYPE (WadiPictureLoader, wadi_picture_loader, G_TYPE_OBJECT)

enum
{
  SIGNAL_CHANGED,
  SIGNAL_FAILED,
  SIGNAL_PROGRESS,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

typedef struct
{
  WadiTracePicture *picture;
  cairo_surface_t  *surface;
} Decoded;

static void
decoded_free (Decoded *decoded)
{
  g_clear_pointer (&decoded->picture, wadi_trace_picture_unref);
  g_clear_pointer (&decoded->surface, cairo_surface_destroy);
  g_free (decoded);
}

/* The pixbuf's pixels as cairo wants them: premultiplied ARGB32 (RGB24
 * without alpha), native-endian words. */
static cairo_surface_t *
surface_of_pixbuf (GdkPixbuf *pixbuf)
{
  int              width = gdk_pixbuf_get_width (pixbuf);
  int              height = gdk_pixbuf_get_height (pixbuf);
  int              channels = gdk_pixbuf_get_n_channels (pixbuf);
  gboolean         alpha = gdk_pixbuf_get_has_alpha (pixbuf);
  int              in_stride = gdk_pixbuf_get_rowstride (pixbuf);
  const guint8    *in = gdk_pixbuf_read_pixels (pixbuf);
  cairo_surface_t *surface = cairo_image_surface_create (alpha ? CAIRO_FORMAT_ARGB32 : CAIRO_FORMAT_RGB24, width,
                                                         height);
  guint8          *out;
  int              out_stride;

  if (cairo_surface_status (surface) != CAIRO_STATUS_SUCCESS)
    return surface;
  cairo_surface_flush (surface);
  out = cairo_image_surface_get_data (surface);
  out_stride = cairo_image_surface_get_stride (surface);
  for (int y = 0; y < height; y++)
    {
      const guint8 *p = in + (gsize) y * (gsize) in_stride;
      guint32      *q = (guint32 *) (gpointer) (out + (gsize) y * (gsize) out_stride);

      for (int x = 0; x < width; x++, p += channels)
        {
          guint a = alpha ? p[3] : 255;
          guint r = (p[0] * a + 127) / 255, g = (p[1] * a + 127) / 255, b = (p[2] * a + 127) / 255;

          q[x] = a << 24 | r << 16 | g << 8 | b;
        }
    }
  cairo_surface_mark_dirty (surface);
  return surface;
}

/* A decoding's progress, handed from its thread to the main loop. */
typedef struct
{
  GWeakRef self;
  char    *path;
  int      percent; /* the last one handed over; touched by the thread only */
} Progress;

typedef struct
{
  Progress *progress;
  int       percent;
} ProgressStep;

/* The box's clear function: g_atomic_rc_box frees the box itself. */
static void
progress_clear (Progress *progress)
{
  g_weak_ref_clear (&progress->self);
  g_free (progress->path);
}

static void
progress_release (Progress *progress)
{
  g_atomic_rc_box_release_full (progress, (GDestroyNotify) progress_clear);
}

static gboolean
emit_progress (gpointer data)
{
  ProgressStep *step = data;
  g_autoptr(WadiPictureLoader) self = g_weak_ref_get (&step->progress->self);

  if (self != NULL && g_hash_table_contains (self->loading, step->progress->path))
    g_signal_emit (self, signals[SIGNAL_PROGRESS], 0, step->progress->path, step->percent / 100.0);
  return G_SOURCE_REMOVE;
}

static void
step_free (ProgressStep *step)
{
  progress_release (step->progress);
  g_free (step);
}

/* In the thread: a whole percent more is handed to the main loop, no more
 * often. */
static void
on_decoding_progress (double   fraction,
                      gpointer data)
{
  Progress     *progress = data;
  int           percent = (int) (CLAMP (fraction, 0.0, 1.0) * 100.0);
  ProgressStep *step;

  if (percent <= progress->percent)
    return;
  progress->percent = percent;
  step = g_new0 (ProgressStep, 1);
  step->progress = g_atomic_rc_box_acquire (progress);
  step->percent = percent;
  g_main_context_invoke_full (NULL, G_PRIORITY_DEFAULT, emit_progress, step, (GDestroyNotify) step_free);
}

static void
load_thread (GTask        *task,
             gpointer      source,
             gpointer      task_data,
             GCancellable *cancellable)
{
  Progress *progress = task_data;
  g_autoptr(GFile) file = g_file_new_for_path (progress->path);
  GError  *error = NULL;
  Decoded *decoded = g_new0 (Decoded, 1);

  decoded->picture = wadi_trace_picture_load (file, NULL, cancellable, on_decoding_progress, progress, &error);
  if (decoded->picture == NULL)
    {
      decoded_free (decoded);
      g_task_return_error (task, error);
      return;
    }
  decoded->surface = surface_of_pixbuf (wadi_trace_picture_get_pixbuf (decoded->picture));
  if (cairo_surface_status (decoded->surface) != CAIRO_STATUS_SUCCESS)
    {
      decoded_free (decoded);
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_FAILED, "%s", _("not enough memory for the picture"));
      return;
    }
  g_task_return_pointer (task, decoded, (GDestroyNotify) decoded_free);
}

/* A new table: the old one may still be drawn from. */
static void
publish (WadiPictureLoader *self)
{
  GHashTable    *table = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                                (GDestroyNotify) cairo_surface_destroy);
  GHashTableIter iter;
  gpointer       key, value;

  g_hash_table_iter_init (&iter, self->table);
  while (g_hash_table_iter_next (&iter, &key, &value))
    g_hash_table_insert (table, g_strdup (key), cairo_surface_reference (value));
  g_hash_table_unref (self->table);
  self->table = table;
}

static void
on_loaded (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  g_autoptr(WadiPictureLoader) self = user_data;
  const char *path = ((Progress *) g_task_get_task_data (G_TASK (result)))->path;
  g_autoptr(GError) error = NULL;
  Decoded *decoded = g_task_propagate_pointer (G_TASK (result), &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  g_hash_table_remove (self->loading, path);
  if (decoded == NULL)
    {
      g_hash_table_add (self->failed, g_strdup (path));
      g_signal_emit (self, signals[SIGNAL_FAILED], 0, path, error->message);
      return;
    }
  publish (self);
  g_hash_table_replace (self->table, g_strdup (path), g_steal_pointer (&decoded->surface));
  g_hash_table_replace (self->decoded, g_strdup (path), g_steal_pointer (&decoded->picture));
  decoded_free (decoded);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

static gboolean
is_named (const WadiScenario *scenario,
          const char         *path)
{
  for (guint i = 0; i < wadi_map_board_count (scenario->map); i++)
    {
      const WadiPicture *picture = wadi_map_get_board (scenario->map, i)->picture;

      if (picture != NULL && g_strcmp0 (picture->path, path) == 0)
        return TRUE;
    }
  return FALSE;
}

static gboolean
forget_unnamed (WadiPictureLoader  *self,
                const WadiScenario *scenario)
{
  g_autoptr(GPtrArray) gone = g_ptr_array_new_with_free_func (g_free);
  GHashTableIter iter;
  gpointer       key, value;

  g_hash_table_iter_init (&iter, self->loading);
  while (g_hash_table_iter_next (&iter, &key, &value))
    if (!is_named (scenario, key) && g_strcmp0 (key, self->wanted) != 0)
      {
        g_cancellable_cancel (value);
        g_hash_table_iter_remove (&iter);
      }
  g_hash_table_iter_init (&iter, self->decoded);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    if (!is_named (scenario, key) && g_strcmp0 (key, self->wanted) != 0)
      g_ptr_array_add (gone, g_strdup (key));
  if (gone->len == 0)
    return FALSE;
  publish (self);
  for (guint i = 0; i < gone->len; i++)
    {
      g_hash_table_remove (self->table, g_ptr_array_index (gone, i));
      g_hash_table_remove (self->decoded, g_ptr_array_index (gone, i));
    }
  return TRUE;
}

static void
start_load (WadiPictureLoader *self,
            const char        *path)
{
  g_autoptr(GTask) task = NULL;
  GCancellable *cancellable;
  Progress     *progress;

  if (g_hash_table_contains (self->decoded, path) || g_hash_table_contains (self->loading, path)
      || g_hash_table_contains (self->failed, path))
    return;
  cancellable = g_cancellable_new ();
  g_hash_table_insert (self->loading, g_strdup (path), cancellable);
  /* no source object: the worker's reference to the task may be its
   * last (docs/design.md, "Layers"); the callback holds the loader */
  task = g_task_new (NULL, cancellable, on_loaded, g_object_ref (self));
  g_task_set_source_tag (task, start_load);
  progress = g_atomic_rc_box_new0 (Progress);
  g_weak_ref_init (&progress->self, self);
  progress->path = g_strdup (path);
  progress->percent = -1;
  g_task_set_task_data (task, progress, (GDestroyNotify) progress_release);
  g_task_run_in_thread (task, load_thread);
}

void
wadi_picture_loader_update (WadiPictureLoader  *self,
                            const WadiScenario *scenario)
{
  g_return_if_fail (WADI_IS_PICTURE_LOADER (self));

  if (scenario == NULL)
    return;
  if (forget_unnamed (self, scenario))
    g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  for (guint i = 0; i < wadi_map_board_count (scenario->map); i++)
    {
      const WadiPicture *picture = wadi_map_get_board (scenario->map, i)->picture;

      if (picture != NULL)
        start_load (self, picture->path);
    }
}

void
wadi_picture_loader_request (WadiPictureLoader *self,
                             const char        *path)
{
  g_return_if_fail (WADI_IS_PICTURE_LOADER (self));

  g_free (self->wanted);
  self->wanted = g_strdup (path);
  if (path == NULL)
    return;
  g_hash_table_remove (self->failed, path);
  if (g_hash_table_contains (self->decoded, path))
    g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  else
    start_load (self, path);
}

void
wadi_picture_loader_retry (WadiPictureLoader *self,
                           const char        *path)
{
  g_return_if_fail (WADI_IS_PICTURE_LOADER (self));

  g_hash_table_remove (self->failed, path);
}

GHashTable *
wadi_picture_loader_get_table (WadiPictureLoader *self)
{
  g_return_val_if_fail (WADI_IS_PICTURE_LOADER (self), NULL);

  return self->table;
}

WadiTracePicture *
wadi_picture_loader_get_picture (WadiPictureLoader *self,
                                 const char        *path)
{
  g_return_val_if_fail (WADI_IS_PICTURE_LOADER (self), NULL);

  return path != NULL ? g_hash_table_lookup (self->decoded, path) : NULL;
}

gboolean
wadi_picture_loader_is_busy (WadiPictureLoader *self)
{
  g_return_val_if_fail (WADI_IS_PICTURE_LOADER (self), FALSE);

  return g_hash_table_size (self->loading) > 0;
}

static void
wadi_picture_loader_dispose (GObject *object)
{
  WadiPictureLoader *self = WADI_PICTURE_LOADER (object);
  GHashTableIter     iter;
  gpointer           value;

  g_hash_table_iter_init (&iter, self->loading);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    g_cancellable_cancel (value);
  G_OBJECT_CLASS (wadi_picture_loader_parent_class)->dispose (object);
}

static void
wadi_picture_loader_finalize (GObject *object)
{
  WadiPictureLoader *self = WADI_PICTURE_LOADER (object);

  g_hash_table_unref (self->table);
  g_hash_table_unref (self->decoded);
  g_hash_table_unref (self->loading);
  g_hash_table_unref (self->failed);
  g_free (self->wanted);
  G_OBJECT_CLASS (wadi_picture_loader_parent_class)->finalize (object);
}

static void
wadi_picture_loader_class_init (WadiPictureLoaderClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = wadi_picture_loader_dispose;
  object_class->finalize = wadi_picture_loader_finalize;

  signals[SIGNAL_CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                          NULL, G_TYPE_NONE, 0);
  /* path, message */
  signals[SIGNAL_FAILED] = g_signal_new ("failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                         G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_STRING);
  /* path, fraction: how far the decoding of a picture is */
  signals[SIGNAL_PROGRESS] = g_signal_new ("progress", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                           NULL, G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_DOUBLE);
}

static void
wadi_picture_loader_init (WadiPictureLoader *self)
{
  self->table = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) cairo_surface_destroy);
  self->decoded = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) wadi_trace_picture_unref);
  self->loading = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  self->failed = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
}

WadiPictureLoader *
wadi_picture_loader_new (void)
{
  return g_object_new (WADI_TYPE_PICTURE_LOADER, NULL);
}

void
wadi_picture_loader_cancel (WadiPictureLoader *self,
                            const char        *path)
{
  GCancellable *cancellable;

  g_return_if_fail (WADI_IS_PICTURE_LOADER (self));
  g_return_if_fail (path != NULL);

  cancellable = g_hash_table_lookup (self->loading, path);
  if (cancellable == NULL)
    return;
  g_cancellable_cancel (cancellable);
  g_hash_table_remove (self->loading, path);
  if (g_strcmp0 (self->wanted, path) == 0)
    g_clear_pointer (&self->wanted, g_free);
}
