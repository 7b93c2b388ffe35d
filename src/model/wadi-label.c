/* wadi-label.c: printing and parsing hex labels */
#include "config.h"

#include <glib/gi18n-lib.h>

#include <string.h>

#include "wadi-label.h"

/* The quark's name is a string: clang-format would space its dashes. */
/* clang-format off */
G_DEFINE_QUARK (wadi-label-error-quark, wadi_label_error)
/* clang-format on */

/* A label longer than this is shortened in error messages. */
#define QUOTE_MAX_CHARS 48

/* Storage coordinates run from the ring of hexside slots at -1 to the far
 * side of the largest board; a label naming anything else is a range error. */
#define STORAGE_MIN (-1)
#define STORAGE_MAX WADI_BOARD_MAX_SIDE

/* The last column of the widest board has a label the parser takes. */
G_STATIC_ASSERT ((WADI_BOARD_MAX_SIDE - 1) / 26 + 1 <= WADI_LABEL_ASL_MAX_LETTERS);

/* The column letters of col (0 based, not negative) at out; returns how
 * many. */
static gsize
put_column_letters (char *out,
                    int   col)
{
  gsize count = (gsize) col / 26 + 1;

  memset (out, 'A' + col % 26, count);
  return count;
}

char *
wadi_label_column_letters (int col)
{
  char *letters;

  g_return_val_if_fail (col >= 0, NULL);

  letters = g_malloc0 ((gsize) col / 26 + 2);
  put_column_letters (letters, col);
  return letters;
}

static int
decimal_digits (gint64 n)
{
  int digits = 1;

  while (n >= 10)
    {
      n /= 10;
      digits++;
    }
  return digits;
}

/* Each number of a numeric label is zero padded to the width of the
 * largest number the board prints on that axis, and at least 2. */
static int
numeric_width (int first,
               int count)
{
  gint64 largest = (gint64) first + MAX (count, 1) - 1;

  return MAX (2, decimal_digits (MAX (largest, 0)));
}

/* value in decimal at out, zero padded to width characters as printf's
 * "%0*d" pads (the sign among them); returns the characters written. */
static gsize
put_decimal (char  *out,
             gint64 value,
             int    width)
{
  char    digits[24];
  int     n = 0;
  gsize   at = 0;
  guint64 magnitude = value < 0 ? (guint64) 0 - (guint64) value : (guint64) value;

  do
    {
      digits[n++] = (char) ('0' + magnitude % 10);
      magnitude /= 10;
    }
  while (magnitude > 0);
  if (value < 0)
    out[at++] = '-';
  for (int pad = width - n - (value < 0); pad > 0; pad--)
    out[at++] = '0';
  while (n > 0)
    out[at++] = digits[--n];
  return at;
}

gsize
wadi_label_format (const WadiLabelScheme *scheme,
                   WadiHex                hex,
                   char                   text[WADI_LABEL_MAX_SIZE])
{
  gsize at = 0;

  g_return_val_if_fail (scheme != NULL, 0);

  switch (scheme->kind)
    {
    case WADI_LABEL_NUMERIC:
      at = put_decimal (text, (gint64) hex.col + scheme->first_col,
                        numeric_width (scheme->first_col, scheme->cols));
      at += put_decimal (text + at, (gint64) hex.row + scheme->first_row,
                         numeric_width (scheme->first_row, scheme->rows));
      break;
    case WADI_LABEL_ASL:
    default:
      {
        /* no board is wider than the letters' room */
        text[0] = '\0';
        g_return_val_if_fail (hex.col >= 0 && hex.col / 26 + 1 <= WADI_LABEL_ASL_MAX_LETTERS, 0);
        at = put_column_letters (text, hex.col);
        at += put_decimal (text + at, (gint64) hex.row + scheme->first_row, 0);
        break;
      }
    }
  text[at] = '\0';
  return at;
}

char *
wadi_label_print (const WadiLabelScheme *scheme,
                  WadiHex                hex)
{
  char text[WADI_LABEL_MAX_SIZE];

  g_return_val_if_fail (scheme != NULL, NULL);
  g_return_val_if_fail (scheme->kind == WADI_LABEL_NUMERIC || hex.col >= 0, NULL);

  wadi_label_format (scheme, hex, text);
  return g_strdup (text);
}

/* The label as it goes into a message: shortened when long, escaped when it
 * is not printable UTF-8, so any input gives a readable message. */
static char *
quote_label (const char *text)
{
  gboolean         printable = g_utf8_validate (text, -1, NULL);
  g_autofree char *shown = NULL;

  for (const char *p = text; printable && *p != '\0'; p++)
    if (g_ascii_iscntrl (*p))
      printable = FALSE;

  if (!printable)
    shown = g_strescape (text, NULL);
  else
    shown = g_strdup (text);

  if (g_utf8_validate (shown, -1, NULL) && g_utf8_strlen (shown, -1) > QUOTE_MAX_CHARS)
    {
      g_autofree char *head = g_utf8_substring (shown, 0, QUOTE_MAX_CHARS);

      return g_strdup_printf ("“%s…”", head);
    }
  return g_strdup_printf ("“%s”", shown);
}

