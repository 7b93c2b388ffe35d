/* wadi-board-dialog.c: Add Board and Move Board
 *
 * A board file is read as Open reads a scenario, in a GTask thread with
 * wadi_format_read_file_full and its limits: a big file does not freeze
 * the dialog.  While it reads, the file row says so and Add waits; a
 * second file, another source or closing the dialog cancels the read, and
 * its end, cancelled, touches nothing.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "wadi-accessible.h"
#include "wadi-board-dialog.h"
#include "wadi-named-list.h"
#include "wadi-board-library.h"
#include "wadi-entry-row.h"
#include "wadi-format.h"
#include "wadi-scenario-chooser.h"

struct _WadiBoardDialog
{
  AdwWindow parent_instance;

  const WadiScenario *scenario;
  gboolean            move;
  guint               index;            /* moving: the board moved */
  GPtrArray          *library;          /* WadiBoardLibraryEntry */
  WadiBoard          *loaded;           /* the library's or the file's board */
  char               *loaded_path;      /* its file */
  gboolean            turn_is_asl;      /* the turn row offers 0 and 180 degrees */
  gboolean            place_in_grid;    /* the place rows are the board grid's */
  gboolean            board_geomorphic; /* the board chosen is a geomorphic one */
  char               *error;
  GCancellable       *reading; /* the file being read, until it is */

  /* template */
  GtkLabel      *error_label;
  GtkButton     *apply_button;
  GtkWidget     *board_group;
  AdwComboRow   *source_row;
  AdwComboRow   *library_row;
  AdwActionRow  *file_row;
  WadiEntryRow  *id_row;
  GtkWidget     *cols_row;
  GtkWidget     *rows_row;
  GtkSpinButton *cols_spin;
  GtkSpinButton *rows_spin;
  AdwActionRow  *x_row;
  AdwActionRow  *y_row;
  GtkSpinButton *x_spin;
  GtkSpinButton *y_spin;
  AdwComboRow   *turn_row;
};

G_DEFINE_FINAL_TYPE (WadiBoardDialog, wadi_board_dialog, ADW_TYPE_WINDOW)

