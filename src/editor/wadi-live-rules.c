/* wadi-live-rules.c: a document's diagnostics, kept up to date */
#include "config.h"

#include <string.h>

#include "wadi-live-rules.h"
#include "wadi-validate.h"

struct _WadiLiveRules
{
  GObject parent_instance;

  WadiDocument     *document;
  guint             change_hook;
  WadiRulesContext *ctx;
  WadiValidator    *validator;
  GArray           *diagnostics; /* WadiDiagnostic, in wadi_diagnostic_compare order */
  GPtrArray        *items;       /* WadiDiagnosticItem or NULL (not asked for yet), one per diagnostic */
  /* While a change is applied (see begin_change), the list is the new
   * one's first next->len entries, then the old one's from rest on. */
  GArray    *next;
  GPtrArray *next_items;
  guint      rest;
  /* The arrays of the list before the last change, kept to build the next
   * one in: a fresh 3 MB for a list of 40 000 costs more in page faults
   * than the walk itself. */
  GArray     *spare;
  GPtrArray  *spare_items;
  guint       counts[WADI_SEVERITY_INFO + 1];
  WadiRegion *pending;
  guint       idle_id;
  int         idle_priority;
  gint64      first_change;
  gint64      latency;
};

static void wadi_live_rules_list_model_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (WadiLiveRules, wadi_live_rules, G_TYPE_OBJECT, G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, wadi_live_rules_list_model_init))

enum
{
  UPDATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* GListModel */

static GType
wadi_live_rules_get_item_type (GListModel *model)
{
  return WADI_TYPE_DIAGNOSTIC_ITEM;
}

static guint
wadi_live_rules_get_n_items (GListModel *model)
{
  WadiLiveRules *self = WADI_LIVE_RULES (model);

  if (self->next != NULL)
    return self->next->len + (self->diagnostics->len - self->rest);
  return self->diagnostics->len;
}

/* Items are made when first asked for: a big map may have thousands of
 * diagnostics and the list shows a screenful. */
static gpointer
wadi_live_rules_get_item (GListModel *model,
                          guint       position)
{
  WadiLiveRules *self = WADI_LIVE_RULES (model);
  GArray        *diagnostics = self->diagnostics;
  GPtrArray     *items = self->items;

  /* in the middle of a change: the new list's head, or the old one's tail */
  if (self->next != NULL && position < self->next->len)
    {
      diagnostics = self->next;
      items = self->next_items;
    }
  else if (self->next != NULL)
    position = position - self->next->len + self->rest;
  if (position >= diagnostics->len)
    return NULL;
  if (g_ptr_array_index (items, position) == NULL)
    g_ptr_array_index (items, position) = wadi_diagnostic_item_new (&g_array_index (diagnostics, WadiDiagnostic, position),
                                                                    wadi_document_get_scenario (self->document));
  return g_object_ref (g_ptr_array_index (items, position));
}

static void
wadi_live_rules_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = wadi_live_rules_get_item_type;
  iface->get_n_items = wadi_live_rules_get_n_items;
  iface->get_item = wadi_live_rules_get_item;
}

/* Updating */

static void
item_clear (gpointer item)
{
  if (item != NULL)
    g_object_unref (item);
}

/* A change is applied in one walk that builds the new list from the old:
 * each run of changes is signalled as soon as it is in place, the list
 * then being the new one up to the run and the old one after it (the
 * model reads both), so the walk costs the list's length once, not once a
 * run.  The lookups below (find, collect_*) read the old list until
 * end_change: an items-changed handler reads the list as a GListModel. */
static void
begin_change (WadiLiveRules *self,
              guint          size)
{
  if (self->spare != NULL)
    {
      self->next = g_steal_pointer (&self->spare);
      self->next_items = g_steal_pointer (&self->spare_items);
      g_array_set_size (self->next, 0);
      g_ptr_array_set_size (self->next_items, 0);
      g_ptr_array_set_free_func (self->next_items, item_clear);
    }
  else
    {
      self->next = g_array_sized_new (FALSE, FALSE, sizeof (WadiDiagnostic), size);
      self->next_items = g_ptr_array_new_full (size, item_clear);
    }
  self->rest = 0;
}

/* The old entries from rest up to until go over unchanged, with their
 * items (the old array's pointers are then stale: end_change drops the
 * array without them). */
