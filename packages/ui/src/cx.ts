/** Joins class names, skipping falsy ones: cx('ui-btn', loading && 'is-busy', className). */
export function cx(...parts: Array<string | false | null | undefined | 0>): string {
  return parts.filter(Boolean).join(' ');
}
