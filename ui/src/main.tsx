import { render } from "preact";
import { App } from "./app";
import { I18nProvider } from "./lib/i18n-context";
import { savedTheme, THEME_KEY } from "./lib/theme";
import { Projector, projectorStart } from "./screens/projector/Projector";
import "./styles.css";

// The same page serves the main window and the projector window (`?projector=EVENT_ID`, with the
// opener's language, theme and choice of view: `projectorAddress`).
const start = projectorStart(window.location.search);
const projector = start.eventId;
const root = document.getElementById("app");
if (projector) {
  // The projector has no theme button: it opens in the main window's theme, and follows a change.
  document.documentElement.dataset.theme = start.theme ?? savedTheme();
  window.addEventListener("storage", (event) => {
    if (event.key === THEME_KEY) document.documentElement.dataset.theme = savedTheme();
  });
}
if (root) {
  render(
    <I18nProvider startWith={projector ? start.language : null}>
      {projector ? <Projector eventId={projector} startControl={start.control} /> : <App />}
    </I18nProvider>,
    root,
  );
}
