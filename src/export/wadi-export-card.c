/* wadi-export-card.c: the scenario card, one page of PDF
 *
 * What a designer publishes: the title, the date and place line, the
 * introduction, the board configuration (the map drawn small by the
 * renderer, each board's id on it, the north arrow), the boards in play,
 * the turn record track (a last half turn's box cut in half, and said
 * under it), the victory conditions, the forces and their
 * order of battle (each force's units as faces, alike ones counted), the
 * special rules (those Wadi checks worded, then the designer's) and the
 * aftermath.  Text is laid out by Pango on an A4
 * (or letter) page; when it would not fit, everything shrinks, to the
 * largest size that fits, so that the card is always one page.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include <cairo-pdf.h>
#include <math.h>
#include <pango/pangocairo.h>

#include "wadi-export-private.h"
#include "wadi-counter-stack.h"
#include "wadi-viewshed.h"

#define MARGIN 42.0 /* points */
#define GAP 8.0
#define ID_INSET 4.0    /* points from a board's corner to its id */
#define FACE 34.0       /* points a side of a counter in the order of battle: near half an inch, as printed */
#define FACE_LEAST 26.0 /* the least, on a card shrunk to fit, unless it then fits no page */

/* A card too long for its page shrinks, to the largest scale that fits,
 * found to within 0.001 (halving SCALE_STEPS times), and no smaller
 * than LEAST_SCALE: 3 points for its 10-point text. */
#define LEAST_SCALE 0.3
#define SCALE_STEPS 10

typedef struct
{
  const WadiScenario      *scenario;
  const WadiExportOptions *options;
  cairo_t                 *cr;
  gboolean                 draw; /* FALSE: only measure */
  double                   scale;
  double                   width; /* of the text column */
  double                   y;
  WadiRenderer            *renderer;   /* the order of battle's faces */
  double                   face_least; /* FACE_LEAST, or 0 when the card fits no other way */
} Card;

static gboolean
is_empty (const char *text)
{
  return text == NULL || text[0] == '\0';
}

/* A paragraph at the column's left, size points (times the scale). */
static void
card_text (Card       *card,
           const char *text,
           double      size,
           gboolean    bold,
           gboolean    italic,
           double      indent)
{
  G_GNUC_UNUSED g_autoptr(GRecMutexLocker) locker = g_rec_mutex_locker_new (wadi_render_text_mutex ());
  g_autoptr(PangoLayout) layout = pango_cairo_create_layout (card->cr);
  PangoFontDescription *font = pango_font_description_from_string ("Sans");
  int                   w, h;

  pango_font_description_set_size (font, (int) (size * card->scale * PANGO_SCALE));
  if (bold)
    pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  if (italic)
    pango_font_description_set_style (font, PANGO_STYLE_ITALIC);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  pango_layout_set_width (layout, (int) ((card->width - indent) * PANGO_SCALE));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_text (layout, text, -1);
  pango_layout_get_size (layout, &w, &h);
  if (card->draw)
    {
      cairo_set_source_rgb (card->cr, 0, 0, 0);
      cairo_move_to (card->cr, MARGIN + indent, card->y);
      pango_cairo_show_layout (card->cr, layout);
    }
  card->y += (double) h / PANGO_SCALE;
}

/* A section's heading, with a rule under it. */
static void
card_heading (Card       *card,
              const char *text)
{
  card->y += GAP * card->scale;
  card_text (card, text, 11.0, TRUE, FALSE, 0);
  if (card->draw)
    {
      cairo_set_line_width (card->cr, 0.6);
      cairo_move_to (card->cr, MARGIN, card->y + 1);
      cairo_line_to (card->cr, MARGIN + card->width, card->y + 1);
      cairo_stroke (card->cr);
    }
  card->y += 3.0 * card->scale;
}

