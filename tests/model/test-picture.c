/* test-picture.c: a board's background picture in the model, the file
 * format and the undo history */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "wadi-document.h"
#include "wadi-format.h"

static WadiScenario *
make_scenario (void)
{
  WadiScenario *scenario = wadi_scenario_new (WADI_RULESET_ASL);

  wadi_scenario_add_board (scenario, wadi_board_new_geomorphic ("25"));
  return scenario;
}

static void
test_relative_path (void)
{
  struct
  {
    const char *path;
    const char *folder;
    const char *expected;
  } cases[] = {
    { "/home/d/maps/board25.png", "/home/d/maps", "board25.png" },
    { "/home/d/maps/scans/board25.png", "/home/d/maps", "scans/board25.png" },
    { "/home/d/scans/board25.png", "/home/d/maps", "../scans/board25.png" },
    { "/home/d/scans/board25.png", "/home/d/maps/a/", "../../scans/board25.png" },
    { "/board25.png", "/", "board25.png" },
    { "/home/d/./maps/../maps/board25.png", "/home/d/maps", "board25.png" },
    /* not absolute: kept as it is */
    { "board25.png", "/home/d/maps", "board25.png" },
    { "/home/d/board25.png", NULL, "/home/d/board25.png" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *relative = wadi_picture_relative_path (cases[i].path, cases[i].folder);
      g_autofree char *back = NULL;

      g_assert_cmpstr (relative, ==, cases[i].expected);
      if (cases[i].folder == NULL || !g_path_is_absolute (cases[i].path))
        continue;
      /* and read back where it was */
      back = wadi_picture_resolve_path (relative, cases[i].folder);
      {
        g_autofree char *canon = g_canonicalize_filename (cases[i].path, NULL);

        g_assert_cmpstr (back, ==, canon);
      }
    }
  {
    g_autofree char *kept = wadi_picture_resolve_path ("scans/b.png", NULL);

    g_assert_cmpstr (kept, ==, "scans/b.png");
  }
}

/* A new picture spans its board: a scan of board 25 (A to GG, the half
 * hexes' centres on its edges) fills the board from the A column's centres
 * to the GG column's, centred. */
static void
test_span_fit (void)
{
  WadiGridLayout layout = { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD };
  WadiSimilarity fit = wadi_picture_span_fit (layout, 33, 11, TRUE, 3200, 1000);
  double         ax, ay, ggx, ggy, x, y;

  g_assert_true (wadi_picture_fit_is_valid (&fit));
  g_assert_cmpfloat (fit.b, ==, 0.0);
  wadi_hex_center (layout, (WadiHex) { 0, 5 }, &ax, &ay);
  wadi_hex_center (layout, (WadiHex) { 32, 5 }, &ggx, &ggy);
  /* the picture's left and right edges at the A and GG centres */
  wadi_similarity_apply (&fit, 0, 500, &x, &y);
  g_assert_cmpfloat_with_epsilon (x, ax, 1e-9);
  wadi_similarity_apply (&fit, 3200, 500, &x, &y);
  g_assert_cmpfloat_with_epsilon (x, ggx, 1e-9);
  /* an empty picture takes no fit */
  fit = wadi_picture_span_fit (layout, 33, 11, TRUE, 0, 10);
  g_assert_cmpfloat (fit.a, ==, 1.0);
}

static char *
write_text (const char *folder,
            const char *name,
            const char *text)
{
  g_autofree char *path = g_build_filename (folder, name, NULL);
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, text, -1, &error);
  g_assert_no_error (error);
  return g_steal_pointer (&path);
}

#define HEAD "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" \
             "<scenario xmlns=\"https://wadieditor.github.io/ns/scenario\" version=\"%d\" ruleset=\"asl\">\n"
#define BOARD "  <board id=\"25\" columns=\"33\" rows=\"11\" orientation=\"flat-top\" stagger=\"odd\" labels=\"asl\" first-row=\"0\" terrain=\"open\" level=\"0\">\n"

/* The path is relative to the file in the file, absolute in the model,
 * and a file loaded and saved again is the same bytes. */
