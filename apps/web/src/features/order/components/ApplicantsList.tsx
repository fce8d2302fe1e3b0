import { useState } from 'react';
import {
  Avatar,
  Badge,
  Box,
  Button,
  Card,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconId, IconShirt, IconUsersGroup } from '@tabler/icons-react';
import { formatDate, initials, type Language } from '@raceday/domain';
import { useTranslation } from 'react-i18next';
import { fullName, groupApplicants, hasValue, parseApplicants, type Applicant } from '../lib/applicants';
import { baht } from '../lib/payment';
import { useGetEvent } from '@/api/get-event';
import { pickText } from '@/lib/language';
import { shirtText } from '@/lib/shirt';
import classes from './Order.module.css';

function formatDob(dob: string, lang: Language): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(dob)) return dob;
  try {
    return formatDate(dob, lang, 'short');
  } catch {
    return dob;
  }
}

const SEX_KEYS = { MALE: 'order.applicants.male', FEMALE: 'order.applicants.female' } as const;
const NATIONALITY_KEYS = { THAI: 'order.applicants.thai', OTHER: 'order.applicants.foreign' } as const;
type CodeKey =
  (typeof SEX_KEYS)[keyof typeof SEX_KEYS] | (typeof NATIONALITY_KEYS)[keyof typeof NATIONALITY_KEYS];

