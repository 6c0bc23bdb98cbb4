import { ChatWidgetSlot, LiveChatWidgetSlot } from '../chat-widget-slot';
import { FloatingHelpers } from '../layout/floating-helpers';

export interface FloatingHelpersIslandProps {
  /** A mailed chat reply's link: the panel opens on the live chat. */
  openLiveChat: boolean;
}

/** Zalo, phone, back to top and the chat launcher, with the chat panel bound to the session. */
export function FloatingHelpersIsland({ openLiveChat }: FloatingHelpersIslandProps) {
  return <FloatingHelpers chatPanel={openLiveChat ? LiveChatWidgetSlot : ChatWidgetSlot} openChatOnStart={openLiveChat} />;
}
