/* wadi-scenario-dialog.c: Scenario Properties */
#include "config.h"

#include <glib/gi18n.h>

#include <math.h>
#include <string.h>

#include "wadi-accessible.h"
#include "wadi-entry-row.h"
#include "wadi-format.h"
#include "wadi-scenario-dialog.h"

struct _WadiScenarioDialog
{
  AdwWindow parent_instance;

  WadiDocument *document;
  GPtrArray    *forces; /* ForceRow */
  GPtrArray    *rules;  /* RuleRow */

  /* template */
  WadiEntryRow        *title;
  WadiEntryRow        *author;
  WadiEntryRow        *date_place;
  GtkTextView         *description;
  GtkTextView         *victory;
  GtkTextView         *aftermath;
  GtkSpinButton       *turns;
  double               last_turns; /* the field's value before its latest change */
  AdwPreferencesGroup *forces_group;
  AdwPreferencesGroup *rules_group;
};

G_DEFINE_FINAL_TYPE (WadiScenarioDialog, wadi_scenario_dialog, ADW_TYPE_WINDOW)

/* A force's row: its name and nationality, where it sets up or enters,
 * whether it sets up first and whether it moves first. */
typedef struct
{
  GtkWidget      *row;
  GtkEntry       *name;
  GtkEntry       *nationality;
  GtkTextView    *setup; /* lines of its own, as the card prints them */
  GtkCheckButton *sets_up_first;
  GtkCheckButton *moves_first;
} ForceRow;

/* A special rule's row: its text, several lines if need be. */
typedef struct
{
  GtkWidget   *row;
  GtkTextView *text;
} RuleRow;

static char *
text_of (GtkTextView *view)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (view);
  GtkTextIter    start, end;

  gtk_text_buffer_get_bounds (buffer, &start, &end);
  return gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
}

static GtkTextView *
text_view_new (const char *text)
{
  GtkTextView *view = GTK_TEXT_VIEW (gtk_text_view_new ());

  gtk_text_view_set_wrap_mode (view, GTK_WRAP_WORD_CHAR);
  /* Tab leaves the box, as in every other field */
  gtk_text_view_set_accepts_tab (view, FALSE);
  gtk_text_view_set_top_margin (view, 6);
  gtk_text_view_set_bottom_margin (view, 6);
  gtk_text_view_set_left_margin (view, 6);
  gtk_text_view_set_right_margin (view, 6);
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (view), text != NULL ? text : "", -1);
  gtk_widget_add_css_class (GTK_WIDGET (view), "card");
  /* two lines at least: a text view measures its lines once laid out,
   * in an idle, and a try-out's set-up box stayed 0 pixels tall */
  gtk_widget_set_size_request (GTK_WIDGET (view), -1, 56);
  return view;
}

static void
remove_force (GtkButton          *button,
              WadiScenarioDialog *self)
{
  for (guint i = 0; i < self->forces->len; i++)
    {
      ForceRow *force = g_ptr_array_index (self->forces, i);

      if (gtk_widget_is_ancestor (GTK_WIDGET (button), force->row))
        {
          adw_preferences_group_remove (self->forces_group, force->row);
          g_ptr_array_remove_index (self->forces, i);
          return;
        }
    }
}

/* One force moves first: each force's Moves first joins the radio group
 * of the first force's (a removed force's group stays with the others).
 * A screen reader hears a radio button: GTK 4.8 gives a grouped check
 * button the check box's role, and a role is only set as the widget is
 * made. */
static GtkCheckButton *
moves_first_radio (WadiScenarioDialog *self,
                   gboolean            active)
{
  GtkCheckButton *radio = g_object_new (GTK_TYPE_CHECK_BUTTON, "label", _("Moves first"), "accessible-role", GTK_ACCESSIBLE_ROLE_RADIO, NULL);

  if (self->forces->len > 0)
    gtk_check_button_set_group (radio, ((ForceRow *) g_ptr_array_index (self->forces, 0))->moves_first);
  gtk_check_button_set_active (radio, active);
  return radio;
}

/* One force at most sets up first, none where every force enters: check
 * boxes, checking one clearing the others' (radio buttons, one could not
 * be cleared once chosen). */
