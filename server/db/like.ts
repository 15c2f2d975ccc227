/*
 * LIKE patterns from a user's search text. PostgreSQL's default LIKE escape is the backslash, so
 * escaping `\`, `%` and `_` makes a search for "50%" or "a_b" find that text, not a wildcard match.
 */

/** The text with LIKE's wildcards (and its escape character) made literal. */
export const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A pattern matching values that contain the text. */
export const likeContains = (s: string): string => `%${escapeLike(s)}%`;

/** A pattern matching values that start with the text. */
export const likePrefix = (s: string): string => `${escapeLike(s)}%`;
