import { useMemo } from 'react';
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RunnerFormValues } from '../model/runner-form';
import { SegmentField, type OnField } from './fields';

/** Who the entry is for (myself or a friend) and, when the event has team races, single or team. */
export function RunnerEntryChoice({
  values: v,
  withTeams,
  onField,
  onKind,
}: {
  values: RunnerFormValues;
  withTeams: boolean;
  onField: OnField;
  /** A kind chosen: the race choices start again. */
  onKind: OnField;
}) {
  const { t } = useTranslation();
  const registerTypes = useMemo(
    () => [
      { value: 'MYSELF', label: t('registration.form.myself') },
      { value: 'FRIEND', label: t('registration.form.friend') },
    ],
    [t],
  );
  const entryKinds = useMemo(
    () => [
      { value: 'SINGLE', label: t('registration.form.single') },
      { value: 'TEAM', label: t('registration.form.team') },
    ],
    [t],
  );
  return (
    <SimpleGrid cols={{ base: 1, xs: withTeams ? 2 : 1 }} spacing="md">
      <SegmentField
        path="register_type"
        label={t('registration.form.registerType')}
        value={v.register_type}
        onField={onField}
        data={registerTypes}
        data-testid="register-type"
      />
      {withTeams && (
        <SegmentField
          path="entry_kind"
          label={t('registration.form.entryKind')}
          value={v.entry_kind}
          onField={onKind}
          data={entryKinds}
          data-testid="entry-kind"
        />
      )}
    </SimpleGrid>
  );
}