/* The north arrow, pointing up the page, at (x, y) its tip. */
static void
draw_north (cairo_t *cr,
            double   x,
            double   y,
            double   size)
{
  G_GNUC_UNUSED g_autoptr(GRecMutexLocker) locker = g_rec_mutex_locker_new (wadi_render_text_mutex ());
  g_autoptr(PangoLayout) layout = pango_cairo_create_layout (cr);
  PangoFontDescription *font = pango_font_description_from_string ("Sans Bold");
  int                   w, h;

  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_move_to (cr, x, y);
  cairo_line_to (cr, x + size * 0.3, y + size);
  cairo_line_to (cr, x, y + size * 0.75);
  cairo_line_to (cr, x - size * 0.3, y + size);
  cairo_close_path (cr);
  cairo_fill (cr);
  pango_font_description_set_size (font, (int) (size * 0.5 * PANGO_SCALE));
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  pango_layout_set_text (layout, "N", -1);
  pango_layout_get_size (layout, &w, &h);
  cairo_move_to (cr, x - (double) w / PANGO_SCALE / 2.0, y + size);
  pango_cairo_show_layout (cr, layout);
}

/* The board configuration: the map drawn to fit height points, each
 * board's id in its corner, the north arrow beside it. */
static void
card_boards (Card  *card,
             double height)
{
  WadiExportOptions options = *card->options;
  double            x0, y0, x1, y1, zoom, w, h, left;
  WadiExportPainter painter;

  options.format = WADI_EXPORT_PDF;
  options.board = -1;
  options.has_area = FALSE;
  options.labels = FALSE;
  options.diagnostics = FALSE;
  options.legend = FALSE;
  options.paper = WADI_PAPER_NONE;
  if (!wadi_export_extent (card->scenario, &options, &x0, &y0, &x1, &y1))
    return;
  zoom = MIN ((card->width - 40.0) / (x1 - x0), height / (y1 - y0));
  w = (x1 - x0) * zoom;
  h = (y1 - y0) * zoom;
  card->y += 4.0 * card->scale;
  if (!card->draw)
    {
      card->y += h;
      return;
    }
  left = MARGIN + (card->width - w) / 2.0;
  options.pixels_per_hex = zoom;
  wadi_export_painter_init (&painter, card->scenario, &options);
  /* as on a printed sheet: the hexes on the white page, no grey table
   * around them where the boards leave a corner empty, nor beyond the
   * outline through an ASL board's edge half hexes */
  painter.on_paper = TRUE;
  painter.request.cut_at_board_edges = TRUE;
  cairo_save (card->cr);
  cairo_translate (card->cr, left, card->y);
  cairo_rectangle (card->cr, 0, 0, w, h);
  cairo_clip (card->cr);
  wadi_export_painter_draw (&painter, card->cr, x0, y0, zoom, (int) ceil (w), (int) ceil (h));
  cairo_restore (card->cr);
  wadi_export_painter_clear (&painter);

  /* each board's id in its own top-left corner, where a printed board
   * has its number (in the middle it hid the terrain the map shows),
   * turned as the board is (an ASL card prints a board laid the other way
   * round upside down) */
  for (guint i = 0; i < wadi_map_board_count (card->scenario->map); i++)
    {
      WadiExportOptions   one = options;
      const WadiMapBoard *board = wadi_map_get_board (card->scenario->map, i);
      double              bx0, by0, bx1, by1;
      G_GNUC_UNUSED g_autoptr(GRecMutexLocker) locker = g_rec_mutex_locker_new (wadi_render_text_mutex ());
      g_autoptr(PangoLayout) layout = pango_cairo_create_layout (card->cr);
      PangoFontDescription *font = pango_font_description_from_string ("Sans Bold");
      int                   tw, th;

      one.board = (int) i;
      if (!wadi_export_extent (card->scenario, &one, &bx0, &by0, &bx1, &by1))
        {
          pango_font_description_free (font);
          continue;
        }
      pango_font_description_set_size (font, (int) (MAX (8.0, MIN (16.0, (by1 - by0) * zoom / 5.0)) * PANGO_SCALE));
      pango_layout_set_font_description (layout, font);
      pango_font_description_free (font);
      pango_layout_set_text (layout, board->id, -1);
      pango_layout_get_size (layout, &tw, &th);
      cairo_save (card->cr);
      cairo_translate (card->cr, left + ((bx0 + bx1) / 2.0 - x0) * zoom, card->y + ((by0 + by1) / 2.0 - y0) * zoom);
      cairo_rotate (card->cr, board->turn * G_PI / 3.0);
      {
        /* inside the edges an ASL board's half hexes are cut along, at
         * their centres, half a hex in from its box */
        gboolean halves = board->labels.kind == WADI_LABEL_ASL;
        gboolean flat = board->layout.orientation == WADI_GRID_FLAT_TOP;
        double   in_x = ID_INSET + (halves ? (flat ? 0.58 : 0.5) * zoom : 0.0);
        double   in_y = ID_INSET + (halves ? (flat ? 0.5 : 0.58) * zoom : 0.0);

        /* in the middle on a board turned but by a half turn, which has no
         * top-left corner on the box, or too small to hold it in one (a
         * few hexes, or narrower than twice the id) */
        if (board->turn % 3 == 0 && board->cols >= 4 && board->rows >= 4
            && (double) tw / PANGO_SCALE < ((bx1 - bx0) * zoom - 2.0 * in_x) / 2.0
            && (double) th / PANGO_SCALE < ((by1 - by0) * zoom - 2.0 * in_y) / 2.0)
          cairo_move_to (card->cr, -(bx1 - bx0) * zoom / 2.0 + in_x, -(by1 - by0) * zoom / 2.0 + in_y);
        else
          cairo_move_to (card->cr, -(double) tw / PANGO_SCALE / 2.0, -(double) th / PANGO_SCALE / 2.0);
      }
      pango_cairo_update_layout (card->cr, layout);
      pango_cairo_layout_path (card->cr, layout);
      cairo_restore (card->cr);
      cairo_set_source_rgb (card->cr, 1, 1, 1);
      cairo_set_line_width (card->cr, 3.0);
      cairo_stroke_preserve (card->cr);
      cairo_set_source_rgb (card->cr, 0, 0, 0);
      cairo_fill (card->cr);
    }
  cairo_set_line_width (card->cr, 0.8);
  cairo_rectangle (card->cr, left, card->y, w, h);
  cairo_stroke (card->cr);
  draw_north (card->cr, left + w + 16.0, card->y, 20.0);
  card->y += h;
}

