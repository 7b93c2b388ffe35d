/* wadi-export-painter.c: the renderer drawing what is exported, the
 * diagnostics it marks and the legend under it */
#include "config.h"

#include <glib/gi18n-lib.h>

#include <math.h>
#include <pango/pangocairo.h>
#include <string.h>

#include "wadi-export-private.h"
#include "wadi-render-style.h"
#include "wadi-rules-context.h"
#include "wadi-validate.h"

GArray *
wadi_export_diagnostics (const WadiScenario *scenario)
{
  g_autoptr(WadiRulesContext) ctx = NULL;

  if (wadi_scenario_grid (scenario) == NULL)
    return g_array_new (FALSE, FALSE, sizeof (WadiDiagnostic));
  ctx = wadi_rules_context_new (scenario);
  return wadi_validate_all (ctx);
}

void
wadi_export_painter_init (WadiExportPainter       *painter,
                          const WadiScenario      *scenario,
                          const WadiExportOptions *options)
{
  memset (painter, 0, sizeof *painter);
  painter->scenario = scenario;
  painter->options = options;
  painter->renderer = wadi_renderer_new ();
  if (!options->counters)
    {
      painter->shown = wadi_scenario_copy (scenario);
      g_array_set_size (painter->shown->counters, 0);
    }
  wadi_renderer_set_scenario (painter->renderer, painter->shown != NULL ? painter->shown : scenario);
  if (options->diagnostics)
    {
      painter->marks = wadi_export_diagnostics (scenario);
      painter->request.marks = (const WadiDiagnostic *) (gpointer) painter->marks->data;
      painter->request.n_marks = painter->marks->len;
    }
  if (options->analysis != NULL)
    {
      painter->rules.analysis = options->analysis->shading;
      painter->request.rules = &painter->rules;
    }
  painter->request.show_grid = options->grid;
  painter->request.show_labels = options->labels;
  /* what lies beyond the map is paper, not the editor's table: a picture
   * or a PDF of the map is the map, and a printed one wastes no ink */
  painter->request.paper = TRUE;
}

static void
painter_view (WadiExportPainter *painter,
              double             x0,
              double             y0,
              double             zoom,
              int                width,
              int                height)
{
  painter->request.view.zoom = zoom;
  painter->request.view.width = width;
  painter->request.view.height = height;
  painter->request.view.center_x = x0 + width / zoom / 2.0;
  painter->request.view.center_y = y0 + height / zoom / 2.0;
}

/* Draws the whole drawing, or its step of rows row0..row1 (step >= 0;
 * a step drawn whole with row0 > row1). */