/* What a character at a bad place is called in a message. */
static char *
describe_char (const char *p)
{
  if (g_ascii_isgraph (*p))
    return g_strdup_printf ("“%c”", *p);
  if (*p == ' ')
    return g_strdup (_("a space"));
  if ((guchar) *p >= 0x80 && g_utf8_get_char_validated (p, -1) < (gunichar) -2)
    return g_strdup_printf ("“%.*s”", (int) (g_utf8_next_char (p) - p), p);
  return g_strdup_printf (_("byte 0x%02x"), (guint) (guchar) *p);
}

static void
set_error (GError       **error,
           WadiLabelError code,
           const char    *text,
           const char    *why,
           const char    *expected)
{
  g_autofree char *quoted = NULL;

  /* a caller that only asks whether a label parses gets no message built */
  if (error == NULL)
    return;
  quoted = quote_label (text);
  /* TRANSLATORS: a bad hex label, why it is bad, and what was expected */
  g_set_error (error, WADI_LABEL_ERROR, code, _("Bad hex label %s: %s; expected %s"), quoted, why, _(expected));
}

/* Reads len decimal digits; FALSE when the number is beyond any storage
 * coordinate (checked as it grows, so no length overflows). */
static gboolean
read_number (const char *digits,
             gsize       len,
             gint64     *value)
{
  gint64 n = 0;

  for (gsize i = 0; i < len; i++)
    {
      n = n * 10 + (digits[i] - '0');
      if (n > (gint64) G_MAXINT / 2)
        return FALSE;
    }
  *value = n;
  return TRUE;
}

/* The storage coordinate that printed number stands for, or FALSE with a
 * range error. */
static gboolean
to_storage (const char *text,
            const char *digits,
            gsize       len,
            int         first,
            gboolean    is_row,
            const char *expected,
            int        *storage,
            GError    **error)
{
  gint64           number;
  gint64           coordinate;
  g_autofree char *number_text = NULL;
  g_autofree char *why = NULL;

  if (!read_number (digits, len, &number))
    {
      if (error == NULL)
        return FALSE;
      why = is_row ? g_strdup_printf (_("its row number is too large (boards have at most %d rows)"), STORAGE_MAX)
                   : g_strdup_printf (_("its column number is too large (boards have at most %d columns)"),
                                         STORAGE_MAX);
      set_error (error, WADI_LABEL_ERROR_RANGE, text, why, expected);
      return FALSE;
    }

  coordinate = number - first;
  if (coordinate < STORAGE_MIN || coordinate > STORAGE_MAX)
    {
      if (error == NULL)
        return FALSE;
      number_text = g_strndup (digits, len);
      why = is_row ? g_strdup_printf (_("row number %s is outside every board (the first row is numbered %d, "
                                        "and boards have at most %d rows)"),
                                         number_text, first, STORAGE_MAX)
                   : g_strdup_printf (_("column number %s is outside every board (the first column is "
                                        "numbered %d, and boards have at most %d columns)"),
                                         number_text, first, STORAGE_MAX);
      set_error (error, WADI_LABEL_ERROR_RANGE, text, why, expected);
      return FALSE;
    }

  *storage = (int) coordinate;
  return TRUE;
}

