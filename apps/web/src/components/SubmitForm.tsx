import type { ComponentType, FormHTMLAttributes, ReactNode } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { IconSearch, type IconProps } from '@tabler/icons-react';

/** A form the page checks itself: submitting runs onSubmit, without the browser's checks or a reload. */
export function SubmitForm({
  onSubmit,
  children,
  ...props
}: Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> & { onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      noValidate
      {...props}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

/** A form's submit button: its icon before the label, spinning (`loading`) while the form is sent. */
export function SubmitButton({
  icon: Icon,
  children,
  ...props
}: ButtonProps & { icon: ComponentType<IconProps>; children: ReactNode }) {
  return (
    <Button type="submit" leftSection={<Icon size={18} />} {...props}>
      {children}
    </Button>
  );
}

/** A search form's button: the magnifier, spinning while the search runs. */
export function SearchButton({ children, ...props }: ButtonProps & { children: ReactNode }) {
  return (
    <SubmitButton size="md" icon={IconSearch} {...props}>
      {children}
    </SubmitButton>
  );
}