static void
on_sets_up_first_toggled (GtkCheckButton     *check,
                          WadiScenarioDialog *self)
{
  if (!gtk_check_button_get_active (check) || self->forces == NULL)
    return;
  for (guint i = 0; i < self->forces->len; i++)
    {
      ForceRow *force = g_ptr_array_index (self->forces, i);

      if (force->sets_up_first != check)
        gtk_check_button_set_active (force->sets_up_first, FALSE);
    }
}

static GtkCheckButton *
sets_up_first_check (WadiScenarioDialog *self,
                     gboolean            active)
{
  GtkCheckButton *check = GTK_CHECK_BUTTON (gtk_check_button_new_with_label (_("Sets up first")));

  /* as the file has it, which may name two (docs/format.md); the user's
   * checks then clear the others' */
  gtk_check_button_set_active (check, active);
  g_signal_connect (check, "toggled", G_CALLBACK (on_sets_up_first_toggled), self);
  return check;
}

void
wadi_scenario_dialog_add_force (WadiScenarioDialog *self,
                                const char         *name,
                                const char         *nationality,
                                const char         *setup,
                                gboolean            sets_up_first,
                                gboolean            moves_first)
{
  ForceRow *force = g_new0 (ForceRow, 1);
  /* the names on a line of their own, wide enough for "Kampfgruppe
   * Hahn", who goes first under them */
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *names = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *order = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *remove = gtk_button_new_from_icon_name ("user-trash-symbolic");
  GtkWidget *setup_label;

  force->name = GTK_ENTRY (gtk_entry_new ());
  force->nationality = GTK_ENTRY (gtk_entry_new ());
  force->setup = text_view_new (setup);
  /* TRANSLATORS: over a force's set-up box; the quoted words an example
   * of what a card says there (the caption once read as a rule of its
   * own, under a force that sets up elsewhere) */
  setup_label = gtk_label_new (_("Where it sets up or enters, for example “On board 25, hexes numbered 4 or less”"));
  gtk_label_set_xalign (GTK_LABEL (setup_label), 0.0);
  gtk_label_set_wrap (GTK_LABEL (setup_label), TRUE);
  gtk_widget_add_css_class (setup_label, "dim-label");
  gtk_widget_add_css_class (setup_label, "caption");
  gtk_accessible_update_relation (GTK_ACCESSIBLE (force->setup), GTK_ACCESSIBLE_RELATION_LABELLED_BY, setup_label,
                                  NULL, -1);
  gtk_entry_set_placeholder_text (force->name, _("Name (Germans)"));
  gtk_entry_set_placeholder_text (force->nationality, _("Nationality (German)"));
  gtk_editable_set_text (GTK_EDITABLE (force->name), name != NULL ? name : "");
  gtk_editable_set_text (GTK_EDITABLE (force->nationality), nationality != NULL ? nationality : "");
  gtk_widget_set_hexpand (GTK_WIDGET (force->name), TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (force->nationality), TRUE);
  force->sets_up_first = sets_up_first_check (self, sets_up_first);
  force->moves_first = moves_first_radio (self, moves_first);
  gtk_widget_set_tooltip_text (remove, _("Remove this force"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (remove), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Remove this force"), -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (force->name), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Force name"), -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (force->nationality), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Nationality"), -1);
  gtk_widget_add_css_class (remove, "flat");
  g_signal_connect (remove, "clicked", G_CALLBACK (remove_force), self);
  gtk_box_append (GTK_BOX (names), GTK_WIDGET (force->name));
  gtk_box_append (GTK_BOX (names), GTK_WIDGET (force->nationality));
  gtk_box_append (GTK_BOX (order), GTK_WIDGET (force->sets_up_first));
  gtk_box_append (GTK_BOX (order), GTK_WIDGET (force->moves_first));
  /* last, after all the force's fields: Tab from its nationality went to
   * it before the set-up box, and Space there removed the force */
  gtk_widget_set_hexpand (remove, TRUE);
  gtk_widget_set_halign (remove, GTK_ALIGN_END);
  gtk_box_append (GTK_BOX (order), remove);
  gtk_box_append (GTK_BOX (box), names);
  gtk_box_append (GTK_BOX (box), setup_label);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (force->setup));
  gtk_box_append (GTK_BOX (box), order);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  gtk_widget_set_margin_start (box, 6);
  gtk_widget_set_margin_end (box, 6);
  force->row = gtk_list_box_row_new ();
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (force->row), box);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (force->row), FALSE);
  adw_preferences_group_add (self->forces_group, force->row);
  g_ptr_array_add (self->forces, force);
}

