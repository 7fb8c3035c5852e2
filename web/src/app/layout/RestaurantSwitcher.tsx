import { Button, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { restaurantSwitchRequested, selectWorkPlaces } from '../session/sessionSlice';
import { useAppDispatch, useAppSelector } from '../store/hooks';

/** The current restaurant, the others to switch to, and "Create restaurant". */
export function RestaurantSwitcher() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const workPlaces = useAppSelector(selectWorkPlaces);
  const current = workPlaces[0];

  const handleSwitch = (restaurantId: string) => {
    dispatch(restaurantSwitchRequested({ restaurantId }));
    navigate('/');
  };

  const menu = (
    <Menu aria-label={t('switcher.label')}>
      {workPlaces.length > 0 && <MenuDivider title={t('switcher.title')} />}
      {workPlaces.map((w, i) => (
        <MenuItem
          key={w._id}
          icon={i === 0 ? 'tick' : 'blank'}
          text={w.name}
          active={i === 0}
          onClick={() => i !== 0 && handleSwitch(w._id)}
        />
      ))}
      <MenuDivider />
      <MenuItem icon="add" text={t('switcher.create')} onClick={() => navigate('/restaurants/new')} />
      <MenuItem icon="envelope" text={t('switcher.invitations')} onClick={() => navigate('/invitations')} />
    </Menu>
  );

  return (
    <PopoverNext content={menu} placement="bottom-start" arrow={false} animation="minimal">
      <Button
        variant="minimal"
        icon="shop"
        endIcon="caret-down"
        text={current?.name ?? t('switcher.none')}
        data-testid="restaurant-switcher"
      />
    </PopoverNext>
  );
}
