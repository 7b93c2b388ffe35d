/* wadi-window.c: one scenario in a window */
#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "wadi-accessible.h"
#include "wadi-named-list.h"
#include "wadi-format.h"
#include "wadi-pick.h"
#include "wadi-resources.h"
#include "wadi-window-private.h"

/* A diagnostic jumped to is shown at least this close (pixels per hex). */
#define JUMP_MIN_ZOOM 40.0

/* How many recent files the Open menu lists. */
#define RECENT_MAX 8

G_DEFINE_FINAL_TYPE (WadiWindow, wadi_window, ADW_TYPE_APPLICATION_WINDOW)

enum
{
  PROP_0,
  PROP_DOCUMENT,
  PROP_RULES,
  PROP_TOOL,
  PROP_SHOW_LABELS,
  N_PROPS
};

enum
{
  OPEN_FILE,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint       signals[N_SIGNALS];

void
_wadi_window_toast (WadiWindow *self,
                    const char *message)
{
  /* a toast's title is markup: file names and errors are plain text */
  g_autofree char *escaped = g_markup_escape_text (message, -1);

  g_free (self->last_toast);
  self->last_toast = g_strdup (message);
  adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (escaped));
}

char *
_wadi_window_display_name (WadiWindow *self,
                           gboolean    use_title)
{
  const WadiScenario *scenario = self->document != NULL ? wadi_document_get_scenario (self->document) : NULL;
  g_autofree char    *name = NULL;

  /* an overlay's own document says so, with its id */
  if (scenario != NULL && scenario->is_overlay && wadi_map_board_count (scenario->map) > 0)
    {
      name = self->file != NULL ? g_file_get_basename (self->file) : g_strdup (_("not saved yet"));
      /* TRANSLATORS: "Overlay W1 (w1.wadi)" */
      return g_strdup_printf (_("Overlay %s (%s)"), wadi_map_get_board (scenario->map, 0)->id, name);
    }
  /* the scenario's title, as New Scenario or Scenario Properties set it */
  if (use_title && scenario != NULL && scenario->title != NULL && *scenario->title != '\0')
    return g_strdup (scenario->title);
  if (self->file == NULL)
    return g_strdup (_("Untitled Scenario"));
  return g_file_get_basename (self->file);
}

static gboolean
has_title (WadiWindow *self)
{
  const WadiScenario *scenario = self->document != NULL ? wadi_document_get_scenario (self->document) : NULL;

  return scenario != NULL && !scenario->is_overlay && scenario->title != NULL && *scenario->title != '\0';
}

/* A window made for a file, while it reads it: the file's name, and
 * under it that it is opening (not an untitled scenario's "Not saved
 * yet"). */
static void
show_opening_title (WadiWindow *self,
                    GFile      *file)
{
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *window_title = g_strdup_printf ("%s — Wadi", name);

  adw_window_title_set_title (self->window_title, name);
  adw_window_title_set_subtitle (self->window_title, _("Opening…"));
  gtk_window_set_title (GTK_WINDOW (self), window_title);
}

/* The header says the scenario's title, and under it the file's name (a
 * scenario without a title: the file's name, and under it its folder). */
void
_wadi_window_update_title (WadiWindow *self)
{
  g_autofree char *name = NULL;
  gboolean         modified = self->document != NULL && wadi_document_get_modified (self->document);
  g_autofree char *title = NULL;
  g_autoptr(GFile) parent = self->file != NULL ? g_file_get_parent (self->file) : NULL;
  g_autofree char *where = NULL;
  g_autofree char *window_title = NULL;

  if (self->document == NULL && _wadi_window_get_opening_file (self) != NULL)
    {
      show_opening_title (self, _wadi_window_get_opening_file (self));
      return;
    }
  name = _wadi_window_display_name (self, TRUE);
  title = modified ? g_strdup_printf ("• %s", name) : g_strdup (name);
  if (self->file == NULL)
    where = g_strdup (_("Not saved yet"));
  else if (has_title (self))
    where = g_file_get_basename (self->file);
  else if (parent != NULL)
    where = g_file_get_parse_name (parent);
  /* the window switcher has no subtitle: the file's name beside the title */
  if (self->file != NULL && has_title (self))
    window_title = g_strdup_printf ("%s (%s) — Wadi", title, where);
  else
    window_title = g_strdup_printf ("%s — Wadi", title);
  adw_window_title_set_title (self->window_title, title);
  adw_window_title_set_subtitle (self->window_title, where != NULL ? where : "");
  /* the whole title where the header ellipsizes it; set only when it
   * changes, as a tooltip set asks the X server where the pointer is */
  if (g_strcmp0 (gtk_widget_get_tooltip_text (GTK_WIDGET (self->window_title)), title) != 0)
    gtk_widget_set_tooltip_text (GTK_WIDGET (self->window_title), title);
  gtk_window_set_title (GTK_WINDOW (self), window_title);
}

static void
on_document_notify (WadiWindow *self)
{
  _wadi_window_update_title (self);
  _wadi_window_actions_update (self);
  _wadi_window_drafts_update (self);
}

