/* test-panels.c: the panels and the canvas follow their :document and :rules
 *
 * Runs in the 'gui' suite under a display.  Each widget is set to a
 * document (or live rules) A, then B, then NULL: it notifies each real
 * change once, keeps no handler on what it no longer shows, and answers
 * changes of the one it shows, with no window telling it to.
 */
#include "config.h"

#include "wadi-canvas.h"
#include "wadi-counter-editor.h"
#include "wadi-describe.h"
#include "wadi-diagnostics-panel.h"
#include "wadi-inspector.h"
#include "wadi-palette.h"
#include "wadi-resources.h"
#include "wadi-ruleset.h"
#include "wadi-ssr-panel.h"
#include "wadi-test-fixtures.h"
#include "wadi-test-gui.h"

/* What ASL's LOS leaves out, as its descriptor says it (untranslated:
 * the tests run in the C locale). */
#define ASL_LOS_NOTE "Only ground and depressions are considered; woods, buildings, walls and hedges are not."

typedef struct
{
  WadiDocument  *doc_a;
  WadiDocument  *doc_b;
  WadiLiveRules *rules_a;
  WadiLiveRules *rules_b;
} Fixture;

static void
fixture_setup (Fixture      *fixture,
               gconstpointer data)
{
  fixture->doc_a = wadi_document_new (wadi_fixture_asl_examples ());
  fixture->doc_b = wadi_document_new (wadi_fixture_asl_examples ());
  fixture->rules_a = wadi_live_rules_new (fixture->doc_a);
  fixture->rules_b = wadi_live_rules_new (fixture->doc_b);
  wadi_live_rules_flush (fixture->rules_a);
  wadi_live_rules_flush (fixture->rules_b);
}

static void
fixture_teardown (Fixture      *fixture,
                  gconstpointer data)
{
  g_clear_object (&fixture->rules_a);
  g_clear_object (&fixture->rules_b);
  g_clear_object (&fixture->doc_a);
  g_clear_object (&fixture->doc_b);
}

static void
count_notify (guint *count)
{
  (*count)++;
}

/* Whether a handler on instance was connected for widget. */
static gboolean
has_handler_for (gpointer   instance,
                 GtkWidget *widget)
{
  return g_signal_handler_find (instance, G_SIGNAL_MATCH_DATA, 0, 0, NULL, NULL, widget) != 0;
}

/* Sets property of widget to a, b, a again... checking the notifications
 * and the handlers at each step; leaves it on b. */
static void
follow_a_then_b (GtkWidget  *widget,
                 const char *property,
                 GObject    *a,
                 GObject    *b)
{
  g_autofree char *signal = g_strconcat ("notify::", property, NULL);
  g_autoptr(GObject) got = NULL;
  guint notified = 0;

  g_signal_connect_swapped (widget, signal, G_CALLBACK (count_notify), &notified);

  g_object_set (widget, property, a, NULL);
  g_assert_cmpuint (notified, ==, 1);
  g_object_get (widget, property, &got, NULL);
  g_assert_true (got == a);
  g_clear_object (&got);
  g_assert_true (has_handler_for (a, widget));

  /* the same again is no change */
  g_object_set (widget, property, a, NULL);
  g_assert_cmpuint (notified, ==, 1);

  g_object_set (widget, property, b, NULL);
  g_assert_cmpuint (notified, ==, 2);
  g_object_get (widget, property, &got, NULL);
  g_assert_true (got == b);
  g_assert_false (has_handler_for (a, widget));
  g_assert_true (has_handler_for (b, widget));

  g_signal_handlers_disconnect_by_func (widget, count_notify, &notified);
}

/* Then NULL: no handler is left on either. */
static void
follow_nothing (GtkWidget  *widget,
                const char *property,
                GObject    *a,
                GObject    *b)
{
  g_autoptr(GObject) got = NULL;

  g_object_set (widget, property, NULL, NULL);
  g_object_get (widget, property, &got, NULL);
  g_assert_null (got);
  g_assert_false (has_handler_for (a, widget));
  g_assert_false (has_handler_for (b, widget));
}

static void
test_ssr_panel_follows_document (Fixture      *fixture,
                                 gconstpointer data)
{
  WadiSsrPanel *panel = g_object_ref_sink (g_object_new (WADI_TYPE_SSR_PANEL, NULL));
  AdwComboRow  *ruleset_row = wadi_ssr_panel_get_ruleset_row (panel);

  follow_a_then_b (GTK_WIDGET (panel), "document", G_OBJECT (fixture->doc_a), G_OBJECT (fixture->doc_b));
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (panel)));
  g_assert_cmpuint (adw_combo_row_get_selected (ruleset_row), ==, WADI_RULESET_ASL);

  /* A's ruleset is no longer the panel's business; B's is */
  wadi_document_set_ruleset (fixture->doc_a, WADI_RULESET_TOI);
  g_assert_cmpuint (adw_combo_row_get_selected (ruleset_row), ==, WADI_RULESET_ASL);
  wadi_document_set_ruleset (fixture->doc_b, WADI_RULESET_CLASSIC);
  g_assert_cmpuint (adw_combo_row_get_selected (ruleset_row), ==, WADI_RULESET_CLASSIC);
  /* and an undo shows */
  wadi_document_undo (fixture->doc_b);
  g_assert_cmpuint (adw_combo_row_get_selected (ruleset_row), ==, WADI_RULESET_ASL);

  follow_nothing (GTK_WIDGET (panel), "document", G_OBJECT (fixture->doc_a), G_OBJECT (fixture->doc_b));
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (panel)));
  wadi_document_set_ruleset (fixture->doc_b, WADI_RULESET_TOI);
  g_assert_cmpuint (adw_combo_row_get_selected (ruleset_row), ==, WADI_RULESET_ASL);
  g_object_unref (panel);
}

