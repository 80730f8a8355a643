import { Badge } from '@radix-ui/themes';

/** SPA (super admin) and ADM (admin) badges beside an author (spec 02 section 6); nothing for others. */
export function RoleBadge({ role }: { role: string | null | undefined }) {
  if (role === 'root')
    return (
      <Badge color="red" size="1">
        SPA
      </Badge>
    );
  if (role === 'admin')
    return (
      <Badge color="orange" size="1">
        ADM
      </Badge>
    );
  return null;
}
