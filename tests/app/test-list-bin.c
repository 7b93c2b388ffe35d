/* test-list-bin.c: a list view's place, sized without measuring its rows
 *
 * The bin's size request is its own width-request and height-request,
 * whatever its child asks for, and the child is not measured for it; the
 * child is measured when the bin allocates it, and given at least its
 * minimum.
 */
#include "config.h"

#include "wadi-list-bin.h"
#include "wadi-test-gui.h"

/* A child that asks for 100 x 50 at least, 200 x 80 at best, and counts
 * how often it is asked. */
#define TEST_TYPE_COUNTED (test_counted_get_type ())
G_DECLARE_FINAL_TYPE (TestCounted, test_counted, TEST, COUNTED, GtkWidget)

struct _TestCounted
{
  GtkWidget parent_instance;
  guint     measured;
};

G_DEFINE_FINAL_TYPE (TestCounted, test_counted, GTK_TYPE_WIDGET)

static void
test_counted_measure (GtkWidget     *widget,
                      GtkOrientation orientation,
                      int            for_size,
                      int           *minimum,
                      int           *natural,
                      int           *minimum_baseline,
                      int           *natural_baseline)
{
  TEST_COUNTED (widget)->measured++;
  *minimum = orientation == GTK_ORIENTATION_HORIZONTAL ? 100 : 50;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 200 : 80;
}

static void
test_counted_class_init (TestCountedClass *klass)
{
  GTK_WIDGET_CLASS (klass)->measure = test_counted_measure;
}

static void
test_counted_init (TestCounted *self)
{
}

static void
test_size_without_child (void)
{
  GtkWidget   *bin = g_object_ref_sink (wadi_list_bin_new ());
  TestCounted *child = g_object_new (TEST_TYPE_COUNTED, NULL);
  int          minimum, natural;

  wadi_list_bin_set_child (WADI_LIST_BIN (bin), GTK_WIDGET (child));
  g_assert_true (wadi_list_bin_get_child (WADI_LIST_BIN (bin)) == GTK_WIDGET (child));
  gtk_widget_set_size_request (bin, 30, -1);
  gtk_widget_measure (bin, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
  g_assert_cmpint (minimum, ==, 30);
  g_assert_cmpint (natural, ==, 30);
  gtk_widget_measure (bin, GTK_ORIENTATION_VERTICAL, 300, &minimum, &natural, NULL, NULL);
  g_assert_cmpint (minimum, ==, 0);
  g_assert_cmpint (natural, ==, 0);
  g_assert_cmpuint (child->measured, ==, 0);
  g_object_unref (bin);
}

static void
test_allocate_child (void)
{
  GtkWidget   *bin = g_object_ref_sink (wadi_list_bin_new ());
  TestCounted *child = g_object_new (TEST_TYPE_COUNTED, NULL);
  int          minimum, natural;

  wadi_list_bin_set_child (WADI_LIST_BIN (bin), GTK_WIDGET (child));
  gtk_widget_measure (bin, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
  gtk_widget_measure (bin, GTK_ORIENTATION_VERTICAL, -1, &minimum, &natural, NULL, NULL);
  /* more room than the child asks for: all of it */
  gtk_widget_allocate (bin, 300, 120, -1, NULL);
  g_assert_cmpuint (child->measured, >, 0);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (child)), ==, 300);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (child)), ==, 120);
  /* less: its minimum, not less, and clipped to the bin */
  gtk_widget_allocate (bin, 20, 10, -1, NULL);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (child)), ==, 100);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (child)), ==, 50);
  g_assert_cmpint (gtk_widget_get_overflow (bin), ==, GTK_OVERFLOW_HIDDEN);
  g_object_unref (bin);
}

static void
test_child_replaced (void)
{
  GtkWidget *bin = g_object_ref_sink (wadi_list_bin_new ());
  GtkWidget *first = gtk_label_new ("first");
  GtkWidget *second = gtk_label_new ("second");

  g_object_ref (first);
  wadi_list_bin_set_child (WADI_LIST_BIN (bin), first);
  g_assert_true (gtk_widget_get_parent (first) == bin);
  g_object_set (bin, "child", second, NULL);
  g_assert_null (gtk_widget_get_parent (first));
  g_assert_true (gtk_widget_get_parent (second) == bin);
  wadi_list_bin_set_child (WADI_LIST_BIN (bin), NULL);
  g_assert_null (wadi_list_bin_get_child (WADI_LIST_BIN (bin)));
  g_object_unref (first);
  g_object_unref (bin);
}

int
main (int   argc,
      char *argv[])
{
  if (!wadi_test_gui_init (&argc, &argv))
    return 0;

  g_test_add_func ("/list-bin/size-without-child", test_size_without_child);
  g_test_add_func ("/list-bin/allocate-child", test_allocate_child);
  g_test_add_func ("/list-bin/child-replaced", test_child_replaced);
  return g_test_run ();
}