enum
{
  APPLY,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static gboolean
board_is_geomorphic (const WadiBoard *board)
{
  return board->cols == WADI_GEOMORPHIC_COLUMNS && board->rows == WADI_GEOMORPHIC_ROWS
         && board->labels.kind == WADI_LABEL_ASL && board->labels.first_row == 0
         && board->layout.orientation == WADI_GRID_FLAT_TOP;
}

static gboolean
map_board_is_geomorphic (const WadiMapBoard *board)
{
  return board->cols == WADI_GEOMORPHIC_COLUMNS && board->rows == WADI_GEOMORPHIC_ROWS
         && board->labels.kind == WADI_LABEL_ASL && board->labels.first_row == 0
         && board->layout.orientation == WADI_GRID_FLAT_TOP;
}

/* The map hex the board grid counts from: the first board's corner (the
 * map moves every board when one is added west or north of it). */
static WadiHex
grid_anchor (const WadiScenario *scenario)
{
  if (wadi_map_board_count (scenario->map) == 0)
    return (WadiHex) { 0, 0 };
  return wadi_map_get_board (scenario->map, 0)->origin;
}

/* Whether a board's corner is a place in the board grid. */
static gboolean
on_board_grid (const WadiScenario *scenario,
               WadiHex             origin)
{
  WadiHex anchor = grid_anchor (scenario);

  return (origin.col - anchor.col) % (WADI_GEOMORPHIC_COLUMNS - 1) == 0
         && (origin.row - anchor.row) % (WADI_GEOMORPHIC_ROWS - 1) == 0;
}

/* Whether the map's places are the board grid's: none yet, or geomorphic
 * boards all on the grid.  Beside a board of another size a geomorphic
 * board is placed by hexes, right next to it (a German try-out's board 13
 * went to the next place across, 20 columns off). */
static gboolean
map_in_board_grid (const WadiScenario *scenario)
{
  for (guint i = 0; i < wadi_map_board_count (scenario->map); i++)
    {
      const WadiMapBoard *board = wadi_map_get_board (scenario->map, i);

      if (!map_board_is_geomorphic (board) || !on_board_grid (scenario, board->origin))
        return FALSE;
    }
  return TRUE;
}

/* The grid and labels a blank board of a size gets: the map's first
 * board's, so that it joins the map. */
static WadiBoard *
blank_board (WadiBoardDialog *self,
             const char      *id,
             int              cols,
             int              rows)
{
  WadiGridLayout   layout = { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD };
  WadiLabelKind    kind = WADI_LABEL_ASL;
  int              first_row = 1;
  const WadiBoard *grid = wadi_scenario_grid (self->scenario);

  if (grid != NULL && wadi_map_board_count (self->scenario->map) > 0)
    {
      const WadiMapBoard *first = wadi_map_get_board (self->scenario->map, 0);

      layout = grid->layout;
      kind = first->labels.kind;
      first_row = first->labels.first_row;
    }
  return wadi_board_new (id, cols, rows, layout, kind, first_row);
}

/* The smallest number no board of the map has for its id. */
static char *
free_id (WadiBoardDialog *self)
{
  for (guint n = 1;; n++)
    {
      g_autofree char *id = g_strdup_printf ("%u", n);
      guint            index;

      if (!wadi_scenario_find_board (self->scenario, id, &index))
        return g_steal_pointer (&id);
    }
}

WadiBoardSource
wadi_board_dialog_get_source (WadiBoardDialog *self)
{
  guint selected = adw_combo_row_get_selected (self->source_row);

  return selected <= WADI_BOARD_SOURCE_FILE ? (WadiBoardSource) selected : WADI_BOARD_SOURCE_GEOMORPHIC;
}

gboolean
wadi_board_dialog_is_geomorphic (WadiBoardDialog *self)
{
  return self->place_in_grid;
}

gboolean
wadi_board_dialog_is_move (WadiBoardDialog *self)
{
  return self->move;
}

guint
wadi_board_dialog_get_index (WadiBoardDialog *self)
{
  return self->index;
}

static void
set_turn_choices (WadiBoardDialog *self,
                  gboolean         asl)
{
  g_autoptr(GtkStringList) turns = gtk_string_list_new (NULL);

  self->turn_is_asl = asl;
  if (asl)
    {
      gtk_string_list_append (turns, _("Upright"));
      gtk_string_list_append (turns, _("Turned 180°"));
    }
  else
    {
      for (guint i = 0; i < 6; i++)
        {
          g_autofree char *name = i == 0 ? g_strdup (_("Upright")) : g_strdup_printf (_("Turned %u°"), i * 60);

          gtk_string_list_append (turns, name);
        }
    }
  adw_combo_row_set_model (self->turn_row, G_LIST_MODEL (turns));
  adw_combo_row_set_selected (self->turn_row, 0);
}

/* Whether the map's east column may be shared with a geomorphic board's
 * west one: where the two would meet, each of its hexes is a half hex of
 * its board, as along two geomorphic boards' edge. */
static gboolean
east_column_is_half_hexes (const WadiMap *map)
{
  int col = map->grid->cols - 1;

  for (int row = 0; row < MIN (map->grid->rows, WADI_GEOMORPHIC_ROWS); row++)
    {
      guint boards[2];
      guint n = wadi_map_boards_at (map, (WadiHex) { col, row }, boards);

      for (guint i = 0; i < n; i++)
        {
          WadiHex local;

          wadi_map_to_board (map, boards[i], (WadiHex) { col, row }, &local);
          if (!wadi_map_board_is_half_hex (wadi_map_get_board (map, boards[i]), local))
            return FALSE;
        }
    }
  return TRUE;
}

/* Where an added board goes by default: right east of the map.  In the
 * board grid, the first place wholly east of it, from the first board's;
 * by hexes, the next column of the same stagger, or the map's last
 * column when a geomorphic board's half hexes can share it (beside a
 * board of 33 columns with ASL's half-hex edges, column 32). */
static void
default_place (WadiBoardDialog *self)
{
  const WadiBoard *grid = wadi_scenario_grid (self->scenario);
  int              east, x = 0, y = 0;

  if (grid != NULL)
    {
      east = grid->cols - 1;
      if (self->place_in_grid)
        {
          int     step = WADI_GEOMORPHIC_COLUMNS - 1;
          WadiHex anchor = grid_anchor (self->scenario);

          x = (east - anchor.col + step - 1) / step;
          if (anchor.col + x * step == east && !east_column_is_half_hexes (self->scenario->map))
            x++;
        }
      else if (self->board_geomorphic && east % 2 == 0 && east_column_is_half_hexes (self->scenario->map))
        {
          x = east;
          y = grid_anchor (self->scenario).row;
        }
      else
        {
          x = grid->cols + (grid->cols & 1);
          y = grid_anchor (self->scenario).row;
        }
    }
  gtk_spin_button_set_value (self->x_spin, x);
  gtk_spin_button_set_value (self->y_spin, y);
}

static void
set_place_in_grid (WadiBoardDialog *self,
                   gboolean         in_grid)
{
  self->place_in_grid = in_grid;
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->x_row), in_grid ? _("Across") : _("Column"));
  adw_action_row_set_subtitle (self->x_row, in_grid ? _("Boards from the first board’s place; east is more")
                                                    : _("The map column of the board’s left edge"));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->y_row), in_grid ? _("Down") : _("Row"));
  adw_action_row_set_subtitle (self->y_row, in_grid ? _("Boards from the first board’s place; south is more")
                                                    : _("The map row of the board’s top edge"));
}

