import { List } from 'antd-mobile';
import { useState } from 'react';

import { showToast } from '../../../lib/toast';
import { exportMyData } from '../api/responsible-play-api';
import { useRpTexts } from './use-rp-texts';

/** Saves text as a file through a temporary link. */
export function saveTextFile(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** "Download my data": the JSON of /user/exportData (profile, bets, transactions, messages) as a file. */
export function DownloadDataItem() {
  const { t } = useRpTexts();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const data = await exportMyData();
      const day = data.exportedAt.slice(0, 10);
      saveTextFile(`fairdraw-my-data-${day}.json`, JSON.stringify(data, null, 2), 'application/json');
      showToast(t('downloaded'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <List.Item
      onClick={() => void download().catch(() => undefined)}
      description={t('downloadNote')}
      extra={busy ? t('downloading') : undefined}
      arrowIcon
    >
      {t('download')}
    </List.Item>
  );
}
