import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';

/** Pixels of the rendered code; CSS scales it down on narrow screens. */
const SIZE = 240;

/** A QR code of `payload` as an image (the `qrcode` library, loaded only with this step). */
export default function QrCode({ payload, label }: { payload: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    toDataURL(payload, { margin: 2, width: SIZE, errorCorrectionLevel: 'M' })
      .then((url) => live && setSrc(url))
      .catch(() => live && setSrc(null));
    return () => {
      live = false;
    };
  }, [payload]);
  return src ? (
    <img src={src} alt={label} width={SIZE} height={SIZE} />
  ) : (
    <div className="pf-wallet__qr-frame" aria-hidden="true" />
  );
}
