/* wadi-format-read-scenario.c: reading <scenario> and <ssr>
 *
 * The root element says which format version the file is (a newer one is
 * refused first, whatever else it holds), the ruleset and the kind; the
 * version decides what the rest of the file may hold.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include <string.h>

#include "wadi-format-read-private.h"

static const char *
ruleset_at (guint index)
{
  return wadi_ruleset_name ((WadiRulesetId) index);
}

static const char *
ruleset_v1_at (guint index)
{
  return wadi_ruleset_v1_name ((WadiRulesetId) index);
}

/* The ruleset a file of format version names: each version has its own
 * spellings (wadi-scenario.h), the model's only ruleset names. */
static gboolean
ruleset_from_file_name (const char    *name,
                        gint64         version,
                        WadiRulesetId *ruleset)
{
  if (version >= 2)
    return wadi_ruleset_from_name (name, ruleset);
  return wadi_ruleset_from_v1_name (name, ruleset);
}

static const char *
stream_depth_at (guint index)
{
  return wadi_stream_depth_name ((WadiStreamDepth) index);
}

void
wadi_reader_start_scenario (Reader         *reader,
                            int             n_attributes,
                            const xmlChar **attributes)
{
  static const char *const names[] = { "version", "ruleset", "kind", NULL };
  enum
  {
    VERSION,
    RULESET,
    KIND
  };
  const char   *values[G_N_ELEMENTS (names)];
  gint64        version;
  WadiRulesetId ruleset;
  gboolean      is_overlay = FALSE;

  if (!wadi_reader_collect_attributes (reader, ELEMENT_SCENARIO, names, n_attributes, attributes, values))
    return;
  /* The version first: a newer file is refused for being newer, whatever
   * else it holds. */
  if (!wadi_reader_require (reader, ELEMENT_SCENARIO, "version", values[VERSION]))
    return;
  if (!wadi_reader_parse_number (values[VERSION], 1, G_MAXINT32, &version))
    {
      wadi_reader_fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                                _("version “%s” is not a format version, expected 1 to %d"),
                                   wadi_reader_quoted (reader, values[VERSION]), WADI_FORMAT_VERSION);
      return;
    }
  if (version > WADI_FORMAT_VERSION)
    {
      wadi_reader_fail_element (reader, WADI_FORMAT_ERROR_VERSION,
                                _("the file is format version %lld, written by a newer Wadi, "
                                  "expected version %d or older"),
                                   (long long) version, WADI_FORMAT_VERSION);
      return;
    }
  if (!wadi_reader_require (reader, ELEMENT_SCENARIO, "ruleset", values[RULESET]))
    return;
  if (!ruleset_from_file_name (values[RULESET], version, &ruleset))
    {
      wadi_reader_fail_name (reader, "ruleset", values[RULESET], version >= 2 ? ruleset_at : ruleset_v1_at,
                             WADI_RULESET_COUNT);
      return;
    }
  if (values[KIND] != NULL)
    {
      if (version < 4)
        {
          wadi_reader_fail_element (reader, WADI_FORMAT_ERROR_INVALID,
                                    _("kind in a format version %d file, expected it only from version 4"),
                                       (int) version);
          return;
        }
      if (strcmp (values[KIND], "overlay") == 0)
        is_overlay = TRUE;
      else if (strcmp (values[KIND], "scenario") != 0)
        {
          wadi_reader_fail_element (reader, WADI_FORMAT_ERROR_INVALID, _("unknown kind “%s”, expected scenario or overlay"), wadi_reader_quoted (reader, values[KIND]));
          return;
        }
    }
  reader->scenario = wadi_scenario_new (ruleset);
  reader->scenario->is_overlay = is_overlay;
  reader->version = version;
}

void
wadi_reader_start_ssr (Reader         *reader,
                       int             n_attributes,
                       const xmlChar **attributes)
{
  static const char *const names[] = {
    "stream-depth", "frozen", "snow", "toi-wadi-rules", "toi-stream-bridges-block-los", NULL
  };
  enum
  {
    STREAM_DEPTH,
    FROZEN,
    SNOW,
    TOI_WADI_RULES,
    TOI_STREAM_BRIDGES_BLOCK_LOS
  };
  const char *values[G_N_ELEMENTS (names)];
  WadiSsr     ssr;

  if (!wadi_reader_collect_attributes (reader, ELEMENT_SSR, names, n_attributes, attributes, values))
    return;
  wadi_ssr_init_default (&ssr);
  if (values[STREAM_DEPTH] != NULL && !wadi_stream_depth_from_name (values[STREAM_DEPTH], &ssr.stream_depth))
    {
      wadi_reader_fail_name (reader, "stream-depth", values[STREAM_DEPTH], stream_depth_at, WADI_STREAM_DEPTH_COUNT);
      return;
    }
  if (!wadi_reader_bool_attribute (reader, names[FROZEN], values[FROZEN], &ssr.frozen)
      || !wadi_reader_bool_attribute (reader, names[SNOW], values[SNOW], &ssr.snow)
      || !wadi_reader_bool_attribute (reader, names[TOI_WADI_RULES], values[TOI_WADI_RULES], &ssr.toi_wadi_rules)
      || !wadi_reader_bool_attribute (reader, names[TOI_STREAM_BRIDGES_BLOCK_LOS],
                                      values[TOI_STREAM_BRIDGES_BLOCK_LOS], &ssr.toi_stream_bridges_block_los))
    return;
  /* another ruleset's SSRs (older files have them all) mean nothing here:
   * read as the defaults, so the scenario is what Wadi writes for it */
  {
    WadiSsrFields fields = wadi_ssr_fields_of (reader->scenario->ruleset);
    WadiSsr       owned;

    wadi_ssr_init_default (&owned);
    if (fields & WADI_SSR_STREAM_DEPTH)
      owned.stream_depth = ssr.stream_depth;
    if (fields & WADI_SSR_FROZEN)
      owned.frozen = ssr.frozen;
    if (fields & WADI_SSR_SNOW)
      owned.snow = ssr.snow;
    if (fields & WADI_SSR_TOI_WADI_RULES)
      owned.toi_wadi_rules = ssr.toi_wadi_rules;
    if (fields & WADI_SSR_TOI_STREAM_BRIDGES_BLOCK_LOS)
      owned.toi_stream_bridges_block_los = ssr.toi_stream_bridges_block_los;
    reader->scenario->ssr = owned;
  }
}