static void
on_status_changed (WadiWindow *self)
{
  gtk_label_set_text (self->status_label, wadi_canvas_get_status (self->canvas));
  /* whole where the line cuts it short: an analysis's reasons run long */
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->status_label), wadi_canvas_get_status (self->canvas));
  /* the R key turns the overlay in the tool: the palette shows it */
  if (wadi_tool_get_kind (wadi_canvas_get_tool (self->canvas)) == WADI_TOOL_OVERLAY)
    wadi_palette_sync_overlay (self->palette);
}

static void
on_viewport_changed (WadiWindow *self)
{
  char   text[32];
  double zoom = wadi_viewport_get_zoom (wadi_canvas_get_viewport (self->canvas));
  guint  chars;

  /* a big map fits the window at less than a pixel a hex: never
   * "0 px per hex" */
  if (zoom < 9.95)
    g_snprintf (text, sizeof text, _("%.1f px per hex"), zoom);
  else
    g_snprintf (text, sizeof text, _("%.0f px per hex"), zoom);
  /* wider only, and never cut: a text of a new width would lay the window
   * out again */
  chars = (guint) g_utf8_strlen (text, -1) + 2;
  if (chars > gtk_inscription_get_nat_chars (self->zoom_label))
    {
      gtk_inscription_set_min_chars (self->zoom_label, chars);
      gtk_inscription_set_nat_chars (self->zoom_label, chars);
    }
  gtk_inscription_set_text (self->zoom_label, text);
}

/* The board menu's second section names the board its actions work on. */
static void
wadi_window_update_board_menu (WadiWindow *self)
{
  const WadiMap   *map = self->document != NULL ? wadi_document_get_scenario (self->document)->map : NULL;
  g_autofree char *label = NULL;

  if (map != NULL && self->current_board < wadi_map_board_count (map))
    label = g_strdup_printf (_("Board %s"), wadi_map_get_board (map, self->current_board)->id);
  g_menu_remove (self->board_menu, 1);
  g_menu_insert_section (self->board_menu, 1, label, G_MENU_MODEL (self->board_section));
}

/* Go to board: the view shows the board chosen; the board menu's actions
 * work on it. */
static void
on_board_selected (WadiWindow *self)
{
  guint board = gtk_drop_down_get_selected (self->board_dropdown);

  if (board == GTK_INVALID_LIST_POSITION)
    return;
  self->current_board = board;
  wadi_canvas_show_boards (self->canvas, board, board);
  wadi_window_update_board_menu (self);
  _wadi_window_actions_update (self);
}

/* Board becomes the current board, and the view shows it with beside
 * (the board it was added beside; board itself to show it alone). */
void
_wadi_window_go_to_boards (WadiWindow *self,
                           guint       board,
                           guint       beside)
{
  guint count;

  if (self->document == NULL)
    return;
  count = wadi_map_board_count (wadi_document_get_scenario (self->document)->map);
  if (board >= count)
    return;
  self->current_board = board;
  g_signal_handlers_block_by_func (self->board_dropdown, on_board_selected, self);
  gtk_drop_down_set_selected (self->board_dropdown, board);
  g_signal_handlers_unblock_by_func (self->board_dropdown, on_board_selected, self);
  wadi_canvas_show_boards (self->canvas, beside < count ? beside : board, board);
  wadi_window_update_board_menu (self);
  _wadi_window_actions_update (self);
}

void
wadi_window_go_to_board (WadiWindow *self,
                         guint       board)
{
  g_return_if_fail (WADI_IS_WINDOW (self));

  _wadi_window_go_to_boards (self, board, board);
}

guint
wadi_window_get_current_board (WadiWindow *self)
{
  g_return_val_if_fail (WADI_IS_WINDOW (self), 0);

  return self->current_board;
}

/* Centres the canvas on a diagnostic, highlights it and puts the hex
 * cursor on its hex. */
static void
wadi_window_show_diagnostic (WadiWindow           *self,
                             const WadiDiagnostic *diagnostic)
{
  WadiRulesOverlay   *overlay = wadi_canvas_get_rules_overlay (self->canvas);
  const WadiScenario *scenario = wadi_document_get_scenario (self->document);
  const WadiBoard    *board = wadi_scenario_grid (scenario);
  double              x, y;

  if (diagnostic->place == WADI_DIAG_AT_SCENARIO || board == NULL)
    {
      overlay->has_highlight = FALSE;
      wadi_canvas_rules_overlay_changed (self->canvas);
      return;
    }
  switch (diagnostic->place)
    {
    case WADI_DIAG_AT_HEXSIDE:
      wadi_pick_hexside_midpoint (board->layout, diagnostic->hexside, &x, &y);
      break;
    case WADI_DIAG_AT_VERTEX:
      wadi_hex_corner (board->layout, diagnostic->vertex.hex, diagnostic->vertex.index, &x, &y);
      break;
    case WADI_DIAG_AT_HEX:
    case WADI_DIAG_AT_COUNTER:
    case WADI_DIAG_AT_SCENARIO:
    default:
      wadi_hex_center (board->layout, diagnostic->hex, &x, &y);
      break;
    }
  overlay->has_highlight = TRUE;
  overlay->highlight = *diagnostic;
  wadi_canvas_center_on (self->canvas, x, y, JUMP_MIN_ZOOM);
  /* the hex cursor goes there too, so Enter works on it and the status
   * line (a screen reader's) says the diagnostic */
  wadi_canvas_set_key_cursor (self->canvas, diagnostic->hex);
  wadi_canvas_rules_overlay_changed (self->canvas);
}