static void
keep_old (WadiLiveRules *self,
          guint          until)
{
  guint n = until - self->rest;
  guint len = self->next_items->len;

  if (until <= self->rest)
    return;
  g_array_append_vals (self->next, &g_array_index (self->diagnostics, WadiDiagnostic, self->rest), n);
  g_ptr_array_set_size (self->next_items, len + n);
  memcpy (&self->next_items->pdata[len], &self->items->pdata[self->rest], n * sizeof (gpointer));
  self->rest = until;
}

static void
count_severity (WadiLiveRules        *self,
                const WadiDiagnostic *diagnostic,
                int                   delta)
{
  if (diagnostic->severity <= WADI_SEVERITY_INFO)
    self->counts[diagnostic->severity] += delta;
}

static void
drop_old (WadiLiveRules *self)
{
  count_severity (self, &g_array_index (self->diagnostics, WadiDiagnostic, self->rest), -1);
  g_clear_object (&g_ptr_array_index (self->items, self->rest));
  self->rest++;
}

static void
add_new (WadiLiveRules        *self,
         const WadiDiagnostic *diagnostic)
{
  count_severity (self, diagnostic, 1);
  g_array_append_vals (self->next, diagnostic, 1);
  g_ptr_array_add (self->next_items, NULL);
}

static void
end_change (WadiLiveRules *self)
{
  keep_old (self, self->diagnostics->len);
  /* every item went over or was dropped */
  g_ptr_array_set_free_func (self->items, NULL);
  self->spare = self->diagnostics;
  self->spare_items = self->items;
  self->diagnostics = g_steal_pointer (&self->next);
  self->items = g_steal_pointer (&self->next_items);
  self->rest = 0;
}

static const WadiDiagnostic *
old_at_rest (WadiLiveRules *self)
{
  return self->rest < self->diagnostics->len ? &g_array_index (self->diagnostics, WadiDiagnostic, self->rest) : NULL;
}

/* Both lists are in the same total order, so one merge walk finds the
 * runs that differ. */
static void
apply_report (WadiLiveRules *self,
              GArray        *report)
{
  guint j = 0;

  begin_change (self, report->len);
  while (self->rest < self->diagnostics->len || j < report->len)
    {
      guint position, removed = 0, added = 0;

      if (j < report->len && old_at_rest (self) != NULL
          && wadi_diagnostic_equal (old_at_rest (self), &g_array_index (report, WadiDiagnostic, j)))
        {
          keep_old (self, self->rest + 1);
          j++;
          continue;
        }
      position = self->next->len;
      for (;;)
        {
          const WadiDiagnostic *a = old_at_rest (self);
          const WadiDiagnostic *b = j < report->len ? &g_array_index (report, WadiDiagnostic, j) : NULL;
          int                   c;

          if (a == NULL && b == NULL)
            break;
          if (a == NULL)
            c = 1;
          else if (b == NULL)
            c = -1;
          else if (wadi_diagnostic_equal (a, b))
            break;
          else
            c = wadi_diagnostic_compare (a, b);
          if (c <= 0)
            {
              drop_old (self);
              removed++;
            }
          if (c >= 0)
            {
              add_new (self, b);
              j++;
              added++;
            }
        }
      g_list_model_items_changed (G_LIST_MODEL (self), position, removed, added);
    }
  end_change (self);
}

/* Replaces n_removed entries at position with n_added of source, items
 * to be made. */
static void
splice (WadiLiveRules        *self,
        guint                 position,
        guint                 n_removed,
        const WadiDiagnostic *source,
        guint                 n_added)
{
  guint tail;

  if (n_removed > 0)
    {
      g_array_remove_range (self->diagnostics, position, n_removed);
      g_ptr_array_remove_range (self->items, position, n_removed);
    }
  if (n_added == 0)
    return;
  g_array_insert_vals (self->diagnostics, position, source, n_added);
  tail = self->items->len - position;
  g_ptr_array_set_size (self->items, self->items->len + n_added);
  memmove (&self->items->pdata[position + n_added], &self->items->pdata[position], tail * sizeof (gpointer));
  memset (&self->items->pdata[position], 0, n_added * sizeof (gpointer));
}