/* What the chosen board is, and so how it is placed and turned. */
static void
follow_board (WadiBoardDialog *self)
{
  WadiBoardSource source = wadi_board_dialog_get_source (self);
  gboolean        geomorphic = FALSE;
  gboolean        asl = TRUE;
  gboolean        in_grid;

  switch (source)
    {
    case WADI_BOARD_SOURCE_GEOMORPHIC:
      geomorphic = TRUE;
      break;
    case WADI_BOARD_SOURCE_SIZE:
      {
        g_autoptr(WadiBoard) board = blank_board (self, "x", 1, 1);

        asl = board->labels.kind == WADI_LABEL_ASL;
        break;
      }
    case WADI_BOARD_SOURCE_LIBRARY:
    case WADI_BOARD_SOURCE_FILE:
    default:
      if (self->loaded != NULL)
        {
          geomorphic = board_is_geomorphic (self->loaded);
          asl = self->loaded->labels.kind == WADI_LABEL_ASL;
        }
      break;
    }
  if (asl != self->turn_is_asl)
    set_turn_choices (self, asl);
  in_grid = geomorphic && map_in_board_grid (self->scenario);
  /* a place typed stays while the kind of board chosen does */
  if (geomorphic != self->board_geomorphic || in_grid != self->place_in_grid)
    {
      self->board_geomorphic = geomorphic;
      set_place_in_grid (self, in_grid);
      default_place (self);
    }
  /* the place rows' subtitles change, and may wrap otherwise */
  wadi_accessible_grow_to_fit (GTK_WINDOW (self));
}

static void
load_library_board (WadiBoardDialog *self)
{
  guint                        selected = adw_combo_row_get_selected (self->library_row);
  const WadiBoardLibraryEntry *entry;
  g_autoptr(GError) error = NULL;

  g_clear_pointer (&self->loaded, wadi_board_free);
  g_clear_pointer (&self->loaded_path, g_free);
  if (self->library == NULL || selected >= self->library->len)
    return;
  entry = g_ptr_array_index (self->library, selected);
  self->loaded = wadi_board_library_load (entry->path, &error);
  if (self->loaded == NULL)
    {
      wadi_board_dialog_show_error (self, error->message);
      return;
    }
  self->loaded_path = g_strdup (entry->path);
  gtk_editable_set_text (GTK_EDITABLE (self->id_row), self->loaded->id);
}

static void
on_library_changed (WadiBoardDialog *self)
{
  if (self->scenario == NULL || wadi_board_dialog_get_source (self) != WADI_BOARD_SOURCE_LIBRARY)
    return;
  load_library_board (self);
  follow_board (self);
}

/* A file's read, if any, ends unheard; the dialog is as before it. */
static void
cancel_read (WadiBoardDialog *self)
{
  if (self->reading == NULL)
    return;
  g_cancellable_cancel (self->reading);
  g_clear_object (&self->reading);
  gtk_widget_set_sensitive (GTK_WIDGET (self->apply_button), TRUE);
}

