/** Copies own properties of a plain object onto a new instance of cls (no transformation). */
export function plainToInstance<T extends object>(cls: new () => T, plain: Record<string, unknown>): T {
  const instance = new cls();
  for (const [key, value] of Object.entries(plain)) {
    if (key === '__proto__' || key === 'constructor') continue;
    (instance as Record<string, unknown>)[key] = value;
  }
  return instance;
}