static void
test_format_round_trip (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *folder = g_dir_make_tmp ("wadi-picture-XXXXXX", &error);
  g_autofree char *text = g_strdup_printf (HEAD "  <ssr stream-depth=\"shallow\" frozen=\"false\" snow=\"false\"/>\n" BOARD
                                                "    <picture file=\"scans/board25.png\" opacity=\"0.5\" a=\"0.01\" b=\"-0.0025\" tx=\"-0.5\" ty=\"0.125\"/>\n"
                                                "    <hex at=\"C3\" terrain=\"hammada\"/>\n"
                                                "  </board>\n"
                                                "</scenario>\n",
                                           WADI_FORMAT_VERSION);
  g_autofree char *path = NULL;
  g_autofree char *expected_path = NULL;
  g_autofree char *sub = NULL;
  g_autofree char *moved = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GFile) moved_file = NULL;
  g_autoptr(WadiScenario) scenario = NULL;
  g_autoptr(WadiScenario) again = NULL;
  g_autofree char   *saved = NULL;
  g_autofree char   *moved_text = NULL;
  const WadiPicture *picture;

  g_assert_no_error (error);
  path = write_text (folder, "traced.wadi", text);
  file = g_file_new_for_path (path);
  scenario = wadi_format_read_file (file, &error);
  g_assert_no_error (error);
  picture = wadi_map_get_board (scenario->map, 0)->picture;
  g_assert_nonnull (picture);
  expected_path = g_build_filename (folder, "scans", "board25.png", NULL);
  g_assert_cmpstr (picture->path, ==, expected_path);
  g_assert_cmpfloat (picture->opacity, ==, 0.5);
  g_assert_cmpfloat (picture->fit.a, ==, 0.01);
  g_assert_cmpfloat (picture->fit.b, ==, -0.0025);
  g_assert_cmpfloat (picture->fit.tx, ==, -0.5);
  g_assert_cmpfloat (picture->fit.ty, ==, 0.125);

  /* saved where it was: the same bytes */
  g_assert_true (wadi_format_write_file (scenario, file, &error));
  g_assert_no_error (error);
  g_file_get_contents (path, &saved, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (saved, ==, text);

  /* saved into another folder: the path still finds the picture */
  sub = g_build_filename (folder, "a", NULL);
  g_assert_cmpint (g_mkdir (sub, 0700), ==, 0);
  moved = g_build_filename (sub, "moved.wadi", NULL);
  moved_file = g_file_new_for_path (moved);
  g_assert_true (wadi_format_write_file (scenario, moved_file, &error));
  g_assert_no_error (error);
  g_file_get_contents (moved, &moved_text, NULL, &error);
  g_assert_nonnull (strstr (moved_text, "file=\"../scans/board25.png\""));
  again = wadi_format_read_file (moved_file, &error);
  g_assert_no_error (error);
  g_assert_true (wadi_scenario_equal (again, scenario));

  /* written without a file: the path as the model holds it */
  {
    g_autoptr(GBytes) bytes = wadi_format_write_bytes (scenario);
    g_autofree char *quoted = g_strdup_printf ("file=\"%s\"", expected_path);

    g_assert_nonnull (strstr (g_bytes_get_data (bytes, NULL), quoted));
  }
  g_unlink (moved);
  g_rmdir (sub);
  g_unlink (path);
  g_rmdir (folder);
}

/* Opened and saved through a symbolic link in another folder, the path
 * is relative to the folder of the file the link leads to, as the writer
 * makes it: a/b/scen.wadi -> ../../real/scen.wadi holding
 * "../pics/b.png" names pics/b.png and is saved the same, where the
 * reader used to take it relative to a/b and save "../a/pics/b.png". */