static void
test_counter_editor_follows_document (Fixture      *fixture,
                                      gconstpointer data)
{
  WadiCounterEditor  *editor = g_object_ref_sink (g_object_new (WADI_TYPE_COUNTER_EDITOR, NULL));
  const WadiScenario *scenario_b = wadi_document_get_scenario (fixture->doc_b);
  GtkSwitch          *hidden = GTK_SWITCH (wadi_counter_editor_get_row (editor, "hidden"));
  WadiCounter         edited = { 0 };
  guint               id;

  edited.kind = WADI_COUNTER_UNIT;
  edited.hex = (WadiHex) { 1, 1 };
  id = wadi_document_add_counter (fixture->doc_b, &edited);
  g_assert_cmpuint (id, !=, 0);
  follow_a_then_b (GTK_WIDGET (editor), "document", G_OBJECT (fixture->doc_a), G_OBJECT (fixture->doc_b));
  g_assert_true (wadi_counter_editor_get_document (editor) == fixture->doc_b);
  wadi_counter_editor_show_counter (editor, id);
  g_assert_cmpuint (wadi_counter_editor_get_counter (editor), ==, id);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (editor)));
  g_assert_false (gtk_switch_get_active (hidden));

  /* a change of B shows in the rows, and so does its undo */
  edited = (WadiCounter) { 0 };
  wadi_counter_copy_into (&edited, wadi_scenario_find_counter (scenario_b, id));
  edited.hidden = TRUE;
  g_assert_true (wadi_document_replace_counter (fixture->doc_b, &edited));
  wadi_counter_clear (&edited);
  g_assert_true (gtk_switch_get_active (hidden));
  wadi_document_undo (fixture->doc_b);
  g_assert_false (gtk_switch_get_active (hidden));

  /* no document: no counter, and the editor hides */
  follow_nothing (GTK_WIDGET (editor), "document", G_OBJECT (fixture->doc_a), G_OBJECT (fixture->doc_b));
  g_assert_cmpuint (wadi_counter_editor_get_counter (editor), ==, 0);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (editor)));
  g_object_unref (editor);
}

static void
test_palette_follows_ruleset (Fixture      *fixture,
                              gconstpointer data)
{
  WadiPalette *palette = g_object_ref_sink (g_object_new (WADI_TYPE_PALETTE, NULL));

  follow_a_then_b (GTK_WIDGET (palette), "document", G_OBJECT (fixture->doc_a), G_OBJECT (fixture->doc_b));
  g_assert_true (wadi_palette_get_ruleset (palette) == wadi_ruleset_get (WADI_RULESET_ASL));

  wadi_document_set_ruleset (fixture->doc_a, WADI_RULESET_TOI);
  g_assert_true (wadi_palette_get_ruleset (palette) == wadi_ruleset_get (WADI_RULESET_ASL));
  wadi_document_set_ruleset (fixture->doc_b, WADI_RULESET_CLASSIC);
  g_assert_true (wadi_palette_get_ruleset (palette) == wadi_ruleset_get (WADI_RULESET_CLASSIC));

  /* a document of another ruleset brings its ruleset along */
  g_object_set (palette, "document", fixture->doc_a, NULL);
  g_assert_true (wadi_palette_get_ruleset (palette) == wadi_ruleset_get (WADI_RULESET_TOI));
  g_object_set (palette, "document", fixture->doc_b, NULL);

  /* without a document the lists offer ASL's choices */
  follow_nothing (GTK_WIDGET (palette), "document", G_OBJECT (fixture->doc_a), G_OBJECT (fixture->doc_b));
  g_assert_true (wadi_palette_get_ruleset (palette) == wadi_ruleset_get (WADI_RULESET_ASL));
  wadi_document_set_ruleset (fixture->doc_b, WADI_RULESET_TOI);
  g_assert_true (wadi_palette_get_ruleset (palette) == wadi_ruleset_get (WADI_RULESET_ASL));
  g_object_unref (palette);
}

/* The counter page: a new tool places units (a designer places them
 * most), the R hint shows only while Crest is the kind chosen, and the
 * side's field says what it is. */
