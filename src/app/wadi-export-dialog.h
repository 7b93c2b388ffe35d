/* wadi-export-dialog.h: Export… (Ctrl+Shift+E)
 *
 * The format, what is exported (the whole map, a board, the area
 * selected), the scale, the options (labels, grid, counters,
 * diagnostics, legend; paper and overlap for printing; the scenario
 * card's paper, A4 or Letter as the locale says at first) and a preview
 * with the size the file will have.  Export asks where, then writes the
 * file off the main thread (a GTask on a copy of the scenario), with a
 * progress bar and Cancel; the window's toast says where it went.
 */
#pragma once

#include <adwaita.h>

#include "wadi-export.h"

G_BEGIN_DECLS

#define WADI_TYPE_EXPORT_DIALOG (wadi_export_dialog_get_type ())
G_DECLARE_FINAL_TYPE (WadiExportDialog, wadi_export_dialog, WADI, EXPORT_DIALOG, AdwWindow)

/* scenario is copied; area (WadiHex, may be NULL or empty) offers "the
 * area selected", its bounding rectangle. */
WadiExportDialog *wadi_export_dialog_new (GtkWindow          *parent,
                                          const WadiScenario *scenario,
                                          const char         *basename,
                                          const GArray       *area);

/* The scenario's own file, or NULL when unsaved: the Export chooser
 * starts in its folder (else where the chooser likes), and an export is
 * never written over it (a toast says so, and "finished" is FALSE). */
void wadi_export_dialog_set_scenario_file (WadiExportDialog *self,
                                           GFile            *file);
/* The chooser Export… shows, named and placed for the chosen format; the
 * caller owns it. */
GtkFileChooserNative *wadi_export_dialog_new_chooser (WadiExportDialog *self);

/* What the dialog would export, as its fields say. */
void wadi_export_dialog_get_options (WadiExportDialog  *self,
                                     WadiExportOptions *options);
/* Chooses a format (and, for PDF, whether on paper), as the format row
 * would. */
void wadi_export_dialog_set_format (WadiExportDialog *self,
                                    WadiExportFormat  format,
                                    gboolean          on_paper);
/* The scenario card's paper: WADI_PAPER_A4 or WADI_PAPER_LETTER. */
void wadi_export_dialog_set_card_paper (WadiExportDialog *self,
                                        WadiExportPaper   paper);
/* The card's paper the dialog starts with: the locale's paper
 * (gtk_paper_size_get_default ()), Letter for a North American one, else
 * A4. */
WadiExportPaper wadi_export_dialog_default_card_paper (void);
/* What is exported: -1 the whole map, else a board's index. */
void wadi_export_dialog_set_board (WadiExportDialog *self,
                                   int               board);
/* The size line under the preview ("6933 × 8007 pixels"). */
const char *wadi_export_dialog_get_size_text (WadiExportDialog *self);
/* Writes file as Export does after the file chooser; ::finished is
 * emitted with whether it was written (FALSE when cancelled or failed,
 * the error's message then in the dialog). */
void wadi_export_dialog_export_to (WadiExportDialog *self,
                                   GFile            *file);
/* Cancel during an export. */
void     wadi_export_dialog_cancel (WadiExportDialog *self);
gboolean wadi_export_dialog_is_busy (WadiExportDialog *self);

G_END_DECLS
