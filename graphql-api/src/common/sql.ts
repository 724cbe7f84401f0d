/** LIKE's wildcards escaped, for an exact case-insensitive match with $ilike. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** A case-insensitive "contains" pattern for $ilike, with LIKE's wildcards escaped. */
export const containsPattern = (search: string) => `%${escapeLike(search.trim())}%`;
