import { Paper, Stepper } from '@mantine/core';
import { IconCircleCheck, IconCreditCard, IconTruckDelivery, IconUserEdit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './Register.module.css';

const STEPS = [
  { step: 'info', icon: IconUserEdit },
  { step: 'address', icon: IconTruckDelivery },
  { step: 'payment', icon: IconCreditCard },
  { step: 'done', icon: IconCircleCheck },
] as const;

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
        {STEPS.map(({ step, icon: Icon }) => (
          <Stepper.Step
            key={step}
            icon={<Icon size={17} />}
            label={t(`registration.steps.${step}`)}
            description={t(`registration.steps.${step}Hint`)}
          />
        ))}
      </Stepper>
    </Paper>
  );
}
