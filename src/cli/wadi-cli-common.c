/* wadi-cli-common.c: option parsing, loading and saving for every command */
#include "config.h"

#include <string.h>

#include "wadi-cli-private.h"
#include "wadi-format.h"
#include "wadi-safe-file.h"

/* The entry of entries named by the option argument arg ("--title",
 * "--title=…", "-t"), or NULL; a lone "-" (a file named so) names none,
 * not an option without a short name. */
static const GOptionEntry *
find_entry (const GOptionEntry *entries,
            const char         *arg)
{
  gsize long_length;

  if (arg[1] == '\0')
    return NULL;
  long_length = arg[1] == '-' ? strcspn (arg + 2, "=") : 0;
  for (const GOptionEntry *entry = entries; entries != NULL && entry->long_name != NULL; entry++)
    if (arg[1] == '-' ? strlen (entry->long_name) == long_length && strncmp (arg + 2, entry->long_name, long_length) == 0
                      : entry->short_name == arg[1])
      return entry;
  return NULL;
}

/* The first value of a text option in args ("--title=…", "-t …") that is
 * no text in the locale's encoding, escaped, or NULL: what GOption failed
 * to convert, without saying which.  A file name is not converted. */
static char *
unconvertible_value (const GOptionEntry *entries,
                     char              **args)
{
  for (guint i = 1; args[i] != NULL && strcmp (args[i], "--") != 0; i++)
    {
      const GOptionEntry *entry = args[i][0] == '-' ? find_entry (entries, args[i]) : NULL;
      const char         *value;
      g_autofree char    *text = NULL;

      if (entry == NULL || entry->arg == G_OPTION_ARG_NONE || (entry->flags & G_OPTION_FLAG_NO_ARG) != 0)
        continue;
      if (args[i][1] == '-' && strchr (args[i], '=') != NULL)
        value = strchr (args[i], '=') + 1;
      else if (args[i][1] != '-' && args[i][2] != '\0')
        value = args[i] + 2;
      else if ((value = args[++i]) == NULL)
        break;
      if ((entry->arg != G_OPTION_ARG_STRING && entry->arg != G_OPTION_ARG_STRING_ARRAY
           && entry->arg != G_OPTION_ARG_CALLBACK)
          || (entry->flags & G_OPTION_FLAG_FILENAME) != 0)
        continue;
      text = g_locale_to_utf8 (value, -1, NULL, NULL, NULL);
      if (text == NULL)
        return g_strescape (value, NULL);
    }
  return NULL;
}

/* Whether arg is a negative number ("-5", "-0.5"), which GOption would
 * take for an unknown option: no option of wadi-cli is a digit. */
static gboolean
is_negative_number (const char *arg)
{
  return arg[0] == '-' && (g_ascii_isdigit (arg[1]) || (arg[1] == '.' && g_ascii_isdigit (arg[2])));
}

/* Hides the arguments of argv that are negative numbers (not the values
 * of options, which GOption reads as they are) behind stand-ins that do
 * not start with "-", so that the command reads them and says whether
 * they are in range; returns each stand-in's argument. */
static GHashTable *
hide_negative_numbers (const GOptionEntry *entries,
                       char              **argv)
{
  GHashTable *hidden = g_hash_table_new_full (NULL, NULL, g_free, NULL);

  for (guint i = 1; argv[i] != NULL && strcmp (argv[i], "--") != 0; i++)
    {
      const GOptionEntry *entry;

      if (is_negative_number (argv[i]))
        {
          char *stand_in = g_strconcat ("#", argv[i], NULL);

          g_hash_table_insert (hidden, stand_in, argv[i]);
          argv[i] = stand_in;
          continue;
        }
      entry = argv[i][0] == '-' ? find_entry (entries, argv[i]) : NULL;
      /* "--title=…" and "-tVALUE" hold their value; "--title VALUE" is followed by it */
      if (entry != NULL && entry->arg != G_OPTION_ARG_NONE && (entry->flags & G_OPTION_FLAG_NO_ARG) == 0
          && (argv[i][1] == '-' ? strchr (argv[i], '=') == NULL : argv[i][2] == '\0') && argv[i + 1] != NULL)
        i++;
    }
  return hidden;
}

/* Puts back in argv the arguments hide_negative_numbers () hid. */
static void
show_negative_numbers (GHashTable *hidden,
                       char      **argv)
{
  for (guint i = 0; argv[i] != NULL; i++)
    if (g_hash_table_contains (hidden, argv[i]))
      argv[i] = g_hash_table_lookup (hidden, argv[i]);
}

