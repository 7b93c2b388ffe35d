/* wadi-inspector.c: what the rules say about one hex, or between two */
#include "config.h"

#include <glib/gi18n.h>

#include "wadi-accessible.h"
#include "wadi-named-list.h"
#include "wadi-crest.h"
#include "wadi-describe.h"
#include "wadi-inspector.h"
#include "wadi-fire.h"
#include "wadi-los.h"
#include "wadi-movement.h"
#include "wadi-position.h"
#include "wadi-ruleset.h"

struct _WadiInspector
{
  GtkBox parent_instance;

  WadiCanvas    *canvas;
  WadiLiveRules *rules;
  /* follows rules: its ::updated */
  GSignalGroup *rules_signals;

  gboolean      has_from;
  WadiHex       from;
  gboolean      has_to;
  WadiHex       to;
  WadiLosResult los;
  gboolean      los_asked; /* both positions exist, so los answers */
  gboolean      syncing;
  /* What each drop-down was set to, not by the user: the position of
   * the unit standing there (or the hex's default).  A drop-down the user
   * left there follows the unit as it changes. */
  WadiPosition from_set;
  WadiPosition to_set;
  /* What the scenario's ruleset knows: the positions the two drop-downs
   * offer, in their order, and the unit classes the movement rows show. */
  const WadiRuleset *ruleset;
  WadiPosition       positions[WADI_POSITION_COUNT];
  guint              n_positions;

  /* template */
  GtkLabel    *hint;
  GtkWidget   *picks_box;
  GtkLabel    *next_label;
  GtkWidget   *clear_button;
  GtkWidget   *from_box;
  GtkLabel    *from_heading;
  GtkLabel    *from_label;
  GtkDropDown *from_position;
  GtkLabel    *from_details;
  GtkWidget   *to_box;
  GtkLabel    *to_heading;
  GtkLabel    *to_label;
  GtkDropDown *to_position;
  GtkLabel    *to_details;
  GtkWidget   *movement_box;
  GtkLabel    *movement_note;
  GtkWidget   *movement_grid;
  GtkLabel    *movement[WADI_UNIT_CLASS_COUNT];
  GtkWidget   *movement_names[WADI_UNIT_CLASS_COUNT];
  GtkWidget   *los_box;
  GtkLabel    *los_label;
  GtkLabel    *los_note;
  GtkWidget   *fire_box;
  GtkLabel    *fire_label;
};

G_DEFINE_FINAL_TYPE (WadiInspector, wadi_inspector, GTK_TYPE_BOX)