static void
painter_draw (WadiExportPainter *painter,
              cairo_t           *cr,
              double             x0,
              double             y0,
              double             zoom,
              int                step,
              int                row0,
              int                row1)
{
  if (painter->options->board >= 0 || painter->options->has_area || painter->on_paper)
    {
      /* only the hexes exported: a board's, not the strips of its
       * neighbours inside its box; for a band, those its artwork can
       * reach */
      const WadiBoard *grid = wadi_scenario_grid (painter->scenario);
      WadiRgb          paper = wadi_style_paper ();
      gboolean         any = FALSE;
      int              first = 0, last = grid->rows - 1;

      cairo_save (cr);
      if (!painter->on_paper && step <= 0)
        {
          cairo_set_source_rgb (cr, paper.red, paper.green, paper.blue);
          cairo_paint (cr);
        }
      if (step >= 0 && row0 <= row1)
        {
          first = MAX (row0 - 3, 0);
          last = MIN (row1 + 3, grid->rows - 1);
        }
      for (int row = first; row <= last; row++)
        for (int col = 0; col < grid->cols; col++)
          {
            WadiHex hex = { col, row };

            if (!wadi_board_contains (grid, hex)
                || !wadi_render_hex_in_view (&painter->request.view, grid->layout, hex)
                || !wadi_export_covers (painter->scenario, painter->options, hex))
              continue;
            for (WadiVertexIndex k = 0; k < WADI_DIRECTION_COUNT; k++)
              {
                double x, y;

                wadi_hex_corner (grid->layout, hex, k, &x, &y);
                if (k == 0)
                  cairo_move_to (cr, (x - x0) * zoom, (y - y0) * zoom);
                else
                  cairo_line_to (cr, (x - x0) * zoom, (y - y0) * zoom);
              }
            cairo_close_path (cr);
            any = TRUE;
          }
      if (any)
        {
          cairo_clip (cr);
          /* a board cut from the map: at its edges, through its half
           * hexes, as a printed board is; nothing of its neighbours */
          if (painter->options->board >= 0)
            {
              cairo_save (cr);
              cairo_scale (cr, zoom, zoom);
              cairo_translate (cr, -x0, -y0);
              if (wadi_render_board_edge_path (cr, painter->scenario->map, (guint) painter->options->board))
                {
                  cairo_restore (cr);
                  cairo_clip (cr);
                }
              else
                cairo_restore (cr);
            }
          if (step < 0)
            wadi_renderer_draw (painter->renderer, cr, &painter->request, NULL);
          else
            wadi_renderer_draw_step (painter->renderer, cr, &painter->request, (guint) step, row0, row1);
        }
      else
        cairo_new_path (cr);
      cairo_restore (cr);
      return;
    }
  if (step < 0)
    wadi_renderer_draw (painter->renderer, cr, &painter->request, NULL);
  else
    wadi_renderer_draw_step (painter->renderer, cr, &painter->request, (guint) step, row0, row1);
}

void
wadi_export_painter_draw (WadiExportPainter *painter,
                          cairo_t           *cr,
                          double             x0,
                          double             y0,
                          double             zoom,
                          int                width,
                          int                height)
{
  painter_view (painter, x0, y0, zoom, width, height);
  painter_draw (painter, cr, x0, y0, zoom, -1, 0, -1);
}

guint
wadi_export_painter_steps (WadiExportPainter *painter,
                           double             x0,
                           double             y0,
                           double             zoom,
                           int                width,
                           int                height,
                           WadiRenderStep    *steps,
                           guint              n)
{
  painter_view (painter, x0, y0, zoom, width, height);
  return wadi_renderer_steps (painter->renderer, &painter->request, steps, n);
}

void
wadi_export_painter_draw_step (WadiExportPainter *painter,
                               cairo_t           *cr,
                               double             x0,
                               double             y0,
                               double             zoom,
                               int                width,
                               int                height,
                               guint              step,
                               int                row0,
                               int                row1)
{
  painter_view (painter, x0, y0, zoom, width, height);
  painter_draw (painter, cr, x0, y0, zoom, (int) step, row0, row1);
}

void
wadi_export_painter_clear (WadiExportPainter *painter)
{
  g_clear_pointer (&painter->renderer, wadi_renderer_free);
  g_clear_pointer (&painter->shown, wadi_scenario_free);
  g_clear_pointer (&painter->marks, g_array_unref);
}

/* A legend's entry: a terrain's colour, a depression's channel, a road,
 * another hexside feature (a cliff, a wall …), or a counter's colour (a
 * marker's kind, or a side's units), and its name in the user's
 * language. */
typedef enum
{
  ENTRY_TERRAIN,
  ENTRY_CHANNEL,
  ENTRY_ROAD,
  ENTRY_HEXSIDE,
  ENTRY_COUNTER,
} EntryKind;

typedef struct
{
  EntryKind      kind;
  WadiRgb        color;   /* TERRAIN, COUNTER */
  WadiDepression channel; /* CHANNEL */
  guint          feature; /* TERRAIN: its WadiTerrain; ROAD: WADI_SIDE_ROAD, _DIRT_ROAD or _PATH; HEXSIDE: its feature */
  char          *name;
} LegendEntry;

static void
legend_entry_clear (gpointer data)
{
  g_free (((LegendEntry *) data)->name);
}

