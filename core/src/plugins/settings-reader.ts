/**
 * A plugin's settings reader (zod parse + defaults) remembered per settings object: a renderer reads
 * its organisation's settings on every draw, and a 200-item order draws 200 times with the same
 * object. The parsed settings are shared by those calls, so they are read-only.
 */
export function rememberedSettingsReader<T>(read: (raw: unknown) => T): (raw: unknown) => T {
  const byObject = new WeakMap<object, T>();
  let withoutSettings: { value: T } | undefined;
  return (raw) => {
    if (raw === undefined || raw === null) return (withoutSettings ??= { value: read(raw) }).value;
    if (typeof raw !== 'object') return read(raw);
    let value = byObject.get(raw);
    if (value === undefined) byObject.set(raw, (value = read(raw)));
    return value;
  };
}
