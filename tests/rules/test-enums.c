/* test-enums.c: the enums registered with the type system (gnome.mkenums)
 *
 * A property, signal or setting that carries one of these enums names its
 * values by their nicks: each nick is the name the file format uses.
 */
#include "config.h"

#include "wadi-diagnostic.h"
#include "wadi-model-enums.h"
#include "wadi-rules-enums.h"
#include "wadi-scenario.h"

static const char *
nick_of (GType type,
         int   value)
{
  g_autoptr(GEnumClass) enum_class = g_type_class_ref (type);
  GEnumValue *registered = g_enum_get_value (enum_class, value);

  g_assert_true (G_TYPE_IS_ENUM (type));
  g_assert_nonnull (registered);
  return registered->value_nick;
}

/* Every value below count has the nick name () gives it. */
#define CHECK_NICKS(type, count, name)                \
  for (int value = 0; value < (int) (count); value++) \
  g_assert_cmpstr (nick_of ((type), value), ==, name (value))

static void
test_model_enums (void)
{
  CHECK_NICKS (WADI_TYPE_RULESET_ID, WADI_RULESET_COUNT, wadi_ruleset_name);
  CHECK_NICKS (WADI_TYPE_STREAM_DEPTH, WADI_STREAM_DEPTH_COUNT, wadi_stream_depth_name);
  CHECK_NICKS (WADI_TYPE_COUNTER_KIND, WADI_COUNTER_KIND_COUNT, wadi_counter_kind_name);
  CHECK_NICKS (WADI_TYPE_UNIT_CLASS, WADI_UNIT_CLASS_COUNT, wadi_unit_class_name);
  CHECK_NICKS (WADI_TYPE_POSITION, WADI_POSITION_COUNT, wadi_position_name);
}

static void
test_severity (void)
{
  g_autoptr(GEnumClass) enum_class = g_type_class_ref (WADI_TYPE_SEVERITY);

  g_assert_cmpint (g_enum_get_value_by_nick (enum_class, "error")->value, ==, WADI_SEVERITY_ERROR);
  g_assert_cmpint (g_enum_get_value_by_nick (enum_class, "warning")->value, ==, WADI_SEVERITY_WARNING);
  g_assert_cmpint (g_enum_get_value_by_nick (enum_class, "info")->value, ==, WADI_SEVERITY_INFO);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/enums/model", test_model_enums);
  g_test_add_func ("/enums/severity", test_severity);
  return g_test_run ();
}