static void
add_entry (GArray     *entries,
           EntryKind   kind,
           WadiRgb     color,
           guint       detail,
           const char *name)
{
  LegendEntry entry = { kind, color, WADI_DEPRESSION_NONE, 0, g_strdup (name) };

  if (kind == ENTRY_CHANNEL)
    entry.channel = (WadiDepression) detail;
  else
    entry.feature = detail;
  g_array_append_val (entries, entry);
}

/* The hexside features of the exported hexes (a road also as, in an
 * older file, a hex's flag: a paved road). */
static guint
legend_side_features (const WadiScenario      *scenario,
                      const WadiExportOptions *options,
                      const WadiBoard         *composed)
{
  guint features = 0;

  for (guint i = 0; i < wadi_board_hex_count (composed); i++)
    {
      WadiHex hex = wadi_board_hex_at_index (composed, i);

      if (!wadi_export_covers (scenario, options, hex))
        continue;
      if (wadi_board_cell (composed, hex)->flags & WADI_HEX_FLAG_ROAD)
        features |= WADI_SIDE_ROAD;
      for (WadiDirection dir = 0; dir < WADI_DIRECTION_COUNT; dir++)
        features |= wadi_board_get_side (composed, (WadiHexside) { hex, dir });
    }
  return features;
}

/* The counters on the exported hexes: each marker's kind, then each
 * side's units, their colours as the map fills them. */
static void
legend_counters (const WadiScenario      *scenario,
                 const WadiExportOptions *options,
                 GArray                  *entries)
{
  const WadiCounter *kinds[WADI_COUNTER_KIND_COUNT] = { NULL };
  g_autoptr(GPtrArray) sides = g_ptr_array_new ();

  if (!options->counters)
    return;
  for (guint i = 0; i < scenario->counters->len; i++)
    {
      const WadiCounter *counter = &g_array_index (scenario->counters, WadiCounter, i);
      gboolean           known = FALSE;

      if ((guint) counter->kind >= WADI_COUNTER_KIND_COUNT || !wadi_export_covers (scenario, options, counter->hex))
        continue;
      if (counter->kind != WADI_COUNTER_UNIT)
        {
          kinds[counter->kind] = kinds[counter->kind] != NULL ? kinds[counter->kind] : counter;
          continue;
        }
      for (guint s = 0; s < sides->len && !known; s++)
        known = g_ascii_strcasecmp (((const WadiCounter *) g_ptr_array_index (sides, s))->side != NULL
                                        ? ((const WadiCounter *) g_ptr_array_index (sides, s))->side
                                        : "",
                                    counter->side != NULL ? counter->side : "")
                == 0;
      if (!known)
        g_ptr_array_add (sides, (gpointer) counter);
    }
  for (guint k = 0; k < WADI_COUNTER_KIND_COUNT; k++)
    /* the markers; the units are the sides' entries below */
    if (kinds[k] != NULL && k != WADI_COUNTER_UNIT)
      add_entry (entries, ENTRY_COUNTER, wadi_render_counter_color (scenario, kinds[k]), 0,
                 g_dgettext (GETTEXT_PACKAGE, wadi_counter_kind_display_name (k)));
  for (guint s = 0; s < sides->len; s++)
    {
      const WadiCounter *unit = g_ptr_array_index (sides, s);

      add_entry (entries, ENTRY_COUNTER, wadi_render_counter_color (scenario, unit), 0,
                 unit->side != NULL && unit->side[0] != '\0' ? unit->side : _("Units of no side"));
    }
}

/* The legend's entries: the terrains and depressions the exported hexes
 * show, in the order of their enums, their roads and other hexside
 * features, and the counters on them. */
