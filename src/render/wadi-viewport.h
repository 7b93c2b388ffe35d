/* wadi-viewport.h: what part of the map a view shows
 *
 * A plain GObject, after libshumate's ShumateViewport: the centre (in map
 * units, where neighbouring hex centres are 1.0 apart), the zoom (pixels per
 * map unit) and the size in pixels.  Setters clamp and change only what
 * differs; every call that changes anything emits ::changed once, and a
 * freeze/thaw pair folds any number of changes into one.
 */
#pragma once

#include <glib-object.h>

#include "wadi-hex.h"

G_BEGIN_DECLS

#define WADI_VIEWPORT_MIN_ZOOM 0.05
#define WADI_VIEWPORT_MAX_ZOOM 400.0

#define WADI_TYPE_VIEWPORT (wadi_viewport_get_type ())
G_DECLARE_FINAL_TYPE (WadiViewport, wadi_viewport, WADI, VIEWPORT, GObject)

WadiViewport *wadi_viewport_new (void);

double wadi_viewport_get_center_x (WadiViewport *self);
double wadi_viewport_get_center_y (WadiViewport *self);
double wadi_viewport_get_zoom (WadiViewport *self);
int    wadi_viewport_get_width (WadiViewport *self);
int    wadi_viewport_get_height (WadiViewport *self);

/* The centre is kept inside the bounds (the map's extent). */
void wadi_viewport_set_bounds (WadiViewport *self,
                               double        x0,
                               double        y0,
                               double        x1,
                               double        y1);
void wadi_viewport_set_layout (WadiViewport  *self,
                               WadiGridLayout layout);
void wadi_viewport_set_center (WadiViewport *self,
                               double        x,
                               double        y);
void wadi_viewport_set_zoom (WadiViewport *self,
                             double        zoom);
void wadi_viewport_set_size (WadiViewport *self,
                             int           width,
                             int           height);

/* Moves the view by a distance in pixels (a drag moves the map with it). */
void wadi_viewport_pan_pixels (WadiViewport *self,
                               double        dx,
                               double        dy);
/* Sets the zoom and keeps the map point under screen point (sx, sy) there. */
void wadi_viewport_zoom_at (WadiViewport *self,
                            double        zoom,
                            double        sx,
                            double        sy);
/* Centres the bounds and zooms so that they fill the view. */
void wadi_viewport_fit (WadiViewport *self);
/* The zoom at which the bounds fill the view (wadi_viewport_fit ()), within
 * the zoom's limits; 0 while the view has no size. */
double wadi_viewport_get_fit_zoom (WadiViewport *self);

void wadi_viewport_freeze (WadiViewport *self);
void wadi_viewport_thaw (WadiViewport *self);

void    wadi_viewport_screen_to_map (WadiViewport *self,
                                     double        sx,
                                     double        sy,
                                     double       *x,
                                     double       *y);
void    wadi_viewport_map_to_screen (WadiViewport *self,
                                     double        x,
                                     double        y,
                                     double       *sx,
                                     double       *sy);
WadiHex wadi_viewport_hex_at (WadiViewport *self,
                              double        sx,
                              double        sy);

G_END_DECLS