/* The turn record track: a box for each turn, in rows across the column,
 * and with a last half turn one more for it, cut by the diagonal from its
 * top right to its bottom left with only its upper left half framed and
 * numbered: the turn's first player turn alone is played. */
static void
card_turns (Card *card)
{
  double box = 24.0 * card->scale;
  guint  across = MAX (1, (guint) (card->width / box));
  guint  boxes = card->scenario->turns + (card->scenario->half_turn ? 1 : 0);
  guint  rows = (boxes + across - 1) / across;

  card->y += 4.0 * card->scale;
  for (guint t = 0; card->draw && t < boxes; t++)
    {
      double   x = MARGIN + (t % across) * box;
      double   y = card->y + (t / across) * box;
      gboolean half = t == card->scenario->turns;
      G_GNUC_UNUSED g_autoptr(GRecMutexLocker) locker = g_rec_mutex_locker_new (wadi_render_text_mutex ());
      g_autoptr(PangoLayout) layout = pango_cairo_create_layout (card->cr);
      PangoFontDescription *font = pango_font_description_from_string ("Sans Bold");
      g_autofree char      *number = g_strdup_printf ("%u", t + 1);
      int                   tw, th;
      /* the number's centre: the box's, or about the upper left half's
       * (a little low: a digit stands above its line's middle) */
      double cx = x + box * (half ? 0.33 : 0.5), cy = y + box * (half ? 0.37 : 0.5);

      cairo_set_source_rgb (card->cr, 0, 0, 0);
      cairo_set_line_width (card->cr, 0.8);
      if (half)
        {
          cairo_move_to (card->cr, x, y + box);
          cairo_line_to (card->cr, x, y);
          cairo_line_to (card->cr, x + box, y);
          cairo_close_path (card->cr);
        }
      else
        cairo_rectangle (card->cr, x, y, box, box);
      cairo_stroke (card->cr);
      pango_font_description_set_size (font, (int) (box * (half ? 0.3 : 0.4) * PANGO_SCALE));
      pango_layout_set_font_description (layout, font);
      pango_font_description_free (font);
      pango_layout_set_text (layout, number, -1);
      pango_layout_get_size (layout, &tw, &th);
      cairo_move_to (card->cr, cx - (double) tw / PANGO_SCALE / 2.0, cy - (double) th / PANGO_SCALE / 2.0);
      pango_cairo_show_layout (card->cr, layout);
    }
  card->y += rows * box;
}