static GArray *
legend_entries (const WadiScenario      *scenario,
                const WadiExportOptions *options)
{
  static const char *const depression_names[WADI_DEPRESSION_COUNT] = { NULL, N_("Gully"), N_("Stream"), N_("Wadi") };
  static const struct
  {
    guint       feature;
    const char *name;
  } road_names[] = { { WADI_SIDE_ROAD, N_("Road") }, { WADI_SIDE_DIRT_ROAD, N_("Dirt road") }, { WADI_SIDE_PATH, N_("Path") } };
  g_autoptr(WadiBoard) composed = wadi_scenario_compose_map (scenario);
  GArray  *entries = g_array_new (FALSE, FALSE, sizeof (LegendEntry));
  gboolean terrains[WADI_TERRAIN_COUNT] = { FALSE };
  gboolean depressions[WADI_DEPRESSION_COUNT] = { FALSE };
  guint    features;

  g_array_set_clear_func (entries, legend_entry_clear);
  if (composed == NULL)
    return entries;
  for (guint i = 0; i < wadi_board_hex_count (composed); i++)
    {
      WadiHex            hex = wadi_board_hex_at_index (composed, i);
      const WadiHexCell *cell = wadi_board_cell (composed, hex);

      if (!wadi_export_covers (scenario, options, hex))
        continue;
      if (cell->terrain < WADI_TERRAIN_COUNT)
        terrains[cell->terrain] = TRUE;
      if (cell->depression < WADI_DEPRESSION_COUNT)
        depressions[cell->depression] = TRUE;
    }
  for (guint t = 0; t < WADI_TERRAIN_COUNT; t++)
    if (terrains[t])
      /* in the user's language, as the palette names them */
      add_entry (entries, ENTRY_TERRAIN, wadi_style_terrain_color ((WadiTerrain) t), t,
                 g_dgettext (GETTEXT_PACKAGE, wadi_terrain_display_name ((WadiTerrain) t)));
  for (guint d = WADI_DEPRESSION_NONE + 1; d < WADI_DEPRESSION_COUNT; d++)
    if (depressions[d])
      add_entry (entries, ENTRY_CHANNEL, wadi_style_depression_bed ((WadiDepression) d), d,
                 g_dgettext (GETTEXT_PACKAGE, depression_names[d]));
  features = legend_side_features (scenario, options, composed);
  for (guint r = 0; r < G_N_ELEMENTS (road_names); r++)
    if (features & road_names[r].feature)
      add_entry (entries, ENTRY_ROAD, (WadiRgb) { 0 }, road_names[r].feature, g_dgettext (GETTEXT_PACKAGE, road_names[r].name));
  /* the other hexside features, as the map draws them; a Depression
   * hexside is its channel's, above */
  for (guint f = 0; f < WADI_SIDE_FEATURE_COUNT_; f++)
    if ((features & (1u << f)) && !((1u << f) & (WADI_SIDE_DEPRESSION | WADI_SIDE_ROAD | WADI_SIDE_DIRT_ROAD | WADI_SIDE_PATH)))
      add_entry (entries, ENTRY_HEXSIDE, (WadiRgb) { 0 }, 1u << f,
                 g_dgettext (GETTEXT_PACKAGE, wadi_side_feature_display_name (1u << f)));
  legend_counters (scenario, options, entries);
  return entries;
}

/* The legend's text size across width: as the map's labels, within what
 * reads well; and under a wide picture a 160th of its width, 10 pixels
 * when the picture is shown whole on a screen 1600 pixels wide (8, under
 * the 1000 x 1000 map's 6933-pixel PNG at 8 px a hex, were a smudge
 * while the boards' numbers still read), up to 48. */
static double
legend_font_size (const WadiExportOptions *options,
                  double                   width)
{
  return MAX (CLAMP (options->pixels_per_hex / 5.0, 8.0, 24.0), MIN (width / 160.0, 48.0));
}

/* An analysis's title (bold) or note (italic), wrapped across width, at
 * y; returns its height. */
static double
legend_paragraph (const WadiExportOptions *options,
                  cairo_t                 *cr,
                  double                   x,
                  double                   y,
                  double                   width,
                  const char              *text,
                  gboolean                 title)
{
  double size = legend_font_size (options, width);
  int    text_width, text_height;
  G_GNUC_UNUSED g_autoptr(GRecMutexLocker) locker = g_rec_mutex_locker_new (wadi_render_text_mutex ());
  g_autoptr(PangoFontDescription) font = pango_font_description_from_string (title ? "Sans Bold" : "Sans Italic");
  g_autoptr(PangoLayout) layout = pango_cairo_create_layout (cr);

  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_layout_set_width (layout, (int) MAX (1.0, width - 2.0 * x) * PANGO_SCALE);
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_size (layout, &text_width, &text_height);
  if (cairo_get_target (cr) != NULL)
    {
      cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
      cairo_move_to (cr, x, y);
      pango_cairo_show_layout (cr, layout);
    }
  return text_height;
}

