// Chart.js with only the scatter parts registered, loaded when a chart is first drawn: the
// library (about 150 kB minified) stays out of the bundle the app's first window waits for.
import { Chart, LinearScale, PointElement, ScatterController, Tooltip } from "chart.js";

Chart.register(ScatterController, PointElement, LinearScale, Tooltip);

export { Chart };
