/* wadi-analysis.c: the analysis tool's whole-map answers, kept up to date
 *
 * One question at a time runs in a thread: the scenario is copied on the
 * main loop (a copy the thread alone reads), the thread builds its rules
 * context and asks the rules, and the answer comes back whole.  While one
 * runs, further questions and edits only bump the generation; when it
 * returns, its answer is shown (newer than the one before, if not the
 * newest) and, when the generation moved on, the question is asked again.
 * A viewshed asked again of the same hex after edits of a few hexes only
 * is the last one updated (wadi_viewshed_update (): only the lines that
 * meet an edited hex asked again), not asked anew.
 *
 * Nor is the scenario copied anew for each question: the copy of the
 * answer a new one replaces is kept, and brought up to date hex by hex
 * for the next question (wadi_scenario_update_copy ()).  A copy of a
 * million hexes, and the last viewshed's, held the main loop 5-21 ms an
 * edit while a viewshed was shown.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "wadi-analysis.h"
#include "wadi-movement.h"
#include "wadi-position.h"
#include "wadi-reach.h"
#include "wadi-region.h"
#include "wadi-viewshed.h"

typedef struct
{
  /* the question */
  guint            generation;
  WadiScenario    *scenario; /* the copy the thread reads; kept with the answer for its labels */
  WadiAnalysisMode mode;
  WadiHex          origin;
  double           budget; /* <= 0: the class's usual */
  WadiReachOptions options;
  char            *side;   /* dead ground; NULL for none */
  WadiViewshed    *prior;  /* the last viewshed of the same hex, to update; NULL: ask anew */
  GArray          *edited; /* WadiHex: the hexes edited since prior's scenario */

  /* the answer */
  WadiRulesContext *ctx;
  int               cols, rows;
  guint8           *shade; /* WadiRenderShade; NULL: none */
  float            *costs; /* NULL unless a reach */
  guint8           *dead;  /* NULL unless a side */
  guint            *seen_by;
  WadiReach        *reach;
  WadiMover         mover;    /* the reach's, at the origin */
  WadiViewshed     *viewshed; /* kept for the next question's update */
  WadiPosition      position;
  WadiUnitClass     unit_class;
  double            used_budget;
  WadiReachOptions  applied;     /* the options the rules allowed */
  const char       *refused;     /* the first option left out: its name, N_ () */
  const char       *refused_why; /* and why, static, untranslated */
  guint             n_seen;
  guint             n_dead;
  guint             n_units;
  char             *unit_sides; /* with no unit of the side: the sides units have */
} Answer;

/* The map hexes edited since something was made from the scenario; all:
 * more than at most, or not hexes alone. */
typedef struct
{
  GArray  *hexes; /* WadiHex */
  gboolean all;
} Edits;

static void
edits_init (Edits *edits)
{
  edits->hexes = g_array_new (FALSE, FALSE, sizeof (WadiHex));
  edits->all = TRUE;
}

static void
edits_clear (Edits *edits)
{
  g_array_set_size (edits->hexes, 0);
  edits->all = FALSE;
}

static void
edits_set_all (Edits *edits)
{
  g_array_set_size (edits->hexes, 0);
  edits->all = TRUE;
}

/* Adds region's hexes, or all when region changed more than hexes
 * (anything outside flags) or more than at_most hexes in all. */
static void
edits_add (Edits            *edits,
           const WadiRegion *region,
           guint             flags,
           guint             at_most)
{
  guint n = region != NULL && region->hexes != NULL ? region->hexes->len : 0;

  if (edits->all)
    return;
  if (region == NULL || (region->flags & ~flags) != 0 || edits->hexes->len + n > at_most)
    edits_set_all (edits);
  else if (n > 0)
    g_array_append_vals (edits->hexes, region->hexes->data, n);
}

static void
edits_move (Edits *to,
            Edits *from)
{
  g_array_set_size (to->hexes, 0);
  g_array_append_vals (to->hexes, from->hexes->data, from->hexes->len);
  to->all = from->all;
  edits_set_all (from);
}

