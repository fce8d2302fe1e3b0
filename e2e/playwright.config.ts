import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { findChromium } from './ensure-chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 3100);
// Every run starts the built product on a fresh embedded database with the demo data.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'raceday-e2e-'));
const executablePath = findChromium() ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // Two workers share two cores with the server and Chromium: a long journey (register, log in, order,
  // dashboard) takes 15-25 s on a quiet machine, so 30 s left no room for a busy one.
  timeout: 60_000,
  // A page's first render (the registration page's chunks, the organizer dashboard's nine calls) took
  // 10-12 s at the worst moments of a CI run on such a machine, against 2-3 s alone: room for that.
  expect: { timeout: 20_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } },
    {
      name: 'phone',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      },
      // Organizer journeys whose screens hold no phone-only branch run on the desktop alone: on a phone
      // they repeated the same calls and doubled the longest tests of a run (first-event alone takes
      // 3 min). The report page, the bib desk, event setup and every runner page run on both.
      testIgnore: [
        /backoffice-money\.spec/,
        /backoffice-reconcile\.spec/,
        /backoffice-order-edit\.spec/,
        /director-defects\.spec/,
        /first-event\.spec/,
      ],
    },
  ],
  webServer: {
    command: 'node --max-old-space-size=128 ../apps/server/dist/main.js',
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Every test places its orders from 127.0.0.1; the per-address limit is tested in the server suite.
      ORDER_RATE_PER_MINUTE: '10000',
      // ...and leaves many of them unpaid: the places one address may hold unpaid are tested there too.
      HELD_PLACES_PER_ADDRESS: '100000',
      // Likewise every login (the organizer's, many a minute with two workers); the server suite tests it.
      LOGIN_RATE_PER_MINUTE: '10000',
      // A web build of one's own (vite build --outDir ...), so parallel runs never share one dist.
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
    },
  },
});
