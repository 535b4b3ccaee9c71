// A teacher's photo beside their name in the portal and the console (issue 30), rendered through Preact as
// the portal ships it (the console renders the same component with React).
import { render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { PersonPhoto, TeacherList } from './PersonPhoto.tsx';

let container: HTMLElement | undefined;
const draw = (node: Parameters<typeof render>[0]) => {
  container = document.body.appendChild(document.createElement('div'));
  render(node, container);
  return container;
};
afterEach(() => {
  if (!container) return;
  render(null, container);
  container.remove();
  container = undefined;
});

describe('PersonPhoto', () => {
  it('shows the photo round, small (an upload in the smallest width), with an empty alt: the name is beside it', () => {
    const img = draw(<PersonPhoto name="Kadri Tamm" avatar="/uploads/avatars/3-x.webp" size={32} />).querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/uploads/avatars/3-x.webp?w=320');
    expect(img.getAttribute('alt')).toBe('');
    expect(img.getAttribute('width')).toBe('32');
    expect(img.style.borderRadius).toBe('50%');
  });

  it('shows the initials, hidden from screen readers, when there is no photo', () => {
    const root = draw(<PersonPhoto name="Õie Lepik" avatar={null} />);
    expect(root.querySelector('img')).toBeNull();
    const initials = root.querySelector('[data-person-initials]')!;
    expect(initials.textContent).toBe('ÕL');
    expect(initials.getAttribute('aria-hidden')).toBe('true');
  });
});

describe('TeacherList', () => {
  it('names every teacher with their photo or initials in front', () => {
    const root = draw(
      <TeacherList
        teachers={[
          { id: 1, name: 'Kadri Tamm', avatar: '/uploads/avatars/kadri.svg' },
          { id: 2, name: 'Õie Lepik', avatar: null },
        ]}
      />,
    );
    const people = [...root.querySelectorAll('[data-person]')];
    expect(people.map((person) => person.textContent)).toEqual(['Kadri Tamm', 'ÕLÕie Lepik']);
    expect(people[0]!.querySelector('img')!.getAttribute('src')).toBe('/uploads/avatars/kadri.svg');
    expect(people[1]!.querySelector('img')).toBeNull();
  });
});
