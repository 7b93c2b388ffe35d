/* wadi-render-text.c: level numbers, hex labels and the boards' ids
 *
 * A view at close zoom shows hundreds of labels.  Laying each out with
 * Pango (itemizing, shaping, a font lookup) costs more than the rest of
 * the frame, and labels are a few letters and digits: here cairo maps
 * each to glyphs through its font's glyph cache, and all the texts of
 * one font and colour are shown in one call.  A text beyond printable
 * ASCII (a board's id is the designer's to name) is laid out by Pango,
 * which knows its characters and falls back to a font that has them.
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "wadi-render-private.h"

/* A font at one size.  The renderer keeps it, so that no thread showing
 * its glyphs ever holds the last reference (wadi_render_text_mutex ()). */
typedef struct
{
  double               size;
  gboolean             bold;
  cairo_scaled_font_t *font;
  double               ascent; /* of capitals and digits */
  double               descent;
  double               halo_width; /* in pixels of the font */
} Font;

/* The fonts a renderer used lately; made under the text lock. */
struct _WadiFonts
{
  GPtrArray *fonts; /* Font */
};

static void
font_free (gpointer data)
{
  Font *font = data;

  cairo_scaled_font_destroy (font->font);
  g_free (font);
}

WadiFonts *
wadi_fonts_new (void)
{
  WadiFonts *fonts = g_new0 (WadiFonts, 1);

  fonts->fonts = g_ptr_array_new_with_free_func (font_free);
  return fonts;
}

void
wadi_fonts_free (WadiFonts *fonts)
{
  if (fonts == NULL)
    return;
  g_rec_mutex_lock (wadi_render_text_mutex ());
  g_ptr_array_unref (fonts->fonts);
  g_rec_mutex_unlock (wadi_render_text_mutex ());
  g_free (fonts);
}

void
wadi_fonts_trim (WadiFonts *fonts)
{
  /* a frame uses three sizes at most; a pinch zoom makes many */
  g_rec_mutex_lock (wadi_render_text_mutex ());
  if (fonts->fonts->len > 12)
    g_ptr_array_set_size (fonts->fonts, 0);
  g_rec_mutex_unlock (wadi_render_text_mutex ());
}

/* Many short texts in one font, shown at once: printable ASCII is mapped
 * to glyphs, never shaped, which suits labels and numbers; a text with
 * anything else (a board id "Bé") is laid out by Pango. */
typedef struct
{
  Font   *font;   /* in the renderer's fonts */
  GArray *glyphs; /* cairo_glyph_t, in device space */
  GArray *shaped; /* ShapedText: the texts Pango lays out */
} TextBatch;

/* A hex label's text and its centre on the map. */
typedef struct
{
  char   text[WADI_LABEL_MAX_SIZE];
  double x, y;
} HexLabel;

