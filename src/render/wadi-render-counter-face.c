/* wadi-render-counter-face.c: what a counter looks like
 *
 * A square in its side's colour with a drop shadow, as a cardboard
 * counter.  A unit carries the NATO symbol of its class (infantry a box
 * with a cross, armour a box with an oval, a gun a barrel on a carriage
 * ...), its printed strength below it and its name above, each shrunk to
 * the counter's width or left out when too small to read.  A Crest counter
 * is turned so its top faces its centre hexside, a vehicle's Crest counter
 * its CAFP vertex.  A hidden counter is veiled and marked "?".  Map units
 * throughout; the text in pixels.
 */
#include "config.h"

#include <math.h>

#include "wadi-counter-stack.h"
#include "wadi-pick.h"
#include "wadi-render-private.h"
#include "wadi-ruleset.h"

/* Below this many pixels per hex the symbol is too small to read. */
#define SYMBOL_ZOOM 28.0
/* Below this, the text. */
#define TEXT_ZOOM 40.0
/* Text smaller than this many pixels is left out. */
#define MIN_TEXT_PX 6.0

/* The angle that turns the counter's top (-y) toward its marker. */
static double
counter_turn (WadiFrame         *frame,
              const WadiCounter *counter)
{
  double cx, cy, tx, ty;

  if (counter->kind != WADI_COUNTER_CREST && counter->kind != WADI_COUNTER_VEHICLE_CREST)
    return 0.0;
  wadi_hex_center (frame->layout, counter->hex, &cx, &cy);
  if (counter->kind == WADI_COUNTER_CREST)
    wadi_pick_hexside_midpoint (frame->layout, (WadiHexside) { counter->hex, counter->centre }, &tx, &ty);
  else
    wadi_hex_corner (frame->layout, counter->hex, counter->vertex, &tx, &ty);
  return atan2 (ty - cy, tx - cx) + G_PI / 2.0;
}

/* The NATO unit symbol of a class in a box w by h centred on (0, 0). */
static void
nato_symbol (cairo_t      *cr,
             WadiUnitClass unit_class,
             double        w,
             double        h)
{
  double x0 = -w / 2.0, y0 = -h / 2.0;

  cairo_rectangle (cr, x0, y0, w, h);
  switch (unit_class)
    {
    case WADI_UNIT_INFANTRY:
      cairo_move_to (cr, x0, y0);
      cairo_line_to (cr, x0 + w, y0 + h);
      cairo_move_to (cr, x0 + w, y0);
      cairo_line_to (cr, x0, y0 + h);
      break;
    case WADI_UNIT_CAVALRY:
      cairo_move_to (cr, x0, y0 + h);
      cairo_line_to (cr, x0 + w, y0);
      break;
    case WADI_UNIT_FULLY_TRACKED:
    case WADI_UNIT_HALFTRACK:
      /* armour: the track seen from the side; a halftrack's wheel under it */
      cairo_new_sub_path (cr);
      cairo_save (cr);
      cairo_scale (cr, w * 0.32, h * 0.28);
      cairo_arc (cr, 0.0, 0.0, 1.0, 0.0, 2.0 * G_PI);
      cairo_restore (cr);
      if (unit_class == WADI_UNIT_HALFTRACK)
        {
          cairo_new_sub_path (cr);
          cairo_arc (cr, -w * 0.18, h * 0.34, h * 0.09, 0.0, 2.0 * G_PI);
        }
      break;
    case WADI_UNIT_TRUCK:
      /* wheeled: two wheels under the line */
      cairo_move_to (cr, x0 + w * 0.15, 0.0);
      cairo_line_to (cr, x0 + w * 0.85, 0.0);
      cairo_new_sub_path (cr);
      cairo_arc (cr, -w * 0.2, h * 0.22, h * 0.12, 0.0, 2.0 * G_PI);
      cairo_new_sub_path (cr);
      cairo_arc (cr, w * 0.2, h * 0.22, h * 0.12, 0.0, 2.0 * G_PI);
      break;
    case WADI_UNIT_MOTORCYCLE:
      cairo_new_sub_path (cr);
      cairo_arc (cr, -w * 0.16, h * 0.12, h * 0.16, 0.0, 2.0 * G_PI);
      cairo_new_sub_path (cr);
      cairo_arc (cr, w * 0.16, h * 0.12, h * 0.16, 0.0, 2.0 * G_PI);
      break;
    case WADI_UNIT_TOWED_GUN:
      /* a barrel on its carriage */
      cairo_move_to (cr, x0 + w * 0.12, h * 0.1);
      cairo_line_to (cr, x0 + w * 0.88, -h * 0.2);
      cairo_new_sub_path (cr);
      cairo_arc (cr, -w * 0.1, h * 0.22, h * 0.12, 0.0, 2.0 * G_PI);
      break;
    case WADI_UNIT_CLASS_COUNT:
    default:
      break;
    }
}

