/* wadi-new-dialog.c: the New Scenario dialog */
#include "config.h"

#include <glib/gi18n.h>

#include "wadi-accessible.h"
#include "wadi-entry-row.h"
#include "wadi-named-list.h"
#include "wadi-new-dialog.h"
#include "wadi-ruleset.h"

/* What the grid rows hold. */
typedef struct
{
  int   cols, rows, first_row;
  guint orientation, stagger, labels; /* the rows' selected indexes */
} GridRows;

struct _WadiNewDialog
{
  AdwWindow parent_instance;

  AdwComboRow   *ruleset_row;
  AdwComboRow   *kind_row;
  GtkWidget     *grid_group;
  WadiEntryRow  *board_id_row;
  GtkSpinButton *cols_spin;
  GtkSpinButton *rows_spin;
  AdwComboRow   *orientation_row;
  AdwComboRow   *labels_row;
  AdwComboRow   *stagger_row;
  GtkSpinButton *first_row_spin;
  WadiEntryRow  *title_row;
  GtkButton     *create_button;
  gboolean       shows_geomorphic;
  GridRows       size_rows; /* what they held for a board of a size, meanwhile */
};

G_DEFINE_FINAL_TYPE (WadiNewDialog, wadi_new_dialog, ADW_TYPE_WINDOW)

enum
{
  CREATE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The first board: the kind row's choices. */
enum
{
  NEW_BOARD_GEOMORPHIC,
  NEW_BOARD_SIZE,
};

static void
grid_rows_get (WadiNewDialog *self,
               GridRows      *rows)
{
  rows->cols = gtk_spin_button_get_value_as_int (self->cols_spin);
  rows->rows = gtk_spin_button_get_value_as_int (self->rows_spin);
  rows->first_row = gtk_spin_button_get_value_as_int (self->first_row_spin);
  rows->orientation = adw_combo_row_get_selected (self->orientation_row);
  rows->stagger = adw_combo_row_get_selected (self->stagger_row);
  rows->labels = adw_combo_row_get_selected (self->labels_row);
}

static void
grid_rows_set (WadiNewDialog  *self,
               const GridRows *rows)
{
  gtk_spin_button_set_value (self->cols_spin, rows->cols);
  gtk_spin_button_set_value (self->rows_spin, rows->rows);
  gtk_spin_button_set_value (self->first_row_spin, rows->first_row);
  adw_combo_row_set_selected (self->orientation_row, rows->orientation);
  adw_combo_row_set_selected (self->stagger_row, rows->stagger);
  adw_combo_row_set_selected (self->labels_row, rows->labels);
}

/* A geomorphic board has its size, grid and labels: only a board of a
 * size asks for them.  For a geomorphic one the rows show its own, greyed
 * (they showed a first row of 1 where the board has 0), and what they
 * held for a board of a size comes back with it. */
static void
on_kind_changed (WadiNewDialog *self)
{
  gboolean geomorphic = adw_combo_row_get_selected (self->kind_row) == NEW_BOARD_GEOMORPHIC;

  gtk_widget_set_sensitive (self->grid_group, !geomorphic);
  if (geomorphic && !self->shows_geomorphic)
    {
      g_autoptr(WadiBoard) board = wadi_board_new_geomorphic ("1");

      grid_rows_get (self, &self->size_rows);
      grid_rows_set (self, &(GridRows) { board->cols, board->rows, board->labels.first_row,
                                         board->layout.orientation == WADI_GRID_POINTY_TOP,
                                         board->layout.stagger == WADI_STAGGER_EVEN,
                                         board->labels.kind == WADI_LABEL_NUMERIC });
    }
  else if (!geomorphic && self->shows_geomorphic)
    grid_rows_set (self, &self->size_rows);
  self->shows_geomorphic = geomorphic;
}

/* A ruleset whose maps are made of geomorphic boards (ASL's) starts from
 * one; the others' boards have sizes of their own. */
static void
on_ruleset_changed (WadiNewDialog *self)
{
  const WadiRuleset *ruleset;

  if (self->kind_row == NULL)
    return;
  ruleset = wadi_ruleset_get ((WadiRulesetId) adw_combo_row_get_selected (self->ruleset_row));
  adw_combo_row_set_selected (self->kind_row, ruleset != NULL && ruleset->geomorphic_boards ? NEW_BOARD_GEOMORPHIC
                                                                                            : NEW_BOARD_SIZE);
  on_kind_changed (self);
}

WadiScenario *
wadi_new_dialog_build_scenario (WadiNewDialog *self)
{
  WadiRulesetId    ruleset = (WadiRulesetId) adw_combo_row_get_selected (self->ruleset_row);
  WadiGridLayout   layout = { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD };
  gboolean         numeric = adw_combo_row_get_selected (self->labels_row) == 1;
  g_autofree char *board_id = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->board_id_row))));
  WadiScenario    *scenario;
  WadiBoard       *board;

  if (ruleset >= WADI_RULESET_COUNT)
    ruleset = WADI_RULESET_ASL;
  if (adw_combo_row_get_selected (self->orientation_row) == 1)
    layout.orientation = WADI_GRID_POINTY_TOP;
  if (adw_combo_row_get_selected (self->stagger_row) == 1)
    layout.stagger = WADI_STAGGER_EVEN;
  if (adw_combo_row_get_selected (self->kind_row) == NEW_BOARD_GEOMORPHIC)
    board = wadi_board_new_geomorphic (*board_id != '\0' ? board_id : "1");
  else
    board = wadi_board_new (*board_id != '\0' ? board_id : "1",
                            gtk_spin_button_get_value_as_int (self->cols_spin),
                            gtk_spin_button_get_value_as_int (self->rows_spin),
                            layout,
                            numeric ? WADI_LABEL_NUMERIC : WADI_LABEL_ASL,
                            gtk_spin_button_get_value_as_int (self->first_row_spin));
  scenario = wadi_scenario_new (ruleset);
  g_free (scenario->title);
  scenario->title = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->title_row))));
  wadi_scenario_add_board (scenario, board);
  return scenario;
}