/* Scrolls the page widget lies in so that all of widget shows (its top
 * if it is taller); FALSE
 * while it cannot tell (widget not laid out yet, or the page's length
 * not grown to it yet). */
static gboolean
scroll_to_show (GtkWidget *widget)
{
  GtkWidget      *scrolled = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment  *adjustment;
  graphene_rect_t bounds;
  double          value, page;

  if (scrolled == NULL)
    return TRUE;
  if (gtk_widget_get_height (widget) == 0 || !gtk_widget_compute_bounds (widget, scrolled, &bounds))
    return FALSE;
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
  value = gtk_adjustment_get_value (adjustment);
  page = gtk_widget_get_height (scrolled);
  if (bounds.origin.y < 0.0)
    gtk_adjustment_set_value (adjustment, value + bounds.origin.y);
  else if (bounds.origin.y + bounds.size.height > page)
    /* its top, if it is taller than the page */
    gtk_adjustment_set_value (adjustment, value + MIN (bounds.origin.y, bounds.origin.y + bounds.size.height - page));
  return gtk_adjustment_get_value (adjustment) == value;
}

static gboolean
show_new_row (GtkWidget     *widget,
              GdkFrameClock *clock,
              gpointer       data)
{
  /* a few frames at most: the row is laid out, then the page grows */
  guint     *frames = data;
  GtkWidget *row = gtk_widget_get_ancestor (widget, GTK_TYPE_LIST_BOX_ROW);

  return scroll_to_show (row != NULL ? row : widget) || ++*frames > 8 ? G_SOURCE_REMOVE : G_SOURCE_CONTINUE;
}

/* The keyboard to a new row's field, and the page scrolled to it once
 * the row is laid out: a new force's row took the focus below the
 * dialog's edge, unseen. */
static void
focus_once_laid_out (GtkWidget *widget)
{
  gtk_widget_grab_focus (widget);
  gtk_widget_add_tick_callback (widget, show_new_row, g_new0 (guint, 1), g_free);
}

static void
on_add_force (WadiScenarioDialog *self)
{
  ForceRow *force;

  wadi_scenario_dialog_add_force (self, NULL, NULL, NULL, FALSE, self->forces->len == 0);
  force = g_ptr_array_index (self->forces, self->forces->len - 1);
  focus_once_laid_out (GTK_WIDGET (force->name));
}

/* Each rule's box named by its place, "Special rule 2", as the card
 * numbers them: a text view has no name of its own. */
static void
name_rules (WadiScenarioDialog *self)
{
  for (guint i = 0; i < self->rules->len; i++)
    {
      RuleRow *rule = g_ptr_array_index (self->rules, i);
      /* TRANSLATORS: a screen reader's name for a special rule's box */
      g_autofree char *name = g_strdup_printf (_("Special rule %u"), i + 1);

      gtk_accessible_update_property (GTK_ACCESSIBLE (rule->text), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
    }
}

/* Moves a special rule up (-1) or down (+1), or removes it (0). */
static void
move_rule (WadiScenarioDialog *self,
           GtkWidget          *button,
           int                 step)
{
  for (guint i = 0; i < self->rules->len; i++)
    {
      RuleRow *rule = g_ptr_array_index (self->rules, i);
      int      to = (int) i + step;

      if (!gtk_widget_is_ancestor (button, rule->row))
        continue;
      if (step == 0)
        {
          adw_preferences_group_remove (self->rules_group, rule->row);
          g_ptr_array_remove_index (self->rules, i);
          name_rules (self);
          return;
        }
      if (to < 0 || to >= (int) self->rules->len)
        return;
      {
        /* the rows keep their widgets: the texts trade places */
        RuleRow         *other = g_ptr_array_index (self->rules, to);
        g_autofree char *mine = text_of (rule->text);
        g_autofree char *theirs = text_of (other->text);

        gtk_text_buffer_set_text (gtk_text_view_get_buffer (rule->text), theirs, -1);
        gtk_text_buffer_set_text (gtk_text_view_get_buffer (other->text), mine, -1);
      }
      return;
    }
}

static void
on_rule_up (GtkButton          *button,
            WadiScenarioDialog *self)
{
  move_rule (self, GTK_WIDGET (button), -1);
}

static void
on_rule_down (GtkButton          *button,
              WadiScenarioDialog *self)
{
  move_rule (self, GTK_WIDGET (button), 1);
}

static void
on_rule_remove (GtkButton          *button,
                WadiScenarioDialog *self)
{
  move_rule (self, GTK_WIDGET (button), 0);
}

static GtkWidget *
icon_button (const char *icon,
             const char *tooltip,
             GCallback   callback,
             gpointer    data)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);

  gtk_widget_set_tooltip_text (button, tooltip);
  /* an icon says nothing to a screen reader: its tooltip is its name */
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip, -1);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_valign (button, GTK_ALIGN_START);
  g_signal_connect (button, "clicked", callback, data);
  return button;
}