static void
on_source_changed (WadiBoardDialog *self)
{
  WadiBoardSource source = wadi_board_dialog_get_source (self);

  /* the template sets the choices before the dialog has a scenario */
  if (self->move || self->scenario == NULL)
    return;
  cancel_read (self);
  gtk_widget_set_visible (GTK_WIDGET (self->library_row), source == WADI_BOARD_SOURCE_LIBRARY);
  gtk_widget_set_visible (GTK_WIDGET (self->file_row), source == WADI_BOARD_SOURCE_FILE);
  gtk_widget_set_visible (self->cols_row, source == WADI_BOARD_SOURCE_SIZE);
  gtk_widget_set_visible (self->rows_row, source == WADI_BOARD_SOURCE_SIZE);
  switch (source)
    {
    case WADI_BOARD_SOURCE_LIBRARY:
      load_library_board (self);
      break;
    case WADI_BOARD_SOURCE_FILE:
      g_clear_pointer (&self->loaded, wadi_board_free);
      g_clear_pointer (&self->loaded_path, g_free);
      adw_action_row_set_subtitle (self->file_row, _("The file’s first board"));
      break;
    case WADI_BOARD_SOURCE_GEOMORPHIC:
    case WADI_BOARD_SOURCE_SIZE:
    default:
      {
        g_autofree char *id = free_id (self);

        gtk_editable_set_text (GTK_EDITABLE (self->id_row), id);
        break;
      }
    }
  follow_board (self);
}

void
wadi_board_dialog_set_source (WadiBoardDialog *self,
                              WadiBoardSource  source)
{
  adw_combo_row_set_selected (self->source_row, source);
}

void
wadi_board_dialog_set_board_id (WadiBoardDialog *self,
                                const char      *id)
{
  gtk_editable_set_text (GTK_EDITABLE (self->id_row), id);
}

void
wadi_board_dialog_set_size (WadiBoardDialog *self,
                            int              cols,
                            int              rows)
{
  gtk_spin_button_set_value (self->cols_spin, cols);
  gtk_spin_button_set_value (self->rows_spin, rows);
}

/* What the thread hands over: the file's first board. */
static void
read_board_thread (GTask        *task,
                   gpointer      source,
                   gpointer      data,
                   GCancellable *cancellable)
{
  GFile  *file = data;
  GError *error = NULL;
  g_autoptr(WadiScenario) scenario = wadi_format_read_file_full (file, cancellable, NULL, NULL, &error);
  g_autofree char *name = NULL;

  if (scenario == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  if (wadi_map_board_count (scenario->map) == 0)
    {
      name = g_file_get_basename (file);
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("“%s” has no board"), name);
      return;
    }
  g_task_return_pointer (task, wadi_map_extract_board (scenario->map, 0), (GDestroyNotify) wadi_board_free);
}

static void
on_board_read (GObject      *source,
               GAsyncResult *result,
               gpointer      data)
{
  g_autoptr(WadiBoardDialog) self = data;
  GTask *task = G_TASK (result);
  GFile *file = g_task_get_task_data (task);
  g_autoptr(GError) error = NULL;
  g_autoptr(WadiBoard) board = g_task_propagate_pointer (task, &error);
  g_autofree char *name = NULL;

  /* a later file, another source or the dialog's end cancelled it: the
   * dialog is not this read's any more (it may be disposed) */
  if (g_cancellable_is_cancelled (g_task_get_cancellable (task)))
    return;
  g_clear_object (&self->reading);
  gtk_widget_set_sensitive (GTK_WIDGET (self->apply_button), TRUE);
  if (board == NULL)
    {
      adw_action_row_set_subtitle (self->file_row, _("The file’s first board"));
      wadi_board_dialog_show_error (self, error->message);
      return;
    }
  name = g_file_get_basename (file);
  self->loaded = g_steal_pointer (&board);
  self->loaded_path = g_file_get_path (file);
  adw_action_row_set_subtitle (self->file_row, name);
  gtk_editable_set_text (GTK_EDITABLE (self->id_row), self->loaded->id);
  follow_board (self);
}

