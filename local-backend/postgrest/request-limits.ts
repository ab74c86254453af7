import { PostgrestError, syntaxError } from './postgrest-error';

/**
 * How big one PostgREST request may be. The app's own requests are far inside these (its widest
 * filter is a handful of conditions with no nesting, its largest body a 1 MB profile photo as a
 * data URL); the bounds keep a crafted request from exhausting the stack, the statement's limits
 * or memory, so it gets a 4xx instead of a 500.
 */
export const REQUEST_LIMITS = {
  /** The whole URL, as nginx in front of hosted PostgREST allows by default (8 KB). */
  urlLength: 8 * 1024,
  /** A JSON body: a 1 MB photo is 1.4 MB as a data URL. */
  bodyBytes: 4 * 1024 * 1024,
  /** Arrays and objects inside arrays and objects, in a JSON body. */
  jsonDepth: 64,
  /** and(...)/or(...) inside one another. */
  logicDepth: 16,
  /** Conditions in one request, top level and inside logic trees together. */
  filterTerms: 100,
  /** Items of one list: select, order, columns=, on_conflict=, a body's keys. */
  listItems: 100,
  /** Steps of one json path (col->a->b). */
  jsonPathSteps: 16,
} as const;

export function checkUrlLength(url: string): void {
  if (url.length > REQUEST_LIMITS.urlLength) {
    throw new PostgrestError(
      414,
      'PGRST100',
      `The request URL is too long: at most ${REQUEST_LIMITS.urlLength} characters`,
    );
  }
}

export function checkListLength(what: string, length: number): void {
  if (length > REQUEST_LIMITS.listItems) {
    throw syntaxError(`Too many items in ${what}: at most ${REQUEST_LIMITS.listItems}`);
  }
}

/** Counts the conditions of one request as they are parsed. */
export class FilterBudget {
  private terms = 0;

  spendTerm(): void {
    this.terms += 1;
    if (this.terms > REQUEST_LIMITS.filterTerms) {
      throw syntaxError(`Too many filter conditions: at most ${REQUEST_LIMITS.filterTerms}`);
    }
  }
}

export function checkLogicDepth(depth: number): void {
  if (depth > REQUEST_LIMITS.logicDepth) {
    throw syntaxError(`Logic trees (and/or) nest too deeply: at most ${REQUEST_LIMITS.logicDepth} levels`);
  }
}