static void
test_format_through_a_link (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *folder = g_dir_make_tmp ("wadi-picture-XXXXXX", &error);
  g_autofree char *text = g_strdup_printf (HEAD "  <ssr stream-depth=\"shallow\" frozen=\"false\" snow=\"false\"/>\n" BOARD
                                                "    <picture file=\"../pics/b.png\" opacity=\"1\" a=\"1\" b=\"0\" tx=\"0\" ty=\"0\"/>\n"
                                                "  </board>\n"
                                                "</scenario>\n",
                                           WADI_FORMAT_VERSION);
  g_autofree char *real = NULL;
  g_autofree char *links = NULL;
  g_autofree char *path = NULL;
  g_autofree char *link = NULL;
  g_autofree char *expected_path = NULL;
  g_autofree char *saved = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(WadiScenario) scenario = NULL;
  const WadiPicture *picture;

  g_assert_no_error (error);
  real = g_build_filename (folder, "real", NULL);
  links = g_build_filename (folder, "a", "b", NULL);
  g_assert_cmpint (g_mkdir_with_parents (real, 0700), ==, 0);
  g_assert_cmpint (g_mkdir_with_parents (links, 0700), ==, 0);
  path = write_text (real, "scen.wadi", text);
  link = g_build_filename (links, "scen.wadi", NULL);
  file = g_file_new_for_path (link);
  g_assert_true (g_file_make_symbolic_link (file, "../../real/scen.wadi", NULL, &error));
  g_assert_no_error (error);

  scenario = wadi_format_read_file (file, &error);
  g_assert_no_error (error);
  picture = wadi_map_get_board (scenario->map, 0)->picture;
  g_assert_nonnull (picture);
  expected_path = g_build_filename (folder, "pics", "b.png", NULL);
  g_assert_cmpstr (picture->path, ==, expected_path);

  g_assert_true (wadi_format_write_file (scenario, file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_test (link, G_FILE_TEST_IS_SYMLINK));
  g_file_get_contents (path, &saved, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (saved, ==, text);

  g_unlink (link);
  g_rmdir (links);
  *strrchr (links, G_DIR_SEPARATOR) = '\0';
  g_rmdir (links);
  g_unlink (path);
  g_rmdir (real);
  g_rmdir (folder);
}

/* A board without a picture writes none; the numbers are written as
 * short as they read back exactly. */
static void
test_format_written (void)
{
  g_autoptr(WadiScenario) scenario = make_scenario ();
  g_autoptr(GBytes) plain = wadi_format_write_bytes (scenario);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(WadiScenario) again = NULL;
  WadiSimilarity fit = { 0.1, 1.0 / 3.0, -7.0, 0.0 };
  g_autoptr(WadiPicture) picture = wadi_picture_new ("/scans/b25.png", 1.0, &fit);

  g_assert_null (strstr (g_bytes_get_data (plain, NULL), "<picture"));
  wadi_scenario_set_picture (scenario, 0, picture);
  bytes = wadi_format_write_bytes (scenario);
  g_assert_nonnull (strstr (g_bytes_get_data (bytes, NULL),
                            "<picture file=\"/scans/b25.png\" opacity=\"1\" a=\"0.1\" b=\"0.3333333333333333\" tx=\"-7\" ty=\"0\"/>\n"
                            "  </board>\n"));
  again = wadi_format_read_bytes (bytes, "b.wadi", &error);
  g_assert_no_error (error);
  g_assert_true (wadi_picture_equal (wadi_map_get_board (again->map, 0)->picture, picture));
}

/* A picture path that is not UTF-8 cannot be written in the file, whose
 * attributes are UTF-8: the save is refused, naming the path, where it
 * used to write U+FFFD in its place and lose the picture.  Written
 * relative to the file, only the part below the file's folder counts. */
static void
test_format_path_not_utf8 (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *folder = g_dir_make_tmp ("wadi-picture-XXXXXX", &error);
  g_autofree char *path = g_build_filename (folder, "latin1.wadi", NULL);
  g_autofree char *picture_path = g_build_filename (folder, "b\xe4.png", NULL);
  g_autofree char *inner = g_build_filename (folder, "sch\xe4", NULL);
  g_autofree char *inner_path = g_build_filename (inner, "inner.wadi", NULL);
  g_autofree char *inner_picture = g_build_filename (inner, "scans", "b25.png", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) inner_file = g_file_new_for_path (inner_path);
  g_autoptr(WadiScenario) scenario = make_scenario ();
  g_autoptr(WadiScenario) again = NULL;
  WadiSimilarity fit = { 1.0, 0.0, 0.0, 0.0 };
  g_autoptr(WadiPicture) latin1 = wadi_picture_new (picture_path, 1.0, &fit);
  g_autoptr(WadiPicture) below = wadi_picture_new (inner_picture, 1.0, &fit);
  g_autofree char *shown = g_filename_display_name (picture_path);

  g_assert_no_error (error);
  wadi_scenario_set_picture (scenario, 0, latin1);
  g_assert_false (wadi_format_write_file (scenario, file, &error));
  g_assert_error (error, WADI_FORMAT_ERROR, WADI_FORMAT_ERROR_INVALID);
  g_test_message ("%s", error->message);
  g_assert_true (g_utf8_validate (error->message, -1, NULL));
  g_assert_nonnull (strstr (error->message, shown));
  g_assert_nonnull (strstr (error->message, "a picture path must be UTF-8"));
  g_assert_nonnull (strstr (error->message, "nothing was written"));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_clear_error (&error);

  /* the folder is not UTF-8, but the path written, scans/b25.png, is */
  g_assert_cmpint (g_mkdir (inner, 0700), ==, 0);
  wadi_scenario_set_picture (scenario, 0, below);
  g_assert_true (wadi_format_write_file (scenario, inner_file, &error));
  g_assert_no_error (error);
  again = wadi_format_read_file (inner_file, &error);
  g_assert_no_error (error);
  g_assert_true (wadi_picture_equal (wadi_map_get_board (again->map, 0)->picture, below));

  g_unlink (inner_path);
  g_rmdir (inner);
  g_rmdir (folder);
}

static void
assert_refused (const char *body,
                int         version,
                const char *message)
{
  g_autofree char *text = g_strdup_printf (HEAD "%s</scenario>\n", version, body);
  g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));
  g_autoptr(GError) error = NULL;
  g_autoptr(WadiScenario) scenario = wadi_format_read_bytes (bytes, "bad.wadi", &error);

  g_assert_null (scenario);
  g_assert_error (error, WADI_FORMAT_ERROR, WADI_FORMAT_ERROR_INVALID);
  if (strstr (error->message, message) == NULL)
    g_error ("“%s” does not say “%s”", error->message, message);
}

