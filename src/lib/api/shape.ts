/**
 * Whether a value has a JSON Schema shape: the browser's check of cached
 * answers against the content layer's schemas (content/answer-shapes.ts).
 * It knows the keywords those schemas use (type, properties, required,
 * items, anyOf, const, enum) and is a few hundred bytes where a general
 * validator would add tens of kilobytes to every page.
 */
import type {Shape} from '@site/content/answer-shapes';

function hasType(type: string, value: unknown): boolean {
  switch (type) {
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    case 'array':
      return Array.isArray(value);
    case 'integer':
      return Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'null':
      return value === null;
    default:
      return typeof value === type;
  }
}

export function fitsShape(shape: Shape, value: unknown): boolean {
  if (shape.type !== undefined && !hasType(shape.type, value)) return false;
  if ('const' in shape && value !== shape.const) return false;
  if (shape.enum && !shape.enum.includes(value)) return false;
  if (shape.anyOf && !shape.anyOf.some((option) => fitsShape(option, value))) return false;
  if (shape.items && Array.isArray(value) && !value.every((item) => fitsShape(shape.items!, item))) return false;
  if (shape.properties && typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    const required = shape.required ?? [];
    for (const [name, property] of Object.entries(shape.properties)) {
      if (!(name in record)) {
        if (required.includes(name)) return false;
      } else if (!fitsShape(property, record[name])) {
        return false;
      }
    }
  }
  return true;
}
