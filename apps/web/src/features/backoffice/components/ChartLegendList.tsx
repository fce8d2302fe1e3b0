import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { formatCount, percent } from './format';
import classes from './Backoffice.module.css';

export interface LegendItem {
  name: string;
  value: number;
  color: string;
}

const cssColor = (color: string) => {
  const [name, shade] = color.split('.');
  return shade ? `var(--mantine-color-${name}-${shade})` : color;
};

/** The colour key of a pie chart: swatch, name, count and share of the total. */
export function ChartLegendList({ items, size = 'sm' }: { items: LegendItem[]; size?: 'sm' | 'lg' }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const total = items.reduce((sum, item) => sum + item.value, 0);
  return (
    <Stack gap={size === 'lg' ? 10 : 4} style={{ minWidth: 0 }}>
      {items.map((item) => (
        <Group key={item.name} gap={8} wrap="nowrap" align="center">
          <span className={classes.swatch} style={{ background: cssColor(item.color) }} />
          <Text size={size === 'lg' ? 'xl' : 'sm'} style={{ flex: 1, minWidth: 0 }} lineClamp={2}>
            {item.name}
          </Text>
          <Text size={size === 'lg' ? 'xl' : 'sm'} fw={600} className={classes.nowrap}>
            {formatCount(item.value, lang)}
          </Text>
          <Text size={size === 'lg' ? 'lg' : 'xs'} c="dimmed" w={size === 'lg' ? 80 : 48} ta="right">
            {t('report.percentValue', { value: percent(item.value, total) })}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
