/* wadi-list-bin.c: a list view's place, sized without measuring its rows */
#include "config.h"

#include "wadi-list-bin.h"

struct _WadiListBin
{
  GtkWidget  parent_instance;
  GtkWidget *child;
};

enum
{
  PROP_0,
  PROP_CHILD,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (WadiListBin, wadi_list_bin, GTK_TYPE_WIDGET)

/* Nothing of the child's: the request is the widget's own width-request
 * and height-request, which GTK adds. */
static void
wadi_list_bin_measure (GtkWidget     *widget,
                       GtkOrientation orientation,
                       int            for_size,
                       int           *minimum,
                       int           *natural,
                       int           *minimum_baseline,
                       int           *natural_baseline)
{
  *minimum = 0;
  *natural = 0;
}

static void
wadi_list_bin_size_allocate (GtkWidget *widget,
                             int        width,
                             int        height,
                             int        baseline)
{
  WadiListBin *self = WADI_LIST_BIN (widget);
  int          min_width, min_height;

  if (self->child == NULL || !gtk_widget_get_visible (self->child))
    return;
  /* GTK wants a child measured before it is allocated; and never given
   * less than its minimum, which the window's size did not include */
  gtk_widget_measure (self->child, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
  width = MAX (width, min_width);
  gtk_widget_measure (self->child, GTK_ORIENTATION_VERTICAL, width, &min_height, NULL, NULL, NULL);
  gtk_widget_allocate (self->child, width, MAX (height, min_height), -1, NULL);
}

static void
wadi_list_bin_dispose (GObject *object)
{
  WadiListBin *self = WADI_LIST_BIN (object);

  g_clear_pointer (&self->child, gtk_widget_unparent);
  G_OBJECT_CLASS (wadi_list_bin_parent_class)->dispose (object);
}

static void
wadi_list_bin_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  WadiListBin *self = WADI_LIST_BIN (object);

  switch (prop_id)
    {
    case PROP_CHILD:
      g_value_set_object (value, self->child);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wadi_list_bin_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  WadiListBin *self = WADI_LIST_BIN (object);

  switch (prop_id)
    {
    case PROP_CHILD:
      wadi_list_bin_set_child (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wadi_list_bin_class_init (WadiListBinClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = wadi_list_bin_dispose;
  object_class->get_property = wadi_list_bin_get_property;
  object_class->set_property = wadi_list_bin_set_property;
  widget_class->measure = wadi_list_bin_measure;
  widget_class->size_allocate = wadi_list_bin_size_allocate;
  /* a place, not a part: screen readers go straight to the list */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GENERIC);

  properties[PROP_CHILD] = g_param_spec_object ("child", NULL, NULL, GTK_TYPE_WIDGET,
                                                G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
wadi_list_bin_init (WadiListBin *self)
{
  /* a child given its minimum beyond the bin stays inside it */
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
}

GtkWidget *
wadi_list_bin_new (void)
{
  return g_object_new (WADI_TYPE_LIST_BIN, NULL);
}

GtkWidget *
wadi_list_bin_get_child (WadiListBin *self)
{
  g_return_val_if_fail (WADI_IS_LIST_BIN (self), NULL);

  return self->child;
}

void
wadi_list_bin_set_child (WadiListBin *self,
                         GtkWidget   *child)
{
  g_return_if_fail (WADI_IS_LIST_BIN (self));
  g_return_if_fail (child == NULL || GTK_IS_WIDGET (child));

  if (self->child == child)
    return;
  g_clear_pointer (&self->child, gtk_widget_unparent);
  if (child != NULL)
    {
      self->child = child;
      gtk_widget_set_parent (child, GTK_WIDGET (self));
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CHILD]);
}