/* Where diagnostic is, or would go: the first entry not before it. */
static guint
insertion_point (WadiLiveRules        *self,
                 const WadiDiagnostic *diagnostic)
{
  guint lo = 0, hi = self->diagnostics->len;

  while (lo < hi)
    {
      guint mid = lo + (hi - lo) / 2;

      if (wadi_diagnostic_compare (&g_array_index (self->diagnostics, WadiDiagnostic, mid), diagnostic) < 0)
        lo = mid + 1;
      else
        hi = mid;
    }
  return lo;
}

/* A delta this small is applied in place, a splice each: moving the list's
 * tail a few times costs less than copying it once. */
#define SMALL_DELTA 4

/* Applies what the validator says appeared and disappeared: a binary
 * search for each, and an items-changed for each run of them (each one
 * when they are few), so an edit costs its own diagnostics and at most
 * one copy of the list, not a comparison of the whole list.  FALSE,
 * having changed nothing, when the delta is unknown or does not fit the
 * list. */
static gboolean
apply_delta (WadiLiveRules *self)
{
  const GArray *removed, *added;
  guint         i = 0, j = 0;

  if (!wadi_validator_delta (self->validator, &removed, &added))
    return FALSE;
  if (removed->len == 0 && added->len == 0)
    return TRUE;
  for (guint k = 0; k < removed->len; k++)
    if (wadi_live_rules_find (self, &g_array_index (removed, WadiDiagnostic, k)) == G_MAXUINT)
      return FALSE;
  for (guint k = 0; k < added->len; k++)
    if (wadi_live_rules_find (self, &g_array_index (added, WadiDiagnostic, k)) != G_MAXUINT)
      return FALSE;

  if (removed->len + added->len <= SMALL_DELTA)
    {
      /* In report order, so that each position is that of the list as it is
       * at that moment, and a diagnostic replaced in place is one signal. */
      while (i < removed->len || j < added->len)
        {
          const WadiDiagnostic *gone = i < removed->len ? &g_array_index (removed, WadiDiagnostic, i) : NULL;
          const WadiDiagnostic *come = j < added->len ? &g_array_index (added, WadiDiagnostic, j) : NULL;
          guint                 position;

          if (gone != NULL && (come == NULL || wadi_diagnostic_compare (gone, come) < 0))
            {
              position = wadi_live_rules_find (self, gone);
              count_severity (self, gone, -1);
              i++;
              /* the next one to come takes its place: replace it there */
              if (come != NULL && insertion_point (self, come) == position + 1)
                {
                  splice (self, position, 1, come, 1);
                  count_severity (self, come, 1);
                  j++;
                  g_list_model_items_changed (G_LIST_MODEL (self), position, 1, 1);
                }
              else
                {
                  splice (self, position, 1, NULL, 0);
                  g_list_model_items_changed (G_LIST_MODEL (self), position, 1, 0);
                }
            }
          else
            {
              position = insertion_point (self, come);
              splice (self, position, 0, come, 1);
              count_severity (self, come, 1);
              j++;
              g_list_model_items_changed (G_LIST_MODEL (self), position, 0, 1);
            }
        }
      return TRUE;
    }

  begin_change (self, self->diagnostics->len - removed->len + added->len);
  while (i < removed->len || j < added->len)
    {
      guint start = G_MAXUINT, position, n_removed = 0, n_added = 0;

      /* the old entries up to the next change go over as they are */
      if (i < removed->len)
        start = wadi_live_rules_find (self, &g_array_index (removed, WadiDiagnostic, i));
      if (j < added->len)
        start = MIN (start, insertion_point (self, &g_array_index (added, WadiDiagnostic, j)));
      keep_old (self, start);
      position = self->next->len;
      /* then the run: what goes and what comes until an entry that stays */
      for (;;)
        {
          const WadiDiagnostic *old = old_at_rest (self);

          if (i < removed->len && old != NULL && wadi_diagnostic_compare (old, &g_array_index (removed, WadiDiagnostic, i)) == 0)
            {
              drop_old (self);
              i++;
              n_removed++;
            }
          else if (j < added->len && (old == NULL || wadi_diagnostic_compare (&g_array_index (added, WadiDiagnostic, j), old) < 0))
            {
              add_new (self, &g_array_index (added, WadiDiagnostic, j));
              j++;
              n_added++;
            }
          else
            break;
        }
      /* not with a delta that fits the list, as checked above */
      if (n_removed == 0 && n_added == 0)
        {
          g_warn_if_reached ();
          break;
        }
      g_list_model_items_changed (G_LIST_MODEL (self), position, n_removed, n_added);
    }
  end_change (self);
  return TRUE;
}

