import { useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import { Button, Card, CloseButton, Group, NativeSelect, TextInput } from '@mantine/core';
import { IconQrcode } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SearchButton } from '@/components/SubmitForm';
import { CHECKBIB_FILTERS, SEARCH_MIN, type CheckbibFilter } from '../api/checkbib-search';
import classes from './Checkbib.module.css';

export interface SearchBarHandle {
  /** Clears the text and puts the cursor in it: ready for the next runner in the queue. */
  resetAndFocus: () => void;
}

const INPUT_MODE: Record<CheckbibFilter, 'numeric' | 'email' | 'text'> = {
  mobile_no: 'numeric',
  fname: 'text',
  id_card: 'text',
  order_uuid: 'text',
  email: 'email',
};

/**
 * Search type and text (seed 001 §2.7). A search runs only with an empty text (everyone) or at
 * least 3 characters (seed 001 §5).
 */
export function CheckbibSearchBar({
  ref,
  busy,
  onSearch,
  onScan,
}: {
  ref: Ref<SearchBarHandle>;
  busy: boolean;
  onSearch: (filter: CheckbibFilter, value: string) => void;
  /** Opens the camera to scan a runner's kit pick-up QR. */
  onScan: () => void;
}) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<CheckbibFilter>('mobile_no');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  useImperativeHandle(ref, () => ({
    resetAndFocus: () => {
      setText('');
      setError(null);
      input.current?.focus();
    },
  }));

  const filterData = useMemo(
    () => CHECKBIB_FILTERS.map((f) => ({ value: f, label: t(`checkbib.filters.${f}`) })),
    [t],
  );

  function submit() {
    const value = text.trim();
    if (value !== '' && value.length < SEARCH_MIN) {
      setError(t('checkbib.searchMin', { min: SEARCH_MIN }));
      input.current?.focus();
      return;
    }
    setError(null);
    onSearch(filter, value);
  }

  return (
    <Card withBorder radius="lg" padding="sm" className={classes.searchCard}>
      <form
        noValidate
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <div className={classes.searchGrid}>
          <NativeSelect
            size="md"
            aria-label={t('checkbib.searchBy')}
            value={filter}
            onChange={(e) => {
              setFilter(e.currentTarget.value as CheckbibFilter);
              setError(null);
            }}
            data={filterData}
            className={classes.filter}
            data-testid="checkbib-filter"
          />
          <TextInput
            ref={input}
            size="md"
            className={classes.text}
            aria-label={t(`checkbib.filters.${filter}`)}
            placeholder={t(`checkbib.placeholders.${filter}`)}
            inputMode={INPUT_MODE[filter]}
            type={filter === 'email' ? 'email' : 'search'}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={100}
            value={text}
            error={error}
            onChange={(e) => {
              setText(e.currentTarget.value);
              setError(null);
            }}
            rightSection={
              text !== '' ? (
                <CloseButton
                  aria-label={t('checkbib.clear')}
                  onClick={() => {
                    setText('');
                    setError(null);
                    input.current?.focus();
                  }}
                />
              ) : null
            }
            data-testid="checkbib-input"
          />
          <Group gap="xs" wrap="nowrap" className={classes.searchButtons}>
            <SearchButton loading={busy} className={classes.searchButton} data-testid="checkbib-search">
              {t('checkbib.search')}
            </SearchButton>
            <Button
              size="md"
              variant="light"
              leftSection={<IconQrcode size={20} />}
              onClick={onScan}
              className={classes.searchButton}
              data-testid="checkbib-scan"
            >
              {t('checkbib.scan.button')}
            </Button>
          </Group>
        </div>
      </form>
    </Card>
  );
}
