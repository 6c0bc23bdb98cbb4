/** The signed-in customer as the app hands it to the chat: the chat never reads the session itself. */
export interface ChatSession {
  /** The raw stored token; the tab's socket (LiveSocketProvider, mounted by the app) signs in with it, not the chat. */
  token: string;
  userId: string;
  fullName: string;
  /** Admin or master: their socket is the staff's, so they answer customers at /admin-chat, not here. */
  isStaff?: boolean;
}
