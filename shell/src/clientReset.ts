// The GraphQL client lives in the signed-in chunk; the session (in the first chunk) must still be
// able to clear its cache. The client registers how to reset it here when it is made.
let reset: (() => void) | null = null;

export function onClientReset(fn: () => void): void {
  reset = fn;
}

/** After sign-in, sign-up and sign-out every cached query is stale (SPEC.md 4). */
export function resetClientCache(): void {
  reset?.();
}
