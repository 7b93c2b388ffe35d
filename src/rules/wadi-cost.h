/* wadi-cost.h: a cost and how it was reached
 *
 * A cost is an expression of terms, each with its label and the rule it
 * comes from, so that the answer can be shown the way the rulebook writes
 * it: "2 [enter wadi, F5.2] x 2 [higher elevation, B10.4] = 4", or, nested,
 * "16 {4 [enter Crest status] x 4 [Reverse]}".
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum
{
  WADI_COST_TERM,    /* a value with a label and a rule */
  WADI_COST_SUM,     /* the sum of its children */
  WADI_COST_PRODUCT, /* the product of its children */
} WadiCostKind;

typedef struct _WadiCost WadiCost;

struct _WadiCost
{
  WadiCostKind kind;
  double       value;    /* a term's value; for SUM and PRODUCT, kept equal to the result */
  const char  *label;    /* static, untranslated (N_ ()); a SUM's may be NULL */
  const char  *rule;     /* static rule reference ("F5.2"), or NULL */
  GPtrArray   *children; /* WadiCost, for SUM and PRODUCT */
};

WadiCost *wadi_cost_term (double      value,
                          const char *label,
                          const char *rule);
WadiCost *wadi_cost_sum (void);
/* A sum written with its own label and rule round its terms. */
WadiCost *wadi_cost_named_sum (const char *label,
                               const char *rule);
WadiCost *wadi_cost_product (void);
/* Appends child (taking it) to a SUM or PRODUCT and updates value. */
void   wadi_cost_add (WadiCost *group,
                      WadiCost *child);
void   wadi_cost_free (WadiCost *cost);
double wadi_cost_value (const WadiCost *cost);
/* "2 [enter wadi, F5.2] x 2 [higher elevation, B10.4]" (no "= total"). */
char *wadi_cost_to_string (const WadiCost *cost);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WadiCost, wadi_cost_free)

G_END_DECLS
