import type { z } from 'zod';

/** One number a request schema accepts: where it sits and the range it allows. */
export interface NumberField {
  path: string;
  min: number;
  max: number;
  isInt: boolean;
}

interface Def {
  type: string;
  [key: string]: unknown;
}

const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/**
 * Every number a zod schema accepts, with its bounds (a test walks the request schemas of the
 * endpoint table with it: an unbounded integer reaches the database and answers 500).
 */
export function numberFields(schema: z.ZodType, path = ''): NumberField[] {
  const seen = new Set<unknown>();
  const out: NumberField[] = [];
  const walk = (node: unknown, at: string): void => {
    if (!node || seen.has(node)) return;
    seen.add(node);
    const def = defOf(node);
    const s = node as { minValue?: number | null; maxValue?: number | null; isInt?: boolean };
    switch (def.type) {
      case 'number':
        out.push({
          path: at || '(root)',
          min: s.minValue ?? -Infinity,
          max: s.maxValue ?? Infinity,
          isInt: s.isInt ?? false,
        });
        return;
      case 'object':
        for (const [key, child] of Object.entries(def['shape'] as Record<string, unknown>))
          walk(child, at ? `${at}.${key}` : key);
        return;
      case 'array':
        walk(def['element'], `${at}[]`);
        return;
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'catch':
      case 'readonly':
      case 'nonoptional':
        walk(def['innerType'], at);
        return;
      case 'pipe':
        walk(def['in'], at);
        walk(def['out'], at);
        return;
      case 'union':
        for (const option of def['options'] as unknown[]) walk(option, at);
        return;
      case 'intersection':
        walk(def['left'], at);
        walk(def['right'], at);
        return;
      case 'record':
        walk(def['valueType'], `${at}.*`);
        return;
      case 'tuple':
        (def['items'] as unknown[]).forEach((item, i) => walk(item, `${at}[${i}]`));
        return;
      case 'lazy':
        walk((def['getter'] as () => unknown)(), at);
        return;
      default:
        return;
    }
  };
  walk(schema, path);
  return out;
}
