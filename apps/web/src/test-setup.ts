import '@testing-library/jest-dom/vitest';

// jsdom lays nothing out and has no scrollIntoView; a no-op lets pages that scroll a field into
// view run, and tests spy on it.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
