import { useSearchParams } from 'react-router-dom';
import { PrivacyNoticeView } from '../../features/privacy/privacy-notice-view';
import { PageHead } from './page-head';

/** A version asked for in the address: a positive whole number, else the one in force. */
function versionIn(value: string | null): number | undefined {
  const version = Number(value);
  return Number.isInteger(version) && version > 0 ? version : undefined;
}

export function PrivacyNoticePage() {
  const [params] = useSearchParams();
  return (
    <>
      <PageHead path="/chinh-sach-bao-mat" />
      <PrivacyNoticeView version={versionIn(params.get('version'))} />
    </>
  );
}