static void
on_create_clicked (WadiNewDialog *self)
{
  WadiScenario *scenario = wadi_new_dialog_build_scenario (self);

  g_signal_emit (self, signals[CREATE], 0, scenario);
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
wadi_new_dialog_class_init (WadiNewDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  /* The handler takes the scenario. */
  signals[CREATE] = g_signal_new ("create",
                                  G_TYPE_FROM_CLASS (klass),
                                  G_SIGNAL_RUN_LAST,
                                  0,
                                  NULL, NULL,
                                  NULL,
                                  G_TYPE_NONE, 1, G_TYPE_POINTER);

  g_type_ensure (WADI_TYPE_ENTRY_ROW);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/wadieditor/Wadi/ui/wadi-new-dialog.ui");
  /* a screen reader says "dialog" (AdwWindow is a frame, or nothing) */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_DIALOG);
  gtk_widget_class_bind_template_child (widget_class, WadiNewDialog, ruleset_row);
  gtk_widget_class_bind_template_child (widget_class, WadiNewDialog, kind_row);
  gtk_widget_class_bind_template_child (widget_class, WadiNewDialog, grid_group);
  gtk_widget_class_bind_template_child (widget_class, WadiNewDialog, board_id_row);
  gtk_widget_class_bind_template_child (widget_class, WadiNewDialog, cols_spin);
  gtk_widget_class_bind_template_child (widget_class, WadiNewDialog, rows_spin);
  gtk_widget_class_bind_template_child (widget_class, WadiNewDialog, orientation_row);
  gtk_widget_class_bind_template_child (widget_class, WadiNewDialog, labels_row);
  gtk_widget_class_bind_template_child (widget_class, WadiNewDialog, stagger_row);
  gtk_widget_class_bind_template_child (widget_class, WadiNewDialog, first_row_spin);
  gtk_widget_class_bind_template_child (widget_class, WadiNewDialog, title_row);
  gtk_widget_class_bind_template_child (widget_class, WadiNewDialog, create_button);
  gtk_widget_class_bind_template_callback (widget_class, on_create_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_kind_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_ruleset_changed);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
wadi_new_dialog_init (WadiNewDialog *self)
{
  g_autoptr(GtkStringList) rulesets = gtk_string_list_new (NULL);

  gtk_widget_init_template (GTK_WIDGET (self));
  /* the grid's choices whole beside their rows' explanations: "Les 2e,
   * 4e, 6e…" was cut short by libadwaita's own value label */
  wadi_named_list_apply (self->orientation_row);
  wadi_named_list_apply (self->stagger_row);
  wadi_named_list_apply (self->labels_row);
  wadi_accessible_name_controls (GTK_WIDGET (self));
  wadi_accessible_combo_rows_open_on_return (GTK_WIDGET (self));
  wadi_accessible_numbers_activate_default (GTK_WIDGET (self));
  /* in WadiRulesetId order, so that the selected index is the id */
  for (guint i = 0; i < WADI_RULESET_COUNT; i++)
    gtk_string_list_append (rulesets, _(wadi_ruleset_get (i)->display_name));
  adw_combo_row_set_model (self->ruleset_row, G_LIST_MODEL (rulesets));
  on_ruleset_changed (self);
  /* the first row, the title, as the README's first steps have it
   * (typing went into the board's name); Enter creates.  The entry row
   * hands the focus to its text.  Only once shown: a focus given before
   * made the dialog a "filler" to a screen reader */
  wadi_accessible_focus_when_shown (GTK_WINDOW (self), GTK_WIDGET (self->title_row));
}

WadiNewDialog *
wadi_new_dialog_new (GtkWindow *parent,
                     GSettings *settings)
{
  WadiNewDialog *self = g_object_new (WADI_TYPE_NEW_DIALOG, "transient-for", parent, NULL);

  wadi_accessible_fit_parent (GTK_WINDOW (self));
  /* What Preferences says New offers first. */
  if (settings != NULL)
    {
      g_autofree char *ruleset = g_settings_get_string (settings, "new-ruleset");
      g_autofree char *board = g_settings_get_string (settings, "new-board");
      WadiRulesetId    id;

      if (wadi_ruleset_from_name (ruleset, &id))
        adw_combo_row_set_selected (self->ruleset_row, (guint) id);
      gtk_editable_set_text (GTK_EDITABLE (self->board_id_row), board);
    }
  return self;
}