static void
test_palette_counter_page (Fixture      *fixture,
                           gconstpointer data)
{
  WadiPalette *palette = g_object_ref_sink (g_object_new (WADI_TYPE_PALETTE, NULL));
  WadiTool    *tool = wadi_tool_new ();
  GtkWidget   *crest_hint;
  GtkWidget   *side_label;
  GtkWidget   *side;

  wadi_tool_set_document (tool, fixture->doc_a);
  wadi_palette_set_document (palette, fixture->doc_a);
  wadi_palette_set_tool (palette, tool);
  g_assert_cmpint (wadi_tool_get_settings (tool)->counter_kind, ==, WADI_COUNTER_UNIT);

  crest_hint = wadi_test_find_widget_showing (GTK_WIDGET (palette), GTK_TYPE_LABEL,
                                              "R turns the Crest counter under the pointer or the hex cursor, or the next one placed.");
  g_assert_nonnull (crest_hint);
  g_assert_false (gtk_widget_get_visible (crest_hint));

  /* Crest chosen (as the list's row would): its hint shows */
  wadi_tool_get_settings (tool)->counter_kind = WADI_COUNTER_CREST;
  wadi_palette_set_tool (palette, tool);
  g_assert_true (gtk_widget_get_visible (crest_hint));
  wadi_tool_get_settings (tool)->counter_kind = WADI_COUNTER_FORD;
  wadi_palette_set_tool (palette, tool);
  g_assert_false (gtk_widget_get_visible (crest_hint));

  /* the side ("German") has a label of its own, visible beside it */
  side = wadi_test_find_widget_showing (GTK_WIDGET (palette), GTK_TYPE_ENTRY, "German");
  g_assert_nonnull (side);
  side_label = wadi_test_find_widget_showing (GTK_WIDGET (palette), GTK_TYPE_LABEL, "Side");
  g_assert_nonnull (side_label);
  g_assert_true (gtk_widget_get_visible (side_label));
  g_assert_true (gtk_label_get_mnemonic_widget (GTK_LABEL (side_label)) == side);

  wadi_palette_set_tool (palette, NULL);
  wadi_tool_free (tool);
  g_object_unref (palette);
}

/* The analysis page's caption: what "Seen" is seen past, by the ruleset
 * (ASL's LOS leaves out woods and buildings; the classic TET nothing). */
static void
test_palette_analysis_los_note (Fixture      *fixture,
                                gconstpointer data)
{
  WadiPalette *palette = g_object_ref_sink (g_object_new (WADI_TYPE_PALETTE, NULL));
  GtkWidget   *note;

  wadi_palette_set_document (palette, fixture->doc_a);
  note = wadi_test_find_widget_showing (GTK_WIDGET (palette), GTK_TYPE_LABEL, ASL_LOS_NOTE);
  g_assert_nonnull (note);
  g_assert_true (gtk_widget_get_visible (note));
  g_assert_true (gtk_widget_has_css_class (note, "dim-label"));
  wadi_document_set_ruleset (fixture->doc_a, WADI_RULESET_CLASSIC);
  g_assert_false (gtk_widget_get_visible (note));
  wadi_document_set_ruleset (fixture->doc_a, WADI_RULESET_TOI);
  g_assert_true (gtk_widget_get_visible (note));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (note)), "the wadi"));
  g_object_unref (palette);
}

static void
test_diagnostics_panel_follows_rules (Fixture      *fixture,
                                      gconstpointer data)
{
  WadiDiagnosticsPanel *panel = g_object_ref_sink (g_object_new (WADI_TYPE_DIAGNOSTICS_PANEL, NULL));
  GListModel           *listed = G_LIST_MODEL (wadi_diagnostics_panel_get_selection (panel));
  guint                 listed_b;

  follow_a_then_b (GTK_WIDGET (panel), "rules", G_OBJECT (fixture->rules_a), G_OBJECT (fixture->rules_b));
  listed_b = g_list_model_get_n_items (listed);
  g_assert_cmpuint (listed_b, ==, g_list_model_get_n_items (G_LIST_MODEL (fixture->rules_b)));

  /* a ruleset that knows little of an ASL board flags much of it */
  wadi_document_set_ruleset (fixture->doc_a, WADI_RULESET_TOI);
  wadi_live_rules_flush (fixture->rules_a);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->rules_a)), !=, listed_b);
  g_assert_cmpuint (g_list_model_get_n_items (listed), ==, listed_b);
  wadi_document_set_ruleset (fixture->doc_b, WADI_RULESET_TOI);
  wadi_live_rules_flush (fixture->rules_b);
  g_assert_cmpuint (g_list_model_get_n_items (listed), ==, g_list_model_get_n_items (G_LIST_MODEL (fixture->rules_b)));
  g_assert_cmpuint (g_list_model_get_n_items (listed), !=, listed_b);

  follow_nothing (GTK_WIDGET (panel), "rules", G_OBJECT (fixture->rules_a), G_OBJECT (fixture->rules_b));
  g_assert_cmpuint (g_list_model_get_n_items (listed), ==, 0);
  g_object_unref (panel);
}

/* A long list is shown a few rows a frame, then whole: the list view
 * makes the rows of every item it is told of (up to 200), which took a
 * tenth of a second in the frame a map of 20 000 diagnostics opened. */
