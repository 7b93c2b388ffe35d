/* wadi-document.c: a scenario and the one door every change goes through
 *
 * An edit is a list of primitive changes, each with its before and after.
 * Every change targets one thing (a hex, a hexside, a counter id, the SSR,
 * the ruleset, the metadata, or the overlays and their placements as a
 * whole); changing the same target again inside one
 * edit updates that change's after, so a brush stroke over a hex twice is
 * still one change.  Because no two changes of an edit share a target, they
 * are independent of each other, and an edit is undone by putting every
 * before back and redone by putting every after back.
 */
#include "config.h"

#include "wadi-document.h"

typedef enum
{
  CHANGE_CELL,
  CHANGE_SIDE,
  CHANGE_COUNTER,
  CHANGE_SSR,
  CHANGE_RULESET,
  CHANGE_METADATA,
  CHANGE_OVERLAYS,
} ChangeKind;

typedef struct
{
  char *title;
  char *author;
  char *description;
} Metadata;

/* The scenario's overlay definitions and placements, kept whole: a
 * placement names its overlay by index, so the two change together. */
typedef struct
{
  GPtrArray *overlays;    /* WadiOverlay */
  GArray *placements;     /* WadiOverlayPlacement */
} OverlaySet;

typedef struct
{
  ChangeKind kind;
  guint board;
  union
  {
    struct
    {
      WadiHex hex;
      WadiHexCell before;
      WadiHexCell after;
    } cell;
    struct
    {
      WadiHexside side;   /* canonical */
      guint before;
      guint after;
    } side;
    struct
    {
      guint id;
      WadiCounter *before; /* NULL: the counter did not exist */
      WadiCounter *after;  /* NULL: the counter no longer exists */
    } counter;
    struct
    {
      WadiSsr before;
      WadiSsr after;
    } ssr;
    struct
    {
      WadiRulesetId before;
      WadiRulesetId after;
    } ruleset;
    struct
    {
      Metadata before;
      Metadata after;
    } metadata;
    struct
    {
      OverlaySet before;
      OverlaySet after;
    } overlays;
  } u;
} Change;

/* What a change targets; changes of one edit with equal keys merge. */
typedef struct
{
  ChangeKind kind;
  guint board;
  int a;
  int b;
  int c;
} ChangeKey;

typedef struct
{
  char *label;
  GArray *changes;          /* Change */
  GHashTable *index;        /* ChangeKey -> change index + 1; only while open */
  guint next_id_before;     /* the scenario's next_counter_id around the edit */
  guint next_id_after;
} Edit;

struct _WadiDocument
{
  GObject parent_instance;

  WadiScenario *scenario;

  GPtrArray *edits;         /* Edit; [0, position) are applied */
  guint position;
  int saved_position;       /* -1: the saved state is no longer reachable */

  Edit *current;
  guint depth;

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
  N_PROPS
};