/* The diagnostic jumped to stays outlined while the live rules still find
 * it: fixed, or moved with its counter to another hex (a diagnostic of its
 * own), its outline goes. */
static void
on_rules_updated (WadiWindow *self)
{
  WadiRulesOverlay *overlay = wadi_canvas_get_rules_overlay (self->canvas);

  _wadi_window_update_counts (self);
  if (overlay->has_highlight && wadi_live_rules_find (self->rules, &overlay->highlight) == G_MAXUINT)
    {
      overlay->has_highlight = FALSE;
      wadi_canvas_rules_overlay_changed (self->canvas);
    }
}

static void
on_diagnostic_activated (WadiWindow         *self,
                         WadiDiagnosticItem *item)
{
  wadi_window_show_diagnostic (self, wadi_diagnostic_item_get (item));
}

/* The switcher shows icons; the page's name stands beside them. */
static void
on_side_page_changed (WadiWindow *self)
{
  GtkWidget *child = gtk_stack_get_visible_child (self->side_stack);

  if (child != NULL)
    gtk_label_set_text (self->side_title, gtk_stack_page_get_title (gtk_stack_get_page (self->side_stack, child)));
}

static void
on_hex_picked (WadiWindow *self,
               int         col,
               int         row,
               gboolean    extend)
{
  const char *page = gtk_stack_get_visible_child_name (self->side_stack);

  wadi_inspector_pick (self->inspector, (WadiHex) { col, row }, extend);
  /* the diagnostics list stays where the user is reading it */
  if (g_strcmp0 (page, "diagnostics") != 0)
    gtk_stack_set_visible_child_name (self->side_stack, "inspector");
}

/* A counter picked on the map shows in the inspector, where its
 * properties are edited. */
static void
on_counter_selected (WadiWindow *self,
                     guint       id)
{
  const char *page = gtk_stack_get_visible_child_name (self->side_stack);

  wadi_counter_editor_show_counter (self->counter_editor, id);
  if (id != 0 && g_strcmp0 (page, "diagnostics") != 0)
    gtk_stack_set_visible_child_name (self->side_stack, "inspector");
  _wadi_window_actions_update (self);
}

/* The Go to Board list follows the map's boards; the board chosen stays
 * chosen while it is there. */
static void
wadi_window_update_boards (WadiWindow *self)
{
  const WadiMap *map = wadi_document_get_scenario (self->document)->map;
  guint          n = wadi_map_board_count (map);
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *name = g_strdup_printf (_("Board %s"), wadi_map_get_board (map, i)->id);

      gtk_string_list_append (names, name);
    }
  if (self->current_board >= n)
    self->current_board = n > 0 ? n - 1 : 0;
  g_signal_handlers_block_by_func (self->board_dropdown, on_board_selected, self);
  gtk_drop_down_set_model (self->board_dropdown, G_LIST_MODEL (names));
  gtk_drop_down_set_selected (self->board_dropdown, self->current_board);
  g_signal_handlers_unblock_by_func (self->board_dropdown, on_board_selected, self);
  gtk_widget_set_visible (GTK_WIDGET (self->board_dropdown), n > 1);
  wadi_window_update_board_menu (self);
  _wadi_window_update_narrow_menu (self);
}

static void
on_document_changed (WadiWindow       *self,
                     const WadiRegion *region)
{
  self->changes++;
  _wadi_window_drafts_update (self);
  _wadi_window_pictures_changed (self, region);
  if (region->flags & (WADI_REGION_METADATA | WADI_REGION_ALL))
    _wadi_window_update_title (self);
  if (region->flags & WADI_REGION_MAP)
    {
      /* the map's hexes may lie elsewhere now: what was picked or jumped
       * to is forgotten */
      wadi_inspector_clear (self->inspector);
      wadi_canvas_get_rules_overlay (self->canvas)->has_highlight = FALSE;
      wadi_window_update_boards (self);
      _wadi_window_actions_update (self);
    }
}

/* The undo history's bound is a preference: each document follows it. */
static void
bind_undo_limit (WadiWindow *self)
{
  if (self->settings != NULL && self->document != NULL)
    g_settings_bind (self->settings, "undo-limit", self->document, "undo-limit", G_SETTINGS_BIND_GET);
}

/* start: the live rules' costly part made already (in the thread that
 * read the file), or NULL. */