/* The boards in play, as a line: "Boards in play: 25, 14." */
static char *
boards_in_play (const WadiScenario *scenario)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < wadi_map_board_count (scenario->map); i++)
    {
      if (i > 0)
        g_string_append (text, ", ");
      g_string_append (text, wadi_map_get_board (scenario->map, i)->id);
    }
  return g_string_free (text, FALSE);
}

/* The special rules as the card numbers them: first those Wadi checks
 * (the Scenario Special Rules panel's) where they are not the rules' own
 * default, and the Tide of Iron wadi rules either way, since the players
 * must know whether a wadi is a wadi or a crevasse; then the designer's
 * worded rules.  The strings are static or the scenario's. */
static GPtrArray *
special_rules (const WadiScenario *scenario)
{
  GPtrArray     *rules = g_ptr_array_new ();
  WadiSsrFields  fields = wadi_ssr_fields_of (scenario->ruleset);
  const WadiSsr *ssr = &scenario->ssr;
  /* clang-format off */
  static const char *depths[WADI_STREAM_DEPTH_COUNT] = {
    [WADI_STREAM_DRY] = N_ ("Streams are dry (B20.41)."),
    [WADI_STREAM_DEEP] = N_ ("Streams are deep (B20.43)."),
    [WADI_STREAM_FLOODED] = N_ ("Streams are flooded (B20.44)."),
  };
  /* clang-format on */

  if ((fields & WADI_SSR_STREAM_DEPTH) && depths[ssr->stream_depth] != NULL)
    g_ptr_array_add (rules, (gpointer) _(depths[ssr->stream_depth]));
  if ((fields & WADI_SSR_FROZEN) && ssr->frozen)
    g_ptr_array_add (rules, (gpointer) _("Streams are frozen (B20.7)."));
  if ((fields & WADI_SSR_SNOW) && ssr->snow)
    g_ptr_array_add (rules, (gpointer) _("Snow: a stream that is not frozen is a frigid Water Obstacle (B20.7)."));
  if (fields & WADI_SSR_TOI_WADI_RULES)
    g_ptr_array_add (rules, (gpointer) (ssr->toi_wadi_rules ? _("The Days of the Fox wadi rules are in effect.")
                                                            : _("Wadi hexes are crevasse terrain.")));
  if ((fields & WADI_SSR_TOI_STREAM_BRIDGES_BLOCK_LOS) && ssr->toi_stream_bridges_block_los)
    g_ptr_array_add (rules, (gpointer) _("Bridges over streams block LOS (wadi rule 4)."));
  for (guint i = 0; i < scenario->special_rules->len; i++)
    g_ptr_array_add (rules, g_ptr_array_index (scenario->special_rules, i));
  return rules;
}

/* A face of the order of battle: a unit, and how many of the group are
 * alike to it. */
typedef struct
{
  const WadiCounter *unit;
  guint              count;
} Face;

static gboolean
is_unit (const WadiCounter *counter)
{
  return counter->kind == WADI_COUNTER_UNIT;
}

static gboolean
has_units (const WadiScenario *scenario)
{
  for (guint i = 0; i < scenario->counters->len; i++)
    if (is_unit (&g_array_index (scenario->counters, WadiCounter, i)))
      return TRUE;
  return FALSE;
}

/* Whether a unit belongs to the force: its side is the force's name or
 * nationality, as the dead ground's sides are told apart. */
static gboolean
force_has (const WadiScenario     *scenario,
           const WadiScenarioSide *force,
           const WadiCounter      *unit)
{
  const char *name = !is_empty (force->name) ? force->name : force->nationality;

  return !is_empty (name) && wadi_side_has_counter (scenario, name, unit);
}

static gboolean
in_a_force (const WadiScenario *scenario,
            const WadiCounter  *unit)
{
  for (guint i = 0; i < scenario->sides->len; i++)
    if (force_has (scenario, &g_array_index (scenario->sides, WadiScenarioSide, i), unit))
      return TRUE;
  return FALSE;
}

/* A force's faces: each a unit and how many are alike to it, in the order
 * the first of each comes; by what a face shows (its class, side, name
 * and strength), not where it stands (a unit IN a wadi is the same
 * counter) nor whether it is hidden on the map (the order of battle lists
 * it either way). */
typedef struct
{
  GArray     *faces; /* Face */
  GHashTable *index; /* a face's key -> its index + 1 */
} Faces;

