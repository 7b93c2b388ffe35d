/* wadi-change-card.c: a change of the scenario card: the number of turns
 * (and whether a half turn ends them), the forces and the free-text special rules */
#include "config.h"

#include <string.h>

#include "wadi-change.h"

typedef struct
{
  guint      turns;
  gboolean   half_turn;     /* turns and a half; never with no turns */
  GArray    *sides;         /* WadiScenarioSide */
  GPtrArray *special_rules; /* char * */
} Card;

typedef struct
{
  WadiChange parent;
  Card       before;
  Card       after;
} CardChange;

static void
side_clear_func (gpointer data)
{
  wadi_scenario_side_clear (data);
}

/* A deep copy of the card's parts. */
static void
card_init (Card            *card,
           guint            turns,
           gboolean         half_turn,
           const GArray    *sides,
           const GPtrArray *special_rules)
{
  card->turns = turns;
  card->half_turn = turns > 0 && half_turn;
  card->sides = g_array_new (FALSE, TRUE, sizeof (WadiScenarioSide));
  g_array_set_clear_func (card->sides, side_clear_func);
  for (guint i = 0; sides != NULL && i < sides->len; i++)
    {
      WadiScenarioSide copy;

      wadi_scenario_side_copy_into (&copy, &g_array_index (sides, WadiScenarioSide, i));
      g_array_append_val (card->sides, copy);
    }
  card->special_rules = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; special_rules != NULL && i < special_rules->len; i++)
    g_ptr_array_add (card->special_rules, g_strdup (g_ptr_array_index (special_rules, i)));
}

static void
card_clear (Card *card)
{
  g_clear_pointer (&card->sides, g_array_unref);
  g_clear_pointer (&card->special_rules, g_ptr_array_unref);
}

static gboolean
card_equal (guint            turns,
            gboolean         half_turn,
            const GArray    *sides,
            const GPtrArray *special_rules,
            const Card      *card)
{
  guint n_sides = sides != NULL ? sides->len : 0;
  guint n_rules = special_rules != NULL ? special_rules->len : 0;

  if (turns != card->turns || !(turns > 0 && half_turn) != !card->half_turn || n_sides != card->sides->len || n_rules != card->special_rules->len)
    return FALSE;
  for (guint i = 0; i < n_sides; i++)
    {
      const WadiScenarioSide *a = &g_array_index (sides, WadiScenarioSide, i);
      const WadiScenarioSide *b = &g_array_index (card->sides, WadiScenarioSide, i);

      if (g_strcmp0 (a->name, b->name) != 0 || g_strcmp0 (a->nationality, b->nationality) != 0
          || !a->moves_first != !b->moves_first || !a->sets_up_first != !b->sets_up_first
          || g_strcmp0 (a->setup, b->setup) != 0)
        return FALSE;
    }
  for (guint i = 0; i < n_rules; i++)
    if (g_strcmp0 (g_ptr_array_index (special_rules, i), g_ptr_array_index (card->special_rules, i)) != 0)
      return FALSE;
  return TRUE;
}

static void
card_change_clear (WadiChange *change)
{
  CardChange *self = (CardChange *) change;

  card_clear (&self->before);
  card_clear (&self->after);
}

static void
card_put (WadiScenario *scenario,
          const Card   *card)
{
  Card copy;

  card_init (&copy, card->turns, card->half_turn, card->sides, card->special_rules);
  scenario->turns = copy.turns;
  scenario->half_turn = copy.half_turn;
  g_array_unref (scenario->sides);
  scenario->sides = copy.sides;
  g_ptr_array_unref (scenario->special_rules);
  scenario->special_rules = copy.special_rules;
}

static void
card_change_apply (const WadiChange *change,
                   WadiScenario     *scenario)
{
  card_put (scenario, &((const CardChange *) change)->after);
}

static void
card_change_revert (const WadiChange *change,
                    WadiScenario     *scenario)
{
  card_put (scenario, &((const CardChange *) change)->before);
}

static void
card_change_merge (WadiChange *change,
                   WadiChange *later)
{
  CardChange *self = (CardChange *) change;
  CardChange *next = (CardChange *) later;

  card_clear (&self->after);
  self->after = next->after;
  next->after = (Card) { 0, FALSE, NULL, NULL };
}

static gboolean
card_change_is_noop (const WadiChange *change)
{
  const CardChange *self = (const CardChange *) change;

  return card_equal (self->before.turns, self->before.half_turn, self->before.sides, self->before.special_rules, &self->after);
}

static void
card_change_add_region (const WadiChange   *change,
                        const WadiScenario *scenario,
                        WadiRegion         *region)
{
  region->flags |= WADI_REGION_METADATA;
}

static gsize
card_size (const Card *card)
{
  gsize size = sizeof (Card);

  if (card->sides == NULL)
    return size;
  for (guint i = 0; i < card->sides->len; i++)
    {
      const WadiScenarioSide *side = &g_array_index (card->sides, WadiScenarioSide, i);

      size += sizeof (WadiScenarioSide) + (side->name != NULL ? strlen (side->name) + 1 : 0)
              + (side->nationality != NULL ? strlen (side->nationality) + 1 : 0)
              + (side->setup != NULL ? strlen (side->setup) + 1 : 0);
    }
  for (guint i = 0; i < card->special_rules->len; i++)
    size += sizeof (gpointer) + strlen (g_ptr_array_index (card->special_rules, i)) + 1;
  return size;
}

static gsize
card_change_size (const WadiChange *change)
{
  const CardChange *self = (const CardChange *) change;

  return wadi_change_record_size (sizeof (CardChange)) + card_size (&self->before) + card_size (&self->after);
}

static const WadiChangeClass card_change_class = {
  .name = "card",
  .clear = card_change_clear,
  .apply = card_change_apply,
  .revert = card_change_revert,
  .merge = card_change_merge,
  .is_noop = card_change_is_noop,
  .add_region = card_change_add_region,
  .size = card_change_size,
};

WadiChange *
wadi_change_card_new (const WadiScenario *scenario,
                      guint               turns,
                      gboolean            half_turn,
                      const GArray       *sides,
                      const GPtrArray    *special_rules)
{
  Card        current = { scenario->turns, scenario->half_turn, scenario->sides, scenario->special_rules };
  CardChange *self;

  if (card_equal (turns, half_turn, sides, special_rules, &current))
    return NULL;
  self = g_new0 (CardChange, 1);
  self->parent.target = (WadiChangeTarget) { &card_change_class, 0, 0, 0 };
  card_init (&self->before, scenario->turns, scenario->half_turn, scenario->sides, scenario->special_rules);
  card_init (&self->after, turns, half_turn, sides, special_rules);
  return &self->parent;
}