static gboolean
parse_asl (const WadiLabelScheme *scheme,
           const char            *text,
           char                 **board_prefix,
           WadiHex               *hex,
           GError               **error)
{
  /* translated only when a message is made: the loader parses every label */
  const char      *expected = N_("a column in letters and a row number, such as “D7” or “25D7” (board 25)");
  const char      *prefix_end;
  const char      *letters;
  const char      *row_digits;
  const char      *end;
  gsize            letter_count;
  char             letter;
  int              row;
  g_autofree char *why = NULL;
  g_autofree char *found = NULL;

  prefix_end = text;
  while (g_ascii_isdigit (*prefix_end))
    prefix_end++;

  letters = prefix_end;
  letter = g_ascii_toupper (*letters);
  if (!g_ascii_isalpha (*letters))
    {
      found = describe_char (letters);
      if (*text == '\0')
        why = g_strdup (_("it is empty"));
      else if (*letters == '\0')
        why = g_strdup (_("the column letters are missing"));
      else
        why = g_strdup_printf (_("%s where the column letters should be"), found);
      set_error (error, WADI_LABEL_ERROR_SYNTAX, text, why, expected);
      return FALSE;
    }

  end = letters;
  while (g_ascii_isalpha (*end))
    {
      /* an ASCII letter's capital is itself less bit 5 (cheaper than a
       * call for every letter of every label of a file) */
      if ((*end & ~0x20) != letter)
        {
          g_autofree char *run = NULL;

          while (g_ascii_isalpha (*end))
            end++;
          run = g_strndup (letters, (gsize) (end - letters));
          why = g_strdup_printf (_("the column letters “%s” mix different letters "
                                   "(ASL columns repeat one letter: A .. Z, AA .. ZZ, AAA ..)"),
                                    run);
          set_error (error, WADI_LABEL_ERROR_SYNTAX, text, why, expected);
          return FALSE;
        }
      end++;
    }
  letter_count = (gsize) (end - letters);

  row_digits = end;
  while (g_ascii_isdigit (*end))
    end++;
  if (end == row_digits)
    {
      found = describe_char (end);
      if (*end == '\0')
        why = g_strdup (_("the row number is missing"));
      else
        why = g_strdup_printf (_("%s where the row number should be"), found);
      set_error (error, WADI_LABEL_ERROR_SYNTAX, text, why, expected);
      return FALSE;
    }
  if (*end != '\0')
    {
      found = describe_char (end);
      why = g_strdup_printf (_("%s after the row number"), found);
      set_error (error, WADI_LABEL_ERROR_SYNTAX, text, why, expected);
      return FALSE;
    }

  if (letter_count > WADI_LABEL_ASL_MAX_LETTERS)
    {
      why = g_strdup_printf (_("its column repeats the letter %c %zu times "
                               "(no board is that wide: ASL labels name columns with at most %d letters)"),
                                letter, letter_count, WADI_LABEL_ASL_MAX_LETTERS);
      set_error (error, WADI_LABEL_ERROR_RANGE, text, why, expected);
      return FALSE;
    }

  if (!to_storage (text, row_digits, (gsize) (end - row_digits), scheme->first_row,
                   TRUE, expected, &row, error))
    return FALSE;

  if (board_prefix != NULL && prefix_end != text)
    *board_prefix = g_strndup (text, (gsize) (prefix_end - text));
  hex->col = (int) (letter_count - 1) * 26 + (letter - 'A');
  hex->row = row;
  return TRUE;
}

/* What a CCRR label of these widths looks like, for a message. */
static char *
numeric_expected (int col_width,
                  int row_width)
{
  g_autofree char *example = g_strdup_printf ("%0*d%0*d", col_width, 5, row_width, 7);

  return g_strdup_printf (_("CCRR: a %d-digit column number then a %d-digit row number, "
                            "such as “%s”"),
                             col_width, row_width, example);
}

static gboolean
parse_numeric (const WadiLabelScheme *scheme,
               const char            *text,
               WadiHex               *hex,
               GError               **error)
{
  int              col_width = numeric_width (scheme->first_col, scheme->cols);
  int              row_width = numeric_width (scheme->first_row, scheme->rows);
  gsize            length = strlen (text);
  g_autofree char *expected = NULL;
  g_autofree char *why = NULL;
  int              col;
  int              row;

  for (const char *p = text; *p != '\0'; p++)
    if (!g_ascii_isdigit (*p))
      {
        g_autofree char *found = describe_char (p);

        why = g_strdup_printf (_("%s is not a digit"), found);
        expected = numeric_expected (col_width, row_width);
        set_error (error, WADI_LABEL_ERROR_SYNTAX, text, why, expected);
        return FALSE;
      }

  if (length != (gsize) (col_width + row_width))
    {
      if (length == 0)
        why = g_strdup (_("it is empty"));
      else
        why = g_strdup_printf (_("it has %zu digits, not %d"),
                                  length, col_width + row_width);
      expected = numeric_expected (col_width, row_width);
      set_error (error, WADI_LABEL_ERROR_SYNTAX, text, why, expected);
      return FALSE;
    }

  /* Read without a message first: the loader parses every label of a
   * file, and what was expected is worth building only for one that fails. */
  if (!to_storage (text, text, (gsize) col_width, scheme->first_col, FALSE, NULL, &col, NULL)
      || !to_storage (text, text + col_width, (gsize) row_width, scheme->first_row, TRUE, NULL, &row, NULL))
    {
      expected = numeric_expected (col_width, row_width);
      if (to_storage (text, text, (gsize) col_width, scheme->first_col, FALSE, expected, &col, error))
        to_storage (text, text + col_width, (gsize) row_width, scheme->first_row, TRUE, expected, &row, error);
      return FALSE;
    }

  hex->col = col;
  hex->row = row;
  return TRUE;
}

gboolean
wadi_label_parse (const WadiLabelScheme *scheme,
                  const char            *text,
                  char                 **board_prefix,
                  WadiHex               *hex,
                  GError               **error)
{
  WadiHex parsed;

  g_return_val_if_fail (scheme != NULL, FALSE);
  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (hex != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (board_prefix != NULL)
    *board_prefix = NULL;

  switch (scheme->kind)
    {
    case WADI_LABEL_NUMERIC:
      if (!parse_numeric (scheme, text, &parsed, error))
        return FALSE;
      break;
    case WADI_LABEL_ASL:
    default:
      if (!parse_asl (scheme, text, board_prefix, &parsed, error))
        return FALSE;
      break;
    }

  *hex = parsed;
  return TRUE;
}