static void
test_diagnostics_list_grows_by_frames (Fixture      *fixture,
                                       gconstpointer data)
{
  g_autoptr(WadiScenario) scenario = wadi_scenario_new (WADI_RULESET_ASL);
  WadiBoard *board = wadi_board_new ("1", 33, 10, (WadiGridLayout) { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD },
                                     WADI_LABEL_NUMERIC, 1);
  g_autoptr(WadiDocument) document = NULL;
  g_autoptr(WadiLiveRules) rules = NULL;
  WadiDiagnosticsPanel *panel = g_object_ref_sink (g_object_new (WADI_TYPE_DIAGNOSTICS_PANEL, NULL));
  GListModel           *listed = G_LIST_MODEL (wadi_diagnostics_panel_get_selection (panel));
  guint                 all, steps = 0, first;

  wadi_scenario_add_board (scenario, board);
  /* a ford on open ground is an error (B20.8): one in each hex */
  for (int row = 0; row < 10; row++)
    for (int col = 0; col < 33; col++)
      {
        WadiCounter ford = { 0 };

        ford.kind = WADI_COUNTER_FORD;
        ford.hex = (WadiHex) { col, row };
        wadi_scenario_add_counter (scenario, &ford);
      }
  document = wadi_document_new (g_steal_pointer (&scenario));
  rules = wadi_live_rules_new (document);
  wadi_live_rules_flush (rules);
  all = g_list_model_get_n_items (G_LIST_MODEL (rules));
  g_assert_cmpuint (all, >=, 330);

  wadi_diagnostics_panel_set_rules (panel, rules);
  first = g_list_model_get_n_items (listed);
  g_assert_cmpuint (first, >, 0);
  g_assert_cmpuint (first, <, 50);
  while (g_list_model_get_n_items (listed) < all && steps < 1000)
    {
      g_main_context_iteration (NULL, TRUE);
      steps++;
    }
  g_assert_cmpuint (g_list_model_get_n_items (listed), ==, all);
  g_assert_cmpuint (steps, >, 1);

  wadi_diagnostics_panel_set_rules (panel, NULL);
  g_object_unref (panel);
}

static void
test_inspector_follows_rules (Fixture      *fixture,
                              gconstpointer data)
{
  WadiInspector      *inspector = g_object_ref_sink (g_object_new (WADI_TYPE_INSPECTOR, NULL));
  WadiCanvas         *canvas = g_object_ref_sink (WADI_CANVAS (wadi_canvas_new ()));
  const WadiScenario *scenario = wadi_document_get_scenario (fixture->doc_b);
  WadiHex             from, to;

  wadi_inspector_set_canvas (inspector, canvas);
  follow_a_then_b (GTK_WIDGET (inspector), "rules", G_OBJECT (fixture->rules_a), G_OBJECT (fixture->rules_b));

  /* picks are read from B's rules, and B's edits show */
  wadi_fixture_locate (scenario, "25F5", &from);
  wadi_fixture_locate (scenario, "25F6", &to);
  g_assert_cmpstr (wadi_inspector_get_next_text (inspector), ==, "Next click sets A");
  wadi_inspector_pick (inspector, from, FALSE);
  g_assert_cmpstr (wadi_inspector_get_next_text (inspector), ==, "Next click sets B");
  wadi_inspector_pick (inspector, to, TRUE);
  g_assert_cmpstr (wadi_inspector_get_next_text (inspector), ==, "Next click sets A again");
  /* Clear forgets both; picked again, they are back */
  wadi_inspector_clear (inspector);
  g_assert_cmpstr (wadi_inspector_get_next_text (inspector), ==, "Next click sets A");
  g_assert_true (wadi_inspector_get_los (inspector)->line == NULL
                 || wadi_inspector_get_los (inspector)->line->len == 0);
  wadi_inspector_pick (inspector, from, FALSE);
  wadi_inspector_pick (inspector, to, TRUE);
  g_assert_cmpstr (wadi_inspector_get_movement_text (inspector, WADI_UNIT_INFANTRY), !=, "");
  g_assert_cmpstr (wadi_inspector_get_los_text (inspector), !=, "");
  g_assert_cmpuint (wadi_inspector_get_los (inspector)->line->len, >, 0);
  /* ASL's LOS weighs ground and depressions only: the caption says so */
  g_assert_cmpstr (wadi_inspector_get_los_note (inspector), ==, ASL_LOS_NOTE);
  /* the classic charts' TET leaves nothing out: no caption */
  wadi_document_set_ruleset (fixture->doc_b, WADI_RULESET_CLASSIC);
  wadi_live_rules_flush (fixture->rules_b);
  g_assert_null (wadi_inspector_get_los_note (inspector));

  /* no rules: the picks are forgotten */
  follow_nothing (GTK_WIDGET (inspector), "rules", G_OBJECT (fixture->rules_a), G_OBJECT (fixture->rules_b));
  g_assert_true (wadi_inspector_get_los (inspector)->line == NULL
                 || wadi_inspector_get_los (inspector)->line->len == 0);
  g_object_unref (inspector);
  g_object_unref (canvas);
}

