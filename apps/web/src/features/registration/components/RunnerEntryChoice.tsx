import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { hasTeamRunTypes } from '../model/event-view';
import { SegmentField, useChoiceData, type OnField, type RunnerPartProps } from './fields';

const REGISTER_TYPES = [
  ['MYSELF', 'registration.form.myself'],
  ['FRIEND', 'registration.form.friend'],
] as const;
const ENTRY_KINDS = [
  ['SINGLE', 'registration.form.single'],
  ['TEAM', 'registration.form.team'],
] as const;

/** Who the entry is for (myself or a friend) and, when the event has team races, single or team. */
export function RunnerEntryChoice({
  event,
  values: v,
  onField,
  onKind,
}: RunnerPartProps & {
  /** A kind chosen: the race choices start again. */
  onKind: OnField;
}) {
  const { t } = useTranslation();
  const registerTypes = useChoiceData(REGISTER_TYPES);
  const entryKinds = useChoiceData(ENTRY_KINDS);
  const withTeams = hasTeamRunTypes(event);
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
