import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// One spelling in code: "favourite", as the UI (/dashboard/favourites) and our docs write it
// (docs/requirements/dashboard.md#favourites). The API's paths (/favorites), the spec's quoted
// copy and the database's table name are strings, which this does not look at.
const favouriteSpelling = {
  selector: ":matches(Identifier, JSXIdentifier)[name=/favorite/i]",
  message: 'Spell it "favourite" in code; "favorite" stays only in API paths, JSON fields and quoted copy.',
};

// A body that is not a form makes request.formData() throw, a 500; readForm answers 415 or 400.
const formThroughReadForm = {
  selector: "CallExpression[callee.property.name='formData'][callee.object.name='request']",
  message: "Read an action's form with readForm(request) (app/utils/request.server.ts).",
};

export default tseslint.config(
  {
    ignores: [
      "build*/**",
      "data/**",
      "node_modules/**",
      "test-results/**",
      "playwright-report/**",
      "api/db/migrations/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-explicit-any": "off",
    },
  },
  {
    files: ["**/*.tsx"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    settings: { react: { version: "18.3" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      "react/prop-types": "off",
      "react/no-unescaped-entities": "off",
    },
  },
  {
    files: ["**/*.{ts,tsx,js}"],
    rules: { "no-restricted-syntax": ["error", favouriteSpelling] },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/utils/request.server.ts"],
    rules: { "no-restricted-syntax": ["error", favouriteSpelling, formThroughReadForm] },
  },
);