/* A hexside feature's swatch, side wide, its top left at (x, y): drawn
 * by the map's own renderer, on the hexside between two hexes of open
 * ground of a board of three by three, so that it looks as on the map
 * (a second drawing of each feature here would drift from the map's). */
static void
legend_hexside_swatch (cairo_t            *cr,
                       const WadiScenario *scenario,
                       guint               feature,
                       double              x,
                       double              y,
                       double              side)
{
  WadiGridLayout layout = { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD };
  g_autoptr(WadiScenario) sample = wadi_scenario_new (scenario->ruleset);
  WadiRenderer     *renderer = wadi_renderer_new ();
  WadiRenderRequest request = { 0 };
  WadiHex           middle = { 1, 1 }, above = { 1, 0 };
  WadiDirection     up = 0;
  double            ax, ay, bx, by;
  int               size = MAX (1, (int) ceil (side));

  wadi_scenario_add_board (sample, wadi_board_new ("", 3, 3, layout, WADI_LABEL_NUMERIC, 1));
  wadi_hex_direction_to (layout, middle, above, &up);
  wadi_board_set_side (wadi_scenario_grid (sample), (WadiHexside) { middle, up }, feature);
  /* the hexside across the swatch, a little longer than it */
  wadi_hex_center (layout, middle, &ax, &ay);
  wadi_hex_center (layout, above, &bx, &by);
  request.view.center_x = (ax + bx) / 2.0;
  request.view.center_y = (ay + by) / 2.0;
  request.view.zoom = size / 0.5;
  request.view.width = size;
  request.view.height = size;
  request.view.scale = 1.0;
  request.layers = WADI_RENDER_LAYER_MAP;
  request.paper = TRUE;
  wadi_renderer_set_scenario (renderer, sample);
  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, side / size, side / size);
  cairo_rectangle (cr, 0, 0, size, size);
  cairo_clip (cr);
  wadi_renderer_draw (renderer, cr, &request, NULL);
  cairo_restore (cr);
  wadi_renderer_free (renderer);
}

/* A key's swatch, side wide, its top left at (x, y): a terrain as the
 * palette shows it; a counter's colour; a road across open ground; a hexside feature as the
 * map draws it;
 * a depression's channel as the map draws it, its bed between dark
 * banks, and a stream's water as the SSR makes it, so a stream is told
 * from a gully as on the map. */
