// Chart.js with only the parts the Statistics screen draws registered (the scatter of pick rate
// against win rate, the lines of a character's season), loaded when a chart is first drawn: the
// library (about 150 kB minified) stays out of the bundle the app's first window waits for.
import {
  CategoryScale,
  Chart,
  Legend,
  LineController,
  LineElement,
  LinearScale,
  PointElement,
  ScatterController,
  Tooltip,
} from "chart.js";

Chart.register(ScatterController, LineController, LineElement, PointElement, LinearScale, CategoryScale, Legend, Tooltip);

export { Chart };