void
wadi_scenario_dialog_add_special_rule (WadiScenarioDialog *self,
                                       const char         *text)
{
  RuleRow   *rule = g_new0 (RuleRow, 1);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

  rule->text = text_view_new (text);
  gtk_widget_set_hexpand (GTK_WIDGET (rule->text), TRUE);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (rule->text));
  gtk_box_append (GTK_BOX (box), icon_button ("go-up-symbolic", _("Move up"), G_CALLBACK (on_rule_up), self));
  gtk_box_append (GTK_BOX (box), icon_button ("go-down-symbolic", _("Move down"), G_CALLBACK (on_rule_down), self));
  gtk_box_append (GTK_BOX (box),
                  icon_button ("user-trash-symbolic", _("Remove this rule"), G_CALLBACK (on_rule_remove), self));
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  gtk_widget_set_margin_start (box, 6);
  gtk_widget_set_margin_end (box, 6);
  rule->row = gtk_list_box_row_new ();
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (rule->row), box);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (rule->row), FALSE);
  adw_preferences_group_add (self->rules_group, rule->row);
  g_ptr_array_add (self->rules, rule);
  name_rules (self);
}

/* The new row takes the keyboard, as its blank box says nothing of
 * what to do with it. */
static void
on_add_rule (WadiScenarioDialog *self)
{
  RuleRow *rule;

  wadi_scenario_dialog_add_special_rule (self, "");
  rule = g_ptr_array_index (self->rules, self->rules->len - 1);
  focus_once_laid_out (GTK_WIDGET (rule->text));
}

void
wadi_scenario_dialog_set_title (WadiScenarioDialog *self,
                                const char         *title)
{
  gtk_editable_set_text (GTK_EDITABLE (self->title), title);
}

void
wadi_scenario_dialog_set_card_texts (WadiScenarioDialog *self,
                                     const char         *date_place,
                                     const char         *victory,
                                     const char         *aftermath)
{
  gtk_editable_set_text (GTK_EDITABLE (self->date_place), date_place);
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (self->victory), victory, -1);
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (self->aftermath), aftermath, -1);
}

/* The turns field in halves: "6" or "6½"; what it reads back: "6½",
 * "6.5" or "6,5" (snapped to a half), "6". */
static gboolean
on_turns_output (GtkSpinButton *spin,
                 gpointer       user_data)
{
  double           value = gtk_spin_button_get_value (spin);
  guint            whole = (guint) floor (value + 0.25);
  g_autofree char *text = g_strdup_printf ("%u%s", whole, value - whole >= 0.25 ? "½" : "");

  if (g_strcmp0 (text, gtk_editable_get_text (GTK_EDITABLE (spin))) != 0)
    gtk_editable_set_text (GTK_EDITABLE (spin), text);
  return TRUE;
}

static int
on_turns_input (GtkSpinButton *spin,
                double        *value,
                gpointer       user_data)
{
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (spin))));
  double           half = 0.0;
  char            *end = NULL;
  double           typed;

  if (g_str_has_suffix (text, "½"))
    {
      text[strlen (text) - strlen ("½")] = '\0';
      g_strstrip (text);
      half = 0.5;
    }
  g_strdelimit (text, ",", '.');
  typed = text[0] == '\0' && half > 0.0 ? 0.0 : g_ascii_strtod (text, &end);
  /* what is not a number keeps the turns as they were (the spin button
   * takes *value even on an error) */
  if ((text[0] != '\0' || half == 0.0)
      && (end == text || *end != '\0' || !isfinite (typed) || (half > 0.0 && strchr (text, '.') != NULL)))
    {
      *value = gtk_spin_button_get_value (spin);
      return GTK_INPUT_ERROR;
    }
  typed += half;
  /* a half turn typed alone is one turn; past the most, the most whole
   * turns, as the field clamped before it took halves */
  if (typed > 0.0 && typed < 1.0)
    typed = 1.0;
  if (typed > WADI_FORMAT_MAX_TURNS)
    typed = WADI_FORMAT_MAX_TURNS;
  *value = typed;
  return TRUE;
}

