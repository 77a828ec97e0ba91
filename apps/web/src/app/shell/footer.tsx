import { Link } from 'react-router';
import { DEFAULT_SHOP_NAME } from '../../components/page-title';
import { usePublicConfig } from '../../config/public-config';

/** Shared footer; its copyright line carries the current year (docs/product.md §2). */
export function Footer() {
  const shopName = usePublicConfig().data?.shopName ?? DEFAULT_SHOP_NAME;
  return (
    <footer className="mt-16 bg-ink text-slate-300">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 text-sm sm:flex-row sm:items-center sm:justify-between">
        <p>
          © {new Date().getFullYear()} {shopName}. All rights reserved.
        </p>
        <ul className="flex flex-wrap gap-4">
          <li>
            <Link to="/about" className="hover:text-white">
              About &amp; policies
            </Link>
          </li>
          <li>
            <Link to="/contact" className="hover:text-white">
              Contact
            </Link>
          </li>
          <li>
            <Link to="/shop" className="hover:text-white">
              Shop
            </Link>
          </li>
        </ul>
      </div>
    </footer>
  );
}
