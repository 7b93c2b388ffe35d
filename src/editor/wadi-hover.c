/* wadi-hover.c: what the pointer is over, as the tool sees it */
#include "config.h"

#include "wadi-hover.h"

gboolean
wadi_hover_equal (const WadiHover *a,
                  const WadiHover *b)
{
  if (a->kind != b->kind)
    return FALSE;
  switch (a->kind)
    {
    case WADI_HOVER_HEX:
      return wadi_hex_equal (a->hex, b->hex);
    case WADI_HOVER_HEXSIDE:
      return wadi_hex_equal (a->hexside.hex, b->hexside.hex) && a->hexside.dir == b->hexside.dir;
    case WADI_HOVER_VERTEX:
      return wadi_hex_equal (a->vertex.hex, b->vertex.hex) && a->vertex.index == b->vertex.index;
    case WADI_HOVER_NONE:
    default:
      return TRUE;
    }
}

gboolean
wadi_hover_hex (const WadiHover *hover,
                WadiHex         *hex)
{
  switch (hover->kind)
    {
    case WADI_HOVER_HEX:
      *hex = hover->hex;
      return TRUE;
    case WADI_HOVER_HEXSIDE:
      *hex = hover->hexside.hex;
      return TRUE;
    case WADI_HOVER_VERTEX:
      *hex = hover->vertex.hex;
      return TRUE;
    case WADI_HOVER_NONE:
    default:
      return FALSE;
    }
}

WadiRenderHighlight
wadi_hover_highlight (const WadiHover *hover)
{
  WadiRenderHighlight highlight = { WADI_RENDER_HIGHLIGHT_NONE };

  switch (hover->kind)
    {
    case WADI_HOVER_HEX:
      highlight.kind = WADI_RENDER_HIGHLIGHT_HEX;
      highlight.hex = hover->hex;
      break;
    case WADI_HOVER_HEXSIDE:
      highlight.kind = WADI_RENDER_HIGHLIGHT_HEXSIDE;
      highlight.hexside = hover->hexside;
      break;
    case WADI_HOVER_VERTEX:
      highlight.kind = WADI_RENDER_HIGHLIGHT_VERTEX;
      highlight.vertex = hover->vertex;
      break;
    case WADI_HOVER_NONE:
    default:
      break;
    }
  return highlight;
}