void
_wadi_window_set_scenario_started (WadiWindow         *self,
                                   WadiScenario       *scenario,
                                   GFile              *file,
                                   WadiLiveRulesStart *start)
{
  g_autoptr(WadiDocument) document = NULL;
  g_autoptr(WadiLiveRules) rules = NULL;

  document = wadi_document_new (scenario);
  /* an alignment under way ends with its document */
  wadi_window_end_picture_alignment (self, FALSE);
  self->current_board = 0;
  /* the document replaced had no unsaved work, or its owner let it go */
  _wadi_window_drafts_discard (self);
  /* The live rules take each change in the document's change hook, before
   * any ::changed handler (the canvas's placement check and the panels
   * among them), so that every handler reads a context that is up to date. */
  rules = start != NULL ? wadi_live_rules_new_started (document, start) : wadi_live_rules_new (document);
  g_set_object (&self->file, file);
  _wadi_window_watch_file (self);

  /* The rules first: the panels and the canvas (bound to the window's
   * :rules and :document) never see new rules with an older document
   * for longer than between the two notifications. */
  g_set_object (&self->rules, rules);
  g_signal_group_set_target (self->rules_signals, rules);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RULES]);
  g_set_object (&self->document, document);
  g_signal_group_set_target (self->document_signals, document);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOCUMENT]);
  bind_undo_limit (self);

  _wadi_window_update_counts (self);
  wadi_window_update_boards (self);
  _wadi_window_update_title (self);
  _wadi_window_show_file_version (self, file != NULL ? wadi_document_get_format_version (document) : 0);
  _wadi_window_pictures_changed (self, NULL);
  _wadi_window_actions_update (self);
}

void
wadi_window_set_scenario (WadiWindow   *self,
                          WadiScenario *scenario,
                          GFile        *file)
{
  g_return_if_fail (WADI_IS_WINDOW (self));
  g_return_if_fail (scenario != NULL);

  _wadi_window_set_scenario_started (self, scenario, file, NULL);
}

void
_wadi_window_remember_recent (GFile *file)
{
  g_autofree char *uri = g_file_get_uri (file);
  GtkRecentData    data = { 0 };

  data.mime_type = (char *) WADI_FORMAT_MIME_TYPE;
  data.app_name = (char *) "Wadi";
  data.app_exec = (char *) "wadi %u";
  gtk_recent_manager_add_full (gtk_recent_manager_get_default (), uri, &data);
}

void
_wadi_window_show_loaded (WadiWindow         *self,
                          WadiScenario       *scenario,
                          GFile              *file,
                          WadiLiveRulesStart *start)
{
  _wadi_window_set_scenario_started (self, scenario, file, start);
  _wadi_window_remember_recent (file);
}

gboolean
wadi_window_load_file (WadiWindow *self,
                       GFile      *file,
                       GError    **error)
{
  WadiScenario *scenario = wadi_format_read_file (file, error);

  if (scenario == NULL)
    return FALSE;
  _wadi_window_show_loaded (self, scenario, file, NULL);
  return TRUE;
}

WadiDocument *
wadi_window_get_document (WadiWindow *self)
{
  return self->document;
}

GFile *
wadi_window_get_file (WadiWindow *self)
{
  return self->file;
}

WadiCanvas *
wadi_window_get_canvas (WadiWindow *self)
{
  return self->canvas;
}

WadiLiveRules *
wadi_window_get_live_rules (WadiWindow *self)
{
  return self->rules;
}

WadiDiagnosticsPanel *
wadi_window_get_diagnostics_panel (WadiWindow *self)
{
  return self->diagnostics_panel;
}

WadiSsrPanel *
wadi_window_get_ssr_panel (WadiWindow *self)
{
  return self->ssr_panel;
}

WadiInspector *
wadi_window_get_inspector (WadiWindow *self)
{
  return self->inspector;
}

void
wadi_window_show_panel (WadiWindow *self,
                        const char *name)
{
  gtk_stack_set_visible_child_name (self->side_stack, name);
  /* folded away in a narrow window: shown over the map */
  adw_flap_set_reveal_flap (self->flap, TRUE);
}

/* The keyboard on the map folds the panels away when they lie over it
 * (a narrow window): a keyboard user's hex cursor moved under them,
 * unseen (a try-out at 640 px). */
static void
on_canvas_focus_enter (WadiWindow *self)
{
  if (adw_flap_get_folded (self->flap) && adw_flap_get_reveal_flap (self->flap))
    adw_flap_set_reveal_flap (self->flap, FALSE);
}

/* F9, as the Side Panels button */
static gboolean
toggle_side_panels (GtkWidget *widget,
                    GVariant  *args,
                    gpointer   user_data)
{
  WadiWindow *self = WADI_WINDOW (widget);

  adw_flap_set_reveal_flap (self->flap, !adw_flap_get_reveal_flap (self->flap));
  return TRUE;
}

void
_wadi_window_open_file (WadiWindow *self,
                        GFile      *file)
{
  g_signal_emit (self, signals[OPEN_FILE], 0, file);
}

void
_wadi_window_set_tool (WadiWindow *self,
                       const char *name)
{
  WadiToolKind kind;
  WadiToolKind old;

  if (self->canvas == NULL || name == NULL || !wadi_tool_kind_from_name (name, &kind))
    return;
  old = wadi_tool_get_kind (wadi_canvas_get_tool (self->canvas));
  wadi_canvas_set_tool_kind (self->canvas, kind);
  wadi_palette_show_tool (self->palette, kind);
  /* the overlay tool needs an overlay chosen first: not one to start with */
  if (self->settings != NULL && kind != WADI_TOOL_OVERLAY)
    g_settings_set_string (self->settings, "last-tool", name);
  if (kind != old)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TOOL]);
}

