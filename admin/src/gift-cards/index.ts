// Gift cards: /manage/gift_cards, a list with a form that issues a new card (ADR 010).
import GiftCardIcon from '@mui/icons-material/CardGiftcard';
import { GiftCardList } from './GiftCardList.tsx';

export default {
  list: GiftCardList,
  icon: GiftCardIcon,
  recordRepresentation: 'code',
  pages: {},
};
