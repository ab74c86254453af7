/** The version of the guideline rules a stored check was made with (kept on the script). */
export const RULE_SET_VERSION = '2026-11';
