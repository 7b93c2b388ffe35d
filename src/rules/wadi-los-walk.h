/* wadi-los-walk.h: the walk along a depression's depiction, shared by the
 * ASL (B20.2) and Tide of Iron (wadi LOS rules 1-2) rulesets
 *
 * The line alternates regions (even indices: a HEX step, or an
 * ALONG_HEXSIDE step touching both its hexes) and the connections between
 * them (odd indices: CROSS_HEXSIDE or VERTEX).
 */
#pragma once

#include "wadi-los-map.h"

G_BEGIN_DECLS

/* How a ruleset reads depressions and heights. */
typedef struct
{
  /* whether hex is part of the depression depiction */
  gboolean (*is_depression) (const WadiLosMap *map,
                             WadiHex           hex);
  /* the level a line through hex must pass above to see past it: the
   * floor when the line runs inside the depiction there, else the ground */
  int (*obstacle_level) (const WadiLosMap *map,
                         WadiHex           hex,
                         gboolean          inside,
                         const char      **reason,
                         const char      **rule);
  const char *depiction_rule; /* cited when the line leaves the depiction */
} WadiLosRules;

/* Whether region step i (HEX, or ALONG touching two hexes) lies in the
 * depiction: its hex, or both hexes of the hexside, are depression hexes. */
gboolean wadi_los_region_in_depiction (const WadiLosMap   *map,
                                       const WadiLosRules *rules,
                                       const GArray       *line,
                                       guint               i);
/* Whether connection step i (CROSS_HEXSIDE or VERTEX) keeps the line
 * within the depiction: across a depression hexside between depression
 * hexes; through a vertex, from one region to the next across such a
 * hexside. */
gboolean wadi_los_connection_in_depiction (const WadiLosMap   *map,
                                           const WadiLosRules *rules,
                                           const GArray       *line,
                                           guint               i);
/* The highest obstacle level of region step i, the hex that has it, and
 * why it is that high. */
int wadi_los_region_level (const WadiLosMap   *map,
                           const WadiLosRules *rules,
                           const GArray       *line,
                           guint               i,
                           gboolean            inside,
                           WadiHex            *highest,
                           const char        **reason,
                           const char        **rule);

/* One pass along the line from its first step: the connections next to
 * the first and last hexes and those in between must stay within the
 * depiction when need_first, need_last and need_middle say so (the
 * regions in between too, with need_middle), and no region in between may
 * have an obstacle level above top.  Returns TRUE when nothing blocks;
 * else decides result at the first obstacle and returns FALSE. */
gboolean wadi_los_walk (const WadiLosMap   *map,
                        const WadiLosRules *rules,
                        const GArray       *line,
                        gboolean            need_first,
                        gboolean            need_middle,
                        gboolean            need_last,
                        int                 top,
                        WadiLosResult      *result);

/* Where a walk decided (wadi_los_walk_traced ()). */
typedef struct
{
  guint    decided_at;     /* the step; G_MAXUINT: nothing blocked */
  gboolean by_level;       /* a region above top, rather than the depiction left */
  int      highest_before; /* the highest obstacle level of the regions passed before (G_MININT: none) */
} WadiLosWalkTrace;

/* The same, saying in trace where it decided. */
gboolean wadi_los_walk_traced (const WadiLosMap   *map,
                               const WadiLosRules *rules,
                               const GArray       *line,
                               gboolean            need_first,
                               gboolean            need_middle,
                               gboolean            need_last,
                               int                 top,
                               WadiLosResult      *result,
                               WadiLosWalkTrace   *trace);

G_END_DECLS
