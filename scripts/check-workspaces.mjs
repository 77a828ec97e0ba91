// `npm run lint:workspaces`: every workspace declares what it runs. npm hoists every package to the
// root's node_modules, so a workspace that forgets a package still works here, until the root drops
// it or the workspace is installed alone (`npm ci -w`), and then it fails far from the cause.
//
// The rule, for the root and each workspace of the root's `workspaces`:
// - Binaries: each command of each script (split at `&&`, `||`, `;` and `|`; leading `VAR=value`
//   skipped; `npx x` and `exec x` count as `x`) is the binary of a package its package.json declares
//   (dependencies, devDependencies, optionalDependencies or peerDependencies), read from the
//   lockfile's `bin` fields. Shell commands and npm itself are not packages (SHELL).
// - Modules: each import of a bare name in its code (static, dynamic or `require`, in the files git
//   tracks or would track) names a package it declares (a workspace of ours too), or a Node
//   builtin. Type packages (`@types/x`) are not looked for.
// - Exception: ESLint and Prettier run with the root's one config (eslint.config.js,
//   .prettierrc.json) and the plugins that config loads, so they are the root's to declare
//   (ROOT_TOOLS); a workspace's `eslint .` uses them.
//
// It prints each missing declaration as `<workspace>: <binary or module> (from <where>)` and exits 1.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const SHELL = new Set(['node', 'npm', 'echo', 'cd', 'true', 'false', 'exit', 'rm', 'cp', 'mkdir']);
const ROOT_TOOLS = new Set(['eslint', 'prettier']);
const CODE = /\.(?:[cm]?js|[cm]?ts|tsx|jsx)$/;
/** Static imports and re-exports, side-effect imports, `import()` and `require()` of a string. */
const IMPORT =
  /^\s*(?:import|export)\s[^'";]*?\bfrom\s*['"]([^'"\n]+)['"]|^\s*import\s*['"]([^'"\n]+)['"]|\b(?:import|require)\s*\(\s*['"]([^'"\n]+)['"]\s*\)/gm;

const readJson = (path) => JSON.parse(readFileSync(join(root, path), 'utf8'));
const rootManifest = readJson('package.json');
const lock = readJson('package-lock.json');

/** Binary name → the packages that provide it, from the lockfile. */
const providers = new Map();
for (const [path, entry] of Object.entries(lock.packages)) {
  if (!entry.bin || !path.includes('node_modules/')) continue;
  const name = path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
  const bins = typeof entry.bin === 'string' ? { [name.split('/').pop()]: entry.bin } : entry.bin;
  for (const bin of Object.keys(bins)) {
    if (!providers.has(bin)) providers.set(bin, new Set());
    providers.get(bin).add(name);
  }
}

const workspaces = [{ dir: '', manifest: rootManifest }];
for (const dir of rootManifest.workspaces) {
  const manifest = readJson(`${dir}/package.json`);
  workspaces.push({ dir, manifest });
}

const declaredBy = (manifest) =>
  new Set(
    ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies'].flatMap(
      (field) => Object.keys(manifest[field] ?? {}),
    ),
  );

/** The commands a script runs, each the first word of a part of it. */
function commands(script) {
  return script
    .split(/&&|\|\||;|\|/)
    .map((part) => part.trim().split(/\s+/))
    .map((words) => {
      while (words.length && /^\w+=/.test(words[0])) words.shift();
      if (words[0] === 'npx' || words[0] === 'exec') words.shift();
      return words[0];
    })
    .filter(Boolean);
}

/** The package a bare import specifier names: `@scope/name` or `name`. */
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

const builtins = new Set(builtinModules);
const isBare = (specifier) =>
  !/^(?:\.|\/|#|node:|virtual:|@\/|https?:|data:)/.test(specifier) &&
  !builtins.has(packageOf(specifier));

function codeFiles(dir, otherDirs) {
  const listed = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '--', dir || '.'],
    { cwd: root, encoding: 'utf8' },
  );
  return listed
    .split('\n')
    .filter((file) => CODE.test(file))
    .filter((file) => !otherDirs.some((other) => file.startsWith(`${other}/`)));
}

const problems = [];
const workspaceDirs = workspaces.map((w) => w.dir).filter(Boolean);
for (const { dir, manifest } of workspaces) {
  const label = dir || 'root';
  const declared = declaredBy(manifest);
  const rootOwns = (name) =>
    dir !== '' && ROOT_TOOLS.has(name) && declaredBy(rootManifest).has(name);

  for (const [name, script] of Object.entries(manifest.scripts ?? {})) {
    for (const bin of commands(script)) {
      if (SHELL.has(bin)) continue;
      const packages = [...(providers.get(bin) ?? [])];
      if (!packages.length) {
        problems.push(`${label}: \`${bin}\` (script ${name}) is no locked package's binary`);
        continue;
      }
      if (packages.some((p) => declared.has(p) || rootOwns(p))) continue;
      problems.push(`${label}: \`${bin}\` (script ${name}) needs ${packages.join(' or ')}`);
    }
  }

  for (const file of codeFiles(dir, dir ? [] : workspaceDirs)) {
    const text = readFileSync(join(root, file), 'utf8');
    for (const match of text.matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2] ?? match[3];
      if (!isBare(specifier)) continue;
      const name = packageOf(specifier);
      if (declared.has(name) || rootOwns(name) || name === manifest.name) continue;
      problems.push(`${label}: ${name} (imported in ${file})`);
    }
  }
}

const unique = [...new Set(problems)];
if (unique.length) {
  console.error(`Workspaces using packages they do not declare:\n  ${unique.join('\n  ')}`);
  // Not process.exit(): it would cut a long list short when stderr is a pipe.
  process.exitCode = 1;
} else {
  console.log(`${workspaces.length} package.json files declare what they run.`);
}
