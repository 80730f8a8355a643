import { type RemoteBankCode, remoteBanks } from '@oj/events/vocabulary';
import { Select } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';

interface BankSelectProps {
  id?: string;
  value: RemoteBankCode;
  onChange: (bank: RemoteBankCode) => void;
}

/** The remote banks by name (HDU, Codeforces, ...). */
export function BankSelect({ id, value, onChange }: BankSelectProps) {
  const { t } = useTranslation();
  return (
    <Select.Root value={value} onValueChange={(bank) => onChange(bank as RemoteBankCode)}>
      <Select.Trigger id={id} />
      <Select.Content position="popper">
        {remoteBanks.map((bank) => (
          <Select.Item key={bank} value={bank}>
            {t(`remoteJudge.banks.${bank}`)}
          </Select.Item>
        ))}
      </Select.Content>
    </Select.Root>
  );
}
