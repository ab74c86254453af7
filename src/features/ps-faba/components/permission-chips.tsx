import { grantedPermissions, PERMISSION_INFO, type PartnerPermissions } from '../lib/permissions';

/** The flags a key grants, as chips; "None" when it grants nothing. */
export function PermissionChips({ permissions }: { permissions: PartnerPermissions }) {
  const granted = grantedPermissions(permissions);
  if (granted.length === 0) return <span className="text-sm text-slate-600">None</span>;
  return (
    <ul className="flex flex-wrap gap-1" aria-label="Permissions">
      {granted.map((flag) => (
        <li
          key={flag}
          title={PERMISSION_INFO[flag].description}
          className="rounded-md bg-brand-50 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-brand-700"
        >
          {PERMISSION_INFO[flag].label}
        </li>
      ))}
    </ul>
  );
}
