/* test-accessibility.c: what a screen reader is told, under a display
 *
 * Runs in the 'gui' suite.  Every button, menu button and toggle that
 * shows only an icon has an accessible label (a label of its own, or a row
 * that labels it); checked in the window, Scenario Properties and
 * Preferences with GTK's test accessor.  The canvas describes the hex in
 * hand as the status line does.
 */
#include "config.h"

#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gsettingsbackend.h>
#include <gtk/gtk.h>

#include "wadi-preferences.h"
#include "wadi-test-fixtures.h"
#include "wadi-test-gui.h"
#include "wadi-window-private.h"

/* Whether a button shows a text of its own. */
static gboolean
shows_text (GtkWidget *widget)
{
  if (GTK_IS_BUTTON (widget) && gtk_button_get_label (GTK_BUTTON (widget)) != NULL)
    return TRUE;
  if (GTK_IS_MENU_BUTTON (widget) && gtk_menu_button_get_label (GTK_MENU_BUTTON (widget)) != NULL)
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_LABEL (child) || shows_text (child))
      return TRUE;
  return FALSE;
}

static gboolean
is_named (GtkWidget *widget)
{
  return gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL)
         || gtk_test_accessible_has_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
}

/* Counts the icon-only controls under root, failing on one without a name. */
static guint
check_controls (GtkWidget  *root,
                const char *where)
{
  guint checked = 0;

  if ((GTK_IS_BUTTON (root) || GTK_IS_MENU_BUTTON (root)) && gtk_widget_get_visible (root)
      && !shows_text (root))
    {
      /* a menu button's inner toggle is its own, named through it */
      GtkWidget *parent = gtk_widget_get_parent (root);

      if (!(parent != NULL && GTK_IS_MENU_BUTTON (parent)))
        {
          if (!is_named (root))
            g_error ("%s: an icon-only %s (tooltip “%s”) has no accessible label", where,
                     G_OBJECT_TYPE_NAME (root), gtk_widget_get_tooltip_text (root));
          checked++;
        }
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    checked += check_controls (child, where);
  return checked;
}

static void
test_icon_controls_are_named (void)
{
  WadiWindow *window = wadi_window_new (NULL);
  g_autoptr(GSettingsBackend) backend = g_memory_settings_backend_new ();
  g_autoptr(GSettings) settings = g_settings_new_with_backend ("io.github.wadieditor.Wadi", backend);
  WadiPreferences *preferences;
  guint            checked;

  g_object_ref_sink (window);
  wadi_window_set_scenario (window, wadi_fixture_asl_examples (), NULL);
  gtk_window_present (GTK_WINDOW (window));
  wadi_test_wait_until_drawn (window);
  checked = check_controls (GTK_WIDGET (window), "window");
  g_test_message ("window: %u icon-only controls, all named", checked);
  g_assert_cmpuint (checked, >=, 4);

  g_settings_set_strv (settings, "board-library-folders", (const char *const[]) { "/tmp", NULL });
  preferences = wadi_preferences_new (GTK_WINDOW (window), settings);
  gtk_window_present (GTK_WINDOW (preferences));
  checked = check_controls (GTK_WIDGET (preferences), "Preferences");
  g_assert_cmpuint (checked, >=, 1);
  gtk_window_destroy (GTK_WINDOW (preferences));

  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (window);
}

/* The canvas is the image "Map"; its accessible description is the status
 * line: what the keyboard's hex cursor is on once a key moved it, what the
 * pointer is on once it moves. */
static void
test_canvas_describes_the_hex (void)
{
  WadiWindow      *window = wadi_window_new (NULL);
  WadiCanvas      *canvas;
  g_autofree char *pointer_status = NULL;
  g_autofree char *key_status = NULL;
  double           x, y;

  g_object_ref_sink (window);
  wadi_window_set_scenario (window, wadi_fixture_asl_examples (), NULL);
  gtk_window_present (GTK_WINDOW (window));
  wadi_test_wait_until_drawn (window);
  canvas = wadi_window_get_canvas (window);
  /* an image named Map, not a filler named after its type */
  g_assert_true (gtk_test_accessible_has_role (GTK_ACCESSIBLE (canvas), GTK_ACCESSIBLE_ROLE_IMG));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (canvas), GTK_ACCESSIBLE_PROPERTY_LABEL, "Map");
  /* with no hex in hand, how to take one */
  g_assert_cmpstr (wadi_canvas_get_status (canvas), ==, "");
  g_assert_true (gtk_test_accessible_has_property (GTK_ACCESSIBLE (canvas), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION));

  /* the pointer rests on a hex; a key takes the hex cursor elsewhere: the
   * status line and the description follow the keyboard */
  x = gtk_widget_get_width (GTK_WIDGET (canvas)) / 2.0;
  y = gtk_widget_get_height (GTK_WIDGET (canvas)) / 2.0;
  wadi_canvas_pointer_motion (canvas, x, y, 0);
  g_assert_cmpstr (wadi_canvas_get_status (canvas), !=, "");
  pointer_status = g_strdup (wadi_canvas_get_status (canvas));
  g_assert_true (wadi_canvas_key_press (canvas, GDK_KEY_Right, 0));
  g_assert_true (wadi_canvas_key_press (canvas, GDK_KEY_Down, 0));
  g_assert_true (wadi_canvas_get_key_cursor (canvas, NULL));
  g_assert_cmpstr (wadi_canvas_get_status (canvas), !=, "");
  g_assert_cmpstr (wadi_canvas_get_status (canvas), !=, pointer_status);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (canvas), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       wadi_canvas_get_status (canvas));
  /* a tool picked by its key keeps the keyboard's hex */
  key_status = g_strdup (wadi_canvas_get_status (canvas));
  wadi_canvas_set_tool_kind (canvas, WADI_TOOL_SELECT);
  g_assert_cmpstr (wadi_canvas_get_status (canvas), ==, key_status);
  /* the pointer moving takes it back */
  wadi_canvas_pointer_motion (canvas, x, y, 0);
  g_assert_cmpstr (wadi_canvas_get_status (canvas), ==, pointer_status);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (canvas), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       pointer_status);
  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (window);
}

int
main (int   argc,
      char *argv[])
{
  if (!wadi_test_gui_init (&argc, &argv))
    return 0;
  g_test_add_func ("/accessibility/icon-controls-are-named", test_icon_controls_are_named);
  g_test_add_func ("/accessibility/canvas-describes-the-hex", test_canvas_describes_the_hex);
  return g_test_run ();
}
