/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Email_Shop_AboutInputs */

const en_profile_email_shop_about = /** @type {(inputs: Profile_Email_Shop_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New merchandise and occasional offers from the shop.`)
};

const de_profile_email_shop_about = /** @type {(inputs: Profile_Email_Shop_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neuer Merch und gelegentliche Angebote aus dem Shop.`)
};

/**
* | output |
* | --- |
* | "New merchandise and occasional offers from the shop." |
*
* @param {Profile_Email_Shop_AboutInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_email_shop_about = /** @type {((inputs?: Profile_Email_Shop_AboutInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Email_Shop_AboutInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_email_shop_about(inputs)
	return en_profile_email_shop_about(inputs)
});