static void
answer_free (Answer *answer)
{
  g_clear_pointer (&answer->reach, wadi_reach_free);
  g_clear_pointer (&answer->viewshed, wadi_viewshed_free);
  g_clear_pointer (&answer->prior, wadi_viewshed_free);
  g_clear_pointer (&answer->edited, g_array_unref);
  g_clear_pointer (&answer->ctx, wadi_rules_context_free);
  g_clear_pointer (&answer->scenario, wadi_scenario_free);
  g_free (answer->side);
  g_free (answer->unit_sides);
  g_free (answer->shade);
  g_free (answer->costs);
  g_free (answer->dead);
  g_free (answer->seen_by);
  g_free (answer);
}

struct _WadiAnalysis
{
  GObject parent_instance;

  WadiDocument *document;
  gulong        changed_id;

  /* the question asked last */
  WadiAnalysisMode mode;
  WadiHex          origin;
  double           budget;
  WadiReachOptions options;
  char            *side;
  guint            generation;
  gboolean         running;
  /* since the last question started, for its viewshed's update: all when
   * more than hexes changed, or for a question of its own */
  Edits edited;

  Answer *answer; /* shown; NULL for none */
  guint   serial;

  /* since each copy of the scenario was made: the running question's,
   * the shown answer's and the spare's */
  Edits         running_edits;
  Edits         shown_edits;
  WadiScenario *spare; /* no answer's any more: the next question's */
  Edits         spare_edits;
  guint         copies;
};

G_DEFINE_FINAL_TYPE (WadiAnalysis, wadi_analysis, G_TYPE_OBJECT)

