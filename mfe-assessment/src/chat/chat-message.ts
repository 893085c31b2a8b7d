/** A chat message and a quick reply. Messages live in the widget's state only. */
export interface ChatMessage {
  id: string;
  text: string;
  isBot: boolean;
  timestamp: number;
  /** An encouragement, shown with a sparkle. */
  sparkles: boolean;
}

export interface QuickReply {
  text: string;
  response: string;
}
