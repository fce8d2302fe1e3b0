import { Box, SimpleGrid } from '@mantine/core';
import { OrderCountReport } from './OrderCountReport';
import type { ReportProps } from './ReportCard';
import { PayoutReport } from './PayoutReport';
import { RevenueReport } from './RevenueReport';
import { RunnerTypeReport } from './RunnerTypeReport';
import { RunnerTypeSexReport } from './RunnerTypeSexReport';
import { ShirtReport } from './ShirtReport';
import { TypeShirtReport } from './TypeShirtReport';

/**
 * The six reports of an event's report page, two a row on a wide screen; the revenue table (a column
 * per set of orders) takes a whole row.
 */
export function Reports(props: ReportProps) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <RunnerTypeReport {...props} />
      <RunnerTypeSexReport {...props} />
      <ShirtReport {...props} />
      <TypeShirtReport {...props} />
      <OrderCountReport {...props} />
      <Box style={{ gridColumn: '1 / -1' }}>
        <RevenueReport {...props} />
      </Box>
      <Box style={{ gridColumn: '1 / -1' }}>
        <PayoutReport {...props} />
      </Box>
    </SimpleGrid>
  );
}
