import { createContext, type ComponentChildren } from "preact";
import { useContext, useState } from "preact/hooks";
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

const STORAGE_KEY = "hexadraft.language";

export function I18nProvider(props: { children: ComponentChildren; language?: Language }) {
  const [language, setLanguageState] = useState<Language>(
    props.language ?? initialLanguage(localStorage.getItem(STORAGE_KEY), navigator.language),
  );
  const setLanguage = (next: Language) => {
    localStorage.setItem(STORAGE_KEY, next);
    document.documentElement.lang = next;
    setLanguageState(next);
  };
  const t = (key: MessageKey, params?: Record<string, string | number>) =>
    translate(language, key, params);
  return (
    <I18nContext.Provider value={{ language, setLanguage, t }}>{props.children}</I18nContext.Provider>
  );
}

export function useI18n(): I18n {
  return useContext(I18nContext);
}
