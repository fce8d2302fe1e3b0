import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSpreadsheetExport, type SpreadsheetEndpoint } from '../api/spreadsheet-export';
import { showBackofficeError, showSuccess } from './feedback';

/** A spreadsheet download: loading while the file comes, the seed's error alert when it fails. */
export function SpreadsheetButton({
  endpoint,
  eventKey,
  label,
  icon,
  ...props
}: {
  endpoint: SpreadsheetEndpoint;
  eventKey: string;
  label: string;
  icon?: ReactNode;
} & ButtonProps) {
  const { t } = useTranslation();
  const download = useSpreadsheetExport(endpoint, eventKey);
  return (
    <Button
      variant="light"
      color="teal"
      leftSection={icon ?? <IconFileSpreadsheet size={16} />}
      loading={download.isPending}
      onClick={() =>
        download.mutate(undefined, {
          onSuccess: (filename) => showSuccess(t('report.downloaded', { filename })),
          onError: (error) => showBackofficeError(t, `${label}: ${error.message}`),
        })
      }
      data-testid={`export-${endpoint}`}
      {...props}
    >
      {label}
    </Button>
  );
}
