/** The signed-in customer as the app hands it to the chat: the chat never reads the session itself. */
export interface ChatSession {
  /** The raw stored token the socket's handshake carries. */
  token: string;
  userId: string;
  fullName: string;
  /** Admin or master: their socket is the staff's, so they answer customers at /admin-chat, not here. */
  isStaff?: boolean;
}
