import { createContext, type ComponentChildren } from "preact";
import { useContext, useEffect, useState } from "preact/hooks";
import { initialLanguage, translate, type Language, type MessageKey } from "../i18n";

type I18n = {
  language: Language;
  setLanguage: (language: Language) => void;
  t: (key: MessageKey, params?: Record<string, string | number>) => string;
};

const I18nContext = createContext<I18n>({
  language: "en",
  setLanguage: () => undefined,
  t: (key, params) => translate("en", key, params),
});

export const LANGUAGE_KEY = "hexadraft.language";

/**
 * `language` fixes the language (tests); `startWith` is the language to open in, then changes
 * made in another window are followed (the projector opens in the language its opener passed it,
 * which a new window's copy of the stored choice may not have caught up with yet).
 */
export function I18nProvider(props: { children: ComponentChildren; language?: Language; startWith?: string | null }) {
  const [language, setLanguageState] = useState<Language>(
    props.language ??
      initialLanguage([props.startWith ?? null, localStorage.getItem(LANGUAGE_KEY)], navigator.language),
  );
  const setLanguage = (next: Language) => {
    localStorage.setItem(LANGUAGE_KEY, next);
    document.documentElement.lang = next;
    setLanguageState(next);
  };
  // A language chosen in another window (the projector's opener) reaches this one too: the
  // browser tells the other windows of a change to the stored choice.
  useEffect(() => {
    if (props.language) return undefined;
    const follow = (event: StorageEvent) => {
      if (event.key !== LANGUAGE_KEY || event.newValue === null) return;
      const next = initialLanguage(event.newValue, navigator.language);
      document.documentElement.lang = next;
      setLanguageState(next);
    };
    window.addEventListener("storage", follow);
    return () => window.removeEventListener("storage", follow);
  }, [props.language]);
  const t = (key: MessageKey, params?: Record<string, string | number>) =>
    translate(language, key, params);
  return (
    <I18nContext.Provider value={{ language, setLanguage, t }}>{props.children}</I18nContext.Provider>
  );
}

export function useI18n(): I18n {
  return useContext(I18nContext);
}
