/**
 * After a refused submit: the first field marked invalid (an input or select, or a group such as the
 * sex radios or the birth date, marked data-field-error) scrolls into view and takes the focus (a
 * group's first enabled control). Runs on the next frame, once the errors are on the page, then
 * tells the caller the field's label so a message can name it.
 */
export function focusFirstError(root: HTMLElement | null, onFound?: (label: string | null) => void): void {
  requestAnimationFrame(() => {
    const field = root?.querySelector<HTMLElement>('[aria-invalid="true"], [data-field-error="true"]');
    if (!field) {
      onFound?.(null);
      return;
    }
    field.scrollIntoView({ block: 'center', behavior: 'smooth' });
    const control = isControl(field)
      ? field
      : field.querySelector<HTMLElement>(
          'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])',
        );
    control?.focus({ preventScroll: true });
    onFound?.(labelOf(field));
  });
}

const isControl = (el: HTMLElement) =>
  el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement;

/**
 * The visible label of a field or group: the control's <label>, else the nearest wrapper's label
 * (Mantine puts it first in the wrapper; a radio group names it with aria-labelledby), without the
 * required asterisk.
 */
function labelOf(field: HTMLElement): string | null {
  const own = isControl(field) ? (field as HTMLInputElement).labels?.[0]?.textContent : null;
  let text = own ?? null;
  for (let el: HTMLElement | null = field; !text && el; el = el.parentElement) {
    const labelledBy = el.getAttribute('aria-labelledby');
    const label =
      (labelledBy ? document.getElementById(labelledBy) : null) ??
      [...el.children].find((c) => c.tagName === 'LABEL' || /-label\b/.test(c.className));
    text = label?.textContent ?? null;
    if (el.tagName === 'FORM') break;
  }
  text = (text ?? field.getAttribute('aria-label'))?.replace(/\*/g, '').trim() ?? null;
  return text ? text : null;
}