void
wadi_live_rules_flush (WadiLiveRules *self)
{
  g_autoptr(GArray) report = NULL;

  g_return_if_fail (WADI_IS_LIVE_RULES (self));
  /* not from an items-changed handler: the list is being changed */
  g_return_if_fail (self->next == NULL);

  g_clear_handle_id (&self->idle_id, g_source_remove);
  if (self->pending == NULL)
    return;
  wadi_validator_update (self->validator, self->pending);
  g_clear_pointer (&self->pending, wadi_region_free);
  if (!apply_delta (self))
    {
      report = wadi_validator_collect (self->validator);
      apply_report (self, report);
    }
  self->latency = g_get_monotonic_time () - self->first_change;
  g_signal_emit (self, signals[UPDATED], 0);
}

static gboolean
on_idle (gpointer data)
{
  WadiLiveRules *self = data;

  self->idle_id = 0;
  wadi_live_rules_flush (self);
  return G_SOURCE_REMOVE;
}

/* An edit's re-check and delta cost well under a millisecond, so they run
 * before the frame that paints the edit (GDK's frame clock paints at
 * GDK_PRIORITY_REDRAW, G_PRIORITY_HIGH_IDLE + 20): the panel shows the edit
 * in that same frame, not a frame later.  Still after the input events, so
 * the changes of a stroke made within a frame are validated together. */
#define PRIORITY_BEFORE_REDRAW (G_PRIORITY_HIGH_IDLE + 10)
/* Past this many hexes an edit (a fill) is re-checked after the canvas has
 * painted it, as is a whole re-validation (the SSR, the ruleset, the
 * boards' layout): painting never waits for them. */
#define COSTLY_HEXES 4096

static gboolean
pending_is_costly (const WadiRegion *pending)
{
  return (pending->flags & (WADI_REGION_ALL | WADI_REGION_MAP | WADI_REGION_SSR | WADI_REGION_RULESET))
         || (pending->hexes != NULL && pending->hexes->len > COSTLY_HEXES);
}

/* The document's change hook: it runs before every ::changed handler, so
 * that each of them (the canvas's placement check and the panels among
 * them) reads a context that is up to date. */
static void
on_document_change_hook (WadiDocument     *document,
                         const WadiRegion *region,
                         gpointer          data)
{
  WadiLiveRules *self = data;
  int            priority;

  /* The context at once: it indexes counters by pointer into the
   * scenario, and readers between now and the idle need it true. */
  wadi_rules_context_update (self->ctx, region);
  if (self->pending == NULL)
    {
      self->pending = wadi_region_new ();
      self->first_change = g_get_monotonic_time ();
    }
  wadi_region_merge (self->pending, region);
  priority = pending_is_costly (self->pending) ? G_PRIORITY_DEFAULT_IDLE : PRIORITY_BEFORE_REDRAW;
  if (self->idle_id != 0 && self->idle_priority != priority)
    g_clear_handle_id (&self->idle_id, g_source_remove);
  if (self->idle_id == 0)
    {
      self->idle_priority = priority;
      self->idle_id = g_idle_add_full (priority, on_idle, self, NULL);
    }
}

gboolean
wadi_live_rules_is_pending (WadiLiveRules *self)
{
  return self->pending != NULL;
}

WadiDocument *
wadi_live_rules_get_document (WadiLiveRules *self)
{
  return self->document;
}

const WadiRulesContext *
wadi_live_rules_get_context (WadiLiveRules *self)
{
  return self->ctx;
}

guint
wadi_live_rules_count (WadiLiveRules *self,
                       WadiSeverity   severity)
{
  return severity <= WADI_SEVERITY_INFO ? self->counts[severity] : 0;
}

gint64
wadi_live_rules_last_latency (WadiLiveRules *self)
{
  return self->latency;
}

/* Lookups: the report order puts the scenario-wide diagnostics first, then
 * row, column of the map, so a hex's diagnostics are one run. */

