/* wadi-document.c: a scenario and the one door every change goes through
 *
 * An edit is a list of changes (wadi-change.h), one per target: a hex, a
 * hexside, a counter id, the SSR, the ruleset, the metadata, a hex of an
 * overlay's definition, or the overlays and their placements as a whole.
 * Every step of an edit is a change of its own: applied at once, merged
 * into the edit's change of the same target if it has one (or appended),
 * and signalled with the region of that step.  So a brush stroke over a
 * hex twice is still one change (the first before, the last after).  An
 * edit is undone by putting every before back, last change first, and
 * redone by putting every after back, first change first.  Changes of
 * different targets are independent, but for those that hold a whole (the
 * map laid out anew, the overlays put back whole), whose record holds what
 * the changes of its parts made before it: a part changed after such a
 * change is a new change after it, not merged into one before it, so the
 * order keeps every change true.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include <string.h>

#include "wadi-change.h"
#include "wadi-document.h"

typedef struct
{
  char       *label;
  GPtrArray  *changes;        /* WadiChange, one per target */
  GHashTable *index;          /* &change->target -> change index + 1; only while open */
  guint       next_id_before; /* the scenario's next_counter_id around the edit */
  guint       next_id_after;
  gsize       bytes;            /* what the edit holds, once closed */
  gboolean    renumbered;       /* a change in it renumbers map hexes */
  gboolean    rewrote_overlays; /* a change in it puts the overlay definitions back whole */
  guint       overlay_parts;    /* changes of parts of overlay definitions in the index */
} Edit;

struct _WadiDocument
{
  GObject parent_instance;

  WadiScenario *scenario;

  GPtrArray *edits; /* Edit; [0, position) are applied */
  guint      position;
  int        saved_position; /* -1: the saved state is no longer reachable */

  Edit *current;
  guint depth;
  /* a bulk edit's depth, or 0; the regions of its changes, signalled
   * once at its end (wadi_document_begin_bulk_edit) */
  guint       bulk_depth;
  WadiRegion *pending;

  guint64 steps_recorded; /* edits pushed since the document was made */

  guint64 undo_limit; /* bytes the edits may hold in all; 0: no bound */
  guint64 undo_bytes;

  GArray *hooks;     /* Hook, run before ::changed */
  guint   next_hook; /* the id the next hook gets */
  guint   in_hooks;  /* the hooks are running */

  /* The values last notified, so notify fires only on change. */
  gboolean modified;
  gboolean can_undo;
  gboolean can_redo;
};

G_DEFINE_FINAL_TYPE (WadiDocument, wadi_document, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_MODIFIED,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_UNDO_LIMIT,
  N_PROPS
};