/** Every field of an applicant as the server sent it (personal numbers already masked). */
function ApplicantDetails({
  applicant,
  lang,
  masked,
  selectLabels,
}: {
  applicant: Applicant;
  lang: Language;
  masked: boolean;
  selectLabels: Partial<Record<1 | 2, string>>;
}) {
  const { t } = useTranslation();
  const labelOf = (keys: Readonly<Record<string, CodeKey>>, code: string) => {
    const key = keys[code];
    return key ? t(key) : code;
  };
  // A code the page has no word for is shown as it is.
  const sex = labelOf(SEX_KEYS, applicant.sex);
  const nationality = labelOf(NATIONALITY_KEYS, applicant.nationality);
  const rows: [string, string][] = [
    [t('order.applicants.fields.idCard'), applicant.id_card],
    [t('order.applicants.fields.sex'), sex],
    [t('order.applicants.fields.dob'), formatDob(applicant.dob, lang)],
    [t('order.applicants.fields.nationality'), nationality],
    [t('order.applicants.fields.mobile'), applicant.mobile_no],
    [t('order.applicants.fields.email'), applicant.email],
    [t('order.applicants.fields.bloodGroup'), applicant.blood_group],
    [t('order.applicants.fields.emergencyName'), applicant.emergency_name],
    [t('order.applicants.fields.emergencyRelation'), applicant.emergency_relation],
    [t('order.applicants.fields.emergencyMobile'), applicant.emergency_mobile_no],
    [t('order.applicants.fields.runType'), applicant.run_type_name],
    [t('order.applicants.fields.runModel'), applicant.run_model_name],
    [t('order.applicants.fields.team'), applicant.runner_team],
    [t('order.applicants.fields.shirt'), applicant.t_shirt_name],
    [selectLabels[1] ?? t('order.applicants.fields.additional1'), applicant.additional1_name],
    [selectLabels[2] ?? t('order.applicants.fields.additional2'), applicant.additional2_name],
    [
      t('order.applicants.fields.price'),
      applicant.run_type_price > 0 ? `${baht(applicant.run_type_price)} ${t('order.currency')}` : '',
    ],
  ];
  return (
    <Stack gap="sm">
      <Table
        verticalSpacing={8}
        horizontalSpacing="sm"
        className={classes.detailsTable}
        data-testid="applicant-details-table"
      >
        <Table.Tbody>
          {rows
            .filter(([, value]) => hasValue(value))
            .map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th>{label}</Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed" data-testid="applicant-masked-note">
        {masked ? t('order.applicants.hiddenNote') : t('order.applicants.maskedNote')}
      </Text>
    </Stack>
  );
}

/** The main registrant, marked with a badge; nobody else carries an empty choice (the page is read-only). */
function MainBadge({ applicant }: { applicant: Applicant }) {
  const { t } = useTranslation();
  if (applicant.is_main_register !== 'Y') return null;
  return (
    <Badge size="sm" variant="light" color="brand" tt="none" mt={4} data-testid="applicant-main">
      {t('order.applicants.main')}
    </Badge>
  );
}

function ApplicantCard({
  applicant,
  members,
  onDetails,
}: {
  applicant: Applicant;
  members: Applicant[];
  onDetails: (a: Applicant) => void;
}) {
  const { t } = useTranslation();
  return (
    <Box className={classes.applicant} data-testid="applicant-card">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Avatar color="brand" radius="xl" size={42}>
          {initials(applicant.fname, applicant.lname)}
        </Avatar>
        <Box miw={0} style={{ flex: 1 }}>
          <Text fw={600} className={classes.applicantName} data-testid="applicant-name">
            {fullName(applicant)}
          </Text>
          <MainBadge applicant={applicant} />
        </Box>
      </Group>
      <Stack gap={6} mt="sm">
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconId size={16} className={classes.metaIcon} />
          <Text size="sm">
            {applicant.run_type_name}
            {hasValue(applicant.run_model_name) && (
              <Text span c="dimmed" inherit>
                {' · '}
                {applicant.run_model_name}
              </Text>
            )}
          </Text>
        </Group>
        {hasValue(applicant.t_shirt_name) && (
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconShirt size={16} className={classes.metaIcon} />
            <Text size="sm">
              {shirtText(applicant.t_shirt_name, (size) => t('order.applicants.shirt', { size }))}
            </Text>
          </Group>
        )}
        {hasValue(applicant.runner_team) && (
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconUsersGroup size={16} className={classes.metaIcon} />
            <Text size="sm">{t('order.applicants.teamName', { name: applicant.runner_team })}</Text>
          </Group>
        )}
      </Stack>

      {members.length > 0 && (
        <Box className={classes.members} data-testid="team-members">
          <Text size="xs" fw={600} c="dimmed" tt="uppercase" mb={6}>
            {t('order.applicants.members', { count: members.length })}
          </Text>
          <Stack gap={6}>
            {members.map((m, i) => (
              <Group
                key={`${m.id_card}-${i}`}
                justify="space-between"
                wrap="nowrap"
                gap="xs"
                data-testid="team-member"
              >
                <Box miw={0}>
                  <Text size="sm" fw={500} className={classes.applicantName}>
                    {fullName(m)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('order.applicants.memberNo', { n: m.team_position })}
                    {hasValue(m.t_shirt_name)
                      ? ` · ${shirtText(m.t_shirt_name, (size) => t('order.applicants.shirt', { size }))}`
                      : ''}
                  </Text>
                </Box>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  onClick={() => onDetails(m)}
                  data-testid="member-details"
                >
                  {t('order.applicants.details')}
                </Button>
              </Group>
            ))}
          </Stack>
        </Box>
      )}

      <Button
        variant="light"
        size="xs"
        mt="md"
        fullWidth
        onClick={() => onDetails(applicant)}
        data-testid="applicant-details"
      >
        {t('order.applicants.details')}
      </Button>
    </Box>
  );
}

/**
 * The applicants as cards (team members under their captain) with a details popup. Empty fields
 * (MASKED: birth date, blood group, emergency contact) are left out rather than shown blank.
 */
export function ApplicantsList({
  runnerJson,
  eventKey,
  lang,
  masked = false,
}: {
  runnerJson: string;
  /** The order's event: its extra selects' own labels ("Meal", "Shuttle") name those answers. */
  eventKey: string;
  lang: Language;
  masked?: boolean;
}) {
  const { t } = useTranslation();
  const { data: event } = useGetEvent(eventKey);
  const selectLabels = Object.fromEntries(
    (event?.additional_selects ?? []).map((a) => [a.slot, pickText(lang, a.label, a.label_en)]),
  ) as Partial<Record<1 | 2, string>>;
  const applicants = parseApplicants(runnerJson);
  const entries = groupApplicants(applicants);
  const [shown, setShown] = useState<Applicant | null>(null);

  return (
    <Card className={classes.section} data-testid="applicants">
      <Group justify="space-between" align="center" className={classes.sectionTitleRow}>
        <Title order={2} className={classes.sectionTitleBare}>
          {t('order.applicants.title')}
        </Title>
        <Badge variant="light" color="gray" size="lg" tt="none">
          {t('order.applicants.count', { count: applicants.length })}
        </Badge>
      </Group>
      {entries.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('order.applicants.none')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {entries.map((entry, i) => (
            <ApplicantCard
              key={`${entry.applicant.id_card}-${i}`}
              applicant={entry.applicant}
              members={entry.members}
              onDetails={setShown}
            />
          ))}
        </SimpleGrid>
      )}
      <Modal
        opened={shown !== null}
        onClose={() => setShown(null)}
        title={shown ? fullName(shown) : ''}
        centered
        radius="lg"
        size="md"
        classNames={{ title: classes.modalTitle }}
        data-testid="applicant-modal"
      >
        {shown && (
          <ApplicantDetails applicant={shown} lang={lang} masked={masked} selectLabels={selectLabels} />
        )}
      </Modal>
    </Card>
  );
}
