import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** A QR code of `text` (a deposit address), drawn by the `qrcode` package as a data URL. */
export function QrImage({ text, label }: { text: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(text, { margin: 1, width: 180 }).then(
      (url) => live && setSrc(url),
      () => live && setSrc(null),
    );
    return () => {
      live = false;
    };
  }, [text]);
  return src ? <img className="app-qr" src={src} alt={label} width={180} height={180} /> : null;
}