void
wadi_board_dialog_read_file (WadiBoardDialog *self,
                             GFile           *file)
{
  g_autoptr(GTask) task = NULL;
  g_autofree char *name = NULL;
  g_autofree char *reading = NULL;

  g_return_if_fail (WADI_IS_BOARD_DIALOG (self));
  g_return_if_fail (G_IS_FILE (file));

  wadi_board_dialog_set_source (self, WADI_BOARD_SOURCE_FILE);
  cancel_read (self);
  g_clear_pointer (&self->loaded, wadi_board_free);
  g_clear_pointer (&self->loaded_path, g_free);
  name = g_file_get_basename (file);
  reading = g_strdup_printf (_("Opening “%s”…"), name);
  adw_action_row_set_subtitle (self->file_row, reading);
  gtk_widget_set_sensitive (GTK_WIDGET (self->apply_button), FALSE);
  self->reading = g_cancellable_new ();
  /* the task holds the dialog until its end, which finds it cancelled
   * once the dialog is closed */
  task = g_task_new (NULL, self->reading, on_board_read, g_object_ref (self));
  g_task_set_source_tag (task, wadi_board_dialog_read_file);
  g_task_set_task_data (task, g_object_ref (file), g_object_unref);
  g_task_run_in_thread (task, read_board_thread);
}

gboolean
wadi_board_dialog_is_reading (WadiBoardDialog *self)
{
  g_return_val_if_fail (WADI_IS_BOARD_DIALOG (self), FALSE);

  return self->reading != NULL;
}

gboolean
wadi_board_dialog_select_library_board (WadiBoardDialog *self,
                                        const char      *path)
{
  for (guint i = 0; self->library != NULL && i < self->library->len; i++)
    {
      const WadiBoardLibraryEntry *entry = g_ptr_array_index (self->library, i);

      if (g_strcmp0 (entry->path, path) == 0)
        {
          wadi_board_dialog_set_source (self, WADI_BOARD_SOURCE_LIBRARY);
          adw_combo_row_set_selected (self->library_row, i);
          load_library_board (self);
          follow_board (self);
          return self->loaded != NULL;
        }
    }
  return FALSE;
}

void
wadi_board_dialog_set_place (WadiBoardDialog *self,
                             int              x,
                             int              y)
{
  gtk_spin_button_set_value (self->x_spin, x);
  gtk_spin_button_set_value (self->y_spin, y);
}

void
wadi_board_dialog_set_turn (WadiBoardDialog *self,
                            guint            turn)
{
  adw_combo_row_set_selected (self->turn_row, self->turn_is_asl ? (turn % 6) / 3 : turn % 6);
}

guint
wadi_board_dialog_get_turn (WadiBoardDialog *self)
{
  guint selected = adw_combo_row_get_selected (self->turn_row);

  if (selected == GTK_INVALID_LIST_POSITION)
    return 0;
  return self->turn_is_asl ? selected * 3 : selected;
}

WadiHex
wadi_board_dialog_get_origin (WadiBoardDialog *self)
{
  int x = gtk_spin_button_get_value_as_int (self->x_spin);
  int y = gtk_spin_button_get_value_as_int (self->y_spin);

  if (self->place_in_grid)
    {
      WadiHex anchor = grid_anchor (self->scenario);
      WadiHex place = wadi_map_geomorphic_origin (x, y);

      return (WadiHex) { anchor.col + place.col, anchor.row + place.row };
    }
  return (WadiHex) { x, y };
}

WadiBoard *
wadi_board_dialog_build_board (WadiBoardDialog *self,
                               GError         **error)
{
  g_autofree char *id = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->id_row))));
  WadiBoard       *board = NULL;

  if (*id == '\0')
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, _("The board needs a number or name."));
      return NULL;
    }
  switch (wadi_board_dialog_get_source (self))
    {
    case WADI_BOARD_SOURCE_GEOMORPHIC:
      board = wadi_board_new_geomorphic (id);
      break;
    case WADI_BOARD_SOURCE_SIZE:
      board = blank_board (self, id, gtk_spin_button_get_value_as_int (self->cols_spin),
                           gtk_spin_button_get_value_as_int (self->rows_spin));
      break;
    case WADI_BOARD_SOURCE_LIBRARY:
    case WADI_BOARD_SOURCE_FILE:
    default:
      if (self->loaded == NULL)
        {
          g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                               wadi_board_dialog_get_source (self) == WADI_BOARD_SOURCE_FILE
                               ? _("Choose a file with a board first.")
                               : _("The board library has no board."));
          return NULL;
        }
      board = wadi_board_copy (self->loaded);
      g_free (board->id);
      board->id = g_strdup (id);
      break;
    }
  return board;
}

