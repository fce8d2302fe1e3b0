import { forwardRef, memo } from 'react';
import { Alert, Anchor, Checkbox, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { EventDetail, Language } from '@raceday/domain';
import { HtmlContent } from '@/components/HtmlContent';
import { conditionText, hasCondition } from '../model/event-view';
import type { RegisterVariant } from '../model/variant';
import { SectionCard } from './SectionCard';
import classes from './Register.module.css';

export interface ConsentSectionProps {
  event: EventDetail;
  lang: Language;
  variant: RegisterVariant;
  terms: boolean;
  onTerms: (checked: boolean) => void;
  condition: boolean;
  onCondition: (checked: boolean) => void;
  /** The runner tried to submit: unaccepted consents show their warning. */
  attempted: boolean;
}

/** Setup's rich-text editor stores HTML (sanitized by the server); older conditions are plain lines. */
const looksLikeHtml = (text: string) => /<[a-z][^>]*>/i.test(text);

/**
 * The terms checkbox and the event's own conditions. At an offline desk the two consents are the
 * applicant having checked the form, and the event's conditions (a general sentence when it has none).
 */
export const ConsentSection = memo(
  forwardRef<HTMLDivElement, ConsentSectionProps>(function ConsentSection(
    { event, lang, variant, terms, onTerms, condition, onCondition, attempted },
    ref,
  ) {
    const { t } = useTranslation();
    const offline = variant === 'offline';
    const withCondition = hasCondition(event) || offline;
    const conditionLabel = hasCondition(event)
      ? conditionText(event, lang)
      : t('registration.consent.eventConditions');

    return (
      <SectionCard ref={ref} number={5} title={t('registration.consent.title')} data-testid="consents">
        <Stack gap="md">
          <Checkbox
            size="md"
            checked={terms}
            onChange={(e) => onTerms(e.currentTarget.checked)}
            label={offline ? t('registration.consent.formChecked') : t('registration.consent.terms')}
            error={attempted && !terms}
            data-testid="accept-terms"
          />
          {/* A new tab: the form stays as it is while the runner reads. */}
          <Anchor href="/terms-of-use" target="_blank" size="sm" ml={34} mt={-8} data-testid="read-terms">
            {t('registration.consent.readTerms')}
          </Anchor>
          {withCondition && (
            <Checkbox
              size="md"
              checked={condition}
              onChange={(e) => onCondition(e.currentTarget.checked)}
              label={
                <Stack gap={2}>
                  <Text size="sm" fw={600}>
                    {t('registration.consent.conditionTitle')}
                  </Text>
                  {hasCondition(event) && looksLikeHtml(conditionLabel) ? (
                    <HtmlContent html={conditionLabel} fz="sm" data-testid="condition-text" />
                  ) : (
                    <Text size="sm" className={classes.condition} data-testid="condition-text">
                      {conditionLabel}
                    </Text>
                  )}
                </Stack>
              }
              error={attempted && !condition}
              data-testid="accept-condition"
            />
          )}
          {attempted && !terms && (
            <Alert
              color="yellow"
              variant="light"
              icon={<IconAlertTriangle size={20} />}
              title={t('registration.consent.termsRequiredTitle')}
              data-testid="terms-warning"
            >
              {t('registration.consent.termsRequiredText')}
            </Alert>
          )}
        </Stack>
      </SectionCard>
    );
  }),
);