static void
faces_init (Faces *faces)
{
  faces->faces = g_array_new (FALSE, FALSE, sizeof (Face));
  faces->index = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
}

static void
faces_clear (Faces *faces)
{
  g_clear_pointer (&faces->faces, g_array_unref);
  g_clear_pointer (&faces->index, g_hash_table_unref);
}

/* The faces in an order of battle's order, not the counters' (a unit cut
 * and pasted came last): by class as the enum lists them (infantry
 * first, guns last), then strength and name. */
static int
compare_faces (gconstpointer a,
               gconstpointer b)
{
  const WadiCounter *x = ((const Face *) a)->unit, *y = ((const Face *) b)->unit;
  int                by_strength;

  if (x->unit_class != y->unit_class)
    return x->unit_class < y->unit_class ? -1 : 1;
  by_strength = g_strcmp0 (x->strength, y->strength);
  return by_strength != 0 ? by_strength : g_strcmp0 (x->name, y->name);
}

/* Adds unit: a count more of a face alike, or a face of its own. */
static void
faces_add (Faces             *faces,
           const WadiCounter *unit)
{
  /* the texts' lengths first: no text runs into the next */
  char *key = g_strdup_printf ("%d|%zu|%zu|%zu|%s|%s|%s", unit->unit_class, unit->side != NULL ? strlen (unit->side) + 1 : 0,
                               unit->name != NULL ? strlen (unit->name) + 1 : 0,
                               unit->strength != NULL ? strlen (unit->strength) + 1 : 0,
                               unit->side != NULL ? unit->side : "", unit->name != NULL ? unit->name : "",
                               unit->strength != NULL ? unit->strength : "");
  guint index = GPOINTER_TO_UINT (g_hash_table_lookup (faces->index, key));
  Face  face = { unit, 1 };

  if (index > 0)
    {
      g_array_index (faces->faces, Face, index - 1).count++;
      g_free (key);
      return;
    }
  g_array_append_val (faces->faces, face);
  g_hash_table_insert (faces->index, key, GUINT_TO_POINTER (faces->faces->len));
}

/* A unit's face, face points a side, its top-left corner at (x, y).
 * Drawn twice the size on a surface of its own and laid on the card at
 * half, still as paths: the face leaves out a name under a screen's least
 * text, where print reads one half that size ("Crusader II"). */
static void
draw_face (Card              *card,
           const WadiCounter *unit,
           double             x,
           double             y,
           double             face)
{
  cairo_rectangle_t room = { 0, 0, 4.0 * face, 4.0 * face };
  cairo_surface_t  *recording = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, &room);
  cairo_t          *cr = cairo_create (recording);

  cairo_translate (cr, 2.0 * face, 2.0 * face);
  wadi_renderer_draw_counter (card->renderer, cr, unit, 2.0 * face / WADI_COUNTER_SIZE);
  cairo_destroy (cr);
  cairo_save (card->cr);
  cairo_translate (card->cr, x + face / 2.0, y + face / 2.0);
  cairo_scale (card->cr, 0.5, 0.5);
  cairo_set_source_surface (card->cr, recording, -2.0 * face, -2.0 * face);
  cairo_paint (card->cr);
  cairo_restore (card->cr);
  cairo_surface_destroy (recording);
}

/* The faces in rows across the column, each with its count under it when
 * there are more than one, as an ASL card prints "x6" under a squad. */