static void
test_format_refused (void)
{
  /* a version 5 file has no pictures */
  assert_refused (BOARD "    <picture file=\"b.png\"/>\n  </board>\n", 5,
                  "4:5: <picture> or its attributes in a format version 5 file, expected them only from version 6");
  assert_refused (BOARD "    <hex at=\"C3\" terrain=\"hammada\"/>\n    <picture file=\"b.png\"/>\n  </board>\n", 6,
                  "5:5: <picture> after a <hex> or <side>");
  assert_refused (BOARD "    <picture file=\"b.png\"/>\n    <picture file=\"c.png\"/>\n  </board>\n", 6,
                  "a second <picture> in <board>");
  assert_refused ("  <overlay id=\"W1\">\n    <board columns=\"2\" rows=\"1\">\n      <picture file=\"b.png\"/>\n"
                  "    </board>\n  </overlay>\n",
                  6, "<picture> in an overlay's <board>");
  assert_refused (BOARD "    <picture file=\"\"/>\n  </board>\n", 6, "the picture's file is empty");
  assert_refused (BOARD "    <picture/>\n  </board>\n", 6, "file");
  assert_refused (BOARD "    <picture file=\"b.png\" opacity=\"1.5\"/>\n  </board>\n", 6,
                  "opacity “1.5” is not valid, expected a decimal number from 0 to 1");
  assert_refused (BOARD "    <picture file=\"b.png\" a=\"nan\"/>\n  </board>\n", 6, "a “nan” is not valid");
  assert_refused (BOARD "    <picture file=\"b.png\" tx=\"0x10\"/>\n  </board>\n", 6, "tx “0x10” is not valid");
  assert_refused (BOARD "    <picture file=\"b.png\" tx=\" 1\"/>\n  </board>\n", 6, "tx “ 1” is not valid");
  assert_refused (BOARD "    <picture file=\"b.png\" a=\"0\" b=\"0\"/>\n  </board>\n", 6, "a and b are both 0");
  assert_refused (BOARD "    <picture file=\"b.png\" scale=\"2\"/>\n  </board>\n", 6, "scale");
}

/* A picture missing on disk does not stop the file loading: the model
 * keeps its path, and says it is missing. */
static void
test_missing (void)
{
  g_autofree char *text = g_strdup_printf (HEAD BOARD "    <picture file=\"/nonexistent/wadi/b25.png\"/>\n  </board>\n</scenario>\n",
                                           WADI_FORMAT_VERSION);
  g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));
  g_autoptr(GError) error = NULL;
  g_autoptr(WadiScenario) scenario = wadi_format_read_bytes (bytes, "missing.wadi", &error);
  g_autofree char *missing = NULL;
  g_autofree char *none = NULL;
  g_autoptr(WadiScenario) plain = make_scenario ();

  g_assert_no_error (error);
  g_assert_nonnull (wadi_map_get_board (scenario->map, 0)->picture);
  g_assert_false (wadi_picture_exists (wadi_map_get_board (scenario->map, 0)->picture));
  missing = wadi_scenario_missing_pictures (scenario);
  g_assert_cmpstr (missing, ==, "board 25's background picture /nonexistent/wadi/b25.png is missing");
  none = wadi_scenario_missing_pictures (plain);
  g_assert_null (none);

  /* a device is there, and no picture: said so, not called missing */
  {
    g_autofree char *device_text = g_strdup_printf (HEAD BOARD "    <picture file=\"/dev/null\"/>\n  </board>\n</scenario>\n",
                                                    WADI_FORMAT_VERSION);
    g_autoptr(GBytes) device_bytes = g_bytes_new (device_text, strlen (device_text));
    g_autoptr(WadiScenario) device = wadi_format_read_bytes (device_bytes, "device.wadi", &error);
    g_autofree char *said = NULL;

    g_assert_no_error (error);
    said = wadi_scenario_missing_pictures (device);
    g_assert_cmpstr (said, ==, "board 25's background picture /dev/null is not a regular file");
  }
}