gboolean
wadi_cli_parse_options (const WadiCliCommand *command,
                        const GOptionEntry   *entries,
                        const char           *description,
                        int                  *argc,
                        char               ***argv,
                        int                  *status)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) args = NULL;
  g_autoptr(GHashTable) hidden = NULL;
  gboolean parsed;
  gboolean help = FALSE;
  /* clang-format off */
  const GOptionEntry help_entries[] = {
    { "help", 'h', G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, &help, N_("Show this help"), NULL },
    G_OPTION_ENTRY_NULL
  };
  /* clang-format on */

  /* GOption's own --help calls exit (); answering it here lets the
   * command return and free what it holds. */
  context = g_option_context_new (command->parameters);
  /* the summary, the description and each option's are translated */
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_set_help_enabled (context, FALSE);
  g_option_context_set_summary (context, command->summary);
  if (description != NULL)
    g_option_context_set_description (context, description);
  if (entries != NULL)
    g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_add_main_entries (context, help_entries, GETTEXT_PACKAGE);

  /* GOption may reorder them */
  args = g_strdupv (*argv);
  hidden = hide_negative_numbers (entries, *argv);
  parsed = g_option_context_parse (context, argc, argv, &error);
  show_negative_numbers (hidden, *argv);
  if (!parsed)
    {
      g_autofree char *value = error->domain == G_CONVERT_ERROR ? unconvertible_value (entries, args) : NULL;
      const char      *charset = NULL;

      g_get_charset (&charset);
      if (value != NULL)
        *status = wadi_cli_usage_error (command, _("“%s” is not text in the system's encoding (%s), expected text"),
                                                    value, charset);
      else
        *status = wadi_cli_usage_error (command, "%s", error->message);
      return FALSE;
    }
  if (help)
    {
      g_autofree char *text = g_option_context_get_help (context, TRUE, NULL);

      g_print ("%s", text);
      *status = WADI_CLI_EXIT_OK;
      return FALSE;
    }
  return TRUE;
}

gboolean
wadi_cli_parse_options_and_format (const WadiCliCommand *command,
                                   const GOptionEntry   *entries,
                                   const char           *description,
                                   int                  *argc,
                                   char               ***argv,
                                   WadiCliFormat        *format,
                                   int                  *status)
{
  return wadi_cli_parse_options_and_format_full (command, entries, description, FALSE, argc, argv, format, status);
}

gboolean
wadi_cli_parse_options_and_format_full (const WadiCliCommand *command,
                                        const GOptionEntry   *entries,
                                        const char           *description,
                                        gboolean              pictures,
                                        int                  *argc,
                                        char               ***argv,
                                        WadiCliFormat        *format,
                                        int                  *status)
{
  g_autofree char *format_name = NULL;
  g_autoptr(GArray) all = g_array_new (TRUE, TRUE, sizeof (GOptionEntry));
  /* clang-format off */
  const GOptionEntry format_entry =
    { "format", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &format_name,
      pictures ? N_("text (the default), json, or a picture of the map: png or svg (with -o OUT; OUT's extension names it by default)")
               : N_("text (the default) or json"), "FORMAT" };
  /* clang-format on */

  /* --format comes last, after the command's own options */
  for (const GOptionEntry *entry = entries; entry != NULL && entry->long_name != NULL; entry++)
    g_array_append_val (all, *entry);
  g_array_append_val (all, format_entry);
  if (!wadi_cli_parse_options (command, (const GOptionEntry *) (gpointer) all->data, description, argc, argv, status))
    return FALSE;
  return wadi_cli_parse_format (command, format_name, pictures, format, status);
}

int
wadi_cli_usage_error (const WadiCliCommand *command,
                      const char           *format,
                      ...)
{
  g_autofree char *message = NULL;
  va_list          args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  g_printerr ("wadi-cli: %s: %s\n", command->name, message);
  g_printerr (_("Run “wadi-cli %s --help” for its usage.\n"), command->name);
  return WADI_CLI_EXIT_TROUBLE;
}

gboolean
wadi_cli_check_not_input (const WadiCliCommand *command,
                          const char           *input,
                          const char           *output,
                          int                  *status)
{
  if (output == NULL || !wadi_safe_file_is_same (output, input))
    return TRUE;
  *status = wadi_cli_usage_error (command, _("“%s” is %s itself, which the output would replace"), output, input);
  return FALSE;
}

static int
number_error (const WadiCliCommand *command,
              const char           *option,
              const char           *text,
              gboolean              is_number,
              double                min,
              double                max)
{
  if (!is_number)
    return wadi_cli_usage_error (command, _("%s “%s” is not a number, expected %g to %g"), option, text, min, max);
  return wadi_cli_usage_error (command, _("%s %s is out of range, expected %g to %g"), option, text, min, max);
}

gboolean
wadi_cli_parse_int_option (const WadiCliCommand *command,
                           const char           *option,
                           const char           *text,
                           int                   min,
                           int                   max,
                           int                  *value,
                           int                  *status)
{
  g_autoptr(GError) error = NULL;
  gint64 number;

  if (text == NULL)
    return TRUE;
  if (!g_ascii_string_to_signed (text, 10, min, max, &number, &error))
    {
      *status = number_error (command, option, text,
                              g_error_matches (error, G_NUMBER_PARSER_ERROR, G_NUMBER_PARSER_ERROR_OUT_OF_BOUNDS),
                              min, max);
      return FALSE;
    }
  *value = (int) number;
  return TRUE;
}