enum
{
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* Changes */

static WadiCounter *
counter_dup (const WadiCounter *counter)
{
  WadiCounter *copy;

  if (counter == NULL)
    return NULL;

  copy = g_new0 (WadiCounter, 1);
  wadi_counter_copy_into (copy, counter);

  return copy;
}

static void
counter_free (WadiCounter *counter)
{
  if (counter == NULL)
    return;

  wadi_counter_clear (counter);
  g_free (counter);
}

static void
metadata_clear (Metadata *metadata)
{
  g_clear_pointer (&metadata->title, g_free);
  g_clear_pointer (&metadata->author, g_free);
  g_clear_pointer (&metadata->description, g_free);
}

static void
metadata_set (Metadata   *metadata,
              const char *title,
              const char *author,
              const char *description)
{
  char *new_title = g_strdup (title);
  char *new_author = g_strdup (author);
  char *new_description = g_strdup (description);

  /* Duplicated first: the arguments may be the strings being replaced. */
  metadata_clear (metadata);
  metadata->title = new_title;
  metadata->author = new_author;
  metadata->description = new_description;
}

static gboolean
metadata_equal (const Metadata *a,
                const Metadata *b)
{
  return g_strcmp0 (a->title, b->title) == 0
         && g_strcmp0 (a->author, b->author) == 0
         && g_strcmp0 (a->description, b->description) == 0;
}

static void
overlay_free (gpointer data)
{
  WadiOverlay *overlay = data;

  g_free (overlay->id);
  wadi_board_free (overlay->fragment);
  g_free (overlay);
}

static void
overlay_set_clear (OverlaySet *set)
{
  g_clear_pointer (&set->overlays, g_ptr_array_unref);
  g_clear_pointer (&set->placements, g_array_unref);
}

/* Makes set a copy of the scenario's overlays and placements. */
static void
overlay_set_take (OverlaySet         *set,
                  const WadiScenario *scenario)
{
  overlay_set_clear (set);
  set->overlays = g_ptr_array_new_with_free_func (overlay_free);
  for (guint i = 0; i < scenario->overlays->len; i++)
    {
      const WadiOverlay *overlay = g_ptr_array_index (scenario->overlays, i);
      WadiOverlay *copy = g_new0 (WadiOverlay, 1);

      copy->id = g_strdup (overlay->id);
      copy->fragment = wadi_board_copy (overlay->fragment);
      g_ptr_array_add (set->overlays, copy);
    }
  set->placements = g_array_copy (scenario->placements);
}

static void
overlay_set_apply (const OverlaySet *set,
                   WadiScenario     *scenario)
{
  g_ptr_array_set_size (scenario->overlays, 0);
  for (guint i = 0; i < set->overlays->len; i++)
    {
      const WadiOverlay *overlay = g_ptr_array_index (set->overlays, i);

      wadi_scenario_add_overlay (scenario, overlay->id, wadi_board_copy (overlay->fragment));
    }
  g_array_set_size (scenario->placements, 0);
  g_array_append_vals (scenario->placements, set->placements->data, set->placements->len);
}

static gboolean
placement_equal (const WadiOverlayPlacement *a,
                 const WadiOverlayPlacement *b)
{
  return a->overlay == b->overlay && a->board == b->board
         && wadi_hex_equal (a->anchor, b->anchor) && a->orientation == b->orientation;
}

static gboolean
overlay_set_has_placement (const OverlaySet           *set,
                           const WadiOverlayPlacement *placement)
{
  for (guint i = 0; i < set->placements->len; i++)
    if (placement_equal (&g_array_index (set->placements, WadiOverlayPlacement, i), placement))
      return TRUE;
  return FALSE;
}

static gboolean
overlay_set_equal (const OverlaySet *a,
                   const OverlaySet *b)
{
  if (a->overlays->len != b->overlays->len || a->placements->len != b->placements->len)
    return FALSE;
  for (guint i = 0; i < a->overlays->len; i++)
    {
      const WadiOverlay *oa = g_ptr_array_index (a->overlays, i);
      const WadiOverlay *ob = g_ptr_array_index (b->overlays, i);

      if (g_strcmp0 (oa->id, ob->id) != 0 || !wadi_board_equal (oa->fragment, ob->fragment))
        return FALSE;
    }
  for (guint i = 0; i < a->placements->len; i++)
    if (!placement_equal (&g_array_index (a->placements, WadiOverlayPlacement, i),
                          &g_array_index (b->placements, WadiOverlayPlacement, i)))
      return FALSE;
  return TRUE;
}

/* Adds the hexes of the placements of from that to lacks: where the
 * composed board changes. */
static void
overlay_set_add_region (const OverlaySet   *from,
                        const OverlaySet   *to,
                        const WadiScenario *scenario,
                        WadiRegion         *region)
{
  for (guint i = 0; i < from->placements->len; i++)
    {
      const WadiOverlayPlacement *placement = &g_array_index (from->placements, WadiOverlayPlacement, i);
      const WadiBoard *board = wadi_scenario_get_board (scenario, placement->board);
      const WadiOverlay *overlay;
      g_autoptr(GArray) hexes = NULL;

      if (board == NULL || placement->overlay >= from->overlays->len
          || overlay_set_has_placement (to, placement))
        continue;
      overlay = g_ptr_array_index (from->overlays, placement->overlay);
      hexes = wadi_overlay_covered_hexes (board, overlay->fragment, placement->anchor, placement->orientation);
      for (guint j = 0; j < hexes->len; j++)
        wadi_region_add_hex (region, placement->board, g_array_index (hexes, WadiHex, j));
    }
}

static gboolean
cell_equal (const WadiHexCell *a,
            const WadiHexCell *b)
{
  return a->terrain == b->terrain
         && a->level == b->level
         && a->depression == b->depression
         && a->floor == b->floor
         && a->flags == b->flags
         && a->reserved == b->reserved;
}

static gboolean
ssr_equal (const WadiSsr *a,
           const WadiSsr *b)
{
  return a->stream_depth == b->stream_depth
         && a->frozen == b->frozen
         && a->snow == b->snow
         && a->toi_wadi_rules == b->toi_wadi_rules
         && a->toi_stream_bridges_block_los == b->toi_stream_bridges_block_los;
}

static gboolean
counter_equal_or_absent (const WadiCounter *a,
                         const WadiCounter *b)
{
  if (a == NULL || b == NULL)
    return a == b;

  return wadi_counter_equal (a, b);
}

static void
change_clear (gpointer data)
{
  Change *change = data;

  switch (change->kind)
    {
    case CHANGE_COUNTER:
      g_clear_pointer (&change->u.counter.before, counter_free);
      g_clear_pointer (&change->u.counter.after, counter_free);
      break;

    case CHANGE_METADATA:
      metadata_clear (&change->u.metadata.before);
      metadata_clear (&change->u.metadata.after);
      break;

    case CHANGE_OVERLAYS:
      overlay_set_clear (&change->u.overlays.before);
      overlay_set_clear (&change->u.overlays.after);
      break;

    case CHANGE_CELL:
    case CHANGE_SIDE:
    case CHANGE_SSR:
    case CHANGE_RULESET:
      break;

    default:
      g_assert_not_reached ();
    }
}

static gboolean
change_is_noop (const Change *change)
{
  switch (change->kind)
    {
    case CHANGE_CELL:
      return cell_equal (&change->u.cell.before, &change->u.cell.after);

    case CHANGE_SIDE:
      return change->u.side.before == change->u.side.after;

    case CHANGE_COUNTER:
      return counter_equal_or_absent (change->u.counter.before, change->u.counter.after);

    case CHANGE_SSR:
      return ssr_equal (&change->u.ssr.before, &change->u.ssr.after);

    case CHANGE_RULESET:
      return change->u.ruleset.before == change->u.ruleset.after;

    case CHANGE_METADATA:
      return metadata_equal (&change->u.metadata.before, &change->u.metadata.after);

    case CHANGE_OVERLAYS:
      return overlay_set_equal (&change->u.overlays.before, &change->u.overlays.after);

    default:
      g_assert_not_reached ();
    }
}

static void
region_add_counter_hex (WadiRegion         *region,
                        const WadiScenario *scenario,
                        const WadiCounter  *counter)
{
  WadiBoard *board;

  if (counter == NULL || counter->board >= scenario->boards->len)
    return;

  board = g_ptr_array_index (scenario->boards, counter->board);
  if (wadi_board_contains (board, counter->hex))
    wadi_region_add_hex (region, counter->board, counter->hex);
}

/* Adds what changes between from and to (the before and after of change,
 * in either order) to region. */
static void
change_add_region (const Change       *change,
                   const WadiScenario *scenario,
                   const WadiCounter  *counter_from,
                   const WadiCounter  *counter_to,
                   WadiRegion         *region)
{
  switch (change->kind)
    {
    case CHANGE_CELL:
      wadi_region_add_hex (region, change->board, change->u.cell.hex);
      break;

    case CHANGE_SIDE:
      {
        WadiBoard *board = g_ptr_array_index (scenario->boards, change->board);
        WadiHex other = wadi_hexside_other_hex (board->layout, change->u.side.side);

        if (wadi_board_contains (board, change->u.side.side.hex))
          wadi_region_add_hex (region, change->board, change->u.side.side.hex);
        if (wadi_board_contains (board, other))
          wadi_region_add_hex (region, change->board, other);
      }
      break;

    case CHANGE_COUNTER:
      wadi_region_add_counter (region, change->u.counter.id);
      region_add_counter_hex (region, scenario, counter_from);
      region_add_counter_hex (region, scenario, counter_to);
      break;

    case CHANGE_SSR:
      region->flags |= WADI_REGION_SSR;
      break;

    case CHANGE_RULESET:
      region->flags |= WADI_REGION_RULESET;
      break;

    case CHANGE_METADATA:
      region->flags |= WADI_REGION_METADATA;
      break;

    case CHANGE_OVERLAYS:
      /* A structure change: which boards have overlays changes what the
       * caches built on composed boards hold, so everything is said to
       * have changed; the covered hexes are listed for who can use them. */
      overlay_set_add_region (&change->u.overlays.before, &change->u.overlays.after, scenario, region);
      overlay_set_add_region (&change->u.overlays.after, &change->u.overlays.before, scenario, region);
      region->flags |= WADI_REGION_ALL;
      break;

    default:
      g_assert_not_reached ();
    }
}

static void
apply_counter (WadiScenario      *scenario,
               guint              id,
               const WadiCounter *from,
               const WadiCounter *to)
{
  if (from != NULL && to != NULL)
    wadi_scenario_replace_counter (scenario, to);
  else if (from != NULL)
    wadi_scenario_remove_counter (scenario, id);
  else if (to != NULL)
    wadi_scenario_add_counter (scenario, to);
}

/* Puts the before (forward == FALSE) or the after (forward == TRUE) of a
 * change into the scenario. */
static void
change_apply (const Change *change,
              WadiScenario *scenario,
              gboolean      forward)
{
  switch (change->kind)
    {
    case CHANGE_CELL:
      wadi_board_set_cell (g_ptr_array_index (scenario->boards, change->board),
                           change->u.cell.hex,
                           forward ? &change->u.cell.after : &change->u.cell.before);
      break;

    case CHANGE_SIDE:
      wadi_board_set_side (g_ptr_array_index (scenario->boards, change->board),
                           change->u.side.side,
                           forward ? change->u.side.after : change->u.side.before);
      break;

    case CHANGE_COUNTER:
      if (forward)
        apply_counter (scenario, change->u.counter.id,
                       change->u.counter.before, change->u.counter.after);
      else
        apply_counter (scenario, change->u.counter.id,
                       change->u.counter.after, change->u.counter.before);
      break;

    case CHANGE_SSR:
      scenario->ssr = forward ? change->u.ssr.after : change->u.ssr.before;
      break;

    case CHANGE_RULESET:
      scenario->ruleset = forward ? change->u.ruleset.after : change->u.ruleset.before;
      break;

    case CHANGE_METADATA:
      {
        const Metadata *metadata = forward ? &change->u.metadata.after : &change->u.metadata.before;
        Metadata current = { scenario->title, scenario->author, scenario->description };

        metadata_set (&current, metadata->title, metadata->author, metadata->description);
        scenario->title = current.title;
        scenario->author = current.author;
        scenario->description = current.description;
      }
      break;

    case CHANGE_OVERLAYS:
      overlay_set_apply (forward ? &change->u.overlays.after : &change->u.overlays.before, scenario);
      break;

    default:
      g_assert_not_reached ();
    }
}

/* Edits */

static guint
change_key_hash (gconstpointer data)
{
  const ChangeKey *key = data;
  guint hash = (guint) key->kind;

  hash = hash * 31u + key->board;
  hash = hash * 1000003u + (guint) key->a;
  hash = hash * 1000003u + (guint) key->b;
  hash = hash * 31u + (guint) key->c;

  return hash;
}

static gboolean
change_key_equal (gconstpointer a,
                  gconstpointer b)
{
  const ChangeKey *ka = a;
  const ChangeKey *kb = b;

  return ka->kind == kb->kind
         && ka->board == kb->board
         && ka->a == kb->a
         && ka->b == kb->b
         && ka->c == kb->c;
}

static Edit *
edit_new (const char *label,
          guint       next_id)
{
  Edit *edit = g_new0 (Edit, 1);

  edit->label = g_strdup (label);
  edit->changes = g_array_new (FALSE, FALSE, sizeof (Change));
  g_array_set_clear_func (edit->changes, change_clear);
  edit->index = g_hash_table_new_full (change_key_hash, change_key_equal, g_free, NULL);
  edit->next_id_before = next_id;
  edit->next_id_after = next_id;

  return edit;
}

static void
edit_free (gpointer data)
{
  Edit *edit = data;

  g_free (edit->label);
  g_clear_pointer (&edit->changes, g_array_unref);
  g_clear_pointer (&edit->index, g_hash_table_unref);
  g_free (edit);
}

/* The change of the open edit for key, or NULL when the edit has none yet;
 * in that case a new one is appended when create is TRUE. */
static Change *
edit_lookup_change (Edit            *edit,
                    const ChangeKey *key,
                    gboolean        *created)
{
  gpointer value = g_hash_table_lookup (edit->index, key);
  Change change = { 0 };

  if (value != NULL)
    {
      *created = FALSE;
      return &g_array_index (edit->changes, Change, GPOINTER_TO_UINT (value) - 1);
    }

  change.kind = key->kind;
  change.board = key->board;
  g_array_append_val (edit->changes, change);
  g_hash_table_insert (edit->index, g_memdup2 (key, sizeof *key),
                       GUINT_TO_POINTER (edit->changes->len));
  *created = TRUE;

  return &g_array_index (edit->changes, Change, edit->changes->len - 1);
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
  g_signal_emit (self, signals[CHANGED], 0, region);
}

static void
wadi_document_push (WadiDocument *self,
                    Edit         *edit)
{
  /* A new edit after undos makes the redo tail unreachable; if the saved
   * state was in it, nothing reachable is saved any more. */
  if (self->position < self->edits->len)
    {
      g_ptr_array_set_size (self->edits, self->position);
      if (self->saved_position > (int) self->position)
        self->saved_position = -1;
    }

  g_ptr_array_add (self->edits, edit);
  self->position = self->edits->len;
}

/* GObject */

static void
wadi_document_finalize (GObject *object)
{
  WadiDocument *self = WADI_DOCUMENT (object);

  g_clear_pointer (&self->current, edit_free);
  g_clear_pointer (&self->edits, g_ptr_array_unref);
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

  properties[PROP_MODIFIED] =
    g_param_spec_boolean ("modified", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * WadiDocument::changed:
   * @region: the WadiRegion that changed; valid during the emission only (it
   *   is passed with static scope, so it is never copied for a handler)
   */
  signals[CHANGED] =
    g_signal_new ("changed",
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
wadi_document_end_edit (WadiDocument *self)
{
  Edit *edit;
  guint kept = 0;

  g_return_if_fail (WADI_IS_DOCUMENT (self));
  g_return_if_fail (self->depth > 0);

  if (--self->depth > 0)
    return;

  edit = g_steal_pointer (&self->current);
  g_clear_pointer (&edit->index, g_hash_table_unref);

  /* Changes that came back to where they started are dropped; the rest
   * keep their order. */
  for (guint i = 0; i < edit->changes->len; i++)
    {
      Change *change = &g_array_index (edit->changes, Change, i);

      if (change_is_noop (change))
        {
          change_clear (change);
          continue;
        }

      if (kept != i)
        g_array_index (edit->changes, Change, kept) = *change;
      kept++;
    }
  /* The dropped ones were cleared above and the moved ones live on. */
  g_array_set_clear_func (edit->changes, NULL);
  g_array_set_size (edit->changes, kept);
  g_array_set_clear_func (edit->changes, change_clear);

  if (kept == 0)
    {
      /* Nothing is left to undo: counter ids handed out and dropped
       * again inside the edit are free once more. */
      self->scenario->next_counter_id = edit->next_id_before;
      edit_free (edit);
      return;
    }

  edit->next_id_after = self->scenario->next_counter_id;
  wadi_document_push (self, edit);
  wadi_document_update_state (self);
}

gboolean
wadi_document_in_edit (WadiDocument *self)
{
  g_return_val_if_fail (WADI_IS_DOCUMENT (self), FALSE);

  return self->depth > 0;
}

/* Finds or makes the change for key in the open edit, recording the
 * target's current state as its before when it is new.  The caller then
 * applies the new state, records it as the after and signals. */
static Change *
wadi_document_touch (WadiDocument    *self,
                     const ChangeKey *key)
{
  gboolean created;
  Change *change = edit_lookup_change (self->current, key, &created);

  if (!created)
    return change;

  switch (key->kind)
    {
    case CHANGE_CELL:
      {
        WadiBoard *board = g_ptr_array_index (self->scenario->boards, key->board);

        change->u.cell.hex.col = key->a;
        change->u.cell.hex.row = key->b;
        change->u.cell.before = *wadi_board_cell (board, change->u.cell.hex);
        change->u.cell.after = change->u.cell.before;
      }
      break;

    case CHANGE_SIDE:
      {
        WadiBoard *board = g_ptr_array_index (self->scenario->boards, key->board);

        change->u.side.side.hex.col = key->a;
        change->u.side.side.hex.row = key->b;
        change->u.side.side.dir = (WadiDirection) key->c;
        change->u.side.before = wadi_board_get_side (board, change->u.side.side);
        change->u.side.after = change->u.side.before;
      }
      break;

    case CHANGE_COUNTER:
      change->u.counter.id = (guint) key->a;
      change->u.counter.before =
        counter_dup (wadi_scenario_find_counter (self->scenario, change->u.counter.id));
      change->u.counter.after = counter_dup (change->u.counter.before);
      break;

    case CHANGE_SSR:
      change->u.ssr.before = self->scenario->ssr;
      change->u.ssr.after = self->scenario->ssr;
      break;

    case CHANGE_RULESET:
      change->u.ruleset.before = self->scenario->ruleset;
      change->u.ruleset.after = self->scenario->ruleset;
      break;

    case CHANGE_METADATA:
      metadata_set (&change->u.metadata.before,
                    self->scenario->title, self->scenario->author, self->scenario->description);
      metadata_set (&change->u.metadata.after,
                    self->scenario->title, self->scenario->author, self->scenario->description);
      break;

    case CHANGE_OVERLAYS:
      overlay_set_take (&change->u.overlays.before, self->scenario);
      overlay_set_take (&change->u.overlays.after, self->scenario);
      break;

    default:
      g_assert_not_reached ();
    }

  return change;
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

static void
wadi_document_signal_step (WadiDocument      *self,
                           const Change      *change,
                           const WadiCounter *counter_from,
                           const WadiCounter *counter_to)
{
  g_autoptr(WadiRegion) region = wadi_region_new ();

  change_add_region (change, self->scenario, counter_from, counter_to, region);
  wadi_document_emit_changed (self, region);
}

gboolean
wadi_document_set_cell (WadiDocument      *self,
                        guint              board,
                        WadiHex            hex,
                        const WadiHexCell *cell)
{
  WadiBoard *target;
  WadiHexCell value;
  ChangeKey key = { CHANGE_CELL, board, hex.col, hex.row, 0 };
  Change *change;
  gboolean opened;

  g_return_val_if_fail (WADI_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (cell != NULL, FALSE);

  if (board >= self->scenario->boards->len)
    return FALSE;
  target = g_ptr_array_index (self->scenario->boards, board);
  if (!wadi_board_contains (target, hex))
    return FALSE;

  value = *cell;
  value.reserved = 0;

  if (cell_equal (wadi_board_cell (target, hex), &value))
    return TRUE;

  opened = wadi_document_open_for (self, "Change hex");
  change = wadi_document_touch (self, &key);
  wadi_board_set_cell (target, hex, &value);
  change->u.cell.after = *wadi_board_cell (target, hex);
  wadi_document_signal_step (self, change, NULL, NULL);
  wadi_document_close_for (self, opened);

  return TRUE;
}

gboolean
wadi_document_set_side (WadiDocument *self,
                        guint         board,
                        WadiHexside   side,
                        guint         features)
{
  WadiBoard *target;
  WadiHexside canonical;
  ChangeKey key = { CHANGE_SIDE, board, 0, 0, 0 };
  Change *change;
  gboolean opened;

  g_return_val_if_fail (WADI_IS_DOCUMENT (self), FALSE);

  if (board >= self->scenario->boards->len || side.dir >= WADI_DIRECTION_COUNT)
    return FALSE;
  target = g_ptr_array_index (self->scenario->boards, board);

  /* Only hexsides of the board have storage that means anything: the ring
   * of slots around the board is there for the board's edge. */
  canonical = wadi_hexside_canonical (target->layout, side);
  if (!wadi_board_has_side_slot (target, canonical.hex)
      || (!wadi_board_contains (target, canonical.hex)
          && !wadi_board_contains (target, wadi_hexside_other_hex (target->layout, canonical))))
    return FALSE;

  if (wadi_board_get_side (target, canonical) == features)
    return TRUE;

  key.a = canonical.hex.col;
  key.b = canonical.hex.row;
  key.c = canonical.dir;

  opened = wadi_document_open_for (self, "Change hexside");
  change = wadi_document_touch (self, &key);
  wadi_board_set_side (target, canonical, features);
  change->u.side.after = wadi_board_get_side (target, canonical);
  wadi_document_signal_step (self, change, NULL, NULL);
  wadi_document_close_for (self, opened);

  return TRUE;
}

static gboolean
wadi_document_counter_target_exists (WadiDocument      *self,
                                     const WadiCounter *counter)
{
  WadiBoard *board;

  if (counter->board >= self->scenario->boards->len)
    return FALSE;
  board = g_ptr_array_index (self->scenario->boards, counter->board);

  return wadi_board_contains (board, counter->hex);
}

/* Records the counter id's new state (read back from the scenario) as the
 * change's after and signals the step from what it was. */
static void
wadi_document_finish_counter_step (WadiDocument *self,
                                   Change       *change)
{
  WadiCounter *previous = g_steal_pointer (&change->u.counter.after);

  change->u.counter.after =
    counter_dup (wadi_scenario_find_counter (self->scenario, change->u.counter.id));
  wadi_document_signal_step (self, change, previous, change->u.counter.after);
  counter_free (previous);
}

guint
wadi_document_add_counter (WadiDocument      *self,
                           const WadiCounter *counter)
{
  WadiCounter copy = { 0 };
  ChangeKey key = { CHANGE_COUNTER, 0, 0, 0, 0 };
  Change *change;
  gboolean opened;
  guint id;
  guint added;

  g_return_val_if_fail (WADI_IS_DOCUMENT (self), 0);
  g_return_val_if_fail (counter != NULL, 0);

  if (!wadi_document_counter_target_exists (self, counter))
    return 0;
  if (counter->id != 0 && wadi_scenario_find_counter (self->scenario, counter->id) != NULL)
    return 0;

  /* The id is known before the counter exists, so that the change that
   * records it can be found (and merged) by id. */
  wadi_counter_copy_into (&copy, counter);
  if (copy.id == 0)
    {
      copy.id = MAX (self->scenario->next_counter_id, 1);
      while (wadi_scenario_find_counter (self->scenario, copy.id) != NULL)
        copy.id++;
    }
  id = copy.id;
  key.a = (int) id;

  opened = wadi_document_open_for (self, "Add counter");
  change = wadi_document_touch (self, &key);
  added = wadi_scenario_add_counter (self->scenario, &copy);
  g_assert (added == id);
  /* Ids are never handed out twice while this edit may be redone. */
  if (self->scenario->next_counter_id <= id)
    self->scenario->next_counter_id = id + 1;
  wadi_document_finish_counter_step (self, change);
  wadi_document_close_for (self, opened);
  wadi_counter_clear (&copy);

  return id;
}

gboolean
wadi_document_remove_counter (WadiDocument *self,
                              guint         id)
{
  ChangeKey key = { CHANGE_COUNTER, 0, (int) id, 0, 0 };
  Change *change;
  gboolean opened;

  g_return_val_if_fail (WADI_IS_DOCUMENT (self), FALSE);

  if (id == 0 || wadi_scenario_find_counter (self->scenario, id) == NULL)
    return FALSE;

  opened = wadi_document_open_for (self, "Remove counter");
  change = wadi_document_touch (self, &key);
  wadi_scenario_remove_counter (self->scenario, id);
  wadi_document_finish_counter_step (self, change);
  wadi_document_close_for (self, opened);

  return TRUE;
}

gboolean
wadi_document_replace_counter (WadiDocument      *self,
                               const WadiCounter *counter)
{
  const WadiCounter *existing;
  ChangeKey key = { CHANGE_COUNTER, 0, 0, 0, 0 };
  Change *change;
  gboolean opened;

  g_return_val_if_fail (WADI_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (counter != NULL, FALSE);

  existing = counter->id != 0 ? wadi_scenario_find_counter (self->scenario, counter->id) : NULL;
  if (existing == NULL || !wadi_document_counter_target_exists (self, counter))
    return FALSE;

  if (wadi_counter_equal (existing, counter))
    return TRUE;

  key.a = (int) counter->id;

  opened = wadi_document_open_for (self, "Change counter");
  change = wadi_document_touch (self, &key);
  wadi_scenario_replace_counter (self->scenario, counter);
  wadi_document_finish_counter_step (self, change);
  wadi_document_close_for (self, opened);

  return TRUE;
}

void
wadi_document_set_ssr (WadiDocument  *self,
                       const WadiSsr *ssr)
{
  ChangeKey key = { CHANGE_SSR, 0, 0, 0, 0 };
  Change *change;
  gboolean opened;

  g_return_if_fail (WADI_IS_DOCUMENT (self));
  g_return_if_fail (ssr != NULL);

  if (ssr_equal (&self->scenario->ssr, ssr))
    return;

  opened = wadi_document_open_for (self, "Change special rules");
  change = wadi_document_touch (self, &key);
  self->scenario->ssr = *ssr;
  change->u.ssr.after = *ssr;
  wadi_document_signal_step (self, change, NULL, NULL);
  wadi_document_close_for (self, opened);
}

void
wadi_document_set_ruleset (WadiDocument  *self,
                           WadiRulesetId  ruleset)
{
  ChangeKey key = { CHANGE_RULESET, 0, 0, 0, 0 };
  Change *change;
  gboolean opened;

  g_return_if_fail (WADI_IS_DOCUMENT (self));
  g_return_if_fail (ruleset < WADI_RULESET_COUNT);

  if (self->scenario->ruleset == ruleset)
    return;

  opened = wadi_document_open_for (self, "Change ruleset");
  change = wadi_document_touch (self, &key);
  self->scenario->ruleset = ruleset;
  change->u.ruleset.after = ruleset;
  wadi_document_signal_step (self, change, NULL, NULL);
  wadi_document_close_for (self, opened);
}

void
wadi_document_set_metadata (WadiDocument *self,
                            const char   *title,
                            const char   *author,
                            const char   *description)
{
  ChangeKey key = { CHANGE_METADATA, 0, 0, 0, 0 };
  Metadata wanted = { (char *) title, (char *) author, (char *) description };
  Metadata current;
  Change *change;
  gboolean opened;

  g_return_if_fail (WADI_IS_DOCUMENT (self));

  current.title = self->scenario->title;
  current.author = self->scenario->author;
  current.description = self->scenario->description;
  if (metadata_equal (&current, &wanted))
    return;

  opened = wadi_document_open_for (self, "Change scenario details");
  change = wadi_document_touch (self, &key);
  metadata_set (&change->u.metadata.after, title, author, description);
  change_apply (change, self->scenario, TRUE);
  wadi_document_signal_step (self, change, NULL, NULL);
  wadi_document_close_for (self, opened);
}

static void
wadi_document_finish_overlay_step (WadiDocument *self,
                                   Change       *change)
{
  overlay_set_take (&change->u.overlays.after, self->scenario);
  wadi_document_signal_step (self, change, NULL, NULL);
}

gboolean
wadi_document_add_overlay_placement (WadiDocument    *self,
                                     const char      *overlay_id,
                                     const WadiBoard *fragment,
                                     guint            board,
                                     WadiHex          anchor,
                                     guint            orientation)
{
  ChangeKey key = { CHANGE_OVERLAYS, 0, 0, 0, 0 };
  WadiOverlayPlacement placement = { 0 };
  const WadiBoard *target;
  g_autofree char *label = NULL;
  Change *change;
  gboolean opened;
  guint overlay;
  gboolean defined;

  g_return_val_if_fail (WADI_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (overlay_id != NULL, FALSE);

  target = wadi_scenario_get_board (self->scenario, board);
  if (target == NULL || !wadi_board_contains (target, anchor) || orientation >= WADI_DIRECTION_COUNT)
    return FALSE;
  defined = wadi_scenario_find_overlay (self->scenario, overlay_id, &overlay);
  if (defined && fragment != NULL
      && !wadi_board_equal (((const WadiOverlay *) g_ptr_array_index (self->scenario->overlays,
                                                                         overlay))->fragment,
                            fragment))
    return FALSE;
  if (!defined && fragment == NULL)
    return FALSE;

  label = g_strdup_printf ("Place overlay %s", overlay_id);
  opened = wadi_document_open_for (self, label);
  change = wadi_document_touch (self, &key);
  if (!defined)
    overlay = wadi_scenario_add_overlay (self->scenario, overlay_id, wadi_board_copy (fragment));
  placement.overlay = overlay;
  placement.board = board;
  placement.anchor = anchor;
  placement.orientation = orientation;
  g_array_append_val (self->scenario->placements, placement);
  wadi_document_finish_overlay_step (self, change);
  wadi_document_close_for (self, opened);

  return TRUE;
}

gboolean
wadi_document_remove_overlay_placement (WadiDocument *self,
                                        guint         index)
{
  ChangeKey key = { CHANGE_OVERLAYS, 0, 0, 0, 0 };
  Change *change;
  gboolean opened;

  g_return_val_if_fail (WADI_IS_DOCUMENT (self), FALSE);

  if (index >= self->scenario->placements->len)
    return FALSE;

  opened = wadi_document_open_for (self, "Remove overlay");
  change = wadi_document_touch (self, &key);
  g_array_remove_index (self->scenario->placements, index);
  wadi_document_finish_overlay_step (self, change);
  wadi_document_close_for (self, opened);

  return TRUE;
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
      const Change *change = &g_array_index (edit->changes, Change, forward ? i : n - 1 - i);

      change_apply (change, self->scenario, forward);
      change_add_region (change, self->scenario,
                         change->kind == CHANGE_COUNTER ? change->u.counter.before : NULL,
                         change->kind == CHANGE_COUNTER ? change->u.counter.after : NULL,
                         region);
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
