// Russian of the student's favourite courses (issue 29 item 5). Spread into i18n/ru.ts.
export const favouritesRu: Record<string, string> = {
  Favourites: 'Избранное',
  'No favourites yet. Mark a course with the heart on its page or in the catalogue.': 'В избранном пока ничего нет. Отметьте курс сердечком на его странице или в каталоге.',
  'Next start: {{date}}': 'Следующее начало: {{date}}',
  'See the groups': 'Посмотреть группы',
  'Favourite: {{course}}': 'Избранное: {{course}}',
  'Remove from favourites': 'Убрать из избранного',
};
