import { useEffect, useRef, useState } from 'react';
import { Box, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { downloadCanvasPng, qrFileName, renderQrCanvas, type QrWidth } from '../lib/render-qr';
import classes from './Qr.module.css';

type RenderState = 'rendering' | 'ready' | 'error';

interface QrCodeCardProps {
  eventKey: string;
  title: string;
  url: string;
  width: QrWidth;
  usage: string;
}

/** One QR code: drawn at full size, shown scaled to fit, saved at full size as PNG. */
export function QrCodeCard({ eventKey, title, url, width, usage }: QrCodeCardProps) {
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<RenderState>('rendering');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let cancelled = false;
    setState('rendering');
    renderQrCanvas(canvas, url, width).then(
      () => !cancelled && setState('ready'),
      () => !cancelled && setState('error'),
    );
    return () => {
      cancelled = true;
    };
  }, [url, width]);

  const download = async () => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    setSaving(true);
    try {
      await downloadCanvasPng(canvas, qrFileName(eventKey, width));
    } catch {
      notifications.show({ color: 'red', title: t('qr.downloadError'), message: t('qr.downloadErrorText') });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card className={classes.qrCard} data-testid={`qr-card-${width}`}>
      <Group justify="space-between" align="flex-start" gap="xs" mb="md" wrap="nowrap">
        <Stack gap={2}>
          <Text fw={600} ff="heading" size="lg">
            {t('qr.size', { width })}
          </Text>
          <Text size="sm" c="dimmed">
            {usage}
          </Text>
        </Stack>
        <Text size="xs" c="dimmed" className={classes.format}>
          {t('qr.format')}
        </Text>
      </Group>

      <Box className={classes.frame}>
        <canvas
          ref={canvasRef}
          width={width}
          height={width}
          className={classes.canvas}
          role="img"
          aria-label={t('qr.imageAlt', { title, width })}
          data-testid={`qr-${width}`}
          data-state={state}
        />
        {state !== 'ready' && (
          <Box className={classes.overlay}>
            {state === 'rendering' ? (
              <Stack align="center" gap="xs">
                <Loader size="md" />
                <Text size="sm" c="gray.7">
                  {t('qr.rendering')}
                </Text>
              </Stack>
            ) : (
              <Stack align="center" gap="xs" c="red.7">
                <IconAlertTriangle size={28} />
                <Text size="sm">{t('qr.renderError')}</Text>
              </Stack>
            )}
          </Box>
        )}
      </Box>

      <Button
        mt="md"
        fullWidth
        size="md"
        leftSection={<IconDownload size={18} />}
        disabled={state !== 'ready'}
        loading={saving}
        onClick={() => void download()}
        data-testid={`qr-download-${width}`}
      >
        {t('qr.download')}
      </Button>
    </Card>
  );
}
