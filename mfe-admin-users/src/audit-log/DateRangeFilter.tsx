import { Field, Input } from '@tulia/shared/chakra';
import { AUDIT_LOG_DATE_RANGE } from '@tulia/shared/contract';

export interface DateRangeFilterProps {
  from: string;
  to: string;
  onChange: (bound: 'from' | 'to', value: string) => void;
}

/**
 * From and To days, both included; either may be left empty. Each bounds the other's
 * picker so a range cannot end before it starts (the api refuses that too).
 */
export function DateRangeFilter({ from, to, onChange }: DateRangeFilterProps) {
  const bound = (key: 'from' | 'to', label: string, value: string, min: string, max: string) => (
    <Field.Root width={{ base: 'full', sm: '44' }} flexDirection="row" alignItems="center" gap="2">
      <Field.Label mb="0" color="gray.700" whiteSpace="nowrap">
        {label}
      </Field.Label>
      <Input type="date" value={value} min={min} max={max} onChange={(event) => onChange(key, event.target.value)} />
    </Field.Root>
  );
  return (
    <>
      {bound('from', 'From', from, AUDIT_LOG_DATE_RANGE.min, to || AUDIT_LOG_DATE_RANGE.max)}
      {bound('to', 'To', to, from || AUDIT_LOG_DATE_RANGE.min, AUDIT_LOG_DATE_RANGE.max)}
    </>
  );
}
