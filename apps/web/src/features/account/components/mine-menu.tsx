import { List } from 'antd-mobile';
import {
  BankcardOutline,
  BillOutline,
  FileOutline,
  HistogramOutline,
  LocationOutline,
  MailOutline,
  PayCircleOutline,
  PhonebookOutline,
  PictureOutline,
  ReceivePaymentOutline,
  SetOutline,
  TeamOutline,
  UnorderedListOutline,
  UserOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { paths } from '../../../config/paths';

interface MenuEntry {
  labelKey: string;
  to: string;
  icon: ReactNode;
}

/** Mine: every entry in the product's order, grouped for scanning. */
const groups: { titleKey: string; entries: MenuEntry[] }[] = [
  {
    titleKey: 'mine.groupAccount',
    entries: [
      { labelKey: 'mine.agentCenter', to: paths.agentCenter, icon: <TeamOutline /> },
      { labelKey: 'mine.report', to: paths.report, icon: <HistogramOutline /> },
      { labelKey: 'mine.personalCenter', to: paths.personalCenter, icon: <UserOutline /> },
      { labelKey: 'mine.transactions', to: paths.transactionRecord, icon: <BillOutline /> },
      { labelKey: 'mine.betting', to: paths.bettingRecord, icon: <UnorderedListOutline /> },
    ],
  },
  {
    titleKey: 'mine.groupFunds',
    entries: [
      { labelKey: 'mine.recharge', to: paths.recharge, icon: <PayCircleOutline /> },
      { labelKey: 'mine.rechargeRecord', to: paths.rechargeRecord, icon: <FileOutline /> },
      { labelKey: 'mine.withdrawRecord', to: paths.withdrawRecord, icon: <FileOutline /> },
      { labelKey: 'mine.withdrawManage', to: paths.withdrawManage, icon: <ReceivePaymentOutline /> },
    ],
  },
  {
    titleKey: 'mine.groupSecurity',
    entries: [
      { labelKey: 'mine.bindEmail', to: paths.bindEmail, icon: <MailOutline /> },
      { labelKey: 'mine.bindPhone', to: paths.bindPhone, icon: <PhonebookOutline /> },
      { labelKey: 'mine.withdrawalAddress', to: paths.withdrawalAddress, icon: <LocationOutline /> },
      { labelKey: 'mine.bankCard', to: paths.bindBankCard, icon: <BankcardOutline /> },
      { labelKey: 'mine.digitalWallet', to: paths.bindDigitalWallet, icon: <PayCircleOutline /> },
      { labelKey: 'mine.changeAvatar', to: `${paths.personalCenter}?pick=avatar`, icon: <PictureOutline /> },
      { labelKey: 'mine.settings', to: paths.setup, icon: <SetOutline /> },
    ],
  },
];

export function MineMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      {groups.map((group) => (
        <List key={group.titleKey} header={t(group.titleKey)} mode="card" className="mine-menu">
          {group.entries.map((entry) => (
            <List.Item key={entry.labelKey} prefix={entry.icon} onClick={() => void navigate(entry.to)}>
              {t(entry.labelKey)}
            </List.Item>
          ))}
        </List>
      ))}
    </>
  );
}
