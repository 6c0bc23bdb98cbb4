import { FileText, Inbox, ShieldAlert, Timer } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../ui/tabs';
import { BreachRegister } from './breach-register';
import { NoticesPanel } from './notices-panel';
import { RequestsInbox } from './requests-inbox';
import { RetentionPanel } from './retention-panel';

const TABS = ['requests', 'breaches', 'notices', 'retention'] as const;
type PrivacyTab = (typeof TABS)[number];

export interface PrivacyScreenProps {
  /** The moment the breach clocks count from; now unless a story pins it. */
  now?: Date;
}

/**
 * `/manager/privacy` (master): the requests people make about their data with their deadlines in
 * working days, the breach register with its 72-hour clock, the privacy notice's versions and
 * how long each kind of data is kept. The tab lives in the address (`?tab=`).
 */
export function PrivacyScreen({ now: pinned }: PrivacyScreenProps) {
  const [params, setParams] = useSearchParams();
  const [now] = useState(() => pinned ?? new Date());
  const tab: PrivacyTab = TABS.includes(params.get('tab') as PrivacyTab) ? (params.get('tab') as PrivacyTab) : 'requests';
  const setTab = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'requests') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );

  return (
    <section aria-labelledby="privacy-title" className="space-y-5">
      <header className="min-w-0">
        <h1 id="privacy-title" className="text-2xl font-bold text-navy-900 sm:text-3xl">
          Quyền riêng tư
        </h1>
        <p className="mt-1 text-ink-muted">Yêu cầu của khách về dữ liệu, sổ sự cố, chính sách bảo mật và thời hạn lưu theo Luật Bảo vệ dữ liệu cá nhân.</p>
      </header>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="Quyền riêng tư" className="max-[480px]:[&_svg]:hidden max-[480px]:[&>button]:px-2">
          <TabsTrigger value="requests">
            <Inbox aria-hidden="true" />
            Yêu cầu
          </TabsTrigger>
          <TabsTrigger value="breaches">
            <ShieldAlert aria-hidden="true" />
            Sự cố
          </TabsTrigger>
          <TabsTrigger value="notices">
            <FileText aria-hidden="true" />
            Chính sách
          </TabsTrigger>
          <TabsTrigger value="retention">
            <Timer aria-hidden="true" />
            Thời hạn lưu
          </TabsTrigger>
        </TabsList>
        <TabsContent value="requests">
          <RequestsInbox />
        </TabsContent>
        <TabsContent value="breaches">
          <BreachRegister now={now} />
        </TabsContent>
        <TabsContent value="notices">
          <NoticesPanel />
        </TabsContent>
        <TabsContent value="retention">
          <RetentionPanel />
        </TabsContent>
      </Tabs>
    </section>
  );
}
