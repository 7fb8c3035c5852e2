import type { Kysely } from 'kysely';
import type { DB } from '@ros/db';

/** The languages messages are written in (the web's languages); anything else reads English. */
export const MESSAGE_LANGUAGES = ['en', 'es'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];

export const messageLanguageOf = (value: string | null | undefined): MessageLanguage =>
  MESSAGE_LANGUAGES.find((l) => l === value) ?? 'en';

/** Who a message comes from and how it reads: the restaurant's name and logo, its language, where links point. */
export interface Brand {
  /** The restaurant's name, or the app's for account messages. */
  name: string;
  logoUrl: string | null;
  language: MessageLanguage;
  /** The configured public address (no trailing slash): every link in a message starts with it. */
  linkBase: string;
}

export const APP_NAME = 'Restaurant OS';

/** An absolute link to a path of the app (`/verify-email?token=…`), from the configured address only. */
export const linkTo = (brand: Brand, path: string) => `${brand.linkBase}${path.startsWith('/') ? path : `/${path}`}`;

/**
 * The brand of a message: its restaurant's (name, cover image as logo, language), or the app's for an
 * account message; `language` overrides the restaurant's (a person's own language).
 */
export async function loadBrand(
  trx: Kysely<DB>,
  restaurantId: string | null,
  options: { linkBase: string; language?: string | null },
): Promise<Brand> {
  const restaurant = restaurantId
    ? await trx
        .selectFrom('restaurants')
        .select(['name', 'cover_image_url', 'language'])
        .where('id', '=', restaurantId)
        .executeTakeFirst()
    : undefined;
  return {
    name: restaurant?.name ?? APP_NAME,
    logoUrl: restaurant?.cover_image_url ? absolute(options.linkBase, restaurant.cover_image_url) : null,
    language: messageLanguageOf(options.language ?? restaurant?.language),
    linkBase: options.linkBase,
  };
}

const absolute = (linkBase: string, url: string) => (/^https?:\/\//.test(url) ? url : `${linkBase}${url}`);