static void
card_faces (Card   *card,
            GArray *faces)
{
  /* a face shrinks with the card, but not under FACE_LEAST, where its
   * strength and name no longer print */
  double face = MAX (FACE * card->scale, card->face_least), gap = GAP * card->scale, count_height = 12.0 * card->scale;
  guint  across = MAX (1, (guint) ((card->width + gap) / (face + gap)));
  guint  rows = (faces->len + across - 1) / across;

  if (faces->len == 0)
    return;
  card->y += 4.0 * card->scale;
  for (guint i = 0; card->draw && i < faces->len; i++)
    {
      const Face *f = &g_array_index (faces, Face, i);
      WadiCounter shown = *f->unit;
      double      x = MARGIN + (i % across) * (face + gap);
      double      y = card->y + (i / across) * (face + count_height + gap);

      /* the unit as it enters play: standing on the ground, not veiled */
      shown.position = WADI_POSITION_GROUND;
      shown.hidden = FALSE;
      draw_face (card, &shown, x, y, face);
      if (f->count > 1)
        {
          G_GNUC_UNUSED g_autoptr(GRecMutexLocker) locker = g_rec_mutex_locker_new (wadi_render_text_mutex ());
          g_autoptr(PangoLayout) layout = pango_cairo_create_layout (card->cr);
          PangoFontDescription *font = pango_font_description_from_string ("Sans Bold");
          /* TRANSLATORS: under a counter in the scenario card's order of
           * battle: how many of it the force has */
          g_autofree char *count = g_strdup_printf (_("×%u"), f->count);
          int              tw, th;

          pango_font_description_set_size (font, (int) (9.0 * card->scale * PANGO_SCALE));
          pango_layout_set_font_description (layout, font);
          pango_font_description_free (font);
          pango_layout_set_text (layout, count, -1);
          pango_layout_get_size (layout, &tw, &th);
          cairo_set_source_rgb (card->cr, 0, 0, 0);
          cairo_move_to (card->cr, x + (face - (double) tw / PANGO_SCALE) / 2.0, y + face + 1.0 * card->scale);
          pango_cairo_show_layout (card->cr, layout);
        }
    }
  card->y += rows * (face + count_height + gap) - gap / 2.0;
}

/* A force's line (its name, nationality, who sets up and moves first),
 * where it sets up or enters, and its order of battle: the faces of its
 * units. */
static void
card_force (Card                   *card,
            const WadiScenarioSide *force)
{
  const WadiScenario *scenario = card->scenario;
  GString            *line = g_string_new (force->name != NULL ? force->name : "");
  Faces               faces;

  /* "British (British)" says it once */
  if (!is_empty (force->nationality)
      && (force->name == NULL || g_utf8_collate (force->name, force->nationality) != 0))
    g_string_append_printf (line, " (%s)", force->nationality);
  if (force->sets_up_first)
    /* TRANSLATORS: after a force's name on the scenario card */
    g_string_append_printf (line, " — %s", _("sets up first"));
  if (force->moves_first)
    /* TRANSLATORS: after a force's name on the scenario card, after
     * "sets up first" when the force does both */
    g_string_append_printf (line, "%s%s", force->sets_up_first ? ", " : " — ", _("moves first"));
  card->y += 2.0 * card->scale;
  card_text (card, line->str, 10.0, TRUE, FALSE, 0);
  g_string_free (line, TRUE);
  if (!is_empty (force->setup))
    card_text (card, force->setup, 10.0, FALSE, FALSE, 0);
  faces_init (&faces);
  for (guint i = 0; card->renderer != NULL && i < scenario->counters->len; i++)
    {
      const WadiCounter *counter = &g_array_index (scenario->counters, WadiCounter, i);

      if (is_unit (counter) && force_has (scenario, force, counter))
        faces_add (&faces, counter);
    }
  g_array_sort (faces.faces, compare_faces);
  card_faces (card, faces.faces);
  faces_clear (&faces);
}

/* The units no force has, a group for each side they name (in the order
 * the counters come), and one for those of no side: all of them, on a
 * card of a scenario whose forces are not said. */
static void
card_units_of_no_force (Card *card)
{
  const WadiScenario *scenario = card->scenario;
  g_autoptr(GPtrArray) sides = g_ptr_array_new ();

  for (guint i = 0; i < scenario->counters->len; i++)
    {
      const WadiCounter *counter = &g_array_index (scenario->counters, WadiCounter, i);
      const char        *side = counter->side != NULL ? counter->side : "";
      gboolean           known = FALSE;

      if (!is_unit (counter) || in_a_force (scenario, counter))
        continue;
      for (guint s = 0; s < sides->len && !known; s++)
        known = g_ascii_strcasecmp (g_ptr_array_index (sides, s), side) == 0;
      if (!known)
        g_ptr_array_add (sides, (gpointer) side);
    }
  for (guint s = 0; s < sides->len; s++)
    {
      const char *side = g_ptr_array_index (sides, s);
      Faces       faces;

      card->y += 2.0 * card->scale;
      card_text (card, *side != '\0' ? side : _("Units of no side"), 10.0, TRUE, FALSE, 0);
      faces_init (&faces);
      for (guint i = 0; card->renderer != NULL && i < scenario->counters->len; i++)
        {
          const WadiCounter *counter = &g_array_index (scenario->counters, WadiCounter, i);

          if (is_unit (counter) && !in_a_force (scenario, counter)
              && g_ascii_strcasecmp (counter->side != NULL ? counter->side : "", side) == 0)
            faces_add (&faces, counter);
        }
      g_array_sort (faces.faces, compare_faces);
      card_faces (card, faces.faces);
      faces_clear (&faces);
    }
}

