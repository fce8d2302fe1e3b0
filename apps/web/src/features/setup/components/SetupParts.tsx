import { Stack, Text } from '@mantine/core';
import { formatShortDateTime } from '@raceday/domain';
import type {
  SetupAdditionalOption,
  SetupAdditionalSelect,
  SetupCoupon,
  SetupDeliveryType,
  SetupRunModel,
  SetupRunType,
  SetupShirt,
} from '@raceday/domain/validation';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { pickText } from '@/lib/language';
import type { SetupEventView, useSetupChange } from '../api/setup';
import {
  additionalOptionFields,
  additionalSelectFields,
  couponFields,
  deliveryFields,
  priceTierFields,
  runModelFields,
  runTypeFields,
  shirtFields,
} from './fields';
import { PartSection } from './PartSection';

type Change = ReturnType<typeof useSetupChange>;

const baht = (n: number) =>
  n.toLocaleString('en-US', { minimumFractionDigits: n % 1 === 0 ? 0 : 2, maximumFractionDigits: 2 });

function useRunTypeOptions(view: SetupEventView) {
  const lang = currentLanguage();
  return view['run-types']
    .filter((r) => !r.is_hidden)
    .map((r) => ({ value: String(r.id), label: pickText(lang, r.name, r.name_en) }));
}

/** Race types, each with its price tiers and run models when open. */
export function RunTypesPart({ view, change }: { view: SetupEventView; change: Change }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  return (
    <PartSection<SetupRunType>
      part="run-types"
      items={view['run-types']}
      fields={runTypeFields}
      change={change}
      defaults={{ team_size: 1, sort_order: view['run-types'].length }}
      name={(r) => pickText(lang, r.name, r.name_en)}
      summary={(r) => {
        const tiers = view['price-tiers'].filter((p) => p.run_type_id === r.id).length;
        return t('setup.runTypeLine', {
          price: baht(r.price),
          taken: r.places_taken,
          limit: r.participant_limit ?? '∞',
          tiers,
        });
      }}
      details={(r) => (
        <Stack gap="lg" mt="sm">
          <PartSection
            part="price-tiers"
            order={4}
            title={t('setup.priceTiers')}
            items={view['price-tiers'].filter((p) => p.run_type_id === r.id)}
            fields={priceTierFields}
            change={change}
            fixed={{ run_type_id: r.id }}
            name={(p) => pickText(lang, p.name, p.name_en)}
            summary={(p) =>
              t('setup.tierLine', {
                price: baht(p.price),
                from: formatShortDateTime(p.starts_at, lang),
                until: formatShortDateTime(p.ends_at, lang),
              })
            }
          />
          <PartSection<SetupRunModel>
            part="run-models"
            order={4}
            title={t('setup.runModels')}
            items={view['run-models'].filter((m) => m.run_type_id === r.id)}
            fields={runModelFields}
            change={change}
            fixed={{ run_type_id: r.id }}
            defaults={{ sort_order: 0 }}
            name={(m) => pickText(lang, m.name, m.name_en)}
            summary={() => null}
          />
        </Stack>
      )}
    />
  );
}

export function ShirtsPart({ view, change }: { view: SetupEventView; change: Change }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const runTypes = useRunTypeOptions(view);
  const runTypeName = (id: number | null) =>
    id === null ? t('setup.everyRunType') : (runTypes.find((r) => r.value === String(id))?.label ?? '');
  return (
    <PartSection<SetupShirt>
      part="shirts"
      items={view.shirts}
      fields={shirtFields(runTypes)}
      change={change}
      defaults={{ sort_order: view.shirts.length, additional_price: 0 }}
      name={(s) => pickText(lang, s.name, s.name_en)}
      summary={(s) => (
        <>
          <Text size="sm" span data-testid="shirt-stock">
            {s.stock === null
              ? t('setup.shirtTakenNoStock', { taken: s.taken })
              : t('setup.shirtTaken', { taken: s.taken, stock: s.stock })}
          </Text>
          {' · '}
          {runTypeName(s.run_type_id)}
          {s.additional_price > 0 && ` · +${baht(s.additional_price)} ${t('setup.baht')}`}
        </>
      )}
    />
  );
}

export function DeliveryPart({ view, change }: { view: SetupEventView; change: Change }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  return (
    <PartSection<SetupDeliveryType>
      part="delivery-types"
      items={view['delivery-types']}
      fields={deliveryFields}
      change={change}
      defaults={{ sort_order: view['delivery-types'].length, price: 0, price_additional: 0 }}
      name={(d) => pickText(lang, d.name, d.name_en)}
      summary={(d) =>
        t(d.is_require_address ? 'setup.deliveryLineAddress' : 'setup.deliveryLine', {
          price: baht(d.price),
          additional: baht(d.price_additional),
        })
      }
    />
  );
}

export function CouponsPart({ view, change }: { view: SetupEventView; change: Change }) {
  const { t } = useTranslation();
  const runTypes = useRunTypeOptions(view);
  const discountTypes = [
    { value: 'PERCENTAGE', label: t('setup.discount.PERCENTAGE') },
    { value: 'AMOUNT', label: t('setup.discount.AMOUNT') },
  ];
  return (
    <PartSection<SetupCoupon>
      part="coupons"
      items={view.coupons}
      fields={couponFields(discountTypes, runTypes)}
      change={change}
      defaults={{ discount_type: 'PERCENTAGE', is_active: true }}
      name={(c) => c.code}
      summary={(c) =>
        [
          c.discount_type === 'PERCENTAGE'
            ? t('setup.couponPercent', { n: c.discount })
            : t('setup.couponAmount', { n: baht(c.discount) }),
          t('setup.couponUsed', { used: c.used_count, limit: c.usage_limit ?? '∞' }),
          c.is_active ? null : t('setup.couponInactive'),
        ]
          .filter(Boolean)
          .join(' · ')
      }
    />
  );
}

/** The runner form's extra selects (slots 1-4), each with its options when open. */
export function AdditionalSelectsPart({ view, change }: { view: SetupEventView; change: Change }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const optionsOf = (id: number) => view['additional-options'].filter((o) => o.select_id === id);
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('setup.selectsIntro')}
      </Text>
      <PartSection<SetupAdditionalSelect>
        part="additional-selects"
        items={view['additional-selects']}
        fields={additionalSelectFields}
        change={change}
        defaults={{ slot: view['additional-selects'].length + 1, is_require: false }}
        name={(s) => pickText(lang, s.label, s.label_en)}
        summary={(s) =>
          t('setup.selectLine', {
            slot: s.slot,
            options: optionsOf(s.id).filter((o) => !o.is_hidden).length,
            required: s.is_require ? t('setup.selectRequired') : '',
          })
        }
        details={(s) => (
          <PartSection<SetupAdditionalOption>
            part="additional-options"
            order={4}
            title={t('setup.options')}
            items={optionsOf(s.id)}
            fields={additionalOptionFields}
            change={change}
            fixed={{ select_id: s.id }}
            defaults={{ sort_order: optionsOf(s.id).length }}
            name={(o) => pickText(lang, o.name, o.name_en)}
            summary={() => null}
          />
        )}
      />
    </Stack>
  );
}