enum
{
  PROP_0,
  PROP_RULES,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static const WadiBoard *
inspected_board (WadiInspector *self)
{
  return self->rules != NULL ? wadi_rules_context_map (wadi_live_rules_get_context (self->rules)) : NULL;
}

static char *
hex_label (WadiInspector *self,
           WadiHex        hex)
{
  return wadi_scenario_location_label (wadi_rules_context_scenario (wadi_live_rules_get_context (self->rules)), hex);
}

static char *
vertex_label (WadiInspector *self,
              WadiVertex     vertex)
{
  const WadiBoard *board = inspected_board (self);
  WadiHex          hexes[3];
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;
  g_autofree char *c = NULL;

  wadi_vertex_hexes (board->layout, vertex, hexes);
  a = hex_label (self, hexes[0]);
  b = hex_label (self, hexes[1]);
  c = hex_label (self, hexes[2]);
  return g_strdup_printf ("%s–%s–%s", a, b, c);
}

/* A unit's position when it stands there, else where the rules put a unit
 * by default (IN a Depression unless a bridge carries it, else on the
 * ground). */
static WadiPosition
default_position (WadiInspector *self,
                  WadiHex        hex)
{
  const WadiRulesContext *ctx = wadi_live_rules_get_context (self->rules);
  const WadiCounter      *unit = wadi_rules_context_find_counter (ctx, hex, WADI_COUNTER_UNIT);

  if (unit != NULL)
    return unit->position;
  return wadi_rules_default_position (ctx, hex);
}

/* Terrain, levels, features, counters (with what a Crest counter does)
 * and the diagnostics that touch the hex. */
static char *
describe_hex (WadiInspector *self,
              WadiHex        hex)
{
  const WadiRulesContext *ctx = wadi_live_rules_get_context (self->rules);
  const WadiBoard        *board = inspected_board (self);
  const GPtrArray        *counters = wadi_rules_context_counters_at (ctx, hex);
  g_autoptr(GArray) found = g_array_new (FALSE, FALSE, sizeof (WadiDiagnostic));
  g_autofree char *cell = wadi_describe_cell (wadi_board_cell (board, hex));
  g_autoptr(GString) text = g_string_new (cell);

  for (WadiDirection d = 0; d < WADI_DIRECTION_COUNT; d++)
    {
      guint            features = wadi_board_get_side (board, (WadiHexside) { hex, d });
      g_autofree char *names = NULL;

      if (features == 0)
        continue;
      names = wadi_describe_side_features (features);
      /* Translators: "Hexside NE: Depression hexside", a hexside and
       * what it carries; French puts a no-break space before the colon */
      g_string_append_c (text, '\n');
      g_string_append_printf (text, _("Hexside %s: %s"), wadi_describe_direction (board->layout, d), names);
    }
  for (guint i = 0; counters != NULL && i < counters->len; i++)
    {
      const WadiCounter *counter = g_ptr_array_index (counters, i);

      if (counter->kind == WADI_COUNTER_CREST)
        {
          guint            mask = wadi_crest_protected (ctx, hex, counter->centre);
          g_autofree char *description = wadi_describe_counter (board->layout, counter);

          g_string_append_printf (text, "\n• %s; %s", description, _("protects"));
          for (WadiDirection d = 0; d < WADI_DIRECTION_COUNT; d++)
            if (mask & (1u << d))
              g_string_append_printf (text, " %s", wadi_describe_direction (board->layout, d));
          if (mask == 0)
            g_string_append_printf (text, " %s", _("nothing"));
        }
      else if (counter->kind == WADI_COUNTER_VEHICLE_CREST)
        {
          guint            mask = wadi_crest_legal_vertices (ctx, hex);
          g_autofree char *at = vertex_label (self, (WadiVertex) { hex, counter->vertex });

          g_string_append_printf (text, "\n• %s", wadi_describe_counter_kind (counter->kind));
          g_string_append_printf (text, _(", CAFP %s; legal CAFPs:"), at);
          for (WadiVertexIndex k = 0; k < 6; k++)
            if (mask & (1u << k))
              {
                g_autofree char *legal = vertex_label (self, (WadiVertex) { hex, k });

                g_string_append_printf (text, " %s", legal);
              }
          if (mask == 0)
            g_string_append_printf (text, " %s", _("none"));
        }
      else
        {
          g_autofree char *description = wadi_describe_counter (board->layout, counter);

          g_string_append_printf (text, "\n• %s", description);
        }
    }
  wadi_live_rules_collect_at_hex (self->rules, hex, found);
  for (guint i = 0; i < found->len; i++)
    {
      const WadiDiagnostic *d = &g_array_index (found, WadiDiagnostic, i);

      /* TRANSLATORS: "✗ Error (B20.8): message", a diagnostic of the hex */
      g_string_append_printf (text, _("\n%s %s (%s): %s"), d->severity == WADI_SEVERITY_ERROR ? "✗" : "!",
                                       wadi_severity_display_name (d->severity), d->rule, _(d->message));
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
append_effects (GString              *text,
                const WadiMoveResult *result)
{
  for (guint i = 0; result->effects != NULL && i < result->effects->len; i++)
    {
      const WadiEffect *effect = &g_array_index (result->effects, WadiEffect, i);

      g_string_append_printf (text, "; %s", _(effect->label));
      if (effect->rule != NULL)
        g_string_append_printf (text, " (%s)", effect->rule);
    }
}

/* The side of the unit at position in hex (else of any unit there), or
 * NULL. */
static const char *
side_at (const WadiRulesContext *ctx,
         WadiHex                 hex,
         WadiPosition            position)
{
  const GPtrArray *here = wadi_rules_context_counters_at (ctx, hex);
  const char      *side = NULL;

  for (guint i = 0; here != NULL && i < here->len; i++)
    {
      const WadiCounter *counter = g_ptr_array_index (here, i);

      if (counter->kind != WADI_COUNTER_UNIT)
        continue;
      if (counter->position == position)
        return counter->side;
      if (side == NULL)
        side = counter->side;
    }
  return side;
}

static char *
describe_move (WadiInspector *self,
               WadiUnitClass  unit_class,
               WadiPosition   from_position,
               WadiPosition   to_position)
{
  const WadiRulesContext *ctx = wadi_live_rules_get_context (self->rules);
  const WadiCounter      *crest = wadi_rules_context_find_counter (ctx, self->to, WADI_COUNTER_CREST);
  const WadiCounter      *vehicle_crest = wadi_rules_context_find_counter (ctx, self->to,
                                                                           WADI_COUNTER_VEHICLE_CREST);
  g_autoptr(GString) text = g_string_new (NULL);
  WadiMover      mover;
  WadiStep       step = { 0 };
  WadiMoveResult result;

  /* a Crest mover takes its hex's Crest counter; a Crest step the target's */
  wadi_mover_init_from_counters (&mover, ctx, unit_class, self->from, from_position);
  /* the side of the unit standing at A, for the levels an enemy holds */
  mover.side = side_at (ctx, self->from, from_position);
  if (crest != NULL)
    step.crest_centre = crest->centre;
  if (vehicle_crest != NULL)
    step.crest_vertex = vehicle_crest->vertex;
  step.position = to_position;
  if (wadi_hex_equal (self->from, self->to))
    step.kind = WADI_STEP_POSITION;
  else
    {
      step.kind = WADI_STEP_ENTER;
      step.to = self->to;
    }

  wadi_move_result_init (&result);
  wadi_movement_step (ctx, &mover, &step, &result);
  if (result.allowed && result.cost != NULL)
    {
      g_autofree char *terms = wadi_cost_to_string (result.cost);

      g_string_append_printf (text, "%g %s = %s", wadi_move_result_total (&result), result.unit, terms);
      append_effects (text, &result);
    }
  else
    {
      /* TRANSLATORS: "Not allowed: why", a move the rules refuse */
      g_string_append_printf (text, _("Not allowed: %s"), result.reason != NULL ? _(result.reason) : "");
      if (result.rule != NULL)
        g_string_append_printf (text, " (%s)", result.rule);
      if (result.climbs > 0)
        g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "; %d Climb", "; %d Climbs", result.climbs),
                                result.climbs);
    }
  wadi_move_result_clear (&result);
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
append_hex_list (WadiInspector *self,
                 GString       *text,
                 const char    *title,
                 const GArray  *hexes)
{
  /* TRANSLATORS: a list's title before its hexes: "Hexes on the line: 14T6, …" */
  g_string_append_printf (text, _("\n%s:"), title);
  for (guint i = 0; i < hexes->len; i++)
    {
      g_autofree char *label = hex_label (self, g_array_index (hexes, WadiHex, i));

      g_string_append_printf (text, "%s%s", i == 0 ? " " : ", ", label);
    }
}

static char *
describe_los (WadiInspector *self,
              WadiPosition   from_position,
              WadiPosition   to_position)
{
  const WadiRulesContext *ctx = wadi_live_rules_get_context (self->rules);
  const WadiBoard        *board = inspected_board (self);
  WadiLocation            from = { self->from, from_position, 0 };
  WadiLocation            to = { self->to, to_position, 0 };
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GArray) crossed = NULL;
  const char *verdict;

  wadi_los_result_clear (&self->los);
  wadi_los_result_init (&self->los);
  self->los_asked = FALSE;
  for (guint i = 0; i < 2; i++)
    {
      const WadiLocation *at = i == 0 ? &from : &to;
      const char         *reason, *rule;

      if (!wadi_rules_position_exists (ctx, at->hex, at->position, &reason, &rule))
        {
          g_autofree char *label = hex_label (self, at->hex);

          if (rule == NULL)
            return g_strdup_printf ("%s (%s): %s", i == 0 ? "A" : "B", label, _(reason));
          /* TRANSLATORS: "A (13A1): the hex has no Depression … (B20.9)" */
          return g_strdup_printf (_("%s (%s): %s (%s)"), i == 0 ? "A" : "B", label, _(reason), rule);
        }
    }
  self->los_asked = TRUE;
  wadi_los (ctx, &from, &to, &self->los);
  switch (self->los.verdict)
    {
    case WADI_LOS_CLEAR:
      verdict = _("Clear");
      break;
    case WADI_LOS_BLOCKED:
      verdict = _("Blocked");
      break;
    case WADI_LOS_BLIND:
    default:
      verdict = _("Blind: the target is in a blind hex");
      break;
    }
  g_string_append (text, verdict);
  switch (self->los.decided_by)
    {
    case WADI_LOS_DECIDED_HEX:
      {
        g_autofree char *at = hex_label (self, self->los.hex);

        g_string_append_printf (text, "\n%s %s", _("Decided by hex"), at);
        break;
      }
    case WADI_LOS_DECIDED_HEXSIDE:
      {
        g_autofree char *a = hex_label (self, self->los.hexside.hex);
        g_autofree char *b = hex_label (self, wadi_hexside_other_hex (board->layout, self->los.hexside));

        g_string_append_printf (text, "\n%s %s–%s", _("Decided by hexside"), a, b);
        break;
      }
    case WADI_LOS_DECIDED_VERTEX:
      {
        g_autofree char *at = vertex_label (self, self->los.vertex);

        g_string_append_printf (text, "\n%s %s", _("Decided by vertex"), at);
        break;
      }
    case WADI_LOS_DECIDED_NONE:
    default:
      break;
    }
  if (self->los.reason != NULL)
    g_string_append_printf (text, "\n%s", _(self->los.reason));
  if (self->los.rule != NULL)
    g_string_append_printf (text, " (%s)", _(self->los.rule));
  crossed = wadi_los_result_hexes (&self->los, board);
  append_hex_list (self, text, _("Hexes crossed"), crossed);
  /* a "Clear" that leaves woods out names them: a try-out read a green
   * Clear through two woods hexes as the rules' verdict */
  if (wadi_ruleset_of (ctx)->los_note != NULL)
    {
      g_autoptr(GArray) unweighed = wadi_los_result_unweighed (&self->los, board, self->from, self->to);

      if (unweighed->len > 0)
        append_hex_list (self, text, _("Woods or buildings on the line, not weighed"), unweighed);
    }
  if (self->los.blind_hexes != NULL && self->los.blind_hexes->len > 0)
    append_hex_list (self, text, _("Blind hexes"), self->los.blind_hexes);
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static const char *
finding_title (WadiFireFinding finding)
{
  switch (finding)
    {
    case WADI_FIRE_CREST_ENTRENCHMENT:
      return _("Crest entrenchment");
    case WADI_FIRE_VEHICLE_HD:
      return _("Hull Down");
    case WADI_FIRE_CREST_AFV_TEM:
      return _("Crest AFV TEM");
    case WADI_FIRE_OPEN_GROUND:
      return _("Open Ground");
    case WADI_FIRE_ALSO_HITS_CREST:
      return _("Also hits Crest status");
    case WADI_FIRE_SPARES_IN:
      return _("Spares units IN");
    case WADI_FIRE_BRIDGE_NO_VEHICLE:
      return _("No vehicle attacks the other level");
    case WADI_FIRE_BRIDGE_CLOSE_RANGE:
      return _("Close range");
    case WADI_FIRE_BRIDGE_COVER:
      return _("Cover");
    default:
      return "";
    }
}

/* What protects a unit at B from Direct Fire from A (B20.92, F5.423 ...),
 * or that A cannot fire for want of a line of sight; NULL when A sees B
 * and the rules give B no protection, or A or B stands where its hex has
 * no room (after describe_los ()). */
static char *
describe_fire (WadiInspector *self,
               WadiPosition   from_position,
               WadiPosition   to_position)
{
  const WadiRulesContext *ctx = wadi_live_rules_get_context (self->rules);
  g_autoptr(GString) text = g_string_new (NULL);
  WadiFireRequest request;
  WadiFireResult  result;

  if (!self->los_asked)
    return NULL; /* a position the hex has not: the LOS says which */
  wadi_fire_request_init (&request);
  request.firer = (WadiLocation) { self->from, from_position, 0 };
  request.target = (WadiLocation) { self->to, to_position, 0 };
  request.firer_class = wadi_fire_target_class (ctx, &request.firer);
  request.target_class = wadi_fire_target_class (ctx, &request.target);
  wadi_fire_result_init (&result);
  wadi_fire (ctx, &request, &result);
  if (result.los.verdict != WADI_LOS_CLEAR)
    {
      /* without a line of sight there is no Direct Fire (the LOS above
       * says why), and any protection's terms would read as if there were */
      g_string_append_printf (text, _("No Direct Fire at %s: A has no line of sight to B"),
                                       wadi_describe_unit_class (request.target_class));
      wadi_fire_result_clear (&result);
      return g_string_free (g_steal_pointer (&text), FALSE);
    }
  g_string_append_printf (text, _("Direct Fire at %s"), wadi_describe_unit_class (request.target_class));
  for (guint i = 0; i < result.terms->len; i++)
    {
      const WadiFireTerm *term = &g_array_index (result.terms, WadiFireTerm, i);

      /* ✓ or ✗ first, so the list reads at a glance */
      /* TRANSLATORS: "✓ Crest entrenchment (B20.92): why", a finding of
       * the fire; the same form as a diagnostic's */
      g_string_append_printf (text, _("\n%s %s (%s): %s"), term->applies ? "✓" : "✗",
                                       finding_title (term->finding), term->rule, _(term->reason));
    }
  if (result.terms->len == 0)
    g_string_truncate (text, 0);
  wadi_fire_result_clear (&result);
  return text->len > 0 ? g_string_free (g_steal_pointer (&text), FALSE) : NULL;
}

static void
update_overlay (WadiInspector *self)
{
  WadiRulesOverlay       *overlay;
  const WadiRulesContext *ctx;

  if (self->canvas == NULL)
    return;
  overlay = wadi_canvas_get_rules_overlay (self->canvas);
  overlay->has_from = self->has_from;
  overlay->from = self->from;
  overlay->has_to = self->has_to;
  overlay->to = self->to;
  overlay->los = self->has_from && self->has_to && self->los_asked && !wadi_hex_equal (self->from, self->to)
                     ? &self->los
                     : NULL;
  overlay->has_crest = FALSE;
  overlay->protected_sides = 0;
  overlay->cafp_vertices = 0;
  if (self->rules != NULL && self->has_from)
    {
      const GPtrArray *counters;

      ctx = wadi_live_rules_get_context (self->rules);
      counters = wadi_rules_context_counters_at (ctx, self->from);
      for (guint i = 0; counters != NULL && i < counters->len; i++)
        {
          const WadiCounter *counter = g_ptr_array_index (counters, i);

          if (counter->kind == WADI_COUNTER_CREST)
            overlay->protected_sides |= wadi_crest_protected (ctx, self->from, counter->centre);
          else if (counter->kind == WADI_COUNTER_VEHICLE_CREST)
            overlay->cafp_vertices |= wadi_crest_legal_vertices (ctx, self->from);
          else
            continue;
          overlay->has_crest = TRUE;
          overlay->crest_hex = self->from;
        }
    }
  wadi_canvas_rules_overlay_changed (self->canvas);
}

static WadiPosition
selected_position (WadiInspector *self,
                   GtkDropDown   *dropdown)
{
  guint selected = gtk_drop_down_get_selected (dropdown);

  return selected < self->n_positions ? self->positions[selected] : WADI_POSITION_GROUND;
}

/* The drop-down row of position; the first (the ground) when the ruleset
 * does not know it. */
static guint
position_row (WadiInspector *self,
              WadiPosition   position)
{
  for (guint i = 0; i < self->n_positions; i++)
    if (self->positions[i] == position)
      return i;
  return 0;
}

/* Sets dropdown to position, as the code does, not the user. */
static void
set_position (WadiInspector *self,
              GtkDropDown   *dropdown,
              WadiPosition  *set,
              WadiPosition   position)
{
  gboolean syncing = self->syncing;

  self->syncing = TRUE;
  gtk_drop_down_set_selected (dropdown, position_row (self, position));
  /* what it shows: a position the ruleset does not offer shows as the
   * ground */
  *set = selected_position (self, dropdown);
  self->syncing = syncing;
}

static void
set_positions_model (WadiInspector *self,
                     GtkDropDown   *dropdown)
{
  g_autoptr(GtkStringList) positions = gtk_string_list_new (NULL);

  for (guint i = 0; i < self->n_positions; i++)
    gtk_string_list_append (positions, wadi_describe_position (self->positions[i]));
  gtk_drop_down_set_model (dropdown, G_LIST_MODEL (positions));
}

/* Offers what the scenario's ruleset knows (every position and unit class
 * until there is a scenario); nothing changes while the ruleset stays. */
static void
follow_ruleset (WadiInspector *self)
{
  const WadiRuleset *ruleset = NULL;

  if (self->rules != NULL)
    ruleset = wadi_ruleset_of (wadi_live_rules_get_context (self->rules));
  if (ruleset == self->ruleset && self->n_positions > 0)
    return;
  self->ruleset = ruleset;
  self->n_positions = 0;
  for (guint p = 0; p < WADI_POSITION_COUNT; p++)
    if (ruleset == NULL || wadi_ruleset_knows_position (ruleset, (WadiPosition) p))
      self->positions[self->n_positions++] = (WadiPosition) p;
  self->syncing = TRUE;
  set_positions_model (self, self->from_position);
  set_positions_model (self, self->to_position);
  self->syncing = FALSE;
  /* new models forget the selection: set it again, as picked */
  if (self->rules != NULL && self->has_from)
    set_position (self, self->from_position, &self->from_set, default_position (self, self->from));
  if (self->rules != NULL && self->has_to)
    set_position (self, self->to_position, &self->to_set, default_position (self, self->to));
  for (guint c = 0; c < WADI_UNIT_CLASS_COUNT; c++)
    {
      gboolean known = ruleset == NULL || wadi_ruleset_knows_unit_class (ruleset, (WadiUnitClass) c);

      gtk_widget_set_visible (self->movement_names[c], known);
      gtk_widget_set_visible (GTK_WIDGET (self->movement[c]), known);
    }
  /* what "Clear" is clear of, when the LOS leaves out woods and such */
  gtk_label_set_text (self->los_note, ruleset != NULL && ruleset->los_note != NULL ? _(ruleset->los_note) : "");
  gtk_widget_set_visible (GTK_WIDGET (self->los_note), ruleset != NULL && ruleset->los_note != NULL);
}

/* A hex's details as a screen reader hears them, the focusable label:
 * labelled by its heading and its hex label ("From (A) 25U4", set up in
 * init), the details its description.  GTK 4.8 names a label by its
 * accessible label (setting the text makes it the text) and then by the
 * labels it is labelled by, later GTK by those alone: the accessible
 * label is emptied (labelled by the heading alone, it said "Open Ground
 * · level 0 From (A)", never the hex). */
static void
set_hex_details (GtkLabel   *details,
                 const char *text)
{
  gtk_label_set_text (details, text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (details), GTK_ACCESSIBLE_PROPERTY_LABEL, "",
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
}

static void
refresh (WadiInspector *self)
{
  const WadiBoard *board = inspected_board (self);
  gboolean         valid_from, valid_to, two;

  follow_ruleset (self);
  valid_from = board != NULL && self->has_from && wadi_board_contains (board, self->from);
  valid_to = valid_from && self->has_to && wadi_board_contains (board, self->to);
  two = valid_to;
  gtk_widget_set_visible (GTK_WIDGET (self->hint), !valid_from);
  gtk_widget_set_visible (self->picks_box, valid_from);
  gtk_widget_set_sensitive (self->clear_button, valid_from);
  /* which hex the next click of the select tool sets */
  gtk_label_set_text (self->next_label, !valid_from ? _("Next click sets A")
                                                    : !two
                      ? _("Next click sets B")
                      : _("Next click sets A again"));
  gtk_widget_set_visible (self->from_box, valid_from);
  gtk_widget_set_visible (self->to_box, two);
  gtk_widget_set_visible (self->movement_box, two);
  gtk_widget_set_visible (self->los_box, two);
  gtk_widget_set_visible (self->fire_box, FALSE);

  if (valid_from)
    {
      g_autofree char *label = hex_label (self, self->from);
      g_autofree char *details = describe_hex (self, self->from);

      gtk_label_set_text (self->from_label, label);
      set_hex_details (self->from_details, details);
    }
  if (two)
    {
      g_autofree char *label = hex_label (self, self->to);
      g_autofree char *details = describe_hex (self, self->to);
      g_autofree char *los = NULL;
      g_autofree char *fire = NULL;
      WadiPosition     from_position = selected_position (self, self->from_position);
      WadiPosition     to_position = selected_position (self, self->to_position);
      WadiDirection    dir;
      gboolean         movable = wadi_hex_equal (self->from, self->to)
                         || wadi_hex_direction_to (board->layout, self->from, self->to, &dir);

      gtk_label_set_text (self->to_label, label);
      set_hex_details (self->to_details, details);
      gtk_widget_set_visible (GTK_WIDGET (self->movement_note), !movable);
      gtk_widget_set_visible (self->movement_grid, movable);
      for (guint c = 0; c < WADI_UNIT_CLASS_COUNT; c++)
        {
          g_autofree char *move = NULL;

          if (!gtk_widget_get_visible (GTK_WIDGET (self->movement[c])))
            continue;
          move = movable ? describe_move (self, (WadiUnitClass) c, from_position, to_position)
                         : g_strdup ("—");

          gtk_label_set_text (self->movement[c], move);
        }
      los = describe_los (self, from_position, to_position);
      gtk_label_set_text (self->los_label, los);
      fire = describe_fire (self, from_position, to_position);
      gtk_label_set_text (self->fire_label, fire != NULL ? fire : "");
      gtk_widget_set_visible (self->fire_box, fire != NULL);
    }
  else
    {
      wadi_los_result_clear (&self->los);
      wadi_los_result_init (&self->los);
    }
  update_overlay (self);
}

static void
on_position_changed (WadiInspector *self)
{
  if (!self->syncing)
    refresh (self);
}

/* A drop-down the user did not change follows the unit in its hex, whose
 * position an edit changed (it kept "Bridge level" after the unit was
 * put on the ground). */
static void
follow_units (WadiInspector *self)
{
  if (self->rules == NULL)
    return;
  if (self->has_from && selected_position (self, self->from_position) == self->from_set)
    set_position (self, self->from_position, &self->from_set, default_position (self, self->from));
  if (self->has_to && selected_position (self, self->to_position) == self->to_set)
    set_position (self, self->to_position, &self->to_set, default_position (self, self->to));
}

static void
on_rules_updated (WadiInspector *self)
{
  follow_units (self);
  refresh (self);
}

void
wadi_inspector_set_canvas (WadiInspector *self,
                           WadiCanvas    *canvas)
{
  self->canvas = canvas;
}

void
wadi_inspector_set_rules (WadiInspector *self,
                          WadiLiveRules *rules)
{
  g_return_if_fail (WADI_IS_INSPECTOR (self));
  g_return_if_fail (rules == NULL || WADI_IS_LIVE_RULES (rules));

  if (!g_set_object (&self->rules, rules))
    return;
  g_signal_group_set_target (self->rules_signals, rules);
  self->has_from = self->has_to = FALSE;
  refresh (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RULES]);
}

WadiLiveRules *
wadi_inspector_get_rules (WadiInspector *self)
{
  g_return_val_if_fail (WADI_IS_INSPECTOR (self), NULL);

  return self->rules;
}

void
wadi_inspector_pick (WadiInspector *self,
                     WadiHex        hex,
                     gboolean       extend)
{
  g_return_if_fail (WADI_IS_INSPECTOR (self));

  if (self->rules == NULL)
    return;
  if (inspected_board (self) == NULL || !wadi_board_contains (inspected_board (self), hex))
    return;
  self->syncing = TRUE;
  if (self->has_from && (extend || !self->has_to))
    {
      self->has_to = TRUE;
      self->to = hex;
      set_position (self, self->to_position, &self->to_set, default_position (self, hex));
    }
  else
    {
      self->has_from = TRUE;
      self->has_to = FALSE;
      self->from = hex;
      set_position (self, self->from_position, &self->from_set, default_position (self, hex));
    }
  self->syncing = FALSE;
  refresh (self);
}

void
wadi_inspector_clear (WadiInspector *self)
{
  self->has_from = self->has_to = FALSE;
  refresh (self);
}

void
wadi_inspector_set_positions (WadiInspector *self,
                              WadiPosition   from,
                              WadiPosition   to)
{
  set_position (self, self->from_position, &self->from_set, from);
  set_position (self, self->to_position, &self->to_set, to);
  /* chosen, as the user chooses: they do not follow the units */
  self->from_set = self->to_set = WADI_POSITION_COUNT;
  refresh (self);
}

const char *
wadi_inspector_get_movement_text (WadiInspector *self,
                                  WadiUnitClass  unit_class)
{
  g_return_val_if_fail (unit_class < WADI_UNIT_CLASS_COUNT, NULL);
  return gtk_label_get_text (self->movement[unit_class]);
}

const char *
wadi_inspector_get_next_text (WadiInspector *self)
{
  return gtk_label_get_text (self->next_label);
}

const char *
wadi_inspector_get_los_text (WadiInspector *self)
{
  return gtk_label_get_text (self->los_label);
}

const char *
wadi_inspector_get_los_note (WadiInspector *self)
{
  g_return_val_if_fail (WADI_IS_INSPECTOR (self), NULL);

  return gtk_widget_get_visible (GTK_WIDGET (self->los_note)) ? gtk_label_get_text (self->los_note) : NULL;
}

const char *
wadi_inspector_get_fire_text (WadiInspector *self)
{
  return gtk_widget_get_visible (self->fire_box) ? gtk_label_get_text (self->fire_label) : NULL;
}

const WadiLosResult *
wadi_inspector_get_los (WadiInspector *self)
{
  return &self->los;
}

/* Widgets */

static void
wadi_inspector_dispose (GObject *object)
{
  WadiInspector *self = WADI_INSPECTOR (object);

  g_clear_object (&self->rules_signals);
  g_clear_object (&self->rules);
  self->canvas = NULL;
  gtk_widget_dispose_template (GTK_WIDGET (self), WADI_TYPE_INSPECTOR);
  G_OBJECT_CLASS (wadi_inspector_parent_class)->dispose (object);
}

static void
wadi_inspector_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  WadiInspector *self = WADI_INSPECTOR (object);

  switch (prop_id)
    {
    case PROP_RULES:
      g_value_set_object (value, self->rules);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wadi_inspector_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  WadiInspector *self = WADI_INSPECTOR (object);

  switch (prop_id)
    {
    case PROP_RULES:
      wadi_inspector_set_rules (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wadi_inspector_finalize (GObject *object)
{
  WadiInspector *self = WADI_INSPECTOR (object);

  wadi_los_result_clear (&self->los);
  G_OBJECT_CLASS (wadi_inspector_parent_class)->finalize (object);
}

static void
wadi_inspector_class_init (WadiInspectorClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = wadi_inspector_dispose;
  object_class->finalize = wadi_inspector_finalize;
  object_class->get_property = wadi_inspector_get_property;
  object_class->set_property = wadi_inspector_set_property;

  /* The live rules the inspector asks (their document's hexes and
   * counters); picks are forgotten when it changes. */
  properties[PROP_RULES] = g_param_spec_object ("rules", NULL, NULL, WADI_TYPE_LIVE_RULES,
                                                G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/wadieditor/Wadi/ui/wadi-inspector.ui");
  gtk_widget_class_bind_template_child (widget_class, WadiInspector, hint);
  gtk_widget_class_bind_template_child (widget_class, WadiInspector, picks_box);
  gtk_widget_class_bind_template_child (widget_class, WadiInspector, next_label);
  gtk_widget_class_bind_template_child (widget_class, WadiInspector, clear_button);
  gtk_widget_class_bind_template_callback (widget_class, wadi_inspector_clear);
  gtk_widget_class_bind_template_child (widget_class, WadiInspector, from_box);
  gtk_widget_class_bind_template_child (widget_class, WadiInspector, from_heading);
  gtk_widget_class_bind_template_child (widget_class, WadiInspector, from_label);
  gtk_widget_class_bind_template_child (widget_class, WadiInspector, from_position);
  gtk_widget_class_bind_template_child (widget_class, WadiInspector, from_details);
  gtk_widget_class_bind_template_child (widget_class, WadiInspector, to_box);
  gtk_widget_class_bind_template_child (widget_class, WadiInspector, to_heading);
  gtk_widget_class_bind_template_child (widget_class, WadiInspector, to_label);
  gtk_widget_class_bind_template_child (widget_class, WadiInspector, to_position);
  gtk_widget_class_bind_template_child (widget_class, WadiInspector, to_details);
  gtk_widget_class_bind_template_child (widget_class, WadiInspector, movement_box);
  gtk_widget_class_bind_template_child (widget_class, WadiInspector, movement_note);
  gtk_widget_class_bind_template_child (widget_class, WadiInspector, movement_grid);
  gtk_widget_class_bind_template_child (widget_class, WadiInspector, los_box);
  gtk_widget_class_bind_template_child (widget_class, WadiInspector, los_label);
  gtk_widget_class_bind_template_child (widget_class, WadiInspector, los_note);
  gtk_widget_class_bind_template_child (widget_class, WadiInspector, fire_box);
  gtk_widget_class_bind_template_child (widget_class, WadiInspector, fire_label);
  gtk_widget_class_bind_template_callback (widget_class, on_position_changed);
}

static void
wadi_inspector_init (WadiInspector *self)
{
  wadi_los_result_init (&self->los);
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_accessible_update_relation (GTK_ACCESSIBLE (self->from_details), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                  self->from_heading, self->from_label, NULL, -1);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (self->to_details), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                  self->to_heading, self->to_label, NULL, -1);
  wadi_accessible_name_controls (GTK_WIDGET (self));
  {
    /* rows a screen reader can name */
    g_autoptr(GtkListItemFactory) list_factory = wadi_named_list_factory_new (TRUE);

    gtk_drop_down_set_list_factory (self->from_position, list_factory);
    gtk_drop_down_set_list_factory (self->to_position, list_factory);
  }
  self->rules_signals = g_signal_group_new (WADI_TYPE_LIVE_RULES);
  g_signal_group_connect_object (self->rules_signals, "updated", G_CALLBACK (on_rules_updated), self,
                                 G_CONNECT_SWAPPED);

  /* a row per unit class */
  for (guint c = 0; c < WADI_UNIT_CLASS_COUNT; c++)
    {
      GtkWidget *name = gtk_label_new (wadi_describe_unit_class ((WadiUnitClass) c));
      GtkWidget *value = gtk_label_new (NULL);

      gtk_label_set_xalign (GTK_LABEL (name), 0.0);
      gtk_label_set_yalign (GTK_LABEL (name), 0.0);
      gtk_widget_add_css_class (name, "dim-label");
      gtk_label_set_wrap (GTK_LABEL (value), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (value), PANGO_WRAP_WORD_CHAR);
      gtk_label_set_xalign (GTK_LABEL (value), 0.0);
      gtk_label_set_selectable (GTK_LABEL (value), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (value), 24);
      gtk_widget_set_hexpand (value, TRUE);
      /* a screen reader, on the cost, says whose it is */
      gtk_accessible_update_relation (GTK_ACCESSIBLE (value), GTK_ACCESSIBLE_RELATION_LABELLED_BY, name, NULL, -1);
      gtk_grid_attach (GTK_GRID (self->movement_grid), name, 0, (int) c, 1, 1);
      gtk_grid_attach (GTK_GRID (self->movement_grid), value, 1, (int) c, 1, 1);
      self->movement[c] = GTK_LABEL (value);
      self->movement_names[c] = name;
    }
  refresh (self);
}
