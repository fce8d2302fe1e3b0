import type { FormHTMLAttributes, ReactNode } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

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

/** A search form's button: the magnifier, spinning while the search runs. */
export function SearchButton({ children, ...props }: ButtonProps & { children: ReactNode }) {
  return (
    <Button type="submit" size="md" leftSection={<IconSearch size={18} />} {...props}>
      {children}
    </Button>
  );
}
