/* wadi-palette.h: the tools and what they paint with
 *
 * Tool buttons (the win.tool action) and, for the current tool, the
 * terrain, depressions, hexside features or counters of the :document's
 * ruleset, which it follows as the ruleset changes.  Choosing one writes
 * the WadiTool's settings; nothing here edits the document.
 */
#pragma once

#include <gtk/gtk.h>

#include "wadi-document.h"
#include "wadi-ruleset.h"
#include "wadi-tool.h"

G_BEGIN_DECLS

#define WADI_TYPE_PALETTE (wadi_palette_get_type ())
G_DECLARE_FINAL_TYPE (WadiPalette, wadi_palette, WADI, PALETTE, GtkWidget)

GtkWidget *wadi_palette_new (void);
/* The tool is borrowed: the canvas owns it and outlives the palette. */
void wadi_palette_set_tool (WadiPalette *self,
                            WadiTool    *tool);
/* The :document property: the lists offer its ruleset's choices and
 * follow its ruleset as it changes (ASL's without a document). */
void          wadi_palette_set_document (WadiPalette  *self,
                                         WadiDocument *document);
WadiDocument *wadi_palette_get_document (WadiPalette *self);
/* The ruleset whose choices the lists offer. */
const WadiRuleset *wadi_palette_get_ruleset (WadiPalette *self);
/* Shows the overlay tool's overlay and orientation (after the R key or
 * a new overlay changed them). */
void wadi_palette_sync_overlay (WadiPalette *self);
/* Shows the options of a tool. */
/* Gives the keyboard to the tool's choices (its list: which terrain,
 * which depression), the selected one first; FALSE when the tool has
 * none to choose. */
gboolean wadi_palette_focus_choices (WadiPalette *self);
void     wadi_palette_show_tool (WadiPalette *self,
                                 WadiToolKind kind);

G_END_DECLS