/* The whole card from the top; the height it takes. */
static double
card_lay_out (Card  *card,
              double page_height)
{
  const WadiScenario *scenario = card->scenario;
  g_autoptr(GPtrArray) rules = NULL;

  card->y = MARGIN;
  card_text (card, is_empty (scenario->title) ? _("Untitled Scenario") : scenario->title, 22.0, TRUE, FALSE, 0);
  if (!is_empty (scenario->date_place))
    card_text (card, scenario->date_place, 11.0, FALSE, TRUE, 0);
  if (!is_empty (scenario->author))
    {
      /* TRANSLATORS: the scenario card's byline; %s is the designer */
      g_autofree char *by = g_strdup_printf (_("Designed by %s"), scenario->author);

      card_text (card, by, 9.0, FALSE, FALSE, 0);
    }
  if (!is_empty (scenario->description))
    {
      card->y += GAP * card->scale;
      card_text (card, scenario->description, 10.0, FALSE, FALSE, 0);
    }
  if (wadi_scenario_grid (scenario) != NULL)
    {
      g_autofree char *boards = boards_in_play (scenario);
      /* TRANSLATORS: the map area in play on the scenario card; %s lists board ids */
      g_autofree char *area = g_strdup_printf (_("Boards in play: %s. Only the hexes shown are in play."), boards);

      card_heading (card, _("Board Configuration"));
      card_boards (card, MIN (200.0, page_height / 4.0) * card->scale);
      card->y += 3.0 * card->scale;
      card_text (card, area, 9.0, FALSE, TRUE, 0);
    }
  if (scenario->turns > 0)
    {
      card_heading (card, _("Turn Record Track"));
      card_turns (card);
      if (scenario->half_turn)
        {
          /* TRANSLATORS: under the scenario card's turn record track, a
           * last half turn: "6½ turns: turn 7 ends after its first player
           * turn"; the side moving second does not play its last half */
          g_autofree char *half = g_strdup_printf (_("%u½ turns: turn %u ends after its first player turn."),
                                                      scenario->turns, scenario->turns + 1);

          card->y += 3.0 * card->scale;
          card_text (card, half, 9.0, FALSE, TRUE, 0);
        }
    }
  if (!is_empty (scenario->victory))
    {
      card_heading (card, _("Victory Conditions"));
      card_text (card, scenario->victory, 10.0, FALSE, FALSE, 0);
    }
  if (scenario->sides->len > 0 || has_units (scenario))
    {
      card_heading (card, _("Forces"));
      for (guint i = 0; i < scenario->sides->len; i++)
        card_force (card, &g_array_index (scenario->sides, WadiScenarioSide, i));
      card_units_of_no_force (card);
    }
  rules = special_rules (scenario);
  if (rules->len > 0)
    {
      card_heading (card, _("Special Rules"));
      for (guint i = 0; i < rules->len; i++)
        {
          g_autofree char *rule = g_strdup_printf ("%u. %s", i + 1, (const char *) g_ptr_array_index (rules, i));

          card_text (card, rule, 10.0, FALSE, FALSE, 0);
          card->y += 2.0 * card->scale;
        }
    }
  if (!is_empty (scenario->aftermath))
    {
      card_heading (card, _("Aftermath"));
      card_text (card, scenario->aftermath, 10.0, FALSE, TRUE, 0);
    }
  return card->y + MARGIN;
}

