import { useTranslation } from 'react-i18next';
import { showPopup } from '@/components/popups';
import { ApiError } from '@/lib/api';
import { stripFieldPrefix } from '@/lib/issues';

/** The popups after a save of the order edit page: the server's "saved", or why it was refused. */
export function useSaveFeedback() {
  const { t } = useTranslation();
  return {
    saved: (reply: { message?: string }) =>
      showPopup({
        tone: 'success',
        title: reply.message || t('orderEdit.saved'),
        autoClose: 1500,
        testId: 'order-edit-saved',
      }),
    /** Shows the refusal and returns its sentence (without the field path the server puts first). */
    refused: (error: unknown): string => {
      const message =
        error instanceof ApiError && error.status !== 0
          ? stripFieldPrefix(error.message, error.field)
          : t('orderEdit.network');
      showPopup({
        tone: 'error',
        title: t('orderEdit.errorPopup', { message }),
        autoClose: 5000,
        testId: 'order-edit-error',
      });
      return message;
    },
  };
}
