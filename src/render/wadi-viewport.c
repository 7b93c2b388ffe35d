/* wadi-viewport.c: what part of the map a view shows */
#include "config.h"

#include <math.h>

#include "wadi-viewport.h"

struct _WadiViewport
{
  GObject parent_instance;

  double         center_x;
  double         center_y;
  double         zoom;
  int            width;
  int            height;
  WadiGridLayout layout;
  double         bounds[4]; /* x0, y0, x1, y1 */

  guint    freeze_count;
  gboolean pending; /* changed while frozen */
};

G_DEFINE_FINAL_TYPE (WadiViewport, wadi_viewport, G_TYPE_OBJECT)

enum
{
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
wadi_viewport_class_init (WadiViewportClass *klass)
{
  signals[CHANGED] = g_signal_new ("changed",
                                   G_TYPE_FROM_CLASS (klass),
                                   G_SIGNAL_RUN_LAST,
                                   0,
                                   NULL, NULL,
                                   NULL,
                                   G_TYPE_NONE, 0);
}

static void
wadi_viewport_init (WadiViewport *self)
{
  self->zoom = 32.0;
  self->layout.orientation = WADI_GRID_FLAT_TOP;
  self->layout.stagger = WADI_STAGGER_ODD;
  self->bounds[0] = -G_MAXDOUBLE;
  self->bounds[1] = -G_MAXDOUBLE;
  self->bounds[2] = G_MAXDOUBLE;
  self->bounds[3] = G_MAXDOUBLE;
}

WadiViewport *
wadi_viewport_new (void)
{
  return g_object_new (WADI_TYPE_VIEWPORT, NULL);
}

static void
wadi_viewport_changed (WadiViewport *self)
{
  if (self->freeze_count > 0)
    self->pending = TRUE;
  else
    g_signal_emit (self, signals[CHANGED], 0);
}

void
wadi_viewport_freeze (WadiViewport *self)
{
  g_return_if_fail (WADI_IS_VIEWPORT (self));

  self->freeze_count++;
}

void
wadi_viewport_thaw (WadiViewport *self)
{
  g_return_if_fail (WADI_IS_VIEWPORT (self));
  g_return_if_fail (self->freeze_count > 0);

  if (--self->freeze_count == 0 && self->pending)
    {
      self->pending = FALSE;
      g_signal_emit (self, signals[CHANGED], 0);
    }
}

double
wadi_viewport_get_center_x (WadiViewport *self)
{
  g_return_val_if_fail (WADI_IS_VIEWPORT (self), 0.0);
  return self->center_x;
}

double
wadi_viewport_get_center_y (WadiViewport *self)
{
  g_return_val_if_fail (WADI_IS_VIEWPORT (self), 0.0);
  return self->center_y;
}

double
wadi_viewport_get_zoom (WadiViewport *self)
{
  g_return_val_if_fail (WADI_IS_VIEWPORT (self), 1.0);
  return self->zoom;
}

int
wadi_viewport_get_width (WadiViewport *self)
{
  g_return_val_if_fail (WADI_IS_VIEWPORT (self), 0);
  return self->width;
}

int
wadi_viewport_get_height (WadiViewport *self)
{
  g_return_val_if_fail (WADI_IS_VIEWPORT (self), 0);
  return self->height;
}

/* Returns whether the centre moved. */
static gboolean
wadi_viewport_store_center (WadiViewport *self,
                            double        x,
                            double        y)
{
  if (!isfinite (x) || !isfinite (y))
    return FALSE;
  x = CLAMP (x, self->bounds[0], self->bounds[2]);
  y = CLAMP (y, self->bounds[1], self->bounds[3]);
  if (x == self->center_x && y == self->center_y)
    return FALSE;
  self->center_x = x;
  self->center_y = y;
  return TRUE;
}

static gboolean
wadi_viewport_store_zoom (WadiViewport *self,
                          double        zoom)
{
  if (!isfinite (zoom))
    return FALSE;
  zoom = CLAMP (zoom, WADI_VIEWPORT_MIN_ZOOM, WADI_VIEWPORT_MAX_ZOOM);
  if (zoom == self->zoom)
    return FALSE;
  self->zoom = zoom;
  return TRUE;
}

void
wadi_viewport_set_bounds (WadiViewport *self,
                          double        x0,
                          double        y0,
                          double        x1,
                          double        y1)
{
  gboolean moved;

  g_return_if_fail (WADI_IS_VIEWPORT (self));
  g_return_if_fail (x0 <= x1 && y0 <= y1);

  self->bounds[0] = x0;
  self->bounds[1] = y0;
  self->bounds[2] = x1;
  self->bounds[3] = y1;
  moved = wadi_viewport_store_center (self, self->center_x, self->center_y);
  if (moved)
    wadi_viewport_changed (self);
}

void
wadi_viewport_set_layout (WadiViewport  *self,
                          WadiGridLayout layout)
{
  g_return_if_fail (WADI_IS_VIEWPORT (self));

  if (layout.orientation == self->layout.orientation && layout.stagger == self->layout.stagger)
    return;
  self->layout = layout;
  wadi_viewport_changed (self);
}

void
wadi_viewport_set_center (WadiViewport *self,
                          double        x,
                          double        y)
{
  g_return_if_fail (WADI_IS_VIEWPORT (self));

  if (wadi_viewport_store_center (self, x, y))
    wadi_viewport_changed (self);
}

void
wadi_viewport_set_zoom (WadiViewport *self,
                        double        zoom)
{
  g_return_if_fail (WADI_IS_VIEWPORT (self));

  if (wadi_viewport_store_zoom (self, zoom))
    wadi_viewport_changed (self);
}

void
wadi_viewport_set_size (WadiViewport *self,
                        int           width,
                        int           height)
{
  g_return_if_fail (WADI_IS_VIEWPORT (self));

  width = MAX (width, 0);
  height = MAX (height, 0);
  if (width == self->width && height == self->height)
    return;
  self->width = width;
  self->height = height;
  wadi_viewport_changed (self);
}

void
wadi_viewport_pan_pixels (WadiViewport *self,
                          double        dx,
                          double        dy)
{
  g_return_if_fail (WADI_IS_VIEWPORT (self));

  wadi_viewport_set_center (self,
                            self->center_x - dx / self->zoom,
                            self->center_y - dy / self->zoom);
}

void
wadi_viewport_zoom_at (WadiViewport *self,
                       double        zoom,
                       double        sx,
                       double        sy)
{
  double   x, y;
  gboolean changed;

  g_return_if_fail (WADI_IS_VIEWPORT (self));

  wadi_viewport_screen_to_map (self, sx, sy, &x, &y);
  changed = wadi_viewport_store_zoom (self, zoom);
  /* the point (x, y) stays under (sx, sy) */
  changed |= wadi_viewport_store_center (self,
                                         x - (sx - self->width / 2.0) / self->zoom,
                                         y - (sy - self->height / 2.0) / self->zoom);
  if (changed)
    wadi_viewport_changed (self);
}

double
wadi_viewport_get_fit_zoom (WadiViewport *self)
{
  double w, h;

  g_return_val_if_fail (WADI_IS_VIEWPORT (self), 0.0);

  w = self->bounds[2] - self->bounds[0];
  h = self->bounds[3] - self->bounds[1];
  if (!isfinite (w) || !isfinite (h) || self->width <= 0 || self->height <= 0)
    return 0.0;
  return CLAMP (MIN (self->width / MAX (w, 1.0), self->height / MAX (h, 1.0)), WADI_VIEWPORT_MIN_ZOOM,
                WADI_VIEWPORT_MAX_ZOOM);
}

void
wadi_viewport_fit (WadiViewport *self)
{
  double   zoom;
  gboolean changed;

  g_return_if_fail (WADI_IS_VIEWPORT (self));

  zoom = wadi_viewport_get_fit_zoom (self);
  if (zoom <= 0.0)
    return;
  changed = wadi_viewport_store_zoom (self, zoom);
  changed |= wadi_viewport_store_center (self,
                                         (self->bounds[0] + self->bounds[2]) / 2.0,
                                         (self->bounds[1] + self->bounds[3]) / 2.0);
  if (changed)
    wadi_viewport_changed (self);
}

void
wadi_viewport_screen_to_map (WadiViewport *self,
                             double        sx,
                             double        sy,
                             double       *x,
                             double       *y)
{
  *x = self->center_x + (sx - self->width / 2.0) / self->zoom;
  *y = self->center_y + (sy - self->height / 2.0) / self->zoom;
}

void
wadi_viewport_map_to_screen (WadiViewport *self,
                             double        x,
                             double        y,
                             double       *sx,
                             double       *sy)
{
  *sx = (x - self->center_x) * self->zoom + self->width / 2.0;
  *sy = (y - self->center_y) * self->zoom + self->height / 2.0;
}

WadiHex
wadi_viewport_hex_at (WadiViewport *self,
                      double        sx,
                      double        sy)
{
  double x, y;

  wadi_viewport_screen_to_map (self, sx, sy, &x, &y);
  return wadi_hex_at_point (self->layout, x, y);
}