/* No half turn without a whole one: 0.5, stepped to from 0, is 1, and
 * stepped to from 1, 0 (typed, on_turns_input makes it 1). */
static void
on_turns_changed (WadiScenarioDialog *self)
{
  double value = gtk_spin_button_get_value (self->turns);

  if (value > 0.0 && value < 1.0)
    {
      gtk_spin_button_set_value (self->turns, self->last_turns < value ? 1.0 : 0.0);
      return;
    }
  self->last_turns = value;
}

void
wadi_scenario_dialog_set_turns (WadiScenarioDialog *self,
                                double              turns)
{
  gtk_spin_button_set_value (self->turns, turns);
}

guint
wadi_scenario_dialog_count_forces (WadiScenarioDialog *self)
{
  return self->forces->len;
}

guint
wadi_scenario_dialog_count_special_rules (WadiScenarioDialog *self)
{
  return self->rules->len;
}

static char *
entry_value (GtkEntry *entry)
{
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (entry))));

  /* blank is none, as a file that leaves it out reads */
  return text[0] != '\0' ? g_steal_pointer (&text) : NULL;
}

/* A box's text, NULL when blank, as entry_value's. */
static char *
text_value (GtkTextView *view)
{
  g_autofree char *text = text_of (view);

  return g_strstrip (text)[0] != '\0' ? g_strdup (text) : NULL;
}

static void
side_clear_func (gpointer data)
{
  wadi_scenario_side_clear (data);
}

void
wadi_scenario_dialog_apply (WadiScenarioDialog *self)
{
  g_autoptr(GArray) sides = g_array_new (FALSE, TRUE, sizeof (WadiScenarioSide));
  g_autoptr(GPtrArray) rules = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *description = text_of (self->description);
  g_autofree char *victory = text_of (self->victory);
  g_autofree char *aftermath = text_of (self->aftermath);
  double           value;
  guint            turns;

  /* what was typed and not yet taken, snapped to a half */
  gtk_spin_button_update (self->turns);
  value = gtk_spin_button_get_value (self->turns);
  turns = (guint) floor (value + 0.25);
  g_array_set_clear_func (sides, side_clear_func);
  for (guint i = 0; i < self->forces->len; i++)
    {
      ForceRow        *force = g_ptr_array_index (self->forces, i);
      WadiScenarioSide side = { 0 };

      side.name = entry_value (force->name);
      /* a force needs a name: an empty row is left out */
      if (side.name == NULL)
        continue;
      side.nationality = entry_value (force->nationality);
      side.setup = text_value (force->setup);
      side.sets_up_first = gtk_check_button_get_active (force->sets_up_first);
      side.moves_first = gtk_check_button_get_active (force->moves_first);
      g_array_append_val (sides, side);
    }
  for (guint i = 0; i < self->rules->len; i++)
    {
      RuleRow *rule = g_ptr_array_index (self->rules, i);
      char    *text = text_of (rule->text);

      /* an empty rule is a row never written in */
      if (text[0] == '\0')
        {
          g_free (text);
          continue;
        }
      g_ptr_array_add (rules, text);
    }

  wadi_document_begin_edit (self->document, _("Change Scenario Properties"));
  wadi_document_set_metadata (self->document, gtk_editable_get_text (GTK_EDITABLE (self->title)),
                              gtk_editable_get_text (GTK_EDITABLE (self->author)), description);
  wadi_document_set_card_texts (self->document, gtk_editable_get_text (GTK_EDITABLE (self->date_place)), victory,
                                aftermath);
  wadi_document_set_card (self->document, turns, value - turns >= 0.25, sides, rules);
  wadi_document_end_edit (self->document);
  gtk_window_close (GTK_WINDOW (self));
}

static void
on_apply (WadiScenarioDialog *self)
{
  wadi_scenario_dialog_apply (self);
}

static void
on_cancel (WadiScenarioDialog *self)
{
  gtk_window_close (GTK_WINDOW (self));
}

static void
wadi_scenario_dialog_dispose (GObject *object)
{
  WadiScenarioDialog *self = WADI_SCENARIO_DIALOG (object);

  g_clear_object (&self->document);
  g_clear_pointer (&self->forces, g_ptr_array_unref);
  g_clear_pointer (&self->rules, g_ptr_array_unref);
  G_OBJECT_CLASS (wadi_scenario_dialog_parent_class)->dispose (object);
}

