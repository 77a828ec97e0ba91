import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { Toaster } from '../components/toaster';
import { useCommonT } from '../i18n/common';
import { Header } from './shell/header';
import { Footer } from './shell/footer';

export function Layout() {
  const navigation = useNavigation();
  const t = useCommonT();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#content"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t('skip')}
      </a>
      <Header />
      <div id="content" className="flex-1" aria-busy={navigation.state === 'loading'}>
        <Outlet />
      </div>
      <Footer />
      <Toaster />
      {/* A new page starts at its top; Back and Forward return to where the shopper was. Outside
          React Router's framework mode it renders nothing, so the server's product page and its
          hydration match, and no inline script meets the CSP. */}
      <ScrollRestoration />
    </div>
  );
}
