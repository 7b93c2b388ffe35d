/* test-format-scan.c: the attribute count the reader checks before libxml2
 *
 * The limit and why it exists: src/model/wadi-format-scan.h (libxml2 2.9's
 * duplicate-attribute check is quadratic; a 4 MB tag took 49 s).
 */
#include "config.h"

#include <string.h>

#include "wadi-format-scan.h"

/* Feeds text in pieces of piece bytes; returns whether it passed. */
static gboolean
scan_text (const char *text,
           gsize       length,
           gsize       piece,
           int        *line,
           int        *column)
{
  WadiFormatScan scan;

  wadi_format_scan_init (&scan);
  for (gsize at = 0; at < length; at += piece)
    if (!wadi_format_scan_feed (&scan, text + at, MIN (piece, length - at), line, column))
      return FALSE;
  return TRUE;
}

static char *
tag_with_attributes (const char *before,
                     guint       n)
{
  GString *text = g_string_new (before);

  g_string_append (text, "<metadata");
  for (guint i = 0; i < n; i++)
    g_string_append_printf (text, " a%u=\"1\"", i);
  g_string_append (text, "/>");
  return g_string_free (text, FALSE);
}

static void
test_scan_limit (void)
{
  g_autofree char *ok = tag_with_attributes ("<scenario>\n  ", WADI_FORMAT_MAX_ATTRIBUTES);
  g_autofree char *over = tag_with_attributes ("<scenario>\n  ", WADI_FORMAT_MAX_ATTRIBUTES + 1);
  int              line = 0, column = 0;

  g_assert_true (scan_text (ok, strlen (ok), 7, &line, &column));
  g_assert_false (scan_text (over, strlen (over), 7, &line, &column));
  /* Where the tag starts: line 2, after two spaces. */
  g_assert_cmpint (line, ==, 2);
  g_assert_cmpint (column, ==, 3);
}

/* Where a refused tag is, after many lines: runs of line feeds longer than
 * the counter's blocks of sixteen bytes (and than 255 of them, where its
 * tallies are summed), long lines without one, fed in pieces of any size;
 * the line is the one a byte-by-byte count gives. */
static void
test_scan_line_after_many_lines (void)
{
  g_autoptr(GString) text = g_string_new ("<scenario>\n");
  g_autofree char *tag = tag_with_attributes ("", WADI_FORMAT_MAX_ATTRIBUTES + 1);
  const gsize      pieces[] = { 1, 7, 16, 4093, 65536 };
  int              expected = 1;

  for (int i = 0; i < 40; i++)
    {
      for (int k = 0; k < 1000 * (i % 5); k++)
        g_string_append_c (text, '\n');
      for (int k = 0; k < 777 * (i % 3); k++)
        g_string_append_c (text, 'x');
      g_string_append (text, "<!-- a comment -->\n");
    }
  for (gsize i = 0; i < text->len; i++)
    expected += text->str[i] == '\n';
  g_string_append (text, "  ");
  g_string_append (text, tag);

  for (guint p = 0; p < G_N_ELEMENTS (pieces); p++)
    {
      int line = 0, column = 0;

      g_assert_false (scan_text (text->str, text->len, pieces[p], &line, &column));
      g_assert_cmpint (line, ==, expected);
      g_assert_cmpint (column, ==, 3);
    }
}

/* The count starts again with every tag. */
static void
test_scan_per_tag (void)
{
  GString *text = g_string_new ("<scenario>");
  int      line, column;

  for (guint i = 0; i < 100; i++)
    g_string_append (text, "<hex at=\"A1\" terrain=\"woods\" level=\"1\"/>\n");
  g_string_append (text, "</scenario>");
  g_assert_true (scan_text (text->str, text->len, 3, &line, &column));
  g_string_free (text, TRUE);
}

/* What is not an attribute is not counted: = in values, text, comments,
 * processing instructions and CDATA, and > inside a quoted value does not
 * end the tag. */
static void
test_scan_not_attributes (void)
{
  GString *text = g_string_new ("<?xml version=\"1.0\"?>\n<scenario a=\"x>y\" b='=====>'>");

  for (guint i = 0; i < 100; i++)
    g_string_append (text, "a=b c=d ");
  g_string_append (text, "<!-- ");
  for (guint i = 0; i < 100; i++)
    g_string_append (text, "a=b ->");
  g_string_append (text, " --->");
  g_string_append (text, "<?pi ");
  for (guint i = 0; i < 100; i++)
    g_string_append (text, "a=b ?");
  g_string_append (text, "?>");
  g_string_append (text, "<![CDATA[");
  for (guint i = 0; i < 100; i++)
    g_string_append (text, "a=b ]>");
  g_string_append (text, "]]]><title>x</title></scenario>");
  for (gsize piece = 1; piece < 8; piece++)
    {
      int line, column;

      g_assert_true (scan_text (text->str, text->len, piece, &line, &column));
    }
  g_string_free (text, TRUE);
}

/* A comment's end found, the next tag is counted again. */
static void
test_scan_after_comment (void)
{
  g_autofree char *over = tag_with_attributes ("<!-- a -- b --><?p?><![CDATA[x]]>", WADI_FORMAT_MAX_ATTRIBUTES + 1);
  int              line, column;

  g_assert_false (scan_text (over, strlen (over), 5, &line, &column));
  g_assert_cmpint (line, ==, 1);
  g_assert_cmpint (column, ==, 34);
}

/* UTF-16 puts a NUL beside every ASCII character: still counted. */
static void
test_scan_utf16 (void)
{
  g_autofree char *over = tag_with_attributes ("", WADI_FORMAT_MAX_ATTRIBUTES + 1);
  gsize            n = strlen (over);
  g_autofree char *wide = g_malloc0 (2 * n);
  int              line, column;

  for (gsize i = 0; i < n; i++)
    wide[2 * i] = over[i];
  g_assert_false (scan_text (wide, 2 * n, 3, &line, &column));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/format-scan/limit", test_scan_limit);
  g_test_add_func ("/format-scan/per-tag", test_scan_per_tag);
  g_test_add_func ("/format-scan/line-after-many-lines", test_scan_line_after_many_lines);
  g_test_add_func ("/format-scan/not-attributes", test_scan_not_attributes);
  g_test_add_func ("/format-scan/after-comment", test_scan_after_comment);
  g_test_add_func ("/format-scan/utf16", test_scan_utf16);

  return g_test_run ();
}