static int
compare_place (const WadiDiagnostic *d,
               int                   row,
               int                   col)
{
  if (d->place == WADI_DIAG_AT_SCENARIO)
    return -1;
  if (d->hex.row != row)
    return d->hex.row < row ? -1 : 1;
  if (d->hex.col != col)
    return d->hex.col < col ? -1 : 1;
  return 0;
}

static guint
lower_bound (WadiLiveRules *self,
             int            row,
             int            col)
{
  guint lo = 0, hi = self->diagnostics->len;

  while (lo < hi)
    {
      guint mid = lo + (hi - lo) / 2;

      if (compare_place (&g_array_index (self->diagnostics, WadiDiagnostic, mid), row, col) < 0)
        lo = mid + 1;
      else
        hi = mid;
    }
  return lo;
}

void
wadi_live_rules_collect_marks (WadiLiveRules *self,
                               int            col0,
                               int            row0,
                               int            col1,
                               int            row1,
                               GArray        *out)
{
  guint n = self->diagnostics->len;

  if (n == 0 || row1 < row0 || col1 < col0)
    return;
  /* Far out, most of the map is in view: one pass beats a search a row. */
  if ((guint) (row1 - row0 + 1) * (guint) g_bit_storage (n) >= n)
    {
      for (guint i = 0; i < n; i++)
        {
          const WadiDiagnostic *d = &g_array_index (self->diagnostics, WadiDiagnostic, i);

          if (d->place != WADI_DIAG_AT_SCENARIO && d->hex.row >= row0 && d->hex.row <= row1 && d->hex.col >= col0 && d->hex.col <= col1)
            g_array_append_vals (out, d, 1);
        }
      return;
    }
  for (int row = row0; row <= row1; row++)
    for (guint i = lower_bound (self, row, col0); i < n; i++)
      {
        const WadiDiagnostic *d = &g_array_index (self->diagnostics, WadiDiagnostic, i);

        if (compare_place (d, row, col1) > 0)
          break;
        g_array_append_vals (out, d, 1);
      }
}

static gboolean
touches_hex (WadiGridLayout        layout,
             const WadiDiagnostic *d,
             WadiHex               hex)
{
  WadiHex hexes[3];

  switch (d->place)
    {
    case WADI_DIAG_AT_HEXSIDE:
      return wadi_hex_equal (d->hexside.hex, hex)
             || wadi_hex_equal (wadi_hexside_other_hex (layout, d->hexside), hex);
    case WADI_DIAG_AT_VERTEX:
      wadi_vertex_hexes (layout, d->vertex, hexes);
      return wadi_hex_equal (hexes[0], hex) || wadi_hex_equal (hexes[1], hex) || wadi_hex_equal (hexes[2], hex);
    case WADI_DIAG_AT_HEX:
    case WADI_DIAG_AT_COUNTER:
      return wadi_hex_equal (d->hex, hex);
    case WADI_DIAG_AT_SCENARIO:
    default:
      return FALSE;
    }
}

void
wadi_live_rules_collect_at_hex (WadiLiveRules *self,
                                WadiHex        hex,
                                GArray        *out)
{
  const WadiBoard *b = wadi_rules_context_map (self->ctx);
  WadiHex          around[WADI_DIRECTION_COUNT + 1];
  guint            n = self->diagnostics->len;

  if (b == NULL)
    return;
  /* A hexside or a vertex is kept at the hex that owns it: this one or a
   * neighbour. */
  around[0] = hex;
  for (WadiDirection d = 0; d < WADI_DIRECTION_COUNT; d++)
    around[d + 1] = wadi_hex_neighbor (b->layout, hex, d);
  for (guint k = 0; k < G_N_ELEMENTS (around); k++)
    for (guint i = lower_bound (self, around[k].row, around[k].col); i < n; i++)
      {
        const WadiDiagnostic *d = &g_array_index (self->diagnostics, WadiDiagnostic, i);

        if (compare_place (d, around[k].row, around[k].col) != 0)
          break;
        if (touches_hex (b->layout, d, hex))
          g_array_append_vals (out, d, 1);
      }
}

