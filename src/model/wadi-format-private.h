/* wadi-format-private.h: what the .wadi reader and writer share, and a test hook
 *
 * The spellings of the board attributes that the model headers have no name
 * functions for (grid orientation, stagger, label scheme, hexside
 * directions) live here, so the reader and the writer cannot disagree.
 */
#pragma once

#include <glib.h>

#include "wadi-hex.h"
#include "wadi-label.h"

G_BEGIN_DECLS

static inline const char *
wadi_format_orientation_name (WadiGridOrientation orientation)
{
  return orientation == WADI_GRID_POINTY_TOP ? "pointy-top" : "flat-top";
}

static inline const char *
wadi_format_stagger_name (WadiStagger stagger)
{
  return stagger == WADI_STAGGER_EVEN ? "even" : "odd";
}

static inline const char *
wadi_format_labels_name (WadiLabelKind kind)
{
  return kind == WADI_LABEL_NUMERIC ? "numeric" : "asl";
}

/* Test hook: the next wadi_format_write_file () fails as if the disk were
 * full after writing this many bytes of the temporary file.  A negative
 * value (the default) turns the hook off; it turns itself off once used. */
void wadi_format_fail_next_write_after (gssize bytes);

G_END_DECLS
