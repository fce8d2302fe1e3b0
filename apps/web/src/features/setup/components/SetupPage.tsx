import { useState, type ReactNode } from 'react';
import { Accordion, Card, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { QueryGate } from '@/components/QueryGate';
import { currentLanguage } from '@/lib/i18n';
import { pickText } from '@/lib/language';
import { usePageTitle } from '@/lib/use-page-title';
import { useSessionExpiry } from '@/lib/use-session-expiry';
import { useSetupChange, useSetupEvent, type SetupEventView } from '../api/setup';
import { CoverField } from './CoverField';
import { ChangeHistory } from './ChangeHistory';
import { FieldsForm } from './FieldsForm';
import { basicsFields, formFields, PAYMENT_METHOD_NAMES, textsFields, type FieldSpec } from './fields';
import { SetupHeader } from './SetupHeader';
import { AdditionalSelectsPart, CouponsPart, DeliveryPart, RunTypesPart, ShirtsPart } from './SetupParts';
import classes from './Setup.module.css';

/**
 * `/dashboard-organizer/:eventKey/setup`: everything about an event an organizer sets, in sections
 * (tabs beside the content on a wide screen, stacked on a phone), under a header with its state and
 * what can be done with it, and its change history.
 */
export function SetupPage({ eventKey }: { eventKey: string }) {
  const { t } = useTranslation();
  const query = useSetupEvent(eventKey);
  useSessionExpiry(query.error);
  usePageTitle(
    query.data
      ? t('setup.pageTitle', {
          title: pickText(
            currentLanguage(),
            String(query.data.settings.title),
            String(query.data.settings.title_en),
          ),
        })
      : t('setup.loading'),
  );

  return (
    <QueryGate query={query} testId="setup" forbidden={t('setup.forbidden')}>
      {(view) => <SetupView view={view} />}
    </QueryGate>
  );
}

const SECTION_IDS = [
  'basics',
  'form',
  'texts',
  'runTypes',
  'shirts',
  'delivery',
  'coupons',
  'selects',
  'history',
] as const;
type SectionId = (typeof SECTION_IDS)[number];

/** The section the address names (`?section=runTypes`); 'none' = all folded; else Basics. */
function sectionInAddress(): SectionId | null {
  const asked = new URLSearchParams(window.location.search).get('section');
  if (asked === 'none') return null;
  return (SECTION_IDS as readonly string[]).includes(asked ?? '') ? (asked as SectionId) : 'basics';
}

/**
 * The open section, kept in the address as well: whatever a save re-renders or remounts, and after
 * a reload, the organizer stays where they were (issue 27 item 4). The address is replaced in place
 * (history.replaceState, the router's state kept), so choosing a section neither adds a history entry
 * nor scrolls the page.
 */
function useOpenSection(): [SectionId | null, (id: string | null) => void] {
  const [open, setOpen] = useState<SectionId | null>(sectionInAddress);
  const choose = (id: string | null) => {
    const next = (SECTION_IDS as readonly string[]).includes(id ?? '') ? (id as SectionId) : null;
    setOpen(next);
    const url = new URL(window.location.href);
    if (next === 'basics') url.searchParams.delete('section');
    else url.searchParams.set('section', next ?? 'none');
    window.history.replaceState(window.history.state, '', url);
  };
  return [open, choose];
}

function SetupView({ view }: { view: SetupEventView }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const change = useSetupChange(view.event_key);
  const settingsKey = JSON.stringify(view.settings);
  const paymentMethods = PAYMENT_METHOD_NAMES.map((m) => ({ value: m, label: t(`setup.payment.${m}`) }));

  const settingsForm = (id: string, fields: FieldSpec[]) => (
    <FieldsForm
      key={settingsKey}
      fields={fields}
      source={view.settings}
      testId={`setup-${id}-form`}
      send={(body) => change.mutateAsync({ method: 'PATCH', path: '', body })}
    />
  );

  /** A settings form under a line saying what it holds. */
  const introForm = (id: string, intro: string, fields: FieldSpec[]) => (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {intro}
      </Text>
      {settingsForm(id, fields)}
    </Stack>
  );

  const sections: { id: SectionId; content: ReactNode }[] = [
    {
      id: 'basics',
      content: (
        <Stack gap="lg">
          <CoverField view={view} change={change} />
          {settingsForm('basics', basicsFields(paymentMethods))}
        </Stack>
      ),
    },
    { id: 'form', content: introForm('form', t('setup.formIntro'), formFields) },
    { id: 'texts', content: introForm('texts', t('setup.textsIntro'), textsFields) },
    { id: 'runTypes', content: <RunTypesPart view={view} change={change} /> },
    { id: 'shirts', content: <ShirtsPart view={view} change={change} /> },
    { id: 'delivery', content: <DeliveryPart view={view} change={change} /> },
    { id: 'coupons', content: <CouponsPart view={view} change={change} /> },
    { id: 'selects', content: <AdditionalSelectsPart view={view} change={change} /> },
    { id: 'history', content: <ChangeHistory eventKey={view.event_key} /> },
  ];

  return (
    <div className={classes.wrap} data-testid="setup-page">
      <Stack gap="lg">
        <SetupHeader view={view} change={change} />
        {phone ? <SectionAccordion sections={sections} /> : <SectionTabs sections={sections} />}
      </Stack>
    </div>
  );
}

type Section = { id: SectionId; content: ReactNode };

/** A phone's sections, one open at a time (the address keeps which). */
function SectionAccordion({ sections }: { sections: Section[] }) {
  const { t } = useTranslation();
  const [section, setSection] = useOpenSection();
  return (
    <Accordion
      variant="separated"
      radius="md"
      value={section}
      onChange={setSection}
      data-testid="setup-sections"
    >
      {sections.map((s) => (
        <Accordion.Item key={s.id} value={s.id}>
          <Accordion.Control data-testid={`setup-tab-${s.id}`}>
            <Title order={2} fz="md">
              {t(`setup.tab.${s.id}`)}
            </Title>
          </Accordion.Control>
          <Accordion.Panel>{s.content}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

/** A wide screen's sections as tabs beside the content (the address keeps which is open). */
function SectionTabs({ sections }: { sections: Section[] }) {
  const { t } = useTranslation();
  const [tab, setTab] = useOpenSection();
  return (
    <Card withBorder radius="lg" padding={0}>
      <Tabs
        value={tab}
        onChange={setTab}
        orientation="vertical"
        styles={{ tab: { justifyContent: 'flex-start' }, tabLabel: { textAlign: 'start' } }}
        data-testid="setup-sections"
      >
        <Tabs.List className={classes.tabList}>
          {sections.map((s) => (
            <Tabs.Tab key={s.id} value={s.id} data-testid={`setup-tab-${s.id}`}>
              {t(`setup.tab.${s.id}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {sections.map((s) => (
          <Tabs.Panel key={s.id} value={s.id} className={classes.panel}>
            {s.content}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Card>
  );
}
