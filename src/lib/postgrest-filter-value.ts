/**
 * A value for a PostgREST `or`/`and` filter string, in double quotes: PostgREST reads `,` `.` `:`
 * `(` `)` outside quotes as its own syntax, and inside them only `\` and `"` need a backslash
 * (https://docs.postgrest.org/en/v13/references/api/url_grammar.html#reserved-chars). Not for
 * like/ilike patterns, where `*` stays a wildcard.
 */
export function filterValue(value: string): string {
  return `"${value.replace(/["\\]/g, '\\$&')}"`;
}
