/* wadi-cli-json.c: the JSON the rules commands print for other tools
 *
 * A small writer, indented two spaces a level: values go in the order they
 * are written, and the writer puts the commas in.  Keys are given for
 * members of objects and NULL for items of arrays.
 */
#include "config.h"

#include "wadi-cli-private.h"

struct _WadiCliJson
{
  GString *out;
  guint    depth;
  gboolean need_comma; /* the open container already holds a value */
};

WadiCliJson *
wadi_cli_json_new (void)
{
  WadiCliJson *json = g_new0 (WadiCliJson, 1);

  json->out = g_string_new (NULL);
  return json;
}

void
wadi_cli_json_free (WadiCliJson *json)
{
  if (json == NULL)
    return;
  g_string_free (json->out, TRUE);
  g_free (json);
}

static void
append_string (GString    *out,
               const char *text)
{
  g_autofree char *valid = g_utf8_make_valid (text, -1);

  g_string_append_c (out, '"');
  for (const char *p = valid; *p != '\0'; p++)
    {
      switch (*p)
        {
        case '"':
          g_string_append (out, "\\\"");
          break;
        case '\\':
          g_string_append (out, "\\\\");
          break;
        case '\n':
          g_string_append (out, "\\n");
          break;
        case '\t':
          g_string_append (out, "\\t");
          break;
        default:
          if ((guchar) *p < 0x20)
            g_string_append_printf (out, "\\u%04x", (guint) (guchar) *p);
          else
            g_string_append_c (out, *p);
          break;
        }
    }
  g_string_append_c (out, '"');
}

static void
new_line (WadiCliJson *json)
{
  g_string_append_c (json->out, '\n');
  for (guint i = 0; i < json->depth; i++)
    g_string_append (json->out, "  ");
}

/* Everything a value needs before it: the comma, its line, its key. */
static void
begin_value (WadiCliJson *json,
             const char  *key)
{
  if (json->need_comma)
    g_string_append_c (json->out, ',');
  if (json->depth > 0)
    new_line (json);
  if (key != NULL)
    {
      append_string (json->out, key);
      g_string_append (json->out, ": ");
    }
  json->need_comma = TRUE;
}

void
wadi_cli_json_begin_object (WadiCliJson *json,
                            const char  *key)
{
  begin_value (json, key);
  g_string_append_c (json->out, '{');
  json->depth++;
  json->need_comma = FALSE;
}

static void
end_container (WadiCliJson *json,
               char         close)
{
  g_return_if_fail (json->depth > 0);
  json->depth--;
  if (json->need_comma)
    new_line (json);
  g_string_append_c (json->out, close);
  json->need_comma = TRUE;
}

void
wadi_cli_json_end_object (WadiCliJson *json)
{
  end_container (json, '}');
}

void
wadi_cli_json_begin_array (WadiCliJson *json,
                           const char  *key)
{
  begin_value (json, key);
  g_string_append_c (json->out, '[');
  json->depth++;
  json->need_comma = FALSE;
}

void
wadi_cli_json_end_array (WadiCliJson *json)
{
  end_container (json, ']');
}

void
wadi_cli_json_string (WadiCliJson *json,
                      const char  *key,
                      const char  *value)
{
  begin_value (json, key);
  if (value == NULL)
    g_string_append (json->out, "null");
  else
    append_string (json->out, value);
}

void
wadi_cli_json_number (WadiCliJson *json,
                      const char  *key,
                      double       value)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  begin_value (json, key);
  /* The rules' numbers are small whole numbers and halves. */
  g_string_append (json->out, g_ascii_formatd (buf, sizeof buf, "%g", value));
}

void
wadi_cli_json_boolean (WadiCliJson *json,
                       const char  *key,
                       gboolean     value)
{
  begin_value (json, key);
  g_string_append (json->out, value ? "true" : "false");
}

void
wadi_cli_json_raw (WadiCliJson *json,
                   const char  *key,
                   const char  *value)
{
  begin_value (json, key);
  g_string_append (json->out, value);
}

void
wadi_cli_json_print (WadiCliJson *json)
{
  g_return_if_fail (json->depth == 0);
  g_print ("%s\n", json->out->str);
}
