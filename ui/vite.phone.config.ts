import { defineConfig } from "vite";

// The phone page (ui/phone.html), served by the app's local-network session (crates/venue) and
// embedded into the binary: one script and one stylesheet with fixed names at the root.
export default defineConfig({
  base: "/",
  esbuild: { jsx: "automatic", jsxImportSource: "preact" },
  build: {
    outDir: "dist-phone",
    target: "es2021",
    emptyOutDir: true,
    rollupOptions: {
      input: "phone.html",
      output: {
        entryFileNames: "phone.js",
        chunkFileNames: "phone-[name].js",
        assetFileNames: "phone[extname]",
        inlineDynamicImports: true,
      },
    },
  },
});
