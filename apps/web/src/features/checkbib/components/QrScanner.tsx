import { useEffect, useRef, useState } from 'react';
import { Box, Button, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconCameraOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Notice } from '@/components/Notice';
import classes from './Checkbib.module.css';

type CameraProblem = 'denied' | 'absent' | 'failed';

/** Why the camera could not be used, from getUserMedia's error. */
function problemOf(error: unknown): CameraProblem {
  const name = (error as { name?: string } | null)?.name ?? '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError')
    return 'absent';
  return 'failed';
}

interface Controls {
  stop: () => void;
}

/**
 * The phone's (rear) camera in a dialog, decoding QR codes with @zxing/browser (loaded only when the
 * desk opens it); the first code read is handed to `onCode`. A refused or missing camera says so:
 * the search stays the way to find the runner. Mounted while open: the camera stops when it goes.
 */
export function QrScanner({ onClose, onCode }: { onClose: () => void; onCode: (text: string) => void }) {
  const { t } = useTranslation();
  // The element itself in state, not a ref: the dialog renders its content through a portal a
  // render later, so the camera starts when the <video> exists (a ref read once could still be
  // empty, most often on a second opening when the decoder module is already loaded).
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [problem, setProblem] = useState<CameraProblem | null>(null);
  const [starting, setStarting] = useState(true);
  // The latest callbacks, without restarting the camera when the page re-renders.
  const handlers = useRef({ onCode, onClose });
  useEffect(() => {
    handlers.current = { onCode, onClose };
  });

  useEffect(() => {
    if (!video) return;
    let controls: Controls | null = null;
    let done = false;
    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia)
        throw Object.assign(new Error('no camera'), { name: 'NotFoundError' });
      const { BrowserQRCodeReader } = await import('@zxing/browser');
      if (done) return;
      const reader = new BrowserQRCodeReader(undefined, { delayBetweenScanAttempts: 150 });
      controls = await reader.decodeFromConstraints(
        { audio: false, video: { facingMode: { ideal: 'environment' } } },
        video,
        (result, _error, ctl) => {
          if (!result || done) return;
          done = true;
          ctl.stop();
          handlers.current.onCode(result.getText().trim());
        },
      );
      if (done) controls.stop();
      else setStarting(false);
    };
    start().catch((error: unknown) => {
      if (done) return;
      setStarting(false);
      setProblem(problemOf(error));
    });
    return () => {
      done = true;
      controls?.stop();
    };
  }, [video]);

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('checkbib.scan.title')}
      centered
      radius="lg"
      size="md"
      data-testid="checkbib-scanner"
    >
      <Stack gap="sm">
        {problem ? (
          <Notice
            color="orange"
            icon={IconCameraOff}
            title={t(`checkbib.scan.camera.${problem}.title`)}
            data-testid="checkbib-camera-problem"
            data-problem={problem}
          >
            {t(`checkbib.scan.camera.${problem}.text`)}
          </Notice>
        ) : (
          <>
            <Box className={classes.scanVideoBox}>
              <video
                ref={setVideo}
                className={classes.scanVideo}
                muted
                playsInline
                data-testid="checkbib-scan-video"
                data-state={starting ? 'starting' : 'scanning'}
              />
              {starting && (
                <Box className={classes.scanLoading}>
                  <Loader color="white" />
                </Box>
              )}
              <Box className={classes.scanFrame} aria-hidden />
            </Box>
            <Text size="sm" c="dimmed" ta="center">
              {t('checkbib.scan.hint')}
            </Text>
          </>
        )}
        <Button variant="default" size="md" onClick={onClose} data-testid="checkbib-scan-close">
          {problem ? t('checkbib.scan.useSearch') : t('checkbib.scan.cancel')}
        </Button>
      </Stack>
    </Modal>
  );
}