static Font *
font_new (double   size_px,
          gboolean bold)
{
  Font                 *font = g_new0 (Font, 1);
  cairo_font_face_t    *face = cairo_toy_font_face_create ("Sans", CAIRO_FONT_SLANT_NORMAL,
                                                        bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
  cairo_font_options_t *options = cairo_font_options_create ();
  cairo_matrix_t        font_matrix, ctm;
  cairo_text_extents_t  digits;

  font->size = size_px;
  font->bold = bold;
  cairo_matrix_init_scale (&font_matrix, size_px, size_px);
  cairo_matrix_init_identity (&ctm);
  font->font = cairo_scaled_font_create (face, &font_matrix, &ctm, options);
  cairo_font_options_destroy (options);
  cairo_font_face_destroy (face);
  /* centred on the height of capitals and digits, not of the font's
   * ascent and descent */
  cairo_scaled_font_text_extents (font->font, "0H", &digits);
  font->ascent = -digits.y_bearing;
  font->descent = digits.height + digits.y_bearing;
  font->halo_width = 2.0 * MAX (1.0, floor (size_px / 9.0 + 0.5));
  return font;
}

static Font *
fonts_get (WadiFonts *fonts,
           double     size_px,
           gboolean   bold)
{
  Font *font = NULL;

  g_rec_mutex_lock (wadi_render_text_mutex ());
  for (guint i = 0; i < fonts->fonts->len && font == NULL; i++)
    {
      Font *known = g_ptr_array_index (fonts->fonts, i);

      if (known->size == size_px && known->bold == bold)
        font = known;
    }
  if (font == NULL)
    {
      font = font_new (size_px, bold);
      g_ptr_array_add (fonts->fonts, font);
    }
  g_rec_mutex_unlock (wadi_render_text_mutex ());
  return font;
}

/* size_px in pixels. */
static void
text_batch_init (TextBatch *batch,
                 WadiFonts *fonts,
                 double     size_px,
                 gboolean   bold)
{
  /* to an eighth of a pixel, which nobody sees: a size that follows the
   * zoom would make a font, and cairo its glyphs, every frame of a pinch */
  batch->font = fonts_get (fonts, round (size_px * 8.0) / 8.0, bold);
  batch->glyphs = g_array_new (FALSE, FALSE, sizeof (cairo_glyph_t));
  batch->shaped = NULL;
}

/* A text for Pango, centred on (x, y) in device space; laid out once
 * when the batch is shown, its top left corner at (left, top). */
typedef struct
{
  double       x, y;
  char        *text;
  PangoLayout *layout;
  double       left, top;
} ShapedText;

static void
shaped_text_clear (gpointer data)
{
  ShapedText *shaped = data;

  g_free (shaped->text);
  g_clear_object (&shaped->layout);
}

static void
add_shaped (TextBatch  *batch,
            cairo_t    *cr,
            double      x,
            double      y,
            const char *text)
{
  ShapedText shaped = { x, y, NULL, NULL, 0.0, 0.0 };

  if (!g_utf8_validate (text, -1, NULL))
    return;
  if (batch->shaped == NULL)
    {
      batch->shaped = g_array_new (FALSE, FALSE, sizeof (ShapedText));
      g_array_set_clear_func (batch->shaped, shaped_text_clear);
    }
  cairo_user_to_device (cr, &shaped.x, &shaped.y);
  shaped.text = g_strdup (text);
  g_array_append_val (batch->shaped, shaped);
}

static gboolean
is_printable_ascii (const char *text)
{
  for (const char *c = text; *c != '\0'; c++)
    if ((guchar) *c < 32 || (guchar) *c >= 127)
      return FALSE;
  return TRUE;
}

/* Centred on the map point (x, y), on whole device pixels. */
static void
text_batch_add (TextBatch  *batch,
                cairo_t    *cr,
                double      x,
                double      y,
                const char *text)
{
  Font                *font = batch->font;
  guint                first = batch->glyphs->len;
  int                  n = (int) strlen (text);
  cairo_glyph_t       *glyphs, *mapped;
  cairo_text_extents_t extents;
  double               left, baseline;

  if (cairo_scaled_font_status (font->font) != CAIRO_STATUS_SUCCESS || n == 0)
    return;
  if (!is_printable_ascii (text))
    {
      add_shaped (batch, cr, x, y, text);
      return;
    }
  /* written in place, a glyph a character: a view at close zoom adds
   * thousands */
  g_array_set_size (batch->glyphs, first + (guint) n);
  glyphs = mapped = &g_array_index (batch->glyphs, cairo_glyph_t, first);
  if (cairo_scaled_font_text_to_glyphs (font->font, 0.0, 0.0, text, n, &mapped, &n, NULL, NULL, NULL)
          != CAIRO_STATUS_SUCCESS
      || mapped != glyphs)
    {
      /* never so: no more glyphs than characters */
      if (mapped != glyphs)
        cairo_glyph_free (mapped);
      g_array_set_size (batch->glyphs, first);
      return;
    }
  g_array_set_size (batch->glyphs, first + (guint) n);
  cairo_scaled_font_glyph_extents (font->font, glyphs, n, &extents);
  cairo_user_to_device (cr, &x, &y);
  /* floor (v + 0.5), not round (): halves must go the same way in every
   * tile, whatever the sign of the tile's coordinates */
  left = floor (x - extents.x_advance / 2.0 + 0.5);
  baseline = floor (y + (font->ascent - font->descent) / 2.0 + 0.5);
  for (int i = 0; i < n; i++)
    {
      glyphs[i].x += left;
      glyphs[i].y += baseline;
    }
}

/* Lays out the texts for Pango once, for the halo's eight passes and the
 * text's: each at its place as the glyphs are, centred across and on the
 * height of the font's capitals and digits.  cr's matrix is the
 * identity. */
static void
lay_out_shaped (TextBatch *batch,
                cairo_t   *cr)
{
  Font                 *font = batch->font;
  PangoFontDescription *description = wadi_render_font (font->size, font->bold);

  for (guint i = 0; i < batch->shaped->len; i++)
    {
      ShapedText    *shaped = &g_array_index (batch->shaped, ShapedText, i);
      PangoRectangle logical;

      shaped->layout = pango_cairo_create_layout (cr);
      pango_layout_set_font_description (shaped->layout, description);
      pango_layout_set_text (shaped->layout, shaped->text, -1);
      pango_layout_get_pixel_extents (shaped->layout, NULL, &logical);
      shaped->left = floor (shaped->x - logical.width / 2.0 + 0.5);
      shaped->top = floor (shaped->y + (font->ascent - font->descent) / 2.0 + 0.5)
                    - pango_layout_get_baseline (shaped->layout) / (double) PANGO_SCALE;
    }
  pango_font_description_free (description);
}

/* Every text of the batch, its glyphs and those Pango laid out, moved by
 * (dx, dy) pixels. */
static void
show_all (TextBatch *batch,
          cairo_t   *cr,
          double     dx,
          double     dy)
{
  cairo_save (cr);
  cairo_translate (cr, dx, dy);
  /* Pango set a font of its own */
  cairo_set_scaled_font (cr, batch->font->font);
  cairo_show_glyphs (cr, (cairo_glyph_t *) (gpointer) batch->glyphs->data, (int) batch->glyphs->len);
  cairo_restore (cr);
  for (guint i = 0; batch->shaped != NULL && i < batch->shaped->len; i++)
    {
      const ShapedText *shaped = &g_array_index (batch->shaped, ShapedText, i);

      cairo_move_to (cr, shaped->left + dx, shaped->top + dy);
      pango_cairo_show_layout (cr, shaped->layout);
    }
}

/* halo: NULL, or the colour of a rim round each glyph, so it stays
 * legible on any ground. */
static void
text_batch_show (TextBatch     *batch,
                 cairo_t       *cr,
                 WadiRgb        color,
                 const WadiRgb *halo)
{
  Font    *font = batch->font;
  gboolean shaped = batch->shaped != NULL && batch->shaped->len > 0;

  if (batch->glyphs->len == 0 && !shaped)
    return;
  /* Pango's fonts under the lock; the batch's own font is only read */
  if (shaped)
    g_rec_mutex_lock (wadi_render_text_mutex ());
  cairo_save (cr);
  cairo_identity_matrix (cr);
  if (shaped)
    lay_out_shaped (batch, cr);
  if (halo != NULL && cairo_surface_get_type (cairo_get_target (cr)) != CAIRO_SURFACE_TYPE_IMAGE)
    {
      /* a PDF, an SVG, a printer: the rim an outline stroked round the
       * glyphs, so each text is text once (eight copies made a PDF's text
       * read "A1|A1|A1 …" to a search or a copy) */
      cairo_set_source_rgb (cr, halo->red, halo->green, halo->blue);
      cairo_set_line_width (cr, font->halo_width);
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      cairo_new_path (cr);
      cairo_set_scaled_font (cr, batch->font->font);
      cairo_glyph_path (cr, (cairo_glyph_t *) (gpointer) batch->glyphs->data, (int) batch->glyphs->len);
      for (guint i = 0; shaped && i < batch->shaped->len; i++)
        {
          const ShapedText *text = &g_array_index (batch->shaped, ShapedText, i);

          cairo_move_to (cr, text->left, text->top);
          pango_cairo_layout_path (cr, text->layout);
        }
      cairo_stroke (cr);
    }
  else if (halo != NULL)
    {
      /* the texts shown round their place in eight directions: cairo
       * shows cached glyphs many times faster than it strokes their
       * outlines, and the rim looks the same */
      double r = font->halo_width / 2.0;

      cairo_set_source_rgb (cr, halo->red, halo->green, halo->blue);
      for (int k = 0; k < 8; k++)
        {
          double a = k * G_PI / 4.0;

          show_all (batch, cr, round (r * cos (a)), round (r * sin (a)));
        }
    }
  cairo_set_source_rgb (cr, color.red, color.green, color.blue);
  show_all (batch, cr, 0.0, 0.0);
  cairo_restore (cr);
  g_array_set_size (batch->glyphs, 0);
  if (shaped)
    {
      g_array_set_size (batch->shaped, 0);
      g_rec_mutex_unlock (wadi_render_text_mutex ());
    }
}

static void
text_batch_clear (TextBatch *batch)
{
  batch->font = NULL;
  g_clear_pointer (&batch->glyphs, g_array_unref);
  g_rec_mutex_lock (wadi_render_text_mutex ());
  g_clear_pointer (&batch->shaped, g_array_unref);
  g_rec_mutex_unlock (wadi_render_text_mutex ());
}

#define LEVEL_DARK WADI_RGB (0x3d2508)
/* Near the colour of open ground: unseen there, a pale rim on anything
 * darker. */
#define LABEL_HALO WADI_RGB (0xf4ecd6)

/* A hex label's centre is this far above its hex's centre (map units). */
#define LABEL_ABOVE 0.37
/* In a hex two boards share: how far from the seam to the side a label
 * sits, and how far below the centre one in the hex's lower half. */
#define SHARED_LABEL_ACROSS 0.19
#define SHARED_LABEL_BELOW 0.15

/* How far toward a corner a level number sits, of the way there. */
#define LEVEL_AT 0.72
/* A level number higher than this above the hex's centre (map units)
 * would sit beside the hex's label. */
#define LABEL_BESIDE 0.3

/* The corner of a hex for its level number: the lower left, unless a
 * depression's channel runs near it, then the corner farthest from the
 * channel's arms (they run from the centre to the middles of hexsides),
 * never one beside the hex's label at the top (a flat-top hex's two top
 * corners, a pointy-top hex's top one), where "8 1" would read as one
 * label. */
int
wadi_render_level_corner (WadiFrame *frame,
                          WadiHex    hex)
{
  const WadiHexCell *cell = wadi_board_cell (frame->grid, hex);
  int                best = 3;
  double             best_near = G_MAXDOUBLE;

  if (cell->depression == WADI_DEPRESSION_NONE)
    return best;
  for (int k = 0; k < 6; k++)
    {
      /* corner 3 first: it wins ties */
      int    corner = (k + 3) % 6;
      double near = -G_MAXDOUBLE;

      if (frame->corner_dy[corner] * LEVEL_AT < -LABEL_BESIDE)
        continue;

      for (WadiDirection d = 0; d < WADI_DIRECTION_COUNT; d++)
        {
          /* the arm toward side d runs between corners d - 1 and d */
          double ax = frame->corner_dx[(d + 5) % 6] + frame->corner_dx[d];
          double ay = frame->corner_dy[(d + 5) % 6] + frame->corner_dy[d];
          double cosine = (ax * frame->corner_dx[corner] + ay * frame->corner_dy[corner])
                          / (hypot (ax, ay) * hypot (frame->corner_dx[corner], frame->corner_dy[corner]));

          if (wadi_board_get_side (frame->grid, (WadiHexside) { hex, d }) & WADI_SIDE_DEPRESSION)
            near = MAX (near, cosine);
        }
      if (near < best_near)
        {
          best_near = near;
          best = corner;
        }
    }
  return best;
}

/* Where a half hex's label goes from its centre: in the half its board
 * has (inward, towards that board's middle), side by side with the other
 * board's across a seam running down the hex, whatever the label's length
 * (glyphs about 0.6 of the size wide, two pixels apart), or just below the
 * middle across one running along it. */
static void
half_hex_label_at (WadiFrame  *frame,
                   const char *label,
                   double      label_px,
                   double      inward_x,
                   double      inward_y,
                   double     *dx,
                   double     *dy)
{
  double across = MAX (SHARED_LABEL_ACROSS, (strlen (label) * 0.3 * label_px + 2.0) / frame->zoom);

  *dx = 0.0;
  *dy = -LABEL_ABOVE;
  if (fabs (inward_x) > fabs (inward_y))
    *dx = inward_x > 0.0 ? across : -across;
  else if (inward_y > 0.0)
    *dy = SHARED_LABEL_BELOW;
}

/* Where the hex labels of hex go, and what they say: one, at the top of
 * the hex as the boards print them (an outer half hex's in the half its
 * board has); or in a hex two boards share (the half hexes where ASL
 * geomorphic boards join) both boards' labels, each in its board's half:
 * side by side at the top across a seam running down the hex, at the top
 * and just below the middle across one running along it.  Returns how
 * many. */
static guint
hex_labels (WadiFrame *frame,
            WadiHex    hex,
            double     label_px,
            HexLabel   labels[2])
{
  const WadiMap *map = frame->scenario->map;
  guint          boards[2], index, n = 0;
  WadiHex        local;
  double         cx, cy;

  if (wadi_map_board_count (map) < 2 || wadi_map_boards_at (map, hex, boards) < 2)
    {
      if (!wadi_map_board_at (map, hex, &index, &local))
        return 0;
      boards[0] = index;
      boards[1] = G_MAXUINT;
    }
  wadi_frame_center (frame, hex, &cx, &cy);
  for (guint k = 0; k < 2 && boards[k] != G_MAXUINT; k++)
    {
      const WadiMapBoard *board = wadi_map_get_board (map, boards[k]);
      double              inward_x = 0.0, inward_y = 0.0, dx = 0.0, dy = -LABEL_ABOVE;

      if (!wadi_map_to_board (map, boards[k], hex, &local))
        continue;
      /* the board's own label, without the board's number */
      wadi_label_format (&board->labels, local, labels[n].text);
      if (wadi_map_half_hex_inward (map, boards[k], local, &inward_x, &inward_y))
        half_hex_label_at (frame, labels[n].text, label_px, inward_x, inward_y, &dx, &dy);
      labels[n].x = cx + dx;
      labels[n].y = cy + dy;
      n++;
    }
  return n;
}

double
wadi_render_hex_label_px (WadiFrame *frame)
{
  if (!frame->request->show_labels)
    return 0.0;
  /* printed (a PDF's or an SVG's points, not a PNG's pixels) */
  if (frame->request->paper && cairo_surface_get_type (cairo_get_target (frame->cr)) != CAIRO_SURFACE_TYPE_IMAGE)
    return frame->zoom < WADI_RENDER_PAPER_LABEL_ZOOM ? 0.0 : MAX (0.12 * frame->zoom, 4.0);
  return frame->zoom < WADI_RENDER_LABEL_ZOOM ? 0.0 : MAX (0.12 * frame->zoom, 7.0);
}

guint
wadi_render_hex_label_boxes (WadiFrame *frame,
                             WadiHex    hex,
                             double     boxes[2][4])
{
  double   label_px = wadi_render_hex_label_px (frame);
  HexLabel labels[2];
  guint    n;

  if (label_px == 0.0)
    return 0;
  n = hex_labels (frame, hex, label_px, labels);
  for (guint k = 0; k < n; k++)
    {
      /* glyphs about 0.6 of the size wide, capitals and digits 0.7 of it
       * high, and a pixel round them */
      double half_w = (strlen (labels[k].text) * 0.3 * label_px + 1.0) / frame->zoom;
      double half_h = (0.35 * label_px + 1.0) / frame->zoom;

      boxes[k][0] = labels[k].x - half_w;
      boxes[k][1] = labels[k].y - half_h;
      boxes[k][2] = labels[k].x + half_w;
      boxes[k][3] = labels[k].y + half_h;
    }
  return n;
}

double
wadi_render_board_id_px (WadiFrame *frame)
{
  /* large where the labels do not show yet, beside them as they print */
  return frame->zoom < WADI_RENDER_LABEL_ZOOM ? MAX (0.5 * frame->zoom, 14.0) : MAX (0.3 * frame->zoom, 12.0);
}

/* Each board's id inside its corners, bold, as the printed boards have
 * their numbers. */
static void
draw_board_ids (WadiFrame *frame)
{
  const WadiMap *map = frame->scenario->map;
  double         id_px = wadi_render_board_id_px (frame);
  double         reach = 1.0 + id_px / frame->zoom;
  WadiRgb        halo = LABEL_HALO;
  TextBatch      ids;
  g_autoptr(GArray) spots = g_array_new (FALSE, FALSE, sizeof (WadiRenderBoardId));

  if (wadi_render_board_id_spots (frame, id_px, wadi_render_hex_label_px (frame) > 0.0, spots) == 0)
    return;
  text_batch_init (&ids, frame->fonts, id_px, TRUE);
  for (guint i = 0; i < spots->len; i++)
    {
      const WadiRenderBoardId *spot = &g_array_index (spots, WadiRenderBoardId, i);

      /* only near the part of the map drawn */
      if (spot->x < frame->view[0] - reach || spot->x > frame->view[2] + reach || spot->y < frame->view[1] - reach
          || spot->y > frame->view[3] + reach)
        continue;
      text_batch_add (&ids, frame->cr, spot->x, spot->y, wadi_map_get_board (map, spot->board)->id);
    }
  text_batch_show (&ids, frame->cr, wadi_style_seam (), &halo);
  text_batch_clear (&ids);
}

/* The ground level in a corner of each hex that is not at level 0, dark
 * on pale ground and pale on dark; and the hex labels, small, at the top
 * of each hex as the boards print them. */
void
wadi_render_text_layer (WadiFrame *frame)
{
  cairo_t *cr = frame->cr;
  double   level_px = MAX (0.2 * frame->zoom, 9.0);
  double   label_px = wadi_render_hex_label_px (frame);

  if (wadi_frame_step (frame, TRUE) && frame->zoom >= WADI_RENDER_DETAIL_ZOOM)
    {
      TextBatch on_pale, on_dark;

      text_batch_init (&on_pale, frame->fonts, level_px, TRUE);
      text_batch_init (&on_dark, frame->fonts, level_px, TRUE);
      for (guint i = 0; i < frame->visible->len; i++)
        {
          WadiHex            hex = g_array_index (frame->visible, WadiHex, i);
          const WadiHexCell *cell = wadi_board_cell (frame->grid, hex);
          double             cx, cy;
          int                corner;
          char               text[8];

          if (cell->level == 0)
            continue;
          wadi_frame_center (frame, hex, &cx, &cy);
          corner = wadi_render_level_corner (frame, hex);
          g_snprintf (text, sizeof text, "%d", cell->level);
          text_batch_add (wadi_style_luminance (wadi_style_hex_fill (cell)) < 0.55 ? &on_dark : &on_pale, cr,
                          cx + frame->corner_dx[corner] * LEVEL_AT, cy + frame->corner_dy[corner] * LEVEL_AT,
                          text);
        }
      /* they sit in the corner away from any channel, so need no halo */
      text_batch_show (&on_pale, frame->cr, LEVEL_DARK, NULL);
      text_batch_show (&on_dark, frame->cr, WADI_RGB (0xfff3d6), NULL);
      text_batch_clear (&on_pale);
      text_batch_clear (&on_dark);
    }

  if (wadi_frame_step (frame, TRUE) && label_px > 0.0)
    {
      TextBatch labels;
      WadiRgb   label_halo = LABEL_HALO;

      text_batch_init (&labels, frame->fonts, label_px, FALSE);
      for (guint i = 0; i < frame->visible->len; i++)
        {
          HexLabel hex_label[2];
          guint    n = hex_labels (frame, g_array_index (frame->visible, WadiHex, i), label_px, hex_label);

          for (guint k = 0; k < n; k++)
            text_batch_add (&labels, cr, hex_label[k].x, hex_label[k].y, hex_label[k].text);
        }
      /* drawn over the depressions, with a pale halo so a channel's dark
       * banks never hide them */
      text_batch_show (&labels, frame->cr, WADI_RGB (0x2a2520), &label_halo);
      text_batch_clear (&labels);
    }
  /* the boards' numbers from well before the labels, as a map fitted into
   * a window still tells its boards apart */
  if (wadi_frame_step (frame, FALSE) && frame->request->show_labels && frame->zoom >= WADI_RENDER_OUTLINE_ZOOM)
    draw_board_ids (frame);
}