/* Setting, aligning (many nudges in one edit), changing the opacity and
 * removing are each one undo step; moving the board keeps the picture. */
static void
test_undo (void)
{
  g_autoptr(WadiDocument) document = wadi_document_new (make_scenario ());
  const WadiScenario *scenario = wadi_document_get_scenario (document);
  WadiSimilarity      fit = { 0.01, 0.0, 0.0, 0.0 };
  g_autoptr(WadiPicture) picture = wadi_picture_new ("/scans/b25.png", 0.5, &fit);
  g_autoptr(WadiPicture) aligned = wadi_picture_copy (picture);
  g_autoptr(WadiPicture) bad = wadi_picture_copy (picture);
  g_autoptr(GError) error = NULL;

  g_assert_false (wadi_document_set_picture (document, 1, picture));
  bad->fit.a = 0.0;
  g_assert_false (wadi_document_set_picture (document, 0, bad));
  g_assert_false (wadi_document_can_undo (document));

  g_assert_true (wadi_document_set_picture (document, 0, picture));
  g_assert_cmpstr (wadi_document_undo_label (document), ==, "Set background picture");
  g_assert_true (wadi_picture_equal (wadi_map_get_board (scenario->map, 0)->picture, picture));

  wadi_document_begin_edit (document, "Align background picture");
  for (int i = 0; i < 5; i++)
    {
      aligned->fit.tx += 0.25;
      g_assert_true (wadi_document_set_picture (document, 0, aligned));
    }
  wadi_document_end_edit (document);
  g_assert_cmpfloat (wadi_map_get_board (scenario->map, 0)->picture->fit.tx, ==, 1.25);

  g_assert_true (wadi_document_undo (document));
  g_assert_true (wadi_picture_equal (wadi_map_get_board (scenario->map, 0)->picture, picture));
  g_assert_true (wadi_document_redo (document));
  g_assert_true (wadi_picture_equal (wadi_map_get_board (scenario->map, 0)->picture, aligned));

  /* a turn of the board turns its picture with it: it lies in the board's frame */
  g_assert_true (wadi_document_place_board (document, 0, (WadiHex) { 0, 0 }, 3, &error));
  g_assert_no_error (error);
  g_assert_true (wadi_picture_equal (wadi_map_get_board (scenario->map, 0)->picture, aligned));
  g_assert_true (wadi_document_undo (document));
  g_assert_true (wadi_picture_equal (wadi_map_get_board (scenario->map, 0)->picture, aligned));

  g_assert_true (wadi_document_set_picture (document, 0, NULL));
  g_assert_cmpstr (wadi_document_undo_label (document), ==, "Remove background picture");
  g_assert_null (wadi_map_get_board (scenario->map, 0)->picture);
  g_assert_true (wadi_document_undo (document));
  g_assert_true (wadi_picture_equal (wadi_map_get_board (scenario->map, 0)->picture, aligned));
  g_assert_true (wadi_document_undo (document));
  g_assert_true (wadi_document_undo (document));
  g_assert_null (wadi_map_get_board (scenario->map, 0)->picture);
  g_assert_false (wadi_document_can_undo (document));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/picture/relative-path", test_relative_path);
  g_test_add_func ("/picture/span-fit", test_span_fit);
  g_test_add_func ("/picture/format/round-trip", test_format_round_trip);
  g_test_add_func ("/picture/format/through-a-link", test_format_through_a_link);
  g_test_add_func ("/picture/format/written", test_format_written);
  g_test_add_func ("/picture/format/path-not-utf8", test_format_path_not_utf8);
  g_test_add_func ("/picture/format/refused", test_format_refused);
  g_test_add_func ("/picture/missing", test_missing);
  g_test_add_func ("/picture/undo", test_undo);

  return g_test_run ();
}
