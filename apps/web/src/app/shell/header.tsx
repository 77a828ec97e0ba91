import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { cartCount } from '@avstore/core';
import { useCart } from '../../features/cart/cart-store';
import { CartIcon, CloseIcon, MenuIcon, UserIcon } from '../../components/icons';
import { DEFAULT_SHOP_NAME } from '../../components/page-title';
import { usePublicConfig } from '../../config/public-config';
import { HeaderSearch } from '../../features/catalogue/components/header-search';
import { useCommonT } from '../../i18n/common';
import { LanguageSwitch } from './language-switch';
import { NAV_LINKS } from './nav-links';
import { ShopLogo } from './shop-logo';
import { usePersonMenu, type PersonEntry } from './use-person-menu';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium ${isActive ? 'text-brand-500' : 'text-slate-200 hover:text-white'}`;

export function Header() {
  const count = cartCount(useCart());
  const config = usePublicConfig().data;
  const [mobileOpen, setMobileOpen] = useState(false);
  const t = useCommonT();

  // Sticky on every screen; on a phone the search box has a row of its own, always in sight.
  return (
    <header className="sticky top-0 z-30 bg-ink text-white shadow">
      <div className="mx-auto flex h-14 max-w-7xl items-center justify-between gap-4 px-4 md:h-16">
        <Link to="/" className="flex min-h-11 shrink-0 items-center">
          <ShopLogo name={config?.shopName ?? DEFAULT_SHOP_NAME} logoUrl={config?.logoUrl} />
        </Link>
        <div className="hidden max-w-md flex-1 md:block">
          <HeaderSearch />
        </div>
        <nav aria-label={t('mainNav')} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={linkClass}>
                  {link.to === '/cart' ? <CartLabel count={count} /> : t(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-1">
          <LanguageSwitch />
          <PersonMenu />
          <PhoneCartLink count={count} />
          <button
            type="button"
            className={`${PHONE_BUTTON} md:hidden`}
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            aria-label={t(mobileOpen ? 'closeMenu' : 'openMenu')}
            onClick={() => setMobileOpen((open) => !open)}
          >
            {mobileOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </div>
      <div className="px-4 pb-2.5 md:hidden">
        <HeaderSearch />
      </div>
      {mobileOpen ? <MobileMenu count={count} onNavigate={() => setMobileOpen(false)} /> : null}
    </header>
  );
}

/** A phone's header buttons: 44 px squares, a thumb's target. */
const PHONE_BUTTON = 'inline-flex h-11 w-11 items-center justify-center rounded-md';

/** Drawn as "Cart" and a badge; read as one phrase, "Cart, 2 items", as the phone's button is. */
function CartLabel({ count }: { count: number }) {
  const t = useCommonT();
  if (count === 0)
    return (
      <span className="inline-flex items-center gap-1.5">
        <CartIcon />
        {t('cart')}
      </span>
    );
  return (
    <>
      <span aria-hidden="true" className="inline-flex items-center gap-1.5">
        <CartIcon />
        {t('cart')}
        <span className="rounded-full bg-brand-500 px-1.5 text-xs font-bold text-ink">{count}</span>
      </span>
      <span className="sr-only">{t('cartCount', { count })}</span>
    </>
  );
}

/** On a phone the navigation hides behind the menu; the cart and its count stay in sight. */
function PhoneCartLink({ count }: { count: number }) {
  const t = useCommonT();
  return (
    <Link
      to="/cart"
      className={`relative ${PHONE_BUTTON} text-slate-200 hover:text-white md:hidden`}
      aria-label={t('cartCount', { count })}
    >
      <CartIcon />
      {count > 0 ? (
        <span
          aria-hidden="true"
          className="absolute right-0 top-0 min-w-5 rounded-full bg-brand-500 px-1 text-center text-xs font-bold text-ink"
        >
          {count}
        </span>
      ) : null}
    </Link>
  );
}

function PersonMenu() {
  const entries = usePersonMenu();
  const t = useCommonT();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        root.current?.querySelector('button')?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={root} className="relative hidden md:block">
      <button
        type="button"
        className="rounded-full p-2 text-slate-200 hover:bg-slate-800 hover:text-white"
        aria-label={t('account')}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        <UserIcon />
      </button>
      {open ? (
        <ul
          id={menuId}
          className="absolute right-0 mt-2 w-44 overflow-hidden rounded-lg bg-white py-1 text-slate-800 shadow-lg ring-1 ring-black/5"
        >
          {entries.map((entry) => (
            <li key={entry.label}>
              <PersonLink entry={entry} onDone={() => setOpen(false)} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

const MENU_ITEM = 'block w-full px-4 py-2 text-left text-sm hover:bg-slate-100';
const MOBILE_ITEM =
  'block w-full rounded-md px-3 py-2 text-left text-sm text-slate-200 hover:bg-slate-800';

function PersonLink({
  entry,
  onDone,
  className = MENU_ITEM,
}: {
  entry: PersonEntry;
  onDone: () => void;
  className?: string;
}) {
  if ('to' in entry) {
    return (
      <Link to={entry.to} className={className} onClick={onDone}>
        {entry.label}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        onDone();
        entry.action();
      }}
    >
      {entry.label}
    </button>
  );
}

function MobileMenu({ count, onNavigate }: { count: number; onNavigate: () => void }) {
  const entries = usePersonMenu();
  const t = useCommonT();
  return (
    <nav
      id="mobile-menu"
      aria-label={t('mobileNav')}
      className="border-t border-slate-800 px-4 pb-4 md:hidden"
    >
      <ul className="flex flex-col gap-1 pt-2">
        {NAV_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className={linkClass} onClick={onNavigate}>
              {link.to === '/cart' ? <CartLabel count={count} /> : t(link.label)}
            </NavLink>
          </li>
        ))}
      </ul>
      <ul className="mt-2 flex flex-col gap-1 border-t border-slate-800 pt-2">
        {entries.map((entry) => (
          <li key={entry.label}>
            <PersonLink entry={entry} onDone={onNavigate} className={MOBILE_ITEM} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
