/* wadi-cli-runner.c: running the built wadi-cli (path in $WADI_CLI) as a user would */
#include "config.h"

#include <string.h>

#include "wadi-cli-runner.h"

void
wadi_cli_run_clear (WadiCliRun *run)
{
  g_clear_pointer (&run->out, g_free);
  g_clear_pointer (&run->err, g_free);
}

void
wadi_cli_run (WadiCliRun *run,
              ...)
{
  const char *cli = g_getenv ("WADI_CLI");
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  int         wait_status = 0;
  const char *arg;
  va_list     args;

  g_assert_nonnull (cli);
  g_ptr_array_add (argv, (gpointer) cli);
  va_start (args, run);
  while ((arg = va_arg (args, const char *)) != NULL)
    g_ptr_array_add (argv, (gpointer) arg);
  va_end (args);
  g_ptr_array_add (argv, NULL);

  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                               &run->out, &run->err, &wait_status, &error));
  g_assert_no_error (error);
  if (g_spawn_check_wait_status (wait_status, &error))
    run->status = 0;
  else
    {
      g_assert_true (g_error_matches (error, G_SPAWN_EXIT_ERROR, error->code));
      run->status = error->code;
    }
}

/* A JSON syntax check (RFC 8259), enough to say the output parses. */
static gboolean json_value (const char **p);

static void
json_space (const char **p)
{
  while (**p == ' ' || **p == '\t' || **p == '\n' || **p == '\r')
    (*p)++;
}

static gboolean
json_string (const char **p)
{
  if (**p != '"')
    return FALSE;
  for ((*p)++; **p != '"'; (*p)++)
    {
      if ((guchar) * *p < 0x20)
        return FALSE;
      if (**p == '\\')
        {
          (*p)++;
          if (**p == 'u')
            {
              for (int i = 1; i <= 4; i++)
                if (!g_ascii_isxdigit ((*p)[i]))
                  return FALSE;
              *p += 4;
            }
          else if (strchr ("\"\\/bfnrt", **p) == NULL || **p == '\0')
            return FALSE;
        }
    }
  (*p)++;
  return TRUE;
}

static gboolean
json_number (const char **p)
{
  const char *start = *p;

  if (**p == '-')
    (*p)++;
  if (**p == '0')
    (*p)++;
  else if (g_ascii_isdigit (**p))
    while (g_ascii_isdigit (**p))
      (*p)++;
  else
    return FALSE;
  if (**p == '.')
    {
      (*p)++;
      if (!g_ascii_isdigit (**p))
        return FALSE;
      while (g_ascii_isdigit (**p))
        (*p)++;
    }
  if (**p == 'e' || **p == 'E')
    {
      (*p)++;
      if (**p == '+' || **p == '-')
        (*p)++;
      if (!g_ascii_isdigit (**p))
        return FALSE;
      while (g_ascii_isdigit (**p))
        (*p)++;
    }
  return *p > start;
}

static gboolean
json_container (const char **p,
                char         close,
                gboolean     members)
{
  (*p)++;
  json_space (p);
  if (**p == close)
    {
      (*p)++;
      return TRUE;
    }
  for (;;)
    {
      if (members)
        {
          if (!json_string (p))
            return FALSE;
          json_space (p);
          if (**p != ':')
            return FALSE;
          (*p)++;
        }
      if (!json_value (p))
        return FALSE;
      json_space (p);
      if (**p == close)
        {
          (*p)++;
          return TRUE;
        }
      if (**p != ',')
        return FALSE;
      (*p)++;
      json_space (p);
    }
}

static gboolean
json_literal (const char **p,
              const char  *literal)
{
  if (!g_str_has_prefix (*p, literal))
    return FALSE;
  *p += strlen (literal);
  return TRUE;
}

static gboolean
json_value (const char **p)
{
  json_space (p);
  switch (**p)
    {
    case '{':
      return json_container (p, '}', TRUE);
    case '[':
      return json_container (p, ']', FALSE);
    case '"':
      return json_string (p);
    case 't':
      return json_literal (p, "true");
    case 'f':
      return json_literal (p, "false");
    case 'n':
      return json_literal (p, "null");
    default:
      return json_number (p);
    }
}

gboolean
wadi_cli_json_parses (const char *text)
{
  const char *p = text;

  if (!json_value (&p))
    return FALSE;
  json_space (&p);
  return *p == '\0';
}

void
wadi_cli_assert_json (const char *text)
{
  if (!wadi_cli_json_parses (text))
    g_error ("not JSON: %s", text);
}