/* A marker counter's symbol in a box w by h centred on (0, 0), as a map
 * key draws the feature: a ford's water, a bridge's splayed parapets,
 * wire's crosses on its strand, a minefield's mines, a foxhole's pit in
 * the ground, a crest's ridge (the counter is turned so it points at the
 * hexside or vertex it faces).  Returns FALSE for a kind without one. */
static gboolean
marker_symbol (cairo_t        *cr,
               WadiCounterKind kind,
               double          w,
               double          h)
{
  double x0 = -w / 2.0, y0 = -h / 2.0;

  switch (kind)
    {
    case WADI_COUNTER_FORD:
      for (int line = 0; line < 2; line++)
        {
          double y = y0 + h * (line == 0 ? 0.3 : 0.75);

          cairo_move_to (cr, x0, y);
          for (int k = 0; k < 4; k++)
            cairo_rel_curve_to (cr, w * 0.125, -h * 0.3, w * 0.125, h * 0.3, w * 0.25, 0.0);
        }
      return TRUE;
    case WADI_COUNTER_BRIDGE:
      for (int edge = -1; edge <= 1; edge += 2)
        {
          cairo_move_to (cr, x0, edge * h * 0.5);
          cairo_line_to (cr, x0 + w * 0.18, edge * h * 0.25);
          cairo_line_to (cr, -x0 - w * 0.18, edge * h * 0.25);
          cairo_line_to (cr, -x0, edge * h * 0.5);
        }
      return TRUE;
    case WADI_COUNTER_WIRE:
      cairo_move_to (cr, x0, 0.0);
      cairo_line_to (cr, -x0, 0.0);
      for (int k = 0; k < 3; k++)
        {
          double x = x0 + w * (0.2 + 0.3 * k), r = h * 0.3;

          cairo_move_to (cr, x - r, -r);
          cairo_line_to (cr, x + r, r);
          cairo_move_to (cr, x + r, -r);
          cairo_line_to (cr, x - r, r);
        }
      return TRUE;
    case WADI_COUNTER_MINEFIELD:
      for (int k = 0; k < 3; k++)
        {
          double x = k == 0 ? 0.0 : (k == 1 ? -w * 0.25 : w * 0.25);
          double y = k == 0 ? -h * 0.2 : h * 0.25;

          cairo_new_sub_path (cr);
          cairo_arc (cr, x, y, h * 0.2, 0.0, 2.0 * G_PI);
        }
      return TRUE;
    case WADI_COUNTER_FOXHOLE:
      cairo_move_to (cr, x0, y0 + h * 0.2);
      cairo_line_to (cr, -w * 0.25, y0 + h * 0.2);
      cairo_arc_negative (cr, 0.0, y0 + h * 0.2, w * 0.25, G_PI, 0.0);
      cairo_line_to (cr, -x0, y0 + h * 0.2);
      return TRUE;
    case WADI_COUNTER_CREST:
    case WADI_COUNTER_VEHICLE_CREST:
      cairo_move_to (cr, x0 + w * 0.1, -y0);
      cairo_line_to (cr, 0.0, y0);
      cairo_line_to (cr, -x0 - w * 0.1, -y0);
      return TRUE;
    case WADI_COUNTER_UNIT:
    case WADI_COUNTER_KIND_COUNT:
    default:
      return FALSE;
    }
}

/* A marker counter: its symbol, and its name above it where it can be
 * read (the top of a counter is what shows of it under a stack's next,
 * fanned down and to the right). */
