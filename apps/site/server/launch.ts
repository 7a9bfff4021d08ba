/**
 * The production server's entry (dist/server/index.js): it only chooses React's production build,
 * then starts the server (index.ts). React picks its build from NODE_ENV when it is first loaded,
 * and the server loads it: the form pages read the forms' wording from @rooted/ui, and a publish
 * re-renders every page with react-dom/server. Set later, in a module that imports React, the choice
 * would come too late (imports run first), and a development React next to a production
 * react-dom/server fails every render ("dispatcher.getOwner is not a function").
 */
process.env.NODE_ENV ??= 'production';
await import('./index');

export {};
