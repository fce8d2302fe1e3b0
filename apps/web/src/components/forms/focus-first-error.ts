/**
 * After a refused submit: the first field marked invalid (an input, or a group such as the birth
 * date) scrolls into view and, when it is a text input, takes the focus. Runs on the next frame,
 * once the errors are on the page.
 */
export function focusFirstError(root: HTMLElement | null): void {
  requestAnimationFrame(() => {
    const field = root?.querySelector<HTMLElement>('[aria-invalid="true"], [data-field-error="true"]');
    field?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    if (field instanceof HTMLInputElement) field.focus({ preventScroll: true });
  });
}