static void
draw_marker (WadiFrame         *frame,
             const WadiCounter *counter,
             const char        *label)
{
  cairo_t *cr = frame->cr;
  WadiRgb  ink = { 0.06, 0.06, 0.06 };
  gboolean text = frame->zoom >= TEXT_ZOOM;

  if (frame->zoom >= SYMBOL_ZOOM)
    {
      cairo_save (cr);
      /* centred while it is alone on the face, below the name with it */
      cairo_translate (cr, 0.0, text ? WADI_COUNTER_SIZE * 0.12 : 0.0);
      if (marker_symbol (cr, counter->kind, WADI_COUNTER_SIZE * 0.56, WADI_COUNTER_SIZE * (text ? 0.3 : 0.42)))
        {
          cairo_restore (cr);
          cairo_set_source_rgb (cr, ink.red, ink.green, ink.blue);
          if (counter->kind == WADI_COUNTER_MINEFIELD)
            cairo_fill_preserve (cr);
          cairo_set_line_width (cr, wadi_frame_width (frame, 0.018, 1.0));
          cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
          cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
          cairo_stroke (cr);
        }
      else
        cairo_restore (cr);
    }
  if (text)
    wadi_frame_text_fit (frame, 0.0, -WADI_COUNTER_SIZE * 0.28, label, 0.11 * frame->zoom,
                         WADI_COUNTER_SIZE * 0.9 * frame->zoom, MIN_TEXT_PX, TRUE, ink);
}

/* A unit's face, in the counter's frame (its centre at 0, 0). */
static void
draw_unit (WadiFrame         *frame,
           const WadiCounter *counter,
           const char        *label)
{
  cairo_t    *cr = frame->cr;
  double      width_px = WADI_COUNTER_SIZE * 0.9 * frame->zoom;
  const char *strength = counter->strength;
  const char *name = counter->name != NULL && counter->name[0] != '\0' ? counter->name : NULL;
  WadiRgb     ink = { 0.06, 0.06, 0.06 };

  if (frame->zoom >= SYMBOL_ZOOM)
    {
      cairo_save (cr);
      cairo_translate (cr, 0.0, -WADI_COUNTER_SIZE * 0.06);
      nato_symbol (cr, counter->unit_class, WADI_COUNTER_SIZE * 0.46, WADI_COUNTER_SIZE * 0.28);
      cairo_restore (cr);
      cairo_set_source_rgb (cr, ink.red, ink.green, ink.blue);
      cairo_set_line_width (cr, wadi_frame_width (frame, 0.012, 1.0));
      cairo_stroke (cr);
    }
  if (frame->zoom < TEXT_ZOOM)
    return;
  /* the strength under the symbol, as printed; without one, the name or
   * the class */
  if (strength == NULL || strength[0] == '\0')
    {
      /* a name too long for the face is cut ("Grenadier Co…"), not left
       * off: a try-out's card showed "Grenadier Company" nameless */
      if (name != NULL)
        wadi_frame_text_fit_cut (frame, 0.0, WADI_COUNTER_SIZE * 0.3, name, 0.125 * frame->zoom, width_px, MIN_TEXT_PX,
                                 TRUE, ink);
      else
        wadi_frame_text_fit (frame, 0.0, WADI_COUNTER_SIZE * 0.3, label, 0.125 * frame->zoom, width_px, MIN_TEXT_PX,
                             TRUE, ink);
      return;
    }
  wadi_frame_text_fit (frame, 0.0, WADI_COUNTER_SIZE * 0.3, strength, 0.125 * frame->zoom, width_px, MIN_TEXT_PX,
                       TRUE, ink);
  if (name != NULL)
    wadi_frame_text_fit_cut (frame, 0.0, -WADI_COUNTER_SIZE * 0.35, name, 0.075 * frame->zoom, width_px, MIN_TEXT_PX,
                             FALSE, ink);
}

/* The side's colour as its ruleset gives it; any other side gets a steady
 * colour of its own. */
static WadiRgb
side_color (const WadiScenario *scenario,
            const char         *side)
{
  guint32 rgb;
  guint   hash;

  if (side == NULL || *side == '\0')
    return WADI_RGB (0xd8d2c0);
  if (wadi_ruleset_side_color (wadi_ruleset_get (scenario->ruleset), side, &rgb))
    return WADI_RGB (rgb);
  hash = g_str_hash (side);
  return (WadiRgb) { 0.55 + (hash & 0xff) / 255.0 * 0.35,
                     0.55 + (hash >> 8 & 0xff) / 255.0 * 0.35,
                     0.55 + (hash >> 16 & 0xff) / 255.0 * 0.35 };
}

/* A unit's class as a counter prints it, where the file's word is for
 * programs ("fully-tracked"); English, as every counter's face is. */
