/* wadi-cost.c: a cost and how it was reached */
#include "config.h"

#include "wadi-cost.h"

static WadiCost *
cost_new (WadiCostKind kind,
          double       value)
{
  WadiCost *cost = g_new0 (WadiCost, 1);

  cost->kind = kind;
  cost->value = value;
  if (kind != WADI_COST_TERM)
    cost->children = g_ptr_array_new_with_free_func ((GDestroyNotify) wadi_cost_free);
  return cost;
}

WadiCost *
wadi_cost_term (double      value,
                const char *label,
                const char *rule)
{
  WadiCost *cost = cost_new (WADI_COST_TERM, value);

  cost->label = label;
  cost->rule = rule;
  return cost;
}

WadiCost *
wadi_cost_sum (void)
{
  return cost_new (WADI_COST_SUM, 0);
}

WadiCost *
wadi_cost_named_sum (const char *label,
                     const char *rule)
{
  WadiCost *cost = cost_new (WADI_COST_SUM, 0);

  cost->label = label;
  cost->rule = rule;
  return cost;
}

WadiCost *
wadi_cost_product (void)
{
  return cost_new (WADI_COST_PRODUCT, 1);
}

void
wadi_cost_add (WadiCost *group,
               WadiCost *child)
{
  g_return_if_fail (group->kind != WADI_COST_TERM);
  if (group->kind == WADI_COST_SUM)
    group->value += child->value;
  else
    group->value *= child->value;
  g_ptr_array_add (group->children, child);
}

void
wadi_cost_free (WadiCost *cost)
{
  if (cost == NULL)
    return;
  g_clear_pointer (&cost->children, g_ptr_array_unref);
  g_free (cost);
}

double
wadi_cost_value (const WadiCost *cost)
{
  return cost->value;
}

static void
append_number (GString *out,
               double   value)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  /* Costs are small halves at most (the classic charts' 1/2 MF roads). */
  g_string_append (out, g_ascii_formatd (buf, sizeof buf, "%g", value));
}

/* "2 [enter gully, B19]", its value times sign. */
static void
append_term (GString        *out,
             const WadiCost *term,
             double          sign)
{
  append_number (out, term->value * sign);
  g_string_append (out, " [");
  g_string_append (out, term->label);
  if (term->rule != NULL)
    g_string_append_printf (out, ", %s", term->rule);
  g_string_append_c (out, ']');
}

static void
append_cost (GString        *out,
             const WadiCost *cost,
             gboolean        nested)
{
  switch (cost->kind)
    {
    case WADI_COST_TERM:
      append_term (out, cost, 1.0);
      break;
    case WADI_COST_SUM:
    case WADI_COST_PRODUCT:
      /* what the terms add up to, named by the rule that makes it so:
       * "2 {move out of Crest status, B20.93: 2 [enter gully, B19]}" */
      if (cost->label != NULL)
        {
          append_number (out, cost->value);
          g_string_append_printf (out, " {%s", cost->label);
          if (cost->rule != NULL)
            g_string_append_printf (out, ", %s", cost->rule);
          g_string_append (out, ": ");
          nested = FALSE;
        }
      else if (cost->children->len == 1)
        {
          append_cost (out, g_ptr_array_index (cost->children, 0), nested);
          break;
        }
      /* A group inside another is written the rulebook's way:
       * "16 {4 [enter Crest status] x 4 [Reverse]}". */
      else if (nested)
        {
          append_number (out, cost->value);
          g_string_append (out, " {");
        }
      for (guint i = 0; i < cost->children->len; i++)
        {
          const WadiCost *child = g_ptr_array_index (cost->children, i);

          /* a saving is taken off, as the rulebook writes it: "2 [...] - 1 [...]" */
          if (i > 0 && cost->kind == WADI_COST_SUM && child->kind == WADI_COST_TERM && child->value < 0)
            {
              g_string_append (out, " - ");
              append_term (out, child, -1.0);
              continue;
            }
          if (i > 0)
            g_string_append (out, cost->kind == WADI_COST_SUM ? " + " : " x ");
          append_cost (out, child, TRUE);
        }
      if (nested || cost->label != NULL)
        g_string_append_c (out, '}');
      break;
    default:
      g_assert_not_reached ();
    }
}

char *
wadi_cost_to_string (const WadiCost *cost)
{
  GString *out = g_string_new (NULL);

  if (cost->kind != WADI_COST_TERM && cost->children->len == 0)
    append_number (out, cost->value);
  else
    append_cost (out, cost, FALSE);
  return g_string_free (out, FALSE);
}
