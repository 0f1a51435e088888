import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

type SetChatText = (text: string | null) => void;

// Two contexts: a page that sets the text does not re-render when the text changes.
const ChatTextContext = createContext<string | null>(null);
const SetChatTextContext = createContext<SetChatText>(() => {});

/** Holds the message a page wants the floating chat button to prefill. */
export function ChatTextProvider({ children }: { children: ReactNode }) {
  const [text, setText] = useState<string | null>(null);
  return (
    <SetChatTextContext.Provider value={setText}>
      <ChatTextContext.Provider value={text}>{children}</ChatTextContext.Provider>
    </SetChatTextContext.Provider>
  );
}

/** A page's chat message, e.g. about the product shown; the greeting returns when it unmounts. */
export function useChatText(text: string): void {
  const setText = useContext(SetChatTextContext);
  useEffect(() => {
    setText(text);
    return () => setText(null);
  }, [setText, text]);
}

/** The message the page being shown asked for, or null for the shop's greeting. */
export function usePageChatText(): string | null {
  return useContext(ChatTextContext);
}
