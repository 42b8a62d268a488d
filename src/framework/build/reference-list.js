// Replaced at build time by reference-list-loader.ts (see webpack.config.ts).
export {};
