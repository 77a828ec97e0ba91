// The package ships its types under a name TypeScript does not look for ('index.ts.d').
declare module 'unicode-confusables' {
  /** The string with each character Unicode lists as confusable replaced by its look-alike. */
  export function rectifyConfusion(input: string): string;
}