gboolean
wadi_cli_parse_double_option (const WadiCliCommand *command,
                              const char           *option,
                              const char           *text,
                              double                min,
                              double                max,
                              double               *value,
                              int                  *status)
{
  char  *end = NULL;
  double number;

  if (text == NULL)
    return TRUE;
  number = g_ascii_strtod (text, &end);
  /* "nan" and "inf" are numbers to GLib, and out of every range */
  if (end == text || *end != '\0' || !(number >= min && number <= max))
    {
      *status = number_error (command, option, text, end != text && *end == '\0', min, max);
      return FALSE;
    }
  *value = number;
  return TRUE;
}

/* The reader and writer name a file by its full path; the user wants to
 * see the name they typed. */
static void
print_file_error (const char   *path,
                  GFile        *file,
                  const GError *error)
{
  g_autofree char *parse_name = g_file_get_parse_name (file);
  g_autofree char *local_path = g_file_get_path (file);
  const char      *message = error->message;
  const char      *names[] = { parse_name, local_path };

  for (gsize i = 0; i < G_N_ELEMENTS (names); i++)
    {
      gsize length = names[i] != NULL ? strlen (names[i]) : 0;

      if (length > 0 && strncmp (message, names[i], length) == 0 && message[length] == ':')
        {
          g_printerr ("wadi-cli: %s%s\n", path, message + length);
          return;
        }
    }
  g_printerr ("wadi-cli: %s\n", message);
}

/* Arguments are local paths, never URIs: "http://host/x.wadi" names a file
 * in the folder "http:", and nothing is ever fetched over the network.
 * The reader opens only regular files, so a FIFO fails at once. */
WadiScenario *
wadi_cli_load (const char *path,
               int        *status)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  WadiScenario *scenario;

  scenario = wadi_format_read_file (file, &error);
  if (scenario == NULL)
    {
      print_file_error (path, file, error);
      *status = g_error_matches (error, WADI_FORMAT_ERROR, WADI_FORMAT_ERROR_IO)
                    ? WADI_CLI_EXIT_TROUBLE
                    : WADI_CLI_EXIT_INVALID;
      return NULL;
    }
  *status = WADI_CLI_EXIT_OK;
  {
    /* a missing background picture is drawn by no command: it loads all the same */
    g_autofree char *missing = wadi_scenario_missing_pictures (scenario);
    g_auto (GStrv) lines = missing != NULL ? g_strsplit (missing, "\n", -1) : NULL;

    for (guint i = 0; lines != NULL && lines[i] != NULL; i++)
      g_printerr (_("wadi-cli: %s: warning: %s\n"), path, lines[i]);
  }
  return scenario;
}

gboolean
wadi_cli_save (const WadiScenario *scenario,
               const char         *path,
               gboolean            force)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  WadiFormatSaveFlags flags = WADI_FORMAT_SAVE_DEFAULT;

  if (force)
    flags = WADI_FORMAT_SAVE_SPLIT_HARD_LINK | WADI_FORMAT_SAVE_REPLACE_READ_ONLY;
  if (!wadi_format_write_file_full (scenario, file, flags, &error))
    {
      print_file_error (path, file, error);
      if (g_error_matches (error, WADI_FORMAT_ERROR, WADI_FORMAT_ERROR_HARD_LINK)
          || g_error_matches (error, WADI_FORMAT_ERROR, WADI_FORMAT_ERROR_READ_ONLY))
        g_printerr ("wadi-cli: %s\n", _("use --force to replace it all the same"));
      return FALSE;
    }
  return TRUE;
}

WadiScenario *
wadi_cli_load_for_rules (const char *path,
                         int        *status)
{
  WadiScenario *scenario = wadi_cli_load (path, status);

  if (scenario == NULL)
    *status = WADI_CLI_EXIT_TROUBLE;
  return scenario;
}

gboolean
wadi_cli_parse_format (const WadiCliCommand *command,
                       const char           *name,
                       gboolean              pictures,
                       WadiCliFormat        *format,
                       int                  *status)
{
  if (name == NULL)
    *format = pictures ? WADI_CLI_FORMAT_UNSET : WADI_CLI_FORMAT_TEXT;
  else if (strcmp (name, "text") == 0)
    *format = WADI_CLI_FORMAT_TEXT;
  else if (strcmp (name, "json") == 0)
    *format = WADI_CLI_FORMAT_JSON;
  else if (pictures && strcmp (name, "png") == 0)
    *format = WADI_CLI_FORMAT_PNG;
  else if (pictures && strcmp (name, "svg") == 0)
    *format = WADI_CLI_FORMAT_SVG;
  else
    {
      if (pictures)
        *status = wadi_cli_usage_error (command, _("unknown format “%s”, expected text, json, png or svg"), name);
      else
        *status = wadi_cli_usage_error (command, _("unknown format “%s”, expected text or json"), name);
      return FALSE;
    }
  return TRUE;
}

char *
wadi_cli_reason (const char *reason,
                 const char *rule)
{
  if (reason == NULL)
    reason = "no reason given";
  if (rule == NULL)
    return g_strdup (reason);
  return g_strdup_printf ("%s [%s]", reason, rule);
}

char *
wadi_cli_number (double value)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  return g_strdup (g_ascii_formatd (buf, sizeof buf, "%g", value));
}