/* The inspector's A drop-down shows the position of the unit in A's
 * hex, and follows it when an edit moves the unit to another position,
 * unless the user chose one: a designer saw "Bridge level" stay after
 * putting the unit on the ground. */
static void
test_inspector_follows_units (Fixture      *fixture,
                              gconstpointer data)
{
  WadiInspector      *inspector = g_object_ref_sink (g_object_new (WADI_TYPE_INSPECTOR, NULL));
  GtkDropDown        *from = GTK_DROP_DOWN (wadi_test_find_widget_of_type (GTK_WIDGET (inspector), GTK_TYPE_DROP_DOWN));
  const WadiScenario *scenario = wadi_document_get_scenario (fixture->doc_a);
  GListModel         *model;
  WadiCounter         unit = { 0 };
  guint               id;

  wadi_inspector_set_rules (inspector, fixture->rules_a);
  model = gtk_drop_down_get_model (from);
  /* a wadi hex of the examples, no unit in it: IN, by default */
  wadi_inspector_pick (inspector, wadi_fixture_hex (scenario, "25C2"), FALSE);
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (model), gtk_drop_down_get_selected (from)), ==,
                   wadi_describe_position (WADI_POSITION_IN));
  /* a unit put there at ground level: the drop-down follows */
  unit.kind = WADI_COUNTER_UNIT;
  unit.unit_class = WADI_UNIT_INFANTRY;
  unit.position = WADI_POSITION_GROUND;
  unit.hex = wadi_fixture_hex (scenario, "25C2");
  id = wadi_document_add_counter (fixture->doc_a, &unit);
  wadi_live_rules_flush (fixture->rules_a);
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (model), gtk_drop_down_get_selected (from)), ==,
                   wadi_describe_position (WADI_POSITION_GROUND));
  /* IN again; and across a change of ruleset, whose drop-downs are new
   * (the review of stop 51: they showed the ground and stopped
   * following) */
  unit.id = id;
  unit.position = WADI_POSITION_IN;
  wadi_document_replace_counter (fixture->doc_a, &unit);
  wadi_live_rules_flush (fixture->rules_a);
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (model), gtk_drop_down_get_selected (from)), ==,
                   wadi_describe_position (WADI_POSITION_IN));
  wadi_document_set_ruleset (fixture->doc_a, WADI_RULESET_CLASSIC);
  wadi_live_rules_flush (fixture->rules_a);
  model = gtk_drop_down_get_model (from);
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (model), gtk_drop_down_get_selected (from)), ==,
                   wadi_describe_position (WADI_POSITION_IN));
  wadi_document_set_ruleset (fixture->doc_a, WADI_RULESET_ASL);
  wadi_live_rules_flush (fixture->rules_a);
  model = gtk_drop_down_get_model (from);
  /* the user's own choice stays, whatever the unit does */
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    if (g_strcmp0 (gtk_string_list_get_string (GTK_STRING_LIST (model), i),
                   wadi_describe_position (WADI_POSITION_CREST))
        == 0)
      gtk_drop_down_set_selected (from, i);
  unit.position = WADI_POSITION_GROUND;
  wadi_document_replace_counter (fixture->doc_a, &unit);
  wadi_live_rules_flush (fixture->rules_a);
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (model), gtk_drop_down_get_selected (from)), ==,
                   wadi_describe_position (WADI_POSITION_CREST));

  wadi_inspector_set_rules (inspector, NULL);
  g_object_unref (inspector);
}

/* How many selectable labels under widget are labelled by the labels
 * showing heading and hex, beside them, and described by their text: a
 * screen reader names them "heading hex" whatever GTK (GTK 4.8 names a
 * label by its accessible label, emptied, then by those it is labelled
 * by; later GTK by those alone). */
static guint
labels_named (GtkWidget  *widget,
              const char *heading,
              const char *hex)
{
  guint n = 0;

  if (GTK_IS_LABEL (widget) && gtk_label_get_selectable (GTK_LABEL (widget)))
    {
      GtkWidget       *heading_label = wadi_test_find_widget_showing (gtk_widget_get_parent (widget), GTK_TYPE_LABEL,
                                                                      heading);
      GtkWidget       *hex_label = wadi_test_find_widget_showing (gtk_widget_get_parent (widget), GTK_TYPE_LABEL, hex);
      g_autofree char *label_wrong = gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget),
                                                                         GTK_ACCESSIBLE_PROPERTY_LABEL, "");
      g_autofree char *description_wrong = gtk_test_accessible_check_property (
          GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, gtk_label_get_text (GTK_LABEL (widget)));
      g_autofree char *relation_wrong
          = heading_label == NULL || hex_label == NULL
                ? g_strdup ("no heading or hex label")
                : gtk_test_accessible_check_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                                      heading_label, hex_label, NULL);

      n += label_wrong == NULL && description_wrong == NULL && relation_wrong == NULL;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += labels_named (child, heading, hex);
  return n;
}

/* The details of A and B, the inspector's focusable text, are named by
 * their heading and their hex, and described by the details: a screen
 * reader said "Open Ground · level 0 From (A)", never the hex. */