/* A recent file's menu label: its name, underscores kept (a menu label
 * reads "_" as a mnemonic), and its folder, home as "~", so two files of
 * one name tell apart: "big_500.wadi — ~/maps". */
char *
_wadi_window_recent_label (GFile *file)
{
  g_autofree char *name = g_file_get_basename (file);
  g_autoptr(GFile) parent = g_file_get_parent (file);
  g_autofree char *folder = parent != NULL ? g_file_get_parse_name (parent) : g_strdup ("");
  const char      *home = g_get_home_dir ();
  g_autoptr(GString) label = g_string_new (NULL);

  if (home != NULL && g_str_has_prefix (folder, home)
      && (folder[strlen (home)] == '/' || folder[strlen (home)] == '\0'))
    {
      g_autofree char *rest = g_strdup (folder + strlen (home));

      g_free (folder);
      folder = g_strconcat ("~", rest, NULL);
    }
  /* TRANSLATORS: a recent file's name and its folder */
  g_string_printf (label, _("%s — %s"), name, folder);
  g_string_replace (label, "_", "__", 0);
  return g_string_free (g_steal_pointer (&label), FALSE);
}

/* The Open menu's recent files: Wadi scenarios only, and only those that
 * are still there. */
static void
wadi_window_update_recent (WadiWindow *self)
{
  GList *items;
  guint  count = 0;

  if (self->recent_section == NULL)
    return;
  g_menu_remove_all (self->recent_section);
  items = gtk_recent_manager_get_items (gtk_recent_manager_get_default ());
  for (GList *l = items; l != NULL && count < RECENT_MAX; l = l->next)
    {
      GtkRecentInfo *info = l->data;
      const char    *uri = gtk_recent_info_get_uri (info);
      g_autoptr(GMenuItem) item = NULL;

      g_autoptr(GFile) file = NULL;
      g_autofree char *label = NULL;

      if (g_strcmp0 (gtk_recent_info_get_mime_type (info), WADI_FORMAT_MIME_TYPE) != 0
          && !g_str_has_suffix (uri, ".wadi"))
        continue;
      if (gtk_recent_info_is_local (info) && !gtk_recent_info_exists (info))
        continue;
      file = g_file_new_for_uri (uri);
      label = _wadi_window_recent_label (file);
      item = g_menu_item_new (label, NULL);
      g_menu_item_set_action_and_target_value (item, "win.open-recent", g_variant_new_string (uri));
      g_menu_append_item (self->recent_section, item);
      count++;
    }
  g_list_free_full (items, (GDestroyNotify) gtk_recent_info_unref);
}

gboolean
wadi_window_is_disposable (WadiWindow *self)
{
  return self->document == NULL
         || (self->file == NULL && !wadi_document_get_modified (self->document)
             && !wadi_document_can_undo (self->document));
}

/* Closing */

static void
close_after_save (WadiWindow *self,
                  gboolean    saved,
                  gpointer    data)
{
  if (!saved)
    return;
  self->close_confirmed = TRUE;
  gtk_window_close (GTK_WINDOW (self));
}

static void
on_close_response (AdwMessageDialog *dialog,
                   const char       *response,
                   WadiWindow       *self)
{
  if (g_strcmp0 (response, "discard") == 0)
    {
      self->close_confirmed = TRUE;
      gtk_window_close (GTK_WINDOW (self));
    }
  else if (g_strcmp0 (response, "save") == 0)
    {
      _wadi_window_save_async (self, FALSE, close_after_save, NULL);
    }
}

static void
save_view_settings (WadiWindow *self)
{
  if (self->settings == NULL)
    return;
  g_settings_set_double (self->settings, "zoom", wadi_viewport_get_zoom (wadi_canvas_get_viewport (self->canvas)));
}

