/**
 * Reading YAML front matter by hand (core has no schema library): each reader returns the value or
 * undefined, and adds a problem naming where it looked ("q3.choices[2].text") when the value is wrong.
 */
export type RawObject = Record<string, unknown>;

export const isRawObject = (value: unknown): value is RawObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export class FieldReader {
  constructor(
    private readonly raw: RawObject,
    private readonly where: string,
    readonly problems: string[],
  ) {}

  /** Adds a problem at `key` of this object. */
  report(key: string, message: string): undefined {
    this.problems.push(`${this.where}${key}: ${message}`);
    return undefined;
  }

  has(key: string): boolean {
    return this.raw[key] !== undefined && this.raw[key] !== null;
  }

  /** Text that is not blank. Numbers are read as text (YAML reads `1901` as a number). */
  text(key: string): string | undefined {
    const value = this.raw[key];
    if (typeof value === 'number') return String(value);
    if (typeof value !== 'string' || value.trim() === '') return this.report(key, 'needs text');
    return value.replace(/\s+/g, ' ').trim();
  }

  oneOf<T extends string>(key: string, allowed: readonly T[]): T | undefined {
    const value = this.raw[key];
    return (allowed as readonly unknown[]).includes(value)
      ? (value as T)
      : this.report(key, `must be one of ${allowed.join(', ')}`);
  }

  integer(key: string, min: number, max: number): number | undefined {
    const value = this.raw[key];
    return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
      ? value
      : this.report(key, `must be a whole number from ${min} to ${max}`);
  }

  list(key: string): unknown[] | undefined {
    const value = this.raw[key];
    return Array.isArray(value) ? value : this.report(key, 'must be a list');
  }

  textList(key: string, min: number, max: number): string[] | undefined {
    const list = this.list(key);
    if (list === undefined) return undefined;
    const texts = list.map((value) => (typeof value === 'number' ? String(value) : value));
    if (!texts.every((value): value is string => typeof value === 'string' && value.trim() !== '')) {
      return this.report(key, 'must be a list of text');
    }
    if (texts.length < min || texts.length > max) {
      return this.report(key, `needs ${min === max ? min : `${min} to ${max}`} entries, not ${texts.length}`);
    }
    return texts.map((value) => value.replace(/\s+/g, ' ').trim());
  }

  object(key: string): RawObject | undefined {
    const value = this.raw[key];
    return isRawObject(value) ? value : this.report(key, 'must be a mapping');
  }

  /** Flags misspelt or stray keys, which would otherwise be silently ignored. */
  onlyKeys(allowed: readonly string[]): void {
    for (const key of Object.keys(this.raw)) {
      if (!allowed.includes(key)) this.report(key, `is not a known field (${allowed.join(', ')})`);
    }
  }

  child(raw: RawObject, where: string): FieldReader {
    return new FieldReader(raw, `${this.where}${where}`, this.problems);
  }
}
