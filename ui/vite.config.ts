import { defineConfig } from "vitest/config";

// Preact's JSX through esbuild: no framework plugin needed.
export default defineConfig({
  base: "./",
  esbuild: { jsx: "automatic", jsxImportSource: "preact" },
  resolve: {
    alias: { react: "preact/compat", "react-dom": "preact/compat" },
  },
  server: { port: 5173, strictPort: true, host: "127.0.0.1" },
  build: { outDir: "dist", target: "es2021", emptyOutDir: true },
  test: {
    environment: "happy-dom",
    globals: true,
    include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
  },
});
