import { notifications, type NotificationData } from '@mantine/notifications';

/**
 * The runner form's warning toast, one at a time (issue 26 item 7: a refused save after a refused save
 * stacked a toast each over the form, and they stayed after the runner was fixed and saved).
 */
let shown: string | null = null;
let count = 0;

/** Shows `data` in place of the form's last warning. */
export function showFormWarning(data: Omit<NotificationData, 'id'>): void {
  clearFormWarning();
  // A new id each time: the hidden one may still be fading out.
  shown = `runner-form-warning-${++count}`;
  notifications.show({ ...data, id: shown });
}

/** The runner is saved, or the form is left: its warning no longer applies. */
export function clearFormWarning(): void {
  if (shown) notifications.hide(shown);
  shown = null;
}
