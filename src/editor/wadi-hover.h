/* wadi-hover.h: what the pointer is over, as the tool sees it
 *
 * The hex, hexside or vertex the current tool would act on.  The canvas
 * hands it to the renderer as a WadiRenderHighlight, and the status line
 * describes it (wadi-status.h).
 */
#pragma once

#include "wadi-render.h"

G_BEGIN_DECLS

typedef enum
{
  WADI_HOVER_NONE,
  WADI_HOVER_HEX,
  WADI_HOVER_HEXSIDE,
  WADI_HOVER_VERTEX,
} WadiHoverKind;

typedef struct
{
  WadiHoverKind kind;
  WadiHex       hex;
  WadiHexside   hexside;
  WadiVertex    vertex;
} WadiHover;

/* Whether two hovers show the same place: only the field of their kind
 * counts. */
gboolean wadi_hover_equal (const WadiHover *a,
                           const WadiHover *b);
/* The hex it lies in: the hex itself, or the hex the hexside or vertex
 * is named from; FALSE over nothing. */
gboolean wadi_hover_hex (const WadiHover *hover,
                         WadiHex         *hex);
/* What the renderer outlines for it. */
WadiRenderHighlight wadi_hover_highlight (const WadiHover *hover);

G_END_DECLS
