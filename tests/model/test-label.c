/* test-label.c: printing and parsing hex labels */
#include "config.h"

#include <string.h>

#include "wadi-board.h"
#include "wadi-label.h"

static WadiLabelScheme
asl_scheme (int cols,
            int rows,
            int first_row)
{
  WadiLabelScheme scheme = { WADI_LABEL_ASL, 0, first_row, cols, rows };
  return scheme;
}

static WadiLabelScheme
numeric_scheme (int cols,
                int rows,
                int first_col,
                int first_row)
{
  WadiLabelScheme scheme = { WADI_LABEL_NUMERIC, first_col, first_row, cols, rows };
  return scheme;
}

static void
assert_parses (const WadiLabelScheme *scheme,
               const char            *text,
               const char            *prefix,
               int                    col,
               int                    row)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *board_prefix = NULL;
  WadiHex          hex = { -100, -100 };

  g_assert_true (wadi_label_parse (scheme, text, &board_prefix, &hex, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (board_prefix, ==, prefix);
  g_assert_cmpint (hex.col, ==, col);
  g_assert_cmpint (hex.row, ==, row);
}

static void
assert_bad (const WadiLabelScheme *scheme,
            const char            *text,
            WadiLabelError         code,
            const char            *mentions)
{
  g_autoptr(GError) error = NULL;
  char   *board_prefix = (char *) "untouched";
  WadiHex hex = { -100, -100 };

  g_assert_false (wadi_label_parse (scheme, text, &board_prefix, &hex, &error));
  g_assert_error (error, WADI_LABEL_ERROR, (int) code);
  g_assert_null (board_prefix);
  g_assert_cmpint (hex.col, ==, -100);
  g_assert_cmpint (hex.row, ==, -100);
  g_test_message ("%s", error->message);

  /* it quotes the label (shortened when long) and says what was expected */
  g_assert_nonnull (strstr (error->message, "“"));
  g_assert_nonnull (strstr (error->message, "expected"));
  if (strlen (text) < 40 && g_utf8_validate (text, -1, NULL) && strchr (text, '\n') == NULL)
    {
      g_autofree char *quoted = g_strdup_printf ("“%s”", text);

      g_assert_nonnull (strstr (error->message, quoted));
    }
  if (mentions != NULL)
    g_assert_nonnull (strstr (error->message, mentions));

  /* and the error is optional */
  g_assert_false (wadi_label_parse (scheme, text, NULL, &hex, NULL));
}

static void
test_column_letters (void)
{
  static const struct
  {
    int         col;
    const char *letters;
  } cases[] = {
    { 0, "A" },
    { 3, "D" },
    { 25, "Z" },
    { 26, "AA" },
    { 27, "BB" },
    { 32, "GG" },
    { 51, "ZZ" },
    { 52, "AAA" },
    { 53, "BBB" },
    { 78, "AAAA" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *letters = wadi_label_column_letters (cases[i].col);

      g_assert_cmpstr (letters, ==, cases[i].letters);
    }
}

static void
round_trip_asl (int cols,
                int rows,
                int first_row)
{
  WadiLabelScheme scheme = asl_scheme (cols, rows, first_row);
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (int col = 0; col < cols; col++)
    for (int row = 0; row < rows; row++)
      {
        WadiHex          hex = { col, row };
        g_autofree char *label = wadi_label_print (&scheme, hex);
        g_autofree char *prefixed = g_strconcat ("25", label, NULL);
        g_autofree char *lower = g_ascii_strdown (label, -1);

        g_assert_false (g_hash_table_contains (seen, label));
        g_hash_table_add (seen, g_strdup (label));

        assert_parses (&scheme, label, NULL, col, row);
        assert_parses (&scheme, prefixed, "25", col, row);
        assert_parses (&scheme, lower, NULL, col, row);
      }
}

static void
test_asl_round_trip (void)
{
  round_trip_asl (33, 10, 1);
  round_trip_asl (33, 11, 0);
  /* every column of the widest board; column 250 once had a label
   * ("QQQQQQQQQQ4") the parser refused */
  round_trip_asl (WADI_BOARD_MAX_SIDE, 2, 1);
}

static void
test_asl_column_250 (void)
{
  WadiLabelScheme  scheme = asl_scheme (260, 10, 1);
  g_autofree char *label = wadi_label_print (&scheme, (WadiHex) { 250, 3 });
  g_autofree char *too_many = g_strnfill (WADI_LABEL_ASL_MAX_LETTERS + 1, 'Q');
  g_autofree char *too_wide = g_strconcat (too_many, "4", NULL);

  g_assert_cmpstr (label, ==, "QQQQQQQQQQ4");
  assert_parses (&scheme, label, NULL, 250, 3);
  /* one letter more names no column of any board */
  assert_bad (&scheme, too_wide, WADI_LABEL_ERROR_RANGE, "no board is that wide");
}

static void
test_asl_examples (void)
{
  WadiLabelScheme  scheme = asl_scheme (33, 10, 1);
  WadiLabelScheme  from_zero = asl_scheme (33, 11, 0);
  g_autofree char *d7 = wadi_label_print (&scheme, (WadiHex) { 3, 6 });
  g_autofree char *gg10 = wadi_label_print (&scheme, (WadiHex) { 32, 9 });
  g_autofree char *b0 = wadi_label_print (&from_zero, (WadiHex) { 1, 0 });

  g_assert_cmpstr (d7, ==, "D7");
  g_assert_cmpstr (gg10, ==, "GG10");
  g_assert_cmpstr (b0, ==, "B0");

  assert_parses (&scheme, "25D7", "25", 3, 6);
  assert_parses (&scheme, "D7", NULL, 3, 6);
  assert_parses (&scheme, "d7", NULL, 3, 6);
  assert_parses (&scheme, "GG10", NULL, 32, 9);
  assert_parses (&scheme, "gG10", NULL, 32, 9);
  assert_parses (&scheme, "AAA1", NULL, 52, 0);
  assert_parses (&scheme, "007O9", "007", 14, 8);
  /* the half hex row 0 of a board numbered from 1 is just above storage
   * row 0, in the ring; bounds are the board's business */
  assert_parses (&scheme, "B0", NULL, 1, -1);
  assert_parses (&from_zero, "B0", NULL, 1, 0);
  assert_parses (&from_zero, "25B10", "25", 1, 10);
}

static void
test_asl_bad (void)
{
  WadiLabelScheme  scheme = asl_scheme (33, 10, 1);
  g_autofree char *long_letters = g_strnfill (400, 'Z');
  g_autofree char *long_label = g_strconcat (long_letters, "1", NULL);
  g_autofree char *long_digits = g_strnfill (5000, '9');
  g_autofree char *long_row = g_strconcat ("D", long_digits, NULL);
  g_autofree char *nine_letters = g_strnfill (WADI_LABEL_ASL_MAX_LETTERS + 1, 'C');
  g_autofree char *nine_label = g_strconcat (nine_letters, "4", NULL);

  assert_bad (&scheme, "", WADI_LABEL_ERROR_SYNTAX, "empty");
  assert_bad (&scheme, "7D", WADI_LABEL_ERROR_SYNTAX, "row number");
  assert_bad (&scheme, "D", WADI_LABEL_ERROR_SYNTAX, "row number");
  assert_bad (&scheme, "AB3", WADI_LABEL_ERROR_SYNTAX, "“AB”");
  assert_bad (&scheme, "D-1", WADI_LABEL_ERROR_SYNTAX, "“-”");
  assert_bad (&scheme, long_label, WADI_LABEL_ERROR_RANGE, "400 times");
  assert_bad (&scheme, nine_label, WADI_LABEL_ERROR_RANGE, "letters");
  assert_bad (&scheme, "D99999999999", WADI_LABEL_ERROR_RANGE, "99999999999");
  assert_bad (&scheme, long_row, WADI_LABEL_ERROR_RANGE, "too large");
  assert_bad (&scheme, "D5000", WADI_LABEL_ERROR_RANGE, "5000");
  assert_bad (&scheme, "7", WADI_LABEL_ERROR_SYNTAX, "column letters");
  assert_bad (&scheme, " D7", WADI_LABEL_ERROR_SYNTAX, "space");
  assert_bad (&scheme, "D7 ", WADI_LABEL_ERROR_SYNTAX, "after the row");
  assert_bad (&scheme, "D7x", WADI_LABEL_ERROR_SYNTAX, "“x”");
  assert_bad (&scheme, "25-D7", WADI_LABEL_ERROR_SYNTAX, "“-”");
  assert_bad (&scheme, "\xff"
                       "7",
              WADI_LABEL_ERROR_SYNTAX, "0xff");
  assert_bad (&scheme, "Ä7", WADI_LABEL_ERROR_SYNTAX, NULL);
  assert_bad (&scheme, "D\n7", WADI_LABEL_ERROR_SYNTAX, NULL);

  /* a row before the first row of any board */
  scheme.first_row = 5;
  assert_bad (&scheme, "D1", WADI_LABEL_ERROR_RANGE, "first row");
}

static void
round_trip_numeric (int cols,
                    int rows,
                    int first_col,
                    int first_row,
                    int width)
{
  WadiLabelScheme scheme = numeric_scheme (cols, rows, first_col, first_row);

  for (int col = 0; col < cols; col++)
    for (int row = 0; row < rows; row++)
      {
        WadiHex          hex = { col, row };
        g_autofree char *label = wadi_label_print (&scheme, hex);

        g_assert_cmpint (strlen (label), ==, 2 * width);
        assert_parses (&scheme, label, NULL, col, row);
      }
}

static void
test_numeric (void)
{
  WadiLabelScheme  scheme = numeric_scheme (33, 10, 1, 1);
  WadiLabelScheme  big = numeric_scheme (120, 120, 1, 1);
  WadiLabelScheme  mixed = numeric_scheme (100, 8, 1, 0);
  g_autofree char *small_label = wadi_label_print (&scheme, (WadiHex) { 4, 6 });
  g_autofree char *big_label = wadi_label_print (&big, (WadiHex) { 4, 6 });
  g_autofree char *mixed_label = wadi_label_print (&mixed, (WadiHex) { 4, 6 });

  g_assert_cmpstr (small_label, ==, "0507");
  g_assert_cmpstr (big_label, ==, "005007");
  /* each axis has its own width */
  g_assert_cmpstr (mixed_label, ==, "00506");

  round_trip_numeric (33, 10, 1, 1, 2);
  round_trip_numeric (33, 10, 0, 0, 2);
  round_trip_numeric (99, 99, 1, 1, 2);
  round_trip_numeric (120, 120, 1, 1, 3);

  assert_parses (&scheme, "0507", NULL, 4, 6);
  assert_parses (&big, "005007", NULL, 4, 6);
  assert_parses (&big, "120120", NULL, 119, 119);
  assert_parses (&mixed, "10007", NULL, 99, 7);
}

static void
test_numeric_bad (void)
{
  WadiLabelScheme scheme = numeric_scheme (33, 10, 1, 1);
  WadiLabelScheme big = numeric_scheme (120, 120, 1, 1);

  assert_bad (&scheme, "", WADI_LABEL_ERROR_SYNTAX, "CCRR");
  assert_bad (&scheme, "D7", WADI_LABEL_ERROR_SYNTAX, "“D”");
  assert_bad (&scheme, "057", WADI_LABEL_ERROR_SYNTAX, "3 digits");
  assert_bad (&scheme, "05070", WADI_LABEL_ERROR_SYNTAX, "“0507”");
  assert_bad (&scheme, "0A07", WADI_LABEL_ERROR_SYNTAX, "not a digit");
  assert_bad (&scheme, "-507", WADI_LABEL_ERROR_SYNTAX, "“-”");
  assert_bad (&scheme, "25D7", WADI_LABEL_ERROR_SYNTAX, "CCRR");
  assert_bad (&big, "0507", WADI_LABEL_ERROR_SYNTAX, "“005007”");
  assert_bad (&big, "0050070", WADI_LABEL_ERROR_SYNTAX, "3-digit");

  /* numbers before the first row or column of any board */
  scheme.first_row = 10;
  assert_bad (&scheme, "0501", WADI_LABEL_ERROR_RANGE, "row");
  scheme.first_row = 1;
  scheme.first_col = 10;
  assert_bad (&scheme, "0105", WADI_LABEL_ERROR_RANGE, "column");
}

static void
test_error_quark (void)
{
  g_assert_cmpstr (g_quark_to_string (WADI_LABEL_ERROR), ==, "wadi-label-error-quark");
}

/* Written into a buffer, a label is the one wadi_label_print makes, and
 * "%0*d" pads numbers as printf does, sign and all. */
static void
test_format (void)
{
  const WadiLabelScheme schemes[] = {
    { .kind = WADI_LABEL_ASL, .first_row = 1, .cols = 33, .rows = 10 },
    { .kind = WADI_LABEL_ASL, .cols = 4096, .rows = 4096 },
    { .kind = WADI_LABEL_NUMERIC, .first_col = 1, .first_row = 1, .cols = 33, .rows = 10 },
    { .kind = WADI_LABEL_NUMERIC, .cols = 1000, .rows = 1000 },
    { .kind = WADI_LABEL_NUMERIC, .first_col = -20, .first_row = -5, .cols = 10, .rows = 10 },
    { .kind = WADI_LABEL_NUMERIC, .first_col = -100000, .first_row = 99998, .cols = 5, .rows = 5 },
  };
  const WadiHex hexes[] = { { 0, 0 }, { 25, 9 }, { 26, 10 }, { 4095, 4095 }, { 7, 123456 }, { 1, 3 } };

  for (guint s = 0; s < G_N_ELEMENTS (schemes); s++)
    for (guint h = 0; h < G_N_ELEMENTS (hexes); h++)
      {
        g_autofree char *printed = wadi_label_print (&schemes[s], hexes[h]);
        char             text[WADI_LABEL_MAX_SIZE];
        gsize            length = wadi_label_format (&schemes[s], hexes[h], text);

        g_assert_cmpstr (text, ==, printed);
        g_assert_cmpuint (length, ==, strlen (printed));
      }
  {
    const WadiLabelScheme numeric = { .kind = WADI_LABEL_NUMERIC, .first_col = -20, .first_row = -5, .cols = 10, .rows = 10 };
    char                  text[WADI_LABEL_MAX_SIZE];

    /* the columns run -20 .. -11 (width 2, as printf gives "-20"), rows
     * -5 .. 4 */
    wadi_label_format (&numeric, (WadiHex) { 3, 2 }, text);
    g_assert_cmpstr (text, ==, "-17-3");
    wadi_label_format (&numeric, (WadiHex) { 9, 9 }, text);
    g_assert_cmpstr (text, ==, "-1104");
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/label/column-letters", test_column_letters);
  g_test_add_func ("/label/asl/round-trip", test_asl_round_trip);
  g_test_add_func ("/label/asl/column-250", test_asl_column_250);
  g_test_add_func ("/label/asl/examples", test_asl_examples);
  g_test_add_func ("/label/asl/bad", test_asl_bad);
  g_test_add_func ("/label/numeric", test_numeric);
  g_test_add_func ("/label/numeric/bad", test_numeric_bad);
  g_test_add_func ("/label/error-quark", test_error_quark);
  g_test_add_func ("/label/format", test_format);

  return g_test_run ();
}