static gboolean
wadi_window_close_request (GtkWindow *window)
{
  WadiWindow       *self = WADI_WINDOW (window);
  AdwMessageDialog *dialog;
  g_autofree char  *name = NULL;

  save_view_settings (self);
  /* a stroke still held (Ctrl+Enter, or the button) is a change to ask
   * about: ended first, not lost with the window */
  if (self->canvas != NULL)
    wadi_canvas_end_stroke (self->canvas);
  if (self->close_confirmed || self->document == NULL || !wadi_document_get_modified (self->document))
    return GTK_WINDOW_CLASS (wadi_window_parent_class)->close_request (window);

  name = _wadi_window_display_name (self, self->file == NULL);
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (window, NULL, NULL));
  adw_message_dialog_format_heading (dialog, _("Save Changes to “%s”?"), name);
  adw_message_dialog_set_body (dialog, _("The changes are lost if you close without saving."));
  adw_message_dialog_add_responses (dialog,
                                    "cancel", _("_Cancel"), "discard", _("_Discard"), "save", _("_Save"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "discard", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (dialog, "save", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "save");
  adw_message_dialog_set_close_response (dialog, "cancel");
  wadi_accessible_name_controls (GTK_WIDGET (dialog));
  g_signal_connect (dialog, "response", G_CALLBACK (on_close_response), self);
  /* Discard and Save close the window while the dialog is still there, and
   * the dialog lets go of its transient parent only when it goes: keep the
   * window alive until then. */
  g_object_set_data_full (G_OBJECT (dialog), "wadi-window", g_object_ref (self), g_object_unref);
  gtk_window_present (GTK_WINDOW (dialog));
  return TRUE;
}

/* Drag and drop */

static gboolean
on_drop (GtkDropTarget *target,
         const GValue  *value,
         double         x,
         double         y,
         WadiWindow    *self)
{
  GSList *files;

  if (!G_VALUE_HOLDS (value, GDK_TYPE_FILE_LIST))
    return FALSE;
  files = gdk_file_list_get_files (g_value_get_boxed (value));
  for (GSList *l = files; l != NULL; l = l->next)
    _wadi_window_open_file (self, l->data);
  g_slist_free (files);
  return files != NULL;
}

/* GObject */

/* The settings schema is named by the application id: without an
 * application (or a schema) the window keeps no settings. */
static GSettings *
settings_for (GtkApplication *application)
{
  const char            *id = application != NULL ? g_application_get_application_id (G_APPLICATION (application)) : NULL;
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;

  if (id == NULL || source == NULL)
    return NULL;
  schema = g_settings_schema_source_lookup (source, id, TRUE);
  return schema != NULL ? g_settings_new_full (schema, NULL, NULL) : NULL;
}

/* Settings need the application, which is set after construction. */
static void
wadi_window_apply_settings (WadiWindow *self)
{
  GSettings       *settings;
  g_autofree char *tool_name = NULL;
  WadiToolKind     kind;

  self->settings = settings_for (gtk_window_get_application (GTK_WINDOW (self)));
  settings = self->settings;
  if (settings == NULL)
    return;
  g_settings_bind (settings, "window-width", self, "default-width", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "window-height", self, "default-height", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "window-maximized", self, "maximized", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "show-labels", self->canvas, "show-labels", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "high-contrast-marks", self->canvas, "high-contrast-marks", G_SETTINGS_BIND_GET);
  bind_undo_limit (self);
  wadi_canvas_set_initial_zoom (self->canvas, g_settings_get_double (settings, "zoom"));
  tool_name = g_settings_get_string (settings, "last-tool");
  if (wadi_tool_kind_from_name (tool_name, &kind))
    _wadi_window_set_tool (self, tool_name);
}

static void
wadi_window_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  WadiWindow *self = WADI_WINDOW (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      g_value_set_object (value, self->document);
      break;
    case PROP_RULES:
      g_value_set_object (value, self->rules);
      break;
    /* the template's buttons ask before the canvas is there */
    case PROP_TOOL:
      g_value_set_string (value, self->canvas == NULL ? "select"
                                                      : wadi_tool_kind_name (wadi_tool_get_kind (wadi_canvas_get_tool (self->canvas))));
      break;
    case PROP_SHOW_LABELS:
      g_value_set_boolean (value, self->canvas == NULL || wadi_canvas_get_show_labels (self->canvas));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wadi_window_set_property (GObject      *object,
                          guint         prop_id,
                          const GValue *value,
                          GParamSpec   *pspec)
{
  WadiWindow *self = WADI_WINDOW (object);

  switch (prop_id)
    {
    case PROP_TOOL:
      /* a tool chosen (win.tool: its key, or its button) shows its
       * choices (which depression, which feature): a try-out pressed D
       * over the special rules and could not tell Wadi from Gully; a tool
       * the window picks for a paste or Select All leaves the panel be */
      _wadi_window_set_tool (self, g_value_get_string (value));
      if (self->side_stack != NULL)
        gtk_stack_set_visible_child_name (self->side_stack, "palette");
      break;
    case PROP_SHOW_LABELS:
      if (self->canvas != NULL)
        wadi_canvas_set_show_labels (self->canvas, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* The canvas's labels change through the settings too: the menu follows. */
static void
on_show_labels_changed (WadiWindow *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_LABELS]);
}

static void
wadi_window_dispose (GObject *object)
{
  WadiWindow *self = WADI_WINDOW (object);

  /* closed: saved or discarded; only a crash leaves a draft behind */
  _wadi_window_drafts_discard (self);
  _wadi_window_pictures_dispose (self);
  _wadi_window_trace_dispose (self);
  _wadi_window_unwatch_file (self);
  wadi_window_cancel_load (self);
  g_cancellable_cancel (self->paste_cancellable);
  g_clear_object (&self->paste_cancellable);
  g_cancellable_cancel (self->copy_cancellable);
  g_clear_object (&self->copy_cancellable);
  g_clear_object (&self->document_signals);
  g_clear_object (&self->rules_signals);
  g_clear_object (&self->rules);
  g_clear_object (&self->document);
  g_clear_object (&self->file);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->last_toast, g_free);
  g_signal_handlers_disconnect_by_data (gtk_recent_manager_get_default (), self);
  gtk_widget_dispose_template (GTK_WIDGET (self), WADI_TYPE_WINDOW);

  G_OBJECT_CLASS (wadi_window_parent_class)->dispose (object);
}

/* Closed: gtk_window_destroy () unrealizes the window, while a task
 * may hold it a while yet; the copy under way is let go of. */
static void
wadi_window_unrealize (GtkWidget *widget)
{
  WadiWindow *self = WADI_WINDOW (widget);

  g_cancellable_cancel (self->copy_cancellable);
  GTK_WIDGET_CLASS (wadi_window_parent_class)->unrealize (widget);
}

static void
wadi_window_class_init (WadiWindowClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = wadi_window_dispose;
  object_class->get_property = wadi_window_get_property;
  object_class->set_property = wadi_window_set_property;
  widget_class->unrealize = wadi_window_unrealize;
  window_class->close_request = wadi_window_close_request;

  /* The document shown, and its live rules: the canvas and the panels
   * are bound to them. */
  properties[PROP_DOCUMENT] = g_param_spec_object ("document", NULL, NULL, WADI_TYPE_DOCUMENT,
                                                   G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_RULES] = g_param_spec_object ("rules", NULL, NULL, WADI_TYPE_LIVE_RULES,
                                                G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* the win.tool and win.show-labels actions' states */
  properties[PROP_TOOL] = g_param_spec_string ("tool", NULL, NULL, "select",
                                               G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOW_LABELS] = g_param_spec_boolean ("show-labels", NULL, NULL, TRUE,
                                                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* A file to open, dropped on the window or chosen in it: the
   * application opens it here or in a window of its own. */
  signals[OPEN_FILE] = g_signal_new ("open-file", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                     G_TYPE_NONE, 1, G_TYPE_FILE);

  /* every other template comes from windows, so this is the first use */
  wadi_register_resource ();
  g_type_ensure (WADI_TYPE_CANVAS);
  g_type_ensure (WADI_TYPE_PALETTE);
  g_type_ensure (WADI_TYPE_DIAGNOSTICS_PANEL);
  g_type_ensure (WADI_TYPE_SSR_PANEL);
  g_type_ensure (WADI_TYPE_INSPECTOR);
  g_type_ensure (WADI_TYPE_COUNTER_EDITOR);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/wadieditor/Wadi/ui/wadi-window.ui");
  gtk_widget_class_bind_template_child (widget_class, WadiWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, WadiWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, WadiWindow, board_dropdown);
  gtk_widget_class_bind_template_child (widget_class, WadiWindow, board_menu);
  gtk_widget_class_bind_template_child (widget_class, WadiWindow, board_section);
  gtk_widget_class_bind_template_child (widget_class, WadiWindow, canvas);
  gtk_widget_class_bind_template_child (widget_class, WadiWindow, palette);
  gtk_widget_class_bind_template_child (widget_class, WadiWindow, status_label);
  gtk_widget_class_bind_template_child (widget_class, WadiWindow, zoom_label);
  gtk_widget_class_bind_template_child (widget_class, WadiWindow, recent_section);
  gtk_widget_class_bind_template_child (widget_class, WadiWindow, side_stack);
  gtk_widget_class_bind_template_child (widget_class, WadiWindow, side_switcher);
  gtk_widget_class_bind_template_child (widget_class, WadiWindow, side_title);
  gtk_widget_class_bind_template_child (widget_class, WadiWindow, diagnostics_panel);
  gtk_widget_class_bind_template_child (widget_class, WadiWindow, ssr_panel);
  gtk_widget_class_bind_template_child (widget_class, WadiWindow, inspector);
  gtk_widget_class_bind_template_child (widget_class, WadiWindow, counter_editor);
  gtk_widget_class_bind_template_child (widget_class, WadiWindow, counts_button);
  gtk_widget_class_bind_template_child (widget_class, WadiWindow, compact_counts_button);
  gtk_widget_class_bind_template_child (widget_class, WadiWindow, flap);
  gtk_widget_class_bind_template_child (widget_class, WadiWindow, header_bar);
  gtk_widget_class_bind_template_child (widget_class, WadiWindow, flap_button);
  gtk_widget_class_bind_template_child (widget_class, WadiWindow, start_squeezer);
  gtk_widget_class_bind_template_child (widget_class, WadiWindow, end_squeezer);
  gtk_widget_class_bind_template_child (widget_class, WadiWindow, start_buttons);
  gtk_widget_class_bind_template_child (widget_class, WadiWindow, end_buttons);
  gtk_widget_class_bind_template_child (widget_class, WadiWindow, narrow_section);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_F9, 0, toggle_side_panels, NULL);

  _wadi_window_class_actions_init (klass);
  _wadi_window_class_monitor_actions_init (klass);
  _wadi_window_class_load_actions_init (klass);
}

/* The window paints no background of its own: the header bar, the bars
 * and the side panel paint theirs (the `background` style class in the
 * template) and the canvas covers the rest.  So under GTK's cairo
 * renderer the map is the first thing painted where it shows, which
 * cairo copies onto the frame at once rather than blending it onto the
 * window's colour (wadi-map-tiles.c).  A provider of the window's own,
 * not the display's: no other window changes. */
static void
wadi_window_leave_background (WadiWindow *self)
{
  static GtkCssProvider *provider;

  if (provider == NULL)
    {
      provider = gtk_css_provider_new ();
      gtk_css_provider_load_from_data (provider, "window { background-color: transparent; }", -1);
    }
  gtk_style_context_add_provider (gtk_widget_get_style_context (GTK_WIDGET (self)), GTK_STYLE_PROVIDER (provider),
                                  GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
}

static void
wadi_window_init (WadiWindow *self)
{
  GtkDropTarget *drop;

  gtk_widget_init_template (GTK_WIDGET (self));
  wadi_accessible_name_controls (GTK_WIDGET (self));
  _wadi_window_header_init (self);
  _wadi_window_pictures_init (self);
  wadi_window_leave_background (self);
  {
    /* rows a screen reader can name */
    g_autoptr(GtkListItemFactory) list_factory = wadi_named_list_factory_new (TRUE);

    gtk_drop_down_set_list_factory (self->board_dropdown, list_factory);
  }

  self->document_signals = g_signal_group_new (WADI_TYPE_DOCUMENT);
  g_signal_group_connect_object (self->document_signals, "notify::modified", G_CALLBACK (on_document_notify),
                                 self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->document_signals, "notify::can-undo", G_CALLBACK (on_document_notify),
                                 self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->document_signals, "notify::can-redo", G_CALLBACK (on_document_notify),
                                 self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->document_signals, "changed", G_CALLBACK (on_document_changed),
                                 self, G_CONNECT_SWAPPED);
  self->rules_signals = g_signal_group_new (WADI_TYPE_LIVE_RULES);
  g_signal_group_connect_object (self->rules_signals, "updated", G_CALLBACK (on_rules_updated), self,
                                 G_CONNECT_SWAPPED);
  /* the canvas and the panels follow the window's document and rules */
  g_object_bind_property (self, "rules", self->canvas, "rules", G_BINDING_SYNC_CREATE);
  g_object_bind_property (self, "document", self->canvas, "document", G_BINDING_SYNC_CREATE);
  g_object_bind_property (self, "document", self->palette, "document", G_BINDING_SYNC_CREATE);
  g_object_bind_property (self, "rules", self->diagnostics_panel, "rules", G_BINDING_SYNC_CREATE);
  g_object_bind_property (self, "document", self->ssr_panel, "document", G_BINDING_SYNC_CREATE);
  g_object_bind_property (self, "rules", self->inspector, "rules", G_BINDING_SYNC_CREATE);
  g_object_bind_property (self, "document", self->counter_editor, "document", G_BINDING_SYNC_CREATE);

  g_signal_connect_swapped (self->canvas, "notify::status", G_CALLBACK (on_status_changed), self);
  g_signal_connect_swapped (self->canvas, "notify::show-labels", G_CALLBACK (on_show_labels_changed), self);
  g_signal_connect_swapped (wadi_canvas_get_viewport (self->canvas), "changed",
                            G_CALLBACK (on_viewport_changed), self);
  g_signal_connect_swapped (self->board_dropdown, "notify::selected", G_CALLBACK (on_board_selected), self);
  g_signal_connect_swapped (gtk_recent_manager_get_default (), "changed",
                            G_CALLBACK (wadi_window_update_recent), self);
  wadi_palette_set_tool (self->palette, wadi_canvas_get_tool (self->canvas));
  /* the palette may outlive the canvas in the window's dispose */
  g_signal_connect_object (self->palette, "settings-changed", G_CALLBACK (wadi_canvas_tool_settings_changed),
                           self->canvas, G_CONNECT_SWAPPED);
  wadi_inspector_set_canvas (self->inspector, self->canvas);
  g_signal_connect_swapped (self->canvas, "hex-picked", G_CALLBACK (on_hex_picked), self);
  {
    GtkEventController *focus = gtk_event_controller_focus_new ();

    g_signal_connect_swapped (focus, "enter", G_CALLBACK (on_canvas_focus_enter), self);
    gtk_widget_add_controller (GTK_WIDGET (self->canvas), focus);
  }
  g_signal_connect_swapped (self->canvas, "counter-selected", G_CALLBACK (on_counter_selected), self);
  g_signal_connect_swapped (self->canvas, "area-changed", G_CALLBACK (_wadi_window_actions_update), self);
  g_signal_connect_swapped (self->side_stack, "notify::visible-child", G_CALLBACK (on_side_page_changed), self);
  on_side_page_changed (self);
  g_signal_connect_swapped (self->diagnostics_panel, "diagnostic-activated",
                            G_CALLBACK (on_diagnostic_activated), self);

  drop = gtk_drop_target_new (GDK_TYPE_FILE_LIST, GDK_ACTION_COPY);
  g_signal_connect (drop, "drop", G_CALLBACK (on_drop), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drop));

  on_viewport_changed (self);
  _wadi_window_update_title (self);
  wadi_window_update_recent (self);
  _wadi_window_actions_update (self);
  /* the arrows, + and - work on the map from the start, not on the
   * header bar's first button */
  gtk_window_set_focus (GTK_WINDOW (self), GTK_WIDGET (self->canvas));
}

WadiWindow *
wadi_window_new (AdwApplication *application)
{
  WadiWindow *self = g_object_new (WADI_TYPE_WINDOW, "application", application, NULL);

  wadi_window_apply_settings (self);
  return self;
}