enum
{
  UPDATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

double
wadi_analysis_default_budget (WadiUnitClass unit_class)
{
  switch (unit_class)
    {
    case WADI_UNIT_CAVALRY:
      return 10;
    case WADI_UNIT_FULLY_TRACKED:
    case WADI_UNIT_HALFTRACK:
      return 12;
    case WADI_UNIT_TRUCK:
    case WADI_UNIT_MOTORCYCLE:
      return 16;
    case WADI_UNIT_INFANTRY:
    case WADI_UNIT_TOWED_GUN:
    case WADI_UNIT_CLASS_COUNT:
    default:
      return 4;
    }
}

/* The thread: the rules asked of the copy. */

static void
compute_viewshed (Answer          *answer,
                  const WadiBoard *map)
{
  const WadiCounter *unit = wadi_rules_context_find_counter (answer->ctx, answer->origin, WADI_COUNTER_UNIT);
  WadiLocation       from = { answer->origin, WADI_POSITION_GROUND, 0 };
  WadiViewshed      *viewshed = NULL;

  if (unit != NULL)
    from.position = unit->position;
  else if (wadi_board_cell (map, answer->origin)->depression != WADI_DEPRESSION_NONE)
    from.position = WADI_POSITION_IN;
  answer->position = from.position;
  /* the lines that meet an edited hex asked again, when the viewer is the
   * same: the same answer as asked anew (wadi_viewshed_update ()) */
  if (answer->prior != NULL && wadi_hex_equal (answer->prior->from.hex, from.hex)
      && answer->prior->from.position == from.position && answer->prior->from.height == from.height
      && answer->prior->target == WADI_VIEWSHED_TARGET_DEFAULT && answer->prior->target_height == 0
      && wadi_viewshed_update (answer->prior, answer->ctx, (const WadiHex *) (gpointer) answer->edited->data,
                               answer->edited->len))
    viewshed = g_steal_pointer (&answer->prior);
  else
    viewshed = wadi_viewshed_new (answer->ctx, &from, WADI_VIEWSHED_TARGET_DEFAULT, 0);
  if (viewshed == NULL)
    return;
  answer->viewshed = viewshed;
  answer->shade = g_new0 (guint8, wadi_board_hex_count (map));
  for (guint i = 0; i < wadi_board_hex_count (map); i++)
    {
      const WadiViewshedHex *hex = &viewshed->hexes[i];

      if ((hex->flags & WADI_VIEWSHED_HEX_ON_MAP) == 0)
        continue;
      if (hex->verdict == WADI_LOS_CLEAR)
        answer->shade[i] = WADI_RENDER_SHADE_SEEN;
      else if (hex->verdict == WADI_LOS_BLIND)
        answer->shade[i] = WADI_RENDER_SHADE_BLIND;
      else
        answer->shade[i] = WADI_RENDER_SHADE_NOT_SEEN;
    }
  answer->n_seen = viewshed->n_clear;
  answer->shade[wadi_board_index (map, answer->origin)] = WADI_RENDER_SHADE_ORIGIN;
}

/* The options the rules allow the mover, one by one; the first left out
 * is named, with why. */
static void
apply_options (Answer          *answer,
               const WadiMover *mover)
{
  const WadiReachOptions *asked = &answer->options;
  /* clang-format off */
  const struct
  {
    gboolean    wanted;
    const char *name;
  } options[] = {
    { asked->vca, N_("VCA") },
    { asked->double_time, N_("Double Time") },
    { asked->road, N_("Road move") },
  };
  /* clang-format on */

  for (guint i = 0; i < G_N_ELEMENTS (options); i++)
    {
      WadiReachOptions one = { 0 };
      const char      *reason = NULL;

      if (!options[i].wanted)
        continue;
      one.vca = i == 0;
      one.start_vca = asked->start_vca;
      one.double_time = i == 1;
      one.road = i == 2;
      if (wadi_reach_options_check (answer->ctx, mover, &one, &reason, NULL))
        {
          answer->applied.vca |= one.vca;
          answer->applied.start_vca = asked->start_vca;
          answer->applied.double_time |= one.double_time;
          answer->applied.road |= one.road;
        }
      else if (answer->refused == NULL)
        {
          answer->refused = options[i].name;
          answer->refused_why = reason;
        }
    }
}

static void
compute_reach (Answer          *answer,
               const WadiBoard *map)
{
  const WadiCounter *unit = wadi_rules_context_find_counter (answer->ctx, answer->origin, WADI_COUNTER_UNIT);
  WadiMover          mover;

  answer->unit_class = unit != NULL ? unit->unit_class : WADI_UNIT_INFANTRY;
  answer->position = unit != NULL ? unit->position : wadi_rules_default_position (answer->ctx, answer->origin);
  answer->used_budget = answer->budget > 0 ? answer->budget : wadi_analysis_default_budget (answer->unit_class);
  wadi_mover_init_from_counters (&mover, answer->ctx, answer->unit_class, answer->origin, answer->position);
  if (unit != NULL)
    mover.side = unit->side;
  apply_options (answer, &mover);
  answer->mover = mover;
  answer->reach = wadi_reach_new_full (answer->ctx, &mover, answer->used_budget, &answer->applied);
  if (answer->reach == NULL)
    return;
  answer->shade = g_new0 (guint8, wadi_board_hex_count (map));
  answer->costs = g_new (float, wadi_board_hex_count (map));
  for (guint i = 0; i < wadi_board_hex_count (map); i++)
    answer->costs[i] = -1.0f;
  for (guint i = 0; i < wadi_reach_n_hexes (answer->reach); i++)
    {
      const WadiReachHex *hex = wadi_reach_hex_nth (answer->reach, i);
      guint               index = wadi_board_index (map, hex->hex);

      answer->shade[index] = WADI_RENDER_SHADE_REACHED;
      answer->costs[index] = (float) hex->cost;
    }
  answer->shade[wadi_board_index (map, answer->origin)] = WADI_RENDER_SHADE_ORIGIN;
}

static void
compute_dead_ground (Answer          *answer,
                     const WadiBoard *map)
{
  g_autoptr(WadiSideEyes) eyes = wadi_side_eyes_new (answer->ctx, answer->side, WADI_VIEWSHED_TARGET_DEFAULT, 0);

  if (eyes == NULL)
    return;
  answer->dead = g_new0 (guint8, wadi_board_hex_count (map));
  answer->seen_by = g_memdup2 (eyes->seen_by, sizeof (guint) * wadi_board_hex_count (map));
  for (guint i = 0; i < wadi_board_hex_count (map); i++)
    answer->dead[i] = wadi_side_eyes_is_dead (eyes, map, wadi_board_hex_at_index (map, i));
  answer->n_dead = eyes->n_dead;
  answer->n_units = eyes->n_units;
  if (eyes->n_units == 0)
    answer->unit_sides = wadi_unit_sides (answer->scenario);
}

static void
answer_compute (Answer *answer)
{
  const WadiBoard *map;

  answer->ctx = wadi_rules_context_new (answer->scenario);
  map = wadi_rules_context_map (answer->ctx);
  if (map == NULL)
    return;
  answer->cols = map->cols;
  answer->rows = map->rows;
  if (answer->mode != WADI_ANALYSIS_NONE && wadi_board_contains (map, answer->origin))
    {
      if (answer->mode == WADI_ANALYSIS_VIEWSHED)
        compute_viewshed (answer, map);
      else
        compute_reach (answer, map);
    }
  if (answer->side != NULL)
    compute_dead_ground (answer, map);
}

static void
run_in_thread (GTask        *task,
               gpointer      source,
               gpointer      task_data,
               GCancellable *cancellable)
{
  Answer *answer = task_data;

  answer_compute (answer);
  g_task_return_boolean (task, TRUE);
}

/* The main loop. */

static void start (WadiAnalysis *self);

/* A copy of the scenario edited since as edits say, kept for the next
 * question unless it cannot be brought up to date hex by hex, or nothing
 * is asked (the tool put away: no next question to keep it for). */
static void
keep_spare (WadiAnalysis *self,
            WadiScenario *copy,
            Edits        *edits)
{
  if (edits->all || (self->mode == WADI_ANALYSIS_NONE && self->side == NULL))
    {
      wadi_scenario_free (copy);
      return;
    }
  g_clear_pointer (&self->spare, wadi_scenario_free);
  self->spare = copy;
  edits_move (&self->spare_edits, edits);
}

/* The scenario as it is, for a question's thread alone: the spare brought
 * up to date, or a copy made anew. */
static WadiScenario *
take_copy (WadiAnalysis *self)
{
  const WadiScenario *scenario;
  WadiScenario       *copy = g_steal_pointer (&self->spare);

  if (self->document == NULL)
    {
      g_clear_pointer (&copy, wadi_scenario_free);
      return wadi_scenario_new (WADI_RULESET_ASL);
    }
  scenario = wadi_document_get_scenario (self->document);
  if (copy != NULL && (self->spare_edits.all || !wadi_scenario_update_copy (copy, scenario, self->spare_edits.hexes)))
    g_clear_pointer (&copy, wadi_scenario_free);
  edits_set_all (&self->spare_edits);
  if (copy != NULL)
    return copy;
  self->copies++;
  return wadi_scenario_copy (scenario);
}

static void
on_done (GObject      *source,
         GAsyncResult *result,
         gpointer      user_data)
{
  WadiAnalysis *self = WADI_ANALYSIS (source);
  GTask        *task = G_TASK (result);
  Answer       *answer = g_task_get_task_data (task);

  self->running = FALSE;
  /* the task frees its data: the answer moves out of it; the one it
   * replaces leaves its copy of the scenario to the next question */
  if (self->answer != NULL)
    keep_spare (self, g_steal_pointer (&self->answer->scenario), &self->shown_edits);
  g_clear_pointer (&self->answer, answer_free);
  edits_move (&self->shown_edits, &self->running_edits);
  self->answer = g_new0 (Answer, 1);
  *self->answer = *answer;
  memset (answer, 0, sizeof *answer);
  self->serial++;
  if (self->answer->generation != self->generation)
    start (self);
  g_signal_emit (self, signals[UPDATED], 0);
}

static void
start (WadiAnalysis *self)
{
  g_autoptr(GTask) task = NULL;
  Answer *answer;

  if (self->running)
    return;
  answer = g_new0 (Answer, 1);
  answer->generation = self->generation;
  answer->scenario = take_copy (self);
  edits_clear (&self->running_edits);
  answer->mode = self->mode;
  answer->origin = self->origin;
  answer->budget = self->budget;
  answer->options = self->options;
  answer->side = g_strdup (self->side);
  /* the last viewshed, to update, when only a few hexes were edited since
   * it was asked and the question is the same: taken, not copied (the
   * answer shown keeps its shading, and its viewshed only for this) */
  if (!self->edited.all && self->answer != NULL && self->answer->viewshed != NULL
      && self->answer->mode == WADI_ANALYSIS_VIEWSHED && self->mode == WADI_ANALYSIS_VIEWSHED
      && wadi_hex_equal (self->answer->origin, self->origin))
    {
      answer->prior = g_steal_pointer (&self->answer->viewshed);
      answer->edited = g_array_copy (self->edited.hexes);
    }
  edits_clear (&self->edited);
  self->running = TRUE;
  task = g_task_new (self, NULL, on_done, NULL);
  g_task_set_source_tag (task, start);
  g_task_set_task_data (task, answer, (GDestroyNotify) answer_free);
  g_task_run_in_thread (task, run_in_thread);
}

/* Asks the question again, unless nothing is asked and nothing shown. */
static void
request (WadiAnalysis *self)
{
  self->generation++;
  if (self->mode == WADI_ANALYSIS_NONE && self->side == NULL && self->answer == NULL && !self->running)
    return;
  start (self);
}

/* At most this many edited hexes are updated; more, the viewshed is
 * asked anew. */
#define MAX_EDITED 64
/* At most this many edited hexes are brought up to date in a copy of the
 * scenario; more, it is copied anew. */
#define MAX_CAUGHT_UP 16384

static void
on_document_changed (WadiAnalysis     *self,
                     const WadiRegion *region)
{
  /* a copy is brought up to date but for the map laid out anew, or
   * everything changed at once */
  const guint copied_whole = ~(guint) (WADI_REGION_ALL | WADI_REGION_MAP);

  edits_add (&self->edited, region, WADI_REGION_HEXES, MAX_EDITED);
  edits_add (&self->running_edits, region, copied_whole, MAX_CAUGHT_UP);
  edits_add (&self->shown_edits, region, copied_whole, MAX_CAUGHT_UP);
  edits_add (&self->spare_edits, region, copied_whole, MAX_CAUGHT_UP);
  request (self);
}

void
wadi_analysis_set_document (WadiAnalysis *self,
                            WadiDocument *document)
{
  g_return_if_fail (WADI_IS_ANALYSIS (self));

  if (self->document == document)
    return;
  if (self->document != NULL)
    g_clear_signal_handler (&self->changed_id, self->document);
  g_set_object (&self->document, document);
  edits_set_all (&self->edited);
  edits_set_all (&self->running_edits);
  edits_set_all (&self->shown_edits);
  g_clear_pointer (&self->spare, wadi_scenario_free);
  if (document != NULL)
    self->changed_id = g_signal_connect_swapped (document, "changed", G_CALLBACK (on_document_changed), self);
  self->mode = WADI_ANALYSIS_NONE;
  request (self);
}

WadiAnalysis *
wadi_analysis_new (WadiDocument *document)
{
  WadiAnalysis *self = g_object_new (WADI_TYPE_ANALYSIS, NULL);

  wadi_analysis_set_document (self, document);
  return self;
}

void
wadi_analysis_show_viewshed (WadiAnalysis *self,
                             WadiHex       hex)
{
  self->mode = WADI_ANALYSIS_VIEWSHED;
  self->origin = hex;
  request (self);
}

void
wadi_analysis_show_reach (WadiAnalysis *self,
                          WadiHex       hex,
                          double        budget)
{
  wadi_analysis_show_reach_with (self, hex, budget, NULL);
}

void
wadi_analysis_show_reach_with (WadiAnalysis           *self,
                               WadiHex                 hex,
                               double                  budget,
                               const WadiReachOptions *options)
{
  self->mode = WADI_ANALYSIS_REACH;
  self->origin = hex;
  self->budget = budget;
  self->options = options != NULL ? *options : (WadiReachOptions) { 0 };
  request (self);
}

gboolean
wadi_analysis_get_reach_options (WadiAnalysis     *self,
                                 WadiReachOptions *applied,
                                 const char      **refused)
{
  g_return_val_if_fail (WADI_IS_ANALYSIS (self), FALSE);
  if (self->answer == NULL || self->answer->reach == NULL)
    return FALSE;
  if (applied != NULL)
    *applied = self->answer->applied;
  if (refused != NULL)
    *refused = self->answer->refused_why;
  return TRUE;
}

void
wadi_analysis_clear (WadiAnalysis *self)
{
  self->mode = WADI_ANALYSIS_NONE;
  request (self);
}

void
wadi_analysis_set_dead_ground_side (WadiAnalysis *self,
                                    const char   *side)
{
  if (side != NULL && *side == '\0')
    side = NULL;
  if (g_strcmp0 (side, self->side) == 0)
    return;
  g_free (self->side);
  self->side = g_strdup (side);
  request (self);
}

const char *
wadi_analysis_get_dead_ground_side (WadiAnalysis *self)
{
  return self->side;
}

WadiAnalysisMode
wadi_analysis_get_mode (WadiAnalysis *self)
{
  return self->mode;
}

gboolean
wadi_analysis_get_origin (WadiAnalysis *self,
                          WadiHex      *hex)
{
  if (self->mode == WADI_ANALYSIS_NONE)
    return FALSE;
  if (hex != NULL)
    *hex = self->origin;
  return TRUE;
}

guint
wadi_analysis_get_copies (WadiAnalysis *self)
{
  return self->copies;
}

gboolean
wadi_analysis_is_pending (WadiAnalysis *self)
{
  return self->running || (self->answer != NULL && self->answer->generation != self->generation);
}

guint
wadi_analysis_get_serial (WadiAnalysis *self)
{
  return self->serial;
}

void
wadi_analysis_get_render (WadiAnalysis       *self,
                          WadiRenderAnalysis *out)
{
  const Answer *answer = self->answer;

  memset (out, 0, sizeof *out);
  if (answer == NULL)
    return;
  out->cols = answer->cols;
  out->rows = answer->rows;
  out->shade = answer->shade;
  out->costs = answer->costs;
  out->dead = answer->dead;
}

/* The hex's index in the answer's arrays, or -1. */
static int
answer_index (const Answer *answer,
              WadiHex       hex)
{
  if (answer == NULL || hex.col < 0 || hex.row < 0 || hex.col >= answer->cols || hex.row >= answer->rows)
    return -1;
  return hex.row * answer->cols + hex.col;
}

WadiRenderShade
wadi_analysis_shade_at (WadiAnalysis *self,
                        WadiHex       hex)
{
  int index = answer_index (self->answer, hex);

  return index >= 0 && self->answer->shade != NULL ? self->answer->shade[index] : WADI_RENDER_SHADE_NONE;
}

double
wadi_analysis_cost_at (WadiAnalysis *self,
                       WadiHex       hex)
{
  int index = answer_index (self->answer, hex);

  return index >= 0 && self->answer->costs != NULL ? self->answer->costs[index] : -1.0;
}

GArray *
wadi_analysis_path_to (WadiAnalysis *self,
                       WadiHex       hex)
{
  GArray *hexes = g_array_new (FALSE, FALSE, sizeof (WadiHex));
  g_autoptr(GArray) path = NULL;

  if (self->answer == NULL || self->answer->reach == NULL || answer_index (self->answer, hex) < 0)
    return hexes;
  path = wadi_reach_path (self->answer->reach, hex);
  for (guint i = 0; path != NULL && i < path->len; i++)
    {
      WadiHex step = g_array_index (path, WadiReachNode, i).hex;

      /* a change of position within a hex is no step on the map */
      if (hexes->len == 0 || !wadi_hex_equal (g_array_index (hexes, WadiHex, hexes->len - 1), step))
        g_array_append_val (hexes, step);
    }
  return hexes;
}

static char *
format_cost (double cost)
{
  if (cost == floor (cost))
    return g_strdup_printf ("%d", (int) cost);
  return g_strdup_printf ("%.1f", cost);
}

/* What the cheapest path to a hex brings beside its cost (a Bog DR, a
 * damage roll, Underbelly Hits …), as the CLI's reach lists it: ", "
 * between, nothing when none.  CX with Double Time is said apart. */
static void
append_path_effects (GString *text,
                     guint    effects,
                     gboolean double_time)
{
  /* clang-format off */
  static const struct
  {
    WadiEffectKind kind;
    const char    *name;
  } names[] = {
    { WADI_EFFECT_BOG_CHECK, N_("Bog DR") },
    { WADI_EFFECT_CX, N_("CX") },
    { WADI_EFFECT_DAMAGE_ROLL, N_("damage roll") },
    { WADI_EFFECT_CLIMB, N_("Climb") },
    { WADI_EFFECT_FRIGID, N_("frigid water") },
    { WADI_EFFECT_UNDERBELLY, N_("Underbelly Hits") },
    { WADI_EFFECT_REVERSE_MOTION, N_("Reverse Motion") },
    { WADI_EFFECT_END_MOVEMENT, N_("movement ends") },
  };
  /* clang-format on */
  gboolean first = TRUE;

  for (gsize i = 0; i < G_N_ELEMENTS (names); i++)
    {
      if ((effects & WADI_REACH_EFFECT (names[i].kind)) == 0
          || (double_time && names[i].kind == WADI_EFFECT_CX))
        continue;
      /* Translators: the analysis tool's reach: what the path to a hex
       * brings, "on the way: Bog DR, Underbelly Hits" */
      g_string_append (text, first ? _(" · on the way: ") : ", ");
      g_string_append (text, _(names[i].name));
      first = FALSE;
    }
}

/* Why the reach's unit enters hex from no hex beside it: the rules'
 * reason and rule (static, untranslated; the rule may be NULL) of a step
 * into the position the hex gives a unit by default (IN a Depression
 * without a bridge), refused; FALSE when some step into it, at that
 * position or the other, is allowed, and only the budget kept the hex out
 * of reach.  On the map as the rules see it, overlays stamped on. */
static gboolean
cannot_enter (const Answer *answer,
              WadiHex       hex,
              const char  **reason,
              const char  **rule)
{
  const WadiBoard *map = wadi_rules_context_map (answer->ctx);
  WadiPosition     positions[2] = { WADI_POSITION_GROUND, WADI_POSITION_IN };
  guint            n_positions;

  *reason = *rule = NULL;
  if (map == NULL || !wadi_board_contains (map, hex))
    return FALSE;
  positions[0] = wadi_rules_default_position (answer->ctx, hex);
  if (positions[0] != WADI_POSITION_GROUND)
    positions[1] = WADI_POSITION_GROUND;
  n_positions = wadi_board_cell (map, hex)->depression != WADI_DEPRESSION_NONE ? 2 : 1;
  for (guint p = 0; p < n_positions; p++)
    for (WadiDirection d = 0; d < WADI_DIRECTION_COUNT; d++)
      {
        WadiStep       step = { .kind = WADI_STEP_ENTER, .position = positions[p] };
        WadiMover      mover = answer->mover;
        WadiMoveResult result;
        gboolean       allowed;

        step.to = hex;
        mover.hex = wadi_hex_neighbor (map->layout, hex, d);
        mover.position = WADI_POSITION_GROUND;
        if (!wadi_board_contains (map, mover.hex))
          continue;
        wadi_move_result_init (&result);
        wadi_movement_step (answer->ctx, &mover, &step, &result);
        allowed = result.allowed;
        /* the default position's refusal says why, not another's */
        if (!allowed && p == 0 && *reason == NULL)
          {
            *reason = result.reason;
            *rule = result.rule;
          }
        wadi_move_result_clear (&result);
        if (allowed)
          {
            *reason = *rule = NULL;
            return FALSE;
          }
      }
  return *reason != NULL;
}

char *
wadi_analysis_describe (WadiAnalysis *self,
                        WadiHex       hex)
{
  const Answer *answer = self->answer;
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *from = NULL;
  int              index = answer_index (answer, hex);

  if (index < 0)
    return NULL;
  from = wadi_scenario_location_label (answer->scenario, answer->origin);
  if (answer->shade != NULL && answer->mode == WADI_ANALYSIS_VIEWSHED)
    switch (answer->shade[index])
      {
      case WADI_RENDER_SHADE_ORIGIN:
        /* Translators: the analysis tool's viewshed, said of its own hex */
        g_string_append_printf (text, _("sees %'u hexes"), answer->n_seen);
        break;
      case WADI_RENDER_SHADE_SEEN:
        /* Translators: %s is a hex ("25K6") */
        g_string_append_printf (text, _("seen from %s"), from);
        break;
      case WADI_RENDER_SHADE_BLIND:
      case WADI_RENDER_SHADE_NOT_SEEN:
        {
          const WadiViewshedHex *seen = answer->viewshed != NULL ? wadi_viewshed_get (answer->viewshed, hex) : NULL;

          if (answer->shade[index] == WADI_RENDER_SHADE_BLIND)
            g_string_append_printf (text, _("blind hex from %s"), from);
          else
            g_string_append_printf (text, _("not seen from %s"), from);
          /* why, as the Inspector and wadi-cli viewshed say it */
          if (seen != NULL && seen->reason != NULL && seen->rule != NULL)
            /* Translators: after "not seen from 25K6": its reason and rule;
             * French puts a no-break space before the colon */
            g_string_append_printf (text, C_ ("after a hex not seen", ": %s (%s)"), _(seen->reason), _(seen->rule));
          else if (seen != NULL && seen->reason != NULL)
            /* Translators: after "not seen from 25K6": its reason */
            g_string_append_printf (text, C_ ("after a hex not seen", ": %s"), _(seen->reason));
          break;
        }
      default:
        break;
      }
  else if (answer->reach != NULL)
    {
      const char         *unit = wadi_reach_unit (answer->reach);
      const WadiReachHex *reached;

      if (answer->costs[index] >= 0)
        {
          g_autofree char *cost = format_cost (answer->costs[index]);

          /* Translators: the analysis tool's reach: "cost 3 MF from 25K6" */
          g_string_append_printf (text, _("cost %s %s from %s"), cost, unit, from);
          if (answer->applied.double_time)
            /* Translators: the analysis tool's reach with Double Time: the unit is CX there */
            g_string_append_printf (text, " · %s", _("CX (Double Time)"));
          reached = wadi_reach_lookup (answer->reach, hex);
          if (reached != NULL)
            append_path_effects (text, reached->effects, answer->applied.double_time);
        }
      else
        {
          g_autofree char *budget = format_cost (wadi_reach_allowance (answer->reach));
          const char      *reason, *rule;

          /* not the budget: the unit may enter the hex from nowhere */
          if (cannot_enter (answer, hex, &reason, &rule) && rule != NULL)
            /* Translators: the analysis tool's reach, of a hex the unit may not
             * enter: "not entered from 25K6: <why> (<rule>)" */
            g_string_append_printf (text, _("not entered from %s: %s (%s)"), from, _(reason), rule);
          else if (reason != NULL)
            /* Translators: the same, where the rules cite no rule */
            g_string_append_printf (text, _("not entered from %s: %s"), from, _(reason));
          else
            /* Translators: the analysis tool's reach: "out of reach of 4 MF from 25K6" (the
             * allowance, Double Time's MF and the road bonus included) */
            g_string_append_printf (text, _("out of reach of %s %s from %s"), budget, unit, from);
        }
      if (answer->refused != NULL)
        /* Translators: an option of the analysis tool's reach the rules refuse:
         * "Double Time not applied: only Infantry may declare Double Time" */
        g_string_append_printf (text, _(" · %s not applied: %s"), _(answer->refused), _(answer->refused_why));
    }
  if (answer->dead != NULL)
    {
      if (text->len > 0)
        g_string_append (text, " · ");
      if (answer->n_units == 0 && answer->unit_sides != NULL)
        /* Translators: the dead ground of a side no unit has: "no unit of
         * Germn on the map (units' sides: German, American)" */
        g_string_append_printf (text, _("no unit of %s on the map (units' sides: %s)"), answer->side,
                                         answer->unit_sides);
      else if (answer->n_units == 0)
        g_string_append_printf (text, _("no unit of %s on the map"), answer->side);
      else if (answer->dead[index] != 0)
        /* Translators: %s is a side ("German") */
        g_string_append_printf (text, _("dead ground to %s"), answer->side);
      else if (answer->seen_by != NULL && answer->seen_by[index] > 0)
        g_string_append_printf (text,
                                g_dngettext (GETTEXT_PACKAGE, "seen by %u unit of %s", "seen by %u units of %s",
                                             answer->seen_by[index]),
                                answer->seen_by[index], answer->side);
    }
  if (text->len == 0)
    return NULL;
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
wadi_analysis_dispose (GObject *object)
{
  WadiAnalysis *self = WADI_ANALYSIS (object);

  if (self->document != NULL)
    g_clear_signal_handler (&self->changed_id, self->document);
  g_clear_object (&self->document);
  G_OBJECT_CLASS (wadi_analysis_parent_class)->dispose (object);
}

static void
wadi_analysis_finalize (GObject *object)
{
  WadiAnalysis *self = WADI_ANALYSIS (object);

  g_clear_pointer (&self->answer, answer_free);
  g_clear_pointer (&self->spare, wadi_scenario_free);
  g_array_unref (self->edited.hexes);
  g_array_unref (self->running_edits.hexes);
  g_array_unref (self->shown_edits.hexes);
  g_array_unref (self->spare_edits.hexes);
  g_free (self->side);
  G_OBJECT_CLASS (wadi_analysis_parent_class)->finalize (object);
}

static void
wadi_analysis_class_init (WadiAnalysisClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = wadi_analysis_dispose;
  object_class->finalize = wadi_analysis_finalize;

  /* A new answer is shown. */
  signals[UPDATED] = g_signal_new ("updated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                   G_TYPE_NONE, 0);
}

static void
wadi_analysis_init (WadiAnalysis *self)
{
  edits_init (&self->edited);
  edits_init (&self->running_edits);
  edits_init (&self->shown_edits);
  edits_init (&self->spare_edits);
}
