/* wadi-terrain.c: names of the model's vocabulary */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "wadi-terrain.h"

typedef struct
{
  const char *name;
  const char *display_name;
} TerrainName;

/* Indexed by WadiTerrain; the name is the file spelling and never changes;
 * the display name is translated where it is shown. */
/* clang-format off */
static const TerrainName terrain_names[WADI_TERRAIN_COUNT] = {
  [WADI_TERRAIN_OPEN] = { "open", N_("Open Ground") },
  [WADI_TERRAIN_HAMMADA] = { "hammada", N_("Hammada") },
  [WADI_TERRAIN_ROAD] = { "road", N_("Road") },
  [WADI_TERRAIN_WOODS] = { "woods", N_("Woods") },
  [WADI_TERRAIN_BRUSH] = { "brush", N_("Brush") },
  [WADI_TERRAIN_GRAIN] = { "grain", N_("Grain") },
  [WADI_TERRAIN_ORCHARD] = { "orchard", N_("Orchard") },
  [WADI_TERRAIN_MARSH] = { "marsh", N_("Marsh") },
  [WADI_TERRAIN_MUDFLAT] = { "mudflat", N_("Mudflat") },
  [WADI_TERRAIN_POND] = { "pond", N_("Pond") },
  [WADI_TERRAIN_BUILDING] = { "building", N_("Building") },
  [WADI_TERRAIN_RUBBLE] = { "rubble", N_("Rubble") },
  [WADI_TERRAIN_TOWN] = { "town", N_("Town") },
  [WADI_TERRAIN_SWAMP] = { "swamp", N_("Swamp") },
  [WADI_TERRAIN_SLOPE] = { "slope", N_("Slope") },
  [WADI_TERRAIN_HILLTOP] = { "hilltop", N_("Hilltop") },
};
/* clang-format on */

static const char *const depression_names[WADI_DEPRESSION_COUNT] = {
  [WADI_DEPRESSION_NONE] = "none",
  [WADI_DEPRESSION_GULLY] = "gully",
  [WADI_DEPRESSION_STREAM] = "stream",
  [WADI_DEPRESSION_WADI] = "wadi",
};

static const char *const hex_flag_names[WADI_HEX_FLAG_COUNT_] = {
  "road",
  "wadi-entrance",
  "wadi-bridge",
  "bridge",
};

static const char *const side_feature_names[WADI_SIDE_FEATURE_COUNT_] = {
  "depression",
  "cliff",
  "depression-cliff",
  "crest-line",
  "wadi",
  "hedge",
  "wall",
  "slope",
  "woods",
  "road",
  "dirt-road",
  "path",
};
/* As the editor and the legend show them, translated where shown. */
/* clang-format off */
static const char *const side_feature_display_names[WADI_SIDE_FEATURE_COUNT_] = {
  N_("Depression hexside"), N_("Cliff"), N_("Depression cliff"), N_("Crest line"), N_("Wadi hexside"),
  N_("Hedge"), N_("Wall"), N_("Slope"), N_("Woods hexside"), N_("Road"), N_("Dirt road"), N_("Path"),
};
/* clang-format on */

const char *
wadi_terrain_name (WadiTerrain terrain)
{
  g_return_val_if_fail (terrain < WADI_TERRAIN_COUNT, NULL);
  return terrain_names[terrain].name;
}

const char *
wadi_terrain_display_name (WadiTerrain terrain)
{
  g_return_val_if_fail (terrain < WADI_TERRAIN_COUNT, NULL);
  return terrain_names[terrain].display_name;
}

gboolean
wadi_terrain_from_name (const char  *name,
                        WadiTerrain *terrain)
{
  g_return_val_if_fail (name != NULL, FALSE);

  /* the first letter first: the loader asks this of every hex of a file */
  for (guint i = 0; i < WADI_TERRAIN_COUNT; i++)
    if (name[0] == terrain_names[i].name[0] && strcmp (name, terrain_names[i].name) == 0)
      {
        *terrain = (WadiTerrain) i;
        return TRUE;
      }
  return FALSE;
}

const char *
wadi_depression_name (WadiDepression kind)
{
  g_return_val_if_fail (kind < WADI_DEPRESSION_COUNT, NULL);
  return depression_names[kind];
}

gboolean
wadi_depression_from_name (const char     *name,
                           WadiDepression *kind)
{
  for (guint i = 0; i < WADI_DEPRESSION_COUNT; i++)
    if (g_strcmp0 (name, depression_names[i]) == 0)
      {
        *kind = (WadiDepression) i;
        return TRUE;
      }
  return FALSE;
}

static int
bit_index (guint bit)
{
  return bit == 0 || (bit & (bit - 1)) != 0 ? -1 : g_bit_nth_lsf (bit, -1);
}

/* Parses a space-separated list of names into a bit mask. */
static gboolean
bits_from_string (const char        *text,
                  const char *const *names,
                  guint              n_names,
                  guint             *bits,
                  char             **bad_word)
{
  g_auto(GStrv) words = g_strsplit_set (text != NULL ? text : "", " \t\n\r", -1);
  guint result = 0;

  for (guint w = 0; words[w] != NULL; w++)
    {
      gboolean found = FALSE;

      if (words[w][0] == '\0')
        continue;
      for (guint i = 0; i < n_names; i++)
        if (strcmp (words[w], names[i]) == 0)
          {
            result |= 1u << i;
            found = TRUE;
            break;
          }
      if (!found)
        {
          if (bad_word != NULL)
            *bad_word = g_strdup (words[w]);
          return FALSE;
        }
    }
  *bits = result;
  return TRUE;
}

static char *
bits_to_string (guint              bits,
                const char *const *names,
                guint              n_names)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < n_names; i++)
    if (bits & (1u << i))
      {
        if (s->len > 0)
          g_string_append_c (s, ' ');
        g_string_append (s, names[i]);
      }
  return g_string_free (s, FALSE);
}

const char *
wadi_hex_flag_name (WadiHexFlags flag)
{
  int i = bit_index (flag);

  g_return_val_if_fail (i >= 0 && i < WADI_HEX_FLAG_COUNT_, NULL);
  return hex_flag_names[i];
}

gboolean
wadi_hex_flags_from_string (const char *text,
                            guint      *flags,
                            char      **bad_word)
{
  return bits_from_string (text, hex_flag_names, WADI_HEX_FLAG_COUNT_, flags, bad_word);
}

char *
wadi_hex_flags_to_string (guint flags)
{
  return bits_to_string (flags, hex_flag_names, WADI_HEX_FLAG_COUNT_);
}

const char *
wadi_side_feature_name (WadiSideFeatures feature)
{
  int i = bit_index (feature);

  g_return_val_if_fail (i >= 0 && i < WADI_SIDE_FEATURE_COUNT_, NULL);
  return side_feature_names[i];
}

const char *
wadi_side_feature_display_name (WadiSideFeatures feature)
{
  int i = bit_index (feature);

  g_return_val_if_fail (i >= 0 && i < WADI_SIDE_FEATURE_COUNT_, NULL);
  return side_feature_display_names[i];
}

gboolean
wadi_side_features_from_string (const char *text,
                                guint      *features,
                                char      **bad_word)
{
  return bits_from_string (text, side_feature_names, WADI_SIDE_FEATURE_COUNT_, features, bad_word);
}

char *
wadi_side_features_to_string (guint features)
{
  return bits_to_string (features, side_feature_names, WADI_SIDE_FEATURE_COUNT_);
}
