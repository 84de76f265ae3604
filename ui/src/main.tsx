import { render } from "preact";
import { App } from "./app";
import { I18nProvider } from "./lib/i18n-context";
import { savedTheme, THEME_KEY } from "./lib/theme";
import { Projector } from "./screens/projector/Projector";
import "./styles.css";

// The same page serves the main window and the projector window (`?projector=EVENT_ID`).
const projector = new URLSearchParams(window.location.search).get("projector");
const root = document.getElementById("app");
if (projector) {
  // The projector has no theme button: it shows the main window's theme, and follows a change.
  const apply = () => {
    document.documentElement.dataset.theme = savedTheme();
  };
  apply();
  window.addEventListener("storage", (event) => {
    if (event.key === THEME_KEY) apply();
  });
}
if (root) {
  render(<I18nProvider>{projector ? <Projector eventId={projector} /> : <App />}</I18nProvider>, root);
}