static void
test_inspector_names_hexes (Fixture      *fixture,
                            gconstpointer data)
{
  WadiInspector      *inspector = g_object_ref_sink (g_object_new (WADI_TYPE_INSPECTOR, NULL));
  const WadiScenario *scenario = wadi_document_get_scenario (fixture->doc_a);

  wadi_inspector_set_rules (inspector, fixture->rules_a);
  wadi_inspector_pick (inspector, wadi_fixture_hex (scenario, "25C2"), FALSE);
  wadi_inspector_pick (inspector, wadi_fixture_hex (scenario, "25D2"), TRUE);
  g_assert_cmpuint (labels_named (GTK_WIDGET (inspector), "From (A)", "25C2"), ==, 1);
  g_assert_cmpuint (labels_named (GTK_WIDGET (inspector), "To (B)", "25D2"), ==, 1);
  wadi_inspector_set_rules (inspector, NULL);
  g_object_unref (inspector);
}

static gboolean
offers (GtkDropDown *dropdown,
        const char  *text)
{
  GListModel *model = gtk_drop_down_get_model (dropdown);

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    if (g_strcmp0 (gtk_string_list_get_string (GTK_STRING_LIST (model), i), text) == 0)
      return TRUE;
  return FALSE;
}

/* The inspector offers the positions the scenario's ruleset knows, from its
 * descriptor: Crest under ASL, not under the classic charts; the bridge and
 * wadi levels under Tide of Iron only. */
static void
test_inspector_offers_ruleset_positions (Fixture      *fixture,
                                         gconstpointer data)
{
  WadiInspector *inspector = g_object_ref_sink (g_object_new (WADI_TYPE_INSPECTOR, NULL));
  GtkDropDown   *positions = GTK_DROP_DOWN (wadi_test_find_widget_of_type (GTK_WIDGET (inspector), GTK_TYPE_DROP_DOWN));
  const char    *crest = wadi_describe_position (WADI_POSITION_CREST);
  const char    *bridge = wadi_describe_position (WADI_POSITION_BRIDGE);

  g_assert_nonnull (positions);
  wadi_inspector_set_rules (inspector, fixture->rules_a);
  g_assert_true (offers (positions, crest));
  g_assert_false (offers (positions, bridge));

  wadi_document_set_ruleset (fixture->doc_a, WADI_RULESET_CLASSIC);
  wadi_live_rules_flush (fixture->rules_a);
  g_assert_false (offers (positions, crest));
  g_assert_true (offers (positions, wadi_describe_position (WADI_POSITION_IN)));

  wadi_document_set_ruleset (fixture->doc_a, WADI_RULESET_TOI);
  wadi_live_rules_flush (fixture->rules_a);
  g_assert_false (offers (positions, crest));
  g_assert_true (offers (positions, bridge));

  wadi_inspector_set_rules (inspector, NULL);
  g_object_unref (inspector);
}

static void
test_canvas_follows_document_and_rules (Fixture      *fixture,
                                        gconstpointer data)
{
  WadiCanvas *canvas = g_object_ref_sink (WADI_CANVAS (wadi_canvas_new ()));

  follow_a_then_b (GTK_WIDGET (canvas), "rules", G_OBJECT (fixture->rules_a), G_OBJECT (fixture->rules_b));
  follow_a_then_b (GTK_WIDGET (canvas), "document", G_OBJECT (fixture->doc_a), G_OBJECT (fixture->doc_b));
  g_assert_true (wadi_canvas_get_document (canvas) == fixture->doc_b);
  g_assert_true (wadi_canvas_get_live_rules (canvas) == fixture->rules_b);
  follow_nothing (GTK_WIDGET (canvas), "document", G_OBJECT (fixture->doc_a), G_OBJECT (fixture->doc_b));
  follow_nothing (GTK_WIDGET (canvas), "rules", G_OBJECT (fixture->rules_a), G_OBJECT (fixture->rules_b));
  g_object_unref (canvas);
}

/* In a window: the palette and the SSR panel follow the document's
 * ruleset on their own, and the window's :document reaches every panel. */
