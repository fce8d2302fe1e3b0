import { Paper, Stepper } from '@mantine/core';
import { IconCircleCheck, IconCreditCard, IconTruckDelivery, IconUserEdit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './Register.module.css';

/** Information, Address, Payment, Completed: the active step follows the runner's progress. */
export function RegisterStepper({ active }: { active: number }) {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      shadow="xs"
      className={classes.stepper}
      data-testid="register-stepper"
      data-active={active}
    >
      <Stepper
        active={active}
        size="sm"
        iconSize={34}
        labelPosition="bottom"
        allowNextStepsSelect={false}
        wrap={false}
        classNames={{
          stepLabel: classes.stepLabel,
          stepDescription: classes.stepDescription,
          separator: classes.stepSeparator,
        }}
      >
        <Stepper.Step
          icon={<IconUserEdit size={17} />}
          label={t('registration.steps.info')}
          description={t('registration.steps.infoHint')}
        />
        <Stepper.Step
          icon={<IconTruckDelivery size={17} />}
          label={t('registration.steps.address')}
          description={t('registration.steps.addressHint')}
        />
        <Stepper.Step
          icon={<IconCreditCard size={17} />}
          label={t('registration.steps.payment')}
          description={t('registration.steps.paymentHint')}
        />
        <Stepper.Step
          icon={<IconCircleCheck size={17} />}
          label={t('registration.steps.done')}
          description={t('registration.steps.doneHint')}
        />
      </Stepper>
    </Paper>
  );
}
