import { notifications } from '@mantine/notifications';

/**
 * The toast of one kind of outcome (a success, a failure): its colour, how long it stays, and the test
 * id on its text, where the end-to-end tests read the message.
 */
export function notifier(color: string, autoClose: number, testId: string): (message: string) => void {
  return (message) =>
    notifications.show({ color, autoClose, message: <span data-testid={testId}>{message}</span> });
}
