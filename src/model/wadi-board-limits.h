/* wadi-board-limits.h: how large a board may be
 *
 * Shared by the board (wadi-board.h), which refuses larger ones, and the
 * labels (wadi-label.h), which name every column of the widest: kept apart
 * so that neither has to include the other's header for it.
 */
#pragma once

/* The largest board a file may describe, in hexes along each axis. */
#define WADI_BOARD_MAX_SIDE 4096
