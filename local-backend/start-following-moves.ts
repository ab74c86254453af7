import { DatabaseMovedError } from './sql-executor.ts';

/** How often a start may meet a move before it gives up (each move is a tab closing or reloading). */
const MOVES_FOLLOWED = 3;

/**
 * Runs a start (migrations check, secrets read) again when the browser's database moved to
 * another tab while it ran. A tab that opens while another closes or reloads meets such a move;
 * its start only reads or runs whole migration transactions, so running it again is safe. Any
 * other failure, or a move more than `MOVES_FOLLOWED` times in a row, is the start's own.
 */
export async function startFollowingMoves<T>(start: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await start();
    } catch (error) {
      if (!(error instanceof DatabaseMovedError) || attempt >= MOVES_FOLLOWED) throw error;
    }
  }
}