static void
legend_swatch (cairo_t            *cr,
               const WadiScenario *scenario,
               const LegendEntry  *entry,
               double              x,
               double              y,
               double              side)
{
  WadiRgb        color = entry->color;
  WadiDepression channel = entry->channel;

  if (entry->kind == ENTRY_HEXSIDE)
    legend_hexside_swatch (cr, scenario, entry->feature, x, y, side);
  else if (entry->kind == ENTRY_ROAD)
    {
      /* a road across open ground, as the map draws it */
      WadiRoadStyle road = wadi_style_road (entry->feature);
      WadiRgb       ground = wadi_style_terrain_color (WADI_TERRAIN_OPEN);

      cairo_rectangle (cr, x, y, side, side);
      cairo_set_source_rgb (cr, ground.red, ground.green, ground.blue);
      cairo_fill (cr);
      cairo_save (cr);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
      if (road.casing_width > 0.0)
        {
          cairo_move_to (cr, x, y + side / 2.0);
          cairo_line_to (cr, x + side, y + side / 2.0);
          cairo_set_line_width (cr, road.casing_width * side);
          cairo_set_source_rgb (cr, road.casing.red, road.casing.green, road.casing.blue);
          cairo_stroke (cr);
        }
      cairo_move_to (cr, x, y + side / 2.0);
      cairo_line_to (cr, x + side, y + side / 2.0);
      cairo_set_line_width (cr, road.middle_width * side);
      if (road.dash_on > 0.0)
        cairo_set_dash (cr, (double[]) { road.dash_on * side, road.dash_off * side }, 2, 0.0);
      cairo_set_source_rgb (cr, road.middle.red, road.middle.green, road.middle.blue);
      cairo_stroke (cr);
      cairo_restore (cr);
    }
  else if (entry->kind == ENTRY_TERRAIN)
    /* its symbols too: a building's colour alone is open ground's */
    wadi_render_terrain_swatch (cr, (WadiTerrain) entry->feature, x, y, side, side);
  else if (channel == WADI_DEPRESSION_NONE)
    {
      cairo_rectangle (cr, x, y, side, side);
      cairo_set_source_rgb (cr, color.red, color.green, color.blue);
      cairo_fill (cr);
    }
  else
    {
      WadiRgb bank = wadi_style_depression_bank (channel);
      double  water = channel == WADI_DEPRESSION_STREAM ? wadi_style_stream_water_width (&scenario->ssr) : 0.0;

      cairo_rectangle (cr, x, y, side, side);
      cairo_set_source_rgb (cr, bank.red, bank.green, bank.blue);
      cairo_fill (cr);
      cairo_rectangle (cr, x, y + side * 0.2, side, side * 0.6);
      cairo_set_source_rgb (cr, color.red, color.green, color.blue);
      cairo_fill (cr);
      if (water > 0.0)
        {
          WadiRgb blue = wadi_style_stream_water (&scenario->ssr);

          /* wider as the SSR makes the water wider, twice its share of
           * a hex so a shallow stream's line still shows in a small key */
          cairo_rectangle (cr, x, y + side * (0.5 - water), side, side * water * 2.0);
          cairo_set_source_rgb (cr, blue.red, blue.green, blue.blue);
          cairo_fill (cr);
        }
    }
  cairo_rectangle (cr, x, y, side, side);
  cairo_set_source_rgb (cr, 0.2, 0.2, 0.2);
  cairo_set_line_width (cr, 1.0);
  cairo_stroke (cr);
}

/* Lays the entries out in rows across width; returns the height. */
static double
legend_layout (const WadiScenario      *scenario,
               const WadiExportOptions *options,
               cairo_t                 *cr,
               double                   width)
{
  const WadiExportAnalysis *analysis = options->analysis;
  g_autoptr(GArray) entries = analysis != NULL ? NULL : legend_entries (scenario, options);
  guint  n = analysis != NULL ? analysis->n_keys : entries->len;
  double size = legend_font_size (options, width);
  double line = size * 2.0;
  double x = size, y = size / 2.0;
  G_GNUC_UNUSED g_autoptr(GRecMutexLocker) locker = g_rec_mutex_locker_new (wadi_render_text_mutex ());
  g_autoptr(PangoFontDescription) font = pango_font_description_from_string ("Sans");
  g_autoptr(PangoLayout) layout = NULL;

  if (analysis != NULL && analysis->title != NULL)
    y += legend_paragraph (options, cr, x, y + size * 0.5, width, analysis->title, TRUE) + size * 0.5;
  if (n == 0)
    return analysis != NULL && analysis->title != NULL ? y + size * 0.5 : 0.0;
  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  layout = pango_cairo_create_layout (cr);
  pango_layout_set_font_description (layout, font);
  for (guint i = 0; i < n; i++)
    {
      int    text_width, text_height;
      double entry;

      pango_layout_set_text (layout,
                             analysis != NULL ? analysis->keys[i].text : g_array_index (entries, LegendEntry, i).name, -1);
      pango_layout_get_pixel_size (layout, &text_width, &text_height);
      entry = size * 1.6 + text_width + size * 1.5;
      if (x > size && x + entry > width)
        {
          x = size;
          y += line;
        }
      if (cr != NULL && cairo_get_target (cr) != NULL && analysis != NULL)
        {
          wadi_render_analysis_swatch (cr, &analysis->keys[i], x, y + size * 0.4, size * 1.2);
          cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
          cairo_move_to (cr, x + size * 1.6, y + size * 1.0 - text_height / 2.0);
          pango_cairo_show_layout (cr, layout);
        }
      else if (cr != NULL && cairo_get_target (cr) != NULL)
        {
          legend_swatch (cr, scenario, &g_array_index (entries, LegendEntry, i), x, y + size * 0.4, size * 1.2);
          cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
          cairo_move_to (cr, x + size * 1.6, y + size * 1.0 - text_height / 2.0);
          pango_cairo_show_layout (cr, layout);
        }
      x += entry;
    }
  if (analysis != NULL && analysis->note != NULL)
    return y + line + legend_paragraph (options, cr, size, y + line, width, analysis->note, FALSE) + size * 0.5;
  return y + line;
}