guint
wadi_live_rules_find (WadiLiveRules        *self,
                      const WadiDiagnostic *diagnostic)
{
  guint lo = 0, hi = self->diagnostics->len;

  while (lo < hi)
    {
      guint mid = lo + (hi - lo) / 2;
      int   c = wadi_diagnostic_compare (&g_array_index (self->diagnostics, WadiDiagnostic, mid), diagnostic);

      if (c == 0)
        return mid;
      if (c < 0)
        lo = mid + 1;
      else
        hi = mid;
    }
  return G_MAXUINT;
}

/* GObject */

struct _WadiLiveRulesStart
{
  const WadiScenario *scenario;
  WadiRulesContext   *ctx;
  WadiValidator      *validator;
  GArray             *report;
};

WadiLiveRulesStart *
wadi_live_rules_start_new (const WadiScenario *scenario)
{
  return wadi_live_rules_start_new_cancellable (scenario, NULL);
}

WadiLiveRulesStart *
wadi_live_rules_start_new_cancellable (const WadiScenario *scenario,
                                       GCancellable       *cancellable)
{
  WadiLiveRulesStart *start;

  if (g_cancellable_is_cancelled (cancellable))
    return NULL;
  start = g_new0 (WadiLiveRulesStart, 1);
  start->scenario = scenario;
  start->ctx = wadi_rules_context_new (scenario);
  start->validator = wadi_validator_new_cancellable (start->ctx, cancellable);
  if (start->validator == NULL || g_cancellable_is_cancelled (cancellable))
    {
      wadi_live_rules_start_free (start);
      return NULL;
    }
  start->report = wadi_validator_collect (start->validator);
  return start;
}

void
wadi_live_rules_start_free (WadiLiveRulesStart *start)
{
  if (start == NULL)
    return;
  g_clear_pointer (&start->report, g_array_unref);
  /* the validator reads the context: it goes first */
  g_clear_pointer (&start->validator, wadi_validator_free);
  g_clear_pointer (&start->ctx, wadi_rules_context_free);
  g_free (start);
}

WadiLiveRules *
wadi_live_rules_new_started (WadiDocument       *document,
                             WadiLiveRulesStart *start)
{
  WadiLiveRules *self = g_object_new (WADI_TYPE_LIVE_RULES, NULL);

  g_return_val_if_fail (start->scenario == wadi_document_get_scenario (document), self);
  self->document = g_object_ref (document);
  self->ctx = g_steal_pointer (&start->ctx);
  self->validator = g_steal_pointer (&start->validator);
  /* the list starts empty: the report is all added, in one change */
  apply_report (self, start->report);
  wadi_live_rules_start_free (start);
  self->change_hook = wadi_document_add_change_hook (document, on_document_change_hook, self);
  return self;
}

WadiLiveRules *
wadi_live_rules_new (WadiDocument *document)
{
  return wadi_live_rules_new_started (document, wadi_live_rules_start_new (wadi_document_get_scenario (document)));
}

static void
wadi_live_rules_dispose (GObject *object)
{
  WadiLiveRules *self = WADI_LIVE_RULES (object);

  g_clear_handle_id (&self->idle_id, g_source_remove);
  if (self->document != NULL)
    {
      wadi_document_remove_change_hook (self->document, self->change_hook);
      self->change_hook = 0;
    }
  g_clear_object (&self->document);
  G_OBJECT_CLASS (wadi_live_rules_parent_class)->dispose (object);
}

static void
wadi_live_rules_finalize (GObject *object)
{
  WadiLiveRules *self = WADI_LIVE_RULES (object);

  g_clear_pointer (&self->pending, wadi_region_free);
  g_clear_pointer (&self->validator, wadi_validator_free);
  g_clear_pointer (&self->ctx, wadi_rules_context_free);
  g_array_unref (self->diagnostics);
  g_ptr_array_unref (self->items);
  g_clear_pointer (&self->spare, g_array_unref);
  g_clear_pointer (&self->spare_items, g_ptr_array_unref);
  G_OBJECT_CLASS (wadi_live_rules_parent_class)->finalize (object);
}

static void
wadi_live_rules_class_init (WadiLiveRulesClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = wadi_live_rules_dispose;
  object_class->finalize = wadi_live_rules_finalize;

  signals[UPDATED] = g_signal_new ("updated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
wadi_live_rules_init (WadiLiveRules *self)
{
  self->diagnostics = g_array_new (FALSE, FALSE, sizeof (WadiDiagnostic));
  self->items = g_ptr_array_new_with_free_func (item_clear);
}
