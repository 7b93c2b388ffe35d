/* wadi-region.h: what one change of a scenario touched
 *
 * A region lists the hexes and counters a change touched, with flags for
 * the parts of a scenario that have no place (the SSR, the ruleset, the
 * metadata, or everything at once).  WadiDocument::changed carries one, so
 * the validator re-checks and the canvas redraws only that.  It is a boxed
 * type so that signals can declare it.
 */
#pragma once

#include <glib-object.h>

#include "wadi-hex.h"

G_BEGIN_DECLS

typedef enum
{
  WADI_REGION_HEXES = 1 << 0,    /* region->hexes lists them */
  WADI_REGION_COUNTERS = 1 << 1, /* region->counters lists them */
  WADI_REGION_SSR = 1 << 2,
  WADI_REGION_RULESET = 1 << 3,
  WADI_REGION_METADATA = 1 << 4,
  WADI_REGION_ALL = 1 << 5,     /* everything may have changed (undo of a structure change, reload) */
  WADI_REGION_MAP = 1 << 6,     /* the boards were laid out anew: the map's size and hexes changed (with ALL) */
  WADI_REGION_PICTURE = 1 << 7, /* a board's background picture, its opacity or its fit: drawn only */
} WadiRegionFlags;

typedef struct
{
  guint   flags;    /* WadiRegionFlags */
  GArray *hexes;    /* WadiHex (of the map), each once, in the order first touched */
  GArray *counters; /* guint counter ids, each once */
} WadiRegion;

#define WADI_TYPE_REGION (wadi_region_get_type ())

GType wadi_region_get_type (void) G_GNUC_CONST;

/* Regions carry private bookkeeping: make them with wadi_region_new (or
 * wadi_region_copy) only. */
WadiRegion *wadi_region_new (void);
/* A deep copy: nothing is shared with region. */
WadiRegion *wadi_region_copy (const WadiRegion *region);
void        wadi_region_free (WadiRegion *region);
void        wadi_region_add_hex (WadiRegion *region,
                                 WadiHex     hex);
void        wadi_region_add_counter (WadiRegion *region,
                                     guint       id);
void        wadi_region_merge (WadiRegion       *region,
                               const WadiRegion *other);
gboolean    wadi_region_has_hex (const WadiRegion *region,
                                 WadiHex           hex);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WadiRegion, wadi_region_free)

G_END_DECLS
