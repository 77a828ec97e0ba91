import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import type { Language } from '@avstore/core';
import { LanguageContext } from '../i18n/language';
import { queryClient } from '../lib/query-client';
import type { startRouter } from './router';

export function App({
  router,
  language,
}: {
  router: ReturnType<typeof startRouter>;
  language: Language;
}) {
  return (
    <LanguageContext value={language}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </LanguageContext>
  );
}
