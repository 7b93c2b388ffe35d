/* wadi-list-bin.h: a list view's place, sized without measuring its rows */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define WADI_TYPE_LIST_BIN (wadi_list_bin_get_type ())
G_DECLARE_FINAL_TYPE (WadiListBin, wadi_list_bin, WADI, LIST_BIN, GtkWidget)

/* Holds one child (a scrolled list view) and asks it for its size only
 * when it allocates it, never when its own size is asked for: GTK 4.8's
 * list view measures every row it has made (up to 200) each time, and
 * X11 asks for a window's size several times an edit (each compute-size
 * of the toplevel), so a panel's list was measured over and over while
 * the window's size never depended on it.  Its own size request is its
 * width-request and height-request, set by the UI file. */
GtkWidget *wadi_list_bin_new (void);

GtkWidget *wadi_list_bin_get_child (WadiListBin *self);
void       wadi_list_bin_set_child (WadiListBin *self,
                                    GtkWidget   *child);

G_END_DECLS