static void
test_window_binds_panels (Fixture      *fixture,
                          gconstpointer data)
{
  WadiWindow   *window = g_object_ref_sink (wadi_window_new (NULL));
  WadiDocument *document;
  WadiPalette  *palette;

  wadi_window_set_scenario (window, wadi_fixture_asl_examples (), NULL);
  document = wadi_window_get_document (window);
  g_assert_true (wadi_canvas_get_document (wadi_window_get_canvas (window)) == document);
  g_assert_true (wadi_canvas_get_live_rules (wadi_window_get_canvas (window)) == wadi_window_get_live_rules (window));
  g_assert_true (wadi_ssr_panel_get_document (wadi_window_get_ssr_panel (window)) == document);
  g_assert_true (wadi_diagnostics_panel_get_rules (wadi_window_get_diagnostics_panel (window))
                 == wadi_window_get_live_rules (window));
  g_assert_true (wadi_inspector_get_rules (wadi_window_get_inspector (window)) == wadi_window_get_live_rules (window));
  g_assert_true (wadi_counter_editor_get_document (WADI_COUNTER_EDITOR (
                     wadi_test_find_widget_of_type (GTK_WIDGET (window), WADI_TYPE_COUNTER_EDITOR)))
                 == document);

  g_object_get (window, "document", &document, NULL);
  g_assert_true (document == wadi_window_get_document (window));
  g_object_unref (document);
  palette = WADI_PALETTE (wadi_test_find_widget_of_type (GTK_WIDGET (window), WADI_TYPE_PALETTE));
  g_assert_nonnull (palette);
  g_assert_true (wadi_palette_get_document (palette) == document);
  g_assert_true (wadi_palette_get_ruleset (palette) == wadi_ruleset_get (WADI_RULESET_ASL));

  wadi_document_set_ruleset (document, WADI_RULESET_TOI);
  g_assert_cmpuint (adw_combo_row_get_selected (wadi_ssr_panel_get_ruleset_row (wadi_window_get_ssr_panel (window))),
                    ==, WADI_RULESET_TOI);
  g_assert_true (wadi_palette_get_ruleset (palette) == wadi_ruleset_get (WADI_RULESET_TOI));

  /* a new scenario: the panels let go of the old document */
  g_object_ref (document);
  wadi_window_set_scenario (window, wadi_fixture_toi_examples (), NULL);
  g_assert_false (has_handler_for (document, GTK_WIDGET (wadi_window_get_ssr_panel (window))));
  g_assert_false (has_handler_for (document, GTK_WIDGET (palette)));
  g_assert_false (has_handler_for (document, wadi_test_find_widget_of_type (GTK_WIDGET (window), WADI_TYPE_COUNTER_EDITOR)));
  g_assert_false (has_handler_for (document, GTK_WIDGET (wadi_window_get_canvas (window))));
  g_assert_false (has_handler_for (document, GTK_WIDGET (window)));
  g_object_unref (document);

  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (window);
}

/* The texts of the rows on screen under widget, "location: message", in
 * an array of their own. */
static void
collect_row_texts (GtkWidget *widget,
                   GPtrArray *texts)
{
  GtkLabel *location = g_object_get_data (G_OBJECT (widget), "location");
  GtkLabel *message = g_object_get_data (G_OBJECT (widget), "message");

  if (location != NULL && message != NULL && gtk_widget_get_mapped (widget))
    g_ptr_array_add (texts, g_strdup_printf ("%s: %s", gtk_label_get_text (location), gtk_label_get_text (message)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    collect_row_texts (child, texts);
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return g_strcmp0 (*(const char *const *) a, *(const char *const *) b);
}

/* GTK 4.8 binds every row below an inserted one again, to the item it
 * shows already: a row that skips that rebinding still shows its own
 * item, and each item has its row. */
static void
test_diagnostics_rows_show_their_items (Fixture      *fixture,
                                        gconstpointer data)
{
  WadiGridLayout        layout = { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD };
  WadiScenario         *scenario = wadi_scenario_new (WADI_RULESET_ASL);
  WadiDocument         *document;
  WadiLiveRules        *rules;
  GtkWidget            *window = gtk_window_new ();
  WadiDiagnosticsPanel *panel = g_object_new (WADI_TYPE_DIAGNOSTICS_PANEL, NULL);
  guint                 ids[6];

  wadi_scenario_add_board (scenario, wadi_board_new ("1", 10, 6, layout, WADI_LABEL_ASL, 1));
  document = wadi_document_new (scenario);
  rules = wadi_live_rules_new (document);
  wadi_live_rules_flush (rules);
  g_object_set (panel, "rules", rules, NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 900);
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (panel));
  gtk_window_present (GTK_WINDOW (window));

  /* each ford (off any stream: an error) sorts above the ones before;
   * then, one by one, each ford moves a column on, so rows go and come
   * and are bound to other items */
  for (int step = 0; step < 12; step++)
    {
      int         row = step < 6 ? 5 - step : step - 6;
      WadiCounter ford = { .kind = WADI_COUNTER_FORD, .hex = { 3, row } };
      g_autoptr(GPtrArray) shown = g_ptr_array_new_with_free_func (g_free);
      g_autoptr(GPtrArray) listed = g_ptr_array_new_with_free_func (g_free);

      wadi_document_begin_edit (document, "ford");
      if (step < 6)
        ids[row] = wadi_document_add_counter (document, &ford);
      else
        {
          ford.id = ids[row];
          ford.hex.col = 7;
          g_assert_true (wadi_document_replace_counter (document, &ford));
        }
      wadi_document_end_edit (document);
      wadi_live_rules_flush (rules);
      wadi_test_wait_frames (window);

      collect_row_texts (GTK_WIDGET (panel), shown);
      for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (rules)); i++)
        {
          g_autoptr(WadiDiagnosticItem) item = g_list_model_get_item (G_LIST_MODEL (rules), i);

          g_ptr_array_add (listed, g_strdup_printf ("%s: %s", wadi_diagnostic_item_get_location (item),
                                                    wadi_diagnostic_item_get_message (item)));
        }
      g_assert_cmpuint (listed->len, ==, MIN (step + 1, 6));
      g_assert_cmpuint (shown->len, ==, listed->len);
      g_ptr_array_sort (shown, compare_strings);
      g_ptr_array_sort (listed, compare_strings);
      for (guint i = 0; i < listed->len; i++)
        g_assert_cmpstr (g_ptr_array_index (shown, i), ==, g_ptr_array_index (listed, i));
    }

  wadi_document_mark_saved (document);
  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (rules);
  g_object_unref (document);
}

