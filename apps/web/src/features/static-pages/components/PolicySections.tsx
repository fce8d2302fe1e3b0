import type { ComponentType, MouseEvent, ReactNode } from 'react';
import { Anchor, Box, Card, List, Stack, Text, Title, type CardProps } from '@mantine/core';
import { IconArrowRight, type IconProps } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '@/components/PageContainer';
import { usePageTitle } from '@/lib/use-page-title';
import { SECTION_PATHS, toSections, type PolicySection } from '../model/content';
import { ContactList } from './ContactList';
import { PageHero } from './PageHero';
import classes from './StaticPages.module.css';

export interface TocEntry {
  id: string;
  label: string;
}

export const sectionId = (prefix: string, index: number) => `${prefix}-${index + 1}`;

export function tocOf(prefix: string, sections: PolicySection[]): TocEntry[] {
  return sections.map((s, i) => ({ id: sectionId(prefix, i), label: s.title }));
}

/** Numbered policy sections: lead paragraphs, a bulleted or numbered list, notes and a "read more" link. */
export function PolicySections({
  sections,
  idPrefix,
  headingOrder = 2,
}: {
  sections: PolicySection[];
  idPrefix: string;
  headingOrder?: 2 | 3;
}) {
  const { t } = useTranslation();
  return (
    <Box className={classes.policy}>
      {sections.map((s, i) => {
        const id = sectionId(idPrefix, i);
        return (
          <Box
            component="section"
            key={id}
            id={id}
            aria-labelledby={`${id}-title`}
            className={classes.policySection}
            data-testid="policy-section"
          >
            <Title order={headingOrder} id={`${id}-title`} className={classes.policyHeading}>
              <span className={classes.policyNumber}>{`${i + 1}.`}</span>
              <span>{s.title}</span>
            </Title>
            <Stack gap="xs" mt="xs">
              {s.paragraphs.map((p) => (
                <Text key={p}>{p}</Text>
              ))}
              {s.items.length > 0 && (
                <List spacing={4} withPadding>
                  {s.items.map((item) => (
                    <List.Item key={item}>{item}</List.Item>
                  ))}
                </List>
              )}
              {s.steps.length > 0 && (
                <List type="ordered" spacing={4} withPadding>
                  {s.steps.map((step) => (
                    <List.Item key={step}>{step}</List.Item>
                  ))}
                </List>
              )}
              {s.notes.map((n) => (
                <Text key={n} className={classes.note}>
                  {n}
                </Text>
              ))}
              {s.link && (
                <Anchor
                  component={Link}
                  to={SECTION_PATHS[s.link]}
                  fw={600}
                  size="sm"
                  style={{ display: 'inline-flex', alignItems: 'center', gap: 4, alignSelf: 'flex-start' }}
                  data-testid={`policy-link-${s.link}`}
                >
                  {t(`pages.common.links.${s.link}`)}
                  <IconArrowRight size={14} />
                </Anchor>
              )}
            </Stack>
          </Box>
        );
      })}
    </Box>
  );
}

function scrollTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

/** A policy page's text with, on wide screens, a sticky list of its sections beside it. */
export function PolicyLayout({ toc, children }: { toc: TocEntry[]; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box className={classes.policyGrid}>
      <Stack gap="lg" miw={0}>
        {children}
      </Stack>
      <Box component="nav" className={classes.toc} aria-label={t('pages.common.contents')}>
        <Text fw={600} ff="heading" size="sm" mb="xs">
          {t('pages.common.contents')}
        </Text>
        <Stack gap={2}>
          {toc.map((entry) => (
            <Anchor
              key={entry.id}
              href={`#${entry.id}`}
              size="sm"
              className={classes.tocLink}
              onClick={(e) => scrollTo(e, entry.id)}
            >
              {entry.label}
            </Anchor>
          ))}
        </Stack>
      </Box>
    </Box>
  );
}

/** The policies with a page of their own; each page's texts are under pages.<name> in the catalogs. */
type PolicyName = 'privacy' | 'refund' | 'terms';

/** A policy's numbered sections (pages.<name>.sections) and their entries in the contents. */
export function usePolicySections(name: PolicyName) {
  const { t } = useTranslation();
  const sections = toSections(t(`pages.${name}.sections`, { returnObjects: true }));
  return { sections, toc: tocOf(name, sections) };
}

/** A policy page (privacy, refund, terms): its hero with the last update, then its text beside the contents. */
export function PolicyPage({
  name,
  icon,
  toc,
  children,
}: {
  name: PolicyName;
  icon: ComponentType<IconProps>;
  toc: TocEntry[];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  usePageTitle(t(`pages.${name}.pageTitle`));
  return (
    <PageContainer size="lg" data-testid={`${name}-page`}>
      <Stack gap="lg">
        <PageHero icon={icon} title={t(`pages.${name}.title`)} intro={t(`pages.${name}.intro`)} withUpdated />
        <PolicyLayout toc={toc}>{children}</PolicyLayout>
      </Stack>
    </PageContainer>
  );
}

/**
 * A policy page whose own sections come first, in one card, then what `children` add after them;
 * `after` is the contents entry of that addition.
 */
export function SectionedPolicyPage({
  name,
  icon,
  after,
  children,
}: {
  name: 'refund' | 'terms';
  icon: ComponentType<IconProps>;
  after: TocEntry;
  children: ReactNode;
}) {
  const { sections, toc } = usePolicySections(name);
  return (
    <PolicyPage name={name} icon={icon} toc={[...toc, after]}>
      <Card>
        <PolicySections sections={sections} idPrefix={name} />
      </Card>
      {children}
    </PolicyPage>
  );
}

/** The closing card of a policy: whom to write to about it, and RaceDay's help channels. */
export function ContactCard({
  title,
  text,
  headingOrder = 2,
  ...props
}: CardProps & { title: string; text: string; id: string; headingOrder?: 2 | 3 }) {
  return (
    <Card className={classes.policySection} {...props}>
      <Title order={headingOrder} className={classes.sectionTitle}>
        {title}
      </Title>
      <Text c="dimmed" size="sm" mt={4} mb="md">
        {text}
      </Text>
      <ContactList />
    </Card>
  );
}
