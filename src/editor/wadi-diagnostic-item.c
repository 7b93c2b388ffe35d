/* wadi-diagnostic-item.c: one diagnostic as a list item */
#include "config.h"

#include <glib/gi18n.h>

#include "wadi-describe.h"
#include "wadi-diagnostic-item.h"

struct _WadiDiagnosticItem
{
  GObject parent_instance;

  WadiDiagnostic diagnostic;
  char          *location;
};

G_DEFINE_FINAL_TYPE (WadiDiagnosticItem, wadi_diagnostic_item, G_TYPE_OBJECT)

static char *
location_label (const WadiDiagnostic *diagnostic,
                const WadiScenario   *scenario)
{
  const WadiBoard *grid = wadi_scenario_grid (scenario);
  WadiHex          hexes[3];

  if (diagnostic->place == WADI_DIAG_AT_SCENARIO || grid == NULL)
    return g_strdup (_("Scenario"));
  switch (diagnostic->place)
    {
    case WADI_DIAG_AT_HEXSIDE:
      hexes[0] = diagnostic->hexside.hex;
      hexes[1] = wadi_hexside_other_hex (grid->layout, diagnostic->hexside);
      return wadi_describe_hexes (scenario, hexes, 2);
    case WADI_DIAG_AT_VERTEX:
      wadi_vertex_hexes (grid->layout, diagnostic->vertex, hexes);
      return wadi_describe_hexes (scenario, hexes, 3);
    case WADI_DIAG_AT_COUNTER:
    case WADI_DIAG_AT_HEX:
    case WADI_DIAG_AT_SCENARIO:
    default:
      return wadi_scenario_location_label (scenario, diagnostic->hex);
    }
}

WadiDiagnosticItem *
wadi_diagnostic_item_new (const WadiDiagnostic *diagnostic,
                          const WadiScenario   *scenario)
{
  WadiDiagnosticItem *self = g_object_new (WADI_TYPE_DIAGNOSTIC_ITEM, NULL);

  self->diagnostic = *diagnostic;
  self->location = location_label (diagnostic, scenario);
  return self;
}

const WadiDiagnostic *
wadi_diagnostic_item_get (WadiDiagnosticItem *self)
{
  return &self->diagnostic;
}

WadiSeverity
wadi_diagnostic_item_get_severity (WadiDiagnosticItem *self)
{
  return self->diagnostic.severity;
}

const char *
wadi_diagnostic_item_get_code (WadiDiagnosticItem *self)
{
  return self->diagnostic.code;
}

const char *
wadi_diagnostic_item_get_rule (WadiDiagnosticItem *self)
{
  return self->diagnostic.rule;
}

const char *
wadi_diagnostic_item_get_message (WadiDiagnosticItem *self)
{
  return _(self->diagnostic.message);
}

const char *
wadi_diagnostic_item_get_location (WadiDiagnosticItem *self)
{
  return self->location;
}

const char *
wadi_severity_display_name (WadiSeverity severity)
{
  switch (severity)
    {
    case WADI_SEVERITY_ERROR:
      return _("Error");
    case WADI_SEVERITY_WARNING:
      return _("Warning");
    case WADI_SEVERITY_INFO:
    default:
      return _("Info");
    }
}

const char *
wadi_severity_icon_name (WadiSeverity severity)
{
  switch (severity)
    {
    case WADI_SEVERITY_ERROR:
      return "dialog-error-symbolic";
    case WADI_SEVERITY_WARNING:
      return "dialog-warning-symbolic";
    case WADI_SEVERITY_INFO:
    default:
      return "dialog-information-symbolic";
    }
}

static void
wadi_diagnostic_item_finalize (GObject *object)
{
  WadiDiagnosticItem *self = WADI_DIAGNOSTIC_ITEM (object);

  g_free (self->location);
  G_OBJECT_CLASS (wadi_diagnostic_item_parent_class)->finalize (object);
}

static void
wadi_diagnostic_item_class_init (WadiDiagnosticItemClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = wadi_diagnostic_item_finalize;
}

static void
wadi_diagnostic_item_init (WadiDiagnosticItem *self)
{
}
