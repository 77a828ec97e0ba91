import { Fragment } from 'react';

/**
 * An order's whole id (36 characters), in a typewriter face, free to wrap after each hyphen only:
 * on a phone it breaks into its groups instead of overflowing or breaking mid-group. The groups
 * stay text of one element, so the id reads (and is found) as one.
 */
export function OrderId({ id }: { id: string }) {
  const groups = id.split('-');
  return (
    <span className="font-mono text-sm">
      {groups.map((group, index) =>
        index < groups.length - 1 ? (
          <Fragment key={index}>
            {`${group}-`}
            <wbr />
          </Fragment>
        ) : (
          group
        ),
      )}
    </span>
  );
}