void
wadi_board_dialog_show_error (WadiBoardDialog *self,
                              const char      *message)
{
  g_free (self->error);
  self->error = g_strdup (message);
  gtk_label_set_text (self->error_label, message);
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), TRUE);
  wadi_accessible_grow_to_fit (GTK_WINDOW (self));
}

const char *
wadi_board_dialog_get_error (WadiBoardDialog *self)
{
  return self->error;
}

void
wadi_board_dialog_apply (WadiBoardDialog *self)
{
  g_signal_emit (self, signals[APPLY], 0);
}

static void
on_apply_clicked (WadiBoardDialog *self)
{
  wadi_board_dialog_apply (self);
}

static void
on_file_chosen (GtkNativeDialog *chooser,
                int              response,
                WadiBoardDialog *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

      if (file != NULL)
        wadi_board_dialog_read_file (self, file);
    }
  g_object_unref (chooser);
}

static void
on_choose_file_clicked (WadiBoardDialog *self)
{
  GtkFileChooserNative *chooser = wadi_scenario_chooser_new (GTK_WINDOW (self), _("Choose a Board File"),
                                                                                   GTK_FILE_CHOOSER_ACTION_OPEN, _("_Choose"));

  g_signal_connect_object (chooser, "response", G_CALLBACK (on_file_chosen), self, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

/* GObject */

static void
wadi_board_dialog_dispose (GObject *object)
{
  cancel_read (WADI_BOARD_DIALOG (object));
  G_OBJECT_CLASS (wadi_board_dialog_parent_class)->dispose (object);
}

static void
wadi_board_dialog_finalize (GObject *object)
{
  WadiBoardDialog *self = WADI_BOARD_DIALOG (object);

  g_clear_pointer (&self->library, g_ptr_array_unref);
  g_clear_pointer (&self->loaded, wadi_board_free);
  g_clear_pointer (&self->loaded_path, g_free);
  g_clear_pointer (&self->error, g_free);
  G_OBJECT_CLASS (wadi_board_dialog_parent_class)->finalize (object);
}

static void
wadi_board_dialog_class_init (WadiBoardDialogClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = wadi_board_dialog_dispose;
  object_class->finalize = wadi_board_dialog_finalize;

  /* The Add or Move button: the handler lays the board out. */
  signals[APPLY] = g_signal_new ("apply", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                 G_TYPE_NONE, 0);

  g_type_ensure (WADI_TYPE_ENTRY_ROW);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/wadieditor/Wadi/ui/wadi-board-dialog.ui");
  /* a screen reader says "dialog" (AdwWindow is a frame, or nothing) */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_DIALOG);
  gtk_widget_class_bind_template_child (widget_class, WadiBoardDialog, error_label);
  gtk_widget_class_bind_template_child (widget_class, WadiBoardDialog, apply_button);
  gtk_widget_class_bind_template_child (widget_class, WadiBoardDialog, board_group);
  gtk_widget_class_bind_template_child (widget_class, WadiBoardDialog, source_row);
  gtk_widget_class_bind_template_child (widget_class, WadiBoardDialog, library_row);
  gtk_widget_class_bind_template_child (widget_class, WadiBoardDialog, file_row);
  gtk_widget_class_bind_template_child (widget_class, WadiBoardDialog, id_row);
  gtk_widget_class_bind_template_child (widget_class, WadiBoardDialog, cols_row);
  gtk_widget_class_bind_template_child (widget_class, WadiBoardDialog, rows_row);
  gtk_widget_class_bind_template_child (widget_class, WadiBoardDialog, cols_spin);
  gtk_widget_class_bind_template_child (widget_class, WadiBoardDialog, rows_spin);
  gtk_widget_class_bind_template_child (widget_class, WadiBoardDialog, x_row);
  gtk_widget_class_bind_template_child (widget_class, WadiBoardDialog, y_row);
  gtk_widget_class_bind_template_child (widget_class, WadiBoardDialog, x_spin);
  gtk_widget_class_bind_template_child (widget_class, WadiBoardDialog, y_spin);
  gtk_widget_class_bind_template_child (widget_class, WadiBoardDialog, turn_row);
  gtk_widget_class_bind_template_callback (widget_class, on_apply_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_source_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_library_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_choose_file_clicked);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
wadi_board_dialog_init (WadiBoardDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* the popups show each choice whole, as the rows do: libadwaita's own
   * cut "Blank ASL geomorphic…" and a library board's size */
  {
    g_autoptr(GtkListItemFactory) list_factory = wadi_named_list_factory_new (TRUE);

    adw_combo_row_set_list_factory (self->source_row, list_factory);
    adw_combo_row_set_list_factory (self->library_row, list_factory);
    adw_combo_row_set_list_factory (self->turn_row, list_factory);
  }
  wadi_accessible_name_controls (GTK_WIDGET (self));
  wadi_accessible_combo_rows_open_on_return (GTK_WIDGET (self));
  wadi_accessible_numbers_activate_default (GTK_WIDGET (self));
}

WadiBoardDialog *
wadi_board_dialog_new_add (GtkWindow          *parent,
                           const WadiScenario *scenario,
                           const char *const  *library_folders)
{
  WadiBoardDialog *self = g_object_new (WADI_TYPE_BOARD_DIALOG, "transient-for", parent, NULL);
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  g_auto(GStrv) folders = wadi_board_library_folders (library_folders);

  wadi_accessible_fit_parent (GTK_WINDOW (self));
  self->scenario = scenario;
  self->library = wadi_board_library_list ((const char *const *) folders);
  for (guint i = 0; i < self->library->len; i++)
    {
      const WadiBoardLibraryEntry *entry = g_ptr_array_index (self->library, i);
      g_autofree char             *name = g_strdup_printf (_("%s — %s (%d × %d)"), entry->id, entry->title,
                                                              entry->cols, entry->rows);

      gtk_string_list_append (names, name);
    }
  adw_combo_row_set_model (self->library_row, G_LIST_MODEL (names));
  /* the first board's kind: geomorphic for an ASL map of geomorphic
   * boards (or none yet), else a board of a size */
  self->place_in_grid = FALSE;
  set_place_in_grid (self, FALSE);
  set_turn_choices (self, TRUE);
  if (wadi_map_board_count (scenario->map) > 0 && !map_board_is_geomorphic (wadi_map_get_board (scenario->map, 0)))
    {
      const WadiMapBoard *first = wadi_map_get_board (scenario->map, 0);

      wadi_board_dialog_set_size (self, first->cols, first->rows);
      adw_combo_row_set_selected (self->source_row, WADI_BOARD_SOURCE_SIZE);
    }
  on_source_changed (self);
  default_place (self);
  /* the keyboard starts on what to add, not on Cancel; once shown, or a
   * screen reader heard a "filler", not a dialog */
  wadi_accessible_focus_when_shown (GTK_WINDOW (self), GTK_WIDGET (self->source_row));
  return self;
}

WadiBoardDialog *
wadi_board_dialog_new_move (GtkWindow          *parent,
                            const WadiScenario *scenario,
                            guint               index)
{
  WadiBoardDialog    *self = g_object_new (WADI_TYPE_BOARD_DIALOG, "transient-for", parent, NULL);
  const WadiMapBoard *board;
  g_autofree char    *title = NULL;

  wadi_accessible_fit_parent (GTK_WINDOW (self));
  g_return_val_if_fail (index < wadi_map_board_count (scenario->map), self);

  board = wadi_map_get_board (scenario->map, index);
  self->scenario = scenario;
  self->move = TRUE;
  self->index = index;
  title = g_strdup_printf (_("Move Board %s"), board->id);
  gtk_window_set_title (GTK_WINDOW (self), title);
  gtk_button_set_label (self->apply_button, _("_Move"));
  gtk_widget_set_visible (self->board_group, FALSE);
  set_turn_choices (self, board->labels.kind == WADI_LABEL_ASL);
  set_place_in_grid (self, map_in_board_grid (scenario));
  /* where it lies now */
  if (self->place_in_grid)
    wadi_board_dialog_set_place (self, (board->origin.col - grid_anchor (scenario).col) / (WADI_GEOMORPHIC_COLUMNS - 1),
                                 (board->origin.row - grid_anchor (scenario).row) / (WADI_GEOMORPHIC_ROWS - 1));
  else
    wadi_board_dialog_set_place (self, board->origin.col, board->origin.row);
  wadi_board_dialog_set_turn (self, board->turn);
  /* the keyboard starts where the board goes, not on Cancel */
  wadi_accessible_focus_when_shown (GTK_WINDOW (self), GTK_WIDGET (self->x_spin));
  return self;
}
