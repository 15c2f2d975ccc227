import { useQuery } from '@tanstack/react-query';
import { creativePreviewQuery } from '../../../api/offer-assets.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import * as css from '../groups/assets.css.ts';

/**
 * The HTML of a saved creative, never in the app's origin: the iframe loads a signed URL served with
 * `Content-Security-Policy: sandbox`, and carries `sandbox=""` itself (no scripts, no same-origin).
 * `updatedAt` is in the key so a saved change shows at once.
 */
export function CreativePreview({
  id,
  name,
  width,
  height,
  updatedAt,
}: {
  id: number;
  name: string;
  width: number | null;
  height: number | null;
  updatedAt: string;
}) {
  const { LL } = useI18n();
  const link = useQuery(creativePreviewQuery(id, updatedAt));
  if (!link.data) return null;
  return (
    <iframe
      title={LL.offerAssets.creatives.previewTitle({ name })}
      src={link.data.url}
      sandbox=""
      referrerPolicy="no-referrer"
      className={css.preview}
      width={width ?? 600}
      height={height ?? 300}
    />
  );
}
