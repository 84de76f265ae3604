import { render } from "preact";
import { App } from "./app";
import { I18nProvider } from "./lib/i18n-context";
import "./styles.css";

const root = document.getElementById("app");
if (root) {
  render(
    <I18nProvider>
      <App />
    </I18nProvider>,
    root,
  );
}