static void
wadi_scenario_dialog_class_init (WadiScenarioDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = wadi_scenario_dialog_dispose;
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  g_type_ensure (WADI_TYPE_ENTRY_ROW);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/wadieditor/Wadi/ui/wadi-scenario-dialog.ui");
  /* a screen reader says "dialog" (AdwWindow is a frame, or nothing) */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_DIALOG);
  gtk_widget_class_bind_template_child (widget_class, WadiScenarioDialog, title);
  gtk_widget_class_bind_template_child (widget_class, WadiScenarioDialog, author);
  gtk_widget_class_bind_template_child (widget_class, WadiScenarioDialog, description);
  gtk_widget_class_bind_template_child (widget_class, WadiScenarioDialog, date_place);
  gtk_widget_class_bind_template_child (widget_class, WadiScenarioDialog, victory);
  gtk_widget_class_bind_template_child (widget_class, WadiScenarioDialog, aftermath);
  gtk_widget_class_bind_template_child (widget_class, WadiScenarioDialog, turns);
  gtk_widget_class_bind_template_child (widget_class, WadiScenarioDialog, forces_group);
  gtk_widget_class_bind_template_child (widget_class, WadiScenarioDialog, rules_group);
  gtk_widget_class_bind_template_callback (widget_class, on_cancel);
  gtk_widget_class_bind_template_callback (widget_class, on_apply);
  gtk_widget_class_bind_template_callback (widget_class, on_add_force);
  gtk_widget_class_bind_template_callback (widget_class, on_add_rule);
  gtk_widget_class_bind_template_callback (widget_class, on_turns_input);
  gtk_widget_class_bind_template_callback (widget_class, on_turns_output);
  gtk_widget_class_bind_template_callback (widget_class, on_turns_changed);
}

/* The fixed part is the template; the forces and rules are rows added one
 * by one (wadi_scenario_dialog_add_force, _add_special_rule). */
static void
wadi_scenario_dialog_init (WadiScenarioDialog *self)
{
  self->forces = g_ptr_array_new_with_free_func (g_free);
  self->rules = g_ptr_array_new_with_free_func (g_free);
  gtk_widget_init_template (GTK_WIDGET (self));
  wadi_accessible_name_controls (GTK_WIDGET (self));
}

WadiScenarioDialog *
wadi_scenario_dialog_new (GtkWindow    *parent,
                          WadiDocument *document)
{
  WadiScenarioDialog *self = g_object_new (WADI_TYPE_SCENARIO_DIALOG, "transient-for", parent, NULL);
  const WadiScenario *scenario = wadi_document_get_scenario (document);

  wadi_accessible_fit_parent (GTK_WINDOW (self));
  self->document = g_object_ref (document);
  gtk_editable_set_text (GTK_EDITABLE (self->title), scenario->title != NULL ? scenario->title : "");
  gtk_editable_set_text (GTK_EDITABLE (self->author), scenario->author != NULL ? scenario->author : "");
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (self->description),
                            scenario->description != NULL ? scenario->description : "", -1);
  gtk_editable_set_text (GTK_EDITABLE (self->date_place), scenario->date_place != NULL ? scenario->date_place : "");
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (self->victory),
                            scenario->victory != NULL ? scenario->victory : "", -1);
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (self->aftermath),
                            scenario->aftermath != NULL ? scenario->aftermath : "", -1);
  gtk_spin_button_set_value (self->turns, scenario->turns + (scenario->turns > 0 && scenario->half_turn ? 0.5 : 0.0));
  for (guint i = 0; i < scenario->sides->len; i++)
    {
      const WadiScenarioSide *side = &g_array_index (scenario->sides, WadiScenarioSide, i);

      wadi_scenario_dialog_add_force (self, side->name, side->nationality, side->setup, side->sets_up_first,
                                      side->moves_first);
    }
  for (guint i = 0; i < scenario->special_rules->len; i++)
    wadi_scenario_dialog_add_special_rule (self, g_ptr_array_index (scenario->special_rules, i));
  /* the keyboard starts in the title, not on Cancel; once shown, or a
   * screen reader heard a "filler", not a dialog */
  wadi_accessible_focus_when_shown (GTK_WINDOW (self), GTK_WIDGET (self->title));
  return self;
}
