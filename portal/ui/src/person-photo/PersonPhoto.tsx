// A person's small round photo beside their name (issue 30: a teacher's photo wherever a teacher is named),
// for the portal and the console; the site draws the same with TeacherPhoto.astro from the same domain rules.
// The name is always written beside it, so the photo is decoration: alt="" (WCAG's images tutorial, an image
// whose text is next to it; H2), and the initials without a photo are aria-hidden, as on the site.
// Plain elements with inline styles (no MUI): a few hundred bytes in either app.
import { personInitials, smallPhotoUrl } from '@valik/domain';
import { tokens } from '../theme/tokens.ts';

export interface PersonPhotoProps {
  name: string;
  /** the uploaded avatar or the seeded portrait (/uploads/…), or null: the initials */
  avatar: string | null | undefined;
  /** shown size in CSS pixels */
  size?: number;
}

export function PersonPhoto({ name, avatar, size = 28 }: PersonPhotoProps) {
  const circle = { width: size, height: size, borderRadius: '50%', flex: 'none', background: tokens.color.primaryLight } as const;
  if (avatar) {
    return <img src={smallPhotoUrl(avatar)} alt="" width={size} height={size} loading="lazy" decoding="async" style={{ ...circle, objectFit: 'cover' }} data-person-photo />;
  }
  return (
    <span
      aria-hidden="true"
      data-person-initials
      style={{
        ...circle,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        color: tokens.color.primaryDark,
        fontWeight: 700,
        fontSize: Math.round(size * 0.38),
        lineHeight: 1,
      }}
    >
      {personInitials(name)}
    </span>
  );
}

/**
 * A name with its photo in front, on one line; in a column squeezed to its narrowest (a wide table on a
 * laptop) the photo goes above the name instead of widening the column.
 */
export function PersonWithPhoto({ name, avatar, size = 28 }: PersonPhotoProps) {
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.25em 0.5em', verticalAlign: 'middle' }} data-person>
      <PersonPhoto name={name} avatar={avatar} size={size} />
      <span>{name}</span>
    </span>
  );
}

export interface TeacherListProps {
  teachers: readonly { id: number; name: string; avatar: string | null }[];
  size?: number;
}

/** A cohort's teachers, each with their photo, wrapping on a narrow screen. */
export function TeacherList({ teachers, size = 28 }: TeacherListProps) {
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: '0.25em 1em' }} data-teachers>
      {teachers.map((teacher) => (
        <PersonWithPhoto key={teacher.id} name={teacher.name} avatar={teacher.avatar} size={size} />
      ))}
    </span>
  );
}