enum
{
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint       signals[N_SIGNALS];

typedef struct
{
  guint            id;
  WadiDocumentHook func;
  gpointer         data;
} Hook;

/* Edits */

static Edit *
edit_new (const char *label,
          guint       next_id)
{
  Edit *edit = g_new0 (Edit, 1);

  edit->label = g_strdup (label);
  edit->changes = g_ptr_array_new_with_free_func ((GDestroyNotify) wadi_change_free);
  edit->index = g_hash_table_new (wadi_change_target_hash, wadi_change_target_equal);
  edit->next_id_before = next_id;
  edit->next_id_after = next_id;

  return edit;
}

static void
edit_free (gpointer data)
{
  Edit *edit = data;

  g_free (edit->label);
  /* The index's keys live in the changes. */
  g_clear_pointer (&edit->index, g_hash_table_unref);
  g_clear_pointer (&edit->changes, g_ptr_array_unref);
  g_free (edit);
}

static gboolean
index_is_overlay_part (gpointer key,
                       gpointer value,
                       gpointer user_data)
{
  return ((const WadiChangeTarget *) key)->klass->edits_overlay;
}

/* Takes change into the open edit: merged into the edit's change of the
 * same target (and freed), or appended as the first of its target. */
static void
edit_record (Edit       *edit,
             WadiChange *change)
{
  guint index;

  if (change->target.klass->renumbers_hexes)
    {
      WadiChange *last = edit->changes->len > 0 ? g_ptr_array_index (edit->changes, edit->changes->len - 1) : NULL;

      /* Laid out again right after being laid out (a board dragged): one
       * change.  After anything else, the changes before it name hexes as
       * they were: later ones start afresh. */
      if (last != NULL && last->target.klass == change->target.klass)
        {
          wadi_change_merge (last, change);
          wadi_change_free (change);
          return;
        }
      edit->renumbered = TRUE;
      g_hash_table_remove_all (edit->index);
      edit->overlay_parts = 0;
    }
  if (change->target.klass->rewrites_overlays && edit->overlay_parts > 0)
    {
      /* The definitions put back whole hold the parts changed so far: a
       * later change of a part is a change of its own after this one. */
      g_hash_table_foreach_remove (edit->index, index_is_overlay_part, NULL);
      edit->overlay_parts = 0;
    }
  if (change->target.klass->rewrites_overlays)
    edit->rewrote_overlays = TRUE;
  index = GPOINTER_TO_UINT (g_hash_table_lookup (edit->index, &change->target));

  if (index != 0)
    {
      wadi_change_merge (g_ptr_array_index (edit->changes, index - 1), change);
      wadi_change_free (change);
      return;
    }

  g_ptr_array_add (edit->changes, change);
  g_hash_table_insert (edit->index, &change->target, GUINT_TO_POINTER (edit->changes->len));
  if (change->target.klass->edits_overlay)
    edit->overlay_parts++;
}

/* The document's state and its notifications */

static void
wadi_document_update_state (WadiDocument *self)
{
  gboolean modified = self->saved_position < 0 || (guint) self->saved_position != self->position;
  gboolean can_undo = self->position > 0;
  gboolean can_redo = self->position < self->edits->len;

  g_object_freeze_notify (G_OBJECT (self));

  if (modified != self->modified)
    {
      self->modified = modified;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
    }

  if (can_undo != self->can_undo)
    {
      self->can_undo = can_undo;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
    }

  if (can_redo != self->can_redo)
    {
      self->can_redo = can_redo;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
    }

  g_object_thaw_notify (G_OBJECT (self));
}

static void
wadi_document_emit_changed (WadiDocument *self,
                            WadiRegion   *region)
{
  /* the hooks first: every handler reads what they keep up to date */
  self->in_hooks++;
  for (guint i = 0; i < self->hooks->len; i++)
    {
      Hook *hook = &g_array_index (self->hooks, Hook, i);

      hook->func (self, region, hook->data);
    }
  self->in_hooks--;
  g_signal_emit (self, signals[CHANGED], 0, region);
}

guint
wadi_document_add_change_hook (WadiDocument    *self,
                               WadiDocumentHook func,
                               gpointer         data)
{
  Hook hook = { 0, func, data };

  g_return_val_if_fail (WADI_IS_DOCUMENT (self), 0);
  g_return_val_if_fail (func != NULL, 0);
  g_return_val_if_fail (self->in_hooks == 0, 0);

  hook.id = ++self->next_hook;
  g_array_append_val (self->hooks, hook);
  return hook.id;
}

void
wadi_document_remove_change_hook (WadiDocument *self,
                                  guint         id)
{
  g_return_if_fail (WADI_IS_DOCUMENT (self));
  g_return_if_fail (self->in_hooks == 0);

  for (guint i = 0; i < self->hooks->len; i++)
    if (g_array_index (self->hooks, Hook, i).id == id)
      {
        g_array_remove_index (self->hooks, i);
        return;
      }
  g_critical ("%s: document %p has no change hook %u", G_STRFUNC, (void *) self, id);
}

/* Drops the oldest edits while the history holds more than its bound,
 * keeping the newest whatever its size. */
static void
wadi_document_trim_history (WadiDocument *self)
{
  guint drop = 0;

  if (self->undo_limit == 0)
    return;
  while (self->undo_bytes > self->undo_limit && drop + 1 < self->position)
    self->undo_bytes -= ((Edit *) g_ptr_array_index (self->edits, drop++))->bytes;
  if (drop == 0)
    return;
  g_ptr_array_remove_range (self->edits, 0, drop);
  self->position -= drop;
  /* A saved state among the dropped edits can no longer be reached. */
  self->saved_position = self->saved_position >= (int) drop ? self->saved_position - (int) drop : -1;
}

static void
wadi_document_push (WadiDocument *self,
                    Edit         *edit)
{
  /* A new edit after undos makes the redo tail unreachable; if the saved
   * state was in it, nothing reachable is saved any more. */
  if (self->position < self->edits->len)
    {
      for (guint i = self->position; i < self->edits->len; i++)
        self->undo_bytes -= ((Edit *) g_ptr_array_index (self->edits, i))->bytes;
      g_ptr_array_set_size (self->edits, self->position);
      if (self->saved_position > (int) self->position)
        self->saved_position = -1;
    }

  g_ptr_array_add (self->edits, edit);
  self->position = self->edits->len;
  self->undo_bytes += edit->bytes;
  wadi_document_trim_history (self);
}

/* GObject */

static void
wadi_document_finalize (GObject *object)
{
  WadiDocument *self = WADI_DOCUMENT (object);

  g_clear_pointer (&self->current, edit_free);
  g_clear_pointer (&self->pending, wadi_region_free);
  g_clear_pointer (&self->edits, g_ptr_array_unref);
  g_clear_pointer (&self->hooks, g_array_unref);
  g_clear_pointer (&self->scenario, wadi_scenario_free);

  G_OBJECT_CLASS (wadi_document_parent_class)->finalize (object);
}

static void
wadi_document_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  WadiDocument *self = WADI_DOCUMENT (object);

