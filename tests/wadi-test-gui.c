/* wadi-test-gui.c: what the windowed tests share */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "wadi-test-gui.h"

/* GTK under Xvfb has no session bus to talk to; that warning is expected,
 * any other warning or critical fails the test. */
static GLogWriterOutput
strict_writer (GLogLevelFlags   level,
               const GLogField *fields,
               gsize            n_fields,
               gpointer         data)
{
  if (level & (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING | G_LOG_LEVEL_ERROR))
    {
      for (gsize i = 0; i < n_fields; i++)
        if (g_strcmp0 (fields[i].key, "MESSAGE") == 0 && fields[i].length < 0
            && strstr (fields[i].value, "session bus") != NULL)
          return G_LOG_WRITER_HANDLED;
      g_log_writer_default (level, fields, n_fields, data);
      g_error ("unexpected warning or critical");
    }
  return g_log_writer_default (level, fields, n_fields, data);
}

gboolean
wadi_test_gui_init (int    *argc,
                    char ***argv)
{
  static char *data_home;

  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      /* tools/run-tests runs this suite under xvfb-run */
      g_print ("1..0 # SKIP no display\n");
      return FALSE;
    }

  /* the recent files list is written here, not in the user's home */
  data_home = g_dir_make_tmp ("wadi-test-data-XXXXXX", NULL);
  g_assert_nonnull (data_home);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);

  g_log_set_writer_func (strict_writer, NULL, NULL);
  g_test_init (argc, argv, NULL);
  gtk_init ();
  adw_init ();
  return TRUE;
}

static gboolean
count_tick (GtkWidget     *widget,
            GdkFrameClock *clock,
            gpointer       data)
{
  (*(guint *) data)++;
  return G_SOURCE_CONTINUE;
}

void
wadi_test_wait_frames (GtkWidget *widget)
{
  guint ticks = 0;
  guint id = gtk_widget_add_tick_callback (widget, count_tick, &ticks, NULL);
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  while (ticks < 3 && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  gtk_widget_remove_tick_callback (widget, id);
  g_assert_cmpuint (ticks, >=, 3);
}

void
wadi_test_wait_until_drawn (WadiWindow *window)
{
  WadiViewport *viewport = wadi_canvas_get_viewport (wadi_window_get_canvas (window));
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  while ((wadi_viewport_get_width (viewport) <= 0 || !gtk_widget_get_mapped (GTK_WIDGET (window)))
         && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpint (wadi_viewport_get_width (viewport), >, 0);
  wadi_test_wait_frames (GTK_WIDGET (window));
}

static gboolean
on_timeout (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

void
wadi_test_wait_for (const gboolean *flag)
{
  gboolean timed_out = FALSE;
  guint id = g_timeout_add_seconds (10, on_timeout, &timed_out);

  while (!*flag && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  if (!timed_out)
    g_source_remove (id);
  g_assert_true (*flag);
}

void
wadi_test_flush (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

GFile *
wadi_test_copy_example (const char *dir,
                        const char *name)
{
  g_autofree char *source = g_build_filename (g_getenv ("WADI_SOURCE_ROOT"), "data", "examples", name, NULL);
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autofree char *contents = NULL;
  gsize length;
  g_autoptr(GError) error = NULL;

  g_file_get_contents (source, &contents, &length, &error);
  g_assert_no_error (error);
  g_file_set_contents (path, contents, (gssize) length, &error);
  g_assert_no_error (error);
  return g_file_new_for_path (path);
}

void
wadi_test_remove_dir (const char *dir)
{
  g_autoptr(GDir) handle = g_dir_open (dir, 0, NULL);
  const char *name;

  while (handle != NULL && (name = g_dir_read_name (handle)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      if (g_file_test (path, G_FILE_TEST_IS_DIR))
        wadi_test_remove_dir (path);
      else
        g_remove (path);
    }
  g_rmdir (dir);
}

GtkWindow *
wadi_test_find_window (GType      type,
                       GtkWindow *parent)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  GtkWindow *found = NULL;

  for (guint i = 0; found == NULL && i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (window, type) && gtk_widget_get_visible (GTK_WIDGET (window))
          && (parent == NULL || gtk_window_get_transient_for (window) == parent))
        found = window;
    }
  return found;
}

void
wadi_test_respond (AdwMessageDialog *dialog,
                   const char       *response)
{
  g_object_ref (dialog);
  adw_message_dialog_response (dialog, response);
  /* a button click closes the dialog after responding; do the same */
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_object_unref (dialog);
  wadi_test_flush ();
}