static const char *const unit_class_faces[WADI_UNIT_CLASS_COUNT] = {
  [WADI_UNIT_INFANTRY] = "Infantry",
  [WADI_UNIT_CAVALRY] = "Cavalry",
  [WADI_UNIT_FULLY_TRACKED] = "Fully tracked",
  [WADI_UNIT_HALFTRACK] = "Halftrack",
  [WADI_UNIT_TRUCK] = "Truck",
  [WADI_UNIT_MOTORCYCLE] = "Motorcycle",
  [WADI_UNIT_TOWED_GUN] = "Towed gun",
};

/* What a marker counter says and its colour, by kind; a unit's are its
 * name or class and its side's colour. */
static const struct
{
  const char *text;
  guint32     rgb;
} kinds[WADI_COUNTER_KIND_COUNT] = {
  [WADI_COUNTER_FORD] = { "Ford", 0x86b6e8 },
  [WADI_COUNTER_BRIDGE] = { "Bridge", 0xbdb8ae },
  [WADI_COUNTER_CREST] = { "Crest", 0xf0c070 },
  [WADI_COUNTER_VEHICLE_CREST] = { "HD", 0xf0c070 },
  [WADI_COUNTER_WIRE] = { "Wire", 0xe6e6e6 },
  [WADI_COUNTER_MINEFIELD] = { "Mines", 0xe07b6a },
  [WADI_COUNTER_FOXHOLE] = { "Foxhole", 0xc9a77a },
};

static const char *
counter_text (const WadiCounter *counter)
{
  if ((guint) counter->kind >= WADI_COUNTER_KIND_COUNT)
    return "?";
  if (counter->kind == WADI_COUNTER_VEHICLE_CREST && counter->hd_rear)
    return "HD rear";
  if (counter->kind != WADI_COUNTER_UNIT)
    return kinds[counter->kind].text;
  if (counter->name != NULL && *counter->name != '\0')
    return counter->name;
  return counter->unit_class < WADI_UNIT_CLASS_COUNT ? unit_class_faces[counter->unit_class] : "?";
}

WadiRgb
wadi_render_counter_color (const WadiScenario *scenario,
                           const WadiCounter  *counter)
{
  if ((guint) counter->kind >= WADI_COUNTER_KIND_COUNT)
    return WADI_RGB (0xffffff);
  if (counter->kind == WADI_COUNTER_UNIT)
    return side_color (scenario, counter->side);
  return WADI_RGB (kinds[counter->kind].rgb);
}

void
wadi_render_placed_counter (WadiFrame         *frame,
                            const WadiCounter *counter,
                            double             x,
                            double             y)
{
  cairo_t    *cr = frame->cr;
  const char *label = counter_text (counter);
  double      half = WADI_COUNTER_SIZE / 2.0;
  double      turn = counter_turn (frame, counter);

  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_rotate (cr, turn);
  /* a drop shadow lifts the counter off the map */
  cairo_rectangle (cr, -half + 0.03, -half + 0.03, WADI_COUNTER_SIZE, WADI_COUNTER_SIZE);
  cairo_set_source_rgba (cr, 0.0, 0.0, 0.0, 0.35);
  cairo_fill (cr);
  cairo_rectangle (cr, -half, -half, WADI_COUNTER_SIZE, WADI_COUNTER_SIZE);
  wadi_frame_set_color (frame, wadi_render_counter_color (frame->scenario, counter));
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.08, 0.08, 0.08);
  cairo_set_line_width (cr, wadi_frame_width (frame, 0.015, 1.0));
  cairo_stroke (cr);
  /* the Crest counters' top edge, thick: the side that faces the marker */
  if (turn != 0.0)
    {
      cairo_move_to (cr, -half, -half);
      cairo_line_to (cr, half, -half);
      cairo_set_line_width (cr, wadi_frame_width (frame, 0.04, 2.0));
      cairo_stroke (cr);
    }

  if (counter->kind == WADI_COUNTER_UNIT)
    draw_unit (frame, counter, label);
  else
    draw_marker (frame, counter, label);

  if (counter->hidden)
    {
      cairo_rectangle (cr, -half, -half, WADI_COUNTER_SIZE, WADI_COUNTER_SIZE);
      cairo_set_source_rgba (cr, 1.0, 1.0, 1.0, 0.55);
      cairo_fill (cr);
      if (frame->zoom >= SYMBOL_ZOOM)
        wadi_frame_text (frame, half * 0.6, -half * 0.6, "?", MAX (0.12 * frame->zoom, 6.0), TRUE,
                         (WadiRgb) { 0.1, 0.1, 0.1 });
    }
  cairo_restore (cr);
}
