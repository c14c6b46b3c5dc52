import { NavLink } from 'react-router';
import { useCartItemCount } from '#features/cart';
import { links } from '#lib/paths';

/** Cart with its item count. */
export function CartLink() {
  const count = useCartItemCount();
  return (
    <NavLink
      to={links.cart()}
      className={({ isActive }) =>
        `relative inline-flex h-10 items-center gap-2 rounded-md px-3 text-sm font-medium hover:bg-slate-100 ${
          isActive ? 'text-blue-700' : 'text-slate-700'
        }`
      }
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 fill-none stroke-current stroke-[1.75]">
        <path d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2" strokeLinejoin="round" />
        <circle cx="9.5" cy="19" r="1.3" />
        <circle cx="17" cy="19" r="1.3" />
      </svg>
      Cart
      {count !== undefined && (
        <span
          className={`min-w-5 rounded-full px-1.5 py-0.5 text-center text-xs font-semibold tabular-nums ${
            count > 0 ? 'bg-blue-700 text-white' : 'bg-slate-200 text-slate-700'
          }`}
        >
          {count}
          <span className="sr-only">{count === 1 ? ' item' : ' items'}</span>
        </span>
      )}
    </NavLink>
  );
}
