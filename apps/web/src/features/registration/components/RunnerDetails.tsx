import type { ReactNode } from 'react';
import { Divider, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, type EventDetail, type Language } from '@raceday/domain';
import type { RunnerInput } from '@raceday/domain/validation';
import { additionalLabel, customFieldLabel, runTypeName, shirtName } from '../model/event-view';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children === '' || children === null || children === undefined ? '-' : children}
      </Text>
    </Stack>
  );
}

/** Everything entered for one cart entry (the cart card's details modal). */
export function RunnerDetails({
  event,
  lang,
  runner: r,
}: {
  event: EventDetail;
  lang: Language;
  runner: RunnerInput;
}) {
  const { t } = useTranslation();
  const sex = (s: string) => (s === 'MALE' ? t('registration.form.male') : t('registration.form.female'));
  const blood = (b: string) => (b === 'OTHER' ? t('registration.form.bloodOther') : b);
  const shirt = (id: number) => {
    const s = event.t_shirt.find((x) => x.id === id);
    return s ? shirtName(s, lang) : '';
  };
  const runType = event.run_type.find((x) => x.id === r.run_type_id);
  const runModel = event.run_model.find((m) => m.id === r.run_model_id);

  return (
    <Stack gap="md" data-testid="runner-details">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
        <Row label={t('registration.form.registerType')}>
          {r.register_type === 'MYSELF' ? t('registration.form.myself') : t('registration.form.friend')}
        </Row>
        <Row label={t('registration.details.name')}>
          {r.fname} {r.lname}
        </Row>
        <Row label={t('registration.form.sex')}>{sex(r.sex)}</Row>
        <Row label={t('registration.form.birthDate')}>{formatDate(r.dob, lang, 'short')}</Row>
        <Row label={t('registration.form.nationality')}>
          {r.nationality === 'THAI' ? t('registration.form.thai') : t('registration.form.otherNationality')}
        </Row>
        <Row label={t('registration.form.idCard')}>{r.id_card}</Row>
        <Row label={t('registration.form.emailOptional')}>{r.email}</Row>
        <Row label={t('registration.form.mobile')}>{r.mobile_no}</Row>
        {event.is_require_health_problem === 'Y' && (
          <Row label={t('registration.form.healthProblem')}>{r.health_problem}</Row>
        )}
        {r.blood_group && <Row label={t('registration.form.bloodGroup')}>{blood(r.blood_group)}</Row>}
        {r.emergency_name && <Row label={t('registration.form.emergencyName')}>{r.emergency_name}</Row>}
        {r.emergency_relation && (
          <Row label={t('registration.form.emergencyRelation')}>{r.emergency_relation}</Row>
        )}
        {r.emergency_mobile_no && (
          <Row label={t('registration.form.emergencyMobile')}>{r.emergency_mobile_no}</Row>
        )}
        {r.runner_team && <Row label={t('registration.form.runnerTeam')}>{r.runner_team}</Row>}
        <Row label={t('registration.form.runType')}>
          {runType ? runTypeName(runType, lang) : r.run_type_name}
        </Row>
        {runModel && (
          <Row label={t('registration.form.runModel')}>
            {lang === 'en' && runModel.name_en ? runModel.name_en : runModel.name}
          </Row>
        )}
        <Row label={t('registration.form.shirt')}>{shirt(r.t_shirt_id)}</Row>
        {event.additional_selects.map((a) => {
          const option = a.options.find((o) => o.id === r[`additional${a.slot}` as 'additional1']);
          return (
            <Row key={a.slot} label={additionalLabel(a, lang)}>
              {option ? (lang === 'en' && option.name_en ? option.name_en : option.name) : ''}
            </Row>
          );
        })}
        {event.is_custom_field1 === 'Y' && <Row label={customFieldLabel(event, lang)}>{r.custom_field1}</Row>}
      </SimpleGrid>

      {(r.team_member_obj ?? []).map((m, i) => (
        <Stack key={m.id_card} gap="sm">
          <Divider label={t('registration.form.member', { n: i + 2 })} labelPosition="left" />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
            <Row label={t('registration.details.name')}>
              {m.fname} {m.lname}
            </Row>
            <Row label={t('registration.form.sex')}>{sex(m.sex)}</Row>
            <Row label={t('registration.form.birthDate')}>{formatDate(m.dob, lang, 'short')}</Row>
            <Row label={t('registration.form.idCard')}>{m.id_card}</Row>
            <Row label={t('registration.form.mobile')}>{m.mobile_no}</Row>
            {m.blood_group && <Row label={t('registration.form.bloodGroup')}>{blood(m.blood_group)}</Row>}
            <Row label={t('registration.form.memberShirt')}>{shirt(m.t_shirt_id)}</Row>
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}
