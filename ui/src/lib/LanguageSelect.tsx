import { LANGUAGES, type Language } from "../i18n";

/** A choice of the app's languages: the window's own, or a document's (paper). */
export function LanguageSelect(props: {
  value: Language;
  onChange: (language: Language) => void;
  testId: string;
}) {
  return (
    <select
      data-testid={props.testId}
      value={props.value}
      onChange={(e) => props.onChange((e.currentTarget as HTMLSelectElement).value as Language)}
    >
      {LANGUAGES.map((l) => (
        <option key={l.code} value={l.code} lang={l.code}>
          {l.name}
        </option>
      ))}
    </select>
  );
}