/* The card on cr, a page of page_width by page_height points. */
static void
card_draw (const WadiScenario      *scenario,
           const WadiExportOptions *options,
           cairo_t                 *cr,
           double                   page_width,
           double                   page_height)
{
  Card card = { scenario, options, cr };
  g_autoptr(WadiRenderer) renderer = NULL;

  card.width = page_width - 2.0 * MARGIN;
  if (wadi_scenario_grid (scenario) != NULL)
    {
      renderer = wadi_renderer_new ();
      wadi_renderer_set_scenario (renderer, scenario);
      card.renderer = renderer;
    }
  /* one page: shrink everything to the largest scale at which the card
   * fits, found by halving between one that fits (or the least) and one
   * that does not; shrinking by tenths left up to a sixth of the page
   * blank */
  card.scale = 1.0;
  card.face_least = FACE_LEAST;
  /* faces kept readable unless the card then fits at no scale */
  card.scale = LEAST_SCALE;
  if (card_lay_out (&card, page_height) > page_height)
    card.face_least = 0.0;
  card.scale = 1.0;
  if (card_lay_out (&card, page_height) > page_height)
    {
      double fits = LEAST_SCALE, too_large = 1.0;

      for (int step = 0; step < SCALE_STEPS; step++)
        {
          card.scale = (fits + too_large) / 2.0;
          if (card_lay_out (&card, page_height) <= page_height)
            fits = card.scale;
          else
            too_large = card.scale;
        }
      card.scale = fits;
    }
  card.draw = TRUE;
  card_lay_out (&card, page_height);
}

static void
card_paper_size (const WadiExportOptions *options,
                 double                  *page_width,
                 double                  *page_height)
{
  wadi_export_paper_size (options->paper == WADI_PAPER_NONE ? WADI_PAPER_A4 : options->paper, page_width, page_height);
}

void
wadi_export_draw_card_preview (const WadiScenario      *scenario,
                               const WadiExportOptions *options,
                               cairo_t                 *cr,
                               int                      width,
                               int                      height)
{
  double                page_width, page_height, zoom;
  cairo_font_options_t *font_options = cairo_font_options_create ();

  card_paper_size (options, &page_width, &page_height);
  zoom = MIN ((width - 8.0) / page_width, (height - 8.0) / page_height);
  cairo_save (cr);
  cairo_translate (cr, floor ((width - page_width * zoom) / 2.0), floor ((height - page_height * zoom) / 2.0));
  cairo_scale (cr, zoom, zoom);
  /* the page, white, with a thin edge; its text laid out as on the PDF */
  cairo_rectangle (cr, 0, 0, page_width, page_height);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.6, 0.6, 0.6);
  cairo_set_line_width (cr, 1.0 / zoom);
  cairo_stroke (cr);
  cairo_font_options_set_hint_metrics (font_options, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_hint_style (font_options, CAIRO_HINT_STYLE_NONE);
  cairo_set_font_options (cr, font_options);
  cairo_font_options_destroy (font_options);
  cairo_set_source_rgb (cr, 0, 0, 0);
  card_draw (scenario, options, cr, page_width, page_height);
  cairo_restore (cr);
}

/* The card's one page of PDF, written to write (closure). */
static gboolean
card_pdf (const WadiScenario      *scenario,
          const WadiExportOptions *options,
          cairo_write_func_t       write,
          gpointer                 closure,
          GError                 **error)
{
  double           page_width, page_height;
  cairo_surface_t *surface;
  cairo_t         *cr;

  card_paper_size (options, &page_width, &page_height);
  surface = cairo_pdf_surface_create_for_stream (write, closure, page_width, page_height);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE, scenario->title != NULL ? scenario->title : "");
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, "Wadi");
  cr = cairo_create (surface);
  card_draw (scenario, options, cr, page_width, page_height);
  cairo_show_page (cr);
  return wadi_export_finish_vector (cr, surface, _("the scenario card"), error);
}

gboolean
wadi_export_write_card (const WadiScenario      *scenario,
                        const WadiExportOptions *options,
                        WadiExportSink          *sink,
                        WadiExportProgress       progress,
                        gpointer                 progress_data,
                        GError                 **error)
{
  if (!card_pdf (scenario, options, wadi_export_sink_cairo_write, sink, error))
    return FALSE;
  if (progress != NULL)
    progress (0.9, progress_data);
  /* a write error or a cancel is the commit's to report */
  return TRUE;
}

GBytes *
wadi_export_card_bytes (const WadiScenario      *scenario,
                        const WadiExportOptions *options,
                        GError                 **error)
{
  GByteArray *pdf = g_byte_array_new ();

  if (!card_pdf (scenario, options, wadi_export_bytes_cairo_write, pdf, error))
    {
      g_byte_array_unref (pdf);
      return NULL;
    }
  return g_byte_array_free_to_bytes (pdf);
}