/* A label on screen that shows text (the palette keeps each tool's page). */
static gboolean
is_mapped_label (GtkWidget    *widget,
                 gconstpointer text)
{
  return GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget)
         && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0;
}

/* The terrain list's swatches show a hex's symbols over its fill, as the
 * map does: Building's is its brown block, where its fill alone is the
 * cream of Open Ground's (a designer's try-out took one for the other). */
static void
test_palette_swatches_show_symbols (Fixture      *fixture,
                                    gconstpointer data)
{
  WadiPalette *palette = g_object_new (WADI_TYPE_PALETTE, NULL);
  WadiTool    *tool = wadi_tool_new ();
  GtkWidget   *window = gtk_window_new ();
  const char  *terrains[2] = { wadi_describe_terrain (WADI_TERRAIN_OPEN), wadi_describe_terrain (WADI_TERRAIN_BUILDING) };
  guint32      middle[2];

  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (palette));
  wadi_tool_set_document (tool, fixture->doc_a);
  wadi_tool_set_kind (tool, WADI_TOOL_TERRAIN);
  wadi_palette_set_document (palette, fixture->doc_a);
  wadi_palette_set_tool (palette, tool);
  wadi_palette_show_tool (palette, WADI_TOOL_TERRAIN);
  gtk_window_set_default_size (GTK_WINDOW (window), 300, 900);
  gtk_window_present (GTK_WINDOW (window));
  wadi_test_wait_frames (window);
  for (guint i = 0; i < 2; i++)
    {
      GtkWidget *label = wadi_test_find_widget (window, is_mapped_label, terrains[i]);
      GtkWidget *swatch;
      g_autoptr(GdkTexture) texture = NULL;
      guint32 pixels[20 * 16];

      g_assert_nonnull (label);
      swatch = gtk_widget_get_prev_sibling (label);
      g_assert_true (GTK_IS_DRAWING_AREA (swatch));
      texture = wadi_test_render_widget (swatch);
      g_assert_cmpint (gdk_texture_get_width (texture), ==, 20);
      gdk_texture_download (texture, (guchar *) pixels, 20 * 4);
      middle[i] = pixels[8 * 20 + 10];
    }
  /* B8G8R8A8: open ground cream, the building's block a dark brown */
  g_test_message ("open ground %06x, building %06x", middle[0] & 0xffffff, middle[1] & 0xffffff);
  g_assert_cmpuint ((middle[0] >> 16) & 0xff, >, 200);
  g_assert_cmpuint ((middle[1] >> 16) & 0xff, <, 180);
  g_assert_cmpuint ((middle[1] >> 16) & 0xff, >, (middle[1] & 0xff) + 40);
  wadi_palette_set_tool (palette, NULL);
  gtk_window_destroy (GTK_WINDOW (window));
  wadi_tool_free (tool);
}

int
main (int   argc,
      char *argv[])
{
  if (!wadi_test_gui_init (&argc, &argv))
    return 0;
  /* a panel made on its own: the window's class registers them otherwise */
  wadi_register_resource ();

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_setup, func, fixture_teardown)
  ADD ("/panels/ssr-panel-follows-document", test_ssr_panel_follows_document);
  ADD ("/panels/palette-follows-ruleset", test_palette_follows_ruleset);
  ADD ("/panels/palette-counter-page", test_palette_counter_page);
  ADD ("/panels/palette-analysis-los-note", test_palette_analysis_los_note);
  ADD ("/panels/palette-swatches-show-symbols", test_palette_swatches_show_symbols);
  ADD ("/panels/counter-editor-follows-document", test_counter_editor_follows_document);
  ADD ("/panels/diagnostics-panel-follows-rules", test_diagnostics_panel_follows_rules);
  ADD ("/panels/diagnostics-rows-show-their-items", test_diagnostics_rows_show_their_items);
  ADD ("/panels/diagnostics-list-grows-by-frames", test_diagnostics_list_grows_by_frames);
  ADD ("/panels/inspector-follows-rules", test_inspector_follows_rules);
  ADD ("/panels/inspector-follows-units", test_inspector_follows_units);
  ADD ("/panels/inspector-names-hexes", test_inspector_names_hexes);
  ADD ("/panels/inspector-offers-ruleset-positions", test_inspector_offers_ruleset_positions);
  ADD ("/panels/canvas-follows-document-and-rules", test_canvas_follows_document_and_rules);
  ADD ("/panels/window-binds-panels", test_window_binds_panels);
#undef ADD

  return g_test_run ();
}
