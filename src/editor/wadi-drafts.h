/* wadi-drafts.h: recovery files of unsaved documents
 *
 * While a document has unsaved changes the editor writes it, every few
 * seconds, to a draft in the user's state folder ($XDG_STATE_HOME/wadi/
 * drafts): never over the document's own file.  A draft is two files, the
 * scenario (ID.wadi) and what it belongs to (ID.draft: the document's file
 * if it has one, its title, when it was written and the process that
 * wrote it).  When Wadi starts after a crash or a kill, the drafts whose
 * process is gone are the work to offer back; saving or discarding the
 * document removes its draft.  As gnome-text-editor keeps its drafts.
 */
#pragma once

#include <gio/gio.h>

#include "wadi-scenario.h"

G_BEGIN_DECLS

#define WADI_TYPE_DRAFTS (wadi_drafts_get_type ())
G_DECLARE_FINAL_TYPE (WadiDrafts, wadi_drafts, WADI, DRAFTS, GObject)

typedef struct _WadiDraft
{
  char      *id;
  GFile     *file;  /* the document's own file; NULL when never saved */
  char      *title; /* what the window called it */
  GDateTime *written;
  goffset    size; /* of the scenario file, known without reading it */
} WadiDraft;

void wadi_draft_free (WadiDraft *draft);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (WadiDraft, wadi_draft_free)

/* dir NULL: $XDG_STATE_HOME/wadi/drafts. */
WadiDrafts *wadi_drafts_new (const char *dir);
/* The drafts of $XDG_STATE_HOME, one for the process. */
WadiDrafts *wadi_drafts_get_default (void);
const char *wadi_drafts_get_dir (WadiDrafts *self);

/* A new draft's id. */
char *wadi_drafts_new_id (void);

/* Writes the draft id of scenario (taken: a copy the caller will not
 * touch again), in a thread; file and title say what it is a draft of. */
void     wadi_drafts_save_async (WadiDrafts         *self,
                                 const char         *id,
                                 WadiScenario       *scenario,
                                 GFile              *file,
                                 const char         *title,
                                 GCancellable       *cancellable,
                                 GAsyncReadyCallback callback,
                                 gpointer            user_data);
gboolean wadi_drafts_save_finish (WadiDrafts   *self,
                                  GAsyncResult *result,
                                  GError      **error);
/* The same, at once (the tests; the thread). */
gboolean wadi_drafts_save (WadiDrafts         *self,
                           const char         *id,
                           const WadiScenario *scenario,
                           GFile              *file,
                           const char         *title,
                           GError            **error);

/* Removes draft id; nothing when there is none. */
void wadi_drafts_remove (WadiDrafts *self,
                         const char *id);

/* The drafts left by processes that are gone (WadiDraft), the newest
 * first: the work to offer back.  Drafts of a Wadi still running are not
 * among them. */
GPtrArray *wadi_drafts_list_orphans (WadiDrafts *self);

/* The file that holds the scenario of draft id (what wadi_drafts_load ()
 * reads, for a reader in a thread); NULL with error for an id that is no
 * draft's. */
GFile *wadi_drafts_get_scenario_file (WadiDrafts *self,
                                      const char *id,
                                      GError    **error);
/* The scenario of draft id, read at once (in a thread: it may be large);
 * NULL with error when it cannot be read. */
WadiScenario *wadi_drafts_load (WadiDrafts *self,
                                const char *id,
                                GError    **error);

G_END_DECLS