double
wadi_export_legend_height (const WadiScenario      *scenario,
                           const WadiExportOptions *options,
                           double                   width)
{
  cairo_surface_t *surface;
  cairo_t         *cr;
  double           height;

  if (!options->legend)
    return 0.0;
  /* measured on a surface that records nothing */
  surface = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, NULL);
  cr = cairo_create (surface);
  cairo_push_group (cr);
  height = legend_layout (scenario, options, cr, width);
  cairo_pattern_destroy (cairo_pop_group (cr));
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  return ceil (height);
}

void
wadi_export_legend_draw (const WadiScenario      *scenario,
                         const WadiExportOptions *options,
                         cairo_t                 *cr,
                         double                   width)
{
  /* on paper, as a printed map's key, not on the table round the map,
   * whose grey left the dark text unreadable */
  WadiRgb paper = wadi_style_paper ();

  cairo_save (cr);
  cairo_rectangle (cr, 0, 0, width, wadi_export_legend_height (scenario, options, width));
  cairo_set_source_rgb (cr, paper.red, paper.green, paper.blue);
  cairo_fill (cr);
  legend_layout (scenario, options, cr, width);
  cairo_restore (cr);
}

gboolean
wadi_export_draw_map_preview (const WadiScenario      *scenario,
                              const WadiExportOptions *options,
                              cairo_t                 *cr,
                              int                      width,
                              int                      height,
                              double                   fit_width,
                              double                   fit_height,
                              double                  *left,
                              double                  *top,
                              double                  *zoom)
{
  WadiExportOptions small = *options;
  WadiExportPainter painter;
  double            x0, y0, x1, y1, box_width, box_height;

  if (!wadi_export_extent (scenario, options, &x0, &y0, &x1, &y1))
    return FALSE;
  box_width = MAX (x1 - x0, fit_width);
  box_height = MAX (y1 - y0, fit_height);
  /* a pixel clear all round, for the outline and the sheets' cuts */
  *zoom = MIN ((width - 2) / box_width, (height - 2) / box_height);
  *left = floor ((width - box_width * *zoom) / 2.0);
  *top = floor ((height - box_height * *zoom) / 2.0);
  small.labels = FALSE;
  small.grid = *zoom >= 12.0 && options->grid;
  small.pixels_per_hex = *zoom;
  wadi_export_painter_init (&painter, scenario, &small);
  cairo_save (cr);
  cairo_translate (cr, *left, *top);
  wadi_export_painter_draw (&painter, cr, x0, y0, *zoom, (int) ceil ((x1 - x0) * *zoom),
                            (int) ceil ((y1 - y0) * *zoom));
  /* the picture's edge: its paper margin is white on a white card */
  cairo_rectangle (cr, 0.5, 0.5, ceil ((x1 - x0) * *zoom) - 1.0, ceil ((y1 - y0) * *zoom) - 1.0);
  cairo_set_source_rgba (cr, 0.0, 0.0, 0.0, 0.25);
  cairo_set_line_width (cr, 1.0);
  cairo_stroke (cr);
  cairo_restore (cr);
  wadi_export_painter_clear (&painter);
  return TRUE;
}