  switch (prop_id)
    {
    case PROP_MODIFIED:
      g_value_set_boolean (value, self->modified);
      break;

    case PROP_CAN_UNDO:
      g_value_set_boolean (value, self->can_undo);
      break;

    case PROP_CAN_REDO:
      g_value_set_boolean (value, self->can_redo);
      break;

    case PROP_UNDO_LIMIT:
      g_value_set_uint64 (value, self->undo_limit);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wadi_document_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  WadiDocument *self = WADI_DOCUMENT (object);

  switch (prop_id)
    {
    case PROP_UNDO_LIMIT:
      wadi_document_set_undo_limit (self, g_value_get_uint64 (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wadi_document_class_init (WadiDocumentClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = wadi_document_finalize;
  object_class->get_property = wadi_document_get_property;
  object_class->set_property = wadi_document_set_property;

  properties[PROP_MODIFIED] = g_param_spec_boolean ("modified", NULL, NULL, FALSE,
                                                    G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_UNDO] = g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                                                    G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_REDO] = g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                                                    G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * WadiDocument:undo-limit:
   *
   * The bytes the undo history may hold; the oldest steps are dropped
   * beyond it (the newest stays, whatever its size).  0: no bound.
   */
  properties[PROP_UNDO_LIMIT] = g_param_spec_uint64 ("undo-limit", NULL, NULL, 0, G_MAXUINT64,
                                                     WADI_DOCUMENT_DEFAULT_UNDO_LIMIT,
                                                     G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * WadiDocument::changed:
   * @region: the WadiRegion that changed; valid during the emission only (it
   *   is passed with static scope, so it is never copied for a handler)
   *
   * Emitted after the change hooks (wadi_document_add_change_hook) have run,
   * so a handler reads what they keep up to date, whenever it was connected.
   */
  signals[CHANGED] = g_signal_new ("changed",
                                   G_TYPE_FROM_CLASS (klass),
                                   G_SIGNAL_RUN_LAST,
                                   0,
                                   NULL, NULL,
                                   NULL,
                                   G_TYPE_NONE, 1, WADI_TYPE_REGION | G_SIGNAL_TYPE_STATIC_SCOPE);
}

static void
wadi_document_init (WadiDocument *self)
{
  self->edits = g_ptr_array_new_with_free_func (edit_free);
  self->hooks = g_array_new (FALSE, FALSE, sizeof (Hook));
  self->undo_limit = WADI_DOCUMENT_DEFAULT_UNDO_LIMIT;
}

void
wadi_document_set_undo_limit (WadiDocument *self,
                              guint64       bytes)
{
  g_return_if_fail (WADI_IS_DOCUMENT (self));

  if (self->undo_limit == bytes)
    return;
  self->undo_limit = bytes;
  wadi_document_trim_history (self);
  wadi_document_update_state (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_UNDO_LIMIT]);
}

guint64
wadi_document_get_undo_bytes (WadiDocument *self)
{
  g_return_val_if_fail (WADI_IS_DOCUMENT (self), 0);

  return self->undo_bytes;
}

WadiDocument *
wadi_document_new (WadiScenario *scenario)
{
  WadiDocument *self;

  g_return_val_if_fail (scenario != NULL, NULL);

  self = g_object_new (WADI_TYPE_DOCUMENT, NULL);
  self->scenario = scenario;

  return self;
}

const WadiScenario *
wadi_document_get_scenario (WadiDocument *self)
{
  g_return_val_if_fail (WADI_IS_DOCUMENT (self), NULL);

  return self->scenario;
}

guint
wadi_document_get_format_version (WadiDocument *self)
{
  g_return_val_if_fail (WADI_IS_DOCUMENT (self), 0);

  return self->scenario->format_version;
}

/* Editing */

void
wadi_document_begin_edit (WadiDocument *self,
                          const char   *label)
{
  g_return_if_fail (WADI_IS_DOCUMENT (self));

  if (self->depth++ > 0)
    return;

  self->current = edit_new (label != NULL ? label : "Edit", self->scenario->next_counter_id);
}

void
wadi_document_begin_bulk_edit (WadiDocument *self,
                               const char   *label)
{
  g_return_if_fail (WADI_IS_DOCUMENT (self));

  wadi_document_begin_edit (self, label);
  if (self->bulk_depth != 0)
    return;
  self->bulk_depth = self->depth;
  self->pending = wadi_region_new ();
}

void
wadi_document_end_edit (WadiDocument *self)
{
  Edit       *edit;
  WadiChange *packed;
  guint       kept = 0;

  g_return_if_fail (WADI_IS_DOCUMENT (self));
  g_return_if_fail (self->depth > 0);

  /* a bulk edit ends: what its changes touched, signalled at once */
  if (self->bulk_depth == self->depth)
    {
      g_autoptr(WadiRegion) pending = g_steal_pointer (&self->pending);

      self->bulk_depth = 0;
      if (pending->flags != 0)
        wadi_document_emit_changed (self, pending);
    }
  if (--self->depth > 0)
    return;

  edit = g_steal_pointer (&self->current);
  g_clear_pointer (&edit->index, g_hash_table_unref);

  /* Changes that came back to where they started are dropped; the rest
   * keep their order. */
  for (guint i = 0; i < edit->changes->len; i++)
    {
      WadiChange *change = g_ptr_array_index (edit->changes, i);

      if (wadi_change_is_noop (change))
        {
          wadi_change_free (change);
          continue;
        }

      g_ptr_array_index (edit->changes, kept++) = change;
    }
  /* The dropped ones were freed above and the moved ones live on. */
  g_ptr_array_set_free_func (edit->changes, NULL);
  g_ptr_array_set_size (edit->changes, kept);
  g_ptr_array_set_free_func (edit->changes, (GDestroyNotify) wadi_change_free);

  if (kept == 0)
    {
      /* Nothing is left to undo: counter ids handed out and dropped
       * again inside the edit are free once more. */
      self->scenario->next_counter_id = edit->next_id_before;
      edit_free (edit);
      return;
    }

  /* Packing puts the cells last: only where no change between them moved
   * the hexes they name. */
  packed = edit->renumbered ? NULL : wadi_change_cells_pack (edit->changes);
  if (packed != NULL)
    g_ptr_array_add (edit->changes, packed);
  /* The overlays' cells likewise, where no change put the definitions
   * back whole between them (renumbered map hexes are nothing to them). */
  packed = edit->rewrote_overlays ? NULL : wadi_change_overlay_cells_pack (edit->changes);
  if (packed != NULL)
    g_ptr_array_add (edit->changes, packed);
  edit->bytes = sizeof (Edit) + strlen (edit->label) + 1;
  for (guint i = 0; i < edit->changes->len; i++)
    edit->bytes += wadi_change_size (g_ptr_array_index (edit->changes, i));

  edit->next_id_after = self->scenario->next_counter_id;
  self->steps_recorded++;
  wadi_document_push (self, edit);
  wadi_document_update_state (self);
}

static void wadi_document_replay (WadiDocument *self,
                                  const Edit   *edit,
                                  gboolean      forward);

gboolean
wadi_document_cancel_edit (WadiDocument *self)
{
  Edit *edit;

  g_return_val_if_fail (WADI_IS_DOCUMENT (self), FALSE);

  if (self->depth != 1)
    return FALSE;

  /* what a bulk edit's changes touched is signalled by the replay below */
  self->bulk_depth = 0;
  g_clear_pointer (&self->pending, wadi_region_free);
  self->depth = 0;
  edit = g_steal_pointer (&self->current);
  wadi_document_replay (self, edit, FALSE);
  edit_free (edit);
  return TRUE;
}

gboolean
wadi_document_in_edit (WadiDocument *self)
{
  g_return_val_if_fail (WADI_IS_DOCUMENT (self), FALSE);

  return self->depth > 0;
}

/* Opens an edit of its own, named after the change, for a change made
 * outside begin/end. */
static gboolean
wadi_document_open_for (WadiDocument *self,
                        const char   *label)
{
  if (self->depth > 0)
    return FALSE;

  wadi_document_begin_edit (self, label);
  return TRUE;
}

static void
wadi_document_close_for (WadiDocument *self,
                         gboolean      opened)
{
  if (opened)
    wadi_document_end_edit (self);
}

/* One step: applies change (taking it), signals what it touched and
 * records it in the open edit, or in an edit of its own named label.  A
 * NULL change (the target already was so) is no step. */
static void
wadi_document_step (WadiDocument *self,
                    const char   *label,
                    WadiChange   *change)
{
  g_autoptr(WadiRegion) region = NULL;
  gboolean opened;

  if (change == NULL)
    return;

  opened = wadi_document_open_for (self, label);

  wadi_change_apply (change, self->scenario);
  /* in a bulk edit, into what it signals at its end */
  if (self->pending != NULL)
    wadi_change_add_region (change, self->scenario, self->pending);
  else
    {
      region = wadi_region_new ();
      wadi_change_add_region (change, self->scenario, region);
    }
  edit_record (self->current, change);
  if (region != NULL)
    wadi_document_emit_changed (self, region);
  wadi_document_close_for (self, opened);
}

gboolean
wadi_document_set_cell (WadiDocument      *self,
                        WadiHex            hex,
                        const WadiHexCell *cell)
{
  const WadiBoard *target;

  g_return_val_if_fail (WADI_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (cell != NULL, FALSE);

  target = wadi_scenario_grid (self->scenario);
  if (target == NULL || !wadi_board_contains (target, hex))
    return FALSE;

  wadi_document_step (self, "Change hex",
                      wadi_change_cell_new (self->scenario, hex, cell));

  return TRUE;
}

gboolean
wadi_document_set_side (WadiDocument *self,
                        WadiHexside   side,
                        guint         features)
{
  const WadiBoard *target;
  WadiHexside      canonical;

  g_return_val_if_fail (WADI_IS_DOCUMENT (self), FALSE);

  target = wadi_scenario_grid (self->scenario);
  if (target == NULL || side.dir >= WADI_DIRECTION_COUNT)
    return FALSE;

  /* Only hexsides of the map have storage that means anything: the ring
   * of slots around the grid is there for its edge. */
  canonical = wadi_hexside_canonical (target->layout, side);
  if (!wadi_board_has_side_slot (target, canonical.hex)
      || (!wadi_board_contains (target, canonical.hex)
          && !wadi_board_contains (target, wadi_hexside_other_hex (target->layout, canonical))))
    return FALSE;

  /* Named from either hex it is one target, so a stroke merges it. */
  wadi_document_step (self, "Change hexside",
                      wadi_change_side_new (self->scenario, canonical, features));

  return TRUE;
}

static gboolean
wadi_document_counter_target_exists (WadiDocument      *self,
                                     const WadiCounter *counter)
{
  const WadiBoard *grid = wadi_scenario_grid (self->scenario);

  return grid != NULL && wadi_board_contains (grid, counter->hex);
}

guint
wadi_document_add_counter (WadiDocument      *self,
                           const WadiCounter *counter)
{
  WadiCounter copy = { 0 };
  guint       id;

  g_return_val_if_fail (WADI_IS_DOCUMENT (self), 0);
  g_return_val_if_fail (counter != NULL, 0);

  if (!wadi_document_counter_target_exists (self, counter))
    return 0;
  if (counter->id != 0 && wadi_scenario_find_counter (self->scenario, counter->id) != NULL)
    return 0;

  /* The id is known before the counter exists, so that the change that
   * records it can be found (and merged) by id. */
  id = counter->id != 0 ? counter->id : wadi_scenario_free_counter_id (self->scenario);
  if (id == 0)
    return 0; /* every id is taken */
  wadi_counter_copy_into (&copy, counter);
  copy.id = id;

  /* The id is in use from now on: free_counter_id hands it out again only
   * once this edit is undone, and a new edit drops the redo. */
  wadi_document_step (self, "Add counter", wadi_change_counter_new (self->scenario, id, &copy));
  wadi_counter_clear (&copy);

  return id;
}

gboolean
wadi_document_remove_counter (WadiDocument *self,
                              guint         id)
{
  g_return_val_if_fail (WADI_IS_DOCUMENT (self), FALSE);

  if (id == 0 || wadi_scenario_find_counter (self->scenario, id) == NULL)
    return FALSE;

  wadi_document_step (self, "Remove counter", wadi_change_counter_new (self->scenario, id, NULL));

  return TRUE;
}

gboolean
wadi_document_replace_counter (WadiDocument      *self,
                               const WadiCounter *counter)
{
  g_return_val_if_fail (WADI_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (counter != NULL, FALSE);

  if (counter->id == 0 || wadi_scenario_find_counter (self->scenario, counter->id) == NULL
      || !wadi_document_counter_target_exists (self, counter))
    return FALSE;

  wadi_document_step (self, "Change counter",
                      wadi_change_counter_new (self->scenario, counter->id, counter));

  return TRUE;
}

gboolean
wadi_document_set_picture (WadiDocument      *self,
                           guint              board,
                           const WadiPicture *picture)
{
  const WadiPicture *current;
  const char        *label;

  g_return_val_if_fail (WADI_IS_DOCUMENT (self), FALSE);

  if (board >= wadi_map_board_count (self->scenario->map)
      || (picture != NULL && !wadi_picture_fit_is_valid (&picture->fit)))
    return FALSE;
  current = wadi_map_get_board (self->scenario->map, board)->picture;
  if (picture == NULL)
    label = "Remove background picture";
  else if (current == NULL || g_strcmp0 (current->path, picture->path) != 0)
    label = "Set background picture";
  else if (current->opacity != picture->opacity)
    label = "Change picture opacity";
  else
    label = "Align background picture";
  wadi_document_step (self, label, wadi_change_picture_new (self->scenario, board, picture));
  return TRUE;
}

void
wadi_document_set_ssr (WadiDocument  *self,
                       const WadiSsr *ssr)
{
  g_return_if_fail (WADI_IS_DOCUMENT (self));
  g_return_if_fail (ssr != NULL);

  wadi_document_step (self, "Change special rules",
                      wadi_change_ssr_new (self->scenario, ssr));
}

void
wadi_document_set_ruleset (WadiDocument *self,
                           WadiRulesetId ruleset)
{
  g_return_if_fail (WADI_IS_DOCUMENT (self));
  g_return_if_fail (ruleset < WADI_RULESET_COUNT);

  wadi_document_step (self, "Change ruleset",
                      wadi_change_ruleset_new (self->scenario, ruleset));
}

void
wadi_document_set_metadata (WadiDocument *self,
                            const char   *title,
                            const char   *author,
                            const char   *description)
{
  g_return_if_fail (WADI_IS_DOCUMENT (self));

  wadi_document_step (self, "Change scenario details",
                      wadi_change_metadata_new (self->scenario, title, author, description));
}

void
wadi_document_set_card (WadiDocument    *self,
                        guint            turns,
                        gboolean         half_turn,
                        const GArray    *sides,
                        const GPtrArray *special_rules)
{
  g_return_if_fail (WADI_IS_DOCUMENT (self));

  wadi_document_step (self, "Change scenario card",
                      wadi_change_card_new (self->scenario, turns, half_turn, sides, special_rules));
}

void
wadi_document_set_card_texts (WadiDocument *self,
                              const char   *date_place,
                              const char   *victory,
                              const char   *aftermath)
{
  g_return_if_fail (WADI_IS_DOCUMENT (self));

  wadi_document_step (self, "Change scenario card",
                      wadi_change_card_texts_new (self->scenario, date_place, victory, aftermath));
}

gboolean
wadi_document_add_overlay_placement (WadiDocument    *self,
                                     const char      *overlay_id,
                                     const WadiBoard *fragment,
                                     WadiHex          anchor,
                                     guint            orientation)
{
  WadiOverlayPlacement placement = { 0 };
  const WadiBoard     *target;
  g_autofree char     *label = NULL;
  guint                overlay;
  gboolean             defined;

  g_return_val_if_fail (WADI_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (overlay_id != NULL, FALSE);

  target = wadi_scenario_grid (self->scenario);
  if (target == NULL || !wadi_board_contains (target, anchor) || orientation >= WADI_DIRECTION_COUNT)
    return FALSE;
  defined = wadi_scenario_find_overlay (self->scenario, overlay_id, &overlay);
  if (defined && fragment != NULL
      && !wadi_board_equal (((const WadiOverlay *) g_ptr_array_index (self->scenario->overlays,
                                                                      overlay))
                                ->fragment,
                            fragment))
    return FALSE;
  if (!defined && fragment == NULL)
    return FALSE;

  placement.anchor = anchor;
  placement.orientation = orientation;
  label = g_strdup_printf ("Place overlay %s", overlay_id);
  wadi_document_step (self, label,
                      wadi_change_overlays_new_placed (self->scenario, overlay_id, fragment, &placement));

  return TRUE;
}

gboolean
wadi_document_move_overlay_placement (WadiDocument *self,
                                      guint         index,
                                      WadiHex       anchor,
                                      guint         orientation)
{
  const WadiBoard *grid;

  g_return_val_if_fail (WADI_IS_DOCUMENT (self), FALSE);

  grid = wadi_scenario_grid (self->scenario);
  if (index >= self->scenario->placements->len || orientation > 5 || grid == NULL
      || !wadi_board_contains (grid, anchor))
    return FALSE;
  wadi_document_step (self, "Move overlay",
                      wadi_change_overlays_new_moved (self->scenario, index, anchor, orientation));
  return TRUE;
}

gboolean
wadi_document_set_overlay_cell (WadiDocument      *self,
                                guint              overlay,
                                WadiHex            hex,
                                const WadiHexCell *cell)
{
  const WadiBoard *fragment;

  g_return_val_if_fail (WADI_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (cell != NULL, FALSE);

  if (overlay >= self->scenario->overlays->len)
    return FALSE;
  fragment = ((const WadiOverlay *) g_ptr_array_index (self->scenario->overlays, overlay))->fragment;
  if (!wadi_board_contains (fragment, hex))
    return FALSE;
  /* That hex only, not every definition: the step costs the same however
   * many overlays there are, and its region is where the hex lies. */
  wadi_document_step (self, "Paint overlay", wadi_change_overlay_cell_new (self->scenario, overlay, hex, cell));
  return TRUE;
}

gboolean
wadi_document_set_overlay_side (WadiDocument *self,
                                guint         overlay,
                                WadiHexside   side,
                                guint         features)
{
  const WadiBoard *fragment;

  g_return_val_if_fail (WADI_IS_DOCUMENT (self), FALSE);

  if (overlay >= self->scenario->overlays->len || side.dir >= WADI_DIRECTION_COUNT)
    return FALSE;
  fragment = ((const WadiOverlay *) g_ptr_array_index (self->scenario->overlays, overlay))->fragment;
  if (!wadi_board_contains (fragment, side.hex))
    return FALSE;
  /* As a hex: that hexside only, its region where it lies. */
  wadi_document_step (self, "Paint overlay",
                      wadi_change_overlay_side_new (self->scenario, overlay, side, features));
  return TRUE;
}

gboolean
wadi_document_remove_overlay_placement (WadiDocument *self,
                                        guint         index)
{
  g_return_val_if_fail (WADI_IS_DOCUMENT (self), FALSE);

  if (index >= self->scenario->placements->len)
    return FALSE;

  wadi_document_step (self, "Remove overlay", wadi_change_overlays_new_removed (self->scenario, index));

  return TRUE;
}

static gboolean
wadi_document_lay_out (WadiDocument           *self,
                       const char             *label,
                       GPtrArray              *boards,
                       const WadiMapPlacement *placements,
                       const guint            *from,
                       GError                **error)
{
  WadiChange *change = wadi_change_map_new (self->scenario, boards, placements, from, error);

  if (change == NULL)
    return FALSE;
  wadi_document_step (self, label, change);
  return TRUE;
}

gboolean
wadi_document_add_board (WadiDocument *self,
                         WadiBoard    *board,
                         WadiHex       origin,
                         guint         turn,
                         GError      **error)
{
  g_autofree WadiMapPlacement *placements = NULL;
  g_autofree guint            *from = NULL;
  g_autofree char             *label = NULL;
  GPtrArray                   *boards;
  guint                        n;

  g_return_val_if_fail (WADI_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (board != NULL, FALSE);

  n = wadi_map_board_count (self->scenario->map);
  boards = wadi_map_extract_layout (self->scenario->map, 1, &placements, &from);
  placements[n] = (WadiMapPlacement) { origin, turn };
  from[n] = G_MAXUINT;
  label = g_strdup_printf ("Add board %s", board->id);
  g_ptr_array_add (boards, board);
  return wadi_document_lay_out (self, label, boards, placements, from, error);
}

gboolean
wadi_document_place_board (WadiDocument *self,
                           guint         index,
                           WadiHex       origin,
                           guint         turn,
                           GError      **error)
{
  g_autofree WadiMapPlacement *placements = NULL;
  g_autofree guint            *from = NULL;
  g_autofree char             *label = NULL;
  const WadiMapBoard          *board;
  GPtrArray                   *boards;

  g_return_val_if_fail (WADI_IS_DOCUMENT (self), FALSE);

  if (index >= wadi_map_board_count (self->scenario->map))
    {
      g_set_error (error, WADI_MAP_ERROR, WADI_MAP_ERROR_ID, _("the map has no board %u"), index + 1);
      return FALSE;
    }
  board = wadi_map_get_board (self->scenario->map, index);
  label = g_strdup_printf (board->turn != turn && wadi_hex_equal (board->origin, origin)
                               ? "Turn board %s"
                               : "Move board %s",
                           board->id);
  boards = wadi_map_extract_layout (self->scenario->map, 0, &placements, &from);
  placements[index] = (WadiMapPlacement) { origin, turn };
  return wadi_document_lay_out (self, label, boards, placements, from, error);
}

gboolean
wadi_document_remove_board (WadiDocument *self,
                            guint         index)
{
  g_autofree WadiMapPlacement *placements = NULL;
  g_autofree guint            *from = NULL;
  g_autofree char             *label = NULL;
  GPtrArray                   *boards;
  guint                        n;

  g_return_val_if_fail (WADI_IS_DOCUMENT (self), FALSE);

  n = wadi_map_board_count (self->scenario->map);
  if (index >= n)
    return FALSE;
  label = g_strdup_printf ("Remove board %s", wadi_map_get_board (self->scenario->map, index)->id);
  boards = wadi_map_extract_layout (self->scenario->map, 0, &placements, &from);
  g_ptr_array_remove_index (boards, index);
  memmove (placements + index, placements + index + 1, sizeof (WadiMapPlacement) * (n - index - 1));
  memmove (from + index, from + index + 1, sizeof (guint) * (n - index - 1));
  /* Taking a board away never makes two others overlap. */
  return wadi_document_lay_out (self, label, boards, placements, from, NULL);
}

/* Undo and redo */

gboolean
wadi_document_can_undo (WadiDocument *self)
{
  g_return_val_if_fail (WADI_IS_DOCUMENT (self), FALSE);

  return self->position > 0;
}

gboolean
wadi_document_can_redo (WadiDocument *self)
{
  g_return_val_if_fail (WADI_IS_DOCUMENT (self), FALSE);

  return self->position < self->edits->len;
}

guint64
wadi_document_get_steps_recorded (WadiDocument *self)
{
  g_return_val_if_fail (WADI_IS_DOCUMENT (self), 0);

  return self->steps_recorded;
}

const char *
wadi_document_undo_label (WadiDocument *self)
{
  const Edit *edit;

  g_return_val_if_fail (WADI_IS_DOCUMENT (self), NULL);

  if (self->position == 0)
    return NULL;

  edit = g_ptr_array_index (self->edits, self->position - 1);
  return edit->label;
}

const char *
wadi_document_redo_label (WadiDocument *self)
{
  const Edit *edit;

  g_return_val_if_fail (WADI_IS_DOCUMENT (self), NULL);

  if (self->position >= self->edits->len)
    return NULL;

  edit = g_ptr_array_index (self->edits, self->position);
  return edit->label;
}

static void
wadi_document_replay (WadiDocument *self,
                      const Edit   *edit,
                      gboolean      forward)
{
  g_autoptr(WadiRegion) region = wadi_region_new ();
  guint n = edit->changes->len;

  for (guint i = 0; i < n; i++)
    {
      const WadiChange *change = g_ptr_array_index (edit->changes, forward ? i : n - 1 - i);

      if (forward)
        wadi_change_apply (change, self->scenario);
      else
        wadi_change_revert (change, self->scenario);
      wadi_change_add_region (change, self->scenario, region);
    }

  self->scenario->next_counter_id = forward ? edit->next_id_after : edit->next_id_before;

  wadi_document_update_state (self);
  wadi_document_emit_changed (self, region);
}

gboolean
wadi_document_undo (WadiDocument *self)
{
  g_return_val_if_fail (WADI_IS_DOCUMENT (self), FALSE);

  /* An open edit has changes applied that are not on the stack yet. */
  if (self->depth > 0 || self->position == 0)
    return FALSE;

  self->position--;
  wadi_document_replay (self, g_ptr_array_index (self->edits, self->position), FALSE);

  return TRUE;
}

gboolean
wadi_document_redo (WadiDocument *self)
{
  g_return_val_if_fail (WADI_IS_DOCUMENT (self), FALSE);

  if (self->depth > 0 || self->position >= self->edits->len)
    return FALSE;

  self->position++;
  wadi_document_replay (self, g_ptr_array_index (self->edits, self->position - 1), TRUE);

  return TRUE;
}

gboolean
wadi_document_get_modified (WadiDocument *self)
{
  g_return_val_if_fail (WADI_IS_DOCUMENT (self), FALSE);

  return self->modified;
}

void
wadi_document_mark_saved (WadiDocument *self)
{
  g_return_if_fail (WADI_IS_DOCUMENT (self));

  self->saved_position = (int) self->position;
  wadi_document_update_state (self);
}

void
wadi_document_mark_unsaved (WadiDocument *self)
{
  g_return_if_fail (WADI_IS_DOCUMENT (self));

  self->saved_position = -1;
  wadi_document_update_state (self);
}
