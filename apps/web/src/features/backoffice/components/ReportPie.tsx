import { PieChart } from '@mantine/charts';
import { Box, Flex } from '@mantine/core';
import { ChartLegendList, type LegendItem } from './ChartLegendList';

// Slices only for what there is; the legend lists the zeros too.
const slices = (items: LegendItem[]) => items.filter((item) => item.value > 0);

/** A pie beside its legend on the page, with tooltips; a phone stacks them. */
export function PiePanel({ items, size }: { items: LegendItem[]; size: number }) {
  return (
    <Flex direction={{ base: 'column', sm: 'row' }} gap="lg" align="center">
      <PieChart data={slices(items)} size={size} withTooltip tooltipDataSource="segment" strokeWidth={1} />
      <Box style={{ flex: 1, minWidth: 0 }} w="100%">
        <ChartLegendList items={items} />
      </Box>
    </Flex>
  );
}

/** The same pie as a PNG shows it: percent labels and a large legend. */
export function PieExport({ items, size }: { items: LegendItem[]; size: number }) {
  return (
    <Flex gap={48} align="center" style={{ flex: 1 }}>
      <PieChart
        data={slices(items)}
        size={size}
        withLabels
        labelsType="percent"
        labelsPosition="inside"
        strokeWidth={2}
      />
      <Box style={{ flex: 1 }} maw={640}>
        <ChartLegendList items={items} size="lg" />
      </Box>
    </Flex>
  );
}
